import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { encodePath } from '../http/request-path.js';
import { safeRedirect } from '../http/safe-redirect.js';

export type Resolution =
  | { kind: 'file'; file: string; stats: Stats; pathname: string; hasQuery: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' };

/** The stats of a regular file, or null when there is none at `file`. */
export async function statFile(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return null;
    throw error;
  }
}

/**
 * The stats of a regular file at `file` whose real path (links followed) is inside `root`, a real path itself, or null:
 * a link in the output that leads outside it is served as if there were no file.
 */
export async function statFileUnder(root: string, file: string): Promise<Stats | null> {
  const stats = await statFile(file);
  if (!stats) return null;
  const real = await realpath(file);
  return real.startsWith(root + sep) ? stats : null;
}

/**
 * What a normalized request path (src/http/request-path.ts: decoded, dot segments resolved) names under `root` (an
 * absolute folder), like a CDN over a static build: `/x/` is `x/index.html`, `/x` redirects to `/x/` (with the
 * request's `search`) when `x/index.html` exists, other paths are files served as is. A path that would leave the
 * root is forbidden; a link that leads outside it names no file. `root` is a real path (its links resolved).
 */
export async function resolveRequest(root: string, pathname: string, search = ''): Promise<Resolution> {
  const file = join(root, pathname);
  if (file !== root && !file.startsWith(root + sep)) return { kind: 'forbidden' };
  const hasQuery = search.length > 1;

  if (pathname.endsWith('/')) {
    const index = join(file, 'index.html');
    const stats = await statFileUnder(root, index);
    return stats ? { kind: 'file', file: index, stats, pathname, hasQuery } : { kind: 'not-found' };
  }
  const stats = await statFileUnder(root, file);
  if (stats) return { kind: 'file', file, stats, pathname, hasQuery };
  if (await statFileUnder(root, join(file, 'index.html'))) {
    return { kind: 'redirect', location: safeRedirect(`${encodePath(pathname)}/${search}`) };
  }
  return { kind: 'not-found' };
}
