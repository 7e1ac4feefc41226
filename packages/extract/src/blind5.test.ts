/**
 * Rules found with the fifth blind synthetic round (bench --templates blind5): everyday German
 * invoices — invoicing software, Kleinunternehmer, intra-community supply, export, the final
 * invoice (Schlussrechnung) of a craft business, units and German quantities.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { labelRe } from './labels.ts';
import { buildDoc, type TextItem } from './layout.ts';

/** rows with a font size (right-aligned rows end at x) */
function sized(rows: Array<[number, number, string, number?, boolean?]>) {
  const items: TextItem[] = rows.map(([y, x, text, size = 10, right]) => {
    const w = text.length * size * 0.5;
    return { page: 1, text, x: right ? x - w : x, y, w, h: size, size };
  });
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

/** The item table head of the invoicing-software layout (8 pt, amounts right-aligned). */
const itemHead = (y: number): Array<[number, number, string, number?, boolean?]> => [
  [y, 57, 'Pos.', 8],
  [y, 80, 'Bezeichnung', 8],
  [y, 315, 'Menge', 8, true],
  [y, 445, 'Einzelpreis', 8, true],
  [y, 545, 'Gesamtpreis', 8, true],
];

/** Total rows (9 pt, 14 pt apart) from y down: label at x 320, amount right-aligned at 545. */
const totalRows = (
  y: number,
  rows: Array<[string, string]>,
): Array<[number, number, string, number?, boolean?]> =>
  rows.flatMap(
    ([label, amount], i): Array<[number, number, string, number?, boolean?]> => [
      [y + i * 14, 320, label, 9],
      [y + i * 14, 545, amount, 9, true],
    ],
  );

describe('labels of a final invoice', () => {
  it.each([
    ['Noch zu zahlender Betrag 1.851,03 €', 'amountDue'],
    ['noch zu zahlen 1.851,03', 'amountDue'],
    ['abzgl. 1. Abschlagsrechnung vom 02.11.2025 -1.200,00 €', 'paidAmount'],
    ['abzüglich Abschlagsrechnung Nr. 17 vom 02.11.2025 -1.200,00', 'paidAmount'],
    ['2. Abschlagsrechnung vom 02.11.2025 -1.200,00', 'paidAmount'],
    ['Abschlagsrechnung AR-2025-962 vom 29.03.2025 -2.800,00', 'paidAmount'],
    ['abzgl. 1. Abschlag vom 10.06.2025 -2.618,00', 'paidAmount'],
    ['2. Abschlag vom 10.07.2025 -2.618,00', 'paidAmount'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });

  it('does not take the title of an instalment invoice for a deduction', () => {
    expect(labelRe('paidAmount').exec('1. Abschlagsrechnung')).toBeNull();
    expect(labelRe('paidAmount').exec('Abschlagsrechnung Nr. 2025-17')).toBeNull();
    // "Abschlag" is a discount too: without an ordinal and a date no instalment
    expect(labelRe('paidAmount').exec('abzgl. 5 % Abschlag -12,00')).toBeNull();
  });
});

describe('Schlussrechnung: instalments deducted after the gross', () => {
  const head = (): Array<[number, number, string, number?, boolean?]> => [
    [40, 545, 'Elektro Brandt GmbH', 14, true],
    [128, 57, 'Elektro Brandt GmbH · Gartenstraße 65a · 13622 Berlin', 6.5],
    [145, 57, 'Terraprint GmbH'],
    [158, 57, 'Bahnhofstr. 91a'],
    [171, 57, '12038 Berlin'],
    [135, 340, 'Rechnungsnummer', 8.5],
    [135, 545, 'RE-2025-0417', 8.5, true],
    [147, 340, 'Datum', 8.5],
    [147, 545, '08.05.2025', 8.5, true],
    [225, 57, 'Schlussrechnung', 14],
    [297, 57, 'Pos', 8],
    [297, 80, 'Bezeichnung', 8],
    [297, 345, 'Menge', 8, true],
    [297, 445, 'Einzelpreis', 8, true],
    [297, 545, 'Gesamt', 8, true],
    [314, 57, '1', 8],
    [314, 80, 'Lohn Geselle', 8],
    [314, 345, '40,00 Std.', 8, true],
    [314, 445, '62,50', 8, true],
    [314, 545, '2.500,00', 8, true],
    [328, 57, '2', 8],
    [328, 80, 'Kabel NYM-J 3 x 1,5 mm²', 8],
    [328, 345, '100,00 m', 8, true],
    [328, 445, '5,00', 8, true],
    [328, 545, '500,00', 8, true],
    [360, 230, 'Summe netto', 9],
    [360, 545, '3.000,00 EUR', 9, true],
    [374, 230, 'zzgl. Umsatzsteuer 19 %', 9],
    [374, 545, '570,00 EUR', 9, true],
    [388, 230, 'Bruttobetrag', 9],
    [388, 545, '3.570,00 EUR', 9, true],
  ];

  it('two equal deductions, each with its own row: due = gross − both, paid = their sum', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head(),
        [406, 230, 'abzgl. 1. Abschlagsrechnung vom 02.03.2025', 8],
        [406, 545, '-1.000,00 EUR', 9, true],
        [419, 230, 'abzgl. 2. Abschlagsrechnung vom 02.04.2025', 8],
        [419, 545, '-1.000,00 EUR', 9, true],
        [432, 230, 'Noch zu zahlender Betrag', 9],
        [432, 545, '1.570,00 EUR', 9, true],
      ]),
    );
    expect(invoice.totals.taxInclusive).toBe('3570.00');
    expect(invoice.totals.amountDue).toBe('1570.00');
    expect(invoice.totals.paidAmount).toBe('2000.00');
  });

  it('a heading "abzüglich geleistete Abschlagszahlungen" over numbered instalments', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head(),
        [406, 230, 'abzüglich geleistete Abschlagszahlungen', 9],
        [419, 230, '1. Abschlagsrechnung vom 02.03.2025', 8],
        [419, 545, '-1.200,00 EUR', 9, true],
        [432, 230, 'Abschlagsrechnung AR-2025-118 vom 02.04.2025', 8],
        [432, 545, '-800,00 EUR', 9, true],
        [445, 230, 'Restbetrag', 9],
        [445, 545, '1.570,00 EUR', 9, true],
      ]),
    );
    expect(invoice.totals.amountDue).toBe('1570.00');
    expect(invoice.totals.paidAmount).toBe('2000.00');
  });

  it('one deduction: due and paid as printed', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head(),
        [406, 230, 'abzgl. Abschlagsrechnung AR-2025-118 vom 02.04.2025', 8],
        [406, 545, '-2.000,00 EUR', 9, true],
        [419, 230, 'Noch zu zahlender Betrag', 9],
        [419, 545, '1.570,00 EUR', 9, true],
      ]),
    );
    expect(invoice.totals.amountDue).toBe('1570.00');
    expect(invoice.totals.paidAmount).toBe('2000.00');
  });

  it('a "netto | USt. | brutto" head over the deducted instalments is no totals table', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head().slice(0, -6),
        [360, 230, 'Zwischensumme netto', 9],
        [360, 545, '3.000,00 €', 9, true],
        [374, 230, 'zzgl. MwSt. 19 %', 9],
        [374, 545, '570,00 €', 9, true],
        [388, 230, 'Gesamtbetrag brutto', 9],
        [388, 545, '3.570,00 €', 9, true],
        [406, 400, 'netto', 8, true],
        [406, 460, 'USt.', 8, true],
        [406, 545, 'brutto', 8, true],
        [418, 230, 'abzgl. 1. Abschlag vom 10.06.2025', 8],
        [418, 400, '-1.000,00', 8, true],
        [418, 460, '-190,00', 8, true],
        [418, 545, '-1.190,00 EUR', 9, true],
        [431, 230, 'Noch zu zahlender Betrag', 9],
        [431, 545, '2.380,00 EUR', 9, true],
      ]),
    );
    expect(invoice.totals.taxExclusive).toBe('3000.00');
    expect(invoice.totals.vatTotal).toBe('570.00');
    expect(invoice.totals.taxInclusive).toBe('3570.00');
    expect(invoice.totals.amountDue).toBe('2380.00');
    expect(invoice.totals.paidAmount).toBe('1190.00');
  });
});

describe('invoicing software details (blind5x)', () => {
  const top = (): Array<[number, number, string, number?, boolean?]> => [
    [40, 545, 'Hafenhaus GmbH', 14, true],
    [128, 57, 'Hafenhaus GmbH · Gartenstraße 79 · 11866 Berlin', 6.5],
    [145, 57, 'Terraprint GmbH'],
    [158, 57, 'Bahnhofstr. 91a'],
    [171, 57, '12038 Berlin'],
    [135, 340, 'Rechnungsnr.', 8.5],
    [135, 545, 'RE-2025-0417', 8.5, true],
    [147, 340, 'Rechnungsdatum', 8.5],
    [147, 545, '08.05.2025', 8.5, true],
    [225, 57, 'Rechnung', 14],
    [288, 57, 'Pos.', 8],
    [288, 80, 'Bezeichnung', 8],
    [288, 315, 'Menge', 8, true],
    [288, 321, 'Einheit', 8],
    [288, 415, 'Einzelpreis', 8, true],
    [288, 480, 'USt.', 8, true],
    [288, 545, 'Gesamtpreis', 8, true],
    [305, 57, '1', 8],
    [305, 80, 'Schulung Mitarbeiter (halbtags)', 8],
    [305, 315, '2', 8, true],
    [305, 321, 'Stk', 8],
    [305, 415, '30,25', 8, true],
    [305, 480, '19 %', 8, true],
    [305, 545, '60,50', 8, true],
    [316, 80, 'gemäß Angebot Nr. A-2025-163', 7],
    [328, 57, '2', 8],
    [328, 80, 'Bürostuhl ergonomisch', 8],
    [328, 315, '5', 8, true],
    [328, 321, 'Stk', 8],
    [328, 415, '169,50', 8, true],
    [328, 480, '7 %', 8, true],
    [328, 545, '847,50', 8, true],
    [339, 80, 'Lieferung frei Haus', 7],
    [363, 320, 'Zwischensumme netto', 9],
    [363, 545, '908,00 EUR', 9, true],
    [377, 320, 'zzgl. Umsatzsteuer 19 %', 9],
    [377, 545, '11,50 EUR', 9, true],
    [391, 320, 'zzgl. Umsatzsteuer 7 %', 9],
    [391, 545, '59,33 EUR', 9, true],
    [405, 320, 'Bruttobetrag', 9],
    [405, 545, '978,83 EUR', 9, true],
  ];

  it('a detail line in a smaller font (7 pt under an 8 pt name) is no part of the name', () => {
    const { invoice } = extractInvoice(sized(top()));
    expect(invoice.lines.map((l) => l.item.name)).toEqual([
      'Schulung Mitarbeiter (halbtags)',
      'Bürostuhl ergonomisch',
    ]);
  });

  it('a VAT table with a row per rate under the totals gives no totals', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top(),
        [427, 57, 'USt.-Satz', 8],
        [427, 190, 'Netto', 8, true],
        [427, 270, 'USt.', 8, true],
        [427, 350, 'Brutto', 8, true],
        [439, 57, '19 %', 8],
        [439, 190, '60,50', 8, true],
        [439, 270, '11,50', 8, true],
        [439, 350, '72,00', 8, true],
        [451, 57, '7 %', 8],
        [451, 190, '847,50', 8, true],
        [451, 270, '59,33', 8, true],
        [451, 350, '906,83', 8, true],
        [
          477,
          57,
          'Zahlungsbedingungen: Zahlung innerhalb von 30 Tagen ab Rechnungseingang ohne Abzüge.',
          8.5,
        ],
      ]),
    );
    expect(invoice.totals.taxExclusive).toBe('908.00');
    expect(invoice.totals.vatTotal).toBe('70.83');
    expect(invoice.totals.taxInclusive).toBe('978.83');
    expect(invoice.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['19', '60.50', '11.50'],
      ['7', '847.50', '59.33'],
    ]);
  });
});

describe('public authority and VAT codes (blind5x)', () => {
  it.each([
    ['Leitweg-ID des Auftraggebers 991-12345-06', 'buyerReference'],
    ['Leitweg-ID der Behörde: 04011000-1234512345-06', 'buyerReference'],
  ] as const)('%s → %s', (text, field) => {
    const m = labelRe(field).exec(text);
    expect(m?.index).toBe(0);
    expect(text.slice(m?.[0].length)).toMatch(/^\d/);
  });

  it('numbers in the VAT column that are none of the printed rates are codes ("1 = 19 %")', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 545, 'Hafenhaus GmbH', 14, true],
        [128, 57, 'Hafenhaus GmbH · Gartenstraße 79 · 11866 Berlin', 6.5],
        [145, 57, 'Terraprint GmbH'],
        [158, 57, 'Bahnhofstr. 91a'],
        [171, 57, '12038 Berlin'],
        [135, 340, 'Rechnungsnr.', 8.5],
        [135, 545, 'RE-2025-0417', 8.5, true],
        [147, 340, 'Rechnungsdatum', 8.5],
        [147, 545, '08.05.2025', 8.5, true],
        [225, 57, 'Rechnung', 14],
        [288, 57, 'Pos.', 8],
        [288, 80, 'Bezeichnung', 8],
        [288, 315, 'Menge', 8, true],
        [288, 321, 'Einheit', 8],
        [288, 415, 'Einzelpreis', 8, true],
        [288, 480, 'USt.', 8, true],
        [288, 545, 'Gesamtpreis', 8, true],
        [305, 57, '1', 8],
        [305, 80, 'Einrichtung Arbeitsplatz-PC', 8],
        [305, 315, '2', 8, true],
        [305, 321, 'Stk', 8],
        [305, 415, '54,00', 8, true],
        [305, 480, '1', 8, true],
        [305, 545, '108,00', 8, true],
        [319, 57, '2', 8],
        [319, 80, 'Kopierpapier A4, 80 g/m²', 8],
        [319, 315, '3', 8, true],
        [319, 321, 'Stk', 8],
        [319, 415, '95,53', 8, true],
        [319, 480, '2', 8, true],
        [319, 545, '286,59', 8, true],
        [343, 320, 'Gesamtbetrag netto', 9],
        [343, 545, '394,59 €', 9, true],
        [357, 320, 'zzgl. Umsatzsteuer 19 %', 9],
        [357, 545, '20,52 €', 9, true],
        [371, 320, 'zzgl. Umsatzsteuer 7 %', 9],
        [371, 545, '20,06 €', 9, true],
        [385, 320, 'Gesamtbetrag brutto', 9],
        [385, 545, '435,17 €', 9, true],
        [403, 57, '1 = 19 % USt.   2 = 7 % USt.', 8],
      ]),
    );
    expect(invoice.lines.map((l) => l.vatRate)).toEqual(['19', '7']);
    expect(invoice.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['19', '108.00', '20.52'],
      ['7', '286.59', '20.06'],
    ]);
  });
});

describe('a reference grid under the address window (blind5x)', () => {
  const doc = (cells: Array<[string, string]>, right: Array<[string, string]> = []) =>
    sized([
      [40, 545, 'Kesselsystems KG', 14, true],
      [128, 57, 'Kesselsystems KG · Bahnhofstr. 43 · 11558 Berlin', 6.5],
      [145, 57, 'Feindata B.V.'],
      [158, 57, 'Molenweg 17'],
      [171, 57, '3580 BC Utrecht'],
      [184, 57, 'NIEDERLANDE'],
      ...cells.flatMap(
        ([a, v], i): Array<[number, number, string, number?, boolean?]> => [
          [219, 57 + i * 100, a, 7.5],
          [230, 57 + i * 100, v, 8],
        ],
      ),
      ...right.flatMap(
        ([a, v], i): Array<[number, number, string, number?, boolean?]> => [
          [135 + i * 12, 340, a, 8.5],
          [135 + i * 12, 450, v, 8.5],
        ],
      ),
      [260, 57, 'Rechnung', 14],
      ...itemHead(300),
      [317, 57, '1', 8],
      [317, 80, 'Lagerbuchse 40 x 60 mm', 8],
      [317, 315, '250', 8, true],
      [317, 445, '44,50', 8, true],
      [317, 545, '11.125,00', 8, true],
      ...totalRows(345, [
        ['Gesamtbetrag netto', '11.125,00 €'],
        ['Umsatzsteuer 0 %', '0,00 €'],
        ['Gesamtbetrag', '11.125,00 €'],
      ]),
      [780, 57, 'Kesselsystems KG', 6.5],
      [788, 57, 'USt-IdNr.: DE917459083', 6.5],
    ]);

  it('the buyer\'s VAT id under "USt-IdNr. des Kunden" is the buyer\'s', () => {
    const { invoice } = extractInvoice(
      doc([
        ['Rechnungsnummer', '91659'],
        ['Rechnungsdatum', '02.04.2025'],
        ['USt-IdNr. des Kunden', 'NL706160413B05'],
      ]),
    );
    expect(invoice.buyer.vatId).toBe('NL706160413B05');
    expect(invoice.seller.vatId).toBe('DE917459083');
  });

  it('"Käuferreferenz" wins over a letter\'s "Ihr Zeichen"', () => {
    const { invoice } = extractInvoice(
      doc(
        [
          ['Rechnungsnummer', '91659'],
          ['Rechnungsdatum', '02.04.2025'],
          ['Käuferreferenz', '23-142868-51'],
        ],
        [['Ihr Zeichen', '10.9-772/2026']],
      ),
    );
    expect(invoice.buyerReference).toBe('23-142868-51');
  });
});

describe('a centred letterhead over the sender line (blind5x)', () => {
  it('the address window under the sender line is the buyer, not the letterhead', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 374, 'Tischlerei Krüger e.K.', 14, true],
        [60, 417, 'Lindenallee 33 · 60458 Frankfurt am Main · Tel. 073/965 2155', 8, true],
        [128, 57, 'Tischlerei Krüger e.K. | Lindenallee 33 | 60458 Frankfurt am Main', 6.5],
        [145, 57, 'Sternmedia KG'],
        [158, 57, 'Industrieweg 115a'],
        [171, 57, '81438 München'],
        [135, 340, 'Rechnungsnummer', 8.5],
        [135, 545, '98690', 8.5, true],
        [147, 340, 'Rechnungsdatum', 8.5],
        [147, 545, '15.10.2025', 8.5, true],
        [227, 57, 'Rechnung', 14],
        ...itemHead(260),
        [277, 57, '1', 8],
        [277, 80, 'Montage Einbauschrank', 8],
        [277, 315, '1', 8, true],
        [277, 445, '800,00', 8, true],
        [277, 545, '800,00', 8, true],
        ...totalRows(305, [
          ['Nettobetrag', '800,00 €'],
          ['zzgl. 19 % USt.', '152,00 €'],
          ['Gesamtbetrag', '952,00 €'],
        ]),
      ]),
    );
    expect(invoice.buyer.name).toBe('Sternmedia KG');
    expect(invoice.buyer.address.line1).toBe('Industrieweg 115a');
    expect(invoice.seller.name).toBe('Tischlerei Krüger e.K.');
    expect(invoice.seller.address.city).toBe('Frankfurt am Main');
  });
});

describe('a returned deposit among the items (blind5x)', () => {
  it('an item "Gutschrift Leergut" in 8 pt under a 14 pt "Rechnung" leaves an invoice', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 545, 'Hafenhaus GmbH', 14, true],
        [128, 57, 'Hafenhaus GmbH · Gartenstraße 79 · 11866 Berlin', 6.5],
        [145, 57, 'Terraprint GmbH'],
        [158, 57, 'Bahnhofstr. 91a'],
        [171, 57, '12038 Berlin'],
        [135, 340, 'Rechnungsnr.', 8.5],
        [135, 545, 'RE-2025-0417', 8.5, true],
        [225, 57, 'Rechnung', 14],
        ...itemHead(260),
        [277, 57, '1', 8],
        [277, 80, 'Mineralwasser 12 x 0,7 l', 8],
        [277, 315, '20', 8, true],
        [277, 445, '6,50', 8, true],
        [277, 545, '130,00', 8, true],
        [291, 57, '2', 8],
        [291, 80, 'Gutschrift Leergut', 8],
        [291, 315, '-2', 8, true],
        [291, 445, '12,00', 8, true],
        [291, 545, '-24,00', 8, true],
        ...totalRows(315, [
          ['Nettobetrag', '106,00 €'],
          ['zzgl. 19 % USt.', '20,14 €'],
          ['Gesamtbetrag', '126,14 €'],
        ]),
      ]),
    );
    expect(invoice.typeCode).toBe('380');
    expect(invoice.lines.map((l) => [l.quantity, l.netAmount])).toEqual([
      ['20', '130.00'],
      ['-2', '-24.00'],
    ]);
  });
});
