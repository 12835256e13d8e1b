import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig, type SiteConfig } from '../../src/config/env.js';
import type { Locale } from '../../src/config/locales.js';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import { storedAttributes } from '../../src/search/record-changes.js';
import { writeSearchRecords } from '../../src/search/records-file.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { algoliaApi, type RequestCounts } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { syncAlgolia, updateAlgolia } from '../../src/search/sync-algolia.js';
import { runScript } from './search-serve-process.js';

const keys = {
  appId: 'TESTAPP',
  searchKey: 'abcdef0123456789abcdef0123456789',
  adminKey: 'fedcba9876543210fedcba9876543210',
};
const counts: RequestCounts = { reads: 0, writes: 0, batchOperations: 0 };
let server: Server;
let host: string;
let admin: Algoliasearch;

beforeAll(async () => {
  server = createServer(algoliaApi({ store: createIndexStore(), keys, counts }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => Object.assign(counts, { reads: 0, writes: 0, batchOperations: 0 }));

const configFor = (prefix: string): SiteConfig =>
  readConfig({
    ALGOLIA_APP_ID: keys.appId,
    ALGOLIA_ADMIN_KEY: keys.adminKey,
    ALGOLIA_HOST: host,
    ALGOLIA_INDEX_PREFIX: prefix,
  });

/** A page's records: one, or `parts` split parts sharing its url (`/path/#0`, `/path/#1`…), as page-records.ts names them. */
const page = (path: string, title: string, parts = 1): SearchRecord[] =>
  Array.from({ length: parts }, (_, part) => ({
    objectID: `${path}#${part}`,
    type: 'news-slug',
    title,
    summary: `Résumé de ${title}`,
    content: `Partie ${part} de ${title}`,
    url: path,
    date: '2026-01-15',
    year: 2026,
    practiceAreas: ['Fiscalité'],
    industries: [],
  }));

/** A site of 200 pages per language, the fifth one long (three split parts). */
const site = (): Record<Locale, SearchRecord[]> => ({
  fr: Array.from({ length: 200 }, (_, i) => page(`/nouvelles/article-${i}/`, `Article ${i}`, i === 5 ? 3 : 1)).flat(),
  en: Array.from({ length: 200 }, (_, i) => page(`/en/news/article-${i}/`, `Article ${i}`, i === 5 ? 3 : 1)).flat(),
});

/** An index's records, by objectID, as stored (browsed with the real client). */
async function indexContent(indexName: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  await admin.browseObjects<Record<string, unknown>>({
    indexName,
    browseParams: { hitsPerPage: 1000 },
    aggregator: (page) => void records.push(...page.hits.map(storedAttributes)),
  });
  return records.sort((a, b) => String(a.objectID).localeCompare(String(b.objectID)));
}

/** The same records synced whole to a fresh prefix: what a full sync gives. */
async function fullSyncContent(prefix: string, records: Record<Locale, SearchRecord[]>) {
  await syncAlgolia(configFor(prefix), records);
  return { fr: await indexContent(`${prefix}_fr-CA`), en: await indexContent(`${prefix}_en-CA`) };
}

/** The site's records synced whole under `prefix`, the write counts then started from zero. */
async function syncedSite(prefix: string): Promise<Record<Locale, SearchRecord[]>> {
  const records = site();
  await syncAlgolia(configFor(prefix), records);
  counts.writes = 0;
  counts.batchOperations = 0;
  return records;
}

describe('a partial build sends Algolia only the records that changed', () => {
  it('one changed record costs one batch of one operation, no settings, and the index equals a full sync', async () => {
    const before = await syncedSite('one');
    const after = site();
    after.fr[10] = { ...(after.fr[10] as SearchRecord), title: 'Article 8 corrigé' };
    const updates = await updateAlgolia(configFor('one'), before, after);
    expect(updates['one_fr-CA']).toEqual({ records: 202, saved: 1, deleted: 0, settings: false, replaced: false });
    expect(updates['one_en-CA']).toMatchObject({ saved: 0, deleted: 0, settings: false });
    expect(counts.writes).toBe(1);
    expect(counts.batchOperations).toBe(1);
    expect({ fr: await indexContent('one_fr-CA'), en: await indexContent('one_en-CA') }).toEqual(
      await fullSyncContent('one-full', after),
    );
  });

  it('a removed long page loses all its split parts, a new page is added, and the index equals a full sync', async () => {
    const before = await syncedSite('removed');
    const after = site();
    after.en = [
      ...after.en.filter((record) => record.url !== '/en/news/article-5/'),
      ...page('/en/news/new-office/', 'New office in Gatineau'),
    ];
    const updates = await updateAlgolia(configFor('removed'), before, after);
    expect(updates['removed_en-CA']).toMatchObject({ saved: 1, deleted: 3 });
    expect(counts.writes).toBe(2);
    expect(counts.batchOperations).toBe(4);
    const english = await indexContent('removed_en-CA');
    expect(english.filter((record) => record.url === '/en/news/article-5/')).toEqual([]);
    expect(english.map((record) => record.title)).toContain('New office in Gatineau');
    expect({ fr: await indexContent('removed_fr-CA'), en: english }).toEqual(
      await fullSyncContent('removed-full', after),
    );
  });

  it('an index that does not exist yet is filled whole, with the settings', async () => {
    const records = site();
    const updates = await updateAlgolia(configFor('fresh'), { fr: [], en: [] }, records);
    expect(updates['fresh_fr-CA']).toMatchObject({ records: 202, replaced: true });
    expect({ fr: await indexContent('fresh_fr-CA'), en: await indexContent('fresh_en-CA') }).toEqual(
      await fullSyncContent('fresh-full', records),
    );
    expect(await admin.getSettings({ indexName: 'fresh_en-CA' })).toMatchObject({
      attributeForDistinct: 'url',
      customRanking: ['desc(date)'],
    });
  });
});

/** Runs `npm run search:sync -- --check` in `cwd` against the test server. */
function check(cwd: string, prefix: string): Promise<{ code: number | null; output: string }> {
  const child = runScript('search-sync', ['--check'], {
    cwd,
    env: {
      ALGOLIA_APP_ID: keys.appId,
      ALGOLIA_ADMIN_KEY: keys.adminKey,
      ALGOLIA_HOST: host,
      ALGOLIA_INDEX_PREFIX: prefix,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, output })));
}

describe('search:sync --check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-check-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports no drift after an incremental update, and the records deleted or changed behind its back', async () => {
    const before = site();
    await syncAlgolia(configFor('check'), before);
    const after = site();
    after.fr = after.fr.filter((record) => record.url !== '/nouvelles/article-5/');
    await updateAlgolia(configFor('check'), before, after);
    await writeSearchRecords(join(dir, 'builds'), (locale) => after[locale]);
    const clean = await check(dir, 'check');
    expect(clean.output).toContain("check_fr-CA holds the build's records");
    expect(clean.code).toBe(0);

    const deleted = await admin.deleteObject({ indexName: 'check_en-CA', objectID: '/en/news/article-7/#0' });
    await admin.waitForTask({ indexName: 'check_en-CA', taskID: deleted.taskID });
    const extra = await admin.saveObject({
      indexName: 'check_en-CA',
      body: page('/en/news/stray/', 'Stray')[0] as unknown as Record<string, unknown>,
    });
    await admin.waitForTask({ indexName: 'check_en-CA', taskID: extra.taskID });
    const changed = await admin.saveObject({
      indexName: 'check_fr-CA',
      body: page('/nouvelles/article-9/', 'Modifié')[0] as unknown as Record<string, unknown>,
    });
    await admin.waitForTask({ indexName: 'check_fr-CA', taskID: changed.taskID });
    const drifted = await check(dir, 'check');
    expect(drifted.code).toBe(1);
    expect(drifted.output).toContain('check_en-CA drifted');
    expect(drifted.output).toContain('missing 1: /en/news/article-7/#0');
    expect(drifted.output).toContain('extra 1: /en/news/stray/#0');
    expect(drifted.output).toContain('different 1: /nouvelles/article-9/#0');
  }, 20_000);
});
