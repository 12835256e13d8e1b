import { buildShard, buildSite, generateBuildId, parseShard, timeOfBuildId } from '../src/site-build/site-build.js';
import { readFile, writeFile } from 'node:fs/promises';
import { readConfig } from '../src/config/env.js';
import { checkInChildProcess } from '../src/content-health/check-in-child.js';
import type { HealthCounts } from '../src/content-health/health-report-file.js';
import { healthSummary } from '../src/content-health/report-table.js';
import { buildOutcome } from '../src/publish/build-runner.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/**
 * `npm run build [-- --out DIR] [--builds DIR] [--workers N] [--stats-file FILE] [--render-all] [--kept-deploys N]`:
 * the whole site into dist/ (BUILD_ID, SITE_URL, CONTENT_* from the environment). Pages whose payload did not change since the live build
 * are taken from it rather than rendered again, unless `--render-all`. With `--invalidated-tags FILE` (a JSON array of
 * the cache tags a content change invalidated), only the pages they name are fetched and rendered when the recorded
 * build allows it (src/site-build/partial-plan.ts), else every page. The stats file states how, with the fields
 * `GET /api/publish/status` shows (`kind`, `reason`, `rendered`, `reused`, `removed`). `--kept-deploys N`: complete
 * outputs kept beside the live one's link, the live one included (CI keeps 1: the one its cache carries to the next run).
 * `npm run build -- --shard K/N --out DIR`: only the K-th of N shares of the pages, into DIR, for
 * `npm run build:merge` (docs/guides/build-at-scale.md); every shard needs the same BUILD_ID. Options: the command
 * table (scripts/cli/command-table.ts).
 */
/** A file of invalidated cache tags: a JSON array of strings. */
async function readTagsFile(file: string): Promise<string[]> {
  const tags: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
    throw new Error(`--invalidated-tags ${file}: not a JSON array of strings`);
  return tags;
}

/**
 * The content check once the pages are live, in a process and heap of its own: its counts printed, its report beside
 * the build state; never fails the build, and its seconds are not the build's (`summary.seconds`).
 */
async function contentCheck(buildsDir: string): Promise<HealthCounts | undefined> {
  try {
    const started = performance.now();
    const counts = await checkInChildProcess(buildsDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[build] ${healthSummary(counts)} in ${seconds} s (report: ${counts.report})`);
    return counts;
  } catch (error) {
    console.warn(`[build] content check failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseCommand('build');
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0)) {
    throw new Error(`--workers must be a whole number (0 renders in the main thread), got ${values.workers}`);
  }
  const keptDeploys = values['kept-deploys'] === undefined ? undefined : Number(values['kept-deploys']);
  if (keptDeploys !== undefined && !(Number.isInteger(keptDeploys) && keptDeploys >= 1)) {
    throw new Error(`--kept-deploys must be a whole number from 1 (the live output), got ${values['kept-deploys']}`);
  }
  const config = readConfig();
  if (values.shard !== undefined) {
    const shard = parseShard(values.shard);
    if (values.out === undefined)
      throw new Error('--shard needs --out DIR: the folder the share is written to, for npm run build:merge');
    if (config.buildId === undefined)
      throw new Error('--shard needs BUILD_ID: every share of a build must be built with the same one');
    if (config.sourceDateEpoch === undefined && timeOfBuildId(config.buildId) === undefined) {
      throw new Error(
        '--shard needs a BUILD_ID that starts with its time (20261121T101500Z-…) or SOURCE_DATE_EPOCH: every share must state the same build time',
      );
    }
    const stats = await buildShard({
      config,
      buildId: config.buildId,
      shard,
      outDir: values.out,
      ...(workers === undefined ? {} : { workers }),
    });
    if (values['stats-file']) await writeFile(values['stats-file'], JSON.stringify(stats));
    return;
  }
  const buildId = config.buildId ?? generateBuildId();
  const summary = await buildSite({
    config,
    buildId,
    outDir: values.out ?? 'dist',
    buildsDir: values.builds,
    reusePages: !values['render-all'],
    invalidatedTags: values['invalidated-tags'] === undefined ? null : await readTagsFile(values['invalidated-tags']),
    ...(workers === undefined ? {} : { workers }),
    ...(keptDeploys === undefined ? {} : { keptDeploys }),
  });
  const outcome = buildOutcome(summary);
  console.log(`[build] status: ${JSON.stringify(outcome)}`);
  const contentHealth = values['skip-content-check'] ? undefined : await contentCheck(values.builds);
  if (values['stats-file'])
    await writeFile(
      values['stats-file'],
      JSON.stringify({ ...summary, ...outcome, ...(contentHealth && { contentHealth }) }),
    );
}

main().catch((error: unknown) => {
  console.error(`\n[build] FAILED: ${failureText(error)}`);
  console.error('[build] The live output was left as it was.');
  return exitAfterOutput(1);
});
