import type { Locale } from '../config/locales.js';
import { recordTypes, type RecordType } from '../content-model/model/record-types.js';

/**
 * Every route of the site, as data, derived from the model table (`src/content-model/model/site-models.ts`): each model
 * with pages gives its route, and a paginated one its `{name}-page-page` route at `{paths}page/{page}/`. Patterns use
 * `{param}` segments and always end with '/'. `page` names the folder under `pages/` that renders the route (the
 * route's own name; a list and its pagination share one). Order matters only for documentation: matching prefers
 * static segments over parameters, so the generic page `/{slug}/` never shadows another route.
 */
export interface RouteDefinition {
  name: string;
  page: string;
  paths: Record<Locale, string>;
}

/** The pagination routes of the paginated lists. */
type PaginationRouteName = Extract<RecordType, { paginated: true }>['route'];

export type RouteName = RecordType['route'] | `${PaginationRouteName}-page-page`;
export type PageName = RecordType['route'];

interface Route extends RouteDefinition {
  name: RouteName;
  page: PageName;
}

const paginationPaths = (paths: Readonly<Record<Locale, string>>): Record<Locale, string> => ({
  fr: `${paths.fr}page/{page}/`,
  en: `${paths.en}page/{page}/`,
});

export const routes: readonly Route[] = recordTypes.flatMap((type): Route[] => {
  const route: Route = { name: type.route, page: type.route, paths: { ...type.paths } };
  if (!('paginated' in type)) return [route];
  return [
    route,
    { name: `${type.route}-page-page` as RouteName, page: type.route, paths: paginationPaths(type.paths) },
  ];
});
