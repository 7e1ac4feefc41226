/**
 * Label dictionaries (de, en, fr, nl) for every field the extractor looks for. Each entry is a
 * regular-expression source matched case-insensitively against a text segment; the value is
 * what follows the label (same segment, segment to the right, or the line below).
 *
 * Keep entries generic (words that any invoice in that language uses), never a sample's
 * wording of names or values.
 */

import { LANGUAGE_WORDS_G, labelPattern, labelRunInPattern, moreLabels } from './lexicon/labels.ts';

export type Lang = 'de' | 'en' | 'fr' | 'nl';

export type LabelField =
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'deliveryDate'
  | 'customerNumber'
  | 'orderReference'
  | 'contractReference'
  | 'buyerReference'
  | 'leitwegId'
  | 'vatId'
  | 'buyerVatId'
  | 'taxNumber'
  | 'iban'
  | 'bic'
  | 'currency'
  | 'paymentTerms'
  | 'lineNetTotal'
  | 'taxExclusive'
  | 'vatTotal'
  | 'taxInclusive'
  | 'amountDue'
  | 'paidAmount'
  | 'allowanceTotal'
  | 'chargeTotal'
  | 'seller'
  | 'buyer'
  | 'name'
  | 'address'
  | 'delivery';

type Dict = Record<LabelField, Partial<Record<Lang, string[]>>>;

export const LABELS: Dict = {
  number: {
    de: [
      'rechnungs?[- ]?(?:nummer|nr\\.?)',
      'rechnung\\s+(?:nr\\.?|nummer)',
      'gutschrifts?[- ]?(?:nummer|nr\\.?)',
      'gutschrift\\s+(?:nr\\.?|nummer)',
      'beleg[- ]?(?:nummer|nr\\.?)',
      // hotel bills: the folio number
      'folio[- ]?(?:nummer|nr\\.?)',
      'r[eg]\\.?[- ]?nr\\.?',
      '(?:rechnung|gutschrift|rechnungskorrektur|korrekturrechnung|stornorechnung|teilrechnung|schlussrechnung|abschlagsrechnung|baurechnung|handelsrechnung|\\(\\d{3}\\))\\s+nr\\.?',
    ],
    en: [
      'invoice[\\s-]*(?:no\\.?|number|nr\\.?|#|num\\.?|id)',
      'credit\\s*note\\s*(?:no\\.?|number|#)',
      'inv\\.?\\s*(?:no\\.?|#)',
      'document\\s*(?:no\\.?|number)',
      'bill\\s*(?:no\\.?|number|#)',
      'folio\\s*(?:no\\.?|number|#)',
    ],
    fr: [
      'facture\\s*(?:n°|n[o°º]\\.?|num[ée]ro)',
      'n°\\s*(?:de\\s*)?facture',
      'num[ée]ro\\s*(?:de\\s*)?facture',
      'avoir\\s*(?:n°|n[o°º]\\.?)',
      'n°\\s*d.avoir',
    ],
    nl: [
      'factuur\\s*(?:nummer|nr\\.?|no\\.?)',
      'factuurnummer',
      'factuurnr\\.?',
      'creditnota\\s*(?:nummer|nr\\.?)',
    ],
  },
  issueDate: {
    de: [
      'rechnungs-?datum',
      'liefer-?\\s*und\\s*rechnungsdatum',
      // one date for both: "Rechnungs-/Lieferdatum", "Rechnungsdatum / Leistungsdatum"
      'rechnungs(?:datum)?\\s*-?\\s*/\\s*(?:liefer|leistungs)datum',
      'beleg-?datum',
      'gutschriftsdatum',
      'ausstellungsdatum',
      'datum\\s*der\\s*rechnung',
      'datum',
    ],
    en: [
      'invoice\\s*date',
      // "Invoice date / Delivery date", "Invoice and delivery date"
      'invoice\\s*(?:date\\s*)?(?:/|and|&)\\s*(?:delivery|supply|service)\\s*date',
      'date\\s*of\\s*invoice',
      'issue\\s*date',
      'issued\\s*(?:at|on)',
      'date\\s*issued',
      'date\\s*of\\s*issue',
      'date',
    ],
    fr: [
      'date\\s*(?:de\\s*(?:la\\s*)?)?facture',
      'date\\s*d.[ée]mission',
      'date\\s*(?:de\\s*)?facturation',
      'date',
    ],
    nl: ['factuurdatum', 'datum\\s*factuur', 'datum'],
  },
  dueDate: {
    de: [
      'f[äa]lligkeitsdatum',
      'f[äa]lligkeitstag',
      'f[äa]llig\\s*(?:am|bis|zum)',
      'zahlbar\\s*(?:bis|zum|am)',
      'zahlungsziel',
      'zahlungstermin',
      'f[äa]lligkeit',
    ],
    en: [
      'due\\s*date',
      'payment\\s*due(?:\\s*date)?',
      'due\\s*on',
      'due\\s*by',
      'pay(?:able)?\\s*by',
      'remit\\s*until',
      'date\\s*due',
      'due',
    ],
    fr: [
      'date\\s*d.[ée]ch[ée]ance',
      '[ée]ch[ée]ance',
      'payable\\s*(?:avant\\s*)?le',
      'date\\s*limite\\s*de\\s*(?:r[èe]glement|paiement)',
      // "Facture à régler le : 30 novembre 2017", "À payer avant le 15/01/2024"
      '[àa]\\s*(?:r[ée]gler|payer)\\s*(?:avant\\s*|au\\s*plus\\s*tard\\s*)?le',
    ],
    nl: ['vervaldatum', 'vervaldag', 'uiterste\\s*betaaldatum', '(?:te\\s*)?betalen\\s*v[oó][oó]r'],
  },
  deliveryDate: {
    de: ['liefer(?:ungs)?datum', 'leistungsdatum', 'liefer-?\\s*und\\s*leistungsdatum', 'leistungszeitraum'],
    en: ['delivery\\s*date', 'date\\s*of\\s*delivery', 'service\\s*date'],
    fr: ['date\\s*de\\s*livraison'],
    nl: ['leverdatum', 'leveringsdatum'],
  },
  customerNumber: {
    de: ['kunden[- ]?(?:nummer|nr\\.?)', 'ihre\\s*kundennummer', 'debitor(?:en)?[- ]?nr\\.?'],
    en: ['customer\\s*(?:no\\.?|number|id|#)', 'customer', 'account\\s*(?:no\\.?|number)'],
    fr: ['n°\\s*client', 'num[ée]ro\\s*client', 'code\\s*client'],
    nl: ['klantnummer', 'klantnr\\.?', 'debiteurnummer'],
  },
  orderReference: {
    de: [
      'bestell(?:ungs)?[- ]?(?:nummer|nr\\.?)',
      'ihre\\s*bestellung(?:\\s*nr\\.?)?',
      'ihre\\s*auftragsnummer',
      'ihr\\s*auftrag',
      'auftrags?[- ]?(?:nummer|nr\\.?)',
      'bestellzeichen',
      'bestellreferenz',
      'bestellung(?:\\s*nr\\.?)?(?:\\s*kunde)?',
    ],
    en: [
      '(?:purchase\\s*)?order\\s*(?:no\\.?|number|ref(?:erence)?|#)',
      'purchase\\s*order',
      'your\\s*order',
      // "Your reference" on an invoice quotes the buyer's order reference
      'your\\s*reference',
      'p\\.?\\s?o\\.?\\s*(?:no\\.?|number|#)',
      // "Your PO", "Customer PO No."
      '(?:your|customer|client)\\s*p\\.?\\s?o\\.?(?:\\s*(?:no\\.?|number|#))?',
    ],
    fr: [
      'n°\\s*(?:de\\s*)?(?:bon\\s*de\\s*)?commande',
      'bon\\s*de\\s*commande',
      'votre\\s*commande',
      'r[ée]f[ée]rence\\s*(?:de\\s*(?:la\\s*)?)?commande',
      'votre\\s*r[ée]f[ée]rence',
      'commande',
    ],
    nl: [
      'bestelnummer',
      'bestelnr\\.?',
      'uw\\s*bestelling',
      'inkoopordernummer',
      'ordernummer',
      // like "Your reference" / "Votre référence": the buyer's order number
      'uw\\s*referentie',
      'po[- ]?nummer',
    ],
  },
  contractReference: {
    de: ['vertrags?[- ]?(?:nummer|nr\\.?)', 'vertrag'],
    en: ['contract\\s*(?:no\\.?|number|ref(?:erence)?)'],
    fr: ['n°\\s*(?:de\\s*)?contrat', 'contrat'],
    nl: ['contractnummer'],
  },
  buyerReference: {
    de: [
      // "Leitweg-ID des Auftraggebers": the whole label, the value after it
      'leitweg-?id\\s*(?:des|der)\\s*(?:auftraggebers|kunden|k[äa]ufers|bestellers|(?:rechnungs)?empf[äa]ngers|beh[öo]rde)',
      'leitweg-?id',
      'k[äa]uferreferenz',
      'referenz\\s*des\\s*k[äa]ufers',
      'buyer[\\s-]+reference',
      'ihr\\s*zeichen',
      'kunden-?referenz',
    ],
    en: ['buyer[\\s-]+reference', 'leitweg-?id', 'customer\\s*reference'],
    fr: ['r[ée]f[ée]rence\\s*acheteur(?:\\s*/\\s*service\\s*ex[ée]cutant)?', 'service\\s*ex[ée]cutant'],
    nl: ['referentie\\s*koper'],
  },
  leitwegId: {
    de: [
      'leitweg-?id\\s*(?:des|der)\\s*(?:auftraggebers|kunden|k[äa]ufers|bestellers|(?:rechnungs)?empf[äa]ngers|beh[öo]rde)',
      'leitweg-?id',
      'leitwegid',
    ],
    en: ['leitweg-?id', 'routing\\s*id'],
  },
  vatId: {
    de: [
      'ust\\.?[- ]?id\\.?[- ]?(?:nr\\.?|nummer)?',
      'umsatzsteuer[- ]?(?:identifikations)?[- ]?(?:nummer|id|nr\\.?)',
      'ust-?idnr\\.?',
      'mwst\\.?[- ]?(?:nr\\.?|nummer)',
      'ust\\.?-?nr\\.?',
    ],
    en: [
      'vat\\s*(?:reg(?:istration)?\\.?\\s*)?(?:no\\.?|number|id)',
      'vat[- ]id',
      'tax\\s*id',
      // the UNTDID 1153 scheme code e-invoice viewers print ("VA: BE0123456789")
      'VA(?=\\s*:)',
    ],
    fr: ['(?:n°\\s*)?tva\\s*(?:intra(?:communautaire|com)?\\.?)?', 'num[ée]ro\\s*de\\s*tva', 'n°\\s*tva'],
    nl: ['btw[- ]?(?:nummer|nr\\.?|id)', 'btw'],
  },
  buyerVatId: {
    de: [
      'ihre\\s*ust\\.?[- ]?id',
      'ust\\.?[- ]?id\\.?[- ]?(?:nr\\.?)?\\s*(?:des\\s*)?(?:kunden?|k[äa]ufers?|empf[äa]ngers?)',
      '(?:kunden|k[äa]ufer|empf[äa]nger)[- ]?ust\\.?[- ]?id\\.?(?:[- ]?nr\\.?)?',
    ],
    en: ['(?:customer|buyer|your)\\s*vat(?:\\s*(?:reg(?:istration)?\\.?\\s*)?(?:id|no\\.?|number))?'],
    fr: ['n°\\s*tva\\s*client', 'tva\\s*client'],
    nl: ['btw[- ]?nummer\\s*klant'],
  },
  taxNumber: {
    de: ['steuer[- ]?(?:nummer|nr\\.?)', 'st\\.?[- ]?nr\\.?'],
    // "Tax ID: 12/345/67890": a tax number only when the value has a tax-number format
    en: ['tax\\s*(?:no\\.?|number|id)', 'FC(?=\\s*:)'],
    fr: ['siren', 'siret'],
  },
  iban: { de: ['iban'], en: ['iban'], fr: ['iban'], nl: ['iban'] },
  bic: { de: ['bic', 'swift'], en: ['bic', 'swift'], fr: ['bic', 'swift'], nl: ['bic', 'swift'] },
  currency: {
    de: ['(?:rechnungs)?w[äa]hrung', 'betr[äa]ge\\s*in'],
    en: ['currency', 'amounts\\s*in'],
    fr: ['devise', 'monnaie'],
    nl: ['valuta'],
  },
  paymentTerms: {
    de: [
      'zahlungsbedingung(?:en)?',
      'zahlungsziel',
      'zahlbar',
      'zahlungsinformation(?:en)?',
      'zahlungshinweise?',
      'zahlungskonditionen',
    ],
    en: [
      'payment\\s*terms?',
      'terms\\s*of\\s*payment',
      'payable',
      'payment\\s*information',
      'payment\\s*conditions?',
    ],
    fr: ['conditions?\\s*de\\s*(?:paiement|r[èe]glement)', 'modalit[ée]s\\s*de\\s*paiement'],
    nl: ['betalingsvoorwaarden', 'betalingstermijn', 'betalingscondities?'],
  },
  lineNetTotal: {
    de: [
      'positionssumme',
      'summe\\s*(?:der\\s*)?positionen',
      'warenwert',
      'zwischensumme',
      'summe\\s*positionen',
      'summe\\s*(?:der\\s*)?waren',
      'positionen\\s*netto',
      // the sum of the lines before a discount on the whole invoice
      '(?:summe|gesamt|netto)\\s*vor\\s*(?:abzug\\s*(?:des|von)\\s*)?(?:rabatt|nachlass)',
    ],
    en: [
      'sub-?\\s*total',
      '(?:net\\s*)?total\\s*(?:net\\s*)?before\\s*discount',
      'line\\s*total',
      'total\\s*of\\s*lines',
      'items\\s*total',
      'goods\\s*(?:total|value)',
      'total\\s*(?:of\\s*)?goods',
      'merchandise\\s*(?:sub)?total',
    ],
    fr: [
      'total\\s*des\\s*lignes',
      'sous-?\\s*total',
      'total\\s*(?:des\\s*)?marchandises',
      '(?:total|montant)\\s*(?:ht\\s*)?(?:avant|hors)\\s*remises?',
      '(?:total|montant)\\s*ht\\s*brut',
    ],
    nl: ['subtotaal', 'totaal\\s*artikelen', 'totaal\\s*v[oó][oó]r\\s*korting'],
  },
  taxExclusive: {
    de: [
      'rechnungssumme\\s*(?:ohne|exkl\\.?)\\s*(?:ust|mwst)\\.?',
      'rechnungssumme\\s*netto',
      'summe\\s*netto',
      'nettosumme',
      'netto\\s*summe',
      'gesamt\\s*netto',
      'nettobetrag',
      'gesamtbetrag\\s*netto',
      'netto',
      'summe\\s*ohne\\s*(?:ust|mwst)',
      // insurance premium invoices: the premium before insurance tax
      'gesamtbeitrag',
      'nettobeitrag',
    ],
    en: [
      'net\\s*total',
      'total\\s*net',
      'total\\s*(?:excl\\.?|excluding|without|before)\\s*(?:vat|tax)',
      'net\\s*amount',
      'amount\\s*(?:excl\\.?|excluding)\\s*vat',
      'total\\s*before\\s*tax',
    ],
    fr: [
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
    nl: [
      'totaal\\s*excl(?:\\.|usief)?\\s*btw',
      '(?:netto\\s*)?bedrag\\s*excl(?:\\.|usief)?\\s*btw',
      'netto\\s*bedrag',
      'subtotaal\\s*excl',
      // Belgium: the taxable base
      'maatstaf\\s*van\\s*heffing',
    ],
  },
  vatTotal: {
    de: [
      'steuerbetrag',
      'umsatzsteuer(?:betrag)?',
      'mehrwertsteuer',
      'zzgl\\.?',
      'zuz[üu]glich',
      'zuz[üu]gl\\.?',
      // insurance premium invoices: insurance tax instead of VAT
      'versicherung(?:s)?steuer(?:betrag)?',
      '(?:\\d+(?:[,.]\\d+)?\\s*%\\s*)?(?:mwst|ust)\\.?',
      'summe\\s*(?:mwst|ust)',
      'gesamt\\s*(?:mwst|ust)',
      // gross-price invoices: the VAT contained in the total
      '(?:in\\s+(?:diesem|dem)\\s+(?:beitrag|betrag)\\s+)?(?:darin|hierin|davon)?\\s*enthaltene?\\s*(?:\\d+(?:[,.]\\d+)?\\s*%\\s*)?(?:mwst|ust|umsatzsteuer|mehrwertsteuer|versicherung(?:s)?steuer)\\.?',
      'inkl\\.?\\s*(?:\\d+(?:[,.]\\d+)?\\s*%\\s*)?(?:mwst|ust)\\.?',
    ],
    en: [
      'vat\\s*total',
      'total\\s*vat',
      'vat\\s*amount',
      'tax\\s*amount',
      'total\\s*tax',
      'vat',
      'tax',
      'sales\\s*tax',
      '(?:incl\\.?|including)\\s*(?:\\d+(?:[.,]\\d+)?\\s*%\\s*)?vat',
      'of\\s*which\\s*vat',
      'vat\\s*included',
    ],
    fr: ['total\\s*tva', 'montant\\s*tva', 'tva', 'taxes?', 'dont\\s*tva'],
    nl: ['btw\\s*bedrag', 'totaal\\s*btw', 'btw', 'waarvan\\s*btw'],
  },
  taxInclusive: {
    de: [
      'bruttosumme',
      'rechnungssumme\\s*brutto',
      'gesamtbetrag\\s*brutto',
      'summe\\s*brutto',
      'bruttobetrag',
      'gesamt\\s*brutto',
      'rechnungsbetrag',
      'gesamtbetrag',
      'gesamtsumme',
      'endbetrag',
      'endsumme',
      'rechnungsendbetrag',
      'brutto',
      'rechnungssumme',
      '(?:summe|gesamt(?:summe|betrag)?|betrag|total)\\s*inkl\\.?\\s*(?:\\d+(?:[,.]\\d+)?\\s*%\\s*)?(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?',
      // an insurance premium with the insurance tax in it ("vierteljährlicher Beitrag inklusive
      // 19 % Versicherungsteuer")
      '(?:\\p{L}+\\s+)?(?:beitrag|betrag|summe)\\s*inkl(?:\\.|usive)?\\s*(?:\\d+(?:[,.]\\d+)?\\s*%\\s*)?(?:ust|mwst|umsatzsteuer|mehrwertsteuer|versicherung(?:s)?steuer)\\.?',
      'rechnungsbeitrag',
      // credit notes: the amount credited
      'gutschriftsbetrag',
      'gutschriftbetrag',
      '(?:gesamt)?betrag\\s*der\\s*gutschrift',
      'gutschrift\\s*(?:gesamt|brutto)',
    ],
    en: [
      'total\\s*(?:incl\\.?|including|with)\\s*(?:vat|tax)',
      'credit\\s*(?:note\\s*)?(?:total|amount)',
      'total\\s*credit(?:ed)?',
      'gross\\s*(?:total|amount)',
      'grand\\s*total',
      'invoice\\s*total',
      'total\\s*amount',
      'total',
    ],
    fr: [
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
    nl: ['totaal\\s*incl(?:\\.|usief)?\\s*btw', 'totaalbedrag', 'totaal', 'creditbedrag'],
  },
  amountDue: {
    de: [
      'zahlbetrag',
      'zu\\s*zahlen(?:der\\s*(?:betrag|beitrag|gesamtbetrag))?',
      'offener\\s*(?:rechnungs)?betrag',
      'restbetrag',
      'f[äa]lliger\\s*betrag',
      'zahlungsbetrag',
      // "Noch zu zahlender Betrag" under the deducted instalments of a final invoice
      'noch\\s*zu\\s*zahlen(?:de[rn]?\\s*(?:rest|gesamt)?betrag)?',
      'zu\\s*zahlender\\s*beitrag',
      // utility bills: what is left to pay after the instalments
      'nachzahlung(?:sbetrag)?',
      'saldo',
    ],
    en: [
      'amount\\s*due',
      'due\\s*payable',
      'balance\\s*due',
      'total\\s*due',
      'amount\\s*payable',
      'payable\\s*amount',
      'total\\s*payable',
      'balance\\s*to\\s*pay',
      '(?:amount|balance)\\s*outstanding',
      'outstanding\\s*(?:amount|balance)',
      'to\\s*pay',
      'residual(?:\\s*amount)?',
      'remaining\\s*(?:balance|amount)',
      'outstanding\\s*(?:balance|amount)',
      'open\\s*(?:balance|amount)',
    ],
    fr: [
      'montant\\s*net\\s*[àa]\\s*payer',
      'net\\s*[àa]\\s*payer',
      'solde\\s*[àa]\\s*payer',
      'reste\\s*[àa]\\s*payer',
      'montant\\s*[àa]\\s*payer',
      '[àa]\\s*payer',
    ],
    nl: ['te\\s*betalen', 'openstaand\\s*bedrag', 'saldo'],
  },
  paidAmount: {
    de: [
      'erhaltene\\s*anzahlung(?:en)?',
      'bereits\\s*(?:gezahlt|bezahlt|geleistet)',
      'anzahlung(?:en)?',
      'abschlagszahlung(?:en)?',
      'vorauszahlung(?:en)?',
      'vorausbezahlte[rn]?\\s*betrag',
      'geleistete\\s*anzahlung(?:en)?',
      // utility bills: "abzüglich geleisteter Abschläge", "abzgl. Abschlagszahlungen"
      '(?:abz[üu]glich|abzgl\\.?)?\\s*(?:bereits\\s*)?geleistete[rn]?\\s*(?:abschl[äa]ge|abschlagszahlungen|zahlungen)',
      '(?:abz[üu]glich|abzgl\\.?)\\s*(?:abschl[äa]ge|abschlagszahlung(?:en)?|anzahlung(?:en)?|vorauszahlung(?:en)?)',
      // a final invoice deducts its instalment invoices: "abzgl. 1. Abschlagsrechnung vom …",
      // "2. Abschlagsrechnung Nr. AR-17 vom …" under "abzüglich geleistete Abschlagszahlungen"
      '(?:abz[üu]glich|abzgl\\.?)\\s*(?:\\d{1,2}\\.\\s*)?(?:abschlags|anzahlungs|vorauszahlungs)rechnung',
      '\\d{1,2}\\.\\s*abschlagsrechnung(?=\\s*(?:nr\\.?\\s*)?(?:\\S+\\s+)?vom\\s)',
      // "abzgl. 1. Abschlag vom 10.06.2025", "2. Abschlag vom …": an instalment (a discount is
      // "Abschlag" too, but has no ordinal and no date)
      '(?:(?:abz[üu]glich|abzgl\\.?)\\s*)?\\d{1,2}\\.\\s*abschlag(?=\\s+vom\\s)',
      '(?:abz[üu]glich|abzgl\\.?)\\s*abschlag(?=\\s+vom\\s)',
      'abschlagsrechnung(?=\\s*(?:nr\\.?\\s*)?\\S*\\d\\S*\\s+vom\\s)',
      // hotel desk: paid by card
      '(?:zahlung|bezahlt)\\s*(?:per\\s*|mit\\s*)?(?:kredit|ec-?\\s*|giro)?karte',
    ],
    en: [
      'payments?\\s*received',
      'paid\\s*(?:by|with)\\s*(?:credit\\s*|debit\\s*)?card',
      'amount\\s*paid',
      'paid\\s*amount',
      'prepaid(?:\\s*amount)?',
      'prepayments?(?:\\s*received)?',
      'less:?\\s*(?:amount\\s*paid|payments?(?:\\s*received)?|deposit(?:\\s*paid)?)',
      'already\\s*paid',
      'paid',
      'deposit',
    ],
    fr: ['montant\\s*d[ée]j[àa]\\s*pay[ée]', 'd[ée]j[àa]\\s*(?:pay[ée]|r[ée]gl[ée])', 'acompte'],
    nl: ['reeds\\s*betaald', 'aanbetaling', 'vooruitbetaald(?:\\s*bedrag)?'],
  },
  allowanceTotal: {
    de: [
      'gesamtbetrag\\s*der\\s*abschl[äa]ge',
      'summe\\s*(?:der\\s*)?(?:rabatte|abschl[äa]ge|nachl[äa]sse)',
      // a discount among the totals: "abzgl. 3 % Rabatt", "./. 3 % Rabatt", "Rabatt 3 %"
      '(?:abzgl\\.?|abz[üu]glich|\\./\\.)\\s*(?:\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*)?(?:rabatt|nachlass|preisnachlass)(?:\\s*\\d{1,2}(?:[.,]\\d{1,2})?\\s*%)?',
      '(?:gesamt|sonder|mengen)?(?:rabatt|nachlass)\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?',
      '\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*(?:gesamt|sonder|mengen)?(?:rabatt|nachlass)',
    ],
    en: [
      '(?:total\\s*)?allowances?',
      'total\\s*discounts?',
      '(?:less\\s*)?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*discount',
      'discount\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?',
      'less\\s*discount',
    ],
    fr: ['total\\s*remises?', 'remise\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?'],
    nl: ['totaal\\s*korting', 'korting\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?'],
  },
  chargeTotal: {
    de: [
      'gesamtbetrag\\s*der\\s*zuschl[äa]ge',
      'summe\\s*(?:der\\s*)?zuschl[äa]ge',
      // shipping and packing printed among the totals (not as an item)
      '(?:versandkosten|versandpauschale|frachtkosten|verpackungskosten)(?:\\s*netto)?',
      '(?:zzgl\\.?\\s*|\\+\\s*)?(?:fracht|verpackung|versand|porto)',
    ],
    en: [
      '(?:total\\s*)?charges',
      'total\\s*surcharges?',
      '(?:shipping|freight|delivery|packing)\\s*(?:costs?|charges?|fee)(?:\\s*net)?',
      'shipping(?:\\s*(?:&|and)\\s*handling)?',
      'freight',
      'postage',
    ],
    fr: ['total\\s*(?:des\\s*)?frais', 'frais\\s*de\\s*(?:port|livraison|transport)(?:\\s*h\\.?t\\.?)?'],
    nl: ['totaal\\s*toeslagen', 'verzendkosten'],
  },
  seller: {
    de: [
      'verk[äa]ufer',
      'rechnungssteller',
      'rechnungsaussteller',
      'lieferant',
      'leistungserbringer',
      'auftragnehmer',
      'absender',
    ],
    en: ['seller', 'supplier', 'vendor', 'from', 'bill\\s*from', 'issued\\s*by', 'sold\\s*by'],
    fr: ['vendeur', 'fournisseur', '[ée]metteur', 'prestataire'],
    nl: ['verkoper', 'leverancier', 'afzender'],
  },
  buyer: {
    de: [
      'k[äa]ufer(?:/leistungsempf[äa]nger)?',
      'rechnungsempf[äa]nger',
      'leistungsempf[äa]nger',
      'rechnungsadresse',
      'rechnungsanschrift',
      'kunden\\s*name',
      'kunde',
      'auftraggeber',
      'empf[äa]nger',
      'rechnung\\s*an',
    ],
    en: [
      'buyer',
      'to',
      'bill\\s*to',
      'billed\\s*to',
      'invoice\\s*to',
      'sold\\s*to',
      'customer',
      'invoice\\s*address',
      'billing\\s*address',
      'recipient',
    ],
    fr: [
      'adresse\\s*du\\s*client',
      'nom\\s*du\\s*client',
      'client',
      'acheteur',
      'factur(?:[ée]e?|er)\\s*[àa]',
      'adress[ée]e?\\s*[àa]',
      'adresse\\s*de\\s*facturation',
      'destinataire',
    ],
    nl: ['klantnaam', 'klant', 'koper', 'afnemer', 'factuuradres', 'gefactureerd\\s*aan', 'factuur\\s*aan'],
  },
  name: { de: ['name', 'firma'], en: ['name', 'company'], fr: ['nom', 'raison\\s*sociale'], nl: ['naam'] },
  address: { de: ['anschrift', 'adresse'], en: ['address'], fr: ['adresse'], nl: ['adres'] },
  /** section cues of a delivery address (not the buyer's billing address) */
  delivery: {
    de: [
      'liefer(?:ung)?\\s*(?:adresse|anschrift)',
      'lieferadresse',
      'lieferanschrift',
      'lieferort',
      'abweichende[rs]?\\s*(?:waren)?empf[äa]nger',
      'warenempf[äa]nger',
      'versandadresse',
      'lieferung\\s*an',
    ],
    en: ['delivery\\s*address', 'ship(?:ping)?\\s*(?:to|address)', 'deliver\\s*to', 'delivered\\s*to'],
    fr: [
      'adresse\\s*de\\s*livraison',
      'livraison(?:\\s*:\\s*adresse)?',
      'livr[ée]\\s*[àa]',
      'lieu\\s*(?:de\\s*)?livraison',
    ],
    nl: ['afleveradres', 'leveradres', 'afleveren\\s*aan'],
  },
};

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

export { COLUMN_WORDS } from './lexicon/columns.ts';
