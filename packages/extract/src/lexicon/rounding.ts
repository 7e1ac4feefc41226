/** Named patterns of the rounding reader (readers/rounding.ts): a cash-rounding row of the totals. */

import { startWord } from './words.ts';

/** "Rundungsdifferenz", "Rappenrundung", "Rounding", "Arrondi", "Afronding" at the start of a segment. */
export const ROUNDING_ROW = startWord('roundingRow');
