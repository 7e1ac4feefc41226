/**
 * Where the whole process's time goes (issue 20 item 11): `einvoice validate --json` over the 86
 * test-suite files split into Node's start, module loading, the first (cold) validation and the
 * other 85 documents, by differences of four processes:
 *
 *   start    `node -e 0`
 *   load     `einvoice validate` without files (loads the command's modules, prints its usage)
 *   first    `einvoice validate --json FILE1`
 *   all      `einvoice validate --json FILE1 … FILE86`
 *
 *   node bench/src/validation-phases.ts [--runs N] [--callgrind] [--sources] [--no-cache] [--node-arg FLAG]...
 *
 * Per process: wall time, CPU time (user + system, `process.cpuUsage()` at exit: all threads,
 * V8's compiler and garbage-collector threads included) and the main thread's CPU time
 * (`process.threadCpuUsage()`: what the process waits for when a second core is free), median of
 * `--runs` (default 5) runs; with `--callgrind` also the instructions the process executed
 * (`valgrind --tool=callgrind`, one run each: the same count whatever else the machine runs; V8's
 * compile cache is off for these runs: a cache written outside valgrind is rejected inside it
 * (other CPU features), so with it the count would depend on which run came last).
 * `--sources` runs the TypeScript sources (EINVOICE_BUNDLE=0) instead of the start-up bundle;
 * `--no-cache` turns V8's compile cache off (NODE_DISABLE_COMPILE_CACHE=1: a first use).
 * `--node-arg FLAG` (repeatable) gives Node a flag, e.g. `--node-arg=--turbofan`: the einvoice
 * launcher then leaves V8's tiers as they are (packages/cli/src/tiering.ts), as before session 11.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { corpusFiles } from './corpus.ts';

const CLI = fileURLToPath(new URL('../../packages/cli/bin/einvoice.js', import.meta.url));
/** prints the process's and the main thread's CPU time on stderr as it exits */
const CPU_AT_EXIT =
  "data:text/javascript,process.on('exit',()=>{const c=process.cpuUsage(),t=process.threadCpuUsage();process.stderr.write('\\nCPU-US '+(c.user+c.system)+' '+(t.user+t.system)+'\\n')})";

interface Sample {
  wallMs: number;
  cpuMs: number;
  mainMs: number;
}

function env(o: { sources: boolean; cache: boolean }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(o.sources ? { EINVOICE_BUNDLE: '0' } : {}),
    ...(o.cache ? {} : { NODE_DISABLE_COMPILE_CACHE: '1' }),
  };
}

function runOnce(args: string[], e: NodeJS.ProcessEnv, nodeArgs: string[]): Sample {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...nodeArgs, '--import', CPU_AT_EXIT, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: e,
  });
  const wallMs = performance.now() - t0;
  const m = /CPU-US (\d+) (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`no CPU time from ${args.join(' ')}: ${r.stderr.slice(0, 500)}`);
  return { wallMs, cpuMs: Number(m[1]) / 1000, mainMs: Number(m[2]) / 1000 };
}

/** Instructions executed by one process under callgrind (its "I refs" total). */
function instructions(args: string[], e: NodeJS.ProcessEnv, nodeArgs: string[]): number {
  const r = spawnSync(
    'valgrind',
    ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...nodeArgs, ...args],
    { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...e, NODE_DISABLE_COMPILE_CACHE: '1' } },
  );
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (!m) throw new Error(`callgrind gave no count (is valgrind installed?): ${r.stderr?.slice(-500)}`);
  return Number((m[1] as string).replaceAll(',', ''));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

function main(): void {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      callgrind: { type: 'boolean', default: false },
      sources: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'node-arg': { type: 'string', multiple: true, default: [] },
    },
  });
  const nodeArgs = values['node-arg'];
  const files = corpusFiles();
  if (files.length === 0) {
    console.log('validation phases: corpus not found: skipping');
    return;
  }
  const e = env({ sources: values.sources, cache: !values['no-cache'] });
  const steps: Array<[string, string[]]> = [
    ['start (node -e 0)', ['-e', '0']],
    ['+ module loading', [CLI, 'validate']],
    ['+ first document', [CLI, 'validate', '--json', files[0] as string]],
    [`+ other ${files.length - 1} documents`, [CLI, 'validate', '--json', ...files]],
  ];
  // fills the compile cache (when on) before anything is measured
  runOnce(steps[3]?.[1] as string[], e, nodeArgs);
  const runs = Math.max(1, Number(values.runs));
  console.log(
    `einvoice validate phases (${values.sources ? 'TypeScript sources' : 'start-up bundle if current'}, compile cache ${values['no-cache'] ? 'off' : 'on'}${nodeArgs.length ? `, node ${nodeArgs.join(' ')}` : ''}; median of ${runs} runs)`,
  );
  console.log(
    `  ${'phase'.padEnd(26)} ${'wall ms'.padStart(9)} ${'CPU ms'.padStart(8)} ${'main thread'.padStart(11)}${values.callgrind ? ' instructions (M)'.padStart(18) : ''}`,
  );
  let prev = { wallMs: 0, cpuMs: 0, mainMs: 0, ins: 0 };
  for (const [name, args] of steps) {
    const samples = Array.from({ length: runs }, () => runOnce(args, e, nodeArgs));
    const cur = {
      wallMs: median(samples.map((s) => s.wallMs)),
      cpuMs: median(samples.map((s) => s.cpuMs)),
      mainMs: median(samples.map((s) => s.mainMs)),
      ins: values.callgrind ? instructions(args, e, nodeArgs) / 1e6 : 0,
    };
    const d = (k: 'wallMs' | 'cpuMs' | 'mainMs' | 'ins') => (cur[k] - prev[k]).toFixed(0);
    console.log(
      `  ${name.padEnd(26)} ${d('wallMs').padStart(9)} ${d('cpuMs').padStart(8)} ${d('mainMs').padStart(11)}${values.callgrind ? d('ins').padStart(18) : ''}`,
    );
    prev = cur;
  }
  const total = (k: 'wallMs' | 'cpuMs' | 'mainMs' | 'ins', w: number) => prev[k].toFixed(0).padStart(w);
  console.log(
    `  ${'whole process'.padEnd(26)} ${total('wallMs', 9)} ${total('cpuMs', 8)} ${total('mainMs', 11)}${values.callgrind ? total('ins', 18) : ''}`,
  );
}

main();
