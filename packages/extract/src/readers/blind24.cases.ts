/**
 * Cases of the rules written after the first run of the held-out set blind24 (session 19), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - the document's own title word as the label of its number in a label column whose next row is
 *   the date's label: "Gutschrift | G357637" over "Datum | …" (blind24 `hw` credit note) and
 *   "Rechnung | WR66720" over a bare "vom | …" (blind24 `wart`); no number was read
 *   (readers/number.ts numbersOverDateLabel, lexicon/document.ts TITLE_LABEL_BARE / TITLE_DATE_LABEL);
 * - item-table heads no lexicon knew, so no table was found and one stand-in line for the net was
 *   read: a notary's "KV-Nr. | Gegenstand | Geschäftswert | Gebühr" (blind24 `notar`) and a patient
 *   transport's "Betrag € | Datum | km | Fahrt von → nach" (blind24 `taxi`) (lexicon/columns.ts).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface NumberCase {
  name: string;
  rows: StyledRow[];
  number: string;
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

/** The seller's sender line and the buyer's address window (both layouts). */
const window = (seller: string, buyer: string): StyledRow[] => [
  [40, 50, seller, 15, true],
  [112, 50, `${seller} · Hauptstr. 136 · 50667 Köln`, 6.5, false],
  [126, 50, buyer, 10, false],
  [138, 50, 'Schillerplatz 107', 10, false],
  [150, 50, '04279 Leipzig', 10, false],
];

export const NUMBER_CASES: NumberCase[] = [
  {
    name: 'a credit note\'s "Gutschrift | G357637" over "Datum | …" in the info column (blind24 hw)',
    rows: [
      ...window('Komponenta Distribution GmbH', 'Kronlogistik e.K.'),
      [126, 370, 'Gutschrift', 9, false],
      r(126, 545, 'G357637'),
      [139, 370, 'Datum', 9, false],
      r(139, 545, '18.03.2026'),
      [152, 370, 'Kundennummer', 9, false],
      r(152, 545, '280115'),
      [222, 50, 'GUTSCHRIFT', 14, true],
      [240, 50, 'Gutschrift zu Rechnung Nr. R812440 vom 11.02.2026', 9, false],
      [262, 50, 'Art.-Nr.', 8, true],
      [262, 100, 'Bezeichnung', 8, true],
      r(262, 390, 'Menge', 8, true),
      r(262, 465, 'EP netto', 8, true),
      r(262, 545, 'GP netto', 8, true),
      [280, 50, '308259', 8.5, false],
      [280, 100, 'Multifunktionsdrucker Laser A4 farbig', 8.5, false],
      r(280, 390, '2', 8.5),
      r(280, 465, '349,00', 8.5),
      r(280, 545, '698,00', 8.5),
      [310, 320, 'Warenwert netto', 9, false],
      r(310, 545, '698,00 €'),
      [324, 320, 'zzgl. 19 % USt. auf 698,00 €', 9, false],
      r(324, 545, '132,62 €'),
      [338, 320, 'Gutschriftsbetrag', 10, true],
      r(338, 545, '830,62 €', 10, true),
    ],
    number: 'G357637',
  },
  {
    name: 'a maintenance invoice\'s "Rechnung | WR66720" over "vom | …" and "Wartungsvertrag | …" (blind24 wart)',
    rows: [
      ...window('Lifttechnik Bergmann GmbH', 'Martech GmbH & Co. KG'),
      [126, 360, 'Rechnung', 9, false],
      r(126, 545, 'WR66720'),
      [139, 360, 'vom', 9, false],
      r(139, 545, '16.04.2026'),
      [152, 360, 'Wartungsvertrag', 9, false],
      r(152, 545, 'RV-075821'),
      [210, 50, 'Objekt: Gewerbepark Süd 1, 45468 Mülheim an der Ruhr', 9, false],
      [236, 50, 'Anlage-Nr.', 8, true],
      [236, 110, 'Leistung', 8, true],
      r(236, 440, 'Menge', 8, true),
      r(236, 495, 'Preis', 8, true),
      r(236, 545, 'Summe', 8, true),
      [254, 50, 'A-16154', 8.5, false],
      [254, 110, 'Wartung Lastenaufzug gem. Vertrag', 8.5, false],
      r(254, 440, '1', 8.5),
      r(254, 495, '681,10', 8.5),
      r(254, 545, '681,10', 8.5),
      [284, 340, 'Summe netto', 9, false],
      r(284, 545, '681,10 €'),
      [298, 340, 'zzgl. 19 % USt. auf 681,10 €', 9, false],
      r(298, 545, '129,41 €'),
      [312, 340, 'Summe brutto', 10, true],
      r(312, 545, '810,51 €', 10, true),
    ],
    number: 'WR66720',
  },
];

export interface TableHeadCase {
  name: string;
  rows: StyledRow[];
  /** name, quantity and net amount of each line */
  lines: Array<[string, string, string]>;
}

/** Totals at 19 % or 7 % under the table (both layouts). */
const sums = (y: number, net: string, rate: string, vat: string, gross: string): StyledRow[] => [
  [y, 320, 'Summe netto', 9, false],
  r(y, 545, `${net} €`),
  [y + 14, 320, `zzgl. ${rate} % USt. auf ${net} €`, 9, false],
  r(y + 14, 545, `${vat} €`),
  [y + 28, 320, 'Rechnungsbetrag', 10, true],
  r(y + 28, 545, `${gross} €`, 10, true),
];

export const TABLE_HEAD_CASES: TableHeadCase[] = [
  {
    name: 'a notary\'s "KV-Nr. | Gegenstand | Geschäftswert | Gebühr", the value column no amount (blind24 notar)',
    rows: [
      ...window('Notar Dr. Sabine Berger', 'Kronlogistik e.K.'),
      [222, 50, 'Kostenberechnung gemäß § 19 GNotKG', 12, true],
      [262, 50, 'KV-Nr.', 8.5, true],
      [262, 100, 'Gegenstand', 8.5, true],
      r(262, 420, 'Geschäftswert', 8.5, true),
      r(262, 545, 'Gebühr', 8.5, true),
      [280, 50, '21100', 9, false],
      [280, 100, 'Beurkundungsverfahren Kaufvertrag', 9, false],
      r(280, 420, '813.000,00'),
      r(280, 545, '2.903,57'),
      [294, 50, '32001', 9, false],
      [294, 100, 'Dokumentenpauschale', 9, false],
      r(294, 545, '25,00'),
      ...sums(330, '2.928,57', '19', '556,43', '3.485,00'),
    ],
    lines: [
      ['Beurkundungsverfahren Kaufvertrag', '1', '2903.57'],
      ['Dokumentenpauschale', '1', '25.00'],
    ],
  },
  {
    name: 'a patient transport\'s "Betrag € | Datum | km | Fahrt von → nach", the amount first (blind24 taxi)',
    rows: [
      ...window('Krankenfahrten Domstadt GmbH', 'BARMER'),
      [228, 50, 'Sammelrechnung Krankenfahrten 01.10.2026 bis 28.10.2026', 11, true],
      r(252, 95, 'Betrag €', 8.5, true),
      [252, 110, 'Datum', 8.5, true],
      r(252, 185, 'km', 8.5, true),
      [252, 200, 'Fahrt von → nach', 8.5, true],
      r(270, 95, '57,10', 8.5),
      [270, 110, '19.10.2026', 8.5, false],
      r(270, 185, '24', 8.5),
      [270, 200, 'Lindenweg 4, Hürth → Uniklinik Köln, Kerpener Str. 62', 8.5, false],
      r(284, 95, '15,30', 8.5),
      [284, 110, '12.10.2026', 8.5, false],
      r(284, 185, '5', 8.5),
      [284, 200, 'Dialysezentrum Porz, Hauptstr. 370 → Bahnhofstr. 12, Brühl', 8.5, false],
      ...sums(320, '72,40', '7', '5,07', '77,47'),
    ],
    lines: [
      ['Lindenweg 4, Hürth → Uniklinik Köln, Kerpener Str. 62', '1', '57.10'],
      ['Dialysezentrum Porz, Hauptstr. 370 → Bahnhofstr. 12, Brühl', '1', '15.30'],
    ],
  },
];
