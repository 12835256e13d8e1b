import { setImmediate as nextTurn } from 'node:timers/promises';
import MiniSearch from 'minisearch';
import type { IndexSettings } from '../index-settings.js';
import { createLocalEngine, type LocalEngine } from '../local-engine.js';
import { searchIndexOptions } from '../record-matcher.js';
import type { SearchRecord } from '../search-record.js';

/**
 * How long indexing may hold the event loop at a time: a search that arrives meanwhile waits at most about this
 * long (plus its own time) before it is answered on the published version.
 */
const SLICE_MS = 8;

/**
 * The engine over `records`, indexed a slice at a time (about {@link SLICE_MS} each, then the event loop's turn), so
 * that a process indexing thousands of records keeps answering searches. Undefined when `superseded()` says, between
 * two slices, that a newer version has made this one useless.
 */
export async function buildEngineInSlices(
  records: readonly SearchRecord[],
  settings: IndexSettings,
  superseded: () => boolean,
): Promise<LocalEngine | undefined> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions(settings));
  let next = 0;
  while (next < records.length) {
    await nextTurn();
    if (superseded()) return undefined;
    const sliceEnd = performance.now() + SLICE_MS;
    do index.add(records[next++] as SearchRecord);
    while (next < records.length && (next % 16 !== 0 || performance.now() < sliceEnd));
  }
  await nextTurn();
  if (superseded()) return undefined;
  const engine = createLocalEngine(records, settings, index);
  await nextTurn();
  warmUp(engine, records[0]);
  return engine;
}

/**
 * One query of each kind before the engine is published (a word of a title, with facets; a facet value search), so
 * that the first visitor's query does not also pay for compiling the engine's code.
 */
function warmUp(engine: LocalEngine, record: SearchRecord | undefined) {
  const query = String(record?.title ?? '').split(/\s+/)[0] ?? '';
  engine.search([
    {
      indexName: 'warm-up',
      params: { query, hitsPerPage: 10, facets: ['*'], highlightPreTag: '<em>', highlightPostTag: '</em>' },
    },
    { indexName: 'warm-up', type: 'facet', facet: 'type', params: { facetQuery: query.slice(0, 2) } },
  ]);
}
