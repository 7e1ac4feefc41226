/**
 * Cases of session 24's party words (lexicon/wider-europe.ts, lexicon/asia-africa.ts): the
 * seller's tax number after its label in the language (VKN, PIB, NIPT, VSK-númer, Mã số thuế,
 * БСН/ЖСН, ՀՎՀՀ, the Malaysian SST number) in the seller's block or in a footer line of
 * "Label: value" pieces, and the seller and buyer under the headings these invoices print side by
 * side ("Satıcı" / "Alıcı", "Shitësi" / "Blerësi", "Постачальник" / "Покупець", "Seljandi" /
 * "Kaupandi", "Người bán" / "Người mua", "Penjual" / "Pembeli", "გამყიდველი" / "მყიდველი").
 * Before, the labels were unknown words: no tax number, and the headings were read as names.
 */
import type { StyledRow } from '../test-layout.ts';
import { labelColumn } from './langs21.cases.ts';
import type { TaxNumberCase } from './tax-numbers22.cases.ts';

const head: Array<[string, string]> = [
  ['No.', '2026-0417'],
  ['Date', '03.02.2026'],
];
const totals: Array<[string, string]> = [
  ['Net', '1.000,00'],
  ['VAT 20 %', '200,00'],
  ['Total', '1.200,00'],
];

/** The seller's block: name, street, town, then the tax number's line. */
function sellerBlock(name: string, street: string, town: string, taxLine: string): StyledRow[] {
  return [...labelColumn(name, head, 'Service', totals), [62, 50, street], [75, 50, town], [88, 50, taxLine]];
}

export const TAX_NUMBER31_CASES: TaxNumberCase[] = [
  {
    name: 'Turkish hotel: "VKN: 6065792968" under the address',
    rows: sellerBlock(
      'Akdeniz Palmiye Otelcilik A.Ş.',
      'Atatürk Bulvarı No:66',
      '07100 Antalya',
      'VKN: 6065792968',
    ),
    taxNumber: '6065792968',
  },
  {
    name: 'Turkish maker, footer pieces: "Vergi Dairesi: Konak · Vergi No: 1234567890"',
    rows: [
      ...labelColumn('Ege Tekstil Ltd. Şti.', head, 'Kumaş', totals),
      [420, 50, 'Vergi Dairesi: Konak · Vergi No: 1234567890 · Mersis: 0123456789000015'],
    ],
    taxNumber: '1234567890',
  },
  {
    name: 'Serbian exporter: "PIB: 101234567" (nine digits)',
    rows: sellerBlock('Fruška Voće d.o.o.', 'Bulevar oslobođenja 12', '21000 Novi Sad', 'PIB: 101234567'),
    taxNumber: '101234567',
  },
  {
    name: 'Albanian hotel: "NIPT: L91806010P" (letter, eight digits, letter)',
    rows: sellerBlock('Hotel Drini Sh.p.k.', 'Rruga e Kavajës 45', '1001 Tiranë', 'NIPT: L91806010P'),
    taxNumber: 'L91806010P',
  },
  {
    name: 'Icelandic tour company: "VSK-númer: 172713" beside the kennitala',
    rows: sellerBlock(
      'Jökull Ferðaþjónusta ehf.',
      'Laugavegur 12',
      '101 Reykjavík',
      'Kt. 543148-2651 · VSK-númer: 172713',
    ),
    taxNumber: '172713',
  },
  {
    name: 'Vietnamese software house: "Mã số thuế: 0101234567-001" (with its branch)',
    rows: sellerBlock(
      'Công ty TNHH Sài Gòn Phần Mềm',
      '12 Nguyễn Huệ',
      'Quận 1, TP. Hồ Chí Minh',
      'Mã số thuế: 0101234567-001',
    ),
    taxNumber: '0101234567-001',
  },
  {
    name: 'Malaysian studio: "No. SST: W10-1808-31000001"',
    rows: sellerBlock(
      'Syarikat Kraf Melaka Sdn. Bhd.',
      'No. 15, Jalan Bukit Bintang',
      '55100 Kuala Lumpur',
      'No. SST: W10-1808-31000001',
    ),
    taxNumber: 'W10-1808-31000001',
  },
  {
    name: 'Kazakh software house: "БСН/ЖСН: 930673920017"',
    rows: sellerBlock(
      '«Алатау Цифрлық» ЖШС',
      'Достық даңғылы, 240',
      '050000 Алматы',
      'БСН/ЖСН: 930673920017',
    ),
    taxNumber: '930673920017',
  },
  {
    name: 'Armenian distillery: "ՀՎՀՀ: 02512345" (eight digits)',
    rows: sellerBlock('Արարատ Կոնյակ ՍՊԸ', 'Մաշտոցի պողոտա 10', '0010 Երևան', 'ՀՎՀՀ: 02512345'),
    taxNumber: '02512345',
  },
];

export interface HeadingCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  buyer: string;
}

/** The seller and buyer blocks side by side under their headings, the header to the right. */
function sideBySide(headings: [string, string], seller: string[], buyer: string[]): StyledRow[] {
  return [
    [60, 400, 'No. 2026-0417'],
    [130, 50, headings[0], 9, true],
    [130, 300, headings[1], 9, true],
    ...seller.map((t, i): StyledRow => [143 + 12 * i, 50, t]),
    ...buyer.map((t, i): StyledRow => [143 + 12 * i, 300, t]),
    [229, 50, 'Service'],
    [229, 545, '1.000,00'],
  ];
}

export const HEADING31_CASES: HeadingCase[] = [
  {
    name: 'Latvian "Pakalpojuma sniedzējs" / "Pakalpojuma saņēmējs"',
    rows: sideBySide(
      ['Pakalpojuma sniedzējs', 'Pakalpojuma saņēmējs'],
      ['SIA Daugavas Viesnīca', 'Brīvības iela 12', 'LV-1050 Rīga'],
      ['Berghaus AG', 'Hauptstraße 51', '50703 Köln'],
    ),
    seller: 'SIA Daugavas Viesnīca',
    buyer: 'Berghaus AG',
  },
  {
    name: 'Turkish "Satıcı" / "Alıcı"',
    rows: sideBySide(
      ['Satıcı', 'Alıcı'],
      ['Ege Tekstil A.Ş.', 'Kordon Cad. 12', '35210 İzmir'],
      ['Sonnenbau GmbH', 'Landstraße 97', '8014 Graz'],
    ),
    seller: 'Ege Tekstil A.Ş.',
    buyer: 'Sonnenbau GmbH',
  },
  {
    name: 'Albanian "Shitësi" / "Blerësi"',
    rows: sideBySide(
      ['Shitësi', 'Blerësi'],
      ['Hotel Drini Sh.p.k.', 'Rruga e Kavajës 45', '1001 Tiranë'],
      ['Nordlogistik B.V.', 'Prinsengracht 111', '3590 AA Utrecht'],
    ),
    seller: 'Hotel Drini Sh.p.k.',
    buyer: 'Nordlogistik B.V.',
  },
  {
    name: 'Ukrainian "Постачальник" / "Покупець"',
    rows: sideBySide(
      ['Постачальник', 'Покупець'],
      ['ТОВ «Карпати Софт»', 'вул. Городоцька, 15', '79000 Львів'],
      ['Velawerk e.K.', 'Gartenstraße 16', '81746 München'],
    ),
    seller: 'ТОВ «Карпати Софт»',
    buyer: 'Velawerk e.K.',
  },
  {
    name: 'Icelandic "Seljandi" / "Kaupandi"',
    rows: sideBySide(
      ['Seljandi', 'Kaupandi'],
      ['Jökull Ferðaþjónusta ehf.', 'Laugavegur 12', '101 Reykjavík'],
      ['Sonnenbau GmbH', 'Landstraße 97', '8014 Graz'],
    ),
    seller: 'Jökull Ferðaþjónusta ehf.',
    buyer: 'Sonnenbau GmbH',
  },
  {
    name: 'Vietnamese "Người bán" / "Người mua"',
    rows: sideBySide(
      ['Người bán', 'Người mua'],
      ['Công ty TNHH Sài Gòn Phần Mềm', '12 Nguyễn Huệ', '700000 TP. Hồ Chí Minh'],
      ['Velawerk e.K.', 'Gartenstraße 16', '81746 München'],
    ),
    seller: 'Công ty TNHH Sài Gòn Phần Mềm',
    buyer: 'Velawerk e.K.',
  },
  {
    name: 'Malay "Penjual" / "Pembeli"',
    rows: sideBySide(
      ['Penjual', 'Pembeli'],
      ['Syarikat Kraf Melaka Sdn. Bhd.', 'Jalan Hang Tuah 15', '75300 Melaka'],
      ['Nordlogistik B.V.', 'Prinsengracht 111', '3590 AA Utrecht'],
    ),
    seller: 'Syarikat Kraf Melaka Sdn. Bhd.',
    buyer: 'Nordlogistik B.V.',
  },
  {
    name: 'Georgian "გამყიდველი" / "მყიდველი"',
    rows: sideBySide(
      ['გამყიდველი', 'მყიდველი'],
      ['შპს ალაზნის ველი', 'ჭავჭავაძის ქუჩა 37', '0108 თბილისი'],
      ['Sonnenbau GmbH', 'Landstraße 97', '8014 Graz'],
    ),
    seller: 'შპს ალაზნის ველი',
    buyer: 'Sonnenbau GmbH',
  },
];

/** Country names as these invoices print them → ISO 3166 codes. */
export const COUNTRY31_CASES: Array<[string, string]> = [
  ['Almanya', 'DE'],
  ['Türkiye', 'TR'],
  ['Njemačka', 'DE'],
  ['Srbija', 'RS'],
  ['Німеччина', 'DE'],
  ['Україна', 'UA'],
  ['Австрија', 'AT'],
  ['Shqipëri', 'AL'],
  ['Þýskaland', 'DE'],
  ['Ísland', 'IS'],
  ['Països Baixos', 'NL'],
  ['Herbehereak', 'NL'],
  ['Vācija', 'DE'],
  ['Latvija', 'LV'],
  ['Il-Ġermanja', 'DE'],
  ['An Ostair', 'AT'],
  ['Yr Almaen', 'DE'],
  ['Lëtzebuerg', 'LU'],
  ['Đức', 'DE'],
  ['Việt Nam', 'VN'],
  ['Belanda', 'NL'],
  ['Malaysia', 'MY'],
  ['Pilipinas', 'PH'],
  ['Suid-Afrika', 'ZA'],
  ['Almaniya', 'DE'],
  ['Azərbaycan', 'AZ'],
  ['Қазақстан', 'KZ'],
  ['გერმანია', 'DE'],
  ['საქართველო', 'GE'],
  ['Հայաստան', 'AM'],
];

/** Unit words of these invoices → UN/ECE Rec 20 codes. */
export const UNIT31_CASES: Array<[string, string]> = [
  ['saat', 'HUR'],
  ['gün', 'DAY'],
  ['ay', 'MON'],
  ['sati', 'HUR'],
  ['дана', 'DAY'],
  ['год.', 'HUR'],
  ['міс.', 'MON'],
  ['klst.', 'HUR'],
  ['dagar', 'DAY'],
  ['orë', 'HUR'],
  ['ditë', 'DAY'],
  ['diena', 'DAY'],
  ['stundas', 'HUR'],
  ['giờ', 'HUR'],
  ['ngày', 'DAY'],
  ['jam', 'HUR'],
  ['hari', 'DAY'],
  ['bulan', 'MON'],
  ['сағат', 'HUR'],
  ['საათი', 'HUR'],
  ['ժամ', 'HUR'],
  ['кг', 'KGM'],
  ['комплект', 'SET'],
];

export interface FieldListCase {
  name: string;
  rows: StyledRow[];
  buyer: { name: string; street: string; postcode: string; city: string; country: string };
}

/** Header, then the seller's and the buyer's field lists one above the other (blind33 vi2). */
function fieldLists(seller: string[], buyer: string[]): StyledRow[] {
  return [
    [40, 250, 'HÓA ĐƠN', 14, true],
    [70, 250, 'Số hóa đơn:'],
    [70, 360, '08691568'],
    ...seller.map((t, i): StyledRow => [110 + 12 * i, 50, t]),
    ...buyer.map((t, i): StyledRow => [170 + 12 * i, 50, t]),
    [229, 50, 'Bàn gỗ sồi'],
    [229, 545, '1.000,00'],
  ];
}

export const FIELD_LIST31_CASES: FieldListCase[] = [
  {
    name: 'Vietnamese, blind33 vi2: "Đơn vị mua hàng: …" then "Địa chỉ: street, postcode town, country"',
    rows: fieldLists(
      [
        'Đơn vị bán hàng: Công ty TNHH Nội Thất Gỗ Việt',
        'Mã số thuế: 0292811125',
        'Địa chỉ: Lô B3 Khu công nghiệp Tân Bình, TP. Hồ Chí Minh 70000, Việt Nam',
      ],
      [
        'Đơn vị mua hàng: Bergvision UG (haftungsbeschränkt)',
        'Mã số thuế: DE980134007',
        'Địa chỉ: Lindenallee 103a, 60487 Frankfurt am Main, Đức',
      ],
    ),
    buyer: {
      name: 'Bergvision UG (haftungsbeschränkt)',
      street: 'Lindenallee 103a',
      postcode: '60487',
      city: 'Frankfurt am Main',
      country: 'DE',
    },
  },
  {
    name: 'Malay, hand-made: "Pembeli: …" then "Alamat: street, postcode town, country"',
    rows: fieldLists(
      ['Penjual: Syarikat Kraf Melaka Sdn. Bhd.', 'Alamat: Jalan Hang Tuah 15, 75300 Melaka, Malaysia'],
      ['Pembeli: Nordlicht Handel GmbH', 'Alamat: Mühlenweg 7, 28195 Bremen, Jerman'],
    ),
    buyer: {
      name: 'Nordlicht Handel GmbH',
      street: 'Mühlenweg 7',
      postcode: '28195',
      city: 'Bremen',
      country: 'DE',
    },
  },
];
