import type { SingletonDocument } from '../content/content-data.js';
import type { CardData } from '../runtime/page-view.js';
import type { HubPageData } from './hub-entry.js';
import { translate } from '../i18n/messages.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import { pageContent, pageHeading } from './page-content.js';
import { paginate } from './paginate.js';
import { loadSingleton } from './singleton-entry.js';

/**
 * A hub whose cards are spread over `/page/{n}/` pages: page 1 shows the singleton's hero and body, pages 2+ only
 * its title and intro, and say their number in the title.
 */
export async function paginatedHubEntries(
  context: PageBuildContext,
  {
    document,
    items,
    pageSize,
    listRoute,
    pageRoute,
  }: { document: SingletonDocument; items: CardData[]; pageSize: number; listRoute: RouteName; pageRoute: RouteName },
): Promise<PageEntry<HubPageData>[]> {
  const page = await loadSingleton(context, document);
  return paginate<CardData, HubPageData>({
    items,
    pageSize,
    listRoute,
    pageRoute,
    entry: (pageItems, pagination) => ({
      data: { page: pagination.page === 1 ? pageContent(page) : pageHeading(page), items: pageItems, pagination },
      title:
        pagination.page === 1
          ? page.title
          : `${page.title} — ${translate(context.locale, 'pagination.page', { page: pagination.page, total: pagination.total })}`,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
    }),
  });
}
