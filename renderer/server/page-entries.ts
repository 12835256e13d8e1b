import type { CacheTagSink } from '../../src/content-client/query-types.js';
import { pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../../src/page-contract/page-module.js';
import type { PageContextSource } from './page-context.js';
import { PageBuildError } from './page-payload.js';

/** One page's cache tags: the tag lists of the responses its `data()` read (a list may be shared by many pages). */
export type PageTagLists = readonly (readonly string[])[];

/** A chunk of pages, the refs `paths()` gave for them, and each page's cache tags, in the same order. */
export interface PageChunk {
  entries: PageEntry[];
  refs: readonly PageRef[];
  tags: PageTagLists[];
}

/**
 * The pages of one page type in one language: its `paths()` chunk by chunk, each page's `data()` loaded together, with
 * the cache tags of what each page's `data()` read (and those `paths()` read to `pathsTags`).
 */
export async function* taggedPageEntries(
  pageName: string,
  module: PageDataModule,
  context: PageContextSource,
  pathsTags?: CacheTagSink,
): AsyncGenerator<PageChunk> {
  for await (const refs of pathChunks(module.paths(pathsTags ? context.forPage(pathsTags) : context))) {
    const tags = refs.map((): (readonly string[])[] => []);
    const entries = await Promise.all(
      refs.map((ref, index) =>
        module.data(
          ref,
          context.forPage((list) => tags[index]?.push(list)),
        ),
      ),
    );
    const missing = refs.find((_, index) => entries[index] === null);
    if (missing) {
      throw new PageBuildError(
        `Page type ${pageName}: paths() listed ${missing.route} ${JSON.stringify(missing.params)}, which data() did not find`,
      );
    }
    yield { entries: entries as PageEntry[], refs, tags };
  }
}

/** The pages of one page type in one language, without their cache tags. */
export async function* pageEntries(
  pageName: string,
  module: PageDataModule,
  context: PageContextSource,
): AsyncGenerator<PageEntry[]> {
  for await (const chunk of taggedPageEntries(pageName, module, context)) yield chunk.entries;
}
