import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { PAGE_TAGS_FILE } from '../../src/site-build/page-tags.js';
import { TEST_BUILD_ID, TEST_BUILDS_DIR, testSiteConfig } from '../support/test-site.js';

const root = resolve(import.meta.dirname, '../..');
const single = `.cache/single-${process.pid}`;

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(relative(dir, file), await readFile(file));
  }
  return files;
}

afterAll(async () => {
  for (const dir of [single, `${single}-builds`, `${single}.deploys`])
    await rm(join(root, dir), { recursive: true, force: true });
});

describe('reproducible builds', () => {
  it('write byte-identical output and build state for the same content, code and build id, in parallel or in one thread', async () => {
    // The suite's site is built by render threads (one per core, at least two); the same build in the main thread:
    const oneThread = await buildSite({
      config: testSiteConfig(),
      buildId: TEST_BUILD_ID,
      workers: 0,
      outDir: single,
      buildsDir: `${single}-builds`,
      log: () => {},
    });
    expect(oneThread.bundleReused).toBe(true);
    expect(oneThread.pages).toBeGreaterThan(300);
    const [a, b] = await Promise.all([filesOf(inject('builtSiteDir')), filesOf(join(root, single))]);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const different = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file) as Buffer)).map(([file]) => file);
    expect(different).toEqual([]);
    // The state the next build reads too: each page's cache tags, whichever of its queries answered first.
    const [tags, oneThreadTags] = await Promise.all(
      [TEST_BUILDS_DIR, `${single}-builds`].map((builds) => readFile(join(root, builds, PAGE_TAGS_FILE))),
    );
    expect(oneThreadTags?.equals(tags as Buffer), `${PAGE_TAGS_FILE} differs`).toBe(true);
  }, 240_000);
});
