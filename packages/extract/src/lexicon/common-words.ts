/** Language-neutral words of the per-language word lists (EU law references, symbols). */

import type { FormTerms } from './forms.ts';
import type { Words } from './words.ts';

export const COMMON_WORDS: Words = {
  /** Art. 138 of the VAT directive 2006/112/EC */
  intraCommunityNote: /art(?:icle)?\.?\s*138\b/,
  formPosHead: /#|id/,
  nameWrapWord: /&|\+/,
  /** currency and multiplication sign after a number: no town */
  notTownWord: /eur|x/,
  /** Spanish ("autofactura") */
  selfBilled: /autofactura/,
  // document and header patterns (document.ts, header.ts), session 13
  numberMark: /#/,
  legalRefWord: /§+/,
  footerLabel: /tel|fax|e-?mail|www/,
};

/** Language-neutral pieces of the party and contact patterns ("E-Mail", "c/o", "Fax", "www."). */
export const COMMON_PARTY_WORDS: Words = {
  emailLabel: /e-?mail|mail/,
  salutation: /c\/o/,
  contactBelowWord: /fax|e-?mail|mail|www\.|internet/,
  refWord: /ref|id/,
  /** the European company (SE) and the Polish limited company */
  legalForm: /SE|Sp\.\s?z\s?o\.\s?o\./,
  /** a house number at the end or a number first ("Hauptstr. 5", "12 High St") */
  streetLike: /\d+\s*[a-z]?$|^\d+[a-z]?\s/,
  refLineWord: /id/,
  lawRef: /art\.|§/,
  notAddressWord:
    /tel\.?(?![\p{L}])|fax(?![\p{L}])|e-?mail|www\.|http|iban(?![\p{L}])|bic(?![\p{L}])|gln(?![\p{L}])/u,
};

/** Language-neutral EN 16931 business-term names ("IBAN", "BIC / SWIFT", "E-Mail"). */
export const COMMON_FORM_TERMS: FormTerms = {
  iban: /iban/,
  bic: /bic(?: ?\/ ?swift)?|swift(?:-code)?/,
  'party.contactEmail': /e-?mail(?:-?adresse)?/,
};
