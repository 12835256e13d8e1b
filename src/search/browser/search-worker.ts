/// <reference lib="webworker" />
import { indexSettings } from '../index-settings.js';
import { createLocalEngine } from '../local-engine.js';
import type { BrowserIndex } from '../browser-index.js';
import { browserIndexFacets } from './index-facets.js';
import { browserIndexMatcher } from './index-matcher.js';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol.js';

/**
 * The search page's worker: loads the language's index file once (the first query waits for it; its words come
 * indexed and its facet values numbered: nothing is indexed here) and answers each query with the embedded engine, off the page's main thread.
 */
const engines = new Map<string, Promise<ReturnType<typeof createLocalEngine>>>();

async function load(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index ${url} answered ${response.status}`);
  const index = (await response.json()) as BrowserIndex;
  const settings = indexSettings(index.locale);
  return createLocalEngine(index.records, settings, browserIndexMatcher(index, settings), browserIndexFacets(index));
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
