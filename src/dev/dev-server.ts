import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { CLIENT_BOOT, CLIENT_ENTRY, type PageAssets } from '../../renderer/server/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { locales } from '../config/locales.js';
import { createSiteContentClient } from '../content-client/site-content-client.js';
import { requestLine } from '../http/request-log.js';
import { respond, TEXT_TYPE } from '../http/respond.js';
import { type RouteHandler, type RouteTable, routeTableHandler } from '../http/route-table.js';
import { onRequestSite } from '../on-request/on-request-site.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';

const root = resolve(import.meta.dirname, '../..');
/** Vite serves the sources themselves: the boot script starts the client entry, which loads page code on demand. */
const DEV_ASSETS: PageAssets = { boot: `/${CLIENT_BOOT}`, modules: [`/${CLIENT_ENTRY}`], css: [] };
/** The build id (and shell) of dev pages, in its builds/latest.json: the client router never mistakes them for a deployed build. */
const DEV_BUILD_ID = 'dev';

/** What went wrong, as plain text: the whole answer, or the end of one already under way. */
function fail(response: ServerResponse, status: 500 | 502, text: string): void {
  if (response.headersSent) response.end(text);
  else respond(response, status, { 'content-type': TEXT_TYPE }, text);
}

/**
 * `npm run dev`: the site rendered on request (src/on-request/) with Vite's hot-reloading modules, from the same
 * content API and page folders as the build (the embedded service unless CONTENT_API_URL is set), answered from the
 * route table below: the stand-in build files, then Vite's routes, then the site's files and pages. Content is re-read on every
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
    bundle: async () => (await vite.ssrLoadModule('/renderer/server/server-entry.ts')) as ServerBundle,
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
      fail(response, 500, String((error as Error).stack));
    });
  /** Vite's own routes (the sources, HMR, its guard on the file system), then image variants, uploads and pages. */
  const viteThenSite: RouteHandler = async ({ req, res }) => {
    await site.settled();
    vite.middlewares(req, res, () => site.files(req, res, () => void page(req, res)));
  };
  const table: RouteTable = {
    paths: 'normalized',
    routes: [
      // builds/latest.json, the build manifest and each language's search index, whatever the method.
      ...site.buildFileRoutes('*'),
      { method: '*', path: '*', handle: viteThenSite },
    ],
    // A path the normalization refuses goes on all the same: Vite may serve it, else the page answer refuses it.
    refused: viteThenSite,
  };
  server.on(
    'request',
    routeTableHandler(table, (request, response, error) => {
      console.error('[dev] search index', requestLine(request), error);
      fail(response, 502, String(error));
    }),
  );
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
