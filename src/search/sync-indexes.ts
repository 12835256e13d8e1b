import type { Algoliasearch } from 'algoliasearch';
import { localeCodes, type Locale } from '../config/locales.js';
import { algoliaIndexName } from '../page-contract/algolia-connection.js';
import { indexSettings } from './index-settings.js';
import type { SearchRecord } from './search-record.js';

/**
 * Makes each language's Algolia index hold exactly `records` and the site's settings: `replaceAllObjects` (a temporary
 * index, then an atomic move, so searches never see a half-filled index), then `setSettings`. Returns the record
 * count per index. `locales` limits it to some languages' indexes (default: every language).
 */
export async function syncSearchIndexes({
  client,
  indexPrefix,
  records,
  locales = localeCodes,
}: {
  client: Algoliasearch;
  indexPrefix: string;
  records: Record<Locale, readonly SearchRecord[]>;
  locales?: readonly Locale[];
}): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const locale of locales) {
    const indexName = algoliaIndexName(indexPrefix, locale);
    await client.replaceAllObjects({
      indexName,
      objects: records[locale] as unknown as Record<string, unknown>[],
      batchSize: 1000,
    });
    const { taskID } = await client.setSettings({ indexName, indexSettings: indexSettings(locale) });
    await client.waitForTask({ indexName, taskID });
    counts[indexName] = records[locale].length;
  }
  return counts;
}
