/** Dutch words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Words } from './words.ts';

/** words that Dutch invoices print often (guessLang) */
export const NL_LANGUAGE_WORDS_G = /\b(factuur|bedrag|aantal|prijs|btw|totaal|vervaldatum)\b/g;

/** Dutch pieces of the per-language word lists (composed in words.ts). */
export const NL_WORDS: Words = {
  creditNote: /creditnota|creditfactuur/,
  reverseChargeNote: /btw\s*verlegd/,
  smallBusinessNote: /kleineondernemersregeling/,
  exportNote: /uitvoer|buiten\s*de\s*eu/,
  exemptNote: /vrijgesteld/,
  invoiceDocument: /factuur|creditnota/,
  directDebit: /incasso/,
  hoursHead: /uren/,
  allowanceWord: /korting/,
  chargeWord: /toeslag/,
  shippingWord: /verzendkosten|verzending/,
  adjustmentAllowance: /korting/,
  adjustmentCharge: /toeslag/,
  amountWord: /bedrag/,
  vatWord: /btw/,
  ourWord: /onze/,
  streetName: /laan|straat|plein|gracht|kade/,
  partyFieldWord: /naam|bedrijf|adres/,
  andWord: /en/,
  nameWrapWord: /en|voor/,
  legalFormStart: /B\.V\.|BV|N\.V\./,
};
