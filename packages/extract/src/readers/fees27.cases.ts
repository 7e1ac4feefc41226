/**
 * Cases of session 27 (issue 19, seen set blind43: professional fee invoices), from two layouts
 * each, failing before:
 * - a percentage under a head of a share or a progress ("Anteil 2,00 %", "erbracht 100 %", "%
 *   complete") is no VAT rate of the row (table/rows.ts `underProgressHead`, lexicon
 *   `progressHead`);
 * - what a final invoice leaves to pay after the advance payments: "Restforderung", "verbleibender
 *   Restbetrag" (lexicon/de.ts `amountDue`);
 * - a row read without a quantity whose name states how many at what price ("Arbeitszeit 2 Std. à
 *   45,48 EUR", "…, 39 Seiten à 0,50 EUR", "27 km à 0,42 EUR"): quantity, unit and price from the
 *   name when their product is the row's amount (table/qty-in-name.ts; "Seiten" are pages, ZP);
 * - no IBAN and no BIC: a British account number printed with its sort code, either order, is the
 *   account, and so is a US one with its routing number (readers/accounts.ts `bankCodeAccount`);
 * - a row of a dated table that starts with its date is an item even under a charge word
 *   ("29/07/2026 | Frais de déplacement | forfait | 146,61", "Fahrtkosten pauschal"; table/names.ts
 *   `docLevelOf`); durations as French hours print them ("0h30", "4h45") under "Durée" (hours);
 * - a French firm's street named "cours" or "quai" is its street, not the profession line above it
 *   ("Avocat au Barreau de Lyon – Toque 2458"; lexicon/fr.ts `streetWord`).
 */
import type { StyledRow } from '../test-layout.ts';

export interface FeeCase {
  name: string;
  rows: StyledRow[];
  /** every line's VAT rate */
  rate: string;
  lines: number;
  /** net, VAT, gross, due */
  totals: [string, string, string, string];
}

/** An architect's or engineer's letterhead and the client, the number and the date. */
function head(seller: string, street: string, town: string, title: string): StyledRow[] {
  return [
    [40, 50, seller, 12, true],
    [55, 50, `${street} | ${town}`, 8],
    [110, 50, 'Lumisystems AG', 10],
    [123, 50, 'Am Markt 142', 10],
    [136, 50, '13204 Berlin', 10],
    [110, 380, 'Rechnungs-Nr.', 9],
    [110, 480, '758213', 9],
    [122, 380, 'Datum', 9],
    [122, 480, '09.09.2026', 9],
    [180, 50, title, 14, true],
  ];
}

export const FEE_CASES: FeeCase[] = [
  {
    name: 'an architect\'s final invoice (HOAI): "Anteil" and "erbracht" percentages, "Restforderung" after two advances',
    rows: [
      ...head('Dipl.-Ing. Anja Schulte Architektin', 'Im Mühlenfeld 6a', '50321 Brühl', 'Schlussrechnung'),
      [220, 50, 'LPH', 9, true],
      [220, 90, 'Leistungsphase', 9, true],
      [220, 250, 'Anteil', 9, true],
      [220, 320, 'Honorar LPH', 9, true],
      [220, 410, 'erbracht', 9, true],
      [220, 490, 'Betrag EUR', 9, true],
      [236, 50, '1', 9],
      [236, 90, 'Grundlagenermittlung', 9],
      [236, 250, '2,00 %', 9],
      [236, 330, '4.325,52', 9],
      [236, 415, '100 %', 9],
      [236, 500, '4.325,52', 9],
      [250, 50, '2', 9],
      [250, 90, 'Vorplanung', 9],
      [250, 250, '7,00 %', 9],
      [250, 325, '15.139,32', 9],
      [250, 415, '100 %', 9],
      [250, 495, '15.139,32', 9],
      [264, 50, '3', 9],
      [264, 90, 'Entwurfsplanung', 9],
      [264, 245, '15,00 %', 9],
      [264, 325, '32.441,40', 9],
      [264, 420, '50 %', 9],
      [264, 495, '16.220,70', 9],
      [296, 330, 'Gesamthonorar netto', 9],
      [296, 495, '35.685,54', 9],
      [308, 330, 'zzgl. 19 % MwSt.', 9],
      [308, 500, '6.780,25', 9],
      [320, 330, 'Summe brutto', 9],
      [320, 495, '42.465,79', 9],
      [332, 330, 'abzgl. 1. Abschlagszahlung vom 21.06.2026', 9],
      [332, 490, '-15.000,00', 9],
      [344, 330, 'abzgl. 2. Abschlagszahlung vom 31.07.2026', 9],
      [344, 490, '-15.000,00', 9],
      [356, 330, 'Restforderung', 9, true],
      [356, 495, '12.465,79', 9, true],
    ],
    rate: '19',
    lines: 3,
    totals: ['35685.54', '6780.25', '42465.79', '12465.79'],
  },
  {
    name: 'an engineer\'s progress claim in English: "Share" and "% complete" columns, the balance due',
    rows: [
      [40, 50, 'Hartley Structural Engineers Ltd', 12, true],
      [55, 50, '14 Mill Lane | Leeds LS1 4DY | VAT Reg. No. GB 123 4567 89', 8],
      [110, 50, 'Ashworth Developments Ltd', 10],
      [123, 50, '5 Canal Wharf', 10],
      [136, 50, 'Bristol BS1 6QH', 10],
      [110, 380, 'Invoice No.', 9],
      [110, 480, 'HSE-2291', 9],
      [122, 380, 'Invoice Date', 9],
      [122, 480, '12/10/2026', 9],
      [180, 50, 'Interim Fee Invoice', 14, true],
      [220, 50, 'Stage', 9, true],
      [220, 90, 'Description', 9, true],
      [220, 250, 'Share', 9, true],
      [220, 320, 'Stage fee', 9, true],
      [220, 400, '% complete', 9, true],
      [220, 500, 'Amount', 9, true],
      [236, 50, '2', 9],
      [236, 90, 'Concept design', 9],
      [236, 250, '20%', 9],
      [236, 330, '9,000.00', 9],
      [236, 410, '100%', 9],
      [236, 500, '9,000.00', 9],
      [250, 50, '3', 9],
      [250, 90, 'Spatial coordination', 9],
      [250, 250, '25%', 9],
      [250, 325, '11,250.00', 9],
      [250, 415, '40%', 9],
      [250, 500, '4,500.00', 9],
      [282, 330, 'Net total', 9],
      [282, 495, '13,500.00', 9],
      [294, 330, 'VAT at 20%', 9],
      [294, 500, '2,700.00', 9],
      [306, 330, 'Gross total', 9],
      [306, 495, '16,200.00', 9],
      [318, 330, 'Less paid on account', 9],
      [318, 495, '-9,000.00', 9],
      [330, 330, 'Balance due', 9, true],
      [330, 500, '7,200.00', 9, true],
    ],
    rate: '20',
    lines: 2,
    totals: ['13500.00', '2700.00', '16200.00', '7200.00'],
  },
  {
    name: 'a builder\'s final invoice: item table, advances deducted, "verbleibender Restbetrag"',
    rows: [
      ...head('Hochbau Krämer GmbH', 'Gewerbering 4', '35390 Gießen', 'Schlussrechnung'),
      [220, 50, 'Pos.', 9, true],
      [220, 90, 'Bezeichnung', 9, true],
      [220, 330, 'Menge', 9, true],
      [220, 420, 'EP', 9, true],
      [220, 500, 'GP', 9, true],
      [236, 50, '1', 9],
      [236, 90, 'Mauerwerk KS 17,5 cm', 9],
      [236, 330, '120 m²', 9],
      [236, 420, '48,50', 9],
      [236, 495, '5.820,00', 9],
      [250, 50, '2', 9],
      [250, 90, 'Stahlbetondecke C25/30', 9],
      [250, 330, '85 m²', 9],
      [250, 420, '96,00', 9],
      [250, 495, '8.160,00', 9],
      [282, 330, 'Summe netto', 9],
      [282, 490, '13.980,00', 9],
      [294, 330, 'MwSt. 19 %', 9],
      [294, 495, '2.656,20', 9],
      [306, 330, 'Summe brutto', 9],
      [306, 490, '16.636,20', 9],
      [318, 330, 'abzüglich Abschlagszahlung vom 15.08.2026', 9],
      [318, 490, '-10.000,00', 9],
      [330, 330, 'verbleibender Restbetrag', 9, true],
      [330, 495, '6.636,20', 9, true],
    ],
    rate: '19',
    lines: 2,
    totals: ['13980.00', '2656.20', '16636.20', '6636.20'],
  },
];

export interface QtyInNameCase {
  name: string;
  rows: StyledRow[];
  /** [quantity, unit code, price] per line */
  lines: Array<[string, string, string]>;
}

export const QTY_IN_NAME_CASES: QtyInNameCase[] = [
  {
    name: "a lawyer's fee note: one amount column, pages and kilometres at a price in the names",
    rows: [
      [40, 50, 'Kanzlei Dr. Brandt', 12, true],
      [55, 50, 'Rechtsanwältin · Domstraße 4 · 50668 Köln', 8],
      [110, 50, 'Sternwerk AG', 10],
      [123, 50, 'Industriestraße 9', 10],
      [136, 50, '04152 Leipzig', 10],
      [110, 380, 'Rechnung Nr.:', 9],
      [110, 470, 'RG-2026-8676', 9],
      [180, 50, 'Kostennote', 14, true],
      [220, 50, 'Gebühr / Auslage', 9, true],
      [220, 495, 'Betrag EUR', 9, true],
      [228, 50, '_'.repeat(92), 9],
      [236, 50, '1,5 Geschäftsgebühr §§ 13, 14 RVG, Nr. 2300 VV RVG', 9],
      [236, 504, '1.077,00', 9],
      [250, 50, 'Dokumentenpauschale Nr. 7000 VV RVG, 39 Seiten à 0,50 EUR', 9],
      [250, 517.5, '19,50', 9],
      [264, 50, 'Fahrtkosten Nr. 7003 VV RVG, 27 km à 0,42 EUR', 9],
      [264, 517.5, '11,34', 9],
      [296, 330, 'Zwischensumme netto', 9],
      [296, 504, '1.107,84', 9],
      [308, 330, '19 % Umsatzsteuer', 9],
      [308, 513, '210,49', 9],
      [320, 330, 'Rechnungsbetrag', 9],
      [320, 504, '1.318,33', 9],
    ],
    lines: [
      ['1', 'C62', '1077.00'],
      ['39', 'ZP', '0.50'],
      ['27', 'KMT', '0.42'],
    ],
  },
  {
    name: "a craftsman's receipt without heads: hours at a rate in the first row's text",
    rows: [
      [40, 50, 'Polsterei Strauß', 10],
      [53, 50, 'Mühlenweg 83', 10],
      [66, 50, '97070 Würzburg', 10],
      [79, 50, 'Steuer-Nr. 266/5862/6935', 10],
      [110, 300, 'Würzburg, den 25.10.26', 10],
      [140, 50, 'Quittung Nr. 71/26', 10, true],
      [170, 50, 'Arbeitszeit 2 Std. à 45,48 EUR', 10],
      [170, 320, '90,96 EUR', 10],
      [183, 50, 'Zylinder ausgetauscht', 10],
      [183, 320, '79,78 EUR', 10],
      [209, 50, 'Gesamtbetrag', 10],
      [209, 315, '170,74 EUR', 10],
      [235, 50, 'Im Gesamtbetrag sind 19 % MwSt. enthalten.', 10],
    ],
    lines: [
      ['2', 'HUR', '38.22'],
      ['1', 'C62', '67.04'],
    ],
  },
];

export interface UkAccountCase {
  name: string;
  rows: StyledRow[];
  account: string;
}

/** An English freelancer's invoice with one item, its payment lines from y 330. */
function ukInvoice(payment: string[]): StyledRow[] {
  return [
    [40, 50, 'Studio Wren Illustration', 12, true],
    [55, 50, '2 Station Road', 9],
    [66, 50, 'London N1 6XT', 9],
    [110, 50, 'Lumiform Ltd.', 10],
    [123, 50, '18 Victoria Road', 10],
    [136, 50, 'Bristol BS3 2TR', 10],
    [110, 380, 'Invoice no.', 9],
    [110, 470, 'INV-8375', 9],
    [122, 380, 'Date', 9],
    [122, 470, '23/03/2026', 9],
    [220, 50, 'Description', 9, true],
    [220, 500, 'Amount', 9, true],
    [236, 50, 'Packaging artwork for the spring range', 9],
    [236, 504, '£1,350.00', 9],
    [270, 380, 'Total due', 9],
    [270, 504, '£1,350.00', 9],
    ...payment.map((t, i): StyledRow => [330 + i * 12, 50, t, 9]),
  ];
}

export const UK_ACCOUNT_CASES: UkAccountCase[] = [
  {
    name: 'a freelancer: "Sort code 84-00-14 Account no. 80830783" under "Bank transfer to …"',
    rows: ukInvoice([
      'Payment details',
      'Bank transfer to Studio Wren Illustration',
      'Sort code 84-00-14 Account no. 80830783',
    ]),
    account: '80830783',
  },
  {
    name: 'a plumber: "Account number: 41430064, Sort code: 78-01-24" after the bank\'s name',
    rows: ukInvoice([
      'Please pay by BACS to Barclays Bank plc',
      'Account number: 41430064, Sort code: 78-01-24',
    ]),
    account: '41430064',
  },
];

export interface DatedRowsCase {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, net] per line */
  lines: Array<[string, string, string, string]>;
  /** the seller's street */
  street: string;
}

/** A French lawyer's fee note: letterhead (name, profession, street, town), client, number, date. */
function noteHead(street: string, town: string): StyledRow[] {
  return [
    [40, 50, 'Cabinet Girard & Associés', 12, true],
    [54, 50, 'Avocat au Barreau de Lyon – Toque 2458', 9],
    [65, 50, street, 9],
    [76, 50, town, 9],
    [120, 380, 'Kronbau EURL', 10],
    [133, 380, '46 place du Marché', 10],
    [146, 380, '75015 Paris', 10],
    [190, 50, "FACTURE D'HONORAIRES N° F97764", 12, true],
    [204, 50, 'Lyon, le 9 août 2026', 9],
  ];
}

export const DATED_ROWS_CASES: DatedRowsCase[] = [
  {
    name: 'a French lawyer\'s fee note: "Durée" in "0h30"/"4h45", a dated "Frais de déplacement" row',
    rows: [
      ...noteHead('12 cours Lafayette', '69002 Lyon'),
      [240, 50, 'Date', 9, true],
      [240, 130, 'Désignation', 9, true],
      [240, 360, 'Durée', 9, true],
      [240, 420, 'Taux horaire', 9, true],
      [240, 505, 'Montant HT', 9, true],
      [256, 50, '22/07/2026', 9],
      [256, 130, 'Consultation et analyse du dossier', 9],
      [256, 368, '0h30', 9],
      [256, 430, '180,00', 9],
      [256, 517.5, '90,00', 9],
      [270, 50, '08/08/2026', 9],
      [270, 130, 'Rédaction d’un protocole transactionnel', 9],
      [270, 368, '4h45', 9],
      [270, 430, '180,00', 9],
      [270, 513, '855,00', 9],
      [284, 50, '10/08/2026', 9],
      [284, 130, 'Frais de déplacement', 9],
      [284, 360, 'forfait', 9],
      [284, 513, '146,61', 9],
      [310, 380, 'Total HT', 9],
      [310, 508.5, '1 091,61', 9],
      [322, 380, 'TVA 20 %', 9],
      [322, 513, '218,32', 9],
      [334, 380, 'Total TTC', 9],
      [334, 508.5, '1 309,93', 9],
    ],
    lines: [
      ['Consultation et analyse du dossier', '0.5', 'HUR', '90.00'],
      ['Rédaction d’un protocole transactionnel', '4.75', 'HUR', '855.00'],
      ['Frais de déplacement', '1', 'LS', '146.61'],
    ],
    street: '12 cours Lafayette',
  },
  {
    name: 'a French consultant: the rate before the duration, "2h15" under "Durée", a dated "Frais de dossier" row, a quai',
    rows: [
      ...noteHead('9 quai Saint-Antoine', '69002 Lyon'),
      [240, 50, 'Date', 9, true],
      [240, 130, 'Désignation', 9, true],
      [240, 355, 'Taux horaire', 9, true],
      [240, 430, 'Durée', 9, true],
      [240, 505, 'Total HT', 9, true],
      [256, 50, '03/09/2026', 9],
      [256, 130, 'Entretiens avec la direction', 9],
      [256, 365, '200,00', 9],
      [256, 438, '2h15', 9],
      [256, 513, '450,00', 9],
      [270, 50, '05/09/2026', 9],
      [270, 130, 'Atelier stratégie', 9],
      [270, 365, '200,00', 9],
      [270, 438, '1h45', 9],
      [270, 513, '350,00', 9],
      [284, 50, '05/09/2026', 9],
      [284, 130, 'Frais de dossier', 9],
      [284, 430, 'forfait', 9],
      [284, 517.5, '45,00', 9],
      [310, 380, 'Total HT', 9],
      [310, 513, '845,00', 9],
      [322, 380, 'TVA 20 %', 9],
      [322, 513, '169,00', 9],
      [334, 380, 'Total TTC', 9],
      [334, 504, '1 014,00', 9],
    ],
    lines: [
      ['Entretiens avec la direction', '2.25', 'HUR', '450.00'],
      ['Atelier stratégie', '1.75', 'HUR', '350.00'],
      ['Frais de dossier', '1', 'LS', '45.00'],
    ],
    street: '9 quai Saint-Antoine',
  },
];
