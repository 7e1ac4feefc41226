import { emptyInvoice, emptyLine, type Invoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { misreadAlternatives, repairArithmetic } from './quantities.ts';

function withLines(rows: Array<[qty: string, price: string, net: string]>): Invoice {
  const inv = emptyInvoice();
  inv.lines = rows.map(([quantity, netPrice, netAmount], i) => ({
    ...emptyLine(String(i + 1)),
    id: String(i + 1),
    quantity,
    netAmount,
    price: { netPrice },
  }));
  return inv;
}

const cells = (inv: Invoice) => inv.lines.map((l) => [l.quantity, l.price.netPrice, l.netAmount]);

describe('numbers checked by the invoice arithmetic', () => {
  it('takes the quantity net ÷ price gives when the read one fails (1 read as 4, 2,5 as 1)', () => {
    const inv = withLines([
      ['4', '449.46', '449.46'],
      ['1', '689.72', '1724.30'],
      ['3', '10.00', '30.00'],
    ]);
    expect(repairArithmetic(inv, () => true, false)).toEqual(['lines[0].quantity', 'lines[1].quantity']);
    expect(inv.lines.map((l) => l.quantity)).toEqual(['1', '2.5', '3']);
  });

  it('leaves lines alone that are not from OCR, have no plain quotient or a base quantity', () => {
    const inv = withLines([
      ['4', '449.46', '449.46'],
      ['2', '3.33', '10.00'],
      ['7', '12.50', '25.00'],
    ]);
    (inv.lines[2] as Invoice['lines'][number]).price.baseQuantity = '100';
    expect(repairArithmetic(inv, (i) => i > 0, false)).toEqual([]);
    expect(inv.lines.map((l) => l.quantity)).toEqual(['4', '2', '7']);
  });

  it('alternatives: a decimal comma lost or read as a digit, a ruling read as a trailing digit', () => {
    expect(misreadAlternatives('25210')).toEqual(['252.10', '25.10']);
    expect(misreadAlternatives('122450')).toEqual(['1224.50', '122.50']);
    expect(misreadAlternatives('10.001')).toEqual(['10.00']);
    expect(misreadAlternatives('-12250')).toEqual(['-122.50', '-12.50']);
    expect(misreadAlternatives('4.10')).toEqual([]);
    expect(misreadAlternatives('12')).toEqual([]);
  });

  it('repairs a price or a net amount whose own digits with one misread undone fit the other two', () => {
    // ZUGFeRD visualisation scan: "122,50" read "122450" in the price and "12250" in the amount
    // column; a French layout: "10,00|" read "10,001" (3 × 10.001 would still round to 30.00: left
    // alone, a price may have three decimals); a German one: "43,20" read "4320"
    const inv = withLines([
      ['1', '122450', '12250'],
      ['20', '10.001', '200.00'],
      ['3', '43.20', '12960'],
      ['3', '4320', '129.60'],
    ]);
    expect(repairArithmetic(inv, () => true, false)).toEqual([
      'lines[0].price.netPrice',
      'lines[0].netAmount',
      'lines[1].price.netPrice',
      'lines[2].netAmount',
      'lines[3].price.netPrice',
    ]);
    expect(cells(inv)).toEqual([
      ['1', '122.50', '122.50'],
      ['20', '10.00', '200.00'],
      ['3', '43.20', '129.60'],
      ['3', '43.20', '129.60'],
    ]);
  });

  it('prefers a price misread over a quantity quotient (12250 × 0.01 would also give 122.50)', () => {
    const inv = withLines([['1', '12250', '122.50']]);
    expect(repairArithmetic(inv, () => true, false)).toEqual(['lines[0].price.netPrice']);
    expect(cells(inv)).toEqual([['1', '122.50', '122.50']]);
  });

  it('repairs totals that fail the sums only by one misread: BT-106, BT-109, BT-112, BT-115', () => {
    const inv = withLines([
      ['3', '43.20', '129.60'],
      ['1', '122.50', '122.50'],
    ]);
    inv.totals = {
      lineNetTotal: '25210',
      taxExclusive: '252.10',
      vatTotal: '47.90',
      taxInclusive: '300.00',
      amountDue: '300700',
    };
    expect(repairArithmetic(inv, () => true, true)).toEqual(['totals.lineNetTotal', 'totals.amountDue']);
    expect(inv.totals).toMatchObject({ lineNetTotal: '252.10', amountDue: '300.00' });
    // a total that differs otherwise (another sum, not a misread) is left as read
    inv.totals.taxInclusive = '310.00';
    inv.totals.amountDue = '300.00';
    expect(repairArithmetic(inv, () => true, true)).toEqual([]);
    expect(repairArithmetic(withLines([['1', '5.00', '5.00']]), () => true, false)).toEqual([]);
  });
});
