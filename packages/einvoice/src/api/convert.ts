// Request types of the converter endpoints, defined once and shared by the server (apps/server)
// and the web app (apps/web).
import type { Invoice } from '../model/invoice.ts';
import type { ProfileId } from '../profiles.ts';

/** Output formats of POST /api/v1/generate. */
export const OUTPUT_FORMATS = ['ubl', 'cii', 'zugferd'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * The body of POST /api/v1/generate. `I`: the invoice as the sender types it (the web app sends an
 * `Invoice`; the server receives unknown JSON and normalizes it).
 */
export interface GenerateRequest<I = Invoice> {
  invoice: I;
  format: OutputFormat;
  profile?: ProfileId;
  allowInvalid?: boolean;
  /** ZUGFeRD: the visible part — a rendered layout or the uploaded PDF (`original`) */
  visual?: 'render' | 'original';
  /** the rendered visual shows technical identifiers (codes, schemes such as 0088 or EM); default false */
  technical?: boolean;
  /** the original PDF, base64 (ZUGFeRD with visual=original) */
  original?: string;
}
