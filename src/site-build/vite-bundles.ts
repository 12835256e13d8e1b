import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { CLIENT_BOOT, CLIENT_ENTRY, type ViteManifest } from '../../renderer/server/page-assets.js';
import { clientCodeSplitting } from './client-chunks.js';

const root = resolve(import.meta.dirname, '../..');

/** Builds the browser code into `outDir` (hashed files under `assets/`) and returns Vite's manifest. */
export async function buildClientBundle(outDir: string): Promise<ViteManifest> {
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // A page's HTML lists its files for the boot script, and the router preloads the next page type's from the
      // build manifest (renderer/client/prefetch.ts): Vite's own lists of each dynamic import's files would be a
      // second copy of them in the entry (0.4 KB gzip on every page). Stylesheets of lazy chunks still load with them.
      modulePreload: false,
      rollupOptions: {
        input: [join(root, CLIENT_BOOT), join(root, CLIENT_ENTRY)],
        output: { codeSplitting: clientCodeSplitting(root) },
      },
    },
  });
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** Builds the server side (page data hooks, components, documents, render worker) into `outDir`. */
export async function buildServerBundle(outDir: string): Promise<void> {
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      ssr: true,
      rollupOptions: {
        input: {
          'server-entry': join(root, 'renderer/server/server-entry.ts'),
          'render-worker': join(root, 'src/site-build/render-worker.ts'),
        },
        output: { entryFileNames: '[name].mjs' },
      },
    },
  });
}
