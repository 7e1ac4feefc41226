import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffInvoices, readInvoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { findEmbeddedInvoice, looksLikeInvoiceXml, readHybridPdf } from './embedded.ts';
import { inspectPdf } from './inspect.ts';
import { makeEncryptedPdf, makePdf } from './test-pdfs.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const CII = enc(
  '<?xml version="1.0"?><!-- generated --><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
);
const UBL = enc('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>');
const ORDER = enc(
  '<rsm:SCRDMCCBDACIOMessageStructure xmlns:rsm="urn:un:unece:uncefact:data:SCRDMCCBDACIOMessageStructure:100"/>',
);
const page = [{ texts: [{ text: 'Rechnung', x: 50, top: 80 }] }];

describe('findEmbeddedInvoice', () => {
  it('recognises invoice XML by its root element', () => {
    expect(looksLikeInvoiceXml(CII)).toBe(true);
    expect(looksLikeInvoiceXml(UBL)).toBe(true);
    expect(looksLikeInvoiceXml(enc('<?xml version="1.0"?>\n<CreditNote xmlns="x"/>'))).toBe(true);
    expect(looksLikeInvoiceXml(ORDER)).toBe(false);
    expect(looksLikeInvoiceXml(enc('<notes><Invoice/></notes>'))).toBe(false);
    expect(looksLikeInvoiceXml(enc('not xml'))).toBe(false);
  });

  it('prefers the standard names and reports the AFRelationship', async () => {
    const bytes = await makePdf(page, {
      attachments: [
        { name: 'other.xml', bytes: UBL, afRelationship: 'Supplement' },
        { name: 'factur-x.xml', bytes: CII, afRelationship: 'Alternative' },
      ],
    });
    const found = await findEmbeddedInvoice(bytes);
    expect(found?.name).toBe('factur-x.xml');
    expect(found?.afRelationship).toBe('Alternative');
    expect(found?.mime).toBe('text/xml');
    expect(new TextDecoder().decode(found?.xml)).toContain('CrossIndustryInvoice');
  });

  it('accepts ZUGFeRD-invoice.xml in any case and other *.xml with an invoice root', async () => {
    const zf = await makePdf(page, { attachments: [{ name: 'ZUGFeRD-invoice.xml', bytes: CII }] });
    expect((await findEmbeddedInvoice(zf))?.name).toBe('ZUGFeRD-invoice.xml');
    const other = await makePdf(page, {
      attachments: [
        { name: 'notes.xml', bytes: enc('<notes/>') },
        { name: 'rechnung-4711.xml', bytes: UBL, afRelationship: 'Data' },
      ],
    });
    expect((await findEmbeddedInvoice(other))?.name).toBe('rechnung-4711.xml');
  });

  it('skips Order-X and non-invoice attachments', async () => {
    const bytes = await makePdf(page, {
      attachments: [
        { name: 'order-x.xml', bytes: ORDER },
        { name: 'notes.xml', bytes: enc('<notes/>') },
        { name: 'factur-x.xml', bytes: enc('<html/>') },
      ],
    });
    expect(await findEmbeddedInvoice(bytes)).toBeUndefined();
    expect(await findEmbeddedInvoice(await makePdf(page))).toBeUndefined();
    expect(await readHybridPdf(await makePdf(page))).toBeUndefined();
  });

  it('finds the invoice in an encrypted PDF (read through pdf.js) with its AFRelationship', async () => {
    const bytes = await makeEncryptedPdf({
      ownerPassword: 'owner',
      attachment: { name: 'factur-x.xml', bytes: CII, afRelationship: 'Data', description: 'Rechnung' },
    });
    const inspection = await inspectPdf(bytes);
    expect(inspection.encrypted).toBe(true);
    expect(inspection.attachments).toHaveLength(1);
    const a = inspection.attachments[0];
    expect(a?.name).toBe('factur-x.xml');
    expect(a?.afRelationship).toBe('Data');
    expect(a?.mime).toBe('text/xml');
    expect(a?.description).toBe('Rechnung');
    expect(new TextDecoder().decode(a?.bytes)).toBe(new TextDecoder().decode(CII));
  });
});

// Hybrid round trip over the XRechnung test suite (../shared/corpus, outside the repository):
// each XML attached to a generated PDF must read back to the same model.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SUITE = join(REPO_ROOT, '..', 'shared', 'corpus', 'xrechnung-testsuite');

function xmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...xmlFiles(p));
    else if (name.endsWith('.xml')) out.push(p);
  }
  return out;
}

describe.skipIf(!existsSync(SUITE))('readHybridPdf over the XRechnung test suite', () => {
  it('reads every embedded test-suite invoice exactly like the XML itself', async () => {
    const files = xmlFiles(SUITE);
    expect(files.length).toBeGreaterThan(50);
    let compared = 0;
    for (const file of files) {
      const xml = new Uint8Array(readFileSync(file));
      const direct = readInvoice(xml);
      if (!direct.ok) continue;
      const name = direct.syntax === 'cii' ? 'factur-x.xml' : 'xrechnung.xml';
      const pdf = await makePdf(page, { attachments: [{ name, bytes: xml, afRelationship: 'Alternative' }] });
      const hybrid = await readHybridPdf(pdf);
      expect(hybrid?.source.name, file).toBe(name);
      expect(hybrid?.source.afRelationship).toBe('Alternative');
      expect(hybrid?.outcome.ok, file).toBe(true);
      if (!hybrid?.outcome.ok) continue;
      expect(hybrid.outcome.syntax).toBe(direct.syntax);
      expect(diffInvoices(direct.invoice, hybrid.outcome.invoice), file).toEqual([]);
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  }, 120_000);
});
