import { hash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, readFileSync, statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordFileCounts } from './content-store.js';
import { ProblemCollector, type ContentProblem } from './content-validation-error.js';
import { fileIdentity, isRacy } from './file-identity.js';
import { parseJsonText } from './json-file.js';
import { OPEN_FILES_LIMIT } from './open-files-limit.js';
import { RecordFileCache, RecordFileCacheWriter } from './record-file-cache.js';
import { checkRecordFile, type ListedFile, type RecordFile, type RecordFileList } from './record-files.js';
import type { ReferenceIndex } from './record-normalizer.js';
import type { ItemKey, SlugEntry } from './uniqueness-checks.js';

/** What the store keeps of a record file (the loader's conversion of it). */
export interface ConvertedRecord {
  record: ItemKey;
  blocks: ItemKey[];
  slugs: SlugEntry[];
  /** What the store shelves for the file: the record's summary, the record, then its blocks. */
  items: unknown[];
}

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

export type ConvertRecord = (
  file: RecordFile,
  references: ReferenceIndex,
  problems: ProblemCollector,
) => ConvertedRecord;

/** A question the conversion asked the reference index, and its answer: `[member, method, key, answer]`. */
type Lookup = [member: string, method: string, key: string, answer: string | number | boolean | null];

/** What a record file gave, as cached: every problem and warning, the lookups it depends on, what the store keeps. */
interface FileOutcome {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  lookups: Lookup[];
  /** Omitted when nothing of the file is stored; `lengths` are those of its texts, which follow. */
  converted?: Omit<ConvertedRecord, 'items'> & { lengths: number[] };
}

/** How many files are checked between two turns of the event loop (a reloading service keeps answering). */
const FILES_PER_TURN = 64;
/** How many files are being read ahead of the one checked (below the open-file limit: open-files-limit.ts). */
const READ_AHEAD = OPEN_FILES_LIMIT;

const sha256 = (bytes: Buffer): string => hash('sha256', bytes, 'hex');

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
      bytes === undefined ? (update?.contentHash(listed.file) ?? '') : update || racy ? sha256(bytes) : '';
    const cached = update?.entry(listed.file, contentHash);
    let result = cached && reusable(cached, references);
    if (result) {
      counts.reused++;
      if (bytes === undefined) counts.unread++;
      update?.keep(listed.file, contentHash, cacheIdentity);
    } else {
      if (bytes === undefined) {
        // Its entry did not serve after all (damaged, or the records it links to changed): the file is read now.
        const now = readNow(listed);
        if (now instanceof Error) {
          problems.add(listed.file, [], `cannot be read: ${now.message}`);
          continue;
        }
        bytes = now;
        contentHash = sha256(bytes);
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
        lookedUp: lookedUp(result),
        identity,
      });
    }
  }
  update?.finish();
  return counts;
}

/** A file's stat, or undefined when it cannot be taken (its read then says why, or it has no identity). */
function statOrNothing(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function readNow(listed: ListedFile): Buffer | Error {
  try {
    return readFileSync(listed.path);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
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
    lookedUp: lookedUp(result),
  };
}

/**
 * What a file's conversion asked the reference index, as one string (`\n{member} {key}\n` for each question), so
 * that a reload can find the files that asked about a record or upload created or removed since; null when the
 * conversion used the index in a way the questions do not describe, or a key does not fit the form.
 */
function lookedUp({ outcome, cacheable }: FileResult): string | null {
  const questions = new Set(outcome.lookups.map(([member, , key]) => `${member} ${key}`));
  if (!cacheable || [...questions].some((question) => /\n/.test(question) || question.split(' ').length !== 2))
    return null;
  return `\n${[...questions].join('\n')}\n`;
}

/** How a reload asks whether a file's conversion asked about `key` of the reference index's `member` (lookedUp). */
export function asked(lookedUpText: string, member: keyof ReferenceIndex, key: string): boolean {
  return lookedUpText.includes(`\n${member} ${key}\n`);
}

/**
 * The files' bytes (or why they cannot be read), in list order, READ_AHEAD files being read while one is checked:
 * the checks run while the disk reads the next files. Node's callback reads, not fs/promises': a record file is a few
 * KB, and a FileHandle's open, fstat, read and close are four thread-pool round trips and an object to collect each
 * (9,950 record files read: 0.66 s wall and 0.91 CPU-s from a cold page cache, 0.72 and 1.0 warm, against 0.47 and
 * 0.58, 0.21 and 0.31). With `identify`, each file's stat comes first, synchronous (a thread-pool round trip cost
 * more than the stat: 0.1-0.25 s of a 20,000-page set's start, warm or with the disk caches dropped); a file `known`
 * by it is not read (undefined bytes): the cache holds what it gave (that start 0.3-0.5 s sooner, 0.6-0.8 CPU-s less).
 */
async function* readAhead(
  files: readonly ListedFile[],
  identify: boolean,
  known?: (file: ListedFile, stats: Stats) => boolean,
): AsyncGenerator<[ListedFile, Buffer | Error | undefined, Stats | undefined]> {
  type Read = [Buffer | Error | undefined, Stats | undefined];
  const reads: Promise<Read>[] = [];
  const read = async (file: ListedFile): Promise<Read> => {
    const stats = identify ? statOrNothing(file.path) : undefined;
    if (stats && known?.(file, stats)) return [undefined, stats];
    const bytes = await new Promise<Buffer | Error>((done) =>
      readFile(file.path, (error, found) => done(error ?? found)),
    );
    return [bytes, stats];
  };
  for (const [index, file] of files.entries()) {
    for (let ahead = reads.length; ahead < READ_AHEAD && index + ahead < files.length; ahead++) {
      reads.push(read(files[index + ahead] as ListedFile));
    }
    yield [file, ...(await (reads.shift() as Promise<Read>))];
  }
}

interface FileResult {
  outcome: FileOutcome;
  texts: Buffer[];
  /** False when the conversion read the reference index in a way the lookups cannot replay. */
  cacheable: boolean;
}

function validate(listed: ListedFile, bytes: Buffer, references: ReferenceIndex, convert: ConvertRecord): FileResult {
  const problems = new ProblemCollector();
  const warnings = new ProblemCollector();
  const log = { lookups: [] as Lookup[], replayable: true };
  const json = parseJsonText(bytes.toString('utf8'), listed.file, problems);
  const file = json === undefined ? undefined : checkRecordFile(listed, json, problems, warnings);
  const converted = file && convert(file, recordingReferences(references, log), problems);
  const texts = converted ? converted.items.map((item) => Buffer.from(JSON.stringify(item))) : [];
  const outcome: FileOutcome = { problems: problems.problems, warnings: warnings.problems, lookups: log.lookups };
  if (converted) {
    const { record, blocks, slugs } = converted;
    outcome.converted = { record, blocks, slugs, lengths: texts.map((text) => text.length) };
  }
  return { outcome, texts, cacheable: log.replayable };
}

/**
 * The reference index, recording every `get` and `has` asked of its maps and sets with its answer, so that a cached
 * file can be reused only while they answer the same; any other use of them makes the file's result not cacheable.
 */
function recordingReferences(
  references: ReferenceIndex,
  log: { lookups: Lookup[]; replayable: boolean },
): ReferenceIndex {
  const recording = (member: string, target: object): object => {
    const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>();
    return new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') {
          log.replayable = false;
          return value;
        }
        const known = methods.get(property);
        if (known) return known;
        const method = (...args: unknown[]): unknown => {
          const answer: unknown = Reflect.apply(value, object, args);
          const [key] = args;
          const replayable =
            (property === 'get' || property === 'has') &&
            args.length === 1 &&
            typeof key === 'string' &&
            isPrimitive(answer);
          if (replayable) log.lookups.push([member, property, key, answer ?? null]);
          else log.replayable = false;
          return answer;
        };
        methods.set(property, method);
        return method;
      },
    });
  };
  return Object.fromEntries(
    Object.entries(references).map(([member, target]: [string, object]) => [member, recording(member, target)]),
  ) as unknown as ReferenceIndex;
}

function isPrimitive(value: unknown): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

function lookupAnswer(references: ReferenceIndex, [member, method, key]: Lookup): unknown {
  const target: unknown = (references as unknown as Record<string, unknown>)[member];
  if (typeof target !== 'object' || target === null) return Symbol('missing');
  const fn: unknown = Reflect.get(target, method, target);
  return typeof fn === 'function' ? ((Reflect.apply(fn, target, [key]) as unknown) ?? null) : Symbol('missing');
}

/** A cache entry's parts: a 4-byte length, the outcome as JSON, then the converted items' texts. */
function encode({ outcome, texts }: FileResult): Buffer[] {
  const head = Buffer.from(JSON.stringify(outcome));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length, 0);
  return [length, head, ...texts];
}

/** The cached result, when it reads back and every lookup it depends on answers as it did. */
function reusable(entry: Buffer, references: ReferenceIndex): FileResult | undefined {
  let outcome: FileOutcome;
  const headLength = entry.length >= 4 ? entry.readUInt32LE(0) : entry.length;
  try {
    outcome = JSON.parse(entry.toString('utf8', 4, 4 + headLength)) as FileOutcome;
  } catch {
    return undefined;
  }
  if (
    !Array.isArray(outcome.lookups) ||
    !outcome.lookups.every((lookup) => lookupAnswer(references, lookup) === lookup[3])
  )
    return undefined;
  const texts: Buffer[] = [];
  let offset = 4 + headLength;
  for (const length of outcome.converted?.lengths ?? []) {
    texts.push(entry.subarray(offset, offset + length));
    offset += length;
  }
  return { outcome, texts, cacheable: true };
}

/**
 * The cache as this load finds it, and its replacement, written only once something differs from it (a file
 * validated again, or a cached file gone); a cache that cannot be written leaves the load as it is, uncached.
 */
class CacheUpdate {
  private readonly cache: RecordFileCache;
  private writer: RecordFileCacheWriter | undefined;
  /**
   * The files whose entries were reused before anything differed, with their identity now: copied into the new
   * cache if it comes to be written. A new identity alone does not write it (a fresh checkout gives every file one).
   */
  private readonly kept: [file: string, identity: string][] = [];
  private failed = false;

  constructor(
    private readonly path: string,
    private readonly contentDir: string,
  ) {
    this.cache = RecordFileCache.open(path, contentDir);
  }

  /** Whether `file`'s entry was made from the bytes it has while it keeps `identity` (never for ''). */
  knows(file: string, identity: string): boolean {
    return identity !== '' && this.cache.identity(file) === identity;
  }

  contentHash(file: string): string | undefined {
    return this.cache.contentHash(file);
  }

  entry(file: string, contentHash: string): Buffer | undefined {
    return this.cache.entry(file, contentHash);
  }

  keep(file: string, contentHash: string, identity: string): void {
    if (this.writer) this.copy(file, contentHash, identity);
    else this.kept.push([file, identity]);
  }

  /** A file validated again: its new entry, or none when its result cannot be cached. */
  replace(file: string, contentHash: string, identity: string, entry: Buffer[] | undefined): void {
    this.write((writer) => {
      if (entry) writer.add(file, contentHash, identity, entry);
    });
  }

  finish(): void {
    if (this.writer === undefined && this.kept.length < this.cache.size) this.write(() => undefined);
    this.attempt(() => this.writer?.commit());
    this.cache.close();
  }

  private copy(file: string, contentHash: string, identity: string): void {
    const entry = this.cache.entry(file, contentHash);
    if (entry) this.write((writer) => writer.add(file, contentHash, identity, [entry]));
  }

  private write(action: (writer: RecordFileCacheWriter) => void): void {
    this.attempt(() => {
      if (!this.writer) {
        const writer = new RecordFileCacheWriter(this.path, this.contentDir);
        this.writer = writer;
        for (const [file, identity] of this.kept.splice(0)) {
          const contentHash = this.cache.contentHash(file);
          if (contentHash === undefined) continue;
          const entry = this.cache.entry(file, contentHash);
          if (entry) writer.add(file, contentHash, identity, [entry]);
        }
      }
      action(this.writer);
    });
  }

  private attempt(action: () => void): void {
    if (this.failed) return;
    try {
      action();
    } catch {
      this.failed = true;
      const writer = this.writer;
      this.writer = undefined;
      writer?.abandon();
    }
  }
}
