// Serving the built web app: language redirects, prerendered pages (nonce, operator data),
// client-only routes, 404 pages, sitemap/robots, compression, caching headers; API stays JSON.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const NONCE = '__CSP_NONCE__';
const ORIGIN = 'https://site-origin.invalid';
const PAGE = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title><link rel="canonical" href="${ORIGIN}/${lang}/faq"/></head>` +
  `<body><div id="root"><p>${text} {{operator.name}} / {{operator.vatId}}</p><p>${'padding '.repeat(200)}</p></div>` +
  `<script nonce="${NONCE}">window.__data = "{{operator.name}}";</script></body></html>`;

/** A built web app as apps/web's build leaves it: index.html, assets (+ .br), .pages/ with a manifest. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ic-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.pages', 'en'), { recursive: true });
  mkdirSync(join(dist, '.pages', 'de'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  const js = `console.log("app");${' '.repeat(4000)}`;
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), js);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets', 'index-Zz99.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, '.pages', 'en', 'faq.html'), PAGE('en', 'FAQ'));
  writeFileSync(join(dist, '.pages', 'de', 'faq.html'), PAGE('de', 'Häufige Fragen'));
  writeFileSync(join(dist, '.pages', 'en', 'index.html'), PAGE('en', 'Home'));
  writeFileSync(join(dist, '.pages', 'en', '404.html'), PAGE('en', 'Page not found'));
  writeFileSync(join(dist, '.pages', 'de', '404.html'), PAGE('de', 'Seite nicht gefunden'));
  const manifest = {
    contentDir: 'content',
    pages: {
      '/en': { file: 'en/index.html', lastmod: '2025-01-02' },
      '/en/faq': { file: 'en/faq.html', lastmod: '2025-03-04' },
      '/de/faq': { file: 'de/faq.html', lastmod: '2025-03-05' },
    },
    clientOnly: ['sign-in', 'auth/callback', 'convert'],
    notFound: { en: 'en/404.html', de: 'de/404.html' },
  };
  writeFileSync(join(dist, '.pages', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** node:http, not fetch: no automatic decompression, no added headers. */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    },
  );
}

describe('web app serving (WEB_DIST present)', () => {
  let dist: string;
  let srv: TestServer;
  beforeAll(async () => {
    dist = fakeDist();
    srv = await startTestServer({
      webDist: dist,
      env: { OPERATOR_NAME: 'Muster & <Co> GmbH', PUBLIC_URL: 'https://rechnung.example' },
    });
  });
  afterAll(async () => {
    await srv?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('redirects / and unprefixed paths to /{lang}/… (cookie, else Accept-Language), with Vary', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', {}, '/en'],
      ['/', { 'accept-language': 'fr-FR, de-DE;q=0.8, en;q=0.5' }, '/de'],
      ['/', { 'accept-language': 'de', cookie: 'x=1; lang=en' }, '/en'],
      ['/faq?q=1', { 'accept-language': 'de-AT' }, '/de/faq?q=1'],
      ['/blog/leitweg-id-guide', { cookie: 'lang=de' }, '/de/blog/leitweg-id-guide'],
      ['/fr/faq', { cookie: 'lang=de' }, '/en/faq'],
      ['/convert', {}, '/en/convert'],
    ];
    for (const [path, headers, location] of cases) {
      const res = await raw(`${srv.url}${path}`, { accept: '*/*', ...headers });
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe(location);
      expect(res.headers.vary, path).toContain('Accept-Language, Cookie');
    }
  });

  it('serves a prerendered page with the nonce of its CSP, the public URL and the operator data', async () => {
    const res = await fetch(`${srv.url}/de/faq`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("unsafe-inline';script"); // scripts: self + nonce only
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toContain(NONCE);
    expect(html).toContain('<link rel="canonical" href="https://rechnung.example/de/faq"/>');
    expect(html).toContain(
      '<p>Häufige Fragen Muster &#38; &#60;Co&#62; GmbH / <mark class="placeholder">[USt-IdNr. nicht konfiguriert]</mark></p>',
    );
    // scripts keep the placeholder; the app fills it from #site-data
    expect(html).toContain('window.__data = "{{operator.name}}"');
    const siteData = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(siteData).placeholders['operator.name']).toBe('Muster &#38; &#60;Co&#62; GmbH');
    // a new nonce for every response
    const again = await fetch(`${srv.url}/de/faq`, { headers: HTML });
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });

  it('answers client-only routes with the app shell in the language of the path', async () => {
    for (const path of ['/de/sign-in', '/en/auth/callback?code=1', '/de/convert']) {
      const res = await fetch(`${srv.url}${path}`, { headers: HTML });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${path.slice(1, 3)}">`);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('answers unknown pages with 404 and the not-found page in the language of the path', async () => {
    const de = await fetch(`${srv.url}/de/gibt-es-nicht`, { headers: HTML });
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('Seite nicht gefunden');
    const en = await fetch(`${srv.url}/en/blog/unknown-slug`, { headers: { accept: '*/*' } });
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
  });

  it('serves sitemap.xml with hreflang alternates and lastmod, and robots.txt naming it', async () => {
    const sitemap = await fetch(`${srv.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<url><loc>https://rechnung.example/de/faq</loc><lastmod>2025-03-05</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://rechnung.example/en/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://rechnung.example/de/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://rechnung.example/en/faq"/></url>',
    );
    const robots = await (await fetch(`${srv.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://rechnung.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it('compresses HTML responses (brotli, gzip) and serves precompressed assets', async () => {
    const page = await raw(`${srv.url}/en/faq`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('FAQ');
    const gz = await raw(`${srv.url}/en/faq`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('FAQ');
    const plain = await raw(`${srv.url}/en/faq`, { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(page.body.length * 3);
    const asset = await raw(`${srv.url}/assets/index-Ab12Cd.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).toString()).toContain('console.log("app")');
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
    const res = await fetch(`${srv.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const conditional = await raw(`${srv.url}/favicon.svg`, { 'if-none-match': etag ?? '' });
    expect(conditional.status).toBe(304);
  });

  it('does not answer file-like paths, missing assets or non-HTML requests with a page', async () => {
    const file = await fetch(`${srv.url}/missing.png`, { headers: { accept: '*/*' } });
    expect(file.status).toBe(404);
    const asset = await fetch(`${srv.url}/assets/missing-123.js`, { headers: HTML });
    expect(asset.status).toBe(404);
    const json = await fetch(`${srv.url}/de/convert`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const post = await fetch(`${srv.url}/de/convert`, { method: 'POST', headers: HTML });
    expect(post.status).toBe(404);
  });

  it('does not serve dotfiles or the page templates', async () => {
    const res = await fetch(`${srv.url}/.env`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
    const tpl = await fetch(`${srv.url}/.pages/en/faq.html`);
    expect(tpl.status).toBe(404);
    expect(await tpl.text()).not.toContain(NONCE);
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
