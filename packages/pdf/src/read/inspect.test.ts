import { describe, expect, it } from 'vitest';
import { analyzePdf } from './analyze.ts';
import { isPdfError, PdfError } from './errors.ts';
import { assertHasText, facturXFromXmp, inspectPdf } from './inspect.ts';
import { makeEncryptedPdf, makePdf, rawPdf } from './test-pdfs.ts';
import { extractLayout } from './text.ts';

const CII = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
);

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
<fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const text = [{ text: 'Rechnung 2025-001 über 119,00 EUR', x: 50, top: 100 }];

async function rejection(p: Promise<unknown>): Promise<PdfError> {
  try {
    await p;
  } catch (e) {
    if (isPdfError(e)) return e;
    throw e;
  }
  throw new Error('expected a PdfError, got a result');
}

describe('inspectPdf', () => {
  it('finds attachments with AFRelationship, MIME type and description; XMP and Factur-X claim', async () => {
    const bytes = await makePdf([{ texts: text }], {
      title: 'Rechnung 2025-001',
      xmp: XMP,
      attachments: [
        { name: 'factur-x.xml', bytes: CII, description: 'Factur-X invoice', afRelationship: 'Data' },
        {
          name: 'leistungsnachweis.csv',
          bytes: new TextEncoder().encode('a;b\n1;2\n'),
          mimeType: 'text/csv',
          afRelationship: 'Supplement',
        },
      ],
    });
    const r = await inspectPdf(bytes);
    expect(r.pages).toBe(1);
    expect(r.encrypted).toBe(false);
    expect(r.hasText).toBe(true);
    expect(r.textChars).toBe('Rechnung2025-001über119,00EUR'.length);
    expect(r.info.title).toBe('Rechnung 2025-001');
    expect(r.info.producer).toBe('ic-test');
    expect(r.attachments.map((a) => a.name)).toEqual(['factur-x.xml', 'leistungsnachweis.csv']);
    const fx = r.attachments[0];
    expect(fx?.afRelationship).toBe('Data');
    expect(fx?.mime).toBe('text/xml');
    expect(fx?.description).toBe('Factur-X invoice');
    expect(fx?.sources).toContain('names');
    expect(fx?.sources).toContain('af');
    expect(new TextDecoder().decode(fx?.bytes)).toBe(new TextDecoder().decode(CII));
    expect(r.attachments[1]?.afRelationship).toBe('Supplement');
    expect(r.attachments[1]?.mime).toBe('text/csv');
    expect(r.xmp).toContain('fx:ConformanceLevel');
    expect(r.facturx).toEqual({
      name: 'factur-x.xml',
      profile: 'EN 16931',
      documentType: 'INVOICE',
      version: '1.0',
      namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
    });
    expect(r.pdfa).toEqual({ part: '3', conformance: 'B' });
  });

  it('reads XMP values written as attributes', () => {
    const xmp =
      '<rdf:Description xmlns:zf="urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#" zf:DocumentFileName="zugferd-invoice.xml" zf:ConformanceLevel="BASIC"/>';
    expect(facturXFromXmp(xmp)).toEqual({
      name: 'zugferd-invoice.xml',
      profile: 'BASIC',
      namespace: 'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#',
    });
    expect(facturXFromXmp('<x:xmpmeta/>')).toBeUndefined();
  });

  it('detects a scan: images without a text layer', async () => {
    const bytes = await makePdf([{ image: true }, { image: true, texts: text }]);
    const r = await inspectPdf(bytes);
    expect(r.pageInfo.map((p) => p.images)).toEqual([1, 1]);
    expect(r.scannedPages).toEqual([1]);
    expect(r.hasText).toBe(true);
    expect(r.scanned).toBe(false);

    const scan = await inspectPdf(await makePdf([{ image: true }, { image: true }]));
    expect(scan.hasText).toBe(false);
    expect(scan.textChars).toBe(0);
    expect(scan.scanned).toBe(true);
    expect(scan.scannedPages).toEqual([1, 2]);
    let err: unknown;
    try {
      assertHasText(scan);
    } catch (e) {
      err = e;
    }
    expect(isPdfError(err) && err.code).toBe('PDF_NO_TEXT');
    expect(isPdfError(err) && err.reason).toBe('no-text');
  });

  it('calls a text layer of unmapped glyphs garbled (no text)', async () => {
    // a font whose glyph names mean nothing: pdf.js yields control characters
    const content = `BT /F1 12 Tf 50 700 Td ${'<0102030405060708> Tj 0 -14 Td '.repeat(5)}ET`;
    const names = Array.from({ length: 8 }, (_, i) => `/g${i + 1}`).join(' ');
    const bytes = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences [1 ${names}] >> >>`,
    ]);
    const r = await inspectPdf(bytes);
    expect(r.textChars).toBe(40);
    expect(r.pageInfo[0]?.unreadableChars).toBe(40);
    expect(r.garbled).toBe(true);
    expect(r.hasText).toBe(false);
    expect(() => assertHasText(r)).toThrow(PdfError);
    const layout = await extractLayout(bytes);
    expect(layout.pages[0]?.unreadableChars).toBe(40);
    // readable text is not garbled
    const ok = await inspectPdf(await makePdf([{ texts: text }]));
    expect([ok.garbled, ok.hasText, ok.pageInfo[0]?.unreadableChars]).toEqual([false, true, 0]);
  });

  it('refuses a password-protected PDF with PDF_NO_TEXT', async () => {
    const bytes = await makeEncryptedPdf({ userPassword: 'geheim', ownerPassword: 'owner' });
    const e = await rejection(inspectPdf(bytes));
    expect(e.code).toBe('PDF_NO_TEXT');
    expect(e.reason).toBe('password');
    const e2 = await rejection(extractLayout(bytes));
    expect(e2.reason).toBe('password');
  });

  it('reads an encrypted PDF that opens without a password (owner password only)', async () => {
    const bytes = await makeEncryptedPdf({ ownerPassword: 'owner' });
    const r = await inspectPdf(bytes);
    expect(r.encrypted).toBe(true);
    expect(r.hasText).toBe(true);
    const layout = await extractLayout(bytes);
    expect(layout.text).toContain('Rechnung Nr. 4711');
  });

  it('gives clear errors for empty, non-PDF and corrupt input', async () => {
    const empty = await rejection(inspectPdf(new Uint8Array(0)));
    expect([empty.code, empty.reason]).toEqual(['INVALID_FILE_FORMAT', 'empty']);

    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    const notPdf = await rejection(extractLayout(zip));
    expect([notPdf.code, notPdf.reason]).toEqual(['INVALID_FILE_FORMAT', 'not-pdf']);
    const html = new TextEncoder().encode('<!doctype html><html><body>Rechnung</body></html>');
    expect((await rejection(inspectPdf(html))).reason).toBe('not-pdf');

    const garbage = new Uint8Array(4000);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) % 251;
    const corrupt = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...garbage]);
    const c = await rejection(inspectPdf(corrupt));
    expect(c.code).toBe('INVALID_FILE_FORMAT');
    expect(c.reason).toBe('corrupt');
  });

  it('turns hostile structures into INVALID_FILE_FORMAT, quickly', async () => {
    const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
    const cyclic = rawPdf([catalog, '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', page]);
    const deep = rawPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /X ${'['.repeat(200_000)} >>`,
    ]);
    const noCatalog = rawPdf(['<< /Foo 1 >>']);
    for (const bytes of [cyclic, deep, noCatalog]) {
      const t0 = performance.now();
      const e = await rejection(analyzePdf(bytes));
      expect(e.code).toBe('INVALID_FILE_FORMAT');
      expect((await rejection(extractLayout(bytes))).code).toBe('INVALID_FILE_FORMAT');
      expect(performance.now() - t0).toBeLessThan(10_000);
    }
    // a lying /Count and a form drawing itself are survived
    const lying = rawPdf([catalog, '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>', page]);
    expect((await analyzePdf(lying)).inspection.pages).toBe(1);
    const selfDrawing = rawPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /X 4 0 R >> >> >>',
      '<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /X 4 0 R >> >> /Length 8 >>\nstream\n/X Do   \nendstream',
    ]);
    expect((await analyzePdf(selfDrawing)).inspection.hasText).toBe(false);
  });

  it('either recovers a truncated PDF or fails with INVALID_FILE_FORMAT', async () => {
    const full = await makePdf([{ texts: text }, { texts: text }, { texts: text }]);
    for (const frac of [0.3, 0.6, 0.9]) {
      const cut = full.slice(0, Math.floor(full.length * frac));
      try {
        const layout = await extractLayout(cut);
        expect(layout.pages.length).toBeGreaterThan(0);
      } catch (e) {
        expect(isPdfError(e)).toBe(true);
        expect((e as PdfError).code).toBe('INVALID_FILE_FORMAT');
      }
    }
  });
});

describe('analyzePdf', () => {
  it('returns layout, inspection and the embedded invoice from one pass', async () => {
    const bytes = await makePdf([{ texts: text }], {
      attachments: [{ name: 'factur-x.xml', bytes: CII, afRelationship: 'Alternative' }],
    });
    const a = await analyzePdf(bytes);
    expect(a.layout?.pages[0]?.lines[0]?.text).toBe('Rechnung 2025-001 über 119,00 EUR');
    expect(a.inspection.textChars).toBe(a.layout?.textChars);
    expect(a.embedded?.name).toBe('factur-x.xml');
    expect(a.embedded?.afRelationship).toBe('Alternative');
    const noLayout = await analyzePdf(bytes, { layout: false });
    expect(noLayout.layout).toBeUndefined();
    expect(noLayout.inspection.hasText).toBe(true);
  });
});
