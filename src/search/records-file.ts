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
 * The live build's search records, each language in one file (a JSON array), written after the build went live. The
 * records are written as they come: the build reads them back from its spool one at a time (site-build).
 */
export async function writeSearchRecords(
  buildsDir: string,
  records: (locale: Locale) => Iterable<SearchRecord> | AsyncIterable<SearchRecord>,
): Promise<void> {
  const folder = join(buildsDir, RECORDS_FOLDER);
  await mkdir(folder, { recursive: true });
  for (const locale of localeCodes) {
    const file = join(folder, `${locale}.json`);
    const output = createWriteStream(`${file}.tmp`);
    const done = finished(output);
    done.catch(() => {});
    let separator = '[';
    for await (const record of records(locale)) {
      if (!output.write(`${separator}${JSON.stringify(record)}`)) await once(output, 'drain');
      separator = ',';
    }
    output.end(separator === '[' ? '[]' : ']');
    await done;
    await rename(`${file}.tmp`, file);
  }
}

/**
 * {@link writeSearchRecords} from each language's records as newline-delimited JSON (`fileOf`: one `JSON.stringify`
 * of a record a line, as a build's spool keeps them): the same bytes, each newline turned into the array's comma, without
 * parsing and printing every record again.
 */
export async function writeSearchRecordsFromLines(buildsDir: string, fileOf: (locale: Locale) => string): Promise<void> {
  const folder = join(buildsDir, RECORDS_FOLDER);
  await mkdir(folder, { recursive: true });
  for (const locale of localeCodes) {
    const file = join(folder, `${locale}.json`);
    const output = createWriteStream(`${file}.tmp`);
    const done = finished(output);
    done.catch(() => {});
    output.write('[');
    /** The last piece read, written once the next one comes: its last byte is the last record's newline. */
    let held: Buffer | undefined;
    for await (const piece of createReadStream(fileOf(locale)) as AsyncIterable<Buffer>) {
      if (held && !output.write(held)) await once(output, 'drain');
      for (let at = piece.indexOf(NEWLINE); at !== -1; at = piece.indexOf(NEWLINE, at + 1)) piece[at] = COMMA;
      held = piece;
    }
    output.end(held ? Buffer.concat([held.subarray(0, -1), Buffer.from(']')]) : ']');
    await done;
    await rename(`${file}.tmp`, file);
  }
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
