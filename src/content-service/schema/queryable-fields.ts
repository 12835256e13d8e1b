import type { LocaleIso } from '../../config/locales.js';
import type { FieldType, ModelDefinition } from '../../content-model/model/definition.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';

/** How a field is filtered and sorted. */
export type QueryKind =
  | 'itemId'
  | 'status'
  | 'metaDateTime'
  | 'string'
  | 'text'
  | 'slug'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'date'
  | 'datetime'
  | 'link'
  | 'links'
  | 'file'
  | 'gallery'
  | 'locales';

/** A field that filters and orderBy can use, with how to read it from an item (or upload) in the query's locale. */
export interface QueryableField<T = StoredItem> {
  name: string;
  kind: QueryKind;
  /** The value in `locale` only: filters and sorting do not use fallback locales. */
  read(item: T, locale: LocaleIso): FieldValue;
  sortable: boolean;
}

const KIND_OF_TYPE: Partial<Record<FieldType, QueryKind>> = {
  string: 'string',
  text: 'text',
  slug: 'slug',
  boolean: 'boolean',
  integer: 'integer',
  float: 'float',
  date: 'date',
  datetime: 'datetime',
  link: 'link',
  links: 'links',
  file: 'file',
  gallery: 'gallery',
};

const SORTABLE_KINDS = new Set<QueryKind>(['string', 'slug', 'boolean', 'integer', 'float', 'date', 'datetime']);

function meta(
  name: string,
  kind: QueryKind,
  read: (item: StoredItem) => FieldValue,
  sortable: boolean,
): QueryableField {
  return { name, kind, read, sortable };
}

/** The meta fields and the model's fields that can be filtered (seo, structured and rich text cannot). */
export function queryableFields(model: ModelDefinition): QueryableField[] {
  const fields = model.fields.flatMap((field): QueryableField[] => {
    const kind = KIND_OF_TYPE[field.type];
    if (!kind) return [];
    const read = field.localized
      ? (item: StoredItem, locale: LocaleIso): FieldValue => item.localizedFields[field.apiKey]?.[locale] ?? null
      : (item: StoredItem): FieldValue => item.fields[field.apiKey] ?? null;
    return [{ name: field.apiKey, kind, read, sortable: SORTABLE_KINDS.has(kind) }];
  });
  return [
    meta('id', 'itemId', (item) => item.id, true),
    meta('_status', 'status', (item) => item.meta.status, false),
    meta('_createdAt', 'metaDateTime', (item) => item.meta.createdAt, true),
    meta('_updatedAt', 'metaDateTime', (item) => item.meta.updatedAt, true),
    meta('_publishedAt', 'metaDateTime', (item) => item.meta.publishedAt, true),
    meta('_firstPublishedAt', 'metaDateTime', (item) => item.meta.firstPublishedAt, true),
    meta('_isValid', 'boolean', () => true, false),
    meta('_locales', 'locales', (item) => item.locales, false),
    ...fields,
  ];
}
