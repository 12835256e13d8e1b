/**
 * Writes a content set in the format of docs/content-files.md.
 *
 *   npx tsx scripts/content-generate.ts --real [--out content]     the authored content of the site
 *   npx tsx scripts/content-generate.ts --scale N --out DIR        a larger, seeded set (N records per collection)
 *
 * Both are deterministic: the same command writes the same bytes.
 */
import { parseArgs } from 'node:util';
import { writeRealContent } from './content-generate/real/build.js';
import { writeScaledContent } from './content-generate/scale/build.js';

const usage = 'Usage: npx tsx scripts/content-generate.ts (--real [--out DIR] | --scale N --out DIR)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { real: { type: 'boolean' }, scale: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const started = performance.now();
  let counts: Map<string, number>;
  let out: string;
  if (values.real && values.scale === undefined) {
    out = values.out ?? 'content';
    counts = await writeRealContent(out);
  } else if (!values.real && values.scale !== undefined && values.out) {
    const scale = Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a positive integer, got "${values.scale}"`);
    out = values.out;
    counts = await writeScaledContent(out, scale);
  } else {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const summary = [...counts].map(([model, n]) => `  ${model}: ${n}`).join('\n');
  console.log(`Wrote ${total} records and uploads to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s\n${summary}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
