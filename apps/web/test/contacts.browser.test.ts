// Issue 19 item 2 in Chromium against the real server and the built app: the contact person,
// phone, e-mail and delivery date a PDF prints arrive in the review form, and a seller/buyer
// decision that a cue on the page contradicts (the account holder is the billed party) shows its
// notice and marks both names.
// Build first: `npm run build -w apps/web`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../src/features/converter/messages.de.json' with { type: 'json' };
import en from '../src/features/converter/messages.en.json' with { type: 'json' };
import { makeInvoicePdf } from './converter-pdfs.ts';
import { id } from './review-form.ts';
import { subscriberPages } from './subscriber-pages.ts';

const open = subscriberPages();

async function review(
  path: string,
  locale: string,
  bytes: Uint8Array,
): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await open(path, locale);
  await page.setInputFiles('#converter-upload-input', [
    { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
  ]);
  await page.getByTestId('validation-summary').waitFor({ timeout: 30_000 });
  await page.getByTestId('expand-all').click();
  return { page, problems };
}

describe('contacts, delivery date and the seller/buyer doubt in the review form', () => {
  it('German: contact and delivery date filled in; the contradicted decision is announced and marked', async () => {
    const pdf = await makeInvoicePdf('RE-2025-0042', {
      contact: true,
      holder: 'Stadtverwaltung Beispielstadt',
    });
    const { page, problems } = await review('/de/pdf-to-xrechnung', 'de-DE', pdf.bytes);
    expect(await page.locator(id('seller.contact.name')).inputValue()).toBe('Erika Muster');
    expect(await page.locator(id('seller.contact.telephone')).inputValue()).toBe('+49 30 1234567');
    expect(await page.locator(id('seller.contact.email')).inputValue()).toBe('buchhaltung@muster-buero.de');
    expect(await page.locator(id('delivery.actualDeliveryDate')).inputValue()).toBe('2025-01-10');
    await expect
      .poll(() => page.getByTestId('extract-notices').innerText())
      .toContain(de.notices.codes.EXTRACT_PARTIES_DOUBTFUL);
    for (const path of ['seller.name', 'buyer.name'])
      expect(await page.locator(`[data-path="${path}"]`).getAttribute('class')).toContain('cv-low');
    expect(problems).toEqual([]);
  });

  it('English: no doubt notice when the page gives no contradicting cue', async () => {
    const pdf = await makeInvoicePdf('RE-2025-0042', { contact: true });
    const { page, problems } = await review('/en/pdf-to-xrechnung', 'en-US', pdf.bytes);
    expect(await page.locator(id('seller.contact.name')).inputValue()).toBe('Erika Muster');
    expect(await page.locator(id('delivery.actualDeliveryDate')).inputValue()).toBe('2025-01-10');
    // the same page without the account holder line raises no notice at all
    expect(await page.getByTestId('extract-notices').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(en.notices.codes.EXTRACT_PARTIES_DOUBTFUL);
    expect(problems).toEqual([]);
  });
});
