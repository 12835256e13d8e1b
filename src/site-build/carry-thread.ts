import { Worker } from 'node:worker_threads';
import type { RecordedPage } from './page-tags.js';
import { carriedFiles, PAGE_LINKER } from './prepared-pages.js';

/** Pages sent to the thread at once: one message per run of this many carried pages. */
const PAGES_PER_MESSAGE = 256;

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
  /** Carries `page` over from the live output: its folder made and its files linked, on the thread, soon. */
  carry(page: RecordedPage): void;
  /** Settles once every page given is carried; rejects with the first page the thread could not carry. */
  done(): Promise<void>;
  /** Ends the thread, its pages carried or not (a failed build). */
  stop(): Promise<void>;
}

/**
 * The pages a partial build carries over that were not linked before it began (prepared-pages.ts), carried on a
 * thread of its own while the build's thread settles the batches (at 107,288 pages, 33,541 pages carried by the
 * build's thread, a folder and two links each, took 7 of a retitle's 17 s of pages). One thread: a second one linked
 * no faster (40,000 pages: 5.0-5.1 s on the build's thread, 5.5-6.8 s on two threads, at twice the CPU), the links
 * being the file system's work.
 */
export function openCarryThread(live: string, staging: string): PageCarrier {
  let thread: Worker | undefined;
  let failure: Error | undefined;
  let exited: Promise<void> = Promise.resolve();
  let pending: string[][] = [];
  /** The thread, started when it gets its first pages. */
  const started = (): Worker => {
    if (thread) return thread;
    const worker = new Worker(CARRY_THREAD, { eval: true, workerData: { from: live, to: staging } });
    exited = new Promise((resolve) => {
      worker.once('error', (error) => {
        failure ??= error;
      });
      worker.once('exit', () => resolve());
    });
    thread = worker;
    return worker;
  };
  const send = () => {
    if (pending.length === 0) return;
    started().postMessage(pending);
    pending = [];
  };
  return {
    carry(page) {
      pending.push([page.path, ...carriedFiles(page)]);
      if (pending.length >= PAGES_PER_MESSAGE) send();
    },
    async done() {
      send();
      thread?.postMessage(null);
      await exited;
      if (failure) throw new Error(`Carrying the live output's pages over failed: ${failure.message}`);
    },
    async stop() {
      pending = [];
      await thread?.terminate();
      await exited;
    },
  };
}
