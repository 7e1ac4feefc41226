/** Dutch words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Labels } from '../labels.ts';
import type { Words } from './words.ts';

/** words that Dutch invoices print often (guessLang) */
export const NL_LANGUAGE_WORDS_G = /\b(factuur|bedrag|aantal|prijs|btw|totaal|vervaldatum)\b/g;

/** Dutch pieces of the per-language word lists (composed in words.ts). */
/** A bare "Referentie": its own word list and, at a label's start, the buyer's order number. */
const REFERENTIE = /referentie/;

export const NL_WORDS: Words = {
  bareReference: REFERENTIE,
  creditNote: /creditnota|creditfactuur/,
  reverseChargeNote: /btw\s*verlegd/,
  smallBusinessNote: /kleineondernemersregeling/,
  exportNote: /uitvoer|buiten\s*de\s*eu/,
  exemptNote: /vrijgesteld/,
  invoiceDocument: /factuur|creditnota/,
  directDebit: /incasso/,
  hoursHead: /uren/,
  daysHead: /dagen/,
  progressHead: /aandeel|voortgang|gereed/,
  allowanceWord: /korting/,
  chargeWord: /toeslag/,
  shippingWord: /verzendkosten|verzending/,
  adjustmentAllowance: /korting/,
  adjustmentCharge: /toeslag/,
  amountWord: /bedrag/,
  vatWord: /btw/,
  ourWord: /onze/,
  /** the buyer's own, before an order's label ("Uw bestelling") */
  yourWord: /uw/,
  streetName: /laan|straat|plein|gracht|kade/,
  partyFieldWord: /naam|bedrijf|adres/,
  andWord: /en/,
  nameWrapWord: /en|voor/,
  legalFormStart: /B\.V\.|BV|N\.V\./,
  containedTax: /inbegrepen|inclusief/,
  buyerWord: /klant|koper|uw/,
  bankLabel: /bankgegevens|bankrekening/,
  debitContext: /incasso|van\s+uw\s+rekening/,
  debitWord: /ge[ïi]ncasseerd|afgeschreven/,
  termsColumnHead: /omschrijving/,
  orAndWord: /en|of/,
  datePreposition: /tot|op|voor/,
  payWord: /betalen|betaling/,
  cashDiscount: /betalingskorting/,
  carriedForward: /overdracht|transport\s*(?:van\s*pagina|naar\s*pagina)/,
  invoiceTitle: /factuur/,
  creditTitle: /creditnota|creditfactuur/,
  /** a self-billed invoice ("factuur uitgereikt door de afnemer", the VAT directive's mention) */
  selfBilled: /uitgereikt\s*door\s*de\s*afnemer|self-?billing/,
  partyRole: /verkoper|koper|leverancier/,
  yourAccount: /op\s+uw\s+rekening/,
  untilWord: /v[óo][óo]r|uiterlijk(?:\s+op)?/,
  taxWord: /\bbtw\b/,
  /** words before a percentage in an item's text that make it a rate ("tarief 21%") */
  rateCue: /tarief/,
  titleWordCompact: /factuur|creditnota/,
  sumWord: /totaal/,
  documentTitle: /factuur|creditnota/,
  // document and header patterns (document.ts, header.ts), session 13
  typeCodeTitle: /factuur|creditnota/,
  withinWord: /binnen/,
  daysWord: /dagen/,
  numberDateWord: /van/,
  titleDateWord: /van/,
  titleNoun: /factuur/,
  invoiceNoun: /factuur/,
  dateWord: /datum/,
  legalRefWord: /\bartikel|\blid|\brichtlijn/,
  vatIdSuffix: /nummer|nr\b|nr\./,
  typeLabel: /factuurtype|documenttype/,
  creditingWord: /creditnota|creditfactuur/,
  precedingLead: /betreft|creditnota\s+bij/,
  precedingArticle: /onze\s+/,
  titleStem: /factuur|creditnota/,
  termsStart:
    /betaling\s+binnen|te\s+betalen\s+binnen|gelieve\s+(?:\S+\s+){0,8}(?:te\s+betalen|over\s+te\s+(?:maken|schrijven))|binnen\s+\d+\s+dagen/,
  sentenceStart: /bedankt|wij|graag|met\s+vriendelijke/,
  footerLabel: /kvk/,
  // a cloud statement's list of services without column heads (readers/charge-list.ts)
  detailHeading: /specificatie|details?/,
  serviceCharges: /kosten|verbruik|bedrag\s+excl\.?\s+btw/,
  /** a cash-rounding row of the totals ("Afronding 0,02", "Afrondingsverschil") */
  roundingRow: /afronding(?:sverschil)?/,
};

/**
 * Dutch field labels (labels.ts composes them per field with the other languages'): regular-
 * expression sources matched case-insensitively; the value is what follows the label.
 */
export const NL_LABELS: Labels = {
  number: [
    'factuur\\s*(?:nummer|nr\\.?|no\\.?)',
    'factuurnummer',
    'factuurnr\\.?',
    'creditnota\\s*(?:nummer|nr\\.?)',
  ],
  issueDate: ['factuurdatum', 'datum\\s*factuur', 'datum'],
  dueDate: ['vervaldatum', 'vervaldag', 'uiterste\\s*betaaldatum', '(?:te\\s*)?betalen\\s*v[oó][oó]r'],
  deliveryDate: ['leverdatum', 'leveringsdatum'],
  customerNumber: ['klantnummer', 'klantnr\\.?', 'debiteurnummer'],
  orderReference: [
    'bestelnummer',
    'bestelnr\\.?',
    'uw\\s*bestelling',
    'inkoopordernummer',
    'ordernummer',
    // like "Your reference" / "Votre référence": the buyer's order number
    'uw\\s*referentie',
    `^${REFERENTIE.source}`,
    'po[- ]?nummer',
  ],
  contractReference: ['contractnummer'],
  buyerReference: ['referentie\\s*koper'],
  vatId: ['btw[- ]?(?:nummer|nr\\.?|id)', 'btw'],
  buyerVatId: ['btw[- ]?nummer\\s*klant'],
  iban: ['iban'],
  bic: ['bic', 'swift'],
  currency: ['valuta'],
  paymentTerms: ['betalingsvoorwaarden', 'betalingstermijn', 'betalingscondities?'],
  lineNetTotal: ['subtotaal', 'totaal\\s*artikelen', 'totaal\\s*v[oó][oó]r\\s*korting'],
  taxExclusive: [
    'totaal\\s*excl(?:\\.|usief)?\\s*btw',
    '(?:netto\\s*)?bedrag\\s*excl(?:\\.|usief)?\\s*btw',
    'netto\\s*bedrag',
    'subtotaal\\s*excl',
    // Belgium: the taxable base
    'maatstaf\\s*van\\s*heffing',
    // a shop's net total under its items ("Exclusief BTW   € 593,36")
    'excl(?:\\.|usief)?\\s*btw',
  ],
  vatTotal: [
    'btw\\s*bedrag',
    'totaal\\s*btw',
    'btw',
    'waarvan\\s*btw',
    // a web shop's order: "Inclusief btw 21%" (the VAT the gross prices contain)
    'inclusief\\s*(?:\\d+(?:[.,]\\d+)?\\s*%\\s*)?btw',
  ],
  taxInclusive: ['totaal\\s*incl(?:\\.|usief)?\\s*btw', 'totaalbedrag', 'totaal', 'creditbedrag'],
  amountDue: ['te\\s*betalen', 'openstaand\\s*bedrag', 'saldo'],
  paidAmount: [
    'reeds\\s*betaald',
    'aanbetaling',
    'vooruitbetaald(?:\\s*bedrag)?',
    // paid when ordering: "Betaald met Visa eindigend op 0758"
    'betaald\\s*met',
  ],
  allowanceTotal: ['totaal\\s*korting', 'korting\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?'],
  chargeTotal: [
    'totaal\\s*toeslagen',
    'verzendkosten',
    // a web shop's order: "Verzending € 6,05"
    'verzending',
  ],
  seller: ['verkoper', 'leverancier', 'afzender', 'verhuurder'],
  buyer: [
    'klantnaam',
    'klant',
    'koper',
    'afnemer',
    'factuuradres',
    'gefactureerd\\s*aan',
    'factuur\\s*aan',
    'factureren\\s*aan',
    'huurder',
  ],
  name: ['naam'],
  address: ['adres'],
  /** section cues of a delivery address */
  delivery: ['afleveradres', 'leveradres', 'afleveren\\s*aan'],
};

/**
 * Dutch pieces of the party, contact and form-row patterns (lexicon/parties.ts, contact.ts,
 * forms.ts; composed in words.ts with the other languages').
 */
export const NL_PARTY_WORDS: Words = {
  deliveryDateLabel: /leverdatum|leveringsdatum/,
  nameParticle: /van\s+/,
  namedSellerLabel: /rekeninghouder|verkocht\s+door/,
  holderLabel: /naam|rekeninghouder/,
  nameLabel: /naam/,
  streetLabel: /straat/,
  postcodeCityLabel: /postcode\s*[/,]?\s*(?:en\s*)?(?:plaats|woonplaats)/,
  postcodeLabel: /postcode/,
  cityLabel: /plaats|woonplaats/,
  addressLabel: /adres/,
  senderPrefix: /afzender/,
  personTitle: /dhr\.?|mevr\.?/,
  logoPossessive: /uw\s+/,
  titleFrom: /factuur|bon/,
  fromWord: /van/,
  sellerSection: /verkoper|leverancier/,
  buyerSection: /koper|klant/,
  legalForm: /B\.V\.|BV|N\.V\.|NV|VOF|V\.O\.F\.|BVBA|SPRL/,
  streetLike: /laan|straat|plein|gracht|kade/,
  streetWord: /laan|straat|plein|gracht|kade/,
  lawRef: /richtlijn/,
  buildingWord: /gebouw/,
  notAddressWord: /btw(?![\p{L}])/u,
  letterTitle: /factuur|creditnota/,
  receiptTitle: /kassabon|kwitantie/,
  // the title of a tear-off payment slip, whose "To:" names the payee (readers/slip.ts)
  remittanceSlip: /betaalstrook|betalingsstrook|betalingsadvies/,
};
