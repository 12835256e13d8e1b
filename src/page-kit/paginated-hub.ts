import type { SingletonDocument } from '../content-model/content-data.js';
import type { CardData } from '../page-contract/page-view.js';
import type { HubPageData } from './hub-entry.js';
import { translate } from '../i18n/messages.js';
import type { RouteName } from '../routing/routes.js';
import { isPage, type PageBuildContext, type PageEntry, type PageRef } from '../page-contract/page-module.js';
import { pageContent, pageHeading } from './page-content.js';
import type { PageDataModuleOf } from './page-data.js';
import { pageCount, pagePlace, type PaginationData } from './paginate.js';
import { loadSingleton } from './singleton-entry.js';

/** What a streamed hub reads of its cards: how many there are, and a page's share of them, in the hub's order. */
export interface CardList {
  readonly length: number;
  slice(start: number, end: number): CardData[];
}

export type HubSingleton = Awaited<ReturnType<typeof loadSingleton<SingletonDocument>>>;

/** Where a paginated hub's cards come from and where its pages go. */
interface HubList {
  document: SingletonDocument;
  pageSize: number;
  listRoute: RouteName;
  pageRoute: RouteName;
}

/** Hub pages per chunk of a streamed hub's `paths()`: one render batch. */
const HUB_PAGES_PER_CHUNK = 100;

/** One page of a hub, without its place: page 1 shows the singleton's hero and body, pages 2+ its title and intro. */
export function hubPage(
  context: PageBuildContext,
  page: HubSingleton,
  items: CardData[],
  pagination: PaginationData,
): Omit<PageEntry<HubPageData>, 'route' | 'params'> {
  return {
    data: { page: pagination.page === 1 ? pageContent(page) : pageHeading(page), items, pagination },
    title:
      pagination.page === 1
        ? page.title
        : `${page.title} — ${translate(context.locale, 'pagination.page', { page: pagination.page, total: pagination.total })}`,
    description: page.intro,
    seo: page._seoMetaTags,
    image: page.heroImage?.url,
  };
}

let streamedHubs = 0;

/**
 * A hub whose cards are spread over `/page/{n}/` pages (page 1 shows the singleton's hero and body, pages 2+ only
 * its title and intro, and say their number in the title), worked out one at a time: `list` (the hub's cards in order,
 * an array or a `CardList` read from disk, and whatever else its pages share) is
 * computed once per page type and language, `paths()` lists the pages in chunks from the number of cards and
 * `data()` builds one page from its share of them, so a build holds a chunk of pages, never the whole hub's.
 * `extend` adds what a hub's own pages carry (the team's filter, a file beside the first page).
 */
export function streamedHubPages<List extends { items: CardList }, Data extends HubPageData>({
  document,
  pageSize,
  listRoute,
  pageRoute,
  list,
  extend,
}: HubList & {
  list: (context: PageBuildContext) => Promise<List>;
  extend: (entry: PageEntry<HubPageData>, list: List, context: PageBuildContext) => PageEntry<Data>;
}): PageDataModuleOf<Data> {
  const key = `streamed-hub-${++streamedHubs}`;
  const loaded = (context: PageBuildContext) =>
    context.memo(key, async () => ({ list: await list(context), page: await loadSingleton(context, document) }));

  async function* paths(context: PageBuildContext): AsyncGenerator<PageRef[]> {
    const total = pageCount((await loaded(context)).list.items.length, pageSize);
    for (let first = 1; first <= total; first += HUB_PAGES_PER_CHUNK) {
      yield Array.from({ length: Math.min(HUB_PAGES_PER_CHUNK, total - first + 1) }, (_, index) => {
        const place = pagePlace(first + index, listRoute, pageRoute);
        return { route: place.route, params: place.params ?? {} };
      });
    }
  }

  async function data(ref: PageRef, context: PageBuildContext): Promise<PageEntry<Data> | null> {
    const { list: hub, page } = await loaded(context);
    const total = pageCount(hub.items.length, pageSize);
    const number = ref.route === listRoute ? 1 : Number(ref.params.page);
    if (!Number.isInteger(number) || number < 1 || number > total) return null;
    const items = hub.items.slice((number - 1) * pageSize, number * pageSize);
    const entry = {
      ...hubPage(context, page, items, { page: number, total, listRoute, pageRoute }),
      ...pagePlace(number, listRoute, pageRoute),
    };
    if (!isPage(ref, entry)) return null;
    return extend(entry, hub, context);
  }

  return { paths, data };
}
