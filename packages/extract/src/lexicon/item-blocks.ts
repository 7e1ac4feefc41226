/** Named patterns of item-blocks.ts (the lexicon: words and shapes the documents print). */

export const COLON_PAIR = /^([^:]{2,40}):\s*(\S.*)$/u;

export const RATE = /(-?\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/**
 * A receipt's quantity line under an item's name: a quantity, its unit, "×" (or "x", "*") and the
 * unit price — "4 Std. × 88,50 €", "2 x $19.00", "5 × 329,90 €"; groups: quantity, unit, price.
 */
/**
 * A till receipt's item row: the text, the gross amount (two decimals, a trailing minus for a
 * return), a VAT code letter or digit at the end ("TOMATEN RISPEN  3,39 B", " 5 x Spaghetti
 * Carbonara  13,00  65,00 B", "Zeitung  1,80 B"): group 1 the text, 2 the amount, 3 the code.
 */
export const TILL_ROW =
  /^(.*?\S)\s+(-?\d{1,3}(?:[.\s]?\d{3})*,\d{2}-?|-?\d{1,3}(?:[,\s]?\d{3})*\.\d{2}-?)\s?([A-Z]|\d)$/u;

/**
 * A till row's text led by its quantity and ending in the unit price ("5 x Spaghetti Carbonara
 * 13,00", "1 Almdudler 0,35  3,50"): group 1 the quantity, 2 the name, 3 the price.
 */
export const QTY_NAME_PRICE = /^(\d+(?:[.,]\d+)?)\s*(?:[x×X*]\s+)?(\p{L}.*?)\s+(\d[\d.,]*[.,]\d{2})$/u;

/** A quantity line of a measured item alone: "57,18 l x 1,839 EUR/l", "2 x 7,16", "1,225 kg x 2,77 EUR/kg". */
export const MEASURED_QTY =
  /^\d+(?:[.,]\d+)?\s*\p{L}{0,3}\.?\s*[x×X*]\s*\d[\d.,]*\s*(?:EUR|€)?(?:\s*\/\s*\p{L}{1,3})?$/u;

export const QTY_TIMES_PRICE = /^(\d+(?:[.,]\d+)?)\s*(\p{L}[\p{L}.]*)?\s*[×xX*]\s*(\S.*)$/u;

/**
 * A detail line under an item row of a table without heads, its quantity, unit and unit price
 * after "à", "@", "×" or "x" — "16 km à 0,95 €", "1 Stk. à 72,50 €", "3 hrs @ 45.00";
 * groups: quantity, unit, price.
 */
export const QTY_AT_PRICE = /^(\d+(?:[.,]\d+)?)\s*(\p{L}[\p{L}.]*)?\s*(?:[×xX*@]|à)\s*(\S.*)$/u;

/**
 * The same inside an item's name, its price a number ("Arbeitszeit 2 Std. à 45,48 EUR", "…, 39
 * Seiten à 0,50 EUR", "27 km x 0,30 €"); groups: quantity, unit, price.
 */
export const QTY_AT_PRICE_IN_TEXT_G =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(\p{L}[\p{L}.]*)?\s*(?:[×xX@]|à)\s*(?:€\s*)?(\d+(?:[.,]\d+)?)(?![\d])/gu;
