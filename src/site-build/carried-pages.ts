import { linkSync, mkdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { collectImageVariants } from '../images/collect-variants.js';
import { parseVariantFile, type ImageVariant } from '../images/image-variant.js';
import type { ReuseSource } from './page-reuse.js';
import type { RecordedPage } from './page-tags.js';
import { carriedFiles } from './prepared-pages.js';

/**
 * Makes folders under `root`, parents first and each once: a recursive mkdir per page costs a call per path segment
 * (2.8 s of 20,880 carried pages). A folder a render thread made meanwhile is fine.
 */
export function folderMaker(root: string): (folder: string) => void {
  const made = new Set<string>([root]);
  const make = (path: string): void => {
    const folder = path.length > 1 && path.endsWith(sep) ? path.slice(0, -1) : path;
    if (made.has(folder)) return;
    const parent = dirname(folder);
    if (parent !== folder) make(parent);
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    made.add(folder);
  };
  return make;
}

/**
 * A recorded page carried over from the live output: its files (HTML, payload, vCards) hard-linked, since a page names
 * no build and the live build has this one's shell and date (partial-plan.ts). Nothing of it is read: its image
 * variants and bytes are recorded (reading the HTML of 20,880 carried pages for their variants took ~3 s).
 */
export function carryPage(
  page: RecordedPage,
  live: ReuseSource,
  staging: string,
  makeFolder: (folder: string) => void,
): void {
  const from = join(live.dir, page.path);
  const folder = join(staging, page.path);
  makeFolder(folder);
  for (const file of carriedFiles(page)) linkSync(join(from, file), join(folder, file));
}

/**
 * The image variants of carried pages and their search records' thumbnails, each reported once: thousands of pages
 * share a few hundred.
 */
export function carriedVariants(): (page: RecordedPage) => ImageVariant[] {
  const seen = new Set<string>();
  const thumbnails = new Set<string>();
  return (page) => {
    const found: ImageVariant[] = [];
    for (const file of page.images) {
      if (seen.has(file)) continue;
      seen.add(file);
      const variant = parseVariantFile(file);
      if (variant) found.push(variant);
    }
    for (const image of page.thumbnails) {
      if (thumbnails.has(image)) continue;
      thumbnails.add(image);
      found.push(...collectImageVariants(image));
    }
    return found;
  };
}
