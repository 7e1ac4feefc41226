/**
 * Cases of the invoice number read from a number mark in the page's largest text whatever the
 * title word before it (session 21, `readers/number.ts` numbersInLargestText, the last resort when
 * no labelled or title number is found). Before, no number was read. Layouts: blind27 `ro` (a
 * Romanian clothing maker: "FACTURĂ nr. BV-2026-51085 din 26.05.2026" under the two parties) and
 * a Latvian printer (hand-made, another writer: "RĒĶINS Nr. DP-2026/0412" over "Datums 03.02.2026").
 */
import type { StyledRow } from '../test-layout.ts';

export interface TitleMarkCase {
  name: string;
  rows: StyledRow[];
  number: string;
}

export const TITLE_MARK_CASES: TitleMarkCase[] = [
  {
    name: 'blind27 ro: "FACTURĂ nr. BV-2026-51085 din 26.05.2026"',
    rows: [
      [40, 50, 'Furnizor: Bega Apparel SRL', 9, true],
      [40, 330, 'Cumpărător: Lumitech GmbH', 9, true],
      [52, 50, 'Nr. Reg. Com.: J35/3245/2006'],
      [52, 330, 'CIF: DE877599599'],
      [64, 50, 'CIF: RO35246920'],
      [64, 330, 'Sediul: Industrieweg 28a, Leipzig'],
      [76, 50, 'Sediul: Bd. Revoluției din 1989 nr. 107, Timișoara'],
      [150, 160, 'FACTURĂ nr. BV-2026-51085 din 26.05.2026', 13, true],
      [166, 160, 'Data scadentă: 16.06.2026'],
    ],
    number: 'BV-2026-51085',
  },
  {
    name: 'a Latvian printer: "RĒĶINS Nr. DP-2026/0412" (hand-made)',
    rows: [
      [40, 50, 'SIA Daugava Print', 10, true],
      [52, 50, 'Brīvības iela 88, Rīga, LV-1001'],
      [64, 50, 'PVN reģ. Nr. LV40003123456'],
      [110, 50, 'RĒĶINS Nr. DP-2026/0412', 14, true],
      [128, 50, 'Datums 03.02.2026'],
      [128, 300, 'Apmaksāt līdz 17.02.2026'],
    ],
    number: 'DP-2026/0412',
  },
];
