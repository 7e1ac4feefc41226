/**
 * Header, party and totals labels of Swedish, Norwegian, Finnish, Polish, Hungarian, Romanian and
 * Greek invoices (session 21; composed in lexicon/labels.ts like the Danish, Czech and Portuguese
 * ones). Danish already gives "Fakturanr." / "Fakturanummer", "Fakturadato" and "Moms"; the VAT
 * word with a rate ("MVA 25 %", "ALV 25,5 %", "ÁFA 27 %", "ΦΠΑ 24 %") is a VAT total's label.
 * Written from the labels these countries' invoices print, each with its usual variants.
 */
import type { LabelField } from '../labels.ts';
import type { Words } from './words.ts';

/** A VAT word, optionally followed by its rate ("MVA 25 %", "ALV 25,5 %"; also lexicon/south-east.ts). */
export const withRate = (word: string) => `${word}(?:\\s+\\d{1,2}(?:[,.]\\d{1,2})?\\s*%)?`;

export const NORTH_EAST_LABELS: Partial<Record<LabelField, string[]>> = {
  number: [
    'laskun\\s+(?:numero|nro)|laskunro|lasku\\s+nro',
    '(?:numer|nr)\\s+faktury',
    'sz[áa]mla\\s+sorsz[áa]ma|sz[áa]mlasz[áa]m|sorsz[áa]m',
    '(?:num[ăa]r|nr\\.?)\\s+factur[ăa]',
    'αριθμ[όο]ς\\s+τιμολογ[ίι]ου|αρ\\.\\s+τιμολογ[ίι]ου',
    // session 22: the bare Greek "Αριθμός" in a header block
    'αριθμ[όο]ς|α\\.α\\.',
  ],
  issueDate: [
    'fakturadatum',
    'laskun\\s+p[äa]iv[äa]m[äa][äa]r[äa]|laskutusp[äa]iv[äa]|p[äa]iv[äa]ys',
    'data\\s+wystawienia',
    'sz[áa]mla\\s+kelte|ki[áa]ll[íi]t[áa]s\\s+d[áa]tuma|kelt',
    'data\\s+(?:emiterii|factur[ăa]rii)',
    'ημερομην[ίι]α\\s+[έε]κδοσης|ημερομην[ίι]α',
  ],
  dueDate: [
    'f[öo]rfallodatum|f[öo]rfallodag|forfallsdato|forfallsdag',
    'er[äa]p[äa]iv[äa]',
    'er[äa][äa]ntyy|maksettava\\s+viimeist[äa][äa]n',
    'termin\\s+p[łl]atno[śs]ci',
    'fizet[ée]si\\s+hat[áa]rid[őo]',
    'esed[ée]kess[ée]g',
    'data\\s+scaden[țţt](?:ei|[ăa])|scaden[țţt]a|termen\\s+de\\s+plat[ăa]',
    'ημερομην[ίι]α\\s+λ[ήη]ξης|λ[ήη]ξη\\s+πληρωμ[ήη]ς|προθεσμ[ίι]α\\s+πληρωμ[ήη]ς',
  ],
  deliveryDate: [
    'leveransdatum|leveringsdato',
    'toimitusp[äa]iv[äa]',
    'data\\s+(?:sprzeda[żz]y|dostawy)',
    'teljes[íi]t[ée]s\\s+(?:d[áa]tuma|kelte|id[őo]pontja)',
    'data\\s+livr[ăa]rii',
  ],
  customerNumber: [
    'kundnummer|kundnr\\.?',
    'asiakasnumero|asiakasnro',
    'numer\\s+klienta',
    '[üu]gyf[ée]lsz[áa]m|vev[őo]k[óo]d',
  ],
  orderReference: [
    'best[äa]llningsnummer|er\\s+best[äa]llning|bestillingsnummer|deres\\s+bestilling',
    'bestillingsnr\\.?|best\\.\\s*nr\\.?',
    'tilausnumero|tilausnro|tilaus',
    'nr\\s+zam[óo]wienia|zam[óo]wienie',
    'rendel[ée]ssz[áa]m|megrendel[ée]s',
    'nr\\.?\\s+comand[ăa]|comand[ăa](?:\\s+nr\\.?)?',
    'παραγγελ[ίι]α',
  ],
  vatId: [
    'momsreg(?:istrerings)?\\.?\\s*nr\\.?',
    'alv-?(?:tunnus|nro|numero)',
    'nip(?:\\s+ue)?',
    'k[öo]z[öo]ss[ée]gi\\s+ad[óo]sz[áa]m',
  ],
  // session 22: the national tax numbers printed beside the VAT id (BT-32): the Hungarian
  // "Adószám: 19980171-2-41", the Polish "NIP: 835-114-50-29"
  taxNumber: ['ad[óo]sz[áa]ma?', 'nip'],
  // session 22: "Monedă: RON", "Valuta: NOK", "Pénznem: HUF", "Waluta: PLN", "Měna: CZK"
  currency: ['moned[ăa]', 'valuta', 'valuutta', 'p[ée]nznem', 'waluta', 'ν[όο]μισμα', 'měna'],
  taxExclusive: [
    'summa\\s+exkl\\.?\\s+moms|belopp\\s+exkl\\.?\\s+moms',
    'sum\\s+eks(?:kl)?\\.?\\s+mva|bel[øo]p\\s+eks(?:kl)?\\.?\\s+mva',
    'veroton\\s+(?:yhteens[äa]|hinta|summa)',
    'yhteens[äa]\\s+ilman\\s+alv(?::t[äa])?',
    'razem\\s+netto',
    'nett[óo]\\s+(?:[öo]sszesen|[öo]sszeg|[ée]rt[ée]k)|[öo]sszesen\\s+nett[óo]',
    'total\\s+(?:valoare\\s+)?f[ăa]r[ăa]\\s+tva|valoare\\s+f[ăa]r[ăa]\\s+tva',
    'καθαρ[ήη]\\s+αξ[ίι]α|σ[ύυ]νολο\\s+προ\\s+φπα',
  ],
  vatTotal: [
    withRate('mva'),
    'total\\s+mva|sum\\s+mva|merverdiavgift\\s+totalt',
    // "ALV" but not the VAT-id label "ALV-numero" / "ALV-tunnus"
    withRate('alv(?!-?(?:tunnus|numero|nro))'),
    'arvonlis[äa]vero(?:\\s+yhteens[äa])?',
    'kwota\\s+vat',
    withRate('[áa]fa'),
    withRate('φπα'),
    'φ\\.π\\.α\\.(?:\\s+σ[ύυ]νολο)?',
  ],
  taxInclusive: [
    'summa\\s+inkl\\.?\\s+moms',
    'sum\\s+inkl\\.?\\s+mva',
    'verollinen\\s+yhteens[äa]|yhteens[äa]\\s+(?:alv:n\\s+kanssa|sis\\.\\s+alv)',
    'laskun\\s+loppusumma',
    'warto[śs][ćc]\\s+brutto|razem\\s+brutto',
    'brutt[óo]\\s+(?:v[ée]g[öo]sszeg|[öo]sszesen)|v[ée]g[öo]sszeg',
    'total\\s+cu\\s+tva',
    'σ[ύυ]νολο\\s+(?:με\\s+φπα|τιμολογ[ίι]ου)',
    'συνολικ[ήη]\\s+αξ[ίι]α',
  ],
  amountDue: [
    'att\\s+betala',
    '(?:sum\\s+)?[åa]\\s+betale|bel[øo]p\\s+[åa]\\s+betale',
    'maksettava(?:\\s+yhteens[äa])?|yhteens[äa]\\s+maksettava',
    'do\\s+zap[łl]aty',
    'fizetend[őo](?:\\s+[öo]sszeg)?',
    'total\\s+de\\s+plat[ăa]',
    'πληρωτ[έε]ο(?:\\s+ποσ[όο])?|σ[ύυ]νολο\\s+πληρωτ[έε]ο',
  ],
  seller: [
    's[äa]ljare|leverant[öo]r',
    'selger|leverand[øo]r',
    'myyj[äa]',
    'sprzedawca|wystawca',
    'elad[óo]|sz[áa]ll[íi]t[óo]',
    'furnizor|v[âa]nz[ăa]tor|prestator',
    'πωλητ[ήη]ς|εκδ[όο]της',
  ],
  buyer: [
    'k[öo]pare',
    'kj[øo]per|fakturamottaker|faktureres\\s+til',
    'ostaja',
    'nabywca',
    'vev[őo]',
    'cump[ăa]r[ăa]tor|beneficiar',
    'αγοραστ[ήη]ς|πελ[άα]της|στοιχε[ίι]α\\s+πελ[άα]τη',
  ],
};

/**
 * Streets and legal forms of these countries (composed in words.ts): a street word before its
 * number ("Baross Gábor út 23.", "Storgatan 110", "Apotekergata 99", "Aleksanterinkatu 117",
 * "Industrivägen 15", "Strada Mihai Eminescu 12", "ul. Długa 41"); "Kft.", "Zrt.", "Oy", "AS",
 * "AB", "OÜ", "UAB", "SIA", "d.o.o.", "s.r.o.", "CO., LTD." after a company's name.
 */
export const NORTH_EAST_PARTY_WORDS: Words = {
  streetLike:
    /(?:út|utca|u\.|tér|körút|krt\.)\s+\d+\.?|(?:gatan|vägen|gata|gate|veien|vegen|katu|tie|kuja)\s+\d|(?:^|\s)(?:ul|al|str|bd|bul)\.\s|strada|calea|οδός/,
  streetWord: /utca|körút|gatan|vägen|veien|katu|strada|calea/,
  legalForm:
    /Kft\.|Zrt\.|Nyrt\.|Bt\.|Oyj|Oy|ASA|AS|AB|OÜ|UAB|SIA|d\.o\.o\.|s\.r\.o\.|CO\.,\s?LTD\.?|Co\.,\s?Ltd\.?|Α\.Ε\.|Ι\.Κ\.Ε\.|Ε\.Π\.Ε\.|Ο\.Ε\.|Ε\.Ε\./,
  // session 22: the sum carried to the next page ("Áthozat", "Siirto", "Overført", "Överfört",
  // "Εκ μεταφοράς")
  carriedForward:
    /[áa]thozat|[áa]tvitel|siirto|overf[øo]rt|[öo]verf[öo]rt|εκ\s+μεταφορ[άα]ς|σε\s+μεταφορ[άα]/,
  // session 22: the labels of a party printed as a field list ("Επωνυμία | …", "Adresa: …",
  // "Cod poștal: …", "Πόλη: …", "Χώρα: …"), matched whole (lexicon/parties.ts)
  nameLabel: /namn|navn|nimi|n[ée]v|denumire(?:a)?|nume|επωνυμ[ίι]α|nazwa|n[áa]zev/,
  streetLabel: /gatuadress|gateadresse|katuosoite|strada|οδ[όο]ς|ulica|ulice/,
  addressLabel: /adress|osoite|c[íi]m|adresa|sediul|διε[υύ]θυνση|δ\/νση|adres|s[íi]dlo/,
  postcodeLabel:
    /postnummer|postnr\.?|postinumero|ir[áa]ny[íi]t[óo]sz[áa]m|cod\s+po[șş]tal|τ\.?\s?κ\.?|kod\s+pocztowy|ps[čc]/,
  cityLabel:
    /by|poststed|kaupunki|postitoimipaikka|v[áa]ros|telep[üu]l[ée]s|ora[șş]|localitate(?:a)?|π[όο]λη|miejscowo[śs][ćc]|miasto|m[ěe]sto|obec/,
  countryLabel: /maa|orsz[áa]g|[țţ]ar[aă]|χ[ώω]ρα|kraj|zem[ěe]|st[áa]t/,
};

/**
 * Unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed in parse/units.ts like
 * the Danish ones): days, hours and months of Swedish, Norwegian, Finnish, Hungarian, Romanian,
 * Polish and Greek invoices ("2 pv", "12 óra", "3 kk", "5 zile", "8 ώρες").
 */
export const NORTH_EAST_UNITS: Array<[string, string[]]> = [
  [
    'DAY',
    [
      'pv',
      // session 22: the Swedish "dgr" (dagar), the 24-hour "dygn", "døgn" and Polish "doba"
      'dgr',
      'dygn',
      'døgn',
      'doba',
      'päivä',
      'päivää',
      'vrk',
      'dagar',
      'dager',
      'nap',
      'zi',
      'zile',
      'dzień',
      'dni',
      'ημέρα',
      'ημέρες',
    ],
  ],
  ['HUR', ['tunti', 'tuntia', 'tim', 'timme', 'timmar', 'óra', 'ώρα', 'ώρες']],
  ['MON', ['kk', 'kuukausi', 'månad', 'månader', 'måned', 'hónap', 'lună', 'luni', 'μήνας', 'μήνες']],
];

/**
 * Country names as Swedish, Norwegian, Danish, Finnish, Hungarian, Romanian, Greek, Polish and
 * Czech invoices print them for their customers ("Tyskland", "SAKSA", "Hollandia", "Germania",
 * "Γερμανία", "Niemcy", "Nizozemsko"), in lower case; composed in parse/units.ts. Session 22.
 */
export const NORTH_EAST_COUNTRY_NAMES: Array<[string, string[]]> = [
  [
    'DE',
    [
      'tyskland',
      'saksa',
      'németország',
      'germania',
      'γερμανία',
      'niemcy',
      'německo',
      'förbundsrepubliken tyskland',
    ],
  ],
  ['AT', ['österrike', 'østerrike', 'østrig', 'itävalta', 'ausztria', 'αυστρία', 'rakousko']],
  [
    'NL',
    [
      'nederländerna',
      'nederlandene',
      'holland',
      'alankomaat',
      'hollandia',
      'olanda',
      'țările de jos',
      'ολλανδία',
      'κάτω χώρες',
      'holandia',
      'niderlandy',
      'nizozemsko',
    ],
  ],
  ['BE', ['belgia', 'βέλγιο', 'belgie']],
  ['FR', ['frankrike', 'frankrig', 'ranska', 'franciaország', 'franța', 'γαλλία', 'francja', 'francie']],
  ['IT', ['olaszország', 'ιταλία', 'włochy', 'itálie']],
  ['ES', ['spania', 'espanja', 'spanyolország', 'ισπανία', 'hiszpania', 'španělsko']],
  ['CH', ['sveits', 'sveitsi', 'svájc', 'elveția', 'ελβετία', 'szwajcaria', 'švýcarsko']],
  ['LU', ['luksemburg', 'λουξεμβούργο', 'lucembursko']],
  ['PL', ['puola', 'lengyelország', 'polonia', 'πολωνία', 'polsko']],
  ['CZ', ['tjeckien', 'tsjekkia', 'tjekkiet', 'tšekki', 'csehország', 'cehia', 'τσεχία', 'czechy']],
  ['DK', ['tanska', 'dánia', 'danemarca', 'δανία', 'dania', 'dánsko']],
  ['SE', ['ruotsi', 'svédország', 'suedia', 'σουηδία', 'szwecja', 'švédsko']],
  ['NO', ['noreg', 'norja', 'norvégia', 'norvegia', 'νορβηγία', 'norwegia', 'norsko']],
  ['FI', ['finnország', 'finlanda', 'φινλανδία', 'finlandia', 'finsko']],
  ['HU', ['ungern', 'unkari', 'ungaria', 'ουγγαρία', 'węgry', 'maďarsko']],
  ['RO', ['rumænien', 'románia', 'ρουμανία', 'rumunia', 'rumunsko']],
  [
    'GR',
    [
      'grekland',
      'hellas',
      'grækenland',
      'kreikka',
      'görögország',
      'grecia',
      'ελλάδα',
      'ελλάς',
      'grecja',
      'řecko',
    ],
  ],
  ['PT', ['portugali', 'portugália', 'portugalia', 'πορτογαλία', 'portugalsko']],
  ['IE', ['irlanti', 'írország', 'irlanda', 'ιρλανδία', 'irlandia', 'irsko']],
  [
    'GB',
    [
      'storbritannien',
      'storbritannia',
      'iso-britannia',
      'egyesült királyság',
      'regatul unit',
      'ηνωμένο βασίλειο',
      'wielka brytania',
      'spojené království',
    ],
  ],
  ['US', ['yhdysvallat', 'egyesült államok', 'statele unite', 'ηπα', 'stany zjednoczone', 'spojené státy']],
];
