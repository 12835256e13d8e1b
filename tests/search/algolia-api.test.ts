import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import type { SearchRequest } from '../../src/search/search-contract.js';
import { indexSettings } from '../../src/search/index-settings.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { syncAlgolia } from '../../src/search/sync-algolia.js';
import { contractRecords, searchContract } from './search-contract.js';
import { searchRecord } from './search-record-fixture.js';

const keys = {
  appId: 'TESTAPP',
  searchKey: 'abcdef0123456789abcdef0123456789',
  adminKey: 'fedcba9876543210fedcba9876543210',
};
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer(algoliaApi({ store: createIndexStore(), keys }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] });
  await admin.replaceAllObjects({
    indexName: 'site_fr-CA',
    objects: contractRecords as unknown as Record<string, unknown>[],
  });
  const { taskID } = await admin.setSettings({ indexName: 'site_fr-CA', indexSettings: indexSettings('fr') });
  await admin.waitForTask({ indexName: 'site_fr-CA', taskID });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const searchOnly = () => liteClient(keys.appId, keys.searchKey, { hosts: algoliaHosts(host) ?? [] });

describe('search:serve answers the real algoliasearch client (lite, search key) like Algolia', () => {
  searchContract(
    'site_fr-CA',
    () => async (requests: SearchRequest[]) =>
      searchOnly().search(requests as never) as Promise<{ results: unknown[] }>,
  );
});

const record = (objectID: string, title: string): SearchRecord => searchRecord(objectID, { type: 'slug', title });

describe('search:serve keys and writes', () => {
  it('refuses a wrong key, and writes with the search key, with 403', async () => {
    const wrong = liteClient(keys.appId, '00000000000000000000000000000000', { hosts: algoliaHosts(host) ?? [] });
    await expect(
      wrong.search([{ indexName: 'site_fr-CA', params: { query: 'droit' } }] as never),
    ).rejects.toMatchObject({ status: 403 });
    const readOnly = algoliasearch(keys.appId, keys.searchKey, { hosts: algoliaHosts(host) ?? [] });
    await expect(
      readOnly.saveObjects({
        indexName: 'site_fr-CA',
        objects: [record('intrus', 'Intrus') as unknown as Record<string, unknown>],
      }),
    ).rejects.toMatchObject({ status: 403 });
    const { results } = await searchOnly().search([{ indexName: 'site_fr-CA', params: { query: 'intrus' } }] as never);
    expect((results[0] as { nbHits: number }).nbHits).toBe(0);
  });

  it('search:sync replaces both languages’ records; the next query finds the new ones and not the old', async () => {
    const config = readConfig({
      ALGOLIA_APP_ID: keys.appId,
      ALGOLIA_ADMIN_KEY: keys.adminKey,
      ALGOLIA_HOST: host,
      ALGOLIA_INDEX_PREFIX: 'sync',
    });
    const first = await syncAlgolia(config, {
      fr: [record('ancien', 'Ancien bureau')],
      en: [record('old', 'Old office')],
    });
    expect(first).toEqual({ 'sync_fr-CA': 1, 'sync_en-CA': 1 });
    await syncAlgolia(config, {
      fr: [record('nouveau', 'Nouveau bureau à Gatineau')],
      en: [record('new', 'New office in Gatineau')],
    });
    const { results } = await searchOnly().search([
      { indexName: 'sync_fr-CA', params: { query: 'bureau' } },
      { indexName: 'sync_en-CA', params: { query: 'gatineau' } },
    ] as never);
    expect((results[0] as { hits: SearchRecord[] }).hits.map((hit) => hit.title)).toEqual([
      'Nouveau bureau à Gatineau',
    ]);
    expect((results[1] as { hits: SearchRecord[] }).hits.map((hit) => hit.title)).toEqual(['New office in Gatineau']);
  });
});

describe('search:serve with the public search key cannot grow its memory', () => {
  const send = (path: string, body: unknown, key = keys.searchKey) =>
    fetch(`${host}${path}`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': keys.appId, 'x-algolia-api-key': key },
      body: JSON.stringify(body),
    });
  const listed = async () =>
    (await algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] }).listIndices()).items
      .map((index) => index.name)
      .sort();

  it('a search on a missing index is a 404 with Algolia’s body, and creates nothing', async () => {
    const before = await listed();
    const answer = await send('/1/indexes/*/queries', { requests: [{ indexName: 'junk-777', params: 'query=a' }] });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Index does not exist', status: 404 });
    expect((await send('/1/indexes/junk-778/query', { params: 'query=a' })).status).toBe(404);
    await expect(
      searchOnly().search([{ indexName: 'junk-779', params: { query: 'a' } }] as never),
    ).rejects.toMatchObject({ status: 404 });
    const settings = await fetch(`${host}/1/indexes/junk-777/settings`, {
      headers: { 'x-algolia-application-id': keys.appId, 'x-algolia-api-key': keys.adminKey },
    });
    expect(settings.status).toBe(404);
    expect(await listed()).toEqual(before);
  });

  it('one 4.5 MB request with 20,000 index names is refused (413) before it is read; 51 sub-requests are a 400', async () => {
    const before = await listed();
    const requests = Array.from({ length: 20_000 }, (_, n) => ({
      indexName: `junk-${n}-${'x'.repeat(180)}`,
      params: 'query=a',
    }));
    const huge = await send('/1/indexes/*/queries', { requests });
    expect(huge.status).toBe(413);
    const many = await send('/1/indexes/*/queries', {
      requests: Array.from({ length: 51 }, () => ({ indexName: 'site_fr-CA', params: 'query=droit' })),
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { message: string }).message).toContain('At most 50 requests');
    expect(
      (
        await send('/1/indexes/*/queries', {
          requests: Array.from({ length: 50 }, () => ({ indexName: 'site_fr-CA', params: 'query=droit' })),
        })
      ).status,
    ).toBe(200);
    expect(await listed()).toEqual(before);
  });

  it('the admin key still sends large batches (the write limit is the admin key’s)', async () => {
    const objects = Array.from({ length: 1000 }, (_, n) => ({
      ...record(`big-${n}`, `Grand lot ${n}`),
      content: 'mot '.repeat(500),
    }));
    const admin = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] });
    const [response] = await admin.saveObjects({
      indexName: 'big',
      objects: objects as unknown as Record<string, unknown>[],
      waitForTasks: true,
    });
    expect(response?.objectIDs).toHaveLength(1000);
    expect((await send('/1/indexes/big/query', { params: 'query=grand' })).status).toBe(200);
  });
});

describe('search:serve refuses a bad batch whole, as Algolia does', () => {
  it('a batch whose last operation grows a record past 100 KB is a 400, and its first operation is not stored', async () => {
    const admin = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] });
    await admin.saveObjects({
      indexName: 'whole',
      objects: [{ ...record('gros', 'Gros'), content: 'a'.repeat(60_000) }] as unknown as Record<string, unknown>[],
      waitForTasks: true,
    });
    const batch = admin.batch({
      indexName: 'whole',
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { ...record('premier', 'Premier') } },
          { action: 'partialUpdateObject', body: { objectID: 'gros', summary: 'b'.repeat(60_000) } },
        ],
      },
    });
    await expect(batch).rejects.toMatchObject({ status: 400 });
    await expect(admin.getObject({ indexName: 'whole', objectID: 'premier' })).rejects.toMatchObject({ status: 404 });
    expect(await admin.getObject({ indexName: 'whole', objectID: 'gros', attributesToRetrieve: ['summary'] })).toEqual({
      objectID: 'gros',
      summary: '',
    });
  });
});
