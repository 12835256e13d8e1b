import type { CardData } from '../runtime/page-view.js';
import type { ExpertisePageData } from '../components/templates/ExpertisePage.js';
import type { PageEntry } from '../runtime/page-module.js';
import type { SearchFacts } from '../runtime/search-facts.js';
import type { TemplateRecord } from '../content/content-documents.js';

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
