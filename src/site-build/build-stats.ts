/** Seconds spent per build stage, and what the build wrote: printed at the end and returned to callers (bench). */
export interface BuildStats {
  pages: number;
  /** Pages whose HTML was taken from the live output, unchanged, instead of rendered (page-reuse.ts). */
  reusedPages: number;
  files: number;
  bytes: number;
  workers: number;
  /** Whether the code's bundles came from an earlier build of the same sources. */
  bundleReused: boolean;
  /** The most heap the build's main thread kept alive, in MB (heap-watch.ts): flat when nothing is kept per page. */
  retainedHeapMB: number;
  /** The same per stage of the build (`bundle`, `content`, `pages`, `search`, `sitemaps`, `images`, `finish`). */
  retainedHeapMBByStage: Record<string, number>;
  /** The build process's largest resident memory (MB) per stage: main thread, render threads and native memory. */
  peakRssMBByStage: Record<string, number>;
  seconds: Record<
    'total' | 'bundle' | 'fetch' | 'render' | 'write' | 'pages' | 'search' | 'sitemaps' | 'images' | 'finish',
    number
  >;
}

export function emptyStats(workers: number): BuildStats {
  return {
    pages: 0,
    reusedPages: 0,
    files: 0,
    bytes: 0,
    workers,
    bundleReused: false,
    retainedHeapMB: 0,
    retainedHeapMBByStage: {},
    peakRssMBByStage: {},
    seconds: {
      total: 0,
      bundle: 0,
      fetch: 0,
      render: 0,
      write: 0,
      pages: 0,
      search: 0,
      sitemaps: 0,
      images: 0,
      finish: 0,
    },
  };
}

/** Runs `work` and adds its wall time to `stats.seconds[stage]`. */
export async function timed<T>(
  stats: BuildStats,
  stage: keyof BuildStats['seconds'],
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stats.seconds[stage] += (performance.now() - started) / 1000;
  }
}

export function formatStats(stats: BuildStats): string {
  const stages = Object.entries(stats.seconds)
    .filter(([stage]) => stage !== 'total')
    .map(([stage, seconds]) => `${stage} ${seconds.toFixed(2)} s`)
    .join(', ');
  const megabytes = (stats.bytes / 1024 / 1024).toFixed(1);
  const reused = stats.reusedPages > 0 ? ` (${stats.reusedPages} unchanged, not rendered again)` : '';
  return `${stats.pages} pages${reused}, ${stats.files} files, ${megabytes} MB in ${stats.seconds.total.toFixed(1)} s with ${stats.workers} render workers (${stages}; render and write are summed over workers)`;
}
