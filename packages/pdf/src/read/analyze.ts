/**
 * One pass over a PDF for the converter: layout + inspection + embedded invoice, opening the
 * file once. This is what the worker pool runs for "read this upload".
 */
import { type EmbeddedInvoice, embeddedInvoiceOf } from './embedded.ts';
import { toPdfError } from './errors.ts';
import { type InspectOptions, inspectDocument, type PdfInspection } from './inspect.ts';
import { openPdf } from './pdfjs.ts';
import { type LayoutOptions, layoutOfDocument, type PdfLayout } from './text.ts';

export interface AnalyzeOptions {
  /** text layout options, or false to skip the layout (hybrid check only). Default {}. */
  layout?: LayoutOptions | false;
  inspect?: InspectOptions;
}

export interface PdfAnalysis {
  inspection: PdfInspection;
  /** absent when `layout: false` */
  layout?: PdfLayout;
  /** the embedded invoice XML, when the PDF is a hybrid (ZUGFeRD / Factur-X / XRechnung) */
  embedded?: EmbeddedInvoice;
}

/** Opens the PDF once and returns layout, inspection and embedded invoice. Throws PdfError. */
export async function analyzePdf(bytes: Uint8Array, opts: AnalyzeOptions = {}): Promise<PdfAnalysis> {
  const layoutOpts = opts.layout === false ? undefined : (opts.layout ?? {});
  const pdf = await openPdf(bytes, { fontNames: layoutOpts !== undefined && layoutOpts.fonts !== false });
  try {
    const layout = layoutOpts ? await layoutOfDocument(pdf.doc, layoutOpts) : undefined;
    const inspection = await inspectDocument(pdf.doc, bytes, opts.inspect, layout);
    const embedded = embeddedInvoiceOf(inspection);
    return { inspection, ...(layout ? { layout } : {}), ...(embedded ? { embedded } : {}) };
  } catch (e) {
    throw toPdfError(e);
  } finally {
    await pdf.close();
  }
}
