/**
 * Writes a larger content set for benchmarks and scale tests, made from the real content under content/:
 *
 *   npm run content:generate -- --scale N --out DIR [--from content]
 *
 * N = 1 copies the real content; each step adds one replica of every record of the growing collections (team, news,
 * case studies, major cases, events, careers). Deterministic: the same command writes the same bytes.
 */
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';
import { REAL_CONTENT_DIR, writeScaledContent } from './content-generate/scale/scaled-content.js';

const usage = 'Usage: npm run content:generate -- --scale N --out DIR [--from CONTENT_DIR]';

async function main(): Promise<void> {
  const { values } = parseCommand('content:generate');
  if (values.scale === undefined || !values.out) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale must be a positive integer, got "${values.scale}"`);
  const started = performance.now();
  const counts = await writeScaledContent(values.out, scale, values.from ?? REAL_CONTENT_DIR);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const summary = [...counts].map(([model, n]) => `  ${model}: ${n}`).join('\n');
  console.log(
    `Wrote ${total} records and uploads to ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s\n${summary}`,
  );
}

main().catch((error: unknown) => {
  console.error(failureText(error));
  process.exitCode = 1;
});
