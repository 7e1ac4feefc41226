// Integration tests: real HTTP against the listening server, on SQLite and (when
// TEST_DATABASE_URL is set) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './helpers.ts';

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe.each(engines())('API on %s', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    // Generous feedback limit: the rate-limit test below uses its own server.
    srv = await startTestServer({
      engine,
      env: { RATE_LIMIT_FEEDBACK: '1000/1m' },
      beforeListen: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail at /srv/app/x.ts:42');
        });
      },
    });
  });
  afterAll(async () => srv?.close());

  it('GET /api/health pings the database', async () => {
    const res = await fetch(`${srv.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', version: '0.1.0', db: 'ok', engine });
  });

  it('stores feedback in the database', async () => {
    const message = `Great tool – Umlaute äöü ß ${engine} ${Date.now()}`;
    const res = await postJson(`${srv.url}/api/v1/feedback`, { message, email: 'user@example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const rows = await srv.db.selectFrom('feedback').selectAll().where('message', '=', message).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('user@example.com');
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const created = new Date(
      String(
        rows[0]?.created_at instanceof Date ? rows[0].created_at.toISOString() : `${rows[0]?.created_at}Z`,
      ),
    );
    expect(Math.abs(created.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('stores feedback without e-mail (absent, empty or null) as NULL', async () => {
    for (const [i, extra] of [{}, { email: '' }, { email: null }].entries()) {
      const message = `anonymous ${i} ${Date.now()}`;
      const res = await postJson(`${srv.url}/api/v1/feedback`, { message, ...extra });
      expect(res.status).toBe(201);
      const row = await srv.db
        .selectFrom('feedback')
        .select('email')
        .where('message', '=', message)
        .executeTakeFirst();
      expect(row).toEqual({ email: null });
    }
  });

  it('keeps a 5000-character message intact', async () => {
    const message = `${'ä'.repeat(4990)}${Date.now()}`.slice(0, 5000);
    const res = await postJson(`${srv.url}/api/v1/feedback`, { message });
    expect(res.status).toBe(201);
    const row = await srv.db
      .selectFrom('feedback')
      .select('message')
      .where('message', '=', message)
      .executeTakeFirst();
    expect(row?.message.length).toBe(5000);
  });

  const bad: Array<[string, unknown, number, string]> = [
    ['empty message', { message: '' }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['whitespace-only message', { message: '  \n\t ' }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['missing message', { email: 'a@b.de' }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['too long message', { message: 'x'.repeat(5001) }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['bad e-mail', { message: 'hi', email: 'not-an-email' }, 400, 'INVALID_EMAIL'],
    ['e-mail with spaces', { message: 'hi', email: 'a b@c.de' }, 400, 'INVALID_EMAIL'],
    ['nested object as message', { message: { $gt: '' } }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['array as message', { message: ['a', 'b'] }, 400, 'FEEDBACK_MESSAGE_INVALID'],
    ['array body', ['hi'], 400, 'VALIDATION_FAILED'],
    ['JSON string body', '"hi"', 400, 'VALIDATION_FAILED'],
    ['invalid JSON', '{"message": "hi"', 400, 'INVALID_JSON'],
    ['empty body', '', 400, 'INVALID_JSON'],
    ['prototype pollution', '{"message":"hi","__proto__":{"admin":true}}', 400, 'INVALID_JSON'],
    ['constructor pollution', '{"message":"hi","constructor":{"prototype":{"x":1}}}', 400, 'INVALID_JSON'],
    ['huge JSON', JSON.stringify({ message: 'hi', pad: 'x'.repeat(200_000) }), 413, 'PAYLOAD_TOO_LARGE'],
    [
      'deeply nested JSON',
      `{"message":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      400,
      'FEEDBACK_MESSAGE_INVALID',
    ],
    [
      'deeply nested JSON hiding __proto__',
      `{"message":"hi","n":${'[{"a":'.repeat(5_000)}{"__proto__":{"x":1}}${'}]'.repeat(5_000)}}`,
      400,
      'INVALID_JSON',
    ],
  ];
  it.each(bad)('rejects %s', async (_name, body, status, code) => {
    const before = await srv.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const res = await postJson(`${srv.url}/api/v1/feedback`, body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message.length).toBeGreaterThan(5);
    expect(Object.keys(json)).toEqual(['error']);
    const after = await srv.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('drops unknown properties instead of storing them', async () => {
    const message = `extra ${Date.now()}`;
    const res = await postJson(`${srv.url}/api/v1/feedback`, {
      message,
      isAdmin: true,
      id: 'x',
      created_at: '1999-01-01',
    });
    expect(res.status).toBe(201);
    const row = await srv.db
      .selectFrom('feedback')
      .selectAll()
      .where('message', '=', message)
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe('x');
    expect(
      String(row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at),
    ).not.toContain('1999');
  });

  it('rejects other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await fetch(`${srv.url}/api/v1/feedback`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'message=hi',
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('localizes validation messages by Accept-Language', async () => {
    const de = await postJson(
      `${srv.url}/api/v1/feedback`,
      { message: 'x', email: 'nope' },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(de.headers.get('content-language')).toBe('de');
    expect(await de.json()).toEqual({
      error: { code: 'INVALID_EMAIL', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
    const en = await postJson(
      `${srv.url}/api/v1/feedback`,
      { message: 'x', email: 'nope' },
      { 'accept-language': 'fr, en;q=0.5' },
    );
    expect(await en.json()).toEqual({
      error: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
    });
  });

  it('answers unknown /api routes with a JSON 404, also for browsers', async () => {
    for (const [method, path, accept] of [
      ['GET', '/api/nope', 'application/json'],
      ['GET', '/api/v1/nothing/here?x=1', 'text/html'],
      ['POST', '/api/unknown', '*/*'],
      ['DELETE', '/api/v1/nothing', '*/*'],
    ] as const) {
      const res = await fetch(`${srv.url}${path}`, { method, headers: { accept } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    const de = await fetch(`${srv.url}/api/nope`, { headers: { 'accept-language': 'de' } });
    expect(await de.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
    // a known path with a method it does not take is 405, not 404 (http-protocol.test.ts)
    const wrong = await fetch(`${srv.url}/api/v1/feedback`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('hides internals of unexpected errors (500, no stack, no message)', async () => {
    const res = await fetch(`${srv.url}/api/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'SERVER_ERROR', message: 'A server error occurred. Please try again later.' },
    });
    expect(text).not.toMatch(/secret|stack|\.ts|at /);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${srv.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // HSTS only when PUBLIC_URL is https (browsers ignore it on http anyway).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('publishes OpenAPI with health and feedback at /api/docs', async () => {
    const spec = (await (await fetch(`${srv.url}/api/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/feedback']));
    expect(spec.paths['/api/v1/feedback']?.post).toBeDefined();
    expect(Object.keys(spec.paths).some((p) => p.startsWith('/api/docs') || p === '/*')).toBe(false);
    const ui = await fetch(`${srv.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
  });
});

describe.each(engines())('rate limit on %s', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_FEEDBACK: '3/1m' } });
  });
  afterAll(async () => srv?.close());

  it('answers 429 with a localized message once the per-IP limit is used up', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postJson(`${srv.url}/api/v1/feedback`, { message: `msg ${i}` });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
    }
    const en = await postJson(`${srv.url}/api/v1/feedback`, { message: 'one too many' });
    expect(en.status).toBe(429);
    expect(Number(en.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(en.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await en.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' },
    });
    const de = await postJson(
      `${srv.url}/api/v1/feedback`,
      { message: 'noch eine' },
      { 'accept-language': 'de' },
    );
    expect(de.status).toBe(429);
    expect(await de.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      },
    });
    // Counter lives in the database; rejected requests stored nothing.
    const counters = await srv.db.selectFrom('rate_limits').selectAll().execute();
    expect(counters).toHaveLength(1);
    expect(counters[0]?.key).toContain('/api/v1/feedback');
    expect(counters[0]?.count).toBe(5);
    const rows = await srv.db.selectFrom('feedback').select('message').execute();
    expect(rows.map((r) => r.message).sort()).toEqual(['msg 0', 'msg 1', 'msg 2']);
    // Other routes are not limited.
    expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
  });
});

describe('rate limit key and TRUST_PROXY', () => {
  async function statuses(url: string, forwardedFor: string[]): Promise<number[]> {
    const out: number[] = [];
    for (const ip of forwardedFor) {
      const res = await postJson(
        `${url}/api/v1/feedback`,
        { message: `from ${ip}` },
        { 'x-forwarded-for': ip },
      );
      out.push(res.status);
    }
    return out;
  }

  it('ignores a spoofed X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const srv = await startTestServer({ env: { RATE_LIMIT_FEEDBACK: '1/1m' } });
    try {
      expect(await statuses(srv.url, ['10.0.0.1', '10.0.0.2'])).toEqual([201, 429]);
    } finally {
      await srv.close();
    }
  });

  it('limits per forwarded client IP behind a trusted proxy', async () => {
    const srv = await startTestServer({ env: { RATE_LIMIT_FEEDBACK: '1/1m', TRUST_PROXY: 'true' } });
    try {
      expect(await statuses(srv.url, ['10.0.0.1', '10.0.0.2', '10.0.0.1'])).toEqual([201, 201, 429]);
    } finally {
      await srv.close();
    }
  });
});
