import type { Matches } from './best-first.js';
import type { FacetedRecords } from './facet-columns.js';
import { asList } from './record-filters.js';
import type { SearchResponse } from './search-contract.js';

/**
 * The facets' value counts among the matches (`facets`: those asked, `*` for every attribute for faceting; at most
 * `maxValuesPerFacet` values each, the most frequent first), and the stats of the numeric ones.
 */
export function facetCounts(
  { positions }: Matches,
  params: { facets?: string | string[] | undefined; maxValuesPerFacet?: number | undefined },
  { faceting, column }: Pick<FacetedRecords, 'faceting' | 'column'>,
  { numeric, maxValuesPerFacet }: { numeric: ReadonlySet<string>; maxValuesPerFacet: number },
): { facets: SearchResponse['facets']; stats: SearchResponse['facets_stats'] } {
  const requested = asList(params.facets);
  // Each attribute once, however often it is asked: a count goes through every match.
  const attributes = requested.includes('*')
    ? faceting
    : [...new Set(requested)].filter((facet) => faceting.includes(facet));
  const limit = params.maxValuesPerFacet ?? maxValuesPerFacet;
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
