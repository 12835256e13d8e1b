import { isDeepStrictEqual } from 'node:util';
import type { Algoliasearch } from 'algoliasearch';
import { localeCodes, type Locale } from '../config/locales.js';
import { algoliaIndexName } from '../page-contract/algolia-connection.js';
import { indexSettings } from './index-settings.js';
import { recordChanges } from './record-changes.js';
import type { SearchRecord } from './search-record.js';
import { syncSearchIndexes } from './sync-indexes.js';

/** What an incremental update did to one index. */
export interface IndexUpdate {
  records: number;
  saved: number;
  deleted: number;
  /** The settings differed from the site's and were sent again. */
  settings: boolean;
  /** The index did not exist: it was filled whole (`replaceAllObjects`). */
  replaced: boolean;
}

/** Whether the index's settings hold the site's (only the attributes the site sets; Algolia answers many more). */
function holdsSettings(current: Record<string, unknown>, locale: Locale): boolean {
  return Object.entries(indexSettings(locale)).every(([name, value]) => isDeepStrictEqual(current[name], value));
}

/**
 * Makes each language's index, which holds `previous` (the last build's records), hold `records`, sending only what
 * changed: `saveObjects` for new and changed records, `deleteObjects` for removed ones (a long page's split parts
 * included), each waiting for its tasks; the settings only when the index's differ from the site's. An index that
 * does not exist yet is filled whole, as `search:sync` does. `search:sync --check` finds an index that drifted from
 * `previous` behind the build's back; `search:sync` repairs it.
 */
export async function updateSearchIndexes({
  client,
  indexPrefix,
  previous,
  records,
}: {
  client: Algoliasearch;
  indexPrefix: string;
  previous: Record<Locale, readonly SearchRecord[]>;
  records: Record<Locale, readonly SearchRecord[]>;
}): Promise<Record<string, IndexUpdate>> {
  const updates: Record<string, IndexUpdate> = {};
  for (const locale of localeCodes) {
    const indexName = algoliaIndexName(indexPrefix, locale);
    const count = records[locale].length;
    const current = await client.getSettings({ indexName }).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    });
    if (!current) {
      await syncSearchIndexes({ client, indexPrefix, records, locales: [locale] });
      updates[indexName] = { records: count, saved: count, deleted: 0, settings: true, replaced: true };
      continue;
    }
    const { saved, deleted } = recordChanges(previous[locale], records[locale]);
    if (saved.length)
      await client.saveObjects({
        indexName,
        objects: saved as unknown as Record<string, unknown>[],
        batchSize: 1000,
        waitForTasks: true,
      });
    if (deleted.length)
      await client.deleteObjects({ indexName, objectIDs: deleted, batchSize: 1000, waitForTasks: true });
    const settings = !holdsSettings(current as Record<string, unknown>, locale);
    if (settings) {
      const { taskID } = await client.setSettings({ indexName, indexSettings: indexSettings(locale) });
      await client.waitForTask({ indexName, taskID });
    }
    updates[indexName] = { records: count, saved: saved.length, deleted: deleted.length, settings, replaced: false };
  }
  return updates;
}

/** One line per index for the build's log: `site_fr-CA 1234 records (2 saved, 1 deleted)`. */
export const formatIndexUpdates = (updates: Record<string, IndexUpdate>): string =>
  Object.entries(updates)
    .map(
      ([indexName, { records, saved, deleted, settings, replaced }]) =>
        `${indexName} ${records} records (${replaced ? 'filled whole' : `${saved} saved, ${deleted} deleted${settings ? ', settings sent' : ''}`})`,
    )
    .join(', ');
