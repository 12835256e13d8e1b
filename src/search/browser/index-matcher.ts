import type { BrowserIndexFields } from '../browser-index.js';
import { attributeName, type IndexSettings } from '../index-settings.js';
import { ATTRIBUTE_BOOST, typosAllowed, type RecordMatcher } from '../record-matcher.js';
import { foldText, words } from '../text-match.js';
import { VlqReader } from '../vlq-text.js';
import { termsWithinTypos } from './typo-terms.js';

/**
 * How many indexed words the word being typed stands for at most, the ones in the most records first: as Algolia,
 * which expands a prefix to a bounded number of words, a one-letter prefix does not score every word of the index
 * that starts with it (thousands at 10,000 records). A word typed whole is always matched itself.
 */
export const PREFIX_EXPANSIONS = 24;

/** How many decoded postings the matcher keeps (about 12 bytes each), the last terms' (see `scoredPostings`). */
const DECODED_POSTINGS = 1_000_000;

/** MiniSearch's scoring, so that both engines rank alike: BM25+ and its weights of prefix and typo matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/** One query word's indexed words, each with its weight. */
type Derived = { term: number; weight: number }[];

/**
 * The browser index's matcher (a {@link RecordMatcher} for the embedded engine): the query's words matched against the
 * prebuilt terms — every word whole and with its typos, the last also as a prefix (at most {@link PREFIX_EXPANSIONS}
 * words) — all of them required, scored as MiniSearch scores them (the matches in no order, each with its score). Loading decodes the term sizes and attribute
 * lengths only; a query decodes the postings of the terms it matches.
 */
export function browserIndexMatcher(index: BrowserIndexFields, settings: IndexSettings): RecordMatcher {
  const attributes = settings.searchableAttributes.map(attributeName);
  const boosts = attributes.map((attribute) => ATTRIBUTE_BOOST[attribute] ?? 1);
  const typos = typosAllowed(settings);
  const terms = index.terms === '' ? [] : index.terms.split(' ');
  const recordCount = index.records.length;
  const starts = new Uint32Array(terms.length + 1);
  const recordsWith = new Uint32Array(terms.length);
  const sizes = new VlqReader(index.termSizes);
  for (let term = 0; term < terms.length; term += 1) {
    starts[term + 1] = (starts[term] as number) + sizes.next();
    recordsWith[term] = sizes.next();
  }
  const lengths = new Uint16Array(recordCount * attributes.length);
  const lengthReader = new VlqReader(index.fieldLengths);
  for (let at = 0; at < lengths.length; at += 1) lengths[at] = lengthReader.next();
  const averages = index.averageFieldLengths;

  /** The first term not before `text`. */
  const lowerBound = (text: string) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((terms[middle] as string) < text) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** The word's indexed words: itself, its typos, and when it is the last word, the words it starts (bounded). */
  function derivedTerms(word: string, isLast: boolean): Derived {
    const derived: Derived = [];
    const at = lowerBound(word);
    if (terms[at] === word) derived.push({ term: at, weight: 1 });
    let prefixEnd = at;
    if (isLast) {
      prefixEnd = lowerBound(`${word}\uffff`);
      const longer: number[] = [];
      for (let term = terms[at] === word ? at + 1 : at; term < prefixEnd; term += 1) longer.push(term);
      longer.sort((a, b) => (recordsWith[b] as number) - (recordsWith[a] as number) || a - b);
      for (const term of longer.slice(0, PREFIX_EXPANSIONS)) {
        const distance = (terms[term] as string).length - word.length;
        derived.push({
          term,
          weight: (PREFIX_WEIGHT * (terms[term] as string).length) / ((terms[term] as string).length + 0.3 * distance),
        });
      }
    }
    const maxDistance = typos(word);
    if (maxDistance > 0) {
      for (const { term, distance } of termsWithinTypos(terms, word, maxDistance)) {
        // A word the typed one starts is a prefix match (or left out by the bound), not a typo.
        if (distance === 0 || (isLast && term >= at && term < prefixEnd)) continue;
        const length = (terms[term] as string).length;
        derived.push({ term, weight: (TYPO_WEIGHT * length) / (length + distance) });
      }
    }
    return derived;
  }

  /** A term's postings in one attribute, decoded and scored (BM25+ with the attribute's boost, before the match's weight). */
  interface Scored {
    records: Uint32Array;
    scores: Float64Array;
  }
  /** The last decoded terms (typing a query decodes the same words again at each keystroke), least recent first. */
  const decoded = new Map<number, Scored[]>();
  let decodedSize = 0;
  const postings = new VlqReader(index.postings);

  function scoredPostings(term: number): Scored[] {
    const known = decoded.get(term);
    if (known) {
      decoded.delete(term);
      decoded.set(term, known);
      return known;
    }
    const groups: Scored[] = [];
    postings.at = starts[term] as number;
    const end = starts[term + 1] as number;
    while (postings.at < end) {
      const head = postings.next();
      const column = head % attributes.length;
      const count = (head - column) / attributes.length;
      const occurrences = new Uint32Array(count);
      let record = 0;
      let distinct = 0;
      for (let n = 0; n < count; n += 1) {
        const delta = postings.next();
        if (n === 0 || delta > 0) distinct += 1;
        occurrences[n] = record += delta;
      }
      const inverseFrequency = Math.log(1 + (recordCount - distinct + 0.5) / (distinct + 0.5));
      const boost = boosts[column] as number;
      const average = averages[column] as number;
      const records = new Uint32Array(distinct);
      const scores = new Float64Array(distinct);
      for (let n = 0, at = 0; n < count; at += 1) {
        const found = occurrences[n] as number;
        let frequency = 0;
        while (n < count && occurrences[n] === found) {
          frequency += 1;
          n += 1;
        }
        const length = lengths[found * attributes.length + column] as number;
        records[at] = found;
        scores[at] =
          boost *
          inverseFrequency *
          (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
      }
      groups.push({ records, scores });
      decodedSize += distinct;
    }
    decoded.set(term, groups);
    for (const [oldest, oldGroups] of decoded) {
      if (decodedSize <= DECODED_POSTINGS || oldest === term) break;
      decoded.delete(oldest);
      for (const group of oldGroups) decodedSize -= group.records.length;
    }
    return groups;
  }

  /** Each record's score for the query being answered (one buffer for every query: no garbage per keystroke). */
  const scores = new Float64Array(recordCount);
  /** How many of the query's words each record matched so far (all of them are required). */
  const matchedWords = new Uint16Array(recordCount);

  return (query) => {
    const queryWords = words(query).map(foldText);
    if (queryWords.length === 0) return { positions: [], terms: [] };
    scores.fill(0);
    matchedWords.fill(0);
    const matchedTerms: string[] = [];
    const records: number[] = [];
    queryWords.forEach((word, position) => {
      const isLast = position === queryWords.length - 1;
      for (const { term, weight } of derivedTerms(word, isLast)) {
        let matchedAny = false;
        for (const group of scoredPostings(term)) {
          const inGroup = group.records;
          for (let n = 0; n < inGroup.length; n += 1) {
            const found = inGroup[n] as number;
            // All the query's words are required: a record that missed one of the earlier words is out.
            const had = matchedWords[found] as number;
            if (had < position) continue;
            scores[found] = (scores[found] as number) + weight * (group.scores[n] as number);
            if (had === position) {
              matchedWords[found] = position + 1;
              if (isLast) records.push(found);
            }
            matchedAny = true;
          }
        }
        if (matchedAny) matchedTerms.push(terms[term] as string);
      }
    });
    // Unranked: the engine ranks only the hits it shows (a one-letter prefix matches most records).
    return {
      positions: Uint32Array.from(records),
      terms: matchedTerms,
      scores: Float64Array.from(records, (record) => scores[record] as number),
    };
  };
}
