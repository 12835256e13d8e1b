import { modelByApiKey } from '../../content-model/model/models.js';
import type { FieldType } from '../../content-model/model/definition.js';
import type { FieldValue, LocalizedValues, StoredRecord } from './content-store.js';

/** The field types a summary leaves out: documents, the bulk of a record, which filters and orderBy cannot read. */
export const SUMMARY_LEFT_OUT: ReadonlySet<FieldType> = new Set<FieldType>(['structured_text', 'rich_text', 'seo']);

/**
 * A record without the values of its SEO, structured text and rich text fields (those fields have no entry): what
 * a collection query filters and sorts a whole collection on, a fraction of the record to read.
 */
export function recordSummary(record: StoredRecord): StoredRecord {
  const fields: Record<string, FieldValue> = {};
  const localizedFields: Record<string, LocalizedValues<FieldValue>> = {};
  for (const field of modelByApiKey(record.modelApiKey).fields) {
    if (SUMMARY_LEFT_OUT.has(field.type)) continue;
    if (field.apiKey in record.fields) fields[field.apiKey] = record.fields[field.apiKey] ?? null;
    const localized = record.localizedFields[field.apiKey];
    if (localized) localizedFields[field.apiKey] = localized;
  }
  return { ...record, fields, localizedFields };
}
