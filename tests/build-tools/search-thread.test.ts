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

  it('makes an index while its records are appended, the same as from the whole file', async () => {
    const english = generatedRecords('en', 20, 'en');
    const before = generatedRecords('fr', 60, 'site');
    const first = await build('first', before, english);
    const after = before.map((one, index) => (index === 30 ? { ...one, title: 'Un titre corrigé' } : one));
    const spool = await openSearchRecordsSpool(join(dir, 'spool-growing'));
    const staging = join(dir, 'growing');
    const growing = thread.indexer({
      staging,
      locale: 'fr',
      file: spool.fileOf('fr'),
      live: join(dir, 'first'),
      growing: spool.progress('fr'),
    });
    let made = false;
    void growing.then(() => (made = true));
    spool.add('fr', after.slice(0, 25));
    await new Promise((resolve) => setTimeout(resolve, 100));
    spool.add('fr', after.slice(25));
    expect(made).toBe(false);
    spool.end('fr');
    const index = await growing;
    expect(index).not.toBe(first.fr);
    expect(await readFile(join(staging, index), 'utf8')).toBe(JSON.stringify(browserIndex('fr', after)));
    // Remembered by its records' digest, as an index made from the whole file is: the same records link it.
    spool.add('en', english);
    const again = await searchStage({
      staging: join(dir, 'again'),
      records: spool,
      live: staging,
      indexer: thread.indexer,
    });
    expect(again.fr).toBe(index);
    expect((await stat(join(dir, 'again', index))).ino).toBe((await stat(join(staging, index))).ino);
  });

  it('stops an index whose build stopped while it was appending, and serves the next one', async () => {
    const spool = await openSearchRecordsSpool(join(dir, 'spool-stopped'));
    const stopped = thread.indexer({
      staging: join(dir, 'stopped'),
      locale: 'fr',
      file: spool.fileOf('fr'),
      growing: spool.progress('fr'),
    });
    spool.add('fr', generatedRecords('fr', 5, 'stopped'));
    spool.abandon();
    await expect(stopped).rejects.toThrow(/^Search index: .*fr\.ndjson: the build writing it stopped/s);
    const records = generatedRecords('fr', 10, 'next');
    const next = await build('next', records, []);
    expect(await readFile(join(dir, 'next', next.fr), 'utf8')).toBe(JSON.stringify(browserIndex('fr', records)));
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
