/** Dutch words and patterns (the lexicon per language; mixed-language patterns compose these). */

/** words that Dutch invoices print often (guessLang) */
export const NL_LANGUAGE_WORDS_G = /\b(factuur|bedrag|aantal|prijs|btw|totaal|vervaldatum)\b/g;
