import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_CONTENT_CHARS, browserIndex } from '../../src/search/browser-index.js';
import { readSearchRecords, writeSearchRecordsFromLines } from '../../src/search/records-file.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { openSearchRecordsSpool } from '../../src/site-build/search-records-spool.js';
import { searchStage, writeBrowserIndex } from '../../src/site-build/stages/search-stage.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'records-spool-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const record = (url: string, part: number, content: string): SearchRecord => ({
  objectID: `${url}#${part}`,
  type: 'events-slug',
  title: `Événement « ${url} »`,
  summary: 'Un résumé\nsur deux lignes',
  content,
  url,
  practiceAreas: ['Fiscalité'],
  industries: [],
});

/** Three pages, the second long enough for two records and a text the browser index shortens. */
const records: SearchRecord[] = [
  record('/evenements/a', 0, 'court'),
  record('/evenements/b', 0, 'mot '.repeat(BROWSER_CONTENT_CHARS)),
  record('/evenements/b', 1, 'suite de la page b'),
  record('/evenements/c', 0, 'texte "cité" \\ et emoji 🎉'),
];

async function* each<T>(items: readonly T[]): AsyncIterable<T> {
  yield* items;
}

describe('the search records of a build, spooled to disk', () => {
  it('are read back per language in the order they were added, the other language untouched', async () => {
    const spool = await openSearchRecordsSpool(join(dir, 'spool'));
    spool.add('fr', records.slice(0, 2));
    spool.add('fr', []);
    spool.add('fr', records.slice(2));
    const fr: SearchRecord[] = [];
    for await (const item of spool.read('fr')) fr.push(item);
    const en: SearchRecord[] = [];
    for await (const item of spool.read('en')) en.push(item);
    expect(fr).toEqual(records);
    expect(en).toEqual([]);
  });

  it('make the same browser index file, byte for byte, as the index built from all records in memory', async () => {
    const file = join(dir, 'index.json');
    const hash = await writeBrowserIndex(file, 'fr', each(records));
    const expected = JSON.stringify(browserIndex('fr', records));
    expect(await readFile(file, 'utf8')).toBe(expected);
    expect(hash).toBe(createHash('sha256').update(expected).digest('base64url'));
    const emptyFile = join(dir, 'empty.json');
    await writeBrowserIndex(emptyFile, 'en', each([]));
    expect(await readFile(emptyFile, 'utf8')).toBe(JSON.stringify(browserIndex('en', [])));
  });

  it('give each language a content-hashed index in the output and a records file search:sync reads', async () => {
    const spool = await openSearchRecordsSpool(join(dir, 'spool'));
    spool.add('en', records);
    const paths = await searchStage({ staging: join(dir, 'out'), records: spool });
    expect(paths.en).toMatch(/^\/assets\/search-en-[\w-]{10}\.json$/);
    expect(JSON.parse(await readFile(join(dir, 'out', paths.en), 'utf8'))).toEqual(browserIndex('en', records));
    // Written from the spool's lines as they are (a language without records too), as JSON.stringify of the records.
    await writeSearchRecordsFromLines(join(dir, 'builds'), (locale) => spool.fileOf(locale));
    expect(await readSearchRecords(join(dir, 'builds'))).toEqual({ fr: [], en: records });
    expect(await readFile(join(dir, 'builds', 'search-records', 'en.json'), 'utf8')).toBe(JSON.stringify(records));
    expect(await readFile(join(dir, 'builds', 'search-records', 'fr.json'), 'utf8')).toBe('[]');
  });
});
