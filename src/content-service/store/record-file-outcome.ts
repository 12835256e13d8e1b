import { ProblemCollector, type ContentProblem } from './content-validation-error.js';
import { parseJsonText } from './json-file.js';
import { checkRecordFile, type ListedFile, type RecordFile } from './record-files.js';
import type { ReferenceIndex } from './record-normalizer.js';
import { lookupAnswer, recordingReferences, type Lookup } from './reference-lookups.js';
import type { ItemKey, SlugEntry } from './uniqueness-checks.js';

/** What the store keeps of a record file (the loader's conversion of it). */
export interface ConvertedRecord {
  record: ItemKey;
  blocks: ItemKey[];
  slugs: SlugEntry[];
  /** What the store shelves for the file: the record's summary, the record, then its blocks. */
  items: unknown[];
}

export type ConvertRecord = (
  file: RecordFile,
  references: ReferenceIndex,
  problems: ProblemCollector,
) => ConvertedRecord;

/** What a record file gave, as cached: every problem and warning, the lookups it depends on, what the store keeps. */
export interface FileOutcome {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  lookups: Lookup[];
  /** Omitted when nothing of the file is stored; `lengths` are those of its texts, which follow. */
  converted?: Omit<ConvertedRecord, 'items'> & { lengths: number[] };
}

export interface FileResult {
  outcome: FileOutcome;
  texts: Buffer[];
  /** False when the conversion read the reference index in a way the lookups cannot replay. */
  cacheable: boolean;
}

export function validate(
  listed: ListedFile,
  bytes: Buffer,
  references: ReferenceIndex,
  convert: ConvertRecord,
): FileResult {
  const problems = new ProblemCollector();
  const warnings = new ProblemCollector();
  const log = { lookups: [] as Lookup[], replayable: true };
  const json = parseJsonText(bytes.toString('utf8'), listed.file, problems);
  const file = json === undefined ? undefined : checkRecordFile(listed, json, problems, warnings);
  const converted = file && convert(file, recordingReferences(references, log), problems);
  const texts = converted ? converted.items.map((item) => Buffer.from(JSON.stringify(item))) : [];
  const outcome: FileOutcome = { problems: problems.problems, warnings: warnings.problems, lookups: log.lookups };
  if (converted) {
    const { record, blocks, slugs } = converted;
    outcome.converted = { record, blocks, slugs, lengths: texts.map((text) => text.length) };
  }
  return { outcome, texts, cacheable: log.replayable };
}

/** A cache entry's parts: a 4-byte length, the outcome as JSON, then the converted items' texts. */
export function encode({ outcome, texts }: FileResult): Buffer[] {
  const head = Buffer.from(JSON.stringify(outcome));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length, 0);
  return [length, head, ...texts];
}

/** The cached result, when it reads back and every lookup it depends on answers as it did. */
export function reusable(entry: Buffer, references: ReferenceIndex): FileResult | undefined {
  let outcome: FileOutcome;
  const headLength = entry.length >= 4 ? entry.readUInt32LE(0) : entry.length;
  try {
    outcome = JSON.parse(entry.toString('utf8', 4, 4 + headLength)) as FileOutcome;
  } catch {
    return undefined;
  }
  if (
    !Array.isArray(outcome.lookups) ||
    !outcome.lookups.every((lookup) => lookupAnswer(references, lookup) === lookup[3])
  )
    return undefined;
  const texts: Buffer[] = [];
  let offset = 4 + headLength;
  for (const length of outcome.converted?.lengths ?? []) {
    texts.push(entry.subarray(offset, offset + length));
    offset += length;
  }
  return { outcome, texts, cacheable: true };
}
