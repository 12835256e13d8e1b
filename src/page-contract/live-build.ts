import { LATEST_BUILD_PATH, type LatestBuild } from './build-manifest.js';

/**
 * The live build as this tab knows it, from `builds/latest.json`. A page names no build (an unchanged page is the same
 * file in every build of the same shell), so the requests that name one — the build manifest, payloads, the browser
 * search index, the team directory — take the id from here: read once when first needed, and again by every check of
 * the build watcher (renderer/client/build-watcher.ts).
 */

/** Told of every reading: the build now live, and the one this tab knew before (none at the first reading). */
export type LiveBuildListener = (latest: LatestBuild, previous: LatestBuild | undefined) => void;

let known: LatestBuild | undefined;
let reading: Promise<LatestBuild> | undefined;
const listeners = new Set<LiveBuildListener>();

/** Reads `builds/latest.json` now (a time stamp query, never a cached answer) and tells the listeners. */
export function readLiveBuild(): Promise<LatestBuild> {
  const request = fetch(`${LATEST_BUILD_PATH}?${Date.now()}`, { cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(`${LATEST_BUILD_PATH}: status ${response.status}`);
    const latest = (await response.json()) as LatestBuild;
    const previous = known;
    known = latest;
    for (const listener of listeners) listener(latest, previous);
    return latest;
  });
  reading = request;
  request.catch(() => {
    if (reading === request) reading = undefined;
  });
  return request;
}

/** The live build this tab last read, read first if it has not been yet. */
export function liveBuild(): Promise<LatestBuild> {
  return known ? Promise.resolve(known) : (reading ?? readLiveBuild());
}

/** Calls `listener` on every reading from now on; returns what stops it. */
export function onLiveBuild(listener: LiveBuildListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
