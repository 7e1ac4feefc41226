/**
 * Header, party and totals labels of Vietnamese, Malay/Indonesian, Filipino, Afrikaans,
 * Azerbaijani, Kazakh, Georgian and Armenian invoices (session 24; composed in lexicon/labels.ts
 * like the south-east ones), their legal forms, unit words and the names they print for the
 * customer's country and their own. Written from the labels these countries' invoices print, each
 * with its usual variants; the VAT word with a rate ("Thuế GTGT 10 %", "PPN 11 %", "SST 8 %",
 * "ƏDV 18 %", "ҚҚС 12 %", "დღგ 18 %", "ԱԱՀ 20 %") is a VAT total's label.
 */
import type { LabelField } from '../labels.ts';
import { withRate } from './north-east.ts';
import { dotted, withAnyRate } from './wider-europe.ts';
import type { Words } from './words.ts';

/** Vietnamese ("hóa" and "hoá" are both printed) and Malay/Indonesian. */
const VI_MS_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'số\\s+h(?:óa|oá)\\s+đơn',
    // "Số (No.): 0000123", the bilingual head of Vietnamese e-invoices
    'số(?=\\s*\\(\\s*no\\.?\\s*\\)|\\s*:)',
    'no\\.?\\s+invois|nombor\\s+invois|invois\\s+no\\.?|no\\.\\s+inv\\.',
    'nomor\\s+(?:invoice|faktur)|no\\.?\\s+faktur',
  ],
  issueDate: [
    'ngày\\s+(?:lập|xuất)(?:\\s+h(?:óa|oá)\\s+đơn)?|ngày\\s+h(?:óa|oá)\\s+đơn',
    // "Tarikh" and "Tanggal" are only Malay and Indonesian
    'tarikh(?:\\s+invois)?',
    'tanggal(?:\\s+(?:invoice|faktur))?',
  ],
  dueDate: [
    '(?:thời\\s+)?hạn\\s+thanh\\s+toán|ngày\\s+đến\\s+hạn',
    'tarikh\\s+(?:akhir\\s+bayaran|akhir|perlu\\s+dibayar|matang)',
    '(?:tanggal\\s+)?jatuh\\s+tempo',
  ],
  deliveryDate: ['ngày\\s+giao\\s+hàng', 'tarikh\\s+penghantaran', 'tanggal\\s+pengiriman'],
  // the Malaysian and Philippine "TIN:" (a bare "tin" is also a unit)
  taxNumber: [
    'mã\\s+số\\s+thuế|mst',
    'npwp',
    // the Malaysian sales and service tax registration ("No. SST: W10-1808-31000001")
    'no\\.?\\s+(?:pendaftaran\\s+)?sst|sst\\s+(?:reg(?:istration)?\\.?\\s+)?no\\.?',
    'tin(?=\\s*[:#])|tin\\s+no\\.?|no\\.?\\s+tin',
    'tax\\s+identification\\s+(?:no\\.?|number)',
  ],
  currency: ['(?:đơn\\s+vị\\s+)?tiền\\s+tệ|loại\\s+tiền', 'mata\\s+(?:wang|uang)'],
  taxExclusive: [
    '(?:cộng|tổng)\\s+tiền\\s+hàng|(?:thành\\s+)?tiền\\s+trước\\s+thuế',
    'jumlah\\s+(?:sebelum|tanpa)\\s+cukai|jumlah\\s+kecil|subjumlah',
    'dasar\\s+pengenaan\\s+pajak|dpp',
  ],
  vatTotal: [
    '(?:tổng\\s+)?tiền\\s+thuế(?:\\s+gtgt)?',
    withRate('thuế\\s+gtgt'),
    'jumlah\\s+(?:cukai|ppn)',
    withRate('ppn'),
    withRate('sst(?!\\s+(?:reg|no))'),
    withRate('cukai\\s+(?:jualan|perkhidmatan)'),
  ],
  taxInclusive: [
    'tổng\\s+cộng\\s+tiền\\s+thanh\\s+toán|tổng\\s+(?:cộng|tiền\\s+thanh\\s+toán)',
    'jumlah\\s+(?:termasuk|dengan)\\s+cukai|jumlah\\s+keseluruhan|jumlah\\s+besar',
    'total\\s+termasuk\\s+ppn',
  ],
  amountDue: [
    'số\\s+tiền\\s+(?:phải\\s+|cần\\s+)?thanh\\s+toán|còn\\s+phải\\s+trả',
    '(?:jumlah|amaun)\\s+(?:yang\\s+)?(?:perlu|harus)\\s+dibayar',
    '(?:total|sisa|jumlah)\\s+tagihan',
  ],
  // ("Daripada": from, over the sender's block)
  seller: [
    'đơn\\s+vị\\s+bán\\s+hàng|người\\s+bán(?:\\s+hàng)?|bên\\s+bán',
    'penjual|pembekal|pemasok|daripada',
  ],
  buyer: [
    'đơn\\s+vị\\s+mua\\s+hàng|người\\s+mua(?:\\s+hàng)?|bên\\s+mua|khách\\s+hàng',
    'pembeli|pelanggan|(?:dibilkan|ditagihkan)\\s+kepada',
  ],
};

/** Filipino (Tagalog; Philippine invoices share the English "VAT") and Afrikaans. */
const TL_AF_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'numero\\s+ng\\s+(?:invoice|resibo)|blg\\.?\\s+ng\\s+invoice',
    'faktuurnommer|(?:belasting)?faktuur\\s+(?:nr\\.?|no\\.?|nommer)',
  ],
  issueDate: ['petsa\\s+ng\\s+invoice|petsa', 'faktuurdatum|datum\\s+uitgereik'],
  dueDate: [
    'takdang\\s+petsa(?:\\s+ng\\s+(?:bayad|pagbabayad))?|petsa\\s+ng\\s+pagbabayad',
    'betaalbaar\\s+(?:voor|teen)|vervaldatum|sperdatum',
  ],
  deliveryDate: ['petsa\\s+ng\\s+paghahatid', 'afleweringsdatum'],
  // the South African VAT number has no country prefix: a tax number ("BTW-nr." is also Dutch)
  taxNumber: ['btw-?\\s*(?:nommer|registrasienommer)|btw\\s+reg\\.?\\s*(?:nr\\.?|no\\.?)'],
  taxExclusive: [
    'kabuuan\\s+bago\\s+(?:ang\\s+)?vat|halagang\\s+walang\\s+vat|vatable\\s+sales',
    '(?:totaal|bedrag)\\s+(?:uitsluitend|sonder|eksklusief)\\s+btw',
  ],
  vatTotal: ['halaga\\s+ng\\s+vat|kabuuang\\s+vat', 'btw\\s+@\\s*\\d{1,2}(?:[,.]\\d{1,2})?\\s*%'],
  taxInclusive: ['kabuuang\\s+halaga', '(?:totaal|bedrag)\\s+(?:insluitend|ingesluit|inklusief|met)\\s+btw'],
  amountDue: [
    '(?:kabuuang\\s+|halagang\\s+)?babayaran',
    '(?:bedrag|totaal)\\s+verskuldig|verskuldig|te\\s+betaal',
  ],
  // ("Mula kay" / "Para kay": from / to, the heads of a party grid)
  seller: ['nagbebenta|tagapagtustos|mula\\s+kay', 'verkoper|verskaffer'],
  buyer: ['mamimili|bumibili|kustomer|para\\s+kay|sisingilin\\s+kay', 'koper|kliënt'],
};

/** Azerbaijani (with the Turkish i's) and Kazakh (and the Russian its invoices print beside it). */
const AZ_LABELS: Partial<Record<LabelField, string[]>> = {
  // ("Nömrə" is only Azerbaijani)
  number: ['(?:hesab-)?faktura\\s+(?:nömrəsi|№)', 'qaimə\\s+(?:nömrəsi|№)', 'nömrə'],
  // "Tarix" is only Azerbaijani
  issueDate: ['(?:faktura|qaimə(?:nin)?|verilmə|tərtib)\\s+tarixi', 'tarix'],
  dueDate: ['(?:son\\s+)?ödəniş\\s+tarixi', 'ödə(?:mə|niş)\\s+müddəti'],
  deliveryDate: ['(?:təhvil|çatdırılma)\\s+tarixi'],
  taxNumber: ['vöen'],
  currency: ['valyuta'],
  taxExclusive: [
    'ədv\\s+(?:daxil\\s+)?olmadan(?:\\s+(?:cəmi|məbləğ))?',
    '(?:cəmi\\s+)?ədv-siz(?:\\s+(?:cəmi|məbləğ))?',
  ],
  vatTotal: [withAnyRate('ədv(?!\\s+(?:daxil|olmadan))'), 'ədv\\s+məbləği'],
  taxInclusive: ['ədv\\s+daxil(?:\\s+olmaqla)?(?:\\s+(?:cəmi|məbləğ))?', 'cəmi\\s+ədv\\s+daxil'],
  amountDue: ['ödəni(?:ləcək|lməli)\\s+məbləğ', 'yekun\\s+məbləğ'],
  seller: ['satıcı', 'təchizatçı', 'icraçı'],
  buyer: ['alıcı', 'sifarişçi'],
};

const KK_KA_HY_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'шот(?:-фактура)?\\s+№|шот-фактураның\\s+нөмірі|шоттың\\s+нөмірі',
    // "Нөмірі" (its number) is only Kazakh
    'нөмірі',
    '(?:ინვოისის|ანგარიშ-ფაქტურის|ანგარიშის)\\s+(?:ნომერი|№)|(?:ინვოისი|ანგარიში)\\s+№',
    'հաշիվ(?:-ապրանքագիր)?\\s+№|հաշվի\\s+համար',
  ],
  issueDate: [
    '(?:шот|жазылған|жасалған|берілген)\\s+күні|шоттың\\s+күні',
    '(?:ინვოისის|გაცემის|ანგარიშის)\\s+თარიღი|თარიღი',
    'հաշվի\\s+ամսաթիվ|դուրս\\s+գրման\\s+ամսաթիվ|ամսաթիվ',
  ],
  dueDate: [
    'төле(?:у|м)\\s+мерзімі|төлеу\\s+күні',
    'გადახდის\\s+(?:ვადა|თარიღი)',
    'վճարման\\s+(?:վերջնա)?ժամկետ|վճարել\\s+մինչև',
  ],
  deliveryDate: ['жеткізу\\s+күні', 'მიწოდების\\s+თარიღი', 'մատակարարման\\s+ամսաթիվ'],
  taxNumber: ['бсн\\s*/\\s*жсн|бсн|жсн|бин|иин', 'საიდენტიფიკაციო\\s+(?:კოდი|ნომერი)|ს/კ', 'հվհհ'],
  vatId: ['ққс\\s+(?:бойынша\\s+)?тіркеу\\s+нөмірі'],
  currency: ['ვალუტა', 'արժույթ'],
  taxExclusive: [
    '(?:барлығы\\s+)?ққс-сыз(?:\\s+сомасы)?',
    '(?:ჯამი|თანხა)\\s+დღგ-ს\\s+გარეშე|დღგ-ს\\s+გარეშე',
    '(?:ընդամենը\\s+)?առանց\\s+աահ',
  ],
  vatTotal: [
    withRate('ққс(?!-|\\s+тіркеу)'),
    'ққс\\s+сомасы',
    withRate('დღგ(?!-ს)'),
    'დღგ\\s+თანხა',
    withRate('աահ(?!-)'),
    'աահ\\s+գումար',
  ],
  taxInclusive: [
    'ққс-мен\\s+барлығы|барлығы\\s+ққс-мен|ққс\\s+қоса\\s+алғанда|жалпы\\s+сома',
    '(?:ჯამი\\s+)?დღგ-ს\\s+ჩათვლით',
    '(?:ընդամենը\\s+)?աահ-ով',
  ],
  amountDue: [
    '(?:барлығы\\s+)?төлеуге(?:\\s+жататын\\s+сома)?',
    'სულ\\s+გადასახდელი|გადასახდელი(?:\\s+თანხა)?',
    '(?:ընդամենը\\s+)?վճարման\\s+ենթակա(?:\\s+գումար)?',
  ],
  seller: ['жеткізуші|сатушы|орындаушы', 'გამყიდველი|მომწოდებელი', 'մատակարար|վաճառող'],
  buyer: ['сатып\\s+алушы|алушы|тапсырыс\\s+беруші', 'მყიდველი|შემსყიდველი', 'գնորդ|պատվիրատու'],
};

const GROUPS = [VI_MS_LABELS, TL_AF_LABELS, AZ_LABELS, KK_KA_HY_LABELS];

/** The labels of all these languages per field (Azerbaijani with both i's in either case). */
export const ASIA_AFRICA_LABELS: Partial<Record<LabelField, string[]>> = Object.fromEntries(
  [...new Set(GROUPS.flatMap((g) => Object.keys(g) as LabelField[]))].map((field) => [
    field,
    GROUPS.flatMap((g) => (g === AZ_LABELS ? (g[field] ?? []).map(dotted) : (g[field] ?? []))),
  ]),
);

/**
 * Legal forms of these countries (composed in words.ts): Malaysian "Sdn. Bhd.", "Bhd.", "Berhad",
 * Indonesian "Tbk.", South African "(Pty) Ltd", "Bpk.", "(Edms.) Bpk.", Philippine "Inc." and
 * "Corp." (en.ts), Azerbaijani "MMC", "ASC", Kazakh "ТОО", "ЖШС", "АҚ", Georgian "შპს",
 * "სს", Armenian "ՍՊԸ", "ԲԲԸ", "ՓԲԸ", Vietnamese "TNHH". The forms
 * printed before the name (the Indonesian "PT" and "CV") are left out: a name is cut after its form.
 */
export const ASIA_AFRICA_PARTY_WORDS: Words = {
  legalForm:
    /Sdn\.?\s?Bhd\.?|Bhd\.|Berhad|Tbk\.|Pty\)?\s?Ltd\.?|Edms\.?\)?\s?Bpk\.?|Bpk\.|MMC|ASC|ТОО|ЖШС|АҚ|შპს|ՍՊԸ|ԲԲԸ|ՓԲԸ|TNHH/,
  // the labels of a party printed as a field list ("Tên đơn vị: …", "Alamat: …", "Ünvan: …"),
  // matched whole (lexicon/parties.ts)
  nameLabel:
    /tên\s+(?:đơn\s+vị|công\s+ty|khách\s+hàng)|nama(?:\s+syarikat|\s+perusahaan)?|pangalan|naam|атауы|დასახელება|სახელწოდება|անվանում/,
  addressLabel: /địa\s+chỉ|alamat|tirahan|adres|(?:hüquqi\s+|faktiki\s+)?ünvan|мекенжай|მისამართი|հասցե/,
  postcodeLabel:
    /mã\s+bưu\s+chính|poskod|kode\s+pos|poskode|poçt\s+indeksi|пошта\s+индексі|საფოსტო\s+ინდექსი|փոստային\s+ինդեքս/,
  cityLabel: /thành\s+phố|bandar|kota|lungsod|stad|şəhər|қала|ქალაქი|քաղաք/,
  countryLabel: /quốc\s+gia|negara|bansa|land|ölkə|ქვეყანა|երկիր/,
};

/**
 * Unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts):
 * hours, days, months, kilograms, metres, square metres and sets of these invoices ("8 giờ",
 * "3 ngày", "2 jam", "5 hari", "1 buwan", "4 uur", "2 saat", "3 күн", "5 საათი", "2 ժամ"). A piece
 * ("cái", "unit", "pcs", "ədəd", "дана" (Kazakh; the Serbian "дана" is days), "ცალი", "հատ") is C62.
 */
export const ASIA_AFRICA_UNITS: Array<[string, string[]]> = [
  ['HUR', ['giờ', 'jam', 'oras', 'ure', 'uur', 'saat', 'сағат', 'საათი', 'სთ', 'ժամ']],
  ['DAY', ['ngày', 'hari', 'araw', 'dae', 'gün', 'күн', 'დღე', 'օր']],
  ['MON', ['tháng', 'bulan', 'buwan', 'maand', 'maande', 'ay', 'ай', 'თვე', 'ամիս']],
  ['C62', ['cái', 'chiếc', 'unit', 'ədəd', 'ცალი', 'հատ']],
  ['KGM', ['кг', 'კგ', 'կգ']],
  ['MTR', ['mét', 'მ', 'մ']],
  ['MTK', ['m²', 'კვ.მ', 'քմ']],
  ['SET', ['bộ', 'set', 'stel', 'dəst', 'жинақ', 'ნაკრები', 'հավաքածու']],
];

/** Country names as these invoices print them (the customer's and their own). */
export const ASIA_AFRICA_COUNTRY_NAMES: Array<[string, string[]]> = [
  ['DE', ['đức', 'jerman', 'alemanya', 'duitsland', 'almaniya', 'германия', 'გერმანია', 'գերմանիա']],
  ['AT', ['áo', 'austria', 'oostenryk', 'avstriya', 'австрия', 'ავსტრია', 'ավստրիա']],
  [
    'NL',
    [
      'hà lan',
      'belanda',
      'netherlands',
      'nederland',
      'niderland',
      'нидерланды',
      'ნიდერლანდები',
      'նիդեռլանդներ',
    ],
  ],
  ['BE', ['bỉ', 'belgium', 'belgia', 'belgië', 'belçika', 'бельгия', 'ბელგია', 'բելգիա']],
  ['FR', ['pháp', 'perancis', 'pransya', 'frankryk', 'fransa', 'франция', 'საფრანგეთი', 'ֆրանսիա']],
  ['IT', ['itali', 'italya', 'italië', 'italiya', 'италия', 'იტალია', 'իտալիա']],
  [
    'ES',
    ['tây ban nha', 'sepanyol', 'spanyol', 'espanya', 'spanje', 'ispaniya', 'испания', 'ესპანეთი', 'իսպանիա'],
  ],
  ['CH', ['thụy sĩ', 'switzerland', 'switserland', 'isveçrə', 'швейцария', 'შვეიცარია', 'շվեյցարիա']],
  ['PL', ['ba lan', 'poland', 'polandia', 'polen', 'polşa', 'польша', 'პოლონეთი', 'լեհաստան']],
  ['VN', ['việt nam', 'vietnam']],
  ['MY', ['malaysia']],
  ['ID', ['indonesia']],
  ['SG', ['singapura', 'singapore']],
  ['PH', ['pilipinas', 'philippines', 'republika ng pilipinas']],
  ['ZA', ['suid-afrika', 'south africa', 'republiek van suid-afrika']],
  ['AZ', ['azərbaycan', 'azerbaijan', 'азербайджан']],
  ['KZ', ['қазақстан', 'казахстан', 'kazakhstan', 'qazaqstan']],
  ['GE', ['საქართველო', 'грузия']],
  ['AM', ['հայաստան', 'armenia', 'армения']],
];
