/**
 * Cases of the rules written after the first run of the held-out set blind18 (session 16), each
 * from two layouts (rows of the generators' documents, cut to what the rule reads; failing before):
 * - a percentage inside an item's text ("Nachtzuschlag 25 % KW 28", "Eckstandzuschlag 10 %") is
 *   part of the name, not the row's VAT rate: blind18 `zeitarbeit` and `event` (table/rows.ts,
 *   rowRate);
 * - a header segment the PDF's text layer joined, "Pos Art.-Nr. Artikel" / "Pos. Teile-/Arb.-Nr.
 *   Bezeichnung": the description column starts at its own head word, the article number's cells
 *   left of it are no names ("P5953" was read for "Pfand Kasten …", "ENTS" for
 *   "Altreifen-Entsorgung"): blind18 `getraenke` and `kfz` with `--pdf` (table/heads.ts,
 *   posDescCols). The rows are measured as the PDF gives them.
 */
import type { MeasuredRow, StyledRow } from '../test-layout.ts';

export interface Blind18Case {
  name: string;
  rows: StyledRow[];
  /** the lines' VAT rates, in order */
  rates?: string[];
}

export interface MeasuredCase {
  name: string;
  rows: MeasuredRow[];
  /** the lines' names, in order */
  names: string[];
}

export const PERCENT_IN_NAME_CASES: Blind18Case[] = [
  {
    name: 'surcharge rows "Nachtzuschlag 25 % KW 28" under a worker (blind18 zeitarbeit)',
    rows: [
      [266, 50, 'Leistungsart', 8, true],
      [266, 332.0, 'Stunden', 8, true],
      [266, 366, 'Einh.', 8, true],
      [266, 426.0, 'Satz €/Std.', 8, true],
      [266, 513.0, 'Betrag €', 8, true],
      [284, 50, 'Mitarbeiter: Lange, Miriam · Staplerfahrer · Pers.-Nr. 19932', 8.5, true],
      [298, 50, 'Normalstunden KW 28', 8.5],
      [298, 338.8, '27,25', 8.5],
      [298, 366, 'Std.', 8.5],
      [298, 448.8, '39,50', 8.5],
      [298, 511.0, '1.076,38', 8.5],
      [310, 50, 'Nachtzuschlag 25 % KW 28', 8.5],
      [310, 343.0, '7,50', 8.5],
      [310, 366, 'Std.', 8.5],
      [310, 453.0, '9,88', 8.5],
      [310, 523.8, '74,10', 8.5],
      [322, 50, 'Überstundenzuschlag 25 % KW 28', 8.5],
      [322, 343.0, '3,00', 8.5],
      [322, 366, 'Std.', 8.5],
      [322, 453.0, '9,88', 8.5],
      [322, 523.8, '29,64', 8.5],
      [334, 50, 'Normalstunden KW 29', 8.5],
      [334, 338.8, '19,00', 8.5],
      [334, 366, 'Std.', 8.5],
      [334, 448.8, '39,50', 8.5],
      [334, 519.5, '750,50', 8.5],
      [346, 50, 'Sonntagszuschlag 50 % KW 29', 8.5],
      [346, 343.0, '8,50', 8.5],
      [346, 366, 'Std.', 8.5],
      [346, 448.8, '19,75', 8.5],
      [346, 519.5, '167,88', 8.5],
      [358, 50, 'Zwischensumme Mitarbeiter', 8.5, true],
      [358, 511.0, '2.098,50', 8.5, true],
      [384, 330, 'Nettobetrag', 9],
      [384, 509.0, '2.098,50', 9],
      [398, 330, 'zzgl. USt 19 %', 9],
      [398, 518.0, '398,72', 9],
      [412, 330, 'Rechnungsbetrag', 10, true],
      [412, 485.0, '2.497,22 EUR', 10, true],
    ],
    rates: ['19', '19', '19', '19', '19'],
  },
  {
    name: '"Eckstandzuschlag 10 %" among a stand\'s rows (blind18 event)',
    rows: [
      [268, 50, 'Leistung', 8, true],
      [268, 310.0, 'Menge', 8, true],
      [268, 336, 'Einheit', 8, true],
      [268, 422.0, 'Preis €', 8, true],
      [268, 513.0, 'Betrag €', 8, true],
      [284, 50, 'Standmiete Kopfstand', 8.5],
      [284, 321.5, '48', 8.5],
      [284, 336, 'm²', 8.5],
      [284, 428.8, '93,90', 8.5],
      [284, 511.0, '4.507,20', 8.5],
      [296, 50, 'Eckstandzuschlag 10 %', 8.5],
      [296, 321.5, '48', 8.5],
      [296, 336, 'm²', 8.5],
      [296, 428.8, '12,50', 8.5],
      [296, 519.5, '600,00', 8.5],
      [308, 50, 'Stromanschluss bis 10 kW inkl. Verbrauch', 8.5],
      [308, 325.8, '1', 8.5],
      [308, 336, 'psch', 8.5],
      [308, 424.5, '115,90', 8.5],
      [308, 519.5, '115,90', 8.5],
      [364, 300, 'Summe netto', 9],
      [364, 509.0, '5.223,10', 9],
      [378, 300, 'zzgl. 19 % USt', 9],
      [378, 509.0, '992,39', 9],
      [392, 300, 'Gesamtbetrag brutto', 10, true],
      [392, 505.0, '6.215,49', 10, true],
    ],
    rates: ['19', '19', '19'],
  },
];

export const JOINED_POS_HEAD_CASES: MeasuredCase[] = [
  {
    name: '"Pos Art.-Nr. Artikel" joined, Pfand rows with article numbers "P5953" (blind18 getraenke, PDF)',
    rows: [
      [234.9, 50, 142.8, 'Pos Art.-Nr. Artikel', 8, true],
      [234.9, 299.6, 359.6, 'Menge Einh.', 8, true],
      [234.9, 397.1, 420, 'Preis', 8, true],
      [234.9, 432.8, 458, 'MwSt', 8, true],
      [234.9, 514.5, 545, 'Betrag', 8, true],
      [250.9, 50, 55.4, '1', 8.5],
      [250.9, 72, 93.6, '5953', 8.5],
      [250.9, 112, 277.7, 'Mineralwasser medium 12 x 0,7 l Glas', 8.5],
      [250.9, 324.6, 365.7, '8 Kasten', 8.5],
      [250.9, 401.1, 420, '9,40', 8.5],
      [250.9, 439.1, 458, '19%', 8.5],
      [250.9, 520.7, 545, '75,20', 8.5],
      [262.9, 50, 55.4, '2', 8.5],
      [262.9, 72, 93.6, '2895', 8.5],
      [262.9, 112, 256.2, 'Kartoffelchips Paprika 10 x 175 g', 8.5],
      [262.9, 319.2, 351.2, '24 Ktn', 8.5],
      [262.9, 395.7, 420, '13,40', 8.5],
      [262.9, 444.5, 458, '7%', 8.5],
      [262.9, 515.3, 545, '321,60', 8.5],
      [274.9, 50, 55.4, '3', 8.5],
      [274.9, 72, 99.4, 'P5953', 8.5],
      [274.9, 112, 233.5, 'Pfand Kasten 12 x 0,7 l Glas', 8.5],
      [274.9, 324.6, 365.7, '8 Kasten', 8.5],
      [274.9, 401.1, 420, '3,30', 8.5],
      [274.9, 439.1, 458, '19%', 8.5],
      [274.9, 520.7, 545, '26,40', 8.5],
      [294.8, 380, 441, 'Summe netto', 9],
      [294.8, 504.9, 545, '423,20', 9],
      [307, 380, 443.9, 'Summe MwSt', 9],
      [307, 513.5, 545, '41,79', 9],
      [322.6, 380, 458.9, 'Gesamtbetrag', 10, true],
      [322.6, 493.9, 545, '464,99 €', 10, true],
    ],
    names: [
      'Mineralwasser medium 12 x 0,7 l Glas',
      'Kartoffelchips Paprika 10 x 175 g',
      'Pfand Kasten 12 x 0,7 l Glas',
    ],
  },
  {
    name: '"Pos. Teile-/Arb.-Nr. Bezeichnung" joined, a code "ENTS" before the name (blind18 kfz, PDF)',
    rows: [
      [310.9, 50, 210.3, 'Pos. Teile-/Arb.-Nr. Bezeichnung', 8, true],
      [310.9, 357.9, 411.4, 'Menge ME', 8, true],
      [310.9, 423.9, 478, 'Einzelpreis', 8, true],
      [310.9, 512.4, 545, 'Betrag', 8, true],
      [328.8, 50, 109.6, 'Arbeitslohn', 8.5, true],
      [342.9, 50, 55.4, '1', 8.5],
      [342.9, 74, 120.5, '01 34 007', 8.5],
      [342.9, 148, 341.5, 'Klimaanlage warten, Kältemittel befüllen', 8.5],
      [342.9, 378.8, 410.9, '23 AW', 8.5],
      [342.9, 452.1, 478, '12,50', 8.5],
      [342.9, 513.2, 545, '287,50', 8.5],
      [354.9, 50, 55.4, '2', 8.5],
      [354.9, 74, 120.5, '97 63 311', 8.5],
      [354.9, 148, 336.3, 'Zahnriemen mit Wasserpumpe erneuern', 8.5],
      [354.9, 378.8, 410.9, '14 AW', 8.5],
      [354.9, 452.1, 478, '10,80', 8.5],
      [354.9, 513.2, 545, '151,20', 8.5],
      [366.8, 148, 214.3, 'Summe Lohn', 8.5, true],
      [366.8, 510.5, 545, '438,70', 8.5, true],
      [386.8, 50, 99.3, 'Sonstiges', 8.5, true],
      [400.9, 50, 55.4, '3', 8.5],
      [400.9, 74, 100.3, 'ENTS', 8.5],
      [400.9, 148, 246.7, 'Altreifen-Entsorgung', 8.5],
      [400.9, 384.6, 417.2, '1 psch', 8.5],
      [400.9, 457.9, 478, '8,50', 8.5],
      [400.9, 524.9, 545, '8,50', 8.5],
      [412.8, 148, 238.4, 'Summe Sonstiges', 8.5, true],
      [412.8, 523.1, 545, '8,50', 8.5, true],
      [438.8, 330, 395, 'Summe netto', 9],
      [438.8, 510.5, 545, '447,20', 9],
      [452.8, 330, 415.2, 'zzgl. 19 % MwSt.', 9],
      [452.8, 520, 545, '84,97', 9],
      [466.8, 330, 420, 'Rechnungsbetrag', 10, true],
      [466.8, 500, 545, '532,17 €', 10, true],
    ],
    names: [
      'Klimaanlage warten, Kältemittel befüllen',
      'Zahnriemen mit Wasserpumpe erneuern',
      'Altreifen-Entsorgung',
    ],
  },
];
