/**
 * `npx tsx scripts/bench-partial.ts [--edits N] [--seed N] [--keep N] [--workers N]`: the long run of the partial
 * build's equivalence test (tests/publish/partial-build.test.ts): N random edits of every kind (default 200) on a copy
 * of content/ (trimmed to about --keep records per collection when given), each published as a partial build and
 * compared byte for byte with a full build of the same content and build id. Prints one JSON line per edit, then a
 * summary; exits 1 when any output differed.
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runPartialEquivalence } from '../src/bench/partial-equivalence.js';
import { readConfig } from '../src/config/env.js';
import { exitAfterOutput, printResult } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseCommand('scripts/bench-partial.ts');
const values = { ...options, seed: options.seed ?? String(Date.now() % 100_000) };
const work = join(root, `.cache/bench-partial-${process.pid}`);
const outcomes = await runPartialEquivalence({
  config: (contentDir) => readConfig({ SITE_URL: 'https://www.example.test', CONTENT_DIR: contentDir }),
  contentDir: join(root, 'content'),
  work,
  edits: Number(values.edits),
  seed: Number(values.seed),
  ...(values.keep === undefined ? {} : { keepRecords: Number(values.keep) }),
  ...(values.workers === undefined ? {} : { workers: Number(values.workers) }),
  onEdit: (outcome) => console.log(JSON.stringify(outcome)),
});
await rm(work, { recursive: true, force: true });
const partial = outcomes.filter((outcome) => outcome.partial.kind === 'partial');
const differing = outcomes.filter((outcome) => outcome.differences.length > 0);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
await printResult(
  `${JSON.stringify({
    seed: Number(values.seed),
    edits: outcomes.length,
    partialBuilds: partial.length,
    differing: differing.length,
    partialSecondsMedian: median(partial.map((outcome) => outcome.partial.seconds)),
    fullSecondsMedian: median(outcomes.map((outcome) => outcome.fullSeconds)),
    renderedMedian: median(partial.map((outcome) => outcome.partial.rendered)),
  })}\n`,
);
await exitAfterOutput(differing.length > 0 ? 1 : 0);
