import { MAX_PAGE_SIZE } from './fetch-all-pages.js';
import type { QueryFunction, Variables } from './query-types.js';

export interface StreamPagesOptions<TData, TItem> {
  /** Declares `$first: IntType` and `$skip: IntType` and passes them to the collection field. */
  document: string;
  variables?: Variables;
  /** 1 to 500 (default 500). */
  pageSize?: number;
  /** The items of one page's data. */
  pick: (data: TData) => readonly TItem[];
}

/**
 * The items of a collection one page at a time, in order, the next page requested while the caller works on the
 * current one: at most two pages are in memory, whatever the size of the collection. Ends after a page with fewer
 * than `pageSize` items; never yields an empty page.
 */
export async function* streamPages<TData, TItem>(
  query: QueryFunction,
  { document, variables, pageSize = MAX_PAGE_SIZE, pick }: StreamPagesOptions<TData, TItem>,
): AsyncGenerator<readonly TItem[]> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`streamPages: pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`);
  }
  const page = (index: number) => query<TData>(document, { ...variables, first: pageSize, skip: index * pageSize });
  let next = page(0);
  for (let index = 0; ; index += 1) {
    const items = pick(await next);
    const more = items.length === pageSize;
    if (more) {
      next = page(index + 1);
      next.catch(() => {});
    }
    if (items.length > 0) yield items;
    if (!more) return;
  }
}
