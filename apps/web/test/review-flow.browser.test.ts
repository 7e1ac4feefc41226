// Issue 20 items 4, 6 and 8 in Chromium against the real server and the built app:
// - item 4: a batch of three PDFs shows one status per file (needs review → ready → downloaded,
//   error with its message) and "ZIP (n)" holds exactly the ready files;
// - item 6: a value corrected in the form (the IBAN) is announced before a download with the
//   original PDF as the ZUGFeRD visual; one click switches to the rendered visual, which shows the
//   corrected value and business terms (technical identifiers only when ticked);
// - item 8: the sticky findings summary jumps to each field and opens its section; Alt+N and the
//   "next finding" button go on to the next one; collapsed sections are buttons with aria-expanded.
// Build first: `npm run build -w apps/web`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, errorMessage } from '@ic/einvoice';
import { readHybridPdf } from '@ic/pdf';
import { unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../src/features/converter/messages.de.json' with { type: 'json' };
import en from '../src/features/converter/messages.en.json' with { type: 'json' };
import { makeInvoicePdf } from './converter-pdfs.ts';
import { fillMissing, id } from './review-form.ts';
import { subscriberPages } from './subscriber-pages.ts';

// batches and paid downloads: a subscriber
const open = subscriberPages();

async function upload(page: Page, files: Array<{ name: string; bytes: Uint8Array }>) {
  await page.setInputFiles(
    '#converter-upload-input',
    files.map((f) => ({ name: f.name, mimeType: 'application/pdf', buffer: Buffer.from(f.bytes) })),
  );
}

async function expectValid(page: Page) {
  await expect
    .poll(() => page.getByTestId('validation-summary').innerText(), { timeout: 15_000 })
    .toContain(en.review.valid.split('{{')[0] as string);
}

async function takeDownload(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])) as [
    Download,
    unknown,
  ];
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-flow-'));
  try {
    writeFileSync(join(dir, 'x.pdf'), bytes);
    return spawnSync('pdftotext', ['-layout', join(dir, 'x.pdf'), '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const statuses = (page: Page) =>
  page
    .getByTestId('batch-list')
    .locator('li')
    .evaluateAll((lis) =>
      Object.fromEntries(
        lis.map((li) => [li.getAttribute('data-name'), li.getAttribute('data-status')] as const),
      ),
    );

describe('issue 20 item 4: batch states and the ZIP of the ready files', () => {
  it('3 PDFs: one status each, ready only after the review, ZIP (n) = exactly the ready files', async () => {
    const { page, problems } = await open('/en/pdf-to-xrechnung');
    const a = await makeInvoicePdf('RE-A-1');
    const b = await makeInvoicePdf('RE-B-2');
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n%%EOF\n');
    await upload(page, [
      { name: 'alpha.pdf', bytes: a.bytes },
      { name: 'broken.pdf', bytes: broken },
      { name: 'beta.pdf', bytes: b.bytes },
    ]);
    await expect
      .poll(() => statuses(page), { timeout: 30_000 })
      .toEqual({ 'alpha.pdf': 'review', 'broken.pdf': 'error', 'beta.pdf': 'review' });
    const list = page.getByTestId('batch-list');
    // one status per file, never two
    for (const li of await list.locator('li').all())
      expect(await li.getByTestId('file-status').count()).toBe(1);
    expect(await list.getByTestId('file-status').allInnerTexts()).toEqual([
      en.status.review,
      en.status.error,
      en.status.review,
    ]);
    // the failed file says why, in the page's language
    const brokenItem = list.locator('[data-name="broken.pdf"]');
    const why = await brokenItem.locator('.cv-batch-error').innerText();
    expect(ERROR_CODES.map((c) => errorMessage(c, 'en'))).toContain(why);

    // review alpha only: it becomes ready, beta still needs its review
    await page.getByRole('button', { name: 'Review 2 invoices' }).click();
    await page.getByTestId('validation-summary').waitFor();
    expect(await page.locator(id('number')).inputValue()).toBe('RE-A-1');
    await fillMissing(page);
    await expectValid(page);
    await page.getByRole('button', { name: en.review.back, exact: true }).click();
    await expect
      .poll(() => statuses(page))
      .toEqual({ 'alpha.pdf': 'ready', 'broken.pdf': 'error', 'beta.pdf': 'review' });
    expect(await list.locator('[data-name="beta.pdf"] .cv-batch-detail').innerText()).toMatch(/\d+ errors?/);

    // the download step: only the ready file can be ticked, the ZIP says (1) although every box was
    // "selected", and holds exactly alpha
    await page.getByRole('button', { name: 'Review 2 invoices' }).click();
    await page.getByRole('button', { name: en.review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    await page.getByRole('button', { name: en.batch.selectAll, exact: true }).click();
    const dl = page.getByTestId('batch-list');
    expect(await dl.locator('[data-name="alpha.pdf"] input[type=checkbox]').isChecked()).toBe(true);
    expect(await dl.locator('[data-name="beta.pdf"] input[type=checkbox]').isDisabled()).toBe(true);
    expect(await dl.locator('[data-name="beta.pdf"] input[type=checkbox]').isChecked()).toBe(false);
    expect(await page.getByText(en.download.notReady, { exact: true }).count()).toBe(0);
    const zipButton = page.getByRole('button', { name: en.batch.zipReady.replace('{{count}}', '1') });
    const zip = await takeDownload(page, () => zipButton.click());
    expect(zip.name).toBe('invoices.zip');
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toEqual(['alpha.xml']);
    await expect
      .poll(() => statuses(page))
      .toEqual({ 'alpha.pdf': 'downloaded', 'broken.pdf': 'error', 'beta.pdf': 'review' });
    await expect
      .poll(() =>
        page.getByRole('button', { name: en.batch.zipReady.replace('{{count}}', '0') }).isDisabled(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('issue 20 item 6: the ZUGFeRD visual after corrections', () => {
  it('a corrected IBAN is announced for "My original PDF"; one click to the rendered visual, which shows it without technical identifiers', async () => {
    const { page, problems } = await open('/en/pdf-to-zugferd');
    await upload(page, [{ name: 'rechnung.pdf', bytes: (await makeInvoicePdf('RE-2025-0066')).bytes }]);
    await page.getByTestId('validation-summary').waitFor({ timeout: 30_000 });
    await fillMissing(page);
    const iban = page.locator(id('paymentInstructions.creditTransfers[0].accountId'));
    expect(await iban.inputValue()).toBe('DE02120300000000202051');
    await iban.fill('DE89370400440532013000');
    await expectValid(page);
    await page.getByRole('button', { name: en.review.continue }).click();
    await page.getByTestId('download-step').waitFor();
    // the rendered visual is the default: no warning
    expect(await page.getByTestId('corrected-warning').count()).toBe(0);
    await page.getByLabel(en.download.visualOriginal).check();
    const warning = page.getByTestId('corrected-warning');
    await expect
      .poll(() => warning.innerText())
      .toContain(
        en.download.corrected_one
          .replace('{{count}}', '1')
          .replace('{{files}}', 'rechnung.pdf')
          .split('.')[0] as string,
      );
    await warning.getByRole('button', { name: en.download.useRendered }).click();
    expect(await page.getByLabel(en.download.visualRender).isChecked()).toBe(true);
    expect(await page.getByTestId('corrected-warning').count()).toBe(0);

    const plain = await takeDownload(page, () =>
      page.getByRole('button', { name: en.download.downloadPdf }).click(),
    );
    const hybrid = await readHybridPdf(new Uint8Array(plain.bytes));
    expect(new TextDecoder().decode(hybrid?.xml)).toContain('DE89370400440532013000');
    const text = pdfText(new Uint8Array(plain.bytes));
    // the visible page shows the corrected IBAN, business terms only
    expect(text.replace(/\s+/g, '')).toContain('DE89370400440532013000');
    expect(text).not.toContain('urn:cen.eu:en16931');
    expect(text).not.toMatch(/\b(EM|0088|0204)\b/);
    expect(text).not.toMatch(/\b380 – /);

    // technical identifiers on request
    await page.getByLabel(en.download.technical).check();
    const technical = await takeDownload(page, () =>
      page.getByRole('button', { name: en.download.again }).click(),
    );
    const tech = pdfText(new Uint8Array(technical.bytes)).replace(/\s+/g, '');
    expect(tech).toContain('urn:cen.eu:en16931');
    expect(problems).toEqual([]);
  }, 180_000);

  it('German: the warning and the switch are translated', async () => {
    expect(de.download.corrected_one).toContain('Original-PDF');
    expect(de.download.useRendered).not.toBe(en.download.useRendered);
    expect(de.download.technical).not.toBe(en.download.technical);
  });
});

describe('issue 20 item 8: findings summary, sections, keyboard', () => {
  it('the summary stays in view, jumps to each field (opening its section), Enter and Alt+N go on', async () => {
    const { page, problems } = await open('/en/pdf-to-xrechnung');
    await upload(page, [{ name: 'rechnung.pdf', bytes: (await makeInvoicePdf('RE-2025-0088')).bytes }]);
    const summary = page.getByTestId('validation-summary');
    await summary.waitFor({ timeout: 30_000 });
    await expect.poll(() => summary.locator('.cv-jump').count()).toBeGreaterThan(2);
    // sections are headed buttons with aria-expanded; those holding a finding show their count
    const toggles = page.locator('.cv-section-title > button.cv-section-toggle');
    expect(await toggles.count()).toBeGreaterThanOrEqual(8);
    expect(await page.getByTestId('section-count').count()).toBeGreaterThan(0);
    for (const t of await toggles.all()) {
      const expanded = await t.getAttribute('aria-expanded');
      expect(['true', 'false']).toContain(expanded);
      const body = page.locator(`#${await t.getAttribute('aria-controls')}`);
      expect(await body.isVisible()).toBe(expanded === 'true');
    }
    // a section holding a finding was opened by itself
    const withCount = page.locator('.cv-section:has([data-testid="section-count"])').first();
    expect(await withCount.locator('.cv-section-toggle').getAttribute('aria-expanded')).toBe('true');

    // close everything, then jump: the field's section opens, the field has the focus
    await page.getByRole('button', { name: en.review.collapseAll }).click();
    await expect.poll(() => page.locator('.cv-section-toggle[aria-expanded="true"]').count()).toBe(0);
    const first = summary.locator('.cv-jump').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const sec = el?.closest('[data-section]');
        return {
          id: el?.id ?? '',
          visible: !!el && el.offsetParent !== null,
          open: sec?.querySelector('.cv-section-toggle')?.getAttribute('aria-expanded') ?? '',
        };
      });
    await expect
      .poll(focused)
      .toMatchObject({ visible: true, open: 'true', id: expect.stringMatching(/^f-/) });
    const firstId = (await focused()).id;

    // the summary stays in view at the bottom of the form
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await summary.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 999).toBeLessThan(200);

    // Alt+N: the next finding (another field), its section opened
    await page.keyboard.press('Alt+n');
    await expect.poll(async () => (await focused()).id).not.toBe(firstId);
    expect(await focused()).toMatchObject({ visible: true, open: 'true' });
    const secondId = (await focused()).id;
    // the button does the same
    await page.getByTestId('next-finding').click();
    await expect.poll(async () => (await focused()).id).not.toBe(secondId);
    expect((await focused()).visible).toBe(true);
    expect(await page.getByTestId('next-finding').getAttribute('aria-keyshortcuts')).toBe('Alt+N');

    // a closed section opens with Enter on its heading button (keyboard)
    const lines = page.locator('#section-lines .cv-section-toggle');
    if ((await lines.getAttribute('aria-expanded')) === 'true') await lines.click();
    await lines.focus();
    await page.keyboard.press('Enter');
    expect(await lines.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#section-body-lines').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  }, 180_000);
});
