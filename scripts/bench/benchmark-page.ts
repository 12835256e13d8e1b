/**
 * docs/benchmark.md, as `npm run bench -- --record` writes it: the machine, the date, the commit and the command of
 * one run, and its figures in one table (every field of the bench's JSON, named plainly). Earlier pages are in the
 * file's git history; the page holds only the last run.
 */

export interface BenchMachine {
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  node: string;
}

export interface BenchRun {
  machine: BenchMachine;
  /** ISO 8601, UTC. */
  date: string;
  commit: string;
  /** Whether the working tree had no change to a tracked file. */
  clean: boolean;
  command: string;
  /** The JSON object the bench printed. */
  figures: Record<string, unknown>;
}

/**
 * Plain names of the bench's fields, by key (or `parent.key` where a key means something else in a group); a
 * camelCase key not listed is spelled out, any other key (a page type, a locale, a file) is kept as it is.
 */
const NAMES: Record<string, string> = {
  diskCachesDropped: 'disk caches dropped before the build',
  scale: 'content scale (replicas of the growing collections)',
  workers: 'render workers',
  pages: 'pages',
  seconds: 'seconds',
  pagesPerSecond: 'pages per second',
  peakRssMBByProcess: 'peak memory by process (MB)',
  cpuSecondsByProcess: 'CPU seconds by process',
  contentRequests: 'content requests',
  contentAnswersKept: 'content requests answered from kept answers',
  files: 'files written',
  peakRssMB: 'peak memory, all processes (MB)',
  contentRequestsPer1000Pages: 'content requests per 1,000 pages',
  firstBuild: 'first build (every content query executed)',
  contentService: 'content service',
  '.contentService': 'content service alone',
  'contentService.records': 'records',
  'contentService.peakRssMB': 'peak memory, cold (MB)',
  startupSeconds: 'start, cold (s)',
  startupCpuSeconds: 'start, cold, CPU (s)',
  warmStartupSeconds: 'start, warm (s)',
  warmStartupCpuSeconds: 'start, warm, CPU (s)',
  warmPeakRssMB: 'peak memory, warm (MB)',
  readSeconds: 'reading every record (s)',
  readCpuSeconds: 'reading every record, CPU (s)',
  recordsPerSecond: 'records read per second',
  retainedHeapMB: 'retained heap (MB)',
  retainedHeapMBByStage: 'retained heap by stage (MB)',
  buildRssMBByStage: 'main process memory by stage (MB)',
  bundleReused: 'bundles reused',
  stages: 'seconds by stage',
  pagesWall: 'pages (wall clock)',
  renderFloorSeconds: 'render floor per worker (s)',
  renderFloorSingleThreadSeconds: 'render floor, one thread (s)',
  buildToFloorRatio: 'time / render floor',
  firstLoadJsKbGzip: 'first-load JavaScript by page type (kB, gzip)',
  medianHtmlBytes: 'median page HTML (bytes)',
  medianHtmlGzipBytes: 'median page HTML, gzip (bytes)',
  medianPayloadBytes: 'median page payload (bytes)',
  siteModuleGzipBytes: 'site modules, gzip (bytes)',
  searchIndex: 'search index',
  records: 'records',
  rawBytes: 'size (bytes)',
  gzipBytes: 'size, gzip (bytes)',
  firstAnswerMs: 'first answer (ms)',
  firstAnswerCpuMs: 'first answer, CPU (ms)',
  queries: 'queries (count)',
  queryMsP95Max: 'query time, p95 of the slowest length (ms)',
  contentGenerationSeconds: 'content generation (s)',
  publish: 'publishing',
  changedArticleSeconds: 'changed article, webhook to live (s)',
  newArticleSeconds: 'new article, webhook to live (s)',
  changedArticleOncePreparedSeconds: 'changed article once the next build is prepared, webhook to live (s)',
  newArticleOncePreparedSeconds: 'new article once the next build is prepared, webhook to live (s)',
  renderedPages: 'pages rendered',
  fullBuildSeconds: 'first full build (s)',
  runSeconds: 'run (s)',
  cpuProfile: 'where the CPU goes (a profiled build like the measured one)',
  buildMainThread: 'build main thread',
  renderThreads: 'render threads',
  otherBuildThreads: 'other build threads',
  busySeconds: 'busy (s)',
  idleSeconds: 'waiting (s)',
  byActivity: 'busy by activity (s)',
};

/** The measured build's fields among the top-level ones: their rows say "build". */
const BUILD_FIELDS = new Set([
  'pages',
  'seconds',
  'pagesPerSecond',
  'peakRssMBByProcess',
  'cpuSecondsByProcess',
  'contentRequests',
  'contentAnswersKept',
  'files',
  'peakRssMB',
  'contentRequestsPer1000Pages',
  'retainedHeapMB',
  'retainedHeapMBByStage',
  'buildRssMBByStage',
  'bundleReused',
  'stages',
  'renderFloorSeconds',
  'renderFloorSingleThreadSeconds',
  'buildToFloorRatio',
]);

/** Groups whose fields each get a row; any other object of plain values is one row ("name value, …"). */
const GROUPS = new Set(['firstBuild', 'contentService', 'searchIndex', 'publish', 'breakdown', 'cpuProfile']);

/** The fields the page states above the table rather than in it. */
const STATED = new Set(['date', 'machine']);

/** Fields left to the bench's JSON: query times by query length (the page keeps the slowest length's p95). */
const DETAIL = new Set(['queryMsByLength']);

function nameOf(key: string, parent: string): string {
  const listed = NAMES[`${parent}.${key}`] ?? NAMES[key];
  if (listed) return listed;
  return /^[a-z]+(?:[A-Z0-9][a-z0-9]*)+$/.test(key) ? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase() : key;
}

function plain(value: unknown): string {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return String(value);
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object' || Array.isArray(value);

/** A row's label: the group's, then the field's (a key that is a name, such as a locale, in parentheses). */
function labelOf(prefix: string, key: string, parent: string): string {
  const name = nameOf(key, parent);
  if (!prefix) return name;
  return name === key && !NAMES[key] ? `${prefix} (${key})` : `${prefix}: ${name}`;
}

/**
 * The rows of the bench's figures: one per plain field; one per object of plain values ("build 311, bundler 581");
 * groups and objects of objects opened field by field.
 */
export function figureRows(figures: Record<string, unknown>, prefix = '', parent = ''): [string, string][] {
  const rows: [string, string][] = [];
  let fields = Object.entries(figures);
  if (!parent) {
    // The measured build's fields together, where the first of them is.
    const first = fields.findIndex(([key]) => BUILD_FIELDS.has(key));
    const others = fields.filter(([key]) => !BUILD_FIELDS.has(key));
    if (first !== -1) others.splice(first, 0, ...fields.filter(([key]) => BUILD_FIELDS.has(key)));
    fields = others;
  }
  for (const [key, value] of fields) {
    if ((!parent && STATED.has(key)) || DETAIL.has(key)) continue;
    const label = !parent && BUILD_FIELDS.has(key) ? `build: ${nameOf(key, parent)}` : labelOf(prefix, key, parent);
    if (isPlain(value)) {
      rows.push([label, plain(value)]);
      continue;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    const inners = entries.map(([, inner]) => inner);
    if (GROUPS.has(key) || !inners.every(isPlain)) {
      rows.push(...figureRows(value as Record<string, unknown>, label, key));
    } else {
      rows.push([label, entries.map(([name, inner]) => `${nameOf(name, key)} ${plain(inner)}`).join(', ')]);
    }
  }
  return rows;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The page: what ran, where, and the figures. */
export function benchmarkPage(run: BenchRun): string {
  const { machine } = run;
  return [
    '# Benchmark',
    '',
    'The figures of the last recorded run of `npm run bench -- --record`, on one machine: compare runs made on the same',
    'idle machine. The JSON the bench prints holds more detail. Earlier figures: `git log -p docs/benchmark.md`.',
    '',
    '| Run | |',
    '| --- | --- |',
    `| Date | ${run.date.slice(0, 16).replace('T', ' ')} UTC |`,
    `| Commit | ${run.commit}${run.clean ? '' : ' (with uncommitted changes)'} |`,
    `| Command | \`${cell(run.command)}\` |`,
    `| CPU | ${cell(machine.cpu)}, ${machine.cores} cores |`,
    `| Memory | ${machine.memoryGB} GB |`,
    `| OS | ${cell(machine.os)} |`,
    `| Node.js | ${machine.node} |`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    ...figureRows(run.figures).map(([label, value]) => `| ${cell(label)} | ${cell(value)} |`),
    '',
  ].join('\n');
}
