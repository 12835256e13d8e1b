import { StructuredText } from '../../src/components/content/StructuredText.js';
import { telHref } from '../../src/page-kit/phone.js';
import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { RecordLink } from '../../src/components/links/RecordLink.js';
import { Breadcrumbs } from '../../src/components/page/Breadcrumbs.js';
import { Facts } from '../../src/components/page/Facts.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { TextListSection } from '../../src/components/page/TextListSection.js';
import { useSite, useT } from '../../src/components/site-context.js';
import type { Data } from './+data.server.js';

/** A team member: portrait, role, contact facts, LinkedIn and vCard, biography, practice areas and mandates. */
export default function EmployeePage({ data }: { data: Data }) {
  const t = useT();
  const { payload } = useSite();
  const phone = (number: string | null) => (number ? <a href={telHref(number)}>{number}</a> : null);
  return (
    <article className="profile">
      <Breadcrumbs trail={data.breadcrumbs} />
      <PageIntro
        title={`${data.firstName} ${data.lastName}`}
        lead={data.role}
        image={data.photo}
        imageVariant="portrait"
      >
        <Facts
          items={[
            [t('employee.office'), data.office?.name],
            [t('employee.phone'), phone(data.phone)],
            [t('employee.cellular'), phone(data.cellular)],
            // biome-ignore lint/correctness/useJsxKeyInIterable: a fact's value, rendered alone in its <dd>
            [t('employee.email'), <a href={`mailto:${data.email}`}>{data.email}</a>],
            [t('employee.languages'), data.languages],
          ]}
        />
        <ul className="profile-links">
          {data.linkedinUrl ? (
            <li>
              <ExternalLink href={data.linkedinUrl}>{t('employee.linkedin')}</ExternalLink>
            </li>
          ) : null}
          <li>
            <a href={`${payload.path}${data.vcard}`} download={data.vcard} type="text/vcard">
              {t('employee.vcard')} <span className="visually-hidden">{t('employee.vcardHint')}</span>
            </a>
          </li>
        </ul>
      </PageIntro>
      <StructuredText data={data.biography} />
      {data.practiceAreas.length > 0 ? (
        <section aria-labelledby="practice-areas">
          <h2 id="practice-areas">{t('employee.practiceAreas')}</h2>
          <ul className="tag-list">
            {data.practiceAreas.map((area) => (
              <li key={area.id}>
                <RecordLink record={area}>{area.title}</RecordLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TextListSection
        id="mandates"
        heading={t('employee.representativeMandates')}
        items={data.representativeMandates}
      />
      <TextListSection id="education" heading={t('employee.education')} items={data.education} />
      <TextListSection id="bar-admissions" heading={t('employee.barAdmissions')} items={data.barAdmissions} />
    </article>
  );
}
