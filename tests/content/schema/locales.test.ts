import { describe, expect, it } from 'vitest';
import { query, queryErrors } from './content-query.js';

describe('locales', () => {
  it('serves the default locale (fr-CA) when no locale is given', async () => {
    expect(await query('{ singleNews(filter: { id: { eq: "news-fiscal-2025" } }) { title slug } }')).toEqual({
      singleNews: { title: 'Budget fédéral 2025 : ce qui change', slug: 'budget-federal-2025' },
    });
  });

  it('serves the locale of the query, down to linked records and blocks', async () => {
    expect(
      await query(`{
        singleNews(locale: en_CA, filter: { id: { eq: "news-fiscal-2025" } }) {
          title
          authors { role }
          practiceAreas { title }
        }
      }`),
    ).toEqual({
      singleNews: {
        title: 'Federal budget 2025: what changes',
        authors: [{ role: 'Partner' }, { role: 'Lawyer' }],
        practiceAreas: [{ title: 'Tax' }],
      },
    });
  });

  it('gives null for a missing translation unless fallbackLocales names a locale that has one', async () => {
    const merger = (args: string): string =>
      `{ singleNews(${args} filter: { id: { eq: "news-merger-guide" } }) { id title excerpt readingTime } }`;
    expect(await query(merger('locale: en_CA,'))).toEqual({
      singleNews: { id: 'news-merger-guide', title: null, excerpt: null, readingTime: null },
    });
    expect(await query(merger('locale: en_CA, fallbackLocales: [fr_CA],'))).toEqual({
      singleNews: {
        id: 'news-merger-guide',
        title: 'Guide des fusions et acquisitions',
        excerpt: 'Les étapes d’une acquisition réussie.',
        readingTime: null,
      },
    });
  });

  it('lets a localized field override the locale and fallbacks of the query', async () => {
    expect(
      await query(`{
        singleNews(locale: en_CA, filter: { id: { eq: "news-merger-guide" } }) {
          frTitle: title(locale: fr_CA)
          enTitle: title
          fallbackTitle: title(fallbackLocales: [fr_CA])
        }
      }`),
    ).toEqual({
      singleNews: {
        frTitle: 'Guide des fusions et acquisitions',
        enTitle: null,
        fallbackTitle: 'Guide des fusions et acquisitions',
      },
    });
  });

  it('applies fallbackLocales to singletons and to upload texts', async () => {
    expect(
      await query(`{
        en: pageHome(locale: en_CA) { ctas { id } seo { description } }
        enWithFallback: pageHome(locale: en_CA, fallbackLocales: [fr_CA]) { ctas { id } seo { description } }
        portrait: singleEmployee(locale: en_CA, filter: { id: { eq: "emp-marie-tremblay" } }) {
          photo { alt frAlt: alt(locale: fr_CA) fallbackAlt: alt(fallbackLocales: [fr_CA]) }
        }
      }`),
    ).toEqual({
      en: { ctas: [], seo: null },
      enWithFallback: { ctas: [{ id: 'home-cta-contact' }], seo: { description: 'Cabinet d’avocats d’affaires.' } },
      portrait: {
        photo: { alt: null, frAlt: 'Portrait de Marie Tremblay', fallbackAlt: 'Portrait de Marie Tremblay' },
      },
    });
  });

  it('lists the value of each locale of the record in _all<Field>Locales, and the record locales in _locales', async () => {
    expect(
      await query(`{
        allSingleNews(orderBy: date_DESC) {
          id
          _locales
          _allSlugLocales { locale value }
          _allTitleLocales { locale value }
        }
      }`),
    ).toEqual({
      allSingleNews: [
        {
          id: 'news-fiscal-2025',
          _locales: ['fr_CA', 'en_CA'],
          _allSlugLocales: [
            { locale: 'fr_CA', value: 'budget-federal-2025' },
            { locale: 'en_CA', value: 'federal-budget-2025' },
          ],
          _allTitleLocales: [
            { locale: 'fr_CA', value: 'Budget fédéral 2025 : ce qui change' },
            { locale: 'en_CA', value: 'Federal budget 2025: what changes' },
          ],
        },
        {
          id: 'news-merger-guide',
          _locales: ['fr_CA'],
          _allSlugLocales: [{ locale: 'fr_CA', value: 'guide-fusions-acquisitions' }],
          _allTitleLocales: [{ locale: 'fr_CA', value: 'Guide des fusions et acquisitions' }],
        },
      ],
    });
  });

  it('filters records by the locales they have content in, their count alike', async () => {
    const source = `query ($locale: SiteLocale!) {
      allSingleNews(locale: $locale, filter: { _locales: { anyIn: [$locale] } }, orderBy: date_DESC) { id }
      _allSingleNewsMeta(locale: $locale, filter: { _locales: { anyIn: [$locale] } }) { count }
      frenchOnly: allSingleNews(filter: { _locales: { notIn: [en_CA] } }) { id }
      both: allSingleNews(filter: { _locales: { allIn: [fr_CA, en_CA] } }) { id }
    }`;
    expect(await query(source, { variables: { locale: 'en_CA' } })).toEqual({
      allSingleNews: [{ id: 'news-fiscal-2025' }],
      _allSingleNewsMeta: { count: 1 },
      frenchOnly: [{ id: 'news-merger-guide' }],
      both: [{ id: 'news-fiscal-2025' }],
    });
    expect(await query(source, { variables: { locale: 'fr_CA' } })).toMatchObject({
      allSingleNews: [{ id: 'news-fiscal-2025' }, { id: 'news-merger-guide' }],
      _allSingleNewsMeta: { count: 2 },
    });
  });

  it('leaves out a linked record with no content in the locale of the query or its fallbacks', async () => {
    const related = (args: string) =>
      query(
        `{ singleNews(${args}, filter: { id: { eq: "news-fiscal-2025" } }) { relatedArticles { ... on RecordInterface { id } } } }`,
      );
    const both = { singleNews: { relatedArticles: [{ id: 'analysis-supply-chain' }, { id: 'news-merger-guide' }] } };
    expect(await related('locale: fr_CA')).toEqual(both);
    expect(await related('locale: en_CA')).toEqual({
      singleNews: { relatedArticles: [{ id: 'analysis-supply-chain' }] },
    });
    expect(await related('locale: en_CA, fallbackLocales: [fr_CA]')).toEqual(both);
  });

  it('gives every locale to records of models without localized fields', async () => {
    expect(await query('{ office(filter: { id: { eq: "office-quebec" } }) { _locales city } }')).toEqual({
      office: { _locales: ['fr_CA', 'en_CA'], city: 'Québec' },
    });
  });

  it('rejects an unknown locale with a validation error', async () => {
    expect(await queryErrors('{ allSingleNews(locale: de_DE) { id } }')).toEqual([
      'Value "de_DE" does not exist in "SiteLocale" enum.',
    ]);
  });
});
