import type { SingletonDocument } from '../content-model/content-data.js';
import type { CardData, PageContent } from '../page-contract/page-view.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../page-contract/page-module.js';
import { pageContent } from './page-content.js';
import type { PaginationData } from './paginate.js';
import { loadSingleton } from './singleton-entry.js';

/** One titled group of cards on a hub page. */
export interface HubSection {
  id: string;
  heading: string;
  items: CardData[];
  /** What the section says when it has no items (defaults to the generic empty-list message). */
  empty?: string;
  /** The page listing everything of the section, when the section shows only some of it. */
  more?: { path: string; title: string };
}

/** What a hub page shows: its singleton's content, and its cards as one list (maybe paginated) or in sections. */
export interface HubPageData {
  page: PageContent;
  items?: CardData[];
  sections?: HubSection[];
  pagination?: PaginationData;
}

/** A hub page: its singleton's content plus a list of cards or titled sections of cards. */
export async function hubEntry(
  context: PageBuildContext,
  {
    document,
    route,
    items,
    sections,
  }: { document: SingletonDocument; route: RouteName; items?: CardData[]; sections?: HubSection[] },
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
