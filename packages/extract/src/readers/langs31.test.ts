import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LANG31_CASES } from './langs31.cases.ts';

describe('labels of Turkish, Serbian, Bosnian, Ukrainian, Russian, Macedonian, Albanian, Icelandic, Faroese, Catalan, Galician, Basque, Latvian, Maltese, Irish, Welsh, Luxembourgish, Vietnamese, Malay, Indonesian, Filipino, Afrikaans, Azerbaijani, Kazakh, Georgian and Armenian invoices', () => {
  for (const c of LANG31_CASES)
    it(c.name, () => {
      const { number, issueDate, dueDate, totals } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([number, issueDate, dueDate, totals.taxExclusive, totals.vatTotal, totals.amountDue]).toEqual(
        c.fields,
      );
    });
});
