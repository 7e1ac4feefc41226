/**
 * Cases of the rules written after the first run of the held-out set blind25 (session 19), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - a party cue printed in two languages, a word and its translation ("Sprzedawca / Seller",
 *   "Nabywca / Buyer", "Dodavatel / Supplier", "Odběratel / Customer") is a cue: it was no cue, so
 *   the seller's block was read as the address window (the buyer) or not at all: blind25 `pl` and
 *   a Hungarian "Eladó / Seller" over "Vevő / Buyer" (hand-made) (lexicon/parties.ts
 *   CUE_TRANSLATED, parties.ts cueMatch).
 * - Polish, Czech and Portuguese column heads ("Lp. | Nazwa towaru lub usługi | J.m. | Ilość | Cena
 *   netto | Wartość netto", "Množství | MJ | Cena za MJ | Celkem", "Qtd. | Un. | Descrição | Preço
 *   Unit. | IVA | Valor") are column heads: without them "Cena netto" was read as the line amount
 *   (its "net") and quantity 1 at the line amount came out: blind25 `pl` and `pt`
 *   (lexicon/pl-cs-pt.ts, lexicon/columns.ts).
 * - postcodes of the shapes "301 00" (Czech, Slovak, Swedish: three digits, a space, two digits,
 *   the town after it in capitals) and "4000-447" (Portuguese) start a postcode line: the seller's
 *   address was not read: blind25 `pt`, blind25 `cz` and a Swedish supplier's letterhead
 *   (hand-made, shaped like blind25 `se` with the address at the top) (lexicon/parties.ts PC_LINE).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface AddressCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; postcode: string; city: string };
}

export interface LinesCase {
  name: string;
  rows: StyledRow[];
  /** quantity, net price and net amount of each line */
  lines: Array<[string, string, string]>;
}

export interface PartyNamesCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  buyer: string;
}
/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

/** A one-row item table and its totals at y (reverse charge, no VAT). */
const table = (y: number, heads: string[], cells: string[], net: string): StyledRow[] => [
  [y, 50, heads[0] ?? '', 8.5, true],
  r(y, 400, heads[1] ?? '', 8.5, true),
  r(y, 545, heads[2] ?? '', 8.5, true),
  [y + 17, 50, cells[0] ?? '', 8.5, false],
  r(y + 17, 400, cells[1] ?? ''),
  r(y + 17, 545, net),
  [y + 45, 330, 'Total net', 9, false],
  r(y + 45, 545, net),
  [y + 59, 330, 'VAT 0 %', 9, false],
  r(y + 59, 545, '0,00'),
  [y + 73, 330, 'Total', 10, true],
  r(y + 73, 545, net, 10, true),
];

export const TRANSLATED_CUE_CASES: PartyNamesCase[] = [
  {
    name: 'a Polish invoice\'s "Sprzedawca / Seller" and "Nabywca / Buyer" side by side (blind25 pl)',
    rows: [
      [50, 50, 'Faktura VAT nr FV/57/01/2026', 15, true],
      [95, 50, 'Data wystawienia / Date of issue', 7, false],
      [107, 50, '2026-01-28', 10, true],
      [145, 50, 'Sprzedawca / Seller', 8, true],
      [145, 310, 'Nabywca / Buyer', 8, true],
      [160, 50, 'Drewpak Sp. z o.o.', 9, false],
      [171, 50, 'ul. Świdnicka 62', 9, false],
      [182, 50, '50-077 Wrocław', 9, false],
      [193, 50, 'NIP: PL8441107896', 9, false],
      [160, 310, 'Kesseltrade GmbH', 9, false],
      [171, 310, 'Bahnhofstr. 14', 9, false],
      [182, 310, '60441 Frankfurt am Main', 9, false],
      [193, 310, 'Niemcy / Germany', 9, false],
      [204, 310, 'VAT ID: DE789715330', 9, false],
      ...table(245, ['Nazwa / Description', 'Ilość', 'Wartość netto'], ['Paleta drewniana', '34'], '302,60'),
    ],
    seller: 'Drewpak Sp. z o.o.',
    buyer: 'Kesseltrade GmbH',
  },
  {
    name: 'a Hungarian invoice\'s "Eladó / Seller" over "Vevő / Buyer" (hand-made, stacked, not side by side)',
    rows: [
      [50, 50, 'Számla / Invoice', 15, true],
      [50, 380, 'Számla száma / Invoice no.', 8, false],
      r(50, 545, 'SZ-2026-0412'),
      [62, 380, 'Kelt / Date', 8, false],
      r(62, 545, '2026.03.12'),
      [100, 50, 'Eladó / Seller', 8, true],
      [113, 50, 'Duna Csomagolás Kft.', 9, false],
      [124, 50, 'Váci út 45', 9, false],
      [135, 50, '1134 Budapest', 9, false],
      [146, 50, 'Adószám / VAT: HU12345678', 9, false],
      [175, 50, 'Vevő / Buyer', 8, true],
      [188, 50, 'Rheinpack GmbH', 9, false],
      [199, 50, 'Hafenstraße 12', 9, false],
      [210, 50, '47119 Duisburg', 9, false],
      [221, 50, 'VAT ID: DE811234567', 9, false],
      ...table(
        260,
        ['Megnevezés / Description', 'Menny. / Qty', 'Nettó / Net'],
        ['Kartondoboz 40x30x20', '500'],
        '410,00',
      ),
    ],
    seller: 'Duna Csomagolás Kft.',
    buyer: 'Rheinpack GmbH',
  },
];

/** Totals under a table (labels at 330, amounts right at 545). */
const totals = (y: number, rows: Array<[string, string]>): StyledRow[] =>
  rows.flatMap(([a, v], i): StyledRow[] => [[y + i * 14, 330, a, 9, false], r(y + i * 14, 545, v)]);

export const FOREIGN_COLUMN_CASES: LinesCase[] = [
  {
    name: 'a Polish table "Lp. | Nazwa … | J.m. | Ilość | Cena netto | Wartość netto | VAT | Brutto" (blind25 pl)',
    rows: [
      [50, 50, 'Faktura VAT nr FV/964/01/2026', 15, true],
      [160, 50, 'Logitrans Sp. z o.o.', 9, false],
      [171, 50, 'ul. Piotrkowska 95', 9, false],
      [182, 50, '90-134 Łódź', 9, false],
      [245, 50, 'Lp.', 8.5, true],
      [245, 70, 'Nazwa towaru lub usługi', 8.5, true],
      [245, 262, 'J.m.', 8.5, true],
      r(245, 318, 'Ilość', 8.5, true),
      r(245, 380, 'Cena netto', 8.5, true),
      r(245, 445, 'Wartość netto', 8.5, true),
      r(245, 480, 'VAT', 8.5, true),
      r(245, 545, 'Brutto', 8.5, true),
      [262, 50, '1', 8.5, false],
      [262, 70, 'Skrzynia transportowa', 8.5, false],
      [262, 262, 'szt.', 8.5, false],
      r(262, 318, '25', 8.5),
      r(262, 380, '113,80', 8.5),
      r(262, 445, '2 845,00', 8.5),
      r(262, 480, '23%', 8.5),
      r(262, 545, '3 499,35', 8.5),
      [277, 50, '2', 8.5, false],
      [277, 70, 'Paleta drewniana EUR', 8.5, false],
      [277, 262, 'szt.', 8.5, false],
      r(277, 318, '37', 8.5),
      r(277, 380, '11,00', 8.5),
      r(277, 445, '407,00', 8.5),
      r(277, 480, '23%', 8.5),
      r(277, 545, '500,61', 8.5),
      ...totals(310, [
        ['Razem netto', '3 252,00 EUR'],
        ['VAT 23%', '747,96 EUR'],
        ['Do zapłaty', '3 999,96 EUR'],
      ]),
    ],
    lines: [
      ['25', '113.80', '2845.00'],
      ['37', '11.00', '407.00'],
    ],
  },
  {
    name: 'a Portuguese table "Artigo | Qtd. | Un. | Descrição | Preço Unit. | IVA | Valor" (blind25 pt)',
    rows: [
      [50, 50, 'Quinta Velha, Lda.', 8.5, false],
      [60.5, 50, 'Avenida da Liberdade 156', 8.5, false],
      r(50, 545, 'Fatura FT A2026/365', 14, true),
      [280, 50, 'Artigo', 8.5, true],
      r(280, 125, 'Qtd.', 8.5, true),
      [280, 132, 'Un.', 8.5, true],
      [280, 160, 'Descrição', 8.5, true],
      r(280, 420, 'Preço Unit.', 8.5, true),
      r(280, 460, 'IVA', 8.5, true),
      r(280, 545, 'Valor', 8.5, true),
      [297, 50, 'X75639', 8.5, false],
      r(297, 125, '253', 8.5),
      [297, 132, 'kg', 8.5, false],
      [297, 160, 'Granulado de cortiça para isolamento', 8.5, false],
      r(297, 420, '2,25', 8.5),
      r(297, 460, '23%', 8.5),
      r(297, 545, '569,25', 8.5),
      [311, 50, 'A42895', 8.5, false],
      r(311, 125, '7', 8.5),
      [311, 132, 'un', 8.5, false],
      [311, 160, 'Vinho do Porto Tawny 10 anos', 8.5, false],
      r(311, 420, '24,00', 8.5),
      r(311, 460, '23%', 8.5),
      r(311, 545, '168,00', 8.5),
      ...totals(345, [
        ['Total ilíquido', '737,25'],
        ['Total IVA', '169,57'],
        ['Total a pagar (EUR)', '906,82'],
      ]),
    ],
    lines: [
      ['253', '2.25', '569.25'],
      ['7', '24.00', '168.00'],
    ],
  },
];

export const POSTCODE_SHAPE_CASES: AddressCase[] = [
  {
    name: 'a Portuguese supplier\'s letterhead with "4000-447 Porto" (blind25 pt)',
    rows: [
      [50, 50, 'Cortiças do Norte, Lda.', 8.5, false],
      [60.5, 50, 'Rua de Santa Catarina 120', 8.5, false],
      [71, 50, '4000-447 Porto', 8.5, false],
      [81.5, 50, 'NIF: 676346324', 8.5, false],
      r(50, 545, 'Fatura FT A2026/365', 14, true),
      [120, 320, 'Exmo.(s) Sr.(s)', 9, false],
      [131, 320, 'Mercearia Central, S.A.', 9, false],
      [142, 320, 'Avenida da Liberdade 78', 9, false],
      [153, 320, '4700-321 Braga', 9, false],
      [210, 50, 'Data:', 8.5, false],
      [210, 200, '25-10-2026', 8.5, false],
      ...table(280, ['Descrição', 'Qtd.', 'Valor'], ['Vinho do Porto Tawny 10 anos', '7'], '168,00'),
    ],
    seller: { name: 'Cortiças do Norte, Lda.', postcode: '4000-447', city: 'Porto' },
  },
  {
    name: 'a Swedish supplier\'s letterhead with "111 34 Stockholm" over a German buyer',
    rows: [
      [50, 50, 'Nordlys Analytics AB', 16, true],
      [70, 50, 'Sveavägen 44', 8.5, false],
      [80.5, 50, '111 34 Stockholm', 8.5, false],
      [91, 50, 'Sweden', 8.5, false],
      r(50, 545, 'INVOICE', 18, true),
      [140, 50, 'Eichentech AG', 10, false],
      [152.5, 50, 'Gartenstraße 16', 10, false],
      [165, 50, '61352 Bad Homburg', 10, false],
      [140, 380, 'Invoice number', 9, false],
      r(140, 545, 'INV-67992'),
      [153, 380, 'Invoice date', 9, false],
      r(153, 545, '2026-02-09'),
      ...table(250, ['Description', 'Qty', 'Amount (EUR)'], ['Data warehouse add-on', '3'], '1.384,50'),
    ],
    seller: { name: 'Nordlys Analytics AB', postcode: '111 34', city: 'Stockholm' },
  },
  {
    name: 'a Czech invoice\'s "Dodavatel / Supplier" and "Odběratel / Customer" (blind25 cz): the seller\'s "301 00 Plzeň"',
    rows: [
      [50, 50, 'Faktura – daňový doklad / Invoice', 14, true],
      r(50, 545, 'č. 2026635277', 14, true),
      [85, 50, 'Dodavatel / Supplier', 8, false],
      [98, 50, 'Precizní díly s.r.o.', 9, false],
      [109, 50, 'Americká 85', 9, false],
      [120, 50, '301 00 Plzeň', 9, false],
      [131, 50, 'Česká republika', 9, false],
      [142, 50, 'IČO: 65055141   DIČ: CZ65055141', 9, false],
      [85, 320, 'Odběratel / Customer', 8, false],
      [98, 320, 'Nordform GmbH', 9, false],
      [109, 320, 'Am Markt 63', 9, false],
      [120, 320, '04141 Leipzig', 9, false],
      [131, 320, 'Německo / Germany', 9, false],
      [142, 320, 'DIČ / VAT ID: DE100058148', 9, false],
      [190, 50, 'Datum vystavení / Issue date:', 8.5, false],
      [190, 210, '19.08.2026', 8.5, false],
      ...table(
        285,
        ['Označení dodávky / Description', 'Množství / Qty', 'Celkem'],
        ['Příruba DN50', '27'],
        '931,50',
      ),
    ],
    seller: { name: 'Precizní díly s.r.o.', postcode: '301 00', city: 'Plzeň' },
  },
];
