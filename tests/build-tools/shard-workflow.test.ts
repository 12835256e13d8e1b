import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOW = '.github/workflows/build-shards.yml';
const source = readFileSync(WORKFLOW, 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  strategy?: { matrix: Record<string, unknown> };
  steps: Step[];
}
const workflow = parse(source) as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
const jobRunning = (pattern: RegExp): [string, Job] => {
  const found = jobs.find(([, job]) => runs(job).some((command) => pattern.test(command)));
  if (!found) throw new Error(`${WORKFLOW} has no job running ${pattern}`);
  return found;
};
const stepUsing = (job: Job, action: string): Step => {
  const step = job.steps.find((candidate) => candidate.uses?.startsWith(`${action}@`));
  if (!step) throw new Error(`${WORKFLOW}: a job has no ${action} step`);
  return step;
};
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

describe('the CI workflow that builds in shards', () => {
  it('passes the GitHub Actions workflow schema check', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('builds each share in a matrix job and merges them in a job that waits for all of them', () => {
    const [shardName, shard] = jobRunning(/npm run build -- --shard /);
    const matrixKey = Object.keys(shard.strategy?.matrix ?? {})[0];
    expect(matrixKey).toBeDefined();
    expect(runs(shard).join('\n')).toContain(`--shard \${{ matrix.${matrixKey} }}/`);
    const [, merge] = jobRunning(/npm run build:merge -- /);
    expect([merge.needs ?? []].flat()).toContain(shardName);
  });

  it('hands each share to the merge as an artifact, and the merge reads every one', () => {
    const [, shard] = jobRunning(/npm run build -- --shard /);
    const [, merge] = jobRunning(/npm run build:merge -- /);
    const out = /--out (\S+)/.exec(runs(shard).find((command) => command.includes('--shard')) ?? '')?.[1];
    const upload = stepUsing(shard, 'actions/upload-artifact');
    expect(String(upload.with?.path).trim().replace(/\/$/, '')).toBe(out);
    const uploaded = String(upload.with?.name);
    const download = stepUsing(merge, 'actions/download-artifact');
    const pattern = String(download.with?.pattern);
    expect(uploaded.startsWith(pattern.replace(/\*$/, ''))).toBe(true);
    const mergeCommand = runs(merge).find((command) => command.includes('build:merge')) ?? '';
    expect(mergeCommand).toContain(`${String(download.with?.path)}/*`);
  });

  it('runs scripts the package defines, on a Node version the package accepts, all jobs with one BUILD_ID', () => {
    const commands = jobs.flatMap(([, job]) => runs(job));
    const scripts = commands.flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    expect(scripts).toEqual(expect.arrayContaining(['build', 'build:merge']));
    for (const script of scripts) expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script as string);
    for (const [, job] of jobs.filter(([, job]) =>
      job.steps.some((step) => step.uses?.startsWith('actions/setup-node@')),
    )) {
      const major = String(stepUsing(job, 'actions/setup-node').with?.['node-version']);
      expect(packageJson.engines.node).toMatch(new RegExp(`>=${major}\\.`));
    }
    const [, shard] = jobRunning(/npm run build -- --shard /);
    const [, merge] = jobRunning(/npm run build:merge -- /);
    const buildIdOf = (job: Job) => (job as Job & { env?: Record<string, string> }).env?.BUILD_ID;
    expect(buildIdOf(shard)).toMatch(/needs\.\w+\.outputs/);
    expect(buildIdOf(merge)).toBe(buildIdOf(shard));
  });
});
