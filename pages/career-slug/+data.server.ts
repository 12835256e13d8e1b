import type { PageContent } from '../../src/runtime/page-view.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import { employmentTypes, enumValue, type EmploymentType } from '../../src/content/model/field-enums.js';

/** What a job offer's page shows: only these fields reach its payload. */
export interface CareerPageData extends PageContent {
  date: string;
  location: string;
  employmentType: EmploymentType | null;
  applyEmail: string | null;
}

export const { paths, data } = detailPages<'single_career', CareerPageData>('single_career', {
    entry: (record) => ({
      data: {
        title: record.title,
        intro: record.excerpt,
        heroImage: null,
        body: record.body,
        date: record.date,
        location: record.location,
        employmentType: enumValue(employmentTypes, record.employmentType),
        applyEmail: record.applyEmail,
      },
      title: record.title,
      description: record.excerpt,
      seo: record._seoMetaTags,
      search: { text: [record.location, record.body], date: record.date },
    }),
  });
