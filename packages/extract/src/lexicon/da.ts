/**
 * Danish words of item tables: column heads ("Beskrivelse | Antal | Enhed | Á pris | Beløb") and
 * unit words ("dage", "timer"); composed in columns.ts and parse/units.ts like the Spanish and
 * Italian ones.
 */
import type { LabelField } from '../labels.ts';
import type { ColumnWords } from './columns.ts';
import type { Words } from './words.ts';

/** Danish column heads, matched as whole heads. */
export const DA_COLUMNS: ColumnWords = {
  desc: 'beskrivelse|varebeskrivelse|ydelse|tekst',
  qty: 'antal',
  unit: 'enhed',
  price: '[áa]\\s*pris|stk\\.?\\s*pris|enhedspris',
  amount: 'bel[øo]b|i\\s+alt',
  vat: 'moms(?:\\s*%)?',
  disc: 'rabat(?:\\s*%)?',
};

/** Danish unit words → UN/ECE Rec 20 codes (lower case, no trailing dot). */
export const DA_UNITS: Array<[string, string[]]> = [
  ['DAY', ['dag', 'dage', 'døgn']],
  ['HUR', ['time', 'timer']],
];

/**
 * Danish pieces of the per-language word lists (composed in words.ts), session 19: a credit
 * note's title "KREDITNOTA" (both Danish layouts of blind22 and blind23).
 */
export const DA_WORDS: Words = {
  creditNote: /kreditnota/,
};

/**
 * Danish header and totals labels (composed in lexicon/labels.ts), session 19: "Fakturanr." /
 * "Kreditnotanr.", "Fakturadato", "Forfaldsdato", "Kundenr.", "Moms 25 %", "Total at betale",
 * "I alt DKK", "Kreditnota i alt" (both Danish layouts of blind22 and blind23).
 */
export const DA_LABELS: Partial<Record<LabelField, string[]>> = {
  number: ['(?:faktura|kreditnota)(?:nr\\.?|nummer)'],
  issueDate: ['fakturadato'],
  dueDate: ['forfaldsdato'],
  customerNumber: ['kunde(?:nr\\.?|nummer)'],
  vatTotal: ['moms(?:\\s+\\d{1,2}(?:[,.]\\d{1,2})?\\s*%)?'],
  taxInclusive: ['(?:kreditnota\\s+)?i\\s+alt(?:\\s+[a-z]{3}(?![\\p{L}]))?'],
  amountDue: ['total\\s+at\\s+betale'],
};

/**
 * Danish pieces of the party patterns (lexicon/parties.ts; composed in words.ts), session 19: the
 * legal forms "A/S" and "ApS" after a company's name (blind22 `dk`).
 */
export const DA_PARTY_WORDS: Words = {
  legalForm: /A\/S|ApS/,
};
