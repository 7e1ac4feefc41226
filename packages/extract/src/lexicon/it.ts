/** Italian words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { LabelField } from '../labels.ts';
import type { ColumnWords } from './columns.ts';
import type { Words } from './words.ts';

/** Italian pieces of the per-language word lists (composed in words.ts). */
export const IT_WORDS: Words = {
  creditNote: /nota\s+di\s+credito/,
  reverseChargeNote: /inversione\s+contabile/,
  invoiceDocument: /fattura/,
  invoiceTitle: /fattura/,
  titleWordCompact: /fattura/,
  documentTitle: /fattura/,
  allowanceWord: /sconto/,
  priceWord: /prezzo/,
  amountWord: /importo/,
  vatWord: /iva/,
  // document and header patterns (document.ts, header.ts), session 13
  numberDateWord: /del/,
  titleDateWord: /del/,
  titleNoun: /fattura/,
  invoiceNoun: /fattura/,
  numberOrDateWordMore: /numero/,
  titleStem: /fattura/,
  termsStart: /pagamento\s+a\s+\d+\s+giorni/,
  /** a credit note's reference to the invoice it corrects ("Rif. fattura n. 31 del …") */
  precedingLead: /rif\.|riferimento\s+(?:alla\s+)?|storno\s+(?:della\s+)?/,
};

/** Italian labels per field (regular-expression sources, composed with the others in labels.ts). */
export const IT_LABELS: Partial<Record<LabelField, string[]>> = {
  number: ['fattura\\s+(?:n\\.?|nr\\.?|n[°º]|numero)', 'numero\\s+(?:fattura|documento)', 'n\\.?\\s+fattura'],
  issueDate: ['data\\s+(?:fattura|documento|emissione)', 'data'],
  // "Scadenze: 10/03/2026 € 90.540,54": the instalments' dates (one date: the due date)
  dueDate: ['(?:data\\s+)?scadenz[ae](?:\\s+pagamento)?'],
  vatId: ['p\\.?\\s?iva', 'partita\\s+iva'],
  // "P.IVA cliente", "Partita IVA del cliente": the buyer's
  buyerVatId: ['(?:p\\.?\\s?iva|partita\\s+iva)\\s+(?:del\\s+)?(?:cliente|committente|acquirente)'],
  taxExclusive: ['(?:totale\\s+)?imponibile'],
  vatTotal: ['totale\\s+iva'],
  taxInclusive: ['totale\\s+(?:fattura|documento)'],
  amountDue: ['(?:totale|netto)\\s+(?:da\\s+pagare|a\\s+pagare)'],
  paymentTerms: ['condizioni\\s+di\\s+pagamento', 'termini\\s+di\\s+pagamento'],
  // the buyer's order: "Rif. ordine:", "Numero ordine:", "Vs. ordine n.", "Ordine d'acquisto"
  orderReference: [
    'rif\\.?\\s*(?:vs\\.?\\s*)?ordine',
    'numero\\s+(?:d\\W?\\s*)?ordine',
    'n\\.?\\s*ordine',
    'vs\\.?\\s*ordine(?:\\s+n\\.?)?',
    'ordine\\s+d\\W?\\s*acquisto',
  ],
  seller: ['cedente(?:\\s*/\\s*prestatore)?', 'prestatore', 'fornitore', 'emittente'],
  buyer: ['cessionario(?:\\s*/\\s*committente)?', 'committente', 'spett\\.?\\s?le', 'destinatario'],
};

/** Italian column words of item tables (whole heads). */
export const IT_COLUMNS: ColumnWords = {
  desc: 'descrizione|articolo|prodotto|servizio',
  qty: 'quantit[àa]|q\\.?\\s?t[àa]\\.?',
  unit: 'u\\.?\\s?m\\.?|unit[àa]',
  price: 'prezzo(?:\\s+unitario)?|prezzo\\s+unit\\.?|p\\.?\\s?u\\.?|pr\\.?\\s*unitario',
  amount: 'importo|totale|importo\\s+netto|imponibile',
  vat: 'iva(?:\\s*%)?|%\\s*iva|aliquota\\s+iva|cod\\.?\\s*iva',
  disc: 'sconto(?:\\s*%)?|sc\\.?\\s*%',
};

/** Italian unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts). */
export const IT_UNITS: Array<[string, string[]]> = [
  ['H87', ['pz', 'pezzo', 'pezzi']],
  ['HUR', ['ora', 'ore']],
  ['DAY', ['giorno', 'giorni', 'gg']],
  ['MON', ['mese', 'mesi']],
  ['MTR', ['metro', 'metri']],
];

/** Italian pieces of the party patterns (lexicon/parties.ts; composed in words.ts). */
export const IT_PARTY_WORDS: Words = {
  legalForm: /S\.r\.l\.|Srl|S\.p\.A\.|SpA|SRL/,
  lawRef: /articolo|direttiva/,
};
