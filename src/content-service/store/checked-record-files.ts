import type { Stats } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordFileCounts } from './content-store.js';
import type { ContentProblem, ProblemCollector } from './content-validation-error.js';
import { fileIdentity, isRacy, sha256Hex } from './file-identity.js';
import { CacheUpdate } from './record-cache-update.js';
import { encode, reusable, validate, type ConvertedRecord, type ConvertRecord } from './record-file-outcome.js';
import { readAhead, readNow } from './record-file-reads.js';
import type { ListedFile, RecordFileList } from './record-files.js';
import type { ReferenceIndex } from './record-normalizer.js';
import { lookedUp } from './reference-lookups.js';

/** A converted record file as the store shelves it: its items as JSON text. */
export interface ShelvableRecord extends Omit<ConvertedRecord, 'items'> {
  file: string;
  texts: Buffer[];
  warnings: ContentProblem[];
  /** What its conversion asked the reference index (lookedUp). */
  lookedUp: string | null;
  /** With `scanStart`: the file's identity before it was read, and the SHA-256 of its bytes when it was racy (file-identity.ts). */
  identity?: { identity: string; contentHash?: string };
}

/** How many files are checked between two turns of the event loop (a reloading service keeps answering). */
const FILES_PER_TURN = 64;
/**
 * Reads, validates and converts the listed record files in path order, handing what the store keeps of each to
 * `take`; every problem and warning goes to `problems` and `warnings`. With a cache file, a file whose bytes, and
 * the code that validates them, are those of an earlier load, and whose references answer as they did then, is
 * not validated again: its problems, warnings and converted items are those of that load (the cache is rewritten
 * when anything differs). A file whose identity is the one the cache recorded with its entry is not even read. A
 * cache that does not read back intact is not used. With `scanStart` (Date.now() when the load began), each file's
 * identity is taken before it is read, for a reload (reload-content.ts).
 */
export async function readRecordFiles(
  list: RecordFileList,
  references: ReferenceIndex,
  { cache, scanStart }: { cache?: { file: string; contentDir: string }; scanStart?: number },
  problems: ProblemCollector,
  warnings: ProblemCollector,
  convert: ConvertRecord,
  take: (record: ShelvableRecord) => void,
): Promise<RecordFileCounts> {
  const update = cache && new CacheUpdate(cache.file, cache.contentDir);
  const loadStart = scanStart ?? Date.now();
  /** A file's identity as the cache keeps it: '' when it changed too recently to be trusted (file-identity.ts). */
  const trusted = (stats: Stats | undefined): string => (stats && !isRacy(stats, loadStart) ? fileIdentity(stats) : '');
  const counts: RecordFileCounts = { validated: 0, reused: 0, unread: 0 };
  let index = 0;
  const known = update && ((file: ListedFile, stats: Stats) => update.knows(file.file, trusted(stats)));
  for await (const [listed, read, stats] of readAhead(
    list.files,
    update !== undefined || scanStart !== undefined,
    known,
  )) {
    if (++index % FILES_PER_TURN === 0) await nextTurn();
    if (read instanceof Error) {
      problems.add(listed.file, [], `cannot be read: ${read.message}`);
      continue;
    }
    let bytes = read;
    const cacheIdentity = trusted(stats);
    // With `scanStart` (= loadStart), an untrusted identity is a racy file (or one without a stat).
    const racy = scanStart !== undefined && cacheIdentity === '';
    let contentHash =
      bytes === undefined ? (update?.contentHash(listed.file) ?? '') : update || racy ? sha256Hex(bytes) : '';
    const cached = update?.entry(listed.file, contentHash);
    let result = cached && reusable(cached, references);
    if (result) {
      counts.reused++;
      if (bytes === undefined) counts.unread++;
      update?.keep(listed.file, contentHash, cacheIdentity);
    } else {
      if (bytes === undefined) {
        // Its entry did not serve after all (damaged, or the records it links to changed): the file is read now.
        const now = await readNow(listed);
        if (now instanceof Error) {
          problems.add(listed.file, [], `cannot be read: ${now.message}`);
          continue;
        }
        bytes = now;
        contentHash = sha256Hex(bytes);
      }
      counts.validated++;
      result = validate(listed, bytes, references, convert);
      update?.replace(listed.file, contentHash, cacheIdentity, result.cacheable ? encode(result) : undefined);
    }
    problems.problems.push(...result.outcome.problems);
    warnings.problems.push(...result.outcome.warnings);
    const { converted } = result.outcome;
    if (converted) {
      const { record, blocks, slugs } = converted;
      // A file whose stat failed (saved while read) has no identity: a reload reads it again.
      const identity =
        scanStart === undefined
          ? undefined
          : { identity: stats ? fileIdentity(stats) : '', ...(racy && { contentHash }) };
      const { warnings: fileWarnings } = result.outcome;
      take({
        file: listed.file,
        record,
        blocks,
        slugs,
        texts: result.texts,
        warnings: fileWarnings,
        lookedUp: lookedUp(result.outcome.lookups, result.cacheable),
        identity,
      });
    }
  }
  update?.finish();
  return counts;
}

/** A record file read again (reload-content.ts): what the store keeps of it, or undefined with its problems. */
export function checkRecordFileAgain(
  listed: ListedFile,
  bytes: Buffer,
  references: ReferenceIndex,
  problems: ProblemCollector,
  convert: ConvertRecord,
): Omit<ShelvableRecord, 'identity'> | undefined {
  const result = validate(listed, bytes, references, convert);
  problems.problems.push(...result.outcome.problems);
  const { converted } = result.outcome;
  if (!converted) return undefined;
  const { record, blocks, slugs } = converted;
  return {
    file: listed.file,
    record,
    blocks,
    slugs,
    texts: result.texts,
    warnings: result.outcome.warnings,
    lookedUp: lookedUp(result.outcome.lookups, result.cacheable),
  };
}
