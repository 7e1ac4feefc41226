// The worker pool's two deadlines (issue 17, item 3): waiting for a thread has its own shorter
// deadline (503 SERVICE_UNAVAILABLE with Retry-After) and never eats the task's own time limit.
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/http-errors.ts';
import { TaskPool } from '../src/workers/pool.ts';

let pool: TaskPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) =>
      e instanceof AppError ? `${e.code}${e.retryAfterS ? ` retry ${e.retryAfterS}` : ''}` : String(e),
  );

describe('TaskPool deadlines', () => {
  it('a task that waited long still gets its whole time limit', async () => {
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 1500, queueTimeoutMs: 5000, nice: 0 });
    await pool.run({ kind: 'spin', ms: 1 }, { timeoutMs: 60_000 }); // the thread is up // the thread is up
    const first = codeOf(pool.run({ kind: 'spin', ms: 1000 }));
    // waits ~1 s, then runs 1 s: 2 s after it was asked for, within its own 1.5 s limit
    const second = codeOf(pool.run({ kind: 'spin', ms: 1000 }));
    expect(await first).toBe('ok');
    expect(await second).toBe('ok');
  });

  it('a task still waiting at the queue deadline is refused with 503 and Retry-After, not started', async () => {
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 5000, queueTimeoutMs: 300, nice: 0 });
    await pool.run({ kind: 'spin', ms: 1 }, { timeoutMs: 60_000 }); // the thread is up
    const first = codeOf(pool.run({ kind: 'spin', ms: 1500 }));
    const t0 = Date.now();
    const second = await codeOf(pool.run({ kind: 'spin', ms: 10 }));
    expect(second).toBe('SERVICE_UNAVAILABLE retry 1');
    expect(Date.now() - t0).toBeLessThan(1400); // refused while the first still runs
    expect(pool.queued).toBe(0);
    expect(await first).toBe('ok');
    // and the thread is free again afterwards
    expect(await codeOf(pool.run({ kind: 'spin', ms: 10 }))).toBe('ok');
  });

  it('a full queue is refused at once; a running task over its limit is PROCESSING_TIMEOUT', async () => {
    pool = new TaskPool({ threads: 1, maxQueue: 1, timeoutMs: 60_000, queueTimeoutMs: 5000, nice: 0 });
    await pool.run({ kind: 'spin', ms: 1 }, { timeoutMs: 60_000 }); // the thread is up
    const running = codeOf(pool.run({ kind: 'spin', ms: 3000 }, { timeoutMs: 400 }));
    const waiting = codeOf(pool.run({ kind: 'spin', ms: 10 }));
    expect(await codeOf(pool.run({ kind: 'spin', ms: 10 }))).toBe('SERVICE_UNAVAILABLE retry 5');
    expect(await running).toBe('PROCESSING_TIMEOUT');
    expect(await waiting).toBe('ok');
  });

  it('a waiting task whose client went away leaves the queue', async () => {
    pool = new TaskPool({ threads: 1, maxQueue: 10, timeoutMs: 5000, queueTimeoutMs: 5000, nice: 0 });
    await pool.run({ kind: 'spin', ms: 1 }, { timeoutMs: 60_000 }); // the thread is up
    const running = codeOf(pool.run({ kind: 'spin', ms: 800 }));
    const gone = new AbortController();
    const waiting = codeOf(pool.run({ kind: 'spin', ms: 10 }, { signal: gone.signal }));
    expect(pool.queued).toBe(1);
    gone.abort();
    expect(await waiting).toBe('BAD_REQUEST');
    expect(pool.queued).toBe(0);
    expect(await running).toBe('ok');
  });
});
