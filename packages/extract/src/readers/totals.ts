/** Readers of VAT and totals, the lines written from the items, form values, arithmetic checks. */
import { round } from '@ic/einvoice';
import { applyFormFields, formFields } from '../forms.ts';
import { notice } from '../notices.ts';
import { confirmByArithmetic, TOTALS_KEYS } from '../reconcile.ts';
import { netFromGrossRows } from './gross-items.ts';
import { need, type Reader } from './registry.ts';
import {
  lineAdjustments,
  noItemsLine,
  readTotals,
  readVatAndTotals,
  writeBreakdown,
  writeLines,
} from './settle.ts';

export const TOTAL_READERS: Reader[] = [
  {
    id: 'vat',
    family: 'vat',
    reads: "VAT rows (rate, base, tax) and the totals' candidates after their labels, beside or below them",
    read: (c, b) => {
      const items = need(b.items, 'items');
      b.vat = readVatAndTotals(c, items);
      b.adjusted = lineAdjustments(items.tableLines, b.vat.totals);
    },
  },
  {
    id: 'totals',
    family: 'totals',
    reads:
      'the totals settled together: net + VAT = gross, the lines\' sum, paid and due amounts; a cash-rounding row ("Rundungsdifferenz") rounds the amount due; item rows and shipping whose prices contain the VAT ("Includes VAT 21%", "Inclusief btw", "Dont TVA") are no net',
    read: (c, b) => {
      const vat = need(b.vat, 'vat');
      const items = need(b.items, 'items');
      const r = readTotals(
        c,
        need(b.type, 'type'),
        vat.totals,
        vat.vatBaseSum,
        vat.vatTaxSum,
        items.tableLines,
      );
      b.rec = r.rec;
      b.lineSum = r.lineSum;
    },
  },
  {
    id: 'gross-items',
    family: 'items',
    reads:
      'item rows printed with gross prices (they add up to the total with VAT, not to the net) taken back to the net at their rate (at two rates and none per row: the one assignment whose gross sums contain each printed VAT)',
    read: (_c, b) => {
      const lines = need(b.items, 'items').tableLines;
      const sum = netFromGrossRows(lines, need(b.rec, 'totals'), need(b.vat, 'vat'), b.lineSum);
      if (sum !== undefined) b.lineSum = sum;
    },
  },
  {
    id: 'breakdown',
    family: 'vat',
    reads: "the VAT breakdown: printed rows, else rates with their tax, the lines' rates, or one row",
    read: (c, b) => {
      const vat = need(b.vat, 'vat');
      const lines = need(b.items, 'items').tableLines;
      b.computedRows = writeBreakdown(
        c,
        need(b.rec, 'totals'),
        lines,
        vat.rowsForBreakdown,
        vat.rateTaxes,
        vat.zeroCat,
      );
    },
  },
  {
    id: 'lines',
    family: 'items',
    reads: 'the invoice lines from the item rows (one line for the net when none is printed)',
    read: (c, b) => {
      const rec = need(b.rec, 'totals');
      const tableLines = need(b.items, 'items').tableLines;
      const noItems = noItemsLine(c, rec, tableLines);
      writeLines(c, tableLines, need(b.adjusted, 'vat'), need(b.vat, 'vat').zeroCat);
      const { lineSum } = b;
      if (lineSum !== undefined && rec.lineNetTotal && round(lineSum) !== round(rec.lineNetTotal.value)) {
        c.notices.push(
          notice('EXTRACT_LINES_SUM_MISMATCH', { lines: lineSum, document: rec.lineNetTotal.value }),
        );
        tableLines.forEach((_, i) => {
          const f = c.fields[`lines[${i}].netAmount`];
          if (f) f.confidence = Math.round(f.confidence * 0.6 * 100) / 100;
        });
      }
      if (noItems) c.notices.push(notice('EXTRACT_NO_LINES'));
    },
  },
  {
    id: 'forms',
    family: 'forms',
    reads: 'label/value forms (visualisations of e-invoices): their values win for the fields they cover',
    read: (c, b) =>
      applyFormFields(c.inv, formFields(need(b.items, 'items').formRows, c.mark, c.mdy), c.set, c.notices),
  },
  {
    id: 'confirm',
    family: 'checks',
    reads: "amounts the invoice's arithmetic confirms are no longer marked as doubtful",
    read: (c, b) => {
      const rec = need(b.rec, 'totals');
      const derived = [...TOTALS_KEYS.filter((k) => rec[k]?.derived), ...(b.computedRows ?? [])];
      confirmByArithmetic(c.inv, c.fields, new Set(derived));
    },
  },
];
