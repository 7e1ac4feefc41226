/**
 * `validation-bench.ts --whole-process [--pairs N]`: the time a user waits for a verdict on the 86
 * test-suite files, start-up included — `einvoice validate --json FILE...` (one Node process)
 * against the official validator's one process over the same files (`validate --no-report -`,
 * one JVM). Each pair runs ours, then the official; the host's speed drifts, so every pair gives
 * its own ratio. Ours runs once beforehand to fill V8's compile cache (as any second use does);
 * one extra run with `NODE_DISABLE_COMPILE_CACHE=1` shows the first use on a machine.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { officialStatus, runOfficial } from './official.ts';

const CLI = fileURLToPath(new URL('../../packages/cli/bin/einvoice.js', import.meta.url));

/** Wall-clock ms of one `einvoice validate --json` process over `files`; checks every verdict. */
function oursOnce(files: string[], env: NodeJS.ProcessEnv = process.env): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'validate', '--json', ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env,
  });
  const ms = performance.now() - t0;
  const accepted = r.stdout.split('\n').filter((l) => l.includes('"accepted":true')).length;
  if (accepted !== files.length)
    throw new Error(
      `einvoice validate: ${accepted}/${files.length} accepted (exit ${r.status}): ${r.stderr}`,
    );
  return ms;
}

async function officialOnce(files: string[]): Promise<number> {
  const t0 = performance.now();
  const results = await runOfficial(files, { args: ['--no-report'] });
  const ms = performance.now() - t0;
  if (results.length !== files.length) throw new Error('official validator: missing results');
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

export async function wholeProcess(files: string[], pairs: number): Promise<void> {
  oursOnce(files); // fills the compile cache
  const cold = oursOnce(files, { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' });
  const status = officialStatus();
  console.log(`validation as whole processes (${files.length} test-suite files, start-up included)`);
  console.log(`  ours without the compile cache (first use): ${cold.toFixed(0)} ms`);
  const rows: Array<{ ours: number; official?: number }> = [];
  for (let p = 0; p < pairs; p++) {
    const ours = oursOnce(files);
    const official = status.available ? await officialOnce(files) : undefined;
    rows.push({ ours, ...(official !== undefined ? { official } : {}) });
    console.log(
      `  pair ${p + 1}: ours ${ours.toFixed(0)} ms` +
        (official !== undefined
          ? `, official ${official.toFixed(0)} ms → ${(official / ours).toFixed(1)}×`
          : ''),
    );
  }
  if (!status.available) {
    console.log(`  official validator not available (${status.reason}): no comparison`);
    return;
  }
  const ratios = rows.map((r) => (r.official ?? 0) / r.ours);
  console.log(
    `  median: ours ${median(rows.map((r) => r.ours)).toFixed(0)} ms, official ${median(rows.map((r) => r.official ?? 0)).toFixed(0)} ms, ratio ${median(ratios).toFixed(1)}× (range ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×)`,
  );
}
