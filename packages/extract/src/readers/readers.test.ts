import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { BANK_CASES } from './bank.cases.ts';
import { DATES_CASES } from './dates.cases.ts';
import { detectDueDate, detectIssueDate } from './dates.ts';
import { DOCUMENT_CASES } from './document.cases.ts';
import { detectCurrency, detectType } from './document.ts';
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

describe('type and currency readers (cases)', () => {
  for (const c of DOCUMENT_CASES)
    it(c.name, () => {
      const doc = layout(c.rows);
      const text = c.rows.map((r) => r[2]).join('\n');
      expect([detectType(doc).value, detectCurrency(doc, text).value]).toEqual([c.type, c.currency]);
    });
});

describe('dates readers (cases)', () => {
  for (const c of DATES_CASES)
    it(c.name, () => {
      const doc = layout(c.rows);
      const mdy = c.mdy ?? false;
      expect([detectIssueDate(doc, mdy)?.value, detectDueDate(doc, mdy)?.value]).toEqual([c.issue, c.due]);
    });
});

describe('bank reader (cases)', () => {
  for (const c of BANK_CASES)
    it(c.name, () => {
      const t = extractInvoice(layout(c.rows)).invoice.paymentInstructions?.creditTransfers[0];
      expect([t?.accountId, t?.providerId]).toEqual([c.account, c.bic]);
    });
});
