import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { SiteConfig } from '../config/env.js';
import { locales } from '../config/locales.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { matchPath, pathLocale } from '../routing/match-path.js';
import { routes } from '../routing/routes.js';
import type { PageFile } from '../runtime/page-module.js';
import { contentTypeOf } from '../server/content-types.js';
import { PAYLOAD_FILE, type PagePayload } from '../runtime/payload.js';
import type { ServerBundle } from '../build/bundle-layout.js';
import { VARIANT_CACHE_DIR } from '../images/image-config.js';
import { imageMiddleware } from '../images/image-middleware.js';
import { uploadsMiddleware } from './uploads-middleware.js';
import { loadSiteData } from '../build/load-site-data.js';
import { createPageContext } from '../build/page-context.js';
import { pagePayload } from '../build/page-payload.js';

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

  const render = async (
    path: string,
  ): Promise<{ status: number; html: string; payload?: PagePayload; files?: readonly PageFile[] }> => {
    const bundle = (await vite.ssrLoadModule('/renderer/server-entry.ts')) as ServerBundle;
    const locale = matchPath(path)?.locale ?? pathLocale(path);
    const { site, fallbackDescription } = await loadSiteData({
      locale,
      buildId: 'dev',
      buildTime: Date.now(),
      query: (document, variables) => content.query(document, variables),
      document: bundle.contentDocument,
    });
    const match = matchPath(path);
    const pageName = match ? routes.find((route) => route.name === match.name)?.page : undefined;
    const page = pageName ? bundle.pages[pageName] : undefined;
    if (page && pageName) {
      const context = createPageContext({ content, contentDocument: bundle.contentDocument, locale, site, siteUrl: config.siteUrl });
      const entry = match ? await page.data.data({ route: match.name, params: match.params }, context) : null;
      const payload = entry ? pagePayload({ entry, pageName, site, siteUrl: config.siteUrl, fallbackDescription }) : null;
      if (entry && payload?.path === path) {
        const html = bundle.renderDocument({ site, payload, Page: page.Page, assets: { entry: DEV_ENTRY, js: [], css: [] } });
        return { status: 200, html, payload, ...(entry.files ? { files: entry.files } : {}) };
      }
    }
    return { status: 404, html: bundle.renderErrorDocument({ site, entry: DEV_ENTRY, css: [] }) };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const fileName = /\/([^/]+\.[a-z0-9]+)$/i.exec(url.pathname)?.[1];
    const isPayload = fileName === PAYLOAD_FILE;
    const path = fileName ? url.pathname.slice(0, -fileName.length) : url.pathname;
    if (!path.endsWith('/')) {
      response.writeHead(301, { location: `${path}/${url.search}` }).end();
      return;
    }
    try {
      const result = await render(decodeURIComponent(path));
      const pageFile = result.files?.find((file) => file.name === fileName);
      if (fileName && !isPayload) {
        response.writeHead(pageFile ? 200 : 404, { 'content-type': contentTypeOf(fileName).type });
        response.end(pageFile?.content ?? 'not found');
        return;
      }
      if (isPayload) {
        response.writeHead(result.payload ? 200 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.payload ?? { error: 'not found' }));
        return;
      }
      const html = await vite.transformIndexHtml(url.pathname, result.html);
      response.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String((error as Error).stack));
    }
  };

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
