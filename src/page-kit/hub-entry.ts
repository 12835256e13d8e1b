import type { SingletonDocument } from '../content/content-data.js';
import type { CardData } from '../runtime/page-view.js';
import type { HubPageData, HubSection } from '../components/templates/HubPage.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import { pageContent } from './page-content.js';
import { loadSingleton } from './singleton-entry.js';

/** A hub page: its singleton's content plus a list of cards or titled sections of cards. */
export async function hubEntry(
  context: PageBuildContext,
  { document, route, items, sections }: { document: SingletonDocument; route: RouteName; items?: CardData[]; sections?: HubSection[] },
): Promise<PageEntry<HubPageData>> {
  const page = await loadSingleton(context, document);
  return {
    route,
    data: { page: pageContent(page), ...(items ? { items } : {}), ...(sections ? { sections } : {}) },
    title: page.title,
    description: page.intro,
    seo: page._seoMetaTags,
    image: page.heroImage?.url,
  };
}
