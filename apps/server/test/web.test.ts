// Serving the built web app: caching headers, client-route fallback, API stays JSON.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app serving (WEB_DIST present)', () => {
  let dist: string;
  let srv: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ic-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app")');
    writeFileSync(join(dist, 'assets', 'index-Zz99.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    srv = await startTestServer({ webDist: dist });
  });
  afterAll(async () => {
    await srv?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await fetch(`${srv.url}/`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const [file, type] of [
      ['index-Ab12Cd.js', /javascript/],
      ['index-Zz99.css', /text\/css/],
    ] as const) {
      const res = await fetch(`${srv.url}/assets/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves other root files with no-cache (revalidated by ETag)', async () => {
    const res = await fetch(`${srv.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds "Cache-Control: no-cache" to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${srv.url}/robots.txt`, { headers: { 'if-none-match': etag ?? '' } }, (r) => {
        r.resume();
        resolve(r.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
    expect(await res.text()).toContain('User-agent');
  });

  it('answers client routes that accept HTML with index.html (no-cache)', async () => {
    for (const path of ['/de/convert', '/en/pricing?plan=year', '/de/auth/update-password', '/index.html']) {
      const res = await fetch(`${srv.url}${path}`, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(INDEX);
    }
    const head = await fetch(`${srv.url}/de/convert`, { method: 'HEAD', headers: HTML });
    expect(head.status).toBe(200);
  });

  it('answers extension-less client routes for */* (curl, link checkers), but not file-like paths', async () => {
    const route = await fetch(`${srv.url}/de/convert`, { headers: { accept: '*/*' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(INDEX);
    const file = await fetch(`${srv.url}/missing.png`, { headers: { accept: '*/*' } });
    expect(file.status).toBe(404);
  });

  it('does not answer missing assets or non-HTML requests with index.html', async () => {
    const asset = await fetch(`${srv.url}/assets/missing-123.js`, { headers: HTML });
    expect(asset.status).toBe(404);
    const json = await fetch(`${srv.url}/de/convert`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const post = await fetch(`${srv.url}/de/convert`, { method: 'POST', headers: HTML });
    expect(post.status).toBe(404);
  });

  it('does not serve dotfiles', async () => {
    const res = await fetch(`${srv.url}/.env`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
  });

  it('keeps unknown /api paths a JSON 404 even for browsers', async () => {
    const res = await fetch(`${srv.url}/api/v1/does-not-exist`, { headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
  });

  it('refuses path traversal', async () => {
    const res = await fetch(`${srv.url}/assets/..%2f..%2fetc%2fpasswd`, { headers: HTML });
    expect([400, 403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });
});

describe('web app serving (WEB_DIST missing)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ webDist: join(tmpdir(), 'ic-definitely-not-built') });
  });
  afterAll(async () => srv?.close());

  it('explains at / that the web app is not built', async () => {
    const res = await fetch(`${srv.url}/`, { headers: HTML });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('web app is not built');
    expect(text).toContain('npm run build');
    const client = await fetch(`${srv.url}/de/convert`, { headers: HTML });
    expect(await client.text()).toContain('web app is not built');
  });

  it('still serves the API', async () => {
    const res = await fetch(`${srv.url}/api/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { db: string }).db).toBe('ok');
    const nope = await fetch(`${srv.url}/api/nope`, { headers: HTML });
    expect(nope.status).toBe(404);
    expect(await nope.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});
