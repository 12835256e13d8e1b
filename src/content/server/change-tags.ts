import { models } from '../model/models.js';
import { cacheTag } from '../schema/cache-tags.js';

/**
 * The cache tags a change invalidates, as the content service tags its responses (schema/cache-tags.ts): what a
 * DatoCMS record webhook or a saved content file means for the responses that read it. A record's change also
 * invalidates its model's collection, since a new, removed, re-dated or re-categorized record changes the lists,
 * filters and counts that walked it.
 */

/** The models that have records (blocks live inside them). */
const recordModels = new Set(models.filter((model) => !model.block).map((model) => model.apiKey));

/** Whether `apiKey` names a model with records of its own. */
export function isRecordModel(apiKey: string): boolean {
  return recordModels.has(apiKey);
}

/** A record created, changed, published, unpublished or deleted. */
export function recordChangeTags(id: string, modelApiKey: string): string[] {
  return [cacheTag('record', id), cacheTag('model', modelApiKey)];
}

/** An upload (its file or its metadata) created, changed or deleted: it, and the media library that lists it. */
export function uploadChangeTags(id: string): string[] {
  return [cacheTag('upload', id), cacheTag('uploads', 'uploads')];
}

/** The site's settings (`site.json`, DatoCMS's `_site`). */
export function siteChangeTags(): string[] {
  return [cacheTag('site', 'site')];
}
