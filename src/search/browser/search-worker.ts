/// <reference lib="webworker" />
import type { LocalEngine } from '../local-engine.js';
import { browserIndexEngine } from './browser-engine.js';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol.js';

/**
 * The search page's worker: loads the language's index file once (the first query waits for it; its words come
 * indexed, its facet values numbered and its records parsed only as hits show them) and answers each query with the
 * embedded engine, off the page's main thread.
 */
const engines = new Map<string, Promise<LocalEngine>>();

async function load(url: string): Promise<LocalEngine> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index ${url} answered ${response.status}`);
  return browserIndexEngine(new Uint8Array(await response.arrayBuffer()));
}

self.onmessage = (event: MessageEvent<WorkerQuery>) => {
  const { id, indexUrl, requests } = event.data;
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = load(indexUrl);
    engines.set(indexUrl, engine);
    engine.catch(() => engines.delete(indexUrl));
  }
  engine.then(
    (loaded) => postMessage({ id, results: loaded.search(requests).results } satisfies WorkerAnswer),
    (error: unknown) =>
      postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer),
  );
};
