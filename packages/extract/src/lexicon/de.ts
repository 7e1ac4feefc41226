/** German words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Labels } from '../labels.ts';
import type { FormTerms } from './forms.ts';
import type { Words } from './words.ts';

/** words that German invoices print often (guessLang) */
export const DE_LANGUAGE_WORDS_G =
  /\b(rechnung|datum|menge|betrag|summe|mwst|ust|netto|brutto|zahlbar|steuer)/g;

/** German pieces of the per-language word lists (composed in words.ts). */
/** A bare "Referenz": its own word list and, at a label's start, the buyer's order number. */
const REFERENZ = /referenz/;

export const DE_WORDS: Words = {
  creditNote: /gutschrift/,
  correctedInvoice: /rechnungskorrektur|korrekturrechnung/,
  /** "innergemeinschaftliche Lieferung", § 4 Nr. 1 b UStG */
  intraCommunityNote: /innergemeinschaftlich|§\s*4\s*nr\.?\s*1\s*b/,
  /** "Steuerschuldnerschaft des Leistungsempfängers", § 13b UStG */
  // (Austria: "Übergang der Steuerschuld gem. § 19 Abs. 1a UStG", "… vom Leistungsempfänger geschuldet")
  reverseChargeNote:
    /steuerschuldnerschaft\s*des\s*leistungsempf|§\s*13b|übergang\s*der\s*steuerschuld|vom\s*leistungsempfänger\s*geschuldet/,
  /** § 19 UStG */
  smallBusinessNote: /§\s*19\s*(?:abs\.?\s*1\s*)?ustg|kleinunternehmer/,
  exportNote: /ausfuhr|drittland/,
  notTaxableNote: /nicht\s*steuerbar/,
  // (a margin scheme, § 25 travel or § 25a second-hand goods, is exempt: VATEX-EU-D/F with category E)
  exemptNote: /steuerfrei|steuerbefreit|§\s*4|differenzbesteuer|margenbesteuer|§\s*25a?(?!\d)/,
  formPosHead: /pos\.?|position|nr\.?/,
  formItemHead: /artikel|bezeichnung|beschreibung|leistung|artikelbezeichnung/,
  formQtyHead: /menge|anzahl/,
  formPriceHead: /einzelpreis|preis|preis pro einheit|nettopreis/,
  formVatHead: /ust\.?|mwst\.?|steuer|umsatzsteuer|ust\.-satz/,
  formNetHead: /netto|nettobetrag|gesamtpreis|gesamt|betrag/,
  formVatCategoryHead: /umsatzsteuerkategorie|steuerkategorie|kategorie/,
  formVatRateHead: /umsatzsteuersatz|steuersatz|satz/,
  formVatBaseHead: /steuerbasisbetrag|basisbetrag|bemessungsgrundlage|gesamtsumme/,
  formVatTaxHead: /steuerbetrag|umsatzsteuerbetrag/,
  vatListBase: /gesamtsumme|steuerbasisbetrag|basisbetrag/,
  orderOrContract: /bestell|auftrag|lieferschein|vertrag/,
  /** an offer or estimate the invoice refers to ("lt. Angebot Nr. … vom …") */
  offerWord: /angebot|kostenvoranschlag/,
  invoiceDocument: /rechnung|gutschrift|beleg/,
  otherDate: /liefer|leistung|f[äa]llig|bestell|zeitraum/,
  buyerReference: /leitweg|k[äa]uferreferenz|referenz\s*des/,
  bareReference: REFERENZ,
  precedingInvoice: /vorausgegangen|vorherig|korrigiert/,
  directDebit: /lastschrift/,
  breakdown: /aufschl[üu]sselung/,
  hoursHead: /stunden|std\.?|dauer/,
  // a quantity column of days ("Tage", "Days"): the unit DAY
  daysHead: /tage/,
  // a column of the share or the progress of a fee (HOAI "Anteil", "erbracht"), no VAT rate
  progressHead: /anteil|erbracht|leistungsstand|fortschritt|fertigstellung(?:sgrad)?/,
  allowanceWord: /rabatt|nachlass|abschlag|gutschein/,
  chargeWord: /zuschlag|aufschlag|kosten/,
  shippingWord: /versand(?:kosten|pauschale)?|porto|fracht(?:kosten)?/,
  adjustmentAllowance: /rabatt|nachlass|abzgl\.?|abz[üu]glich|abschlag/,
  adjustmentCharge: /zuschlag|aufschlag/,
  priceWord: /preis/,
  amountWord: /betrag/,
  vatWord: /mwst|ust|umsatzsteuer/,
  ourWord: /unsere/,
  /** the buyer's own, before an order's label ("Ihre Bestellung", "Ihr Auftrag") */
  yourWord: /ihre?/,
  /** the word a street name ends in ("Hauptstraße", "Am Marktplatz", "Waßmannsdorfer Chaussee") */
  streetSuffix: /stra(?:ß|ss)e|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|markt/,
  /** the words of a party's field list after a cue ("Kunde (Firma und Anschrift):") */
  partyFieldWord: /firma|anschrift/,
  andWord: /und/,
  /** a name wrapped after these goes on in the next line ("FeRD Management und" / "Consulting GmbH") */
  nameWrapWord: /und|für/,
  /**
   * a legal form that starts a line of a wrapped name ("Holzbau Meier" / "GmbH & Co. KG"); also a
   * line of one "…gesellschaft mbH" word, the legal form with the kind of business and no name of
   * its own ("Ingenieurbüro Zimmermann" / "Planungsgesellschaft mbH"): the tail of the name above
   */
  legalFormStart: /GmbH|AG|KG|OHG|mbH|SE|[A-ZÄÖÜ][a-zäöüß]*gesellschaft mbH(?: & Co\. KG)?$/,
  /** words after a number that are no town ("10 Uhr", "5 Stk") */
  notTownWord: /uhr|stk/,
  /** a tax contained in an amount ("darin enthaltene", "inkl.", "dont TVA", "including") */
  containedTax: /enthalten|enthält|darin|hierin|davon|inkl/,
  /** words of a buyer's label or cue ("Ihre USt-IdNr.", "Customer VAT") */
  buyerWord: /kunde|k[äa]ufer|empf[äa]nger|ihre/,
  /** a bank-details label ("… auf folgende Bankverbindung:") */
  bankLabel: /bankverbindung/,
  /** a direct debit from the buyer's account (its IBAN and BIC are the buyer's) */
  debitContext: /lastschrift|abgebucht|abbuch|einzug|eingezogen|von\s+ihrem\s+konto/,
  /** an amount debited or collected (the date of a direct debit) */
  debitWord: /abgebucht|eingezogen|belastet|lastschrift/,
  /** the text column head of a terms table */
  termsColumnHead: /beschreibung|text|bezeichnung/,
  /** a connector a wrapped terms line ends in */
  orAndWord: /und|oder/,
  /** a preposition before a date ("bis", "until", "avant", "tot") */
  datePreposition: /bis|zum|am/,
  /** words of a payment sentence */
  payWord: /zahlbar|[üu]berweisen|zahlung|bezahlen|\bzahlen\b|begleichen/,
  /** a cash discount ("Skonto", "escompte"), not its base */
  cashDiscount: /skonto(?!f[äa]hig|ierf[äa]hig|basis)/,
  /** an amount carried forward from page to page ("Übertrag") */
  carriedForward: /[üu]bertrag|uebertrag/,
  /** an invoice's title word */
  invoiceTitle: /rechnung/,
  /** a credit note's title word */
  // a Stornorechnung printed with positive amounts credits the buyer (printed negative: settle.ts makes it a 380)
  creditTitle: /gutschrift|gutschriftsanzeige|stornorechnung/,
  /** "until" before a date */
  untilWord: /bis(?:\s+(?:zum|spätestens))?/,
  /** a tax word before a currency label (the VAT accounting currency, BT-6) */
  taxWord: /steuer/,
  /** words before a percentage in an item's text that make it a rate ("zzgl. 7 %") */
  rateCue: /zzgl|zuz[üu]gl|einschl|plus/,
  /** a document title word (in text without spaces) */
  titleWordCompact: /rechnung|gutschrift|korrektur/,
  /** a self-billed invoice (389) */
  selfBilled: /selbst\s*ausgestellte\s*rechnung|gutschrifts?verfahren|§\s*14\s*abs\.?\s*2\s*satz\s*2\s*ustg/,
  /** a party cue naming a role in the trade, not the paper's issuer or addressee (self-billing) */
  partyRole:
    /verk[äa]ufer|k[äa]ufer|lieferant|leistungserbringer|leistungsempf[äa]nger|auftragnehmer|gutschrifts?empf[äa]nger|gutschrifts?aussteller/,
  /** a payment to the addressee's account ("auf Ihr Konto", self-billing: the seller's) */
  yourAccount: /(?:auf|an)\s+ihr(?:em)?\s+konto/,
  /** an insurer's invoice (575; text without spaces) */
  insurerInvoiceCompact: /rechnungdesversicherers/,
  /** a factored invoice (393; text without spaces) */
  factoredInvoiceCompact: /factoring-?rechnung/,
  /** a corrected invoice (384; text without spaces) */
  correctedInvoiceCompact: /rechnungskorrektur|korrekturrechnung/,
  /** a sum row ("Summe", "Total") */
  sumWord: /summe|gesamt/,
  /** a document's title on its own ("Rechnung", "FACTURE") */
  documentTitle: /rechnung|gutschrift/,
  // document and header patterns (document.ts, header.ts), session 13
  /** a title before a type code in parentheses ("Rechnung (380)") */
  typeCodeTitle: /rechnung|gutschrift|korrektur|buchungshilfe/,
  /** "within … days" of a payment term: the lead word, the days word */
  withinWord: /innerhalb(?:\s+von)?|binnen/,
  daysWord: /tagen/,
  /** a number mark before a number followed by its date ("Nr. 12 vom …") */
  numberMark: /\bnr\.?/,
  /** the word between a number and its date */
  numberDateWord: /vom|von/,
  titleDateWord: /vom/,
  /** the document's title noun ("Rechnung 123 vom …") */
  titleNoun: /rechnung|gutschrift/,
  invoiceNoun: /rechnung/,
  /** words after a title that are a label, not the number */
  numberOrDateWord: /nr|nummer|datum/,
  /** number labels ("Nr.", "Nummer") */
  numberWord: /nr\.?|nummer/,
  dateWord: /datum/,
  accountingAidCompact: /buchungshilfe/,
  placeDateWord: /den/,
  /** words before a number that make it part of a legal reference ("§ 4 Nr. 14", "Art. 138") */
  legalRefWord: /\bartikel|\bart\.|\bnr\.?|\babs(?:atz|\.)|\bpara(?:graph)?\.?|\brichtlinie/,
  /** what follows a VAT word in a VAT-id label ("USt-IdNr.", "Steuernummer") */
  vatIdSuffix: /idnr|id-?nr|nr\b|nr\.|nummer|ident/,
  typeLabel: /rechnungsart|rechnungstyp|belegart|dokumentart/,
  creditingWord: /gutschrift|gutgeschrieben|gutschreiben|schreiben\s+wir\s+ihnen\s+(?:\S+\s+)*?gut\b/,
  /** words that lead to an earlier invoice ("zu Rechnung …", "Korrektur der Rechnung …") */
  precedingLead:
    /zu(?:r)?|bezug(?:nehmend\s+auf)?|bez[üu]glich|betr(?:eff|ifft|\.)?|korrektur\s+(?:der|zur)|storno\s+(?:der|zur)/,
  precedingArticle: /der\s+|die\s+|unserer\s+|ihrer\s+/,
  originalWord: /urspr[üu]nglichen\s+/,
  titleStem: /rechnung|gutschrift|korrektur/,
  debitOn: /(?:wird|werden)\s+(?:am|zum)/,
  termsStart:
    /zahlbar|zahlungsziel|bei\s+zahlung|bis\s+zum\s+\d|(?:der\s+|die\s+)?(?:rechnungsbetrag|gesamtbetrag|rechnungssumme|betrag|rechnung)\s+(?:ist\s+)?(?:sofort\s+|(?:binnen|innerhalb(?:\s+von)?)\s+\d+\s+tagen\s+(?:\S+\s+){0,4}?)?(?:zur\s+zahlung\s+)?(?:zahlbar|f[äa]llig)|(?:binnen|innerhalb)\s+(?:von\s+)?\d+\s+tagen|skonto[a-zäöü]*\s*:|\d+(?:[.,]\d+)?\s*%\s*skonto|(?:den\s+|der\s+)?(?:rechnungsbetrag|gesamtbetrag|betrag)\s+(?:bitte\s+)?(?:überweisen|begleichen|zahlen)|bitte\s+(?:überweisen|begleichen|zahlen)\s+sie/,
  /** words that start a new sentence after a terms line */
  sentenceStart: /es|wir|bitte|vielen|besten|mit\s+freundlichen|amtsgericht|registergericht/,
  footerLabel: /hrb|ust-?id\w*|steuer-?nr|steuernummer/,
  /** a cash-rounding row of the totals ("Rundungsdifferenz 0,02", "Rappenrundung") */
  roundingRow: /rundungsdifferenz|rappenrundung|rundungsbetrag|rundung/,
};

/**
 * German field labels (labels.ts composes them per field with the other languages'): regular-
 * expression sources matched case-insensitively; the value is what follows the label.
 */
export const DE_LABELS: Labels = {
  number: [
    'rechnungs?[- ]?(?:nummer|nr\\.?)',
    'rechnung\\s+(?:nr\\.?|nummer)',
    'gutschrifts?[- ]?(?:nummer|nr\\.?)',
    'gutschrift\\s+(?:nr\\.?|nummer)',
    'beleg[- ]?(?:nummer|nr\\.?)',
    // a till receipt's and a receipt's own number ("BON-NR 5460", "Quittung Nr. 71/26")
    'bon[- ]?(?:nummer|nr\\.?)',
    'quittungs?[- ]?(?:nummer|nr\\.?)',
    'quittung\\s+(?:nr\\.?|nummer)',
    // a web tool's "Rechnungs-ID"; a correction's own number ("Korrektur-Nr.", "Storno-Nr.")
    'rechnungs-?id',
    '(?:korrektur|storno)[- ]?(?:nummer|nr\\.?)',
    // hotel bills: the folio number
    'folio[- ]?(?:nummer|nr\\.?)',
    'r[eg]\\.?[- ]?nr\\.?',
    // a builder's interim, partial or final invoice ("AR-Nr.", "Abschlagsrechnungs-Nr.", "SR-Nr.")
    '(?:ar|sr)[- ]?nr\\.?',
    '(?:abschlags|schluss|teil)rechnungs?[- ]?(?:nummer|nr\\.?)',
    // a cancellation's own number ("Storno-Nr. ST-13911", "Stornonummer")
    'storno[- ]?(?:nummer|nr\\.?)',
    '(?:rechnung|gutschrift|rechnungskorrektur|korrekturrechnung|stornorechnung|kostenrechnung|teilrechnung|schlussrechnung|abschlagsrechnung|baurechnung|handelsrechnung|\\(\\d{3}\\))\\s+nr\\.?',
  ],
  issueDate: [
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
  dueDate: [
    'f[äa]lligkeitsdatum',
    'f[äa]lligkeitstag',
    'f[äa]llig\\s*(?:am|bis|zum)',
    // an ERP's "Fällig netto" / "Netto fällig am" (the date the net amount is due, no discount)
    'f[äa]llig\\s+netto(?:\\s+(?:am|bis))?|netto\\s+f[äa]llig(?:\\s+(?:am|bis))?',
    'zahlbar\\s*(?:bis|zum|am)',
    'zahlungsziel',
    'zahlungstermin',
    'f[äa]lligkeit',
  ],
  deliveryDate: [
    'liefer(?:ungs)?datum',
    'leistungsdatum',
    'liefer-?\\s*und\\s*leistungsdatum',
    'leistungszeitraum',
  ],
  customerNumber: ['kunden[- ]?(?:nummer|nr\\.?)', 'ihre\\s*kundennummer', 'debitor(?:en)?[- ]?nr\\.?'],
  orderReference: [
    'bestell(?:ungs)?[- ]?(?:nummer|nr\\.?)(?:\\s*des\\s*(?:kunden|auftraggebers|käufers))?',
    'ihre\\s*bestellung(?:\\s*nr\\.?)?',
    'ihre\\s*auftragsnummer',
    'ihr\\s*auftrag',
    'auftrags?[- ]?(?:nummer|nr\\.?)',
    // the Austrian order's reference; a call-off's number under a framework contract ("Abruf-Nr.")
    'auftrags?referenz',
    'abruf[- ]?(?:nummer|nr\\.?)',
    // "… gemäß Vertragsnummer … und Auftrag B 8479/2026 rechnen wir …": the order's bare word before its id
    'auftrag(?=\\s+[A-Z]{0,3}\\s?\\d)',
    'bestellzeichen',
    'bestellreferenz',
    'bestellung(?:\\s*nr\\.?)?(?:\\s*kunde)?',
    // like "Your reference": the buyer's order number; a bare "Referenz" only at its segment's start
    'ihre\\s*referenz',
    `^${REFERENZ.source}(?!\\s*des)`,
  ],
  contractReference: ['vertrags?[- ]?(?:nummer|nr\\.?)', 'vertrag'],
  buyerReference: [
    // "Leitweg-ID des Auftraggebers": the whole label, the value after it
    'leitweg-?id\\s*(?:des|der)\\s*(?:auftraggebers|kunden|k[äa]ufers|bestellers|(?:rechnungs)?empf[äa]ngers|beh[öo]rde)',
    'leitweg-?id',
    'k[äa]uferreferenz',
    'referenz\\s*des\\s*k[äa]ufers',
    'buyer[\\s-]+reference',
    'ihr\\s*zeichen',
    'kunden-?referenz',
  ],
  leitwegId: [
    'leitweg-?id\\s*(?:des|der)\\s*(?:auftraggebers|kunden|k[äa]ufers|bestellers|(?:rechnungs)?empf[äa]ngers|beh[öo]rde)',
    'leitweg-?id',
    'leitwegid',
  ],
  vatId: [
    'ust\\.?[- ]?id\\.?[- ]?(?:nr\\.?|nummer)?',
    'umsatzsteuer[- ]?(?:identifikations)?[- ]?(?:nummer|id|nr\\.?)',
    'ust-?idnr\\.?',
    'mwst\\.?[- ]?(?:nr\\.?|nummer)',
    'ust\\.?-?nr\\.?',
  ],
  buyerVatId: [
    'ihre\\s*ust\\.?[- ]?id\\.?(?:[- ]?nr\\.?)?',
    'ust\\.?[- ]?id\\.?[- ]?(?:nr\\.?)?\\s*(?:des\\s*)?(?:kunden?|k[äa]ufers?|empf[äa]ngers?)',
    '(?:kunden|k[äa]ufer|empf[äa]nger)[- ]?ust\\.?[- ]?id\\.?(?:[- ]?nr\\.?)?',
  ],
  taxNumber: ['steuer[- ]?(?:nummer|nr\\.?)', 'st\\.?[- ]?nr\\.?'],
  iban: ['iban'],
  bic: ['bic', 'swift'],
  currency: ['(?:rechnungs)?w[äa]hrung', 'betr[äa]ge\\s*in'],
  paymentTerms: [
    'zahlungsbedingung(?:en)?',
    'zahlungsziel',
    'zahlbar',
    'zahlungsinformation(?:en)?',
    'zahlungshinweise?',
    'zahlungskonditionen',
  ],
  lineNetTotal: [
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
  taxExclusive: [
    'rechnungssumme\\s*(?:ohne|exkl\\.?)\\s*(?:ust|mwst)\\.?',
    'rechnungssumme\\s*netto',
    'summe\\s*netto',
    'nettosumme',
    'netto\\s*summe',
    'gesamt\\s*netto',
    'nettobetrag',
    'gesamtbetrag\\s*netto',
    // a credit note's net ("Gutschrift netto", "Gutschriftsbetrag netto")
    'gutschrift(?:sbetrag)?\\s*netto',
    'netto',
    'summe\\s*ohne\\s*(?:ust|mwst)',
    // a builder's interim or final invoice: the work done to date ("Gesamtleistung netto",
    // "Abrechnungssumme netto")
    '(?:gesamtleistung|abrechnungssumme)\\s*netto',
    // insurance premium invoices: the premium before insurance tax
    'gesamtbeitrag',
    'nettobeitrag',
  ],
  vatTotal: [
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
  taxInclusive: [
    'bruttosumme',
    'rechnungssumme\\s*brutto',
    // a care home's monthly bill before the insurer's share
    'gesamtkosten',
    '(?:gesamtleistung|abrechnungssumme)\\s*brutto',
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
  amountDue: [
    'zahlbetrag',
    // a care home's or care service's bill after the insurer's share: the resident's own share
    // ("Eigenanteil Bewohner/in – zu zahlen")
    'eigenanteil(?:\\s+[\\p{L}/]+){0,2}\\s*[–-]\\s*zu\\s*zahlen',
    'zu\\s*zahlen(?:der\\s*(?:betrag|beitrag|gesamtbetrag))?',
    'offener\\s*(?:rechnungs)?betrag',
    'restbetrag',
    // a final invoice's remainder after the advance payments ("Restforderung", "verbleibender Betrag")
    'restforderung',
    'verbleibende[rn]?\\s*(?:rest)?(?:betrag|forderung)',
    'f[äa]lliger\\s*betrag',
    'zahlungsbetrag',
    // what a self-billing credit note pays out ("Auszahlungsbetrag")
    'auszahlungsbetrag',
    // "Noch zu zahlender Betrag" under the deducted instalments of a final invoice
    'noch\\s*zu\\s*zahlen(?:de[rn]?\\s*(?:rest|gesamt)?betrag)?',
    'zu\\s*zahlender\\s*beitrag',
    // utility bills: what is left to pay after the instalments
    'nachzahlung(?:sbetrag)?',
    'saldo',
  ],
  paidAmount: [
    'erhaltene\\s*anzahlung(?:en)?',
    'bereits\\s*(?:gezahlt|bezahlt|geleistet)',
    'anzahlung(?:en)?',
    'abschlagszahlung(?:en)?',
    // the sum of a final invoice's advances, gross ("Summe Abschläge brutto", "Summe der geleisteten
    // Abschlagszahlungen"), no discount
    'summe\\s*(?:der\\s*)?(?:geleisteten\\s*)?(?:abschl[äa]ge\\s*(?:brutto|gesamt)|abschlagszahlungen)',
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
  allowanceTotal: [
    'gesamtbetrag\\s*der\\s*abschl[äa]ge',
    'summe\\s*(?:der\\s*)?(?:rabatte|abschl[äa]ge|nachl[äa]sse)',
    // a discount among the totals: "abzgl. 3 % Rabatt", "./. 3 % Rabatt", "Rabatt 3 %"
    '(?:abzgl\\.?|abz[üu]glich|\\./\\.)\\s*(?:\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*)?(?:rabatt|nachlass|preisnachlass)(?:\\s*\\d{1,2}(?:[.,]\\d{1,2})?\\s*%)?',
    '(?:gesamt|sonder|mengen)?(?:rabatt|nachlass)\\s*\\(?\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\)?',
    '\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*(?:gesamt|sonder|mengen)?(?:rabatt|nachlass)',
  ],
  chargeTotal: [
    'gesamtbetrag\\s*der\\s*zuschl[äa]ge',
    'summe\\s*(?:der\\s*)?zuschl[äa]ge',
    // shipping and packing printed among the totals (not as an item)
    '(?:versandkosten|versandpauschale|frachtkosten|verpackungskosten)(?:\\s*netto)?',
    '(?:zzgl\\.?\\s*|\\+\\s*)?(?:fracht|verpackung|versand|porto)',
  ],
  seller: [
    'verk[äa]ufer',
    'rechnungssteller',
    'rechnungsaussteller',
    // self-billing (§ 14 (2) UStG): the addressee of the Gutschrift is the supplier, its issuer the buyer
    'gutschrifts?empf[äa]nger',
    'lieferant',
    'leistungserbringer',
    'auftragnehmer',
    'absender',
    // a rent invoice's parties ("Vermieter" / "Mieter" over their blocks)
    'vermieter(?:in)?',
    // "Von" / "An" over two blocks side by side
    'von',
  ],
  buyer: [
    'k[äa]ufer(?:/leistungsempf[äa]nger)?',
    'rechnungsempf[äa]nger',
    'gutschrifts?aussteller',
    'leistungsempf[äa]nger',
    'rechnungsadresse',
    'rechnungsanschrift',
    'kunden\\s*name',
    'kunde',
    'auftraggeber',
    'empf[äa]nger',
    'rechnung\\s*an',
    'mieter(?:in)?',
    'an',
  ],
  name: ['name', 'firma'],
  address: ['anschrift', 'adresse'],
  /** section cues of a delivery address (not the buyer's billing address) */
  delivery: [
    'liefer(?:ung)?\\s*(?:adresse|anschrift)',
    'lieferadresse',
    'lieferanschrift',
    'lieferort',
    'abweichende[rs]?\\s*(?:waren)?empf[äa]nger',
    'warenempf[äa]nger',
    'versandadresse',
    'lieferung\\s*an',
  ],
};

/**
 * German pieces of the party, contact and form-row patterns (lexicon/parties.ts, contact.ts,
 * forms.ts; composed in words.ts with the other languages').
 */
export const DE_PARTY_WORDS: Words = {
  deliveryDateLabel:
    /liefer(?:ungs)?datum|leistungsdatum|liefertermin|liefer-?\s*und\s*(?:leistungs|rechnungs)datum|(?:leistungs|rechnungs)-?\s*und\s*lieferdatum/,
  sellerContactLabel:
    /(?:ihre?\s+)?(?:ansprechpartner(?:in)?|kontakt(?:person)?|sachbearbeiter(?:in)?|bearbeiter(?:in)?)/,
  buyerContactLabel: /z\.\s?hd\.?(?:\s*v\.)?/,
  phoneLabel: /tel(?:efon)?\.?|fon|mobil(?:telefon)?/,
  personNameTitle: /[Hh]errn?|[Ff]rau/,
  nameParticle: /von\s+/,
  contactSentence: /wenden\s+sie\s+sich\s+(?:bitte\s+)?an|kontaktieren\s+sie/,
  accountHolderLabel: /kontoinhaber(?:in)?|beg[üu]nstigte[rn]?/,
  namedSellerLabel: /kontoinhaber(?:in)?|verkauf\s+durch/,
  holderLabel: /name|firma|kontoinhaber(?:in)?/,
  nameLabel: /name|firma/,
  streetLabel: /stra(?:ß|ss)e(?: und hausnummer|,? hausnummer| \/ nr\.?)?|str\./,
  postcodeCityLabel: /plz\s*[/,]?\s*(?:und\s*)?ort/,
  postcodeLabel: /plz|postleitzahl/,
  cityLabel: /ort|stadt/,
  countryLabel: /land/,
  addressLabel: /anschrift|adresse/,
  senderPrefix: /abs\.?|absender/,
  personTitle: /herrn?|frau|familie|fam\.|eheleute/,
  salutation: /herrn?|frau|firma|z\.\s?hd\.?/,
  contactLineWord: /kontakt|ansprechpartner(?:in)?|abteilung|abt\./,
  // a unit of an organisation under its name ("Referat Z 14 - Organisation", "Zentrale
  // Rechnungseingangsstelle", "Dezernat 4 Finanzen"): a line of the address, not of the name
  departmentWord:
    /referat|dezernat|abteilung|abt\.|fachbereich|sachgebiet|(?:zentrale\s+)?rechnungseingang(?:sstelle)?|zentraleinkauf|haushaltsabteilung|kreditorenbuchhaltung|der\s+magistrat/,
  contactBelowWord: /tel(?:efon|\.)?|fon|mobil/,
  logoPossessive: /ihr\s+/,
  titleFrom: /beleg|quittung|rechnung/,
  fromWord: /von/,
  sellerSection: /verk[äa]ufer[s]?|lieferant(en)?|rechnungssteller|leistungserbringer/,
  buyerSection: /k[äa]ufer[s]?|kunde|rechnungsempf[äa]nger|auftraggeber/,
  otherPartySection:
    /zahlungsempf[äa]nger|steuervertreter[s]?|steuerbevollm[äa]chtigte[rn]?|liefer(ung|anschrift|ort)|empf[äa]nger der lieferung|warenempf[äa]nger/,
  totalsSection: /aufschl|gesamtbetr|summe/,
  refWord: /nr|nummer|kunde|kunden|konto|bestellung|rechnung/,
  // the Austrian offene Gesellschaft "OG", not a floor ("3. OG"); a community of flat owners
  // ("WEG Am Stadtpark 43", Wohnungseigentümergemeinschaft) at the name's start
  legalForm:
    /GmbH|gGmbH|AG|KGaA|KG|OHG|GbR|UG|eG|a\.\s?G\.|VVaG|e\.\s?K\.|e\.\s?U\.|e\.V\.|mbH|(?<!\d\.?\s?)OG|(?<![A-Za-zÄÖÜäöüß\d.]\s?)WEG(?=\s+[A-ZÄÖÜ])|Wohnungseigentümergemeinschaft/,
  unitPrefix: /etage|stock/,
  streetLike: /stra(ß|ss)e|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig/,
  streetWord: /stra(ß|ss)e|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|postfach/,
  refLineWord: /nr|nummer/,
  lawRef: /artikel|richtlinie|ustg/,
  buildingWord: /geb[äa]ude|zentrum/,
  // (a tax adviser's name — "Steuerkanzlei …", "Steuerberatung … GmbH", "Steuerbüro …" — is a name)
  notAddressWord:
    /telefon|ust(?![\p{L}])|ust\.|steuer(?!berat|kanzlei|büro|buero)|hrb(?![\p{L}])|hra(?![\p{L}])/u,
  letterTitle:
    /(?:pro[-\s]?forma|schluss|abschlags|teil|sammel)?rechnung|gutschrift|rechnungskorrektur|storno\w*|quittung/,
  // a receipt's own title ("TAXIQUITTUNG" letter-spaced, "Quittung Nr. 71/26", "Kassenbon")
  receiptTitle: /(?:taxi)?quittung|kassenbon|kassenbeleg|bewirtungsbeleg|barbeleg/,
};

/**
 * German EN 16931 business-term names as the visualisations print them (the XRechnung
 * specification / KoSIT visualisation), whole labels; `{party}` stands for a party's role
 * (composed in forms.ts).
 */
export const DE_FORM_TERMS: FormTerms = {
  number: /rechnungsnummer|rechnungs-?nr\.?|gutschriftsnummer/,
  issueDate: /rechnungsdatum|ausstellungsdatum|gutschriftsdatum/,
  typeCode: /rechnungsart|rechnungstyp|(?:art|code) der rechnung|dokumentart/,
  currency: /(?:rechnungs)?w[äa]hrung|w[äa]hrungscode/,
  dueDate: /f[äa]lligkeitsdatum|zahlungsziel|f[äa]llig am|zahlbar bis/,
  buyerReference: /k[äa]uferreferenz(?: ?\(leitweg-?id\))?|leitweg-?id/,
  orderReference: /bestellnummer|bestellreferenz/,
  contractReference: /vertragsnummer|vertragsreferenz/,
  paymentTerms: /zahlungsbedingungen|skonto; weitere zahlungsbedingungen/,
  iban: /konto ?\(iban\)|kontonummer|kennung des zahlungskontos|bankverbindung ?\(iban\)/,
  debitAccount: /belastetes konto|kennung des zu belastenden kontos/,
  bic: /bic des zahlungsdienstleisters|(?:kennung des )?zahlungsdienstleisters?(?: ?\(bic\))?/,
  lineNetTotal:
    /summe (?:der |aller )?nettobetr[äa]ge(?: aller (?:rechnungs)?positionen)?|nettosumme aller positionen|summe aller positionen(?: netto)?/,
  allowanceTotal: /summe (?:der )?nachl[äa]sse(?: auf dokumentenebene)?|summe der abschl[äa]ge/,
  chargeTotal: /summe (?:der )?zuschl[äa]ge(?: auf dokumentenebene)?/,
  taxExclusive:
    /gesamtbetrag ohne (?:umsatzsteuer|ust\.?|mwst\.?)|rechnungsbetrag ohne umsatzsteuer|nettobetrag|gesamtsumme netto/,
  vatTotal: /gesamtbetrag der umsatzsteuer|summe (?:der )?umsatzsteuer|summe ust\.?/,
  taxInclusive:
    /gesamtbetrag (?:einschlie(?:ß|ss)lich|inkl\.?|mit) (?:umsatzsteuer|ust\.?|mwst\.?)|bruttobetrag|gesamtsumme brutto|rechnungsbetrag einschlie(?:ß|ss)lich umsatzsteuer/,
  paidAmount: /bereits gezahlt(?:er betrag)?|vorauszahlungsbetrag|gezahlter betrag(?: brutto)?/,
  rounding: /rundungsbetrag/,
  amountDue: /f[äa]lliger betrag(?: brutto)?|zahlbetrag|zu zahlender betrag/,
  'party.name': /name(?: {party})?|firma|firmenname|unternehmen|(?:verk[äa]ufer|k[äa]ufer)name/,
  'party.tradingName': /(?:abweichender )?handelsname(?: {party})?/,
  'party.vatId':
    /umsatzsteuer-?identifikationsnummer(?: {party})?|umsatzsteuer-id|ust\.?-?\s?id\.?-?\s?(?:nr\.?)?/,
  'party.taxNumber': /steuernummer(?: {party})?/,
  'party.legalId': /registernummer/,
  'party.id': /kennung(?: {party})?/,
  'party.address': /(?:post)?anschrift(?: {party})?|adresse(?: {party})?/,
  'party.line1': /adresszeile 1|stra(?:ß|ss)e(?: ?\/ ?hausnr\.?)?/,
  'party.postcodeCity': /plz ?\/ ?ort|plz und ort|postleitzahl ?\/ ?ort/,
  'party.line2': /adresszeile 2/,
  'party.postcode': /plz|postleitzahl/,
  'party.city': /ort|stadt/,
  'party.country': /land|l[äa]ndercode/,
  'party.contact': /kontakt(?: {party})?|kontaktstelle|ansprechpartner(?:in)?/,
  'party.phone': /telefon(?:nummer)?(?: {party})?|tel\./,
  'party.email': /elektronische adresse/,
  other:
    /prozesskennung|spezifikationskennung|abrechnungszeitraum|zahlungsart|bemerkung|projektnummer|rechnungsperiode|leistungszeitraum|kontoinhaber/,
  'item.id': /position|positionsnummer/,
  'item.name': /bezeichnung|artikelname|artikelbezeichnung/,
  'item.qty': /menge|anzahl|rechnungsmenge/,
  'item.unit': /einheit|ma(?:ß|ss)einheit/,
  'item.price': /preis pro einheit(?: \(netto\))?|einzelpreis(?: \(netto\))?|nettopreis/,
  'item.net': /gesamtpreis(?: \(netto\))?|zeilensumme(?: \(netto\))?|nettobetrag der (?:rechnungs)?position/,
  'item.rate': /umsatzsteuersatz(?: \(%\))?|steuersatz(?: \(%\))?/,
  partyArticle: /des |der /,
  partyRole: /verk[äa]ufers?|k[äa]ufers?/,
};
