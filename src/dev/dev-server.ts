import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { SiteConfig } from '../config/env.js';
import { locales } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { watchContent, type ContentChange, type ContentWatcher } from '../content/server/content-watch.js';
import type { ServerBundle } from '../render/server-bundle.js';
import { CLIENT_BOOT, CLIENT_ENTRY, type PageAssets } from '../../renderer/page-assets.js';
import { sendJsonText } from '../http/json-response.js';
import { requestLine } from '../http/request-log.js';
import { normalizePath, pathOfTarget } from '../http/request-path.js';
import { VARIANT_CACHE_DIR } from '../images/image-config.js';
import { imageMiddleware } from '../images/image-middleware.js';
import { buildMetaOf } from '../render/build-meta.js';
import { buildMetaPath, LATEST_BUILD_PATH, type LatestBuild } from '../runtime/build-manifest.js';
import { onRequestIndexes, onRequestIndexLocale, onRequestSearchIndex } from '../render/on-request-search-index.js';
import { uploadsMiddleware } from './uploads-middleware.js';
import { pageRenderer } from '../render/page-renderer.js';
import { renderedResponse } from '../render/render-on-request.js';

const root = resolve(import.meta.dirname, '../..');
/** Vite serves the sources themselves: the boot script starts the client entry, which loads page code on demand. */
const DEV_ASSETS: PageAssets = { boot: `/${CLIENT_BOOT}`, modules: [`/${CLIENT_ENTRY}`], css: [] };
/** The build id (and shell) of dev pages, in its builds/latest.json: the client router never mistakes them for a deployed build. */
const DEV_BUILD_ID = 'dev';

/**
 * `npm run dev`: renders each requested page on demand with Vite's hot-reloading modules, from the same content API
 * and page folders as the build (the embedded service unless CONTENT_API_URL is set). Content is re-read on every
 * request (no client cache). With the embedded service, a saved content file is a change notice
 * (content-watch.ts): the service reads the folder again, the search indexes made on request are dropped, requests
 * wait for both, so the next one shows the edit, and every open page reloads itself through Vite's HMR channel
 * (which rides on this server's port).
 */
export async function startDevServer(
  config: SiteConfig,
  port: number,
): Promise<{ server: Server; vite: ViteDevServer; close(): Promise<void> }> {
  const server = createHttpServer();
  // Vite watches the sources; build outputs and caches under the project (a build or a test writing HTML there) are
  // not sources and must not reload the open pages.
  const ignored = ['**/.cache/**', '**/dist/**', '**/*.deploys/**', '**/builds/**'];
  const vite = await createViteServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server }, watch: { ignored } },
  });
  const content = await createSiteContentClient(config, { cache: false });

  const bundle = async () => (await vite.ssrLoadModule('/renderer/server-entry.ts')) as ServerBundle;
  const render = pageRenderer({
    bundle,
    content,
    siteUrl: config.siteUrl,
    buildId: DEV_BUILD_ID,
    gtmId: config.gtmId,
    assets: () => DEV_ASSETS,
    errorAssets: DEV_ASSETS,
  });
  const respond = renderedResponse({
    render,
    headers: { 'cache-control': 'no-cache' },
    transformHtml: (url, html) => vite.transformIndexHtml(url.pathname, html),
  });
  const handle = (request: IncomingMessage, response: ServerResponse) =>
    respond(request, response).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error);
      console.error('[dev]', requestLine(request), error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String((error as Error).stack));
    });

  const uploads = uploadsMiddleware(config.contentDir);
  const images = imageMiddleware({
    contentDir: config.contentDir,
    cacheDir: resolve(root, VARIANT_CACHE_DIR),
    effort: config.imageWebpEffort,
  });
  // The search page's manifest and index (made on request from the content: the dev server has no build's index).
  const freshSearchIndex = () =>
    onRequestSearchIndex({ bundle, content, siteUrl: config.siteUrl, buildId: DEV_BUILD_ID });
  let searchIndex = freshSearchIndex();
  const changed = async ({ reason }: ContentChange) => {
    try {
      await content.reload();
    } catch (error) {
      console.error(
        `[dev] ${reason}, but the content does not load (the pages keep the last content that did):\n${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    searchIndex = freshSearchIndex();
    vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
    console.log(`[dev] ${reason}: open pages reload`);
  };
  const watcher: ContentWatcher | undefined = content.embedded ? watchContent(config.contentDir, changed) : undefined;
  const meta = JSON.stringify(
    buildMetaOf({ buildId: DEV_BUILD_ID, timestamp: 0, manifest: {}, pageNames: [], searchIndexes: onRequestIndexes }),
  );
  const latest = JSON.stringify({ id: DEV_BUILD_ID, timestamp: 0, shell: DEV_BUILD_ID } satisfies LatestBuild);
  const search = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const normalized = normalizePath(pathOfTarget(request.url ?? '/'));
    const pathname = normalized.ok ? normalized.path : '';
    const locale = onRequestIndexLocale(pathname);
    if (pathname !== buildMetaPath(DEV_BUILD_ID) && pathname !== LATEST_BUILD_PATH && !locale) return false;
    sendJsonText(response, 200, locale ? await searchIndex(locale) : pathname === LATEST_BUILD_PATH ? latest : meta, {
      'cache-control': 'no-cache',
    });
    return true;
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    Promise.resolve(watcher?.settled())
      .then(() => search(request, response))
      .then((answered) => {
        if (answered) return;
        vite.middlewares(request, response, () =>
          images(request, response, () => uploads(request, response, () => void handle(request, response))),
        );
      })
      .catch((error: unknown) => {
        console.error('[dev] search index', requestLine(request), error);
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  console.log(
    `[dev] http://localhost:${port}/ (${locales.fr.iso}) and http://localhost:${port}/en/ (${locales.en.iso})`,
  );
  return {
    server,
    vite,
    close: async () => {
      watcher?.close();
      await new Promise<void>((done) => server.close(() => done()));
      await vite.close();
      await content.close();
    },
  };
}
