/**
 * Form layouts: invoices printed as "visualisations" of an e-invoice (the KoSIT XRechnung
 * visualisation, our own renderer, the ZUGFeRD "Label : value" printouts) are forms, not letters:
 * section heads ("Verkäufer", "Käufer", "Rechnungsdaten", "Gesamtbeträge", "Seller", "Totals" …),
 * under each a label column and a value column, labels and values wrapping onto several lines,
 * often two forms side by side sharing physical lines.
 *
 * `readFormRows` finds such forms by geometry alone: a column of label-like segments at one x,
 * each followed on its line by a value to its right; at least three of the labels must be
 * EN 16931 business-term names (de/en, `FORM_TERMS`). A label line directly under a label (a
 * wrapped label) continues it, value lines under a value (nothing at the label x) continue the
 * value, a label-like line without value is a heading (a section when set bolder/larger, else a
 * sub-heading). `formFields` maps the rows to model fields through the vocabulary; the party of
 * a row comes from its label ("Anschrift des Verkäufers", "Seller name") or its section.
 *
 * `readFormTable` reads the item table of these renderings: a header row (Pos. | Artikel |
 * Menge | Einzelpreis | USt. | Netto, or the English words), items anchored at the line with the
 * net amount, "1 Stück" quantity+unit cells, "S 19 %" category+rate cells, the id in the
 * position column (wrapped ids joined), the name from the item column up to the first detail
 * line (smaller print, or "Label: value"), sub-positions (item text indented under their parent)
 * left out: their amounts are inside the parent's.
 */

export { applyFormFields, type FormFields, type FormValue, formFields } from './forms/fields.ts';
export { readFormItems } from './forms/items.ts';
export { type FormRow, type FormValueLine, formTerm, readFormRows, roleOfHeading } from './forms/rows.ts';
export { readFormTable, rec20ByName } from './forms/table.ts';
export { readFormVatTable } from './forms/vat.ts';
export { readFormVatList } from './forms/vat-list.ts';
