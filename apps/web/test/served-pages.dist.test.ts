// Every public page of route-list.ts, in both languages, as the server sends it to a client
// without JavaScript (a crawler, curl): language, title, description, canonical, hreflang, social
// tags, JSON-LD and the page's own text. A new route cannot ship without passing this.
// Needs the built app: `npm run build -w apps/web` (npm test builds it before this runs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { SITE_NAME } from '../src/lib/title.ts';
import { BLOG_SLUGS, LANGS, type Lang, ROUTES, type RouteDef } from '../src/route-list.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const SITE = 'https://rechnung.example';
const messages = { en, de };

type Manifest = { contentDir: string; pages: Record<string, { file: string; lastmod: string }> };
let manifest: Manifest;
let srv: TestServer;

beforeAll(async () => {
  const file = join(dist, '.pages', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the web app first (npm run build -w apps/web)`);
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  srv = await startTestServer({ webDist: dist, env: { PUBLIC_URL: SITE } });
});
afterAll(async () => srv?.close());

/** A build from test fixtures (CONTENT_DIR) has only the fixture articles; the real one all of BLOG_SLUGS. */
function slugs(lang: Lang): string[] {
  if (manifest.contentDir === 'content') return [...BLOG_SLUGS];
  return Object.keys(manifest.pages)
    .filter((p) => p.startsWith(`/${lang}/blog/`))
    .map((p) => p.slice(`/${lang}/blog/`.length));
}

function publicPaths(lang: Lang): { def: RouteDef; rest: string }[] {
  return ROUTES.filter((r) => !r.noindex).flatMap((def) =>
    def.path === 'blog/:slug'
      ? slugs(lang).map((s) => ({ def, rest: `blog/${s}` }))
      : [{ def, rest: def.path }],
  );
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const JSON_LD_TYPES: Partial<Record<string, string[]>> = {
  landing: ['Organization', 'SoftwareApplication'],
  'pdf-to-xrechnung': ['SoftwareApplication', 'BreadcrumbList'],
  'blog-post': ['BlogPosting', 'BreadcrumbList'],
  faq: ['FAQPage', 'BreadcrumbList'],
};

function checkHead(html: string, lang: Lang, rest: string, page: string): void {
  const url = `${SITE}/${lang}${rest ? `/${rest}` : ''}`;
  const where = `/${lang}/${rest}`;
  expect(attr(html, /<html lang="([^"]+)"/), where).toBe(lang);
  const title = attr(html, /<title>([^<]+)<\/title>/) ?? '';
  expect(title.endsWith(`| ${SITE_NAME[lang]}`) || (title.endsWith('…') && title.length === 61), where).toBe(
    true,
  );
  expect(html.match(/<title>/g), `${where}: one title`).toHaveLength(1);
  expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0, where).toBeGreaterThan(40);
  expect(attr(html, /<link rel="canonical" href="([^"]+)"/), where).toBe(url);
  for (const [hreflang, l] of [
    ['en', 'en'],
    ['de', 'de'],
    ['x-default', 'en'],
  ] as const) {
    const href = attr(html, new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="([^"]+)"`));
    expect(href, `${where} ${hreflang}`).toBe(`${SITE}/${l}${rest ? `/${rest}` : ''}`);
  }
  expect(attr(html, /<meta property="og:url" content="([^"]+)"/), where).toBe(url);
  expect(attr(html, /<meta property="og:title" content="([^"]+)"/), where).toBe(title);
  expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), where).toBe('summary');
  expect(html, `${where}: indexable`).not.toContain('<meta name="robots" content="noindex"/>');
  const ld = JSON.parse(attr(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/) ?? '{}');
  const types = (ld['@graph'] as { '@type': string }[]).map((n) => n['@type']);
  expect(types, where).toContain('WebPage');
  for (const t of JSON_LD_TYPES[page] ?? []) expect(types, where).toContain(t);
  if (page !== 'landing') expect(types, where).toContain('BreadcrumbList');
}

describe('every public page, served as complete HTML (no JavaScript needed)', () => {
  for (const lang of LANGS) {
    it(`/${lang}/…: language, metadata, JSON-LD and the page's text`, async () => {
      const paths = publicPaths(lang);
      expect(paths.length).toBeGreaterThanOrEqual(ROUTES.filter((r) => !r.noindex).length);
      for (const { def, rest } of paths) {
        const res = await fetch(`${srv.url}/${lang}${rest ? `/${rest}` : ''}`, {
          headers: { accept: 'text/html' },
        });
        expect(res.status, `/${lang}/${rest}`).toBe(200);
        const html = await res.text();
        checkHead(html, lang, rest, def.page);
        const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
        const h1 = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '').trim();
        expect(h1.length, `/${lang}/${rest}: h1`).toBeGreaterThan(3);
        const body = text(root);
        expect(body.length, `/${lang}/${rest}: text`).toBeGreaterThan(600);
        expect(body, `/${lang}/${rest}`).not.toContain(lang === 'de' ? 'Demnächst verfügbar' : 'Coming soon');
        expect(body, `/${lang}/${rest}`).toContain(messages[lang].footer.tagline);
        if (def.page === 'rules') expect(root).toContain('id="BR-DE-15"');
        if (def.page === 'blog-post')
          expect(body).toMatch(messages[lang].blog.readingTime.split('{{')[0] ?? '');
      }
    });
  }

  it('answers 404 with the not-found page in the language of the path (unknown pages and articles)', async () => {
    for (const lang of LANGS) {
      for (const path of [`/${lang}/no-such-page`, `/${lang}/blog/no-such-article`, `/${lang}/faq/x`]) {
        const res = await fetch(`${srv.url}${path}`, { headers: { accept: 'text/html' } });
        expect(res.status, path).toBe(404);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${lang}">`);
        expect(text(html), path).toContain(messages[lang].notFound.heading);
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      }
    }
  });

  it('redirects every unprefixed route with 302 to the language of the request', async () => {
    for (const { rest } of publicPaths('en')) {
      const res = await fetch(`${srv.url}/${rest}`, {
        redirect: 'manual',
        headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(res.status, `/${rest}`).toBe(302);
      expect(res.headers.get('location'), `/${rest}`).toBe(`/de${rest ? `/${rest}` : ''}`);
      expect(res.headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('lists every page in sitemap.xml with both languages, and robots.txt names it', async () => {
    const xml = await (await fetch(`${srv.url}/sitemap.xml`)).text();
    for (const lang of LANGS) {
      for (const { rest } of publicPaths(lang)) {
        const loc = `${SITE}/${lang}${rest ? `/${rest}` : ''}`;
        expect(xml, loc).toMatch(
          new RegExp(
            `<url><loc>${loc}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod><xhtml:link rel="alternate" hreflang="en"`,
          ),
        );
      }
    }
    const robots = await (await fetch(`${srv.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('compresses pages and assets (brotli)', async () => {
    const res = await fetch(`${srv.url}/en/pdf-to-xrechnung`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await res.text())?.[1];
    const asset = await fetch(`${srv.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
