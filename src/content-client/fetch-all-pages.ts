import { mapConcurrent } from '../io/map-concurrent.js';
import type { QueryFunction, Variables } from './query-types.js';

/** The CDA's largest page (`first` above it is an error). */
export const MAX_PAGE_SIZE = 500;

/**
 * A separate query that tells how many items there are, e.g.
 * `query($filter: OfficeModelFilter) { _allOfficesMeta(filter: $filter) { count } }`.
 */
export interface CountQuery<TCount> {
  document: string;
  /** Default: the collection's variables (the variables a document does not declare are ignored). */
  variables?: Variables;
  pick: (data: TCount) => number;
}

export interface FetchAllPagesOptions<TData, TItem, TCount = unknown> {
  /** Declares `$first: IntType` and `$skip: IntType` and passes them to the collection field. */
  document: string;
  variables?: Variables;
  /** 1 to 500 (default 500). */
  pageSize?: number;
  /** Pages requested at once, at most (default 4). */
  concurrency?: number;
  /** The items of one page's data. */
  pick: (data: TData) => readonly TItem[];
  /**
   * How many items there are:
   * - a number, when already known;
   * - a function reading it from a page's data, when `document` also asks `_allXMeta { count }`: the first page is
   *   fetched alone, then the others concurrently;
   * - a {@link CountQuery}, run first.
   * Without it, pages are fetched one after another until one has fewer than `pageSize` items.
   */
  total?: number | ((data: TData) => number) | CountQuery<TCount>;
}

function checkPositiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`fetchAllPages: ${name} must be an integer from 1 to ${max}, got ${value}`);
  }
}

/** Every item of a collection, in order, paging through `first`/`skip` with bounded concurrency. */
export async function fetchAllPages<TData, TItem, TCount = unknown>(
  query: QueryFunction,
  options: FetchAllPagesOptions<TData, TItem, TCount>,
): Promise<TItem[]> {
  const { document, variables, pageSize = MAX_PAGE_SIZE, concurrency = 4, pick, total } = options;
  checkPositiveInteger('pageSize', pageSize, MAX_PAGE_SIZE);
  checkPositiveInteger('concurrency', concurrency);

  const page = (index: number) => query<TData>(document, { ...variables, first: pageSize, skip: index * pageSize });
  const pagesAfter = (first: number, count: number) =>
    Array.from({ length: Math.max(0, Math.ceil(count / pageSize) - first) }, (_, i) => first + i);
  const fetchPages = (indexes: readonly number[]) => mapConcurrent(indexes, concurrency, page);

  if (total === undefined) {
    const items: TItem[] = [];
    for (let index = 0; ; index += 1) {
      const pageItems = pick(await page(index));
      items.push(...pageItems);
      if (pageItems.length < pageSize) return items;
    }
  }
  if (typeof total === 'function') {
    const first = await page(0);
    const rest = await fetchPages(pagesAfter(1, total(first)));
    return [first, ...rest].flatMap((data) => [...pick(data)]);
  }
  const count =
    typeof total === 'number' ? total : total.pick(await query<TCount>(total.document, total.variables ?? variables));
  const pages = await fetchPages(pagesAfter(0, count));
  return pages.flatMap((data) => [...pick(data)]);
}
