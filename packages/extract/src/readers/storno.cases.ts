/**
 * Cases of the type of a "Stornorechnung" (session 17; lexicon/de.ts `creditTitle`), from two
 * layouts, failing before: a Stornorechnung printed with positive amounts credits the buyer, a
 * credit note (381) — blind20 `clean` (a building cleaner's) and a craftsman's. The guard: one
 * printed with negative amounts stays an invoice with negative amounts (380; blind12 `storno`, the
 * visible corpus's convention, readers/settle.ts).
 */
import type { StyledRow } from '../test-layout.ts';

export interface StornoCase {
  name: string;
  rows: StyledRow[];
  type: string;
}

const total = (net: string, vat: string, gross: string): StyledRow[] => [
  [372, 340, 'Nettobetrag', 9],
  [372, 497, net, 9],
  [386, 340, 'zzgl. 19 % MwSt.', 9],
  [386, 506, vat, 9],
  [400, 340, 'Gesamtbetrag', 9, true],
  [400, 487, gross, 9, true],
];

/** A joiner's letter head: sender, a private buyer, the date. */
const CRAFTSMAN_HEAD: StyledRow[] = [
  [40, 50, 'Schreinerei Vogt', 14, true],
  [120, 50, 'Herrn Paul Adler', 10],
  [132, 50, 'Ringstraße 8', 10],
  [144, 50, '93047 Regensburg', 10],
  [120, 360, 'Datum', 8.5],
  [120, 470, '11.06.2027', 8.5],
];

export const STORNO_CASES: StornoCase[] = [
  {
    name: 'a cleaner\'s "Stornorechnung", positive amounts, "Gutschriftsbetrag" (blind20 clean)',
    rows: [
      [43, 276, 'ProClean Gebäudeservice GmbH & Co. KG', 13, true],
      [121, 50, 'ProClean Gebäudeservice GmbH & Co. KG · Friedrich-Ebert-Straße 105b · 79098 Freiburg', 6.5],
      [137, 50, 'Terratrade GmbH', 10],
      [137, 360, 'Storno-Nr.', 8.5],
      [137, 504, 'ST-13911', 8.5],
      [150, 50, 'Industrieweg 114a', 10],
      [150, 360, 'Datum', 8.5],
      [150, 495, '26.03.2026', 8.5],
      [163, 50, '61348 Bad Homburg v. d. Höhe', 10],
      [233, 50, 'Stornorechnung', 14, true],
      [252, 50, 'Storno zur Rechnung Nr. RG263295 vom 08.03.2026', 9],
      [372, 340, 'Nettobetrag', 9],
      [372, 497, '2.797,00 €', 9],
      [386, 340, 'zzgl. 19 % MwSt.', 9],
      [386, 506, '531,43 €', 9],
      [400, 340, 'Gutschriftsbetrag', 9, true],
      [400, 487, '3.328,43 €', 9, true],
    ],
    type: '381',
  },
  {
    name: 'a craftsman\'s "Stornorechnung Nr. ST-12" over positive totals',
    rows: [
      ...CRAFTSMAN_HEAD,
      [200, 50, 'Stornorechnung Nr. ST-12', 13, true],
      [216, 50, 'zur Rechnung Nr. 2027-088 vom 02.06.2027', 9],
      ...total('1.000,00 €', '190,00 €', '1.190,00 €'),
    ],
    type: '381',
  },
  {
    name: 'a "Stornorechnung" printed with negative amounts stays 380 (blind12 storno)',
    rows: [
      ...CRAFTSMAN_HEAD,
      [200, 50, 'Stornorechnung Nr. ST-13', 13, true],
      [216, 50, 'zur Rechnung Nr. 2027-089 vom 02.06.2027', 9],
      ...total('-1.000,00 €', '-190,00 €', '-1.190,00 €'),
    ],
    type: '380',
  },
];
