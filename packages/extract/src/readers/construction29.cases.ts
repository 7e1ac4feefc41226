/**
 * Cases of session 29 (issue 19, seen set blind55: construction and project billing), from two
 * layouts each, failing before:
 * - a bill of quantities' "OZ" (Ordnungszahl) heads the position column, its ids "01.02.0030"
 *   (lexicon/columns.ts); a long text under a position starting "gesamte …" ("gesamte Bauzeit")
 *   is no total's label ending the items (lexicon/table.ts `END_RE`); a title numbered in the
 *   position column over the positions it numbers ("01 Erdarbeiten" over "01.0010") no part of
 *   the first of them (table/scan.ts `titleOverPositions`);
 * - an interim or final invoice's "Gesamtleistung netto / brutto", "Abrechnungssumme netto /
 *   brutto" are the net and gross totals, not the table of earlier interim invoices under them;
 *   "AR-Nr." / "SR-Nr." the invoice's number (lexicon/de.ts);
 * - the quantity and value to date of a cumulative bill ("Menge kum.", "GP kum.", "Qty to date",
 *   "Value to date") are the quantity and amount columns, the contract's quantity beside them
 *   ("LV-Menge") none (lexicon/columns.ts); the British heads were read before as well.
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Construction29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "number", "totals.taxExclusive", "lines.id" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A builder's letterhead, the client in the window, the invoice data at the right. */
function deHead(numberLabel: string, number: string): StyledRow[] {
  return [
    [40, 50, 'Brenner Bau GmbH', 12],
    [80, 50, 'Brenner Bau GmbH · Am Schlachthof 107 · 45468 Mülheim an der Ruhr', 6],
    [100, 50, 'GWG Siedlungsbau eG', 9],
    [112, 50, 'Friedrich-Ebert-Straße 77a', 9],
    [124, 50, '50321 Brühl', 9],
    [100, 400, numberLabel, 8],
    [100, 470, number, 8],
    [112, 400, 'Rechnungsdatum:', 8],
    [112, 470, '10.08.2026', 8],
    [124, 400, 'Kunden-Nr.:', 8],
    [124, 470, 'K60657', 8],
  ];
}

/** A position row: id, short text, quantity with unit, price, amount (numbers right-aligned). */
function pos(y: number, id: string, name: string, qty: string, price: string, net: string): StyledRow[] {
  return [[y, 50, id, 8], [y, 112, name, 8], r(y, 411, qty, 8), r(y, 475, price, 8), r(y, 545, net, 8)];
}

/** Totals at the right from y: [label, amount] per row. */
const sums = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows);

/** The table of earlier interim invoices deducted, from y. */
function earlier(y: number, rows: Array<[string, string, string, string, string]>): StyledRow[] {
  const out: StyledRow[] = [
    [y, 50, 'abzüglich bisherige Abschlagsrechnungen:', 8],
    [y + 12, 50, 'Nr.', 8],
    [y + 12, 100, 'Rechnung', 8],
    [y + 12, 190, 'vom', 8],
    r(y + 12, 330, 'netto', 8),
    r(y + 12, 420, 'USt.', 8),
    r(y + 12, 545, 'brutto', 8),
  ];
  rows.forEach(([n, no, date, net, vat], i) => {
    const ry = y + 24 + i * 12;
    const gross = (
      Number(net.replace('.', '').replace(',', '.')) + Number(vat.replace('.', '').replace(',', '.'))
    )
      .toFixed(2)
      .replace('.', ',');
    out.push([ry, 50, n, 8], [ry, 100, no, 8], [ry, 190, date, 8], r(ry, 330, net, 8), r(ry, 420, vat, 8));
    out.push(r(ry, 545, `-${gross.replace(/\B(?=(\d{3})+,)/g, '.')}`, 8));
  });
  return out;
}

export const CONSTRUCTION29_CASES: Construction29Case[] = [
  {
    name: '"OZ" ids "01.01.0010", a long text "gesamte Bauzeit" and title sums between (blind55 lv24)',
    rows: [
      ...deHead('Rechnungs-Nr.:', 'RE 2692789'),
      [180, 50, 'OZ', 8],
      [180, 112, 'Leistung', 8],
      r(180, 393, 'Menge', 8),
      [180, 400, 'ME', 8],
      r(180, 475, 'EP EUR', 8),
      r(180, 545, 'GP EUR', 8),
      [192, 50, 'Titel 01 Baustelleneinrichtung', 8],
      ...pos(204, '01.01.0010', 'Baustelle einrichten und räumen', '1,000 psch', '6.913,00', '6.913,00'),
      [214, 112, 'inkl. Bauzaun, Container und Baustrom', 7],
      ...pos(226, '01.01.0020', 'Bauzaun vorhalten', '85,140 lfm', '1,8853', '160,51'),
      [236, 112, 'Mobilzaun h = 2,00 m, Vorhaltung über die', 7],
      [246, 112, 'gesamte Bauzeit', 7],
      [258, 112, 'Summe Titel 01', 8],
      r(258, 545, '7.073,51', 8),
      [276, 50, 'Titel 02 Erdarbeiten', 8],
      ...pos(288, '01.02.0010', 'Oberboden abtragen', '382,681 m²', '2,2919', '877,07'),
      [300, 112, 'Summe Titel 02', 8],
      r(300, 545, '877,07', 8),
      ...sums(330, [
        ['Summe netto', '7.950,58'],
        ['zzgl. 19 % USt.', '1.510,61'],
        ['Summe brutto', '9.461,19'],
      ]),
    ],
    expect: [
      ['lines.id', ['01.01.0010', '01.01.0020', '01.02.0010']],
      ['lines.quantity', ['1.000', '85.140', '382.681']],
      ['totals.taxExclusive', '7950.58'],
    ],
  },
  {
    name: 'a tiler\'s "OZ | Menge | ME" ids "4.10", a long text "gesamten Fläche …" (second layout)',
    rows: [
      ...deHead('Rechnung Nr.', '2026-4049'),
      [180, 50, 'OZ', 8],
      [180, 112, 'Leistungsbeschreibung', 8],
      r(180, 360, 'Menge', 8),
      [180, 370, 'ME', 8],
      r(180, 475, 'EP', 8),
      r(180, 545, 'GP', 8),
      [192, 50, 'Titel 04 Wandflächen', 8],
      [204, 50, '4.10', 8],
      [204, 112, 'Wandfliesen 30 x 60 verlegen', 8],
      r(204, 360, '48,215', 8),
      [204, 370, 'm²', 8],
      r(204, 475, '54,20', 8),
      r(204, 545, '2.613,25', 8),
      [214, 112, 'gesamten Fläche im Dünnbett, Fugenbreite 3 mm', 7],
      [226, 50, '4.20', 8],
      [226, 112, 'Eckschutzschienen Edelstahl', 8],
      r(226, 360, '12,400', 8),
      [226, 370, 'm', 8],
      r(226, 475, '9,85', 8),
      r(226, 545, '122,14', 8),
      ...sums(260, [
        ['Nettobetrag', '2.735,39'],
        ['MwSt. 19 %', '519,72'],
        ['Rechnungsbetrag', '3.255,11'],
      ]),
    ],
    expect: [
      ['lines.id', ['4.10', '4.20']],
      ['lines.item.name', ['Wandfliesen 30 x 60 verlegen', 'Eckschutzschienen Edelstahl']],
    ],
  },
  {
    name: 'a title "01 Baustelleneinrichtung" numbered in the OZ column over "01.0010" (blind14 bau, mended d1)',
    rows: [
      ...deHead('Rechnungs-Nr.:', 'SR-2026-17'),
      [180, 50, 'OZ', 8],
      [180, 100, 'Leistungsbeschreibung', 8],
      r(180, 356, 'Menge', 8),
      [180, 363, 'ME', 8],
      r(180, 460, 'EP', 8),
      r(180, 545, 'GP', 8),
      [196, 50, '01 Baustelleneinrichtung', 8],
      ...pos(208, '01.0010', 'Baustelle einrichten, vorhalten und räumen', '1,000 psch', '785,80', '785,80'),
      [236, 50, '02 Erdarbeiten', 8],
      ...pos(248, '02.0010', 'Oberboden abtragen, Dicke bis 30 cm', '161,000 m²', '336,00', '54.096,00'),
      ...sums(280, [
        ['Summe netto', '54.881,80'],
        ['zzgl. 19 % USt.', '10.427,54'],
        ['Summe brutto', '65.309,34'],
      ]),
    ],
    expect: [
      ['lines.id', ['01.0010', '02.0010']],
      [
        'lines.item.name',
        ['Baustelle einrichten, vorhalten und räumen', 'Oberboden abtragen, Dicke bis 30 cm'],
      ],
    ],
  },
  {
    name: 'a title "1 Rohbauarbeiten Haus A" run from the "OZ" column into the names over "1.1" and "1.2" (second layout)',
    rows: [
      ...deHead('Rechnung Nr.', '2026-311'),
      [180, 50, 'OZ', 8],
      [180, 90, 'Bezeichnung', 8],
      r(180, 356, 'Menge', 8),
      r(180, 460, 'Einzelpreis', 8),
      r(180, 545, 'Gesamt', 8),
      [196, 50, '1 Rohbauarbeiten Haus A', 8],
      [208, 50, '1.1', 8],
      [208, 90, 'Mauerwerk KS 17,5 cm', 8],
      r(208, 356, '48,20 m²', 8),
      r(208, 460, '62,00', 8),
      r(208, 545, '2.988,40', 8),
      [220, 50, '1.2', 8],
      [220, 90, 'Ringbalken C25/30', 8],
      r(220, 356, '14,00 m', 8),
      r(220, 460, '38,50', 8),
      r(220, 545, '539,00', 8),
      ...sums(250, [
        ['Nettobetrag', '3.527,40'],
        ['MwSt. 19 %', '670,21'],
        ['Rechnungsbetrag', '4.197,61'],
      ]),
    ],
    expect: [
      ['lines.id', ['1.1', '1.2']],
      ['lines.item.name', ['Mauerwerk KS 17,5 cm', 'Ringbalken C25/30']],
    ],
  },
  {
    name: '"Gesamtleistung netto / brutto" over the earlier interim invoices, "AR-Nr." (blind55 abschlag24)',
    rows: [
      ...deHead('AR-Nr.:', '24730/2026'),
      [160, 50, '4. Abschlagsrechnung', 11],
      [180, 50, 'OZ', 8],
      [180, 112, 'Leistung', 8],
      r(180, 393, 'Menge', 8),
      [180, 400, 'ME', 8],
      r(180, 475, 'EP EUR', 8),
      r(180, 545, 'GP EUR', 8),
      ...pos(192, '1.1.10', 'Baustelle einrichten und räumen', '1,000 psch', '4.865,49', '4.865,49'),
      ...pos(204, '1.1.20', 'Oberboden abtragen', '264,932 m²', '3,3572', '889,43'),
      ...sums(230, [
        ['Gesamtleistung netto', '5.754,92'],
        ['zzgl. 19 % USt.', '1.093,43'],
        ['Gesamtleistung brutto', '6.848,35'],
      ]),
      ...earlier(270, [
        ['1. AR', '2026-108', '08.07.2026', '2.800,00', '532,00'],
        ['2. AR', '2026-531', '07.08.2026', '1.900,00', '361,00'],
      ]),
      [330, 330, 'Summe Abschläge brutto', 8],
      r(330, 545, '-5.593,00', 8),
      [342, 330, 'Zahlbetrag', 8],
      r(342, 545, '1.255,35 EUR', 8),
    ],
    expect: [
      ['number', '24730/2026'],
      ['totals.taxExclusive', '5754.92'],
      ['totals.taxInclusive', '6848.35'],
      ['totals.amountDue', '1255.35'],
    ],
  },
  {
    name: '"Abrechnungssumme netto / brutto" of a final invoice, "SR-Nr." (blind55 schluss24, second layout)',
    rows: [
      ...deHead('SR-Nr.:', 'SR 2026-0412'),
      [160, 50, 'Schlussrechnung', 11],
      [180, 50, 'Zusammenstellung', 9],
      [192, 60, 'Titel 01 Baustelleneinrichtung', 8],
      r(192, 545, '5.233,79', 8),
      [204, 60, 'Titel 02 Erdarbeiten', 8],
      r(204, 545, '15.656,87', 8),
      ...sums(222, [
        ['Abrechnungssumme netto', '20.890,66'],
        ['zzgl. 19 % USt.', '3.969,23'],
        ['Abrechnungssumme brutto', '24.859,89'],
      ]),
      ...earlier(262, [['1. AR', '2025-318', '08.12.2025', '10.000,00', '1.900,00']]),
      [310, 330, 'Summe Abschläge brutto', 8],
      r(310, 545, '-11.900,00', 8),
      [322, 330, 'Restforderung', 8],
      r(322, 545, '12.959,89 EUR', 8),
    ],
    expect: [
      ['number', 'SR 2026-0412'],
      ['totals.taxExclusive', '20890.66'],
      ['totals.taxInclusive', '24859.89'],
      ['totals.vatTotal', '3969.23'],
    ],
  },
  {
    name: '"LV-Menge | Menge kum. ME | EP | GP kum." with the two heads joined (blind55 abschlag24)',
    rows: [
      ...deHead('Rechnungs-Nr.:', 'RE 2672397'),
      [180, 50, 'OZ', 8],
      [180, 98, 'Leistung', 8],
      r(180, 330, 'LV-Menge', 8),
      [180, 342, 'Menge kum. ME', 8],
      r(180, 475, 'EP EUR', 8),
      r(180, 545, 'GP kum. EUR', 8),
      [192, 50, '1.1.10', 8],
      [192, 98, 'Baustelle einrichten und räumen', 8],
      r(192, 330, '1,000', 8),
      r(192, 417, '1,000 psch', 8),
      r(192, 475, '4.865,49', 8),
      r(192, 545, '4.865,49', 8),
      [204, 50, '1.1.20', 8],
      [204, 98, 'Bauzaun vorhalten', 8],
      r(204, 330, '83,436', 8),
      r(204, 411, '78,430 lfm', 8),
      r(204, 475, '4,5495', 8),
      r(204, 545, '356,82', 8),
      ...sums(230, [
        ['Summe netto', '5.222,31'],
        ['zzgl. 19 % USt.', '992,24'],
        ['Summe brutto', '6.214,55'],
      ]),
    ],
    expect: [
      ['lines.id', ['1.1.10', '1.1.20']],
      ['lines.quantity', ['1.000', '78.430']],
      ['lines.item.name', ['Baustelle einrichten und räumen', 'Bauzaun vorhalten']],
    ],
  },
  {
    name: 'read before as well (kept as a check that the heads to date stay the quantity and amount columns): "Qty to date | Unit | Rate £ | Value to date £" of a British valuation (blind55 valuation24)',
    rows: [
      [40, 50, 'Calder Construction Ltd', 12],
      [52, 50, 'Unit 24 Riverside Industrial Estate', 8],
      [64, 50, 'Manchester M1 4BT', 8],
      [40, 400, 'INTERIM VALUATION', 11],
      [100, 50, 'Beaumont Homes plc', 9],
      [112, 50, '160 Queen Street', 9],
      [124, 50, 'Nottingham NG1 5FW', 9],
      [100, 400, 'Invoice No.', 8],
      [100, 480, 'VAL-791-05', 8],
      [112, 400, 'Date', 8],
      [112, 480, '22 November 2026', 8],
      [180, 50, 'Ref', 8],
      [180, 100, 'Description', 8],
      r(180, 340, 'Qty to date', 8),
      [180, 346, 'Unit', 8],
      r(180, 440, 'Rate £', 8),
      r(180, 545, 'Value to date £', 8),
      [192, 50, 'Section A – Preliminaries', 8],
      [204, 50, 'A.1', 8],
      [204, 100, 'Site set-up and clearance', 8],
      r(204, 340, '1', 8),
      [204, 346, 'item', 8],
      r(204, 440, '5,471.08', 8),
      r(204, 545, '5,471.08', 8),
      [216, 50, 'A.2', 8],
      [216, 100, 'Heras fencing, hire', 8],
      r(216, 340, '74.19', 8),
      [216, 346, 'm', 8],
      r(216, 440, '3.865', 8),
      r(216, 545, '286.74', 8),
      [244, 330, 'Gross valuation to date', 8],
      r(244, 545, '5,757.82', 8),
    ],
    expect: [
      ['lines.quantity', ['1', '74.19']],
      ['lines.netAmount', ['5471.08', '286.74']],
      ['lines.item.name', ['Site set-up and clearance', 'Heras fencing, hire']],
    ],
  },
];
