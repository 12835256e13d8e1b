import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { SimpleRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  detailEntries<SimpleRecord, unknown>(context, {
    document: 'generic-pages',
    route: 'slug',
    entry: (record) => ({
      data: { title: record.title, intro: record.intro, heroImage: record.heroImage ?? null, body: record.body },
      title: record.title,
      description: record.intro,
      seo: record._seoMetaTags,
      image: record.heroImage?.url,
    }),
  });
