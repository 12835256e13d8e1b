import { models } from '../model/models.js';
import { cacheTag } from './cache-tags.js';

/**
 * The cache tags a change invalidates, as the content service tags its responses (cache-tags.ts): what a
 * DatoCMS record webhook or a saved content file means for the responses that read it.
 * - A change of a record's fields: the record's tag, and the tag of each changed field (the lists that filter or
 *   sort on it). A text edit re-renders the record's pages and the lists that show it, nothing else.
 * - A record created, deleted, published or unpublished, or a change whose fields are not known (a record webhook,
 *   which does not say what changed, a file that does not parse): the record's tag and its model's collection tag
 *   (every list, filter and count query of the model).
 * What a saved content file changed of its record: record-version.ts, beside the watcher of the content folder.
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

/** An upload (its file or its metadata) created, changed or deleted: it, and the media library that lists it. */
export function uploadChangeTags(id: string): string[] {
  return [cacheTag('upload', id), cacheTag('uploads', 'uploads')];
}

/** The site's settings (`site.json`, DatoCMS's `_site`). */
export function siteChangeTags(): string[] {
  return [cacheTag('site', 'site')];
}
