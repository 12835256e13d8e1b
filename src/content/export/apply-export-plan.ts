import { buildBlockRecord, type ApiTypes, type Client } from '@datocms/cma-client-node';
import { mapConcurrent } from '../map-concurrent.js';
import type { ExportPlan, PlannedField, PlannedModel, PlannedRecord, PlannedValidators } from './export-plan.js';
import { orderingMeta } from './planned-fields.js';
import type { PlannedBlock } from './planned-records.js';

/** What one run wrote to the project; a second run over the same content and project writes nothing. */
export interface ExportReport {
  localesUpdated: boolean;
  modelsCreated: string[];
  fieldsCreated: string[];
  orderingsSet: string[];
  uploadsCreated: string[];
  recordsCreated: string[];
  recordsLinked: string[];
  recordsPublished: string[];
}

export interface ApplyOptions {
  /** Uploads sent at once (each waits for DatoCMS's upload job); default 8. */
  uploadConcurrency?: number;
  /** Told of each write as it is done, for a progress line. */
  onWrite?: (message: string) => void;
}

type ItemTypeIds = ReadonlyMap<string, string>;

/**
 * Records published by one request: DatoCMS's bulk publication takes up to 200, and publishes records that link to
 * each other together (one at a time, the first of two related articles would link to a draft).
 */
const BULK_PUBLISH_LIMIT = 200;

const isBlock = (value: unknown): value is PlannedBlock =>
  typeof value === 'object' && value !== null && 'block' in value && 'attributes' in value;

/** A planned value with each block written as the CMA's new-block object, its model by the project's id. */
function cmaValue(value: unknown, itemTypeIds: ItemTypeIds): unknown {
  if (Array.isArray(value)) return value.map((entry) => cmaValue(entry, itemTypeIds));
  if (isBlock(value)) {
    const attributes = Object.fromEntries(
      Object.entries(value.attributes).map(([key, entry]) => [key, cmaValue(entry, itemTypeIds)]),
    );
    return buildBlockRecord({ item_type: { type: 'item_type', id: idOf(itemTypeIds, value.block) }, ...attributes });
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, cmaValue(entry, itemTypeIds)]));
}

function idOf(ids: ItemTypeIds, apiKey: string): string {
  const id = ids.get(apiKey);
  if (!id) throw new Error(`Model "${apiKey}" is not in the DatoCMS project`);
  return id;
}

/** The validators with model api keys replaced by the project's model ids. */
function cmaValidators(validators: PlannedValidators, itemTypeIds: ItemTypeIds): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(validators).map(([name, settings]) => [
      name,
      'item_types' in settings ? { item_types: settings.item_types.map((apiKey) => idOf(itemTypeIds, apiKey)) } : settings,
    ]),
  );
}

function recordAttributes(record: PlannedRecord, keys: readonly string[], itemTypeIds: ItemTypeIds): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, cmaValue(record.attributes[key], itemTypeIds)]));
}

async function listAll<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const entry of iterator) all.push(entry);
  return all;
}

/**
 * Brings a DatoCMS project up to the plan through the Content Management API: the site's locales, then every missing
 * model (by api key), field (by api key within its model) and default ordering, every missing upload and record (by
 * id). Records are created without their deferred link fields, which are written once every record exists; those
 * published in the content are then published, 200 at a time. What the project already has is left as it is.
 */
export async function applyExportPlan(client: Client, plan: ExportPlan, options: ApplyOptions = {}): Promise<ExportReport> {
  const onWrite = options.onWrite ?? (() => undefined);
  const report: ExportReport = {
    localesUpdated: false,
    modelsCreated: [],
    fieldsCreated: [],
    orderingsSet: [],
    uploadsCreated: [],
    recordsCreated: [],
    recordsLinked: [],
    recordsPublished: [],
  };

  const site = await client.site.find();
  if (site.locales.join(',') !== plan.locales.join(',')) {
    const [first, ...others] = plan.locales;
    if (!first) throw new Error('The content has no locale');
    await client.site.update({ locales: [first, ...others] });
    report.localesUpdated = true;
    onWrite(`locales ${plan.locales.join(', ')}`);
  }

  const itemTypes = new Map((await client.itemTypes.list()).map((itemType) => [itemType.api_key, itemType]));
  for (const model of plan.models.filter((candidate) => !itemTypes.has(candidate.apiKey))) {
    const created = await client.itemTypes.create({
      name: model.name,
      api_key: model.apiKey,
      singleton: model.singleton,
      modular_block: model.modularBlock,
      draft_mode_active: model.draftModeActive,
      all_locales_required: false,
    });
    itemTypes.set(model.apiKey, created);
    report.modelsCreated.push(model.apiKey);
    onWrite(`model ${model.apiKey}`);
  }
  const itemTypeIds: ItemTypeIds = new Map([...itemTypes].map(([apiKey, itemType]) => [apiKey, itemType.id]));

  for (const model of plan.models) {
    const itemType = itemTypes.get(model.apiKey) as ApiTypes.ItemType;
    const fields = new Map((await client.fields.list(itemType.id)).map((field) => [field.api_key, field]));
    for (const field of model.fields.filter((candidate) => !fields.has(candidate.apiKey))) {
      fields.set(field.apiKey, await createField(client, itemType.id, field, itemTypeIds));
      report.fieldsCreated.push(`${model.apiKey}.${field.apiKey}`);
      onWrite(`field ${model.apiKey}.${field.apiKey}`);
    }
    if (await setOrdering(client, itemType, model, fields)) {
      report.orderingsSet.push(model.apiKey);
      onWrite(`ordering of ${model.apiKey}`);
    }
  }

  const uploads = new Set((await listAll(client.uploads.listPagedIterator())).map((upload) => upload.id));
  const missingUploads = plan.uploads.filter((upload) => !uploads.has(upload.id));
  await mapConcurrent(missingUploads, options.uploadConcurrency ?? 8, async (upload) => {
    await client.uploads.createFromLocalFile({
      id: upload.id,
      localPath: upload.path,
      filename: upload.filename,
      author: upload.author,
      copyright: upload.copyright,
      notes: upload.notes,
      tags: [...upload.tags],
      default_field_metadata: upload.defaultFieldMetadata as ApiTypes.UploadCreateSchema['default_field_metadata'],
    });
    report.uploadsCreated.push(upload.contentId);
    onWrite(`upload ${upload.filename}`);
  });

  const items = new Set((await listAll(client.items.listPagedIterator({ version: 'current' }))).map((item) => item.id));
  const missingRecords = plan.records.filter((record) => !items.has(record.id));
  for (const record of missingRecords) {
    const keys = Object.keys(record.attributes).filter((key) => !record.deferred.includes(key));
    await client.items.create({
      id: record.id,
      item_type: { type: 'item_type', id: idOf(itemTypeIds, record.model) },
      ...recordAttributes(record, keys, itemTypeIds),
    });
    report.recordsCreated.push(record.contentId);
    onWrite(`record ${record.sourceFile}`);
  }
  for (const record of missingRecords.filter((candidate) => candidate.deferred.length > 0)) {
    await client.items.update(record.id, recordAttributes(record, record.deferred, itemTypeIds));
    report.recordsLinked.push(record.contentId);
    onWrite(`links of ${record.sourceFile}`);
  }
  const draftModels = new Set(plan.models.filter((model) => model.draftModeActive).map((model) => model.apiKey));
  const toPublish = missingRecords.filter((candidate) => candidate.publish && draftModels.has(candidate.model));
  for (let start = 0; start < toPublish.length; start += BULK_PUBLISH_LIMIT) {
    const batch = toPublish.slice(start, start + BULK_PUBLISH_LIMIT);
    await client.items.bulkPublish({ items: batch.map((record) => ({ type: 'item', id: record.id })) });
    report.recordsPublished.push(...batch.map((record) => record.contentId));
    onWrite(`published ${batch.length} records`);
  }
  return report;
}

function createField(client: Client, itemTypeId: string, field: PlannedField, itemTypeIds: ItemTypeIds): Promise<ApiTypes.Field> {
  // The client types a field body per field type; the plan's type is only known at run time.
  const body = {
    label: field.label,
    api_key: field.apiKey,
    field_type: field.fieldType,
    localized: field.localized,
    validators: cmaValidators(field.validators, itemTypeIds),
  } as ApiTypes.FieldCreateSchema;
  return client.fields.create(itemTypeId, body);
}

/** Sets the model's default ordering when the project's differs; true when it wrote. */
async function setOrdering(
  client: Client,
  itemType: ApiTypes.ItemType,
  model: PlannedModel,
  fields: ReadonlyMap<string, ApiTypes.Field>,
): Promise<boolean> {
  if (!model.ordering) return false;
  const meta = orderingMeta(model.ordering);
  const fieldId = meta ? null : (fields.get(model.ordering.field)?.id ?? null);
  const current = itemType.ordering_field?.id ?? null;
  if (itemType.ordering_direction === model.ordering.direction && itemType.ordering_meta === (meta ?? null) && current === fieldId) {
    return false;
  }
  await client.itemTypes.update(itemType.id, {
    ordering_direction: model.ordering.direction,
    ordering_meta: (meta ?? null) as ApiTypes.ItemTypeUpdateSchema['ordering_meta'],
    ordering_field: fieldId ? { type: 'field', id: fieldId } : null,
  });
  return true;
}
