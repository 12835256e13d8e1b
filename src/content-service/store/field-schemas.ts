import { z } from 'zod';
import type { FieldDefinition, ModelDefinition } from '../../content-model/model/definition.js';
import { models } from '../../content-model/model/models.js';
import { isJsonObject } from './json-file.js';
import { emptyValue, isEmptyParsed, type ParsedBlock, type ParsedValue } from './parsed-content.js';
import { structuredTextSchema } from './structured-text-schema.js';
import { fieldValueSchema, idSchema, type NestedSchemas } from './value-schemas.js';
import { contextSink, parseNested } from './zod-issues.js';

/**
 * The zod schemas of field values, derived from the model definitions and memoised per field definition. Blocks are
 * objects `{ "id", "_type", …fields }` checked against their block model; their fields are never localized.
 */
const nested: NestedSchemas = {
  blockList: (field) => blockListSchema(field.blocks ?? []),
  structuredText: (field) => structuredTextSchema(blockListSchema(field.blocks ?? [])),
};

const valueSchemas = new WeakMap<FieldDefinition, z.ZodType<ParsedValue>>();

export function valueSchemaOf(field: FieldDefinition): z.ZodType<ParsedValue> {
  let schema = valueSchemas.get(field);
  if (!schema) {
    schema = fieldValueSchema(field, nested);
    valueSchemas.set(field, schema);
  }
  return schema;
}

/** A list of blocks whose types are among `allowed`. */
export function blockListSchema(allowed: readonly string[]): z.ZodType<ParsedBlock[]> {
  return z.array(
    z.unknown().transform((input, ctx): ParsedBlock => {
      if (!isJsonObject(input)) {
        ctx.addIssue({ code: 'custom', message: 'expected a block { "id", "_type", …fields }' });
        return z.NEVER;
      }
      const type = input._type;
      if (typeof type !== 'string' || !allowed.includes(type)) {
        const expected = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : 'this field allows no block';
        const message =
          typeof type === 'string'
            ? `block type "${type}" is not allowed here (${expected})`
            : `missing "_type" (${expected})`;
        ctx.addIssue({ code: 'custom', message, path: ['_type'] });
        return z.NEVER;
      }
      return parseNested(blockModelSchema(type), input, contextSink(ctx)) ?? z.NEVER;
    }),
  );
}

const blockSchemas = new Map<string, z.ZodType<ParsedBlock>>();

function blockModelSchema(apiKey: string): z.ZodType<ParsedBlock> {
  const cached = blockSchemas.get(apiKey);
  if (cached) return cached;
  const model = models.find((candidate) => candidate.apiKey === apiKey && candidate.block);
  if (!model) throw new Error(`The content model allows block "${apiKey}", which is not a block model`);
  const schema = z.unknown().transform((input, ctx): ParsedBlock => parseBlock(model, input, ctx) ?? z.NEVER);
  blockSchemas.set(apiKey, schema);
  return schema;
}

function parseBlock(model: ModelDefinition, input: unknown, ctx: z.RefinementCtx): ParsedBlock | undefined {
  if (!isJsonObject(input)) return undefined;
  const id = parseNested(idSchema, input.id, contextSink(ctx), ['id']);
  const known = new Set(['id', '_type', ...model.fields.map((field) => field.apiKey)]);
  for (const key of Object.keys(input)) {
    if (!known.has(key)) ctx.addIssue({ code: 'custom', message: 'unknown field', path: [key] });
  }
  const fields: Record<string, ParsedValue> = {};
  for (const field of model.fields) {
    const raw = input[field.apiKey];
    const value =
      raw === undefined ? emptyValue(field) : parseNested(valueSchemaOf(field), raw, contextSink(ctx), [field.apiKey]);
    if (value === undefined) continue;
    if (field.required && isEmptyParsed(value)) {
      ctx.addIssue({ code: 'custom', message: 'required field is missing', path: [field.apiKey] });
    }
    fields[field.apiKey] = value;
  }
  return id === undefined ? undefined : { id, modelApiKey: model.apiKey, fields };
}
