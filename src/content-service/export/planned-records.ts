import { basename } from 'node:path';
import type { FieldDefinition } from '../../content-model/model/definition.js';
import { modelByApiKey } from '../../content-model/model/models.js';
import type { ContentStore, FieldValue, StoredItem, StoredRecord } from '../store/content-store.js';
import { asIds, asSeo, asString, asStructuredText } from '../store/field-values.js';
import type { CmaValue, PlannedBlock, PlannedRecord } from './export-plan.js';
import { snakeCase } from './planned-fields.js';

/**
 * Converts one item's values, noting whether any of them links to a record. The store already names records, blocks
 * and uploads by their DatoCMS ids (store/datocms-id.ts): the project gets the ids the content service answers.
 */
class ValueWriter {
  linksRecords = false;

  constructor(private readonly store: ContentStore) {}

  item(id: string): string {
    this.linksRecords = true;
    return id;
  }

  upload(id: string | null): { upload_id: string } | null {
    return id ? { upload_id: id } : null;
  }

  block(id: string): PlannedBlock {
    const block = this.store.blocks.get(id);
    if (!block) throw new Error(`Block "${id}" is not in the content`);
    return { block: block.modelApiKey, attributes: this.attributes(block) };
  }

  /** The DAST document with block nodes written out. */
  dast(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((child) => this.dast(child));
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, value]): [string, unknown] => {
      if (key !== 'item' || typeof value !== 'string') return [key, this.dast(value)];
      const type = (node as { type?: unknown }).type;
      return [key, type === 'block' || type === 'inlineBlock' ? this.block(value) : this.item(value)];
    });
    return Object.fromEntries(entries);
  }

  value(field: FieldDefinition, value: FieldValue): CmaValue {
    switch (field.type) {
      case 'link': {
        const id = asString(value);
        return id ? this.item(id) : null;
      }
      case 'links':
        return asIds(value).map((id) => this.item(id));
      case 'file':
        return this.upload(asString(value));
      case 'gallery':
        return asIds(value).map((id) => this.upload(id));
      case 'rich_text':
        return asIds(value).map((id) => this.block(id));
      case 'seo': {
        const seo = asSeo(value);
        if (!seo) return null;
        return {
          title: seo.title,
          description: seo.description,
          image: seo.image,
          twitter_card: seo.twitterCard,
          no_index: seo.noIndex,
        };
      }
      case 'structured_text': {
        const structuredText = asStructuredText(value);
        return structuredText ? this.dast(structuredText.value) : null;
      }
      default:
        return value;
    }
  }

  /** A field's value on an item; a localized one by locale (the item's locales). */
  fieldValue(item: StoredItem, field: FieldDefinition): CmaValue {
    if (!field.localized) return this.value(field, item.fields[field.apiKey] ?? null);
    const byLocale = item.localizedFields[field.apiKey] ?? {};
    return Object.fromEntries(item.locales.map((locale) => [locale, this.value(field, byLocale[locale] ?? null)]));
  }

  /** Every field of the item's model, by snake_case api key. */
  attributes(item: StoredItem): Record<string, CmaValue> {
    const fields = modelByApiKey(item.modelApiKey).fields;
    return Object.fromEntries(fields.map((field) => [snakeCase(field.apiKey), this.fieldValue(item, field)]));
  }
}

/** A record of the content as DatoCMS creates it; fields whose values link to records are deferred (PlannedRecord). */
export function plannedRecord(record: StoredRecord, store: ContentStore): PlannedRecord {
  const attributes: Record<string, CmaValue> = {};
  const deferred: string[] = [];
  for (const field of modelByApiKey(record.modelApiKey).fields) {
    const key = snakeCase(field.apiKey);
    const writer = new ValueWriter(store);
    attributes[key] = writer.fieldValue(record, field);
    if (writer.linksRecords && !field.required) deferred.push(key);
  }
  return {
    id: record.id,
    contentId: basename(record.sourceFile, '.json'),
    sourceFile: record.sourceFile,
    model: record.modelApiKey,
    publish: record.meta.status !== 'draft',
    createdAt: record.meta.createdAt,
    firstPublishedAt: record.meta.firstPublishedAt,
    attributes,
    deferred,
  };
}
