import { defineConfig } from 'vitest/config';
import { liveTests } from './vitest.config.js';

/**
 * `npm run test:live`: the suite's contract tests run against the hosted services (Algolia) instead of their embedded
 * stand-ins. Each file fails, naming the variables, when the service's credentials are not set.
 */
export default defineConfig({
  test: {
    include: liveTests,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { requireAssertions: true },
  },
});
