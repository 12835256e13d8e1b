import MiniSearch from 'minisearch';
import { attributeName, type IndexSettings } from './index-settings.js';
import type { SearchRecord } from './search-record.js';
import { foldText, highlight, snippetWindow, wordMatches, words, type Highlighted } from './text-match.js';

/** The parameters of one query, as InstantSearch sends them (Algolia's search parameters, the ones this engine reads). */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | string[];
  facetFilters?: string | (string | string[])[];
  numericFilters?: string | (string | string[])[];
  maxValuesPerFacet?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
  facetQuery?: string;
  maxFacetHits?: number;
  [other: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  /** `facet`: a search among one facet's values (`facetQuery`) instead of records. */
  type?: 'default' | 'facet';
  facet?: string;
  params?: SearchParams;
}

export type Hit = SearchRecord & {
  /** Per searchable attribute; an array attribute has one result per value, as Algolia answers. */
  _highlightResult: Record<string, Highlighted | Highlighted[]>;
  _snippetResult: Record<string, { value: string; matchLevel: Highlighted['matchLevel'] }>;
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

const DEFAULT_PRE = '<em>';
const DEFAULT_POST = '</em>';

type FacetValue = string | number;
const facetValues = (record: SearchRecord, attribute: string): FacetValue[] => {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value as FacetValue[];
  return value === undefined || value === null || value === '' ? [] : [value as FacetValue];
};

/** `attr:value`, `attr:-value` (excluded), `attr:\-value` (a literal minus). */
function parseFacetFilter(filter: string): { attribute: string; value: string; negated: boolean } {
  const separator = filter.indexOf(':');
  const attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negated };
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function facetFilterTest(filters: SearchParams['facetFilters']): (record: SearchRecord) => boolean {
  const groups = asList(filters).map((group) => asList(group as string | string[]).map(parseFacetFilter));
  return (record) =>
    groups.every((group) =>
      group.some(({ attribute, value, negated }) => facetValues(record, attribute).some((candidate) => String(candidate) === value) !== negated),
    );
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '!=': (a, b) => a !== b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '=': (a, b) => a === b,
};

function numericFilterTest(filters: SearchParams['numericFilters']): (record: SearchRecord) => boolean {
  const groups = asList(filters).map((group) =>
    asList(group as string | string[]).map((filter) => {
      const match = /^\s*([\w.]+)\s*(>=|<=|!=|>|<|=)\s*(-?[\d.]+)\s*$/.exec(filter);
      if (!match) throw new Error(`Invalid numericFilters entry: ${filter}`);
      return { attribute: match[1] as string, compare: COMPARE[match[2] as string] as (a: number, b: number) => boolean, bound: Number(match[3]) };
    }),
  );
  return (record) =>
    groups.every((group) => group.some(({ attribute, compare, bound }) => facetValues(record, attribute).some((value) => compare(Number(value), bound))));
}

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * An Algolia-compatible search engine over one index's records, in memory (MiniSearch): InstantSearch's
 * `search(requests)` contract — accent folding, prefix matching, typo tolerance, AND semantics, distinct pages,
 * facets with counts and stats, facet filters (AND, OR, negation), numeric filters, pagination, highlight and snippet
 * with the tags it is given, facet value search, `processingTimeMS`, and a `queryID` with `clickAnalytics`.
 */
export function createLocalEngine(records: readonly SearchRecord[], settings: IndexSettings) {
  const searchable = settings.searchableAttributes.map(attributeName);
  const faceting = settings.attributesForFaceting.map(attributeName);
  const numeric = new Set(settings.numericAttributesForFiltering);
  const byId = new Map(records.map((record) => [record.objectID, record]));
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: searchable,
    processTerm: (term) => foldText(term),
    tokenize: (text) => words(text),
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: { title: 3, summary: 1.5 } },
  });
  index.addAll(records);
  const newestFirst = (a: SearchRecord, b: SearchRecord) => (b.date ?? '').localeCompare(a.date ?? '');
  /** What an empty query lists: every record, newest first (sorted once). */
  const allNewestFirst = [...records].sort(newestFirst);
  const snippetSize = Number(settings.attributesToSnippet[0]?.split(':')[1] ?? 20);

  /** The records matching the query (best first) and the filters, one per page (distinct on the url). */
  function matching(params: SearchParams): { records: SearchRecord[]; queryWords: string[]; matched: Set<string> } {
    const query = (params.query ?? '').trim();
    const queryWords = words(query).map(foldText);
    const matched = new Set<string>();
    let found: SearchRecord[];
    if (queryWords.length === 0) {
      found = allNewestFirst;
    } else {
      found = index.search(query).map((result) => {
        for (const term of result.terms) matched.add(term);
        return byId.get(String(result.id)) as SearchRecord;
      });
    }
    const passes = facetFilterTest(params.facetFilters);
    const inRange = numericFilterTest(params.numericFilters);
    const seen = new Set<string>();
    const filtered = found.filter((record) => {
      if (!passes(record) || !inRange(record) || seen.has(record.url)) return false;
      seen.add(record.url);
      return true;
    });
    return { records: filtered, queryWords, matched };
  }

  function facetCounts(found: readonly SearchRecord[], params: SearchParams) {
    const requested = asList(params.facets);
    const attributes = requested.includes('*') ? faceting : requested.filter((facet) => faceting.includes(facet));
    const limit = params.maxValuesPerFacet ?? settings.maxValuesPerFacet;
    const facets: SearchResponse['facets'] = {};
    const stats: SearchResponse['facets_stats'] = {};
    for (const attribute of attributes) {
      const counts = new Map<string, number>();
      for (const record of found) for (const value of facetValues(record, attribute)) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      const sorted = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).slice(0, limit);
      facets[attribute] = Object.fromEntries(sorted);
      if (numeric.has(attribute) && counts.size > 0) {
        const values = found.flatMap((record) => facetValues(record, attribute).map(Number));
        const sum = values.reduce((total, value) => total + value, 0);
        stats[attribute] = { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum };
      }
    }
    return { facets, stats };
  }

  function searchRecords(indexName: string, params: SearchParams): SearchResponse {
    const started = performance.now();
    const { records: found, queryWords, matched } = matching(params);
    const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage;
    const page = params.page ?? 0;
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const isMatch = (word: string) => wordMatches(word, queryWords, matched);
    const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record): Hit => {
      const fields = record as unknown as Record<string, unknown>;
      const highlightResult = Object.fromEntries(
        searchable.map((attribute) => {
          const value = fields[attribute];
          const mark = (text: unknown) => highlight(String(text ?? ''), queryWords, matched, pre, post);
          return [attribute, Array.isArray(value) ? value.map(mark) : mark(value)];
        }),
      );
      const snippetted = highlight(snippetWindow(record.content, isMatch, snippetSize), queryWords, matched, pre, post);
      return { ...record, _highlightResult: highlightResult, _snippetResult: { content: { value: snippetted.value, matchLevel: snippetted.matchLevel } } };
    });
    const { facets, stats } = facetCounts(found, params);
    return {
      hits,
      nbHits: found.length,
      page,
      nbPages: Math.ceil(found.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      facets,
      facets_stats: stats,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      query: params.query ?? '',
      params: new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString(),
      index: indexName,
      ...(params.clickAnalytics ? { queryID: randomHex(16) } : {}),
    };
  }

  function searchFacetValues(facet: string, params: SearchParams): FacetSearchResponse {
    const started = performance.now();
    const { records: found } = matching(params);
    const wanted = words(params.facetQuery ?? '').map(foldText);
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const counts = new Map<string, number>();
    for (const record of found) for (const value of facetValues(record, facet)) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
    const facetHits = [...counts]
      .filter(([value]) => wanted.every((query) => words(value).some((word) => foldText(word).startsWith(query))))
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, params.maxFacetHits ?? 10)
      .map(([value, count]) => ({ value, count, highlighted: highlight(value, wanted, new Set(), pre, post).value }));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }

  return {
    /** InstantSearch's client contract: one result per request, in order. */
    search(requests: readonly SearchRequest[]): { results: (SearchResponse | FacetSearchResponse)[] } {
      return {
        results: requests.map((request) =>
          request.type === 'facet' && request.facet
            ? searchFacetValues(request.facet, request.params ?? {})
            : searchRecords(request.indexName, request.params ?? {}),
        ),
      };
    },
    size: records.length,
  };
}
