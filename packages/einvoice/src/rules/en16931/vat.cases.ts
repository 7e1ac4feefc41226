import type { Invoice } from '../../model/invoice.ts';
import { baselineInvoice } from '../fixtures.ts';
import { categoryInvoice, type RuleCase } from '../testing.ts';

interface Cat {
  prefix: string;
  code: string;
  base: () => Invoice;
  breakdown: 'exactly-one' | 'at-least-one';
  party: 'seller' | 'buyer' | 'none';
  badRate: string | undefined;
  perRate: boolean;
  exemption: 'forbidden' | 'required';
}

export const CATEGORIES: Cat[] = [
  {
    prefix: 'BR-S',
    code: 'S',
    base: baselineInvoice,
    breakdown: 'at-least-one',
    party: 'seller',
    badRate: '0',
    perRate: true,
    exemption: 'forbidden',
  },
  {
    prefix: 'BR-Z',
    code: 'Z',
    base: () => categoryInvoice('Z'),
    breakdown: 'exactly-one',
    party: 'seller',
    badRate: '5',
    perRate: false,
    exemption: 'forbidden',
  },
  {
    prefix: 'BR-E',
    code: 'E',
    base: () => categoryInvoice('E'),
    breakdown: 'exactly-one',
    party: 'seller',
    badRate: '5',
    perRate: false,
    exemption: 'required',
  },
  {
    prefix: 'BR-AE',
    code: 'AE',
    base: () => categoryInvoice('AE'),
    breakdown: 'exactly-one',
    party: 'buyer',
    badRate: '5',
    perRate: false,
    exemption: 'required',
  },
  {
    prefix: 'BR-IC',
    code: 'K',
    base: () => categoryInvoice('K'),
    breakdown: 'exactly-one',
    party: 'buyer',
    badRate: '5',
    perRate: false,
    exemption: 'required',
  },
  {
    prefix: 'BR-G',
    code: 'G',
    base: () => categoryInvoice('G'),
    breakdown: 'exactly-one',
    party: 'seller',
    badRate: '5',
    perRate: false,
    exemption: 'required',
  },
  {
    prefix: 'BR-O',
    code: 'O',
    base: () => categoryInvoice('O'),
    breakdown: 'exactly-one',
    party: 'none',
    badRate: '0',
    perRate: false,
    exemption: 'required',
  },
  {
    prefix: 'BR-AF',
    code: 'L',
    base: () => categoryInvoice('L', '7'),
    breakdown: 'at-least-one',
    party: 'seller',
    badRate: '-1',
    perRate: true,
    exemption: 'forbidden',
  },
  {
    prefix: 'BR-AG',
    code: 'M',
    base: () => categoryInvoice('M', '4'),
    breakdown: 'at-least-one',
    party: 'seller',
    badRate: '-1',
    perRate: true,
    exemption: 'forbidden',
  },
];

function breakParty(i: Invoice, party: Cat['party']): void {
  if (party === 'seller') {
    delete i.seller.vatId;
    delete i.seller.taxRegistrationId;
    i.seller.identifiers = [{ value: '4000001123452', schemeId: '0088' }];
  } else if (party === 'buyer') {
    delete i.buyer.vatId;
    delete i.buyer.legalRegistrationId;
  } else i.seller.vatId = 'DE123456789';
}

function categoryCases(c: Cat): RuleCase[] {
  const id = (n: number) => `${c.prefix}-${String(n).padStart(2, '0')}`;
  const cases: RuleCase[] = [
    {
      id: id(1),
      name: c.breakdown === 'exactly-one' ? 'two breakdowns of the category' : 'no breakdown of the category',
      base: c.base,
      mutate: (i) => {
        const b = i.vatBreakdown.find((x) => x.categoryCode === c.code);
        if (!b) throw new Error('no breakdown');
        if (c.breakdown === 'exactly-one')
          i.vatBreakdown.push({ ...b, taxableAmount: '0.00', taxAmount: '0.00' });
        else i.vatBreakdown = i.vatBreakdown.filter((x) => x.categoryCode !== c.code);
      },
    },
    {
      id: id(2),
      name: 'line without the required party identifiers',
      base: c.base,
      mutate: (i) => breakParty(i, c.party),
    },
    {
      id: id(3),
      name: 'allowance without the required party identifiers',
      base: c.base,
      mutate: (i) => breakParty(i, c.party),
    },
    {
      id: id(4),
      name: 'charge without the required party identifiers',
      base: c.base,
      mutate: (i) => breakParty(i, c.party),
    },
    {
      id: id(5),
      name: `line rate ${c.badRate}`,
      base: c.base,
      mutate: (i) => {
        i.lines[0]!.vatRate = c.badRate;
      },
    },
    {
      id: id(6),
      name: `allowance rate ${c.badRate}`,
      base: c.base,
      mutate: (i) => {
        i.allowances[0]!.vatRate = c.badRate;
      },
    },
    {
      id: id(7),
      name: `charge rate ${c.badRate}`,
      base: c.base,
      mutate: (i) => {
        i.charges[0]!.vatRate = c.badRate;
      },
    },
    {
      id: id(8),
      name: 'taxable amount does not match',
      base: c.base,
      mutate: (i) => {
        const b = i.vatBreakdown.find((x) => x.categoryCode === c.code)!;
        b.taxableAmount = (Number.parseFloat(b.taxableAmount) + (c.perRate ? 2 : 0.01)).toFixed(2);
      },
    },
    {
      id: id(9),
      name: 'tax amount does not match',
      base: c.base,
      mutate: (i) => {
        const b = i.vatBreakdown.find((x) => x.categoryCode === c.code)!;
        b.taxAmount = (Number.parseFloat(b.taxAmount) + 2).toFixed(2);
      },
    },
    {
      id: id(10),
      name: c.exemption === 'forbidden' ? 'exemption reason given' : 'no exemption reason',
      base: c.base,
      mutate: (i) => {
        const b = i.vatBreakdown.find((x) => x.categoryCode === c.code)!;
        if (c.exemption === 'forbidden') b.exemptionReasonCode = 'VATEX-EU-79-C';
        else {
          delete b.exemptionReason;
          delete b.exemptionReasonCode;
        }
      },
    },
  ];
  if (c.perRate)
    cases.push({
      id: id(8),
      name: 'taxable amount within the tolerance of 1',
      passes: true,
      base: c.base,
      mutate: (i) => {
        const b = i.vatBreakdown.find((x) => x.categoryCode === c.code)!;
        b.taxableAmount = (Number.parseFloat(b.taxableAmount) + 0.5).toFixed(2);
      },
    });
  return cases;
}

const italian = (): Invoice => {
  const i = categoryInvoice('B');
  i.seller.address.countryCode = 'IT';
  i.buyer.address.countryCode = 'IT';
  return i;
};

export const VAT_CASES: RuleCase[] = [
  ...CATEGORIES.flatMap(categoryCases),
  {
    id: 'BR-IC-11',
    name: 'no delivery date and no invoicing period',
    base: () => categoryInvoice('K'),
    mutate: (i) => {
      delete i.invoicingPeriod;
      delete i.delivery!.actualDeliveryDate;
    },
  },
  {
    id: 'BR-IC-11',
    name: 'invoicing period instead of delivery date',
    passes: true,
    base: () => categoryInvoice('K'),
    mutate: (i) => {
      delete i.delivery!.actualDeliveryDate;
    },
  },
  {
    id: 'BR-IC-12',
    name: 'no deliver-to country',
    base: () => categoryInvoice('K'),
    mutate: (i) => {
      delete i.delivery!.address;
    },
  },
  {
    id: 'BR-O-11',
    name: 'O breakdown with another breakdown',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.vatBreakdown.push({ taxableAmount: '0.00', taxAmount: '0.00', categoryCode: 'Z', rate: '0' });
    },
  },
  {
    id: 'BR-O-12',
    name: 'O invoice with an S line',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.lines[1]!.vatCategoryCode = 'S';
      i.lines[1]!.vatRate = '19';
    },
  },
  {
    id: 'BR-O-13',
    name: 'O invoice with an S allowance',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.allowances[0]!.vatCategoryCode = 'S';
      i.allowances[0]!.vatRate = '19';
    },
  },
  {
    id: 'BR-O-14',
    name: 'O invoice with an S charge',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.charges[0]!.vatCategoryCode = 'S';
      i.charges[0]!.vatRate = '19';
    },
  },
  // Saxon compares an untyped '-0.00' with 0 as the double -0: not = 0, not >= 0 ('-0' is an integer)
  ...(['cii', 'ubl'] as const).flatMap((syntax): RuleCase[] => [
    {
      id: 'BR-Z-05',
      name: `${syntax}: line rate -0.00`,
      syntax,
      passes: syntax === 'ubl', // UBL casts to xs:decimal
      base: () => categoryInvoice('Z'),
      mutate: (i) => {
        i.lines[0]!.vatRate = '-0.00';
      },
    },
    {
      id: 'BR-Z-09',
      name: `${syntax}: tax amount -0.00`,
      syntax,
      passes: syntax === 'ubl',
      base: () => categoryInvoice('Z'),
      mutate: (i) => {
        i.vatBreakdown.find((b) => b.categoryCode === 'Z')!.taxAmount = '-0.00';
      },
    },
    {
      id: 'BR-AG-05',
      name: `${syntax}: IPSI line rate -0.00 is below 0`,
      syntax,
      base: () => categoryInvoice('M', '0'),
      mutate: (i) => {
        i.lines[0]!.vatRate = '-0.00';
      },
    },
    {
      id: 'BR-AG-05',
      name: `${syntax}: IPSI line rate -0 is 0`,
      syntax,
      passes: true,
      base: () => categoryInvoice('M', '0'),
      mutate: (i) => {
        i.lines[0]!.vatRate = '-0';
      },
    },
  ]),
  // CII -08 of Z, E, AE, K, G: ±1 in doubles, parts rounded one by one, no line needed; O exact
  {
    id: 'BR-E-08',
    name: 'CII: taxable amount 0.50 off (within ±1)',
    syntax: 'cii',
    passes: true,
    base: () => categoryInvoice('E'),
    mutate: (i) => {
      const b = i.vatBreakdown.find((x) => x.categoryCode === 'E')!;
      b.taxableAmount = (Number.parseFloat(b.taxableAmount) + 0.5).toFixed(2);
    },
  },
  {
    id: 'BR-E-08',
    name: 'CII: taxable amount 1.00 off',
    syntax: 'cii',
    base: () => categoryInvoice('E'),
    mutate: (i) => {
      const b = i.vatBreakdown.find((x) => x.categoryCode === 'E')!;
      b.taxableAmount = (Number.parseFloat(b.taxableAmount) + 1).toFixed(2);
    },
  },
  {
    id: 'BR-E-08',
    name: 'CII: no lines, taxable amount = charges − allowances',
    syntax: 'cii',
    passes: true,
    base: () => categoryInvoice('E'),
    mutate: (i) => {
      i.lines = [];
      const total = (xs: Array<{ amount: string; vatCategoryCode: string }>) =>
        xs.filter((x) => x.vatCategoryCode === 'E').reduce((a, x) => a + Number.parseFloat(x.amount), 0);
      const b = i.vatBreakdown.find((x) => x.categoryCode === 'E')!;
      b.taxableAmount = (total(i.charges) - total(i.allowances)).toFixed(2);
    },
  },
  {
    id: 'BR-O-08',
    name: 'CII: taxable amount 0.01 off (exact)',
    syntax: 'cii',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      const b = i.vatBreakdown.find((x) => x.categoryCode === 'O')!;
      b.taxableAmount = (Number.parseFloat(b.taxableAmount) + 0.01).toFixed(2);
    },
  },
  // CII: BR-O-12 reads every ram:ApplicableTradeTax (the breakdown too), BR-O-13 and BR-O-14 both
  // every ram:CategoryTradeTax (allowances and charges)
  {
    id: 'BR-O-12',
    name: 'CII: O invoice with another breakdown (no other line)',
    syntax: 'cii',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.vatBreakdown.push({ taxableAmount: '0.00', taxAmount: '0.00', categoryCode: 'Z', rate: '0' });
    },
  },
  {
    id: 'BR-O-12',
    name: 'UBL: O invoice with another breakdown (no other line)',
    syntax: 'ubl',
    passes: true,
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.vatBreakdown.push({ taxableAmount: '0.00', taxAmount: '0.00', categoryCode: 'Z', rate: '0' });
    },
  },
  {
    id: 'BR-O-13',
    name: 'CII: O invoice with an S charge',
    syntax: 'cii',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.charges[0]!.vatCategoryCode = 'S';
      i.charges[0]!.vatRate = '19';
    },
  },
  {
    id: 'BR-O-14',
    name: 'CII: O invoice with an S allowance',
    syntax: 'cii',
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.allowances[0]!.vatCategoryCode = 'S';
      i.allowances[0]!.vatRate = '19';
    },
  },
  {
    id: 'BR-O-14',
    name: 'UBL: O invoice with an S allowance',
    syntax: 'ubl',
    passes: true,
    base: () => categoryInvoice('O'),
    mutate: (i) => {
      i.allowances[0]!.vatCategoryCode = 'S';
      i.allowances[0]!.vatRate = '19';
    },
  },
  // IGIC: the CII binding asks for a rate above 0, the UBL binding for 0 or more
  ...(['BR-AF-05', 'BR-AF-06', 'BR-AF-07'] as const).flatMap((id): RuleCase[] => {
    const zero = (i: Invoice) => {
      const x = id === 'BR-AF-05' ? i.lines[0] : id === 'BR-AF-06' ? i.allowances[0] : i.charges[0];
      x!.vatRate = '0';
    };
    const base = () => categoryInvoice('L', '7');
    return [
      { id, name: 'IGIC rate 0 in CII', syntax: 'cii', base, mutate: zero },
      { id, name: 'IGIC rate 0 in UBL', syntax: 'ubl', passes: true, base, mutate: zero },
    ];
  }),
  {
    id: 'BR-B-01',
    name: 'split payment outside Italy',
    scenario: 'en16931',
    base: () => categoryInvoice('B'),
    mutate: () => {},
  },
  {
    id: 'BR-B-01',
    name: 'split payment in Italy',
    passes: true,
    scenario: 'en16931',
    base: italian,
    mutate: () => {},
  },
  {
    id: 'BR-B-02',
    name: 'split payment with a standard rated line',
    scenario: 'en16931',
    base: italian,
    mutate: (i) => {
      i.lines[0]!.vatCategoryCode = 'S';
      i.lines[0]!.vatRate = '22';
    },
  },
];
