import type { FieldDefinition, ModelDefinition } from './definition.js';
import { ROUTABLE, type ModelRow, type RowField } from './model-row.js';
import { routableModels } from './record-types.js';
import { siteModels } from './site-models.js';

function fieldDefinition({ models, ...field }: RowField): FieldDefinition {
  if (models === undefined) return field;
  return { ...field, models: models === ROUTABLE ? routableModels : models };
}

function modelDefinition(row: ModelRow): ModelDefinition {
  const fields = row.fields.map(fieldDefinition);
  if ('block' in row && row.block) return { apiKey: row.model, block: true, fields };
  if ('singleton' in row && row.singleton) return { apiKey: row.model, singleton: true, fields };
  const collection: ModelDefinition = { apiKey: row.model, fields };
  if (row.draftMode) collection.draftMode = true;
  if (row.defaultOrder) collection.defaultOrder = row.defaultOrder;
  return collection;
}

/** The content model, derived from the model table (`site-models.ts`): one definition per model or block. */
const rows: readonly ModelRow[] = siteModels;

export const models: readonly ModelDefinition[] = rows.map(modelDefinition);

export function modelByApiKey(apiKey: string): ModelDefinition {
  const model = models.find((m) => m.apiKey === apiKey);
  if (!model) throw new Error(`Unknown model "${apiKey}"`);
  return model;
}
