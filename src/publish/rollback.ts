import { listDeploys, switchLive, type Deploy } from '../site-build/site-build.js';

/**
 * Makes the kept output of build `buildId` live again (the newest one of that id), or without an id the one before
 * the live one. Throws, listing what is kept, when there is no such output.
 */
export async function rollback(target: string, buildId?: string): Promise<Deploy> {
  const deploys = await listDeploys(target);
  const liveIndex = deploys.findIndex((deploy) => deploy.live);
  const chosen =
    buildId === undefined ? deploys[liveIndex - 1] : deploys.findLast((deploy) => deploy.buildId === buildId);
  if (!chosen) {
    const kept = deploys.map((deploy) => `${deploy.buildId}${deploy.live ? ' (live)' : ''}`).join(', ') || 'none';
    throw new Error(
      `${buildId === undefined ? 'no output before the live one' : `no kept output of build ${buildId}`}; kept: ${kept}`,
    );
  }
  await switchLive(target, chosen.dir);
  return { ...chosen, live: true };
}
