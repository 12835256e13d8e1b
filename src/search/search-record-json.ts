import type { SearchRecord } from './search-record.js';

const texts = new WeakMap<SearchRecord, string>();

/**
 * `JSON.stringify` of a search record, made once per record object: a build writes each page's records twice, to the
 * search records spool and to the page tags (the next build's state), the same text both times.
 */
export function searchRecordJson(record: SearchRecord): string {
  let text = texts.get(record);
  if (text === undefined) {
    text = JSON.stringify(record);
    texts.set(record, text);
  }
  return text;
}
