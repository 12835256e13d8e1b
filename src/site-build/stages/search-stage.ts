import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { localeCodes, type Locale } from '../../config/locales.js';
import {
  analysedRecords,
  type AnalysedRecords,
  type AnalysedRecordsMemory,
} from '../../search/analysed-records-memory.js';
import { BrowserIndexBuilder, POSTINGS_PER_RUN, type BrowserIndex } from '../../search/browser-index.js';
import type { SearchRecord } from '../../search/search-record.js';
import { linkIfThere } from '../link-if-there.js';
import { fileLines, lineRecords, type SearchRecordsSpoolFile } from '../search-records-spool.js';
import { growingFileLines } from '../spool-progress.js';

/** How much of the index is written at once (a write per record was a sixth of the stage's time). */
const WRITE_CHARS = 1 << 16;

/**
 * A language's browser index (`browserIndex`) as JSON, written piece by piece from `records` (in build order): the
 * records as they come, then their terms, byte for byte `JSON.stringify(browserIndex(locale, records))` without
 * holding the records or the index's text (BrowserIndexBuilder.finishText). Returns the hash of what it wrote.
 */
export async function writeBrowserIndex(
  file: string,
  locale: Locale,
  records: AsyncIterable<SearchRecord>,
  postingsPerRun = POSTINGS_PER_RUN,
): Promise<string> {
  return writeAnalysedIndex(file, locale, analysedRecords(locale, records), postingsPerRun);
}

/** {@link writeBrowserIndex} from the records analysed (record-analysis.ts), in build order. */
async function writeAnalysedIndex(
  file: string,
  locale: Locale,
  { analyser, records }: AnalysedRecords,
  postingsPerRun = POSTINGS_PER_RUN,
): Promise<string> {
  const builder = new BrowserIndexBuilder(locale, postingsPerRun, analyser);
  const hash = createHash('sha256');
  const output = createWriteStream(file);
  const done = finished(output);
  done.catch(() => {});
  /** What is not written yet: about {@link WRITE_CHARS} at a time. */
  let pending = '';
  const write = async (text: string, last = false) => {
    pending += text;
    if (pending.length < WRITE_CHARS && !last) return;
    // Encoded once, for the hash and the file.
    const bytes = Buffer.from(pending);
    hash.update(bytes);
    const full = !output.write(bytes);
    pending = '';
    if (full) await once(output, 'drain');
  };
  // The index's own fields, in its order: its language, its records, then what the builder adds.
  const head = JSON.stringify({ locale, records: [] } satisfies Pick<BrowserIndex, 'locale' | 'records'>);
  await write(head.slice(0, -2));
  let first = true;
  for await (const record of records) {
    if (!builder.addAnalysed(record)) continue;
    await write(first ? record.json : `,${record.json}`);
    first = false;
  }
  await write('],');
  for (const text of builder.finishText()) await write(text);
  await write('}', true);
  output.end();
  await done;
  return hash.digest('base64url');
}

/** What a language's browser index is made from, and where. */
export interface LanguageIndexRequest {
  /** The build's staging folder: the index goes to its `assets/`. */
  staging: string;
  locale: Locale;
  /** The language's records as the spool wrote them: one JSON record a line, in build order. */
  file: string;
  /**
   * The live output, for a partial build: a language whose records are those the memory's last index was made of
   * gets that index file from it, hard-linked (its name is its content's hash), instead of being encoded again.
   */
  live?: string;
  /**
   * The file's progress while the build still appends to it (search-records-spool.ts): the index is made as its
   * records come, not once they are all there, and so made again even when the records turn out to be the last index's.
   */
  growing?: SharedArrayBuffer;
}

/**
 * Makes a language's browser index and answers its path in the output (in this thread, on a render thread:
 * render-pool.ts, or on a search thread: search-thread.ts).
 */
export type LanguageIndexer = (request: LanguageIndexRequest) => Promise<string>;

/**
 * The most search records (the spool's bytes, every language together) whose browser indexes the render threads make
 * side by side, about 45,000 pages. An index holds about 0.6 byte a record byte while it is made, beside what the
 * render threads kept of the pages: at 100,000 pages (150 MB of records) two at once took the build process from
 * 326–351 MB (its pages) to 364–381 MB, so a larger site's indexes are made one at a time in the build's own thread,
 * once the render threads are closed, as before (223 MB then).
 */
export const SIDE_BY_SIDE_RECORD_BYTES = 64 << 20;

/** The indexer asked for one index at a time: in one thread, two indexes made at once only hold twice the memory. */
export function oneAtATime(indexer: LanguageIndexer): LanguageIndexer {
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const made = queue.then(() => indexer(request));
    queue = made.catch(() => {});
    return made;
  };
}

/**
 * A language's browser search index, as `/assets/search-{locale}-{hash}.json` (content-hashed, so cached for good and
 * kept with the build's other assets for tabs still on it). With a `memory` (a resident build session's), the records
 * analysed by an earlier build are not analysed again: the same file.
 */
export async function languageIndex(
  { staging, locale, file, live, growing }: LanguageIndexRequest,
  memory?: AnalysedRecordsMemory,
): Promise<string> {
  const folder = join(staging, 'assets');
  await mkdir(folder, { recursive: true });
  // A growing file's digest is taken as it is read; a whole one's first, to link the last index when it is the same.
  const digesting = growing && createHash('sha1');
  const digest = memory && !growing ? await fileDigest(file) : undefined;
  const known = digest === undefined ? undefined : memory?.indexOf(locale, digest);
  if (known && live && (await linkIfThere(join(live, 'assets', known), join(folder, known)))) return `/assets/${known}`;
  const building = join(folder, `.search-${locale}.json`);
  const lines = growing ? growingFileLines(file, growing, (piece) => digesting?.update(piece)) : fileLines(file);
  const analysed = memory ? memory.analysed(locale, lines) : analysedRecords(locale, lineRecords(lines));
  const hash = await writeAnalysedIndex(building, locale, analysed);
  const index = `search-${locale}-${hash.slice(0, 10)}.json`;
  await rename(building, join(folder, index));
  const digested = digest ?? digesting?.digest('base64url');
  if (digested !== undefined) memory?.rememberIndex(locale, digested, index);
  return `/assets/${index}`;
}

/**
 * Stage 4: each language's browser search index ({@link languageIndex}), for the build manifest, where the search
 * page finds them; no page links to them, so no other page downloads them. `indexer` is asked for every language at
 * once (the render threads make them side by side); default: in this thread, with `memory`, one at a time.
 */
export async function searchStage({
  staging,
  records,
  memory,
  live,
  indexer = oneAtATime((request) => languageIndex(request, memory)),
}: {
  staging: string;
  records: Pick<SearchRecordsSpoolFile, 'fileOf'>;
  memory?: AnalysedRecordsMemory;
  live?: string;
  indexer?: LanguageIndexer;
}): Promise<Record<Locale, string>> {
  // Every language settled before a failure is told: none is still being written into the output it removes.
  const made = await Promise.allSettled(
    localeCodes.map((locale) => indexer({ staging, locale, file: records.fileOf(locale), live })),
  );
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return Object.fromEntries(
    localeCodes.map((locale, index) => [locale, (made[index] as PromiseFulfilledResult<string>).value]),
  ) as Record<Locale, string>;
}

/** The SHA-1 of a file's bytes, read a piece at a time. */
async function fileDigest(file: string): Promise<string> {
  const digest = createHash('sha1');
  for await (const piece of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>)
    digest.update(piece);
  return digest.digest('base64url');
}
