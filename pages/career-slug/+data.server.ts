import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { CareerRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export type CareerPageData = Omit<CareerRecord, '_seoMetaTags' | '_allSlugLocales'>;

export const entries = (context: PageBuildContext) =>
  detailEntries<CareerRecord, CareerPageData>(context, {
    document: 'careers',
    route: 'career-slug',
    entry: ({ _seoMetaTags, _allSlugLocales, ...data }) => ({
      data,
      title: data.title,
      description: data.excerpt,
      seo: _seoMetaTags,
    }),
  });
