// Statelessness: two server instances over one database share rate-limit counters.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { incrementCounter } from '../src/rate-limit-store.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

describe.each(engines())('two instances on one %s database', (engine) => {
  let first: TestServer;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    first = await startTestServer({ engine, env: { RATE_LIMIT_FEEDBACK: '4/1m' } });
    second = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_FEEDBACK: '4/1m', WEB_DIST: '/nonexistent' }),
      {
        db: first.db,
      },
    );
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts feedback submissions across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const base = i % 2 === 0 ? first.url : secondUrl;
      const res = await fetch(`${base}/api/v1/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: `m${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const n = await first.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(n?.n)).toBe(4);
  });

  it('starts a new window once the old one expired, and counts concurrent increments exactly', async () => {
    // ahead of the clock: the instances sweep windows expired by the real clock (fire-and-forget,
    // after the previous test's requests); on a loaded machine such a sweep ran during the burst
    // and took rows of a window dated 1970 (CI: counts 1, 1, 2, 2, …)
    const t0 = Date.now() + 3_600_000;
    expect(await incrementCounter(first.db, 'k', 1000, t0)).toEqual({ current: 1, ttl: 1000 });
    expect(await incrementCounter(first.db, 'k', 1000, t0 + 400)).toEqual({ current: 2, ttl: 600 });
    expect(await incrementCounter(first.db, 'k', 1000, t0 + 1000)).toEqual({ current: 1, ttl: 1000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => incrementCounter(first.db, 'burst', 60_000, t0)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
