import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The parts of a V8 CPU profile (`node --cpu-prof`, one `.cpuprofile` file per thread) this summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** Node's native file-system bindings, as the profiler names them (no script URL). */
const FILE_SYSTEM_BINDINGS = new Set([
  'open',
  'close',
  'read',
  'readBuffers',
  'writeBuffer',
  'writeBuffers',
  'writeString',
  'mkdir',
  'readdir',
  'stat',
  'lstat',
  'fstat',
  'link',
  'unlink',
  'rename',
  'rmdir',
  'rmSync',
  'readFileUtf8',
  'copyFile',
  'fsync',
  'fdatasync',
  'symlink',
  'readlink',
  'realpath',
  'access',
  'existsSync',
]);

/**
 * Tests on one frame, the first that passes naming its activity: the script's path, or a function's name (Node's
 * native bindings, and the render threads' bundle). A stack is read from the running frame outwards; the collector
 * and the engine's own work ("(program)") are a sample's own node, not frames.
 */
const FRAME_TESTS = [
  ['file system', ({ url, functionName }) => url === '' && FILE_SYSTEM_BINDINGS.has(functionName)],
  ['loading modules', ({ url }) => /^node:internal\/modules\/|\/node_modules\/tsx\//.test(url)],
  ['JSON', ({ url, functionName }) => url === '' && (functionName === 'stringify' || functionName === 'parse')],
  ['messages between threads', ({ functionName }) => functionName === 'postMessage'],
  ['React rendering', ({ url }) => /\/node_modules\/(react|react-dom|scheduler)\//.test(url)],
  // The render threads run one bundle (render-worker.mjs): its frames are told apart by their functions' names.
  ['image variants', ({ url, functionName }) => /\/images\//.test(url) || /[vV]ariant/.test(functionName)],
  [
    'search records and indexes',
    ({ url, functionName }) =>
      /\/search\/|minisearch|search-records|search-thread/.test(url) ||
      /[aA]nalys|termPostings|fileRecords|[sS]earchRecord/.test(functionName),
  ],
  [
    'page components and data shaping',
    ({ url, functionName }) =>
      /server-entry|\/pages\/|\/renderer\/|page-payload/.test(url) || /^page(Payload|Head)$/.test(functionName),
  ],
  [
    'page writer (payload JSON, HTML encoding)',
    ({ url, functionName }) => /page-writer/.test(url) || /^(writeBatch|writeText|writePageFile)$/.test(functionName),
  ],
  ['content queries', ({ url }) => /content-client|undici|stream-pages|page-context/.test(url)],
  ['GraphQL execution', ({ url }) => /\/node_modules\/graphql(-jit)?\//.test(url)],
  ['content store', ({ url }) => /content-service/.test(url)],
  [
    'recorded build state',
    ({ url }) =>
      /page-tags|page-type-plan|partial-render|carried-|carry-thread|prepared-pages|linked-pages|page-paths/.test(url),
  ],
  ['sitemaps', ({ url }) => /sitemap/.test(url)],
] as const satisfies readonly (readonly [string, (frame: Frame) => boolean])[];

/** What a build's CPU does: a frame's activity, the engine's own, or none named. */
export type CpuActivity = (typeof FRAME_TESTS)[number][0] | 'garbage collection' | 'engine (unattributed)' | 'other';

/** The profiler's own nodes that are a sample's whole stack, and what they are. */
const ENGINE_NODES = new Map<string, CpuActivity | 'idle'>([
  ['(idle)', 'idle'],
  ['(garbage collector)', 'garbage collection'],
  ['(program)', 'engine (unattributed)'],
]);

/** A thread's sampled seconds: busy by activity, and waiting (the profiler's "(idle)"). */
export interface ThreadCpu {
  busySeconds: number;
  idleSeconds: number;
  byActivity: Partial<Record<CpuActivity, number>>;
}

/** Each sample's time given to the activity of the first frame, from the running one outwards, that names one. */
export function summarizeProfile(profile: CpuProfile): ThreadCpu {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** Each node's activity ('idle' for the profiler's idle node): its frame's, else its caller's, worked out once. */
  const activities = new Map<number, CpuActivity | 'idle'>();
  const activityOf = (id: number): CpuActivity | 'idle' => {
    const known = activities.get(id);
    if (known) return known;
    const frame = nodes.get(id)?.callFrame;
    const parent = parents.get(id);
    const found =
      (frame && (ENGINE_NODES.get(frame.functionName) ?? FRAME_TESTS.find(([, passes]) => passes(frame))?.[0])) ??
      (parent === undefined ? 'other' : activityOf(parent));
    activities.set(id, found);
    return found;
  };
  const summary: ThreadCpu = { busySeconds: 0, idleSeconds: 0, byActivity: {} };
  profile.samples.forEach((id, index) => {
    const seconds = (profile.timeDeltas[index] ?? 0) / 1e6;
    const activity = activityOf(id);
    if (activity === 'idle') {
      summary.idleSeconds += seconds;
      return;
    }
    summary.busySeconds += seconds;
    summary.byActivity[activity] = (summary.byActivity[activity] ?? 0) + seconds;
  });
  return summary;
}

/** The threads of a profiled build, by what they do. */
const PROFILED_THREADS = ['buildMainThread', 'renderThreads', 'otherBuildThreads', 'contentService'] as const;
type ProfiledThread = (typeof PROFILED_THREADS)[number];

/** `CPU.{date}.{time}.{pid}.{thread}.{sequence}.cpuprofile`, as Node names the files of `--cpu-prof`. */
const PROFILE_FILE = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/;

/** Which of a build's threads a profile is: by its process and thread, and the code it ran. */
function threadOf(profile: CpuProfile, pid: number, thread: number, buildPid: number): ProfiledThread | undefined {
  const ran = (pattern: RegExp) => profile.nodes.some(({ callFrame }) => pattern.test(callFrame.url));
  if (pid !== buildPid) return ran(/content-service/) ? 'contentService' : undefined;
  if (thread === 0) return 'buildMainThread';
  return ran(/render-worker/) ? 'renderThreads' : 'otherBuildThreads';
}

const rounded = (seconds: number) => Number(seconds.toFixed(2));

/**
 * Where a profiled build's CPU went: the profiles `node --cpu-prof --cpu-prof-dir={folder}` left there for the build
 * process `buildPid`, its threads and its content service summed by kind of thread, each busy second by activity (the
 * largest first), in seconds rounded to 0.01. A profile of another process (a bundler) is left out.
 */
export async function buildCpuProfile(
  folder: string,
  buildPid: number,
): Promise<Partial<Record<ProfiledThread, ThreadCpu>>> {
  const sums = new Map<ProfiledThread, ThreadCpu>();
  for (const file of (await readdir(folder)).sort()) {
    const match = PROFILE_FILE.exec(file);
    if (!match) continue;
    const profile = JSON.parse(await readFile(join(folder, file), 'utf8')) as CpuProfile;
    const kind = threadOf(profile, Number(match[1]), Number(match[2]), buildPid);
    if (!kind) continue;
    const thread = summarizeProfile(profile);
    const sum = sums.get(kind) ?? { busySeconds: 0, idleSeconds: 0, byActivity: {} };
    sum.busySeconds += thread.busySeconds;
    sum.idleSeconds += thread.idleSeconds;
    for (const [activity, seconds] of Object.entries(thread.byActivity) as [CpuActivity, number][])
      sum.byActivity[activity] = (sum.byActivity[activity] ?? 0) + seconds;
    sums.set(kind, sum);
  }
  return Object.fromEntries(
    PROFILED_THREADS.flatMap((kind) => {
      const sum = sums.get(kind);
      if (!sum) return [];
      const byActivity = Object.fromEntries(
        (Object.entries(sum.byActivity) as [CpuActivity, number][])
          .sort(([, a], [, b]) => b - a)
          .map(([activity, seconds]) => [activity, rounded(seconds)]),
      );
      return [[kind, { busySeconds: rounded(sum.busySeconds), idleSeconds: rounded(sum.idleSeconds), byActivity }]];
    }),
  );
}
