/**
 * Item-table cases of session 26 (issue 19, held-out sets blind38 and blind39), from two layouts
 * each, failing before unless said:
 * - "Satz" with a currency heads the price ("Anzahl | Einheit | Satz € | Betrag €", "Tage | Satz
 *   (EUR) | Summe"): a consultant's day rate (lexicon/table.ts `RATE_IN_MONEY_HEAD`); before, the
 *   head stood over no column and the rows' numbers, which multiply out either way, put the
 *   quantity under the price. "Satz" alone is a tax adviser's fee fraction ("7/10", guard);
 * - "PT" (Personentage) and "Manntage" are days (parse/units.ts).
 */
import type { StyledRow } from '../test-layout.ts';
import type { Tables25Case } from './tables25.cases.ts';

/** The seller's name at the top and the invoice's number and date at the right. */
function head(seller: string, no: [string, string], date: [string, string]): StyledRow[] {
  return [
    [40, 40, seller, 14, true],
    [120, 370, no[0], 9],
    [120, 470, no[1], 9],
    [133, 370, date[0], 9],
    [133, 470, date[1], 9],
  ];
}

export const TABLES26_CASES: Tables25Case[] = [
  {
    name: 'German consultancy to a ministry: "Nr. | Leistung / Rolle | Anzahl | Einheit | Satz € | Betrag €", person-days with decimals',
    rows: [
      ...head('Verwaltungsberatung Köhler GmbH', ['Rechnung Nr.', '2026-648'], ['Datum', '12.05.2026']),
      [220, 50, 'Nr.', 8, true],
      [220, 72, 'Leistung / Rolle', 8, true],
      [220, 306, 'Anzahl', 8, true],
      [220, 345, 'Einheit', 8, true],
      [220, 438, 'Satz €', 8, true],
      [220, 508, 'Betrag €', 8, true],
      [234, 50, '1', 8],
      [234, 72, 'Junior-Berater/in, Datenauswertung', 8],
      [234, 318, '19,5', 8],
      [234, 345, 'PT', 8],
      [234, 438, '760,00', 8],
      [234, 506, '14.820,00', 8],
      [248, 50, '2', 8],
      [248, 72, 'Berater/in, Workshop-Vorbereitung', 8],
      [248, 322, '14', 8],
      [248, 345, 'PT', 8],
      [248, 438, '965,00', 8],
      [248, 506, '13.510,00', 8],
      [262, 50, '3', 8],
      [262, 72, 'Moderation Fachworkshop', 8],
      [262, 322, '11', 8],
      [262, 345, 'Std.', 8],
      [262, 438, '175,00', 8],
      [262, 510, '1.925,00', 8],
      [290, 330, 'Nettobetrag', 9],
      [290, 500, '30.255,00 €', 9],
      [303, 330, '+ 19 % USt.', 9],
      [303, 504, '5.748,45 €', 9],
      [316, 330, 'Rechnungsbetrag', 9],
      [316, 500, '36.003,45 €', 9],
    ],
    lines: [
      ['Junior-Berater/in, Datenauswertung', '19.5', '760.00', '14820.00', '19'],
      ['Berater/in, Workshop-Vorbereitung', '14', '965.00', '13510.00', '19'],
      ['Moderation Fachworkshop', '11', '175.00', '1925.00', '19'],
    ],
    units: ['DAY', 'DAY', 'HUR'],
  },
  {
    name: 'Trainer\'s invoice: "Leistung | Tage | Satz (EUR) | Summe", half days',
    rows: [
      ...head('Seminarhaus Brandt', ['Rechnungsnummer', 'SB-2026-31'], ['Rechnungsdatum', '30.06.2026']),
      [220, 50, 'Leistung', 8, true],
      [220, 330, 'Tage', 8, true],
      [220, 420, 'Satz (EUR)', 8, true],
      [220, 515, 'Summe', 8, true],
      [234, 50, 'Führungskräftetraining Modul 2', 8],
      [234, 336, '2,5', 8],
      [234, 420, '1.150,00', 8],
      [234, 512, '2.875,00', 8],
      [248, 50, 'Vorbereitung und Unterlagen', 8],
      [248, 336, '0,5', 8],
      [248, 424, '980,00', 8],
      [248, 520, '490,00', 8],
      [276, 380, 'Summe netto', 9],
      [276, 512, '3.365,00', 9],
      [289, 380, 'USt. 19 %', 9],
      [289, 520, '639,35', 9],
      [302, 380, 'Gesamtbetrag', 9],
      [302, 512, '4.004,35', 9],
    ],
    lines: [
      ['Führungskräftetraining Modul 2', '2.5', '1150.00', '2875.00', '19'],
      ['Vorbereitung und Unterlagen', '0.5', '980.00', '490.00', '19'],
    ],
  },
  {
    name: 'Tax adviser (guard): "Nr. | Tätigkeit | Vorschrift | Gegenstandswert | Satz | Betrag", the fee fractions "7/10"',
    rows: [
      ...head('Steuerberatung Albers', ['Rechnung Nr.', 'StB-2026-114'], ['Datum', '14.04.2026']),
      [220, 50, 'Nr.', 8, true],
      [220, 80, 'Tätigkeit', 8, true],
      [220, 250, 'Vorschrift', 8, true],
      [220, 340, 'Gegenstandswert', 8, true],
      [220, 440, 'Satz', 8, true],
      [220, 515, 'Betrag', 8, true],
      [234, 50, '1', 8],
      [234, 80, 'Einkommensteuererklärung 2025', 8],
      [234, 250, '§ 24 (1) 1', 8],
      [234, 350, '23.000,00 €', 8],
      [234, 440, '7/10', 8],
      [234, 505, '1.012,10 €', 8],
      [248, 50, '2', 8],
      [248, 80, 'Umsatzsteuererklärung 2025', 8],
      [248, 250, '§ 24 (1) 8', 8],
      [248, 346, '212.000,00 €', 8],
      [248, 440, '7/10', 8],
      [248, 505, '1.338,40 €', 8],
      [276, 380, 'Summe netto', 9],
      [276, 505, '2.350,50 €', 9],
      [289, 380, 'USt. 19 %', 9],
      [289, 511, '446,60 €', 9],
      [302, 380, 'Rechnungsbetrag', 9],
      [302, 505, '2.797,10 €', 9],
    ],
    lines: [
      ['Einkommensteuererklärung 2025', '1', '1012.10', '1012.10', '19'],
      ['Umsatzsteuererklärung 2025', '1', '1338.40', '1338.40', '19'],
    ],
  },
];
