import { parentPort, workerData } from 'node:worker_threads';
import { AnalysedRecordsMemory } from '../search/analysed-records-memory.js';
import { languageIndex, type LanguageIndexRequest } from './stages/search-stage.js';

/**
 * The code of a search thread (search-thread.ts): makes the browser indexes it is asked for, one at a time, with the
 * records it analysed for the indexes before (a memory of `workerData.rememberedBytes`).
 */
export type SearchThreadMessage = { id: number; request: LanguageIndexRequest };
export type SearchThreadAnswer = { id: number; path: string } | { id: number; error: string };

const memory = new AnalysedRecordsMemory((workerData as { rememberedBytes: number }).rememberedBytes);
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', ({ id, request }: SearchThreadMessage) => {
  queue = queue.then(async () => {
    const answer: SearchThreadAnswer = await languageIndex(request, memory).then(
      (path) => ({ id, path }),
      (error: unknown) => ({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
    parentPort?.postMessage(answer);
  });
});
