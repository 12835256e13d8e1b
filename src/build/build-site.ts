import { copyFile, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIENT_ENTRY, pageAssets, pageChunkFiles, type ViteManifest } from '../../renderer/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { localeCodes, locales, type Locale } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { buildMetaPath, LATEST_BUILD_PATH, type BuildMeta, type LatestBuild } from '../runtime/build-manifest.js';
import { createBuildProgress } from './build-progress.js';
import { emptyStats, formatStats, timed, type BuildStats } from './build-stats.js';
import { collectImageVariants } from '../images/collect-variants.js';
import { VARIANT_CACHE_DIR } from '../images/image-config.js';
import type { ImageVariant } from '../images/image-variant.js';
import { produceImageVariants } from '../images/produce-variants.js';
import { copyUploads } from './copy-uploads.js';
import { loadSiteData } from './load-site-data.js';
import { carryOverAssets, swapInOutput } from './output-swap.js';
import { entryChunks } from '../runtime/page-module.js';
import { createPageContext } from './page-context.js';
import { readAhead } from './read-ahead.js';
import { PageBuildError } from './page-payload.js';
import type { BatchResult, PageWriterSetup } from './page-writer.js';
import { createRenderPool } from './render-pool.js';
import { routeRules } from './route-rules.js';
import { SitemapWriter } from './sitemap-writer.js';
import { loadServerBundle, prepareBundles } from './bundles.js';
import { RENDER_WORKER_FILE, type ServerBundle } from './bundle-layout.js';

const projectRoot = resolve(import.meta.dirname, '../..');
/** How many earlier build manifests stay published, for tabs still running those builds. */
const KEPT_BUILD_METAS = 20;
/** Pages per message to a render worker: large enough to amortize messaging, small enough to balance the threads. */
const BATCH_SIZE = 100;

export interface BuildOptions {
  config: SiteConfig;
  buildId: string;
  outDir?: string;
  /** Render threads; 0 renders in this thread. Default: one per core. */
  workers?: number;
  /** The build's time (ms); fixed by tests that compare two builds byte for byte. Default: now. */
  buildTime?: number;
  /** Where the build manifests of every build are kept (the last 20 are published with each build). */
  buildsDir?: string;
  log?: (message: string) => void;
}

export interface BuildSummary extends BuildStats {
  buildId: string;
}

/**
 * Builds the whole site into a staging folder and swaps it in place of `outDir` only when every page was written:
 * a failed build leaves the previous output untouched. Page data is fetched once, by page type, in this thread;
 * render workers turn it into files as it comes (each page written as soon as it is rendered).
 */
export async function buildSite({
  config,
  buildId,
  outDir = 'dist',
  workers = availableParallelism(),
  buildTime = Date.now(),
  buildsDir = 'builds',
  log = console.log,
}: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const stats = emptyStats(workers);
  const target = resolve(projectRoot, outDir);
  // Beside the target, so that swapping it in is a rename on the same file system.
  const staging = `${target}.staging-${buildId}`;
  await rm(staging, { recursive: true, force: true });
  // The content service (loading the store) and the bundler are both child processes: they start together.
  const contentStarting = createSiteContentClient(config, { serviceProcess: true });
  contentStarting.catch(() => {});
  let pool: ReturnType<typeof createRenderPool> | undefined;
  try {
    log(`[build] ${buildId}: bundling`);
    const { manifest, server, serverDir, reused } = await timed(stats, 'bundle', async () => {
      const bundles = await prepareBundles();
      if (bundles.reused) log('[build] the code did not change since an earlier build: its bundles are reused');
      await cp(bundles.clientDir, staging, { recursive: true, filter: (source) => !source.endsWith('/.vite') });
      // React picks its production build from NODE_ENV when first loaded (here and in the render threads, which
      // inherit this environment); Vite used to set it as a side effect of bundling in this process.
      process.env.NODE_ENV = 'production';
      const loaded = await loadServerBundle(bundles.serverDir);
      return { manifest: bundles.manifest, server: loaded, serverDir: bundles.serverDir, reused: bundles.reused };
    });
    stats.bundleReused = reused;
    const content = await timed(stats, 'fetch', () => contentStarting);
    const sites = {} as PageWriterSetup['sites'];
    for (const locale of localeCodes) {
      sites[locale] = await timed(stats, 'fetch', () =>
        loadSiteData({
          locale,
          buildId,
          buildTime,
          query: (document, variables) => content.query(document, variables),
          document: server.contentDocument,
        }),
      );
    }
    pool = createRenderPool({
      workers,
      workerFile: join(serverDir, RENDER_WORKER_FILE),
      server,
      setup: { manifest, staging, siteUrl: config.siteUrl, sites },
    });
    const sitemaps = new SitemapWriter(config.siteUrl, {
      fr: { file: join(staging, 'sitemap.xml'), path: '/sitemap.xml' },
      en: { file: join(staging, 'en/sitemap.xml'), path: '/en/sitemap.xml' },
    });
    await mkdir(join(staging, 'en'), { recursive: true });
    const progress = createBuildProgress(log);
    const seenPaths = new Map<string, string>();
    const imageVariants = new Map<string, ImageVariant>();
    const inFlight: { locale: Locale; pageName: string; result: Promise<BatchResult> }[] = [];
    /** Takes the oldest batch's result: sitemap order follows dispatch order, whichever worker finishes first. */
    const settleOldest = async () => {
      const oldest = inFlight.shift();
      if (!oldest) return;
      const result = await oldest.result;
      stats.seconds.render += result.renderMs / 1000;
      stats.seconds.write += result.writeMs / 1000;
      for (const page of result.pages) {
        const previous = seenPaths.get(page.path);
        if (previous) throw new PageBuildError(`Two pages share the path ${page.path}: ${previous} and ${oldest.pageName}`);
        seenPaths.set(page.path, oldest.pageName);
        if (!page.noIndex) sitemaps.add(oldest.locale, { path: page.path, alternates: page.alternatePaths });
        stats.bytes += page.bytes;
      }
      for (const variant of result.images) imageVariants.set(variant.file, variant);
      progress.advance(result.pages.length);
    };

    const pagesStarted = performance.now();
    let batchId = 0;
    const contexts = Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        createPageContext({
          content,
          contentDocument: server.contentDocument,
          locale,
          site: sites[locale].site,
          siteUrl: config.siteUrl,
        }),
      ]),
    ) as Record<Locale, ReturnType<typeof createPageContext>>;
    const sources = localeCodes.flatMap((locale) =>
      Object.entries(server.pages).map(([pageName, { data }]) => () => ({
        key: { locale, pageName },
        chunks: entryChunks(data.entries(contexts[locale]))[Symbol.asyncIterator](),
      })),
    );
    const chunks = readAhead(
      sources,
      ({ locale, pageName }, error) =>
        new PageBuildError(`Page type ${pageName} (${locale}): could not load its content: ${String(error)}`, {
          cause: error,
        }),
    );
    let currentLocale: Locale | undefined;
    for (;;) {
      const next = await timed(stats, 'fetch', () => chunks.next());
      if (next.done) break;
      const { key, chunk: entries } = next.value;
      const { locale, pageName } = key;
      // Results cached for one language (hub cards, singletons) are not needed by the other.
      if (currentLocale && locale !== currentLocale) content.clearCache();
      currentLocale = locale;
      progress.queue(entries.length);
      for (let start = 0; start < entries.length; start += BATCH_SIZE) {
        const batch = { id: batchId++, pageName, locale, entries: entries.slice(start, start + BATCH_SIZE) };
        const result = pool.run(batch);
        result.catch(() => {});
        inFlight.push({ locale, pageName, result });
        while (inFlight.length > Math.max(workers, 1) * 4) await settleOldest();
      }
    }
    while (inFlight.length > 0) await settleOldest();
    progress.finish();
    stats.seconds.pages = (performance.now() - pagesStarted) / 1000;
    stats.pages = seenPaths.size;

    await timed(stats, 'sitemaps', () => sitemaps.close());
    const images = await timed(stats, 'images', async () => {
      await writeErrorPages({ staging, manifest, server, sites, imageVariants });
      return produceImageVariants({
        variants: [...imageVariants.values()],
        contentDir: config.contentDir,
        outDir: staging,
        cacheDir: resolve(projectRoot, VARIANT_CACHE_DIR),
      });
    });
    log(`[build] images: ${images.files} variants, ${images.encoded} encoded, ${images.reused} from the cache`);
    await timed(stats, 'finish', async () => {
      await writeFile(
        join(staging, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\nSitemap: ${config.siteUrl}/en/sitemap.xml\n`,
      );
      await writeBuildManifests({
        staging,
        history: resolve(projectRoot, buildsDir),
        buildId,
        timestamp: buildTime,
        manifest,
        pageNames: Object.keys(server.pages),
      });
      if (content.embedded) await copyUploads(config.contentDir, staging);
      await carryOverAssets(target, staging);
      stats.files = (await readdir(staging, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
      await swapInOutput(staging, target);
    });
    stats.seconds.total = (performance.now() - started) / 1000;
    log(`[build] ${buildId} -> ${outDir}/: ${formatStats(stats)}`);
    return { buildId, ...stats };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await pool?.close();
    await (await contentStarting.catch(() => undefined))?.close();
  }
}

/** The localized 404 pages (`404.html`, `en/404.html`), adding the images they show to `imageVariants`. */
async function writeErrorPages({
  staging,
  manifest,
  server,
  sites,
  imageVariants,
}: {
  staging: string;
  manifest: ViteManifest;
  server: ServerBundle;
  sites: PageWriterSetup['sites'];
  imageVariants: Map<string, ImageVariant>;
}): Promise<void> {
  const entry = `/${manifest[CLIENT_ENTRY]?.file ?? ''}`;
  const { css } = pageAssets(manifest, 'index');
  for (const locale of localeCodes) {
    const folder = join(staging, locales[locale].prefix);
    await mkdir(folder, { recursive: true });
    const html = server.renderErrorDocument({ site: sites[locale].site, entry, css });
    for (const variant of collectImageVariants(html)) imageVariants.set(variant.file, variant);
    await writeFile(join(folder, '404.html'), html);
  }
}

/** `builds/latest.json`, this build's `builds/meta/{id}.json`, and the kept manifests of earlier builds. */
async function writeBuildManifests({
  staging,
  history,
  buildId,
  timestamp,
  manifest,
  pageNames,
}: {
  staging: string;
  history: string;
  buildId: string;
  timestamp: number;
  manifest: ViteManifest;
  pageNames: string[];
}): Promise<void> {
  const meta: BuildMeta = {
    id: buildId,
    timestamp,
    routeRules: routeRules(),
    redirects: { '/fr/': '/', '/en': '/en/' },
    pages: Object.fromEntries(pageNames.map((name) => [name, pageChunkFiles(manifest, name)])),
  };
  const metas = join(history, 'meta');
  await mkdir(metas, { recursive: true });
  await writeFile(join(metas, `${buildId}.json`), JSON.stringify(meta));
  const latest: LatestBuild = { id: buildId, timestamp };
  await writeFile(join(history, 'latest.json'), JSON.stringify(latest));
  const kept = (await readdir(metas)).filter((file) => file.endsWith('.json')).sort().slice(-KEPT_BUILD_METAS);
  await mkdir(join(staging, 'builds/meta'), { recursive: true });
  for (const file of kept) await copyFile(join(metas, file), join(staging, 'builds/meta', file));
  await copyFile(join(metas, `${buildId}.json`), join(staging, buildMetaPath(buildId)));
  await writeFile(join(staging, LATEST_BUILD_PATH), JSON.stringify(latest));
}
