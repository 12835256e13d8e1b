import type { FacetedRecords } from './facet-columns.js';
import { facetValues } from './facet-values.js';
import { asList, numericFilterGroups, parseFacetFilter, type FilterList } from './record-filters.js';

/**
 * recordFilter on records' places: a facet filter compares a record's numbered values with its value's number (a
 * string comparison per record was most of a one-letter query's time at 10,000 records), a numeric filter on an
 * attribute for faceting its values' numbers; only a filter on another attribute reads the records.
 */
export function positionFilter(
  params: { facetFilters?: FilterList | undefined; numericFilters?: FilterList | undefined },
  { faceting, column, recordAt }: FacetedRecords,
): (position: number) => boolean {
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
        return (position) => facetValues(recordAt(position), attribute).some((value) => compare(Number(value), bound));
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
