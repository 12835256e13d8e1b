import { useT } from '../../src/components/site-context.js';
import { SimpleDetailPage } from '../../src/components/templates/SimpleDetailPage.js';
import type { CareerPageData } from './+data.server.js';

export default function CareerPage({ data }: { data: CareerPageData }) {
  const t = useT();
  const facts = (
    <>
      <dl className="facts">
        <dt>{t('career.location')}</dt>
        <dd>{data.location}</dd>
        {data.employmentType ? (
          <>
            <dt>{t('career.type')}</dt>
            <dd>{t(`career.type.${data.employmentType}`)}</dd>
          </>
        ) : null}
      </dl>
      {data.applyEmail ? (
        <p>
          <a className="button" href={`mailto:${data.applyEmail}?subject=${encodeURIComponent(data.title)}`}>
            {t('career.apply')}
          </a>
        </p>
      ) : null}
    </>
  );
  return <SimpleDetailPage data={{ ...data, intro: data.excerpt }} facts={facts} />;
}
