import { defineConfig } from 'vitest/config';

// Browser tests: drive the built web app, served by the real server, in Debian's Chromium.
export default defineConfig({
  test: {
    // *.dist.test.ts: the built app served by the real server, read as HTML (no browser needed)
    include: ['apps/web/test/**/*.browser.test.ts', 'apps/web/test/**/*.dist.test.ts'],
    // a test waits for the server's extraction, which runs in niced threads: at load 15 on 2 cores
    // (CI beside other work) one upload took over 30 s to reach the review step
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // a loaded CI machine renders slower than a laptop: give expect.poll 10 s instead of 1 s
    expect: { poll: { timeout: 10_000 } },
  },
});
