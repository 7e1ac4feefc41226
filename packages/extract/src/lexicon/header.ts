/** Named patterns of extract.ts (the lexicon: words and shapes the documents print). */

import { anyWord, around, standaloneWord, startWord, wholeText } from './words.ts';

export const ID_RE = /^[A-Z0-9][A-Z0-9\-/._#]*$/i;

/**
 * A number that is part of a legal reference ("§ 4 Nr. 14 UStG", "article 293 B du CGI",
 * "Art. 138 Directive 2006/112/EC", "art. 12 lid 3 Wet OB"): no amount.
 */
export const LEGAL_REF_BEFORE =
  /(?:§+|\bart(?:ikel|icle|\.)?|\bnr\.?|\bno\.|\blid|\babs(?:atz|\.)|\bpara(?:graph)?\.?|\bdirective|\brichtlijn|\brichtlinie)\s*$/i;

/** what follows a VAT word in the label of a VAT identifier ("USt-IdNr.", "BTW-nummer", "VAT Reg. No.") */
export const VAT_ID_AFTER =
  /^[-\s]*(?:id\b|idnr|id-?nr|nr\b|nr\.|nummer|number|no\b|no\.|reg(?:istration|\.)?\b|ident)/i;

export const CARRIED = standaloneWord('carriedForward');

export const SKONTO_AMOUNT = anyWord('cashDiscount', 'i');

/** Labelled totals: for each segment the longest matching total label decides the field. */
/** Words of a tax contained in an amount ("darin enthaltene", "inkl.", "dont TVA", "including"). */
export const CONTAINED = anyWord('containedTax', 'i');

export const TYPE_LABEL =
  /^(?:rechnungsart|rechnungstyp|belegart|dokumentart|invoice\s*type(?:\s*code)?|document\s*type(?:\s*code)?|type\s*de\s*(?:facture|document)|factuurtype|documenttype)\s*:?\s*(\S.*)?$/i;

export const CREDIT_TITLE = startWord('creditTitle');

export const INVOICE_TITLE = startWord('invoiceTitle');

/** words of a document that credits the buyer */
export const CREDITING =
  /gutschrift|gutgeschrieben|gutschreiben|schreiben\s+wir\s+ihnen\s+(?:\S+\s+)*?gut\b|\bcredit\s*note\b|\bcredited\b|\bavoir\b|creditnota|creditfactuur/i;

/**
 * A reference to an earlier invoice ("zu Rechnung Nr. 4711 vom 03.03.2026", "Bezug: Rechnung …",
 * "Korrektur der Rechnung …", "Credit note for invoice …", "Avoir sur facture …"): its number and
 * date are the preceding invoice's (BT-25/26), not this document's.
 */
export const PRECEDING_REF =
  /(?:^|[\s:(])(?:zu(?:r)?|bezug(?:nehmend\s+auf)?|bez[üu]glich|betr(?:eff|ifft|\.)?|korrektur\s+(?:der|zur)|storno\s+(?:der|zur)|regarding|referring\s+to|relating\s+to|credit(?:\s*note)?\s+(?:for|to)|original|concernant|relative\s+[àa]|avoir\s+sur|suite\s+[àa]|betreft|creditnota\s+bij)\s*:?\s*(?:der\s+|die\s+|unserer\s+|ihrer\s+|the\s+|our\s+|your\s+|la\s+|notre\s+|votre\s+|de\s+|onze\s+)?(?:urspr[üu]nglichen\s+|original\s+)?(?:rechnung|invoice|facture|factuur)(?![\p{L}])/iu;

export const TITLE_NUMBER =
  /^([\p{L}][\p{L}\- ]{2,40}?)\s*(?:\(\d{2,3}\)|\(\p{L}[\p{L}\- ]{2,40}\))?\s*(?:nr\.?|no\.?|n[°º]\.?|(?<=\s)n\.|#|nummer|number)\s*:?\s*(\S+)/iu;

export const TITLE_WORD =
  /^[\p{L}-]*(rechnung|gutschrift|korrektur|invoice|creditnote|facture|avoir|factuur|creditnota|fattura|factura)[\p{L}-]*$/iu;

export const PAY_PHRASE = anyWord('payWord', 'i');

export const UNTIL = around('untilWord', '', '\\s*$');

/**
 * No labelled due date: "Zahlbar … netto bis 04.07.2013, 3 % Skonto … bis 15.06.2013",
 * "Bitte überweisen Sie bis zum 19.11.2015" — the latest "until" date of a payment sentence
 * (discount dates come earlier), not before the issue date.
 */
export const DEBIT_WORD = anyWord('debitWord', 'i');

export const DEBIT_ON =
  /(?:wird|werden)\s+(?:am|zum)\s*$|(?:debited|collected)\s+on\s*$|(?:pr[ée]lev[ée]e?|d[ée]bit[ée]e?)\s+le\s*$/i;

/** words of a direct debit from the buyer's account: IBANs and BICs there are the buyer's */
export const DEBIT_CONTEXT = anyWord('debitContext', 'i');

/** a bank-details label at the end of a text ("… auf folgende Bankverbindung:") */
/** How an IBAN starts: its country code and check digits. */
export const ACCOUNT_START = /^[A-Z]{2} ?\d{2}/;

export const BANK_LABEL_END = around('bankLabel', '', '\\s*:?\\s*$');

export const BUYER_CUE = around('buyerWord', '', '\\b');

export const TERMS_START =
  /^(zahlbar|zahlungsziel|bei\s+zahlung|bis\s+zum\s+\d|payable|payment\s+(?:due|within|terms?:)|payment\s+is\s+(?:due|expected|required)|please\s+(?:pay|remit)|net\s+\d+|due\s+within|à\s+régler|paiement\s+à|payable\s+à|betaling\s+binnen|te\s+betalen\s+binnen|gelieve\s+(?:\S+\s+){0,8}(?:te\s+betalen|over\s+te\s+(?:maken|schrijven))|terms\s*:\s*(?:net|due|\d)|(?:der\s+|die\s+)?(?:rechnungsbetrag|gesamtbetrag|rechnungssumme|betrag|rechnung)\s+(?:ist\s+)?(?:sofort\s+|(?:binnen|innerhalb(?:\s+von)?)\s+\d+\s+tagen\s+(?:\S+\s+){0,4}?)?(?:zur\s+zahlung\s+)?(?:zahlbar|f[äa]llig)|(?:binnen|innerhalb)\s+(?:von\s+)?\d+\s+tagen|skonto[a-zäöü]*\s*:|\d+(?:[.,]\d+)?\s*%\s*skonto|within\s+\d+\s+days|dans\s+les\s+\d+\s+jours|binnen\s+\d+\s+dagen|(?:den\s+|der\s+)?(?:rechnungsbetrag|gesamtbetrag|betrag)\s+(?:bitte\s+)?(?:überweisen|begleichen|zahlen)|bitte\s+(?:überweisen|begleichen|zahlen)\s+sie|pago\s+a\s+\d+\s+d[íi]as|pagamento\s+a\s+\d+\s+giorni)/i;

export const TERMS_COLUMN_HEAD = wholeText('termsColumnHead');

export const NEW_SENTENCE =
  /^(?:(?:es|wir|bitte|vielen|besten|mit\s+freundlichen|thank|thanks|please|we|merci|nous|veuillez|cordialement|bedankt|wij|graag|met\s+vriendelijke|amtsgericht|registergericht)(?![\p{L}-])|(?:tel|fax|e-?mail|www|kvk|hrb|ust-?id\w*|steuer-?nr|steuernummer)(?=\s*[.:]|\s*\d))/iu;
