/** Invoice views: labelled sections (shared by the HTML view and the readable PDF) and the HTML view. */
export { formatAmount, formatDate, formatDecimal, formatPercent } from './format.ts';
export { escapeHtml, type HtmlViewOptions, renderInvoiceHtml, renderViewHtml } from './html.ts';
export { hasTermLabel, termLabel, type ViewLang, word } from './labels.ts';
export {
  buildInvoiceView,
  type FieldKind,
  type InvoiceView,
  type SectionId,
  type ViewColumn,
  type ViewField,
  type ViewGroup,
  type ViewOptions,
  type ViewSection,
  type ViewTable,
  viewFields,
} from './sections.ts';
