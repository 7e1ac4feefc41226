// Browser tests of the prerendered content pages: they hydrate under the server's CSP (no inline
// script without the response's nonce, no console errors), the FAQ search is accent-insensitive,
// the language switch keeps an article, legal pages get the operator data also after a
// client-side navigation. Build first: `npm run build -w apps/web`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { foldText } from '../src/lib/search.ts';
import { builtArticles, webDist } from './built-pages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  if (!existsSync(join(webDist, '.pages', 'manifest.json'))) {
    throw new Error(`${webDist}/.pages is missing: build the web app first (npm run build -w apps/web)`);
  }
  server = await startTestServer({ webDist, env: { OPERATOR_NAME: 'Beispiel Rechnungsdienste GmbH' } });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Watched = { page: Page; problems: string[]; violations: () => Promise<string[]> };

/** A page that records console errors/warnings, page errors and CSP violations. */
async function watchedPage(locale = 'en-US'): Promise<Watched> {
  const context = await browser.newContext({ locale, colorScheme: 'light' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { page, problems, violations };
}

/** True once React has attached to the prerendered markup (a click handler works). */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      ),
    )
    .toBe(true);
}

describe('prerendered pages hydrate under the CSP', () => {
  it('uses the nonce of the response for the hydration data; no CSP violation, no console error', async () => {
    const { page, problems, violations } = await watchedPage();
    const paths = [
      '/en',
      '/de/faq',
      '/en/changelog',
      '/de/imprint',
      '/en/rules',
      '/de/pdf-to-xrechnung',
      '/en/blog',
    ];
    const article = builtArticles('de')[0];
    if (article) paths.push(`/de/blog/${article}`);
    for (const path of paths) {
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      await hydrated(page);
      // the inline script (allowed by its nonce) ran: the router hydrated from its data
      const data = await page.evaluate(
        () => typeof (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData,
      );
      expect(data, path).toBe('object');
      expect(await violations(), path).toEqual([]);
      expect(problems, path).toEqual([]);
    }
  });
});

describe('FAQ', () => {
  it('finds questions accent-insensitively ("gebuhren" finds "Gebühren"), expands and collapses all', async () => {
    const { page, problems } = await watchedPage('de-DE');
    await page.goto(`${server.url}/de/faq`);
    await hydrated(page);
    const items = page.locator('details.faq-item');
    const total = await items.count();
    expect(total).toBeGreaterThan(2);
    expect(await page.locator('details.faq-item[open]').count()).toBe(0);

    await page.getByRole('button', { name: de.faq.expandAll }).click();
    await expect.poll(() => page.locator('details.faq-item[open]').count()).toBe(total);
    await page.getByRole('button', { name: de.faq.collapseAll }).click();
    await expect.poll(() => page.locator('details.faq-item[open]').count()).toBe(0);

    await page.getByRole('searchbox', { name: de.faq.searchLabel }).fill('gebuhren');
    await expect.poll(() => items.count()).toBeLessThan(total);
    const found = await items.count();
    expect(found).toBeGreaterThan(0);
    for (const text of await items.allTextContents()) expect(foldText(text)).toContain('gebuhren');
    expect(await items.first().textContent()).toMatch(/Gebühren/);
    await expect.poll(() => page.getByText(`${found} Frage`).count()).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: de.faq.searchLabel }).fill('zzzz-nichts');
    await expect.poll(() => items.count()).toBe(0);
    expect(await page.getByText(de.faq.noResults).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('articles', () => {
  it('the language switch keeps the article; related links and the call to action work', async () => {
    const slug = builtArticles('en')[0];
    expect(slug).toBeTruthy();
    const { page, problems } = await watchedPage();
    await page.goto(`${server.url}/en/blog/${slug}`);
    await hydrated(page);
    const enTitle = await page.locator('h1').textContent();
    expect(await page.locator('.post-meta').first().textContent()).toMatch(/min read/);
    await page.getByLabel(en.header.language).selectOption('de');
    await page.waitForURL(`${server.url}/de/blog/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe(enTitle);
    expect(await page.locator('.post-meta').first().textContent()).toMatch(/Min\. Lesezeit/);
    expect(await page.evaluate(() => document.cookie)).toContain('lang=de');
    // the call to action leads to the article's converter
    const cta = page.locator('.cta-box a.btn-primary');
    const href = await cta.getAttribute('href');
    expect(href).toMatch(/^\/de\/(pdf-to-|xrechnung-|convert)/);
    await cta.click();
    await page.waitForURL(`${server.url}${href}`);
    expect(problems).toEqual([]);
  });
});

describe('legal pages', () => {
  it('show the operator data, also after a client-side navigation, and mark what is not configured', async () => {
    const { page, problems } = await watchedPage('de-DE');
    await page.goto(`${server.url}/de`);
    await hydrated(page);
    await page.locator('footer').getByRole('link', { name: de.footer.imprint }).click();
    await page.waitForURL(`${server.url}/de/imprint`);
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Beispiel Rechnungsdienste GmbH');
    expect(await main.textContent()).not.toContain('{{operator.');
    expect(await page.locator('main mark.placeholder').count()).toBeGreaterThan(0);
    await page.reload();
    expect(await main.textContent()).toContain('Beispiel Rechnungsdienste GmbH');
    expect(problems).toEqual([]);
  });
});

describe('rules reference', () => {
  it('has an anchor per rule id, reached from a link such as /en/rules#BR-DE-15', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${server.url}/en/rules#BR-DE-15`);
    await hydrated(page);
    const row = page.locator('[id="BR-DE-15"]');
    expect(await row.count()).toBe(1);
    await expect
      .poll(() => row.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    await page.getByRole('searchbox', { name: en.rules.searchLabel }).fill('BR-DE-15');
    await expect.poll(() => page.locator('.rule-row').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
