import { generateBuildId } from '../src/site-build/build-id.js';
import { buildSite } from '../src/site-build/build-site.js';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config/env.js';

/**
 * `npm run build [-- --out DIR] [--builds DIR] [--workers N] [--stats-file FILE] [--render-all]`: the whole site into
 * dist/ (BUILD_ID, SITE_URL, CONTENT_* from the environment). Pages whose payload did not change since the live build
 * are taken from it rather than rendered again, unless `--render-all`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'dist' },
      builds: { type: 'string', default: 'builds' },
      workers: { type: 'string' },
      'stats-file': { type: 'string' },
      'render-all': { type: 'boolean', default: false },
    },
  });
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0)) {
    throw new Error(`--workers must be a whole number (0 renders in the main thread), got ${values.workers}`);
  }
  const config = readConfig();
  const buildId = config.buildId ?? generateBuildId();
  const summary = await buildSite({
    config,
    buildId,
    outDir: values.out,
    buildsDir: values.builds,
    reusePages: !values['render-all'],
    ...(workers === undefined ? {} : { workers }),
  });
  if (values['stats-file']) await writeFile(values['stats-file'], JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(`\n[build] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error('[build] The live output was left as it was.');
  process.exit(1);
});
