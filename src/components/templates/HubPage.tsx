import type { CardData, SingletonPageData } from '../../content/types/content-types.js';
import type { PaginationData } from '../../page-kit/paginate.js';
import { StructuredText } from '../content/StructuredText.js';
import { CardList } from '../page/CardList.js';
import { PageIntro } from '../page/PageIntro.js';
import { Pagination } from '../page/Pagination.js';

export interface HubSection {
  id: string;
  heading: string;
  items: CardData[];
}

export interface HubPageData {
  page: SingletonPageData;
  items?: CardData[];
  sections?: HubSection[];
  pagination?: PaginationData;
}

/** A section's landing page listing its records, in sections or paginated. */
export function HubPage({ data }: { data: HubPageData }) {
  const { page, items, sections, pagination } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={pagination && pagination.page > 1 ? null : page.heroImage} />
      {pagination && pagination.page > 1 ? null : <StructuredText data={page.body} />}
      {items ? <CardList items={items} /> : null}
      {sections?.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.heading}</h2>
          <CardList items={section.items} headingLevel={3} />
        </section>
      ))}
      {pagination ? <Pagination pagination={pagination} /> : null}
    </>
  );
}
