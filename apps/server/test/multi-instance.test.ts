// Two server processes on one PostgreSQL behind Debian's nginx (deploy/nginx/invoice-converter.conf,
// started here on loopback with its own prefix, pid and log files): validation load spread over
// both, one instance killed with SIGKILL mid-run (every request still gets an answer: 200 from the
// survivor or the proxy's clean 503 for requests in flight on the dead one), the per-IP rate limit
// counted across both, and a graceful stop on SIGTERM.
//
// Needs TEST_DATABASE_URL and nginx; skipped without them, except in CI (CI set), where it fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ubl } from './api-support.ts';
import {
  type Answer,
  createDatabase,
  findNginx,
  type Instance,
  multipart,
  type NginxProxy,
  postFrom,
  startInstance,
  startNginx,
} from './cluster-support.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const nginx = findNginx();
const ready = pgUrl !== undefined && pgUrl !== '' && nginx !== undefined;

/** Upload requests per client IP and window: above what one load client sends, below the rate test. */
const LIMIT = 30;
const CLIENTS = 8;
const PER_CLIENT = 24;

if (process.env.CI && !ready) {
  describe('two instances behind nginx', () => {
    it('has PostgreSQL (TEST_DATABASE_URL) and nginx in CI', () => {
      throw new Error(
        `multi-instance test cannot run in CI: ${pgUrl ? '' : 'TEST_DATABASE_URL unset; '}${nginx ? '' : 'nginx missing (Debian package nginx)'}`,
      );
    });
  });
}

function tally(answers: Answer[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const a of answers) t[a.status] = (t[a.status] ?? 0) + 1;
  return t;
}

describe.skipIf(!ready)('two instances on one PostgreSQL behind nginx', () => {
  let dir: string;
  let drop: (() => Promise<void>) | undefined;
  let a: Instance;
  let b: Instance;
  let proxy: NginxProxy | undefined;
  const form = multipart({ file: new TextEncoder().encode(ubl()) });
  const validateUrl = () => `${proxy?.url}/api/v1/validate`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ic-multi-'));
    const db = await createDatabase(pgUrl as string);
    drop = db.drop;
    const env = (name: string) => ({
      DATABASE_URL: db.url,
      DATA_DIR: join(dir, name),
      WEB_DIST: join(dir, 'no-web'),
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      RATE_LIMIT_API: `${LIMIT}/10m`,
      WORKER_THREADS: '1',
    });
    a = await startInstance(env('a'));
    b = await startInstance(env('b'));
    proxy = await startNginx(nginx as string, join(dir, 'nginx'), [a.port, b.port]);
  }, 120_000);

  afterAll(async () => {
    for (const i of [a, b])
      if (i && i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
    await Promise.all([a?.exit, b?.exit]);
    await proxy?.stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('counts the per-IP rate limit across both instances', async () => {
    const body = await form;
    const answers: Answer[] = [];
    for (let i = 0; i < LIMIT + 6; i++) answers.push(await postFrom(validateUrl(), body, '127.0.9.1'));
    expect(tally(answers)).toEqual({ 200: LIMIT, 429: 6 });
    expect(answers.slice(0, LIMIT).every((x) => x.status === 200)).toBe(true);
    // round robin: both instances served, and both refused once the shared count was reached
    const served = new Set(answers.filter((x) => x.status === 200).map((x) => x.upstream));
    const refused = new Set(answers.filter((x) => x.status === 429).map((x) => x.upstream));
    expect(served).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    expect(refused.size).toBe(2);
    const limited = JSON.parse(answers.at(-1)?.body ?? '{}') as { error?: { code?: string } };
    expect(limited.error?.code).toBe('RATE_LIMITED');
  }, 120_000);

  it('spreads load over both; after SIGKILL of one, every request is answered and the other serves on', async () => {
    const body = await form;
    const answers: Array<Answer & { startedAfterKill: boolean }> = [];
    let killedAt = 0;
    let deadAt = 0; // the killed process is gone (its exit observed)
    let inFlightAtKill = 0;
    let startedWhileDying = 0; // sent after the signal, before the process was gone
    let inFlight = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let i = 0; i < PER_CLIENT; i++) {
          const startedAfterKill = deadAt > 0;
          if (killedAt > 0 && deadAt === 0) startedWhileDying++;
          inFlight++;
          const answer = await postFrom(validateUrl(), body, `127.0.1.${c + 1}`);
          inFlight--;
          answers.push({ ...answer, startedAfterKill });
          if (answers.length === 60 && killedAt === 0) {
            killedAt = performance.now();
            inFlightAtKill = inFlight;
            a.child.kill('SIGKILL');
            void a.exit.then(() => {
              deadAt = performance.now();
            });
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const byUpstream: Record<string, number> = {};
    for (const x of answers) byUpstream[x.upstream || 'none'] = (byUpstream[x.upstream || 'none'] ?? 0) + 1;
    console.log(
      `multi-instance: ${answers.length} requests from ${CLIENTS} clients in ${seconds.toFixed(1)} s, ` +
        `statuses ${JSON.stringify(tally(answers))}, by instance ${JSON.stringify(byUpstream)}, ` +
        `in flight at SIGKILL ${inFlightAtKill} (+${startedWhileDying} sent before it was gone), killed after ${((killedAt - t0) / 1000).toFixed(1)} s`,
    );

    const after = answers.filter((x) => x.startedAfterKill);
    console.log(
      `multi-instance: ${after.length} requests started after the killed process was gone: ${JSON.stringify(tally(after))}`,
    );
    expect(answers).toHaveLength(CLIENTS * PER_CLIENT);
    expect((await a.exit).signal).toBe('SIGKILL');
    const statuses = tally(answers);
    expect(Object.keys(statuses).sort()).toEqual(
      Object.keys(statuses)
        .filter((s) => s === '200' || s === '503')
        .sort(),
    );
    // only requests in flight on the killed instance may fail, and they fail in the API's format
    expect(statuses[503] ?? 0).toBeLessThanOrEqual(inFlightAtKill + startedWhileDying);
    for (const x of answers.filter((y) => y.status === 503)) {
      expect(JSON.parse(x.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    }
    const before = answers.slice(0, 50);
    expect(new Set(before.map((x) => x.upstream)).size).toBe(2);
    expect(after.length).toBeGreaterThan(100);
    expect(after.filter((x) => x.status !== 200 || x.upstream !== `127.0.0.1:${b.port}`)).toEqual([]);
  }, 300_000);

  it('stops gracefully on SIGTERM: in-flight requests finish, exit 0; then the proxy answers 503 in the API format', async () => {
    const body = await form;
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      postFrom(`${b.url}/api/v1/validate`, body, `127.0.2.${i + 1}`),
    );
    await new Promise((r) => setTimeout(r, 150));
    b.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(await b.exit).toEqual({ code: 0, signal: null });
    expect(b.out()).toContain('"msg":"stopped"');

    const none = await postFrom(validateUrl(), body, '127.0.2.9');
    expect(none.status).toBe(503);
    expect(JSON.parse(none.body)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again later.',
      },
    });
  }, 120_000);
});
