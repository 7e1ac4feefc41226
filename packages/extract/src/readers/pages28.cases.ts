/**
 * Cases of session 28 (issue 19, seen set blind49: page geometry and reading order), from two
 * layouts each, failing before:
 * - a summary printed beside the items ("VAT summary" with "Rate | Goods | VAT" and the totals in
 *   a narrow column at the right): its title is no column head (lexicon/table.ts `SUMMARY_HEAD`),
 *   its lines right of the table's last column neither items nor the table's end (table/scan.ts
 *   `totalsLine`), and an item row holding its heads' words is no header row (two amounts or more:
 *   table/heads.ts `headerColumnsAt`);
 * - a sidebar at the left with the seller, its bank and the totals, the buyer in the wide column:
 *   of two blocks side by side the one with the IBAN printed under it is the seller's
 *   (readers/iban-side.ts `ibanUnder`); a BIC under its label in that column, the label's right
 *   neighbour no bank code (forms/fields.ts, readers/accounts.ts `bicNearIban`); totals printed as
 *   labels each over its amount (stacked-totals.ts);
 * - "Von" / "An" over the two blocks (lexicon/de.ts); "Ihre USt-IdNr." the buyer's, a plain
 *   "USt-IdNr." beside it then the seller's (readers/vat-ids.ts `plainBesideBuyerLabel`);
 * - a page printed two-up, the items in the right column: the table read without the left
 *   column's text (table/gutter.ts); "Customer order" the order reference (lexicon/en.ts);
 * - (blind51) of several buyer-side cues, the invoice recipient's ("Rechnungsempfänger" beside
 *   "Auftraggeber" and "Lieferanschrift", "Bill to" beside "Sold to" and "Ship to") names the buyer
 *   (readers/seller-buyer.ts `recipientCue`, lexicon/parties.ts `INVOICE_RECIPIENT_CUE`); "Your
 *   ref." beside an order's own label is the buyer's reference (BT-10), alone the order it quotes
 *   (readers/references.ts `yourReferenceBesideOrder`, lexicon/en.ts);
 * - (blind52) a sender line small over the recipient is the sender line though it repeats the
 *   letterhead or has no street ("Firma AG, 06108 Halle (Saale)"; parties.ts `senderLine`,
 *   `streetlessSender`), and of two such lines not the one over the letterhead's own name (a
 *   running head at the page's top); the streetless sender's street from the letterhead
 *   (readers/seller-buyer.ts `chooseSeller`).
 */
import { rightAt, type StyledRow } from '../test-layout.ts';

export interface Pages28Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "seller.name", "totals.taxExclusive", "lines.item.name" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A British item table with a VAT summary beside it from x 420 (rows at y, 14 apart). */
function ukSummaryTable(y: number, rows: Array<[string, string, string, string, string]>): StyledRow[] {
  const out: StyledRow[] = [
    [y, 30, 'Line', 7],
    [y, 50, 'Code', 7],
    [y, 90, 'Description', 7],
    r(y, 250, 'Qty', 7),
    [y, 256, 'Unit', 7],
    r(y, 320, 'Price', 7),
    r(y, 350, 'VAT', 7),
    r(y, 400, 'Net', 7),
    [y, 420, 'VAT summary', 7],
  ];
  rows.forEach(([name, qty, unit, price, net], i) => {
    const ry = y + 12 + i * 14;
    out.push(
      [ry, 30, String(i + 1), 7],
      [ry, 50, `4${i}-57${i}7`, 7],
      [ry, 90, name, 7],
      r(ry, 250, qty, 7),
      [ry, 256, unit, 7],
      r(ry, 320, price, 7),
      r(ry, 350, '20%', 7),
      r(ry, 400, net, 7),
    );
  });
  return out;
}

const UK_HEAD: StyledRow[] = [
  [40, 30, 'Marprint Ltd.', 9],
  [52, 30, '94 Station Road, Manchester M2 9AB, United Kingdom', 7],
  [64, 30, 'VAT Reg. No. GB 374 6883 75', 7],
  [40, 430, 'TAX INVOICE', 9],
  [52, 430, 'Invoice no.', 7],
  r(52, 565, 'SI977749', 7),
  [64, 430, 'Invoice date', 7],
  r(64, 565, '2 Sep 2026', 7),
  [76, 430, 'Customer order', 7],
  r(76, 565, 'B-731604', 7),
  [90, 30, 'Invoice to:', 7],
  [100, 30, 'Quellform LLP', 7],
  [110, 30, '75 High Street, Leeds LS23 8HD', 7],
  [120, 30, 'United Kingdom', 7],
];

/** A German sidebar at the left (x 14–150): seller, VAT id, bank, totals; the rest at x 190. */
function sidebar(labelsOver: boolean): StyledRow[] {
  return [
    [40, 14, 'Hafendata AG', 8],
    [40, 190, 'Quellprint KG', 8],
    [50, 14, 'Industrieweg 106', 8],
    [50, 190, 'Lindenallee 58a', 8],
    [60, 14, '04184 Leipzig', 8],
    [60, 190, '12099 Berlin', 8],
    [70, 14, 'USt-IdNr. DE139012707', 8],
    [86, 14, 'Bankverbindung', 8],
    [96, 14, 'IBAN', 8],
    [96, 190, 'Rechnung', 12],
    [106, 14, 'DE07 4692 0540 0416 7777 59', 8],
    [116, 14, 'BIC', 8],
    [116, 190, 'Rechnungs-Nr.', 8],
    r(116, 390, '20263705', 8),
    ...(labelsOver ? [[126, 14, 'GENODEF1S04', 8] as StyledRow] : []),
    [128, 190, 'Rechnungsdatum', 8],
    r(128, 390, '09.04.2026', 8),
    [140, 190, 'Pos.', 8],
    [140, 214, 'Beschreibung', 8],
    r(140, 399, 'Menge', 8),
    r(140, 461, 'Preis', 8),
    r(140, 493, 'USt', 8),
    r(140, 559, 'Gesamt', 8),
    [154, 190, '1', 8],
    [154, 214, 'Dichtungsband selbstklebend', 8],
    r(154, 399, '4 Rolle', 8),
    r(154, 461, '7,56', 8),
    r(154, 493, '7 %', 8),
    r(154, 559, '30,24', 8),
    [166, 190, '2', 8],
    [166, 214, 'Fachbuch Steuerrecht 2026', 8],
    r(166, 399, '24 Stk.', 8),
    r(166, 461, '50,00', 8),
    r(166, 493, '19 %', 8),
    r(166, 559, '1.200,00', 8),
    [200, 14, 'Summe', 9],
    [212, 14, 'Netto', 8],
    r(222, 146, '1.230,24', 8),
    [232, 14, 'USt 19 % auf 1.200,00', 8],
    r(242, 146, '228,00', 8),
    [252, 14, 'USt 7 % auf 30,24', 8],
    r(262, 146, '2,12', 8),
    [272, 14, 'Gesamtbetrag EUR', 8],
    r(282, 146, '1.460,36', 8),
  ];
}

export const PAGES28_CASES: Pages28Case[] = [
  {
    name: 'a VAT summary and the totals beside the items at the right (blind49 mini18)',
    rows: [
      ...UK_HEAD,
      ...ukSummaryTable(140, [
        ['Installation and configuration', '8.5', 'hrs', '103.99', '883.92'],
        ['Cat6 patch cable 2 m', '9', 'pcs', '5.65', '50.85'],
        ['Network switch 24-port', '19', 'pcs', '385.47', '7,323.93'],
        ['Storage rack steel', '10', 'pcs', '179.20', '1,792.00'],
      ]),
      [152, 420, 'Rate', 7],
      [152, 471, 'Goods', 7],
      [152, 554, 'VAT', 7],
      [162, 420, '20%', 7],
      r(162, 490, '10,050.70', 7),
      r(162, 565, '2,010.14', 7),
      [180, 420, 'Net total', 7],
      r(180, 565, '£10,050.70', 7),
      [194, 420, 'VAT total', 7],
      r(194, 565, '£2,010.14', 7),
      [208, 420, 'Invoice total GBP', 7],
      r(208, 565, '£12,060.84', 7),
    ],
    expect: [
      [
        'lines.item.name',
        [
          'Installation and configuration',
          'Cat6 patch cable 2 m',
          'Network switch 24-port',
          'Storage rack steel',
        ],
      ],
      ['lines.netAmount', ['883.92', '50.85', '7323.93', '1792.00']],
      ['purchaseOrderReference', 'B-731604'],
    ],
  },
  {
    name: 'the summary’s heads on the first item row, totals on the rows below (blind49 mini18, PDF)',
    rows: [
      ...UK_HEAD,
      ...ukSummaryTable(140, [
        ['Network switch 24-port', '16', 'pcs', '236.52', '3,784.32'],
        ['Training workshop half day', '12', 'day', '488.02', '5,856.24'],
        ['Office chair ergonomic', '13', 'pcs', '317.33', '4,125.29'],
      ]),
      [152, 420, 'Rate', 7],
      [152, 473, 'Goods', 7],
      [152, 571, 'VAT', 7],
      [162, 420, '20%', 7],
      r(162, 490, '13,765.85', 7),
      r(162, 582, '2,753.17', 7),
      [180, 420, 'Net total', 7],
      r(180, 565, '£13,765.85', 7),
      [194, 420, 'VAT total', 7],
      r(194, 565, '£2,753.17', 7),
      [208, 420, 'Invoice total GBP', 7],
      r(208, 565, '£16,519.02', 7),
    ],
    expect: [
      ['lines.item.name', ['Network switch 24-port', 'Training workshop half day', 'Office chair ergonomic']],
      ['lines.quantity', ['16', '12', '13']],
      ['totals.taxExclusive', '13765.85'],
    ],
  },
  {
    name: 'a sidebar at the left: seller, bank, BIC under its label, totals over their amounts (blind49 leiste18)',
    rows: sidebar(true),
    expect: [
      ['seller.name', 'Hafendata AG'],
      ['buyer.name', 'Quellprint KG'],
      ['paymentInstructions.creditTransfers.0.providerId', 'GENODEF1S04'],
      ['totals.taxExclusive', '1230.24'],
      ['totals.vatTotal', '230.12'],
      ['totals.taxInclusive', '1460.36'],
    ],
  },
  {
    name: 'the same sidebar without a BIC, the totals stacked (blind49 leiste18, second document)',
    rows: sidebar(false),
    expect: [
      ['seller.name', 'Hafendata AG'],
      ['paymentInstructions.creditTransfers.0.providerId', undefined],
      ['totals.taxExclusive', '1230.24'],
      ['totals.taxInclusive', '1460.36'],
    ],
  },
  {
    name: '"Von" / "An" over two blocks, the seller’s VAT id under it (blind49 betrag18)',
    rows: [
      [30, 52, 'Zu zahlen', 12],
      r(30, 543, '1.381,83 EUR', 12),
      [46, 52, 'Rechnung Nr. R26-4884 vom 22.01.2026', 12],
      [80, 40, 'Von', 10],
      [80, 300, 'An', 10],
      [94, 40, 'Quelltrade GmbH & Co. KG', 10],
      [94, 300, 'Hafenwerk e.K.', 10],
      [108, 40, 'Schillerplatz 120', 10],
      [108, 300, 'Schillerplatz 27', 10],
      [122, 40, '04203 Leipzig', 10],
      [122, 300, '04290 Leipzig', 10],
      [136, 40, 'USt-IdNr. DE349737767', 10],
      [170, 40, 'Pos', 10],
      [170, 69, 'Leistung', 10],
      r(170, 430, 'Preis', 10),
      r(170, 555, 'Betrag', 10),
      [186, 40, '1', 10],
      [186, 69, 'Wartung Heizungsanlage', 10],
      r(186, 430, '1.161,20', 10),
      r(186, 555, '1.161,20', 10),
      [220, 300, 'Nettobetrag', 10],
      r(220, 555, '1.161,20', 10),
      [234, 300, 'USt 19 %', 10],
      r(234, 555, '220,63', 10),
      [248, 300, 'Gesamtbetrag EUR', 10],
      r(248, 555, '1.381,83', 10),
    ],
    expect: [
      ['seller.name', 'Quelltrade GmbH & Co. KG'],
      ['buyer.name', 'Hafenwerk e.K.'],
      ['seller.vatId', 'DE349737767'],
    ],
  },
  {
    name: '"An" left of "Von", "USt-IdNr." and "Ihre USt-IdNr." under the left block (blind49 betrag18)',
    rows: [
      [30, 52, 'Zu zahlen', 12],
      r(30, 543, '2.286,09 EUR', 12),
      [80, 40, 'An', 10],
      [80, 300, 'Von', 10],
      [94, 40, 'Eichentech KG', 10],
      [94, 300, 'Eichenbau GmbH', 10],
      [108, 40, 'Industrieweg 7a', 10],
      [108, 300, 'Industrieweg 150', 10],
      [122, 40, '50951 Köln', 10],
      [122, 300, '04129 Leipzig', 10],
      [136, 40, 'USt-IdNr. DE265084001', 10],
      [150, 40, 'Ihre USt-IdNr. DE406959065', 10],
      [180, 40, 'Pos', 10],
      [180, 69, 'Leistung', 10],
      r(180, 430, 'Preis', 10),
      r(180, 555, 'Betrag', 10),
      [196, 40, '1', 10],
      [196, 69, 'Montagearbeiten', 10],
      r(196, 430, '1.921,08', 10),
      r(196, 555, '1.921,08', 10),
      [230, 300, 'Nettobetrag', 10],
      r(230, 555, '1.921,08', 10),
      [244, 300, 'USt 19 %', 10],
      r(244, 555, '365,01', 10),
      [258, 300, 'Gesamtbetrag EUR', 10],
      r(258, 555, '2.286,09', 10),
    ],
    expect: [
      ['seller.name', 'Eichenbau GmbH'],
      ['seller.vatId', 'DE265084001'],
      ['buyer.vatId', 'DE406959065'],
    ],
  },
];

/** A French facture printed two-up: the left column from x 30, the items from x 310. */
function twoUp(items: Array<[string, string | undefined, string, string, string, string]>): StyledRow[] {
  const left: string[] = [
    '58 rue des Lilas',
    '75011 Paris',
    'France',
    'N° TVA : FR25155116724',
    'SIRET 53090716094235',
    'FACTURE',
    'Facture n° F2026-1999',
    'Date 9 août 2026',
    'Échéance 8 septembre 2026',
    'Client',
    'Berglogistik SAS',
    '84 place du Marché',
  ];
  const out: StyledRow[] = [
    [40, 30, 'Kesselsystems SARL', 8],
    [40, 310, 'Désignation', 7],
    r(40, 415, 'Qté', 7),
    r(40, 467, 'P.U. HT', 7),
    r(40, 501, 'TVA', 7),
    r(40, 565, 'Montant HT', 7),
  ];
  // (the columns' lines at their own spacing: the left column's lines fall between an item's)
  left.forEach((t, i) => {
    out.push([49 + i * 8.8, 30, t, 7]);
  });
  let y = 49;
  for (const [name, wrap, qty, price, rate, net] of items) {
    out.push(
      [y, 310, name, 7],
      r(y, 415, qty, 7),
      r(y, 467, price, 7),
      r(y, 501, rate, 7),
      r(y, 565, net, 7),
    );
    if (wrap) out.push([y + 8.8, 310, wrap, 7]);
    y += wrap ? 21.5 : 9.7;
  }
  out.push(
    [y + 10, 390, 'Total HT', 7],
    r(y + 10, 565, '1 133,93', 7),
    [y + 20, 390, 'TVA 20 % sur 1 133,93', 7],
    r(y + 20, 565, '226,79', 7),
    [y + 30, 390, 'Total TTC', 7],
    r(y + 30, 565, '1 360,72', 7),
  );
  return out;
}

PAGES28_CASES.push(
  {
    name: 'a facture printed two-up, the item names wrapped in the right column (blind49 duo18)',
    rows: twoUp([
      ['Câble électrique', '3G2,5', '30,5 m', '3,39', '20 %', '103,40'],
      ['Location nacelle', undefined, '4 jour', '239,58', '20 %', '958,32'],
      ['Déplacement', 'forfaitaire', '1 forfait', '72,21', '20 %', '72,21'],
    ]),
    expect: [
      ['lines.item.name', ['Câble électrique 3G2,5', 'Location nacelle', 'Déplacement forfaitaire']],
      ['lines.netAmount', ['103.40', '958.32', '72.21']],
    ],
  },
  {
    name: 'two-up, the left column’s lines between an item’s name lines (blind49 duo18, second document)',
    rows: twoUp([
      ['Main-d’œuvre', 'installation', '10 h', '48,00', '20 %', '480,00'],
      ['Nettoyage de fin', 'de chantier', '1 forfait', '95,61', '20 %', '95,61'],
      ['Location nacelle', undefined, '2 jour', '279,16', '20 %', '558,32'],
    ]),
    expect: [
      ['lines.item.name', ['Main-d’œuvre installation', 'Nettoyage de fin de chantier', 'Location nacelle']],
      ['lines.quantity', ['10', '1', '2']],
    ],
  },
);

PAGES28_CASES.push({
  name: 'two-up, the left column’s large title level with an item under a wrapped name (blind49 duo18, PDF)',
  rows: [
    ...twoUp([
      ['Main-d’œuvre', 'installation', '10 h', '48,00', '20 %', '480,00'],
      ['Main-d’œuvre', 'installation', '2 h', '48,00', '20 %', '96,00'],
      ['Nettoyage de fin', 'de chantier', '1 forfait', '95,61', '20 %', '95,61'],
      ['Câble électrique', '3G2,5', '33,5 m', '2,33', '20 %', '78,06'],
    ]).filter((row) => row[2] !== 'FACTURE'),
    [106.5, 30, 'FACTURE', 13],
  ],
  expect: [
    [
      'lines.item.name',
      [
        'Main-d’œuvre installation',
        'Main-d’œuvre installation',
        'Nettoyage de fin de chantier',
        'Câble électrique 3G2,5',
      ],
    ],
  ],
});

/** Three address blocks side by side under their cues, the seller's letterhead at the top right. */
function threeBlocks(cues: [string, string, string], blocks: [string[], string[], string[]]): StyledRow[] {
  const out: StyledRow[] = [
    [40, 380, 'Winterfeld Elektrotechnik GmbH', 10],
    [52, 380, 'Bahnhofsweg 117', 9],
    [64, 380, '33602 Bielefeld', 9],
    [100, 50, 'Winterfeld Elektrotechnik GmbH · Bahnhofsweg 117 · 33602 Bielefeld', 6],
  ];
  cues.forEach((c, i) => {
    out.push([120, 50 + i * 170, c, 8]);
    (blocks[i] ?? []).forEach((t, k) => {
      out.push([132 + k * 11, 50 + i * 170, t, 9]);
    });
  });
  out.push(
    [200, 380, 'Rechnungsnummer', 9],
    r(200, 556, 'RE-2026-49756', 9),
    [212, 380, 'Rechnungsdatum', 9],
    r(212, 556, '05.12.2026', 9),
    [250, 50, 'Pos.', 9],
    [250, 90, 'Bezeichnung', 9],
    r(250, 430, 'Preis', 9),
    r(250, 556, 'Gesamt', 9),
    [264, 50, '1', 9],
    [264, 90, 'Anfahrtspauschale', 9],
    r(264, 430, '100,00', 9),
    r(264, 556, '100,00', 9),
    [290, 380, 'Nettobetrag', 9],
    r(290, 556, '100,00', 9),
    [302, 380, 'USt 19 %', 9],
    r(302, 556, '19,00', 9),
    [314, 380, 'Gesamtbetrag', 9],
    r(314, 556, '119,00', 9),
  );
  return out;
}

PAGES28_CASES.push(
  {
    name: '"Auftraggeber | Rechnungsempfänger | Lieferanschrift": the recipient is the buyer (blind51 drei20)',
    rows: threeBlocks(
      ['Auftraggeber', 'Rechnungsempfänger', 'Lieferanschrift'],
      [
        ['Winterfeld Holding GmbH', 'Im Gewerbepark 100', '50667 Köln'],
        ['Neuhaus Bürotechnik GmbH', 'Lindenstraße 54', '30159 Hannover'],
        ['Neuhaus Lager', 'Am Hafen 63', '80331 München'],
      ],
    ),
    expect: [
      ['buyer.name', 'Neuhaus Bürotechnik GmbH'],
      ['buyer.address.city', 'Hannover'],
    ],
  },
  {
    name: '"Sold to | Bill to | Ship to": the bill-to party is the buyer (blind51 shipto20)',
    rows: threeBlocks(
      ['Sold to', 'Bill to', 'Ship to'],
      [
        ['Summit Industries Inc.', '4640 Oak Avenue', 'Denver, CO 80202', 'USA'],
        ['Liffey Technologies Ltd', '17 Baggot Street', 'Galway', 'H91 E2K3', 'Ireland'],
        ['Summit Industries Inc.', '7560 Oak Avenue', 'Columbus, OH 43215', 'USA'],
      ],
    ),
    expect: [
      ['buyer.name', 'Liffey Technologies Ltd'],
      ['buyer.address.city', 'Galway'],
    ],
  },
);

/** A header block of references at the right (label, value), an item and totals. */
function references(refs: Array<[string, string]>, de: boolean): StyledRow[] {
  const out: StyledRow[] = [
    [40, 50, de ? 'Muster Technik GmbH' : 'Pembridge Engineering Ltd', 12],
    [56, 50, de ? 'Am Hafen 12 · 50667 Köln' : '71 Victoria Road · Leeds LS1 5DL', 8],
    [110, 50, de ? 'Gasthaus zur Linde GmbH' : 'Thornbury Supplies Limited', 10],
    [122, 50, de ? 'Hauptstraße 5' : '194 King Street', 10],
    [134, 50, de ? '67433 Neustadt' : 'Bristol BS1 6QF', 10],
    [110, 380, de ? 'Rechnungsnummer' : 'Invoice no.', 9],
    r(110, 556, '489300', 9),
    [122, 380, de ? 'Datum' : 'Invoice date', 9],
    r(122, 556, '05.02.2026', 9),
  ];
  refs.forEach(([l, v], i) => {
    out.push([134 + i * 12, 380, l, 9], r(134 + i * 12, 556, v, 9));
  });
  out.push(
    [220, 50, de ? 'Bezeichnung' : 'Description', 9],
    r(220, 430, de ? 'Preis' : 'Price', 9),
    r(220, 556, de ? 'Betrag' : 'Amount', 9),
    [234, 50, de ? 'Wartung' : 'Maintenance visit', 9],
    r(234, 430, '204,00', 9),
    r(234, 556, '204,00', 9),
    [260, 380, de ? 'Nettobetrag' : 'Subtotal', 9],
    r(260, 556, '204,00', 9),
    [272, 380, de ? 'USt 19 %' : 'VAT 20%', 9],
    r(272, 556, de ? '38,76' : '40,80', 9),
    [284, 380, de ? 'Gesamtbetrag' : 'Total due', 9],
    r(284, 556, de ? '242,76' : '244,80', 9),
  );
  return out;
}

PAGES28_CASES.push(
  {
    name: '"Your ref." beside "PO number": the buyer’s reference (blind51 attn20)',
    rows: references(
      [
        ['PO number', 'B114696'],
        ['Your ref.', 'BR-62737'],
      ],
      false,
    ),
    expect: [
      ['purchaseOrderReference', 'B114696'],
      ['buyerReference', 'BR-62737'],
    ],
  },
  {
    name: '"Your ref." alone: the order it quotes (blind47 sheet16)',
    rows: references([['Your ref.', 'PO-883360']], false),
    expect: [
      ['purchaseOrderReference', 'PO-883360'],
      ['buyerReference', undefined],
    ],
  },
);

/** A letterhead, a sender line in 6 pt over the recipient, header data at the right (blind52). */
function letterhead(sender: string, runningHead?: string): StyledRow[] {
  return [
    ...(runningHead ? [[19, 40, runningHead, 7] as StyledRow] : []),
    [44, 40, 'Sauer Systemtechnik AG', 14, true],
    [64, 40, 'Im Mühlenfeld 102b · 06108 Halle (Saale)', 8],
    [120, 40, sender, 6],
    [134, 40, 'Marwerk AG', 10],
    [147, 40, 'Schillerplatz 31a', 10],
    [160, 40, '60311 Frankfurt am Main', 10],
    [92, 340, 'Rechnungsnummer', 9],
    r(92, 500, 'R 637236', 9),
    [105, 340, 'Rechnungsdatum', 9],
    r(105, 500, '27.04.2026', 9),
    [220, 40, 'Bezeichnung', 9],
    r(220, 430, 'Preis', 9),
    r(220, 556, 'Betrag', 9),
    [234, 40, 'Wartung', 9],
    r(234, 430, '100,00', 9),
    r(234, 556, '100,00', 9),
    [260, 380, 'Nettobetrag', 9],
    r(260, 556, '100,00', 9),
    [272, 380, 'USt 19 %', 9],
    r(272, 556, '19,00', 9),
    [284, 380, 'Gesamtbetrag', 9],
    r(284, 556, '119,00', 9),
  ];
}

PAGES28_CASES.push(
  {
    name: 'a sender line without a street, "Firma AG, 06108 Halle (Saale)" (blind52 worte21)',
    rows: letterhead('Sauer Systemtechnik AG, 06108 Halle (Saale)'),
    expect: [
      ['buyer.name', 'Marwerk AG'],
      ['buyer.address.city', 'Frankfurt am Main'],
      ['seller.address.line1', 'Im Mühlenfeld 102b'],
    ],
  },
  {
    name: 'the sender line repeating the letterhead, comma-separated (blind52 kern21; guard, read before)',
    rows: letterhead('Sauer Systemtechnik AG, Im Mühlenfeld 102b, 06108 Halle (Saale)'),
    expect: [
      ['buyer.name', 'Marwerk AG'],
      ['buyer.address.line1', 'Schillerplatz 31a'],
    ],
  },
  {
    name: 'a running head at the page’s top repeating the sender line (blind52 report21, PDF)',
    rows: letterhead(
      'Sauer Systemtechnik AG, Im Mühlenfeld 102b, 06108 Halle (Saale)',
      'Sauer Systemtechnik AG · Im Mühlenfeld 102b · 06108 Halle (Saale)',
    ),
    expect: [
      ['buyer.name', 'Marwerk AG'],
      ['seller.name', 'Sauer Systemtechnik AG'],
    ],
  },
);

PAGES28_CASES.push({
  name: 'a letterhead’s address line small over the recipient is the letterhead’s, no sender line (blind43, mended d6)',
  rows: [
    [40, 50, 'Petra Zimmermann – Software & Consulting', 14, true],
    [58, 50, 'Hauptstr. 109 · 04109 Leipzig · kontakt@zimmermann.example', 8],
    [110, 50, 'Marwerk AG', 10],
    [123, 50, 'Schillerplatz 31a', 10],
    [136, 50, '60311 Frankfurt am Main', 10],
    [110, 380, 'Rechnungsnummer', 9],
    r(110, 556, '2026-041', 9),
    [122, 380, 'Datum', 9],
    r(122, 556, '27.04.2026', 9),
    [220, 50, 'Leistung', 9],
    r(220, 556, 'Betrag', 9),
    [234, 50, 'Beratung April', 9],
    r(234, 556, '1.000,00', 9),
    [260, 380, 'Nettobetrag', 9],
    r(260, 556, '1.000,00', 9),
    [272, 380, 'USt 19 %', 9],
    r(272, 556, '190,00', 9),
    [284, 380, 'Gesamtbetrag', 9],
    r(284, 556, '1.190,00', 9),
    [434, 50, 'IBAN DE03 3704 0044 8018 0836 38 · BIC COBADEFFXXX · Commerzbank AG', 8],
  ],
  expect: [
    ['seller.name', 'Petra Zimmermann – Software & Consulting'],
    ['seller.address.line1', 'Hauptstr. 109'],
    ['buyer.name', 'Marwerk AG'],
  ],
});
