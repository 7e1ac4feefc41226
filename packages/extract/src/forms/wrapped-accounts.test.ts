import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { WRAPPED_ACCOUNT_CASES } from './wrapped-accounts.cases.ts';

describe('an account wrapped around its label under a value of several lines', () => {
  it.each(WRAPPED_ACCOUNT_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.paymentInstructions?.creditTransfers.map((t) => t.accountId)).toEqual(c.accounts);
  });
});
