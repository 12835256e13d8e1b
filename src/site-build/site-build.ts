/**
 * The build's front door: everything the commands (scripts/), publishing (src/publish/) and the bench (src/bench/)
 * use of the build pipeline, and the only file of this folder they import (tests/architecture/layering.test.ts).
 *
 * Importing it loads only small modules: every command reads it through the command table, and so do publish:serve
 * and the bundling child process, none of which runs a build in its own process. The stages that load the rest of
 * the pipeline (the bundler, React, the content service, sharp) load on their first call.
 */
import type { SiteConfig } from '../config/env.js';
import type { ViteManifest } from '../../renderer/server/page-assets.js';
import type { BuildOptions, BuildSummary } from './build-site.js';
import type { BuildSession } from './build-session.js';
import type { ShardBuildOptions } from './shard-build.js';
import type { MergeOptions, MergeSummary } from './shard-merge.js';
import type { BuildStats } from './build-stats.js';

export type { BuildSummary } from './build-site.js';
export { generateBuildId, timeOfBuildId } from './build-id.js';
export { BUILD_NODE_FLAGS, RESIDENT_BUILDER_NODE_FLAGS } from './build-node-flags.js';
export { CLIENT_BUNDLE_DIR, SERVER_BUNDLE_DIR } from './bundle-layout.js';
export { loadServerBundle, prepareBundles } from './bundles.js';
export { KEPT_DEPLOYS, listDeploys, switchLive, type Deploy } from './output-swap.js';
export { readRecordedBuild, type RecordedPage } from './page-tags.js';
export { parseShard } from './shard-share.js';
export { sourceHash } from './source-hash.js';

/** `npm run build`: the whole site (or the pages a partial build allows) into a staging folder, then made live. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  return (await import('./build-site.js')).buildSite(options);
}

/** `npm run build -- --shard K/N`: one share of the pages, for mergeShards. */
export async function buildShard(options: ShardBuildOptions): Promise<BuildStats> {
  return (await import('./shard-build.js')).buildShard(options);
}

/** `npm run build:merge`: the shares joined into the deploy folder, as one build writes it, then made live. */
export async function mergeShards(options: MergeOptions): Promise<MergeSummary> {
  return (await import('./shard-merge.js')).mergeShards(options);
}

/** A resident session for a process that builds again and again (publish:serve's builder, the bench). */
export async function openBuildSession(config: SiteConfig): Promise<BuildSession> {
  return (await import('./build-session.js')).openBuildSession(config);
}

/** Vite's build of the browser code into `outDir`, returning its manifest (run in the bundling child process). */
export async function buildClientBundle(outDir: string): Promise<ViteManifest> {
  return (await import('./vite-bundles.js')).buildClientBundle(outDir);
}

/** Vite's build of the server side into `outDir` (run in the bundling child process). */
export async function buildServerBundle(outDir: string): Promise<void> {
  return (await import('./vite-bundles.js')).buildServerBundle(outDir);
}
