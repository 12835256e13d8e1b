import type { PageContent } from '../../src/content/types/content-types.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { CareerRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** What a job offer's page shows: only these fields reach its payload. */
export interface CareerPageData extends PageContent {
  date: string;
  location: string;
  employmentType: CareerRecord['employmentType'];
  applyEmail: string | null;
}

export const entries = (context: PageBuildContext) =>
  detailEntries<CareerRecord, CareerPageData>(context, {
    document: 'careers',
    route: 'career-slug',
    hubs: [{ document: 'page-career-hub', route: 'career' }],
    entry: (record) => ({
      data: {
        title: record.title,
        intro: record.excerpt,
        heroImage: null,
        body: record.body,
        date: record.date,
        location: record.location,
        employmentType: record.employmentType,
        applyEmail: record.applyEmail,
      },
      title: record.title,
      description: record.excerpt,
      seo: record._seoMetaTags,
    }),
  });
