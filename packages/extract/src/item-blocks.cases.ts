/**
 * Cases of the `items.blocks` reader (item-blocks.ts), from three kinds of layout: the XRechnung
 * visualisation (one "Label  value" pair per line, German and English; our imitation and the
 * official KoSIT view, HTML print and XSL-FO) and invoices of labelled fields (several pairs on
 * one line under "Pos. 1"); and layouts that must give no items.
 */
import type { Row } from './test-layout.ts';

export interface ItemBlockCase {
  name: string;
  rows: Row[];
  /** expected items: id, name, quantity, unit code, price, net, rate (undefined = not printed) */
  items: Array<[string | undefined, string, string, string | undefined, string, string, string | undefined]>;
}

const viz = (y: number, pairs: Array<[string, string]>): Row[] =>
  pairs.flatMap(([l, v], i): Row[] => [
    [y + i * 12, 60, l],
    [y + i * 12, 220, v],
  ]);

export const ITEM_BLOCK_CASES: ItemBlockCase[] = [
  {
    name: 'visualisation, German, two items',
    rows: [
      [40, 50, 'Rechnungspositionen'],
      ...viz(60, [
        ['Position', '1'],
        ['Artikelname', 'Wartung Heizungsanlage'],
        ['Artikelnummer', 'A12345'],
        ['Menge', '2,5'],
        ['Einheit', 'Stunde (HUR)'],
        ['Preis', '80,00'],
        ['Nettobetrag', '200,00'],
        ['USt.', 'S 19 %'],
      ]),
      ...viz(170, [
        ['Position', '2'],
        ['Artikelname', 'Kupferrohr 22 mm'],
        ['Artikelnummer', 'B77777'],
        ['Menge', '12'],
        ['Einheit', 'MTR'],
        ['Preis', '4,50'],
        ['Nettobetrag', '54,00'],
        ['USt.', 'S 7 %'],
      ]),
      [280, 50, 'Gesamtbeträge'],
      ...viz(300, [
        ['Summe aller Positionen netto', '254,00'],
        ['Gesamtbetrag ohne USt.', '254,00'],
      ]),
    ],
    items: [
      ['1', 'Wartung Heizungsanlage', '2.5', 'HUR', '80.00', '200.00', '19'],
      ['2', 'Kupferrohr 22 mm', '12', 'MTR', '4.50', '54.00', '7'],
    ],
  },
  {
    name: 'visualisation, English, labels with colons',
    rows: viz(60, [
      ['Item:', '1'],
      ['Item name:', 'Cloud hosting (monthly)'],
      ['Quantity:', '3'],
      ['Unit:', 'H87'],
      ['Price:', '19.90'],
      ['Net amount:', '59.70'],
      ['VAT:', 'S 20 %'],
    ]),
    items: [['1', 'Cloud hosting (monthly)', '3', 'H87', '19.90', '59.70', '20']],
  },
  {
    name: 'labelled fields, several pairs on a line under "Pos. 1"',
    rows: [
      [300, 50, 'Pos. 1'],
      [300, 100, 'Bezeichnung:'],
      [300, 165, 'Montagearbeiten'],
      [312, 100, 'Menge:'],
      [312, 135, '4 Std.'],
      [312, 210, 'Einzelpreis:'],
      [312, 275, '65,00 €'],
      [312, 340, 'USt.:'],
      [312, 370, '19 %'],
      [312, 420, 'Betrag:'],
      [312, 480, '260,00 €'],
      [330, 50, 'Pos. 2'],
      [330, 100, 'Bezeichnung:'],
      [330, 165, 'Anfahrtspauschale'],
      [342, 100, 'Menge:'],
      [342, 135, '1 pauschal'],
      [342, 210, 'Einzelpreis:'],
      [342, 275, '45,00 €'],
      [342, 340, 'USt.:'],
      [342, 370, '19 %'],
      [342, 420, 'Betrag:'],
      [342, 480, '45,00 €'],
    ],
    items: [
      ['1', 'Montagearbeiten', '4', 'HUR', '65.00', '260.00', '19'],
      ['2', 'Anfahrtspauschale', '1', 'LS', '45.00', '45.00', '19'],
    ],
  },
  {
    // KoSIT xrechnung-visualization, HTML view printed (set (f)): the block starts at "Position:",
    // the details right, other rows left, "Umsatzsteuer: S" before the rate, the name last
    name: 'official visualisation, HTML print (German): name after the details, rows between',
    rows: [
      [100, 20, 'Position: 1'],
      [100, 306, 'Preiseinzelheiten'],
      [118, 322, 'Menge'],
      [118, 515, '33,00'],
      [130, 28, 'Freitext:'],
      [130, 163, 'Die letzte Lieferung erfolgt'],
      [142, 322, 'Einheit'],
      [142, 527, 'XPP'],
      [160, 28, 'Objektkennung:'],
      [160, 322, 'Preis pro Einheit (netto)'],
      [160, 515, '12,50'],
      [178, 322, 'Gesamtpreis (netto)'],
      [178, 505, '412,50'],
      [200, 28, 'Kontierungshinweis:'],
      [200, 322, 'Rabatt (netto):'],
      [220, 28, 'Abrechnungszeitraum:'],
      [220, 322, 'Code der Maßeinheit:'],
      [240, 28, 'Von:'],
      [240, 322, 'Umsatzsteuer:'],
      [240, 457, 'S'],
      [260, 28, 'Bis:'],
      [260, 322, 'Umsatzsteuersatz:'],
      [260, 457, '19,00 %'],
      [290, 20, 'Nachlässe auf Ebene der Rechnungsposition'],
      [310, 20, 'Artikelinformationen'],
      [330, 28, 'Bezeichnung:'],
      [330, 162, 'Deutsches'],
      [330, 306, 'Artikelkennung:'],
      [342, 162, 'Verwaltungsblatt'],
      [362, 162, 'Heft 13'],
      [368, 28, 'Beschreibung:'],
      [374, 162, '2016'],
      [400, 28, 'Artikelnummer:'],
      [400, 162, '55849000'],
      [440, 20, 'Position: 2'],
      [440, 306, 'Preiseinzelheiten'],
      [458, 322, 'Menge'],
      [458, 515, '1,00'],
      [470, 322, 'Einheit'],
      [470, 527, 'XPP'],
      [488, 322, 'Preis pro Einheit (netto)'],
      [488, 515, '17,94'],
      [506, 322, 'Gesamtpreis (netto)'],
      [506, 515, '17,94'],
      [524, 322, 'Umsatzsteuersatz:'],
      [524, 457, '7,00 %'],
      [560, 28, 'Bezeichnung:'],
      [560, 162, 'Versandkosten'],
    ],
    items: [
      ['1', 'Deutsches Verwaltungsblatt', '33.00', 'XPP', '12.50', '412.50', '19'],
      ['2', 'Versandkosten', '1.00', 'XPP', '17.94', '17.94', '7'],
    ],
  },
  {
    // the same visualisation as XSL-FO (FOP) with English labels: "Identifier: 1" heads the
    // block, two pairs on a line ("Quantity 10.00  VAT category: S"), "Name:" under "Item information"
    name: 'official visualisation, XSL-FO print (English): pairs side by side, "Name:" last',
    rows: [
      [100, 28, '1'],
      [112, 28, 'Identifier:'],
      [112, 140, '1'],
      [124, 28, 'Price details'],
      [136, 28, 'Quantity'],
      [136, 300, '10.00'],
      [136, 360, 'VAT category:'],
      [136, 460, 'S'],
      [148, 28, 'Unit'],
      [148, 306, 'XPP'],
      [160, 360, 'VAT rate:'],
      [160, 460, '19.00%'],
      [172, 28, 'Price per unit (net)'],
      [172, 300, '218.00'],
      [184, 28, 'Total price (net)'],
      [184, 290, '2,180.00'],
      [196, 28, 'Allowances on invoice item level'],
      [208, 28, 'Base amount (net)'],
      [208, 300, '0.00'],
      [220, 28, 'Item information'],
      [232, 28, 'Name:'],
      [232, 140, 'Drehstuhl'],
      [244, 28, 'Description:'],
      [244, 140, 'Sitz: 10-301 blau'],
      [256, 28, 'Item identifier:'],
      [256, 140, 'AL281982'],
    ],
    items: [['1', 'Drehstuhl', '10.00', 'XPP', '218.00', '2180.00', '19']],
  },
  {
    name: 'an item table (head row and rows) is no block',
    rows: [
      [300, 50, 'Pos.'],
      [300, 90, 'Menge'],
      [300, 140, 'Bezeichnung'],
      [300, 400, 'Preis'],
      [300, 480, 'Betrag'],
      [315, 50, '1'],
      [315, 90, '3'],
      [315, 140, 'Schrauben'],
      [315, 400, '2,00'],
      [315, 480, '6,00'],
    ],
    items: [],
  },
  {
    name: 'a totals list is no block',
    rows: viz(400, [
      ['Nettobetrag', '100,00'],
      ['USt. 19 %', '19,00'],
      ['Gesamtbetrag', '119,00'],
    ]),
    items: [],
  },
];
