import { defineConfig } from 'vitest/config';

// Browser tests: drive the built web app, served by the real server, in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['apps/web/test/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
