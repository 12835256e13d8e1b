import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { EventRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export type EventPageData = Omit<EventRecord, '_seoMetaTags' | '_allSlugLocales'>;

export const entries = (context: PageBuildContext) =>
  detailEntries<EventRecord, EventPageData>(context, {
    document: 'events',
    route: 'events-slug',
    entry: ({ _seoMetaTags, _allSlugLocales, ...data }) => ({
      data,
      title: data.title,
      description: data.excerpt,
      seo: _seoMetaTags,
      image: data.heroImage?.url,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: data.title,
          startDate: data.startAt,
          endDate: data.endAt,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: data.location, address: data.address ?? data.location },
          ...(data.excerpt ? { description: data.excerpt } : {}),
        },
      ],
    }),
  });
