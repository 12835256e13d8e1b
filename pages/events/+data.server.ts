import { translate } from '../../src/i18n/messages.js';
import { CARD_FIELDS, recordCardLink } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { EventRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** Upcoming events (soonest first) and past events (latest first), relative to the build time. */
export async function entries(context: PageBuildContext) {
  const events = await context.queryAll<EventRecord>('events', 'items', CARD_FIELDS);
  const now = context.site.buildTime;
  const card = (event: EventRecord) => ({
    record: recordCardLink(event),
    title: event.title,
    date: event.startAt,
    meta: event.location,
    text: event.excerpt,
    image: event.heroImage,
  });
  const upcoming = events.filter((event) => Date.parse(event.endAt) >= now).sort((a, b) => a.startAt.localeCompare(b.startAt));
  const past = events.filter((event) => Date.parse(event.endAt) < now).sort((a, b) => b.startAt.localeCompare(a.startAt));
  return [
    await hubEntry(context, {
      document: 'page-events-hub',
      route: 'events',
      sections: [
        {
          id: 'upcoming',
          heading: translate(context.locale, 'event.upcoming'),
          items: upcoming.map(card),
          empty: translate(context.locale, 'event.noneUpcoming'),
        },
        { id: 'past', heading: translate(context.locale, 'event.past'), items: past.map(card) },
      ],
    }),
  ];
}
