import { recordTypeName } from '../api/naming.js';
import type { RowPages } from './model-row.js';
import { siteModels, type SiteModel } from './site-models.js';

/** A model of the table with pages of its own. */
type PagedModel = Extract<SiteModel, { pages: object }>;

/** One type of record that has pages of its own: its model's api key and its row's `pages`. */
export interface RecordTypeDefinition extends RowPages {
  /** The model's api key (`single_news`). Its GraphQL type is derived: `SingleNewsRecord`. */
  model: string;
}

/** Each model with pages as a record type, with the literal types of its row. */
export type RecordType = PagedModel extends infer Row
  ? Row extends PagedModel
    ? { readonly model: Row['model'] } & Row['pages']
    : never
  : never;
export type RoutableModel = RecordType['model'];

const hasPages = (row: SiteModel): row is PagedModel => 'pages' in row;

/**
 * The record types of the site, derived from the model table (`site-models.ts`): which models have pages, at which
 * route, loaded by which document, under which hubs. The routable models of the content model, the record resolver,
 * the route table, the record-link fragment, the documents that share a template (`npm run content:queries`) and the
 * tests' lists are derived from it.
 */
export const recordTypes: readonly RecordType[] = siteModels
  .filter(hasPages)
  .map((row) => ({ model: row.model, ...row.pages }) as RecordType);

/** Every model whose records have a page of their own, and so may be the target of a link. */
export const routableModels: readonly RoutableModel[] = recordTypes.map((type) => type.model);

/** How a record type's route is addressed, read from its route's pattern. */
export type RouteAddressing = 'none' | 'slug' | 'parent-slug';

const typesByRoute: ReadonlyMap<string, RecordType> = new Map(recordTypes.map((type) => [type.route, type]));

/** Each record type's addressing, read from its route's pattern once: links ask it for every record they resolve. */
const addressingByRoute: ReadonlyMap<string, RouteAddressing> = new Map(
  recordTypes.map((type) => [type.route, readAddressing(type)]),
);

export function routeAddressing(route: string): RouteAddressing {
  const addressing = addressingByRoute.get(route);
  if (addressing === undefined) throw new Error(`Unknown route "${route}"`);
  return addressing;
}

function readAddressing({ route, paths }: RecordType): RouteAddressing {
  const params = [...paths.fr.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (params.length === 0) return 'none';
  if (params.length === 1 && params[0] === 'slug') return 'slug';
  if (params.length === 2 && params[0] === 'slug' && params[1] === 'detail') return 'parent-slug';
  throw new Error(`Route "${route}" has params {${params.join('}, {')}}, which no record type addressing covers`);
}

for (const type of recordTypes) {
  const unknown = type.hubs.filter((hub) => typesByRoute.get(hub) === undefined || routeAddressing(hub) !== 'none');
  if (unknown.length > 0)
    throw new Error(`Model ${type.model}: hubs ${unknown.join(', ')} are not routes of page singletons`);
}

export const typenameOf = (type: RecordTypeDefinition): string => recordTypeName(type.model);

/** The record type rendered at `route`, when one is. */
export function recordTypeAt(route: string): RecordType | undefined {
  return typesByRoute.get(route);
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
export const collectionRecordTypes: readonly RecordType[] = recordTypes.filter(
  (type) => routeAddressing(type.route) !== 'none',
);
