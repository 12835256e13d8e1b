import type { Worker } from 'node:worker_threads';
import { typeScriptWorker } from '../threads/typescript-worker.js';
import type { LanguageIndexer } from './stages/search-stage.js';
import type { SearchThreadAnswer, SearchThreadMessage } from './search-index-thread.js';

/**
 * A resident build session's browser indexes, made on a thread of their own (search-index-thread.ts), which keeps the
 * records it analysed from one build to the next (`AnalysedRecordsMemory`, off the builder's heap). A partial build
 * asks for a language's index as soon as it knows that language's records changed, and the thread makes it as the
 * build spools them (spool-progress.ts), while the build's own thread carries pages (at 100,000 pages, ~3 s a
 * language); a language whose records did not change is asked for once its pages are done, and its live index linked.
 */
export interface SearchThread {
  indexer: LanguageIndexer;
  /** Stops the thread (what it remembers goes with it). */
  close(): Promise<void>;
}

/**
 * What a session's search thread remembers at most: the analyses of about 75,000 records (2.6 KB each, measured at
 * 20,000 pages), so that at 100,000 pages (107,288 records) the language an edit changed is all remembered. Three
 * times the budget a build's main thread could spare (REMEMBERED_BYTES): at 64 MB, three quarters of a language's
 * records were analysed again by each build (at 100,000 pages, ~2 s).
 */
export const SEARCH_THREAD_REMEMBERED_BYTES = 192 << 20;

/** The search thread's old space: what it remembers and, besides, a language's index being made (~60 MB at 100,000 pages). */
const HEAP_MB = (SEARCH_THREAD_REMEMBERED_BYTES >> 20) + 192;

/**
 * The search thread's young generation, larger than a render thread's (BUILD_THREAD_YOUNG_GENERATION_MB): making an
 * index allocates much and briefly (records' text, postings, the pieces written). The French index of 49,550 records
 * with one record changed, the others remembered, alone on the thread (2026-12-07): 1.57-1.87 s at 12 MB, 1.23-1.32 s
 * at 32, 1.21-1.36 at 48; a partial build makes it while its main thread carries pages, on the same two cores.
 */
const YOUNG_GENERATION_MB = 32;

/**
 * Opens a search thread, started when first asked for an index and started again after it failed (with nothing
 * remembered then). `rememberedBytes`: the analyses it keeps at most (its heap is its own: a larger share than a
 * build's main thread could give them).
 */
export function openSearchThread({ rememberedBytes }: { rememberedBytes: number }): SearchThread {
  let thread: Worker | undefined;
  let serial = 0;
  const waiting = new Map<number, { resolve: (path: string) => void; reject: (error: Error) => void }>();
  const fail = (error: Error) => {
    thread = undefined;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = (): Worker => {
    const started = typeScriptWorker(new URL('./search-index-thread.ts', import.meta.url), {
      name: 'search-index',
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      workerData: { rememberedBytes },
    });
    started.on('message', (answer: SearchThreadAnswer) => {
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      // Idle, the thread does not keep the process alive.
      if (waiting.size === 0) started.unref();
      if ('error' in answer) asked?.reject(new Error(`Search index: ${answer.error}`));
      else asked?.resolve(answer.path);
    });
    started.on('error', (error) => fail(error));
    started.on('exit', (code) => {
      if (thread === started) fail(new Error(`Search index: its thread stopped (exit code ${code})`));
    });
    return started;
  };
  return {
    indexer(request) {
      thread ??= start();
      const asked = thread;
      const id = ++serial;
      asked.ref();
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        asked.postMessage({ id, request } satisfies SearchThreadMessage);
      });
    },
    async close() {
      const closing = thread;
      thread = undefined;
      fail(new Error('Search index: the build session closed'));
      await closing?.terminate();
    },
  };
}
