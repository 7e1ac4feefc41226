/**
 * Hybrid PDFs (ZUGFeRD, Factur-X, XRechnung inside a PDF): finding the embedded invoice XML
 * and reading it with the XML readers of @ic/einvoice. The embedded XML is exact, so it wins
 * over any extraction from the visible text.
 */
import { type ReadOutcome, readInvoice } from '@ic/einvoice';
import { type InspectOptions, inspectPdf, type PdfAttachment, type PdfInspection } from './inspect.ts';

/** Attachment names the standards use for the invoice, in order of preference (lower case). */
export const INVOICE_ATTACHMENT_NAMES = [
  'factur-x.xml', // Factur-X 1.0 / ZUGFeRD 2.1+
  'zugferd-invoice.xml', // ZUGFeRD 2.0 (also written ZUGFeRD-invoice.xml, ZUGFeRD 1.0)
  'xrechnung.xml', // XRechnung in a ZUGFeRD container
] as const;

/** Attachments with these names are not invoices (Order-X orders). */
export const NON_INVOICE_ATTACHMENT_NAMES = ['order-x.xml'] as const;

export interface EmbeddedInvoice {
  /** attachment name as stored in the PDF */
  name: string;
  xml: Uint8Array;
  afRelationship?: string;
  /** /Subtype of the embedded file, e.g. 'text/xml' */
  mime?: string;
}

const ROOT_RE = /<(?:[\w.-]+:)?(Invoice|CreditNote|CrossIndustryInvoice|CrossIndustryDocument)[\s/>]/;

/**
 * The encoding a byte-order mark announces (UTF-16 from Windows producers), else UTF-8 — enough
 * to see the root element; the XML reader decodes the whole document itself.
 */
function bomEncoding(xml: Uint8Array): 'utf-16le' | 'utf-16be' | 'utf-8' {
  if (xml[0] === 0xff && xml[1] === 0xfe) return 'utf-16le';
  if (xml[0] === 0xfe && xml[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** True when the XML's root element is a UBL Invoice/CreditNote or a CII/ZUGFeRD 1 document. */
export function looksLikeInvoiceXml(xml: Uint8Array): boolean {
  const head = new TextDecoder(bomEncoding(xml), { fatal: false }).decode(xml.subarray(0, 8192));
  // skip declaration, comments, processing instructions, doctype: the first element is the root
  const m = /<([A-Za-z_][\w.:-]*)/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![A-Z][^>]*>/g, ''));
  if (!m) return false;
  return ROOT_RE.test(`<${m[1]} `);
}

/** Picks the invoice among attachments (known names first, then any attachment with an invoice root). */
export function pickInvoiceAttachment(attachments: PdfAttachment[]): PdfAttachment | undefined {
  const lower = (a: PdfAttachment) => a.name.toLowerCase();
  for (const known of INVOICE_ATTACHMENT_NAMES) {
    const hit = attachments.find((a) => lower(a) === known && looksLikeInvoiceXml(a.bytes));
    if (hit) return hit;
  }
  const skip = new Set<string>(NON_INVOICE_ATTACHMENT_NAMES);
  // any other attachment whose content has an invoice root, whatever its name and MIME type
  // (producers name it after themselves or the invoice: "UBL-Invoice-2.1.xml", "RE-4711",
  // "application/octet-stream")
  const others = attachments.filter((a) => !skip.has(lower(a)) && looksLikeInvoiceXml(a.bytes));
  // prefer what the PDF declares as the data of the document, then an XML name or MIME type
  const rel = (a: PdfAttachment) =>
    a.afRelationship === 'Data'
      ? 0
      : a.afRelationship === 'Alternative'
        ? 1
        : a.afRelationship === 'Source'
          ? 2
          : 3;
  const xmlish = (a: PdfAttachment) => (lower(a).endsWith('.xml') || /xml/i.test(a.mime ?? '') ? 0 : 1);
  return others.sort((a, b) => rel(a) - rel(b) || xmlish(a) - xmlish(b))[0];
}

/** The embedded invoice XML of a hybrid PDF, or undefined when there is none. */
export async function findEmbeddedInvoice(
  bytes: Uint8Array,
  opts?: InspectOptions,
): Promise<EmbeddedInvoice | undefined> {
  const inspection = await inspectPdf(bytes, opts);
  return embeddedInvoiceOf(inspection);
}

/** Same as findEmbeddedInvoice, from an inspection already made. */
export function embeddedInvoiceOf(
  inspection: Pick<PdfInspection, 'attachments'>,
): EmbeddedInvoice | undefined {
  const a = pickInvoiceAttachment(inspection.attachments);
  if (!a) return undefined;
  return {
    name: a.name,
    xml: a.bytes,
    ...(a.afRelationship ? { afRelationship: a.afRelationship } : {}),
    ...(a.mime ? { mime: a.mime } : {}),
  };
}

export interface HybridRead {
  /** the attachment the invoice came from */
  source: Omit<EmbeddedInvoice, 'xml'>;
  xml: Uint8Array;
  /** result of readInvoice on the embedded XML */
  outcome: ReadOutcome;
  /** the Factur-X / ZUGFeRD claim of the PDF's XMP, when present */
  facturx?: PdfInspection['facturx'];
}

/**
 * Reads the invoice embedded in a hybrid PDF. Undefined when the PDF carries no invoice XML
 * (then extraction from the text is the way). Throws PdfError for unreadable PDFs.
 */
export async function readHybridPdf(
  bytes: Uint8Array,
  opts?: InspectOptions,
): Promise<HybridRead | undefined> {
  const inspection = await inspectPdf(bytes, opts);
  return readHybridFromInspection(inspection);
}

/** Same as readHybridPdf, from an inspection already made (e.g. in a worker). */
export function readHybridFromInspection(
  inspection: Pick<PdfInspection, 'attachments' | 'facturx'>,
): HybridRead | undefined {
  const found = embeddedInvoiceOf(inspection);
  if (!found) return undefined;
  const { xml, ...source } = found;
  return {
    source,
    xml,
    outcome: readInvoice(xml),
    ...(inspection.facturx ? { facturx: inspection.facturx } : {}),
  };
}
