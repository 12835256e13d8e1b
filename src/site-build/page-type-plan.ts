import { STREAMED_PAGE_SIZE, type PageContextSource } from '../../renderer/server/page-context.js';
import type { PageTagLists } from '../../renderer/server/page-entries.js';
import { PageBuildError } from '../../renderer/server/page-payload.js';
import { isPage, pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../page-contract/page-module.js';
import type { RecordedPage } from './page-tags.js';

/** What a partial build does with the pages of one page type in one language (planPageType). */
export interface PageTypePlan {
  refs: PageRef[];
  /** The recorded page of each ref, when it has one. */
  pages: readonly (RecordedPage | undefined)[];
  pathsRead: PageTagLists;
  fetched: Map<number, { entry: PageEntry; tags: PageTagLists }>;
  pathsRun: boolean;
}

const refKey = (ref: Pick<PageRef, 'route' | 'params'>): string =>
  `${ref.route} ${JSON.stringify(Object.entries(ref.params).sort())}`;
const touches = (tags: Iterable<string>, invalidated: ReadonlySet<string>): boolean => {
  for (const tag of tags) if (invalidated.has(tag)) return true;
  return false;
};

/**
 * Whether a page's tag lists name an invalidated tag. The lists are shared between pages (the layout's by every page,
 * a hub's by its stretch): each is looked at once a build. Looked at per page, 107,288 pages named 80.6 million tags
 * (1.3 s of a retitle); their 50,038 lists name about 100 times fewer.
 */
export function touchedLists(invalidated: ReadonlySet<string>): (lists: PageTagLists) => boolean {
  const seen = new Map<readonly string[], boolean>();
  const touched = (list: readonly string[]): boolean => {
    let hit = seen.get(list);
    if (hit === undefined) {
      hit = touches(list, invalidated);
      seen.set(list, hit);
    }
    return hit;
  };
  return (lists) => lists.some(touched);
}

/**
 * The pages of one page type in one language for a partial build: its refs (from the recorded build, or from
 * `paths()` again when what `paths()` read was invalidated or a page it listed moved or went away), and the data of
 * the pages that are new or whose recorded tags were invalidated; the other pages are carried over.
 */
export async function planPageType({
  pageName,
  module,
  context,
  recorded,
  pathsTags,
  invalidated,
  touched,
}: {
  pageName: string;
  module: PageDataModule;
  context: PageContextSource;
  recorded: readonly RecordedPage[];
  pathsTags: ReadonlySet<string>;
  invalidated: ReadonlySet<string>;
  /** Whether a page's recorded tag lists name an invalidated tag ({@link touchedLists}). */
  touched: (lists: PageTagLists) => boolean;
}): Promise<PageTypePlan> {
  let pathsRun = touches(pathsTags, invalidated);
  for (;;) {
    const pathsRead: (readonly string[])[] = [];
    let refs: PageRef[];
    let pages: readonly (RecordedPage | undefined)[];
    if (pathsRun) {
      refs = [];
      for await (const chunk of pathChunks(module.paths(context.forPage((list) => pathsRead.push(list)))))
        refs.push(...chunk);
      const byKey = new Map(recorded.map((page) => [refKey(page.ref), page]));
      pages = refs.map((ref) => byKey.get(refKey(ref)));
    } else {
      // The recorded refs, in order: each is its recorded page's (nothing to look up for the pages carried over).
      refs = recorded.map((page) => page.ref);
      pages = recorded;
      pathsRead.push([...pathsTags]);
    }
    const wanted: number[] = [];
    pages.forEach((page, index) => {
      if (!page || touched(page.tags)) wanted.push(index);
    });
    const fetched = new Map<number, { entry: PageEntry; tags: PageTagLists }>();
    let moved = false;
    for (let start = 0; start < wanted.length && !moved; start += STREAMED_PAGE_SIZE) {
      const indexes = wanted.slice(start, start + STREAMED_PAGE_SIZE);
      const loaded = await Promise.all(
        indexes.map(async (index) => {
          const tags: (readonly string[])[] = [];
          const ref = refs[index] as PageRef;
          return {
            index,
            ref,
            tags,
            entry: await module.data(
              ref,
              context.forPage((list) => tags.push(list)),
            ),
          };
        }),
      );
      for (const { index, ref, tags, entry } of loaded) {
        if (entry === null || !isPage(ref, entry)) {
          if (pathsRun)
            throw new PageBuildError(
              `Page type ${pageName}: paths() listed ${ref.route} ${JSON.stringify(ref.params)}, which data() did not find`,
            );
          moved = true;
          break;
        }
        fetched.set(index, { entry, tags });
      }
    }
    // A page that went away or changed its route params: the type's pages are listed again.
    if (moved) {
      pathsRun = true;
      continue;
    }
    return { refs, pages, pathsRead, fetched, pathsRun };
  }
}
