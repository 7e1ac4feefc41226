/**
 * Danish words of item tables: column heads ("Beskrivelse | Antal | Enhed | Á pris | Beløb") and
 * unit words ("dage", "timer"); composed in columns.ts and parse/units.ts like the Spanish and
 * Italian ones.
 */
import type { ColumnWords } from './columns.ts';

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
