import { defineConfig } from 'vitest/config';

// Unit and integration tests: everything named *.test.ts beside the code or under test/.
// Browser tests (*.browser.test.ts) and tests of the built app (*.dist.test.ts) have their own
// config: vitest.browser.config.ts (they run after the web build).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'bench/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', '**/*.dist.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
