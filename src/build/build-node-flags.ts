/**
 * The Node flags `npm run build` runs with (package.json, checked by a test; the bench uses them too). The heap cap
 * makes V8 collect garbage before it grows the heap, which keeps a build's memory flat: without it the main thread
 * keeps ~300 MB of garbage at 20,000 pages, with it ~60 MB. What a build holds at once is bounded (pages stream in
 * chunks of 500 records, hubs keep card fields only), so the cap leaves ample room at 100,000 pages.
 */
export const BUILD_NODE_FLAGS = ['--max-old-space-size=256'] as const;
