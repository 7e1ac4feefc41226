/**
 * Word lists per language (de.ts, en.ts, fr.ts, nl.ts, es.ts, it.ts, and language-neutral ones in common.ts)
 * composed into one pattern per meaning: the readers ask "is this a credit-note word?", the
 * lexicon knows the words of each language. Each piece is a regular expression of alternatives;
 * a composed pattern matches what any language's piece matches.
 */

import { ASIA_AFRICA_PARTY_WORDS } from './asia-africa.ts';
import { COMMON_PARTY_WORDS, COMMON_WORDS } from './common-words.ts';
import { DA_PARTY_WORDS, DA_WORDS } from './da.ts';
import { DE_PARTY_WORDS, DE_WORDS } from './de.ts';
import { EN_PARTY_WORDS, EN_WORDS } from './en.ts';
import { ES_PARTY_WORDS, ES_WORDS } from './es.ts';
import { FR_PARTY_WORDS, FR_WORDS } from './fr.ts';
import { IT_PARTY_WORDS, IT_WORDS } from './it.ts';
import { NL_PARTY_WORDS, NL_WORDS } from './nl.ts';
import { NORTH_EAST_PARTY_WORDS } from './north-east.ts';
import { PL_CS_PT_WORDS } from './pl-cs-pt.ts';
import { SOUTH_EAST_PARTY_WORDS } from './south-east.ts';
import { WIDER_EUROPE_PARTY_WORDS } from './wider-europe.ts';

/** The meanings that have word lists per language. */
export type WordList =
  | 'creditNote'
  | 'correctedInvoice'
  | 'intraCommunityNote'
  | 'reverseChargeNote'
  | 'smallBusinessNote'
  | 'exportNote'
  | 'notTaxableNote'
  | 'exemptNote'
  | 'formPosHead'
  | 'formItemHead'
  | 'formQtyHead'
  | 'formPriceHead'
  | 'formVatHead'
  | 'formNetHead'
  | 'formVatCategoryHead'
  | 'formVatRateHead'
  | 'formVatBaseHead'
  | 'formVatTaxHead'
  | 'vatListBase'
  | 'orderOrContract'
  | 'offerWord'
  | 'invoiceDocument'
  | 'otherDate'
  | 'buyerReference'
  | 'bareReference'
  | 'precedingInvoice'
  | 'directDebit'
  | 'breakdown'
  | 'hoursHead'
  | 'allowanceWord'
  | 'chargeWord'
  | 'shippingWord'
  | 'adjustmentAllowance'
  | 'adjustmentCharge'
  | 'priceWord'
  | 'amountWord'
  | 'vatWord'
  | 'ourWord'
  | 'streetSuffix'
  | 'streetName'
  | 'partyFieldWord'
  | 'andWord'
  | 'nameWrapWord'
  | 'legalFormStart'
  | 'notTownWord'
  | 'containedTax'
  | 'buyerWord'
  | 'bankLabel'
  | 'debitContext'
  | 'debitWord'
  | 'termsColumnHead'
  | 'orAndWord'
  | 'datePreposition'
  | 'payWord'
  | 'cashDiscount'
  | 'carriedForward'
  | 'invoiceTitle'
  | 'creditTitle'
  | 'untilWord'
  | 'taxWord'
  | 'rateCue'
  | 'yourWord'
  | 'titleWordCompact'
  | 'selfBilled'
  | 'insurerInvoiceCompact'
  | 'factoredInvoiceCompact'
  | 'correctedInvoiceCompact'
  | 'sumWord'
  | 'documentTitle'
  | 'detailHeading'
  | 'serviceCharges'
  | 'roundingRow'
  // parties, contacts and form rows (lexicon/parties.ts, contact.ts, forms.ts)
  | 'deliveryDateLabel'
  | 'sellerContactLabel'
  | 'buyerContactLabel'
  | 'phoneLabel'
  | 'emailLabel'
  | 'personNameTitle'
  | 'nameParticle'
  | 'contactSentence'
  | 'accountHolderLabel'
  | 'namedSellerLabel'
  | 'holderLabel'
  | 'nameLabel'
  | 'streetLabel'
  | 'postcodeCityLabel'
  | 'postcodeLabel'
  | 'cityLabel'
  | 'countryLabel'
  | 'addressLabel'
  | 'senderPrefix'
  | 'personTitle'
  | 'salutation'
  | 'contactLineWord'
  | 'departmentWord'
  | 'contactBelowWord'
  | 'logoPossessive'
  | 'titleFrom'
  | 'fromWord'
  | 'sellerSection'
  | 'buyerSection'
  | 'otherPartySection'
  | 'totalsSection'
  | 'refWord'
  | 'legalForm'
  | 'unitPrefix'
  | 'streetLike'
  | 'streetWord'
  | 'refLineWord'
  | 'lawRef'
  | 'buildingWord'
  | 'notAddressWord'
  | 'letterTitle'
  | 'progressHead'
  | 'daysHead'
  | 'receiptTitle'
  // document and header patterns (lexicon/document.ts, header.ts)
  | 'typeCodeTitle'
  | 'withinWord'
  | 'daysWord'
  | 'numberMark'
  | 'numberDateWord'
  | 'titleDateWord'
  | 'titleNoun'
  | 'invoiceNoun'
  | 'numberOrDateWord'
  | 'numberOrDateWordMore'
  | 'numberWord'
  | 'numeroWord'
  | 'dateWord'
  | 'accountingAidCompact'
  | 'placeDateWord'
  | 'legalRefWord'
  | 'vatIdSuffix'
  | 'typeLabel'
  | 'creditingWord'
  | 'precedingLead'
  | 'precedingArticle'
  | 'originalWord'
  | 'titleStem'
  | 'debitOn'
  | 'termsStart'
  | 'sentenceStart'
  | 'footerLabel'
  | 'remittanceSlip'
  // self-billing (readers/self-billing.ts), session 14
  | 'partyRole'
  | 'yourAccount';

export type Words = Partial<Record<WordList, RegExp>>;

export const LANGUAGES: Array<[string, Words]> = [
  ['de', { ...DE_WORDS, ...DE_PARTY_WORDS }],
  ['en', { ...EN_WORDS, ...EN_PARTY_WORDS }],
  ['fr', { ...FR_WORDS, ...FR_PARTY_WORDS }],
  ['nl', { ...NL_WORDS, ...NL_PARTY_WORDS }],
  ['es', { ...ES_WORDS, ...ES_PARTY_WORDS }],
  ['it', { ...IT_WORDS, ...IT_PARTY_WORDS }],
  ['da', { ...DA_WORDS, ...DA_PARTY_WORDS }],
  ['pl-cs-pt', PL_CS_PT_WORDS],
  ['north-east', NORTH_EAST_PARTY_WORDS],
  ['south-east', SOUTH_EAST_PARTY_WORDS],
  ['wider-europe', WIDER_EUROPE_PARTY_WORDS],
  ['asia-africa', ASIA_AFRICA_PARTY_WORDS],
  ['common', { ...COMMON_WORDS, ...COMMON_PARTY_WORDS }],
];

/** The alternatives of every language for one meaning (a regular-expression source). */
export function alternativesOf(list: WordList): string {
  return LANGUAGES.flatMap(([, w]) => (w[list] ? [w[list].source] : [])).join('|');
}

/** Any language's word for `list`, anywhere in a text. */
export function anyWord(list: WordList, flags = ''): RegExp {
  return new RegExp(alternativesOf(list), flags);
}

/** Any language's word for `list` as a whole word (between word boundaries). */
export function wholeWord(list: WordList, flags = 'i'): RegExp {
  return new RegExp(`\\b(?:${alternativesOf(list)})\\b`, flags);
}

/** Any language's word for `list` as the whole text (a label or column head). */
export function wholeText(list: WordList, flags = 'i'): RegExp {
  return new RegExp(`^(?:${alternativesOf(list)})$`, flags);
}

/** Any language's word for `list` at the start of a text, not run on into a longer word. */
export function startWord(list: WordList, flags = 'iu'): RegExp {
  return new RegExp(`^(?:${alternativesOf(list)})(?![\\p{L}])`, flags);
}

/** Any language's word for `list` at the end of a text ("Hauptstraße", "Am Marktplatz"). */
export function endWord(list: WordList, flags = 'iu'): RegExp {
  return new RegExp(`(?:${alternativesOf(list)})$`, flags);
}

/** Any language's word for `list` between the pattern sources `before` and `after`. */
export function around(list: WordList, before: string, after: string, flags = 'i'): RegExp {
  return new RegExp(`${before}(?:${alternativesOf(list)})${after}`, flags);
}

/** Any language's word for `list` standing alone (no letter before or after it). */
export function standaloneWord(list: WordList, flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${alternativesOf(list)})(?![\\p{L}])`, flags);
}

/**
 * A pattern from a template in which each `{list}` stands for that meaning's words of every
 * language, as `(?:…)`: `composed('^(?:{numberWord}|#)\\s*(\\S+)$', 'iu')`.
 */
export function composed(template: string, flags = 'i'): RegExp {
  const source = template.replace(/\{([a-z][A-Za-z]*)\}/g, (_, list: string) => {
    const words = alternativesOf(list as WordList);
    if (!words) throw new Error(`no word list "${list}"`);
    return `(?:${words})`;
  });
  return new RegExp(source, flags);
}
