import { locales } from '../../src/config/locales.js';
import { firmDate } from '../../src/page-contract/firm-date.js';
import { recordPath } from '../../src/routing/record-resolver.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import { loadFirm } from '../../src/page-kit/firm.js';
import { publicUrl } from '../../src/page-kit/public-url.js';
import { event } from '../../src/structured-data/event.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** An event's page, with an Event in structured data. */
export const { paths, data } = detailPages('single_event', {
  entry: async (record, { path, context }) => {
    const firm = await loadFirm(context);
    return {
      data: {
        title: record.title,
        intro: record.excerpt,
        heroImage: record.heroImage,
        body: record.body,
        startAt: record.startAt,
        endAt: record.endAt,
        location: record.location,
        address: record.address,
        registrationUrl: record.registrationUrl,
        // Registration is offered until the end of the day the event ends (the build's date, in the firm's time zone).
        // Decided here, not when rendering, so a page's payload says everything its HTML depends on (a build reuses
        // the HTML of unchanged payloads).
        upcoming: firmDate(Date.parse(record.endAt)) >= context.site.buildDate,
        speakers: record.speakers,
      },
      title: record.title,
      description: record.excerpt,
      seo: record._seoMetaTags,
      image: record.heroImage?.url,
      search: { text: [record.location, record.body], image: record.heroImage, date: record.startAt },
      jsonLd: [
        event({
          name: record.title,
          description: record.excerpt,
          startDate: record.startAt,
          endDate: record.endAt,
          inLanguage: locales[context.locale].iso,
          url: publicUrl(context, path),
          image: record.heroImage ? publicUrl(context, record.heroImage.url) : null,
          location: { name: record.location, address: record.address },
          performers: record.speakers.map((speaker) => {
            const speakerPath = recordPath(speaker, context.locale);
            return {
              name: `${speaker.firstName} ${speaker.lastName}`,
              url: speakerPath ? publicUrl(context, speakerPath) : null,
            };
          }),
          organizer: firm,
        }),
      ],
    };
  },
});

export type Data = PageData<typeof data>;
