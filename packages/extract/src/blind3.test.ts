/**
 * Rules found with the third blind synthetic round (bench --templates blind3): credit notes
 * referring to the invoice, two-page tables, allowances and charges over two rates, Skonto terms,
 * Austrian invoices and a Swiss seller under German reverse charge.
 */
import { describe, expect, it } from 'vitest';
import { breakdownFromRateTaxes, extractInvoice } from './extract.ts';
import { labelRe } from './labels.ts';
import { buildDoc } from './layout.ts';
import { unitCode } from './parse/units.ts';
import { findHeaders } from './table.ts';
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
// the IBAN's digit groups ("0000 0000 2020") once read as a 0 % VAT row of 2020.00
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

describe('"Pos. Item" printed as one head over the positions and article numbers', () => {
  it('reads the names under "Description"', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [240, 40, 'Pos. Item'],
        [240, 120, 'Description'],
        [240, 305, 'Qty'],
        [240, 338, 'Unit'],
        [240, 395, 'Unit price'],
        [240, 515, 'Amount'],
        [254, 40, '1.'],
        [254, 68, '674919'],
        [254, 120, 'Extension cable 5 m'],
        [254, 315, '29'],
        [254, 338, 'pcs'],
        [254, 410, '155.12'],
        [254, 505, '4,498.48'],
        [290, 300, 'Net total'],
        [290, 505, '4,498.48'],
        [303, 300, 'VAT 19%'],
        [303, 515, '854.71'],
        [316, 300, 'Total'],
        [316, 505, '5,353.19'],
        ...FOOT,
      ]),
    );
    expect(invoice.lines.map((l) => [l.item.name, l.quantity, l.price.netPrice])).toEqual([
      ['Extension cable 5 m', '29', '155.12'],
    ]);
  });
});

describe('"MwSt. Gesamtpreis" run into one header segment', () => {
  it('is a rate column and a line amount column', () => {
    const [h] = findHeaders(
      layout([
        [240, 40, 'Pos.'],
        [240, 120, 'Artikelbezeichnung'],
        [240, 298, 'Menge'],
        [240, 405, 'E-Preis'],
        [240, 451, 'MwSt. Gesamtpreis'],
      ]),
    );
    expect(h?.columns.map((c) => c.kind)).toEqual(['pos', 'desc', 'qty', 'price', 'vat', 'amount']);
  });

  it('"MwSt. Betrag" stays one head', () => {
    const [h] = findHeaders(
      layout([
        [240, 40, 'Pos.'],
        [240, 120, 'Bezeichnung'],
        [240, 298, 'Menge'],
        [240, 405, 'Preis'],
        [240, 451, 'MwSt. Betrag'],
        [240, 520, 'Gesamt'],
      ]),
    );
    expect(h?.columns.filter((c) => c.kind === 'vat').length).toBeLessThanOrEqual(1);
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

describe('labels of the blind3 totals', () => {
  it.each([
    ['abzgl. 3 % Rabatt -192,69 €', 'allowanceTotal'],
    ['./. 5 % Rabatt -12,00', 'allowanceTotal'],
    ['Rabatt 3 % -192,69', 'allowanceTotal'],
    ['Rabatt (3 %) -192,69', 'allowanceTotal'],
    ['3 % Rabatt -192,69', 'allowanceTotal'],
    ['Nachlass 5 % -12,00', 'allowanceTotal'],
    ['Discount 3% -595.56', 'allowanceTotal'],
    ['Less 2% discount -10.00', 'allowanceTotal'],
    ['zzgl. Fracht 12,00', 'chargeTotal'],
    ['Verpackung 4,90', 'chargeTotal'],
    ['Shipping & handling 9.50', 'chargeTotal'],
    ['Goods total € 10,606.32', 'lineNetTotal'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });
});

describe('a discount over goods of two rates', () => {
  it('takes the discount off each rate in proportion, the freight on one rate', () => {
    // 7 %: 1000.00, 19 %: 500.00; 3 % discount = 30.00 + 15.00; freight 10.00 at 19 %
    const rows = breakdownFromRateTaxes(
      [
        { net: '1000.00', rate: '7' },
        { net: '500.00', rate: '19' },
      ],
      [
        { rate: '19', tax: '94.05' },
        { rate: '7', tax: '67.90' },
      ],
      '1465.00',
      '161.95',
      '45.00',
    );
    expect(rows).toEqual([
      { rate: '19', taxableAmount: '495.00', taxAmount: '94.05' },
      { rate: '7', taxableAmount: '970.00', taxAmount: '67.90' },
    ]);
  });

  it('splits the printed discount even where the whole difference on one rate would fit too', () => {
    // 2 % of 2096.78 = 41.94 and of 3747.90 = 74.96; freight and packing 41.95 at 19 %
    const rows = breakdownFromRateTaxes(
      [
        { net: '2096.78', rate: '19' },
        { net: '3747.90', rate: '7' },
      ],
      [
        { rate: '19', tax: '398.39' },
        { rate: '7', tax: '257.11' },
      ],
      '5769.73',
      '655.50',
      '116.90',
    );
    expect(rows?.map((r) => r.taxableAmount)).toEqual(['2096.79', '3672.94']);
  });

  it('reads the discount row under the subtotal of a totals block', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [240, 40, 'Pos.'],
        [240, 68, 'Bezeichnung'],
        [240, 305, 'Menge'],
        [240, 395, 'Einzelpreis'],
        [240, 455, 'MwSt.'],
        [240, 515, 'Betrag'],
        [254, 40, '1'],
        [254, 68, 'Kaffee Bohnen 1 kg'],
        [254, 320, '10'],
        [254, 400, '100,00'],
        [254, 460, '7 %'],
        [254, 505, '1.000,00'],
        [268, 40, '2'],
        [268, 68, 'Kopierpapier A4'],
        [268, 320, '5'],
        [268, 400, '100,00'],
        [268, 460, '19 %'],
        [268, 510, '500,00'],
        [290, 300, 'Warenwert netto'],
        [290, 505, '1.500,00'],
        [303, 300, 'abzgl. 3 % Rabatt'],
        [303, 510, '-45,00'],
        [316, 300, 'zzgl. Versandkosten'],
        [316, 515, '10,00'],
        [329, 300, 'Nettobetrag'],
        [329, 505, '1.465,00'],
        [342, 300, 'USt. 19 %'],
        [342, 515, '94,05'],
        [355, 300, 'USt. 7 %'],
        [355, 515, '67,90'],
        [368, 300, 'Rechnungsbetrag'],
        [368, 505, '1.626,95'],
        ...FOOT,
      ]),
    );
    expect(invoice.totals).toMatchObject({
      lineNetTotal: '1500.00',
      taxExclusive: '1465.00',
      allowanceTotal: '45.00',
    });
    expect(invoice.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['19', '495.00', '94.05'],
      ['7', '970.00', '67.90'],
    ]);
  });
});

describe('an IBAN in the footer', () => {
  it('gives no VAT row from its digit groups', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [290, 300, 'Summe netto'],
        [290, 505, '1.000,00'],
        [303, 300, 'USt. 19 %'],
        [303, 510, '190,00'],
        [316, 300, 'Rechnungsbetrag'],
        [316, 505, '1.190,00'],
        ...FOOT,
      ]),
    );
    expect(invoice.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['19', '1000.00', '190.00'],
    ]);
  });
});

describe('Skonto terms', () => {
  // (no due date is made from "30 Tage netto": the invoices' own XML leaves BT-9 empty then)
  it('keeps the total as the amount due, not the amount after the cash discount', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [290, 300, 'Summe netto'],
        [290, 505, '1.000,00'],
        [303, 300, 'USt. 19 %'],
        [303, 510, '190,00'],
        [316, 300, 'Rechnungsbetrag'],
        [316, 505, '1.190,00'],
        [345, 40, 'Zahlbar innerhalb 14 Tagen mit 2 % Skonto, 30 Tage netto.'],
        [357, 40, 'Skontobetrag: 23,80 EUR, Zahlbetrag bei Skontoabzug: 1.166,20 EUR'],
        ...FOOT,
      ]),
    );
    expect(invoice.dueDate).toBeUndefined();
    expect(invoice.totals).toMatchObject({ taxInclusive: '1190.00', amountDue: '1190.00' });
    expect(invoice.totals.paidAmount).toBeUndefined();
  });
});

describe('a credit note referring to the invoice it corrects', () => {
  const credit = (title: string, ref: string, text: string, total = 'Betrag der Gutschrift') =>
    extractInvoice(
      layout([
        [40, 40, 'Muster Handel GmbH'],
        [110, 40, 'Muster Handel GmbH · Hauptstraße 1 · 04109 Leipzig'],
        [124, 40, 'Beispiel AG'],
        [137, 40, 'Lindenallee 6'],
        [150, 40, '50922 Köln'],
        [124, 360, 'Nummer'],
        [124, 470, 'GS-40852'],
        [136, 360, 'Belegdatum'],
        [136, 470, '05.04.2026'],
        [200, 40, title],
        [222, 40, ref],
        [236, 40, text],
        [290, 300, 'Summe netto'],
        [290, 505, '1.000,00'],
        [303, 300, 'USt. 19 %'],
        [303, 510, '190,00'],
        [316, 300, total],
        [316, 505, '1.190,00'],
        ...FOOT,
      ]),
    ).invoice;

  it.each([
    ['Gutschrift', 'zu Rechnung Nr. R7960624 vom 23.03.2026'],
    ['Rechnungskorrektur', 'Bezug: Rechnung RE-2026-4603 vom 15.03.2026'],
    ['Gutschrift / Rechnungskorrektur', 'Korrektur der Rechnung 18239 vom 01.03.2026'],
  ])('%s, "%s": the credit note’s own number and date, type 381', (title, ref) => {
    const inv = credit(title, ref, 'Für die zurückgesandte Ware schreiben wir Ihnen folgende Beträge gut:');
    expect([inv.typeCode, inv.number, inv.issueDate]).toEqual(['381', 'GS-40852', '2026-04-05']);
    expect(inv.totals).toMatchObject({ taxInclusive: '1190.00', amountDue: '1190.00' });
  });

  it('an English reference ("Credit note for invoice …") gives no number of its own either', () => {
    const inv = credit('Gutschrift', 'Credit note for invoice R7960624 of 23.03.2026', 'Thank you.');
    expect(inv.number).toBe('GS-40852');
  });

  it('keeps 384 for a correction that credits nothing', () => {
    const inv = credit(
      'Rechnungskorrektur',
      'Korrektur der Rechnung 18239 vom 01.03.2026',
      'Wir korrigieren die Rechnung.',
      'Gesamtbetrag',
    );
    expect(inv.typeCode).toBe('384');
  });
});

describe("the buyer's UID in the info block, the seller's in the footer with its name", () => {
  it('tells them apart', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Quellform OG'],
        [112, 40, 'Quellform OG · Landstraße 72 · 1120 Wien'],
        [124, 40, 'Hafenhaus GmbH'],
        [137, 40, 'Mariahilfer Straße 55'],
        [150, 40, '8034 Graz'],
        [124, 380, 'Rechnungsnummer'],
        [124, 470, 'RE059884'],
        [136, 380, 'Datum'],
        [136, 470, '19.05.2026'],
        [148, 380, 'Kunden-Nr.'],
        [148, 470, '35945'],
        [160, 380, 'UID-Nr.'],
        [160, 470, 'ATU08071686'],
        [228, 40, 'Rechnung'],
        [290, 300, 'Summe netto'],
        [290, 505, '1.000,00'],
        [303, 300, 'USt 20 %'],
        [303, 510, '200,00'],
        [316, 300, 'Rechnungsbetrag'],
        [316, 505, '1.200,00'],
        [785, 40, 'Quellform OG · Landstraße 72 · 1120 Wien · UID ATU57053021 · FN 375586m'],
      ]),
    );
    expect([invoice.seller.vatId, invoice.buyer.vatId]).toEqual(['ATU57053021', 'ATU08071686']);
  });
});

/** rows with their font size ([y, x, text, size]), 0.5 × size per character */
const sized = (rows: Array<[number, number, string, number?]>, pages = 1) =>
  buildDoc(
    rows.map(([y, x, text, size = 9]) => ({
      page: y >= 1000 ? 2 : 1,
      text,
      x,
      y: y >= 1000 ? y - 1000 : y,
      w: (text.length * size) / 2,
      h: size,
      size,
    })),
    Array.from({ length: pages }, () => ({ width: 595, height: 842 })),
  );

describe('a two-page table', () => {
  const head = (y: number): Array<[number, number, string, number?]> => [
    [y, 40, 'Pos.'],
    [y, 68, 'Bezeichnung'],
    [y, 308, 'Menge'],
    [y, 400, 'Einzelpreis'],
    [y, 518, 'Betrag'],
  ];
  const item = (
    y: number,
    n: number,
    name: string,
    note?: string,
  ): Array<[number, number, string, number?]> => [
    [y, 40, String(n)],
    [y, 68, name],
    [y, 325, '2'],
    [y, 422, '50,00'],
    [y, 518, '100,00'],
    ...(note ? ([[y + 13, 68, note, 7]] as Array<[number, number, string, number?]>) : []),
  ];
  it('reads a note in a smaller font under an item apart from its name, and the carried sum as no total', () => {
    const { invoice } = extractInvoice(
      sized(
        [
          [40, 40, 'Muster Handel GmbH', 14],
          [110, 40, 'Muster Handel GmbH · Hauptstraße 1 · 04109 Leipzig', 6],
          [124, 40, 'Beispiel AG', 10],
          [137, 40, 'Lindenallee 6', 10],
          [150, 40, '50922 Köln', 10],
          [124, 360, 'Rechnungsnummer'],
          [124, 470, 'RE-2026-0815'],
          [136, 360, 'Datum'],
          [136, 470, '12.03.2026'],
          [200, 40, 'Rechnung', 14],
          ...head(240),
          ...item(254, 1, 'Kopierpapier A4', 'Farbe: grau'),
          ...item(280, 2, 'Klebeband 50 mm', 'lt. Angebot'),
          [310, 300, 'Zwischensumme Übertrag'],
          [310, 514, '200,00'],
          [760, 500, 'Seite 1 von 2', 8],
          ...head(1080),
          [1094, 300, 'Übertrag von Seite 1'],
          [1094, 514, '200,00'],
          ...item(1110, 3, 'Schrauben M6'),
          [1140, 300, 'Summe netto'],
          [1140, 514, '300,00'],
          [1153, 300, 'USt. 19 %'],
          [1153, 518, '57,00'],
          [1166, 300, 'Rechnungsbetrag'],
          [1166, 514, '357,00'],
        ],
        2,
      ),
    );
    expect(invoice.lines.map((l) => l.item.name)).toEqual([
      'Kopierpapier A4',
      'Klebeband 50 mm',
      'Schrauben M6',
    ]);
    expect(invoice.totals).toMatchObject({
      lineNetTotal: '300.00',
      taxExclusive: '300.00',
      taxInclusive: '357.00',
    });
  });
});
