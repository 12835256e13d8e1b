import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../config/locales.js';
import type { SearchRecord } from './search-record.js';

export interface SearchIndexProcessMessage {
  /** Records to add; without them, the index is complete: write it. */
  records?: SearchRecord[];
}

export type SearchIndexProcessAnswer = { added: number } | { written: true; peakHeapMB: number } | { error: string };

export interface SearchIndexProcess {
  /** Adds records to the index (resolves once they are in: one batch is indexed while the next is read). */
  add(records: SearchRecord[]): Promise<void>;
  /** Writes the index's JSON (`MiniSearch#toJSON`) to the process's file and ends it; resolves with its heap then (MB). */
  finish(): Promise<{ peakHeapMB: number }>;
  /** Ends the process, finished or not. */
  close(): Promise<void>;
}

const entry = fileURLToPath(new URL('./search-index-process-entry.mjs', import.meta.url));
/** The heap of the indexing process (MB): a language's index at 100,000 pages (~50,000 records) and its JSON. */
const HEAP_MB = 1536;

/**
 * A language's browser search index built in a process of its own (a worker thread would share the build's 256 MB
 * heap limit): its MiniSearch index (at 100,000 pages about 50,000 records a language) lives in that process's heap,
 * not in the build's, and is gone when it ends.
 */
export function startSearchIndexProcess(locale: Locale, file: string): SearchIndexProcess {
  const child = fork(entry, [locale, file], { execArgv: [`--max-old-space-size=${HEAP_MB}`], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let waiting: { resolve(answer: SearchIndexProcessAnswer): void; reject(error: Error): void } | undefined;
  let failed: Error | undefined;
  const fail = (error: Error) => {
    failed ??= error;
    waiting?.reject(failed);
  };
  child.on('message', (answer: SearchIndexProcessAnswer) => waiting?.resolve(answer));
  child.on('error', fail);
  child.on('exit', (code, signal) => fail(new Error(`The search index process ended (${signal ?? code})`)));
  const ask = (message: SearchIndexProcessMessage) =>
    new Promise<SearchIndexProcessAnswer>((resolve, reject) => {
      if (failed) return reject(failed);
      waiting = { resolve, reject };
      child.send(message);
    }).then((answer) => {
      if ('error' in answer) throw new Error(`The search index process failed: ${answer.error}`);
      return answer;
    });
  return {
    async add(records) {
      await ask({ records });
    },
    async finish() {
      const answer = await ask({}).finally(() => child.kill());
      return { peakHeapMB: 'peakHeapMB' in answer ? answer.peakHeapMB : 0 };
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await once(child, 'exit');
      }
    },
  };
}
