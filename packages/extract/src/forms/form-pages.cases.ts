/**
 * Cases of a form on the first page followed by pages of labelled item blocks whose labels are no
 * terms of the vocabulary, from two layouts: the official XRechnung visualisation's XSL-FO PDF
 * (parties and invoice data as "Label: value" rows, then one block per item: "Freitext:",
 * "Objektkennung:", "Listenpreis (netto):" …) and a plain form of another producer (labels without
 * colons, then positions with "Artikel", "Lagerort", "Charge" …). Before, the item pages' labels
 * outnumbered the form's and the form was not found.
 */
import type { Row } from '../test-layout.ts';

export interface FormPagesCase {
  name: string;
  /** rows per page */
  pages: Row[][];
  seller: string;
  buyer: string;
  buyerPostcode: string;
}

/** label/value rows 18 pt apart: label at x, value at x + dx */
const pairs = (y: number, x: number, dx: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 18, x, l],
    [y + i * 18, x + dx, v],
  ]);

/** n item blocks of labelled rows that are no vocabulary terms */
const blocks = (n: number, labels: string[], dx: number): Row[] =>
  Array.from({ length: n }, (_, b) =>
    pairs(
      40 + b * 18 * (labels.length + 1),
      62,
      dx,
      labels.map((l, i) => [l, `W${b}-${i}`]),
    ),
  ).flat();

export const FORM_PAGES_CASES: FormPagesCase[] = [
  {
    name: 'official XSL-FO PDF: parties on page 1, three pages of item blocks',
    pages: [
      [
        [50, 57, 'Übersicht'],
        [83, 63, 'Informationen zum Käufer'],
        ...pairs(108, 62, 110, [
          ['Name:', 'Kunden AG Mitte'],
          ['Adresszeile 1:', 'Kundenstraße 15'],
          ['PLZ:', '69876'],
          ['Ort:', 'Frankfurt'],
        ]),
        [200, 63, 'Informationen zum Verkäufer'],
        ...pairs(225, 62, 110, [
          ['Firmenname:', 'Lieferant GmbH'],
          ['Adresszeile 1:', 'Lieferantenstraße 20'],
          ['PLZ:', '80333'],
          ['Ort:', 'München'],
        ]),
      ],
      blocks(6, ['Freitext:', 'Objektkennung:', 'Listenpreis (netto):', 'Basismenge zum Artikelpreis:'], 150),
      blocks(6, ['Freitext:', 'Objektkennung:', 'Listenpreis (netto):', 'Basismenge zum Artikelpreis:'], 150),
      blocks(6, ['Freitext:', 'Objektkennung:', 'Listenpreis (netto):', 'Basismenge zum Artikelpreis:'], 150),
    ],
    seller: 'Lieferant GmbH',
    buyer: 'Kunden AG Mitte',
    buyerPostcode: '69876',
  },
  {
    name: 'another producer: a form without colons on page 1, two pages of labelled positions',
    pages: [
      [
        [40, 62, 'Rechnung'],
        [70, 62, 'Käufer'],
        ...pairs(90, 62, 120, [
          ['Name', 'Beispiel AG'],
          ['Straße', 'Hauptstraße 12'],
          ['PLZ', '10115'],
          ['Ort', 'Berlin'],
        ]),
        [180, 62, 'Verkäufer'],
        ...pairs(200, 62, 120, [
          ['Name', 'Muster GmbH'],
          ['Straße', 'Am Markt 1'],
          ['PLZ', '80331'],
          ['Ort', 'München'],
        ]),
      ],
      blocks(7, ['Artikel', 'Lagerort', 'Charge', 'Verpackung', 'Gewicht'], 150),
      blocks(7, ['Artikel', 'Lagerort', 'Charge', 'Verpackung', 'Gewicht'], 150),
    ],
    seller: 'Muster GmbH',
    buyer: 'Beispiel AG',
    buyerPostcode: '10115',
  },
];
