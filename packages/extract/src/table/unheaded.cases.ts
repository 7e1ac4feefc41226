/**
 * Cases of items without a table head whose rows print a quantity line under them (session 21),
 * from two layouts, failing before (`table/unheaded.ts` took such a line, ending in an amount,
 * for the end of the items, so no item was read and one stand-in line came out):
 * - a locksmith's emergency receipt (blind26 `notdienst`): "Anfahrt  15,20" over "16 km à 0,95 €",
 *   "Profilzylinder …  72,50" over "1 Stk. à 72,50 €", rows without one are one flat item each,
 *   between two dashed rules, "Netto" their sum;
 * - a British handyman's invoice (hand-made, decimal point): "Labour …  135.00" over
 *   "3 hrs @ 45.00", "Copper pipe 15 mm  25.50" over "6 m @ 4.25", "Subtotal" their sum.
 * The guard: a name wrapped over two lines above its quantity line (a phone app's invoice, blind19
 * `mobile`) keeps its second line.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface UnheadedCase {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, price, net] per item */
  items: Array<[string, string, string, string, string]>;
}

const DASHES = '-'.repeat(60);

export const UNHEADED_QTY_CASES: UnheadedCase[] = [
  {
    name: 'a locksmith\'s receipt: "16 km à 0,95 €" under "Anfahrt 15,20" (blind26 notdienst)',
    rows: [
      [50, 50, 'SCHLÜSSEL-NOTDIENST BRANDT', 13, true],
      [66, 50, 'Im Mühlenfeld 136'],
      [77, 50, '51465 Bergisch Gladbach'],
      [88, 50, '24h-Notruf +49 221 657306'],
      [130, 50, 'Quittung / Rechnung Nr. 8185', 12, true],
      [146, 50, 'Datum: 25.12.2026'],
      [146, 250, 'Uhrzeit: 21:40 Uhr'],
      [165, 50, 'Kunde:'],
      [176, 50, 'Frau'],
      [187, 50, 'Sabine Krüger'],
      [198, 50, 'Gewerbepark Süd 108b'],
      [209, 50, '22765 Hamburg'],
      [230, 50, DASHES],
      [245, 50, 'Türöffnung zerstörungsfrei'],
      r(245, 380, '105,50'),
      [258, 50, 'Nachtzuschlag 100 % auf Türöffnung'],
      r(258, 380, '105,50'),
      [271, 50, 'Notdienstzuschlag Wochenende/Feiertag'],
      r(271, 380, '40,50'),
      [284, 50, 'Anfahrt'],
      r(284, 380, '15,20'),
      [296, 62, '16 km à 0,95 €', 8],
      [309, 50, 'Profilzylinder 30/35 mit 3 Schlüsseln, eingebaut'],
      r(309, 380, '72,50'),
      [321, 62, '1 Stk. à 72,50 €', 8],
      [334, 50, DASHES],
      [348, 50, 'Netto'],
      r(348, 380, '339,20'),
      [361, 50, 'MwSt. 19 %'],
      r(361, 380, '64,45'),
      [374, 50, 'Gesamt EUR', 9, true],
      r(374, 380, '403,65', 9, true),
      [387, 50, 'Bar erhalten'],
      r(387, 380, '403,65'),
      [400, 50, 'Restbetrag'],
      r(400, 380, '0,00'),
    ],
    items: [
      ['Türöffnung zerstörungsfrei', '1', 'C62', '105.50', '105.50'],
      ['Nachtzuschlag 100 % auf Türöffnung', '1', 'C62', '105.50', '105.50'],
      ['Notdienstzuschlag Wochenende/Feiertag', '1', 'C62', '40.50', '40.50'],
      ['Anfahrt', '16', 'KMT', '0.95', '15.20'],
      ['Profilzylinder 30/35 mit 3 Schlüsseln, eingebaut', '1', 'C62', '72.50', '72.50'],
    ],
  },
  {
    name: 'a handyman\'s invoice: "3 hrs @ 45.00" under "Labour … 135.00" (hand-made, British)',
    rows: [
      [48, 50, 'Tom Baxter Property Repairs', 14, true],
      [64, 50, '12 Mill Lane'],
      [75, 50, 'Bristol BS1 4QT'],
      [86, 50, 'Tel 0117 496 0321'],
      [120, 50, 'INVOICE 2231', 12, true],
      [134, 50, 'Date: 14/03/2026'],
      [150, 50, 'Bill to:'],
      [161, 50, 'Harbourside Lettings Ltd'],
      [172, 50, '4 Quay Street'],
      [183, 50, 'Bristol BS1 5ED'],
      [210, 50, 'Call-out charge'],
      r(210, 470, '85.00'),
      [223, 50, 'Labour – replace kitchen tap and waste'],
      r(223, 470, '135.00'),
      [235, 62, '3 hrs @ 45.00', 8],
      [248, 50, 'Copper pipe 15 mm'],
      r(248, 470, '25.50'),
      [260, 62, '6 m @ 4.25', 8],
      [273, 50, 'Compression fittings'],
      r(273, 470, '17.10'),
      [295, 50, 'Subtotal'],
      r(295, 470, '262.60'),
      [308, 50, 'VAT 20%'],
      r(308, 470, '52.52'),
      [321, 50, 'Total due', 9, true],
      r(321, 470, '315.12', 9, true),
    ],
    items: [
      ['Call-out charge', '1', 'C62', '85.00', '85.00'],
      ['Labour – replace kitchen tap and waste', '3', 'HUR', '45.00', '135.00'],
      ['Copper pipe 15 mm', '6', 'MTR', '4.25', '25.50'],
      ['Compression fittings', '1', 'C62', '17.10', '17.10'],
    ],
  },
  {
    name: 'a phone app: a name wrapped over two lines above "4 Std. × 88,50 €" keeps both (blind19 mobile)',
    rows: [
      [47, 60, 'Rechnung Nr. INV9429', 14, true],
      [70, 60, 'Terramedia e.K., Industrieweg 11a, 50665 Köln'],
      [120, 60, 'Kronlogistik GmbH'],
      [131, 60, 'Gartenstraße 22'],
      [142, 60, '50683 Köln'],
      [200, 60, 'Einrichtung Notebook und'],
      r(200, 300, '354,00 €'),
      [211, 60, 'Drucker'],
      [222, 72, '4 Std. × 88,50 €', 8],
      [235, 60, 'Toner schwarz'],
      r(235, 300, '329,90 €'),
      [246, 72, '1 × 329,90 €', 8],
      [262, 60, 'Zwischensumme'],
      r(262, 300, '683,90 €'),
      [275, 60, 'MwSt. 19 %'],
      r(275, 300, '129,94 €'),
      [288, 60, 'Gesamt', 9, true],
      r(288, 300, '813,84 €', 9, true),
    ],
    items: [
      ['Einrichtung Notebook und Drucker', '4', 'HUR', '88.50', '354.00'],
      ['Toner schwarz', '1', 'C62', '329.90', '329.90'],
    ],
  },
];
