import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { SiteConfig } from '../config/env.js';
import type { Locale } from '../config/locales.js';
import { algoliaHosts } from './algolia-hosts.js';
import { searchIndexDrift, type IndexDrift } from './index-drift.js';
import type { SearchRecord } from './search-record.js';
import { syncSearchIndexes } from './sync-indexes.js';
import { updateSearchIndexes, type IndexUpdate } from './update-indexes.js';

type RecordsPerLocale = Record<Locale, readonly SearchRecord[]>;

/** An admin client of the Algolia application of the configuration (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_HOST). */
function adminClient(config: SiteConfig): Algoliasearch {
  if (!config.algoliaAppId || !config.algoliaAdminKey)
    throw new Error('ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set to write the search indexes');
  const hosts = algoliaHosts(config.algoliaHost);
  return algoliasearch(config.algoliaAppId, config.algoliaAdminKey, hosts ? { hosts } : {});
}

/** Replaces the indexes' records with `records` (a full build, a first sync, a repair). */
export async function syncAlgolia(config: SiteConfig, records: RecordsPerLocale): Promise<Record<string, number>> {
  return syncSearchIndexes({ client: adminClient(config), indexPrefix: config.algoliaIndexPrefix, records });
}

/** Sends the indexes only what changed from `previous` (the last build's records) to `records` (a partial build). */
export async function updateAlgolia(
  config: SiteConfig,
  previous: RecordsPerLocale,
  records: RecordsPerLocale,
): Promise<Record<string, IndexUpdate>> {
  return updateSearchIndexes({
    client: adminClient(config),
    indexPrefix: config.algoliaIndexPrefix,
    previous,
    records,
  });
}

/** How the indexes differ from `records` (`search:sync --check`). */
export async function algoliaDrift(config: SiteConfig, records: RecordsPerLocale): Promise<IndexDrift[]> {
  return searchIndexDrift({ client: adminClient(config), indexPrefix: config.algoliaIndexPrefix, records });
}
