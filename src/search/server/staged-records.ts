import type { SearchRecord } from '../search-record.js';

/** An index's records as a batch's operations see them: their changes are kept aside until {@link StagedRecords.apply}. */
export interface StagedRecords {
  get(objectID: string): SearchRecord | undefined;
  set(objectID: string, record: SearchRecord): void;
  delete(objectID: string): void;
  clear(): void;
  /** Makes every staged change at once. */
  apply(): void;
}

/**
 * The staged view of `records`: a batch whose later operation fails (a record grown past the size limit) has changed
 * nothing, as Algolia refuses a batch whole.
 */
export function stagedRecords(records: Map<string, SearchRecord>): StagedRecords {
  const staged = new Map<string, SearchRecord | undefined>();
  let cleared = false;
  return {
    get: (objectID) => (staged.has(objectID) ? staged.get(objectID) : cleared ? undefined : records.get(objectID)),
    set: (objectID, record) => void staged.set(objectID, record),
    delete: (objectID) => void staged.set(objectID, undefined),
    clear: () => {
      staged.clear();
      cleared = true;
    },
    apply: () => {
      if (cleared) records.clear();
      for (const [objectID, record] of staged) {
        if (record) records.set(objectID, record);
        else records.delete(objectID);
      }
    },
  };
}
