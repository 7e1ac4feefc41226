/**
 * Load benchmark of POST /api/v1/validate: starts the real server (SQLite, a temporary
 * DATA_DIR, loopback only) as a child process, posts the XRechnung test-suite files with
 * C concurrent clients for R rounds, and prints throughput, latency percentiles and the
 * server's peak RSS (VmHWM of the process, worker threads included).
 *
 *   node bench/src/load.ts [--rounds 5] [--clients 10] [--threads N] [--nice N]
 *   node bench/src/load.ts --seconds 60 --settle 60 --clients 50   # timed load, then RSS after a minute idle
 *   (--port P: the server's port, default a free one)
 *
 * The server inherits this process's environment, so `MALLOC_ARENA_MAX=2 node bench/src/load.ts …`
 * measures the production setting (see the README's deployment guide).
 *
 * Also prints the server's CPU time per request (utime + stime from /proc, all threads): on a
 * machine shared with other work, throughput depends on what the others leave over, the CPU
 * time per request does not.
 *
 * Bounded: R × (number of files) requests, nothing but 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { corpusFiles } from './corpus.ts';

const REPO = resolve(import.meta.dirname, '..', '..');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => res(port));
    });
  });
}

/** CPU time of a process (all threads) in ms, from /proc/PID/stat. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] = utime, fields[12] = stime (clock ticks; 100 per second on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Peak and current resident set size of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { peakMb: number; rssMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return undefined;
  }
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Doc {
  name: string;
  bytes: Uint8Array;
}

interface Outcome {
  ms: number;
  status: number;
  accepted?: boolean;
}

async function post(url: string, doc: Doc): Promise<Outcome> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(doc.bytes)]), doc.name);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/validate`, { method: 'POST', body: fd });
  const body = (await res.json()) as { accepted?: boolean };
  return { ms: performance.now() - t0, status: res.status, accepted: body.accepted };
}

/**
 * `clients` loops taking the next document from one queue until it is empty, or (with
 * `untilMs`) cycling through the queue until that time.
 */
async function run(url: string, queue: Doc[], clients: number, untilMs?: number): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        if (untilMs !== undefined && performance.now() >= untilMs) return;
        const i = next++;
        const doc = untilMs === undefined ? queue[i] : queue[i % queue.length];
        if (!doc) return;
        out.push(await post(url, doc));
      }
    }),
  );
  return out;
}

/** RSS after `seconds` without requests (sampled each second; the last and the lowest). */
async function settle(pid: number, seconds: number): Promise<{ lastMb: number; minMb: number }> {
  let minMb = Number.POSITIVE_INFINITY;
  let lastMb = Number.NaN;
  const samples: string[] = [];
  for (let i = 0; i < seconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    lastMb = memoryOf(pid)?.rssMb ?? Number.NaN;
    minMb = Math.min(minMb, lastMb);
    if ((i + 1) % 10 === 0) samples.push(`${i + 1} s: ${lastMb.toFixed(0)}`);
  }
  console.log(`  RSS while idle (MB): ${samples.join(', ')}`);
  return { lastMb, minMb };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '5' },
      clients: { type: 'string', default: '10' },
      threads: { type: 'string' },
      nice: { type: 'string' },
      seconds: { type: 'string' },
      settle: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const seconds = values.seconds ? Math.min(600, Math.max(1, Number(values.seconds))) : undefined;
  const settleSeconds = values.settle ? Math.min(600, Math.max(0, Number(values.settle))) : 0;
  const rounds = Math.min(100, Math.max(1, Number(values.rounds)));
  const clients = Math.min(100, Math.max(1, Number(values.clients)));
  const files = corpusFiles();
  if (files.length === 0) {
    console.log('load: corpus not found (../shared/corpus/xrechnung-testsuite): skipping');
    return;
  }
  const docs: Doc[] = files.map((f) => ({ name: basename(f), bytes: readFileSync(f) }));

  const port = values.port ? Number(values.port) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-load-'));
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API: '1000000/1m',
    WEB_DIST: join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  if (values.threads) env.WORKER_THREADS = values.threads;
  if (values.nice) env.WORKER_NICE = values.nice;
  const server = spawn(process.execPath, [join(REPO, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('could not start the server');
  try {
    const tStart = performance.now();
    await waitForHealth(url, 180_000);
    console.log(
      `server: pid ${pid}, SQLite, ${values.threads ?? 'default (cores)'} worker threads, nice ${values.nice ?? 'default (5)'}, started in ${Math.round(performance.now() - tStart)} ms, idle RSS ${memoryOf(pid)?.rssMb.toFixed(0)} MB`,
    );

    // warm-up: one pass over the files (module loading in the workers, JIT), not counted
    const tWarm = performance.now();
    await run(url, docs, clients);
    console.log(
      `warm-up: ${docs.length} requests in ${Math.round(performance.now() - tWarm)} ms (not counted)`,
    );

    const queue = Array.from({ length: rounds }, () => docs).flat();
    const load0 = loadavg()[0] ?? 0;
    const cpu0 = cpuMsOf(pid);
    const t0 = performance.now();
    const outcomes = await run(
      url,
      seconds === undefined ? queue : docs,
      clients,
      seconds === undefined ? undefined : t0 + seconds * 1000,
    );
    const wall = performance.now() - t0;
    const cpuPerReq = (cpuMsOf(pid) - cpu0) / outcomes.length;
    const mem = memoryOf(pid);

    const ok = outcomes.filter((o) => o.status === 200);
    const lat = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const accepted = ok.filter((o) => o.accepted).length;
    console.log(
      seconds === undefined
        ? `load: POST /api/v1/validate, ${docs.length} test-suite files × ${rounds} rounds = ${outcomes.length} requests, ${clients} concurrent clients`
        : `load: POST /api/v1/validate, the ${docs.length} test-suite files in turn for ${seconds} s = ${outcomes.length} requests, ${clients} concurrent clients`,
    );
    console.log(
      `  status 200: ${ok.length}/${outcomes.length} (accepted ${accepted}, rejected ${ok.length - accepted})`,
    );
    console.log(
      `  throughput: ${(outcomes.length / (wall / 1000)).toFixed(1)} req/s (${(wall / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  latency: p50 ${percentile(lat, 50).toFixed(0)} ms, p90 ${percentile(lat, 90).toFixed(0)} ms, p99 ${percentile(lat, 99).toFixed(0)} ms, max ${(lat[lat.length - 1] ?? 0).toFixed(0)} ms`,
    );
    console.log(
      `  server CPU: ${cpuPerReq.toFixed(1)} ms per request (all threads) → at most ≈${((availableParallelism() * 1000) / cpuPerReq).toFixed(0)} req/s on ${availableParallelism()} idle cores`,
    );
    console.log(
      `  machine load (1 min) ${load0.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores (other processes included)`,
    );
    console.log(
      `  server memory: peak RSS ${mem?.peakMb.toFixed(0)} MB (VmHWM, whole process incl. workers), RSS at the end ${mem?.rssMb.toFixed(0)} MB`,
    );
    if (settleSeconds > 0) {
      const idle = await settle(pid, settleSeconds);
      console.log(
        `  after ${settleSeconds} s idle: RSS ${idle.lastMb.toFixed(0)} MB (lowest ${idle.minMb.toFixed(0)} MB)` +
          (process.env.MALLOC_ARENA_MAX ? ` [MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX}]` : ''),
      );
    }
    if (ok.length !== outcomes.length) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
