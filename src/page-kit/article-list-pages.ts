import type { SingletonDocument } from '../content-model/content-data.js';
import type { DocumentOf, TemplateModel } from '../content-model/content-results.js';
import type { RouteName } from '../routing/routes.js';
import { isPage, type PageBuildContext, type PageEntry, type PageRef } from '../page-contract/page-module.js';
import { articleCard } from './cards.js';
import type { HubPageData } from './hub-entry.js';
import { pageCount, pagePlace, PAGE_SIZES } from './paginate.js';
import { hubPage } from './paginated-hub.js';
import type { PageDataModuleOf } from './page-data.js';
import { loadSingleton } from './singleton-entry.js';

/** The hub's order, said to the API: latest first, equal dates by id (DatoCMS leaves ties unordered otherwise). */
const HUB_ORDER = ['date_DESC', 'id_ASC'] as const;
/** Cards per request: a whole number of hub pages (27), so that each hub page's cards come from one response. */
const STRETCH = Math.floor(250 / PAGE_SIZES.articles) * PAGE_SIZES.articles;
/** Hub pages per chunk of `paths()`: one render batch. */
const HUB_PAGES_PER_CHUNK = 100;
/** Stretches of cards a build holds at once: pages are built in order, so the current one and the one before. */
const KEPT_STRETCHES = 2;

let articleHubs = 0;

/**
 * A paginated list of articles (news, case studies), latest first, each page built from the stretch of cards it is
 * in, which the content API sorts and cuts (`first`, `skip`, `orderBy`). So a page depends, by its cache tags, on
 * the records it shows (and the 26 other pages' of its stretch), the collection (its count, which every page shows,
 * and its members) and the date the order sorts on, not on every article: retitling one article rebuilds one stretch
 * of the hub, and `paths()`, which reads the count alone, runs again only when articles come, go or change date.
 */
export function articleListPages({
  document,
  hub,
  listRoute,
  pageRoute,
}: {
  document: DocumentOf<TemplateModel<'article'>>;
  hub: SingletonDocument;
  listRoute: RouteName;
  pageRoute: RouteName;
}): PageDataModuleOf<HubPageData> {
  const key = `article-hub-${++articleHubs}`;
  const pageSize = PAGE_SIZES.articles;
  // Not kept by the content client: the memos keep what the pages need (the client kept every stretch of a language,
  // the whole collection's cards: +43 MB of a 100,000-page build's heap).
  const count = async (context: PageBuildContext) =>
    (
      await context.memo(`${key}-count`, () =>
        context.query(document, { first: 0, count: true, card: true, orderBy: [...HUB_ORDER] }, { cache: false }),
      )
    ).meta?.count ?? 0;
  const stretch = (context: PageBuildContext, index: number) =>
    context.memo(
      `${key}-stretch-${index}`,
      () =>
        context.query(
          document,
          { first: STRETCH, skip: index * STRETCH, count: true, card: true, orderBy: [...HUB_ORDER] },
          { cache: false },
        ),
      { name: key, keep: KEPT_STRETCHES },
    );

  async function* paths(context: PageBuildContext): AsyncGenerator<PageRef[]> {
    const total = pageCount(await count(context), pageSize);
    for (let first = 1; first <= total; first += HUB_PAGES_PER_CHUNK) {
      yield Array.from({ length: Math.min(HUB_PAGES_PER_CHUNK, total - first + 1) }, (_, index) => {
        const place = pagePlace(first + index, listRoute, pageRoute);
        return { route: place.route, params: place.params ?? {} };
      });
    }
  }

  async function data(ref: PageRef, context: PageBuildContext): Promise<PageEntry<HubPageData> | null> {
    const number = ref.route === listRoute ? 1 : Number(ref.params.page);
    if (!Number.isInteger(number) || number < 1) return null;
    const first = (number - 1) * pageSize;
    const index = Math.floor(first / STRETCH);
    const [page, { meta, items }] = await Promise.all([
      context.memo(`${key}-page`, () => loadSingleton(context, hub)),
      stretch(context, index),
    ]);
    const total = pageCount(meta?.count ?? 0, pageSize);
    if (number > total) return null;
    const cards = items.slice(first - index * STRETCH, first - index * STRETCH + pageSize).map(articleCard);
    const entry = {
      ...hubPage(context, page, cards, { page: number, total, listRoute, pageRoute }),
      ...pagePlace(number, listRoute, pageRoute),
    };
    return isPage(ref, entry) ? entry : null;
  }

  return { paths, data };
}
