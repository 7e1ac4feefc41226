/**
 * Issue 20 item 5: the embedded XML of hybrid PDFs as common producers write it, on our own small
 * fixtures that reproduce each producer's structure (no producer file is stored here): the
 * attachment under the producer's own name, without an XML extension or MIME type, UTF-16 with a
 * byte-order mark, a Windows path as its name, next to attachments that are no invoice.
 */
import { emptyInvoice, type Invoice, readInvoice, writeUbl } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { findEmbeddedInvoice, looksLikeInvoiceXml, readHybridPdf } from './embedded.ts';
import { makePdf } from './test-pdfs.ts';

const page = [{ texts: [{ text: 'Invoice INV/2023/03/0008', x: 50, top: 80 }] }];

function model(): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: 'INV/2023/03/0008', issueDate: '2023-03-20', currency: 'EUR' });
  inv.seller.name = 'Müller Bürobedarf GmbH';
  inv.buyer.name = 'Kunde AG';
  return inv;
}
const utf8 = (s: string) => new TextEncoder().encode(s);
/** UTF-16 little endian with its byte-order mark, as some Windows exports write XML. */
const utf16le = (s: string) => {
  const xml = s.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="UTF-16"?>');
  const out = new Uint8Array(2 + xml.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    out[2 + 2 * i] = c & 0xff;
    out[3 + 2 * i] = c >> 8;
  }
  return out;
};
/** A document-management XML next to the invoice (DATEV-like archive description): no invoice. */
const ARCHIVE = utf8(
  '<?xml version="1.0"?><archive xmlns="http://xml.example/document/v06"><content><document><extension/></document></content></archive>',
);

describe('embedded XML of common producers', () => {
  it('reads a UBL attachment under the producer\u2019s own name (Odoo: "UBL-Invoice-2.1.xml", no AFRelationship Data)', async () => {
    const pdf = await makePdf(page, {
      attachments: [
        {
          name: 'UBL-Invoice-2.1.xml',
          bytes: utf8(writeUbl(model())),
          mimeType: 'application/xml',
          afRelationship: 'Unspecified',
        },
      ],
    });
    const r = await readHybridPdf(pdf);
    expect(r?.source.name).toBe('UBL-Invoice-2.1.xml');
    expect(r?.outcome.ok && r.outcome.invoice.number).toBe('INV/2023/03/0008');
    expect(r?.outcome.ok && r.outcome.invoice.seller.name).toBe('Müller Bürobedarf GmbH');
  });

  it('finds an invoice attachment without an XML extension or MIME type (named after the invoice)', async () => {
    const pdf = await makePdf(page, {
      attachments: [
        { name: 'document.xml', bytes: ARCHIVE, afRelationship: 'Supplement' },
        {
          name: 'RE-2023-0008',
          bytes: utf8(writeUbl(model())),
          mimeType: 'application/octet-stream',
          afRelationship: 'Unspecified',
        },
      ],
    });
    const found = await findEmbeddedInvoice(pdf);
    expect(found?.name).toBe('RE-2023-0008');
    const read = readInvoice(found?.xml ?? new Uint8Array());
    expect(read.ok && read.invoice.number).toBe('INV/2023/03/0008');
  });

  it('finds and reads UTF-16 XML with a byte-order mark', async () => {
    const xml = utf16le(writeUbl(model()));
    expect(looksLikeInvoiceXml(xml)).toBe(true);
    const pdf = await makePdf(page, { attachments: [{ name: 'xrechnung.xml', bytes: xml }] });
    const r = await readHybridPdf(pdf);
    expect(r?.source.name).toBe('xrechnung.xml');
    expect(r?.outcome.ok && r.outcome.invoice.seller.name).toBe('Müller Bürobedarf GmbH');
  });

  it('takes the file name out of a Windows path (exports that store "C:\\\\…\\\\ZUGFeRD-invoice.xml")', async () => {
    const pdf = await makePdf(page, {
      attachments: [{ name: 'C:\\Export\\Rechnungen\\ZUGFeRD-invoice.xml', bytes: utf8(writeUbl(model())) }],
    });
    expect((await findEmbeddedInvoice(pdf))?.name).toBe('ZUGFeRD-invoice.xml');
  });

  it('prefers the attachment declared as Data over another invoice XML, then an XML name over none', async () => {
    const a = model();
    const b = { ...model(), number: 'OTHER-1' };
    const pdf = await makePdf(page, {
      attachments: [
        {
          name: 'copy',
          bytes: utf8(writeUbl(b)),
          mimeType: 'application/octet-stream',
          afRelationship: 'Unspecified',
        },
        { name: 'invoice-ubl.xml', bytes: utf8(writeUbl(b)), afRelationship: 'Unspecified' },
        {
          name: 'invoice-data',
          bytes: utf8(writeUbl(a)),
          mimeType: 'application/octet-stream',
          afRelationship: 'Data',
        },
      ],
    });
    expect((await findEmbeddedInvoice(pdf))?.name).toBe('invoice-data');
    const noData = await makePdf(page, {
      attachments: [
        {
          name: 'copy',
          bytes: utf8(writeUbl(b)),
          mimeType: 'application/octet-stream',
          afRelationship: 'Unspecified',
        },
        { name: 'invoice-ubl.xml', bytes: utf8(writeUbl(a)), afRelationship: 'Unspecified' },
      ],
    });
    expect((await findEmbeddedInvoice(noData))?.name).toBe('invoice-ubl.xml');
  });
});
