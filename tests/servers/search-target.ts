import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { contractRecords } from '../search/search-contract.js';
import type { ReplayRequest } from './raw-exchange.js';
import { listening, type ReplayServer, type ReplayTarget } from './replay-target.js';

const keys = { appId: 'REPLAYAPP', searchKey: 'replay-search-key-000001', adminKey: 'replay-admin-key-000002' };
const INDEX = 'site_fr-CA';
const SEARCH = { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.searchKey };
const ADMIN = { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.adminKey };

const call = (
  name: string,
  method: string,
  target: string,
  headers: Record<string, string> = ADMIN,
  body?: unknown,
): ReplayRequest => ({
  name,
  method,
  target,
  headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
});
const QUERIES = { requests: [{ indexName: INDEX, params: 'query=droit&hitsPerPage=2' }] };

/** search:serve's calls: credentials, each route with the search and the admin key, bodies, paths, methods. */
const SEARCH_REQUESTS: ReplayRequest[] = [
  call('preflight', 'OPTIONS', '/1/indexes/*/queries', {}),
  call('preflight, any path', 'OPTIONS', '/nothing/here', {}),
  call('queries, no credentials', 'POST', '/1/indexes/*/queries', {}, QUERIES),
  call(
    'queries, a key but no application id',
    'POST',
    '/1/indexes/*/queries',
    { 'X-Algolia-API-Key': keys.searchKey },
    QUERIES,
  ),
  call('queries, a wrong key', 'POST', '/1/indexes/*/queries', { ...SEARCH, 'X-Algolia-API-Key': 'nope' }, QUERIES),
  call(
    'queries, credentials in the query string',
    'POST',
    `/1/indexes/*/queries?x-algolia-application-id=${keys.appId}&x-algolia-api-key=${keys.searchKey}`,
    {},
    QUERIES,
  ),
  call('queries', 'POST', '/1/indexes/*/queries', SEARCH, QUERIES),
  call('queries, a facet request', 'POST', '/1/indexes/*/queries', SEARCH, {
    requests: [{ indexName: INDEX, type: 'facet', facet: 'office', params: 'facetQuery=mon' }],
  }),
  call('queries, a missing index', 'POST', '/1/indexes/*/queries', SEARCH, { requests: [{ indexName: 'nope' }] }),
  call('queries, no requests', 'POST', '/1/indexes/*/queries', SEARCH, {}),
  call('queries, too many', 'POST', '/1/indexes/*/queries', SEARCH, { requests: Array(51).fill({ indexName: INDEX }) }),
  call('queries, malformed JSON', 'POST', '/1/indexes/*/queries', SEARCH, '{"requests": '),
  call('queries, a read body past its limit', 'POST', '/1/indexes/*/queries', SEARCH, `"${'x'.repeat(70 * 1024)}"`),
  call('queries, bad params', 'POST', '/1/indexes/*/queries', SEARCH, {
    requests: [{ indexName: INDEX, params: 'filters=(((' }],
  }),
  call('objects', 'POST', '/1/indexes/*/objects', SEARCH, {
    requests: [
      { indexName: INDEX, objectID: 'ecole', attributesToRetrieve: ['title'] },
      { indexName: INDEX, objectID: 'x' },
    ],
  }),
  call('query one index', 'POST', `/1/indexes/${INDEX}/query`, SEARCH, { params: 'query=stage' }),
  call('query one index, empty body', 'POST', `/1/indexes/${INDEX}/query`, SEARCH),
  call('query an encoded index name', 'POST', '/1/indexes/site_fr%2DCA/query', SEARCH, { params: '' }),
  call('query, a bad percent-encoding', 'POST', '/1/indexes/site_%zz/query', SEARCH, {}),
  call('query, a bad percent-encoding without credentials', 'POST', '/1/indexes/site_%zz/query', {}, {}),
  call('query, doubled slashes', 'POST', `//1//indexes//${INDEX}//query`, SEARCH, {}),
  call('facet values', 'POST', `/1/indexes/${INDEX}/facets/office/query`, SEARCH, { facetQuery: 'mon' }),
  call('get a record', 'GET', `/1/indexes/${INDEX}/ecole?attributesToRetrieve=title,date`, SEARCH),
  call('get a missing record', 'GET', `/1/indexes/${INDEX}/nope`, SEARCH),
  call('get a record of a missing index', 'GET', '/1/indexes/nope/ecole', SEARCH),
  call('list indexes with the search key', 'GET', '/1/indexes', SEARCH),
  call('list indexes', 'GET', '/1/indexes'),
  call('settings', 'GET', `/1/indexes/${INDEX}/settings`),
  call('settings with the search key', 'GET', `/1/indexes/${INDEX}/settings`, SEARCH),
  call('set settings', 'PUT', `/1/indexes/${INDEX}/settings`, ADMIN, { searchableAttributes: ['title'] }),
  call('set settings with the search key', 'PUT', `/1/indexes/${INDEX}/settings`, SEARCH, {}),
  call('a task', 'GET', '/1/task/1'),
  call('a task of an index', 'GET', `/1/indexes/${INDEX}/task/1`),
  call('a missing task', 'GET', '/1/task/999'),
  call('batch', 'POST', `/1/indexes/${INDEX}/batch`, ADMIN, {
    requests: [
      { action: 'updateObject', body: { objectID: 'n1', title: 'Nouveau' } },
      { action: 'partialUpdateObject', body: { objectID: 'ecole', summary: 'Changé' } },
      { action: 'partialUpdateObjectNoCreate', body: { objectID: 'absent', summary: 'x' } },
      { action: 'deleteObject', body: { objectID: 'n1' } },
    ],
  }),
  call('batch, an unknown action', 'POST', `/1/indexes/${INDEX}/batch`, ADMIN, { requests: [{ action: 'nope' }] }),
  call('batch, a write body past the read limit', 'POST', `/1/indexes/${INDEX}/batch`, ADMIN, {
    requests: [{ action: 'updateObject', body: { objectID: 'big', text: 'x'.repeat(80 * 1024) } }],
  }),
  call('batch with the search key', 'POST', `/1/indexes/${INDEX}/batch`, SEARCH, { requests: [] }),
  call('copy', 'POST', `/1/indexes/${INDEX}/operation`, ADMIN, { operation: 'copy', destination: 'copie' }),
  call('copy, no destination', 'POST', `/1/indexes/${INDEX}/operation`, ADMIN, { operation: 'copy' }),
  call('browse', 'POST', `/1/indexes/${INDEX}/browse`, ADMIN, { hitsPerPage: 2 }),
  call('browse, a query', 'POST', `/1/indexes/${INDEX}/browse`, ADMIN, { query: 'x' }),
  call('browse, a bad cursor', 'POST', `/1/indexes/${INDEX}/browse`, ADMIN, { cursor: '!!' }),
  call('partial update', 'POST', `/1/indexes/${INDEX}/ecole/partial`, ADMIN, { title: 'École' }),
  call('partial update, no create', 'POST', `/1/indexes/${INDEX}/x9/partial?createIfNotExists=false`, ADMIN, { a: 1 }),
  call('save a record', 'PUT', `/1/indexes/${INDEX}/saved`, ADMIN, { title: 'Sauvé' }),
  call('save a record, not an object', 'PUT', `/1/indexes/${INDEX}/saved`, ADMIN, '[1]'),
  call('add a record', 'POST', '/1/indexes/copie', ADMIN, { title: 'Ajouté' }),
  call('delete a record', 'DELETE', `/1/indexes/${INDEX}/saved`),
  call('delete by query', 'POST', `/1/indexes/${INDEX}/deleteByQuery`, ADMIN, { facetFilters: ['office:Québec'] }),
  call('delete by query, no filter', 'POST', `/1/indexes/${INDEX}/deleteByQuery`, ADMIN, {}),
  call('clear', 'POST', '/1/indexes/copie/clear', ADMIN, {}),
  call('delete an index', 'DELETE', '/1/indexes/copie'),
  call('list indexes after', 'GET', '/1/indexes'),
  call('an unknown path', 'GET', '/1/nothing'),
  call('another version', 'GET', '/2/indexes'),
  call('the root', 'GET', '/'),
  call('a wrong method', 'PATCH', `/1/indexes/${INDEX}/settings`),
  call('a HEAD', 'HEAD', '/1/indexes'),
];

/** `npm run search:serve` over the search contract's records. */
export const searchTarget: ReplayTarget = {
  name: 'search:serve',
  async start(): Promise<ReplayServer> {
    const store = createIndexStore({ onBuildError: () => {} });
    const settle = async () => {
      for (let id = 1; store.taskStatus(id) !== undefined; id += 1)
        while (store.taskStatus(id) === 'notPublished') await delay(2);
    };
    store.save(INDEX, contractRecords);
    await settle();
    const server = await listening(createServer(algoliaApi({ store, keys })));
    return { port: server.port, requests: SEARCH_REQUESTS, settle, close: server.close };
  },
};
