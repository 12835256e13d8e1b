import { STREAMED_PAGE_SIZE, type PageContextSource } from '../../renderer/server/page-context.js';
import type { PageTagLists } from '../../renderer/server/page-entries.js';
import { PageBuildError } from '../../renderer/server/page-payload.js';
import { isPage, pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../page-contract/page-module.js';
import type { RecordedPage } from './page-tags.js';

/** A page fetched again: its entry and the tag lists its `data()` read. */
export interface FetchedPage {
  entry: PageEntry;
  tags: PageTagLists;
}

/** What a partial build does with the pages of one page type in one language (planPageType). */
export interface PageTypePlan {
  refs: PageRef[];
  /** The recorded page of each ref, when it has one. */
  pages: readonly (RecordedPage | undefined)[];
  pathsRead: PageTagLists;
  /**
   * The pages fetched again (new, or their recorded tags invalidated), by their refs' index, in order: fetched
   * STREAMED_PAGE_SIZE at a time, ahead of the caller.
   */
  fetched: ReadonlyMap<number, Promise<FetchedPage>>;
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
    /** The pages of `indexes`, or undefined when one of them went away or changed its route params. */
    const load = async (indexes: readonly number[]): Promise<Map<number, FetchedPage> | undefined> => {
      const loaded = await Promise.all(
        indexes.map(async (index) => {
          const tags: (readonly string[])[] = [];
          const ref = refs[index] as PageRef;
          const entry = await module.data(
            ref,
            context.forPage((list) => tags.push(list)),
          );
          return { index, ref, tags, entry };
        }),
      );
      const chunk = new Map<number, FetchedPage>();
      for (const { index, ref, tags, entry } of loaded) {
        if (entry === null || !isPage(ref, entry)) {
          if (pathsRun)
            throw new PageBuildError(
              `Page type ${pageName}: paths() listed ${ref.route} ${JSON.stringify(ref.params)}, which data() did not find`,
            );
          return undefined;
        }
        chunk.set(index, { entry, tags });
      }
      return chunk;
    };
    const chunks = Array.from({ length: Math.ceil(wanted.length / STREAMED_PAGE_SIZE) }, (_, chunk) =>
      wanted.slice(chunk * STREAMED_PAGE_SIZE, (chunk + 1) * STREAMED_PAGE_SIZE),
    );
    const fetched = new Map<number, Promise<FetchedPage>>();
    /** Each page of `indexes` from its chunk's pages, once they are loaded. */
    const take = (indexes: readonly number[], chunk: Promise<Map<number, FetchedPage> | undefined>) => {
      for (const index of indexes) {
        const page = chunk.then((pages) => pages?.get(index) as FetchedPage);
        // Awaited by the caller in turn; a failure while an earlier page is awaited is reported then.
        page.catch(() => {});
        fetched.set(index, page);
      }
    };
    if (pathsRun) {
      // `paths()` listed the pages as they are now: the plan is ready, and its pages are fetched a chunk at a time
      // while the caller renders those before (a new article's hub: 1,646 pages a language at 100,000 pages, whose
      // fetching the render threads waited for).
      let before: Promise<unknown> = Promise.resolve();
      for (const indexes of chunks) {
        const chunk = before.then(() => load(indexes));
        take(indexes, chunk);
        before = chunk;
      }
      return { refs, pages, pathsRead, fetched, pathsRun };
    }
    let moved = false;
    for (const indexes of chunks) {
      const chunk = await load(indexes);
      // A page that went away or changed its route params: the type's pages are listed again.
      moved = !chunk;
      if (moved) break;
      take(indexes, Promise.resolve(chunk));
    }
    if (moved) {
      pathsRun = true;
      continue;
    }
    return { refs, pages, pathsRead, fetched, pathsRun };
  }
}
