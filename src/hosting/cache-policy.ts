import { SITE_MODULE_FOLDER } from '../page-contract/site-module.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * The Cache-Control of files by path, first match wins (`*` matches any rest of the path): the one list from which
 * the local server, the build manifest's route rules and the host's `_headers` file take their cache rules.
 * - immutable: hashed `/assets/*`, image variants `/_img/*` (named by content hash and parameters), the languages'
 *   site modules `/_site/*` (named by the build's shell), `builds/meta/{id}.json`;
 * - no-cache (always revalidated through ETag / Last-Modified): `builds/latest.json`, HTML, `payload.json`, and
 *   every other unhashed file.
 */
export const cacheRules: readonly { pattern: string; cacheControl: string }[] = [
  { pattern: '/assets/*', cacheControl: IMMUTABLE },
  { pattern: '/_img/*', cacheControl: IMMUTABLE },
  { pattern: `${SITE_MODULE_FOLDER}*`, cacheControl: IMMUTABLE },
  { pattern: '/builds/meta/*', cacheControl: IMMUTABLE },
  { pattern: '/builds/latest.json', cacheControl: NO_CACHE },
  { pattern: '/*', cacheControl: NO_CACHE },
];

/** Whether a URL path matches a `_headers`-style pattern: exact, or a prefix ending in `*`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The Cache-Control of a served file, by its URL path (decoded, without query) and whether the request had a
 * query string: {@link cacheRules}, and `payload.json` fetched with a build-id query is immutable (a host's
 * `_headers` file cannot say so; on a CDN that ignores the query for caching, it is revalidated like the rest).
 */
export function cacheControlFor(pathname: string, hasQuery: boolean): string {
  if (pathname.endsWith('/payload.json') && hasQuery) return IMMUTABLE;
  return cacheRules.find((rule) => matchesPattern(rule.pattern, pathname))?.cacheControl ?? NO_CACHE;
}
