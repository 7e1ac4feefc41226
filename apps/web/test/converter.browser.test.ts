// The PDF converter flow in Debian's Chromium against the real server and the built app:
// upload → review & edit → download for UBL, CII and ZUGFeRD in both languages, a forced-invalid
// download, a batch with a broken file, a keyboard-only pass and screenshots of every step.
// Build first: `npm run build -w apps/web`. Screenshots go to $SHOTS_DIR (default /tmp/shots-conv).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXml } from '@ic/einvoice';
import { readHybridPdf } from '@ic/pdf';
import { unzipSync } from 'fflate';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type VerifiedUser } from '../../server/test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import de from '../src/features/converter/messages.de.json' with { type: 'json' };
import en from '../src/features/converter/messages.en.json' with { type: 'json' };
import { makeInvoicePdf } from './converter-pdfs.ts';
import { fillMissing, id } from './review-form.ts';

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
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-conv';
const CORPUS = join(here, '..', '..', '..', '..', 'shared', 'corpus', 'extraction', 'pdf');
const MSG = { en, de } as const;
type Lang = 'en' | 'de';

let browser: Browser;
let server: TestServer;
let subscriber: VerifiedUser;
let samplePdf: Uint8Array;

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web app first (npm run build -w apps/web)');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer({ engine: 'sqlite', webDist });
  // /generate is a paid result: every page is signed in as a subscriber.
  subscriber = await createSignedInUser(server, { subscriber: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  samplePdf = (await makeInvoicePdf('RE-2025-0042')).bytes;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    locale: 'en-US',
    colorScheme: 'light',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    ...options,
  });
  await context.addCookies([subscriber.browserCookie]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return { page, problems };
}

async function upload(page: Page, files: Array<{ name: string; bytes: Uint8Array }>) {
  await page.setInputFiles(
    '#converter-upload-input',
    files.map((f) => ({ name: f.name, mimeType: 'application/pdf', buffer: Buffer.from(f.bytes) })),
  );
}

async function expectValid(page: Page, lang: Lang) {
  const summary = page.getByTestId('validation-summary');
  await expect
    .poll(async () => summary.innerText(), { timeout: 10_000 })
    .toContain(MSG[lang].review.valid.split('{{')[0] as string);
}

async function takeDownload(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])) as [
    Download,
    void,
  ];
  const path = await download.path();
  const bytes = readFileSync(path);
  // kept for the manual check with the official validator (bench/README.md)
  writeFileSync(join(SHOTS, `download-${Date.now()}-${download.suggestedFilename()}`), bytes);
  return { name: download.suggestedFilename(), bytes };
}

function errorsOf(xml: Buffer | string) {
  return validateXml(typeof xml === 'string' ? xml : xml.toString('utf8')).report.messages.filter(
    (m) => m.level === 'error',
  );
}

async function toReview(page: Page) {
  await page.getByTestId('validation-summary').waitFor({ timeout: 75_000 });
}

describe.each(['en', 'de'] as const)('single PDF to UBL in %s', (lang) => {
  it('runs upload → review (fields filled) → download; the XML passes validation', async () => {
    const { page, problems } = await open(`/${lang}/pdf-to-xrechnung`, {
      locale: lang === 'de' ? 'de-DE' : 'en-US',
    });
    await expect.poll(() => page.locator('h1').innerText()).toBe(MSG[lang].heading.ubl);
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    // the review step: AI warning, extracted values, low-confidence marks, PDF preview
    await expect.poll(() => page.getByTestId('ai-warning').innerText()).toBe(MSG[lang].review.aiWarning);
    expect(await page.locator(id('number')).inputValue()).toBe('RE-2025-0042');
    expect(await page.locator(id('issueDate')).inputValue()).toBe('2025-01-15');
    await page.getByTestId('pdf-preview').locator('img').first().waitFor();
    // blocked while errors remain
    const cont = page.getByRole('button', { name: MSG[lang].review.continue });
    expect(await cont.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.locator('#cv-blocked').innerText()).toMatch(/\d/);
    // Leitweg-ID: wrong check digits are caught at the field
    await page.locator(id('buyerReference')).fill('04011000-1234512345-07');
    await expect
      .poll(() => page.locator('[data-path="buyerReference"] .cv-messages').innerText())
      .toContain(MSG[lang].checks.leitwegCheck);
    await page.locator(id('buyerReference')).fill('');
    // electronic address: scheme suggestion and mismatch message
    await page.locator(id('buyer.electronicAddress.value')).fill('04011000-1234512345-06');
    expect(await page.locator(id('buyer.electronicAddress.schemeId')).inputValue()).toBe('0204');
    await page.locator(id('buyer.electronicAddress.schemeId')).selectOption('EM');
    await expect
      .poll(() => page.locator('[data-path="buyer.electronicAddress.value"] .cv-messages').innerText())
      .toContain(lang === 'en' ? 'Please enter a valid Electronic mail' : 'Bitte geben Sie eine gültige');
    await page.locator(id('buyer.electronicAddress.value')).fill('');
    await page.locator(id('buyer.electronicAddress.schemeId')).selectOption('');
    await fillMissing(page);
    await expectValid(page, lang);
    // the form survives a reload in the same tab
    await page.reload();
    await toReview(page);
    expect(await page.locator(id('buyerReference')).inputValue()).toBe('04011000-1234512345-06');
    await expectValid(page, lang);
    await page.getByRole('button', { name: MSG[lang].review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    // blurred preview with the credit notice until the download
    await expect.poll(() => page.locator('.cv-credit-notice').innerText()).toBe(MSG[lang].download.notice);
    expect(await page.getByTestId('xml-preview').getAttribute('class')).toContain('cv-blur');
    const file = await takeDownload(page, () =>
      page.getByRole('button', { name: MSG[lang].download.downloadXml }).click(),
    );
    expect(file.name).toBe('invoice-RE-2025-0042.xml');
    expect(file.bytes.toString('utf8')).toContain(
      '<cbc:BuyerReference>04011000-1234512345-06</cbc:BuyerReference>',
    );
    expect(errorsOf(file.bytes)).toEqual([]);
    await page.getByTestId('downloaded-notice').waitFor();
    expect(await page.getByTestId('xml-preview').getAttribute('class')).not.toContain('cv-blur');
    // cleared from the tab after the download
    expect(await page.evaluate(() => sessionStorage.getItem('converter:ubl'))).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('extraction notices', () => {
  it('shows what to check in German (no invoice number, totals that do not add up), kept over a reload', async () => {
    const { page, problems } = await open('/de/pdf-to-xrechnung', { locale: 'de-DE' });
    const pdf = await makeInvoicePdf(null, { gross: '180,00 €' });
    await upload(page, [{ name: 'ohne-nummer.pdf', bytes: pdf.bytes }]);
    await toReview(page);
    // a status region named by its heading, with one list entry per notice
    const box = page.getByRole('status', { name: de.notices.title });
    await box.waitFor();
    expect(await box.getByRole('heading', { name: de.notices.title }).count()).toBe(1);
    const items = async () =>
      (await box.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s/g, ' '));
    await expect
      .poll(items)
      .toEqual([
        de.notices.codes.EXTRACT_NO_NUMBER,
        'Die Summen gehen nicht auf: Netto 150 € plus Umsatzsteuer 28,50 € ergibt nicht den Bruttobetrag 180 €.',
      ]);
    expect(await page.locator(id('number')).inputValue()).toBe('');
    // each notice about a field leads to it
    await box.getByRole('button', { name: de.notices.codes.EXTRACT_NO_NUMBER }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(id('number').replace(/^#/, ''));
    // non-blocking: the form below stays usable
    await page.locator(id('number')).fill('RE-2025-0099');
    await page.reload();
    await toReview(page);
    await expect.poll(items).toContain(de.notices.codes.EXTRACT_NO_NUMBER);
    expect(await page.locator(id('number')).inputValue()).toBe('RE-2025-0099');
    // English page, same file: English texts
    const { page: enPage } = await open('/en/pdf-to-xrechnung');
    await upload(enPage, [{ name: 'no-number.pdf', bytes: pdf.bytes }]);
    await toReview(enPage);
    await expect
      .poll(() => enPage.getByTestId('extract-notices').innerText())
      .toContain(en.notices.codes.EXTRACT_NO_NUMBER);
    // a PDF with nothing to check shows no box
    const { page: clean } = await open('/en/pdf-to-xrechnung');
    await upload(clean, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(clean);
    expect(await clean.getByTestId('extract-notices').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, '2-review-notices-de.png') });
    expect(problems).toEqual([]);
  });
});

describe('other formats', () => {
  it('CII in German: valid CII download', async () => {
    const { page } = await open('/de/pdf-to-cii', { locale: 'de-DE' });
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    await fillMissing(page);
    await expectValid(page, 'de');
    await page.getByRole('button', { name: de.review.continue }).click();
    const file = await takeDownload(page, () =>
      page.getByRole('button', { name: de.download.downloadXml }).click(),
    );
    const v = validateXml(file.bytes.toString('utf8'));
    expect(v.syntax).toBe('cii');
    expect(errorsOf(file.bytes)).toEqual([]);
  });

  it('ZUGFeRD: PDF view and XML view, a hybrid PDF whose embedded XML is valid', async () => {
    const { page } = await open('/en/pdf-to-zugferd');
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    await fillMissing(page);
    await expectValid(page, 'en');
    await page.getByRole('button', { name: en.review.continue }).click();
    await page.getByRole('tab', { name: en.download.xmlView }).click();
    expect(await page.getByTestId('xml-preview').getAttribute('class')).toContain('cv-blur');
    await page.getByRole('tab', { name: en.download.pdfView }).click();
    await page.getByLabel(en.download.visualOriginal).check();
    const file = await takeDownload(page, () =>
      page.getByRole('button', { name: en.download.downloadPdf }).click(),
    );
    expect(file.name).toBe('invoice-RE-2025-0042.pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const hybrid = await readHybridPdf(new Uint8Array(file.bytes));
    expect(hybrid?.outcome.ok).toBe(true);
    expect(errorsOf(Buffer.from(hybrid?.xml ?? new Uint8Array()))).toEqual([]);
  });

  it('corpus PDF through all three steps to a valid UBL download', async (ctx) => {
    const files = existsSync(CORPUS)
      ? readdirSync(CORPUS)
          .filter((f) => f.endsWith('.pdf'))
          .sort()
      : [];
    if (files.length === 0) ctx.skip();
    const name = files[0] as string;
    const { page } = await open('/en/pdf-to-xrechnung');
    await upload(page, [{ name, bytes: new Uint8Array(readFileSync(join(CORPUS, name))) }]);
    await toReview(page);
    await fillMissing(page);
    await expectValid(page, 'en');
    await page.getByRole('button', { name: en.review.continue }).click();
    const file = await takeDownload(page, () =>
      page.getByRole('button', { name: en.download.downloadXml }).click(),
    );
    expect(errorsOf(file.bytes)).toEqual([]);
  });
});

describe('invalid on purpose', () => {
  it('needs the risk box, then downloads a non-compliant invoice and says so', async () => {
    const { page } = await open('/en/pdf-to-xrechnung');
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    const cont = page.getByRole('button', { name: en.review.continue });
    // aria-disabled: it stays focusable, a click does nothing
    await cont.click({ force: true });
    expect(await page.getByTestId('download-step').count()).toBe(0);
    await expect
      .poll(() => page.locator('#cv-blocked').innerText())
      .toMatch(/You cannot proceed with \d+ errors/);
    await page.getByLabel(en.review.riskAccept).check();
    await expect.poll(() => cont.getAttribute('aria-disabled')).toBe('false');
    await cont.click();
    const file = await takeDownload(page, () =>
      page.getByRole('button', { name: en.download.downloadXml }).click(),
    );
    const errors = errorsOf(file.bytes).map((m) => m.id);
    expect(errors).toContain('BR-DE-15');
    await expect
      .poll(() => page.locator('.cv-result').innerText())
      .toContain('This invoice is not compliant');
  });
});

describe('batch', () => {
  it('3 files, one broken: per-file status, retry, next/previous, ZIP with the right entries', async () => {
    const { page } = await open('/en/pdf-to-xrechnung');
    const a = await makeInvoicePdf('RE-A-1');
    const b = await makeInvoicePdf('RE-B-2');
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n%%EOF\n');
    await upload(page, [
      { name: 'alpha.pdf', bytes: a.bytes },
      { name: 'broken.pdf', bytes: broken },
      { name: 'beta.pdf', bytes: b.bytes },
    ]);
    const list = page.getByTestId('batch-list');
    // read, but not ready before their review (issue 20 item 4)
    await expect.poll(() => list.locator('[data-status="review"]').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => list.locator('[data-status="error"]').count()).toBe(1);
    await expect.poll(() => page.getByText(en.batch.someFailed).count()).toBe(1);
    // retry the failed file: processed again, still broken, the others untouched
    await list.locator('[data-name="broken.pdf"]').getByRole('button', { name: en.batch.retry }).click();
    await expect
      .poll(() => list.locator('[data-name="broken.pdf"]').getAttribute('data-status'))
      .toBe('error');
    await page.getByRole('button', { name: 'Review 2 invoices' }).click();
    await toReview(page);
    await expect.poll(() => page.locator('.cv-filenav').innerText()).toContain('File 1 of 2');
    expect(await page.locator(id('number')).inputValue()).toBe('RE-A-1');
    await fillMissing(page);
    await expectValid(page, 'en');
    await page.getByRole('button', { name: en.batch.next }).click();
    await expect.poll(() => page.locator(id('number')).inputValue()).toBe('RE-B-2');
    await fillMissing(page);
    await expectValid(page, 'en');
    await page.getByRole('button', { name: en.batch.previous }).click();
    await expect.poll(() => page.locator(id('number')).inputValue()).toBe('RE-A-1');
    await page.getByRole('button', { name: en.review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    await page.getByRole('button', { name: en.batch.deselectAll, exact: true }).click();
    await page.getByRole('button', { name: en.batch.selectAll, exact: true }).click();
    const zip = await takeDownload(page, () =>
      page.getByRole('button', { name: en.batch.zipReady.replace('{{count}}', '2') }).click(),
    );
    expect(zip.name).toBe('invoices.zip');
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(['alpha.xml', 'beta.xml']);
    for (const [name, bytes] of Object.entries(entries))
      expect(errorsOf(Buffer.from(bytes)), name).toEqual([]);
    await expect
      .poll(() => page.getByTestId('batch-list').locator('[data-status="downloaded"]').count())
      .toBe(2);
  });
});

describe('keyboard only', () => {
  it('reaches every field with Tab, jumps from the summary, continues and downloads with the keyboard', async () => {
    const { page } = await open('/en/pdf-to-xrechnung');
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    const values: Record<string, string> = {
      'f-seller-address-postalCode': '10115',
      'f-seller-address-city': 'Berlin',
      'f-seller-electronicAddress-value': 'rechnung@muster-buero.de',
      'f-seller-contact-name': 'Erika Muster',
      'f-seller-contact-telephone': '+49 30 1234567',
      'f-seller-contact-email': 'buchhaltung@muster-buero.de',
      'f-buyer-electronicAddress-value': 'einkauf@beispielstadt.de',
      'f-buyerReference': '04011000-1234512345-06',
    };
    // the summary's first entry takes the focus to its field
    await page.keyboard.press('Tab');
    let guard = 0;
    while (
      !(await page.evaluate(() => document.activeElement?.classList.contains('cv-jump'))) &&
      guard++ < 80
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^f-/);
    await page.keyboard.type(values['f-seller-contact-name'] ?? '');
    // then Tab on (around the page once if need be), typing where a value is missing, until the
    // Continue button is reached with every field seen
    const seen = new Set<string>();
    for (let i = 0; i < 700; i++) {
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { id: el?.id ?? '', value: el && 'value' in el ? el.value : '', text: el?.textContent ?? '' };
      });
      seen.add(focus.id);
      // a closed section opens with Enter on its heading button
      if (await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false'))
        await page.keyboard.press('Enter');
      const want = values[focus.id];
      if (want && focus.value === '') await page.keyboard.type(want);
      if (focus.text === en.review.continue && Object.keys(values).every((f) => seen.has(f))) break;
      await page.keyboard.press('Tab');
    }
    for (const f of Object.keys(values)) expect(seen, f).toContain(f);
    for (const f of [
      'f-number',
      'f-issueDate',
      'f-typeCode',
      'f-lines-0-item-name',
      'f-lines-0-unitCode',
      'f-paymentTerms',
    ])
      expect(seen, f).toContain(f);
    await expectValid(page, 'en');
    await page.keyboard.press('Enter');
    await page.getByTestId('download-step').waitFor();
    const button = page.getByRole('button', { name: en.download.downloadXml });
    for (let i = 0; i < 40 && !(await button.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    const file = await takeDownload(page, () => page.keyboard.press('Enter'));
    expect(errorsOf(file.bytes)).toEqual([]);
  }, 180_000); // ~80 fields tabbed one by one (issue 20 added the profile picker and identifier, payment and process fields)
});

describe('screenshots', () => {
  const combos = [
    { theme: 'light', device: 'desktop', viewport: { width: 1440, height: 900 } },
    { theme: 'dark', device: 'desktop', viewport: { width: 1440, height: 900 } },
    { theme: 'light', device: 'phone', viewport: { width: 390, height: 844 } },
    { theme: 'dark', device: 'phone', viewport: { width: 390, height: 844 } },
  ] as const;
  it.each(combos)('every step, $theme $device', async ({ theme, device, viewport }) => {
    const lang: Lang = theme === 'dark' ? 'de' : 'en';
    const { page, problems } = await open(`/${lang}/pdf-to-xrechnung`, {
      colorScheme: theme,
      viewport,
      locale: lang === 'de' ? 'de-DE' : 'en-US',
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    const shot = (step: string) => page.screenshot({ path: join(SHOTS, `${step}-${theme}-${device}.png`) });
    await shot('1-upload');
    await upload(page, [{ name: 'rechnung.pdf', bytes: samplePdf }]);
    await toReview(page);
    await page.getByTestId('pdf-preview').locator('img').first().waitFor();
    await shot('2-review');
    await fillMissing(page);
    await expectValid(page, lang);
    await page.locator('#section-lines').scrollIntoViewIfNeeded();
    await shot('2-review-lines');
    await page.getByRole('button', { name: MSG[lang].review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    await shot('3-download');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
