import { defineConfig } from 'vitest/config';

/** Tests over the built site (tests/build, tests/browser/site-*) share one build made by their global setup. */
const siteTests = ['tests/build/**/*.test.ts', 'tests/browser/site-*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: siteTests },
      },
      {
        extends: true,
        test: { name: 'site', include: siteTests, globalSetup: ['tests/support/global-setup.ts'] },
      },
    ],
  },
});
