import type { SiteConfig } from '../config/env.js';
import { locales, type Locale } from '../config/locales.js';

/**
 * What a browser needs to search a hosted Algolia application: the application, the search-only key (public by
 * design: it can only read) and where the indexes are. Never the admin key.
 */
export interface AlgoliaConnection {
  appId: string;
  searchKey: string;
  indexPrefix: string;
  /** Another host answering Algolia's API (ALGOLIA_HOST, e.g. `npm run search:serve`), instead of Algolia's own. */
  host?: string;
}

/** The index of one language: `{prefix}_{locale}`, e.g. `site_fr-CA`. */
export const algoliaIndexName = (indexPrefix: string, locale: Locale): string =>
  `${indexPrefix}_${locales[locale].iso}`;

/** The browser's connection when ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are set; unset: the embedded engine. */
export function algoliaConnection(
  config: Pick<SiteConfig, 'algoliaAppId' | 'algoliaSearchKey' | 'algoliaIndexPrefix' | 'algoliaHost'>,
): AlgoliaConnection | undefined {
  if (!config.algoliaAppId || !config.algoliaSearchKey) return undefined;
  return {
    appId: config.algoliaAppId,
    searchKey: config.algoliaSearchKey,
    indexPrefix: config.algoliaIndexPrefix,
    ...(config.algoliaHost ? { host: config.algoliaHost } : {}),
  };
}
