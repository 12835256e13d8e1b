import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { RecordLink } from '../../src/components/links/RecordLink.js';
import { EventWhen } from '../../src/components/page/EventWhen.js';
import { Facts } from '../../src/components/page/Facts.js';
import { useT } from '../../src/components/site-context.js';
import { SimpleDetailPage } from '../../src/components/templates/SimpleDetailPage.js';
import type { Data } from './+data.server.js';

/** An event: when and where, registration while it is ahead, its description and its speakers. */
export default function EventPage({ data }: { data: Data }) {
  const t = useT();
  const facts = (
    <>
      <Facts
        items={[
          // biome-ignore lint/correctness/useJsxKeyInIterable: a fact's value, rendered alone in its <dd>
          [t('event.when'), <EventWhen startAt={data.startAt} endAt={data.endAt} />],
          [
            t('event.where'),
            <>
              {data.location}
              {data.address ? (
                <>
                  <br />
                  {data.address}
                </>
              ) : null}
            </>,
          ],
        ]}
      />
      {data.upcoming && data.registrationUrl ? (
        <p>
          <ExternalLink href={data.registrationUrl} className="button">
            {t('event.register')}
          </ExternalLink>
        </p>
      ) : null}
      {data.upcoming ? null : <p className="notice">{t('event.ended')}</p>}
    </>
  );
  return (
    <SimpleDetailPage data={data} facts={facts}>
      {data.speakers.length > 0 ? (
        <section aria-labelledby="speakers">
          <h2 id="speakers">{t('event.speakers')}</h2>
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
        </section>
      ) : null}
    </SimpleDetailPage>
  );
}
