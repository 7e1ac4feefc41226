/**
 * Cases of the rules written after the first run of the held-out set blind26 (session 20), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - a deduction under the gross under labels no lexicon knows, and the rest due under it: an
 *   optician's "abzgl. Krankenkasse (Kassenanteil)  -64,50 €" / "Ihr Eigenanteil  847,04 €" after
 *   the gross, the net and the contained VAT (blind26 `optik`), and a phone app's "Bezahlt
 *   -715,00 €" / "Offen  714,79 €" under a gross labelled only "Gesamt" (blind19 `mobile`)
 *   (readers/deduction-rows.ts); the guard: a cash discount under the gross is no payment;
 * - the quantity and its unit run into the name by the PDF's text layer (the name column reaching
 *   up to the right-aligned "Menge" cell): a funeral home's "… Beisetzung 1 pauschal" (blind26
 *   `bestattung`), a pest-control report's "… (Wirkstoff Brodifacoum) 2,6 kg" (blind26
 *   `schaedling`; seen also in a bicycle shop's "… auf den Nutzer 1 pauschal", blind26 `fahrrad`)
 *   (table/names.ts trimName).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

export interface DueCase {
  name: string;
  rows: StyledRow[];
  totals: { taxInclusive: string; paidAmount?: string; amountDue: string };
  /** line height as a multiple of the font size (the text layer's 1.25 of the FO print) */
  lineHeight?: number;
}

export const DEDUCTION_CASES: DueCase[] = [
  {
    name: 'an optician: gross prices, "abzgl. Krankenkasse (Kassenanteil)" and "Ihr Eigenanteil" under the contained VAT (blind26 optik)',
    rows: [
      [48, 300, 'Augenoptik Weitblick GmbH', 15, true],
      [68, 300, 'Kaiser-Wilhelm-Ring 15', 8],
      [78, 300, '90402 Nürnberg', 8],
      [120, 50, 'Augenoptik Weitblick GmbH · Kaiser-Wilhelm-Ring 15 · 90402 Nürnberg', 6.5],
      [134, 50, 'Herrn', 10],
      [147, 50, 'Stefan Brandt', 10],
      [160, 50, 'Lindenweg 13', 10],
      [173, 50, '90402 Nürnberg', 10],
      [150, 370, 'Rechnungs-Nr.', 9],
      r(150, 545, 'OP-26-0575'),
      [163, 370, 'Datum', 9],
      r(163, 545, '04.10.2026'),
      [226, 50, 'Rechnung', 14, true],
      [258, 50, 'Artikel', 9, true],
      r(258, 340, 'Anzahl', 9, true),
      r(258, 440, 'Einzelpreis', 9, true),
      r(258, 545, 'Betrag', 9, true),
      r(270, 440, 'inkl. MwSt.', 7),
      [276, 50, 'Brillenfassung Titan, Modell Kato', 9],
      r(276, 340, '1 Stk.'),
      r(276, 440, '180,88'),
      r(276, 545, '180,88'),
      [291.5, 50, 'Brillenglas Gleitsicht Kunststoff 1,6', 9],
      r(291.5, 340, '2 Stk.'),
      r(291.5, 440, '341,53'),
      r(291.5, 545, '683,06'),
      [318.5, 50, 'Blaulichtfilter-Beschichtung', 9],
      r(318.5, 340, '1 Paar'),
      r(318.5, 440, '47,60'),
      r(318.5, 545, '47,60'),
      [344, 300, 'Gesamtbetrag inkl. 19 % MwSt.', 9],
      r(344, 545, '911,54 €'),
      [358, 300, 'Nettobetrag', 9],
      r(358, 545, '766,00 €'),
      [372, 300, 'enthaltene MwSt. 19 %', 9],
      r(372, 545, '145,54 €'),
      [386, 300, 'abzgl. Krankenkasse (Kassenanteil)', 9],
      r(386, 545, '-64,50 €'),
      [400, 300, 'Ihr Eigenanteil', 10, true],
      r(400, 545, '847,04 €', 10, true),
    ],
    totals: { taxInclusive: '911.54', paidAmount: '64.50', amountDue: '847.04' },
  },
  {
    name: 'a phone app: "Zwischensumme", "MwSt. 19 %", "Gesamt", then "Bezahlt -715,00 €" and "Offen" (blind19 mobile)',
    rows: [
      [47, 60, 'Rechnung', 16, true],
      [79, 60, 'Nr.', 9],
      r(79, 300, 'INV0200'),
      [93, 60, 'Datum', 9],
      r(93, 300, '08.07.2026'),
      [131, 60, 'Von', 8, true],
      [143, 60, 'Terramedia e.K.', 9],
      [155, 60, 'Hauptstr. 12, 50667 Köln', 9],
      [181, 60, 'An', 8, true],
      [193, 60, 'Kranich Media GmbH', 9],
      [205, 60, 'Lindenweg 4, 04109 Leipzig', 9],
      [250, 60, 'Positionen', 8, true],
      [264, 60, 'Einrichtung Notebook und Drucker', 9.5, true],
      r(264, 300, '351,00 €', 9.5),
      [275, 60, '2 × 175,50 €', 8],
      [292, 60, 'Beratung vor Ort (Teil 2)', 9.5, true],
      r(292, 300, '786,00 €', 9.5),
      [303, 60, '1 Tag × 786,00 €', 8],
      [320, 60, 'Bildbearbeitung II', 9.5, true],
      r(320, 300, '64,50 €', 9.5),
      [331, 60, '1 Monat × 64,50 €', 8],
      [369, 60, 'Zwischensumme', 9],
      r(369, 300, '1.201,50 €'),
      [383, 60, 'MwSt. 19 %', 9],
      r(383, 300, '228,29 €'),
      [397, 60, 'Gesamt', 9],
      r(397, 300, '1.429,79 €'),
      [411, 60, 'Bezahlt', 9],
      r(411, 300, '-715,00 €'),
      [425, 60, 'Offen', 10.5, true],
      r(425, 300, '714,79 €', 10.5, true),
    ],
    totals: { taxInclusive: '1429.79', paidAmount: '715.00', amountDue: '714.79' },
  },
];

/** The guard: a cash discount under the gross is no payment (nothing paid, the gross due). */
export const DEDUCTION_GUARD: DueCase = {
  name: 'a cash discount "abzgl. 2 % Skonto" under the gross, "Zahlbetrag bei Skonto" under it: no payment',
  rows: [
    [48, 50, 'Tischlerei Becker GmbH', 14, true],
    [110, 50, 'Tischlerei Becker GmbH · Lindenweg 2 · 50667 Köln', 6.5],
    [124, 50, 'Kranich Media GmbH', 10],
    [137, 50, 'Hafenstraße 4', 10],
    [150, 50, '04109 Leipzig', 10],
    [220, 50, 'Rechnung Nr. 2026-114 vom 03.03.2026', 12, true],
    [250, 50, 'Pos.', 9, true],
    [250, 80, 'Bezeichnung', 9, true],
    r(250, 400, 'Menge', 9, true),
    r(250, 470, 'Preis', 9, true),
    r(250, 545, 'Betrag', 9, true),
    [266, 50, '1', 9],
    [266, 80, 'Einbauschrank Eiche', 9],
    r(266, 400, '1'),
    r(266, 470, '1.000,00'),
    r(266, 545, '1.000,00'),
    [300, 300, 'Summe netto', 9],
    r(300, 545, '1.000,00 €'),
    [314, 300, 'zzgl. 19 % USt', 9],
    r(314, 545, '190,00 €'),
    [328, 300, 'Rechnungsbetrag', 9],
    r(328, 545, '1.190,00 €'),
    [342, 300, 'abzgl. 2 % Skonto bis 13.03.2026', 9],
    r(342, 545, '-23,80 €'),
    [356, 300, 'Zahlbetrag bei Skonto', 9],
    r(356, 545, '1.166,20 €'),
  ],
  totals: { taxInclusive: '1190.00', amountDue: '1190.00' },
};

/**
 * A labelled amount due further down ("Fälliger Betrag") is what is due: the official XSL-FO print
 * of an insurer's invoice (set (g)) whose "Gezahlter Betrag -220,00" is followed by "Summe
 * Fremdforderungen 0,00" — gross less the deduction by chance — and then "Fälliger Betrag 440,00".
 */
export const DEDUCTION_GUARD_DUE: DueCase = {
  name: 'a labelled "Fälliger Betrag" under a negative paid row and a zero row: the printed due stays (official XSL-FO print)',
  rows: [
    [40, 62, 'Rechnung', 14, true],
    [70, 62, 'Rechnungsnummer:', 9],
    [70, 180, 'KFZ-2018-0815', 9],
    [84, 62, 'Rechnungsdatum:', 9],
    [84, 180, '01.04.2018', 9],
    [355, 62, 'Gesamtbeträge der Rechnung', 10, true],
    [378, 62, 'Summe aller Positionen', 9],
    r(378, 567, '220,00'),
    [391, 62, 'Summe Nachlässe', 9],
    r(391, 567, '0,00'),
    [404, 62, 'Summe Zuschläge', 9],
    r(404, 567, '0,00'),
    [418, 62, 'Gesamtsumme', 9],
    r(418, 567, '220,00'),
    [431, 62, 'Summe Umsatzsteuer', 9],
    r(431, 567, '0,00'),
    [445, 62, 'Gesamtsumme', 9],
    r(445, 567, '220,00'),
    [458, 62, 'Gezahlter Betrag', 9],
    r(458, 567, '-220,00'),
    [471, 62, 'Summe Fremdforderungen', 9],
    r(471, 567, '0,00'),
    [485, 62, 'Fälliger Betrag', 9],
    r(485, 567, '440,00'),
  ],
  totals: { taxInclusive: '220.00', amountDue: '440.00' },
  lineHeight: 1.25,
};

export interface GluedCase {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, net] per line */
  lines: Array<[string, string, string, string]>;
}

/** A letter's head and the totals under an item table (net, 19 % VAT, gross). */
const letter = (seller: string, net: string, vat: string, gross: string, y: number): StyledRow[] => [
  [44, 300, seller, 15, true],
  [118, 50, `${seller} · Lindenweg 9 · 51465 Bergisch Gladbach`, 6.5],
  [132, 50, 'Kranich Media GmbH', 10],
  [145, 50, 'Am Alten Schlachthof 58', 10],
  [158, 50, '50667 Köln', 10],
  [230, 50, 'Rechnung Nr. 26-0412 vom 16.07.2026', 12, true],
  [y, 300, 'Summe netto', 9],
  r(y, 545, net),
  [y + 14, 300, 'zzgl. 19 % USt', 9],
  r(y + 14, 545, vat),
  [y + 28, 300, 'Gesamtbetrag', 9],
  r(y + 28, 545, gross),
];

export const GLUED_CASES: GluedCase[] = [
  {
    name: 'a funeral home: "Friedhofsgebühren Grabnutzung und Beisetzung 1 pauschal" in one run (blind26 bestattung)',
    rows: [
      ...letter('Bestattungshaus Lindner e.K.', '1.514,30 €', '287,72 €', '1.802,02 €', 340),
      [280, 50, 'Pos.', 8.5, true],
      [280, 76, 'Bezeichnung', 8.5, true],
      r(280, 360, 'Menge', 8.5, true),
      r(280, 430, 'Einzelpreis', 8.5, true),
      r(280, 545, 'Betrag €', 8.5, true),
      [298, 50, '1', 8.5],
      [298, 76, 'Überführung vom Sterbeort zum Bestattungshaus', 8.5],
      r(298, 360, '1 pauschal', 8.5),
      r(298, 430, '330,40', 8.5),
      r(298, 545, '330,40', 8.5),
      [310, 50, '2', 8.5],
      [310, 76, 'Friedhofsgebühren Grabnutzung und Beisetzung 1 pauschal', 8.5],
      r(310, 430, '1.183,90', 8.5),
      r(310, 545, '1.183,90', 8.5),
    ],
    lines: [
      ['Überführung vom Sterbeort zum Bestattungshaus', '1', 'LS', '330.40'],
      ['Friedhofsgebühren Grabnutzung und Beisetzung', '1', 'LS', '1183.90'],
    ],
  },
  {
    name: 'a pest-control report: "Küche EG: Fraßköder nachgefüllt (Wirkstoff Brodifacoum) 2,6 kg" in one run (blind26 schaedling)',
    rows: [
      ...letter('Kammerjäger Nord e.K.', '131,00 €', '24,89 €', '155,89 €', 340),
      [280, 50, 'Leistung', 8.5, true],
      r(280, 350, 'Menge', 8.5, true),
      [280, 356, 'Einheit', 8.5, true],
      r(280, 470, 'Preis €', 8.5, true),
      r(280, 545, 'Betrag €', 8.5, true),
      [298, 50, 'Küche EG: Kontrolle Köderstationen Nager', 8.5],
      r(298, 350, '11', 8.5),
      [298, 356, 'Stk.', 8.5],
      r(298, 470, '5,40', 8.5),
      r(298, 545, '59,40', 8.5),
      [310, 50, 'Küche EG: Fraßköder nachgefüllt (Wirkstoff Brodifacoum) 2,6 kg', 8.5],
      r(310, 470, '27,50', 8.5),
      r(310, 545, '71,50', 8.5),
      [322, 50, 'Anfahrt', 8.5],
      r(322, 350, '1', 8.5),
      [322, 356, 'pauschal', 8.5],
      r(322, 470, '0,10', 8.5),
      r(322, 545, '0,10', 8.5),
    ],
    lines: [
      ['Küche EG: Kontrolle Köderstationen Nager', '11', 'C62', '59.40'],
      ['Küche EG: Fraßköder nachgefüllt (Wirkstoff Brodifacoum)', '2.6', 'KGM', '71.50'],
      ['Anfahrt', '1', 'LS', '0.10'],
    ],
  },
  {
    name: 'kept: a pack size at the end of a name beside a quantity cell of the same number (blind21 vet as PDF, blind16 as PDF)',
    rows: [
      ...letter('Tierarztpraxis am Park', '81,85 €', '15,55 €', '97,40 €', 340),
      [280, 50, 'GOT-Nr. Leistung / Artikel', 8.5, true],
      r(280, 400, 'Faktor Menge', 8.5, true),
      r(280, 470, 'E-Preis', 8.5, true),
      r(280, 545, 'Betrag €', 8.5, true),
      [298, 70, 'Milbemax Kautabletten für Hunde, 2 Stk.', 8.5],
      r(298, 400, '2', 8.5),
      r(298, 470, '26,85', 8.5),
      r(298, 545, '53,70', 8.5),
      [310, 70, 'Kaffee Crema ganze Bohne 1 kg', 8.5],
      r(310, 400, '1', 8.5),
      r(310, 470, '28,15', 8.5),
      r(310, 545, '28,15', 8.5),
    ],
    lines: [
      ['Milbemax Kautabletten für Hunde, 2 Stk.', '2', 'C62', '53.70'],
      ['Kaffee Crema ganze Bohne 1 kg', '1', 'C62', '28.15'],
    ],
  },
];
