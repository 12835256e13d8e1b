import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { contractRecords } from './search-contract.js';

const keys = {
  appId: 'FUZZAPP',
  searchKey: 'f0220000f0220000f0220000f0220000',
  adminKey: 'ad220000f0220000f0220000f02200ff',
};
const INDEX = 'site_fr-CA';
const RUNS = 600;
let server: Server;
let origin: string;
const store = createIndexStore({ onBuildError: () => {} });

beforeAll(async () => {
  const task = store.save(INDEX, contractRecords);
  while (store.taskStatus(task) !== 'published') await new Promise((done) => setTimeout(done, 5));
  server = createServer(algoliaApi({ store, keys }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Any JSON value, a short text with unicode and control characters, or a number out of range. */
const anything = fc.oneof(
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
);
const parameter = fc.constantFrom(
  'query',
  'page',
  'hitsPerPage',
  'facets',
  'facetFilters',
  'numericFilters',
  'maxValuesPerFacet',
  'highlightPreTag',
  'clickAnalytics',
  'facetQuery',
  'maxFacetHits',
  'filters',
  'cursor',
  'attributesToRetrieve',
);
const params = fc.dictionary(
  parameter,
  fc.oneof(
    anything,
    fc.constantFrom('year>=2020', 'type:-a', ['type:a', ['office:Québec']], '*', 'droit', 10, -1, 1e9),
  ),
  { maxKeys: 5 },
);
const indexName = fc.oneof(
  fc.constant(INDEX),
  fc.constantFrom('*', 'missing', '..', '%2e%2e', 'a/b', ''),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const searchBody = fc.record({
  requests: fc.array(
    fc.record({
      indexName,
      type: fc.constantFrom('default', 'facet', undefined),
      facet: fc.constantFrom('type', 'office', 'nope', undefined),
      params: fc.oneof(
        params,
        params.map((value) =>
          new URLSearchParams(Object.entries(value).map(([key, v]) => [key, JSON.stringify(v) ?? ''])).toString(),
        ),
      ),
    }),
    { maxLength: 6 },
  ),
});
const writeBody = fc.oneof(
  fc.record({
    requests: fc.array(
      fc.record({
        action: fc.constantFrom(
          'addObject',
          'updateObject',
          'partialUpdateObject',
          'partialUpdateObjectNoCreate',
          'deleteObject',
          'clear',
          'explode',
        ),
        body: fc.oneof(
          anything,
          fc.record({
            objectID: fc.oneof(fc.string(), anything),
            title: anything,
            year: fc.oneof(
              anything,
              fc.record({ _operation: fc.constantFrom('Increment', 'Add', 'Nope'), value: anything }),
            ),
          }),
        ),
      }),
      { maxLength: 4 },
    ),
  }),
  fc.record({
    operation: fc.constantFrom('copy', 'move', 'rename'),
    destination: fc.oneof(indexName, anything),
    scope: fc.oneof(anything, fc.constant(['settings'])),
  }),
);
const segment = fc.oneof(
  fc.constantFrom(
    '1',
    'indexes',
    '*',
    'queries',
    'query',
    'objects',
    'browse',
    'batch',
    'operation',
    'settings',
    'task',
    'facets',
    'partial',
    'deleteByQuery',
    'clear',
    '42',
    '%zz',
    '..',
  ),
  indexName.map(encodeURIComponent),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path: fc.oneof(
    {
      weight: 1,
      arbitrary: fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
    },
    { weight: 3, arbitrary: indexName.map((name) => `/1/indexes/${encodeURIComponent(name)}`) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          indexName,
          fc.constantFrom(
            'query',
            'batch',
            'operation',
            'browse',
            'settings',
            'clear',
            'deleteByQuery',
            'ecole',
            'ecole/partial',
            'task/1',
          ),
        )
        .map(([name, action]) => `/1/indexes/${encodeURIComponent(name)}/${action}`),
    },
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        '/1/indexes/*/queries',
        `/1/indexes/${INDEX}/query`,
        `/1/indexes/${INDEX}/batch`,
        `/1/indexes/${INDEX}/operation`,
        `/1/indexes/${INDEX}/browse`,
        '/1/indexes/*/objects',
        `/1/indexes/${INDEX}/ecole`,
      ),
    },
  ),
  key: fc.constantFrom(
    keys.searchKey,
    keys.searchKey,
    keys.searchKey,
    keys.adminKey,
    keys.adminKey,
    'wrong',
    undefined,
  ),
  body: fc.oneof(
    { weight: 4, arbitrary: searchBody },
    { weight: 3, arbitrary: writeBody },
    { weight: 2, arbitrary: params },
    anything,
    fc.constant('{not json'),
    fc.string({ unit: 'binary', maxLength: 100 }),
  ),
});

/** Each index and how many records it holds. */
const state = () =>
  JSON.stringify(
    store
      .names()
      .sort()
      .map((name) => [name, store.size(name)]),
  );

describe('search:serve under random requests (property-based, fast-check)', () => {
  it(`answers ${RUNS} random requests without a 5xx; a refused or read request changes nothing; memory stays bounded`, async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    let tried = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, key, body }) => {
        tried += 1;
        const before = state();
        const response = await fetch(`${origin}${path}`, {
          method,
          headers: { 'x-algolia-application-id': keys.appId, ...(key ? { 'x-algolia-api-key': key } : {}) },
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        });
        const answer = (await response.json()) as { status?: number; message?: string };
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${method} ${path}: ${answer.message}`).toBeLessThan(500);
        if (response.status >= 400) expect(answer).toEqual({ status: response.status, message: expect.any(String) });
        if (response.status >= 400 || key !== keys.adminKey)
          expect(state(), `${method} ${path} (${response.status})`).toBe(before);
      }),
      { numRuns: RUNS },
    );
    const grownMB = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    console.log(
      `search:serve fuzz: ${tried} requests tried; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; heap grew ${grownMB.toFixed(1)} MB`,
    );
    expect(tried).toBe(RUNS);
    expect(grownMB).toBeLessThan(100);
  }, 30_000);
});
