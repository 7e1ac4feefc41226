// Ghostscript under limits (issue 17): hostile originals hit the time, output-size and memory
// limits of the child process, which ends with HybridError GHOSTSCRIPT_LIMIT (the server answers
// 503 PROCESSING_TIMEOUT), and the request's temporary folder (with the upload in it) is gone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitchenSinkInvoice } from '../../../einvoice/src/ubl/fixtures.ts';
import { makePdf, sharedContentPdf } from '../read/test-pdfs.ts';
import { tempRoot } from '../temp.ts';
import { buildHybridPdf, ghostscriptVersion, HybridError, normalizeToPdfA3 } from './hybrid.ts';

const GS = await ghostscriptVersion();

/** Request folders (r-*) of this process left in the temporary root. */
function leftFolders(): string[] {
  const root = tempRoot();
  let own: string[];
  try {
    own = readdirSync(root).filter((n) => n.startsWith(`p${process.pid}-`));
  } catch {
    return [];
  }
  return own.flatMap((o) => readdirSync(join(root, o)).filter((n) => n.startsWith('r-')));
}

async function limitError(p: Promise<unknown>): Promise<HybridError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(HybridError);
  return e as HybridError;
}

describe.skipIf(!GS)('Ghostscript limits', () => {
  it('an output bomb (100 pages sharing one text-heavy content stream) stops at the output limit', async () => {
    const text = Array.from(
      { length: 1500 },
      (_, i) => `BT /F1 6 Tf 20 ${20 + (i % 130) * 6} Td (line ${i} ${'#'.repeat(i % 40)}) Tj ET`,
    );
    const bomb = sharedContentPdf(100, text.join('\n'));
    expect(bomb.length).toBeLessThan(100_000);
    const e = await limitError(normalizeToPdfA3(bomb, { maxOutputBytes: 256 * 1024, timeoutMs: 60_000 }));
    expect(e.code).toBe('GHOSTSCRIPT_LIMIT');
    expect(e.message).toMatch(/output size/);
    expect(leftFolders()).toEqual([]);
  }, 90_000);

  it('a slow input (pages of 200,000 path segments) stops at the time limit', async () => {
    const ops = Array.from(
      { length: 200_000 },
      (_, i) => `${i % 500} ${(i * 7) % 800} m ${(i * 3) % 500} ${i % 800} l S`,
    );
    const slow = sharedContentPdf(4, ops.join('\n'));
    const t0 = performance.now();
    const e = await limitError(normalizeToPdfA3(slow, { timeoutMs: 1500 }));
    expect(e.code).toBe('GHOSTSCRIPT_LIMIT');
    expect(e.message).toMatch(/time/);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(leftFolders()).toEqual([]);
  }, 30_000);

  // (24 MB of address space: not even its shared libraries map; at 60 MB with a small -K it ends in /VMerror)
  it('a memory ceiling below what Ghostscript needs ends the run with the memory limit', async () => {
    const pdf = await makePdf([{ texts: [{ text: 'Rechnung R-1', x: 72, top: 72 }] }]);
    const e = await limitError(
      buildHybridPdf({
        invoice: kitchenSinkInvoice(),
        profile: 'facturx-en16931',
        visual: { original: pdf },
        gsLimits: { maxMemoryBytes: 24 * 1024 * 1024 },
      }),
    );
    expect(e.code).toBe('GHOSTSCRIPT_LIMIT');
    expect(e.message).toMatch(/memory/);
    expect(leftFolders()).toEqual([]);
  }, 30_000);

  it('within the default limits a normal original still converts', async () => {
    const pdf = await makePdf([{ texts: [{ text: 'Rechnung R-1', x: 72, top: 72 }] }]);
    const r = await normalizeToPdfA3(pdf);
    expect(Buffer.from(r.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(leftFolders()).toEqual([]);
  }, 30_000);
});
