import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../config/locales.js';
import { respond } from '../http/respond.js';
import { buildMetaPath, type BuildMeta } from '../page-contract/build-manifest.js';
import type { BrowserIndex } from '../search/browser-index.js';
import { browserIndexEngine } from '../search/browser/browser-engine.js';
import type { WorkerAnswer, WorkerQuery } from '../search/browser/worker-protocol.js';
import type { LocalEngine } from '../search/local-engine.js';
import type { SearchRequest } from '../search/search-contract.js';

export interface SearchIndexFigures {
  records: number;
  rawBytes: number;
  gzipBytes: number;
  /**
   * From the page asking to the worker's first answer (the median of {@link FIRST_ANSWERS} fresh workers):
   * downloading the file (loopback), reading it, the first query.
   */
  firstAnswerMs: number;
  /** The process's CPU time over the same wait (the worker's work, and serving the file): the figure to compare on a busy machine. */
  firstAnswerCpuMs: number;
  /**
   * Over every prefix of the sample's titles and names, as typed: per length, p50/p95 (ms, wall clock), p95 of the
   * process's CPU time (what the query costs on a machine shared with other work), and how many queries.
   */
  queryMsByLength: Record<string, { p50: number; p95: number; cpuP95: number; queries: number }>;
  /** The slowest length's p95. */
  queryMsP95Max: number;
  queries: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Number(ms.toFixed(2));
/** How many real titles and names (half each, when there are enough people) whose prefixes make the query set. */
const SAMPLE_TITLES = 50;
/** Query lengths reported one by one; longer ones together. */
const LONGEST_REPORTED = 20;
/** How many fresh workers answer a first query (the median is reported). */
const FIRST_ANSWERS = 3;

/** One keystroke's requests, as InstantSearch sends them with one type refined (results with facets, and the refined facet's disjunctive query). */
function keystroke(query: string, type: string): SearchRequest[] {
  const shared = { query, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
  return [
    {
      indexName: 'bench',
      params: {
        ...shared,
        hitsPerPage: 10,
        clickAnalytics: true,
        facets: ['industries', 'office', 'practiceAreas', 'type', 'year'],
        facetFilters: [[`type:${type}`]],
      },
    },
    { indexName: 'bench', params: { ...shared, hitsPerPage: 0, facets: 'type' } },
  ];
}

/** The titles whose prefixes are typed: people's names and other pages' titles, spread over the index. */
function sampleTitles(records: BrowserIndex['records']): string[] {
  const spread = (titles: string[], count: number) =>
    Array.from(
      { length: Math.min(count, titles.length) },
      (_, n) => titles[Math.floor((n * titles.length) / Math.min(count, titles.length))] as string,
    );
  const names = records.filter((record) => record.type === 'employee-slug').map((record) => record.title);
  const others = records.filter((record) => record.type !== 'employee-slug').map((record) => record.title);
  const people = spread(names, SAMPLE_TITLES / 2);
  return [...people, ...spread(others, SAMPLE_TITLES - people.length)];
}

/**
 * Requested once by the worker's thread before it is timed. Node's `fetch` is JavaScript (undici) that its first call
 * loads and compiles, about 45 ms of CPU on this machine, where a browser's is native and its connection to the site
 * already open: without this the figure would mostly be Node's start-up, not the search.
 */
const WARM_PATH = '/warm';

/**
 * The search page's worker (src/search/browser/search-worker.ts, as it is) in a fresh thread, its index served over
 * loopback: the time from posting the first query to its answer, as the page waits for it.
 */
async function firstAnswer(file: Buffer, requests: SearchRequest[]): Promise<{ wall: number; cpu: number }> {
  const server = createServer((request, response) =>
    request.url === WARM_PATH
      ? respond(response, 204)
      : respond(response, 200, { 'content-type': 'application/json' }, file),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const indexUrl = `${origin}/index.json`;
  const workerCode = new URL('../search/browser/search-worker.ts', import.meta.url).href;
  // The web worker's globals on a Node thread: `self.onmessage` receives, `postMessage` answers.
  const thread = new Worker(
    `(async () => {
       const { parentPort } = await import('node:worker_threads');
       const { register } = await import('tsx/esm/api');
       register();
       Object.assign(globalThis, { self: globalThis, postMessage: (message) => parentPort.postMessage(message) });
       parentPort.on('message', (data) => globalThis.onmessage({ data }));
       await import(${JSON.stringify(workerCode)});
       await fetch(${JSON.stringify(`${origin}${WARM_PATH}`)});
       parentPort.postMessage('ready');
     })();`,
    { eval: true },
  );
  try {
    const answer = (message: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        thread.once('message', resolve);
        thread.once('error', reject);
        if (message) thread.postMessage(message);
      });
    await answer(undefined);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = (await answer({ id: 1, indexUrl, requests } satisfies WorkerQuery)) as WorkerAnswer;
    const cpu = process.cpuUsage(cpuStarted);
    if ('error' in result) throw new Error(result.error);
    return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
  } finally {
    await thread.terminate();
    server.close();
  }
}

function queryFigures(engine: LocalEngine, titles: readonly string[], type: string) {
  const typed = titles.flatMap((title) =>
    Array.from({ length: title.length }, (_, n) => title.slice(0, n + 1)).filter((query) => !query.endsWith(' ')),
  );
  // The first queries also compile the engine's code: a worker that has answered a few is the one visitors meet.
  for (const query of typed.slice(0, 20)) engine.search(keystroke(`${query}#`, type));
  const byLength = new Map<string, { wall: number[]; cpu: number[] }>();
  for (const query of typed) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    engine.search(keystroke(query, type));
    const cpu = process.cpuUsage(cpuStarted);
    const length = query.length > LONGEST_REPORTED ? `>${LONGEST_REPORTED}` : String(query.length);
    const timings = byLength.get(length) ?? { wall: [], cpu: [] };
    timings.wall.push(performance.now() - started);
    timings.cpu.push((cpu.user + cpu.system) / 1000);
    byLength.set(length, timings);
  }
  const queryMsByLength: SearchIndexFigures['queryMsByLength'] = {};
  for (const [length, { wall, cpu }] of [...byLength].sort(
    ([a], [b]) => Number(a.replace('>', '')) - Number(b.replace('>', '')) || a.length - b.length,
  )) {
    const sorted = [...wall].sort((a, b) => a - b);
    const cpuSorted = [...cpu].sort((a, b) => a - b);
    queryMsByLength[length] = {
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      cpuP95: round(percentile(cpuSorted, 0.95)),
      queries: sorted.length,
    };
  }
  return {
    queryMsByLength,
    queryMsP95Max: Math.max(0, ...Object.values(queryMsByLength).map(({ p95 }) => p95)),
    queries: typed.length,
  };
}

/**
 * What a language's browser search index file weighs, how soon the search page's worker answers its first query,
 * and how fast the embedded engine answers every prefix of 50 of the index's own titles and names (as a visitor types
 * them, each sent as InstantSearch sends a keystroke with one type refined), by query length.
 */
export async function browserIndexFigures(raw: Buffer): Promise<SearchIndexFigures> {
  const index = JSON.parse(raw.toString('utf8')) as BrowserIndex;
  const type = index.records[0]?.type ?? 'slug';
  const titles = sampleTitles(index.records);
  const firstAnswers: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < FIRST_ANSWERS; run += 1)
    firstAnswers.push(await firstAnswer(raw, keystroke(titles[0]?.slice(0, 3) ?? 'a', type)));
  const median = (values: number[]) =>
    round(
      percentile(
        [...values].sort((a, b) => a - b),
        0.5,
      ),
    );
  const engine = browserIndexEngine(raw);
  return {
    records: index.records.length,
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw).length,
    firstAnswerMs: median(firstAnswers.map(({ wall }) => wall)),
    firstAnswerCpuMs: median(firstAnswers.map(({ cpu }) => cpu)),
    ...queryFigures(engine, titles, type),
  };
}

/** {@link browserIndexFigures} of each language's index of a build. */
export async function searchIndexFigures(
  outDir: string,
  buildId: string,
): Promise<Partial<Record<Locale, SearchIndexFigures>>> {
  const meta = JSON.parse(await readFile(join(outDir, buildMetaPath(buildId)), 'utf8')) as BuildMeta;
  const figures: Partial<Record<Locale, SearchIndexFigures>> = {};
  for (const [locale, path] of Object.entries(meta.searchIndexes ?? {}) as [Locale, string][]) {
    figures[locale] = await browserIndexFigures(await readFile(join(outDir, path)));
  }
  return figures;
}
