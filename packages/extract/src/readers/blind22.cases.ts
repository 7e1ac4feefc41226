/**
 * Cases of the rules written after the first run of the held-out set blind22 (session 18), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - the seller's letterhead address when no sender line and no block gives it, and the name as
 *   read is not printed as is at its head: a name set in capitals ("RÖSTHAUS DONAU GMBH") with the
 *   one-line address under it (blind22 `at`), and a logo word over the legal name with the street
 *   and postcode lines stacked flush right beside them (blind20 `translator`)
 *   (readers/seller-buyer.ts withHeadAddress, stackedHeadAddress).
 */
import type { StyledRow } from '../test-layout.ts';

export interface SellerAddressCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; street: string; postcode: string; city: string };
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */
const r = (y: number, right: number, text: string, size = 9, bold = false): StyledRow => [
  y,
  right - text.length * size * 0.5,
  text,
  size,
  bold,
];

/** An item row, totals and a footer with the seller's legal name and VAT id (both layouts). */
const tail = (legal: string, vat: string): StyledRow[] => [
  [268, 88, 'Menge', 8.5, true],
  [268, 175, 'Bezeichnung', 8.5, true],
  r(268, 470, 'EP', 8.5, true),
  r(268, 545, 'Betrag', 8.5, true),
  [286, 80, '4', 8.5, false],
  [286, 175, 'Kaffeebohnen Hausmischung Crema', 8.5, false],
  r(286, 470, '19,00', 8.5),
  r(286, 545, '76,00', 8.5),
  [320, 320, 'Summe netto', 9, false],
  r(320, 545, '76,00', 9),
  [334, 320, 'USt 20 %', 9, false],
  r(334, 545, '15,20', 9),
  [348, 320, 'Rechnungsbetrag', 10, true],
  r(348, 545, '91,20', 10, true),
  [778, 50, legal, 7, false],
  [787, 50, `UID: ${vat}`, 7, false],
];

export const SELLER_HEAD_CASES: SellerAddressCase[] = [
  {
    name: 'an Austrian letterhead with the name in capitals and "street | postcode town | country | phone" under it (blind22 at)',
    rows: [
      [48, 50, 'RÖSTHAUS DONAU GMBH', 14, true],
      [64, 50, 'Wollzeile 25 | 1010 Wien | Österreich | +43 1 663479', 8, false],
      [110, 320, 'Hotel Am Ring GmbH', 10, false],
      [123, 320, 'Herrengasse 53a', 10, false],
      [136, 320, '8010 Graz', 10, false],
      [162, 320, 'UID: ATU05748754', 8.5, false],
      [210, 50, 'Rechnung AR26456', 13, true],
      [228, 50, 'Wien, am 3. März 2026', 9, false],
      ...tail('Rösthaus Donau GmbH', 'ATU82137631'),
    ],
    seller: { name: 'Rösthaus Donau GmbH', street: 'Wollzeile 25', postcode: '1010', city: 'Wien' },
  },
  {
    name: 'a logo word over the legal name, street and town stacked flush right beside them (blind20 translator)',
    rows: [
      [45, 50, 'Wortwerk', 22, true],
      [70, 50, 'Wortwerk Übersetzungsbüro GmbH', 8, false],
      r(45, 545, 'Kaiser-Wilhelm-Ring 20b', 8),
      r(55, 545, '04109 Leipzig', 8),
      r(65, 545, '+49 40 528598', 8),
      r(75, 545, 'rechnung@wortwerk.example', 8),
      [140, 50, 'Feinlogistik AG', 10, false],
      [153, 50, 'Gartenstraße 130a', 10, false],
      [166, 50, '04269 Leipzig', 10, false],
      [215, 50, 'Rechnung', 16, true],
      [245, 50, 'Rechnungsnummer', 7.5, false],
      [257, 50, 'UE-26-8001', 9.5, true],
      [245, 200, 'Datum', 7.5, false],
      [257, 200, '16.03.2026', 9.5, true],
      ...tail('Wortwerk Übersetzungsbüro GmbH', 'DE279296868'),
    ],
    seller: {
      name: 'Wortwerk Übersetzungsbüro GmbH',
      street: 'Kaiser-Wilhelm-Ring 20b',
      postcode: '04109',
      city: 'Leipzig',
    },
  },
];
