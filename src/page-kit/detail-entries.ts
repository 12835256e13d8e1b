import type { Locale } from '../config/locales.js';
import type { Crumb } from '../content/types/content-types.js';
import { buildPath } from '../routing/build-path.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import { breadcrumbList } from '../structured-data/breadcrumb-list.js';
import { hubCrumbs, type HubRef } from './breadcrumbs.js';
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
}

/**
 * One detail page per record of a collection, given one page of records at a time (the collection is never held
 * whole), at `route` with the record's slug, linked to its other language,
 * with a breadcrumb trail (home, `hubs`, `parents`, the page) shown on the page and given as a BreadcrumbList.
 */
export async function* detailEntries<R extends CollectionRecord, Data extends object>(
  context: PageBuildContext,
  {
    document,
    field = 'items',
    route,
    hubs,
    parents,
    entry,
    params = (record) => ({ slug: record.slug }),
    alternateExtra,
  }: {
    document: string;
    field?: string;
    route: RouteName;
    hubs: readonly HubRef[];
    parents?: (record: R) => Crumb[];
    entry: (record: R, page: DetailPage) => Omit<PageEntry<Data>, 'route' | 'params' | 'alternateParams'>;
    params?: (record: R) => Record<string, string>;
    alternateExtra?: (record: R, locale: Locale) => Record<string, string> | null;
  },
): AsyncGenerator<PageEntry<Data & DetailData>[]> {
  const above = await hubCrumbs(context, hubs);
  for await (const records of context.queryPages<R>(document, field)) {
    yield records.map((record) => {
      const recordParams = params(record);
      const path = buildPath(route, context.locale, recordParams);
      const page = entry(record, { path });
      const breadcrumbs = [...above, ...(parents?.(record) ?? []), { title: page.title, path }];
      return {
        ...page,
        data: { ...page.data, breadcrumbs },
        jsonLd: [...(page.jsonLd ?? []), breadcrumbList(breadcrumbs, (crumbPath) => publicUrl(context, crumbPath))],
        route,
        params: recordParams,
        alternateParams: slugAlternates(record, route === 'practice-area-slug-detail' ? 'detail' : 'slug', (locale) =>
          alternateExtra ? alternateExtra(record, locale) : {},
        ),
      };
    });
  }
}
