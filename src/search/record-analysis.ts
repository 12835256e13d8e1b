import type { Locale } from '../config/locales.js';
import { attributeName, indexSettings } from './index-settings.js';
import { facetValues } from './facet-values.js';
import type { SearchRecord } from './search-record.js';
import { foldText, words } from './text-match.js';

/**
 * What the browser's index takes from one record (already cut to what the index keeps), whatever its place among the
 * others: its JSON and size, its facet values and date, and per searchable attribute its length and its terms with
 * their occurrences. Indexing a record is most of an index's time; numbering and encoding what this gives is the rest
 * (browser-index.ts), so a build that has a record's analysis from an earlier build does only the rest.
 */
export interface AnalysedRecord {
  /** The page (the index is distinct on it). */
  url: string;
  /** The record as the index writes it: `JSON.stringify` of it. */
  json: string;
  /** {@link json}'s length in UTF-8 bytes. */
  bytes: number;
  /** Its date as the index sorts on it (`''` without one). */
  date: string;
  /** Per attribute for faceting, in the settings' order: its values as strings. */
  facets: string[][];
  /** Per searchable attribute: its number of distinct words as written, `null` when the record has no such field. */
  lengths: (number | null)[];
  /**
   * Its terms (folded words), per searchable attribute in order, each once per attribute: `term × places + place`,
   * the term numbered by its analyser ({@link RecordAnalyser.term}), the place `attribute × 256 + occurrences`
   * (occurrences up to {@link MAX_COUNTED}; `places` is {@link RecordAnalyser.places}).
   */
  postings: Uint32Array;
}

/** The most occurrences of a word in one attribute of one record that the index counts (BM25 saturates long before). */
export const MAX_COUNTED = 255;

/** How many words' folded forms an analyser remembers at most (a few MB). */
const FOLDED_WORDS = 100_000;

/** The most terms an analyser numbers: a posting is one 32-bit number (a language has a few hundred thousand words). */
const MAX_TERMS = 2 ** 21;

/**
 * Analyses a language's records as the embedded engine's MiniSearch indexes them (same words, folding and attribute
 * lengths), so that the browser's engine scores them alike.
 */
export class RecordAnalyser {
  /** The searchable attributes, in the settings' order. */
  readonly fields: string[];
  /** The attributes for faceting, in the settings' order. */
  readonly facetAttributes: string[];
  /** How many places a term can have in a record: {@link AnalysedRecord.postings} counts in them. */
  readonly places: number;
  private readonly foldedWords = new Map<string, string>();
  /** The terms met, numbered in the order met (the same number in every record this analyser analyses). */
  private readonly terms: string[] = [];
  private readonly termNumbers = new Map<string, number>();
  /** One string per distinct facet value or date, shared by the records that have it. */
  private readonly values = new Map<string, string>();

  constructor(locale: Locale) {
    const settings = indexSettings(locale);
    this.fields = settings.searchableAttributes.map(attributeName);
    this.facetAttributes = settings.attributesForFaceting.map(attributeName);
    this.places = this.fields.length * (MAX_COUNTED + 1);
  }

  /** The term numbered `number`. */
  term(number: number): string {
    return this.terms[number] as string;
  }

  analyse(record: SearchRecord): AnalysedRecord {
    const json = JSON.stringify(record);
    const fields = record as unknown as Record<string, unknown>;
    const lengths: (number | null)[] = [];
    const postings: number[] = [];
    this.fields.forEach((field, column) => {
      const value = fields[field];
      if (value === undefined || value === null) {
        lengths.push(null);
        return;
      }
      const written = words(String(value));
      // MiniSearch's field length: the distinct words as written.
      lengths.push(new Set(written).size);
      const occurrences = new Map<string, number>();
      for (const word of written) {
        const term = this.folded(word);
        occurrences.set(term, (occurrences.get(term) ?? 0) + 1);
      }
      for (const [term, times] of occurrences)
        postings.push(this.numbered(term) * this.places + column * (MAX_COUNTED + 1) + Math.min(times, MAX_COUNTED));
    });
    return {
      url: record.url,
      json,
      bytes: Buffer.byteLength(json, 'utf8'),
      date: this.shared(String(record.date ?? '')),
      facets: this.facetAttributes.map((attribute) =>
        facetValues(record, attribute).map((value) => this.shared(String(value))),
      ),
      lengths,
      postings: Uint32Array.from(postings),
    };
  }

  private numbered(term: string): number {
    let number = this.termNumbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      if (number >= MAX_TERMS) throw new Error(`The browser search index numbers at most ${MAX_TERMS} distinct words`);
      this.terms.push(term);
      this.termNumbers.set(term, number);
    }
    return number;
  }

  private shared(value: string): string {
    const kept = this.values.get(value);
    if (kept !== undefined) return kept;
    this.values.set(value, value);
    return value;
  }

  /** `foldText(word)`, remembered: a site's words recur from page to page, and folding is most of indexing's time. */
  private folded(word: string): string {
    let term = this.foldedWords.get(word);
    if (term === undefined) {
      if (this.foldedWords.size >= FOLDED_WORDS) this.foldedWords.clear();
      term = foldText(word);
      this.foldedWords.set(word, term);
    }
    return term;
  }
}
