/** German words and patterns (the lexicon per language; mixed-language patterns compose these). */

import type { Words } from './words.ts';

/** words that German invoices print often (guessLang) */
export const DE_LANGUAGE_WORDS_G =
  /\b(rechnung|datum|menge|betrag|summe|mwst|ust|netto|brutto|zahlbar|steuer)/g;

/** German pieces of the per-language word lists (composed in words.ts). */
export const DE_WORDS: Words = {
  creditNote: /gutschrift/,
  correctedInvoice: /rechnungskorrektur|korrekturrechnung/,
  /** "innergemeinschaftliche Lieferung", § 4 Nr. 1 b UStG */
  intraCommunityNote: /innergemeinschaftlich|§\s*4\s*nr\.?\s*1\s*b/,
  /** "Steuerschuldnerschaft des Leistungsempfängers", § 13b UStG */
  reverseChargeNote: /steuerschuldnerschaft\s*des\s*leistungsempf|§\s*13b/,
  /** § 19 UStG */
  smallBusinessNote: /§\s*19\s*(?:abs\.?\s*1\s*)?ustg|kleinunternehmer/,
  exportNote: /ausfuhr|drittland/,
  notTaxableNote: /nicht\s*steuerbar/,
  exemptNote: /steuerfrei|steuerbefreit|§\s*4/,
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
  orderOrContract: /bestell|auftrag|lieferschein|vertrag/,
  invoiceDocument: /rechnung|gutschrift|beleg/,
  otherDate: /liefer|leistung|f[äa]llig|bestell|zeitraum/,
  buyerReference: /leitweg|k[äa]uferreferenz|referenz\s*des/,
  precedingInvoice: /vorausgegangen|vorherig|korrigiert/,
  directDebit: /lastschrift/,
  breakdown: /aufschl[üu]sselung/,
  hoursHead: /stunden|std\.?/,
  allowanceWord: /rabatt|nachlass|abschlag|gutschein/,
  chargeWord: /zuschlag|aufschlag|kosten/,
  shippingWord: /versand(?:kosten|pauschale)?|porto|fracht(?:kosten)?/,
  adjustmentAllowance: /rabatt|nachlass|abzgl\.?|abz[üu]glich|abschlag/,
  adjustmentCharge: /zuschlag|aufschlag/,
  priceWord: /preis/,
  amountWord: /betrag/,
  vatWord: /mwst|ust|umsatzsteuer/,
  ourWord: /unsere/,
  /** the word a street name ends in ("Hauptstraße", "Am Marktplatz", "Waßmannsdorfer Chaussee") */
  streetSuffix: /stra(?:ß|ss)e|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|markt/,
  /** the words of a party's field list after a cue ("Kunde (Firma und Anschrift):") */
  partyFieldWord: /firma|anschrift/,
  andWord: /und/,
  /** a name wrapped after these goes on in the next line ("FeRD Management und" / "Consulting GmbH") */
  nameWrapWord: /und|für/,
  /** a legal form that starts a line of a wrapped name ("Holzbau Meier" / "GmbH & Co. KG") */
  legalFormStart: /GmbH|AG|KG|OHG|mbH|SE/,
  /** words after a number that are no town ("10 Uhr", "5 Stk") */
  notTownWord: /uhr|stk/,
};
