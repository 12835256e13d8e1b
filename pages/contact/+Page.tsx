import { StructuredText } from '../../src/components/content/StructuredText.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { ContactPageData } from './+data.server.js';

export default function ContactPage({ data }: { data: ContactPageData }) {
  const t = useT();
  const { page } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      <section aria-labelledby="offices">
        <h2 id="offices">{t('contact.offices')}</h2>
        <ul className="card-list">
          {page.offices.map((office) => (
            <li key={office.id} className="card">
              <h3>{office.name}</h3>
              <address>
                {office.address}
                <br />
                {office.city} ({office.province}) {office.postalCode}
              </address>
              <p>
                {t('contact.phone')} <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
              </p>
              {office.email ? (
                <p>
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
