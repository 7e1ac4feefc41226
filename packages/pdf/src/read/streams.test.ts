// Flate bombs (issue 17, item 2): inflation of any stream is bounded while it runs.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfError } from './errors.ts';
import { inspectPdf } from './inspect.ts';
import { assertStreamsBounded, inflatedSize } from './streams.ts';
import { flateBombPdf, makePdf, zlibZeros } from './test-pdfs.ts';

describe('bounded stream inflation', () => {
  it('stops inflating at the limit and reports the size of what fits', async () => {
    const bomb = await zlibZeros(20);
    expect(bomb.length).toBeLessThan(30_000);
    expect(inflatedSize(bomb, 4 * 1024 * 1024)).toBe(4 * 1024 * 1024 + 1);
    expect(inflatedSize(bomb, 64 * 1024 * 1024)).toBe(20 * 1024 * 1024);
    expect(inflatedSize(new Uint8Array(deflateSync(Buffer.from('hello'))), 100)).toBe(5);
    expect(inflatedSize(new Uint8Array([1, 2, 3]), 100)).toBe(0); // not zlib: left to the readers
    // zlib data of zlib data: the inner size counts
    expect(inflatedSize(new Uint8Array(deflateSync(bomb)), 8 * 1024 * 1024)).toBe(8 * 1024 * 1024 + 1);
  });

  it('refuses a PDF whose attachment, content stream or doubly compressed stream is a bomb', async () => {
    const limits = { maxStreamBytes: 8 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024 };
    for (const [where, twice] of [
      ['attachment', false],
      ['content', false],
      ['attachment', true],
    ] as const) {
      const pdf = await flateBombPdf(20, where, twice);
      expect(() => assertStreamsBounded(pdf, limits), `${where} ${twice}`).toThrow(PdfError);
      expect(() => assertStreamsBounded(pdf), `${where} ${twice} default limits`).not.toThrow();
    }
    // the total: many streams each below the limit
    const small = await flateBombPdf(6, 'attachment');
    expect(() => assertStreamsBounded(small, limits)).not.toThrow();
    expect(() => assertStreamsBounded(small, { ...limits, maxTotalBytes: 4 * 1024 * 1024 })).toThrow(
      PdfError,
    );
  });

  it('inspectPdf refuses a 300 MiB attachment bomb (PROCESSING_TIMEOUT) and reads ordinary PDFs', async () => {
    const pdf = await flateBombPdf(300, 'attachment');
    expect(pdf.length).toBeLessThan(1024 * 1024);
    const err = await inspectPdf(pdf).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('PROCESSING_TIMEOUT');
    const ok = await makePdf([{ texts: [{ text: 'Rechnung 1', x: 72, top: 72 }] }], {
      attachments: [{ name: 'factur-x.xml', bytes: new TextEncoder().encode('<Invoice/>') }],
    });
    const ins = await inspectPdf(ok);
    expect(ins.attachments.map((a) => a.name)).toEqual(['factur-x.xml']);
  });
});
