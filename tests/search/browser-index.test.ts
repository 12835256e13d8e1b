import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes, type Locale } from '../../src/config/locales.js';
import { browserIndex, type BrowserIndex } from '../../src/search/browser-index.js';
import { browserIndexEngine } from '../../src/search/browser/browser-engine.js';
import { browserIndexMatcher, PREFIX_EXPANSIONS } from '../../src/search/browser/index-matcher.js';
import { termsWithinTypos } from '../../src/search/browser/typo-terms.js';
import { indexSettings } from '../../src/search/index-settings.js';
import { bestFirst } from '../../src/search/best-first.js';
import { createLocalEngine } from '../../src/search/local-engine.js';
import type { SearchParams, SearchResponse } from '../../src/search/search-contract.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { vlqEncode, VlqReader } from '../../src/search/vlq-text.js';
import { writeBrowserIndex } from '../../src/site-build/stages/search-stage.js';
import { generatedRecords } from './generated-records.js';

/** The index through JSON, as the build writes it. */
const shipped = (locale: Locale, records: SearchRecord[]) =>
  JSON.parse(JSON.stringify(browserIndex(locale, records))) as BrowserIndex;
const engines = (locale: Locale, records: SearchRecord[]) => {
  const text = JSON.stringify(browserIndex(locale, records));
  const index = JSON.parse(text) as BrowserIndex;
  // The prebuilt engine as the worker makes it from the file's text (the build's terms and facet tables, records read
  // as hits show them); the other indexes the records and numbers their facet values itself.
  return {
    prebuilt: browserIndexEngine(new TextEncoder().encode(text)),
    miniSearch: createLocalEngine(index.records, indexSettings(locale)),
    index,
  };
};
const first = (
  engine: ReturnType<typeof createLocalEngine>,
  query: string,
  hitsPerPage = 10,
  params: SearchParams = {},
) =>
  engine.search([
    {
      indexName: 'site',
      params: { query, hitsPerPage, facets: ['type', 'office', 'practiceAreas', 'year'], ...params },
    },
  ]).results[0] as SearchResponse;

const QUERIES: Record<Locale, string[]> = {
  // Whole words, several words, words without their accents, typos (one from 4 letters, two from 8), unknown words.
  fr: [
    'droit',
    'travail',
    'droit travail',
    'fiscalite',
    'fiscalté',
    'congediment',
    'propriete intellectuelle',
    'recours colectif',
    'montreal',
    'québec',
    'gouvernnace',
    'xylophone',
  ],
  en: [
    'law',
    'employment',
    'employment law',
    'litigaton',
    'bankrupcty',
    'intellectual property',
    'class action',
    'quebec',
    'montréal',
    'shareholdr',
    'xylophone',
  ],
};

describe('the browser search index', () => {
  const records = Object.fromEntries(
    localeCodes.map((locale) => [locale, generatedRecords(locale, 2_000, `browser-${locale}`)]),
  ) as Record<Locale, SearchRecord[]>;
  const made = new Map<Locale, ReturnType<typeof engines>>();
  const localeEngines = (locale: Locale) =>
    made.get(locale) ?? (made.set(locale, engines(locale, records[locale])).get(locale) as ReturnType<typeof engines>);

  it.each(localeCodes)(
    'finds what the MiniSearch engine finds for whole words and typos, in the same order (%s)',
    (locale) => {
      const { prebuilt, miniSearch } = localeEngines(locale);
      for (const query of QUERIES[locale]) {
        const ours = first(prebuilt, query);
        const theirs = first(miniSearch, query);
        expect(ours.nbHits, query).toBe(theirs.nbHits);
        expect(
          ours.hits.map((hit) => hit.objectID),
          query,
        ).toEqual(theirs.hits.map((hit) => hit.objectID));
        expect(ours.facets, query).toEqual(theirs.facets);
        expect(ours.facets_stats, query).toEqual(theirs.facets_stats);
        expect(
          ours.hits.map((hit) => hit._highlightResult.title),
          query,
        ).toEqual(theirs.hits.map((hit) => hit._highlightResult.title));
      }
    },
  );

  it.each(localeCodes)(
    'lists the same pages, with the same text, for an empty query and for filters on a year range or a type (%s)',
    (locale) => {
      const { prebuilt, miniSearch } = localeEngines(locale);
      const someType = records[locale][0]?.type ?? '';
      for (const params of [
        {},
        { numericFilters: ['year>=2024', 'year<=2025'] },
        { facetFilters: [[`type:${someType}`]] },
        { facetFilters: [`type:-${someType}`], numericFilters: ['year=2023'] },
      ] satisfies SearchParams[]) {
        for (const query of ['', 'droit', 'law']) {
          const [ours, theirs] = [first(prebuilt, query, 30, params), first(miniSearch, query, 30, params)];
          expect(ours.nbHits, `${query} ${JSON.stringify(params)}`).toBe(theirs.nbHits);
          expect(ours.hits, `${query} ${JSON.stringify(params)}`).toEqual(theirs.hits);
          expect(ours.facets_stats, `${query} ${JSON.stringify(params)}`).toEqual(theirs.facets_stats);
        }
      }
      expect(first(prebuilt, '', 30, { numericFilters: ['year>=2024', 'year<=2025'] }).nbHits).toBeGreaterThan(0);
    },
  );

  it('answers from a language without searchable pages, and says so when its file is not an index', () => {
    const empty = browserIndexEngine(new TextEncoder().encode(JSON.stringify(browserIndex('en', []))));
    expect(first(empty, '').nbHits).toBe(0);
    expect(first(empty, 'law').hits).toEqual([]);
    expect(() => browserIndexEngine(new TextEncoder().encode('<!doctype html><title>Not found</title>'))).toThrow(
      'Not a browser search index',
    );
  });

  it('expands the word being typed to its most frequent words only, and always to itself', () => {
    const settings = indexSettings('fr');
    const words = Array.from(
      { length: 60 },
      (_, n) => `c${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`,
    );
    // Word n is in n + 1 records: the last words are the most frequent; `c` alone is in one record.
    const titled = (title: string, url: string): SearchRecord => ({
      objectID: url,
      type: 'slug',
      title,
      summary: '',
      content: '',
      url,
      practiceAreas: [],
      industries: [],
    });
    const made = words.flatMap((word, n) =>
      Array.from({ length: n + 1 }, (_, copy) => titled(word, `/${word}-${copy}/`)),
    );
    made.push(titled('c', '/c/'));
    const index = shipped('fr', made);
    const { positions, terms, scores } = browserIndexMatcher(index, settings)('c');
    const expanded = [...terms];
    expect(expanded).toContain('c');
    expect(expanded.filter((term) => term !== 'c').sort()).toEqual(words.slice(-PREFIX_EXPANSIONS).sort());
    // The record whose word is `c` itself ranks first: a whole word weighs more than a prefix.
    const [best] = bestFirst({ positions: Uint32Array.from(positions), scores: Float64Array.from(scores ?? []) }, 1);
    expect(index.records[best as number]?.title).toBe('c');
    // Only the last word is a prefix: `ca` typed finds `caa`, `cab` and `cac` (1 + 27 + 53 records), `ca c` nothing.
    expect(browserIndexMatcher(index, settings)('ca').positions).toHaveLength(81);
    expect(browserIndexMatcher(index, settings)('ca c').positions).toHaveLength(0);
  });

  it('finds a dictionary’s words within the typos allowed, as a full edit distance would', () => {
    const dictionary = [
      ...new Set(generatedRecords('en', 300, 'typos').flatMap((record) => record.content.split(' '))),
    ].sort();
    const distance = (a: string, b: string): number => {
      const row = Array.from({ length: b.length + 1 }, (_, n) => n);
      for (let i = 1; i <= a.length; i += 1) {
        let diagonal = row[0] as number;
        row[0] = i;
        for (let j = 1; j <= b.length; j += 1) {
          const above = row[j] as number;
          row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
          diagonal = above;
        }
      }
      return row[b.length] as number;
    };
    for (const [word, typos] of [
      ['litigaton', 2],
      ['contract', 1],
      ['employr', 1],
      ['qubec', 2],
      ['tax', 1],
    ] as const) {
      const expected = dictionary.flatMap((term, index) =>
        distance(word, term) <= typos ? [{ term: index, distance: distance(word, term) }] : [],
      );
      expect(termsWithinTypos(dictionary, word, typos), word).toEqual(expected);
      expect(expected.length, word).toBeGreaterThan(0);
    }
  });

  it('is written by the build as browserIndex gives it, byte for byte, one record per page', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'browser-index-'));
    try {
      const made = generatedRecords('en', 300, 'stage');
      // A long page's second record (same url) is left out.
      const pages = [
        ...made.slice(0, 10),
        { ...(made[9] as SearchRecord), objectID: 'second-part', title: 'Second part' },
        ...made.slice(10),
      ];
      async function* spool() {
        yield* pages;
      }
      await writeBrowserIndex(join(folder, 'index.json'), 'en', spool());
      const written = await readFile(join(folder, 'index.json'), 'utf8');
      expect(written).toBe(JSON.stringify(browserIndex('en', pages)));
      expect((JSON.parse(written) as BrowserIndex).records.map((record) => record.objectID)).toEqual(
        made.map((record) => record.objectID),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps its numbers as short JSON-safe text', () => {
    const numbers = [0, 1, 31, 32, 1_023, 1_024, 32_767, 32_768, 123_456_789, 0];
    const text = vlqEncode(numbers);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
    const reader = new VlqReader(text);
    expect(numbers.map(() => reader.next())).toEqual(numbers);
    expect(vlqEncode([5, 40])).toHaveLength(3);
  });
});
