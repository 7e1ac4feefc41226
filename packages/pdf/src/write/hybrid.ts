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
 *   Ghostscript runs as a child process under limits (`GhostscriptLimits`: wall-clock and CPU
 *   time, address space via prlimit plus its own -K, size of every file it writes), with its
 *   temporary files in the request's folder; over a limit: GHOSTSCRIPT_LIMIT.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Invoice, PROFILES, type ProfileId, writeCii } from '@ic/einvoice';
import { AFRelationship, PDFArray, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { withTempDir } from '../temp.ts';
import { renderInvoicePdf, SRGB_ICC_PATH } from './render.ts';

export type HybridErrorCode =
  | 'GHOSTSCRIPT_MISSING'
  | 'GHOSTSCRIPT_FAILED'
  /** Ghostscript went over its time, memory or output limit (the input is too complex or hostile) */
  | 'GHOSTSCRIPT_LIMIT'
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
  /** Ghostscript's memory and output limits (defaults: GS_LIMITS) */
  gsLimits?: Omit<GhostscriptLimits, 'timeoutMs'>;
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

/**
 * Limits of one Ghostscript run. Enforced by the kernel on the child while it runs (prlimit:
 * address space, CPU seconds, size of any file it writes), by Ghostscript itself (-K: its own
 * allocations) and by a wall-clock timer that kills it.
 */
export interface GhostscriptLimits {
  /** wall-clock time, ms (default 120 000); CPU time is capped at the same */
  timeoutMs?: number;
  /** address space of the process, bytes (default 1 GiB); Ghostscript's own allocations ¾ of it */
  maxMemoryBytes?: number;
  /** bytes the output PDF may have (default 64 MiB; an upload is at most 10 MB) */
  maxOutputBytes?: number;
}

export const GS_LIMITS: Required<GhostscriptLimits> = {
  timeoutMs: 120_000,
  maxMemoryBytes: 1024 * 1024 * 1024,
  maxOutputBytes: 64 * 1024 * 1024,
};

/** util-linux's prlimit (Debian: always installed), to set a child's resource limits. */
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** killed by our wall-clock timer */
  timedOut: boolean;
  stderr: string;
  stdout: string;
}

/** Runs `cmd` (temporary files in `tmp`); stdout and stderr kept up to 64 KiB each. */
function run(cmd: string, args: string[], timeoutMs: number, tmp?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // Ghostscript's own temporary files (pdfwrite keeps pages in them) go to the request's folder
    const env = tmp ? { ...process.env, TMPDIR: tmp, TEMP: tmp } : process.env;
    const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let stderr = '';
    let stdout = '';
    let timedOut = false;
    p.stdout.on('data', (d: Buffer) => {
      if (stdout.length < 65536) stdout += d.toString();
    });
    p.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 65536) stderr += d.toString();
    });
    const timer = setTimeout(() => {
      timedOut = true;
      p.kill('SIGKILL');
    }, timeoutMs);
    p.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut, stderr, stdout });
    });
  });
}

/** `gs ARGS` under the limits: prlimit when there is one, Ghostscript's -K in any case. */
function limitedCommand(gs: string, args: string[], l: Required<GhostscriptLimits>): [string, string[]] {
  const gsArgs = [`-K${Math.floor((l.maxMemoryBytes * 0.75) / 1024)}`, ...args];
  if (!PRLIMIT) return [gs, gsArgs];
  return [
    PRLIMIT,
    [
      `--as=${l.maxMemoryBytes}`,
      `--cpu=${Math.max(1, Math.ceil(l.timeoutMs / 1000))}`,
      // any file it writes: the output plus a margin, so that "over the limit" is seen as such
      `--fsize=${l.maxOutputBytes + 1}`,
      '--',
      gs,
      ...gsArgs,
    ],
  ];
}

/** Which limit a failed run hit, if any. */
function limitHit(
  r: RunResult,
  outputSize: number | undefined,
  l: Required<GhostscriptLimits>,
): string | undefined {
  if (r.timedOut || r.signal === 'SIGXCPU') return 'time';
  if (r.signal === 'SIGXFSZ' || (outputSize !== undefined && outputSize > l.maxOutputBytes))
    return 'output size';
  // SIGKILL not from our timer: the kernel's OOM killer
  if (/VMerror|out of memory|Cannot allocate|failed to map segment/i.test(r.stderr) || r.signal === 'SIGKILL')
    return 'memory';
  if (r.signal === 'SIGSEGV' || r.signal === 'SIGABRT') return 'memory';
  return undefined;
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
  opts: { gs?: string } & GhostscriptLimits = {},
): Promise<{ pdf: Uint8Array; version: string }> {
  const gs = opts.gs ?? process.env.GS_BIN ?? 'gs';
  const version = await ghostscriptVersion(gs);
  if (!version)
    throw new HybridError(
      'GHOSTSCRIPT_MISSING',
      'Ghostscript is not installed, so the original PDF cannot be made PDF/A-3 conformant; use the rendered visual instead.',
    );
  const limits: Required<GhostscriptLimits> = {
    timeoutMs: opts.timeoutMs ?? GS_LIMITS.timeoutMs,
    maxMemoryBytes: opts.maxMemoryBytes ?? GS_LIMITS.maxMemoryBytes,
    maxOutputBytes: opts.maxOutputBytes ?? GS_LIMITS.maxOutputBytes,
  };
  return withTempDir((dir) => ghostscriptPdfA3(gs, dir, original, version, limits));
}

/** Ghostscript's pdfwrite in `dir` (see normalizeToPdfA3), under `limits`. */
async function ghostscriptPdfA3(
  gs: string,
  dir: string,
  original: Uint8Array,
  version: string,
  limits: Required<GhostscriptLimits>,
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
    const [cmd, cmdArgs] = limitedCommand(gs, args, limits);
    const r = await run(cmd, cmdArgs, limits.timeoutMs, dir);
    const size = (await stat(output).catch(() => undefined))?.size;
    const hit = limitHit(r, size, limits);
    if (hit && (r.code !== 0 || r.signal !== null || r.timedOut))
      throw new HybridError('GHOSTSCRIPT_LIMIT', `Ghostscript went over its ${hit} limit.`);
    // an output beyond the limit is not read into memory at all
    const out =
      size !== undefined && size <= limits.maxOutputBytes
        ? new Uint8Array(await readFile(output).catch(() => new Uint8Array()))
        : undefined;
    if (size !== undefined && size > limits.maxOutputBytes)
      throw new HybridError('GHOSTSCRIPT_LIMIT', 'Ghostscript went over its output size limit.');
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
      ...options.gsLimits,
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
