import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** The CI publish workflow as its tests read it: the file, its steps, and the build command's options. */
export const WORKFLOW = '.github/workflows/publish.yml';
export const workflowSource = readFileSync(resolve(import.meta.dirname, '../..', WORKFLOW), 'utf8');

export interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
export interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { steps: Step[] }>;
}
export const workflow = parse(workflowSource) as Workflow;
export const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

/** The step that uses `name` (`actions/cache`, `actions/cache/restore`…), whatever its version. */
export function action(name: string): Step {
  const step = steps.find((candidate) => candidate.uses?.startsWith(`${name}@`));
  if (!step) throw new Error(`${WORKFLOW} has no ${name} step`);
  return step;
}

export function stepNamed(name: string): Step {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`${WORKFLOW} has no step named "${name}"`);
  return step;
}

/** The lines of a multi-line `with.path`. */
export const pathsOf = (step: Step): string[] =>
  String(step.with?.path ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The build command of the Build step (`npm run build -- --out dist …`) and its options by name (`out`, `builds`, …),
 * up to the optional ones the step adds from its environment (`${TAGS_FILE:+…}`).
 */
export function buildCommand(): { line: string; options: Record<string, string> } {
  const line =
    stepNamed('Build')
      .run?.split('\n')
      .find((command) => command.trim().startsWith('npm run build -- ')) ?? '';
  const words = (line.split(' -- ')[1] ?? '')
    .replace(/\$\{.*$/, '')
    .trim()
    .split(/\s+/);
  const options: Record<string, string> = {};
  for (let index = 0; index + 1 < words.length; index += 2)
    options[(words[index] as string).replace(/^--/, '')] = words[index + 1] as string;
  return { line, options };
}
