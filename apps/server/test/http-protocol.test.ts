// The edges of HTTP against the real server: wrong methods (405 + Allow), long URLs (414),
// header blocks over the limit (431), unparseable requests (400), all in the API's error format
// and language; a zero-byte file answered alike by every upload route; cross-site uploads.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnownRoutes, MAX_URL_BYTES } from '../src/http-protocol.ts';
import { postUpload, ubl } from './api-support.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

type ErrorJson = { error: { code: string; message: string } };

async function expectError(res: Response, status: number, code: string, message?: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as ErrorJson;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(3);
  if (message) expect(body.error.message).toBe(message);
}

/** Sends raw bytes, returns everything the server wrote before closing. */
function raw(url: string, data: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    let got = '';
    const s = connect(Number(port), '127.0.0.1', () => s.write(data));
    s.on('data', (c) => {
      got += String(c);
    });
    s.on('error', reject);
    s.on('close', () => resolve(got));
  });
}

describe('KnownRoutes', () => {
  it('answers the methods of exact and parametric paths, HEAD with GET, nothing for wildcards', () => {
    const k = new KnownRoutes();
    k.add('/api/health', 'GET');
    k.add('/api/v1/validate', ['POST']);
    k.add('/api/items/:id', 'DELETE');
    k.add('/api/items/:id', 'PUT');
    k.add('/*', ['GET', 'HEAD']);
    expect(k.allowed('/api/health')).toEqual(['GET', 'HEAD']);
    expect(k.allowed('/api/health/')).toEqual(['GET', 'HEAD']);
    expect(k.allowed('/api/v1/validate')).toEqual(['POST']);
    expect(k.allowed('/api/items/42')).toEqual(['DELETE', 'PUT']);
    expect(k.allowed('/api/items/42/x')).toEqual([]);
    expect(k.allowed('/de/convert')).toEqual([]);
  });
});

describe('HTTP protocol edges', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_API: '10000/1m' } });
  });
  afterAll(async () => srv?.close());

  it('a wrong method on a known path → 405 METHOD_NOT_ALLOWED with Allow (en, de)', async () => {
    let res = await fetch(`${srv.url}/api/v1/validate`);
    expect(res.headers.get('allow')).toBe('POST');
    await expectError(res, 405, 'METHOD_NOT_ALLOWED', 'This method is not allowed here.');
    res = await fetch(`${srv.url}/api/health`, { method: 'DELETE', headers: { 'accept-language': 'de' } });
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    await expectError(res, 405, 'METHOD_NOT_ALLOWED', 'Diese Methode ist hier nicht erlaubt.');
    for (const path of ['/api/v1/convert', '/api/v1/extract', '/api/v1/generate', '/api/v1/feedback']) {
      const r = await fetch(`${srv.url}${path}?lang=de`, { method: 'PUT' });
      expect(r.headers.get('allow'), path).toBe('POST');
      await expectError(r, 405, 'METHOD_NOT_ALLOWED');
    }
    // unknown paths stay 404
    await expectError(await fetch(`${srv.url}/api/v1/nothing`, { method: 'PUT' }), 404, 'NOT_FOUND');
  });

  it('URLs of 8–16 KB → 414 URI_TOO_LONG; a URL just under the limit is served', async () => {
    const ok = await fetch(`${srv.url}/api/health?x=${'a'.repeat(MAX_URL_BYTES - 100)}`);
    expect(ok.status).toBe(200);
    for (const n of [8 * 1024, 12 * 1024, 15 * 1024]) {
      const res = await fetch(`${srv.url}/api/${'a'.repeat(n)}`, { headers: { 'accept-language': 'de' } });
      await expectError(res, 414, 'URI_TOO_LONG', 'Die Adresse (URL) ist zu lang.');
    }
    const post = await postUpload(srv.url, `/api/v1/validate?x=${'b'.repeat(10_000)}`, { file: ubl() });
    await expectError(post, 414, 'URI_TOO_LONG');
  });

  it('what Node refuses before routing: 414 for a 20 KB URL, 431 for 20 KB of headers, 400 for garbage', async () => {
    await expectError(await fetch(`${srv.url}/api/${'a'.repeat(20_000)}`), 414, 'URI_TOO_LONG');
    const big = await fetch(`${srv.url}/api/health`, {
      headers: { 'accept-language': 'de', 'x-padding': 'p'.repeat(20_000) },
    });
    await expectError(big, 431, 'HEADERS_TOO_LARGE', 'Die Kopfzeilen der Anfrage sind zu groß.');
    const answer = await raw(srv.url, 'NONSENSE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Connection: close');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorJson;
    expect(body.error.code).toBe('BAD_REQUEST');
  });

  it('a zero-byte file: the same status and code on every upload route', async () => {
    const routes: Array<[string, Record<string, string>]> = [
      ['/api/v1/validate', {}],
      ['/api/v1/view', {}],
      ['/api/v1/render', {}],
      ['/api/v1/convert', { to: 'ubl' }],
      ['/api/v1/extract', {}],
    ];
    for (const [path, fields] of routes) {
      const res = await postUpload(srv.url, path, {
        file: new Uint8Array(0),
        filename: 'empty.pdf',
        fields,
        headers: { 'accept-language': 'de' },
      });
      await expectError(res, 422, 'FILE_EMPTY', 'Die Datei ist leer.');
    }
  });
});

describe('cross-site uploads', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_API: '10000/1m', PUBLIC_URL: 'https://rk.example' } });
  });
  afterAll(async () => srv?.close());

  const file = ubl();
  const upload = (path: string, headers: Record<string, string>) =>
    postUpload(srv.url, path, { file, headers, fields: path.endsWith('convert') ? { to: 'cii' } : {} });

  it('refuses a browser posting from another site → 403 CROSS_SITE_REQUEST (en, de), on every upload route', async () => {
    for (const path of [
      '/api/v1/validate',
      '/api/v1/view',
      '/api/v1/render',
      '/api/v1/convert',
      '/api/v1/extract',
    ]) {
      const res = await upload(path, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      await expectError(res, 403, 'CROSS_SITE_REQUEST');
    }
    const gen = await fetch(`${srv.url}/api/v1/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'accept-language': 'de',
      },
      body: JSON.stringify({ invoice: {}, format: 'ubl' }),
    });
    await expectError(
      gen,
      403,
      'CROSS_SITE_REQUEST',
      'Uploads von anderen Websites werden nicht angenommen. Bitte nutzen Sie diese Website direkt oder die API mit einem API-Schlüssel.',
    );
    // an old browser without Fetch Metadata: Origin alone decides; "null" is not ours
    await expectError(
      await upload('/api/v1/validate', { origin: 'https://evil.example' }),
      403,
      'CROSS_SITE_REQUEST',
    );
    await expectError(await upload('/api/v1/validate', { origin: 'null' }), 403, 'CROSS_SITE_REQUEST');
    // a sibling subdomain (same-site) is not this origin either
    const sibling = { origin: 'https://blog.rk.example', 'sec-fetch-site': 'same-site' };
    await expectError(await upload('/api/v1/validate', sibling), 403, 'CROSS_SITE_REQUEST');
  });

  it('allows our own pages, requests without browser headers, and API clients with a key', async () => {
    // a real key of a real account (an unknown key is refused as 401 by the accounts layer)
    const key = (await subscriberHeaders(srv)).authorization?.replace(/^Bearer /, '') ?? '';
    const allowed: Array<Record<string, string>> = [
      { origin: 'https://rk.example', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://rk.example' }, // PUBLIC_URL, no Fetch Metadata
      { origin: srv.url }, // the address the request went to (Host)
      {}, // curl, the CLI
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', authorization: `Bearer ${key}` },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-api-key': key },
    ];
    for (const headers of allowed) {
      const res = await upload('/api/v1/validate', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    // "Bearer" without a token is no key
    const empty = await upload('/api/v1/validate', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      authorization: 'Bearer ',
    });
    expect(empty.status).toBe(403);
  });

  it('a refused cross-site request is not counted against the IP', async () => {
    const before = await srv.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    const count = (rows: typeof before) => rows.reduce((n, r) => n + Number(r.count), 0);
    await upload('/api/v1/validate', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    const after = await srv.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(count(after)).toBe(count(before));
    await upload('/api/v1/validate', {});
    const counted = await srv.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(count(counted)).toBe(count(before) + 1);
  });
});
