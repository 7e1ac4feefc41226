/**
 * Item tables, 1: the header row: column words (per language in lexicon/columns.ts), heads the text
 * layer joined or split, two-line heads; the model of a table (Column, TableHeader, ExtractedLine).
 */
import type { Source } from '../find.ts';
import { COLUMN_WORDS, COLUMN_WORDS_FOLDED, foldMarks } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import {
  DECIMAL_NUMBER,
  DIGIT,
  HEAD_WORD_BREAK,
  LEADING_SLASH,
  LEADING_SPACES,
  LETTER,
  LOWER_START,
  SLASH_PAIR,
  TRAILING_COLON,
  TRAILING_HYPHEN_OR_SLASH,
  TRAILING_PERCENT,
  WIDE_GAP,
} from '../lexicon/common.ts';
import {
  AMOUNT_HEAD_EN,
  AMOUNT_WORD,
  AMOUNT_WORD_ALONE,
  ARTICLE_ALONE,
  ARTICLE_ID_HEAD,
  ASIDE_HEAD,
  DAYS_HEAD,
  GROSS_RE,
  HEAD_CURRENCY,
  HOURS_HEAD,
  INCL_RE,
  ITEM_NUMBER_HEAD,
  NAME_AND_DESC,
  NET_PRICE_HEAD,
  POSITION_HEAD,
  PRICE_UNIT_HEAD,
  PRICE_WORD_ALONE,
  RATE_IN_MONEY_HEAD,
  SUMMARY_HEAD,
  TAX_QUAL,
  TOTAL_PRICE_WORD,
  WEIGHT_HEAD,
} from '../lexicon/table.ts';
import { type DecimalMark, guessDecimalMark } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import { type KindAt, numberColumns, numbersOverWords, otherHeadsOver, quantityByWords } from './roles.ts';

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
  if (DAYS_HEAD.test(t)) return 'DAY';
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
  /**
   * header cells of no known kind ("Vorschrift", "Waybill", "Origin"): columns of their own, whose
   * text is no part of the item name
   */
  others?: Array<{ x0: number; x1: number }>;
}

/** Header cells of no known kind: text only, short, under no column. */
function otherHeads(segs: Seg[], cols: Column[]): Seg[] {
  return segs.filter(
    (g) =>
      !DIGIT.test(g.text) &&
      g.text.trim().length <= 25 &&
      !classify(g.text) &&
      !cols.some((c) => g.x < c.x1 && c.x0 < g.x + g.w),
  );
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
  /** the quantity the price is for ("Preis | PE 100"), when not 1 */
  baseQuantity?: string;
  netAmount: string;
  vatRate?: string;
  /** the zero-rate category the row's VAT cell names ("exempt" E, "disb." O, "zero-rated" Z) */
  vatCategory?: string;
  /** … printed as the category's own letter ("E", "Z") */
  vatCategoryLetter?: boolean;
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

export function classify(text: string): ColumnKind | undefined {
  const t = withoutCurrency(text.trim().replace(TRAILING_COLON, ''));
  if (t.length > 40 || PRICE_UNIT_HEAD.test(t) || SUMMARY_HEAD.test(t)) return undefined;
  if (RATE_IN_MONEY_HEAD.test(text.trim())) return 'price';
  const k = classifyIn(t, COLUMN_WORDS);
  // (a weight's head is no amount, whatever word it holds: "kg net"; a price per kg is a price)
  if (k) return WEIGHT_HEAD.test(t) && k === 'amount' ? undefined : k;
  // a head whose diacritics an OCR model dropped or changed ("Descricäo", "Ilosc"): folded
  const f = foldMarks(t);
  return f === t ? undefined : classifyIn(f, COLUMN_WORDS_FOLDED);
}

/** The column kind of a head by the given column words. */
function classifyIn(t: string, words: Record<ColumnKind, RegExp>): ColumnKind | undefined {
  if (words.pos.test(t)) return 'pos';
  // "Item #", "Art. No.", "Product ID": a number column, not the description
  if (ITEM_NUMBER_HEAD.test(t)) return 'pos';
  if (words.qty.test(t)) return 'qty';
  if (words.unit.test(t)) return 'unit';
  if (words.disc.test(t)) return 'disc';
  // "Unit price (excl. VAT)", "Item subtotal (incl. VAT)", "Totaal excl. btw": a price or an
  // amount, not the rate column
  if (TAX_QUAL.test(t)) {
    const rest = t.replace(TAX_QUAL, ' ').trim();
    const k = rest && !PRICE_WORD_ALONE.test(rest) ? classifyIn(rest, words) : undefined;
    if (k === 'price' || k === 'amount') return k;
  }
  // (… a price word qualified as without the tax is no VAT column: "Prix HTVA")
  const qualified = TAX_QUAL.test(t) && !INCL_RE.test(t) && !!t.replace(TAX_QUAL, ' ').trim();
  if (words.vat.test(t) && !AMOUNT_WORD.test(t) && !qualified) return 'vat';
  // "Prix HT" / "Price excl. VAT" without a unit word is the line amount
  if (NET_PRICE_HEAD.test(t)) return 'amount';
  if (words.price.test(t) && !TOTAL_PRICE_WORD.test(t)) return 'price';
  if (words.amount.test(t)) return 'amount';
  if (words.desc.test(t)) return 'desc';
  // "Menge/Einheit", "Menge / Einh.", "Menge/AW": the quantity column (the unit, or the unit
  // word the quantities carry, printed with it)
  const slash = SLASH_PAIR.exec(t);
  const unitWord = (x: string) => words.unit.test(x) || unitCode(x) !== undefined;
  if (slash?.[1] && words.qty.test(slash[1]) && unitWord(slash[2] ?? '')) return 'qty';
  // a head in two languages ("Menge/Qty", "Einheit / Unit"): the kind both halves name
  const [a, b] = [slash?.[1], slash?.[2]].map((x) =>
    x && !x.includes('/') ? classifyIn(x.trim(), words) : undefined,
  );
  // (… or a description head beside a word of no kind: "Examination / service"; or with the
  // quantity printed under the name: "Description / Qty")
  if ((a === 'desc' && (!b || b === 'qty')) || (b === 'desc' && !a)) return 'desc';
  return a && a === b ? a : undefined;
}

/** A head without the currency printed after its word ("EP €" → "EP"); a currency alone stays. */
function withoutCurrency(t: string): string {
  return t.replace(HEAD_CURRENCY, '').trim() || t;
}

/** the kinds whose column words are matched whole (a word of their own, "Menge", "Unit", "Pos.") */
const WHOLE_KINDS: ColumnKind[] = ['pos', 'qty', 'unit'];

/** The head text is one column word as a whole ("Unit price", "Einzelpreis"), not a part of it. */
function wholeHead(t: string): boolean {
  const k = classify(t);
  if (!k) return false;
  if (!['price', 'amount', 'desc', 'vat'].includes(k)) return true;
  const w = withoutCurrency(t);
  const m = COLUMN_WORDS[k].exec(w);
  return !!m && m.index === 0 && m[0].length === w.length;
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
        // (the price head itself glued to the heads before it: "Menge EinheitEinzelpreis")
        ...((!wholeHead(left) && splitHeads(left, at)) || [{ text: left, from: at, to: at + left.length }]),
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
  return gluedRun(t, at, cuts);
}

/**
 * A run of heads each a head of its own kind, glued where their columns overlap ("PrezzoSconto %
 * Cod. IVAImponibile", "E-PreisRabatt % MwSt."): the cut into the fewest such heads (two at the
 * least, no kind twice, one cut at least where two words touch); undefined when there is none or
 * the run has more than six cuts.
 */
function gluedRun(
  t: string,
  at: number,
  cuts: number[],
): Array<{ text: string; from: number; to: number }> | undefined {
  if (!cuts.length || cuts.length > 6) return undefined;
  let best: Array<{ text: string; from: number; to: number }> | undefined;
  for (let mask = 1; mask < 1 << cuts.length; mask++) {
    const used = cuts.filter((_, i) => mask & (1 << i));
    // (at least one cut where two heads touch: heads set apart by spaces are read elsewhere)
    if (!used.some((c) => t[c] !== ' ')) continue;
    const ends = [...used, t.length];
    const parts: Array<{ text: string; from: number; to: number }> = [];
    let from = 0;
    for (const end of ends) {
      const raw = t.slice(from, end);
      const text = raw.trim();
      const lead = raw.length - raw.trimStart().length;
      parts.push({ text, from: at + from + lead, to: at + from + lead + text.length });
      from = end;
    }
    const kinds = parts.map((p) => (wholeHead(p.text) ? classify(p.text) : undefined));
    if (kinds.some((k) => !k) || new Set(kinds).size < kinds.length) continue;
    if (!best || parts.length < best.length) best = parts;
  }
  return best;
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

/**
 * "Position Material/Beschreibung": a position head and the description head in one segment;
 * "Pos Art.-Nr. Artikel", "Pos. Teile-/Arb.-Nr. Bezeichnung": an article-number head between
 * them, its column apart (the description starts at its own word).
 */
function posDescCols(s: Seg, words: string[], parts: string[]): Column[] | undefined {
  const posDesc =
    words.length === 1 && parts.length >= 2 && POSITION_HEAD.test(parts[0] ?? '')
      ? parts.slice(1).join(' ')
      : undefined;
  if (!posDesc || classify(posDesc) !== 'desc') return undefined;
  const at = (i: number) =>
    s.x + (s.w * (parts.slice(0, i).join(' ').length + 1)) / Math.max(1, s.text.length);
  const d = parts.findIndex((p, i) => i > 1 && classify(p) === 'desc');
  const descFrom = d > 1 ? d : 1;
  const xm = at(descFrom);
  const cols: Column[] = [{ kind: 'pos', x0: s.x, x1: at(1) - 3, cx: (s.x + at(1) - 3) / 2 }];
  const mid = parts.slice(1, descFrom).join(' ');
  if (mid && (classify(mid) === 'pos' || ARTICLE_ALONE.test(mid)))
    cols.push({ kind: 'pos', x0: at(1), x1: xm - 3, cx: (at(1) + xm - 3) / 2 });
  cols.push({ kind: 'desc', x0: xm, x1: s.x + s.w, cx: (xm + s.x + s.w) / 2 });
  return cols;
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

/**
 * Heads of different kinds the text layer joined at single spaces ("Menge Einheit Artikel /
 * Leistung", "USt. Preis/Einh.", "MwSt Gesamt (EUR)"), the segment no single head: its words cut
 * into the fewest runs that each are a head of a kind of its own and start with a word of that
 * kind (no cut at a slash; no digits: an item row is no head row), each at its share of the
 * segment.
 */
function runOfHeadsCols(s: Seg, words: string[], parts: string[]): Column[] | undefined {
  const text = s.text.trim();
  if (words.length !== 1 || parts.length < 2 || parts.length > 8 || wholeHead(text) || DIGIT.test(text))
    return undefined;
  const best = fewestRuns(parts);
  if (!best) return undefined;
  const cw = s.w / Math.max(1, s.text.length);
  let at = 0;
  const cols: Column[] = [];
  const aside: Array<{ x0: number; x1: number }> = [];
  for (const r of best) {
    const t = r.join(' ');
    const i = s.text.indexOf(t, at);
    at = i + t.length;
    const x0 = s.x + i * cw;
    const x1 = s.x + at * cw;
    const kind = classify(t);
    // (an article number's head beside the line's number: set aside, as `fewestRuns` counts it)
    const article =
      kind === 'pos' &&
      ARTICLE_ID_HEAD.test(t) &&
      best.some((o) => o !== r && classify(o.join(' ')) === 'pos');
    if (kind && !article) cols.push({ kind, x0, x1, cx: (x0 + x1) / 2 });
    else aside.push({ x0, x1 });
  }
  if (aside.length) ASIDE_RUNS.set(s, aside);
  return cols;
}

/**
 * The heads set aside in runs of heads ("SK" of "Gesamt SK", "Par" of "Par Rem. % Code TVA Montant
 * HT"), per header segment: heads of no known kind of the header (their cells are no column's).
 */
const ASIDE_RUNS = new WeakMap<Seg, Array<{ x0: number; x1: number }>>();

/**
 * The fewest runs of words that each are a head of a kind of its own starting with a word of that
 * kind (or a whole head: "Code TVA"), or a head set aside ("SK", "Par"; not all of them).
 */
function fewestRuns(parts: string[]): string[][] | undefined {
  let best: string[][] | undefined;
  for (let mask = 1; mask < 1 << (parts.length - 1); mask++) {
    const runs: string[][] = [[parts[0] as string]];
    for (let i = 1; i < parts.length; i++)
      if (mask & (1 << (i - 1))) runs.push([parts[i] as string]);
      else runs[runs.length - 1]?.push(parts[i] as string);
    // (each run starts with a word of its own kind: "Einheit Artikel / Leistung" is two heads)
    // (a slash joins its neighbours into one head: "Beschreibung / Preis", "Artikel / Leistung";
    // so do a word in lower case and brackets: "Preis pro Einheit", "Unit price (excl. VAT)")
    if (runs.some((r, i) => i > 0 && (joinsOn(r[0] ?? '') || joinsOn(runs[i - 1]?.at(-1) ?? '')))) continue;
    const texts = runs.map((r) => r.join(' '));
    // (an article number's head beside the line's number is a head set aside: "Regel Artikelnr.
    // Omschrijving")
    const lineNo = texts.some((t) => classify(t) === 'pos' && !ARTICLE_ID_HEAD.test(t));
    const asideAt = texts.map((t) => ASIDE_HEAD.test(t) || (lineNo && ARTICLE_ID_HEAD.test(t)));
    const kinds = texts.map((t, i) => (asideAt[i] ? undefined : classify(t)));
    const own = (i: number) => classify(runs[i]?.[0] ?? '') === kinds[i] || wholeHead(texts[i] ?? '');
    if (kinds.some((k, i) => !asideAt[i] && (!k || !own(i)))) continue;
    const known = kinds.filter(Boolean);
    if (!known.length || new Set(known).size !== known.length) continue;
    if (!best || runs.length < best.length) best = runs;
  }
  return best;
}

/** A word that belongs to the head word beside it: a slash, a word in lower case, a bracket. */
function joinsOn(w: string): boolean {
  return w.startsWith('/') || w.endsWith('/') || LOWER_START.test(w) || w.includes('(') || w.includes(')');
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
    runOfHeadsCols(s, words, parts) ??
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
  // "Preis | Rabatt % | Netto | MwSt | Betrag": an amount head right after a discount column, a
  // price left of the discount and another amount head further right, is the net price after the
  // discount (not a line subtotal before a gross column)
  const byX = [...cols].sort((a, b) => a.x0 - b.x0);
  byX.forEach((c, i) => {
    if (
      c.kind === 'amount' &&
      byX[i - 1]?.kind === 'disc' &&
      byX.slice(0, i - 1).some((p) => p.kind === 'price') &&
      byX.slice(i + 1).some((n) => n.kind === 'amount')
    )
      c.kind = 'price';
  });
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
  // "Leistung | Zeitraum | Netto | USt. | Brutto": a gross column beside the net counts as a number
  // column under a description head (a totals head "Netto | MwSt 19 % | Brutto" has none)
  const gross =
    kinds.has('amount') && kinds.has('desc') && segs.some((s) => GROSS_RE.test(s.text.trim())) ? 1 : 0;
  const numeric = ['qty', 'price', 'amount'].filter((k) => kinds.has(k as ColumnKind)).length + gross;
  // a wide header of a description, an amount and two heads or more of no known kind ("Tätigkeit |
  // Vorschrift | Gegenstandswert | Satz | Betrag", "Ship date | Waybill | … | Service | Amount"),
  // or of a description and an amount beside a position column or a head of no known kind (fee
  // and shipment lists without quantity and price: "Pos. | Bezeichnung | Betrag EUR",
  // "Gebührentatbestand | Nr. VV RVG | Betrag")
  const others = otherHeads(segs, cols).length;
  // (… or a description, a rate and an amount: "Description / Qty | VAT | Amount €", the
  // quantity and price printed under each name)
  const wide = kinds.has('desc') && kinds.has('amount') && (others >= 1 || kinds.has('vat'));
  if (!(cols.length >= 3 && numeric >= 2 && (kinds.has('amount') || kinds.has('price'))) && !wide)
    return undefined;
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

/** Columns of a one-line header completed from the lines above it; the last of two prices the amount. */
function completeColumns(doc: Doc, line: Line, cols: Column[]): void {
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
  cols.sort((a, b) => a.x0 - b.x0);
  const prices = cols.filter((c) => c.kind === 'price');
  if (!cols.some((c) => c.kind === 'amount') && prices.length > 1)
    (prices[prices.length - 1] as Column).kind = 'amount';
}

/** The header's columns at a line: on the line itself, else on it and the line above. */
function headerColumnsAt(doc: Doc, line: Line, found: TableHeader[]): Column[] | undefined {
  // a row of two or more amounts is an item, whatever words it holds ("1 Network switch 16 pcs
  // 236.52 20% 3,784.32 Rate Goods VAT", a summary's heads printed beside it)
  if (line.segs.filter((g) => DECIMAL_NUMBER.test(g.text) && !LETTER.test(g.text)).length >= 2)
    return undefined;
  let cols = headerColumns(line.segs);
  if (cols) {
    completeColumns(doc, line, cols);
    return cols;
  }
  const above = doc.lines[line.index - 1];
  const merged = above ? twoLineHeader(above, line) : undefined;
  if (merged) cols = headerColumns(merged);
  if (cols && found.some((h) => h.line.index === line.index - 1)) cols = undefined;
  return cols;
}

/**
 * The header with the columns whose numbers are no line amount set aside: a gross column next to
 * the net one, the gross after a rate column, a heading of no known kind right of the amount.
 */
function headerWithIgnored(line: Line, cols: Column[]): TableHeader {
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
  const others = [
    ...otherHeads(line.segs, h.columns).map((g) => ({ x0: g.x, x1: g.x + g.w })),
    ...line.segs.flatMap((g) => ASIDE_RUNS.get(g) ?? []),
  ];
  if (others.length) h.others = others;
  return h;
}

/** Header rows of item tables (a line with at least three recognised column words incl. an amount). */
export function findHeaders(doc: Doc): TableHeader[] {
  const out: TableHeader[] = [];
  let mark: DecimalMark | undefined;
  for (const line of doc.lines) {
    if (line.segs.length < 3) continue;
    const cols = headerColumnsAt(doc, line, out);
    if (!cols) continue;
    const h = headerWithIgnored(line, cols);
    if (headerBlock(doc, line).some((l) => NAME_AND_DESC.test(l.text))) h.nameAndDescription = true;
    mark ??= docMark(doc);
    const checked = checkedByNumbers(doc, h, mark);
    if (!out.some((o) => o.line === checked.line)) out.push(checked);
  }
  return out.length ? out : numberHeaders(doc);
}

const docMark = (doc: Doc): DecimalMark => guessDecimalMark(doc.lines.map((l) => l.text).join('\n'));

/** A header row whose columns the numbers under it give; its heads over no such column are columns of their own. */
function numberHeader(line: Line, found: NonNullable<ReturnType<typeof numberColumns>>): TableHeader {
  const others = otherHeadsOver(line, found.columns);
  return {
    line,
    columns: found.columns,
    ...(found.ignore.length ? { ignore: found.ignore } : {}),
    ...(others.length ? { others } : {}),
  };
}

/**
 * A header of column words checked against the numbers under it (table/roles.ts
 * `numbersOverWords`): where the rows multiply out in the numbers' columns but not in the words'
 * (a quantity head of no column word: "Liefermenge", "NOMBRE", "N. pezzi"), or a percentage column
 * lies under a head of another role (a price head over the VAT rates, "Tarief BTW"; a rate head
 * over the discounts, "Upust %"), the numbers' columns are the table's. The numbers are read under
 * the header row or under its second line.
 */
function checkedByNumbers(doc: Doc, h: TableHeader, mark: DecimalMark): TableHeader {
  const next = doc.lines[h.line.index + 1];
  const second = next && next.page === h.line.page && !DIGIT.test(next.text) ? next : undefined;
  for (const line of second ? [h.line, second] : [h.line]) {
    const found = numbersOverWords(doc, line, mark, h.columns, h.ignore);
    if (found) return numberHeader(line, withWordsPos(withWordsDesc(found, h.columns), h.columns));
  }
  return h;
}

type Found = NonNullable<ReturnType<typeof numbersOverWords>>;

/**
 * The numbers' columns with the description where the words put it, when the words' description head
 * starts right of the numbers' description (an article code column before the name: "Cikkszám |
 * Megnevezés"); the head left of it then stands over no column, a column of its own.
 */
function withWordsDesc(found: Found, words: Column[]): Found {
  const wd = words.find((c) => c.kind === 'desc');
  const nd = found.columns.find((c) => c.kind === 'desc');
  if (!wd || !nd || wd.x0 <= nd.x0 + 3 || wd.x0 >= nd.x1) return found;
  const desc = { ...nd, x0: wd.x0, cx: (wd.x0 + nd.x1) / 2 };
  return { ...found, columns: found.columns.map((c) => (c === nd ? desc : c)) };
}

/**
 * The words' position column ("Pos." over 10, 20, 30 …) where the numbers found none, left of
 * their description.
 */
function withWordsPos(found: Found, words: Column[]): Found {
  const wp = words.find((c) => c.kind === 'pos');
  const nd = found.columns.find((c) => c.kind === 'desc');
  if (!wp || !nd || found.columns.some((c) => c.kind === 'pos') || wp.x1 > nd.x0 + 3) return found;
  // (its numbers no longer set aside as numbers of no role)
  const ignore = found.ignore.filter((g) => g.x1 < wp.x0 - 3 || g.x0 > wp.x1 + 3);
  return { ...found, columns: [wp, ...found.columns], ignore };
}

/**
 * The numbers' columns corrected by the words of their head row: "Hours" over the quantity, not
 * the "Fee" beside it; "Pos." over the positions left of the names (10, 20, 30 … no count of the
 * numbers').
 */
function byHeadWords(line: Line, found: Found): Found {
  const kindAt: KindAt = (x) => {
    const s = line.segs.find((g) => g.x - 6 < x.x1 && x.x0 < g.x + g.w + 6);
    return s ? classify(s.text) : undefined;
  };
  const pos: Column[] = line.segs
    .filter((g) => classify(g.text) === 'pos')
    .map((g) => ({ kind: 'pos', x0: g.x, x1: g.x + g.w, cx: g.x + g.w / 2 }));
  return withWordsPos(quantityByWords(kindAt, found), pos);
}

/**
 * No header of column words: header rows whose columns the numbers under it give (quantity ×
 * price = amount per row, table/roles.ts); their heads over no such column are columns of their own.
 */
function numberHeaders(doc: Doc): TableHeader[] {
  const mark = docMark(doc);
  const out: TableHeader[] = [];
  for (const line of doc.lines) {
    const found = numberColumns(doc, line, mark);
    if (found) out.push(numberHeader(line, byHeadWords(line, found)));
  }
  return out;
}
