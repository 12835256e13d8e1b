import { articleCard, byDateDesc } from '../../src/page-kit/cards.js';
import { PAGE_SIZES } from '../../src/page-kit/paginate.js';
import { paginatedHubEntries } from '../../src/page-kit/paginated-hub.js';
import type { ArticleRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** Latest first, 9 per page. */
export async function entries(context: PageBuildContext) {
  const records = await context.queryAll<ArticleRecord>('cases-analyses', 'items');
  return paginatedHubEntries(context, {
    document: 'page-cases-hub',
    items: records.sort(byDateDesc).map(articleCard),
    pageSize: PAGE_SIZES.cases,
    listRoute: 'business-intelligence-cases',
    pageRoute: 'business-intelligence-cases-page-page',
  });
}
