import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { prepareBundles } from '../../src/site-build/bundles.js';
import { buildShard } from '../../src/site-build/shard-build.js';
import { mergeShards } from '../../src/site-build/shard-merge.js';
import { TEST_BUILD_ID, TEST_SITE_URL } from '../support/test-site.js';

const root = resolve(import.meta.dirname, '../..');
const work = `.cache/shards-${process.pid}`;
const SHARES = 3;

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(relative(dir, file), await readFile(file));
  }
  return files;
}

afterAll(async () => {
  await rm(join(root, work), { recursive: true, force: true });
});

describe('a build split into shares', () => {
  it('merges into the deploy folder a single build of the same content and BUILD_ID writes, byte for byte', async () => {
    // The single build is the suite's (tests/support/global-setup.ts): same settings, build id and build time.
    const single = inject('builtSiteDir');
    const { timestamp } = JSON.parse(await readFile(join(single, 'builds/latest.json'), 'utf8')) as {
      timestamp: number;
    };
    const config = readConfig({
      ...process.env,
      BUILD_ID: TEST_BUILD_ID,
      SITE_URL: TEST_SITE_URL,
      CONTENT_API_URL: '',
    });
    const bundles = await prepareBundles();
    const shards = Array.from({ length: SHARES }, (_, index) => `${work}/share-${index + 1}`);
    // The shares side by side, as a CI matrix runs them.
    const built = await Promise.all(
      shards.map((outDir, index) =>
        buildShard({
          config,
          buildId: TEST_BUILD_ID,
          buildTime: timestamp,
          shard: { index: index + 1, count: SHARES },
          outDir,
          workers: 1,
          prepareBundles: async () => bundles,
          log: () => {},
        }),
      ),
    );
    const merged = await mergeShards({
      config,
      shardDirs: shards,
      outDir: `${work}/dist`,
      buildsDir: `${work}/builds`,
      log: () => {},
    });

    const pages = built.map((stats) => stats.pages);
    expect(Math.min(...pages)).toBeGreaterThan(merged.pages / SHARES / 2);
    const [ours, theirs] = await Promise.all([filesOf(join(root, work, 'dist')), filesOf(single)]);
    expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
    const different = [...ours]
      .filter(([file, bytes]) => !bytes.equals(theirs.get(file) as Buffer))
      .map(([file]) => file);
    expect(different).toEqual([]);
  }, 180_000);
});
