import type { SearchParams } from '../search-contract.js';
import { AlgoliaError } from '../../http/algolia-error.js';

/** Algolia's longest query (characters); a longer one is refused. */
const MAX_QUERY_LENGTH = 512;
/** Algolia's most hits per page (the size of the whole answer is bounded apart: answer-budget.ts). */
const MAX_HITS_PER_PAGE = 1000;
/**
 * The longest highlight tag (characters): each matched word of a hit is wrapped in both, so their length multiplies
 * the answer (InstantSearch's are 17 and 18 characters, `<mark class="ais-Highlight-highlighted">` 40).
 */
const MAX_TAG_LENGTH = 64;

const isString = (value: unknown): value is string => typeof value === 'string';
const integerIn = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const stringOrList = (value: unknown) => isString(value) || (Array.isArray(value) && value.every(isString));
const filterList = (value: unknown) => isString(value) || (Array.isArray(value) && value.every(stringOrList));

/** The parameters the engine reads, each with what it must be; the other parameters Algolia knows pass unread. */
const CHECKS: Record<string, { valid: (value: unknown) => boolean; expected: string }> = {
  query: {
    valid: (value) => isString(value) && value.length <= MAX_QUERY_LENGTH,
    expected: `a string of at most ${MAX_QUERY_LENGTH} characters`,
  },
  page: { valid: integerIn(0, 1_000_000), expected: 'an integer from 0' },
  hitsPerPage: { valid: integerIn(0, MAX_HITS_PER_PAGE), expected: `an integer from 0 to ${MAX_HITS_PER_PAGE}` },
  facets: { valid: stringOrList, expected: 'a string or an array of strings' },
  facetFilters: { valid: filterList, expected: 'a string or an array of strings and arrays of strings' },
  numericFilters: { valid: filterList, expected: 'a string or an array of strings and arrays of strings' },
  maxValuesPerFacet: { valid: integerIn(0, 1000), expected: 'an integer from 0 to 1000' },
  highlightPreTag: {
    valid: (value) => isString(value) && value.length <= MAX_TAG_LENGTH,
    expected: `a string of at most ${MAX_TAG_LENGTH} characters`,
  },
  highlightPostTag: {
    valid: (value) => isString(value) && value.length <= MAX_TAG_LENGTH,
    expected: `a string of at most ${MAX_TAG_LENGTH} characters`,
  },
  clickAnalytics: { valid: (value) => typeof value === 'boolean', expected: 'a boolean' },
  facetQuery: {
    valid: (value) => isString(value) && value.length <= MAX_QUERY_LENGTH,
    expected: `a string of at most ${MAX_QUERY_LENGTH} characters`,
  },
  maxFacetHits: { valid: integerIn(1, 100), expected: 'an integer from 1 to 100' },
  filters: {
    valid: (value) => value === '',
    expected: 'empty: search:serve reads facetFilters and numericFilters, not filters',
  },
};

/** Parameters whose value is text even when it looks like JSON (`query=123` is the text 123). */
const TEXT_PARAMETERS = new Set(['query', 'facetQuery', 'highlightPreTag', 'highlightPostTag', 'filters']);

/** Algolia's parameters as a query string (`query=a&hitsPerPage=2&facets=%5B%22type%22%5D`): JSON values decoded. */
function parseParamString(params: string): Record<string, unknown> {
  return Object.fromEntries(
    [...new URLSearchParams(params)].map(([key, value]) => {
      if (TEXT_PARAMETERS.has(key)) return [key, value];
      try {
        return [key, JSON.parse(value) as unknown];
      } catch {
        return [key, value];
      }
    }),
  );
}

/** Checks the parameters the engine reads; a wrong one is a 400 naming it. */
export function checkedParams(params: Record<string, unknown>): SearchParams {
  for (const [key, value] of Object.entries(params)) {
    const check = CHECKS[key];
    if (check && value !== undefined && !check.valid(value))
      throw new AlgoliaError(400, `Invalid value for "${key}": expected ${check.expected}.`);
  }
  return params as SearchParams;
}

/**
 * One request's parameters, in either of the client's shapes: `{params: "a=b"}` (v4, InstantSearch) or flattened
 * (v5), without the request's own fields (index, type, facet).
 */
export function paramsOf(request: Record<string, unknown>): SearchParams {
  const { indexName: _index, type: _type, facet: _facet, params, ...flat } = request;
  const nested =
    typeof params === 'string'
      ? parseParamString(params)
      : params && typeof params === 'object' && !Array.isArray(params)
        ? (params as Record<string, unknown>)
        : {};
  return checkedParams({ ...flat, ...nested });
}
