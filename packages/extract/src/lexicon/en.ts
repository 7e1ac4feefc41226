/** English words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Words } from './words.ts';

/** words that English invoices print often (guessLang) */
export const EN_LANGUAGE_WORDS_G = /\b(invoice|date|quantity|amount|total|vat|due|price|payment)\b/g;

/** English pieces of the per-language word lists (composed in words.ts). */
export const EN_WORDS: Words = {
  creditNote: /credit\s*note/,
  correctedInvoice: /corrected\s*invoice/,
  intraCommunityNote: /intra-?community/,
  reverseChargeNote: /reverse\s*charge/,
  smallBusinessNote: /small\s*business\s*(?:scheme|exemption)/,
  exportNote: /export|third\s*countr/,
  notTaxableNote: /not\s*subject\s*to\s*vat/,
  exemptNote: /exempt/,
  formPosHead: /no\.?/,
  formItemHead: /item|description|article/,
  formQtyHead: /quantity|qty\.?/,
  formPriceHead: /unit price|price|net price/,
  formVatHead: /vat|tax|vat rate/,
  formNetHead: /net|net amount|amount|total/,
  formVatCategoryHead: /vat category(?: code)?|tax category/,
  formVatRateHead: /vat (?:category )?rate|tax rate/,
  formVatBaseHead: /taxable amount|vat category taxable amount/,
  formVatTaxHead: /vat amount|tax amount|vat category tax amount/,
  orderOrContract: /order|delivery|contract/,
  invoiceDocument: /invoice|credit/,
  otherDate: /deliver|due|order|period/,
  buyerReference: /buyer/,
  precedingInvoice: /preceding/,
  directDebit: /direct debit/,
  breakdown: /breakdown/,
  hoursHead: /hours|hrs\.?/,
  allowanceWord: /discount|allowance|coupon|voucher/,
  chargeWord: /charge|surcharge/,
  shippingWord: /shipping|delivery|postage/,
  adjustmentAllowance: /discount|allowance/,
  adjustmentCharge: /surcharge/,
  priceWord: /price/,
  amountWord: /amount/,
  vatWord: /vat|tax/,
  ourWord: /our/,
  streetName: /street|road|avenue|lane|drive/,
  partyFieldWord: /name|company|address|details/,
  andWord: /and/,
  nameWrapWord: /and|of|for/,
  legalFormStart: /Ltd\.?|Limited|LLC|Inc\.?/,
};
