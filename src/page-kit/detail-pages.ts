import type { Locale } from '../config/locales.js';
import type { CollectionModel, ContentItem, DocumentOf, Loaded, RecordOf } from '../content-model/content-results.js';
import { PATHS_FOLDER, recordTypeOf, routeAddressing } from '../content-model/model/record-types.js';
import type { Crumb } from '../page-contract/page-view.js';
import { buildPath } from '../routing/build-path.js';
import type { PageBuildContext, PageEntry, PageRef } from '../page-contract/page-module.js';
import { breadcrumbList } from '../structured-data/breadcrumb-list.js';
import { hubCrumbs } from './breadcrumbs.js';
import type { PageDataModuleOf } from './page-data.js';
import { publicUrl } from './public-url.js';
import { slugAlternates } from './slug-alternates.js';

/** What every detail page's data has besides its own fields: its breadcrumb trail (home first, itself last). */
export interface DetailData {
  breadcrumbs: Crumb[];
}

/** What a detail page's entry builder gives for one record: the page's data and head (its route and params are known). */
export type DetailEntry<Data> = Omit<PageEntry, 'route' | 'params' | 'alternateParams' | 'data'> & { data: Data };

/** What a detail page's entry builder knows of the page besides its record. */
export interface DetailPage {
  /** The page's site-relative path, e.g. `/equipe/marie-tremblay/`. */
  path: string;
  context: PageBuildContext;
}

/** The collection documents, and what detail pages read of every record of them (checked below for each). */
type CollectionDocumentName = DocumentOf<CollectionModel>;
type DetailRecord = Loaded<ContentItem<CollectionDocumentName>>;
type PathsRecord = ContentItem<`${typeof PATHS_FOLDER}/${CollectionDocumentName}`>;

/**
 * The detail pages of a record type (record-types.ts gives its route, document and hubs): one page per record, at its
 * route with the record's slug (and its parent's, for a route under a parent), linked to its other language, with
 * a breadcrumb trail (home, hubs, `parents`, the page) shown on the page and given as a BreadcrumbList.
 * `paths()` streams the collection's ids and slugs (content-queries/paths/); `data()` loads one record, by id when the
 * build asks (batched into one request per chunk) or by slug when a URL does.
 */
export function detailPages<M extends CollectionModel, Data extends object>(
  model: M,
  {
    parents,
    entry,
    alternateExtra,
  }: {
    parents?: (record: RecordOf<M>, context: PageBuildContext) => Crumb[];
    entry: (record: RecordOf<M>, page: DetailPage) => DetailEntry<Data> | Promise<DetailEntry<Data>>;
    alternateExtra?: (record: RecordOf<M>, locale: Locale) => Record<string, string> | null;
  },
): PageDataModuleOf<Data & DetailData> {
  const { route, document, hubs } = recordTypeOf(model);
  const underParent = routeAddressing(route) === 'parent-slug';
  // The registry pairs `model` with its document; TypeScript cannot follow a generic key through that table, so the
  // document is named by the union of collection documents and its records read back as `RecordOf<M>`.
  const collection = document as CollectionDocumentName;
  const paramsOf = (record: PathsRecord | DetailRecord): Record<string, string> =>
    underParent && 'pageParent' in record
      ? { slug: record.pageParent?.slug ?? '', detail: record.slug }
      : { slug: record.slug };
  const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

  async function* paths(context: PageBuildContext): AsyncGenerator<PageRef[]> {
    for await (const records of context.queryPages(`${PATHS_FOLDER}/${collection}`, 'items')) {
      yield records.map((record) => ({ route, params: paramsOf(record), id: record.id }));
    }
  }

  async function data(ref: PageRef, context: PageBuildContext): Promise<PageEntry<Data & DetailData> | null> {
    const slug = underParent ? ref.params.detail : ref.params.slug;
    const record = await context.record(collection, ref.id ? { id: ref.id } : { slug: slug ?? '' });
    if (!record) return null;
    const own = record as unknown as RecordOf<M>;
    const params = paramsOf(record);
    if (!ref.id && !sameParams(params, ref.params)) return null;
    const path = buildPath(route, context.locale, params);
    const [above, page] = await Promise.all([
      context.memo(`hub-crumbs-${model}`, () => hubCrumbs(context, hubs)),
      entry(own, { path, context }),
    ]);
    const breadcrumbs = [...above, ...(parents?.(own, context) ?? []), { title: page.title, path }];
    return {
      ...page,
      data: { ...page.data, breadcrumbs },
      jsonLd: [...(page.jsonLd ?? []), breadcrumbList(breadcrumbs, (crumbPath) => publicUrl(context, crumbPath))],
      route,
      params,
      alternateParams: slugAlternates(record, underParent ? 'detail' : 'slug', (locale) =>
        alternateExtra ? alternateExtra(own, locale) : {},
      ),
    };
  }

  return { paths, data };
}
