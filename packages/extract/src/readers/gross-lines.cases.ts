/**
 * Cases of shop invoices whose item rows carry gross prices at two VAT rates, with no rate per
 * row: the sub total ("Zwischensumme") is the gross as well, and the VAT is printed per rate as
 * the tax the total contains ("enthaltene MwSt. 19 %", "… 7 %"). From the held-out set blind14
 * `shop` (session 15), two producers' looks: a WooCommerce-like table ("Pos. | Produkt | Anzahl |
 * Einzelpreis | Gesamtpreis") and a Shopify-like order printer ("Menge | Artikel | Preis |
 * Gesamt" with "2 ×"). Names and amounts our own.
 */
import type { StyledRow } from '../test-layout.ts';

export interface GrossLinesCase {
  name: string;
  rows: StyledRow[];
  totals: { lineNetTotal: string; taxExclusive: string; vatTotal: string; taxInclusive: string };
  /** [net price, net amount, VAT rate] per line */
  lines: Array<[string, string, string]>;
  /** [rate, base, tax] per breakdown row */
  breakdown: Array<[string, string, string]>;
}

const HEAD: StyledRow[] = [
  [40, 50, 'Teestube am Markt GmbH', 15, true],
  [60, 50, 'Marktplatz 4 · 37073 Göttingen · USt-IdNr. DE287451903', 8],
  [110, 50, 'Jana Hoffmann', 10],
  [123, 50, 'Lindenallee 12', 10],
  [136, 50, '34117 Kassel', 10],
  [110, 370, 'Rechnungsdatum', 8.5],
  [110, 500, '14.03.2026', 8.5],
  [190, 50, 'Rechnung Nr. RE-2026-10417', 13, true],
];

export const GROSS_LINES_CASES: GrossLinesCase[] = [
  {
    name: 'WooCommerce-like: Pos. | Produkt | Anzahl | Einzelpreis | Gesamtpreis, gross, 19 % and 7 %',
    rows: [
      ...HEAD,
      [220, 50, 'Pos.', 8, true],
      [220, 75, 'Produkt', 8, true],
      [220, 370, 'Anzahl', 8, true],
      [220, 420, 'Einzelpreis', 8, true],
      [220, 500, 'Gesamtpreis', 8, true],
      [235, 50, '1', 8.5],
      [235, 75, 'Keramiktasse handgemacht', 8.5],
      [235, 385, '4', 8.5],
      [235, 430, '14,28 €', 8.5],
      [235, 510, '57,12 €', 8.5],
      [246, 75, 'SKU: KT-4410', 7],
      [257, 50, '2', 8.5],
      [257, 75, 'Rooibos-Tee lose 200 g', 8.5],
      [257, 385, '2', 8.5],
      [257, 435, '8,56 €', 8.5],
      [257, 510, '17,12 €', 8.5],
      [268, 75, 'SKU: RT-0200', 7],
      [279, 50, '3', 8.5],
      [279, 75, 'Leinen-Geschirrtuch', 8.5],
      [279, 385, '3', 8.5],
      [279, 430, '10,71 €', 8.5],
      [279, 510, '32,13 €', 8.5],
      [290, 75, 'SKU: LG-0031', 7],
      [301, 50, '4', 8.5],
      [301, 75, 'Backbuch Brot (Taschenbuch)', 8.5],
      [301, 385, '1', 8.5],
      [301, 430, '21,40 €', 8.5],
      [301, 510, '21,40 €', 8.5],
      [312, 75, 'SKU: BB-1207', 7],
      [335, 330, 'Zwischensumme', 9],
      [335, 505, '127,77 €', 9],
      [349, 330, 'Gesamtsumme', 10, true],
      [349, 505, '127,77 €', 10, true],
      [363, 330, 'enthaltene MwSt. 19 %', 8],
      [363, 510, '14,25 €', 8],
      [377, 330, 'enthaltene MwSt. 7 %', 8],
      [377, 515, '2,52 €', 8],
    ],
    totals: { lineNetTotal: '111.00', taxExclusive: '111.00', vatTotal: '16.77', taxInclusive: '127.77' },
    lines: [
      ['12.00', '48.00', '19'],
      ['8.00', '16.00', '7'],
      ['9.00', '27.00', '19'],
      ['20.00', '20.00', '7'],
    ],
    breakdown: [
      ['19', '75.00', '14.25'],
      ['7', '36.00', '2.52'],
    ],
  },
  {
    name: 'Shopify-like: Menge | Artikel | Preis | Gesamt with "2 ×", gross, 19 % and 7 %',
    rows: [
      ...HEAD,
      [220, 50, 'Menge', 8, true],
      [220, 85, 'Artikel', 8, true],
      [220, 430, 'Preis', 8, true],
      [220, 515, 'Gesamt', 8, true],
      [235, 60, '2 ×', 8.5],
      [235, 85, 'Wollsocken Merino', 8.5],
      [235, 425, '17,85 €', 8.5],
      [235, 510, '35,70 €', 8.5],
      [257, 60, '1 ×', 8.5],
      [257, 85, 'Kaffee Espresso 500 g', 8.5],
      [257, 425, '11,77 €', 8.5],
      [257, 510, '11,77 €', 8.5],
      [279, 60, '1 ×', 8.5],
      [279, 85, 'Thermobecher 0,4 l', 8.5],
      [279, 425, '21,42 €', 8.5],
      [279, 510, '21,42 €', 8.5],
      [305, 330, 'Zwischensumme', 9],
      [305, 510, '68,89 €', 9],
      [319, 330, 'Gesamtsumme', 10, true],
      [319, 510, '68,89 €', 10, true],
      [333, 330, 'enthaltene MwSt. 19 %', 8],
      [333, 515, '9,12 €', 8],
      [347, 330, 'enthaltene MwSt. 7 %', 8],
      [347, 515, '0,77 €', 8],
    ],
    totals: { lineNetTotal: '59.00', taxExclusive: '59.00', vatTotal: '9.89', taxInclusive: '68.89' },
    lines: [
      ['15.00', '30.00', '19'],
      ['11.00', '11.00', '7'],
      ['18.00', '18.00', '19'],
    ],
    breakdown: [
      ['19', '48.00', '9.12'],
      ['7', '11.00', '0.77'],
    ],
  },
];
