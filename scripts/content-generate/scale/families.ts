import type { ModelDefinition } from '../../../src/content-model/model/definition.js';
import type { ScaleFamily } from '../../../src/content-model/model/model-row.js';
import { models } from '../../../src/content-model/model/models.js';
import { siteModels } from '../../../src/content-model/model/site-models.js';

/** Expertise lists grow with a firm too, but no firm has thousands: a `capped` family stops at this many records. */
export const EXPERTISE_CAP = 60;

/** Each model's scale family, from its row of the model table: the collections a larger firm has more of. */
export const scaleFamilies: ReadonlyMap<string, ScaleFamily> = new Map(
  siteModels.flatMap((row) => ('scale' in row ? [[row.model, row.scale] as const] : [])),
);

/** How many records of `model` a set of scale `n` holds, given `real` records of it in the source content. */
export function familySize(model: ModelDefinition, real: number, n: number): number {
  const family = scaleFamilies.get(model.apiKey);
  if (family === 'multiplied') return real * n;
  if (family === 'capped') return Math.max(real, Math.min(real * n, EXPERTISE_CAP));
  return real;
}

/** The record models (not blocks) of the content model, in their declared order. */
export const recordModels: readonly ModelDefinition[] = models.filter((model) => !model.block);
