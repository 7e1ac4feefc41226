import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCii } from '../cii/write.ts';
import { PROFILES, type ProfileId } from '../profiles.ts';
import { readInvoice } from '../read.ts';
import { validateModel } from '../rules/engine.ts';
import { writeUbl } from '../ubl/write.ts';
import { buildInvoiceView } from '../view/index.ts';
import { parseXml } from '../xml/parse.ts';
import { partialInvoice } from './arbitrary.ts';
import { completeInvoice } from './complete.ts';
import { emptyInvoice } from './invoice.ts';

/** Random models per writer × profile; the README's figure. */
export const RUNS = 100;

const cases = Object.values(PROFILES).flatMap((p) => p.syntaxes.map((s) => [s, p.id] as const));

function write(syntax: 'ubl' | 'cii', profile: ProfileId, model: unknown): string {
  const inv = completeInvoice(model);
  if (!inv) throw new Error('not an object');
  return syntax === 'ubl' ? writeUbl(inv, { profile }) : writeCii(inv, { profile });
}

describe('completeInvoice', () => {
  it('fills payment instructions created by the payment means alone (the issue-20 crash)', () => {
    const inv = completeInvoice({ ...emptyInvoice(), paymentInstructions: { typeCode: '58' } });
    expect(inv?.paymentInstructions?.creditTransfers).toEqual([]);
    expect(() => writeUbl(inv as never)).not.toThrow();
    expect(writeUbl(inv as never)).toContain('<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>');
  });

  it('fills every required array and group, keeps absent optional groups absent', () => {
    const inv = completeInvoice({ lines: [{ id: '1' }, 'junk'], seller: { name: 'S' } });
    expect(inv).toBeDefined();
    expect(inv?.lines).toHaveLength(1);
    expect(inv?.lines[0]?.item).toEqual({ name: '', classifications: [], attributes: [] });
    expect(inv?.lines[0]?.price).toEqual({ netPrice: '' });
    expect(inv?.seller).toEqual({ name: 'S', identifiers: [], address: {} });
    expect(inv?.buyer).toEqual({ name: '', address: {} });
    expect(inv?.notes).toEqual([]);
    expect('paymentInstructions' in (inv ?? {})).toBe(false);
    expect('delivery' in (inv ?? {})).toBe(false);
  });

  it('rejects what is not an object', () => {
    expect(completeInvoice('nope')).toBeUndefined();
    expect(completeInvoice([1])).toBeUndefined();
    expect(completeInvoice(null)).toBeUndefined();
  });

  it('keeps a complete invoice as it is', () => {
    const full = emptyInvoice();
    expect(completeInvoice(full)).toEqual(full);
  });
});

describe(`writers on ${RUNS} random partial models per syntax × profile (fast-check)`, () => {
  it.each(cases)(
    `%s / %s: ${RUNS} random models — never throws, the XML parses and reads back`,
    (syntax, profile) => {
      fc.assert(
        fc.property(partialInvoice, (model) => {
          const xml = write(syntax, profile, model);
          const parsed = parseXml(xml);
          expect(parsed.ok).toBe(true);
          expect(readInvoice(xml).ok).toBe(true);
        }),
        { numRuns: RUNS, seed: 20 },
      );
    },
  );

  it(`the view (readable PDF/HTML) and the validator: ${RUNS} random models — never throw`, () => {
    fc.assert(
      fc.property(partialInvoice, (model) => {
        const inv = completeInvoice(model);
        if (!inv) throw new Error('not an object');
        expect(buildInvoiceView(inv, { lang: 'de' }).title).toBeTypeOf('string');
        expect(Array.isArray(validateModel(inv, { scenario: 'xrechnung' }).messages)).toBe(true);
      }),
      { numRuns: RUNS, seed: 20 },
    );
  });
});
