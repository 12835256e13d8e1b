import { generateBuildId } from '../src/build/build-id.js';
import { buildSite } from '../src/build/build-site.js';
import { readConfig } from '../src/config/env.js';

/** `npm run build`: the whole site into dist/ (BUILD_ID, SITE_URL, CONTENT_* from the environment). */
async function main(): Promise<void> {
  const config = readConfig();
  const buildId = process.env.BUILD_ID ? config.buildId : generateBuildId();
  await buildSite({ config, buildId });
}

main().catch((error: unknown) => {
  console.error(`\n[build] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error('[build] The previous dist/ was left untouched.');
  process.exit(1);
});
