/// <reference lib="webworker" />
import { loadBrowserEngine, type BrowserIndex } from '../browser-index.js';
import type { LocalEngine } from '../local-engine.js';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol.js';

/**
 * The search page's worker: loads the language's index file once, its search index as the build serialized it, not
 * indexed again (the first query waits for it), and answers each query with the embedded engine, off the page's main
 * thread.
 */
const engines = new Map<string, Promise<LocalEngine>>();

async function load(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index ${url} answered ${response.status}`);
  return loadBrowserEngine((await response.json()) as BrowserIndex);
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
    (error: unknown) => postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer),
  );
};
