import { Worker } from 'node:worker_threads';
import type { RecordedPage } from './page-tags.js';
import { carriedFiles, PAGE_LINKER } from './prepared-pages.js';

/** Pages sent to a thread at once: one message per run of this many carried pages. */
const PAGES_PER_MESSAGE = 256;
/**
 * The threads carrying pages, sent runs in turn: the links are the kernel's work, which one thread left half done when
 * the build's thread was done (67,752 pages at 107,288: ~3,000 pages a second at load 14 on 2 cores).
 */
const CARRY_THREADS = 2;

/**
 * The thread's code, plain JavaScript run by `eval` (as the preparing thread's, prepared-pages.ts): it links each
 * `[path, ...files]` of the messages it gets, in order, and exits after the message `null`.
 */
const CARRY_THREAD = `
const { linkSync, mkdirSync } = require('node:fs');
const { dirname, join, sep } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { from, to } = workerData;
${PAGE_LINKER}
parentPort.on('message', (pages) => {
  if (pages === null) {
    parentPort.close();
    return;
  }
  for (const [path, ...files] of pages) linkPage(path, files);
});
`;

export interface PageCarrier {
  /** Carries `page` over from the live output: its folder made and its files linked, on a thread, soon. */
  carry(page: RecordedPage): void;
  /** Settles once every page given is carried; rejects with the first page a thread could not carry. */
  done(): Promise<void>;
  /** Ends the threads, their pages carried or not (a failed build). */
  stop(): Promise<void>;
}

/**
 * The pages a partial build carries over that were not linked before it began (prepared-pages.ts), carried on
 * threads of their own while the build's thread settles the batches: at 107,288 pages, 33,541 pages carried one after
 * the other by the build's thread (a folder and two links each) took 7 of a retitle's 17 s of pages.
 */
export function openCarryThreads(live: string, staging: string): PageCarrier {
  const threads: { worker: Worker; exited: Promise<void> }[] = [];
  let failure: Error | undefined;
  let pending: string[][] = [];
  let sent = 0;
  /** The next thread in turn, started when it gets its first pages. */
  const next = (): Worker => {
    const turn = sent++ % CARRY_THREADS;
    const running = threads[turn];
    if (running) return running.worker;
    const worker = new Worker(CARRY_THREAD, { eval: true, workerData: { from: live, to: staging } });
    const exited = new Promise<void>((resolve) => {
      worker.once('error', (error) => {
        failure ??= error;
      });
      worker.once('exit', () => resolve());
    });
    threads.push({ worker, exited });
    return worker;
  };
  const send = () => {
    if (pending.length === 0) return;
    next().postMessage(pending);
    pending = [];
  };
  const exited = () => Promise.all(threads.map((thread) => thread.exited));
  return {
    carry(page) {
      pending.push([page.path, ...carriedFiles(page)]);
      if (pending.length >= PAGES_PER_MESSAGE) send();
    },
    async done() {
      send();
      for (const { worker } of threads) worker.postMessage(null);
      await exited();
      if (failure) throw new Error(`Carrying the live output's pages over failed: ${failure.message}`);
    },
    async stop() {
      pending = [];
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
      await exited();
    },
  };
}
