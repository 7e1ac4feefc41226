/** Named patterns of ocr/ (the shapes OCR output and its page images have). */

/** any run of white space (removed from an identifier read by OCR) */
export const OCR_SPACE = /\s+/g;

/** an IBAN as OCR may read it: letters O, I, S where the check digits are */
export const IBAN_LIKE = /^[A-Z]{2}[0-9OIS]{2}[A-Z0-9]{10,30}$/;

/** the header of a binary PGM image (pdftoppm -gray): width, height, maximum grey value */
export const PGM_HEADER = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/;

/**
 * Words that tell a page's language apart (OCR language choice, ocr/language.ts): frequent label
 * and function words of invoices, none shared between the languages (not "total", "date", "de").
 */
export const OCR_LANG_CUES = {
  deu: /^(?:rechnung\w*|datum|menge|betrag|summe|mwst\.?|ust\.?|netto|brutto|zahlbar|steuer\w*|und|der|die|das|für|bitte|gesamt\w*|einzelpreis|bankverbindung|lieferdatum|leistungsdatum|kunde\w*|bezeichnung|beschreibung|nr\.?)$/i,
  eng: /^(?:invoice|quantity|amount|vat|due|price|payment|the|and|of|to|bill|description|subtotal|tax|number|terms|balance|customer)$/i,
  // French words also as the German model reads them: accents may be lost
  fra: /^(?:facture|montant|quantit[ée]|qt[ée]|prix|tva|ttc|[ée]ch[ée]ance|r[èe]glement|le|la|les|des|du|et|pour|client|d[ée]signation|paiement|remise)$/i,
} as const;

/** the characters around a word that are not part of it (punctuation read next to it) */
export const OCR_WORD_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** marks the engine reads from specks and rulings before a word: quotes, bars, backticks */
export const OCR_LEAD_NOISE = /^[‘’‚“”„"'`´|¦]+/u;
/** … and after it: those, and a semicolon (a speck under a dot or beside a letter) */
export const OCR_TRAIL_NOISE = /[‘’‚“”„"'`´|¦;]+$/u;
/** a word of one letter (no digit): with a low confidence a speck rather than a word */
export const OCR_ONE_LETTER = /^\p{L}$/u;
/** a letter or digit: a word without one ("—", "_", "~") is a ruling or speck when unsure */
export const OCR_HAS_ALNUM = /[\p{L}\p{N}]/u;
/**
 * a letter or digit as tall as a capital (digits, capitals, ascenders): a word with one has ink
 * about 0.7 em high (words.ts caps a line's font size by it)
 */
export const OCR_TALL_CHAR = /[\p{Lu}\p{N}bdfhkl]/u;
/** dots, commas, colons, semicolons alone: with tiny ink a speck (clean.ts) */
export const OCR_DOTS = /^[.,:;]+$/;

/**
 * German word stems with "ü" (city names, parts of street names) that the English and French
 * models read as "ii" ("Miinchen"): a word with "ii" where one of these appears once "ii" is
 * read as "ü" is taken so (clean.ts `restoreUmlauts`). "ii" inside other words (Dutch, English)
 * is left alone.
 */
export const OCR_UE_STEMS =
  /münch|nürnb|düssel|lübeck|würzb|saarbrück|osnabrück|fürth|mülheim|müllheim|tübing|lünebu|güters|münster|düren|lüdensch|zürich|jülich|brühl|füssen|brück|mühl|grün|hütte|büttel|bürger|süd/i;
/** "ß" of "…straße" as the English model reads it ("Landstrafle", "StraBe") */
export const OCR_STRASSE_MISREAD = /([Ss]tra)(?:fl|B)(e)$/;

/**
 * The start of an IBAN in OCR text (ocr/id-text.ts): a country code, then two characters that
 * are the check digits or letters the engine reads for digits ("FR2O", "DES4", "DE8g").
 */
export const OCR_IBAN_START =
  /(?<![\p{L}\p{N}])([A-Z]{2}) ?([0-9OoDQIlLZSsGgB|]{2})(?=[ .,]?[\p{L}\p{N}|])/gu;
/** the next group of an IBAN after a separator the engine read between groups (space, dot, comma) */
export const OCR_IBAN_GROUP = /^(?:[ .,]| [.,] ?)?([\p{L}\p{N}|]+)/u;
/** a part of a BBAN pattern of the IBAN registry ("[0-9]{10}", "[A-Z0-9]{11}") */
export const BBAN_PART = /\[([^\]]+)\]\{(\d+)\}/g;
/**
 * A BIC after its label as OCR may read it (ocr/id-text.ts): "BIC", "SWIFT", "BIC/SWIFT" and
 * the label misread ("31C", "B1C", "BlC"), the code after it: 8 or 11 letters and digits, or
 * one more (a speck read as a letter: "CÖOLSDE33XXX").
 */
export const OCR_BIC_LABELLED =
  /(?<![\p{L}\p{N}])((?:BIC|B[1lI|]C|[3B]1C|SWIFT)(?:\s*\/\s*SWIFT)?(?:[- ]?Code)?)(\s*[:.]?\s*)([\p{L}\p{N}]{8,12})(?![\p{L}\p{N}])/gu;
/** an IBAN in groups of four characters (how it is printed) */
export const IBAN_GROUPS_OF_FOUR = /.{1,4}/g;
/** a character no BIC has (a letter with a diacritic read from a speck over a letter) */
export const OCR_NOT_BIC_CHAR = /[^A-Z0-9]/;
/** digits after the check digits of an account: at least eight, in groups */
export const OCR_IBAN_DIGITS_AFTER = /^ ?\d{4}(?: ?\d){4}/;
/** a word that may be a VAT id: a country prefix and 7 to 13 letters and digits (ocr/id-text.ts) */
export const OCR_VAT_WORD = /(?<![\p{L}\p{N}])[A-Z]{2}[0-9A-Z]{7,13}(?![\p{L}\p{N}])/gu;
/** a digit (counted: a VAT id has at least six) */
export const OCR_DIGIT_G = /\d/g;
/** a middle dot as the engine reads it alone (ocr/words.ts `isMiddleDot`) */
export const OCR_MIDDLE_DOT_READ = /^[:.+·•]$/;
