import { describe, expect, it } from 'vitest';
import { BrowserIndexBuilder } from '../../src/search/browser-index.js';
import { generatedRecords } from '../search/generated-records.js';

/**
 * The browser search index's builder writes its postings to disk in runs instead of holding every page's until the
 * end (the search stage's heap grew by about 2 KB a page: 148 MB at 100,000 pages). The index must not change: the
 * same terms and postings, in the same order, whether the postings came back from one run, many, or none.
 */

/** `count` records in pieces of 500, each piece dropped once given (as the build reads them from its spool). */
function* records(count: number) {
  for (let piece = 0; piece * 500 < count; piece += 1)
    yield* generatedRecords('fr', Math.min(500, count - piece * 500), `p${piece}`);
}

/** The index's terms (JSON) for `count` records, with runs of `postingsPerRun` postings. */
function termsOf(count: number, postingsPerRun: number): string {
  const builder = new BrowserIndexBuilder('fr', postingsPerRun);
  for (const record of records(count)) builder.add(record);
  return JSON.stringify(builder.finish());
}

describe('the browser index builder keeps its postings on disk', () => {
  it('gives the same index whether its postings were written in runs or held', () => {
    const held = termsOf(2_000, Number.POSITIVE_INFINITY);
    expect(termsOf(2_000, 97)).toBe(held);
    expect(termsOf(2_000, 7_919)).toBe(held);
  });
});
