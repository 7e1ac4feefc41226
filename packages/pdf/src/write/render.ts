/**
 * An invoice as a readable PDF/A-3b (pdfkit): the same sections as the HTML view
 * (`@ic/einvoice/view`), laid out as a business document.
 *
 * - Fonts: DejaVu Sans regular + bold (npm `dejavu-fonts-ttf`; Bitstream Vera / DejaVu licence,
 *   embedding allowed), embedded as subsets (CIDFontType2 with CIDToGIDMap, done by pdfkit).
 *   The standard-14 default font of pdfkit is never used.
 * - PDF/A-3b: pdfkit's `subset: 'PDF/A-3b'` writes the XMP packet with pdfaid part/conformance,
 *   the sRGB output intent (GTS_PDFA1; the ICC profile `sRGB_IEC61966_2_1.icc` that ships inside
 *   the pdfkit npm package, so no system file is needed) and the trailer /ID.
 * - Pages: A4, "Page x of y" footer on every page, line table over as many pages as needed with
 *   its header repeated on each.
 *
 * Layout: title band (document type, number, date, seller); seller | buyer; invoice data | totals;
 * the line table (every line attribute in small print under the item, sub-lines indented);
 * VAT breakdown, allowances and charges; payment | notes; supplements; attachments.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Invoice, InvoiceLine } from '@ic/einvoice';
// The view module of @ic/einvoice; a relative path until the package index re-exports it
// (a bare '@ic/einvoice/view/….ts' specifier is refused by tsc, TS2877).
import {
  buildInvoiceView,
  codelists,
  formatAmount,
  formatDecimal,
  formatPercent,
  type InvoiceView,
  type ViewField,
  type ViewGroup,
  type ViewLang,
  type ViewTable,
  word,
} from '@ic/einvoice';
import PDFDocument from 'pdfkit';

export interface RenderPdfOptions {
  lang: ViewLang;
  /** fixed creation date (tests, reproducible output); default now */
  creationDate?: Date;
  /**
   * Show technical identifiers (codes beside names, identifier schemes such as "0088" or "EM",
   * the specification identifier): default false, a readable invoice shows business terms only
   * (issue 20 item 6). See `ViewOptions.technical` of `@ic/einvoice`.
   */
  technical?: boolean;
}

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');
/** The sRGB ICC profile shipped in the pdfkit npm package (also used for hybrids and Ghostscript). */
export const SRGB_ICC_PATH = join(dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');

/**
 * The two fonts, parsed once per process: pdfkit accepts a fontkit font object, and parsing
 * DejaVu's layout tables for every document cost about a second each. fontkit is pdfkit's own
 * dependency, loaded from pdfkit's location.
 */
export interface FontkitFont {
  layout: (...args: unknown[]) => unknown;
}
interface FontkitGlyphs {
  characterSet: number[];
  glyphForCodePoint(cp: number): unknown;
}
/**
 * A TrueType font parsed by fontkit, safe to share between documents. fontkit keeps one glyph
 * object per glyph id, with the characters it was first made for, and a subset that embeds a
 * composite glyph ("Ü" = "U" + diaeresis) makes its components without characters: every later
 * document that lays out "U" gets that glyph, and pdfkit writes no Unicode mapping for it (the
 * text layer loses the letter, "Umsatz" reads "msatz"). Each mapped glyph is made from its code
 * point first (the lowest one where several share a glyph).
 */
export function loadFontkitFont(path: string): FontkitFont {
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
    create(b: Uint8Array): FontkitFont & FontkitGlyphs;
  };
  const font = fontkit.create(readFileSync(path));
  // (not the presentation forms — ligatures "ﬁ", Arabic forms — that layout makes from their
  // letters: their mapping stays the letters)
  for (const cp of [...font.characterSet].sort((a, b) => a - b))
    if (cp < 0xfb00 || (cp > 0xfdff && cp < 0xfe70) || cp > 0xfeff) font.glyphForCodePoint(cp);
  return font;
}
let fonts: { regular: FontkitFont; bold: FontkitFont } | undefined;
function loadFonts(): { regular: FontkitFont; bold: FontkitFont } {
  fonts ??= { regular: loadFontkitFont(FONT_REGULAR), bold: loadFontkitFont(FONT_BOLD) };
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89 };
const M = { left: 48, right: 48, top: 48, bottom: 56 };
const CONTENT_W = PAGE.width - M.left - M.right;
const BOTTOM = PAGE.height - M.bottom;
const C = { ink: '#1f2933', muted: '#5f6b7a', line: '#d5dbe1', accent: '#1d4f91', soft: '#f2f5f8' };
const F = { r: 'DejaVu', b: 'DejaVu-Bold' };

type Doc = InstanceType<typeof PDFDocument>;

class Layout {
  readonly doc: Doc;
  y = M.top;
  constructor(doc: Doc) {
    this.doc = doc;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = M.top;
  }

  /** make room for `h`; returns true when a page was added */
  ensure(h: number): boolean {
    if (this.y + h <= BOTTOM) return false;
    this.newPage();
    return true;
  }

  /** measured heights: layout asks for the same text several times (measure, then draw) */
  private readonly heights = new Map<string, number>();

  h(text: string, font: string, size: number, width: number): number {
    const key = `${font}\u0000${size}\u0000${width.toFixed(2)}\u0000${text}`;
    let h = this.heights.get(key);
    if (h === undefined) {
      this.doc.font(font).fontSize(size);
      h = this.doc.heightOfString(text || ' ', { width, lineGap: 0.5 });
      this.heights.set(key, h);
    }
    return h;
  }

  text(
    text: string,
    x: number,
    y: number,
    width: number,
    font: string,
    size: number,
    color: string,
    align: 'left' | 'right' = 'left',
  ): number {
    this.doc.font(font).fontSize(size).fillColor(color);
    this.doc.text(text, x, y, { width, align, lineGap: 0.5 });
    return this.h(text, font, size, width);
  }

  rule(y: number, x = M.left, w = CONTENT_W, color = C.line, width = 0.6): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  sectionTitle(title: string, need = 90): void {
    this.ensure(30 + need);
    this.y += 8;
    this.text(title, M.left, this.y, CONTENT_W, F.b, 11.5, C.accent);
    this.y += 16;
    this.rule(this.y, M.left, CONTENT_W, C.accent, 0.8);
    this.y += 6;
  }
}

// ---- label/value groups ----------------------------------------------------------------------

function fieldText(f: ViewField): string {
  let t = f.kind === 'file' ? `${f.text} (${f.filename ?? ''})`.replace(/ \(\)$/, '') : f.text;
  if (f.extra?.length) t += `\n${f.extra.map((x) => `${x.label}: ${x.text}`).join('\n')}`;
  return t;
}

interface Row {
  label: string;
  value: string;
  /** a sub-group title row */
  title?: boolean;
  strong?: boolean;
}

function groupRows(g: ViewGroup, lang: ViewLang, nested = false): Row[] {
  const rows: Row[] = [];
  if (nested) rows.push({ label: g.title, value: '', title: true });
  for (const f of g.fields) rows.push({ label: f.label, value: fieldText(f) });
  for (const t of g.tables) {
    rows.push({ label: t.title, value: '', title: true });
    for (const r of t.rows) {
      const cells = r.filter((c): c is ViewField => c !== undefined);
      rows.push({ label: '', value: cells.map((c) => `${c.label}: ${c.text}`).join('\n') });
    }
  }
  for (const s of g.groups) {
    if (COMPACT.has(s.id)) {
      // addresses and contacts as one block, like on a letter
      rows.push({ label: s.title, value: compactText(s) });
    } else rows.push(...groupRows(s, lang, true));
  }
  return rows;
}

const POST_CODES = new Set(['BT-38', 'BT-53', 'BT-67', 'BT-78']);

function compactText(g: ViewGroup): string {
  if (g.id === 'BG-14' || g.id === 'BG-26') return g.fields.map((f) => f.text).join(' – ');
  const parts: string[] = [];
  g.fields.forEach((f, i) => {
    const prev = g.fields[i - 1];
    if (prev && POST_CODES.has(prev.bt)) parts[parts.length - 1] += ` ${f.text}`;
    else parts.push(f.text);
  });
  return parts.join('\n');
}

const COMPACT = new Set(['BG-5', 'BG-6', 'BG-8', 'BG-9', 'BG-12', 'BG-14', 'BG-15']);

const LABEL_SIZE = 7.2;
const VALUE_SIZE = 8.2;

function rowHeight(l: Layout, r: Row, width: number, share = 0.4): number {
  if (r.title) return l.h(r.label, F.b, 7.8, width) + 5;
  const lw = r.label ? width * share : 0;
  const vw = width - lw - (r.label ? 6 : 0);
  return Math.max(r.label ? l.h(r.label, F.r, LABEL_SIZE, lw) : 0, l.h(r.value, F.r, VALUE_SIZE, vw)) + 2.5;
}

function drawRow(l: Layout, r: Row, x: number, y: number, width: number, right = false): void {
  if (r.title) {
    l.text(r.label, x, y + 3, width, F.b, 7.8, C.muted);
    return;
  }
  const lw = r.label ? width * (right ? 0.65 : 0.4) : 0;
  if (r.label) l.text(r.label, x, y + 1, lw, F.r, LABEL_SIZE, C.muted);
  const font = r.strong ? F.b : F.r;
  l.text(
    r.value,
    x + lw + (r.label ? 6 : 0),
    y,
    width - lw - (r.label ? 6 : 0),
    font,
    VALUE_SIZE,
    C.ink,
    right ? 'right' : 'left',
  );
}

function groupHeight(l: Layout, g: ViewGroup, lang: ViewLang, width: number): number {
  const share = g.id === 'BG-22' ? 0.65 : 0.4;
  return 16 + groupRows(g, lang).reduce((a, r) => a + rowHeight(l, r, width, share), 0);
}

/** One group at (x, l.y) in a column; splits over pages when needed (single column only). */
function drawGroup(
  l: Layout,
  g: ViewGroup,
  lang: ViewLang,
  x: number,
  width: number,
  y0: number,
  split: boolean,
): number {
  let y = y0;
  l.text(g.title, x, y, width, F.b, 9, C.ink);
  y += 13;
  l.rule(y - 1.5, x, width);
  y += 2;
  const rows = groupRows(g, lang);
  const totals = g.id === 'BG-22';
  if (totals) {
    const last = rows[rows.length - 1];
    if (last) last.strong = true;
  }
  for (const r of rows) {
    const h = rowHeight(l, r, width, totals ? 0.65 : 0.4);
    if (split && y + h > BOTTOM) {
      l.newPage();
      y = l.y;
    }
    if (totals && r.strong) l.rule(y - 1, x, width, C.ink, 0.8);
    drawRow(l, r, x, y + (totals && r.strong ? 1.5 : 0), width, totals);
    y += h;
  }
  return y;
}

const GAP = 22;
const COL_W = (CONTENT_W - GAP) / 2;

/** Groups in two columns, pairwise, each pair starting at the same height. */
function drawGroupPairs(l: Layout, groups: ViewGroup[], lang: ViewLang): void {
  for (let i = 0; i < groups.length; i += 2) {
    const a = groups[i] as ViewGroup;
    const b = groups[i + 1];
    const ha = groupHeight(l, a, lang, COL_W);
    const hb = b ? groupHeight(l, b, lang, COL_W) : 0;
    const h = Math.max(ha, hb);
    if (h > BOTTOM - M.top) {
      // too tall for one page: one below the other, splitting
      for (const g of b ? [a, b] : [a]) {
        l.ensure(60);
        l.y = drawGroup(l, g, lang, M.left, CONTENT_W, l.y, true) + 10;
      }
      continue;
    }
    l.ensure(h);
    const y0 = l.y;
    const ya = drawGroup(l, a, lang, M.left, COL_W, y0, false);
    const yb = b ? drawGroup(l, b, lang, M.left + COL_W + GAP, COL_W, y0, false) : y0;
    l.y = Math.max(ya, yb) + 12;
  }
}

// ---- tables ----------------------------------------------------------------------------------

interface Col {
  title: string;
  width: number;
  align: 'left' | 'right';
}

interface TableRow {
  cells: string[];
  /** small grey text under cell 1 */
  detail?: string;
  /** indentation of cell 1 (sub-lines) */
  indent?: number;
  bold?: boolean;
}

const CELL = 8.2;
const DETAIL = 6.9;

function drawTableHeader(l: Layout, cols: Col[]): void {
  let x = M.left;
  const h = Math.max(...cols.map((c) => l.h(c.title, F.b, 7.2, c.width - 6)));
  l.doc
    .rect(M.left, l.y - 2, CONTENT_W, h + 6)
    .fillColor(C.soft)
    .fill();
  for (const c of cols) {
    l.text(c.title, x + 3, l.y + 1, c.width - 6, F.b, 7.2, C.muted, c.align);
    x += c.width;
  }
  l.y += h + 6;
  l.rule(l.y - 2, M.left, CONTENT_W, C.ink, 0.8);
  l.y += 2;
}

function tableRowHeight(l: Layout, cols: Col[], r: TableRow): number {
  let h = 0;
  cols.forEach((c, i) => {
    const indent = i === 1 ? (r.indent ?? 0) : 0;
    let ch = l.h(r.cells[i] ?? '', r.bold ? F.b : F.r, CELL, c.width - 6 - indent);
    if (i === 1 && r.detail) ch += l.h(r.detail, F.r, DETAIL, c.width - 6 - indent) + 1.5;
    h = Math.max(h, ch);
  });
  return h + 6;
}

function drawTable(l: Layout, title: string | undefined, cols: Col[], rows: TableRow[]): void {
  // a view table whose columns are all empty (e.g. a preceding invoice without number) draws nothing
  if (rows.length === 0 || cols.length === 0) return;
  const first = rows[0] as TableRow;
  l.ensure((title ? 18 : 0) + 22 + tableRowHeight(l, cols, first));
  if (title) {
    l.text(title, M.left, l.y, CONTENT_W, F.b, 9, C.ink);
    l.y += 14;
  }
  drawTableHeader(l, cols);
  for (const r of rows) {
    const h = tableRowHeight(l, cols, r);
    if (l.y + h > BOTTOM) {
      l.newPage();
      drawTableHeader(l, cols);
    }
    let x = M.left;
    cols.forEach((c, i) => {
      const indent = i === 1 ? (r.indent ?? 0) : 0;
      const used = l.text(
        r.cells[i] ?? '',
        x + 3 + indent,
        l.y + 2,
        c.width - 6 - indent,
        r.bold ? F.b : F.r,
        CELL,
        C.ink,
        c.align,
      );
      if (i === 1 && r.detail)
        l.text(r.detail, x + 3 + indent, l.y + 2 + used + 1.5, c.width - 6 - indent, F.r, DETAIL, C.muted);
      x += c.width;
    });
    l.y += h;
    l.rule(l.y - 1, M.left, CONTENT_W);
    l.y += 1;
  }
  l.y += 10;
}

/** A generic view table (VAT breakdown, allowances …) across the content width. */
function drawViewTable(l: Layout, t: ViewTable, title?: string): void {
  // widths from the content: the widest cell (capped) and the longest header word of each column
  l.doc.font(F.r).fontSize(CELL);
  const cellW = t.columns.map((_, i) =>
    Math.max(0, ...t.rows.map((r) => l.doc.widthOfString(r[i]?.text ?? ''))),
  );
  const natural = t.columns.map((c, i) => {
    l.doc.font(F.b).fontSize(7.2);
    const head = Math.max(...c.label.split(/\s+/).map((w) => l.doc.widthOfString(w)));
    l.doc.font(F.r).fontSize(CELL);
    return Math.min(170, Math.max(head, cellW[i] ?? 0) + 8);
  });
  const sum = natural.reduce((a, b) => a + b, 0);
  const widths = natural.map((n) => (n * CONTENT_W) / sum);
  // amounts and rates (right-aligned) are not broken over lines: a column whose share would break
  // one gets what it needs (and a gap), the other columns give up that width in proportion
  const fixed = new Set<number>();
  for (let round = 0; round < 3; round++) {
    let deficit = 0;
    t.columns.forEach((c, i) => {
      const need = (cellW[i] ?? 0) + 14;
      if (c.align === 'right' && (widths[i] ?? 0) < need) {
        deficit += need - (widths[i] ?? 0);
        widths[i] = need;
        fixed.add(i);
      }
    });
    if (deficit === 0) break;
    const free = widths.reduce((a, w, i) => a + (fixed.has(i) ? 0 : w), 0);
    if (free - deficit < 30 * (widths.length - fixed.size)) {
      // no room: back to the plain shares
      natural.forEach((n, i) => {
        widths[i] = (n * CONTENT_W) / sum;
      });
      break;
    }
    widths.forEach((w, i) => {
      if (!fixed.has(i)) widths[i] = (w * (free - deficit)) / free;
    });
  }
  const cols: Col[] = t.columns.map((c, i) => ({ title: c.label, width: widths[i] ?? 0, align: c.align }));
  // cell 1 is the "detail" column in the line table; here no details are used
  drawTable(
    l,
    title,
    cols,
    t.rows.map((r) => ({ cells: r.map((c) => (c ? c.text : '')) })),
  );
}

// ---- the line table --------------------------------------------------------------------------

const shortUnitName = (label: string) => label.replace(/\s*\(.*\)$/, '').trim();
const unitNameUses = new Map<ViewLang, Map<string, number>>();

/** How many unit codes share each short name (without its bracket part) in a language. */
function unitNameCounts(lang: ViewLang): Map<string, number> {
  let m = unitNameUses.get(lang);
  if (!m) {
    m = new Map();
    for (const e of codelists.listEntries('unit', lang)) {
      if (e.label === e.code) continue;
      const k = shortUnitName(e.label).toLowerCase();
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    unitNameUses.set(lang, m);
  }
  return m;
}

/**
 * A unit of measure as printed: its short name (Rec 20/21 name without the bracket part), and the
 * code in brackets where the short name alone does not say which unit is meant — names several
 * codes share ("Stück" is C62, H87 and XPP), names that were shortened, and names that are not in
 * the document's language. "3 Stück (XPP)", "2 Stunde", "5 XBC" (a code without a name).
 */
export function unitLabel(code: string, lang: ViewLang): string {
  const c = code.trim();
  const label = codelists.label('unit', c, lang);
  const name = shortUnitName(label);
  if (!name || label === c) return c;
  const shared = (unitNameCounts(lang).get(name.toLowerCase()) ?? 0) > 1;
  const foreign = lang !== 'en' && !codelists.isCommonCode('unit', c);
  return shared || name !== label || foreign ? `${name} (${c})` : name;
}

function lineDetail(line: InvoiceLine, g: ViewGroup, lang: ViewLang, technical = false): string {
  const out: string[] = [];
  const f = (grp: ViewGroup | undefined, bt: string) => grp?.fields.filter((x) => x.bt === bt) ?? [];
  const sub = (id: string) => g.groups.find((x) => x.id === id);
  const labelled = (fs: ViewField[]) =>
    fs.map(
      (x) => `${x.label}: ${x.text}${x.extra?.length ? ` (${x.extra.map((e) => e.text).join(', ')})` : ''}`,
    );
  const item = sub('BG-31');
  for (const d of [...f(item, 'BT-154'), ...f(g, 'BT-127')]) out.push(d.text);
  const head = labelled([...f(g, 'BT-128'), ...f(g, 'BT-132'), ...f(g, 'BT-133'), ...f(g, 'LSRC')]);
  const period = sub('BG-26');
  if (period) head.push(`${period.title}: ${period.fields.map((x) => x.text).join(' – ')}`);
  if (head.length) out.push(head.join('  ·  '));
  const price = sub('BG-29');
  const priceParts = (price?.fields ?? []).filter((x) => {
    if (x.bt === 'BT-146') return false;
    if (x.bt === 'BT-149') return formatDecimal(x.raw, lang) !== '1';
    if (x.bt === 'BT-150')
      return x.raw.trim() !== line.unitCode.trim() || (line.price.baseQuantity ?? '1') !== '1';
    return true;
  });
  // the business view leaves out "VAT category: Standard rate" where the VAT column's rate says it
  const standard = !technical && line.vatCategoryCode === 'S' && line.vatRate !== undefined;
  const vat = standard ? undefined : sub('BG-30')?.fields.find((x) => x.bt === 'BT-151');
  const ids = labelled([
    ...f(item, 'BT-155'),
    ...f(item, 'BT-156'),
    ...f(item, 'BT-157'),
    ...f(item, 'BT-158'),
    ...f(item, 'BT-159'),
  ]);
  const more = [...labelled(priceParts), ...(vat ? [`${vat.label}: ${vat.text}`] : []), ...ids];
  if (more.length) out.push(more.join('  ·  '));
  const attrs = item?.tables.find((t) => t.id === 'BG-32');
  if (attrs) out.push(attrs.rows.map((r) => r.map((c) => c?.text ?? '').join(': ')).join('  ·  '));
  for (const t of g.tables) {
    const kind = word(t.id === 'BG-27' ? 'word.allowance' : 'word.charge', lang);
    for (const r of t.rows) {
      const by = new Map(r.filter((c): c is ViewField => !!c).map((c) => [c.bt, c.text]));
      const [amount, base, pct, reason, code] = (
        t.id === 'BG-27'
          ? ['BT-136', 'BT-137', 'BT-138', 'BT-139', 'BT-140']
          : ['BT-141', 'BT-142', 'BT-143', 'BT-144', 'BT-145']
      ).map((bt) => by.get(bt));
      const what = [reason, code ? `(${code})` : undefined].filter(Boolean).join(' ');
      const calc = pct && base ? `${pct} × ${base} = ` : pct ? `${pct}: ` : '';
      out.push(`${kind}: ${what}  ${calc}${amount ?? ''}`.trim());
    }
  }
  return out.join('\n');
}

/**
 * The VAT cell of a line: "S 19 %" with technical identifiers, else "19 %" (or the category's name
 * where no rate applies). The business view then leaves the standard-rate detail line out.
 */
function vatCell(line: InvoiceLine, lang: ViewLang, technical: boolean): string {
  const code = line.vatCategoryCode;
  if (technical) return line.vatRate !== undefined ? `${code} ${formatPercent(line.vatRate, lang)}` : code;
  return line.vatRate !== undefined
    ? formatPercent(line.vatRate, lang)
    : codelists.label('vatCategory', code, lang);
}

function lineRows(
  v: InvoiceView,
  lines: InvoiceLine[],
  groups: ViewGroup[],
  lang: ViewLang,
  depth: number,
  technical = false,
): TableRow[] {
  const rows: TableRow[] = [];
  lines.forEach((line, i) => {
    const g = groups[i];
    const price =
      line.price.baseQuantity && formatDecimal(line.price.baseQuantity, lang) !== '1'
        ? `${formatAmount(line.price.netPrice, v.currency, lang)} / ${formatDecimal(line.price.baseQuantity, lang)} ${unitLabel(line.price.baseQuantityUnitCode ?? line.unitCode, lang)}`
        : formatAmount(line.price.netPrice, v.currency, lang);
    rows.push({
      cells: [
        line.id,
        line.item.name,
        `${formatDecimal(line.quantity, lang)} ${unitLabel(line.unitCode, lang)}`,
        price,
        vatCell(line, lang, technical),
        formatAmount(line.netAmount, v.currency, lang),
      ],
      detail: g ? lineDetail(line, g, lang, technical) || undefined : undefined,
      indent: depth * 10,
      bold: false,
    });
    if (line.subLines.length) {
      const subGroup = g?.groups.find((s) => s.id === 'BG-DEX-01');
      rows.push(...lineRows(v, line.subLines, subGroup?.groups ?? [], lang, depth + 1, technical));
    }
  });
  return rows;
}

// ---- document ---------------------------------------------------------------------------------

/** Render the invoice as a PDF/A-3b document. */
export async function renderInvoicePdf(invoice: Invoice, options: RenderPdfOptions): Promise<Uint8Array> {
  const lang = options.lang;
  const technical = options.technical ?? false;
  const v = buildInvoiceView(invoice, { lang, technical });
  const created = options.creationDate ?? new Date();
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M.top, bottom: 0, left: M.left, right: M.right },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    bufferPages: true,
    autoFirstPage: false,
    // no default font here: a font object given as the default is opened without a name, and
    // pdfkit then re-opens the registered font on every font() call (a fifth of the time of a
    // long invoice); the registered regular font is chosen right after registering
    font: null as unknown as string,
    lang: lang === 'de' ? 'de-DE' : 'en-US',
    displayTitle: true,
    info: {
      Title: v.title,
      // no undefined values: pdfkit's file id reads every entry (an empty seller name crashed it)
      ...(invoice.seller.name ? { Author: invoice.seller.name } : {}),
      Subject: v.title,
      Creator: 'Invoice Converter',
      Producer: 'Invoice Converter (pdfkit)',
      // no ModDate: pdfkit's XMP has no xmp:ModifyDate, and PDF/A wants Info and XMP to agree
      CreationDate: created,
    },
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont(F.r, regular as unknown as string);
  doc.registerFont(F.b, bold as unknown as string);
  doc.font(F.r);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const l = new Layout(doc);
  l.newPage();

  // title band
  const issue = v.sections[0]?.groups
    .find((g) => g.id === 'invoiceData')
    ?.fields.find((f) => f.bt === 'BT-2');
  // a long document type ("Selbst ausgestellte Rechnung (Gutschriftsverfahren)") wraps: the lines
  // below start under it
  const titleH = l.text(v.documentType, M.left, l.y, CONTENT_W * 0.55, F.b, 20, C.accent);
  const sellerLines = [
    invoice.seller.name,
    [invoice.seller.address.line1, invoice.seller.address.line2].filter(Boolean).join(', '),
    [invoice.seller.address.postalCode, invoice.seller.address.city].filter(Boolean).join(' '),
  ].filter((s) => s?.trim());
  l.text(
    sellerLines.join('\n'),
    M.left + CONTENT_W * 0.55,
    l.y + 2,
    CONTENT_W * 0.45,
    F.r,
    8.2,
    C.muted,
    'right',
  );
  l.y += Math.max(28, titleH + 4);
  l.text(`${v.number}${issue ? `  ·  ${issue.text}` : ''}`, M.left, l.y, CONTENT_W * 0.55, F.b, 11, C.ink);
  l.y = Math.max(l.y + 18, M.top + 2 + l.h(sellerLines.join('\n'), F.r, 8.2, CONTENT_W * 0.45) + 6);
  l.rule(l.y, M.left, CONTENT_W, C.accent, 2);
  l.y += 12;

  const overview = v.sections.find((s) => s.id === 'overview');
  const og = (id: string) => overview?.groups.find((g) => g.id === id);
  drawGroupPairs(
    l,
    [og('BG-4'), og('BG-7'), og('invoiceData'), og('BG-22')].filter((g): g is ViewGroup => !!g),
    lang,
  );

  // lines
  const linesSection = v.sections.find((s) => s.id === 'lines');
  if (invoice.lines.length) {
    l.sectionTitle(word('group.lines', lang));
    // position column as wide as the longest line id (within limits)
    doc.font(F.r).fontSize(CELL);
    const ids: string[] = [];
    const collect = (ls: InvoiceLine[], depth: number) => {
      for (const x of ls) {
        ids.push(`${'  '.repeat(depth)}${x.id}`);
        collect(x.subLines, depth + 1);
      }
    };
    collect(invoice.lines, 0);
    const posW = Math.min(80, Math.max(30, ...ids.map((id) => doc.widthOfString(id) + 8)));
    const rows = lineRows(v, invoice.lines, linesSection?.groups ?? [], lang, 0, technical);
    // quantity column as wide as its widest cell ("1.000,0000 Stück (XPP)" on one line), within limits
    const qtyW = Math.min(110, Math.max(72, ...rows.map((r) => doc.widthOfString(r.cells[2] ?? '') + 8)));
    const cols: Col[] = [
      { title: word('col.pos', lang), width: posW, align: 'left' },
      { title: word('col.item', lang), width: CONTENT_W - posW - qtyW - 82 - 52 - 76, align: 'left' },
      { title: word('col.qty', lang), width: qtyW, align: 'right' },
      { title: word('col.price', lang), width: 82, align: 'right' },
      { title: word('col.vat', lang), width: 52, align: 'right' },
      { title: word('col.net', lang), width: 76, align: 'right' },
    ];
    drawTable(l, undefined, cols, rows);
  }

  // VAT, allowances, charges
  for (const id of ['BG-23', 'BG-20', 'BG-21']) {
    const g = og(id);
    const t = g?.tables[0];
    if (g && t) drawViewTable(l, t, g.title);
  }
  drawGroupPairs(
    l,
    [og('BG-16'), og('BG-1')].filter((g): g is ViewGroup => !!g),
    lang,
  );

  // supplements
  const sup = v.sections.find((s) => s.id === 'supplements');
  if (sup?.groups.length) {
    l.sectionTitle(sup.title);
    const tables = sup.groups.filter(
      (g) => g.fields.length === 0 && g.groups.length === 0 && g.tables.length === 1,
    );
    drawGroupPairs(
      l,
      sup.groups.filter((g) => !tables.includes(g)),
      lang,
    );
    for (const g of tables) drawViewTable(l, g.tables[0] as ViewTable, g.title);
  }
  const att = v.sections.find((s) => s.id === 'attachments');
  if (att?.groups.length) {
    l.sectionTitle(att.title);
    drawGroupPairs(l, att.groups, lang);
  }

  // footer on every page
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i);
    const fy = PAGE.height - M.bottom + 18;
    l.rule(fy - 6, M.left, CONTENT_W);
    l.text(`${v.title}  ·  ${word('word.generated', lang)}`, M.left, fy, CONTENT_W - 90, F.r, 6.8, C.muted);
    l.text(
      `${word('word.page', lang)} ${i + 1} ${word('word.of', lang)} ${total}`,
      M.left + CONTENT_W - 90,
      fy,
      90,
      F.r,
      7.2,
      C.muted,
      'right',
    );
  }
  doc.end();
  await done;
  const out = Buffer.concat(chunks);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
