/**
 * Form layouts, 4: the VAT breakdown table of e-invoice visualisations (readFormVatTable).
 */
import { srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { DIGIT_START, NUMBER_CHAR_END, PERCENT_IN_TEXT, PERCENT_ONLY, TOKENS_G } from '../lexicon/common.ts';
import { VAT_CODE, VAT_WORDS, type VatCol } from '../lexicon/forms.ts';
import { type DecimalMark, findAmounts } from '../parse/amount.ts';
import type { VatRow } from '../vat.ts';
import { TOL } from './rows.ts';

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

type VatHead = Partial<Record<VatCol, Seg>>;

/** The header at line l: on l alone, else on l and the line tightly under it. */
function vatHeaderAt(doc: Doc, l: Line): ReturnType<typeof vatHeader> {
  const next = doc.lines[l.index + 1];
  const below = next && next.page === l.page && next.y - (l.y + l.h) < l.h * 0.5 ? next : undefined;
  return vatHeader(l, undefined) ?? (below ? vatHeader(l, below) : undefined);
}

/** The segment of l under the header's column c. */
function vatCell(h: VatHead, l: Line, c: VatCol, mark: DecimalMark): Seg | undefined {
  const hs = h[c] as Seg;
  return l.segs.find((s) => {
    // the right edge of the cell's first amount (the text layer may have run more text on)
    const a = findAmounts(s.text, mark)[0];
    const aRight = a ? s.x + ((a.index + a.raw.length) * s.w) / Math.max(1, s.text.length) : s.x + s.w;
    const r = hs.x + hs.w;
    return Math.abs(s.x + s.w - r) <= 12 || Math.abs(aRight - r) <= 12 || Math.abs(s.x - hs.x) <= TOL;
  });
}

/**
 * A cell's text; an amount wrapped in its narrow column ("10.781.250,0" / "0 €"): the rest is set
 * flush right under it on the next line.
 */
function wrappedCell(doc: Doc, l: Line, c: Seg | undefined): string {
  if (!c) return '';
  const nextLine = doc.lines[l.index + 1];
  const tight = nextLine && nextLine.page === l.page && nextLine.y - (l.y + l.h) < l.h * 0.5;
  const u = tight ? nextLine.segs.find((x) => Math.abs(x.x + x.w - (c.x + c.w)) <= 2) : undefined;
  if (!u || !NUMBER_CHAR_END.test(c.text) || !DIGIT_START.test(u.text)) return c.text;
  return `${c.text}${u.text}`;
}

/**
 * Cells the text layer ran together ("19% €10,781.25 €2,048.44"): the code at the line's start,
 * the first percentage, then the first two amounts after it.
 */
function runTogetherVatRow(l: Line, cat: Seg, catCode: string, mark: DecimalMark): VatRow | undefined {
  const rest = l.text.slice(l.text.indexOf(catCode) + catCode.length);
  const rm = PERCENT_IN_TEXT.exec(rest);
  const amounts = rm ? findAmounts(rest.slice(rm.index + rm[0].length), mark).filter((a) => !a.percent) : [];
  const [b, t] = amounts;
  if (!rm?.[1] || !b || !t) return undefined;
  const src = l.segs.find((x) => x !== cat) ?? cat;
  return {
    rate: rm[1].replace(',', '.'),
    base: b.value,
    tax: t.value,
    category: catCode,
    line: l.index,
    source: srcOf(l.page, src as Seg),
  };
}

/** One row under the header: its cells under their columns, else run together; and its category code. */
function readVatRow(
  doc: Doc,
  l: Line,
  h: VatHead,
  mark: DecimalMark,
): { row: VatRow | undefined; code: string | undefined } {
  const cat = vatCell(h, l, 'category', mark);
  const rateS = vatCell(h, l, 'rate', mark);
  const baseS = vatCell(h, l, 'base', mark);
  const taxS = vatCell(h, l, 'tax', mark);
  const code = cat ? VAT_CODE.exec(cat.text.trim())?.[1] : undefined;
  const rate = rateS ? PERCENT_ONLY.exec(rateS.text.trim())?.[1] : undefined;
  const base = baseS ? findAmounts(wrappedCell(doc, l, baseS), mark)[0]?.value : undefined;
  const tax = taxS ? findAmounts(wrappedCell(doc, l, taxS), mark)[0]?.value : undefined;
  if (code && rate !== undefined && base !== undefined && tax !== undefined && cat !== rateS) {
    const source = srcOf(l.page, baseS as Seg);
    return { row: { rate: rate.replace(',', '.'), base, tax, category: code, line: l.index, source }, code };
  }
  const catCode = cat && Math.abs(cat.x - (h.category as Seg).x) <= TOL ? code : undefined;
  return { row: catCode ? runTogetherVatRow(l, cat as Seg, catCode, mark) : undefined, code };
}

/**
 * The VAT breakdown of a form rendering: a header naming category, rate, taxable amount and tax
 * amount; rows "S – Normaler Steuersatz | 19 % | 12.536,84 € | 2.382,00 €" (the category as its
 * UNTDID 5305 code, a wrapped category name on the line below is skipped). Rows are taken as
 * printed, also rows of 0,00.
 */
export function readFormVatTable(doc: Doc, mark: DecimalMark): VatRow[] | undefined {
  const out: VatRow[] = [];
  let hdr: VatHead | undefined;
  let lastY = 0;
  let lastPage = 0;
  let skip = -1;
  for (const l of doc.lines) {
    if (l.index <= skip) continue;
    const cols = vatHeaderAt(doc, l);
    if (cols) {
      if (cols.below) skip = l.index + 1;
      if (hdr && out.length) continue; // repeated on the next page
      hdr = cols.cols;
      lastY = (cols.below ?? l).y + (cols.below ?? l).h;
      lastPage = l.page;
      continue;
    }
    if (!hdr) continue;
    const { row, code } = readVatRow(doc, l, hdr, mark);
    if (row) {
      out.push(row);
      lastY = l.y + l.h;
      lastPage = l.page;
      continue;
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
