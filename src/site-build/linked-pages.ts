import { rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locale } from '../config/locales.js';
import type { PageEntry } from '../page-contract/page-module.js';
import { buildPath } from '../routing/build-path.js';
import type { RecordedBuild, RecordedPage } from './page-tags.js';
import { carriedFiles, type TakenPages } from './prepared-pages.js';

/**
 * The staging folder's pages linked from the live output (prepared-pages.ts) as the build goes: a page it writes is
 * first rid of the linked files at its path (writing into one would write into the live site's), and a page the
 * build no longer has goes, with the folders it leaves empty, so the output is a full build's.
 */
export function linkedPages(
  staging: string,
  { pages, pageIndex }: Pick<RecordedBuild, 'pages' | 'pageIndex'>,
  linked: TakenPages,
) {
  const unlink = (page: RecordedPage) => {
    for (const file of carriedFiles(page)) rmSync(join(staging, page.path, file), { force: true });
  };
  /** The recorded page at `path` when it is linked: the first `linked` recorded pages are. */
  const linkedAt = (path: string): RecordedPage | undefined => {
    const index = pageIndex.get(path);
    return index !== undefined && index < linked ? pages[index] : undefined;
  };
  return {
    has: (path: string) => linkedAt(path) !== undefined,
    /** Removes the linked files at the path of the page `entry` of `locale` before the page is written. */
    vacate(entry: PageEntry, locale: Locale): void {
      if (linked === 0) return;
      let path: string;
      try {
        path = buildPath(entry.route, locale, entry.params ?? {});
      } catch {
        // The render thread reports the page's error.
        return;
      }
      const page = linkedAt(path);
      if (page) unlink(page);
    },
    /** Removes the linked files of the pages the build no longer has (`gone`), and the folders that leaves empty. */
    removeGone(gone: readonly RecordedPage[]): void {
      for (const page of gone) {
        if (!linkedAt(page.path)) continue;
        unlink(page);
        for (let folder = join(staging, page.path); folder.length > staging.length + 1; folder = dirname(folder)) {
          try {
            rmdirSync(folder);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY') break;
            throw error;
          }
        }
      }
    },
  };
}

/** The staging folder's linked pages, as a partial build takes them ({@link linkedPages}). */
export type LinkedPages = ReturnType<typeof linkedPages>;
