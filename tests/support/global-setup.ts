import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/site-build/build-site.js';
import { readConfig } from '../../src/config/env.js';
import { TEST_BUILD_ID, TEST_OUT_DIR, TEST_SITE_URL } from './test-site.js';

/** Builds the site once from the embedded content, for the build and browser tests. */
export default async function setup(project: TestProject): Promise<void> {
  const config = readConfig({ ...process.env, BUILD_ID: TEST_BUILD_ID, SITE_URL: TEST_SITE_URL, CONTENT_API_URL: '' });
  await buildSite({ config, buildId: TEST_BUILD_ID, outDir: TEST_OUT_DIR, buildsDir: '.cache/test-builds', log: () => {} });
  project.provide('builtSiteDir', resolve(import.meta.dirname, '../..', TEST_OUT_DIR));
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSiteDir: string;
  }
}
