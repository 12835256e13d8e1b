import type { HubPageData } from '../../page-kit/hub-entry.js';
import { StructuredText } from '../content/StructuredText.js';
import { CardList } from '../page/CardList.js';
import { PageIntro } from '../page/PageIntro.js';
import { Pagination } from '../page/Pagination.js';
import { useT } from '../site-context.js';

/** A section's landing page listing its records, in titled sections or paginated. */
export function HubPage({ data }: { data: HubPageData }) {
  const t = useT();
  const { page, items, sections, pagination } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      {items ? <CardList items={items} leadsPage /> : null}
      {sections?.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="hub-section">
          <h2 id={`section-${section.id}`}>{section.heading}</h2>
          <CardList items={section.items} headingLevel={3} empty={section.empty} />
          {section.more ? (
            <p className="more">
              <a href={section.more.path}>{t('hub.seeAll', { title: section.more.title })}</a>
            </p>
          ) : null}
        </section>
      ))}
      {pagination ? <Pagination pagination={pagination} /> : null}
    </>
  );
}
