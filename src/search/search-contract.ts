import type { FilterList } from './record-filters.js';
import type { SearchRecord } from './search-record.js';
import type { Highlighted } from './text-match.js';

/** The parameters of one query, as InstantSearch sends them (Algolia's search parameters, the ones this engine reads). */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | string[];
  facetFilters?: FilterList;
  numericFilters?: FilterList;
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

/**
 * What one answer may still hold, for a server that bounds its answers: the engine hands it each part of an answer
 * as it makes it (each hit, then the rest of a result), and `spend` throws once the parts together are too large.
 */
export interface AnswerBudget {
  spend(part: unknown): void;
}

export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}
