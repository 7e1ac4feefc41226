// Issue 20 in Chromium against the real server and the built app: payment means without bank
// details downloads (no 500), the target profile chosen up front drives the findings, and the
// messages (XML parse error for a non-XML .xml, scheme names, German amounts, plain credit notice).
// Build first: `npm run build -w apps/web`.
import { validateXml } from '@ic/einvoice';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../src/features/converter/messages.de.json' with { type: 'json' };
import en from '../src/features/converter/messages.en.json' with { type: 'json' };
import { makeInvoicePdf } from './converter-pdfs.ts';
import { fillMissing, id } from './review-form.ts';
import { subscriberPages } from './subscriber-pages.ts';

let noBankPdf: Uint8Array;

const open = subscriberPages();
beforeAll(async () => {
  noBankPdf = (await makeInvoicePdf('RE-2025-0077', { noBank: true })).bytes;
});

async function uploadToReview(page: Page, bytes: Uint8Array) {
  await page.setInputFiles('#converter-upload-input', [
    { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
  ]);
  await page.getByTestId('validation-summary').waitFor({ timeout: 30_000 });
}

const summaryText = (page: Page) => page.getByTestId('validation-summary').innerText();

describe('issue 20 in the browser', () => {
  it('item 1: payment means chosen, IBAN left empty → the download works (no 500)', async () => {
    const { page, problems } = await open('/en/pdf-to-ubl');
    await uploadToReview(page, noBankPdf);
    await fillMissing(page, { payment: false });
    expect(await page.locator(id('paymentInstructions.creditTransfers[0].accountId')).inputValue()).toBe('');
    await page.locator(id('paymentInstructions.typeCode')).selectOption('58');
    // accept what is still open (EN 16931 may want more) and go to the download
    const risk = page.getByLabel(en.review.riskAccept);
    const valid = en.review.valid.split('{{')[0] as string;
    await expect
      .poll(async () => (await risk.count()) > 0 || (await summaryText(page)).includes(valid), {
        timeout: 20_000,
      })
      .toBe(true);
    if (await risk.count()) await risk.check();
    await page.getByRole('button', { name: en.review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    // the credit notice is plain text, not a button look
    const notice = page.locator('.cv-credit-notice').first();
    if (await notice.count()) {
      const style = await notice.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopStyle, weight: s.fontWeight, bg: s.backgroundColor };
      });
      expect(style).toEqual({ border: 'none', weight: '400', bg: 'rgba(0, 0, 0, 0)' });
    }
    const [download] = (await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: en.download.downloadXml }).click(),
    ])) as [Download, undefined];
    const bytes = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    const xml = bytes.toString('utf8');
    expect(xml).toContain('<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>');
    expect(validateXml(xml).syntax).toBe('ubl');
    expect(download.suggestedFilename()).toBe('invoice-RE-2025-0077.xml');
    expect(problems).toEqual([]);
  }, 180_000);

  it('item 3: /pdf-to-ubl starts with EN 16931; switching to XRechnung brings the Leitweg-ID and BR-DE findings', async () => {
    const { page } = await open('/en/pdf-to-ubl');
    await uploadToReview(page, noBankPdf);
    const picker = page.getByTestId('profile-picker').locator('select');
    expect(await picker.inputValue()).toBe('en16931');
    await fillMissing(page, { payment: false });
    await expect.poll(() => summaryText(page)).not.toContain('BR-DE-');
    expect(await page.locator('.cv-critical').count()).toBe(0);
    await picker.selectOption('xrechnung');
    await expect.poll(() => summaryText(page)).toContain('BR-DE-');
    expect(await page.locator('.cv-critical').count()).toBeGreaterThan(0);
  }, 180_000);

  it('item 3: /pdf-to-zugferd defaults to ZUGFeRD EN 16931', async () => {
    const { page } = await open('/de/pdf-to-zugferd', 'de-DE');
    await uploadToReview(page, noBankPdf);
    expect(await page.getByTestId('profile-picker').locator('select').inputValue()).toBe('facturx-en16931');
    await expect.poll(() => summaryText(page)).not.toContain('BR-DE-15');
  }, 180_000);

  it('item 7: scheme named (GLN), German amounts, a non-XML .xml gives the parse error', async () => {
    const { page } = await open('/de/pdf-to-xrechnung', 'de-DE');
    await uploadToReview(page, noBankPdf);
    await page.locator(id('buyer.electronicAddress.schemeId')).selectOption('0088');
    await page.locator(id('buyer.electronicAddress.value')).fill('12345');
    await expect.poll(() => summaryText(page)).toContain('GLN');
    await expect.poll(() => summaryText(page)).not.toContain('gültige 0088');
    // computed totals in German number format (the model keeps "150.00")
    await expect.poll(() => page.locator(id('totals.lineNetTotal')).inputValue()).toBe('150,00');
    expect(de.review.profile).toBeTruthy();

    const xmlPage = (await open('/en/xrechnung-viewer')).page;
    const input = xmlPage.locator('input[type=file]').first();
    await input.setInputFiles([
      { name: 'invoice.xml', mimeType: 'text/xml', buffer: Buffer.from('hello, not xml') },
    ]);
    await expect.poll(() => xmlPage.locator('body').innerText()).toContain('Failed to parse the XML file.');
    expect(await xmlPage.locator('body').innerText()).not.toContain('Please select a PDF or XML file');
  }, 180_000);
});
