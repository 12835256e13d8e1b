import type { SimpleDetailData } from '../components/templates/SimpleDetailPage.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext } from '../runtime/page-module.js';
import type { HubRef } from './breadcrumbs.js';
import { detailEntries } from './detail-entries.js';
import { pageContent } from './page-content.js';
import type { SimpleRecord } from './record-types.js';

/** One page per record of a collection made of title, intro, hero image and body (about pages, generic pages). */
export function simpleDetailEntries(
  context: PageBuildContext,
  { document, route, hubs }: { document: string; route: RouteName; hubs: readonly HubRef[] },
) {
  return detailEntries<SimpleRecord, SimpleDetailData>(context, {
    document,
    route,
    hubs,
    entry: (record) => ({
      data: pageContent({ ...record, heroImage: record.heroImage ?? null }),
      title: record.title,
      description: record.intro,
      seo: record._seoMetaTags,
      image: record.heroImage?.url,
    }),
  });
}
