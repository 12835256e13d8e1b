import { algoliasearch } from 'algoliasearch';
import type { SiteConfig } from '../config/env.js';
import type { Locale } from '../config/locales.js';
import { algoliaHosts } from './algolia-hosts.js';
import type { SearchRecord } from './search-record.js';
import { syncSearchIndexes } from './sync-indexes.js';

/** Pushes `records` to the Algolia application of the configuration (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_HOST). */
export async function syncAlgolia(config: SiteConfig, records: Record<Locale, readonly SearchRecord[]>): Promise<Record<string, number>> {
  if (!config.algoliaAppId || !config.algoliaAdminKey) throw new Error('ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set to write the search indexes');
  const hosts = algoliaHosts(config.algoliaHost);
  const client = algoliasearch(config.algoliaAppId, config.algoliaAdminKey, hosts ? { hosts } : {});
  return syncSearchIndexes({ client, indexPrefix: config.algoliaIndexPrefix, records });
}
