import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readConfig, type SiteConfig } from '../../src/config/env.js';

/**
 * The site the test suite builds once (tests/support/global-setup.ts). Its id names its time, so what depends on the
 * build's date (upcoming and past events, the footer's year) is the same whenever the suite runs.
 */
export const TEST_BUILD_ID = '20261121T120000Z-test';
export const TEST_SITE_URL = 'https://www.example.test';
export const TEST_OUT_DIR = '.cache/test-dist';
export const TEST_BUILDS_DIR = '.cache/test-builds';
/** Written when the shared build has ended: `ok`, or why it failed (tests/support/global-setup.ts). */
export const TEST_BUILD_DONE_FILE = '.cache/test-build-done';

/** The configuration of that build: the embedded content, whatever the environment says. */
export const testSiteConfig = (): SiteConfig =>
  readConfig({ ...process.env, BUILD_ID: TEST_BUILD_ID, SITE_URL: TEST_SITE_URL, CONTENT_API_URL: '' });

/** Every page path of a built site (folders holding an index.html), e.g. `/en/team/`. */
export async function builtPagePaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(dir, entry.parentPath)}/`.replace(/\/+/g, '/'))
    .sort();
}

export function pageFile(dir: string, path: string, file = 'index.html'): string {
  return join(dir, path, file);
}
