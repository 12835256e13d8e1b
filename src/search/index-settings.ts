import { locales, type Locale } from '../config/locales.js';

/**
 * The index settings, in Algolia's terms: what is searched (the title first, then the summary, the practice areas
 * and industries, the role, and the content; word position unimportant but in the title and role), what can be refined, how ties are broken (newest first), distinct pages, and the
 * language. Sent to Algolia with `setSettings` and read by the embedded engine.
 */
export function indexSettings(locale: Locale) {
  const language = locales[locale].code;
  return {
    searchableAttributes: [
      'title',
      'unordered(summary)',
      'unordered(practiceAreas)',
      'unordered(industries)',
      'role',
      'unordered(content)',
    ],
    attributesForFaceting: ['type', 'searchable(practiceAreas)', 'searchable(industries)', 'office', 'year'],
    /** Facets whose values are numbers: `numericFilters` and `facets_stats` apply to them. */
    numericAttributesForFiltering: ['year'],
    customRanking: ['desc(date)'],
    attributeForDistinct: 'url',
    distinct: true,
    attributesToSnippet: ['content:20'],
    indexLanguages: [language],
    queryLanguages: [language],
    ignorePlurals: true,
    /** Typo tolerance (Algolia's defaults): one typo from 4 letters, two from 8; none in shorter words. */
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
  };
}

export type IndexSettings = ReturnType<typeof indexSettings>;

/** The attribute an entry of `searchableAttributes` or `attributesForFaceting` names (`unordered(summary)` → `summary`). */
export const attributeName = (entry: string): string => entry.replace(/^\w+\((.+)\)$/, '$1');
