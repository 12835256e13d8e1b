import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext } from '../runtime/page-module.js';
import { articleCard, byDateDesc, CARD_FIELDS } from './cards.js';
import { PAGE_SIZES } from './paginate.js';
import { paginatedHubEntries } from './paginated-hub.js';
import type { SingletonDocument } from '../content/content-data.js';
import type { DocumentOf, TemplateModel } from '../content/content-documents.js';

/** A paginated list of articles, latest first (news, case studies). */
export async function articleListEntries(
  context: PageBuildContext,
  { document, hub, listRoute, pageRoute }: { document: DocumentOf<TemplateModel<'article'>>; hub: SingletonDocument; listRoute: RouteName; pageRoute: RouteName },
) {
  const records = await context.queryAll(document, 'items', CARD_FIELDS);
  return paginatedHubEntries(context, {
    document: hub,
    items: records.sort(byDateDesc).map(articleCard),
    pageSize: PAGE_SIZES.articles,
    listRoute,
    pageRoute,
  });
}
