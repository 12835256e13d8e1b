import { AlgoliaError } from '../../http/algolia-error.js';
import { MAX_ANSWER_BYTES } from './answer-budget.js';
import { recordFilter } from '../record-filters.js';
import type { PublishedIndex } from './index-store.js';
import { asObject } from './record-updates.js';
import { checkedParams } from './search-params.js';

/** The most records one `browse` page lists (Algolia's). */
const MAX_BROWSE_PAGE = 1000;
/** What a page's fields other than its hits may take of the answer's bound. */
const PAGE_FIELDS_BYTES = 1024;

/**
 * The first of `records` whose JSON fits in one answer (MAX_ANSWER_BYTES, less the page's other fields), at least
 * one (a record is at most 100 KB): a page of large records lists fewer than asked, and its cursor names the next
 * one, which is how the clients browse (they follow the cursor until an answer has none, whatever a page holds).
 */
function hitsWithin(records: readonly unknown[]): unknown[] {
  const hits: unknown[] = [];
  let bytes = 0;
  for (const record of records) {
    bytes += Buffer.byteLength(JSON.stringify(record)) + 1;
    if (hits.length > 0 && bytes > MAX_ANSWER_BYTES - PAGE_FIELDS_BYTES) break;
    hits.push(record);
  }
  return hits;
}

/**
 * One page of `browse` over an index's published records: those its filters let through (no query: search:serve
 * browses by facetFilters and numericFilters), from the page its cursor names, with the cursor of the next page, in
 * at most MAX_ANSWER_BYTES (the bound of every read answer). The index is looked up once the body is found fine.
 */
export function browseRecords(published: () => PublishedIndex, body: unknown) {
  const started = performance.now();
  const { cursor, ...rest } = asObject(body ?? {}, 'The body');
  const params = checkedParams(rest);
  if (params.query)
    throw new AlgoliaError(400, 'search:serve browses without a query: use facetFilters or numericFilters, or search.');
  let offset = 0;
  if (cursor !== undefined) {
    offset = Number(typeof cursor === 'string' ? Buffer.from(cursor, 'base64url').toString('utf8') : NaN);
    if (!Number.isInteger(offset) || offset < 0) throw new AlgoliaError(400, 'Invalid cursor.');
  }
  const hitsPerPage = Math.max(1, Math.min(params.hitsPerPage ?? MAX_BROWSE_PAGE, MAX_BROWSE_PAGE));
  const passes = recordFilter(params);
  const matching = [...published().records.values()].filter(passes);
  const hits = hitsWithin(matching.slice(offset, offset + hitsPerPage));
  const next = offset + hits.length;
  return {
    hits,
    nbHits: matching.length,
    page: hitsPerPage > 0 ? Math.floor(offset / hitsPerPage) : 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(matching.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query: '',
    params: '',
    ...(next < matching.length ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}),
  };
}
