/**
 * Form layouts: invoices printed as "visualisations" of an e-invoice (the KoSIT XRechnung
 * visualisation, our own renderer, the ZUGFeRD "Label : value" printouts) are forms, not letters:
 * section heads ("Verkäufer", "Käufer", "Rechnungsdaten", "Gesamtbeträge", "Seller", "Totals" …),
 * under each a label column and a value column, labels and values wrapping onto several lines,
 * often two forms side by side sharing physical lines.
 *
 * `readFormRows` finds such forms by geometry alone: a column of label-like segments at one x,
 * each followed on its line by a value to its right; at least three of the labels must be
 * EN 16931 business-term names (de/en, `FORM_TERMS`). A label line directly under a label (a
 * wrapped label) continues it, value lines under a value (nothing at the label x) continue the
 * value, a label-like line without value is a heading (a section when set bolder/larger, else a
 * sub-heading). `formFields` maps the rows to model fields through the vocabulary; the party of
 * a row comes from its label ("Anschrift des Verkäufers", "Seller name") or its section.
 *
 * `readFormTable` reads the item table of these renderings: a header row (Pos. | Artikel |
 * Menge | Einzelpreis | USt. | Netto, or the English words), items anchored at the line with the
 * net amount, "1 Stück" quantity+unit cells, "S 19 %" category+rate cells, the id in the
 * position column (wrapped ids joined), the name from the item column up to the first detail
 * line (smaller print, or "Label: value"), sub-positions (item text indented under their parent)
 * left out: their amounts are inside the parent's.
 */
import { codelists, dec, type Invoice } from '@ic/einvoice';
import { type Source, srcOf } from './find.ts';
import type { Doc, Line, Seg } from './layout.ts';
import {
  ACCOUNT_LIKE,
  AMOUNT_OR_NUMBER,
  BIC_START,
  BRACKETED_UNIT_CODE,
  CITY_POSTCODE,
  COMMA_CENTS_G,
  COUNTRY_CODE_ONLY,
  CURRENCY_CODE_START,
  DIGIT,
  DIGIT_START,
  INTEGER_THEN_WORDS,
  LABEL_COLON_END,
  LETTER_OR_PAREN_START,
  LOWER_OR_PAREN_START,
  NON_SPACE,
  NOT_AMOUNT_CHAR_G,
  NUMBER_CHAR_END,
  NUMBER_ONLY,
  NUMBER_START,
  NUMBER_THEN_TEXT,
  PERCENT_IN_TEXT,
  PERCENT_ONLY,
  POINT_CENTS_G,
  POINTS_G,
  QUANTITY_THEN_TEXT,
  SHORT_TOKEN_ONLY,
  SLASHED_DATE_PARTS,
  SPACE_COLON_END,
  SPACES,
  SPACES_G,
  THOUSANDS_POINTS,
  TOKENS_G,
  TRAILING_PARENTHESIS,
  TRAILING_SPACE,
  TYPE_CODE_START,
  WORD_LABEL_VALUE,
} from './lexicon/common.ts';
import {
  BREAKDOWN_WORD,
  BUYER_WORD,
  CODE_FIRST,
  COL_WORDS,
  type Col,
  DIRECT_DEBIT_WORD,
  FORM_TERMS,
  type FormField,
  ITEM_TERMS,
  type ItemField,
  OTHER_WORD,
  PRECEDING_WORD,
  QTY_CELL,
  SELLER_WORD,
  SIMPLE_PC,
  TOTALS_SECTION_WORD,
  VAT_CELL,
  VAT_CODE,
  VAT_WORDS,
  type VatCol,
} from './lexicon/forms.ts';
import { type Notice, notice } from './notices.ts';
import { type DecimalMark, findAmounts, parseAmount } from './parse/amount.ts';
import { parseDate } from './parse/date.ts';
import { findIbans, findVatIds } from './parse/ids.ts';
import { countryCode, unitCode } from './parse/units.ts';
import { parsePostcodeLine } from './parties.ts';
import { TOTALS_KEYS } from './reconcile.ts';
import type { ExtractedLine } from './table.ts';
import type { VatRow } from './vat.ts';

export interface FormValueLine {
  text: string;
  seg: Seg;
  line: number;
  page: number;
}

export interface FormRow {
  page: number;
  label: string;
  values: FormValueLine[];
  /** the section heading above the row (same column) */
  section?: string;
  /** a sub-heading between the section heading and the row */
  sub?: string;
  /** label segment (first line) */
  labelSeg: Seg;
  line: number;
}

type Role = 'seller' | 'buyer' | 'other';

function roleOf(text: string | undefined): Role | undefined {
  if (!text) return undefined;
  if (OTHER_WORD.test(text)) return 'other';
  // "Käufer" is inside "Verkäufer": test the seller first
  if (SELLER_WORD.test(text)) return 'seller';
  if (BUYER_WORD.test(text)) return 'buyer';
  return undefined;
}

/** A party heading ("Verkäufer", "Buyer", "Rechnungsempfänger"): its role; short texts only. */
export function roleOfHeading(text: string): 'seller' | 'buyer' | undefined {
  const t = text.trim().replace(SPACE_COLON_END, '');
  if (!t || t.split(SPACES).length > 3) return undefined;
  const r = roleOf(t);
  return r === 'seller' || r === 'buyer' ? r : undefined;
}

function normLabel(s: string): string {
  return s.replace(LABEL_COLON_END, '').replace(SPACES_G, ' ').trim().toLowerCase();
}

export function formTerm(label: string): FormField | undefined {
  const t = normLabel(label);
  for (const [f, re] of FORM_TERMS) if (re.test(t)) return f;
  return undefined;
}

/** Text that can be a label: letters, short, no amount, date or long number. */
function labelLike(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 60 || !LETTER_OR_PAREN_START.test(t)) return false;
  if (AMOUNT_OR_NUMBER.test(t)) return false;
  if (t.split(SPACES).length > 7) return false;
  return true;
}

const TOL = 3;

interface Column {
  x: number;
  valueX: number;
  right: number;
  /** the next column to the right (its label and value x) */
  next?: { x: number; valueX: number };
  labelSize?: number;
}

/** Label columns: x positions where label-like segments with a value to their right line up. */
function findColumns(doc: Doc): Column[] {
  const pairs: Array<{ x: number; vx: number; hit: boolean; size?: number }> = [];
  for (const l of doc.lines) {
    l.segs.forEach((s, k) => {
      const v = l.segs[k + 1];
      if (!v || !labelLike(s.text) || v.x - (s.x + s.w) < 4) return;
      pairs.push({ x: s.x, vx: v.x, hit: formTerm(s.text) !== undefined, size: s.size });
    });
  }
  pairs.sort((a, b) => a.x - b.x);
  const clusters: (typeof pairs)[] = [];
  for (const p of pairs) {
    const c = clusters[clusters.length - 1];
    if (c && p.x - (c[0]?.x ?? 0) <= TOL) c.push(p);
    else clusters.push([p]);
  }
  const cols: Column[] = [];
  for (const c of clusters) {
    const hits = c.filter((p) => p.hit);
    if (hits.length < 3 || hits.length < c.length * 0.3) continue;
    const x = Math.min(...c.map((p) => p.x));
    // the value column: where most values start (left-aligned) — the nearest one for right-aligned
    const vx = Math.min(...hits.map((p) => p.vx));
    const sizes = hits.flatMap((p) => (p.size ? [p.size] : []));
    cols.push({
      x,
      valueX: vx,
      right: Number.POSITIVE_INFINITY,
      labelSize: sizes.length ? median(sizes) : undefined,
    });
  }
  cols.sort((a, b) => a.x - b.x);
  cols.forEach((c, i) => {
    const next = cols.slice(i + 1).find((n) => n.x > c.valueX);
    if (next) {
      c.right = next.x - TOL;
      c.next = { x: next.x, valueX: next.valueX };
    }
  });
  return cols;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

type OpenRow = FormRow & { lastLabel: Line; lastLabelSeg: Seg; lastLine: Line };
type SectionHead = { page: number; y: number; x: number; text: string };

/** The walk down one label column: the row being read, the headings above it. */
interface ColumnWalk {
  col: Column;
  out: FormRow[];
  /** section headings of all columns */
  heads: SectionHead[];
  row?: OpenRow;
  section?: string;
  sub?: string;
}

/** The label/value rows of every form in the document. */
export function readFormRows(doc: Doc): FormRow[] {
  const out: FormRow[] = [];
  // section headings of all columns: a column without its own heading above a row (the right
  // half of a two-column section) takes the heading printed further left
  const heads: SectionHead[] = [];
  for (const col of findColumns(doc)) {
    const w: ColumnWalk = { col, out, heads };
    let prevPage = 0;
    for (const l of doc.lines) {
      if (l.page !== prevPage) {
        closeRow(w);
        prevPage = l.page;
      }
      columnLine(w, l);
    }
    closeRow(w);
  }
  sectionsFromLeft(out, heads);
  return out;
}

function closeRow(w: ColumnWalk): void {
  if (w.row) w.out.push(stripRow(w.row));
  w.row = undefined;
}

/** One line of the document in the column: a label row, its value going on, or the form's end. */
function columnLine(w: ColumnWalk, l: Line): void {
  const { col } = w;
  // a row printed across the whole width (no label of the next column on the line) keeps
  // its far-right cells; otherwise the next column starts at its label
  const nx = col.next;
  const across =
    nx &&
    !l.segs.some((s) => Math.abs(s.x - nx.x) <= TOL) &&
    l.segs.some((s) => s.x > nx.valueX + TOL) &&
    l.segs.some((s) => Math.abs(s.x - col.x) <= TOL);
  const segs = l.segs.filter((s) => s.x >= col.x - TOL && (s.x < col.right || across));
  if (!segs.length) return;
  const labelSeg = segs.find((s) => Math.abs(s.x - col.x) <= TOL);
  const values = segs.filter((s) => s !== labelSeg && s.x >= col.valueX - TOL);
  const between = segs.filter((s) => s !== labelSeg && !values.includes(s));
  const vlines = values.map((s) => ({ text: s.text, seg: s, line: l.index, page: l.page }));
  // something else in the label/value gap (a table): the form is interrupted
  if (between.length || (labelSeg && !labelLike(labelSeg.text))) {
    closeRow(w);
    return;
  }
  if (labelSeg) {
    labelLine(w, l, labelSeg, vlines);
    return;
  }
  // value lines only: the value of the current row goes on
  const { row } = w;
  if (row && values.length) {
    const gap = l.y - (row.lastLine.y + row.lastLine.h);
    if (row.lastLine.page === l.page && gap < row.lastLine.h * 1.0) {
      row.values.push(...vlines);
      row.lastLine = l;
      return;
    }
  }
  closeRow(w);
}

/** A line with a label: the label of the row above wrapped, a new row, or a heading. */
function labelLine(w: ColumnWalk, l: Line, labelSeg: Seg, vlines: FormValueLine[]): void {
  const { row } = w;
  // distances between the label segments themselves (a line's box also holds the values)
  const prevSeg = row?.lastLabelSeg;
  const h = prevSeg?.h ?? labelSeg.h;
  const gap = prevSeg ? labelSeg.y - (prevSeg.y + prevSeg.h) : Number.POSITIVE_INFINITY;
  const prevLabel = row?.label ?? '';
  const joined = prevLabel.endsWith('-') ? `${prevLabel}${labelSeg.text}` : `${prevLabel} ${labelSeg.text}`;
  const cont =
    row !== undefined &&
    row.lastLabel.page === l.page &&
    gap > -h * 0.5 &&
    (gap < h * 0.25 ||
      (gap < h * 0.45 &&
        (prevLabel.endsWith('-') ||
          LOWER_OR_PAREN_START.test(labelSeg.text) ||
          (formTerm(joined) !== undefined && formTerm(prevLabel) === undefined))));
  if (cont && row) {
    row.label = joined;
    row.lastLabel = l;
    row.lastLabelSeg = labelSeg;
    row.lastLine = l;
    row.values.push(...vlines);
    return;
  }
  closeRow(w);
  if (vlines.length) {
    w.row = {
      page: l.page,
      label: labelSeg.text,
      values: vlines,
      section: w.section,
      sub: w.sub,
      labelSeg,
      line: l.index,
      lastLabel: l,
      lastLabelSeg: labelSeg,
      lastLine: l,
    };
    return;
  }
  const heading =
    (labelSeg.bold && !bolder(w.col)) ||
    (labelSeg.size && w.col.labelSize && labelSeg.size > w.col.labelSize * 1.1);
  if (heading || w.section === undefined) {
    w.section = labelSeg.text;
    w.sub = undefined;
    w.heads.push({ page: l.page, y: labelSeg.y, x: labelSeg.x, text: labelSeg.text });
  } else w.sub = labelSeg.text;
}

/** A row takes the nearest section heading above it printed at or left of its label. */
function sectionsFromLeft(out: FormRow[], heads: SectionHead[]): void {
  for (const r of out) {
    let best: SectionHead | undefined;
    for (const h of heads) {
      if (h.page !== r.page || h.y >= r.labelSeg.y - 1 || h.x > r.labelSeg.x + TOL) continue;
      if (!best || h.y > best.y + 1 || (Math.abs(h.y - best.y) <= 1 && h.x > best.x)) best = h;
    }
    if (best && best.text !== r.section) {
      r.section = best.text;
      r.sub = undefined;
    }
  }
}

function bolder(_c: Column): boolean {
  return false;
}

function stripRow(r: FormRow & { lastLabel?: Line; lastLabelSeg?: Seg; lastLine?: Line }): FormRow {
  const { lastLabel: _a, lastLine: _b, lastLabelSeg: _c, ...rest } = r;
  return rest;
}

// ---- mapping to the model ----------------------------------------------------------------------

export interface FormValue {
  value: string;
  source: Source;
  /** the row's label */
  label: string;
}

export type FormFields = Map<string, FormValue>;

function joinValue(r: FormRow): string {
  return r.values
    .map((v) => v.text)
    .join(' ')
    .replace(SPACES_G, ' ')
    .trim();
}

function srcRow(r: FormRow, i = 0): Source {
  const v = r.values[i] ?? r.values[0];
  return srcOf(v?.page ?? r.page, v?.seg ?? r.labelSeg);
}

type Put = (path: string, value: string | undefined, src: Source) => void;

/** One form row as the field readers see it. */
interface RowView {
  r: FormRow;
  first: string;
  all: string;
  src: Source;
  /** section and sub-heading */
  ctx: string;
  /** the values on the row's first line */
  firstLine: FormValueLine[];
  /** the fields read so far */
  out: FormFields;
}

/**
 * Model fields from form rows: path → value as printed (trimmed, codes cut from "380 – Rechnung",
 * amounts as decimal strings, dates ISO). Only values that pass their type check.
 */
export function formFields(rows: FormRow[], mark: DecimalMark, mdy = false): FormFields {
  const out: FormFields = new Map();
  let label = '';
  const put: Put = (path, value, src) => {
    if (value === undefined || value === '' || out.has(path)) return;
    out.set(path, { value, source: src, label });
  };
  for (const r of rows) {
    label = r.label;
    // a qualifier printed between label and value ("Gesamtsumme | netto | 12.536,84")
    const firstLine = r.values.filter((v) => v.line === r.values[0]?.line);
    const qual = firstLine.filter((v) => !DIGIT.test(v.text)).map((v) => v.text);
    const f = (qual.length ? formTerm(`${r.label} ${qual.join(' ')}`) : undefined) ?? formTerm(r.label);
    if (!f || f === 'other' || !r.values.length) continue;
    const v: RowView = {
      r,
      first: r.values[0]?.text.trim() ?? '',
      all: joinValue(r),
      src: srcRow(r),
      ctx: `${r.section ?? ''} ${r.sub ?? ''}`,
      firstLine,
      out,
    };
    // a preceding invoice's number and date ("Vorausgegangene Rechnung") are not this invoice's
    if (PRECEDING_WORD.test(v.ctx)) continue;
    if (f.startsWith('party.')) partyFormField(f, v, put);
    else if (!docFormField(f, v, put, mdy)) amountFormField(f, v, put, mark);
  }
  return out;
}

function partyFormField(f: string, v: RowView, put: Put): void {
  const { r, first, src } = v;
  const role = roleOf(r.label) ?? roleOf(r.sub) ?? roleOf(r.section);
  if (role !== 'seller' && role !== 'buyer') return;
  const p = role;
  switch (f) {
    case 'party.name':
      put(`${p}.name`, first, src);
      break;
    case 'party.vatId': {
      const m = findVatIds(v.all, { lenient: true })[0];
      put(`${p}.vatId`, m ? m.value : DIGIT.test(first) ? first : undefined, src);
      break;
    }
    case 'party.taxNumber':
      if (DIGIT.test(first)) put(`${p}.taxRegistrationId`, first, src);
      break;
    case 'party.address':
      addressFields(r, p, put);
      break;
    case 'party.line1':
      put(`${p}.address.line1`, first, src);
      break;
    case 'party.postcode':
      put(`${p}.address.postalCode`, first, src);
      break;
    case 'party.city':
      put(`${p}.address.city`, first, src);
      break;
    case 'party.country': {
      const c = countryOf(first);
      put(`${p}.address.countryCode`, c, src);
      break;
    }
    default:
      break;
  }
}

/** A slashed date whose day and month can be swapped is left to the document-wide reading. */
function formDate(t: string, mdy: boolean): string | undefined {
  return SLASHED_DATE_PARTS.exec(t)
    ?.slice(1)
    .every((n) => Number(n) <= 12)
    ? undefined
    : parseDate(t, { monthFirst: mdy });
}

/** Document fields (number, dates, codes, references, terms, bank); false: an amount field. */
function docFormField(f: string, v: RowView, put: Put, mdy: boolean): boolean {
  const { first, src } = v;
  switch (f) {
    case 'number':
      if (NON_SPACE.test(first) && first.length <= 40) put('number', first, src);
      return true;
    case 'issueDate':
      put('issueDate', formDate(first, mdy), src);
      return true;
    case 'dueDate':
      put('dueDate', formDate(first, mdy), src);
      return true;
    case 'typeCode':
      put('typeCode', TYPE_CODE_START.exec(first)?.[1], src);
      return true;
    case 'currency':
      put('currency', CURRENCY_CODE_START.exec(first)?.[1], src);
      return true;
    case 'buyerReference':
      put('buyerReference', first, src);
      return true;
    case 'orderReference':
      put('purchaseOrderReference', first, src);
      return true;
    case 'contractReference':
      put('contractReference', first, src);
      return true;
    case 'paymentTerms':
      put('paymentTerms', v.all, src);
      return true;
    case 'iban':
    case 'debitAccount':
      accountFormField(f, v, put);
      return true;
    case 'bic': {
      // after its label a code is taken as printed (placeholders, odd lengths)
      const m = BIC_START.exec(first) ?? SHORT_TOKEN_ONLY.exec(first);
      put('bic', m?.[1], src);
      return true;
    }
    default:
      return false;
  }
}

/** An account to pay to ('iban', 'iban#2', …) or the buyer's account of a direct debit. */
function accountFormField(f: string, v: RowView, put: Put): void {
  const { first, all } = v;
  const m = findIbans(all)[0] ?? findIbans(all, { lenient: true })[0];
  // an account under a direct-debit heading is the buyer's, to be debited
  const debit = f === 'debitAccount' || DIRECT_DEBIT_WORD.test(v.ctx);
  // after its label an account is taken as printed (placeholders, national formats)
  const acc = m?.value ?? (ACCOUNT_LIKE.test(first) && DIGIT.test(first) ? first : undefined);
  // several accounts to pay to: 'iban', 'iban#2', …
  let key = debit ? 'debitAccount' : 'iban';
  if (!debit && acc !== undefined)
    for (let n = 2; v.out.has(key) && v.out.get(key)?.value !== acc; n++) key = `iban#${n}`;
  put(key, acc, v.src);
}

/** Totals: the amount on the row's first line (after any qualifier). */
function amountFormField(f: string, v: RowView, put: Put, mark: DecimalMark): void {
  if (BREAKDOWN_WORD.test(v.ctx)) return;
  const cell = v.firstLine.find((x) => DIGIT.test(x.text));
  const t = cell?.text ?? v.first;
  const a = findAmounts(t, mark)[0];
  const value = a ? a.value : parseAmount(t.replace(NOT_AMOUNT_CHAR_G, ''), mark);
  put(`totals.${f}`, value, cell ? srcOf(cell.page, cell.seg) : v.src);
}

function countryOf(text: string): string | undefined {
  const m = CODE_FIRST.exec(text.trim());
  if (m?.[1] && COUNTRY_CODE_ONLY.test(m[1])) return m[1];
  if (COUNTRY_CODE_ONLY.test(text.trim())) return text.trim();
  return countryCode(text);
}

/** A compact address value: street line(s), "12345 City", "DE – Deutschland". */
function addressFields(
  r: FormRow,
  p: 'seller' | 'buyer',
  put: (path: string, value: string | undefined, src: Source) => void,
): void {
  const lines = r.values.map((v) => v.text.trim()).filter(Boolean);
  if (!lines.length) return;
  let country: string | undefined;
  const last = lines[lines.length - 1] as string;
  if (lines.length > 1 && (CODE_FIRST.test(last) || countryCode(last) || COUNTRY_CODE_ONLY.test(last))) {
    country = countryOf(last);
    if (country) lines.pop();
  }
  let pcIdx = -1;
  let pc: { postcode: string; city: string; country?: string } | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = lines[i] as string;
    const parsed = parsePostcodeLine(t);
    const m = SIMPLE_PC.exec(t);
    if (parsed || m) {
      pc = parsed ?? {
        postcode: m?.[2] ?? '',
        city: m?.[3] ?? '',
        country: m?.[1] ? countryCode(m[1]) : undefined,
      };
      pcIdx = i;
      break;
    }
  }
  // the postcode after the town ("Testhausen 12345"), below a street line
  for (let i = lines.length - 1; !pc && i >= 1; i--) {
    const m = CITY_POSTCODE.exec(lines[i] as string);
    if (m?.[1] && m[2]) {
      pc = { postcode: m[2], city: m[1] };
      pcIdx = i;
    }
  }
  const src = (i: number) => srcRow(r, i);
  if (pc && pcIdx >= 0) {
    put(`${p}.address.postalCode`, pc.postcode, src(pcIdx));
    put(`${p}.address.city`, pc.city, src(pcIdx));
    if (pcIdx > 0) put(`${p}.address.line1`, lines[0], src(0));
    if (pcIdx > 1) put(`${p}.address.line2`, lines[1], src(1));
    country ??= pc.country;
  } else return; // no postcode line: not read as an address
  put(`${p}.address.countryCode`, country, src(r.values.length - 1));
}

/** Paths `formFields` writes that are party address fields (set together). */
const HEADER_PATHS = [
  'number',
  'issueDate',
  'typeCode',
  'currency',
  'dueDate',
  'buyerReference',
  'purchaseOrderReference',
  'contractReference',
  'paymentTerms',
] as const;

/**
 * The heuristic value holds the form's value and more that is not the row's label (a name
 * printed partly above a centred label, a salutation): the form row saw only part of it.
 */
function heuristicHasMore(old: string | undefined, v: FormValue): boolean {
  if (!old || old === v.value || !old.includes(v.value)) return false;
  const extra = normLabel(old.replace(v.value, ' '));
  return extra !== '' && extra !== normLabel(v.label);
}

/**
 * Form values win over the heuristic ones for the fields they cover. `set` records confidence and
 * source (the extractor's field info).
 */
export function applyFormFields(
  inv: Invoice,
  ff: FormFields,
  set: (path: string, c: { confidence: number; source?: Source }) => void,
  notices?: Notice[],
): void {
  const conf = 0.95;
  for (const k of HEADER_PATHS) {
    const v = ff.get(k);
    if (!v) continue;
    (inv as unknown as Record<string, string>)[k] = v.value;
    set(k, { confidence: conf, source: v.source });
  }
  for (const p of ['seller', 'buyer'] as const) {
    const party = inv[p];
    const name = ff.get(`${p}.name`);
    if (name && !heuristicHasMore(party.name, name)) {
      party.name = name.value;
      set(`${p}.name`, { confidence: conf, source: name.source });
    }
    const vat = ff.get(`${p}.vatId`);
    if (vat) {
      party.vatId = vat.value;
      set(`${p}.vatId`, { confidence: conf, source: vat.source });
    }
    const tax = ff.get(`${p}.taxRegistrationId`);
    if (tax && p === 'seller') {
      inv.seller.taxRegistrationId = tax.value;
      set(`${p}.taxRegistrationId`, { confidence: conf, source: tax.source });
    }
    // the address as a whole: a form that prints any part of it replaces the heuristic one
    const addr = ['line1', 'line2', 'postalCode', 'city', 'countryCode'] as const;
    if (addr.some((k) => ff.has(`${p}.address.${k}`))) {
      const a = party.address;
      const prevCountry = a.countryCode;
      for (const k of addr) {
        const v = ff.get(`${p}.address.${k}`);
        if (v) {
          a[k] = v.value;
          set(`${p}.address.${k}`, { confidence: conf, source: v.source });
        } else if (k !== 'countryCode') delete a[k];
      }
      if (!a.countryCode) a.countryCode = prevCountry;
    }
  }
  // the account to be debited is no account to pay to
  const debit = ff.get('debitAccount');
  const pi0 = inv.paymentInstructions;
  if (debit && pi0) {
    const key = (v: string) => v.replace(SPACES_G, '');
    pi0.creditTransfers = pi0.creditTransfers.filter((c) => key(c.accountId) !== key(debit.value));
    if (!pi0.creditTransfers.length) {
      pi0.typeCode = '59';
      pi0.directDebit = { ...pi0.directDebit, debitedAccountId: debit.value };
    }
  }
  const accounts = [...ff.entries()].filter(([k]) => k === 'iban' || k.startsWith('iban#')).map(([, v]) => v);
  if (accounts.length) {
    // the form's accounts first, in its order, then the others found in the document
    const pi = inv.paymentInstructions ?? { typeCode: '58', creditTransfers: [] };
    const key = (v: string) => v.replace(SPACES_G, '');
    const old = pi.creditTransfers;
    pi.creditTransfers = [
      ...accounts.map((a) => old.find((c) => key(c.accountId) === key(a.value)) ?? { accountId: a.value }),
      ...old.filter((c) => !accounts.some((a) => key(a.value) === key(c.accountId))),
    ];
    const bic0 = old[0]?.providerId;
    if (bic0 && pi.creditTransfers[0] && !pi.creditTransfers[0].providerId)
      pi.creditTransfers[0].providerId = bic0;
    accounts.forEach((a, k) => {
      set(`paymentInstructions.creditTransfers[${k}].accountId`, { confidence: conf, source: a.source });
    });
    inv.paymentInstructions = pi;
  }
  const bic = ff.get('bic');
  const ct = inv.paymentInstructions?.creditTransfers[0];
  if (bic && ct) {
    ct.providerId = bic.value;
    set('paymentInstructions.creditTransfers[0].providerId', { confidence: conf, source: bic.source });
  }
  const t = inv.totals;
  for (const k of TOTALS_KEYS) {
    const v = ff.get(`totals.${k}`);
    if (!v) continue;
    (t as unknown as Record<string, string>)[k] = v.value;
    set(`totals.${k}`, { confidence: conf, source: v.source });
  }
  if (notices) reviseNotices(inv, ff, notices);
}

/**
 * Notices the heuristics raised that the form answers: a party or header field it found, totals
 * checked again on the values now in the invoice.
 */
function reviseNotices(inv: Invoice, ff: FormFields, notices: Notice[]): void {
  const drop = new Set<string>();
  if (inv.seller.name) drop.add('EXTRACT_NO_SELLER');
  if (inv.buyer.name) drop.add('EXTRACT_NO_BUYER');
  if (inv.number) drop.add('EXTRACT_NO_NUMBER');
  if (inv.issueDate) drop.add('EXTRACT_NO_ISSUE_DATE');
  const add: Notice[] = [];
  if ([...ff.keys()].some((k) => k.startsWith('totals.'))) {
    for (const c of ['EXTRACT_TOTALS_MISMATCH', 'EXTRACT_DUE_MISMATCH', 'EXTRACT_LINES_SUM_MISMATCH'])
      drop.add(c);
    const t = inv.totals;
    const eq = (a: string, b: string) => dec(a).minus(dec(b)).abs().lte(0.01);
    if (
      t.taxExclusive &&
      t.vatTotal &&
      t.taxInclusive &&
      !eq(dec(t.taxExclusive).plus(dec(t.vatTotal)).toString(), t.taxInclusive)
    )
      add.push(
        notice('EXTRACT_TOTALS_MISMATCH', { net: t.taxExclusive, vat: t.vatTotal, gross: t.taxInclusive }),
      );
    if (
      t.amountDue &&
      t.taxInclusive &&
      !eq(
        dec(t.taxInclusive)
          .minus(dec(t.paidAmount ?? '0'))
          .plus(dec(t.roundingAmount ?? '0'))
          .toString(),
        t.amountDue,
      )
    )
      add.push(notice('EXTRACT_DUE_MISMATCH', { due: t.amountDue, gross: t.taxInclusive }));
    if (inv.lines.length && t.lineNetTotal) {
      const sum = inv.lines.reduce((a, l) => a.plus(dec(l.netAmount)), dec('0'));
      if (!eq(sum.toString(), t.lineNetTotal))
        add.push(notice('EXTRACT_LINES_SUM_MISMATCH', { lines: sum.toFixed(2), document: t.lineNetTotal }));
    }
  }
  const kept = notices.filter((n) => !drop.has(n.code));
  notices.splice(0, notices.length, ...kept, ...add);
}

// ---- the item table of form renderings ---------------------------------------------------------

interface Header {
  line: Line;
  cols: Partial<Record<Col, Seg>>;
}

function tableHeader(l: Line): Header | undefined {
  const cols: Partial<Record<Col, Seg>> = {};
  for (const s of l.segs) {
    const t = s.text.trim();
    for (const c of Object.keys(COL_WORDS) as Col[]) {
      if (!cols[c] && COL_WORDS[c].test(t)) {
        cols[c] = s;
        break;
      }
    }
  }
  // a form-table header names every column; its values carry quantity+unit and category+rate
  if (!cols.pos || !cols.item || !cols.qty || !cols.net || !cols.price) return undefined;
  if (Object.keys(cols).length < l.segs.length - 1) return undefined;
  return { line: l, cols };
}

function sameHeader(a: Header, l: Line): boolean {
  const h = tableHeader(l);
  return !!h && h.line.segs.length === a.line.segs.length;
}

/** One row of a form table as read: its numbers line, cells, and the text lines under it. */
interface FormTableRow {
  anchor: Line;
  cells: Partial<Record<Col, string>>;
  posParts: Array<{ text: string; seg: Seg }>;
  nameParts: string[];
  nameDone: boolean;
  itemX: number;
  size?: number;
  lines: number[];
}

/** The walk over a form table's lines. */
interface FormScan {
  doc: Doc;
  header: Header;
  start: number;
  mark: DecimalMark;
  pos: Seg;
  item: Seg;
  qty: Seg;
  colOf: (s: Seg) => Col | undefined;
  rows: FormTableRow[];
  cur?: FormTableRow;
  lastY: number;
  lastPage: number;
  /** after the rows of a page: only a repeated header on a following page goes on with the table */
  waiting: boolean;
}

const segRight = (s: Seg) => s.x + s.w;

/** The column of a segment: the position or item column by x, a number column by right edge. */
function formColumnOf(hc: Header['cols']): (s: Seg) => Col | undefined {
  const pos = hc.pos as Seg;
  const item = hc.item as Seg;
  const qty = hc.qty as Seg;
  const numCols = (['qty', 'price', 'vat', 'net'] as Col[]).filter((c) => hc[c]);
  return (s: Seg): Col | undefined => {
    if (Math.abs(s.x - pos.x) <= TOL) return 'pos';
    if (s.x >= item.x - TOL && segRight(s) < qty.x) return 'item';
    let best: Col | undefined;
    let d = Number.POSITIVE_INFINITY;
    for (const c of numCols) {
      const dd = Math.abs(segRight(s) - segRight(hc[c] as Seg));
      if (dd < d) {
        d = dd;
        best = c;
      }
    }
    return d <= 12 ? best : undefined;
  };
}

/**
 * The items of a form rendering's line table, or undefined when the document has no such table
 * (a header whose numbers lines print "quantity unit" cells and "category rate %" cells).
 */
export function readFormTable(doc: Doc, docMark: DecimalMark): ExtractedLine[] | undefined {
  let header: Header | undefined;
  let start = -1;
  for (const l of doc.lines) {
    const h = tableHeader(l);
    if (h) {
      header = h;
      start = l.index;
      break;
    }
  }
  if (!header) return undefined;
  const hc = header.cols;
  const sc: FormScan = {
    doc,
    header,
    start,
    mark: docMark,
    pos: hc.pos as Seg,
    item: hc.item as Seg,
    qty: hc.qty as Seg,
    colOf: formColumnOf(hc),
    rows: [],
    lastY: 0,
    lastPage: header.line.page,
    waiting: false,
  };
  for (let i = start + 1; i < doc.lines.length; i++) {
    const step = formTableLine(sc, i);
    if (step === 'fail') return undefined;
    if (step === 'break') break;
  }
  const { rows } = sc;
  if (!rows.length) return undefined;
  // a visualisation prints the VAT category code with the rate ("S 19 %"); without it this is an
  // ordinary item table, left to the general reader
  const coded = rows.filter((r) => VAT_CELL.test(r.cells.vat?.trim() ?? '')).length;
  if (coded * 2 < rows.length) return undefined;
  const mark = formTableMark(rows, docMark);
  // sub-positions: item text indented under the least indented items
  const minX = Math.min(...rows.map((r) => r.itemX));
  const top = rows.filter((r) => r.itemX <= minX + TOL);
  return top.map((r) => formItem(r, mark, sc.item));
}

/** The cells of one line by column (a pos run into the name, a quantity into the price split). */
function formLineCells(
  sc: FormScan,
  l: Line,
): { cells: Partial<Record<Col, Seg>>; items: Seg[]; stray: boolean } {
  const { pos, item, qty } = sc;
  const cells: Partial<Record<Col, Seg>> = {};
  const items: Seg[] = [];
  let stray = false;
  for (const s of l.segs) {
    // an id so long that the text layer ran it into the item name: split at the column edge
    if (Math.abs(s.x - pos.x) <= TOL && segRight(s) > item.x + TOL) {
      const [a, b] = splitAt(s, item.x);
      if (a) cells.pos = a;
      if (b) items.push(b);
      continue;
    }
    const c = sc.colOf(s);
    // a quantity the text layer ran into the price ("30.0000 €158.1250"): split at the space
    // before the price's first amount
    const ps = sc.header.cols.price;
    if (c === 'price' && ps && s.x < segRight(qty) - TOL && !cells.qty) {
      const m = QUANTITY_THEN_TEXT.exec(s.text);
      if (m?.[1] && m[2]) {
        const cw = s.w / Math.max(1, s.text.length);
        cells.qty = { ...s, text: m[1], w: m[1].length * cw };
        cells.price = { ...s, text: m[2], x: s.x + (s.text.length - m[2].length) * cw, w: m[2].length * cw };
        continue;
      }
    }
    if (c === 'item' || (c === undefined && s.x >= item.x - TOL && s.x < qty.x)) items.push(s);
    else if (c) cells[c] = s;
    else stray = true;
  }
  return { cells, items, stray };
}

/** One line of the table: a repeated header, a numbers line (a new row), or text under a row. */
function formTableLine(sc: FormScan, i: number): 'break' | 'fail' | undefined {
  const l = sc.doc.lines[i] as Line;
  if (sameHeader(sc.header, l)) {
    sc.waiting = false;
    sc.lastPage = l.page;
    sc.lastY = l.y + l.h;
    return undefined;
  }
  if (sc.waiting) return l.page > sc.lastPage + 1 ? 'break' : undefined;
  const { cells, items, stray } = formLineCells(sc, l);
  const netV = cells.net ? parseAmount(cells.net.text.replace(NOT_AMOUNT_CHAR_G, ''), sc.mark) : undefined;
  const qm = cells.qty ? QTY_CELL.exec(cells.qty.text.trim()) : undefined;
  if (netV !== undefined && qm && !stray) {
    sc.cur = {
      anchor: l,
      cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, v.text])) as Partial<
        Record<Col, string>
      >,
      posParts: cells.pos ? [{ text: cells.pos.text, seg: cells.pos }] : [],
      nameParts: items.map((s) => s.text),
      nameDone: false,
      itemX: items[0]?.x ?? sc.item.x,
      size: items[0]?.size ?? cells.net?.size,
      lines: [l.index],
    };
    sc.rows.push(sc.cur);
    sc.lastY = l.y + l.h;
    sc.lastPage = l.page;
    return undefined;
  }
  if (!sc.cur) return sc.rows.length === 0 && i - sc.start > 3 ? 'fail' : undefined;
  formRowContinues(sc, sc.cur, l, cells, items, stray);
  return undefined;
}

/**
 * Continuation lines (wrapped id, wrapped name, details) sit tight under the row; anything else
 * (a heading, the footer, the next table) ends the page's rows.
 */
function formRowContinues(
  sc: FormScan,
  cur: FormTableRow,
  l: Line,
  cells: Partial<Record<Col, Seg>>,
  items: Seg[],
  stray: boolean,
): void {
  const tight = l.page === sc.lastPage && l.y - sc.lastY < l.h * 0.8;
  // a unit wrapped under its quantity ("935" / "Kilowattstunde") stays in the quantity cell
  // … or the rest of a quantity wrapped with its unit ("30.0000000000" / "0 Piece")
  const qtyRest = cells.qty ? INTEGER_THEN_WORDS.exec(cells.qty.text.trim()) : undefined;
  if (qtyRest?.[1] && qtyRest[2] && NUMBER_ONLY.test(cur.cells.qty ?? '')) {
    cur.cells.qty = `${cur.cells.qty}${qtyRest[1]} ${qtyRest[2]}`;
    delete cells.qty;
  }
  // (a unit's code wrapped under its name, "1,0000 Stück" / "(C62)", too)
  const unitBelow =
    cells.qty && (!DIGIT.test(cells.qty.text) || BRACKETED_UNIT_CODE.test(cells.qty.text.trim()))
      ? cells.qty.text
      : undefined;
  // cells wrapped under a quantity or price ("386,52 € / 366" / "Tag", "€100.0000 /" /
  // "1.0000 One") belong to the row above: only a net amount starts a row
  if (stray || !tight || cells.net) {
    sc.waiting = true;
    return;
  }
  if (unitBelow) cur.cells.qty = `${cur.cells.qty ?? ''} ${unitBelow}`.trim();
  cur.lines.push(l.index);
  sc.lastY = l.y + l.h;
  if (cells.pos) cur.posParts.push({ text: cells.pos.text, seg: cells.pos });
  for (const s of items) {
    const detail =
      (cur.size !== undefined && s.size !== undefined && s.size < cur.size * 0.92) ||
      WORD_LABEL_VALUE.test(s.text);
    if (detail) cur.nameDone = true;
    if (!cur.nameDone) cur.nameParts.push(s.text);
  }
}

/** The table's own decimal mark (the document-wide guess can be thrown by long numbers). */
function formTableMark(rows: FormTableRow[], mark: DecimalMark): DecimalMark {
  const cellsText = rows.map((r) => `${r.cells.net ?? ''} ${r.cells.price ?? ''}`).join(' ');
  const commas = (cellsText.match(COMMA_CENTS_G) ?? []).length;
  const points = (cellsText.match(POINT_CENTS_G) ?? []).length;
  if (commas !== points) return commas > points ? ',' : '.';
  return mark;
}

/** The id of a row from the pieces of its position cell. */
function formRowId(r: FormTableRow, item: Seg): string {
  let id = '';
  r.posParts.forEach((p, k) => {
    const prev = r.posParts[k - 1];
    // a word broken by the column width (the previous piece fills the column) joins without space
    const broken = prev && segRight(prev.seg) > item.x - 3 * (prev.seg.w / Math.max(1, prev.text.length));
    id =
      k === 0
        ? p.text
        : (broken || id.endsWith('-')) && !TRAILING_SPACE.test(id)
          ? `${id}${p.text}`
          : `${id} ${p.text}`;
  });
  return id;
}

function formItem(r: FormTableRow, mark: DecimalMark, item: Seg): ExtractedLine {
  const qm = QTY_CELL.exec(r.cells.qty?.trim() ?? '');
  // "3.875" with a decimal comma is three thousand …; parseAmount alone reads 3.875
  const rawQty = qm?.[1];
  const quantity = rawQty
    ? mark === ',' && THOUSANDS_POINTS.test(rawQty)
      ? rawQty.replace(POINTS_G, '').replace('−', '-')
      : parseAmount(rawQty, mark)
    : undefined;
  const unitText = qm?.[2]?.trim();
  const price = r.cells.price ? findAmounts(r.cells.price, mark)[0]?.value : undefined;
  const net = parseAmount((r.cells.net ?? '').replace(NOT_AMOUNT_CHAR_G, ''), mark) as string;
  const vm = r.cells.vat ? VAT_CELL.exec(r.cells.vat.trim()) : undefined;
  const id = formRowId(r, item);
  const name = r.nameParts.join(' ').replace(SPACES_G, ' ').trim();
  const anchorSeg = r.anchor.segs.find((s) => s.text === r.cells.net) ?? (r.anchor.segs[0] as Seg);
  const q = quantity;
  const consistent =
    q !== undefined && price !== undefined && Math.abs(Number(q) * Number(price) - Number(net)) < 0.011;
  return {
    id: id.replace(SPACES_G, ' ').trim() || undefined,
    name,
    quantity: q,
    unitText,
    unitCode: unitText ? (unitCode(unitText) ?? rec20ByName(unitText)) : undefined,
    price,
    netAmount: net,
    vatRate: vm?.[2] !== undefined ? String(vm[2]).replace(',', '.') : undefined,
    consistent,
    source: srcOf(r.anchor.page, anchorSeg),
    confidence: 0.9,
    lines: r.lines,
  };
}

/** Split a segment at x (estimated character positions), at the nearest space. */
function splitAt(s: Seg, x: number): [Seg | undefined, Seg | undefined] {
  const n = s.text.length || 1;
  const cw = s.w / n;
  // the last space whose (estimated) position is left of the column edge
  let best = -1;
  for (let i = 0; i < s.text.length; i++) if (s.text[i] === ' ' && s.x + i * cw <= x) best = i;
  if (best < 0) return [s, undefined];
  const a = s.text.slice(0, best);
  const b = s.text.slice(best + 1);
  return [
    { ...s, text: a, w: a.length * cw },
    { ...s, text: b, x: s.x + (best + 1) * cw, w: b.length * cw },
  ];
}

let REC20_NAMES: Map<string, string | null> | undefined;

/**
 * A unit printed by its UN/ECE Rec 20 name ("Kilowattstunde", "kilowatt hour"), as the
 * visualisations print codes; names shared by several codes ("Stück") give nothing.
 */
export function rec20ByName(word: string): string | undefined {
  if (!REC20_NAMES) {
    const m = new Map<string, string | null>();
    for (const lang of ['en', 'de'] as const) {
      for (const e of codelists.listEntries('unit', lang)) {
        // the short name, and the full name with its bracket part ("Stück (Packstück)")
        const full = e.label.trim().toLowerCase();
        for (const k of new Set([full.replace(TRAILING_PARENTHESIS, '').trim(), full])) {
          if (!k || k === e.code.toLowerCase()) continue;
          const prev = m.get(k);
          m.set(k, prev === undefined || prev === e.code ? e.code : null);
        }
      }
    }
    REC20_NAMES = m;
  }
  return REC20_NAMES.get(word.trim().toLowerCase()) ?? undefined;
}

// ---- the VAT breakdown table of form renderings ------------------------------------------------

/**
 * A VAT table header on one line, or on two (words wrapped inside their column: "VAT" / "rate",
 * "Umsatzsteuerkate" / "gorie"): the column words and where they end.
 */
function vatHeader(
  l: Line,
  below: Line | undefined,
): { cols: Partial<Record<VatCol, Seg>>; below?: Line } | undefined {
  const cols: Partial<Record<VatCol, Seg>> = {};
  for (const s of l.segs) {
    const cw = s.w / Math.max(1, s.text.length);
    // candidate texts: runs of the segment's words (headers the text layer ran together, at
    // their estimated positions), each alone or joined with the part below it (with or
    // without a space: "Steuerbetra" / "g")
    const text = s.text.trim();
    const words: Array<{ t: string; at: number }> = [];
    for (const m of text.matchAll(TOKENS_G)) words.push({ t: m[0], at: m.index ?? 0 });
    const cands: Array<[string, number, number]> = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i; j < Math.min(words.length, i + 4); j++) {
        const a = words[i] as { t: string; at: number };
        const b = words[j] as { t: string; at: number };
        const x0 = s.x + a.at * cw;
        const x1 = j === words.length - 1 ? s.x + s.w : s.x + (b.at + b.t.length) * cw;
        const t = text.slice(a.at, b.at + b.t.length);
        cands.push([t, x0, x1]);
        const under = below?.segs.find((u) => u.x < x1 && x0 < u.x + u.w);
        if (under)
          for (const sep of ['', ' '])
            cands.push([`${t}${sep}${under.text.trim()}`, x0, Math.max(x1, under.x + under.w)]);
      }
    }
    for (const c of Object.keys(VAT_WORDS) as VatCol[]) {
      if (cols[c]) continue;
      const hit = cands.find(([t]) => VAT_WORDS[c].test(t));
      if (hit) cols[c] = { ...s, text: hit[0], x: hit[1], w: hit[2] - hit[1] };
    }
  }
  if (Object.keys(cols).length !== 4 || l.segs.length > 5) return undefined;
  return { cols, below };
}

/**
 * The VAT breakdown of a form rendering: a header naming category, rate, taxable amount and tax
 * amount; rows "S – Normaler Steuersatz | 19 % | 12.536,84 € | 2.382,00 €" (the category as its
 * UNTDID 5305 code, a wrapped category name on the line below is skipped). Rows are taken as
 * printed, also rows of 0,00.
 */
export function readFormVatTable(doc: Doc, mark: DecimalMark): VatRow[] | undefined {
  const out: VatRow[] = [];
  let hdr: Partial<Record<VatCol, Seg>> | undefined;
  let lastY = 0;
  let lastPage = 0;
  let skip = -1;
  for (const l of doc.lines) {
    if (l.index <= skip) continue;
    const next = doc.lines[l.index + 1];
    const below = next && next.page === l.page && next.y - (l.y + l.h) < l.h * 0.5 ? next : undefined;
    const cols = vatHeader(l, undefined) ?? (below ? vatHeader(l, below) : undefined);
    if (cols) {
      if (cols.below) skip = l.index + 1;
      if (hdr && out.length) continue; // repeated on the next page
      hdr = cols.cols;
      lastY = (cols.below ?? l).y + (cols.below ?? l).h;
      lastPage = l.page;
      continue;
    }
    if (!hdr) continue;
    const h = hdr;
    const at = (c: VatCol) => {
      const hs = h[c] as Seg;
      return l.segs.find((s) => {
        // the right edge of the cell's first amount (the text layer may have run more text on)
        const a = findAmounts(s.text, mark)[0];
        const aRight = a ? s.x + ((a.index + a.raw.length) * s.w) / Math.max(1, s.text.length) : s.x + s.w;
        const r = hs.x + hs.w;
        return Math.abs(s.x + s.w - r) <= 12 || Math.abs(aRight - r) <= 12 || Math.abs(s.x - hs.x) <= TOL;
      });
    };
    const cat = at('category');
    const rateS = at('rate');
    const baseS = at('base');
    const taxS = at('tax');
    const code = cat ? VAT_CODE.exec(cat.text.trim())?.[1] : undefined;
    const rate = rateS ? PERCENT_ONLY.exec(rateS.text.trim())?.[1] : undefined;
    // an amount wrapped in its narrow column ("10.781.250,0" / "0 €"): the rest is set flush
    // right under it on the next line
    const nextLine = doc.lines[l.index + 1];
    const tight = nextLine && nextLine.page === l.page && nextLine.y - (l.y + l.h) < l.h * 0.5;
    const cell = (c: Seg | undefined) => {
      if (!c) return '';
      const u = tight ? nextLine.segs.find((x) => Math.abs(x.x + x.w - (c.x + c.w)) <= 2) : undefined;
      if (!u || !NUMBER_CHAR_END.test(c.text) || !DIGIT_START.test(u.text)) return c.text;
      return `${c.text}${u.text}`;
    };
    const base = baseS ? findAmounts(cell(baseS), mark)[0]?.value : undefined;
    const tax = taxS ? findAmounts(cell(taxS), mark)[0]?.value : undefined;
    if (code && rate !== undefined && base !== undefined && tax !== undefined && cat !== rateS) {
      out.push({
        rate: rate.replace(',', '.'),
        base,
        tax,
        category: code,
        line: l.index,
        source: srcOf(l.page, baseS as Seg),
      });
      lastY = l.y + l.h;
      lastPage = l.page;
      continue;
    }
    // cells the text layer ran together ("19% €10,781.25 €2,048.44"): the code at the line's
    // start, the first percentage, then the first two amounts after it
    const catCode = cat && Math.abs(cat.x - (h.category as Seg).x) <= TOL ? code : undefined;
    if (catCode) {
      const rest = l.text.slice(l.text.indexOf(catCode) + catCode.length);
      const rm = PERCENT_IN_TEXT.exec(rest);
      const amounts = rm
        ? findAmounts(rest.slice(rm.index + rm[0].length), mark).filter((a) => !a.percent)
        : [];
      const [b, t] = amounts;
      if (rm?.[1] && b && t) {
        const src = l.segs.find((x) => x !== cat) ?? cat;
        out.push({
          rate: rm[1].replace(',', '.'),
          base: b.value,
          tax: t.value,
          category: catCode,
          line: l.index,
          source: srcOf(l.page, src as Seg),
        });
        lastY = l.y + l.h;
        lastPage = l.page;
        continue;
      }
    }
    // the rest of a row wrapped onto the next line (a category name, the end of an amount, a
    // currency sign, an exemption reason): no category code of its own
    if (out.length && !code && l.page === lastPage && l.y - lastY < l.h * 0.8) {
      lastY = l.y + l.h;
      continue;
    }
    if (out.length) break;
    hdr = undefined;
  }
  return out.length ? out : undefined;
}

// ---- line items printed as forms (one block of label rows per item) ---------------------------

function itemTerm(label: string): ItemField | undefined {
  const t = normLabel(label);
  for (const [f, re] of ITEM_TERMS) if (re.test(t)) return f;
  return undefined;
}

/**
 * Items printed as blocks of label rows ("Preiseinzelheiten: Menge 1, Einheit XPP, Gesamtpreis
 * (netto) 288,79 / Artikelinformationen: Bezeichnung …"): a new item starts where a line-item
 * term repeats; the item's id is the line printed alone above its first block. Only items with a
 * net amount count.
 */
export function readFormItems(doc: Doc, rows: FormRow[], mark: DecimalMark): ExtractedLine[] | undefined {
  const cand = rows
    .filter((r) => itemTerm(r.label) && !TOTALS_SECTION_WORD.test(r.section ?? ''))
    .sort((a, b) => a.line - b.line);
  if (!cand.length) return undefined;
  const x0 = Math.min(...cand.map((r) => r.labelSeg.x));
  const groups: FormRow[][] = [];
  let cur: FormRow[] = [];
  let seen = new Set<ItemField>();
  for (const r of cand) {
    if (Math.abs(r.labelSeg.x - x0) > TOL) continue;
    const f = itemTerm(r.label) as ItemField;
    if (seen.has(f)) {
      groups.push(cur);
      cur = [];
      seen = new Set();
    }
    seen.add(f);
    cur.push(r);
  }
  if (cur.length) groups.push(cur);
  const out: ExtractedLine[] = [];
  let prevEnd = -1;
  for (const g of groups) {
    const get = (f: ItemField) => g.find((r) => itemTerm(r.label) === f);
    const first = (f: ItemField) => get(f)?.values[0]?.text.trim();
    const netRow = get('net');
    const net = netRow ? findAmounts(first('net') ?? '', mark)[0]?.value : undefined;
    const start = Math.min(...g.map((r) => r.line));
    const end = Math.max(...g.map((r) => r.line));
    if (!netRow || net === undefined) {
      prevEnd = end;
      continue;
    }
    // the id: a lone line at the block's left edge above its first row, below the previous item
    let id = first('id');
    if (!id) {
      for (let k = start - 1; k > prevEnd && k >= start - 6; k--) {
        const l = doc.lines[k];
        const s = l?.segs[0];
        if (!l || !s || l.segs.length !== 1 || l.page !== netRow.page) continue;
        if (Math.abs(s.x - x0) > TOL || s.text === g[0]?.section) continue;
        id = s.text.trim();
        break;
      }
    }
    const qty = first('qty');
    const unit = first('unit');
    const price = first('price');
    const rate = first('rate');
    const nameRow = get('name');
    const quantity = qty ? findAmounts(qty, mark)[0]?.value : undefined;
    const unitText = unit ?? (qty ? NUMBER_THEN_TEXT.exec(qty)?.[1] : undefined);
    const p = price ? findAmounts(price, mark)[0]?.value : undefined;
    out.push({
      id,
      name: nameRow
        ? nameRow.values
            .map((v) => v.text)
            .join(' ')
            .replace(SPACES_G, ' ')
            .trim()
        : '',
      quantity,
      unitText,
      unitCode: unitText ? (unitCode(unitText) ?? rec20ByName(unitText)) : undefined,
      price: p,
      netAmount: net,
      vatRate: rate ? NUMBER_START.exec(rate)?.[1]?.replace(',', '.') : undefined,
      consistent:
        quantity !== undefined &&
        p !== undefined &&
        Math.abs(Number(quantity) * Number(p) - Number(net)) < 0.011,
      source: srcRow(netRow),
      confidence: 0.8,
      lines: g.map((r) => r.line),
    });
    prevEnd = end;
  }
  return out.length ? out : undefined;
}
