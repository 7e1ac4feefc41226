/** UBL VAT category rules on the document: every cac:ClassifiedTaxCategory counts, sub-lines too. */
import { describe, expect, it } from 'vitest';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const errors = (xml: string) =>
  validateXml(xml)
    .report.messages.filter((m) => m.level === 'error')
    .map((m) => m.id);
const edit = (xml: string, from: RegExp | string, to: string) => {
  const out = xml.replace(from, to);
  expect(out).not.toBe(xml);
  return out;
};

/** Every line and document allowance/charge category set to `code` (the breakdown is kept). */
function usesOnly(code: string): string {
  const lines = edit(ubl, /(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)[A-Z]+(<)/g, `$1${code}$2`);
  return edit(
    lines,
    /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>[^<]*<\/cbc:ChargeIndicator>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)[A-Z]+(<)/g,
    `$1${code}$2`,
  );
}

/** A sub-line (Extension) with the category `code` in the first invoice line. */
function withSubLine(xml: string, code: string): string {
  return edit(
    xml,
    /<\/cac:InvoiceLine>/,
    `<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID><cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">0.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Teil</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>${code}</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">0.00</cbc:PriceAmount></cac:Price></cac:SubInvoiceLine></cac:InvoiceLine>`,
  );
}

describe('UBL VAT category rules on every cac:ClassifiedTaxCategory', () => {
  it('BR-S-01: a sub-line of category S is a use of S', () => {
    const noS = usesOnly('E');
    expect(errors(noS)).toContain('BR-S-01'); // an S breakdown without any use
    expect(errors(withSubLine(noS, 'S'))).not.toContain('BR-S-01');
  });
  it('BR-O-12: with an O breakdown, a sub-line of another category fires', () => {
    const o = edit(usesOnly('O'), /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)E(<)/, '$1O$2');
    expect(errors(o)).not.toContain('BR-O-12');
    expect(errors(withSubLine(o, 'S'))).toContain('BR-O-12');
  });
  it('BR-B-02: split payment with a sub-line of category S', () => {
    const b = usesOnly('B');
    expect(errors(b)).not.toContain('BR-B-02');
    expect(errors(withSubLine(b, 'S'))).toContain('BR-B-02');
  });
});
