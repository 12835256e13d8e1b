import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDER_WORKER_FILE } from './bundle-layout.js';
import type { BatchResult, PageBatch, PageWriterSetup } from './page-writer.js';
import { createPageWriter, sendableBatch } from './page-writer.js';
import { PageBuildError } from '../../renderer/server/page-payload.js';
import { BUILD_THREAD_YOUNG_GENERATION_MB } from './build-node-flags.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { languageIndex, oneAtATime, type LanguageIndexer, type LanguageIndexRequest } from './stages/search-stage.js';

/** What the build asks of a render thread: a batch of pages, or (its pages all done) a language's browser index. */
export type RenderThreadJob = { batch: PageBatch } | { index: LanguageIndexRequest };

/** A render thread's answer to a job. */
export type RenderThreadAnswer =
  | { ok: true; result: BatchResult }
  | { ok: true; index: string }
  | { ok: false; message: string };

export interface RenderPool {
  /**
   * Renders and writes a batch on the next free worker (or in this thread with 0 workers); its page files given in
   * pieces are written in this thread (page-writer.ts: sendableBatch).
   */
  run(batch: PageBatch): Promise<BatchResult>;
  /**
   * Makes a language's browser index (search-stage.ts: languageIndex) on the next free render thread: once the pages
   * are written the threads would idle, so the languages' indexes are made side by side, off this thread, which
   * meanwhile closes the sitemaps and places the image variants. With 0 workers, in this thread, one at a time.
   */
  index: LanguageIndexer;
  close(): Promise<void>;
}

/**
 * Spreads page batches (and then the browser indexes) over `workers` threads, each running the bundled render worker
 * of the server bundle in `serverDir`;
 * with 0 workers, works in the calling thread (same code, same output).
 */
export function createRenderPool({
  workers,
  serverDir,
  server,
  setup,
}: {
  workers: number;
  serverDir: string;
  server: ServerBundle;
  setup: PageWriterSetup;
}): RenderPool {
  if (workers === 0) {
    const writeBatch = createPageWriter(server, setup);
    return { run: writeBatch, index: oneAtATime((request) => languageIndex(request)), close: async () => {} };
  }
  type Job = { message: RenderThreadJob; settle: (answer: RenderThreadAnswer) => void };
  const idle: Worker[] = [];
  const waiting: Job[] = [];
  const pending = new Map<Worker, (answer: RenderThreadAnswer) => void>();
  // The render threads' young generation: build-node-flags.ts.
  // A build run with --cpu-prof profiles its render threads too (one file per thread).
  const execArgv = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));
  const threads = Array.from(
    { length: workers },
    () =>
      new Worker(join(serverDir, RENDER_WORKER_FILE), {
        workerData: setup,
        execArgv,
        resourceLimits: { maxYoungGenerationSizeMb: BUILD_THREAD_YOUNG_GENERATION_MB },
      }),
  );

  const dispatch = () => {
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop() as Worker;
      const job = waiting.shift() as Job;
      pending.set(worker, (answer) => {
        pending.delete(worker);
        idle.push(worker);
        job.settle(answer);
        dispatch();
      });
      worker.postMessage(job.message);
    }
  };
  const ask = (message: RenderThreadJob, settle: Job['settle']) => {
    waiting.push({ message, settle });
    dispatch();
  };
  for (const thread of threads) {
    thread.on('message', (answer: RenderThreadAnswer) => pending.get(thread)?.(answer));
    thread.on('error', (error) => {
      const crashed: RenderThreadAnswer = { ok: false, message: `A render worker crashed: ${error.message}` };
      for (const job of waiting.splice(0)) job.settle(crashed);
      pending.get(thread)?.(crashed);
    });
    idle.push(thread);
  }
  return {
    run: (batch) =>
      new Promise((resolve, reject) =>
        ask({ batch: sendableBatch(batch, setup.staging) }, (answer) => {
          if (!answer.ok) reject(new PageBuildError(answer.message));
          else if ('result' in answer) resolve(answer.result);
          else reject(new PageBuildError(`A render worker answered a batch with an index`));
        }),
      ),
    index: (request) =>
      new Promise((resolve, reject) =>
        ask({ index: request }, (answer) => {
          if (!answer.ok) reject(new Error(`Search index (${request.locale}): ${answer.message}`));
          else if ('index' in answer) resolve(answer.index);
          else reject(new Error(`Search index (${request.locale}): a render worker answered with pages`));
        }),
      ),
    close: async () => {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
