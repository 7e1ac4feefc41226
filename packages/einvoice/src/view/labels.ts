/**
 * Labels of the business terms (BT) and groups (BG) of EN 16931 and the XRechnung Extension in
 * English and German, as the invoice views (HTML and PDF) show them. English names follow
 * EN 16931-1, German names the XRechnung specification and its visualisation.
 *
 * Format: one line per term, `id|English|German`.
 */
export type ViewLang = 'en' | 'de';

const TERMS = `
BT-1|Invoice number|Rechnungsnummer
BT-2|Invoice issue date|Rechnungsdatum
BT-3|Invoice type|Rechnungsart
BT-5|Invoice currency|Rechnungswährung
BT-6|VAT accounting currency|Währung der Umsatzsteuerbuchung
BT-7|VAT point date|Abrechnungsdatum der Umsatzsteuer
BT-8|VAT point date code|Code für das Abrechnungsdatum der Umsatzsteuer
BT-9|Payment due date|Fälligkeitsdatum
BT-10|Buyer reference|Käuferreferenz (Leitweg-ID)
BT-11|Project reference|Projektnummer
BT-12|Contract reference|Vertragsnummer
BT-13|Purchase order reference|Bestellnummer
BT-14|Sales order reference|Auftragsnummer
BT-15|Receiving advice reference|Wareneingangsmeldung
BT-16|Despatch advice reference|Versandanzeige
BT-17|Tender or lot reference|Vergabenummer (Los)
BT-18|Invoiced object identifier|Objektkennung
BT-18-1|Object identifier scheme|Schema der Objektkennung
BT-19|Buyer accounting reference|Buchungsreferenz des Käufers
BT-20|Payment terms|Zahlungsbedingungen
BT-21|Note subject|Betreff der Bemerkung
BT-22|Note|Bemerkung
BT-23|Business process|Prozesskennung
BT-24|Specification identifier|Spezifikationskennung
BT-25|Preceding invoice number|Nummer der vorausgegangenen Rechnung
BT-26|Preceding invoice issue date|Datum der vorausgegangenen Rechnung
BT-27|Name|Name
BT-28|Trading name|Handelsname
BT-29|Seller identifier|Kennung des Verkäufers
BT-29-1|Scheme|Schema
BT-30|Legal registration identifier|Registernummer
BT-30-1|Scheme|Schema
BT-31|VAT identifier|Umsatzsteuer-Identifikationsnummer
BT-32|Tax registration identifier|Steuernummer
BT-33|Additional legal information|Weitere rechtliche Informationen
BT-34|Electronic address|Elektronische Adresse
BT-34-1|Electronic address scheme|Schema der elektronischen Adresse
BT-35|Address line 1|Adresszeile 1
BT-36|Address line 2|Adresszeile 2
BT-162|Address line 3|Adresszeile 3
BT-37|City|Ort
BT-38|Post code|Postleitzahl
BT-39|Country subdivision|Region / Bundesland
BT-40|Country|Land
BT-41|Contact point|Kontaktstelle
BT-42|Telephone|Telefon
BT-43|E-mail|E-Mail
BT-44|Name|Name
BT-45|Trading name|Handelsname
BT-46|Buyer identifier|Kennung des Käufers
BT-46-1|Scheme|Schema
BT-47|Legal registration identifier|Registernummer
BT-47-1|Scheme|Schema
BT-48|VAT identifier|Umsatzsteuer-Identifikationsnummer
BT-49|Electronic address|Elektronische Adresse
BT-49-1|Electronic address scheme|Schema der elektronischen Adresse
BT-50|Address line 1|Adresszeile 1
BT-51|Address line 2|Adresszeile 2
BT-163|Address line 3|Adresszeile 3
BT-52|City|Ort
BT-53|Post code|Postleitzahl
BT-54|Country subdivision|Region / Bundesland
BT-55|Country|Land
BT-56|Contact point|Kontaktstelle
BT-57|Telephone|Telefon
BT-58|E-mail|E-Mail
BT-59|Name|Name
BT-60|Payee identifier|Kennung des Zahlungsempfängers
BT-60-1|Scheme|Schema
BT-61|Legal registration identifier|Registernummer
BT-61-1|Scheme|Schema
BT-62|Name|Name
BT-63|VAT identifier|Umsatzsteuer-Identifikationsnummer
BT-64|Address line 1|Adresszeile 1
BT-65|Address line 2|Adresszeile 2
BT-164|Address line 3|Adresszeile 3
BT-66|City|Ort
BT-67|Post code|Postleitzahl
BT-68|Country subdivision|Region / Bundesland
BT-69|Country|Land
BT-70|Deliver to party name|Name des Warenempfängers
BT-71|Deliver to location identifier|Kennung des Lieferorts
BT-71-1|Scheme|Schema
BT-72|Actual delivery date|Lieferdatum
BT-73|Invoicing period start date|Beginn des Abrechnungszeitraums
BT-74|Invoicing period end date|Ende des Abrechnungszeitraums
BT-75|Address line 1|Adresszeile 1
BT-76|Address line 2|Adresszeile 2
BT-165|Address line 3|Adresszeile 3
BT-77|City|Ort
BT-78|Post code|Postleitzahl
BT-79|Country subdivision|Region / Bundesland
BT-80|Country|Land
BT-81|Payment means|Zahlungsart
BT-82|Payment means text|Zahlungsart (Text)
BT-83|Remittance information|Verwendungszweck
BT-84|Account (IBAN)|Konto (IBAN)
BT-85|Account name|Kontoinhaber
BT-86|Payment service provider (BIC)|Zahlungsdienstleister (BIC)
BT-87|Card number|Kartennummer
BT-88|Card holder|Karteninhaber
BT-89|Mandate reference|Mandatsreferenz
BT-90|Creditor identifier|Gläubiger-Identifikationsnummer
BT-91|Debited account|Belastetes Konto
BT-92|Amount|Betrag
BT-93|Base amount|Grundbetrag
BT-94|Percentage|Prozentsatz
BT-95|VAT category|Umsatzsteuerkategorie
BT-96|VAT rate|Umsatzsteuersatz
BT-97|Reason|Grund
BT-98|Reason code|Code für den Grund
BT-99|Amount|Betrag
BT-100|Base amount|Grundbetrag
BT-101|Percentage|Prozentsatz
BT-102|VAT category|Umsatzsteuerkategorie
BT-103|VAT rate|Umsatzsteuersatz
BT-104|Reason|Grund
BT-105|Reason code|Code für den Grund
BT-106|Sum of line net amounts|Summe der Nettobeträge aller Positionen
BT-107|Sum of allowances|Summe der Nachlässe
BT-108|Sum of charges|Summe der Zuschläge
BT-109|Total without VAT|Gesamtbetrag ohne Umsatzsteuer
BT-110|Total VAT|Gesamtbetrag der Umsatzsteuer
BT-111|Total VAT in accounting currency|Umsatzsteuer in Buchungswährung
BT-112|Total with VAT|Gesamtbetrag einschließlich Umsatzsteuer
BT-113|Paid amount|Bereits gezahlter Betrag
BT-114|Rounding amount|Rundungsbetrag
BT-115|Amount due|Fälliger Betrag
BT-116|Taxable amount|Steuerbasisbetrag
BT-117|VAT amount|Steuerbetrag
BT-118|VAT category|Umsatzsteuerkategorie
BT-119|VAT rate|Umsatzsteuersatz
BT-120|Exemption reason|Befreiungsgrund
BT-121|Exemption reason code|Code für den Befreiungsgrund
BT-122|Document reference|Kennung des Dokuments
BT-123|Description|Beschreibung
BT-124|External location|Externer Speicherort
BT-125|Attached document|Angehängtes Dokument
BT-125-1|MIME type|MIME-Typ
BT-125-2|File name|Dateiname
BT-126|Line|Position
BT-127|Line note|Freitext zur Position
BT-128|Line object identifier|Objektkennung
BT-128-1|Scheme|Schema
BT-129|Quantity|Menge
BT-130|Unit|Einheit
BT-131|Net amount|Nettobetrag
BT-132|Purchase order line|Bestellposition
BT-133|Buyer accounting reference|Buchungsreferenz des Käufers
BT-134|Line period start date|Beginn des Abrechnungszeitraums
BT-135|Line period end date|Ende des Abrechnungszeitraums
BT-136|Amount|Betrag
BT-137|Base amount|Grundbetrag
BT-138|Percentage|Prozentsatz
BT-139|Reason|Grund
BT-140|Reason code|Code für den Grund
BT-141|Amount|Betrag
BT-142|Base amount|Grundbetrag
BT-143|Percentage|Prozentsatz
BT-144|Reason|Grund
BT-145|Reason code|Code für den Grund
BT-146|Net price|Nettopreis
BT-147|Price discount|Rabatt auf den Preis
BT-148|Gross price|Bruttopreis
BT-149|Price base quantity|Basismenge
BT-150|Base quantity unit|Einheit der Basismenge
BT-151|VAT category|Umsatzsteuerkategorie
BT-152|VAT rate|Umsatzsteuersatz
BT-153|Item name|Artikelname
BT-154|Item description|Artikelbeschreibung
BT-155|Seller's item identifier|Artikelnummer des Verkäufers
BT-156|Buyer's item identifier|Artikelnummer des Käufers
BT-157|Standard item identifier|Standardkennung des Artikels
BT-157-1|Scheme|Schema
BT-158|Item classification|Klassifizierung des Artikels
BT-158-1|Classification scheme|Schema der Klassifizierung
BT-158-2|Scheme version|Version des Schemas
BT-159|Country of origin|Herkunftsland
BT-160|Attribute|Eigenschaft
BT-161|Value|Wert
BT-DEX-001|Payment type|Art der Zahlung
BT-DEX-002|Amount|Betrag
BT-DEX-003|Description|Beschreibung
LSRC|Line status reason (CII)|Status der Position (CII)
BG-1|Notes|Bemerkungen
BG-2|Process control|Prozesssteuerung
BG-3|Preceding invoices|Vorausgegangene Rechnungen
BG-4|Seller|Verkäufer
BG-5|Seller address|Anschrift des Verkäufers
BG-6|Seller contact|Kontakt des Verkäufers
BG-7|Buyer|Käufer
BG-8|Buyer address|Anschrift des Käufers
BG-9|Buyer contact|Kontakt des Käufers
BG-10|Payee|Zahlungsempfänger
BG-11|Seller tax representative|Steuerbevollmächtigter des Verkäufers
BG-12|Tax representative address|Anschrift des Steuerbevollmächtigten
BG-13|Delivery|Lieferung
BG-14|Invoicing period|Abrechnungszeitraum
BG-15|Deliver to address|Lieferanschrift
BG-16|Payment|Zahlung
BG-17|Credit transfer|Überweisung
BG-18|Payment card|Zahlungskarte
BG-19|Direct debit|Lastschrift
BG-20|Allowances|Nachlässe
BG-21|Charges|Zuschläge
BG-22|Totals|Gesamtbeträge
BG-23|VAT breakdown|Aufschlüsselung der Umsatzsteuer
BG-24|Supporting documents|Rechnungsbegründende Unterlagen
BG-25|Invoice line|Rechnungsposition
BG-26|Line period|Abrechnungszeitraum der Position
BG-27|Line allowances|Nachlässe auf Positionsebene
BG-28|Line charges|Zuschläge auf Positionsebene
BG-29|Price details|Preiseinzelheiten
BG-30|Line VAT|Umsatzsteuer der Position
BG-31|Item|Artikel
BG-32|Item attributes|Artikeleigenschaften
BG-DEX-01|Sub-lines|Unterpositionen
BG-DEX-09|Third-party payments|Zahlungen Dritter
`;

/** Words of the views that are not business-term names. */
const WORDS = `
title.invoice|Invoice|Rechnung
section.overview|Overview|Übersicht
section.lines|Line details|Details der Positionen
section.supplements|Supplements|Ergänzende Angaben
section.attachments|Attachments|Anlagen
group.invoiceData|Invoice data|Rechnungsdaten
group.references|References|Referenzen
group.lines|Invoice lines|Rechnungspositionen
group.subLine|Sub-line|Unterposition
group.line|Line|Position
group.classification|Classification|Klassifizierung
group.identifiers|Identifiers|Kennungen
col.pos|Pos.|Pos.
col.item|Item|Artikel
col.qty|Quantity|Menge
col.price|Unit price|Einzelpreis
col.vat|VAT|USt.
col.net|Net|Netto
word.page|Page|Seite
word.of|of|von
word.download|Download|Herunterladen
word.open|Open|Öffnen
word.allowance|Allowance|Nachlass
word.charge|Charge|Zuschlag
word.per|per|je
word.generated|Visualisation of an electronic invoice; the XML is the legally binding original.|Darstellung einer elektronischen Rechnung; rechtlich maßgeblich ist die XML-Datei.
word.amountDue|Amount due|Zu zahlender Betrag
`;

function parse(table: string): Map<string, { en: string; de: string }> {
  const m = new Map<string, { en: string; de: string }>();
  for (const line of table.split('\n')) {
    const [id, en, de] = line.split('|');
    if (id && en && de) m.set(id, { en, de });
  }
  return m;
}

const TERM_MAP = parse(TERMS);
const WORD_MAP = parse(WORDS);

/** Label of a business term or group (`BT-27`, `BG-4`, `BT-DEX-001`); the id itself when unknown. */
export function termLabel(id: string, lang: ViewLang): string {
  return TERM_MAP.get(id)?.[lang] ?? id;
}

/** True when the term id has a label (used by tests to check the table is complete). */
export function hasTermLabel(id: string): boolean {
  return TERM_MAP.has(id);
}

/** A view word (`section.overview`, `col.qty`, …). */
export function word(key: string, lang: ViewLang): string {
  return WORD_MAP.get(key)?.[lang] ?? key;
}
