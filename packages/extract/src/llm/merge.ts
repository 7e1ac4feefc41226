/**
 * Merging an LLM answer into the offline result. Nothing from the answer is taken unchecked:
 * - dates must parse, VAT ids must match their country format, IBANs must pass mod-97;
 * - every amount must be printed in the document (so the model cannot invent numbers);
 * - VAT rows must satisfy base × rate = tax, lines quantity × price = net;
 * - totals go through the same `reconcileTotals` as the offline candidates.
 * Offline values with confidence ≥ 0.6 are kept; the answer fills gaps and replaces weak values.
 */
import { dec, type Invoice, type InvoiceLine, round } from '@ic/einvoice';
import type { ExtractResult, FieldInfo } from '../extract.ts';
import type { Candidate } from '../find.ts';
import type { Doc } from '../layout.ts';
import {
  COUNTRY_CODE_ONLY,
  CURRENCY_CODE_ONLY,
  SPACE_G,
  TYPE_CODE_ONLY,
  VAT_CATEGORY_CODE_ONLY,
} from '../lexicon/common.ts';
import { mergeNotices, type Notice, notice, noticeWarnings } from '../notices.ts';
import { findAmounts, guessDecimalMark, parseAmount } from '../parse/amount.ts';
import { parseDate } from '../parse/date.ts';
import { isValidBic, isValidIban, normalizeVatId } from '../parse/ids.ts';
import { countryCode, unitCode } from '../parse/units.ts';
import { emptyTotals, reconcileTotals } from '../reconcile.ts';
import type { LlmAnswer } from './schema.ts';

const LLM_CONFIDENCE = 0.6;

function printedAmounts(doc: Doc): Set<string> {
  const text = doc.lines.map((l) => l.text).join('\n');
  const mark = guessDecimalMark(text);
  const out = new Set<string>();
  for (const l of doc.lines) {
    for (const s of l.segs) for (const t of findAmounts(s.text, mark)) out.add(dec(t.value).abs().toString());
  }
  return out;
}

type Raw = string | null | undefined;

/** The merge in progress: the copied result, the amounts printed, and how a value is taken. */
interface Merge {
  inv: Invoice;
  fields: Record<string, FieldInfo>;
  notices: Notice[];
  /** an amount of the answer, when printed in the document */
  amount: (v: Raw) => string | undefined;
  weak: (path: string) => boolean;
  /** the answer's value replaces a missing or weak offline one */
  take: (path: string, value: string | undefined, apply: (v: string) => void) => void;
}

const text = (v: Raw) => (v ? String(v).trim() || undefined : undefined);
const date = (v: Raw) => (v ? parseDate(String(v)) : undefined);
const sum = (xs: string[]) => round(xs.reduce((acc, x) => acc.plus(dec(x)), dec(0)));

export function mergeLlmAnswer(doc: Doc, rules: ExtractResult, a: LlmAnswer): ExtractResult {
  const fields: Record<string, FieldInfo> = structuredClone(rules.fields);
  const printed = printedAmounts(doc);
  const weak = (path: string) => (fields[path]?.confidence ?? 0) < 0.6;
  const m: Merge = {
    inv: structuredClone(rules.invoice),
    fields,
    notices: [...rules.notices],
    amount: (v) => {
      if (v === null || v === undefined) return undefined;
      const p = parseAmount(String(v), '.');
      if (p === undefined) return undefined;
      return printed.has(dec(p).abs().toString()) ? p : undefined;
    },
    weak,
    take: (path, value, apply) => {
      if (value === undefined || value === '' || !weak(path)) return;
      apply(value);
      fields[path] = { confidence: LLM_CONFIDENCE };
    },
  };
  mergeHeader(m, a);
  for (const role of ['seller', 'buyer'] as const) mergeParty(m, a, role);
  mergeBank(m, a);
  mergeVatRows(m, a);
  const rec = mergeTotals(m, a);
  mergeLines(m, a);
  const all = mergeNotices(m.notices, rec.notices);
  return { invoice: m.inv, fields: m.fields, notices: all, warnings: noticeWarnings(all) };
}

function mergeHeader(m: Merge, a: LlmAnswer): void {
  const { inv, take } = m;
  take('number', text(a.invoiceNumber), (v) => {
    inv.number = v;
  });
  take('issueDate', date(a.issueDate), (v) => {
    inv.issueDate = v;
  });
  take('dueDate', date(a.dueDate), (v) => {
    inv.dueDate = v;
  });
  take('typeCode', TYPE_CODE_ONLY.test(a.typeCode ?? '') ? (a.typeCode ?? undefined) : undefined, (v) => {
    inv.typeCode = v;
  });
  take('currency', CURRENCY_CODE_ONLY.test(a.currency ?? '') ? (a.currency ?? undefined) : undefined, (v) => {
    inv.currency = v;
  });
  take('buyerReference', text(a.buyerReference), (v) => {
    inv.buyerReference = v;
  });
  take('purchaseOrderReference', text(a.purchaseOrderReference), (v) => {
    inv.purchaseOrderReference = v;
  });
  take('paymentTerms', text(a.paymentTerms), (v) => {
    inv.paymentTerms = v;
  });
}

function mergeParty(m: Merge, a: LlmAnswer, role: 'seller' | 'buyer'): void {
  const { take } = m;
  const party = m.inv[role];
  const get = (k: string) => text((a as Record<string, Raw>)[`${role}${k}`]);
  take(`${role}.name`, get('Name'), (v) => {
    party.name = v;
  });
  take(`${role}.address.line1`, get('Street'), (v) => {
    party.address.line1 = v;
  });
  take(`${role}.address.postalCode`, get('Postcode'), (v) => {
    party.address.postalCode = v;
  });
  take(`${role}.address.city`, get('City'), (v) => {
    party.address.city = v;
  });
  const cc = get('Country');
  take(
    `${role}.address.countryCode`,
    cc ? (COUNTRY_CODE_ONLY.test(cc) ? cc : countryCode(cc)) : undefined,
    (v) => {
      party.address.countryCode = v;
    },
  );
  const vat = get('VatId');
  take(`${role}.vatId`, vat ? normalizeVatId(vat) : undefined, (v) => {
    party.vatId = v;
  });
}

function mergeBank(m: Merge, a: LlmAnswer): void {
  const { inv } = m;
  m.take('seller.taxRegistrationId', text(a.sellerTaxNumber), (v) => {
    inv.seller.taxRegistrationId = v;
  });
  const iban = text(a.iban)?.replace(SPACE_G, '').toUpperCase();
  if (iban && isValidIban(iban) && !inv.paymentInstructions?.creditTransfers.length) {
    const bic = text(a.bic);
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: iban, ...(bic && isValidBic(bic) ? { providerId: bic } : {}) }],
    };
    m.fields['paymentInstructions.creditTransfers[0].accountId'] = { confidence: LLM_CONFIDENCE };
  }
}

/** VAT rows: arithmetic must hold and the amounts must be printed. */
function mergeVatRows(m: Merge, a: LlmAnswer): void {
  const rows = (a.vatBreakdown ?? []).flatMap((r) => {
    const base = m.amount(r.taxableAmount);
    const tax = m.amount(r.taxAmount);
    const rate = r.rate !== null ? parseAmount(String(r.rate).replace('%', ''), '.') : undefined;
    if (base === undefined || tax === undefined || rate === undefined) return [];
    if (dec(base).times(dec(rate)).dividedBy(100).minus(dec(tax)).abs().gt(dec('0.011'))) return [];
    const cat =
      r.category && VAT_CATEGORY_CODE_ONLY.test(r.category) ? r.category : dec(rate).isZero() ? 'Z' : 'S';
    return [
      { taxableAmount: round(base), taxAmount: round(tax), categoryCode: cat, rate: dec(rate).toString() },
    ];
  });
  const rulesRowsWeak = !m.inv.vatBreakdown.length || m.weak('vatBreakdown[0].taxableAmount');
  if (rows.length && rulesRowsWeak) {
    m.inv.vatBreakdown = rows;
    rows.forEach((_, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
        m.fields[`vatBreakdown[${i}].${k}`] = { confidence: LLM_CONFIDENCE };
    });
  }
}

const TOTAL_KEYS = [
  'lineNetTotal',
  'taxExclusive',
  'vatTotal',
  'taxInclusive',
  'amountDue',
  'paidAmount',
] as const;

/** Totals: offline values and the answer's printed amounts as candidates of one reconciliation. */
function mergeTotals(m: Merge, a: LlmAnswer): ReturnType<typeof reconcileTotals> {
  const { inv, fields } = m;
  const cands = emptyTotals();
  for (const k of TOTAL_KEYS) {
    const f = fields[`totals.${k}`];
    const v = inv.totals[k];
    if (f && v !== undefined)
      cands[k].push({ value: v, confidence: f.confidence, line: -1 } as Candidate<string>);
    const lv = m.amount(a[k]);
    if (lv !== undefined) cands[k].push({ value: lv, confidence: LLM_CONFIDENCE, line: -1 });
  }
  const rec = reconcileTotals({
    totals: cands,
    ...(inv.vatBreakdown.length
      ? {
          vatBaseSum: sum(inv.vatBreakdown.map((r) => r.taxableAmount)),
          vatTaxSum: sum(inv.vatBreakdown.map((r) => r.taxAmount)),
        }
      : {}),
  });
  for (const k of TOTAL_KEYS) {
    const c = rec[k];
    if (!c) continue;
    inv.totals[k] = c.value;
    fields[`totals.${k}`] = { confidence: Math.round(c.confidence * 100) / 100 };
  }
  return rec;
}

/** One line of the answer, when its amounts are printed and quantity × price = net. */
function llmLine(m: Merge, l: NonNullable<LlmAnswer['lines']>[number], i: number): InvoiceLine | undefined {
  const net = m.amount(l.netAmount);
  const name = text(l.name);
  if (net === undefined || !name) return undefined;
  const q = l.quantity !== null ? m.amount(l.quantity) : undefined;
  const p = l.unitPrice !== null ? m.amount(l.unitPrice) : undefined;
  if (q !== undefined && p !== undefined && dec(q).times(dec(p)).minus(dec(net)).abs().gt(dec('0.011')))
    return undefined;
  const rate = l.vatRate !== null ? parseAmount(String(l.vatRate).replace('%', ''), '.') : undefined;
  return {
    id: text(l.id) ?? String(i + 1),
    quantity: q ?? '1',
    unitCode: (l.unit && unitCode(l.unit)) || 'C62',
    netAmount: round(net),
    allowances: [],
    charges: [],
    price: { netPrice: p ?? net },
    vatCategoryCode: rate !== undefined && dec(rate).isZero() ? 'Z' : 'S',
    ...(rate !== undefined ? { vatRate: dec(rate).toString() } : {}),
    item: { name, classifications: [], attributes: [] },
    subLines: [],
  };
}

/** Lines: take the answer's lines when they add up and the offline ones do not (or are missing). */
function mergeLines(m: Merge, a: LlmAnswer): void {
  const { inv, fields, notices } = m;
  const llmLines = (a.lines ?? []).map((l, i) => llmLine(m, l, i));
  const okLlm = llmLines.length > 0 && llmLines.every((l) => l !== undefined);
  const target = inv.totals.lineNetTotal;
  const adds = (ls: InvoiceLine[]) => ls.length > 0 && sum(ls.map((l) => l.netAmount)) === round(target);
  // no item rows offline: the offline result holds at most a stand-in line for the total
  const noRows = notices.findIndex((n) => n.code === 'EXTRACT_NO_LINES');
  if (
    !okLlm ||
    !(noRows >= 0 || (!adds(inv.lines) && (adds(llmLines as InvoiceLine[]) || !inv.lines.length)))
  )
    return;
  if (noRows >= 0) notices.splice(noRows, 1);
  inv.lines = llmLines as InvoiceLine[];
  for (const k of Object.keys(fields)) if (k.startsWith('lines[')) delete fields[k];
  inv.lines.forEach((_, i) => {
    for (const k of ['id', 'quantity', 'unitCode', 'netAmount', 'price.netPrice', 'vatRate', 'item.name'])
      fields[`lines[${i}].${k}`] = { confidence: LLM_CONFIDENCE };
  });
  notices.push(notice('EXTRACT_LLM_LINES'));
}
