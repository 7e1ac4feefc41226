import type { RuleCase } from '../testing.ts';

export const PEPPOL_CASES: RuleCase[] = [
  {
    id: 'PEPPOL-EN16931-R001',
    name: 'no business process',
    mutate: (i) => {
      delete i.processControl.businessProcessType;
    },
  },
  {
    id: 'PEPPOL-EN16931-R005',
    name: 'tax currency equals invoice currency',
    mutate: (i) => {
      i.taxCurrency = 'EUR';
    },
  },
  {
    id: 'PEPPOL-EN16931-R010',
    name: 'no buyer electronic address',
    mutate: (i) => {
      delete i.buyer.electronicAddress;
    },
  },
  {
    id: 'PEPPOL-EN16931-R020',
    name: 'no seller electronic address',
    mutate: (i) => {
      delete i.seller.electronicAddress;
    },
  },
  {
    id: 'PEPPOL-EN16931-R040',
    name: 'allowance amount is not base × percentage',
    mutate: (i) => {
      i.allowances[0]!.baseAmount = '100.00';
      i.allowances[0]!.percentage = '5';
    },
  },
  {
    id: 'PEPPOL-EN16931-R040',
    name: 'allowance amount within 0.02',
    passes: true,
    mutate: (i) => {
      i.allowances[0]!.baseAmount = '100.00';
      i.allowances[0]!.percentage = '9.99';
    },
  },
  {
    id: 'PEPPOL-EN16931-R041',
    name: 'percentage without base',
    mutate: (i) => {
      i.charges[0]!.percentage = '5';
    },
  },
  {
    id: 'PEPPOL-EN16931-R042',
    name: 'base without percentage',
    mutate: (i) => {
      i.charges[0]!.baseAmount = '100.00';
    },
  },
  {
    id: 'PEPPOL-EN16931-R046',
    name: 'net price is not gross minus discount',
    mutate: (i) => {
      i.lines[0]!.price.grossPrice = '12.00';
      i.lines[0]!.price.discount = '1.00';
    },
  },
  {
    id: 'PEPPOL-EN16931-R053',
    name: 'no VAT breakdown',
    mutate: (i) => {
      i.vatBreakdown = [];
    },
  },
  {
    id: 'PEPPOL-EN16931-R054',
    name: 'BT-111 without tax currency',
    mutate: (i) => {
      i.totals.vatTotalInTaxCurrency = '10.00';
    },
  },
  {
    id: 'PEPPOL-EN16931-R055',
    name: 'BT-111 with another sign',
    mutate: (i) => {
      i.taxCurrency = 'USD';
      i.totals.vatTotalInTaxCurrency = '-23.00';
    },
  },
  {
    id: 'PEPPOL-EN16931-R061',
    name: 'direct debit without mandate reference',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '59',
        creditTransfers: [],
        directDebit: { creditorId: 'DE98ZZZ09999999999', debitedAccountId: 'DE02120300000000202051' },
      };
    },
  },
  {
    id: 'PEPPOL-EN16931-R110',
    name: 'line period starts before the invoicing period',
    mutate: (i) => {
      i.lines[0]!.period = { startDate: '2024-01-31' };
    },
  },
  {
    id: 'PEPPOL-EN16931-R111',
    name: 'line period ends after the invoicing period',
    mutate: (i) => {
      i.lines[0]!.period = { endDate: '2024-03-01' };
    },
  },
  {
    id: 'PEPPOL-EN16931-R120',
    name: 'line net amount does not match',
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '9.90';
    },
  },
  {
    id: 'PEPPOL-EN16931-R120',
    name: 'price per base quantity',
    passes: true,
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '100.00';
      i.lines[0]!.price.baseQuantity = '10';
    },
  },
  {
    id: 'PEPPOL-EN16931-R121',
    name: 'base quantity zero',
    mutate: (i) => {
      i.lines[0]!.price.baseQuantity = '0';
    },
  },
  {
    id: 'PEPPOL-EN16931-R130',
    name: 'base quantity unit differs',
    mutate: (i) => {
      i.lines[0]!.price.baseQuantityUnitCode = 'KGM';
    },
  },
  {
    id: 'PEPPOL-EN16931-R130',
    name: 'UBL: no line quantity, nothing to compare with',
    passes: true,
    syntax: 'ubl',
    documentType: 'Invoice',
    mutate: (i) => {
      i.lines[0]!.price.baseQuantityUnitCode = 'KGM';
      i.lines[0]!.quantity = '';
    },
  },
  {
    id: 'PEPPOL-EN16931-R130',
    name: 'CII: no billed quantity, the unit code still differs',
    syntax: 'cii',
    documentType: 'CrossIndustryInvoice',
    mutate: (i) => {
      i.lines[0]!.price.baseQuantityUnitCode = 'KGM';
      i.lines[0]!.quantity = '';
    },
  },
];
