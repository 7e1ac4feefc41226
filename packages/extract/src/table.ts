/**
 * Line-item tables: a header row names the columns (Pos., Beschreibung, Menge, Einheit,
 * Einzelpreis, MwSt, Betrag / Description, Qty, Unit price, VAT, Amount / Désignation, Qté, P.U.,
 * Montant HT …); rows below it are grouped into items (a new item starts at a line carrying two or
 * more numbers; lines with text only continue the item above). Within an item the arithmetic
 * quantity × unit price = line net decides which number is which when columns are ambiguous.
 */
import { dec } from '@ic/einvoice';

type Decimal = ReturnType<typeof dec>;

import { type Source, srcOf } from './find.ts';
import { COLUMN_WORDS, labelRe } from './labels.ts';
import type { Doc, Line, Seg } from './layout.ts';
import {
  BRACKETED_CODE_START,
  BULLET_OR_DASH_START,
  BULLET_START,
  CENTS,
  CENTS_AMOUNT,
  CENTS_END,
  CENTS_END_EUR,
  CODE_BEFORE_NAME,
  CODE_DASH_NAME,
  CODE_GLUED_TO_NAME,
  COLON_END,
  COLON_START,
  CURRENCY_SIGN_OR_COLON_G,
  CURRENCY_SIGN_PAREN_SPACE_G,
  DASH_WORD_START,
  DECIMAL_END,
  DECIMAL_NUMBER,
  DIGIT,
  DIGIT_COLON_END,
  DIGIT_START,
  DIGITS_ONLY,
  EQUALS_CELL,
  GTIN_GLUED_START,
  HEAD_WORD_BREAK,
  HYPHEN_AFTER_WORD_OR_PAREN,
  HYPHEN_WORD_START,
  LEADING_SLASH,
  LEADING_SPACES,
  LETTER,
  LETTER_HYPHEN_END,
  LETTER_START,
  LONG_DIGIT_RUN,
  LONG_DIGITS_START,
  NAME_DASH_MORE,
  NUMBER_BEFORE_TIMES,
  NUMBER_GLUED_UNIT,
  NUMBER_PAREN_WORD,
  NUMBER_PERCENT_EUR_G,
  NUMBERED_TEXT,
  ONE_TO_THREE_DIGITS,
  OPEN_PAREN,
  OPEN_PARENTHESIS_UNCLOSED,
  PARENTHESIS_ONLY,
  PARENTHESIS_WORD_START,
  PERCENT,
  POSITION_NUMBER,
  POSITION_NUMBER_NAME,
  POSITION_NUMBER_SPACE,
  POSITION_NUMBER_TEXT,
  QUANTITY_UNIT_PAREN_END,
  SHORT_CODE,
  SLASH_PAIR,
  SPACE_THEN_CHAR_G,
  SPACES,
  SPACES_G,
  TEXT_TWICE,
  THREE_DIGITS,
  THREE_LETTERS_PLUS,
  TIMES_BEFORE_NUMBER,
  TIMES_NUMBER_END,
  TOKEN_COLON_START,
  TRAILING_COLON,
  TRAILING_DOT,
  TRAILING_HYPHEN_OR_SLASH,
  TRAILING_LONG_NUMBER,
  TRAILING_NUMBER,
  TRAILING_OPEN_NUMBER_PAREN,
  TRAILING_PERCENT,
  TRAILING_PUNCTUATION,
  TWO_LETTERS,
  TWO_LETTERS_PLUS,
  TWO_LOWER,
  UPPER_LETTER,
  WHITESPACE,
  WIDE_GAP,
  WORD_AFTER,
  WORD_BEFORE_END,
  WORD_BROKEN_AT_HYPHEN,
  WORD_COLON_START,
  WORD_LABEL_END,
} from './lexicon/common.ts';
import {
  ADJ_ALLOWANCE,
  ADJ_CHARGE,
  ALLOWANCE_WORD,
  AMOUNT_HEAD_EN,
  AMOUNT_WORD,
  AMOUNT_WORD_ALONE,
  ART_HEAD,
  ARTICLE_ALONE,
  ARTICLE_ID_HEAD,
  CARRY_RE,
  CENT_UNIT_START,
  CHARGE_WORD,
  CODE_RE,
  END_RE,
  FOOTER_CUE,
  GROSS_LABEL_END,
  GROSS_OF_RATE_RE,
  GROSS_RE,
  GROSS_WORD_ALONE,
  HOURS_HEAD,
  IBAN_RUN,
  INCL_RE,
  ITEM_NUMBER_HEAD,
  LABEL_TEXT,
  LEGAL_NUMBER_BEFORE,
  NAME_AND_DESC,
  NAME_NOISE,
  NET_LABEL_END,
  NET_PRICE_HEAD,
  NET_WORD_ALONE,
  PAGE_NO_RE,
  POSITION_HEAD,
  PRICE_WORD_ALONE,
  RANGE_JOINER,
  RATE_ONLY,
  SHIPPING_WORD,
  SUBTOTAL_RE,
  TAX_QUAL,
  TOTAL_PRICE_WORD,
  UNIT_IN_NAME,
  VAT_WORD_WHOLE,
  ZERO_RATED_WORD,
} from './lexicon/table.ts';
import { type DecimalMark, findAmounts, parseAmount } from './parse/amount.ts';
import { findDates } from './parse/date.ts';
import { unitCode } from './parse/units.ts';

export { RATE_ONLY } from './lexicon/table.ts';

export type ColumnKind = keyof typeof COLUMN_WORDS;

export interface Column {
  kind: ColumnKind;
  x0: number;
  x1: number;
  cx: number;
  /** the unit a quantity column's head names ("Hours", "Stunden" → HUR) */
  unit?: string;
}

/** Unit named by a quantity column head. */
function headUnit(text: string): string | undefined {
  const t = text.trim().replace(TRAILING_COLON, '');
  if (HOURS_HEAD.test(t)) return 'HUR';
  return undefined;
}

export interface TableHeader {
  line: Line;
  columns: Column[];
  /**
   * The description column is headed "name & description" ("NOM & DESIGNATION", "Name und
   * Beschreibung"): a cell "NAME - description" holds both, the item name is the part before
   * the dash.
   */
  nameAndDescription?: boolean;
  /** header cells of columns no number is read from (a gross amount beside the net amount) */
  ignore?: Array<{ x0: number; x1: number }>;
}

/** Lines of the header row's block (the row and the text-only lines touching it above/below). */
function headerBlock(doc: Doc, line: Line): Line[] {
  const out = [line];
  for (const dir of [-1, 1]) {
    let cur = line;
    for (let k = line.index + dir; k >= 0 && k < doc.lines.length && out.length < 9; k += dir) {
      const l = doc.lines[k];
      if (!l || l.page !== line.page || DECIMAL_NUMBER.test(l.text)) break;
      const gap = dir < 0 ? cur.y - (l.y + l.h) : l.y - (cur.y + cur.h);
      if (gap > Math.max(cur.h, 6) * 1.2) break;
      out.push(l);
      cur = l;
    }
  }
  return out;
}

export interface ExtractedLine {
  id?: string;
  name: string;
  quantity?: string;
  unitCode?: string;
  /** the unit as printed ("Stk", "kg"), when one was read */
  unitText?: string;
  price?: string;
  netAmount: string;
  vatRate?: string;
  /** the rate was printed as a bare number in the VAT column (no "%"): it may be a VAT code */
  vatRateBare?: boolean;
  /** q × p = net holds */
  consistent: boolean;
  source: Source;
  confidence: number;
  /** indexes of the document lines the item spans */
  lines: number[];
  /** a document-level allowance or charge printed among the items ("Remise : …  -5,00") */
  docLevel?: 'allowance' | 'charge';
  /**
   * allowance/charge rows printed under the item ("abzgl. 10 % Rabatt  -2,00"): signed amounts,
   * not yet taken off `netAmount` (the caller decides whether the printed net is before them)
   */
  adjustments?: Array<{ amount: string; percent?: string; reason?: string }>;
  /**
   * sub-positions printed under the item ("1.1", "1.2" under "1"): details of a bundle or group
   * whose amount is the item's; not part of the line sum (their document lines are in `lines`)
   */
  subLines?: ExtractedLine[];
}

function classify(text: string): ColumnKind | undefined {
  const t = text.trim().replace(TRAILING_COLON, '');
  if (t.length > 40) return undefined;
  if (COLUMN_WORDS.pos.test(t)) return 'pos';
  // "Item #", "Art. No.", "Product ID": a number column, not the description
  if (ITEM_NUMBER_HEAD.test(t)) return 'pos';
  if (COLUMN_WORDS.qty.test(t)) return 'qty';
  if (COLUMN_WORDS.unit.test(t)) return 'unit';
  if (COLUMN_WORDS.disc.test(t)) return 'disc';
  // "Unit price (excl. VAT)", "Item subtotal (incl. VAT)", "Totaal excl. btw": a price or an
  // amount, not the rate column
  if (TAX_QUAL.test(t)) {
    const rest = t.replace(TAX_QUAL, ' ').trim();
    const k = rest && !PRICE_WORD_ALONE.test(rest) ? classify(rest) : undefined;
    if (k === 'price' || k === 'amount') return k;
  }
  if (COLUMN_WORDS.vat.test(t) && !AMOUNT_WORD.test(t)) return 'vat';
  // "Prix HT" / "Price excl. VAT" without a unit word is the line amount
  if (NET_PRICE_HEAD.test(t)) return 'amount';
  if (COLUMN_WORDS.price.test(t) && !TOTAL_PRICE_WORD.test(t)) return 'price';
  if (COLUMN_WORDS.amount.test(t)) return 'amount';
  if (COLUMN_WORDS.desc.test(t)) return 'desc';
  // "Menge/Einheit", "Menge / Einh.": the quantity column (the unit printed with it)
  const slash = SLASH_PAIR.exec(t);
  if (slash?.[1] && COLUMN_WORDS.qty.test(slash[1]) && COLUMN_WORDS.unit.test(slash[2] ?? '')) return 'qty';
  return undefined;
}

/** the kinds whose column words are matched whole (a word of their own, "Menge", "Unit", "Pos.") */
const WHOLE_KINDS: ColumnKind[] = ['pos', 'qty', 'unit'];

/** The head text is one column word as a whole ("Unit price", "Einzelpreis"), not a part of it. */
function wholeHead(t: string): boolean {
  const k = classify(t);
  if (!k) return false;
  if (!['price', 'amount', 'desc', 'vat'].includes(k)) return true;
  const m = COLUMN_WORDS[k].exec(t);
  return !!m && m.index === 0 && m[0].length === t.length;
}

/**
 * Column heads set so close that the text layer joined them into one segment ("Unit Unit Price",
 * "EinheitEinzelpreis", "Menge Einheit", "Bezeichnung Menge"): a quantity, unit or position word
 * at the start or the end of a segment that is no single head, cut off at a space or where a
 * capitalised word is glued to the one before. Parts in reading order, with their character
 * offsets; undefined when the segment is no such run of heads.
 */
function splitHeads(t: string, at = 0): Array<{ text: string; from: number; to: number }> | undefined {
  if (wholeHead(t) || t.length > 50) return undefined;
  const cuts: number[] = [];
  for (const m of t.matchAll(HEAD_WORD_BREAK)) cuts.push(m.index);
  const whole = (x: string) => {
    const k = classify(x);
    return k && WHOLE_KINDS.includes(k) ? k : undefined;
  };
  const rest = (x: string, from: number) =>
    wholeHead(x) ? [{ text: x, from, to: from + x.length }] : splitHeads(x, from);
  // a discount head after the price head ("Einzelpreis Rabatt %", "Preis/ME Rabatt %", "Unit
  // price Discount": first, so that "Unit" is not cut off as a unit head)
  for (const c of cuts) {
    const left = t.slice(0, c);
    const right = t.slice(c).replace(LEADING_SPACES, '');
    // … and a VAT head after the discount head ("Disc.% Taxes", "Rabatt % MwSt.", "Remise TVA")
    if (
      (classify(right) === 'disc' && classify(left) === 'price') ||
      (classify(left) === 'disc' && classify(right) === 'vat')
    )
      return [
        { text: left, from: at, to: at + left.length },
        { text: right, from: at + t.length - right.length, to: at + t.length },
      ];
  }
  for (const c of cuts) {
    const left = t.slice(0, c);
    const right = t.slice(c).replace(LEADING_SPACES, '');
    const from = at + t.length - right.length;
    // "Menge/Einheit" is one head
    if (LEADING_SLASH.test(right)) continue;
    const lk = whole(left);
    if (lk) {
      const r = rest(right, from);
      if (r && classify(r[0]?.text ?? '') !== lk)
        return [{ text: left, from: at, to: at + left.length }, ...r];
    }
  }
  // a quantity or unit word at the end of the description head ("Bezeichnung Menge"; not after a
  // price head: "Preis Stk." is a price per piece)
  const c = cuts[cuts.length - 1];
  if (c !== undefined) {
    const left = t.slice(0, c);
    const right = t.slice(c).replace(LEADING_SPACES, '');
    const rk = whole(right);
    if (rk && wholeHead(left) && classify(left) === 'desc')
      return [
        { text: left, from: at, to: at + left.length },
        { text: right, from: at + t.length - right.length, to: at + t.length },
      ];
  }
  return undefined;
}

/** "Unit price (excl. VAT)": one price column, not a price and a rate column. */
function qualifiedCols(s: Seg): Column[] | undefined {
  const qualified = TAX_QUAL.test(s.text) ? classify(s.text) : undefined;
  if (qualified === 'price' || qualified === 'amount')
    return [{ kind: qualified, x0: s.x, x1: s.x + s.w, cx: s.x + s.w / 2 }];
  return undefined;
}

/** "Qty: Subtotal: VAT:": three or more column words in one segment, each at its own place. */
function wordRunCols(s: Seg, words: string[], parts: string[]): Column[] | undefined {
  const kinds = parts.map((p) => classify(p));
  if (
    !(
      words.length === 1 &&
      parts.length >= 3 &&
      kinds.every((k) => k) &&
      new Set(kinds).size === kinds.length &&
      kinds.filter((k) => k === 'qty' || k === 'price' || k === 'amount' || k === 'vat').length >= 2
    )
  )
    return undefined;
  const cols: Column[] = [];
  const cw = s.w / Math.max(1, s.text.length);
  let at = 0;
  for (const p of parts) {
    const i = s.text.indexOf(p, at);
    at = i + p.length;
    const x0 = s.x + i * cw;
    const x1 = s.x + at * cw;
    cols.push({ kind: classify(p) as ColumnKind, x0, x1, cx: (x0 + x1) / 2 });
  }
  return cols;
}

/**
 * "MwSt-% Nettowert": a rate column next to an amount column in one segment; also "MwSt.
 * Gesamtpreis" (not "MwSt. Betrag", the tax amount's own head).
 */
function rateAndAmount(words: string[], parts: string[]): boolean {
  return (
    words.length === 1 &&
    parts.length === 2 &&
    (TRAILING_PERCENT.test(parts[0] ?? '') ||
      (classify(parts[1] ?? '') === 'amount' && !AMOUNT_WORD_ALONE.test(parts[1] ?? ''))) &&
    classify(parts[0] ?? '') === 'vat' &&
    ['amount', 'price'].includes(classify(parts[1] ?? '') ?? '')
  );
}

/** "Unit price VAT [%]": a price (or amount) column and a rate column in one segment. */
function priceVatCols(s: Seg, words: string[], parts: string[]): Column[] | undefined {
  const cut = parts.findIndex(
    (_, i) =>
      i > 0 &&
      COLUMN_WORDS.vat.test(parts[i] ?? '') &&
      !COLUMN_WORDS.vat.test(parts.slice(0, i).join(' ')) &&
      ['price', 'amount'].includes(classify(parts.slice(0, i).join(' ')) ?? '') &&
      classify(parts.slice(i).join(' ')) === 'vat',
  );
  if (!(words.length === 1 && cut > 0)) return undefined;
  const left = parts.slice(0, cut).join(' ');
  const xm = s.x + (s.w * (left.length + 1)) / Math.max(1, s.text.length);
  const lk = classify(left) as ColumnKind;
  return [
    { kind: lk, x0: s.x, x1: xm - 3, cx: (s.x + xm - 3) / 2 },
    { kind: 'vat', x0: xm, x1: s.x + s.w, cx: (xm + s.x + s.w) / 2 },
  ];
}

/** "Position Material/Beschreibung": a position head and the description head in one segment. */
function posDescCols(s: Seg, words: string[], parts: string[]): Column[] | undefined {
  const posDesc =
    words.length === 1 && parts.length >= 2 && POSITION_HEAD.test(parts[0] ?? '')
      ? parts.slice(1).join(' ')
      : undefined;
  if (!posDesc || classify(posDesc) !== 'desc') return undefined;
  const xm = s.x + (s.w * ((parts[0] ?? '').length + 1)) / Math.max(1, s.text.length);
  return [
    { kind: 'pos', x0: s.x, x1: xm - 3, cx: (s.x + xm - 3) / 2 },
    { kind: 'desc', x0: xm, x1: s.x + s.w, cx: (xm + s.x + s.w) / 2 },
  ];
}

/** Heads the text layer joined into one segment, each at its share of the segment. */
function joinedHeadCols(s: Seg): Column[] | undefined {
  const heads = splitHeads(s.text.trim());
  if (!heads || heads.length < 2) return undefined;
  const cw = s.w / Math.max(1, s.text.trim().length);
  return heads.map((p) => {
    const x0 = s.x + p.from * cw;
    const x1 = s.x + p.to * cw;
    const hk = classify(p.text) as ColumnKind;
    const phu = hk === 'qty' ? headUnit(p.text) : undefined;
    return { kind: hk, x0, x1, cx: (x0 + x1) / 2, ...(phu ? { unit: phu } : {}) };
  });
}

/** One column word; or two words of two kinds, each half of the segment. */
function plainCols(s: Seg, words: string[], parts: string[], two: boolean): Column[] {
  const k = two ? undefined : classify(s.text);
  const hu = k === 'qty' ? headUnit(s.text) : undefined;
  if (k) return [{ kind: k, x0: s.x, x1: s.x + s.w, cx: s.x + s.w / 2, ...(hu ? { unit: hu } : {}) }];
  if (words.length === 1 && parts.length === 2 && classify(parts[0] ?? '') && classify(parts[1] ?? '')) {
    const half = s.w / 2;
    return [
      { kind: classify(parts[0] ?? '') as ColumnKind, x0: s.x, x1: s.x + half, cx: s.x + half / 2 },
      { kind: classify(parts[1] ?? '') as ColumnKind, x0: s.x + half, x1: s.x + s.w, cx: s.x + 1.5 * half },
    ];
  }
  return [];
}

/** The columns one header segment stands for ("Menge Einheit" may be one segment). */
function segColumns(s: Seg): Column[] {
  const words = s.text.split(WIDE_GAP);
  const parts = s.text.split(' ');
  const early = qualifiedCols(s) ?? wordRunCols(s, words, parts);
  if (early) return early;
  const two = rateAndAmount(words, parts);
  if (two) return plainCols(s, words, parts, two);
  return (
    priceVatCols(s, words, parts) ??
    posDescCols(s, words, parts) ??
    joinedHeadCols(s) ??
    plainCols(s, words, parts, two)
  );
}

/** Head words whose kind depends on their neighbours ("Amount" as quantity, "Artikel" as number). */
function fixHeadKinds(cols: Column[], segs: Seg[]): void {
  // "Amount | Unit | Price | Total": "Amount" left of another amount column and no quantity
  // column is the quantity (a German "Menge" translated)
  const amountHeads = cols.filter((c) => c.kind === 'amount').sort((a, b) => a.x0 - b.x0);
  const firstAmount = amountHeads[0];
  if (
    firstAmount &&
    amountHeads.length >= 2 &&
    !cols.some((c) => c.kind === 'qty') &&
    segs.some((sg) => AMOUNT_HEAD_EN.test(sg.text.trim()) && Math.abs(sg.x - firstAmount.x0) < 1)
  )
    firstAmount.kind = 'qty';
  // "Pos. | Artikel | Bezeichnung": "Artikel" (item) alone, left of another description head,
  // heads the article numbers, not the names
  const descHeads = cols.filter((c) => c.kind === 'desc').sort((a, b) => a.x0 - b.x0);
  if (descHeads.length >= 2)
    for (const c of descHeads.slice(0, -1)) {
      // the head's own words (a segment may hold several heads: "Pos. Artikel")
      const sg = segs.find((g) => g.x <= c.x0 + 1 && c.x1 <= g.x + g.w + 1);
      const cw = sg ? sg.w / Math.max(1, sg.text.length) : 0;
      const head = sg?.text.slice(Math.round((c.x0 - sg.x) / cw), Math.round((c.x1 - sg.x) / cw)).trim();
      if (head && ARTICLE_ALONE.test(head)) c.kind = 'pos';
    }
}

function headerColumns(segs: Seg[]): Column[] | undefined {
  const cols = segs.flatMap((s) => segColumns(s));
  fixHeadKinds(cols, segs);
  const kinds = new Set(cols.map((c) => c.kind));
  const numeric = ['qty', 'price', 'amount'].filter((k) => kinds.has(k as ColumnKind)).length;
  if (!(cols.length >= 3 && numeric >= 2 && (kinds.has('amount') || kinds.has('price')))) return undefined;
  // the rightmost amount-like column is the line net; a second "amount" left of it is the price
  const amounts = cols.filter((c) => c.kind === 'amount');
  if (amounts.length > 1 && !kinds.has('price')) (amounts[0] as Column).kind = 'price';
  if (!kinds.has('amount')) {
    const prices = cols.filter((c) => c.kind === 'price');
    if (prices.length > 1) (prices[prices.length - 1] as Column).kind = 'amount';
  }
  return cols;
}

/**
 * A header printed on two lines ("Menge" above an empty spot, "Preis/" above "Einheit"): the
 * upper line's words join the segment below them ("Preis/Einheit") or stand as their own column.
 */
function twoLineHeader(above: Line, line: Line): Seg[] | undefined {
  if (above.page !== line.page || DIGIT.test(above.text)) return undefined;
  if (line.y - (above.y + above.h) > Math.max(above.h, 6) * 1.2) return undefined;
  const segs = line.segs.map((s) => ({ ...s }));
  for (const a of above.segs) {
    const below = segs.find((s) => a.x < s.x + s.w && s.x < a.x + a.w);
    if (below) {
      below.text = TRAILING_HYPHEN_OR_SLASH.test(a.text)
        ? `${a.text}${below.text}`
        : `${a.text} ${below.text}`;
      const x0 = Math.min(below.x, a.x);
      below.w = Math.max(below.x + below.w, a.x + a.w) - x0;
      below.x = x0;
    } else segs.push({ ...a, y: line.y });
  }
  return segs.sort((a, b) => a.x - b.x);
}

/** Header rows of item tables (a line with at least three recognised column words incl. an amount). */
export function findHeaders(doc: Doc): TableHeader[] {
  const out: TableHeader[] = [];
  for (const line of doc.lines) {
    if (line.segs.length < 3) continue;
    let cols = headerColumns(line.segs);
    if (cols) {
      // words of a two-line header printed above, over no column of this line ("Prix" above
      // an empty spot, "unitaire" below): their own column
      const above = doc.lines[line.index - 1];
      if (above && above.page === line.page && !DIGIT.test(above.text) && line.y - (above.y + above.h) < 3) {
        for (const a of above.segs) {
          const k = classify(a.text);
          if (k !== 'price' || cols.some((c) => c.kind === k)) continue;
          if (line.segs.some((s) => a.x < s.x + s.w && s.x < a.x + a.w)) continue;
          cols.push({ kind: k, x0: a.x, x1: a.x + a.w, cx: a.x + a.w / 2 });
        }
      }
      // a header of stacked lines ("TOTAL HT" printed a few points above the row with the other
      // words): a line-amount column from the stacked lines when the row has none
      if (!cols.some((c) => c.kind === 'amount')) {
        for (const l of headerBlock(doc, line)) {
          if (l === line || DECIMAL_NUMBER.test(l.text)) continue;
          for (const a of l.segs) {
            if (classify(a.text) !== 'amount' || cols.some((c) => c.kind === 'amount')) continue;
            if (cols.some((c) => a.x < c.x1 && c.x0 < a.x + a.w)) continue;
            cols.push({ kind: 'amount', x0: a.x, x1: a.x + a.w, cx: a.x + a.w / 2 });
          }
        }
      }
      {
        cols.sort((a, b) => a.x0 - b.x0);
        const prices = cols.filter((c) => c.kind === 'price');
        if (!cols.some((c) => c.kind === 'amount') && prices.length > 1)
          (prices[prices.length - 1] as Column).kind = 'amount';
      }
    }
    if (!cols) {
      const above = doc.lines[line.index - 1];
      const merged = above ? twoLineHeader(above, line) : undefined;
      if (merged) cols = headerColumns(merged);
      if (cols && out.some((h) => h.line.index === line.index - 1)) cols = undefined;
    }
    if (cols) {
      const h: TableHeader = { line, columns: cols };
      // a gross amount column ("Gross", "Brutto", "TTC") next to the net amount column: its
      // numbers belong to no column (they would be read as the line net)
      const gross = line.segs.filter(
        (g) =>
          GROSS_RE.test(g.text.trim()) ||
          (INCL_RE.test(g.text) && ['price', 'amount'].includes(classify(g.text) ?? '')),
      );
      const hit = (g: Seg, c: Column) => g.x < c.x1 && c.x0 < g.x + g.w;
      const kept = (k: ColumnKind) => cols.some((c) => c.kind === k && !gross.some((g) => hit(g, c)));
      // … also with no net amount column when a quantity and a net price are printed (the net
      // is their product)
      if (gross.length && (kept('amount') || (kept('qty') && kept('price')))) {
        h.columns = cols.filter((c) => !gross.some((g) => hit(g, c)));
        h.ignore = gross.map((g) => ({ x0: g.x, x1: g.x + g.w }));
      }
      // "Subtotal | VAT | Total": the amount right of a rate column that follows the line amount
      // is the gross
      const amts = h.columns.filter((c) => c.kind === 'amount').sort((a, b) => a.x0 - b.x0);
      const lastAmt = amts[amts.length - 1];
      const prevAmt = amts[amts.length - 2];
      if (
        lastAmt &&
        prevAmt &&
        h.columns.some((c) => c.kind === 'vat' && c.x0 >= prevAmt.x1 - 1 && c.x1 <= lastAmt.x0 + 1)
      ) {
        h.columns = h.columns.filter((c) => c !== lastAmt);
        h.ignore = [...(h.ignore ?? []), { x0: lastAmt.x0, x1: lastAmt.x1 }];
      }
      // a heading of no known kind right of the line amount ("… | Montant HT | Réf."): its
      // numbers are no line amount
      const lastAmount = Math.max(...h.columns.filter((c) => c.kind === 'amount').map((c) => c.x1));
      const unknownRight = line.segs.filter(
        (g) => g.x > lastAmount + 3 && !DIGIT.test(g.text) && g.text.trim().length <= 12 && !classify(g.text),
      );
      if (unknownRight.length)
        h.ignore = [...(h.ignore ?? []), ...unknownRight.map((g) => ({ x0: g.x, x1: g.x + g.w }))];
      if (headerBlock(doc, line).some((l) => NAME_AND_DESC.test(l.text))) h.nameAndDescription = true;
      out.push(h);
    }
  }
  return out;
}

/** A carry-over line: its label and at most the carried sum besides. */
function carryLine(l: Line, mark: DecimalMark): boolean {
  const k = l.segs.findIndex((sg) => CARRY_RE.test(sg.text.trim()));
  if (k < 0) return false;
  const rest = l.segs.filter((_, i) => i !== k);
  return rest.reduce((n, sg) => n + findAmounts(sg.text, mark).length, 0) <= 1;
}

/** A footer line: an IBAN or two footer words, and no money amount (an item row's numbers). */
function footerLine(l: Line): boolean {
  if (CENTS_AMOUNT.test(l.text.replace(IBAN_RUN, ' '))) return false;
  return IBAN_RUN.test(l.text) || (l.text.match(FOOTER_CUE) ?? []).length >= 2;
}

interface Tok {
  value: string;
  percent: boolean;
  x0: number;
  x1: number;
  line: Line;
  seg: Seg;
  raw: string;
  /** where the token starts in its segment's text */
  index: number;
}

function tokensOf(line: Line, mark: DecimalMark): Tok[] {
  const out: Tok[] = [];
  for (const seg of line.segs) {
    // a bulleted detail line ("• Beschreibung: Abschlag 10% von 450,-"): its numbers are text
    if (BULLET_START.test(seg.text)) continue;
    // a page number ("Seite 4 von 5", "Page 2 of 3", "2 / 3")
    if (PAGE_NO_RE.test(seg.text.trim())) continue;
    const n = seg.text.length || 1;
    // a quantity cell with its unit run on ("8h", "2.5hrs", "12pcs"): the number, the unit after it
    const glued = NUMBER_GLUED_UNIT.exec(seg.text);
    if (glued?.[2] && glued[3] && unitCode(glued[3]) !== undefined) {
      const index = (glued[1] ?? '').length;
      const raw = glued[2];
      const value = parseAmount(raw, mark);
      if (value !== undefined) {
        const x0 = seg.x + (seg.w * index) / n;
        const x1 = seg.x + (seg.w * (index + raw.length)) / n;
        out.push({ value, percent: false, x0, x1, line, seg, raw, index });
        continue;
      }
    }
    const dates = findDates(seg.text);
    const toks = findAmounts(seg.text, mark);
    for (const t of toks) {
      if (dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length)) continue;
      // a reference number in running text ("Teil A § 2", "Ziff. 3") is no cell
      if (LEGAL_NUMBER_BEFORE.test(seg.text.slice(0, t.index))) continue;
      // a number ending a label ("Artikelrabatt 1:") or a time of day ("15:39") is no cell
      const after = seg.text.slice(t.index + t.raw.length);
      if (!t.percent && (COLON_START.test(after) || DIGIT_COLON_END.test(seg.text.slice(0, t.index))))
        continue;
      // eight or more digits without separators are an id (GTIN, order number), not an amount
      if (LONG_DIGIT_RUN.test(t.raw)) continue;
      // a number between two words of a text run ("Bauabschnitt 1 gesamt", "Typkl. 18 Regio"),
      // unless the word after it is a unit ("2 Std", "5 Stück")
      const wordAfter = WORD_AFTER.exec(after)?.[1];
      if (
        !t.percent &&
        WORD_BEFORE_END.test(seg.text.slice(0, t.index)) &&
        wordAfter &&
        wordAfter.length >= 2 &&
        unitCode(wordAfter) === undefined
      )
        continue;
      // a dimension in a text run ("Karton 3 x 20", "20 x 150g Becher") is part of the text
      if (
        TWO_LETTERS.test(seg.text) &&
        (TIMES_BEFORE_NUMBER.test(after) || NUMBER_BEFORE_TIMES.test(seg.text.slice(0, t.index)))
      )
        continue;
      const x0 = seg.x + (seg.w * t.index) / n;
      const x1 = seg.x + (seg.w * (t.index + t.raw.length)) / n;
      out.push({ value: t.value, percent: t.percent, x0, x1, line, seg, raw: t.raw, index: t.index });
    }
  }
  return out;
}

/**
 * A VAT-column cell naming a zero rate in words ("Z", "Zero", "zero-rated", "Exempt", "0% (Z)" is
 * a number): the line's rate is 0 (its category follows from the document's wording).
 */
function zeroRateCell(header: TableHeader, line: Line): string | undefined {
  if (!header.columns.some((c) => c.kind === 'vat')) return undefined;
  for (const sg of line.segs) {
    if (!ZERO_RATED_WORD.test(sg.text.trim())) continue;
    if (columnOf(header, sg.x, sg.x + sg.w)?.kind === 'vat') return '0';
  }
  return undefined;
}

/** The number is the value of an inline label ("Basis: -3,00", "Rabattbetrag: 0,10"), not a cell. */
function afterInlineLabel(t: Tok): boolean {
  const segs = t.line.segs;
  const i = segs.indexOf(t.seg);
  const before = `${segs
    .slice(0, Math.max(0, i))
    .map((s) => s.text)
    .join(' ')} ${t.seg.text.slice(0, Math.max(0, t.seg.text.indexOf(t.raw)))}`;
  return WORD_LABEL_END.test(before);
}

function columnOf(header: TableHeader, x0: number, x1: number): Column | undefined {
  let bestCol: Column | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  const cx = (x0 + x1) / 2;
  const dist = (c: { x0: number; x1: number }) => {
    const overlap = Math.min(x1, c.x1 + 6) - Math.max(x0, c.x0 - 6);
    return overlap > 0
      ? 0
      : Math.min(Math.abs(cx - (c.x0 + c.x1) / 2), Math.abs(x1 - c.x1), Math.abs(x0 - c.x0));
  };
  for (const c of header.columns) {
    const d = dist(c);
    if (d < bestD) {
      bestD = d;
      bestCol = c;
    }
  }
  if (header.ignore?.some((g) => dist(g) < bestD || (dist(g) === 0 && bestD === 0 && cx > g.x0 && cx < g.x1)))
    return undefined;
  return bestD < 40 ? bestCol : undefined;
}

/** A number in a VAT column is a rate only when it is one (0 to 30 %), not a price under "excl. VAT". */
function plausibleRate(v: string): boolean {
  return dec(v).gte(0) && dec(v).lte(30);
}

function near(a: string, b: string, tol = '0.011'): boolean {
  return dec(a).minus(dec(b)).abs().lte(dec(tol));
}

function productMatches(q: string, p: string, net: string): boolean {
  const prod = dec(q).times(dec(p));
  if (prod.minus(dec(net)).abs().lte(dec('0.011'))) return true;
  // price per 100 / 1000 units
  return (
    prod.dividedBy(100).minus(dec(net)).abs().lte(dec('0.011')) ||
    prod.dividedBy(1000).minus(dec(net)).abs().lte(dec('0.011'))
  );
}

/** Sums carried from one table to the next (a table repeated on the next page goes on). */
interface TablesSoFar {
  /** nets of the item rows read so far (all tables) */
  priorSum: Decimal;
  /** the nets of the last table */
  lastTableSum: Decimal;
  /** the page of the last item row of the tables before */
  lastAnchorPage: number;
}

/** One table's scan: its header and columns, the body read so far, the state of the page walk. */
interface TableScan {
  doc: Doc;
  mark: DecimalMark;
  header: TableHeader;
  nextHeader?: TableHeader;
  headers: TableHeader[];
  so: TablesSoFar;
  /** lines of the table body; `anchor` = the line carries the numbers of an item */
  body: Array<{ line: Line; anchor: boolean }>;
  amountCol?: Column;
  descCol?: Column;
  posCol?: Column;
  numCols: Column[];
  detail: Set<Line>;
  anchorNets: string[];
  curPage: number;
  nestedX?: number;
  /** after a carry-over row at a page foot: the rest of that page (its footer) is skipped */
  skipPage: number;
  carried: boolean;
  /** the page of the last item row so far */
  anchorPage: number;
  hereSum: Decimal;
}

type Step = 'break' | 'continue' | undefined;

/** Item rows of all tables in the document. */
export function extractLines(doc: Doc, mark: DecimalMark): ExtractedLine[] {
  const headers = findHeaders(doc);
  const out: ExtractedLine[] = [];
  const so: TablesSoFar = { priorSum: dec(0), lastTableSum: dec(0), lastAnchorPage: 0 };
  headers.forEach((header, hi) => {
    const t = tableScan(doc, mark, headers, hi, so);
    scanBody(t);
    const rows = tableRows(t);
    out.push(...articleCodesAsIds(header, buildItems(t, rows)));
    so.lastTableSum = t.anchorNets.reduce((a, v) => a.plus(dec(v)), dec(0));
    so.priorSum = so.priorSum.plus(so.lastTableSum);
    for (const b of t.body) if (b.anchor) so.lastAnchorPage = Math.max(so.lastAnchorPage, b.line.page);
  });
  return numberedNames(out.length ? out : unheadedLines(doc, mark));
}

function tableScan(
  doc: Doc,
  mark: DecimalMark,
  headers: TableHeader[],
  hi: number,
  so: TablesSoFar,
): TableScan {
  const header = headers[hi] as TableHeader;
  return {
    doc,
    mark,
    header,
    nextHeader: headers[hi + 1],
    headers,
    so,
    body: [],
    amountCol: header.columns.filter((c) => c.kind === 'amount').pop(),
    descCol: header.columns.find((c) => c.kind === 'desc'),
    posCol: header.columns.find((c) => c.kind === 'pos'),
    numCols: header.columns.filter((c) => ['qty', 'price', 'amount', 'vat'].includes(c.kind)),
    detail: new Set<Line>(),
    anchorNets: [],
    curPage: header.line.page,
    skipPage: 0,
    carried: false,
    anchorPage: 0,
    hereSum: dec(0),
  };
}

/**
 * Item rows (an amount and a quantity or price in their columns) below line k on its page, before
 * the next totals line.
 */
function itemsFollow(t: TableScan, k: number, page = (t.doc.lines[k] as Line).page): boolean {
  const { doc, header, nextHeader, descCol, posCol } = t;
  for (let m = k + 1; m < doc.lines.length && m <= k + 20; m++) {
    const l = doc.lines[m] as Line;
    if (l.page !== page || (nextHeader && m >= nextHeader.line.index)) return false;
    const f = l.segs[0]?.text ?? '';
    if ((END_RE.test(f) && !SUBTOTAL_RE.test(f)) || totalsHeader(l)) return false;
    const kinds = tokensOf(l, t.mark)
      .filter((x) => !x.percent)
      .map((x) => columnOf(header, x.x0, x.x1)?.kind);
    // … with its text where the names or positions are
    const named =
      !descCol || l.segs.some((sg) => TWO_LETTERS_PLUS.test(sg.text) && Math.abs(sg.x - descCol.x0) <= 25);
    const numbered = !!posCol && l.segs.some((sg) => columnOf(header, sg.x, sg.x + sg.w) === posCol);
    if ((named || numbered) && kinds.includes('amount') && (kinds.includes('qty') || kinds.includes('price')))
      return true;
  }
  return false;
}

/**
 * The table goes on at the top of the next page: its header printed again there, or item rows
 * before any totals line.
 */
function nextPageGoesOn(t: TableScan, k: number): boolean {
  const { doc } = t;
  const pg = (doc.lines[k] as Line).page + 1;
  if (t.headers.some((h) => h.line.page === pg)) return true;
  let m = k + 1;
  while (m < doc.lines.length && (doc.lines[m] as Line).page < pg) m++;
  return m < doc.lines.length && (doc.lines[m] as Line).page === pg && itemsFollow(t, m - 1, pg);
}

/**
 * A carry-over row: only the running sum of the items above, in the amount column, beside at
 * most a short label ("Transport", "Report", "Zwischensumme").
 */
function sumOnly(t: TableScan, l: Line): string | undefined {
  const { amountCol } = t;
  if (!amountCol) return undefined;
  const nums = tokensOf(l, t.mark);
  const t0 = nums[0];
  if (nums.length !== 1 || !t0 || t0.percent || columnOf(t.header, t0.x0, t0.x1) !== amountCol)
    return undefined;
  const rest = l.segs
    .map((sg) =>
      sg === t0.seg ? sg.text.slice(0, t0.index) + sg.text.slice(t0.index + t0.raw.length) : sg.text,
    )
    .join(' ')
    .replace(CURRENCY_SIGN_OR_COLON_G, ' ')
    .trim();
  if (rest.length > 40 || DIGIT.test(rest)) return undefined;
  // … no total label ("Nettobetrag", "Total"), a subtotal one may be ("Zwischensumme")
  if (
    !SUBTOTAL_RE.test(rest) &&
    (['taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'] as const).some((f) =>
      labelRe(f, true).test(rest),
    )
  )
    return undefined;
  return dec(t0.value).isZero() ? undefined : t0.value;
}

/** The value is the running sum of the items (of this table, or with the tables before it). */
function runningSum(t: TableScan, v: string): boolean {
  const { hereSum, so } = t;
  return [hereSum, hereSum.plus(so.priorSum), hereSum.plus(so.lastTableSum)].some(
    (x) => !x.isZero() && near(v, x.toString(), '0.001'),
  );
}

/** A totals line or head (the end of the items). */
function totalsAt(x: Line, mark: DecimalMark): boolean {
  const f = x.segs[0]?.text ?? '';
  return END_RE.test(f) || labelRe('taxExclusive', true).test(f) || totalsHeader(x) || totalsHeadRow(x, mark);
}

function scanBody(t: TableScan): void {
  const { doc } = t;
  for (let k = t.header.line.index + 1; k < doc.lines.length; k++) {
    const l = doc.lines[k] as Line;
    if (t.nextHeader && k >= t.nextHeader.line.index) break;
    if (l.page !== t.curPage) {
      if (!goesOnOverPage(t, k, l)) break;
      t.curPage = l.page;
      t.carried = false;
    }
    const step = skipLine(t, k, l) ?? totalsLine(t, k, l) ?? nestedLine(t, l) ?? itemLine(t, k, l);
    if (step === 'break') break;
  }
}

/**
 * At a page break: the table goes on over it when its last item sits in the lower half, or when
 * the header itself is the last thing on its page, or a carry-over row ends it or starts the next
 * page (before any other numbers there).
 */
function goesOnOverPage(t: TableScan, k: number, l: Line): boolean {
  const { doc, header, curPage } = t;
  const last = [...t.body].reverse().find((b) => b.anchor)?.line;
  const h = doc.pages[curPage - 1]?.height ?? 842;
  const headerAtFoot = !last && header.line.page === curPage && header.line.y > h * 0.75;
  const carryTop = (): boolean => {
    for (let m = k; m < doc.lines.length && m < k + 6; m++) {
      const x = doc.lines[m] as Line;
      if (x.page !== l.page) return false;
      const v = carryLine(x, t.mark) ? undefined : sumOnly(t, x);
      if (carryLine(x, t.mark) || (v !== undefined && !!last && runningSum(t, v))) return true;
      // (a running head "Rechnung 2024-17 – Seite 2" has no numbers in the number columns)
      if (tokensOf(x, t.mark).some((tk) => t.numCols.includes(columnOf(header, tk.x0, tk.x1) as Column)))
        return false;
    }
    return false;
  };
  return !(
    l.page !== curPage + 1 ||
    (!t.carried &&
      !headerAtFoot &&
      (!last || last.page !== curPage || last.y < h * 0.5) &&
      !(last && last.page === curPage && carryTop()))
  );
}

/** The skipped rest of a page, the page's footer, a carry-over row: no part of the items. */
function skipLine(t: TableScan, k: number, l: Line): Step {
  if (l.page === t.skipPage) {
    // (totals printed in the skipped part end the table)
    if (!t.carried && totalsAt(l, t.mark)) return 'break';
    return 'continue';
  }
  // the page's footer (address, bank account, page number) set off by a wide gap in the
  // bottom fifth of the page: no part of the table
  if (!totalsAt(l, t.mark)) {
    const prev = t.body.length ? (t.body[t.body.length - 1] as { line: Line }).line : t.header.line;
    const ph = t.doc.pages[l.page - 1]?.height ?? 842;
    if (t.anchorPage > 0 && prev.page === l.page && l.y > ph * 0.8 && l.y - (prev.y + prev.h) > 40) {
      t.skipPage = l.page;
      return 'continue';
    }
    // … or starting with a line of bank or registry details below the items in the bottom
    // quarter (an IBAN, "BIC", "USt-IdNr.", "Tel.", "Amtsgericht" …)
    if (t.anchorPage === l.page && l.y > ph * 0.75 && footerLine(l)) {
      t.skipPage = l.page;
      return 'continue';
    }
  }
  // a carry-over line at a page foot or under the repeated header ("Übertrag 500,00",
  // "Carried forward"), or a row with only the running sum at a page break (the foot of a
  // page the table goes on after, the top of a page after the items before it): no item
  const anchoredHere = t.anchorPage === l.page;
  const labelled = carryLine(l, t.mark);
  const sum = labelled ? undefined : sumOnly(t, l);
  const prevPage = Math.max(t.so.lastAnchorPage, t.anchorPage);
  const top = !anchoredHere && prevPage > 0 && prevPage < l.page && sum !== undefined && runningSum(t, sum);
  const foot = anchoredHere && sum !== undefined && runningSum(t, sum) && nextPageGoesOn(t, k);
  if (labelled || top || foot) {
    if (anchoredHere && (labelled || foot)) {
      t.skipPage = l.page;
      t.carried = true;
    }
    return 'continue';
  }
  return undefined;
}

/** A totals line ends the table unless it sits in the description column with numbers of a row. */
function totalsLine(t: TableScan, k: number, l: Line): Step {
  const { descCol, amountCol, header } = t;
  const firstSeg = l.segs[0];
  const startsLeft = firstSeg && firstSeg.x < (descCol ? descCol.x1 : (amountCol?.x0 ?? 0) - 50);
  if (
    firstSeg &&
    (END_RE.test(firstSeg.text) || labelRe('taxExclusive', true).test(firstSeg.text)) &&
    (!descCol || firstSeg.x >= descCol.x0 - 20 || startsLeft)
  ) {
    const toks = tokensOf(l, t.mark).filter((x) => !x.percent);
    // right below the header and before any item: the header's second line ("Tax", "Total")
    const prev = t.body.length ? (t.body[t.body.length - 1] as { line: Line }).line : header.line;
    const headerTail =
      !t.body.some((b) => b.anchor) && !toks.length && l.y - (prev.y + prev.h) < Math.max(prev.h, 6) * 1.2;
    if (headerTail) {
      t.body.push({ line: l, anchor: false });
      return 'continue';
    }
    // a group subtotal ("Zwischensumme Titel 1", "Subtotal") with more items below it: the
    // table goes on
    if (toks.length < 3 && SUBTOTAL_RE.test(firstSeg.text) && itemsFollow(t, k)) return 'continue';
    if (toks.length < 3) return 'break';
  }
  // a header row of totals (Nettobetrag | MwSt-Betrag | Endbetrag …) ends the items
  if (totalsHeader(l) || (t.anchorPage > 0 && totalsHeadRow(l, t.mark))) return 'break';
  return undefined;
}

/**
 * A table nested under an item (its own header row "Art | Grund | % | Betrag" indented under the
 * item: the item's allowances or components): its rows are detail of the item as long as they
 * start no further left than that header.
 */
function nestedLine(t: TableScan, l: Line): Step {
  const firstSeg = l.segs[0];
  if (t.nestedX !== undefined && firstSeg && firstSeg.x >= t.nestedX - 3) {
    t.body.push({ line: l, anchor: false });
    t.detail.add(l);
    return 'continue';
  }
  t.nestedX = undefined;
  const firstAnchor = t.body.find((b) => b.anchor)?.line.segs[0];
  if (firstSeg && firstAnchor && firstSeg.x > firstAnchor.x + 10 && subHeader(l)) {
    t.nestedX = firstSeg.x;
    t.body.push({ line: l, anchor: false });
    t.detail.add(l);
    return 'continue';
  }
  return undefined;
}

/** A body line: its number cells make it an item's numbers line (an anchor) or text of an item. */
function itemLine(t: TableScan, k: number, l: Line): Step {
  const { header, amountCol, numCols } = t;
  const toks = tokensOf(l, t.mark).filter((x) => {
    const c = columnOf(header, x.x0, x.x1);
    // a running sentence across two number columns ("Hersteller: …, 99199 MUSTERHAUSEN")
    // has no cells
    if (numCols.filter((n) => x.seg.x < n.x0 && x.seg.x + x.seg.w > n.x1).length >= 2) return false;
    return c && c.kind !== 'desc' && c.kind !== 'pos';
  });
  // a line with only the sum of the item amounts above it ("Positionen netto 804,35",
  // "Line Total Amount 135.00"): the end of the items
  if (t.anchorNets.length && amountCol) {
    const nums = toks.filter((x) => !x.percent);
    const t0 = nums[0];
    if (
      nums.length === 1 &&
      t0 &&
      columnOf(header, t0.x0, t0.x1) === amountCol &&
      !dec(t0.value).isZero() &&
      runningSum(t, t0.value)
    ) {
      // … unless item rows follow (a group subtotal)
      if (itemsFollow(t, k)) return 'continue';
      return 'break';
    }
  }
  const hasNet = amountCol
    ? toks.some((x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol)
    : false;
  // an item's numbers include a money amount (price or line net): a quantity with a VAT
  // rate ("20,0000 Stk.  7,0") is a component or note line under the item
  const cells = toks.filter((x) => !afterInlineLabel(x));
  const money = cells.some((x) => {
    const kind = columnOf(header, x.x0, x.x1)?.kind;
    return !x.percent && (kind === 'price' || kind === 'amount');
  });
  const anchor =
    (cells.length >= 2 && money) ||
    (hasNet &&
      (!t.body.some((b) => b.anchor) ||
        l.segs.some(
          (sg) => ALLOWANCE_WORD.test(sg.text) || CHARGE_WORD.test(sg.text) || SHIPPING_WORD.test(sg.text),
        )));
  t.body.push({ line: l, anchor });
  if (anchor) t.anchorPage = l.page;
  if (anchor) {
    const net = cells
      .filter((x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol)
      .sort((a, b) => b.x1 - a.x1)[0];
    if (net) {
      t.anchorNets.push(net.value);
      t.hereSum = t.hereSum.plus(dec(net.value));
    }
  }
  return undefined;
}

/**
 * The body's lines grouped into item rows. Below a multi-line header, the item's own text starts
 * at a line with a digit that is no running sentence across the number columns ("Wir erlauben
 * uns … Nr. 2018-51112 …") … or, under a header set in bold, at the first line in regular type.
 */
function tableRows(t: TableScan): Line[][] {
  const { body, header, numCols } = t;
  const boldHead = header.line.segs.every((s) => s.bold);
  const crossing = (l: Line) => l.segs.some((s) => numCols.some((c) => s.x < c.x0 && s.x + s.w > c.x1));
  // (the second line of such a sentence neither)
  const afterSentence = new Set(
    body.filter((_, i) => i > 0 && crossing(body[i - 1]?.line as Line)).map((b) => b.line),
  );
  const itemText = (l: Line) =>
    !crossing(l) &&
    (DIGIT.test(l.text) ||
      (boldHead &&
        !afterSentence.has(l) &&
        l.segs.every((s) => s.bold === false) &&
        THREE_LETTERS_PLUS.test(l.text)));
  return groupRows(body, header.line, itemText);
}

/**
 * The widest first line of an item's text at a given x (a trailing number printed in the same
 * run, "Kunstrasen 3m breit 3,00", not counted): the names wrap at this width or wider.
 */
function nameWidthOf(rows: Line[][], numCols: Column[]): (x: number) => number {
  return (x: number) => {
    let w = 0;
    for (const row of rows) {
      for (const l of row) {
        const s = l.segs.find(
          (sg) =>
            Math.abs(sg.x - x) <= 6 &&
            TWO_LETTERS_PLUS.test(sg.text) &&
            // an item code above the name ("ZS997") is not where the names run
            !CODE_RE.test(sg.text.trim()) &&
            // nor a label ("Weitere Eigenschaften:", "Zählpunkt: DE000…")
            !LABEL_TEXT.test(sg.text.trim()) &&
            // nor a bulleted detail line ("* Anzahl Packstücke: 4 XCT") that starts a row
            !BULLET_START.test(sg.text) &&
            // a running sentence crosses two number columns; a long name may run over one
            numCols.filter((c) => sg.x < c.x0 && sg.x + sg.w > c.x1).length < 2,
        );
        if (!s) continue;
        const t = s.text.trim();
        // … but a dimension ending the name ("Karton 3 x 20") is part of it
        const kept = TIMES_NUMBER_END.test(t) ? t : t.replace(TRAILING_NUMBER, '');
        w = Math.max(w, (s.w * kept.length) / Math.max(1, t.length));
        break;
      }
    }
    return w;
  };
}

/** The items of the table's rows (allowance and charge rows attached to the item above). */
function buildItems(t: TableScan, rows: Line[][]): ExtractedLine[] {
  const { header, mark, detail } = t;
  const nameWidth = nameWidthOf(rows, t.numCols);
  const built = rows.map((row) => rowToItem(header, row, mark, nameWidth, detail));
  rereadNamesAbove(t, rows, built, nameWidth);
  // a row that is no item, only an allowance or charge amount ("abzgl. 16,7% Rabatt  -2,00"):
  // an adjustment of the item above
  rows.forEach((row, i) => {
    if (built[i]) return;
    const prev = built
      .slice(0, i)
      .reverse()
      .find((x) => x && !x.docLevel);
    const adj = adjustmentOf(header, row, mark, prev?.netAmount);
    if (adj && prev) prev.adjustments = [...(prev.adjustments ?? []), adj];
  });
  return unnumberedAdjustments(nestSubLines(built.filter((x): x is ExtractedLine => !!x)));
}

/**
 * Most names printed above their numbers line: an item whose name was read below it while text
 * stands above it (a name in capitals and digits, taken for an item code) reads it there.
 */
function rereadNamesAbove(
  t: TableScan,
  rows: Line[][],
  built: Array<ExtractedLine | undefined>,
  nameWidth: (x: number) => number,
): void {
  const at = built.map((x) => (x ? NAME_AT.get(x) : undefined));
  const above = at.filter((a) => a?.name && a.name.y < a.numbers.y).length;
  if (!(above >= 2 && above * 2 > built.filter(Boolean).length)) return;
  built.forEach((x, i) => {
    const a = at[i];
    if (!x || !a?.name || a.name.y <= a.numbers.y || a.row[0] === a.numbers) return;
    const again = rowToItem(t.header, rows[i] as Line[], t.mark, nameWidth, t.detail, {
      codeNameAbove: true,
    });
    const b = again ? NAME_AT.get(again) : undefined;
    if (again && b?.name && b.name.y < b.numbers.y) built[i] = again;
  });
}

/**
 * In a table whose items carry position numbers, an unnumbered "Abschlag …" / "Zuschlag …" row
 * under an item is that item's allowance or charge, not an item of its own.
 */
function unnumberedAdjustments(items: ExtractedLine[]): ExtractedLine[] {
  const numbered = items.some((x) => x.id && !x.docLevel);
  const kept: ExtractedLine[] = [];
  items.forEach((x, i) => {
    const charge = CHARGE_WORD.test(x.name);
    if (numbered && i > 0 && !x.id && !x.docLevel && (ALLOWANCE_WORD.test(x.name) || charge)) {
      const prev = kept[kept.length - 1];
      const a = dec(x.netAmount).abs();
      if (prev && !a.isZero())
        prev.adjustments = [
          ...(prev.adjustments ?? []),
          { amount: (charge ? a : a.negated()).toFixed(2), reason: x.name },
        ];
      return;
    }
    kept.push(x);
  });
  return kept;
}

/**
 * Items numbered in their description cell ("1. Data migration", "2. Consultancy") where the
 * table has no position column: the numbers 1, 2, 3 … in order are the line ids, not part of
 * the names.
 */
function numberedNames(items: ExtractedLine[]): ExtractedLine[] {
  const its = items.filter((x) => !x.docLevel);
  if (!its.length || its.some((x) => x.id)) return items;
  // a word after the number ("1. FC Köln …" is a name: an abbreviation follows)
  const re = NUMBERED_TEXT;
  if (!its.every((x, i) => Number(re.exec(x.name)?.[1]) === i + 1)) return items;
  return items.map((x) =>
    x.docLevel ? x : { ...x, id: re.exec(x.name)?.[1], name: x.name.replace(re, '') },
  );
}

/**
 * A number column headed as an article number ("SKU", "Art. no.", "Product code", "Item code")
 * holds the seller's item codes, not the line positions: codes that are no position sequence
 * (1, 2, 3 … or 10, 20, 30 …) are no line ids (the lines are numbered in their order).
 */
function articleCodesAsIds(header: TableHeader, items: ExtractedLine[]): ExtractedLine[] {
  const posCol = header.columns.find((c) => c.kind === 'pos');
  if (!posCol) return items;
  // the head's words within the column ("Art. no. Description" may be one segment)
  const head = header.line.segs
    .filter((s) => s.x < posCol.x1 && s.x + s.w > posCol.x0)
    .map((s) => {
      const cw = s.w / Math.max(1, s.text.length);
      return s.text.slice(
        Math.max(0, Math.round((posCol.x0 - s.x) / cw)),
        Math.round((posCol.x1 - s.x) / cw) + 1,
      );
    })
    .join(' ');
  if (!ARTICLE_ID_HEAD.test(head.trim())) return items;
  const ids = items.filter((x) => !x.docLevel).map((x) => x.id);
  if (!ids.length || ids.some((id) => !id || !DIGITS_ONLY.test(id))) return items;
  const ns = ids.map(Number);
  const step = ns[0] as number;
  if (ns.every((n, i) => n === step * (i + 1)) && (step === 1 || step === 10 || step === 100 || step === 5))
    return items;
  return items.map((x) => (x.docLevel ? x : { ...x, id: undefined }));
}

/**
 * Items without a table header: rows of a text and one amount, the amounts right-aligned in
 * one column, directly followed by a row whose amount is their sum ("Privathaftpflicht  50,00 €
 * / Lebensgefährte/in …  0,00 € / Gesamtbeitrag  50,00 €"). Text lines without an amount
 * between them are details of the row above. Each row is one item (quantity 1). When the sum
 * row says the amounts include a tax rate ("… inklusive 19 % Versicherungsteuer"), the nets are
 * the amounts without it.
 */
export function unheadedLines(doc: Doc, mark: DecimalMark): ExtractedLine[] {
  const amountOf = (l: Line) => {
    if (l.segs.length < 2) return undefined;
    const last = l.segs[l.segs.length - 1] as Seg;
    const toks = findAmounts(last.text, mark).filter((t) => !t.percent);
    const t = toks[0];
    if (toks.length !== 1 || !t || !CENTS.test(t.raw)) return undefined;
    // the segment holds the amount only (a currency, brackets around it)
    if (last.text.replace(t.raw, '').replace(CURRENCY_SIGN_PAREN_SPACE_G, '')) return undefined;
    const label = l.segs
      .slice(0, -1)
      .map((sg) => sg.text)
      .join(' ')
      .trim();
    if (!THREE_LETTERS_PLUS.test(label)) return undefined;
    return { value: t.value, x1: last.x + last.w, label, bracketed: OPEN_PAREN.test(last.text) };
  };
  const totalLabel = (label: string) =>
    END_RE.test(label) ||
    TOTAL_LABELS.some((f) => labelRe(f, true).test(label)) ||
    // a prepaid amount ("Erhaltene Anzahlungen 500,00" over "Zahlbetrag 500,00") is no item
    labelRe('paidAmount', true).test(label) ||
    // a VAT row ("7 % MwSt. auf 100,00")
    (PERCENT.test(label) && VAT_WORD_WHOLE.test(label));
  type Row = { line: Line; value: string; label: string; lines: Line[] };
  let block: Row[] = [];
  let x1 = 0;
  let lastLine: Line | undefined;
  for (const l of doc.lines) {
    const a = amountOf(l);
    const tight = (h: number) =>
      !!lastLine && lastLine.page === l.page && l.y - (lastLine.y + lastLine.h) <= h;
    const aligned = a && Math.abs(a.x1 - x1) <= 3;
    // the sum row right below the rows, or a little lower under a rule (a single row: only
    // under a total label, "Summe netto", "Gesamtbeitrag")
    if (a && block.length && aligned && tight(l.h * 4) && (block.length > 1 || totalLabel(a.label))) {
      const sum = block.reduce((acc, r) => acc.plus(dec(r.value)), dec(0));
      if (!sum.isZero() && near(a.value, sum.toString(), '0.001')) {
        const rate = GROSS_OF_RATE_RE.exec(l.text)?.[1]?.replace(',', '.');
        return block.map((r) => {
          const gross = dec(r.value);
          const net = rate ? gross.dividedBy(dec(100).plus(dec(rate))).times(100) : gross;
          return {
            name: r.label,
            quantity: '1',
            price: rate ? net.toDecimalPlaces(4).toFixed(4) : gross.toFixed(2),
            netAmount: net.toDecimalPlaces(2).toFixed(2),
            ...(rate ? { vatRate: rate } : {}),
            consistent: true,
            source: srcOf(r.line.page, r.line.segs[0] as Seg),
            confidence: 0.5,
            lines: r.lines.map((x) => x.index),
          };
        });
      }
    }
    if (a && !a.bracketed && !totalLabel(a.label) && !PERCENT.test(l.segs[l.segs.length - 1]?.text ?? '')) {
      if (!(block.length && aligned && tight(l.h * 1.5))) block = [];
      block.push({ line: l, value: a.value, label: a.label, lines: [l] });
      x1 = a.x1;
      lastLine = l;
    } else if (!a && block.length && tight(l.h * 0.8) && !CENTS_END_EUR.test(l.text)) {
      // a detail line of the row above
      (block[block.length - 1] as Row).lines.push(l);
      lastLine = l;
    } else {
      block = [];
      lastLine = undefined;
    }
  }
  return [];
}

/**
 * A row of the item table that is only an allowance or charge of the item above: an allowance or
 * charge word, one amount (in the amount column, or the rightmost), maybe a percentage, no quantity.
 */
function adjustmentOf(
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
function subHeader(l: Line): boolean {
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

/**
 * Items from the table body: each anchor line (with the numbers) takes the text lines around
 * it. Text between two anchors is split at the widest vertical gap (a description printed above
 * its numbers belongs to the next item); with even spacing it stays with the anchor above.
 * Text right below the header joins the first anchor when no wide gap separates them.
 */
export function groupRows(
  body: Array<{ line: Line; anchor: boolean }>,
  header?: Line,
  itemText: (l: Line) => boolean = (l) => DIGIT.test(l.text),
): Line[][] {
  const anchors = body.map((b, i) => (b.anchor ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) return [];
  const gapBefore = (i: number): number => {
    const a = body[i - 1]?.line;
    const b = body[i]?.line;
    return a && b && a.page === b.page ? b.y - (a.y + a.h) : Number.POSITIVE_INFINITY;
  };
  const lh = (i: number) => Math.max(body[i]?.line.h ?? 8, 6);
  const pageBreak = (k: number) => {
    const a = body[k - 1]?.line;
    const b = body[k]?.line;
    return !!a && !!b && b.page === a.page + 1;
  };
  const starts: number[] = [];
  const ends: number[] = [];
  // lines before the first anchor: the cluster touching it
  let s0 = anchors[0] as number;
  while (s0 > 0 && gapBefore(s0) < lh(s0) * 1.2) s0--;
  // … unless that cluster continues the header (a multi-line header row): the header's own
  // lines carry no digits; from the first line with one ("# ligne BC: 1") the text is the item's
  const b0 = body[0]?.line;
  if (s0 === 0 && header && b0 && b0.y - (header.y + header.h) < lh(0) * 1.2) {
    const a0 = anchors[0] as number;
    while (s0 < a0 && !itemText(body[s0]?.line as Line)) s0++;
  }
  starts.push(s0);
  for (let ai = 0; ai < anchors.length; ai++) {
    const a = anchors[ai] as number;
    const next = anchors[ai + 1];
    if (next === undefined) {
      // the item's text goes on at the top of the next page (the table went on over the break)
      let end = a + 1;
      while (end < body.length && (gapBefore(end) <= 40 || pageBreak(end))) end++;
      ends.push(end);
      break;
    }
    // split between a and next at the widest gap (the one right before next when gaps tie); a
    // page break counts as an ordinary gap between items: a wider gap on either page wins
    // (notes of an item printed at the top of the next page, then a gap, then the next item)
    const splitGap = (k: number) => Math.min(gapBefore(k), lh(k) * 1.2 + 0.5);
    let at = next;
    let widest = pageBreak(next) ? Number.POSITIVE_INFINITY : gapBefore(next);
    for (let k = next - 1; k > a; k--) {
      const g = pageBreak(k) ? splitGap(k) : gapBefore(k);
      if (g > widest * 1.3 + 0.5) {
        widest = g;
        at = k;
      }
    }
    ends.push(at);
    starts.push(at);
  }
  return anchors.map((a, ai) => {
    let s = starts[ai] as number;
    let e = ends[ai] as number;
    // a gap wider than 40 pt separates text from the item (a page break does not: the item's
    // text goes on at the top of the next page, "01" printed under the item's numbers)
    for (let k = a; k > s; k--)
      if (gapBefore(k) > 40) {
        s = k;
        break;
      }
    for (let k = a + 1; k < e; k++)
      if (gapBefore(k) > 40 && !pageBreak(k)) {
        e = k;
        break;
      }
    return body.slice(s, e).map((b) => b.line);
  });
}

function periodOnly(text: string): boolean {
  const ds = findDates(text);
  if (!ds.length) return false;
  let rest = text;
  for (const d of ds) rest = rest.replace(d.raw, ' ');
  return RANGE_JOINER.test(rest);
}

/** What one item row's reading works on: the header, the row's lines and numbers, its net. */
interface RowCtx {
  header: TableHeader;
  row: Line[];
  mark: DecimalMark;
  toks: Tok[];
  colToks: (kind: ColumnKind) => Tok[];
  numeric: Tok[];
  netTok: Tok;
  net: string;
  others: Tok[];
  negNet: boolean;
  absNet: string;
  matches: (q: string, p: string) => boolean;
}

/** What is read of an item row so far (each step below fills some of it). */
interface RowState {
  qty?: Tok;
  price?: Tok;
  consistent: boolean;
  netPrice?: string;
  fineQty?: string;
  rateInDisc?: Tok;
  unit?: string;
  unitText?: string;
  id?: string;
  idX?: number;
  name?: string;
  nameLine?: Line;
}

type NameText = { text: string; line: Line; good: boolean; x: number; w: number };

/** The row's numbers and its net amount (undefined: no number, no item). */
function rowContext(
  header: TableHeader,
  row: Line[],
  mark: DecimalMark,
  detail?: Set<Line>,
): RowCtx | undefined {
  const toks = row.flatMap((l) => (detail?.has(l) ? [] : tokensOf(l, mark)));
  const colToks = (kind: ColumnKind) => toks.filter((t) => columnOf(header, t.x0, t.x1)?.kind === kind);
  const numeric = toks.filter((t) => {
    const k = columnOf(header, t.x0, t.x1)?.kind;
    return k !== 'desc' && k !== 'pos' && k !== 'disc';
  });
  // line net: the amount column (rightmost amount-column token), else the rightmost non-percent number
  const amountToks = colToks('amount').filter((t) => !t.percent);
  const nonPct = numeric.filter((t) => !t.percent);
  // no net amount column (only gross columns besides the net price): the net is quantity × price
  const noAmountCol = !!header.ignore?.length && !header.columns.some((c) => c.kind === 'amount');
  const q0 = noAmountCol ? colToks('qty').find((t) => !t.percent) : undefined;
  const p0 = q0 ? colToks('price').find((t) => !t.percent && t.line === q0.line) : undefined;
  const product: Tok | undefined =
    q0 && p0 ? { ...p0, value: dec(q0.value).times(dec(p0.value)).toDecimalPlaces(2).toFixed(2) } : undefined;
  const netTok =
    product ??
    amountToks.sort((a, b) => b.x1 - a.x1)[0] ??
    nonPct.slice().sort((a, b) => b.x1 - a.x1 || a.line.index - b.line.index)[0];
  if (!netTok) return undefined;
  const net = netTok.value;
  // a credit line: its net printed negative, quantity and price positive ("5 × 4,55 = -20,48")
  const negNet = dec(net).isNegative();
  const absNet = dec(net).abs().toString();
  const matches = (q: string, p: string) =>
    productMatches(q, p, net) ||
    (negNet && !dec(q).isNegative() && !dec(p).isNegative() && productMatches(q, p, absNet));
  const others = nonPct.filter((t) => t !== netTok);
  return { header, row, mark, toks, colToks, numeric, netTok, net, others, negNet, absNet, matches };
}

/** Quantity and price: their columns on the net's line first, else the pair that gives the net. */
function readQtyPrice(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  // quantity and price on the line with the net amount first, then anywhere in the item
  const onNet = (t: Tok) => (t.line === netTok.line ? 0 : 1);
  // two numbers in the quantity column (a price right-aligned under a left-aligned head next
  // to it): the one nearer the column's middle
  const qCol = (t: Tok) => columnOf(header, t.x0, t.x1);
  const offMid = (t: Tok) => Math.abs((t.x0 + t.x1) / 2 - (qCol(t)?.cx ?? 0));
  s.qty = c
    .colToks('qty')
    .filter((t) => !t.percent)
    .sort((a, b) => onNet(a) - onNet(b) || offMid(a) - offMid(b))[0];
  // "30,00 3 PCE" under the unit price: a number with a unit word after it is a (base) quantity
  const withUnit = (t: Tok) => {
    const w =
      t.seg.text
        .slice(t.index + t.raw.length)
        .trim()
        .split(SPACES)[0] ?? '';
    return LETTER_START.test(w) && unitCode(w) !== undefined;
  };
  s.price = c
    .colToks('price')
    .filter((t) => !t.percent && t !== netTok)
    .sort((a, b) => onNet(a) - onNet(b) || Number(withUnit(a)) - Number(withUnit(b)) || b.x1 - a.x1)[0];
  s.consistent = !!(s.qty && s.price && c.matches(s.qty.value, s.price.value));
  if (!s.consistent) pairByProduct(c, s);
  if (!s.consistent && s.price) posColumnQty(c, s);
}

/** Choose the pair that multiplies to the net amount. */
function pairByProduct(c: RowCtx, s: RowState): void {
  const { header, netTok, others } = c;
  const qty = s.qty;
  const qFirst = qty ? [qty, ...others.filter((t) => t !== qty)] : others;
  // a labelled gross price under the item ("Bruttopreis : 1.163,40") is no net price
  const grossLabelled = (t: Tok) => GROSS_LABEL_END.test(t.seg.text.slice(0, t.index));
  for (const q of qFirst) {
    for (const p of others) {
      if (q === p || grossLabelled(p) || grossLabelled(q)) continue;
      if (c.matches(q.value, p.value) && !(dec(q.value).isZero() && dec(p.value).isZero())) {
        // prefer the quantity left of the price unless the columns say otherwise
        const qk = columnOf(header, q.x0, q.x1)?.kind;
        const pk = columnOf(header, p.x0, p.x1)?.kind;
        if (qk === 'price' && pk === 'qty') continue;
        // a quantity read from the quantity column on the numbers line is not replaced by a
        // number from the price column ("1.000,00 | 1 Stk | 1.163,40" is no 1000 × 1,1634)
        if (qk === 'price' && qty && qty.line === netTok.line && q !== qty) continue;
        if (qk !== 'qty' && pk !== 'price' && q.x0 > p.x0 && qk !== pk) continue;
        s.qty = q;
        s.price = p;
        s.consistent = true;
        return;
      }
    }
  }
}

/**
 * A decimal number under a "#" head ("400,00  Luftballon  0,79 €  316,00 €"): the quantity when
 * it times the price gives the net.
 */
function posColumnQty(c: RowCtx, s: RowState): void {
  const posQty = c.toks.find(
    (t) =>
      !t.percent &&
      t.line === c.netTok.line &&
      columnOf(c.header, t.x0, t.x1)?.kind === 'pos' &&
      DECIMAL_END.test(t.raw) &&
      c.matches(t.value, s.price?.value ?? '0'),
  );
  if (posQty) {
    s.qty = posQty;
    s.consistent = true;
  }
}

/** The net price (BT-146) when printed apart from the price: a result line or a labelled net. */
function readNetPrice(c: RowCtx, s: RowState): void {
  const { price } = s;
  // "20,00 / - 2,00 / = 18,00" under the price: the result line is the net price
  const resultTok = price
    ? c.colToks('price').find(
        (t) =>
          !t.percent &&
          t !== c.netTok &&
          t.line !== price?.line &&
          EQUALS_CELL.test(t.seg.text.slice(0, t.index).trim()) &&
          dec(t.value)
            .abs()
            .lte(dec(price?.value ?? '0').abs()),
      )
    : undefined;
  if (resultTok && price && !(s.consistent && dec(price.value).equals(dec(resultTok.value)))) {
    s.netPrice = resultTok.value;
    if (s.qty && c.matches(s.qty.value, resultTok.value)) s.consistent = true;
  }
  // "(Brut: 31,00) / (Rabais: 1,00) / (Net): 30,00" under the unit price: the labelled net is
  // the net price
  if (!s.consistent && !s.netPrice) {
    const labelled = c
      .colToks('price')
      .find((t) => !t.percent && NET_LABEL_END.test(t.seg.text.slice(0, t.index)));
    if (labelled) s.netPrice = labelled.value;
  }
}

/** A discount column: the net price is the price after the discount (and a rate set under it). */
function readDiscount(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  // a VAT head set close after the discount head ("Disc.% Taxes" over "10.00 15.00%", "0.00
  // 15.00%"): of two numbers under the discount head, a last one with its % sign is the rate
  const vatHead = header.columns.some((col) => col.kind === 'vat');
  const discRun = c.toks
    .filter((t) => t.line === netTok.line && columnOf(header, t.x0, t.x1)?.kind === 'disc')
    .sort((a, b) => a.x0 - b.x0);
  const lastDisc = discRun[discRun.length - 1];
  const rateInDisc =
    vatHead && discRun.length >= 2 && lastDisc?.percent && plausibleRate(lastDisc.value)
      ? lastDisc
      : undefined;
  s.rateInDisc = rateInDisc;
  // (a number under a "Rabatt %" head is a percentage without its sign: "38,90 | 10,00 | 875,25")
  const discTok = c.toks.find(
    (t) =>
      t !== rateInDisc &&
      columnOf(header, t.x0, t.x1)?.kind === 'disc' &&
      (t.percent || (dec(t.value).gt(0) && dec(t.value).lt(100))),
  );
  const { qty, price } = s;
  if (!s.consistent && qty && price && discTok) {
    const np = dec(price.value)
      .times(dec(100).minus(dec(discTok.value)))
      .dividedBy(100);
    if (
      dec(qty.value)
        .times(np)
        .minus(dec(c.negNet && !dec(qty.value).isNegative() ? c.absNet : c.net))
        .abs()
        .lte(dec('0.011'))
    ) {
      s.netPrice = np.toDecimalPlaces(2).toFixed(2);
      s.consistent = true;
    }
  }
}

/**
 * A price in cents ("29,89 ct/kWh", "12,5 Cent"): the net price is the hundredth when quantity ×
 * that gives the net (read as a price per 100 units above); one number besides the net: the price.
 */
function readCentsOrSingle(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (
    !s.netPrice &&
    qty &&
    price &&
    CENT_UNIT_START.test(price.seg.text.slice(price.index + price.raw.length))
  ) {
    const eur = dec(price.value).dividedBy(100);
    if (dec(qty.value).times(eur).minus(dec(c.net)).abs().lte(dec('0.011'))) {
      s.netPrice = eur.toFixed(Math.max(2, eur.decimalPlaces()));
      s.consistent = true;
    }
  }
  if (!s.consistent && !s.qty && c.others.length === 1) {
    // one number besides the net: a quantity of 1 at that price, or the price with quantity 1
    const o = c.others[0] as Tok;
    if (near(o.value, c.net)) {
      s.price = o;
    }
  }
}

/**
 * A price printed to the cent whose product misses the net by a cent ("3 × 3,33 = 10,00"): the
 * price had more decimals (net / quantity to four places, which rounds to the printed one).
 */
function readFinePrice(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (!(s.consistent && qty && price && !s.netPrice && !dec(qty.value).isZero())) return;
  const p = dec(price.value);
  // (a product that rounds to the net, "2,5 × 385,49 = 963,73", is the printed price's)
  const exact = dec(qty.value).abs().times(p).minus(dec(c.net).abs()).abs().lte(dec('0.005'));
  const fine = dec(c.net).abs().dividedBy(dec(qty.value).abs()).toDecimalPlaces(4);
  if (
    !exact &&
    p.decimalPlaces() <= 2 &&
    fine.toDecimalPlaces(2).equals(p) &&
    dec(qty.value).abs().times(fine).toDecimalPlaces(2).equals(dec(c.net).abs())
  )
    s.netPrice = fine.toFixed(4);
}

/**
 * A quantity printed rounded to a whole number ("6 km" at 2,00 = 13,00): the quantity had
 * decimals (net / price, to at most three places, which rounds to the printed one).
 */
function readFineQty(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (s.consistent || !qty || !price || s.netPrice || !DIGITS_ONLY.test(qty.raw.trim())) return;
  const p = dec(price.value).abs();
  const n = dec(c.net).abs();
  if (p.gt(0) && n.gt(0)) {
    const q = n.dividedBy(p);
    if (
      q.decimalPlaces() <= 3 &&
      !q.isInteger() &&
      q.times(p).equals(n) &&
      q.minus(dec(qty.value).abs()).abs().lte(dec('0.5'))
    ) {
      s.fineQty = dec(qty.value).isNegative() ? q.negated().toString() : q.toString();
      s.consistent = true;
    }
  }
}

/**
 * VAT rate: a percent token, or a number in the VAT column (of two numbers nearest that column,
 * the one under its head: a price under an unrecognised head next to it is no rate).
 */
function rowRate(c: RowCtx, s: RowState): Tok | undefined {
  const { header, netTok, numeric } = c;
  const vatCol = header.columns.find((col) => col.kind === 'vat');
  const offVat = (t: Tok) =>
    vatCol
      ? Math.max(0, vatCol.x0 - t.x1, t.x0 - vatCol.x1) + Math.abs((t.x0 + t.x1) / 2 - vatCol.cx) / 100
      : 0;
  const vatToks = c
    .colToks('vat')
    .filter((t) => !t.percent && t !== netTok && plausibleRate(t.value))
    .sort((a, b) => offVat(a) - offVat(b));
  return (
    numeric.find(
      (t) => t.percent && t.line === netTok.line && columnOf(header, t.x0, t.x1)?.kind === 'vat',
    ) ??
    numeric.find((t) => t.percent && t.line === netTok.line && !afterInlineLabel(t)) ??
    vatToks.find((t) => t.line === netTok.line) ??
    numeric.find((t) => t.percent && !afterInlineLabel(t)) ??
    vatToks[0] ??
    s.rateInDisc
  );
}

/** Unit: a word right after the quantity, or in the unit column. */
function readRowUnit(c: RowCtx, s: RowState): void {
  const { qty } = s;
  if (qty) {
    const after = qty.seg.text.slice(qty.seg.text.indexOf(qty.raw) + qty.raw.length).trim();
    const w = after.split(SPACES)[0];
    if (w) s.unit = unitCode(w);
    if (s.unit) s.unitText = w;
  }
  if (!s.unit) unitInColumn(c, s);
  if (!s.unit) unitCell(c, s);
  // a quantity column headed "Hours" / "Stunden": the unit is the hour
  if (!s.unit && qty) s.unit = columnOf(c.header, qty.x0, qty.x1)?.unit;
}

function unitInColumn(c: RowCtx, s: RowState): void {
  for (const l of c.row) {
    for (const sg of l.segs) {
      const col = columnOf(c.header, sg.x, sg.x + sg.w);
      if (col?.kind === 'unit' || col?.kind === 'qty') {
        for (const w of sg.text.split(SPACES)) {
          const u = unitCode(w);
          if (u && !DIGIT_START.test(w)) {
            s.unit = u;
            s.unitText = w;
            break;
          }
        }
      }
      if (s.unit) break;
    }
    if (s.unit) break;
  }
}

/**
 * A unit printed as a cell of its own on the numbers line, under no unit head ("40,00 | HUR |
 * 5,00" under a stacked "UNIT" head): a segment that is one unit word or code, outside the
 * description.
 */
function unitCell(c: RowCtx, s: RowState): void {
  const dc = c.header.columns.find((col) => col.kind === 'desc');
  for (const sg of c.netTok.line.segs) {
    const w = sg.text.trim();
    if (dc && sg.x < dc.x1 + 20) continue;
    if (w.length < 2 || DIGIT_START.test(w) || columnOf(c.header, sg.x, sg.x + sg.w)?.kind === 'desc')
      continue;
    const u = unitCode(w);
    // piece words ("PCE", "Stk") are ambiguous (H87 or C62): left to the default
    if (u && u !== 'H87' && u !== 'C62') {
      s.unit = u;
      s.unitText = w;
      break;
    }
  }
}

/**
 * The position number on the item's lines down to its numbers line first, then below it ("01"
 * printed under the item); on the numbers line also one run together with an article number in
 * the position column ("1 Toolbox").
 */
function readPosition(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  const posCol = header.columns.find((col) => col.kind === 'pos');
  const descCol = header.columns.find((col) => col.kind === 'desc');
  if (!posCol) return;
  const upTo = (l: Line) =>
    l.page < netTok.line.page || (l.page === netTok.line.page && l.y <= netTok.line.y);
  for (const pass of [true, false]) {
    for (const l of c.row) {
      if (upTo(l) !== pass) continue;
      for (const sg of l.segs) {
        const col = columnOf(header, sg.x, sg.x + Math.min(sg.w, 30));
        if (!s.id && col === posCol && POSITION_NUMBER.test(sg.text.trim())) {
          s.id = sg.text.trim().replace(TRAILING_DOT, '');
          s.idX = sg.x;
        } else if (!s.id && col === posCol) {
          const m = POSITION_NUMBER_TEXT.exec(sg.text.trim());
          if (m && descCol && sg.x + sg.w > descCol.x0) {
            s.id = m[1];
            s.idX = sg.x;
            if (!s.name && m[2] && LETTER.test(m[2])) s.name = cleanName(m[2]);
          } else if (m && l === netTok.line && ONE_TO_THREE_DIGITS.test(m[1] ?? '') && sg.x < posCol.x1) {
            s.id = m[1];
            s.idX = sg.x;
          }
        }
      }
    }
  }
}

/** The description zone: from the description column to the next column on its right. */
function descZone(header: TableHeader): { descCol?: Column; zone0: number; zone1: number } {
  const descCol = header.columns.find((col) => col.kind === 'desc');
  const nextCol = descCol
    ? header.columns.filter((col) => col.x0 > descCol.x0 + 5).sort((a, b) => a.x0 - b.x0)[0]
    : undefined;
  const prevCol = descCol
    ? header.columns.filter((col) => col.x1 < descCol.x0 - 2).sort((a, b) => b.x1 - a.x1)[0]
    : undefined;
  // text left of the description header belongs to it unless another column is there
  const zone0 = descCol ? (prevCol ? Math.min(descCol.x0 - 25, prevCol.x1 + 2) : 0) : 0;
  const zone1 = nextCol ? nextCol.x0 - 4 : Number.POSITIVE_INFINITY;
  return { descCol, zone0, zone1 };
}

/**
 * On the line with the item's numbers, the text starting at the description column is the item
 * name even when it looks like a code ("GWDSTG-DIN976-") or a label ("Ballons: various").
 */
function descStartSeg(c: RowCtx, descCol: Column | undefined): Seg | undefined {
  if (!descCol) return undefined;
  return c.netTok.line.segs.find(
    (sg) =>
      Math.abs(sg.x - descCol.x0) <= 8 &&
      // … a code with a single letter too ("M-01"), or a word broken at its hyphen ("4-")
      (((TWO_LETTERS_PLUS.test(sg.text) || (CODE_RE.test(sg.text.trim()) && UPPER_LETTER.test(sg.text))) &&
        parseAmount(sg.text.trim(), c.mark) === undefined) ||
        WORD_BROKEN_AT_HYPHEN.test(sg.text.trim())) &&
      !NAME_NOISE.test(sg.text.trim()),
  );
}

/** The segments of one line in the description zone. */
function zoneSegs(c: RowCtx, l: Line, zone: ReturnType<typeof descZone>): Seg[] {
  const { descCol, zone0, zone1 } = zone;
  const segs = l.segs.filter((sg) => {
    if (!descCol) {
      const col = columnOf(c.header, sg.x, sg.x + Math.min(sg.w, 60));
      return !col || col.kind === 'desc' || col.kind === 'pos';
    }
    return sg.x + 2 >= zone0 && sg.x < zone1;
  });
  // no text in the description zone on the numbers line, but a run from the columns on its
  // left reaching into it ("Toolbox 0815 Stahlcoil", the article number run into the name):
  // its words from the description column on
  if (descCol && l === c.netTok.line && !segs.some((sg) => TWO_LETTERS_PLUS.test(sg.text))) {
    for (const sg of l.segs) {
      const t = sg.text;
      if (sg.x + 2 >= zone0 || sg.x + sg.w < descCol.x0 + 10 || POSITION_NUMBER_SPACE.test(t)) continue;
      const cw = sg.w / Math.max(1, t.length);
      const m = [...t.matchAll(SPACE_THEN_CHAR_G)].find(
        (w) => sg.x + (w.index + 1) * cw >= descCol.x0 - 2 * cw,
      );
      if (m) {
        const x = sg.x + (m.index + 1) * cw;
        segs.push({ ...sg, text: t.slice(m.index + 1), x, w: sg.x + sg.w - x });
      }
    }
  }
  return segs;
}

/** The word segments of a line (a position number printed before the name taken off as the id). */
function lineParts(
  c: RowCtx,
  s: RowState,
  l: Line,
  segs: Seg[],
  descCol?: Column,
): Array<{ text: string; seg: Seg }> {
  const { netTok } = c;
  const posCol = c.header.columns.find((col) => col.kind === 'pos');
  const parts: Array<{ text: string; seg: Seg }> = [];
  for (const sg of segs) {
    let t = sg.text.trim();
    if (!TWO_LETTERS_PLUS.test(t) || parseAmount(t, c.mark) !== undefined) continue;
    // a position number is printed on the item's first lines, not in the detail lines below
    if (!s.id && (l.page < netTok.line.page || (l.page === netTok.line.page && l.y <= netTok.line.y))) {
      const m = POSITION_NUMBER_NAME.exec(t);
      // … not a quantity with its unit ("40 kg", "2,5 h" in the quantity column)
      const qtyUnit = !!m && unitCode((m[2] ?? '').trim()) !== undefined;
      if (m && !qtyUnit && (!posCol || sg.x < (descCol?.x0 ?? Number.POSITIVE_INFINITY))) {
        s.id = m[1];
        s.idX = sg.x;
        t = m[2] ?? t;
      }
    }
    parts.push({ text: t, seg: sg });
  }
  return parts;
}

/** Consecutive good segments with small gaps form the text of the line. */
function joinParts(
  parts: Array<{ text: string; seg: Seg }>,
  l: Line,
  isGood: (t: string) => boolean,
): NameText {
  const joined: string[] = [];
  let lastEnd = -1;
  let joinedX = 0;
  for (const p of parts) {
    // "(Pauschale)" right after the name belongs to it
    const paren = PARENTHESIS_ONLY.test(p.text) && !DECIMAL_NUMBER.test(p.text);
    if (!isGood(p.text) && !(paren && joined.length)) {
      if (joined.length) break;
      continue;
    }
    if (joined.length && p.seg.x - lastEnd > 15) break;
    if (!joined.length) joinedX = p.seg.x;
    joined.push(p.text);
    lastEnd = p.seg.x + p.seg.w;
  }
  if (joined.length) return { text: joined.join(' '), line: l, good: true, x: joinedX, w: lastEnd - joinedX };
  return {
    text: (parts[0] as { text: string }).text,
    line: l,
    good: false,
    x: parts[0]?.seg.x ?? 0,
    w: parts[0]?.seg.w ?? 0,
  };
}

/** The text of each line of the row in the description zone. */
function nameTexts(c: RowCtx, s: RowState, codeNameAbove?: boolean): NameText[] {
  const zone = descZone(c.header);
  const texts: NameText[] = [];
  const descStart = descStartSeg(c, zone.descCol);
  for (const l of c.row) {
    const segs = zoneSegs(c, l, zone);
    const parts = lineParts(c, s, l, segs, zone.descCol);
    if (descStart && l === c.netTok.line) {
      texts.push({ text: descStart.text.trim(), line: l, good: true, x: descStart.x, w: descStart.w });
      continue;
    }
    if (!parts.length) continue;
    // the table's names are printed above the numbers: a name there in capitals and digits
    // ("KAFFEE-ESPRESSO-1KG") is the name, not an item code
    const isGood =
      codeNameAbove && l.y < c.netTok.line.y
        ? (t: string) => goodName(t) || (CODE_RE.test(t) && THREE_LETTERS_PLUS.test(t))
        : goodName;
    texts.push(joinParts(parts, l, isGood));
  }
  return texts;
}

/** The line whose text starts the name (the quantity run into it taken off). */
function firstNameText(c: RowCtx, s: RowState, texts: NameText[]): NameText | undefined {
  const { netTok, row } = c;
  let gi = texts.findIndex((x) => x.good);
  // text above the numbers line set off from it by a gap (a note or heading of its own), while
  // the numbers line has its own name: that name
  const own = texts.findIndex((x) => x.good && x.line === netTok.line);
  const above = row[row.indexOf(netTok.line) - 1];
  if (
    own > gi &&
    gi >= 0 &&
    above &&
    above.page === netTok.line.page &&
    netTok.line.y - (above.y + above.h) > Math.max(above.h, 6) * 0.5
  )
    gi = own;
  const first = texts[gi] ?? texts[0];
  // the quantity printed in the same run as the name ("Kunstrasen 3m breit 3,00"): off the name
  // before the lines below are joined (they are measured against its width)
  const { qty } = s;
  const q0 = qty?.raw ?? '';
  if (
    first &&
    q0 &&
    first.line === qty?.line &&
    qty.seg.text.trim().endsWith(q0) &&
    first.text.endsWith(` ${q0}`)
  ) {
    const t = first.text.slice(0, -q0.length).trim();
    return { ...first, text: t, w: (first.w * t.length) / first.text.length };
  }
  return first;
}

/** A code broken at its hyphens ("MUELLSACK-" / "EXTRASTARK-" / "BLAU-700"): joined as is. */
function joinHyphenCode(row: Line[], first: NameText): { name: string; prev: NameText } {
  let name = first.text;
  let prev = first;
  for (
    let r = row.indexOf(first.line) + 1;
    r > 0 && r < row.length && HYPHEN_AFTER_WORD_OR_PAREN.test(name);
    r++
  ) {
    const l = row[r] as Line;
    const sg = l.segs.find((x) => Math.abs(x.x - first.x) <= 3);
    if (!sg || l.y - (prev.line.y + prev.line.h) >= prev.line.h * 0.8 || WHITESPACE.test(sg.text.trim()))
      break;
    name = `${name}${sg.text.trim()}`;
    prev = { text: sg.text, line: l, good: true, x: sg.x, w: sg.w };
  }
  return { name, prev };
}

/**
 * The segment of a line below the name at the name's x; or a run from the column on the left
 * reaching into the name's column ("Art-Nr-Lieferant: ARNR2 von Solarhaltern mit"): its words
 * from the name's x on (tail: that text).
 */
function segAtName(l: Line, first: NameText, cw: number): { sg?: Seg; tail?: NameText } {
  const sg = l.segs.find((x) => Math.abs(x.x - first.x) <= 6);
  if (sg) return { sg };
  const run = l.segs.find((x) => x.x < first.x - 6 && x.x + x.w > first.x + 2 * cw);
  const rcw = run ? run.w / Math.max(1, run.text.length) : 0;
  const m =
    run &&
    [...run.text.matchAll(SPACE_THEN_CHAR_G)].find(
      (w) => Math.abs(run.x + (w.index + 1) * rcw - first.x) <= 2 * rcw,
    );
  if (!run || !m) return {};
  const x = run.x + (m.index + 1) * rcw;
  const cut = { ...run, text: run.text.slice(m.index + 1), x, w: run.x + run.w - x };
  const t = cut.text.trim();
  return { sg: cut, tail: { text: t, line: l, good: TWO_LETTERS_PLUS.test(t) && goodName(t), x, w: cut.w } };
}

/** Whether the text of the next line goes on with the name (undefined: it does not). */
function continuesName(
  next: NameText,
  name: string,
  after: Line | undefined,
  first: NameText,
  joins: number,
): string | undefined {
  // "(Stunde):" under the name: a unit or qualifier in parentheses continues it
  // … as does a parenthesis opened and not closed on the line ("(Brechsand-Splitt-")
  const paren = PARENTHESIS_WORD_START.test(next.text) || OPEN_PARENTHESIS_UNCLOSED.test(next.text);
  // "4-Fahrten" / "-Karte": a word broken at its hyphen
  const hyphen: boolean = HYPHEN_WORD_START.test(next.text) || LETTER_HYPHEN_END.test(name);
  // "Navigationssystem" / "- Garantie": one dashed line right under a one-line name is its
  // second part; two or more are a list of details
  const dashTail =
    joins === 0 &&
    DASH_WORD_START.test(next.text) &&
    !after?.segs.some((x) => Math.abs(x.x - first.x) <= 6 && BULLET_OR_DASH_START.test(x.text.trim()));
  if (
    (!next.good && !paren) ||
    (!paren && COLON_END.test(next.text)) ||
    periodOnly(next.text) ||
    (BULLET_OR_DASH_START.test(next.text) && !hyphen && !dashTail)
  )
    return undefined;
  return hyphen ? `${name}${next.text}` : `${name} ${next.text}`;
}

/**
 * A wrapped description: the text lines right below (no gap), not a bullet or label. The widest
 * name text of the table at this x: a line below that the next word would have fitted on is a
 * line of its own (a description below the name), not the name wrapped.
 */
function wrapName(
  c: RowCtx,
  texts: NameText[],
  first: NameText,
  start: { name: string; prev: NameText },
  nameWidth?: (x: number) => number,
): string {
  const { row } = c;
  let { name, prev } = start;
  // (words broken at their hyphens, "4-" / "Fahrten-" / "Karte", may wrap on: "Berlin AB")
  const wrapped = prev !== first && !TWO_LOWER.test(name);
  let tableW = nameWidth?.(first.x) ?? 0;
  const nameSize = first.line.segs.find((x) => Math.abs(x.x - first.x) <= 3)?.size;
  const cw = first.w / Math.max(1, first.text.length);
  const fitsAbove = (prevW: number, sg: Seg): boolean => {
    const t = sg.text.trim();
    const word = t.split(SPACES)[0] ?? '';
    return prevW + 0.5 * cw + (sg.w * word.length) / Math.max(1, t.length) <= tableW - 1.5 * cw;
  };
  for (
    let r = row.indexOf(prev.line) + 1, joins = 0;
    !wrapped && r > 0 && r < row.length && joins < 30;
    r++
  ) {
    const l = row[r] as Line;
    if (l.page !== prev.line.page || l.y - (prev.line.y + prev.line.h) >= prev.line.h * 0.6) break;
    const { sg, tail } = segAtName(l, first, cw);
    // a rest of two or three capitals or digits ("HT", "XL", "A4") is the name wrapped even
    // where it would have fitted
    const shortTail = !!sg && SHORT_CODE.test(sg.text.trim());
    if (!sg || (fitsAbove(prev.w, sg) && !shortTail)) break;
    // a line in a clearly smaller font than the name ("Farbe: grau", "lt. Angebot" in 7 pt
    // under a 9 pt name) is a note under the item, not the name wrapped
    if (nameSize && sg.size && sg.size < nameSize * 0.9) break;
    const next = tail ?? texts.find((t) => t.line === l && Math.abs(t.x - first.x) <= 6);
    const raw = sg.text.trim();
    if (next) {
      const joined = continuesName(next, name, row[r + 1], first, joins);
      if (joined === undefined) break;
      name = joined;
      prev = next;
    } else if (!TWO_LETTERS_PLUS.test(raw) && raw.length <= 12) {
      // a short rest of the name wrapped alone ("A4", "1", "- 2,00")
      name = `${name} ${raw}`;
      prev = { text: raw, line: l, good: true, x: sg.x, w: sg.w };
    } else break;
    // the lines of the name show how wide it may run
    tableW = Math.max(tableW, prev.w);
    joins++;
  }
  return name;
}

/** The item's name from the texts of its lines (unless the position column gave it). */
function readName(c: RowCtx, s: RowState, texts: NameText[], nameWidth?: (x: number) => number): void {
  if (s.name) return;
  const first = firstNameText(c, s, texts);
  if (!first) return;
  s.nameLine = first.line;
  let name = wrapName(c, texts, first, joinHyphenCode(c.row, first), nameWidth);
  name = cleanName(name);
  // the same text printed twice, one line below the other: once
  const twice = TEXT_TWICE.exec(name);
  if (twice?.[1]) name = twice[1];
  s.name = name;
}

/** What the text layer ran into the name that is not part of it: quantity, codes, numbers. */
function trimName(c: RowCtx, s: RowState): void {
  let { name } = s;
  if (!name) return;
  // the quantity printed in the same run as the name ("Kunstrasen 3m breit 3,00"): not the name
  const qRaw = s.qty?.raw ?? '';
  if (qRaw && s.qty?.seg.text.trim().endsWith(qRaw) && name.endsWith(` ${qRaw}`))
    name = name.slice(0, -qRaw.length).trim();
  // "LINE-001Premium Coffee Beans": a position code glued to the name by the text layer
  const glued = name && !s.id ? CODE_GLUED_TO_NAME.exec(name) : null;
  if (name && glued?.[1]) {
    s.id = glued[1];
    name = name.slice(glued[1].length);
  }
  // an article number or GTIN printed after the name in a column of its own that the text layer
  // ran into the name ("MUELLSACK-BLAU-700X1100 05899800555 150"): not part of the name
  if (name && TWO_LETTERS.test(name)) name = name.replace(TRAILING_LONG_NUMBER, '');
  // a base quantity opened at the end of the name and closed on the line below ("… 1kg (1"
  // / "kg)"): not part of the name
  if (name && TRAILING_OPEN_NUMBER_PAREN.test(name)) name = name.replace(TRAILING_OPEN_NUMBER_PAREN, '');
  s.name = trimNameCodes(c.header, name, s.unit);
}

/** Item codes and base quantities printed with the name. */
function trimNameCodes(header: TableHeader, name: string, unit: string | undefined): string {
  // "539-9955 Mineralwasser …" under "Pos Art.-Nr. Bezeichnung": the article number, whose cell
  // the text layer ran into the name, is no part of it
  if (name && ART_HEAD.test(header.line.text)) {
    const code = CODE_BEFORE_NAME.exec(name);
    if (code?.[1] && THREE_DIGITS.test(code[1]) && name.length > code[0].length + 2)
      name = name.slice(code[0].length);
  }
  // "GG-SCRW-A4-01 - Screws": the seller's item code printed before the name
  const coded = name && CODE_DASH_NAME.exec(name);
  if (coded?.[2] && DIGIT.test(coded[1] ?? '')) name = coded[2];
  // "Brackets (3 kg)" with the line in kg: the price's base quantity, not part of the name
  const base = !name ? null : QUANTITY_UNIT_PAREN_END.exec(name);
  if (name && base?.[1] && unit && unitCode(base[1]) === unit) name = name.slice(0, base.index).trim();
  // "NAME - description" under a "name & description" header: the name is the part before
  if (name && header.nameAndDescription) {
    const m = NAME_DASH_MORE.exec(name);
    if (m?.[1]) name = m[1].trim();
  }
  return name;
}

/** No unit column: a unit named in the description ("Beratung (Stunde)", "Gas pro Liter"). */
function unitFromName(s: RowState, name: string): void {
  if (s.unit) return;
  const m = UNIT_IN_NAME.exec(name);
  const w = m?.[1] ?? m?.[2];
  // a lump-sum word in a description names the price type, not a unit
  const u = w && w.length > 1 ? unitCode(w) : undefined;
  if (u && u !== 'LS') {
    s.unit = u;
    s.unitText = w;
  }
}

/** An allowance or charge printed among the items: document level. */
function docLevelOf(c: RowCtx, s: RowState, name: string): ExtractedLine['docLevel'] {
  // no quantity and no price, only an amount under an allowance/charge word: document level
  if (!s.qty && !s.price && !s.id) {
    if (ALLOWANCE_WORD.test(name)) return 'allowance';
    if (CHARGE_WORD.test(name) || SHIPPING_WORD.test(name)) return 'charge';
  }
  // "REMISE : …" / "CHARGE : …" as a labelled row among the items ("5,00% sur 100,00 EUR"):
  // document level even with a reason code in the position column
  const label = c.netTok.line.segs.find((sg) => WORD_COLON_START.test(sg.text.trim()))?.text.trim() ?? '';
  if (ALLOWANCE_WORD.test(label) && TOKEN_COLON_START.test(label)) return 'allowance';
  if (CHARGE_WORD.test(label) && TOKEN_COLON_START.test(label)) return 'charge';
  return undefined;
}

/** The item's quantity: negated for a credit line, 1 for a lone price. */
function itemQuantity(c: RowCtx, s: RowState): string | undefined {
  const { qty, price, consistent } = s;
  if (
    qty &&
    c.negNet &&
    consistent &&
    !dec(qty.value).isNegative() &&
    !dec(s.netPrice ?? price?.value ?? '0').isNegative()
  )
    return dec(s.fineQty ?? qty.value)
      .negated()
      .toString();
  return s.fineQty ?? qty?.value ?? (price && consistent ? undefined : price ? '1' : undefined);
}

/** The area of the row's lines. */
function rowSource(row: Line[]): Source {
  const first = row[0] as Line;
  const last = row[row.length - 1] as Line;
  const x0 = Math.min(...row.flatMap((l) => l.segs.map((sg) => sg.x)));
  const x1 = Math.max(...row.flatMap((l) => l.segs.map((sg) => sg.x + sg.w)));
  return srcOf(first.page, { x: x0, y: first.y, w: x1 - x0, h: last.y + last.h - first.y });
}

function rowToItem(
  header: TableHeader,
  row: Line[],
  mark: DecimalMark,
  nameWidth?: (x: number) => number,
  detail?: Set<Line>,
  opts: { codeNameAbove?: boolean } = {},
): ExtractedLine | undefined {
  const c = rowContext(header, row, mark, detail);
  if (!c) return undefined;
  const s: RowState = { consistent: false };
  readQtyPrice(c, s);
  readNetPrice(c, s);
  readDiscount(c, s);
  readCentsOrSingle(c, s);
  readFinePrice(c, s);
  readFineQty(c, s);
  const rateTok = rowRate(c, s);
  readRowUnit(c, s);
  readPosition(c, s);
  const texts = nameTexts(c, s, opts.codeNameAbove);
  readName(c, s, texts, nameWidth);
  trimName(c, s);
  const name = s.name;
  if (!name) return undefined;
  unitFromName(s, name);
  const docLevel = docLevelOf(c, s, name);
  const item: ExtractedLine = {
    ...(docLevel ? { docLevel } : {}),
    id: s.id,
    name,
    quantity: itemQuantity(c, s),
    unitCode: s.unit,
    ...(s.unitText ? { unitText: s.unitText } : {}),
    price: s.netPrice ?? s.price?.value,
    netAmount: c.net,
    vatRate: rateTok?.value ?? zeroRateCell(header, c.netTok.line),
    ...(rateTok && !rateTok.percent ? { vatRateBare: true } : {}),
    consistent: s.consistent,
    source: rowSource(row),
    confidence: s.consistent ? 0.85 : 0.5,
    lines: row.map((l) => l.index),
  };
  if (s.id && s.idX !== undefined) ID_X.set(item, s.idX);
  NAME_AT.set(item, { name: s.nameLine, numbers: c.netTok.line, row });
  return item;
}

function sumNets(items: ExtractedLine[]): string {
  return items.reduce((a, x) => a.plus(dec(x.netAmount)), dec(0)).toString();
}

/** where an item's position number is printed (to see sub-positions indented under it) */
const ID_X = new WeakMap<ExtractedLine, number>();

/** the line an item's name was read from, its numbers line and its row */
const NAME_AT = new WeakMap<ExtractedLine, { name?: Line; numbers: Line; row: Line[] }>();

/**
 * Sub-positions ("1.1", "1.2" or "0101", "0102" under "1" / "01", their numbers printed indented
 * under the parent's): sub-lines of that item, not items of their own. The parent's amount is
 * the one that counts (a bundle, a group subtotal); the sub-lines' document lines are added to
 * the parent's `lines`.
 */
export function nestSubLines(items: ExtractedLine[]): ExtractedLine[] {
  const parentOf = new Map<ExtractedLine, ExtractedLine>();
  // "1.1", "1.2", "1.3" whose amounts add up to the amount of "1" (a bundle): its sub-lines even
  // when printed at the same indent
  for (const p of items) {
    const pid = p.id;
    if (!pid || p.docLevel) continue;
    const kids = items.filter(
      (x) => x.id?.startsWith(`${pid}.`) && DIGITS_ONLY.test(x.id.slice(pid.length + 1)),
    );
    if (kids.length && near(sumNets(kids), p.netAmount)) for (const k of kids) parentOf.set(k, p);
  }
  for (const x of items) {
    if (parentOf.has(x)) continue;
    const xx = ID_X.get(x);
    if (!x.id || xx === undefined || x.docLevel) continue;
    let best: ExtractedLine | undefined;
    for (const p of items) {
      const px = ID_X.get(p);
      if (p === x || !p.id || px === undefined || p.docLevel) continue;
      if (x.id.length <= p.id.length || !x.id.startsWith(p.id) || xx < px + 2) continue;
      if (!best || p.id.length > (best.id?.length ?? 0)) best = p;
    }
    if (best) parentOf.set(x, best);
  }
  if (!parentOf.size) return items;
  const top = (x: ExtractedLine): ExtractedLine => {
    let p = x;
    for (let i = 0; i < 10 && parentOf.has(p); i++) p = parentOf.get(p) as ExtractedLine;
    return p;
  };
  const out: ExtractedLine[] = [];
  for (const x of items) {
    const p = parentOf.get(x);
    if (!p) {
      out.push(x);
      continue;
    }
    p.subLines = [...(p.subLines ?? []), x];
    const t = top(x);
    t.lines = [...t.lines, ...x.lines];
  }
  return out;
}

/** text that can be (part of) an item name: no label, reference, code or article number */
function goodName(t: string): boolean {
  return (
    !NAME_NOISE.test(t) &&
    // "Label: value", "Artikelrabatt 1: 3,00%" (a numbered label), "Weitere Eigenschaften:"
    !LABEL_TEXT.test(t) &&
    !CODE_RE.test(t) &&
    // "2001015001325. FB05": a GTIN or article number first
    !LONG_DIGITS_START.test(t) &&
    !NUMBER_PAREN_WORD.test(t)
  );
}

// "[DESK-0042] Standing Desk": the seller's item code in brackets before the name (ERP
// templates print it so; the invoice data keeps it apart from the name) is dropped
function cleanName(s: string): string {
  return s
    .replace(GTIN_GLUED_START, '')
    .replace(BRACKETED_CODE_START, '')
    .replace(SPACES_G, ' ')
    .replace(TRAILING_PUNCTUATION, '')
    .trim();
}
