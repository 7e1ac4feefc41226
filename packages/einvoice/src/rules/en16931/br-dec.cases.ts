import type { Invoice } from '../../model/invoice.ts';
import type { RuleCase } from '../testing.ts';

const c = (id: string, name: string, mutate: (i: Invoice) => void): RuleCase => ({ id, name, mutate });

export const BR_DEC_CASES: RuleCase[] = [
  c('BR-DEC-01', 'allowance amount 10.000', (i) => {
    i.allowances[0]!.amount = '10.000';
  }),
  c('BR-DEC-02', 'allowance base 1.001', (i) => {
    i.allowances[0]!.baseAmount = '1.001';
  }),
  c('BR-DEC-05', 'charge amount 5.000', (i) => {
    i.charges[0]!.amount = '5.000';
  }),
  c('BR-DEC-06', 'charge base 1.001', (i) => {
    i.charges[0]!.baseAmount = '1.001';
  }),
  c('BR-DEC-09', 'line total 150.000', (i) => {
    i.totals.lineNetTotal = '150.000';
  }),
  c('BR-DEC-10', 'allowance total 10.000', (i) => {
    i.totals.allowanceTotal = '10.000';
  }),
  c('BR-DEC-11', 'charge total 5.000', (i) => {
    i.totals.chargeTotal = '5.000';
  }),
  c('BR-DEC-12', 'tax exclusive 145.000', (i) => {
    i.totals.taxExclusive = '145.000';
  }),
  c('BR-DEC-13', 'VAT total 21.550', (i) => {
    i.totals.vatTotal = '21.550';
  }),
  c('BR-DEC-14', 'tax inclusive 166.550', (i) => {
    i.totals.taxInclusive = '166.550';
  }),
  c('BR-DEC-15', 'VAT total in accounting currency 1.234', (i) => {
    i.taxCurrency = 'USD';
    i.totals.vatTotalInTaxCurrency = '1.234';
  }),
  c('BR-DEC-16', 'paid amount 0.001', (i) => {
    i.totals.paidAmount = '0.001';
  }),
  c('BR-DEC-17', 'rounding amount 0.001', (i) => {
    i.totals.roundingAmount = '0.001';
  }),
  c('BR-DEC-18', 'amount due 166.550', (i) => {
    i.totals.amountDue = '166.550';
  }),
  c('BR-DEC-19', 'taxable amount 95.000', (i) => {
    i.vatBreakdown[0]!.taxableAmount = '95.000';
  }),
  c('BR-DEC-20', 'tax amount 18.050', (i) => {
    i.vatBreakdown[0]!.taxAmount = '18.050';
  }),
  c('BR-DEC-23', 'line net amount 100.000', (i) => {
    i.lines[0]!.netAmount = '100.000';
  }),
  c('BR-DEC-24', 'line allowance 0.001', (i) => {
    i.lines[0]!.allowances.push({ amount: '0.001', reason: 'x' });
  }),
  c('BR-DEC-25', 'line allowance base 0.001', (i) => {
    i.lines[0]!.allowances.push({ amount: '0.00', baseAmount: '0.001', reason: 'x' });
  }),
  c('BR-DEC-27', 'line charge 0.001', (i) => {
    i.lines[0]!.charges.push({ amount: '0.001', reason: 'x' });
  }),
  c('BR-DEC-28', 'line charge base 0.001', (i) => {
    i.lines[0]!.charges.push({ amount: '0.00', baseAmount: '0.001', reason: 'x' });
  }),
  {
    id: 'BR-DEC-13',
    name: 'CII checks BT-110 numerically: 21.550 passes',
    passes: true,
    syntax: 'cii',
    documentType: 'CrossIndustryInvoice',
    mutate: (i) => {
      i.totals.vatTotal = '21.550';
    },
  },
];
