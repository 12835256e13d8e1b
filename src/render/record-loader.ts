/** Up to how many records one request asks for (the content API's page size limit). */
const MAX_RECORDS_PER_REQUEST = 500;

import type { CacheTagSink } from '../content/client/types.js';

interface Waiting {
  resolve(record: unknown): void;
  reject(error: unknown): void;
  tags: CacheTagSink | undefined;
}

/** A collection document's items, and the cache tags of the response. */
type Fetch = (
  document: string,
  variables: Record<string, unknown>,
) => Promise<{ items: { id: string }[]; tags: readonly string[] }>;

/**
 * Loads records of collection documents one at a time for callers, and in batches for the content API: requests by
 * id made before the event loop turns (a build loading a chunk of pages at once) become one request per document,
 * `items(filter: {id: {in: $ids}})`. Requests by slug (a URL) go as they come. Each caller's `tags` is told the cache
 * tags of the response that brought its record: a batch's tags name the whole batch's records.
 */
export function createRecordLoader(fetch: Fetch) {
  const waiting = new Map<string, Map<string, Waiting[]>>();
  let scheduled = false;

  const flush = (): void => {
    scheduled = false;
    const batches = [...waiting];
    waiting.clear();
    for (const [document, byId] of batches) {
      const ids = [...byId.keys()];
      for (let start = 0; start < ids.length; start += MAX_RECORDS_PER_REQUEST) {
        const slice = ids.slice(start, start + MAX_RECORDS_PER_REQUEST);
        fetch(document, { ids: slice, first: slice.length }).then(
          ({ items, tags }) => {
            const found = new Map(items.map((item) => [item.id, item]));
            for (const id of slice) {
              for (const waiter of byId.get(id) ?? []) {
                waiter.tags?.(tags);
                waiter.resolve(found.get(id) ?? null);
              }
            }
          },
          (error: unknown) => {
            for (const id of slice) for (const waiter of byId.get(id) ?? []) waiter.reject(error);
          },
        );
      }
    }
  };

  return <T>(document: string, by: { id: string } | { slug: string }, tags?: CacheTagSink): Promise<T | null> => {
    if ('slug' in by) {
      return fetch(document, { slug: by.slug, first: 1 }).then((answer) => {
        tags?.(answer.tags);
        return (answer.items[0] as T | undefined) ?? null;
      });
    }
    return new Promise<T | null>((resolve, reject) => {
      const byId = waiting.get(document) ?? new Map<string, Waiting[]>();
      waiting.set(document, byId);
      byId.set(by.id, [...(byId.get(by.id) ?? []), { resolve: resolve as (record: unknown) => void, reject, tags }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  };
}
