import { readdirSync, readFileSync, watch } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { datocmsId } from '../content-service/store/datocms-id.js';
import { isRecordModel, recordChangeTags, siteChangeTags, uploadChangeTags } from '../content-model/api/change-tags.js';
import { recordFileChangeTags, recordVersion, type RecordVersion } from './record-version.js';

/**
 * Watching the content folder (docs/reference/content-files.md) the way DatoCMS watches its records: each saved, created,
 * deleted or renamed file becomes a change notice naming the cache tags it invalidates. A file's tags come from its
 * path (`records/{model}/{id}.json`: the record; `uploads/{id}.*`: the upload and the media library; `site.json`: the
 * site; a record or upload by the DatoCMS id the embedded service answers for it, derived from `{id}`: its
 * store's datocms-id.ts), so a deleted or renamed file still names the record it held, and, for a record, from what
 * the save changed (change-tags.ts, record-version.ts): the watcher keeps each record file's last version, so a save
 * that changes fields names those fields, and a created, deleted, published or unpublished record names its model's
 * collection.
 * Saves are debounced: an editor's save (often a write and a rename) or a burst of files makes one notice.
 */
export interface ContentChange {
  /** The changed paths, relative to the content folder, sorted (`records/single_news/foo.json`). */
  files: string[];
  /** The cache tags the change invalidates, sorted; null when a change cannot be mapped to tags (a model folder). */
  tags: string[] | null;
  /** For people: which files changed. */
  reason: string;
}

export interface ContentWatcher {
  /** Resolves once no change is waiting for its debounce or being announced: a server answers after its reload. */
  settled(): Promise<void>;
  close(): void;
}

/** How long after the last file event a change is announced. */
export const CONTENT_CHANGE_DEBOUNCE_MS = 300;
/** How many file names a notice's reason lists before it says how many more. */
const REASON_FILES = 5;

/** The last seen version of each record file, by path relative to the content folder. */
export interface RecordVersions {
  /** The version `path` had, and the one it has now, which it keeps. */
  swap(path: string): { before: RecordVersion | undefined; after: RecordVersion | undefined };
}

/** The record files of the content folder `root` as they are now, read once. */
export function readRecordVersions(root: string): RecordVersions {
  const versions = new Map<string, RecordVersion | undefined>();
  const versionOf = (path: string): RecordVersion | undefined => {
    try {
      return recordVersion(readFileSync(join(root, path), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const records = join(root, 'records');
  const list = (folder: string) => {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  };
  for (const model of list(records)) {
    for (const name of list(join(records, model)))
      if (name.endsWith('.json')) versions.set(join('records', model, name), versionOf(join('records', model, name)));
  }
  return {
    swap(path) {
      const before = versions.get(path);
      const after = versionOf(path);
      versions.set(path, after);
      return { before, after };
    },
  };
}

/**
 * The tags of a change of one path of the content folder: [] for a file that is not content, null for "everything".
 * Without `versions`, a record file's change is one whose fields are not known (the record and its collection).
 */
export function changedFileTags(path: string, versions?: RecordVersions): string[] | null {
  const parts = path.split(sep);
  if (parts.some((part) => part.startsWith('.'))) return [];
  const [top, folder, name] = parts;
  if (parts.length === 1 && top === 'site.json') return siteChangeTags();
  if (top === 'uploads' && parts.length === 2 && folder)
    return uploadChangeTags(datocmsId('upload', basename(folder, extname(folder))));
  if (top !== 'records' || !folder || !isRecordModel(folder)) return [];
  // The model folder itself: created, removed or renamed whole, its records' ids are not known.
  if (parts.length === 2) return null;
  if (parts.length === 3 && name?.endsWith('.json')) {
    const id = datocmsId('item', name.slice(0, -'.json'.length));
    if (!versions) return recordChangeTags(id, folder);
    const { before, after } = versions.swap(path);
    return recordFileChangeTags(id, folder, before, after);
  }
  return [];
}

/** The notice for a set of changed paths, or undefined when none of them is content. */
export function contentChangeOf(paths: Iterable<string>, versions?: RecordVersions): ContentChange | undefined {
  const files: string[] = [];
  let tags: Set<string> | null = new Set();
  for (const path of [...new Set(paths)].sort()) {
    const fileTags = changedFileTags(path, versions);
    if (fileTags?.length === 0) continue;
    files.push(path.split(sep).join('/'));
    if (fileTags === null) tags = null;
    else for (const tag of fileTags) tags?.add(tag);
  }
  if (files.length === 0) return undefined;
  const listed = files.slice(0, REASON_FILES).join(', ');
  const more = files.length > REASON_FILES ? ` and ${files.length - REASON_FILES} more` : '';
  return { files, tags: tags && [...tags].sort(), reason: `content/ saved: ${listed}${more}` };
}

/**
 * Watches `dir` (recursively) and calls `onChange` with each debounced change notice; `close()` stops it. A notice is
 * announced at most once at a time: changes that happen while `onChange` runs make the next notice.
 */
export function watchContent(
  dir: string,
  onChange: (change: ContentChange) => void | Promise<void>,
  { debounceMs = CONTENT_CHANGE_DEBOUNCE_MS }: { debounceMs?: number } = {},
): ContentWatcher {
  const root = resolve(dir);
  // Read before watching: a save then compares with what the folder held when watching began.
  const versions = readRecordVersions(root);
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let announcing: Promise<void> = Promise.resolve();
  /** Notices being announced, and who waits for the folder to settle. */
  let busy = 0;
  const waiting: (() => void)[] = [];
  const wake = () => {
    if (timer === undefined && busy === 0) for (const resolveWaiter of waiting.splice(0)) resolveWaiter();
  };
  const announce = () => {
    timer = undefined;
    const change = contentChangeOf(changed, versions);
    changed = new Set();
    if (!change) {
      wake();
      return;
    }
    busy += 1;
    announcing = announcing
      .then(() => onChange(change))
      .catch((error: unknown) => console.error('[content] change notice failed:', error))
      .finally(() => {
        busy -= 1;
        wake();
      });
  };
  const watcher = watch(root, { recursive: true }, (_event, name) => {
    if (!name) return;
    changed.add(relative(root, resolve(root, name.toString())));
    clearTimeout(timer);
    timer = setTimeout(announce, debounceMs);
  });
  watcher.on('error', (error) => console.error(`[content] watching ${root} stopped:`, error));
  return {
    settled: () =>
      timer === undefined && busy === 0
        ? Promise.resolve()
        : new Promise((resolveWaiter) => waiting.push(resolveWaiter)),
    close() {
      clearTimeout(timer);
      timer = undefined;
      watcher.close();
      wake();
    },
  };
}
