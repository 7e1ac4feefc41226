// Browser tests of the built web app (apps/web/dist), served by the real server (apps/server,
// startTestServer) over a real database, driven in Debian's Chromium with playwright-core.
// Build first: `npm run build -w apps/web` (`npm test` does it before the browser tests).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../../server/test/helpers.ts';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { pageTitle } from '../src/lib/title.ts';
import { LANGS } from '../src/route-list.ts';
import { builtArticles, builtPaths } from './built-pages.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webDist = join(here, '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Browser;
let server: TestServer;
const contexts: BrowserContext[] = [];

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', ...options });
  contexts.push(context);
  return context.newPage();
}

/** Navigations the test started, per page (`leaveFor`). */
const navigations = new WeakMap<Page, number>();

/** Goes to the next page: what the page being left still had in flight may be cut off. */
function leaveFor(page: Page, url: string): ReturnType<Page['goto']> {
  navigations.set(page, (navigations.get(page) ?? 0) + 1);
  return page.goto(url, { waitUntil: 'networkidle' });
}

/** Collects console errors, page errors, failed requests and HTTP errors of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const startedIn = new WeakMap<Request, number>();
  page.on('request', (r) => startedIn.set(r, navigations.get(page) ?? 0));
  // a request of the page being left, cut off by the test's next navigation (a slow machine
  // hydrates after "network idle" and asks for the session late): no failure of either page
  const cutByNavigation = (r: Request) =>
    r.failure()?.errorText === 'net::ERR_ABORTED' && (startedIn.get(r) ?? 0) < (navigations.get(page) ?? 0);
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // the browser's own favicon fetch, cut off by the next navigation, is no failure of the page
    if (r.url().endsWith('/favicon.svg') && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (cutByNavigation(r)) return;
    problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

const path = (page: Page) => new URL(page.url()).pathname;

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (npm run build -w apps/web)`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (Debian package "chromium")`);
  server = await startTestServer({ engine: 'sqlite', webDist });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

describe('language redirects', () => {
  it('redirects / to /en for an English browser, replacing the history entry', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto(`${server.url}/en/faq`);
    const before = await page.evaluate(() => history.length);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/en`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    // One new entry (/en); the redirected `/` is not in the history.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(en.landing.hero.title);
    await page.goBack();
    await page.waitForURL(`${server.url}/en/faq`);
  });

  it('redirects / to /de for a German browser', async () => {
    const page = await newPage({ locale: 'de-DE' });
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/de`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(de.landing.hero.title);
  });

  it('redirects / to the remembered choice, over the browser language', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto(`${server.url}/en/faq`);
    await page.getByLabel(en.header.language).selectOption('de');
    await page.waitForURL(`${server.url}/de/faq`);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/de`);
    await page.goto(`${server.url}/pdf-to-cii`);
    await page.waitForURL(`${server.url}/de/pdf-to-cii`);
  });

  it('keeps the rest of an unprefixed path: /convert → /en/convert (and /de/convert in German)', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto(`${server.url}/en`);
    const before = await page.evaluate(() => history.length);
    await page.goto(`${server.url}/convert?from=ad#top`);
    await page.waitForURL(`${server.url}/en/convert?from=ad#top`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.convert.heading);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goto(`${server.url}/blog/leitweg-id-guide`);
    await page.waitForURL(`${server.url}/en/blog/leitweg-id-guide`);

    const dePage = await newPage({ locale: 'de-DE' });
    await dePage.goto(`${server.url}/convert`);
    await dePage.waitForURL(`${server.url}/de/convert`);
    await expect.poll(() => dePage.locator('h1').textContent()).toBe(de.convert.heading);
  });

  it('treats any first segment other than de as en: /fr/convert → /en/convert', async () => {
    const page = await newPage({ locale: 'de-DE' });
    await page.goto(`${server.url}/fr/convert`);
    await page.waitForURL(`${server.url}/en/convert`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.convert.heading);
  });
});

describe('language switch', () => {
  it('replaces the first segment, keeps the rest and the history length', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en`);
    await page
      .getByRole('navigation', { name: en.header.mainNav })
      .getByRole('link', { name: en.header.blog })
      .click();
    await page.waitForURL(`${server.url}/en/blog`);
    const slug = builtArticles('en')[0];
    await page.locator(`.post-card h2 a[href="/en/blog/${slug}"]`).click();
    await page.waitForURL(`${server.url}/en/blog/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).not.toContain(en.blog.headingHighlight);
    const enTitle = await page.locator('h1').textContent();
    const before = await page.evaluate(() => history.length);

    await page.getByLabel(en.header.language).selectOption('de');
    await page.waitForURL(`${server.url}/de/blog/${slug}`);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe(enTitle);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');

    await page.getByLabel(de.header.language).selectOption('en');
    await page.waitForURL(`${server.url}/en/blog/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(enTitle);
    expect(await page.evaluate(() => history.length)).toBe(before);
    // Back goes to the page before the switches, not to the other language.
    await page.goBack();
    await page.waitForURL(`${server.url}/en/blog`);
  });
});

describe('page metadata', () => {
  async function head(page: Page) {
    return page.evaluate(() => {
      const attr = (sel: string, name: string) =>
        [...document.querySelectorAll(sel)].map((e) => e.getAttribute(name));
      const meta = (key: string) =>
        document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
        null;
      return {
        lang: document.documentElement.lang,
        title: document.title,
        titles: document.querySelectorAll('title').length,
        canonical: attr('link[rel="canonical"]', 'href'),
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"]')].map((e) => [
            e.getAttribute('hreflang'),
            e.getAttribute('href'),
          ]),
        ),
        alternateCount: document.querySelectorAll('link[rel="alternate"]').length,
        description: meta('description'),
        robots: meta('robots'),
        ogTitle: meta('og:title'),
        ogUrl: meta('og:url'),
        ogLocale: meta('og:locale'),
        twitterCard: meta('twitter:card'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent ?? 'null'),
        ),
      };
    });
  }

  it('sets html lang, canonical, alternates, social tags and structured data', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/de/convert`);
    await expect.poll(async () => (await head(page)).title).toBe(pageTitle(de.meta.convert.title, 'de'));
    const h = await head(page);
    expect(h.lang).toBe('de');
    expect(h.titles).toBe(1);
    // absolute URLs on the server's PUBLIC_URL (the test server's default: http://localhost:PORT with PORT=0)
    const site = 'http://localhost:0';
    expect(h.canonical).toEqual([`${site}/de/convert`]);
    expect(h.alternates).toEqual({
      en: `${site}/en/convert`,
      de: `${site}/de/convert`,
      'x-default': `${site}/en/convert`,
    });
    expect(h.alternateCount).toBe(3);
    expect(h.description).toBe(de.meta.convert.description);
    expect(h.robots).toBeNull();
    expect(h.ogTitle).toBe(h.title);
    expect(h.ogUrl).toBe(`${site}/de/convert`);
    expect(h.ogLocale).toBe('de_DE');
    expect(h.twitterCard).toBe('summary');
    expect(h.jsonLd).toHaveLength(1);
    const types = h.jsonLd[0]['@graph'].map((n: { '@type': string }) => n['@type']);
    expect(types).toEqual(['WebPage', 'Organization', 'SoftwareApplication', 'BreadcrumbList']);

    // After a client-side navigation everything follows the new page, without duplicates.
    await page.getByRole('link', { name: de.header.home }).first().click();
    await page.waitForURL(`${server.url}/de`);
    await expect.poll(async () => (await head(page)).title).toBe(pageTitle(de.meta.landing.title, 'de'));
    const home = await head(page);
    expect(home.canonical).toEqual([`${site}/de`]);
    expect(home.alternates).toEqual({
      en: `${site}/en`,
      de: `${site}/de`,
      'x-default': `${site}/en`,
    });
    expect(home.alternateCount).toBe(3);
    expect(home.titles).toBe(1);
    expect(home.jsonLd).toHaveLength(1);
    expect(home.jsonLd[0]['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual([
      'WebPage',
      'Organization',
      'SoftwareApplication',
    ]);
  });

  it('marks auth, profile and thank-you pages noindex', async () => {
    const page = await newPage();
    for (const p of ['sign-in', 'sign-up', 'auth/callback', 'profile', 'thank-you']) {
      await page.goto(`${server.url}/en/${p}`);
      await expect.poll(async () => `${p}: ${(await head(page)).robots}`).toBe(`${p}: noindex`);
    }
    await page.goto(`${server.url}/en/pricing-does-not-exist`);
    await expect.poll(async () => (await head(page)).robots).toBe('noindex');
  });

  it('cuts titles longer than 60 characters to 60 plus "…"', async () => {
    const page = await newPage();
    const slug = builtArticles('en')[0];
    await page.goto(`${server.url}/en/blog/${slug}`);
    const heading = (await page.locator('h1').textContent()) ?? '';
    expect(await page.title()).toBe(pageTitle(heading, 'en'));
    const long = 'An article title long enough to need cutting: XRechnung, ZUGFeRD and the rest';
    expect(pageTitle(long, 'en')).toBe(`${`${long} | Invoice Converter`.slice(0, 60)}…`);
    const h = await head(page);
    expect(h.jsonLd[0]['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual([
      'WebPage',
      'Organization',
      'BlogPosting',
      'BreadcrumbList',
    ]);

    await page.goto(`${server.url}/en/blog`);
    await expect.poll(() => page.title()).toBe('Blog | Invoice Converter');
    await page.goto(`${server.url}/de/blog`);
    await expect.poll(() => page.title()).toBe('Blog | Rechnungskonverter');
    expect(await page.locator('h1').textContent()).toBe('E-Rechnungs Wissenszentrum');
  });
});

describe('theme', () => {
  it('defaults to the system preference and persists the chosen theme across reloads', async () => {
    const dark = await newPage({ colorScheme: 'dark' });
    await dark.goto(`${server.url}/en`);
    expect(await dark.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    const page = await newPage({ colorScheme: 'light' });
    await page.goto(`${server.url}/en/faq`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: en.header.themeToDark }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg);
    await expect.poll(() => page.getByRole('button', { name: en.header.themeToLight }).count()).toBe(1);
  });
});

describe('navigation', () => {
  it('shows the 404 page for unknown routes, in the page language', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en/this-page-does-not-exist`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.notFound.heading);
    expect(await page.title()).toBe(pageTitle(en.meta['not-found'].title, 'en'));
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: en.notFound.home }).getAttribute('href')).toBe('/en');
    expect(await main.getByRole('link', { name: en.notFound.help }).getAttribute('href')).toBe('/en/faq');
    expect(await main.getByRole('link', { name: en.notFound.contact }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await main.getByRole('button', { name: en.notFound.back }).isVisible();

    await page.goto(`${server.url}/de/blog/no-such-article`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(de.notFound.heading);
    await page.goto(`${server.url}/de/not-found`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(de.notFound.heading);
  });

  it('pricing link goes to the landing page and scrolls to #pricing, also on a slow device', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en/blog`);
    // A slow device (CPU 8× slower) renders the landing page later than the 100 ms scroll delay:
    // the scroll must still happen (it was lost on a loaded CI machine).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page
      .getByRole('navigation', { name: en.header.mainNav })
      .getByRole('link', { name: en.header.pricing })
      .click();
    await page.waitForURL(`${server.url}/en`);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('pricing')?.getBoundingClientRect().top ?? 1e9)),
      )
      .toBeLessThan(120);
  });

  it('mobile menu: hamburger toggles a menu that includes UBL to CII', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 }, locale: 'de-DE' });
    await page.goto(`${server.url}/de`);
    expect(await page.getByRole('navigation', { name: de.header.mainNav }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: de.header.openMenu });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: de.header.mobileNav });
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: de.header.closeMenu }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await menu.getByRole('link', { name: de.services.ublToCii }).click();
    await page.waitForURL(`${server.url}/de/ubl-to-cii`);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('loads only the main bundle on the landing page; other pages load their own chunk', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/en`, { waitUntil: 'networkidle' });
    // The landing page is prerendered and hydrates: the main bundle and the landing page's own
    // route chunks load; no chunk of another route (converters, viewer, PDF library) may, nor the
    // bundler's shared `html-*` chunk that holds the invoice engine (@ic/einvoice: readers, rules,
    // HTML view; ~880 kB) — the landing page reaches only the error catalogue and the account
    // API's constants, each by its own module.
    const landing = scripts.filter((s) => s.startsWith('/assets/'));
    expect(landing.length).toBeGreaterThanOrEqual(1);
    expect(
      landing.filter((s) => /\/assets\/(converter|xml-tools|pdf|convert|upload|html|core|rules)-/.test(s)),
    ).toEqual([]);
    await page.locator('main').getByRole('link', { name: en.landing.hero.primary }).first().click();
    await page.waitForURL(`${server.url}/en/convert`);
    await expect.poll(() => scripts.filter((s) => s.startsWith('/assets/')).length).toBeGreaterThan(1);
  });
});

describe('error screens', () => {
  it('a page chunk that fails to load shows the router fallback; Refresh Page recovers', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en`);
    await page.route(/\/assets\/convert-[^/]+\.js$/, (route) => route.abort());
    await page.locator('main').getByRole('link', { name: en.landing.hero.primary }).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(en.errors.route);
    await page.unroute(/\/assets\/convert-[^/]+\.js$/);
    await page.getByRole('button', { name: en.errors.refresh }).click();
    await page.waitForURL(`${server.url}/en/convert`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(en.convert.heading);
  });

  it('a page that throws while rendering shows the localized error screen inside the layout', async () => {
    const page = await newPage();
    await page.route(/\/assets\/faq-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("render failure for the test"); }',
      }),
    );
    await page.goto(`${server.url}/de/faq`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(de.errors.boundary);
    expect(await page.getByRole('button', { name: de.errors.refresh }).count()).toBe(1);
    // Header and footer still work.
    expect(await page.getByRole('link', { name: de.header.home }).count()).toBeGreaterThan(0);
  });
});

describe.each(engines())('feedback round trip (%s)', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = engine === 'sqlite' ? server : await startTestServer({ engine, webDist });
  });
  afterAll(async () => {
    if (srv !== server) await srv?.close();
  });

  it('submits in the UI and stores a row in the database', async () => {
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${srv.url}/en/convert`);
    const message = `Browser test feedback ${Date.now()} – über alles`;
    await page.getByRole('button', { name: en.feedback.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.feedback.message).fill(message);
    await dialog.getByLabel(en.feedback.email).fill('reader@example.com');
    await dialog.getByRole('button', { name: en.feedback.send }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain(en.feedback.thanksText);
    const rows = await srv.db.selectFrom('feedback').selectAll().where('message', '=', message).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('reader@example.com');
    expect(problems).toEqual([]);
  });

  it("shows the server's localized error message", async () => {
    const page = await newPage({ locale: 'de-DE' });
    await page.goto(`${srv.url}/de`);
    await page.getByRole('button', { name: de.feedback.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(de.feedback.message).fill('Nachricht mit ungültiger Adresse');
    // Valid for the browser's e-mail field, rejected by the server (no dot in the domain).
    await dialog.getByLabel(de.feedback.email).fill('leser@localhost');
    await dialog.getByRole('button', { name: de.feedback.send }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.count()).toBe(1);
    const res = await fetch(`${srv.url}/api/v1/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ message: 'x', email: 'leser@localhost' }),
    });
    expect(res.status).toBe(400);
    const serverMessage = ((await res.json()) as { error: { message: string } }).error.message;
    expect(await alert.textContent()).toBe(serverMessage);
    expect(serverMessage).not.toBe(de.feedback.failed);
    const rows = await srv.db
      .selectFrom('feedback')
      .selectAll()
      .where('email', '=', 'leser@localhost')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('every route in both languages', () => {
  it.each(LANGS)(
    '/%s/…: each page renders with its own title and a heading, without console errors or failed requests',
    async (lang) => {
      const page = await newPage();
      const problems = watchProblems(page);
      const titles = new Map<string, string>();
      // the profile is protected: signed out, it sends the visitor to sign-in (tested in accounts.browser.test.ts)
      for (const rest of builtPaths(lang).filter((p) => p !== 'profile')) {
        const url = `${server.url}/${lang}${rest ? `/${rest}` : ''}`;
        await leaveFor(page, url);
        expect(path(page), url).toBe(new URL(url).pathname);
        await expect.poll(async () => `${url}: ${await page.locator('main h1').count()}`).toBe(`${url}: 1`);
        expect(await page.evaluate(() => document.documentElement.lang), url).toBe(lang);
        const title = await page.title();
        expect(title, url).toMatch(
          lang === 'en' ? / \| Invoice Converter$|…$/ : / \| Rechnungskonverter$|…$/,
        );
        const seen = titles.get(title);
        expect(seen, `${url} has the same title as ${seen}`).toBeUndefined();
        titles.set(title, url);
        expect(problems, url).toEqual([]);
      }
      expect(titles.size).toBe(builtPaths(lang).filter((p) => p !== 'profile').length);
    },
    240_000 /* some 40 pages each: 54–91 s at a load of 20 */,
  );
});
