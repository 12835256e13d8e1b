/**
 * The Node flags `npm run build` runs with (package.json, checked by a test; the bench uses them too). They keep a
 * build's memory small and flat, measured on the generated 2,000- and 20,000-page sets:
 * - a 256 MB old-space cap makes V8 collect before growing the heap (without it the main thread kept ~300 MB of
 *   garbage at 20,000 pages); what a build holds at once is bounded (detail pages stream 100 records at a time, hubs
 *   keep card fields only), so the cap leaves ample room at 100,000 pages;
 * - 4 MB semi-spaces (young generation): 393 -> ~310 MB peak at 20,000 pages (~240 MB at 2,000), with no measurable
 *   change in build time. They are every thread's, the render threads' included (a V8 flag is the process's:
 *   render-pool.ts); 16 MB was 391-416 MB at 20,000 pages, for 2-4 CPU-s less.
 */
export const BUILD_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'] as const;

/**
 * The Node flags of publish:serve's resident builder (src/publish/build-runner.ts): a build's flags with room for what
 * it keeps between builds to make the next one partial: the recorded build (~1 KB of heap a page: 101 MB at 107,288
 * pages). Under the build's 256 MB cap the builder ran out of memory at 107,288 pages before its first partial build.
 * The cap is each thread's: the search thread (search-thread.ts) keeps the records' analyses under its own.
 */
export const RESIDENT_BUILDER_NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=4'] as const;
