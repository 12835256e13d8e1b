import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import { localeCodes, type Locale } from '../config/locales.js';
import type { SearchRecord } from './search-record.js';

/** Where a build keeps the search records of its pages (in the builds folder, beside the manifests): `search:sync` reads them. */
export const RECORDS_FOLDER = 'search-records';

/**
 * Writes each language's records file (`{buildsDir}/search-records/{locale}.json`) through a temporary file renamed
 * once complete: `write` hands the text to `piece` as it goes (waiting when the file is behind) and returns its end.
 */
async function writeEachLanguage(
  buildsDir: string,
  write: (locale: Locale, piece: (text: string | Buffer) => Promise<void>) => Promise<string | Buffer>,
): Promise<void> {
  const folder = join(buildsDir, RECORDS_FOLDER);
  await mkdir(folder, { recursive: true });
  for (const locale of localeCodes) {
    const file = join(folder, `${locale}.json`);
    const output = createWriteStream(`${file}.tmp`);
    const done = finished(output);
    done.catch(() => {});
    const piece = async (text: string | Buffer): Promise<void> => {
      if (!output.write(text)) await once(output, 'drain');
    };
    output.end(await write(locale, piece));
    await done;
    await rename(`${file}.tmp`, file);
  }
}

/**
 * The live build's search records, each language in one file (a JSON array), written after the build went live. The
 * records are written as they come: the build reads them back from its spool one at a time (site-build).
 */
export async function writeSearchRecords(
  buildsDir: string,
  records: (locale: Locale) => Iterable<SearchRecord> | AsyncIterable<SearchRecord>,
): Promise<void> {
  await writeEachLanguage(buildsDir, async (locale, piece) => {
    let separator = '[';
    for await (const record of records(locale)) {
      await piece(`${separator}${JSON.stringify(record)}`);
      separator = ',';
    }
    return separator === '[' ? '[]' : ']';
  });
}

/**
 * {@link writeSearchRecords} from each language's records as newline-delimited JSON (`fileOf`: one `JSON.stringify`
 * of a record a line, as a build's spool keeps them): the same bytes, each newline turned into the array's comma, without
 * parsing and printing every record again.
 */
export async function writeSearchRecordsFromLines(
  buildsDir: string,
  fileOf: (locale: Locale) => string,
): Promise<void> {
  await writeEachLanguage(buildsDir, async (locale, piece) => {
    await piece('[');
    /** The last piece read, written once the next one comes: its last byte is the last record's newline. */
    let held: Buffer | undefined;
    for await (const read of createReadStream(fileOf(locale)) as AsyncIterable<Buffer>) {
      if (held) await piece(held);
      for (let at = read.indexOf(NEWLINE); at !== -1; at = read.indexOf(NEWLINE, at + 1)) read[at] = COMMA;
      held = read;
    }
    return held ? Buffer.concat([held.subarray(0, -1), Buffer.from(']')]) : ']';
  });
}

const NEWLINE = 0x0a;
const COMMA = 0x2c;

/** The records the last build wrote, per language. */
export async function readSearchRecords(buildsDir: string): Promise<Record<Locale, SearchRecord[]>> {
  const entries = await Promise.all(
    localeCodes.map(async (locale) => {
      const file = join(buildsDir, RECORDS_FOLDER, `${locale}.json`);
      try {
        return [locale, JSON.parse(await readFile(file, 'utf8')) as SearchRecord[]] as const;
      } catch (error) {
        throw new Error(`No search records at ${file}: build the site first (npm run build)`, { cause: error });
      }
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, SearchRecord[]>;
}
