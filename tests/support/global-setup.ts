import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/site-build/build-site.js';
import { TEST_BUILD_ID, TEST_BUILDS_DIR, TEST_OUT_DIR, testSiteConfig } from './test-site.js';

/** Builds the site once from the embedded content, for the build and browser tests. */
export default async function setup(project: TestProject): Promise<void> {
  // A clean build, not one that reuses an earlier run's pages and keeps its manifest: tests compare it with others.
  for (const folder of [TEST_OUT_DIR, `${TEST_OUT_DIR}.deploys`, TEST_BUILDS_DIR])
    await rm(folder, { recursive: true, force: true });
  await buildSite({
    config: testSiteConfig(),
    buildId: TEST_BUILD_ID,
    outDir: TEST_OUT_DIR,
    buildsDir: TEST_BUILDS_DIR,
    log: () => {},
  });
  project.provide('builtSiteDir', resolve(import.meta.dirname, '../..', TEST_OUT_DIR));
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSiteDir: string;
  }
}
