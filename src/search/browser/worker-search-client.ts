import type { SearchRequest } from '../search-contract.js';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol.js';

/**
 * InstantSearch's search client over the embedded engine in a Web Worker: `search(requests)` posts the requests and
 * resolves with the worker's results (rejects with its error, which InstantSearch shows as its error state).
 */
export function workerSearchClient(indexUrl: Promise<string>) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const start = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve({ results: answer.results });
    };
    return worker;
  };
  return {
    async search<T>(requests: readonly SearchRequest[]): Promise<{ results: T[] }> {
      const url = await indexUrl;
      // biome-ignore lint/suspicious/noAssignInExpressions: the request takes the next id, counted up in place
      const id = (nextId += 1);
      const answer = new Promise<{ results: T[] }>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
      start().postMessage({ id, indexUrl: url, requests: [...requests] } satisfies WorkerQuery);
      return answer;
    },
  };
}
