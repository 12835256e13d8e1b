import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { projectRoot } from './code-hash.js';

/** The project's cache folder `.cache/{name}/`, where what a content folder gave is kept between processes. */
export function projectCacheFolder(name: string): string {
  return join(projectRoot(import.meta.dirname) ?? process.cwd(), '.cache', name);
}

/** The name of what a cache keeps for the content folder `contentDir`: a hash of its path. */
export function contentFolderKey(contentDir: string): string {
  return createHash('sha256').update(contentDir).digest('hex').slice(0, 16);
}
