/**
 * Cases of the national tax numbers printed beside the VAT id (BT-32, session 22): the Hungarian
 * "Adószám" / "Adószáma" (8 digits, 1, 2: "19980171-2-41") and the Polish "NIP" (ten digits, bare
 * or grouped 3-3-2-2 / 3-2-2-3), read as printed. Two layouts each: blind29's (hu2 seller block
 * with "Adószáma:" over "EU adószám:", pl2 "NIP:" over "NIP UE:") and hand-made ones (a
 * Hungarian footer line, a Polish header of "Label: value" pieces). Before, none was read.
 */
import type { StyledRow } from '../test-layout.ts';
import { labelColumn } from './langs21.cases.ts';

export interface TaxNumberCase {
  name: string;
  rows: StyledRow[];
  taxNumber: string;
}

const head: Array<[string, string]> = [
  ['Számlaszám:', 'SZ-2026-01623'],
  ['Kelt:', '2026.03.22.'],
];
const totals: Array<[string, string]> = [
  ['Nettó összesen', '1 556,70'],
  ['ÁFA 27%', '420,32'],
  ['Fizetendő', '1 977,02'],
];

export const TAX_NUMBER_CASES: TaxNumberCase[] = [
  {
    name: 'Hungarian car rental (blind29 hu2): "Adószáma: 19980171-2-41" over "EU adószám: HU19980171"',
    rows: [
      ...labelColumn('Buda Limuzin Zrt.', head, 'Személygépkocsi bérlés', totals),
      [62, 50, 'Piac utca 41.'],
      [75, 50, '1139 Budapest'],
      [88, 50, 'Adószáma: 19980171-2-41'],
      [101, 50, 'EU adószám: HU19980171'],
    ],
    taxNumber: '19980171-2-41',
  },
  {
    name: 'Hungarian workshop, hand-made: "Adószám: 12345676-2-03" in the footer line',
    rows: [
      ...labelColumn('Alföldi Gépszerviz Kft.', head, 'Traktor javítása', totals),
      [420, 50, 'Alföldi Gépszerviz Kft. · Adószám: 12345676-2-03 · Cg. 03-09-123456'],
    ],
    taxNumber: '12345676-2-03',
  },
  {
    name: 'Polish coach operator (blind29 pl2): "NIP: 8351145029" over "NIP UE: PL8351145029"',
    rows: [
      ...labelColumn(
        'Wawel Travel Serwis S.A.',
        [
          ['Numer faktury', 'FV/580/05/2026'],
          ['Data wystawienia', '17.05.2026'],
        ],
        'Wynajem autokaru z kierowcą',
        [
          ['Razem netto', '343,08'],
          ['Kwota VAT', '27,45'],
          ['Do zapłaty', '370,53'],
        ],
      ),
      [62, 50, 'ul. Floriańska 70'],
      [75, 50, '40-005 Katowice'],
      [88, 50, 'NIP: 8351145029'],
      [101, 50, 'NIP UE: PL8351145029'],
    ],
    taxNumber: '8351145029',
  },
  {
    name: 'Polish carrier, hand-made: "NIP 764-235-77-76" beside the address',
    rows: [
      ...labelColumn(
        'Trans-Pol Sp. z o.o.',
        [
          ['Nr faktury', '12/2026'],
          ['Data wystawienia', '02.03.2026'],
        ],
        'Przewóz towaru',
        [
          ['Razem netto', '3 000,00'],
          ['Kwota VAT', '690,00'],
          ['Do zapłaty', '3 690,00'],
        ],
      ),
      [62, 50, 'ul. Portowa 4, 61-001 Poznań'],
      [75, 50, 'NIP 764-235-77-76'],
    ],
    taxNumber: '764-235-77-76',
  },
];
