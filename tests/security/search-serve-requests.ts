/**
 * search:serve's hostile requests, as a table: what each sends byte for byte and the status it must get (with, past the
 * HTTP level, Algolia's message), against an index of the contract records and one large record.
 */
import type { SearchRecord } from '../../src/search/search-record.js';
import { contractRecords } from '../search/search-contract.js';
import { HUGE_HEADER, type HostileRequest } from './raw-http.js';

export const keys = {
  appId: 'HOSTILEAPP',
  searchKey: '5ea4c400005ea4c400005ea4c4000001',
  adminKey: 'ad0140000ad0140000ad014000000002',
};
export const INDEX = 'site_fr-CA';
export const SEARCH = { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.searchKey };
const ADMIN = { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.adminKey };
/** The one index an accepted admin write in the table creates. */
export const DEEP_OK = 'deep-but-fine';
export const QUERY = JSON.stringify({ requests: [{ indexName: INDEX, params: 'query=droit' }] });
/** A record near the 100 KB a record may hold: 12,000 times the word `annexe`. */
const LARGE = 'large';
/** What the index holds: the contract records, and the large record. */
export const INDEXED = [
  ...contractRecords,
  { ...(contractRecords[0] as SearchRecord), objectID: LARGE, url: `/${LARGE}/`, content: 'annexe '.repeat(12_000) },
];
/** Highlight tags of `length` characters. */
const tags = (length: number) => ({ highlightPreTag: '<'.repeat(length), highlightPostTag: '>'.repeat(length) });
/** 50 searches (the most one call may hold), each for 1,000 hits (the most a page may hold), with `params`. */
const fifty = (params: Record<string, unknown>) =>
  JSON.stringify({
    requests: Array.from({ length: 50 }, () => ({ indexName: INDEX, params: { hitsPerPage: 1000, ...params } })),
  });
/** Algolia's 400 for an answer over search:serve's bound. */
const TOO_LARGE = /^The answer would exceed 4194304 bytes/;

export const queries = (body: string, headers: Record<string, string> = SEARCH) => ({
  method: 'POST',
  target: '/1/indexes/*/queries',
  headers,
  body,
});
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** search:serve's hostile requests, each with its status and, past the HTTP level, Algolia's `{message, status}`. */
export const HOSTILE: (HostileRequest & { message?: RegExp })[] = [
  { name: 'no credentials', ...queries(QUERY, {}), status: 403, message: /^Invalid Application-ID or API key$/ },
  {
    name: 'a key but no application id',
    ...queries(QUERY, { 'X-Algolia-API-Key': keys.searchKey }),
    status: 403,
    message: /^Invalid Application-ID or API key$/,
  },
  {
    name: 'a wrong application id',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-Application-Id': 'OTHER' }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'a wrong key',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': 'f'.repeat(32) }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'the key one character short',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': keys.searchKey.slice(0, -1) }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'the key one character long',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': `${keys.adminKey}0` }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'a 10 KB key',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': 'k'.repeat(10_000) }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'an empty key',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': '' }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'the key as a Bearer token',
    ...queries(QUERY, { 'X-Algolia-Application-Id': keys.appId, Authorization: `Bearer ${keys.adminKey}` }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'the key in unicode',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': `${keys.searchKey}\u00e9` }),
    status: 403,
    message: /Invalid Application-ID/,
  },
  {
    name: 'a control character in the key',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-API-Key': `${keys.searchKey}\u0001` }),
    status: 400,
  },
  {
    name: 'CRLF in a header (no header injected)',
    ...queries(QUERY, { ...SEARCH, 'X-Algolia-Agent': 'a\r\nSet-Cookie: x=1\r\nX-\u0001: y' }),
    status: 400,
    absentHeader: 'set-cookie',
  },
  { name: 'a head over 16 KB', ...queries(QUERY, { ...SEARCH, ...HUGE_HEADER }), status: 431 },
  {
    name: 'a write with the search key',
    method: 'POST',
    target: `/1/indexes/${INDEX}/batch`,
    headers: SEARCH,
    body: '{"requests":[{"action":"clear"}]}',
    status: 403,
    message: /^Method not allowed with this API key$/,
  },
  {
    name: 'settings with the search key',
    target: `/1/indexes/${INDEX}/settings`,
    headers: SEARCH,
    status: 403,
    message: /Method not allowed/,
  },
  {
    name: 'an index list with the search key',
    target: '/1/indexes',
    headers: SEARCH,
    status: 403,
    message: /Method not allowed/,
  },
  {
    name: 'the admin key in the query string is a key like the header',
    target: `/1/indexes/missing/settings?x-algolia-application-id=${keys.appId}&x-algolia-api-key=${keys.searchKey}`,
    status: 403,
    message: /Method not allowed/,
  },
  {
    name: 'a search of a missing index',
    ...queries(JSON.stringify({ requests: [{ indexName: 'junk-777', params: '' }] })),
    status: 404,
    message: /^Index does not exist$/,
  },
  {
    name: 'a search of an index named ..',
    ...queries(JSON.stringify({ requests: [{ indexName: '..', params: '' }] })),
    status: 404,
    message: /^Index does not exist$/,
  },
  {
    name: 'a search of an index named ../site_fr-CA',
    ...queries(JSON.stringify({ requests: [{ indexName: `../${INDEX}`, params: '' }] })),
    status: 404,
    message: /^Index does not exist$/,
  },
  {
    name: 'an index name of control characters and unicode',
    ...queries(JSON.stringify({ requests: [{ indexName: '\u0000\u202e\ud800é', params: '' }] })),
    status: 404,
    message: /Index does not exist/,
  },
  {
    name: '51 queries',
    ...queries(JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: INDEX, params: '' })) })),
    status: 400,
    message: /At most 50/,
  },
  {
    name: 'a search body over 64 KB',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: `query=${'a'.repeat(70_000)}` }] })),
    status: 413,
  },
  {
    name: 'a declared search body of 50 MB',
    ...queries(QUERY, { ...SEARCH, 'Content-Length': String(50 * 1024 * 1024) }),
    hangUp: true,
    status: 413,
  },
  { name: 'malformed JSON', ...queries('{"requests": '), status: 400 },
  { name: 'JSON that is not an object', ...queries('[1, 2]'), status: 400 },
  { name: 'requests that is not a list', ...queries('{"requests": {"0": 1}}'), status: 400, message: /requests/ },
  { name: 'JSON nested 30,000 levels deep (search key)', ...queries(`{"requests": ${deepJson(30_000)}}`), status: 400 },
  {
    name: 'JSON nested 100,000 levels deep (admin key)',
    method: 'POST',
    target: `/1/indexes/${INDEX}/batch`,
    headers: ADMIN,
    body: `{"requests": ${deepJson(100_000)}}`,
    status: 400,
  },
  {
    name: 'a record nested 100,000 levels deep',
    method: 'POST',
    target: '/1/indexes/deep-record',
    headers: ADMIN,
    body: `{"objectID": "x", "title": ${deepJson(100_000)}}`,
    status: 400,
    message: /nested too deeply/,
  },
  {
    name: 'a record nested 100,000 levels deep, in a batch',
    method: 'POST',
    target: '/1/indexes/deep-record/batch',
    headers: ADMIN,
    body: `{"requests": [{"action": "addObject", "body": {"objectID": "x", "title": ${deepJson(100_000)}}}]}`,
    status: 400,
    message: /nested too deeply/,
  },
  {
    name: 'a record nested 2,000 levels deep (stored: it is under 100 KB)',
    method: 'PUT',
    target: `/1/indexes/${DEEP_OK}/x`,
    headers: ADMIN,
    body: `{"title": ${deepJson(2_000)}}`,
    status: 200,
  },
  {
    name: 'a query of a number',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: { query: 12 } }] })),
    status: 400,
  },
  {
    name: 'a query of control characters and unicode',
    ...queries(
      JSON.stringify({ requests: [{ indexName: INDEX, params: { query: '\u0000\u0007\u202e\ud800 droit 𝔡' } }] }),
    ),
    status: 200,
  },
  {
    name: 'hitsPerPage of a billion',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: 'hitsPerPage=1000000000' }] })),
    status: 400,
  },
  {
    name: 'highlight tags of 600 characters',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: { query: 'droit', ...tags(600) } }] })),
    status: 400,
    message: /^Invalid value for "highlightPreTag": expected a string of at most 64 characters\.$/,
  },
  {
    name: 'a highlight post tag of 65 characters, in the query string',
    ...queries(
      JSON.stringify({ requests: [{ indexName: INDEX, params: `query=droit&highlightPostTag=${'>'.repeat(65)}` }] }),
    ),
    status: 400,
    message: /"highlightPostTag"/,
  },
  {
    name: 'highlight tags of 64 characters',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: { query: 'droit', ...tags(64) } }] })),
    status: 200,
  },
  {
    name: '50 queries of 1,000 hits with 64-character tags, matching a record of 84 KB',
    ...queries(fifty({ query: 'annexe', ...tags(64) })),
    status: 400,
    message: TOO_LARGE,
  },
  {
    name: '50 queries of 1,000 hits listing every record, default tags',
    ...queries(fifty({ query: '' })),
    status: 400,
    message: TOO_LARGE,
  },
  {
    name: 'the record of 84 KB 1,000 times in one getObjects',
    method: 'POST',
    target: '/1/indexes/*/objects',
    headers: SEARCH,
    body: JSON.stringify({ requests: Array.from({ length: 1000 }, () => ({ indexName: INDEX, objectID: LARGE })) }),
    status: 400,
    message: TOO_LARGE,
  },
  {
    name: 'one facet named 9,000 times (counted once)',
    ...queries(JSON.stringify({ requests: [{ indexName: INDEX, params: { facets: Array(9_000).fill('type') } }] })),
    status: 200,
  },
  {
    name: 'a form-encoded body',
    ...queries('requests=1', { ...SEARCH, 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 400,
  },
  {
    name: 'PATCH',
    method: 'PATCH',
    target: '/1/indexes/*/queries',
    headers: SEARCH,
    body: QUERY,
    status: 404,
    message: /^Not found$/,
  },
  {
    name: 'GET on queries (a record of the index *)',
    target: '/1/indexes/*/queries',
    headers: SEARCH,
    status: 404,
    message: /^Index does not exist$/,
  },
  { name: 'traversal', target: '/1/indexes/../../etc/passwd', headers: SEARCH, status: 404, message: /Not found/ },
  {
    name: 'traversal, encoded',
    target: `/1/indexes/%2e%2e/${INDEX}/x`,
    headers: SEARCH,
    status: 404,
    message: /^Not found$/,
  },
  {
    name: 'traversal, encoded slash',
    target: `/1/indexes/..%2f${INDEX}/x`,
    headers: SEARCH,
    status: 404,
    message: /Index does not exist/,
  },
  {
    name: 'traversal, backslash',
    target: `/1/indexes/..\\${INDEX}/x`,
    headers: SEARCH,
    status: 404,
    message: /Index does not exist/,
  },
  {
    name: 'traversal, encoded backslash',
    target: `/1/indexes/..%5c${INDEX}/x`,
    headers: SEARCH,
    status: 404,
    message: /Index does not exist/,
  },
  {
    name: 'traversal, overlong UTF-8',
    target: '/1/indexes/%c0%ae%c0%ae/x',
    headers: SEARCH,
    status: 400,
    message: /percent-encoding/,
  },
  {
    name: 'bad percent-encoding',
    target: '/1/indexes/%zz/x',
    headers: SEARCH,
    status: 400,
    message: /percent-encoding/,
  },
  { name: '//host', target: '//evil.example/1/indexes', headers: SEARCH, status: 404, absentHeader: 'location' },
  { name: '/%2e//host', target: '/%2e//evil.example/', headers: SEARCH, status: 404, absentHeader: 'location' },
  {
    name: 'NUL, encoded',
    target: `/1/indexes/${INDEX}/x%00`,
    headers: SEARCH,
    status: 404,
    message: /ObjectID does not exist/,
  },
  { name: 'NUL, raw', target: `/1/indexes/${INDEX}/x\0`, headers: SEARCH, status: 400 },
  {
    name: 'CRLF, encoded in the path (no header injected)',
    target: `/1/indexes/${INDEX}/%0d%0aSet-Cookie:%20x=1`,
    headers: SEARCH,
    status: 404,
    absentHeader: 'set-cookie',
  },
  {
    name: 'an absolute-form target',
    target: 'http://evil.example/1/indexes',
    headers: ADMIN,
    status: 404,
    message: /^Not found$/,
  },
];
