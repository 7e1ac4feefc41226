/**
 * Cases of the rules written after the first run of the held-out set blind25 (session 19), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - a party cue printed in two languages, a word and its translation ("Sprzedawca / Seller",
 *   "Nabywca / Buyer", "Dodavatel / Supplier", "Odběratel / Customer") is a cue: it was no cue, so
 *   the seller's block was read as the address window (the buyer) or not at all: blind25 `pl` and
 *   a Hungarian "Eladó / Seller" over "Vevő / Buyer" (hand-made) (lexicon/parties.ts
 *   CUE_TRANSLATED, parties.ts cueMatch).
 */
import type { StyledRow } from '../test-layout.ts';

export interface PartyNamesCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  buyer: string;
}
/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */
const r = (y: number, right: number, text: string, size = 9, bold = false): StyledRow => [
  y,
  right - text.length * size * 0.5,
  text,
  size,
  bold,
];

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
