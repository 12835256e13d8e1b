import { createHash } from 'node:crypto';
import { models } from '../../content-model/model/models.js';
import { cacheTag } from '../schema/cache-tags.js';

/**
 * The cache tags a change invalidates, as the content service tags its responses (schema/cache-tags.ts): what a
 * DatoCMS record webhook or a saved content file means for the responses that read it.
 * - A change of a record's fields: the record's tag, and the tag of each changed field (the lists that filter or
 *   sort on it). A text edit re-renders the record's pages and the lists that show it, nothing else.
 * - A record created, deleted, published or unpublished, or a change whose fields are not known (a record webhook,
 *   which does not say what changed, a file that does not parse): the record's tag and its model's collection tag
 *   (every list, filter and count query of the model).
 */

/** The models that have records (blocks live inside them). */
const recordModels = new Set(models.filter((model) => !model.block).map((model) => model.apiKey));

/** Whether `apiKey` names a model with records of its own. */
export function isRecordModel(apiKey: string): boolean {
  return recordModels.has(apiKey);
}

/**
 * A record changed: with `changedFields`, a change of those fields only (their names as filters and orders name
 * them); without, a record created, published, unpublished, deleted, or changed in a way not known.
 */
export function recordChangeTags(id: string, modelApiKey: string, changedFields?: readonly string[]): string[] {
  if (!changedFields) return [cacheTag('record', id), cacheTag('model', modelApiKey)];
  return [cacheTag('record', id), ...changedFields.map((field) => cacheTag('field', `${modelApiKey}.${field}`))];
}

/** What a record file's version is compared by: its status, and a digest of each field's value (meta fields included). */
export interface RecordVersion {
  status: unknown;
  fields: ReadonlyMap<string, string>;
}

/** The meta dates that default to `_createdAt` in a content file (docs/reference/content-files.md). */
const DEFAULTED_DATES = ['_updatedAt', '_publishedAt', '_firstPublishedAt'] as const;
const emptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The version of a record file's text, or undefined when it is not a record (not a JSON object). */
export function recordVersion(text: string): RecordVersion | undefined {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const values: Record<string, unknown> = { ...record };
  for (const date of DEFAULTED_DATES) values[date] ??= values._createdAt;
  // `_locales`: the locales in which some localized field (an object keyed by locale) has a value.
  const locales = new Set<string>();
  for (const value of Object.values(values)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [locale, localized] of Object.entries(value))
      if (/^[a-z]{2}(-[A-Z]{2})?$/.test(locale) && !emptyValue(localized)) locales.add(locale);
  }
  values._locales = [...locales].sort();
  const digest = (value: unknown) =>
    createHash('sha1')
      .update(JSON.stringify(value) ?? '')
      .digest('base64url');
  return {
    status: values._status,
    fields: new Map(Object.entries(values).map(([key, value]) => [key, digest(value)])),
  };
}

/**
 * The tags of a record file's change from `before` to `after` (undefined: no such file, or not a record): a change
 * of fields when both are records of the same status, else a record created, deleted, published or unpublished.
 */
export function recordFileChangeTags(
  id: string,
  modelApiKey: string,
  before: RecordVersion | undefined,
  after: RecordVersion | undefined,
): string[] {
  if (!before || !after || before.status !== after.status) return recordChangeTags(id, modelApiKey);
  const keys = new Set([...before.fields.keys(), ...after.fields.keys()]);
  const changed = [...keys].filter((key) => before.fields.get(key) !== after.fields.get(key)).sort();
  return recordChangeTags(id, modelApiKey, changed);
}

/** An upload (its file or its metadata) created, changed or deleted: it, and the media library that lists it. */
export function uploadChangeTags(id: string): string[] {
  return [cacheTag('upload', id), cacheTag('uploads', 'uploads')];
}

/** The site's settings (`site.json`, DatoCMS's `_site`). */
export function siteChangeTags(): string[] {
  return [cacheTag('site', 'site')];
}
