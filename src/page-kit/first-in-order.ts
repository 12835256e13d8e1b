/**
 * The first `count` items of a collection read a page at a time (`context.queryPages`), in `compare`'s order: what a
 * stable sort of the whole collection, cut after `count`, gives (items that compare equal stay in the order they came),
 * holding `count` items and a page instead of the collection. For hubs that show the latest few of a collection.
 */
export async function firstInOrder<T>(
  pages: AsyncIterable<readonly T[]>,
  count: number,
  compare: (a: T, b: T) => number,
): Promise<T[]> {
  let kept: T[] = [];
  for await (const page of pages) kept = [...kept, ...page].sort(compare).slice(0, count);
  return kept;
}
