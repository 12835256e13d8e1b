import type { CardData, ImageData, RecordLinkData, StructuredTextData } from '../../content/types/content-types.js';
import { StructuredText } from '../content/StructuredText.js';
import { RecordLink } from '../links/RecordLink.js';
import { CardList } from '../page/CardList.js';
import { PageIntro } from '../page/PageIntro.js';
import { useT } from '../site-context.js';

export interface ExpertisePageData {
  title: string;
  intro: string | null;
  heroImage: ImageData | null;
  body: StructuredTextData | null;
  contacts: (RecordLinkData & { role: string; email: string; phone: string | null })[];
  parent?: CardData | null;
  children?: CardData[];
}

/** A practice area, sub practice area, industry or service. */
export function ExpertisePage({ data }: { data: ExpertisePageData }) {
  const t = useT();
  return (
    <article>
      <PageIntro
        title={data.title}
        lead={data.intro}
        image={data.heroImage}
        kicker={data.parent ? <RecordLink record={data.parent.record}>{data.parent.title}</RecordLink> : undefined}
      />
      <StructuredText data={data.body} />
      {data.children && data.children.length > 0 ? (
        <section aria-labelledby="sub-practice-areas">
          <h2 id="sub-practice-areas">{t('expertise.subPracticeAreas')}</h2>
          <CardList items={data.children} headingLevel={3} />
        </section>
      ) : null}
      {data.contacts.length > 0 ? (
        <section aria-labelledby="contacts">
          <h2 id="contacts">{t('expertise.contacts')}</h2>
          <ul className="card-list">
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
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
