import type { AlgoliaConnection } from '../../page-contract/algolia-connection.js';
import { localeCodes } from '../../config/locales.js';
import type { SiteContentClient } from '../../content-client/site-content-client.js';
import type { ServerBundle } from '../../../renderer/server/server-bundle.js';
import { loadSiteData } from '../../../renderer/server/load-site-data.js';
import { siteShell } from '../../../renderer/server/site-shell.js';
import type { PageTagLists } from '../../../renderer/server/page-entries.js';
import type { Locale } from '../../config/locales.js';
import type { PageWriterSetup } from '../page-writer.js';

/**
 * Stage 2: what every page of a language shares (site settings, layout, messages), loaded once per language, with the
 * build's shell (of the code `code` and every language's site data), and the cache tags of what it read (every page's).
 */
export async function contentStage({
  content,
  server,
  code,
  buildTime,
  gtmId,
  algolia,
  formsOrigin,
}: {
  content: SiteContentClient;
  server: ServerBundle;
  code: string;
  buildTime: number;
  gtmId: string | undefined;
  algolia: AlgoliaConnection | undefined;
  formsOrigin: string | undefined;
}): Promise<{ sites: PageWriterSetup['sites']; shell: string; layoutTags: Record<Locale, PageTagLists> }> {
  const loaded = [];
  const layoutTags = {} as Record<Locale, PageTagLists>;
  for (const locale of localeCodes) {
    const tags: (readonly string[])[] = [];
    layoutTags[locale] = tags;
    loaded.push(
      await loadSiteData({
        locale,
        buildTime,
        query: (document, variables) =>
          content.query(server.contentDocument(document), variables, { tags: (list) => tags.push(list) }),
        gtmId,
        algolia,
        formsOrigin,
      }),
    );
  }
  const shell = siteShell(
    code,
    loaded.map(({ site }) => site),
  );
  const sites = Object.fromEntries(
    loaded.map(({ site, fallbackDescription }) => [site.locale, { site: { ...site, shell }, fallbackDescription }]),
  ) as PageWriterSetup['sites'];
  return { sites, shell, layoutTags };
}
