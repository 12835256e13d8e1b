import { isDeepStrictEqual } from 'node:util';
import type { SearchRecord } from './search-record.js';

/** A record's own attributes as Algolia stores them: what JSON keeps, without the attributes Algolia adds (`_highlightResult`…). */
export function storedAttributes(record: object): Record<string, unknown> {
  const kept = Object.entries(record).filter(([name, value]) => !name.startsWith('_') && value !== undefined);
  return JSON.parse(JSON.stringify(Object.fromEntries(kept))) as Record<string, unknown>;
}

/** Whether two records hold the same attributes, whatever their order. */
export const sameRecord = (a: object, b: object): boolean =>
  isDeepStrictEqual(storedAttributes(a), storedAttributes(b));

/** What makes an index holding `previous` hold `next`: the records to save (new or changed) and the objectIDs to delete. */
export interface RecordChanges {
  saved: SearchRecord[];
  deleted: string[];
}

/** The changes from `previous` to `next`, compared by objectID and content (the split parts of a page are records of their own). */
export function recordChanges(previous: readonly SearchRecord[], next: readonly SearchRecord[]): RecordChanges {
  const before = new Map(previous.map((record) => [record.objectID, record]));
  const kept = new Set(next.map((record) => record.objectID));
  return {
    saved: next.filter((record) => {
      const old = before.get(record.objectID);
      return !old || !sameRecord(old, record);
    }),
    deleted: [...before.keys()].filter((objectID) => !kept.has(objectID)),
  };
}
