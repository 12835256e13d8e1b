import type { LocaleIso } from '../../config/locales.js';
import { dastReferences } from '../dast/dast-references.js';
import type { FieldDefinition } from '../model/definition.js';
import { modelByApiKey } from '../model/models.js';
import type { FieldValue, ItemMeta, LocalizedValues, StoredBlock, StoredRecord } from './content-store.js';
import { contentLocales } from './content-locales.js';
import type { ProblemCollector } from './content-validation-error.js';
import { asIds, asSeo, asString } from './field-values.js';
import { isEmptyParsed, type ParsedBlock, type ParsedValue } from './parsed-content.js';
import type { RecordFile } from './record-files.js';

/** What references are checked against: the model of every record id, and the upload ids. */
export interface ReferenceIndex {
  recordModels: ReadonlyMap<string, string>;
  uploadIds: ReadonlySet<string>;
}

/**
 * Turns a parsed record file into the stored record and its blocks (flattened, nested blocks included), checking
 * that every link, record link of structured text and upload it refers to exists and is of an allowed model.
 */
export function normalizeRecord(
  source: RecordFile,
  references: ReferenceIndex,
  problems: ProblemCollector,
): { record: StoredRecord; blocks: StoredBlock[] } {
  const { file, model, parsed } = source;
  const blocks: StoredBlock[] = [];
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

  const checkPlainReferences = (field: FieldDefinition, value: FieldValue, path: PropertyKey[]): void => {
    const single = asString(value);
    const image = asSeo(value)?.image;
    if (field.type === 'link' && single) checkRecordLink(field, single, path);
    if (field.type === 'links') asIds(value).forEach((id, index) => checkRecordLink(field, id, [...path, index]));
    if (field.type === 'file' && single) checkUpload(single, path);
    if (field.type === 'gallery') asIds(value).forEach((id, index) => checkUpload(id, [...path, index]));
    if (field.type === 'seo' && image) checkUpload(image, [...path, 'image']);
  };

  const storeValue = (field: FieldDefinition, value: ParsedValue, path: PropertyKey[]): FieldValue => {
    switch (value.kind) {
      case 'plain':
        checkPlainReferences(field, value.value, path);
        return value.value;
      case 'blocks':
        return value.blocks.map((block, index) => storeBlock(block, [...path, index]));
      case 'structured_text':
        for (const id of dastReferences(value.value).links) checkRecordLink(field, id, [...path, 'value']);
        return {
          value: value.value,
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
    const stored = item(block.id, block.modelApiKey, parsed.meta, blockFields, {}, locales, file);
    blocks.push({ ...stored, recordId: parsed.id });
    return block.id;
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
  return { record: item(parsed.id, model.apiKey, parsed.meta, fields, localizedFields, locales, file), blocks };
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
