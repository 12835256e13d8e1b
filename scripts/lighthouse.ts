/**
 * `npm run lighthouse [-- --dir dist] [--runs 3] [--page TYPE ...] [--path /x/ ...] [--lang en-CA] [--no-redirects]`:
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated throttling) of one page
 * of each page type of a built site (or of the given paths), served like `npm run serve` serves it, in Debian's
 * Chromium. `--lang` sets the browser's languages (Lighthouse's browser is otherwise the machine's, English here);
 * `--no-redirects` serves the site as a host that applies no `_redirects` rule (its `_headers` still apply). Prints one JSON object: per page type the median run's score,
 * FCP, LCP, TBT, Speed Index and CLS, and the machine's benchmark index (Lighthouse scales its CPU estimates from it;
 * a busy machine scores lower, so compare runs made on the same idle machine).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtPages } from '../src/bench/built-pages.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/bench/chromium.js';
import { createStaticHandler } from '../src/server/static-server.js';
import { parseCommand } from './cli/parse-command.js';

interface PageFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  benchmarkIndex: number;
  lighthouseVersion: string;
}

const { values } = parseCommand('lighthouse');
if (values.lang !== undefined && !/^[a-z]{2}(-[A-Z]{2})?$/.test(values.lang))
  throw new Error(`--lang must be a language tag such as en-CA or fr-CA, got ${values.lang}`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, got ${values.runs}`);
const dir = resolve(values.dir);

const paths = new Map<string, string>(values.path?.map((path) => [path, path]));
if (!values.path) {
  for await (const { path, page } of builtPages(dir)) {
    if (
      (!values.page || values.page.includes(page)) &&
      (!paths.has(page) || path.length < (paths.get(page) ?? '').length)
    )
      paths.set(page, path);
  }
}
if (paths.size === 0)
  throw new Error(
    `No page to audit in ${dir}${values.page ? ` of type ${values.page.join(', ')}` : ''} (build the site first)`,
  );

const server = createServer(createStaticHandler({ dir, redirects: !values['no-redirects'] }));
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS, ...languageFlags(values.lang)],
});

/** Chromium's interface language and the languages it sends and reports (`navigator.languages`), primary then bare. */
function languageFlags(tag: string | undefined): string[] {
  if (!tag) return [];
  const bare = tag.split('-')[0] as string;
  return [`--lang=${tag}`, `--accept-lang=${tag === bare ? tag : `${tag},${bare}`}`];
}

/** Lighthouse's own failures to record a load (a lost trace: NO_NAVSTART, NO_FCP…) ask to run again: twice more at most. */
const ATTEMPTS = 3;

async function audit(path: string, attempt = 1): Promise<PageFigures> {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const report = result?.lhr;
  if (!report) throw new Error(`Lighthouse returned no report for ${path}`);
  if (report.runtimeError) {
    if (attempt < ATTEMPTS) return audit(path, attempt + 1);
    throw new Error(`Lighthouse could not audit ${path} (${ATTEMPTS} attempts): ${report.runtimeError.message}`);
  }
  const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    path,
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    lighthouseVersion: report.lighthouseVersion,
  };
}

const pages: Record<string, PageFigures> = {};
try {
  for (const [page, path] of [...paths].sort()) {
    const results: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(path));
    results.sort((a, b) => a.score - b.score);
    pages[page] = results[Math.floor(results.length / 2)] as PageFigures;
    console.error(`[lighthouse] ${page} ${path}: ${pages[page].score}`);
  }
} finally {
  chrome.kill();
  server.close();
}
const scores = Object.values(pages).map((figures) => figures.score);
console.log(
  JSON.stringify(
    {
      runs,
      lang: values.lang ?? null,
      redirects: !values['no-redirects'],
      minScore: Math.min(...scores),
      maxCls: Math.max(...Object.values(pages).map((figures) => figures.cls)),
      pages,
    },
    null,
    2,
  ),
);
