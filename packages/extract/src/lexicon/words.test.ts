import { describe, expect, it } from 'vitest';
import {
  CORRECTED_INVOICE_COMPACT,
  FACTORED_INVOICE_COMPACT,
  INSURER_INVOICE_COMPACT,
  SELF_BILLED_COMPACT,
  SUM_WORD_START,
  TAX_WORD,
  TITLE_ALONE,
  TITLE_WORD_IN_TEXT,
} from './document.ts';
import {
  BANK_LABEL_END,
  BUYER_CUE,
  CARRIED,
  CONTAINED,
  CREDIT_TITLE,
  DEBIT_CONTEXT,
  DEBIT_WORD,
  INVOICE_TITLE,
  PAY_PHRASE,
  SKONTO_AMOUNT,
  TERMS_COLUMN_HEAD,
  UNTIL,
} from './header.ts';
import {
  CUE_FIELD_WORDS,
  LEGAL_FORM_START,
  NAME_WRAP_END,
  NOT_TOWN_WORD,
  PARTY_ROLE_START,
  STREET_NAME_WORD,
  STREET_SUFFIX_END,
  YOUR_ACCOUNT,
} from './parties.ts';
import { CONNECTOR_END, DATE_PREPOSITION_END } from './terms.ts';
import { WORD_CASES } from './words.cases.ts';
import {
  alternativesOf,
  anyWord,
  LANGUAGES,
  standaloneWord,
  startWord,
  type WordList,
  wholeText,
  wholeWord,
} from './words.ts';

/** The patterns composed from the newer word lists (lexicon/parties.ts, header.ts, terms.ts, document.ts). */
const PARTY_PATTERNS: Partial<Record<WordList, RegExp>> = {
  streetSuffix: STREET_SUFFIX_END,
  streetName: STREET_NAME_WORD,
  partyFieldWord: CUE_FIELD_WORDS,
  partyRole: PARTY_ROLE_START,
  yourAccount: YOUR_ACCOUNT,
  andWord: CUE_FIELD_WORDS,
  nameWrapWord: NAME_WRAP_END,
  legalFormStart: LEGAL_FORM_START,
  notTownWord: NOT_TOWN_WORD,
  containedTax: CONTAINED,
  buyerWord: BUYER_CUE,
  bankLabel: BANK_LABEL_END,
  debitContext: DEBIT_CONTEXT,
  debitWord: DEBIT_WORD,
  termsColumnHead: TERMS_COLUMN_HEAD,
  orAndWord: CONNECTOR_END,
  datePreposition: DATE_PREPOSITION_END,
  payWord: PAY_PHRASE,
  cashDiscount: SKONTO_AMOUNT,
  carriedForward: CARRIED,
  invoiceTitle: INVOICE_TITLE,
  creditTitle: CREDIT_TITLE,
  untilWord: UNTIL,
  taxWord: TAX_WORD,
  titleWordCompact: TITLE_WORD_IN_TEXT,
  selfBilled: SELF_BILLED_COMPACT,
  insurerInvoiceCompact: INSURER_INVOICE_COMPACT,
  factoredInvoiceCompact: FACTORED_INVOICE_COMPACT,
  correctedInvoiceCompact: CORRECTED_INVOICE_COMPACT,
  sumWord: SUM_WORD_START,
  documentTitle: TITLE_ALONE,
};

/** The pattern a reader uses for each list (as the family modules compose it). */
function patternOf(list: WordList): RegExp {
  const party = PARTY_PATTERNS[list];
  if (party) return party;
  if (list.startsWith('form') || list === 'hoursHead' || list === 'progressHead' || list === 'daysHead')
    return wholeText(list);
  if (list === 'creditNote' || list === 'correctedInvoice' || list === 'vatWord') return wholeWord(list);
  if (list === 'priceWord') return wholeText(list);
  if (['allowanceWord', 'chargeWord', 'shippingWord'].includes(list)) return startWord(list);
  if (['adjustmentAllowance', 'adjustmentCharge', 'ourWord'].includes(list)) return standaloneWord(list);
  return anyWord(list, list.endsWith('Note') ? '' : 'i');
}

describe('lexicon: word lists per language', () => {
  it.each(WORD_CASES)('%s (%s): %j → %s', (list, _lang, text, expected) => {
    const t = list.endsWith('Note') && !['creditNote'].includes(list) ? text.toLowerCase() : text;
    expect(patternOf(list).test(t)).toBe(expected);
  });

  it("each case's language has a piece that matches it on its own", () => {
    for (const [list, lang, text, expected] of WORD_CASES) {
      if (!expected) continue;
      const piece = LANGUAGES.find(([l]) => l === lang)?.[1][list];
      const t =
        list.startsWith('form') ||
        list === 'hoursHead' ||
        list === 'progressHead' ||
        list === 'daysHead' ||
        list === 'priceWord'
          ? new RegExp(`^(?:${piece?.source})$`, 'i')
          : new RegExp(piece?.source ?? '$^', 'i');
      expect(t.test(text), `${list} ${lang} ${text}`).toBe(true);
    }
  });

  it('composes the languages in a fixed order (de, en, fr, nl, es, it, da, pl-cs-pt, north-east, south-east, wider-europe, asia-africa, language-neutral)', () => {
    expect(LANGUAGES.map(([l]) => l)).toEqual([
      'de',
      'en',
      'fr',
      'nl',
      'es',
      'it',
      'da',
      'pl-cs-pt',
      'north-east',
      'south-east',
      'wider-europe',
      'asia-africa',
      'common',
    ]);
    expect(alternativesOf('creditNote')).toBe(
      'gutschrift|credit\\s*note|avoir|note\\s+de\\s+cr[ée]dit|creditnota|creditfactuur|nota\\s+de\\s+abono|nota\\s+de\\s+cr[ée]dito|nota\\s+di\\s+credito|kreditnota',
    );
  });
});
