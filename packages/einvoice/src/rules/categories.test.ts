import { describe, expect, it } from 'vitest';
import { writeCii } from '../cii/write.ts';
import { validKitchenSink } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { validateXml } from '../validate.ts';
import { parseXml } from '../xml/parse.ts';
import { ciiCategoryAsWritten, ruleCategory, usedCategories } from './categories.ts';
import { validateModel } from './engine.ts';
import { baselineInvoice } from './fixtures.ts';

describe('VAT categories a document uses (rules of unused categories are not run)', () => {
  it('maps the category rule families to their codes, other rules to none', () => {
    expect(
      [
        'BR-S-08',
        'BR-Z-01',
        'BR-E-10',
        'BR-AE-02',
        'BR-IC-11',
        'BR-G-05',
        'BR-O-12',
        'BR-AF-01',
        'BR-AG-09',
        'BR-B-02',
      ].map(ruleCategory),
    ).toEqual(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M', 'B']);
    expect(
      ['BR-01', 'BR-CO-17', 'BR-DE-19', 'BR-CL-17', 'PEPPOL-EN16931-R120', 'BR-SE-01'].map(ruleCategory),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('reads the codes of the model and, generously (no blanks, upper case), of the XML', () => {
    const inv = baselineInvoice();
    expect([...usedCategories(inv)].sort()).toEqual(['S']);
    const cii = writeCii(inv).replace(
      /<ram:CategoryCode>S<\/ram:CategoryCode>/,
      '<ram:CategoryCode>\u00a0z </ram:CategoryCode>',
    );
    const parsed = parseXml(cii);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([...usedCategories(inv, { root: parsed.root, syntax: 'cii' })].sort()).toEqual(['S', 'Z']);
    const ubl = parseXml(writeUbl(validKitchenSink('380')));
    if (!ubl.ok) throw new Error(ubl.error.message);
    const fromUbl = usedCategories(validKitchenSink('380'), { root: ubl.root, syntax: 'ubl' });
    expect(fromUbl.has('S')).toBe(true);
    // other cbc:ID elements (invoice number, party ids …) are no category codes
    expect(fromUbl.has(validKitchenSink('380').number.toUpperCase())).toBe(false);
  });

  it('a category the draft does not use finds nothing; once used, its rules run', () => {
    const inv = baselineInvoice();
    const ids = () => validateModel(inv, { scenario: 'xrechnung' }).messages.map((m) => m.id);
    expect(ids().filter((id) => id.startsWith('BR-Z-'))).toEqual([]);
    // a Z line with a rate of 19 % and no Z breakdown: the Z rules report it
    const line = inv.lines[0];
    if (!line) throw new Error('no line');
    line.vatCategoryCode = 'Z';
    expect(ids()).toEqual(expect.arrayContaining(['BR-Z-01', 'BR-Z-05']));
  });

  it('CII: a padded category code is no category for the rules whose official contexts compare it as written', () => {
    const inv = baselineInvoice();
    const line = inv.lines[0];
    if (!line) throw new Error('no line');
    line.vatRate = '0'; // BR-S-05: an S line needs a rate above 0
    const cii = writeCii(inv);
    const errs = (xml: string) =>
      validateXml(xml)
        .report.messages.filter((m) => m.level === 'error')
        .map((m) => m.id);
    expect(errs(cii)).toContain('BR-S-05');
    // the same line with " S " written: the official context ([ram:CategoryCode = 'S']) skips it
    const padded = cii.replace(
      /(<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<ram:CategoryCode>)S(<)/,
      '$1 S $2',
    );
    expect(padded).not.toBe(cii);
    expect(errs(padded)).not.toContain('BR-S-05');
    const parsed = parseXml(padded);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const asWritten = ciiCategoryAsWritten(parsed.root);
    expect(asWritten?.('lines[0].vatCategoryCode')).toBe(' S ');
    expect(asWritten?.('vatBreakdown[0].categoryCode')).toBe('S');
    // nothing padded: no locator needed
    const plain = parseXml(cii);
    expect(plain.ok && ciiCategoryAsWritten(plain.root)).toBeUndefined();
  });
});
