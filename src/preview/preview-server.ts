import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorPageAssets, pageAssets, type ViteManifest } from '../../renderer/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import { locales, otherLocale } from '../config/locales.js';
import type { ContentClient } from '../content/client/content-client.js';
import { requestLine } from '../http/request-log.js';
import { normalizePath, pathOfTarget } from '../http/request-path.js';
import { securityHeaders } from '../http/security-headers.js';
import { translate } from '../i18n/messages.js';
import { onRequestSite } from '../on-request/on-request-site.js';
import type { ServerBundle } from '../render/server-bundle.js';
import { pathLocale } from '../routing/match-path.js';
import { resolveRequest } from '../server/resolve-request.js';
import { createStaticHandler } from '../server/static-server.js';
import { contentChangeEvents } from './content-change-events.js';
import { previewApi, PREVIEW_EXIT_PATH } from './preview-api.js';
import { previewLinks } from './preview-links.js';
import { cookieValue, isPreviewSession, PREVIEW_COOKIE } from './preview-session.js';

/** The build id preview pages state: the client router never mistakes them for a deployed build. */
export const PREVIEW_BUILD_ID = 'preview';
/** The CMS's Web Previews plugin shows pages in a frame from this origin. */
const CMS_PREVIEW_FRAME = 'https://plugins-cdn.datocms.com';

export interface PreviewServerOptions {
  config: SiteConfig;
  /** The preview token (PREVIEW_TOKEN). */
  token: string;
  /** A content client that includes drafts. */
  content: ContentClient;
  server: ServerBundle;
  /** The browser bundle's folder and manifest (bundles.ts). */
  clientDir: string;
  manifest: ViteManifest;
  /**
   * With the embedded content: reads CONTENT_DIR again (SiteContentClient.reload). The preview then watches the folder
   * (content-watch.ts): a saved file shows on the next request, and open preview pages reload themselves.
   */
  reloadContent?: () => Promise<void>;
}

function bannerOf(path: string): string {
  const locale = pathLocale(path);
  const [banner, exit] = [translate(locale, 'preview.banner'), translate(locale, 'preview.exit')];
  const style =
    'position:sticky;top:0;z-index:1000;display:flex;gap:1rem;justify-content:center;flex-wrap:wrap;padding:.5rem 1rem;background:#1a1a1a;color:#fff;font:600 0.9375rem/1.4 system-ui,sans-serif';
  return `<div role="status" lang="${locales[locale].iso}" style="${style}"><span>${banner}</span><a href="${PREVIEW_EXIT_PATH}?redirect=${encodeURIComponent(path)}" style="color:#fff">${exit}</a></div>`;
}

/** A preview page: `noindex` in its head and the preview banner at the top of its body, outside the app's root. */
export function markAsPreview(html: string, path: string): string {
  return html
    .replace('<head>', '<head><meta name="robots" content="noindex, nofollow"/>')
    .replace(/<body([^>]*)>/, (body) => `${body}${bannerOf(path)}`);
}

function messagePage(status: number, path: string, key: 'unauthorized' | 'failed'): { status: number; html: string } {
  const locale = pathLocale(path);
  const other = otherLocale(locale);
  const html = `<!DOCTYPE html><html lang="${locales[locale].iso}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/><title>${translate(locale, `preview.${key}`)}</title></head><body><main><h1>${translate(locale, `preview.${key}`)}</h1><p lang="${locales[other].iso}">${translate(other, `preview.${key}`)}</p></main></body></html>`;
  return { status, html };
}

/**
 * `npm run preview:serve`: every page rendered on request from the content API with drafts, through the same page
 * `data(params)` as the build, for editors only. A visitor without a preview session (see preview-api.ts) gets 401 for
 * everything; preview pages say so on screen, are `noindex` and `Cache-Control: private, no-store`, and are served
 * under the site's Content-Security-Policy (framing allowed to the CMS's preview plugin). Every path is normalized
 * first (src/http/request-path.ts); one refused for its shape (an encoded slash, a backslash, a NUL) is answered 400 or
 * 403 whatever exists on disk, and the bundle's files are looked up under the bundle folder only. With
 * `reloadContent`, a saved content file is reloaded before the next request is answered and reloads open pages
 * (content-change-events.ts).
 */
export function createPreviewServer({
  config,
  token,
  content,
  server,
  clientDir,
  manifest,
  reloadContent,
}: PreviewServerOptions): Server {
  const headers: Record<string, string> = {
    ...securityHeaders({
      tagManager: Boolean(config.gtmId),
      hostedSearch: Boolean(config.algoliaAppId),
      searchHost: config.algoliaHost,
      frameAncestors: [CMS_PREVIEW_FRAME],
      scriptHashes: server.inlineScriptHashes,
      https: false,
    }),
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  };
  const send = (res: ServerResponse, { status, html }: { status: number; html: string }) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  };
  const sendText = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra }).end(`${text}\n`);
  };
  const unauthorized = (req: IncomingMessage, res: ServerResponse) =>
    send(res, messagePage(401, pathOfTarget(req.url ?? '/'), 'unauthorized'));

  const events = contentChangeEvents();
  const site = onRequestSite({
    name: 'preview',
    config,
    content,
    bundle: () => Promise.resolve(server),
    buildId: PREVIEW_BUILD_ID,
    manifest,
    pageNames: Object.keys(server.pages),
    assets: (pageName) => pageAssets(manifest, pageName),
    errorAssets: errorPageAssets(manifest),
    headers: {},
    transformHtml: (url, html) => {
      const preview = markAsPreview(html, url.pathname);
      return reloadContent ? events.withReloadScript(preview) : preview;
    },
    reloadContent,
    reloaded: (reason) => events.announce(reason),
  });
  const api = previewApi({
    token,
    siteUrl: config.siteUrl,
    unauthorized,
    trustProxy: config.trustProxy,
    links: (model, id, previewUrl) =>
      previewLinks({
        model,
        id,
        previewUrl,
        siteUrl: config.siteUrl,
        query: (name, variables) => content.query(server.contentDocument(name), variables),
      }),
  });
  const clientFiles = createStaticHandler({ dir: clientDir });
  const clientRoot = realpathSync(clientDir);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (await api(req, res)) return;
    if (!isPreviewSession(cookieValue(req.headers.cookie, PREVIEW_COOKIE), token)) return unauthorized(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const normalized = normalizePath(pathOfTarget(req.url ?? '/'));
    if (!normalized.ok)
      return normalized.reason === 'malformed' ? sendText(res, 400, 'Bad Request') : sendText(res, 403, 'Forbidden');
    const pathname = normalized.path;
    if (reloadContent && events.answer(res, pathname)) return;
    await site.settled();
    if (await site.answerBuildFile(res, pathname)) return;
    const next = async () => {
      const isFile = !pathname.endsWith('/') && (await resolveRequest(clientRoot, pathname)).kind === 'file';
      if (isFile) clientFiles(req, res);
      else await site.page(req, res);
    };
    await new Promise<void>((done, fail) => {
      site.files(req, res, (error) => {
        if (error) fail(error);
        else next().then(done, fail);
      });
      res.on('finish', done);
    });
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[preview]', requestLine(req), error instanceof Error ? error.message : error);
      if (!res.headersSent) send(res, messagePage(502, pathOfTarget(req.url ?? '/'), 'failed'));
      else res.end();
    });
  });
  // Open change streams would keep `close` waiting: closing ends them, and stops the watcher.
  const close = http.close.bind(http);
  http.close = (callback) => {
    site.close();
    events.close();
    return close(callback);
  };
  return http;
}
