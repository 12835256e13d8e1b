import { link } from 'node:fs/promises';

/**
 * Hard-links `from` to `to`, answering false when there is no `from`: how a partial build takes a file of the live
 * output that it may or may not have (a sitemap's parts, a search index).
 */
export async function linkIfThere(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
