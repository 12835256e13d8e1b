import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { PageAssets, ViteManifest } from '../../renderer/server/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { localeCodes } from '../config/locales.js';
import type { ContentClient } from '../content-client/content-client.js';
import { watchContent, type ContentChange } from '../content-client/content-watch.js';
import { sendJsonText } from '../http/json-response.js';
import type { Auth, Route } from '../http/route-table.js';
import { VARIANT_CACHE_DIR } from '../images/image-config.js';
import { imageMiddleware } from '../images/image-middleware.js';
import { onRequestIndexes, onRequestSearchIndex } from '../../renderer/server/on-request-search-index.js';
import { pageRenderer, type RenderedPage } from '../../renderer/server/page-renderer.js';
import { renderedResponse } from '../../renderer/server/render-on-request.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { standInBuildFiles } from './stand-in-build.js';
import { uploadsMiddleware } from './uploads-middleware.js';

const projectRoot = resolve(import.meta.dirname, '../..');

type Next = (error?: unknown) => void;

export interface OnRequestSiteOptions {
  /** The server's name in its log lines (`dev`, `preview`). */
  name: string;
  config: Pick<SiteConfig, 'siteUrl' | 'gtmId' | 'contentDir' | 'imageWebpEffort'>;
  /** The content the pages read: drafts included in preview. */
  content: ContentClient;
  /** The server bundle (the dev server's is Vite's, which reloads with every edit). */
  bundle: () => Promise<ServerBundle>;
  /** The server's build id (`dev`, `preview`), which its pages name as their shell. */
  buildId: string;
  /** The browser bundle's manifest and the page types it has code for (none in dev, where Vite serves the sources). */
  manifest: ViteManifest;
  pageNames: readonly string[];
  /** The scripts and styles of a page type, and of the localized 404 page. */
  assets: (pageName: string) => PageAssets;
  errorAssets: PageAssets;
  /** Headers of every page and build file the site answers. */
  headers: Record<string, string>;
  /** A last change to a page's HTML before it is sent (the dev server's Vite transform, the preview banner). */
  transformHtml: (url: URL, html: string, page: RenderedPage) => Promise<string> | string;
  /**
   * With the embedded content: reads CONTENT_DIR again. The site then watches the folder (content-watch.ts): a saved
   * file is read again before the next answer, and {@link OnRequestSiteOptions.reloaded} tells the open pages.
   */
  reloadContent: (() => Promise<void>) | undefined;
  /** Called once the content changed and was read again (the open pages reload). */
  reloaded: (reason: string) => void;
}

export interface OnRequestSite {
  /** Resolves once a saved content file has been read again: the site answers after its reload. */
  settled(): Promise<void>;
  /**
   * The routes of the stand-in build files (stand-in-build.ts) and of each language's search index made on request,
   * with the server's `method` and `auth`: each is answered once the content is settled, by its normalized path.
   */
  buildFileRoutes(method: Route['method'], auth?: Auth): Route[];
  /** Answers image variants (`/_img/…`) and upload files (`/uploads/…`); any other request goes to `next`. */
  files(req: IncomingMessage, res: ServerResponse, next: Next): void;
  /** Answers a page, its payload or one of its files, rendered on request (render-on-request.ts). */
  page(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Stops watching the content. */
  close(): void;
}

/**
 * The site rendered on request, which the dev server (adding Vite's transforms and HMR) and the preview server (adding
 * the session gate, drafts and the banner) both wrap: every page rendered through the same page `data(params)` as the
 * build, the stand-in build files and the search indexes made from the content, image variants and uploads, and,
 * with the embedded content, a watch on the content folder that reads it again and makes fresh search indexes.
 */
export function onRequestSite(options: OnRequestSiteOptions): OnRequestSite {
  const { name, config, content, bundle, buildId, headers, reloadContent, reloaded } = options;
  const render = pageRenderer({
    bundle,
    content,
    siteUrl: config.siteUrl,
    buildId,
    gtmId: config.gtmId,
    assets: options.assets,
    errorAssets: options.errorAssets,
  });
  const page = renderedResponse({ render, headers, transformHtml: options.transformHtml });
  const freshSearchIndex = () => onRequestSearchIndex({ bundle, content, siteUrl: config.siteUrl, buildId });
  let searchIndex = freshSearchIndex();
  const standIn = standInBuildFiles({ buildId, manifest: options.manifest, pageNames: options.pageNames });
  /** Each build file the site answers, by path: the stand-in ones as they are, each language's index as made now. */
  const buildFiles = new Map<string, () => Promise<string> | string>([
    ...[...standIn].map(([path, json]) => [path, () => json] as const),
    ...localeCodes.map((locale) => [onRequestIndexes[locale], () => searchIndex(locale)] as const),
  ]);
  const changed = async ({ reason }: ContentChange) => {
    try {
      await reloadContent?.();
    } catch (error) {
      console.error(
        `[${name}] ${reason}, but the content does not load (the pages keep the last content that did):\n${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    searchIndex = freshSearchIndex();
    reloaded(reason);
  };
  const watcher = reloadContent ? watchContent(config.contentDir, changed) : undefined;
  const images = imageMiddleware({
    contentDir: config.contentDir,
    cacheDir: resolve(projectRoot, VARIANT_CACHE_DIR),
    effort: config.imageWebpEffort,
  });
  const uploads = uploadsMiddleware(config.contentDir);

  return {
    settled: async () => watcher?.settled(),
    buildFileRoutes: (method, auth) =>
      [...buildFiles].map(([path, json]) => ({
        method,
        path,
        ...(auth ? { auth } : {}),
        async handle({ res }) {
          await watcher?.settled();
          sendJsonText(res, 200, await json(), headers);
        },
      })),
    files: (req, res, next) => images(req, res, (error) => (error ? next(error) : uploads(req, res, next))),
    page,
    close: () => watcher?.close(),
  };
}
