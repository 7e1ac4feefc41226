/**
 * Label dictionaries for every field the extractor looks for, composed per field from each
 * language's labels (lexicon/de.ts, en.ts, fr.ts, nl.ts). Each entry is a regular-expression
 * source matched case-insensitively against a text segment; the value is what follows the
 * label (same segment, segment to the right, or the line below).
 *
 * Keep entries generic (words that any invoice in that language uses), never a sample's
 * wording of names or values.
 */

import { DE_LABELS } from './lexicon/de.ts';
import { EN_LABELS } from './lexicon/en.ts';
import { FR_LABELS } from './lexicon/fr.ts';
import { LANGUAGE_WORDS_G, labelPattern, labelRunInPattern, moreLabels } from './lexicon/labels.ts';
import { NL_LABELS } from './lexicon/nl.ts';

export type Lang = 'de' | 'en' | 'fr' | 'nl';

/** The fields that have labels. */
export const LABEL_FIELDS = [
  'number',
  'issueDate',
  'dueDate',
  'deliveryDate',
  'customerNumber',
  'orderReference',
  'contractReference',
  'buyerReference',
  'leitwegId',
  'vatId',
  'buyerVatId',
  'taxNumber',
  'iban',
  'bic',
  'currency',
  'paymentTerms',
  'lineNetTotal',
  'taxExclusive',
  'vatTotal',
  'taxInclusive',
  'amountDue',
  'paidAmount',
  'allowanceTotal',
  'chargeTotal',
  'seller',
  'buyer',
  'name',
  'address',
  'delivery',
] as const;

export type LabelField = (typeof LABEL_FIELDS)[number];

type Dict = Record<LabelField, Partial<Record<Lang, string[]>>>;

/** One language's labels: regular-expression sources per field. */
export type Labels = Partial<Record<LabelField, string[]>>;

/** Each language's labels (lexicon/de.ts, en.ts, fr.ts, nl.ts), composed in this order per field. */
const BY_LANGUAGE: Array<[Lang, Labels]> = [
  ['de', DE_LABELS],
  ['en', EN_LABELS],
  ['fr', FR_LABELS],
  ['nl', NL_LABELS],
];

/** Every field's labels per language. */
export const LABELS = Object.fromEntries(
  LABEL_FIELDS.map((field) => [
    field,
    Object.fromEntries(
      BY_LANGUAGE.flatMap(([lang, labels]) => (labels[field] ? [[lang, labels[field]]] : [])),
    ),
  ]),
) as Dict;

const cache = new Map<string, RegExp>();

/** A field's label words in all languages, longest first (so the longest label wins). */
function alternatives(field: LabelField): string[] {
  return [...Object.values(LABELS[field]).flat(), ...moreLabels(field)].sort((a, b) => b.length - a.length);
}

/**
 * One regular expression for a field: the label at a word boundary, optionally followed by
 * punctuation (":", "#", "."), capturing nothing; `anchored` requires it at the start.
 */
export function labelRe(field: LabelField, anchored = false): RegExp {
  const key = `${field}|${anchored}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const alts = alternatives(field);
  const re = labelPattern(alts, anchored);
  cache.set(key, re);
  return re;
}

/**
 * A field's label followed right away by a letter: a value run into the label without a gap
 * ("N° de commandePO-10090"); the caller checks the case change (see findLabeled).
 */
export function labelRunInRe(field: LabelField, anchored = false): RegExp {
  const key = `${field}|${anchored}|run-in`;
  const hit = cache.get(key);
  if (hit) return hit;
  const alts = alternatives(field);
  const re = labelRunInPattern(alts, anchored);
  cache.set(key, re);
  return re;
}

/** Guess the document language from label words. */
export function guessLang(text: string): Lang {
  const t = text.toLowerCase();
  const score: Record<Lang, number> = {
    de: (t.match(LANGUAGE_WORDS_G.de) ?? []).length,
    en: (t.match(LANGUAGE_WORDS_G.en) ?? []).length,
    fr: (t.match(LANGUAGE_WORDS_G.fr) ?? []).length,
    nl: (t.match(LANGUAGE_WORDS_G.nl) ?? []).length,
  };
  return (Object.entries(score).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'de') as Lang;
}

export { COLUMN_WORDS, COLUMN_WORDS_FOLDED, foldMarks } from './lexicon/columns.ts';
