import { locales, type Locale } from '../config/locales.js';
import { getRoute, isValidParam, localeSegments } from './compiled-routes.js';
import type { RouteName } from './routes.js';

export type RouteParamValues = Readonly<Record<string, string | number>>;

/** List routes that have a `{name}-page-page` pagination route. */
export type PaginatedRouteName = {
  [Name in RouteName]: `${Name}-page-page` extends RouteName ? Name : never;
}[RouteName];

/**
 * The localized path of a route, always ending with '/'. Parameter values are URL-encoded per segment; parameters
 * the route does not use are ignored.
 * @throws Error('Unknown route: {name}'), or an error naming a missing or invalid parameter (`page` must be an
 * integer >= 2: use {@link paginatedPath} for lists), or when a default-locale first segment would read as a locale
 * prefix (a generic page with slug `en`).
 */
export function buildPath(name: RouteName | string, locale: Locale, params: RouteParamValues = {}): string {
  const route = getRoute(name);
  const parts = route.segments[locale].map((segment) => {
    if (segment.kind === 'static') return segment.value;
    const raw = params[segment.name];
    if (raw === undefined || raw === '') {
      throw new Error(`Missing route param "${segment.name}" for route ${name}`);
    }
    const value = String(raw);
    if (!isValidParam(segment.name, value)) {
      throw new Error(`Invalid route param "${segment.name}" for route ${name}: "${value}"`);
    }
    return encodeURIComponent(value);
  });
  const prefix = locales[locale].prefix;
  if (prefix === '' && parts[0] !== undefined && localeSegments.has(parts[0])) {
    throw new Error(`Route ${name}: first segment "${parts[0]}" would be read as a locale prefix`);
  }
  return parts.length === 0 ? `${prefix}/` : `${prefix}/${parts.join('/')}/`;
}

/** Page `page` of a paginated list: the list path itself for page 1, its `-page-page` route after that. */
export function paginatedPath(listRouteName: PaginatedRouteName, locale: Locale, page: number): string {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`Invalid page for route ${listRouteName}: ${page}`);
  }
  return page === 1 ? buildPath(listRouteName, locale) : buildPath(`${listRouteName}-page-page`, locale, { page });
}
