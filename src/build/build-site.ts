import { mkdir, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pageAssets, pageChunkFiles, CLIENT_ENTRY } from '../../renderer/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { localeCodes, locales, type Locale } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { buildPath } from '../routing/build-path.js';
import { routes } from '../routing/routes.js';
import { buildMetaPath, LATEST_BUILD_PATH, type BuildMeta, type LatestBuild } from '../runtime/build-manifest.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import { PAYLOAD_FILE, type PagePayload } from '../runtime/payload.js';
import { loadSiteData } from './load-site-data.js';
import { carryOverAssets, swapInOutput } from './output-swap.js';
import { pageHead } from './page-head.js';
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

/** Thrown when one page cannot be built: the message names it. */
export class PageBuildError extends Error {}

async function writeFileEnsured(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

function entryParams(entry: PageEntry): Record<string, string> {
  return entry.params ?? {};
}

function alternatePathsOf(entry: PageEntry, locale: Locale): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const code of localeCodes) {
    const params = code === locale ? entryParams(entry) : entry.alternateParams ? entry.alternateParams[code] : entryParams(entry);
    if (params) paths[code] = buildPath(entry.route, code, params);
  }
  return paths;
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
      const query = <T>(document: string, variables?: Record<string, unknown>) => content.query<T>(document, variables);
      const { site, fallbackDescription } = await loadSiteData({
        locale,
        buildId,
        buildTime,
        query,
        document: server.contentDocument,
      });
      const context: PageBuildContext = {
        locale,
        site,
        query: (name, variables) => query(server.contentDocument(name), { locale: locales[locale].gql, ...variables }),
        queryAll: <T>(name: string, field: string, variables?: Record<string, unknown>) =>
          content.queryAll<Record<string, unknown>, T>({
            document: server.contentDocument(name),
            variables: { locale: locales[locale].gql, ...variables },
            pick: (data) => (data[field] as T[] | undefined) ?? [],
            total: (data: Record<string, unknown>) => (data.meta as { count: number }).count,
          }),
      };
      for (const [pageName, { Page, data }] of Object.entries(server.pages)) {
        const entries = await data.entries(context).catch((error: unknown) => {
          throw new PageBuildError(`Page type ${pageName} (${locale}): could not load its content: ${String(error)}`, {
            cause: error,
          });
        });
        const assets = pageAssets(manifest, pageName);
        for (const entry of entries) {
          const path = buildPath(entry.route, locale, entryParams(entry));
          const previous = seenPaths.get(path);
          if (previous) throw new PageBuildError(`Two pages share the path ${path}: ${previous} and ${pageName}`);
          seenPaths.set(path, pageName);
          const alternatePaths = alternatePathsOf(entry, locale);
          const route = routes.find((candidate) => candidate.name === entry.route);
          if (!route || route.page !== pageName) {
            throw new PageBuildError(`Page type ${pageName} produced ${path} for route ${entry.route}, which it does not render`);
          }
          const payload: PagePayload = {
            buildId,
            route: { name: entry.route, locale, params: entryParams(entry) },
            page: route.page,
            path,
            alternatePaths,
            head: pageHead({ entry, site, siteUrl: config.siteUrl, path, alternatePaths, fallbackDescription }),
            data: entry.data,
          };
          let html: string;
          try {
            html = server.renderDocument({ site, payload, Page, assets });
          } catch (error) {
            throw new PageBuildError(`Page ${path} (${pageName}) failed to render: ${String(error)}`, { cause: error });
          }
          const folder = join(staging, path);
          await writeFileEnsured(join(folder, 'index.html'), html);
          await writeFile(join(folder, PAYLOAD_FILE), JSON.stringify(payload));
          if (!payload.head.noIndex) sitemaps.add(locale, { path, alternates: alternatePaths });
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
