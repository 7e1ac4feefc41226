/**
 * Items printed with gross prices (an online shop's "Preis" incl. VAT, a hotel folio, a receipt):
 * when the item rows add up to the total with VAT — and not to the net — the rows are gross, and
 * each line's price and amount are taken back to the net at its rate (the line's printed rate,
 * else the document's only rate). The nets' rounding is evened out on the largest line so that the
 * lines add up to the printed net.
 */
import { type Dec, dec, round } from '@ic/einvoice';
import type { ExtractedLine } from '../table.ts';
import { KNOWN_RATES } from '../vat.ts';
import type { Reconciled, VatAndTotals } from './settle.ts';

/** The document's one VAT rate: its only breakdown row's, else the known rate that gives its VAT. */
function singleRate(rec: Reconciled, vat: VatAndTotals): string | undefined {
  const rows = vat.rowsForBreakdown;
  const rates = new Set(rows.map((r) => dec(r.rate).toString()));
  if (rates.size === 1) return [...rates][0];
  if (rates.size > 1) return undefined;
  if (vat.containedRate) return vat.containedRate;
  const net = rec.taxExclusive?.value;
  const tax = rec.vatTotal?.value;
  if (!net || !tax) return undefined;
  const fits = [...KNOWN_RATES].filter(
    (r) => r !== '0' && round(dec(net).times(r).dividedBy(100)) === round(tax),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** Lines the partition below tries at most (2^n assignments). */
const MAX_PARTITION_LINES = 12;

/**
 * Rates for gross rows that print none, where the VAT is printed per rate as the tax the total
 * contains ("enthaltene MwSt. 19 % 14,25 €", "… 7 % 2,52 €"): the one assignment of the two
 * rates to the rows whose gross sums contain each rate's tax to the cent. Undefined when no
 * assignment or more than one fits (rows of equal amounts at different rates stay unread).
 */
function ratesByContainedTax(
  lines: ExtractedLine[],
  taxes: Array<{ rate: string; tax: string }>,
): string[] | undefined {
  const [a, b] = taxes;
  if (taxes.length !== 2 || !a || !b || !lines.length || lines.length > MAX_PARTITION_LINES) return undefined;
  const contained = (sum: Dec, rate: string) => round(sum.times(rate).dividedBy(dec(rate).plus(100)));
  const total = lines.reduce((s, l) => s.plus(dec(l.netAmount)), dec(0));
  let found: number | undefined;
  for (let mask = 0; mask < 1 << lines.length; mask++) {
    const sumA = lines.reduce((s, l, i) => (mask & (1 << i) ? s.plus(dec(l.netAmount)) : s), dec(0));
    if (contained(sumA, a.rate) !== round(a.tax) || contained(total.minus(sumA), b.rate) !== round(b.tax))
      continue;
    if (found !== undefined) return undefined;
    found = mask;
  }
  if (found === undefined) return undefined;
  const hit = found;
  return lines.map((_, i) => (hit & (1 << i) ? a.rate : b.rate));
}

/**
 * The lines' rows are gross: they add up to the total with VAT (less a document charge with its
 * VAT at the document's one rate: a web shop's shipping), not to the net, and VAT is charged.
 */
function rowsAreGross(
  lines: ExtractedLine[],
  rec: Reconciled,
  lineSum: string | undefined,
  one: string | undefined,
): boolean {
  const net = rec.taxExclusive?.value;
  const gross = rec.taxInclusive?.value;
  const tax = rec.vatTotal?.value;
  if (!lines.length || lineSum === undefined || !net || !gross || !tax || dec(tax).lte(0)) return false;
  if (rec.allowanceTotal || lines.some((l) => l.adjustments?.length)) return false;
  const charge = rec.chargeTotal?.value;
  if (charge && one === undefined) return false;
  const chargeGross = charge
    ? round(
        dec(charge)
          .times(dec(one as string).plus(100))
          .dividedBy(100),
      )
    : '0';
  const rowsGross = round(dec(gross).minus(chargeGross));
  return round(lineSum) === rowsGross && round(lineSum) !== round(net);
}

const toNet = (v: string, rate: string) => dec(v).times(100).dividedBy(dec(rate).plus(100));

/**
 * Gross item rows taken back to the net (in place); returns the lines' new sum, or undefined when
 * the rows are not gross or a line's rate is not known.
 */
export function netFromGrossRows(
  lines: ExtractedLine[],
  rec: Reconciled,
  vat: VatAndTotals,
  lineSum: string | undefined,
): string | undefined {
  const one = singleRate(rec, vat);
  if (!rowsAreGross(lines, rec, lineSum, one)) return undefined;
  const split =
    one === undefined && lines.every((l) => l.vatRate === undefined)
      ? ratesByContainedTax(lines, vat.rowsForBreakdown.length ? vat.rowsForBreakdown : vat.rateTaxes)
      : undefined;
  const rates = lines.map((l, i) => l.vatRate ?? split?.[i] ?? one);
  if (rates.some((r) => r === undefined)) return undefined;
  const nets = lines.map((l, i) => round(toNet(l.netAmount, rates[i] as string)));
  // the lines' net: the net less the document charge (taken to its net before)
  const target = round(dec(rec.taxExclusive?.value as string).minus(dec(rec.chargeTotal?.value ?? '0')));
  const diff = dec(target).minus(nets.reduce((a, n) => a.plus(dec(n)), dec(0)));
  // more than a cent of rounding per line: not the net of these rows
  if (diff.abs().greaterThan(dec(lines.length).times('0.01'))) return undefined;
  const big = nets.reduce(
    (k, n, i) =>
      dec(n)
        .abs()
        .greaterThan(dec(nets[k] as string).abs())
        ? i
        : k,
    0,
  );
  nets[big] = round(dec(nets[big] as string).plus(diff));
  lines.forEach((l, i) => {
    const r = rates[i] as string;
    l.netAmount = nets[i] as string;
    l.vatRate = r;
    if (l.price !== undefined) l.price = round(toNet(l.price, r));
  });
  return target;
}
