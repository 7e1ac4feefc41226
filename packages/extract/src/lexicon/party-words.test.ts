import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOLDER_LABEL,
  BUYER_CONTACT_LABEL,
  CONTACT_SENTENCE,
  DELIVERY_DATE_LABEL,
  EMAIL_LABEL,
  PERSON_START,
  PHONE_LABEL,
  SELLER_CONTACT_LABEL,
} from './contact.ts';
import {
  BUYER_WORD,
  FORM_TERM_LANGUAGES,
  FORM_TERM_ORDER,
  FORM_TERMS,
  ITEM_TERMS,
  OTHER_WORD,
  SELLER_WORD,
  TOTALS_SECTION_WORD,
} from './forms.ts';
import {
  ADDR_LABEL,
  BUILDING,
  CITY_LABEL,
  CONTACT_BELOW,
  CONTACT_LINE,
  COUNTRY_LABEL,
  DOC_TITLE,
  HOLDER_LABEL,
  LAW_REF,
  LEGAL_FORM,
  LOGO_WORD,
  NAME_LABEL,
  NAMED_SELLER_LABEL,
  NOT_ADDRESS,
  PC_LABEL,
  PCCITY_LABEL,
  PERSON_TITLE,
  RECEIPT_TITLE,
  REF_LINE,
  REF_WORD_END,
  SALUTATION,
  SENDER_PREFIX,
  STREET_LABEL,
  STREET_RE,
  STREET_WORD,
  TITLE_FROM,
  UNIT_PREFIX,
} from './parties.ts';
import { FORM_TERM_CASES, PARTY_WORD_CASES } from './party-words.cases.ts';
import { LANGUAGES, type WordList } from './words.ts';

/** The named pattern each word list is composed into. */
const PATTERN: Partial<Record<WordList, RegExp>> = {
  deliveryDateLabel: DELIVERY_DATE_LABEL,
  sellerContactLabel: SELLER_CONTACT_LABEL,
  buyerContactLabel: BUYER_CONTACT_LABEL,
  phoneLabel: PHONE_LABEL,
  emailLabel: EMAIL_LABEL,
  personNameTitle: PERSON_START,
  nameParticle: PERSON_START,
  contactSentence: CONTACT_SENTENCE,
  accountHolderLabel: ACCOUNT_HOLDER_LABEL,
  namedSellerLabel: NAMED_SELLER_LABEL,
  holderLabel: HOLDER_LABEL,
  nameLabel: NAME_LABEL,
  streetLabel: STREET_LABEL,
  postcodeCityLabel: PCCITY_LABEL,
  postcodeLabel: PC_LABEL,
  cityLabel: CITY_LABEL,
  countryLabel: COUNTRY_LABEL,
  addressLabel: ADDR_LABEL,
  senderPrefix: SENDER_PREFIX,
  personTitle: PERSON_TITLE,
  salutation: SALUTATION,
  contactLineWord: CONTACT_LINE,
  contactBelowWord: CONTACT_BELOW,
  logoPossessive: LOGO_WORD,
  titleFrom: TITLE_FROM,
  sellerSection: SELLER_WORD,
  buyerSection: BUYER_WORD,
  otherPartySection: OTHER_WORD,
  totalsSection: TOTALS_SECTION_WORD,
  refWord: REF_WORD_END,
  legalForm: LEGAL_FORM,
  unitPrefix: UNIT_PREFIX,
  streetLike: STREET_RE,
  streetWord: STREET_WORD,
  refLineWord: REF_LINE,
  lawRef: LAW_REF,
  buildingWord: BUILDING,
  notAddressWord: NOT_ADDRESS,
  letterTitle: DOC_TITLE,
  receiptTitle: RECEIPT_TITLE,
};

/** The field a label is read as: the first form term (or item term) whose pattern matches. */
function termOf(label: string): string | undefined {
  return (
    FORM_TERMS.find(([, re]) => re.test(label))?.[0] ??
    ITEM_TERMS.map(([f, re]) => [`item.${f}`, re] as const).find(([, re]) => re.test(label))?.[0]
  );
}

describe('lexicon: party, contact and form-section words per language', () => {
  it.each(PARTY_WORD_CASES)('%s (%s): %j → %s', (list, _lang, text, expected) => {
    const re = PATTERN[list] as RegExp;
    expect(re, list).toBeDefined();
    expect(re.test(text)).toBe(expected);
  });

  it("each case's language has a piece that matches it on its own", () => {
    for (const [list, lang, text, expected] of PARTY_WORD_CASES) {
      if (!expected) continue;
      const piece = LANGUAGES.find(([l]) => l === lang)?.[1][list];
      const flags = piece?.flags.includes('u') ? 'iu' : 'i';
      // a case-sensitive list (legal forms) keeps its case
      const alone = new RegExp(piece?.source ?? '$^', list === 'legalForm' ? flags.replace('i', '') : flags);
      expect(alone.test(text), `${list} ${lang} ${text}`).toBe(true);
    }
  });

  it.each(FORM_TERM_CASES)('form term %s (%s): %j', (id, lang, label) => {
    const field = id.startsWith('item.') ? id : FORM_TERM_ORDER.find(([, t]) => t === id)?.[0];
    expect(termOf(label)).toBe(field);
    const piece = FORM_TERM_LANGUAGES.find(([l]) => l === lang)?.[1][id];
    const alone = new RegExp(`^(?:${piece?.source.replaceAll('{party}', '.+') ?? '$^'})$`, 'iu');
    expect(alone.test(label), `${id} ${lang} ${label}`).toBe(true);
  });

  it('composes the form terms of every language: a German and an English name of one field', () => {
    expect(termOf('Steuernummer des Verkäufers')).toBe('party.taxNumber');
    expect(termOf('Seller tax registration identifier')).toBe('party.taxNumber');
    expect(termOf('Name buyer')).toBe('party.name');
    expect(termOf('Lieferschein')).toBeUndefined();
  });
});
