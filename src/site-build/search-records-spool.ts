import { appendFileSync, createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { localeCodes, type Locale } from '../config/locales.js';
import type { SearchRecord } from '../search/search-record.js';
import { searchRecordJson } from '../search/search-record-json.js';
import { pieceLines } from '../io/piece-lines.js';
import { SpoolProgress } from './spool-progress.js';

/**
 * The search records of the pages being built, appended to one file per language (one JSON record a line) as their
 * pages are sent to render, and read back one at a time by the stages that need them all (browser index, records file,
 * Algolia): a build holds none of them in memory (at 100,000 pages they were ~150 MB of the main thread's heap).
 */
export interface SearchRecordsSpool {
  /** Appends a chunk's records of one language, in build order. */
  add(locale: Locale, records: readonly SearchRecord[]): void;
  /** A language's records, in the order they were added. */
  read(locale: Locale): AsyncIterable<SearchRecord>;
  /** Deletes the files. */
  remove(): Promise<void>;
}

/** The spool in a build's folder, whose files can also be read as they are. */
export interface SearchRecordsSpoolFile extends SearchRecordsSpool {
  /** A language's file: its records as newline-delimited JSON (`JSON.stringify` of each), in the order they were added. */
  fileOf(locale: Locale): string;
  /** A language's records as their JSON (`JSON.stringify` of each, in UTF-8), in the order they were added. */
  lines(locale: Locale): AsyncIterable<Buffer>;
  /** Appends records of one language as their lines ({@link searchRecordLines}), in build order. */
  addLines(locale: Locale, lines: readonly Buffer[]): void;
  /**
   * How far a language's file is written, shared with a thread that reads it while it grows (spool-progress.ts): it
   * ends when {@link end} is called for the language, or fails once {@link abandon} is.
   */
  progress(locale: Locale): SharedArrayBuffer;
  /** No more records of this language will be added. */
  end(locale: Locale): void;
  /** The build stopped: a language's file read while it grows will not grow again. */
  abandon(): void;
}

/** Records as a spool file holds them: each one's `JSON.stringify` and a newline, in UTF-8. */
export function searchRecordLines(records: readonly SearchRecord[]): Buffer {
  return Buffer.from(records.map((record) => `${searchRecordJson(record)}\n`).join(''));
}

/** How much of a spool file is read at once. */
const READ_BYTES = 1 << 20;

/** A spool file's lines (its records' JSON, in UTF-8), in order, read a piece at a time. */
export const fileLines = (file: string): AsyncGenerator<Buffer> =>
  pieceLines(createReadStream(file, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>);

/** The records of spool lines, in order. */
export async function* lineRecords(lines: AsyncIterable<Buffer>): AsyncGenerator<SearchRecord> {
  for await (const line of lines) yield JSON.parse(line.toString('utf8')) as SearchRecord;
}

/** A spool file's records, in order. */
export const fileRecords = (file: string): AsyncGenerator<SearchRecord> => lineRecords(fileLines(file));

export async function openSearchRecordsSpool(folder: string): Promise<SearchRecordsSpoolFile> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const fileOf = (locale: Locale) => join(folder, `${locale}.ndjson`);
  // Every language has a file, even without records, so that reading one never fails.
  for (const locale of localeCodes) appendFileSync(fileOf(locale), '');
  const lines = (locale: Locale) => fileLines(fileOf(locale));
  const progress = new Map(localeCodes.map((locale) => [locale, new SpoolProgress()]));
  const progressOf = (locale: Locale) => progress.get(locale) as SpoolProgress;
  const append = (locale: Locale, bytes: Buffer) => {
    if (bytes.length === 0) return;
    appendFileSync(fileOf(locale), bytes);
    progressOf(locale).wrote(bytes.length);
  };
  return {
    add: (locale, records) => append(locale, searchRecordLines(records)),
    addLines: (locale, lines) => append(locale, Buffer.concat(lines)),
    progress: (locale) => progressOf(locale).shared,
    end: (locale) => progressOf(locale).end(),
    abandon() {
      for (const each of progress.values()) each.abandon();
    },
    lines,
    read: (locale) => fileRecords(fileOf(locale)),
    fileOf,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
