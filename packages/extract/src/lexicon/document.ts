/** Named patterns of the document readers: number, dates, type, currency, references. */

import { alternativesOf, anyWord, around, composed, wholeText, wholeWord } from './words.ts';

export const TAX_WORD = anyWord('taxWord', 'i');

const CODES = 'EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|ISK|TRY|JPY|CNY|HKD|SGD|INR|CAD|AUD|NZD|ZAR';

export const CURRENCY_CODE = new RegExp(`\\b(${CODES})\\b`);

/**
 * A currency code printed next to an amount ("31.250,00 DKK", "I alt DKK 31.250,00"), the code
 * in capitals as printed (session 19: Danish invoices in DKK with no currency label)
 */
export const CURRENCY_BY_AMOUNT_G = new RegExp(
  `(?<![\\p{L}\\p{N}])(${CODES})(?=\\s*-?\\d)|(?<=\\d\\s?)(${CODES})(?![\\p{L}\\p{N}])`,
  'gu',
);

export const EURO_WORD = /€|euro/i;

export const EURO_MENTION_G = /€|\bEUR\b|\bEuro\b/gi;

export const DOLLAR_MENTION_G = /\$|\bUSD\b/g;

export const POUND_MENTION_G = /£|\bGBP\b/g;

export const FRANC_MENTION_G = /\bCHF\b|\bSFr\b/g;

/** Indian rupees: the sign, the code, or "Rs"/"Rs." before an amount ("Rs 1939", "Rs -40.00"). */
export const RUPEE_MENTION_G = /₹|\bINR\b|\bRs\.?(?=\s?[-\d])/g;

/**
 * The signs of currencies of the EU's other states printed after (or before) amounts: "120 529,49
 * Kč", "1 234,00 zł", "17.905,93 lei" (also "-lei-" over a column), "45 000 Ft".
 */
export const LOCAL_CURRENCY_SIGNS_G: Array<[string, RegExp]> = [
  ['CZK', /(?<=\d\s?)Kč(?![\p{L}])|(?<![\p{L}])Kč(?=\s?\d)/gu],
  ['PLN', /(?<=\d\s?)zł(?![\p{L}])|(?<![\p{L}])zł(?=\s?\d)/gu],
  ['RON', /(?<=\d\s?)lei(?![\p{L}])|-lei-/gu],
  ['HUF', /(?<=\d\s?)Ft(?![\p{L}])/gu],
];

/** "kr" / "kr." before or after an amount ("Sum å betale kr 52 669,92", "1 820,15 kr"): a crown. */
export const CROWN_MENTION_G = /(?<![\p{L}])kr\.?(?=\s*-?\d)|(?<=\d\s?)kr\.?(?![\p{L}])/giu;

/** The crown's state: the IBAN or VAT id printed on the page ("NO71 1503 …", "SE556…01", "DK12…"). */
export const CROWN_COUNTRY = /(?<![\p{L}\p{N}])(NO|SE|DK|IS)\s?\d{2}/u;

/** The crown of each state that has one. */
export const CROWNS: Record<string, string> = { NO: 'NOK', SE: 'SEK', DK: 'DKK', IS: 'ISK' };

export const SORT_CODE = /\bsort\s*code\b\W{0,3}\d{2}[- ]?\d{2}[- ]?\d{2}\b/i;

export const TITLE_WITH_TYPE_CODE = composed(String.raw`({typeCodeTitle})\w*\s*\((\d{2,3})\)`, 'i');

export const TITLE_WORD_IN_TEXT = anyWord('titleWordCompact', 'i');

export const SELF_BILLED_COMPACT = anyWord('selfBilled', 'i');

export const INSURER_INVOICE_COMPACT = anyWord('insurerInvoiceCompact', 'i');

export const FACTORED_INVOICE_COMPACT = anyWord('factoredInvoiceCompact', 'i');

export const FACTORED_WORD = /\baffactur[ée]e\b/i;

export const ACCOUNTING_AID_COMPACT = composed('^({accountingAidCompact})', 'im');

export const CORRECTED_INVOICE_COMPACT = anyWord('correctedInvoiceCompact', 'i');

export const CREDIT_NOTE_WORD = wholeWord('creditNote', 'i');

export const CORRECTED_INVOICE_WORD = wholeWord('correctedInvoice', 'i');

export const SUM_WORD_START = around('sumWord', '^\\s*', '');

export const DOLLAR_MENTION = /\bUSD\b|\$/;

export const FAELLIG_START = /^\s*(?:zur\s+zahlung\s+)?f[äa]llig(?!\p{L})/iu;

export const WITHIN_DAYS = composed(String.raw`{withinWord}\s+(\d{1,3})\s+{daysWord}(?!\p{L})`, 'iu');

export const DATE_LABEL_START = composed(String.raw`^({dateWord})\b`, '');

export const DATE_LABEL_ALONE = composed('^({dateWord})$', '');

/** A British "Tax point (date)": the issue date only where no other date label is printed. */
export const TAX_POINT_LABEL = /tax\s*point/i;

export const NUMBER_THEN_DATE = composed(
  String.raw`{numberMark}\s*:?\s*\S+(?:\s+\S+){0,2}?\s+{numberDateWord}(?:\s+(.+))?$`,
  'i',
);

export const TITLE_NUMBER_DATE = composed(
  String.raw`(?<=^{titleNoun})\s+(?!{numberOrDateWord})\S*\d\S*\s+{titleDateWord}\s+(.+)$`,
  'i',
);

export const ORDER_OR_CONTRACT_WORD = anyWord('orderOrContract', 'i');

/** An offer or estimate a sentence refers to ("lt. Festpreisangebot Nr. … vom …", "as per quotation …"). */
export const OFFER_WORD = anyWord('offerWord', 'i');

/** A label that names the buyer's own order ("Ihre Bestellung", "Your order", "Votre commande"). */
export const YOUR_ORDER_LABEL = composed('^{yourWord}\\s*{orderOrContract}', 'i');

export const INVOICE_DOCUMENT_WORD = anyWord('invoiceDocument', 'i');

export const PLACE_COMMA_DATE = composed(
  String.raw`^\p{Lu}[\p{L}.\- ]{1,30},\s*({placeDateWord})?(?:\s*(\S.*))?$`,
  'u',
);

export const OTHER_DATE_WORD = anyWord('otherDate', 'i');

export const TITLE_THEN_NUMBER = composed(
  String.raw`^{titleNoun}\s+(?!{numberOrDateWord}|{numberOrDateWordMore})((?:[A-Z]{1,4}\s+(?=[A-Z]{0,2}\d))?\S+)(?:\s+{titleDateWord}\s+(.+))?$`,
  'i',
);

/**
 * A title word as a word of its own in a title line ("Faktura – daňový doklad / Invoice", "Opravný
 * daňový doklad / Credit note"), not part of a longer word ("Rechnungsdatum").
 */
export const TITLE_IN_LINE = composed(String.raw`(?<![\p{L}]){titleNoun}(?![\p{L}])`, 'iu');

export const TITLE_ALONE = wholeText('documentTitle');

/**
 * A number mark and an id with a digit inside a title in any language ("FACTURĂ nr.
 * BV-2026-51085 din 26.05.2026", "RĒĶINS Nr. DP-2026/0412"): group 1 the id.
 */
export const NUMBER_MARK_IN_TEXT = composed(
  String.raw`(?<![\p{L}])(?:{numberWord}|#|{numeroWord})(?![\p{L}])\s*:?\s*((?:[\p{L}\d][\p{L}\d/._-]*)?\d[\p{L}\d/._-]*)`,
  'iu',
);

export const NUMBER_LABEL_VALUE = composed(String.raw`^(?:{numberWord}|#|{numeroWord})\s*:?\s*(\S+)$`, 'iu');

export const NUMBER_LABEL_BARE = composed(
  String.raw`^(?:{numberWord}|{numeroWord}|{invoiceNoun})\s*:?\s*(\S*)$`,
  'iu',
);

/** The document's title word as a label ("Gutschrift | G357637", "Credit note | CN-12"): its value beside it. */
export const TITLE_LABEL_BARE = composed(String.raw`^(?:{documentTitle})\s*:?\s*(\S*)$`, 'iu');

/** "vom" alone: the date's label in a label column right under the title word and its number. */
export const TITLE_DATE_LABEL = composed(String.raw`^(?:{titleDateWord})\s*:?$`, 'iu');

export const BUYER_REFERENCE_WORD = anyWord('buyerReference', 'i');
/** A label that is the bare word "Reference" ("Referenz:", "Referentie"): no order's word in it. */
export const BARE_REFERENCE_LABEL = new RegExp(`^(?:${alternativesOf('bareReference')})[\\s:#.]*$`, 'i');

/** "Your ref.", "Your reference", "Ihre Referenz", "Votre référence": the buyer's own reference. */
export const YOUR_REFERENCE_LABEL = composed('^{yourWord}\\s*(?:{bareReference}|ref\\.?)', 'i');

/** The word "reference" anywhere in a label ("Ihre Referenz", "Your reference", "Referentie"). */
export const REFERENCE_WORD = anyWord('bareReference', 'i');

/** A word of letters in any script (a title's words, whose stems name the document in a label). */
export const LETTER_WORD_G = /\p{L}+/gu;

/**
 * What may follow the word holding the title's stem in a number label of a language the lexicon
 * lacks: a short word with a dot or before a colon, or a number sign ("Rēķina Nr.", "Фактура
 * бр.", "Fattura Nru.:", "Faktura zk.:", "Рахунок №"), then a colon; never the id ("Broj
 * računa EO-2026").
 */
export const STEM_LABEL_TAIL = /^(?:\s*[\p{L}-]{1,6}\.|\s*[#№º°]|\s+[\p{L}-]{1,6}(?=\s*:))?\s*:?\s*/u;

/**
 * A short mark and an id ending a title line, in any language, or followed by a short word and a
 * date: a word of up to four letters with a dot or colon, or a number sign ("… br. 170/2026",
 * "… № 77/2026", "… № 7038 від 28 січня 2026 р."); group 1 the id.
 */
export const MARK_THEN_ID_END =
  /(?:^|\s)(?:\p{L}{1,4}\.\s*:?|\p{L}{1,4}\s*:|[#№]|\p{L}{0,2}[º°])\s*([\p{L}\d][\p{L}\d/._-]*\d[\p{L}\d/._-]*)(?=$|\s+\p{L}{1,4}\.?\s+\d)/u;

/** A word of three letters or more ending a text (a qualifier before a number word: "Imposta "). */
export const WORD_BEFORE_END = /\p{L}{3,}[\s,]*$/u;
