import type { Locale } from '../config/locales.js';
import { ShelfFile, type ShelfSlot } from '../io/shelf-file.js';
import { newestFirstOrder } from './record-list.js';
import { MAX_COUNTED, RecordAnalyser, type AnalysedRecord } from './record-analysis.js';
import type { SearchRecord } from './search-record.js';
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

/** A record as the browser's index keeps it: its text cut at a word under {@link BROWSER_CONTENT_CHARS}. */
export const leanRecord = (record: SearchRecord): SearchRecord => ({ ...record, content: shortened(record.content) });

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
 * its numbers (field lengths, facets, size) as VLQ text. A record comes analysed (record-analysis.ts) or is analysed
 * here; the builder numbers what the analysis gives, in the order records come, and encodes it.
 */
export class BrowserIndexBuilder {
  private readonly attributes: number;
  private readonly seen = new Set<string>();
  /** Per term (by its analyser's number): `(record × attributes + attribute) × 256 + occurrences`, in record order, since the last run. */
  private readonly postings: (number[] | undefined)[] = [];
  /** The terms {@link postings} has lists for. */
  private heldTerms: number[] = [];
  private held = 0;
  private readonly runs: PostingsRun[] = [];
  private shelf: ShelfFile | undefined;
  private readonly lengths = new VlqWriter();
  private readonly averages: number[];
  private readonly facets: { numbered: Map<string, number>; ids: VlqWriter }[];
  private readonly recordSizes = new VlqWriter();
  private recordsBytes = 0;
  /** Each record's date, one string per distinct date (records share few dates: a slot each, not a string each). */
  private readonly dates: string[] = [];
  private readonly dateStrings = new Map<string, string>();
  private count = 0;
  /** Per searchable attribute, a term's occurrences in it, and its records and occurrences in each (termPostings' scratch). */
  private readonly columnOccurrences: Float64Array;
  private readonly columnPostings: number[][];

  constructor(
    locale: Locale,
    private readonly postingsPerRun = POSTINGS_PER_RUN,
    /** The analyser of the records given analysed (their terms are its numbers). */
    readonly analyser = new RecordAnalyser(locale),
  ) {
    this.attributes = this.analyser.fields.length;
    this.averages = this.analyser.fields.map(() => 0);
    this.columnOccurrences = new Float64Array(this.attributes);
    this.columnPostings = this.analyser.fields.map(() => []);
    this.facets = this.analyser.facetAttributes.map(() => ({ numbered: new Map(), ids: new VlqWriter() }));
  }

  /** The record as the index keeps it, or undefined when its page already has one (the index is distinct on the url). */
  add(record: SearchRecord): SearchRecord | undefined {
    if (this.seen.has(record.url)) return undefined;
    const lean = leanRecord(record);
    this.addAnalysed(this.analyser.analyse(lean));
    return lean;
  }

  /**
   * A record analysed by a {@link RecordAnalyser} of the builder's language (from {@link leanRecord}): whether the
   * index keeps it (false when its page already has one).
   */
  addAnalysed(record: AnalysedRecord): boolean {
    if (this.seen.has(record.url)) return false;
    this.seen.add(record.url);
    const number = this.count++;
    this.recordSizes.push(record.bytes);
    this.recordsBytes += record.bytes;
    if (!this.dateStrings.has(record.date)) this.dateStrings.set(record.date, record.date);
    this.dates.push(this.dateStrings.get(record.date) as string);
    this.facets.forEach(({ numbered, ids }, attribute) => {
      const values = record.facets[attribute] as string[];
      ids.push(values.length);
      for (const value of values) {
        let id = numbered.get(value);
        if (id === undefined) {
          id = numbered.size;
          numbered.set(value, id);
        }
        ids.push(id);
      }
    });
    record.lengths.forEach((length, column) => {
      this.lengths.push(length ?? 0);
      // MiniSearch's average field length, updated as it does, record by record (a record without the field leaves it).
      if (length !== null) this.averages[column] = ((this.averages[column] as number) * number + length) / (number + 1);
    });
    const { places } = this.analyser;
    const key = number * places;
    for (const posting of record.postings) {
      const term = Math.floor(posting / places);
      let list = this.postings[term];
      if (!list) {
        this.postings[term] = list = [];
        this.heldTerms.push(term);
      }
      list.push(key + (posting % places));
    }
    this.held += record.postings.length;
    if (this.held >= this.postingsPerRun) this.spill();
    return true;
  }

  /** The builder's file of runs and text blocks, opened the first time it is needed. */
  private ownShelf(): ShelfFile {
    this.shelf ??= new ShelfFile();
    return this.shelf;
  }

  /** Writes the postings held to a run on disk, their terms in order. */
  private spill(): void {
    const shelf = this.ownShelf();
    const run: PostingsRun = [];
    let block: (string | number[])[] = [];
    let size = 0;
    const termOf = (number: number) => this.analyser.term(number);
    for (const number of this.heldTerms.sort((one, other) => (termOf(one) < termOf(other) ? -1 : 1))) {
      const list = this.postings[number] as number[];
      this.postings[number] = undefined;
      block.push(termOf(number), list);
      size += list.length;
      if (size < RUN_BLOCK_POSTINGS) continue;
      run.push(shelf.add(block));
      block = [];
      size = 0;
    }
    if (block.length > 0) run.push(shelf.add(block));
    this.runs.push(run);
    this.heldTerms = [];
    this.held = 0;
  }

  /** Every term, in order, with its postings in record order: the runs merged (the postings held are the last run). */
  private *termsWithPostings(): Generator<[string, number[]]> {
    if (this.held > 0) this.spill();
    const shelf = this.ownShelf();
    const readers = this.runs.map((run) => new RunReader(shelf, run));
    for (;;) {
      let least: string | undefined;
      for (const { term } of readers) if (term !== undefined && (least === undefined || term < least)) least = term;
      if (least === undefined) return;
      const lists = readers.flatMap((reader) => (reader.term === least ? [reader.take()] : []));
      yield [least, lists.length === 1 ? (lists[0] as number[]) : ([] as number[]).concat(...lists)];
    }
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
    const shelf = this.ownShelf();
    const termBlocks = new TextBlocks(shelf);
    const postingBlocks = new TextBlocks(shelf);
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
    const attributes = this.attributes;
    const { columnOccurrences: occurrences, columnPostings } = this;
    occurrences.fill(0);
    for (const postings of columnPostings) postings.length = 0;
    let records = 0;
    let previousRecord = -1;
    for (const packed of list) {
      const place = Math.floor(packed / (MAX_COUNTED + 1));
      const record = Math.floor(place / attributes);
      const column = place % attributes;
      const times = packed % (MAX_COUNTED + 1);
      occurrences[column] = (occurrences[column] as number) + times;
      (columnPostings[column] as number[]).push(record, times);
      if (record !== previousRecord) records += 1;
      previousRecord = record;
    }
    const encoded = new VlqWriter();
    columnPostings.forEach((postings, column) => {
      if (postings.length === 0) return;
      encoded.push((occurrences[column] as number) * attributes + column);
      let previous = 0;
      for (let at = 0; at < postings.length; at += 2) {
        const record = postings[at] as number;
        encoded.push(record - previous);
        for (let more = postings[at + 1] as number; more > 1; more -= 1) encoded.push(0);
        previous = record;
      }
    });
    return { encoded: encoded.text(), records };
  }
}

/** The browser's index of a language: the same records as Algolia's, one per page, each with the start of its text. */
export function browserIndex(locale: Locale, records: readonly SearchRecord[]): BrowserIndex {
  const builder = new BrowserIndexBuilder(locale);
  const lean = records.flatMap((record) => builder.add(record) ?? []);
  return { locale, records: lean, ...builder.finish() };
}
