/**
 * Header, party and totals labels of Turkish, Serbian (Latin and Cyrillic), Bosnian, Montenegrin,
 * Ukrainian, Russian, Macedonian, Albanian, Icelandic, Faroese, Catalan, Galician, Basque,
 * Latvian, Maltese, Irish, Welsh and Luxembourgish invoices (session 24; composed in
 * lexicon/labels.ts like the south-east ones), their legal forms, unit words and the names they
 * print for the customer's country and their own. Written from the labels these countries'
 * invoices print, each with its usual variants; the VAT word with a rate ("KDV %20", "ПДВ 20 %",
 * "TVSH 20 %", "VSK 24 %", "PVN 21 %", "BEZ %21") is a VAT total's label. Short VAT words that are
 * other languages' words ("BEZ" is the Czech/Slovak "without", "IVE") count only with their rate.
 */
import type { LabelField } from '../labels.ts';
import { withRate } from './north-east.ts';
import type { Words } from './words.ts';

/**
 * Turkish and Azerbaijani dotted and dotless i matched in either case ("FATURA TARİHİ",
 * "NUMARASI"): case-insensitive matching does not pair "İ" with "i" nor "I" with "ı".
 */
export const dotted = (s: string) => s.replace(/ı/g, '[ıI]').replace(/i/g, '[iİ]');

/** A VAT word with its rate before or after the number ("KDV %20", "KDV (%10)", "ƏDV 18 %"). */
export const withAnyRate = (word: string) =>
  `${word}(?:\\s*\\(?\\s*%\\s*\\d{1,2}(?:[,.]\\d{1,2})?\\s*\\)?|\\s+\\d{1,2}(?:[,.]\\d{1,2})?\\s*%)?`;

/** A short VAT word only with its rate, either side ("BEZ %21", "IVE 21 %"). */
const rated = (word: string) =>
  `${word}\\s*(?:\\(?\\s*%\\s*\\d{1,2}(?:[,.]\\d{1,2})?\\s*\\)?|\\d{1,2}(?:[,.]\\d{1,2})?\\s*%)`;

const TR_LABELS: Partial<Record<LabelField, string[]>> = {
  number: ['fatura\\s+(?:no|numarası|nr)', 'belge\\s+(?:no|numarası)'],
  issueDate: ['fatura\\s+tarihi', 'düzenle(?:n)?me\\s+tarihi', 'belge\\s+tarihi'],
  dueDate: ['son\\s+ödeme\\s+tarihi', 'vade\\s+tarihi', 'ödeme\\s+tarihi', 'vade'],
  deliveryDate: ['sevk\\s+tarihi', 'teslim\\s+tarihi', 'irsaliye\\s+tarihi'],
  taxNumber: ['vkn', 'vergi\\s+kimlik\\s+(?:no|numarası)', 'vergi\\s+(?:no|numarası)', 'tckn'],
  currency: ['para\\s+birimi', 'döviz\\s+(?:cinsi|türü)'],
  taxExclusive: [
    'mal\\s+hizmet\\s+toplam\\s+tutarı',
    'toplam\\s+matrah',
    'kdv\\s+matrahı',
    'kdv\\s+hariç\\s+(?:toplam|tutar)',
  ],
  vatTotal: [
    'hesaplanan\\s+kdv',
    'toplam\\s+kdv',
    'kdv\\s+(?:tutarı|toplamı)',
    withAnyRate('kdv(?!\\s+(?:matrah|hariç|dahil|oran))'),
  ],
  taxInclusive: [
    'vergiler\\s+dahil\\s+toplam\\s+tutar',
    'kdv\\s+dahil\\s+(?:toplam|tutar)',
    'genel\\s+toplam',
  ],
  amountDue: ['ödenecek\\s+(?:tutar|toplam|miktar)'],
  seller: ['satıcı', 'tedarikçi'],
  // the e-Arşiv "SAYIN" ("dear") heads the customer's block
  buyer: ['alıcı', 'müşteri', 'sayın'],
};

/** Serbian, Bosnian and Montenegrin (Latin; the Croatian ones are in south-east.ts). */
const SR_LATIN_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'račun\\s+broj',
    'broj\\s+fakture',
    'faktura\\s+(?:br\\.?|broj)',
    // the Serbian and Bosnian invoice that is also the delivery note
    'račun\\s*-\\s*otpremnica\\s+(?:br\\.?|broj)',
  ],
  issueDate: ['datum\\s+fakture', 'datum\\s+izdavanja\\s+računa'],
  dueDate: ['datum\\s+dospeća|dospeće', 'valuta\\s+plaćanja', 'rok\\s+za\\s+plaćanje|rok\\s+plaćanja'],
  deliveryDate: ['datum\\s+prometa(?:\\s+(?:dobara|usluga))?'],
  vatId: ['pdv\\s+broj', 'id\\s+broj\\s+za\\s+pdv'],
  taxNumber: ['pib', 'jib', 'poreski\\s+identifikacioni\\s+broj'],
  taxExclusive: ['poreska\\s+osnovica', 'osnovica\\s+za\\s+pdv', 'iznos\\s+bez\\s+pdv-?a'],
  vatTotal: ['obračunati\\s+pdv', 'iznos\\s+pdv-?a'],
  taxInclusive: ['ukupno\\s+sa\\s+pdv-?om', 'ukupan\\s+iznos'],
  amountDue: ['(?:ukupno|iznos)\\s+za\\s+(?:uplatu|naplatu)', 'za\\s+uplatu'],
  seller: ['prodavac', 'izdavalac'],
  buyer: ['primalac'],
};

const SR_CYRILLIC_LABELS: Partial<Record<LabelField, string[]>> = {
  number: ['број\\s+рачуна', 'рачун\\s+(?:бр\\.?|број)', 'број\\s+фактуре'],
  issueDate: ['датум\\s+(?:издавања|рачуна|фактуре)'],
  dueDate: ['рок\\s+(?:за\\s+)?плаћањ[ае]', 'валута\\s+плаћања', 'датум\\s+доспећа'],
  deliveryDate: ['датум\\s+промета'],
  taxNumber: ['пиб'],
  taxExclusive: ['пореска\\s+основица', 'основица(?:\\s+за\\s+пдв)?', 'укупно\\s+без\\s+пдв-?а'],
  vatTotal: ['укупно\\s+пдв|износ\\s+пдв-?а'],
  taxInclusive: ['укупно\\s+са\\s+пдв-?ом'],
  amountDue: ['(?:укупно\\s+)?за\\s+уплату', 'износ\\s+за\\s+уплату'],
  seller: ['продавац'],
  buyer: ['купац'],
};

/** Ukrainian and Russian (the Cyrillic "ПДВ" is also the Serbian VAT). */
const UK_RU_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'рахун(?:ок|ку)(?:-фактур[аи])?\\s+№',
    '(?:номер|№)\\s+рахунку',
    'сч[её]т(?:-фактура)?(?:\\s+на\\s+оплату)?\\s+№',
    'номер\\s+сч[её]та',
  ],
  issueDate: [
    'дата\\s+(?:рахунку|виставлення|складання|документа)',
    'дата\\s+(?:сч[её]та|выставления|выписки)',
  ],
  dueDate: ['(?:с|о)платити\\s+до', 'термін\\s+оплати', 'оплатить\\s+до', 'срок\\s+оплаты'],
  deliveryDate: ['дата\\s+(?:постачання|відвантаження)', 'дата\\s+(?:поставки|отгрузки)'],
  taxNumber: ['іпн', 'індивідуальний\\s+податковий\\s+номер', 'инн'],
  currency: ['валюта'],
  taxExclusive: ['(?:сума|разом|всього)\\s+без\\s+пдв', '(?:сумма|итого|всего)\\s+без\\s+ндс'],
  vatTotal: [
    withRate('пдв'),
    'сума\\s+пдв|у\\s+тому\\s+числі\\s+пдв',
    withRate('ндс'),
    'сумма\\s+ндс|в\\s+том\\s+числе\\s+ндс|итого\\s+ндс',
  ],
  taxInclusive: ['(?:разом|всього)\\s+(?:з|із)\\s+пдв', '(?:всего|итого)\\s+с\\s+ндс'],
  amountDue: ['(?:всього\\s+|разом\\s+)?до\\s+сплати', '(?:всего\\s+|итого\\s+)?к\\s+оплате'],
  seller: ['постачальник', 'продавець', 'виконавець', 'поставщик', 'продавец', 'исполнитель'],
  buyer: ['покупець', 'замовник', 'платник', 'покупатель', 'заказчик', 'плательщик'],
};

const MK_LABELS: Partial<Record<LabelField, string[]>> = {
  // the bare "Број" (number) of a head grid, not before another word ("Број на сметка")
  number: ['фактура\\s+(?:бр\\.?|број)', 'број\\s+на\\s+фактура(?:та)?', 'број(?!\\s+\\p{L})'],
  issueDate: ['датум\\s+на\\s+(?:издавање|фактура(?:та)?)'],
  dueDate: ['рок\\s+(?:на|за)\\s+плаќање', 'датум\\s+на\\s+доспевање', 'краен\\s+рок\\s+за\\s+плаќање'],
  deliveryDate: ['датум\\s+на\\s+(?:промет|испорака)'],
  vatId: ['едб\\s+за\\s+ддв', 'ддв\\s+број'],
  taxNumber: ['едб', 'даночен\\s+број'],
  taxExclusive: ['(?:вкупно|износ)\\s+без\\s+ддв', 'даночна\\s+основа'],
  vatTotal: [withRate('ддв'), 'вкупно\\s+ддв|износ\\s+на\\s+ддв'],
  taxInclusive: ['вкупно\\s+со\\s+ддв'],
  amountDue: ['(?:вкупно\\s+|износ\\s+)?за\\s+плаќање'],
  seller: ['испорачател', 'добавувач'],
  buyer: ['примач'],
};

const SQ_LABELS: Partial<Record<LabelField, string[]>> = {
  // ("Numri" is only Albanian)
  number: ['fatura\\s+(?:nr\\.?|numër)', 'numri\\s+i\\s+faturës', 'nr\\.\\s+i\\s+faturës', 'numri'],
  issueDate: ['data\\s+e\\s+(?:faturës|lëshimit|faturimit)'],
  dueDate: ['afati\\s+(?:i\\s+)?pagesës', 'data\\s+e\\s+(?:pagesës|skadimit)'],
  deliveryDate: ['data\\s+e\\s+(?:furnizimit|dorëzimit)'],
  taxNumber: ['nipt', 'nuis'],
  currency: ['monedha'],
  taxExclusive: ['(?:vlera|totali|shuma)\\s+pa\\s+tvsh'],
  vatTotal: [withRate('tvsh'), '(?:vlera|totali)\\s+e\\s+tvsh-?së', 'tvsh\\s+gjithsej'],
  taxInclusive: ['(?:totali|vlera|shuma)\\s+me\\s+tvsh'],
  amountDue: [
    "(?:totali\\s+|shuma\\s+)?për\\s+t(?:[ëe]|['’]u)\\s+paguar",
    '(?:shuma|totali)\\s+për\\s+pagesë',
  ],
  seller: ['shitësi', 'furnizuesi'],
  buyer: ['blerësi', 'klienti'],
};

/** Icelandic and Faroese. */
const IS_FO_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'reikningsnúmer',
    'reikningur\\s+nr\\.?',
    'reikn\\.\\s*nr\\.?',
    'rokningarnummar',
    'rokning\\s+nr\\.?',
  ],
  issueDate: [
    'reikningsdagur',
    'útgáfudagur',
    'dagsetning(?:\\s+reiknings)?',
    'rokningardagur',
    'dagfesting',
  ],
  dueDate: ['gjalddagi', 'eindagi', 'gjaldardagur', 'gjaldfreistur'],
  deliveryDate: ['afhendingardagur'],
  taxNumber: ['vsk-?\\s*(?:númer|nr\\.?)', 'v-tal', 'mvg-?\\s*(?:nr\\.?|nummar)'],
  currency: ['gjaldmiðill'],
  taxExclusive: [
    '(?:samtals|upphæð)\\s+án\\s+vsk',
    '(?:íalt|upphædd)\\s+uttan\\s+mvg',
    'netto-?\\s*upphædd',
    'nettó-?\\s*upphæð',
  ],
  vatTotal: [
    withRate('vsk(?!-?\\s*(?:númer|nr))'),
    'virðisaukaskattur|vsk\\s+samtals',
    withRate('mvg(?!-?\\s*(?:nr|nummar))'),
    'mvg\\s+íalt',
  ],
  taxInclusive: ['samtals\\s+með\\s+vsk', 'íalt\\s+við\\s+mvg'],
  amountDue: ['(?:samtals\\s+|upphæð\\s+)?til\\s+greiðslu', '(?:íalt\\s+|upphædd\\s+)?at\\s+gjalda'],
  seller: ['seljandi', 'seljari'],
  buyer: ['kaupandi', 'viðskiptavinur', 'keypari'],
};

/** Catalan, Galician and Basque (the Spanish ones are in es.ts). */
const CA_GL_EU_LABELS: Partial<Record<LabelField, string[]>> = {
  // ("Zenbakia" is only Basque)
  number: ['factura\\s+n[úu]m\\.?', 'faktura\\s+(?:zenbakia|zk\\.)', 'fakturaren\\s+zenbakia', 'zenbakia'],
  issueDate: [
    "data\\s+(?:de\\s+(?:la\\s+)?)?factura|data\\s+d['’](?:emissió|expedició)",
    'data\\s+(?:de\\s+)?(?:emisión|expedición)|data\\s+da\\s+factura',
    'faktura\\s+data|(?:jaulkipen|igorpen)\\s+data',
  ],
  dueDate: [
    '(?:data\\s+de\\s+)?venciment',
    '(?:data\\s+de\\s+)?vencemento',
    'mugaeguna|epemuga|ordainketa\\s+data',
  ],
  deliveryDate: ['data\\s+(?:de\\s+)?lliurament', 'data\\s+de\\s+entrega', 'entrega\\s+data'],
  taxNumber: ['ifz'],
  currency: ['divisa', 'moneda', 'dibisa'],
  taxExclusive: [
    '(?:total\\s+)?base\\s+imposable|total\\s+sense\\s+iva',
    '(?:total\\s+)?base\\s+impoñible|total\\s+sen\\s+ive',
    'zerga\\s+oinarria|oinarri\\s+zergagarria|(?:guztira\\s+)?bez\\s+gabe',
  ],
  vatTotal: [
    "quota\\s+(?:d['’])?iva|import\\s+(?:de\\s+l['’])?iva",
    '(?:cota|total)\\s+(?:do\\s+)?ive',
    rated('ive'),
    // the bare "IVA" head of a VAT table's amount column ("Total base imposable | % IVA | IVA")
    'iva(?=\\s*$)',
    'bez\\s+(?:kuota|zenbatekoa|guztira)',
    rated('bez'),
  ],
  taxInclusive: ['total\\s+amb\\s+iva', 'total\\s+con\\s+ive', '(?:guztira\\s+)?bez\\s+barne'],
  amountDue: [
    'import\\s+a\\s+pagar|total\\s+a\\s+abonar',
    'ordaintzeko\\s+(?:guztira|zenbatekoa)|guztira\\s+ordaintzeko',
  ],
  seller: ['emissor', 'proveïdor', 'venedor', 'provedor', 'igorlea', 'hornitzailea', 'saltzailea'],
  buyer: ['destinatari', 'bezeroa', 'hartzailea', 'eroslea'],
};

const LV_LABELS: Partial<Record<LabelField, string[]>> = {
  number: ['rēķina\\s+(?:nr\\.?|numurs)', '(?:pvn\\s+)?rēķins\\s+nr\\.?'],
  // "Datums" is only Latvian
  issueDate: ['rēķina\\s+datums', 'izrakstīšanas\\s+datums', 'datums'],
  dueDate: ['(?:ap|sa)maksas\\s+termiņš', '(?:ap|sa)maksāt\\s+līdz'],
  deliveryDate: ['piegādes\\s+datums'],
  vatId: ['pvn\\s+(?:reģ\\.?\\s*)?(?:nr\\.?|numurs)', 'pvn\\s+maksātāja\\s+(?:nr\\.?|numurs|kods)'],
  currency: ['valūta'],
  taxExclusive: ['(?:summa|kopā)\\s+bez\\s+pvn'],
  vatTotal: [withRate('pvn(?!\\s+(?:reģ|nr|numurs|maksātāja|rēķins))'), 'pvn\\s+summa'],
  taxInclusive: ['(?:kopā|summa)\\s+ar\\s+pvn'],
  amountDue: ['(?:kopā\\s+|summa\\s+)?apmaksai', '(?:kopā\\s+)?jāmaksā'],
  // "Preču piegādātājs" (goods), "Pakalpojuma sniedzējs" (services) and their receivers
  seller: ['(?:preču\\s+)?piegādātājs|pakalpojuma\\s+sniedzējs', 'pārdevējs'],
  buyer: ['(?:preču\\s+|pakalpojuma\\s+)?saņēmējs', 'pircējs', 'maksātājs'],
};

/** Maltese, Irish, Welsh and Luxembourgish (their invoices share the English or French VAT word). */
const MT_GA_CY_LB_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'numru\\s+tal-fattura|fattura\\s+nru\\.?|nru\\.?\\s+tal-fattura',
    '(?:uimhir|uimh\\.)\\s+(?:an\\s+)?(?:tsonraisc|shonraisc|sonraisc)',
    'rhif\\s+(?:yr\\s+)?anfoneb|anfoneb\\s+rhif',
    'nummer\\s+vun\\s+der\\s+rechnung',
  ],
  issueDate: [
    'data\\s+tal-(?:fattura|ħruġ)',
    'dáta\\s+(?:an\\s+)?t?sonraisc|dáta\\s+eisiúna',
    'dyddiad\\s+(?:yr\\s+)?anfoneb|dyddiad\\s+cyhoeddi',
    'datum\\s+vun\\s+der\\s+rechnung',
  ],
  dueDate: [
    'data\\s+(?:tal-iskadenza|dovuta)|dovut\\s+sa',
    'dáta\\s+dlite|dlite\\s+faoi|le\\s+híoc\\s+faoi',
    "dyddiad\\s+dyledus|dyledus\\s+erbyn|i\\s+['’]w\\s+dalu\\s+erbyn",
    '(?:ze\\s+)?bezuelen\\s+bis|fälleg\\s+(?:bis|den)|fällegkeetsdatum',
  ],
  vatId: ['numru\\s+tal-vat', 'uimhir\\s+chbl|uimh\\.\\s+chbl', 'rhif\\s+taw'],
  taxExclusive: [
    'total\\s+mingħajr\\s+(?:il-)?vat',
    'iomlán\\s+gan\\s+chbl|glanmhéid',
    'cyfanswm\\s+(?:cyn|heb)\\s+taw|is-?gyfanswm',
    'total\\s+ouni\\s+(?:tva|mwst\\.?)',
  ],
  vatTotal: [withRate('cbl'), 'cbl\\s+iomlán|iomlán\\s+cbl', withRate('taw'), 'cyfanswm\\s+taw'],
  taxInclusive: [
    'total\\s+inkluż\\s+(?:il-)?vat',
    'iomlán\\s+(?:le|san\\s+áireamh)\\s+cbl',
    'cyfanswm\\s+(?:gan\\s+gynnwys|yn\\s+cynnwys)\\s+taw',
    'total\\s+mat\\s+(?:tva|mwst\\.?)',
  ],
  amountDue: [
    '(?:ammont|total)\\s+dovut|total\\s+li\\s+għandu\\s+jitħallas',
    '(?:méid|iomlán)\\s+dlite|le\\s+híoc',
    "(?:swm|cyfanswm)\\s+(?:sy['’]n\\s+)?ddyledus|(?:cyfanswm\\s+)?i\\s+['’]w\\s+dalu",
    '(?:total\\s+)?ze\\s+bezuelen',
  ],
  seller: ['bejjiegħ|fornitur', 'díoltóir|soláthraí', 'gwerthwr|cyflenwr', 'verkeefer|liwwerant'],
  buyer: ['xerrej|klijent', 'ceannaitheoir|custaiméir', 'prynwr|cwsmer', 'keefer'],
};

const GROUPS = [
  TR_LABELS,
  SR_LATIN_LABELS,
  SR_CYRILLIC_LABELS,
  UK_RU_LABELS,
  MK_LABELS,
  SQ_LABELS,
  IS_FO_LABELS,
  CA_GL_EU_LABELS,
  LV_LABELS,
  MT_GA_CY_LB_LABELS,
];

/** The labels of all these languages per field (Turkish with both i's in either case). */
export const WIDER_EUROPE_LABELS: Partial<Record<LabelField, string[]>> = Object.fromEntries(
  [...new Set(GROUPS.flatMap((g) => Object.keys(g) as LabelField[]))].map((field) => [
    field,
    GROUPS.flatMap((g) => (g === TR_LABELS ? (g[field] ?? []).map(dotted) : (g[field] ?? []))),
  ]),
);

/**
 * Legal forms of these countries (composed in words.ts): the Turkish "A.Ş." and "Ltd. Şti.", the
 * Serbian/Bosnian/Montenegrin "d.o.o." (north-east.ts) and "a.d.", Ukrainian/Russian "ТОВ", "ООО",
 * "ПАО", "ФОП", Serbian/Macedonian "ДОО", "ДООЕЛ", Albanian "Sh.p.k.", "Sh.a.", Icelandic "ehf.",
 * "hf.", the Latvian "SIA" (north-east.ts), Catalan/Galician "S.L.U.", Maltese/Irish "Ltd"
 * (en.ts), Welsh "Cyf.", Luxembourgish "S.à r.l." (fr.ts).
 */
export const WIDER_EUROPE_PARTY_WORDS: Words = {
  // Turkish streets, avenues, boulevards and quarters, the door number after "No:" ("Atatürk
  // Bulvarı No:66", "Güzeloba Mah. No:18", "İstiklal Cad. No:5")
  streetLike: /(?:bulvar[ıi]|cadde(?:si)?|cad\.|sokak|sokağ[ıi]|sk\.|mahalle(?:si)?|mah\.)\s+no\s*:\s*\d/,
  streetWord: /bulvar[ıi]|cadde(?:si)?|cad\.|sokak|sokağ[ıi]|mahalle(?:si)?|mah\./,
  legalForm:
    /A\.Ş\.|Ltd\.\s?Şti\.|a\.d\.|ТОВ|ООО|ПАО|ПрАТ|ФОП|ДООЕЛ|ДОО|Sh\.p\.k\.|SH\.P\.K\.|Sh\.a\.|ehf\.?|hf\.|S\.L\.U\.|Cyf\./,
  // the labels of a party printed as a field list ("Nosaukums: …", "Adrese: …", "Ünvan: …"),
  // matched whole (lexicon/parties.ts)
  nameLabel:
    /nosaukums|unvan[ıi]?|firma\s+ad[ıi]|naziv|назив|назва|найменування|наименование|название|emri|nafn|nom|raó\s+social|nome|razón\s+social|izena|isem|ainm|enw/,
  addressLabel:
    /adrese|juridiskā\s+adrese|adres[ıi]?|адреса|адрес|юридична\s+адреса|юридический\s+адрес|heimilisfang|adreça|enderezo|helbidea|indirizz|seoladh|cyfeiriad/,
  postcodeLabel:
    /pasta\s+indekss|posta\s+kodu|poštanski\s+broj|поштански\s+број|поштенски\s+број|поштовий\s+індекс|почтовый\s+индекс|kodi\s+postar|póstnúmer|codi\s+postal|código\s+postal|posta\s+kodea|kodiċi\s+postali|cód\s+poist|cod\s+post/,
  cityLabel:
    /pilsēta|şehir|grad|mesto|mjesto|град|место|місто|город|qyteti|staður|ciutat|població|cidade|localidade|herria|belt|baile|tref|dinas/,
  countryLabel: /valsts|ülke|država|zemlja|држава|країна|страна|shteti|land|país|herrialdea|pajjiż|tír|gwlad/,
};

/**
 * Unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts):
 * hours, days, months, kilograms, metres, square metres and sets of these invoices ("3 gün",
 * "8 saat", "2 сат", "4 год.", "5 klst.", "1 ay", "2 міс.", "12 кг", "3 gab."). A piece ("adet",
 * "шт.", "copë", "gab.", "kom") is the C62 "one" these sellers' e-invoices give it.
 */
export const WIDER_EUROPE_UNITS: Array<[string, string[]]> = [
  [
    'HUR',
    [
      'saat',
      'сат',
      'сати',
      'год',
      'година',
      'години',
      'годин',
      'час',
      'часов',
      'klst',
      'klukkustund',
      'tímar',
    ],
  ],
  ['HUR', ['orë', 'stunda', 'stundas', 'hores', 'ordu', 'siegħa', 'uair', 'awr', 'oriau', 'stonn']],
  ['DAY', ['gün', 'дан', 'дана', 'день', 'днів', 'дней', 'дн', 'dagur', 'dagar', 'dagir', 'ditë', 'egun']],
  ['DAY', ['diena', 'dienas', 'dienu', 'jum', 'ġranet', 'lá', 'diwrnod', 'diwrnodau']],
  [
    'MON',
    ['ay', 'міс', 'місяць', 'месяц', 'мес', 'месец', 'mánuður', 'mánuðir', 'muaj', 'mēnesis', 'mēneši'],
  ],
  ['C62', ['adet', 'kom', 'ком', 'шт', 'штук', 'парче', 'copë', 'gab', 'unitat', 'unitats']],
  ['KGM', ['кг', 'килограм', 'kilogramm']],
  ['MTR', ['м', 'метар', 'метр', 'metar', 'metri', 'metrs']],
  ['MTK', ['м2', 'м²', 'кв. м', 'кв.м']],
  ['SET', ['set', 'takım', 'комплект', 'komplet', 'sett', 'komplekts']],
];

/** Country names as these invoices print them (the customer's and their own). */
export const WIDER_EUROPE_COUNTRY_NAMES: Array<[string, string[]]> = [
  ['AD', ['andorra', 'andorre', "principat d'andorra"]],
  ['DE', ['almanya', 'nemačka', 'njemačka', 'немачка', 'німеччина', 'германия', 'германија', 'gjermani']],
  ['DE', ['gjermania', 'þýskaland', 'týskland', 'alemanya', 'alemaña', 'alemania', 'vācija', 'il-ġermanja']],
  ['DE', ['an ghearmáin', 'yr almaen', 'däitschland']],
  ['AT', ['avusturya', 'austrija', 'аустрија', 'австрія', 'австрия', 'австрија', 'austri', 'austria']],
  ['AT', ['austurríki', 'eysturríki', 'àustria', 'austria', 'l-awstrija', 'an ostair', 'awstria']],
  ['AT', ['éisträich']],
  ['NL', ['hollanda', 'nizozemska', 'холандија', 'нідерланди', 'нидерланды', 'holanda', 'hollandë']],
  ['NL', ['niðurlönd', 'holland', 'països baixos', 'países baixos', 'herbehereak', 'nīderlande', 'l-olanda']],
  ['NL', ['an ísiltír', 'yr iseldiroedd']],
  ['BE', ['belçika', 'belgija', 'белгија', 'бельгія', 'бельгия', 'belgjikë', 'belgía', 'bèlgica', 'bélxica']],
  ['BE', ['belgika', 'beļģija', 'il-belġju', 'an bheilg', 'gwlad belg', 'belsch']],
  ['FR', ['fransa', 'francuska', 'француска', 'франція', 'франция', 'франција', 'francë']],
  ['FR', ['frakkland', 'frakland', 'frança', 'francia', 'frantzia', 'francija', 'franza', 'an fhrainc']],
  ['FR', ['ffrainc', 'frankräich']],
  ['IT', ['italya', 'italija', 'италија', 'італія', 'италия', 'itali', 'ítalía', 'itàlia', 'italia']],
  ['IT', ['itālija', 'l-italja', 'an iodáil', 'yr eidal', 'italien']],
  ['ES', ['ispanya', 'španija', 'шпанија', 'іспанія', 'испания', 'spanjë', 'spánn', 'espanya', 'españa']],
  ['ES', ['espainia', 'spānija', 'spanja', 'an spáinn', 'sbaen', 'spuenien']],
  ['CH', ['isviçre', 'švajcarska', 'švicarska', 'швајцарија', 'швейцарія', 'швейцария', 'zvicër', 'zvicra']],
  ['CH', ['sviss', 'sveis', 'suïssa', 'suíza', 'suitza', 'šveice', 'l-isvizzera', 'an eilvéis', 'y swistir']],
  ['CH', ['schwäiz']],
  ['PL', ['polonya', 'poljska', 'пољска', 'польща', 'польша', 'полска', 'poloni', 'pólland', 'polònia']],
  ['PL', ['polonia', 'polinia', 'polija', 'il-polonja', 'an pholainn', 'gwlad pwyl', 'polen']],
  ['TR', ['türkiye', 'turska', 'турска', 'туреччина', 'турция', 'turqi', 'tyrkland', 'turquia']],
  ['RS', ['srbija', 'србија', 'сербія', 'сербия', 'serbia', 'serbi']],
  ['BA', ['bosna i hercegovina', 'босна и херцеговина', 'bih']],
  ['ME', ['crna gora', 'црна гора']],
  ['UA', ['україна', 'украина', 'ukrajina', 'ukraina', 'ukraine']],
  ['RU', ['росія', 'россия', 'русија', 'rusija']],
  [
    'MK',
    ['северна македонија', 'македонија', 'sjeverna makedonija', 'severna makedonija', 'north macedonia'],
  ],
  ['AL', ['shqipëri', 'shqipëria', 'shqiperia', 'albania', 'albanija', 'албанија']],
  ['XK', ['kosova', 'kosovë', 'kosovo', 'косово']],
  ['IS', ['ísland', 'iceland']],
  ['FO', ['føroyar', 'færeyjar', 'faroe islands', 'færøerne']],
  ['ES', ['catalunya']],
  ['LV', ['latvija', 'latvijas republika']],
  ['MT', ['malta', 'ta’ malta']],
  ['IE', ['éire', 'poblacht na héireann']],
  ['GB', ['cymru', 'y deyrnas unedig']],
  ['LU', ['lëtzebuerg', 'luxembourg']],
];
