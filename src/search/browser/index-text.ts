import type { BrowserIndex, BrowserIndexTerms } from '../browser-index.js';
import type { RecordList } from '../record-list.js';
import type { SearchRecord } from '../search-record.js';
import { VlqReader } from '../vlq-text.js';

/** A browser index as the search page's worker holds it: its records read one by one, when the engine asks for one. */
export type LoadedBrowserIndex = Omit<BrowserIndex, 'records'> & { records: RecordList };

const utf8 = new TextEncoder();
const RECORDS_START = utf8.encode('"records":[');
/** The last field (see {@link BrowserIndex.recordsBytes}), read first. */
const RECORDS_BYTES = utf8.encode(',"recordsBytes":');
/** How the fields after the records start (`terms` first, see `BrowserIndexBuilder.finish`). */
const RECORDS_END = utf8.encode('],"terms":"');

/** Where `pattern` first (or, `fromEnd`, last) is in `bytes`; -1 when it is not (both patterns are near an end of the file). */
function find(bytes: Uint8Array, pattern: Uint8Array, fromEnd: boolean): number {
  const last = bytes.length - pattern.length;
  for (let at = fromEnd ? last : 0; fromEnd ? at >= 0 : at <= last; at += fromEnd ? -1 : 1) {
    let n = 0;
    while (n < pattern.length && bytes[at + n] === pattern[n]) n += 1;
    if (n === pattern.length) return at;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, at: number, pattern: Uint8Array) =>
  pattern.every((byte, n) => bytes[at + n] === byte);

function decodeAll(text: string): number[] {
  const reader = new VlqReader(text);
  const numbers: number[] = [];
  while (reader.at < text.length) numbers.push(reader.next());
  return numbers;
}

/**
 * The browser index file (`JSON.stringify` of a {@link BrowserIndex}, as UTF-8 bytes) as the worker reads it for its
 * first answer: its language and the fields after the records decoded and parsed at once, the records (most of the
 * file) left as bytes and each decoded and parsed when first asked for (a hit shown): at 10,000 records, decoding and
 * parsing them all was most of the first answer.
 */
export function readBrowserIndex(bytes: Uint8Array): LoadedBrowserIndex {
  const decoder = new TextDecoder();
  const startAt = find(bytes, RECORDS_START, false);
  const recordsAt = startAt + RECORDS_START.length;
  const sizeAt = find(bytes, RECORDS_BYTES, true);
  const endAt = recordsAt + Number(decoder.decode(bytes.subarray(sizeAt + RECORDS_BYTES.length, bytes.length - 1)));
  if (startAt === -1 || sizeAt === -1 || !startsWith(bytes, endAt, RECORDS_END))
    throw new Error('Not a browser search index');
  const { locale } = JSON.parse(`${decoder.decode(bytes.subarray(0, recordsAt))}]}`) as Pick<BrowserIndex, 'locale'>;
  const fields = JSON.parse(`{${decoder.decode(bytes.subarray(endAt + 2))}`) as BrowserIndexTerms;
  const sizes = decodeAll(fields.recordSizes);
  const starts = new Float64Array(sizes.length);
  sizes.reduce((at, size, position) => {
    starts[position] = at;
    return at + size + 1;
  }, recordsAt);
  const parsed: (SearchRecord | undefined)[] = new Array<SearchRecord | undefined>(sizes.length);
  const records: RecordList = {
    length: sizes.length,
    at(position) {
      const start = starts[position];
      if (start === undefined) return undefined;
      // biome-ignore lint/suspicious/noAssignInExpressions: `??=` memoizes the parsed record in place
      return (parsed[position] ??= JSON.parse(
        decoder.decode(bytes.subarray(start, start + (sizes[position] as number))),
      ) as SearchRecord);
    },
    onePerPage: true,
    newestFirst: () => decodeAll(fields.newestFirst),
  };
  return { locale, ...fields, records };
}
