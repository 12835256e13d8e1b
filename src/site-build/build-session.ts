import { realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { createSiteContentClient } from '../content-client/site-content-client.js';
import { openSearchThread, SEARCH_THREAD_REMEMBERED_BYTES } from './search-thread.js';
import { buildSite, type BuildOptions, type BuildSummary } from './build-site.js';
import { PAGE_TAGS_FILE, readRecordedBuild, type RecordedBuild } from './page-tags.js';
import { preparePages, type PreparedPages } from './prepared-pages.js';
import { sourceHash } from './source-hash.js';

const projectRoot = resolve(import.meta.dirname, '../..');

/** The recorded build of a builds folder read ahead, and its file's identity when the reading began. */
interface ReadAhead {
  buildsDir: string;
  identity: string | undefined;
  build: Promise<RecordedBuild | { unusable: string }>;
}

/** Which file `page-tags.ndjson` is (a build replaces it), and its version: undefined when there is none. */
async function pageTagsIdentity(buildsDir: string): Promise<string | undefined> {
  const file = await stat(join(buildsDir, PAGE_TAGS_FILE)).catch(() => undefined);
  return file && `${file.ino} ${file.size} ${file.mtimeMs}`;
}

/** Reads the recorded build of `buildsDir` (resolved as a build resolves it) now, for the next build. */
async function readAhead(buildsDir: string): Promise<ReadAhead> {
  const folder = resolve(projectRoot, buildsDir);
  const identity = await pageTagsIdentity(folder);
  return { buildsDir: folder, identity, build: readRecordedBuild(folder) };
}

/** What one build of a session is asked for: buildSite's options but the configuration and the content, the builds folder named. */
export type SessionBuildOptions = Omit<BuildOptions, 'config' | 'content' | 'readRecorded'> &
  Required<Pick<BuildOptions, 'buildsDir'>>;

/**
 * A resident build session, for a process that builds again and again (publish:serve's builder,
 * src/publish/build-runner.ts): its content service (or API client) is started once and stays up with its store
 * loaded, and the code of the process, its server bundle included, stays loaded between builds. Each build reads
 * the content as it is then: the embedded service reads its folder again for every build but the first (what a
 * webhook names was saved before it was sent), while the build bundles, and the build reads it through a content
 * client of its own (an empty cache). The state a build recorded (page-tags.ndjson, written as by any build) is read
 * once it is over, while no build runs, and the next build takes it if its file was not replaced since (a partial
 * plan reads it: 1.6-2.1 s at 21,534 pages). Then, on a thread, the pages of that build are linked from the live
 output for the next build of the same output (prepared-pages.ts): a partial build takes them, a full one discards them.
 */
export interface BuildSession {
  /** The code this session runs (source-hash.ts): a build of other code needs another process, hence another session. */
  readonly sourceHash: string;
  build(options: SessionBuildOptions): Promise<BuildSummary>;
  /** Settles when what the session prepares after a build for the next one (the recorded build read, its pages linked) is ready. */
  prepared(): Promise<void>;
  /** Stops the content service. */
  close(): Promise<void>;
}

export async function openBuildSession(config: SiteConfig): Promise<BuildSession> {
  const [hash, content] = await Promise.all([
    sourceHash(projectRoot),
    createSiteContentClient(config, { serviceProcess: true }),
  ]);
  let loaded = true;
  let ahead: Promise<ReadAhead> | undefined;
  const search = openSearchThread({ rememberedBytes: SEARCH_THREAD_REMEMBERED_BYTES });
  /** The pages prepared for the next build of an output, by the output's folder. */
  const preparedPages = new Map<string, PreparedPages>();
  /** Builds started, and the last one started of each output: a preparation for an output that builds again meanwhile does not start. */
  let builds = 0;
  const lastBuild = new Map<string, number>();
  let between: Promise<void> = Promise.resolve();
  /** Links the pages of `recorded` for the next build of `target`, unless a build of it started meanwhile. */
  const prepareNext = async (
    target: string,
    recorded: RecordedBuild | { unusable: string },
    serial: number,
    log: (message: string) => void,
  ) => {
    const live = await realpath(target).catch(() => undefined);
    if ('unusable' in recorded || live === undefined || lastBuild.get(target) !== serial) return;
    const started = performance.now();
    const pages = preparePages({ target, live, recorded });
    preparedPages.set(target, pages);
    await pages.settled;
    log(
      `[build] the pages of ${recorded.buildId} linked for the next build in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  };
  const timedReload = async (log: (message: string) => void) => {
    const started = performance.now();
    await content.reload();
    log(`[build] the content service read its folder again in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  };
  return {
    sourceHash: hash,
    build(options) {
      // The build bundles while the service reads its folder again; it waits for the content when it needs it.
      const reading = loaded ? Promise.resolve() : timedReload(options.log ?? console.log);
      loaded = false;
      // A partial build takes the recorded build read ahead when its file is still the one read; a full one drops it.
      let read = options.invalidatedTags ? ahead : undefined;
      ahead = undefined;
      const readRecorded = async (buildsDir: string) => {
        const taken = await read;
        read = undefined;
        if (
          taken?.buildsDir === buildsDir &&
          taken.identity !== undefined &&
          taken.identity === (await pageTagsIdentity(buildsDir))
        )
          return taken.build;
        return readRecordedBuild(buildsDir);
      };
      // A partial build takes the pages prepared for its output; a full one drops them.
      const serial = ++builds;
      const target = resolve(projectRoot, options.outDir ?? 'dist');
      lastBuild.set(target, serial);
      const prepared = preparedPages.get(target);
      preparedPages.delete(target);
      if (!options.invalidatedTags) void prepared?.discard();
      const built = buildSite({
        ...options,
        config,
        content: reading.then(() => content.anew()),
        readRecorded,
        searchIndexer: search.indexer,
        preparedPages: options.invalidatedTags ? prepared : undefined,
      });
      // Then, while no build runs, the state it recorded is read and its pages linked for the next one.
      const after = () => {
        const next = readAhead(options.buildsDir);
        ahead = next;
        ahead.catch(() => {});
        between = next
          .then(async ({ build }) => prepareNext(target, await build, serial, options.log ?? console.log))
          .catch(() => {});
      };
      built.then(after, after);
      return built;
    },
    prepared: () => between,
    async close() {
      // A preparation not started yet does not start.
      lastBuild.clear();
      await Promise.all([...preparedPages.values()].map((pages) => pages.discard()));
      preparedPages.clear();
      await Promise.all([content.close(), search.close()]);
    },
  };
}
