import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BuildSummary } from '../site-build/build-site.js';

const projectRoot = resolve(import.meta.dirname, '../..');

/** How much of a failed build's error output its record keeps. */
const MAX_ERROR_CHARS = 4000;

/** The build's own report of why it failed (scripts/build.ts prints `[build] FAILED: …` then the detail lines). */
function failureOf(errors: string): string {
  const start = errors.lastIndexOf('[build] FAILED:');
  if (start === -1) return errors.trim().split('\n').slice(-5).join('\n');
  return errors
    .slice(start + '[build] FAILED:'.length)
    .split('\n')
    .filter((line) => !line.startsWith('[build] '))
    .join('\n')
    .trim();
}

export interface BuildRun {
  buildId: string;
  /** Pages written. */
  pages: number;
  /**
   * `partial`: only the pages the change's tags name were fetched and rendered; `full`: every page, for `reason`.
   * The counts below are the build's own report (a runner that does not build pages, a test's, may leave them out).
   */
  kind?: 'partial' | 'full';
  /** Why the build was a full one. */
  reason?: string;
  /** Pages rendered. */
  rendered?: number;
  /** Pages taken from the live output (carried over, or unchanged). */
  reused?: number;
  /** Pages of the live build this one no longer has. */
  removed?: number;
}

/**
 * How a build went, in the fields `GET /api/publish/status` shows: from the build's summary (or its stats file, which
 * `npm run build --stats-file` writes with these fields besides the summary's).
 */
export function buildOutcome(summary: Pick<BuildSummary, 'pages' | 'kind' | 'reason' | 'rendered' | 'reusedPages' | 'removed'>): Omit<Required<BuildRun>, 'buildId' | 'reason'> & Pick<BuildRun, 'reason'> {
  const { pages, kind, reason, rendered, reusedPages, removed } = summary;
  return { pages, kind, ...(reason === undefined ? {} : { reason }), rendered, reused: reusedPages, removed };
}

/** What a build is asked to rebuild: the cache tags a change invalidated, or null for every page. */
export interface BuildChange {
  tags: readonly string[] | null;
}

export interface BuildRunnerOptions {
  /** The live output (a link switched by each build). */
  outDir: string;
  /** Where build manifests and the builds' logs are kept. */
  buildsDir: string;
  /** The builds' environment (CONTENT_*, SITE_URL, …); BUILD_ID is set per build. */
  env: NodeJS.ProcessEnv;
}

/**
 * Runs `npm run build` — the command a developer and CI run — for one build id, its output to `builds/logs/{id}.log`;
 * with the change's invalidated tags, a partial build when the recorded build allows it. Resolves with the pages
 * written and how; rejects with the build's own error line when it fails (the live output is then untouched: the
 * build only switches it when every page was written).
 */
export function buildRunner({ outDir, buildsDir, env }: BuildRunnerOptions): (buildId: string, change?: BuildChange) => Promise<BuildRun> {
  return async (buildId, change = { tags: null }) => {
    const logs = join(buildsDir, 'logs');
    await mkdir(logs, { recursive: true });
    const statsFile = join(logs, `${buildId}.stats.json`);
    const tagsFile = join(logs, `${buildId}.tags.json`);
    const log = createWriteStream(join(logs, `${buildId}.log`));
    const args = ['run', 'build', '--silent', '--', '--out', outDir, '--builds', buildsDir, '--stats-file', statsFile];
    if (change.tags) {
      await writeFile(tagsFile, JSON.stringify(change.tags));
      args.push('--invalidated-tags', tagsFile);
    }
    const child = spawn('npm', args, { cwd: projectRoot, env: { ...env, BUILD_ID: buildId }, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stdout.pipe(log, { end: false });
    child.stderr.on('data', (chunk: Buffer) => {
      log.write(chunk);
      errors = (errors + chunk.toString()).slice(-MAX_ERROR_CHARS);
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    await new Promise((done) => log.end(done));
    if (code !== 0) throw new Error(failureOf(errors) || `the build exited with code ${code} (see builds/logs/${buildId}.log)`);
    const stats = JSON.parse(await readFile(statsFile, 'utf8')) as BuildSummary;
    await rm(statsFile, { force: true });
    await rm(tagsFile, { force: true });
    return { buildId, ...buildOutcome(stats) };
  };
}
