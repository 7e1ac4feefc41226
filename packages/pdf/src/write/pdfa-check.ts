/**
 * Our own PDF/A structure checker (pdf-lib): the properties that open-source ZUGFeRD tools get
 * wrong most often. Not a full PDF/A validator (no content-stream or colour-space analysis);
 * every finding is a plain-language problem string, an empty list means "no problem found".
 *
 * Checks:
 * - every font embedded (FontFile / FontFile2 / FontFile3; CIDFontType2 with a CIDToGIDMap);
 * - an output intent GTS_PDFA1 with a DestOutputProfile stream;
 * - an XMP metadata stream with pdfaid:part / pdfaid:conformance (part 3 and conformance B when
 *   `part`/`conformance` are asked for), consistent with the Info dictionary (Title, Author,
 *   Subject, Producer, Creator, CreationDate, ModDate);
 * - no encryption, no JavaScript (Names/JavaScript, OpenAction or any action of type JavaScript,
 *   additional actions /AA);
 * - attachments: each file specification has /AFRelationship and an embedded file with a MIME
 *   /Subtype, the catalog has an /AF array that lists it; `attachment` demands one by name;
 * - the trailer /ID.
 * - Factur-X (`facturx`): the XMP carries the fx: schema (DocumentType INVOICE, DocumentFileName,
 *   Version, ConformanceLevel) and its PDF/A extension schema description.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

export interface PdfaCheckOptions {
  /** expected pdfaid:part (e.g. 3) */
  part?: number;
  /** expected pdfaid:conformance (e.g. 'B') */
  conformance?: string;
  /** an attachment that must be present, with its expected AFRelationship and MIME type */
  attachment?: { name: string; afRelationship?: string; mime?: string };
  /** Factur-X XMP claims that must be present */
  facturx?: { documentFileName: string; conformanceLevel: string };
}

export interface PdfaCheckResult {
  problems: string[];
  /** what was found (for reports) */
  info: {
    pdfaPart?: string;
    pdfaConformance?: string;
    fonts: string[];
    attachments: Array<{ name: string; afRelationship?: string; mime?: string; size?: number }>;
  };
}

function str(o: unknown): string | undefined {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  if (o instanceof PDFName) return o.decodeText();
  return undefined;
}

function streamBytes(s: PDFStream): Uint8Array {
  return s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents();
}

/** XMP text of a simple property (element or attribute form). */
function xmpValue(xmp: string, prop: string): string | undefined {
  const esc = prop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const el = new RegExp(`<${esc}>([\\s\\S]*?)</${esc}>`).exec(xmp);
  if (el) {
    const inner = el[1] as string;
    const li = /<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/.exec(inner);
    return decodeXml((li ? (li[1] as string) : inner).trim());
  }
  const attr = new RegExp(`\\s${esc}\\s*=\\s*"([^"]*)"`).exec(xmp);
  return attr ? decodeXml(attr[1] as string) : undefined;
}

function decodeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/** PDF date (D:YYYYMMDDHHmmSS+HH'mm') → epoch ms. */
export function parsePdfDate(s: string): number | undefined {
  const m = /^D?:?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Z+-])?(\d{2})?'?(\d{2})?'?/.exec(s.trim());
  if (!m) return undefined;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', se = '00', tz, th = '00', tm = '00'] = m;
  let t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
  if (tz === '+' || tz === '-') t -= (tz === '+' ? 1 : -1) * (Number(th) * 60 + Number(tm)) * 60000;
  return t;
}

/** XMP date (ISO 8601) → epoch ms. */
function parseXmpDate(s: string): number | undefined {
  const t = Date.parse(s.trim());
  return Number.isNaN(t) ? undefined : t;
}

export async function checkPdfA(bytes: Uint8Array, opts: PdfaCheckOptions = {}): Promise<PdfaCheckResult> {
  const problems: string[] = [];
  const info: PdfaCheckResult['info'] = { fonts: [], attachments: [] };
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
      throwOnInvalidObject: false,
    });
  } catch (e) {
    return { problems: [`not a readable PDF: ${(e as Error).message}`], info };
  }
  const ctx = doc.context;
  const trailer = ctx.trailerInfo;
  if (trailer.Encrypt) problems.push('the PDF is encrypted (/Encrypt in the trailer)');
  const id = trailer.ID;
  const idArr = id instanceof PDFArray ? id : undefined;
  if (idArr?.size() !== 2) problems.push('no document ID (/ID with two strings in the trailer)');

  const catalog = doc.catalog;

  // ---- XMP and Info -------------------------------------------------------------------------
  const meta = catalog.lookup(PDFName.of('Metadata'));
  let xmp = '';
  if (!(meta instanceof PDFStream)) problems.push('no XMP metadata stream in the catalog');
  else {
    xmp = new TextDecoder().decode(streamBytes(meta));
    const part = xmpValue(xmp, 'pdfaid:part');
    const conf = xmpValue(xmp, 'pdfaid:conformance');
    info.pdfaPart = part;
    info.pdfaConformance = conf;
    if (!part) problems.push('XMP has no pdfaid:part');
    else if (opts.part !== undefined && part !== String(opts.part))
      problems.push(`XMP pdfaid:part is ${part}, expected ${opts.part}`);
    if (!conf) problems.push('XMP has no pdfaid:conformance');
    else if (opts.conformance && conf !== opts.conformance)
      problems.push(`XMP pdfaid:conformance is ${conf}, expected ${opts.conformance}`);
  }
  const infoRef = trailer.Info;
  const infoDict = infoRef ? ctx.lookup(infoRef) : undefined;
  if (infoDict instanceof PDFDict && xmp) {
    const pairs: Array<[string, string, 'text' | 'date']> = [
      ['Title', 'dc:title', 'text'],
      ['Author', 'dc:creator', 'text'],
      ['Subject', 'dc:description', 'text'],
      ['Producer', 'pdf:Producer', 'text'],
      ['Keywords', 'pdf:Keywords', 'text'],
      ['Creator', 'xmp:CreatorTool', 'text'],
      ['CreationDate', 'xmp:CreateDate', 'date'],
      ['ModDate', 'xmp:ModifyDate', 'date'],
    ];
    for (const [key, prop, kind] of pairs) {
      const v = str(infoDict.lookup(PDFName.of(key)));
      if (v === undefined) continue;
      const x = xmpValue(xmp, prop);
      if (x === undefined) {
        problems.push(`Info /${key} has no XMP counterpart ${prop}`);
        continue;
      }
      if (kind === 'date') {
        const a = parsePdfDate(v);
        const b = parseXmpDate(x);
        if (a === undefined || b === undefined || Math.abs(a - b) >= 1000)
          problems.push(`Info /${key} (${v}) differs from XMP ${prop} (${x})`);
      } else if (v !== x)
        problems.push(`Info /${key} (${JSON.stringify(v)}) differs from XMP ${prop} (${JSON.stringify(x)})`);
    }
  }

  // ---- output intent ------------------------------------------------------------------------
  const intents = catalog.lookup(PDFName.of('OutputIntents'));
  let hasIntent = false;
  if (intents instanceof PDFArray) {
    for (let i = 0; i < intents.size(); i++) {
      const oi = intents.lookup(i);
      if (!(oi instanceof PDFDict)) continue;
      if (str(oi.lookup(PDFName.of('S'))) !== 'GTS_PDFA1') continue;
      if (oi.lookup(PDFName.of('DestOutputProfile')) instanceof PDFStream) hasIntent = true;
      else problems.push('output intent GTS_PDFA1 without a DestOutputProfile stream');
    }
  }
  if (!hasIntent) problems.push('no PDF/A output intent (GTS_PDFA1 with DestOutputProfile)');

  // ---- fonts, JavaScript, actions (every object) --------------------------------------------
  const seen = new Set<string>();
  for (const [ref, obj] of ctx.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : undefined;
    if (!dict) continue;
    const type = str(dict.lookup(PDFName.of('Type')));
    const s = str(dict.lookup(PDFName.of('S')));
    if (s === 'JavaScript') problems.push(`JavaScript action in object ${refText(ref)}`);
    if (dict.has(PDFName.of('JS'))) problems.push(`JavaScript (/JS) in object ${refText(ref)}`);
    if (dict.has(PDFName.of('AA'))) problems.push(`additional actions (/AA) in object ${refText(ref)}`);
    if (type !== 'Font') continue;
    const sub = str(dict.lookup(PDFName.of('Subtype')));
    const name = str(dict.lookup(PDFName.of('BaseFont'))) ?? `(object ${refText(ref)})`;
    if (sub === 'Type3') continue; // glyphs are content streams: nothing to embed
    if (sub === 'Type0') continue; // checked through its descendant CIDFont
    if (seen.has(refText(ref))) continue;
    seen.add(refText(ref));
    info.fonts.push(name);
    const fd = dict.lookup(PDFName.of('FontDescriptor'));
    const embedded =
      fd instanceof PDFDict &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((k) => fd.lookup(PDFName.of(k)) instanceof PDFStream);
    if (!embedded) problems.push(`font ${name} (${sub ?? '?'}) is not embedded`);
    if (sub === 'CIDFontType2' && !dict.has(PDFName.of('CIDToGIDMap')))
      problems.push(`CIDFontType2 font ${name} has no CIDToGIDMap`);
  }
  const names = catalog.lookup(PDFName.of('Names'));
  if (names instanceof PDFDict && names.has(PDFName.of('JavaScript')))
    problems.push('document-level JavaScript (Names/JavaScript)');
  const open = catalog.lookup(PDFName.of('OpenAction'));
  if (open instanceof PDFDict && str(open.lookup(PDFName.of('S'))) === 'JavaScript')
    problems.push('OpenAction runs JavaScript');
  if (catalog.has(PDFName.of('AA'))) problems.push('catalog has additional actions (/AA)');

  // ---- attachments --------------------------------------------------------------------------
  const af = catalog.lookup(PDFName.of('AF'));
  const afRefs = new Set<string>();
  if (af instanceof PDFArray) for (let i = 0; i < af.size(); i++) afRefs.add(refText(af.get(i) as PDFRef));
  const files: Array<{ name: string; ref: string; spec: PDFDict }> = [];
  const ef = names instanceof PDFDict ? names.lookup(PDFName.of('EmbeddedFiles')) : undefined;
  const walk = (node: unknown, depth: number) => {
    if (!(node instanceof PDFDict) || depth > 20) return;
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) walk(kids.lookup(i), depth + 1);
    const arr = node.lookup(PDFName.of('Names'));
    if (arr instanceof PDFArray) {
      for (let i = 0; i + 1 < arr.size(); i += 2) {
        const spec = arr.lookup(i + 1);
        if (spec instanceof PDFDict)
          files.push({ name: str(arr.lookup(i)) ?? '', ref: refText(arr.get(i + 1) as PDFRef), spec });
      }
    }
  };
  walk(ef, 0);
  for (const f of files) {
    const rel = str(f.spec.lookup(PDFName.of('AFRelationship')));
    const efDict = f.spec.lookup(PDFName.of('EF'));
    const stream = efDict instanceof PDFDict ? efDict.lookup(PDFName.of('F')) : undefined;
    const mime = stream instanceof PDFStream ? str(stream.dict.lookup(PDFName.of('Subtype'))) : undefined;
    const uf = str(f.spec.lookup(PDFName.of('UF'))) ?? str(f.spec.lookup(PDFName.of('F'))) ?? f.name;
    const params = stream instanceof PDFStream ? stream.dict.lookup(PDFName.of('Params')) : undefined;
    const sizeObj = params instanceof PDFDict ? params.lookup(PDFName.of('Size')) : undefined;
    const size =
      sizeObj && 'asNumber' in sizeObj ? (sizeObj as { asNumber(): number }).asNumber() : undefined;
    info.attachments.push({ name: uf, afRelationship: rel, mime, size });
    if (!rel) problems.push(`attachment ${uf} has no /AFRelationship`);
    if (!(stream instanceof PDFStream))
      problems.push(`attachment ${uf} has no embedded file stream (/EF /F)`);
    else if (!mime) problems.push(`attachment ${uf} has no MIME type (/Subtype)`);
    if (!(params instanceof PDFDict) || !params.has(PDFName.of('ModDate')))
      problems.push(`attachment ${uf} has no /Params /ModDate`);
    if (!afRefs.has(f.ref)) problems.push(`attachment ${uf} is not listed in the catalog's /AF array`);
  }
  if (files.length && !(af instanceof PDFArray))
    problems.push('attachments present but the catalog has no /AF array');
  if (opts.attachment) {
    const want = opts.attachment;
    const hit = info.attachments.find((a) => a.name === want.name);
    if (!hit) problems.push(`attachment ${want.name} is missing`);
    else {
      if (want.afRelationship && hit.afRelationship !== want.afRelationship)
        problems.push(
          `attachment ${want.name}: AFRelationship ${hit.afRelationship}, expected ${want.afRelationship}`,
        );
      if (want.mime && hit.mime !== want.mime)
        problems.push(`attachment ${want.name}: MIME ${hit.mime}, expected ${want.mime}`);
    }
  }

  // ---- Factur-X XMP -------------------------------------------------------------------------
  if (opts.facturx && xmp) {
    const fx = opts.facturx;
    const expect: Array<[string, string]> = [
      ['fx:DocumentType', 'INVOICE'],
      ['fx:DocumentFileName', fx.documentFileName],
      ['fx:Version', '1.0'],
      ['fx:ConformanceLevel', fx.conformanceLevel],
    ];
    for (const [prop, want] of expect) {
      const got = xmpValue(xmp, prop);
      if (got !== want)
        problems.push(
          `XMP ${prop} is ${got === undefined ? 'missing' : JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
        );
    }
    if (!/pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</.test(xmp))
      problems.push('XMP has no PDF/A extension schema description for the Factur-X namespace');
    for (const p of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'])
      if (!new RegExp(`<pdfaProperty:name>${p}</pdfaProperty:name>`).test(xmp))
        problems.push(`XMP extension schema does not describe fx:${p}`);
  }
  return { problems, info };
}

function refText(ref: PDFRef | undefined): string {
  return ref ? `${ref.objectNumber} ${ref.generationNumber} R` : '?';
}
