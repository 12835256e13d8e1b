import type { LocaleIso } from '../../config/locales.js';
import type { ContentStore, StoredItem, StoredUpload } from '../store/content-store.js';

/** What every resolver gets as GraphQL context. */
export interface ContentContext {
  store: ContentStore;
  /** Whether draft records are served (preview); otherwise they do not exist for the query. */
  includeDrafts: boolean;
  /** Where upload URLs start (see executeContentQuery). */
  uploadsBaseUrl: string;
  /** The cache tags of what the query read (see cache-tags.ts), when its request asked for them. */
  cacheTags?: Set<string>;
}

/** The locale a value is read in, then the locales tried in order when it has no value there. */
export interface LocaleScope {
  locale: LocaleIso;
  fallbackLocales: readonly LocaleIso[];
}

/** The GraphQL source of a record or block type: the item and the locale scope of the query that reached it. */
export interface ItemSource extends LocaleScope {
  /** The item, or the record's summary (recordSummary) when `summarized`: then read its left-out fields with wholeItem. */
  item: StoredItem;
  summarized?: boolean;
}

/**
 * The source's item with the values of every field: the record itself when the source holds its summary (a page of a
 * collection answers its other fields from the summary, a fraction of the record to read).
 */
export function wholeItem(source: ItemSource, context: ContentContext): StoredItem {
  return source.summarized ? (context.store.records.get(source.item.id) as StoredItem) : source.item;
}

/** The GraphQL source of FileField. */
export interface UploadSource extends LocaleScope {
  upload: StoredUpload;
}

/** The arguments `locale` and `fallbackLocales`, as parsed by the SiteLocale enum. */
export interface LocaleArgs {
  locale?: LocaleIso | null;
  fallbackLocales?: readonly LocaleIso[] | null;
}

export function isVisible(item: StoredItem, context: Pick<ContentContext, 'includeDrafts'>): boolean {
  return context.includeDrafts || item.meta.status !== 'draft';
}

/** A record that exists for the query (drafts exist only with includeDrafts). */
export function visibleRecord(id: string, context: ContentContext): StoredItem | undefined {
  const record = context.store.records.get(id);
  return record && isVisible(record, context) ? record : undefined;
}

/**
 * Whether a linked record can be read in the query's scope: it has content in its locale or one of its fallbacks. A
 * record written in French only is no link target of an English answer (a menu, a body, related articles leave it
 * out), as its `_locales` filter leaves it out of English collections: its required fields have no English value.
 */
export function readableIn(item: StoredItem, scope: LocaleScope): boolean {
  return item.locales.includes(scope.locale) || scope.fallbackLocales.some((locale) => item.locales.includes(locale));
}
