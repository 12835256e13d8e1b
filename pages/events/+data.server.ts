import { translate } from '../../src/i18n/messages.js';
import { CARD_FIELDS, recordCardLink } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { ItemOf } from '../../src/content/content-documents.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/**
 * How many past events the hub lists, latest first: the archive grows every year, and one page listing all of it
 * (25 MB of HTML for 8,000 events) serves no reader; older events stay reachable by search, sitemap and links.
 */
export const PAST_EVENTS_LISTED = 24;

/** Upcoming events (soonest first) and the latest past events, relative to the build time. */
async function pages(context: PageBuildContext) {
  const events = await context.queryAll('events', 'items', CARD_FIELDS);
  const now = context.site.buildTime;
  const card = (event: ItemOf<'single_event'>) => ({
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
        { id: 'past', heading: translate(context.locale, 'event.past'), items: past.slice(0, PAST_EVENTS_LISTED).map(card) },
      ],
    }),
  ];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
