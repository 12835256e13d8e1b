import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { syncAlgolia } from '../search/sync-algolia.js';
import { writeSearchRecords } from '../search/records-file.js';
import { recordsInMemory } from './build-site.js';
import { stagingDir } from './output-swap.js';
import { openPageTags } from './page-tags.js';
import { openSearchRecordsSpool } from './search-records-spool.js';
import type { LoggedRecords, LoggedSitemapPage, LoggedTags } from './shard-build.js';
import { checkShardEntry, listShareOutput, type ShareOutput } from './shard-contents.js';
import { MAX_SHARD_LOG_BYTES, mergeKeyedLogs } from './shard-log.js';
import { checkShards, publicSettings, readShardManifest, shardFiles } from './shard-manifest.js';
import { hostingStage } from './stages/hosting-stage.js';
import { manifestsStage } from './stages/manifests-stage.js';
import { searchStage } from './stages/search-stage.js';
import { openSitemaps, sitemapsStage } from './stages/sitemaps-stage.js';
import { swapStage } from './stages/swap-stage.js';

const projectRoot = resolve(import.meta.dirname, '../..');

/** Files copied at once while joining the shares' outputs. */
const COPY_BATCH = 64;

export interface MergeOptions {
  config: SiteConfig;
  /** The shards' folders (`npm run build -- --shard K/N --out DIR`), one per share, in any order. */
  shardDirs: readonly string[];
  outDir?: string;
  buildsDir?: string;
  keptBuilds?: number;
  keptDeploys?: number;
  log?: (message: string) => void;
}

export interface MergeSummary {
  buildId: string;
  pages: number;
  files: number;
  seconds: number;
}

/**
 * One shard's partial output (listed and checked by {@link listShareOutput}) copied into `staging`. A file another
 * shard wrote too (the client bundle, the 404 pages, an image two shares show) must be the same bytes: otherwise the
 * shards were not built from the same code and content, and the merge fails naming the file.
 */
async function copyShareOutput(from: string, output: ShareOutput, staging: string): Promise<void> {
  for (const folder of output.folders) await mkdir(join(staging, folder), { recursive: true });
  const { files } = output;
  for (let start = 0; start < files.length; start += COPY_BATCH) {
    await Promise.all(
      files.slice(start, start + COPY_BATCH).map(async (file) => {
        try {
          await copyFile(join(from, file), join(staging, file), constants.COPYFILE_EXCL);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const [ours, theirs] = await Promise.all([readFile(join(from, file)), readFile(join(staging, file))]);
          if (!ours.equals(theirs)) {
            throw new Error(
              `The shards disagree on ${file}: ${from} and an earlier share wrote different bytes (built from different code or content?)`,
            );
          }
        }
      }),
    );
  }
}

/**
 * Each shard's files the merge reads, checked before anything is written: its logs regular files of at most
 * MAX_SHARD_LOG_BYTES and its output's every entry a regular file or a real folder inside it (no link out of the
 * shard), listed for the copy.
 */
async function checkShardFolders(dirs: readonly string[]): Promise<ShareOutput[]> {
  const outputs: ShareOutput[] = [];
  for (const dir of dirs) {
    const files = shardFiles(dir);
    for (const log of [files.sitemaps, files.searchRecords, files.pageTags])
      await checkShardEntry(log, { maxBytes: MAX_SHARD_LOG_BYTES });
    outputs.push(await listShareOutput(files.site));
  }
  return outputs;
}

/**
 * `npm run build:merge -- --out DIR SHARD_DIR…`: the shares of one build (shard-build.ts) joined into the deploy folder
 * a single build of the same content, code and `BUILD_ID` writes, byte for byte: their outputs copied, then what
 * needs every page made by the single build's own stages from the shards' logs sorted back into build order
 * (sitemaps and robots.txt, browser search indexes, build manifests and `builds/latest.json`, `_headers` and
 * `_redirects`), Algolia synced when configured, and the output made live (swap stage). Refuses shards that are not
 * every share exactly once, or that disagree on the build id, code, client bundle or settings.
 */
export async function mergeShards({
  config,
  shardDirs,
  outDir = 'dist',
  buildsDir = 'builds',
  keptBuilds,
  keptDeploys,
  log = console.log,
}: MergeOptions): Promise<MergeSummary> {
  const started = performance.now();
  const dirs = shardDirs.map((dir) => resolve(projectRoot, dir));
  const shards = await Promise.all(dirs.map(async (dir) => ({ dir, manifest: await readShardManifest(dir) })));
  shards.sort((a, b) => a.manifest.shard.index - b.manifest.shard.index);
  const build = checkShards(shards);
  const settings = JSON.stringify(publicSettings(config));
  if (settings !== JSON.stringify(build.settings)) {
    throw new Error(
      `The merge's settings ${settings} are not the shards' ${JSON.stringify(build.settings)}: run it with the same SITE_URL, GTM_ID, ALGOLIA_* and FORMS_API_URL`,
    );
  }
  const outputs = await checkShardFolders(shards.map(({ dir }) => dir));
  const { buildId } = build;
  const target = resolve(projectRoot, outDir);
  const staging = stagingDir(target, buildId);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const searchRecords = await openSearchRecordsSpool(`${staging}-search-records`);
  const history = resolve(projectRoot, buildsDir);
  const pageTags = await openPageTags(history, buildId);
  const logs = (name: 'sitemaps' | 'searchRecords' | 'pageTags') => shards.map(({ dir }) => shardFiles(dir)[name]);
  try {
    log(`[merge] ${buildId}: joining ${shards.length} shares`);
    for (const [position, { dir }] of shards.entries())
      await copyShareOutput(shardFiles(dir).site, outputs[position] as ShareOutput, staging);
    const sitemaps = await openSitemaps(staging, config.siteUrl);
    for await (const { value } of mergeKeyedLogs<LoggedSitemapPage>(logs('sitemaps')))
      sitemaps.add(value.locale, value.page);
    await sitemapsStage({ sitemaps, staging, siteUrl: config.siteUrl });
    for await (const { value } of mergeKeyedLogs<LoggedRecords>(logs('searchRecords')))
      searchRecords.add(value.locale, value.records);
    const searchIndexes = await searchStage({ staging, records: searchRecords });
    let pages = 0;
    for await (const { value } of mergeKeyedLogs<LoggedTags>(logs('pageTags'))) {
      await pageTags.add([value]);
      pages += 1;
    }
    const expected = shards.reduce((sum, { manifest }) => sum + manifest.pages, 0);
    if (pages !== expected)
      throw new Error(
        `The shards' logs name ${pages} pages, their manifests ${expected}: a shard's folder is incomplete`,
      );
    const keptMetas = await manifestsStage({
      staging,
      history,
      buildId,
      shell: build.shell,
      timestamp: build.buildTime,
      manifest: build.manifest,
      pageNames: build.pageNames,
      searchIndexes,
      keptBuilds,
    });
    await hostingStage({ staging, config, scriptHashes: build.inlineScriptHashes });
    if (config.algoliaAppId && config.algoliaAdminKey) {
      const counts = await syncAlgolia(config, await recordsInMemory(searchRecords));
      log(
        `[merge] search: ${Object.entries(counts)
          .map(([index, count]) => `${index} ${count} records`)
          .join(', ')}`,
      );
    }
    const files = await swapStage({
      staging,
      target,
      buildId,
      keptMetas,
      keptDeploys,
      uploadsFrom: build.embeddedContent ? config.contentDir : undefined,
    });
    await writeSearchRecords(history, (locale) => searchRecords.read(locale));
    await pageTags.commit();
    const seconds = (performance.now() - started) / 1000;
    log(
      `[merge] ${buildId} -> ${outDir}/: ${pages} pages from ${shards.length} shares, ${files} files in ${seconds.toFixed(1)} s`,
    );
    return { buildId, pages, files, seconds };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await searchRecords.remove();
    await pageTags.discard();
  }
}
