/**
 * Cases of invoices in languages the lexicon lacks (session 23, the finding of blind30: on first
 * sight of a language the number, due date and parties were lost while tables and totals held).
 * The layouts are hand-made in Esperanto, Indonesian and Swahili — none of them in the lexicon —
 * each rule in two arrangements at least:
 * - the number after a label holding the title's stem (`readers/title-stem.ts`): label and value
 *   in one segment, in two cells, the value under the label, the stem with a mark ("Ankara Na.");
 *   no number from a date or an amount after such a label;
 * - the due date: the one date of the head that follows the issue date by a usual term
 *   (`readers/dates.ts` dueByUsualTerm); none when two dates compete or the term is unusual;
 * - seller and buyer side by side under unknown headings: the block in the IBAN's country is the
 *   seller's (`readers/iban-side.ts`);
 * - a buyer's country printed in an unknown word: not the seller's when its postcode does not fit
 *   the seller's country (`readers/vat-ids.ts` buyerCountryByPostcode); a seller's country read
 *   from a postcode format only one country uses (countryOfPostcode);
 * - a one-word heading and colon before a name on its line is no part of the name
 *   (lexicon `HEADING_BEFORE_NAME`); the country word under the postcode line of the block above
 *   ends a block walked up from its postcode (parties.ts countryUnderPostcode).
 */
import type { StyledRow } from '../test-layout.ts';

export interface UnseenCase {
  name: string;
  rows: StyledRow[];
  number?: string;
  issueDate?: string;
  dueDate?: string;
  seller?: string;
  buyer?: string;
  buyerCountry?: string;
  sellerCountry?: string;
  sellerStreet?: string;
  sellerPostcode?: string;
  sellerCity?: string;
}

/** An item table and its totals from y (column heads in Esperanto; the amounts are what counts). */
export const items = (y: number, heads = ['Priskribo', 'Kvanto', 'Prezo', 'Sumo']): StyledRow[] => [
  [y, 50, heads[0] ?? '', 9, true],
  [y, 300, heads[1] ?? '', 9, true],
  [y, 380, heads[2] ?? '', 9, true],
  [y, 480, heads[3] ?? '', 9, true],
  [y + 16, 50, 'Konsultado'],
  [y + 16, 300, '10'],
  [y + 16, 380, '120,00'],
  [y + 16, 480, '1.200,00'],
  [y + 32, 50, 'Vojaĝkostoj'],
  [y + 32, 300, '1'],
  [y + 32, 380, '300,00'],
  [y + 32, 480, '300,00'],
  [y + 60, 350, 'Neto'],
  [y + 60, 480, '1.500,00'],
  [y + 74, 350, 'AVI 19 %'],
  [y + 74, 480, '285,00'],
  [y + 88, 350, 'Pagenda'],
  [y + 88, 480, '1.785,00'],
];

/** Two blocks side by side under headings, each with its country word and VAT id. */
export const sideBySide = (
  y: number,
  heads: [string, string],
  left: string[],
  right: string[],
): StyledRow[] => [
  [y, 50, heads[0], 9, true],
  [y, 320, heads[1], 9, true],
  ...left.map((t, i): StyledRow => [y + 14 + 13 * i, 50, t]),
  ...right.map((t, i): StyledRow => [y + 14 + 13 * i, 320, t]),
];

export const UNSEEN_CASES: UnseenCase[] = [
  {
    name: 'Esperanto: label and value in one segment, blocks side by side, the seller in the IBAN country',
    rows: [
      [40, 50, 'FAKTURO', 16, true],
      [70, 360, 'Numero de fakturo: EO-2026-0042'],
      [83, 360, 'Dato: 03.02.2026'],
      [96, 360, 'Limdato: 05.03.2026'],
      ...sideBySide(
        140,
        ['Aĉetanto', 'Vendisto'],
        ['Nordlicht Messebau GmbH', 'Hafenstraße 14', '20457 Hamburg', 'Germanio', 'AVI-numero: DE123456789'],
        [
          'Verda Stelo B.V.',
          'Keizersgracht 112',
          '1015 CX Amsterdam',
          'Nederlando',
          'AVI-numero: NL812345678B01',
        ],
      ),
      ...items(260),
      [400, 50, 'IBAN NL91 ABNA 0417 1643 00'],
    ],
    number: 'EO-2026-0042',
    issueDate: '2026-02-03',
    dueDate: '2026-03-05',
    seller: 'Verda Stelo B.V.',
    buyer: 'Nordlicht Messebau GmbH',
  },
  {
    name: 'Indonesian: label and value in two cells, the seller left in the IBAN country, the buyer in Austria',
    rows: [
      [40, 380, 'FAKTUR', 16, true],
      [70, 380, 'Nomor faktur', 9],
      [70, 470, 'INV/2026/0815'],
      [83, 380, 'Tanggal', 9],
      [83, 470, '12.03.2026'],
      [96, 380, 'Jatuh tempo', 9],
      [96, 470, '26.03.2026'],
      ...sideBySide(
        140,
        ['Penjual', 'Pembeli'],
        ['Ceramiche Sole S.r.l.', 'Via Roma 12', '40121 Bologna', 'Italia', 'NPWP: IT01234567897'],
        ['Alpenbau GmbH', 'Ringstraße 5', '1010 Wien', 'Austria', 'NPWP: ATU12345678'],
      ),
      ...items(260, ['Uraian', 'Jumlah', 'Harga', 'Total']),
      [400, 50, 'Rekening bank: IT60 X054 2811 1010 0000 0123 456'],
    ],
    number: 'INV/2026/0815',
    issueDate: '2026-03-12',
    dueDate: '2026-03-26',
    seller: 'Ceramiche Sole S.r.l.',
    buyer: 'Alpenbau GmbH',
  },
  {
    name: 'Indonesian: letterhead seller in Luxembourg, buyer in Cologne with no country printed, value under its label',
    rows: [
      [40, 50, 'Lumbung Kopi S.A.R.L.', 12, true],
      [54, 50, 'Rue de la Gare 21, 1611 Luxembourg'],
      [67, 50, 'NPWP: LU12345613'],
      [100, 360, 'FAKTUR', 16, true],
      [125, 360, 'Nomor faktur', 9],
      [125, 460, 'Tanggal', 9],
      [138, 360, 'ID-2026/0815'],
      [138, 460, '12.03.2026'],
      [180, 50, 'Pembeli:', 9, true],
      [194, 50, 'Kaffeerösterei Brandt GmbH'],
      [207, 50, 'Lindenallee 3'],
      [220, 50, '50667 Köln'],
      ...items(270, ['Uraian', 'Jumlah', 'Harga', 'Total']),
      [420, 50, 'Jatuh tempo: 11.04.2026'],
    ],
    number: 'ID-2026/0815',
    issueDate: '2026-03-12',
    dueDate: '2026-04-11',
    seller: 'Lumbung Kopi S.A.R.L.',
    buyer: 'Kaffeerösterei Brandt GmbH',
    buyerCountry: 'DE',
  },
  {
    name: 'Swahili: the stem with a mark in a title line, a Dutch seller, a Viennese buyer with no country printed',
    rows: [
      [40, 50, 'Tulpenhof B.V.', 12, true],
      [54, 50, 'Bloemgracht 8, 1015 TJ Amsterdam'],
      [67, 50, 'VAT NL812345678B01'],
      [100, 360, 'ANKARA Na. 2026-117', 16, true],
      [125, 360, 'Tarehe: 02.03.2026'],
      [180, 50, 'Mteja:', 9, true],
      [194, 50, 'Wiener Blumen KG'],
      [207, 50, 'Graben 12'],
      [220, 50, '1010 Wien'],
      ...items(270, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
      [420, 50, 'Tafadhali lipa kabla ya 01.04.2026'],
    ],
    number: '2026-117',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    buyerCountry: 'AT',
  },
  {
    name: 'Esperanto: no number from a date or amount after the stem; no due date when two dates compete',
    rows: [
      [40, 50, 'FAKTURO', 16, true],
      [70, 360, 'Dato de fakturo: 03.02.2026'],
      [83, 360, 'Sumo de fakturo: 1 785,00'],
      [96, 360, 'Limdato: 05.03.2026'],
      [109, 360, 'Alia dato: 17.02.2026'],
      [150, 50, 'Verda Stelo B.V.'],
      [163, 50, 'Keizersgracht 112'],
      [176, 50, '1015 CX Amsterdam'],
      ...items(260),
    ],
    issueDate: '2026-02-03',
  },
  {
    name: 'Swahili: no due date when the later date is no usual term (three days)',
    rows: [
      [40, 50, 'ANKARA', 16, true],
      [70, 360, 'Namba ya ankara'],
      [83, 360, 'SW-88812'],
      [96, 360, 'Tarehe: 02.03.2026'],
      [109, 360, 'Siku nyingine: 05.03.2026'],
      [150, 50, 'Tulpenhof B.V.'],
      [163, 50, 'Bloemgracht 8'],
      [176, 50, '1015 TJ Amsterdam'],
      ...items(260, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    number: 'SW-88812',
    issueDate: '2026-03-02',
  },
  {
    name: 'Esperanto: headings before the names on their lines, side by side',
    rows: [
      [40, 360, 'FAKTURO', 16, true],
      [70, 360, 'Numero de fakturo: EO-2026-0043'],
      [83, 360, 'Dato: 03.02.2026'],
      [140, 50, 'Vendisto: Verda Stelo B.V.'],
      [140, 320, 'Aĉetanto: Nordlicht Messebau GmbH'],
      [153, 50, 'Keizersgracht 112'],
      [153, 320, 'Hafenstraße 14'],
      [166, 50, '1015 CX Amsterdam'],
      [166, 320, '20457 Hamburg'],
      [179, 50, 'AVI: NL812345678B01'],
      [179, 320, 'AVI: DE123456789'],
      ...items(260),
      [420, 50, 'IBAN NL91 ABNA 0417 1643 00'],
    ],
    number: 'EO-2026-0043',
    issueDate: '2026-02-03',
    seller: 'Verda Stelo B.V.',
    buyer: 'Nordlicht Messebau GmbH',
  },
  {
    name: 'Indonesian: headings before the names, one block above the other, a Polish seller',
    rows: [
      [40, 360, 'FAKTUR', 16, true],
      [70, 360, 'Nomor faktur: PL/2026/77'],
      [83, 360, 'Tanggal: 10.02.2026'],
      [120, 50, 'Penjual: Drewno Meble Sp. z o.o.'],
      [133, 50, 'ul. Długa 5'],
      [146, 50, '00-950 Warszawa'],
      [180, 50, 'Pembeli: Holzhaus Weber KG'],
      [193, 50, 'Bahnhofstraße 9'],
      [206, 50, '80335 München'],
      ...items(260, ['Uraian', 'Jumlah', 'Harga', 'Total']),
    ],
    number: 'PL/2026/77',
    issueDate: '2026-02-10',
    seller: 'Drewno Meble Sp. z o.o.',
    buyer: 'Holzhaus Weber KG',
    sellerCountry: 'PL',
    buyerCountry: 'DE',
  },
  {
    name: 'Esperanto: blocks one above the other, each with its country word; the upper ends at it',
    rows: [
      [40, 360, 'FAKTURO', 16, true],
      [70, 360, 'Numero de fakturo: EO-2026-0044'],
      [83, 360, 'Dato: 03.02.2026'],
      [110, 50, 'Vendisto', 9, true],
      [124, 50, 'Verda Stelo B.V.'],
      [137, 50, 'Keizersgracht 112'],
      [150, 50, '1015 CX Amsterdam'],
      [163, 50, 'Nederlando'],
      [190, 50, 'Aĉetanto', 9, true],
      [204, 50, 'Nordlicht Messebau GmbH'],
      [217, 50, 'Hafenstraße 14'],
      [230, 50, '20457 Hamburg'],
      [243, 50, 'Germanio'],
      ...items(300),
    ],
    number: 'EO-2026-0044',
    issueDate: '2026-02-03',
    seller: 'Verda Stelo B.V.',
    buyer: 'Nordlicht Messebau GmbH',
    sellerCountry: 'NL',
    buyerCountry: 'DE',
  },
  {
    name: 'Swahili: blocks one above the other, a Portuguese seller, country words unknown',
    rows: [
      [40, 360, 'ANKARA', 16, true],
      [70, 360, 'Namba ya ankara: PT-2026-31'],
      [83, 360, 'Tarehe: 02.03.2026'],
      [110, 50, 'Muuzaji', 9, true],
      [124, 50, 'Cortiça Norte Lda.'],
      [137, 50, 'Rua das Flores 40'],
      [150, 50, '4050-262 Porto'],
      [163, 50, 'Ureno'],
      [190, 50, 'Mteja', 9, true],
      [204, 50, 'Korkwerk Schulz GmbH'],
      [217, 50, 'Marktplatz 3'],
      [230, 50, '04109 Leipzig'],
      [243, 50, 'Ujerumani'],
      ...items(300, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    number: 'PT-2026-31',
    issueDate: '2026-03-02',
    seller: 'Cortiça Norte Lda.',
    buyer: 'Korkwerk Schulz GmbH',
    sellerCountry: 'PT',
    buyerCountry: 'DE',
  },
];
