import { z } from 'zod';
import type { LocaleIso } from '../../config/locales.js';
import type { FieldDefinition, ModelDefinition } from '../../content-model/model/definition.js';
import type { ItemMeta } from './content-store.js';
import { contentLocales, defaultContentLocale, isContentLocale } from './content-locales.js';
import { valueSchemaOf } from './field-schemas.js';
import { isJsonObject } from './json-file.js';
import { emptyValue, isEmptyParsed } from './parsed-content.js';
import type { ParsedField, ParsedRecordFile, ParsedValue } from './parsed-content.js';
import { dateTimeSchema, idSchema } from './value-schemas.js';
import { parseNested, type IssueSink } from './zod-issues.js';

/**
 * Parses a record file of `model` (docs/reference/content-files.md), reporting every problem. The value of each field is
 * checked with its zod schema (field-schemas.ts); besides value types it checks:
 * - `_status`: "published" only for models without draft mode; a draft has no publication dates;
 * - required fields: a required localized field must have a value in the default locale (fr-CA) and in every other
 *   locale the record has content in (any localized field with a value), as DatoCMS requires it in each of the
 *   record's locales; a required non-localized field must have a value.
 * The result leaves out invalid fields, so that the references of the valid ones can still be checked; it is
 * undefined when the file is not an object or its id or dates are invalid.
 */
export function parseRecordFile(
  model: ModelDefinition,
  input: unknown,
  report: IssueSink,
): ParsedRecordFile | undefined {
  if (!isJsonObject(input)) {
    report([], 'expected a JSON object');
    return undefined;
  }
  const fieldKeys = new Set(model.fields.map((field) => field.apiKey));
  for (const key of Object.keys(input)) {
    if (!META_KEYS.has(key) && !fieldKeys.has(key)) report([key], 'unknown field');
  }
  const meta = parseMeta(model, input, report);
  const fields: Record<string, ParsedField> = {};
  for (const field of model.fields) {
    const parsed = parseField(field, input[field.apiKey], report);
    if (parsed) fields[field.apiKey] = parsed;
  }
  checkRequired(model, fields, report);
  return meta && { id: meta.id, meta: meta.meta, fields };
}

const metaSchema = z.object({
  id: idSchema,
  _status: z.enum(['published', 'draft', 'updated']).optional(),
  _createdAt: dateTimeSchema,
  _updatedAt: dateTimeSchema.optional(),
  _publishedAt: dateTimeSchema.optional(),
  _firstPublishedAt: dateTimeSchema.optional(),
});

const META_KEYS = new Set(Object.keys(metaSchema.shape));

function parseMeta(
  model: ModelDefinition,
  input: Record<string, unknown>,
  report: IssueSink,
): { id: string; meta: ItemMeta } | undefined {
  const parsed = parseNested(metaSchema, Object.fromEntries([...META_KEYS].map((key) => [key, input[key]])), report);
  if (!parsed) return undefined;
  const status = parsed._status ?? 'published';
  if (!model.draftMode && status !== 'published') {
    report(['_status'], `"${model.apiKey}" has no draft mode: its records are "published"`);
  }
  const isDraft = status === 'draft';
  for (const key of ['_publishedAt', '_firstPublishedAt'] as const) {
    if (isDraft && parsed[key] !== undefined) report([key], 'a draft has never been published: remove this date');
  }
  const meta: ItemMeta = {
    status,
    createdAt: parsed._createdAt,
    updatedAt: parsed._updatedAt ?? parsed._createdAt,
    publishedAt: isDraft ? null : (parsed._publishedAt ?? parsed._createdAt),
    firstPublishedAt: isDraft ? null : (parsed._firstPublishedAt ?? parsed._createdAt),
  };
  return { id: parsed.id, meta };
}

function parseField(field: FieldDefinition, raw: unknown, report: IssueSink): ParsedField | undefined {
  if (!field.localized) {
    const value =
      raw === undefined ? emptyValue(field) : parseNested(valueSchemaOf(field), raw, report, [field.apiKey]);
    return value && { localized: false, value };
  }
  if (raw === undefined || raw === null) return { localized: true, values: {} };
  if (!isJsonObject(raw)) {
    report([field.apiKey], `expected an object keyed by locale (${contentLocales.join(', ')})`);
    return undefined;
  }
  const values: Partial<Record<LocaleIso, ParsedValue>> = {};
  let valid = true;
  for (const [key, value] of Object.entries(raw)) {
    if (!isContentLocale(key)) {
      report([field.apiKey, key], `unknown locale (expected ${contentLocales.join(' or ')})`);
      valid = false;
      continue;
    }
    const parsed = parseNested(valueSchemaOf(field), value, report, [field.apiKey, key]);
    if (parsed) values[key] = parsed;
    else valid = false;
  }
  return valid ? { localized: true, values } : undefined;
}

function checkRequired(model: ModelDefinition, fields: Record<string, ParsedField>, report: IssueSink): void {
  const filledLocales = new Set<LocaleIso>();
  for (const field of Object.values(fields)) {
    if (!field.localized) continue;
    for (const locale of contentLocales) if (!isEmptyParsed(field.values[locale])) filledLocales.add(locale);
  }
  for (const definition of model.fields) {
    const field = fields[definition.apiKey];
    if (!definition.required || !field) continue;
    if (!field.localized) {
      if (isEmptyParsed(field.value)) report([definition.apiKey], 'required field is missing');
      continue;
    }
    for (const locale of contentLocales) {
      const needed = locale === defaultContentLocale || filledLocales.has(locale);
      if (needed && isEmptyParsed(field.values[locale])) {
        const why = locale === defaultContentLocale ? 'the default locale' : `the record has content in ${locale}`;
        report([definition.apiKey, locale], `required field is missing (${why})`);
      }
    }
  }
}
