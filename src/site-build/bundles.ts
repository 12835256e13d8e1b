import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteManifest } from '../../renderer/server/page-assets.js';
import { sourceHash } from './source-hash.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { CLIENT_BUNDLE_DIR, SERVER_BUNDLE_DIR } from './bundle-layout.js';
import { pathExists } from './path-exists.js';

const projectRoot = resolve(import.meta.dirname, '../..');
const BUNDLES_DIR = resolve(projectRoot, '.cache/bundles');
/** Marks a bundle folder as complete; written last by the bundling process. */
const COMPLETE_MARK = 'complete';
/** Bundle folders kept for other source versions (switching branches back and forth reuses them). */
const KEPT_BUNDLES = 3;

export interface Bundles {
  /** The browser files (assets/, public files, `.vite/manifest.json`) to copy into the output. */
  clientDir: string;
  /** The server side: `server-entry.mjs` and the render worker. */
  serverDir: string;
  manifest: ViteManifest;
  /** Whether bundles of the same sources were reused instead of built. */
  reused: boolean;
}

/** Runs Vite in a child process: its memory (~300 MB for the client bundle) is gone before pages are rendered. */
function bundleInChildProcess(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/bundle.ts'), outDir], {
      cwd: projectRoot,
      // Production bundles whatever the caller's NODE_ENV (vitest sets `test`, which would make Vite emit jsxDEV).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`Bundling the site's code failed (exit code ${code})`)),
    );
  });
}

async function pruneOldBundles(keep: string): Promise<void> {
  const folders = await readdir(BUNDLES_DIR, { withFileTypes: true });
  const dated = await Promise.all(
    folders
      .filter((entry) => entry.isDirectory() && entry.name !== keep)
      .map(async (entry) => ({ name: entry.name, time: (await stat(join(BUNDLES_DIR, entry.name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.time - a.time).slice(KEPT_BUNDLES - 1);
  await Promise.all(old.map(({ name }) => rm(join(BUNDLES_DIR, name), { recursive: true, force: true })));
}

/**
 * The client and server bundles of the current sources: reused from `.cache/bundles/{source hash}` when the code did
 * not change since an earlier build (a content-only rebuild), otherwise built by Vite in a child process.
 */
export async function prepareBundles(): Promise<Bundles> {
  const hash = await sourceHash(projectRoot);
  const dir = join(BUNDLES_DIR, hash);
  const reused = await pathExists(join(dir, COMPLETE_MARK));
  if (!reused) {
    const building = join(BUNDLES_DIR, `${hash}.building-${process.pid}`);
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    try {
      await bundleInChildProcess(building);
      await writeFile(join(building, COMPLETE_MARK), new Date().toISOString());
      await rm(dir, { recursive: true, force: true });
      await rename(building, dir);
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    await pruneOldBundles(hash);
  }
  const clientDir = join(dir, CLIENT_BUNDLE_DIR);
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  return { clientDir, serverDir: join(dir, SERVER_BUNDLE_DIR), manifest, reused };
}

/** Loads the server bundle's entry (page modules, documents, renderers) into this process. */
export async function loadServerBundle(serverDir: string): Promise<ServerBundle> {
  return (await import(pathToFileURL(join(serverDir, 'server-entry.mjs')).href)) as ServerBundle;
}
