import type { FacetSearchResponse, SearchRequest, SearchResponse } from '../search-contract.js';

/** What the search page asks its worker: answer InstantSearch's requests over the index at `indexUrl`. */
export interface WorkerQuery {
  id: number;
  indexUrl: string;
  requests: SearchRequest[];
}

/** The worker's answer to query `id`: the results, or why there are none (the index could not load…). */
export type WorkerAnswer =
  | { id: number; results: (SearchResponse | FacetSearchResponse)[] }
  | { id: number; error: string };
