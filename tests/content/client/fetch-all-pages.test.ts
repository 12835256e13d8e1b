import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentClient } from '../../../src/content-client/content-client.js';
import { fetchAllPages } from '../../../src/content-client/fetch-all-pages.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, officeId, type ContentFixture } from '../server/content-fixture.js';
import { itemId } from '../../support/content-ids.js';

const token = 'pages-token';
const officeCount = 1_200;
const officesPage = `query Offices($first: IntType, $skip: IntType, $filter: OfficeModelFilter) {
  allOffices(first: $first, skip: $skip, filter: $filter) { id }
  _allOfficesMeta(filter: $filter) { count }
}`;
const officesCount = 'query OfficesCount($filter: OfficeModelFilter) { _allOfficesMeta(filter: $filter) { count } }';

interface OfficesPage {
  allOffices: { id: string }[];
  _allOfficesMeta: { count: number };
}
const pick = (data: OfficesPage) => data.allOffices;
// The ids the service answers, in the order of the offices' positions.
const allIds = Array.from({ length: officeCount }, (_, i) => itemId(officeId(i + 1)));

let fixture: ContentFixture;
let server: ContentServer;

beforeAll(async () => {
  fixture = await createContentFixture({ offices: officeCount });
  server = await startContentServer({ dir: fixture.dir, token });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});
beforeEach(() => {
  server.setFaults(undefined);
  server.resetStats();
});

const client = () => createContentClient({ url: server.url, token, cache: false });

describe('fetchAllPages over HTTP', () => {
  it('reads the count from the first page, then fetches the others, in order', async () => {
    const ids = await client().queryAll({ document: officesPage, pick, total: (data) => data._allOfficesMeta.count });
    expect(ids.map((o) => o.id)).toEqual(allIds);
    expect(server.stats().requests).toBe(3);
  });

  it('never has more pages pending than its concurrency', async () => {
    server.setFaults({ rateSlow: 1, slowMs: 40 });
    const ids = await client().queryAll({
      document: officesPage,
      pick,
      pageSize: 100,
      concurrency: 3,
      total: (data) => data._allOfficesMeta.count,
    });
    expect(ids.map((o) => o.id)).toEqual(allIds);
    expect(server.stats()).toMatchObject({ requests: 12, maxInFlight: 3 });
  });

  it('runs a separate count query, passing the variables on', async () => {
    const filter = { position: { gt: 1_000 } };
    const ids = await client().queryAll({
      document: officesPage,
      variables: { filter },
      pick,
      pageSize: 50,
      total: {
        document: officesCount,
        pick: (data: { _allOfficesMeta: { count: number } }) => data._allOfficesMeta.count,
      },
    });
    expect(ids.map((o) => o.id)).toEqual(allIds.slice(1_000));
    expect(server.stats().requests).toBe(1 + 4);
  });

  it('uses a known total', async () => {
    const ids = await client().queryAll({ document: officesPage, pick, total: officeCount, concurrency: 1 });
    expect(ids).toHaveLength(officeCount);
    expect(server.stats()).toMatchObject({ requests: 3, maxInFlight: 1 });
  });

  it('pages one after another until a short page without a total', async () => {
    const ids = await fetchAllPages(client().query, { document: officesPage, pick, pageSize: 400 });
    expect(ids.map((o) => o.id)).toEqual(allIds);
    expect(server.stats()).toMatchObject({ requests: 4, maxInFlight: 1 });
  });

  it('returns nothing for an empty collection', async () => {
    const ids = await client().queryAll({
      document: officesPage,
      variables: { filter: { position: { gt: officeCount } } },
      pick,
      total: (data) => data._allOfficesMeta.count,
    });
    expect(ids).toEqual([]);
    expect(server.stats().requests).toBe(1);
  });

  it('fails when a page fails', async () => {
    server.setFaults({ sequence: ['ok', '5xx'] });
    const content = createContentClient({ url: server.url, token, cache: false, retries: 0 });
    await expect(
      content.queryAll({ document: officesPage, pick, total: (data) => data._allOfficesMeta.count }),
    ).rejects.toThrow('API Response Status: 503');
  });

  it('refuses a page size over 500 or a concurrency under 1', async () => {
    await expect(client().queryAll({ document: officesPage, pick, pageSize: 501 })).rejects.toThrow(
      'fetchAllPages: pageSize must be an integer from 1 to 500, got 501',
    );
    await expect(client().queryAll({ document: officesPage, pick, concurrency: 0 })).rejects.toThrow(/concurrency/);
    expect(server.stats().requests).toBe(0);
  });
});
