import type { BrowserIndexFields } from '../browser-index.js';
import { numberedFacetColumn, type FacetColumn } from '../facet-columns.js';
import { VlqReader } from '../vlq-text.js';

/** The browser index's facet tables, made at build time, as the embedded engine counts with them (one per attribute for faceting). */
export function browserIndexFacets(index: BrowserIndexFields): FacetColumn[] {
  const recordCount = index.records.length;
  return index.facets.map(({ values, ids: encoded }) => {
    const reader = new VlqReader(encoded);
    const starts = new Uint32Array(recordCount + 1);
    const ids: number[] = [];
    for (let position = 0; position < recordCount; position += 1) {
      for (let count = reader.next(); count > 0; count -= 1) ids.push(reader.next());
      starts[position + 1] = ids.length;
    }
    return numberedFacetColumn(values, starts, Uint32Array.from(ids));
  });
}
