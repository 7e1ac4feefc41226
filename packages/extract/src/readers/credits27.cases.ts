/**
 * Cases of session 27 (issue 19, seen set blind42: credit notes, final invoices, document-level
 * amounts), from two layouts each, failing before:
 * - of two sender lines, the one whose name is printed on a line of its own as well: the
 *   letterhead's "Hoch- und Tiefbau · Gewerbepark Süd 44 · …" under "Hochbau Reinhardt GmbH" names
 *   the trade, the line over the window the company (parties.ts `senderLine`, `namedElsewhere`);
 * - the sum of a final invoice's advances ("Summe Abschläge brutto", "Summe der geleisteten
 *   Abschlagszahlungen", "Summe Abschläge gesamt") is paid, no discount (lexicon/de.ts `paidAmount`);
 * - a self-billing credit note's "Gutschrift netto" is the net, its "Auszahlungsbetrag" what it
 *   pays out (lexicon/de.ts `taxExclusive`, `amountDue`);
 * - "Zahlbar bis 09.05.2026 mit 3 % Skonto … oder bis 22.05.2026 netto": the due date is the
 *   net one (readers/dates.ts `detectDueDate`);
 * - the lines' sum over the discount and the carriage: "Goods / Services", "Total brut HT"
 *   (lexicon/en.ts, fr.ts `lineNetTotal`);
 * - a VAT analysis under the items, "Code | Rate | Net | VAT" with rows "S 20% …": the letters in
 *   the items' VAT column are its codes (lexicon/vat.ts `VAT_TABLE_CODE_ROW`).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Credits27Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "seller.name", "totals.paidAmount", "dueDate", "lines.vatRate" (every line's) */
  expect: Array<[string, unknown]>;
}

/** A German letter: the seller's letterhead, the buyer in the window, number and date at the right. */
function letter(head: StyledRow[], window: string[], title: string): StyledRow[] {
  return [
    ...head,
    ...window.map((t, i): StyledRow => [130 + i * 12, 50, t, i === 0 ? 7 : 10]),
    [130, 400, 'Rechnungs-Nr.', 9],
    [130, 480, 'SR 2025-138', 9],
    [142, 400, 'Datum', 9],
    [142, 480, '05.04.2026', 9],
    [220, 50, title, 14, true],
  ];
}

/** A two-item German table at y 250 and its totals from y 300 (net 1.000,00, 19 %). */
const table: StyledRow[] = [
  [250, 50, 'Pos.', 9, true],
  [250, 90, 'Bezeichnung', 9, true],
  [250, 330, 'Menge', 9, true],
  [250, 420, 'EP €', 9, true],
  [250, 500, 'GP €', 9, true],
  [264, 50, '1', 9],
  [264, 90, 'Mauerwerk KS 17,5 cm', 9],
  [264, 330, '10 m²', 9],
  [264, 420, '60,00', 9],
  [264, 504, '600,00', 9],
  [278, 50, '2', 9],
  [278, 90, 'Regiearbeiten Facharbeiter', 9],
  [278, 330, '8 Std', 9],
  [278, 420, '50,00', 9],
  [278, 504, '400,00', 9],
  [300, 330, 'Summe netto', 9],
  [300, 499.5, '1.000,00', 9],
  [312, 330, 'zzgl. 19 % MwSt.', 9],
  [312, 504, '190,00', 9],
  [324, 330, 'Gesamtbetrag brutto', 9],
  [324, 499.5, '1.190,00', 9],
];

export const CREDITS27_CASES: Credits27Case[] = [
  {
    name: 'a builder: the trade and address under the name, the sender line over the window names the company',
    rows: letter(
      [
        [40, 50, 'Hochbau Reinhardt GmbH', 14, true],
        [58, 50, 'Hoch- und Tiefbau · Gewerbepark Süd 44 · 79098 Freiburg im Breisgau', 8],
      ],
      [
        'Hochbau Reinhardt GmbH · Gewerbepark Süd 44 · 79098 Freiburg im Breisgau',
        'Wohnbau Rheinland eG',
        'Kaiser-Wilhelm-Ring 115',
        '22765 Hamburg',
      ],
      'Schlussrechnung',
    ).concat(table),
    expect: [
      ['seller.name', 'Hochbau Reinhardt GmbH'],
      ['buyer.name', 'Wohnbau Rheinland eG'],
    ],
  },
  {
    name: "an engineers' partnership: its field of work and address under the name, the sender line over the window",
    rows: letter(
      [
        [40, 50, 'Ingenieurbüro Lange & Partner', 14, true],
        [58, 50, 'Tragwerksplanung · Lindenweg 8 · 06108 Halle (Saale)', 8],
      ],
      [
        'Ingenieurbüro Lange & Partner · Lindenweg 8 · 06108 Halle (Saale)',
        'Stadtwerke Brühl GmbH',
        'Am Markt 3',
        '50321 Brühl',
      ],
      'Rechnung',
    ).concat(table),
    expect: [
      ['seller.name', 'Ingenieurbüro Lange & Partner'],
      ['buyer.name', 'Stadtwerke Brühl GmbH'],
    ],
  },
  {
    name: 'a final invoice with a table of advances: "Summe Abschläge brutto" is paid, the rest due',
    rows: [
      ...letter(
        [[40, 50, 'Ziegler Bau GmbH', 14, true]],
        [
          'Ziegler Bau GmbH · Gewerbepark Süd 15 · 50321 Brühl',
          'Familie Zimmermann',
          'Lindenweg 4',
          '51465 Bergisch Gladbach',
        ],
        'Schlussrechnung',
      ),
      ...table,
      [350, 50, 'Abzüglich geleisteter Abschlagszahlungen:', 9],
      [364, 50, '1. Abschlag', 9],
      [364, 150, 'AR-239', 9],
      [364, 499.5, '1.000,00', 9],
      [390, 330, 'Summe Abschläge brutto', 9],
      [390, 499.5, '1.000,00', 9],
      [402, 330, 'Restforderung', 9],
      [402, 504, '190,00', 9],
    ],
    expect: [
      ['totals.lineNetTotal', '1000.00'],
      ['totals.paidAmount', '1000.00'],
      ['totals.amountDue', '190.00'],
    ],
  },
  {
    name: 'a final invoice without a table of advances: "Summe Abschläge gesamt" is paid',
    rows: [
      ...letter(
        [[40, 50, 'Bauunternehmung Kessler & Sohn', 14, true]],
        [
          'Kessler & Sohn · Friedrich-Ebert-Straße 12 · 90402 Nürnberg',
          'Grundstücksgesellschaft Mühlenfeld GbR',
          'Friedrich-Ebert-Straße 73',
          '50667 Köln',
        ],
        'Schlussrechnung',
      ),
      ...table,
      [350, 330, 'Summe Abschläge gesamt', 9],
      [350, 504, '595,00', 9],
      [362, 330, 'noch zu zahlen', 9],
      [362, 504, '595,00', 9],
    ],
    expect: [
      ['totals.lineNetTotal', '1000.00'],
      ['totals.paidAmount', '595.00'],
      ['totals.amountDue', '595.00'],
    ],
  },
  {
    name: 'a self-billing credit note: "Gutschrift netto", VAT per rate "aus" its base, "Auszahlungsbetrag"',
    rows: [
      ...letter(
        [[40, 50, 'Vertriebsgesellschaft Hansa mbH', 14, true]],
        [
          'Vertriebsgesellschaft Hansa mbH · Lindenweg 88 · 45468 Mülheim an der Ruhr',
          'Agentur Brandt',
          'Am Hafen 2',
          '20457 Hamburg',
        ],
        'Gutschrift',
      ),
      [240, 50, 'im Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG', 9],
      [260, 50, 'Leistung', 9, true],
      [260, 440, 'USt', 9, true],
      [260, 500, 'Netto €', 9, true],
      [274, 50, 'Provision Vermittlung Neukunden', 9],
      [274, 440, '19%', 9],
      [274, 499.5, '1.000,00', 9],
      [288, 50, 'Honorar E-Book-Verkäufe', 9],
      [288, 440, '7%', 9],
      [288, 504, '500,00', 9],
      [310, 330, 'Gutschrift netto', 9],
      [310, 499.5, '1.500,00', 9],
      [322, 330, 'Umsatzsteuer 19 % aus 1.000,00', 9],
      [322, 504, '190,00', 9],
      [334, 330, 'Umsatzsteuer 7 % aus 500,00', 9],
      [334, 508.5, '35,00', 9],
      [346, 330, 'Summe Umsatzsteuer', 9],
      [346, 504, '225,00', 9],
      [358, 330, 'Auszahlungsbetrag', 9],
      [358, 499.5, '1.725,00', 9],
    ],
    expect: [
      ['totals.taxExclusive', '1500.00'],
      ['totals.vatTotal', '225.00'],
      ['totals.amountDue', '1725.00'],
    ],
  },
  {
    name: 'a credit note for returned goods: "Gutschriftsbetrag netto" and "Auszahlungsbetrag" under the lines',
    rows: [
      ...letter(
        [[40, 50, 'Getränke Hahn KG', 14, true]],
        [
          'Getränke Hahn KG · Brunnenweg 3 · 35390 Gießen',
          'Gasthaus zur Linde',
          'Dorfstraße 5',
          '35415 Pohlheim',
        ],
        'Gutschrift',
      ),
      [260, 50, 'Artikel', 9, true],
      [260, 330, 'Menge', 9, true],
      [260, 420, 'Preis', 9, true],
      [260, 500, 'Betrag', 9, true],
      [274, 50, 'Leergut Kiste 20 x 0,5 l', 9],
      [274, 330, '10', 9],
      [274, 420, '3,10', 9],
      [274, 508.5, '31,00', 9],
      [288, 50, 'Rücknahme Apfelschorle', 9],
      [288, 330, '4', 9],
      [288, 420, '5,00', 9],
      [288, 508.5, '20,00', 9],
      [304, 330, 'Summe Positionen', 9],
      [304, 508.5, '51,00', 9],
      [316, 330, 'abzgl. Bearbeitungsgebühr', 9],
      [316, 513, '-5,00', 9],
      [328, 330, 'Gutschriftsbetrag netto', 9],
      [328, 508.5, '46,00', 9],
      [340, 330, '19 % MwSt.', 9],
      [340, 513, '8,74', 9],
      [352, 330, 'Auszahlungsbetrag', 9],
      [352, 508.5, '54,74', 9],
    ],
    expect: [
      ['totals.taxExclusive', '46.00'],
      ['totals.amountDue', '54.74'],
    ],
  },
  {
    name: 'a wholesaler\'s terms: "Zahlbar bis … mit 3 % Skonto (…) oder bis … netto"',
    rows: [
      ...letter(
        [[40, 50, 'Getränke Hahn KG', 14, true]],
        [
          'Getränke Hahn KG · Brunnenweg 3 · 35390 Gießen',
          'Gasthaus zur Linde',
          'Dorfstraße 5',
          '35415 Pohlheim',
        ],
        'Rechnung',
      ),
      ...table,
      [360, 50, 'Zahlbar bis 12.04.2026 mit 3 % Skonto (35,70 €) oder bis 05.05.2026 netto.', 9],
    ],
    expect: [['dueDate', '2026-05-05']],
  },
  {
    name: 'a printer\'s terms on two lines of one sentence: "Zahlungsziel: 15.04.2026 abzüglich 2 % Skonto, 05.05.2026 ohne Abzug"',
    rows: [
      ...letter(
        [[40, 50, 'Druckerei Weiß GmbH', 14, true]],
        [
          'Druckerei Weiß GmbH · Am Anger 2 · 99084 Erfurt',
          'Verlag Sonnenschein',
          'Hauptstraße 9',
          '04109 Leipzig',
        ],
        'Rechnung',
      ),
      ...table,
      [360, 50, 'Zahlungsziel: 15.04.2026 abzüglich 2 % Skonto, 05.05.2026 ohne Abzug', 9],
    ],
    expect: [['dueDate', '2026-05-05']],
  },
  {
    name: 'an English invoice: VAT codes S/E in the items, a VAT analysis, "Goods / Services" over discount and carriage',
    rows: [
      [40, 50, 'Sterntech Ltd', 14, true],
      [58, 50, '15 Station Road · Leeds LS1 4DY', 8],
      [110, 50, 'Hafenmedia Ltd.', 10],
      [122, 50, '102 Victoria Road', 10],
      [134, 50, 'Manchester', 10],
      [146, 50, 'M7 6AB', 10],
      [110, 380, 'Invoice No.', 9],
      [110, 480, 'INV-3301', 9],
      [122, 380, 'Invoice Date', 9],
      [122, 480, '17 April 2026', 9],
      [200, 50, 'Description', 9, true],
      [200, 300, 'Qty', 9, true],
      [200, 360, 'Unit Price', 9, true],
      [200, 440, 'VAT', 9, true],
      [200, 500, 'Net £', 9, true],
      [214, 50, 'Office chair mesh back', 9],
      [214, 300, '2', 9],
      [214, 360, '200.00', 9],
      [214, 440, 'S', 9],
      [214, 504, '400.00', 9],
      [228, 50, 'Health and safety training course', 9],
      [228, 300, '1', 9],
      [228, 360, '600.00', 9],
      [228, 440, 'E', 9],
      [228, 504, '600.00', 9],
      [256, 330, 'Goods / Services', 9],
      [256, 499.5, '1,000.00', 9],
      [268, 330, 'Less trade discount', 9],
      [268, 504, '(50.00)', 9],
      [280, 330, 'Carriage', 9],
      [280, 508.5, '10.00', 9],
      [292, 330, 'Net total', 9],
      [292, 504, '960.00', 9],
      [304, 330, 'Total VAT', 9],
      [304, 508.5, '72.00', 9],
      [316, 330, 'Invoice total GBP', 9],
      [316, 499.5, '1,032.00', 9],
      [350, 50, 'VAT analysis', 9, true],
      [364, 50, 'Code', 9],
      [364, 110, 'Rate', 9],
      [364, 200, 'Net', 9],
      [364, 300, 'VAT', 9],
      [378, 50, 'S', 9],
      [378, 110, '20%', 9],
      [378, 200, '360.00', 9],
      [378, 300, '72.00', 9],
      [392, 50, 'E', 9],
      [392, 110, '0%', 9],
      [392, 200, '600.00', 9],
      [392, 300, '0.00', 9],
    ],
    expect: [
      ['totals.lineNetTotal', '1000.00'],
      ['lines.vatRate', ['20', '0']],
    ],
  },
  {
    name: 'a French invoice: VAT codes 1/2 in the items, a VAT table "Code | Taux", "Total brut HT" over the discount',
    rows: [
      [40, 50, 'Bureau Plus SARL', 14, true],
      [58, 50, '12 rue de la Paix · 75002 Paris', 8],
      [110, 50, 'Atelier Martin', 10],
      [122, 50, '5 avenue Foch', 10],
      [134, 50, '69006 Lyon', 10],
      [110, 380, 'Facture N°', 9],
      [110, 480, 'F-2026-118', 9],
      [122, 380, 'Date :', 9],
      [122, 480, '02/01/2026', 9],
      [200, 50, 'Désignation', 9, true],
      [200, 300, 'Qté', 9, true],
      [200, 360, 'PU HT', 9, true],
      [200, 440, 'TVA', 9, true],
      [200, 500, 'Total HT', 9, true],
      [214, 50, 'Fauteuil de bureau ergonomique', 9],
      [214, 300, '2', 9],
      [214, 360, '200,00', 9],
      [214, 440, '1', 9],
      [214, 504, '400,00', 9],
      [228, 50, 'Livre technique bâtiment', 9],
      [228, 300, '5', 9],
      [228, 360, '20,00', 9],
      [228, 440, '2', 9],
      [228, 504, '100,00', 9],
      [256, 330, 'Total brut HT', 9],
      [256, 504, '500,00', 9],
      [268, 330, 'Remise 10 %', 9],
      [268, 508.5, '-50,00', 9],
      [280, 330, 'Total net HT', 9],
      [280, 504, '450,00', 9],
      [292, 330, 'Total TVA', 9],
      [292, 508.5, '74,48', 9],
      [304, 330, 'Total TTC', 9],
      [304, 504, '524,48', 9],
      [340, 50, 'Code', 9],
      [340, 110, 'Taux', 9],
      [340, 200, 'Base HT', 9],
      [340, 300, 'Montant TVA', 9],
      [354, 50, '1', 9],
      [354, 110, '20 %', 9],
      [354, 200, '360,00', 9],
      [354, 300, '72,00', 9],
      [368, 50, '2', 9],
      [368, 110, '5,5 %', 9],
      [368, 200, '90,00', 9],
      [368, 300, '4,95', 9],
    ],
    expect: [
      ['totals.lineNetTotal', '500.00'],
      ['lines.vatRate', ['20', '5.5']],
    ],
  },
];
