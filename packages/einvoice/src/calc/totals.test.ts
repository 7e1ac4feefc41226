import { describe, expect, it } from 'vitest';
import {
  type DocumentAllowanceCharge,
  emptyInvoice,
  emptyLine,
  type Invoice,
  type InvoiceLine,
} from '../model/invoice.ts';
import { dec } from '../model/money.ts';
import {
  applyTotals,
  checkTotals,
  computeAllowanceChargeAmount,
  computeLineNet,
  computeTotals,
  computeVatAmount,
} from './totals.ts';

function line(
  id: string,
  quantity: string,
  netPrice: string,
  cat = 'S',
  rate: string | null = '19',
): InvoiceLine {
  const l: InvoiceLine = { ...emptyLine(id), quantity, price: { netPrice }, vatCategoryCode: cat };
  if (rate === null) delete l.vatRate;
  else l.vatRate = rate;
  return l;
}

function docAc(amount: string, cat = 'S', rate: string | null = '19'): DocumentAllowanceCharge {
  const ac: DocumentAllowanceCharge = { amount, vatCategoryCode: cat, reason: 'x' };
  if (rate !== null) ac.vatRate = rate;
  return ac;
}

function invoice(lines: InvoiceLine[], extra: Partial<Invoice> = {}): Invoice {
  return { ...emptyInvoice(), number: 'R-1', issueDate: '2025-01-01', lines, ...extra };
}

describe('computeLineNet', () => {
  it('multiplies quantity by net price and rounds to 2 decimals', () => {
    expect(computeLineNet(line('1', '3', '19.99'))).toBe('59.97');
    expect(computeLineNet(line('1', '1.5', '0.333'))).toBe('0.50'); // 0.4995 → 0.50
    expect(computeLineNet(line('1', '0', '10'))).toBe('0.00');
  });

  it('divides by the base quantity (BT-149)', () => {
    const l = line('1', '250', '12.50');
    l.price = { netPrice: '12.50', baseQuantity: '100' };
    expect(computeLineNet(l)).toBe('31.25');
    l.price = { netPrice: '1', baseQuantity: '3' };
    l.quantity = '1';
    expect(computeLineNet(l)).toBe('0.33');
    l.price = { netPrice: '2', baseQuantity: '3' };
    expect(computeLineNet(l)).toBe('0.67');
  });

  it('treats a zero or invalid base quantity as 1', () => {
    const l = line('1', '2', '5');
    l.price = { netPrice: '5', baseQuantity: '0' };
    expect(computeLineNet(l)).toBe('10.00');
    l.price = { netPrice: '5', baseQuantity: 'abc' };
    expect(computeLineNet(l)).toBe('10.00');
  });

  it('subtracts line allowances and adds line charges', () => {
    const l = line('1', '10', '10');
    l.allowances = [{ amount: '5.50', reason: 'Rabatt' }];
    l.charges = [{ amount: '2.25', reason: 'Fracht' }];
    expect(computeLineNet(l)).toBe('96.75');
  });

  it('computes a line allowance from percentage when the amount is missing', () => {
    const l = line('1', '4', '25');
    l.allowances = [{ amount: '', percentage: '10' }];
    expect(computeLineNet(l)).toBe('90.00');
    l.allowances = [{ amount: '', percentage: '10', baseAmount: '50' }];
    expect(computeLineNet(l)).toBe('95.00');
  });

  it('handles negative quantities (credit lines)', () => {
    expect(computeLineNet(line('1', '-2', '10.005'))).toBe('-20.01');
    expect(computeLineNet(line('1', '-1', '0.005'))).toBe('-0.01'); // half away from zero
  });

  it('rounds x.xx5 half away from zero', () => {
    expect(computeLineNet(line('1', '1', '2.345'))).toBe('2.35');
    expect(computeLineNet(line('1', '1', '2.344999'))).toBe('2.34');
    expect(computeLineNet(line('1', '1', '-2.345'))).toBe('-2.35');
    // float would give 1.0049999999999999 for 1.005
    expect(computeLineNet(line('1', '1', '1.005'))).toBe('1.01');
  });

  it('nets the sum of sub-lines for a line with sub-lines (BR-DEX-02)', () => {
    const parent = line('1', '1', '0');
    parent.subLines = [line('1.1', '2', '10'), line('1.2', '1', '5.555')];
    expect(computeLineNet(parent)).toBe('25.56');
    const nested = line('2', '1', '0');
    const mid = line('2.1', '1', '999');
    mid.subLines = [line('2.1.1', '3', '1')];
    nested.subLines = [mid, line('2.2', '1', '1')];
    expect(computeLineNet(nested)).toBe('4.00');
  });
});

describe('computeAllowanceChargeAmount / computeVatAmount', () => {
  it('uses the amount when given, else base × percentage', () => {
    expect(computeAllowanceChargeAmount({ amount: '12.3', vatCategoryCode: 'S' })).toBe('12.30');
    expect(
      computeAllowanceChargeAmount({
        amount: '',
        baseAmount: '333.33',
        percentage: '3',
        vatCategoryCode: 'S',
      }),
    ).toBe('10.00');
    expect(computeAllowanceChargeAmount({ amount: '', vatCategoryCode: 'S' })).toBe('0.00');
  });

  it('computes VAT half away from zero', () => {
    expect(computeVatAmount('0.50', '19')).toBe('0.10'); // 0.095
    expect(computeVatAmount('-0.50', '19')).toBe('-0.10');
    expect(computeVatAmount('10.50', '7')).toBe('0.74'); // 0.735
    expect(computeVatAmount('-10.50', '7')).toBe('-0.74');
    expect(computeVatAmount('100', undefined)).toBe('0.00');
  });
});

describe('computeTotals', () => {
  it('builds a VAT breakdown per (category, rate) with several rates', () => {
    const inv = invoice([
      line('1', '2', '50'),
      line('2', '1', '10.70', 'S', '7'),
      line('3', '3', '33.33', 'S', '19.00'),
      line('4', '1', '20', 'S', '7'),
    ]);
    const r = computeTotals(inv);
    expect(r.lines.map((l) => l.netAmount)).toEqual(['100.00', '10.70', '99.99', '20.00']);
    expect(r.vatBreakdown).toEqual([
      { categoryCode: 'S', rate: '19', taxableAmount: '199.99', taxAmount: '38.00' },
      { categoryCode: 'S', rate: '7', taxableAmount: '30.70', taxAmount: '2.15' },
    ]);
    expect(r.totals).toEqual({
      lineNetTotal: '230.69',
      taxExclusive: '230.69',
      vatTotal: '40.15',
      taxInclusive: '270.84',
      amountDue: '270.84',
    });
  });

  it('applies document allowances and charges to their category and to BT-107..BT-109', () => {
    const inv = invoice([line('1', '1', '1000'), line('2', '1', '100', 'S', '7')], {
      allowances: [docAc('50'), docAc('10', 'S', '7')],
      charges: [docAc('25.50'), { ...docAc(''), baseAmount: '200', percentage: '2.5' }],
    });
    const r = computeTotals(inv);
    expect(r.vatBreakdown).toEqual([
      { categoryCode: 'S', rate: '19', taxableAmount: '980.50', taxAmount: '186.30' },
      { categoryCode: 'S', rate: '7', taxableAmount: '90.00', taxAmount: '6.30' },
    ]);
    expect(r.totals.lineNetTotal).toBe('1100.00');
    expect(r.totals.allowanceTotal).toBe('60.00');
    expect(r.totals.chargeTotal).toBe('30.50');
    expect(r.totals.taxExclusive).toBe('1070.50');
    expect(r.totals.vatTotal).toBe('192.60');
    expect(r.totals.taxInclusive).toBe('1263.10');
    expect(r.totals.amountDue).toBe('1263.10');
  });

  it('omits BT-107/BT-108 when there are no allowances or charges', () => {
    const r = computeTotals(invoice([line('1', '1', '1')]));
    expect(r.totals.allowanceTotal).toBeUndefined();
    expect(r.totals.chargeTotal).toBeUndefined();
    const withZero = invoice([line('1', '1', '1')]);
    withZero.totals = { ...withZero.totals, allowanceTotal: '5.00' };
    expect(computeTotals(withZero).totals.allowanceTotal).toBe('0.00');
  });

  it('handles exempt and zero-rated categories (E, AE, K, G, Z with rate 0, O without rate)', () => {
    const inv = invoice([
      line('1', '1', '100', 'E', '0'),
      line('2', '1', '200', 'AE', '0'),
      line('3', '1', '300', 'K', '0.00'),
      line('4', '1', '400', 'G', null),
      line('5', '1', '500', 'O', null),
      line('6', '1', '600', 'Z', '0'),
      line('7', '1', '50', 'E', null),
    ]);
    const r = computeTotals(inv);
    expect(r.vatBreakdown).toEqual([
      { categoryCode: 'E', rate: '0', taxableAmount: '150.00', taxAmount: '0.00' },
      { categoryCode: 'AE', rate: '0', taxableAmount: '200.00', taxAmount: '0.00' },
      { categoryCode: 'K', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' },
      { categoryCode: 'G', rate: '0', taxableAmount: '400.00', taxAmount: '0.00' },
      { categoryCode: 'O', taxableAmount: '500.00', taxAmount: '0.00' },
      { categoryCode: 'Z', rate: '0', taxableAmount: '600.00', taxAmount: '0.00' },
    ]);
    expect(r.totals.vatTotal).toBe('0.00');
    expect(r.totals.taxInclusive).toBe('2150.00');
  });

  it('ignores a rate given for category O', () => {
    const r = computeTotals(invoice([line('1', '1', '10', 'O', '19')]));
    expect(r.vatBreakdown).toEqual([{ categoryCode: 'O', taxableAmount: '10.00', taxAmount: '0.00' }]);
  });

  it('keeps exemption reasons of existing breakdown rows with the same category and rate', () => {
    const inv = invoice([line('1', '1', '100', 'E', '0'), line('2', '1', '100')], {
      vatBreakdown: [
        {
          categoryCode: 'E',
          rate: '0.00',
          taxableAmount: '1',
          taxAmount: '0',
          exemptionReason: 'Kleinunternehmer gemäß § 19 UStG',
          exemptionReasonCode: 'VATEX-EU-132',
        },
      ],
    });
    const r = computeTotals(inv);
    expect(r.vatBreakdown[0]).toEqual({
      categoryCode: 'E',
      rate: '0',
      taxableAmount: '100.00',
      taxAmount: '0.00',
      exemptionReason: 'Kleinunternehmer gemäß § 19 UStG',
      exemptionReasonCode: 'VATEX-EU-132',
    });
    expect(r.vatBreakdown[1]?.exemptionReason).toBeUndefined();
  });

  it('computes a credit (negative lines) consistently', () => {
    const inv = invoice([line('1', '-3', '15.99'), line('2', '1', '5.00')]);
    const r = computeTotals(inv);
    expect(r.lines.map((l) => l.netAmount)).toEqual(['-47.97', '5.00']);
    expect(r.vatBreakdown[0]).toEqual({
      categoryCode: 'S',
      rate: '19',
      taxableAmount: '-42.97',
      taxAmount: '-8.16',
    });
    expect(r.totals.taxInclusive).toBe('-51.13');
    expect(r.totals.amountDue).toBe('-51.13');
  });

  it('rounds VAT per breakdown row (not per line)', () => {
    // two lines 0.5 + 0.5 at 7 %: per row 0.07; per line 0.035 → 0.04 each would give 0.08
    const inv = invoice([line('1', '1', '0.5', 'S', '7'), line('2', '1', '0.5', 'S', '7')]);
    expect(computeTotals(inv).vatBreakdown[0]?.taxAmount).toBe('0.07');
  });

  it('subtracts the paid amount and adds the rounding amount (BR-CO-16)', () => {
    const inv = invoice([line('1', '1', '99.99')]);
    inv.totals = { ...inv.totals, paidAmount: '50.00', roundingAmount: '0.01' };
    const r = computeTotals(inv);
    expect(r.totals.taxInclusive).toBe('118.99');
    expect(r.totals.amountDue).toBe('69.00');
    expect(r.totals.paidAmount).toBe('50.00');
    expect(r.totals.roundingAmount).toBe('0.01');
  });

  it('adds third party payments to the amount due (BR-DEX-09)', () => {
    const inv = invoice([line('1', '1', '100')], {
      thirdPartyPayments: [{ type: 'X', amount: '20.00', description: 'Kasse' }],
    });
    expect(computeTotals(inv).totals.amountDue).toBe('139.00');
  });

  it('keeps BT-111 (VAT in accounting currency) as given', () => {
    const inv = invoice([line('1', '1', '100')], { taxCurrency: 'SEK' });
    inv.totals = { ...inv.totals, vatTotalInTaxCurrency: '220.00' };
    expect(computeTotals(inv).totals.vatTotalInTaxCurrency).toBe('220.00');
  });

  it('can keep the lines’ own net amounts', () => {
    const l = line('1', '1', '0');
    l.netAmount = '42.00';
    expect(computeTotals(invoice([l]), { keepLineNetAmounts: true }).totals.lineNetTotal).toBe('42.00');
    expect(computeTotals(invoice([l])).totals.lineNetTotal).toBe('0.00');
  });

  it('yields an empty breakdown and zero totals for an empty invoice', () => {
    const r = computeTotals(emptyInvoice());
    expect(r.vatBreakdown).toEqual([]);
    expect(r.totals.amountDue).toBe('0.00');
  });
});

describe('applyTotals', () => {
  it('returns a new invoice with computed values and does not mutate the input', () => {
    const inv = invoice([line('1', '2', '10.50')], {
      charges: [{ ...docAc(''), baseAmount: '21', percentage: '10' }],
    });
    const before = JSON.stringify(inv);
    const out = applyTotals(inv);
    expect(JSON.stringify(inv)).toBe(before);
    expect(out).not.toBe(inv);
    expect(out.lines[0]?.netAmount).toBe('21.00');
    expect(out.charges[0]?.amount).toBe('2.10');
    expect(out.totals).toEqual({
      lineNetTotal: '21.00',
      chargeTotal: '2.10',
      taxExclusive: '23.10',
      vatTotal: '4.39',
      taxInclusive: '27.49',
      amountDue: '27.49',
    });
    expect(checkTotals(out)).toEqual([]);
  });

  it('fills line allowance and charge amounts given only as a percentage', () => {
    const l = line('1', '3', '33.33');
    l.allowances = [{ amount: '', percentage: '10' }];
    l.charges = [{ amount: '', percentage: '5', baseAmount: '20' }];
    const out = applyTotals(invoice([l]));
    expect(out.lines[0]?.allowances[0]?.amount).toBe('10.00'); // 9.999 → 10.00
    expect(out.lines[0]?.charges[0]?.amount).toBe('1.00');
    expect(out.lines[0]?.netAmount).toBe('90.99');
    expect(checkTotals(out)).toEqual([]);
  });

  it('writes sub-line net amounts', () => {
    const parent = line('1', '1', '0');
    parent.subLines = [line('1.1', '2', '10')];
    const out = applyTotals(invoice([parent]));
    expect(out.lines[0]?.netAmount).toBe('20.00');
    expect(out.lines[0]?.subLines[0]?.netAmount).toBe('20.00');
    expect(checkTotals(out)).toEqual([]);
  });

  it('produces invoices that pass checkTotals for a mixed document', () => {
    const l2 = line('2', '7', '3.333', 'S', '7');
    l2.price = { netPrice: '3.333', baseQuantity: '2' };
    l2.allowances = [{ amount: '0.01' }];
    const inv = invoice([line('1', '1.5', '9.99'), l2, line('3', '-1', '5', 'E', '0')], {
      allowances: [docAc('1.11', 'S', '7')],
      charges: [docAc('3.33', 'E', '0')],
    });
    inv.totals = { ...inv.totals, paidAmount: '10', roundingAmount: '-0.02' };
    const out = applyTotals(inv);
    expect(checkTotals(out)).toEqual([]);
    expect(out.lines.map((l) => l.netAmount)).toEqual(['14.99', '11.66', '-5.00']);
  });
});

describe('checkTotals', () => {
  function good(): Invoice {
    return applyTotals(
      invoice([line('1', '2', '50'), line('2', '1', '10', 'S', '7')], {
        allowances: [docAc('5')],
        charges: [docAc('2', 'S', '7')],
      }),
    );
  }

  it('reports nothing for a consistent invoice', () => {
    expect(checkTotals(good())).toEqual([]);
  });

  it('reports a wrong line net amount once, not in every total', () => {
    const inv = good();
    const l0 = inv.lines[0];
    if (!l0) throw new Error('no line');
    inv.lines[0] = { ...l0, quantity: '3' };
    expect(checkTotals(inv)).toEqual([
      {
        path: 'lines[0].netAmount',
        bt: 'BT-131',
        rule: 'PEPPOL-EN16931-R120',
        rejectedByRules: false,
        expected: '150.00',
        found: '100.00',
      },
    ]);
  });

  it('reports disagreeing document totals with their rule', () => {
    const inv = good();
    inv.totals = { ...inv.totals, lineNetTotal: '111.00', vatTotal: '1.00', amountDue: '0' };
    const d = checkTotals(inv);
    expect(d.map((x) => `${x.path} ${x.rule} ${x.expected} ${x.found}`)).toEqual([
      'totals.lineNetTotal BR-CO-10 110.00 111.00',
      'totals.taxExclusive BR-CO-13 108.00 107.00',
      'totals.vatTotal BR-CO-14 18.89 1.00',
      'totals.taxInclusive BR-CO-15 108.00 125.89',
      'totals.amountDue BR-CO-16 125.89 0',
    ]);
  });

  it('reports a wrong VAT breakdown and missing/extra rows', () => {
    const inv = good();
    const row0 = inv.vatBreakdown[0];
    if (!row0) throw new Error('no row');
    inv.vatBreakdown = [
      { ...row0, taxAmount: '17.00' },
      { categoryCode: 'Z', rate: '0', taxableAmount: '0.00', taxAmount: '0.00' },
    ];
    const d = checkTotals(inv);
    expect(d).toContainEqual({
      path: 'vatBreakdown[0].taxAmount',
      bt: 'BT-117',
      rule: 'BR-CO-17',
      rejectedByRules: true,
      expected: '18.05',
      found: '17.00',
    });
    expect(d).toContainEqual(expect.objectContaining({ path: 'vatBreakdown[1]', rule: 'BR-Z-08' }));
    expect(d).toContainEqual(
      expect.objectContaining({
        path: 'vatBreakdown',
        rule: 'BR-S-01',
        expected: 'VAT category S at 7 %: taxable 12.00',
      }),
    );
  });

  it('marks VAT amounts within ±1 of the computed amount as tolerated by BR-CO-17', () => {
    const inv = good();
    const row0 = inv.vatBreakdown[0];
    const row1 = inv.vatBreakdown[1];
    if (!row0 || !row1) throw new Error('no rows');
    inv.vatBreakdown = [
      { ...row0, taxAmount: '18.06' },
      { ...row1, taxAmount: '1.84' },
    ];
    const d = checkTotals(inv).filter((x) => x.bt === 'BT-117');
    expect(d).toEqual([
      expect.objectContaining({
        path: 'vatBreakdown[0].taxAmount',
        expected: '18.05',
        rejectedByRules: false,
      }),
      expect.objectContaining({ path: 'vatBreakdown[1].taxAmount', expected: '0.84', rejectedByRules: true }),
    ]);
  });

  it('requires a VAT amount rounding to 0 for rate 0 (BR-CO-17)', () => {
    const inv = applyTotals(invoice([line('1', '1', '100', 'E', '0')]));
    const row = inv.vatBreakdown[0];
    if (!row) throw new Error('no row');
    inv.vatBreakdown = [{ ...row, taxAmount: '0.49' }];
    expect(checkTotals(inv).find((x) => x.bt === 'BT-117')?.rejectedByRules).toBe(false);
    inv.vatBreakdown = [{ ...row, taxAmount: '0.50' }];
    expect(checkTotals(inv).find((x) => x.bt === 'BT-117')?.rejectedByRules).toBe(true);
  });

  it('does not require BT-110 when it is absent', () => {
    const inv = applyTotals(invoice([line('1', '1', '100', 'E', '0')]));
    inv.totals = { ...inv.totals, vatTotal: undefined };
    expect(checkTotals(inv)).toEqual([]);
  });

  it('reports a wrong taxable amount with the category rule (BR-S-08, BR-IC-08 for K)', () => {
    const inv = applyTotals(invoice([line('1', '1', '10', 'K', '0')]));
    const row = inv.vatBreakdown[0];
    if (!row) throw new Error('no row');
    inv.vatBreakdown = [{ ...row, taxableAmount: '9.00' }];
    expect(checkTotals(inv)).toContainEqual(
      expect.objectContaining({ path: 'vatBreakdown[0].taxableAmount', rule: 'BR-IC-08', expected: '10.00' }),
    );
  });

  it('reports missing and non-numeric totals', () => {
    const inv = good();
    inv.totals = { ...inv.totals, taxExclusive: 'abc', allowanceTotal: undefined };
    const paths = checkTotals(inv).map((x) => x.path);
    expect(paths).toContain('totals.taxExclusive');
    expect(paths).toContain('totals.allowanceTotal');
  });

  it('accepts differences within a tolerance', () => {
    const inv = good();
    inv.totals = { ...inv.totals, amountDue: dec(inv.totals.amountDue).plus('0.01').toFixed(2) };
    expect(checkTotals(inv)).toHaveLength(1);
    expect(checkTotals(inv, { tolerance: '0.01' })).toEqual([]);
  });

  it('checks sub-line sums (BR-DEX-02)', () => {
    const parent = line('1', '1', '0');
    parent.subLines = [line('1.1', '2', '10')];
    const inv = applyTotals(invoice([parent]));
    const l0 = inv.lines[0];
    if (!l0) throw new Error('no line');
    inv.lines[0] = { ...l0, netAmount: '19.00' };
    expect(checkTotals(inv)).toContainEqual(
      expect.objectContaining({
        path: 'lines[0].netAmount',
        rule: 'BR-DEX-02',
        expected: '20.00',
        found: '19.00',
      }),
    );
  });
});
