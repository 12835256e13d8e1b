import { z } from 'zod';
import type { FieldDefinition, FieldType } from '../../content-model/model/definition.js';
import type { SeoValue } from './content-store.js';
import type { ParsedBlock, ParsedValue } from './parsed-content.js';

/** Ids of records, blocks and uploads: lowercase letters, digits and dashes. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is made of lowercase letters, digits and dashes');

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is made of lowercase letters and digits separated by single dashes');

/** ISO 8601 date-time with an offset (`Z` or `±hh:mm`). */
export const dateTimeSchema = z.iso.datetime({
  offset: true,
  message: 'expected an ISO 8601 date-time with an offset',
});
export const dateSchema = z.iso.date({ message: 'expected a date written YYYY-MM-DD' });

export const seoSchema: z.ZodType<SeoValue> = z
  .strictObject({
    title: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    image: idSchema.nullable().optional(),
    twitterCard: z.enum(['summary', 'summary_large_image']).nullable().optional(),
    noIndex: z.boolean().nullable().optional(),
  })
  .transform((seo) => ({
    title: seo.title ?? null,
    description: seo.description ?? null,
    image: seo.image ?? null,
    twitterCard: seo.twitterCard ?? null,
    noIndex: seo.noIndex ?? null,
  }));

/** Schemas of the two field types that hold blocks, given by the caller (they depend on the block schemas). */
export interface NestedSchemas {
  blockList(field: FieldDefinition): z.ZodType<ParsedBlock[]>;
  structuredText(field: FieldDefinition): z.ZodType<ParsedValue>;
}

/** The schema of one value of `field` (of one locale, for a localized field); `null` is always accepted. */
export function fieldValueSchema(field: FieldDefinition, nested: NestedSchemas): z.ZodType<ParsedValue> {
  if (field.type === 'structured_text') return nested.structuredText(field);
  if (field.type === 'rich_text') {
    return nested
      .blockList(field)
      .nullable()
      .transform((blocks): ParsedValue => ({ kind: 'blocks', blocks: blocks ?? [] }));
  }
  return plainSchema(field.type, field.enum)
    .nullable()
    .transform((value): ParsedValue => ({ kind: 'plain', value: value ?? null }));
}

type PlainFieldType = Exclude<FieldType, 'structured_text' | 'rich_text'>;

function plainSchema(
  type: PlainFieldType,
  allowedValues: readonly string[] | undefined,
): z.ZodType<string | number | boolean | string[] | SeoValue> {
  switch (type) {
    case 'string':
      return allowedValues && allowedValues.length > 0 ? z.enum(allowedValues) : z.string();
    case 'text':
      return z.string();
    case 'slug':
      return slugSchema;
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.number().int();
    case 'float':
      return z.number();
    case 'date':
      return dateSchema;
    case 'datetime':
      return dateTimeSchema;
    case 'link':
    case 'file':
      return idSchema;
    case 'links':
    case 'gallery':
      return z.array(idSchema);
    case 'seo':
      return seoSchema;
  }
}
