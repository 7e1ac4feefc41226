/**
 * Rules found with the third blind synthetic round (bench --templates blind3): credit notes
 * referring to the invoice, two-page tables, allowances and charges over two rates, Skonto terms,
 * Austrian invoices and a Swiss seller under German reverse charge.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { unitCode } from './parse/units.ts';
import { layout, type Row } from './test-layout.ts';

const HEAD: Row[] = [
  [40, 40, 'Muster Handel GmbH'],
  [110, 40, 'Muster Handel GmbH · Hauptstraße 1 · 04109 Leipzig'],
  [124, 40, 'Beispiel AG'],
  [137, 40, 'Lindenallee 6'],
  [150, 40, '50922 Köln'],
  [124, 360, 'Rechnungsnummer'],
  [124, 470, 'RE-2026-0815'],
  [136, 360, 'Datum'],
  [136, 470, '12.03.2026'],
  [200, 40, 'Rechnung'],
];
const FOOT: Row[] = [
  [785, 40, 'Muster Handel GmbH · USt-IdNr. DE123456789 · IBAN DE02 1203 0000 0000 2020 51'],
];

describe('an "Artikel" column of article numbers left of the description column', () => {
  it('reads the names under "Bezeichnung", not the article numbers', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [240, 40, 'Pos.'],
        [240, 68, 'Artikel'],
        [240, 120, 'Bezeichnung'],
        [240, 305, 'Menge'],
        [240, 338, 'Einheit'],
        [240, 395, 'Einzelpreis'],
        [240, 515, 'Betrag'],
        [254, 40, '1'],
        [254, 68, '618188'],
        [254, 120, 'Schrauben M6 x 40'],
        [254, 320, '12'],
        [254, 338, 'Stk'],
        [254, 415, '27,73'],
        [254, 510, '332,76'],
        [268, 40, '2'],
        [268, 120, 'Montagearbeiten'],
        [268, 320, '2'],
        [268, 338, 'Std.'],
        [268, 415, '50,00'],
        [268, 510, '100,00'],
        [290, 300, 'Summe netto'],
        [290, 510, '432,76'],
        [303, 300, 'USt. 19 %'],
        [303, 515, '82,22'],
        [316, 300, 'Rechnungsbetrag'],
        [316, 510, '514,98'],
        ...FOOT,
      ]),
    );
    expect(invoice.lines.map((l) => [l.item.name, l.quantity, l.price.netPrice, l.netAmount])).toEqual([
      ['Schrauben M6 x 40', '12', '27.73', '332.76'],
      ['Montagearbeiten', '2', '50.00', '100.00'],
    ]);
  });
});

describe('packaging units', () => {
  it.each([
    ['Beutel', 'XBG'],
    ['Kiste', 'XCR'],
    ['crates', 'XCR'],
    ['Dose', 'XCX'],
    ['Kanister', 'XJC'],
    ['Sack', 'XSA'],
    ['Tube', 'XTU'],
    ['Pak.', 'XPK'],
  ] as const)('%s → %s', (w, code) => {
    expect(unitCode(w)).toBe(code);
  });
});
