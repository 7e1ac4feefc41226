/**
 * The language a page is read in. One model at a time reads better and faster than the three
 * together (deu+eng+fra lost umlauts and accents on scans of German and French invoices, and cost
 * about a fifth more CPU; bench/README.md): the first page is read with the German model, its
 * words tell the document's language (OCR_LANG_CUES), and only when another language clearly wins
 * is that page read again with its model, and the following pages with it too.
 *
 *   ocrLanguage(['Facture', 'N°', 'Date', 'Prix', 'TVA']) === 'fra'
 */
import { OCR_LANG_CUES, OCR_WORD_EDGES } from '../lexicon/ocr.ts';

export type OcrLang = keyof typeof OCR_LANG_CUES;

/** The model a document starts with (most documents read here are German). */
export const FIRST_OCR_LANG: OcrLang = 'deu';

/** Cue words needed before another language than the first is chosen. */
const MIN_CUES = 3;

/** The language of these words: the first one unless another has more cues (and at least MIN_CUES). */
export function ocrLanguage(words: string[], first: OcrLang = FIRST_OCR_LANG): OcrLang {
  const score: Record<OcrLang, number> = { deu: 0, eng: 0, fra: 0 };
  for (const w of words) {
    const bare = w.replace(OCR_WORD_EDGES, '');
    for (const lang of Object.keys(OCR_LANG_CUES) as OcrLang[])
      if (OCR_LANG_CUES[lang].test(bare)) score[lang]++;
  }
  let best = first;
  for (const lang of Object.keys(score) as OcrLang[])
    if (score[lang] >= MIN_CUES && score[lang] > score[best]) best = lang;
  return best;
}
