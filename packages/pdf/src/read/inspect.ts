/**
 * What a PDF contains besides its text: pages, encryption, whether it has a text layer (or is a
 * scan), embedded files with their /AFRelationship and MIME type, XMP metadata, the document
 * info and the Factur-X / ZUGFeRD / PDF/A claims made in the XMP.
 *
 * Embedded files are read with pdf-lib's object model (the /Names /EmbeddedFiles tree, the
 * catalog's /AF array and FileAttachment annotations); for encrypted files, whose strings and
 * streams pdf-lib cannot decrypt, names and contents come from pdf.js.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  type PDFDocument as PDFLibDocument,
  PDFName,
  type PDFObject,
  type PDFPageLeaf,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import { checkPdfHeader, PdfError, toPdfError } from './errors.ts';
import { openPdf, type PdfJsDocument } from './pdfjs.ts';
import { countUnreadable, type PdfLayout } from './text.ts';

export interface PdfAttachment {
  /** file name (/UF, else /F), without any path */
  name: string;
  /** MIME type from the embedded file stream's /Subtype, e.g. 'text/xml' */
  mime?: string;
  /** /AFRelationship of the file specification: 'Data', 'Source', 'Alternative', … */
  afRelationship?: string;
  /** /Desc */
  description?: string;
  /** decoded contents */
  bytes: Uint8Array;
  /** where it was referenced from */
  sources: ('names' | 'af' | 'annotation')[];
}

export interface PdfPageInfo {
  /** 1-based */
  number: number;
  /** size in points as displayed (after /Rotate) */
  width: number;
  height: number;
  /** /Rotate */
  rotate: number;
  /** non-whitespace characters of the text layer */
  textChars: number;
  /** of those, characters that cannot be real text (fonts without a usable Unicode mapping) */
  unreadableChars: number;
  /** image XObjects the page draws (directly or in forms); undefined when unknown */
  images?: number;
}

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  creationDate?: string;
  modDate?: string;
  /** from the header, e.g. '1.7' */
  pdfVersion?: string;
}

export interface FacturXInfo {
  /** fx:DocumentFileName (e.g. 'factur-x.xml') */
  name: string;
  /** fx:ConformanceLevel (e.g. 'EN 16931', 'BASIC', 'XRECHNUNG') */
  profile?: string;
  /** fx:DocumentType (e.g. 'INVOICE') */
  documentType?: string;
  /** fx:Version (e.g. '1.0') */
  version?: string;
  /** namespace URI of the extension schema (tells Factur-X / ZUGFeRD 2 / ZUGFeRD 1 apart) */
  namespace?: string;
}

export interface PdfInspection {
  /** number of pages */
  pages: number;
  pageInfo: PdfPageInfo[];
  /** the file has an /Encrypt dictionary (it opened without a password, else we throw) */
  encrypted: boolean;
  /** at least `minTextChars` readable characters, and not `garbled` */
  hasText: boolean;
  /** non-whitespace characters of the text layer, all pages */
  textChars: number;
  /** text is there but mostly unreadable characters (fonts without a Unicode mapping) */
  garbled: boolean;
  /** pages with images but (almost) no text: scanned pages */
  scannedPages: number[];
  /** no text layer worth the name and images on some page: a scan */
  scanned: boolean;
  attachments: PdfAttachment[];
  /** XMP metadata packet (XML text) */
  xmp?: string;
  info: PdfInfo;
  /** Factur-X / ZUGFeRD claim in the XMP */
  facturx?: FacturXInfo;
  /** PDF/A claim in the XMP (pdfaid:part, pdfaid:conformance) */
  pdfa?: { part: string; conformance?: string };
}

export interface InspectOptions {
  /** text characters needed for `hasText` (default 20) */
  minTextChars?: number;
  /** a page with images and fewer characters than this counts as scanned (default 10) */
  minPageChars?: number;
  /** ignore attachments larger than this after decoding (default 20 MB) */
  maxAttachmentBytes?: number;
}

/**
 * Inspects a PDF. Throws PdfError for empty, non-PDF, damaged and password-protected input;
 * a scan is not an error here (`hasText` false): a hybrid PDF may be a scan with XML inside.
 */
export async function inspectPdf(bytes: Uint8Array, opts: InspectOptions = {}): Promise<PdfInspection> {
  checkPdfHeader(bytes);
  const pdf = await openPdf(bytes, { fontNames: false });
  try {
    return await inspectDocument(pdf.doc, bytes, opts);
  } catch (e) {
    throw toPdfError(e);
  } finally {
    await pdf.close();
  }
}

/** Loads the file with pdf-lib (lenient); undefined when even that fails. */
export async function loadPdfLib(bytes: Uint8Array): Promise<PDFLibDocument | undefined> {
  try {
    return await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return undefined;
  }
}

/**
 * Inspection of an opened pdf.js document; `layout` (when the caller has it) saves reading
 * the text a second time.
 */
export async function inspectDocument(
  doc: PdfJsDocument,
  bytes: Uint8Array,
  opts: InspectOptions = {},
  layout?: PdfLayout,
): Promise<PdfInspection> {
  const minTextChars = opts.minTextChars ?? 20;
  const minPageChars = opts.minPageChars ?? 10;
  const maxAttachmentBytes = opts.maxAttachmentBytes ?? 20 * 1024 * 1024;
  const lib = await loadPdfLib(bytes);
  const meta = await doc.getMetadata().catch(() => undefined);
  const rawInfo = (meta?.info ?? {}) as Record<string, unknown>;
  const encrypted =
    (lib?.isEncrypted ?? false) ||
    (typeof rawInfo.EncryptFilterName === 'string' && rawInfo.EncryptFilterName !== '');

  // pages
  const libPages = lib ? safe(() => lib.getPages(), []) : [];
  const pageInfo: PdfPageInfo[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const fromLayout = layout?.pages[i - 1];
    let width: number;
    let height: number;
    let rotate: number;
    let textChars: number;
    let unreadableChars: number;
    if (fromLayout) {
      const turned = fromLayout.textRotation === 90 || fromLayout.textRotation === 270;
      width = turned ? fromLayout.height : fromLayout.width;
      height = turned ? fromLayout.width : fromLayout.height;
      rotate = fromLayout.rotate;
      textChars = fromLayout.textChars;
      unreadableChars = fromLayout.unreadableChars;
    } else {
      const page = await doc.getPage(i);
      try {
        const vp = page.getViewport({ scale: 1 });
        width = vp.width;
        height = vp.height;
        rotate = page.rotate;
        const tc = await page.getTextContent();
        textChars = 0;
        unreadableChars = 0;
        for (const it of tc.items) {
          if (!('str' in it)) continue;
          textChars += it.str.replace(/\s+/g, '').length;
          unreadableChars += countUnreadable(it.str);
        }
      } finally {
        page.cleanup();
      }
    }
    const libPage = libPages[i - 1];
    const images = libPage ? countImages(libPage.node) : undefined;
    pageInfo.push({
      number: i,
      width,
      height,
      rotate,
      textChars,
      unreadableChars,
      ...(images !== undefined ? { images } : {}),
    });
  }
  const textChars = pageInfo.reduce((s, p) => s + p.textChars, 0);
  const unreadable = pageInfo.reduce((s, p) => s + p.unreadableChars, 0);
  const garbled = textChars >= minTextChars && unreadable > 0.5 * textChars;
  const hasText = textChars - unreadable >= minTextChars && !garbled;
  const scannedPages = pageInfo
    .filter((p) => (p.images ?? 0) > 0 && p.textChars < minPageChars)
    .map((p) => p.number);

  // attachments
  let attachments = lib && !lib.isEncrypted ? attachmentsFromPdfLib(lib, maxAttachmentBytes) : [];
  if (attachments.length === 0) {
    const viaPdfJs = await attachmentsFromPdfJs(doc, maxAttachmentBytes);
    if (lib && viaPdfJs.length > 0) {
      // encrypted: pdf-lib still sees the (unencrypted) names of /AFRelationship and /Subtype
      const specs = lib.isEncrypted ? collectFileSpecs(lib).filter((s) => s.sources.includes('names')) : [];
      if (specs.length === viaPdfJs.length) {
        viaPdfJs.forEach((a, k) => {
          const spec = specs[k];
          if (!spec) return;
          const rel = nameOf(spec.dict.lookup(PDFName.of('AFRelationship')));
          if (rel) a.afRelationship = rel;
          const mime = mimeOf(spec.dict);
          if (mime) a.mime = mime;
          if (specs.some((s) => s.sources.includes('af'))) a.sources = spec.sources;
        });
      }
    }
    attachments = viaPdfJs;
  }

  // XMP
  let xmp: string | undefined;
  if (lib && !lib.isEncrypted) {
    const m = safe(() => lib.catalog.lookup(PDFName.of('Metadata')), undefined);
    if (m instanceof PDFStream) xmp = safe(() => new TextDecoder().decode(streamBytes(m)), undefined);
  }
  if (xmp === undefined && meta?.metadata) {
    const raw = (meta.metadata as unknown as { getRaw?: () => unknown }).getRaw?.();
    if (typeof raw === 'string') xmp = raw;
  }

  const info: PdfInfo = {};
  const str = (k: string) => {
    const v = rawInfo[k];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const put = (key: keyof PdfInfo, v: string | undefined) => {
    if (v !== undefined) info[key] = v;
  };
  put('title', str('Title'));
  put('author', str('Author'));
  put('subject', str('Subject'));
  put('keywords', str('Keywords'));
  put('creator', str('Creator'));
  put('producer', str('Producer'));
  put('creationDate', str('CreationDate'));
  put('modDate', str('ModDate'));
  put('pdfVersion', str('PDFFormatVersion'));

  const facturx = xmp ? facturXFromXmp(xmp) : undefined;
  const pdfa = xmp ? pdfaFromXmp(xmp) : undefined;
  return {
    pages: doc.numPages,
    pageInfo,
    encrypted,
    hasText,
    textChars,
    garbled,
    scannedPages,
    scanned: !hasText && pageInfo.some((p) => (p.images ?? 0) > 0),
    attachments,
    ...(xmp !== undefined ? { xmp } : {}),
    info,
    ...(facturx ? { facturx } : {}),
    ...(pdfa ? { pdfa } : {}),
  };
}

/** Throws PdfError('no-text') when the inspection found no text layer. */
export function assertHasText(inspection: Pick<PdfInspection, 'hasText' | 'scanned' | 'garbled'>): void {
  if (!inspection.hasText)
    throw new PdfError(
      'no-text',
      inspection.garbled
        ? 'The text of the PDF cannot be read (its fonts have no Unicode mapping).'
        : inspection.scanned
          ? 'The PDF is a scan without a text layer.'
          : 'The PDF contains no text.',
    );
}

// ---------------------------------------------------------------------------------------------
// XMP

function xmpValue(xmp: string, local: string): { value: string; prefix: string } | undefined {
  // element form <fx:Name>value</fx:Name> or attribute form fx:Name="value"
  const el = new RegExp(
    `<(?:([\\w.-]+):)?${local}(?:\\s[^>]*)?>\\s*([^<]*?)\\s*</(?:[\\w.-]+:)?${local}>`,
  ).exec(xmp);
  if (el) return { value: decodeEntities(el[2] ?? ''), prefix: el[1] ?? '' };
  const at = new RegExp(`\\s(?:([\\w.-]+):)?${local}\\s*=\\s*(["'])(.*?)\\2`).exec(xmp);
  if (at) return { value: decodeEntities(at[3] ?? ''), prefix: at[1] ?? '' };
  return undefined;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/** Factur-X / ZUGFeRD extension schema values from an XMP packet. */
export function facturXFromXmp(xmp: string): FacturXInfo | undefined {
  const name = xmpValue(xmp, 'DocumentFileName');
  if (!name || name.value === '') return undefined;
  const out: FacturXInfo = { name: name.value };
  const profile = xmpValue(xmp, 'ConformanceLevel');
  if (profile?.value) out.profile = profile.value;
  const type = xmpValue(xmp, 'DocumentType');
  if (type?.value) out.documentType = type.value;
  const version = xmpValue(xmp, 'Version');
  if (version?.value) out.version = version.value;
  if (name.prefix) {
    const ns = new RegExp(`xmlns:${name.prefix}\\s*=\\s*["']([^"']*)["']`).exec(xmp);
    if (ns?.[1]) out.namespace = ns[1];
  }
  return out;
}

function pdfaFromXmp(xmp: string): { part: string; conformance?: string } | undefined {
  const part = xmpValue(xmp, 'part');
  if (!part || !/^\d$/.test(part.value)) return undefined;
  const conformance = xmpValue(xmp, 'conformance');
  return { part: part.value, ...(conformance?.value ? { conformance: conformance.value } : {}) };
}

// ---------------------------------------------------------------------------------------------
// pdf-lib helpers

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

function textOf(o: PDFObject | undefined): string | undefined {
  if (o instanceof PDFString || o instanceof PDFHexString) return safe(() => o.decodeText(), undefined);
  return undefined;
}

function nameOf(o: PDFObject | undefined): string | undefined {
  return o instanceof PDFName ? safe(() => o.decodeText(), undefined) : undefined;
}

function streamBytes(s: PDFStream): Uint8Array {
  if (s instanceof PDFRawStream) return decodePDFRawStream(s).decode();
  return s.getContents();
}

function mimeOf(spec: PDFDict): string | undefined {
  const ef = spec.lookup(PDFName.of('EF'));
  if (!(ef instanceof PDFDict)) return undefined;
  const stream = ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F'));
  if (!(stream instanceof PDFStream)) return undefined;
  return nameOf(stream.dict.lookup(PDFName.of('Subtype')));
}

interface FileSpecRef {
  dict: PDFDict;
  sources: ('names' | 'af' | 'annotation')[];
}

/** All file specifications: names tree, catalog /AF, FileAttachment annotations. */
function collectFileSpecs(lib: PDFLibDocument): FileSpecRef[] {
  const found = new Map<PDFDict, FileSpecRef>();
  const add = (o: PDFObject | undefined, source: 'names' | 'af' | 'annotation') => {
    const dict = o instanceof PDFRef ? lib.context.lookup(o) : o;
    if (!(dict instanceof PDFDict)) return;
    const seen = found.get(dict);
    if (seen) {
      if (!seen.sources.includes(source)) seen.sources.push(source);
    } else found.set(dict, { dict, sources: [source] });
  };
  const catalog = lib.catalog;
  // names tree (bounded walk)
  const names = safe(() => catalog.lookup(PDFName.of('Names')), undefined);
  if (names instanceof PDFDict) {
    const root = safe(() => names.lookup(PDFName.of('EmbeddedFiles')), undefined);
    const visited = new Set<PDFDict>();
    const walk = (node: PDFObject | undefined, depth: number) => {
      if (!(node instanceof PDFDict) || visited.has(node) || depth > 32 || visited.size > 10_000) return;
      visited.add(node);
      const arr = safe(() => node.lookup(PDFName.of('Names')), undefined);
      if (arr instanceof PDFArray) {
        for (let k = 1; k < arr.size(); k += 2) add(arr.get(k), 'names');
      }
      const kids = safe(() => node.lookup(PDFName.of('Kids')), undefined);
      if (kids instanceof PDFArray) {
        for (let k = 0; k < kids.size(); k++)
          walk(
            safe(() => kids.lookup(k), undefined),
            depth + 1,
          );
      }
    };
    walk(root, 0);
  }
  // catalog /AF
  const af = safe(() => catalog.lookup(PDFName.of('AF')), undefined);
  if (af instanceof PDFArray) for (let k = 0; k < af.size(); k++) add(af.get(k), 'af');
  // FileAttachment annotations
  for (const page of safe(() => lib.getPages(), [])) {
    const annots = safe(() => page.node.lookup(PDFName.of('Annots')), undefined);
    if (!(annots instanceof PDFArray)) continue;
    for (let k = 0; k < annots.size(); k++) {
      const a = safe(() => annots.lookup(k), undefined);
      if (a instanceof PDFDict && nameOf(a.lookup(PDFName.of('Subtype'))) === 'FileAttachment')
        add(a.get(PDFName.of('FS')), 'annotation');
    }
  }
  return [...found.values()];
}

function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts.at(-1) || name;
}

function attachmentsFromPdfLib(lib: PDFLibDocument, maxBytes: number): PdfAttachment[] {
  const out: PdfAttachment[] = [];
  for (const { dict, sources } of collectFileSpecs(lib)) {
    const ef = safe(() => dict.lookup(PDFName.of('EF')), undefined);
    if (!(ef instanceof PDFDict)) continue;
    const stream = safe(() => ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F')), undefined);
    if (!(stream instanceof PDFStream)) continue;
    const bytes = safe(() => streamBytes(stream), undefined);
    if (!bytes || bytes.length > maxBytes) continue;
    const rawName =
      textOf(dict.lookup(PDFName.of('UF'))) ?? textOf(dict.lookup(PDFName.of('F'))) ?? 'unnamed';
    const mime = nameOf(stream.dict.lookup(PDFName.of('Subtype')));
    const afRelationship = nameOf(dict.lookup(PDFName.of('AFRelationship')));
    const description = textOf(dict.lookup(PDFName.of('Desc')));
    out.push({
      name: baseName(rawName),
      ...(mime ? { mime } : {}),
      ...(afRelationship ? { afRelationship } : {}),
      ...(description ? { description } : {}),
      bytes,
      sources,
    });
  }
  return out;
}

async function attachmentsFromPdfJs(doc: PdfJsDocument, maxBytes: number): Promise<PdfAttachment[]> {
  const map = await doc.getAttachments().catch(() => null);
  if (!map) return [];
  const out: PdfAttachment[] = [];
  for (const [id, a] of map) {
    // pdf.js 6 resolves to the bytes (older versions to { content })
    const content: unknown = await doc.getAttachmentContent(id).catch(() => undefined);
    const bytes =
      content instanceof Uint8Array ? content : (content as { content?: unknown } | undefined)?.content;
    if (!(bytes instanceof Uint8Array) || bytes.length > maxBytes) continue;
    const meta = a as { filename?: string; description?: string };
    out.push({
      name: meta.filename || 'unnamed',
      ...(meta.description ? { description: meta.description } : {}),
      bytes,
      sources: ['names'],
    });
  }
  return out;
}

/** Image XObjects drawn by a page (through its resources, forms up to 3 levels deep). */
function countImages(node: PDFPageLeaf): number | undefined {
  const seen = new Set<PDFObject>();
  const countIn = (resources: PDFObject | undefined, depth: number): number => {
    if (!(resources instanceof PDFDict) || depth > 3) return 0;
    const xo = safe(() => resources.lookup(PDFName.of('XObject')), undefined);
    if (!(xo instanceof PDFDict)) return 0;
    let n = 0;
    for (const [, ref] of xo.entries()) {
      const obj = ref instanceof PDFRef ? safe(() => xo.context.lookup(ref), undefined) : ref;
      if (!(obj instanceof PDFStream) || seen.has(obj)) continue;
      seen.add(obj);
      const subtype = nameOf(obj.dict.lookup(PDFName.of('Subtype')));
      if (subtype === 'Image') n++;
      else if (subtype === 'Form')
        n += countIn(
          safe(() => obj.dict.lookup(PDFName.of('Resources')), undefined),
          depth + 1,
        );
    }
    return n;
  };
  // Resources() follows inheritance from the page tree
  return safe(() => countIn(node.Resources(), 0), undefined);
}
