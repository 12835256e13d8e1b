import type { PageAssets } from './page-assets.js';
import type { ContentClient } from '../../src/content-client/content-client.js';
import { matchPath, pathLocale } from '../../src/routing/match-path.js';
import { routes } from '../../src/routing/routes.js';
import type { PageFile } from '../../src/page-contract/page-module.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { loadSiteData } from './load-site-data.js';
import { createPageContext } from './page-context.js';
import { pagePayload } from './page-payload.js';
import type { ServerBundle } from './server-bundle.js';

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
  /** The build id of the server (`dev`, `preview`), which its pages name as their shell (SiteData). */
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
    const loaded = await loadSiteData({
      locale,
      buildTime: Date.now(),
      query: (document, variables) => content.query(server.contentDocument(document), variables),
      gtmId,
    });
    const { fallbackDescription } = loaded;
    const site: SiteData = { ...loaded.site, shell: buildId };
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
