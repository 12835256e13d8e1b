import { hash } from 'node:crypto';
import type { Locale } from '../config/locales.js';
import { leanRecord } from './browser-index.js';
import { RecordAnalyser, type AnalysedRecord } from './record-analysis.js';
import type { SearchRecord } from './search-record.js';

/** A language's records analysed for its browser index, in build order, and their analyser (whose numbers their terms are). */
export interface AnalysedRecords {
  analyser: RecordAnalyser;
  records: AsyncIterable<AnalysedRecord>;
}

/** A language's records analysed as they come (record-analysis.ts), none remembered. */
export function analysedRecords(locale: Locale, records: AsyncIterable<SearchRecord>): AnalysedRecords {
  const analyser = new RecordAnalyser(locale);
  async function* analysed(): AsyncGenerator<AnalysedRecord> {
    for await (const record of records) yield analyser.analyse(leanRecord(record));
  }
  return { analyser, records: analysed() };
}

/**
 * How much of the heap the remembered analyses may take: a build's main thread runs with a 256 MB old space
 * (build-node-flags.ts). The bench set's 21,532 pages (19,896 records) take about 51 MB; at 100,000 pages the records
 * past the budget are analysed by every build, as without memory.
 */
export const REMEMBERED_BYTES = 64 << 20;

/** The heap a remembered analysis takes, about: its JSON, its postings, and ~1.5 KB of objects (measured at 20,000 pages). */
const rememberedBytes = (record: AnalysedRecord) => record.json.length + record.postings.byteLength + 1_500;

/**
 * The records of the last build analysed for the browser's index, per language, each by a hash of its JSON (a
 * build's spool line): what a resident build session keeps from one build to the next, so that a build analyses only
 * the records that are new or changed, and numbers and encodes them all as any build does. The analysis is a function
 * of the record's JSON alone, so a remembered one is the one a build without memory makes: the index is the same.
 * Holds the records of the last build only, up to `budget` bytes (the first records in build order).
 */
export class AnalysedRecordsMemory {
  private readonly kept = new Map<Locale, { records: Map<string, AnalysedRecord>; bytes: number }>();
  private readonly analysers = new Map<Locale, RecordAnalyser>();
  /** The index file each language's records last made, by the digest of those records (their spool's bytes). */
  private readonly indexes = new Map<Locale, { digest: string; file: string }>();

  constructor(private readonly budget = REMEMBERED_BYTES) {}

  /** The index file the last build made of a language's records, when they had this digest. */
  indexOf(locale: Locale, digest: string): string | undefined {
    const index = this.indexes.get(locale);
    return index?.digest === digest ? index.file : undefined;
  }

  /** Remembers the index file a language's records of this digest made. */
  rememberIndex(locale: Locale, digest: string, file: string): void {
    this.indexes.set(locale, { digest, file });
  }

  /**
   * A language's records, given as their JSON (UTF-8), analysed; remembered for the next build once read to the end.
   * A remembered record's JSON is hashed, not even decoded.
   */
  analysed(locale: Locale, lines: AsyncIterable<Buffer>): AnalysedRecords {
    let analyser = this.analysers.get(locale);
    if (!analyser) {
      analyser = new RecordAnalyser(locale);
      this.analysers.set(locale, analyser);
    }
    const before = this.kept.get(locale)?.records;
    const kept = this.kept;
    // The other languages' analyses stay remembered while this one's are replaced.
    const room = this.budget - [...kept].reduce((sum, [other, { bytes }]) => sum + (other === locale ? 0 : bytes), 0);
    async function* analysed(by: RecordAnalyser): AsyncGenerator<AnalysedRecord> {
      const now = { records: new Map<string, AnalysedRecord>(), bytes: 0 };
      for await (const line of lines) {
        const key = hash('sha1', line, 'base64');
        let record = before?.get(key) ?? now.records.get(key);
        if (!record) record = by.analyse(leanRecord(JSON.parse(line.toString('utf8')) as SearchRecord));
        const bytes = rememberedBytes(record);
        if (now.bytes + bytes <= room) {
          now.records.set(key, record);
          now.bytes += bytes;
        }
        yield record;
      }
      kept.set(locale, now);
    }
    return { analyser, records: analysed(analyser) };
  }
}
