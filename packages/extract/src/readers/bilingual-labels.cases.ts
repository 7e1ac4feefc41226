/**
 * Cases of header labels printed in two languages in one piece, "Invoice no. / Rechnungs-Nr.:": the
 * first half was taken as the label and the second ("/ Rechnungs-Nr.:") as text that does not fit
 * its value, so no number, due date or order reference was read. Layouts: blind26 `cowork` (an
 * English-German coworking space, English first, values in a column to the right) and another
 * producer's German-English header (German first, the value in the same piece). Names made up.
 */
import type { Row } from '../test-layout.ts';

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
