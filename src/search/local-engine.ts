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

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function facetFilterTest(filters: SearchParams['facetFilters']): (record: SearchRecord) => boolean {
  const groups = asList(filters).map((group) => asList(group as string | string[]).map(parseFacetFilter));
  return (record) =>
    groups.every((group) =>
      group.some(
        ({ attribute, value, negated }) =>
          facetValues(record, attribute).some((candidate) => String(candidate) === value) !== negated,
      ),
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

type NumericFilter = { attribute: string; compare: (a: number, b: number) => boolean; bound: number };

function numericFilterGroups(filters: SearchParams['numericFilters']): NumericFilter[][] {
  return asList(filters).map((group) =>
    asList(group as string | string[]).map((filter) => {
      const match = /^\s*([\w.]+)\s*(>=|<=|!=|>|<|=)\s*(-?[\d.]+)\s*$/.exec(filter);
      if (!match) throw new SearchParamsError(`Invalid numericFilters entry: ${filter}`);
      return {
        attribute: match[1] as string,
        compare: COMPARE[match[2] as string] as (a: number, b: number) => boolean,
        bound: Number(match[3]),
      };
    }),
  );
}

function numericFilterTest(filters: SearchParams['numericFilters']): (record: SearchRecord) => boolean {
  const groups = numericFilterGroups(filters);
  return (record) =>
    groups.every((group) =>
      group.some(({ attribute, compare, bound }) =>
        facetValues(record, attribute).some((value) => compare(Number(value), bound)),
      ),
    );
}

/** How many queries' matches {@link createLocalEngine} keeps. */
const RECENT_SEARCHES = 8;

/**
 * The records an engine searches, numbered by their place (an array of them is one): `at(position)` gives a record
 * when the engine needs it whole (a hit shown, a filter on an attribute not for faceting), so a list that reads its
 * records one by one when asked (the browser's index) is not read whole before the first answer.
 */
export interface RecordList {
  readonly length: number;
  at(position: number): SearchRecord | undefined;
  /** Each record is a page of its own (the list is already distinct on the url): no record is read to find its page. */
  readonly onePerPage?: boolean;
  /** The positions newest first (what an empty query lists), when the list knows them without reading its records. */
  newestFirst?(): ArrayLike<number>;
}

/** Positions `0…count - 1` newest first by their ISO dates (which sort as strings), in position order when dated alike. */
export function newestFirstOrder(count: number, dateOf: (position: number) => string): number[] {
  const dates = Array.from({ length: count }, (_, position) => dateOf(position));
  // A plain comparison: `localeCompare` would be ten times slower at 10,000 records.
  return Array.from({ length: count }, (_, position) => position).sort((a, b) => {
    const [dateA, dateB] = [dates[a] as string, dates[b] as string];
    return dateA < dateB ? 1 : dateA > dateB ? -1 : a - b;
  });
}

/**
 * A query's matches, as places in the engine's records: best first, or, with `scores` (one per place), in no order
 * (ranked by score, higher first, then by place: only the hits shown are ranked, see {@link bestFirst}).
 */
interface Matches {
  positions: Uint32Array;
  scores?: Float64Array;
}

/** The places of `matches`' best `count`, best first: a bounded heap, not a sort of every match (a one-letter prefix matches most records). */
export function bestFirst({ positions, scores }: Matches, count: number): number[] {
  if (!scores) return Array.from(positions.subarray(0, count));
  const worse = (a: number, b: number) =>
    (scores[a] as number) < (scores[b] as number) ||
    (scores[a] === scores[b] && (positions[a] as number) > (positions[b] as number));
  /** Indexes into `positions`, the worst kept at the root. */
  const heap: number[] = [];
  const sink = (from: number) => {
    for (let at = from; ; ) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let worst = at;
      if (left < heap.length && worse(heap[left] as number, heap[worst] as number)) worst = left;
      if (right < heap.length && worse(heap[right] as number, heap[worst] as number)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  for (let match = 0; match < positions.length && count > 0; match += 1) {
    if (heap.length < count) {
      heap.push(match);
      for (
        let at = heap.length - 1;
        at > 0 && worse(heap[at] as number, heap[(at - 1) >> 1] as number);
        at = (at - 1) >> 1
      ) {
        [heap[at], heap[(at - 1) >> 1]] = [heap[(at - 1) >> 1] as number, heap[at] as number];
      }
    } else if (worse(heap[0] as number, match)) {
      heap[0] = match;
      sink(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((match) => positions[match] as number);
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
  return {
    values,
    numbers: values.map(Number),
    numbered: new Map(values.map((value, id) => [value, id])),
    starts,
    ids,
  };
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
      // biome-ignore lint/suspicious/noAssignInExpressions: the new value's number is stored and kept in one step
      if (id === undefined) numbered.set(key, (id = values.push(key) - 1));
      ids.push(id);
    }
    starts[position + 1] = ids.length;
  }
  return numberedFacetColumn(values, starts, Uint32Array.from(ids));
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

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
 * What finds the records a query matches: their places in the engine's records and the indexed words it matched
 * (what highlighting marks); the places best first, or in any order with each one's score (`scores[n]` is
 * `positions[n]`'s: higher ranks first, then the lower place), so that only the hits shown are ranked. The browser's
 * prebuilt index is one; a MiniSearch index is made one here.
 */
export type RecordMatcher = (query: string) => {
  positions: ArrayLike<number>;
  terms: Iterable<string>;
  scores?: ArrayLike<number>;
};

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
    searchOptions: {
      prefix: isLastWord,
      fuzzy: typosAllowed(settings),
      combineWith: 'AND',
      boost: { ...ATTRIBUTE_BOOST },
    },
  };
}

function indexedAtOnce(records: readonly SearchRecord[], settings: IndexSettings): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions(settings));
  index.addAll(records);
  return index;
}

/** Whether a record passes a query's `facetFilters` and `numericFilters` (also what `deleteBy` deletes). */
export function recordFilter(
  params: Pick<SearchParams, 'facetFilters' | 'numericFilters'>,
): (record: SearchRecord) => boolean {
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
  records: RecordList,
  settings: IndexSettings,
  index?: MiniSearch<SearchRecord> | RecordMatcher,
  facetColumns?: readonly FacetColumn[],
) {
  const searchable = settings.searchableAttributes.map(attributeName);
  const faceting = settings.attributesForFaceting.map(attributeName);
  const numeric = new Set(settings.numericAttributesForFiltering);
  /** Each facet's column, given or made here (before the first query, which does not wait for it). */
  const recordAt = (position: number) => records.at(position) as SearchRecord;
  /** Every record, for what needs them all at once (numbering facet values here, a MiniSearch index). */
  let every: SearchRecord[] | undefined;
  const everyRecord = () => (every ??= Array.from({ length: records.length }, (_, position) => recordAt(position)));
  const columns = facetColumns ?? faceting.map((attribute) => facetColumn(everyRecord(), attribute));
  const column = (at: number) => columns[at] as FacetColumn;
  /** Each record's page (records of one page share it: the index is distinct on the url); none when each is its own. */
  const pages = records.onePerPage ? undefined : new Uint32Array(records.length);
  let pageCount = records.length;
  if (pages) {
    const pageIds = new Map<string, number>();
    for (let position = 0; position < records.length; position += 1) {
      const { url } = recordAt(position);
      const page = pageIds.get(url) ?? pageIds.size;
      pageIds.set(url, page);
      pages[position] = page;
    }
    pageCount = pageIds.size;
  }
  const matcher =
    typeof index === 'function'
      ? index
      : miniSearchMatcher(index ?? indexedAtOnce(everyRecord(), settings), everyRecord());
  /**
   * The last queries' matches: InstantSearch asks for the same query once more per refined disjunctive facet in one
   * batch, and again as the visitor refines; the index does not change, so neither do they.
   */
  const recentSearches = new Map<string, { found: Matches; matched: Set<string> }>();
  /** What an empty query lists: every record, newest first (sorted once, when first asked: not before a worker's first answer). */
  let newestFirstOnce: Matches | undefined;
  const allNewestFirst = () =>
    (newestFirstOnce ??= {
      positions: Uint32Array.from(
        records.newestFirst?.() ??
          newestFirstOrder(records.length, (position) => String(recordAt(position).date ?? '')),
      ),
    });
  const snippetSize = Number(settings.attributesToSnippet[0]?.split(':')[1] ?? 20);

  /** The records a query matches and the indexed words it matched; the last few queries' are kept. */
  function queryMatches(query: string): { found: Matches; matched: Set<string> } {
    const known = recentSearches.get(query);
    if (known) {
      recentSearches.delete(query);
      recentSearches.set(query, known);
      return known;
    }
    const { positions, terms, scores } = matcher(query);
    const places = positions instanceof Uint32Array ? positions : Uint32Array.from(positions);
    let found: Matches = scores
      ? { positions: places, scores: scores instanceof Float64Array ? scores : Float64Array.from(scores) }
      : { positions: places };
    // Records of one page are kept one per page in rank order: ranked first.
    if (pages && found.scores) found = { positions: Uint32Array.from(bestFirst(found, found.positions.length)) };
    const matched = new Set(terms);
    recentSearches.set(query, { found, matched });
    if (recentSearches.size > RECENT_SEARCHES) recentSearches.delete(recentSearches.keys().next().value as string);
    return { found, matched };
  }

  /**
   * {@link recordFilter} on records' places: a facet filter compares a record's numbered values with its value's
   * number (a string comparison per record was most of a one-letter query's time at 10,000 records), a numeric filter
   * on an attribute for faceting its values' numbers; only a filter on another attribute reads the records.
   */
  function positionFilter(params: SearchParams): (position: number) => boolean {
    const groups = asList(params.facetFilters).map((group) =>
      asList(group as string | string[]).map((filter) => {
        const { attribute, value, negated } = parseFacetFilter(filter);
        const at = faceting.indexOf(attribute);
        const has = ((): ((position: number) => boolean) => {
          if (at === -1)
            return (position) =>
              facetValues(recordAt(position), attribute).some((candidate) => String(candidate) === value);
          const { numbered, starts, ids } = column(at);
          const id = numbered.get(value);
          return (position) => {
            for (let n = starts[position] as number; n < (starts[position + 1] as number); n += 1)
              if (ids[n] === id) return true;
            return false;
          };
        })();
        return (position: number) => has(position) !== negated;
      }),
    );
    const ranges = numericFilterGroups(params.numericFilters).map((group) =>
      group.map(({ attribute, compare, bound }): ((position: number) => boolean) => {
        const at = faceting.indexOf(attribute);
        if (at === -1)
          return (position) =>
            facetValues(recordAt(position), attribute).some((value) => compare(Number(value), bound));
        const { numbers, starts, ids } = column(at);
        return (position) => {
          for (let n = starts[position] as number; n < (starts[position + 1] as number); n += 1)
            if (compare(numbers[ids[n] as number] as number, bound)) return true;
          return false;
        };
      }),
    );
    const tests = [...groups, ...ranges];
    return (position) => tests.every((group) => group.some((test) => test(position)));
  }

  /** A match list's records one per page when no filter applies (InstantSearch asks for it again per refined facet), kept while the list is. */
  const unfilteredDistinct = new WeakMap<Matches, Matches>();
  /** The records matching the query and the filters, one per page (distinct on the url). */
  function matching(params: SearchParams): { found: Matches; queryWords: string[]; matched: Set<string> } {
    const query = (params.query ?? '').trim();
    const queryWords = words(query).map(foldText);
    const { found: all, matched } =
      queryWords.length === 0 ? { found: allNewestFirst(), matched: new Set<string>() } : queryMatches(query);
    const unfiltered = asList(params.facetFilters).length === 0 && asList(params.numericFilters).length === 0;
    const distinct = (): Matches => {
      const passes = unfiltered ? undefined : positionFilter(params);
      if (!pages && !passes) return all;
      const seen = pages && new Uint8Array(pageCount);
      const { positions, scores } = all;
      const kept = new Uint32Array(positions.length);
      const keptScores = scores && new Float64Array(positions.length);
      let count = 0;
      for (let match = 0; match < positions.length; match += 1) {
        const position = positions[match] as number;
        const page = pages?.[position] as number;
        if (seen?.[page] || (passes && !passes(position))) continue;
        if (seen) seen[page] = 1;
        if (keptScores) keptScores[count] = scores[match] as number;
        kept[count++] = position;
      }
      return { positions: kept.subarray(0, count), ...(keptScores ? { scores: keptScores.subarray(0, count) } : {}) };
    };
    if (!unfiltered) return { found: distinct(), queryWords, matched };
    let found = unfilteredDistinct.get(all);
    // biome-ignore lint/suspicious/noAssignInExpressions: the records found are cached and kept in one step
    if (!found) unfilteredDistinct.set(all, (found = distinct()));
    return { found, queryWords, matched };
  }

  function facetCounts({ positions }: Matches, params: SearchParams) {
    const requested = asList(params.facets);
    const attributes = requested.includes('*') ? faceting : requested.filter((facet) => faceting.includes(facet));
    const limit = params.maxValuesPerFacet ?? settings.maxValuesPerFacet;
    const facets: SearchResponse['facets'] = {};
    const stats: SearchResponse['facets_stats'] = {};
    for (const attribute of attributes) {
      const { values, numbers, starts, ids } = column(faceting.indexOf(attribute));
      const counts = new Int32Array(values.length);
      for (let match = 0; match < positions.length; match += 1) {
        const position = positions[match] as number;
        for (let n = starts[position] as number; n < (starts[position + 1] as number); n += 1) {
          const id = ids[n] as number;
          counts[id] = (counts[id] as number) + 1;
        }
      }
      const present: [string, number][] = [];
      counts.forEach((count, id) => {
        if (count > 0) present.push([values[id] as string, count]);
      });
      facets[attribute] = Object.fromEntries(
        present.sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).slice(0, limit),
      );
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
    const { found, queryWords, matched } = matching(params);
    const nbHits = found.positions.length;
    const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage;
    const page = params.page ?? 0;
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const isMatch = (word: string) => wordMatches(word, queryWords, matched);
    const hits = bestFirst(found, (page + 1) * hitsPerPage)
      .slice(page * hitsPerPage)
      .map((position): Hit => {
        const record = recordAt(position);
        const fields = record as unknown as Record<string, unknown>;
        const highlightResult = Object.fromEntries(
          searchable.map((attribute) => {
            const value = fields[attribute];
            const mark = (text: unknown) => highlight(String(text ?? ''), queryWords, matched, pre, post);
            return [attribute, Array.isArray(value) ? value.map(mark) : mark(value)];
          }),
        );
        const snippetted = highlight(
          snippetWindow(String(record.content ?? ''), isMatch, snippetSize),
          queryWords,
          matched,
          pre,
          post,
        );
        return {
          ...record,
          _highlightResult: highlightResult,
          _snippetResult: { content: { value: snippetted.value, matchLevel: snippetted.matchLevel } },
        };
      });
    const { facets, stats } = facetCounts(found, params);
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      facets,
      facets_stats: stats,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      query: params.query ?? '',
      params: new URLSearchParams(
        Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ).toString(),
      index: indexName,
      ...(params.clickAnalytics ? { queryID: randomHex(16) } : {}),
    };
  }

  function searchFacetValues(facet: string, params: SearchParams): FacetSearchResponse {
    const started = performance.now();
    const { found } = matching(params);
    const wanted = words(params.facetQuery ?? '').map(foldText);
    const pre = params.highlightPreTag ?? DEFAULT_PRE;
    const post = params.highlightPostTag ?? DEFAULT_POST;
    const counts = Object.entries(
      facetCounts(found, { facets: [facet], maxValuesPerFacet: Number.MAX_SAFE_INTEGER }).facets[facet] ?? {},
    );
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
