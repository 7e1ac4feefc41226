// A scanned PDF through the converter flow in Debian's Chromium, against the real server (OCR in
// its worker pool) and the built app: upload → the OCR progress the server streams → the review
// form with the scan notice and every value marked as read by OCR. The scan is made here from
// the converter's sample invoice (scanPdf: rendered, skewed 1°, noise, JPEG, no text layer).
// Build first: `npm run build -w apps/web`.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanPdf } from '@ic/pdf';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type VerifiedUser } from '../../server/test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import de from '../src/features/converter/messages.de.json' with { type: 'json' };
import { makeInvoicePdf } from './converter-pdfs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webDist = join(here, '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-conv';

let browser: Browser;
let server: TestServer;
let user: VerifiedUser;
let scan: Uint8Array;

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web app first (npm run build -w apps/web)');
  mkdirSync(SHOTS, { recursive: true });
  // OCR on a loaded CI machine (2 cores shared with other tests) can take longer than the default 30 s
  server = await startTestServer({ engine: 'sqlite', webDist, env: { TASK_TIMEOUT: '150s' } });
  user = await createSignedInUser(server, { subscriber: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  scan = (await scanPdf((await makeInvoicePdf('RE-2025-0042')).bytes, { seed: 23, skewDeg: 1 })).pdf;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a scanned PDF in the converter (de)', () => {
  it('shows the OCR progress, then the review form with the scan notice and OCR-marked fields', async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });
    await context.addCookies([user.browserCookie]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/de/pdf-to-xrechnung`);
    await page.locator('h1').first().waitFor();
    await page.setInputFiles('#converter-upload-input', [
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scan) },
    ]);
    // real progress from the server: "Gescannte Seite 1 von 1 …", a progress bar with a value
    const progress = page.getByTestId('scan-progress');
    await progress.waitFor({ timeout: 60_000 });
    expect(await progress.innerText()).toContain('Gescannte Seite 1 von 1');
    const values = new Set<string>();
    for (let k = 0; k < 200 && (await progress.count()) > 0; k++) {
      const v = await progress
        .locator('progress')
        .getAttribute('value')
        .catch(() => null);
      if (v !== null) values.add(v);
      await page.waitForTimeout(50);
    }
    expect(values.size).toBeGreaterThan(1);
    // the review step
    await page
      .getByTestId('validation-summary')
      .waitFor({ timeout: 150_000 })
      .catch(async (e: unknown) => {
        await page.screenshot({ path: join(SHOTS, 'ocr-failed.png') });
        throw new Error(`no review step: ${(await page.locator('main').innerText()).slice(0, 500)}`, {
          cause: e,
        });
      });
    const notice = page.getByTestId('scan-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(de.ocr.title);
    expect(await notice.innerText()).toContain('von Seite 1 gelesen');
    expect(await page.locator('#f-number').inputValue()).toBe('RE-2025-0042');
    expect(await page.locator('#f-issueDate').inputValue()).toBe('2025-01-15');
    // every value read is marked: the number field is highlighted with an OCR badge
    const numberField = page.locator('[data-path="number"]');
    expect(await numberField.getAttribute('class')).toContain('cv-low');
    expect(await numberField.locator('.cv-confidence').innerText()).toMatch(/^OCR · \d+ %$/);
    expect(await page.locator('.cv-confidence[data-ocr="true"]').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(SHOTS, 'ocr-review-de.png'), fullPage: false });
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
