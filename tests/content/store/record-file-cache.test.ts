import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../src/content-service/store/content-store.js';
import { ContentValidationError } from '../../../src/content-service/store/content-validation-error.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { RACY_WINDOW_MS } from '../../../src/content-service/store/file-identity.js';
import { RecordFileCache, RecordFileCacheWriter } from '../../../src/content-service/store/record-file-cache.js';
import { copyFixture, type FixtureCopy } from './fixture-copy.js';

const RECORD_FILES = 14;
/** Where the hash of the code that wrote a cache starts in its first line (`content-store-cache {hash} …`). */
const CODE_HASH_AT = 'content-store-cache '.length;

let fixture: FixtureCopy | undefined;

afterEach(async () => {
  await fixture?.remove();
  fixture = undefined;
});

/** A copy of the small fixture with its cache file inside the copy (removed with it). */
async function cachedCopy(): Promise<{ copy: FixtureCopy; load: () => Promise<ContentStore>; cacheFile: string }> {
  fixture = await copyFixture();
  const copy = fixture;
  const cacheFile = join(copy.dir, '.cache.bin');
  return { copy, cacheFile, load: () => loadContent(copy.dir, { cacheFile }) };
}

/** Everything a query can read of a store, as plain data. */
function contents(store: ContentStore): unknown {
  return {
    records: [...store.records.entries()],
    summaries: [...store.recordSummaries.entries()],
    blocks: [...store.blocks.entries()],
    ids: [...store.recordIdsByModel.entries()],
    warnings: store.warnings,
  };
}

describe('the cache of validated record files', () => {
  it('does not validate an unchanged file again, and gives the same store', async () => {
    const { copy, load } = await cachedCopy();
    const first = await load();
    expect(first.recordFileCounts).toEqual({ validated: RECORD_FILES, reused: 0, unread: 0 });
    const second = await load();
    expect(second.recordFileCounts).toEqual({ validated: 0, reused: RECORD_FILES, unread: 0 });
    expect(contents(second)).toEqual(contents(await loadContent(copy.dir, { cacheFile: null })));
  });

  it('does not read a file that kept the identity it had when its entry was made, and reads one saved since', async () => {
    const { copy, load } = await cachedCopy();
    // Files changed within the racy window of a load are read whatever their identity (file-identity.ts).
    await new Promise((resolve) => setTimeout(resolve, RACY_WINDOW_MS + 100));
    await load();
    expect((await load()).recordFileCounts).toEqual({ validated: 0, reused: RECORD_FILES, unread: RECORD_FILES });
    const edited = 'records/single_news/news-merger-guide.json';
    await copy.editJson(edited, (json) => {
      json.date = '2025-03-04';
    });
    const store = await load();
    expect(store.recordFileCounts).toEqual({ validated: 1, reused: RECORD_FILES - 1, unread: RECORD_FILES - 1 });
    expect([...store.records.values()].find((record) => record.sourceFile === edited)?.fields.date).toBe('2025-03-04');
    expect(contents(store)).toEqual(contents(await loadContent(copy.dir, { cacheFile: null })));
  });

  it('validates an edited file again, and the edit shows', async () => {
    const { copy, load } = await cachedCopy();
    await load();
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.date = '2025-03-04';
    });
    const store = await load();
    expect(store.recordFileCounts).toEqual({ validated: 1, reused: RECORD_FILES - 1, unread: 0 });
    expect(
      [...store.records.values()].find((record) => record.sourceFile.endsWith('news-merger-guide.json'))?.fields.date,
    ).toBe('2025-03-04');
  });

  it('validates again a file linking to a removed record, and reports the broken link', async () => {
    const { copy, load } = await cachedCopy();
    await load();
    await rm(join(copy.dir, 'records/office/office-quebec.json'));
    const error: unknown = await load().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).problems.map((problem) => problem.reason)).toContain(
      'links to record "office-quebec", which does not exist',
    );
  });

  it('reports the problems of an invalid file on every load, cached or not', async () => {
    const { copy, load } = await cachedCopy();
    await copy.editJson('records/single_event/event-breakfast.json', (json) => {
      json.startAt = 'tomorrow';
    });
    const problems = async (): Promise<unknown> =>
      load().then(
        () => undefined,
        (error: unknown) => (error instanceof ContentValidationError ? error.problems : error),
      );
    const first = await problems();
    expect(first).toEqual([expect.objectContaining({ file: 'records/single_event/event-breakfast.json' })]);
    expect(await problems()).toEqual(first);
  });

  it.each([
    [
      'a damaged entry',
      (bytes: Buffer) => bytes.fill(0x7b, Math.floor(bytes.length / 3), Math.floor(bytes.length / 3) + 64),
    ],
    ['a truncated file', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2))],
    [
      'another code',
      (bytes: Buffer) => bytes.fill(bytes[CODE_HASH_AT] === 0x61 ? 0x62 : 0x61, CODE_HASH_AT, CODE_HASH_AT + 1),
    ],
  ])('ignores a cache with %s, and answers as without it', async (_case, damage) => {
    const { copy, load, cacheFile } = await cachedCopy();
    await load();
    await writeFile(cacheFile, damage(await readFile(cacheFile)));
    const store = await load();
    expect(store.recordFileCounts?.validated).toBeGreaterThan(0);
    expect(contents(store)).toEqual(contents(await loadContent(copy.dir, { cacheFile: null })));
    expect((await load()).recordFileCounts).toEqual({ validated: 0, reused: RECORD_FILES, unread: 0 });
  });

  it('reads back every entry of a cache of thousands of files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'record-file-cache-'));
    try {
      const path = join(dir, 'cache.bin');
      const files = Array.from({ length: 2_500 }, (_, index) => `records/single_news/news-${index}.json`);
      const writer = new RecordFileCacheWriter(path, dir);
      for (const [index, file] of files.entries())
        writer.add(file, `hash-${index}`, index % 2 === 0 ? `1:${index}:5:5` : '', [
          Buffer.from(`{"n":`),
          Buffer.from(`${index}}`),
        ]);
      writer.commit();
      const cache = RecordFileCache.open(path, dir);
      expect(cache.size).toBe(files.length);
      expect(files.map((file, index) => cache.entry(file, `hash-${index}`)?.toString())).toEqual(
        files.map((_, index) => `{"n":${index}}`),
      );
      expect(cache.entry(files[0] as string, 'another-hash')).toBeUndefined();
      expect([
        cache.identity(files[2] as string),
        cache.identity(files[3] as string),
        cache.identity('records/none.json'),
      ]).toEqual(['1:2:5:5', '', undefined]);
      cache.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
