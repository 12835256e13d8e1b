import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The worker's bootstrap: registers tsx, then imports the TypeScript entry (`workerData.entry`), whatever the parent
 * was started with (node --import tsx, Vitest).
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => {
  register();
  return import(workerData.entry);
});
`;

/** A worker thread running the TypeScript module at `entry` (a file URL); `workerData` reaches it beside `entry`. */
export function typeScriptWorker(entry: URL, { workerData, ...options }: Omit<WorkerOptions, 'eval'> = {}): Worker {
  return new Worker(BOOTSTRAP, {
    ...options,
    eval: true,
    workerData: { ...(workerData as object | undefined), entry: entry.href },
  });
}
