import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ViteManifest } from '../../renderer/server/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { checkShardEntry } from './shard-contents.js';
import { MAX_SHARD_MANIFEST_BYTES, shardManifestSchema } from './shard-manifest-schema.js';
import type { Shard } from './shard-share.js';

/** What a shard folder holds besides its manifest: the partial output and the logs the merge sorts. */
export const shardFiles = (dir: string) => ({
  manifest: join(dir, 'shard.json'),
  /** The share's pages, images, 404 pages and the client bundle, laid out as in the deploy folder. */
  site: join(dir, 'site'),
  sitemaps: join(dir, 'sitemaps.ndjson'),
  searchRecords: join(dir, 'search-records.ndjson'),
  pageTags: join(dir, 'page-tags.ndjson'),
});

/** The settings the pages and the host configuration are made from: the merge must run with the same ones. */
export function publicSettings(config: SiteConfig): Record<string, string | null> {
  const { siteUrl, gtmId, algoliaAppId, algoliaSearchKey, algoliaIndexPrefix, algoliaHost, formsApiUrl } = config;
  const settings = { siteUrl, gtmId, algoliaAppId, algoliaSearchKey, algoliaIndexPrefix, algoliaHost, formsApiUrl };
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, value ?? null]));
}

/** `{dir}/shard.json`: what the merge checks the shards agree on and needs to finish the build. */
export interface ShardManifest {
  shard: Shard;
  buildId: string;
  buildTime: number;
  /** The shell the share's pages name (SiteData): the same code and site data in every share. */
  shell: string;
  /** The hash of the code the bundles were made from (their folder's name). */
  sourceHash: string;
  /** The hash of every file of the client bundle (names and bytes): the shards must ship the same bundle. */
  clientHash: string;
  settings: Record<string, string | null>;
  /** Whether the content came from the embedded service (its uploads are then published with the build). */
  embeddedContent: boolean;
  pages: number;
  manifest: ViteManifest;
  pageNames: string[];
  inlineScriptHashes: readonly string[];
}

/** The hash of a folder's files, names and bytes, in name order. */
export async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(`${relative(dir, file)}\0`)
      .update(await readFile(file))
      .update('\0');
  return hash.digest('base64url');
}

export async function writeShardManifest(dir: string, manifest: ShardManifest): Promise<void> {
  await writeFile(shardFiles(dir).manifest, JSON.stringify(manifest, null, 2));
}

/**
 * `{dir}/shard.json`, checked before any of it is used: a regular file in the shard (never a link), of a bounded
 * size, whose JSON has the manifest's shape and a build id of the one form build ids have. Throws naming what is wrong.
 */
export async function readShardManifest(dir: string): Promise<ShardManifest> {
  const file = shardFiles(dir).manifest;
  const present = await lstat(file).then(
    () => true,
    () => false,
  );
  if (!present)
    throw new Error(
      `${dir} is not a shard's output (no shard.json: was it built with npm run build -- --shard K/N --out ${dir}?)`,
    );
  await checkShardEntry(file, { maxBytes: MAX_SHARD_MANIFEST_BYTES });
  const text = await readFile(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = shardManifestSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new Error(`${file} is not a shard manifest: ${problems.slice(0, 5).join('; ')}`);
  }
  return parsed.data;
}

/** The facts every shard of one build must share, with how a disagreement is told. */
const agreed: { name: string; of: (manifest: ShardManifest) => unknown }[] = [
  { name: 'BUILD_ID', of: (manifest) => manifest.buildId },
  { name: 'build time', of: (manifest) => manifest.buildTime },
  { name: 'shell (code and site-wide data)', of: (manifest) => manifest.shell },
  { name: 'source hash (the code they were built from)', of: (manifest) => manifest.sourceHash },
  { name: 'client bundle', of: (manifest) => manifest.clientHash },
  { name: 'settings (SITE_URL, GTM_ID, ALGOLIA_*, FORMS_API_URL)', of: (manifest) => manifest.settings },
  { name: 'content source (embedded or remote)', of: (manifest) => manifest.embeddedContent },
  { name: 'page types', of: (manifest) => manifest.pageNames },
  { name: 'Vite manifest', of: (manifest) => manifest.manifest },
  { name: 'inline script hashes', of: (manifest) => manifest.inlineScriptHashes },
];

/**
 * Checks that `manifests` (with the folders they came from) are every share of one build, once each: the same
 * count, shares 1 to N each present once, and the same build, code, bundle and settings. Throws naming what differs.
 */
export function checkShards(shards: readonly { dir: string; manifest: ShardManifest }[]): ShardManifest {
  const [first] = shards;
  if (!first) throw new Error('No shard folders given: npm run build:merge -- --out DIR SHARD_DIR…');
  const { count } = first.manifest.shard;
  for (const { dir, manifest } of shards) {
    if (manifest.shard.count !== count) {
      throw new Error(
        `${dir} is share ${manifest.shard.index}/${manifest.shard.count}, ${first.dir} is ${first.manifest.shard.index}/${count}: the shards split the pages differently`,
      );
    }
  }
  for (let index = 1; index <= count; index += 1) {
    const holders = shards.filter(({ manifest }) => manifest.shard.index === index).map(({ dir }) => dir);
    if (holders.length === 0) throw new Error(`Share ${index}/${count} is missing: its pages would be left out`);
    if (holders.length > 1) throw new Error(`Share ${index}/${count} is given twice (${holders.join(', ')})`);
  }
  for (const { name, of } of agreed) {
    const expected = JSON.stringify(of(first.manifest));
    const other = shards.find(({ manifest }) => JSON.stringify(of(manifest)) !== expected);
    if (other) {
      throw new Error(
        `The shards disagree on their ${name}: ${first.dir} has ${expected.slice(0, 200)}, ${other.dir} has ${JSON.stringify(of(other.manifest)).slice(0, 200)}`,
      );
    }
  }
  return first.manifest;
}
