/** Named patterns of parties.ts (the lexicon: words and shapes the documents print). */

import { LABELS, type LabelField } from '../labels.ts';
import { alternativesOf, anyWord, endWord, standaloneWord, startWord } from './words.ts';

/**
 * A postcode line: an optional country prefix ("D-", "CH-"), the postcode — Dutch "1011 AB",
 * Portuguese "4000-447", four to six digits, Polish "61-894", Czech / Slovak / Swedish "301 00"
 * (the town after it starts with a capital), UK, Irish — then the town and maybe ", country".
 */
/**
 * The cue of the invoice's recipient among several buyer-side cues ("Auftraggeber | Rechnungsempfänger
 * | Lieferanschrift", "Sold to | Bill to | Ship to"): the buyer of the invoice.
 */
export const INVOICE_RECIPIENT_CUE =
  /^(?:rechnungs?empf[äa]nger|rechnungs(?:adresse|anschrift)|rechnung\s+an|bill(?:ed)?\s+to|invoice\s+(?:to|address)|billing\s+address|factur[ée]\s+à|adresse\s+de\s+facturation|destinataire\s+de\s+la\s+facture)\b/iu;

export const PC_LINE =
  /^(?:([A-Z]{1,2})\s?[- ]\s?)?(\d{4}\s?(?!(?:LA|LE|DE|ST|EL)\s+\P{Ll}*$)[A-Z]{2}(?=\s)|\d{4}-\d{3}|\d{4,6}|\d{2}-\d{3}|\d{3}\s\d{2}(?=\s+\p{Lu})|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[\dW]\s[A-Z0-9]{4})\s+((?:['’]s-)?[\p{L}][\p{L}\p{N} .'’\-()/]*?)(?:\s*,\s*([\p{L} .]+))?$/u;

/**
 * A postcode line of the spaced shape "411 06 Göteborg", "702 00 Ostrava": three digits, a space,
 * two digits — no house number and street ("12 High St"), though it starts with a number.
 */
export const SPACED_POSTCODE_START = /^\d{3}\s\d{2}\s+\p{Lu}/u;

export const UK_CITY_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?),?\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})(?:\s*,?\s*(?:UK|GB|United Kingdom))?$/u;

/**
 * The town, then a postcode of a shape that names its country: Dutch "Amsterdam 1011 ZX",
 * Luxembourg "Luxembourg L-1855", Maltese "Valletta VLT 1117" (not a register number "HRB 1234");
 * groups: town, Dutch, Luxembourg, Maltese postcode, a country after a comma.
 */
export const CITY_THEN_EU_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?),?\s+(?:(\d{4}\s?[A-Z]{2})|(L-\d{4})|((?!HR[AB]|GNR|PR\b|VR\b)[A-Z]{3}\s?\d{4}))(?:\s*,\s*([\p{L} ]+))?$/u;

/** an Italian province's code in brackets after the town ("Verona (VR)") */
export const PROVINCE_END = /\s*\([A-Z]{2}\)$/;

/** A continental postcode alone on its line, under its town ("München" / "81561"). */
export const POSTCODE_ALONE = /^\d{4,5}$/;

/** A country's ISO code after the town (and its province): "37121 Verona (VR) IT"; group 1 the code. */
export const TRAILING_CODE = /\s+([A-Z]{2})$/;

/** "Galway H91 E504": the town, then the Eircode */
export const IE_CITY_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?(?:\s\d{1,2}W?)?),?\s+([A-Z]\d[\dW]\s[A-Z0-9]{4})(?:\s*,\s*(?:Ireland|IE))?$/u;

/**
 * "Springfield, IL 62704": town, state, ZIP. The state is a word of its own (after a space or a
 * comma): "Zertifiziert nach DIN 77200" is no town "Zertifiziert nach D" in Indiana.
 */
export const US_CITY_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?)(,?)(?:\s+|(?<=,))([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*,?\s+(\d{5}(?:-\d{4})?)(?:\s*,?\s*(?:USA?|U\.S\.A?\.?|United States(?: of America)?))?$/u;

/** A label before a number ("Customer ID 12345", "Kunden-Nr. OR 12345"): no town before a state. */
export const REF_WORD_END = new RegExp(`(?<![\\p{L}])(?:${alternativesOf('refWord')})\\.?$`, 'iu');

/** "Toronto, ON M5V 3L9": town, province, postal code */
export const CA_CITY_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?),?\s+(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s*,?\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)(?:\s*,?\s*Canada)?$/u;

/** "Sydney NSW 2000": town, state, postcode */
export const AU_CITY_PC =
  /^([\p{L}][\p{L} .'’-]{1,40}?),?\s+(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s*,?\s+(\d{4})(?:\s*,?\s*Australia)?$/u;

/**
 * The words after a house number that make "4557 De Silva St", "1600 Amphitheatre Parkway" or
 * "1242 chemin de l'olive" a street printed number first, not a 4–5 digit postcode and a town;
 * also with a suite after it ("5868 N Central Ave Ste 5B", "4002 N Central Ave, Suite 310"),
 * and the rarer suffixes of the US postal list ("7946 Nicollet Mall", "120 Ocean Walk", "88 Mill Loop").
 */
export const STREET_TAIL =
  /(?<![\p{L}])(?:street|st\.?|road|rd\.?|avenue|ave\.?|av\.?|lane|ln\.?|drive|dr\.?|boulevard|blvd\.?|parkway|pkwy\.?|way|court|ct\.?|terrace|place|pl\.?|highway|hwy\.?|circle|cir\.?|square|sq\.?|crescent|close|grove|gardens|row|trail|plaza|pike|mall|walk|alley|loop|expressway|expy\.?|freeway|fwy\.?|turnpike|tpke\.?|causeway|crossing|mews)(?:\s+(?:[NSEW]|north|south|east|west|[NS][EW])\.?)?(?:,?\s+(?:suite|ste\.?|unit|apt\.?|#)\s*[\p{L}\d-]{1,5})?$/iu;

export const STREET_HEAD =
  /^(?:rue|avenue|av\.|boulevard|bd|chemin|all[ée]e|impasse|route|place|quai|cours|square|rte)\s+\S/iu;

export const LEGAL_FORM = new RegExp(`\\b(${alternativesOf('legalForm')})(?![\\p{L}\\p{N}])`, 'u');

/** A US suite or unit after the street ("…, Suite 310", "…, Ste 5B", "…, #200"): part of the street line. */
export const US_UNIT_AFTER = /^(?:suite|ste\.?|apt\.?|unit|#)\s*[\p{L}\d-]{1,5}$/iu;

/** a unit, suite or floor number printed before the street ("Unit 11", "Suite 2", "Flat 3b") */
export const UNIT_PREFIX = new RegExp(`^(?:${alternativesOf('unitPrefix')})\\s+[\\p{L}\\d]{1,4}$`, 'iu');

export const STREET_RE = new RegExp(`(${alternativesOf('streetLike')})`, 'i');

/** A street word ("Brotweg 2", "35 rue d'ici"), not just a number ("Meisterbetrieb seit 1950"). */
export const STREET_WORD = new RegExp(`(${alternativesOf('streetWord')})`, 'iu');

/** A reference line in an address block: "Kd.-Nr. 10023", "Customer No: 55", "N° client : 12". */
export const REF_LINE = new RegExp(
  `^[\\p{L}.\\- ]{0,25}(?<![\\p{L}])(?:${alternativesOf('refLineWord')})\\.?\\s*:?\\s*[\\p{L}\\d\\-/]*\\d[\\p{L}\\d\\-/]*$`,
  'iu',
);

/** A reference to a law ("art. 138", "§ 13b UStG", "Richtlijn 2006/112/EG", "article 283-2"). */
export const LAW_REF = new RegExp(`(?<![\\p{L}])(?:${alternativesOf('lawRef')})(?![\\p{L}])`, 'iu');

/** A line that names a unit of the organisation above it (lexicon words `departmentWord`). */
export const DEPARTMENT_LINE = new RegExp(`^(?:${alternativesOf('departmentWord')})(?![\\p{L}])`, 'iu');

export const CONTACT_LINE = new RegExp(
  `(?<![\\p{L}])(${alternativesOf('contactLineWord')})(?![\\p{L}])`,
  'iu',
);

export const SALUTATION = new RegExp(`^(${alternativesOf('salutation')})\\b`, 'i');

export const BUILDING = new RegExp(`(?<![\\p{L}])(?:${alternativesOf('buildingWord')})(?![\\p{L}])`, 'iu');

export const CONTACT_BELOW = new RegExp(`^(?:${alternativesOf('contactBelowWord')})(?![\\p{L}])`, 'iu');

/** A person's form of address that is part of the recipient's name ("Herrn Max Mustermann"). */
export const PERSON_TITLE = new RegExp(`^(?:${alternativesOf('personTitle')})(?=\\s|$)`, 'i');

/** "Firma Beispiel GmbH": the word is a form of address, not part of the name */
export const FIRMA = /^(?:firma|fa\.)\s+/i;

export const NOT_ADDRESS = new RegExp(`(?<![\\p{L}\\p{N}])(${alternativesOf('notAddressWord')})|@`, 'iu');

/**
 * Templates print a placeholder where the logo goes: "LOGO", "[Logo]", "Ihr Logo", "LOGO Vendeur"
 * (a cue after it) or "LOGO ACME" (the name after it).
 */
export const LOGO_WORD = new RegExp(
  `^[[(]?(?:${alternativesOf('logoPossessive')})?logo[\\])]?(?:\\s+|$)`,
  'i',
);

/** A British or Irish county ("Cambridgeshire", "Greater London", "Co. Antrim"). */
export const UK_COUNTY =
  /^(?:\p{L}+shire|greater\s+(?:london|manchester)|kent|essex|surrey|middlesex|(?:east\s+|west\s+)?sussex|norfolk|suffolk|devon|cornwall|dorset|somerset|cumbria|merseyside|tyne\s+and\s+wear|(?:west|east)\s+midlands|(?:north|south|west|east)\s+yorkshire|northumberland|rutland|county\s+\p{L}+|co\.\s*\p{L}+|fife|midlothian|west\s+lothian|east\s+lothian|powys|gwynedd|(?:south|mid|west)\s+glamorgan)$/iu;

/**
 * A UK postcode or an Irish Eircode on a line of its own ("SW1A 1AA", "T12 XY64"), the post town on
 * the line above. UK postcodes are also printed without the space ("EC1A1BB": the inward code is
 * always a digit and two letters).
 */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/;

export const EIRCODE = /^[A-Z]\d[\dW]\s[A-Z0-9]{4}$/;

export const NAME_LABEL = new RegExp(`^(${alternativesOf('nameLabel')})$`, 'i');

export const STREET_LABEL = new RegExp(`^(${alternativesOf('streetLabel')})$`, 'i');

export const PCCITY_LABEL = new RegExp(`^(${alternativesOf('postcodeCityLabel')})$`, 'i');

export const PC_LABEL = new RegExp(`^(${alternativesOf('postcodeLabel')})$`, 'i');

export const CITY_LABEL = new RegExp(`^(${alternativesOf('cityLabel')})$`, 'i');

export const COUNTRY_LABEL = new RegExp(`^(${alternativesOf('countryLabel')})$`, 'i');

export const ADDR_LABEL = new RegExp(`^(${alternativesOf('addressLabel')})$`, 'i');

/**
 * Any label of a party's field list, printed without its colon in a cell left of the value
 * ("Επωνυμία | Eichenprint e.K.", "Name | Max Muster").
 */
export const PARTY_FIELD_LABEL = new RegExp(
  `^(?:${(
    [
      'nameLabel',
      'streetLabel',
      'postcodeCityLabel',
      'postcodeLabel',
      'cityLabel',
      'countryLabel',
      'addressLabel',
    ] as const
  )
    .map((k) => alternativesOf(k))
    .join('|')})$`,
  'iu',
);

/** A value that ends in another field's label and value ("Frankfurt am Main ΤΚ: 60559"). */
export const INNER_FIELD = /^(.*?\S)\s+([\p{L}.]{1,12})\s*:\s*(\S.*)$/u;

/** A field's value with a country after a comma ("300011, România"). */
export const VALUE_THEN_COUNTRY = /^([^,]+?)\s*,\s*(\p{L}[\p{L} .-]+)$/u;

/** A street with its number, then the town after a comma ("Bd. Revoluției din 1989 nr. 107, Timișoara"). */
export const STREET_THEN_TOWN = /^(.*\d\S*)\s*,\s*(\p{Lu}[\p{L}' .-]{1,40})$/u;

export const SENDER_SEP = /\s*(?:[·•●|∙]|\s-\s|\s–\s|\s\/\s)\s*/;

/**
 * A sender line's town after a German post code at its end, set off by whatever a scan's OCR made
 * of the middle dot before it: "… Süd 53 51465 Bergisch Gladbach", "… 79 --04100 Leipzig",
 * "… 39. 04109 Leipzig" (see `looseSenderParts`).
 */
export const SENDER_POSTCODE_TAIL = /[\s.·•|+\-–]+(\d{5}\s+\p{Lu}[^·•|+]*)$/u;

/** What the OCR made of a middle dot between name and street: " - ", " + ", " | ", "GmbH- ". */
export const SENDER_SEP_LOOSE = /\s+[-+–|•·]{1,2}\s*|(?<=[\p{L})])-\s+/gu;

/** The space after a name's legal form ("Kontaktwerk Media GmbH Gewerbepark Süd 105a"). */
export const AFTER_LEGAL_FORM = new RegExp(
  `(?<=(?<![\\p{L}])(?:${alternativesOf('legalForm')})(?:\\s*\\([\\p{L} ]+\\))?)\\s+`,
  'gu',
);

/** "Abs.:", "Absender:", "Expéditeur :" before the sender's name */
export const SENDER_PREFIX = new RegExp(`^(?:${alternativesOf('senderPrefix')})\\s*:?\\s+`, 'i');

/**
 * Of a trading name and a legal name printed one under the other, the legal (registered) name is
 * the one printed again elsewhere in the document (account holder "NOM : …", the footer, the
 * sign-off) while the other is not: it then becomes the name.
 */
export const HOLDER_LABEL = new RegExp(`^(?:${alternativesOf('holderLabel')})$`, 'i');

/** French company forms that the legal mentions state on their own ("SARL au capital de …"). */
export const FR_FORM = /^(.+?)\s*[,-]?\s+(SARL|S\.A\.R\.L\.|SAS|SASU|EURL|SA|SNC|SCI|SELARL|SCOP)$/u;

/** Words of a document's own title, which no letterhead name is. */
export const DOC_TITLE = new RegExp(`^(?:${alternativesOf('letterTitle')})\\b`, 'i');

/** A receipt's own title, alone or with its number ("TAXIQUITTUNG", "Quittung Nr. 71/26", "Till receipt"). */
export const RECEIPT_TITLE = new RegExp(
  `^(?:${alternativesOf('receiptTitle')})(?:$|\\s+(?:(?:nr|no|nummer|number)(?![\\p{L}])|n°|#))`,
  'iu',
);

/** Labels of the info block a town may run into on its baseline ("Bad Homburg v. d. Höhe Datum"). */
const INFO_FIELDS: LabelField[] = [
  'number',
  'issueDate',
  'dueDate',
  'deliveryDate',
  'customerNumber',
  'orderReference',
  'buyerReference',
  'contractReference',
];

/** An info-block label (longest first) anywhere in a text, not after a digit. */
export const INFO_LABEL_G = new RegExp(
  `(?<![\\p{N}])(?:${INFO_FIELDS.flatMap((f) => Object.values(LABELS[f]).flat())
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** A Dublin postal district after the town ("Dublin 2, D02 X285"). */
export const DUBLIN_DISTRICT_END = /\s\d{1,2}W?$/;

/** A five-digit ZIP code (no ZIP+4). */
export const US_ZIP5 = /^\d{5}$/;

/** The United States named after the ZIP code. */
export const US_COUNTRY_END = /(?:USA?|U\.S\.A?\.?|United States(?: of America)?)$/u;

/** "Musterstrasse 44, 40789 Musterstadt, DE": a part with a number, a comma, the rest. */
export const STREET_COMMA_REST = /^(.*?\d.*?),\s*(.+)$/;

/** A postcode line before the street after a comma ("9021 Győr, Baross Gábor út 23."). */
export const POSTCODE_TOWN_COMMA_REST = /^(\d{4,6}\s+[^,\d]+),\s*(.+\d.*)$/u;

/** The Greek postcode's mark before it ("Τ.Κ. 241 00 Kalamata", "T.K. 105 57 Athens"). */
export const POSTCODE_MARK_START = /^(?:Τ\.\s?Κ\.|T\.\s?K\.)\s*(?=\d)/u;

/** A town, a postcode of 5–6 digits and a named country ("NINGBO 315020, CHINA", "Pune 411001, India"). */
export const CITY_PC_COUNTRY = /^(\p{L}[\p{L} .'-]{1,40}?)\s+(\d{4,6})\s*,\s*(\p{L}[\p{L} .'-]{2,40})$/u;

/** A line that starts with a postcode of 4–6 digits. */
export const POSTCODE_FIRST = /^\d{4,6}\s/;

/** "4557 De Silva St": a long house number, then the street (captured). */
export const HOUSE_NUMBER_FIRST = /^\d{3,6}\s+(.+)$/;

/** "To (Buyer)", "Von (Verkäufer):", "Gutschriftsempfänger (Leistungserbringer)": a word with the role in brackets (captured). */
export const CUE_IN_BRACKETS = /^[\p{L}.]{1,24}\s*\(([^()]{2,30})\)\s*:?$/u;

/**
 * A cue printed in two languages, one word and its translation ("Sprzedawca / Seller", "Odběratel /
 * Customer", "Käufer / Buyer"): both parts captured.
 */
export const CUE_TRANSLATED = /^([\p{L}.]{2,24})\s*\/\s*([\p{L}.]{2,24}(?: [\p{L}.]{2,12})?)\s*:?$/u;

/** A town's name alone on its line ("London", an Irish "Galway, Co. Galway"). */
export const TOWN_SHAPE = /^\p{L}[\p{L} .,'’-]{1,40}$/u;

/** "35 rue d'ici, Bâtiment B": street and address line 2 on one line (both captured). */
export const STREET_COMMA_LINE2 = /^(.*\p{L}.*\d.*|.*\d.*\p{L}.*?),\s+(\p{L}.*)$/u;

/** "… GmbH & Co. KG": the legal form goes on after "& Co.". */
export const AND_CO_FORM = /^\s*&\s*Co\.?(?:\s*(?:KGaA|KG|OHG)\b\.?)?/i;

/** The separators of names printed in a list ("Muster GmbH · Beispiel AG, …"). */
export const NAME_LIST_SEP = /\s*(?:[·•|]|\s-\s|,)\s*/;

/** The separators of a footer's address parts (dots, bars, dashes, commas, semicolons). */
export const FOOTER_SEP = /\s*(?:[·•●|∙]|\s[-–]\s|[,;])\s*/;

/** "25 rue du Fournisseur 92120 MONTROUGE": street and postcode line run together (captured). */
export const STREET_THEN_POSTCODE = /^(.*\S)\s+(\d{4,5}\s+\p{L}.*)$/u;

/** A street name ending in a street word ("Hauptstraße", "Am Marktplatz"), per language (words.ts). */
export const STREET_SUFFIX_END = endWord('streetSuffix');

/** A street word of its own ("Rue du Port", "Park Lane"), per language (words.ts). */
export const STREET_NAME_WORD = standaloneWord('streetName');

/** The rest of a cue that names a party's fields ("Kunde (Name und Anschrift):", "Customer name / company"). */
export const CUE_FIELD_WORDS = new RegExp(
  `^[(/&,\\s]*(?:(?:${alternativesOf('partyFieldWord')})[\\s/&,:()]*(?:${alternativesOf('andWord')})?[\\s/&,:()]*)+$`,
  'i',
);

/** A name that ends in a connector ("FeRD Management und"): it goes on in the next line. */
export const NAME_WRAP_END = new RegExp(`(?:^|\\s)(?:${alternativesOf('nameWrapWord')})$`, 'i');

/** A line that starts with a legal form ("GmbH & Co. KG", "& Co. KG"): the end of a wrapped name. */
export const LEGAL_FORM_START = new RegExp(`^(?:&\\s*co\\.?\\s*)?(?:${alternativesOf('legalFormStart')})\\b`);

/** Words after a postcode-like number that are no town ("10 Uhr", "5 Stk", "EUR"). */
export const NOT_TOWN_WORD = new RegExp(`^(?:${alternativesOf('notTownWord')})\\b`, 'i');

/**
 * Labels that name the seller in the bank details or the small print, read when no party block
 * gave a name: the account's holder ("Titulaire du compte : NETPRESSE", "Kontoinhaber:", "Account
 * holder:", "Account name:", "Rekeninghouder:") and a provider's or marketplace's seller ("sold by
 * X", "Sold By : X", "Verkauf durch X", "Vendu par X", "Verkocht door X", "Service Provider:").
 */
export const NAMED_SELLER_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternativesOf('namedSellerLabel')})(?![\\p{L}])\\s*:?\\s*`,
  'iu',
);

/** Where a name after such a label ends: a wide gap, a bullet or a dash between spaces. */
export const NAMED_SELLER_END = /\s{2,}|\s+[·|•–—-]\s+/u;

/** What no name after such a label is: a remark in parentheses, a number, a sentence, no letter. */
export const NOT_NAMED_SELLER = /^[(\d]|[.!?:]\s|^.{61,}$|^[^\p{L}]*$/u;

/** A document's title alone on its line ("FACTUUR", "INVOICE", "Rechnung"): no line of an address block. */
export const DOC_TITLE_ALONE = new RegExp(`${DOC_TITLE.source}\\s*$`, 'i');

/**
 * A receipt's or invoice's title naming its issuer ("Receipt from Kronform Ltd.", "Beleg von
 * Nordhaus e.K.", "Reçu de …", "Factuur van …"): the name is what follows.
 */
export const TITLE_FROM = new RegExp(
  `^(?:${alternativesOf('titleFrom')})\\s+(?:${alternativesOf('fromWord')})\\s+`,
  'iu',
);

/** The title of a tear-off payment slip ("PAYMENT ADVICE", "Avis de paiement", "Betaalstrook"). */
export const REMITTANCE_SLIP = new RegExp(`^(?:${alternativesOf('remittanceSlip')})\\s*:?$`, 'i');

/** A party cue that names a role in the trade ("Verkäufer", "Supplier:"), not the paper's issuer or addressee. */
export const PARTY_ROLE_START = startWord('partyRole', 'iu');

/** A payment to the addressee's account ("auf Ihr Konto IBAN …", "to your account", "sur votre compte"). */
export const YOUR_ACCOUNT = anyWord('yourAccount', 'i');

/**
 * A heading of one to four words before a party's name on its line, in a language the lexicon
 * lacks ("Vendisto: Verda Stelo B.V.", "Đơn vị bán hàng: Công ty …", "გამყიდველი: შპს …"): the
 * name is what follows the colon (a capital, a digit, a quote, or a letter of a script without
 * capitals).
 */
export const HEADING_BEFORE_NAME =
  /^\p{L}[\p{L}'’.-]{1,}(?:\s+[\p{L}'’.-]+){0,3}\s*:\s+(?=[\p{Lu}\d«"„“]|[\u10D0-\u10FF])/u;

/** A single word of letters (a country's name in any language under a postcode line). */
export const ONE_LETTER_WORD = /^\p{L}[\p{L}'’.-]*$/u;

/** A heading of one to three words of letters, with an optional colon ("Kupac", "Bill to:"). */
export const BLOCK_HEADING = /^\p{L}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,2}\s*:?$/u;

/**
 * The Faroese and Icelandic postcode of three digits with the country's prefix ("FO-100
 * Tórshavn", "IS-101 Reykjavík"): group 1 the prefix, 2 the digits, 3 the town.
 */
export const SHORT_PREFIXED_PC_LINE = /^(FO|IS)-(\d{3})\s+(\p{L}[\p{L} .'’-]*)$/u;

/** "AZ2000 Gəncə, Azərbaycan": the country's code glued to the postcode, the town, the country named. */
export const GLUED_PREFIX_PC_LINE =
  /^([A-Z]{2})(\d{3,6})\s+(\p{L}[\p{L} .'’-]*?)\s*,\s*(\p{L}[\p{L} .'’-]+)$/u;

/** The commas between the parts of an address printed on one line. */
export const ADDRESS_COMMAS = /\s*,\s*/;

/** Where a party's one-line value after its cue splits: commas, middle dots, bars. */
export const CUE_VALUE_SEP = /\s*,\s+|\s*[·•●|∙]\s*/;

/**
 * One word alone, in capitals or joined by a hyphen ("REIKNINGUR", "Шот-фактура"): a title rather
 * than a name.
 */
export const CAPITALS_WORD_ALONE = /^(?:[\p{Lu}-]+|\p{L}+-\p{L}+)$/u;
