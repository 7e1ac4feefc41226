/** Named patterns of forms.ts (the lexicon: words and shapes the documents print). */

import { anyWord, wholeText } from './words.ts';

export const SELLER_WORD =
  /\b(verk[äa]ufer[s]?|seller|supplier|lieferant(en)?|rechnungssteller|leistungserbringer|fournisseur|vendeur|verkoper|leverancier)\b/iu;

export const BUYER_WORD =
  /\b(k[äa]ufer[s]?|buyer|customer|kunde|rechnungsempf[äa]nger|auftraggeber|acheteur|client|koper|klant)\b/iu;

export const OTHER_WORD =
  /\b(zahlungsempf[äa]nger|payee|steuervertreter[s]?|steuerbevollm[äa]chtigte[rn]?|tax representative|liefer(ung|anschrift|ort)|deliver(y|ed)?|ship to|empf[äa]nger der lieferung|warenempf[äa]nger|b[ée]n[ée]ficiaire)\b/iu;

export const CODE_FIRST = /^([A-Z0-9]{1,4})\s*[–—-]\s+\S/;

export const SIMPLE_PC =
  /^(?:([A-Z]{1,2})[- ])?(\d{4,5}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\s+(\S.*)$/;

export const QTY_CELL = /^([-−]?[\d.,]+)(?:\s+(\S.*))?$/;

export const VAT_CELL = /^([A-Z]{1,2})(?:\s+(-?\d+(?:[.,]\d+)?)\s?%)?$/;

export const VAT_CODE = /^([A-Z]{1,2})(?:\s*[–—-]\s+\S.*)?$/;

export const PRECEDING_WORD = anyWord('precedingInvoice', 'i');

export const DIRECT_DEBIT_WORD = anyWord('directDebit', 'i');

export const BREAKDOWN_WORD = anyWord('breakdown', 'i');

export const FORM_POS_HEAD = wholeText('formPosHead', 'i');

export const FORM_ITEM_HEAD = wholeText('formItemHead', 'i');

export const FORM_QTY_HEAD = wholeText('formQtyHead', 'i');

export const FORM_PRICE_HEAD = wholeText('formPriceHead', 'i');

export const FORM_VAT_HEAD = wholeText('formVatHead', 'i');

export const FORM_NET_HEAD = wholeText('formNetHead', 'i');

export const FORM_VAT_CATEGORY_HEAD = wholeText('formVatCategoryHead', 'i');

export const FORM_VAT_RATE_HEAD = wholeText('formVatRateHead', 'i');

export const FORM_VAT_BASE_HEAD = wholeText('formVatBaseHead', 'i');

export const FORM_VAT_TAX_HEAD = wholeText('formVatTaxHead', 'i');

export const TOTALS_SECTION_WORD = /aufschl|breakdown|gesamtbetr|totals|summe/i;

// ---- labels of the e-invoice visualisations (EN 16931 business-term names, de and en) ----

/** Form field keys. Party fields are prefixed with the role at mapping time. */
export type FormField =
  | 'number'
  | 'issueDate'
  | 'typeCode'
  | 'currency'
  | 'dueDate'
  | 'buyerReference'
  | 'orderReference'
  | 'contractReference'
  | 'paymentTerms'
  | 'iban'
  | 'debitAccount'
  | 'bic'
  | 'lineNetTotal'
  | 'allowanceTotal'
  | 'chargeTotal'
  | 'taxExclusive'
  | 'vatTotal'
  | 'taxInclusive'
  | 'paidAmount'
  | 'rounding'
  | 'amountDue'
  | 'party.name'
  | 'party.tradingName'
  | 'party.vatId'
  | 'party.taxNumber'
  | 'party.legalId'
  | 'party.id'
  | 'party.address'
  | 'party.line1'
  | 'party.line2'
  | 'party.postcode'
  | 'party.city'
  | 'party.country'
  | 'party.contact'
  | 'party.email'
  | 'other';

const R = (s: string) => new RegExp(`^(?:${s})$`, 'iu');
const PARTY = '(?:des |der )?(?:verk[äa]ufers?|k[äa]ufers?|seller|buyer|supplier|customer)';
const SELLER_P = '(?:seller|supplier|buyer|customer)';

/**
 * EN 16931 business-term names as the visualisations print them (German names of the XRechnung
 * specification / KoSIT visualisation, English names of EN 16931-1), whole labels.
 */
export const FORM_TERMS: Array<[FormField, RegExp]> = [
  [
    'number',
    R('rechnungsnummer|rechnungs-?nr\\.?|invoice (?:number|no\\.?)|gutschriftsnummer|credit note number'),
  ],
  ['issueDate', R('rechnungsdatum|ausstellungsdatum|invoice (?:issue )?date|issue date|gutschriftsdatum')],
  ['typeCode', R('rechnungsart|rechnungstyp|invoice type(?: code)?|(?:art|code) der rechnung|dokumentart')],
  ['currency', R('(?:rechnungs)?w[äa]hrung|(?:invoice )?currency(?: code)?|w[äa]hrungscode')],
  ['dueDate', R('f[äa]lligkeitsdatum|(?:payment )?due date|zahlungsziel|f[äa]llig am|zahlbar bis')],
  [
    'buyerReference',
    R(
      'k[äa]uferreferenz(?: ?\\(leitweg-?id\\))?|buyer reference(?: ?\\(leitweg-?id\\))?|leitweg-?id|routing-?id',
    ),
  ],
  ['orderReference', R('bestellnummer|bestellreferenz|(?:purchase )?order (?:reference|number)')],
  ['contractReference', R('vertragsnummer|vertragsreferenz|contract (?:reference|number)')],
  ['paymentTerms', R('zahlungsbedingungen|payment terms|skonto; weitere zahlungsbedingungen')],
  [
    'iban',
    R(
      'iban|konto ?\\(iban\\)|account ?\\(iban\\)|kontonummer|kennung des zahlungskontos|payment account identifier|account identifier|bankverbindung ?\\(iban\\)',
    ),
  ],
  ['debitAccount', R('belastetes konto|debited account(?: identifier)?|kennung des zu belastenden kontos')],
  [
    'bic',
    R(
      'bic(?: ?/ ?swift)?|swift(?:-code)?|bic des zahlungsdienstleisters|(?:kennung des )?zahlungsdienstleisters?(?: ?\\(bic\\))?|payment service provider(?: identifier)?(?: ?\\(bic\\))?',
    ),
  ],
  [
    'lineNetTotal',
    R(
      'summe (?:der |aller )?nettobetr[äa]ge(?: aller (?:rechnungs)?positionen)?|nettosumme aller positionen|summe aller positionen(?: netto)?|sum of (?:invoice )?line net amounts?|total invoice line amounts|sum of line net amounts?',
    ),
  ],
  [
    'allowanceTotal',
    R(
      'summe (?:der )?nachl[äa]sse(?: auf dokumentenebene)?|summe der abschl[äa]ge|sum of allowances(?: on document level)?|total allowances',
    ),
  ],
  [
    'chargeTotal',
    R(
      'summe (?:der )?zuschl[äa]ge(?: auf dokumentenebene)?|sum of charges(?: on document level)?|total charges',
    ),
  ],
  [
    'taxExclusive',
    R(
      'gesamtbetrag ohne (?:umsatzsteuer|ust\\.?|mwst\\.?)|rechnungsbetrag ohne umsatzsteuer|nettobetrag|gesamtsumme netto|total amount net|invoice total amount without vat|total (?:amount )?without vat',
    ),
  ],
  [
    'vatTotal',
    R(
      'gesamtbetrag der umsatzsteuer|summe (?:der )?umsatzsteuer|summe ust\\.?|invoice total vat amount|total vat(?: amount)?',
    ),
  ],
  [
    'taxInclusive',
    R(
      'gesamtbetrag (?:einschlie(?:ß|ss)lich|inkl\\.?|mit) (?:umsatzsteuer|ust\\.?|mwst\\.?)|bruttobetrag|gesamtsumme brutto|total amount gross|rechnungsbetrag einschlie(?:ß|ss)lich umsatzsteuer|invoice total amount with vat|total (?:amount )?with vat',
    ),
  ],
  [
    'paidAmount',
    R(
      'bereits gezahlt(?:er betrag)?|vorauszahlungsbetrag|gezahlter betrag(?: brutto)?|paid amount|already paid|amount paid|prepaid amount',
    ),
  ],
  ['rounding', R('rundungsbetrag|rounding amount')],
  [
    'amountDue',
    R(
      'f[äa]lliger betrag(?: brutto)?|zahlbetrag|zu zahlender betrag|amount due(?: for payment)?|payable amount',
    ),
  ],
  [
    'party.name',
    R(
      `name(?: ${PARTY})?|firma|firmenname|unternehmen|company|company name|${SELLER_P} name|(?:verk[äa]ufer|k[äa]ufer)name`,
    ),
  ],
  [
    'party.tradingName',
    R(
      `(?:abweichender )?handelsname(?: ${PARTY})?|(?:different )?trad(?:ing|e) name|${SELLER_P} trading name`,
    ),
  ],
  [
    'party.vatId',
    R(
      `umsatzsteuer-?identifikationsnummer(?: ${PARTY})?|umsatzsteuer-id|ust\\.?-?\\s?id\\.?-?\\s?(?:nr\\.?)?|vat (?:identifier|id|number)|${SELLER_P} vat identifier`,
    ),
  ],
  [
    'party.taxNumber',
    R(
      `steuernummer(?: ${PARTY})?|tax (?:registration )?(?:identifier|number)|${SELLER_P} tax registration identifier`,
    ),
  ],
  [
    'party.legalId',
    R(`registernummer|legal registration identifier|${SELLER_P} legal registration identifier`),
  ],
  ['party.id', R(`kennung(?: ${PARTY})?|${SELLER_P} identifier|identifier`)],
  [
    'party.address',
    R(
      `(?:post)?anschrift(?: ${PARTY})?|adresse(?: ${PARTY})?|${SELLER_P} (?:postal )?address|postal address|address`,
    ),
  ],
  ['party.line1', R('adresszeile 1|address ?line 1|stra(?:ß|ss)e(?: ?/ ?hausnr\\.?)?|street')],
  // postcode and town under one label ("PLZ / Ort  12345 Musterstadt"): read as a compact address
  [
    'party.address',
    R('plz ?/ ?ort|plz und ort|postleitzahl ?/ ?ort|post ?code ?/ ?(?:city|town)|zip ?/ ?city'),
  ],
  ['party.line2', R('adresszeile 2|address ?line 2')],
  ['party.postcode', R('plz|postleitzahl|post ?code|zip(?: code)?')],
  ['party.city', R('ort|stadt|city|location|town')],
  ['party.country', R('land|l[äa]ndercode|country(?: code)?')],
  ['party.contact', R(`kontakt(?: ${PARTY})?|${SELLER_P} contact|kontaktstelle|contact point`)],
  ['party.email', R('elektronische adresse|electronic address|e-?mail')],
  [
    'other',
    R(
      'prozesskennung|spezifikationskennung|business process|specification identifier|abrechnungszeitraum|invoicing period|zahlungsart|payment means|bemerkung|note|projektnummer|project reference|rechnungsperiode|leistungszeitraum',
    ),
  ],
];

export type Col = 'pos' | 'item' | 'qty' | 'price' | 'vat' | 'net';

export const COL_WORDS: Record<Col, RegExp> = {
  pos: FORM_POS_HEAD,
  item: FORM_ITEM_HEAD,
  qty: FORM_QTY_HEAD,
  price: FORM_PRICE_HEAD,
  vat: FORM_VAT_HEAD,
  net: FORM_NET_HEAD,
};

export type VatCol = 'category' | 'rate' | 'base' | 'tax';

export const VAT_WORDS: Record<VatCol, RegExp> = {
  category: FORM_VAT_CATEGORY_HEAD,
  rate: FORM_VAT_RATE_HEAD,
  base: FORM_VAT_BASE_HEAD,
  tax: FORM_VAT_TAX_HEAD,
};

export type ItemField = 'id' | 'name' | 'qty' | 'unit' | 'price' | 'net' | 'rate';

export const ITEM_TERMS: Array<[ItemField, RegExp]> = [
  ['id', R('position|positionsnummer|line identifier|invoice line identifier')],
  ['name', R('bezeichnung|artikelname|item name|artikelbezeichnung')],
  ['qty', R('menge|invoiced quantity|quantity|anzahl|rechnungsmenge')],
  ['unit', R('einheit|ma(?:ß|ss)einheit|unit(?: of measure)?(?: code)?')],
  [
    'price',
    R(
      'preis pro einheit(?: \\(netto\\))?|einzelpreis(?: \\(netto\\))?|nettopreis|item net price|price per unit(?: \\(net\\))?|unit price(?: \\(net\\))?',
    ),
  ],
  [
    'net',
    R(
      'gesamtpreis(?: \\(netto\\))?|zeilensumme(?: \\(netto\\))?|nettobetrag der (?:rechnungs)?position|(?:invoice )?line net amount|total price(?: \\(net\\))?',
    ),
  ],
  [
    'rate',
    R('umsatzsteuersatz(?: \\(%\\))?|steuersatz(?: \\(%\\))?|(?:invoiced item )?vat rate(?: \\(%\\))?'),
  ],
];
