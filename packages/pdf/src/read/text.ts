/**
 * Text with positions, grouped into lines, segments and blocks in reading order.
 *
 * pdf.js gives text runs ("items") in content-stream order with a transform matrix. We turn
 * them into boxes in a top-left coordinate system (points, y grows downwards, like the page is
 * seen), then:
 *
 * - LINES: items whose baselines agree (within a fraction of the font size) form a physical
 *   line across the whole page width, sorted left → right. `page.lines` is top → bottom.
 * - WORDS: pdf.js puts a space into a run wherever glyphs are ≥ 0.1 em apart; in letter-spaced
 *   text that splits words ("Liefer ant GmbH"). The glyph positions from the operator list
 *   tell the gap at each such space; one that is hardly wider than the run's letter spacing
 *   is dropped (`glyphGaps`, `narrowSpaces`).
 * - SEGMENTS: inside a line, runs separated by a wide horizontal gap (default 1 em; 0.6 em
 *   between two numbers) are kept apart: table cells, label | value pairs, the left and right
 *   column of a letterhead.
 * - BLOCKS: segments of neighbouring lines that are vertically close and overlap
 *   horizontally (an address, a paragraph, one column of a table). `page.blocks` is in
 *   reading order: recursive XY cut (bands top → bottom, inside a band columns left → right).
 *
 * Coordinates: `x`, `y` = top-left corner of the box, `width`, `height`, in PDF points on the
 * page as displayed (the page's /Rotate applied). When most of the text on a page runs in
 * another direction (a landscape page drawn rotated), the page is turned so that this text
 * reads left → right; `page.width/height` and all boxes are then in that turned frame and
 * `page.textRotation` says by how much (clockwise degrees). Text in other directions (a
 * vertical note in the margin) is kept in `items` with `orientation` ≠ 0 but not in lines.
 */
import { toPdfError } from './errors.ts';
import { macRomanDefaultTrueType, winAnsiChar, winAnsiTrueTypeNamesOf } from './fonts.ts';
import {
  type OpenOptions,
  openPdf,
  type PdfJsDocument,
  type PdfJsPage,
  type PdfJsTextItem,
  pdfjs,
} from './pdfjs.ts';

/** A box in page coordinates: top-left origin, points, y downwards. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One text run as pdf.js reports it, placed on the page. */
export interface PdfTextItem extends Box {
  /** index in `page.items` (stable id, e.g. for source positions) */
  index: number;
  /** text of the run (pdf.js normalises whitespace to spaces) */
  text: string;
  /** y of the baseline */
  baseline: number;
  /** font size in points (height of the em square on the page) */
  fontSize: number;
  /** font name without subset prefix, e.g. 'Arial-BoldMT', when pdf.js knows it */
  fontName?: string;
  /** the font name says bold/black/heavy/semibold, or the run is drawn twice (fake bold) */
  bold: boolean;
  /** the font name says italic/oblique */
  italic: boolean;
  /** direction relative to the page's main text direction: 0 = normal, 90/180/270 clockwise */
  orientation: 0 | 90 | 180 | 270;
  /** part of lines/blocks (false for other orientations, whitespace-only and duplicate runs) */
  inLayout: boolean;
}

/** Runs of one line without a wide gap between them: a cell, a label, a value. */
export interface PdfSegment extends Box {
  /** text with single spaces where the runs had word gaps */
  text: string;
  baseline: number;
  /** largest font size in the segment */
  fontSize: number;
  /** every non-space run of the segment is bold */
  bold: boolean;
  /** indices into `page.items`, left → right */
  items: number[];
  /** index of the physical line in `page.lines` */
  line: number;
  /** index of the block in `page.blocks` */
  block: number;
}

/** A physical line: everything on one baseline across the page, left → right. */
export interface PdfLine extends Box {
  /** index in `page.lines` */
  index: number;
  /** segments joined with at least two spaces (positions are not kept; see page.text) */
  text: string;
  baseline: number;
  /** largest font size on the line */
  fontSize: number;
  segments: PdfSegment[];
}

/** The part of a physical line that falls in one block. */
export interface PdfBlockLine extends Box {
  text: string;
  baseline: number;
  /** index of the physical line in `page.lines` */
  line: number;
  segments: PdfSegment[];
}

/** A paragraph-like region: an address, a column, a table column. */
export interface PdfBlock extends Box {
  /** index in `page.blocks` (= reading order) */
  index: number;
  /** its lines joined with '\n' */
  text: string;
  lines: PdfBlockLine[];
  /** largest font size in the block */
  fontSize: number;
}

export interface PdfPageLayout {
  /** 1-based page number */
  number: number;
  /** size in points, as laid out here (after /Rotate and textRotation) */
  width: number;
  height: number;
  /** the page's /Rotate (0, 90, 180, 270) */
  rotate: number;
  /** extra clockwise turn applied so that the main text reads left → right */
  textRotation: 0 | 90 | 180 | 270;
  /** every text run, in content order */
  items: PdfTextItem[];
  /** physical lines, top → bottom */
  lines: PdfLine[];
  /** blocks in reading order */
  blocks: PdfBlock[];
  /** layout rendering like `pdftotext -layout`: lines top → bottom, segments at their columns */
  text: string;
  /** non-whitespace characters on the page */
  textChars: number;
  /** of those, characters that cannot be real text (controls, private use, U+FFFD): fonts without a usable Unicode mapping */
  unreadableChars: number;
}

export interface PdfLayout {
  /** pages in the document (may be more than `pages.length` when maxPages cut it) */
  numPages: number;
  pages: PdfPageLayout[];
  /** all pages' `text`, separated by form feeds ('\f') */
  text: string;
  /** non-whitespace characters in all pages read */
  textChars: number;
}

export interface LayoutOptions {
  /** read real font names (bold/italic); costs one operator-list pass per page. Default true. */
  fonts?: boolean;
  /** read at most this many pages (default: all) */
  maxPages?: number;
  /** horizontal gap, in em of the font size, that splits a line into segments. Default 1.0. */
  segmentGap?: number;
  /** baseline difference, in em, still on the same line. Default 0.4. */
  lineTolerance?: number;
  /** vertical gap, in em, still in the same block. Default 0.8. */
  blockGap?: number;
  /**
   * remove the spaces pdf.js puts into letter-spaced words ("Liefer ant GmbH") where the gap
   * is only a little wider than the letter spacing around it (reads the glyph positions from
   * the operator list). Default true.
   */
  glyphGaps?: boolean;
}

const BOLD_RE = /bold|black|heavy|semibold|demi|[-,]bd$|[-,]sb$/i;
const ITALIC_RE = /italic|oblique|[-,]it$|[-,]bi$/i;
const MONO_FONT = /mono|courier|consol|fixed|typewriter/i;

/** Two runs of one monospaced font `gap` apart: one character cell (a space) between them. */
function oneMonoCell(a: PdfTextItem, b: PdfTextItem, gap: number): boolean {
  if (!a.fontName || a.fontName !== b.fontName || !MONO_FONT.test(a.fontName) || !a.text.length) return false;
  return gap <= (a.width / a.text.length) * 1.15;
}

/** Text layout of a whole PDF (opens and closes the document). */
export async function extractLayout(bytes: Uint8Array, opts: LayoutOptions = {}): Promise<PdfLayout> {
  const openOpts: OpenOptions = { fontNames: opts.fonts !== false };
  const pdf = await openPdf(bytes, openOpts);
  try {
    return await layoutOfDocument(pdf.doc, opts);
  } catch (e) {
    throw toPdfError(e);
  } finally {
    await pdf.close();
  }
}

/** Text layout of an already opened pdf.js document. */
export async function layoutOfDocument(doc: PdfJsDocument, opts: LayoutOptions = {}): Promise<PdfLayout> {
  const n = Math.min(doc.numPages, opts.maxPages ?? Number.POSITIVE_INFINITY);
  const pages: PdfPageLayout[] = [];
  const fontCache: FontCache = new Map();
  // the font dictionaries, read (with pdf-lib) only when a font may need WinAnsi codes
  let names: Promise<ReadonlySet<string>> | undefined;
  const winAnsiNames = () => {
    names ??= doc.getData().then(winAnsiTrueTypeNamesOf, () => new Set<string>());
    return names;
  };
  for (let i = 1; i <= n; i++) {
    const page = await doc.getPage(i);
    try {
      pages.push(await layoutOfPage(page, opts, fontCache, winAnsiNames));
    } finally {
      page.cleanup();
    }
  }
  return {
    numPages: doc.numPages,
    pages,
    text: pages.map((p) => p.text).join('\f'),
    textChars: pages.reduce((s, p) => s + p.textChars, 0),
  };
}

interface RawItem {
  item: PdfJsTextItem;
  /** device matrix (viewport ∘ item transform), y down */
  m: number[];
  dir: 0 | 90 | 180 | 270;
  ascent: number;
  descent: number;
}

function quarter(angleRad: number): 0 | 90 | 180 | 270 {
  const deg = (((Math.round((angleRad * 180) / Math.PI / 90) * 90) % 360) + 360) % 360;
  return deg as 0 | 90 | 180 | 270;
}

/** Rotation (clockwise by `r` degrees, counter to the text direction) of a point in a W×H frame. */
function turn(r: 0 | 90 | 180 | 270, x: number, y: number, w: number, h: number): [number, number] {
  switch (r) {
    case 0:
      return [x, y];
    case 90: // text runs downwards: x' = y, y' = W − x
      return [y, w - x];
    case 180:
      return [w - x, h - y];
    case 270: // text runs upwards
      return [h - y, x];
  }
}

/**
 * Some generators map one glyph (an icon from a symbol font) to the glyph plus the text that
 * follows it, which then appears twice ("📞 +33 +33 4 …"). A run far too narrow for its text
 * that contains a space keeps only its first word.
 */
function trimOverlongRun(text: string, width: number, fontSize: number): string {
  const sp = text.search(/\s/);
  if (sp <= 0) return text;
  const chars = text.replace(/\s+/g, '').length;
  return width < 0.25 * fontSize * chars ? text.slice(0, sp) : text;
}

// ---------------------------------------------------------------------------------------------
// word gaps from glyph positions

/** A non-space character drawn on the page, in drawing order, with the gap before it. */
export interface GlyphGap {
  ch: string;
  /** gap to the previous glyph's end along the text direction, in em; undefined: not on the same line (or unknown) */
  gap?: number;
  /** a space glyph was drawn between the previous character and this one */
  space: boolean;
  /** pdf.js font id of the glyph */
  font?: string;
  /** the glyph's character code in the font */
  code?: number;
  /** index of `ch` in the glyph's characters (a ligature glyph gives several); 0 = first */
  part?: number;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function mul(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function asMatrix(v: unknown): Matrix | undefined {
  if (!v || typeof (v as ArrayLike<number>).length !== 'number' || (v as ArrayLike<number>).length < 6)
    return undefined;
  const a = Array.from(v as ArrayLike<number>).slice(0, 6);
  return a.every((n) => Number.isFinite(n)) ? (a as Matrix) : undefined;
}

/** Horizontal scale of a font's glyph widths (1/1000 for all but Type 3 fonts). */
function fontMatrixOf(page: PdfJsPage, key: string): number {
  try {
    const f = page.commonObjs.get(key) as { fontMatrix?: number[]; vertical?: boolean } | undefined;
    if (f?.vertical) return Number.NaN;
    const a = f?.fontMatrix?.[0];
    return typeof a === 'number' && a > 0 ? a : 0.001;
  } catch {
    return 0.001;
  }
}

interface OperatorListLike {
  fnArray: number[];
  argsArray: unknown[];
}

interface GlyphLike {
  unicode?: string;
  originalCharCode?: number;
  width?: number;
  isSpace?: boolean;
}

const INVISIBLE = /[\s\p{Cf}]/gu;

/**
 * The characters a page draws, with the gap before each, from pdf.js's operator list (text
 * state, text matrices, CTM and form XObjects followed; glyph advances from the font widths,
 * character and word spacing, TJ adjustments).
 */
export function glyphGaps(ops: OperatorListLike, fontScale: (key: string) => number): GlyphGap[] {
  const OPS = pdfjs.OPS;
  const out: GlyphGap[] = [];
  interface State {
    ctm: Matrix;
    fontKey: string;
    size: number;
    fm: number;
    tc: number;
    tw: number;
    th: number;
    tl: number;
    rise: number;
  }
  let st: State = { ctm: IDENTITY, fontKey: '', size: 1, fm: 0.001, tc: 0, tw: 0, th: 1, tl: 0, rise: 0 };
  const stack: State[] = [];
  let tm: Matrix = IDENTITY;
  let x = 0;
  let y = 0;
  let lineX = 0;
  let lineY = 0;
  // end of the previous glyph (user space), its direction and em size
  let prev: { ex: number; ey: number; ux: number; uy: number; em: number } | undefined;
  let space = false;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = (ops.argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ...st });
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...st });
        const m = asMatrix(args[0]);
        if (m) st.ctm = mul(st.ctm, m);
        break;
      }
      case OPS.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case OPS.transform: {
        const m = asMatrix(args);
        if (m) st.ctm = mul(st.ctm, m);
        break;
      }
      case OPS.beginText:
        tm = IDENTITY;
        x = lineX = 0;
        y = lineY = 0;
        break;
      case OPS.setFont: {
        st.fontKey = String(args[0]);
        st.size = Number(args[1]) || 0;
        st.fm = fontScale(st.fontKey);
        break;
      }
      case OPS.setCharSpacing:
        st.tc = Number(args[0]) || 0;
        break;
      case OPS.setWordSpacing:
        st.tw = Number(args[0]) || 0;
        break;
      case OPS.setHScale:
        st.th = (Number(args[0]) || 100) / 100;
        break;
      case OPS.setLeading:
        st.tl = -(Number(args[0]) || 0);
        break;
      case OPS.setTextRise:
        st.rise = Number(args[0]) || 0;
        break;
      case OPS.setLeadingMoveText:
      case OPS.moveText:
        if (fn === OPS.setLeadingMoveText) st.tl = Number(args[1]) || 0;
        x = lineX += Number(args[0]) || 0;
        y = lineY += Number(args[1]) || 0;
        break;
      case OPS.nextLine:
        x = lineX += 0;
        y = lineY += st.tl;
        break;
      case OPS.setTextMatrix: {
        tm = asMatrix(args[0]) ?? asMatrix(args) ?? IDENTITY;
        x = lineX = 0;
        y = lineY = 0;
        break;
      }
      case OPS.showText: {
        const glyphs = (args[0] ?? []) as Array<GlyphLike | number | null>;
        const full = mul(st.ctm, tm);
        const size = Math.abs(st.size);
        const em = size * Math.hypot(full[2], full[3]);
        const len = Math.hypot(full[0], full[1]);
        const ux = len > 0 ? full[0] / len : 1;
        const uy = len > 0 ? full[1] / len : 0;
        const dir = st.size < 0 ? -1 : 1;
        let lx = 0;
        for (const g of glyphs) {
          if (typeof g === 'number') {
            lx -= (g * size) / 1000;
            continue;
          }
          if (!g) continue;
          const w = (g.width ?? 0) * size * st.fm;
          // a space by its character (char code 32 may be any glyph in a subset font); word
          // spacing by the code, as PDF applies it
          const isSpace = /^\s+$/.test(g.unicode ?? '');
          const chars = [...(g.unicode ?? '').normalize('NFKC').replace(INVISIBLE, '')];
          const [sx, sy] = apply(full, x + lx * st.th, y + st.rise);
          if (!isSpace && chars.length > 0) {
            let gap: number | undefined;
            if (prev && prev.em > 0 && em > 0 && Number.isFinite(st.fm)) {
              const dx = sx - prev.ex;
              const dy = sy - prev.ey;
              const along = dx * prev.ux + dy * prev.uy;
              const across = Math.abs(dx * prev.uy - dy * prev.ux);
              if (across < 0.4 * prev.em) gap = along / prev.em;
            }
            const code = typeof g.originalCharCode === 'number' ? { code: g.originalCharCode } : {};
            chars.forEach((ch, k) => {
              out.push(
                k === 0
                  ? { ch, ...(gap !== undefined ? { gap } : {}), space, font: st.fontKey, ...code, part: 0 }
                  : { ch, gap: 0, space: false, font: st.fontKey, ...code, part: k },
              );
            });
            space = false;
          } else if (isSpace) space = true;
          const adv = (Number.isFinite(w) ? w : 0) + (st.tc + (g.isSpace ? st.tw : 0)) * dir;
          const [ex, ey] = apply(full, x + (lx + (Number.isFinite(w) ? w : 0)) * st.th, y + st.rise);
          if (!isSpace) prev = { ex, ey, ux, uy, em };
          lx += adv;
        }
        x += lx * st.th;
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/**
 * Spaces pdf.js put into a word of a letter-spaced run: for each text item, the indices (in
 * its `str`) of spaces where no space glyph was drawn and the gap is less than the run's usual
 * letter gap + 0.1 em (a real word gap is ≥ 0.2 em wider than the letter gap; without letter
 * spacing pdf.js's own rule stands). Only when the
 * characters of the text content and of the operator list agree one to one.
 */
export function narrowSpaces(
  glyphs: GlyphGap[],
  textItems: Array<{ str: string }>,
): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const chars: Array<{ item: number; spaceAt?: number }> = [];
  let k = 0;
  for (let item = 0; item < textItems.length; item++) {
    const cps = [...(textItems[item]?.str ?? '')];
    let spaceAt: number | undefined;
    for (let j = 0; j < cps.length; j++) {
      const c = cps[j] as string;
      if (/\s/.test(c)) {
        spaceAt ??= j;
        continue;
      }
      for (const ch of [...c.normalize('NFKC').replace(INVISIBLE, '')]) {
        const g = glyphs[k++];
        if (!g || g.ch !== ch) return out;
        chars.push({ item, ...(spaceAt !== undefined ? { spaceAt } : {}) });
        spaceAt = undefined;
      }
    }
  }
  if (k !== glyphs.length) return out;
  for (let i = 1; i < chars.length; i++) {
    const c = chars[i] as (typeof chars)[number];
    const g = glyphs[i] as GlyphGap;
    if (c.spaceAt === undefined || g.space || g.gap === undefined || g.gap > 0.6) continue;
    if ((chars[i - 1] as (typeof chars)[number]).item !== c.item) continue;
    // the letter gap of the run: median gap between the item's other characters nearby; a
    // word too short for that (each word drawn on its own: 'AA') takes the letter gaps inside
    // the words drawn next to it on its line
    const near: number[] = [];
    const other: number[] = [];
    for (let j = Math.max(1, i - 8); j <= Math.min(chars.length - 1, i + 8); j++) {
      const cj = chars[j] as (typeof chars)[number];
      const gj = glyphs[j] as GlyphGap;
      if (j === i || cj.spaceAt !== undefined || gj.gap === undefined) continue;
      if ((chars[j - 1] as (typeof chars)[number]).item !== cj.item) continue;
      if (cj.item === c.item) near.push(gj.gap);
      else if (gj.font === g.font) other.push(gj.gap);
    }
    if (near.length < 3) near.push(...other);
    if (near.length < 3) continue;
    // letter spacing seen at least twice nearby (generators that place every glyph round
    // their positions: gaps of 0, 0.05, 0.1 em inside one word)
    const base = near.sort((a, b) => b - a)[1] ?? 0;
    if (base < 0.03 || g.gap >= base + 0.1) continue;
    const set = out.get(c.item) ?? new Set<number>();
    set.add(c.spaceAt);
    out.set(c.item, set);
  }
  return out;
}

/**
 * Characters of fonts whose codes 128–255 are WinAnsi where pdf.js read them as MacRoman
 * (fonts.ts): for each text item with such characters, the replacement of each code point of
 * its `str` ('' for the rest of a ligature pdf.js split, "fl" → "ß"). Only when the characters
 * of the text content and of the operator list agree one to one.
 */
export function recodeChars(
  glyphs: GlyphGap[],
  textItems: Array<{ str: string }>,
  fonts: ReadonlySet<string>,
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let k = 0;
  for (let item = 0; item < textItems.length; item++) {
    const cps = [...(textItems[item]?.str ?? '')];
    let rep: string[] | undefined;
    for (let j = 0; j < cps.length; j++) {
      const c = cps[j] as string;
      if (/\s/.test(c)) continue;
      const from = k;
      for (const ch of [...c.normalize('NFKC').replace(INVISIBLE, '')]) {
        const g = glyphs[k++];
        if (!g || g.ch !== ch) return new Map();
      }
      if (k === from) continue;
      // the glyph(s) this code point came from
      const start = (i: number) => i - ((glyphs[i] as GlyphGap).part ?? 0);
      const s = start(from);
      const affected = (i: number) => {
        const g = glyphs[i] as GlyphGap;
        return (
          g.font !== undefined &&
          fonts.has(g.font) &&
          g.code !== undefined &&
          winAnsiChar(g.code) !== undefined
        );
      };
      let one = true;
      for (let i = from + 1; i < k; i++) if (start(i) !== s) one = false;
      if (!one) {
        for (let i = from; i < k; i++) if (affected(i)) return new Map();
        continue;
      }
      if (!affected(s)) continue;
      const g = glyphs[s] as GlyphGap;
      const ch = winAnsiChar(g.code as number) as string;
      // all characters of the glyph (a ligature: several) read as one WinAnsi character
      let whole = '';
      for (let i = s; i < glyphs.length && start(i) === s; i++) whole += (glyphs[i] as GlyphGap).ch;
      if (whole === ch.normalize('NFKC')) continue;
      rep ??= [...cps];
      rep[j] = from === s ? ch : '';
    }
    if (rep) out.set(item, rep);
  }
  if (k !== glyphs.length) return new Map();
  return out;
}

/** Fonts among `fonts` that draw a code ≥ 128 as another character than its WinAnsi one. */
function differingFonts(glyphs: GlyphGap[], fonts: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i] as GlyphGap;
    if (g.part !== 0 || g.font === undefined || !fonts.has(g.font) || g.code === undefined) continue;
    const ch = winAnsiChar(g.code);
    if (ch === undefined || out.has(g.font)) continue;
    let text = g.ch;
    for (let j = i + 1; j < glyphs.length && ((glyphs[j] as GlyphGap).part ?? 0) > 0; j++)
      text += (glyphs[j] as GlyphGap).ch;
    if (text !== ch.normalize('NFKC')) out.add(g.font);
  }
  return out;
}

const UNREADABLE = /[\p{Cc}\p{Co}\p{Cs}\uFFFD]/gu;

/** Characters that cannot be real text (controls, private use, lone surrogates, U+FFFD), whitespace excluded. */
export function countUnreadable(text: string): number {
  let n = 0;
  for (const m of text.matchAll(UNREADABLE)) if (!/\s/.test(m[0])) n++;
  return n;
}

function strip(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/** What we know of a font, by pdf.js font id, shared by the pages of one document. */
export interface FontInfo {
  /** name without subset tag (null: no name) */
  name: string | null;
  /**
   * codes 128–255 are WinAnsi where pdf.js read MacRoman (fonts.ts); 'maybe': pdf.js read the
   * font with its MacRoman default, not yet seen drawing a code that tells
   */
  winAnsi: boolean | 'maybe';
  /** the font's full name as pdf.js reports it (subset tag included) */
  fullName?: string;
}
export type FontCache = Map<string, FontInfo>;

/**
 * Layout of one pdf.js page. `fontCache` (one per document) saves the operator-list pass on
 * pages whose fonts are all known from earlier pages.
 */
export async function layoutOfPage(
  page: PdfJsPage,
  opts: LayoutOptions = {},
  fontCache: FontCache = new Map(),
  winAnsiNames?: () => Promise<ReadonlySet<string>>,
): Promise<PdfPageLayout> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const textItems = content.items.filter((it): it is PdfJsTextItem => 'str' in it);

  const used = [...new Set(textItems.filter((it) => it.str.trim() !== '').map((it) => it.fontName))];
  const needFonts = opts.fonts !== false && used.some((key) => !fontCache.has(key));
  // Font objects (with their names) reach the main side only with the operator list; it also
  // has the glyphs with their positions (for the word gaps below).
  const getOps = () => page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  let ops =
    needFonts || (opts.glyphGaps !== false && textItems.some((it) => / /.test(it.str.trim())))
      ? await getOps()
      : undefined;
  if (needFonts) {
    for (const key of used) {
      if (fontCache.has(key)) continue;
      let name: string | null = null;
      let fullName: string | undefined;
      let winAnsi: FontInfo['winAnsi'] = false;
      try {
        const font = page.commonObjs.get(key) as { name?: unknown } | undefined;
        if (typeof font?.name === 'string') {
          name = strip(font.name);
          fullName = font.name;
          if (winAnsiNames && macRomanDefaultTrueType(font)) winAnsi = 'maybe';
        }
      } catch {
        // not resolved: no name
      }
      fontCache.set(key, { name, winAnsi, ...(fullName !== undefined ? { fullName } : {}) });
    }
  }
  const maybe = new Set(used.filter((key) => fontCache.get(key)?.winAnsi === 'maybe'));
  const anyWinAnsi = maybe.size > 0 || used.some((key) => fontCache.get(key)?.winAnsi === true);
  if (anyWinAnsi && !ops) ops = await getOps();
  const glyphs =
    ops && (opts.glyphGaps !== false || anyWinAnsi)
      ? glyphGaps(ops, (key) => fontMatrixOf(page, key))
      : undefined;
  // a font pdf.js read as MacRoman that draws a code ≥ 128 as another character than WinAnsi
  // (one with a /ToUnicode map that says WinAnsi is left alone): its dictionary tells (fonts.ts)
  if (maybe.size > 0 && glyphs && winAnsiNames) {
    for (const key of differingFonts(glyphs, maybe)) {
      const info = fontCache.get(key) as FontInfo;
      info.winAnsi = info.fullName !== undefined && (await winAnsiNames()).has(info.fullName);
    }
  }
  const recode = new Set(used.filter((key) => fontCache.get(key)?.winAnsi === true));

  const raws: RawItem[] = textItems.map((item) => {
    const m = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    const style = content.styles[item.fontName];
    const ascent = style && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
    const descent = style && style.descent < 0 && style.descent > -1 ? style.descent : -0.2;
    return { item, m, dir: quarter(Math.atan2(m[1] ?? 0, m[0] ?? 1)), ascent, descent };
  });

  // main text direction, by characters
  const weight = new Map<number, number>();
  for (const r of raws) weight.set(r.dir, (weight.get(r.dir) ?? 0) + r.item.str.trim().length);
  let main: 0 | 90 | 180 | 270 = 0;
  let best = 0;
  for (const [dir, w] of weight) {
    if (w > best || (w === best && dir === 0)) {
      best = w;
      main = dir as 0 | 90 | 180 | 270;
    }
  }
  const W = viewport.width;
  const H = viewport.height;
  const turned = main === 90 || main === 270;
  const pageW = turned ? H : W;
  const pageH = turned ? W : H;

  const narrow = glyphs && opts.glyphGaps !== false ? narrowSpaces(glyphs, textItems) : undefined;
  const recoded = glyphs && recode.size > 0 ? recodeChars(glyphs, textItems, recode) : undefined;

  const items: PdfTextItem[] = raws.map((r, index) => {
    const { item, m } = r;
    const [bx, by] = turn(main, m[4] ?? 0, m[5] ?? 0, W, H);
    const fontSize = Math.hypot(m[2] ?? 0, m[3] ?? 0) || item.height || 1;
    const orientation = ((r.dir - main + 360) % 360) as 0 | 90 | 180 | 270;
    const fontName = fontCache.get(item.fontName)?.name ?? undefined;
    const width = Math.abs(item.width);
    const drop = narrow?.get(index);
    const rep = recoded?.get(index);
    const str =
      drop || rep ? [...item.str].map((c, k) => (drop?.has(k) ? '' : (rep?.[k] ?? c))).join('') : item.str;
    const text = trimOverlongRun(str, width, fontSize);
    let box: Box;
    if (orientation === 0) {
      box = { x: bx, y: by - r.ascent * fontSize, width, height: (r.ascent - r.descent) * fontSize };
    } else {
      // rough box for runs in another direction (not part of lines)
      const a = r.ascent * fontSize;
      const d = r.descent * fontSize;
      box =
        orientation === 90
          ? { x: bx + d, y: by, width: a - d, height: width }
          : orientation === 270
            ? { x: bx - a, y: by - width, width: a - d, height: width }
            : { x: bx - width, y: by + d, width, height: a - d };
    }
    return {
      index,
      text,
      ...box,
      baseline: by,
      fontSize,
      ...(fontName !== undefined ? { fontName } : {}),
      bold: fontName !== undefined && BOLD_RE.test(fontName),
      italic: fontName !== undefined && ITALIC_RE.test(fontName),
      orientation,
      inLayout: orientation === 0 && text.trim() !== '' && width > 0,
    };
  });

  const { lines, blocks } = group(items, opts);
  const text = renderText(lines, items);
  return {
    number: page.pageNumber,
    width: pageW,
    height: pageH,
    rotate: page.rotate,
    textRotation: main,
    items,
    lines,
    blocks,
    text,
    textChars: items.reduce((s, it) => s + it.text.replace(/\s+/g, '').length, 0),
    unreadableChars: items.reduce((s, it) => s + countUnreadable(it.text), 0),
  };
}

// ---------------------------------------------------------------------------------------------
// grouping

function union(boxes: Box[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Joins runs of one segment, with a space where the gap looks like a word gap. Letter-spaced
 * text ("W A R E N R E C H N U N G": one run per letter at an even pitch) is joined into words:
 * inside a sequence of ≥ 4 single-letter runs only a gap well above the usual letter gap counts.
 */
function joinRuns(runs: PdfTextItem[], spaces: PdfTextItem[]): string {
  const single = runs.map((r) => r.text.trim().length === 1 && r.text.length === 1);
  // letter gap of each run inside a letter-spaced sequence (undefined elsewhere)
  const letterGap: (number | undefined)[] = runs.map(() => undefined);
  for (let i = 0; i < runs.length; ) {
    let j = i;
    while (j < runs.length && single[j]) j++;
    if (j - i >= 4) {
      const gaps: number[] = [];
      for (let k = i + 1; k < j; k++) {
        const a = runs[k - 1] as PdfTextItem;
        gaps.push((runs[k] as PdfTextItem).x - (a.x + a.width));
      }
      const m = median(gaps) ?? 0;
      for (let k = i + 1; k < j; k++) letterGap[k] = m;
    }
    i = Math.max(j, i + 1);
  }
  let out = '';
  let prev: PdfTextItem | undefined;
  runs.forEach((r, i) => {
    if (prev) {
      const left = prev.x + prev.width;
      const gap = r.x - left;
      const size = Math.min(prev.fontSize, r.fontSize);
      const lg = letterGap[i];
      const marked =
        gap > 0.05 * size && spaces.some((sp) => sp.x < r.x - 0.01 && sp.x >= left - 0.05 * size);
      const wordGap =
        lg !== undefined ? gap > Math.max(0.18 * size, 1.8 * lg + 0.05 * size) : gap > 0.18 * size || marked;
      if (wordGap && !/\s$/.test(out) && !/^\s/.test(r.text)) out += ' ';
    }
    out += collapseLetterSpacing(r.text);
    prev = r;
  });
  return out.replace(/\s+/g, ' ').trim();
}

/** "Ö k o - K o n t r - N r . :" (one run, every other character a space) → "Öko-Kontr-Nr.:" */
function collapseLetterSpacing(text: string): string {
  const t = text.trim();
  return /^(?:\S ){4,}\S$/u.test(t) ? t.replace(/ /g, '') : text;
}

interface Group {
  lines: PdfLine[];
  blocks: PdfBlock[];
}

function group(items: PdfTextItem[], opts: LayoutOptions): Group {
  const segGap = opts.segmentGap ?? 1.0;
  const lineTol = opts.lineTolerance ?? 0.4;
  const blockGap = opts.blockGap ?? 0.8;

  const candidates = items.filter((it) => it.inLayout).sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  // whitespace-only runs are not content, but they mark word gaps pdf.js positioned separately
  const spaces = items.filter((it) => it.orientation === 0 && it.text !== '' && it.text.trim() === '');

  // 1. physical lines by baseline (reference = first run's baseline: no chaining)
  const rows: { baseline: number; size: number; runs: PdfTextItem[] }[] = [];
  for (const it of candidates) {
    const row = rows.at(-1);
    if (row && Math.abs(it.baseline - row.baseline) <= lineTol * Math.min(row.size, it.fontSize)) {
      row.runs.push(it);
      row.size = Math.max(row.size, it.fontSize);
    } else {
      rows.push({ baseline: it.baseline, size: it.fontSize, runs: [it] });
    }
  }

  const lines: PdfLine[] = [];
  for (const row of rows) {
    const runs = row.runs.sort((a, b) => a.x - b.x);
    // drop runs drawn twice at (almost) the same place (fake bold, shadows): they mean bold
    const kept: PdfTextItem[] = [];
    for (const r of runs) {
      const dup = kept.find(
        (k) =>
          k.text === r.text &&
          Math.abs(k.x - r.x) < 0.25 * r.fontSize &&
          Math.abs(k.baseline - r.baseline) < 0.25 * r.fontSize,
      );
      if (dup) {
        dup.bold = true;
        r.inLayout = false;
      } else kept.push(r);
    }
    const rowSpaces = spaces.filter(
      (sp) => Math.abs(sp.baseline - row.baseline) <= lineTol * Math.min(row.size, sp.fontSize),
    );
    const index = lines.length;
    const segments: PdfSegment[] = [];
    let cur: PdfTextItem[] = [];
    let right = Number.NEGATIVE_INFINITY;
    const flush = () => {
      if (cur.length === 0) return;
      const box = union(cur);
      segments.push({
        ...box,
        text: joinRuns(cur, rowSpaces),
        baseline: Math.max(...cur.map((c) => c.baseline)),
        fontSize: Math.max(...cur.map((c) => c.fontSize)),
        bold: cur.every((c) => c.bold),
        items: cur.map((c) => c.index),
        line: index,
        block: -1,
      });
      cur = [];
    };
    // gaps between neighbouring runs: a justified line stretches its word gaps all alike
    const gapBefore = kept.map((r, i) => {
      const p = kept[i - 1];
      return p ? r.x - (p.x + p.width) : Number.NaN;
    });
    kept.forEach((r, i) => {
      const size = Math.min(r.fontSize, cur.at(-1)?.fontSize ?? r.fontSize);
      const gap = r.x - right;
      const last = cur.at(-1);
      // two numbers side by side are two cells even in a tight table ("60,00  10,00%") —
      // unless a segment that began with words goes on with number groups as far apart as
      // their neighbours (justified text: 'IBAN: DE12 3456 7890 12')
      const numbers = last !== undefined && /[\d%€$]$/.test(last.text) && /^[-+−]?\d/.test(r.text);
      const alike = (g: number | undefined) => g !== undefined && Math.abs(g - gap) <= 0.1 * size;
      const justified =
        numbers && /\p{L}/u.test(cur[0]?.text ?? '') && (alike(gapBefore[i - 1]) || alike(gapBefore[i + 1]));
      // (in a monospaced font a gap of one character cell is one space, a word gap, however wide
      // the letter spacing makes it: "DE1 3AH", "0151 785 7993" from a line printer)
      const oneCell = numbers && last !== undefined && oneMonoCell(last, r, gap);
      if (cur.length > 0 && (gap > segGap * size || (numbers && gap > 0.6 * size && !justified && !oneCell)))
        flush();
      cur.push(r);
      right = Math.max(cur.length === 1 ? r.x + r.width : right, r.x + r.width);
    });
    flush();
    lines.push({
      index,
      ...union(segments),
      text: segments.map((s) => s.text).join('   '),
      baseline: row.baseline,
      fontSize: row.size,
      segments,
    });
  }

  // 2. blocks: union-find over segments of nearby lines that overlap horizontally
  const segs = lines.flatMap((l) => l.segments);
  const parent = segs.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    let j = i;
    while (parent[j] !== r) {
      const next = parent[j] as number;
      parent[j] = r;
      j = next;
    }
    return r;
  };
  const id = new Map<PdfSegment, number>();
  segs.forEach((s, i) => {
    id.set(s, i);
  });
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as PdfLine;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j] as PdfLine;
      const size = Math.min(a.fontSize, b.fontSize);
      if (b.y - (a.y + a.height) > blockGap * size) {
        // lines are sorted by baseline, not by top; a much taller line may still follow
        if (b.y - (a.y + a.height) > 3 * a.fontSize) break;
        continue;
      }
      for (const s of a.segments) {
        for (const t of b.segments) {
          const gap = t.y - (s.y + s.height);
          const sz = Math.min(s.fontSize, t.fontSize);
          if (gap > blockGap * sz) continue;
          const overlap = Math.min(s.x + s.width, t.x + t.width) - Math.max(s.x, t.x);
          if (overlap <= 0) continue;
          // not across very different sizes (a title over a small-print address)
          if (Math.max(s.fontSize, t.fontSize) > 1.6 * sz) continue;
          parent[find(id.get(s) as number)] = find(id.get(t) as number);
        }
      }
    }
  }
  const groups = new Map<number, PdfSegment[]>();
  segs.forEach((s, i) => {
    const r = find(i);
    const g = groups.get(r);
    if (g) g.push(s);
    else groups.set(r, [s]);
  });
  const unordered = [...groups.values()].map((members) => ({ box: union(members), members }));
  const ordered = xyCut(unordered);
  const blocks: PdfBlock[] = ordered.map(({ box, members }, index) => {
    const byLine = new Map<number, PdfSegment[]>();
    for (const s of members) {
      s.block = index;
      const l = byLine.get(s.line);
      if (l) l.push(s);
      else byLine.set(s.line, [s]);
    }
    const blockLines: PdfBlockLine[] = [...byLine.entries()]
      .sort((p, q) => p[0] - q[0])
      .map(([line, ss]) => {
        ss.sort((p, q) => p.x - q.x);
        return {
          ...union(ss),
          text: ss.map((s) => s.text).join('   '),
          baseline: (lines[line] as PdfLine).baseline,
          line,
          segments: ss,
        };
      });
    return {
      index,
      ...box,
      text: blockLines.map((l) => l.text).join('\n'),
      lines: blockLines,
      fontSize: Math.max(...members.map((s) => s.fontSize)),
    };
  });
  return { lines, blocks };
}

interface Region {
  box: Box;
  members: PdfSegment[];
}

/**
 * Recursive XY cut: split into horizontal bands where no region spans the gap (top → bottom);
 * a band that cannot be split so is split into columns (left → right); otherwise regions are
 * ordered by top, then left.
 */
function xyCut(regions: Region[], depth = 0): Region[] {
  if (regions.length <= 1 || depth > 60) return regions;
  const eps = 0.5;
  const split = (axis: 'y' | 'x'): Region[][] => {
    const start = (r: Region) => (axis === 'y' ? r.box.y : r.box.x);
    const end = (r: Region) => (axis === 'y' ? r.box.y + r.box.height : r.box.x + r.box.width);
    const sorted = [...regions].sort((a, b) => start(a) - start(b));
    const parts: Region[][] = [];
    let cur: Region[] = [];
    let reach = Number.NEGATIVE_INFINITY;
    for (const r of sorted) {
      if (cur.length > 0 && start(r) >= reach - eps) {
        parts.push(cur);
        cur = [];
      }
      cur.push(r);
      reach = Math.max(cur.length === 1 ? end(r) : reach, end(r));
    }
    parts.push(cur);
    return parts;
  };
  const bands = split('y');
  if (bands.length > 1) return bands.flatMap((b) => xyCut(b, depth + 1));
  const cols = split('x');
  if (cols.length > 1) return cols.flatMap((c) => xyCut(c, depth + 1));
  return [...regions].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

// ---------------------------------------------------------------------------------------------
// plain text rendering

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Renders lines like `pdftotext -layout`: each segment starts at the column its x suggests
 * (one column = the page's median character width), at least two spaces after the previous
 * segment; an empty line where the vertical gap is larger than a line.
 */
function renderText(lines: PdfLine[], items: PdfTextItem[]): string {
  const widths = items
    .filter((it) => it.inLayout && it.text.length > 0)
    .map((it) => it.width / it.text.length)
    .filter((w) => w > 0);
  const cw = Math.max(1, median(widths) ?? 5);
  const out: string[] = [];
  let prev: PdfLine | undefined;
  for (const line of lines) {
    if (prev && line.y - (prev.y + prev.height) > Math.max(prev.height, line.height)) out.push('');
    let s = '';
    for (const seg of line.segments) {
      const col = Math.round(seg.x / cw);
      const min = s.length === 0 ? 0 : s.length + 2;
      s += ' '.repeat(Math.max(col, min) - s.length) + seg.text;
    }
    out.push(s);
    prev = line;
  }
  return out.join('\n');
}
