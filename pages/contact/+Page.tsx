import { StructuredText } from '../../src/components/content/StructuredText.js';
import { ContactForm } from '../../src/components/forms/ContactForm.js';
import { telHref } from '../../src/page-kit/phone.js';
import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { Facts } from '../../src/components/page/Facts.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { Data } from './+data.server.js';

/** The contact page: how to reach the firm, the contact form, and each office's address, phone, email and map. */
export default function ContactPage({ data }: { data: Data }) {
  const t = useT();
  const { page, subjects, offices } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      <section aria-labelledby="contact-form" className="form-section">
        <h2 id="contact-form">{t('contact.form')}</h2>
        <ContactForm subjects={subjects} headingId="contact-form" />
      </section>
      <section aria-labelledby="offices">
        <h2 id="offices">{t('contact.offices')}</h2>
        <ul className="card-list offices">
          {offices.map((office) => (
            <li key={office.id} className="card">
              <h3>{office.name}</h3>
              <address>
                {office.address}
                <br />
                {office.city} ({office.province}) {office.postalCode}
              </address>
              <Facts
                items={[
                  // biome-ignore lint/correctness/useJsxKeyInIterable: a fact's value, rendered alone in its <dd>
                  [t('employee.phone'), <a href={telHref(office.phone)}>{office.phone}</a>],
                  // biome-ignore lint/correctness/useJsxKeyInIterable: a fact's value, rendered alone in its <dd>
                  [t('employee.email'), office.email ? <a href={`mailto:${office.email}`}>{office.email}</a> : null],
                ]}
              />
              {office.mapUrl ? (
                <p>
                  <ExternalLink href={office.mapUrl}>{t('contact.map', { office: office.name })}</ExternalLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
