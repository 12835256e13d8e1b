import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { localeCodes, type Locale } from '../../config/locales.js';
import { browserIndex } from '../../search/browser-index.js';
import type { SearchRecord } from '../../search/search-record.js';
import type { SearchRecordsSpool } from '../search-records-spool.js';

/**
 * A language's browser index (`browserIndex`) as JSON, written piece by piece from `records` (in build order: the
 * records of a page follow each other), byte for byte `JSON.stringify(browserIndex(locale, records))` without holding
 * the records or the text. Returns the hash of what it wrote.
 */
export async function writeBrowserIndex(file: string, locale: Locale, records: AsyncIterable<SearchRecord>): Promise<string> {
  // The index around its records, from the index's own definition: `{…"records":[` and `]…}`.
  const empty = JSON.stringify(browserIndex(locale, []));
  const recordsAt = empty.indexOf('[]') + 1;
  const hash = createHash('sha256');
  const output = createWriteStream(file);
  const done = finished(output);
  done.catch(() => {});
  const write = async (text: string) => {
    hash.update(text);
    if (!output.write(text)) await once(output, 'drain');
  };
  let page: SearchRecord[] = [];
  let first = true;
  /** One page's records: the index keeps one record per url. */
  const flush = async () => {
    for (const record of browserIndex(locale, page).records) {
      await write(`${first ? '' : ','}${JSON.stringify(record)}`);
      first = false;
    }
    page = [];
  };
  await write(empty.slice(0, recordsAt));
  for await (const record of records) {
    if (page.length > 0 && page[0]?.url !== record.url) await flush();
    page.push(record);
  }
  await flush();
  await write(empty.slice(recordsAt));
  output.end();
  await done;
  return hash.digest('base64url');
}

/**
 * Stage 4: each language's browser search index, as `/assets/search-{locale}-{hash}.json` (content-hashed, so cached
 * for good and kept with the build's other assets for tabs still on it). Returns their paths, for the build manifest,
 * where the search page finds them; no page links to them, so no other page downloads them.
 */
export async function searchStage({ staging, records }: { staging: string; records: SearchRecordsSpool }): Promise<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  const folder = join(staging, 'assets');
  await mkdir(folder, { recursive: true });
  for (const locale of localeCodes) {
    const building = join(folder, `.search-${locale}.json`);
    const hash = await writeBrowserIndex(building, locale, records.read(locale));
    const file = `search-${locale}-${hash.slice(0, 10)}.json`;
    await rename(building, join(folder, file));
    paths[locale] = `/assets/${file}`;
  }
  return paths as Record<Locale, string>;
}
