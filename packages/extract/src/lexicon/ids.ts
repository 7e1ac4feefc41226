/** Named patterns of the bank and VAT-id readers (labels and cue words around ids). */

import { standaloneWord } from './words.ts';

export const IBAN_LABEL_COLON = /iban\s*:/i;

export const IBAN_LABEL_END = /iban\s*:?\s*$/i;

export const BIC_LABELLED =
  /(?:BIC|SWIFT)(?:\s*\/\s*SWIFT)?(?:[- ]?Code|-\p{L}\p{Ll}{2,4}|\s\p{Ll}{3,5})?\s*[:.]?\s*([A-Z]{6}[A-Z0-9]{2,5}|[A-Z]{3}[A-Z0-9]*_[A-Z0-9_]{2,20})(?![A-Z0-9_])/u;

export const OUR_WORD = standaloneWord('ourWord', 'iu');

export const YOUR_HEADING = /^(vos|your|ihre|uw)\s+\p{L}[^:]*:?\s*$/iu;

export const OUR_HEADING = /^(nos|our|unsere|onze)\s+\p{L}/iu;

export const SIREN_WORD = /siren|siret/i;

/**
 * A Portuguese tax number (NIF / NIPC, "Contribuinte"), which is the VAT id without its "PT":
 * nine digits after the label, in the label's segment ("NIF: 309212378") …
 */
export const PT_NIF_IN = /(?<![\p{L}])(?:nif|nipc|contribuinte)(?:\s+n\.?[º°])?\s*:?\s*(\d{9})(?!\d)/iu;

/** … or alone in the segment after the label ("V/ Nº Contribuinte: | 867634632"). */
export const PT_NIF_LABEL_END = /(?<![\p{L}])(?:nif|nipc|contribuinte)(?:\s+n\.?[º°])?\s*:?\s*$/iu;

/** The nine digits of a Portuguese tax number standing alone. */
export const NINE_DIGITS = /^\d{9}$/;

/**
 * A bank account number that is no IBAN after its English label, as banks outside the IBAN
 * countries print it beside a SWIFT code ("Account 3499573501", "A/C No.: 3580 5823 6432",
 * "Account No. 1234567").
 */
export const ACCOUNT_NUMBER_LABELLED =
  /(?<![\p{L}])(?:account(?:\s*(?:no\.?|number|#))?|a\/c(?:\s*no\.?)?|acct\.?(?:\s*no\.?)?)\s*[:.]?\s*(\d[\d ]{4,22}\d)(?![\d\p{L}])/iu;

/**
 * An account number after a label in any language, beside a SWIFT code ("Số tài khoản: 5995805375795",
 * "No. Akaun: 743923484954", "Բանկային հաշիվ: 3756976308882552"): words, a colon, 8 to 22 digits
 * (in groups of spaces at most), nothing after them. The label is group 1.
 */
export const ACCOUNT_AFTER_ANY_LABEL =
  /(?:^|\s)(\p{L}[\p{L}\p{M}. '’/-]{0,40}):\s*(\d(?:[\d ]{6,26})\d)(?![\d\p{L}])\s*(?:$|\s{2,})/u;

/**
 * An account by its bank code and account number, either order, on one line: a British sort code
 * ("Sort code 84-00-14 Account no. 80830783", "Account number: 41430064, Sort code: 78-01-24"), a
 * US routing number ("ACH: Chase Bank · Routing 205213745 · Account 518203756", "ABA"), an
 * Australian BSB: group 1 or group 2 the account number.
 */
export const BANK_CODE_ACCOUNT =
  /(?:sort\s*code|routing|aba|bsb)\s*(?:no\.?|number|#)?\s*[:.]?\s*\d[\d -]{4,10}\d\W{1,4}(?:account|a\/c|acct\.?)\s*(?:no\.?|number|#)?\s*[:.]?\s*(\d{6,17})(?!\d)|(?:account|a\/c|acct\.?)\s*(?:no\.?|number|#)?\s*[:.]?\s*(\d{6,17})\W{1,4}(?:sort\s*code|routing|aba|bsb)\s*(?:no\.?|number|#)?\s*[:.]?\s*\d[\d -]{4,10}\d(?!\d)/i;

/** Labels of a bank code, a phone or a tax number, which are no account ("BLZ", "Sort code", "Tel.", "Tax ID"). */
export const NO_ACCOUNT_LABEL =
  /(?<![\p{L}])(?:blz|bankleitzahl|sort\s*code|aba|routing|bsb|ifsc|clearing|tel|phone|fax|mobile?|tax|vat|ust|steuer|tin|reg)/iu;
