import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { inlineScripts } from './renderer/vite/inline-script-plugin.js';
import { LongestFirstSequencer } from './tests/support/longest-first-sequencer.js';

const require = createRequire(import.meta.url);

/**
 * The suite's builds, dev servers and image tests encode webp at effort 0 (fastest) unless the environment says
 * otherwise: a fresh clone's shared build encodes every variant of the real content (1,560), which at the
 * production default (4) was ~130 of its ~156 s; no test asserts the compression ratio. Child processes inherit it.
 */
process.env.IMAGE_WEBP_EFFORT ??= '0';

/**
 * Tests over the built site (tests/build, tests/browser/site-*) share one build, which their global setup starts and
 * each of their files waits for (tests/support/site-build-ready.ts) while the other files run.
 */
const siteTests = ['tests/build/**/*.test.ts', 'tests/browser/site-*.test.ts'];
/**
 * The same assertions against the hosted services themselves, with their credentials: `npm run test:live`
 * (vitest.live.config.ts), never part of `npm test`, which runs offline.
 */
export const liveTests = ['tests/live/**/*.test.ts'];
/**
 * Tests of the project's modules in the test's own process that leave nothing behind (no server left open, no
 * environment variable changed, fake timers and spies restored by their test): their files share a worker and the
 * modules it imported (isolate: false) instead of each importing them again in a new process. Importing was 3/4 of the
 * time of the first 86 of them; together they ran in a quarter of it. Measure a file's heap, change the environment or
 * what a module keeps, and it belongs in `unit`; a file added here passes in any order (--sequence.shuffle.files).
 */
const sharedModuleTests = [
  'tests/{analytics,architecture,components,config,docs,http,i18n}/**/*.test.{ts,tsx}',
  'tests/{images,io,pages,render,renderer,routing,server}/**/*.test.{ts,tsx}',
  'tests/content/{client,schema,store}/**/*.test.ts',
  'tests/content/{export-apply,export-schema,generate,queries,real-content}.test.ts',
  'tests/content/server/{asset-urls,cache-tags,cda-dialect,faults,graphql-over-http,opaque-ids}.test.ts',
  'tests/build-tools/{browser-index-runs,carried-sitemaps,count-files,cpu-profile-summary,page-files-in-pieces}.test.ts',
  'tests/build-tools/{page-paths,page-type-plan}.test.ts',
  'tests/build-tools/{page-writer-text,prepared-pages,read-ahead,search-records-spool,search-thread}.test.ts',
  'tests/build-tools/{set-aside,sitemap-writer,source-hash,spool-progress,work-ahead}.test.ts',
  'tests/client-state/**/*.test.ts',
  'tests/search/{algolia-api,algolia-calls,browser-index,incremental-sync,index-store}.test.ts',
  'tests/search/{instantsearch-helper,local-engine,page-records}.test.ts',
  'tests/forms/csv.test.ts',
  'tests/support/guides/guide-steps.test.ts',
  'tests/forms/{email-outbox,forms-api,forms-store,migrations,newsletter-opt-in,security-findings}.test.ts',
  'tests/forms/forms-origin.test.tsx',
  'tests/support/quality/{frame-text,link-check,site-pages}.test.ts',
];

export default defineConfig({
  // The documents' inline scripts (renderer/vite/inline-script-plugin.ts), for tests that import the renderer.
  plugins: [inlineScripts(import.meta.dirname)],
  resolve: {
    // graphql ships CommonJS (index.js) and ESM (index.mjs). Node loads the CommonJS one for everybody (the package
    // has no exports map); Vite would pick the ESM one for our code while graphql-jit requires the CommonJS one, and
    // graphql refuses types from "another realm". One instance, as under Node.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    // A test that runs no assertion fails (as if each test began with expect.hasAssertions()): a loop over an empty
    // list, or a check in a callback that never ran, cannot pass silently. expect.poll waits up to 10 s (Vitest's
    // default is 1 s): a page's hydration on a loaded 2-core runner took longer than 1 s, and a poll that waits
    // longer only fails later, never passes wrongly.
    expect: { requireAssertions: true, poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    pool: 'forks',
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, its sleeps,
    // page loads and child processes leaving the second core idle. Two files at a time there; the default above.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...siteTests, ...sharedModuleTests, ...liveTests],
        },
      },
      { extends: true, test: { name: 'shared', include: sharedModuleTests, isolate: false } },
      {
        extends: true,
        test: {
          name: 'site',
          include: siteTests,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/site-build-ready.ts'],
        },
      },
    ],
  },
});
