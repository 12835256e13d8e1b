import MiniSearch, { type Options } from 'minisearch';
import { attributeName, type IndexSettings } from './index-settings.js';
import type { SearchRecord } from './search-record.js';
import { foldText, words } from './text-match.js';

/** Algolia's `queryType: prefixLast`: the word being typed (the last) matches as a prefix, the others whole. */
const isLastWord = (_term: string, index: number, terms: readonly string[]) => index === terms.length - 1;
/** How many typos a query word may have (`minWordSizefor1Typo`, `minWordSizefor2Typos`). */
export const typosAllowed =
  ({ minWordSizefor1Typo, minWordSizefor2Typos }: IndexSettings) =>
  (term: string) =>
    term.length >= minWordSizefor2Typos ? 2 : term.length >= minWordSizefor1Typo ? 1 : 0;
/** How much a match in an attribute weighs (1 when not named): the title first, then the summary. */
export const ATTRIBUTE_BOOST: Readonly<Record<string, number>> = { title: 3, summary: 1.5 };

/**
 * What finds the records a query matches: their places in the engine's records and the indexed words it matched
 * (what highlighting marks); the places best first, or in any order with each one's score (`scores[n]` is
 * `positions[n]`'s: higher ranks first, then the lower place), so that only the hits shown are ranked. The browser's
 * prebuilt index is one; a MiniSearch index is made one here.
 */
export type RecordMatcher = (query: string) => {
  positions: ArrayLike<number>;
  terms: Iterable<string>;
  scores?: ArrayLike<number>;
};

/** A MiniSearch index of the records as a {@link RecordMatcher}. */
export function miniSearchMatcher(index: MiniSearch<SearchRecord>, records: readonly SearchRecord[]): RecordMatcher {
  const positions = new Map(records.map((record, position) => [record.objectID, position]));
  return (query) => {
    const terms = new Set<string>();
    const found = index.search(query).map((result) => {
      for (const term of result.terms) terms.add(term);
      return positions.get(String(result.id)) as number;
    });
    return { positions: found, terms };
  };
}

/** The MiniSearch options of an index with these settings: whoever builds or loads one uses these. */
export function searchIndexOptions(settings: IndexSettings): Options<SearchRecord> {
  return {
    idField: 'objectID',
    fields: settings.searchableAttributes.map(attributeName),
    processTerm: (term) => foldText(term),
    tokenize: (text) => words(text),
    searchOptions: {
      prefix: isLastWord,
      fuzzy: typosAllowed(settings),
      combineWith: 'AND',
      boost: { ...ATTRIBUTE_BOOST },
    },
  };
}

/** A MiniSearch index of `records` built at once (an engine given no index builds its own). */
export function indexedAtOnce(records: readonly SearchRecord[], settings: IndexSettings): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions(settings));
  index.addAll(records);
  return index;
}
