import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HEADERS_FILE, parseHeadersFile, type HeaderRule } from '../hosting/headers-file.js';
import { parseRedirectsFile, REDIRECTS_FILE, type RedirectRule } from '../hosting/redirects-file.js';

/** The host configuration a build wrote (`_headers`, `_redirects`), as a CDN would apply it. */
export interface HostConfig {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * Reads the host configuration of output folders, once per folder: a build's folder never changes once it is live
 * (a new build is a new folder), so the cache is keyed by the folder's real path. A folder without the files has
 * no rules.
 */
export function hostConfigLoader(): (dir: string) => Promise<HostConfig> {
  const loaded = new Map<string, Promise<HostConfig>>();
  return (dir) => {
    let config = loaded.get(dir);
    if (!config) {
      config = Promise.all([readOptional(join(dir, HEADERS_FILE)), readOptional(join(dir, REDIRECTS_FILE))]).then(
        ([headers, redirects]) => ({
          headers: parseHeadersFile(headers),
          redirects: parseRedirectsFile(redirects),
        }),
      );
      config.catch(() => loaded.delete(dir));
      if (loaded.size > 16) loaded.clear();
      loaded.set(dir, config);
    }
    return config;
  };
}
