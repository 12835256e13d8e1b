import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOW = '.github/workflows/publish.yml';
const source = readFileSync(WORKFLOW, 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { steps: Step[] }>;
}
const workflow = parse(source) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const action = (name: string): Step => {
  const step = steps.find((candidate) => candidate.uses?.startsWith(`${name}@`));
  if (!step) throw new Error(`${WORKFLOW} has no ${name} step`);
  return step;
};
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };

describe('the CI publish workflow', () => {
  it('passes the GitHub Actions workflow schema check', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('starts on a content webhook (repository_dispatch) and by hand, one deploy at a time with bursts coalesced', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['repository_dispatch', 'workflow_dispatch']));
    expect(workflow.concurrency.group).toBeTruthy();
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('keeps .cache/ between runs and publishes the build output as an artifact', () => {
    expect(String(action('actions/cache').with?.path)).toBe('.cache');
    expect(String(action('actions/upload-artifact').with?.path)).toMatch(/^dist\/$/m);
  });

  it('builds with the commands a developer runs, on a Node version the package accepts', () => {
    const commands = steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
    expect(commands).toContain('npm ci --no-audit --no-fund');
    const scripts = commands.flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    expect(scripts).toContain('build');
    for (const script of scripts) expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script as string);
    const major = String(action('actions/setup-node').with?.['node-version']);
    expect(packageJson.engines.node).toMatch(new RegExp(`>=${major}\\.`));
  });
});
