/**
 * Cases of the key-field rules of session 20 (issue 19), each from two layouts written by two
 * writers (rows shaped like the generators' documents, cut to what the rule reads; failing before):
 * - an invoice number after a title word of Polish, Czech, Slovak or Portuguese invoices: the
 *   title words "Faktura" / "Faktúra" / "Fatura" and the number mark "č." were unknown, so
 *   "Faktura VAT nr FV/57/01/2026" (blind25 `pl`) and "Faktúra č. 2026/0042" (a Slovak supplier,
 *   hand-made) gave no number (lexicon/pl-cs-pt.ts PL_CS_PT_WORDS);
 * - a number label and its value set as a segment of their own on the title's line ("Faktura –
 *   daňový doklad / Invoice … č. 2026528598", blind25 `cz`; "FAKTURA … Nr 10234", a Swedish
 *   supplier, hand-made) (readers/number.ts numbersOnTitleLine);
 * - a title with its number set right of the letterhead, the number led by a series code ("Fatura
 *   FT A2026/2565", blind25 `pt`; "Factura FV 2026/118", a Spanish supplier, hand-made): only the
 *   line's first segment was read as a title, and only a one-word number (lexicon/document.ts
 *   TITLE_THEN_NUMBER, lexicon/common.ts DIGIT_LED_ID, readers/number.ts titleNumbers);
 * - header values printed right-aligned just before their labels, a column of labels right of
 *   their values ("KR 9884/2026  Rechnungs-Nr." / "21.03.2026  Datum", blind24 `notar`, beside
 *   the address window; "2026-0147  Rechnungsnummer" / "15.03.2026  Rechnungsdatum" / "K-1120
 *   Kundennummer", an architect's office, hand-made): the labels had no value right of or under
 *   them, so no number was read (find.ts valueLeftOfLabel);
 * - a seller whose address is printed only in the footer line "Name · Street · 411 06 Town ·
 *   Country": the spaced postcode ("411 06 Göteborg", "702 00 Ostrava") was taken for a
 *   number-first street, so the line gave neither the address nor, without a seller block, the
 *   name (blind25 `se`; a Czech supplier named at the top, hand-made) (lexicon/parties.ts
 *   SPACED_POSTCODE_START, parties.ts oneLineAddresses).
 * - Czech and Slovak totals and order labels ("Základ daně / Tax base", "DPH 0 % / VAT", "Celkem
 *   k úhradě / Total due", "Objednávka / Order:", blind25 `cz`; "Základ dane", "DPH 20 %", "Celkom
 *   k úhrade", "Objednávka č.", a Slovak supplier, hand-made): the VAT row was not read, the gross
 *   and amount due came out 0,00, no order reference (lexicon/pl-cs-pt.ts CS_SK_LABELS).
 * - Portuguese tax numbers printed without their country prefix ("NIF: 309212378",
 *   "Contribuinte: 867634632", "V/ Nº Contribuinte: | 867634632", blind25 `pt`; "NIPC 509123456",
 *   "Contribuinte n.º 501234567", a Portuguese hotel, hand-made), which are the VAT ids "PT…", and
 *   the due date "Data de vencimento" / "Vencimento": no VAT id was read, so both countries
 *   came out DE, and no due date (lexicon/ids.ts PT_NIF_IN, readers/vat-ids.ts portugueseNif,
 *   lexicon/pl-cs-pt.ts PT_LABELS).
 * - hours as Polish, Czech and Slovak units ("godz.", blind25 `pl`; "hod", blind25 `cz` — one
 *   writer; "hod." in a Slovak supplier's unit column, hand-made): unknown words, so the lines came out C62
 *   (lexicon/pl-cs-pt.ts PL_CS_UNITS, parse/units.ts).
 * - a US street printed number first with a suite after it ("5868 N Central Ave Ste 5B", blind25
 *   `us`; "1200 Market Street Suite 400", a Philadelphia vendor, hand-made): not taken for a
 *   street, so its four-digit house number was read as a postcode and the rest as the town
 *   (lexicon/parties.ts STREET_TAIL).
 * - a bare "vom" under the title word used as a label ("Rechnung | WR66746" over "vom |
 *   16.04.2026", blind24 `wart`; "Gutschrift | GS-2026-017" over "vom | 05.05.2026", a property
 *   manager with a "Datum" column in its table, hand-made): no issue-date label, so the date under
 *   a "Datum" / "Zeitraum / Datum" column head in the table was taken
 *   (readers/dates.ts dateUnderTitleLabel).
 * - an account number that is no IBAN, after its label beside a SWIFT code ("Wire: JPMorgan Chase
 *   Bank, ABA 021000021, Account 3499573501, SWIFT CHASUS33", blind25 `us`; "Account No.: 1234567"
 *   over "SWIFT: ROYCCAT2", a Canadian vendor, hand-made): only IBANs were read, so neither the
 *   account nor the BIC came out (lexicon/ids.ts ACCOUNT_NUMBER_LABELLED, readers/accounts.ts
 *   accountBesideBic).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface NumberCase {
  name: string;
  rows: StyledRow[];
  number: string;
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

/** The buyer's block at x (a German company), from y. */
const buyer = (y: number, x: number): StyledRow[] => [
  [y, x, 'Rheinpack GmbH', 9, false],
  [y + 11, x, 'Hafenstraße 12', 9, false],
  [y + 22, x, '47119 Duisburg', 9, false],
  [y + 33, x, 'VAT ID: DE811234567', 9, false],
];

/** A one-row item table with its totals at y (reverse charge, no VAT). */
const table = (
  y: number,
  heads: [string, string, string],
  item: string,
  qty: string,
  net: string,
): StyledRow[] => [
  [y, 50, heads[0], 8.5, true],
  r(y, 400, heads[1], 8.5, true),
  r(y, 545, heads[2], 8.5, true),
  [y + 17, 50, item, 8.5, false],
  r(y + 17, 400, qty),
  r(y + 17, 545, net),
  [y + 45, 330, 'Total', 10, true],
  r(y + 45, 545, net, 10, true),
];

export const TITLE_NUMBER_CASES: NumberCase[] = [
  {
    name: 'a Polish title "Faktura VAT nr FV/57/01/2026" (blind25 pl)',
    rows: [
      [50, 50, 'Faktura VAT nr FV/57/01/2026', 15, true],
      [68, 50, 'Invoice', 10, false],
      [95, 50, 'Data wystawienia / Date of issue', 7, false],
      [107, 50, '2026-01-28', 10, true],
      [145, 50, 'Sprzedawca / Seller', 8, true],
      [145, 310, 'Nabywca / Buyer', 8, true],
      [160, 50, 'Drewpak Sp. z o.o.', 9, false],
      [171, 50, 'ul. Świdnicka 62', 9, false],
      [182, 50, '50-077 Wrocław', 9, false],
      ...buyer(160, 310),
      ...table(245, ['Nazwa / Description', 'Ilość', 'Wartość netto'], 'Paleta drewniana', '34', '302,60'),
    ],
    number: 'FV/57/01/2026',
  },
  {
    name: 'a Slovak title "Faktúra č. 2026/0042" under the letterhead (hand-made)',
    rows: [
      [44, 50, 'Tatra Strojárne s.r.o.', 13, true],
      [60, 50, 'Hlavná 18, 040 01 Košice', 8, false],
      [72, 50, 'IČ DPH: SK2021234567', 8, false],
      [120, 320, 'Odberateľ / Customer', 8, true],
      ...buyer(133, 320),
      [200, 50, 'Faktúra č. 2026/0042', 14, true],
      [218, 50, 'Dátum vyhotovenia: 12.03.2026', 9, false],
      ...table(
        250,
        ['Popis / Description', 'Množstvo', 'Spolu'],
        'Oceľový rám podľa výkresu',
        '12',
        '4.260,00',
      ),
    ],
    number: '2026/0042',
  },
  {
    name: 'the Czech "Faktura – daňový doklad / Invoice" with "č. 2026528598" set right on its line (blind25 cz)',
    rows: [
      [50, 50, 'Faktura – daňový doklad / Invoice', 14, true],
      r(50, 545, 'č. 2026528598', 14, true),
      [85, 50, 'Dodavatel / Supplier', 8, false],
      [98, 50, 'Kovo Tech s.r.o.', 9, false],
      [109, 50, 'Nádražní 111', 9, false],
      [120, 50, '702 00 Ostrava', 9, false],
      [85, 320, 'Odběratel / Customer', 8, false],
      ...buyer(98, 320),
      [190, 50, 'Datum vystavení / Issue date:', 8.5, false],
      [190, 210, '21.11.2026', 8.5, false],
      ...table(
        285,
        ['Označení dodávky / Description', 'Množství / Qty', 'Celkem'],
        'Příruba DN50',
        '22',
        '836,00',
      ),
    ],
    number: '2026528598',
  },
  {
    name: 'a Swedish "FAKTURA" with "Nr 10234" at the right of the title line (hand-made)',
    rows: [
      [40, 50, 'Göta Verktyg AB', 12, true],
      [54, 50, 'Storgatan 7, 411 38 Göteborg', 8, false],
      [110, 50, 'FAKTURA', 18, true],
      r(112, 545, 'Nr 10234', 11, true),
      [140, 50, 'Fakturadatum 2026-04-09', 9, false],
      ...buyer(170, 50),
      ...table(240, ['Beskrivning', 'Antal', 'Belopp'], 'Skruvdragare 18 V med batteri', '6', '7 140,00'),
    ],
    number: '10234',
  },
  {
    name: 'the Portuguese "Fatura FT A2026/2565" right of the seller\'s letterhead (blind25 pt)',
    rows: [
      [50, 50, 'Quinta Velha, Lda.', 8.5, false],
      r(50, 545, 'Fatura FT A2026/2565', 14, true),
      [61, 50, 'Rua de Santa Catarina 104', 8.5, false],
      [72, 50, '4000-447 Porto', 8.5, false],
      r(68, 545, 'Original', 8, false),
      ...buyer(120, 320),
      [210, 50, 'Data:', 8.5, false],
      [210, 200, '21-08-2026', 8.5, false],
      ...table(280, ['Descrição', 'Qtd.', 'Valor'], 'Conservas de sardinha em azeite', '3409', '9.886,10'),
    ],
    number: 'FT A2026/2565',
  },
  {
    name: 'a Spanish "Factura FV 2026/118" right of the seller\'s letterhead (hand-made)',
    rows: [
      [46, 50, 'Talleres Levante S.L.', 12, true],
      r(46, 545, 'Factura FV 2026/118', 13, true),
      [62, 50, 'Calle Colón 22, 46004 Valencia', 8, false],
      [74, 50, 'NIF: ESB46123456', 8, false],
      ...buyer(120, 50),
      [190, 50, 'Fecha: 14/05/2026', 9, false],
      ...table(230, ['Concepto', 'Cantidad', 'Importe'], 'Mecanizado de bridas', '40', '1.880,00'),
    ],
    number: 'FV 2026/118',
  },
];

export interface ValueLeftCase {
  name: string;
  rows: StyledRow[];
  header: { number: string; issueDate: string };
}

export const VALUE_LEFT_CASES: ValueLeftCase[] = [
  {
    name: "a notary's values right-aligned before their labels beside the address window (blind24 notar)",
    rows: [
      [46, 297, 'Notar Dr. Sabine Berger', 14, true],
      [64, 297, 'mit dem Amtssitz in Neustadt an der Weinstraße', 8, false],
      [46, 50, 'Von-der-Tann-Straße 112', 8, false],
      [56, 50, '67433 Neustadt an der Weinstraße', 8, false],
      [
        112,
        50,
        'Notar Dr. Sabine Berger · Von-der-Tann-Straße 112 · 67433 Neustadt an der Weinstraße',
        6.5,
        false,
      ],
      [126, 50, 'Herrn', 10, false],
      [139, 50, 'Petra Lange', 10, false],
      [152, 50, 'Gartenstraße 16', 10, false],
      [165, 50, '61352 Bad Homburg v. d. Höhe', 10, false],
      r(130, 470, 'KR 9884/2026', 9.5),
      [130, 478, 'Rechnungs-Nr.', 8, false],
      r(144, 470, '21.03.2026', 9.5),
      [144, 478, 'Datum', 8, false],
      r(158, 470, 'UR-Nr. 1618/2026', 9.5),
      [158, 478, 'Urkunde', 8, false],
      [222, 50, 'Kostenberechnung gemäß § 19 GNotKG', 12, true],
      ...table(
        262,
        ['Gegenstand', 'Geschäftswert', 'Gebühr'],
        'Beurkundungsverfahren Kaufvertrag',
        '813.000,00',
        '2.903,57',
      ),
    ],
    header: { number: 'KR 9884/2026', issueDate: '2026-03-21' },
  },
  {
    name: "an architect's info block with its values before the labels, above the window (hand-made)",
    rows: [
      [40, 50, 'Büro Lindqvist Architekten PartGmbB', 13, true],
      [56, 50, 'Hafenstraße 9 · 20457 Hamburg', 8, false],
      r(84, 455, '2026-0147', 9),
      [84, 462, 'Rechnungsnummer', 7.5, false],
      r(96, 455, '15.03.2026', 9),
      [96, 462, 'Rechnungsdatum', 7.5, false],
      r(108, 455, 'K-1120', 9),
      [108, 462, 'Kundennummer', 7.5, false],
      r(120, 455, 'Neubau Kita Ost', 9),
      [120, 462, 'Projekt', 7.5, false],
      [150, 50, 'Stadtwerke Elmshorn GmbH', 10, false],
      [163, 50, 'Hauptstraße 80', 10, false],
      [176, 50, '25335 Elmshorn', 10, false],
      [220, 50, 'Abschlagsrechnung Leistungsphase 3', 12, true],
      ...table(250, ['Leistung', 'Anteil', 'Honorar'], 'Entwurfsplanung nach HOAI', '1', '18.400,00'),
    ],
    header: { number: '2026-0147', issueDate: '2026-03-15' },
  },
];

export interface SellerCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; street: string; postcode: string; city: string };
}

export const SELLER_FOOTER_CASES: SellerCase[] = [
  {
    name: 'a Swedish SaaS seller named at the top, its address only in the footer line (blind25 se)',
    rows: [
      [50, 50, 'Kvarnen Data AB', 16, true],
      r(50, 545, 'INVOICE', 18, true),
      [100, 50, 'Bill to', 9, false],
      [111, 50, 'Sternvision UG (haftungsbeschränkt)', 9, false],
      [122, 50, 'Schillerplatz 42', 9, false],
      [133, 50, '50970 Köln', 9, false],
      [144, 50, 'Germany', 9, false],
      [200, 50, 'Invoice number', 7.5, true],
      [212, 50, 'INV-58984', 9.5, false],
      [200, 175, 'Invoice date', 7.5, true],
      [212, 175, '2026-08-09', 9.5, false],
      ...table(
        250,
        ['Description', 'Qty', 'Amount (EUR)'],
        'Analytics Platform – Business plan',
        '5',
        '1,885.85',
      ),
      [770, 50, 'Kvarnen Data AB · Kungsgatan 27 · 411 06 Göteborg · Sweden', 6.5, false],
      [779, 50, 'Org.nr 736801-7828 · Momsreg.nr / VAT reg. no SE745589112501', 6.5, false],
    ],
    seller: { name: 'Kvarnen Data AB', street: 'Kungsgatan 27', postcode: '411 06', city: 'Göteborg' },
  },
  {
    name: 'a Czech supplier named at the top, its address only in the footer line (hand-made)',
    rows: [
      [46, 50, 'Kovo Tech s.r.o.', 15, true],
      [62, 50, 'Svařované konstrukce · Práškové lakování', 8, false],
      [110, 320, 'Odběratel / Customer', 8, true],
      ...buyer(123, 320),
      [200, 50, 'Faktura č. 2026528598', 13, true],
      [218, 50, 'Datum vystavení: 21.11.2026', 9, false],
      ...table(250, ['Označení dodávky', 'Množství', 'Celkem'], 'Příruba DN50 nerez', '22', '836,00'),
      [780, 50, 'Kovo Tech s.r.o. · Nádražní 111 · 702 00 Ostrava · Česká republika', 7, false],
      [790, 50, 'IČO 79425781 · DIČ CZ79425781 · zapsáno v OR u KS Ostrava, oddíl C', 7, false],
    ],
    seller: { name: 'Kovo Tech s.r.o.', street: 'Nádražní 111', postcode: '702 00', city: 'Ostrava' },
  },
];

export interface TotalsCase {
  name: string;
  rows: StyledRow[];
  totals: { taxExclusive: string; vatTotal: string; taxInclusive: string; amountDue: string; order: string };
}

/** A Czech or Slovak head: title, parties, the order row, one item. */
const czHead = (
  title: string,
  order: [string, string],
  item: [string, string, string, string],
): StyledRow[] => [
  [50, 50, title, 14, true],
  [85, 50, 'Dodavatel / Supplier', 8, false],
  [98, 50, 'Kovo Tech s.r.o.', 9, false],
  [109, 50, 'Nádražní 111', 9, false],
  [120, 50, '702 00 Ostrava', 9, false],
  [85, 320, 'Odběratel / Customer', 8, false],
  ...buyer(98, 320),
  [190, 50, 'Datum vystavení / Issue date:', 8.5, false],
  [190, 210, '21.11.2026', 8.5, false],
  [226, 50, order[0], 8.5, false],
  [226, 210, order[1], 8.5, false],
  [285, 50, 'Označení dodávky / Description', 8.5, true],
  r(285, 360, 'Množství / Qty', 8.5, true),
  r(285, 460, 'Cena za MJ', 8.5, true),
  r(285, 545, 'Celkem', 8.5, true),
  [302, 50, item[0], 8.5, false],
  r(302, 360, item[1], 8.5),
  r(302, 460, item[2], 8.5),
  r(302, 545, item[3], 8.5),
];

export const CS_SK_TOTALS_CASES: TotalsCase[] = [
  {
    name: 'Czech totals with their English translations, reverse charge (blind25 cz)',
    rows: [
      ...czHead(
        'Faktura – daňový doklad / Invoice',
        ['Objednávka / Order:', '450046956'],
        ['Příruba DN50 nerez / Flange DN50 stainless', '22', '38,00', '836,00'],
      ),
      [368, 290, 'Základ daně / Tax base', 9, false],
      r(368, 545, '836,00 EUR'),
      [382, 290, 'DPH 0 % / VAT', 9, false],
      r(382, 545, '0,00 EUR'),
      [396, 290, 'Celkem k úhradě / Total due', 10, true],
      r(396, 545, '836,00 EUR', 10, true),
      [420, 50, 'Daň odvede zákazník / Reverse charge', 9, false],
    ],
    totals: {
      taxExclusive: '836.00',
      vatTotal: '0.00',
      taxInclusive: '836.00',
      amountDue: '836.00',
      order: '450046956',
    },
  },
  {
    name: 'Slovak totals with DPH 20 % (hand-made)',
    rows: [
      ...czHead(
        'Faktúra',
        ['Objednávka č.', 'OBJ-2026-118'],
        ['Oceľový rám podľa výkresu', '12', '355,00', '4 260,00'],
      ),
      [368, 300, 'Základ dane', 9, false],
      r(368, 545, '4 260,00 €'),
      [382, 300, 'DPH 20 %', 9, false],
      r(382, 545, '852,00 €'),
      [396, 300, 'Celkom k úhrade', 10, true],
      r(396, 545, '5 112,00 €', 10, true),
    ],
    totals: {
      taxExclusive: '4260.00',
      vatTotal: '852.00',
      taxInclusive: '5112.00',
      amountDue: '5112.00',
      order: 'OBJ-2026-118',
    },
  },
];

export interface PtCase {
  name: string;
  rows: StyledRow[];
  ids: { sellerVat: string; buyerVat: string; sellerCountry: string; buyerCountry: string; due: string };
}

export const PT_NIF_CASES: PtCase[] = [
  {
    name: 'a Portuguese Fatura with NIF and Contribuinte, no country printed (blind25 pt)',
    rows: [
      [50, 50, 'Quinta Velha, Lda.', 8.5, false],
      r(50, 545, 'Fatura FT A2026/2565', 14, true),
      [61, 50, 'Rua de Santa Catarina 104', 8.5, false],
      [72, 50, '4000-447 Porto', 8.5, false],
      [83, 50, 'NIF: 309212378', 8.5, false],
      [120, 320, 'Exmo.(s) Sr.(s)', 9, false],
      [131, 320, 'Garrafeira Lusa, S.A.', 9, false],
      [142, 320, 'Avenida da Liberdade 128', 9, false],
      [153, 320, '4700-321 Braga', 9, false],
      [164, 320, 'Contribuinte: 867634632', 9, false],
      [210, 50, 'Data:', 8.5, false],
      [210, 200, '21-08-2026', 8.5, false],
      [222, 50, 'Data de vencimento:', 8.5, false],
      [222, 200, '05-10-2026', 8.5, false],
      [234, 50, 'V/ Nº Contribuinte:', 8.5, false],
      [234, 200, '867634632', 8.5, false],
      ...table(280, ['Descrição', 'Qtd.', 'Valor'], 'Conservas de sardinha em azeite', '3409', '9.886,10'),
    ],
    ids: {
      sellerVat: 'PT309212378',
      buyerVat: 'PT867634632',
      sellerCountry: 'PT',
      buyerCountry: 'PT',
      due: '2026-10-05',
    },
  },
  {
    name: 'a Portuguese hotel\'s invoice with NIPC and "Contribuinte n.º" (hand-made)',
    rows: [
      [44, 50, 'Hotel Ribeira Douro, S.A.', 13, true],
      [60, 50, 'Cais da Ribeira 31, 4050-510 Porto', 8, false],
      [72, 50, 'NIPC 509123456 · Capital Social 50.000 €', 8, false],
      [110, 330, 'Cliente', 8, true],
      [122, 330, 'Viagens Atlântico, Lda.', 9, false],
      [133, 330, 'Rua Augusta 100', 9, false],
      [144, 330, '1100-053 Lisboa', 9, false],
      [155, 330, 'Contribuinte n.º 501234567', 9, false],
      [200, 50, 'Fatura-Recibo FR 2026/88', 13, true],
      [218, 50, 'Data de emissão: 02-06-2026', 9, false],
      [230, 50, 'Vencimento: 02-07-2026', 9, false],
      ...table(260, ['Descrição', 'Noites', 'Total'], 'Alojamento quarto duplo', '3', '360,00'),
    ],
    ids: {
      sellerVat: 'PT509123456',
      buyerVat: 'PT501234567',
      sellerCountry: 'PT',
      buyerCountry: 'PT',
      due: '2026-07-02',
    },
  },
];

export interface UnitCase {
  name: string;
  rows: StyledRow[];
  /** quantity and unit code of each line */
  units: Array<[string, string]>;
}

/** Totals of a two-line table at y (no VAT). */
const sums = (y: number, net: string): StyledRow[] => [[y, 330, 'Total', 10, true], r(y, 545, net, 10, true)];

export const HOUR_UNIT_CASES: UnitCase[] = [
  {
    name: 'Polish "godz." in a J.m. column (blind25 pl)',
    rows: [
      [50, 50, 'Faktura VAT nr FV/57/01/2026', 15, true],
      [245, 50, 'Lp.', 8.5, true],
      [245, 70, 'Nazwa towaru lub usługi / Description', 8.5, true],
      [245, 262, 'J.m.', 8.5, true],
      r(245, 318, 'Ilość', 8.5, true),
      r(245, 372, 'Cena netto', 8.5, true),
      r(245, 440, 'Wartość netto', 8.5, true),
      [262, 50, '1', 8.5, false],
      [262, 70, 'Skrzynia transportowa / Transport crate', 8.5, false],
      [262, 262, 'szt.', 8.5, false],
      r(262, 318, '25', 8.5),
      r(262, 372, '113,80', 8.5),
      r(262, 440, '2 845,00', 8.5),
      [277, 50, '2', 8.5, false],
      [277, 70, 'Montaż regałów magazynowych / Installation', 8.5, false],
      [277, 262, 'godz.', 8.5, false],
      r(277, 318, '12', 8.5),
      r(277, 372, '55,00', 8.5),
      r(277, 440, '660,00', 8.5),
      ...sums(310, '3 505,00'),
    ],
    units: [
      ['25', 'C62'],
      ['12', 'HUR'],
    ],
  },
  {
    name: 'Czech "hod" in an MJ column (blind25 cz)',
    rows: [
      [50, 50, 'Faktura – daňový doklad / Invoice', 14, true],
      [285, 50, 'Označení dodávky / Description', 8.5, true],
      r(285, 360, 'Množství / Qty', 8.5, true),
      [285, 368, 'MJ', 8.5, true],
      r(285, 460, 'Cena za MJ', 8.5, true),
      r(285, 545, 'Celkem', 8.5, true),
      [302, 50, 'Obrábění dílů CNC / CNC machining of parts', 8.5, false],
      r(302, 360, '18', 8.5),
      [302, 368, 'hod', 8.5, false],
      r(302, 460, '52,00', 8.5),
      r(302, 545, '936,00', 8.5),
      [317, 50, 'Příruba DN50 nerez / Flange DN50 stainless', 8.5, false],
      r(317, 360, '22', 8.5),
      [317, 368, 'ks', 8.5, false],
      r(317, 460, '38,00', 8.5),
      r(317, 545, '836,00', 8.5),
      ...sums(350, '1 772,00'),
    ],
    units: [
      ['18', 'HUR'],
      ['22', 'C62'],
    ],
  },
  {
    name: 'Slovak "hod." in a unit column (hand-made)',
    rows: [
      [50, 50, 'Faktúra č. 2026/0042', 14, true],
      [240, 50, 'Popis / Description', 9, true],
      r(240, 340, 'Množstvo / Qty', 9, true),
      [240, 350, 'MJ', 9, true],
      r(240, 460, 'Cena za MJ', 9, true),
      r(240, 545, 'Spolu / Total', 9, true),
      [258, 50, 'Servis CNC stroja u zákazníka', 9, false],
      r(258, 340, '6', 9),
      [258, 350, 'hod.', 9, false],
      r(258, 460, '48,00', 9),
      r(258, 545, '288,00', 9),
      [273, 50, 'Náhradný diel vreteno', 9, false],
      r(273, 340, '1', 9),
      [273, 350, 'ks', 9, false],
      r(273, 460, '412,00', 9),
      r(273, 545, '412,00', 9),
      ...sums(305, '700,00'),
    ],
    units: [
      ['6', 'HUR'],
      ['1', 'C62'],
    ],
  },
];

export const US_SUITE_CASES: SellerCase[] = [
  {
    name: 'a US vendor\'s street with "Ste 5B" over "Phoenix, AZ 85004" (blind25 us)',
    rows: [
      [50, 50, 'Ironwood Design Co.', 15, true],
      [68, 50, '5868 N Central Ave Ste 5B', 8.5, false],
      [79, 50, 'Phoenix, AZ 85004', 8.5, false],
      [90, 50, '+1 614 2114882', 8.5, false],
      r(50, 545, 'INVOICE', 20, true),
      [125, 50, 'Bill To', 8, true],
      ...buyer(138, 50),
      [200, 50, 'Invoice # 10442', 9, false],
      [212, 50, 'Date: 03/11/2026', 9, false],
      ...table(250, ['Description', 'Qty', 'Amount'], 'Remote configuration services', '14', '$1,330.00'),
    ],
    seller: {
      name: 'Ironwood Design Co.',
      street: '5868 N Central Ave Ste 5B',
      postcode: '85004',
      city: 'Phoenix',
    },
  },
  {
    name: 'a Philadelphia vendor\'s "1200 Market Street Suite 400" (hand-made)',
    rows: [
      r(44, 545, 'Liberty Bell Analytics LLC', 13, true),
      r(60, 545, '1200 Market Street Suite 400', 8),
      r(70, 545, 'Philadelphia, PA 19107', 8),
      [110, 50, 'Invoice to', 8, true],
      ...buyer(122, 50),
      [190, 50, 'INVOICE INV-3391', 14, true],
      [208, 50, 'Invoice date: April 2, 2026', 9, false],
      ...table(240, ['Description', 'Hours', 'Amount'], 'Data pipeline review', '12', '$2,100.00'),
    ],
    seller: {
      name: 'Liberty Bell Analytics LLC',
      street: '1200 Market Street Suite 400',
      postcode: '19107',
      city: 'Philadelphia',
    },
  },
];

export interface IssueDateCase {
  name: string;
  rows: StyledRow[];
  issueDate: string;
}

export const VOM_UNDER_TITLE_CASES: IssueDateCase[] = [
  {
    name: 'a maintenance firm\'s "Rechnung | WR66746" over "vom | 16.04.2026" beside the window (blind24 wart)',
    rows: [
      r(40, 545, 'Lifttechnik Bergmann GmbH', 9),
      r(51, 545, 'Kaiser-Wilhelm-Ring 18', 9),
      r(62, 545, '67433 Neustadt an der Weinstraße', 9),
      [44, 50, 'Lifttechnik', 20, true],
      [
        112,
        50,
        'Lifttechnik Bergmann GmbH · Kaiser-Wilhelm-Ring 18 · 67433 Neustadt an der Weinstraße',
        6.5,
        false,
      ],
      [126, 50, 'Martech GmbH & Co. KG', 10, false],
      [139, 50, 'Schillerplatz 107', 10, false],
      [152, 50, '04279 Leipzig', 10, false],
      [126, 360, 'Rechnung', 9, false],
      r(126, 545, 'WR66746'),
      [139, 360, 'vom', 9, false],
      r(139, 545, '16.04.2026'),
      [152, 360, 'Wartungsvertrag', 9, false],
      r(152, 545, 'WV-270709'),
      [236, 50, 'Anlage-Nr.', 8.5, true],
      [236, 110, 'Leistung', 8.5, true],
      [236, 280, 'Zeitraum / Datum', 8.5, true],
      r(236, 440, 'Menge', 8.5, true),
      r(236, 495, 'Preis', 8.5, true),
      r(236, 545, 'Summe', 8.5, true),
      [253, 50, 'A-31615', 8.5, false],
      [253, 110, 'Wartung Gas-Brennwertkessel', 8.5, false],
      [253, 280, '01.04.2026 – 30.06.2026', 8.5, false],
      r(253, 440, '1', 8.5),
      r(253, 495, '577,60', 8.5),
      r(253, 545, '577,60', 8.5),
      [290, 330, 'Gesamtbetrag', 10, true],
      r(290, 545, '687,34 €', 10, true),
    ],
    issueDate: '2026-04-16',
  },
  {
    name: 'a property manager\'s "Gutschrift | GS-2026-017" over "vom | 05.05.2026" (hand-made)',
    rows: [
      [40, 50, 'Hausverwaltung Sommer GmbH', 12, true],
      [54, 50, 'Lindenallee 4 · 50968 Köln', 8, false],
      [120, 50, 'Frau', 10, false],
      [133, 50, 'Miriam Lange', 10, false],
      [146, 50, 'Gartenweg 3', 10, false],
      [159, 50, '50969 Köln', 10, false],
      [120, 380, 'Gutschrift', 9, false],
      r(120, 545, 'GS-2026-017'),
      [133, 380, 'vom', 9, false],
      r(133, 545, '05.05.2026'),
      [146, 380, 'Objekt', 9, false],
      r(146, 545, 'Gartenweg 3'),
      [220, 50, 'Datum', 8.5, true],
      [220, 120, 'Position', 8.5, true],
      r(220, 440, 'Anteil', 8.5, true),
      r(220, 545, 'Betrag', 8.5, true),
      [237, 50, '31.12.2025', 8.5, false],
      [237, 120, 'Guthaben Betriebskosten 2025', 8.5, false],
      r(237, 440, '1', 8.5),
      r(237, 545, '214,30', 8.5),
      [270, 330, 'Gutschriftsbetrag', 10, true],
      r(270, 545, '214,30 €', 10, true),
    ],
    issueDate: '2026-05-05',
  },
];

export interface AccountCase {
  name: string;
  rows: StyledRow[];
  account: { accountId: string; providerId: string };
}

export const ACCOUNT_BESIDE_BIC_CASES: AccountCase[] = [
  {
    name: "a US vendor's wire line with ABA, account and SWIFT (blind25 us)",
    rows: [
      [50, 50, 'Ironwood Design Co.', 15, true],
      [68, 50, '5868 N Central Ave Ste 5B', 8.5, false],
      [79, 50, 'Phoenix, AZ 85004', 8.5, false],
      r(50, 545, 'INVOICE', 20, true),
      [125, 50, 'Bill To', 8, true],
      ...buyer(138, 50),
      [200, 50, 'Invoice # 10442', 9, false],
      ...table(250, ['Description', 'Qty', 'Amount'], 'Remote configuration services', '14', '$1,330.00'),
      [340, 50, 'Wire: JPMorgan Chase Bank, ABA 021000021, Account 3499573501, SWIFT CHASUS33', 8.5, false],
    ],
    account: { accountId: '3499573501', providerId: 'CHASUS33' },
  },
  {
    name: 'a Canadian vendor\'s banking block, "Account No.:" over "SWIFT:" (hand-made)',
    rows: [
      [44, 50, 'Maple Ridge Software Inc.', 13, true],
      [60, 50, '220 King Street West', 8, false],
      [70, 50, 'Toronto, ON M5H 1K4', 8, false],
      [110, 50, 'Bill to', 8, true],
      ...buyer(122, 50),
      [190, 50, 'INVOICE INV-7781', 14, true],
      ...table(230, ['Description', 'Qty', 'Amount'], 'Annual licence, 25 seats', '25', '$4,975.00'),
      [330, 50, 'Banking details', 9, true],
      [343, 50, 'Royal Bank of Canada, Transit 00012', 8.5, false],
      [354, 50, 'Account No.: 1234567', 8.5, false],
      [365, 50, 'SWIFT: ROYCCAT2', 8.5, false],
    ],
    account: { accountId: '1234567', providerId: 'ROYCCAT2' },
  },
];
