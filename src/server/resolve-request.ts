import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string; stats: Stats; pathname: string; hasQuery: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; rawPath: string }
  | { kind: 'bad-request' }
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

function decodePath(rawPath: string): string | null {
  try {
    const pathname = decodeURIComponent(rawPath);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/**
 * What a request target (`req.url`) names under `root` (an absolute folder), like a CDN over a static build:
 * `/x/` is `x/index.html`, `/x` redirects to `/x/` (query kept) when `x/index.html` exists, other paths are files
 * served as is. Dot segments (also percent-encoded) and backslashes are refused rather than resolved.
 */
export async function resolveRequest(root: string, target: string): Promise<Resolution> {
  if (!target.startsWith('/')) return { kind: 'bad-request' };
  const end = target.search(/[?#]/);
  const rawPath = end === -1 ? target : target.slice(0, end);
  const search = end === -1 || target[end] === '#' ? '' : target.slice(end).replace(/#.*$/, '');
  const pathname = decodePath(rawPath);
  if (pathname === null) return { kind: 'bad-request' };
  if (pathname.includes('\\') || pathname.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'forbidden' };
  }
  const file = join(root, pathname);
  if (file !== root && !file.startsWith(root + sep)) return { kind: 'forbidden' };
  const hasQuery = search.length > 1;

  if (pathname.endsWith('/')) {
    const index = join(file, 'index.html');
    const stats = await statFile(index);
    return stats ? { kind: 'file', file: index, stats, pathname, hasQuery } : { kind: 'not-found', rawPath };
  }
  const stats = await statFile(file);
  if (stats) return { kind: 'file', file, stats, pathname, hasQuery };
  if (await statFile(join(file, 'index.html'))) {
    return { kind: 'redirect', location: `${rawPath.replace(/^\/+/, '/')}/${search}` };
  }
  return { kind: 'not-found', rawPath };
}
