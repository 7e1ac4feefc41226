/** French words and patterns (the lexicon per language; mixed-language patterns compose these). */

/** words that French invoices print often (guessLang) */
export const FR_LANGUAGE_WORDS_G = /\b(facture|montant|quantité|prix|tva|total ht|ttc|échéance|règlement)/g;
