/** Named patterns of item-blocks.ts (the lexicon: words and shapes the documents print). */

export const COLON_PAIR = /^([^:]{2,40}):\s*(\S.*)$/u;

export const RATE = /(-?\d{1,2}(?:[.,]\d{1,2})?)\s*%/;
