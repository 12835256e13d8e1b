import type { RouteName } from '../routing/routes.js';

export interface PaginationData {
  page: number;
  total: number;
  /** Route of page 1 (the list itself) and of pages 2 and more. */
  listRoute: RouteName;
  pageRoute: RouteName;
}

/** How many items a list page shows: team 12, news and case studies 9 (three rows of three cards). */
export const PAGE_SIZES = { employee: 12, articles: 9 } as const;

/** How many pages `count` items fill (an empty list still has its first page). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Where page `page` of a list is: page 1 at the list route, pages 2+ at `/page/{n}/`. */
export function pagePlace(
  page: number,
  listRoute: RouteName,
  pageRoute: RouteName,
): { route: RouteName; params?: Record<string, string> } {
  return page === 1 ? { route: listRoute } : { route: pageRoute, params: { page: String(page) } };
}

/** How many pages either side of the current one its pagination links to. */
export const PAGE_WINDOW = 2;

/**
 * The pages a list page's pagination links to, in order: the first, the last, and {@link PAGE_WINDOW} either side of
 * `page`; `null` where two or more pages in a row are left out (a single one left out is shown instead). At most
 * 9 entries whatever the list's length: linking every page made each of the news hub's 1,622 pages (100,000-page
 * set) 216 KB of HTML, 1,622 links a visitor tabs through, and the hub's rendering grow with the square of its pages.
 * Every page stays reachable (previous and next, the window; the sitemap lists them all).
 */
export function pageWindow(page: number, total: number): (number | null)[] {
  const shown = [
    ...new Set([1, ...Array.from({ length: 2 * PAGE_WINDOW + 1 }, (_, index) => page - PAGE_WINDOW + index), total]),
  ]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const window: (number | null)[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) window.push(n - 1);
    else if (n - previous > 2) window.push(null);
    window.push(n);
    previous = n;
  }
  return window;
}
