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
 *   cleanOcrWord('Quantité;', 91) === 'Quantité';  cleanOcrWord('i', 30) === undefined
 */
import { OCR_HAS_ALNUM, OCR_LEAD_NOISE, OCR_ONE_LETTER, OCR_TRAIL_NOISE } from '../lexicon/ocr.ts';

/** Below this confidence a word of one letter, or without letter and digit, is dropped. */
export const SPECK_MAX_CONFIDENCE = 50;

export function cleanOcrWord(text: string, confidence: number): string | undefined {
  const t = text.trim().replace(OCR_LEAD_NOISE, '').replace(OCR_TRAIL_NOISE, '');
  if (!t) return undefined;
  const speckLike = OCR_ONE_LETTER.test(t) || !OCR_HAS_ALNUM.test(t);
  if (speckLike && confidence < SPECK_MAX_CONFIDENCE) return undefined;
  return t;
}
