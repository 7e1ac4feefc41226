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
import { type Notice, notice, noticeWarnings } from './notices.ts';

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

/** Choose consistent totals. */
export function reconcileTotals(input: ReconcileInput): ReconciledTotals {
  const t = input.totals;
  const notices: Notice[] = [];
  const nets = uniqueValues(t.taxExclusive);
  const vats = uniqueValues(t.vatTotal);
  const grosses = uniqueValues([...t.taxInclusive]);
  const virtual = (value: string | undefined, conf: number): Array<Candidate<string>> =>
    value === undefined ? [] : [{ value, confidence: conf, line: -1 }];
  let netOpts = nets.length ? nets : [...virtual(input.vatBaseSum, 0.5), ...uniqueValues(t.lineNetTotal)];
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

  // printed amounts that are the sum of a net and a VAT candidate (VAT not zero)
  if (input.printed?.length) {
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

  // the net the lines imply: their sum, plus document-level charges, minus allowances
  // document-level allowances and charges: the first non-zero candidate of each
  const allowance = uniqueValues(t.allowanceTotal).find((c) => !dec(c.value).isZero());
  const charge = uniqueValues(t.chargeTotal).find((c) => !dec(c.value).isZero());
  const acSum = dec(charge?.value ?? 0).minus(dec(allowance?.value ?? 0).abs());
  const expectedNet = input.lineSum === undefined ? undefined : dec(input.lineSum).plus(acSum).toString();

  let bestScore = Number.NEGATIVE_INFINITY;
  let bn: Candidate<string> | undefined;
  let bv: Candidate<string> | undefined;
  let bg: Candidate<string> | undefined;
  const nList = netOpts.length ? netOpts : [undefined];
  const vList = vatOpts.length ? vatOpts : [undefined];
  const gList = grossOpts.length ? grossOpts : [undefined];
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
          bn = n;
          bv = v;
          bg = g;
        }
      }
    }
  }
  // the lines' sum standing in for a net no label prints, a cent off a printed gross less its
  // printed VAT (each line's net rounded from a gross price): the net is gross − VAT
  let netFromGross = false;
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
    bn = { value: dec(bg.value).minus(dec(bv.value)).toString(), confidence: 0.45, line: -1 };
    netFromGross = true;
  }
  const out: ReconciledTotals = { notices, warnings: [] };
  const adds = !!(bn && bv && bg && eq(dec(bn.value).plus(dec(bv.value)).toString(), bg.value));
  out.taxExclusive = pick(bn, (bn?.confidence ?? 0) * (adds ? 1.05 : 0.7));
  if (out.taxExclusive && netFromGross) out.taxExclusive.derived = true;
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
    notices.push(
      notice('EXTRACT_TOTALS_MISMATCH', {
        net: round(bn.value),
        vat: round(bv.value),
        gross: round(bg.value),
      }),
    );

  // allowances and charges (document level)
  if (allowance)
    out.allowanceTotal = pick({ ...allowance, value: dec(allowance.value).abs().toString() }, 0.7);
  if (charge) out.chargeTotal = pick(charge, 0.7);

  // BT-106
  const net = out.taxExclusive?.value;
  const lineTotals = uniqueValues(t.lineNetTotal);
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

  // BT-113 / BT-115
  const gross = out.taxInclusive?.value;
  const paid = uniqueValues(t.paidAmount).map((c) => ({ ...c, value: dec(c.value).abs().toString() }));
  const dues = uniqueValues(t.amountDue);
  let due: Chosen | undefined;
  let paidChosen: Chosen | undefined;
  if (gross !== undefined) {
    for (const d of dues) {
      if (eq(d.value, gross)) {
        due = pick(d, d.confidence + 0.1);
        break;
      }
      const p = paid.find((p) => eq(dec(gross).minus(dec(p.value)).toString(), d.value));
      if (p) {
        due = pick(d, d.confidence + 0.1);
        if (!dec(p.value).isZero()) paidChosen = pick(p, p.confidence + 0.1);
        break;
      }
    }
    // several deductions ("abzgl. 1. Abschlagsrechnung vom … / abzgl. 2. Abschlagsrechnung vom …",
    // equal amounts too): the due amount is the gross less some of them together
    if (!due) {
      const rows = new Map<number, Candidate<string>>();
      for (const c of t.paidAmount) if (!dec(c.value).isZero() && !rows.has(c.line)) rows.set(c.line, c);
      const ps = [...rows.values()];
      if (ps.length >= 2 && ps.length <= 8)
        outer: for (const d of dues)
          for (let mask = 3; mask < 1 << ps.length; mask++) {
            const set = ps.filter((_, i) => mask & (1 << i));
            if (set.length < 2) continue;
            const sum = set.reduce((a, c) => a.plus(dec(c.value).abs()), dec(0));
            if (!eq(dec(gross).minus(sum).toString(), d.value)) continue;
            due = pick(d, d.confidence + 0.1);
            paidChosen = { value: round(sum), confidence: 0.7, derived: true, source: set[0]?.source };
            break outer;
          }
    }
    if (!due && dues[0]) {
      const d = dues[0];
      due = pick(d, d.confidence * 0.7);
      const diff = dec(gross).minus(dec(d.value));
      if (diff.gt(0) && !paid.length) {
        paidChosen = { value: round(diff), confidence: 0.4, derived: true };
      }
      notices.push(notice('EXTRACT_DUE_MISMATCH', { due: round(d.value), gross }));
    }
    if (!due) {
      const p = paid.find((c) => !dec(c.value).isZero());
      if (p) paidChosen = pick(p, p.confidence);
      // no amount-due label: the gross, less what the document says was paid; with no payment
      // printed anywhere and totals that add up, that is what is due
      due = {
        value: round(dec(gross).minus(dec(paidChosen?.value ?? 0))),
        confidence: !paid.length && adds ? 0.8 : 0.6,
        derived: true,
      };
    }
  } else if (dues[0]) due = pick(dues[0], dues[0].confidence * 0.7);
  out.amountDue = due;
  if (paidChosen) out.paidAmount = paidChosen;
  out.warnings = noticeWarnings(notices);
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
  const has = (v: string | undefined): v is string => v !== undefined && v !== '' && /\d/.test(v);
  const raise = (path: string, to = CONFIRMED) => {
    // a total computed from others stays as doubtful as its computation: it is not printed
    if (path.startsWith('totals.') && derived.has(path.slice('totals.'.length))) return;
    if (derived.has(path.replace(/\.[^.[\]]+$/, ''))) return;
    const f = fields[path];
    if (f && f.confidence < to) f.confidence = to;
  };
  const same = (a: Dec, b: Dec, tol = '0.005') => a.minus(b).abs().lte(dec(tol));
  const t = inv.totals;
  // net + VAT = gross
  const grossHolds =
    has(t.taxExclusive) &&
    has(t.vatTotal) &&
    has(t.taxInclusive) &&
    same(dec(t.taxExclusive).plus(dec(t.vatTotal)), dec(t.taxInclusive));
  // the breakdown: each row's tax is its base × rate (to a cent per row, or a cent per line when
  // the VAT was summed per line), and the rows add up to the net and VAT totals
  const rows = inv.vatBreakdown;
  const rowOk = rows.map(
    (r) =>
      has(r.rate) &&
      has(r.taxableAmount) &&
      has(r.taxAmount) &&
      same(
        dec(r.taxableAmount).times(dec(r.rate)).dividedBy(100),
        dec(r.taxAmount),
        String(0.01 * Math.max(1, inv.lines.length) + 0.005),
      ),
  );
  const rowsAddUp =
    rows.length > 0 &&
    has(t.taxExclusive) &&
    has(t.vatTotal) &&
    same(
      rows.reduce((s, r) => s.plus(dec(has(r.taxableAmount) ? r.taxableAmount : '0')), dec(0)),
      dec(t.taxExclusive),
    ) &&
    same(
      rows.reduce((s, r) => s.plus(dec(has(r.taxAmount) ? r.taxAmount : '0')), dec(0)),
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
  if (taxConfirmed) {
    for (const k of ['taxExclusive', 'vatTotal', 'taxInclusive']) raise(`totals.${k}`);
    rows.forEach((r, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'rate']) raise(`vatBreakdown[${i}].${k}`);
      // a positive rate is the standard category's unless the document says otherwise; a zero
      // rate has several categories (exempt, reverse charge, export …) that no sum tells apart
      if (has(r.rate) && dec(r.rate).gt(0)) raise(`vatBreakdown[${i}].categoryCode`);
    });
  }
  // the lines add up to the line total, which with the document's allowances and charges
  // gives the net total
  const lineSum = inv.lines.reduce((s, l) => s.plus(dec(has(l.netAmount) ? l.netAmount : '0')), dec(0));
  const linesAddUp =
    inv.lines.length > 0 &&
    has(t.lineNetTotal) &&
    same(lineSum, dec(t.lineNetTotal)) &&
    has(t.taxExclusive) &&
    same(
      dec(t.lineNetTotal)
        .minus(dec(has(t.allowanceTotal) ? t.allowanceTotal : '0'))
        .plus(dec(has(t.chargeTotal) ? t.chargeTotal : '0')),
      dec(t.taxExclusive),
    );
  if (linesAddUp && taxConfirmed) {
    raise('totals.lineNetTotal');
    if (has(t.allowanceTotal)) raise('totals.allowanceTotal');
    if (has(t.chargeTotal)) raise('totals.chargeTotal');
    inv.lines.forEach((l, i) => {
      raise(`lines[${i}].netAmount`, 0.9);
      // quantity × price (per base quantity) − line allowances + line charges = line net
      if (has(l.quantity) && has(l.price.netPrice)) {
        const base = has(l.price.baseQuantity) ? dec(l.price.baseQuantity) : dec(1);
        const gross = base.isZero()
          ? undefined
          : dec(l.quantity).times(dec(l.price.netPrice)).dividedBy(base);
        const adj = l.charges
          .reduce((s, c) => s.plus(dec(c.amount)), dec(0))
          .minus(l.allowances.reduce((s, a) => s.plus(dec(a.amount)), dec(0)));
        if (gross && has(l.netAmount) && same(gross.plus(adj), dec(l.netAmount), '0.011')) {
          raise(`lines[${i}].quantity`, 0.9);
          raise(`lines[${i}].price.netPrice`, 0.9);
        }
      }
      // a line rate that is one of the confirmed breakdown's rates
      if (has(l.vatRate) && rows.some((r) => has(r.rate) && dec(r.rate).equals(dec(l.vatRate as string))))
        raise(`lines[${i}].vatRate`, 0.9);
    });
  }
  // gross − prepaid = due (a due amount computed as gross − prepaid confirms nothing)
  if (
    grossHolds &&
    !derived.has('amountDue') &&
    has(t.amountDue) &&
    same(dec(t.taxInclusive as string).minus(dec(has(t.paidAmount) ? t.paidAmount : '0')), dec(t.amountDue))
  ) {
    raise('totals.amountDue');
    if (has(t.paidAmount)) raise('totals.paidAmount');
  }
}
