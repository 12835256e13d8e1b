import { lstatSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAYLOAD_FILE } from '../page-contract/payload.js';
import { deploysDir, removeInBackground } from './output-swap.js';
import type { RecordedBuild, RecordedPage } from './page-tags.js';

/**
 * The next build's pages prepared while no build runs: a folder beside the deploys holding the recorded pages' files
 * (HTML, payload, vCards: what a partial build carries over, partial-render.ts) hard-linked from the live output, made
 * by a thread of its own right after a build went live. A partial build from that live output and that recorded build
 * takes it as the start of its staging folder, so the pages it carries over need nothing; before it writes a page it
 * removes that page's linked files (writing into one would change the live site), and at the end it removes the pages
 * the recorded build had and it does not. At 20,880 carried pages the links and folders cost the pages stage 2-3 s
 * of its main thread (5x at 100,000 pages).
 */

/** The files of a recorded page that a partial build carries over, as they are named in its folder. */
export function carriedFiles(page: Pick<RecordedPage, 'files'>): string[] {
  return ['index.html', PAYLOAD_FILE, ...page.files];
}

/**
 * Plain JavaScript for a thread (the builder's TypeScript loader is not a thread's), given `from`, `to` and `node:fs`'s
 * and `node:path`'s functions: `linkPage(path, files)` makes the page's folder under `to` (its parents first, each
 * once; one a render thread made meanwhile is fine) and links its files from `from`.
 */
export const PAGE_LINKER = `
const made = new Set([to]);
const make = (folder) => {
  if (made.has(folder)) return;
  const parent = dirname(folder);
  if (parent !== folder) make(parent);
  try {
    mkdirSync(folder);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  made.add(folder);
};
const linkPage = (path, files) => {
  const folder = join(to, path);
  make(folder.length > 1 && folder.endsWith(sep) ? folder.slice(0, -1) : folder);
  for (const file of files) linkSync(join(from, path, file), join(folder, file));
};
`;

/**
 * The preparing thread's code: each page linked ({@link PAGE_LINKER}) in the recorded build's order, the count of
 * pages done kept in `progress[0]`; it stops before the next page once `progress[1]` is set.
 */
const PREPARE_THREAD = `
const { linkSync, mkdirSync } = require('node:fs');
const { dirname, join, sep } = require('node:path');
const { workerData } = require('node:worker_threads');
const { from, to, pages, progress } = workerData;
mkdirSync(to, { recursive: true });
${PAGE_LINKER}
for (const [path, ...files] of pages) {
  if (Atomics.load(progress, 1) !== 0) break;
  linkPage(path, files);
  Atomics.add(progress, 0, 1);
}
`;

/** The start of a prepared-pages folder's name in the deploys folder (listDeploys skips it). */
const PREPARED_PREFIX = '.prepared-';

/**
 * What a partial build takes: how many of the recorded build's pages, from the first, are linked into its staging
 * folder (the thread links them in the recorded order).
 */
export type TakenPages = number;

export interface PreparedPages {
  /** The live output the pages are linked from, and the recorded build they are. */
  readonly live: string;
  readonly buildId: string;
  /** Settles when the pages are all linked, or the preparation stopped or failed. */
  readonly settled: Promise<void>;
  /** How many pages are linked so far (in the recorded build's order). */
  linked(): number;
  /**
   * For a partial build from `live` and recorded build `buildId`: the preparation stopped where it is (its pages
   * stay; the build carries the others itself, as fast as the thread would), the prepared pages moved into `staging`,
   * and how many they are. Undefined, and the pages discarded, when they are of another live output or recorded
   * build, or the preparation failed.
   */
  take(options: { live: string; buildId: string; staging: string }): Promise<TakenPages | undefined>;
  /** Stops the preparation and removes what it made (in the background: a folder of 20,000 pages takes seconds). */
  discard(): Promise<void>;
}

/**
 * Moves every entry of `from` into `to`, merging the folders both have (a staging folder already holds the bundle's
 * files and the sitemaps' folders), then removes `from`. A file both have is an error: pages and the build's other
 * files never share a name.
 */
function moveInto(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const destination = join(to, entry.name);
    const existing = lstatSync(destination, { throwIfNoEntry: false });
    if (!existing) renameSync(source, destination);
    else if (entry.isDirectory() && existing.isDirectory()) moveInto(source, destination);
    else throw new Error(`Prepared pages: ${destination} is both a prepared page's and the build's`);
  }
  rmdirSync(from);
}

/** Removes, in the background, prepared pages of `target` left by a process that stopped (all but `keep`). */
async function removeLeftovers(target: string, keep: string): Promise<void> {
  const dir = deploysDir(target);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith(PREPARED_PREFIX) && join(dir, name) !== keep)
      await removeInBackground(join(dir, name)).catch(() => {});
  }
}

/**
 * Starts linking the pages of `recorded` from the live output `live` (the deploy `target` links to) into a folder of
 * target's deploys, on a thread: the caller's event loop stays free (a webhook is answered meanwhile).
 */
export function preparePages({
  target,
  live,
  recorded,
}: {
  target: string;
  live: string;
  recorded: RecordedBuild;
}): PreparedPages {
  const dir = join(deploysDir(target), `${PREPARED_PREFIX}${recorded.buildId}-${process.pid}`);
  const pages = recorded.pages.map((page) => [page.path, ...carriedFiles(page)]);
  const progress = new Int32Array(new SharedArrayBuffer(8));
  const thread = new Worker(PREPARE_THREAD, { eval: true, workerData: { from: live, to: dir, pages, progress } });
  let failed = false;
  const settled = new Promise<void>((resolve) => {
    thread.once('error', () => {
      failed = true;
    });
    thread.once('exit', () => resolve());
  });
  void removeLeftovers(target, dir);
  let owned = true;
  const stop = async () => {
    Atomics.store(progress, 1, 1);
    await settled;
  };
  const discard = async () => {
    if (!owned) return;
    owned = false;
    await stop();
    await removeInBackground(dir).catch(() => {});
  };
  return {
    live,
    buildId: recorded.buildId,
    settled,
    linked: () => Atomics.load(progress, 0),
    async take(options) {
      if (!owned || options.live !== live || options.buildId !== recorded.buildId) {
        await discard();
        return undefined;
      }
      await stop();
      if (failed) {
        await discard();
        return undefined;
      }
      owned = false;
      moveInto(dir, options.staging);
      return Atomics.load(progress, 0);
    },
    discard,
  };
}
