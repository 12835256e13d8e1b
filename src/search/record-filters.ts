import { facetValues } from './facet-values.js';
import type { SearchRecord } from './search-record.js';

/**
 * A query's `facetFilters` or `numericFilters`, as Algolia takes them: one filter, or a list whose entries are
 * filters (all must pass) or lists of filters (one of them must pass).
 */
export type FilterList = string | (string | string[])[];

/** `attr:value`, `attr:-value` (excluded), `attr:\-value` (a literal minus). */
export function parseFacetFilter(filter: string): { attribute: string; value: string; negated: boolean } {
  const separator = filter.indexOf(':');
  const attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negated };
}

/** A parameter that is one value or a list, as a list. */
export const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function facetFilterTest(filters: FilterList | undefined): (record: SearchRecord) => boolean {
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

export function numericFilterGroups(filters: FilterList | undefined): NumericFilter[][] {
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

function numericFilterTest(filters: FilterList | undefined): (record: SearchRecord) => boolean {
  const groups = numericFilterGroups(filters);
  return (record) =>
    groups.every((group) =>
      group.some(({ attribute, compare, bound }) =>
        facetValues(record, attribute).some((value) => compare(Number(value), bound)),
      ),
    );
}

/** Whether a record passes a query's `facetFilters` and `numericFilters` (also what `deleteBy` deletes). */
export function recordFilter(params: {
  facetFilters?: FilterList | undefined;
  numericFilters?: FilterList | undefined;
}): (record: SearchRecord) => boolean {
  const passes = facetFilterTest(params.facetFilters);
  const inRange = numericFilterTest(params.numericFilters);
  return (record) => passes(record) && inRange(record);
}
