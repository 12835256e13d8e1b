import { models } from '../../content-model/model/models.js';
import type { ContentStore, FieldValue, StoredItem } from '../store/content-store.js';
import { asIds, asSeo, asString } from '../store/field-values.js';

const modelsByApiKey = new Map(models.map((model) => [model.apiKey, model]));
const inUseByStore = new WeakMap<ContentStore, ReadonlySet<string>>();

/** The uploads a value of a file, gallery or SEO field names. */
function uploadsOf(type: string, value: FieldValue | undefined): readonly string[] {
  if (value === undefined) return [];
  if (type === 'file') return [asString(value) ?? []].flat();
  if (type === 'gallery') return asIds(value);
  if (type === 'seo') return [asSeo(value)?.image ?? []].flat();
  return [];
}

function collect(item: StoredItem, used: Set<string>): void {
  for (const field of modelsByApiKey.get(item.modelApiKey)?.fields ?? []) {
    const values = field.localized
      ? Object.values(item.localizedFields[field.apiKey] ?? {})
      : [item.fields[field.apiKey]];
    for (const value of values) for (const id of uploadsOf(field.type, value)) used.add(id);
  }
}

/**
 * The ids of the uploads something uses (`inUse` of the uploads filter): a file, gallery or SEO field of a record
 * or block, drafts included, or the site's favicon and fallback SEO image. Computed once per store.
 */
export function uploadsInUse(store: ContentStore): ReadonlySet<string> {
  let used = inUseByStore.get(store);
  if (!used) {
    const ids = new Set<string>();
    for (const record of store.records.values()) collect(record, ids);
    for (const block of store.blocks.values()) collect(block, ids);
    if (store.site.favicon) ids.add(store.site.favicon);
    for (const globalSeo of Object.values(store.site.globalSeo)) {
      if (globalSeo?.fallbackSeo?.image) ids.add(globalSeo.fallbackSeo.image);
    }
    used = ids;
    inUseByStore.set(store, used);
  }
  return used;
}
