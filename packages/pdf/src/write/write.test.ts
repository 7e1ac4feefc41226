// PDF writing: readable PDF/A-3b (kitchen sink, 60 lines over several pages, all test-suite files),
// ZUGFeRD/Factur-X hybrids (rendered visual; corpus PDFs as original visual through Ghostscript),
// our PDF/A checker (also on deliberately broken PDFs), pdffonts and qpdf --check when installed,
// and reading the embedded XML back (packages/pdf/src/read/embedded.ts when present, else pdf-lib).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Invoice, type InvoiceLine, type ProfileId, readInvoice, writeCii } from '@ic/einvoice';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
} from 'pdf-lib';
import PDFKitDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { kitchenSinkInvoice } from '../../../einvoice/src/ubl/fixtures.ts';
import { extractLayout } from '../read/text.ts';
import { buildHybridPdf, ghostscriptVersion, HybridError } from './hybrid.ts';
import { checkPdfA } from './pdfa-check.ts';
import { FONT_REGULAR, loadFontkitFont, renderInvoicePdf, unitLabel } from './render.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus');
const SUITE = join(CORPUS, 'xrechnung-testsuite');
const CORPUS_PDFS = join(CORPUS, 'extraction', 'pdf');

function has(cmd: string, arg = '--version'): boolean {
  const r = spawnSync(cmd, [arg], { stdio: 'ignore' });
  return r.status === 0 || (r.error === undefined && r.status !== null);
}
const HAS_PDFFONTS = has('pdffonts', '-v');
const HAS_QPDF = has('qpdf');
const HAS_PDFTOTEXT = has('pdftotext', '-v');
const GS = await ghostscriptVersion();

function tmpFile(bytes: Uint8Array): string {
  const p = join(tmpdir(), `einv-test-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(p, bytes);
  return p;
}

/** pdffonts: every font row says emb = yes. Returns the font names. */
function pdffontsEmbedded(pdf: Uint8Array): { names: string[]; notEmbedded: string[] } {
  const p = tmpFile(pdf);
  try {
    const out = spawnSync('pdffonts', [p], { encoding: 'utf8' }).stdout;
    const rows = out
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
    const names = rows.map((r) => r.split(/\s+/)[0] as string);
    // columns: name type encoding emb sub uni id — "emb" is the 3rd field from the right before sub uni object ID
    const notEmbedded = rows.filter((r) => {
      const f = r.trim().split(/\s+/);
      return f[f.length - 5] !== 'yes';
    });
    return { names, notEmbedded };
  } finally {
    rmSync(p, { force: true });
  }
}

function qpdfCheck(pdf: Uint8Array): { ok: boolean; out: string } {
  const p = tmpFile(pdf);
  try {
    const r = spawnSync('qpdf', ['--check', p], { encoding: 'utf8' });
    return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(p, { force: true });
  }
}

function pageTexts(pdf: Uint8Array): string[] {
  const p = tmpFile(pdf);
  try {
    const out = spawnSync('pdftotext', ['-layout', p, '-'], { encoding: 'utf8' }).stdout;
    return out.split('\f').filter((t) => t.trim());
  } finally {
    rmSync(p, { force: true });
  }
}

/** The embedded invoice XML: through the PDF reader when it exists, else with pdf-lib here. */
const READER = join(REPO_ROOT, 'packages', 'pdf', 'src', 'read', 'embedded.ts');
async function embeddedXml(pdf: Uint8Array, name: string): Promise<{ xml: Uint8Array; via: string }> {
  if (existsSync(READER)) {
    const mod = (await import(READER)) as {
      findEmbeddedInvoice(b: Uint8Array): Promise<{ name: string; xml: Uint8Array } | undefined>;
    };
    const found = await mod.findEmbeddedInvoice(pdf);
    if (!found) throw new Error('the PDF reader found no embedded invoice');
    expect(found.name).toBe(name);
    return { xml: found.xml, via: 'read/embedded.ts' };
  }
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict);
  const ef = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const arr = ef.lookup(PDFName.of('Names'), PDFArray);
  const spec = arr.lookup(1, PDFDict);
  const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
  if (!(stream instanceof PDFRawStream)) throw new Error('no embedded file stream');
  return { xml: decodePDFRawStream(stream).decode(), via: 'pdf-lib' };
}

function sixtyLines(): Invoice {
  const inv = kitchenSinkInvoice();
  const base = inv.lines[0] as InvoiceLine;
  inv.lines = Array.from({ length: 60 }, (_, i) => ({
    ...base,
    id: String(i + 1),
    subLines: [],
    note: i % 7 === 0 ? `Hinweis zu Position ${i + 1}: geliefert in zwei Teilen, Rest folgt.` : undefined,
    item: { ...base.item, name: `Artikel ${i + 1} – Kupferrohr ${10 + (i % 5) * 2} mm, 5 m`, attributes: [] },
    allowances: [],
    charges: [],
  }));
  return inv;
}

const PDFA = { part: 3, conformance: 'B' };

describe('readable PDF (render.ts)', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`kitchen sink (${lang}): PDF/A-3b structure, fonts embedded, qpdf clean, page x of y`, async () => {
      const pdf = await renderInvoicePdf(kitchenSinkInvoice(), { lang });
      const check = await checkPdfA(pdf, PDFA);
      expect(check.problems).toEqual([]);
      expect(check.info.fonts.sort()).toEqual(['BZZZZZ+DejaVuSans', 'CZZZZZ+DejaVuSans-Bold'].sort());
      if (HAS_PDFFONTS) {
        const f = pdffontsEmbedded(pdf);
        expect(f.names.length).toBe(2);
        expect(f.notEmbedded).toEqual([]);
      }
      if (HAS_QPDF) expect(qpdfCheck(pdf).ok).toBe(true);
      if (HAS_PDFTOTEXT) {
        const pages = pageTexts(pdf);
        expect(pages.length).toBeGreaterThanOrEqual(2);
        const word = lang === 'de' ? 'Seite' : 'Page';
        const of = lang === 'de' ? 'von' : 'of';
        for (const [i, t] of pages.entries()) expect(t).toContain(`${word} ${i + 1} ${of} ${pages.length}`);
        const all = pages.join('\n');
        expect(all).toContain('RE-2024-0815');
        expect(all).toContain(lang === 'de' ? '307,10 €' : '€307.10');
        expect(all).toContain('Teilposition 1.1.1');
        expect(all).toContain('Steuervertreter GmbH');
      }
    });
  }

  it('60 lines run over several pages with the table header repeated', async () => {
    const pdf = await renderInvoicePdf(sixtyLines(), { lang: 'de' });
    expect((await checkPdfA(pdf, PDFA)).problems).toEqual([]);
    if (HAS_QPDF) expect(qpdfCheck(pdf).ok).toBe(true);
    if (HAS_PDFFONTS) expect(pdffontsEmbedded(pdf).notEmbedded).toEqual([]);
    if (HAS_PDFTOTEXT) {
      const pages = pageTexts(pdf);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const withLines = pages.filter((t) => /Artikel \d+ – Kupferrohr/.test(t));
      expect(withLines.length).toBeGreaterThanOrEqual(2);
      for (const t of withLines) expect(t).toMatch(/Pos\.\s+Artikel\s+Menge\s+Einzelpreis\s+USt\.\s+Netto/);
      const all = pages.join('\n');
      for (let i = 1; i <= 60; i++) expect(all).toContain(`Artikel ${i} – Kupferrohr`);
    }
  });
});

describe.skipIf(!HAS_PDFTOTEXT)(
  'readable PDF: business terms unless technical identifiers are asked for',
  () => {
    it('leaves out the specification identifier and scheme codes by default, shows them with technical', async () => {
      const inv = kitchenSinkInvoice();
      const spec = inv.processControl.specificationIdentifier;
      const plain = pageTexts(await renderInvoicePdf(inv, { lang: 'en' })).join('\n');
      const tech = pageTexts(await renderInvoicePdf(inv, { lang: 'en', technical: true })).join('\n');
      const flat = (t: string) => t.replace(/\s+/g, '');
      expect(flat(tech)).toContain(flat(spec));
      expect(flat(plain)).not.toContain(flat(spec));
      expect(tech).toMatch(/\b0088\b/);
      expect(plain).not.toMatch(/\b0088\b/);
      expect(tech).toMatch(/380 – /);
      expect(plain).not.toMatch(/380 – /);
      // the values themselves are in both
      for (const t of [plain, tech]) expect(t).toContain('4000001123452');
    });
  },
);

describe('readable PDF: units of measure', () => {
  it('names a unit, with its code where the name alone would not say which unit is meant', () => {
    // "Stück" is C62 (one), H87 (piece) and XPP (piece, package) in Rec 20/21
    expect(unitLabel('XPP', 'de')).toBe('Stück (XPP)');
    expect(unitLabel('H87', 'de')).toBe('Stück (H87)');
    expect(unitLabel('C62', 'de')).toBe('Stück (C62)');
    expect(unitLabel('XPP', 'en')).toBe('Piece (XPP)');
    expect(unitLabel('C62', 'en')).toBe('One (C62)');
    // unique names stay as they are
    expect(unitLabel('HUR', 'de')).toBe('Stunde');
    expect(unitLabel('KGM', 'en')).toBe('Kilogram');
    // a shortened name keeps its code; a code without a name is printed as the code
    expect(unitLabel('TNE', 'en')).toBe('Tonne (TNE)');
    expect(unitLabel('KTM', 'de')).toBe('KTM');
  });

  it('prints the quantity with the coded unit on one line', async () => {
    const inv = kitchenSinkInvoice();
    const base = inv.lines[0] as InvoiceLine;
    inv.lines = (['XPP', 'H87', 'C62'] as const).map((unitCode, i) => ({
      ...base,
      id: String(i + 1),
      subLines: [],
      quantity: '1000.5',
      unitCode,
      item: { ...base.item, name: `Artikel ${i + 1}`, attributes: [] },
      allowances: [],
      charges: [],
    }));
    const pdf = await renderInvoicePdf(inv, { lang: 'de' });
    expect((await checkPdfA(pdf, PDFA)).problems).toEqual([]);
    if (HAS_PDFTOTEXT) {
      const all = pageTexts(pdf).join('\n');
      for (const c of ['XPP', 'H87', 'C62']) expect(all).toMatch(new RegExp(`1\\.000,5 Stück \\(${c}\\)`));
    }
  });
});

describe('PDF/A checker', () => {
  it('finds missing embedding, metadata, output intent, ID, JavaScript and attachment faults', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawText('hello', { font: await doc.embedFont(StandardFonts.Helvetica) });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: 'app.alert(1)' }));
    await doc.attach(new TextEncoder().encode('<x/>'), 'factur-x.xml', {});
    const pdf = await doc.save({ useObjectStreams: false });
    const { problems } = await checkPdfA(pdf, {
      ...PDFA,
      attachment: { name: 'factur-x.xml', afRelationship: 'Alternative' },
    });
    const text = problems.join('\n');
    expect(text).toContain('font Helvetica (Type1) is not embedded');
    expect(text).toContain('no XMP metadata stream');
    expect(text).toContain('no PDF/A output intent');
    expect(text).toContain('OpenAction runs JavaScript');
    expect(text).toContain('attachment factur-x.xml has no /AFRelationship');
    expect(text).toContain('attachment factur-x.xml has no MIME type');
    expect(text).toContain('AFRelationship undefined, expected Alternative');
  });

  it('finds Info/XMP disagreement and a wrong Factur-X claim', async () => {
    const inv = kitchenSinkInvoice();
    const { pdf } = await buildHybridPdf({ invoice: inv, profile: 'facturx-en16931', visual: 'render' });
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    doc.setTitle('Something else');
    const changed = await doc.save({ useObjectStreams: false });
    const { problems } = await checkPdfA(changed, {
      ...PDFA,
      facturx: { documentFileName: 'xrechnung.xml', conformanceLevel: 'XRECHNUNG' },
    });
    expect(problems.join('\n')).toContain('Info /Title ("Something else") differs from XMP dc:title');
    expect(problems.join('\n')).toContain(
      'XMP fx:DocumentFileName is "factur-x.xml", expected "xrechnung.xml"',
    );
  });
});

// ---- hybrids -------------------------------------------------------------------------------

function suiteFiles(pred: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (pred(n)) out.push(p);
    }
  };
  if (existsSync(SUITE)) walk(SUITE);
  return out;
}

const FX: Partial<Record<ProfileId, { name: string; level: string; rel: string }>> = {
  'facturx-en16931': { name: 'factur-x.xml', level: 'EN 16931', rel: 'Alternative' },
  'facturx-xrechnung': { name: 'xrechnung.xml', level: 'XRECHNUNG', rel: 'Alternative' },
  'facturx-basic': { name: 'factur-x.xml', level: 'BASIC', rel: 'Alternative' },
  'facturx-minimum': { name: 'factur-x.xml', level: 'MINIMUM', rel: 'Data' },
  'facturx-basicwl': { name: 'factur-x.xml', level: 'BASIC WL', rel: 'Data' },
};

async function checkHybrid(invoice: Invoice, profile: ProfileId, pdf: Uint8Array): Promise<string[]> {
  const fx = FX[profile];
  if (!fx) throw new Error(profile);
  const check = await checkPdfA(pdf, {
    ...PDFA,
    attachment: { name: fx.name, afRelationship: fx.rel, mime: 'text/xml' },
    facturx: { documentFileName: fx.name, conformanceLevel: fx.level },
  });
  const problems = [...check.problems];
  if (HAS_QPDF) {
    const q = qpdfCheck(pdf);
    if (!q.ok) problems.push(`qpdf: ${q.out}`);
  }
  if (HAS_PDFFONTS)
    for (const f of pdffontsEmbedded(pdf).notEmbedded) problems.push(`pdffonts: not embedded: ${f}`);
  const { xml } = await embeddedXml(pdf, fx.name);
  const expected = writeCii(invoice, { profile });
  if (new TextDecoder().decode(xml) !== expected) problems.push('embedded XML differs from writeCii output');
  const back = readInvoice(xml);
  const want = readInvoice(expected);
  if (!back.ok || !want.ok) problems.push('embedded XML does not read');
  else expect(back.invoice).toEqual(want.invoice);
  return problems;
}

describe('hybrid PDF (hybrid.ts), rendered visual', () => {
  it('kitchen sink in every Factur-X level: structure, XMP, AFRelationship, XML read back', async () => {
    for (const profile of Object.keys(FX) as ProfileId[]) {
      const inv = kitchenSinkInvoice();
      const r = await buildHybridPdf({ invoice: inv, profile, visual: 'render', lang: 'en' });
      expect(r.notes.join('\n')).toContain(`embedded ${FX[profile]?.name}`);
      expect(await checkHybrid(inv, profile, r.pdf)).toEqual([]);
    }
  });

  it('refuses a profile that is not Factur-X', async () => {
    await expect(
      buildHybridPdf({ invoice: kitchenSinkInvoice(), profile: 'xrechnung', visual: 'render' }),
    ).rejects.toThrow(HybridError);
  });

  it('says so when Ghostscript is missing', async () => {
    const err = await buildHybridPdf({
      invoice: kitchenSinkInvoice(),
      profile: 'facturx-en16931',
      visual: { original: new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
      gs: '/nonexistent/gs',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HybridError);
    expect((err as HybridError).code).toBe('GHOSTSCRIPT_MISSING');
  });
});

const ciiFiles = suiteFiles((n) => n.endsWith('_uncefact.xml'));
if (ciiFiles.length === 0) console.warn(`hybrid corpus tests skipped: no test suite at ${SUITE}`);

describe.skipIf(ciiFiles.length === 0)('test suite', () => {
  it('every CII file → hybrid (EN 16931 and XRECHNUNG): checker, qpdf, pdffonts, XML read back', async () => {
    const problems: string[] = [];
    for (const f of ciiFiles) {
      const read = readInvoice(readFileSync(f));
      if (!read.ok) throw new Error(f);
      for (const profile of ['facturx-en16931', 'facturx-xrechnung'] as const) {
        const { pdf } = await buildHybridPdf({ invoice: read.invoice, profile, visual: 'render' });
        for (const p of await checkHybrid(read.invoice, profile, pdf)) problems.push(`${f} ${profile}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('all 86 files → readable PDF in both languages: checker and pdffonts', async () => {
    const files = suiteFiles((n) => n.endsWith('.xml'));
    expect(files.length).toBe(86);
    const problems: string[] = [];
    for (const f of files) {
      const read = readInvoice(readFileSync(f));
      if (!read.ok) throw new Error(f);
      for (const lang of ['de', 'en'] as const) {
        const pdf = await renderInvoicePdf(read.invoice, { lang });
        for (const p of (await checkPdfA(pdf, PDFA)).problems) problems.push(`${f} ${lang}: ${p}`);
        if (HAS_PDFFONTS && lang === 'de')
          for (const p of pdffontsEmbedded(pdf).notEmbedded) problems.push(`${f}: pdffonts: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

const corpusPdfs = existsSync(CORPUS_PDFS)
  ? readdirSync(CORPUS_PDFS)
      .filter((n) => n.endsWith('.pdf'))
      .sort()
      .slice(0, 3)
  : [];
describe.skipIf(!GS || corpusPdfs.length === 0 || ciiFiles.length === 0)(
  'corpus PDFs as original visual (Ghostscript)',
  () => {
    it('normalised to PDF/A-3b, XML attached: checker, qpdf, pdffonts, XML read back', async () => {
      const read = readInvoice(readFileSync(ciiFiles[0] as string));
      if (!read.ok) throw new Error('read');
      const problems: string[] = [];
      for (const [i, name] of corpusPdfs.entries()) {
        const profile = i % 2 === 0 ? 'facturx-en16931' : 'facturx-xrechnung';
        const { pdf, notes } = await buildHybridPdf({
          invoice: read.invoice,
          profile,
          visual: { original: new Uint8Array(readFileSync(join(CORPUS_PDFS, name))) },
        });
        expect(notes.join('\n')).toContain('Ghostscript');
        for (const p of await checkHybrid(read.invoice, profile, pdf)) problems.push(`${name}: ${p}`);
      }
      expect(problems).toEqual([]);
    }, 300_000);
  },
);

describe('a font shared by several documents', () => {
  it('keeps the Unicode mapping of letters a composite glyph of an earlier document used', async () => {
    const font = loadFontkitFont(FONT_REGULAR);
    const pdf = async (text: string) => {
      const doc = new PDFKitDocument({ size: 'A4', font: font as unknown as string });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise<void>((res) => doc.on('end', () => res()));
      doc.text(text, 50, 50);
      doc.end();
      await done;
      return new Uint8Array(Buffer.concat(chunks));
    };
    // "Ü" and "Ö" embed "U" and "O" as components, made before any document laid them out
    await pdf('Übersicht Ökonomie');
    const layout = await extractLayout(await pdf('Umsatz Ost'));
    expect(layout.text).toContain('Umsatz Ost');
    // a ligature keeps the letters it was made of (pdftotext reads the mapping as written)
    if (HAS_PDFTOTEXT) expect(pageTexts(await pdf('VAT identifier')).join('\n')).toContain('VAT identifier');
  });
});
