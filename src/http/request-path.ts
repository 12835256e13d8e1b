/**
 * The one normalization of a request's path, done before any lookup, rule or redirect (as sirv and serve-handler
 * do): every later decision is made on its result. The path is percent-decoded once; dot segments (also encoded,
 * `%2e`) are resolved, never above the root; repeated slashes are collapsed. A path that does not start with `/`,
 * does not decode, or holds a NUL is malformed; one that holds a backslash, or an encoded slash (`%2f`) or
 * backslash (`%5c`), is refused, since a file system or another parser could read it as a separator. Whether the
 * path had dot segments is reported, for servers that refuse such paths rather than serve them.
 */

export type NormalizedPath =
  | { ok: true; path: string; hadDotSegments: boolean }
  | { ok: false; reason: 'malformed' | 'forbidden' };

/** The path of a request target (`/a/b?x=1#y` → `/a/b`), still encoded. */
export function pathOfTarget(target: string): string {
  return target.replace(/[?#].*$/s, '');
}

/** The query string of a request target, with its `?` (`/a?x=1#y` → `?x=1`), or ''. */
export function searchOfTarget(target: string): string {
  return /^[^?#]*(\?[^#]*)/s.exec(target)?.[1] ?? '';
}

/** The normalized, decoded form of a raw (encoded) URL path, or why it is refused. */
export function normalizePath(rawPath: string): NormalizedPath {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'malformed' };
  if (/%(2f|5c)/i.test(rawPath)) return { ok: false, reason: 'forbidden' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (decoded.includes('\0')) return { ok: false, reason: 'malformed' };
  if (decoded.includes('\\')) return { ok: false, reason: 'forbidden' };
  const segments: string[] = [];
  const parts = decoded.split('/').slice(1);
  let hadDotSegments = false;
  parts.forEach((part) => {
    if (part === '.' || part === '..') {
      hadDotSegments = true;
      if (part === '..') segments.pop();
    } else if (part !== '') {
      segments.push(part);
    }
  });
  const last = parts.at(-1);
  const directory = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return { ok: true, path: `/${segments.join('/')}${directory ? '/' : ''}`, hadDotSegments };
}

/** Characters a path segment may hold as they are (RFC 3986 sub-delimiters, `:` and `@`), kept readable. */
const SEGMENT_SAFE = /%(24|26|2B|2C|3B|3D|3A|40)/g;

/** A decoded path percent-encoded again for a URL or a `Location` header, segment by segment. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(SEGMENT_SAFE, (escaped) => decodeURIComponent(escaped)))
    .join('/');
}
