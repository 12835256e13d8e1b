import type { CardData, PageContent, PersonLink } from '../page-contract/page-view.js';
import type { PageEntry } from '../page-contract/page-module.js';
import type { SearchFacts } from '../page-contract/search-facts.js';
import type { TemplateRecord } from '../content-model/content-results.js';

/** What an expertise page shows: only these fields reach its payload. */
export interface ExpertisePageData extends PageContent {
  contacts: (PersonLink & { role: string; email: string; phone: string | null })[];
  /** A practice area's sub practice areas. */
  children: CardData[];
}

/** The page of a practice area (with its sub practice areas as `children`), sub practice area, industry or service. */
export function expertiseEntry(
  record: TemplateRecord<'expertise'>,
  children: CardData[] = [],
  /** What search refines it under: a practice area under itself, a sub practice area under its parent… */
  topics: Pick<SearchFacts, 'practiceAreas' | 'industries'> = {},
): Omit<PageEntry<ExpertisePageData>, 'route' | 'params' | 'alternateParams'> {
  return {
    data: {
      title: record.title,
      intro: record.intro,
      heroImage: record.heroImage,
      body: record.body,
      contacts: record.contacts,
      children,
    },
    title: record.title,
    description: record.intro,
    seo: record._seoMetaTags,
    image: record.heroImage?.url,
    search: { text: [record.body], image: record.heroImage, ...topics },
  };
}
