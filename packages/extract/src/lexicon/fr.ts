/** French words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Labels } from '../labels.ts';
import type { Words } from './words.ts';

/** words that French invoices print often (guessLang) */
export const FR_LANGUAGE_WORDS_G = /\b(facture|montant|quantité|prix|tva|total ht|ttc|échéance|règlement)/g;

/** French pieces of the per-language word lists (composed in words.ts). */
export const FR_WORDS: Words = {
  creditNote: /avoir|note\s+de\s+cr[ée]dit/,
  correctedInvoice: /facture\s*rectificative/,
  /** "livraison intracommunautaire", art. 262 ter I du CGI */
  intraCommunityNote: /intracommunautaire|intra-?communautaire|262\s*ter\s*i\b/,
  reverseChargeNote: /autoliquidation/,
  /** "TVA non applicable, art. 293 B du CGI" */
  smallBusinessNote: /franchise\s*en\s*base|art(?:icle)?\.?\s*293\s*b/,
  exportNote: /hors\s*ue/,
  notTaxableNote: /non\s*soumis|hors\s*(?:scope|champ)/,
  /** art. 261 du CGI */
  exemptNote: /exon[ée]r|art\.?\s*261/,
  orderOrContract: /commande|livraison/,
  offerWord: /devis/,
  invoiceDocument: /facture|avoir/,
  otherDate: /livraison|[ée]ch[ée]ance|commande/,
  directDebit: /pr[ée]l[èe]vement/,
  hoursHead: /heures|dur[ée]e/,
  daysHead: /jours/,
  progressHead: /part|avancement|r[ée]alis[ée]/,
  allowanceWord: /remise|rabais|r[ée]duction|bon\s+de\s+r[ée]duction/,
  chargeWord: /frais/,
  shippingWord: /frais\s+de\s+(?:port|livraison)|livraison/,
  adjustmentAllowance: /remise|rabais|r[ée]duction/,
  adjustmentCharge: /majoration/,
  priceWord: /prix/,
  amountWord: /montant/,
  vatWord: /tva/,
  ourWord: /notre/,
  /** the buyer's own, before an order's label ("Votre commande") */
  yourWord: /votre|vos/,
  streetName: /rue|chemin|boulevard|impasse|all[ée]e|place/,
  partyFieldWord: /adresse|nom|soci[ée]t[ée]/,
  andWord: /et/,
  nameWrapWord: /et|de|pour/,
  legalFormStart: /SARL|SAS|SA/,
  containedTax: /inclus|dont/,
  buyerWord: /client|acheteur|vos/,
  bankLabel: /coordonn[ée]es\s*bancaires/,
  debitContext: /pr[ée]l[èe]vement|de\s+votre\s+compte/,
  debitWord: /pr[ée]lev[ée]e?|pr[ée]l[èe]vement/,
  termsColumnHead: /libell[ée]/,
  orAndWord: /et|ou/,
  datePreposition: /avant|le|au/,
  payWord: /[àa]\s+r[ée]gler|payer|paiement/,
  cashDiscount: /escompte/,
  carriedForward: /[àa]\s*reporter|report\s*(?:de\s*(?:la\s*)?page|page)/,
  invoiceTitle: /facture/,
  creditTitle: /avoir|facture\s+d.avoir|note\s+de\s+cr[ée]dit/,
  untilWord: /avant\s+le|au\s+plus\s+tard\s+le|jusqu.au/,
  taxWord: /\btva\b/,
  /** words before a percentage in an item's text that make it a rate ("taux 20 %") */
  rateCue: /taux/,
  titleWordCompact: /facture|avoir/,
  selfBilled: /autofacturation/,
  partyRole: /vendeur|acheteur|fournisseur|prestataire/,
  yourAccount: /sur\s+votre\s+compte/,
  insurerInvoiceCompact: /facturedel'assureur/,
  factoredInvoiceCompact: /factureaffactur[ée]e/,
  correctedInvoiceCompact: /facturerectificative/,
  sumWord: /somme/,
  documentTitle: /facture|avoir/,
  // document and header patterns (document.ts, header.ts), session 13
  typeCodeTitle: /facture|avoir/,
  withinWord: /dans\s+les|sous/,
  daysWord: /jours/,
  numberMark: /(?<=\s)n\.|n[°º]/,
  numberDateWord: /du/,
  titleDateWord: /du/,
  titleNoun: /facture|avoir/,
  invoiceNoun: /facture/,
  numberOrDateWord: /n°/,
  /** number labels after a title that are more than the composed number words */
  numberOrDateWordMore: /n\.|numero/,
  numberWord: /n[°º]\.?|(?<=\s)n\./,
  numeroWord: /num[ée]ro/,
  dateWord: /date/,
  placeDateWord: /le/,
  legalRefWord: /\bart(?:icle|\.)?|\bdirective/,
  typeLabel: /type\s*de\s*(?:facture|document)/,
  creditingWord: /\bavoir\b/,
  precedingLead: /concernant|relative\s+[àa]|avoir\s+sur|suite\s+[àa]|concerne/,
  precedingArticle: /la\s+|notre\s+|votre\s+|de\s+/,
  titleStem: /facture|avoir/,
  debitOn: /(?:pr[ée]lev[ée]e?|d[ée]bit[ée]e?)\s+le/,
  termsStart: /à\s+régler|paiement\s+à|payable\s+à|dans\s+les\s+\d+\s+jours/,
  sentenceStart: /merci|nous|veuillez|cordialement/,
  // a cloud statement's list of services without column heads (readers/charge-list.ts)
  detailHeading: /d[ée]tails?|d[ée]tail\s+des\s+(?:services|consommations)/,
  serviceCharges: /frais|consommation|montant\s+ht/,
  /** a cash-rounding row of the totals ("Arrondi 0,02", "Écart d'arrondi") */
  roundingRow: /arrondi|[ée]cart\s+d'arrondi/,
};

/**
 * The legal mentions' statement of a company's form ("SARL au capital de 120 000 €", "EURL
 * unipersonnelle au capital …") for `form` as printed in the name.
 */
export function capitalStatement(form: string): RegExp {
  const escaped = form.replace(/\./g, '\\.');
  return new RegExp(`(?:^|[\\s,;:–-])${escaped}\\s+(?:unipersonnelle\\s+)?au\\s+capital\\b`, 'iu');
}

/**
 * French field labels (labels.ts composes them per field with the other languages'): regular-
 * expression sources matched case-insensitively; the value is what follows the label.
 */
export const FR_LABELS: Labels = {
  number: [
    'facture\\s*(?:n°|n[o°º]\\.?|num[ée]ro)',
    'n°\\s*(?:de\\s*)?facture',
    'num[ée]ro\\s*(?:de\\s*)?facture',
    'avoir\\s*(?:n°|n[o°º]\\.?)',
    'n°\\s*d.avoir',
    // Belgian and Luxembourg French: "Note de crédit n° NC-2026-0012"
    'note\\s+de\\s+cr[ée]dit\\s*(?:n°|n[o°º]\\.?)',
    // "N° de note de crédit CN-2026-945"
    'n°\\s*(?:de\\s*(?:la\\s*)?)?note\\s+de\\s+cr[ée]dit',
  ],
  issueDate: [
    'date\\s*(?:de\\s*(?:la\\s*)?)?facture',
    'date\\s*d.[ée]mission',
    'date\\s*(?:de\\s*)?facturation',
    'date',
  ],
  dueDate: [
    'date\\s*d.[ée]ch[ée]ance',
    '[ée]ch[ée]ance',
    // the date a call for funds or a tax falls due ("Date d'exigibilité")
    'date\\s*d.exigibilit[ée]',
    'payable\\s*(?:avant\\s*)?le',
    'date\\s*limite\\s*de\\s*(?:r[èe]glement|paiement)',
    // "Facture à régler le : 30 novembre 2017", "À payer avant le 15/01/2024"
    '[àa]\\s*(?:r[ée]gler|payer)\\s*(?:avant\\s*|au\\s*plus\\s*tard\\s*)?le',
  ],
  deliveryDate: ['date\\s*de\\s*livraison'],
  customerNumber: ['n°\\s*client', 'num[ée]ro\\s*client', 'code\\s*client'],
  orderReference: [
    'n°\\s*(?:de\\s*)?(?:bon\\s*de\\s*)?commande',
    'bon\\s*de\\s*commande',
    'votre\\s*commande',
    'r[ée]f[ée]rence\\s*(?:de\\s*(?:la\\s*)?)?commande',
    'votre\\s*r[ée]f[ée]rence',
    'commande',
  ],
  contractReference: ['n°\\s*(?:de\\s*)?contrat', 'contrat'],
  buyerReference: [
    'r[ée]f[ée]rence\\s*acheteur(?:\\s*/\\s*service\\s*ex[ée]cutant)?',
    'service\\s*ex[ée]cutant',
  ],
  vatId: ['(?:n°\\s*)?tva\\s*(?:intra(?:communautaire|com)?\\.?)?', 'num[ée]ro\\s*de\\s*tva', 'n°\\s*tva'],
  buyerVatId: ['n°\\s*tva\\s*client', 'tva\\s*client'],
  taxNumber: ['siren', 'siret'],
  iban: ['iban'],
  bic: ['bic', 'swift'],
  currency: ['devise', 'monnaie'],
  paymentTerms: ['conditions?\\s*de\\s*(?:paiement|r[èe]glement)', 'modalit[ée]s\\s*de\\s*paiement'],
  lineNetTotal: [
    'total\\s*des\\s*lignes',
    'sous-?\\s*total',
    'total\\s*(?:des\\s*)?marchandises',
    '(?:total|montant)\\s*(?:ht\\s*)?(?:avant|hors)\\s*remises?',
    '(?:total|montant)\\s*ht\\s*brut',
    // "Total brut HT" over the discounts per rate and the carriage
    '(?:total|montant)\\s*brut\\s*h\\.?\\s*t\\.?',
  ],
  taxExclusive: [
    'total\\s*h\\.?\\s*t\\.?',
    'montant\\s*h\\.?\\s*t\\.?',
    'montant\\s*total\\s*h\\.?\\s*t\\.?',
    'total\\s*net\\s*h\\.?\\s*t\\.?',
    'total\\s*hors\\s*taxes?',
    'net\\s*h\\.?t\\.?',
    'montant\\s*(?:total\\s*)?net',
    'total\\s*net',
    // Belgium: "hors TVA"
    'total\\s*htva',
    'montant\\s*htva',
    '(?:total|montant)\\s*hors\\s*tva',
  ],
  vatTotal: ['total\\s*tva', 'montant\\s*tva', 'tva', 'taxes?', 'dont\\s*tva'],
  taxInclusive: [
    'total\\s*t\\.?\\s*t\\.?\\s*c\\.?',
    'montant\\s*(?:total\\s*)?t\\.?t\\.?c\\.?',
    'total\\s*toutes\\s*taxes',
    'montant\\s*(?:total\\s*)?brut',
    'total\\s*brut',
    // Belgium: "TVA comprise"
    'total\\s*tvac',
    'montant\\s*tvac',
    '(?:total|montant)\\s*(?:toutes\\s*taxes|tva)\\s*comprises?',
    "montant\\s*(?:total\\s*)?de\\s*l['’]avoir",
    "total\\s*(?:de\\s*l['’])?avoir",
  ],
  amountDue: [
    'montant\\s*net\\s*[àa]\\s*payer',
    'net\\s*[àa]\\s*payer',
    'solde\\s*[àa]\\s*payer',
    'reste\\s*[àa]\\s*payer',
    'solde\\s*restant',
    'montant\\s*[àa]\\s*payer',
    '[àa]\\s*payer',
    // a hotel's or shop's balance after the payments ("Solde 0,00 €")
    // (not the terms' "solde à 30 j")
    'solde(?!\\s+[àa]\\s)',
    // a pharmacy's or optician's bill after the insurers' shares paid directly (tiers payant)
    'reste\\s*[àa]\\s*charge(?:\\s*(?:patient|assur[ée]e?|client))?',
  ],
  paidAmount: [
    'montant\\s*d[ée]j[àa]\\s*pay[ée]',
    'd[ée]j[àa]\\s*(?:pay[ée]|r[ée]gl[ée])',
    'acompte',
    // paid when ordering: "Payé par carte Visa se terminant par 1305"
    'pay[ée]\\s*par',
  ],
  allowanceTotal: ['total\\s*remises?', 'remise\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?'],
  chargeTotal: [
    'total\\s*(?:des\\s*)?frais',
    'frais\\s*de\\s*(?:port|livraison|transport)(?:\\s*h\\.?t\\.?)?',
    // a web shop's order: "Expédition 5,00 €"
    'exp[ée]dition',
  ],
  seller: ['vendeur', 'fournisseur', '[ée]metteur', 'prestataire', 'bailleur'],
  buyer: [
    'adresse\\s*du\\s*client',
    'nom\\s*du\\s*client',
    'client',
    'acheteur',
    'factur(?:[ée]e?|er)\\s*[àa]',
    'adress[ée]e?\\s*[àa]',
    'adresse\\s*de\\s*facturation',
    'destinataire',
    'locataire',
  ],
  name: ['nom', 'raison\\s*sociale'],
  address: ['adresse'],
  /** section cues of a delivery address */
  delivery: [
    'adresse\\s*de\\s*livraison',
    'livraison(?:\\s*:\\s*adresse)?',
    'livr[ée]\\s*[àa]',
    'lieu\\s*(?:de\\s*)?livraison',
  ],
};

/**
 * French pieces of the party, contact and form-row patterns (lexicon/parties.ts, contact.ts,
 * forms.ts; composed in words.ts with the other languages').
 */
export const FR_PARTY_WORDS: Words = {
  deliveryDateLabel: /date\s*de\s*(?:livraison|prestation)/,
  sellerContactLabel: /(?:votre\s+)?(?:contact|interlocut(?:eur|rice))/,
  buyerContactLabel: /[àa]\s+l['’]attention\s+de/,
  phoneLabel: /t[ée]l[ée]phone|t[ée]l\.?|portable/,
  emailLabel: /courriel/,
  personNameTitle: /M\.|Mme\.?/,
  nameParticle: /de\s+/,
  contactSentence: /contact(?:ez|er)/,
  accountHolderLabel: /titulaire(?:\s+du\s+compte)?/,
  namedSellerLabel: /titulaire(?:\s+du\s+compte)?|vendu\s+par/,
  holderLabel: /nom|raison sociale|soci[ée]t[ée]|titulaire(?:\s+du\s+compte)?|b[ée]n[ée]ficiaire/,
  nameLabel: /nom|raison sociale/,
  streetLabel: /rue|voie/,
  postcodeCityLabel: /code postal\s*[/,]?\s*(?:et\s*)?ville|cp\s*[/,]?\s*ville/,
  postcodeLabel: /code postal|cp/,
  cityLabel: /ville|localit[ée]/,
  countryLabel: /pays/,
  addressLabel: /adresse/,
  senderPrefix: /exp(?:[ée]diteur)?\.?/,
  personTitle: /mme\.?|m\.|monsieur|madame|famille/,
  salutation: /m\.|mme/,
  logoPossessive: /votre\s+/,
  titleFrom: /re[çc]u|facture/,
  fromWord: /de/,
  sellerSection: /fournisseur|vendeur/,
  buyerSection: /acheteur|client/,
  otherPartySection: /b[ée]n[ée]ficiaire/,
  refWord: /num[ée]ro|client|facture/,
  // Luxembourg's "S.à r.l." too
  legalForm: /SARL|S\.A\.R\.L\.|S\.\s?à\s?r\.\s?l\.|SASU|SAS|SA|SNC|EURL/,
  unitPrefix: /bureau|b[âa]timent|b[âa]t\.?/,
  // (a Lyon "cours", a Nantes "quai": streets as much as a "rue")
  streetLike:
    /rue|chemin|boulevard|bd|place|all[ée]e|impasse|cours|quai|avenue|route|faubourg|square|esplanade/,
  streetWord:
    /rue|chemin|boulevard|bd|place|all[ée]e|impasse|cours|quai|avenue|route|faubourg|square|esplanade/,
  refLineWord: /n°|num[ée]ro/,
  lawRef: /article|directive|cgi/,
  buildingWord: /b[âa]timent|immeuble|r[ée]sidence/,
  notAddressWord: /tva(?![\p{L}])|siren(?![\p{L}])|siret(?![\p{L}])/u,
  letterTitle: /facture|avoir|re[çc]u/,
  receiptTitle: /re[çc]u|ticket\s+de\s+caisse|quittance/,
  // the title of a tear-off payment slip, whose "To:" names the payee (readers/slip.ts)
  remittanceSlip:
    /avis\s+de\s+(?:paiement|r[èe]glement)|talon\s+(?:de\s+paiement|[àa]\s+(?:joindre|retourner))/,
};
