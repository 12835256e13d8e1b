import { Worker } from 'node:worker_threads';
import type { BatchResult, PageBatch, PageWriterSetup } from './page-writer.js';
import { createPageWriter, sendableBatch } from './page-writer.js';
import { PageBuildError } from '../render/page-payload.js';
import { BUILD_THREAD_YOUNG_GENERATION_MB } from './build-node-flags.js';
import type { ServerBundle } from '../render/server-bundle.js';

type WorkerAnswer = { ok: true; result: BatchResult } | { ok: false; id: number; message: string };

export interface RenderPool {
  /**
   * Renders and writes a batch on the next free worker (or in this thread with 0 workers); its page files given in
   * pieces are written in this thread (page-writer.ts: sendableBatch).
   */
  run(batch: PageBatch): Promise<BatchResult>;
  close(): Promise<void>;
}

/**
 * Spreads page batches over `workers` threads, each running the bundled render worker; with 0 workers, renders in
 * the calling thread (same code, same output).
 */
export function createRenderPool({
  workers,
  workerFile,
  server,
  setup,
}: {
  workers: number;
  workerFile: string;
  server: ServerBundle;
  setup: PageWriterSetup;
}): RenderPool {
  if (workers === 0) {
    const writeBatch = createPageWriter(server, setup);
    return { run: writeBatch, close: async () => {} };
  }
  const idle: Worker[] = [];
  const waiting: { batch: PageBatch; resolve: (result: BatchResult) => void; reject: (error: Error) => void }[] = [];
  const pending = new Map<Worker, (answer: WorkerAnswer) => void>();
  // The render threads' young generation: build-node-flags.ts.
  // A build run with --cpu-prof profiles its render threads too (one file per thread).
  const execArgv = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));
  const threads = Array.from({ length: workers }, () => new Worker(workerFile, { workerData: setup, execArgv, resourceLimits: { maxYoungGenerationSizeMb: BUILD_THREAD_YOUNG_GENERATION_MB } }));

  const dispatch = () => {
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop() as Worker;
      const job = waiting.shift() as (typeof waiting)[number];
      pending.set(worker, (answer) => {
        pending.delete(worker);
        idle.push(worker);
        if (answer.ok) job.resolve(answer.result);
        else job.reject(new PageBuildError(answer.message));
        dispatch();
      });
      worker.postMessage(job.batch);
    }
  };
  for (const thread of threads) {
    thread.on('message', (answer: WorkerAnswer) => pending.get(thread)?.(answer));
    thread.on('error', (error) => {
      for (const job of waiting.splice(0)) job.reject(error);
      pending.get(thread)?.({ ok: false, id: -1, message: `A render worker crashed: ${error.message}` });
    });
    idle.push(thread);
  }
  return {
    run: (batch) =>
      new Promise((resolve, reject) => {
        waiting.push({ batch: sendableBatch(batch, setup.staging), resolve, reject });
        dispatch();
      }),
    close: async () => {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
