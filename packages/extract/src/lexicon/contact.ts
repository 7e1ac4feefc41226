/**
 * Named patterns of the contact and delivery-date readers (readers/contacts.ts,
 * readers/delivery-date.ts): the labels of a contact person, a telephone number, an e-mail
 * address and the delivery date, composed from the pieces per language (words.ts: de.ts, en.ts,
 * fr.ts, nl.ts, common-words.ts), and the shapes of their values.
 */

import { alternativesOf } from './words.ts';

/** A label of the delivery date (BT-72); a period ("Leistungszeitraum") is none. */
export const DELIVERY_DATE_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('deliveryDateLabel')})(?![\\p{L}])\\s*[:.]?\\s*`,
  'iu',
);

/** A label of the seller's contact person. */
export const SELLER_CONTACT_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('sellerContactLabel')})(?![\\p{L}])\\s*:?\\s*`,
  'iu',
);

/** A label naming the buyer's contact person ("z. Hd.", "Attn:", "À l'attention de :"). */
export const BUYER_CONTACT_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('buyerContactLabel')})(?![\\p{L}])\\s*:?\\s*`,
  'iu',
);

/** A telephone label ("Tel.", "Telefon", "Phone", "Tél. :", "Téléphone"); fax is none. */
export const PHONE_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('phoneLabel')})(?![\\p{L}])\\s*[:.]?\\s*`,
  'iu',
);

/** A telephone number at the start of a text: digits, spaces, "+", "/", "-", "()" and dots. */
export const PHONE_VALUE = /^\+?(?:\(\d[\d\s]*\)|\d)[\d\s()/.\-–]{4,22}\d/u;

/** An e-mail label ("E-Mail", "Email:", "Courriel :", "Mail"). */
export const EMAIL_LABEL = new RegExp(`^(?:${alternativesOf('emailLabel')})\\s*[:.]?\\s*$`, 'iu');

/** An e-mail address anywhere in a text. */
export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;

/** A capitalised name word, then more after a space and maybe a particle ("von", "van", "de"): `{n,m}` follows. */
const PERSON_NAME = `\\p{Lu}[\\p{Ll}'’-]+(?:\\s+(?:${alternativesOf('nameParticle')})?\\p{Lu}[\\p{Ll}'’-]+)`;

/**
 * A person's name at the start of a text: after a form of address ("Herr", "Frau", "M.", "Mme",
 * "Mr") one to four capitalised words (group 1, "Herr Mustermann"), without one two to four
 * (group 2, "Anna Keller"); "Dr." is kept out of the name.
 */
export const PERSON_START = new RegExp(
  `^(?:(?:${alternativesOf('personNameTitle')})\\s+(?:Dr\\.\\s+)?(${PERSON_NAME}{0,3})|(?:Dr\\.\\s+)?(${PERSON_NAME}{1,3}))`,
  'u',
);

/** What may follow a name that ends its text: nothing, or a full stop. */
export const NAME_END = /^\.?$/u;

/** A sentence naming the contact person: "please contact …", "veuillez contacter …", "wenden Sie sich an …". */
export const CONTACT_SENTENCE = new RegExp(`(?<![\\p{L}])(?:${alternativesOf('contactSentence')})\\s+`, 'iu');

/** Where a value printed in one segment with others ends ("Name · Tel. …", "Name, Tel."). */
export const VALUE_END = /\s+[·|•]\s+|,\s+|\s{2,}/u;

/** The label of the bank account's owner (the payee: the seller). */
export const ACCOUNT_HOLDER_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('accountHolderLabel')})(?![\\p{L}])\\s*:?\\s*`,
  'iu',
);

/** What is compared of two names: letters and digits, lower case. */
export const NAME_NOISE = /[^\p{L}\p{N}]+/gu;
