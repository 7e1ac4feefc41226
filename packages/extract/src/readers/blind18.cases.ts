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
 *   posDescCols). The rows are measured as the PDF gives them;
 * - a buyer name wrapped in the address window ("Wohnungsbaugesellschaft Lindenhof" / "mbH",
 *   "Ingenieurbüro Zimmermann" / "Planungsgesellschaft mbH") while the label column beside the
 *   window puts its rows between the two lines: the name is joined all the same: blind18 `hoai`
 *   and blind16 `weclapp` (parties.ts, firstLineName);
 * - number labels German software prints for the document's own number: "Korrektur-Nr." of a
 *   Rechnungskorrektur, "Rechnungs-ID" of a web tool: blind18 `kfz` and blind14 `agentur`
 *   (lexicon/de.ts, number).
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

export interface PartyCase {
  name: string;
  rows: StyledRow[];
  buyer: string;
}

export const WRAPPED_NAME_BESIDE_LABELS_CASES: PartyCase[] = [
  {
    name: '"Wohnungsbaugesellschaft Lindenhof" / "mbH", "Projekt-Nr." between them (blind18 hoai)',
    rows: [
      [40, 317.0, 'Planungsgruppe Hofmann Ingenieure GmbH', 12, true],
      [56, 481.0, 'Im Mühlenfeld 63', 8],
      [66, 505.0, '50667 Köln', 8],
      [130, 50, 'Planungsgruppe Hofmann Ingenieure GmbH · Im Mühlenfeld 63 · 50667 Köln', 6.5],
      [144, 50, 'Wohnungsbaugesellschaft Lindenhof', 10],
      [157, 50, 'mbH', 10],
      [170, 50, 'Lindenweg 5', 10],
      [183, 50, '90402 Nürnberg', 10],
      [128, 360, 'Rechnungsnummer', 8.5],
      [128, 511.0, '2027/656', 8.5],
      [140, 360, 'Datum', 8.5],
      [140, 502.5, '12.10.2027', 8.5],
      [152, 360, 'Projekt-Nr.', 8.5],
      [152, 502.5, 'P-2026-181', 8.5],
      [236, 50, 'Abschlagsrechnung gem. § 15 HOAI Nr. 2', 13, true],
      [300, 300, 'Zahlbetrag', 10, true],
      [300, 500, '1.190,00 €', 10, true],
    ],
    buyer: 'Wohnungsbaugesellschaft Lindenhof mbH',
  },
  {
    name: '"Ingenieurbüro Zimmermann" / "Planungsgesellschaft mbH", "Rechnungsnummer" between them (blind16 weclapp)',
    rows: [
      [40, 50, 'TAUBER GASTRO-TECHNIK GMBH', 13, true],
      [125, 50, 'Tauber Gastro-Technik GmbH · Friedrich-Ebert-Straße 133a · 90402 Nürnberg', 6.5],
      [139, 50, 'Ingenieurbüro Zimmermann', 10],
      [152, 50, 'Planungsgesellschaft mbH', 10],
      [165, 50, 'Hauptstr. 34', 10],
      [178, 50, '04109 Leipzig', 10],
      [125, 360, 'Rechnung', 15, true],
      [148, 360, 'Rechnungsnummer', 8.5],
      [148, 511.0, 'RE-12873', 8.5],
      [160, 360, 'Rechnungsdatum', 8.5],
      [160, 502.5, '07.12.2026', 8.5],
      [172, 360, 'Leistungsdatum', 8.5],
      [172, 502.5, '05.12.2026', 8.5],
      [184, 360, 'Kundennummer', 8.5],
      [184, 523.8, '45447', 8.5],
      [300, 300, 'Gesamtbetrag', 10, true],
      [300, 500, '1.190,00 €', 10, true],
    ],
    buyer: 'Ingenieurbüro Zimmermann Planungsgesellschaft mbH',
  },
];

export interface NumberCase {
  name: string;
  rows: StyledRow[];
  number: string;
}

export const NUMBER_LABEL_CASES: NumberCase[] = [
  {
    name: '"Korrektur-Nr. RK246406" under "RECHNUNGSKORREKTUR" (blind18 kfz)',
    rows: [
      [40, 50, 'Autohaus Berger & Söhne GmbH', 15, true],
      [58, 50, 'Meisterwerkstatt · Inspektion · Unfallinstandsetzung · HU/AU', 7.5],
      [128, 496.2, 'Seite 1 von 1', 7.5],
      [128, 50, 'Autohaus Berger & Söhne GmbH · Hauptstr. 41b · 51465 Bergisch Gladbach', 6.5],
      [142, 50, 'Thomas Berger', 10],
      [155, 50, 'Lindenweg 6', 10],
      [168, 50, '50667 Köln', 10],
      [150, 360, 'RECHNUNGSKORREKTUR', 14, true],
      [172, 360, 'Korrektur-Nr.', 8.5],
      [172, 511.0, 'RK246406', 8.5],
      [184, 360, 'Rechnungsdatum', 8.5],
      [184, 502.5, '01.08.2027', 8.5],
      [196, 360, 'Kunden-Nr.', 8.5],
      [196, 523.8, '11816', 8.5],
      [312, 50, 'Korrektur zu Rechnung Nr. 267394 vom 10.07.2027', 9],
      [400, 330, 'Korrekturbetrag', 10, true],
      [400, 500, '1.453,17 €', 10, true],
    ],
    number: 'RK246406',
  },
  {
    name: '"Rechnungs-ID 7573" in a label list under the title (blind14 agentur)',
    rows: [
      [40, 286.0, 'Codewerk Köln UG (haftungsbeschränkt)', 14, true],
      [50, 50, 'Rechnung', 22, true],
      [90, 50, 'Rechnungs-ID', 9],
      [90, 150, '7573', 9],
      [103, 50, 'Ausgestellt am', 9],
      [103, 150, '27.04.2026', 9],
      [116, 50, 'Fällig am', 9],
      [116, 150, '18.05.2026', 9],
      [129, 50, 'Betreff', 9],
      [129, 150, 'Leistungen 04.2026', 9],
      [300, 300, 'Gesamtbetrag', 10, true],
      [300, 500, '1.190,00 €', 10, true],
    ],
    number: '7573',
  },
];
