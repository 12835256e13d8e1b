import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * The most heap this thread held right after a full garbage collection, in MB: what it keeps alive, as opposed to its
 * peak (which includes garbage not collected yet). A build whose pages stream to disk keeps this flat whatever the
 * number of pages. Measured when V8 reports each mark-compact (a few milliseconds later), so it can include a little
 * garbage allocated since.
 */
export function watchRetainedHeap(): { stop(): number } {
  let largest = 0;
  const observer = new PerformanceObserver((list) => {
    // Node's gc entries carry `detail.kind`, which the PerformanceEntry type does not declare.
    const major = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (major) largest = Math.max(largest, getHeapStatistics().used_heap_size);
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      return Math.round(largest / 1024 / 1024);
    },
  };
}
