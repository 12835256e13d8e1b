import type { SearchRecord } from './search-record.js';

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
