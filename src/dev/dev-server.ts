import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { SiteConfig } from '../config/env.js';
import { locales } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import type { ServerBundle } from '../build/bundle-layout.js';
import { VARIANT_CACHE_DIR } from '../images/image-config.js';
import { imageMiddleware } from '../images/image-middleware.js';
import { uploadsMiddleware } from './uploads-middleware.js';
import { pageRenderer, renderedResponse } from '../server/render-on-request.js';

const root = resolve(import.meta.dirname, '../..');
const DEV_ENTRY = '/renderer/client-entry.tsx';

/**
 * `npm run dev`: renders each requested page on demand with Vite's hot-reloading modules, from the same content API
 * and page folders as the build (the embedded service unless CONTENT_API_URL is set). Content is re-read on every
 * request (no client cache), so an edited record shows on reload once the service has it.
 */
export async function startDevServer(config: SiteConfig, port: number): Promise<{ server: Server; vite: ViteDevServer; close(): Promise<void> }> {
  const vite = await createViteServer({ root, appType: 'custom', server: { middlewareMode: true } });
  const content = await createSiteContentClient(config, { cache: false });

  const render = pageRenderer({
    bundle: async () => (await vite.ssrLoadModule('/renderer/server-entry.ts')) as ServerBundle,
    content,
    siteUrl: config.siteUrl,
    buildId: 'dev',
    gtmId: config.gtmId,
    assets: () => ({ entry: DEV_ENTRY, js: [], css: [] }),
    errorAssets: { entry: DEV_ENTRY, css: [] },
  });
  const respond = renderedResponse({
    render,
    headers: { 'cache-control': 'no-cache' },
    transformHtml: (url, html) => vite.transformIndexHtml(url.pathname, html),
  });
  const handle = (request: IncomingMessage, response: ServerResponse) =>
    respond(request, response).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String((error as Error).stack));
    });

  const uploads = uploadsMiddleware(config.contentDir);
  const images = imageMiddleware({ contentDir: config.contentDir, cacheDir: resolve(root, VARIANT_CACHE_DIR) });
  const server = createHttpServer((request, response) => {
    vite.middlewares(request, response, () =>
      images(request, response, () => uploads(request, response, () => void handle(request, response))),
    );
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  console.log(`[dev] http://localhost:${port}/ (${locales.fr.iso}) and http://localhost:${port}/en/ (${locales.en.iso})`);
  return {
    server,
    vite,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await vite.close();
      await content.close();
    },
  };
}
