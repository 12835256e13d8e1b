import type { SimpleDetailData } from '../components/templates/SimpleDetailPage.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext } from '../runtime/page-module.js';
import { detailEntries } from './detail-entries.js';
import type { SimpleRecord } from './record-types.js';

/** One page per record of a collection made of title, intro, hero image and body (about pages, generic pages). */
export function simpleDetailEntries(context: PageBuildContext, document: string, route: RouteName) {
  return detailEntries<SimpleRecord, SimpleDetailData>(context, {
    document,
    route,
    entry: (record) => ({
      data: { title: record.title, intro: record.intro, heroImage: record.heroImage ?? null, body: record.body },
      title: record.title,
      description: record.intro,
      seo: record._seoMetaTags,
      image: record.heroImage?.url,
    }),
  });
}
