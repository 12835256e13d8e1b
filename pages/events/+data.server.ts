import { translate } from '../../src/i18n/messages.js';
import { CARD_FIELDS, recordCardLink } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { ItemOf } from '../../src/content-model/content-results.js';
import { firmDate } from '../../src/page-contract/firm-date.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import { firstInOrder } from '../../src/page-kit/first-in-order.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/**
 * How many past events the hub lists, latest first: the archive grows every year, and one page listing all of it
 * (25 MB of HTML for 8,000 events) serves no reader; older events stay reachable by search, sitemap and links.
 */
export const PAST_EVENTS_LISTED = 24;

/**
 * Upcoming events (soonest first: those ending on the build's date or later, in the firm's time zone) and the latest
 * past events; the events are read a page at a time, keeping the upcoming ones and the latest past ones.
 */
async function pages(context: PageBuildContext) {
  const upcomingOn = (event: ItemOf<'single_event'>) => firmDate(Date.parse(event.endAt)) >= context.site.buildDate;
  const upcomingEvents: ItemOf<'single_event'>[] = [];
  async function* pastEvents() {
    for await (const events of context.queryPages('events', 'items', CARD_FIELDS)) {
      upcomingEvents.push(...events.filter(upcomingOn));
      yield events.filter((event) => !upcomingOn(event));
    }
  }
  const past = await firstInOrder(pastEvents(), PAST_EVENTS_LISTED, (a, b) => b.startAt.localeCompare(a.startAt));
  const upcoming = upcomingEvents.sort((a, b) => a.startAt.localeCompare(b.startAt));
  const card = (event: ItemOf<'single_event'>) => ({
    record: recordCardLink(event),
    title: event.title,
    date: event.startAt,
    meta: event.location,
    text: event.excerpt,
    image: event.heroImage,
  });
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

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
