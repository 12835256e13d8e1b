import { pageChunkFiles, type ViteManifest } from './page-assets.js';
import { siteRedirects } from '../../src/hosting/host-rules.js';
import type { BuildMeta } from '../../src/page-contract/build-manifest.js';
import { routeRules } from './route-rules.js';

/** The manifest of a build: its rules and redirects, each page type's code, and (when known) every file of its code. */
export function buildMetaOf({
  buildId,
  timestamp,
  manifest,
  pageNames,
  assets,
  searchIndexes,
}: {
  buildId: string;
  timestamp: number;
  manifest: ViteManifest;
  pageNames: readonly string[];
  assets?: string[];
  searchIndexes?: BuildMeta['searchIndexes'];
}): BuildMeta {
  return {
    id: buildId,
    timestamp,
    routeRules: routeRules(),
    redirects: { ...siteRedirects },
    pages: Object.fromEntries(pageNames.map((name) => [name, pageChunkFiles(manifest, name)])),
    ...(assets ? { assets } : {}),
    ...(searchIndexes ? { searchIndexes } : {}),
  };
}
