/**
 * The terms of a sorted dictionary within `maxDistance` edits (Levenshtein) of `word`, with their distance: the
 * dictionary is walked as the trie it spells (each term reuses the rows of the prefix it shares with the one before,
 * and a prefix already too far skips every term that starts with it, found by binary search).
 */
export function termsWithinTypos(
  terms: readonly string[],
  word: string,
  maxDistance: number,
): { term: number; distance: number }[] {
  const found: { term: number; distance: number }[] = [];
  const columns = word.length + 1;
  const longest = word.length + maxDistance;
  const rows = new Uint16Array((longest + 1) * columns);
  for (let column = 0; column < columns; column += 1) rows[column] = column;
  let previous = '';
  /** How many rows (characters of `previous`) are computed and still valid. */
  let valid = 0;
  let index = 0;
  while (index < terms.length) {
    const term = terms[index] as string;
    let shared = 0;
    while (shared < valid && term.charCodeAt(shared) === previous.charCodeAt(shared)) shared += 1;
    let tooFar = 0;
    for (let row = shared + 1; row <= term.length; row += 1) {
      if (row > longest) {
        tooFar = row;
        break;
      }
      const char = term.charCodeAt(row - 1);
      const at = row * columns;
      const above = at - columns;
      rows[at] = row;
      let least = row;
      for (let column = 1; column < columns; column += 1) {
        const replaced = (rows[above + column - 1] as number) + (char === word.charCodeAt(column - 1) ? 0 : 1);
        const deleted = (rows[above + column] as number) + 1;
        const inserted = (rows[at + column - 1] as number) + 1;
        const distance = Math.min(replaced, deleted, inserted);
        rows[at + column] = distance;
        if (distance < least) least = distance;
      }
      if (least > maxDistance) {
        tooFar = row;
        break;
      }
    }
    previous = term;
    if (tooFar === 0) {
      valid = term.length;
      const distance = rows[term.length * columns + word.length] as number;
      if (distance <= maxDistance) found.push({ term: index, distance });
      index += 1;
    } else {
      valid = tooFar - 1;
      index = firstAfterPrefix(terms, term.slice(0, tooFar), index + 1);
    }
  }
  return found;
}

/** The first term from `from` on that does not start with `prefix` (the terms are sorted). */
function firstAfterPrefix(terms: readonly string[], prefix: string, from: number): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string).startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}
