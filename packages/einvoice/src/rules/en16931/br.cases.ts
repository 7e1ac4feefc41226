import type { RuleCase } from '../testing.ts';

export const BR_CASES: RuleCase[] = [
  {
    id: 'BR-01',
    name: 'no specification identifier',
    mutate: (i) => {
      i.processControl.specificationIdentifier = '  ';
    },
  },
  {
    id: 'BR-02',
    name: 'no invoice number',
    mutate: (i) => {
      i.number = '';
    },
  },
  {
    id: 'BR-03',
    name: 'no issue date',
    mutate: (i) => {
      i.issueDate = '';
    },
  },
  {
    id: 'BR-04',
    name: 'no type code',
    mutate: (i) => {
      i.typeCode = '';
    },
  },
  {
    id: 'BR-05',
    name: 'no currency',
    mutate: (i) => {
      i.currency = '';
    },
  },
  {
    id: 'BR-06',
    name: 'no seller name',
    mutate: (i) => {
      i.seller.name = ' ';
    },
  },
  {
    id: 'BR-07',
    name: 'no buyer name',
    mutate: (i) => {
      i.buyer.name = '';
    },
  },
  {
    id: 'BR-08',
    name: 'no seller address',
    mutate: (i) => {
      i.seller.address = {};
    },
  },
  {
    id: 'BR-09',
    name: 'no seller country',
    mutate: (i) => {
      delete i.seller.address.countryCode;
    },
  },
  {
    id: 'BR-10',
    name: 'no buyer address',
    mutate: (i) => {
      i.buyer.address = {};
    },
  },
  {
    id: 'BR-11',
    name: 'no buyer country',
    mutate: (i) => {
      delete i.buyer.address.countryCode;
    },
  },
  {
    id: 'BR-12',
    name: 'no line net total',
    mutate: (i) => {
      i.totals.lineNetTotal = '';
    },
  },
  {
    id: 'BR-13',
    name: 'no tax exclusive total',
    mutate: (i) => {
      i.totals.taxExclusive = '';
    },
  },
  {
    id: 'BR-14',
    name: 'no tax inclusive total',
    mutate: (i) => {
      i.totals.taxInclusive = '';
    },
  },
  {
    id: 'BR-15',
    name: 'no amount due',
    mutate: (i) => {
      i.totals.amountDue = '';
    },
  },
  {
    id: 'BR-16',
    name: 'no lines',
    mutate: (i) => {
      i.lines = [];
    },
  },
  {
    id: 'BR-17',
    name: 'payee without name',
    mutate: (i) => {
      i.payee = { name: '' };
    },
  },
  {
    id: 'BR-17',
    name: 'payee id equals seller id',
    mutate: (i) => {
      i.seller.identifiers = [{ value: '4000001123452', schemeId: '0088' }];
      i.payee = { name: 'Factoring AG', identifier: { value: '4000001123452', schemeId: '0088' } };
    },
  },
  {
    id: 'BR-17',
    name: 'payee different from seller',
    passes: true,
    mutate: (i) => {
      i.payee = { name: 'Factoring AG' };
    },
  },
  {
    id: 'BR-18',
    name: 'tax representative without name',
    mutate: (i) => {
      i.taxRepresentative = { name: '', vatId: 'DE999999999', address: { countryCode: 'DE' } };
    },
  },
  {
    id: 'BR-19',
    name: 'tax representative without address',
    mutate: (i) => {
      i.taxRepresentative = { name: 'Steuer AG', vatId: 'DE999999999', address: {} };
    },
  },
  {
    id: 'BR-20',
    name: 'tax representative address without country',
    mutate: (i) => {
      i.taxRepresentative = { name: 'Steuer AG', vatId: 'DE999999999', address: { city: 'Bonn' } };
    },
  },
  {
    id: 'BR-21',
    name: 'line without id',
    mutate: (i) => {
      i.lines[0]!.id = '';
    },
  },
  {
    id: 'BR-22',
    name: 'line without quantity',
    mutate: (i) => {
      i.lines[0]!.quantity = '';
    },
  },
  {
    id: 'BR-23',
    name: 'line without unit code',
    mutate: (i) => {
      i.lines[0]!.unitCode = '';
    },
  },
  {
    id: 'BR-24',
    name: 'line without net amount',
    mutate: (i) => {
      i.lines[0]!.netAmount = '';
    },
  },
  {
    id: 'BR-25',
    name: 'line without item name',
    mutate: (i) => {
      i.lines[1]!.item.name = '';
    },
  },
  {
    id: 'BR-26',
    name: 'line without net price',
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '';
    },
  },
  {
    id: 'BR-27',
    name: 'negative net price',
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '-1.00';
    },
  },
  {
    id: 'BR-27',
    name: 'net price -0.00 (a negative zero double for the official validator)',
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '-0.00';
    },
  },
  {
    id: 'BR-27',
    name: 'net price -0 (an integer zero)',
    passes: true,
    mutate: (i) => {
      i.lines[0]!.price.netPrice = '-0';
    },
  },
  {
    id: 'BR-28',
    name: 'gross price -0.0',
    mutate: (i) => {
      i.lines[0]!.price.grossPrice = '-0.0';
    },
  },
  {
    id: 'BR-28',
    name: 'negative gross price',
    mutate: (i) => {
      i.lines[0]!.price.grossPrice = '-0.01';
    },
  },
  {
    id: 'BR-29',
    name: 'invoicing period ends before it starts',
    mutate: (i) => {
      i.invoicingPeriod = { startDate: '2024-02-10', endDate: '2024-02-09' };
    },
  },
  {
    id: 'BR-29',
    name: 'one-day invoicing period',
    passes: true,
    mutate: (i) => {
      i.invoicingPeriod = { startDate: '2024-02-10', endDate: '2024-02-10' };
    },
  },
  {
    id: 'BR-30',
    name: 'line period ends before it starts',
    mutate: (i) => {
      i.lines[0]!.period = { startDate: '2024-02-10', endDate: '2024-02-01' };
    },
  },
  {
    id: 'BR-31',
    name: 'allowance without amount',
    mutate: (i) => {
      i.allowances[0]!.amount = '';
    },
  },
  {
    id: 'BR-32',
    name: 'allowance without VAT category',
    mutate: (i) => {
      i.allowances[0]!.vatCategoryCode = '';
    },
  },
  {
    id: 'BR-33',
    name: 'allowance without reason and reason code',
    mutate: (i) => {
      delete i.allowances[0]!.reason;
      delete i.allowances[0]!.reasonCode;
    },
  },
  {
    id: 'BR-36',
    name: 'charge without amount',
    mutate: (i) => {
      i.charges[0]!.amount = '';
    },
  },
  {
    id: 'BR-37',
    name: 'charge without VAT category',
    mutate: (i) => {
      i.charges[0]!.vatCategoryCode = '';
    },
  },
  {
    id: 'BR-38',
    name: 'charge without reason and reason code',
    mutate: (i) => {
      delete i.charges[0]!.reason;
      delete i.charges[0]!.reasonCode;
    },
  },
  {
    id: 'BR-41',
    name: 'line allowance without amount',
    mutate: (i) => {
      i.lines[0]!.allowances.push({ amount: '', reason: 'Rabatt' });
    },
  },
  {
    id: 'BR-42',
    name: 'line allowance without reason',
    mutate: (i) => {
      i.lines[0]!.allowances.push({ amount: '0.00' });
    },
  },
  {
    id: 'BR-43',
    name: 'line charge without amount',
    mutate: (i) => {
      i.lines[0]!.charges.push({ amount: '', reason: 'Fracht' });
    },
  },
  {
    id: 'BR-44',
    name: 'line charge without reason',
    mutate: (i) => {
      i.lines[0]!.charges.push({ amount: '0.00' });
    },
  },
  {
    id: 'BR-45',
    name: 'breakdown without taxable amount',
    mutate: (i) => {
      i.vatBreakdown[0]!.taxableAmount = '';
    },
  },
  {
    id: 'BR-46',
    name: 'breakdown without tax amount',
    mutate: (i) => {
      i.vatBreakdown[0]!.taxAmount = '';
    },
  },
  {
    id: 'BR-47',
    name: 'breakdown without category code',
    mutate: (i) => {
      i.vatBreakdown[1]!.categoryCode = '';
    },
  },
  {
    id: 'BR-48',
    name: 'breakdown without rate',
    mutate: (i) => {
      delete i.vatBreakdown[1]!.rate;
    },
  },
  {
    id: 'BR-49',
    name: 'payment instructions without type code',
    mutate: (i) => {
      i.paymentInstructions!.typeCode = '';
    },
  },
  {
    id: 'BR-50',
    name: 'credit transfer without account id',
    mutate: (i) => {
      i.paymentInstructions!.creditTransfers[0]!.accountId = '';
    },
  },
  {
    id: 'BR-51',
    name: 'full card number',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '48',
        creditTransfers: [],
        card: { accountNumber: '4111111111111111' },
      };
    },
  },
  {
    id: 'BR-51',
    name: 'masked card number',
    passes: true,
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '48',
        creditTransfers: [],
        card: { accountNumber: '4111**1111' },
      };
    },
  },
  {
    id: 'BR-52',
    name: 'attachment without id',
    mutate: (i) => {
      i.attachments.push({ id: '', description: 'Anlage' });
    },
  },
  {
    id: 'BR-53',
    name: 'tax currency without BT-111',
    mutate: (i) => {
      i.taxCurrency = 'USD';
    },
  },
  {
    id: 'BR-54',
    name: 'item attribute without value',
    mutate: (i) => {
      i.lines[0]!.item.attributes.push({ name: 'Farbe' } as never);
    },
  },
  {
    id: 'BR-55',
    name: 'preceding invoice without number',
    mutate: (i) => {
      i.precedingInvoices.push({ number: '' });
    },
  },
  {
    id: 'BR-56',
    name: 'tax representative without VAT id',
    mutate: (i) => {
      i.taxRepresentative = { name: 'Steuer AG', vatId: '', address: { countryCode: 'DE' } };
    },
  },
  {
    id: 'BR-57',
    name: 'delivery address without country',
    mutate: (i) => {
      i.delivery = { address: { city: 'Bonn', postalCode: '53111' } };
    },
  },
  {
    id: 'BR-61',
    name: 'credit transfer code without account',
    mutate: (i) => {
      i.paymentInstructions = { typeCode: '30', creditTransfers: [] };
    },
  },
  {
    id: 'BR-62',
    name: 'seller electronic address without scheme',
    mutate: (i) => {
      i.seller.electronicAddress = { value: 'x@y.de', schemeId: '' };
    },
  },
  {
    id: 'BR-63',
    name: 'buyer electronic address without scheme',
    mutate: (i) => {
      i.buyer.electronicAddress = { value: 'x@y.de', schemeId: '' };
    },
  },
  {
    id: 'BR-64',
    name: 'standard id without scheme',
    mutate: (i) => {
      i.lines[0]!.item.standardId = { value: '4012345678901' };
    },
  },
  {
    id: 'BR-65',
    name: 'classification without scheme',
    mutate: (i) => {
      i.lines[0]!.item.classifications.push({ value: '30197000' });
    },
  },
];
