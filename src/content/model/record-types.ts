import { routes, type RouteName } from '../../routing/routes.js';
import { recordTypeName } from '../schema/naming.js';

/** One type of record that has pages of its own. */
export interface RecordTypeDefinition {
  /** The model's api key (`single_news`). Its GraphQL type is derived: `SingleNewsRecord`. */
  model: string;
  /** The route its records are pages of; the route's page folder renders them. */
  route: RouteName;
  /** The document of `content-queries/` its pages are loaded with. */
  document: string;
  /** The routes of the hubs above its pages, outermost first (breadcrumbs; each is a record type of this table). */
  hubs: readonly RouteName[];
  /** The fields a link to one of its records shows (besides what its route needs); default `title`. */
  label?: readonly string[];
  /** When its document is made from a template it shares with other types (generated-queries.ts), that template. */
  template?: 'singleton-page' | 'simple-page' | 'expertise' | 'article';
}

/**
 * The record types of the site: the one table that says which models have pages, at which route, loaded by which
 * document, under which hubs. The routable models of the content model, the record resolver, the record-link
 * fragment and the documents that share a template (`npm run content:queries`) and the tests' lists are derived from it. Adding a record type: add its
 * model to `models.ts`, a line here, its route, document and page folder.
 */
export const recordTypes = [
  { model: 'single_about', route: 'about-slug', document: 'abouts', template: 'simple-page', hubs: ['about'] },
  {
    model: 'single_cases_analysis',
    route: 'business-intelligence-cases-slug',
    document: 'cases-analyses',
    template: 'article',
    hubs: ['business-intelligence', 'business-intelligence-cases'],
  },
  { model: 'single_employee', route: 'employee-slug', document: 'employees', hubs: ['employee'], label: ['firstName', 'lastName'] },
  { model: 'single_industry', route: 'industries-slug', document: 'industries', template: 'expertise', hubs: ['industries'] },
  { model: 'single_major_case', route: 'business-intelligence-dossier-slug', document: 'major-cases', template: 'article', hubs: ['business-intelligence'] },
  {
    model: 'single_news',
    route: 'business-intelligence-news-slug',
    document: 'news',
    template: 'article',
    hubs: ['business-intelligence', 'business-intelligence-news'],
  },
  { model: 'single_practice_area', route: 'practice-area-slug', document: 'practice-areas', template: 'expertise', hubs: ['practice-area'] },
  { model: 'single_service', route: 'services-slug', document: 'services', template: 'expertise', hubs: ['services'] },
  {
    model: 'single_sub_practice_area',
    route: 'practice-area-slug-detail',
    document: 'sub-practice-areas',
    template: 'expertise',
    hubs: ['practice-area'],
  },
  { model: 'single_event', route: 'events-slug', document: 'events', hubs: ['events'] },
  { model: 'single_career', route: 'career-slug', document: 'careers', hubs: ['career'] },
  { model: 'generic_page', route: 'slug', document: 'generic-pages', template: 'simple-page', hubs: [] },
  { model: 'page_home', route: 'index', document: 'page-home', hubs: [] },
  { model: 'page_about', route: 'about', document: 'page-about', hubs: [], template: 'singleton-page' },
  { model: 'page_business_intel', route: 'business-intelligence', document: 'page-business-intel', hubs: [], template: 'singleton-page' },
  { model: 'page_cases_hub', route: 'business-intelligence-cases', document: 'page-cases-hub', hubs: ['business-intelligence'], template: 'singleton-page' },
  { model: 'page_contact', route: 'contact', document: 'page-contact', hubs: [] },
  { model: 'page_expertise', route: 'expertise', document: 'page-expertise', hubs: [], template: 'singleton-page' },
  { model: 'page_industries_hub', route: 'industries', document: 'page-industries-hub', hubs: [], template: 'singleton-page' },
  { model: 'page_news_hub', route: 'business-intelligence-news', document: 'page-news-hub', hubs: ['business-intelligence'], template: 'singleton-page' },
  { model: 'page_newsletter', route: 'newsletter', document: 'page-newsletter', hubs: [], template: 'singleton-page' },
  { model: 'page_practice_area_hub', route: 'practice-area', document: 'page-practice-area-hub', hubs: [], template: 'singleton-page' },
  { model: 'page_services_hub', route: 'services', document: 'page-services-hub', hubs: [], template: 'singleton-page' },
  { model: 'page_team', route: 'employee', document: 'page-team', hubs: [], template: 'singleton-page' },
  { model: 'page_privacy', route: 'privacy', document: 'page-privacy', hubs: [], template: 'singleton-page' },
  { model: 'page_term', route: 'term', document: 'page-term', hubs: [], template: 'singleton-page' },
  { model: 'page_career_hub', route: 'career', document: 'page-career-hub', hubs: [], template: 'singleton-page' },
  { model: 'page_events_hub', route: 'events', document: 'page-events-hub', hubs: [], template: 'singleton-page' },
  { model: 'page_search', route: 'search', document: 'page-search', hubs: [], template: 'singleton-page' },
] as const satisfies readonly RecordTypeDefinition[];

export type RecordType = (typeof recordTypes)[number];
export type RoutableModel = RecordType['model'];

/** Every model whose records have a page of their own, and so may be the target of a link. */
export const routableModels: readonly RoutableModel[] = recordTypes.map((type) => type.model);

/** How a record type's route is addressed, read from its route's pattern. */
export type RouteAddressing = 'none' | 'slug' | 'parent-slug';

export function routeAddressing(route: RouteName): RouteAddressing {
  const definition = routes.find((candidate) => candidate.name === route);
  if (!definition) throw new Error(`Unknown route "${route}"`);
  const params = [...definition.paths.fr.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (params.length === 0) return 'none';
  if (params.length === 1 && params[0] === 'slug') return 'slug';
  if (params.length === 2 && params[0] === 'slug' && params[1] === 'detail') return 'parent-slug';
  throw new Error(`Route "${route}" has params {${params.join('}, {')}}, which no record type addressing covers`);
}

/** The page folder under `pages/` that renders a record type. */
export function pageFolder(type: RecordTypeDefinition): string {
  const definition = routes.find((candidate) => candidate.name === type.route);
  if (!definition) throw new Error(`Unknown route "${type.route}"`);
  return definition.page;
}

export const typenameOf = (type: RecordTypeDefinition): string => recordTypeName(type.model);

/** The record type rendered at `route`, when one is. */
export function recordTypeAt(route: RouteName): RecordType | undefined {
  return recordTypes.find((type) => type.route === route);
}

/** The record type of a model; throws for a model without pages. */
export function recordTypeOf(model: RoutableModel): RecordType {
  return recordTypes.find((type) => type.model === model) as RecordType;
}

/** The folder of content-queries/ whose documents list a collection's pages: only what their paths need. */
export const PATHS_FOLDER = 'paths';

/** The folder of content-queries/ whose documents read one record's link fields by id (preview links). */
export const RECORD_LINK_FOLDER = 'record-link';

/** Record types whose records are pages of a collection (not singletons): the detail pages. */
export const collectionRecordTypes: readonly RecordType[] = recordTypes.filter((type) => routeAddressing(type.route) !== 'none');
