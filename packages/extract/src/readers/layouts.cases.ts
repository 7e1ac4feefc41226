/**
 * Small invoice layouts, as the synthetic generators and the corpus print them, shared by the
 * case tables of the VAT, totals, items and lines readers: German, English, French and Dutch
 * item tables with their totals, a visualisation's labelled item blocks, VAT notes, a VAT table.
 */
import type { Row } from '../test-layout.ts';

/** A row of cells at one height: [x, text] pairs. */
export function cells(y: number, pairs: Array<[number, string]>): Row[] {
  return pairs.map(([x, text]): Row => [y, x, text]);
}

/** Totals printed as a label column at x 340 and a value column at x 460, from `y` down. */
export function totalsColumn(y: number, pairs: Array<[string, string]>): Row[] {
  return pairs.flatMap(([label, value], i): Row[] => [
    [y + i * 12, 340, label],
    [y + i * 12, 460, value],
  ]);
}

const DE_HEAD: Array<[number, string]> = [
  [40, 'Pos.'],
  [80, 'Bezeichnung'],
  [300, 'Menge'],
  [360, 'Einzelpreis'],
  [460, 'Gesamt'],
];

/** German letter: two items, "Nettobetrag / zzgl. 19 % MwSt. / Gesamtbetrag". */
export const DE_TABLE: Row[] = [
  [60, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
  ...cells(200, DE_HEAD),
  ...cells(214, [
    [40, '1'],
    [80, 'Beratung'],
    [300, '2'],
    [360, '100,00'],
    [460, '200,00'],
  ]),
  ...cells(228, [
    [40, '2'],
    [80, 'Reisekosten'],
    [300, '1'],
    [360, '50,00'],
    [460, '50,00'],
  ]),
  ...totalsColumn(300, [
    ['Nettobetrag', '250,00 €'],
    ['zzgl. 19 % MwSt.', '47,50 €'],
    ['Gesamtbetrag', '297,50 €'],
  ]),
];

/** German table with a VAT column: two rates, "USt. 7 % auf 20,00" rows. */
export const DE_TWO_RATES: Row[] = [
  [60, 40, 'Rechnung Nr. 2024-19 vom 15.11.2024'],
  ...cells(200, [...DE_HEAD.slice(0, 4), [420, 'USt.'], [460, 'Gesamt']]),
  ...cells(214, [
    [40, '1'],
    [80, 'Buch'],
    [300, '2'],
    [360, '10,00'],
    [420, '7 %'],
    [460, '20,00'],
  ]),
  ...cells(228, [
    [40, '2'],
    [80, 'Kabel'],
    [300, '1'],
    [360, '30,00'],
    [420, '19 %'],
    [460, '30,00'],
  ]),
  ...totalsColumn(300, [
    ['Summe netto', '50,00'],
    ['USt. 7 % auf 20,00', '1,40'],
    ['USt. 19 % auf 30,00', '5,70'],
    ['Rechnungsbetrag', '57,10'],
  ]),
];

/** English: one item, "Subtotal / VAT 20% / Total", a part paid. */
export const EN_TABLE_PAID: Row[] = [
  [60, 40, 'Invoice # INV-7781'],
  ...cells(200, [
    [40, 'Description'],
    [300, 'Qty'],
    [360, 'Unit price'],
    [460, 'Amount'],
  ]),
  ...cells(214, [
    [40, 'Consulting'],
    [300, '3'],
    [360, '120.00'],
    [460, '360.00'],
  ]),
  ...totalsColumn(300, [
    ['Subtotal', '£360.00'],
    ['VAT 20%', '£72.00'],
    ['Total', '£432.00'],
    ['Amount paid', '£100.00'],
    ['Balance due', '£332.00'],
  ]),
];

/** French: "Total HT / TVA 5,5 % / Total TTC". */
export const FR_TABLE: Row[] = [
  [60, 40, 'FACTURE N° F-2024-12'],
  ...cells(200, [
    [40, 'Désignation'],
    [300, 'Qté'],
    [360, 'P.U. HT'],
    [460, 'Montant HT'],
  ]),
  ...cells(214, [
    [40, 'Pain de campagne'],
    [300, '10'],
    [360, '3,50'],
    [460, '35,00'],
  ]),
  ...totalsColumn(300, [
    ['Total HT', '35,00 €'],
    ['TVA 5,5 %', '1,93 €'],
    ['Total TTC', '36,93 €'],
  ]),
];

/** Dutch: "Subtotaal / BTW 21% / Totaal". */
export const NL_TABLE: Row[] = [
  [60, 40, 'FACTUUR'],
  [80, 40, 'Factuurnummer: 2024-0091'],
  ...cells(200, [
    [40, 'Omschrijving'],
    [300, 'Aantal'],
    [360, 'Prijs'],
    [460, 'Bedrag'],
  ]),
  ...cells(214, [
    [40, 'Advies'],
    [300, '4'],
    [360, '75,00'],
    [460, '300,00'],
  ]),
  ...totalsColumn(300, [
    ['Subtotaal', '€ 300,00'],
    ['BTW 21%', '€ 63,00'],
    ['Totaal', '€ 363,00'],
  ]),
];

/** German letter without items: net, VAT and gross only. */
export const DE_NO_ITEMS: Row[] = [
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
  [180, 40, 'Für die Beratung im November berechnen wir:'],
  ...totalsColumn(300, [
    ['Netto', '100,00 €'],
    ['19 % USt.', '19,00 €'],
    ['Brutto', '119,00 €'],
  ]),
];

/** English totals as a grid: labels over their values. */
export const EN_TOTALS_GRID: Row[] = [
  [60, 40, 'Invoice INV-9'],
  ...cells(300, [
    [40, 'Net'],
    [160, 'VAT 20%'],
    [280, 'Total'],
  ]),
  ...cells(312, [
    [40, '500.00'],
    [160, '100.00'],
    [280, '600.00'],
  ]),
];

/** German: a prepayment deducted ("abzgl. Anzahlung"), then the amount to pay. */
export const DE_PREPAID: Row[] = [
  [60, 40, 'Rechnung Nr. 2024-20 vom 15.11.2024'],
  ...cells(200, DE_HEAD),
  ...cells(214, [
    [40, '1'],
    [80, 'Montage'],
    [300, '10'],
    [360, '80,00'],
    [460, '800,00'],
  ]),
  ...totalsColumn(300, [
    ['Nettobetrag', '800,00'],
    ['MwSt. 19 %', '152,00'],
    ['Rechnungsbetrag', '952,00'],
    ['abzgl. Anzahlung', '-500,00'],
    ['Zahlbetrag', '452,00'],
  ]),
];

/** German: a discount row under the items ("Rabatt  -30,00"): a document-level allowance. */
export const DE_DISCOUNT_ROW: Row[] = [
  [60, 40, 'Rechnung Nr. 2024-22 vom 15.11.2024'],
  ...cells(200, DE_HEAD),
  ...cells(214, [
    [40, '1'],
    [80, 'Tisch'],
    [300, '2'],
    [360, '150,00'],
    [460, '300,00'],
  ]),
  ...cells(228, [
    [80, 'Rabatt'],
    [460, '-30,00'],
  ]),
  ...totalsColumn(300, [
    ['Nettobetrag', '270,00'],
    ['MwSt. 19 %', '51,30'],
    ['Gesamtbetrag', '321,30'],
  ]),
];

/** German: an intra-community supply at 0 % with its note (§ 4 Nr. 1 b UStG). */
export const DE_INTRA_COMMUNITY: Row[] = [
  [40, 40, 'Muster GmbH · Am Markt 1 · 80331 München'],
  [60, 40, 'Beispiel SARL'],
  [72, 40, '12 rue de la Paix'],
  [84, 40, '75002 Paris'],
  [96, 40, 'FRANCE'],
  [140, 40, 'Rechnung Nr. 2024-30 vom 15.11.2024'],
  ...cells(200, DE_HEAD),
  ...cells(214, [
    [40, '1'],
    [80, 'Maschine'],
    [300, '1'],
    [360, '5.000,00'],
    [460, '5.000,00'],
  ]),
  ...totalsColumn(300, [
    ['Nettobetrag', '5.000,00'],
    ['USt. 0 %', '0,00'],
    ['Gesamtbetrag', '5.000,00'],
  ]),
  [360, 40, 'Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1 b UStG.'],
];

/** German small business (§ 19 UStG): no VAT, the gross total only. */
export const DE_SMALL_BUSINESS: Row[] = [
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [140, 40, 'Rechnung Nr. 2024-31 vom 15.11.2024'],
  ...cells(200, DE_HEAD),
  ...cells(214, [
    [40, '1'],
    [80, 'Fotografie'],
    [300, '1'],
    [360, '400,00'],
    [460, '400,00'],
  ]),
  ...totalsColumn(300, [['Gesamtbetrag', '400,00 €']]),
  [340, 40, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
];

/** English reverse charge at 0 %. */
export const EN_REVERSE_CHARGE: Row[] = [
  [60, 40, 'Invoice # INV-8001'],
  ...cells(200, [
    [40, 'Description'],
    [300, 'Qty'],
    [360, 'Unit price'],
    [460, 'Amount'],
  ]),
  ...cells(214, [
    [40, 'Software licence'],
    [300, '1'],
    [360, '900.00'],
    [460, '900.00'],
  ]),
  ...totalsColumn(300, [
    ['Net total', '900.00'],
    ['VAT 0%', '0.00'],
    ['Total', '900.00'],
  ]),
  [360, 40, 'Reverse charge: VAT to be accounted for by the recipient.'],
];

/** German VAT table: rate, net, VAT, gross per rate and a sum row. */
export const DE_VAT_TABLE: Row[] = [
  [60, 40, 'Rechnung Nr. 2024-32 vom 15.11.2024'],
  ...cells(300, [
    [40, 'USt.-Satz'],
    [160, 'Netto'],
    [280, 'USt.'],
    [400, 'Brutto'],
  ]),
  ...cells(312, [
    [40, '7 %'],
    [160, '100,00'],
    [280, '7,00'],
    [400, '107,00'],
  ]),
  ...cells(324, [
    [40, '19 %'],
    [160, '200,00'],
    [280, '38,00'],
    [400, '238,00'],
  ]),
  ...cells(340, [
    [40, 'Summe'],
    [160, '300,00'],
    [280, '45,00'],
    [400, '345,00'],
  ]),
];

/**
 * Set (b), a leasing company's statement: the net's label qualified by its VAT in a segment of
 * its own, the amount after it (that segment is no total of its own), then a VAT table.
 */
export const DE_NET_QUALIFIED: Row[] = [
  [140, 40, 'Rechnung Nr. 2015738820 vom 01.11.2024'],
  [200, 40, 'Finanzrate vom 01.11.2024 bis 30.11.2024'],
  ...cells(212, [
    [40, 'Nettobetrag'],
    [110, '(zzgl. 19,00% MwSt.)'],
    [480, '376,37'],
  ]),
  ...cells(240, [
    [40, 'Gesamtbeträge'],
    [300, 'Netto EUR'],
    [380, 'MwSt. EUR'],
    [480, 'Brutto EUR'],
  ]),
  ...cells(252, [
    [200, '19,00% MwSt.:'],
    [300, '376,37'],
    [380, '71,51'],
    [480, '447,88'],
  ]),
  ...cells(264, [
    [200, 'Summe gesamt'],
    [480, '447,88'],
  ]),
];
