// The pool gives memory back after a burst: threads beyond the first end when idle.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ubl } from '../../test/api-support.ts';
import { TaskPool } from './pool.ts';

describe('TaskPool', () => {
  let pool: TaskPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('grows to its thread count under load and shrinks back to one thread when idle', async () => {
    pool = new TaskPool({ threads: 2, maxQueue: 10, timeoutMs: 60_000, nice: 0, idleTimeoutMs: 500 });
    const bytes = () => new TextEncoder().encode(ubl());
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, pool?.liveThreads ?? 0);
    }, 10);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        pool?.run({ kind: 'validate', bytes: bytes(), lang: 'en', file: 'a.xml' }),
      ),
    );
    clearInterval(watch);
    expect(results.every((r) => r?.ok)).toBe(true);
    expect(most).toBe(2);
    const t0 = Date.now();
    while (pool.liveThreads > 1 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 50));
    expect(pool.liveThreads).toBe(1);
  }, 60_000);

  it('renews its threads once idle after a burst, and serves on with the fresh ones', async () => {
    pool = new TaskPool({
      threads: 1,
      maxQueue: 10,
      timeoutMs: 60_000,
      nice: 0,
      recycleIdleMs: 300,
      recycleAfterTasks: 3,
      recycleAboveRssMb: 100_000,
    });
    const run = () =>
      pool?.run({ kind: 'validate', bytes: new TextEncoder().encode(ubl()), lang: 'en', file: 'a.xml' });
    await run();
    await new Promise((r) => setTimeout(r, 600));
    expect(pool.recycled).toBe(0); // one task is no burst
    await Promise.all([run(), run(), run()]);
    await new Promise((r) => setTimeout(r, 600));
    expect(pool.recycled).toBe(1);
    expect((await run())?.ok).toBe(true);
    expect(pool.liveThreads).toBe(1);
  }, 60_000);

  it('renews its threads after a single task when the process holds more than the threshold', async () => {
    pool = new TaskPool({
      threads: 1,
      maxQueue: 10,
      timeoutMs: 60_000,
      nice: 0,
      recycleIdleMs: 300,
      recycleAboveRssMb: 1,
    });
    expect((await pool.run({ kind: 'spin', ms: 1 })).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 600));
    expect(pool.recycled).toBe(1);
  }, 30_000);

  it('closing right after its start waits until the starting thread has loaded its modules', async () => {
    // terminating a thread while Node still compiles its modules can abort V8 (loaded.ts)
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 60_000, nice: 0 });
    expect(pool.liveThreads).toBe(1);
    expect(pool.threadsLoading).toBe(1);
    await pool.close();
    expect(pool.terminatedLoading).toBe(0);
    pool = undefined;
  }, 30_000);

  it('a thread that has run a task counts as loaded', async () => {
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 60_000, nice: 0 });
    expect((await pool.run({ kind: 'spin', ms: 1 })).ok).toBe(true);
    const t0 = Date.now();
    while (pool.threadsLoading > 0 && Date.now() - t0 < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(pool.threadsLoading).toBe(0);
  }, 30_000);

  it('a thread loads its modules at the normal priority and lowers it once loaded', async () => {
    // loading niced on a busy machine was slow enough for closing to terminate a thread mid-start
    const base = threadNices()[0] ?? 0;
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 60_000, nice: 7 });
    const whileLoading: number[][] = [];
    const t0 = Date.now();
    while (pool.threadsLoading > 0 && Date.now() - t0 < 20_000) {
      const seen = threadNices();
      if (pool.threadsLoading > 0) whileLoading.push(seen);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(pool.threadsLoading).toBe(0);
    // the last look may have raced the announcement; every earlier one was at the base priority
    const early = whileLoading.slice(0, -1);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((nices) => !nices.includes(base + 7))).toBe(true);
    expect(threadNices().filter((n) => n === base + 7)).toHaveLength(1);
  }, 30_000);
});

/** The nice value of each thread of this process, the main thread first (Linux /proc). */
function threadNices(): number[] {
  const ids = readdirSync('/proc/self/task').sort((a, b) => Number(a) - Number(b));
  const main = String(process.pid);
  ids.sort((a, b) => (a === main ? -1 : b === main ? 1 : 0));
  return ids.flatMap((id) => {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      // fields after the command name in parentheses: state is field 3, nice field 19
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [Number(fields[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}
