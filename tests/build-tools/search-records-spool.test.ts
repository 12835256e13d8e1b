import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnalysedRecordsMemory } from '../../src/search/analysed-records-memory.js';
import { BROWSER_CONTENT_CHARS, browserIndex } from '../../src/search/browser-index.js';
import { readSearchRecords, writeSearchRecordsFromLines } from '../../src/search/records-file.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { openSearchRecordsSpool } from '../../src/site-build/search-records-spool.js';
import { searchStage, writeBrowserIndex } from '../../src/site-build/stages/search-stage.js';
import { generatedRecords } from '../search/generated-records.js';

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

  it('make the same browser indexes in a session that remembers its earlier builds, as a build that does not', async () => {
    // One memory remembers every record, one only the first hundred or so (its budget full).
    const memories = [new AnalysedRecordsMemory(), new AnalysedRecordsMemory(250_000)];
    const before = generatedRecords('fr', 200, 'site');
    const retitled = { ...(before[120] as SearchRecord), title: 'Un titre corrigé' };
    const added = generatedRecords('fr', 1, 'nouvelle')[0] as SearchRecord;
    // A page retitled, one added near the start, one removed, the order of two swapped: every record moves but a few.
    const after = [
      ...before.slice(0, 5),
      added,
      ...before.slice(5, 120),
      retitled,
      ...before.slice(122, 150),
      before[151],
      before[150],
      ...before.slice(152),
    ] as SearchRecord[];
    const builds = [before, after, before];
    for (const [build, pages] of builds.entries()) {
      const spool = await openSearchRecordsSpool(join(dir, `spool-${build}`));
      spool.add('fr', pages);
      spool.add('en', generatedRecords('en', 30, `en-${build % 2}`));
      const anew = await searchStage({ staging: join(dir, `anew-${build}`), records: spool });
      expect(await readFile(join(dir, `anew-${build}`, anew.fr), 'utf8')).toBe(
        JSON.stringify(browserIndex('fr', pages)),
      );
      for (const [which, memory] of memories.entries()) {
        expect(
          await searchStage({ staging: join(dir, `remembered-${which}-${build}`), records: spool, memory }),
        ).toEqual(anew);
      }
    }
  });

  it("take the live index of a language whose records did not change, linked, and encode the other's again", async () => {
    const memory = new AnalysedRecordsMemory();
    const english = generatedRecords('en', 30, 'en');
    const build = async (name: string, french: SearchRecord[], live?: string) => {
      const spool = await openSearchRecordsSpool(join(dir, `spool-${name}`));
      spool.add('fr', french);
      spool.add('en', english);
      return searchStage({ staging: join(dir, name), records: spool, memory, live });
    };
    const before = generatedRecords('fr', 40, 'site');
    const first = await build('first', before);
    const after = before.map((one, index) => (index === 7 ? { ...one, title: 'Un titre corrigé' } : one));
    const second = await build('second', after, join(dir, 'first'));
    expect(second.en).toBe(first.en);
    expect((await stat(join(dir, 'second', second.en))).ino).toBe((await stat(join(dir, 'first', first.en))).ino);
    expect(second.fr).not.toBe(first.fr);
    expect(await readFile(join(dir, 'second', second.fr), 'utf8')).toBe(JSON.stringify(browserIndex('fr', after)));
    // Without the live output's file (another build went live meanwhile), the index is encoded again: the same bytes.
    await rm(join(dir, 'second', second.en));
    const third = await build('third', after, join(dir, 'second'));
    expect(third.en).toBe(first.en);
    expect(await readFile(join(dir, 'third', third.en), 'utf8')).toBe(JSON.stringify(browserIndex('en', english)));
  });
});
