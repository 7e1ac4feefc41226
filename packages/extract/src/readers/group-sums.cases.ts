/**
 * Cases of group sums whose label carries digits (session 17; table/scan.ts `groupSum`), from two
 * layouts, failing before: "Summe Kennzeichen BN-FZ 8574  400,45" under a vehicle's fuel rows and
 * "Summe Kostenstelle 4711  41,90" under a cost centre's rows — the digits of the label stand
 * outside the amount column, the one amount in it is the group's sum, and the next group's rows
 * follow: the table goes on (blind18 `tank`, an office supplier's invoice per cost centre).
 */
import type { StyledRow } from '../test-layout.ts';

export interface GroupSumCase {
  name: string;
  rows: StyledRow[];
  /** the net amounts of the items read, in order */
  nets: string[];
}

const fuelRow = (
  y: number,
  date: string,
  product: string,
  qty: string,
  price: string,
  net: string,
): StyledRow[] => [
  [y, 50, date, 8],
  [y, 120, 'BAB A4 Autohof Kerpen', 8],
  [y, 270, product, 8],
  [y, 390, qty, 8],
  [y, 450, price, 8],
  [y, 520, net, 8],
];

const officeRow = (y: number, name: string, qty: string, price: string, net: string): StyledRow[] => [
  [y, 50, name, 8.5],
  [y, 330, qty, 8.5],
  [y, 420, price, 8.5],
  [y, 510, net, 8.5],
];

export const GROUP_SUM_CASES: GroupSumCase[] = [
  {
    name: 'fuel card: "Summe Kennzeichen BN-FZ 8574" between two vehicles (blind18 tank)',
    rows: [
      [40, 50, 'Carda Mobility Card GmbH', 13, true],
      [100, 50, 'Sammelrechnung SR-2027-1352699', 12, true],
      [140, 50, 'Datum', 8, true],
      [140, 120, 'Station', 8, true],
      [140, 270, 'Produkt', 8, true],
      [140, 390, 'Menge', 8, true],
      [140, 450, 'Preis', 8, true],
      [140, 520, 'Netto €', 8, true],
      [154, 50, 'Kennzeichen BN-FZ 8574', 8, true],
      ...fuelRow(166, '24.01.2027', 'Diesel', '55,967 l', '1,556', '87,08'),
      ...fuelRow(178, '28.01.2027', 'Super E10', '54,141 l', '1,538', '83,27'),
      [190, 270, 'Summe Kennzeichen BN-FZ 8574', 8],
      [190, 520, '170,35', 8],
      [204, 50, 'Kennzeichen K-AB 2876', 8, true],
      ...fuelRow(216, '25.01.2027', 'AdBlue', '11,304 l', '0,822', '9,29'),
      ...fuelRow(228, '28.01.2027', 'Diesel', '31,288 l', '1,683', '52,66'),
      [240, 270, 'Summe Kennzeichen K-AB 2876', 8],
      [240, 520, '61,95', 8],
      [270, 350, 'Summe netto', 9],
      [270, 520, '232,30', 9],
      [284, 350, 'zzgl. 19 % USt', 9],
      [284, 520, '44,14', 9],
      [298, 350, 'Rechnungsbetrag', 9, true],
      [298, 520, '276,44', 9, true],
    ],
    nets: ['87.08', '83.27', '9.29', '52.66'],
  },
  {
    name: 'office supplies: "Summe Kostenstelle 4711" between two cost centres',
    rows: [
      [40, 50, 'Büro Kaiser GmbH', 13, true],
      [100, 50, 'Rechnung 2027-04-118823', 12, true],
      [140, 50, 'Leistung', 8.5, true],
      [140, 330, 'Menge', 8.5, true],
      [140, 420, 'Einzelpreis', 8.5, true],
      [140, 510, 'Betrag', 8.5, true],
      [154, 50, 'Kostenstelle 4711 – Vertrieb', 8.5, true],
      ...officeRow(166, 'Kopierpapier A4, 5 × 500 Blatt', '1', '34,90', '34,90'),
      ...officeRow(178, 'Ordner breit, blau', '1', '7,00', '7,00'),
      [190, 50, 'Summe Kostenstelle 4711', 8.5],
      [190, 510, '41,90', 8.5],
      [204, 50, 'Kostenstelle 4720 – Einkauf', 8.5, true],
      ...officeRow(216, 'Toner schwarz', '1', '24,90', '24,90'),
      [228, 50, 'Summe Kostenstelle 4720', 8.5],
      [228, 510, '24,90', 8.5],
      [258, 350, 'Summe netto', 9],
      [258, 510, '66,80', 9],
      [272, 350, 'zzgl. 19 % USt', 9],
      [272, 510, '12,69', 9],
      [286, 350, 'Rechnungsbetrag', 9, true],
      [286, 510, '79,49', 9, true],
    ],
    nets: ['34.90', '7.00', '24.90'],
  },
];

/**
 * Items without a table head in groups, each closed by its own sum row, then the grand total
 * (table/unheaded.ts `unheadedLines`, session 17): all groups are items, not the first only —
 * blind14 `versorger` (a telecom bill: "Monatliche Beträge", "Nutzungsabhängige Beträge",
 * "Einmalige Beträge") and a property manager's fee list per building.
 */
export const UNHEADED_GROUP_CASES: GroupSumCase[] = [
  {
    name: 'telecom bill: three groups with "Summe …" rows, then "Summe netto" (blind14 versorger)',
    rows: [
      [40, 50, 'Stadtwerke Neustadt GmbH', 13, true],
      [243, 50, 'Ihre Rechnung für 03.2026', 12, true],
      [304, 50, 'Leistung', 8.5, true],
      [304, 488, 'Betrag netto', 8.5, true],
      [321, 50, 'Monatliche Beträge', 8.5, true],
      [335, 50, 'Festnetz & Internet Komfort 250', 8.5],
      [335, 515.25, '39,95 €', 8.5],
      [347, 50, 'Mobilfunk Business M (Karte 1)', 8.5],
      [347, 515.25, '24,37 €', 8.5],
      [359, 50, 'Summe Monatliche Beträge', 8.5],
      [359, 523.75, '64,32', 8.5],
      [377, 50, 'Nutzungsabhängige Beträge', 8.5, true],
      [391, 50, 'Roaming EU (Datenvolumen)', 8.5],
      [391, 519.5, '0,84 €', 8.5],
      [403, 50, 'Summe Nutzungsabhängige Beträge', 8.5],
      [403, 528, '0,84', 8.5],
      [421, 50, 'Einmalige Beträge', 8.5, true],
      [435, 50, 'Bereitstellungsentgelt', 8.5],
      [435, 515.25, '58,82 €', 8.5],
      [447, 50, 'Summe Einmalige Beträge', 8.5],
      [447, 523.75, '58,82', 8.5],
      [471, 300, 'Summe netto', 9],
      [471, 509, '123,98 €', 9],
    ],
    nets: ['39.95', '24.37', '0.84', '58.82'],
  },
  {
    name: 'property manager: fees per building, "Summe Objekt …" rows, then "Nettobetrag"',
    rows: [
      [40, 50, 'Hausverwaltung Brenner GmbH', 13, true],
      [200, 50, 'Verwaltergebühren 2. Quartal 2027', 12, true],
      [240, 50, 'Objekt Lindenweg 5, Bremen', 9, true],
      [254, 50, 'Verwaltergebühr 12 Einheiten', 9],
      [254, 480, '720,00', 9],
      [266, 50, 'Sonderleistung Eigentümerversammlung', 9],
      [266, 480, '150,00', 9],
      [278, 50, 'Summe Objekt Lindenweg 5', 9],
      [278, 480, '870,00', 9],
      [300, 50, 'Objekt Am Deich 12, Bremen', 9, true],
      [314, 50, 'Verwaltergebühr 8 Einheiten', 9],
      [314, 480, '480,00', 9],
      [326, 50, 'Summe Objekt Am Deich 12', 9],
      [326, 480, '480,00', 9],
      [352, 300, 'Nettobetrag', 9],
      [352, 480, '1.350,00', 9],
      [366, 300, 'zzgl. 19 % USt.', 9],
      [366, 480, '256,50', 9],
      [380, 300, 'Gesamtbetrag', 9, true],
      [380, 480, '1.606,50', 9, true],
    ],
    nets: ['720.00', '150.00', '480.00'],
  },
];

/**
 * The guard: one group closed by "Summe Honorar erbracht", then the totals, a cumulative gross
 * and a deduction whose difference is the amount due (blind18 `hoai`): the phases are the items,
 * not the cumulative gross.
 */
export const UNHEADED_GROUP_GUARD: GroupSumCase = {
  name: 'HOAI: "Summe Honorar erbracht", then "Leistung brutto (kumuliert)" less a deduction',
  rows: [
    [40, 317, 'Lange + Partner Architekten mbB', 12, true],
    [234, 50, 'Abschlagsrechnung Nr. 4', 15, true],
    [300, 50, 'Grundlagenermittlung', 9],
    [300, 500, '9.916,87', 9],
    [312, 50, 'Vorplanung', 9],
    [312, 495.5, '34.709,05', 9],
    [324, 300, 'Summe Honorar erbracht', 9],
    [324, 495.5, '44.625,92', 9],
    [336, 300, 'Nebenkosten pauschal 3 %', 9],
    [336, 500, '1.338,78', 9],
    [348, 300, 'Summe netto', 9],
    [348, 495.5, '45.964,70', 9],
    [360, 300, 'zzgl. 19 % USt', 9],
    [360, 500, '8.733,29', 9],
    [372, 300, 'Leistung brutto (kumuliert)', 9],
    [372, 495.5, '54.697,99', 9],
    [384, 300, '1. Abschlagsrechnung vom 16.09.2027', 9],
    [384, 491, '-20.000,00', 9],
    [396, 300, 'Zahlbetrag', 9, true],
    [396, 495.5, '34.697,99', 9, true],
  ],
  nets: ['9916.87', '34709.05'],
};
