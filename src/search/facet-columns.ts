import { facetValues } from './facet-values.js';
import type { SearchRecord } from './search-record.js';

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

/**
 * An engine's records as its filters and facet counts read them: the attributes for faceting (in the settings'
 * order), each one's column, and a record by its place (for an attribute that is not for faceting).
 */
export interface FacetedRecords {
  faceting: readonly string[];
  column(at: number): FacetColumn;
  recordAt(position: number): SearchRecord;
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

/** A facet's column numbered from the records' values of `attribute`. */
export function facetColumn(records: readonly SearchRecord[], attribute: string): FacetColumn {
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
