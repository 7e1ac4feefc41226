/** BR-47, BR-48, BR-CO-17 on the document: only the tax category of the scheme VAT counts. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
const BREAKDOWN = ['BR-47', 'BR-48', 'BR-CO-17'];

/** The n-th (0-based) UBL tax subtotal's tax scheme ID set to `scheme`. */
function ublScheme(n: number, scheme: string): string {
  let i = -1;
  const out = ubl.replace(
    /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxScheme>\s*<cbc:ID>)VAT(<\/cbc:ID>)/g,
    (m: string, a: string, b: string) => (++i === n ? `${a}${scheme}${b}` : m),
  );
  expect(out).not.toBe(ubl);
  return out;
}

/** The n-th (0-based) CII header tax's type code set to `type`. */
function ciiType(n: number, type: string): string {
  const at = cii.indexOf('<ram:ApplicableHeaderTradeSettlement>');
  let i = -1;
  const tail = cii
    .slice(at)
    .replace(
      /(<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>[^<]*<\/ram:CalculatedAmount>\s*<ram:TypeCode>)VAT</g,
      (m, a) => (++i === n ? `${a}${type}<` : m),
    );
  return cii.slice(0, at) + tail;
}

describe('VAT breakdown rules on the document (scheme VAT only)', () => {
  it('the valid documents pass', () => {
    for (const id of BREAKDOWN) {
      expect(errors(ubl)).not.toContain(id);
      expect(errors(cii)).not.toContain(id);
    }
  });
  it('UBL: a subtotal of another tax scheme has no VAT category code, rate or matching tax amount', () => {
    const ids = errors(ublScheme(0, 'GST'));
    expect(ids).toEqual(expect.arrayContaining(BREAKDOWN));
  });
  it('UBL: an empty or absent tax scheme ID is not VAT either', () => {
    expect(errors(ublScheme(0, ''))).toEqual(expect.arrayContaining(BREAKDOWN));
  });
  it('UBL: the scheme is compared upper-cased and space-normalized', () => {
    const ids = errors(ublScheme(0, ' vat '));
    for (const id of BREAKDOWN) expect(ids).not.toContain(id);
  });
  it('UBL: BR-CO-17 holds for a non-VAT subtotal whose tax amount rounds to 0', () => {
    const ids = errors(ublScheme(1, 'GST'));
    expect(ids).toEqual(expect.arrayContaining(['BR-47', 'BR-48']));
    expect(ids).not.toContain('BR-CO-17');
  });
  it('UBL: an empty category code exists (BR-47 holds; BR-CL-17 reports the code)', () => {
    const empty = edit(ubl, /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)S(<\/cbc:ID>)/, '$1$2');
    expect(errors(empty)).not.toContain('BR-47');
  });
  it('CII: a header tax whose type code is not VAT', () => {
    expect(errors(ciiType(0, 'GST'))).toEqual(expect.arrayContaining(BREAKDOWN));
    expect(errors(ciiType(1, 'GST'))).toEqual(expect.arrayContaining(['BR-47', 'BR-48']));
    expect(errors(ciiType(1, 'GST'))).not.toContain('BR-CO-17');
  });
  it('CII: BR-47 and BR-48 compare the type code as written, BR-CO-17 space-normalized', () => {
    const ids = errors(ciiType(0, ' VAT'));
    expect(ids).toEqual(expect.arrayContaining(['BR-47', 'BR-48']));
    expect(ids).not.toContain('BR-CO-17');
    const lower = errors(ciiType(0, 'vat'));
    for (const id of BREAKDOWN) expect(lower).not.toContain(id);
  });
  it('CII: an empty category code exists (BR-47 holds)', () => {
    const at = cii.indexOf('<ram:ApplicableHeaderTradeSettlement>');
    const empty =
      cii.slice(0, at) +
      edit(
        cii.slice(at),
        /(<ram:ApplicableTradeTax>[\s\S]*?<ram:CategoryCode>)S(<\/ram:CategoryCode>)/,
        '$1$2',
      );
    expect(errors(empty)).not.toContain('BR-47');
  });
});
