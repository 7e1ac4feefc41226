/**
 * `validation-bench.ts --whole-process [--pairs N]`: the time a user waits for a verdict on the 86
 * test-suite files, start-up included — `einvoice validate --json FILE...` (one Node process)
 * against the official validator's one process over the same files (`validate --no-report -`,
 * one JVM). Each pair runs ours, then the official; the host's speed drifts, so every pair gives
 * its own ratio. Ours runs once beforehand to fill V8's compile cache (as any second use does);
 * one extra run with `NODE_DISABLE_COMPILE_CACHE=1` shows the first use on a machine.
 * Beside wall time, the CPU time of each side's process tree (user + system of the waited-for
 * children, from /proc/self/stat on Linux): on a shared machine the CPU ratio moves less than
 * the wall ratio. `bench/src/validation-phases.ts` splits ours into start-up and validation.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { officialStatus, runOfficial } from './official.ts';

const CLI = fileURLToPath(new URL('../../packages/cli/bin/einvoice.js', import.meta.url));

/** CPU ms (user + system) of this process's children that have ended, or NaN off Linux. */
function childrenCpuMs(): number {
  try {
    // fields after the command name: … utime stime cutime cstime (14–17 of the whole line)
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[13]) + Number(f[14])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  ms: number;
  cpuMs: number;
}

/** Wall-clock and CPU ms of one `einvoice validate --json` process over `files`; checks every verdict. */
function oursOnce(files: string[], nodeArgs: string[], env: NodeJS.ProcessEnv = process.env): Timing {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...nodeArgs, CLI, 'validate', '--json', ...files], {
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
  return { ms, cpuMs: childrenCpuMs() - c0 };
}

async function officialOnce(files: string[]): Promise<Timing> {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  const results = await runOfficial(files, { args: ['--no-report'] });
  const ms = performance.now() - t0;
  if (results.length !== files.length) throw new Error('official validator: missing results');
  return { ms, cpuMs: childrenCpuMs() - c0 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

/**
 * `nodeArgs`: flags for our Node process (`--node-arg=--turbofan`: V8's tiers as before session
 * 11, see packages/cli/src/tiering.ts).
 */
export async function wholeProcess(files: string[], pairs: number, nodeArgs: string[] = []): Promise<void> {
  oursOnce(files, nodeArgs); // fills the compile cache
  const cold = oursOnce(files, nodeArgs, { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' });
  const status = officialStatus();
  console.log(
    `validation as whole processes (${files.length} test-suite files, start-up included${nodeArgs.length ? `; node ${nodeArgs.join(' ')}` : ''}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
  console.log(
    `  ours without the compile cache (first use): ${cold.ms.toFixed(0)} ms (CPU ${cold.cpuMs.toFixed(0)} ms)`,
  );
  const rows: Array<{ ours: Timing; official?: Timing }> = [];
  for (let p = 0; p < pairs; p++) {
    const ours = oursOnce(files, nodeArgs);
    const official = status.available ? await officialOnce(files) : undefined;
    rows.push({ ours, ...(official !== undefined ? { official } : {}) });
    console.log(
      `  pair ${p + 1}: ours ${ours.ms.toFixed(0)} ms (CPU ${ours.cpuMs.toFixed(0)} ms)` +
        (official !== undefined
          ? `, official ${official.ms.toFixed(0)} ms (CPU ${official.cpuMs.toFixed(0)} ms) → ${(official.ms / ours.ms).toFixed(1)}× wall, ${(official.cpuMs / ours.cpuMs).toFixed(1)}× CPU`
          : ''),
    );
  }
  if (!status.available) {
    console.log(`  official validator not available (${status.reason}): no comparison`);
    return;
  }
  const ratios = rows.map((r) => (r.official?.ms ?? 0) / r.ours.ms);
  const cpuRatios = rows.map((r) => (r.official?.cpuMs ?? 0) / r.ours.cpuMs);
  console.log(
    `  median: ours ${median(rows.map((r) => r.ours.ms)).toFixed(0)} ms, official ${median(rows.map((r) => r.official?.ms ?? 0)).toFixed(0)} ms, ratio ${median(ratios).toFixed(1)}× (range ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×); CPU ratio ${median(cpuRatios).toFixed(1)}× (range ${Math.min(...cpuRatios).toFixed(1)}–${Math.max(...cpuRatios).toFixed(1)}×)`,
  );
}
