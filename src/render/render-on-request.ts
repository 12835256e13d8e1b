import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageAssets } from '../../renderer/page-assets.js';
import type { ServerBundle } from '../build/bundle-layout.js';
import { loadSiteData } from '../build/load-site-data.js';
import { createPageContext } from '../build/page-context.js';
import { pagePayload } from '../build/page-payload.js';
import type { ContentClient } from '../content/client/content-client.js';
import { matchPath, pathLocale } from '../routing/match-path.js';
import { routes } from '../routing/routes.js';
import type { PageFile } from '../runtime/page-module.js';
import { PAYLOAD_FILE, type PagePayload } from '../runtime/payload.js';
import { contentTypeOf } from './content-types.js';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  payload?: PagePayload;
  files?: readonly PageFile[];
}

export interface PageRendererOptions {
  /** The server bundle (the dev server reloads it on every request to pick up edits). */
  bundle: () => Promise<ServerBundle>;
  content: ContentClient;
  siteUrl: string;
  /** The build id the pages state (`dev`, `preview`). */
  buildId: string;
  /** The scripts and styles of a page type. */
  assets: (pageName: string) => PageAssets;
  /** The scripts and styles of the localized 404 page. */
  errorAssets: PageAssets;
  /** The tag manager container, when configured. */
  gtmId?: string | undefined;
}

/**
 * Renders one URL on request through the same page `data(params)` as the build: the page type from the route table,
 * one page's content (a bounded number of requests, not the whole collection), its payload and document; a path no
 * page answers is the localized 404 page.
 */
export function pageRenderer({ bundle, content, siteUrl, buildId, assets, errorAssets, gtmId }: PageRendererOptions) {
  return async (path: string): Promise<RenderedPage> => {
    const server = await bundle();
    const match = matchPath(path);
    const locale = match?.locale ?? pathLocale(path);
    const { site, fallbackDescription } = await loadSiteData({
      locale,
      buildId,
      buildTime: Date.now(),
      query: (document, variables) => content.query(server.contentDocument(document), variables),
      gtmId,
    });
    const pageName = match ? routes.find((route) => route.name === match.name)?.page : undefined;
    const page = pageName ? server.pages[pageName] : undefined;
    if (match && page && pageName) {
      const context = createPageContext({ content, contentDocument: server.contentDocument, locale, site, siteUrl });
      const entry = await page.data.data({ route: match.name, params: match.params }, context);
      const payload = entry ? pagePayload({ entry, pageName, site, siteUrl, fallbackDescription }) : null;
      if (entry && payload?.path === path) {
        const html = server.renderDocument({ site, payload, Page: page.Page, assets: assets(pageName) });
        return { status: 200, html, payload, ...(entry.files ? { files: entry.files } : {}) };
      }
    }
    return { status: 404, html: server.renderErrorDocument({ site, assets: errorAssets }) };
  };
}

export interface RenderedResponseOptions {
  render: (path: string) => Promise<RenderedPage>;
  /** Headers of every rendered response. */
  headers: Record<string, string>;
  /** A last change to a page's HTML before it is sent (the dev server's Vite transform, the preview banner). */
  transformHtml?: (url: URL, html: string, page: RenderedPage) => Promise<string> | string;
}

/**
 * Answers a request for a page, its payload (`{path}payload.json`) or one of its files (a vCard) by rendering the page;
 * a path without its trailing slash is redirected (301) as the static host does.
 */
export function renderedResponse({ render, headers, transformHtml }: RenderedResponseOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const fileName = /\/([^/]+\.[a-z0-9]+)$/i.exec(url.pathname)?.[1];
    const path = fileName ? url.pathname.slice(0, -fileName.length) : url.pathname;
    if (!path.endsWith('/')) {
      response.writeHead(301, { ...headers, location: `${path}/${url.search}` }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = path;
    }
    const page = await render(decoded);
    const body = (type: string, status: number, content: string) => {
      response.writeHead(status, { ...headers, 'content-type': type });
      response.end(request.method === 'HEAD' ? undefined : content);
    };
    if (fileName === PAYLOAD_FILE) {
      body('application/json', page.payload ? 200 : 404, JSON.stringify(page.payload ?? { error: 'not found' }));
    } else if (fileName) {
      const file = page.files?.find((candidate) => candidate.name === fileName);
      body(contentTypeOf(fileName).type, file ? 200 : 404, file?.content ?? 'not found');
    } else {
      const html = transformHtml ? await transformHtml(url, page.html, page) : page.html;
      body('text/html; charset=utf-8', page.status, html);
    }
  };
}
