import type { ServerBundle } from './server-bundle.js';
import { loadSiteData } from './load-site-data.js';
import { pageEntries } from './page-entries.js';
import { createPageContext } from './page-context.js';
import { localeCodes, type Locale } from '../../src/config/locales.js';
import type { ContentClient } from '../../src/content-client/content-client.js';
import { browserIndex } from '../../src/search/browser-index.js';
import { localePageSearchRecords } from '../../src/search/page-records.js';
import type { SearchRecord } from '../../src/search/search-record.js';

/** Where a server that renders pages on request (dev, preview) answers a language's browser search index. */
const onRequestIndexPath = (locale: Locale): string => `/_search/${locale}.json`;

/** Each language's index path, for the build manifest such a server answers (the search page reads it there). */
export const onRequestIndexes = Object.fromEntries(
  localeCodes.map((locale) => [locale, onRequestIndexPath(locale)]),
) as Record<Locale, string>;

const localesByPath = new Map(localeCodes.map((locale) => [onRequestIndexPath(locale), locale]));

/** The language whose index a request path asks for, if it asks for one. */
export const onRequestIndexLocale = (pathname: string): Locale | undefined => localesByPath.get(pathname);

/** How long an index made on request is answered again before the content is read anew (ms). */
const FRESH_MS = 30_000;

export interface OnRequestIndexOptions {
  /** The server bundle (the dev server's reloads with every edit). */
  bundle: () => Promise<ServerBundle>;
  /** The content it reads: drafts included in preview. */
  content: ContentClient;
  siteUrl: string;
  /** The server's build id, which stands as its pages' shell (SiteData). */
  buildId: string;
}

/**
 * A language's browser search index made when asked, for the servers that render pages on request and so have no
 * build's index: every searchable page's `data()`, turned into records exactly as the build does (drafts included in
 * preview). Walking every page costs about as much as the build's content stage, so an index is answered again for
 * {@link FRESH_MS} and concurrent requests share one walk.
 */
export function onRequestSearchIndex({
  bundle,
  content,
  siteUrl,
  buildId,
}: OnRequestIndexOptions): (locale: Locale) => Promise<string> {
  const made = new Map<Locale, { at: number; json: Promise<string> }>();
  const make = async (locale: Locale): Promise<string> => {
    const server = await bundle();
    const loaded = await loadSiteData({
      locale,
      buildTime: Date.now(),
      query: (document, variables) => content.query(server.contentDocument(document), variables),
    });
    const site = { ...loaded.site, shell: buildId };
    const context = createPageContext({ content, contentDocument: server.contentDocument, locale, site, siteUrl });
    const records: SearchRecord[] = [];
    for (const [pageName, { data: module }] of Object.entries(server.pages)) {
      for await (const entries of pageEntries(pageName, module, context)) {
        for (const entry of entries) records.push(...localePageSearchRecords(entry, locale));
      }
    }
    return JSON.stringify(browserIndex(locale, records));
  };
  return (locale) => {
    const known = made.get(locale);
    if (known && Date.now() - known.at < FRESH_MS) return known.json;
    const json = make(locale);
    made.set(locale, { at: Date.now(), json });
    json.catch(() => made.delete(locale));
    return json;
  };
}
