import { expect, it } from 'vitest';
import type {
  FacetSearchResponse,
  SearchParams,
  SearchRequest,
  SearchResponse,
} from '../../src/search/search-contract.js';
import { searchRecord } from './search-record-fixture.js';

/** A French index small enough to know every answer. */
export const contractRecords = [
  searchRecord('ecole', {
    title: 'L’École du Barreau et le stage',
    summary: 'Préparer son stage',
    date: '2024-05-01',
    year: 2024,
    practiceAreas: ['Droit du travail'],
    office: 'Montréal',
  }),
  searchRecord('immo', {
    title: 'Droit immobilier commercial',
    summary: 'Baux et transactions',
    date: '2023-03-10',
    year: 2023,
    practiceAreas: ['Droit immobilier'],
    industries: ['Immobilier'],
    office: 'Québec',
  }),
  searchRecord('immo-2', {
    title: 'Droit immobilier commercial',
    content: 'Suite de la page immobilière',
    url: '/immo/',
    date: '2023-03-10',
    year: 2023,
    practiceAreas: ['Droit immobilier'],
    office: 'Québec',
  }),
  searchRecord('entreprise', {
    title: 'Acquisition d’entreprise',
    summary: 'Vérification diligente avant la clôture',
    date: '2025-01-20',
    year: 2025,
    practiceAreas: ['Fusions et acquisitions', 'Droit des affaires'],
    industries: ['Manufacturier'],
    office: 'Montréal',
  }),
  searchRecord('avocate', {
    type: 'employee-slug',
    title: 'Marie Tremblay',
    summary: 'Avocate en droit des affaires',
    role: 'Associée',
    practiceAreas: ['Droit des affaires'],
    office: 'Sherbrooke',
  }),
  searchRecord('long', {
    title: 'Cinq tendances des actions collectives',
    content: `${'Introduction au sujet traité ici. '.repeat(12)}Le consommateur québécois obtient gain de cause. ${'Conclusion de l’article. '.repeat(12)}`,
    date: '2022-09-01',
    year: 2022,
    practiceAreas: ['Litige'],
    office: 'Montréal',
  }),
];

/** InstantSearch's `search(requests)`, however it reaches the engine (in process, or over HTTP through algoliasearch). */
export type SearchRequests = (requests: SearchRequest[]) => Promise<{ results: unknown[] }>;

/**
 * The client contract InstantSearch relies on, over {@link contractRecords} in the index `indexName`: the same
 * expectations hold for the embedded engine and for Algolia's API served by `npm run search:serve`.
 */
export function searchContract(indexName: string, searchRequests: () => SearchRequests): void {
  const search = async (params: SearchParams) =>
    (await searchRequests()([{ indexName, params }])).results[0] as SearchResponse;
  const ids = async (params: SearchParams) => (await search(params)).hits.map((hit) => hit.objectID);
  /** The pages found (a page split in several records is found once, through its best record). */
  const urls = async (params: SearchParams) => (await search(params)).hits.map((hit) => hit.url).sort();

  it('matches without accents, by prefix, with a typo, and only records that have every word', async () => {
    expect(await ids({ query: 'ecole' })).toEqual(['ecole']);
    expect(await ids({ query: 'ÉCOLE barreau' })).toEqual(['ecole']);
    expect(await ids({ query: 'entrep' })).toEqual(['entreprise']);
    expect(await urls({ query: 'immobiler' })).toEqual(['/immo/']);
    expect((await ids({ query: 'droit affaires' })).sort()).toEqual(['avocate', 'entreprise']);
    expect(await ids({ query: 'droit affaires stage' })).toEqual([]);
  });

  it('lists everything newest first without a query, one hit per page (distinct on the url)', async () => {
    const all = await search({ query: '' });
    expect(all.nbHits).toBe(5);
    expect(all.hits.map((hit) => hit.objectID)).toEqual(['entreprise', 'ecole', 'immo', 'long', 'avocate']);
  });

  it('counts facets over the matching records, and filters by facet (AND, OR, negation) and by number', async () => {
    const result = await search({ query: 'droit', facets: ['office', 'practiceAreas', 'year'] });
    expect(result.facets.office).toEqual({ Montréal: 2, Québec: 1, Sherbrooke: 1 });
    expect(result.facets_stats.year).toEqual({ min: 2023, max: 2025, avg: 2024, sum: 6072 });
    expect((await ids({ query: 'droit', facetFilters: ['office:Montréal'] })).sort()).toEqual(['ecole', 'entreprise']);
    expect(await urls({ query: 'droit', facetFilters: [['office:Québec', 'office:Sherbrooke']] })).toEqual([
      '/avocate/',
      '/immo/',
    ]);
    expect(await urls({ query: 'droit', facetFilters: ['office:-Montréal'] })).toEqual(['/avocate/', '/immo/']);
    expect(
      await ids({ query: 'droit', facetFilters: ['office:Montréal', 'practiceAreas:Droit des affaires'] }),
    ).toEqual(['entreprise']);
    expect(await urls({ numericFilters: ['year>=2023', 'year<=2024'] })).toEqual(['/ecole/', '/immo/']);
    expect((await search({ facets: ['*'] })).facets.type).toEqual({
      'business-intelligence-news-slug': 4,
      'employee-slug': 1,
    });
  });

  it('pages the hits', async () => {
    const second = await search({ hitsPerPage: 2, page: 1 });
    expect(second).toMatchObject({ nbHits: 5, nbPages: 3, page: 1, hitsPerPage: 2 });
    expect(second.hits.map((hit) => hit.objectID)).toEqual(['immo', 'long']);
  });

  it('highlights and snippets with the tags it is given, without escaping', async () => {
    const [hit] = (
      await search({ query: 'ecole', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' })
    ).hits;
    expect(hit?._highlightResult.title).toEqual({
      value: 'L’__ais-highlight__École__/ais-highlight__ du Barreau et le stage',
      matchLevel: 'full',
      matchedWords: ['ecole'],
      fullyHighlighted: false,
    });
    const [long] = (await search({ query: 'consommateur' })).hits;
    const snippet = long?._snippetResult.content?.value ?? '';
    expect(snippet).toContain('<em>consommateur</em>');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.split(/\s+/).length).toBeLessThanOrEqual(22);
  });

  it('searches a facet’s values, and gives a query id with click analytics', async () => {
    const { facetHits } = (
      await searchRequests()([{ indexName, type: 'facet', facet: 'practiceAreas', params: { facetQuery: 'aff' } }])
    ).results[0] as FacetSearchResponse;
    expect(facetHits).toEqual([{ value: 'Droit des affaires', count: 2, highlighted: 'Droit des <em>affaires</em>' }]);
    expect((await search({ query: 'droit', clickAnalytics: true })).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await search({ query: 'droit' })).queryID).toBeUndefined();
    expect(typeof (await search({ query: 'droit' })).processingTimeMS).toBe('number');
  });
}
