/**
 * `--templates blind33` of extraction-synthetic.ts: held-out layouts of session 23 (issue 19,
 * "extraction that generalises"), written before opening the extraction rules and without reading
 * the other blind generators' wording: producers from eight countries outside Europe selling to a
 * German, Austrian or Dutch business, each invoice printed ONLY in the producer's language, every
 * label drawn per document from synonyms real invoices of that language use (names invented) —
 * - `vi2` a Vietnamese furniture and handicraft exporter: HÓA ĐƠN GTGT with "Ký hiệu" and "Số",
 *   the date as "Ngày 03 tháng 02 năm 2026" under the title or "Ngày lập: 03/02/2026", parties one
 *   above the other (Người bán / Người mua or Đơn vị bán hàng / Đơn vị mua hàng, Mã số thuế), thuế
 *   GTGT 10 % and 8 %, amounts "1.234,56"; one 30-row document over two pages;
 * - `ms2` a Malaysian glove and electronics maker: the seller ONLY in a letterhead at the top right,
 *   the buyer in an address window at the left, the head as "label: value" in a box under the
 *   letterhead, SST 10 % and 6 %, a tax table, amounts "1,234.56", dates dd/mm/yyyy;
 * - `tl2` a Philippine outsourcing company: a title line with the number in it ("Resibo ng Singil
 *   Blg. …"), Nagbebenta / Mamimili side by side, TIN, VAT 12 %, dates "Pebrero 3, 2026" or
 *   "3 Pebrero 2026", hours, days and months as units;
 * - `af2` a South African wine farm in Afrikaans: a boxed head grid (labels over values between
 *   rules), Verskaffer / Kliënt side by side, BTW 15 %, amounts "1 234,56", dates yyyy-mm-dd, the
 *   due date ONLY in a payment sentence under the totals; one KREDIETNOTA printed positive;
 * - `az2` an Azerbaijani carpet workshop: labels above values in a head row, Satıcı / Alıcı one
 *   above the other, VÖEN (10 digits), ƏDV 18 %, IBAN AZ; one correction invoice printed negative;
 * - `kk2` a Kazakh software house in Cyrillic: the head's values LEFT of their labels, БСН (12
 *   digits), ҚҚС 12 %, the totals on ONE line, dates "03.02.2026 ж." or "2026 ж. 3 ақпан", IBAN KZ;
 * - `ka2` a Georgian winery: the seller ONLY in the footer, the buyer under a heading, a table
 *   without rulings, საიდენტიფიკაციო კოდი (9 digits), დღგ 18 %, a VAT table, IBAN GE;
 * - `hy2` an Armenian brandy and software producer: a title line "ՀԱՇԻՎ-ԱՊՐԱՆՔԱԳԻՐ № …", Վաճառող /
 *   Գնորդ side by side, ՀՎՀՀ (8 digits), ԱԱՀ 20 %, a bank account without IBAN; one credit note
 *   printed positive.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - the seller's local tax number (Mã số thuế, SST no., TIN, BTW-nommer, VÖEN, БСН, ს/კ, ՀՎՀՀ) is
 *   printed without a country prefix → BT-32 (the seller's tax registration), no BT-31; the buyer's
 *   EU VAT id → BT-48;
 * - a credit note printed positive → 381 with positive amounts and the original invoice as
 *   preceding invoice, no due date, no bank; printed negative (`az2`) → 380 with negative
 *   quantities, line amounts, VAT and totals (prices positive), no preceding invoice;
 * - units as UN/ECE rec. 20 codes of the XRechnung list: piece words (cái, chiếc, unit, piraso,
 *   stuk, bottel, kis, ədəd, дана, ცალი, ბოთლი, հատ, շիշ, kotak) → C62, bộ / set → SET, hours (giờ,
 *   jam, oras, uur, saat, сағат, საათი, ժամ) → HUR, days (araw) → DAY, months (buwan) → MON, kg /
 *   kq / кг / კგ / կգ → KGM, m / mét → MTR, m² → MTK;
 * - Vietnamese "Ký hiệu" (the form series), company registration numbers, bank branch codes and
 *   payment references are printed but no field; a bank account without IBAN is the account id as
 *   printed (digits only), with the printed SWIFT code as BT-86;
 * - the countries are printed in the producer's language (Đức, Jerman, Alemanya, Duitsland,
 *   Almaniya, Германия, გერმანია, Գերմանիա …) → DE, AT, NL and the seller's own code.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  type Generated,
  generateByTemplate,
  groupedMoney,
  type KitDoc,
  type KitParty,
  letterTruthHead,
  pager,
  signedTail,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import {
  footCol,
  type Col as LetterCol,
  letterTable,
  letterTotals,
  onEveryPage,
  paragraph,
} from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND33_TPLS = ['vi2', 'ms2', 'tl2', 'af2', 'az2', 'kk2', 'ka2', 'hy2'] as const;
type Tpl = (typeof BLIND33_TPLS)[number];
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
  sub: string[];
  group: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  /** the labels drawn for this document */
  L: Record<string, string>;
  taxNo: string;
  buyerTaxShown: boolean;
  negative: boolean;
  dueShown: boolean;
  /** the account is an IBAN (else an account number without one) */
  isIban: boolean;
  bank: string;
  series: string;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { af2: [3], az2: [5], hy2: [6] };
const LONG_AT: Partial<Record<Tpl, number>> = { vi2: 2 };

export function generateBlind33(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND33_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      vi2: drawVi,
      ms2: drawMs,
      tl2: drawTl,
      af2: drawAf,
      az2: drawAz,
      kk2: drawKk,
      ka2: drawKa,
      hy2: drawHy,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- labels
/** Per layout: each label's synonyms, one drawn per document. */
const LABELS: Record<Tpl, Record<string, string[]>> = {
  vi2: {
    title: ['HÓA ĐƠN', 'HÓA ĐƠN GIÁ TRỊ GIA TĂNG', 'HÓA ĐƠN GTGT'],
    no: ['Số hóa đơn', 'Số', 'Số HĐ'],
    date: ['Ngày lập', 'Ngày', 'Ngày hóa đơn'],
    due: ['Hạn thanh toán', 'Ngày đến hạn thanh toán'],
    parties: ['Người bán|Người mua', 'Đơn vị bán hàng|Đơn vị mua hàng'],
    tax: ['Mã số thuế', 'MST'],
    addr: ['Địa chỉ', 'Đ/c'],
    net: ['Cộng tiền hàng', 'Tổng tiền hàng', 'Tiền hàng chưa thuế'],
    vat: ['Tiền thuế GTGT', 'Thuế GTGT'],
    gross: ['Tổng cộng thanh toán', 'Tổng tiền thanh toán', 'Tổng cộng tiền thanh toán'],
    heads: [
      'STT|Tên hàng hóa, dịch vụ|Đơn vị tính|Số lượng|Đơn giá|Thuế suất|Thành tiền',
      'STT|Tên hàng hóa|ĐVT|SL|Đơn giá|TS|Thành tiền',
    ],
    account: ['Số tài khoản', 'STK'],
    bank: ['Ngân hàng', 'Tại ngân hàng'],
    swift: ['Mã SWIFT', 'SWIFT'],
    pay: ['Hình thức thanh toán: Chuyển khoản', 'Hình thức thanh toán: CK'],
  },
  ms2: {
    title: ['INVOIS', 'INVOIS CUKAI'],
    no: ['No. Invois', 'Nombor Invois', 'No. Inv.'],
    date: ['Tarikh', 'Tarikh Invois'],
    due: ['Tarikh Akhir Bayaran', 'Tarikh Matang', 'Tarikh Tamat Tempoh'],
    buyer: ['Kepada', 'Pembeli', 'Pelanggan'],
    reg: ['No. Pendaftaran SST', 'No. Pendaftaran', 'No. SST'],
    company: ['No. Syarikat', 'No. Pendaftaran Syarikat'],
    buyerVat: ['No. Cukai Pembeli', 'No. VAT Pelanggan'],
    net: ['Jumlah Sebelum Cukai', 'Jumlah Kecil', 'Jumlah Tanpa Cukai'],
    vat: ['SST', 'Cukai', 'Cukai Jualan'],
    gross: ['Jumlah Perlu Dibayar', 'Jumlah Keseluruhan', 'Jumlah Bayaran'],
    heads: [
      'Bil.|Perihal|Kuantiti|Unit|Harga Seunit|Cukai|Jumlah',
      'No.|Keterangan|Ktt|Unit|Harga|Kadar|Amaun',
    ],
    taxTable: ['Kadar Cukai|Jumlah Bercukai|Cukai', 'Kadar|Nilai Bercukai|Amaun Cukai'],
    bank: ['Nama Bank', 'Bank'],
    account: ['No. Akaun', 'Nombor Akaun'],
    swift: ['Kod SWIFT', 'SWIFT'],
    currency: ['Mata wang', 'Mata Wang'],
  },
  tl2: {
    title: ['Resibo ng Singil', 'Singil', 'RESIBO NG SINGIL'],
    no: ['Blg.', 'Numero ng Singil', 'Blg. ng Singil'],
    date: ['Petsa', 'Petsa ng Singil'],
    due: ['Takdang Petsa ng Bayad', 'Huling Araw ng Bayad'],
    parties: ['Nagbebenta|Mamimili', 'Mula kay|Para kay'],
    tin: ['TIN', 'Numero ng TIN'],
    net: ['Kabuuan bago VAT', 'Halagang walang VAT'],
    vat: ['VAT', 'Buwis (VAT)'],
    gross: ['Kabuuang Babayaran', 'Kabuuang Halaga', 'Halagang Dapat Bayaran'],
    heads: [
      '#|Paglalarawan|Yunit|Dami|Presyo bawat yunit|Kabuuan',
      'Blg.|Deskripsyon|Yunit|Dami|Halaga bawat isa|Halaga',
    ],
    bank: ['Bangko', 'Pangalan ng Bangko'],
    account: ['Numero ng Akawnt', 'Blg. ng Akawnt'],
    swift: ['SWIFT', 'Kodigo ng SWIFT'],
  },
  af2: {
    title: ['FAKTUUR', 'BELASTINGFAKTUUR'],
    no: ['Faktuurnommer', 'Faktuur nr.', 'Faktuurnr.'],
    date: ['Datum', 'Faktuurdatum'],
    due: ['Betaalbaar voor', 'Betaal asseblief voor of op', 'Betaling moet ontvang word voor'],
    parties: ['Verskaffer|Kliënt', 'Verkoper|Koper'],
    vatNo: ['BTW-nommer', 'BTW-nr.', 'BTW-registrasienommer'],
    net: ['Subtotaal', 'Totaal sonder BTW', 'Bedrag uitsluitend BTW'],
    vat: ['BTW', 'BTW @'],
    gross: ['Totaal betaalbaar', 'Totaal verskuldig', 'Totaal'],
    heads: ['Beskrywing|Hoeveelheid|Eenheid|Eenheidsprys|Bedrag', 'Item|Hvh|Eenheid|Prys|Bedrag'],
    bank: ['Bank', 'Bankbesonderhede'],
    account: ['Rekeningnommer', 'Rek. nr.'],
    branch: ['Takkode', 'Tak'],
    swift: ['SWIFT-kode', 'SWIFT'],
    ref: ['Kliëntnommer', 'Rekeningnr. kliënt'],
  },
  az2: {
    title: ['HESAB-FAKTURA', 'Hesab-faktura'],
    no: ['Hesab-faktura №', 'Nömrə', '№'],
    date: ['Tarix', 'Tərtib tarixi'],
    due: ['Ödəniş müddəti', 'Son ödəniş tarixi'],
    seller: ['Satıcı'],
    buyer: ['Alıcı'],
    tax: ['VÖEN'],
    addr: ['Ünvan', 'Hüquqi ünvan'],
    net: ['ƏDV-siz məbləğ', 'Cəmi ƏDV-siz'],
    vat: ['ƏDV', 'ƏDV məbləği'],
    gross: ['Ödəniləcək məbləğ', 'Yekun məbləğ', 'Cəmi ödəniləcək'],
    heads: ['№|Malın adı|Ölçü vahidi|Miqdar|Qiymət|Məbləğ', 'Sıra|Adı|Vahid|Miqdarı|Qiyməti|Məbləği'],
    bank: ['Bank', 'Bankın adı'],
    swift: ['SWIFT', 'S.W.I.F.T.'],
    credit: ['DÜZƏLİŞ HESAB-FAKTURASI', 'Geri qaytarma hesab-fakturası'],
    orig: ['Əsas hesab-faktura', 'Düzəliş edilən sənəd'],
  },
  kk2: {
    title: ['ШОТ-ФАКТУРА', 'Шот-фактура'],
    no: ['Шот-фактура №', 'Нөмірі', '№'],
    date: ['Күні', 'Жасалған күні'],
    due: ['Төлеу мерзімі', 'Төлеудің соңғы күні'],
    parties: ['Жеткізуші|Алушы', 'Сатушы|Сатып алушы'],
    bin: ['БСН', 'ЖСН', 'БСН/ЖСН'],
    net: ['ҚҚС-сыз сома', 'ҚҚС-сыз барлығы'],
    vat: ['ҚҚС', 'ҚҚС сомасы'],
    gross: ['Төлеуге барлығы', 'Барлығы төлеуге', 'Жалпы сома'],
    heads: [
      '№|Атауы|Өлш. бір.|Саны|Бағасы|Сомасы',
      'Р/с|Тауардың (қызметтің) атауы|Өлшем бірлігі|Саны|Бағасы|Сомасы',
    ],
    bank: ['Банк', 'Банктің атауы'],
    account: ['ЖСК', 'ЖСК (IBAN)'],
    swift: ['БСК', 'SWIFT'],
  },
  ka2: {
    title: ['ანგარიშ-ფაქტურა', 'ანგარიში'],
    no: ['ანგარიშის №', 'ნომერი', '№'],
    date: ['თარიღი', 'გამოწერის თარიღი'],
    due: ['გადახდის ვადა', 'გადახდის ბოლო ვადა'],
    seller: ['გამყიდველი'],
    buyer: ['მყიდველი'],
    id: ['საიდენტიფიკაციო კოდი', 'ს/კ'],
    buyerVat: ['დღგ-ს გადამხდელის ნომერი', 'დღგ ნომერი'],
    net: ['თანხა დღგ-ს გარეშე', 'ჯამი დღგ-ს გარეშე'],
    vat: ['დღგ', 'დღგ-ს თანხა'],
    gross: ['სულ გადასახდელი', 'სულ თანხა', 'სულ'],
    heads: [
      '№|დასახელება|ერთეული|რაოდენობა|ფასი|თანხა',
      '№|დასახელება|ზომის ერთეული|რაოდ.|ერთეულის ფასი|ჯამი',
    ],
    vatTable: ['განაკვეთი|დასაბეგრი თანხა|დღგ', 'დღგ-ს განაკვეთი|ბაზა|დღგ-ს თანხა'],
    bank: ['ბანკი', 'მომსახურე ბანკი'],
    swift: ['SWIFT', 'ბანკის კოდი'],
  },
  hy2: {
    title: ['ՀԱՇԻՎ-ԱՊՐԱՆՔԱԳԻՐ', 'Հաշիվ-ապրանքագիր'],
    no: ['№', 'Համար'],
    date: ['Ամսաթիվ', 'Դուրսգրման ամսաթիվ'],
    due: ['Վճարման վերջնաժամկետ', 'Վճարման ժամկետ'],
    seller: ['Վաճառող'],
    buyer: ['Գնորդ'],
    tin: ['ՀՎՀՀ'],
    net: ['Գումար առանց ԱԱՀ', 'Ընդամենը առանց ԱԱՀ'],
    vat: ['ԱԱՀ', 'ԱԱՀ գումար'],
    gross: ['Ընդամենը վճարման', 'Ընդամենը վճարման ենթակա', 'Վճարման ենթակա գումար'],
    heads: ['N|Անվանում|Չափման միավոր|Քանակ|Գին|Գումար', 'N|Ապրանքի անվանում|Միավոր|Քանակ|Միավորի գին|Արժեք'],
    bank: ['Բանկ', 'Սպասարկող բանկ'],
    account: ['Հաշվեհամար', 'Բանկային հաշիվ'],
    swift: ['SWIFT'],
    credit: ['ԿՐԵԴԻՏԱՅԻՆ ՀԱՇԻՎ', 'Վերադարձի հաշիվ'],
    orig: ['Հիմք՝ հաշիվ', 'Ճշգրտվող հաշիվ'],
  },
};

// ---------------------------------------------------------------------------- parties
type Place = [city: string, pc: string];
interface Producer {
  cc: string;
  names: string[];
  streets: string[];
  places: Place[];
  country: string;
  /** the local tax number */
  taxNo: (t: Tools) => string;
}
const PRODUCERS: Record<Tpl, Producer> = {
  vi2: {
    cc: 'VN',
    names: [
      'Công ty TNHH Nội Thất Gỗ Việt',
      'Công ty Cổ phần Gốm Sứ Sông Hồng',
      'Công ty TNHH Thủ Công Mỹ Nghệ Hà Đông',
    ],
    streets: [
      'Số 45 Đường Lê Lợi',
      'Số 12 Phố Huế',
      'Lô B3 Khu công nghiệp Tân Bình',
      'Số 208 Đường Trần Phú',
    ],
    places: [
      ['Hà Nội', '10000'],
      ['TP. Hồ Chí Minh', '70000'],
      ['Đà Nẵng', '50000'],
    ],
    country: 'Việt Nam',
    taxNo: (t) => `0${t.digits(9)}`,
  },
  ms2: {
    cc: 'MY',
    names: ['Glovetech Industries Sdn. Bhd.', 'Seri Elektronik Sdn. Bhd.', 'Perkasa Getah Berhad'],
    streets: ['No. 8, Jalan Teknologi 3/5', 'Lot 22, Jalan Perusahaan 2', 'No. 15, Jalan Bukit Bintang'],
    places: [
      ['Kuala Lumpur', '50450'],
      ['Petaling Jaya', '47301'],
      ['Shah Alam', '40150'],
    ],
    country: 'Malaysia',
    taxNo: (t) => `W10-${t.digits(4)}-${t.digits(8)}`,
  },
  tl2: {
    cc: 'PH',
    names: [
      'Bayanihan Outsourcing Inc.',
      'Lakandula Digital Solutions Corp.',
      'Kalayaan Support Services Inc.',
    ],
    streets: ['6750 Ayala Avenue', '32nd Street, Bonifacio Global City', '88 Gorordo Avenue'],
    places: [
      ['Makati City', '1226'],
      ['Taguig', '1634'],
      ['Lungsod ng Cebu', '6000'],
    ],
    country: 'Pilipinas',
    taxNo: (t) => `${t.digits(3)}-${t.digits(3)}-${t.digits(3)}-000`,
  },
  af2: {
    cc: 'ZA',
    names: ['Bergrivier Wynlandgoed (Edms) Bpk', 'Klipkop Kelders (Edms) Bpk', 'Vredenhof Wyne BK'],
    streets: ['Helshoogteweg 14', 'Kerkstraat 102', 'R44 Plaas Rustenburg'],
    places: [
      ['Stellenbosch', '7600'],
      ['Paarl', '7646'],
      ['Franschhoek', '7690'],
    ],
    country: 'Suid-Afrika',
    taxNo: (t) => `4${t.digits(9)}`,
  },
  az2: {
    cc: 'AZ',
    names: ['Qarabağ Xalça MMC', 'Şirvan Toxuculuq ASC', 'Qobustan Xalçaçılıq MMC'],
    streets: ['Nizami küçəsi 74', 'Füzuli küçəsi 28', 'Azadlıq prospekti 151'],
    places: [
      ['Bakı', 'AZ1000'],
      ['Gəncə', 'AZ2000'],
      ['Şəki', 'AZ5500'],
    ],
    country: 'Azərbaycan',
    taxNo: (t) => `${t.int(1, 9)}${t.digits(9)}`,
  },
  kk2: {
    cc: 'KZ',
    names: ['«Дала Софт» ЖШС', '«Алатау Цифрлық» ЖШС', '«Көкжиек ІТ» АҚ'],
    streets: ['Абай даңғылы, 52', 'Сәтпаев көшесі, 30А', 'Достық даңғылы, 240'],
    places: [
      ['Алматы', '050000'],
      ['Астана', '010000'],
      ['Қарағанды', '100000'],
    ],
    country: 'Қазақстан',
    taxNo: (t) => t.digits(12),
  },
  ka2: {
    cc: 'GE',
    names: ['შპს ალაზნის ველი', 'შპს კახური მარანი', 'სს ქართული ღვინის სახლი'],
    streets: ['რუსთაველის გამზირი 12', 'ჭავჭავაძის ქუჩა 37', 'ერეკლე II-ის ქუჩა 5'],
    places: [
      ['თბილისი', '0108'],
      ['თელავი', '2200'],
      ['სიღნაღი', '4200'],
    ],
    country: 'საქართველო',
    taxNo: (t) => `${t.int(2, 4)}${t.digits(8)}`,
  },
  hy2: {
    cc: 'AM',
    names: ['«Արարատ Կոնյակ» ՍՊԸ', '«Արագած Սոֆթ» ՓԲԸ', '«Նաիրի Գինի» ՍՊԸ'],
    streets: ['Աբովյան փողոց 24', 'Մաշտոցի պողոտա 11', 'Թումանյան փողոց 8'],
    places: [
      ['Երևան', '0010'],
      ['Երևան', '0025'],
      ['Աշտարակ', '0201'],
    ],
    country: 'Հայաստան',
    taxNo: (t) => t.digits(8),
  },
};

/** The buyer's country as each language writes it. */
const COUNTRY: Record<Tpl, Record<'DE' | 'AT' | 'NL', string>> = {
  vi2: { DE: 'Đức', AT: 'Áo', NL: 'Hà Lan' },
  ms2: { DE: 'Jerman', AT: 'Austria', NL: 'Belanda' },
  tl2: { DE: 'Alemanya', AT: 'Austria', NL: 'Olanda' },
  af2: { DE: 'Duitsland', AT: 'Oostenryk', NL: 'Nederland' },
  az2: { DE: 'Almaniya', AT: 'Avstriya', NL: 'Niderland' },
  kk2: { DE: 'Германия', AT: 'Австрия', NL: 'Нидерланд' },
  ka2: { DE: 'გერმანია', AT: 'ავსტრია', NL: 'ნიდერლანდები' },
  hy2: { DE: 'Գերմանիա', AT: 'Ավստրիա', NL: 'Նիդերլանդներ' },
};

// ---------------------------------------------------------------------------- items
type Item = [name: string, unit: [string, string], lo: number, hi: number, rate: string];
const PC = 'C62';
const ITEMS: Record<Tpl, Item[]> = {
  vi2: [
    ['Bàn gỗ sồi 120 x 60 cm', ['cái', PC], 90, 240, '10'],
    ['Ghế gỗ keo ngoài trời, có tay vịn', ['chiếc', PC], 25, 70, '10'],
    ['Bình gốm men lam Bát Tràng', ['cái', PC], 12, 45, '10'],
    ['Bộ bát đĩa sứ 24 món', ['bộ', 'SET'], 35, 90, '10'],
    ['Cà phê Robusta rang xay', ['kg', 'KGM'], 6, 14, '8'],
    ['Lụa tơ tằm Hà Đông khổ 90 cm', ['mét', 'MTR'], 8, 22, '8'],
    ['Dịch vụ đóng gói xuất khẩu', ['giờ', 'HUR'], 9, 18, '8'],
  ],
  ms2: [
    ['Sarung tangan nitril tanpa serbuk (100 helai)', ['kotak', PC], 4, 9, '10'],
    ['Papan litar bercetak 4 lapisan', ['unit', PC], 2, 11, '10'],
    ['Modul sensor suhu industri', ['unit', PC], 18, 60, '10'],
    ['Set kabel penyambung', ['set', 'SET'], 12, 40, '10'],
    ['Perkhidmatan ujian kualiti makmal', ['jam', 'HUR'], 30, 75, '6'],
    ['Perkhidmatan pembungkusan eksport', ['jam', 'HUR'], 18, 40, '6'],
  ],
  tl2: [
    ['Suporta sa customer (ahente)', ['oras', 'HUR'], 11, 19, '12'],
    ['Pagbuo ng software – sprint', ['araw', 'DAY'], 180, 420, '12'],
    ['Paglilisensya ng software', ['buwan', 'MON'], 90, 350, '12'],
    ['Pagsasalin ng dokumento', ['piraso', PC], 25, 80, '12'],
    ['Pamamahala ng proyekto', ['oras', 'HUR'], 25, 45, '12'],
  ],
  af2: [
    ['Pinotage 2022, Stellenbosch (6 x 750 ml)', ['kis', PC], 38, 75, '15'],
    ['Chenin Blanc 2024, ou wingerde', ['bottel', PC], 7, 16, '15'],
    ['Kaapse Vonkelwyn Brut', ['bottel', PC], 9, 21, '15'],
    ['Cabernet Sauvignon Reserwe 2020', ['kis', PC], 70, 140, '15'],
    ['Proeësessie en aanbieding', ['uur', 'HUR'], 40, 90, '15'],
    ['Houtgeskenkkissie met logo', ['stuk', PC], 4, 12, '15'],
  ],
  az2: [
    ['Əl toxunması xalça "Qarabağ", 2 x 3 m', ['ədəd', PC], 380, 1400, '18'],
    ['Yun xalça "Şirvan", 1,5 x 2 m', ['ədəd', PC], 240, 700, '18'],
    ['İpək kəlağayı, təbii boya', ['ədəd', PC], 28, 75, '18'],
    ['Xalça bərpası', ['saat', 'HUR'], 20, 45, '18'],
    ['Kilim, divar üçün', ['m²', 'MTK'], 60, 140, '18'],
    ['Qovrulmuş fındıq ləpəsi', ['kq', 'KGM'], 9, 16, '18'],
  ],
  kk2: [
    ['Бағдарламалық жасақтама әзірлеу', ['сағат', 'HUR'], 25, 55, '12'],
    ['Мобильді қосымшаны тестілеу', ['сағат', 'HUR'], 18, 35, '12'],
    ['Сервер жабдығын баптау', ['дана', PC], 120, 480, '12'],
    ['Бұлттық сервис лицензиясы', ['дана', PC], 40, 200, '12'],
    ['Жобаны басқару', ['сағат', 'HUR'], 30, 60, '12'],
  ],
  ka2: [
    ['საფერავი 2021, ქვევრის ღვინო, 0,75 ლ', ['ბოთლი', PC], 9, 24, '18'],
    ['რქაწითელი 2023, 0,75 ლ', ['ბოთლი', PC], 7, 16, '18'],
    ['ქინძმარაული 2022', ['ბოთლი', PC], 10, 22, '18'],
    ['ჩურჩხელა, ნიგვზის', ['კგ', 'KGM'], 8, 18, '18'],
    ['სასაჩუქრე ყუთი', ['ცალი', PC], 3, 9, '18'],
    ['დეგუსტაცია და პრეზენტაცია', ['საათი', 'HUR'], 35, 80, '18'],
  ],
  hy2: [
    ['Կոնյակ 10 տարեկան, 0,7 լ', ['շիշ', PC], 18, 45, '20'],
    ['Կոնյակ 5 տարեկան, 0,5 լ', ['շիշ', PC], 9, 22, '20'],
    ['Չիր ծիրան', ['կգ', 'KGM'], 7, 15, '20'],
    ['Նվերի տուփ', ['հատ', PC], 3, 8, '20'],
    ['Ծրագրային ապահովման մշակում', ['ժամ', 'HUR'], 22, 48, '20'],
  ],
};

const price = (t: Tools, lo: number, hi: number) =>
  `${t.int(lo, hi)}.${t.pick(['00', '50', '25', '90', '75'])}`;

function linesOf(d: Doc): Ln[] {
  const { t } = d;
  const items = ITEMS[d.tpl];
  const n = LONG_AT[d.tpl] === d.v ? 30 : t.int(2, 6);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, lo, hi, rate] = t.pick(items);
    const qty = unit[1] === 'HUR' || unit[1] === 'KGM' ? String(t.int(2, 80)) : String(t.int(1, 40));
    const p = price(t, lo, hi);
    const shown = n > 8 ? `${name} (${t.pick(['A', 'B', 'C'])}${t.int(10, 99)})` : name;
    out.push({
      id: String(i + 1),
      name: shown,
      qty,
      unit,
      price: p,
      rate,
      net: round(dec(qty).times(p)),
      sub: [],
      group: '',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------- the model
function numberOf(tpl: Tpl, t: Tools): string {
  switch (tpl) {
    case 'vi2':
      return t.digits(7).padStart(8, '0');
    case 'ms2':
      return `INV${t.int(26000, 26999)}`;
    case 'tl2':
      return `2026-${String(t.int(1, 9999)).padStart(5, '0')}`;
    case 'af2':
      return `INV${t.int(10000, 19999)}`;
    case 'az2':
      return `${t.pick(['AA', 'XB'])}-${t.digits(6)}`;
    case 'kk2':
      return `${t.int(100, 999)}/26`;
    case 'ka2':
      return `${t.pick(['GE', 'W26'])}-${t.digits(5)}`;
    default:
      return t.digits(6);
  }
}

const BANKS: Partial<Record<Tpl, Array<[string, string]>>> = {
  vi2: [
    ['BFTVVNVX', 'Vietcombank'],
    ['ICBVVNVX', 'VietinBank'],
  ],
  ms2: [
    ['MBBEMYKL', 'Maybank'],
    ['CIBBMYKL', 'CIMB Bank'],
  ],
  tl2: [
    ['BNORPHMM', 'BDO Unibank'],
    ['BOPIPHMM', 'BPI'],
  ],
  af2: [
    ['SBZAZAJJ', 'Standard Bank'],
    ['FIRNZAJJ', 'FNB'],
  ],
  hy2: [
    ['ARMIAM22', 'Ամերիաբանկ'],
    ['ARMNAM22', 'Արդշինբանկ'],
  ],
};
const ACCOUNT_DIGITS: Partial<Record<Tpl, number>> = { vi2: 13, ms2: 12, tl2: 12, af2: 10, hy2: 16 };

/** The payee's account (an IBAN where the country has them), BIC, bank name and whether it is an IBAN. */
function accountOf(tpl: Tpl, t: Tools): [string, string, string, boolean] {
  if (tpl === 'az2') return [ibanWithCheck('AZ', `AIIB${t.digits(20)}`), 'AIIBAZ2X', 'Kapital Bank', true];
  if (tpl === 'kk2')
    return [ibanWithCheck('KZ', `601${t.digits(13)}`), 'HSBKKZKX', 'Қазақстан Халық Банкі', true];
  if (tpl === 'ka2') return [ibanWithCheck('GE', `BG${t.digits(16)}`), 'BAGAGE22', 'საქართველოს ბანკი', true];
  const [bic, bank] = t.pick(BANKS[tpl] ?? [['', '']]);
  return [t.digits(ACCOUNT_DIGITS[tpl] ?? 12), bic, bank, false];
}

function sellerOf(tpl: Tpl, t: Tools): [KitParty, string] {
  const p = PRODUCERS[tpl];
  const [city, pc] = t.pick(p.places);
  return [{ name: t.pick(p.names), street: t.pick(p.streets), pc, city, country: p.cc }, p.taxNo(t)];
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND33_TPLS.length);
  const L = Object.fromEntries(Object.entries(LABELS[tpl]).map(([key, xs]) => [key, t.pick(xs)]));
  const [s, taxNo] = sellerOf(tpl, t);
  const bc = (['DE', 'AT', 'NL'] as const)[(v + BLIND33_TPLS.indexOf(tpl)) % 3] ?? 'DE';
  const b: KitParty = { ...h.party(bc), country: bc, vat: h.vatId(bc) };
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(10, 60)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, L, taxNo } as unknown as Doc;
  d.negative = tpl === 'az2' && !!credit;
  d.lines = linesOf(d);
  d.vat = vatSums(d.lines).vat;
  d.charge = '';
  d.paid = '';
  d.po = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.number = numberOf(tpl, t);
  if (credit) credit.orig = numberOf(tpl, t);
  d.due = addDays(issue, t.pick([14, 21, 30, 45]));
  d.dueShown = !credit;
  [d.iban, d.bic, d.bank, d.isIban] = accountOf(tpl, t);
  d.buyerTaxShown = tpl !== 'tl2' || v % 2 === 0;
  d.series = `1C26T${t.pick(['AA', 'BB', 'YY'])}`;
  d.phone = t.digits(9);
  d.email = `${t.pick(['sales', 'info', 'export'])}@${t.pick(['export', 'trade', 'office'])}${t.int(1, 9)}.example`;
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(
    { ...d, buyerVat: d.buyerTaxShown },
    { currency: 'EUR', po: '', sellerVat: false },
  );
  if (d.negative) {
    inv.typeCode = '380';
    inv.precedingInvoices = [];
  }
  if (!d.credit)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  return signedTail(inv, d);
}

// ---------------------------------------------------------------------------- notation
const NOTATION: Record<Tpl, [string, string]> = {
  vi2: ['.', ','],
  ms2: [',', '.'],
  tl2: [',', '.'],
  af2: [' ', ','],
  az2: [' ', ','],
  kk2: [' ', ','],
  ka2: [',', '.'],
  hy2: [',', '.'],
};
/** An amount as the layout prints it (negated on a credit note printed negative). */
const money = (d: Doc, v: string) => {
  const [th, de] = NOTATION[d.tpl];
  const s = groupedMoney(v, th, de);
  return d.negative && !dec(v).isZero() ? `-${s}` : s;
};
/** A unit price (never negated). */
const priceOf = (d: Doc, v: string) => groupedMoney(v, ...NOTATION[d.tpl]);
const qtyOf = (d: Doc, q: string) => (d.negative ? `-${q}` : q);
const dmy = (iso: string, sep: string) => iso.split('-').reverse().join(sep);

const MONTHS: Partial<Record<Tpl, string[]>> = {
  tl2: 'Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre'.split(' '),
  af2: 'Januarie Februarie Maart April Mei Junie Julie Augustus September Oktober November Desember'.split(
    ' ',
  ),
  kk2: 'қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан'.split(' '),
  ka2: 'იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი ნოემბერი დეკემბერი'.split(
    ' ',
  ),
};
const monthOf = (tpl: Tpl, iso: string) => MONTHS[tpl]?.[Number(iso.slice(5, 7)) - 1] ?? '';
const day = (iso: string) => String(Number(iso.slice(8, 10)));

/** A date as the layout prints it; `long` = with the month's name where the layout has one. */
function dateOf(d: Doc, iso: string): string {
  const long = d.v % 2 === 1;
  const y = iso.slice(0, 4);
  switch (d.tpl) {
    case 'vi2':
      return dmy(iso, '/');
    case 'ms2':
      return dmy(iso, '/');
    case 'tl2':
      return long ? `${day(iso)} ${monthOf('tl2', iso)} ${y}` : `${monthOf('tl2', iso)} ${day(iso)}, ${y}`;
    case 'af2':
      return long ? `${day(iso)} ${monthOf('af2', iso)} ${y}` : iso;
    case 'az2':
      return dmy(iso, '.');
    case 'kk2':
      return long ? `${y} ж. ${day(iso)} ${monthOf('kk2', iso)}` : `${dmy(iso, '.')} ж.`;
    case 'ka2':
      return long ? `${day(iso)} ${monthOf('ka2', iso)} ${y}` : dmy(iso, '/');
    default:
      return dmy(iso, '.');
  }
}

const headsOf = (d: Doc) => (d.L.heads ?? '').split('|');
const pair = (d: Doc) => (d.L.parties ?? '|').split('|') as [string, string];
const town = (p: KitParty, pcFirst: boolean) => (pcFirst ? `${p.pc} ${p.city}` : `${p.city} ${p.pc}`);
const buyerCountry = (d: Doc) => COUNTRY[d.tpl][d.b.country as 'DE' | 'AT' | 'NL'];
const addrLines = (d: Doc, p: KitParty, pcFirst: boolean) => [
  p.name,
  p.street,
  town(p, pcFirst),
  p === d.s ? PRODUCERS[d.tpl].country : buyerCountry(d),
];
type Col = LetterCol<Ln>;

/** Item columns: position, name, unit, quantity, price, (rate,) amount, heads from the layout's labels. */
function itemCols(d: Doc, withRate: boolean, qtyFirst = false): Col[] {
  const h = headsOf(d);
  const rateHead = withRate ? (h.splice(5, 1)[0] ?? '') : '';
  const [pos = '', name = '', unit = '', qty = '', pr = '', amt = ''] = h;
  const cols: Col[] = [
    { head: pos, x: 50, cell: (l) => l.id },
    { head: name, x: 76, cell: (l) => l.name },
  ];
  const u: Col = { head: unit, x: qtyFirst ? 312 : withRate ? 240 : 262, cell: (l) => l.unit[0] };
  const q: Col = {
    head: qty,
    x: qtyFirst ? 300 : withRate ? 350 : 385,
    right: true,
    cell: (l) => qtyOf(d, l.qty),
  };
  cols.push(...(qtyFirst ? [q, u] : [u, q]));
  cols.push({ head: pr, x: withRate ? 408 : 465, right: true, cell: (l) => priceOf(d, l.price) });
  if (withRate) cols.push({ head: rateHead, x: 470, right: true, cell: (l) => `${l.rate}%` });
  cols.push({ head: amt, x: 545, right: true, cell: (l) => money(d, l.net) });
  return cols;
}

const table = (p: Pager, d: Doc, y0: number, cols: Col[], wrap = 34, size = 8.5) =>
  letterTable(p, (v) => money(d, v), y0, cols, d.lines, { nameCol: 1, wrap, size, top: 70 });

/** Amount rows: net, one row a rate, gross. */
const totalRows = (d: Doc, eur: (v: string) => string): Array<[string, string]> => [
  [d.L.net ?? '', eur(d.lineNet)],
  ...d.vat.map((v): [string, string] => [`${d.L.vat} ${v.rate}%`, eur(v.tax)]),
  [d.L.gross ?? '', eur(d.gross)],
];

// ---------------------------------------------------------------------------- vi2
/** Net, per rate its base and tax (with the VAT total when there are two rates), gross. */
function viTotals(d: Doc): Array<[string, string]> {
  const m = (v: string) => money(d, v);
  const two = d.vat.length > 1;
  return [
    [d.L.net ?? '', m(d.lineNet)],
    ...d.vat.flatMap(
      (v): Array<[string, string]> => [
        ...(two ? [[`Tiền hàng chịu thuế suất ${v.rate}%`, m(v.base)] as [string, string]] : []),
        [`${d.L.vat} ${v.rate}%`, m(v.tax)],
      ],
    ),
    ...(two ? [['Tổng tiền thuế GTGT', m(d.vatT)] as [string, string]] : []),
    [d.L.gross ?? '', m(d.gross)],
  ];
}

function drawVi(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 770);
  const { L } = d;
  const [sl, bl] = pair(d);
  p.put(44, 300, L.title ?? '', { size: 15, bold: true, right: false });
  const monthWords = d.v % 2 === 0;
  const [yy, mm, dd] = d.issue.split('-');
  if (monthWords) p.put(64, 300, `Ngày ${dd} tháng ${mm} năm ${yy}`, { size: 9 });
  else p.put(64, 300, `${L.date}: ${dateOf(d, d.issue)}`, { size: 9 });
  p.kv(82, 300, 430, [
    ['Ký hiệu:', d.series],
    [`${L.no}:`, d.number],
    ...(d.dueShown ? [[`${L.due}:`, dateOf(d, d.due)] as [string, string]] : []),
  ]);
  let y = 140;
  p.put(y, 50, `${sl}: ${d.s.name}`, { size: 9, bold: true });
  p.put(y + 12, 50, `${L.tax}: ${d.taxNo}`, { size: 9 });
  p.put(y + 24, 50, `${L.addr}: ${d.s.street}, ${town(d.s, false)}, ${PRODUCERS.vi2.country}`, { size: 9 });
  p.put(y + 36, 50, `${L.account}: ${d.iban}   ${L.bank}: ${d.bank}   ${L.swift}: ${d.bic}`, { size: 9 });
  y += 58;
  p.put(y, 50, `${bl}: ${d.b.name}`, { size: 9, bold: true });
  p.put(y + 12, 50, `${L.tax}: ${d.b.vat}`, { size: 9 });
  p.put(y + 24, 50, `${L.addr}: ${d.b.street}, ${town(d.b, true)}, ${buyerCountry(d)}`, { size: 9 });
  p.put(y + 36, 50, `${L.pay}   Đồng tiền thanh toán: EUR`, { size: 9 });
  y = table(p, d, y + 62, itemCols(d, true), 30);
  y = letterTotals(p, y + 8, viTotals(d), 300);
  y = p.need(y + 16, 40);
  p.put(y, 50, 'Người mua hàng', { size: 9, bold: true });
  p.put(y, 380, 'Người bán hàng', { size: 9, bold: true });
  p.put(y + 12, 380, '(Ký, ghi rõ họ tên)', { size: 7.5 });
  onEveryPage(rows, p.pages(), (pg, n) => [[800, 545 - 40, `Trang ${pg}/${n}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ms2
function drawMs(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  p.block(
    [
      d.s.name,
      d.s.street,
      town(d.s, true),
      PRODUCERS.ms2.country,
      `${L.company}: ${d.t.digits(12)}`,
      `${L.reg}: ${d.taxNo}`,
    ],
    545,
    40,
    { size: 8.5, right: true },
  );
  p.put(150, 50, `${L.buyer}:`, { size: 8 });
  p.block(addrLines(d, d.b, true), 50, 162, { size: 10 });
  if (d.buyerTaxShown) p.put(215, 50, `${L.buyerVat}: ${d.b.vat}`, { size: 8.5 });
  p.put(146, 330, L.title ?? '', { size: 16, bold: true });
  p.put(160, 330, '_'.repeat(36), { size: 8 });
  p.kv(174, 330, 545, [
    [`${L.no}:`, d.number],
    [`${L.date}:`, dateOf(d, d.issue)],
    [`${L.due}:`, dateOf(d, d.due)],
    [`${L.currency}:`, 'EUR'],
  ]);
  p.put(228, 330, '_'.repeat(36), { size: 8 });
  let y = table(p, d, 256, itemCols(d, true), 36);
  const [h1 = '', h2 = '', h3 = ''] = (L.taxTable ?? '').split('|');
  y = p.need(y + 10, 80);
  p.put(y, 50, h1, { size: 8, bold: true });
  p.put(y, 200, h2, { size: 8, bold: true, right: true });
  p.put(y, 280, h3, { size: 8, bold: true, right: true });
  for (const v of d.vat) {
    y += 12;
    p.put(y, 50, `${L.vat} ${v.rate}%`, { size: 8 });
    p.put(y, 200, money(d, v.base), { size: 8, right: true });
    p.put(y, 280, money(d, v.tax), { size: 8, right: true });
  }
  const tot: Array<[string, string]> = [
    [`${L.net} (EUR)`, money(d, d.lineNet)],
    [`${L.vat} (EUR)`, money(d, d.vatT)],
    [`${L.gross} (EUR)`, money(d, d.gross)],
  ];
  letterTotals(p, y - 12 * d.vat.length, tot, 330);
  onEveryPage(rows, p.pages(), () => [
    ...footCol([`${L.bank}: ${d.bank}`, `${L.account}: ${d.iban}`, `${L.swift}: ${d.bic}`], 50, 780, 7.5),
    [780, 330, d.email, 7.5],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- tl2
function drawTl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  const [sl, bl] = pair(d);
  p.put(50, 50, `${L.title} ${L.no} ${d.number}`, { size: 14, bold: true });
  p.put(70, 50, `${L.date}: ${dateOf(d, d.issue)}`, { size: 9 });
  p.put(70, 300, `${L.due}: ${dateOf(d, d.due)}`, { size: 9 });
  p.put(100, 50, sl ?? '', { size: 9, bold: true });
  p.put(100, 320, bl ?? '', { size: 9, bold: true });
  const sy = p.block(addrLines(d, d.s, false), 50, 114, { size: 9 });
  const by = p.block(addrLines(d, d.b, true), 320, 114, { size: 9 });
  p.put(sy + 2, 50, `${L.tin}: ${d.taxNo}`, { size: 8.5 });
  if (d.buyerTaxShown) p.put(by + 2, 320, `VAT Blg.: ${d.b.vat}`, { size: 8.5 });
  let y = table(p, d, 200, itemCols(d, false, true), 40);
  const eur = (v: string) => `€${money(d, v)}`;
  y = letterTotals(p, y + 8, totalRows(d, eur), 330);
  y = p.need(y + 18, 50);
  p.put(y, 50, 'Paraan ng pagbabayad: paglilipat sa bangko', { size: 8.5 });
  p.block([`${L.bank}: ${d.bank}`, `${L.account}: ${d.iban}`, `${L.swift}: ${d.bic}`], 50, y + 14, {
    size: 8.5,
  });
  p.put(y + 60, 50, 'Salamat sa inyong negosyo!', { size: 8.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- af2
function drawAf(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  const [sl, bl] = pair(d);
  p.put(46, 50, d.credit ? 'KREDIETNOTA' : (L.title ?? ''), { size: 16, bold: true });
  p.put(70, 50, '_'.repeat(98), { size: 6 });
  const grid: Array<[string, string, number]> = [
    [L.no ?? '', d.number, 50],
    [L.date ?? '', dateOf(d, d.issue), 200],
    [L.ref ?? '', `K${d.t.int(1000, 9999)}`, 350],
  ];
  for (const [a, v, x] of grid) {
    p.put(82, x, a, { size: 7.5 });
    p.put(94, x, v, { size: 9.5, bold: true });
  }
  p.put(102, 50, '_'.repeat(98), { size: 6 });
  if (d.credit)
    p.put(120, 50, `Met betrekking tot faktuur ${d.credit.orig} van ${dateOf(d, d.credit.date)}`, {
      size: 8.5,
    });
  p.put(140, 50, `${sl}:`, { size: 8, bold: true });
  p.put(140, 320, `${bl}:`, { size: 8, bold: true });
  const sy = p.block(addrLines(d, d.s, false), 50, 152, { size: 9 });
  const by = p.block(addrLines(d, d.b, true), 320, 152, { size: 9 });
  p.put(sy + 2, 50, `${L.vatNo}: ${d.taxNo}`, { size: 8.5 });
  p.put(by + 2, 320, `${L.vatNo}: ${d.b.vat}`, { size: 8.5 });
  const [h0 = '', h1 = '', h2 = '', h3 = '', h4 = ''] = headsOf(d);
  const cols: Col[] = [
    { head: h0, x: 50, cell: (l) => l.name },
    { head: h1, x: 330, right: true, cell: (l) => l.qty },
    { head: h2, x: 345, cell: (l) => l.unit[0] },
    { head: h3, x: 460, right: true, cell: (l) => priceOf(d, l.price) },
    { head: h4, x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = letterTable(p, (v) => money(d, v), 250, cols, d.lines, { nameCol: 0, wrap: 46, size: 8.5 });
  const eur = (v: string) => `€ ${money(d, v)}`;
  y = letterTotals(p, y + 8, totalRows(d, eur), 330);
  y = p.need(y + 16, 60);
  if (!d.credit) {
    p.put(y, 50, `${L.due} ${dateOf(d, d.due)}.`, { size: 9, bold: true });
    p.block(
      [
        `${L.bank}: ${d.bank}`,
        `${L.account}: ${d.iban}`,
        `${L.branch}: ${d.t.digits(6)}`,
        `${L.swift}: ${d.bic}`,
      ],
      50,
      y + 16,
      { size: 8.5 },
    );
  } else p.put(y, 50, 'Die bedrag sal teen u volgende faktuur verreken word.', { size: 9 });
  return p.pages();
}

// ---------------------------------------------------------------------------- az2
function drawAz(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  p.put(46, 50, d.negative ? (L.credit ?? '') : (L.title ?? ''), { size: 15, bold: true });
  const head: Array<[string, string, number]> = [
    [L.no ?? '', d.number, 50],
    [L.date ?? '', dateOf(d, d.issue), 200],
    ...(d.dueShown ? [[L.due ?? '', dateOf(d, d.due), 350] as [string, string, number]] : []),
    ['Valyuta', 'EUR', 490],
  ];
  for (const [a, v, x] of head) {
    p.put(74, x, a, { size: 8 });
    p.put(86, x, v, { size: 9.5, bold: true });
  }
  let y = 112;
  if (d.credit) {
    p.put(y, 50, `${L.orig}: ${d.credit.orig}, ${dateOf(d, d.credit.date)}`, { size: 8.5 });
    y += 18;
  }
  for (const [lab, party, tax] of [
    [L.seller, d.s, d.taxNo],
    [L.buyer, d.b, d.b.vat],
  ] as Array<[string, KitParty, string]>) {
    p.put(y, 50, `${lab}:`, { size: 9, bold: true });
    p.put(y, 120, party.name, { size: 9, bold: true });
    const country = party === d.s ? PRODUCERS.az2.country : buyerCountry(d);
    p.put(y + 12, 120, `${L.addr}: ${party.street}, ${town(party, true)}, ${country}`, { size: 8.5 });
    p.put(y + 24, 120, `${party === d.s ? L.tax : 'ƏDV nömrəsi'}: ${tax}`, { size: 8.5 });
    y += 44;
  }
  const cols = itemCols(d, false);
  p.put(y + 4, 50, '_'.repeat(98), { size: 6 });
  y = table(p, d, y + 18, cols, 34);
  p.put(y - 2, 50, '_'.repeat(98), { size: 6 });
  const eur = (v: string) => `${money(d, v)} EUR`;
  y = letterTotals(p, y + 12, totalRows(d, eur), 320);
  if (!d.credit) {
    y = p.need(y + 16, 50);
    p.block([`${L.bank}: ${d.bank}`, `IBAN: ${d.iban}`, `${L.swift}: ${d.bic}`], 50, y, { size: 8.5 });
  }
  onEveryPage(rows, p.pages(), () => [
    [805, 50, 'Direktor: ____________        Baş mühasib: ____________', 7.5],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- kk2
function drawKk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  const [sl, bl] = pair(d);
  p.put(46, 50, L.title ?? '', { size: 15, bold: true });
  const head: Array<[string, string]> = [
    [d.number, L.no ?? ''],
    [dateOf(d, d.issue), L.date ?? ''],
    [dateOf(d, d.due), L.due ?? ''],
  ];
  head.forEach(([v, a], i) => {
    p.put(44 + i * 13, 440, v, { size: 9, bold: true, right: true });
    p.put(44 + i * 13, 450, a, { size: 8 });
  });
  let y = 104;
  for (const [lab, party, id, country] of [
    [sl, d.s, `${L.bin}: ${d.taxNo}`, PRODUCERS.kk2.country],
    [bl, d.b, `ҚҚС тіркеу нөмірі: ${d.b.vat}`, buyerCountry(d)],
  ] as Array<[string, KitParty, string, string]>) {
    p.put(y, 50, `${lab}: ${party.name}`, { size: 9, bold: true });
    p.put(y + 12, 50, `${town(party, true)}, ${party.street}, ${country}`, { size: 8.5 });
    p.put(y + 24, 50, id, { size: 8.5 });
    y += 42;
  }
  y = table(p, d, y + 10, itemCols(d, false), 32);
  y = p.need(y + 10, 30);
  const parts = totalRows(d, (v) => money(d, v)).map(([a, v]) => `${a}: ${v}`);
  p.put(y, 50, `${parts.join('   ')} EUR`, { size: 8.5, bold: true });
  y = p.need(y + 26, 50);
  p.block([`${L.bank}: ${d.bank}`, `${L.account}: ${spaced(d.iban)}`, `${L.swift}: ${d.bic}`], 50, y, {
    size: 8.5,
  });
  p.put(y + 50, 50, 'Басшы ____________      Бас бухгалтер ____________', { size: 8 });
  return p.pages();
}

// ---------------------------------------------------------------------------- ka2
function drawKa(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const { L } = d;
  p.put(50, 50, L.title ?? '', { size: 16, bold: true });
  p.kv(80, 330, 430, [
    [`${L.no}:`, d.number],
    [`${L.date}:`, dateOf(d, d.issue)],
    [`${L.due}:`, dateOf(d, d.due)],
  ]);
  p.put(80, 50, `${L.buyer}:`, { size: 8.5, bold: true });
  const by = p.block(addrLines(d, d.b, true), 50, 94, { size: 9.5 });
  p.put(by + 2, 50, `${L.buyerVat}: ${d.b.vat}`, { size: 8.5 });
  let y = table(p, d, by + 34, itemCols(d, false), 26);
  const [h1 = '', h2 = '', h3 = ''] = (L.vatTable ?? '').split('|');
  y = p.need(y + 12, 70);
  p.put(y, 330, h1, { size: 8, bold: true });
  p.put(y, 460, h2, { size: 8, bold: true, right: true });
  p.put(y, 545, h3, { size: 8, bold: true, right: true });
  for (const v of d.vat) {
    y += 12;
    p.put(y, 330, `${v.rate}%`, { size: 8.5 });
    p.put(y, 460, money(d, v.base), { size: 8.5, right: true });
    p.put(y, 545, money(d, v.tax), { size: 8.5, right: true });
  }
  const tot: Array<[string, string]> = [
    [L.net ?? '', money(d, d.lineNet)],
    [L.vat ?? '', money(d, d.vatT)],
    [`${L.gross} (EUR)`, money(d, d.gross)],
  ];
  letterTotals(p, y + 18, tot, 330);
  onEveryPage(rows, p.pages(), () => [
    ...footCol(
      [
        `${L.seller}: ${d.s.name}`,
        `${d.s.street}, ${town(d.s, true)}, ${PRODUCERS.ka2.country}`,
        `${L.id}: ${d.taxNo}`,
      ],
      50,
      772,
      7.5,
    ),
    ...footCol([`${L.bank}: ${d.bank}`, `IBAN: ${d.iban}`, `${L.swift}: ${d.bic}`], 330, 772, 7.5),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- hy2
function drawHy(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const { L } = d;
  const title = d.credit ? (L.credit ?? '') : (L.title ?? '');
  p.put(50, 50, `${title} ${L.no} ${d.number}`, { size: 14, bold: true });
  p.put(70, 50, `${L.date}: ${dateOf(d, d.issue)}`, { size: 9 });
  if (d.dueShown) p.put(70, 300, `${L.due}: ${dateOf(d, d.due)}`, { size: 9 });
  if (d.credit) p.put(84, 50, `${L.orig} ${d.credit.orig}, ${dateOf(d, d.credit.date)}`, { size: 8.5 });
  p.put(106, 50, `${L.seller}`, { size: 9, bold: true });
  p.put(106, 320, `${L.buyer}`, { size: 9, bold: true });
  const sy = p.block(addrLines(d, d.s, true), 50, 120, { size: 9 });
  const by = p.block(addrLines(d, d.b, true), 320, 120, { size: 9 });
  p.put(sy + 2, 50, `${L.tin}: ${d.taxNo}`, { size: 8.5 });
  p.put(by + 2, 320, `ԱԱՀ համար: ${d.b.vat}`, { size: 8.5 });
  let y = table(p, d, 206, itemCols(d, false), 30);
  const eur = (v: string) => `${money(d, v)} €`;
  y = letterTotals(p, y + 8, totalRows(d, eur), 320);
  y = p.need(y + 16, 50);
  if (!d.credit)
    p.block([`${L.bank}: ${d.bank}`, `${L.account}: ${d.iban}`, `${L.swift}: ${d.bic}`], 50, y, {
      size: 8.5,
    });
  y = paragraph(p, y + 48, 50, 'Տնօրեն ____________    Գլխավոր հաշվապահ ____________', 100, 8);
  return p.pages();
}
