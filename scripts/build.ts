import { generateBuildId } from '../src/build/build-id.js';
import { buildSite } from '../src/build/build-site.js';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config/env.js';

/** `npm run build [-- --out DIR]`: the whole site into dist/ (BUILD_ID, SITE_URL, CONTENT_* from the environment). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
  const config = readConfig();
  const buildId = config.buildId ?? generateBuildId();
  await buildSite({ config, buildId, outDir: values.out });
}

main().catch((error: unknown) => {
  console.error(`\n[build] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error('[build] The previous dist/ was left untouched.');
  process.exit(1);
});
