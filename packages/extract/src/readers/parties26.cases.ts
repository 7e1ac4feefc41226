/**
 * Cases of session 26 (issue 19, seen set blind33: parties of sellers outside the EU), from two
 * layouts each, failing before:
 * - a town, then its postcode, over a line naming the country ("Lungsod ng Cebu 6000" /
 *   "Pilipinas", "Stellenbosch 7600" / "Suid-Afrika"): a postcode line (parties.ts
 *   `joinTownPostcodeCountry`, `looseAnchor`); Tagalog "Mula kay" / "Para kay" are the seller's and
 *   the buyer's cues (lexicon/asia-africa.ts);
 * - an address on one line under its label, its parts in any order ("Địa chỉ: Lô B3 Khu công
 *   nghiệp Tân Bình, TP. Hồ Chí Minh 70000, Việt Nam", "Address: 27 Nizami Street, AZ1005 Baku,
 *   Azerbaijan"): the one part that is a postcode line, the rest the street
 *   (`splitLabelledAddress`); a postcode with its country's code glued on, that country named
 *   after it ("AZ2000 Gəncə, Azərbaycan", "AD500 Andorra la Vella, Andorra": `gluedPrefixPostcode`);
 * - the postcode line first, then the street, then the country ("010000 Астана, Абай даңғылы, 52,
 *   Қазақстан", "1051 Budapest, Nádor utca 12, Magyarország": `postcodeFirstSplit`);
 * - a cue with a colon and the name beside it, the address under the name in its column
 *   ("Satıcı: | Şirvan Toxuculuq ASC", "Lieferant: | Holzbau Krämer GmbH"), up to the next label
 *   in the cue's column (`valueBeside`);
 * - "No. 15" before the street is its house number, no street of its own ("No. 15, Jalan Bukit
 *   Bintang"; lexicon/en.ts `unitPrefix`);
 * - blind31 (Latvian, Turkish, Macedonian): the lines under a cue's name with their labels in the
 *   cue's column ("Juridiskā adrese: | …", "Anschrift: | …"; `valueBeside`); the town and the
 *   postcode as two parts ("…, Cēsis, LV-4101": `townApartFromPostcode`); the country after a
 *   slash ("07100 Antalya / Türkiye": `pcLineParts`); a Turkish street with its door number after
 *   "No:" is no reference line (lexicon/wider-europe.ts `streetWord`); the Macedonian VAT id
 *   "MK" + 13 digits (@ic/einvoice `normalizeVatId`; its candidates' prefixes are read from there);
 * - blind38: a block with a line "z. Hd. …" / "Attn: …" at its left edge is the recipient's
 *   (readers/seller-buyer.ts `addressedTo`); a label of the invoice's data with its value to the
 *   right is no line of the block under it ("Date due | August 16, 2026" over "Granite Peak Design
 *   Inc.": `headerLabelAlone`; only with a value beside it: blind29's Swedish heads over heads were cut); the non-Union OSS
 *   number "EU" + 9 digits is a VAT id.
 */
import type { StyledRow } from '../test-layout.ts';

/** name, street, postcode, city, country */
export type PartyFields = [string, string, string, string, string];

export interface Parties26Case {
  name: string;
  rows: StyledRow[];
  seller: PartyFields;
  buyer?: PartyFields;
  /** the seller's VAT id, where the case checks it */
  sellerVat?: string;
}

/** A title (at the left, or at x), a number, a date and one item under the parties (from y 300). */
function body(title: string, no: [string, string], date: [string, string], x = 50): StyledRow[] {
  return [
    [40, x, title, 16, true],
    [60, 380, no[0], 9],
    [60, 480, no[1], 9],
    [72, 380, date[0], 9],
    [72, 480, date[1], 9],
    [300, 50, 'Description', 8, true],
    [300, 330, 'Qty', 8, true],
    [300, 420, 'Price', 8, true],
    [300, 510, 'Amount', 8, true],
    [314, 50, 'Consulting services', 8],
    [314, 334, '10', 8],
    [314, 424, '95.00', 8],
    [314, 516, '950.00', 8],
    [340, 420, 'Total', 9, true],
    [340, 516, '950.00', 9, true],
  ];
}

export const PARTIES26_CASES: Parties26Case[] = [
  {
    name: 'Tagalog grid: "Mula kay" / "Para kay", "Lungsod ng Cebu 6000" over "Pilipinas"',
    rows: [
      ...body('Resibo ng Singil', ['Numero ng Singil', '2026-07939'], ['Petsa ng Singil', '24/12/2026']),
      [110, 50, 'Mula kay', 9, true],
      [110, 320, 'Para kay', 9, true],
      [124, 50, 'Lakandula Digital Solutions Corp.', 9],
      [124, 320, 'Eichentrade B.V.', 9],
      [136, 50, '88 Gorordo Avenue', 9],
      [136, 320, 'Kerkstraat 44', 9],
      [148, 50, 'Lungsod ng Cebu 6000', 9],
      [148, 320, '3545 RT Utrecht', 9],
      [160, 50, 'Pilipinas', 9],
      [160, 320, 'Olanda', 9],
    ],
    seller: ['Lakandula Digital Solutions Corp.', '88 Gorordo Avenue', '6000', 'Lungsod ng Cebu', 'PH'],
    buyer: ['Eichentrade B.V.', 'Kerkstraat 44', '3545 RT', 'Utrecht', 'NL'],
  },
  {
    name: 'Afrikaans: "Verkoper:" over "Stellenbosch 7600" and "Suid-Afrika", the buyer at the right',
    rows: [
      ...body('FAKTUUR', ['Faktuurnommer', 'INV16594'], ['Datum', '2026-11-18']),
      [110, 50, 'Verkoper:', 9, true],
      [110, 400, 'Koper:', 9, true],
      [124, 50, 'Vredenhof Wyne BK', 9],
      [124, 400, 'Orbivision GmbH', 9],
      [136, 50, 'Helshoogteweg 14', 9],
      [136, 400, 'Am Markt 56', 9],
      [148, 50, 'Stellenbosch 7600', 9],
      [148, 400, '04337 Leipzig', 9],
      [160, 50, 'Suid-Afrika', 9],
      [160, 400, 'Duitsland', 9],
    ],
    seller: ['Vredenhof Wyne BK', 'Helshoogteweg 14', '7600', 'Stellenbosch', 'ZA'],
    buyer: ['Orbivision GmbH', 'Am Markt 56', '04337', 'Leipzig', 'DE'],
  },
  {
    name: 'Vietnamese: "Đơn vị bán hàng:" and "Địa chỉ: street, town postcode, country" on one line',
    rows: [
      ...body('HÓA ĐƠN', ['Số hóa đơn:', '08691568'], ['Ngày:', '12/05/2026']),
      [110, 50, 'Đơn vị bán hàng: Công ty TNHH Nội Thất Gỗ Việt', 9],
      [122, 50, 'Mã số thuế: 0292811125', 9],
      [134, 50, 'Địa chỉ: Lô B3 Khu công nghiệp Tân Bình, TP. Hồ Chí Minh 70000, Việt Nam', 9],
      [160, 50, 'Đơn vị mua hàng: Bergvision UG (haftungsbeschränkt)', 9],
      [172, 50, 'Mã số thuế: DE980134007', 9],
      [184, 50, 'Địa chỉ: Lindenallee 103a, 60487 Frankfurt am Main, Đức', 9],
    ],
    seller: [
      'Công ty TNHH Nội Thất Gỗ Việt',
      'Lô B3 Khu công nghiệp Tân Bình',
      '70000',
      'TP. Hồ Chí Minh',
      'VN',
    ],
    buyer: ['Bergvision UG (haftungsbeschränkt)', 'Lindenallee 103a', '60487', 'Frankfurt am Main', 'DE'],
  },
  {
    name: 'English grid: "Supplier: | name", "Address: 27 Nizami Street, AZ1005 Baku, Azerbaijan" in the name\'s column',
    rows: [
      ...body('INVOICE', ['Invoice No.', 'AZ-2026-118'], ['Date', '03/03/2026']),
      [110, 50, 'Supplier:', 9, true],
      [110, 130, 'Caspian Carpet Export LLC', 9],
      [122, 130, 'Address: 27 Nizami Street, AZ1005 Baku, Azerbaijan', 9],
      [134, 130, 'Tax ID: 1402287651', 9],
      [150, 50, 'Customer:', 9, true],
      [150, 130, 'Teppichhaus Lindner GmbH', 9],
      [162, 130, 'Address: Schillerstraße 8, 70173 Stuttgart, Germany', 9],
      [174, 130, 'VAT ID: DE271649385', 9],
    ],
    seller: ['Caspian Carpet Export LLC', '27 Nizami Street', 'AZ1005', 'Baku', 'AZ'],
    buyer: ['Teppichhaus Lindner GmbH', 'Schillerstraße 8', '70173', 'Stuttgart', 'DE'],
  },
  {
    name: 'Azerbaijani grid: "Satıcı: | name", "Hüquqi ünvan: Füzuli küçəsi 28, AZ2000 Gəncə, Azərbaycan"',
    rows: [
      ...body('HESAB-FAKTURA', ['Nömrə', 'AA-713039'], ['Tərtib tarixi', '08.02.2026']),
      [110, 50, 'Satıcı:', 9],
      [110, 120, 'Şirvan Toxuculuq ASC', 9],
      [122, 120, 'Hüquqi ünvan: Füzuli küçəsi 28, AZ2000 Gəncə, Azərbaycan', 9],
      [134, 120, 'VÖEN: 7778866129', 9],
      [150, 50, 'Alıcı:', 9],
      [150, 120, 'Sterntech OG', 9],
      [162, 120, 'Hüquqi ünvan: Mariahilfer Straße 124, 1120 Wien, Avstriya', 9],
      [174, 120, 'ƏDV nömrəsi: ATU37631390', 9],
    ],
    seller: ['Şirvan Toxuculuq ASC', 'Füzuli küçəsi 28', 'AZ2000', 'Gəncə', 'AZ'],
    buyer: ['Sterntech OG', 'Mariahilfer Straße 124', '1120', 'Wien', 'AT'],
  },
  {
    name: 'Kazakh: "Сатушы: name" over "010000 Астана, Абай даңғылы, 52, Қазақстан"',
    rows: [
      ...body('Шот-фактура', ['Нөмірі', '188/26'], ['Жасалған күні', '06.12.2026']),
      [110, 50, 'Сатушы: «Дала Софт» ЖШС', 9],
      [122, 50, '010000 Астана, Абай даңғылы, 52, Қазақстан', 9],
      [134, 50, 'ЖСН: 416777759959', 9],
      [160, 50, 'Сатып алушы: Blauvision V.O.F.', 9],
      [172, 50, '3555 RT Utrecht, Stationsweg 60', 9],
    ],
    seller: ['«Дала Софт» ЖШС', 'Абай даңғылы, 52', '010000', 'Астана', 'KZ'],
  },
  {
    name: 'Hungarian exporter in English: "Seller: name" over "1051 Budapest, Nádor utca 12, Magyarország"',
    rows: [
      ...body('INVOICE', ['Invoice number', 'HU-26-0412'], ['Invoice date', '14/04/2026']),
      [110, 50, 'Seller: Duna Precíziós Kft.', 9],
      [122, 50, '1051 Budapest, Nádor utca 12, Magyarország', 9],
      [134, 50, 'Tax number: 12345678-2-41', 9],
    ],
    seller: ['Duna Precíziós Kft.', 'Nádor utca 12', '1051', 'Budapest', 'HU'],
  },
  {
    name: 'German grid (guard, read before): "Lieferant: | name" with the address under the name, "Kunde: | name" below',
    rows: [
      ...body('RECHNUNG', ['Rechnungsnummer', 'HK-2026-077'], ['Datum', '12.03.2026']),
      [110, 50, 'Lieferant:', 9],
      [110, 140, 'Holzbau Krämer GmbH', 9],
      [122, 140, 'Sägewerkstraße 4', 9],
      [134, 140, '87435 Kempten', 9],
      [150, 50, 'Kunde:', 9],
      [150, 140, 'Ferienhof Alpenblick KG', 9],
      [162, 140, 'Dorfstraße 21', 9],
      [174, 140, '87541 Bad Hindelang', 9],
    ],
    seller: ['Holzbau Krämer GmbH', 'Sägewerkstraße 4', '87435', 'Kempten', 'DE'],
    buyer: ['Ferienhof Alpenblick KG', 'Dorfstraße 21', '87541', 'Bad Hindelang', 'DE'],
  },
  {
    name: 'Andorran seller: "Adreça: Carrer Major 12, AD500 Andorra la Vella, Andorra" under the name',
    rows: [
      ...body('FACTURA', ['Número', 'F-2026-031'], ['Data', '02/02/2026']),
      [110, 50, 'Proveïdor:', 9],
      [110, 140, 'Pirineu Serveis SL', 9],
      [122, 140, 'Adreça: Carrer Major 12, AD500 Andorra la Vella, Andorra', 9],
      [150, 50, 'Client:', 9],
      [150, 140, 'Montblanc Outdoor SAS', 9],
      [162, 140, 'Adreça: 14 rue des Alpes, 74000 Annecy, França', 9],
    ],
    seller: ['Pirineu Serveis SL', 'Carrer Major 12', 'AD500', 'Andorra la Vella', 'AD'],
    buyer: ['Montblanc Outdoor SAS', '14 rue des Alpes', '74000', 'Annecy', 'FR'],
  },
  {
    name: 'Malaysian letterhead at the right: "No. 15, Jalan Bukit Bintang" is one street line',
    rows: [
      ...body('INVOIS', ['Nombor Invois:', 'INV26252'], ['Tarikh Invois:', '21/06/2026']),
      [96, 400, 'Perkasa Getah Berhad', 10, true],
      [108, 400, 'No. 15, Jalan Bukit Bintang', 9],
      [120, 400, '40150 Shah Alam', 9],
      [132, 400, 'Malaysia', 9],
      [160, 50, 'Kepada:', 9],
      [172, 50, 'Terrabau GmbH', 9],
      [184, 50, 'Mariahilfer Straße 72', 9],
      [196, 50, '1100 Wien', 9],
      [208, 50, 'Austria', 9],
    ],
    seller: ['Perkasa Getah Berhad', 'No. 15, Jalan Bukit Bintang', '40150', 'Shah Alam', 'MY'],
    buyer: ['Terrabau GmbH', 'Mariahilfer Straße 72', '1100', 'Wien', 'AT'],
  },
  {
    name: 'Malaysian block at the left under "Daripada:": "No. 8, Jalan Teknologi 3/5"',
    rows: [
      ...body('INVOIS CUKAI', ['No. Invois', 'GT-2026-88'], ['Tarikh', '02/09/2026']),
      [110, 50, 'Daripada:', 9, true],
      [122, 50, 'Glovetech Industries Sdn. Bhd.', 9],
      [134, 50, 'No. 8, Jalan Teknologi 3/5', 9],
      [146, 50, '47301 Petaling Jaya', 9],
      [158, 50, 'Malaysia', 9],
    ],
    seller: ['Glovetech Industries Sdn. Bhd.', 'No. 8, Jalan Teknologi 3/5', '47301', 'Petaling Jaya', 'MY'],
  },
  {
    name: 'Latvian label grid: "Preču piegādātājs: | name", "Juridiskā adrese: | street, town, LV-4101", "Pircējs:" below',
    rows: [
      ...body('RĒĶINS Nr. RIX-46312', ['Datums', '2026-10-26'], ['Apmaksāt līdz', '2026-11-05']),
      [100, 50, 'Preču piegādātājs:', 9],
      [100, 190, 'Gaujas Līcis AS', 9],
      [112, 50, 'Juridiskā adrese:', 9],
      [112, 190, 'Krišjāņa Valdemāra iela 55, Cēsis, LV-4101', 9],
      [124, 50, 'PVN reģ. Nr.:', 9],
      [124, 190, 'LV40008457730', 9],
      [150, 50, 'Pircējs:', 9],
      [150, 190, 'Berghaus AG', 9],
      [162, 50, 'Adrese:', 9],
      [162, 190, 'Hauptstraße 51, 50703 Köln, Vācija', 9],
    ],
    seller: ['Gaujas Līcis AS', 'Krišjāņa Valdemāra iela 55', 'LV-4101', 'Cēsis', 'LV'],
    buyer: ['Berghaus AG', 'Hauptstraße 51', '50703', 'Köln', 'DE'],
  },
  {
    name: 'German form: "Lieferant: | name", "Anschrift: | Gedimino pr. 9, Vilnius, LT-01103" of a Lithuanian supplier',
    rows: [
      ...body('RECHNUNG', ['Rechnungsnummer', 'LT-26-0088'], ['Datum', '04.05.2026']),
      [100, 50, 'Lieferant:', 9],
      [100, 160, 'Baltų Medis UAB', 9],
      [112, 50, 'Anschrift:', 9],
      [112, 160, 'Gedimino pr. 9, Vilnius, LT-01103', 9],
      [124, 50, 'USt-IdNr.:', 9],
      [124, 160, 'LT100012345612', 9],
      [150, 50, 'Kunde:', 9],
      [150, 160, 'Tischlerei Holm GmbH', 9],
      [162, 50, 'Anschrift:', 9],
      [162, 160, 'Werftstraße 3, 24148 Kiel, Deutschland', 9],
    ],
    seller: ['Baltų Medis UAB', 'Gedimino pr. 9', 'LT-01103', 'Vilnius', 'LT'],
    buyer: ['Tischlerei Holm GmbH', 'Werftstraße 3', '24148', 'Kiel', 'DE'],
  },
  {
    name: 'Turkish letterhead: "Atatürk Bulvarı No:66" over "07100 Antalya / Türkiye"',
    rows: [
      ...body('FATURA', ['Fatura Numarası', 'ANT2026837957475'], ['Belge Tarihi', '20.12.2026'], 470),
      [40, 50, 'Akdeniz Palmiye Otelcilik A.Ş.', 10, true],
      [52, 50, 'Atatürk Bulvarı No:66', 9],
      [64, 50, '07100 Antalya / Türkiye', 9],
      [150, 50, 'SAYIN', 9],
      [162, 50, 'Sternprint N.V.', 9],
      [174, 50, 'Molenweg 145', 9],
      [186, 50, '1092 DE Amsterdam', 9],
    ],
    seller: ['Akdeniz Palmiye Otelcilik A.Ş.', 'Atatürk Bulvarı No:66', '07100', 'Antalya', 'TR'],
  },
  {
    name: 'Turkish supplier in English: "Kışla Mahallesi 44. Sokak No:107" over "07400 Alanya / Turkey" under "Seller"',
    rows: [
      ...body('INVOICE', ['Invoice No.', 'ALY-2026-77'], ['Date', '02.03.2026']),
      [100, 50, 'Seller', 9, true],
      [112, 50, 'Akdeniz Palmiye Turizm Ltd. Şti.', 9],
      [124, 50, 'Kışla Mahallesi 44. Sokak No:107', 9],
      [136, 50, '07400 Alanya / Turkey', 9],
    ],
    seller: ['Akdeniz Palmiye Turizm Ltd. Şti.', 'Kışla Mahallesi 44. Sokak No:107', '07400', 'Alanya', 'TR'],
  },
  {
    name: 'Macedonian seller in the footer: "ЕДБ за ДДВ: MK4051718394534" is its VAT id',
    rows: [
      ...body('Фактура', ['Број на фактура', '527/26'], ['Датум', '03.07.2026']),
      [100, 50, 'Купувач:', 9],
      [112, 50, 'Nordform OG', 9],
      [124, 50, 'Landstraße 41', 9],
      [136, 50, '1170 Wien', 9],
      [148, 50, 'ЕДБ за ДДВ: ATU23499573', 9],
      [760, 50, 'Охридски Бисер ДОО', 8],
      [770, 50, 'ул. Гоце Делчев 96', 8],
      [780, 50, '7000 Битола, Македонија', 8],
      [790, 50, 'ЕДБ за ДДВ: MK4051718394534', 8],
    ],
    seller: ['Охридски Бисер ДОО', 'ул. Гоце Делчев 96', '7000', 'Битола', 'MK'],
    sellerVat: 'MK4051718394534',
  },
  {
    name: 'Marketplace fee invoice: the platform at the left, the merchant "z. Hd. …" at the right under "Verkäuferkonto"',
    rows: [
      [30, 50, 'Kaufhafen', 16, true],
      [50, 50, 'Rechnung über Marktplatzgebühren', 11, true],
      [80, 50, 'Kaufhafen Marktplatz GmbH', 9],
      [80, 330, 'Verkäuferkonto', 9],
      [92, 50, 'Hauptstraße 38', 9],
      [92, 330, 'Quellbau AG', 9],
      [104, 50, '61348 Bad Homburg v. d. Höhe', 9],
      [104, 330, 'z. Hd. Miriam Schulte', 9],
      [116, 50, 'USt-IdNr. DE468302807', 9],
      [116, 330, 'Gartenstraße 55a', 9],
      [128, 330, '60580 Frankfurt am Main', 9],
      [140, 330, 'USt-IdNr. DE691638567', 9],
      [170, 50, 'Rechnungsnummer', 9],
      [170, 200, 'FEE-DE-2026-2375304', 9],
      [182, 50, 'Rechnungsdatum', 9],
      [182, 200, '01.08.2026', 9],
      [300, 50, 'Beschreibung', 8, true],
      [300, 330, 'Menge', 8, true],
      [300, 420, 'Einzelpreis', 8, true],
      [300, 510, 'Gesamt', 8, true],
      [314, 50, 'Grundgebühr Professional-Verkäuferkonto', 8],
      [314, 334, '1', 8],
      [314, 424, '39,00', 8],
      [314, 516, '39,00', 8],
      [340, 420, 'Gesamtbetrag', 9, true],
      [340, 516, '46,41', 9, true],
    ],
    seller: ['Kaufhafen Marktplatz GmbH', 'Hauptstraße 38', '61348', 'Bad Homburg v. d. Höhe', 'DE'],
    buyer: ['Quellbau AG', 'Gartenstraße 55a', '60580', 'Frankfurt am Main', 'DE'],
  },
  {
    name: 'English agency: its block at the left, the client "Attn: …" at the right without a cue',
    rows: [
      [30, 50, 'Invoice', 16, true],
      [80, 50, 'Harbour Lights Studio Ltd', 9],
      [80, 330, 'Nordwerk Maschinenbau GmbH', 9],
      [92, 50, '12 Quay Street', 9],
      [92, 330, 'Attn: Jonas Keller', 9],
      [104, 50, 'Bristol BS1 4DB', 9],
      [104, 330, 'Industriestraße 7', 9],
      [116, 50, 'United Kingdom', 9],
      [116, 330, '70565 Stuttgart', 9],
      [128, 330, 'Germany', 9],
      [170, 50, 'Invoice no.', 9],
      [170, 200, 'HLS-2026-044', 9],
      [182, 50, 'Invoice date', 9],
      [182, 200, '12/05/2026', 9],
      [300, 50, 'Description', 8, true],
      [300, 330, 'Qty', 8, true],
      [300, 420, 'Price', 8, true],
      [300, 510, 'Amount', 8, true],
      [314, 50, 'Product photography, day rate', 8],
      [314, 334, '2', 8],
      [314, 420, '850.00', 8],
      [314, 510, '1,700.00', 8],
      [340, 420, 'Total', 9, true],
      [340, 510, '1,700.00', 9, true],
    ],
    seller: ['Harbour Lights Studio Ltd', '12 Quay Street', 'BS1 4DB', 'Bristol', 'GB'],
    buyer: ['Nordwerk Maschinenbau GmbH', 'Industriestraße 7', '70565', 'Stuttgart', 'DE'],
  },
  {
    name: 'US SaaS: the invoice\'s labels stacked over the seller\'s block at the same x, its non-Union OSS number "EU372209508"',
    rows: [
      [30, 50, 'Invoice', 16, true],
      [60, 50, 'Invoice number', 9],
      [60, 160, '0007C121-0026', 9],
      [72, 50, 'Date of issue', 9],
      [72, 160, 'August 2, 2026', 9],
      [84, 50, 'Date due', 9],
      [84, 160, 'August 16, 2026', 9],
      [104, 50, 'Granite Peak Design Inc.', 9],
      [104, 330, 'Bill to', 9],
      [116, 50, '4171 Hillsborough St Ste 5B', 9],
      [116, 330, 'Hafenprint SARL', 9],
      [128, 50, 'Phoenix, AZ 85004', 9],
      [128, 330, '94 boulevard Voltaire', 9],
      [140, 50, 'United States', 9],
      [140, 330, '75020 Paris', 9],
      [152, 50, 'EU VAT EU372209508', 9],
      [152, 330, 'France', 9],
    ],
    seller: ['Granite Peak Design Inc.', '4171 Hillsborough St Ste 5B', '85004', 'Phoenix', 'US'],
    sellerVat: 'EU372209508',
  },
  {
    name: 'German letter: "Rechnungsnummer / Datum / Kundennummer" stacked over the seller\'s block at the same x',
    rows: [
      [30, 50, 'RECHNUNG', 16, true],
      [60, 50, 'Rechnungsnummer', 9],
      [60, 160, 'RE-2026-0815', 9],
      [72, 50, 'Rechnungsdatum', 9],
      [72, 160, '15.05.2026', 9],
      [84, 50, 'Kundennummer', 9],
      [84, 160, 'K-20331', 9],
      [104, 50, 'Grafikbüro Lenz', 9],
      [104, 330, 'Rechnung an', 9],
      [116, 50, 'Kastanienweg 4', 9],
      [116, 330, 'Brauhaus Sommer KG', 9],
      [128, 50, '79098 Freiburg', 9],
      [128, 330, 'Marktplatz 2', 9],
      [140, 330, '79539 Lörrach', 9],
    ],
    seller: ['Grafikbüro Lenz', 'Kastanienweg 4', '79098', 'Freiburg', 'DE'],
    buyer: ['Brauhaus Sommer KG', 'Marktplatz 2', '79539', 'Lörrach', 'DE'],
  },
];
