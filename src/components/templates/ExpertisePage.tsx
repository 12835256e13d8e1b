import type { DetailData } from '../../page-kit/detail-pages.js';
import type { ExpertisePageData } from '../../page-kit/expertise-entry.js';
import { StructuredText } from '../content/StructuredText.js';
import { telHref } from '../../page-kit/phone.js';
import { RecordLink } from '../links/RecordLink.js';
import { Breadcrumbs } from '../page/Breadcrumbs.js';
import { CardList } from '../page/CardList.js';
import { PageIntro } from '../page/PageIntro.js';
import { useT } from '../site-context.js';

/** A practice area, sub practice area, industry or service: its description, sub areas and contacts. */
export function ExpertisePage({ data }: { data: ExpertisePageData & DetailData }) {
  const t = useT();
  return (
    <article>
      <Breadcrumbs trail={data.breadcrumbs} />
      <PageIntro title={data.title} lead={data.intro} image={data.heroImage} />
      <StructuredText data={data.body} />
      {data.children.length > 0 ? (
        <section aria-labelledby="sub-practice-areas">
          <h2 id="sub-practice-areas">{t('expertise.subPracticeAreas')}</h2>
          <CardList items={data.children} headingLevel={3} />
        </section>
      ) : null}
      {data.contacts.length > 0 ? (
        <section aria-labelledby="contacts">
          <h2 id="contacts">{t('expertise.contacts')}</h2>
          <ul className="card-list contacts">
            {data.contacts.map((contact) => (
              <li key={contact.id} className="card">
                <h3>
                  <RecordLink record={contact}>
                    {contact.firstName} {contact.lastName}
                  </RecordLink>
                </h3>
                <p className="meta">{contact.role}</p>
                <p>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  {contact.phone ? (
                    <>
                      <br />
                      <a href={telHref(contact.phone)}>{contact.phone}</a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
