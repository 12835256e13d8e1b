import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { readConfig } from '../../src/config/env.js';

const root = resolve(import.meta.dirname, '../..');
const outDirs = { parallel: `.cache/parallel-${process.pid}`, single: `.cache/single-${process.pid}` };

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
  for (const dir of Object.values(outDirs)) {
    await rm(join(root, dir), { recursive: true, force: true });
    await rm(join(root, `${dir}-builds`), { recursive: true, force: true });
    await rm(join(root, `${dir}.deploys`), { recursive: true, force: true });
  }
});

describe('reproducible builds', () => {
  it('write byte-identical output for the same content, code and build id, rendered in parallel or in one thread', async () => {
    const config = readConfig({ SITE_URL: 'https://www.example.test' });
    const common = { config, buildId: '20241121T120000Z-same', log: () => {} };
    const parallel = await buildSite({ ...common, workers: 2, outDir: outDirs.parallel, buildsDir: `${outDirs.parallel}-builds` });
    const single = await buildSite({ ...common, workers: 0, outDir: outDirs.single, buildsDir: `${outDirs.single}-builds` });
    expect(single.bundleReused).toBe(true);
    expect(parallel.pages).toBe(single.pages);
    expect(parallel.pages).toBeGreaterThan(300);
    const [a, b] = await Promise.all([filesOf(join(root, outDirs.parallel)), filesOf(join(root, outDirs.single))]);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const different = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file) as Buffer)).map(([file]) => file);
    expect(different).toEqual([]);
    // The build's time is the one in its id, not the clock's: the footer says 2024.
    expect(a.get('index.html')?.toString()).toMatch(/©\s*(<!-- -->)?2024/);
  }, 240_000);
});
