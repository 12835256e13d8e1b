import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorPageAssets, pageAssets, type ViteManifest } from '../../renderer/server/page-assets.js';
import type { SiteConfig } from '../config/env.js';
import type { ContentClient } from '../content-client/content-client.js';
import { checkContentHealth } from '../content-health/health-report.js';
import { firmDate } from '../page-contract/firm-date.js';
import { requestLine } from '../http/request-log.js';
import { pathOfTarget } from '../http/request-path.js';
import { refusedPathStatus, sendHtml, sendText } from '../http/respond.js';
import {
  type Method,
  type RouteCall,
  type RouteHandler,
  type RouteTable,
  routeTableHandler,
  sendMethodNotAllowed,
} from '../http/route-table.js';
import { securityHeaders } from '../http/security-headers.js';
import { onRequestSite } from '../on-request/on-request-site.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { resolveRequest } from '../server/resolve-request.js';
import { createStaticHandler } from '../server/static-server.js';
import { contentChangeEvents, PREVIEW_CHANGES_PATH, PREVIEW_RELOAD_SCRIPT_PATH } from './content-change-events.js';
import { PREVIEW_EXIT_PATH, PREVIEW_LINKS_PATH, PREVIEW_PATH, previewApi } from './preview-api.js';
import { markAsPreview } from './preview-banner.js';
import { pageHealth } from './page-health.js';
import { previewLinks } from './preview-links.js';
import { previewMessagePage } from './preview-message-page.js';
import { previewSessionAuth } from './preview-session.js';

/** The build id preview pages state: the client router never mistakes them for a deployed build. */
export const PREVIEW_BUILD_ID = 'preview';
/** The CMS's Web Previews plugin shows pages in a frame from this origin. */
const CMS_PREVIEW_FRAME = 'https://plugins-cdn.datocms.com';
/** Behind the session, the preview only reads. */
const READ: readonly Method[] = ['GET', 'HEAD'];

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

/**
 * `npm run preview:serve`: the site rendered on request (src/on-request/) from the content API with drafts, for editors
 * only, answered from the route table below. The token opens a preview session (preview-api.ts); without one every
 * other path is 401, whatever its method. Preview pages say so on screen, are `noindex` and `Cache-Control: private,
 * no-store`, and are served under the site's Content-Security-Policy (framing allowed to the CMS's preview plugin).
 * Every path is normalized first (src/http/request-path.ts); one refused for its shape (an encoded slash, a backslash,
 * a NUL) is answered 400 or 403 whatever exists on disk, and the bundle's files are looked up under the bundle folder
 * only. With `reloadContent`, a saved content file is reloaded before the next request is answered and reloads open
 * pages (content-change-events.ts).
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
  const message = (req: IncomingMessage, res: ServerResponse, status: 401 | 502, key: 'unauthorized' | 'failed') =>
    sendHtml(res, status, previewMessagePage(pathOfTarget(req.url ?? '/'), key));
  const unauthorized: RouteHandler = ({ req, res }) => message(req, res, 401, 'unauthorized');
  const session = previewSessionAuth(token, unauthorized);

  const events = contentChangeEvents();
  const health = pageHealth(() =>
    checkContentHealth(content, { contentDir: config.contentDir, today: firmDate(Date.now()) }),
  );
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
    transformHtml: async (url, html) => {
      const preview = markAsPreview(html, url.pathname, await health.problemsOn(url.pathname));
      return reloadContent ? events.withReloadScript(preview) : preview;
    },
    reloadContent,
    reloaded: (reason) => {
      health.invalidate();
      events.announce(reason);
    },
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
  /** An image variant, an upload, a file of the browser bundle (looked up under its folder only), else a page. */
  const siteFiles: RouteHandler = async ({ req, res, path }) => {
    await site.settled();
    const bundleFileOrPage = async () => {
      const isFile = !path.endsWith('/') && (await resolveRequest(clientRoot, path)).kind === 'file';
      if (isFile) clientFiles(req, res);
      else await site.page(req, res);
    };
    await new Promise<void>((done, fail) => {
      site.files(req, res, (error) => (error ? fail(error) : bundleFileOrPage().then(done, fail)));
      res.on('finish', done);
    });
  };
  /** A path refused for its shape: the session first, then the method, as on every other path; then 400 or 403. */
  const refused = (call: RouteCall, reason: Parameters<typeof refusedPathStatus>[0]) => {
    if (!session.allows(call)) return session.refuse(call);
    if (!READ.includes(call.req.method as Method)) return sendMethodNotAllowed(call, READ);
    const { status, text } = refusedPathStatus(reason);
    sendText(call.res, status, `${text}\n`);
  };

  const table: RouteTable = {
    paths: 'normalized',
    routes: [
      { method: '*', path: PREVIEW_PATH, auth: api.token, handle: api.open },
      { method: '*', path: PREVIEW_EXIT_PATH, handle: api.exit },
      { method: 'OPTIONS', path: PREVIEW_LINKS_PATH, handle: api.linksPreflight },
      { method: 'POST', path: PREVIEW_LINKS_PATH, auth: api.linksToken, handle: api.links },
      { method: '*', path: PREVIEW_LINKS_PATH, handle: api.linksMethodNotAllowed },
      ...(reloadContent
        ? [
            { method: READ, path: PREVIEW_RELOAD_SCRIPT_PATH, auth: session, handle: events.script },
            { method: READ, path: PREVIEW_CHANGES_PATH, auth: session, handle: events.stream },
          ]
        : []),
      // builds/latest.json, the build manifest and each language's search index, drafts included.
      ...site.buildFileRoutes(READ, session),
      { method: READ, path: '*', auth: session, handle: siteFiles },
    ],
    refused,
  };
  const answer = routeTableHandler(table, (req, res, error) => {
    console.error('[preview]', requestLine(req), error instanceof Error ? error.message : error);
    if (!res.headersSent) message(req, res, 502, 'failed');
    else res.end();
  });
  const http = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    answer(req, res);
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
