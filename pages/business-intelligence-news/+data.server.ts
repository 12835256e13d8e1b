import { articleCard, byDateDesc } from '../../src/page-kit/cards.js';
import { PAGE_SIZES } from '../../src/page-kit/paginate.js';
import { paginatedHubEntries } from '../../src/page-kit/paginated-hub.js';
import type { ArticleRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** Latest first, 9 per page. */
export async function entries(context: PageBuildContext) {
  const records = await context.queryAll<ArticleRecord>('news', 'items');
  return paginatedHubEntries(context, {
    document: 'page-news-hub',
    items: records.sort(byDateDesc).map(articleCard),
    pageSize: PAGE_SIZES.news,
    listRoute: 'business-intelligence-news',
    pageRoute: 'business-intelligence-news-page-page',
  });
}
