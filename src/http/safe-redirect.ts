/**
 * The one check of a redirect target that comes from a request (a `redirect=` parameter, a path to which a slash is
 * added). A target written as another host (`//host`, `/\host`, `https://…`) is refused outright; otherwise its
 * path is normalized first ({@link normalizePath}: dot segments, `%2e`, repeated slashes), then only a same-site
 * path is allowed: it must start with a single `/`, never `//` or `/\`, and it is re-encoded, so that no browser
 * can read it as another host (`/.//evil.com` and `/a/..//evil.com` are `/evil.com`). A refused target gives the
 * fallback. The query and fragment are kept, encoded as a URL parser would (no control character reaches a header).
 */
import { encodePath, normalizePath } from './request-path.js';

const BASE = 'http://site.invalid';

/** `target` as a same-site path with its query and fragment, or `fallback` (default `/`). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  const end = target.search(/[?#]/);
  const normalized = normalizePath(end === -1 ? target : target.slice(0, end));
  if (!normalized.ok) return fallback;
  const path = encodePath(normalized.path);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  const rest = end === -1 ? '' : target.slice(end);
  const { search, hash } = new URL(`/${rest}`, BASE);
  return `${path}${search}${hash}`;
}
