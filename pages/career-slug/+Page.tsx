import { DateTime } from '../../src/components/page/DateTime.js';
import { Facts } from '../../src/components/page/Facts.js';
import { useT } from '../../src/components/site-context.js';
import { SimpleDetailPage } from '../../src/components/templates/SimpleDetailPage.js';
import type { Data } from './+data.server.js';

/** A job offer: place, position type and date, its description, and a way to apply by email. */
export default function CareerPage({ data }: { data: Data }) {
  const t = useT();
  const apply = data.applyEmail ? (
    <p>
      <a className="button" href={`mailto:${data.applyEmail}?subject=${encodeURIComponent(data.title)}`}>
        {t('career.apply')}
      </a>
    </p>
  ) : null;
  const facts = (
    <>
      <Facts
        items={[
          [t('career.location'), data.location],
          [t('career.type'), data.employmentType ? t(`career.type.${data.employmentType}`) : null],
          // biome-ignore lint/correctness/useJsxKeyInIterable: a fact's value, rendered alone in its <dd>
          [t('career.postedOn'), <DateTime value={data.date} />],
        ]}
      />
      {apply}
    </>
  );
  return <SimpleDetailPage data={data} facts={facts} />;
}
