import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * The most heap this thread held right after a full garbage collection, in MB, per stage of the build (`stage()` names
 * the current one): what it keeps alive, as opposed to its peak (which includes garbage not collected yet). A build
 * whose pages stream to disk keeps this flat whatever the number of pages. Measured when V8 reports each mark-compact
 * (a few milliseconds later), so it can include a little garbage allocated since.
 */
export function watchRetainedHeap(stage: () => string): { stop(): Record<string, number> } {
  const largest: Record<string, number> = {};
  const observer = new PerformanceObserver((list) => {
    // Node's gc entries carry `detail.kind`, which the PerformanceEntry type does not declare.
    const major = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!major) return;
    const megabytes = Math.round(getHeapStatistics().used_heap_size / 1024 / 1024);
    const current = stage();
    largest[current] = Math.max(largest[current] ?? 0, megabytes);
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      return largest;
    },
  };
}
