/**
 * Item tables, 4: items without a header row ("Artikel … 2 × 10,00 = 20,00"), document-level
 * allowances and charges, and the totals head rows that end a table.
 */
import { dec } from '@ic/einvoice';
import { srcOf } from '../find.ts';
import { labelRe } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import {
  CENTS,
  CENTS_END,
  CENTS_END_EUR,
  CURRENCY_SIGN_PAREN_SPACE_G,
  DECIMAL_NUMBER,
  DIGIT,
  LEADER_DOTS_G,
  NUMBER_PERCENT_EUR_G,
  OPEN_PAREN,
  PERCENT,
  SPACES_G,
  THREE_LETTERS_PLUS,
} from '../lexicon/common.ts';
import { QTY_AT_PRICE } from '../lexicon/item-blocks.ts';
import {
  ADJ_ALLOWANCE,
  ADJ_CHARGE,
  END_RE,
  GROSS_OF_RATE_RE,
  GROSS_WORD_ALONE,
  GROUP_SUM_LABEL,
  GROUP_SUM_REST,
  NET_WORD_ALONE,
  PAGE_NO_RE,
  RATE_ONLY,
  VAT_WORD_WHOLE,
} from '../lexicon/table.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import { classify, type ExtractedLine, type TableHeader } from './heads.ts';
import { columnOf, near, type Tok, tokensOf } from './tokens.ts';

/** A row's one amount in its last segment (nothing else in it) and the row's text before it. */
function unheadedAmount(
  l: Line,
  mark: DecimalMark,
): { value: string; x1: number; label: string; bracketed: boolean } | undefined {
  if (l.segs.length < 2) return undefined;
  const last = l.segs[l.segs.length - 1] as Seg;
  const toks = findAmounts(last.text, mark).filter((t) => !t.percent);
  const t = toks[0];
  if (toks.length !== 1 || !t || !CENTS.test(t.raw)) return undefined;
  // the segment holds the amount only (a currency, brackets around it)
  if (last.text.replace(t.raw, '').replace(CURRENCY_SIGN_PAREN_SPACE_G, '')) return undefined;
  // (a leader of dots between the label and its amount is no part of the label)
  const label = l.segs
    .slice(0, -1)
    .map((sg) => sg.text)
    .join(' ')
    .replace(LEADER_DOTS_G, ' ')
    .trim();
  if (!THREE_LETTERS_PLUS.test(label)) return undefined;
  return { value: t.value, x1: last.x + last.w, label, bracketed: OPEN_PAREN.test(last.text) };
}

/** A total's label, a prepaid amount's or a VAT row's: no item. */
function isTotalLabel(label: string): boolean {
  return (
    END_RE.test(label) ||
    TOTAL_LABELS.some((f) => labelRe(f, true).test(label)) ||
    // a prepaid amount ("Erhaltene Anzahlungen 500,00" over "Zahlbetrag 500,00") is no item
    labelRe('paidAmount', true).test(label) ||
    // a VAT row ("7 % MwSt. auf 100,00")
    (PERCENT.test(label) && VAT_WORD_WHOLE.test(label))
  );
}

/** Quantity, unit and unit price a row's detail line prints ("16 km à 0,95 €"). */
type RowMult = { qty: string; unit?: string; price: string; line: Line };
type UnheadedRow = { line: Line; value: string; label: string; lines: Line[]; mult?: RowMult };

/** A one-segment detail line "16 km à 0,95 €" / "3 hrs @ 45.00" that multiplies out to `amount`. */
function multipliesTo(l: Line, amount: string, mark: DecimalMark): RowMult | undefined {
  if (l.segs.length !== 1) return undefined;
  const m = QTY_AT_PRICE.exec(l.text.trim());
  const qty = m?.[1] ? parseAmount(m[1], mark) : undefined;
  const price = findAmounts(m?.[3] ?? '', mark).filter((t) => !t.percent);
  const p = price[0]?.value;
  if (!qty || price.length !== 1 || !p) return undefined;
  if (!dec(qty).times(dec(p)).toDecimalPlaces(2).minus(dec(amount)).abs().lte(dec('0.01'))) return undefined;
  return { qty, ...(m?.[2] ? { unit: m[2] } : {}), price: p, line: l };
}

/**
 * A line under a row that is one of its details: text without an amount at its end, or the row's
 * first quantity line that multiplies out to its amount (its quantity, unit and price).
 */
function addDetail(row: UnheadedRow, l: Line, mark: DecimalMark): boolean {
  const mult = row.mult ? undefined : multipliesTo(l, row.value, mark);
  if (!mult && CENTS_END_EUR.test(l.text)) return false;
  row.lines.push(l);
  if (mult) row.mult = mult;
  return true;
}

/** The rows as items (quantity 1), their nets without the rate the sum row says they include. */
function unheadedItems(block: UnheadedRow[], sumLine: Line): ExtractedLine[] {
  const rate = GROSS_OF_RATE_RE.exec(sumLine.text)?.[1]?.replace(',', '.');
  return block.map((r) => {
    const gross = dec(r.value);
    const net = rate ? gross.dividedBy(dec(100).plus(dec(rate))).times(100) : gross;
    const m = rate ? undefined : r.mult;
    const unit = m?.unit ? unitCode(m.unit) : undefined;
    // over a quantity line, the lines between it and the row are the name's wrapped rest
    const wrapped = m ? r.lines.slice(1, r.lines.indexOf(m.line)).map((x) => x.text.trim()) : [];
    return {
      name: [r.label, ...wrapped].join(' '),
      quantity: m?.qty ?? '1',
      ...(unit ? { unitCode: unit, unitText: m?.unit } : {}),
      price: m ? m.price : rate ? net.toDecimalPlaces(4).toFixed(4) : gross.toFixed(2),
      netAmount: net.toDecimalPlaces(2).toFixed(2),
      ...(rate ? { vatRate: rate } : {}),
      consistent: true,
      source: srcOf(r.line.page, r.line.segs[0] as Seg),
      confidence: 0.5,
      lines: r.lines.map((x) => x.index),
    };
  });
}

/**
 * Items without a table header: rows of a text and one amount, the amounts right-aligned in
 * one column, directly followed by a row whose amount is their sum ("Privathaftpflicht  50,00 €
 * / Lebensgefährte/in …  0,00 € / Gesamtbeitrag  50,00 €"). Text lines without an amount
 * between them are details of the row above. Each row is one item (quantity 1). When the sum
 * row says the amounts include a tax rate ("… inklusive 19 % Versicherungsteuer"), the nets are
 * the amounts without it. Groups under headings, each closed by its own sum row ("Summe
 * Monatliche Beträge  64,32"), are read one after another up to the total that is their sum.
 */
export function unheadedLines(doc: Doc, mark: DecimalMark): ExtractedLine[] {
  let block: UnheadedRow[] = [];
  const groups: ExtractedLine[] = [];
  let x1 = 0;
  let lastLine: Line | undefined;
  for (const l of doc.lines) {
    const a = unheadedAmount(l, mark);
    // (the rows go on on the next page, in a column of their own there: "Page 1 of 2" between)
    const turned = !!lastLine && block.length > 0 && l.page === lastLine.page + 1;
    const tight = (h: number) =>
      turned || (!!lastLine && lastLine.page === l.page && l.y - (lastLine.y + lastLine.h) <= h);
    const aligned = a && (turned || Math.abs(a.x1 - x1) <= 3);
    // after groups closed by their sums: the total that is their sum ends them
    if (a && groups.length && !block.length && isTotalLabel(a.label) && near(a.value, sumOf(groups), '0.001'))
      return groups;
    // the sum row right below the rows, or a little lower under a rule (a single row: only
    // under a total label, "Summe netto", "Gesamtbeitrag")
    if (a && block.length && aligned && tight(l.h * 4) && (block.length > 1 || isTotalLabel(a.label))) {
      const sum = block.reduce((acc, r) => acc.plus(dec(r.value)), dec(0));
      if (!sum.isZero() && near(a.value, sum.toString(), '0.001')) {
        const items = unheadedItems(block, l);
        // a total after groups: their last one when it sums them all, else the groups alone
        if (!groupSumLabel(a.label))
          return !groups.length || near(a.value, sumOf([...groups, ...items]), '0.001')
            ? [...groups, ...items]
            : groups;
        // a group's own sum ("Summe Monatliche Beträge"): the next group may follow
        groups.push(...items);
        block = [];
        lastLine = undefined;
        continue;
      }
    }
    if (a && !a.bracketed && !isTotalLabel(a.label) && !PERCENT.test(l.segs[l.segs.length - 1]?.text ?? '')) {
      if (!(block.length && aligned && tight(l.h * 1.5))) block = [];
      block.push({ line: l, value: a.value, label: a.label, lines: [l] });
      x1 = a.x1;
      lastLine = l;
    } else if (
      !a &&
      block.length &&
      tight(l.h * 0.8) &&
      addDetail(block[block.length - 1] as UnheadedRow, l, mark)
    ) {
      // a detail line of the row above
      lastLine = l;
    } else if (!(block.length && lastLine && (l.page > lastLine.page || PAGE_NO_RE.test(l.text.trim())))) {
      // (a page's foot under the rows, the next page's head over them: the rows go on)
      block = [];
      lastLine = undefined;
    }
  }
  return groups;
}

const sumOf = (items: ExtractedLine[]) =>
  items.reduce((acc, x) => acc.plus(dec(x.netAmount)), dec(0)).toString();

/**
 * A group's sum row: "Summe" and the group's name, no total's label ("Summe netto"); a total's bare
 * word ("Totaal", "Total") with a group's name after it is one ("Totaal pakbon"), unless that name
 * is a word of the totals ("Total MwSt").
 */
export function groupSumLabel(label: string): boolean {
  if (!GROUP_SUM_LABEL.test(label)) return false;
  return !TOTAL_LABELS.some((f) => {
    const m = labelRe(f, true).exec(label);
    if (!m) return false;
    const rest = label.slice(m[0].length);
    return !GROUP_SUM_REST.test(rest) || END_RE.test(rest.trim());
  });
}

/**
 * A row of the item table that is only an allowance or charge of the item above: an allowance or
 * charge word, one amount (in the amount column, or the rightmost), maybe a percentage, no quantity.
 */
export function adjustmentOf(
  header: TableHeader,
  row: Line[],
  mark: DecimalMark,
  prevNet?: string,
): { amount: string; percent?: string; reason?: string } | undefined {
  const text = row.map((l) => l.text).join(' ');
  let allowance = ADJ_ALLOWANCE.test(text);
  const charge = ADJ_CHARGE.test(text);
  const toks = row.flatMap((l) => tokensOf(l, mark));
  const nums = toks.filter((t) => !t.percent);
  const pct = toks.filter((t) => t.percent);
  if (nums.length !== 1 || pct.length > 1) return undefined;
  const t = nums[0] as Tok;
  const a = dec(t.value).abs();
  // no word, only "1,00 %" and "- 0,10" under the item: a discount when the amount is that
  // percentage of the item's net
  if (
    !allowance &&
    !charge &&
    pct[0] &&
    prevNet !== undefined &&
    dec(t.value).isNegative() &&
    !THREE_LETTERS_PLUS.test(text) &&
    dec(prevNet).times(dec(pct[0].value)).dividedBy(100).abs().minus(a).abs().lte(dec('0.01'))
  )
    allowance = true;
  if (allowance === charge) return undefined;
  const kind = columnOf(header, t.x0, t.x1)?.kind;
  if (kind === 'qty' || kind === 'price' || kind === 'vat') return undefined;
  if (a.isZero()) return undefined;
  const reason = text.replace(NUMBER_PERCENT_EUR_G, ' ').replace(SPACES_G, ' ').trim();
  return {
    amount: (allowance ? a.negated() : a).toFixed(2),
    ...(pct[0] ? { percent: pct[0].value } : {}),
    ...(reason ? { reason } : {}),
  };
}

/**
 * The header row of a small table printed inside the item table: three or more text cells, no
 * digits, at least one of them a column word ("Art | Grund | % Grundbetrag | Betrag",
 * "Art-Nr. | Beschreibung | Menge").
 */
export function subHeader(l: Line): boolean {
  if (l.segs.length < 3 || DIGIT.test(l.text)) return false;
  if (l.segs.some((s) => s.text.trim().length > 30)) return false;
  return l.segs.some((s) => classify(s.text) !== undefined);
}

const TOTAL_LABELS = ['lineNetTotal', 'taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'] as const;

/** A line of two or more total labels without numbers (the header of a totals block). */
export function totalsHeader(l: Line): boolean {
  if (l.segs.length < 2 || DECIMAL_NUMBER.test(l.text)) return false;
  const hits = l.segs.filter((s) => TOTAL_LABELS.some((f) => labelRe(f, true).test(s.text.trim())));
  return hits.length >= 2;
}

/**
 * Bare column words of a totals block set side by side ("Net | VAT 19 % | Gross",
 * "HT | TVA 20 % | TTC", "Netto | BTW | Bruto"): labels only in such a header row.
 */
const HEAD_CELL: Partial<Record<'taxExclusive' | 'taxInclusive', RegExp>> = {
  taxExclusive: NET_WORD_ALONE,
  taxInclusive: GROSS_WORD_ALONE,
};
export function headCell(text: string): 'taxExclusive' | 'taxInclusive' | undefined {
  const t = text.trim();
  return (Object.keys(HEAD_CELL) as Array<'taxExclusive' | 'taxInclusive'>).find((f) =>
    HEAD_CELL[f]?.test(t),
  );
}
/**
 * A header row of a totals block: two or more cells that are total labels (alone or with a rate,
 * "VAT 19 %") or bare column words, and no amount on the row.
 */
export function totalsHeadRow(line: Line, mark: DecimalMark): boolean {
  if (line.segs.length < 2) return false;
  let hits = 0;
  for (const s of line.segs) {
    if (findAmounts(s.text, mark).some((a) => !a.percent && CENTS_END.test(a.raw ?? ''))) return false;
    if (headCell(s.text)) hits++;
    else
      for (const f of ['taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'] as const) {
        const m = labelRe(f, true).exec(s.text.trim());
        if (m && (m[0].length === s.text.trim().length || RATE_ONLY.test(s.text.trim().slice(m[0].length)))) {
          hits++;
          break;
        }
      }
  }
  return hits >= 2;
}
