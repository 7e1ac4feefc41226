// The work the browser does on an XML invoice: validation (the same validateXml as the server)
// and the HTML view. Runs in the Web Worker (xml.worker.ts); engine.ts falls back to running it
// on the main thread when workers are unavailable.
import type { Invoice } from '@ic/einvoice/model/invoice.ts';
import { validateXml } from '@ic/einvoice/validate.ts';
import { renderViewHtml } from '@ic/einvoice/view/html.ts';
import { buildInvoiceView, type SectionId } from '@ic/einvoice/view/sections.ts';
import { summaryOf, type ValidationResult } from './types.ts';

export function validateBytes(bytes: Uint8Array, file?: string): ValidationResult {
  const { report, invoice, syntax } = validateXml(bytes);
  return {
    ...(file ? { file } : {}),
    syntax: syntax ?? report.syntax ?? null,
    accepted: report.accepted,
    scenario: report.scenario,
    source: 'xml',
    counts: report.counts,
    messages: report.messages.map((m) => ({
      id: m.id,
      level: m.level,
      text: m.text,
      ...(m.textDe ? { textDe: m.textDe } : {}),
      location: m.location,
      bt: m.bt,
      ...(m.line !== undefined ? { line: m.line } : {}),
      ...(m.column !== undefined ? { column: m.column } : {}),
    })),
    summary: invoice ? summaryOf(invoice) : null,
    invoice: invoice ?? null,
  };
}

export interface RenderedView {
  /** the `<article class="einv">` fragment with its scoped stylesheet */
  html: string;
  /** the sections the view has (tabs without a section are disabled) */
  sections: SectionId[];
}

/** `technical`: codes, schemes and the specification identifier shown (the viewer); false: business terms */
export function renderView(invoice: Invoice, lang: 'en' | 'de', technical = true): RenderedView {
  const view = buildInvoiceView(invoice, { lang, technical });
  const sections = view.sections.filter((s) => s.groups.length > 0).map((s) => s.id);
  return { html: renderViewHtml(view, { lang, standalone: false }), sections };
}
