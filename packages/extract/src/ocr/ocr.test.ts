// OCR with the real engine (tesseract.js, models from npm) and the real pdftoppm, on scans this
// test makes itself (scanPdf of a generated text PDF). A handful of small pages: CI time.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isPdfError, scanPdf, tempRoot } from '@ic/pdf';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdf, type Placed } from '../../../pdf/src/read/test-pdfs.ts';
import { pdfToInvoice } from '../pipeline.ts';
import { OCR_PSM } from './engine.ts';
import { joinBands, ocrPages } from './ocr.ts';
import type { OcrLine } from './words.ts';

const PAGE1: Placed[] = [
  { x: 40, top: 60, text: 'Muster GmbH · Hauptstr. 1 · 10115 Berlin', size: 8 },
  { x: 40, top: 90, text: 'Kunde AG' },
  { x: 40, top: 102, text: 'Nebenweg 2' },
  { x: 40, top: 114, text: '80331 München' },
  { x: 40, top: 160, text: 'Rechnungsnummer:' },
  { x: 200, top: 160, text: 'R-2024-17' },
  { x: 40, top: 172, text: 'Rechnungsdatum:' },
  { x: 200, top: 172, text: '15.11.2024' },
];
const PAGE2: Placed[] = [
  { x: 300, top: 80, text: 'Summe netto', size: 11 },
  { x: 480, top: 80, text: '100,00', size: 11 },
  { x: 300, top: 96, text: 'MwSt. 19 %', size: 11 },
  { x: 480, top: 96, text: '19,00', size: 11 },
  { x: 300, top: 112, text: 'Gesamtbetrag', size: 11 },
  { x: 480, top: 112, text: '119,00', size: 11 },
  { x: 40, top: 160, text: 'IBAN: DE89 3704 0044 0532 0130 00', size: 11 },
  { x: 40, top: 176, text: 'USt-IdNr.: DE136695976', size: 11 },
];

/** Request folders of this process still on disk. */
function leftovers(): string[] {
  const root = tempRoot();
  let own: string[] = [];
  try {
    own = readdirSync(root).filter((n) => n.startsWith(`p${process.pid}-`));
  } catch {
    return [];
  }
  return own.flatMap((d) => readdirSync(join(root, d)));
}

async function concat(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const src of [a, b]) {
    const d = await PDFDocument.load(src);
    for (const p of await out.copyPages(d, d.getPageIndices())) out.addPage(p);
  }
  return out.save();
}

// OCR takes seconds of CPU per page: on a loaded 2-core CI machine far longer than the default limit
describe('OCR of scanned pages', { timeout: 180_000 }, () => {
  it('reads a whole scan: values marked from OCR, skew found, check digits passed', async () => {
    const text = await makePdf([{ texts: [...PAGE1, ...PAGE2.map((t) => ({ ...t, top: t.top + 200 }))] }]);
    const scan = await scanPdf(text, { seed: 11, skewDeg: 1.2 });
    const seen: number[] = [];
    const r = await pdfToInvoice(scan.pdf, { ocr: { onProgress: (p) => seen.push(p.done) } });
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.issueDate).toBe('2024-11-15');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
    expect(r.invoice.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe('DE89370400440532013000');
    expect(r.ocr?.pages.map((p) => p.page)).toEqual([1]);
    expect(r.ocr?.pages[0]?.skewDeg).toBeCloseTo(1.2, 0);
    expect(r.ocr?.checks).toContainEqual({
      path: 'paymentInstructions.creditTransfers[0].accountId',
      outcome: 'ok',
    });
    // every value is marked: from OCR, below the review form's threshold
    expect(Object.values(r.fields).length).toBeGreaterThan(5);
    for (const f of Object.values(r.fields)) {
      expect(f.ocr).toBe(true);
      expect(f.confidence).toBeLessThanOrEqual(0.6);
    }
    // real progress: rising, ending at 1
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(leftovers()).toEqual([]);
  });

  it('reads only the scanned page of a PDF with a partial text layer', async () => {
    const scanned = await scanPdf(await makePdf([{ texts: PAGE2 }]), { seed: 5 });
    const pdf = await concat(await makePdf([{ texts: PAGE1 }]), scanned.pdf);
    const r = await pdfToInvoice(pdf);
    expect(r.ocr?.pages.map((p) => p.page)).toEqual([2]);
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
    // page 1 came from the text layer: not marked; page 2 from OCR: marked
    expect(r.fields.number?.ocr).toBeUndefined();
    expect(r.fields.number?.source?.page).toBe(1);
    expect(r.fields['totals.taxInclusive']?.ocr).toBe(true);
    expect(r.fields['totals.taxInclusive']?.source?.page).toBe(2);
  });

  it('refuses more scanned pages than the cap, with its catalogue code', async () => {
    const many = await makePdf(Array.from({ length: 11 }, () => ({ image: true })));
    const e = await pdfToInvoice(many).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(isPdfError(e)).toBe(true);
    expect((e as { code: string }).code).toBe('PDF_SCAN_TOO_MANY_PAGES');
    const two = await makePdf([{ image: true }, { image: true }]);
    await expect(ocrPages(two, [], [1, 2], { maxPages: 1 })).rejects.toMatchObject({ reason: 'scan-pages' });
  });

  it('asks `beforeOcr` with the scanned pages of a partial text layer before reading any', async () => {
    const text = await makePdf([{ texts: PAGE1 }]);
    const mixed = await concat(text, await makePdf([{ image: true }]));
    const asked: number[][] = [];
    const stop = new Error('stop here');
    const e = await pdfToInvoice(mixed, {
      ocr: {
        beforeOcr: (pages) => {
          asked.push(pages);
          throw stop;
        },
      },
    }).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBe(stop);
    expect(asked).toEqual([[2]]);
    // the cap comes first: over it, `beforeOcr` is not asked
    const many = await makePdf(Array.from({ length: 11 }, () => ({ image: true })));
    await expect(
      pdfToInvoice(many, { ocr: { beforeOcr: (pages) => void asked.push(pages) } }),
    ).rejects.toMatchObject({ reason: 'scan-pages' });
    expect(asked).toHaveLength(1);
    expect(leftovers()).toEqual([]);
  });

  it('reads a page whose lower part is empty but noisy in sparse-text mode, within the task limit', async () => {
    // the lower 80 % is paper with sensor noise, JPEG blocks and specks: in sparse-text mode the
    // engine read the part below the language band as 1,005 lines of nonsense (88 s) until the
    // page image was cleaned first (specks.ts)
    expect(OCR_PSM).toBe('11');
    const scan = await scanPdf(await makePdf([{ texts: PAGE1 }]), { seed: 23 });
    const r = await pdfToInvoice(scan.pdf, {
      // no limit of its own: only the task's (TASK_TIMEOUT + OCR_TASK_TIMEOUT for one page)
      ocr: { sparseCpuMs: Number.POSITIVE_INFINITY, deadline: Date.now() + 50_000 },
    });
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.buyer.name).toBe('Kunde AG');
    const page = r.ocr?.pages[0];
    expect(page?.fallback).toBeUndefined();
    // the page's own 18 words and hardly more
    expect(page?.words).toBeGreaterThanOrEqual(16);
    expect(page?.words).toBeLessThan(30);
  });

  it('reads a page again in single-column mode when a sparse-text read runs over its CPU limit', async () => {
    const scan = await scanPdf(await makePdf([{ texts: PAGE1 }]), { seed: 2 });
    const r = await pdfToInvoice(scan.pdf, { ocr: { sparseCpuMs: 1 } });
    expect(r.ocr?.pages[0]?.fallback).toBe(true);
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.issueDate).toBe('2024-11-15');
    expect(leftovers()).toEqual([]);
  });

  it('removes its temporary folder when it fails (out of time)', async () => {
    const scan = await scanPdf(await makePdf([{ texts: PAGE1 }]), { seed: 2 });
    await expect(pdfToInvoice(scan.pdf, { ocr: { deadline: Date.now() - 1 } })).rejects.toMatchObject({
      reason: 'timeout',
      code: 'PROCESSING_TIMEOUT',
    });
    expect(leftovers()).toEqual([]);
  });
});

describe('joinBands', () => {
  const line = (y: number, ...words: Array<[string, number, number]>): OcrLine => ({
    bbox: { x0: 0, y0: y, x1: 900, y1: y + 40 },
    words: words.map(([text, y0, y1]) => ({ text, confidence: 90, bbox: { x0: 0, y0, x1: 50, y1 } })),
  });

  it('takes each word once: above the split from the top read (unless cut off), the rest below', () => {
    // the top read ends at 1000 (cut), the rest read starts at 880; split at 958
    const top = [line(100, ['Rechnung', 100, 140]), line(930, ['Kunde', 930, 970], ['Rech', 975, 999])];
    const rest = [
      line(930, ['Kunde', 931, 971]),
      line(975, ['Rechnungsnummer', 975, 1015]),
      line(1400, ['Summe', 1400, 1440]),
    ];
    const words = joinBands(top, rest, 958, 1000).flatMap((l) => l.words.map((w) => w.text));
    expect(words).toEqual(['Rechnung', 'Kunde', 'Rechnungsnummer', 'Summe']);
  });
});
