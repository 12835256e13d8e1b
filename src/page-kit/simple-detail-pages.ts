import type { SimpleDetailData } from '../components/templates/SimpleDetailPage.js';
import type { RoutableModel } from '../content/model/record-types.js';
import { detailPages } from './detail-pages.js';
import { pageContent } from './page-content.js';
import type { SimpleRecord } from './record-types.js';

/** One page per record of a collection made of title, intro, hero image and body (about pages, generic pages). */
export function simpleDetailPages(model: RoutableModel) {
  return detailPages<SimpleRecord, SimpleDetailData>(model, {
    entry: (record) => ({
      data: pageContent({ ...record, heroImage: record.heroImage ?? null }),
      title: record.title,
      description: record.intro,
      seo: record._seoMetaTags,
      image: record.heroImage?.url,
      search: { text: [record.body], image: record.heroImage },
    }),
  });
}
