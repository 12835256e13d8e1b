import type { BrowserIndex, BrowserIndexTerms } from '../browser-index.js';
import type { RecordList } from '../local-engine.js';
import type { SearchRecord } from '../search-record.js';
import { VlqReader } from '../vlq-text.js';

/** A browser index as the search page's worker holds it: its records read one by one, when the engine asks for one. */
export type LoadedBrowserIndex = Omit<BrowserIndex, 'records'> & { records: RecordList };

const RECORDS_START = '"records":[';
/**
 * Where the fields after the records start (`terms` is the first, see `BrowserIndexBuilder.finish`): found from the
 * end, and found nowhere else, since a quote inside a JSON string is escaped (`,"` is in none) and a record has no
 * `terms` field.
 */
const RECORDS_END = '],"terms":"';

function decodeAll(text: string): number[] {
  const reader = new VlqReader(text);
  const numbers: number[] = [];
  while (reader.at < text.length) numbers.push(reader.next());
  return numbers;
}

/**
 * The browser index file's text (`JSON.stringify` of a {@link BrowserIndex}) as the worker reads it for its first
 * answer: its language and the fields after the records parsed at once, the records (most of the file) left as text
 * and each parsed when first asked for (a hit shown): at 10,000 records, parsing them all was most of the first answer.
 */
export function readBrowserIndex(text: string): LoadedBrowserIndex {
  const recordsAt = text.indexOf(RECORDS_START) + RECORDS_START.length;
  const endAt = text.lastIndexOf(RECORDS_END);
  if (recordsAt < RECORDS_START.length || endAt < recordsAt) throw new Error('Not a browser search index');
  const { locale } = JSON.parse(`${text.slice(0, recordsAt)}]}`) as Pick<BrowserIndex, 'locale'>;
  const fields = JSON.parse(`{${text.slice(endAt + 2)}`) as BrowserIndexTerms;
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
      return (parsed[position] ??= JSON.parse(text.slice(start, start + (sizes[position] as number))) as SearchRecord);
    },
    onePerPage: true,
    newestFirst: () => decodeAll(fields.newestFirst),
  };
  return { locale, ...fields, records };
}
