import type { ContentStore, StoredBlock, StoredRecord } from './content-store.js';
import type { ContentProblem } from './content-validation-error.js';
import { ItemShelf } from './item-shelf.js';
import { sortProblems } from './load-content.js';
import type { LoadedContent, RecordFileState } from './loaded-content.js';

/** The store of `records` (in path order): the one of a whole load of the same files. */
export function storeOf(
  previous: ContentStore,
  records: ReadonlyMap<string, RecordFileState>,
  changes: Pick<ContentStore, 'site' | 'uploads'> & {
    removed: readonly RecordFileState[];
    added: readonly RecordFileState[];
    checked: number;
    shelf: LoadedContent['shelf'];
    /** The states of the files changed in place (same record and block ids): their items replace theirs, the rest is kept. */
    replaced: readonly RecordFileState[] | undefined;
  },
): ContentStore {
  const warnings: ContentProblem[] = [];
  for (const state of records.values()) if (state.warnings.length > 0) warnings.push(...state.warnings);
  const replaced = changes.replaced && replacedItems(previous, changes.replaced);
  const replacedFrom = replaced && {
    store: previous,
    recordIds: (changes.replaced ?? []).map((state) => state.recordId),
  };
  delete previous.replacedFrom;
  return {
    dir: previous.dir,
    site: changes.site,
    ...(replaced ?? itemsOf(records, changes.shelf)),
    ...(replacedFrom && { replacedFrom }),
    recordIdsByModel: recordIdsByModel(previous, changes.removed, changes.added),
    uploads: changes.uploads,
    warnings: sortProblems(warnings),
    recordFileCounts: {
      validated: changes.checked,
      reused: records.size - changes.checked,
      unread: records.size - changes.checked,
    },
  };
}

type StoreItems = Pick<ContentStore, 'records' | 'recordSummaries' | 'blocks'>;

/** The items of `records` (in path order), shelved in the order of a whole load. */
function itemsOf(records: ReadonlyMap<string, RecordFileState>, shelf: LoadedContent['shelf']): StoreItems {
  const wholeRecords = new ItemShelf<StoredRecord>(shelf);
  const summaries = new ItemShelf<StoredRecord>(shelf);
  const blocks = new ItemShelf<StoredBlock>(shelf);
  for (const state of records.values()) {
    wholeRecords.add(state.recordId, state.record);
    summaries.add(state.recordId, state.summary);
    for (const [id, slot] of state.blocks) blocks.add(id, slot);
  }
  return { records: wholeRecords, recordSummaries: summaries, blocks };
}

/**
 * The items of `previous` with those of files changed in place (the same record and block ids, in the same order):
 * the order stays. Undefined when they are not on shelves (a load always shelves them).
 */
function replacedItems(previous: ContentStore, replaced: readonly RecordFileState[]): StoreItems | undefined {
  const { records, recordSummaries, blocks } = previous;
  if (!(records instanceof ItemShelf && recordSummaries instanceof ItemShelf && blocks instanceof ItemShelf))
    return undefined;
  return {
    records: (records as ItemShelf<StoredRecord>).withReplaced(replaced.map((state) => [state.recordId, state.record])),
    recordSummaries: (recordSummaries as ItemShelf<StoredRecord>).withReplaced(
      replaced.map((state) => [state.recordId, state.summary]),
    ),
    blocks: (blocks as ItemShelf<StoredBlock>).withReplaced(replaced.flatMap((state) => state.blocks)),
  };
}

/** The record ids of each model, those of the models with records added or removed sorted again (the others kept). */
function recordIdsByModel(
  previous: ContentStore,
  removed: readonly RecordFileState[],
  added: readonly RecordFileState[],
): ContentStore['recordIdsByModel'] {
  const byModel = new Map(previous.recordIdsByModel);
  for (const model of new Set([...removed, ...added].map((state) => state.modelApiKey))) {
    const gone = new Set(removed.filter((state) => state.modelApiKey === model).map((state) => state.recordId));
    const ids = (previous.recordIdsByModel.get(model) ?? []).filter((id) => !gone.has(id));
    ids.push(...added.filter((state) => state.modelApiKey === model).map((state) => state.recordId));
    byModel.set(model, ids.sort());
  }
  return byModel;
}
