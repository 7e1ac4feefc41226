// The shapes the XML tools work with: one validation result for both sources (the check in the
// browser and POST /api/v1/validate), summary of an invoice, conversion notes.
import type { ConversionNoteOut, InvoiceSummary, ValidateResponse } from '@ic/einvoice';
import type { Invoice } from '@ic/einvoice/model/invoice.ts';

export type { InvoiceSummary };

export type Level = 'error' | 'warning' | 'information';

export interface ResultMessage {
  id: string;
  level: Level;
  /** text in the language of the request (server) / English (browser) */
  text: string;
  /** German text (browser check only; the server sends `text` in the requested language) */
  textDe?: string;
  location: string;
  bt: string[];
  line?: number;
  column?: number;
}

/** The validation report + what was read, the same shape for both sources. */
export interface ValidationResult {
  file?: string;
  syntax: 'ubl' | 'cii' | null;
  accepted: boolean;
  scenario: string | null;
  source?: 'xml' | 'embedded-xml';
  counts: { error: number; warning: number; information: number };
  messages: ResultMessage[];
  summary: InvoiceSummary | null;
  invoice: Invoice | null;
}

export type ResultSource = 'local' | 'server';

export interface ConversionNote {
  code: string;
  bt: string[];
  invalidates?: boolean;
  message: { en: string; de: string } | string;
}

/**
 * The API's answers (types of @ic/einvoice, shared with the server) fit the shapes above: the
 * typecheck fails when they drift apart.
 */
type Fits<T extends true> = T;
export type ApiShapesFit = Fits<
  (ValidateResponse extends ValidationResult ? true : false) &
    (ConversionNoteOut extends ConversionNote ? true : false)
>;

export function summaryOf(invoice: Invoice): InvoiceSummary {
  return {
    number: invoice.number,
    issueDate: invoice.issueDate,
    typeCode: invoice.typeCode,
    currency: invoice.currency,
    sellerName: invoice.seller.name,
    buyerName: invoice.buyer.name,
    taxExclusive: invoice.totals.taxExclusive,
    taxInclusive: invoice.totals.taxInclusive,
    amountDue: invoice.totals.amountDue,
  };
}
