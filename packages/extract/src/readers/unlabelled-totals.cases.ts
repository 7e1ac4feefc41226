/**
 * Cases of totals whose VAT and gross labels are in a language the lexicon lacks (session 21):
 * under the printed net, an amount that is the net plus an amount printed between them at a
 * known rate is the gross, the one between the VAT (reconcile.ts `unlabelledVatGross`). Before,
 * no VAT and a gross of 0,00 came out. Layouts: blind27 `no` (a Norwegian fish exporter, export
 * at 0 %: "Sum eks. mva", "MVA 0 %  NOK 0,00", "Å betale") and a Lithuanian supplier (hand-made,
 * another writer: "Suma be PVM", "PVM 21 %", "Iš viso mokėti"). The guard: an amount under the
 * net that is the net plus a number at no known rate is no gross.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface UnlabelledTotalsCase {
  name: string;
  rows: StyledRow[];
  /** VAT total and gross; undefined: none read */
  totals: { vatTotal?: string; taxInclusive?: string };
}

/** A two-row item table (net 1 000,00) of a Lithuanian supplier, the totals rows appended. */
const lithuanian = (totals: StyledRow[]): StyledRow[] => [
  [40, 50, 'UAB Nemuno Baldai', 12, true],
  [56, 50, 'Savanorių pr. 124, LT-03153 Vilnius'],
  [90, 50, 'SĄSKAITA FAKTŪRA Serija NB Nr. 004512', 12, true],
  [200, 50, 'Pavadinimas', 9, true],
  r(200, 400, 'Kiekis', 9, true),
  r(200, 470, 'Kaina', 9, true),
  r(200, 545, 'Suma', 9, true),
  [216, 50, 'Ąžuolinis stalas 180x90'],
  r(216, 400, '2'),
  r(216, 470, '350,00'),
  r(216, 545, '700,00'),
  [230, 50, 'Kėdė, ąžuolas'],
  r(230, 400, '6'),
  r(230, 470, '50,00'),
  r(230, 545, '300,00'),
  ...totals,
];

export const UNLABELLED_TOTALS_CASES: UnlabelledTotalsCase[] = [
  {
    name: 'blind27 no: "Sum eks. mva" / "MVA 0 %  NOK 0,00" / "Å betale" under an export invoice',
    rows: [
      [40, 50, 'Nordhav Sjømat AS', 12, true],
      [60, 50, 'Apotekergata 99'],
      [71, 50, '6002 Ålesund'],
      [110, 300, 'FAKTURA', 14, true],
      [200, 50, 'Beskrivelse', 9, true],
      r(200, 380, 'Antall', 9, true),
      r(200, 460, 'Pris NOK', 9, true),
      r(200, 545, 'Beløp NOK', 9, true),
      [216, 50, 'Fersk laks, sløyd 4–5 kg'],
      r(216, 380, '4 700 kg'),
      r(216, 460, '105,25'),
      r(216, 545, '494 675,00'),
      [230, 50, 'Tørrfisk Lofoten, 50/60 cm'],
      r(230, 380, '125 kg'),
      r(230, 460, '294,00'),
      r(230, 545, '36 750,00'),
      [250, 330, 'Sum eks. mva'],
      r(250, 545, 'NOK 531 425,00'),
      [264, 330, 'MVA 0 %'],
      r(264, 545, 'NOK 0,00'),
      [278, 330, 'Å betale', 9, true],
      r(278, 545, 'NOK 531 425,00', 9, true),
    ],
    totals: { vatTotal: '0.00', taxInclusive: '531425.00' },
  },
  {
    name: 'a Lithuanian supplier: "Suma be PVM" / "PVM 21 %" / "Iš viso mokėti"',
    rows: lithuanian([
      [262, 320, 'Suma be PVM'],
      r(262, 545, '1 000,00'),
      [276, 320, 'PVM 21 %'],
      r(276, 545, '210,00'),
      [290, 320, 'Iš viso mokėti', 9, true],
      r(290, 545, '1 210,00', 9, true),
    ]),
    totals: { vatTotal: '210.00', taxInclusive: '1210.00' },
  },
];

/** Under the net a number that is no VAT at a known rate (3,33 %) and their sum: no gross. */
export const NOT_UNLABELLED_ROWS: StyledRow[] = lithuanian([
  [262, 320, 'Suma be PVM'],
  r(262, 545, '1 000,00'),
  [276, 320, 'Transportas'],
  r(276, 545, '33,30'),
  [290, 320, 'Iš viso'],
  r(290, 545, '1 033,30'),
]);
