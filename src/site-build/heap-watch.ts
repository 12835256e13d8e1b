import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** How often the process's resident memory is sampled. */
const RSS_SAMPLE_MS = 100;

/** Per stage of the build, in MB: what the main thread kept alive, and the build process's resident memory. */
export interface StageMemory {
  retainedHeapMB: Record<string, number>;
  peakRssMB: Record<string, number>;
}

/**
 * The memory of the build, per stage (`stage()` names the current one):
 * - the most heap the main thread held right after a full garbage collection: what it keeps alive, as opposed to its
 *   peak (which includes garbage not collected yet). A build whose pages stream to disk keeps this flat whatever the
 *   number of pages. Measured when V8 reports each mark-compact (a few milliseconds later), so it can include a little
 *   garbage allocated since;
 * - the largest resident memory of the whole process (main thread, render threads, native memory), sampled every
 *   {@link RSS_SAMPLE_MS} ms: what the machine gives the build process (its child processes are not counted).
 */
export function watchStageMemory(stage: () => string): { stop(): StageMemory } {
  const memory: StageMemory = { retainedHeapMB: {}, peakRssMB: {} };
  const raise = (record: Record<string, number>, bytes: number) => {
    const current = stage();
    record[current] = Math.max(record[current] ?? 0, Math.round(bytes / 1024 / 1024));
  };
  const observer = new PerformanceObserver((list) => {
    // Node's gc entries carry `detail.kind`, which the PerformanceEntry type does not declare.
    const major = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (major) raise(memory.retainedHeapMB, getHeapStatistics().used_heap_size);
  });
  observer.observe({ entryTypes: ['gc'] });
  const sampler = setInterval(() => raise(memory.peakRssMB, process.memoryUsage.rss()), RSS_SAMPLE_MS);
  sampler.unref();
  return {
    stop() {
      observer.disconnect();
      clearInterval(sampler);
      raise(memory.peakRssMB, process.memoryUsage.rss());
      return memory;
    },
  };
}
