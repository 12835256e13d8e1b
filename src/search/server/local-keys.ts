/**
 * The keys `npm run search:serve` accepts when ALGOLIA_* are not set: it is for offline use on this machine, so they
 * are not secrets (the admin key still gates writes, as Algolia's does).
 */
export const LOCAL_SEARCH_KEYS = {
  appId: 'LOCALSEARCH',
  searchKey: '5ea7c4000000000000000000000000aa',
  adminKey: 'ad3140000000000000000000000000ff',
} as const;
