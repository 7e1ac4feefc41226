// Model helpers for the review form: the invoice as it will be generated (totals computed),
// where extracted totals disagree, local field checks, and which form field a rule message
// belongs to.
import {
  add,
  applyTotals,
  codelists,
  type Invoice,
  isBic,
  isDecimal,
  isEmail,
  isIban,
  isPhone,
  leitwegProblem,
  looksLikeLeitweg,
  round,
} from '@ic/einvoice';
import { getPath } from './path.ts';

/**
 * The invoice with computed line amounts and totals. With `autoVat` the VAT breakdown is computed
 * from the lines (exemption reasons kept); without, the user's rows are kept and the VAT total
 * follows them.
 */
export function prepareInvoice(inv: Invoice, autoVat: boolean): Invoice {
  let applied: Invoice;
  try {
    applied = applyTotals(inv);
  } catch {
    return inv;
  }
  if (autoVat) return applied;
  const vatTotal = round(add(...inv.vatBreakdown.map((r) => (isDecimal(r.taxAmount) ? r.taxAmount : '0'))));
  const taxInclusive = round(add(applied.totals.taxExclusive, vatTotal));
  const amountDue = round(
    add(taxInclusive, applied.totals.roundingAmount ?? '0').minus(
      isDecimal(applied.totals.paidAmount) ? applied.totals.paidAmount : '0',
    ),
  );
  return {
    ...applied,
    vatBreakdown: inv.vatBreakdown,
    totals: { ...applied.totals, vatTotal, taxInclusive, amountDue },
  };
}

export const TOTAL_KEYS = ['lineNetTotal', 'taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'] as const;

/** Totals the PDF stated that differ from the calculated ones. */
export function totalsDiff(
  extracted: Invoice | undefined,
  computed: Invoice,
): Array<{ key: (typeof TOTAL_KEYS)[number]; found: string; expected: string }> {
  if (!extracted) return [];
  const out: Array<{ key: (typeof TOTAL_KEYS)[number]; found: string; expected: string }> = [];
  for (const key of TOTAL_KEYS) {
    const found = extracted.totals[key];
    const expected = computed.totals[key];
    if (!isDecimal(found) || expected === undefined) continue;
    // an extractor that found nothing leaves 0.00; that is not a disagreement
    if (round(found) === '0.00') continue;
    if (round(found) !== round(expected)) out.push({ key, found: round(found), expected: round(expected) });
  }
  return out;
}

/** The fields the form marks as required for compliance (product spec §2). */
export const CRITICAL_PATHS = new Set([
  'seller.vatId',
  'seller.electronicAddress.value',
  'buyer.electronicAddress.value',
  'paymentInstructions.typeCode',
  'paymentInstructions.creditTransfers[0].accountId',
  'paymentTerms',
]);

export type CheckKey =
  | 'required'
  | 'date'
  | 'futureDate'
  | 'dueBeforeIssue'
  | 'amount'
  | 'rate'
  | 'iban'
  | 'bic'
  | 'email'
  | 'phone'
  | 'country'
  | 'currency'
  | 'leitwegFormat'
  | 'leitwegCheck';

export type Check =
  | 'date'
  | 'amount'
  | 'rate'
  | 'iban'
  | 'bic'
  | 'email'
  | 'phone'
  | 'country'
  | 'currency'
  | 'leitweg';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A local check of one value (undefined: fine or empty). */
export function checkValue(check: Check, value: string): CheckKey | undefined {
  const v = value.trim();
  if (!v) return undefined;
  switch (check) {
    case 'date':
      return isDate(v) ? undefined : 'date';
    case 'amount':
      return isDecimal(v) ? undefined : 'amount';
    case 'rate':
      return isDecimal(v) && Number(v) >= 0 && Number(v) <= 100 ? undefined : 'rate';
    case 'iban':
      return isIban(v) ? undefined : 'iban';
    case 'bic':
      return isBic(v) ? undefined : 'bic';
    case 'email':
      return isEmail(v) ? undefined : 'email';
    case 'phone':
      return isPhone(v) ? undefined : 'phone';
    case 'country':
      return codelists.isValidCode('country', v) ? undefined : 'country';
    case 'currency':
      return codelists.isValidCode('currency', v) ? undefined : 'currency';
    case 'leitweg': {
      // the buyer reference may be any reference; only what looks like a Leitweg-ID is checked
      if (!/^\d{2,12}-/.test(v) && !looksLikeLeitweg(v)) return undefined;
      const p = leitwegProblem(v);
      return p === 'format' ? 'leitwegFormat' : p === 'checkDigit' ? 'leitwegCheck' : undefined;
    }
  }
}

/** Checks across fields: issue date not in the future, due date not before issue date. */
export function crossChecks(
  inv: Invoice,
  today = new Date().toISOString().slice(0, 10),
): Record<string, CheckKey> {
  const out: Record<string, CheckKey> = {};
  if (isDate(inv.issueDate) && inv.issueDate > today) out.issueDate = 'futureDate';
  if (inv.dueDate && isDate(inv.dueDate) && isDate(inv.issueDate) && inv.dueDate < inv.issueDate)
    out.dueDate = 'dueBeforeIssue';
  return out;
}

/** Paths of every field the review form renders for this invoice (for mapping rule messages). */
export function formPaths(inv: Invoice): string[] {
  const p: string[] = [
    'number',
    'issueDate',
    'dueDate',
    'typeCode',
    'currency',
    'buyerReference',
    'purchaseOrderReference',
    'contractReference',
    'projectReference',
    'delivery.actualDeliveryDate',
    'invoicingPeriod.startDate',
    'invoicingPeriod.endDate',
  ];
  for (const party of ['seller', 'buyer'] as const) {
    p.push(
      `${party}.name`,
      `${party}.vatId`,
      `${party}.address.line1`,
      `${party}.address.line2`,
      `${party}.address.city`,
      `${party}.address.postalCode`,
      `${party}.address.countryCode`,
      `${party}.electronicAddress.value`,
      `${party}.electronicAddress.schemeId`,
      `${party}.contact.name`,
      `${party}.contact.telephone`,
      `${party}.contact.email`,
    );
  }
  p.push(
    'seller.taxRegistrationId',
    'seller.identifiers[0].value',
    'seller.identifiers[0].schemeId',
    'seller.legalRegistrationId.value',
    'seller.legalRegistrationId.schemeId',
    'seller.additionalLegalInfo',
  );
  p.push(
    'delivery.partyName',
    'delivery.address.line1',
    'delivery.address.city',
    'delivery.address.postalCode',
  );
  p.push('delivery.address.countryCode');
  p.push(
    'paymentInstructions.typeCode',
    'paymentInstructions.creditTransfers[0].accountId',
    'paymentInstructions.creditTransfers[0].providerId',
    'paymentInstructions.creditTransfers[0].accountName',
    'paymentInstructions.remittanceInformation',
    'paymentTerms',
  );
  const pi = inv.paymentInstructions;
  if (['48', '54', '55'].includes(pi?.typeCode ?? '') || pi?.card)
    p.push('paymentInstructions.card.accountNumber', 'paymentInstructions.card.holderName');
  if (['49', '59'].includes(pi?.typeCode ?? '') || pi?.directDebit)
    p.push(
      'paymentInstructions.directDebit.mandateReference',
      'paymentInstructions.directDebit.creditorId',
      'paymentInstructions.directDebit.debitedAccountId',
    );
  // no rows yet: the add-row and add-line buttons are where such findings are fixed
  if (inv.vatBreakdown.length === 0) p.push('vatBreakdown');
  if (inv.lines.length === 0) p.push('lines');
  inv.vatBreakdown.forEach((_, i) => {
    for (const k of [
      'categoryCode',
      'rate',
      'taxableAmount',
      'taxAmount',
      'exemptionReason',
      'exemptionReasonCode',
    ])
      p.push(`vatBreakdown[${i}].${k}`);
  });
  for (const k of ['lineNetTotal', 'taxExclusive', 'vatTotal', 'taxInclusive', 'paidAmount', 'amountDue'])
    p.push(`totals.${k}`);
  inv.lines.forEach((_, i) => {
    for (const k of [
      'item.name',
      'quantity',
      'unitCode',
      'price.netPrice',
      'vatCategoryCode',
      'vatRate',
      'netAmount',
      'id',
      'item.description',
      'item.sellerId',
      'note',
    ])
      p.push(`lines[${i}].${k}`);
  });
  inv.notes.forEach((_, i) => {
    p.push(`notes[${i}].text`);
  });
  p.push(
    'processControl.specificationIdentifier',
    'processControl.businessProcessType',
    'buyerAccountingReference',
    'precedingInvoices[0].number',
    'precedingInvoices[0].issueDate',
  );
  return p;
}

/** Anchor of a group that has no field of its own (e.g. `paymentInstructions` → its type code). */
const GROUP_ANCHORS: Record<string, string> = {
  '': 'number',
  paymentInstructions: 'paymentInstructions.typeCode',
  'seller.contact': 'seller.contact.name',
  'buyer.contact': 'buyer.contact.name',
  'seller.electronicAddress': 'seller.electronicAddress.value',
  'buyer.electronicAddress': 'buyer.electronicAddress.value',
  'seller.address': 'seller.address.line1',
  'buyer.address': 'buyer.address.line1',
  vatBreakdown: 'vatBreakdown[0].categoryCode',
  lines: 'lines[0].item.name',
  totals: 'totals.taxInclusive',
  'seller.identifiers': 'seller.identifiers[0].value',
  precedingInvoices: 'precedingInvoices[0].number',
  'paymentInstructions.card': 'paymentInstructions.card.accountNumber',
  'paymentInstructions.directDebit': 'paymentInstructions.directDebit.mandateReference',
  delivery: 'delivery.actualDeliveryDate',
};

/** The form field a message with model path `path` is shown at. */
export function fieldForPath(path: string, paths: readonly string[]): string {
  const clean = path.replace(/^\/+/, '');
  if (paths.includes(clean)) return clean;
  const anchor = GROUP_ANCHORS[clean];
  if (anchor) return anchor;
  // a child of the path (group → its first field)
  const child = paths.find((p) => p.startsWith(`${clean}.`) || p.startsWith(`${clean}[`));
  if (child) return child;
  // the nearest ancestor that is a field or a group with an anchor
  let cur = clean;
  while (cur) {
    const cut = Math.max(cur.lastIndexOf('.'), cur.lastIndexOf('['));
    cur = cut > 0 ? cur.slice(0, cut) : '';
    if (paths.includes(cur)) return cur;
    if (GROUP_ANCHORS[cur]) return GROUP_ANCHORS[cur] as string;
    const c = paths.find((p) => cur && (p.startsWith(`${cur}.`) || p.startsWith(`${cur}[`)));
    if (c) return c;
  }
  return 'number';
}

/** Line index of a path (`lines[3].quantity` → 3). */
export function lineIndex(path: string): number | undefined {
  const m = /^lines\[(\d+)\]/.exec(path);
  return m ? Number(m[1]) : undefined;
}

export function valueAt(inv: Invoice, path: string): string {
  const v = getPath(inv, path);
  return typeof v === 'string' ? v : '';
}
