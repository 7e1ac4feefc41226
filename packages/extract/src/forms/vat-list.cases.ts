/**
 * Cases of the VAT breakdown printed as a labelled list per rate, from two layouts of the
 * official XRechnung visualisation: its HTML view printed (German and English: a qualifier
 * "netto" / "net" between label and amount, rates printed with a point, a block running over a
 * page break) and its XSL-FO PDF (no qualifier, "19,00%"). An allowance's category line
 * ("Umsatzsteuerkategorie des Nachlasses: S") starts no block.
 */
import type { Row } from '../test-layout.ts';

export interface VatListCase {
  name: string;
  rows: Row[];
  /** rows on page 2 (a block running over the page break) */
  page2?: Row[];
  /** the decimal mark of the amounts */
  mark: ',' | '.';
  /** [category, rate, base, tax] per printed rate */
  breakdown: Array<[string, string, string, string]>;
}

export const VAT_LIST_CASES: VatListCase[] = [
  {
    name: 'official HTML print (German): two rates, the second over a page break',
    mark: ',',
    rows: [
      [40, 40, 'Rechnung'],
      [600, 20, 'Aufschlüsselung der Umsatzsteuer auf Ebene der Rechnung'],
      [630, 28, 'Umsatzsteuerkategorie: S'],
      [652, 28, 'Gesamtsumme'],
      [652, 379, 'netto'],
      [652, 527, '113,03'],
      [674, 28, 'Umsatzsteuersatz'],
      [674, 527, '7.00 %'],
      [696, 28, 'Umsatzsteuerbetrag'],
      [696, 539, '7,91'],
      [730, 20, 'Aufschlüsselung der Umsatzsteuer auf Ebene der Rechnung'],
      [760, 28, 'Umsatzsteuerkategorie: S'],
      [782, 28, 'Gesamtsumme'],
      [782, 379, 'netto'],
      [782, 534, '64,46'],
      [804, 28, 'Umsatzsteuersatz'],
      [804, 519, '19.00 %'],
    ],
    page2: [
      [10, 28, 'Umsatzsteuerbetrag'],
      [10, 531, '12,25'],
      [60, 20, 'Nachlass auf Ebene der Rechnung'],
      [90, 28, 'Umsatzsteuerkategorie des Nachlasses: S'],
      [112, 28, 'Grundbetrag'],
      [112, 379, 'netto'],
      [112, 534, '10,00'],
      [134, 28, 'Umsatzsteuersatz des Nachlasses'],
      [134, 534, '19.00'],
    ],
    breakdown: [
      ['S', '7', '113.03', '7.91'],
      ['S', '19', '64.46', '12.25'],
    ],
  },
  {
    name: 'official HTML print (English): "VAT category", "Total | net", "VAT rate", "VAT amount"',
    mark: '.',
    rows: [
      [40, 40, 'Invoice'],
      [600, 20, 'Sales tax breakdown at invoice level'],
      [630, 28, 'VAT category: S'],
      [652, 28, 'Total'],
      [652, 379, 'net'],
      [652, 527, '1,500.00'],
      [674, 28, 'VAT rate'],
      [674, 527, '25.00 %'],
      [696, 28, 'VAT amount'],
      [696, 539, '375.00'],
      [730, 20, 'Sales tax breakdown at invoice level'],
      [760, 28, 'VAT category: S'],
      [782, 28, 'Total'],
      [782, 379, 'net'],
      [782, 527, '2,500.00'],
      [804, 28, 'VAT rate'],
      [804, 527, '12.00 %'],
      [826, 28, 'VAT amount'],
      [826, 539, '300.00'],
    ],
    breakdown: [
      ['S', '25', '1500', '375'],
      ['S', '12', '2500', '300'],
    ],
  },
  {
    name: 'official XSL-FO PDF (German): no qualifier, "19,00%", an exempt rate with its reason',
    mark: ',',
    rows: [
      [40, 57, 'Rechnung'],
      [60, 63, 'Aufschlüsselung der Umsatzsteuer auf Ebene der Rechnung'],
      [83, 62, 'Umsatzsteuerkategorie: S'],
      [96, 62, 'Gesamtsumme'],
      [96, 530, '10.781,25'],
      [109, 62, 'Umsatzsteuersatz'],
      [109, 539, '19,00%'],
      [122, 62, 'Umsatzsteuerbetrag'],
      [122, 533, '2.048,44'],
      [141, 62, 'Umsatzsteuerkategorie: E'],
      [153, 62, 'Gesamtsumme'],
      [153, 551, '0,00'],
      [166, 62, 'Umsatzsteuersatz'],
      [166, 543, '0,00%'],
      [180, 62, 'Umsatzsteuerbetrag'],
      [180, 550, '0,00'],
      [200, 62, 'Befreiungsgrund:'],
      [200, 142, 'Steuerfreie Ausfuhr'],
    ],
    breakdown: [
      ['S', '19', '10781.25', '2048.44'],
      ['E', '0', '0', '0'],
    ],
  },
];
