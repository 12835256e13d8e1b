import type { Algoliasearch } from 'algoliasearch';
import { localeCodes, type Locale } from '../config/locales.js';
import { algoliaIndexName } from '../page-contract/algolia-connection.js';
import { sameRecord } from './record-changes.js';
import type { SearchRecord } from './search-record.js';

/** How an index differs from the records it should hold, by objectID. */
export interface IndexDrift {
  indexName: string;
  /** In the build's records, not in the index. */
  missing: string[];
  /** In the index, not in the build's records. */
  extra: string[];
  /** In both, with different attributes. */
  different: string[];
}

export const hasDrift = (drift: IndexDrift): boolean =>
  drift.missing.length + drift.extra.length + drift.different.length > 0;

/** Every record of an index (`browse`, 1,000 a page); an index that does not exist holds none. */
async function indexRecords(client: Algoliasearch, indexName: string): Promise<Map<string, Record<string, unknown>>> {
  const records = new Map<string, Record<string, unknown>>();
  if (!(await client.indexExists({ indexName }))) return records;
  await client.browseObjects<Record<string, unknown>>({
    indexName,
    browseParams: { hitsPerPage: 1000 },
    aggregator: (page) => {
      for (const hit of page.hits) records.set(hit.objectID, hit);
    },
  });
  return records;
}

/** Compares each language's index with the records it should hold (`search:sync --check`). */
export async function searchIndexDrift({
  client,
  indexPrefix,
  records,
}: {
  client: Algoliasearch;
  indexPrefix: string;
  records: Record<Locale, readonly SearchRecord[]>;
}): Promise<IndexDrift[]> {
  const drifts: IndexDrift[] = [];
  for (const locale of localeCodes) {
    const indexName = algoliaIndexName(indexPrefix, locale);
    const stored = await indexRecords(client, indexName);
    const expected = new Set(records[locale].map((record) => record.objectID));
    const drift: IndexDrift = { indexName, missing: [], extra: [], different: [] };
    for (const record of records[locale]) {
      const found = stored.get(record.objectID);
      if (!found) drift.missing.push(record.objectID);
      else if (!sameRecord(found, record)) drift.different.push(record.objectID);
    }
    drift.extra = [...stored.keys()].filter((objectID) => !expected.has(objectID));
    drifts.push(drift);
  }
  return drifts;
}
