import { SEARCH_MAX_LENGTH } from './search-max-length.js';

/**
 * The search page's state in its URL: `?q=…&type=…&practiceAreas=…&industries=…&office=…&year=2019:2024&page=3`
 * (`page` counts from 1: the results down to that page show, with `Show previous results` above them).
 */
export interface SearchRoute {
  q?: string;
  type?: string[];
  practiceAreas?: string[];
  industries?: string[];
  office?: string;
  year?: string;
  page?: number;
}

/** The refinement lists the page has, and so the repeated parameters of its URL. */
export const LIST_ATTRIBUTES = ['type', 'practiceAreas', 'industries'] as const;

export function routeToQueryString(route: SearchRoute): string {
  const params = new URLSearchParams();
  if (route.q) params.set('q', route.q);
  for (const attribute of LIST_ATTRIBUTES) for (const value of route[attribute] ?? []) params.append(attribute, value);
  if (route.office) params.set('office', route.office);
  if (route.year) params.set('year', route.year);
  if (route.page && route.page > 1) params.set('page', String(route.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function queryStringToRoute(search: string): SearchRoute {
  const params = new URLSearchParams(search);
  const route: SearchRoute = {};
  const q = params.get('q')?.slice(0, SEARCH_MAX_LENGTH);
  if (q) route.q = q;
  for (const attribute of LIST_ATTRIBUTES) {
    const values = params.getAll(attribute).filter(Boolean);
    if (values.length > 0) route[attribute] = values;
  }
  const office = params.get('office');
  if (office) route.office = office;
  const year = params.get('year');
  if (year && /^\d{0,4}:\d{0,4}$/.test(year)) route.year = year;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1000) route.page = page;
  return route;
}
