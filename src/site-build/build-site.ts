import { statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { localeCodes, type Locale } from '../config/locales.js';
import type { SiteData } from '../page-contract/site-data.js';
import { buildTimeOf } from './build-id.js';
import { stagingDir } from './output-swap.js';
import { createSiteContentClient, type SiteContentClient } from '../content-client/site-content-client.js';
import { watchStageMemory } from './heap-watch.js';
import { emptyStats, formatStats, timed, type BuildStats } from './build-stats.js';
import type { Bundles } from './bundles.js';
import { bundleStage } from './stages/bundle-stage.js';
import { reuseSource, writeRenderState } from './page-reuse.js';
import { planBuild } from './partial-plan.js';
import { partialRenderStage } from './partial-render.js';
import type { PreparedPages } from './prepared-pages.js';
import { openPageTags, type PageTagsWriter, type readRecordedBuild } from './page-tags.js';
import { contentStage } from './stages/content-stage.js';
import { hostingStage } from './stages/hosting-stage.js';
import { imagesStage } from './stages/images-stage.js';
import { manifestsStage } from './stages/manifests-stage.js';
import { renderStage } from './stages/render-stage.js';
import { createRenderPool, type RenderPool } from './render-pool.js';
import { algoliaConnection } from '../page-contract/algolia-connection.js';
import { readSearchRecords, writeSearchRecordsFromLines } from '../search/records-file.js';
import { syncAlgolia, updateAlgolia } from '../search/sync-algolia.js';
import { formatIndexUpdates } from '../search/update-indexes.js';
import { searchStage, SIDE_BY_SIDE_RECORD_BYTES, type LanguageIndexer } from './stages/search-stage.js';
import { openSearchRecordsSpool, type SearchRecordsSpool } from './search-records-spool.js';
import type { SearchRecord } from '../search/search-record.js';
import { openSitemaps, sitemapsStage } from './stages/sitemaps-stage.js';
import { carriedSitemaps } from './carried-sitemaps.js';
import { swapStage } from './stages/swap-stage.js';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface BuildOptions {
  config: SiteConfig;
  buildId: string;
  outDir?: string;
  /** Render threads; 0 renders in this thread. Default: one per core. */
  workers?: number;
  /** The build's time (ms). Default: SOURCE_DATE_EPOCH, else the time in the build id, else now (build-id.ts). */
  buildTime?: number;
  /** Where the build manifests of every build are kept (the latest ones are published with each build). */
  buildsDir?: string;
  /** How many build manifests (and so builds' assets) stay published, this build's included. Default: 20. */
  keptBuilds?: number;
  /** How many complete outputs stay on disk, the live one included, for `npm run publish:rollback`. Default: 3. */
  keptDeploys?: number;
  /**
   * Take the HTML of pages whose payload did not change from the live output instead of rendering them again, when it
   * was built from the same code (page-reuse.ts). Default true; the output is the same either way.
   */
  reusePages?: boolean;
  /**
   * The cache tags a content change invalidated: the build fetches and renders only the pages whose recorded tags they
   * name and carries the others over from the live output (partial-plan.ts says when it can). Absent or null: a full build.
   */
  invalidatedTags?: readonly string[] | null;
  /** The code's bundles. Default: built by Vite, or reused when the sources did not change. */
  prepareBundles?: () => Promise<Bundles>;
  /**
   * The content, when a resident build session keeps its service running between builds (build-session.ts: a client
   * whose `close()` leaves it running). Default: a content service (or API client) started for this build.
   */
  content?: Promise<SiteContentClient>;
  /** Reads the recorded build a partial build starts from (partial-plan.ts; default: from `buildsDir` now). */
  readRecorded?: typeof readRecordedBuild;
  /**
   * How the browser indexes are made: a resident build session's search thread (search-thread.ts), which remembers the
   * records it analysed in earlier builds and, in a partial build, starts a language's index once its pages are done.
   * Default: in this thread, after the pages (the indexes are the same either way).
   */
  searchIndexer?: LanguageIndexer;
  /** The pages a resident build session linked for this build (prepared-pages.ts): a partial build takes them, else they are discarded. */
  preparedPages?: PreparedPages | undefined;
  log?: (message: string) => void;
}

/** Every language's records at once, for Algolia's client (which takes a list): the one step that holds them all. */
export async function recordsInMemory(spool: SearchRecordsSpool): Promise<Record<Locale, SearchRecord[]>> {
  const records = Object.fromEntries(localeCodes.map((locale) => [locale, [] as SearchRecord[]])) as Record<
    Locale,
    SearchRecord[]
  >;
  for (const locale of localeCodes) for await (const record of spool.read(locale)) records[locale].push(record);
  return records;
}

export interface BuildSummary extends BuildStats {
  buildId: string;
  /** `partial`: only the pages the invalidated tags name were fetched and rendered; `full`: every page, for `reason`. */
  kind: 'partial' | 'full';
  reason?: string;
  /** Pages rendered (not taken from the live output). */
  rendered: number;
  /** Pages whose data was fetched again: every page in a full build, the invalidated ones in a partial build. */
  fetched: number;
  /** Pages of the live build this one no longer has (counted by partial builds). */
  removed: number;
  /** Pages carried over that were linked before the build began (prepared-pages.ts). */
  prepared: number;
}

/**
 * Builds the whole site into a staging folder and makes it live only when every page was written: `outDir` is a
 * link switched in one step to the new output (output-swap.ts); a failed build leaves the live output untouched. The stages, in order: bundle, content, render (pages and
 * 404s), sitemaps and robots, images, manifests and host configuration, swap. The content service and the bundler, both child processes,
 * start together.
 */
export async function buildSite({
  config,
  buildId,
  outDir = 'dist',
  workers = availableParallelism(),
  buildTime = buildTimeOf(buildId, config.sourceDateEpoch),
  buildsDir = 'builds',
  keptBuilds,
  keptDeploys,
  reusePages = true,
  invalidatedTags,
  prepareBundles,
  content: givenContent,
  readRecorded,
  searchIndexer,
  preparedPages,
  log = console.log,
}: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const stats = emptyStats(workers);
  let stage = 'bundle';
  const memory = watchStageMemory(() => stage);
  const target = resolve(projectRoot, outDir);
  // In the folder of the target's outputs, so that publishing it is a rename on the same file system.
  const staging = stagingDir(target, buildId);
  await rm(staging, { recursive: true, force: true });
  await mkdir(dirname(staging), { recursive: true });
  const searchRecords = await openSearchRecordsSpool(`${staging}-search-records`);
  let pageTags: PageTagsWriter | undefined;
  let pool: RenderPool | undefined;
  /**
   * Each language's index once asked for: by a partial build, as soon as the language's records differ from the live
   * build's (made while the build appends them) or else once its pages are done; by the search stage otherwise.
   */
  const indexes = new Map<Locale, Promise<string>>();
  const indexOf: LanguageIndexer | undefined =
    searchIndexer &&
    ((request) => {
      let index = indexes.get(request.locale);
      if (!index) {
        index = searchIndexer(request);
        index.catch(() => {});
        indexes.set(request.locale, index);
      }
      return index;
    });
  const contentStarting = givenContent ?? createSiteContentClient(config, { serviceProcess: true });
  contentStarting.catch(() => {});
  try {
    log(`[build] ${buildId}: bundling`);
    const bundles = await timed(stats, 'bundle', () => bundleStage({ staging, log, prepare: prepareBundles }));
    stats.bundleReused = bundles.reused;
    stage = 'content';
    const content = await timed(stats, 'fetch', () => contentStarting);
    const code = basename(dirname(bundles.serverDir));
    const { sites, shell, layoutTags } = await timed(stats, 'fetch', () =>
      contentStage({
        content,
        server: bundles.server,
        code,
        buildTime,
        gtmId: config.gtmId,
        algolia: algoliaConnection(config),
        formsOrigin: config.formsApiUrl,
      }),
    );
    const sitemapWriter = await openSitemaps(staging, config.siteUrl);
    const history = resolve(projectRoot, buildsDir);
    const siteData = Object.fromEntries(Object.entries(sites).map(([locale, { site }]) => [locale, site])) as Record<
      Locale,
      SiteData
    >;
    const plan = await planBuild({
      invalidatedTags,
      buildsDir: history,
      target,
      code,
      sites: siteData,
      layoutTags,
      pageNames: Object.keys(bundles.server.pages),
      readRecorded,
    });
    log(
      `[build] ${plan.kind === 'partial' ? `partial: ${plan.invalidated.size} invalidated tags` : `full: ${plan.reason}`}`,
    );
    if (plan.kind === 'full') await preparedPages?.discard();
    const reuse =
      reusePages && plan.kind === 'full'
        ? await reuseSource({ buildsDir: history, target, code, sites: siteData })
        : undefined;
    const tagsWriter = await openPageTags(history, buildId);
    pageTags = tagsWriter;
    // A partial build writes a language's sitemap only when its entries changed (carried-sitemaps.ts).
    const sitemaps =
      plan.kind === 'partial'
        ? carriedSitemaps({ writer: sitemapWriter, recorded: plan.recorded.pages, live: plan.live.dir, staging })
        : sitemapWriter;
    // The render threads, kept after the pages for the browser indexes (render-pool.ts).
    pool = createRenderPool({
      workers,
      serverDir: bundles.serverDir,
      server: bundles.server,
      setup: {
        manifest: bundles.manifest,
        staging,
        siteUrl: config.siteUrl,
        sites,
        reuse: plan.kind === 'partial' ? plan.live : reuse,
      },
    });
    const stageOptions = {
      ...bundles,
      content,
      staging,
      siteUrl: config.siteUrl,
      sites,
      workers,
      pool,
      sitemaps,
      stats,
      log,
      searchRecords,
      pageTags: tagsWriter,
      layoutTags,
    };
    const live = plan.kind === 'partial' ? plan.live.dir : undefined;
    stage = 'pages';
    const rendered =
      plan.kind === 'partial'
        ? await partialRenderStage({
            ...stageOptions,
            live: plan.live,
            recorded: plan.recorded,
            invalidated: plan.invalidated,
            prepared: preparedPages,
            languageChanged: (locale) =>
              void indexOf?.({
                staging,
                locale,
                file: searchRecords.fileOf(locale),
                live,
                growing: searchRecords.progress(locale),
              }),
            languageDone: (locale) => {
              searchRecords.end(locale);
              void indexOf?.({ staging, locale, file: searchRecords.fileOf(locale), live });
            },
          })
        : { ...(await renderStage(stageOptions)), removed: 0 };
    stats.pages = rendered.pages;
    stage = 'search';
    const recordBytes = localeCodes.reduce((bytes, locale) => bytes + statSync(searchRecords.fileOf(locale)).size, 0);
    // The render threads make the indexes while their records fit beside what the threads hold; else they go now.
    if (indexOf || recordBytes > SIDE_BY_SIDE_RECORD_BYTES) {
      await pool.close();
      pool = undefined;
    }
    // The browser indexes (the render threads', one language each, a build session's search thread's, or this
    // thread's) while the sitemaps are closed and the image variants placed: none of them reads what another writes.
    // Both end before the build goes on.
    const [search, sitemapsAndImages] = await Promise.allSettled([
      timed(stats, 'search', () =>
        searchStage({ staging, records: searchRecords, live, indexer: indexOf ?? pool?.index }),
      ),
      timed(stats, 'sitemaps', () => sitemapsStage({ sitemaps, staging, siteUrl: config.siteUrl })).then(() =>
        timed(stats, 'images', () =>
          imagesStage({
            imageVariants: rendered.imageVariants,
            contentDir: config.contentDir,
            effort: config.imageWebpEffort,
            staging,
            projectRoot,
            log,
          }),
        ),
      ),
    ]);
    if (search.status === 'rejected') throw search.reason;
    if (sitemapsAndImages.status === 'rejected') throw sitemapsAndImages.reason;
    await pool?.close();
    pool = undefined;
    const searchIndexes = search.value;
    stage = 'finish';
    await timed(stats, 'finish', async () => {
      const keptMetas = await manifestsStage({
        staging,
        history,
        buildId,
        shell,
        timestamp: buildTime,
        manifest: bundles.manifest,
        pageNames: Object.keys(bundles.server.pages),
        searchIndexes,
        keptBuilds,
      });
      await hostingStage({ staging, config, scriptHashes: bundles.server.inlineScriptHashes });
      if (config.algoliaAppId && config.algoliaAdminKey) {
        // Before the swap: when Algolia refuses the records, the build fails and the live site stays as it was.
        // A partial build sends only what changed since the last build's records; a full one (or one without them) replaces all.
        const records = await recordsInMemory(searchRecords);
        const previous = plan.kind === 'partial' ? await readSearchRecords(history).catch(() => undefined) : undefined;
        if (previous) log(`[build] search: ${formatIndexUpdates(await updateAlgolia(config, previous, records))}`);
        else
          log(
            `[build] search: ${Object.entries(await syncAlgolia(config, records))
              .map(([index, count]) => `${index} ${count} records`)
              .join(', ')}`,
          );
      }
      stats.files = await swapStage({
        staging,
        target,
        buildId,
        keptMetas,
        keptDeploys,
        uploadsFrom: content.embedded ? config.contentDir : undefined,
      });
      await writeSearchRecordsFromLines(history, (locale) => searchRecords.fileOf(locale));
      await tagsWriter.commit();
      await writeRenderState({ buildsDir: history, target, buildId, buildTime, code, sites: siteData });
    });
    stats.seconds.total = (performance.now() - started) / 1000;
    const used = memory.stop();
    stats.retainedHeapMBByStage = used.retainedHeapMB;
    stats.peakRssMBByStage = used.peakRssMB;
    stats.retainedHeapMB = Math.max(0, ...Object.values(used.retainedHeapMB));
    log(`[build] ${buildId} -> ${outDir}/: ${formatStats(stats)}`);
    const outcome = plan.kind === 'partial' ? { kind: plan.kind } : { kind: plan.kind, reason: plan.reason };
    return {
      buildId,
      ...stats,
      ...outcome,
      rendered: stats.pages - stats.reusedPages,
      fetched: 'fetched' in rendered ? rendered.fetched : stats.pages,
      removed: rendered.removed,
      prepared: 'prepared' in rendered ? rendered.prepared : 0,
    };
  } catch (error) {
    // An index made while its records were appended stops, and every index asked for ends before its folder goes.
    searchRecords.abandon();
    await Promise.allSettled(indexes.values());
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await preparedPages?.discard();
    await pool?.close();
    memory.stop();
    await searchRecords.remove();
    await pageTags?.discard();
    await (await contentStarting.catch(() => undefined))?.close();
  }
}
