/**
 * Item tables, 6: an item's name (description column, wrapped lines, codes before it), the item
 * built from its row (rowToItem), and sub-lines nested under their parent item.
 */

import { dec } from '@ic/einvoice';
import { type Source, srcOf } from '../find.ts';
import type { Line, Seg } from '../layout.ts';
import {
  BRACKETED_CODE_START,
  BULLET_OR_DASH_START,
  CODE_BEFORE_NAME,
  CODE_DASH_NAME,
  CODE_GLUED_TO_NAME,
  COLON_END,
  DASH_WORD_START,
  DECIMAL_NUMBER,
  DIGIT,
  DIGIT_END,
  GTIN_GLUED_START,
  HYPHEN_AFTER_WORD_OR_PAREN,
  HYPHEN_WORD_START,
  LEADER_DOTS_G,
  LETTER_HYPHEN_END,
  LONG_CODE_END,
  LONG_DIGITS_START,
  MEASURE_UNIT_ALONE,
  NAME_DASH_MORE,
  NUMBER_PAREN_WORD,
  OPEN_PARENTHESIS_UNCLOSED,
  PARENTHESIS_ONLY,
  PARENTHESIS_WORD_START,
  POSITION_NUMBER_NAME,
  POSITION_NUMBER_SPACE,
  QUANTITY_UNIT_PAREN_END,
  SHORT_CODE,
  SPACE_THEN_CHAR_G,
  SPACES,
  SPACES_G,
  TEXT_TWICE,
  THREE_DIGITS,
  THREE_LETTERS_PLUS,
  TOKEN_COLON_START,
  TRAILING_LONG_NUMBER,
  TRAILING_OPEN_NUMBER_PAREN,
  TRAILING_PUNCTUATION,
  TWO_LETTERS,
  TWO_LETTERS_PLUS,
  TWO_LOWER,
  UPPER_LETTER,
  WHITESPACE,
  WORD_BROKEN_AT_HYPHEN,
  WORD_COLON_START,
} from '../lexicon/common.ts';
import {
  ALLOWANCE_WORD,
  ART_HEAD,
  CHARGE_WORD,
  CODE_RE,
  LABEL_TEXT,
  NAME_NOISE,
  SHIPPING_WORD,
  UNIT_IN_NAME,
} from '../lexicon/table.ts';
import { type DecimalMark, parseAmount } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';
import { unitCode } from '../parse/units.ts';
import type { Column, ExtractedLine, TableHeader } from './heads.ts';
import { ID_X, NAME_AT } from './nest.ts';
import {
  type NameText,
  periodOnly,
  type RowCtx,
  type RowState,
  readCentsOrSingle,
  readDecimalQty,
  readDiscount,
  readFinePrice,
  readFineQty,
  readNetPrice,
  readPosition,
  readQtyPrice,
  readRowUnit,
  rowContext,
  rowRate,
} from './rows.ts';
import { columnOf, type Tok, zeroCellCategory, zeroRateCell } from './tokens.ts';

interface DescZone {
  descCol?: Column;
  zone0: number;
  zone1: number;
  leftOthers: Array<{ x0: number; x1: number }>;
}

/** The description zone: from the description column to the next column on its right. */
function descZone(header: TableHeader): DescZone {
  const descCol = header.columns.find((col) => col.kind === 'desc');
  // (heads of no known kind bound it on the right as well: their cells are no part of the name)
  const bounds = [...header.columns, ...(header.others ?? [])];
  const nextCol = descCol
    ? bounds.filter((col) => col.x0 > descCol.x0 + 5).sort((a, b) => a.x0 - b.x0)[0]
    : undefined;
  const prevCol = descCol
    ? header.columns.filter((col) => col.x1 < descCol.x0 - 2).sort((a, b) => b.x1 - a.x1)[0]
    : undefined;
  // text left of the description header belongs to it unless another column is there
  const zone0 = descCol ? (prevCol ? Math.min(descCol.x0 - 25, prevCol.x1 + 2) : 0) : 0;
  const zone1 = nextCol ? nextCol.x0 - 4 : Number.POSITIVE_INFINITY;
  const leftOthers = descCol ? (header.others ?? []).filter((o) => o.x1 < descCol.x0 - 2) : [];
  return { descCol, zone0, zone1, leftOthers };
}

/**
 * A cell under a head of no known kind left of the description ("Ship date", "Waybill",
 * "Weight"): it ends before the description column (a reference run into the name, "SRV-0486
 * Câble …", is the name's).
 */
function underLeftHead(sg: Seg, zone: DescZone): boolean {
  const d = zone.descCol;
  if (!d || sg.x + sg.w > d.x0) return false;
  return zone.leftOthers.some((o) => sg.x < o.x1 + 10 && o.x0 - 10 < sg.x + sg.w);
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

/**
 * A cell of a code column left of the description run into the name ("4057364134115 Papierhandtuch
 * …" under "GTIN | Bezeichnung"): the name from the description column on, when all before it is
 * one code (cut at such a space near the column's start).
 */
function codeCutOff(sg: Seg, zone: DescZone): Seg {
  const d = zone.descCol;
  if (!d || sg.x >= d.x0 - 4 || sg.x + sg.w < d.x0 + 10) return sg;
  if (!zone.leftOthers.some((o) => sg.x < o.x1 && o.x0 < d.x0)) return sg;
  const t = sg.text;
  const cw = sg.w / Math.max(1, t.length);
  const at = (w: RegExpExecArray) => sg.x + (w.index + 1) * cw;
  const m = [...t.matchAll(SPACE_THEN_CHAR_G)]
    .filter((w) => Math.abs(at(w) - d.x0) <= 4 * cw && CODE_RE.test(t.slice(0, w.index).trim()))
    .sort((a, b) => Math.abs(at(a) - d.x0) - Math.abs(at(b) - d.x0))[0];
  if (!m) return sg;
  // (the character widths are estimated: a cut this near the column starts where its names do)
  const x = d.x0;
  return { ...sg, text: t.slice(m.index + 1), x, w: sg.x + sg.w - x };
}

/**
 * A cell of a code column right of the description run onto the name ("Tee Pfefferminz, VE 24
 * 4082636927493" under "Leistung | EAN"): the digits past the column's start are no part of it.
 */
function codeCutRight(sg: Seg, zone: DescZone): Seg {
  if (sg.x + sg.w <= zone.zone1 + 4) return sg;
  const m = LONG_CODE_END.exec(sg.text);
  if (!m?.[0] || m.index === 0) return sg;
  const cw = sg.w / Math.max(1, sg.text.length);
  const digitsAt = sg.x + (sg.text.length - m[0].trimStart().length) * cw;
  if (digitsAt < zone.zone1 - 2 * cw) return sg;
  const text = sg.text.slice(0, m.index);
  return { ...sg, text, w: text.length * cw };
}

/** The segments of one line in the description zone. */
function zoneSegs(c: RowCtx, l: Line, zone: DescZone): Seg[] {
  const { descCol, zone0, zone1 } = zone;
  const segs = l.segs
    .filter((sg) => {
      if (!descCol) {
        const col = columnOf(c.header, sg.x, sg.x + Math.min(sg.w, 60));
        return !col || col.kind === 'desc' || col.kind === 'pos';
      }
      return sg.x + 2 >= zone0 && sg.x < zone1 && !underLeftHead(sg, zone);
    })
    .map((sg) => codeCutRight(codeCutOff(sg, zone), zone));
  // no text in the description zone on the numbers line, but a run from the columns on its
  // left reaching into it ("Toolbox 0815 Stahlcoil", the article number run into the name):
  // its words from the description column on
  // (… or the quantity run into it: "7 325 kg Groupage Marseille …" starting under the quantity head)
  const qtyCol = c.header.columns.find((col) => col.kind === 'qty');
  const underQty = (sg: Seg) => !!qtyCol && qtyCol.x0 - 4 < sg.x && sg.x < qtyCol.x1;
  if (descCol && l === c.netTok.line && !segs.some((sg) => TWO_LETTERS_PLUS.test(sg.text))) {
    for (const sg of l.segs) {
      const t = sg.text;
      if (sg.x + 2 >= zone0 || sg.x + sg.w < descCol.x0 + 10) continue;
      if (POSITION_NUMBER_SPACE.test(t) && !underQty(sg)) continue;
      const cw = sg.w / Math.max(1, t.length);
      const m = [...t.matchAll(SPACE_THEN_CHAR_G)].find(
        (w) => sg.x + (w.index + 1) * cw >= descCol.x0 - 2 * cw,
      );
      if (m) {
        const x = sg.x + (m.index + 1) * cw;
        // (… up to the next column: "… inkl. Gerüststellung 3.277,40", the price run in as well)
        const end = [...t.matchAll(SPACE_THEN_CHAR_G)].find(
          (w) => w.index > m.index && sg.x + (w.index + 1) * cw >= zone1,
        );
        const upTo = end && DIGIT.test(t.slice(end.index)) ? end.index : t.length;
        segs.push({ ...sg, text: t.slice(m.index + 1, upTo), x, w: sg.x + upTo * cw - x });
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
      // … nor the row's quantity starting the run ("3 Std Montage …" under "Anz./Std.")
      const qtyUnit =
        !!m && (unitCode((m[2] ?? '').trim()) !== undefined || (s.qty?.seg === sg && s.qty.index === 0));
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
  const start = descStartSeg(c, zone.descCol);
  const descStart = start && codeCutRight(start, zone);
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

/**
 * The line above a row's numbers line is set off from it: a gap, bold over a name that is not, or
 * a larger font than the name's ("Additional works agreed on site" in 9 pt over an 8.5 pt name).
 */
function headingAbove(above: Line, own: NameText | undefined): boolean {
  const line = own?.line;
  if (!line) return false;
  if (line.y - (above.y + above.h) > Math.max(above.h, 6) * 0.5) return true;
  const name = line.segs.find((g) => g.x === own.x);
  if (!name) return false;
  const larger = !!name.size && above.segs.every((g) => !!g.size && g.size >= (name.size as number) + 0.4);
  return (above.segs.every((g) => g.bold) && !name.bold) || larger;
}

/**
 * The quantity printed at the end of the name's run ("Kunstrasen 3m breit 3,00"); one in a cell
 * of its own is not run in, though the name ends in the same number ("… box of 10" beside 10).
 */
function qtyRunInto(qty: Tok, text: string): boolean {
  const run = qty.seg.text.trim();
  return run !== qty.raw && run.endsWith(qty.raw) && text.endsWith(` ${qty.raw}`);
}

/** The line whose text starts the name (the quantity run into it taken off). */
function firstNameText(c: RowCtx, s: RowState, texts: NameText[]): NameText | undefined {
  const { netTok, row } = c;
  let gi = texts.findIndex((x) => x.good);
  // text above the numbers line set off from it by a gap, or printed in bold over a name that is
  // not (a note or heading of its own: "2 Anstricharbeiten" over "2.1 … Türzargen …"), while the
  // numbers line has its own name: that name
  const own = texts.findIndex((x) => x.good && x.line === netTok.line);
  const above = row[row.indexOf(netTok.line) - 1];
  if (own > gi && gi >= 0 && above && above.page === netTok.line.page && headingAbove(above, texts[own]))
    gi = own;
  const first = texts[gi] ?? texts[0];
  // the quantity printed in the same run as the name ("Kunstrasen 3m breit 3,00"): off the name
  // before the lines below are joined (they are measured against its width)
  const { qty } = s;
  if (first && qty && first.line === qty.line && qtyRunInto(qty, first.text)) {
    const t = first.text.slice(0, -qty.raw.length).trim();
    return { ...first, text: t, w: (first.w * t.length) / first.text.length };
  }
  const lead = first && qty ? qtyLeadsName(c.header, qty, first) : 0;
  if (first && lead) {
    const t = first.text.slice(lead).trimStart();
    const cut = first.text.length - t.length;
    return {
      ...first,
      text: t,
      x: first.x + (first.w * cut) / first.text.length,
      w: (first.w * t.length) / first.text.length,
    };
  }
  return first;
}

/**
 * The quantity (and the unit it carries) that starts the name's run under a quantity column left
 * of the description ("Menge/AW | Beschreibung" over "5 Stk Motoröl …"): its length, else 0.
 */
function qtyLeadsName(header: TableHeader, qty: Tok, first: NameText): number {
  const q = header.columns.find((k) => k.kind === 'qty');
  const d = header.columns.find((k) => k.kind === 'desc');
  if (!q || !d || q.x1 > d.x0 || qty.line !== first.line || qty.index !== 0) return 0;
  if (!first.text.startsWith(`${qty.raw} `) || Math.abs(first.x - qty.seg.x) > 1) return 0;
  const [, unit, next] = first.text.split(' ');
  return unit && next && unitCode(unit) !== undefined ? qty.raw.length + 1 + unit.length : qty.raw.length;
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
  const nameSeg = first.line.segs.find((x) => Math.abs(x.x - first.x) <= 3);
  const nameSize = nameSeg?.size;
  const nameBold = nameSeg?.bold;
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
    // … as is a measure's unit under the number that ends the name ("… 170" / "g/m²")
    const shortTail =
      !!sg &&
      (SHORT_CODE.test(sg.text.trim()) || (DIGIT_END.test(name) && MEASURE_UNIT_ALONE.test(sg.text.trim())));
    if (!sg || (fitsAbove(prev.w, sg) && !shortTail)) break;
    // a line in a smaller font than the name ("Farbe: grau", "lt. Angebot" in 7 pt under a 9 pt
    // name; a paragraph of description in 8 pt under an 8.5 pt name) is a note under the item, not the name wrapped; a line in bold under a
    // name that is not is the next group's head ("Lizenzen", "Infrastruktur")
    if (nameSize && sg.size && sg.size <= nameSize - 0.4) break;
    if (sg.bold && !nameBold) break;
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

/**
 * The quantity and unit end a run that holds the name too, and the row prints that quantity
 * nowhere else: a name that ends in its pack size ("Kautabletten für Hunde, 2 Stk." beside a
 * quantity cell "2") or a cell of its own ("Kaffee Crema 1 kg") keeps it.
 */
function qtyRunInName(c: RowCtx, s: RowState, qUnit: string): boolean {
  const q = s.qty;
  const run = q?.seg.text.trim() ?? '';
  if (!q || run.length <= qUnit.length || !run.endsWith(qUnit)) return false;
  return !c.toks.some((t) => t.seg !== q.seg && t.raw === q.raw);
}

/** What the text layer ran into the name that is not part of it: quantity, codes, numbers. */
function trimName(c: RowCtx, s: RowState): void {
  let { name } = s;
  if (!name) return;
  // the quantity printed in the same run as the name ("Kunstrasen 3m breit 3,00"): not the name
  const qRaw = s.qty?.raw ?? '';
  if (s.qty && qtyRunInto(s.qty, name)) name = name.slice(0, -qRaw.length).trim();
  // the quantity and its unit run into the name ("… Beisetzung 1 pauschal", "… 2,6 kg"): the
  // cells of the quantity and unit columns, not the name
  const qUnit = qRaw && s.unitText ? `${qRaw} ${s.unitText}` : '';
  if (qUnit && qtyRunInName(c, s, qUnit) && name.endsWith(` ${qUnit}`))
    name = name.slice(0, -qUnit.length).trim();
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
  // no quantity and no price, only an amount under an allowance/charge word: document level —
  // unless the row starts with its date as the items of a dated table do ("29/07/2026 | Frais de
  // déplacement | forfait | 146,61" under a lawyer's hours)
  const first = c.netTok.line.segs[0]?.text.trim() ?? '';
  const dated = findDates(first)[0]?.index === 0;
  if (!s.qty && !s.price && !s.id && !dated) {
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

/**
 * A zero-rate cell under the VAT head ("–", "exempt") beats a percentage read outside that column
 * ("Fonds de travaux (art. 14-2) 5 %" in the name): no rate token then.
 */
function cellOverText(header: TableHeader, line: Line, rateTok: Tok | undefined): Tok | undefined {
  if (!rateTok || columnOf(header, rateTok.x0, rateTok.x1)?.kind === 'vat') return rateTok;
  return zeroRateCell(header, line) ? undefined : rateTok;
}

/** The zero-rate category the row's VAT cell names (no rate printed). */
function zeroCategoryOf(
  header: TableHeader,
  line: Line,
  rateTok: Tok | undefined,
): { vatCategory?: string; vatCategoryLetter?: boolean } {
  const cell = rateTok ? undefined : zeroCellCategory(header, line);
  if (!cell) return {};
  // (the category's own letter printed, "E" or "Z": the category as printed)
  return cell.letter
    ? { vatCategory: cell.category, vatCategoryLetter: true }
    : { vatCategory: cell.category };
}

/** The area of the row's lines. */
function rowSource(row: Line[]): Source {
  const first = row[0] as Line;
  const last = row[row.length - 1] as Line;
  const x0 = Math.min(...row.flatMap((l) => l.segs.map((sg) => sg.x)));
  const x1 = Math.max(...row.flatMap((l) => l.segs.map((sg) => sg.x + sg.w)));
  return srcOf(first.page, { x: x0, y: first.y, w: x1 - x0, h: last.y + last.h - first.y });
}

export function rowToItem(
  header: TableHeader,
  row: Line[],
  mark: DecimalMark,
  nameWidth?: (x: number) => number,
  detail?: Set<Line>,
  opts: { codeNameAbove?: boolean; qtyOtherMark?: boolean } = {},
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
  const rateTok = cellOverText(header, c.netTok.line, rowRate(c, s));
  readRowUnit(c, s);
  readDecimalQty(c, s, !!opts.qtyOtherMark);
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
    ...zeroCategoryOf(header, c.netTok.line, rateTok),
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
export function cleanName(s: string): string {
  return s
    .replace(GTIN_GLUED_START, '')
    .replace(BRACKETED_CODE_START, '')
    .replace(LEADER_DOTS_G, ' ')
    .replace(SPACES_G, ' ')
    .replace(TRAILING_PUNCTUATION, '')
    .trim();
}
