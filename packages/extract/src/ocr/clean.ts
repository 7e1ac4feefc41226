/**
 * A word as the engine read it → the word the layout gets, or nothing. Specks and table rulings
 * next to a word are read as quotes, bars or a semicolon stuck to it ("“ Metallbau",
 * "‘Muster-Einkauf", "Quantité;", "Rem;"): they break label and column-word matches and exact
 * names, and are taken off. A lone letter the engine is unsure of is a speck ("GmbH i").
 * Digits, periods, colons, commas, brackets and signs are kept: they carry meaning ("Nr.",
 * "Datum:", "19 %", "(EUR)", "-5,00"). Confidence alone does not tell a speck: with one language
 * model the engine gives 0 to real values ("EUR", "DE 12345", "3Std" on scans of the ZUGFeRD
 * visualisation, "L87654321012345" on another producer's), so only words that look like specks
 * (one letter, or no letter and digit: "_", "—") are dropped when it is unsure.
 *
 * A dot, comma, colon or semicolon alone whose ink is tiny (under SPECK_MAX_EM of the line's font
 * size both wide and high) is a speck whatever the confidence ("47,90 ." with 85 % in the VAT
 * table of the ZUGFeRD visualisation, ": " specks in French address blocks): a real colon after a
 * label is taller. Dashes are kept: real ones in small print are as narrow as specks read as "-".
 *
 *   cleanOcrWord('Quantité;', 91) === 'Quantité';  cleanOcrWord('i', 30) === undefined
 *   cleanOcrWord('.', 85, 0.05) === undefined
 */
import {
  OCR_DOTS,
  OCR_HAS_ALNUM,
  OCR_LEAD_NOISE,
  OCR_ONE_LETTER,
  OCR_STRASSE_MISREAD,
  OCR_TRAIL_NOISE,
  OCR_UE_STEMS,
} from '../lexicon/ocr.ts';

/** Below this confidence a word of one letter, or without letter and digit, is dropped. */
export const SPECK_MAX_CONFIDENCE = 50;
/** A dot, comma, colon or semicolon alone smaller than this (ems of its line's font size) is a speck. */
export const SPECK_MAX_EM = 0.15;

/**
 * A table ruling right before or after a cell is read as a bracket stuck to it ("[Amount", "[7%"
 * in an English table, "5,00]" in a French one): a bracket at an end without its partner in the
 * word is taken off; "[%]", "(EUR)" are kept.
 */
function unpairedBrackets(t: string): string {
  let w = t;
  if (w.startsWith('[') && !w.includes(']')) w = w.slice(1);
  if (w.endsWith(']') && !w.includes('[')) w = w.slice(0, -1);
  return w;
}

/** `inkEm`: the larger side of the word's box in ems of its line's font size (when known). */
export function cleanOcrWord(text: string, confidence: number, inkEm?: number): string | undefined {
  const t = unpairedBrackets(text.trim().replace(OCR_LEAD_NOISE, '').replace(OCR_TRAIL_NOISE, ''));
  if (!t) return undefined;
  const noAlnum = !OCR_HAS_ALNUM.test(t);
  if (inkEm !== undefined && inkEm < SPECK_MAX_EM && OCR_DOTS.test(t)) return undefined;
  const speckLike = OCR_ONE_LETTER.test(t) || noAlnum;
  if (speckLike && confidence < SPECK_MAX_CONFIDENCE) return undefined;
  return restoreUmlauts(t);
}

/**
 * "ü" and "ß" of German names as the English and French models read them: "Miinchen" →
 * "München" (a German stem, OCR_UE_STEMS, once "ii" is read as "ü"), "Landstrafle" →
 * "Landstraße". Other words are returned as they are.
 */
export function restoreUmlauts(word: string): string {
  if (word.includes('ii')) {
    const ue = word.replaceAll('ii', 'ü');
    if (OCR_UE_STEMS.test(ue)) return ue;
  }
  return word.replace(OCR_STRASSE_MISREAD, '$1ß$2');
}
