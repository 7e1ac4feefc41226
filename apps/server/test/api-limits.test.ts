// API v1 limits against the real server: rate limits per IP over all upload routes (counters in the database), task
// time limit (worker terminated, pool recovers), upload time limit, and logs without any trace
// of the invoice.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/http-errors.ts';
import { largeInvoice, postUpload, simpleInvoice, ubl } from './api-support.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

describe.each(engines())('API v1 limits on %s', (engine) => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('rate limit per IP over all upload endpoints together: the third request → 429 RATE_LIMITED (en, de)', async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_API: '2/1m' } });
    const file = ubl();
    const url = srv.url;
    expect((await postUpload(url, '/api/v1/validate', { file })).status).toBe(200);
    expect((await postUpload(url, '/api/v1/view', { file })).status).toBe(200);
    // a third endpoint, never called before: the same counter
    const limited = await postUpload(url, '/api/v1/render', { file, headers: { 'accept-language': 'de' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      },
    });
    const extract = await fetch(`${url}/api/v1/extract`, { method: 'POST', body: new FormData() });
    expect(extract.status).toBe(429);
    // counted in the database (shared by all instances): one row for the group
    const rows = await srv.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows.filter((r) => r.key.startsWith('group:upload:')).map((r) => Number(r.count))).toEqual([4]);
    // the feedback form has its own limit
    const feedback = await fetch(`${url}/api/v1/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'still allowed' }),
    });
    expect(feedback.status).toBe(201);
  });

  it('task time limit: a task over TASK_TIMEOUT → 503 PROCESSING_TIMEOUT, the pool recovers', async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_API: '1000/1m', TASK_TIMEOUT: '150ms' } });
    const big = ubl(largeInvoice(600_000));
    const t0 = performance.now();
    const res = await postUpload(srv.url, '/api/v1/validate', {
      file: big,
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'PROCESSING_TIMEOUT',
        message: 'Die Verarbeitung hat zu lange gedauert. Die Datei ist möglicherweise zu komplex.',
      },
    });
    // answered on the time limit, long before the task itself would have ended
    expect(performance.now() - t0).toBeLessThan(5000);
    // A running task is stopped (its thread terminated), not waited for.
    const pool = srv.app.tasks;
    const t1 = performance.now();
    await expect(pool.run({ kind: 'spin', ms: 10_000 }, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'PROCESSING_TIMEOUT',
    });
    expect(performance.now() - t1).toBeLessThan(5000);
    // and the pool still works
    const ok = await pool.run(
      { kind: 'validate', bytes: new TextEncoder().encode(ubl()), lang: 'en', file: 'a.xml' },
      { timeoutMs: 30_000 },
    );
    expect(ok.ok && ok.kind === 'validate' && ok.accepted).toBe(true);
    const err = await pool.run({ kind: 'spin', ms: 1000 }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
  }, 60_000);

  it('upload time limit: a stalled upload → 408 UPLOAD_TIMEOUT and the connection closes', async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_API: '1000/1m', UPLOAD_TIMEOUT: '300ms' } });
    const { port } = new URL(srv.url);
    const boundary = 'x-boundary-1234';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xml"\r\nContent-Type: application/xml\r\n\r\n<Invoice>`;
    const answer = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/validate',
            method: 'POST',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + 100_000),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
            );
          },
        );
        req.on('error', reject);
        req.write(head); // …and never the rest
      },
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'UPLOAD_TIMEOUT', message: 'The upload timed out. Please try again.' },
    });
    expect(answer.connection).toBe('close');
  });

  it('logs: one access line per request, nothing of the invoice (names, number, file name, content)', async () => {
    const lines: string[] = [];
    srv = await startTestServer({
      engine,
      env: { RATE_LIMIT_API: '1000/1m', LOG_LEVEL: 'debug' },
      logStream: { write: (l) => void lines.push(l) },
    });
    const inv = simpleInvoice();
    inv.number = 'SECRET-NO-4711';
    inv.seller.name = 'Geheim Lieferant GmbH';
    inv.buyer.name = 'Verschwiegen AG';
    const file = ubl(inv);
    const name = 'kunde-mueller-rechnung.xml';
    const headers = await subscriberHeaders(srv);
    for (const [path, fields] of [
      ['/api/v1/validate', {}],
      ['/api/v1/view', {}],
      ['/api/v1/convert', { to: 'cii' }],
      ['/api/v1/convert', { to: 'xlsx' }],
    ] as const) {
      await postUpload(srv.url, path, { file, filename: name, fields, query: { lang: 'de' }, headers });
    }
    await postUpload(srv.url, '/api/v1/view', { file: file.slice(0, 500), filename: name });
    const log = lines.join('\n');
    for (const secret of ['SECRET-NO-4711', 'Geheim', 'Verschwiegen', 'kunde-mueller', '<Invoice', 'lang=de'])
      expect(log).not.toContain(secret);
    const access = lines
      .map((l) => JSON.parse(l) as { msg?: string; route?: string; status?: number })
      .filter((l) => l.msg === 'request' && l.route?.startsWith('/api/v1/'));
    // one line per request; a line is written when the response has finished, so a fast answer
    // to the next request can be logged before it (seen in CI: 400 before the third 200)
    expect(access.map((l) => l.status).sort()).toEqual([200, 200, 200, 400, 422]);
  });
});
