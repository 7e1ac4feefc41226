/**
 * A word as the engine read it → the word the layout gets, or nothing. Specks and table rulings
 * next to a word are read as quotes, bars or a semicolon stuck to it ("“ Metallbau",
 * "‘Muster-Einkauf", "Quantité;", "Rem;"): they break label and column-word matches and exact
 * names, and are taken off. A lone letter the engine is unsure of is a speck ("GmbH i").
 * Digits, periods, colons, commas, brackets and signs are kept: they carry meaning ("Nr.",
 * "Datum:", "19 %", "(EUR)", "-5,00").
 *
 *   cleanOcrWord('Quantité;', 91) === 'Quantité';  cleanOcrWord('i', 30) === undefined
 */
import { OCR_LEAD_NOISE, OCR_ONE_LETTER, OCR_TRAIL_NOISE } from '../lexicon/ocr.ts';

/** Below this confidence a word of one letter is dropped. */
export const ONE_LETTER_MIN_CONFIDENCE = 50;

export function cleanOcrWord(text: string, confidence: number): string | undefined {
  const t = text.trim().replace(OCR_LEAD_NOISE, '').replace(OCR_TRAIL_NOISE, '');
  if (!t) return undefined;
  if (OCR_ONE_LETTER.test(t) && confidence < ONE_LETTER_MIN_CONFIDENCE) return undefined;
  return t;
}
