import type { Locale } from '../config/locales.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import type { CollectionRecord } from './record-types.js';
import { slugAlternates } from './slug-alternates.js';

/** One detail page per record of a collection, at `route` with the record's slug, linked to its other language. */
export async function detailEntries<R extends CollectionRecord, Data>(
  context: PageBuildContext,
  {
    document,
    field = 'items',
    route,
    entry,
    params = (record) => ({ slug: record.slug }),
    alternateExtra,
  }: {
    document: string;
    field?: string;
    route: RouteName;
    entry: (record: R) => Omit<PageEntry<Data>, 'route' | 'params' | 'alternateParams'>;
    params?: (record: R) => Record<string, string>;
    alternateExtra?: (record: R, locale: Locale) => Record<string, string> | null;
  },
): Promise<PageEntry<Data>[]> {
  const records = await context.queryAll<R>(document, field);
  return records.map((record) => ({
    ...entry(record),
    route,
    params: params(record),
    alternateParams: slugAlternates(record, route === 'practice-area-slug-detail' ? 'detail' : 'slug', (locale) =>
      alternateExtra ? alternateExtra(record, locale) : {},
    ),
  }));
}
