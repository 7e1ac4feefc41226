// The event loop stays responsive while 10 large invoices are validated at once: the work runs
// in the worker pool. A control run with the pool switched to inline shows that the bounds
// checked here fail when the same work runs on the main thread.
//
// Two measurements:
// - /api/health latency, probed from another thread every 25 ms: printed, not asserted. Wall-clock
//   latency depends on whatever else the machine runs (a CI host delayed an idle server's answer
//   to 323 ms at load below its core count), so its 200 ms target lives in the benchmark
//   (`node bench/src/hardening-bench.ts`, `node bench/src/load.ts`), as speed targets do.
// - the longest stretch of CPU time the server's thread spends without returning to the event
//   loop (process.threadCpuUsage between 10 ms timer ticks, < 200 ms): immune to other load,
//   always asserted.
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedByEngine, largeInvoice, postUpload, ubl } from './api-support.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

const HEALTH_BOUND_MS = 200;

/**
 * The clients run in their own thread (own event loop), so that their timing does not depend
 * on the server's: `uploads` copies of `xml` posted at once to /api/v1/validate while
 * /api/health is probed every 25 ms until all uploads are answered.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, xml, uploads } = workerData;
(async () => {
  let done = false;
  const posts = Promise.all(Array.from({ length: uploads }, async (_, i) => {
    const fd = new FormData();
    fd.append('file', new Blob([xml]), 'big-' + i + '.xml');
    const res = await fetch(url + '/api/v1/validate', { method: 'POST', body: fd });
    const body = await res.json();
    return { status: res.status, accepted: body.accepted };
  })).finally(() => { done = true; });
  const latencies = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(url + '/api/health');
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 25));
  }
  parentPort.postMessage({ results: await posts, latencies });
})().catch((e) => parentPort.postMessage({ error: String(e) }));
`;

interface ClientRun {
  results: Array<{ status: number; accepted: boolean }>;
  latencies: number[];
}

/** Longest CPU time of this thread between two timer ticks, i.e. without yielding to the loop. */
function cpuBurstMonitor(): { stop(): number } {
  const cpu = () => {
    const u = process.threadCpuUsage();
    return (u.user + u.system) / 1000;
  };
  let last = cpu();
  let max = 0;
  const timer = setInterval(() => {
    const now = cpu();
    max = Math.max(max, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, cpu() - last);
    },
  };
}

function runClients(url: string, xml: string, uploads: number): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const w = new Worker(CLIENT, { eval: true, workerData: { url, xml, uploads } });
    w.once('message', (m: ClientRun & { error?: string }) => {
      void w.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    w.once('error', reject);
  });
}

describe.each(engines())('event loop under load on %s', (engine) => {
  let srv: TestServer;
  let big: string;
  beforeAll(async () => {
    srv = await startTestServer({
      engine,
      env: {
        RATE_LIMIT_API: '1000/1m',
        WORKER_THREADS: '2',
        // what is measured is the server thread, not the queue: on a loaded machine 10 large
        // files wait longer for 2 threads than the default 10 s (503 at load 13)
        QUEUE_TIMEOUT: '3m',
        TASK_TIMEOUT: '3m',
      },
    });
    big = ubl(largeInvoice(1_200_000));
    // warm the workers (module loading) so the measurement is about the work itself
    await Promise.all([0, 1].map(() => postUpload(srv.url, '/api/v1/validate', { file: ubl() })));
  }, 60_000);
  afterAll(async () => srv?.close());

  it('10 large XML files (≈1.2 MB, thousands of lines) concurrently: the server thread never runs 200 ms without yielding', async () => {
    expect(big.length).toBeGreaterThan(1_000_000);
    expect(acceptedByEngine(big)).toBe(true);
    const t0 = performance.now();
    const burst = cpuBurstMonitor();
    const { results, latencies } = await runClients(srv.url, big, 10);
    const maxBurst = burst.stop();
    const wall = performance.now() - t0;
    expect(results).toHaveLength(10);
    for (const r of results) expect(r).toEqual({ status: 200, accepted: true });
    const sorted = [...latencies].sort((a, b) => a - b);
    const max = sorted[sorted.length - 1] ?? 0;
    console.log(
      `10 × ${(big.length / 1e6).toFixed(2)} MB validated in ${Math.round(wall)} ms; /api/health: ${latencies.length} probes, ` +
        `median ${Math.round(sorted[sorted.length >> 1] ?? 0)} ms, max ${Math.round(max)} ms; longest CPU stretch of the server thread ${Math.round(maxBurst)} ms` +
        `; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    // the work took long enough for the probes to mean something
    expect(latencies.length).toBeGreaterThan(20);
    expect(maxBurst).toBeLessThan(HEALTH_BOUND_MS);
  }, 180_000);

  it('control: the same work on the main thread (pool inline) breaks the bound', async () => {
    srv.app.tasks.inline = true;
    try {
      // one bigger file (≈9 MB, under the 10 MB upload limit): with a warm JIT even a 3 MB file
      // validates in less than 200 ms now
      const bigger = ubl(largeInvoice(9_000_000));
      const burst = cpuBurstMonitor();
      const { results, latencies } = await runClients(srv.url, bigger, 1);
      const maxBurst = burst.stop();
      expect(results.map((r) => r.status)).toEqual([200]);
      const max = Math.max(...latencies);
      console.log(
        `inline: 1 file of ${(bigger.length / 1e6).toFixed(1)} MB, /api/health max ${Math.round(max)} ms, longest CPU stretch ${Math.round(maxBurst)} ms`,
      );
      expect(max).toBeGreaterThan(HEALTH_BOUND_MS);
      expect(maxBurst).toBeGreaterThan(HEALTH_BOUND_MS);
    } finally {
      srv.app.tasks.inline = false;
    }
  }, 120_000);
});
