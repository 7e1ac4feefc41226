/**
 * Reconciliation: choose among candidate amounts so that the invoice's arithmetic holds, and
 * lower the confidence of what does not add up.
 *
 * Policy (never invent numbers):
 * - Every total must come from the document (a labelled candidate, a VAT breakdown row, or an
 *   extracted line) — computed values only confirm or choose between candidates.
 * - Exceptions, where the document implies the value:
 *   - BT-106 (sum of line nets) = BT-109 when the document shows no allowances or charges, and
 *     = Σ line nets when the lines add up to BT-109 (minus allowances, plus charges).
 *   - BT-115 (amount due) = BT-112 − BT-113 (prepaid, 0 when none is printed) when no "amount
 *     due" label is found.
 *   - BT-109/BT-110 = the sums of the VAT breakdown when no label is found but the breakdown
 *     rows are there (their sum is printed implicitly).
 *   - BT-112 = BT-109 + BT-110 when both are found and agree with a breakdown, but no gross is.
 * - Which candidate wins: the combination (net, VAT, gross) with the highest score; a
 *   combination where net + VAT = gross scores most, agreement with the VAT breakdown and with
 *   the line sum adds to it; the labels' own confidence breaks ties.
 */
import { type Dec, dec, round } from '@ic/einvoice';
import type { Candidate } from './find.ts';
import { DIGIT, LAST_PATH_STEP } from './lexicon/common.ts';
import { type Notice, notice, noticeWarnings } from './notices.ts';
import { KNOWN_RATES } from './vat.ts';

export interface TotalsCandidates {
  lineNetTotal: Array<Candidate<string>>;
  taxExclusive: Array<Candidate<string>>;
  vatTotal: Array<Candidate<string>>;
  taxInclusive: Array<Candidate<string>>;
  amountDue: Array<Candidate<string>>;
  paidAmount: Array<Candidate<string>>;
  allowanceTotal: Array<Candidate<string>>;
  chargeTotal: Array<Candidate<string>>;
}

/** The document totals the extractor reads (BT-106 … BT-115), in the order labels are tried. */
export const TOTALS_KEYS = [
  'lineNetTotal',
  'taxExclusive',
  'vatTotal',
  'taxInclusive',
  'amountDue',
  'paidAmount',
  'allowanceTotal',
  'chargeTotal',
] as const satisfies ReadonlyArray<keyof TotalsCandidates>;

/** Totals candidates with none yet. */
export function emptyTotals(): TotalsCandidates {
  return Object.fromEntries(TOTALS_KEYS.map((k) => [k, []])) as unknown as TotalsCandidates;
}

export interface ReconcileInput {
  totals: TotalsCandidates;
  /** Σ taxable amounts and Σ tax amounts of the VAT breakdown rows (undefined: no rows) */
  vatBaseSum?: string;
  vatTaxSum?: string;
  /** Σ extracted line nets (undefined: no lines) */
  lineSum?: string;
  /**
   * Every amount printed in the document, labelled or not. An amount equal to a net + VAT
   * candidate pair is a weak gross candidate: a grand total in a table column or under a head
   * the labels do not know.
   */
  printed?: Array<Candidate<string>>;
}

export interface Chosen {
  value: string;
  confidence: number;
  source?: Candidate['source'];
  derived?: boolean;
}

export interface ReconciledTotals {
  lineNetTotal?: Chosen;
  allowanceTotal?: Chosen;
  chargeTotal?: Chosen;
  taxExclusive?: Chosen;
  vatTotal?: Chosen;
  taxInclusive?: Chosen;
  paidAmount?: Chosen;
  amountDue?: Chosen;
  /** what does not add up (codes of notices.ts) */
  notices: Notice[];
  /** the notices in English */
  warnings: string[];
}

function eq(a: string | undefined, b: string | undefined, tol = '0.01'): boolean {
  if (a === undefined || b === undefined) return false;
  return dec(a).minus(dec(b)).abs().lte(dec(tol));
}

function uniqueValues(cs: Array<Candidate<string>>): Array<Candidate<string>> {
  const seen = new Map<string, Candidate<string>>();
  for (const c of cs) {
    const k = dec(c.value).toString();
    const prev = seen.get(k);
    if (!prev) seen.set(k, { ...c });
    else prev.confidence = Math.min(1, Math.max(prev.confidence, c.confidence) + 0.05);
  }
  return [...seen.values()];
}

function pick(c: Candidate<string> | undefined, confidence: number): Chosen | undefined {
  if (!c) return undefined;
  return { value: round(c.value), confidence: Math.max(0, Math.min(1, confidence)), source: c.source };
}

type Opts = {
  netOpts: Array<Candidate<string>>;
  vatOpts: Array<Candidate<string>>;
  grossOpts: Array<Candidate<string>>;
};
type Triple = { bn?: Candidate<string>; bv?: Candidate<string>; bg?: Candidate<string> };

function virtual(value: string | undefined, conf: number): Array<Candidate<string>> {
  return value === undefined ? [] : [{ value, confidence: conf, line: -1 }];
}

/** The candidates of net, VAT and gross (the sums of lines and VAT rows standing in). */
function totalsOptions(input: ReconcileInput): Opts {
  const t = input.totals;
  const nets = uniqueValues(t.taxExclusive);
  const vats = uniqueValues(t.vatTotal);
  const grosses = uniqueValues([...t.taxInclusive]);
  let netOpts = nets.length ? nets : [...virtual(input.vatBaseSum, 0.5), ...uniqueValues(t.lineNetTotal)];
  // the VAT rows' bases summed stand beside printed nets as the VAT rows' taxes do beside printed
  // VAT amounts (a VAT table's column heads "Netto | MwSt. | Brutto" read with its first row only)
  if (nets.length && input.vatBaseSum !== undefined && !nets.some((n) => eq(n.value, input.vatBaseSum)))
    netOpts = [...netOpts, ...virtual(input.vatBaseSum, 0.3)];
  // no net printed under a label we know: the sum of the lines is a weak candidate (it counts
  // when it adds up with the VAT to a printed gross), also beside a line total that may be a
  // "Sub Total" column head read with the first row's amount
  if (!nets.length && input.lineSum !== undefined && !netOpts.some((n) => eq(n.value, input.lineSum)))
    netOpts = [...netOpts, ...virtual(input.lineSum, 0.3)];
  const vatOpts = vats.length ? [...vats, ...virtual(input.vatTaxSum, 0.3)] : virtual(input.vatTaxSum, 0.5);
  // the amount due stands in for the gross when none is printed, and is a weak gross candidate
  // beside a labelled one (a "Total" column head read as the gross label)
  const grossOpts = grosses.length
    ? [
        ...grosses,
        ...uniqueValues(t.amountDue)
          .filter((d) => !grosses.some((g) => eq(g.value, d.value)))
          .map((d) => ({ ...d, confidence: d.confidence * 0.4 })),
      ]
    : uniqueValues(t.amountDue);
  printedSums(input, netOpts, vatOpts, grossOpts);
  unlabelledVatGross(input, netOpts, vatOpts, grossOpts);
  return { netOpts, vatOpts, grossOpts };
}

/** The VAT `v` is the net `n` at a known rate (0 % included), to the cent. */
const atKnownRate = (n: Dec, v: Dec): boolean =>
  [...KNOWN_RATES].some((r) =>
    n.times(dec(r)).dividedBy(100).toDecimalPlaces(2).minus(v).abs().lte(dec('0.01')),
  );

/**
 * No VAT and no gross under a label we know (totals in a language the lexicon lacks): under the
 * printed net, an amount that is the net plus an amount printed between them at a known rate
 * (0,00 at 0 %) is the gross, the one between the VAT. Weak candidates, within a few lines.
 */
function unlabelledVatGross(
  input: ReconcileInput,
  netOpts: Array<Candidate<string>>,
  vatOpts: Array<Candidate<string>>,
  grossOpts: Array<Candidate<string>>,
): void {
  const printed = input.printed ?? [];
  if (vatOpts.length || grossOpts.length || !printed.length) return;
  for (const n of netOpts) {
    const net = dec(n.value);
    const at = printed.findIndex((p) => eq(p.value, n.value, '0'));
    const start = printed[at]?.line;
    if (!net.isPositive() || start === undefined) continue;
    const near = printed.slice(at + 1).filter((p) => p.line - start <= 8);
    for (let i = 0; i < near.length; i++) {
      const v = near[i] as Candidate<string>;
      if (!atKnownRate(net, dec(v.value))) continue;
      const g = near.slice(i + 1).find((p) => eq(net.plus(dec(v.value)).toString(), p.value, '0'));
      if (!g) continue;
      vatOpts.push({ ...v, confidence: 0.3 });
      grossOpts.push({ ...g, confidence: 0.3 });
      return;
    }
  }
}

/** Printed amounts that are the sum of a net and a VAT candidate (VAT not zero): gross options. */
function printedSums(
  input: ReconcileInput,
  netOpts: Array<Candidate<string>>,
  vatOpts: Array<Candidate<string>>,
  grossOpts: Array<Candidate<string>>,
): void {
  if (!input.printed?.length) return;
  const known = new Set(grossOpts.map((g) => dec(g.value).toFixed(2)));
  for (const n of netOpts) {
    for (const v of vatOpts) {
      if (dec(v.value).isZero()) continue;
      const sum = dec(n.value).plus(dec(v.value)).toFixed(2);
      if (known.has(sum)) continue;
      const hit = input.printed.find((p) => dec(p.value).toFixed(2) === sum);
      if (!hit) continue;
      known.add(sum);
      grossOpts.push({ ...hit, confidence: 0.3 });
    }
  }
}

/** The net, VAT and gross that score best together (adding up, matching the rows and lines). */
function bestTriple(input: ReconcileInput, o: Opts, expectedNet: string | undefined): Triple {
  let bestScore = Number.NEGATIVE_INFINITY;
  let best: Triple = {};
  const nList = o.netOpts.length ? o.netOpts : [undefined];
  const vList = o.vatOpts.length ? o.vatOpts : [undefined];
  const gList = o.grossOpts.length ? o.grossOpts : [undefined];
  for (const n of nList) {
    for (const v of vList) {
      for (const g of gList) {
        let s = (n?.confidence ?? 0) + (v?.confidence ?? 0) + (g?.confidence ?? 0);
        if (n && v && g) {
          if (eq(dec(n.value).plus(dec(v.value)).toString(), g.value)) s += 4;
          else s -= 2;
        }
        if (n && eq(n.value, input.vatBaseSum)) s += 1.5;
        if (v && eq(v.value, input.vatTaxSum)) s += 1.5;
        if (n && expectedNet !== undefined && eq(n.value, expectedNet)) s += 0.5;
        if (n && g && dec(g.value).abs().lt(dec(n.value).abs())) s -= 1;
        if (s > bestScore) {
          bestScore = s;
          best = { bn: n, bv: v, bg: g };
        }
      }
    }
  }
  return best;
}

/**
 * The lines' sum standing in for a net no label prints, a cent off a printed gross less its
 * printed VAT (each line's net rounded from a gross price): the net is gross − VAT.
 */
function netFromGross(input: ReconcileInput, b: Triple): boolean {
  const { bn, bv, bg } = b;
  if (grossSubTotal(b)) {
    const gross = dec(b.bg?.value ?? 0);
    b.bn = { value: gross.minus(dec(b.bv?.value ?? 0)).toString(), confidence: 0.45, line: -1 };
    return true;
  }
  if (
    bn &&
    bv &&
    bg &&
    bn.line === -1 &&
    input.lineSum !== undefined &&
    dec(bn.value).equals(dec(input.lineSum)) &&
    bv.line !== -1 &&
    bg.line !== -1 &&
    !dec(bn.value).plus(dec(bv.value)).equals(dec(bg.value))
  ) {
    b.bn = { value: dec(bg.value).minus(dec(bv.value)).toString(), confidence: 0.45, line: -1 };
    return true;
  }
  return false;
}

/**
 * A sub total printed above the gross with the same amount ("Zwischensumme 127,77 €",
 * "Gesamtsumme 127,77 €", then "enthaltene MwSt. 19 % …"): with VAT charged it is no net but
 * the gross of the items (a shop's gross prices); the net is gross − VAT. The other trigger,
 * a VAT labelled as contained, acts on the candidates before the choice (`containedVatPrices`,
 * `readers/contained-vat.ts`); both leave the rows to `readers/gross-items.ts`.
 */
function grossSubTotal({ bn, bv, bg }: Triple): boolean {
  return (
    !!bn &&
    !!bv &&
    !!bg &&
    bn.line !== -1 &&
    bg.line !== -1 &&
    bn.line !== bg.line &&
    dec(bv.value).gt(0) &&
    dec(bn.value).equals(dec(bg.value))
  );
}

/** Net, VAT and gross of the output (a missing one derived from the other two); true: they add up. */
function settleMain(out: ReconciledTotals, b: Triple, fromGross: boolean): boolean {
  const { bn, bv, bg } = b;
  const adds = !!(bn && bv && bg && eq(dec(bn.value).plus(dec(bv.value)).toString(), bg.value));
  out.taxExclusive = pick(bn, (bn?.confidence ?? 0) * (adds ? 1.05 : 0.7));
  if (out.taxExclusive && fromGross) out.taxExclusive.derived = true;
  out.vatTotal = pick(bv, (bv?.confidence ?? 0) * (adds ? 1.05 : 0.7));
  out.taxInclusive = pick(bg, (bg?.confidence ?? 0) * (adds ? 1.05 : 0.7));
  if (!out.taxInclusive && out.taxExclusive && out.vatTotal) {
    out.taxInclusive = {
      value: round(dec(out.taxExclusive.value).plus(dec(out.vatTotal.value))),
      confidence: 0.5,
      derived: true,
    };
  }
  // a gross-price invoice: the total and the VAT it contains are printed, no net
  if (!out.taxExclusive && out.vatTotal && out.taxInclusive) {
    const n = dec(out.taxInclusive.value).minus(dec(out.vatTotal.value));
    if (n.gt(0) && dec(out.vatTotal.value).gt(0))
      out.taxExclusive = { value: round(n), confidence: 0.45, derived: true };
  }
  if (!out.vatTotal && out.taxExclusive && out.taxInclusive) {
    const v = dec(out.taxInclusive.value).minus(dec(out.taxExclusive.value));
    if (v.gte(0) || dec(out.taxInclusive.value).lt(0)) {
      out.vatTotal = { value: round(v), confidence: 0.45, derived: true };
    }
  }
  if (!adds && bn && bv && bg)
    out.notices.push(
      notice('EXTRACT_TOTALS_MISMATCH', {
        net: round(bn.value),
        vat: round(bv.value),
        gross: round(bg.value),
      }),
    );
  return adds;
}

/** BT-106: a printed line total that fits the net, else one derived from it or the lines. */
function settleLineNetTotal(input: ReconcileInput, out: ReconciledTotals, grossSub?: string): void {
  const net = out.taxExclusive?.value;
  // (a sub total that is the gross of the items is none)
  const lineTotals = uniqueValues(input.totals.lineNetTotal).filter((c) => !eq(c.value, grossSub, '0'));
  const acDelta = dec(out.chargeTotal?.value ?? 0).minus(dec(out.allowanceTotal?.value ?? 0));
  const implied = net !== undefined ? round(dec(net).minus(acDelta)) : undefined;
  const lt =
    lineTotals.find((c) => implied !== undefined && eq(c.value, implied)) ??
    lineTotals.find((c) => input.lineSum !== undefined && eq(c.value, input.lineSum));
  // a line total the document labels plainly ("Zwischensumme 202,76" above unlabelled
  // discounts/charges) beats the value implied by the net total
  const strong = lineTotals
    .filter((c) => c.confidence >= 0.75)
    .sort((a, b) => b.confidence - a.confidence)[0];
  if (lt) out.lineNetTotal = pick(lt, Math.min(1, lt.confidence + 0.1));
  else if (strong) out.lineNetTotal = pick(strong, 0.6);
  else if (implied !== undefined && acDelta.isZero()) {
    // (the lines printed item by item adding up to it confirm it)
    const byLines = input.lineSum !== undefined && eq(input.lineSum, implied);
    out.lineNetTotal = {
      value: implied,
      confidence: byLines ? 0.85 : 0.6,
      derived: true,
      source: out.taxExclusive?.source,
    };
  } else if (input.lineSum !== undefined && implied !== undefined && eq(input.lineSum, implied)) {
    out.lineNetTotal = { value: round(input.lineSum), confidence: 0.85, derived: true };
  } else if (lineTotals[0]) out.lineNetTotal = pick(lineTotals[0], lineTotals[0].confidence * 0.6);
  else if (implied !== undefined) out.lineNetTotal = { value: implied, confidence: 0.4, derived: true };
}

type DuePaid = { due?: Chosen; paidChosen?: Chosen };

/** A due amount equal to the gross, or to the gross less one paid amount. */
function dueByOnePayment(
  dues: Array<Candidate<string>>,
  paid: Array<Candidate<string>>,
  gross: string,
): DuePaid {
  for (const d of dues) {
    if (eq(d.value, gross)) return { due: pick(d, d.confidence + 0.1) };
    const p = paid.find((p) => eq(dec(gross).minus(dec(p.value)).toString(), d.value));
    if (p) {
      return {
        due: pick(d, d.confidence + 0.1),
        ...(!dec(p.value).isZero() ? { paidChosen: pick(p, p.confidence + 0.1) } : {}),
      };
    }
  }
  return {};
}

/**
 * Several deductions ("abzgl. 1. Abschlagsrechnung vom … / abzgl. 2. Abschlagsrechnung vom …",
 * equal amounts too): the due amount is the gross less some of them together.
 */
function dueBySeveralPayments(input: ReconcileInput, dues: Array<Candidate<string>>, gross: string): DuePaid {
  const rows = new Map<number, Candidate<string>>();
  for (const c of input.totals.paidAmount)
    if (!dec(c.value).isZero() && !rows.has(c.line)) rows.set(c.line, c);
  const ps = [...rows.values()];
  if (ps.length < 2 || ps.length > 8) return {};
  for (const d of dues)
    for (let mask = 3; mask < 1 << ps.length; mask++) {
      const set = ps.filter((_, i) => mask & (1 << i));
      if (set.length < 2) continue;
      const sum = set.reduce((a, c) => a.plus(dec(c.value).abs()), dec(0));
      if (!eq(dec(gross).minus(sum).toString(), d.value)) continue;
      return {
        due: pick(d, d.confidence + 0.1),
        paidChosen: { value: round(sum), confidence: 0.7, derived: true, source: set[0]?.source },
      };
    }
  return {};
}

/** BT-113 / BT-115: the amount due and what was paid, against the gross. */
function settleDue(input: ReconcileInput, out: ReconciledTotals, adds: boolean): void {
  const gross = out.taxInclusive?.value;
  const paid = uniqueValues(input.totals.paidAmount).map((c) => ({
    ...c,
    value: dec(c.value).abs().toString(),
  }));
  const dues = uniqueValues(input.totals.amountDue);
  let r: DuePaid = {};
  if (gross !== undefined) {
    r = dueByOnePayment(dues, paid, gross);
    if (!r.due) r = { ...r, ...dueBySeveralPayments(input, dues, gross) };
    if (!r.due && dues[0]) {
      const d = dues[0];
      r.due = pick(d, d.confidence * 0.7);
      const diff = dec(gross).minus(dec(d.value));
      if (diff.gt(0) && !paid.length) {
        r.paidChosen = { value: round(diff), confidence: 0.4, derived: true };
      }
      out.notices.push(notice('EXTRACT_DUE_MISMATCH', { due: round(d.value), gross }));
    }
    if (!r.due) {
      const p = paid.find((c) => !dec(c.value).isZero());
      if (p) r.paidChosen = pick(p, p.confidence);
      // no amount-due label: the gross, less what the document says was paid; with no payment
      // printed anywhere and totals that add up, that is what is due
      r.due = {
        value: round(dec(gross).minus(dec(r.paidChosen?.value ?? 0))),
        confidence: !paid.length && adds ? 0.8 : 0.6,
        derived: true,
      };
    }
  } else if (dues[0]) r.due = pick(dues[0], dues[0].confidence * 0.7);
  out.amountDue = r.due;
  if (r.paidChosen) out.paidAmount = r.paidChosen;
}

/**
 * A "Charges" total that is the lines' sum where a net (printed, the VAT bases, gross less VAT)
 * is that sum too and none is the sum plus it (a statement's summary "Charges  4.11" over its services): no document-level charge.
 */
function chargeIsLineSum(input: ReconcileInput, c: Candidate<string>): boolean {
  const { lineSum } = input;
  if (lineSum === undefined || !eq(c.value, lineSum)) return false;
  const t = input.totals;
  // the nets printed, the VAT rows' bases and gross less VAT
  const nets = [
    ...t.taxExclusive.map((n) => n.value),
    ...(input.vatBaseSum !== undefined ? [input.vatBaseSum] : []),
    ...t.taxInclusive.flatMap((g) => t.vatTotal.map((v) => round(dec(g.value).minus(dec(v.value))))),
  ];
  const withIt = round(dec(lineSum).plus(dec(c.value)));
  return nets.some((n) => eq(n, lineSum)) && !nets.some((n) => eq(n, withIt));
}

/** Choose consistent totals. */
export function reconcileTotals(input: ReconcileInput): ReconciledTotals {
  const t = input.totals;
  const opts = totalsOptions(input);
  // the net the lines imply: their sum, plus document-level charges, minus allowances
  // document-level allowances and charges: the first non-zero candidate of each
  const allowance = uniqueValues(t.allowanceTotal).find((c) => !dec(c.value).isZero());
  const charge = uniqueValues(t.chargeTotal).find(
    (c) => !dec(c.value).isZero() && !chargeIsLineSum(input, c),
  );
  const acSum = dec(charge?.value ?? 0).minus(dec(allowance?.value ?? 0).abs());
  const expectedNet = input.lineSum === undefined ? undefined : dec(input.lineSum).plus(acSum).toString();
  // a "Sub Total" (or "Total Net Amount") of the lines with a charge under it ("Shipping charge",
  // "Carriage") and no allowance: the lines plus the charge are a net candidate (it adds up with
  // the VAT to the total where the printed subtotal does not)
  if (
    expectedNet !== undefined &&
    charge &&
    !allowance &&
    !opts.netOpts.some((n) => eq(n.value, expectedNet))
  )
    opts.netOpts.push(...virtual(round(expectedNet), 0.4));
  const best = bestTriple(input, opts, expectedNet);
  const grossSub = grossSubTotal(best) ? best.bn?.value : undefined;
  const fromGross = netFromGross(input, best);
  const out: ReconciledTotals = { notices: [], warnings: [] };
  const adds = settleMain(out, best, fromGross);
  // allowances and charges (document level)
  if (allowance)
    out.allowanceTotal = pick({ ...allowance, value: dec(allowance.value).abs().toString() }, 0.7);
  if (charge) out.chargeTotal = pick(charge, 0.7);
  settleLineNetTotal(input, out, grossSub);
  settleDue(input, out, adds);
  out.warnings = noticeWarnings(out.notices);
  return out;
}

/** What `confirmByArithmetic` reads of an extracted invoice (the model's own shape). */
export interface ArithmeticView {
  totals: {
    lineNetTotal?: string;
    allowanceTotal?: string;
    chargeTotal?: string;
    taxExclusive?: string;
    vatTotal?: string;
    taxInclusive?: string;
    paidAmount?: string;
    amountDue?: string;
  };
  vatBreakdown: Array<{ taxableAmount: string; taxAmount: string; rate?: string }>;
  lines: Array<{
    quantity: string;
    netAmount: string;
    vatRate?: string;
    price: { netPrice: string; baseQuantity?: string };
    allowances: Array<{ amount: string }>;
    charges: Array<{ amount: string }>;
  }>;
}

const CONFIRMED = 0.92;

const hasNum = (v: string | undefined): v is string => v !== undefined && v !== '' && DIGIT.test(v);
const sameDec = (a: Dec, b: Dec, tol = '0.005') => a.minus(b).abs().lte(dec(tol));
type Raise = (path: string, to?: number) => void;

/**
 * Net + VAT = gross, and the breakdown: each row's tax is its base × rate (to a cent per row, or a
 * cent per line when the VAT was summed per line), and the rows add up to the net and VAT totals.
 */
function taxIdentities(
  inv: ArithmeticView,
  derived: ReadonlySet<string>,
): { grossHolds: boolean; taxConfirmed: boolean } {
  const t = inv.totals;
  const grossHolds =
    hasNum(t.taxExclusive) &&
    hasNum(t.vatTotal) &&
    hasNum(t.taxInclusive) &&
    sameDec(dec(t.taxExclusive).plus(dec(t.vatTotal)), dec(t.taxInclusive));
  const rows = inv.vatBreakdown;
  const rowOk = rows.map(
    (r) =>
      hasNum(r.rate) &&
      hasNum(r.taxableAmount) &&
      hasNum(r.taxAmount) &&
      sameDec(
        dec(r.taxableAmount).times(dec(r.rate)).dividedBy(100),
        dec(r.taxAmount),
        String(0.01 * Math.max(1, inv.lines.length) + 0.005),
      ),
  );
  const rowsAddUp =
    rows.length > 0 &&
    hasNum(t.taxExclusive) &&
    hasNum(t.vatTotal) &&
    sameDec(
      rows.reduce((s, r) => s.plus(dec(hasNum(r.taxableAmount) ? r.taxableAmount : '0')), dec(0)),
      dec(t.taxExclusive),
    ) &&
    sameDec(
      rows.reduce((s, r) => s.plus(dec(hasNum(r.taxAmount) ? r.taxAmount : '0')), dec(0)),
      dec(t.vatTotal),
    );
  // (rows implied by a net or VAT total that was itself computed confirm nothing)
  const taxConfirmed =
    grossHolds &&
    rowsAddUp &&
    rowOk.every(Boolean) &&
    !derived.has('taxExclusive') &&
    !derived.has('vatTotal') &&
    rows.every((_, i) => !derived.has(`vatBreakdown[${i}]`));
  return { grossHolds, taxConfirmed };
}

/**
 * The lines add up to the line total, which with the document's allowances and charges gives the
 * net total.
 */
function linesAddUp(inv: ArithmeticView): boolean {
  const t = inv.totals;
  const lineSum = inv.lines.reduce((s, l) => s.plus(dec(hasNum(l.netAmount) ? l.netAmount : '0')), dec(0));
  return (
    inv.lines.length > 0 &&
    hasNum(t.lineNetTotal) &&
    sameDec(lineSum, dec(t.lineNetTotal)) &&
    hasNum(t.taxExclusive) &&
    sameDec(
      dec(t.lineNetTotal)
        .minus(dec(hasNum(t.allowanceTotal) ? t.allowanceTotal : '0'))
        .plus(dec(hasNum(t.chargeTotal) ? t.chargeTotal : '0')),
      dec(t.taxExclusive),
    )
  );
}

/** Each line: its net; quantity and price when they give it; a rate of the confirmed breakdown. */
function confirmLines(inv: ArithmeticView, raise: Raise): void {
  const rows = inv.vatBreakdown;
  inv.lines.forEach((l, i) => {
    raise(`lines[${i}].netAmount`, 0.9);
    // quantity × price (per base quantity) − line allowances + line charges = line net
    if (hasNum(l.quantity) && hasNum(l.price.netPrice)) {
      const base = hasNum(l.price.baseQuantity) ? dec(l.price.baseQuantity) : dec(1);
      const gross = base.isZero() ? undefined : dec(l.quantity).times(dec(l.price.netPrice)).dividedBy(base);
      const adj = l.charges
        .reduce((s, c) => s.plus(dec(c.amount)), dec(0))
        .minus(l.allowances.reduce((s, a) => s.plus(dec(a.amount)), dec(0)));
      if (gross && hasNum(l.netAmount) && sameDec(gross.plus(adj), dec(l.netAmount), '0.011')) {
        raise(`lines[${i}].quantity`, 0.9);
        raise(`lines[${i}].price.netPrice`, 0.9);
      }
    }
    // a line rate that is one of the confirmed breakdown's rates
    if (hasNum(l.vatRate) && rows.some((r) => hasNum(r.rate) && dec(r.rate).equals(dec(l.vatRate as string))))
      raise(`lines[${i}].vatRate`, 0.9);
  });
}

/**
 * Raise the confidence of amounts that the rest of the invoice confirms, once everything is
 * read: a value that takes part in an identity that holds to the cent (net + VAT = gross, the
 * breakdown rows adding up to the net and VAT totals, each row's tax = base × rate, the lines
 * adding up to the line total, quantity × price = line net, gross − prepaid = due) is very
 * unlikely to be misread, since a misread digit would break the identity. Values that no
 * identity confirms keep the confidence their reading gave them; none is lowered here (the
 * reconciliation lowers what does not add up). The review form then marks as doubtful what is
 * doubtful, not every amount.
 */
export function confirmByArithmetic(
  inv: ArithmeticView,
  fields: Record<string, { confidence: number } | undefined>,
  /**
   * totals computed from others (`TOTALS_KEYS`) and breakdown rows computed from the totals
   * (`vatBreakdown[i]`): not printed, they stay as doubtful as they were
   */
  derived: ReadonlySet<string> = new Set(),
): void {
  const raise: Raise = (path, to = CONFIRMED) => {
    // a total computed from others stays as doubtful as its computation: it is not printed
    if (path.startsWith('totals.') && derived.has(path.slice('totals.'.length))) return;
    if (derived.has(path.replace(LAST_PATH_STEP, ''))) return;
    const f = fields[path];
    if (f && f.confidence < to) f.confidence = to;
  };
  const t = inv.totals;
  const rows = inv.vatBreakdown;
  const { grossHolds, taxConfirmed } = taxIdentities(inv, derived);
  if (taxConfirmed) {
    for (const k of ['taxExclusive', 'vatTotal', 'taxInclusive']) raise(`totals.${k}`);
    rows.forEach((r, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'rate']) raise(`vatBreakdown[${i}].${k}`);
      // a positive rate is the standard category's unless the document says otherwise; a zero
      // rate has several categories (exempt, reverse charge, export …) that no sum tells apart
      if (hasNum(r.rate) && dec(r.rate).gt(0)) raise(`vatBreakdown[${i}].categoryCode`);
    });
  }
  if (linesAddUp(inv) && taxConfirmed) {
    raise('totals.lineNetTotal');
    if (hasNum(t.allowanceTotal)) raise('totals.allowanceTotal');
    if (hasNum(t.chargeTotal)) raise('totals.chargeTotal');
    confirmLines(inv, raise);
  }
  // gross − prepaid = due (a due amount computed as gross − prepaid confirms nothing)
  if (
    grossHolds &&
    !derived.has('amountDue') &&
    hasNum(t.amountDue) &&
    sameDec(
      dec(t.taxInclusive as string).minus(dec(hasNum(t.paidAmount) ? t.paidAmount : '0')),
      dec(t.amountDue),
    )
  ) {
    raise('totals.amountDue');
    if (hasNum(t.paidAmount)) raise('totals.paidAmount');
  }
}
