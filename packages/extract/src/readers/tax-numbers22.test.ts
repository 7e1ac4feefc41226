import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { TAX_NUMBER_CASES } from './tax-numbers22.cases.ts';

describe('Hungarian and Polish tax numbers (session 22)', () => {
  for (const c of TAX_NUMBER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.seller.taxRegistrationId).toBe(c.taxNumber);
    });
});
