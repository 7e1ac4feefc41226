/**
 * More cases of invoices in languages the lexicon lacks (session 23, rules written after reading
 * the carry-over runs of blind31 and blind32), hand-made in Esperanto, Indonesian and Swahili
 * layouts, each rule in two arrangements:
 * - the title's stem in a title line under a larger letterhead, split at "·" ("FAKTURO · Numero de
 *   fakturo EO-101 · …"); a label of several words after the stem's word ("Numero de fakturo
 *   eldonita"); the value left of its label; a letterhead name with a legal form gives no stem;
 * - an id after a short mark at the end of the title line, or before a short word and a date
 *   ("FAKTURO - KVITANCO nro. 31/2026", "ANKARA - RISITI Na. 17/2026 ya 02.03.2026");
 * - a VAT id is no invoice number; a known number word qualified by another word ("Imposta
 *   numero") gives way to the title's stem;
 * - a bold heading ends the walk up from a postcode line (the block above stays out);
 * - "FO-100 Tórshavn", "IS-101 Reykjavík" postcode lines; an Irish town line with its county
 *   ("An Spidéal, Co. na Gaillimhe") over an Eircode;
 * - no block names a seller: the letterhead's name, not a one-word title in capitals;
 * - a legal form is never read inside a postcode ("SA31 1PG", "SE1 7PB");
 * - after blind33's carry-over run: a heading of up to four words before a name on its line, also
 *   before a name in a script without capitals; a title of short syllables gives its first two
 *   words as the stem ("HÓA ĐƠN BÁN HÀNG" → "Mã hóa đơn"); a long compound title word gives its end
 *   as well ("IMPOSTFAKTURO" → "Fakturo n-ro"); each stem word of a part is tried in turn.
 */
import type { StyledRow } from '../test-layout.ts';
import { items, type UnseenCase } from './unseen-language.cases.ts';

export const UNSEEN2_CASES: UnseenCase[] = [
  {
    name: 'Esperanto: title line under a larger letterhead, parts split at "·", a bold heading over each block',
    rows: [
      [40, 50, 'Verda Stelo B.V.', 16, true],
      [58, 50, 'Keizersgracht 112 · 1015 CX Amsterdam', 8],
      [90, 50, 'FAKTURO · Numero de fakturo EO-2026-0101 · Dato 03.02.2026', 12, true],
      [120, 50, 'Vendisto', 8, true],
      [132, 50, 'Verda Stelo B.V.', 9],
      [143, 50, 'Keizersgracht 112', 9],
      [154, 50, '1015 CX Amsterdam', 9],
      [166, 50, 'Aĉetanto', 8, true],
      [178, 50, 'Nordlicht Messebau GmbH', 9],
      [189, 50, 'Hafenstraße 14', 9],
      [200, 50, '20457 Hamburg', 9],
      ...items(260),
      [420, 50, 'Pagotago: 05.03.2026'],
    ],
    number: 'EO-2026-0101',
    issueDate: '2026-02-03',
    dueDate: '2026-03-05',
    seller: 'Verda Stelo B.V.',
    buyer: 'Nordlicht Messebau GmbH',
  },
  {
    name: 'Indonesian: title line with the number under a larger letterhead; labels over values in one row',
    rows: [
      [40, 50, 'Lumbung Kopi S.A.R.L.', 15, true],
      [58, 50, 'Rue de la Gare 21 · 1611 Luxembourg', 8],
      [90, 50, 'FAKTUR PAJAK · Nomor faktur ID-2026-55', 12, true],
      [110, 50, 'Tanggal', 8],
      [110, 200, 'Jatuh tempo', 8],
      [122, 50, '12.03.2026', 9],
      [122, 200, '26.03.2026', 9],
      [160, 50, 'Pembeli', 8, true],
      [172, 50, 'Kaffeerösterei Brandt GmbH', 9],
      [183, 50, 'Lindenallee 3', 9],
      [194, 50, '50667 Köln', 9],
      ...items(260, ['Uraian', 'Jumlah', 'Harga', 'Total']),
    ],
    number: 'ID-2026-55',
    issueDate: '2026-03-12',
    dueDate: '2026-03-26',
    buyer: 'Kaffeerösterei Brandt GmbH',
  },
  {
    name: 'Esperanto: a label of several words after the stem, the value under it',
    rows: [
      [40, 360, 'FAKTURO', 16, true],
      [70, 360, 'Fakturo numero eldonita', 8],
      [82, 360, 'EO/2026/0202', 9],
      [96, 360, 'Dato: 03.02.2026', 9],
      [150, 50, 'Verda Stelo B.V.'],
      [163, 50, 'Keizersgracht 112'],
      [176, 50, '1015 CX Amsterdam'],
      ...items(260),
    ],
    number: 'EO/2026/0202',
    issueDate: '2026-02-03',
  },
  {
    name: 'Swahili: values left of their labels in a column at the right',
    rows: [
      [40, 50, 'Tulpenhof B.V.', 12, true],
      [54, 50, 'Bloemgracht 8, 1015 TJ Amsterdam'],
      [110, 50, 'ANKARA', 16, true],
      [64, 440 - 35, 'SW-4711'],
      [64, 450, 'Namba ya ankara', 8.5],
      [77, 440 - 50, '02.03.2026'],
      [77, 450, 'Tarehe', 8.5],
      [150, 50, 'Mteja:', 9, true],
      [164, 50, 'Wiener Blumen KG'],
      [177, 50, 'Graben 12'],
      [190, 50, '1010 Wien'],
      ...items(270, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    number: 'SW-4711',
    issueDate: '2026-03-02',
  },
  {
    name: 'Esperanto: an id after a short mark at the end of a two-part title',
    rows: [
      [40, 50, 'FAKTURO - KVITANCO nro. 31/2026', 14, true],
      [70, 50, 'Dato: 03.02.2026'],
      [110, 50, 'Verda Stelo B.V.'],
      [123, 50, 'Keizersgracht 112'],
      [136, 50, '1015 CX Amsterdam'],
      ...items(260),
    ],
    number: '31/2026',
    issueDate: '2026-02-03',
  },
  {
    name: 'Swahili: an id after a short mark in the title, a short word and the date after it',
    rows: [
      [40, 50, 'ANKARA - RISITI Na. 17/2026 ya 02.03.2026', 14, true],
      [110, 50, 'Tulpenhof B.V.'],
      [123, 50, 'Bloemgracht 8'],
      [136, 50, '1015 TJ Amsterdam'],
      ...items(260, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    number: '17/2026',
    issueDate: '2026-03-02',
  },
  {
    name: 'Esperanto: a VAT id after a known number word is no number; a qualified number word gives way to the stem',
    rows: [
      [40, 360, 'FAKTURO', 16, true],
      [70, 360, 'Fakturo n-ro: EO-2026-0303'],
      [83, 360, 'Dato: 03.02.2026'],
      [110, 50, 'Verda Stelo B.V.'],
      [123, 50, 'Keizersgracht 112'],
      [136, 50, '1015 CX Amsterdam'],
      [149, 50, 'AVI numero: NL812345678B01'],
      [162, 50, 'Imposta numero: 87654321'],
      ...items(260),
    ],
    number: 'EO-2026-0303',
    issueDate: '2026-02-03',
  },
  {
    name: 'Swahili: a qualified number word in a sentence gives way to the mark in the title',
    rows: [
      [40, 50, 'ANKARA YA MALIPO № 7038 ya 02.03.2026', 13, true],
      [70, 50, 'Tulpenhof B.V.'],
      [83, 50, 'Bloemgracht 8'],
      [96, 50, '1015 TJ Amsterdam'],
      [109, 50, 'Kodi ya mapato, kodi nr. 214683028071'],
      ...items(260, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    number: '7038',
    issueDate: '2026-03-02',
  },
  {
    name: 'Esperanto: a Faroese seller ("FO-100 Tórshavn") under a bold heading',
    rows: [
      [40, 360, 'FAKTURO', 16, true],
      [70, 360, 'Numero de fakturo: FO-2026-7'],
      [83, 360, 'Dato: 03.02.2026'],
      [120, 50, 'Vendisto', 8, true],
      [132, 50, 'Føroya Ull Sp/f', 9],
      [143, 50, 'Vaglið 45', 9],
      [154, 50, 'FO-100 Tórshavn', 9],
      [120, 320, 'Aĉetanto', 8, true],
      [132, 320, 'Terraform GmbH', 9],
      [143, 320, 'Landstraße 87', 9],
      [154, 320, '1170 Wien', 9],
      ...items(260),
      [420, 50, 'IBAN FO94 6460 0001 6318 34'],
    ],
    seller: 'Føroya Ull Sp/f',
    sellerPostcode: 'FO-100',
    sellerCity: 'Tórshavn',
    sellerCountry: 'FO',
    number: 'FO-2026-7',
    issueDate: '2026-02-03',
  },
  {
    name: 'Indonesian: an Icelandic seller ("IS-101 Reykjavík") one block above the other',
    rows: [
      [40, 360, 'FAKTUR', 16, true],
      [70, 360, 'Nomor faktur: IS-2026-12'],
      [83, 360, 'Tanggal: 12.03.2026'],
      [120, 50, 'Penjual', 8, true],
      [132, 50, 'Hraunhóll hf.', 9],
      [143, 50, 'Hafnarstræti 82', 9],
      [154, 50, 'IS-101 Reykjavík', 9],
      [180, 50, 'Pembeli', 8, true],
      [192, 50, 'Eichenvision V.O.F.', 9],
      [203, 50, 'Molenweg 23', 9],
      [214, 50, '3599 AA Utrecht', 9],
      ...items(260, ['Uraian', 'Jumlah', 'Harga', 'Total']),
    ],
    seller: 'Hraunhóll hf.',
    sellerPostcode: 'IS-101',
    sellerCountry: 'IS',
    buyer: 'Eichenvision V.O.F.',
    number: 'IS-2026-12',
    issueDate: '2026-03-12',
  },
  ...irishCases(),
  {
    name: 'Esperanto: no block names the seller: the letterhead name, not the one-word title',
    rows: [
      [40, 50, 'Arbaro Kooperativo', 14, true],
      [40, 400, 'FAKTURO', 16, true],
      [70, 400, 'Numero de fakturo: EO-9'],
      [83, 400, 'Dato: 03.02.2026'],
      [130, 50, 'Aĉetanto:', 9, true],
      [144, 50, 'Nordlicht Messebau GmbH'],
      [157, 50, 'Hafenstraße 14'],
      [170, 50, '20457 Hamburg'],
      ...items(260),
    ],
    seller: 'Arbaro Kooperativo',
    buyer: 'Nordlicht Messebau GmbH',
  },
  {
    name: 'Swahili: no block names the seller: the letterhead name beside the title',
    rows: [
      [40, 300, 'ANKARA', 16, true],
      [40, 50, 'Shamba la Kahawa Limited', 14, true],
      [70, 300, 'Namba ya ankara: SW-10'],
      [83, 300, 'Tarehe: 02.03.2026'],
      [130, 50, 'Mteja', 9, true],
      [144, 50, 'Wiener Blumen KG', 9],
      [157, 50, 'Graben 12', 9],
      [170, 50, '1010 Wien', 9],
      ...items(260, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
    ],
    seller: 'Shamba la Kahawa Limited',
    buyer: 'Wiener Blumen KG',
  },
  ...ukPostcodeCases(),
  ...blind33Cases(),
  ...ibanCountryCases(),
  ...guardCases(),
];

/**
 * Guards of the rules above: a bold line right over a street is the name's last line, no heading
 * ("CLIENT 1" / "CodeSERVICE A" / "1 rue du Client"); a letterhead holding a known title word
 * ("Demo Invoice") names no seller.
 */
function guardCases(): UnseenCase[] {
  const title: StyledRow[] = [
    [40, 360, 'FAKTURO', 16, true],
    [70, 360, 'Numero de fakturo: EO-11'],
  ];
  return [
    {
      name: 'Esperanto: two bold name lines over the street, the second no heading',
      rows: [
        ...title,
        [120, 320, 'KLIENTO 1', 12, true],
        [134, 320, 'Servo A', 12, true],
        [148, 320, '1 rue du Client', 12],
        [162, 320, '75015 PARIS', 12],
        ...items(260),
      ],
      buyer: 'KLIENTO 1',
      number: 'EO-11',
    },
    {
      name: 'Swahili: a bold department line over the street, the name above it',
      rows: [
        [40, 360, 'ANKARA', 16, true],
        [70, 360, 'Namba ya ankara: SW-12'],
        [120, 50, 'Wiener Blumen KG', 10, true],
        [134, 50, 'Einkauf Zentrale', 10, true],
        [148, 50, 'Graben 12', 10],
        [162, 50, '1010 Wien', 10],
        ...items(260, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
      ],
      buyer: 'Wiener Blumen KG',
      number: 'SW-12',
    },
    {
      name: 'English title words in a letterhead ("Demo Invoice") name no seller',
      rows: [
        [40, 200, 'Demo Invoice', 18],
        [70, 50, 'TO:', 9],
        [70, 110, 'Marcel K Schaefer', 9],
        [82, 110, 'Waßmannsdorfer Chaussee', 9],
        [94, 110, '22111 Hamburg', 9],
        [70, 380, 'Invoice Number:', 9],
        [70, 480, '245625', 9],
        ...items(260),
      ],
      seller: '',
      number: '245625',
    },
  ];
}

/**
 * A seller whose country no line names and whose postcode does not fit the default country's
 * format: the IBAN's country; a hyphenated one-word title is no letterhead name.
 */
function ibanCountryCases(): UnseenCase[] {
  const buyer: StyledRow[] = [
    [200, 50, 'Mteja:', 9, true],
    [212, 50, 'Nordlicht Messebau GmbH', 9],
    [223, 50, 'Hafenstraße 14', 9],
    [234, 50, '20457 Hamburg', 9],
  ];
  return [
    {
      name: 'Swahili: a Georgian seller, postcode of four digits, the IBAN GE…',
      rows: [
        [40, 360, 'ANKARA', 16, true],
        [70, 360, 'Namba ya ankara: GE-2026-1'],
        [120, 50, 'Muuzaji', 9, true],
        [132, 50, 'Tbilisi Tea House Ltd', 9],
        [143, 50, 'Rustaveli Avenue 12', 9],
        [154, 50, '0108 Tbilisi', 9],
        ...buyer,
        ...items(270, ['Maelezo', 'Idadi', 'Bei', 'Jumla']),
        [430, 50, 'IBAN: GE29 NB00 0000 0101 9049 17'],
      ],
      seller: 'Tbilisi Tea House Ltd',
      sellerCountry: 'GE',
      buyerCountry: 'DE',
    },
    {
      name: 'Esperanto: a Kazakh seller, postcode of six digits, the IBAN KZ…, a hyphenated title',
      rows: [
        [40, 50, 'Kvitanco-fakturo', 16, true],
        [70, 50, 'Numero de fakturo: KZ-77'],
        [83, 50, 'Dato: 03.02.2026'],
        [120, 50, 'Vendisto: Dala Soft LLP', 9, true],
        [132, 50, '010000 Astana', 9],
        [143, 50, 'Abai Avenue 52', 9],
        [175, 50, 'Aĉetanto: Nordlicht Messebau GmbH', 9, true],
        [187, 50, 'Hafenstraße 14', 9],
        [198, 50, '20457 Hamburg', 9],
        ...items(270),
        [430, 50, 'IBAN: KZ86 125K ZT50 0410 0100'],
      ],
      number: 'KZ-77',
      issueDate: '2026-02-03',
      sellerCountry: 'KZ',
    },
  ];
}

/** Irish sellers: a town line with its county over the Eircode, in two arrangements. */
function irishCases(): UnseenCase[] {
  const seller: StyledRow[] = [
    [132, 50, 'Óstán Cois Cuain Teo.', 9],
    [143, 50, 'Sráid an Droichid 13', 9],
    [154, 50, 'An Spidéal, Co. na Gaillimhe', 9],
    [165, 50, 'H91 XK47', 9],
  ];
  const head = (y: number): StyledRow[] => [
    [y, 360, 'FAKTURO', 16, true],
    [y + 30, 360, 'Numero de fakturo: IE-55'],
  ];
  return [
    {
      name: 'Esperanto: an Irish seller, town and county over the Eircode, side by side',
      rows: [
        ...head(40),
        [120, 50, 'Vendisto', 8, true],
        ...seller,
        [120, 320, 'Aĉetanto', 8, true],
        [132, 320, 'Feinform GmbH', 9],
        [143, 320, 'Hauptstraße 128', 9],
        [154, 320, '04116 Leipzig', 9],
        ...items(260),
        [420, 50, 'IBAN IE29 AIBK 9311 5212 3456 78'],
      ],
      seller: 'Óstán Cois Cuain Teo.',
      sellerPostcode: 'H91 XK47',
      sellerCountry: 'IE',
    },
    {
      name: 'Indonesian: an Irish seller, town and county over the Eircode, the buyer below',
      rows: [
        ...head(40),
        [120, 50, 'Penjual', 8, true],
        ...seller,
        [200, 50, 'Pembeli', 8, true],
        [212, 50, 'Feinform GmbH', 9],
        [223, 50, 'Hauptstraße 128', 9],
        [234, 50, '04116 Leipzig', 9],
        ...items(280, ['Uraian', 'Jumlah', 'Harga', 'Total']),
      ],
      seller: 'Óstán Cois Cuain Teo.',
      sellerPostcode: 'H91 XK47',
      buyer: 'Feinform GmbH',
    },
  ];
}

/** A UK postcode starting with a legal form's letters ("SA31 1PG", "SE1 7PB") names no one. */
function ukPostcodeCases(): UnseenCase[] {
  const doc = (name: string, line: string, pc: string, town: string): UnseenCase => ({
    name: `Esperanto: a letterhead "${line}" under a name with no known legal form`,
    rows: [
      [40, 50, name, 15, true],
      [58, 50, line, 8],
      [90, 360, 'FAKTURO', 16, true],
      [110, 360, 'Numero de fakturo: GB-1'],
      [120, 50, 'Vendisto', 8, true],
      [132, 50, name, 9],
      [143, 50, 'Stryd Fawr 120', 9],
      [154, 50, town, 9],
      [165, 50, pc, 9],
      [185, 50, 'Aĉetanto', 8, true],
      [197, 50, 'Marbau V.O.F.', 9],
      [208, 50, 'Prinsengracht 14a', 9],
      [219, 50, '1078 AB Amsterdam', 9],
      ...items(280),
    ],
    seller: name,
    sellerPostcode: pc,
    buyer: 'Marbau V.O.F.',
  });
  return [
    doc('Melin Wlân Dyffryn Cyf.', 'Stryd Fawr 120 · Caerfyrddin · SA31 1PG', 'SA31 1PG', 'Caerfyrddin'),
    doc('Thames Weavers Cooperative', 'Bankside 4 · London · SE1 7PB', 'SE1 7PB', 'London'),
  ];
}

/** Cases of the rules written after blind33's carry-over run (two arrangements each). */
function blind33Cases(): UnseenCase[] {
  const buyer: StyledRow[] = [
    [200, 50, 'Nordlicht Messebau GmbH', 9],
    [211, 50, 'Hafenstraße 14', 9],
    [222, 50, '20457 Hamburg', 9],
  ];
  return [
    {
      name: 'Vietnamese: a title of short syllables, its label right of the value cell',
      rows: [
        [40, 300, 'HÓA ĐƠN BÁN HÀNG', 15, true],
        [70, 300, 'Mã hóa đơn:'],
        [70, 430, 'HD-2026-0009'],
        [83, 300, 'Ngày lập: 12/05/2026'],
        ...buyer,
        ...items(260),
      ],
      number: 'HD-2026-0009',
      issueDate: '2026-05-12',
    },
    {
      name: 'Vietnamese: a title of short syllables, the value under its label',
      rows: [
        [40, 50, 'HÓA ĐƠN', 15, true],
        [70, 50, 'Số hóa đơn', 8],
        [82, 50, '00071123', 9],
        [70, 200, 'Ngày lập', 8],
        [82, 200, '03.02.2026', 9],
        ...buyer,
        ...items(260),
      ],
      number: '00071123',
      issueDate: '2026-02-03',
    },
    {
      name: 'Esperanto: a compound title word gives its end as a stem ("IMPOSTFAKTURO" → "Fakturo n-ro")',
      rows: [
        [40, 50, 'IMPOSTFAKTURO', 16, true],
        [70, 50, 'Fakturo n-ro:', 8],
        [70, 150, 'EO-2026-0404', 9],
        [83, 50, 'Dato: 03.02.2026', 9],
        ...buyer,
        ...items(260),
      ],
      number: 'EO-2026-0404',
      issueDate: '2026-02-03',
    },
    {
      name: 'Frisian: a compound title word gives its end as a stem ("BELESTINGFAKTUER" → "Faktuernûmer")',
      rows: [
        [40, 50, 'BELESTINGFAKTUER', 16, true],
        [70, 50, 'Faktuernûmer', 8],
        [82, 50, 'FY/2026/77', 9],
        [70, 200, 'Datum', 8],
        [82, 200, '03.02.2026', 9],
        ...buyer,
        ...items(260),
      ],
      number: 'FY/2026/77',
      issueDate: '2026-02-03',
    },
    {
      name: 'Esperanto: the second stem word of a title line labels the id ("Kvitanco de fakturo Numero de fakturo …")',
      rows: [
        [40, 50, 'Kvitanco de fakturo Numero de fakturo EO-55', 14, true],
        [70, 50, 'Dato: 03.02.2026', 9],
        ...buyer,
        ...items(260),
      ],
      number: 'EO-55',
      issueDate: '2026-02-03',
    },
    {
      name: 'Swahili: the second stem word of a title line labels the id ("Risiti ya Ankara Namba ya Ankara …")',
      rows: [
        [40, 50, 'Risiti ya Ankara Namba ya Ankara SW-66', 14, true],
        [70, 50, 'Tarehe: 02.03.2026', 9],
        ...buyer,
        ...items(260),
      ],
      number: 'SW-66',
      issueDate: '2026-03-02',
    },
    {
      name: "Vietnamese: a heading of four words before the seller's name on its line, blocks one above the other",
      rows: [
        [40, 360, 'FAKTURO', 16, true],
        [70, 360, 'Numero de fakturo: EO-7'],
        [120, 50, 'Đơn vị bán hàng: Verda Stelo B.V.', 9],
        [132, 50, 'Keizersgracht 112', 9],
        [143, 50, '1015 CX Amsterdam', 9],
        [175, 50, 'Đơn vị mua hàng: Nordlicht Messebau GmbH', 9],
        [187, 50, 'Hafenstraße 14', 9],
        [198, 50, '20457 Hamburg', 9],
        ...items(260),
      ],
      seller: 'Verda Stelo B.V.',
      buyer: 'Nordlicht Messebau GmbH',
    },
    {
      name: 'Georgian: a heading before a name in a script without capitals, one block above the other',
      rows: [
        [40, 360, 'FAKTURO', 16, true],
        [70, 360, 'Numero de fakturo: GE-8'],
        [120, 50, 'მომწოდებელი: შპს ცისკარი', 9],
        [132, 50, 'რუსთაველის გამზირი 12', 9],
        [143, 50, '0108 თბილისი', 9],
        [175, 50, 'მყიდველი: Nordlicht Messebau GmbH', 9],
        [187, 50, 'Hafenstraße 14', 9],
        [198, 50, '20457 Hamburg', 9],
        ...items(260),
      ],
      seller: 'შპს ცისკარი',
      buyer: 'Nordlicht Messebau GmbH',
    },
  ];
}
