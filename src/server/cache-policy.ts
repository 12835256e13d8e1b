export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * The Cache-Control of a served file, by its URL path (decoded, without query) and whether the request had a
 * query string:
 * - immutable: hashed `/assets/**`, image variants `/_img/**` (named by content hash and parameters),
 *   `builds/meta/{id}.json`, and `payload.json` fetched with a build-id query;
 * - no-cache (always revalidated through ETag / Last-Modified): HTML, `builds/latest.json`, `payload.json` without
 *   query, and every other unhashed file.
 */
export function cacheControlFor(pathname: string, hasQuery: boolean): string {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/_img/')) return IMMUTABLE;
  if (/^\/builds\/meta\/[^/]+\.json$/.test(pathname)) return IMMUTABLE;
  if (pathname.endsWith('/payload.json') && hasQuery) return IMMUTABLE;
  return NO_CACHE;
}
