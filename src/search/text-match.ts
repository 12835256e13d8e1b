/** Lower case without accents: `École` → `ecole`, so French and English match with or without diacritics. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text, as the engine indexes them (letters and digits; apostrophes and hyphens split). */
export const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

/**
 * `text` with each word that one of `matched` (folded words the engine matched) covers wrapped in `pre` … `post`, as
 * Algolia highlights: a word is covered when its folded form is a matched word or starts with a query word (prefix
 * search). The text is not escaped: the widgets escape it and turn the tags into elements.
 */
export function highlight(
  text: string,
  queryWords: readonly string[],
  matched: ReadonlySet<string>,
  pre: string,
  post: string,
): Highlighted {
  const found = new Set<string>();
  let marked = 0;
  let total = 0;
  const value = text.replace(WORD, (word) => {
    total += 1;
    if (!wordMatches(word, queryWords, matched)) return word;
    const folded = foldText(word);
    marked += 1;
    found.add(queryWords.find((query) => folded.startsWith(query)) ?? folded);
    return `${pre}${word}${post}`;
  });
  const matchedWords = [...found];
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= queryWords.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, fullyHighlighted: total > 0 && marked === total };
}

/** Whether a word of a text is one the query matched (see {@link highlight}). */
export function wordMatches(word: string, queryWords: readonly string[], matched: ReadonlySet<string>): boolean {
  // An empty query (listing records) matches no word: none is folded.
  if (queryWords.length === 0 && matched.size === 0) return false;
  const folded = foldText(word);
  return matched.has(folded) || queryWords.some((query) => folded.startsWith(query));
}

/**
 * About `size` words of `text` around its first matched word, with an ellipsis where it is cut, for `_snippetResult`
 * (highlighted afterwards); the start of the text when nothing matched.
 */
export function snippetWindow(text: string, isMatch: (word: string) => boolean, size: number): string {
  const tokens = text.split(/(\s+)/).filter((token) => token !== '');
  const wordIndexes = tokens.map((token, index) => (/\S/.test(token) ? index : -1)).filter((index) => index !== -1);
  if (wordIndexes.length <= size) return text;
  const firstMatch = wordIndexes.findIndex((index) => words(tokens[index] as string).some(isMatch));
  const start = Math.max(0, Math.min(Math.max(firstMatch, 0) - Math.floor(size / 3), wordIndexes.length - size));
  const from = wordIndexes[start] as number;
  const to = wordIndexes[start + size - 1] as number;
  return `${start > 0 ? '… ' : ''}${tokens.slice(from, to + 1).join('')}${start + size < wordIndexes.length ? ' …' : ''}`;
}

/** The tags a match is wrapped in when the query names none (`highlightPreTag`, `highlightPostTag`), as Algolia's. */
export const DEFAULT_PRE_TAG = '<em>';
export const DEFAULT_POST_TAG = '</em>';
