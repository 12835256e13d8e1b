import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { validateWorkflow } from '@action-validator/core';
import { afterAll, describe, expect, it } from 'vitest';
import { deploysDir } from '../../src/site-build/output-swap.js';
import {
  action,
  buildCommand,
  pathsOf,
  stepNamed,
  steps,
  WORKFLOW,
  workflow,
  workflowSource,
} from './publish-workflow.js';

const run = promisify(execFile);
const packageJson = JSON.parse(await readFile('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const restore = action('actions/cache/restore');
const save = action('actions/cache/save');
const decision = stepNamed('What to rebuild');
const build = stepNamed('Build');
const work = await mkdtemp(join(tmpdir(), 'publish-workflow-'));

afterAll(() => rm(work, { recursive: true, force: true }));

/** A step's `${{ … }}` value for `name` in its environment, as written in the workflow. */
const envOf = (step: { env?: Record<string, string> }, name: string): string => step.env?.[name] ?? '';

/**
 * Runs the "What to rebuild" step's script then the Build step's, as a runner would (bash -e, GITHUB_OUTPUT between
 * steps), with the expressions' values given: `gh` answers `runs` (newest first, through its --jq filter) and `npm`
 * records the command it was given. Returns that command's arguments and the full-build notice, if any.
 */
async function runSteps({
  event,
  tags,
  restored,
  runNumber,
  runs,
}: {
  event: string;
  /** What `join(github.event.client_payload.tags, ' ')` gives. */
  tags: string;
  /** The restore step's cache-matched-key. */
  restored: string;
  runNumber: number;
  runs: { databaseId: number; number: number }[];
}): Promise<{ npmArgs: string[]; ghArgs: string; notice: string; tagsFile: string | undefined; summary: string }> {
  const dir = await mkdtemp(join(work, 'run-'));
  const bin = join(dir, 'bin');
  await mkdir(bin);
  await writeFile(
    join(bin, 'gh'),
    `#!/bin/bash\necho "$@" >> "${dir}/gh-args"\nwhile [ $# -gt 0 ]; do [ "$1" = --jq ] && filter="$2"; shift; done\nprintf '%s' '${JSON.stringify(runs)}' | jq -r "$filter"\n`,
  );
  const stats = { kind: 'partial', pages: 300, rendered: 14, reusedPages: 286, reused: 286, removed: 0 };
  await writeFile(
    join(bin, 'npm'),
    `#!/bin/bash\nprintf '%s\\n' "$@" > "${dir}/npm-args"\necho '${JSON.stringify(stats)}' > build-stats.json\n`,
  );
  await Promise.all(['gh', 'npm'].map((name) => chmod(join(bin, name), 0o755)));
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  const base = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_REPOSITORY: 'firm/site',
    GITHUB_RUN_NUMBER: String(runNumber),
  };
  const decided = await run('bash', ['-e', '-c', decision.run ?? ''], {
    cwd: dir,
    env: { ...base, EVENT: event, TAGS: tags, RESTORED: restored, GH_TOKEN: 'token' },
  });
  const tagsFile = /^tags-file=(.*)$/m.exec(await readFile(output, 'utf8').catch(() => ''))?.[1];
  await run('bash', ['-e', '-o', 'pipefail', '-c', build.run ?? ''], {
    cwd: dir,
    env: { ...base, TAGS_FILE: tagsFile ?? '' },
  });
  const npmArgs = (await readFile(join(dir, 'npm-args'), 'utf8')).trimEnd().split('\n');
  const ghArgs = await readFile(join(dir, 'gh-args'), 'utf8').catch(() => '');
  return { npmArgs, ghArgs, notice: decided.stdout, tagsFile, summary: await readFile(summary, 'utf8') };
}

describe('the CI publish workflow', () => {
  it('passes the GitHub Actions workflow schema check', () => {
    expect(validateWorkflow(workflowSource).errors).toEqual([]);
  });

  it('starts on a content webhook (repository_dispatch) and by hand, one deploy at a time with bursts coalesced', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['repository_dispatch', 'workflow_dispatch']));
    expect(workflow.concurrency.group).toBeTruthy();
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('keeps .cache/ between runs and publishes the build output as an artifact', () => {
    expect(String(action('actions/cache').with?.path)).toBe('.cache');
    expect(String(action('actions/upload-artifact').with?.path)).toMatch(
      new RegExp(`^${buildCommand().options.out}/$`, 'm'),
    );
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

  it('restores the build state and the live output where the build reads them, and saves them only after the deploy', () => {
    const { out, builds } = buildCommand().options;
    // The build reads and writes its state in --builds and its output at --out, a link to one folder of deploysDir
    // (output-swap.ts); it keeps one deploy there (--kept-deploys 1), the live one, which the pattern names (the
    // others, and a staging or removal folder, start with a dot or are gone).
    expect(out && builds).toBeTruthy();
    expect(buildCommand().options['kept-deploys']).toBe('1');
    expect(pathsOf(restore).sort()).toEqual([builds, out, `${deploysDir(out as string)}/[0-9]*`].sort());
    expect(pathsOf(save)).toEqual(pathsOf(restore));
    // A key new to each run, the newest earlier one restored.
    expect(save.with?.key).toBe(restore.with?.key);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, as the workflow writes it
    expect(String(restore.with?.key)).toContain('${{ github.run_id }}');
    expect(String(restore.with?.key).startsWith(String(restore.with?.['restore-keys']))).toBe(true);
    const order = (step: object) => steps.indexOf(step);
    expect(order(restore)).toBeLessThan(order(build));
    expect(order(save)).toBeGreaterThan(order(stepNamed('Deploy')));
    expect(save.if).toBeUndefined();
    // The decision reads the restored key and the webhook's tags; the build reads the decision's tags file.
    expect(envOf(decision, 'RESTORED')).toBe(`\${{ steps.${restore.id}.outputs.cache-matched-key }}`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, as the workflow writes it
    expect(envOf(decision, 'TAGS')).toBe("${{ join(github.event.client_payload.tags, ' ') }}");
    expect(envOf(build, 'TAGS_FILE')).toBe(`\${{ steps.${decision.id}.outputs.tags-file }}`);
    expect(workflow.permissions.actions).toBe('read');
  });

  it("passes a webhook's cache tags to the build when the restored state is the previous run's", async () => {
    const tags = ['N*r;L', '6-KZ@', 't#k[uP'];
    const result = await runSteps({
      event: 'repository_dispatch',
      tags: tags.join(' '),
      restored: 'publish-state-9011-1',
      runNumber: 12,
      runs: [
        { databaseId: 9012, number: 12 },
        { databaseId: 9011, number: 11 },
        { databaseId: 9010, number: 10 },
      ],
    });
    expect(result.notice).toBe('');
    // The previous run is this workflow's.
    expect(result.ghArgs).toContain(`--workflow ${basename(WORKFLOW)}`);
    expect(result.npmArgs.slice(0, 2)).toEqual(['run', 'build']);
    const flag = result.npmArgs.indexOf('--invalidated-tags');
    expect(result.npmArgs[flag + 1]).toBe(result.tagsFile);
    expect(JSON.parse(await readFile(result.tagsFile as string, 'utf8'))).toEqual(tags);
    // The job's summary states the build as GET /api/publish/status does.
    expect(JSON.parse(result.summary)).toEqual({
      kind: 'partial',
      reason: null,
      pages: 300,
      rendered: 14,
      reused: 286,
      removed: 0,
    });
  });

  it('builds everything, and says why, when the run before did not save its state, or on a push', async () => {
    const runs = [
      { databaseId: 9012, number: 12 },
      { databaseId: 9011, number: 11 },
      { databaseId: 9010, number: 10 },
    ];
    // Run 11 waited and was replaced (or failed): the newest saved state is run 10's, without run 11's change.
    const replaced = await runSteps({
      event: 'repository_dispatch',
      tags: 'N*r;L',
      restored: 'publish-state-9010-1',
      runNumber: 12,
      runs,
    });
    expect(replaced.npmArgs).not.toContain('--invalidated-tags');
    expect(replaced.notice).toMatch(
      /^::notice title=Full build::the restored build state \(publish-state-9010-1\) is not the previous run's \(9011\)/,
    );
    const pushed = await runSteps({ event: 'push', tags: '', restored: 'publish-state-9011-1', runNumber: 12, runs });
    expect(pushed.npmArgs).not.toContain('--invalidated-tags');
    expect(pushed.notice).toContain('started by push');
    const first = await runSteps({
      event: 'repository_dispatch',
      tags: 'N*r;L',
      restored: '',
      runNumber: 1,
      runs: [{ databaseId: 9001, number: 1 }],
    });
    expect(first.npmArgs).not.toContain('--invalidated-tags');
    expect(first.notice).toContain('no saved build state');
  });
});
