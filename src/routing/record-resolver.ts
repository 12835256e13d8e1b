import type { Locale } from '../config/locales.js';
import { buildPath } from './build-path.js';
import { recordTypes, routeAddressing, typenameOf } from '../content-model/model/record-types.js';
import type { RouteName } from './routes.js';

/**
 * The fields of a content record that decide its route. No index signature, so that interfaces of fetched
 * records (which have more fields) are assignable to it.
 */
export interface RoutableRecord {
  __typename: string;
  id?: string | null;
  slug?: string | null;
  pageParent?: { slug?: string | null } | null;
}

export type ResolvedRoute =
  | { name: RouteName; params: Record<string, string> }
  | { name: ''; params: Record<string, never> };

const typesByTypename = new Map(recordTypes.map((type) => [typenameOf(type), type]));

/** Every GraphQL type name that has a route. */
export const routableTypenames: readonly string[] = [...typesByTypename.keys()];

function unresolved(record: RoutableRecord, locale: Locale, reason: string): ResolvedRoute {
  const id = record.id ?? 'unknown';
  console.warn(`[routing] No route for record ${record.__typename} (id: ${id}, ${locale}): ${reason}`);
  return { name: '', params: {} };
}

/**
 * The route of a content record fetched in `locale` (its slugs are that locale's). A record with no route, or
 * without the slug its route needs, resolves to `{ name: '', params: {} }` with a console warning naming it.
 */
export function resolveRecord(record: RoutableRecord, locale: Locale): ResolvedRoute {
  const type = typesByTypename.get(record.__typename);
  if (!type) return unresolved(record, locale, 'no route for this type');
  const addressing = routeAddressing(type.route);
  if (addressing === 'none') return { name: type.route, params: {} };
  const slug = record.slug;
  if (addressing === 'parent-slug') {
    const parentSlug = record.pageParent?.slug;
    if (!parentSlug) return unresolved(record, locale, 'missing pageParent.slug');
    if (!slug) return unresolved(record, locale, 'missing slug');
    return { name: type.route, params: { slug: parentSlug, detail: slug } };
  }
  if (!slug) return unresolved(record, locale, 'missing slug');
  return { name: type.route, params: { slug } };
}

/** The path of a content record in `locale`, or null when it has no route (see {@link resolveRecord}). */
export function recordPath(record: RoutableRecord, locale: Locale): string | null {
  const route = resolveRecord(record, locale);
  return route.name === '' ? null : buildPath(route.name, locale, route.params);
}
