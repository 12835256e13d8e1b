import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import {
  publicSettings,
  shardFiles,
  writeShardManifest,
  type ShardManifest,
} from '../../src/site-build/shard-manifest.js';
import { mergeShards } from '../../src/site-build/shard-merge.js';
import { openKeyedLog } from '../../src/site-build/shard-log.js';
import { parseShard, shareOfPath } from '../../src/site-build/shard-share.js';

const config = readConfig({ SITE_URL: 'https://www.example.test' });
let work: string;

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A shard folder as `npm run build -- --shard` leaves it, with `pages` (path → HTML) and one sitemap entry each. */
async function shardFolder(
  name: string,
  manifest: Partial<ShardManifest> & Pick<ShardManifest, 'shard'>,
  pages: Record<string, string> = {},
): Promise<string> {
  const dir = join(work, name);
  const files = shardFiles(dir);
  await mkdir(files.site, { recursive: true });
  const sitemap = openKeyedLog(files.sitemaps);
  const tags = openKeyedLog(files.pageTags);
  Object.keys(pages).forEach((path, position) => {
    sitemap.add([0, 0, position * 10 + manifest.shard.index], { locale: 'fr', page: { path, alternates: {} } });
    tags.add([0, 0, position * 10 + manifest.shard.index], { path, tags: [] });
  });
  sitemap.close();
  tags.close();
  openKeyedLog(files.searchRecords).close();
  for (const [path, html] of Object.entries(pages)) {
    await mkdir(join(files.site, path), { recursive: true });
    await writeFile(join(files.site, path, 'index.html'), html);
  }
  await writeShardManifest(dir, {
    buildId: '20261126T010000Z-a',
    buildTime: 0,
    shell: 'shell-1',
    sourceHash: 'code-1',
    clientHash: 'client-1',
    settings: publicSettings(config),
    embeddedContent: false,
    pages: Object.keys(pages).length,
    manifest: {},
    pageNames: ['home'],
    inlineScriptHashes: [],
    ...manifest,
  });
  return dir;
}

const merge = (shardDirs: string[]) =>
  mergeShards({ config, shardDirs, outDir: join(work, 'dist'), buildsDir: join(work, 'builds'), log: () => {} });

describe('npm run build:merge', () => {
  it('refuses shards of different builds, code or client bundles, and says which', async () => {
    work = await mkdtemp(join(tmpdir(), 'shard-merge-'));
    const one = await shardFolder('one', { shard: { index: 1, count: 2 } });
    const otherBuild = await shardFolder('build', { shard: { index: 2, count: 2 }, buildId: '20261126T020000Z-b' });
    await expect(merge([one, otherBuild])).rejects.toThrow(/disagree on their BUILD_ID/);
    const otherCode = await shardFolder('code', { shard: { index: 2, count: 2 }, sourceHash: 'code-2' });
    await expect(merge([one, otherCode])).rejects.toThrow(/disagree on their source hash/);
    const otherBundle = await shardFolder('bundle', { shard: { index: 2, count: 2 }, clientHash: 'client-2' });
    await expect(merge([one, otherBundle])).rejects.toThrow(/disagree on their client bundle/);
  });

  it('refuses a missing share, a share given twice and shards split differently', async () => {
    work = await mkdtemp(join(tmpdir(), 'shard-merge-'));
    const one = await shardFolder('one', { shard: { index: 1, count: 3 } });
    const two = await shardFolder('two', { shard: { index: 2, count: 3 } });
    const twoAgain = await shardFolder('two-again', { shard: { index: 2, count: 3 } });
    const ofFour = await shardFolder('of-four', { shard: { index: 3, count: 4 } });
    await expect(merge([one, two])).rejects.toThrow(/Share 3\/3 is missing/);
    await expect(merge([one, two, twoAgain])).rejects.toThrow(/Share 2\/3 is given twice/);
    await expect(merge([one, two, ofFour])).rejects.toThrow(/split the pages differently/);
    await expect(merge([one, join(work, 'nothing')])).rejects.toThrow(/not a shard's output/);
  });

  it('refuses shares that wrote different bytes for the same file, and leaves no output', async () => {
    work = await mkdtemp(join(tmpdir(), 'shard-merge-'));
    const one = await shardFolder('one', { shard: { index: 1, count: 2 } }, { '/': 'accueil' });
    const two = await shardFolder('two', { shard: { index: 2, count: 2 } }, { '/': 'autre accueil' });
    await expect(merge([one, two])).rejects.toThrow(/disagree on index\.html/);
    expect(await readdir(work)).toEqual(expect.not.arrayContaining(['dist']));
  });

  it("joins the shares in a single build's page order", async () => {
    work = await mkdtemp(join(tmpdir(), 'shard-merge-'));
    const one = await shardFolder('one', { shard: { index: 1, count: 2 } }, { '/a/': 'a', '/c/': 'c' });
    const two = await shardFolder('two', { shard: { index: 2, count: 2 } }, { '/b/': 'b' });
    const merged = await merge([two, one]);
    expect(merged.pages).toBe(3);
    const sitemap = await readFile(join(work, 'dist/sitemap.xml'), 'utf8');
    const order = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.test(\/\w\/)<\/loc>/g)].map((match) => match[1]);
    expect(order).toEqual(['/a/', '/b/', '/c/']);
  });
});

describe('the shares of a build', () => {
  it('are K/N with 1 ≤ K ≤ N', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const wrong of ['0/3', '4/3', '3', 'a/b', '1/0'])
      expect(() => parseShard(wrong), wrong).toThrow(/--shard must be K\/N/);
  });

  it('put every path in one share, the same on every run, about as many in each', () => {
    const paths = Array.from({ length: 3000 }, (_, index) => `/en/news/article-${index}/`);
    const shares = paths.map((path) => shareOfPath(path, 3));
    for (const share of [1, 2, 3]) expect(shares.filter((one) => one === share).length).toBeGreaterThan(900);
    // From the path alone (a hash, not the process or the machine): the shards of a CI matrix agree.
    expect(['/', '/en/', '/equipe/', '/en/team/'].map((path) => shareOfPath(path, 3))).toEqual([2, 1, 2, 3]);
  });
});
