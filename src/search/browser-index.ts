import type { Locale } from '../config/locales.js';
import { ShelfFile, type ShelfSlot } from '../content/store/item-shelf.js';
import { attributeName, indexSettings } from './index-settings.js';
import { facetValues, newestFirstOrder } from './local-engine.js';
import type { SearchRecord } from './search-record.js';
import { foldText, words } from './text-match.js';
import { vlqEncode, VlqWriter } from './vlq-text.js';

/**
 * How much of a page's text the browser's index keeps: the words a visitor searches for are nearly always in a page's
 * title, summary, topics or first paragraphs, and the whole text of every page would make the file that the search
 * page downloads grow with the site (Algolia, which has no such limit, gets every word).
 */
export const BROWSER_CONTENT_CHARS = 300;

/**
 * The file the search page loads into its worker when no Algolia application is configured: the records to show,
 * and their words already indexed, decoded only where a query looks. Records are numbered by their place in
 * `records`; terms by their place in `terms`; attributes by their place in the settings' `searchableAttributes`.
 * The fields come in this order, `records` second: the worker parses what follows them at once and each record only
 * when it shows it (see browser/index-text.ts).
 */
export interface BrowserIndex {
  locale: Locale;
  /** One record per page: the first part of each, its text cut at a word under {@link BROWSER_CONTENT_CHARS}. */
  records: SearchRecord[];
  /** Every indexed word (folded: lower case without accents), sorted, separated by spaces. */
  terms: string;
  /** Per term (VLQ, see vlq-text.ts): how many characters of `postings` are its own, then how many records it is in. */
  termSizes: string;
  /**
   * Per term, one after the other (VLQ): for each attribute it is in, `count × attributes + attribute`, then `count`
   * record numbers, each the difference from the one before (0: the same record again, one more occurrence).
   */
  postings: string;
  /** Per record, per searchable attribute (VLQ): its number of distinct words (0 when it has none). */
  fieldLengths: string;
  /** Per searchable attribute: its average number of distinct words, as MiniSearch counts it. */
  averageFieldLengths: number[];
  /**
   * Per attribute for faceting (the settings' `attributesForFaceting`, in order): its values (as strings), and per
   * record (VLQ) how many it has, then their places in `values` (the engine's facet tables, made at build time).
   */
  facets: { values: string[]; ids: string }[];
  /** Per record (VLQ): the length of its JSON in `records`, in UTF-8 bytes (where the worker finds it in the file without decoding the others). */
  recordSizes: string;
  /** The records' numbers newest first (VLQ): what an empty query lists. */
  newestFirst: string;
  /** How many bytes (UTF-8) `records`' elements take, with the commas between them: the last field, read first, says where the fields after the records start. */
  recordsBytes: number;
}

/** What {@link BrowserIndexBuilder.finish} adds to the records. */
export type BrowserIndexTerms = Omit<BrowserIndex, 'locale' | 'records'>;

/** What the worker's matcher and facet tables read: the index's fields, and how many records it has. */
export type BrowserIndexFields = BrowserIndexTerms & { records: { readonly length: number } };

function shortened(text: string): string {
  if (text.length <= BROWSER_CONTENT_CHARS) return text;
  const cut = text.slice(0, BROWSER_CONTENT_CHARS + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'), 1)).trimEnd();
}

const utf8 = new TextEncoder();

/** How many words' folded forms the builder remembers at most (a few MB). */
const FOLDED_WORDS = 100_000;

/** The most occurrences of a word in one attribute of one record that the index counts (BM25 saturates long before). */
const MAX_COUNTED = 255;

/**
 * How many postings the builder holds before it writes them to disk as a run (about 1 MB of them): a language of
 * 50,000 pages makes about 3 million, which held to the end were most of the search stage's heap. Runs are merged
 * when the index is finished, so their number costs a block each then, and nothing before.
 */
export const POSTINGS_PER_RUN = 100_000;

/** Postings in one block of a run on disk (each block read whole while the runs are merged). */
const RUN_BLOCK_POSTINGS = 8_192;

/** How much of the postings' text the builder keeps at once while it finishes (about 1 MB); the rest waits in its file. */
const TEXT_BLOCK_CHARS = 1 << 20;

/** Text kept in a file a block of about {@link TEXT_BLOCK_CHARS} at a time, then read back in order. */
class TextBlocks {
  private readonly blocks: ShelfSlot[] = [];
  private block: string[] = [];
  private chars = 0;

  constructor(private readonly shelf: ShelfFile) {}

  add(text: string): void {
    this.block.push(text);
    this.chars += text.length;
    if (this.chars < TEXT_BLOCK_CHARS) return;
    this.blocks.push(this.shelf.add(this.block.join('')));
    this.block = [];
    this.chars = 0;
  }

  *read(): Generator<string> {
    for (const slot of this.blocks) yield this.shelf.read(slot) as string;
    yield this.block.join('');
  }
}

/**
 * Postings written to disk: the blocks of a run in the builder's file, each a JSON array of terms (in order) and their
 * lists (in record order): `[term, list, term, list, …]`.
 */
type PostingsRun = ShelfSlot[];

/** Reads a run's terms and lists in order, one block in memory at a time. */
class RunReader {
  private block: unknown[] = [];
  private at = 0;
  private next = 0;

  constructor(
    private readonly shelf: ShelfFile,
    private readonly run: PostingsRun,
  ) {
    this.load();
  }

  /** The term the reader stands at, undefined at the end of the run. */
  get term(): string | undefined {
    return this.block[this.at] as string | undefined;
  }

  /** The current term's list; moves to the next term. */
  take(): number[] {
    const list = this.block[this.at + 1] as number[];
    this.at += 2;
    if (this.at >= this.block.length) this.load();
    return list;
  }

  private load(): void {
    const slot = this.run[this.next++];
    this.block = slot ? (this.shelf.read(slot) as unknown[]) : [];
    this.at = 0;
  }
}

/**
 * Indexes a language's records one at a time (in build order, holding their postings until there are
 * {@link POSTINGS_PER_RUN} of them, then writing them to disk as a run sorted by term) and gives the index's terms at
 * the end, the runs merged term by term. Of each record it keeps its url (the index is distinct on it) and a date, and
 * its numbers (field lengths, facets, size) as VLQ text. Records are indexed as the embedded engine's MiniSearch does (same words, folding, attribute
 * lengths and averages), so that the browser's engine scores them alike.
 */
export class BrowserIndexBuilder {
  private readonly fields: string[];
  private readonly seen = new Set<string>();
  /** Per term: `(record × attributes + attribute) × 256 + occurrences`, in record order, since the last run. */
  private readonly postings = new Map<string, number[]>();
  private held = 0;
  private readonly runs: PostingsRun[] = [];
  private shelf: ShelfFile | undefined;
  private readonly lengths = new VlqWriter();
  private readonly averages: number[];
  private readonly foldedWords = new Map<string, string>();
  private readonly facets: { attribute: string; numbered: Map<string, number>; ids: VlqWriter }[];
  private readonly recordSizes = new VlqWriter();
  private recordsBytes = 0;
  /** Each record's date, one string per distinct date (records share few dates: a slot each, not a string each). */
  private readonly dates: string[] = [];
  private readonly dateStrings = new Map<string, string>();
  private count = 0;

  constructor(
    locale: Locale,
    private readonly postingsPerRun = POSTINGS_PER_RUN,
  ) {
    const settings = indexSettings(locale);
    this.fields = settings.searchableAttributes.map(attributeName);
    this.averages = this.fields.map(() => 0);
    this.facets = settings.attributesForFaceting.map((entry) => ({ attribute: attributeName(entry), numbered: new Map(), ids: new VlqWriter() }));
  }

  /** The record as the index keeps it, or undefined when its page already has one (the index is distinct on the url). */
  add(record: SearchRecord): SearchRecord | undefined {
    if (this.seen.has(record.url)) return undefined;
    this.seen.add(record.url);
    const lean = { ...record, content: shortened(record.content) };
    const number = this.count++;
    const size = utf8.encode(JSON.stringify(lean)).length;
    this.recordSizes.push(size);
    this.recordsBytes += size;
    const date = String(lean.date ?? '');
    if (!this.dateStrings.has(date)) this.dateStrings.set(date, date);
    this.dates.push(this.dateStrings.get(date) as string);
    for (const { attribute, numbered, ids } of this.facets) {
      const values = facetValues(lean, attribute);
      ids.push(values.length);
      for (const value of values) {
        const key = String(value);
        let id = numbered.get(key);
        if (id === undefined) numbered.set(key, (id = numbered.size));
        ids.push(id);
      }
    }
    const fields = lean as unknown as Record<string, unknown>;
    this.fields.forEach((field, column) => {
      const value = fields[field];
      if (value === undefined || value === null) {
        this.lengths.push(0);
        return;
      }
      const written = words(String(value));
      // MiniSearch's field length: the distinct words as written; its average, updated as it does, record by record.
      const length = new Set(written).size;
      this.lengths.push(length);
      this.averages[column] = ((this.averages[column] as number) * number + length) / (number + 1);
      const occurrences = new Map<string, number>();
      for (const word of written) {
        const term = this.folded(word);
        occurrences.set(term, (occurrences.get(term) ?? 0) + 1);
      }
      const key = (number * this.fields.length + column) * (MAX_COUNTED + 1);
      for (const [term, times] of occurrences) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push(key + Math.min(times, MAX_COUNTED));
      }
      this.held += occurrences.size;
    });
    if (this.held >= this.postingsPerRun) this.spill();
    return lean;
  }

  /** Writes the postings held to a run on disk, their terms in order. */
  private spill(): void {
    const shelf = (this.shelf ??= new ShelfFile());
    const run: PostingsRun = [];
    let block: (string | number[])[] = [];
    let size = 0;
    for (const term of [...this.postings.keys()].sort()) {
      const list = this.postings.get(term) as number[];
      block.push(term, list);
      size += list.length;
      if (size < RUN_BLOCK_POSTINGS) continue;
      run.push(shelf.add(block));
      block = [];
      size = 0;
    }
    if (block.length > 0) run.push(shelf.add(block));
    this.runs.push(run);
    this.postings.clear();
    this.held = 0;
  }

  /** Every term, in order, with its postings in record order: the runs merged (the postings held are the last run). */
  private *termsWithPostings(): Generator<[string, number[]]> {
    if (this.held > 0) this.spill();
    const shelf = (this.shelf ??= new ShelfFile());
    const readers = this.runs.map((run) => new RunReader(shelf, run));
    for (;;) {
      let least: string | undefined;
      for (const { term } of readers) if (term !== undefined && (least === undefined || term < least)) least = term;
      if (least === undefined) return;
      const lists = readers.flatMap((reader) => (reader.term === least ? [reader.take()] : []));
      yield [least, lists.length === 1 ? (lists[0] as number[]) : ([] as number[]).concat(...lists)];
    }
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

  /** The index's terms, as {@link finishText} writes them (once: it takes the postings). */
  finish(): BrowserIndexTerms {
    return JSON.parse(`{${[...this.finishText()].join('')}}`) as BrowserIndexTerms;
  }

  /**
   * The index's terms as JSON text, in pieces: `JSON.stringify(finish())` without its braces. The runs are merged
   * term by term; each term's postings are encoded then (`termSizes`, which comes before them, needs every size) and
   * kept in the builder's file with the terms' text, a block at a time, then read back: neither the postings nor the
   * index's text are ever held whole.
   */
  *finishText(): Generator<string> {
    const sizes: number[] = [];
    const termBlocks = new TextBlocks(this.shelf ??= new ShelfFile());
    const postingBlocks = new TextBlocks(this.shelf);
    let first = true;
    for (const [term, list] of this.termsWithPostings()) {
      const { encoded, records } = this.termPostings(list);
      sizes.push(encoded.length, records);
      termBlocks.add(first ? term : ` ${term}`);
      postingBlocks.add(encoded);
      first = false;
    }
    yield '"terms":"';
    for (const text of termBlocks.read()) yield JSON.stringify(text).slice(1, -1);
    // VLQ text is JSON-safe as it is (vlq-text.ts).
    yield `","termSizes":"${vlqEncode(sizes)}","postings":"`;
    yield* postingBlocks.read();
    yield '",';
    const rest: Omit<BrowserIndexTerms, 'terms' | 'termSizes' | 'postings'> = {
      fieldLengths: this.lengths.text(),
      averageFieldLengths: this.averages,
      facets: this.facets.map(({ numbered, ids }) => ({ values: [...numbered.keys()], ids: ids.text() })),
      recordSizes: this.recordSizes.text(),
      newestFirst: vlqEncode(newestFirstOrder(this.count, (position) => this.dates[position] as string)),
      recordsBytes: this.recordsBytes + Math.max(this.count - 1, 0),
    };
    yield JSON.stringify(rest).slice(1, -1);
  }

  /** A term's postings as the index writes them (VLQ), and how many records it is in. */
  private termPostings(list: readonly number[]): { encoded: string; records: number } {
    const attributes = this.fields.length;
    const numbers: number[] = [];
    let records = 0;
    let previousRecord = -1;
    for (let column = 0; column < attributes; column += 1) {
      const inColumn = list.filter((packed) => Math.floor(packed / (MAX_COUNTED + 1)) % attributes === column);
      if (inColumn.length === 0) continue;
      const occurrences = inColumn.reduce((sum, packed) => sum + (packed % (MAX_COUNTED + 1)), 0);
      numbers.push(occurrences * attributes + column);
      let previous = 0;
      for (const packed of inColumn) {
        const record = Math.floor(packed / (MAX_COUNTED + 1) / attributes);
        numbers.push(record - previous);
        for (let more = packed % (MAX_COUNTED + 1); more > 1; more -= 1) numbers.push(0);
        previous = record;
      }
    }
    for (const packed of list) {
      const record = Math.floor(packed / (MAX_COUNTED + 1) / attributes);
      if (record !== previousRecord) records += 1;
      previousRecord = record;
    }
    return { encoded: vlqEncode(numbers), records };
  }
}

/** The browser's index of a language: the same records as Algolia's, one per page, each with the start of its text. */
export function browserIndex(locale: Locale, records: readonly SearchRecord[]): BrowserIndex {
  const builder = new BrowserIndexBuilder(locale);
  const lean = records.flatMap((record) => builder.add(record) ?? []);
  return { locale, records: lean, ...builder.finish() };
}
