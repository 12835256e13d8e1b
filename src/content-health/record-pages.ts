import type { Locale } from '../config/locales.js';
import { recordTypeName } from '../content-model/api/naming.js';
import {
  type RoutableModel,
  recordTypeOf,
  routableModels,
  routeAddressing,
} from '../content-model/model/record-types.js';
import { recordPath } from '../routing/index.js';
import type { FieldValue } from './field-value.js';
import type { HealthRecord } from './health-record.js';

/** Whether records of `model` have pages of their own. */
export const hasPages = (model: string): boolean => (routableModels as readonly string[]).includes(model);

const slugIn = (value: FieldValue | undefined, locale: Locale): string | null => {
  const slug = value?.localized ? value.byLocale[locale] : value?.value;
  return typeof slug === 'string' && slug !== '' ? slug : null;
};

/** The id a link field holds (`{ id }`), if any. */
const linkedId = (value: FieldValue | undefined): string | null => {
  const link = value && !value.localized ? value.value : null;
  return typeof link === 'object' && link !== null && 'id' in link ? String(link.id) : null;
};

/**
 * The path of each page of a record, per locale code, as the route table (derived from the model table) builds it:
 * none for a model without pages, nor in a locale the record has no content in.
 */
export function recordPages(
  record: HealthRecord,
  byId: ReadonlyMap<string, HealthRecord>,
): Partial<Record<Locale, string>> {
  if (!hasPages(record.model)) return {};
  const parentId = linkedId(record.fields.pageParent);
  const parent = parentId === null ? undefined : byId.get(parentId);
  const pages: Partial<Record<Locale, string>> = {};
  const addressing = routeAddressing(recordTypeOf(record.model as RoutableModel).route);
  for (const locale of record.locales) {
    const slug = slugIn(record.fields.slug, locale);
    const parentSlug = parent ? slugIn(parent.fields.slug, locale) : null;
    // Without the slugs its route needs, the record has no page in this locale (the route table would log it).
    if ((addressing !== 'none' && slug === null) || (addressing === 'parent-slug' && parentSlug === null)) continue;
    try {
      const path = recordPath(
        { __typename: recordTypeName(record.model), id: record.id, slug, pageParent: { slug: parentSlug } },
        locale,
      );
      if (path !== null) pages[locale] = path;
    } catch {
      // A slug the route cannot take: the record has no page in this locale.
    }
  }
  return pages;
}
