import { describe, expect, it } from 'vitest';
import { layout } from '../test-layout.ts';
import { NUMBER_CASES } from './number.cases.ts';
import { detectNumber } from './number.ts';
import { TERMS_CASES } from './terms.cases.ts';
import { detectPaymentTerms } from './terms.ts';

describe('terms reader (cases)', () => {
  for (const c of TERMS_CASES)
    it(c.name, () => {
      expect(detectPaymentTerms(layout(c.rows))?.value).toBe(c.terms);
    });
});

describe('number reader (cases)', () => {
  for (const c of NUMBER_CASES)
    it(c.name, () => {
      expect(detectNumber(layout(c.rows))?.value).toBe(c.number);
    });
});
