import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { watchContent } from '../content-client/content-watch.js';
import { requestLine } from '../http/request-log.js';
import { printable } from '../io/printable.js';
import { openAnswer, TEXT_TYPE } from '../http/respond.js';
import { type RouteCall, routeTableHandler } from '../http/route-table.js';
import { generateBuildId } from '../site-build/site-build.js';
import type { LatestBuild } from '../page-contract/build-manifest.js';
import { LATEST_BUILD_PATH } from '../page-contract/build-manifest.js';
import { createStaticHandler } from '../server/static-server.js';
import type { HealthCounts } from '../content-health/health-report-file.js';
import { buildRunner, type BuildRunner } from './build-runner.js';
import { ContentChecks } from './content-checks.js';
import { publishRoutes } from './publish-api.js';
import { PublishQueue, type PublishQueueOptions } from './publish-queue.js';

export interface PublishServerOptions {
  /** The live output, a link each build switches (`dist`). */
  dir: string;
  /** Where build manifests, build logs and the publishing history are kept (`builds`). */
  buildsDir: string;
  token: string;
  /** The builds' environment. */
  env: NodeJS.ProcessEnv;
  /** Runs one build of a queued change; default: a resident builder's build into `dir` (build-runner.ts). */
  run?: PublishQueueOptions['run'];
  /**
   * The embedded content's folder (CONTENT_DIR), when the builds read it rather than CONTENT_API_URL: each saved
   * change of a file is published as DatoCMS would publish it, with the tags of the records it changed.
   */
  watchContentDir?: string;
  /** Checks the content's health (src/content-health) after each build that went live, in the background. */
  checkContent?: () => Promise<HealthCounts>;
  log?: (message: string) => void;
}

/** The id of the build `dir` serves, from its `builds/latest.json`. */
export async function liveBuildId(dir: string): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(join(dir, LATEST_BUILD_PATH), 'utf8')) as LatestBuild).id;
  } catch {
    return undefined;
  }
}

export interface PublishServer {
  server: Server;
  queue: PublishQueue;
  /** Resolves once the builder has prepared the next build after the last one (BuildRunner.prepared). */
  prepared: () => Promise<void>;
}

/**
 * `npm run publish:serve`: the site served as `npm run serve` serves it, and the publishing endpoints
 * (publish-api.ts) that rebuild it when content changes, one build at a time, bursts coalesced; with
 * `watchContentDir`, saved content files too; with `checkContent`, the content's health after each live build. The
 * server's `close` stops the watcher, and the resident builder once the queue and the checks are idle.
 */
export function createPublishServer({
  dir,
  buildsDir,
  token,
  env,
  run,
  watchContentDir,
  checkContent,
  log = console.log,
}: PublishServerOptions): PublishServer {
  const runner: Pick<BuildRunner, 'close' | 'prepared'> & { run: PublishQueueOptions['run'] } = run
    ? { run, prepared: async () => {}, close: async () => {} }
    : buildRunner({ outDir: dir, buildsDir, env });
  const checks = checkContent && new ContentChecks(checkContent, log);
  const queue = new PublishQueue({
    run: async (buildId, item) => {
      const outcome = await runner.run(buildId, item);
      checks?.afterBuild(buildId);
      return outcome;
    },
    newBuildId: () => generateBuildId(),
    historyFile: join(buildsDir, 'publish-history.json'),
    queueFile: join(buildsDir, 'publish-queue.json'),
    log,
  });
  const watcher =
    watchContentDir === undefined
      ? undefined
      : watchContent(watchContentDir, async ({ tags, reason }) => {
          const { state } = await queue.request({ trigger: 'content/ saved', tags, reason });
          log(printable(`[publish] ${reason}: build ${state}`));
        });
  const site = createStaticHandler({ dir });
  const table = {
    routes: publishRoutes({
      token,
      queue,
      liveBuild: () => liveBuildId(dir),
      contentHealth: () => checks?.status() ?? null,
    }),
    // Every other request is the site's, as `npm run serve` serves it.
    notFound: ({ req, res }: RouteCall) => site(req, res),
  };
  const server = createServer(
    routeTableHandler(table, (req, res, error) => {
      console.error('[publish]', requestLine(req), error);
      if (!res.headersSent) openAnswer(res, 500, { 'Content-Type': TEXT_TYPE });
      res.end('Internal Server Error\n');
    }),
  );
  server.once('close', () => {
    watcher?.close();
    // After the build under way, if any: the builder it runs in stops with it.
    void queue
      .idle()
      .then(() => checks?.idle())
      .then(() => runner.close());
  });
  return { server, queue, prepared: () => runner.prepared() };
}
