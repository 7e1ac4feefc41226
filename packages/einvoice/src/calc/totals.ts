/**
 * The totals calculator: line net amounts (BT-131), VAT breakdown (BG-23) and document totals
 * (BG-22) computed from the invoice's lines, allowances and charges, exactly as EN 16931
 * requires (BR-CO-10..BR-CO-17, BR-S-08/BR-Z-08/BR-E-08/BR-AE-08/BR-K-08/BR-G-08/BR-O-08/
 * BR-IC/IG/IP-08, BR-DEC-*: every amount has 2 decimals) plus the XRechnung Extension rules
 * BR-DEX-02 (a line with sub-lines nets the sum of its sub-lines) and BR-DEX-09 (third party
 * payments in the amount due).
 *
 * Pure functions over the model; all arithmetic is decimal.js via `model/money.ts`. Rounding is
 * half away from zero to 2 decimals.
 *
 * - `computeLineNet(line)`: BT-131 of one line.
 * - `computeTotals(invoice)`: line nets, VAT breakdown and totals, computed from scratch.
 * - `applyTotals(invoice)`: a new invoice carrying the computed values.
 * - `checkTotals(invoice)`: where the invoice's own amounts disagree with the rules (for
 *   "extracted totals disagree" warnings); each check uses the document's own inputs, like the
 *   official schematron, so one wrong line does not cascade into every total.
 */
import type {
  DocumentAllowanceCharge,
  DocumentTotals,
  Invoice,
  InvoiceLine,
  LineAllowanceCharge,
  VatBreakdown,
} from '../model/invoice.ts';
import { type Dec, dec, isDecimal, round } from '../model/money.ts';

/** BT-131 of a line and of its sub-lines (XRechnung Extension). */
export interface LineNet {
  id: string;
  netAmount: string;
  subLines: LineNet[];
}

export interface ComputedTotals {
  /** One entry per top-level line, in line order. */
  lines: LineNet[];
  /** BG-23 rows, one per (category, rate), in order of first appearance (lines, allowances, charges). */
  vatBreakdown: VatBreakdown[];
  /** BG-22 */
  totals: DocumentTotals;
}

export interface Discrepancy {
  /** Model path of the value, e.g. `lines[2].netAmount`, `totals.taxInclusive`, `vatBreakdown[0].taxAmount`. */
  path: string;
  /** Business term, e.g. `BT-131`. */
  bt: string;
  /** The rule that relates the value to the others, e.g. `BR-CO-10`. */
  rule: string;
  /**
   * Would the official rules (EN 16931 1.3.15 + XRechnung 2.5.0) reject the document for this?
   * false for differences they tolerate: BT-117 within ±1 of the computed amount (BR-CO-17) and
   * line net amounts, which only Peppol recomputes (PEPPOL-EN16931-R120, not part of XRechnung).
   */
  rejectedByRules: boolean;
  /** What the rule requires (2 decimals), or a description of a missing row. */
  expected: string;
  /** What the invoice says (undefined: absent). */
  found: string | undefined;
}

export interface CalcOptions {
  /**
   * true: use each line's own BT-131 as given instead of recomputing it from quantity and price
   * (for documents whose lines carry only net amounts). Default false.
   */
  keepLineNetAmounts?: boolean;
}

export interface CheckOptions {
  /** Differences up to this absolute amount are not reported. Default "0" (exact). */
  tolerance?: string;
}

/** VAT categories whose rate is 0 by definition (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-IG-05 …). */
const ZERO_RATE_CATEGORIES = new Set(['Z', 'E', 'AE', 'K', 'G']);
/** "Not subject to VAT": no rate at all (BR-O-05). */
const NO_RATE_CATEGORIES = new Set(['O']);

function amountOf(x: string | undefined): Dec {
  return dec(x);
}

/** Amount of a line allowance/charge: BT-136/BT-141 when given, else base × percentage / 100. */
function lineAllowanceChargeAmount(ac: LineAllowanceCharge, grossLine: Dec): Dec {
  if (isDecimal(ac.amount)) return dec(ac.amount);
  if (isDecimal(ac.percentage)) {
    const base = isDecimal(ac.baseAmount) ? dec(ac.baseAmount) : grossLine;
    return dec(round(base.times(dec(ac.percentage)).dividedBy(100)));
  }
  return dec(0);
}

/** Amount of a document allowance/charge: BT-92/BT-99 when given, else BT-93 × BT-94 / 100 (rounded). */
export function computeAllowanceChargeAmount(ac: DocumentAllowanceCharge): string {
  if (isDecimal(ac.amount)) return round(ac.amount);
  if (isDecimal(ac.baseAmount) && isDecimal(ac.percentage)) {
    return round(dec(ac.baseAmount).times(dec(ac.percentage)).dividedBy(100));
  }
  return '0.00';
}

/** Quantity × net price / base quantity (BT-129 × BT-146 / BT-149), unrounded. */
export function computeLineGross(line: InvoiceLine): Dec {
  const base = isDecimal(line.price.baseQuantity) ? dec(line.price.baseQuantity) : dec(1);
  const divisor = base.isZero() ? dec(1) : base;
  return dec(line.quantity).times(dec(line.price.netPrice)).dividedBy(divisor);
}

function lineNetDetails(line: InvoiceLine): LineNet {
  const subLines = line.subLines.map(lineNetDetails);
  if (subLines.length > 0) {
    // BR-DEX-02: a line with sub-lines nets exactly the sum of its direct sub-lines.
    const sum = subLines.reduce<Dec>((acc, s) => acc.plus(dec(s.netAmount)), dec(0));
    return { id: line.id, netAmount: round(sum), subLines };
  }
  const gross = computeLineGross(line);
  let net = gross;
  for (const a of line.allowances) net = net.minus(lineAllowanceChargeAmount(a, gross));
  for (const c of line.charges) net = net.plus(lineAllowanceChargeAmount(c, gross));
  return { id: line.id, netAmount: round(net), subLines };
}

/**
 * BT-131 invoice line net amount: quantity × net price / base quantity, minus line allowances,
 * plus line charges, rounded to 2 decimals. A line with XRechnung sub-lines nets the sum of
 * its sub-lines (BR-DEX-02).
 */
export function computeLineNet(line: InvoiceLine): string {
  return lineNetDetails(line).netAmount;
}

/** Normalised (category, rate) key of a VAT breakdown row. */
function vatKey(categoryCode: string, rate: string | undefined): string {
  const cat = categoryCode.trim();
  if (NO_RATE_CATEGORIES.has(cat)) return `${cat}|`;
  if (isDecimal(rate)) return `${cat}|${dec(rate).toString()}`;
  return ZERO_RATE_CATEGORIES.has(cat) ? `${cat}|0` : `${cat}|`;
}

/** The rate written into a breakdown row for a category (first-seen spelling). */
function rowRate(categoryCode: string, rate: string | undefined): string | undefined {
  const cat = categoryCode.trim();
  if (NO_RATE_CATEGORIES.has(cat)) return undefined;
  if (isDecimal(rate)) return rate.trim();
  return ZERO_RATE_CATEGORIES.has(cat) ? '0' : undefined;
}

interface Group {
  categoryCode: string;
  rate: string | undefined;
  taxable: Dec;
}

/** Rule-id prefix per VAT category (BR-S-08, BR-IC-08 for K, BR-IG-08 for L …). */
const CATEGORY_RULE_PREFIX: Record<string, string> = {
  S: 'S',
  Z: 'Z',
  E: 'E',
  AE: 'AE',
  K: 'IC',
  G: 'G',
  L: 'IG',
  M: 'IP',
  O: 'O',
  B: 'B',
};

function categoryRule(categoryCode: string, n: string): string {
  return `BR-${CATEGORY_RULE_PREFIX[categoryCode] ?? 'CO'}-${CATEGORY_RULE_PREFIX[categoryCode] ? n : '18'}`;
}

function describeRow(categoryCode: string, rate: string | undefined): string {
  return rate === undefined ? `VAT category ${categoryCode}` : `VAT category ${categoryCode} at ${rate} %`;
}

/** BT-117 for a taxable amount and rate: taxable × rate / 100, half away from zero, 2 decimals. */
export function computeVatAmount(taxableAmount: string | Dec, rate: string | undefined): string {
  if (!isDecimal(rate)) return '0.00';
  return round(dec(taxableAmount).times(dec(rate)).dividedBy(100));
}

function groupVat(
  lineNets: Array<{ categoryCode: string; rate: string | undefined; net: string }>,
  allowances: Array<{ categoryCode: string; rate: string | undefined; amount: string }>,
  charges: Array<{ categoryCode: string; rate: string | undefined; amount: string }>,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  const bucket = (categoryCode: string, rate: string | undefined): Group => {
    const key = vatKey(categoryCode, rate);
    let g = groups.get(key);
    if (!g) {
      g = { categoryCode: categoryCode.trim(), rate: rowRate(categoryCode, rate), taxable: dec(0) };
      groups.set(key, g);
    }
    return g;
  };
  for (const l of lineNets) {
    const g = bucket(l.categoryCode, l.rate);
    g.taxable = g.taxable.plus(dec(l.net));
  }
  for (const a of allowances) {
    const g = bucket(a.categoryCode, a.rate);
    g.taxable = g.taxable.minus(dec(a.amount));
  }
  for (const c of charges) {
    const g = bucket(c.categoryCode, c.rate);
    g.taxable = g.taxable.plus(dec(c.amount));
  }
  return groups;
}

function sum(xs: Iterable<string | Dec>): Dec {
  let acc = dec(0);
  for (const x of xs) acc = acc.plus(typeof x === 'string' ? dec(x) : x);
  return acc;
}

function thirdPartyTotal(invoice: Invoice): Dec {
  return sum(invoice.thirdPartyPayments.map((p) => p.amount));
}

/**
 * Line nets, VAT breakdown and document totals computed from scratch. BT-111 (VAT in
 * accounting currency), BT-113 (paid) and BT-114 (rounding) are inputs and kept as given;
 * exemption reasons (BT-120/BT-121) of existing breakdown rows with the same (category, rate)
 * are kept.
 */
export function computeTotals(invoice: Invoice, options: CalcOptions = {}): ComputedTotals {
  const lines = invoice.lines.map((l) =>
    options.keepLineNetAmounts
      ? { id: l.id, netAmount: round(l.netAmount), subLines: l.subLines.map(lineNetDetails) }
      : lineNetDetails(l),
  );
  const allowanceAmounts = invoice.allowances.map(computeAllowanceChargeAmount);
  const chargeAmounts = invoice.charges.map(computeAllowanceChargeAmount);

  const groups = groupVat(
    invoice.lines.map((l, i) => ({
      categoryCode: l.vatCategoryCode,
      rate: l.vatRate,
      net: lines[i]?.netAmount ?? '0.00',
    })),
    invoice.allowances.map((a, i) => ({
      categoryCode: a.vatCategoryCode,
      rate: a.vatRate,
      amount: allowanceAmounts[i] ?? '0.00',
    })),
    invoice.charges.map((c, i) => ({
      categoryCode: c.vatCategoryCode,
      rate: c.vatRate,
      amount: chargeAmounts[i] ?? '0.00',
    })),
  );

  const existing = new Map<string, VatBreakdown>();
  for (const row of invoice.vatBreakdown) {
    const key = vatKey(row.categoryCode, row.rate);
    if (!existing.has(key)) existing.set(key, row);
  }

  const vatBreakdown: VatBreakdown[] = [];
  for (const [key, g] of groups) {
    const taxableAmount = round(g.taxable);
    const row: VatBreakdown = {
      taxableAmount,
      taxAmount: computeVatAmount(taxableAmount, g.rate),
      categoryCode: g.categoryCode,
    };
    if (g.rate !== undefined) row.rate = g.rate;
    const old = existing.get(key);
    if (old?.exemptionReason !== undefined) row.exemptionReason = old.exemptionReason;
    if (old?.exemptionReasonCode !== undefined) row.exemptionReasonCode = old.exemptionReasonCode;
    vatBreakdown.push(row);
  }

  const lineNetTotal = round(sum(lines.map((l) => l.netAmount)));
  const allowanceTotal = round(sum(allowanceAmounts));
  const chargeTotal = round(sum(chargeAmounts));
  const taxExclusive = round(dec(lineNetTotal).minus(dec(allowanceTotal)).plus(dec(chargeTotal)));
  const vatTotal = round(sum(vatBreakdown.map((r) => r.taxAmount)));
  const taxInclusive = round(dec(taxExclusive).plus(dec(vatTotal)));
  const old = invoice.totals;
  const amountDue = round(
    dec(taxInclusive)
      .minus(amountOf(old.paidAmount))
      .plus(amountOf(old.roundingAmount))
      .plus(thirdPartyTotal(invoice)),
  );

  const totals: DocumentTotals = { lineNetTotal, taxExclusive, taxInclusive, amountDue, vatTotal };
  if (invoice.allowances.length > 0 || old.allowanceTotal !== undefined)
    totals.allowanceTotal = allowanceTotal;
  if (invoice.charges.length > 0 || old.chargeTotal !== undefined) totals.chargeTotal = chargeTotal;
  if (old.vatTotalInTaxCurrency !== undefined) totals.vatTotalInTaxCurrency = old.vatTotalInTaxCurrency;
  if (old.paidAmount !== undefined) totals.paidAmount = old.paidAmount;
  if (old.roundingAmount !== undefined) totals.roundingAmount = old.roundingAmount;
  return { lines, vatBreakdown, totals };
}

function applyLineNet(line: InvoiceLine, net: LineNet | undefined): InvoiceLine {
  if (!net) return line;
  const gross = computeLineGross(line);
  const fill = (ac: LineAllowanceCharge): LineAllowanceCharge =>
    isDecimal(ac.amount) ? { ...ac } : { ...ac, amount: round(lineAllowanceChargeAmount(ac, gross)) };
  return {
    ...line,
    netAmount: net.netAmount,
    allowances: line.allowances.map(fill),
    charges: line.charges.map(fill),
    subLines: line.subLines.map((s, i) => applyLineNet(s, net.subLines[i])),
  };
}

/**
 * A new invoice with computed line net amounts, allowance/charge amounts at line and document
 * level (where only a percentage, and a base amount, were given), VAT breakdown and totals.
 * The input is not modified.
 */
export function applyTotals(invoice: Invoice, options: CalcOptions = {}): Invoice {
  const computed = computeTotals(invoice, options);
  const fillAmount = (ac: DocumentAllowanceCharge): DocumentAllowanceCharge =>
    isDecimal(ac.amount) ? { ...ac } : { ...ac, amount: computeAllowanceChargeAmount(ac) };
  return {
    ...invoice,
    lines: invoice.lines.map((l, i) => applyLineNet(l, computed.lines[i])),
    allowances: invoice.allowances.map(fillAmount),
    charges: invoice.charges.map(fillAmount),
    vatBreakdown: computed.vatBreakdown,
    totals: computed.totals,
  };
}

/**
 * BR-CO-17 as the official artefacts test it: with a non-zero rate the tax amount may differ from
 * round(|BT-116| × rate / 100) by less than 1 (in absolute values); with rate 0 or none it must
 * round to 0.
 */
function vatAmountTolerated(found: Dec, taxable: string, rate: string | undefined): boolean {
  // XPath round() goes half towards +∞: round(x) = 0 for -0.5 ≤ x < 0.5
  const roundsToZero = (x: Dec) => x.greaterThanOrEqualTo(-0.5) && x.lessThan(0.5);
  if (!isDecimal(rate) || roundsToZero(dec(rate))) return roundsToZero(found);
  const expected = dec(round(dec(taxable).abs().times(dec(rate)).dividedBy(100)));
  return found.abs().minus(expected).abs().lessThan(1);
}

/**
 * Where the invoice's own amounts break the calculation rules. Each check recomputes one value
 * from the invoice's other values as given (like the official schematron), so a wrong line net
 * amount is reported once, not again in every total.
 */
export function checkTotals(invoice: Invoice, options: CheckOptions = {}): Discrepancy[] {
  const tolerance = dec(options.tolerance ?? '0').abs();
  const out: Discrepancy[] = [];
  const compare = (
    path: string,
    bt: string,
    rule: string,
    expected: string,
    found: string | undefined,
    rejectedByRules: (found: Dec) => boolean = () => true,
  ) => {
    if (found === undefined || !isDecimal(found)) {
      out.push({ path, bt, rule, rejectedByRules: true, expected, found });
    } else if (dec(found).minus(dec(expected)).abs().greaterThan(tolerance)) {
      out.push({ path, bt, rule, rejectedByRules: rejectedByRules(dec(found)), expected, found });
    }
  };

  // BT-131 per line; a line with sub-lines against the sum of its sub-lines (BR-DEX-02).
  const checkLine = (line: InvoiceLine, path: string) => {
    if (line.subLines.length > 0) {
      const expected = round(sum(line.subLines.map((s) => s.netAmount)));
      compare(`${path}.netAmount`, 'BT-131', 'BR-DEX-02', expected, line.netAmount);
    } else {
      // Only Peppol recomputes BT-131 (R120, with 0.02 slack); EN 16931 / XRechnung do not.
      compare(
        `${path}.netAmount`,
        'BT-131',
        'PEPPOL-EN16931-R120',
        computeLineNet(line),
        line.netAmount,
        () => false,
      );
    }
    line.subLines.forEach((s, j) => {
      checkLine(s, `${path}.subLines[${j}]`);
    });
  };
  invoice.lines.forEach((l, i) => {
    checkLine(l, `lines[${i}]`);
  });

  const t = invoice.totals;
  // BR-CO-10
  compare(
    'totals.lineNetTotal',
    'BT-106',
    'BR-CO-10',
    round(sum(invoice.lines.map((l) => l.netAmount))),
    t.lineNetTotal,
  );
  // BR-CO-11 / BR-CO-12
  const allowanceSum = round(sum(invoice.allowances.map((a) => a.amount)));
  const chargeSum = round(sum(invoice.charges.map((c) => c.amount)));
  if (invoice.allowances.length > 0 || t.allowanceTotal !== undefined) {
    compare('totals.allowanceTotal', 'BT-107', 'BR-CO-11', allowanceSum, t.allowanceTotal);
  }
  if (invoice.charges.length > 0 || t.chargeTotal !== undefined) {
    compare('totals.chargeTotal', 'BT-108', 'BR-CO-12', chargeSum, t.chargeTotal);
  }
  // BR-CO-13
  compare(
    'totals.taxExclusive',
    'BT-109',
    'BR-CO-13',
    round(dec(t.lineNetTotal).minus(amountOf(t.allowanceTotal)).plus(amountOf(t.chargeTotal))),
    t.taxExclusive,
  );
  // BR-CO-14 (BT-110 may be absent, e.g. when every category is VAT-free; BR-CO-15 then covers it)
  if (t.vatTotal !== undefined) {
    compare(
      'totals.vatTotal',
      'BT-110',
      'BR-CO-14',
      round(sum(invoice.vatBreakdown.map((r) => r.taxAmount))),
      t.vatTotal,
    );
  }
  // BR-CO-15
  compare(
    'totals.taxInclusive',
    'BT-112',
    'BR-CO-15',
    round(dec(t.taxExclusive).plus(amountOf(t.vatTotal))),
    t.taxInclusive,
  );
  // BR-CO-16 (+ BR-DEX-09)
  compare(
    'totals.amountDue',
    'BT-115',
    invoice.thirdPartyPayments.length > 0 ? 'BR-DEX-09' : 'BR-CO-16',
    round(
      dec(t.taxInclusive)
        .minus(amountOf(t.paidAmount))
        .plus(amountOf(t.roundingAmount))
        .plus(thirdPartyTotal(invoice)),
    ),
    t.amountDue,
  );

  // BG-23: BT-116 per (category, rate) from the document's own line nets and allowance/charge
  // amounts (BR-S-08 …), BT-117 from the row's own BT-116 (BR-CO-17 / BR-S-09 …).
  const groups = groupVat(
    invoice.lines.map((l) => ({ categoryCode: l.vatCategoryCode, rate: l.vatRate, net: l.netAmount })),
    invoice.allowances.map((a) => ({ categoryCode: a.vatCategoryCode, rate: a.vatRate, amount: a.amount })),
    invoice.charges.map((c) => ({ categoryCode: c.vatCategoryCode, rate: c.vatRate, amount: c.amount })),
  );
  const seen = new Set<string>();
  invoice.vatBreakdown.forEach((row, i) => {
    const key = vatKey(row.categoryCode, row.rate);
    const g = groups.get(key);
    const cat = row.categoryCode.trim();
    if (!g || seen.has(key)) {
      out.push({
        path: `vatBreakdown[${i}]`,
        bt: 'BG-23',
        rule: categoryRule(cat, '08'),
        rejectedByRules: true,
        expected: seen.has(key)
          ? 'one row per category and rate'
          : 'no such row (no line, allowance or charge)',
        found: describeRow(cat, row.rate),
      });
      return;
    }
    seen.add(key);
    compare(
      `vatBreakdown[${i}].taxableAmount`,
      'BT-116',
      categoryRule(cat, '08'),
      round(g.taxable),
      row.taxableAmount,
    );
    const rate = NO_RATE_CATEGORIES.has(cat) ? undefined : row.rate;
    compare(
      `vatBreakdown[${i}].taxAmount`,
      'BT-117',
      'BR-CO-17',
      computeVatAmount(row.taxableAmount, rate),
      row.taxAmount,
      (found) => !vatAmountTolerated(found, row.taxableAmount, rate),
    );
  });
  for (const [key, g] of groups) {
    if (!seen.has(key)) {
      out.push({
        path: 'vatBreakdown',
        bt: 'BG-23',
        rule: categoryRule(g.categoryCode, '01'),
        rejectedByRules: true,
        expected: `${describeRow(g.categoryCode, g.rate)}: taxable ${round(g.taxable)}`,
        found: undefined,
      });
    }
  }
  return out;
}
