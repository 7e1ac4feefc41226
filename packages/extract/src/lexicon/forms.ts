/** Named patterns of forms.ts (the lexicon: words and shapes the documents print). */

import { COMMON_FORM_TERMS } from './common-words.ts';
import { DE_FORM_TERMS } from './de.ts';
import { EN_FORM_TERMS } from './en.ts';
import { alternativesOf, anyWord, wholeText } from './words.ts';

/** A party section's heading word ("Verkäufer", "Seller", "Fournisseur", "Leverancier"). */
export const SELLER_WORD = new RegExp(`\\b(${alternativesOf('sellerSection')})\\b`, 'iu');

/** A buyer section's heading word ("Käufer", "Customer", "Client", "Klant"). */
export const BUYER_WORD = new RegExp(`\\b(${alternativesOf('buyerSection')})\\b`, 'iu');

/** Another party's section (payee, tax representative, delivery). */
export const OTHER_WORD = new RegExp(`\\b(${alternativesOf('otherPartySection')})\\b`, 'iu');

export const CODE_FIRST = /^([A-Z0-9]{1,4})\s*[–—-]\s+\S/;

export const SIMPLE_PC =
  /^(?:([A-Z]{1,2})[- ])?(\d{4,5}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\s+(\S.*)$/;

export const QTY_CELL = /^([-−]?[\d.,]+)(?:\s+(\S.*))?$/;

export const VAT_CELL = /^([A-Z]{1,2})(?:\s+(-?\d+(?:[.,]\d+)?)\s?%)?$/;

export const VAT_CODE = /^([A-Z]{1,2})(?:\s*[–—-]\s+\S.*)?$/;

export const PRECEDING_WORD = anyWord('precedingInvoice', 'i');

export const DIRECT_DEBIT_WORD = anyWord('directDebit', 'i');

export const BREAKDOWN_WORD = anyWord('breakdown', 'i');

export const FORM_POS_HEAD = wholeText('formPosHead', 'i');

export const FORM_ITEM_HEAD = wholeText('formItemHead', 'i');

export const FORM_QTY_HEAD = wholeText('formQtyHead', 'i');

export const FORM_PRICE_HEAD = wholeText('formPriceHead', 'i');

export const FORM_VAT_HEAD = wholeText('formVatHead', 'i');

export const FORM_NET_HEAD = wholeText('formNetHead', 'i');

export const FORM_VAT_CATEGORY_HEAD = wholeText('formVatCategoryHead', 'i');

export const FORM_VAT_RATE_HEAD = wholeText('formVatRateHead', 'i');

export const FORM_VAT_BASE_HEAD = wholeText('formVatBaseHead', 'i');

export const FORM_VAT_TAX_HEAD = wholeText('formVatTaxHead', 'i');

export const TOTALS_SECTION_WORD = anyWord('totalsSection', 'i');

// ---- labels of the e-invoice visualisations (EN 16931 business-term names, de and en) ----

/** Form field keys. Party fields are prefixed with the role at mapping time. */
export type FormField =
  | 'number'
  | 'issueDate'
  | 'typeCode'
  | 'currency'
  | 'dueDate'
  | 'buyerReference'
  | 'orderReference'
  | 'contractReference'
  | 'paymentTerms'
  | 'iban'
  | 'debitAccount'
  | 'bic'
  | 'lineNetTotal'
  | 'allowanceTotal'
  | 'chargeTotal'
  | 'taxExclusive'
  | 'vatTotal'
  | 'taxInclusive'
  | 'paidAmount'
  | 'rounding'
  | 'amountDue'
  | 'party.name'
  | 'party.tradingName'
  | 'party.vatId'
  | 'party.taxNumber'
  | 'party.legalId'
  | 'party.id'
  | 'party.address'
  | 'party.line1'
  | 'party.line2'
  | 'party.postcode'
  | 'party.city'
  | 'party.country'
  | 'party.contact'
  | 'party.phone'
  | 'party.contactEmail'
  | 'party.email'
  | 'other';

/**
 * The business terms with names per language (de.ts, en.ts, common-words.ts: `*_FORM_TERMS`), in
 * the order they are tried; `partyArticle` and `partyRole` make the `{party}` of a name ("Name des
 * Verkäufers", "Steuernummer buyer").
 */
export type FormTermId =
  | Exclude<FormField, 'party.contact' | 'party.email' | 'other'>
  | 'party.contact'
  | 'party.email'
  | 'party.postcodeCity'
  | 'other'
  | `item.${ItemField}`
  | 'partyArticle'
  | 'partyRole';

/** One language's names of the business terms (regular-expression sources of alternatives). */
export type FormTerms = Partial<Record<FormTermId, RegExp>>;

/** The languages of the business-term names, in the order they are composed. */
export const FORM_TERM_LANGUAGES: Array<[string, FormTerms]> = [
  ['de', DE_FORM_TERMS],
  ['en', EN_FORM_TERMS],
  ['common', COMMON_FORM_TERMS],
];

/** The alternatives of every language for one term (de, en, language-neutral). */
function termAlternatives(id: FormTermId): string {
  return FORM_TERM_LANGUAGES.flatMap(([, t]) => (t[id] ? [t[id].source] : [])).join('|');
}

/** A party's role after a name ("des Verkäufers", "buyer"). */
const PARTY = `(?:${termAlternatives('partyArticle')})?(?:${termAlternatives('partyRole')})`;

/** A term's names as a whole label, `{party}` filled in. */
const R = (id: FormTermId) => new RegExp(`^(?:${termAlternatives(id).replaceAll('{party}', PARTY)})$`, 'iu');

/** The form fields in the order they are tried (postcode and town under one label read as the address). */
export const FORM_TERM_ORDER: Array<[FormField, FormTermId]> = [
  ['number', 'number'],
  ['issueDate', 'issueDate'],
  ['typeCode', 'typeCode'],
  ['currency', 'currency'],
  ['dueDate', 'dueDate'],
  ['buyerReference', 'buyerReference'],
  ['orderReference', 'orderReference'],
  ['contractReference', 'contractReference'],
  ['paymentTerms', 'paymentTerms'],
  ['iban', 'iban'],
  ['debitAccount', 'debitAccount'],
  ['bic', 'bic'],
  ['lineNetTotal', 'lineNetTotal'],
  ['allowanceTotal', 'allowanceTotal'],
  ['chargeTotal', 'chargeTotal'],
  ['taxExclusive', 'taxExclusive'],
  ['vatTotal', 'vatTotal'],
  ['taxInclusive', 'taxInclusive'],
  ['paidAmount', 'paidAmount'],
  ['rounding', 'rounding'],
  ['amountDue', 'amountDue'],
  ['party.name', 'party.name'],
  ['party.tradingName', 'party.tradingName'],
  ['party.vatId', 'party.vatId'],
  ['party.taxNumber', 'party.taxNumber'],
  ['party.legalId', 'party.legalId'],
  ['party.id', 'party.id'],
  ['party.address', 'party.address'],
  ['party.line1', 'party.line1'],
  // postcode and town under one label ("PLZ / Ort  12345 Musterstadt"): read as a compact address
  ['party.address', 'party.postcodeCity'],
  ['party.line2', 'party.line2'],
  ['party.postcode', 'party.postcode'],
  ['party.city', 'party.city'],
  ['party.country', 'party.country'],
  ['party.contact', 'party.contact'],
  ['party.phone', 'party.phone'],
  ['party.contactEmail', 'party.contactEmail'],
  ['party.email', 'party.email'],
  ['other', 'other'],
];

/**
 * EN 16931 business-term names as the visualisations print them (German names of the XRechnung
 * specification / KoSIT visualisation, English names of EN 16931-1), whole labels.
 */
export const FORM_TERMS: Array<[FormField, RegExp]> = FORM_TERM_ORDER.map(([f, id]) => [f, R(id)]);

export type Col = 'pos' | 'item' | 'qty' | 'price' | 'vat' | 'net';

export const COL_WORDS: Record<Col, RegExp> = {
  pos: FORM_POS_HEAD,
  item: FORM_ITEM_HEAD,
  qty: FORM_QTY_HEAD,
  price: FORM_PRICE_HEAD,
  vat: FORM_VAT_HEAD,
  net: FORM_NET_HEAD,
};

export type VatCol = 'category' | 'rate' | 'base' | 'tax';

export const VAT_WORDS: Record<VatCol, RegExp> = {
  category: FORM_VAT_CATEGORY_HEAD,
  rate: FORM_VAT_RATE_HEAD,
  base: FORM_VAT_BASE_HEAD,
  tax: FORM_VAT_TAX_HEAD,
};

export type ItemField = 'id' | 'name' | 'qty' | 'unit' | 'price' | 'net' | 'rate';

const ITEM_FIELDS: ItemField[] = ['id', 'name', 'qty', 'unit', 'price', 'net', 'rate'];

/** The item terms of a line-item block ("Position", "Artikelname", "Menge" …, "Item name", "Quantity" …). */
export const ITEM_TERMS: Array<[ItemField, RegExp]> = ITEM_FIELDS.map((f) => [f, R(`item.${f}`)]);

/** A VAT breakdown printed as a labelled list per rate: the list's first line ("Umsatzsteuerkategorie: S", "VAT category: S"). */
export const VAT_LIST_START = new RegExp(
  `^(?:${alternativesOf('formVatCategoryHead')})\\s*:\\s*([A-Z]{1,2})$`,
  'i',
);

/** The labels of the list's rows: taxable amount ("Gesamtsumme", "Total"), rate, tax amount. */
export const VAT_LIST_LABELS: Array<['base' | 'rate' | 'tax', RegExp]> = [
  ['base', wholeText('vatListBase')],
  ['rate', wholeText('formVatRateHead')],
  ['tax', wholeText('formVatTaxHead')],
];
