/** Named patterns of the document readers: number, dates, type, currency, references. */

import { anyWord, around, wholeText, wholeWord } from './words.ts';

export const TAX_WORD = anyWord('taxWord', 'i');

export const CURRENCY_CODE =
  /\b(EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|ISK|TRY|JPY|CNY|HKD|SGD|INR|CAD|AUD|NZD|ZAR)\b/;

export const EURO_WORD = /€|euro/i;

export const EURO_MENTION_G = /€|\bEUR\b|\bEuro\b/gi;

export const DOLLAR_MENTION_G = /\$|\bUSD\b/g;

export const POUND_MENTION_G = /£|\bGBP\b/g;

export const FRANC_MENTION_G = /\bCHF\b|\bSFr\b/g;

/** Indian rupees: the sign, the code, or "Rs"/"Rs." before an amount ("Rs 1939", "Rs -40.00"). */
export const RUPEE_MENTION_G = /₹|\bINR\b|\bRs\.?(?=\s?[-\d])/g;

export const SORT_CODE = /\bsort\s*code\b\W{0,3}\d{2}[- ]?\d{2}[- ]?\d{2}\b/i;

export const TITLE_WITH_TYPE_CODE =
  /(rechnung|gutschrift|korrektur|buchungshilfe|invoice|credit\s*note|facture|avoir|factuur|creditnota|note)\w*\s*\((\d{2,3})\)/i;

export const TITLE_WORD_IN_TEXT = anyWord('titleWordCompact', 'i');

export const SELF_BILLED_COMPACT = anyWord('selfBilled', 'i');

export const INSURER_INVOICE_COMPACT = anyWord('insurerInvoiceCompact', 'i');

export const FACTORED_INVOICE_COMPACT = anyWord('factoredInvoiceCompact', 'i');

export const FACTORED_WORD = /\baffactur[ée]e\b/i;

export const ACCOUNTING_AID_COMPACT = /^(buchungshilfe|invoiceinformationforaccountingpurposes)/im;

export const CORRECTED_INVOICE_COMPACT = anyWord('correctedInvoiceCompact', 'i');

export const CREDIT_NOTE_WORD = wholeWord('creditNote', 'i');

export const CORRECTED_INVOICE_WORD = wholeWord('correctedInvoice', 'i');

export const SUM_WORD_START = around('sumWord', '^\\s*', '');

export const DOLLAR_MENTION = /\bUSD\b|\$/;

export const FAELLIG_START = /^\s*(?:zur\s+zahlung\s+)?f[äa]llig(?!\p{L})/iu;

export const WITHIN_DAYS =
  /(?:within|innerhalb(?:\s+von)?|binnen|dans\s+les|sous)\s+(\d{1,3})\s+(?:calendar\s+)?(?:days|tagen|dagen|jours)(?!\p{L})/iu;

export const DATE_LABEL_START = /^(date|datum)\b/;

export const DATE_LABEL_ALONE = /^(datum|date)$/;

export const NUMBER_THEN_DATE =
  /(?:\b(?:nr|no|number)\.?|(?<=\s)n\.|n[°º]|#)\s*:?\s*\S+(?:\s+\S+){0,2}?\s+(?:vom|von|du|of|dated|van|from|issued\s+(?:at|on)|del)(?:\s+(.+))?$/i;

export const TITLE_NUMBER_DATE =
  /(?<=^(?:rechnung|invoice|facture|factuur|gutschrift|credit\s*note|avoir|fattura|factura))\s+(?!nr|no|n°|number|nummer|date|datum)\S*\d\S*\s+(?:vom|du|of|dated|van|del)\s+(.+)$/i;

export const ORDER_OR_CONTRACT_WORD = anyWord('orderOrContract', 'i');

export const INVOICE_DOCUMENT_WORD = anyWord('invoiceDocument', 'i');

export const PLACE_COMMA_DATE = /^\p{Lu}[\p{L}.\- ]{1,30},\s*(den|le)?(?:\s*(\S.*))?$/u;

export const OTHER_DATE_WORD = anyWord('otherDate', 'i');

export const TITLE_THEN_NUMBER =
  /^(?:rechnung|invoice|facture|factuur|gutschrift|credit\s*note|avoir|fattura|factura)\s+(?!nr|no|n°|n\.|number|nummer|numero|date|datum)(\S+)(?:\s+(?:vom|du|of|dated|van|del)\s+(.+))?$/i;

export const TITLE_ALONE = wholeText('documentTitle');

export const NUMBER_LABEL_VALUE =
  /^(?:nr\.?|no\.?|n[°º]\.?|#|nummer|number|num[ée]ro|n[úu]mero)\s*:?\s*(\S+)$/iu;

export const NUMBER_LABEL_BARE =
  /^(?:nr\.?|no\.?|n[°º]\.?|nummer|number|num[ée]ro|n[úu]mero|invoice|rechnung|facture|factuur|fattura|factura)\s*:?\s*(\S*)$/iu;

export const BUYER_REFERENCE_WORD = anyWord('buyerReference', 'i');
