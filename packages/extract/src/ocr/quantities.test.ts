import { emptyInvoice, emptyLine, type Invoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { repairQuantities } from './quantities.ts';

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

describe('quantities checked by the line arithmetic', () => {
  it('takes the quantity net ÷ price gives when the read one fails (1 read as 4, 2,5 as 1)', () => {
    const inv = withLines([
      ['4', '449.46', '449.46'],
      ['1', '689.72', '1724.30'],
      ['3', '10.00', '30.00'],
    ]);
    expect(repairQuantities(inv, () => true)).toEqual([0, 1]);
    expect(inv.lines.map((l) => l.quantity)).toEqual(['1', '2.5', '3']);
  });

  it('leaves lines alone that are not from OCR, have no plain quotient or a base quantity', () => {
    const inv = withLines([
      ['4', '449.46', '449.46'],
      ['2', '3.33', '10.00'],
      ['7', '12.50', '25.00'],
    ]);
    (inv.lines[2] as Invoice['lines'][number]).price.baseQuantity = '100';
    expect(repairQuantities(inv, (i) => i > 0)).toEqual([]);
    expect(inv.lines.map((l) => l.quantity)).toEqual(['4', '2', '7']);
  });
});
