import { emptyInvoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { VAT_SHAPE_CASES } from './id-text.cases.ts';
import { checkOcrIds, isValidVatId, repairId } from './ids.ts';

const IBAN = 'DE89370400440532013000';

describe('check digits against OCR misreads', () => {
  it('knows valid and invalid VAT ids by their check digits', () => {
    expect(isValidVatId('DE136695976')).toBe(true);
    expect(isValidVatId('DE136695977')).toBe(false);
    expect(isValidVatId('FR40303265045')).toBe(true);
  });

  it('repairs letters read inside digit runs when that reading passes', () => {
    expect(repairId('DE89370400440532O13000', (s) => /^DE89370400440532013000$/.test(s))).toBe(IBAN);
    // a digit misread as another digit is not guessed at
    expect(repairId('DE89370400440532013001', (s) => s === IBAN)).toBeUndefined();
    // a letter O read for a zero in an IBAN
    const inv = emptyInvoice();
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: 'DE8937O400440532013000' }] };
    inv.seller.vatId = 'DE13669S976';
    const checks = checkOcrIds(inv);
    expect(inv.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe(IBAN);
    expect(inv.seller.vatId).toBe('DE136695976');
    expect(checks).toEqual([
      { path: 'seller.vatId', outcome: 'repaired' },
      { path: 'paymentInstructions.creditTransfers[0].accountId', outcome: 'repaired' },
    ]);
  });

  it('rejects an IBAN and a VAT id no change of a letter repairs (both kept as read, marked)', () => {
    const inv = emptyInvoice();
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: 'DE89370400440532099999' }] };
    inv.seller.vatId = 'DE123456789';
    const checks = checkOcrIds(inv);
    expect(inv.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe('DE89370400440532099999');
    expect(inv.seller.vatId).toBe('DE123456789');
    expect(checks.map((c) => c.outcome)).toEqual(['rejected', 'rejected']);
  });

  it('counts an IBAN repaired in the OCR text (id-text.ts) as repaired', () => {
    const inv = emptyInvoice();
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: IBAN }] };
    expect(checkOcrIds(inv, new Set([IBAN]))).toEqual([
      { path: 'paymentInstructions.creditTransfers[0].accountId', outcome: 'repaired' },
    ]);
  });

  it('leaves valid ids and plain account numbers alone', () => {
    const inv = emptyInvoice();
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: IBAN }, { accountId: '12345678' }],
    };
    inv.buyer.vatId = 'DE136695976';
    expect(checkOcrIds(inv)).toEqual([
      { path: 'buyer.vatId', outcome: 'ok' },
      { path: 'paymentInstructions.creditTransfers[0].accountId', outcome: 'ok' },
    ]);
    expect(inv.paymentInstructions?.creditTransfers?.[1]?.accountId).toBe('12345678');
  });

  it.each(VAT_SHAPE_CASES)('$layout: VAT id "$read" in its country\'s format', ({ read, value }) => {
    const inv = emptyInvoice();
    inv.seller.vatId = read;
    const [check] = checkOcrIds(inv);
    expect(inv.seller.vatId).toBe(value);
    // the check digits of these ids fail as printed: still marked
    expect(check?.outcome).toBe('rejected');
  });
});
