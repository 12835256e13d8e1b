/** Up to how many records one request asks for (the content API's page size limit). */
const MAX_RECORDS_PER_REQUEST = 500;

import type { CacheTagSink } from '../../src/content-client/query-types.js';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';

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
 * Every `id` in a record's answer: the record's own and those of the records it reached through links. It walks
 * every value of every record a build reads, so it reads keys with `for…in` (the same order as Object.entries,
 * without a key-value array per property: half the CPU).
 */
function idsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const element of value) idsIn(element, into);
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const field = object[key];
      if (key === 'id' && typeof field === 'string') into.add(field);
      else idsIn(field, into);
    }
  }
  return into;
}

/**
 * A batch's cache tags split per record: each record gets the tags of the records its own answer holds (itself and
 * those it reached through links, every record object a document selects naming its `id`: tested) and the tags that
 * name no record of the batch (uploads, and any tag the content API does not derive from a record id). A batch
 * record's tag is dropped from the others' lists: a change of that record changes only its own answer. The embedded
 * service's record tags derive from the id (cache-tags.ts); DatoCMS's are opaque, so none matches and every record
 * keeps the whole batch's tags, as before (more pages fetched again, never fewer than changed).
 */
function splitTags(
  ids: readonly string[],
  items: readonly { id: string }[],
  tags: readonly string[],
): Map<string, readonly string[][]> {
  const reached = new Map(items.map((item) => [item.id, idsIn(item)]));
  const recordOf = new Map<string, string>();
  for (const id of ids) recordOf.set(cacheTag('record', id), id);
  for (const held of reached.values()) for (const id of held) recordOf.set(cacheTag('record', id), id);
  const shared: string[] = [];
  const byRecord = new Map<string, string[]>();
  for (const tag of tags) {
    const id = recordOf.get(tag);
    if (id === undefined) shared.push(tag);
    else byRecord.set(id, [...(byRecord.get(id) ?? []), tag]);
  }
  return new Map(
    ids.map((id) => {
      const own = [...(reached.get(id) ?? [id])].flatMap((held) => byRecord.get(held) ?? []);
      return [id, [shared, own]];
    }),
  );
}

/**
 * Loads records of collection documents one at a time for callers, and in batches for the content API: requests by
 * id made before the event loop turns (a build loading a chunk of pages at once) become one request per document,
 * `items(filter: {id: {in: $ids}})`. Requests by slug (a URL) go as they come. Neither asks for the collection's count
 * (`$count: false`): it would tag every record's answer with the collection, so that a new record of the model would
 * invalidate every page loaded by id. Each caller's `tags` is told the cache tags of the response that brought its
 * record, split per record when the batch's tags allow it (splitTags).
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
        fetch(document, { ids: slice, first: slice.length, count: false }).then(
          ({ items, tags }) => {
            const found = new Map(items.map((item) => [item.id, item]));
            const tagsOf = splitTags(slice, items, tags);
            for (const id of slice) {
              for (const waiter of byId.get(id) ?? []) {
                for (const list of tagsOf.get(id) ?? [tags]) waiter.tags?.(list);
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
      return fetch(document, { slug: by.slug, first: 1, count: false }).then((answer) => {
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
