/**
 * `completeInvoice`: turn a partial model (a draft from the review form, a JSON request body)
 * into a well-formed `Invoice` every writer, view and rule can walk without meeting an
 * undefined array or group: every required array is an array (of objects), every required
 * group present where its parent is, every 1..1 text a string ('' when missing). Optional
 * groups that are absent stay absent; nothing is invented beyond empty values, so the rules
 * still report what is missing.
 */
import {
  type Attachment,
  type Buyer,
  emptyInvoice,
  type Identifier,
  type Invoice,
  type InvoiceLine,
  type PaymentInstructions,
  type PostalAddress,
  type Seller,
} from './invoice.ts';

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An array of the object entries of `v` (anything else dropped), each mapped by `f`. */
function objs<T>(v: unknown, f: (o: Obj) => T): T[] {
  return Array.isArray(v) ? v.filter(isObj).map(f) : [];
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** `o` with each of `keys` forced to a string. */
function withStrings<T>(o: Obj, keys: readonly string[]): T {
  const out: Obj = { ...o };
  for (const k of keys) out[k] = str(o[k]);
  return out as T;
}

function optional<T>(v: unknown, f: (o: Obj) => T): T | undefined {
  return isObj(v) ? f(v) : undefined;
}

const address = (v: unknown): PostalAddress => (isObj(v) ? { ...v } : {});
const identifier = (o: Obj): Identifier => withStrings<Identifier>(o, ['value']);

function seller(v: unknown): Seller {
  const o = isObj(v) ? v : {};
  return {
    ...withStrings<Seller>(o, ['name']),
    identifiers: objs(o.identifiers, identifier),
    legalRegistrationId: optional(o.legalRegistrationId, identifier),
    electronicAddress: optional(o.electronicAddress, (e) => withStrings(e, ['value', 'schemeId'])),
    address: address(o.address),
  };
}

function buyer(v: unknown): Buyer {
  const o = isObj(v) ? v : {};
  return {
    ...withStrings<Buyer>(o, ['name']),
    identifier: optional(o.identifier, identifier),
    legalRegistrationId: optional(o.legalRegistrationId, identifier),
    electronicAddress: optional(o.electronicAddress, (e) => withStrings(e, ['value', 'schemeId'])),
    address: address(o.address),
  };
}

function paymentInstructions(o: Obj): PaymentInstructions {
  return {
    ...withStrings<PaymentInstructions>(o, ['typeCode']),
    creditTransfers: objs(o.creditTransfers, (c) => withStrings(c, ['accountId'])),
    card: optional(o.card, (c) => withStrings(c, ['accountNumber'])),
    directDebit: optional(o.directDebit, (d) => ({ ...d })),
  };
}

const LINE_STRINGS = ['id', 'quantity', 'unitCode', 'netAmount', 'vatCategoryCode'] as const;
const CHARGE_STRINGS = ['amount'] as const;

function line(o: Obj): InvoiceLine {
  const item = isObj(o.item) ? o.item : {};
  return {
    ...withStrings<InvoiceLine>(o, LINE_STRINGS),
    objectId: optional(o.objectId, identifier),
    period: optional(o.period, (p) => ({ ...p })),
    allowances: objs(o.allowances, (a) => withStrings(a, CHARGE_STRINGS)),
    charges: objs(o.charges, (a) => withStrings(a, CHARGE_STRINGS)),
    price: withStrings(isObj(o.price) ? o.price : {}, ['netPrice']),
    item: {
      ...withStrings<InvoiceLine['item']>(item, ['name']),
      standardId: optional(item.standardId, identifier),
      classifications: objs(item.classifications, identifier),
      attributes: objs(item.attributes, (a) => withStrings(a, ['name', 'value'])),
    },
    subLines: objs(o.subLines, line),
  };
}

function attachment(o: Obj): Attachment {
  return {
    ...withStrings<Attachment>(o, ['id']),
    content: optional(o.content, (c) => withStrings(c, ['base64', 'mimeCode', 'filename'])),
  };
}

const INVOICE_STRINGS = ['number', 'issueDate', 'typeCode', 'currency'] as const;
const TOTALS_STRINGS = ['lineNetTotal', 'taxExclusive', 'taxInclusive', 'amountDue'] as const;
const DOC_CHARGE_STRINGS = ['amount', 'vatCategoryCode'] as const;

/** Remove keys whose value is undefined (so optional groups stay absent, not `undefined`). */
function prune<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A complete `Invoice` from any partial model; `undefined` when `partial` is not an object at
 * all (the caller reports MISSING_REQUIRED_DATA).
 */
export function completeInvoice(partial: unknown): Invoice | undefined {
  if (!isObj(partial)) return undefined;
  const o = partial;
  const base = emptyInvoice();
  const pc: Obj = isObj(o.processControl) ? o.processControl : { ...base.processControl };
  const out: Invoice = {
    ...(o as Partial<Invoice>),
    ...withStrings<Pick<Invoice, (typeof INVOICE_STRINGS)[number]>>(o, INVOICE_STRINGS),
    invoicedObjectId: optional(o.invoicedObjectId, identifier),
    notes: objs(o.notes, (n) => withStrings(n, ['text'])),
    processControl: withStrings(pc, ['specificationIdentifier']),
    precedingInvoices: objs(o.precedingInvoices, (p) => withStrings(p, ['number'])),
    seller: prune(seller(o.seller)),
    buyer: prune(buyer(o.buyer)),
    payee: optional(o.payee, (p) => ({
      ...withStrings<NonNullable<Invoice['payee']>>(p, ['name']),
      identifier: optional(p.identifier, identifier),
      legalRegistrationId: optional(p.legalRegistrationId, identifier),
    })),
    taxRepresentative: optional(o.taxRepresentative, (t) => ({
      ...withStrings<NonNullable<Invoice['taxRepresentative']>>(t, ['name', 'vatId']),
      address: address(t.address),
    })),
    delivery: optional(o.delivery, (d) => ({
      ...d,
      locationId: optional(d.locationId, identifier),
      address: optional(d.address, address),
    })),
    invoicingPeriod: optional(o.invoicingPeriod, (p) => ({ ...p })),
    paymentInstructions: optional(o.paymentInstructions, paymentInstructions),
    allowances: objs(o.allowances, (a) => withStrings(a, DOC_CHARGE_STRINGS)),
    charges: objs(o.charges, (a) => withStrings(a, DOC_CHARGE_STRINGS)),
    totals: withStrings(isObj(o.totals) ? o.totals : { ...base.totals }, TOTALS_STRINGS),
    vatBreakdown: objs(o.vatBreakdown, (v) => withStrings(v, ['taxableAmount', 'taxAmount', 'categoryCode'])),
    attachments: objs(o.attachments, (a) => prune(attachment(a))),
    lines: objs(o.lines, (l) => prune(line(l))),
    thirdPartyPayments: objs(o.thirdPartyPayments, (t) => withStrings(t, ['type', 'amount', 'description'])),
  };
  return prune(out);
}
