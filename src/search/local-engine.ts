import MiniSearch, { type Options } from 'minisearch';
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
/** A record's values of an attribute for faceting (none, one, or an array's). */
export const facetValues = (record: SearchRecord, attribute: string): FacetValue[] => {
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

/** A query parameter the engine cannot read (an Algolia API answers it with a 400). */
export class SearchParamsError extends Error {}

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
      if (!match) throw new SearchParamsError(`Invalid numericFilters entry: ${filter}`);
      return { attribute: match[1] as string, compare: COMPARE[match[2] as string] as (a: number, b: number) => boolean, bound: Number(match[3]) };
    }),
  );
  return (record) =>
    groups.every((group) => group.some(({ attribute, compare, bound }) => facetValues(record, attribute).some((value) => compare(Number(value), bound))));
}

/** How many queries' matches {@link createLocalEngine} keeps. */
const RECENT_SEARCHES = 8;

/** A record, with its place in the engine's records (where its facet values' numbers are found). */
interface Entry {
  record: SearchRecord;
  position: number;
  /** Its page's number (records of one page share it: the index is distinct on the url). */
  page: number;
}

/**
 * One facet's values, numbered, and each record's (record `n`'s are `ids[starts[n]]` to `ids[starts[n + 1] - 1]`):
 * counting a match is then an array increment per value, not a string lookup.
 */
export interface FacetColumn {
  values: string[];
  numbers: number[];
  numbered: Map<string, number>;
  starts: Uint32Array;
  ids: Uint32Array;
}

/** A facet's column from its values (as strings) and each record's value numbers (see {@link FacetColumn}). */
export function numberedFacetColumn(values: string[], starts: Uint32Array, ids: Uint32Array): FacetColumn {
  return { values, numbers: values.map(Number), numbered: new Map(values.map((value, id) => [value, id])), starts, ids };
}

function facetColumn(records: readonly SearchRecord[], attribute: string): FacetColumn {
  const values: string[] = [];
  const numbered = new Map<string, number>();
  const starts = new Uint32Array(records.length + 1);
  const ids: number[] = [];
  for (let position = 0; position < records.length; position += 1) {
    for (const value of facetValues(records[position] as SearchRecord, attribute)) {
      const key = String(value);
      let id = numbered.get(key);
      if (id === undefined) numbered.set(key, (id = values.push(key) - 1));
      ids.push(id);
    }
    starts[position + 1] = ids.length;
  }
  return numberedFacetColumn(values, starts, Uint32Array.from(ids));
}

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Algolia's `queryType: prefixLast`: the word being typed (the last) matches as a prefix, the others whole. */
const isLastWord = (_term: string, index: number, terms: readonly string[]) => index === terms.length - 1;
/** How many typos a query word may have (`minWordSizefor1Typo`, `minWordSizefor2Typos`). */
export const typosAllowed =
  ({ minWordSizefor1Typo, minWordSizefor2Typos }: IndexSettings) =>
  (term: string) =>
    term.length >= minWordSizefor2Typos ? 2 : term.length >= minWordSizefor1Typo ? 1 : 0;
/** How much a match in an attribute weighs (1 when not named): the title first, then the summary. */
export const ATTRIBUTE_BOOST: Readonly<Record<string, number>> = { title: 3, summary: 1.5 };

/**
 * What finds the records a query matches: their places in the engine's records, best first, and the indexed words
 * it matched (what highlighting marks). The browser's prebuilt index is one; a MiniSearch index is made one here.
 */
export type RecordMatcher = (query: string) => { positions: ArrayLike<number>; terms: Iterable<string> };

function miniSearchMatcher(index: MiniSearch<SearchRecord>, records: readonly SearchRecord[]): RecordMatcher {
  const positions = new Map(records.map((record, position) => [record.objectID, position]));
  return (query) => {
    const terms = new Set<string>();
    const found = index.search(query).map((result) => {
      for (const term of result.terms) terms.add(term);
      return positions.get(String(result.id)) as number;
    });
    return { positions: found, terms };
  };
}

/** The MiniSearch options of an index with these settings: whoever builds or loads one uses these. */
export function searchIndexOptions(settings: IndexSettings): Options<SearchRecord> {
  return {
    idField: 'objectID',
    fields: settings.searchableAttributes.map(attributeName),
    processTerm: (term) => foldText(term),
    tokenize: (text) => words(text),
    searchOptions: { prefix: isLastWord, fuzzy: typosAllowed(settings), combineWith: 'AND', boost: { ...ATTRIBUTE_BOOST } },
  };
}

function indexedAtOnce(records: readonly SearchRecord[], settings: IndexSettings): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions(settings));
  index.addAll(records);
  return index;
}

/** Whether a record passes a query's `facetFilters` and `numericFilters` (also what `deleteBy` deletes). */
export function recordFilter(params: Pick<SearchParams, 'facetFilters' | 'numericFilters'>): (record: SearchRecord) => boolean {
  const passes = facetFilterTest(params.facetFilters);
  const inRange = numericFilterTest(params.numericFilters);
  return (record) => passes(record) && inRange(record);
}

/**
 * An Algolia-compatible search engine over one index's records, in memory (MiniSearch): InstantSearch's
 * `search(requests)` contract — accent folding, prefix matching, typo tolerance, AND semantics, distinct pages,
 * facets with counts and stats, facet filters (AND, OR, negation), numeric filters, pagination, highlight and snippet
 * with the tags it is given, facet value search, `processingTimeMS`, and a `queryID` with `clickAnalytics`.
 * `index`, when given, finds the records' matches: their MiniSearch index made with {@link searchIndexOptions} (built
 * elsewhere, a little at a time) or another {@link RecordMatcher}; otherwise a MiniSearch index is built here, at once.
 * `facetColumns`, when given, are the records' facet values already numbered (one column per attribute for faceting,
 * in the settings' order); otherwise they are numbered here.
 */
export function createLocalEngine(
  records: readonly SearchRecord[],
  settings: IndexSettings,
  index?: MiniSearch<SearchRecord> | RecordMatcher,
  facetColumns?: readonly FacetColumn[],
) {
  const searchable = settings.searchableAttributes.map(attributeName);
  const faceting = settings.attributesForFaceting.map(attributeName);
  const numeric = new Set(settings.numericAttributesForFiltering);
  /** Each facet's column, given or made here (before the first query, which does not wait for it). */
  const columns = faceting.map((attribute, at) => facetColumns?.[at] ?? facetColumn(records, attribute));
  const column = (at: number) => columns[at] as FacetColumn;
  const pageIds = new Map<string, number>();
  const entries: Entry[] = new Array<Entry>(records.length);
  for (let position = 0; position < records.length; position += 1) {
    const record = records[position] as SearchRecord;
    let page = pageIds.get(record.url);
    if (page === undefined) pageIds.set(record.url, (page = pageIds.size));
    entries[position] = { record, position, page };
  }
  const matcher = typeof index === 'function' ? index : miniSearchMatcher(index ?? indexedAtOnce(records, settings), records);
  /** ISO dates sort as strings (a plain comparison: `localeCompare` would be ten times slower at 10,000 records). */
const newestFirst = (a: Entry, b: Entry) => {
  const [dateA, dateB] = [String(a.record.date ?? ''), String(b.record.date ?? '')];
  return dateA < dateB ? 1 : dateA > dateB ? -1 : 0;
};
  /**
   * The last queries' matches: InstantSearch asks for the same query once more per refined disjunctive facet in one
   * batch, and again as the visitor refines; the index does not change, so neither do they.
   */
  const recentSearches = new Map<string, { found: Entry[]; matched: Set<string> }>();
  /** What an empty query lists: every record, newest first (sorted once, when first asked: not before a worker's first answer). */
  let newestFirstOnce: Entry[] | undefined;
  const allNewestFirst = () => (newestFirstOnce ??= [...entries].sort(newestFirst));
  const snippetSize = Number(settings.attributesToSnippet[0]?.split(':')[1] ?? 20);

  /** The records a query matches, best first, and the indexed words it matched; the last few queries' are kept. */
  function queryMatches(query: string): { found: Entry[]; matched: Set<string> } {
    const known = recentSearches.get(query);
    if (known) {
      recentSearches.delete(query);
      recentSearches.set(query, known);
      return known;
    }
    const { positions, terms } = matcher(query);
    const found = Array.from(positions, (position) => entries[position] as Entry);
    const matched = new Set(terms);
    recentSearches.set(query, { found, matched });
    if (recentSearches.size > RECENT_SEARCHES) recentSearches.delete(recentSearches.keys().next().value as string);
    return { found, matched };
  }

  /**
   * {@link recordFilter} on entries: a facet filter compares an entry's numbered values with its value's number (a
   * string comparison per record was most of a one-letter query's time at 10,000 records).
   */
  function entryFilter(params: SearchParams): (entry: Entry) => boolean {
    const groups = asList(params.facetFilters).map((group) =>
      asList(group as string | string[]).map((filter) => {
        const { attribute, value, negated } = parseFacetFilter(filter);
        const at = faceting.indexOf(attribute);
        const has = ((): ((entry: Entry) => boolean) => {
          if (at === -1) return ({ record }) => facetValues(record, attribute).some((candidate) => String(candidate) === value);
          const { numbered, starts, ids } = column(at);
          const id = numbered.get(value);
          return ({ position }) => {
            for (let n = starts[position] as number; n < (starts[position + 1] as number); n += 1) if (ids[n] === id) return true;
            return false;
          };
        })();
        return (entry: Entry) => has(entry) !== negated;
      }),
    );
    const inRange = numericFilterTest(params.numericFilters);
    return (entry) => groups.every((group) => group.some((test) => test(entry))) && inRange(entry.record);
  }

  /** A match list's records one per page when no filter applies (InstantSearch asks for it again per refined facet), kept while the list is. */
  const unfilteredDistinct = new WeakMap<readonly Entry[], Entry[]>();
  /** The records matching the query (best first) and the filters, one per page (distinct on the url). */
  function matching(params: SearchParams): { entries: Entry[]; queryWords: string[]; matched: Set<string> } {
    const query = (params.query ?? '').trim();
    const queryWords = words(query).map(foldText);
    const { found, matched } = queryWords.length === 0 ? { found: allNewestFirst(), matched: new Set<string>() } : queryMatches(query);
    const unfiltered = asList(params.facetFilters).length === 0 && asList(params.numericFilters).length === 0;
    const passes = unfiltered ? () => true : entryFilter(params);
    const distinct = () => {
      const seen = new Uint8Array(pageIds.size);
      return found.filter((entry) => {
        const { page } = entry;
        if (seen[page] || !passes(entry)) return false;
        seen[page] = 1;
        return true;
      });
    };
    if (!unfiltered) return { entries: distinct(), queryWords, matched };
    let entries = unfilteredDistinct.get(found);
    if (!entries) unfilteredDistinct.set(found, (entries = distinct()));
    return { entries, queryWords, matched };
  }

  function facetCounts(found: readonly Entry[], params: SearchParams) {
    const requested = asList(params.facets);
    const attributes = requested.includes('*') ? faceting : requested.filter((facet) => faceting.includes(facet));
    const limit = params.maxValuesPerFacet ?? settings.maxValuesPerFacet;
    const facets: SearchResponse['facets'] = {};
    const stats: SearchResponse['facets_stats'] = {};
    for (const attribute of attributes) {
      const { values, numbers, starts, ids } = column(faceting.indexOf(attribute));
      const counts = new Int32Array(values.length);
      for (const { position } of found) {
        for (let n = starts[position] as number; n < (starts[position + 1] as number); n += 1) {
          const id = ids[n] as number;
          counts[id] = (counts[id] as number) + 1;
        }
      }
      const present: [string, number][] = [];
      counts.forEach((count, id) => {
        if (count > 0) present.push([values[id] as string, count]);
      });
      facets[attribute] = Object.fromEntries(present.sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).slice(0, limit));
      if (numeric.has(attribute)) {
        // The stats from the counts: a value's number once per distinct value, not once per match.
        let [min, max, sum, total] = [Infinity, -Infinity, 0, 0];
        counts.forEach((count, id) => {
          if (count === 0) return;
          const value = numbers[id] as number;
          min = Math.min(min, value);
          max = Math.max(max, value);
          sum += value * count;
          total += count;
        });
        if (total > 0) stats[attribute] = { min, max, avg: sum / total, sum };
      }
    }
    return { facets, stats };
  }

  function searchRecords(indexName: string, params: SearchParams): SearchResponse {
    const started = performance.now();
    const { entries: found, queryWords, matched } = matching(params);
    const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage;
    const page = params.page ?? 0;
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const isMatch = (word: string) => wordMatches(word, queryWords, matched);
    const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record }): Hit => {
      const fields = record as unknown as Record<string, unknown>;
      const highlightResult = Object.fromEntries(
        searchable.map((attribute) => {
          const value = fields[attribute];
          const mark = (text: unknown) => highlight(String(text ?? ''), queryWords, matched, pre, post);
          return [attribute, Array.isArray(value) ? value.map(mark) : mark(value)];
        }),
      );
      const snippetted = highlight(snippetWindow(String(record.content ?? ''), isMatch, snippetSize), queryWords, matched, pre, post);
      return { ...record, _highlightResult: highlightResult, _snippetResult: { content: { value: snippetted.value, matchLevel: snippetted.matchLevel } } };
    });
    const { facets, stats } = facetCounts(found, params);
    return {
      hits,
      nbHits: found.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(found.length / hitsPerPage) : 0,
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
    const { entries: found } = matching(params);
    const wanted = words(params.facetQuery ?? '').map(foldText);
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const counts = Object.entries(facetCounts(found, { facets: [facet], maxValuesPerFacet: Number.MAX_SAFE_INTEGER }).facets[facet] ?? {});
    const facetHits = counts
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

export type LocalEngine = ReturnType<typeof createLocalEngine>;
