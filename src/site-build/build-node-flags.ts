/**
 * The Node flags `npm run build` runs with (package.json, checked by a test; the bench uses them too). They keep a
 * build's memory small and flat, measured on the generated 2,000- and 20,000-page sets:
 * - a 256 MB old-space cap makes V8 collect before growing the heap (without it the main thread kept ~300 MB of
 *   garbage at 20,000 pages); what a build holds at once is bounded (detail pages stream 100 records at a time, hubs
 *   keep card fields only), so the cap leaves ample room at 100,000 pages;
 * - the main thread's young generation is V8's default (16 MB semi-spaces) and every other thread's is
 *   BUILD_THREAD_YOUNG_GENERATION_MB. The main thread keeps each answer of the content service until its pages are
 *   sent to render: with 4 MB semi-spaces it made ~1,050 scavenges at 20,000 pages (3.7 s of pauses, a third of its
 *   CPU), with 16 MB ~250 (2.0 s); three alternated builds each way: 0.6-2.9 CPU-s and 0.7-1.9 s less, peak 333-354 MB
 *   instead of 281-285 (docs/decisions/bounded-build-memory.md). The flag is not set: `--max-semi-space-size` is the
 *   process's and overrides a thread's resourceLimits (16 MB for the render threads too was 391-416 MB).
 */
export const BUILD_NODE_FLAGS = ['--max-old-space-size=256'] as const;

/**
 * The young generation of a build's render threads, in resourceLimits (a session's search thread has its own:
 * search-thread.ts): 12 MB is 4 MB semi-spaces (V8 sizes a young generation at three semi-spaces). 16 MB semi-spaces
 * for the render threads made a quarter of their scavenges for the same thread CPU and 50 MB more.
 */
export const BUILD_THREAD_YOUNG_GENERATION_MB = 12;

/**
 * The Node flags of publish:serve's resident builder (src/publish/build-runner.ts): a build's flags with room for what
 * it keeps between builds to make the next one partial: the recorded build (~1 KB of heap a page: 101 MB at 107,288
 * pages). Under the build's 256 MB cap the builder ran out of memory at 107,288 pages before its first partial build.
 * The cap is each thread's: the search thread (search-thread.ts) keeps the records' analyses under its own.
 */
export const RESIDENT_BUILDER_NODE_FLAGS = ['--max-old-space-size=512'] as const;
