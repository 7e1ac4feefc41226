/** Spanish words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { LabelField } from '../labels.ts';
import type { ColumnWords } from './columns.ts';
import type { Words } from './words.ts';

/** Spanish pieces of the per-language word lists (composed in words.ts). */
export const ES_WORDS: Words = {
  creditNote: /nota\s+de\s+abono|nota\s+de\s+cr[ée]dito/,
  correctedInvoice: /factura\s+rectificativa/,
  correctedInvoiceCompact: /facturarectificativa/,
  /** a correction that gives back ("devolución", "abono"): a credit note */
  creditingWord: /devoluci[óo]n|abono/,
  reverseChargeNote: /inversi[óo]n\s+del\s+sujeto\s+pasivo/,
  // not the start of the French "facturation"
  invoiceDocument: /factura(?!t)/,
  invoiceTitle: /factura/,
  titleWordCompact: /factura(?!t)/,
  documentTitle: /factura/,
  allowanceWord: /descuento/,
  priceWord: /precio/,
  amountWord: /importe/,
  vatWord: /iva/,
  // document and header patterns (document.ts, header.ts), session 13
  numberDateWord: /del/,
  titleDateWord: /del/,
  titleNoun: /factura/,
  invoiceNoun: /factura/,
  numeroWord: /n[úu]mero/,
  titleStem: /factura/,
  termsStart: /pago\s+a\s+\d+\s+d[íi]as/,
};

/** Spanish labels per field (regular-expression sources, composed with the others in labels.ts). */
export const ES_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    // "Factura nº", "FACTURA N.º:" (the abbreviation with its dot before the ordinal sign)
    'factura\\s+(?:n\\.?\\s?[ºo°]\\.?|n[úu]m(?:ero|\\.)?)',
    'n\\.?\\s?[ºo°]\\.?\\s+(?:de\\s+)?factura',
    'n[úu]mero\\s+(?:de\\s+)?factura',
    // session 22: "Núm. factura"
    'n[úu]m\\.\\s+(?:de\\s+)?factura',
  ],
  issueDate: ['fecha\\s+(?:de\\s+)?(?:factura|expedici[óo]n|emisi[óo]n)', 'fecha'],
  dueDate: ['(?:fecha\\s+(?:de\\s+)?)?vencimiento', 'vto\\.'],
  vatId: ['nif(?:\\s*/\\s*cif)?', 'cif', 'n\\.?\\s?i\\.?\\s?f\\.?'],
  // "NIF cliente", "NIF del cliente": the buyer's
  buyerVatId: ['(?:nif|cif)\\s+(?:del\\s+)?cliente'],
  taxExclusive: ['base\\s+imponible', 'total\\s+base\\s+imponible'],
  vatTotal: ['(?:total|cuota)\\s+iva'],
  taxInclusive: ['total\\s+factura', 'importe\\s+total'],
  amountDue: ['total\\s+a\\s+pagar', 'importe\\s+a\\s+pagar'],
  paymentTerms: ['condiciones\\s+de\\s+pago', 't[ée]rminos\\s+de\\s+pago'],
  seller: ['emisor', 'proveedor', 'vendedor'],
  buyer: ['cliente', 'datos\\s+del\\s+cliente', 'facturar\\s+a', 'destinatario'],
};

/** Spanish column words of item tables (whole heads). */
export const ES_COLUMNS: ColumnWords = {
  desc: 'concepto|descripci[óo]n|art[íi]culo|producto',
  qty: 'cantidad|cant\\.?|unidades',
  unit: 'unidad|ud\\.?',
  price: 'precio(?:\\s+unitario|\\s+unit\\.?)?|p\\.?\\s?unit\\.?',
  amount: 'importe|total|importe\\s+neto',
  vat: 'iva(?:\\s*%)?|%\\s*iva|tipo\\s+iva',
  disc: 'dto\\.?(?:\\s*%)?|descuento(?:\\s*%)?',
};

/** Spanish unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts). */
export const ES_UNITS: Array<[string, string[]]> = [
  ['H87', ['ud', 'uds', 'unidad', 'unidades', 'pieza', 'piezas']],
  ['HUR', ['hora', 'horas']],
  ['DAY', ['día', 'días', 'dia', 'dias']],
  ['MON', ['mes', 'meses']],
  ['MTR', ['metro', 'metros']],
];

/** Spanish pieces of the party patterns (lexicon/parties.ts; composed in words.ts). */
export const ES_PARTY_WORDS: Words = {
  legalForm: /S\.L\.|S\.A\./,
  lawRef: /artículo|directiva/,
};
