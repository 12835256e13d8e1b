import type { AlgoliaConnection } from '../../runtime/algolia-connection.js';
import { localeCodes } from '../../config/locales.js';
import type { SiteContentClient } from '../../content/client/site-content-client.js';
import type { ServerBundle } from '../../render/server-bundle.js';
import { loadSiteData } from '../../render/load-site-data.js';
import type { PageTagLists } from '../../render/page-entries.js';
import type { Locale } from '../../config/locales.js';
import type { PageWriterSetup } from '../page-writer.js';

/**
 * Stage 2: what every page of a language shares (site settings, layout, messages), loaded once per language, and the
 * cache tags of what it read (every page's).
 */
export async function contentStage({
  content,
  server,
  buildId,
  buildTime,
  gtmId,
  algolia,
  formsOrigin,
}: {
  content: SiteContentClient;
  server: ServerBundle;
  buildId: string;
  buildTime: number;
  gtmId: string | undefined;
  algolia: AlgoliaConnection | undefined;
  formsOrigin: string | undefined;
}): Promise<{ sites: PageWriterSetup['sites']; layoutTags: Record<Locale, PageTagLists> }> {
  const sites = {} as PageWriterSetup['sites'];
  const layoutTags = {} as Record<Locale, PageTagLists>;
  for (const locale of localeCodes) {
    const tags: (readonly string[])[] = [];
    layoutTags[locale] = tags;
    sites[locale] = await loadSiteData({
      locale,
      buildId,
      buildTime,
      query: (document, variables) =>
        content.query(server.contentDocument(document), variables, { tags: (list) => tags.push(list) }),
      gtmId,
      algolia,
      formsOrigin,
    });
  }
  return { sites, layoutTags };
}
