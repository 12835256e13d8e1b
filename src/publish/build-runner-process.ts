/**
 * publish:serve's resident builder (build-runner.ts) as a child process: it opens a build session
 * (src/site-build/build-session.ts) on the configuration of its environment, tells its parent `{ ready: sourceHash }`
 * (or `{ failed }`, and exits), then runs each build it is sent (`ResidentBuild`), one at a time, answering
 * `{ built: summary }` or `{ failed: message }`; after a build, `{ prepared: buildId }` once the next one's pages
 * are prepared. Its output is the builds' log. It stops when its parent disconnects
 * (the parent stopped, or was killed).
 */
import { readConfig } from '../config/env.js';
import { openBuildSession } from '../site-build/site-build.js';
import type { ResidentBuild, ResidentMessage } from './build-runner.js';

const answer = (message: ResidentMessage) =>
  new Promise<void>((done) => (process.send ? process.send(message, () => done()) : done()));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<void> {
  const session = await openBuildSession(readConfig()).catch(async (error: unknown) => {
    await answer({ failed: messageOf(error) });
    process.exit(1);
  });
  process.once('disconnect', () => {
    void session.close().finally(() => process.exit(0));
  });
  let building = Promise.resolve();
  process.on('message', (build: ResidentBuild) => {
    building = building.then(async () => {
      try {
        const summary = await session.build({
          buildId: build.buildId,
          outDir: build.outDir,
          buildsDir: build.buildsDir,
          invalidatedTags: build.tags,
        });
        await answer({ built: summary });
        // Told apart from the builds' answers: the next build may be sent before the preparation ends.
        void session.prepared().then(() => answer({ prepared: build.buildId }));
      } catch (error) {
        console.error(`[build] FAILED: ${messageOf(error)}`);
        await answer({ failed: messageOf(error) });
      }
    });
  });
  await answer({ ready: session.sourceHash });
}

void main();
