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
export function pagePlace(page: number, listRoute: RouteName, pageRoute: RouteName): { route: RouteName; params?: Record<string, string> } {
  return page === 1 ? { route: listRoute } : { route: pageRoute, params: { page: String(page) } };
}
