import type { ViteManifest } from '../../renderer/server/page-assets.js';
import { buildMetaOf } from '../../renderer/server/build-meta.js';
import { onRequestIndexes } from '../../renderer/server/on-request-search-index.js';
import { buildMetaPath, LATEST_BUILD_PATH, type LatestBuild } from '../page-contract/build-manifest.js';

export interface StandInBuildOptions {
  /** The server's build id (`dev`, `preview`): the client router never mistakes its pages for a deployed build's. */
  buildId: string;
  /** The browser bundle's manifest (none in dev, where Vite serves the sources). */
  manifest: ViteManifest;
  /** The page types whose code the manifest names (none in dev). */
  pageNames: readonly string[];
}

/**
 * The build files a server that renders pages on request answers in place of a deployed build's, as JSON text by
 * path: `builds/latest.json` naming its build id (which is also its pages' shell), and that build's manifest, whose
 * search indexes are the ones made on request (on-request-search-index.ts).
 */
export function standInBuildFiles({ buildId, manifest, pageNames }: StandInBuildOptions): ReadonlyMap<string, string> {
  const latest: LatestBuild = { id: buildId, timestamp: 0, shell: buildId };
  const meta = buildMetaOf({ buildId, timestamp: 0, manifest, pageNames, searchIndexes: onRequestIndexes });
  return new Map([
    [LATEST_BUILD_PATH, JSON.stringify(latest)],
    [buildMetaPath(buildId), JSON.stringify(meta)],
  ]);
}
