import type MiniSearch from 'minisearch';
import { bestFirst, type Matches } from './best-first.js';
import { distinctMatches, recordPages } from './distinct-pages.js';
import { facetColumn, type FacetColumn, type FacetedRecords } from './facet-columns.js';
import { facetCounts } from './facet-counts.js';
import { attributeName, type IndexSettings } from './index-settings.js';
import { positionFilter } from './position-filter.js';
import { randomHex } from './random-hex.js';
import { asList } from './record-filters.js';
import { recordHit } from './record-hit.js';
import { newestFirstOrder, type RecordList } from './record-list.js';
import { indexedAtOnce, miniSearchMatcher, type RecordMatcher } from './record-matcher.js';
import type {
  AnswerBudget,
  FacetSearchResponse,
  Hit,
  SearchParams,
  SearchRequest,
  SearchResponse,
} from './search-contract.js';
import type { SearchRecord } from './search-record.js';
import { DEFAULT_POST_TAG, DEFAULT_PRE_TAG, foldText, highlight, words } from './text-match.js';

/** How many queries' matches {@link createLocalEngine} keeps. */
const RECENT_SEARCHES = 8;

/**
 * An Algolia-compatible search engine over one index's records, in memory (MiniSearch): InstantSearch's
 * `search(requests)` contract — accent folding, prefix matching, typo tolerance, AND semantics, distinct pages,
 * facets with counts and stats, facet filters (AND, OR, negation), numeric filters, pagination, highlight and snippet
 * with the tags it is given, facet value search, `processingTimeMS`, and a `queryID` with `clickAnalytics`.
 * `index`, when given, finds the records' matches: their MiniSearch index made with searchIndexOptions (built
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
  const recordAt = (position: number) => records.at(position) as SearchRecord;
  /** Every record, for what needs them all at once (numbering facet values here, a MiniSearch index). */
  let every: SearchRecord[] | undefined;
  const everyRecord = () => (every ??= Array.from({ length: records.length }, (_, position) => recordAt(position)));
  /** Each facet's column, given or made here (before the first query, which does not wait for it). */
  const columns = facetColumns ?? faceting.map((attribute) => facetColumn(everyRecord(), attribute));
  const faceted: FacetedRecords = { faceting, column: (at) => columns[at] as FacetColumn, recordAt };
  const pages = recordPages(records, recordAt);
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
  const counts = { numeric, maxValuesPerFacet: settings.maxValuesPerFacet };

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
    if (pages.pages && found.scores) found = { positions: Uint32Array.from(bestFirst(found, found.positions.length)) };
    const matched = new Set(terms);
    recentSearches.set(query, { found, matched });
    if (recentSearches.size > RECENT_SEARCHES) recentSearches.delete(recentSearches.keys().next().value as string);
    return { found, matched };
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
    if (!unfiltered)
      return { found: distinctMatches(all, pages, positionFilter(params, faceted)), queryWords, matched };
    let found = unfilteredDistinct.get(all);
    if (!found) {
      found = distinctMatches(all, pages, undefined);
      unfilteredDistinct.set(all, found);
    }
    return { found, queryWords, matched };
  }

  function searchRecords(indexName: string, params: SearchParams, budget: AnswerBudget | undefined): SearchResponse {
    const started = performance.now();
    const { found, queryWords, matched } = matching(params);
    const nbHits = found.positions.length;
    const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage;
    const page = params.page ?? 0;
    const marking = {
      searchable,
      queryWords,
      matched,
      pre: params.highlightPreTag ?? DEFAULT_PRE_TAG,
      post: params.highlightPostTag ?? DEFAULT_POST_TAG,
      snippetSize,
    };
    const hits = bestFirst(found, (page + 1) * hitsPerPage)
      .slice(page * hitsPerPage)
      .map((position): Hit => {
        const hit = recordHit(recordAt(position), marking);
        budget?.spend(hit);
        return hit;
      });
    const { facets, stats } = facetCounts(found, params, faceted, counts);
    const response: SearchResponse = {
      hits: [],
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
    budget?.spend(response);
    return { ...response, hits };
  }

  function searchFacetValues(
    facet: string,
    params: SearchParams,
    budget: AnswerBudget | undefined,
  ): FacetSearchResponse {
    const started = performance.now();
    const { found } = matching(params);
    const wanted = words(params.facetQuery ?? '').map(foldText);
    const pre = params.highlightPreTag ?? DEFAULT_PRE_TAG;
    const post = params.highlightPostTag ?? DEFAULT_POST_TAG;
    const values = Object.entries(
      facetCounts(found, { facets: [facet], maxValuesPerFacet: Number.MAX_SAFE_INTEGER }, faceted, counts).facets[
        facet
      ] ?? {},
    );
    const facetHits = values
      .filter(([value]) => wanted.every((query) => words(value).some((word) => foldText(word).startsWith(query))))
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, params.maxFacetHits ?? 10)
      .map(([value, count]) => ({ value, count, highlighted: highlight(value, wanted, new Set(), pre, post).value }));
    const response = {
      facetHits,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    } as const;
    budget?.spend(response);
    return response;
  }

  return {
    /**
     * InstantSearch's client contract: one result per request, in order. `budget`, when given, is handed each part
     * of the answer as it is made, and may stop it (a server's bound on its answers).
     */
    search(
      requests: readonly SearchRequest[],
      budget?: AnswerBudget,
    ): { results: (SearchResponse | FacetSearchResponse)[] } {
      return {
        results: requests.map((request) =>
          request.type === 'facet' && request.facet
            ? searchFacetValues(request.facet, request.params ?? {}, budget)
            : searchRecords(request.indexName, request.params ?? {}, budget),
        ),
      };
    },
    size: records.length,
  };
}

export type LocalEngine = ReturnType<typeof createLocalEngine>;
