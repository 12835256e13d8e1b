import { detailPages } from '../../src/page-kit/detail-pages.js';
import { employmentTypes, enumValue } from '../../src/content-model/model/field-enums.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = detailPages('single_career', {
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

export type Data = PageData<typeof data>;
