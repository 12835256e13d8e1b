import { createHash } from 'node:crypto';
import { recordChangeTags } from '../content-model/api/change-tags.js';

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
