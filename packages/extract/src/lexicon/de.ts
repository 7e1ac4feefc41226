/** German words and patterns (the lexicon per language; mixed-language patterns compose these). */

/** words that German invoices print often (guessLang) */
export const DE_LANGUAGE_WORDS_G =
  /\b(rechnung|datum|menge|betrag|summe|mwst|ust|netto|brutto|zahlbar|steuer)/g;
