import { buildBlockRecord, type ApiTypes, type Client } from '@datocms/cma-client-node';
import { mapConcurrent } from '../../io/map-concurrent.js';
import type {
  ExportPlan,
  PlannedBlock,
  PlannedField,
  PlannedModel,
  PlannedRecord,
  PlannedValidators,
} from './export-plan.js';
import { orderingMeta } from './planned-fields.js';

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
  /** Told of each write before it is done, for a progress line. */
  onWrite?: (message: string) => void;
  /** Only read the project: report what a run would write. */
  dryRun?: boolean;
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
      'item_types' in settings
        ? { item_types: settings.item_types.map((apiKey) => idOf(itemTypeIds, apiKey)) }
        : settings,
    ]),
  );
}

function recordAttributes(
  record: PlannedRecord,
  keys: readonly string[],
  itemTypeIds: ItemTypeIds,
): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, cmaValue(record.attributes[key], itemTypeIds)]));
}

async function listAll<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const entry of iterator) all.push(entry);
  return all;
}

/** What is read of a project's model: its id and default ordering. */
interface ProjectModel {
  id: string;
  ordering_field: { id: string } | null;
  ordering_direction: ApiTypes.ItemType['ordering_direction'];
  ordering_meta: ApiTypes.ItemType['ordering_meta'];
}

const projectModel = ({ id, ordering_field, ordering_direction, ordering_meta }: ProjectModel): ProjectModel => ({
  id,
  ordering_field,
  ordering_direction,
  ordering_meta,
});

/** The id a model or field to be created stands under in a dry run (no project id starts with it). */
const NEW = 'new:';

/**
 * Brings a DatoCMS project up to the plan through the Content Management API: the site's locales, then every missing
 * model (by api key), field (by api key within its model) and default ordering, every missing upload and record (by
 * id). Records are created without their deferred link fields, which are written once every record exists; those
 * published in the content are then published, 200 at a time. What the project already has is left as it is. With
 * `dryRun`, the project is only read: the report says what a run would write.
 */
export async function applyExportPlan(
  client: Client,
  plan: ExportPlan,
  options: ApplyOptions = {},
): Promise<ExportReport> {
  const onWrite = options.onWrite ?? (() => undefined);
  /** Runs one write (or, in a dry run, takes its stand-in result), telling it first. */
  const write = async <T>(message: string, action: () => Promise<T>, standIn: () => T): Promise<T> => {
    onWrite(message);
    return options.dryRun ? standIn() : action();
  };
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
    await write(
      `locales ${plan.locales.join(', ')}`,
      () => client.site.update({ locales: [first, ...others] }),
      () => undefined,
    );
    report.localesUpdated = true;
  }

  const itemTypes = new Map(
    (await client.itemTypes.list()).map((itemType) => [itemType.api_key, projectModel(itemType)]),
  );
  for (const model of plan.models.filter((candidate) => !itemTypes.has(candidate.apiKey))) {
    const created = await write(
      `model ${model.apiKey}`,
      async () =>
        projectModel(
          await client.itemTypes.create({
            name: model.name,
            api_key: model.apiKey,
            singleton: model.singleton,
            modular_block: model.modularBlock,
            draft_mode_active: model.draftModeActive,
            all_locales_required: false,
          }),
        ),
      () => ({ id: `${NEW}${model.apiKey}`, ordering_field: null, ordering_direction: null, ordering_meta: null }),
    );
    itemTypes.set(model.apiKey, created);
    report.modelsCreated.push(model.apiKey);
  }
  const itemTypeIds: ItemTypeIds = new Map([...itemTypes].map(([apiKey, itemType]) => [apiKey, itemType.id]));

  for (const model of plan.models) {
    const itemType = itemTypes.get(model.apiKey) as ProjectModel;
    const listed = itemType.id.startsWith(NEW) ? [] : await client.fields.list(itemType.id);
    const fields = new Map(listed.map((field) => [field.api_key, field.id]));
    for (const field of model.fields.filter((candidate) => !fields.has(candidate.apiKey))) {
      const id = await write(
        `field ${model.apiKey}.${field.apiKey}`,
        async () => (await createField(client, itemType.id, field, itemTypeIds)).id,
        () => `${NEW}${model.apiKey}.${field.apiKey}`,
      );
      fields.set(field.apiKey, id);
      report.fieldsCreated.push(`${model.apiKey}.${field.apiKey}`);
    }
    const ordering = orderingUpdate(itemType, model, fields);
    if (ordering) {
      await write(
        `ordering of ${model.apiKey}`,
        () => client.itemTypes.update(itemType.id, ordering),
        () => undefined,
      );
      report.orderingsSet.push(model.apiKey);
    }
  }

  const uploads = new Set((await listAll(client.uploads.listPagedIterator())).map((upload) => upload.id));
  const missingUploads = plan.uploads.filter((upload) => !uploads.has(upload.id));
  await mapConcurrent(missingUploads, options.uploadConcurrency ?? 8, async (upload) => {
    const create = () =>
      client.uploads.createFromLocalFile({
        id: upload.id,
        localPath: upload.path,
        filename: upload.filename,
        author: upload.author,
        copyright: upload.copyright,
        notes: upload.notes,
        tags: [...upload.tags],
        default_field_metadata: upload.defaultFieldMetadata as ApiTypes.UploadCreateSchema['default_field_metadata'],
      });
    await write(`upload ${upload.filename}`, create, () => undefined);
    report.uploadsCreated.push(upload.contentId);
  });

  const items = new Set((await listAll(client.items.listPagedIterator({ version: 'current' }))).map((item) => item.id));
  const missingRecords = plan.records.filter((record) => !items.has(record.id));
  for (const record of missingRecords) {
    const keys = Object.keys(record.attributes).filter((key) => !record.deferred.includes(key));
    const create = () =>
      client.items.create({
        id: record.id,
        item_type: { type: 'item_type', id: idOf(itemTypeIds, record.model) },
        meta: { created_at: record.createdAt, first_published_at: record.firstPublishedAt },
        ...recordAttributes(record, keys, itemTypeIds),
      });
    await write(`record ${record.sourceFile}`, create, () => undefined);
    report.recordsCreated.push(record.contentId);
  }
  for (const record of missingRecords.filter((candidate) => candidate.deferred.length > 0)) {
    const update = () => client.items.update(record.id, recordAttributes(record, record.deferred, itemTypeIds));
    await write(`links of ${record.sourceFile}`, update, () => undefined);
    report.recordsLinked.push(record.contentId);
  }
  const draftModels = new Set(plan.models.filter((model) => model.draftModeActive).map((model) => model.apiKey));
  const toPublish = missingRecords.filter((candidate) => candidate.publish && draftModels.has(candidate.model));
  for (let start = 0; start < toPublish.length; start += BULK_PUBLISH_LIMIT) {
    const batch = toPublish.slice(start, start + BULK_PUBLISH_LIMIT);
    const publish = () => client.items.bulkPublish({ items: batch.map((record) => ({ type: 'item', id: record.id })) });
    await write(`publication of ${batch.length} records`, publish, () => undefined);
    report.recordsPublished.push(...batch.map((record) => record.contentId));
  }
  return report;
}

function createField(
  client: Client,
  itemTypeId: string,
  field: PlannedField,
  itemTypeIds: ItemTypeIds,
): Promise<ApiTypes.Field> {
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

/** The update that gives the model its planned default ordering, or null when the project's is that one already. */
function orderingUpdate(
  itemType: ProjectModel,
  model: PlannedModel,
  fields: ReadonlyMap<string, string>,
): ApiTypes.ItemTypeUpdateSchema | null {
  if (!model.ordering) return null;
  const meta = (orderingMeta(model.ordering) ?? null) as ApiTypes.ItemTypeUpdateSchema['ordering_meta'];
  const fieldId = meta ? null : (fields.get(model.ordering.field) ?? null);
  const current = itemType.ordering_field?.id ?? null;
  if (
    itemType.ordering_direction === model.ordering.direction &&
    itemType.ordering_meta === meta &&
    current === fieldId
  )
    return null;
  return {
    ordering_direction: model.ordering.direction,
    ordering_meta: meta,
    ordering_field: fieldId ? { type: 'field', id: fieldId } : null,
  };
}
