/**
 * Cases of column heads read with other diacritics than printed (session 21, `table/heads.ts`
 * classify: the head folded — "ç" → "c", "ã"/"ä" → "a" — against the column words folded alike,
 * when the head as read matches none). The lexicon knows the heads with their letters and without
 * them ("Descrição", "Descricao"), but the German OCR model reads "ã" as "ä": "Descricäo" was no
 * column word, so in a table of otherwise known heads the description column was missing and each
 * row's cells became its name. Layouts: blind25 `pt`'s scan ("Artigo | Qtd. | Un. | Descricäo |
 * Preco Unit. | IVA | Valor") and a Porto food wholesaler's scan (hand-made, another writer).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface FoldedHeadsCase {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, price, net] per item */
  items: Array<[string, string, string, string]>;
}

export const FOLDED_HEADS_CASES: FoldedHeadsCase[] = [
  {
    name: 'blind25 pt scan: "Descricäo" and "Preco Unit." as the OCR read them',
    rows: [
      [48, 50, 'Quinta Velha, Lda.'],
      [48, 390, 'Fatura FT A2026/2565'],
      [209, 51, 'Data:'],
      [209, 200, '21-08-2026'],
      [278, 50, 'Artigo', 8, true],
      [278, 107, 'Qtd.', 8, true],
      [278, 133, 'Un.', 8, true],
      [278, 160, 'Descricäo', 8, true],
      r(278, 420, 'Preco Unit.', 8, true),
      [278, 447, 'IVA', 8, true],
      r(278, 545, 'Valor', 8, true),
      [294, 50, 'A75438', 8],
      [294, 106, '3409 un', 8],
      [294, 160, 'Conservas de sardinha em azeite', 8],
      r(294, 420, '2,90', 8),
      [294, 448, '6%', 8],
      r(294, 545, '9.886,10', 8),
      [311, 51, 'P60497', 8],
      [311, 106, '2814 un', 8],
      [311, 161, 'Rolha de cortica natural 45x24 mm', 8],
      r(311, 420, '0,56', 8),
      [311, 444, '23%', 8],
      r(311, 545, '1.575,84', 8),
      [348, 350, 'Total iliquido', 8],
      r(348, 545, '11.461,94', 8),
    ],
    items: [
      ['Conservas de sardinha em azeite', '3409', '2.90', '9886.10'],
      ['Rolha de cortica natural 45x24 mm', '2814', '0.56', '1575.84'],
    ],
  },
  {
    name: 'a Porto food wholesaler\'s scan: "Ref. | Qtd. | Un. | Descricäo | Preco | IVA | Total" (hand-made)',
    rows: [
      [48, 50, 'Distribuidora Ribeira, S.A.'],
      [70, 50, 'Fatura FT B2026/118', 12, true],
      [200, 50, 'Ref.', 8, true],
      r(200, 130, 'Qtd.', 8, true),
      [200, 136, 'Un.', 8, true],
      [200, 165, 'Descricäo', 8, true],
      r(200, 430, 'Preco', 8, true),
      [200, 450, 'IVA', 8, true],
      r(200, 545, 'Total', 8, true),
      [216, 50, 'AZ-110', 8],
      r(216, 130, '12', 8),
      [216, 136, 'un', 8],
      [216, 165, 'Azeite virgem extra 5 l', 8],
      r(216, 430, '31,50', 8),
      [216, 450, '6%', 8],
      r(216, 545, '378,00', 8),
      [230, 50, 'VN-204', 8],
      r(230, 130, '48', 8),
      [230, 136, 'gf', 8],
      [230, 165, 'Vinho tinto Douro 0,75 l', 8],
      r(230, 430, '4,80', 8),
      [230, 450, '23%', 8],
      r(230, 545, '230,40', 8),
      [256, 330, 'Total iliquido', 8],
      r(256, 545, '608,40', 8),
    ],
    items: [
      ['Azeite virgem extra 5 l', '12', '31.50', '378.00'],
      ['Vinho tinto Douro 0,75 l', '48', '4.80', '230.40'],
    ],
  },
];
