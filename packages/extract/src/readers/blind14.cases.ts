/**
 * Cases of the rules written after the first run of the held-out set blind14 (session 14), each
 * from two layouts or more: a cash-rounding row among the totals ("Rundungsdifferenz") makes the
 * amount due the gross rounded to 5 Rappen — blind14 `alpsw` (bexio-like: "Total inkl. MWST",
 * "Rundungsdifferenz", "Total") and blind12 `alpen` (CH: "Total inkl. MWST", "Rundungsdifferenz",
 * "Zu bezahlen CHF"); rounded up and down. Names and amounts our own.
 */
import type { StyledRow } from '../test-layout.ts';

export interface Blind14Case {
  name: string;
  rows: StyledRow[];
  totals?: {
    taxExclusive?: string;
    vatTotal?: string;
    taxInclusive?: string;
    roundingAmount?: string;
    amountDue?: string;
  };
}

/** A Swiss invoice's head (bexio-like) and one item of quantity 1 at `net`. */
const CH_HEAD: StyledRow[] = [
  [40, 50, 'Seeblick Informatik AG', 15, true],
  [40, 400, 'Seefeldstrasse 12', 8],
  [50, 400, '8008 Zürich', 8],
  [60, 400, 'CHE-112.334.556 MWST', 8],
  [120, 50, 'Seeblick Informatik AG · Seefeldstrasse 12 · 8008 Zürich', 6.5],
  [134, 50, 'Bergsicht Treuhand GmbH', 10],
  [147, 50, 'Rainweg 7', 10],
  [160, 50, '3007 Bern', 10],
  [215, 50, 'Rechnung RE-00815', 14, true],
  [240, 50, 'Rechnungsdatum', 7.5, true],
  [252, 50, '16.02.2026', 9],
  [280, 50, 'Pos', 8, true],
  [280, 75, 'Beschreibung', 8, true],
  [280, 300, 'Menge', 8, true],
  [280, 328, 'Einheit', 8, true],
  [280, 410, 'Preis', 8, true],
  [280, 455, 'MWST', 8, true],
  [280, 515, 'Total', 8, true],
];
const item = (net: string): StyledRow[] => [
  [295, 50, '1', 8.5],
  [295, 75, 'Webhosting Business (12 Monate)', 8.5],
  [295, 285, '1.00', 8.5],
  [295, 328, 'Pauschal', 8.5],
  [295, 545 - net.length * 4.25 - 60, net, 8.5],
  [295, 450, '8.1%', 8.5],
  [295, 545 - net.length * 4.25, net, 8.5],
];
/** The totals rows at y 320…: label at 320, value right-aligned at 545. */
const totalsRows = (rows: Array<[string, string, boolean?]>): StyledRow[] =>
  rows.flatMap(([a, v, b], i) => [
    [320 + i * 14, 320, a, b ? 10 : 9, !!b],
    [320 + i * 14, 545 - v.length * (b ? 5 : 4.5), v, b ? 10 : 9, !!b],
  ]) as StyledRow[];

export const ROUNDING_CASES: Blind14Case[] = [
  {
    name: 'bexio-like: "Rundungsdifferenz CHF 0.01", then "Total CHF 1\'334.50" — rounded up (blind14 alpsw)',
    rows: [
      ...CH_HEAD,
      ...item("1'234.50"),
      ...totalsRows([
        ['Total exkl. MWST', "CHF 1'234.50"],
        ["MWST 8.1% von CHF 1'234.50", 'CHF 99.99'],
        ['Total inkl. MWST', "CHF 1'334.49"],
        ['Rundungsdifferenz', 'CHF 0.01'],
        ['Total', "CHF 1'334.50", true],
      ]),
    ],
    totals: {
      taxExclusive: '1234.50',
      taxInclusive: '1334.49',
      roundingAmount: '0.01',
      amountDue: '1334.50',
    },
  },
  {
    name: 'Swiss letter: "Rundungsdifferenz -0.02", "Zu bezahlen CHF 2\'261.65" — rounded down (blind12 alpen)',
    rows: [
      ...CH_HEAD,
      ...item("2'092.20"),
      ...totalsRows([
        ['Total exkl. MWST', "2'092.20"],
        ["MWST 8.1% von 2'092.20", '169.47'],
        ['Total inkl. MWST', "2'261.67"],
        ['Rundungsdifferenz', '-0.02'],
        ['Zu bezahlen CHF', "2'261.65", true],
      ]),
    ],
    totals: {
      taxExclusive: '2092.20',
      taxInclusive: '2261.67',
      roundingAmount: '-0.02',
      amountDue: '2261.65',
    },
  },
  {
    name: 'no rounding row: the due is the gross (a Swiss total already on 5 Rappen)',
    rows: [
      ...CH_HEAD,
      ...item('500.00'),
      ...totalsRows([
        ['Total exkl. MWST', 'CHF 500.00'],
        ['MWST 8.1% von CHF 500.00', 'CHF 40.50'],
        ['Total', 'CHF 540.50', true],
      ]),
    ],
    totals: { taxInclusive: '540.50', amountDue: '540.50' },
  },
];

/**
 * A buyer block under its cue ("Rechnungsadresse", "Rechnungsempfänger") with the seller's
 * one-line sender address at its top ("Firma · Straße · PLZ Ort") and a second column to its right
 * (a delivery address, an info block): the sender line is no line of the buyer's block. From
 * blind14 `shop` (shop-plugin invoice, "Lieferadresse" to the right) and a DIN 5008 letter with its
 * info block to the right of the window (blind12 `din`). Names our own.
 */
export interface SenderUnderCueCase {
  name: string;
  rows: StyledRow[];
  buyer: { name: string; street: string; postcode: string };
}

const TAIL: StyledRow[] = [
  [258, 50, 'Artikel', 8, true],
  [258, 380, 'Menge', 8, true],
  [258, 460, 'Preis', 8, true],
  [258, 545, 'Summe', 8, true],
  [273, 50, 'Merinowolle Strang 100 g', 8.5],
  [273, 380, '4', 8.5],
  [273, 460, '12,50 €', 8.5],
  [273, 545, '50,00 €', 8.5],
  [300, 380, 'Nettobetrag', 8.5],
  [300, 545, '50,00 €', 8.5],
  [312, 380, 'MwSt. 19 %', 8.5],
  [312, 545, '9,50 €', 8.5],
  [324, 380, 'Gesamtbetrag', 9, true],
  [324, 545, '59,50 €', 9, true],
];

export const SENDER_UNDER_CUE_CASES: SenderUnderCueCase[] = [
  {
    name: 'blind14 shop: "Rechnungsadresse" over the sender line, "Lieferadresse" to the right',
    rows: [
      [40, 50, 'Fadenwerk UG (haftungsbeschränkt)', 16, true],
      [56, 50, 'Lindenweg 34 · 51465 Bergisch Gladbach', 8],
      [60, 370, 'Rechnungsnummer', 8.5],
      [60, 545, 'RE-2026-00417', 8.5],
      [72, 370, 'Rechnungsdatum', 8.5],
      [72, 545, '18.06.2026', 8.5],
      [128, 50, 'Rechnungsadresse', 8, true],
      [140, 50, 'Fadenwerk UG (haftungsbeschränkt) · Lindenweg 34 · 51465 Bergisch Gladbach', 6.1],
      [154, 50, 'Lagerhaus Nord GmbH & Co. KG', 10],
      [167, 50, 'Am Kanal 5', 10],
      [180, 50, '50321 Brühl', 10],
      [150, 300, 'Lieferadresse', 8, true],
      [162, 300, 'Lagerhaus Nord GmbH & Co. KG', 9],
      [173, 300, 'Packstation 119', 9],
      [184, 300, '50321 Brühl', 9],
      [235, 50, 'Rechnung Nr. RE-2026-00417', 13, true],
      ...TAIL,
    ],
    buyer: { name: 'Lagerhaus Nord GmbH & Co. KG', street: 'Am Kanal 5', postcode: '50321' },
  },
  {
    name: 'DIN 5008 letter: "Rechnungsempfänger" over the sender line, the info block to the right',
    rows: [
      [40, 50, 'Tischlerei Holzwurm GmbH', 16, true],
      [56, 50, 'Sägewerkstraße 9 · 83022 Rosenheim', 8],
      [118, 50, 'Rechnungsempfänger', 8, true],
      [130, 50, 'Tischlerei Holzwurm GmbH · Sägewerkstraße 9 · 83022 Rosenheim', 6.1],
      [144, 50, 'Praxis Dr. Sommer', 10],
      [144, 360, 'Kundennummer', 8.5],
      [144, 545, '10233', 8.5],
      [157, 50, 'Lindenallee 12', 10],
      [157, 360, 'Rechnungsnummer', 8.5],
      [157, 545, '2026-118', 8.5],
      [170, 50, '83024 Rosenheim', 10],
      [170, 360, 'Rechnungsdatum', 8.5],
      [170, 545, '02.07.2026', 8.5],
      [235, 50, 'Rechnung', 13, true],
      ...TAIL,
    ],
    buyer: { name: 'Praxis Dr. Sommer', street: 'Lindenallee 12', postcode: '83024' },
  },
];
