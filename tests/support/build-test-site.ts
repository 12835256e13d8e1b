import { rm } from 'node:fs/promises';
import { buildSite } from '../../src/site-build/build-site.js';
import { TEST_BUILD_ID, TEST_BUILDS_DIR, TEST_OUT_DIR, testSiteConfig } from './test-site.js';

/**
 * The suite's shared build (tests/support/global-setup.ts runs this in its own process, from the project's root):
 * the site from the embedded content into TEST_OUT_DIR. A clean build, not one that reuses an earlier run's pages and
 * keeps its manifest: tests compare it with others.
 */
for (const folder of [TEST_OUT_DIR, `${TEST_OUT_DIR}.deploys`, TEST_BUILDS_DIR])
  await rm(folder, { recursive: true, force: true });
await buildSite({
  config: testSiteConfig(),
  buildId: TEST_BUILD_ID,
  outDir: TEST_OUT_DIR,
  buildsDir: TEST_BUILDS_DIR,
  log: () => {},
});
