import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/config/locales.js';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import { RECORDS_FOLDER } from '../../src/search/records-file.js';
import { generatedRecords } from './generated-records.js';
import { runToEnd, startSearchServe } from './search-serve-process.js';

/** The constant admin key `scripts/search-serve.ts` once fell back to: it makes a random one instead. */
const FORMER_CONSTANT_ADMIN_KEY = 'ad3140000000000000000000000000ff';
const RECORDS_PER_LANGUAGE = 2_000;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'search-serve-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const post = (origin: string, path: string, key: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'LOCALSEARCH', 'x-algolia-api-key': key },
    body: JSON.stringify(body),
  });

describe('npm run search:serve', () => {
  it('without ALGOLIA_ADMIN_KEY, writes need the random admin key it printed once, not a key written in the repository', async () => {
    const serve = await startSearchServe(folder, {});
    try {
      const printed = /admin key for this run only: ([0-9a-f]{32})/.exec(serve.output)?.[1];
      expect(printed).toBeDefined();
      const batch = { requests: [{ action: 'addObject', body: { objectID: 'x', title: 'Intrus' } }] };
      const refused = await post(serve.origin, '/1/indexes/site_en-CA/batch', FORMER_CONSTANT_ADMIN_KEY, batch);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
      expect((await post(serve.origin, '/1/indexes/site_en-CA/batch', printed as string, batch)).status).toBe(200);
    } finally {
      await serve.stop();
    }
  }, 20_000);

  it(`search:sync (${RECORDS_PER_LANGUAGE} records per language) into a fresh search:serve: the real client finds them as soon as it ends, 20 times without an error`, async () => {
    const keys = {
      ALGOLIA_APP_ID: 'SYNCTEST',
      ALGOLIA_SEARCH_KEY: '5ea7c4b1e0f0e0d0c0b0a09080706051',
      ALGOLIA_ADMIN_KEY: 'ad41e0f0e0d0c0b0a0908070605040fe',
    };
    const serve = await startSearchServe(folder, keys);
    try {
      const site = join(folder, 'site');
      await mkdir(join(site, 'builds', RECORDS_FOLDER), { recursive: true });
      for (const locale of localeCodes) {
        await writeFile(
          join(site, 'builds', RECORDS_FOLDER, `${locale}.json`),
          JSON.stringify(generatedRecords(locale, RECORDS_PER_LANGUAGE)),
        );
      }
      const sync = await runToEnd('search-sync', { cwd: site, env: { ...keys, ALGOLIA_HOST: serve.origin } });
      expect(sync.output).toContain(`site_en-CA holds ${RECORDS_PER_LANGUAGE} records`);
      expect(sync.code).toBe(0);

      for (let n = 0; n < 20; n += 1) {
        const client = liteClient(keys.ALGOLIA_APP_ID, keys.ALGOLIA_SEARCH_KEY, {
          hosts: algoliaHosts(serve.origin) ?? [],
        });
        const { results } = await client.search([
          { indexName: 'site_fr-CA', params: { query: 'fiscalité', hitsPerPage: 10, facets: ['type', 'office'] } },
          { indexName: 'site_en-CA', params: { query: `employment`, hitsPerPage: 10 } },
        ] as never);
        expect((results as { nbHits: number }[]).every((result) => result.nbHits > 0)).toBe(true);
      }
    } finally {
      await serve.stop();
    }
  }, 60_000);
});
