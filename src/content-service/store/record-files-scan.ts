import { lstatSync, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { models } from '../../content-model/model/models.js';
import { readRegularFile } from '../../io/regular-file.js';
import { CONTENT_FILE_MAX_BYTES } from './content-file-limits.js';
import { fileIdentity, isRacy, sha256Hex } from './file-identity.js';
import { isHidden } from './json-file.js';
import type { RecordFileState } from './loaded-content.js';
import { ReadWhole } from './read-whole.js';
import type { ListedFile } from './record-files.js';

/** How many files are looked at between two turns of the event loop (a reloading service keeps answering). */
export const FILES_PER_TURN = 512;

/** A record file found changed: its listing, and its bytes when they were read to compare them. */
export interface ChangedFile {
  listed: ListedFile;
  stats: Stats | undefined;
  bytes?: Buffer;
}

/** The record files as they are now, against those `previous` read. */
export interface RecordFilesScan {
  /** Files added or whose identity changed, in path order (added ones without a state in `previous`). */
  changed: ChangedFile[];
  /** Files `previous` read that are gone. */
  removed: string[];
  /** Files whose identity is unchanged but was racy, whose bytes are those read: their state with the identity taken now. */
  confirmed: Map<string, RecordFileState>;
}

/**
 * Lists `records/{model}/` as listRecordFiles does and compares each file's identity with the one `previous` read;
 * anything listRecordFiles would report (a folder that is not a model's, a file that is not `{id}.json`, a second
 * file of a singleton) is left to a whole load.
 */
export async function scanRecordFiles(
  root: string,
  previous: ReadonlyMap<string, RecordFileState>,
  scanStart: number,
): Promise<RecordFilesScan | ReadWhole> {
  const recordsDir = join(root, 'records');
  const scan: RecordFilesScan = { changed: [], removed: [], confirmed: new Map() };
  const listed: [folder: string, names: string[]][] = [];
  let present = 0;
  let looked = 0;
  for (const entry of await readdir(recordsDir, { withFileTypes: true })) {
    if (isHidden(entry.name)) continue;
    const model = models.find((candidate) => candidate.apiKey === entry.name);
    if (!entry.isDirectory() || !model || model.block)
      return new ReadWhole(`records/${entry.name} is not a folder of records`);
    const folder = join(recordsDir, entry.name);
    const names = (await readdir(folder)).filter((name) => !isHidden(name));
    if (model.singleton && names.length > 1) return new ReadWhole(`records/${entry.name}/ holds more than one record`);
    listed.push([model.apiKey, names]);
    for (const name of names) {
      if (!name.endsWith('.json')) return new ReadWhole(`records/${entry.name}/${name} is not a record file`);
      if (++looked % FILES_PER_TURN === 0) await nextTurn();
      const file = `records/${model.apiKey}/${name}`;
      const path = `${folder}/${name}`;
      // A stat on the main thread: a few microseconds, against a promise's round trip through the thread pool. The
      // file's own (lstat): a file replaced by a link never keeps its identity.
      const stats = lstatSync(path, { throwIfNoEntry: false });
      const known = previous.get(file);
      if (known) present++;
      const identity = stats && fileIdentity(stats);
      if (!known || identity !== known.identity) {
        scan.changed.push({ listed: { file, id: name.slice(0, -'.json'.length), model, path }, stats });
      } else if (known.contentHash !== undefined) {
        // Its identity could hide a save: its bytes tell.
        const bytes = await readRegularFile(path, CONTENT_FILE_MAX_BYTES);
        if (sha256Hex(bytes) !== known.contentHash)
          scan.changed.push({ listed: { file, id: name.slice(0, -'.json'.length), model, path }, stats, bytes });
        else if (stats && !isRacy(stats, scanStart)) scan.confirmed.set(file, { ...known, contentHash: undefined });
      }
    }
  }
  if (present < previous.size) {
    const found = new Set(listed.flatMap(([folder, names]) => names.map((name) => `records/${folder}/${name}`)));
    for (const file of previous.keys()) if (!found.has(file)) scan.removed.push(file);
  }
  scan.changed.sort((a, b) => a.listed.file.localeCompare(b.listed.file));
  return scan;
}
