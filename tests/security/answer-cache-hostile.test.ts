import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerCache,
  type AnswerRequest,
  KEPT_ANSWER_MAX_BYTES,
  openAnswerCache,
} from '../../src/content-service/server/answer-cache.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const ASSET_URL = 'http://127.0.0.1:4100';
const REQUEST: AnswerRequest = {
  query: '{ allSingleNews { id title } }',
  variables: undefined,
  includeDrafts: true,
  excludeInvalid: false,
  cacheTags: true,
};
/** What a file outside the answers folder holds, in the form of a kept answer: never an answer of the service. */
const PLANTED = `{"complexity":1,"cacheTags":null,"assets":[]}\n{"data":{"allSingleNews":[{"title":"PLANTED"}]}}`;

let work: string;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'answer-cache-hostile-'));
  await writeFile(join(work, 'planted'), PLANTED);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  warn.mockRestore();
  await rm(work, { recursive: true, force: true });
});

/** A cache holding the answer to REQUEST, and the path of its file. */
async function cacheWithAnswer(): Promise<{ cache: AnswerCache; file: string }> {
  const options = {
    root: join(work, 'answers'),
    contentDir: join(work, 'content'),
    version: 'v1',
    assetUrl: ASSET_URL,
  };
  const cache = await openAnswerCache(options);
  cache.write(REQUEST, { body: Buffer.from('{"data":{"allSingleNews":[]}}'), complexity: 1, cacheTags: ['a'] });
  const [content] = await readdir(options.root);
  const folder = join(options.root, content as string, 'v1');
  const kept = async () => (await readdir(folder)).filter((name) => !name.endsWith('.tmp'));
  await expect.poll(kept).toHaveLength(1);
  const [name] = await kept();
  return { cache, file: join(folder, name as string) };
}

/** The read, or `'hung'` when it has not settled within 3 seconds. */
function settled<T>(read: Promise<T>): Promise<T | 'hung'> {
  return Promise.race([read, new Promise<'hung'>((done) => setTimeout(() => done('hung'), 3000).unref())]);
}

const HOSTILE_FILES: { name: string; plant: (file: string) => Promise<unknown> }[] = [
  { name: 'a link to a file outside the cache', plant: (file) => symlink(join(work, 'planted'), file) },
  { name: 'a FIFO no one writes to', plant: async (file) => execFileSync('mkfifo', [file]) },
  { name: 'a link to an endless device', plant: (file) => symlink('/dev/zero', file) },
  { name: 'a folder', plant: (file) => mkdir(file) },
  {
    name: 'a file over the bound (sparse, 3 GB)',
    plant: async (file) => {
      await writeFile(file, PLANTED);
      await truncate(file, 3 * 1024 ** 3);
    },
  },
  { name: 'a damaged header', plant: (file) => writeFile(file, '{"complexity":\n{"data":{}}') },
  { name: 'no header line', plant: (file) => writeFile(file, '{"data":{}}') },
  {
    name: 'asset offsets past the body',
    plant: (file) => writeFile(file, '{"complexity":1,"cacheTags":null,"assets":[999999]}\n{"data":{}}'),
  },
];

describe('kept content answers read back', () => {
  it.each(HOSTILE_FILES)('take $name for a miss, with one warning naming the file', async ({ plant }) => {
    countHostile('kept answers read back');
    const { cache, file } = await cacheWithAnswer();
    await rm(file);
    await plant(file);
    expect(await settled(cache.read(REQUEST))).toBeUndefined();
    expect(await settled(cache.read(REQUEST))).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(file);
  });

  it('read a missing answer as a miss without a warning, and a kept one whole', async () => {
    const { cache, file } = await cacheWithAnswer();
    expect(await cache.read(REQUEST)).toMatchObject({ complexity: 1, cacheTags: ['a'] });
    await rm(file);
    expect(await cache.read(REQUEST)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keep no answer over the bound', async () => {
    const { cache, file } = await cacheWithAnswer();
    await rm(file);
    cache.write(REQUEST, { body: Buffer.alloc(KEPT_ANSWER_MAX_BYTES + 1, 0x20), complexity: 1, cacheTags: [] });
    // Another answer, kept after the large one would have started: once it is there and nothing is being written,
    // the large one would be there too.
    cache.write({ ...REQUEST, includeDrafts: false }, { body: Buffer.from('{}'), complexity: 1, cacheTags: [] });
    const listed = () => readdir(join(file, '..'));
    await expect.poll(async () => (await listed()).filter((name) => !name.endsWith('.tmp'))).toHaveLength(1);
    await expect.poll(async () => (await listed()).some((name) => name.endsWith('.tmp'))).toBe(false);
    expect(await listed()).not.toContain(file.split('/').at(-1));
  });
});
