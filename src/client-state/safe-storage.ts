/** What the site keeps in the browser with: localStorage, or, when the browser refuses it, nothing (page-long only). */
export type SiteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const nothing: SiteStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

export function safeLocalStorage(): SiteStorage {
  try {
    return window.localStorage;
  } catch {
    return nothing;
  }
}
