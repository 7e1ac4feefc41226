import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../pdf/src/read/test-pdfs.ts';
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
