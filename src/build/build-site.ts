import { mkdir, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pageAssets, pageChunkFiles, CLIENT_ENTRY } from '../../renderer/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { localeCodes, locales } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { buildMetaPath, LATEST_BUILD_PATH, type BuildMeta, type LatestBuild } from '../runtime/build-manifest.js';
import { PAYLOAD_FILE } from '../runtime/payload.js';
import { loadSiteData } from './load-site-data.js';
import { copyUploads } from './copy-uploads.js';
import { carryOverAssets, swapInOutput } from './output-swap.js';
import { createPageContext } from './page-context.js';
import { PageBuildError, pageFileName, pagePayload } from './page-payload.js';
import { SitemapWriter } from './sitemap-writer.js';
import { buildClientBundle, buildServerBundle } from './vite-bundles.js';
import { routeRules } from './route-rules.js';

const projectRoot = resolve(import.meta.dirname, '../..');
/** How many earlier build manifests stay published, for tabs still running those builds. */
const KEPT_BUILD_METAS = 20;

export interface BuildOptions {
  config: SiteConfig;
  buildId: string;
  outDir?: string;
  log?: (message: string) => void;
}

export interface BuildSummary {
  buildId: string;
  pages: number;
  seconds: number;
}

async function writeFileEnsured(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * Builds the whole site into a staging folder and swaps it in place of `outDir` only when every page was written:
 * a failed build leaves the previous output untouched.
 */
export async function buildSite({ config, buildId, outDir = 'dist', log = console.log }: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const buildTime = Date.now();
  const target = resolve(projectRoot, outDir);
  const staging = resolve(projectRoot, `.dist-staging-${buildId}`);
  const ssrDir = resolve(projectRoot, `.cache/ssr-${buildId}`);
  await rm(staging, { recursive: true, force: true });
  const content = await createSiteContentClient(config);
  try {
    log(`[build] ${buildId}: bundling`);
    const manifest = await buildClientBundle(staging);
    const server = await buildServerBundle(ssrDir);
    const sitemaps = new SitemapWriter(config.siteUrl, {
      fr: join(staging, 'sitemap.xml'),
      en: join(staging, 'en/sitemap.xml'),
    });
    await mkdir(join(staging, 'en'), { recursive: true });
    let pageCount = 0;
    const seenPaths = new Map<string, string>();

    for (const locale of localeCodes) {
      const { site, fallbackDescription } = await loadSiteData({
        locale,
        buildId,
        buildTime,
        query: (document, variables) => content.query(document, variables),
        document: server.contentDocument,
      });
      const context = createPageContext({ content, contentDocument: server.contentDocument, locale, site });
      for (const [pageName, { Page, data }] of Object.entries(server.pages)) {
        const entries = await data.entries(context).catch((error: unknown) => {
          throw new PageBuildError(`Page type ${pageName} (${locale}): could not load its content: ${String(error)}`, {
            cause: error,
          });
        });
        const assets = pageAssets(manifest, pageName);
        for (const entry of entries) {
          const payload = pagePayload({ entry, pageName, site, siteUrl: config.siteUrl, fallbackDescription });
          const { path } = payload;
          const previous = seenPaths.get(path);
          if (previous) throw new PageBuildError(`Two pages share the path ${path}: ${previous} and ${pageName}`);
          seenPaths.set(path, pageName);
          let html: string;
          try {
            html = server.renderDocument({ site, payload, Page, assets });
          } catch (error) {
            throw new PageBuildError(`Page ${path} (${pageName}) failed to render: ${String(error)}`, { cause: error });
          }
          const folder = join(staging, path);
          await writeFileEnsured(join(folder, 'index.html'), html);
          await writeFile(join(folder, PAYLOAD_FILE), JSON.stringify(payload));
          for (const file of entry.files ?? []) await writeFile(join(folder, pageFileName(file, path)), file.content);
          if (!payload.head.noIndex) sitemaps.add(locale, { path, alternates: payload.alternatePaths });
          pageCount += 1;
        }
      }
      const entryChunk = manifest[CLIENT_ENTRY];
      const errorHtml = server.renderErrorDocument({
        site,
        entry: `/${entryChunk?.file ?? ''}`,
        css: pageAssets(manifest, 'index').css,
      });
      await writeFileEnsured(join(staging, locales[locale].prefix, '404.html'), errorHtml);
      log(`[build] ${locale}: ${seenPaths.size} pages so far`);
    }
    await sitemaps.close();
    await writeFile(
      join(staging, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\nSitemap: ${config.siteUrl}/en/sitemap.xml\n`,
    );
    await writeBuildManifests({ staging, buildId, timestamp: buildTime, manifest, pageNames: Object.keys(server.pages) });
    if (content.embedded) await copyUploads(config.contentDir, staging);
    await rm(join(staging, '.vite'), { recursive: true, force: true });
    await carryOverAssets(target, staging);
    await swapInOutput(staging, target);
    const seconds = (performance.now() - started) / 1000;
    log(`[build] ${buildId}: ${pageCount} pages in ${seconds.toFixed(1)} s -> ${outDir}/`);
    return { buildId, pages: pageCount, seconds };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await content.close();
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** `builds/latest.json`, this build's `builds/meta/{id}.json`, and the kept manifests of earlier builds. */
async function writeBuildManifests({
  staging,
  buildId,
  timestamp,
  manifest,
  pageNames,
}: {
  staging: string;
  buildId: string;
  timestamp: number;
  manifest: Parameters<typeof pageChunkFiles>[0];
  pageNames: string[];
}): Promise<void> {
  const meta: BuildMeta = {
    id: buildId,
    timestamp,
    routeRules: routeRules(),
    redirects: { '/fr/': '/', '/en': '/en/' },
    pages: Object.fromEntries(pageNames.map((name) => [name, pageChunkFiles(manifest, name)])),
  };
  const history = resolve(projectRoot, 'builds/meta');
  await mkdir(history, { recursive: true });
  await writeFile(join(history, `${buildId}.json`), JSON.stringify(meta));
  const latest: LatestBuild = { id: buildId, timestamp };
  await writeFile(resolve(projectRoot, 'builds/latest.json'), JSON.stringify(latest));
  const kept = (await readdir(history)).filter((file) => file.endsWith('.json')).sort().slice(-KEPT_BUILD_METAS);
  await mkdir(join(staging, 'builds/meta'), { recursive: true });
  for (const file of kept) await copyFile(join(history, file), join(staging, 'builds/meta', file));
  await copyFile(join(history, `${buildId}.json`), join(staging, buildMetaPath(buildId)));
  await writeFile(join(staging, LATEST_BUILD_PATH), JSON.stringify(latest));
}
