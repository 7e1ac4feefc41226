/** Named patterns of the payment-terms reader (the lexicon: words and shapes the documents print). */

export const CONNECTOR_END = /(?:[,;&+-]|\b(?:und|oder|and|or|et|ou|en|of))\s*$/i;

export const DATE_PREPOSITION_END = /\b(?:bis|zum|am|until|by|before|on|avant|le|au|tot|op|voor)\s*$/i;

export const CONJUNCTION_START = /^(?:[&+/]|(?:und|and|et|en)\s)/i;

export const TERMS_LABEL_START = /^terms\s*:\s*/i;

export const PAYABLE_START = /^(zahlbar|payable)/i;
