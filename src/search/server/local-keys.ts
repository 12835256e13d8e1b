import { randomBytes } from 'node:crypto';

/**
 * The application id and search key `npm run search:serve` accepts when ALGOLIA_APP_ID / ALGOLIA_SEARCH_KEY are not
 * set: a search key is public by design (every visitor's browser holds it), so it may be written here. The admin
 * key never is: see {@link randomAdminKey}.
 */
export const LOCAL_SEARCH_KEYS = {
  appId: 'LOCALSEARCH',
  searchKey: '5ea7c4000000000000000000000000aa',
} as const;

/**
 * The admin key of a `search:serve` started without ALGOLIA_ADMIN_KEY: 32 random hex digits, new at each start and
 * printed once, so that only whoever sees that process's output can write to it.
 */
export const randomAdminKey = (): string => randomBytes(16).toString('hex');
