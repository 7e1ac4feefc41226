/**
 * Till receipts (session 26, issue 19, held-out set blind41), from two layouts each, failing before:
 * - rows that end in a gross amount and a VAT code letter or digit, the codes' rates in the
 *   receipt's VAT table ("A=19%  48,90  9,29  58,19" under "MWST%  NETTO  MWST  BRUTTO"): every
 *   row an item, with a quantity line under it or led by its quantity ("5 x Spaghetti Carbonara
 *   13,00  65,00 B", "1 Almdudler 0,35  3,50  3,50 A"), else one piece (readers/receipt-items.ts
 *   `readTillItems`; readers/vat-codes.ts `vatCodeLegend`);
 * - a measured quantity line with the amount under a name alone ("Säule 04 Diesel" over "57,18 l
 *   x 1,839 EUR/l  105,15 A");
 * - a running sum at a page's foot and head ("ZWISCHENSUMME", "Übertrag") is no end of the items;
 * - the only address block, with the seller's tax number under it ("Steuer-Nr. 266/5862/6935"), is
 *   the seller's, not a recipient's (parties.ts `taxBelow`, readers/seller-buyer.ts); a receipt's
 *   number after "BON-NR" or "Quittung Nr." (lexicon/de.ts);
 * - a receipt's head centred over its rows, each line alone and centred over the postcode line, is
 *   the shop's block and no recipient's (parties.ts `centredAbove`, readers/seller-buyer.ts).
 */
import type { StyledRow } from '../test-layout.ts';

export interface ReceiptCase {
  name: string;
  rows: StyledRow[];
  page2?: StyledRow[];
  /** [name, quantity, unit code, VAT rate] per item */
  lines: Array<[string, string, string, string]>;
}

/** A receipt's head: the shop centred over the rows (monospaced, 8 pt). */
function shop(name: string, street: string, town: string): StyledRow[] {
  return [
    [40, 200, name, 8],
    [50, 204, street, 8],
    [60, 200, town, 8],
    [80, 165, '------------------------------------------', 8],
  ];
}

/** The sum, the payment and the VAT table from y. */
function foot(y: number, sum: string, vat: Array<[string, string, string, string]>): StyledRow[] {
  return [
    [y, 165, 'SUMME EUR', 8],
    [y, 360, sum, 8],
    [y + 10, 165, 'BAR', 8],
    [y + 10, 360, sum, 8],
    [y + 24, 165, 'MWST%', 8],
    [y + 24, 230, 'NETTO', 8],
    [y + 24, 290, 'MWST', 8],
    [y + 24, 350, 'BRUTTO', 8],
    ...vat.flatMap(([code, net, tax, gross], k): StyledRow[] => [
      [y + 34 + k * 10, 165, code, 8],
      [y + 34 + k * 10, 230, net, 8],
      [y + 34 + k * 10, 295, tax, 8],
      [y + 34 + k * 10, 355, gross, 8],
    ]),
    [y + 60, 165, '15.11.26 14:39 BON-NR 5460 KASSE 06', 8],
  ];
}

export const RECEIPT_CASES: ReceiptCase[] = [
  {
    name: 'supermarket: "TOMATEN RISPEN  3,39 B" with "1,225 kg x 2,77 EUR/kg" under it, rows of one piece, "A=19%" / "B=7%"',
    rows: [
      ...shop('EDEKA LÜHRS', 'BAHNHOFSTR. 26', '40210 DÜSSELDORF'),
      [90, 165, 'TOMATEN RISPEN', 8],
      [90, 360, '3,39 B', 8],
      [100, 176, '1,225 kg x 2,77 EUR/kg', 8],
      [110, 165, 'SPÜLMITTEL 500ML', 8],
      [110, 360, '2,36 A', 8],
      [120, 176, '2 X 1,18', 8],
      [130, 165, 'VOLLMILCH 3,5% 1L', 8],
      [130, 360, '1,04 B', 8],
      [140, 165, 'ZEITUNG', 8],
      [140, 360, '1,80 B', 8],
      ...foot(160, '8,59', [
        ['A=19%', '1,98', '0,38', '2,36'],
        ['B=7%', '5,82', '0,41', '6,23'],
      ]),
    ],
    lines: [
      ['TOMATEN RISPEN', '1.225', 'KGM', '7'],
      ['SPÜLMITTEL 500ML', '2', 'C62', '19'],
      ['VOLLMILCH 3,5% 1L', '1', 'C62', '7'],
      ['ZEITUNG', '1', 'C62', '7'],
    ],
  },
  {
    name: 'Austrian till: rows led by their quantity "1 Almdudler 0,35  3,50  3,50 A", codes A/B/C',
    rows: [
      ...shop('Heuriger Grünauer e.U.', 'Kirchengasse 46', 'A-4020 Linz'),
      [90, 170, '1 Almdudler 0,35', 8],
      [90, 290, '3,50', 8],
      [90, 340, '3,50 A', 8],
      [100, 170, '4 Blumenstrauß', 8],
      [100, 286, '15,60', 8],
      [100, 336, '62,40 C', 8],
      [110, 170, '2 Wiener Schnitzel', 8],
      [110, 286, '18,20', 8],
      [110, 336, '36,40 B', 8],
      ...foot(130, '102,30', [
        ['A=20%', '2,92', '0,58', '3,50'],
        ['C=13%', '55,22', '7,18', '62,40'],
        ['B=10%', '33,09', '3,31', '36,40'],
      ]),
    ],
    lines: [
      ['Almdudler 0,35', '1', 'C62', '20'],
      ['Blumenstrauß', '4', 'C62', '13'],
      ['Wiener Schnitzel', '2', 'C62', '10'],
    ],
  },
  {
    name: 'petrol station: "Säule 04 Diesel" over "57,18 l x 1,839 EUR/l  105,15 A", then shop rows',
    rows: [
      ...shop('Tankstelle Krüger OHG', 'Mühlenweg 100', '45127 Essen'),
      [90, 165, 'Säule 04', 8],
      [90, 219, 'Diesel', 8],
      [100, 176, '57,18 l x 1,839 EUR/l', 8],
      [100, 350, '105,15 A', 8],
      [110, 165, 'Scheibenreiniger 3L', 8],
      [110, 354, '14,32 A', 8],
      [120, 176, '2 x 7,16', 8],
      [130, 165, 'Zeitung', 8],
      [130, 360, '1,80 B', 8],
      ...foot(150, '121,27', [
        ['A=19%', '100,40', '19,07', '119,47'],
        ['B=7%', '1,68', '0,12', '1,80'],
      ]),
    ],
    lines: [
      ['Säule 04 Diesel', '57.18', 'LTR', '19'],
      ['Scheibenreiniger 3L', '2', 'C62', '19'],
      ['Zeitung', '1', 'C62', '7'],
    ],
  },
  {
    name: 'deli counter on a two-page receipt: "Aufschnitt" over "0,356 kg x 19,90 EUR/kg  7,08 B", "ZWISCHENSUMME" at the page\'s foot and head',
    rows: [
      ...shop('Feinkost Albers', 'Marktstraße 4', '28195 Bremen'),
      [90, 165, 'Frischetheke Aufschnitt', 8],
      [100, 176, '0,356 kg x 19,90 EUR/kg', 8],
      [100, 354, '7,08 B', 8],
      [110, 165, 'Olivenöl 0,5l', 8],
      [110, 354, '8,99 B', 8],
      [800, 165, 'ZWISCHENSUMME', 8],
      [800, 354, '16,07', 8],
    ],
    page2: [
      [40, 165, 'ZWISCHENSUMME', 8],
      [40, 354, '16,07', 8],
      [50, 165, 'Tragetasche', 8],
      [50, 360, '0,20 A', 8],
      [60, 165, 'Rotwein Rioja 0,75l', 8],
      [60, 354, '9,49 A', 8],
      ...foot(80, '25,76', [
        ['A=19%', '8,14', '1,55', '9,69'],
        ['B=7%', '15,02', '1,05', '16,07'],
      ]),
    ],
    lines: [
      ['Frischetheke Aufschnitt', '0.356', 'KGM', '7'],
      ['Olivenöl 0,5l', '1', 'C62', '7'],
      ['Tragetasche', '1', 'C62', '19'],
      ['Rotwein Rioja 0,75l', '1', 'C62', '19'],
    ],
  },
];

export interface ReceiptKeyCase {
  name: string;
  rows: StyledRow[];
  /** the seller's name and the receipt's number */
  keys: [string, string];
}

export const RECEIPT_KEY_CASES: ReceiptKeyCase[] = [
  {
    name: 'upholsterer\'s Quittung: the block over "Steuer-Nr. … USt-IdNr. …", "Quittung Nr. 71/26"',
    rows: [
      [40, 50, 'Polsterei Strauß', 9],
      [50, 50, 'Mühlenweg 83', 9],
      [60, 50, '97070 Würzburg', 9],
      [70, 50, 'Steuer-Nr. 266/5862/6935   USt-IdNr. DE146324564', 9],
      [90, 300, 'Würzburg, den 25.10.26', 9],
      [110, 50, 'Quittung Nr. 71/26', 9],
      [130, 50, 'Arbeitszeit 2 Std. à 45,48 EUR', 9],
      [130, 330, '90,96 EUR', 9],
      [140, 50, 'Zylinder ausgetauscht', 9],
      [140, 330, '79,78 EUR', 9],
      [160, 50, 'Gesamtbetrag', 9],
      [160, 324, '170,74 EUR', 9],
      [170, 50, 'Im Gesamtbetrag sind 19 % MwSt. enthalten.', 9],
    ],
    keys: ['Polsterei Strauß', '71/26'],
  },
  {
    name: 'supermarket receipt: the shop over "Steuernummer …", "BON-NR 5460" in its foot',
    rows: [
      [40, 165, 'Frischemarkt Brückner OHG', 8],
      [50, 165, 'Bahnhofstraße 26', 8],
      [60, 165, '40210 Düsseldorf', 8],
      [70, 165, 'Steuernummer 103/5730/1184', 8],
      [90, 165, 'Zeitung', 8],
      [90, 360, '1,80 B', 8],
      [100, 165, 'Spülmittel 500ml', 8],
      [100, 360, '1,93 A', 8],
      ...foot(120, '3,73', [
        ['A=19%', '1,62', '0,31', '1,93'],
        ['B=7%', '1,68', '0,12', '1,80'],
      ]),
    ],
    keys: ['Frischemarkt Brückner OHG', '5460'],
  },
];

export interface ReceiptShopCase {
  name: string;
  rows: StyledRow[];
  /** the seller's name, street, postcode, city */
  shop: [string, string, string, string];
}

export const RECEIPT_SHOP_CASES: ReceiptShopCase[] = [
  {
    name: 'supermarket: "EDEKA LÜHRS" / "BAHNHOFSTR. 26" / "40210 DÜSSELDORF" / "Tel. …" centred over the rows',
    rows: [
      [40, 200, 'EDEKA LÜHRS', 8],
      [50, 196, 'BAHNHOFSTR. 26', 8],
      [60, 192, '40210 DÜSSELDORF', 8],
      [70, 192, 'Tel. 0329 636832', 8],
      [80, 184, 'UST-ID: DE387696794', 8],
      [100, 165, 'ZEITUNG', 8],
      [100, 360, '1,80 B', 8],
      [110, 165, 'SPÜLMITTEL 500ML', 8],
      [110, 360, '1,93 A', 8],
      ...foot(130, '3,73', [
        ['A=19%', '1,62', '0,31', '1,93'],
        ['B=7%', '1,68', '0,12', '1,80'],
      ]),
    ],
    shop: ['EDEKA LÜHRS', 'BAHNHOFSTR. 26', '40210', 'DÜSSELDORF'],
  },
  {
    name: 'Austrian till: "Heuriger Grünauer" / "Kirchengasse 46" / "A-4020 Linz" centred, "Beleg-Nr." under it',
    rows: [
      [40, 188, 'Heuriger Grünauer', 8],
      [50, 192, 'Kirchengasse 46', 8],
      [60, 200, 'A-4020 Linz', 8],
      [70, 192, 'UID: ATU42428959', 8],
      [80, 165, 'Beleg-Nr. 39336', 8],
      [80, 310, '09.11.26 19:20', 8],
      [100, 165, 'Zeitung', 8],
      [100, 360, '1,80 B', 8],
      [110, 165, 'Autowäsche Premium', 8],
      [110, 354, '13,57 A', 8],
      ...foot(130, '15,37', [
        ['A=19%', '11,40', '2,17', '13,57'],
        ['B=7%', '1,68', '0,12', '1,80'],
      ]),
    ],
    shop: ['Heuriger Grünauer', 'Kirchengasse 46', '4020', 'Linz'],
  },
];
