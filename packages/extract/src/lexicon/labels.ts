/**
 * Patterns built from the label dictionaries (labels.ts, per field and language) and the words
 * that tell a document's language.
 */

import type { LabelField, Lang } from '../labels.ts';
import { ASIA_AFRICA_LABELS } from './asia-africa.ts';
import { DA_LABELS } from './da.ts';
import { DE_LANGUAGE_WORDS_G } from './de.ts';
import { EN_LANGUAGE_WORDS_G } from './en.ts';
import { ES_LABELS } from './es.ts';
import { FR_LANGUAGE_WORDS_G } from './fr.ts';
import { IT_LABELS } from './it.ts';
import { NL_LANGUAGE_WORDS_G } from './nl.ts';
import { NORTH_EAST_LABELS } from './north-east.ts';
import { CS_SK_LABELS, PT_LABELS } from './pl-cs-pt.ts';
import { SOUTH_EAST_LABELS } from './south-east.ts';
import { WIDER_EUROPE_LABELS } from './wider-europe.ts';

/**
 * A field's labels (alternatives, longest first) at a word boundary, optionally followed by a
 * parenthesis and punctuation (":", "#", "."); `anchored` requires it at the start.
 */
export function labelPattern(alts: string[], anchored: boolean): RegExp {
  return new RegExp(
    // a parenthesis after the label ("(Leitweg-ID)"), also one the label column wrapped ("(Leitweg-")
    `${anchored ? '^' : '(?<![\\p{L}\\p{N}])'}(?:${alts.join('|')})(?![\\p{L}])\\s*(?:\\([^)]{0,20}(?:\\)|$))?\\s*[:#.]?\\s*`,
    'iu',
  );
}

/** A field's labels followed right away by a letter (a value run into its label). */
export function labelRunInPattern(alts: string[], anchored: boolean): RegExp {
  return new RegExp(`${anchored ? '^' : '(?<![\\p{L}\\p{N}])'}(?:${alts.join('|')})(?=\\p{L})`, 'iu');
}

/** Words that only documents of one language print often (counted by guessLang). */
export const LANGUAGE_WORDS_G: Record<Lang, RegExp> = {
  de: DE_LANGUAGE_WORDS_G,
  en: EN_LANGUAGE_WORDS_G,
  fr: FR_LANGUAGE_WORDS_G,
  nl: NL_LANGUAGE_WORDS_G,
};

/** The labels of the languages kept in their own files (es, it, da, cs / sk, pt, sv / no / fi / pl / hu / ro / el, the south-east, wider-Europe and Asian/African ones) for a field. */
export function moreLabels(field: LabelField): string[] {
  return [
    ...(ES_LABELS[field] ?? []),
    ...(IT_LABELS[field] ?? []),
    ...(DA_LABELS[field] ?? []),
    ...(CS_SK_LABELS[field] ?? []),
    ...(PT_LABELS[field] ?? []),
    ...(NORTH_EAST_LABELS[field] ?? []),
    ...(SOUTH_EAST_LABELS[field] ?? []),
    ...(WIDER_EUROPE_LABELS[field] ?? []),
    ...(ASIA_AFRICA_LABELS[field] ?? []),
  ];
}
