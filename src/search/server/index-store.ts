import { localeCodes, locales } from '../../config/locales.js';
import { indexSettings, type IndexSettings } from '../index-settings.js';
import { createLocalEngine } from '../local-engine.js';
import type { SearchRecord } from '../search-record.js';

/** One index of the embedded Algolia API: its records by objectID, its settings, and its engine, made when first searched. */
interface StoredIndex {
  records: Map<string, SearchRecord>;
  settings: Record<string, unknown>;
  engine?: ReturnType<typeof createLocalEngine>;
}

/** The settings an index starts with: the site's, in the language its name ends with (`site_fr-CA`), else English. */
function defaultSettings(indexName: string): IndexSettings {
  const locale = localeCodes.find((code) => indexName.endsWith(`_${locales[code].iso}`)) ?? 'en';
  return indexSettings(locale);
}

/** The indexes of an embedded Algolia API, in memory: what its write calls change and its search calls read. */
export function createIndexStore() {
  const indexes = new Map<string, StoredIndex>();
  const open = (name: string): StoredIndex => {
    let index = indexes.get(name);
    if (!index) {
      index = { records: new Map(), settings: {} };
      indexes.set(name, index);
    }
    return index;
  };
  const changed = (index: StoredIndex) => {
    delete index.engine;
  };
  return {
    has: (name: string) => indexes.has(name),
    names: () => [...indexes.keys()],
    size: (name: string) => indexes.get(name)?.records.size ?? 0,
    engine(name: string) {
      const index = open(name);
      index.engine ??= createLocalEngine([...index.records.values()], { ...defaultSettings(name), ...index.settings } as IndexSettings);
      return index.engine;
    },
    settings: (name: string): Record<string, unknown> => ({ ...defaultSettings(name), ...(indexes.get(name)?.settings ?? {}) }),
    setSettings(name: string, settings: Record<string, unknown>) {
      const index = open(name);
      index.settings = { ...index.settings, ...settings };
      changed(index);
    },
    save(name: string, records: readonly SearchRecord[]) {
      const index = open(name);
      for (const record of records) index.records.set(record.objectID, record);
      changed(index);
    },
    remove(name: string, objectIDs: readonly string[]) {
      const index = open(name);
      for (const id of objectIDs) index.records.delete(id);
      changed(index);
    },
    clear(name: string) {
      const index = open(name);
      index.records.clear();
      changed(index);
    },
    /** `operation/move` and `operation/copy`: `scope` limits a copy to settings (rules and synonyms do not exist here). */
    moveOrCopy(operation: 'move' | 'copy', from: string, to: string, scope?: readonly string[]) {
      const source = open(from);
      const copyRecords = !scope || scope.includes('records');
      const copySettings = !scope || scope.includes('settings');
      const target: StoredIndex = {
        records: copyRecords ? new Map(source.records) : (indexes.get(to)?.records ?? new Map()),
        settings: copySettings ? { ...source.settings } : (indexes.get(to)?.settings ?? {}),
      };
      indexes.set(to, target);
      if (operation === 'move') indexes.delete(from);
    },
    delete: (name: string) => indexes.delete(name),
  };
}

export type IndexStore = ReturnType<typeof createIndexStore>;
