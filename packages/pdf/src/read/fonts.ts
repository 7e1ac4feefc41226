/**
 * Character codes of simple TrueType fonts that pdf.js reads with the wrong encoding.
 *
 * A TrueType font dictionary without /Encoding and without /ToUnicode whose descriptor says
 * "symbolic" (Flags bit 3) leaves the meaning of its codes to the font program. pdf.js then
 * reads the codes as MacRomanEncoding (it assumes the font's (1,0) Macintosh cmap), so code
 * 0xDF becomes "ﬂ" (→ "fl") instead of "ß" and 0x80 "Ä" instead of "€". Windows producers
 * (Microsoft Word's "Save as PDF" with subset fonts, among others) write such fonts with
 * WinAnsi codes in that cmap; poppler/pdftotext, like Acrobat, reads codes of TrueType fonts
 * without /Encoding as WinAnsiEncoding. We do the same: for those fonts only (no /Encoding,
 * no /ToUnicode, embedded FontFile2), codes 128–255 are read as WinAnsi from the glyphs'
 * original codes (text.ts). An explicit /Encoding /MacRomanEncoding or a /ToUnicode map is
 * left to pdf.js.
 */
import { PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

/** Unicode of WinAnsiEncoding codes 128–159 (undefined codes absent); 160–255 are Latin-1. */
const WIN_ANSI_80: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

/** The character of a WinAnsiEncoding code ≥ 128 (undefined below 128 and for unused codes). */
export function winAnsiChar(code: number): string | undefined {
  if (code >= 0x80 && code < 0xa0) return WIN_ANSI_80[code];
  if (code === 0xa0) return ' ';
  if (code === 0xad) return '-';
  if (code > 0xa0 && code <= 0xff) return String.fromCharCode(code);
  return undefined;
}

/** What pdf.js tells about a loaded font (with fontExtraProperties). */
interface PdfJsFontLike {
  name?: unknown;
  type?: unknown;
  composite?: unknown;
  defaultEncoding?: unknown;
  differences?: unknown;
}

/**
 * pdf.js read this simple TrueType font with its MacRoman default (no /Differences): a
 * candidate for WinAnsi codes, to be confirmed on the font dictionary (`winAnsiTrueTypeNames`).
 */
export function macRomanDefaultTrueType(font: PdfJsFontLike | undefined): boolean {
  if (font?.type !== 'TrueType' || font.composite) return false;
  const enc = font.defaultEncoding as ArrayLike<unknown> | undefined;
  if (enc?.[0xdf] !== 'fl' || enc[0x80] !== 'Adieresis') return false;
  const diff = font.differences;
  const size =
    diff instanceof Map
      ? diff.size
      : diff && typeof diff === 'object'
        ? Object.keys(diff as object).length
        : 0;
  return size === 0;
}

function lookup(dict: PDFDict, key: string): PDFObject | undefined {
  try {
    return dict.lookup(PDFName.of(key));
  } catch {
    return undefined;
  }
}

/**
 * Names (/BaseFont and the descriptor's /FontName, with subset tag, as pdf.js reports them)
 * of the document's TrueType font dictionaries without /Encoding and /ToUnicode and with an
 * embedded FontFile2; a name that also belongs to a dictionary that has either (or no
 * embedded font) is left out.
 */
export function winAnsiTrueTypeNames(lib: PDFDocument): Set<string> {
  const yes = new Set<string>();
  const no = new Set<string>();
  for (const [, obj] of lib.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj instanceof PDFStream) continue;
    const subtype = lookup(obj, 'Subtype');
    if (!(subtype instanceof PDFName) || subtype.asString() !== '/TrueType') continue;
    const type = lookup(obj, 'Type');
    if (type !== undefined && !(type instanceof PDFName && type.asString() === '/Font')) continue;
    const desc = lookup(obj, 'FontDescriptor');
    const embedded = desc instanceof PDFDict && lookup(desc, 'FontFile2') instanceof PDFStream;
    const plain = lookup(obj, 'Encoding') === undefined && lookup(obj, 'ToUnicode') === undefined;
    // pdf.js names a font by its descriptor's /FontName (else /BaseFont)
    for (const n of [
      lookup(obj, 'BaseFont'),
      desc instanceof PDFDict ? lookup(desc, 'FontName') : undefined,
    ]) {
      if (n instanceof PDFName) (embedded && plain ? yes : no).add(n.decodeText());
    }
  }
  for (const n of no) yes.delete(n);
  return yes;
}

/** `winAnsiTrueTypeNames` of a PDF file (empty when pdf-lib cannot read it). */
export async function winAnsiTrueTypeNamesOf(bytes: Uint8Array): Promise<Set<string>> {
  try {
    const lib = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return winAnsiTrueTypeNames(lib);
  } catch {
    return new Set();
  }
}
