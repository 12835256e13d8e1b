import { mkdir, readdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import type { Locale } from '../config/locales.js';
import { createSiteContentClient } from '../content-client/site-content-client.js';
import { algoliaConnection } from '../page-contract/algolia-connection.js';
import type { SearchRecord } from '../search/search-record.js';
import { buildTimeOf } from './build-id.js';
import { emptyStats, formatStats, timed, type BuildStats } from './build-stats.js';
import type { Bundles } from './bundles.js';
import type { PageTagsWriter } from './page-tags.js';
import { pathExists } from './path-exists.js';
import type { SearchRecordsSpool } from './search-records-spool.js';
import { openKeyedLog, type KeyedLogWriter, type PageKey } from './shard-log.js';
import { folderHash, publicSettings, shardFiles, writeShardManifest } from './shard-manifest.js';
import { shardPages } from './shard-pages.js';
import type { Shard } from './shard-share.js';
import type { SitemapPage } from './sitemap-writer.js';
import { bundleStage } from './stages/bundle-stage.js';
import { contentStage } from './stages/content-stage.js';
import { imagesStage } from './stages/images-stage.js';
import { renderStage } from './stages/render-stage.js';
import { createRenderPool } from './render-pool.js';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface ShardBuildOptions {
  config: SiteConfig;
  buildId: string;
  shard: Shard;
  /** The shard's folder (its partial output, logs and `shard.json`), emptied first. */
  outDir: string;
  workers?: number;
  buildTime?: number;
  prepareBundles?: () => Promise<Bundles>;
  log?: (message: string) => void;
}

/** A language's search records as a shard logs them: one entry per page, its records in build order. */
export interface LoggedRecords {
  locale: Locale;
  records: SearchRecord[];
}

/** A page's cache tags (and whatever else the build state keeps of it) as a shard logs them. */
export type LoggedTags = Parameters<PageTagsWriter['add']>[0][number];

/** A sitemap entry as a shard logs it. */
export interface LoggedSitemapPage {
  locale: Locale;
  page: SitemapPage;
}

/** Refuses to empty a folder that holds something other than a shard's output (`--out dist` by mistake). */
async function clearShardDir(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (
    entries.length > 0 &&
    !(await pathExists(shardFiles(dir).manifest)) &&
    !(await pathExists(shardFiles(dir).site))
  ) {
    throw new Error(`${dir} is not empty and holds no shard output: a shard's --out must be a folder of its own`);
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(shardFiles(dir).site, { recursive: true });
}

/** The search records of a chunk, grouped by page (each page's records follow each other) and logged under its key. */
function recordsLog(log: KeyedLogWriter<LoggedRecords>, keyOf: (path: string) => PageKey): SearchRecordsSpool {
  return {
    add(locale, records) {
      let page: SearchRecord[] = [];
      const flush = () => {
        if (page[0]) log.add(keyOf(page[0].url), { locale, records: page });
        page = [];
      };
      for (const record of records) {
        if (page[0] && page[0].url !== record.url) flush();
        page.push(record);
      }
      flush();
    },
    // The shard's records are read by the merge (shard-merge.ts), never in the shard.
    read: () => {
      throw new Error('A shard does not read its search records back');
    },
    remove: async () => {},
  };
}

/**
 * `npm run build -- --shard K/N --out DIR`: the K-th of N shares of the pages (shard-share.ts), rendered with the same
 * stages as a full build (bundle, content, render, images) into `DIR/site/`, and what a full build would make from
 * every page (sitemaps, search records, page tags) logged per page with its place in a single build's order.
 * `npm run build:merge` joins the shares into the deploy folder (shard-merge.ts). Every shard loads the site's
 * shared content and lists every page type's paths; it loads and renders only its own pages.
 */
export async function buildShard({
  config,
  buildId,
  shard,
  outDir,
  workers = availableParallelism(),
  buildTime = buildTimeOf(buildId, config.sourceDateEpoch),
  prepareBundles,
  log = console.log,
}: ShardBuildOptions): Promise<BuildStats> {
  const started = performance.now();
  const stats = emptyStats(workers);
  const dir = resolve(projectRoot, outDir);
  const files = shardFiles(dir);
  await clearShardDir(dir);
  const contentStarting = createSiteContentClient(config, { serviceProcess: true });
  contentStarting.catch(() => {});
  const sitemapLog = openKeyedLog<LoggedSitemapPage>(files.sitemaps);
  const recordLog = openKeyedLog<LoggedRecords>(files.searchRecords);
  const tagLog = openKeyedLog<LoggedTags>(files.pageTags);
  try {
    log(`[build] ${buildId}, share ${shard.index}/${shard.count}: bundling`);
    const bundles = await timed(stats, 'bundle', () =>
      bundleStage({ staging: files.site, log, prepare: prepareBundles }),
    );
    stats.bundleReused = bundles.reused;
    const clientHash = await folderHash(files.site);
    const content = await timed(stats, 'fetch', () => contentStarting);
    const { sites, shell, layoutTags } = await timed(stats, 'fetch', () =>
      contentStage({
        content,
        server: bundles.server,
        code: basename(dirname(bundles.serverDir)),
        buildTime,
        gtmId: config.gtmId,
        algolia: algoliaConnection(config),
        formsOrigin: config.formsApiUrl,
      }),
    );
    const share = shardPages(bundles.server, shard);
    const pageTags: PageTagsWriter = {
      add: async (pages) => {
        // The render stage adds a page's tags last, after its search records and sitemap entry.
        for (const page of pages) {
          tagLog.add(share.keyOf(page.path), page);
          share.forget(page.path);
        }
      },
      commit: async () => {},
      discard: async () => {},
    };
    const pool = createRenderPool({
      workers,
      serverDir: bundles.serverDir,
      server: share.server,
      setup: { manifest: bundles.manifest, staging: files.site, siteUrl: config.siteUrl, sites },
    });
    const rendered = await renderStage({
      ...bundles,
      server: share.server,
      content,
      staging: files.site,
      siteUrl: config.siteUrl,
      sites,
      workers,
      pool,
      sitemaps: { add: (locale, page) => sitemapLog.add(share.keyOf(page.path), { locale, page }) },
      stats,
      log,
      searchRecords: recordsLog(recordLog, share.keyOf),
      pageTags,
      layoutTags,
    }).finally(() => pool.close());
    stats.pages = rendered.pages;
    await timed(stats, 'images', () =>
      imagesStage({
        imageVariants: rendered.imageVariants,
        contentDir: config.contentDir,
        effort: config.imageWebpEffort,
        staging: files.site,
        projectRoot,
        log,
      }),
    );
    await writeShardManifest(dir, {
      shard,
      buildId,
      buildTime,
      shell,
      sourceHash: basename(dirname(bundles.serverDir)),
      clientHash,
      settings: publicSettings(config),
      embeddedContent: content.embedded,
      pages: rendered.pages,
      manifest: bundles.manifest,
      pageNames: Object.keys(bundles.server.pages),
      inlineScriptHashes: bundles.server.inlineScriptHashes,
    });
    stats.seconds.total = (performance.now() - started) / 1000;
    log(`[build] ${buildId}, share ${shard.index}/${shard.count} -> ${outDir}/: ${formatStats(stats)}`);
    return stats;
  } finally {
    sitemapLog.close();
    recordLog.close();
    tagLog.close();
    await (await contentStarting.catch(() => undefined))?.close();
  }
}
