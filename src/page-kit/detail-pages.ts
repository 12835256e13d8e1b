import type { Locale } from '../config/locales.js';
import { PATHS_FOLDER, recordTypeOf, routeAddressing, type RoutableModel } from '../content/model/record-types.js';
import type { Crumb } from '../content/types/content-types.js';
import { buildPath } from '../routing/build-path.js';
import type { PageBuildContext, PageDataModule, PageEntry, PageRef } from '../runtime/page-module.js';
import { breadcrumbList } from '../structured-data/breadcrumb-list.js';
import { hubCrumbs } from './breadcrumbs.js';
import { publicUrl } from './public-url.js';
import type { CollectionRecord } from './record-types.js';
import { slugAlternates } from './slug-alternates.js';

/** What every detail page's data has besides its own fields: its breadcrumb trail (home first, itself last). */
export interface DetailData {
  breadcrumbs: Crumb[];
}

/** What a detail page's entry builder knows of the page besides its record. */
export interface DetailPage {
  /** The page's site-relative path, e.g. `/equipe/marie-tremblay/`. */
  path: string;
  context: PageBuildContext;
}

type DetailRecord = CollectionRecord & { pageParent?: { slug: string } | null };

/**
 * The detail pages of a record type (record-types.ts gives its route, document and hubs): one page per record, at its
 * route with the record's slug (and its parent's, for a route under a parent), linked to its other language, with
 * a breadcrumb trail (home, hubs, `parents`, the page) shown on the page and given as a BreadcrumbList.
 * `paths()` streams the collection's ids and slugs (content-queries/paths/); `data()` loads one record, by id when the
 * build asks (batched into one request per chunk) or by slug when a URL does.
 */
export function detailPages<R extends DetailRecord, Data extends object>(
  model: RoutableModel,
  {
    parents,
    entry,
    alternateExtra,
  }: {
    parents?: (record: R, context: PageBuildContext) => Crumb[];
    entry: (record: R, page: DetailPage) => Omit<PageEntry<Data>, 'route' | 'params' | 'alternateParams'> | Promise<Omit<PageEntry<Data>, 'route' | 'params' | 'alternateParams'>>;
    alternateExtra?: (record: R, locale: Locale) => Record<string, string> | null;
  },
): PageDataModule {
  const { route, document, hubs } = recordTypeOf(model);
  const underParent = routeAddressing(route) === 'parent-slug';
  const paramsOf = (record: DetailRecord): Record<string, string> =>
    underParent ? { slug: record.pageParent?.slug ?? '', detail: record.slug } : { slug: record.slug };
  const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

  async function* paths(context: PageBuildContext): AsyncGenerator<PageRef[]> {
    for await (const records of context.queryPages<DetailRecord>(`${PATHS_FOLDER}/${document}`, 'items')) {
      yield records.map((record) => ({ route, params: paramsOf(record), id: record.id }));
    }
  }

  async function data(ref: PageRef, context: PageBuildContext): Promise<PageEntry<Data & DetailData> | null> {
    const slug = underParent ? ref.params.detail : ref.params.slug;
    const record = await context.record<R>(document, ref.id ? { id: ref.id } : { slug: slug ?? '' });
    if (!record) return null;
    const params = paramsOf(record);
    if (!ref.id && !sameParams(params, ref.params)) return null;
    const path = buildPath(route, context.locale, params);
    const [above, page] = await Promise.all([
      context.memo(`hub-crumbs-${model}`, () => hubCrumbs(context, hubs)),
      entry(record, { path, context }),
    ]);
    const breadcrumbs = [...above, ...(parents?.(record, context) ?? []), { title: page.title, path }];
    return {
      ...page,
      data: { ...page.data, breadcrumbs },
      jsonLd: [...(page.jsonLd ?? []), breadcrumbList(breadcrumbs, (crumbPath) => publicUrl(context, crumbPath))],
      route,
      params,
      alternateParams: slugAlternates(record, underParent ? 'detail' : 'slug', (locale) =>
        alternateExtra ? alternateExtra(record, locale) : {},
      ),
    };
  }

  return { paths, data };
}
