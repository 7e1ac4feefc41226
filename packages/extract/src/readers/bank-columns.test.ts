import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { BANK_COLUMN_CASES } from './bank-columns.cases.ts';
import { WRAPPED_IBAN_CASES } from './wrapped-iban.cases.ts';

describe('bank: payment blocks in two columns', () => {
  it.each([...BANK_COLUMN_CASES, ...WRAPPED_IBAN_CASES].map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    const t = invoice.paymentInstructions?.creditTransfers[0];
    expect(t?.accountId).toBe(c.account);
    expect(t?.providerId).toBe(c.bic);
  });
});
