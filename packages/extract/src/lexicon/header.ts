/** Named patterns of extract.ts (the lexicon: words and shapes the documents print). */

import { anyWord, around, composed, standaloneWord, startWord, wholeText } from './words.ts';

export const ID_RE = /^[\p{L}0-9][\p{L}0-9\-/._#]*$/iu;

/**
 * A number that is part of a legal reference ("§ 4 Nr. 14 UStG", "article 293 B du CGI",
 * "Art. 138 Directive 2006/112/EC", "art. 12 lid 3 Wet OB"): no amount.
 */
export const LEGAL_REF_BEFORE = composed(String.raw`{legalRefWord}\s*$`, 'i');

/** what follows a VAT word in the label of a VAT identifier ("USt-IdNr.", "BTW-nummer", "VAT Reg. No.") */
export const VAT_ID_AFTER = composed(String.raw`^[-\s]*{vatIdSuffix}`, 'i');

export const CARRIED = standaloneWord('carriedForward');

export const SKONTO_AMOUNT = anyWord('cashDiscount', 'i');

/** Labelled totals: for each segment the longest matching total label decides the field. */
/** Words of a tax contained in an amount ("darin enthaltene", "inkl.", "dont TVA", "including"). */
export const CONTAINED = anyWord('containedTax', 'i');

export const TYPE_LABEL = composed(String.raw`^{typeLabel}\s*:?\s*(\S.*)?$`, 'i');

export const CREDIT_TITLE = startWord('creditTitle');

export const INVOICE_TITLE = startWord('invoiceTitle');

/** the stars or rules a line printer sets around a title ("*** CREDIT NOTE ***", "=== RECHNUNG ===") */
export const TITLE_DECORATION = /^[*=#~\s-]{2,}\s*|\s*[*=#~\s-]{2,}$/g;

/** words of a document that credits the buyer */
export const CREDITING = anyWord('creditingWord', 'i');

/**
 * A reference to an earlier invoice ("zu Rechnung Nr. 4711 vom 03.03.2026", "Bezug: Rechnung …",
 * "Korrektur der Rechnung …", "Credit note for invoice …", "Avoir sur facture …"): its number and
 * date are the preceding invoice's (BT-25/26), not this document's.
 */
export const PRECEDING_REF = composed(
  String.raw`(?:^|[\s:(]){precedingLead}\s*:?\s*{precedingArticle}?{originalWord}?{invoiceNoun}(?![\p{L}])`,
  'iu',
);

export const TITLE_NUMBER = composed(
  String.raw`^([\p{L}][\p{L}\- ]{2,40}?)\s*(?:\(\d{2,3}\)|\(\p{L}[\p{L}\- ]{2,40}\))?\s*(?:{numberWord}|#)\s*:?\s*(\S+)`,
  'iu',
);

/** A title's "number" of one or two digits ("Abschlagsrechnung Nr. 4"): a count, no document number */
export const COUNT_ONLY = /^\d{1,2}$/;

export const TITLE_WORD = composed(String.raw`^[\p{L}-]*({titleStem})[\p{L}-]*$`, 'iu');

export const PAY_PHRASE = anyWord('payWord', 'i');

export const UNTIL = around('untilWord', '', '\\s*$');

/**
 * No labelled due date: "Zahlbar … netto bis 04.07.2013, 3 % Skonto … bis 15.06.2013",
 * "Bitte überweisen Sie bis zum 19.11.2015" — the latest "until" date of a payment sentence
 * (discount dates come earlier), not before the issue date.
 */
export const DEBIT_WORD = anyWord('debitWord', 'i');

export const DEBIT_ON = composed(String.raw`{debitOn}\s*$`, 'i');

/** words of a direct debit from the buyer's account: IBANs and BICs there are the buyer's */
export const DEBIT_CONTEXT = anyWord('debitContext', 'i');

/** a bank-details label at the end of a text ("… auf folgende Bankverbindung:") */
/** How an IBAN starts: its country code and check digits. */
export const ACCOUNT_START = /^[A-Z]{2} ?\d{2}/;

export const BANK_LABEL_END = around('bankLabel', '', '\\s*:?\\s*$');

export const BUYER_CUE = around('buyerWord', '', '\\b');

export const TERMS_START = composed('^({termsStart})', 'i');

export const TERMS_COLUMN_HEAD = wholeText('termsColumnHead');

export const NEW_SENTENCE = composed(
  String.raw`^(?:{sentenceStart}(?![\p{L}-])|{footerLabel}(?=\s*[.:]|\s*\d))`,
  'iu',
);
