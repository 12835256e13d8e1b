import { StructuredText } from '../../src/components/content/StructuredText.js';
import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { RecordLink } from '../../src/components/links/RecordLink.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { EmployeePageData } from './+data.server.js';

function lines(text: string | null): string[] {
  return (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
}

export default function EmployeePage({ data }: { data: EmployeePageData }) {
  const t = useT();
  const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
  const listSection = (id: string, heading: string, items: string[]) =>
    items.length > 0 ? (
      <section aria-labelledby={id}>
        <h2 id={id}>{heading}</h2>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <article className="employee">
      <PageIntro title={`${data.firstName} ${data.lastName}`} kicker={data.role} image={data.photo}>
        <dl className="facts">
          {data.office ? (
            <>
              <dt>{t('employee.office')}</dt>
              <dd>{data.office.name}</dd>
            </>
          ) : null}
          {data.phone ? (
            <>
              <dt>{t('employee.phone')}</dt>
              <dd>
                <a href={tel(data.phone)}>{data.phone}</a>
              </dd>
            </>
          ) : null}
          {data.cellular ? (
            <>
              <dt>{t('employee.cellular')}</dt>
              <dd>
                <a href={tel(data.cellular)}>{data.cellular}</a>
              </dd>
            </>
          ) : null}
          <dt>{t('employee.email')}</dt>
          <dd>
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </dd>
          {data.languages ? (
            <>
              <dt>{t('employee.languages')}</dt>
              <dd>{data.languages}</dd>
            </>
          ) : null}
        </dl>
        {data.linkedinUrl ? (
          <p>
            <ExternalLink href={data.linkedinUrl}>{t('employee.linkedin')}</ExternalLink>
          </p>
        ) : null}
      </PageIntro>
      <StructuredText data={data.biography} />
      {data.practiceAreas.length > 0 ? (
        <section aria-labelledby="practice-areas">
          <h2 id="practice-areas">{t('employee.practiceAreas')}</h2>
          <ul>
            {data.practiceAreas.map((area) => (
              <li key={area.id}>
                <RecordLink record={area}>{area.title}</RecordLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {listSection('mandates', t('employee.representativeMandates'), lines(data.representativeMandates))}
      {listSection('education', t('employee.education'), lines(data.education))}
      {listSection('bar-admissions', t('employee.barAdmissions'), lines(data.barAdmissions))}
    </article>
  );
}
