import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
