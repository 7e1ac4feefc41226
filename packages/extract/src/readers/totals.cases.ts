/**
 * Cases of the `totals` reader (readers/totals.ts, settled in readers/settle.ts) from several
 * layouts and languages: German, English, French and Dutch totals columns, totals printed as a
 * grid (labels over values), VAT derived from net and gross, a part paid and a prepayment
 * deducted (amount due below the gross total), a discount row under the items; two totals side by
 * side on one row, each with its own amount (a Dutch shop's two totals columns, a German and an
 * English one-row totals line).
 */
import type { Row } from '../test-layout.ts';
import {
  cells,
  DE_DISCOUNT_ROW,
  DE_NET_QUALIFIED,
  DE_NO_ITEMS,
  DE_PREPAID,
  DE_TABLE,
  EN_TABLE_PAID,
  EN_TOTALS_GRID,
  FR_TABLE,
  NL_TABLE,
} from './layouts.cases.ts';

/** Totals as the model holds them (decimal strings); a key left out is expected absent. */
export interface TotalsCase {
  name: string;
  rows: Row[];
  totals: {
    taxExclusive: string;
    vatTotal?: string;
    taxInclusive: string;
    allowanceTotal?: string;
    paidAmount?: string;
    amountDue: string;
  };
}

export const TOTALS_CASES: TotalsCase[] = [
  {
    name: 'German: Nettobetrag, zzgl. 19 % MwSt., Gesamtbetrag',
    rows: DE_TABLE,
    totals: { taxExclusive: '250.00', vatTotal: '47.50', taxInclusive: '297.50', amountDue: '297.50' },
  },
  {
    name: 'English: Subtotal, VAT, Total, Amount paid, Balance due',
    rows: EN_TABLE_PAID,
    totals: {
      taxExclusive: '360.00',
      vatTotal: '72.00',
      taxInclusive: '432.00',
      paidAmount: '100.00',
      amountDue: '332.00',
    },
  },
  {
    name: 'French: Total HT, TVA 5,5 %, Total TTC',
    rows: FR_TABLE,
    totals: { taxExclusive: '35.00', vatTotal: '1.93', taxInclusive: '36.93', amountDue: '36.93' },
  },
  {
    name: 'Dutch: Subtotaal, BTW 21%, Totaal (the euro sign before the amount)',
    rows: NL_TABLE,
    totals: { taxExclusive: '300.00', vatTotal: '63.00', taxInclusive: '363.00', amountDue: '363.00' },
  },
  {
    name: 'English totals as a grid: labels over their values',
    rows: EN_TOTALS_GRID,
    totals: { taxExclusive: '500.00', vatTotal: '100.00', taxInclusive: '600.00', amountDue: '600.00' },
  },
  {
    name: 'German letter without items: Netto, USt., Brutto',
    rows: DE_NO_ITEMS,
    totals: { taxExclusive: '100.00', vatTotal: '19.00', taxInclusive: '119.00', amountDue: '119.00' },
  },
  {
    name: 'German: a prepayment deducted, the amount to pay below the gross total',
    rows: DE_PREPAID,
    totals: {
      taxExclusive: '800.00',
      vatTotal: '152.00',
      taxInclusive: '952.00',
      paidAmount: '500.00',
      amountDue: '452.00',
    },
  },
  {
    name: 'German: a discount row under the items is a document-level allowance',
    rows: DE_DISCOUNT_ROW,
    totals: {
      taxExclusive: '270.00',
      vatTotal: '51.30',
      taxInclusive: '321.30',
      allowanceTotal: '30.00',
      amountDue: '321.30',
    },
  },
  {
    // set (d) Coolblue: gross item prices, net and VAT at the left, "Subtotaal" (gross) at the
    // right of the same rows; the net was read as the row's last amount
    name: 'Dutch shop: Exclusief BTW and Subtotaal side by side on one row',
    rows: [
      [60, 40, 'FACTUUR.'],
      [80, 40, 'Factuurnummer: 993548900'],
      ...cells(200, [
        [40, 'Artikel'],
        [300, 'Aantal'],
        [360, 'Prijs per stuk'],
        [440, 'BTW'],
        [480, 'Prijs incl. BTW'],
      ]),
      ...cells(214, [
        [40, 'Tablet 10 inch'],
        [300, '1'],
        [360, '€ 121,00'],
        [440, '21%'],
        [480, '€ 121,00'],
      ]),
      ...cells(250, [
        [50, 'Exclusief BTW'],
        [130, '€ 100,00'],
        [380, 'Subtotaal'],
        [480, '€ 121,00'],
      ]),
      ...cells(262, [
        [60, 'BTW 21%'],
        [130, '€ 21,00'],
      ]),
      ...cells(274, [
        [380, 'Totaal'],
        [480, '€ 121,00'],
      ]),
      ...cells(286, [
        [60, 'Totaal'],
        [130, '€ 121,00'],
      ]),
    ],
    totals: { taxExclusive: '100.00', vatTotal: '21.00', taxInclusive: '121.00', amountDue: '121.00' },
  },
  {
    name: 'German: net, VAT and gross in one row, each label before its amount',
    rows: [
      ...DE_TABLE,
      ...cells(330, [
        [40, 'Nettobetrag'],
        [110, '250,00 €'],
        [200, 'MwSt. 19 %'],
        [270, '47,50 €'],
        [360, 'Gesamtbetrag'],
        [480, '297,50 €'],
      ]),
    ].filter(([y]) => y < 300 || y >= 330),
    totals: { taxExclusive: '250.00', vatTotal: '47.50', taxInclusive: '297.50', amountDue: '297.50' },
  },
  {
    name: 'English: "Subtotal: £360.00   VAT 20%: £72.00   Total: £432.00" on one row',
    rows: [
      [140, 40, 'Invoice INV-7781'],
      [152, 40, 'Date: 15/11/2024'],
      ...cells(200, [
        [40, 'Description'],
        [300, 'Qty'],
        [380, 'Unit price'],
        [480, 'Amount'],
      ]),
      ...cells(214, [
        [40, 'Consulting'],
        [300, '3'],
        [380, '120.00'],
        [480, '360.00'],
      ]),
      ...cells(250, [
        [40, 'Subtotal: £360.00'],
        [200, 'VAT 20%: £72.00'],
        [380, 'Total: £432.00'],
      ]),
    ],
    totals: { taxExclusive: '360.00', vatTotal: '72.00', taxInclusive: '432.00', amountDue: '432.00' },
  },
  {
    name: 'German: "Nettobetrag | (zzgl. 19,00% MwSt.) | 376,37", then a VAT table',
    rows: DE_NET_QUALIFIED,
    totals: { taxExclusive: '376.37', vatTotal: '71.51', taxInclusive: '447.88', amountDue: '447.88' },
  },
];
