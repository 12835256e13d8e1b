import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { CLIENT_BOOT, CLIENT_ENTRY, type PageAssets } from '../../renderer/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { locales } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { requestLine } from '../http/request-log.js';
import { normalizePath, pathOfTarget } from '../http/request-path.js';
import { onRequestSite } from '../on-request/on-request-site.js';
import type { ServerBundle } from '../render/server-bundle.js';

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
  const site = onRequestSite({
    name: 'dev',
    config,
    content,
    bundle: async () => (await vite.ssrLoadModule('/renderer/server-entry.ts')) as ServerBundle,
    buildId: DEV_BUILD_ID,
    manifest: {},
    pageNames: [],
    assets: () => DEV_ASSETS,
    errorAssets: DEV_ASSETS,
    headers: { 'cache-control': 'no-cache' },
    transformHtml: (url, html) => vite.transformIndexHtml(url.pathname, html),
    reloadContent: content.embedded ? () => content.reload() : undefined,
    reloaded: (reason) => {
      vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
      console.log(`[dev] ${reason}: open pages reload`);
    },
  });
  const page = (request: IncomingMessage, response: ServerResponse) =>
    site.page(request, response).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error);
      console.error('[dev]', requestLine(request), error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String((error as Error).stack));
    });
  const buildFile = (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const normalized = normalizePath(pathOfTarget(request.url ?? '/'));
    return site.answerBuildFile(response, normalized.ok ? normalized.path : '');
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    site
      .settled()
      .then(() => buildFile(request, response))
      .then((answered) => {
        if (answered) return;
        vite.middlewares(request, response, () => site.files(request, response, () => void page(request, response)));
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
      site.close();
      await new Promise<void>((done) => server.close(() => done()));
      await vite.close();
      await content.close();
    },
  };
}
