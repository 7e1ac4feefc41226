/** Named patterns of item-blocks.ts (the lexicon: words and shapes the documents print). */

export const COLON_PAIR = /^([^:]{2,40}):\s*(\S.*)$/u;

export const RATE = /(-?\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/**
 * A receipt's quantity line under an item's name: a quantity, its unit, "×" (or "x", "*") and the
 * unit price — "4 Std. × 88,50 €", "2 x $19.00", "5 × 329,90 €"; groups: quantity, unit, price.
 */
export const QTY_TIMES_PRICE = /^(\d+(?:[.,]\d+)?)\s*(\p{L}[\p{L}.]*)?\s*[×xX*]\s*(\S.*)$/u;

/**
 * A detail line under an item row of a table without heads, its quantity, unit and unit price
 * after "à", "@", "×" or "x" — "16 km à 0,95 €", "1 Stk. à 72,50 €", "3 hrs @ 45.00";
 * groups: quantity, unit, price.
 */
export const QTY_AT_PRICE = /^(\d+(?:[.,]\d+)?)\s*(\p{L}[\p{L}.]*)?\s*(?:[×xX*@]|à)\s*(\S.*)$/u;
