// Logs: one structured line per request; never bodies, secrets, query strings or file names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

describe('request logs', () => {
  const lines: string[] = [];
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({
      logStream: { write: (line: string) => void lines.push(line) },
      beforeListen: (app) => {
        app.post('/api/test/fail', async () => {
          throw new Error('kaputt');
        });
      },
    });
  });
  afterAll(async () => srv?.close());

  it('logs method, route, status and duration, but no body, header secret, query or file name', async () => {
    const secretMessage = 'IBAN DE89370400440532013000 invoice RE-2024-SECRET';
    const res = await fetch(`${srv.url}/api/v1/feedback?token=query-secret-123`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer auth-secret-456',
        cookie: 'session=cookie-secret-789',
      },
      body: JSON.stringify({ message: secretMessage, email: 'private.person@example.com' }),
    });
    expect(res.status).toBe(201);
    const bad = await fetch(`${srv.url}/api/v1/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message": "broken-json-secret',
    });
    expect(bad.status).toBe(400);
    const multipart = new FormData();
    multipart.append(
      'file',
      new Blob(['<Invoice>ubl-content-secret</Invoice>']),
      'Rechnung-Mustermann-GmbH.xml',
    );
    const up = await fetch(`${srv.url}/api/test/fail`, { method: 'POST', body: multipart });
    expect(up.status).toBe(415);
    const boom = await fetch(`${srv.url}/api/test/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":"body-secret-000"}',
    });
    expect(boom.status).toBe(500);

    await new Promise((r) => setTimeout(r, 50));
    const all = lines.join('');
    for (const secret of [
      'DE89370400440532013000',
      'RE-2024-SECRET',
      'private.person',
      'query-secret-123',
      'auth-secret-456',
      'cookie-secret-789',
      'broken-json-secret',
      'Rechnung-Mustermann',
      'ubl-content-secret',
      'body-secret-000',
    ]) {
      expect(all, secret).not.toContain(secret);
    }

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = entries.filter((e) => e.msg === 'request');
    expect(access).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          route: '/api/v1/feedback',
          path: '/api/v1/feedback',
          status: 201,
        }),
        expect.objectContaining({ method: 'POST', route: '/api/v1/feedback', status: 400 }),
        expect.objectContaining({ method: 'POST', route: '/api/test/fail', status: 415 }),
        expect.objectContaining({ method: 'POST', route: '/api/test/fail', status: 500 }),
      ]),
    );
    for (const a of access) expect(typeof a.durationMs).toBe('number');
    // The unexpected error is logged for operators (with its message), the response hides it.
    expect(entries.some((e) => e.msg === 'request failed' && e.level === 50)).toBe(true);
  });

  it('logs health probes at debug level only', async () => {
    const before = lines.length;
    expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.slice(before).join('')).not.toContain('/api/health');
  });
});
