import { emptyInvoice, emptyLine } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { correctedPaths } from './corrections.ts';
import { setPath } from './path.ts';

function read() {
  let inv = emptyInvoice();
  inv = setPath(inv, 'number', 'RE-1');
  inv = setPath(inv, 'paymentInstructions', {
    typeCode: '58',
    creditTransfers: [{ accountId: 'DE02120300000000202051' }],
  });
  const l = emptyLine('1');
  l.quantity = '2';
  l.price.netPrice = '50.00';
  inv.lines = [l];
  return inv;
}

describe('correctedPaths', () => {
  it('nothing changed → no corrections; no extraction → none', () => {
    expect(correctedPaths(read(), read())).toEqual([]);
    expect(correctedPaths(undefined, read())).toEqual([]);
  });

  it('a corrected IBAN and a changed line price are corrections', () => {
    let edited = setPath(
      read(),
      'paymentInstructions.creditTransfers[0].accountId',
      'DE89370400440532013000',
    );
    edited = setPath(edited, 'lines[0].price.netPrice', '55.00');
    const paths = correctedPaths(read(), edited);
    expect(paths).toContain('paymentInstructions.creditTransfers[0].accountId');
    expect(paths).toContain('lines[0].price.netPrice');
    expect(paths).toHaveLength(2);
  });

  it('a value added where extraction found none, whitespace and computed totals are not corrections', () => {
    let edited = setPath(read(), 'seller.contact.email', 'a@b.de');
    edited = setPath(edited, 'number', ' RE-1 ');
    edited = setPath(edited, 'totals.amountDue', '999.00');
    expect(correctedPaths(read(), edited)).toEqual([]);
  });
});
