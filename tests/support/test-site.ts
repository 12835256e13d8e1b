import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The site the test suite builds once (tests/support/global-setup.ts). */
export const TEST_BUILD_ID = 'test-build-1';
export const TEST_SITE_URL = 'https://www.example.test';
export const TEST_OUT_DIR = '.cache/test-dist';

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
