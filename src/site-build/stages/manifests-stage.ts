import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteManifest } from '../../../renderer/server/page-assets.js';
import { buildMetaOf } from '../../../renderer/server/build-meta.js';
import {
  buildMetaPath,
  LATEST_BUILD_PATH,
  type BuildMeta,
  type LatestBuild,
} from '../../page-contract/build-manifest.js';
import { checkedBuildId } from '../build-id.js';

/** How many build manifests stay published (this build's and the latest earlier ones), for tabs running those builds. */
export const KEPT_BUILDS = 20;

/**
 * Stage 6: `builds/latest.json`, this build's `builds/meta/{id}.json` (with every asset file of its code), and the
 * manifests of the kept earlier builds, from the history folder that outlives each output.
 */
export async function manifestsStage({
  staging,
  history,
  buildId,
  shell,
  timestamp,
  manifest,
  pageNames,
  searchIndexes,
  keptBuilds = KEPT_BUILDS,
}: {
  staging: string;
  history: string;
  buildId: string;
  /** The shell its pages name (SiteData), which `builds/latest.json` names for open tabs. */
  shell: string;
  timestamp: number;
  manifest: ViteManifest;
  pageNames: string[];
  searchIndexes?: BuildMeta['searchIndexes'];
  keptBuilds?: number;
}): Promise<BuildMeta[]> {
  checkedBuildId(buildId, 'The build manifests');
  const assets = (await readdir(join(staging, 'assets'))).sort().map((file) => `/assets/${file}`);
  const meta = buildMetaOf({ buildId, timestamp, manifest, pageNames, assets, searchIndexes });
  const metas = join(history, 'meta');
  await mkdir(metas, { recursive: true });
  await writeFile(join(metas, `${buildId}.json`), JSON.stringify(meta));
  const latest: LatestBuild = { id: buildId, timestamp, shell };
  await writeFile(join(history, 'latest.json'), JSON.stringify(latest));
  const earlier = (await readdir(metas)).filter((file) => file.endsWith('.json') && file !== `${buildId}.json`).sort();
  const kept = [...earlier.slice(-(keptBuilds - 1)), `${buildId}.json`];
  await mkdir(join(staging, 'builds/meta'), { recursive: true });
  const published: BuildMeta[] = [];
  for (const file of kept) {
    await copyFile(join(metas, file), join(staging, 'builds/meta', file));
    published.push(
      file === `${buildId}.json` ? meta : (JSON.parse(await readFile(join(metas, file), 'utf8')) as BuildMeta),
    );
  }
  await copyFile(join(metas, `${buildId}.json`), join(staging, buildMetaPath(buildId)));
  await writeFile(join(staging, LATEST_BUILD_PATH), JSON.stringify(latest));
  return published;
}
