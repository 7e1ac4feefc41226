/** Named patterns of the payment-terms reader (the lexicon: words and shapes the documents print). */

import { around } from './words.ts';

export const CONNECTOR_END = around('orAndWord', '(?:[,;&+-]|\\b', ')\\s*$');

export const DATE_PREPOSITION_END = around('datePreposition', '\\b', '\\s*$');

export const CONJUNCTION_START = around('andWord', '^(?:[&+/]|', '\\s)');

export const TERMS_LABEL_START = /^terms\s*:\s*/i;

export const PAYABLE_START = /^(zahlbar|payable)/i;
