/**
 * `npm run bench [-- --pages N] [--workers N] [--out DIR]`: generates a scaled content set (content:generate), runs
 * the real build on it in a child process twice (the first executing every content query, `firstBuild`; the second,
 * measured, after a code change as CI runs it, its content service answering from the answers the first kept), and
 * prints one JSON object with the build's throughput, peak memory of
 * the whole process tree (and by process: the build process, the content service, the bundler, other helpers), per-stage seconds, the render floor,
 * first-load JavaScript per page type, page sizes, and each language's search index (size, load, query latency). Default: --pages 20000 (about 2 minutes on 2 cores), output in
 * .cache/bench-dist (`--out /dev/shm/bench-dist` measures the build without the disk). `--publish` adds `publish`: a changed
 * and a new article's seconds from webhook to live through publish:serve (src/bench/publish-figures.ts). `--profile` adds
 * `cpuProfile`: where the CPU of one more build like the measured one goes, by thread and activity, from V8's CPU
 * profiles of its threads and content service (src/bench/cpu-profile-summary.ts).
 * `npm run bench -- --heap-flatness`: only the retained heap of builds of about 2,000 and 10,000 pages, and their ratio.
 * `--record` writes the run's figures, machine and commit to docs/benchmark.md. Options: scripts/cli/command-table.ts.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scaleForPages } from './content-generate/scale/scaled-content.js';
import { recordBenchmark } from './bench/record-benchmark.js';
import { exitAfterOutput, printResult } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { builtPages } from '../src/bench/built-pages.js';
import { contentServiceFigures } from '../src/bench/content-service-figures.js';
import { buildCpuProfile } from '../src/bench/cpu-profile-summary.js';
import { buildHeapAt, type BuildHeap } from '../src/bench/build-heap.js';
import { firstLoadJsKb } from '../src/bench/first-load-js.js';
import {
  byRole,
  PROCESS_ROLES,
  processTree,
  type ProcessRole,
  type TreeProcess,
} from '../src/bench/process-tree-rss.js';
import { publishFigures } from '../src/bench/publish-figures.js';
import { renderFloorSeconds } from '../src/bench/render-floor.js';
import { answerCacheRoot, contentAnswersFolder } from '../src/content-service/server/answer-cache.js';
import { REQUEST_STATS_FILE_VARIABLE, type RequestStats } from '../src/content-service/server/request-stats.js';
import { searchIndexFigures } from '../src/bench/search-figures.js';
import { setAside } from '../src/bench/set-aside.js';
import { settleDisk } from '../src/bench/settle-disk.js';
import { BUILD_NODE_FLAGS, loadServerBundle, prepareBundles, type BuildSummary } from '../src/site-build/site-build.js';
import { SITE_MODULE_FOLDER } from '../src/page-contract/site-module.js';

const root = resolve(import.meta.dirname, '..');

const { values: options } = parseCommand('bench');
const values = { ...options, workers: options.workers ?? String(availableParallelism()) };
if (values.record && values['heap-flatness'])
  throw new Error('--record writes the figures of a whole run: leave out --heap-flatness');
const targetPages = Number(values.pages);
const workers = Number(values.workers);
if (!Number.isInteger(targetPages) || targetPages < 100)
  throw new Error(`--pages must be an integer >= 100, got ${values.pages}`);
if (!Number.isInteger(workers) || workers < 0)
  throw new Error(`--workers must be an integer >= 0, got ${values.workers}`);
const scale = await scaleForPages(targetPages);

interface Peaks {
  /** The whole process tree at its largest. */
  total: number;
  /** Each role's largest footprint (the bundler and the content service are child processes of the build). */
  byRole: Record<ProcessRole, number>;
}

/**
 * Runs a TypeScript script with `node --import tsx` (no npm or tsx launcher in the tree), sampling its memory and the
 * CPU time of each of its processes (the last sample of each: up to 100 ms of a process's end is not counted).
 */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = [],
): Promise<{ pid: number; seconds: number; peaks: Peaks; cpuSeconds: Record<ProcessRole, number> }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const peaks: Peaks = { total: 0, byRole: { build: 0, contentService: 0, bundler: 0, other: 0 } };
    const lastSeen = new Map<number, TreeProcess>();
    const sample = setInterval(() => {
      const tree = processTree(child.pid ?? 0);
      const rss = byRole(tree, (process) => process.rssKb);
      peaks.total = Math.max(
        peaks.total,
        PROCESS_ROLES.reduce((sum, role) => sum + rss[role], 0),
      );
      for (const role of PROCESS_ROLES) peaks.byRole[role] = Math.max(peaks.byRole[role], rss[role]);
      // A process that has ended but is not yet reaped may show no CPU time, and shows no command line (so no
      // role of its own): each keeps its largest reading and the role it was first seen with.
      for (const process of tree) {
        const seen = lastSeen.get(process.pid);
        lastSeen.set(process.pid, {
          ...process,
          role: seen?.role ?? process.role,
          cpuSeconds: Math.max(process.cpuSeconds, seen?.cpuSeconds ?? 0),
        });
      }
    }, 100);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) fail(new Error(`${args.join(' ')} exited with ${code}`));
      else
        done({
          pid: child.pid ?? 0,
          seconds: (performance.now() - started) / 1000,
          peaks,
          cpuSeconds: byRole([...lastSeen.values()], (process) => process.cpuSeconds),
        });
    });
  });
}

const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024);

const round = (seconds: number) => Number(seconds.toFixed(2));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * `--heap-flatness`: builds the generated sets of about 2,000 and 10,000 pages as `npm run build` does and prints the
 * main thread's retained heap of each (per stage too) and their ratio, which should stay within 1.2 (what a build
 * holds does not grow with its pages). Both builds run one after the other, each in its own process.
 */
async function heapFlatness(): Promise<void> {
  const measured: (BuildHeap & { scale: number })[] = [];
  for (const pages of [2000, 10000]) {
    const scale = await scaleForPages(pages);
    measured.push({
      scale,
      ...(await buildHeapAt({ root, scale, workDir: join(tmpdir(), `bench-heap-${process.pid}-${scale}`) })),
    });
  }
  const [small, large] = measured as [BuildHeap & { scale: number }, BuildHeap & { scale: number }];
  const ratio = Number((large.retainedHeapMB / small.retainedHeapMB).toFixed(2));
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      machine: { cores: availableParallelism(), node: process.version },
      builds: measured,
      ratio,
      flat: ratio <= 1.2,
    }),
  );
}

/**
 * A build of the bench's content into `out`, its records in `builds` (not the checkout's builds/), sampled (run), with
 * its summary and its content service's request counts.
 */
async function measuredBuild(
  out: string,
  builds: string,
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = BUILD_NODE_FLAGS,
) {
  const statsFile = join(tmpdir(), `bench-stats-${process.pid}.json`);
  const requestStatsFile = join(tmpdir(), `bench-content-requests-${process.pid}.json`);
  const build = await run(
    // The build alone: the content check after it runs in a process of its own, outside the build's figures.
    [
      'scripts/build.ts',
      '--out',
      out,
      '--builds',
      builds,
      '--workers',
      String(workers),
      '--stats-file',
      statsFile,
      '--skip-content-check',
    ],
    { ...env, [REQUEST_STATS_FILE_VARIABLE]: requestStatsFile },
    nodeFlags,
  );
  const summary = JSON.parse(await readFile(statsFile, 'utf8')) as BuildSummary;
  const { requests: contentRequests, cached: contentAnswersKept } = JSON.parse(
    await readFile(requestStatsFile, 'utf8'),
  ) as RequestStats;
  await Promise.all([rm(statsFile, { force: true }), rm(requestStatsFile, { force: true })]);
  return { build, summary, contentRequests, contentAnswersKept };
}

/**
 * `--profile`: one more build like the measured one (a full build answering from the kept answers, into folders of its
 * own), run under V8's CPU profiler (its render threads and content service too: render-pool.ts,
 * content-service-child.ts), and where each kind of thread's CPU went. The profiler slows the build: its seconds are
 * not the measured build's, the shares are.
 */
async function profiledBuild(outDir: string, env: NodeJS.ProcessEnv) {
  const profiles = join(tmpdir(), `bench-cpu-profiles-${process.pid}`);
  const out = `${outDir}-profiled`;
  const folders = [profiles, out, `${out}.deploys`, `${out}-builds`];
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  try {
    const { build } = await measuredBuild(out, `${out}-builds`, env, [
      ...BUILD_NODE_FLAGS,
      '--cpu-prof',
      `--cpu-prof-dir=${profiles}`,
      '--cpu-prof-interval=1000',
    ]);
    return await buildCpuProfile(profiles, build.pid);
  } finally {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

/** What the bench prints of a build: its throughput and each process's peak memory and CPU. */
function buildFigures({
  build,
  summary,
  contentRequests,
  contentAnswersKept,
}: Awaited<ReturnType<typeof measuredBuild>>) {
  return {
    pages: summary.pages,
    seconds: Number(summary.seconds.total.toFixed(2)),
    pagesPerSecond: Math.round(summary.pages / summary.seconds.total),
    peakRssMBByProcess: Object.fromEntries(PROCESS_ROLES.map((role) => [role, megabytes(build.peaks.byRole[role])])),
    cpuSecondsByProcess: Object.fromEntries(PROCESS_ROLES.map((role) => [role, round(build.cpuSeconds[role])])),
    contentRequests,
    contentAnswersKept,
  };
}

async function main(): Promise<void> {
  if (values['heap-flatness']) return heapFlatness();
  const contentDir = join(tmpdir(), `bench-content-${scale}`);
  const outDir = resolve(root, values.out);
  // Measure the build alone: no earlier output for it to replace, nothing deleted just before it (set-aside.ts), and
  // no writes of the generated content still pending in the page cache.
  const firstOutDir = `${outDir}-first`;
  // Both builds keep their records beside the output, as they kept them in one builds folder.
  const buildsDir = `${outDir}-builds`;
  const removeEarlier = await setAside([
    contentDir,
    outDir,
    buildsDir,
    `${outDir}.deploys`,
    firstOutDir,
    `${firstOutDir}.deploys`,
  ]);
  const generation = await run(
    ['scripts/content-generate.ts', '--scale', String(scale), '--out', contentDir],
    process.env,
  );
  // The service alone first (a cold start, then a warm one): the build then finds the cache of validated record files
  // in `.cache/content-store`, as it finds the bundles and the image variants: what a CI runner restoring `.cache`
  // (the workflows do) starts a full build with. The cold start is reported in `contentService`.
  const contentService = await contentServiceFigures(contentDir);
  const buildEnv = { ...process.env, CONTENT_DIR: contentDir, BUILD_ID: `bench-${scale}` };
  // Two builds: the first of this content, its service executing every query (a first deploy, a model change: the
  // answers an earlier run kept are removed), then the one measured below, after a code change as CI runs it, its
  // service answering from the answers the first kept (answer-cache.ts). The first one's output stays until the end:
  // deleting it would slow the second's file creation on this VM (set-aside.ts).
  await rm(contentAnswersFolder(answerCacheRoot(), contentDir), { recursive: true, force: true });
  const firstBuild = await measuredBuild(firstOutDir, buildsDir, buildEnv);
  const diskCachesDropped = await settleDisk();
  const measured = await measuredBuild(outDir, buildsDir, buildEnv);
  const { build, summary, contentRequests } = measured;

  const pagePaths: string[] = [];
  const onePerType = new Map<string, string>();
  const htmlSizes: number[] = [];
  const htmlGzipSizes: number[] = [];
  const payloadSizes: number[] = [];
  for await (const { path, folder, page } of builtPages(outDir)) {
    pagePaths.push(path);
    payloadSizes.push((await stat(join(folder, 'payload.json'))).size);
    const html = await readFile(join(folder, 'index.html'));
    htmlSizes.push(html.length);
    htmlGzipSizes.push(gzipSync(html).length);
    if (!onePerType.has(page)) onePerType.set(page, join(folder, 'index.html'));
  }
  const firstLoadJs: Record<string, number> = {};
  for (const [page, file] of [...onePerType].sort()) firstLoadJs[page] = await firstLoadJsKb(outDir, file);
  const siteModules: Record<string, number> = {};
  for (const file of await readdir(join(outDir, SITE_MODULE_FOLDER))) {
    siteModules[file] = gzipSync(await readFile(join(outDir, SITE_MODULE_FOLDER, file))).length;
  }

  process.env.NODE_ENV = 'production';
  const server = await loadServerBundle((await prepareBundles()).serverDir);
  const floor = await renderFloorSeconds(server, outDir, pagePaths);
  const floorPerWorkers = floor / Math.max(workers, 1);
  // The build's figures are printed even when the search figures cannot be taken (a long run is not lost for them).
  const searchIndex = await searchIndexFigures(outDir, summary.buildId).catch((error: unknown) => ({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }));
  const cpuProfile = values.profile ? await profiledBuild(outDir, buildEnv) : undefined;
  // Last: it edits the content (publish-figures.ts).
  const publish = values.publish
    ? await publishFigures({ contentDir, work: `${outDir}-publish`, env: process.env })
    : undefined;

  const figures = {
    date: new Date().toISOString(),
    machine: { cores: availableParallelism(), node: process.version },
    diskCachesDropped,
    scale,
    workers,
    // Throughput, each process's peak memory and CPU, the content requests, and how many the service answered from
    // what the first build's service kept (answer-cache.ts): all of them, but for a query whose answer had errors.
    ...buildFigures(measured),
    files: summary.files,
    peakRssMB: megabytes(build.peaks.total),
    contentRequestsPer1000Pages: Number(((contentRequests / summary.pages) * 1000).toFixed(1)),
    firstBuild: buildFigures(firstBuild),
    contentService,
    retainedHeapMB: summary.retainedHeapMB,
    retainedHeapMBByStage: summary.retainedHeapMBByStage,
    buildRssMBByStage: summary.peakRssMBByStage,
    bundleReused: summary.bundleReused,
    stages: {
      bundle: round(summary.seconds.bundle),
      fetch: round(summary.seconds.fetch),
      render: round(summary.seconds.render),
      write: round(summary.seconds.write),
      pagesWall: round(summary.seconds.pages),
      images: round(summary.seconds.images),
      sitemaps: round(summary.seconds.sitemaps),
      searchIndex: round(summary.seconds.search),
      finish: round(summary.seconds.finish),
    },
    renderFloorSeconds: Number(floorPerWorkers.toFixed(2)),
    renderFloorSingleThreadSeconds: Number(floor.toFixed(2)),
    buildToFloorRatio: Number((summary.seconds.total / floorPerWorkers).toFixed(2)),
    firstLoadJsKbGzip: firstLoadJs,
    medianHtmlBytes: median(htmlSizes),
    medianHtmlGzipBytes: median(htmlGzipSizes),
    medianPayloadBytes: median(payloadSizes),
    siteModuleGzipBytes: siteModules,
    searchIndex,
    contentGenerationSeconds: Number(generation.seconds.toFixed(1)),
    ...(cpuProfile && { cpuProfile }),
    ...(publish && { publish }),
  };
  await printResult(`${JSON.stringify(figures)}\n`);
  if (values.record) {
    const page = await recordBenchmark(root, figures, `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim());
    console.error(`[bench] wrote ${page}`);
  }
  await rm(contentDir, { recursive: true, force: true });
  await Promise.all([firstOutDir, `${firstOutDir}.deploys`].map((path) => rm(path, { recursive: true, force: true })));
  await removeEarlier();
}

main().catch(async (error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  await exitAfterOutput(1);
});
