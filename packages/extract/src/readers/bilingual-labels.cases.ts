/**
 * Cases of header labels printed in two languages in one piece, "Invoice no. / Rechnungs-Nr.:": the
 * first half was taken as the label and the second ("/ Rechnungs-Nr.:") as text that does not fit
 * its value, so no number, due date or order reference was read. Layouts: blind26 `cowork` (an
 * English-German coworking space, English first, values in a column to the right) and another
 * producer's German-English header (German first, the value in the same piece). Names made up.
 */
import { type Row, rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface BilingualLabelCase {
  name: string;
  rows: Row[];
  number: string;
  dueDate: string;
  order: string;
}

export const BILINGUAL_LABEL_CASES: BilingualLabelCase[] = [
  {
    name: 'blind26 cowork: English / German labels, values in a column right of them',
    rows: [
      [44, 50, 'Hafenloft Coworking GmbH'],
      [107, 50, 'Bill to / Rechnungsempfänger:'],
      [107, 320, 'Invoice no. / Rechnungs-Nr.:'],
      [107, 460, 'INV-2026-9616'],
      [119, 50, 'Pixelfabrik UG (haftungsbeschränkt)'],
      [119, 320, 'Date / Datum:'],
      [119, 460, '11.06.2026'],
      [131, 50, 'Am Alten Schlachthof 58'],
      [131, 320, 'Due date / Fällig am:'],
      [131, 460, '25.06.2026'],
      [143, 50, '50667 Köln'],
      [143, 320, 'PO / Bestellnr.:'],
      [143, 460, 'PO-38879'],
      [194, 50, 'INVOICE / RECHNUNG'],
    ],
    number: 'INV-2026-9616',
    dueDate: '2026-06-25',
    order: 'PO-38879',
  },
  {
    name: 'another producer: German / English labels with the value in the same piece',
    rows: [
      [40, 50, 'Alpenblick Software AG'],
      [90, 50, 'Rechnung / Invoice'],
      [120, 330, 'Rechnungsnummer / Invoice number: R-2026-114'],
      [134, 330, 'Rechnungsdatum / Invoice date: 02.03.2026'],
      [148, 330, 'Fälligkeitsdatum / Due date: 01.04.2026'],
      [162, 330, 'Bestellnummer / Order number: 4500123987'],
      [120, 50, 'Brenner Maschinenbau GmbH'],
      [134, 50, 'Industriestraße 12'],
      [148, 50, '87435 Kempten'],
    ],
    number: 'R-2026-114',
    dueDate: '2026-04-01',
    order: '4500123987',
  },
];

/**
 * Totals whose labels are printed in the producer's language first and in English after a slash
 * ("Maksettava / Amount due"): the English label stood after unknown words, not at the start of
 * its piece, so it was no total's label — no VAT total and a gross of 0,00. Layouts: blind27 `fi`
 * (a Finnish design studio, amounts with spaces between thousands) and a Latvian supplier's
 * invoice (hand-made, another writer).
 */
export interface BilingualTotalsCase {
  name: string;
  rows: StyledRow[];
  totals: { taxExclusive: string; vatTotal: string; taxInclusive: string; amountDue: string };
}

export const BILINGUAL_TOTALS_CASES: BilingualTotalsCase[] = [
  {
    name: 'blind27 fi: "Veroton yhteensä / Net total", "ALV / VAT 25,5 %", "Maksettava / Amount due"',
    rows: [
      [40, 50, 'Pohjola Design Oy', 11, true],
      [40, 450, 'LASKU / INVOICE', 12, true],
      [70, 290, 'Laskun nro / Invoice no.'],
      r(70, 545, '2026-7321'),
      [210, 50, 'Nimike / Description', 9, true],
      [210, 330, 'Määrä / Qty', 9, true],
      [210, 390, 'À-hinta / Price', 9, true],
      [210, 470, 'ALV %', 9, true],
      r(210, 545, 'Yhteensä / Total', 9, true),
      [226, 50, 'Koulutustyöpaja / Workshop'],
      r(226, 360, '10 hlö'),
      r(226, 430, '647,50'),
      [226, 470, '25,5'],
      r(226, 545, '6 475,00'),
      [240, 50, 'Työpajamateriaali / Material'],
      r(240, 360, '6 hlö'),
      r(240, 430, '48,40'),
      [240, 470, '25,5'],
      r(240, 545, '290,40'),
      [270, 300, 'Veroton yhteensä / Net total'],
      r(270, 545, '6 765,40 €'),
      [284, 300, 'ALV / VAT 25,5 %'],
      r(284, 545, '1 725,18 €'),
      [298, 300, 'Maksettava / Amount due', 9, true],
      r(298, 545, '8 490,58 €', 9, true),
    ],
    totals: { taxExclusive: '6765.40', vatTotal: '1725.18', taxInclusive: '8490.58', amountDue: '8490.58' },
  },
  {
    name: 'a Latvian supplier: "Summa bez PVN / Subtotal", "PVN 21% / VAT 21%", "Kopā apmaksai / Total due"',
    rows: [
      [40, 50, 'SIA Daugava Print', 12, true],
      [56, 50, 'Brīvības iela 88, Rīga, LV-1001'],
      [90, 50, 'RĒĶINS / INVOICE Nr. DP-2026/0412', 12, true],
      [104, 50, 'Datums / Date: 03.02.2026'],
      [200, 50, 'Nosaukums / Description', 9, true],
      r(200, 400, 'Daudz. / Qty', 9, true),
      r(200, 470, 'Cena / Price', 9, true),
      r(200, 545, 'Summa / Amount', 9, true),
      [216, 50, 'Bukleti A5, 4+4'],
      r(216, 400, '2000'),
      r(216, 470, '0,42'),
      r(216, 545, '840,00'),
      [230, 50, 'Plakāti A2'],
      r(230, 400, '150'),
      r(230, 470, '2,40'),
      r(230, 545, '360,00'),
      [262, 320, 'Summa bez PVN / Subtotal'],
      r(262, 545, '1 200,00'),
      [276, 320, 'PVN 21% / VAT 21%'],
      r(276, 545, '252,00'),
      [290, 320, 'Kopā apmaksai / Total due', 9, true],
      r(290, 545, '1 452,00', 9, true),
    ],
    totals: { taxExclusive: '1200.00', vatTotal: '252.00', taxInclusive: '1452.00', amountDue: '1452.00' },
  },
];
