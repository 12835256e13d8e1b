import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, pageModuleId } from '../../renderer/server/page-assets.js';
import { buildSite } from '../../src/site-build/build-site.js';
import { prepareBundles, type Bundles } from '../../src/site-build/bundles.js';
import { readConfig } from '../../src/config/env.js';
import type { BuildMeta } from '../../src/page-contract/build-manifest.js';

const KEPT = 2;
let root: string;

/** The page type whose view changes between the builds: its chunk is its own (not the entry's). */
const CHANGED_PAGE = 'employee-slug';

/**
 * The bundles of the code after a change to a page type's view: Vite gives the changed chunk a new hashed name, and
 * every file that imports it (and the manifest) names the new one.
 */
async function changedCode(base: Bundles, version: number): Promise<Bundles> {
  const clientDir = join(root, `bundles-${version}`);
  await cp(base.clientDir, clientDir, { recursive: true });
  const assets = join(clientDir, 'assets');
  const chunk = base.manifest[pageModuleId(CHANGED_PAGE)]?.file.replace('assets/', '');
  if (!chunk || chunk === base.manifest[CLIENT_ENTRY]?.file.replace('assets/', ''))
    throw new Error(`The client bundle has no chunk of its own for ${CHANGED_PAGE}`);
  const renamed = `${CHANGED_PAGE}-v${version}.js`;
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (text.includes(chunk)) await writeFile(file, text.replaceAll(chunk, renamed));
  }
  await rename(join(assets, chunk), join(assets, renamed));
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Bundles['manifest'];
  return { ...base, clientDir, manifest, reused: true };
}

describe('three builds, each with changed code', () => {
  const out = () => join(root, 'dist');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'asset-pruning-'));
    const base = await prepareBundles();
    const config = readConfig({ ...process.env, CONTENT_API_URL: '' });
    for (const version of [1, 2, 3]) {
      const bundles = await changedCode(base, version);
      await buildSite({
        config,
        buildId: `20261125T00000${version}Z-pruning`,
        outDir: out(),
        buildsDir: join(root, 'builds'),
        keptBuilds: KEPT,
        prepareBundles: async () => bundles,
        log: () => {},
      });
    }
  }, 180_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it(`publish the manifests of the last ${KEPT} builds only`, async () => {
    expect((await readdir(join(out(), 'builds/meta'))).sort()).toEqual([
      '20261125T000002Z-pruning.json',
      '20261125T000003Z-pruning.json',
    ]);
  });

  it('leave exactly the assets those manifests list: the older build’s changed chunk is gone', async () => {
    const metas = await Promise.all(
      (await readdir(join(out(), 'builds/meta'))).map(
        async (file) => JSON.parse(await readFile(join(out(), 'builds/meta', file), 'utf8')) as BuildMeta,
      ),
    );
    const listed = new Set(metas.flatMap((meta) => meta.assets ?? []).map((path) => path.replace('/assets/', '')));
    const published = (await readdir(join(out(), 'assets'))).sort();
    expect(listed.size).toBeGreaterThan(10);
    expect(published).toEqual([...listed].sort());
    expect(published).toContain(`${CHANGED_PAGE}-v3.js`);
    expect(published).toContain(`${CHANGED_PAGE}-v2.js`);
    expect(published).not.toContain(`${CHANGED_PAGE}-v1.js`);
  });
});
