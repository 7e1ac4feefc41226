/**
 * Cases of session 25 (issue 19), each rule in two layouts:
 * - "Articolo" / "Artículo" alone left of the description head heads the article codes
 *   (lexicon/table.ts `ARTICLE_ALONE`);
 * - a VAT code letter glued to the line amount ("266,67 A", as tills and some ERPs print it),
 *   turned into the rate by the legend under the table (readers/vat-codes.ts);
 * - Italian column words "Pr. unitario" (price), "Imponibile" (line net), "Cod. IVA" (lexicon/it.ts).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Tables25Case {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, net price, net amount, VAT rate] per item */
  lines: Array<[string, string, string, string, string | undefined]>;
}

export const TABLES25_CASES: Tables25Case[] = [
  {
    name: 'Italian food wholesaler: "Articolo" codes, "Pr. unitario", "Imponibile Cod. IVA" joined, "266,67 A"',
    rows: [
      [40, 40, 'Gastronomia Emiliana S.r.l.', 14, true],
      [58, 40, 'Via della Beverara 112 · 40129 Bologna', 8],
      [132, 330, 'Fattura n.', 9],
      [132, 440, '476/2026', 9],
      [144, 330, 'Data documento', 9],
      [144, 440, '11/04/2026', 9],
      [210, 40, 'Articolo', 8, true],
      [210, 106, 'Prodotto', 8, true],
      [210, 284, 'Unità', 8, true],
      [210, 326, 'Quantità', 8, true],
      [210, 373, 'Pr. unitario', 8, true],
      [210, 479, 'Imponibile Cod. IVA', 8, true],
      [224, 40, 'MC5728', 8],
      [224, 106, 'Olio extravergine di oliva', 8],
      [224, 284, 'pz', 8],
      [224, 353, '29', 8],
      [224, 401, '9,48', 8],
      [224, 490, '274,92 A', 8],
      [238, 40, 'BV7805', 8],
      [238, 106, 'Acqua minerale frizzante', 8],
      [238, 284, 'cs', 8],
      [238, 353, '31', 8],
      [238, 401, '5,93', 8],
      [238, 490, '183,83 B', 8],
      [262, 40, 'Codici IVA: A = IVA 10 % · B = IVA 22 %', 8],
      [279, 330, 'Totale imponibile', 9],
      [279, 520, '458,75', 9],
      [305, 330, 'Totale documento EUR', 10, true],
      [305, 520, '543,76', 10, true],
    ],
    lines: [
      ['Olio extravergine di oliva', '29', '9.48', '274.92', '10'],
      ['Acqua minerale frizzante', '31', '5.93', '183.83', '22'],
    ],
  },
  {
    name: 'Spanish distributor: "Artículo" codes, "Importe Tipo IVA" joined, code letters apart',
    rows: [
      [40, 40, 'Distribuciones Levante S.L.', 14, true],
      [58, 40, 'Calle Colón 18 · 46004 Valencia', 8],
      [132, 330, 'Factura n.º', 9],
      [132, 440, 'FV-2026-0318', 9],
      [144, 330, 'Fecha', 9],
      [144, 440, '05/03/2026', 9],
      [210, 40, 'Artículo', 8, true],
      [210, 110, 'Descripción', 8, true],
      [210, 320, 'Cantidad', 8, true],
      [210, 380, 'Precio', 8, true],
      [210, 466, 'Importe Tipo IVA', 8, true],
      [224, 40, 'AL-1104', 8],
      [224, 110, 'Harina de trigo 25 kg', 8],
      [224, 340, '12', 8],
      [224, 382, '18,40', 8],
      [224, 472, '220,80', 8],
      [224, 520, 'B', 8],
      [238, 40, 'LM-2210', 8],
      [238, 110, 'Detergente industrial 5 l', 8],
      [238, 344, '6', 8],
      [238, 382, '11,25', 8],
      [238, 476, '67,50', 8],
      [238, 520, 'A', 8],
      [262, 40, 'A = IVA 21 %   B = IVA 10 %', 8],
      [279, 330, 'Base imponible', 9],
      [279, 472, '288,30', 9],
      [305, 330, 'Total factura', 10, true],
      [305, 472, '324,56', 10, true],
    ],
    lines: [
      ['Harina de trigo 25 kg', '12', '18.40', '220.80', '10'],
      ['Detergente industrial 5 l', '6', '11.25', '67.50', '21'],
    ],
  },
  {
    name: 'German cash-and-carry: the VAT code glued to the amount ("117,60 A"), legend under the items',
    rows: [
      [40, 50, 'Großmarkt Nord GmbH', 15, true],
      [120, 370, 'Rechnungsnummer', 9],
      [120, 480, 'GM-88412', 9],
      [133, 370, 'Rechnungsdatum', 9],
      [133, 480, '03.03.2026', 9],
      [230, 50, 'Pos.', 8, true],
      [230, 80, 'Bezeichnung', 8, true],
      [230, 300, 'Menge', 8, true],
      [230, 400, 'Einzelpreis', 8, true],
      [230, 490, 'Gesamt', 8, true],
      [246, 50, '1', 9],
      [246, 80, 'Olivenöl 0,5 l', 9],
      [246, 312, '12', 9],
      [246, 413, '9,80', 9],
      [246, 480, '117,60 A', 9],
      [259, 50, '2', 9],
      [259, 80, 'Geschenkkorb', 9],
      [259, 316, '2', 9],
      [259, 408, '25,00', 9],
      [259, 484, '50,00 B', 9],
      [276, 80, 'A = MwSt. 7 %    B = MwSt. 19 %', 8],
      [300, 330, 'Nettobetrag', 9],
      [300, 474, '167,60', 9],
    ],
    lines: [
      ['Olivenöl 0,5 l', '12', '9.80', '117.60', '7'],
      ['Geschenkkorb', '2', '25.00', '50.00', '19'],
    ],
  },
];
