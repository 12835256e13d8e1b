import type { LocaleIso } from '../../config/locales.js';
import { dastReferences } from '../dast/dast-references.js';
import { withItemIds } from '../dast/dast-item-ids.js';
import type { FieldDefinition } from '../../content-model/model/definition.js';
import { modelByApiKey } from '../../content-model/model/models.js';
import type { FieldValue, ItemMeta, LocalizedValues, StoredBlock, StoredRecord } from './content-store.js';
import { contentLocales } from './content-locales.js';
import type { ProblemCollector } from './content-validation-error.js';
import { datocmsId } from './datocms-id.js';
import { asIds, asSeo, asString } from './field-values.js';
import { isEmptyParsed, type ParsedBlock, type ParsedValue } from './parsed-content.js';
import type { RecordFile } from './record-files.js';
import type { ItemKey } from './uniqueness-checks.js';

/** What references are checked against: the model of every record id, and the upload ids. */
export interface ReferenceIndex {
  recordModels: ReadonlyMap<string, string>;
  uploadIds: ReadonlySet<string>;
}

/** A record file as the store keeps it: its record and blocks, and what the checks across files need of them. */
export interface NormalizedRecord {
  record: StoredRecord;
  blocks: StoredBlock[];
  /** The keys of the record and of its blocks (in the order of `blocks`). */
  keys: { record: ItemKey; blocks: ItemKey[] };
}

const itemId = (contentId: string): string => datocmsId('item', contentId);
const uploadId = (contentId: string): string => datocmsId('upload', contentId);

/**
 * Turns a parsed record file into the stored record and its blocks (flattened, nested blocks included), checking
 * that every link, record link of structured text and upload it refers to exists and is of an allowed model. The
 * file names its record, blocks, links and uploads by content id (file names, block ids); the store keeps their
 * DatoCMS ids (datocms-id.ts), the ids the content service answers and an exported project has.
 */
export function normalizeRecord(
  source: RecordFile,
  references: ReferenceIndex,
  problems: ProblemCollector,
): NormalizedRecord {
  const { file, model, parsed } = source;
  const blocks: StoredBlock[] = [];
  const blockKeys: ItemKey[] = [];
  const recordId = itemId(parsed.id);
  const locales = recordLocales(source);

  const checkRecordLink = (field: FieldDefinition, id: string, path: PropertyKey[]): void => {
    const target = references.recordModels.get(id);
    if (!target) problems.add(file, path, `links to record "${id}", which does not exist`);
    else if (field.models && !field.models.includes(target)) {
      problems.add(file, path, `links to "${id}", a ${target} record; this field allows ${field.models.join(', ')}`);
    }
  };

  const checkUpload = (id: string, path: PropertyKey[]): void => {
    if (!references.uploadIds.has(id)) problems.add(file, path, `refers to upload "${id}", which does not exist`);
  };

  /** A plain value with its references checked, and written by DatoCMS id. */
  const storePlain = (field: FieldDefinition, value: FieldValue, path: PropertyKey[]): FieldValue => {
    const single = asString(value);
    const seo = asSeo(value);
    switch (field.type) {
      case 'link':
        if (single) checkRecordLink(field, single, path);
        return single ? itemId(single) : value;
      case 'links':
        asIds(value).forEach((id, index) => {
          checkRecordLink(field, id, [...path, index]);
        });
        return Array.isArray(value) ? asIds(value).map(itemId) : value;
      case 'file':
        if (single) checkUpload(single, path);
        return single ? uploadId(single) : value;
      case 'gallery':
        asIds(value).forEach((id, index) => {
          checkUpload(id, [...path, index]);
        });
        return Array.isArray(value) ? asIds(value).map(uploadId) : value;
      case 'seo':
        if (seo?.image) checkUpload(seo.image, [...path, 'image']);
        return seo?.image ? { ...seo, image: uploadId(seo.image) } : value;
      default:
        return value;
    }
  };

  const storeValue = (field: FieldDefinition, value: ParsedValue, path: PropertyKey[]): FieldValue => {
    switch (value.kind) {
      case 'plain':
        return storePlain(field, value.value, path);
      case 'blocks':
        return value.blocks.map((block, index) => storeBlock(block, [...path, index]));
      case 'structured_text':
        for (const id of dastReferences(value.value).links) checkRecordLink(field, id, [...path, 'value']);
        return {
          value: withItemIds(value.value, itemId),
          blocks: value.blocks.map((block, index) => storeBlock(block, [...path, 'blocks', index])),
        };
    }
  };

  const storeBlock = (block: ParsedBlock, path: PropertyKey[]): string => {
    const blockFields: Record<string, FieldValue> = {};
    for (const field of modelByApiKey(block.modelApiKey).fields) {
      const value = block.fields[field.apiKey];
      if (value) blockFields[field.apiKey] = storeValue(field, value, [...path, field.apiKey]);
    }
    const stored = item(itemId(block.id), block.modelApiKey, parsed.meta, blockFields, {}, locales, file);
    blocks.push({ ...stored, recordId });
    blockKeys.push({ id: stored.id, contentId: block.id, modelApiKey: block.modelApiKey, sourceFile: file, recordId });
    return stored.id;
  };

  const fields: Record<string, FieldValue> = {};
  const localizedFields: Record<string, LocalizedValues<FieldValue>> = {};
  for (const field of model.fields) {
    const parsedField = parsed.fields[field.apiKey];
    if (!parsedField) continue;
    if (!parsedField.localized) {
      fields[field.apiKey] = storeValue(field, parsedField.value, [field.apiKey]);
      continue;
    }
    const values: Partial<Record<LocaleIso, FieldValue>> = {};
    for (const locale of contentLocales) {
      const value = parsedField.values[locale];
      if (value) values[locale] = storeValue(field, value, [field.apiKey, locale]);
    }
    localizedFields[field.apiKey] = values;
  }
  const record = item(recordId, model.apiKey, parsed.meta, fields, localizedFields, locales, file);
  const recordKey: ItemKey = { id: recordId, contentId: parsed.id, modelApiKey: model.apiKey, sourceFile: file };
  return { record, blocks, keys: { record: recordKey, blocks: blockKeys } };
}

function item(
  id: string,
  modelApiKey: string,
  meta: ItemMeta,
  fields: Record<string, FieldValue>,
  localizedFields: Record<string, LocalizedValues<FieldValue>>,
  locales: readonly LocaleIso[],
  sourceFile: string,
): StoredRecord {
  return { id, modelApiKey, meta, fields, localizedFields, locales, sourceFile };
}

/** The locales with a value in some localized field; every locale when the model has no localized field. */
function recordLocales({ model, parsed }: RecordFile): LocaleIso[] {
  if (!model.fields.some((field) => field.localized)) return [...contentLocales];
  return contentLocales.filter((locale) =>
    Object.values(parsed.fields).some((field) => field.localized && !isEmptyParsed(field.values[locale])),
  );
}
