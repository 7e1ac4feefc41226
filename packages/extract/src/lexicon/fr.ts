/** French words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Words } from './words.ts';

/** words that French invoices print often (guessLang) */
export const FR_LANGUAGE_WORDS_G = /\b(facture|montant|quantité|prix|tva|total ht|ttc|échéance|règlement)/g;

/** French pieces of the per-language word lists (composed in words.ts). */
export const FR_WORDS: Words = {
  creditNote: /avoir/,
  correctedInvoice: /facture\s*rectificative/,
  /** "livraison intracommunautaire", art. 262 ter I du CGI */
  intraCommunityNote: /intracommunautaire|intra-?communautaire|262\s*ter\s*i\b/,
  reverseChargeNote: /autoliquidation/,
  /** "TVA non applicable, art. 293 B du CGI" */
  smallBusinessNote: /franchise\s*en\s*base|art(?:icle)?\.?\s*293\s*b/,
  exportNote: /hors\s*ue/,
  notTaxableNote: /non\s*soumis|hors\s*(?:scope|champ)/,
  /** art. 261 du CGI */
  exemptNote: /exon[ée]r|art\.?\s*261/,
  orderOrContract: /commande|livraison/,
  invoiceDocument: /facture|avoir/,
  otherDate: /livraison|[ée]ch[ée]ance|commande/,
  directDebit: /pr[ée]l[èe]vement/,
  hoursHead: /heures/,
  allowanceWord: /remise|rabais|r[ée]duction|bon\s+de\s+r[ée]duction/,
  chargeWord: /frais/,
  shippingWord: /frais\s+de\s+(?:port|livraison)|livraison/,
  adjustmentAllowance: /remise|rabais|r[ée]duction/,
  adjustmentCharge: /majoration/,
  priceWord: /prix/,
  amountWord: /montant/,
  vatWord: /tva/,
  ourWord: /notre/,
  streetName: /rue|chemin|boulevard|impasse|all[ée]e|place/,
  partyFieldWord: /adresse|nom|soci[ée]t[ée]/,
  andWord: /et/,
  nameWrapWord: /et|de|pour/,
  legalFormStart: /SARL|SAS|SA/,
};

/**
 * The legal mentions' statement of a company's form ("SARL au capital de 120 000 €", "EURL
 * unipersonnelle au capital …") for `form` as printed in the name.
 */
export function capitalStatement(form: string): RegExp {
  const escaped = form.replace(/\./g, '\\.');
  return new RegExp(`(?:^|[\\s,;:–-])${escaped}\\s+(?:unipersonnelle\\s+)?au\\s+capital\\b`, 'iu');
}
