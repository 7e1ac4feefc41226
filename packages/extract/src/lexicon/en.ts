/** English words and patterns (the lexicon per language; mixed-language patterns compose these). */

/** words that English invoices print often (guessLang) */
export const EN_LANGUAGE_WORDS_G = /\b(invoice|date|quantity|amount|total|vat|due|price|payment)\b/g;
