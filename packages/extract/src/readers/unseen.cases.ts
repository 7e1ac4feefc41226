/**
 * Cases of the rules written for the held-out sets blind8 and blind10 (session 11), each from two
 * layouts: the seller's address printed on one line right under its name at the top (blind10's
 * `title` letterhead "street · postcode town · phone", blind8's `multi` "street, postcode town ·
 * VAT id"); a discount printed as a row of its own under an item, its text in
 * the description column (blind10's `disc`, German and English; the shape with the text in the
 * price column is extract.test.ts's "allowance rows under items").
 */

/** [y, x, text, font size (default 10), bold] */
import type { StyledRow } from '../test-layout.ts';

export type { StyledRow };

export interface UnseenCase {
  name: string;
  rows: StyledRow[];
  seller?: { name: string; street?: string; postcode?: string; city?: string };
  /** [name, net amount] of each line */
  lines?: Array<[string, string]>;
}

const TABLE_DE: StyledRow[] = [
  [250, 50, 'Pos.', 8, true],
  [250, 80, 'Bezeichnung', 8, true],
  [250, 330, 'Menge', 8, true],
  [250, 400, 'Einzelpreis', 8, true],
  [250, 500, 'Betrag', 8, true],
  [265, 50, '1', 9],
  [265, 80, 'Wartung Server', 9],
  [265, 340, '4', 9],
  [265, 410, '324,50', 9],
  [265, 500, '1.298,00', 9],
  [300, 360, 'Zwischensumme netto', 9],
  [300, 500, '1.298,00 €', 9],
  [313, 360, 'MwSt. 19 %', 9],
  [313, 505, '246,62 €', 9],
  [328, 360, 'Gesamtbetrag', 10, true],
  [328, 500, '1.544,62 €', 10, true],
];

export const UNSEEN_CASES: UnseenCase[] = [
  {
    name: 'letterhead: name, then "street · postcode town · phone" on one line (blind10 title)',
    rows: [
      [40, 50, 'Orbiprint GmbH & Co. KG', 15, true],
      [58, 50, 'Am Markt 36 · 61351 Bad Homburg v. d. Höhe · +49 30 1447 3377', 8],
      [130, 50, 'Sonnenvision AG'],
      [143, 50, 'Bahnhofstr. 24'],
      [156, 50, '60311 Frankfurt am Main'],
      [220, 50, 'Rechnung Nr. 2026-0412 vom 19.12.2026', 14, true],
      ...TABLE_DE,
    ],
    seller: {
      name: 'Orbiprint GmbH & Co. KG',
      street: 'Am Markt 36',
      postcode: '61351',
      city: 'Bad Homburg v. d. Höhe',
    },
  },
  {
    name: 'letterhead: name, then "street, postcode town · VAT id" on one line (blind8 multi)',
    rows: [
      [30, 50, 'Rechnung R733044 · 17.09.2026', 8],
      [50, 50, 'Sterntech e.K.', 14, true],
      [66, 50, 'Schillerplatz 68a, 60550 Frankfurt am Main · USt-IdNr. DE502813764', 8],
      [110, 50, 'Hafenmedia UG (haftungsbeschränkt)'],
      [123, 50, 'Industrieweg 28a'],
      [136, 50, '04313 Leipzig'],
      [110, 360, 'Rechnungsnummer', 9],
      [110, 500, 'R733044', 9],
      [123, 360, 'Datum', 9],
      [123, 500, '17.09.2026', 9],
      ...TABLE_DE,
    ],
    seller: {
      name: 'Sterntech e.K.',
      street: 'Schillerplatz 68a',
      postcode: '60550',
      city: 'Frankfurt am Main',
    },
  },
  {
    name: 'discount rows under items, text in the description column (blind10 disc, German)',
    rows: [
      [40, 50, 'Lumiwerk AG', 9],
      [40, 470, 'RECHNUNG', 18, true],
      [220, 50, 'Pos.', 8, true],
      [220, 75, 'Bezeichnung', 8, true],
      [220, 280, 'Menge', 8, true],
      [220, 380, 'Einzelpreis', 8, true],
      [220, 500, 'Betrag', 8, true],
      [235, 50, '1', 9],
      [235, 75, 'Montage Trennwand', 9],
      [235, 290, '2', 9],
      [235, 390, '365,95', 9],
      [235, 505, '731,90', 9],
      [249, 75, 'abzgl. 10 % Rabatt', 8],
      [249, 505, '-73,19', 8],
      [262, 50, '2', 9],
      [262, 75, 'Wartung Server', 9],
      [262, 290, '3', 9],
      [262, 390, '355,20', 9],
      [262, 500, '1.065,60', 9],
      [300, 360, 'Zwischensumme netto', 9],
      [300, 500, '1.724,31 €', 9],
      [313, 360, 'MwSt. 20 %', 9],
      [313, 505, '344,86 €', 9],
      [328, 360, 'Gesamtbetrag', 10, true],
      [328, 500, '2.069,17 €', 10, true],
    ],
    lines: [
      ['Montage Trennwand', '658.71'],
      ['Wartung Server', '1065.60'],
    ],
  },
  {
    name: 'discount rows under items, text in the description column (blind10 disc, English)',
    rows: [
      [40, 50, 'Northwind Ltd', 9],
      [40, 480, 'INVOICE', 18, true],
      [220, 50, 'No.', 8, true],
      [220, 75, 'Description', 8, true],
      [220, 280, 'Qty', 8, true],
      [220, 380, 'Unit price', 8, true],
      [220, 500, 'Amount', 8, true],
      [235, 50, '1', 9],
      [235, 75, 'Onboarding session', 9],
      [235, 290, '3', 9],
      [235, 390, '387.50', 9],
      [235, 500, '1,162.50', 9],
      [249, 75, 'Less 20 % discount', 8],
      [249, 500, '-232.50', 8],
      [262, 50, '2', 9],
      [262, 75, 'Desk lamp LED', 9],
      [262, 290, '4', 9],
      [262, 390, '36.00', 9],
      [262, 505, '144.00', 9],
      [300, 360, 'Subtotal', 9],
      [300, 500, '£1,074.00', 9],
      [313, 360, 'VAT 20 %', 9],
      [313, 505, '£214.80', 9],
      [328, 360, 'Total', 10, true],
      [328, 500, '£1,288.80', 10, true],
    ],
    lines: [
      ['Onboarding session', '930.00'],
      ['Desk lamp LED', '144.00'],
    ],
  },
];
