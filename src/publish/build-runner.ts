import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { RESIDENT_BUILDER_NODE_FLAGS, sourceHash, type BuildSummary } from '../site-build/site-build.js';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface BuildRun {
  buildId: string;
  /** Pages written. */
  pages: number;
  /**
   * `partial`: only the pages the change's tags name were fetched and rendered; `full`: every page, for `reason`.
   * The counts below are the build's own report (a runner that does not build pages, a test's, may leave them out).
   */
  kind?: 'partial' | 'full';
  /** Why the build was a full one. */
  reason?: string;
  /** Pages rendered. */
  rendered?: number;
  /** Pages taken from the live output (carried over, or unchanged). */
  reused?: number;
  /** Pages of the live build this one no longer has. */
  removed?: number;
  /** The build's seconds by stage (its `total` is the build's own time, without waiting for the content to be read again). */
  seconds?: BuildSummary['seconds'];
}

/**
 * How a build went, in the fields `GET /api/publish/status` shows: from the build's summary (or its stats file, which
 * `npm run build --stats-file` writes with these fields besides the summary's).
 */
export function buildOutcome(
  summary: Pick<BuildSummary, 'pages' | 'kind' | 'reason' | 'rendered' | 'reusedPages' | 'removed'>,
): Omit<Required<BuildRun>, 'buildId' | 'reason' | 'seconds'> & Pick<BuildRun, 'reason'> {
  const { pages, kind, reason, rendered, reusedPages, removed } = summary;
  return { pages, kind, ...(reason === undefined ? {} : { reason }), rendered, reused: reusedPages, removed };
}

/** What a build is asked to rebuild: the cache tags a change invalidated, or null for every page. */
export interface BuildChange {
  tags: readonly string[] | null;
}

export interface BuildRunnerOptions {
  /** The live output (a link switched by each build). */
  outDir: string;
  /** Where build manifests and the builds' logs are kept. */
  buildsDir: string;
  /** The builds' environment (CONTENT_*, SITE_URL, …); each build's id is its own. */
  env: NodeJS.ProcessEnv;
}

/** A build the resident builder is sent (build-runner-process.ts). */
export interface ResidentBuild {
  buildId: string;
  outDir: string;
  buildsDir: string;
  tags: readonly string[] | null;
}

/** What the resident builder tells its parent: it is ready (with the code it runs), or how a build went. */
export type ResidentAnswer = { ready: string } | { built: BuildSummary } | { failed: string };

/**
 * What it tells besides answers: after a build (its id), that it has prepared the next one's pages
 * (prepared-pages.ts; a partial build after that carries its pages over without linking them).
 */
export interface ResidentNotice {
  prepared: string;
}

export type ResidentMessage = ResidentAnswer | ResidentNotice;

export interface BuildRunner {
  /** Runs one build; resolves with the pages written and how, rejects with the build's own error. */
  run(buildId: string, change?: BuildChange): Promise<BuildRun>;
  /**
   * Resolves once the builder has prepared the next build's pages after the last build, or has no preparation under
   * way (no build yet, a builder replaced or stopped).
   */
  prepared(): Promise<void>;
  /** Stops the resident builder (and its content service). */
  close(): Promise<void>;
}

/** A resident builder process and the code it runs. */
interface Builder {
  child: ChildProcess;
  sourceHash: string;
  /** How it stopped, once it did. */
  exited: Promise<string>;
}

/**
 * Runs publish:serve's builds in a resident builder: a child process (build-runner-process.ts) started with
 * `npm run build`'s Node flags but a larger heap (RESIDENT_BUILDER_NODE_FLAGS) for the first build and kept for the next ones, so that its content service stays up
 * with its store loaded and its code and server bundle stay loaded (src/site-build/build-session.ts). Each build does
 * what `npm run build -- --invalidated-tags` does (a partial build when the recorded build allows it; the recorded
 * state is written and read as by the command), its output to `builds/logs/{id}.log`. Before each build the code's
 * source hash is compared with the builder's: a builder of other code is replaced by a new one (a full build, the
 * recorded build being of other code). A builder that stops during a build is replaced and the build run once more;
 * twice, and the build fails saying so. A failed build leaves the live output untouched (the build only switches it
 * when every page was written).
 */
export function buildRunner({ outDir, buildsDir, env }: BuildRunnerOptions): BuildRunner {
  let builder: Builder | undefined;
  /** The running build's log: the builder's output goes there. */
  let log: WriteStream | undefined;
  /** The wait for the builder's preparation after the last build, by its id (none under way: nothing to resolve). */
  let preparing: { buildId: string; done: () => void; promise: Promise<void> } | undefined;
  const preparationEnded = () => {
    preparing?.done();
    preparing = undefined;
  };

  const start = (): Promise<Builder> => {
    const child = fork(join(import.meta.dirname, 'build-runner-process.ts'), [], {
      cwd: projectRoot,
      execArgv: [...RESIDENT_BUILDER_NODE_FLAGS, '--import', 'tsx'],
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    for (const output of [child.stdout, child.stderr]) output?.on('data', (chunk: Buffer) => log?.write(chunk));
    child.on('message', (message: ResidentMessage) => {
      if ('prepared' in message && message.prepared === preparing?.buildId) preparationEnded();
    });
    const exited = new Promise<string>((done) =>
      child.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `exit code ${code}`)),
    );
    // One that stopped between builds is replaced at the next; what it was preparing is gone with it.
    void exited.then(() => {
      if (builder?.child === child) {
        builder = undefined;
        preparationEnded();
      }
    });
    return new Promise((ready, failed) => {
      child.once('error', failed);
      void exited.then((how) => failed(new Error(`The builder stopped while starting (${how})`)));
      child.once('message', (answer: ResidentMessage) => {
        if ('ready' in answer) ready({ child, sourceHash: answer.ready, exited });
        else failed(new Error('failed' in answer ? answer.failed : 'The builder did not start'));
      });
    });
  };

  const stop = async (stopped: Builder) => {
    if (stopped.child.connected) stopped.child.disconnect();
    await stopped.exited;
  };

  /** The builder's answer to `build`, or how it stopped before answering. */
  const ask = (asked: Builder, build: ResidentBuild): Promise<ResidentAnswer | { stopped: string }> =>
    new Promise((done) => {
      const answered = (answer: ResidentMessage) => {
        // A notice of the preparation after an earlier build is no answer to this one.
        if ('prepared' in answer) return;
        asked.child.off('message', answered);
        asked.child.off('exit', stopped);
        done(answer);
      };
      const stopped = (code: number | null, signal: NodeJS.Signals | null) => {
        asked.child.off('message', answered);
        done({ stopped: signal ? `signal ${signal}` : `exit code ${code}` });
      };
      asked.child.on('message', answered);
      asked.child.once('exit', stopped);
      asked.child.send(build, (error) => {
        if (error) stopped(asked.child.exitCode, asked.child.signalCode);
      });
    });

  const runOnce = async (build: ResidentBuild): Promise<ResidentAnswer | { stopped: string }> => {
    const code = await sourceHash(projectRoot);
    if (builder && builder.sourceHash !== code) {
      log?.write(
        `[build] the code changed since the builder started (${builder.sourceHash} -> ${code}): a new builder\n`,
      );
      await stop(builder);
      builder = undefined;
    }
    builder ??= await start();
    const answer = await ask(builder, build);
    if ('stopped' in answer) builder = undefined;
    return answer;
  };

  return {
    async run(buildId, change = { tags: null }) {
      const logs = join(buildsDir, 'logs');
      await mkdir(logs, { recursive: true });
      log = createWriteStream(join(logs, `${buildId}.log`));
      try {
        const build = { buildId, outDir, buildsDir, tags: change.tags };
        let answer = await runOnce(build);
        if ('stopped' in answer) {
          log.write(
            `[build] the builder stopped during the build (${answer.stopped}): running it again with a new one\n`,
          );
          const first = answer.stopped;
          answer = await runOnce(build);
          if ('stopped' in answer)
            throw new Error(
              `The builder stopped during the build twice (${first}, then ${answer.stopped}): see builds/logs/${buildId}.log`,
            );
        }
        if ('failed' in answer) throw new Error(answer.failed);
        if (!('built' in answer)) throw new Error('The builder answered a build with something else than its outcome');
        // The builder now prepares the next build's pages, and says so when it has.
        preparationEnded();
        let done = () => {};
        const promise = new Promise<void>((resolve) => {
          done = resolve;
        });
        preparing = { buildId, done, promise };
        return { buildId, ...buildOutcome(answer.built), seconds: answer.built.seconds };
      } finally {
        const ended = log;
        log = undefined;
        await new Promise((done) => ended.end(done));
      }
    },
    prepared: () => preparing?.promise ?? Promise.resolve(),
    async close() {
      if (builder) await stop(builder);
      builder = undefined;
      preparationEnded();
    },
  };
}
