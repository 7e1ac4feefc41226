/**
 * Synthetic extraction check: random invoices (seeded) laid out by invoice templates common in
 * Europe — a German DIN 5008 letter (sender line over the address window, info block, item table,
 * totals block, three-column footer), an English "Bill to / Ship to" invoice, a French "Facture"
 * with SIRET/TVA and HT/TVA/TTC totals, a two-party "Seller: / Buyer:" form with a VAT table, a
 * small-business letter (logo area, right info box "Datum / Kunden-Nr. / Rechnungs-Nr.", totals as
 * a boxed table "Netto | MwSt | Brutto" side by side) and a Dutch/Belgian "Factuur" ("BTW",
 * "Te betalen", structured payment reference) — in German, English, French and Dutch wording and
 * number/date notation, with Dutch, Belgian and UK postcodes, sometimes over two pages with a
 * carried-over subtotal.
 *
 * Two modes:
 * - layout (default): the positioned text goes straight to the extractor (10 pt, 5 pt per
 *   character), measuring the reading rules on layouts and values they were not written for;
 * - `--pdf`: the same documents are rendered to real PDFs with pdfkit (DejaVu Sans / Sans
 *   Condensed / Serif from the fonts the pdf package ships: proportional widths, kerning,
 *   right-aligned amounts, bold headings, 7 pt small print, character/word spacing, text drawn in
 *   pieces) and read back like the CLI does (extractLayout → extractInvoice). `--keep` writes the
 *   PDFs to OUT/pdf.
 *
 * Truth = the generated model, scored by the corpus scorer.
 *
 * `--templates blind2`: four more (synthetic-blind2.ts: utility bill, hotel folio, marketplace
 *   order invoice, Belgian/Luxembourg French invoice), written after the fixes for `new`.
 * `--templates blind3`: six more (synthetic-blind3.ts: credit note referring to the invoice, a
 *   two-page invoice with carried-forward sums, allowances/charges over 7 % and 19 %, Skonto terms,
 *   an Austrian invoice, a Swiss seller under German reverse charge), written after `blind2`.
 * `--templates blind4`: seven layouts of sellers outside Germany (synthetic-blind4.ts), written
 *   after `blind3`.
 * `--templates blind5`: six everyday German layouts (synthetic-blind5.ts: invoicing software,
 *   Kleinunternehmer, intra-community supply, export, Schlussrechnung, units), written after
 *   `blind4`; `--templates blind5x` adds layouts written after the first fixes (§ 13b, two pages,
 *   contact and delivery-address lines).
 * `--templates blind6`: six English-language layouts and international notations
 *   (synthetic-blind6.ts: SaaS subscription, UK limited company, consultant's day rows, date
 *   notations, amount notations, wrapped descriptions with SKU lines), written after `blind4`.
 * `--templates blind7`: six layouts written in session 8 before reading the extraction rules
 *   (synthetic-blind7.ts: XRechnung visualisation with labelled item blocks, German labelled
 *   fields with a party grid, a new DIN 5008 template, US/UK producers, FR/NL producers, credit
 *   notes; some over two or three pages).
 * `--templates blind8`: seven layouts written in session 9 before reading the extraction rules
 *   (synthetic-blind8.ts: cloud statement, invoicing service, German online accounting, Swiss and
 *   Austrian, Italian and Spanish, multi-page with carried totals, three-column party grid).
 * `--templates blind9`: seven layouts written in session 10 before reading the extraction rules
 *   (synthetic-blind9.ts: contact data and delivery dates printed in different places, DIN 5008
 *   letters, Bill to / Ship to, two- and three-column grids, footers, multi-page); their truth
 *   also carries BT-41/42/43, BT-56/57/58 and BT-72, scored by extraction-contact.ts.
 * `--templates blind10`: seven layouts written in session 11 before reading the extraction rules
 *   (synthetic-blind10.ts: number and date in the title line, unusual column orders, line
 *   discounts, a browser-printed page, a SaaS receipt, a seller sidebar, Italian/Spanish with the
 *   totals at the left).
 * `--templates blind11`: seven layouts written in session 12 before reading the extraction rules
 *   (synthetic-blind11.ts: ERP header label row with values below, online-shop gross prices,
 *   currency in every amount cell, VAT code letters, cover letter and timesheet appendix pages,
 *   rent periods per line, French/Dutch small-business VAT exemption).
 * `--templates blind12`: seven German-speaking layouts written in session 13 before reading the
 *   extraction rules (synthetic-blind12.ts: DIN 5008 letters of Word templates, invoicing software,
 *   craftsman invoices, labelled fields only, Austrian/Swiss, self-billing Gutschrift, Storno).
 * `--templates blind13`: seven layouts written in session 13 before reading the extraction rules
 *   (synthetic-blind13.ts: English, French and Dutch producers — Xero-like, QuickBooks-like US,
 *   Sage-like UK VAT invoice, French and Dutch online software, a platform invoice, a cloud
 *   statement with a "Detail" list without column heads; credit notes in each language).
 * `--templates selfbilling`: three self-billed invoices (389) written in session 14 before any rule
 *   for them (synthetic-selfbilling.ts: a UK self-billing invoice, a German marketplace's Gutschrift
 *   as a labelled form, a French "Autofacturation"), the second layouts of blind12's `selfbill`.
 * `--templates blind14`: seven German-language layouts written in session 14 before reading the
 *   extraction rules (synthetic-blind14.ts: online shop / marketplace seller with gross prices,
 *   energy and telecom bills, VOB Schluss-/Abschlagsrechnung, time-tracking agency invoices,
 *   § 4 Nr. 14 / Nr. 22 exempt lines mixed with taxed ones, StBVV fee invoice, bexio/BMD-like).
 * `--templates blind15`: eight layouts written in session 14 before reading the extraction rules
 *   (synthetic-blind15.ts: suppliers abroad in English, French, Dutch, Spanish and Italian —
 *   Zoho-like, Belgian/Luxembourg Sellsy-like, Exact-like ERP, Holded-like, Fatture-in-Cloud-like,
 *   reverse-charge SaaS, courier shipment lists, freelance-platform invoices; credit notes).
 * `--templates blind16`: eight German-language layouts written in session 15 before reading the
 *   extraction rules (synthetic-blind16.ts: SAP Business One-, Business Central-, DATEV-, weclapp-,
 *   Odoo-, JTL-Wawi-, Shopware-like and craftsman software; article-number and Rabatt columns,
 *   serial numbers and notes under rows, Lieferschein groups, page 2 with Übertrag, VAT tables).
 * `--templates blind17`: seven layouts written in session 15 before reading the extraction rules
 *   (synthetic-blind17.ts: producers outside Germany in English, French and Dutch — Odoo in three
 *   languages, Invoice-Ninja-like, Wave-like, PayPal/Square-like, Shopify order invoices with
 *   gross prices, Pennylane/Axonaut-like with SIREN and late-payment terms, Moneybird/e-Boekhouden-
 *   like; credit notes, two-page documents).
 * `--templates blind19`: eight layouts written in session 16 before reading the extraction rules
 *   (synthetic-blind19.ts: invoices small businesses and freelancers make themselves from templates
 *   in German, English, French, Dutch, Spanish and Italian — Word, Google Docs, spreadsheet, Canva,
 *   LaTeX, online invoice generator, Writer with legal mentions, phone app; credit notes, two pages).
 * `--templates blind20`: eight layouts written in session 17 before reading the extraction rules
 *   (synthetic-blind20.ts: businesses no set had — lawyer's RVG fee invoice, translation agency with
 *   Normzeilen/Wörter and Eilzuschlag, photographer with 7 % and 19 %, freight forwarder with
 *   shipment rows, Übertrag and Dieselzuschlag, building cleaning per object, seminar provider with
 *   § 4 Nr. 21 exempt tuition and 19 % catering, container service with tonnes, an Irish/Luxembourg
 *   consultancy under reverse charge; credit notes, two pages).
 * `--templates blind21`: eight layouts written in session 17b before reading the extraction rules
 *   (synthetic-blind21.ts: dental laboratory with BEL-Nr. and 7 %/19 %, veterinary practice with
 *   GOT factors and PZN, farm direct sales with 7 %/19 % or the § 24 average rate, estate agent's
 *   commission with an Objekt block, commercial rent Dauerrechnung with a Zahlungsplan, car rental
 *   (German, or a Dutch branch in English at 21 %) with a deposit, moving company, landscaping
 *   with an Abschlag and the § 35a EStG labour share; credit notes, two pages).
 * `--templates blind22`: eight layouts written in session 18 before reading the extraction rules
 *   (synthetic-blind22.ts: party service with 7 %/19 % and a deposit, book wholesaler with ISBN,
 *   Rabatt % and a Remissionsgutschrift, security service with night / Sunday surcharge rows and
 *   the amount before the hours, scaffolding / demolition under § 13b, an Austrian coffee roaster
 *   with 10 %/20 % and "Jänner" dates, a Danish conference venue in Danish (DKK, moms 25 %), a
 *   telecom bill with a SEPA debit, occupational health with § 4 Nr. 14 exempt rows or a lab with
 *   Probe-Nr.; credit notes, two pages with Übertrag).
 * `--templates blind23`: eight layouts written in session 18 before reading the extraction rules
 *   (synthetic-blind23.ts: party service with 7 %/19 % and guests × price per person, book
 *   wholesaler with ISBN and Rabatt % per row, security service with surcharge rows and the amount
 *   before hours and rate, scaffolding under § 13b UStG (AE) with tonnes to three decimals, Austrian
 *   food wholesaler with 10 %/20 % and the quantity after the name, Danish conference venue in
 *   Danish and DKK, telecom bill with groups and SEPA direct debit, occupational health (§ 4 Nr. 14
 *   exempt next to 19 %) or lab analyses per Probe-Nr.; credit notes, two pages with Übertrag).
 * `--templates blind24`: eight layouts written in session 19 before reading the extraction rules
 *   (synthetic-blind24.ts: bakery Sammelrechnung grouped by delivery notes at 7 %, chimney sweep with
 *   AW × rate and a Liegenschaft block, notary cost invoice (GNotKG) with a Geschäftswert column and
 *   Auslagen, lift/heating maintenance with Anlage-Nr. and quarters, patient-transport trips with the
 *   amount as first column, media agency with negative AE-Provision/Rabatt rows, vehicle leasing with
 *   Kennzeichen, IT distributor with serial numbers and copyright-levy rows; credit notes, two pages).
 * `--templates blind25`: eight layouts written in session 19 before reading the extraction rules
 *   (synthetic-blind25.ts: foreign producers — a Polish bilingual Faktura VAT (reverse charge or
 *   23 %), a Czech bilingual daňový doklad (reverse charge), a Swedish SaaS in English, a Portuguese
 *   Fatura with IVA 23 %/6 %, a Swiss supplier in EUR (export or MWST 8.1 %), a French
 *   micro-entrepreneur (art. 293 B), a German-English bilingual invoice with the amount column
 *   first, a US vendor in USD with Bill To / Ship To; credit notes, two pages with carried sums).
 * `--templates blind26`: eight layouts written in session 20 before reading the extraction rules
 *   (synthetic-blind26.ts: photovoltaic installer at 0 % under § 12 Abs. 3 UStG with an Abschlag,
 *   pest-control service report with labels above values and Übertrag, optician / hearing aids with
 *   gross prices and the Kassenanteil deducted, funeral home with 19 %/7 % and durchlaufende Posten,
 *   English-German coworking space with the amount column first, bicycle leasing handover with frame
 *   numbers under names, locksmith emergency receipt paid in cash, music school exempt under § 4 Nr. 21
 *   with a SEPA debit; credit notes positive and negative, two pages).
 * `--templates blind27`: eight layouts written in session 20 before reading the extraction rules
 *   (synthetic-blind27.ts: foreign producers — a Norwegian seafood exporter (FAKTURA, boxed grid,
 *   KID, NOK or EUR, export free of MVA), a Finnish consultancy (LASKU / INVOICE, reverse charge or
 *   ALV 25,5 %), a Hungarian packaging maker (SZÁMLA / INVOICE, labels above values, "2026.02.03.",
 *   intra-Community supply), a Romanian garment maker (Furnizor / Cumpărător, numbered head row,
 *   taxare inversă, a negative storno), a Greek olive-oil exporter (bilingual Greek / English),
 *   an Estonian web shop in English (values left of their labels, Qty · SKU · Product · Line total
 *   order, paid by card), a Chinese exporter's commercial invoice (USD, HS codes, amount in words,
 *   no IBAN), a UK supplier after Brexit (tax point, £ with a EUR column, zero-rated export);
 *   credit notes, two pages with carried sums or repeated heads).
 * `--templates blind28`: eight layouts written in session 20 before reading the extraction rules
 *   (synthetic-blind28.ts: plain producers in German, English, French, Dutch, Italian, Spanish,
 *   Swedish and Polish whose item-table heads are drawn per document from synonym lists of each
 *   column role, in unusual orders, over two lines or in capitals; issue 19, unknown column heads).
 * `--templates blind29`: eight layouts written in session 21 before reading the extraction rules
 *   (synthetic-blind29.ts: invoices wholly in their producers' own languages, every label drawn per
 *   document from synonyms — a Norwegian conference hotel (MVA 12 %/25 %, KID, boxed grid), a Finnish
 *   winter test track (seller only in the footer, Viitenumero, ALV 25,5 %/14 %), a Hungarian car
 *   rental (net / ÁFA / gross per row, labels over values), a Romanian event caterer (Seria … nr.,
 *   Furnizor / Cumpărător field lists), a Greek hotel (ΤΙΜΟΛΟΓΙΟ, ΑΦΜ / ΔΟΥ, ΜΑΡΚ), a Swedish
 *   trade-fair service (five-column footer, OCR, öresavrundning), a Polish coach operator (Faktura
 *   VAT, Słownie), a Czech installer (daňový doklad, DUZP, variabilní symbol, carried sums); credit
 *   notes positive and negative, two pages).
 * `--templates blind30`: eight layouts written in session 22 before reading the extraction rules
 *   (synthetic-blind30.ts: invoices wholly in the languages of eight more EU countries, every label
 *   drawn per document from synonyms — a Spanish congress hotel (IVA 21 %/10 %, factura
 *   rectificativa printed negative), an Italian stand builder (boxed head grid, Cedente/Cessionario,
 *   nota di credito), a Slovak conference centre (IČO/DIČ/IČ DPH, dates "3. 2. 2026", two pages), a
 *   Slovenian hotel (title line, Sklic, DDV 9,5 %), a Croatian charter agency (values left of labels,
 *   OIB, dates "03.02.2026."), a Bulgarian hotel in Cyrillic (ЕИК, ДДС №), a Lithuanian conference
 *   centre (Serija … Nr. …, kreditinė sąskaita), an Estonian publisher (seller only in the footer,
 *   Viitenumber, two pages)).
 * `--templates blind31`: eight layouts written in session 23 before reading the extraction rules
 *   (synthetic-blind31.ts: invoices wholly in eight languages no earlier set had, every label drawn
 *   per document from synonyms — a Turkish hotel (e-Arşiv Fatura, VKN, KDV %20/%10), a Serbian food
 *   exporter (RAČUN br. …, PIB, Valuta plaćanja, knjižno odobrenje), a Ukrainian software house in
 *   Cyrillic (РАХУНОК-ФАКТУРА, ЄДРПОУ/ІПН), an Icelandic hotel (REIKNINGUR, kennitala, VSK 24 %/11 %,
 *   kreditreikningur printed negative), a Catalan caterer (factura rectificativa), a Latvian
 *   conference hotel (PVN rēķins, two pages), a Macedonian food exporter in Cyrillic (seller only in
 *   the footer, ДДВ 18 %/5 %), an Albanian hotel (NIPT, values left of their labels)).
 * `--templates blind32`: eight layouts written in session 23 before reading the extraction rules
 *   (synthetic-blind32.ts: invoices wholly in eight more languages — a Maltese hotel (seller only in a
 *   letterhead at the top right, VAT 18 %/7 %, a NOTA TA' KREDITU printed negative), an Irish-speaking
 *   hotel (SONRASC, boxed head grid, CBL 23 %/13.5 %, a NÓTA CREIDMHEASA), a Welsh woollen mill
 *   (ANFONEB title line, TAW, £, sort code), a Basque hotel (BEZ "% 21", totals on one line), a
 *   Galician seafood wholesaler (IVE, two pages), a Bosnian furniture maker (values left of labels,
 *   ID/PDV broj, IBAN BA), a Luxembourg winery (seller only in the footer, TVA 17/14/8 %, a
 *   GUTSCHRËFT), a Faroese knitwear producer (ROKNING, V-tal, MVG 25 %, DKK)).
 * `--templates blind33`: eight layouts written in session 23 before reading the extraction rules
 *   (synthetic-blind33.ts: invoices wholly in eight languages from outside Europe, every label drawn
 *   per document from synonyms — a Vietnamese furniture exporter (HÓA ĐƠN GTGT, Ký hiệu / Số, thuế
 *   GTGT 10 %/8 %, two pages), a Malaysian glove maker (seller only in a letterhead at the top right,
 *   SST 10 %/6 %), a Philippine outsourcing firm (title line "Resibo ng Singil Blg. …", TIN, VAT
 *   12 %), a South African wine farm in Afrikaans (boxed head grid, due date only in a payment
 *   sentence, a KREDIETNOTA), an Azerbaijani carpet workshop (VÖEN, ƏDV 18 %, a correction printed
 *   negative), a Kazakh software house (values left of labels, БСН, totals on one line), a Georgian
 *   winery (seller only in the footer, დღგ 18 %), an Armenian brandy producer (ՀՎՀՀ, ԱԱՀ 20 %)).
 * `--templates blind34`: eight layouts written in session 24 before reading the extraction rules
 *   (synthetic-blind34.ts: invoices as produced by invoicing software and ERP systems small businesses
 *   use — a German SaaS tool for freelancers (info block, three-column footer, a Gutschrift), a
 *   craftsman's software (positions 1.1/2.1 under titles, quantity before long descriptions, Aufmaß and
 *   Lohn/Material in small print, Übertrag), an SAP/Dynamics-like ERP (dense head grid, BT-13, delivery
 *   notes, material numbers, Rabatt %, two or three pages with Übertrag), an Austrian invoice (UID-Nr.,
 *   20 %/10 %, "Zahlbar bis"), a Swiss company billing Germany in EUR (address window at the right,
 *   1'234.50, reverse charge), a Xero-like Irish TAX INVOICE (labels over values, payment advice, a
 *   CREDIT NOTE), a Pennylane-like French Facture (SIRET, Remise, TVA recap, an Avoir printed negative),
 *   a Dutch or Belgian Factuur (labels over values in one row, 21 %/9 %/6 %, two pages)).
 * `--templates blind35`: eight layouts written in session 24 before reading the extraction rules
 *   (synthetic-blind35.ts: the item tables of eight trades — a German car workshop (Teile/Lohn groups,
 *   AW, part numbers, group sums), a German wholesaler (Art.-Nr., EAN, VE, Rabatt %, two pages), a
 *   German construction company (positions 01.02.0030 under titles, title sums, Übertrag), an Irish
 *   hotel folio (a date per row, nights × rate, 13.5 %/23 %, a CREDIT NOTE), a British IT provider
 *   (licences per user, support hours "h:mm", GBP), a French freight forwarder (kg × €/kg, surcharge
 *   rows, an Avoir), an Italian catering supplier (IVA codes A/B explained under the table), a Dutch
 *   printer (oplage, prices per copy with four decimals)).
 * `--templates blind36`: eight layouts written in session 25 before reading the extraction rules
 *   (synthetic-blind36.ts: hard cases inside item tables as ERP and craft software print them — sub-rows
 *   in small type (article no., EAN, delivery note, period, serial no., order ref.), items grouped under
 *   delivery-note headings with group subtotals, text-only rows, alternative/contingency positions not
 *   counted, prices per 100/1,000, three-decimal and negative quantities, free items, discounts as a
 *   column or as a row under the item, VAT rates as a column, a code or a "*" footnote, charges and
 *   allowances below the items, "Übertrag"/"Carried forward"/"Report"/"Transport" over pages: lfs5,
 *   hkw5, bst5, buero5 (German), eng5, ire5 (English), fr5 (French), nl5 (Dutch)).
 * `--templates blind37`: eight layouts written in session 25 before reading the extraction rules
 *   (synthetic-blind37.ts: invoices small businesses make themselves with office templates — a
 *   freelancer's Word letter with the data in running text (word6), a craftsman's spreadsheet with a
 *   data table and totals in the table's last rows (xls6), a farm shop's Rechnungsvorlage with the
 *   seller only in the footer (vorl6), an Austrian joiner (at6), a UK/IE sole trader (uk6), a French
 *   micro-entrepreneur (fr6), a Dutch ZZP'er (nl6), a Spanish shop (es6); § 19 UStG / 293 B / KOR /
 *   "VAT not applicable" without VAT, credit notes, two pages).
 * `--templates blind38`: eight layouts written in session 26 before reading the extraction rules
 *   (synthetic-blind38.ts: recurring bills and platform invoices — a German electricity/gas bill with a
 *   summary page and meter readings (strom7), a German telecom bill with grouped single items (telko7),
 *   a payment-platform SaaS invoice under reverse charge (saas7), a German hosting provider (host7), a
 *   cloud usage invoice with 4–6 decimal rates (cloud7), a marketplace invoice in the name and for
 *   account of the seller or a platform fee invoice (mkt7), a Dutch/French energy bill (nrj7), a German
 *   rent or leasing invoice (miete7); advance payments deducted, prorated lines, credits, two pages).
 * `--templates blind39`: eight layouts written in session 26 before reading the extraction rules
 *   (synthetic-blind39.ts: invoices to public bodies and large organisations (B2G / procurement) — a
 *   supplier to a municipality (amt8), an IT provider to a federal agency under a framework contract
 *   (bund8), a construction firm's Abschlags-/Schlussrechnung to a state building authority (bau8), a
 *   supplier to a university or hospital with SRM order number, cost centre and delivery address
 *   (uni8), a consultancy to a ministry in person-days (min8), an Austrian supplier to an Austrian
 *   public body (at8), an English supplier to an EU institution, VAT-exempt or reverse charge (eu8),
 *   laboratory supplies to a German Land body at 19 % and 7 % (lab8); Leitweg-IDs under various labels,
 *   many number-like references, earlier partial invoices deducted, a credit note each in amt8 and eu8).
 * `--templates blind40`: eight layouts written in session 26 before reading the extraction rules
 *   (synthetic-blind40.ts: long invoices over 3–6 pages with 40–150 items — a German building-services
 *   wholesaler with delivery-note groups and list price / discount / net price (grh9), a car spare-parts
 *   dealer's Sammelrechnung with "Zwischensumme Seite n" / "Übertrag von Seite n" (etk9), a pharmacy
 *   supplying a care home with a summary page first (apo9), a fuel and service card with a vehicle
 *   overview first (flotte9), an Austrian gastronomy wholesaler at 10 %/20 % (at9), a UK subscription
 *   agent at 0 %/20 % with "Carried forward" (en9), a French food distributor with "À reporter" /
 *   "Report" at 5,5 %/20 % (fr9), a Dutch horeca wholesaler with "Transport" rows at 9 %/21 % (nl9);
 *   credit notes in etk9, en9 (381) and nl9 (negative)).
 * `--templates blind41`: eight layouts written in session 26 before reading the extraction rules
 *   (synthetic-blind41.ts: legacy, monospaced and minimal print layouts — a German DOS/AS400 ERP invoice
 *   with dot-leader labels, MWST-KZ codes and trailing minus credits (dos10), a shop's till receipt
 *   (kasse10), a petrol station receipt (tank10), a restaurant bill with the Bewirtungsbeleg form
 *   (bewirt10), a typed Kleinbetragsrechnung or taxi receipt with gross amounts only (klein10), an
 *   Austrian Registrierkasse receipt (at10), a British line-printer invoice in capitals (uk10), a French
 *   legacy ERP FACTURE (fr10); DejaVu Sans Mono in --pdf, columns aligned by spaces, no buyer on receipts).
 * `--templates blind42`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind42.ts: credit notes, corrections and document-level amounts — a German Gutschrift /
 *   Rechnungskorrektur "zu Rechnung Nr. … vom …" printed positive or negative (gut11), an ERP
 *   Stornorechnung with every amount negative (storno11), a self-billing Gutschrift issued by the buyer
 *   (gsv11), a construction Schlussrechnung deducting Abschlagszahlungen (schluss11), a wholesale invoice
 *   with Rabatt per rate, Fracht, Verpackung, Mindermengenzuschlag, Pfand returns and Skonto terms
 *   (rabatt11), a UK tax invoice / credit note with VAT codes S/R/Z/E and amounts in brackets (en11), a
 *   French facture / facture de solde / avoir (fr11), a Dutch factuur / creditnota (nl11)).
 * `--templates blind43`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind43.ts: professional fee and service invoices — a dentist's or doctor's private
 *   invoice under the GOZ/GOÄ, VAT-exempt (goz12), a lawyer's RVG Vergütungsrechnung (rvg12), an
 *   architect's or engineer's HOAI Abschlags-/Schlussrechnung (hoai12), a translator's invoice per
 *   line, word and page (uebers12), an IT consultant's invoice with a time sheet (itzeit12), a
 *   seminar provider at 7 %/19 % and § 4 Nr. 21 UStG (seminar12), an English freelance designer
 *   (design12), a French note d'honoraires (honor12)).
 * `--templates blind44`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind44.ts: service trades billed by rates, periods and surcharges — a temporary
 *   staffing agency with rows per employee and week and surcharges as a percentage of the hourly
 *   rate (zeitarb13), a cleaning contractor with monthly flat fees per object (reinig13), a security
 *   service with a period per row and night/holiday surcharges (sicher13), a waste disposal firm with
 *   container days, trips and tonnes with weighing slips (entsorg13), a managed IT service per user,
 *   device and month (itms13), an event equipment rental with a day factor (eventv13), an Austrian
 *   cleaning firm at 20 % (atrein13), an Irish contract caterer at 13.5 %/23 % (iecat13)).
 * `--templates blind45`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind45.ts: international trade and e-commerce — a German export Handelsrechnung /
 *   Commercial Invoice with Incoterms, HS codes, origin and weights, 0 % category G (export14), an
 *   intra-Community supply with both VAT ids, category K (igl14), a marketplace seller's invoice with
 *   order number, ASIN/SKU and a shipping row, one credit note (market14), a web-shop invoice with
 *   prices incl. VAT, paid by card/PayPal (shop14), a US vendor invoice with Bill To / Ship To and
 *   sales tax in USD (us14), a Swiss invoice in CHF with MWST 8.1 %/2.6 % and a QR-bill-like payment
 *   part (ch14), an Italian fattura with IVA and Imponibile (it14), a French facture, intra-EU,
 *   autoliquidation or export (fr14)).
 * `--templates blind46`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind46.ts: special VAT regimes and what the invoice prints for them — a construction
 *   subcontractor under § 13b UStG with a Sicherheitseinbehalt (bau13b15), a used-car / second-hand
 *   dealer under § 25a with a taxed service line and a trade-in (diff25a15), a Kleinunternehmer under
 *   § 19 (klein1915), a care service or physiotherapist exempt under § 4 Nr. 14/16 (pflege15), a
 *   farmer under § 24 at 10,7 %/5,5 % (agrar15), a travel agency under § 25 (reise15), an Austrian
 *   reverse-charge construction invoice under § 19 Abs. 1a UStG (atbau15), an English cross-border
 *   services invoice under Article 196 with one credit note (rcen15)).
 * `--templates blind47`: eight layouts written in session 27 before reading the extraction rules
 *   (synthetic-blind47.ts: forms, grids and boxed layouts — a fully ruled item grid with shaded heads
 *   and centred cells (gitter16), the header as one boxed row of heads over one row of values
 *   (kopf16), values printed above their small labels (formular16), parties in framed boxes with
 *   title bars and a boxed totals block, one credit note (rahmen16), a bilingual German/English form
 *   (zwei16), a British two-column item layout with dotted leaders (dots16), an Irish "key: value"
 *   header sheet (sheet16), a French boxed facture form (grille16); rulings and boxes as PDF lines
 *   and rectangles in --pdf (Style `box`), absent in layout mode).
 * `--templates blind48`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind48.ts: industry supplier invoices — a pharmacy wholesaler with PZN, AVP/AEP,
 *   Rabatt and batch/expiry under each item, 7 %/19 % (pharma17), a car dealer's vehicle sale with
 *   FIN, first registration and mileage under the vehicle and a trade-in at quantity -1 (kfz17), an
 *   agricultural co-operative in t/dt/kg/l with prices per dt and two farmer's invoices under § 24
 *   (agrar17), an electrical wholesaler with prices per 100/1000 (PE) and a Cu-Zuschlag per line
 *   from the DEL notation (elektro17), a print shop with Auflage/Format/Papier under the job and
 *   proof and plates as items (druck17), a German medical laboratory invoicing in English, exempt
 *   under § 4 No. 14 UStG and taxable rows mixed (labor17), an English builders' merchant's trade
 *   counter invoice (merchant17), a French quincaillerie's facture (quinc17)).
 * `--templates blind49`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind49.ts: page geometry and reading order — a landscape A4 page with twelve item
 *   columns (quer18), an Irish invoice on US Letter or Legal (letter18), A5 pages portrait or
 *   landscape (heft18), a shaded sidebar with seller, bank and totals running the page height
 *   (leiste18), the amount due first in 12–14 pt (betrag18), header data and parties under the items
 *   (fuss18), a British invoice in 6–7 pt (mini18), a French facture printed two-up (duo18); the page
 *   size as Style `sheet` on the rows, used for the MediaBox in --pdf and the page in layout mode).
 * `--templates blind50`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind50.ts: item structures — bundles with their parts under the item, without amounts
 *   or "inkl." (bundle19), a bill of quantities with Bauabschnitt headings, subtotals, Alternativ- and
 *   Bedarfspositionen not summed (alt19), items with paragraphs of description (text19), delivery notes
 *   between the items and free items "kostenlos" (liefer19), deposit and return lines with negative
 *   quantities and discount rows under the item (pfand19), British kits with components, "no charge"
 *   and discount rows (kit19), an Irish invoice with quantity and unit under the name (stack19), a French
 *   facture with options "non retenue" and "Remise" rows (option19)).
 * `--templates blind51`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind51.ts: parties and references — a buyer with a Postfach and an attention line
 *   (postfach20), a public body with Leitweg-ID and contacts (leitweg20), ordering party, invoice
 *   recipient and delivery address at once (drei20), the seller as a brand with its legal name and
 *   address in the footer (marke20), "D-80331"/"A-1010" notation and reverse charge (ausland20), a
 *   British invoice with Attn:/c/o and a references grid (attn20), an Irish invoice with sold/bill/
 *   ship-to and US states (shipto20), a French facture with "À l'attention de", BP and CEDEX
 *   (facture20)).
 * `--templates blind52`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind52.ts: text layers as real PDF producers write them — ordinary invoices whose
 *   text is written word by word, character by character, justified with stretched spaces, kerned
 *   with letters apart, broken at odd places, out of reading order (right column or totals first),
 *   with ligatures and soft hyphens in names, no-break and narrow spaces in amounts and the
 *   letterhead or footer repeated as invisible or white text (worte21, zeichen21, block21, kern21,
 *   stueck21, spool21, report21, facture21); Style `habit`, `hidden` and `draw`, used in --pdf only,
 *   hidden rows left out in layout mode).
 * `--templates blind53`: eight layouts written in session 28 before reading the extraction rules
 *   (synthetic-blind53.ts: numbers, dates and currencies — German "1.234,-", "−12,50", "1,500" kg, "½",
 *   "7 v. H.", "05.03.26", "KW 10/2026" (zahl22), Austrian trailing minus "12,50-" and "Jänner" (wien22),
 *   Swiss "CHF 1'234.50", "Fr. 12.–", "1’234.–" (franken22), a Swiss seller in EUR (grenz22), British
 *   "(12.00)", "5th March 2026", "05-Mar-2026" (pound22), US "US$ 1,200.00", "03/05/2026", "Mar 5th,
 *   2026" (dollar22), a Belgian facture with narrow no-break spaces (facture22), Swedish, Polish, Danish
 *   and Czech sellers in English with "SEK 1 234:50", "zł", "kr", "Kč" (nordic22)).
 * `--templates blind54`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind54.ts: hospitality, travel and events — a German hotel folio with a date per row,
 *   Logis 7 %, Frühstück 19 % and Kurtaxe untaxed, payments under the charges (hotel23), a restaurant /
 *   catering invoice with covers and a tip line (gastro23), a conference venue with room hire per day
 *   and the deposit deducted (tagung23), a British tour operator under the margin scheme (reise23), a
 *   car rental with km and fuel (mietwagen23), a coach charter with tolls and parking (bus23), a UK
 *   hotel folio with debit and credit columns (folio23), a French hôtel-restaurant with TVA 10 %/20 %
 *   and taxe de séjour (hotelfr23)).
 * `--templates blind55`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind55.ts: construction and project billing after a bill of quantities — an LV invoice
 *   with OZ "01.02.0030" / "1.1.10", title headings, long texts, three-decimal quantities and three- or
 *   four-decimal unit prices (lv24), a cumulative Abschlagsrechnung with earlier interim invoices
 *   deducted (abschlag24), a two-page Schlussrechnung with Zusammenstellung, Sicherheitseinbehalt and
 *   Skonto notes (schluss24), Stundenlohnarbeiten under § 13b (regie24), an Aufmaß under each
 *   position (aufmass24), a scaffolding rental in m² × weeks (geruest24), a British interim valuation
 *   with retention 3 % (valuation24), a French situation de travaux (situation24)).
 * `--templates blind57`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind57.ts: healthcare, care and social services — an ambulatory care service with LK
 *   service complexes, points × point value and the care fund's share deducted (pflege26), a
 *   physiotherapy practice with Heilmittel positions and the Zuzahlung (physio26), a medical supply
 *   shop at 7 % / 19 % with rentals and the insurer's share (sanitaet26), a dental laboratory with BEL
 *   numbers and materials at 7 % (dental26), a veterinary practice with GOT factors (vet26), a nursing
 *   home's monthly invoice with days present / absent (heim26), a UK private clinic with exempt and
 *   20 % items and the insurer's settlement (clinic26), a French pharmacy / optician with tiers payant
 *   (pharmacie26)).
 * `--templates blind56`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind56.ts: logistics, freight and warehousing — a German Spedition with one row per
 *   shipment (Sendungs-Nr. like amounts or dates, Gewicht and frachtpflichtiges Gewicht with three
 *   decimals, Satz €/kg), Dieselzuschlag in %, Maut and Zoll passed through, § 4 Nr. 3 UStG beside 19 %
 *   (fracht25), a parcel Sammelrechnung over two pages with tracking numbers, zones and surcharges per
 *   row (paket25), a sea-freight invoice in USD and EUR with the exchange rate per row (see25), a
 *   warehouse's pallet-place days, handling and picking (lager25), a removal company (umzug25), a UK
 *   haulier (haulage25), a Belgian transporteur in French (transport25), a Swiss Spedition in CHF
 *   (spedch25)).
 * `--templates blind58`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind58.ts: education, training, memberships and media — a seminar invoice with one row
 *   per participant, exempt under § 4 Nr. 22 UStG or 19 % with catering (kurs27), a language school's
 *   lessons of 45 / 90 minutes in UE × rate with course material at 7 % (sprache27), a driving school
 *   with Grundbetrag, Übungsstunden, Sonderfahrten and the TÜV fee passed through (fahr27), an
 *   association's Mitgliedsbeitrag not taxable beside sponsorship and a magazine ad at 19 % (verein27),
 *   a newspaper ad invoice with columns × mm, Malstaffel per row and AE-Provision 15 % (anzeige27), a
 *   media agency passing on radio spots and online impressions with its fee (agentur27), a UK training
 *   company with course delegates and zero-rated workbooks (course27), a French organisme de formation
 *   exonéré under art. 261-4-4° a CGI (formation27)).
 * `--templates blind59`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind59.ts: property, rent and facility services — a commercial rent invoice after the
 *   option to tax with the months as rows (miete28), an annual Nebenkostenabrechnung with distribution
 *   keys and shares computed in the row and the advance payments deducted (nebenkosten28), a WEG
 *   manager's fee per unit and month (weg28), a building cleaner per m² and hour (reinigung28), a
 *   caretaker / garden service with flat rates and fees passed through (hausmeister28), a security
 *   company with night / Sunday surcharges in % (sicherheit28), a UK managing agent's service charge
 *   demand with ground rent no VAT (agent28), a French syndic's appel de fonds (syndic28)).
 * `--templates blind60`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind60.ts: vehicles, workshops and mobility services — a Kfz-Werkstatt with vehicle data,
 *   Lohn in AW or Std. and Material/Teile with their sums, a small-parts flat rate in % and Altteilpfand
 *   (werkstatt29), a tyre service (reifen29), a body shop billing an insurer with the owner's
 *   Selbstbeteiligung deducted (karosserie29), a towing service with a night surcharge in %
 *   (abschlepp29), a fleet fuel-card statement with three-decimal prices per litre (tankkarte29), a car
 *   rental company's damage invoice (mietwagen29), a UK MOT and service garage (mot29), a French garage
 *   (garage29)).
 * `--templates blind61`: eight layouts written in session 29 before reading the extraction rules
 *   (synthetic-blind61.ts: IT, software and telecom services between businesses — a software reseller's
 *   licence invoice with licence periods, pro-rata and credited seats (lizenz30), a cloud provider's usage
 *   invoice in USD with four- and five-decimal rates, free tiers and reverse charge (cloud30), an IT
 *   support invoice drawing hours from a prepaid block (support30), a telecom bill per SIM with usage rows
 *   (telekom30), a web agency's hosting and domain renewals (hosting30), a managed print click invoice
 *   (druck30), a UK IT consultancy's day rates and expenses (consult30), a French ESN in régie (esn30)).
 * `--templates blind18`: eight German-language layouts written in session 16 before reading the
 *   extraction rules (synthetic-blind18.ts: trades no set had — car workshop with vehicle grid and
 *   AW rows, fuel-card Sammelrechnung, HOAI Abschlags-/Schlussrechnung, temp staffing with
 *   surcharge rows, beverage wholesale with Pfand/Leergut, print shop with specification lines,
 *   IT Systemhaus with periods/tickets/serials, trade-fair organiser with Anzahlung and Restbetrag).
 * `--templates new`: five other layouts instead (synthetic-new.ts: an online-shop/SaaS invoice, an
 * Austrian craftsman's, a German wholesale invoice with a reference grid, a French/Belgian service
 * invoice, a Dutch invoice), written after the rules, to measure how they generalise.
 *
 * `--pdf --pdf-variant glyphs|words|kern|order|rotate|std14|xobject`: the PDFs written the way
 *   other producers write them (see VARIANTS below); the truth stays the same.
 *
 *   node bench/src/extraction-synthetic.ts [--n 240] [--seed 7] [--out DIR] [--pdf [--keep] [--pdf-variant V]] [--templates new]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dec, emptyInvoice, type Invoice, round, writeCii } from '@ic/einvoice';
import { buildDoc, extractInvoice, type TextItem } from '@ic/extract';
import { extractLayout, FONT_REGULAR, type FontkitFont, loadFontkitFont } from '@ic/pdf';
import PDFDocument from 'pdfkit';
import { generateBlind2 } from './synthetic-blind2.ts';
import { generateBlind3 } from './synthetic-blind3.ts';
import { generateBlind4 } from './synthetic-blind4.ts';
import { generateBlind5 } from './synthetic-blind5.ts';
import { generateBlind6 } from './synthetic-blind6.ts';
import { generateBlind7 } from './synthetic-blind7.ts';
import { generateBlind8 } from './synthetic-blind8.ts';
import { generateBlind9 } from './synthetic-blind9.ts';
import { generateBlind10 } from './synthetic-blind10.ts';
import { generateBlind11 } from './synthetic-blind11.ts';
import { generateBlind12 } from './synthetic-blind12.ts';
import { generateBlind13 } from './synthetic-blind13.ts';
import { generateBlind14 } from './synthetic-blind14.ts';
import { generateBlind15 } from './synthetic-blind15.ts';
import { generateBlind16 } from './synthetic-blind16.ts';
import { generateBlind17 } from './synthetic-blind17.ts';
import { generateBlind18 } from './synthetic-blind18.ts';
import { generateBlind19 } from './synthetic-blind19.ts';
import { generateBlind20 } from './synthetic-blind20.ts';
import { generateBlind21 } from './synthetic-blind21.ts';
import { generateBlind22 } from './synthetic-blind22.ts';
import { generateBlind23 } from './synthetic-blind23.ts';
import { generateBlind24 } from './synthetic-blind24.ts';
import { generateBlind25 } from './synthetic-blind25.ts';
import { generateBlind26 } from './synthetic-blind26.ts';
import { generateBlind27 } from './synthetic-blind27.ts';
import { generateBlind28 } from './synthetic-blind28.ts';
import { generateBlind29 } from './synthetic-blind29.ts';
import { generateBlind30 } from './synthetic-blind30.ts';
import { generateBlind31 } from './synthetic-blind31.ts';
import { generateBlind32 } from './synthetic-blind32.ts';
import { generateBlind33 } from './synthetic-blind33.ts';
import { generateBlind34 } from './synthetic-blind34.ts';
import { generateBlind35 } from './synthetic-blind35.ts';
import { generateBlind36 } from './synthetic-blind36.ts';
import { generateBlind37 } from './synthetic-blind37.ts';
import { generateBlind38 } from './synthetic-blind38.ts';
import { generateBlind39 } from './synthetic-blind39.ts';
import { generateBlind40 } from './synthetic-blind40.ts';
import { generateBlind41 } from './synthetic-blind41.ts';
import { generateBlind42 } from './synthetic-blind42.ts';
import { generateBlind43 } from './synthetic-blind43.ts';
import { generateBlind44 } from './synthetic-blind44.ts';
import { generateBlind45 } from './synthetic-blind45.ts';
import { generateBlind46 } from './synthetic-blind46.ts';
import { generateBlind47 } from './synthetic-blind47.ts';
import { generateBlind48 } from './synthetic-blind48.ts';
import { generateBlind49 } from './synthetic-blind49.ts';
import { generateBlind50 } from './synthetic-blind50.ts';
import { generateBlind51 } from './synthetic-blind51.ts';
import { generateBlind52 } from './synthetic-blind52.ts';
import { generateBlind53 } from './synthetic-blind53.ts';
import { generateBlind54 } from './synthetic-blind54.ts';
import { generateBlind55 } from './synthetic-blind55.ts';
import { generateBlind56 } from './synthetic-blind56.ts';
import { generateBlind57 } from './synthetic-blind57.ts';
import { generateBlind58 } from './synthetic-blind58.ts';
import { generateBlind59 } from './synthetic-blind59.ts';
import { generateBlind60 } from './synthetic-blind60.ts';
import { generateBlind61 } from './synthetic-blind61.ts';
import {
  COUNTRY_NAMES,
  ibanWithCheck,
  randomTools,
  spaced,
  synthLine,
  synthParties,
} from './synthetic-model.ts';
import { generateNew } from './synthetic-new.ts';
import { generateSelfBilling } from './synthetic-selfbilling.ts';
import { scorerLib, writeTruth } from './truth-file.ts';

/** How a piece of text is drawn: font size (default 10), bold, x = right edge, page (default 1). */
interface Style {
  size?: number;
  bold?: boolean;
  right?: boolean;
  page?: number;
  /** monospaced (DejaVu Sans Mono; Courier under std14) */
  mono?: boolean;
  /** a ruling or box [width, height], drawn as lines in --pdf, not in layout mode (blind47) */
  box?: [number, number];
  /** grey of a filled box */
  fill?: number;
  /** the size [width, height] of the page the row stands on (any row of the page may carry it; A4 portrait where none does; blind49) */
  sheet?: [number, number];
  /** how the row's text is written in `--pdf` (blind52): every word its own operation, every character on its own, justified (stretched spaces), a kerned TJ array, or broken into operations at odd places; layout mode ignores it */
  habit?: 'words' | 'glyphs' | 'justify' | 'kern' | 'split';
  /** text on the page but not seen: invisible (render mode 3) or white in `--pdf`; left out in layout mode (blind52) */
  hidden?: 'invisible' | 'white';
  /** the order the page's rows are written in `--pdf` (lower first, stable; rows without it at 0; blind52) */
  draw?: number;
}
/** [y, x, text, style] — y is the top of the text line on an A4 page (595 × 842) or on the row's `sheet`. */
type Row = [number, number, string, Style?];
const A4 = { width: 595.28, height: 841.89 };
/** The size of page `pg`: the first `sheet` of a row on it, else none (A4 portrait). */
const sheetOf = (rows: Row[], pg: number) =>
  rows.find(([, , , st]) => st?.sheet && (st.page ?? 1) === pg)?.[3]?.sheet;
const layout = (rows: Row[], nPages: number) =>
  buildDoc(
    rows
      .filter(([, , , st]) => !st?.box && !st?.hidden)
      .map(([y, x, text, st = {}]): TextItem => {
        const size = st.size ?? 10;
        const w = (text.length * size) / 2;
        return { page: st.page ?? 1, text, x: st.right ? x - w : x, y, w, h: size, size, bold: st.bold };
      }),
    Array.from({ length: nPages }, (_, i) => {
      const sh = sheetOf(rows, i + 1);
      return sh ? { width: sh[0], height: sh[1] } : { width: 595, height: 842 };
    }),
  );

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '240' },
    pdf: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    wide: { type: 'boolean', default: false },
    dump: { type: 'string' },
    templates: { type: 'string', default: 'old' },
    'pdf-variant': { type: 'string', default: '' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/synthetic') },
    lib: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score') },
  },
});
const lib = await scorerLib(join(values.lib as string, 'lib/en16931.mjs'));

let state = Number(values.seed) >>> 0 || 1;
const rnd = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const { pick, int, digits } = randomTools(rnd);

type Lang = 'de' | 'en' | 'fr' | 'nl';
type Country = 'DE' | 'FR' | 'NL' | 'AT' | 'GB' | 'BE';
const SYL = [
  'Nord',
  'Berg',
  'Fein',
  'Alt',
  'Sonnen',
  'Rhein',
  'Blau',
  'Kessel',
  'Lumi',
  'Terra',
  'Vela',
  'Mar',
  'Orbi',
  'Kron',
  'Hafen',
  'Eichen',
  'Stern',
  'Quell',
];
const SUF = [
  'tech',
  'werk',
  'bau',
  'data',
  'logistik',
  'haus',
  'print',
  'systems',
  'media',
  'form',
  'vision',
  'trade',
];
const FORMS: Record<Country, string[]> = {
  DE: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'e.K.', 'KG'],
  AT: ['GmbH', 'AG', 'OG'],
  FR: ['SARL', 'SAS', 'SA', 'EURL'],
  NL: ['B.V.', 'N.V.', 'V.O.F.'],
  GB: ['Ltd', 'Ltd.', 'LLP', 'PLC'],
  BE: ['BV', 'NV', 'SRL', 'BVBA', 'CommV'],
};
const STREETS: Record<Country, string[]> = {
  DE: [
    'Hauptstraße',
    'Bahnhofstr.',
    'Industrieweg',
    'Am Markt',
    'Lindenallee',
    'Gartenstraße',
    'Schillerplatz',
  ],
  AT: ['Ringstraße', 'Mariahilfer Straße', 'Landstraße'],
  FR: ['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas', 'place du Marché'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Prinsengracht'],
  GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road'],
  BE: ['Meir', 'Kouter', 'Rue de la Loi', 'Veldstraat', 'Chaussée de Gand'],
};
const CITIES: Record<Country, Array<[string, () => string]>> = {
  DE: [
    ['Berlin', () => `1${int(1000, 4999)}`],
    ['München', () => `8${int(1000, 1999)}`],
    ['Köln', () => `50${int(600, 999)}`],
    ['Leipzig', () => `04${int(100, 357)}`],
    ['Frankfurt am Main', () => `60${int(300, 599)}`],
    ['Bad Homburg v. d. Höhe', () => `61${int(348, 352)}`],
  ],
  AT: [
    ['Wien', () => `1${int(10, 23)}0`],
    ['Graz', () => `80${int(10, 55)}`],
  ],
  FR: [
    ['Paris', () => `750${int(10, 20)}`],
    ['Lyon', () => `6900${int(1, 9)}`],
    ['Nantes', () => `440${int(0, 99).toString().padStart(2, '0')}`],
  ],
  NL: [
    ['Amsterdam', () => `10${int(11, 99)} ${pick(['AB', 'KL', 'ZX', 'DE'])}`],
    ['Utrecht', () => `35${int(11, 99)} ${pick(['AA', 'BC', 'RT'])}`],
  ],
  GB: [
    ['London', () => `${pick(['SW1A', 'EC2M', 'N1'])} ${int(1, 9)}${pick(['AA', 'BB', 'XT'])}`],
    ['Manchester', () => `M${int(1, 9)} ${int(1, 9)}AB`],
    ['Leeds', () => `LS${int(1, 28)} ${int(1, 9)}${pick(['QJ', 'UE', 'HD'])}`],
    ['Bristol', () => `BS${int(1, 16)} ${int(1, 9)}${pick(['TR', 'NZ'])}`],
  ],
  BE: [
    ['Antwerpen', () => `20${pick(['00', '18', '60'])}`],
    ['Gent', () => `90${pick(['00', '40', '50'])}`],
    ['Brussel', () => `10${pick(['00', '40', '50'])}`],
    ['Liège', () => '4000'],
    ['Sint-Niklaas', () => '9100'],
  ],
};
/** a VAT identifier with a valid check digit (--wide; real identifiers have one) */
function checkedVatId(c: Country): string {
  const ds = (n: number) => Array.from({ length: n }, () => int(0, 9));
  if (c === 'DE') {
    const d = [int(1, 9), ...ds(7)];
    let prod = 10;
    for (const x of d) {
      let sum = (x + prod) % 10;
      if (sum === 0) sum = 10;
      prod = (2 * sum) % 11;
    }
    return `DE${d.join('')}${(11 - prod) % 10}`;
  }
  if (c === 'AT') {
    const d = ds(7);
    const sum = d.reduce((a, x, i) => {
      const v = i % 2 ? x * 2 : x;
      return a + Math.floor(v / 10) + (v % 10);
    }, 0);
    return `ATU${d.join('')}${(10 - ((sum + 4) % 10)) % 10}`;
  }
  if (c === 'FR') {
    const siren = `${int(1, 9)}${ds(8).join('')}`;
    return `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
  }
  if (c === 'NL') {
    for (;;) {
      const d = ds(8);
      const r = d.reduce((a, x, i) => a + x * (9 - i), 0) % 11;
      if (r < 10) return `NL${d.join('')}${r}B0${int(1, 9)}`;
    }
  }
  if (c === 'BE') {
    const base = `${int(2, 9)}${ds(6).join('')}`;
    return `BE0${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
  }
  return vatId(c);
}
function vatId(c: Country): string {
  if (WIDE && c !== 'GB') return checkedVatId(c);
  if (c === 'DE') return `DE${int(1, 9)}${digits(8)}`;
  if (c === 'AT') return `ATU${digits(8)}`;
  if (c === 'FR') return `FR${digits(2)}${int(1, 9)}${digits(8)}`;
  if (c === 'NL') return `NL${digits(9)}B0${int(1, 9)}`;
  if (c === 'BE') return `BE0${int(2, 9)}${digits(8)}`;
  return `GB${int(1, 9)}${digits(8)}`;
}
function iban(cc: 'DE' | 'BE' | 'NL' = 'DE'): string {
  const bban =
    cc === 'DE'
      ? `${digits(8)}${digits(10)}`
      : cc === 'BE'
        ? digits(12)
        : `${pick(['ABNA', 'INGB', 'RABO'])}0${digits(9)}`;
  return ibanWithCheck(cc, bban);
}

interface Party {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: Country;
  vat?: string;
}
function party(c: Country): Party {
  const [city, pc] = pick(CITIES[c]);
  const name = `${pick(SYL)}${pick(SUF)} ${pick(FORMS[c])}`;
  const street =
    c === 'FR'
      ? `${int(1, 120)} ${pick(STREETS[c])}`
      : c === 'GB'
        ? `${int(1, 200)} ${pick(STREETS[c])}`
        : `${pick(STREETS[c])} ${int(1, 150)}${pick(['', '', 'a'])}`;
  return { name, street, pc: pc(), city, country: c };
}

/**
 * `--wide`: what real invoices have and the original templates lack — credit notes, VAT
 * categories other than S (K, AE, E, G with their exemption sentence), document-level allowance
 * and charge rows, a prepaid amount, other currencies (CHF with apostrophe thousands, GBP, USD),
 * currency symbols in the amount cells, the unit glued to the quantity, other column orders, other
 * date notations, the recipient block on the right and seller details only in the footer. Off:
 * the documents are exactly those of earlier runs for the same seed.
 */
const WIDE = values.wide as boolean;
interface Wide {
  cur: 'EUR' | 'CHF' | 'GBP' | 'USD';
  cell: '' | 'pre' | 'post';
  dates: '' | 'dmy3' | 'iso';
}
let W: Wide = { cur: 'EUR', cell: '', dates: '' };
const SYM = { EUR: '€', CHF: 'CHF', GBP: '£', USD: '$' } as const;
function money(v: string, lang: Lang): string {
  const [i = '0', f = '00'] = round(v).replace('-', '').split('.');
  const en = lang === 'en' || W.cur === 'GBP' || W.cur === 'USD';
  const sep = W.cur === 'CHF' ? "'" : en ? ',' : lang === 'fr' ? ' ' : '.';
  const mark = en || W.cur === 'CHF' ? '.' : ',';
  return `${v.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${mark}${f}`;
}
function num(v: string, lang: Lang): string {
  return lang === 'en' || W.cur !== 'EUR' ? v : v.replace('.', ',');
}
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS: Record<'de' | 'fr' | 'nl', string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};
function date(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-');
  if (W.dates === 'iso') return `${y}-${m}-${d}`;
  if (W.dates === 'dmy3') return `${Number(d)} ${MONTHS_EN[Number(m) - 1]?.slice(0, 3)} ${y}`;
  // a date in words now and then (15. März 2025, 15 mars 2025)
  if (lang !== 'en' && rnd() < 0.25)
    return `${Number(d)}${lang === 'de' ? '.' : ''} ${MONTHS[lang][Number(m) - 1]} ${y}`;
  if (lang === 'de') return `${d}.${m}.${y}`;
  if (lang === 'fr') return `${d}/${m}/${y}`;
  if (lang === 'nl') return `${d}-${m}-${y}`;
  return pick([`${d}/${m}/${y}`, `${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}`, `${y}-${m}-${d}`]);
}

const L = {
  de: {
    inv: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    cust: 'Kundennummer',
    po: 'Ihre Bestellung',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    amount: 'Gesamtpreis',
    net: 'Nettobetrag',
    vat: (r: string) => `zzgl. ${r} % USt.`,
    gross: 'Gesamtbetrag',
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    vatLabel: 'USt-IdNr.',
    bank: 'Bankverbindung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    billTo: 'Rechnungsempfänger',
    units: [
      ['Stk', 'H87'],
      ['Std.', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  en: {
    inv: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice Date',
    due: 'Due Date',
    cust: 'Customer No.',
    po: 'PO Number',
    pos: '#',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit Price',
    amount: 'Amount',
    net: 'Subtotal',
    vat: (r: string) => `VAT ${r}%`,
    gross: 'Total',
    terms: 'Payment due within 30 days.',
    vatLabel: 'VAT No.',
    bank: 'Bank details',
    seller: 'Seller',
    buyer: 'Buyer',
    billTo: 'Bill To',
    units: [
      ['pcs', 'H87'],
      ['hours', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  fr: {
    inv: 'FACTURE',
    no: 'Facture N°',
    date: 'Date de facture',
    due: "Date d'échéance",
    cust: 'N° client',
    po: 'N° de commande',
    pos: 'Réf.',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'PU HT',
    amount: 'Montant HT',
    net: 'Total HT',
    vat: (r: string) => `TVA ${r} %`,
    gross: 'Total TTC',
    terms: 'Paiement à 30 jours.',
    vatLabel: 'N° TVA',
    bank: 'Coordonnées bancaires',
    seller: 'Vendeur',
    buyer: 'Client',
    billTo: 'Facturé à',
    units: [
      ['pièce', 'H87'],
      ['heure', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  nl: {
    inv: 'FACTUUR',
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    cust: 'Klantnummer',
    po: 'Ordernummer',
    pos: 'Nr.',
    desc: 'Omschrijving',
    qty: 'Aantal',
    unit: 'Eenheid',
    price: 'Prijs',
    amount: 'Bedrag',
    net: 'Subtotaal',
    vat: (r: string) => `BTW ${r}%`,
    gross: 'Totaal',
    terms: 'Gelieve binnen 30 dagen te betalen.',
    vatLabel: 'BTW-nummer',
    bank: 'Bankgegevens',
    seller: 'Verkoper',
    buyer: 'Koper',
    billTo: 'Factuuradres',
    units: [
      ['stuks', 'H87'],
      ['uur', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
} as const;
const ITEMS = [
  'Montagearbeiten',
  'Beratung',
  'Wartungsvertrag',
  'Office chair',
  'Consulting services',
  'Câble réseau Cat6',
  'Licence logicielle',
  'Schroeven M6',
  'Transport',
  'Projektleitung',
  'Toner cartridge',
  'Hosting package',
];
const RATES: Record<Country, string[]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  FR: ['20', '5.5'],
  NL: ['21', '9'],
  GB: ['20', '5'],
  BE: ['21', '6'],
};

interface Gen {
  inv: Invoice;
  rows: Row[];
  nPages: number;
}
type Tpl = 'din' | 'billto' | 'form' | 'box' | 'nlbe';
const TPLS: Tpl[] = ['din', 'billto', 'form', 'box', 'nlbe'];
/** the small-business letter's words */
const BOX: Record<
  Lang,
  Record<'date' | 'cust' | 'no' | 'net' | 'vat' | 'gross' | 'rate' | 'sum' | 'pay' | 'tax', string>
> = {
  de: {
    date: 'Datum',
    cust: 'Kunden-Nr.',
    no: 'Rechnungs-Nr.',
    net: 'Netto',
    vat: 'MwSt',
    gross: 'Brutto',
    rate: 'MwSt-Satz',
    sum: 'Summe',
    pay: 'Rechnungsbetrag',
    tax: 'Steuernummer',
  },
  en: {
    date: 'Date',
    cust: 'Customer No.',
    no: 'Invoice No.',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    rate: 'VAT rate',
    sum: 'Total',
    pay: 'Amount due',
    tax: 'Company No.',
  },
  fr: {
    date: 'Date',
    cust: 'N° client',
    no: 'N° facture',
    net: 'HT',
    vat: 'TVA',
    gross: 'TTC',
    rate: 'Taux TVA',
    sum: 'Total',
    pay: 'Net à payer',
    tax: 'SIRET',
  },
  nl: {
    date: 'Datum',
    cust: 'Klantnr.',
    no: 'Factuurnr.',
    net: 'Netto',
    vat: 'BTW',
    gross: 'Bruto',
    rate: 'BTW-tarief',
    sum: 'Totaal',
    pay: 'Te betalen',
    tax: 'KvK',
  },
};
/** the Dutch/Belgian invoice's words */
const NLBE: Record<
  Lang,
  Record<'excl' | 'vatw' | 'incl' | 'pay' | 'due' | 'vatno' | 'ref' | 'structured', string>
> = {
  nl: {
    excl: 'Totaal excl. BTW',
    vatw: 'BTW',
    incl: 'Totaal incl. BTW',
    pay: 'Te betalen',
    due: 'Vervaldag',
    vatno: 'BTW',
    ref: 'Uw referentie',
    structured: 'Gestructureerde mededeling:',
  },
  fr: {
    excl: 'Total HTVA',
    vatw: 'TVA',
    incl: 'Total TVAC',
    pay: 'À payer',
    due: "Date d'échéance",
    vatno: 'TVA',
    ref: 'Votre référence',
    structured: 'Communication structurée :',
  },
  en: {
    excl: 'Total excl. VAT',
    vatw: 'VAT',
    incl: 'Total incl. VAT',
    pay: 'Amount due',
    due: 'Due date',
    vatno: 'VAT',
    ref: 'Your reference',
    structured: 'Payment reference:',
  },
  de: {
    excl: 'Summe netto',
    vatw: 'MwSt.',
    incl: 'Summe brutto',
    pay: 'Zu zahlen',
    due: 'Fällig am',
    vatno: 'USt-IdNr.',
    ref: 'Ihre Referenz',
    structured: 'Verwendungszweck:',
  },
};
/** the `--wide` words: credit note titles, exemption sentences, totals rows */
const WIDE_WORDS: Record<
  Lang,
  Record<'credit' | 'K' | 'AE' | 'E' | 'G' | 'allow' | 'charge' | 'sub' | 'netAfter' | 'paid' | 'due', string>
> = {
  de: {
    credit: 'Gutschrift',
    K: 'Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG.',
    AE: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
    E: 'Steuerfrei gemäß § 4 Nr. 14 UStG.',
    G: 'Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a UStG.',
    allow: 'Rabatt',
    charge: 'Versandkosten',
    sub: 'Zwischensumme',
    netAfter: 'Summe netto',
    paid: 'Anzahlung',
    due: 'Zahlbetrag',
  },
  en: {
    credit: 'CREDIT NOTE',
    K: 'Intra-community supply, exempt from VAT (Art. 138 Directive 2006/112/EC).',
    AE: 'Reverse charge: VAT to be accounted for by the recipient.',
    E: 'VAT exempt supply.',
    G: 'Export of goods outside the EU, exempt from VAT.',
    allow: 'Discount',
    charge: 'Shipping',
    sub: 'Subtotal',
    netAfter: 'Net total',
    paid: 'Amount paid',
    due: 'Balance due',
  },
  fr: {
    credit: 'AVOIR',
    K: 'Exonération de TVA, article 262 ter I du CGI (livraison intracommunautaire).',
    AE: 'Autoliquidation - TVA due par le preneur (article 283-2 du CGI).',
    E: 'TVA non applicable, article 293 B du CGI.',
    G: 'Exonération de TVA, article 262 I du CGI (exportation).',
    allow: 'Remise',
    charge: 'Frais de port',
    sub: 'Sous-total HT',
    netAfter: 'Net HT',
    paid: 'Acompte versé',
    due: 'Net à payer',
  },
  nl: {
    credit: 'CREDITNOTA',
    K: 'Intracommunautaire levering, vrijgesteld van btw (art. 138 Richtlijn 2006/112/EG).',
    AE: 'Btw verlegd (art. 12 lid 3 Wet OB).',
    E: 'Vrijgesteld van btw (art. 11 Wet OB).',
    G: 'Uitvoer buiten de EU, 0% btw.',
    allow: 'Korting',
    charge: 'Verzendkosten',
    sub: 'Subtotaal',
    netAfter: 'Totaal excl. BTW',
    paid: 'Reeds betaald',
    due: 'Te betalen',
  },
};
function generate(k: number): Gen {
  W = { cur: 'EUR', cell: '', dates: '' };
  const lang = (['de', 'en', 'fr', 'nl'] as const)[k % 4] as Lang;
  const tpl = TPLS[k % TPLS.length] as Tpl;
  const home: Country =
    tpl === 'nlbe'
      ? pick(['BE', 'BE', 'NL'] as const)
      : lang === 'de'
        ? pick(['DE', 'DE', 'AT'] as const)
        : lang === 'fr'
          ? 'FR'
          : lang === 'nl'
            ? 'NL'
            : pick(['GB', 'DE'] as const);
  const s = party(home);
  s.vat = vatId(home);
  let b = party(rnd() < 0.8 ? home : pick(['DE', 'FR', 'NL', 'AT'] as const));
  if (rnd() < 0.4) b.vat = vatId(b.country);
  // --wide: the document's situation (drawn after the original draws' first part)
  const vc = WIDE ? pick(['S', 'S', 'S', 'S', 'S', 'K', 'AE', 'E', 'G'] as const) : 'S';
  const credit = WIDE && rnd() < 0.2;
  if (vc === 'K' || vc === 'AE') {
    const eu = (['DE', 'FR', 'NL', 'AT', 'BE'] as const).filter((c) => c !== home);
    b = party(pick(eu));
    b.vat = vatId(b.country);
  } else if (vc === 'G') b = party(home === 'GB' ? 'DE' : 'GB');
  // no invoice to oneself: a buyer drawn with the seller's name gets a name of its own (without a
  // further draw, so the other documents stay as they were)
  if (b.name === s.name) b.name = b.name.replace(/^(\S+)/, '$1 Partner');
  if (WIDE) {
    const r = rnd();
    W.cur =
      lang === 'de' && r < 0.15 ? 'CHF' : lang === 'en' && r < 0.4 ? pick(['GBP', 'USD'] as const) : 'EUR';
    W.cell = pick(['', '', '', 'pre', 'post'] as const);
    W.dates = pick(['', '', '', 'iso', ...(lang === 'en' ? (['dmy3', 'dmy3'] as const) : [])] as const);
  }
  const wcol = WIDE ? pick(['std', 'std', 'nopos', 'poslast', 'amtfirst'] as const) : 'std';
  const glued = WIDE && rnd() < 0.25;
  const dinStyle = WIDE ? pick(['std', 'right', 'foot'] as const) : 'std';
  const WW = WIDE_WORDS[lang];
  const t = L[lang];
  const invTitle = credit ? WW.credit : t.inv;
  const issue = `2025-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueD = new Date(`${issue}T00:00:00Z`);
  dueD.setUTCDate(dueD.getUTCDate() + pick([14, 30]));
  const due = dueD.toISOString().slice(0, 10);
  const number = pick([
    `RE-${int(2024, 2025)}-${int(100, 9999)}`,
    `${int(10000, 99999)}`,
    `INV${int(1000, 9999)}`,
    `F${int(2025, 2025)}${digits(4)}`,
  ]);
  const rates0 = rnd() < 0.7 ? [RATES[home][0] as string] : [...RATES[home]];
  const rates = vc === 'S' ? rates0 : ['0'];
  const nLines = int(1, 6);
  const lines = Array.from({ length: nLines }, (_, i) => {
    const units: ReadonlyArray<readonly [string, string]> = t.units;
    const [uw, uc] = pick(units);
    const qty =
      uc === 'HUR' || uc === 'KGM' || uc === 'MTR'
        ? pick(['1', '2', '2.5', '8', '12.5', '40'])
        : String(int(1, 50));
    const price = `${int(1, 900)}.${digits(2)}`;
    const net = round(dec(qty).times(dec(price)));
    // now and then a second description line under the name (not part of the name)
    const detail =
      rnd() < 0.3
        ? pick([
            'Art.-Nr.: 4711-0815',
            'Zeitraum: 01.03.–31.03.2025',
            'Lieferschein: 88231',
            'Order ref.: 5512',
            'Réf. : A-778',
          ])
        : undefined;
    return { id: String(i + 1), name: pick(ITEMS), detail, qty, uw, uc, price, net, rate: pick(rates) };
  });
  const usedRates = [...new Set(lines.map((l) => l.rate))];
  const netT = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  // --wide: a document-level discount and/or freight charge (one VAT rate only), a prepaid amount
  const adjOk = WIDE && usedRates.length === 1 && tpl !== 'box';
  const allowPct = adjOk && rnd() < 0.25 ? pick(['2', '3', '5', '10']) : '';
  const allow = allowPct ? round(dec(netT).times(dec(allowPct)).dividedBy(100)) : '';
  const charge = adjOk && rnd() < 0.25 ? pick(['4.90', '9.50', '15.00', '25.00']) : '';
  const adj = dec(charge || '0').minus(dec(allow || '0'));
  const vat = usedRates.map((r) => {
    const base0 = lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0));
    const base = round(usedRates.length === 1 ? base0.plus(adj) : base0);
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const taxEx = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxEx).plus(dec(vatT)));
  const paid = WIDE && rnd() < 0.2 ? round(dec(gross).times(dec(pick(['0.3', '0.5'])))) : '';
  const dueAmt = paid ? round(dec(gross).minus(dec(paid))) : gross;
  const ib = iban(home === 'BE' || home === 'NL' ? home : 'DE');
  const po = rnd() < 0.5 ? `PO-${int(1000, 99999)}` : undefined;

  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, dueDate: due, currency: W.cur, paymentTerms: t.terms });
  if (credit) inv.typeCode = '381';
  if (po) inv.purchaseOrderReference = po;
  Object.assign(inv, synthParties(s, b));
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: ib }] };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: taxEx,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: dueAmt,
    ...(allow ? { allowanceTotal: allow } : {}),
    ...(charge ? { chargeTotal: charge } : {}),
    ...(paid ? { paidAmount: paid } : {}),
  };
  const rate1 = usedRates[0] ?? '0';
  if (allow)
    inv.allowances = [
      {
        amount: allow,
        percentage: allowPct,
        baseAmount: netT,
        vatCategoryCode: vc,
        vatRate: rate1,
        reason: WW.allow,
      },
    ];
  if (charge) inv.charges = [{ amount: charge, vatCategoryCode: vc, vatRate: rate1, reason: WW.charge }];
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: vc,
    rate: v.rate,
    ...(vc === 'S' ? {} : { exemptionReason: WW[vc] }),
  }));
  inv.lines = lines.map((l) => synthLine({ ...l, netPrice: l.price, category: vc }));
  const rows: Row[] = [];
  let page = 1;
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    rows.push([y, x, text, { ...st, page }]);
  };
  const small = { size: 7 };
  const cityLine = (p: Party) => (p.country === 'GB' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`);
  // a UK address now and then with the postcode on a line of its own
  const gbOwnLine = rnd() < 0.5;
  const addr = (p: Party, x: number, y: number, withCountry: boolean, st: Style = {}) => {
    const step = Math.round((st.size ?? 10) * 1.2);
    const ls =
      p.country === 'GB' && gbOwnLine ? [p.name, p.street, p.city, p.pc] : [p.name, p.street, cityLine(p)];
    if (withCountry) ls.push(COUNTRY_NAMES[lang][p.country]);
    ls.forEach((l, i) => {
      put(y + i * step, x, l, st);
    });
    return y + ls.length * step;
  };
  const other = (p: Party) => p.country !== home;
  const CARRY = { de: 'Übertrag', en: 'Carried forward', fr: 'Report', nl: 'Transport' }[lang];
  const PAGE = { de: 'Seite', en: 'Page', fr: 'Page', nl: 'Pagina' }[lang];
  // a second page now and then: the table breaks after half its lines, with a carried-over sum
  const breakAt = lines.length >= 3 && rnd() < 0.3 ? Math.ceil(lines.length / 2) : 0;
  const nPages = breakAt ? 2 : 1;
  const table = (y0: number, withRate: boolean) => {
    // x of each column; amounts (price, rate, line total) right-aligned at their column's right edge
    let cols = withRate ? [40, 70, 230, 280, 400, 450, 545] : [40, 70, 280, 340, 430, 545];
    let right = withRate
      ? [false, false, false, false, true, true, true]
      : [false, false, false, false, true, true];
    let head: string[] = withRate
      ? [t.pos, t.desc, t.qty, t.unit, t.price, lang === 'fr' ? 'TVA' : '%', t.amount]
      : [t.pos, t.desc, t.qty, t.unit, t.price, t.amount];
    const cur = (m: string) =>
      W.cell === 'pre' ? `${SYM[W.cur]} ${m}` : W.cell === 'post' ? `${m} ${SYM[W.cur]}` : m;
    type L1 = (typeof lines)[number];
    let cellsOf = (l: L1) => [
      l.id,
      l.name,
      num(l.qty, lang),
      l.uw,
      money(l.price, lang),
      ...(withRate ? [`${num(l.rate, lang)} %`] : []),
      money(l.net, lang),
    ];
    if (WIDE) {
      // --wide: columns as a list (kind, head, cell, right-aligned, width), reordered and laid
      // out left to right from x 40 to 545, the description taking what the others leave
      type C = [string, string, (l: L1) => string, boolean, number];
      let cs: C[] = [
        ['pos', t.pos, (l) => l.id, false, 30],
        ['desc', t.desc, (l) => l.name, false, 0],
        [
          'qty',
          t.qty,
          (l) => (glued ? `${num(l.qty, lang)} ${l.uw}` : num(l.qty, lang)),
          glued,
          glued ? 70 : 50,
        ],
        ['unit', t.unit, (l) => l.uw, false, 50],
        ['price', t.price, (l) => cur(money(l.price, lang)), true, 85],
        ['rate', lang === 'fr' ? 'TVA' : '%', (l) => `${num(l.rate, lang)} %`, true, 50],
        ['amount', t.amount, (l) => cur(money(l.net, lang)), true, 95],
      ];
      cs = cs.filter(([kind]) => (kind !== 'rate' || withRate) && (kind !== 'unit' || !glued));
      const at = (kind: string) => cs.findIndex((c) => c[0] === kind);
      if (wcol === 'nopos') cs.splice(at('pos'), 1);
      else if (wcol === 'poslast') cs.push(...cs.splice(at('pos'), 1));
      else if (wcol === 'amtfirst') cs.splice(at('price'), 0, ...cs.splice(at('amount'), 1));
      const used = cs.reduce((a, c) => a + c[4], 0);
      let x = 40;
      cols = [];
      for (const c of cs) {
        const w = c[4] || 505 - used;
        cols.push(c[3] ? x + w - 12 : x);
        x += w;
      }
      cols[cols.length - 1] = cs[cs.length - 1]?.[3] ? 545 : (cols[cols.length - 1] as number);
      right = cs.map((c) => c[3]);
      head = cs.map((c) => c[1]);
      cellsOf = (l) => cs.map((c) => c[2](l));
    }
    const sumCol = WIDE ? (cols[head.indexOf(t.amount)] as number) : (cols[cols.length - 1] as number);
    const header = (y: number) =>
      head.forEach((h, i) => {
        put(y, cols[i] as number, h, { bold: true, right: right[i] });
      });
    header(y0);
    let y = y0 + 16;
    let carried = dec(0);
    lines.forEach((l, n) => {
      if (breakAt && n === breakAt) {
        const c = money(round(carried), lang);
        put(y + 4, cols[1] as number, CARRY, { bold: true });
        put(y + 4, sumCol, c, { right: true, bold: true });
        put(800, 500, `${PAGE} 1/2`, small);
        page = 2;
        header(60);
        put(76, cols[1] as number, CARRY, { bold: true });
        put(76, sumCol, c, { right: true, bold: true });
        y = 94;
      }
      const cells = cellsOf(l);
      cells.forEach((c, i) => {
        put(y, cols[i] as number, c, { right: right[i] });
      });
      if (l.detail) {
        put(y + 11, cols[1] as number, l.detail, { size: 8 });
        y += 11;
      }
      carried = carried.plus(dec(l.net));
      y += 14;
    });
    if (breakAt) put(800, 500, `${PAGE} 2/2`, small);
    return y + 10;
  };
  // (another currency than the euro is always printed with the total)
  const grossText = (g: string) =>
    lang === 'en' || lang === 'nl'
      ? pick([`${SYM[W.cur]} ${g}`, `${W.cur} ${g}`, ...(W.cur === 'EUR' ? [g] : [])])
      : `${g} ${pick([SYM[W.cur], W.cur, ...(W.cur === 'EUR' ? [''] : [])])}`.trim();
  // --wide: discount and freight rows after the line sum, then the net total
  const adjRows = (y: number, x: number) => {
    if (!allow && !charge) return y;
    if (allow) {
      put(y, x, `${WW.allow} ${num(allowPct, lang)} %`);
      put(y, 545, `-${money(allow, lang)}`, { right: true });
      y += 12;
    }
    if (charge) {
      put(y, x, WW.charge);
      put(y, 545, money(charge, lang), { right: true });
      y += 12;
    }
    put(y, x, WW.netAfter);
    put(y, 545, money(taxEx, lang), { right: true });
    return y + 12;
  };
  // --wide: the prepaid amount and the amount due after the gross
  const paidRows = (y: number, x: number) => {
    if (!paid) return y;
    put(y, x, WW.paid);
    put(y, 545, `-${money(paid, lang)}`, { right: true });
    put(y + 14, x, WW.due, { bold: true });
    put(y + 14, 545, grossText(money(dueAmt, lang)), { right: true, bold: true });
    return y + 30;
  };
  const showZero = vc === 'S' || tpl === 'box' || rnd() < 0.5;
  const totals = (y: number, x: number) => {
    put(y, x, allow || charge ? WW.sub : t.net);
    put(y, 545, money(netT, lang), { right: true });
    y += 12;
    y = adjRows(y, x);
    for (const v of showZero ? vat : []) {
      put(y, x, t.vat(num(v.rate, lang)));
      put(y, 545, money(v.tax, lang), { right: true });
      y += 12;
    }
    put(y + 2, x, t.gross, { bold: true });
    put(y + 2, 545, grossText(money(gross, lang)), { right: true, bold: true });
    return paidRows(y + 26, x);
  };
  const title = { size: pick([14, 16, 20]), bold: true };
  const footer = (parts: string[][]) => {
    parts.forEach((col, i) => {
      col.forEach((text, j) => {
        put(770 + j * 9, 40 + i * 180, text, small);
      });
    });
  };
  if (tpl === 'din') {
    // the sender line over the address window; now and then at the height of a right-hand block
    // (letterhead or info box), which must not run into it
    const beside = rnd() < 0.5;
    const sy = beside ? 128 : 40;
    const sep = pick([' · ', ' - ', ' | ', ', ']);
    // --wide: the recipient block on the right (letterhead and info block left), or the seller
    // only in the footer (no letterhead, no sender line)
    const [ix, vx] = dinStyle === 'right' ? [40, 150] : [360, 470];
    if (dinStyle === 'right') {
      addr(s, 40, 40, false, { size: 9 });
      put(80, 40, `Tel. +49 ${int(30, 89)} ${digits(6)}`, { size: 9 });
      put(116, 330, `${s.name}${sep}${s.street}${sep}${s.pc} ${s.city}`, small);
      addr(b, 330, 130, other(b));
    } else if (dinStyle === 'foot') addr(b, 40, 60, other(b));
    else {
      put(sy, 40, `${s.name}${sep}${s.street}${sep}${s.pc} ${s.city}`, small);
      addr(b, 40, sy + 14, other(b));
      addr(s, 380, 40, false, { size: 9 });
      put(80, 380, `Tel. +49 ${int(30, 89)} ${digits(6)}`, { size: 9 });
    }
    const iy = dinStyle === 'right' ? 110 : beside ? 116 : 140;
    put(iy, ix, t.no);
    put(iy, vx, number);
    put(iy + 12, ix, t.date);
    put(iy + 12, vx, date(issue, lang));
    put(iy + 24, ix, t.cust);
    put(iy + 24, vx, String(int(1000, 9999)));
    if (po) {
      put(iy + 36, ix, t.po);
      put(iy + 36, vx, po);
    }
    if (b.vat) {
      put(iy + 48, ix, lang === 'de' ? 'Ihre USt-IdNr.' : 'Customer VAT ID');
      put(iy + 48, vx, b.vat);
    }
    put(205, 40, `${invTitle}`, title);
    let y = table(235, false);
    y = totals(y, 300);
    put(y, 40, `${t.due}: ${date(due, lang)}. ${t.terms}`);
    page = 1;
    footer([
      [s.name, s.street, `${s.pc} ${s.city}`],
      [t.bank, `IBAN: ${spaced(ib)}`],
      [`${t.vatLabel}: ${s.vat}`],
    ]);
  } else if (tpl === 'billto') {
    put(addr(s, 40, 40, true), 40, `${t.vatLabel}: ${s.vat}`);
    put(40, 545, invTitle, { ...title, right: true });
    put(70, 380, t.no);
    put(70, 470, number);
    put(82, 380, t.date);
    put(82, 470, date(issue, lang));
    put(94, 380, t.due);
    put(94, 470, date(due, lang));
    if (po) {
      put(106, 380, t.po);
      put(106, 470, po);
    }
    put(140, 40, `${t.billTo}:`, { bold: true });
    const ay = addr(b, 40, 154, true);
    if (b.vat) put(ay, 40, `${t.vatLabel}: ${b.vat}`);
    let y = table(240, usedRates.length > 1);
    y = totals(y, 320);
    put(y, 40, t.terms);
    put(y + 14, 40, `${t.bank}: IBAN ${ib}`);
  } else if (tpl === 'form') {
    put(40, 40, invTitle, title);
    put(64, 40, `${t.no}: ${number}`);
    put(76, 40, `${t.date}: ${date(issue, lang)}`);
    if (po) put(88, 40, `${t.po}: ${po}`);
    put(104, 40, `${t.seller}:`, { bold: true });
    put(104, 300, `${t.buyer}:`, { bold: true });
    const both = (yy: number, a: string, c: string) => {
      put(yy, 40, a);
      put(yy, 300, c);
    };
    both(118, s.name, b.name);
    both(130, s.street, b.street);
    both(142, cityLine(s), cityLine(b));
    both(154, COUNTRY_NAMES[lang][s.country], COUNTRY_NAMES[lang][b.country]);
    put(166, 40, `${t.vatLabel}: ${s.vat}`);
    if (b.vat) put(166, 300, `${t.vatLabel}: ${b.vat}`);
    let y = table(200, true);
    y = totals(y, 300);
    put(y, 40, `${t.due}: ${date(due, lang)}`);
    put(y + 12, 40, t.terms);
    put(y + 24, 40, `IBAN: ${ib}`);
  } else if (tpl === 'box') {
    const X = BOX[lang];
    // logo area: the seller's name large and bold, the letterhead in small print on the right
    put(40, 40, s.name, { size: 18, bold: true });
    addr(s, 400, 40, false, { size: 8 });
    put(76, 400, `Tel. ${digits(4)} ${digits(6)}`, { size: 8 });
    put(86, 400, `info@${s.name.split(' ')[0]?.toLowerCase()}.example`, { size: 8 });
    // sender line at the height of the info box's first row
    const sep = pick([' · ', ' – ', ' | ']);
    put(120, 40, `${s.name}${sep}${s.street}${sep}${cityLine(s)}`, small);
    const by = addr(b, 40, 134, other(b));
    if (b.vat) put(by, 40, `${t.vatLabel}: ${b.vat}`, { size: 9 });
    const info: Array<[string, string]> = [
      [X.date, date(issue, lang)],
      [X.cust, String(int(10000, 99999))],
      [X.no, number],
    ];
    if (po) info.push([t.po, po]);
    info.forEach(([k2, v], i) => {
      put(120 + i * 12, 370, k2, { size: 9 });
      put(120 + i * 12, 545, v, { size: 9, right: true });
    });
    put(210, 40, invTitle, title);
    let y = table(240, false);
    // totals as a boxed table, the columns side by side
    const tx = usedRates.length > 1 ? [300, 375, 460, 545] : [375, 460, 545];
    const heads =
      usedRates.length > 1
        ? [X.rate, X.net, X.vat, X.gross]
        : [X.net, `${X.vat} ${num(vat[0]?.rate ?? '', lang)} %`, X.gross];
    heads.forEach((h, i) => {
      put(y, tx[i] as number, h, { size: 9, bold: true, right: true });
    });
    y += 14;
    for (const v of showZero ? vat : []) {
      const gv = round(dec(v.base).plus(dec(v.tax)));
      const cells = [money(v.base, lang), money(v.tax, lang), money(gv, lang)];
      if (usedRates.length > 1) cells.unshift(`${num(v.rate, lang)} %`);
      cells.forEach((c, i) => {
        put(y, tx[i] as number, c, { right: true });
      });
      y += 12;
    }
    if (usedRates.length > 1) {
      [X.sum, money(netT, lang), money(vatT, lang), money(gross, lang)].forEach((c, i) => {
        put(y, tx[i] as number, c, { right: true, bold: true });
      });
      y += 12;
    }
    if (!showZero) {
      put(y, 300, X.sum, { bold: true });
      put(y, 545, money(gross, lang), { bold: true, right: true });
      y += 12;
    }
    if (paid) y = paidRows(y + 6, 300) - 18;
    else if (rnd() < 0.5 || W.cur !== 'EUR') {
      put(y + 6, 300, X.pay, { bold: true });
      put(y + 6, 545, grossText(money(gross, lang)), { bold: true, right: true });
      y += 18;
    }
    put(y + 14, 40, `${t.due}: ${date(due, lang)}`);
    put(y + 26, 40, t.terms);
    page = 1;
    footer([
      [s.name, s.street, cityLine(s)],
      [t.bank, `IBAN ${spaced(ib)}`],
      [`${t.vatLabel} ${s.vat}`, `${X.tax} ${int(10, 99)}/${digits(3)}/${digits(5)}`],
    ]);
  } else {
    // Dutch/Belgian: name and address top left, big title top right, customer block right,
    // invoice data left, VAT column in the table, "Te betalen" with a structured reference
    const X = NLBE[lang];
    const vatShown = (v: string) =>
      v.startsWith('BE') && rnd() < 0.5 ? `BE ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}` : v;
    put(40, 40, s.name, { size: 14, bold: true });
    addr(s, 40, 58, s.country !== 'BE' && s.country !== 'NL', { size: 9 }).toString();
    put(94, 40, `${X.vatno} ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, invTitle, { size: 20, bold: true, right: true });
    const by = addr(b, 330, 110, other(b));
    if (b.vat) put(by, 330, `${X.vatno}: ${vatShown(b.vat)}`);
    const meta: Array<[string, string]> = [
      [t.no, number],
      [t.date, date(issue, lang)],
      [X.due, date(due, lang)],
      [t.cust, String(int(100, 9999))],
    ];
    if (po) meta.push([t.po, po]);
    meta.forEach(([k2, v], i) => {
      put(120 + i * 12, 40, `${k2}:`, { size: 9 });
      put(120 + i * 12, 140, v, { size: 9 });
    });
    let y = table(210, true);
    put(y, 320, allow || charge ? WW.sub : X.excl);
    put(y, 545, money(netT, lang), { right: true });
    y += 12;
    y = adjRows(y, 320);
    for (const v of showZero ? vat : []) {
      put(y, 320, `${X.vatw} ${num(v.rate, lang)}%`);
      put(y, 545, money(v.tax, lang), { right: true });
      y += 12;
    }
    put(y, 320, X.incl);
    put(y, 545, money(gross, lang), { right: true });
    if (paid) {
      put(y + 14, 320, WW.paid);
      put(y + 14, 545, `-${money(paid, lang)}`, { right: true });
      y += 14;
    }
    put(y + 16, 320, X.pay, { bold: true, size: 11 });
    put(y + 16, 545, grossText(money(dueAmt, lang)), { bold: true, size: 11, right: true });
    const ref = `+++${digits(3)}/${digits(4)}/${digits(5)}+++`;
    put(y + 40, 40, `${X.structured} ${ref}`);
    put(y + 52, 40, t.terms);
    page = 1;
    put(
      790,
      40,
      `${s.name} | ${s.street}, ${cityLine(s)} | ${X.vatno} ${s.vat} | IBAN ${spaced(ib)} | BIC ${pick(['GEBABEBB', 'KREDBEBB', 'INGBNL2A'])}`,
      small,
    );
  }
  // --wide: the exemption sentence over the footer of the last page
  if (vc !== 'S') {
    page = nPages;
    put(745, 40, WW[vc], { size: 9 });
  }
  return { inv, rows, nPages };
}

// --- PDF mode ---------------------------------------------------------------------------------
// Fonts as render.ts loads them: fontkit (pdfkit's own dependency) parses each TTF once, every
// mapped glyph made from its code point first (see loadFontkitFont: shared by many documents)
const FONT_DIR = dirname(FONT_REGULAR);
const FAMILIES = ['DejaVuSans', 'DejaVuSansCondensed', 'DejaVuSerif', 'DejaVuSerifCondensed'] as const;
const fontCache = new Map<string, FontkitFont>();
const font = (file: string) => {
  let f = fontCache.get(file);
  if (!f) {
    f = loadFontkitFont(join(FONT_DIR, `${file}.ttf`));
    fontCache.set(file, f);
  }
  return f;
};

/**
 * `--pdf-variant NAME`: the same page written the way other PDF producers write it (default: none,
 * byte-identical to earlier runs):
 * - `glyphs`: every character its own text operation at its own x, spaces not drawn;
 * - `words`: every word its own operation, rows of three or more words justified (stretched spaces);
 * - `kern`: TJ arrays with kerning offsets inside words and the space between words made only by
 *   a TJ gap (no space character);
 * - `order`: the page drawn out of reading order (footer, the body column by column, the header);
 * - `rotate`: pages with /Rotate 90 or 270 whose content is drawn turned so that it displays
 *   upright, or a landscape A4 page with the portrait page scaled onto it;
 * - `std14`: Helvetica / Times without embedding (WinAnsi);
 * - `xobject`: letterhead and footer inside a Form XObject (reused by pages that have the same).
 */
const VARIANTS = ['', 'glyphs', 'words', 'kern', 'order', 'rotate', 'std14', 'xobject'] as const;
type Variant = (typeof VARIANTS)[number];

/** pdfkit's internals the variants write content with (no public API for TJ arrays or forms) */
interface KitFont {
  id: string;
  ref(): unknown;
  encode(text: string, features?: unknown): [string[], Array<{ xAdvance: number; advanceWidth: number }>];
}
interface KitRef {
  data: Record<string, unknown>;
  end(): void;
}
interface Kit {
  _font: KitFont;
  _fontSize: number;
  page: {
    content: KitRef;
    resources: KitRef;
    dictionary: KitRef;
    fonts: Record<string, unknown>;
    xobjects: Record<string, unknown>;
    height: number;
  };
  ref(data: Record<string, unknown>): KitRef;
}
const num4 = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * Draw the rows into an A4 PDF. `r` (its own random stream, so both modes lay out the same
 * invoices) picks the font family, a little character or word spacing, and whether a row is drawn
 * in pieces (word by word at their measured positions, as many generators write text).
 */
async function renderPdf(
  rows: Row[],
  nPages: number,
  r: () => number,
  variant: Variant = '',
): Promise<Uint8Array> {
  const fam = FAMILIES[Math.floor(r() * FAMILIES.length)] as string;
  const std = variant === 'std14' ? (fam.includes('Serif') ? 'Times-Roman' : 'Helvetica') : '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    font: std || (font(fam) as unknown as string),
  } as PDFKit.PDFDocumentOptions);
  if (std) {
    doc.registerFont('R', std);
    doc.registerFont('B', std === 'Helvetica' ? 'Helvetica-Bold' : 'Times-Bold');
    doc.registerFont('M', 'Courier');
    doc.registerFont('MB', 'Courier-Bold');
  } else {
    doc.registerFont('R', font(fam) as unknown as string);
    doc.registerFont('B', font(`${fam}-Bold`) as unknown as string);
    doc.registerFont('M', font('DejaVuSansMono') as unknown as string);
    doc.registerFont('MB', font('DejaVuSansMono-Bold') as unknown as string);
  }
  const kit = doc as unknown as Kit;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res, rej) => {
    doc.on('end', () => res());
    doc.on('error', rej);
  });
  const charSpacing = r() < 0.3 ? 0.2 + r() * 0.4 : 0;
  const pieces = r() < 0.4;
  // kern: one row as a TJ array, glyph by glyph with small offsets, words apart by a gap only
  const drawKerned = (text: string, x0: number, base: number) => {
    const f = kit._font;
    const size = kit._fontSize;
    const [, [sp]] = f.encode(' ');
    const gap = (sp?.xAdvance ?? 300) + (charSpacing * 1000) / size;
    const parts: string[] = [];
    const words = text.split(' ');
    words.forEach((word, wi) => {
      if (!word) {
        if (wi < words.length - 1) parts.push(num4(-gap));
        return;
      }
      const [enc, pos] = f.encode(word);
      enc.forEach((g, i) => {
        const p = pos[i];
        let adj = p ? p.xAdvance - p.advanceWidth : 0;
        if (i < enc.length - 1 && r() < 0.6) adj += Math.round(r() * 40 - 25); // -25 … +15 / 1000 em
        parts.push(`<${g}>`);
        if (adj) parts.push(num4(-adj));
      });
      if (wi < words.length - 1) parts.push(num4(-gap));
    });
    if (kit.page.fonts[f.id] == null) kit.page.fonts[f.id] = f.ref();
    doc.save();
    doc.transform(1, 0, 0, -1, 0, kit.page.height);
    doc.addContent('BT');
    doc.addContent(`1 0 0 1 ${num4(x0)} ${num4(kit.page.height - base)} Tm`);
    doc.addContent(`/${f.id} ${num4(size)} Tf`);
    if (charSpacing) doc.addContent(`${num4(charSpacing)} Tc`);
    doc.addContent(`[${parts.join(' ')}] TJ`);
    doc.addContent('ET');
    doc.restore();
  };
  let pageWidth = A4.width;
  const drawRow = ([y, x, shown, st = {}]: Row) => {
    // a WinAnsi font has no narrow or thin space: its producers write a no-break space
    const text = std ? shown.replace(/[\u2007\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '-') : shown;
    let size = st.size ?? 10;
    doc.font(st.mono ? (st.bold ? 'MB' : 'M') : st.bold ? 'B' : 'R').fontSize(size);
    const opts = { lineBreak: false, baseline: 'alphabetic', characterSpacing: charSpacing } as const;
    let width = doc.widthOfString(text, opts);
    // text that would run off the page (wider glyphs than the layout mode's 5 pt per 10 pt
    // character) is set smaller to fit, as generators fit text to its box
    if (!st.right && x + width > pageWidth - 10) {
      size = (size * (pageWidth - 10 - x)) / width;
      doc.fontSize(size);
      width = doc.widthOfString(text, opts);
    }
    const x0 = st.right ? x - width : x;
    const base = y + size * 0.8;
    const at = (i: number) => x0 + doc.widthOfString(text.slice(0, i), opts);
    // a row's own habit (blind52) in place of the document's variant
    const how: string = st.habit ?? variant;
    if (st.hidden) {
      doc.save();
      if (st.hidden === 'invisible') doc.addContent('3 Tr');
      else doc.fillColor('white');
    }
    if (how === 'glyphs') {
      for (let i = 0; i < text.length; i++)
        if (text[i] !== ' ') doc.text(text[i] as string, at(i), base, opts);
    } else if ((how === 'words' && !st.habit) || how === 'justify') {
      const n = text.split(' ').length - 1;
      // justified: a row of three or more words gets wider spaces (right-aligned rows keep their edge)
      const extra = n >= 2 ? 0.5 + r() * 2 : 0;
      const shift = st.right ? -extra * n : 0;
      let i = 0;
      let k = 0;
      for (const part of text.split(/(?<= )/)) {
        const word = part.trimEnd();
        if (word) doc.text(word, at(i) + shift + extra * k, base, opts);
        i += part.length;
        k++;
      }
    } else if (how === 'kern') drawKerned(text, x0, base);
    else if (how === 'split' && text.length > 3) {
      // the row in two to four operations cut at odd places (inside words too)
      const cuts = new Set<number>();
      const k = 1 + Math.floor(r() * 3);
      for (let j = 0; j < k; j++) cuts.add(1 + Math.floor(r() * (text.length - 1)));
      const ends = [0, ...[...cuts].sort((a, b) => a - b), text.length];
      for (let j = 0; j + 1 < ends.length; j++) {
        const a = ends[j] as number;
        const piece = text.slice(a, ends[j + 1]);
        if (piece.trim()) doc.text(piece, at(a), base, opts);
      }
    } else if (how === 'words' || (pieces && text.includes(' ') && r() < 0.5)) {
      // word by word, each at the position the whole string would put it
      let at = 0;
      for (const part of text.split(/(?<= )/)) {
        const word = part.trimEnd();
        if (word) doc.text(word, x0 + doc.widthOfString(text.slice(0, at), opts), base, opts);
        at += part.length;
      }
    } else doc.text(text, x0, base, opts);
    if (st.hidden) doc.restore();
  };
  const forms = new Map<string, unknown>();
  for (let pg = 1; pg <= nPages; pg++) {
    let pageRows = rows.filter(([, , , st = {}]) => (st.page ?? 1) === pg);
    const sheet = sheetOf(rows, pg);
    pageWidth = sheet ? sheet[0] : A4.width;
    if (variant === 'rotate') {
      const mode = r();
      doc.addPage({ size: [A4.height, A4.width], margin: 0 });
      if (mode < 0.4) {
        kit.page.dictionary.data.Rotate = 90;
        doc.transform(0, -1, 1, 0, 0, A4.width);
      } else if (mode < 0.7) {
        kit.page.dictionary.data.Rotate = 270;
        doc.transform(0, 1, -1, 0, A4.height, 0);
      } else {
        const s = A4.width / A4.height;
        doc.transform(s, 0, 0, s, (A4.height - s * A4.width) / 2, 0);
      }
    } else doc.addPage({ size: sheet ?? [A4.width, A4.height], margin: 0 });
    if (variant === 'order') {
      // footer first, then the body column by column (bottom up), then the header block
      const band = (y: number) => (y >= 740 ? 0 : y < 200 ? 2 : 1);
      pageRows = pageRows
        .map((row, i) => ({ row, i }))
        .sort(
          (a, b) =>
            band(a.row[0]) - band(b.row[0]) || a.row[1] - b.row[1] || b.row[0] - a.row[0] || a.i - b.i,
        )
        .map((e) => e.row);
    }
    if (variant === 'xobject') {
      // the letterhead and the footer as a template: a Form XObject drawn with Do
      const tpl = pageRows.filter(([y]) => y < 110 || y >= 740);
      pageRows = pageRows.filter(([y]) => !(y < 110 || y >= 740));
      const key = JSON.stringify(tpl.map(([y, x, t, st = {}]) => [y, x, t, { ...st, page: 0 }]));
      let form = forms.get(key);
      if (!form && tpl.length) {
        const res = kit.ref({ ProcSet: ['PDF', 'Text'] });
        const f = kit.ref({
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, A4.width, A4.height],
          Resources: res,
        });
        const content = kit.page.content;
        kit.page.content = f;
        for (const row of tpl) drawRow(row);
        kit.page.content = content;
        res.data.Font = { ...kit.page.fonts };
        res.end();
        f.end();
        form = f;
        forms.set(key, f);
      }
      if (form) {
        const name = `Tpl${[...forms.values()].indexOf(form) + 1}`;
        kit.page.xobjects[name] = form;
        doc.addContent(`/${name} Do`);
      }
    }
    // rows written out of reading order (blind52): lower `draw` first, the others in their order
    if (pageRows.some(([, , , st]) => st?.draw !== undefined))
      pageRows = pageRows
        .map((row, i) => ({ row, i }))
        .sort((a, b) => (a.row[3]?.draw ?? 0) - (b.row[3]?.draw ?? 0) || a.i - b.i)
        .map((e) => e.row);
    // rulings and boxes (blind47) first, filled ones under the text
    for (const [y, x, , st = {}] of pageRows) {
      if (!st.box) continue;
      const [w, h] = st.box;
      doc.save().lineWidth(0.5);
      if (w === 0 || h === 0)
        doc
          .moveTo(x, y)
          .lineTo(x + w, y + h)
          .stroke();
      else if (st.fill !== undefined) {
        const g = Math.round(st.fill * 255);
        doc.rect(x, y, w, h).fillAndStroke([g, g, g], 'black');
      } else doc.rect(x, y, w, h).stroke();
      doc.restore();
    }
    for (const row of pageRows) if (!row[3]?.box) drawRow(row);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

const variant = values['pdf-variant'] as Variant;
if (!VARIANTS.includes(variant)) throw new Error(`--pdf-variant: one of ${VARIANTS.slice(1).join(', ')}`);
const out = values.out as string;
rmSync(out, { recursive: true, force: true });
for (const d of values.keep ? ['truth', 'pred', 'pdf'] : ['truth', 'pred'])
  mkdirSync(join(out, d), { recursive: true });
/** The held-out sets' generators by `--templates` (any other value: the original templates). */
type Generator = (k: number, kit: Parameters<typeof generateNew>[1]) => ReturnType<typeof generate>;
const GENERATORS: Record<string, Generator> = {
  new: generateNew,
  blind2: generateBlind2,
  blind3: generateBlind3,
  blind4: generateBlind4,
  blind5: (k, kit) => generateBlind5(k, kit, false),
  blind5x: (k, kit) => generateBlind5(k, kit, true),
  blind6: generateBlind6,
  blind7: generateBlind7,
  blind8: generateBlind8,
  blind9: generateBlind9,
  blind10: generateBlind10,
  blind11: generateBlind11,
  blind12: generateBlind12,
  blind13: generateBlind13,
  blind14: generateBlind14,
  blind15: generateBlind15,
  blind16: generateBlind16,
  blind17: generateBlind17,
  blind18: generateBlind18,
  blind19: generateBlind19,
  blind20: generateBlind20,
  blind21: generateBlind21,
  blind22: generateBlind22,
  blind23: generateBlind23,
  blind24: generateBlind24,
  blind25: generateBlind25,
  blind26: generateBlind26,
  blind27: generateBlind27,
  blind28: generateBlind28,
  blind29: generateBlind29,
  blind30: generateBlind30,
  blind31: generateBlind31,
  blind32: generateBlind32,
  blind33: generateBlind33,
  blind34: generateBlind34,
  blind35: generateBlind35,
  blind36: generateBlind36,
  blind37: generateBlind37,
  blind38: generateBlind38,
  blind39: generateBlind39,
  blind40: generateBlind40,
  blind41: generateBlind41,
  blind42: generateBlind42,
  blind43: generateBlind43,
  blind44: generateBlind44,
  blind45: generateBlind45,
  blind46: generateBlind46,
  blind47: generateBlind47,
  blind48: generateBlind48,
  blind49: generateBlind49,
  blind50: generateBlind50,
  blind51: generateBlind51,
  blind52: generateBlind52,
  blind53: generateBlind53,
  blind54: generateBlind54,
  blind55: generateBlind55,
  blind57: generateBlind57,
  blind56: generateBlind56,
  blind58: generateBlind58,
  blind59: generateBlind59,
  blind60: generateBlind60,
  blind61: generateBlind61,
  selfbilling: generateSelfBilling,
};

const n = Number(values.n);
for (let k = 0; k < n; k++) {
  const make = GENERATORS[values.templates ?? ''];
  const { inv, rows, nPages } = make ? make(k, { rnd, party, vatId }) : generate(k);
  if (values.dump !== undefined) {
    // --dump K: print document K's rows (y, x, text) and stop
    if (k !== Number(values.dump)) continue;
    for (const r of rows) console.log(JSON.stringify(r));
    process.exit(0);
  }
  const name = `syn-${String(k).padStart(4, '0')}`;
  if (!writeTruth(lib, join(out, 'truth'), name, inv)) continue;
  let doc: Parameters<typeof extractInvoice>[0];
  if (values.pdf) {
    let st2 = (Number(values.seed) * 7919 + k * 104729) >>> 0 || 1;
    const r2 = () => {
      st2 = (Math.imul(st2, 1103515245) + 12345) >>> 0;
      return st2 / 4294967296;
    };
    const bytes = await renderPdf(rows, nPages, r2, variant);
    if (values.keep) writeFileSync(join(out, 'pdf', `${name}.pdf`), bytes);
    doc = await extractLayout(bytes);
  } else doc = layout(rows, nPages);
  const { invoice } = extractInvoice(doc);
  writeFileSync(join(out, 'pred', `${name}.xml`), writeCii(invoice));
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify({ items: [] }));
console.log(
  execFileSync(
    process.execPath,
    [join(values.lib as string, 'score.mjs'), join(out, 'truth'), join(out, 'pred')],
    { encoding: 'utf8' },
  ),
);
