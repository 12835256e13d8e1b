import type { SearchRecord } from './search-record.js';
import type { Hit } from './search-contract.js';
import { highlight, snippetWindow, wordMatches } from './text-match.js';

/** What a query marks in a hit: its words, the indexed words it matched, the tags, the snippet's length in words. */
export interface HitMarking {
  searchable: readonly string[];
  queryWords: string[];
  matched: ReadonlySet<string>;
  pre: string;
  post: string;
  snippetSize: number;
}

/** A record as a hit: each searchable attribute highlighted, its content's snippet around the first match. */
export function recordHit(
  record: SearchRecord,
  { searchable, queryWords, matched, pre, post, snippetSize }: HitMarking,
): Hit {
  const fields = record as unknown as Record<string, unknown>;
  const highlightResult = Object.fromEntries(
    searchable.map((attribute) => {
      const value = fields[attribute];
      const mark = (text: unknown) => highlight(String(text ?? ''), queryWords, matched, pre, post);
      return [attribute, Array.isArray(value) ? value.map(mark) : mark(value)];
    }),
  );
  const isMatch = (word: string) => wordMatches(word, queryWords, matched);
  const snippetted = highlight(
    snippetWindow(String(record.content ?? ''), isMatch, snippetSize),
    queryWords,
    matched,
    pre,
    post,
  );
  return {
    ...record,
    _highlightResult: highlightResult,
    _snippetResult: { content: { value: snippetted.value, matchLevel: snippetted.matchLevel } },
  };
}
