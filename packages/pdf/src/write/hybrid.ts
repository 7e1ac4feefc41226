/**
 * ZUGFeRD / Factur-X hybrid PDF (PDF/A-3b with the CII invoice embedded), built with pdf-lib.
 *
 * - XML: `writeCii(invoice, { profile })`, embedded as `factur-x.xml` (`xrechnung.xml` for the
 *   ZUGFeRD XRECHNUNG profile), MIME `text/xml` (/Subtype /text#2Fxml), /Params with Size,
 *   CreationDate and ModDate, listed in the EmbeddedFiles name tree and in the catalog's /AF
 *   array, /AFRelationship /Alternative (/Data for MINIMUM and BASIC WL, which are not full
 *   invoices).
 * - XMP: replaced by our own packet: pdfaid part 3 / conformance B, Dublin Core title/creator/
 *   description, pdf:Producer/Keywords, xmp dates and tool, the Factur-X extension schema
 *   description and its fx: values (DocumentType INVOICE, DocumentFileName, Version 1.0,
 *   ConformanceLevel). The Info dictionary is rewritten with the same values.
 * - Trailer /ID: the first string kept when the visual PDF has one, the second one new.
 * - Visual: `'render'` → our own PDF/A-3b (render.ts); `{ original }` → the user's PDF,
 *   normalised to PDF/A-3b by Ghostscript (fonts embedded, sRGB output intent with the ICC
 *   profile shipped in pdfkit). Without Ghostscript, or when it fails, a HybridError says so
 *   (code GHOSTSCRIPT_MISSING / GHOSTSCRIPT_FAILED) and the caller can offer `'render'`.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Invoice, PROFILES, type ProfileId, writeCii } from '@ic/einvoice';
import { AFRelationship, PDFArray, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { withTempDir } from '../temp.ts';
import { renderInvoicePdf, SRGB_ICC_PATH } from './render.ts';

export type HybridErrorCode =
  | 'GHOSTSCRIPT_MISSING'
  | 'GHOSTSCRIPT_FAILED'
  | 'PROFILE_NOT_HYBRID'
  | 'VISUAL_UNREADABLE';

export class HybridError extends Error {
  readonly code: HybridErrorCode;
  constructor(code: HybridErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'HybridError';
  }
}

export interface HybridOptions {
  invoice: Invoice;
  /** a Factur-X / ZUGFeRD profile (facturx-*) */
  profile: ProfileId;
  visual: 'render' | { original: Uint8Array };
  /** language of the rendered visual (default de) */
  lang?: 'en' | 'de';
  /** the rendered visual shows technical identifiers (default false: business terms only) */
  technical?: boolean;
  /** fixed date for metadata (tests); default now */
  now?: Date;
  /** Ghostscript executable (default env GS_BIN or "gs") */
  gs?: string;
  /** Ghostscript's time limit, ms (default 120 000); keep it below any limit of the caller's own */
  gsTimeoutMs?: number;
}

export interface HybridResult {
  pdf: Uint8Array;
  /** what was done, for the user (English) */
  notes: string[];
}

const PRODUCER = 'Invoice Converter';
const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

function xmlEscape(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

/** ISO 8601 without milliseconds, UTC: 2024-03-15T10:00:00Z */
function xmpDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface XmpFields {
  title: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creatorTool: string;
  producer: string;
  created: Date;
  modified: Date;
  documentFileName: string;
  conformanceLevel: string;
}

/** The XMP packet of a Factur-X PDF/A-3b. */
export function facturxXmp(f: XmpFields): string {
  const prop = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  const alt = (v: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xmlEscape(v)}</rdf:li></rdf:Alt>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title>${alt(f.title)}</dc:title>${f.author ? `\n   <dc:creator><rdf:Seq><rdf:li>${xmlEscape(f.author)}</rdf:li></rdf:Seq></dc:creator>` : ''}${f.subject ? `\n   <dc:description>${alt(f.subject)}</dc:description>` : ''}
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${xmlEscape(f.producer)}</pdf:Producer>${f.keywords ? `\n   <pdf:Keywords>${xmlEscape(f.keywords)}</pdf:Keywords>` : ''}
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${xmlEscape(f.creatorTool)}</xmp:CreatorTool>
   <xmp:CreateDate>${xmpDate(f.created)}</xmp:CreateDate>
   <xmp:ModifyDate>${xmpDate(f.modified)}</xmp:ModifyDate>
   <xmp:MetadataDate>${xmpDate(f.modified)}</xmp:MetadataDate>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas>
    <rdf:Bag>
     <rdf:li rdf:parseType="Resource">
      <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
      <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
      <pdfaSchema:prefix>fx</pdfaSchema:prefix>
      <pdfaSchema:property>
       <rdf:Seq>
        ${prop('DocumentFileName', 'The name of the embedded XML document')}
        ${prop('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
        ${prop('Version', 'The actual version of the standard applying to the embedded XML document')}
        ${prop('ConformanceLevel', 'The conformance level of the embedded XML document')}
       </rdf:Seq>
      </pdfaSchema:property>
     </rdf:li>
    </rdf:Bag>
   </pdfaExtension:schemas>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
   <fx:DocumentType>INVOICE</fx:DocumentType>
   <fx:DocumentFileName>${xmlEscape(f.documentFileName)}</fx:DocumentFileName>
   <fx:Version>1.0</fx:Version>
   <fx:ConformanceLevel>${xmlEscape(f.conformanceLevel)}</fx:ConformanceLevel>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

// ---- Ghostscript ------------------------------------------------------------------------------

/** Ghostscript's output may be this large (an upload is at most 10 MB). */
const MAX_GS_OUTPUT = 64 * 1024 * 1024;

function run(
  cmd: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    p.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    p.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    p.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** Ghostscript's version, or undefined when it is not installed. */
export async function ghostscriptVersion(gs = process.env.GS_BIN ?? 'gs'): Promise<string | undefined> {
  try {
    const r = await run(gs, ['--version'], 10_000);
    return r.code === 0 ? r.stdout.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** PostScript string literal. */
function psString(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * The user's PDF as PDF/A-3b through Ghostscript (pdfwrite, PDFA=3, colours converted to RGB,
 * fonts embedded, our sRGB output intent). Throws HybridError when Ghostscript is missing or fails.
 */
export async function normalizeToPdfA3(
  original: Uint8Array,
  opts: { gs?: string; timeoutMs?: number } = {},
): Promise<{ pdf: Uint8Array; version: string }> {
  const gs = opts.gs ?? process.env.GS_BIN ?? 'gs';
  const version = await ghostscriptVersion(gs);
  if (!version)
    throw new HybridError(
      'GHOSTSCRIPT_MISSING',
      'Ghostscript is not installed, so the original PDF cannot be made PDF/A-3 conformant; use the rendered visual instead.',
    );
  return withTempDir((dir) => ghostscriptPdfA3(gs, dir, original, version, opts.timeoutMs));
}

/** Ghostscript's pdfwrite in `dir` (see normalizeToPdfA3); its output at most MAX_GS_OUTPUT bytes. */
async function ghostscriptPdfA3(
  gs: string,
  dir: string,
  original: Uint8Array,
  version: string,
  timeoutMs = 120_000,
): Promise<{ pdf: Uint8Array; version: string }> {
  {
    const icc = join(dir, 'srgb.icc');
    await writeFile(icc, await readFile(SRGB_ICC_PATH));
    const def = join(dir, 'PDFA_def.ps');
    await writeFile(
      def,
      `%!
% PDF/A definition file: sRGB output intent (ICC profile from the pdfkit npm package)
/ICCProfile ${psString(icc)} def
[ /_objdef {icc_PDFA} /type /stream /OBJ pdfmark
[ {icc_PDFA} << /N 3 >> /PUT pdfmark
[ {icc_PDFA} ICCProfile (r) file /PUT pdfmark
[ /_objdef {OutputIntent_PDFA} /type /dict /OBJ pdfmark
[ {OutputIntent_PDFA} <<
  /Type /OutputIntent
  /S /GTS_PDFA1
  /DestOutputProfile {icc_PDFA}
  /OutputConditionIdentifier (sRGB IEC61966-2.1)
  /Info (sRGB IEC61966-2.1)
>> /PUT pdfmark
[ {Catalog} << /OutputIntents [ {OutputIntent_PDFA} ] >> /PUT pdfmark
`,
    );
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    await writeFile(input, original);
    const args = [
      '-dPDFA=3',
      '-dBATCH',
      '-dNOPAUSE',
      '-dNOOUTERSAVE',
      '-dQUIET',
      '-dSAFER',
      `--permit-file-read=${dir}/`,
      '-dPDFACompatibilityPolicy=1',
      '-sColorConversionStrategy=RGB',
      '-sProcessColorModel=DeviceRGB',
      '-sDEVICE=pdfwrite',
      '-dEmbedAllFonts=true',
      '-dSubsetFonts=true',
      `-sOutputICCProfile=${icc}`,
      `-sOutputFile=${output}`,
      def,
      input,
    ];
    const r = await run(gs, args, timeoutMs);
    let out: Uint8Array | undefined;
    try {
      // an output beyond the limit is not read into memory at all
      if ((await stat(output)).size <= MAX_GS_OUTPUT) out = new Uint8Array(await readFile(output));
    } catch {
      out = undefined;
    }
    if (r.code !== 0 || !out || out.length < 100) {
      const why = r.stderr
        .split('\n')
        .filter((l) => l.trim())
        .slice(-3)
        .join(' ')
        .slice(0, 300);
      throw new HybridError(
        'GHOSTSCRIPT_FAILED',
        `Ghostscript could not convert the original PDF to PDF/A-3 (exit ${r.code})${why ? `: ${why}` : ''}`,
      );
    }
    return { pdf: out, version };
  }
}

// ---- the hybrid -------------------------------------------------------------------------------

/** Build a ZUGFeRD / Factur-X PDF/A-3b hybrid. */
export async function buildHybridPdf(options: HybridOptions): Promise<HybridResult> {
  const profile = PROFILES[options.profile];
  if (!profile?.attachmentName || !profile.facturxConformance)
    throw new HybridError(
      'PROFILE_NOT_HYBRID',
      `profile ${options.profile} is not a Factur-X / ZUGFeRD profile (use facturx-*)`,
    );
  const notes: string[] = [];
  const now = options.now ?? new Date();
  const inv = options.invoice;
  const xml = new TextEncoder().encode(writeCii(inv, { profile: options.profile }));

  let visual: Uint8Array;
  if (options.visual === 'render') {
    visual = await renderInvoicePdf(inv, {
      lang: options.lang ?? 'de',
      creationDate: now,
      technical: options.technical ?? false,
    });
    notes.push('visual: rendered from the invoice data (PDF/A-3b)');
  } else {
    const r = await normalizeToPdfA3(options.visual.original, {
      ...(options.gs ? { gs: options.gs } : {}),
      ...(options.gsTimeoutMs ? { timeoutMs: options.gsTimeoutMs } : {}),
    });
    visual = r.pdf;
    notes.push(`visual: the original PDF, made PDF/A-3b with Ghostscript ${r.version}`);
  }

  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(visual, { updateMetadata: false });
  } catch (e) {
    throw new HybridError('VISUAL_UNREADABLE', `the visual PDF cannot be read: ${(e as Error).message}`);
  }
  const name = profile.attachmentName;
  // drop an invoice attachment of the same name the visual may already carry (it would be ambiguous)
  removeEmbeddedFile(doc, name, notes);

  const rel =
    profile.level === 'minimum' || profile.level === 'basicwl'
      ? AFRelationship.Data
      : AFRelationship.Alternative;
  await doc.attach(xml, name, {
    mimeType: 'text/xml',
    description: `${profile.label} invoice ${inv.number}`.trim(),
    creationDate: now,
    modificationDate: now,
    afRelationship: rel,
  });
  notes.push(`embedded ${name} (${xml.length} bytes, ${profile.label}, AFRelationship ${rel})`);

  const title = `${inv.typeCode === '381' ? 'Credit note' : 'Invoice'} ${inv.number}`.trim();
  const fields: XmpFields = {
    title,
    author: inv.seller.name || undefined,
    subject: `${profile.label} invoice ${inv.number}`.trim(),
    keywords: 'Factur-X, ZUGFeRD, e-invoice',
    creatorTool: PRODUCER,
    producer: PRODUCER,
    created: now,
    modified: now,
    documentFileName: name,
    conformanceLevel: profile.facturxConformance,
  };
  // Info dictionary: a new one, with exactly what the XMP says
  const ctx = doc.context;
  const infoDict = ctx.obj({
    Title: PDFHexString.fromText(fields.title),
    ...(fields.author ? { Author: PDFHexString.fromText(fields.author) } : {}),
    Subject: PDFHexString.fromText(fields.subject ?? ''),
    Keywords: PDFHexString.fromText(fields.keywords ?? ''),
    Creator: PDFHexString.fromText(fields.creatorTool),
    Producer: PDFHexString.fromText(fields.producer),
    CreationDate: PDFString.fromDate(now),
    ModDate: PDFString.fromDate(now),
  });
  ctx.trailerInfo.Info = ctx.register(infoDict);
  const xmp = ctx.stream(new TextEncoder().encode(facturxXmp(fields)), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), ctx.register(xmp));

  // trailer ID: keep the permanent part, new second part
  const oldId = ctx.trailerInfo.ID;
  const fresh = PDFHexString.of(createHash('md5').update(xml).update(randomBytes(16)).digest('hex'));
  const first = oldId instanceof PDFArray && oldId.size() === 2 ? oldId.get(0) : fresh;
  ctx.trailerInfo.ID = ctx.obj([first, fresh]);

  const pdf = await doc.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
  return { pdf, notes };
}

function removeEmbeddedFile(doc: PDFDocument, name: string, notes: string[]): void {
  const names = doc.catalog.lookup(PDFName.of('Names'));
  if (!names || !('lookup' in names)) return;
  const ef = (names as import('pdf-lib').PDFDict).lookup(PDFName.of('EmbeddedFiles'));
  if (!ef || !('lookup' in ef)) return;
  const arr = (ef as import('pdf-lib').PDFDict).lookup(PDFName.of('Names'));
  if (!(arr instanceof PDFArray)) return;
  for (let i = arr.size() - 2; i >= 0; i -= 2) {
    const n = arr.lookup(i);
    const text = n instanceof PDFString || n instanceof PDFHexString ? n.decodeText() : '';
    if (text.toLowerCase() === name.toLowerCase()) {
      arr.remove(i + 1);
      arr.remove(i);
      notes.push(`replaced the ${name} the original PDF already carried`);
    }
  }
}
