// Issue 20 item 1 for the PDF writers: the readable-PDF renderer and the ZUGFeRD builder never
// throw on a model the review form allows (random partial models, completed as the server does).
import { completeInvoice, type Invoice } from '@ic/einvoice';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partialInvoice } from '../../../einvoice/src/model/arbitrary.ts';
import { buildHybridPdf } from './hybrid.ts';
import { renderInvoicePdf } from './render.ts';

/** Random models for the renderer; the ZUGFeRD builder (Ghostscript per file) gets fewer. */
const RENDER_RUNS = 30;
const HYBRID_RUNS = 20;

function complete(model: unknown): Invoice {
  const inv = completeInvoice(model);
  if (!inv) throw new Error('not an object');
  return inv;
}

const isPdf = (b: Uint8Array) => new TextDecoder().decode(b.subarray(0, 5)) === '%PDF-';

describe('PDF writers on random partial models (fast-check)', () => {
  it(`renderInvoicePdf: ${RENDER_RUNS} random models in en and de — never throws, a PDF comes out`, async () => {
    await fc.assert(
      fc.asyncProperty(partialInvoice, fc.constantFrom('en' as const, 'de' as const), async (model, lang) => {
        const pdf = await renderInvoicePdf(complete(model), { lang, creationDate: new Date(0) });
        expect(isPdf(pdf)).toBe(true);
      }),
      { numRuns: RENDER_RUNS, seed: 20 },
    );
  }, 300_000);

  it(`buildHybridPdf (ZUGFeRD EN 16931, rendered visual): ${HYBRID_RUNS} random models — never throws`, async () => {
    await fc.assert(
      fc.asyncProperty(partialInvoice, async (model) => {
        const r = await buildHybridPdf({
          invoice: complete(model),
          profile: 'facturx-en16931',
          visual: 'render',
          now: new Date(0),
        });
        expect(isPdf(r.pdf)).toBe(true);
      }),
      { numRuns: HYBRID_RUNS, seed: 20 },
    );
  }, 300_000);
});
