/**
 * Header, party and totals labels of Slovak, Slovenian, Croatian, Bulgarian, Lithuanian and
 * Estonian invoices (session 22; composed in lexicon/labels.ts like the north-east ones), their
 * legal forms, unit words and the names they print for the customer's country. Written from the
 * labels these countries' invoices print, each with its usual variants; the VAT word with a rate
 * ("DDV 22 %", "PDV 25 %", "ДДС 20 %", "PVM 21 %", "KM 24 %") is a VAT total's label.
 */
import type { LabelField } from '../labels.ts';
import { withRate } from './north-east.ts';
import type { Words } from './words.ts';

export const SOUTH_EAST_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'č[íi]slo\\s+(?:fakt[úu]ry|dokladu)|fakt[úu]ra\\s+č\\.',
    'št\\.\\s+računa|številka\\s+računa|račun\\s+(?:št\\.?|številka)',
    'broj\\s+računa|račun\\s+br\\.?',
    // (the bare "Номер" not before another word: "Номер счета", "Номер рахунку" are wider-europe.ts')
    'фактура\\s+№|№\\s+на\\s+фактура|номер(?:\\s+на\\s+фактура|(?!\\s+\\p{L}))',
    'sąskaitos\\s+(?:faktūros\\s+)?(?:nr\\.?|numeris)',
    'arve\\s+(?:nr\\.?|number)',
  ],
  issueDate: [
    'dátum\\s+(?:vyhotovenia|vystavenia)',
    'datum\\s+(?:izdaje|računa|izdavanja)',
    'дата\\s+на\\s+(?:издаване|фактурата)',
    'išrašymo\\s+data|sąskaitos\\s+data',
    'arve\\s+kuupäev',
  ],
  dueDate: [
    'splatné\\s+dňa|dátum\\s+splatnosti|splatnosť',
    'rok\\s+plačila|datum\\s+zapadlosti|zapadlost',
    'datum\\s+dospijeća|dospijeće|rok\\s+plaćanja',
    'падеж|срок\\s+за\\s+плащане|дата\\s+на\\s+падеж',
    'apmokėti\\s+iki|mokėjimo\\s+terminas',
    'maksetähtaeg|tasumise\\s+tähtaeg',
  ],
  deliveryDate: [
    'dátum\\s+dodania',
    'datum\\s+(?:opravljene\\s+storitve|dobave|storitve)',
    'datum\\s+isporuke',
    'дата\\s+на\\s+данъчното\\s+събитие',
    'paslaugų\\s+suteikimo\\s+data|pristatymo\\s+data',
    'tarne\\s+kuupäev',
  ],
  vatId: [
    'ič\\s+dph',
    'id\\s+za\\s+ddv|ddv\\s+št\\.?',
    'id\\s+pdv|pdv\\s+id|pdv\\s+broj',
    'ин\\s+по\\s+ддс|ддс\\s+№',
    'pvm\\s+(?:mokėtojo\\s+)?kodas',
    'kmkr(?:\\s+nr\\.?)?|käibemaksukohustuslase\\s+nr\\.?',
  ],
  currency: ['mena', 'валута', 'valiuta', 'valuuta'],
  taxExclusive: [
    'osnova\\s+za\\s+ddv|skupaj\\s+brez\\s+ddv',
    'porezna\\s+osnovica|osnovica|ukupno\\s+bez\\s+pdv-?a',
    'данъчна\\s+основа',
    'suma\\s+be\\s+pvm',
    'kokku\\s+km-?ta|summa\\s+käibemaksuta',
  ],
  vatTotal: [
    'dph\\s+spolu',
    withRate('ddv'),
    'ddv\\s+skupaj|skupaj\\s+ddv',
    withRate('pdv(?!\\s+id)'),
    'ukupno\\s+pdv|iznos\\s+pdv-?a',
    withRate('ддс'),
    'общо\\s+ддс|ддс\\s+общо',
    'pvm\\s+suma',
    withRate('pvm(?!\\s+(?:mokėtojo|kodas))'),
    'käibemaks\\s+kokku',
    'km\\s+\\d{1,2}(?:[,.]\\d{1,2})?\\s*%',
  ],
  taxInclusive: [
    'skupaj\\s+z\\s+ddv',
    'ukupno\\s+s\\s+pdv-?om',
    'обща\\s+сума',
    'bendra\\s+suma|suma\\s+su\\s+pvm',
  ],
  amountDue: [
    'spolu\\s+na\\s+úhradu|celkom\\s+na\\s+úhradu|k\\s+úhrade',
    '(?:skupaj\\s+)?za\\s+plačilo',
    '(?:ukupno\\s+)?za\\s+platiti|(?:ukupno|iznos)\\s+za\\s+plaćanje',
    '(?:сума|общо)\\s+за\\s+плащане',
    'iš\\s+viso\\s+mokėti|mokėti\\s+iš\\s+viso',
    '(?:kokku\\s+)?tasuda(?:\\s+kokku)?',
  ],
  seller: [
    'predávajúci|dodávateľ',
    'prodajalec|izdajatelj|dobavitelj',
    'prodavatelj|izdavatelj|dobavljač',
    'доставчик|продавач',
    'pardavėjas|tiekėjas',
    'müüja',
  ],
  buyer: [
    'kupujúci|odberateľ',
    'kupec|prejemnik|naročnik',
    'kupac|naručitelj|primatelj',
    'получател|купувач',
    'pirkėjas|gavėjas',
    'ostja|maksja',
  ],
};

/** Legal forms of these countries (composed in words.ts): "d.d.", "ООД", "ЕООД", "АД", "ЕАД". */
export const SOUTH_EAST_PARTY_WORDS: Words = {
  legalForm: /d\.d\.|j\.d\.o\.o\.|ЕООД|ООД|ЕАД|АД/,
};

/**
 * Unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts):
 * days and hours of Spanish, Italian, Slovak, Slovenian, Croatian, Bulgarian, Lithuanian and
 * Estonian invoices ("3 días", "2 gg", "1 deň", "4 dan", "2 ден", "9 val.", "12 h", "5 ч.").
 */
export const SOUTH_EAST_UNITS: Array<[string, string[]]> = [
  [
    'DAY',
    ['día', 'días', 'gg', 'giorno', 'giorni', 'deň', 'dan', 'dana', 'dni', 'ден', 'дни', 'päev', 'päeva'],
  ],
  [
    'HUR',
    ['ora', 'ore', 'ura', 'ur', 'sat', 'sati', 'ч', 'час', 'часа', 'val', 'valanda', 'valandos', 'tund'],
  ],
  ['KGM', ['кг']],
];

/** Country names as these invoices and Spanish, Italian and Portuguese ones print them. */
export const SOUTH_EAST_COUNTRY_NAMES: Array<[string, string[]]> = [
  ['DE', ['nemecko', 'nemčija', 'njemačka', 'германия', 'vokietija', 'saksamaa', 'alemania', 'alemanha']],
  ['AT', ['rakúsko', 'avstrija', 'austrija', 'австрия', 'áustria']],
  [
    'NL',
    [
      'holandsko',
      'nizozemsko',
      'nizozemska',
      'нидерландия',
      'холандия',
      'nyderlandai',
      'madalmaad',
      'países bajos',
      'holanda',
      'paesi bassi',
      'países baixos',
    ],
  ],
  ['BE', ['belgicko', 'belgija', 'белгия', 'belgia', 'bélgica', 'belgio']],
  ['FR', ['francúzsko', 'francija', 'франция', 'prantsusmaa', 'francia', 'frança']],
  ['IT', ['taliansko', 'italija', 'италия', 'itaalia', 'itália']],
  ['ES', ['španielsko', 'španija', 'španjolska', 'испания', 'ispanija', 'hispaania', 'espanha', 'spagna']],
  [
    'CH',
    ['švajčiarsko', 'švica', 'švicarska', 'швейцария', 'šveicarija', 'šveits', 'suiza', 'svizzera', 'suíça'],
  ],
  ['PL', ['poľsko', 'poljska', 'полша', 'lenkija', 'poola', 'polónia']],
  [
    'CZ',
    [
      'česko',
      'češka',
      'чехия',
      'čekija',
      'tšehhi',
      'chequia',
      'república checa',
      'repubblica ceca',
      'cechia',
    ],
  ],
  ['SK', ['slovaška', 'slovačka', 'словакия', 'slovakija', 'slovakkia', 'eslovaquia', 'slovacchia']],
  ['SI', ['slovinsko', 'slovenija', 'словения', 'slovėnija', 'sloveenia', 'eslovenia', 'eslovénia']],
  ['HR', ['chorvátsko', 'hrvaška', 'хърватия', 'kroatija', 'horvaatia', 'croacia', 'croazia', 'croácia']],
  ['BG', ['bulharsko', 'bolgarija', 'bugarska', 'българия', 'bulgarija', 'bulgaaria']],
  ['LT', ['litva', 'литва', 'lietuva', 'leedu']],
  ['EE', ['estónsko', 'estonija', 'естония', 'eesti']],
  [
    'GB',
    [
      'veľká británia',
      'združeno kraljestvo',
      'ujedinjeno kraljevstvo',
      'обединеното кралство',
      'reino unido',
    ],
  ],
];
