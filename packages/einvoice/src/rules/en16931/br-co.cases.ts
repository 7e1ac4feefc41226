import type { Invoice } from '../../model/invoice.ts';
import type { RuleCase } from '../testing.ts';

export const BR_CO_CASES: RuleCase[] = [
  {
    id: 'BR-CO-03',
    name: 'tax point date and code together',
    mutate: (i) => {
      i.taxPointDate = '2024-03-01';
      i.taxPointDateCode = '3';
    },
  },
  {
    id: 'BR-CO-04',
    name: 'line without VAT category',
    mutate: (i) => {
      i.lines[0]!.vatCategoryCode = '';
    },
  },
  {
    id: 'BR-CO-09',
    name: 'seller VAT id without country prefix',
    mutate: (i) => {
      i.seller.vatId = '123456789';
    },
  },
  {
    id: 'BR-CO-09',
    name: 'Greek prefix EL',
    passes: true,
    mutate: (i) => {
      i.buyer.vatId = 'EL123456789';
    },
  },
  {
    id: 'BR-CO-10',
    name: 'line total off by a cent',
    mutate: (i) => {
      i.totals.lineNetTotal = '150.01';
    },
  },
  {
    id: 'BR-CO-10',
    name: '150 equals 150.00',
    passes: true,
    mutate: (i) => {
      i.totals.lineNetTotal = '150';
    },
  },
  {
    id: 'BR-CO-11',
    name: 'allowance total wrong',
    mutate: (i) => {
      i.totals.allowanceTotal = '9.99';
    },
  },
  {
    id: 'BR-CO-11',
    name: 'allowances without total',
    mutate: (i) => {
      delete i.totals.allowanceTotal;
    },
  },
  {
    id: 'BR-CO-12',
    name: 'charge total wrong',
    mutate: (i) => {
      i.totals.chargeTotal = '5.01';
    },
  },
  // CII: without the monetary summation element (no totals at all) there is no context
  ...(['cii', 'ubl'] as const).flatMap((syntax) =>
    (['BR-CO-10', 'BR-CO-11', 'BR-CO-12', 'BR-CO-13', 'BR-CO-16'] as const).map((id) => ({
      id,
      name: `${syntax}: no totals at all`,
      passes: syntax === 'cii',
      syntax,
      mutate: (i: Invoice) => {
        i.totals = { lineNetTotal: '', taxExclusive: '', taxInclusive: '', amountDue: '' };
      },
    })),
  ),
  // CII: Saxon compares the untyped total with the double sum by Double.compare (0 ≠ -0)
  ...(['cii', 'ubl'] as const).flatMap((syntax) => [
    {
      id: 'BR-CO-12',
      name: `${syntax}: a single charge of -0 and a total of 0`,
      passes: syntax === 'ubl',
      syntax,
      mutate: (i: Invoice) => {
        i.charges = [{ ...i.charges[0]!, amount: '-0' }];
        i.totals.chargeTotal = '0';
      },
    },
    {
      id: 'BR-CO-11',
      name: `${syntax}: a total of -0.00 for allowances of 0`,
      passes: syntax === 'ubl',
      syntax,
      mutate: (i: Invoice) => {
        i.allowances = i.allowances.map((a) => ({ ...a, amount: '0' }));
        i.totals.allowanceTotal = '-0.00';
      },
    },
  ]),
  {
    id: 'BR-CO-12',
    name: 'CII: charges of -0 and 0 sum to 0',
    passes: true,
    syntax: 'cii',
    mutate: (i) => {
      i.charges = [
        { ...i.charges[0]!, amount: '-0' },
        { ...i.charges[0]!, amount: '0' },
      ];
      i.totals.chargeTotal = '0';
    },
  },
  {
    id: 'BR-CO-12',
    name: 'CII: charges of -0 only sum to -0',
    passes: true,
    syntax: 'cii',
    mutate: (i) => {
      i.charges = [
        { ...i.charges[0]!, amount: '-0' },
        { ...i.charges[0]!, amount: '-0.00' },
      ];
      i.totals.chargeTotal = '-0';
    },
  },
  {
    id: 'BR-CO-13',
    name: 'tax exclusive wrong',
    mutate: (i) => {
      i.totals.taxExclusive = '150.00';
    },
  },
  {
    id: 'BR-CO-14',
    name: 'VAT total differs from breakdown',
    mutate: (i) => {
      i.totals.vatTotal = '21.56';
    },
  },
  {
    id: 'BR-CO-14',
    name: 'CII: no VAT breakdown sums to 0 (KoSIT)',
    syntax: 'cii',
    documentType: 'CrossIndustryInvoice',
    mutate: (i) => {
      i.vatBreakdown = [];
    },
  },
  {
    id: 'BR-CO-14',
    name: 'CII: no VAT breakdown and a VAT total of 0',
    passes: true,
    syntax: 'cii',
    documentType: 'CrossIndustryInvoice',
    mutate: (i) => {
      i.vatBreakdown = [];
      i.totals.vatTotal = '0.00';
    },
  },
  {
    id: 'BR-CO-14',
    name: 'UBL: no VAT breakdown is not checked here',
    passes: true,
    syntax: 'ubl',
    documentType: 'Invoice',
    mutate: (i) => {
      i.vatBreakdown = [];
    },
  },
  {
    id: 'BR-CO-15',
    name: 'tax inclusive wrong',
    mutate: (i) => {
      i.totals.taxInclusive = '166.56';
    },
  },
  {
    id: 'BR-CO-15',
    name: 'no VAT total',
    mutate: (i) => {
      delete i.totals.vatTotal;
    },
  },
  {
    id: 'BR-CO-16',
    name: 'amount due wrong',
    mutate: (i) => {
      i.totals.amountDue = '166.50';
    },
  },
  {
    id: 'BR-CO-16',
    name: 'paid amount and rounding',
    passes: true,
    mutate: (i) => {
      i.totals.paidAmount = '100.00';
      i.totals.roundingAmount = '0.45';
      i.totals.amountDue = '67.00';
    },
  },
  {
    id: 'BR-CO-17',
    name: 'tax amount off by more than 1',
    mutate: (i) => {
      i.vatBreakdown[0]!.taxAmount = '19.06';
      i.totals.vatTotal = '22.56';
      i.totals.taxInclusive = '167.56';
      i.totals.amountDue = '167.56';
    },
  },
  {
    id: 'BR-CO-17',
    name: 'tax amount off by less than 1 is tolerated',
    passes: true,
    mutate: (i) => {
      i.vatBreakdown[0]!.taxAmount = '18.95';
      i.totals.vatTotal = '22.45';
      i.totals.taxInclusive = '167.45';
      i.totals.amountDue = '167.45';
    },
  },
  {
    id: 'BR-CO-18',
    name: 'no VAT breakdown',
    mutate: (i) => {
      i.vatBreakdown = [];
    },
  },
  {
    id: 'BR-CO-19',
    name: 'empty invoicing period',
    mutate: (i) => {
      i.invoicingPeriod = {};
    },
  },
  {
    id: 'BR-CO-20',
    name: 'empty line period',
    mutate: (i) => {
      i.lines[0]!.period = {};
    },
  },
  {
    id: 'BR-CO-21',
    name: 'allowance without reason',
    mutate: (i) => {
      delete i.allowances[0]!.reason;
      delete i.allowances[0]!.reasonCode;
    },
  },
  {
    id: 'BR-CO-22',
    name: 'charge without reason',
    mutate: (i) => {
      delete i.charges[0]!.reason;
      delete i.charges[0]!.reasonCode;
    },
  },
  {
    id: 'BR-CO-23',
    name: 'line allowance without reason',
    mutate: (i) => {
      i.lines[0]!.allowances.push({ amount: '1.00' });
    },
  },
  {
    id: 'BR-CO-24',
    name: 'line charge without reason',
    mutate: (i) => {
      i.lines[0]!.charges.push({ amount: '1.00' });
    },
  },
  {
    id: 'BR-CO-25',
    name: 'positive amount due without due date or terms',
    mutate: (i) => {
      delete i.dueDate;
      delete i.paymentTerms;
    },
  },
  {
    id: 'BR-CO-25',
    name: 'UBL credit note is not checked',
    passes: true,
    documentType: 'CreditNote',
    syntax: 'ubl',
    mutate: (i) => {
      delete i.dueDate;
      delete i.paymentTerms;
    },
  },
  {
    id: 'BR-CO-26',
    name: 'seller without any identifier',
    mutate: (i) => {
      delete i.seller.vatId;
    },
  },
];
