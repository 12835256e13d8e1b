import { readdirSync, watch } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { CONTENT_FILE_MAX_BYTES } from '../content-service/store/content-file-limits.js';
import { datocmsId } from '../content-service/store/datocms-id.js';
import { printable } from '../io/printable.js';
import { readRegularFile, readRegularFileSync, RefusedFile } from '../io/regular-file.js';
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
  /**
   * The version `path` had, and the one it has now, which it keeps; undefined when the file is skipped (not a regular
   * file of its model folder, or over CONTENT_FILE_MAX_BYTES), which a warning line names.
   */
  swap(path: string): Promise<{ before: RecordVersion | undefined; after: RecordVersion | undefined } | undefined>;
}

/** One warning line for a changed file the watcher does not read, its name made printable (a name may hold a line break). */
function warnSkipped(path: string, reason: string): void {
  console.warn(`[content] skipped ${printable(path.split(sep).join('/'))}: ${reason}`);
}

/**
 * The version of the record file `path` (relative to `root`): read only when it is a regular file of a model folder
 * that is a folder (never through a link, never a FIFO or a device) of at most CONTENT_FILE_MAX_BYTES, asynchronously;
 * a RefusedFile otherwise, undefined when it is gone or not a record.
 */
async function versionOf(root: string, path: string): Promise<RecordVersion | RefusedFile | undefined> {
  const folder = dirname(path);
  try {
    if (!(await lstat(join(root, folder))).isDirectory())
      return new RefusedFile('its model folder is a link or not a folder');
    return recordVersion((await readRegularFile(join(root, path), CONTENT_FILE_MAX_BYTES)).toString('utf8'));
  } catch (error) {
    return error instanceof RefusedFile ? error : undefined;
  }
}

/**
 * The record files of the content folder `root` as they are now, read once, synchronously: before a server using
 * the watcher answers anything, so that a save made as soon as it answers compares with what the folder held. Each
 * is read as versionOf reads it (a file it refuses is skipped with a warning line naming it), only never through a
 * model folder that is a link.
 */
export function readRecordVersions(root: string): RecordVersions {
  const versions = new Map<string, RecordVersion | undefined>();
  const list = (folder: string) => {
    try {
      return readdirSync(join(root, folder), { withFileTypes: true });
    } catch {
      return [];
    }
  };
  for (const model of list('records')) {
    if (!model.isDirectory()) continue;
    for (const { name } of list(join('records', model.name))) {
      if (!name.endsWith('.json')) continue;
      const path = join('records', model.name, name);
      try {
        versions.set(
          path,
          recordVersion(readRegularFileSync(join(root, path), CONTENT_FILE_MAX_BYTES).toString('utf8')),
        );
      } catch (error) {
        if (error instanceof RefusedFile) warnSkipped(path, error.message);
      }
    }
  }
  return {
    async swap(path) {
      const before = versions.get(path);
      const after = await versionOf(root, path);
      if (after instanceof RefusedFile) {
        versions.delete(path);
        warnSkipped(path, after.message);
        return undefined;
      }
      versions.set(path, after);
      return { before, after };
    },
  };
}

/** The record file `records/{model}/{id}.json` a path of the content folder names, if any. */
function recordFileOf(path: string): { id: string; model: string } | undefined {
  const [top, model, name, ...rest] = path.split(sep);
  if (top !== 'records' || !model || !isRecordModel(model) || rest.length > 0 || !name?.endsWith('.json'))
    return undefined;
  return { id: datocmsId('item', name.slice(0, -'.json'.length)), model };
}

/**
 * The tags of a change of one path of the content folder: [] for a file that is not content, null for "everything".
 * A record file's change is one whose fields are not known (the record and its collection): contentChangeOf, given
 * the record files' versions, names the fields a save changed.
 */
export function changedFileTags(path: string): string[] | null {
  const parts = path.split(sep);
  if (parts.some((part) => part.startsWith('.'))) return [];
  const [top, folder] = parts;
  if (parts.length === 1 && top === 'site.json') return siteChangeTags();
  if (top === 'uploads' && parts.length === 2 && folder)
    return uploadChangeTags(datocmsId('upload', basename(folder, extname(folder))));
  if (top !== 'records' || !folder || !isRecordModel(folder)) return [];
  // The model folder itself: created, removed or renamed whole, its records' ids are not known.
  if (parts.length === 2) return null;
  const record = recordFileOf(path);
  return record ? recordChangeTags(record.id, record.model) : [];
}

/**
 * The notice for a set of changed paths, or undefined when none of them is content. With `versions`, a record file's
 * tags name the fields the save changed (record-version.ts). A file whose name holds a control character (no record
 * or upload id does), or that `versions` does not read, is left out with a warning line naming it.
 */
export async function contentChangeOf(
  paths: Iterable<string>,
  versions?: RecordVersions,
): Promise<ContentChange | undefined> {
  const files: string[] = [];
  let tags: Set<string> | null = new Set();
  for (const path of [...new Set(paths)].sort()) {
    let fileTags = changedFileTags(path);
    if (fileTags?.length === 0) continue;
    if (printable(path) !== path) {
      warnSkipped(path, 'its name holds a control character');
      continue;
    }
    const record = versions && recordFileOf(path);
    if (versions && record) {
      const swapped = await versions.swap(path);
      if (!swapped) continue;
      fileTags = recordFileChangeTags(record.id, record.model, swapped.before, swapped.after);
    }
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
 * announced at most once at a time: changes that happen while `onChange` runs make the next notice. The files a
 * notice reads are read asynchronously (versionOf): the process keeps answering meanwhile.
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
    const paths = changed;
    changed = new Set();
    busy += 1;
    announcing = announcing
      .then(async () => {
        const change = await contentChangeOf(paths, versions);
        if (change) await onChange(change);
      })
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
  watcher.on('error', (error) => console.error(`[content] watching ${printable(root)} stopped:`, error));
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
