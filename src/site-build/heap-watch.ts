import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** How often the process's resident memory is sampled. */
const RSS_SAMPLE_MS = 100;
/** How often the live heap is measured when the process runs with `--expose-gc`. */
const LIVE_HEAP_SAMPLE_MS = 500;

/** Per stage of the build, in MB: what the main thread kept alive, and the build process's resident memory. */
export interface StageMemory {
  retainedHeapMB: Record<string, number>;
  peakRssMB: Record<string, number>;
}

/**
 * The memory of the build, per stage (`stage()` names the current one):
 * - what the main thread kept alive, as opposed to its peak (which includes garbage not collected yet). A build whose
 *   pages stream to disk keeps this flat whatever the number of pages. Run with `--expose-gc` (the bench's
 *   `--heap-flatness` and the heap test do), it is exact: a full collection every {@link LIVE_HEAP_SAMPLE_MS} ms, then
 *   the heap used (a few milliseconds each). Otherwise it is the heap used when V8 reports a mark-compact, a few
 *   milliseconds later: it then includes what was allocated while V8 marked and since, the more the faster a build
 *   allocates and the more mark-compacts it has (the same 10,000-page build: 46 MB exact, 55–60 MB so);
 * - the largest resident memory of the whole process (main thread, render threads, native memory), sampled every
 *   {@link RSS_SAMPLE_MS} ms: what the machine gives the build process (its child processes are not counted).
 */
export function watchStageMemory(stage: () => string): { stop(): StageMemory } {
  const memory: StageMemory = { retainedHeapMB: {}, peakRssMB: {} };
  const raise = (record: Record<string, number>, bytes: number) => {
    const current = stage();
    record[current] = Math.max(record[current] ?? 0, Math.round(bytes / 1024 / 1024));
  };
  const collect = (globalThis as { gc?: () => void }).gc;
  const heapUsed = () => raise(memory.retainedHeapMB, getHeapStatistics().used_heap_size);
  const observer = new PerformanceObserver((list) => {
    // Node's gc entries carry `detail.kind`, which the PerformanceEntry type does not declare.
    const major = list
      .getEntries()
      .some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (major) heapUsed();
  });
  if (!collect) observer.observe({ entryTypes: ['gc'] });
  const liveSampler =
    collect &&
    setInterval(() => {
      collect();
      heapUsed();
    }, LIVE_HEAP_SAMPLE_MS);
  if (liveSampler) liveSampler.unref();
  const sampler = setInterval(() => raise(memory.peakRssMB, process.memoryUsage.rss()), RSS_SAMPLE_MS);
  sampler.unref();
  return {
    stop() {
      observer.disconnect();
      clearInterval(sampler);
      if (liveSampler) clearInterval(liveSampler);
      raise(memory.peakRssMB, process.memoryUsage.rss());
      return memory;
    },
  };
}
