import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../config/locales.js';
import { buildMetaPath, type BuildMeta } from '../runtime/build-manifest.js';
import type { BrowserIndex } from '../search/browser-index.js';
import { indexSettings } from '../search/index-settings.js';
import { createLocalEngine, type SearchRequest } from '../search/local-engine.js';
import { words } from '../search/text-match.js';

export interface SearchIndexFigures {
  records: number;
  rawBytes: number;
  gzipBytes: number;
  /** Parsing the file and indexing its records, as the search page's worker does once. */
  loadMs: number;
  /** One keystroke's requests (the results with their facets, and a refined type's disjunctive facet query). */
  queryMsP50: number;
  queryMsP95: number;
  queries: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Number(ms.toFixed(2));

/**
 * What each language's browser search index weighs and how fast the embedded engine answers it: 200 queries made
 * from the index's own titles (whole words, 3-letter prefixes, a typo, two words), each sent as InstantSearch sends a
 * keystroke with one type refined, after 20 warm-up queries.
 */
export async function searchIndexFigures(outDir: string, buildId: string): Promise<Partial<Record<Locale, SearchIndexFigures>>> {
  const meta = JSON.parse(await readFile(join(outDir, buildMetaPath(buildId)), 'utf8')) as BuildMeta;
  const figures: Partial<Record<Locale, SearchIndexFigures>> = {};
  for (const [locale, path] of Object.entries(meta.searchIndexes ?? {}) as [Locale, string][]) {
    const raw = await readFile(join(outDir, path));
    const loadStarted = performance.now();
    const index = JSON.parse(raw.toString('utf8')) as BrowserIndex;
    const engine = createLocalEngine(index.records, indexSettings(locale));
    const loadMs = performance.now() - loadStarted;
    const titleWords = index.records.flatMap((record) => words(record.title).filter((word) => word.length > 3));
    const pick = (n: number) => titleWords[(n * 7919) % Math.max(titleWords.length, 1)] ?? 'droit';
    const queries = Array.from({ length: 200 }, (_, n) => {
      const word = pick(n);
      switch (n % 4) {
        case 0:
          return word;
        case 1:
          return word.slice(0, 3);
        case 2:
          return `${word.slice(0, 1)}${word.slice(2, 3)}${word.slice(1, 2)}${word.slice(3)}`;
        default:
          return `${word} ${pick(n + 1)}`;
      }
    });
    const type = index.records[0]?.type ?? 'slug';
    const timed = (query: string) => {
      const shared = { query, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
      const requests: SearchRequest[] = [
        { indexName: 'bench', params: { ...shared, hitsPerPage: 10, clickAnalytics: true, facets: ['industries', 'office', 'practiceAreas', 'type', 'year'], facetFilters: [[`type:${type}`]] } },
        { indexName: 'bench', params: { ...shared, hitsPerPage: 0, facets: 'type' } },
      ];
      const started = performance.now();
      engine.search(requests);
      return performance.now() - started;
    };
    // The first queries also compile the engine's code: a worker that has answered a few is the one visitors meet.
    for (const query of queries.slice(0, 20)) timed(query);
    const timings = queries.map(timed);
    const sorted = [...timings].sort((a, b) => a - b);
    figures[locale] = {
      records: index.records.length,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw).length,
      loadMs: round(loadMs),
      queryMsP50: round(percentile(sorted, 0.5)),
      queryMsP95: round(percentile(sorted, 0.95)),
      queries: queries.length,
    };
  }
  return figures;
}
