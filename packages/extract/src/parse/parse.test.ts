import { describe, expect, it } from 'vitest';
import { findAmounts, guessDecimalMark, parseAmount } from './amount.ts';
import { findDates, parseDate } from './date.ts';
import { findBics, findIbans, findTaxNumbers, findVatIds, isValidIban, normalizeVatId } from './ids.ts';
import { countryCode, unitCode } from './units.ts';

describe('parseAmount', () => {
  it.each([
    ['1.005,55', ',', '1005.55'],
    ['1,005.55', '.', '1005.55'],
    ['1.234.567,89 €', ',', '1234567.89'],
    ['€ 12,50', ',', '12.50'],
    ['EUR 12.50', '.', '12.50'],
    ['-0,00', ',', '0.00'],
    ['5,00-', ',', '-5.00'],
    ['(12.50)', '.', '-12.50'],
    ['120 000,00', ',', '120000.00'],
    ["1'234.50", '.', '1234.50'],
    ['0.025', '.', '0.025'],
    ['0,025', ',', '0.025'],
    ['1.000', ',', '1000'],
    ['1.000', '.', '1.000'],
    ['1,000', '.', '1000'],
    ['19', ',', '19'],
    ['abc', ',', undefined],
    ['12.34.5', ',', undefined],
  ] as const)('%s (%s) → %s', (raw, mark, want) => {
    expect(parseAmount(raw, mark)).toBe(want);
  });

  it('finds amount tokens with percent and currency flags', () => {
    const t = findAmounts('Superdrachen 2  20,00 € 19 %  40,00', ',');
    expect(t.map((x) => x.value)).toEqual(['2', '20.00', '19', '40.00']);
    expect(t[1]?.currency).toBe(true);
    expect(t[2]?.percent).toBe(true);
  });

  it('reads an amount with its currency inside brackets', () => {
    expect(findAmounts('enthaltene Steuer (35,13 €)', ',').map((x) => [x.value, x.raw])).toEqual([
      ['-35.13', '(35,13 €)'],
    ]);
    expect(findAmounts('Rabatt (10,00) 5,00 €)', ',').map((x) => x.value)).toEqual(['-10.00', '5.00']);
  });

  it('does not read dates or ids as amounts', () => {
    expect(findAmounts('am 15.11.2024 Nr. RE-2024/17', ',').map((x) => x.value)).toEqual([]);
  });

  it('guesses the decimal mark', () => {
    expect(guessDecimalMark('Summe 1.234,56 MwSt 19,00')).toBe(',');
    expect(guessDecimalMark('Total 1,234.56 VAT 19.00')).toBe('.');
    // dates and office hours are no amounts
    const de =
      'Mo.-Fr. 08.30 - 12.30 Uhr\nMo-Fr 8.00-20.00 Uhr, Sa 8.00-14.00 Uhr\nvom 21.05.2014 bis 21.05.2015\nfällig 21.05.2014\nBeitrag 1.000,00 €\nSteuer 163,40 €';
    expect(guessDecimalMark(de)).toBe(',');
  });
});

describe('dates', () => {
  it.each([
    ['15.11.2024', '2024-11-15'],
    ['15.11.24', '2024-11-15'],
    ['2024-11-15', '2024-11-15'],
    ['15/11/2024', '2024-11-15'],
    ['11/15/2024', '2024-11-15'],
    ['15. November 2024', '2024-11-15'],
    ['11. Juli 2014', '2014-07-11'],
    ['15 novembre 2024', '2024-11-15'],
    ['1er mars 2024', '2024-03-01'],
    ['Nov 15, 2024', '2024-11-15'],
    ['November 15th, 2024', '2024-11-15'],
    // a text layer that split the glyph runs before the comma (a cloud provider's statement, a receipt)
    ['August 3 , 2014', '2014-08-03'],
    ['Invoice Date: Dec 1 , 2025', '2025-12-01'],
    ['15 Nov 2024', '2024-11-15'],
    ['15-11-2024', '2024-11-15'],
    ['3 maart 2024', '2024-03-01'.replace('01', '03')],
    ['04-Apr-2024', '2024-04-04'],
    ['4-mars-2024', '2024-03-04'],
  ])('%s → %s', (raw, want) => {
    expect(parseDate(raw)).toBe(want);
  });
  it('rejects impossible dates and finds several', () => {
    expect(parseDate('31.02.2024')).toBeUndefined();
    expect(findDates('vom 01.06.2024 bis 31.10.2024').map((d) => d.iso)).toEqual([
      '2024-06-01',
      '2024-10-31',
    ]);
  });
  it('uses month-first only when asked for ambiguous dates', () => {
    expect(parseDate('03/04/2024')).toBe('2024-04-03');
    expect(parseDate('03/04/2024', { monthFirst: true })).toBe('2024-03-04');
  });
});

describe('identifiers', () => {
  it('checks VAT id formats per country', () => {
    expect(normalizeVatId('DE 123 456 789')).toBe('DE123456789');
    expect(normalizeVatId('DE12345678')).toBeUndefined();
    expect(normalizeVatId('ATU12345678')).toBe('ATU12345678');
    expect(normalizeVatId('NL123456789B01')).toBe('NL123456789B01');
    expect(findVatIds('N° TVA intra : FR 11 123 456 782 - SIRET').map((m) => m.value)).toEqual([
      'FR11123456782',
    ]);
    expect(findVatIds('USt-IdNr DE136695976 IBAN').map((m) => m.value)).toEqual(['DE136695976']);
  });
  it('validates IBAN check digits', () => {
    expect(isValidIban('DE91 1000 0000 0123 4567 89')).toBe(true);
    expect(isValidIban('DE92 1000 0000 0123 4567 89')).toBe(false);
    expect(
      findIbans('IBAN : FR76 3000 6000 0112 3456 7890 189 - BIC : AGRIFRPP').map((m) => m.value),
    ).toEqual(['FR7630006000011234567890189']);
  });
  it('finds BICs after a label only', () => {
    expect(findBics('BIC COBADEFFXXX Commerzbank').map((m) => m.value)).toEqual(['COBADEFFXXX']);
    expect(findBics('COMMERZBANK AG')).toEqual([]);
    expect(findBics('BIC (SWIFT): BYLADEM1001').map((m) => m.value)).toEqual(['BYLADEM1001']);
    // a short word of any language after the mark ("code", "kode", "kód")
    expect(findBics('SWIFT code: DEUTDEFF').map((m) => m.value)).toEqual(['DEUTDEFF']);
    expect(findBics('SWIFT-kode: SBZAZAJJ').map((m) => m.value)).toEqual(['SBZAZAJJ']);
    expect(findBics('SWIFT kód: GIBASKBX').map((m) => m.value)).toEqual(['GIBASKBX']);
  });
  it('finds IBANs printed with a space after the country code', () => {
    expect(findIbans('BIC: KREDBEBB - IBAN: BE 41 7360 0661 9710').map((m) => m.value)).toEqual([
      'BE41736006619710',
    ]);
  });
  it('finds German tax numbers', () => {
    expect(findTaxNumbers('Steuernummer: 201/113/40209').map((m) => m.value)).toEqual(['201/113/40209']);
    expect(findTaxNumbers('St.-Nr. 12/345/6789/0').map((m) => m.value)).toEqual(['12/345/6789/0']);
    expect(findTaxNumbers('11 00 0 002 00002').map((m) => m.value)).toEqual(['1100000200002']);
    expect(findTaxNumbers('12 34 56')).toEqual([]);
  });
});

describe('units and countries', () => {
  it.each([
    ['Stk', 'H87'],
    ['Stk.', 'C62'],
    ['Stück', 'H87'],
    ['Std.', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['m²', 'MTK'],
    ['pauschal', 'LS'],
    ['Liter(s)', 'LTR'],
    ['Unit(s)', 'C62'],
  ])('%s → %s', (w, c) => {
    expect(unitCode(w)).toBe(c);
  });
  it('maps country names', () => {
    expect(countryCode('Deutschland / Germany')).toBe('DE');
    expect(countryCode('France')).toBe('FR');
    expect(countryCode('Nowhere')).toBeUndefined();
    // Dutch country names
    expect(countryCode('Ierland')).toBe('IE');
    expect(countryCode('Verenigd Koninkrijk')).toBe('GB');
    expect(countryCode('Tsjechië')).toBe('CZ');
    expect(countryCode('Ile de la Réunion')).toBe('RE');
    expect(countryCode('Martinique')).toBe('MQ');
  });
});

describe('VAT ids next to other numbers', () => {
  it('finds no VAT id inside an IBAN, with or without spaces', () => {
    expect(findVatIds('IBAN: DE75512108001245126199')).toEqual([]);
    expect(findVatIds('IBAN DE08 7009 0100 1234 5678 90')).toEqual([]);
  });

  it('takes an off-format id as printed after a VAT label only', () => {
    expect(findVatIds('DE1234567890')).toEqual([]);
    expect(findVatIds('USt-IdNr.: DE1234567890', { lenient: true }).map((m) => m.value)).toEqual([
      'DE1234567890',
    ]);
    expect(findVatIds('ATU123456789', { lenient: true }).map((m) => m.value)).toEqual(['ATU123456789']);
    // a valid id stays valid
    expect(findVatIds('VAT DE123456789', { lenient: true }).map((m) => m.value)).toEqual(['DE123456789']);
  });
});

describe('IBAN after a label', () => {
  it('takes a printed account that fails mod-97 only in lenient mode, without a trailing word', () => {
    expect(findIbans('DE12 1234 5678 9012 3456 78')).toEqual([]);
    expect(findIbans(': DE12 1234 5678 9012 3456 78 BIC', { lenient: true }).map((m) => m.value)).toEqual([
      'DE12123456789012345678',
    ]);
    expect(findIbans('Kontoname', { lenient: true })).toEqual([]);
  });
});
