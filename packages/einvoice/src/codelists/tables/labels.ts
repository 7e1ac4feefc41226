/**
 * Hand-written display labels (English and German) for the codes users commonly see and pick.
 * Format: one `code|English|German` line per code; an empty German part falls back to English.
 * English labels follow the code lists' own names (UNTDID D.16B, UN/ECE Rec 20/21, CEF EAS/VATEX),
 * shortened where a picker needs it; German labels are the terms used in German invoicing
 * practice (XRechnung documentation and accounting usage). Codes without a label here use the
 * list's English name (see the other data modules) and, failing that, the code itself.
 */

/** UNTDID 1001: every code BR-CL-01 accepts. */
export const DOCUMENT_TYPE_LABELS = `
71|Request for payment|Zahlungsaufforderung
80|Debit note related to goods or services|Belastungsanzeige (Waren oder Dienstleistungen)
81|Credit note related to goods or services|Gutschrift (Waren oder Dienstleistungen)
82|Metered services invoice|Rechnung über Verbrauchsleistungen
83|Credit note related to financial adjustments|Gutschrift (finanzielle Korrekturen)
84|Debit note related to financial adjustments|Belastungsanzeige (finanzielle Korrekturen)
102|Tax notification|Steuerbescheid
130|Invoicing data sheet|Rechnungsdatenblatt
202|Direct payment valuation|Direkte Zahlungsbewertung
203|Provisional payment valuation|Vorläufige Zahlungsbewertung
204|Payment valuation|Zahlungsbewertung
211|Interim application for payment|Antrag auf Abschlagszahlung
218|Final payment request based on completion of work|Schlusszahlungsanforderung nach Fertigstellung
219|Payment request for completed units|Zahlungsanforderung für fertiggestellte Einheiten
261|Self billed credit note|Selbst ausgestellte Gutschrift
262|Consolidated credit note - goods and services|Sammelgutschrift (Waren und Dienstleistungen)
295|Price variation invoice|Preisänderungsrechnung
296|Credit note for price variation|Gutschrift für Preisänderung
308|Delcredere credit note|Delkredere-Gutschrift
325|Proforma invoice|Proformarechnung
326|Partial invoice|Teilrechnung
331|Commercial invoice which includes a packing list|Handelsrechnung mit Packliste
380|Commercial invoice|Rechnung
381|Credit note|Gutschrift
382|Commission note|Provisionsabrechnung
383|Debit note|Belastungsanzeige
384|Corrected invoice|Rechnungskorrektur
385|Consolidated invoice|Sammelrechnung
386|Prepayment invoice|Vorauszahlungsrechnung
387|Hire invoice|Mietrechnung
388|Tax invoice|Steuerrechnung
389|Self-billed invoice|Selbst ausgestellte Rechnung (Gutschriftsverfahren)
390|Delcredere invoice|Delkredere-Rechnung
393|Factored invoice|Factoring-Rechnung
394|Lease invoice|Leasingrechnung
395|Consignment invoice|Konsignationsrechnung
396|Factored credit note|Factoring-Gutschrift
420|Optical Character Reading (OCR) payment credit note|OCR-Zahlungsgutschrift
456|Debit advice|Belastungsanzeige (Bank)
457|Reversal of debit|Storno einer Belastung
458|Reversal of credit|Storno einer Gutschrift
471|Self-billed corrective invoice|Selbst ausgestellte Rechnungskorrektur
472|Factored corrective invoice|Factoring-Rechnungskorrektur
473|Self-billed factored corrective invoice|Selbst ausgestellte Factoring-Rechnungskorrektur
500|Self-billed prepayment invoice|Selbst ausgestellte Vorauszahlungsrechnung
501|Self-billed factored invoice|Selbst ausgestellte Factoring-Rechnung
502|Self-billed factored credit note|Selbst ausgestellte Factoring-Gutschrift
503|Prepayment credit note|Gutschrift zur Vorauszahlungsrechnung
527|Self billed debit note|Selbst ausgestellte Belastungsanzeige
532|Forwarder's credit note|Spediteursgutschrift
553|Forwarder's invoice discrepancy report|Abweichungsbericht zur Speditionsrechnung
575|Insurer's invoice|Versicherungsrechnung
623|Forwarder's invoice|Speditionsrechnung
633|Port charges documents|Hafengebührenrechnung
751|Invoice information for accounting purposes|Rechnungsinformationen für Buchhaltungszwecke
780|Freight invoice|Frachtrechnung
817|Claim notification|Schadensmeldung
870|Consular invoice|Konsulatsfaktura
875|Partial construction invoice|Abschlagsrechnung (Bauleistung)
876|Partial final construction invoice|Teilschlussrechnung (Bauleistung)
877|Final construction invoice|Schlussrechnung (Bauleistung)
935|Customs invoice|Zollrechnung
`;

/** UNTDID 4461: the payment means offered in pickers. */
export const PAYMENT_MEANS_LABELS = `
1|Instrument not defined|Nicht definiert
10|In cash|Barzahlung
20|Cheque|Scheck
30|Credit transfer|Überweisung
42|Payment to bank account|Zahlung auf Bankkonto
48|Bank card|Bankkarte
49|Direct debit|Lastschrift
54|Credit card|Kreditkarte
55|Debit card|Debitkarte
57|Standing agreement|Dauerauftrag
58|SEPA credit transfer|SEPA-Überweisung
59|SEPA direct debit|SEPA-Lastschrift
68|Online payment service|Online-Zahlungsdienst
97|Clearing between partners|Verrechnung zwischen Partnern
ZZZ|Mutually defined|Gegenseitig vereinbart
`;

/** UNCL 5305: all ten VAT categories EN 16931 uses. */
export const VAT_CATEGORY_LABELS = `
S|Standard rate|Normaler Steuersatz
Z|Zero rated goods|Nullsatz
E|Exempt from tax|Steuerbefreit
AE|VAT reverse charge|Umkehrung der Steuerschuldnerschaft (Reverse Charge)
K|VAT exempt for EEA intra-community supply of goods and services|Steuerfreie innergemeinschaftliche Lieferung
G|Free export item, VAT not charged|Steuerfreie Ausfuhrlieferung
O|Services outside scope of tax|Nicht steuerbar
L|Canary Islands general indirect tax (IGIC)|Allgemeine indirekte Steuer der Kanarischen Inseln (IGIC)
M|Tax for production, services and importation in Ceuta and Melilla (IPSI)|Steuer auf Produktion, Dienstleistungen und Einfuhr in Ceuta und Melilla (IPSI)
B|Transferred (VAT), Italy|Übertragene Umsatzsteuer (Italien)
`;

/** UN/ECE Rec 20/21: common units. */
export const UNIT_LABELS = `
C62|One (unit)|Stück (Einheit)
H87|Piece|Stück
XPP|Piece (package)|Stück (Packstück)
EA|Each|Je Stück
SET|Set|Satz
PR|Pair|Paar
DZN|Dozen|Dutzend
E48|Service unit|Leistungseinheit
LS|Lump sum|Pauschale
P1|Percent|Prozent
SEC|Second|Sekunde
MIN|Minute|Minute
HUR|Hour|Stunde
LH|Labour hour|Arbeitsstunde
DAY|Day|Tag
E49|Working day|Arbeitstag
WEE|Week|Woche
MON|Month|Monat
QAN|Quarter (of a year)|Quartal
ANN|Year|Jahr
MGM|Milligram|Milligramm
GRM|Gram|Gramm
KGM|Kilogram|Kilogramm
TNE|Tonne (metric ton)|Tonne
MMT|Millimetre|Millimeter
CMT|Centimetre|Zentimeter
MTR|Metre|Meter
KMT|Kilometre|Kilometer
MTK|Square metre|Quadratmeter
MTQ|Cubic metre|Kubikmeter
MLT|Millilitre|Milliliter
LTR|Litre|Liter
KWT|Kilowatt|Kilowatt
MAW|Megawatt|Megawatt
KWH|Kilowatt hour|Kilowattstunde
MWH|Megawatt hour|Megawattstunde
XBX|Box|Kiste
XCT|Carton|Karton
XPK|Package|Packung
XBO|Bottle|Flasche
XBG|Bag|Beutel
XSA|Sack|Sack
XCR|Crate|Steige
XRO|Roll|Rolle
XPX|Pallet|Palette
`;

/** UNTDID 5189: all allowance reasons BR-CL-19 accepts. */
export const ALLOWANCE_REASON_LABELS = `
41|Bonus for works ahead of schedule|Bonus für vorzeitige Fertigstellung
42|Other bonus|Sonstiger Bonus
60|Manufacturer's consumer discount|Herstellerrabatt für Verbraucher
62|Due to military status|Rabatt aufgrund Militärstatus
63|Due to work accident|Rabatt aufgrund Arbeitsunfall
64|Special agreement|Sondervereinbarung
65|Production error discount|Rabatt wegen Produktionsfehler
66|New outlet discount|Neueröffnungsrabatt
67|Sample discount|Musterrabatt
68|End-of-range discount|Auslaufrabatt
70|Incoterm discount|Incoterm-Rabatt
71|Point of sales threshold allowance|Mindestumsatzrabatt am Verkaufsort
88|Material surcharge/deduction|Materialzuschlag/-abzug
95|Discount|Rabatt
100|Special rebate|Sonderrabatt
102|Fixed long term|Langfristiger Festrabatt
103|Temporary|Befristeter Rabatt
104|Standard|Standardrabatt
105|Yearly turnover|Jahresumsatzrabatt
`;

/** UNTDID 7161: common charge reasons. */
export const CHARGE_REASON_LABELS = `
AA|Advertising|Werbung
ABL|Additional packaging|Zusätzliche Verpackung
ADR|Other services|Sonstige Leistungen
AEK|Cash on delivery|Nachnahme
AEL|Small order processing service|Kleinauftragszuschlag
CG|Cleaning|Reinigung
DL|Delivery|Lieferung
FC|Freight service|Frachtkosten
FI|Financing|Finanzierung
HD|Handling|Bearbeitung
IAA|Installation|Installation
IS|Invoicing|Rechnungsstellung
LA|Labelling|Etikettierung
LAA|Labour|Arbeitsleistung
PC|Packing|Verpackung
PL|Palletizing|Palettierung
RAC|Repair|Reparatur
SAA|Shipping and handling|Versand und Bearbeitung
SAD|Special packaging|Spezialverpackung
TAC|Testing|Prüfung
WH|Warehousing|Lagerung
ZZZ|Mutually defined|Gegenseitig vereinbart
`;

/** UNTDID 4451: common note subjects. */
export const TEXT_SUBJECT_LABELS = `
AAI|General information|Allgemeine Informationen
AAB|Terms of payments|Zahlungsbedingungen
ABL|Government information|Behördliche Informationen
ACB|Additional information|Zusätzliche Informationen
CUS|Customs declaration information|Zollinformationen
PMD|Payment detail/remittance information|Zahlungsdetails/Überweisungsinformationen
PMT|Payment information|Zahlungsinformationen
REG|Regulatory information|Regulatorische Informationen
SUR|Supplier remarks|Anmerkungen des Lieferanten
TXD|Tax declaration|Steuerliche Angaben
`;

/** UNTDID 2005 (UBL) and UNTDID 2475 (CII): the three BT-8 codes. */
export const VAT_DATE_LABELS = `
3|Invoice document issue date time|Rechnungsdatum
35|Delivery date/time, actual|Tatsächliches Lieferdatum
432|Paid to date|Zahlungsdatum
5|Date of invoice|Rechnungsdatum
29|Date of delivery of goods to establishments/domicile/site|Lieferdatum
72|Paid to date|Zahlungsdatum
`;

/** EAS: German labels for the schemes German invoices use. */
export const EAS_LABELS = `
EM|Electronic mail (SMTP)|E-Mail
0204|Leitweg-ID|Leitweg-ID
9930|Germany VAT number|Umsatzsteuer-Identifikationsnummer (Deutschland)
0088|EAN Location Code (GLN)|Global Location Number (GLN)
0060|Data Universal Numbering System (D-U-N-S Number)|D-U-N-S-Nummer
0199|Legal Entity Identifier (LEI)|Legal Entity Identifier (LEI)
`;

/** VATEX: German labels for the category-wide codes. */
export const VATEX_LABELS = `
VATEX-EU-AE|Reverse charge|Steuerschuldnerschaft des Leistungsempfängers
VATEX-EU-IC|Intra-Community supply|Innergemeinschaftliche Lieferung
VATEX-EU-G|Export outside the EU|Ausfuhr in Drittländer
VATEX-EU-O|Not subject to VAT|Nicht steuerbar
`;

/** BR-CL-24 MIME codes. */
export const MIME_LABELS = `
application/pdf|PDF document|PDF-Dokument
image/png|PNG image|PNG-Bild
image/jpeg|JPEG image|JPEG-Bild
text/csv|CSV file|CSV-Datei
application/vnd.openxmlformats-officedocument.spreadsheetml.sheet|Excel spreadsheet (XLSX)|Excel-Tabelle (XLSX)
application/vnd.oasis.opendocument.spreadsheet|OpenDocument spreadsheet (ODS)|OpenDocument-Tabelle (ODS)
`;
