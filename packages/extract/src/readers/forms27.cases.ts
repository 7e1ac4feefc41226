/**
 * Cases of session 27 (issue 19, seen set blind47: forms, grids and boxed layouts), from two layouts
 * each, failing before:
 * - a form that prints each value over its caption in a small font ("20267095" over
 *   "Rechnungsnummer", "2.428,60" right-aligned in a box over "Nettobetrag"): the captions are the
 *   values' labels (captions.ts `captionsInline`); "Straße, Hausnummer" labels the street,
 *   "Bestellnummer des Kunden" the order (lexicon/de.ts);
 * - a key: value sheet names the party's address with its role ("Supplier address:", "Client
 *   address:"; lexicon/en.ts `addressLabel`);
 * - a list without heads, a leader of dots between each name and its amount ("1. Call-out charge
 *   . . . . . 160.95"), going on over a page break ("Page 1 of 2") up to its sum: the dots are no
 *   part of the names (table/unheaded.ts, lexicon `LEADER_DOTS_G`);
 * - guards (failing on this session's earlier commits, seen in dump d4): labels over values in an
 *   info block beside the customer's block ("Kundenummer" over "31315", a ruling under them) are no
 *   captions nor lines of the customer's block; a letterhead in a small font down the left side
 *   beside a large title is no caption of the title (two boxes at least for values in boxes);
 * - a VAT row with its base in brackets after the rate ("USt. / VAT 19 % (808,70)   153,65"): the
 *   base the rate is on, no negative amount (vat.ts `rowFits`); a credit note's bracketed base with
 *   no tax ("E  0%  (1,783.05)  0.00") stays negative (guard, from dump d5: blind42).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Forms27Case {
  name: string;
  rows: StyledRow[];
  /** number, issue date, due date, order reference, buyer name, buyer street, net, VAT, gross */
  expect: [string, string, string, string, string, string, string, string, string];
}

/** A value at (y, x) in `size` and its caption under it in 6 pt. */
const cap = (y: number, x: number, value: string, caption: string, size = 10): StyledRow[] => [
  [y, x, value, size],
  [y + size + 3, x, caption, 6],
];

/** A value right-aligned in a box ending at `right`, its caption at the box's left `x`. */
const boxed = (y: number, x: number, right: number, value: string, caption: string): StyledRow[] => [
  [y, right - value.length * 5, value, 10],
  [y + 13, x, caption, 6],
];

const items = (mark: ',' | '.'): StyledRow[] => {
  const n = (a: string) => (mark === ',' ? a : a.replace('.', '#').replace(',', '.').replace('#', ','));
  return [
    [230, 53, 'Nr.', 8, true],
    [230, 76, mark === ',' ? 'Leistung / Artikel' : 'Item', 8, true],
    [230, 330, mark === ',' ? 'Menge' : 'Qty', 8, true],
    [230, 400, mark === ',' ? 'Preis' : 'Price', 8, true],
    [230, 500, mark === ',' ? 'Betrag' : 'Amount', 8, true],
    [244, 57, '1', 8.5],
    [244, 76, 'Servicetechniker Arbeitszeit', 8.5],
    [244, 335, '2', 8.5],
    [244, 400, n('91,40'), 8.5],
    [244, 505, n('182,80'), 8.5],
    [256, 57, '2', 8.5],
    [256, 76, 'Sicherungsautomat B16', 8.5],
    [256, 332, '16', 8.5],
    [256, 405, n('7,50'), 8.5],
    [256, 505, n('120,00'), 8.5],
  ];
};

export const FORMS27_CASES: Forms27Case[] = [
  {
    name: 'a German form: values over their captions, the totals right-aligned in boxes over theirs',
    rows: [
      [33, 48, 'Hofmann Betriebsausstattung e.K.', 12, true],
      [33, 360, 'RECHNUNG', 18, true],
      ...cap(60, 48, 'Am Alten Schlachthof 60a, 06108 Halle (Saale)', 'Anschrift', 8.5),
      ...cap(110, 48, 'Wagner Gebäudemanagement GmbH', 'Rechnungsempfänger'),
      ...cap(110, 363, 'RE-2026-7095', 'Rechnungsnummer'),
      ...cap(110, 458, '09.02.2026', 'Rechnungsdatum'),
      ...cap(135, 48, 'Gewerbepark Süd 59b', 'Straße, Hausnummer'),
      ...cap(135, 363, '11.03.2026', 'zahlbar bis'),
      ...cap(135, 458, '4414', 'Kundennummer'),
      ...cap(160, 48, '67433 Neustadt an der Weinstraße', 'PLZ, Ort'),
      ...cap(160, 363, 'PO-095089', 'Bestellnummer des Kunden'),
      ...items(','),
      ...boxed(300, 48, 213, '302,80', 'Nettobetrag'),
      ...boxed(300, 216, 380, '57,53', 'USt 19 % auf 302,80'),
      ...boxed(300, 385, 545, '360,33', 'Rechnungsbetrag EUR'),
    ],
    expect: [
      'RE-2026-7095',
      '2026-02-09',
      '2026-03-11',
      'PO-095089',
      'Wagner Gebäudemanagement GmbH',
      'Gewerbepark Süd 59b',
      '302.80',
      '57.53',
      '360.33',
    ],
  },
  {
    name: 'an English form: captions under the values in a grid of two columns, totals in boxes',
    rows: [
      [33, 48, 'Kells Office Supplies Ltd', 12, true],
      [33, 380, 'INVOICE', 18, true],
      ...cap(60, 48, '4 Main Street, Galway H91 E2K3', 'Address', 8.5),
      ...cap(110, 48, 'Brennan Joinery Ltd', 'Customer'),
      ...cap(110, 330, 'KOS-2231', 'Invoice number'),
      ...cap(110, 450, '03/11/2026', 'Invoice date'),
      ...cap(135, 48, 'Unit 7 Ballymount Park', 'Street'),
      ...cap(135, 330, '03/12/2026', 'Due date'),
      ...cap(135, 450, 'PO-5521', 'Your order no.'),
      ...cap(160, 48, 'Cork T12 XY64', 'Town, postcode'),
      ...items('.'),
      ...boxed(300, 48, 213, '302.80', 'Net amount'),
      ...boxed(300, 216, 380, '69.64', 'VAT 23 %'),
      ...boxed(300, 385, 545, '372.44', 'Total EUR'),
    ],
    expect: [
      'KOS-2231',
      '2026-11-03',
      '2026-12-03',
      'PO-5521',
      'Brennan Joinery Ltd',
      'Unit 7 Ballymount Park',
      '302.80',
      '69.64',
      '372.44',
    ],
  },
];

export interface SheetCase {
  name: string;
  rows: StyledRow[];
  /** seller and buyer: [name, street, postcode, city] */
  parties: [string, string, string, string, string, string, string, string];
}

/** A key: value sheet, labels at x 45, values at x 150, from y 60. */
const sheet = (pairs: Array<[string, string]>): StyledRow[] =>
  pairs.flatMap(([k, v], i): StyledRow[] => [
    [60 + i * 14, 45, k, 9],
    [60 + i * 14, 150, v, 9],
  ]);

export const SHEET_CASES: SheetCase[] = [
  {
    name: 'an Irish key: value sheet: "Supplier:" / "Supplier address:", "Customer:" / "Customer address:"',
    rows: [
      [30, 45, 'INVOICE', 16, true],
      ...sheet([
        ['Invoice number:', 'SI177977'],
        ['Invoice date:', '09/04/2026'],
        ['Supplier:', 'Skyline Platforms Ireland Ltd'],
        ['Supplier address:', "Sir John Rogerson's Quay 68, Dublin D02 X285, Ireland"],
        ['Supplier VAT no.:', 'IE6777543W'],
        ['Customer:', 'Cirrus Cloud EMEA Ltd'],
        ['Customer address:', 'Barrow Street 138, Dublin D04 TR29, Ireland'],
      ]),
    ],
    parties: [
      'Skyline Platforms Ireland Ltd',
      "Sir John Rogerson's Quay 68",
      'D02 X285',
      'Dublin',
      'Cirrus Cloud EMEA Ltd',
      'Barrow Street 138',
      'D04 TR29',
      'Dublin',
    ],
  },
  {
    name: 'a British agency\'s sheet: "Vendor:" / "Vendor address:", "Client:" / "Client address:"',
    rows: [
      [30, 45, 'TAX INVOICE', 16, true],
      ...sheet([
        ['Vendor:', 'Harbour Media Ltd'],
        ['Vendor address:', '14 Mill Lane, Leeds LS1 4DY'],
        ['Client:', 'Ashworth Developments Ltd'],
        ['Client address:', '5 Canal Wharf, Bristol BS1 6QH'],
        ['Invoice no.:', 'HM-2291'],
        ['Date:', '12/10/2026'],
      ]),
    ],
    parties: [
      'Harbour Media Ltd',
      '14 Mill Lane',
      'LS1 4DY',
      'Leeds',
      'Ashworth Developments Ltd',
      '5 Canal Wharf',
      'BS1 6QH',
      'Bristol',
    ],
  },
];

export interface DottedListCase {
  name: string;
  pages: StyledRow[][];
  /** [name, net] per line */
  lines: Array<[string, string]>;
}

/** A numbered row, its dots and its amount right-aligned at `right`, its detail line under it. */
const dotted = (
  y: number,
  n: number,
  name: string,
  amount: string,
  detail: string,
  right = 540,
): StyledRow[] => [
  [y, 45, `${n}. ${name}`, 9],
  [y, 200, '. . . . . . . . . . . . . . . . . . . .', 9],
  [y, right - amount.length * 4.5, amount, 9],
  [y + 11, 58, detail, 9],
];

export const DOTTED_LIST_CASES: DottedListCase[] = [
  {
    name: 'a British contractor: a dotted list over two pages, "Page 1 of 2" between, its subtotal',
    pages: [
      [
        [40, 45, 'Mardata PLC', 13, true],
        [120, 45, 'DESCRIPTION', 9, true],
        [120, 500, 'AMOUNT £', 9, true],
        ...dotted(140, 1, 'Call-out charge', '160.95', '3 each @ £53.65 · VAT 20%'),
        ...dotted(166, 2, 'Installation labour', '2,180.88', '36.5 hrs @ £59.75 · VAT 20%'),
        [800, 480, 'Page 1 of 2', 8],
      ],
      [
        ...dotted(60, 3, 'Safety boots S3 size 9', '247.40', '4 pair @ £61.85 · VAT 20%', 520),
        [100, 300, 'Subtotal', 9],
        [100, 520 - 8 * 4.5, '2,589.23', 9],
      ],
    ],
    lines: [
      ['Call-out charge', '160.95'],
      ['Installation labour', '2180.88'],
      ['Safety boots S3 size 9', '247.40'],
    ],
  },
  {
    name: 'a German service list: dotted rows over two pages, "Seite 1 von 2", its "Summe netto"',
    pages: [
      [
        [40, 45, 'Hausmeisterservice Kühn', 13, true],
        [120, 45, 'Leistung', 9, true],
        [120, 500, 'Betrag €', 9, true],
        ...dotted(140, 1, 'Grünpflege Außenanlage', '480,00', 'März 2026'),
        ...dotted(166, 2, 'Winterdienst Bereitschaft', '320,00', 'Januar bis März 2026'),
        [800, 480, 'Seite 1 von 2', 8],
      ],
      [
        ...dotted(60, 3, 'Treppenhausreinigung', '215,50', '12 Termine', 530),
        [100, 300, 'Summe netto', 9],
        [100, 530 - 8 * 4.5, '1.015,50', 9],
      ],
    ],
    lines: [
      ['Grünpflege Außenanlage', '480.00'],
      ['Winterdienst Bereitschaft', '320.00'],
      ['Treppenhausreinigung', '215.50'],
    ],
  },
];

export interface BracketBaseCase {
  name: string;
  rows: StyledRow[];
  /** [rate, base, tax] per breakdown row */
  vat: Array<[string, string, string]>;
}

/** Two items at two rates and the totals block at y 260. */
function twoRates(labels: [string, string, string, string, string], amounts: string[]): StyledRow[] {
  return [
    [40, 50, 'Brandt Schaltanlagen GmbH', 12, true],
    [100, 50, 'Praxisgemeinschaft am Markt', 10],
    [112, 50, 'Lindenweg 79a', 10],
    [124, 50, '04109 Leipzig', 10],
    [100, 380, 'Rechnung Nr. / Invoice No.', 9],
    [100, 500, 'R-4307', 9],
    [170, 50, 'Beschreibung / Description', 9, true],
    [170, 500, 'Betrag / Amount', 9, true],
    [184, 50, 'Montageplatte verzinkt', 9],
    [184, 510, amounts[0] ?? '', 9],
    [196, 50, 'Fachbuch Schaltanlagenbau', 9],
    [196, 505, amounts[1] ?? '', 9],
    ...labels.flatMap((l, i): StyledRow[] => [
      [260 + i * 12, 290, l, 9],
      [260 + i * 12, 505, amounts[i + 2] ?? '', 9],
    ]),
  ];
}

export const BRACKET_BASE_CASES: BracketBaseCase[] = [
  {
    name: 'a bilingual German form: "USt. / VAT 19 % (808,70)" and "USt. / VAT 7 % (1.752,00)"',
    rows: twoRates(
      [
        'Nettobetrag / Net amount',
        'USt. / VAT 19 % (808,70)',
        'USt. / VAT 7 % (1.752,00)',
        'USt. gesamt / Total VAT',
        'Gesamtbetrag / Total EUR',
      ],
      ['808,70', '1.752,00', '2.560,70', '153,65', '122,64', '276,29', '2.836,99'],
    ),
    vat: [
      ['19', '808.70', '153.65'],
      ['7', '1752.00', '122.64'],
    ],
  },
  {
    name: 'an English invoice: "VAT 20% (1,250.00)" and "VAT 5% (400.00)" over the total VAT',
    rows: twoRates(
      ['Net total', 'VAT 20% (1,250.00)', 'VAT 5% (400.00)', 'Total VAT', 'Total GBP'],
      ['1,250.00', '400.00', '1,650.00', '250.00', '20.00', '270.00', '1,920.00'],
    ),
    vat: [
      ['20', '1250.00', '250.00'],
      ['5', '400.00', '20.00'],
    ],
  },
  {
    name: 'a credit note\'s VAT analysis: brackets mean minus, also at 0 % ("E 0% (1,783.05) 0.00") (guard)',
    rows: [
      [40, 50, 'Brandt Schaltanlagen GmbH', 12, true],
      [60, 50, 'CREDIT NOTE', 14, true],
      [100, 380, 'Credit Note No.', 9],
      [100, 480, 'CN-93015', 9],
      [170, 50, 'Description', 9, true],
      [170, 500, 'Net £', 9, true],
      [184, 50, 'Copier paper A4 80gsm', 9],
      [184, 495, '(1,000.00)', 9],
      [196, 50, 'Technical handbook hardback', 9],
      [196, 495, '(1,783.05)', 9],
      [230, 330, 'Net total', 9],
      [230, 495, '(2,783.05)', 9],
      [242, 330, 'VAT', 9],
      [242, 500, '(200.00)', 9],
      [254, 330, 'Total credit', 9],
      [254, 495, '(2,983.05)', 9],
      [290, 50, 'Code', 9],
      [290, 110, 'Rate', 9],
      [290, 200, 'Net', 9],
      [290, 300, 'VAT', 9],
      [304, 50, 'S', 9],
      [304, 110, '20%', 9],
      [304, 200, '(1,000.00)', 9],
      [304, 300, '(200.00)', 9],
      [318, 50, 'E', 9],
      [318, 110, '0%', 9],
      [318, 200, '(1,783.05)', 9],
      [318, 300, '0.00', 9],
    ],
    vat: [
      ['20', '-1000.00', '-200.00'],
      ['0', '-1783.05', '0.00'],
    ],
  },
];

export interface GuardCase {
  name: string;
  rows: StyledRow[];
  /** seller name, buyer name, buyer postcode */
  parties: [string, string, string];
}

export const CAPTION_GUARD_CASES: GuardCase[] = [
  {
    name: 'a Norwegian hotel: labels over values in the info block beside "Kunde" (guard)',
    rows: [
      [46, 50, 'Nordlys Konferansehotell AS', 15, true],
      [64, 50, 'Strandkaien 44', 8],
      [74, 50, '6002 Ålesund', 8],
      [48, 460, 'FAKTURA', 20, true],
      [92, 335, 'Faktura nr.', 7],
      [102, 335, '56446', 9.5, true],
      [92, 445, 'Dato', 7],
      [102, 445, '19.03.2026', 9.5],
      [118, 335, 'Forfall', 7],
      [128, 335, '09.04.2026', 9.5],
      [144, 335, 'Kundenummer', 7],
      [154, 335, '31315', 9.5],
      [166, 330, '____________________________________________', 6],
      [136, 50, 'Kunde', 7.5, true],
      [148, 50, 'Kesseltech GmbH', 10],
      [161, 50, 'Gartenstraße 56', 10],
      [174, 50, '50787 Köln', 10],
      [187, 50, 'Tyskland', 10],
    ],
    parties: ['Nordlys Konferansehotell AS', 'Kesseltech GmbH', '50787'],
  },
  {
    name: 'a Dutch studio: its letterhead in 7 pt down the left beside "FACTUUR" in 22 pt (guard, read before)',
    rows: [
      [50, 30, 'Hafenhaus B.V.', 11, true],
      [70, 30, 'Dorpsstraat 80a', 7],
      [79, 30, '3521 BC Utrecht', 7],
      [97, 30, 'KvK 38597561', 7],
      [106, 30, 'BTW NL955968710B09', 7],
      [124, 30, 'IBAN NL57 INGB 0750 9736 73', 7],
      [50, 200, 'FACTUUR', 22, true],
      [100, 200, 'Rheintrade B.V.', 10],
      [113, 200, 'Prinsengracht 138a', 10],
      [126, 200, '3524 AA Utrecht', 10],
      [170, 200, 'Factuurnummer', 9],
      [170, 300, '2026-0522', 9],
      [183, 200, 'Factuurdatum', 9],
      [183, 300, '01-08-2026', 9],
    ],
    parties: ['Hafenhaus B.V.', 'Rheintrade B.V.', '3524 AA'],
  },
];
