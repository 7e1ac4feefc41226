// Worker threads never compile a wasm-to-JS wrapper once a worker pool's module is loaded: V8
// could abort the process when it frees such wrappers of a thread that ended (see @ic/pdf's
// wasm-wrappers.ts). Each case is a fresh process, as V8's flags are per process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./wasm-wrappers.fixture.ts', import.meta.url));

function wrapperCompiled(load: 'nothing' | 'task-pool' | 'pdf' | 'extract'): boolean {
  const r = spawnSync(process.execPath, ['--trace-wasm-compilation-times', FIXTURE, load], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return /WasmToJS wrapper wasm-to-js-\d+-ddd-d\b/.test(r.stdout);
}

describe('wasm-to-JS wrappers', () => {
  it('V8 compiles one after 1,000 calls when nothing set the budget (the check can fail)', () => {
    expect(wrapperCompiled('nothing')).toBe(true);
  }, 90_000);

  it.each([
    ['the task pool', 'task-pool'],
    ['the PDF pool of @ic/pdf', 'pdf'],
    ['@ic/extract alone (the CLI reads scans without a pool; its OCR loads @ic/pdf)', 'extract'],
  ] as const)(
    '%s keeps every thread on the generic wrapper',
    (_, load) => {
      expect(wrapperCompiled(load)).toBe(false);
    },
    90_000,
  );
});
