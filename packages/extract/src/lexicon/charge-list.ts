/** Named patterns of the charge-list reader (readers/charge-list.ts): a statement's list of services. */

import { around, wholeText } from './words.ts';

/** The heading over the list alone on its line: "Detail", "Détail", "Specificatie". */
export const DETAIL_HEADING = wholeText('detailHeading');

/** A service's charges row: "Charges", "Frais", "Kosten". */
export const CHARGES_ROW = wholeText('serviceCharges');

/** A service's VAT row: "VAT", "VAT **", "Tax *", "TVA 20 %". */
export const VAT_ROW = around('vatWord', '^', '\\s*\\**\\s*(?:\\d{1,2}(?:[.,]\\d{1,3})?\\s*%)?$');

/** A service's name: a letter first. */
export const SERVICE_NAME = /^\p{L}/u;
