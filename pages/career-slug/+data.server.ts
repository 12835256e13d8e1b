import type { PageContent } from '../../src/content/types/content-types.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import type { CareerRecord } from '../../src/page-kit/record-types.js';

/** What a job offer's page shows: only these fields reach its payload. */
export interface CareerPageData extends PageContent {
  date: string;
  location: string;
  employmentType: CareerRecord['employmentType'];
  applyEmail: string | null;
}

export const { paths, data } = detailPages<CareerRecord, CareerPageData>('single_career', {
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
      search: { text: [record.location, record.body], date: record.date },
    }),
  });
