import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/config/locales.js';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import { indexSettings } from '../../src/search/index-settings.js';
import { createLocalEngine } from '../../src/search/local-engine.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { searchRecord } from './search-record-fixture.js';

/** Each language's records, with accents a visitor may leave out and words they may misspell. */
const records: Record<Locale, SearchRecord[]> = {
  fr: [
    searchRecord('fr-1', {
      title: 'Réforme du droit de l’emploi au Québec',
      date: '2025-02-01',
      year: 2025,
      practiceAreas: ['Droit du travail'],
      office: 'Québec',
    }),
    searchRecord('fr-2', {
      title: 'Congédiement et préavis raisonnable',
      date: '2023-06-01',
      year: 2023,
      practiceAreas: ['Droit du travail'],
      office: 'Montréal',
    }),
    searchRecord('fr-3', {
      type: 'employee-slug',
      title: 'Hélène Côté',
      summary: 'Avocate en droit du travail',
      practiceAreas: ['Droit du travail'],
      office: 'Montréal',
    }),
    searchRecord('fr-4', {
      title: 'Fiscalité des fiducies familiales',
      date: '2024-01-10',
      year: 2024,
      practiceAreas: ['Fiscalité'],
      office: 'Sherbrooke',
    }),
  ],
  en: [
    searchRecord('en-1', {
      title: 'Employment law reform in Québec',
      date: '2025-02-01',
      year: 2025,
      practiceAreas: ['Employment law'],
      office: 'Québec City',
    }),
    searchRecord('en-2', {
      title: 'Dismissal and reasonable notice',
      date: '2023-06-01',
      year: 2023,
      practiceAreas: ['Employment law'],
      office: 'Montréal',
    }),
    searchRecord('en-3', {
      type: 'employee-slug',
      title: 'Hélène Côté',
      summary: 'Employment lawyer',
      practiceAreas: ['Employment law'],
      office: 'Montréal',
    }),
    searchRecord('en-4', {
      title: 'Taxation of family trusts',
      date: '2024-01-10',
      year: 2024,
      practiceAreas: ['Taxation'],
      office: 'Sherbrooke',
    }),
  ],
};
const queries: Record<Locale, { accentless: string; misspelled: string; word: string; facetQuery: string }> = {
  fr: { accentless: 'helene cote', misspelled: 'congediment', word: 'travail', facetQuery: 'fisc' },
  en: { accentless: 'helene cote', misspelled: 'dismisal', word: 'employment', facetQuery: 'tax' },
};

type Client = Parameters<typeof algoliasearchHelper>[0];
let server: Server;
let host: string;
const keys = {
  appId: 'HELPERAPP',
  searchKey: '0123456789abcdef0123456789abcdef',
  adminKey: 'abcdefabcdefabcdefabcdefabcdef01',
};

beforeAll(async () => {
  server = createServer(algoliaApi({ store: createIndexStore(), keys }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(host) ?? [] });
  for (const locale of ['fr', 'en'] as const) {
    const indexName = `site_${locale}`;
    await admin.replaceAllObjects({ indexName, objects: records[locale] as unknown as Record<string, unknown>[] });
    await admin.waitForTask({
      indexName,
      taskID: (await admin.setSettings({ indexName, indexSettings: indexSettings(locale) })).taskID,
    });
  }
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clients: [string, (locale: Locale) => Client][] = [
  [
    'the embedded engine',
    (locale) => {
      const engine = createLocalEngine(records[locale], indexSettings(locale));
      return { search: async (requests: never) => engine.search(requests) } as unknown as Client;
    },
  ],
  [
    'search:serve through algoliasearch/lite',
    () => liteClient(keys.appId, keys.searchKey, { hosts: algoliaHosts(host) ?? [] }) as unknown as Client,
  ],
];

/** A search through InstantSearch's helper, as the widgets configure it. */
function helperSearch(
  client: Client,
  locale: Locale,
  configure: (helper: ReturnType<typeof algoliasearchHelper>) => void,
): Promise<SearchResults> {
  const helper = algoliasearchHelper(client, `site_${locale}`, {
    disjunctiveFacets: ['type', 'office'],
    facets: ['practiceAreas', 'year'],
    hitsPerPage: 2,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  });
  configure(helper);
  return new Promise((resolve, reject) => {
    helper.once('result', ({ results }) => resolve(results));
    helper.once('error', ({ error }) => reject(error));
    helper.search();
  });
}

for (const [name, makeClient] of clients) {
  for (const locale of ['fr', 'en'] as const) {
    describe(`InstantSearch's helper over ${name} (${locale})`, () => {
      const q = queries[locale];

      it('finds records without their accents and with a typo, highlighted with the widgets’ tags', async () => {
        const accentless = await helperSearch(makeClient(locale), locale, (helper) => helper.setQuery(q.accentless));
        expect(accentless.hits.map((hit) => hit.objectID)).toEqual([`${locale}-3`]);
        expect(accentless.hits[0]?._highlightResult.title.value).toBe(
          '__ais-highlight__Hélène__/ais-highlight__ __ais-highlight__Côté__/ais-highlight__',
        );
        const misspelled = await helperSearch(makeClient(locale), locale, (helper) => helper.setQuery(q.misspelled));
        expect(misspelled.hits.map((hit) => hit.objectID)).toEqual([`${locale}-2`]);
      });

      it('keeps the other values of a refined disjunctive facet, with their counts, and pages', async () => {
        const results = await helperSearch(makeClient(locale), locale, (helper) =>
          helper.setQuery(q.word).addDisjunctiveFacetRefinement('office', 'Montréal'),
        );
        expect(results.nbHits).toBe(2);
        expect(results.nbPages).toBe(1);
        const offices = results.getFacetValues('office', { sortBy: ['name:asc'] }) as {
          name: string;
          count: number;
          isRefined: boolean;
        }[];
        expect(offices.map(({ name, count, isRefined }) => [name, count, isRefined])).toEqual([
          ['Montréal', 2, true],
          [locale === 'fr' ? 'Québec' : 'Québec City', 1, false],
        ]);
        const all = await helperSearch(makeClient(locale), locale, (helper) => helper.setPage(1));
        expect(all).toMatchObject({ nbHits: 4, nbPages: 2, page: 1 });
      });

      it('filters a numeric range and gives the facet’s stats', async () => {
        const results = await helperSearch(makeClient(locale), locale, (helper) =>
          helper.addNumericRefinement('year', '>=', 2024).addNumericRefinement('year', '<=', 2025),
        );
        expect(results.hits.map((hit) => hit.objectID)).toEqual([`${locale}-1`, `${locale}-4`]);
        expect(results.getFacetStats('year')).toMatchObject({ min: 2024, max: 2025 });
      });

      it('searches a facet’s values', async () => {
        const helper = algoliasearchHelper(makeClient(locale), `site_${locale}`, { facets: ['practiceAreas'] });
        const { facetHits } = await helper.searchForFacetValues('practiceAreas', q.facetQuery, 10);
        expect(facetHits.map(({ value, count }) => [value, count])).toEqual([
          [locale === 'fr' ? 'Fiscalité' : 'Taxation', 1],
        ]);
      });
    });
  }
}
