import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { browserIndex, loadBrowserEngine, type BrowserIndex } from '../../src/search/browser-index.js';
import { indexSettings } from '../../src/search/index-settings.js';
import { createLocalEngine, type SearchResponse } from '../../src/search/local-engine.js';
import { generatedRecords } from './generated-records.js';

const records = generatedRecords('fr', 300);
/** Queries as a visitor types them: prefixes of one letter and more, whole words, a typo, two words, a refinement. */
const queries = ['c', 'co', 'con', 'contrat', 'comtrat', 'mon', 'gatineau fis', 'bail ', 'québec'];

const hitsOf = (engine: ReturnType<typeof createLocalEngine>, query: string) => {
  const [result] = engine.search([{ indexName: 'pages_fr', params: { query, hitsPerPage: 20, facets: ['*'], facetFilters: [['office:Montréal', 'office:Québec']] } }]).results as SearchResponse[];
  return { ids: result?.hits.map((hit) => hit.objectID), nbHits: result?.nbHits, facets: result?.facets };
};

describe('the browser index a build writes', () => {
  it('loads in the worker without indexing its records again, and answers the same hits as indexing them would', () => {
    const file = JSON.parse(JSON.stringify(browserIndex('fr', records))) as BrowserIndex;
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    const loaded = loadBrowserEngine(file);
    expect(add).not.toHaveBeenCalled();
    add.mockRestore();
    const indexed = createLocalEngine(file.records, indexSettings('fr'));
    for (const query of queries) {
      const answer = hitsOf(loaded, query);
      expect(answer.nbHits, query).toBeGreaterThan(0);
      expect(answer, query).toEqual(hitsOf(indexed, query));
    }
  });
});
