/**
 * Named patterns of the contact and delivery-date readers (readers/contacts.ts,
 * readers/delivery-date.ts): the labels of a contact person, a telephone number, an e-mail
 * address and the delivery date in German, English and French, and the shapes of their values.
 */

/** A label of the delivery date (BT-72); a period ("Leistungszeitraum") is none. */
export const DELIVERY_DATE_LABEL =
  /(?<![\p{L}])(?:liefer(?:ungs)?datum|leistungsdatum|liefertermin|liefer-?\s*und\s*(?:leistungs|rechnungs)datum|(?:leistungs|rechnungs)-?\s*und\s*lieferdatum|delivery\s*date|date\s*of\s*(?:delivery|supply)|supply\s*date|date\s*de\s*(?:livraison|prestation)|leverdatum|leveringsdatum)(?![\p{L}])\s*[:.]?\s*/iu;

/** A label of the seller's contact person. */
export const SELLER_CONTACT_LABEL =
  /(?<![\p{L}])(?:(?:ihre?\s+)?(?:ansprechpartner(?:in)?|kontakt(?:person)?|sachbearbeiter(?:in)?|bearbeiter(?:in)?)|(?:your\s+)?contact(?:\s+person)?|(?:votre\s+)?(?:contact|interlocut(?:eur|rice)))(?![\p{L}])\s*:?\s*/iu;

/** A label naming the buyer's contact person ("z. Hd.", "Attn:", "À l'attention de :"). */
export const BUYER_CONTACT_LABEL =
  /(?<![\p{L}])(?:z\.\s?hd\.?(?:\s*v\.)?|attn\.?|attention|[àa]\s+l['’]attention\s+de)(?![\p{L}])\s*:?\s*/iu;

/** A telephone label ("Tel.", "Telefon", "Phone", "Tél. :", "Téléphone"); fax is none. */
export const PHONE_LABEL =
  /(?<![\p{L}])(?:tel(?:efon|ephone)?\.?|t[ée]l[ée]phone|t[ée]l\.?|phone|fon|mobil(?:e|telefon)?|portable)(?![\p{L}])\s*[:.]?\s*/iu;

/** A telephone number at the start of a text: digits, spaces, "+", "/", "-", "()" and dots. */
export const PHONE_VALUE = /^\+?(?:\(\d[\d\s]*\)|\d)[\d\s()/.\-–]{4,22}\d/u;

/** An e-mail label ("E-Mail", "Email:", "Courriel :", "Mail"). */
export const EMAIL_LABEL = /^(?:e-?mail|mail|courriel)\s*[:.]?\s*$/iu;

/** An e-mail address anywhere in a text. */
export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;

/**
 * A person's name at the start of a text: after a form of address ("Herr", "Frau", "M.", "Mme",
 * "Mr") one to four capitalised words (group 1, "Herr Mustermann"), without one two to four
 * (group 2, "Anna Keller"); "Dr." is kept out of the name.
 */
export const PERSON_START =
  /^(?:(?:[Hh]errn?|[Ff]rau|Mrs?\.?|Ms\.?|M\.|Mme\.?)\s+(?:Dr\.\s+)?(\p{Lu}[\p{Ll}'’-]+(?:\s+(?:von\s+|van\s+|de\s+)?\p{Lu}[\p{Ll}'’-]+){0,3})|(?:Dr\.\s+)?(\p{Lu}[\p{Ll}'’-]+(?:\s+(?:von\s+|van\s+|de\s+)?\p{Lu}[\p{Ll}'’-]+){1,3}))/u;

/** What may follow a name that ends its text: nothing, or a full stop. */
export const NAME_END = /^\.?$/u;

/** A sentence naming the contact person: "please contact …", "veuillez contacter …", "wenden Sie sich an …". */
export const CONTACT_SENTENCE =
  /(?<![\p{L}])(?:please\s+contact|contact(?:ez|er)|wenden\s+sie\s+sich\s+(?:bitte\s+)?an|kontaktieren\s+sie)\s+/iu;

/** Where a value printed in one segment with others ends ("Name · Tel. …", "Name, Tel."). */
export const VALUE_END = /\s+[·|•]\s+|,\s+|\s{2,}/u;

/** The label of the bank account's owner (the payee: the seller). */
export const ACCOUNT_HOLDER_LABEL =
  /(?<![\p{L}])(?:kontoinhaber(?:in)?|account\s*(?:holder|name)|titulaire(?:\s+du\s+compte)?|beneficiary|beg[üu]nstigte[rn]?)(?![\p{L}])\s*:?\s*/iu;

/** What is compared of two names: letters and digits, lower case. */
export const NAME_NOISE = /[^\p{L}\p{N}]+/gu;
