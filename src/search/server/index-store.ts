import { defaultLocale, localeCodes, locales } from '../../config/locales.js';
import { indexSettings, type IndexSettings } from '../index-settings.js';
import { createLocalEngine, type LocalEngine } from '../local-engine.js';
import type { SearchRecord } from '../search-record.js';
import { buildEngineInSlices } from './engine-builder.js';

/** What searches and reads of an index see: the last version whose records were indexed. */
export interface PublishedIndex {
  version: number;
  records: ReadonlyMap<string, SearchRecord>;
  settings: IndexSettings;
  engine: LocalEngine;
  /** How long indexing this version took, in seconds. */
  buildTimeS: number;
}

/** One index: its records and settings as last written, and the version searches see while the next one is indexed. */
interface StoredIndex {
  records: Map<string, SearchRecord>;
  settings: IndexSettings;
  /** Counts the writes: a version is published once an engine over it is built. */
  version: number;
  published: PublishedIndex;
  building: boolean;
  /** Deleted, or replaced by a move or copy: its pending work is dropped and its tasks count as done. */
  dropped: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The settings an index starts with: the site's, in the language its name holds (`site_fr-CA`, `site_fr-CA_tmp_1`). */
function defaultSettings(indexName: string): IndexSettings {
  return indexSettings(localeCodes.find((code) => indexName.includes(`_${locales[code].iso}`)) ?? defaultLocale);
}

/** How many tasks are remembered; an older one counts as published (each is published within seconds). */
const KEPT_TASKS = 10_000;

const emptyVersion = (settings: IndexSettings): PublishedIndex => ({
  version: 0,
  records: new Map(),
  settings,
  engine: createLocalEngine([], settings),
  buildTimeS: 0,
});

/**
 * The indexes of an embedded Algolia API, in memory. Writes change an index's records or settings at once and start
 * indexing that version in the background, a slice at a time; searches and reads answer on the last published version
 * meanwhile, and each write's task is published once its version is. Only writes create an index.
 */
export function createIndexStore({ onBuildError = (error: unknown) => console.error(error) } = {}) {
  const indexes = new Map<string, StoredIndex>();
  const tasks = new Map<number, { index: StoredIndex; version: number } | undefined>();
  let lastTask = 0;

  const newTask = (index?: StoredIndex): number => {
    lastTask += 1;
    tasks.set(lastTask, index && { index, version: index.version });
    if (tasks.size > KEPT_TASKS) tasks.delete(tasks.keys().next().value as number);
    return lastTask;
  };

  const now = () => new Date().toISOString();

  function open(name: string): StoredIndex {
    let index = indexes.get(name);
    if (!index) {
      const settings = defaultSettings(name);
      index = {
        records: new Map(),
        settings,
        version: 0,
        published: emptyVersion(settings),
        building: false,
        dropped: false,
        createdAt: now(),
        updatedAt: now(),
      };
      indexes.set(name, index);
    }
    return index;
  }

  function drop(name: string) {
    const index = indexes.get(name);
    if (index) index.dropped = true;
    indexes.delete(name);
  }

  /** Indexes the index's latest version, then any written meanwhile; a newer write abandons the one in progress. */
  async function build(index: StoredIndex) {
    index.building = true;
    while (!index.dropped && index.published.version < index.version) {
      const { version, settings } = index;
      const records = new Map(index.records);
      const started = performance.now();
      try {
        const engine = await buildEngineInSlices(
          [...records.values()],
          settings,
          () => index.dropped || index.version !== version,
        );
        if (engine)
          index.published = { version, records, settings, engine, buildTimeS: (performance.now() - started) / 1000 };
      } catch (error) {
        onBuildError(error);
        index.published = { ...index.published, version };
      }
    }
    index.building = false;
  }

  /** Records a write: a new version to index, and the task that is published with it. */
  function written(index: StoredIndex): number {
    index.version += 1;
    index.updatedAt = now();
    if (!index.building) void build(index);
    return newTask(index);
  }

  return {
    has: (name: string) => indexes.has(name),
    names: () => [...indexes.keys()],
    /** The records last written to an index (indexed or not yet). */
    size: (name: string) => indexes.get(name)?.records.size ?? 0,
    /** What searches and reads of an index see; undefined when the index does not exist. */
    published: (name: string): PublishedIndex | undefined => indexes.get(name)?.published,
    /** The settings last written to an index. */
    settings: (name: string): IndexSettings | undefined => indexes.get(name)?.settings,
    /** Changes an index's records (creating the index), and returns the write's task. */
    writeRecords(name: string, change: (records: Map<string, SearchRecord>) => void): number {
      const index = open(name);
      change(index.records);
      return written(index);
    },
    save(name: string, records: readonly SearchRecord[]): number {
      return this.writeRecords(name, (stored) => {
        for (const record of records) stored.set(record.objectID, record);
      });
    },
    /** Merges settings into an index's (creating it); the same settings again are not a new version. */
    setSettings(name: string, settings: Record<string, unknown>): number {
      const index = open(name);
      const merged = { ...index.settings, ...settings } as IndexSettings;
      if (JSON.stringify(merged) === JSON.stringify(index.settings)) return newTask(index);
      index.settings = merged;
      return written(index);
    },
    /**
     * `operation/move` and `operation/copy`. A copy of everything shares the source's published version (nothing to
     * index again); `scope` limits a copy to settings (rules and synonyms do not exist here). A missing source changes
     * nothing.
     */
    moveOrCopy(operation: 'move' | 'copy', from: string, to: string, scope?: readonly string[]): number {
      const source = indexes.get(from);
      if (!source || from === to) return newTask();
      if (operation === 'move') {
        drop(to);
        indexes.delete(from);
        indexes.set(to, source);
        return newTask(source);
      }
      if (!scope || scope.includes('records')) {
        drop(to);
        const copy: StoredIndex = {
          ...source,
          records: new Map(source.records),
          building: false,
          createdAt: now(),
          updatedAt: now(),
        };
        indexes.set(to, copy);
        if (copy.published.version < copy.version) void build(copy);
        return newTask(copy);
      }
      return scope.includes('settings') ? this.setSettings(to, source.settings) : newTask(open(to));
    },
    delete(name: string): number {
      drop(name);
      return newTask();
    },
    /** Whether a task's version is searchable yet; undefined for a task that was never given. */
    taskStatus(taskID: number): 'published' | 'notPublished' | undefined {
      if (!Number.isInteger(taskID) || taskID < 1 || taskID > lastTask) return undefined;
      const task = tasks.get(taskID);
      return !task || task.index.dropped || task.index.published.version >= task.version ? 'published' : 'notPublished';
    },
    /** `listIndices`: each index's published size and dates, and whether a version is waiting to be searchable. */
    list() {
      return [...indexes].map(([name, index]) => ({
        name,
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
        entries: index.published.records.size,
        lastBuildTimeS: Math.round(index.published.buildTimeS),
        pendingTask: index.published.version < index.version,
        numberOfPendingTasks: index.published.version < index.version ? 1 : 0,
      }));
    },
  };
}

export type IndexStore = ReturnType<typeof createIndexStore>;
