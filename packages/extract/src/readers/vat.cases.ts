/**
 * Cases of the `vat` and `breakdown` readers (readers/totals.ts, settled in readers/settle.ts;
 * VAT rows from vat.ts) from several layouts and languages: one rate under a German, English,
 * French or Dutch table, two rates printed as "USt. 7 % auf 20,00" rows, a VAT table with a sum
 * row, a rate and tax without items, and the 0 % categories their notes name: intra-community
 * supply (K), small business (E, no VAT printed), reverse charge (AE).
 */
import type { Row } from '../test-layout.ts';
import {
  DE_INTRA_COMMUNITY,
  DE_NO_ITEMS,
  DE_SMALL_BUSINESS,
  DE_TABLE,
  DE_TWO_RATES,
  DE_VAT_TABLE,
  EN_REVERSE_CHARGE,
  EN_TABLE_PAID,
  FR_TABLE,
  NL_TABLE,
} from './layouts.cases.ts';

export interface VatCase {
  name: string;
  rows: Row[];
  /** the breakdown rows: category, rate, taxable amount, tax amount */
  breakdown: Array<[string, string, string, string]>;
}

export const VAT_CASES: VatCase[] = [
  {
    name: 'German: one rate under the items ("zzgl. 19 % MwSt.")',
    rows: DE_TABLE,
    breakdown: [['S', '19', '250.00', '47.50']],
  },
  {
    name: 'German: two rates, "USt. 7 % auf 20,00" and "USt. 19 % auf 30,00"',
    rows: DE_TWO_RATES,
    breakdown: [
      ['S', '7', '20.00', '1.40'],
      ['S', '19', '30.00', '5.70'],
    ],
  },
  {
    name: 'German VAT table with a sum row (the sum is no rate)',
    rows: DE_VAT_TABLE,
    breakdown: [
      ['S', '7', '100.00', '7.00'],
      ['S', '19', '200.00', '38.00'],
    ],
  },
  { name: 'English: "VAT 20%"', rows: EN_TABLE_PAID, breakdown: [['S', '20', '360.00', '72.00']] },
  { name: 'French: "TVA 5,5 %"', rows: FR_TABLE, breakdown: [['S', '5.5', '35.00', '1.93']] },
  { name: 'Dutch: "BTW 21%"', rows: NL_TABLE, breakdown: [['S', '21', '300.00', '63.00']] },
  {
    name: 'German letter without items: the rate and tax under the net',
    rows: DE_NO_ITEMS,
    breakdown: [['S', '19', '100.00', '19.00']],
  },
  {
    name: 'German intra-community supply: 0 % with its note is category K',
    rows: DE_INTRA_COMMUNITY,
    breakdown: [['K', '0', '5000.00', '0.00']],
  },
  {
    name: 'German small business (§ 19 UStG): no VAT printed, category E',
    rows: DE_SMALL_BUSINESS,
    breakdown: [['E', '0', '400.00', '0.00']],
  },
  {
    name: 'English reverse charge: 0 % with its note is category AE',
    rows: EN_REVERSE_CHARGE,
    breakdown: [['AE', '0', '900.00', '0.00']],
  },
];
