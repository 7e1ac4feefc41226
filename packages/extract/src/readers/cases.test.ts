/**
 * The case tables of the readers that had none (issue 19): the header readers together,
 * references, VAT ids, totals, VAT breakdown, items, lines, the label–value finder. Each case is a small layout run through the
 * whole registry (extractInvoice), except the label–value finder, which is called directly.
 */
import { describe, expect, it } from 'vitest';
import { acceptId, extractInvoice } from '../extract.ts';
import { labelRe } from '../labels.ts';
import { ACCOUNT_HOLDER_LABEL, PHONE_LABEL } from '../lexicon/contact.ts';
import { layout } from '../test-layout.ts';
import { acceptPhone } from './contact-values.ts';
import { HEADER_CASES } from './header.cases.ts';
import { ITEMS_CASES } from './items.cases.ts';
import { LABEL_VALUE_CASES, type LabelKind } from './label-value.cases.ts';
import { labelledValues, WHERE } from './label-value.ts';
import { LINES_CASES } from './lines.cases.ts';
import { REFERENCES_CASES } from './references.cases.ts';
import { TOTALS_CASES } from './totals.cases.ts';
import { VAT_CASES } from './vat.cases.ts';
import { VAT_IDS_CASES } from './vat-ids.cases.ts';

describe('header readers (cases)', () => {
  for (const c of HEADER_CASES)
    it(c.name, () => {
      const inv = extractInvoice(layout(c.rows)).invoice;
      expect({
        number: inv.number,
        issueDate: inv.issueDate,
        dueDate: inv.dueDate,
        typeCode: inv.typeCode,
        currency: inv.currency,
        deliveryDate: inv.delivery?.actualDeliveryDate,
        order: inv.purchaseOrderReference,
        terms: inv.paymentTerms,
      }).toEqual(c.header);
    });
});

describe('references reader (cases)', () => {
  for (const c of REFERENCES_CASES)
    it(c.name, () => {
      const inv = extractInvoice(layout(c.rows)).invoice;
      expect([inv.buyerReference, inv.purchaseOrderReference, inv.contractReference]).toEqual([
        c.buyer,
        c.order,
        c.contract,
      ]);
    });
});

describe('vat-ids, countries and tax-number readers (cases)', () => {
  for (const c of VAT_IDS_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(layout(c.rows)).invoice;
      expect([seller.vatId, buyer.vatId, seller.taxRegistrationId, seller.address.countryCode]).toEqual([
        c.sellerVatId,
        c.buyerVatId,
        c.taxNumber,
        c.sellerCountry,
      ]);
    });
});

describe('totals reader (cases)', () => {
  for (const c of TOTALS_CASES)
    it(c.name, () => {
      const t = extractInvoice(layout(c.rows)).invoice.totals;
      const keys = [
        'taxExclusive',
        'vatTotal',
        'taxInclusive',
        'allowanceTotal',
        'paidAmount',
        'amountDue',
      ] as const;
      const read = Object.fromEntries(keys.flatMap((k) => (t[k] === undefined ? [] : [[k, t[k]]])));
      expect(read).toEqual(c.totals);
    });
});

describe('vat and breakdown readers (cases)', () => {
  for (const c of VAT_CASES)
    it(c.name, () => {
      const rows = extractInvoice(layout(c.rows)).invoice.vatBreakdown;
      expect(rows.map((r) => [r.categoryCode, r.rate, r.taxableAmount, r.taxAmount])).toEqual(c.breakdown);
    });
});

describe('item readers (cases)', () => {
  for (const c of ITEMS_CASES)
    it(c.name, () => {
      const lines = extractInvoice(layout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.price.netPrice, l.netAmount])).toEqual(
        c.lines,
      );
    });
});

describe('lines reader (cases)', () => {
  for (const c of LINES_CASES)
    it(c.name, () => {
      const lines = extractInvoice(layout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, l.netAmount, l.vatCategoryCode, l.vatRate])).toEqual(c.lines);
    });
});

const LABEL_KINDS: Record<LabelKind, [RegExp, (text: string) => string | undefined]> = {
  number: [labelRe('number'), acceptId],
  phone: [PHONE_LABEL, acceptPhone],
  holder: [ACCOUNT_HOLDER_LABEL, (t) => t.trim() || undefined],
};

describe('label–value finder (cases)', () => {
  for (const c of LABEL_VALUE_CASES)
    it(c.name, () => {
      const [label, accept] = LABEL_KINDS[c.kind];
      const found = labelledValues(layout(c.rows), label, accept);
      // where the value stood: in the label's own segment, right of it (same confidence), or under it
      const where = (v: (typeof found)[number]) =>
        v.confidence === WHERE.below ? 'below' : v.source?.x === v.x ? 'inSegment' : 'right';
      expect(found.map((v) => [v.value, where(v)])).toEqual(c.values);
    });
});
