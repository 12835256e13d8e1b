import type { ModelDefinition } from '../../../src/content/model/definition.js';
import { models } from '../../../src/content/model/models.js';

/** The collections a larger firm has more of, and so the ones a scaled set multiplies: N times the real content. */
const multiplied = new Set(['single_employee', 'single_news', 'single_cases_analysis', 'single_major_case', 'single_event', 'single_career']);

/** Expertise lists grow with a firm too, but no firm has thousands: these stop at this many records. */
export const EXPERTISE_CAP = 60;
const capped = new Set(['single_practice_area', 'single_sub_practice_area', 'single_industry', 'single_service']);

/** How many records of `model` a set of scale `n` holds, given `real` records of it in the source content. */
export function familySize(model: ModelDefinition, real: number, n: number): number {
  if (multiplied.has(model.apiKey)) return real * n;
  if (capped.has(model.apiKey)) return Math.max(real, Math.min(real * n, EXPERTISE_CAP));
  return real;
}

/** The record models (not blocks) of the content model, in their declared order. */
export const recordModels: readonly ModelDefinition[] = models.filter((model) => !model.block);
