import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { localeCodes } from '../../src/config/locales.js';
import { buildMetaPath, type BuildMeta } from '../../src/page-contract/build-manifest.js';
import type { BrowserIndex } from '../../src/search/browser-index.js';
import { browserIndexEngine } from '../../src/search/browser/browser-engine.js';
import { indexSettings } from '../../src/search/index-settings.js';
import { createLocalEngine, type LocalEngine } from '../../src/search/local-engine.js';
import type { SearchResponse } from '../../src/search/search-contract.js';
import { words } from '../../src/search/text-match.js';
import { TEST_BUILD_ID } from '../support/test-site.js';

const dir = inject('builtSiteDir');

/** A visitor's queries on the real content: whole words of titles, two of them, and each with a typo (two letters swapped). */
function realQueries(index: BrowserIndex): string[] {
  const titleWords = [
    ...new Set(index.records.flatMap((record) => words(record.title).filter((word) => word.length >= 5))),
  ];
  const picked = Array.from({ length: 30 }, (_, n) => titleWords[Math.floor((n * titleWords.length) / 30)] as string);
  const typo = (word: string) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
  return picked.flatMap((word, n) => [word, typo(word), `${word} ${picked[(n + 7) % picked.length]}`]);
}

const results = (engine: LocalEngine, query: string) =>
  engine.search([{ indexName: 'site', params: { query, hitsPerPage: 5, facets: ['type'] } }])
    .results[0] as SearchResponse;

describe('the browser search engine on the real content', () => {
  it.each(localeCodes)(
    'finds what the MiniSearch engine finds, the same first hits in the same order (%s)',
    async (locale) => {
      const meta = JSON.parse(await readFile(join(dir, buildMetaPath(TEST_BUILD_ID)), 'utf8')) as BuildMeta;
      const file = await readFile(join(dir, meta.searchIndexes?.[locale] ?? ''));
      const index = JSON.parse(file.toString('utf8')) as BrowserIndex;
      // The worker's engine, made from the file as the search page's worker makes it.
      const prebuilt = browserIndexEngine(file);
      const miniSearch = createLocalEngine(index.records, indexSettings(locale));
      let found = 0;
      for (const query of realQueries(index)) {
        const ours = results(prebuilt, query);
        const theirs = results(miniSearch, query);
        expect(ours.nbHits, query).toBe(theirs.nbHits);
        expect(
          ours.hits.map((hit) => hit.objectID),
          query,
        ).toEqual(theirs.hits.map((hit) => hit.objectID));
        expect(ours.facets, query).toEqual(theirs.facets);
        if (ours.nbHits > 0) found += 1;
      }
      expect(found).toBeGreaterThan(40);
    },
  );
});
