import { cp } from 'node:fs/promises';
import type { ViteManifest } from '../../../renderer/server/page-assets.js';
import type { ServerBundle } from '../../../renderer/server/server-bundle.js';
import { loadServerBundle, prepareBundles, type Bundles } from '../bundles.js';

export interface BundleStageResult {
  manifest: ViteManifest;
  server: ServerBundle;
  serverDir: string;
  reused: boolean;
}

/** Stage 1: the code's bundles (reused when the sources did not change), the browser files copied into the output. */
export async function bundleStage({
  staging,
  log,
  prepare = prepareBundles,
}: {
  staging: string;
  log: (message: string) => void;
  prepare?: () => Promise<Bundles>;
}): Promise<BundleStageResult> {
  const bundles = await prepare();
  if (bundles.reused) log('[build] the code did not change since an earlier build: its bundles are reused');
  await cp(bundles.clientDir, staging, { recursive: true, filter: (source) => !source.endsWith('/.vite') });
  // React picks its production build from NODE_ENV when first loaded (here and in the render threads, which
  // inherit this environment); Vite used to set it as a side effect of bundling in this process.
  process.env.NODE_ENV = 'production';
  const server = await loadServerBundle(bundles.serverDir);
  return { manifest: bundles.manifest, server, serverDir: bundles.serverDir, reused: bundles.reused };
}
