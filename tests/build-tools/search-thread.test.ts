import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMEMBERED_BYTES } from '../../src/search/analysed-records-memory.js';
import { browserIndex } from '../../src/search/browser-index.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { openSearchRecordsSpool } from '../../src/site-build/search-records-spool.js';
import { openSearchThread, type SearchThread } from '../../src/site-build/search-thread.js';
import { searchStage } from '../../src/site-build/stages/search-stage.js';
import { generatedRecords } from '../search/generated-records.js';

let dir: string;
let thread: SearchThread;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-thread-'));
  thread = openSearchThread({ rememberedBytes: REMEMBERED_BYTES });
});
afterEach(async () => {
  await thread.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a build session's search thread", () => {
  const build = async (name: string, french: SearchRecord[], english: SearchRecord[], live?: string) => {
    const spool = await openSearchRecordsSpool(join(dir, `spool-${name}`));
    spool.add('fr', french);
    spool.add('en', english);
    return searchStage({ staging: join(dir, name), records: spool, live, indexer: thread.indexer });
  };

  it('makes the indexes a build makes in its own thread, and links the live one of a language that did not change', async () => {
    const english = generatedRecords('en', 30, 'en');
    const before = generatedRecords('fr', 40, 'site');
    const first = await build('first', before, english);
    expect(await readFile(join(dir, 'first', first.fr), 'utf8')).toBe(JSON.stringify(browserIndex('fr', before)));
    expect(await readFile(join(dir, 'first', first.en), 'utf8')).toBe(JSON.stringify(browserIndex('en', english)));
    // One French title corrected: the French index is made again, the English one is the live file, linked.
    const after = before.map((one, index) => (index === 3 ? { ...one, title: 'Un titre corrigé' } : one));
    const second = await build('second', after, english, join(dir, 'first'));
    expect(second.en).toBe(first.en);
    expect((await stat(join(dir, 'second', second.en))).ino).toBe((await stat(join(dir, 'first', first.en))).ino);
    expect(await readFile(join(dir, 'second', second.fr), 'utf8')).toBe(JSON.stringify(browserIndex('fr', after)));
  });

  it('fails the build that asked, saying why, and serves the next one', async () => {
    const missing = thread.indexer({
      staging: join(dir, 'out'),
      locale: 'fr',
      file: join(dir, 'no-such-spool.ndjson'),
    });
    await expect(missing).rejects.toThrow(/^Search index: .*ENOENT.*no-such-spool\.ndjson/s);
    const records = generatedRecords('fr', 10, 'next');
    const next = await build('next', records, []);
    expect(await readFile(join(dir, 'next', next.fr), 'utf8')).toBe(JSON.stringify(browserIndex('fr', records)));
  });
});
