import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/search/search-contract.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { generatedRecords } from './generated-records.js';

const RECORDS = 2000;
const published = async (status: () => string | undefined) => {
  while (status() !== 'published') await new Promise((done) => setTimeout(done, 5));
};
/** Whether a search for the first record's title (with `prefix`) finds that record first. */
const finds = (store: ReturnType<typeof createIndexStore>, prefix: string) => {
  const [first] = generatedRecords('fr', 1, prefix);
  const result = store
    .published('site_fr-CA')
    ?.engine.search([{ indexName: 'site_fr-CA', params: { query: first?.title, hitsPerPage: 1 } }]).results[0] as
    | SearchResponse
    | undefined;
  return result?.hits[0]?.objectID === first?.objectID;
};

describe('search:serve indexes at write time, off the request path', () => {
  it(`while ${RECORDS} new records are indexed, searches answer at once on the previous version; the task is published when the new one is searchable`, async () => {
    const store = createIndexStore();
    const first = store.save('site_fr-CA', generatedRecords('fr', RECORDS, 'ancien'));
    expect(store.taskStatus(first)).toBe('notPublished');
    expect(finds(store, 'ancien')).toBe(false);
    await published(() => store.taskStatus(first));
    expect(finds(store, 'ancien')).toBe(true);

    const second = store.writeRecords('site_fr-CA', (records) => {
      records.clear();
      for (const record of generatedRecords('fr', RECORDS, 'nouveau')) records.set(record.objectID, record);
    });
    const answeredDuringIndexing: boolean[] = [];
    const indexed = published(() => store.taskStatus(second));
    while (store.taskStatus(second) === 'notPublished') {
      answeredDuringIndexing.push(finds(store, 'ancien'));
      await new Promise((done) => setTimeout(done, 1));
    }
    await indexed;
    expect(answeredDuringIndexing.length).toBeGreaterThan(5);
    expect(new Set(answeredDuringIndexing)).toEqual(new Set([true]));
    expect(finds(store, 'ancien')).toBe(false);
    expect(finds(store, 'nouveau')).toBe(true);
  }, 30_000);

  it('a write made while a version is being indexed abandons it: the task of the last write is published with every write in it', async () => {
    const store = createIndexStore();
    store.save('site_fr-CA', generatedRecords('fr', RECORDS, 'a'));
    const last = store.save('site_fr-CA', generatedRecords('fr', 10, 'b'));
    await published(() => store.taskStatus(last));
    expect(store.published('site_fr-CA')?.records.size).toBe(RECORDS + 10);
    expect(store.list()).toMatchObject([{ name: 'site_fr-CA', entries: RECORDS + 10, pendingTask: false }]);
  }, 30_000);
});
