import { models } from '../../content-model/model/models.js';
import type { ContentStore, StoredUpload } from '../store/content-store.js';
import type { ExportPlan, PlannedRecord, PlannedUpload, UploadLocaleMetadata } from './export-plan.js';
import { plannedModel } from './planned-fields.js';
import { plannedRecord } from './planned-records.js';

function plannedUpload(upload: StoredUpload, locales: ExportPlan['locales']): PlannedUpload {
  const metadata = (locale: (typeof locales)[number]): UploadLocaleMetadata => ({
    alt: upload.alt[locale] ?? null,
    title: upload.title[locale] ?? null,
    custom_data: upload.customData,
    focal_point: upload.focalPoint,
  });
  return {
    id: upload.id,
    contentId: upload.basename,
    path: upload.filePath,
    filename: upload.filename,
    author: upload.author,
    copyright: upload.copyright,
    notes: upload.notes,
    tags: upload.tags,
    defaultFieldMetadata: Object.fromEntries(locales.map((locale) => [locale, metadata(locale)])),
  };
}

/**
 * The records in an order DatoCMS can create them in: a record comes after those its required links point to (they
 * cannot be deferred); otherwise in model order, then by id.
 */
function creationOrder(records: readonly PlannedRecord[]): PlannedRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const ordered: PlannedRecord[] = [];
  const placed = new Set<string>();
  const place = (record: PlannedRecord, path: ReadonlySet<string>): void => {
    if (placed.has(record.id)) return;
    if (path.has(record.id)) throw new Error(`${record.sourceFile}: its required links form a cycle`);
    for (const [key, value] of Object.entries(record.attributes)) {
      const target = typeof value === 'string' && !record.deferred.includes(key) ? byId.get(value) : undefined;
      if (target && target.id !== record.id) place(target, new Set([...path, record.id]));
    }
    placed.add(record.id);
    ordered.push(record);
  };
  for (const record of records) place(record, new Set());
  return ordered;
}

/** The plan of the whole content: the site's locales, every model and block, every upload and every record. */
export function buildExportPlan(store: ContentStore): ExportPlan {
  const locales = store.site.locales;
  const modelOrder = new Map(models.map((model, index) => [model.apiKey, index]));
  const records = [...store.records.values()]
    .map((record) => plannedRecord(record, store))
    .sort(
      (a, b) =>
        (modelOrder.get(a.model) ?? 0) - (modelOrder.get(b.model) ?? 0) || a.contentId.localeCompare(b.contentId),
    );
  return {
    locales,
    models: models.map(plannedModel),
    uploads: [...store.uploads.values()]
      .map((upload) => plannedUpload(upload, locales))
      .sort((a, b) => a.contentId.localeCompare(b.contentId)),
    records: creationOrder(records),
  };
}
