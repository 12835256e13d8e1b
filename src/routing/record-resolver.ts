import type { Locale } from '../config/locales.js';
import { buildPath } from './build-path.js';
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

/** Records with a page of their own, addressed by their slug. */
const slugRoutes = {
  SingleAboutRecord: 'about-slug',
  SingleCasesAnalysisRecord: 'business-intelligence-cases-slug',
  SingleEmployeeRecord: 'employee-slug',
  SingleIndustryRecord: 'industries-slug',
  SingleMajorCaseRecord: 'business-intelligence-dossier-slug',
  SingleNewsRecord: 'business-intelligence-news-slug',
  SinglePracticeAreaRecord: 'practice-area-slug',
  SingleServiceRecord: 'services-slug',
  SingleEventRecord: 'events-slug',
  SingleCareerRecord: 'career-slug',
  GenericPageRecord: 'slug',
} as const satisfies Record<string, RouteName>;

/** Page singletons: one record, one route without parameters. */
const pageRoutes = {
  PageHomeRecord: 'index',
  PageAboutRecord: 'about',
  PageBusinessIntelRecord: 'business-intelligence',
  PageCasesHubRecord: 'business-intelligence-cases',
  PageContactRecord: 'contact',
  PageExpertiseRecord: 'expertise',
  PageIndustriesHubRecord: 'industries',
  PageNewsHubRecord: 'business-intelligence-news',
  PageNewsletterRecord: 'newsletter',
  PagePracticeAreaHubRecord: 'practice-area',
  PageServicesHubRecord: 'services',
  PageTeamRecord: 'employee',
  PagePrivacyRecord: 'privacy',
  PageTermRecord: 'term',
  PageCareerHubRecord: 'career',
  PageEventsHubRecord: 'events',
  PageSearchRecord: 'search',
} as const satisfies Record<string, RouteName>;

/** A sub practice area lives under its parent practice area: `/champs-de-pratique/{parent slug}/{own slug}/`. */
const subPracticeAreaType = 'SingleSubPracticeAreaRecord';

/** Every GraphQL type name that has a route. */
export const routableTypenames: readonly string[] = [
  ...Object.keys(slugRoutes),
  subPracticeAreaType,
  ...Object.keys(pageRoutes),
];

function lookup<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

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
  const type = record.__typename;
  const page = lookup(pageRoutes, type);
  if (page) return { name: page, params: {} };
  const slug = record.slug;
  if (type === subPracticeAreaType) {
    const parentSlug = record.pageParent?.slug;
    if (!parentSlug) return unresolved(record, locale, 'missing pageParent.slug');
    if (!slug) return unresolved(record, locale, 'missing slug');
    return { name: 'practice-area-slug-detail', params: { slug: parentSlug, detail: slug } };
  }
  const single = lookup(slugRoutes, type);
  if (!single) return unresolved(record, locale, 'no route for this type');
  if (!slug) return unresolved(record, locale, 'missing slug');
  return { name: single, params: { slug } };
}

/** The path of a content record in `locale`, or null when it has no route (see {@link resolveRecord}). */
export function recordPath(record: RoutableRecord, locale: Locale): string | null {
  const route = resolveRecord(record, locale);
  return route.name === '' ? null : buildPath(route.name, locale, route.params);
}
