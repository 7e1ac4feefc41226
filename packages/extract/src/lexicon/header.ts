/** Named patterns of extract.ts (the lexicon: words and shapes the documents print). */

export const ID_RE = /^[A-Z0-9][A-Z0-9\-/._#]*$/i;

/**
 * A number that is part of a legal reference ("§ 4 Nr. 14 UStG", "article 293 B du CGI",
 * "Art. 138 Directive 2006/112/EC", "art. 12 lid 3 Wet OB"): no amount.
 */
export const LEGAL_REF_BEFORE =
  /(?:§+|\bart(?:ikel|icle|\.)?|\bnr\.?|\bno\.|\blid|\babs(?:atz|\.)|\bpara(?:graph)?\.?|\bdirective|\brichtlijn|\brichtlinie)\s*$/i;

/** what follows a VAT word in the label of a VAT identifier ("USt-IdNr.", "BTW-nummer", "VAT Reg. No.") */
export const VAT_ID_AFTER =
  /^[-\s]*(?:id\b|idnr|id-?nr|nr\b|nr\.|nummer|number|no\b|no\.|reg(?:istration|\.)?\b|ident)/i;

export const CARRIED =
  /(?<![\p{L}])(?:[üu]bertrag|uebertrag|(?:carried|brought|carry)\s*forward|[àa]\s*reporter|report\s*(?:de\s*(?:la\s*)?page|page)|overdracht|transport\s*(?:van\s*pagina|naar\s*pagina))(?![\p{L}])/iu;

export const SKONTO_AMOUNT =
  /skonto(?!f[äa]hig|ierf[äa]hig|basis)|cash\s*discount|early\s*payment\s*discount|escompte|betalingskorting/i;

/** Labelled totals: for each segment the longest matching total label decides the field. */
/** Words of a tax contained in an amount ("darin enthaltene", "inkl.", "dont TVA", "including"). */
export const CONTAINED = /(enthalten|darin|hierin|davon|inkl|incl|including|inclus|dont|inbegrepen)/i;

export const TYPE_LABEL =
  /^(?:rechnungsart|rechnungstyp|belegart|dokumentart|invoice\s*type(?:\s*code)?|document\s*type(?:\s*code)?|type\s*de\s*(?:facture|document)|factuurtype|documenttype)\s*:?\s*(\S.*)?$/i;

export const CREDIT_TITLE =
  /^(?:gutschrift|gutschriftsanzeige|credit\s*note|avoir|facture\s+d.avoir|creditnota|creditfactuur)(?![\p{L}])/iu;

export const INVOICE_TITLE = /^(?:rechnung|invoice|facture|factuur|fattura|factura)(?![\p{L}])/iu;

/** words of a document that credits the buyer */
export const CREDITING =
  /gutschrift|gutgeschrieben|gutschreiben|schreiben\s+wir\s+ihnen\s+(?:\S+\s+)*?gut\b|\bcredit\s*note\b|\bcredited\b|\bavoir\b|creditnota|creditfactuur/i;

/**
 * A reference to an earlier invoice ("zu Rechnung Nr. 4711 vom 03.03.2026", "Bezug: Rechnung …",
 * "Korrektur der Rechnung …", "Credit note for invoice …", "Avoir sur facture …"): its number and
 * date are the preceding invoice's (BT-25/26), not this document's.
 */
export const PRECEDING_REF =
  /(?:^|[\s:(])(?:zu(?:r)?|bezug(?:nehmend\s+auf)?|bez[üu]glich|betr(?:eff|ifft|\.)?|korrektur\s+(?:der|zur)|storno\s+(?:der|zur)|regarding|referring\s+to|relating\s+to|credit(?:\s*note)?\s+(?:for|to)|original|concernant|relative\s+[àa]|avoir\s+sur|suite\s+[àa]|betreft|creditnota\s+bij)\s*:?\s*(?:der\s+|die\s+|unserer\s+|ihrer\s+|the\s+|our\s+|your\s+|la\s+|notre\s+|votre\s+|de\s+|onze\s+)?(?:urspr[üu]nglichen\s+|original\s+)?(?:rechnung|invoice|facture|factuur)(?![\p{L}])/iu;

export const TITLE_NUMBER =
  /^([\p{L}][\p{L}\- ]{2,40}?)\s*(?:\(\d{2,3}\)|\(\p{L}[\p{L}\- ]{2,40}\))?\s*(?:nr\.?|no\.?|n[°º]\.?|(?<=\s)n\.|#|nummer|number)\s*:?\s*(\S+)/iu;

export const TITLE_WORD =
  /^[\p{L}-]*(rechnung|gutschrift|korrektur|invoice|creditnote|facture|avoir|factuur|creditnota|fattura|factura)[\p{L}-]*$/iu;

export const PAY_PHRASE =
  /(zahlbar|[üu]berweisen|zahlung|bezahlen|\bzahlen\b|begleichen|payable|please\s+pay|payment|pay\s+(?:by|before|until)|[àa]\s+r[ée]gler|payer|paiement|betalen|betaling)/i;

export const UNTIL =
  /(?:bis(?:\s+(?:zum|spätestens))?|by|before|until|no\s+later\s+than|avant\s+le|au\s+plus\s+tard\s+le|jusqu.au|v[óo][óo]r|uiterlijk(?:\s+op)?)\s*$/i;

/**
 * No labelled due date: "Zahlbar … netto bis 04.07.2013, 3 % Skonto … bis 15.06.2013",
 * "Bitte überweisen Sie bis zum 19.11.2015" — the latest "until" date of a payment sentence
 * (discount dates come earlier), not before the issue date.
 */
export const DEBIT_WORD =
  /(abgebucht|eingezogen|belastet|lastschrift|debited|direct\s+debit|collected|pr[ée]lev[ée]e?|pr[ée]l[èe]vement|ge[ïi]ncasseerd|afgeschreven)/i;

export const DEBIT_ON =
  /(?:wird|werden)\s+(?:am|zum)\s*$|(?:debited|collected)\s+on\s*$|(?:pr[ée]lev[ée]e?|d[ée]bit[ée]e?)\s+le\s*$/i;

/** words of a direct debit from the buyer's account: IBANs and BICs there are the buyer's */
export const DEBIT_CONTEXT =
  /(lastschrift|abgebucht|abbuch|einzug|eingezogen|\bdebit(?:ed)?\b|pr[ée]l[èe]vement|incasso|von\s+ihrem\s+konto|from\s+your\s+(?:bank\s+)?account|de\s+votre\s+compte|van\s+uw\s+rekening)/i;

/** a bank-details label at the end of a text ("… auf folgende Bankverbindung:") */
/** How an IBAN starts: its country code and check digits. */
export const ACCOUNT_START = /^[A-Z]{2} ?\d{2}/;

export const BANK_LABEL_END =
  /(?:bankverbindung|bank\s*details|bank\s*account|coordonn[ée]es\s*bancaires|bankgegevens|bankrekening)\s*:?\s*$/i;

export const BUYER_CUE =
  /(kunde|k[äa]ufer|empf[äa]nger|customer|buyer|client|acheteur|klant|koper|ihre|your|vos|uw)\b/i;

export const TERMS_START =
  /^(zahlbar|zahlungsziel|bei\s+zahlung|bis\s+zum\s+\d|payable|payment\s+(?:due|within|terms?:)|payment\s+is\s+(?:due|expected|required)|please\s+(?:pay|remit)|net\s+\d+|due\s+within|à\s+régler|paiement\s+à|payable\s+à|betaling\s+binnen|te\s+betalen\s+binnen|gelieve\s+(?:\S+\s+){0,8}(?:te\s+betalen|over\s+te\s+(?:maken|schrijven))|terms\s*:\s*(?:net|due|\d)|(?:der\s+|die\s+)?(?:rechnungsbetrag|gesamtbetrag|rechnungssumme|betrag|rechnung)\s+(?:ist\s+)?(?:sofort\s+|(?:binnen|innerhalb(?:\s+von)?)\s+\d+\s+tagen\s+(?:\S+\s+){0,4}?)?(?:zur\s+zahlung\s+)?(?:zahlbar|f[äa]llig)|(?:binnen|innerhalb)\s+(?:von\s+)?\d+\s+tagen|skonto[a-zäöü]*\s*:|\d+(?:[.,]\d+)?\s*%\s*skonto|within\s+\d+\s+days|dans\s+les\s+\d+\s+jours|binnen\s+\d+\s+dagen|(?:den\s+|der\s+)?(?:rechnungsbetrag|gesamtbetrag|betrag)\s+(?:bitte\s+)?(?:überweisen|begleichen|zahlen)|bitte\s+(?:überweisen|begleichen|zahlen)\s+sie|pago\s+a\s+\d+\s+d[íi]as|pagamento\s+a\s+\d+\s+giorni)/i;

export const TERMS_COLUMN_HEAD = /^(beschreibung|description|text|bezeichnung|omschrijving|libell[ée])$/i;

export const NEW_SENTENCE =
  /^(?:(?:es|wir|bitte|vielen|besten|mit\s+freundlichen|thank|thanks|please|we|merci|nous|veuillez|cordialement|bedankt|wij|graag|met\s+vriendelijke|amtsgericht|registergericht)(?![\p{L}-])|(?:tel|fax|e-?mail|www|kvk|hrb|ust-?id\w*|steuer-?nr|steuernummer)(?=\s*[.:]|\s*\d))/iu;
