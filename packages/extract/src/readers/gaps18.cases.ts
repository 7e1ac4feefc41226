/**
 * Cases of the rules of session 18 on line-item failures that recur across the seen blind sets
 * (rows shaped like the generators' documents, values of their own, cut to what the rule reads;
 * each failing before unless marked "kept"):
 * - a row with only its net under quantity and price columns is an item of its own when its name
 *   starts where the first item's name starts (table/scan.ts netOnlyRow): a vet's fees by
 *   schedule with their factor ("2-fach") between items with quantity and price (blind21 `vet`,
 *   all but the first fee were lost), an agency's expense after its hours, in a group of its own
 *   after a group's sum (blind14 `agentur`, the table ended at the sum); a line indented under
 *   an item ("davon Material") stays the item's text (kept).
 * - units of trades' own measures in the unit column: a translator's words ("3.034 Wörter", D68;
 *   blind20 `uebers`) were read as C62 (parse/units.ts); hectares ("16,8 ha", blind21 `hof`)
 *   stay C62: Rec 20's HAR is not in the XRechnung unit list (BR-CL-23), the lead's merge took
 *   it out again.
 * - column heads of different kinds the text layer joined at single spaces are cut into runs
 *   that each start with a head word of their own kind (table/heads.ts runOfHeadsCols): a farm's
 *   "Menge Einheit Artikel / Leistung" and "USt. Preis/Einh." in its PDF (blind21 `hof`, the
 *   table had no header and each row was one name), an ERP's "MwSt Gesamt (EUR)" (blind16
 *   `sapb1`, the table had no amount column and took the quantity times the price for the net).
 */
import { type MeasuredRow, rightAligned, type StyledRow } from '../test-layout.ts';

export interface UnitCase {
  name: string;
  rows: StyledRow[];
  /** [quantity, unit code] of each line, in order */
  units: Array<[string, string]>;
}

export interface ItemRowsCase {
  name: string;
  rows: StyledRow[];
  /** [name, net] of each line, in order */
  lines: Array<[string, string]>;
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */
const r = (y: number, right: number, text: string, size = 8.5, bold = false): StyledRow =>
  rightAligned(y, right, text, size, bold);

const LETTER_HEAD: StyledRow[] = [
  [40, 50, 'Kleintierpraxis am Park', 14, true],
  [118, 50, 'Kleintierpraxis am Park · Parkweg 3 · 24103 Kiel', 6.5],
  [132, 50, 'Frau', 10],
  [144.5, 50, 'Anke Petersen', 10],
  [157, 50, 'Holtenauer Str. 88', 10],
  [169.5, 50, '24105 Kiel', 10],
  [132, 380, 'Rechnung Nr.', 9],
  r(132, 545, 'TP-2026-0311', 9),
  [145, 380, 'Datum', 9],
  r(145, 545, '12.03.2026', 9),
];

export const NET_ONLY_ROW_CASES: ItemRowsCase[] = [
  {
    name: 'fees by schedule with a factor and only their amount, then a drug with quantity and price (blind21 vet)',
    rows: [
      ...LETTER_HEAD,
      [240, 50, 'Rechnung', 12, true],
      [265, 50, 'GOT-Nr.', 8.5, true],
      [265, 95, 'Leistung / Artikel', 8.5, true],
      [265, 340, 'Faktor', 8.5, true],
      r(265, 410, 'Menge', 8.5, true),
      r(265, 475, 'E-Preis', 8.5, true),
      r(265, 545, 'Betrag €', 8.5, true),
      [282.5, 50, '12', 8.5],
      [282.5, 95, 'Impfung Katze, Grundimmunisierung', 8.5],
      [282.5, 340, '2-fach', 8.5],
      r(282.5, 545, '31,40'),
      [297.5, 50, '205', 8.5],
      [297.5, 95, 'Krallen kürzen', 8.5],
      [297.5, 340, '1-fach', 8.5],
      r(297.5, 545, '9,62'),
      [312.5, 50, '1', 8.5],
      [312.5, 95, 'Allgemeine Untersuchung mit Beratung', 8.5],
      [312.5, 340, '3-fach', 8.5],
      r(312.5, 545, '70,86'),
      [327.5, 95, 'Milbemax Tabletten für Katzen, 2 Stück', 8.5],
      r(327.5, 410, '2'),
      r(327.5, 475, '8,90'),
      r(327.5, 545, '17,80'),
      [338.5, 95, 'PZN 12345678', 7],
      [362.5, 360, 'Summe netto', 9],
      r(362.5, 545, '129,68', 9),
      [376.5, 360, 'MwSt. 19 %', 9],
      r(376.5, 545, '24,64', 9),
      [390.5, 360, 'Gesamtbetrag €', 9],
      r(390.5, 545, '154,32', 9),
    ],
    lines: [
      ['Impfung Katze, Grundimmunisierung', '31.40'],
      ['Krallen kürzen', '9.62'],
      ['Allgemeine Untersuchung mit Beratung', '70.86'],
      ['Milbemax Tabletten für Katzen, 2 Stück', '17.80'],
    ],
  },
  {
    name: "an agency's expense with only its amount in a group of its own after the hours' group sums (blind14 agentur)",
    rows: [
      ...LETTER_HEAD,
      [240, 60, 'Aufgabe', 8, true],
      [240, 350, 'Dauer', 8, true],
      [240, 411, 'Stundensatz', 8, true],
      r(240, 545, 'Betrag', 8, true),
      [257, 60, 'Newsletter', 8.5, true],
      [271, 60, 'Vorlage für den Monatsnewsletter', 8.5],
      [271, 348.8, '12:30', 8.5],
      r(271, 455, '95,00 €'),
      r(271, 545, '1.187,50 €'),
      [283, 60, 'Versand und Auswertung', 8.5],
      [283, 353, '4:00', 8.5],
      r(283, 455, '95,00 €'),
      r(283, 545, '380,00 €'),
      [295, 60, 'Gesamt Newsletter', 8.5, true],
      r(295, 545, '1.567,50', 8.5, true),
      [313, 60, 'Spesen', 8.5, true],
      [327, 60, 'Hotel Hamburg, eine Nacht', 8.5],
      r(327, 545, '112,00 €'),
      [339, 60, 'Gesamt Spesen', 8.5, true],
      r(339, 545, '112,00', 8.5, true),
      [365, 330, 'Zwischensumme', 9],
      r(365, 545, '1.679,50 €', 9),
      [379, 330, 'USt. (19 %)', 9],
      r(379, 545, '319,11 €', 9),
      [393, 330, 'Rechnungsbetrag', 9, true],
      r(393, 545, '1.998,61 €', 9, true),
    ],
    lines: [
      ['Vorlage für den Monatsnewsletter', '1187.50'],
      ['Versand und Auswertung', '380.00'],
      ['Hotel Hamburg, eine Nacht', '112.00'],
    ],
  },
  {
    name: 'kept: a line indented under an item with only an amount stays that item\'s text ("davon Material")',
    rows: [
      ...LETTER_HEAD,
      [240, 50, 'Pos.', 8.5, true],
      [240, 80, 'Bezeichnung', 8.5, true],
      r(240, 410, 'Menge', 8.5, true),
      r(240, 475, 'Einzelpreis', 8.5, true),
      r(240, 545, 'Gesamt', 8.5, true),
      [257, 50, '1', 8.5],
      [257, 80, 'Heizkörper tauschen inkl. Ventile', 8.5],
      r(257, 410, '2'),
      r(257, 475, '240,00'),
      r(257, 545, '480,00'),
      [269, 95, 'davon Material', 8.5],
      r(269, 545, '310,00'),
      [281, 50, '2', 8.5],
      [281, 80, 'Anfahrt', 8.5],
      r(281, 410, '1'),
      r(281, 475, '35,00'),
      r(281, 545, '35,00'),
      [305, 360, 'Summe netto', 9],
      r(305, 545, '515,00', 9),
      [319, 360, 'MwSt. 19 %', 9],
      r(319, 545, '97,85', 9),
      [333, 360, 'Gesamtbetrag €', 9],
      r(333, 545, '612,85', 9),
    ],
    lines: [
      ['Heizkörper tauschen inkl. Ventile', '480.00'],
      ['Anfahrt', '35.00'],
    ],
  },
];

export const UNIT_WORD_CASES: UnitCase[] = [
  {
    name: 'hectares in the unit column left of the name (blind21 hof)',
    rows: [
      ...LETTER_HEAD,
      r(270, 85, 'Menge', 8.5, true),
      [270, 92, 'Einheit', 8.5, true],
      [270, 140, 'Artikel / Leistung', 8.5, true],
      [270, 400, 'USt.', 8.5, true],
      r(270, 515, 'Preis/Einh.', 8.5, true),
      r(270, 545, 'Betrag €', 8.5, true),
      r(289, 85, '12,4'),
      [289, 92, 'ha'],
      [289, 140, 'Pflügen und Eggen Ackerland'],
      [289, 400, '19 %'],
      r(289, 515, '55,00'),
      r(289, 545, '682,00'),
      r(305.5, 85, '40'),
      [305.5, 92, 'kg'],
      [305.5, 140, 'Äpfel Boskoop, Kiste'],
      [305.5, 400, '7 %'],
      r(305.5, 515, '1,20'),
      r(305.5, 545, '48,00'),
      [336, 300, 'Nettobetrag', 9],
      r(336, 545, '730,00', 9),
      [351, 300, 'USt. 19 % von 682,00', 9],
      r(351, 545, '129,58', 9),
      [366, 300, 'USt. 7 % von 48,00', 9],
      r(366, 545, '3,36', 9),
      [381, 300, 'Endbetrag €', 9, true],
      r(381, 545, '862,94', 9, true),
    ],
    units: [
      // hectares have no code in the XRechnung unit list (HAR is not in it): C62, the default
      ['12.4', 'C62'],
      ['40', 'KGM'],
    ],
  },
  {
    name: "a translator's words in the unit column right of the quantity (blind20 uebers)",
    rows: [
      ...LETTER_HEAD,
      [290, 50, 'Pos.', 8.5, true],
      [290, 78, 'Leistung', 8.5, true],
      r(290, 330, 'Menge', 8.5, true),
      [290, 338, 'Einheit', 8.5, true],
      r(290, 500, 'Preis/Einh.', 8.5, true),
      r(290, 545, 'Gesamt', 8.5, true),
      [307.5, 50, '1'],
      [307.5, 78, 'Übersetzung Französisch > Deutsch:'],
      r(307.5, 330, '1.820'),
      [307.5, 338, 'Wörter'],
      r(307.5, 500, '0,18'),
      r(307.5, 545, '327,60'),
      [318.5, 78, 'Mietvertrag Gewerbeeinheit'],
      [333.5, 50, '2'],
      [333.5, 78, 'Korrekturlesen'],
      r(333.5, 330, '2'),
      [333.5, 338, 'Std.'],
      r(333.5, 500, '60,00'),
      r(333.5, 545, '120,00'),
      [358.5, 300, 'Nettobetrag', 9],
      r(358.5, 545, '447,60 €', 9),
      [372.5, 300, 'zzgl. 19 % USt.', 9],
      r(372.5, 545, '85,04 €', 9),
      [386.5, 300, 'Rechnungsbetrag', 9, true],
      r(386.5, 545, '532,64 €', 9, true),
    ],
    units: [
      ['1820', 'D68'],
      ['2', 'HUR'],
    ],
  },
];

export interface JoinedHeadsCase {
  name: string;
  rows: MeasuredRow[];
  /** [name, quantity, net] of each line, in order */
  lines: Array<[string, string, string]>;
}

const MEASURED_HEAD: MeasuredRow[] = [
  [40, 50, 180, 'Hofladen Brunsmann', 14, true],
  [132, 50, 120, 'Frau', 10],
  [144.5, 50, 160, 'Anke Petersen', 10],
  [157, 50, 170, 'Holtenauer Str. 88', 10],
  [169.5, 50, 110, '24105 Kiel', 10],
  [132, 380, 440, 'Rechnung Nr.', 9],
  [132, 490, 545, 'HB-2026-118', 9],
  [145, 380, 405, 'Datum', 9],
  [145, 497, 545, '03.11.2026', 9],
];

export const JOINED_HEADS_CASES: JoinedHeadsCase[] = [
  {
    name: 'quantity, unit and name heads in one segment, rate and price heads in another (blind21 hof, PDF)',
    rows: [
      ...MEASURED_HEAD,
      [268.7, 47, 237, 'Menge Einheit Artikel / Leistung', 9.5, true],
      [268.7, 376, 470, 'USt. Preis/Einh.', 9.5, true],
      [268.7, 497, 545, 'Betrag €', 9.5, true],
      [287.7, 66, 104, '180 kg', 9.5],
      [287.7, 140, 310, 'Zwiebeln gelb, Sack 25 kg', 9.5],
      [287.7, 381, 400, '7 %', 9.5],
      [287.7, 448, 470, '0,60', 9.5],
      [287.7, 510, 545, '108,00', 9.5],
      [304.2, 69, 112, '3,5 Std.', 9.5],
      [304.2, 140, 300, 'Hecke schneiden mit Gerät', 9.5],
      [304.2, 375, 400, '19 %', 9.5],
      [304.2, 441, 470, '58,00', 9.5],
      [304.2, 510, 545, '203,00', 9.5],
      [334.7, 300, 361, 'Nettobetrag', 9.5],
      [334.7, 510, 545, '311,00', 9.5],
      [349.7, 300, 419, 'USt. 19 % von 203,00', 9.5],
      [349.7, 516, 545, '38,57', 9.5],
      [364.7, 300, 410, 'USt. 7 % von 108,00', 9.5],
      [364.7, 522, 545, '7,56', 9.5],
      [379.7, 300, 376, 'Endbetrag €', 9.5, true],
      [379.7, 510, 545, '357,13', 9.5, true],
    ],
    lines: [
      ['Zwiebeln gelb, Sack 25 kg', '180', '108.00'],
      ['Hecke schneiden mit Gerät', '3.5', '203.00'],
    ],
  },
  {
    name: 'the rate head and the line total head in one segment after a discount column (blind16 sapb1)',
    rows: [
      ...MEASURED_HEAD,
      [250, 50, 70, 'Pos.', 8, true],
      [250, 140, 188, 'Beschreibung', 8, true],
      [250, 332, 352, 'Menge', 8, true],
      [250, 357, 365, 'ME', 8, true],
      [250, 408, 428, 'Preis', 8, true],
      [250, 434, 466, 'Rabatt %', 8, true],
      [250, 478, 545, 'MwSt Gesamt (EUR)', 8, true],
      [265, 50, 55, '1', 8.5],
      [265, 140, 260, 'Montage Regalsystem', 8.5],
      [265, 335, 352, '4,00', 8.5],
      [265, 357, 370, 'Std', 8.5],
      [265, 405, 428, '120,00', 8.5],
      [265, 453, 466, '5,00', 8.5],
      [265, 478, 491, '19%', 8.5],
      [265, 520, 545, '456,00', 8.5],
      [277, 50, 55, '2', 8.5],
      [277, 140, 300, 'Schwerlastdübel M10, Karton mit 5 × 10', 8.5],
      [277, 331, 352, '50,00', 8.5],
      [277, 357, 369, 'VE', 8.5],
      [277, 410, 428, '1,20', 8.5],
      [277, 478, 491, '19%', 8.5],
      [277, 525, 545, '60,00', 8.5],
      [300, 340, 420, 'Gesamtbetrag netto', 8.5],
      [300, 520, 545, '516,00', 8.5],
      [314, 340, 390, 'Steuer 19 %', 8.5],
      [314, 525, 545, '98,04', 8.5],
      [328, 340, 410, 'Gesamtbetrag EUR', 8.5],
      [328, 520, 545, '614,04', 8.5],
    ],
    lines: [
      ['Montage Regalsystem', '4.00', '456.00'],
      ['Schwerlastdübel M10, Karton mit 5 × 10', '50.00', '60.00'],
    ],
  },
];
