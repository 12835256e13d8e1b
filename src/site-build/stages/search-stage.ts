import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { localeCodes, type Locale } from '../../config/locales.js';
import { browserIndex, browserRecords } from '../../search/browser-index.js';
import { startSearchIndexProcess } from '../../search/search-index-process.js';
import type { SearchRecord } from '../../search/search-record.js';
import type { SearchRecordsSpool } from '../search-records-spool.js';

/** How many records the search index process is sent at a time. */
const INDEX_BATCH = 500;

/**
 * A language's browser index (`browserIndex`) as JSON, written piece by piece from `records` (in build order: the
 * records of a page follow each other), byte for byte `JSON.stringify(browserIndex(locale, records))` without holding
 * the records or the text; their search index is built in a process of its own (its heap, not the build's), which
 * writes it beside `file` until it is copied in. Returns the hash of what it wrote.
 */
export async function writeBrowserIndex(file: string, locale: Locale, records: AsyncIterable<SearchRecord>): Promise<string> {
  // The file around its records and index, from the index's own definition: `{…"records":[`, `],"index":` and `}`.
  const empty = browserIndex(locale, []);
  const emptyJson = JSON.stringify(empty);
  const emptyIndexJson = JSON.stringify(empty.index);
  const recordsAt = emptyJson.indexOf('[]') + 1;
  const indexAt = emptyJson.lastIndexOf(emptyIndexJson);
  const indexFile = `${file}.index`;
  const indexer = startSearchIndexProcess(locale, indexFile);
  const hash = createHash('sha256');
  const output = createWriteStream(file);
  const done = finished(output);
  done.catch(() => {});
  const write = async (text: string | Buffer) => {
    hash.update(text);
    if (!output.write(text)) await once(output, 'drain');
  };
  let page: SearchRecord[] = [];
  let batch: SearchRecord[] = [];
  let indexing = Promise.resolve();
  let first = true;
  /** One page's records: the index keeps one record per url. */
  const flush = async () => {
    for (const record of browserRecords(page)) {
      await write(`${first ? '' : ','}${JSON.stringify(record)}`);
      first = false;
      batch.push(record);
    }
    page = [];
  };
  /** Sends the records read so far to the indexing process once it has indexed the previous ones. */
  const send = async () => {
    await indexing;
    indexing = indexer.add(batch);
    batch = [];
  };
  try {
    await write(emptyJson.slice(0, recordsAt));
    for await (const record of records) {
      if (page.length > 0 && page[0]?.url !== record.url) await flush();
      page.push(record);
      if (batch.length >= INDEX_BATCH) await send();
    }
    await flush();
    await send();
    await indexing;
    await indexer.finish();
    await write(emptyJson.slice(recordsAt, indexAt));
    for await (const chunk of createReadStream(indexFile)) await write(chunk as Buffer);
    await write(emptyJson.slice(indexAt + emptyIndexJson.length));
  } finally {
    output.end();
    await indexer.close();
    await rm(indexFile, { force: true });
  }
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
