// `npm test`: every check the project has, in order, failing fast.
// lint+format → typecheck (three configs) → unit+integration (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) → web build → browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'ic-test-'));
const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}`,
];

const steps: Array<[string, string[]]> = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck einvoice (browser-safe, no Node types)', ['npx', 'tsc', '-p', 'packages/einvoice', '--noEmit']],
  ['typecheck web', ['npx', 'tsc', '-p', 'apps/web', '--noEmit']],
  ['unit + integration tests', ['npx', 'vitest', 'run', ...vitestJson('unit.json')]],
  ['web build', ['npm', 'run', 'build', '-w', 'apps/web']],
  [
    'browser tests',
    ['npx', 'vitest', 'run', '--config', 'vitest.browser.config.ts', ...vitestJson('browser.json')],
  ],
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

// One plain closing line for CI: the totals of both Vitest runs.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit.json', 'browser.json']) {
  const r = JSON.parse(readFileSync(join(reports, name), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
