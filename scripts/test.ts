// `npm test`: every check the project has, in order, failing fast.
// lint+format → typecheck (three configs) → unit+integration (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) → web build → browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps: Array<[string, string[]]> = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck einvoice (browser-safe, no Node types)', ['npx', 'tsc', '-p', 'packages/einvoice', '--noEmit']],
  ['typecheck web', ['npx', 'tsc', '-p', 'apps/web', '--noEmit']],
  ['unit + integration tests', ['npx', 'vitest', 'run']],
  ['web build', ['npm', 'run', 'build', '-w', 'apps/web']],
  ['browser tests', ['npx', 'vitest', 'run', '--config', 'vitest.browser.config.ts']],
];

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI is set but TEST_DATABASE_URL is not: PostgreSQL tests would be skipped.');
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.warn('warning: Chromium not found; browser tests will fail. Install Debian package "chromium".');
}

for (const [name, cmd] of steps) {
  console.log(`\n▶ ${name}: ${cmd.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd[0] as string, cmd.slice(1), { stdio: 'inherit' });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed (${secs}s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
