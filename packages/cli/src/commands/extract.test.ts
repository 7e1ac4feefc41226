import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../pdf/src/read/test-pdfs.ts';
import { main } from '../main.ts';
import { DEFAULT_PDF_TIMEOUT_MS, pdfTimeoutMs } from '../pdf-read.ts';
import { extract } from './extract.ts';

function io() {
  const o = { out: '', err: '' };
  const out = (s: string) => {
    o.out += s;
  };
  const err = (s: string) => {
    o.err += s;
  };
  return { o, io: { out, err } };
}

describe('einvoice extract', () => {
  it('prints JSON with source "extracted" for a text PDF, exit 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ic-extract-'));
    const file = join(dir, 'a.pdf');
    await writeFile(
      file,
      await makePdf([
        {
          texts: [
            { x: 40, top: 60, text: 'Invoice No.:' },
            { x: 200, top: 60, text: 'INV-42' },
            { x: 40, top: 72, text: 'Invoice date:' },
            { x: 200, top: 72, text: '2024-03-01' },
          ],
        },
      ]),
    );
    const { o, io: i } = io();
    expect(await extract([file, '--json'], i)).toBe(0);
    const j = JSON.parse(o.out) as {
      source: string;
      invoice: { number: string; issueDate: string };
      fields: object;
    };
    expect(j.source).toBe('extracted');
    expect(j.invoice.number).toBe('INV-42');
    expect(j.invoice.issueDate).toBe('2024-03-01');
    const h = io();
    expect(await extract([file], h.io)).toBe(0);
    expect(h.o.out).toMatch(/Invoice number\s+INV-42/);
  });

  it('--json carries the notices (code, params) beside the English warnings; the summary prints them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ic-extract-'));
    const file = join(dir, 'no-number.pdf');
    await writeFile(
      file,
      await makePdf([
        {
          texts: [
            { x: 40, top: 72, text: 'Invoice date:' },
            { x: 200, top: 72, text: '2024-03-01' },
          ],
        },
      ]),
    );
    const { o, io: i } = io();
    expect(await extract([file, '--json'], i)).toBe(0);
    const j = JSON.parse(o.out) as {
      notices: Array<{ code: string; params?: Record<string, string> }>;
      warnings: string[];
    };
    expect(j.notices.map((n) => n.code)).toContain('EXTRACT_NO_NUMBER');
    expect(j.notices.map((n) => n.code)).toContain('EXTRACT_NO_LINES');
    expect(j.warnings).toHaveLength(j.notices.length);
    expect(j.warnings).toContain('no invoice number found');
    const h = io();
    expect(await extract([file], h.io)).toBe(0);
    expect(h.o.out).toContain('warning: no invoice number found\n');
    expect(h.o.out).toContain('warning: no line items found\n');
  });

  it('exits 2 with a clear message for bad inputs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ic-extract-'));
    const empty = join(dir, 'empty.pdf');
    const fake = join(dir, 'fake.pdf');
    await writeFile(empty, '');
    await writeFile(fake, 'just text');
    for (const [f, re] of [
      [empty, /Invalid file format.*empty/],
      [fake, /Invalid file format.*not a PDF/],
      [join(dir, 'missing.pdf'), /cannot read/],
    ] as const) {
      const { o, io: i } = io();
      expect(await extract([f], i)).toBe(2);
      expect(o.err).toMatch(re);
    }
  });
});

describe('PDF reading with a time limit', () => {
  it('ends with the processing-timeout error and exit 2 when reading runs over EINVOICE_PDF_TIMEOUT_MS', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ic-extract-'));
    const file = join(dir, 'a.pdf');
    await writeFile(
      file,
      await makePdf([
        {
          texts: [
            { x: 40, top: 60, text: 'Invoice No.:' },
            { x: 200, top: 60, text: 'INV-7' },
            { x: 40, top: 72, text: 'Invoice date:' },
            { x: 200, top: 72, text: '2024-03-01' },
          ],
        },
      ]),
    );
    const before = process.env.EINVOICE_PDF_TIMEOUT_MS;
    // 1 ms: the worker cannot even start pdf.js in that time
    process.env.EINVOICE_PDF_TIMEOUT_MS = '1';
    try {
      for (const run of [
        (i: ReturnType<typeof io>['io']) => extract([file, '--json'], i),
        (i: ReturnType<typeof io>['io']) => main(['convert', file, '--to', 'cii'], i),
        (i: ReturnType<typeof io>['io']) => main(['validate', file], i),
      ]) {
        const { o, io: i } = io();
        expect(await run(i)).toBe(2);
        expect(o.err).toMatch(/Processing timed out\. The file may be too complex\. \(timeout\)/);
        expect(o.out).toBe('');
      }
    } finally {
      if (before === undefined) delete process.env.EINVOICE_PDF_TIMEOUT_MS;
      else process.env.EINVOICE_PDF_TIMEOUT_MS = before;
    }
    // with the default limit the same file reads
    const { o, io: i } = io();
    const code = await extract([file, '--json'], i);
    expect(o.err).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(o.out).source).toBe('extracted');
  });

  it('takes the limit from EINVOICE_PDF_TIMEOUT_MS when it is a positive number', () => {
    expect(pdfTimeoutMs({ EINVOICE_PDF_TIMEOUT_MS: '2500' })).toBe(2500);
    expect(pdfTimeoutMs({ EINVOICE_PDF_TIMEOUT_MS: 'soon' })).toBe(DEFAULT_PDF_TIMEOUT_MS);
    expect(pdfTimeoutMs({ EINVOICE_PDF_TIMEOUT_MS: '0' })).toBe(DEFAULT_PDF_TIMEOUT_MS);
    expect(pdfTimeoutMs({})).toBe(DEFAULT_PDF_TIMEOUT_MS);
  });
});
