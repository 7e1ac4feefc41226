import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { BIC_TEXT_CASES, IBAN_TEXT_CASES, VAT_SHAPE_CASES } from './id-text.cases.ts';
import { repairBicsInText, repairIban, repairIbansInText, repairOcrIds, vatIdsInShape } from './id-text.ts';

describe('IBANs in OCR text', () => {
  it('has cases from at least two layouts', () => {
    expect(new Set(IBAN_TEXT_CASES.map((c) => c.layout)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(BIC_TEXT_CASES.map((c) => c.layout)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(IBAN_TEXT_CASES)('$layout: "$read"', ({ read, text, outcome }) => {
    const r = repairIbansInText(read);
    expect(r.text).toBe(text);
    expect(r.repairs[0]?.outcome).toBe(outcome);
  });

  it('reads letters where the country has digits as those digits, when that passes mod-97', () => {
    const r = repairIban('DE8937O400440532O13000');
    expect(r).toEqual({
      kind: 'iban',
      read: 'DE8937O400440532O13000',
      value: 'DE89370400440532013000',
      outcome: 'repaired',
    });
  });

  it('reads digits where the country has letters (a UK bank code) as letters', () => {
    // "NWBK" read as "NW8K"
    expect(repairIban('GB93NW8K87260052227271')?.value).toBe('GB93NWBK87260052227271');
  });

  it('takes a reading of a position that may hold a letter or a digit only when exactly one passes', () => {
    // a French account has letters or digits in 11 places: "0" printed, read as "O"
    const printed = 'FR7630006000011234567890189';
    expect(isValidIBAN(printed)).toBe(true);
    const r = repairIban('FR763000600001123456789O189');
    expect(r?.value).toBe(printed);
    expect(r?.outcome).toBe('repaired');
  });

  it('gives up on a character no confusion explains', () => {
    expect(repairIban('DE89370400440532X13000')).toBeUndefined();
    expect(repairIban('XX89370400440532013000')).toBeUndefined();
  });

  it('repairs the segments of a page and checks the BIC against its IBAN country', () => {
    const lines = [
      { segments: [{ text: 'IBAN DE35 3985 78O1 2441 4300 64' }] },
      { segments: [{ text: 'Brühl' }, { text: 'BIC CÖOLSDE33XXX' }] },
    ];
    const ids = repairOcrIds(lines);
    expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual([
      ['IBAN DE35 3985 7801 2441 4300 64'],
      ['Brühl', 'BIC COLSDE33XXX'],
    ]);
    expect(ids.map((i) => [i.kind, i.value, i.outcome])).toEqual([
      ['iban', 'DE35398578012441430064', 'repaired'],
      ['bic', 'COLSDE33XXX', 'repaired'],
    ]);
  });
});

describe('BICs in OCR text', () => {
  it.each(BIC_TEXT_CASES)('$layout: "$read" (IBAN of $country)', ({ read, country, text }) => {
    expect(repairBicsInText(read, country).text).toBe(text);
  });
});

describe('VAT ids in OCR text', () => {
  it.each(VAT_SHAPE_CASES)('$layout: "$read" read in its country\'s format', ({ read, value }) => {
    expect(vatIdsInShape(`USt-IdNr. ${read}`).text).toBe(`USt-IdNr. ${value}`);
  });

  it('leaves words and invoice numbers alone', () => {
    for (const t of ['DESIGNATION DEPLACEMENT', 'Rechnung RE20140703', 'DESPADVOO2'])
      expect(vatIdsInShape(t).text).toBe(t);
  });
});
