import type { SearchRecord } from './search-record.js';

/** A facet's value: a string, or a number (a year, a count). */
export type FacetValue = string | number;
/** A record's values of an attribute for faceting (none, one, or an array's). */
export const facetValues = (record: SearchRecord, attribute: string): FacetValue[] => {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value as FacetValue[];
  return value === undefined || value === null || value === '' ? [] : [value as FacetValue];
};
