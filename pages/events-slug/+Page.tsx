import { formatDate } from '../../src/components/format-date.js';
import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { RecordLink } from '../../src/components/links/RecordLink.js';
import { useLocale, useSite, useT } from '../../src/components/site-context.js';
import { SimpleDetailPage } from '../../src/components/templates/SimpleDetailPage.js';
import type { EventPageData } from './+data.server.js';

export default function EventPage({ data }: { data: EventPageData }) {
  const t = useT();
  const locale = useLocale();
  const { site } = useSite();
  const facts = (
    <>
      <dl className="facts">
        <dt>{t('event.when')}</dt>
        <dd>
          <time dateTime={data.startAt}>{formatDate(data.startAt, locale, true)}</time> –{' '}
          <time dateTime={data.endAt}>{formatDate(data.endAt, locale, true)}</time>
        </dd>
        <dt>{t('event.where')}</dt>
        <dd>
          {data.location}
          {data.address ? <>, {data.address}</> : null}
        </dd>
      </dl>
      {data.speakers.length > 0 ? (
        <ul className="speakers">
          {data.speakers.map((speaker) => (
            <li key={speaker.id}>
              <RecordLink record={speaker}>
                {speaker.firstName} {speaker.lastName}
              </RecordLink>
              , {speaker.role}
            </li>
          ))}
        </ul>
      ) : null}
      {data.registrationUrl && Date.parse(data.endAt) > site.buildTime ? (
        <p>
          <ExternalLink href={data.registrationUrl} className="button">
            {t('event.register')}
          </ExternalLink>
        </p>
      ) : null}
    </>
  );
  return <SimpleDetailPage data={{ ...data, intro: data.excerpt }} facts={facts} />;
}
