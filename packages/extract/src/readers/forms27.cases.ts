/**
 * Cases of session 27 (issue 19, seen set blind47: forms, grids and boxed layouts), from two layouts
 * each, failing before:
 * - a form that prints each value over its caption in a small font ("20267095" over
 *   "Rechnungsnummer", "2.428,60" right-aligned in a box over "Nettobetrag"): the captions are the
 *   values' labels (captions.ts `captionsInline`); "Straße, Hausnummer" labels the street,
 *   "Bestellnummer des Kunden" the order (lexicon/de.ts).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Forms27Case {
  name: string;
  rows: StyledRow[];
  /** number, issue date, due date, order reference, buyer name, buyer street, net, VAT, gross */
  expect: [string, string, string, string, string, string, string, string, string];
}

/** A value at (y, x) in `size` and its caption under it in 6 pt. */
const cap = (y: number, x: number, value: string, caption: string, size = 10): StyledRow[] => [
  [y, x, value, size],
  [y + size + 3, x, caption, 6],
];

/** A value right-aligned in a box ending at `right`, its caption at the box's left `x`. */
const boxed = (y: number, x: number, right: number, value: string, caption: string): StyledRow[] => [
  [y, right - value.length * 5, value, 10],
  [y + 13, x, caption, 6],
];

const items = (mark: ',' | '.'): StyledRow[] => {
  const n = (a: string) => (mark === ',' ? a : a.replace('.', '#').replace(',', '.').replace('#', ','));
  return [
    [230, 53, 'Nr.', 8, true],
    [230, 76, mark === ',' ? 'Leistung / Artikel' : 'Item', 8, true],
    [230, 330, mark === ',' ? 'Menge' : 'Qty', 8, true],
    [230, 400, mark === ',' ? 'Preis' : 'Price', 8, true],
    [230, 500, mark === ',' ? 'Betrag' : 'Amount', 8, true],
    [244, 57, '1', 8.5],
    [244, 76, 'Servicetechniker Arbeitszeit', 8.5],
    [244, 335, '2', 8.5],
    [244, 400, n('91,40'), 8.5],
    [244, 505, n('182,80'), 8.5],
    [256, 57, '2', 8.5],
    [256, 76, 'Sicherungsautomat B16', 8.5],
    [256, 332, '16', 8.5],
    [256, 405, n('7,50'), 8.5],
    [256, 505, n('120,00'), 8.5],
  ];
};

export const FORMS27_CASES: Forms27Case[] = [
  {
    name: 'a German form: values over their captions, the totals right-aligned in boxes over theirs',
    rows: [
      [33, 48, 'Hofmann Betriebsausstattung e.K.', 12, true],
      [33, 360, 'RECHNUNG', 18, true],
      ...cap(60, 48, 'Am Alten Schlachthof 60a, 06108 Halle (Saale)', 'Anschrift', 8.5),
      ...cap(110, 48, 'Wagner Gebäudemanagement GmbH', 'Rechnungsempfänger'),
      ...cap(110, 363, 'RE-2026-7095', 'Rechnungsnummer'),
      ...cap(110, 458, '09.02.2026', 'Rechnungsdatum'),
      ...cap(135, 48, 'Gewerbepark Süd 59b', 'Straße, Hausnummer'),
      ...cap(135, 363, '11.03.2026', 'zahlbar bis'),
      ...cap(135, 458, '4414', 'Kundennummer'),
      ...cap(160, 48, '67433 Neustadt an der Weinstraße', 'PLZ, Ort'),
      ...cap(160, 363, 'PO-095089', 'Bestellnummer des Kunden'),
      ...items(','),
      ...boxed(300, 48, 213, '302,80', 'Nettobetrag'),
      ...boxed(300, 216, 380, '57,53', 'USt 19 % auf 302,80'),
      ...boxed(300, 385, 545, '360,33', 'Rechnungsbetrag EUR'),
    ],
    expect: [
      'RE-2026-7095',
      '2026-02-09',
      '2026-03-11',
      'PO-095089',
      'Wagner Gebäudemanagement GmbH',
      'Gewerbepark Süd 59b',
      '302.80',
      '57.53',
      '360.33',
    ],
  },
  {
    name: 'an English form: captions under the values in a grid of two columns, totals in boxes',
    rows: [
      [33, 48, 'Kells Office Supplies Ltd', 12, true],
      [33, 380, 'INVOICE', 18, true],
      ...cap(60, 48, '4 Main Street, Galway H91 E2K3', 'Address', 8.5),
      ...cap(110, 48, 'Brennan Joinery Ltd', 'Customer'),
      ...cap(110, 330, 'KOS-2231', 'Invoice number'),
      ...cap(110, 450, '03/11/2026', 'Invoice date'),
      ...cap(135, 48, 'Unit 7 Ballymount Park', 'Street'),
      ...cap(135, 330, '03/12/2026', 'Due date'),
      ...cap(135, 450, 'PO-5521', 'Your order no.'),
      ...cap(160, 48, 'Cork T12 XY64', 'Town, postcode'),
      ...items('.'),
      ...boxed(300, 48, 213, '302.80', 'Net amount'),
      ...boxed(300, 216, 380, '69.64', 'VAT 23 %'),
      ...boxed(300, 385, 545, '372.44', 'Total EUR'),
    ],
    expect: [
      'KOS-2231',
      '2026-11-03',
      '2026-12-03',
      'PO-5521',
      'Brennan Joinery Ltd',
      'Unit 7 Ballymount Park',
      '302.80',
      '69.64',
      '372.44',
    ],
  },
];
