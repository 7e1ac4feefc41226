import { afterAll, describe, expect, it } from 'vitest';
import { isPdfError, type PdfError } from './errors.ts';
import { closeSharedPdfPool, PdfWorkerPool, parsePdfInWorker } from './pool.ts';
import { makeLongPdf, makePdf } from './test-pdfs.ts';
import { extractLayout } from './text.ts';

const CII = new TextEncoder().encode(
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
);
const texts = [
  { text: 'Muster GmbH', x: 50, top: 100 },
  { text: 'Rechnungsnr.: 2025-001', x: 350, top: 100 },
];

async function rejection(p: Promise<unknown>): Promise<PdfError> {
  try {
    await p;
  } catch (e) {
    if (isPdfError(e)) return e;
    throw e;
  }
  throw new Error('expected a PdfError, got a result');
}

afterAll(async () => {
  await closeSharedPdfPool();
});

describe('PDF worker pool', () => {
  it('gives the same layout as in-process parsing, and inspections with attachment bytes', async () => {
    const bytes = await makePdf([{ texts }], { attachments: [{ name: 'factur-x.xml', bytes: CII }] });
    const [inWorker, local] = await Promise.all([parsePdfInWorker(bytes, 'layout'), extractLayout(bytes)]);
    expect(inWorker).toEqual(local);
    expect(inWorker.pages[0]?.lines[0]?.segments.map((s) => s.text)).toEqual([
      'Muster GmbH',
      'Rechnungsnr.: 2025-001',
    ]);
    const inspection = await parsePdfInWorker(bytes, 'inspect');
    expect(inspection.attachments[0]?.name).toBe('factur-x.xml');
    expect(inspection.attachments[0]?.bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(inspection.attachments[0]?.bytes)).toContain('CrossIndustryInvoice');
    const analysis = await parsePdfInWorker(bytes, 'analyze');
    expect(analysis.embedded?.name).toBe('factur-x.xml');
    expect(analysis.layout?.text).toMatch(/Muster GmbH {2,}Rechnungsnr/);
    // the caller's bytes are not detached by the transfer to the worker
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('accepts Node Buffers (also views of a shared slab) without touching them', async () => {
    const bytes = await makePdf([{ texts }]);
    const slab = Buffer.alloc(bytes.length + 64);
    slab.set(bytes, 32);
    const view = slab.subarray(32, 32 + bytes.length);
    const [a, b] = await Promise.all([parsePdfInWorker(view, 'layout'), extractLayout(view)]);
    expect(a.pages[0]?.lines[0]?.text).toBe('Muster GmbH   Rechnungsnr.: 2025-001');
    expect(b.pages[0]?.lines[0]?.text).toBe('Muster GmbH   Rechnungsnr.: 2025-001');
    expect(slab.buffer.byteLength).toBeGreaterThan(0);
    expect(Buffer.compare(view, Buffer.from(bytes))).toBe(0);
  });

  it('passes errors through with their codes', async () => {
    const e = await rejection(parsePdfInWorker(new TextEncoder().encode('hello'), 'layout'));
    expect([e.code, e.reason]).toEqual(['INVALID_FILE_FORMAT', 'not-pdf']);
    const e2 = await rejection(parsePdfInWorker(new Uint8Array(0), 'inspect'));
    expect(e2.reason).toBe('empty');
  });

  it('kills a job that runs over its time limit with PROCESSING_TIMEOUT and keeps working', async () => {
    const pool = new PdfWorkerPool({ size: 1, timeoutMs: 20_000 });
    try {
      const big = await makeLongPdf(500, 20);
      const t0 = performance.now();
      const e = await rejection(pool.run('layout', big, {}, { timeoutMs: 300 }));
      expect(performance.now() - t0).toBeLessThan(5_000);
      expect(e.code).toBe('PROCESSING_TIMEOUT');
      expect(e.reason).toBe('timeout');
      // a fresh worker takes the next job
      const small = await makePdf([{ texts }]);
      const layout = await pool.run('layout', small);
      expect(layout.pages).toHaveLength(1);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('reports a worker that runs out of memory as PROCESSING_TIMEOUT (reason memory)', async () => {
    const pool = new PdfWorkerPool({ size: 1, maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 });
    try {
      const big = await makeLongPdf(500, 40);
      const e = await rejection(pool.run('layout', big));
      expect(e.code).toBe('PROCESSING_TIMEOUT');
      expect(e.reason).toBe('memory');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('queues jobs beyond the pool size and runs them all', async () => {
    const pool = new PdfWorkerPool({ size: 2 });
    try {
      const docs = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => makePdf([{ texts: [{ text: `Dokument ${n}`, x: 50, top: 100 }] }])),
      );
      const results = await Promise.all(docs.map((d) => pool.run('layout', d)));
      expect(results.map((r) => r.pages[0]?.lines[0]?.text)).toEqual(
        [1, 2, 3, 4, 5].map((n) => `Dokument ${n}`),
      );
    } finally {
      await pool.close();
    }
  });
});
