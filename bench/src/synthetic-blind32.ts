/**
 * `--templates blind32` of extraction-synthetic.ts: held-out layouts of session 23 (issue 19,
 * "extraction that generalises"), written before opening anything under packages/extract/src and
 * without reading the blind25/27–30 generators: eight producers printing ONLY in their own language
 * (no English or German label), selling to a German, Austrian or Dutch business; every label is
 * drawn per document from synonyms real invoices of that language use (written from knowledge of
 * such invoices, invented names, no file copied) —
 * - `mt2` a Maltese conference hotel: the seller ONLY in a letterhead at the top right, the buyer in
 *   an address window at the left, labels left of values, VAT 18 % and 7 %, amounts "1,234.56",
 *   dates "03/02/2026" or "3 ta' Frar 2026", a ruled item table; one NOTA TA' KREDITU printed negative;
 * - `ga2` an Irish-speaking Gaeltacht hotel: parties side by side, a boxed head grid (labels over
 *   values between rules), CBL 23 % and 13.5 %, a VAT table; one NÓTA CREIDMHEASA printed positive;
 * - `cy2` a Welsh woollen mill: a title line with the number and the date in it, parties one above the
 *   other, TAW 20 % and 5 %, "£1,234.56", sort code, account number and IBAN GB;
 * - `eu2` a Basque hotel: labels over values in a row, no position column, a table without rulings,
 *   BEZ rates printed "% 21" or "21 %", the totals on one line, dates yyyy-mm-dd or yyyy/mm/dd;
 * - `gl2` a Galician seafood wholesaler: labels left of values with colons, IVE 21 % and 10 %, a VAT
 *   table, kg quantities with decimals; one 28-row document over two pages with the heads repeated;
 * - `bs2` a Bosnian furniture maker: the head's values LEFT of their labels, ID broj (13 digits) and
 *   PDV broj (12 digits), PDV 17 %, EUR, IBAN BA, dates "03.02.2026." or "3. 2. 2026";
 * - `lb2` a Luxembourg Moselle winery: the seller ONLY in the footer, labels over values, TVA 17 %,
 *   14 % and 8 %, amounts "1 234,56", a VAT table; one GUTSCHRËFT printed positive;
 * - `fo2` a Faroese knitwear and fish producer: a title line "ROKNING nr. …", V-tal (6 digits), MVG
 *   25 %, amounts "1.234,56 kr." in DKK, IBAN FO.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - a credit note printed positive: type 381, amounts positive, the original invoice and its date as
 *   preceding invoice, no due date, no bank; printed negative (`mt2`): a 380 with negative
 *   quantities, line amounts, VAT and totals (prices positive), no preceding invoice, no bank;
 * - the seller's VAT id as printed without spaces (BT-31): also the Bosnian PDV broj and the Faroese
 *   V-tal, which carry no country prefix on the page; the Bosnian ID broj is no field;
 * - units as UN/ECE rec. 20/21 codes: biċċa, aonad, uned, unitate, ud., kom, Stéck, stk. → C62,
 *   hours → HUR, days and nights → DAY, kg → KGM, m³ → MTQ, Fläsch → XBO, pauschal words → LS;
 * - the buyer's VAT id where printed (always), the country from the printed country name; the due
 *   date where printed; the IBAN and BIC of the bank lines (a sort code and account number beside
 *   them are no field).
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitDoc,
  type KitParty,
  letterTruthHead,
  pager,
  signedTail,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { type Col, footCol, letterTable, letterTotals, onEveryPage } from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND32_TPLS = ['mt2', 'ga2', 'cy2', 'eu2', 'gl2', 'bs2', 'lb2', 'fo2'] as const;
type Tpl = (typeof BLIND32_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type Unit = [string, string];
type BuyerCc = 'DE' | 'AT' | 'NL';

/** A label key and the synonyms the layout's language draws it from. */
type Key =
  | 'title'
  | 'credit'
  | 'no'
  | 'date'
  | 'due'
  | 'vat'
  | 'pos'
  | 'desc'
  | 'qty'
  | 'unit'
  | 'price'
  | 'rate'
  | 'amount'
  | 'net'
  | 'tax'
  | 'total'
  | 'bank'
  | 'orig'
  | 'taxSum'
  | 'on';
interface Item {
  name: string;
  unit: Unit;
  lo: number;
  hi: number;
  rate: string;
}
interface Lang {
  labels: Record<Key, string[]>;
  parties: Array<[string, string]>;
  countries: Record<BuyerCc, string>;
  months: string[];
  items: Item[];
  cur: string;
}

// ---------------------------------------------------------------------------- the languages
const MT: Lang = {
  labels: {
    title: ['FATTURA', 'FATTURA TAT-TAXXA'],
    credit: ["NOTA TA' KREDITU"],
    no: ['Numru tal-fattura', 'Fattura Nru.', 'Nru. tal-fattura'],
    date: ['Data tal-ħruġ', 'Data', 'Data tal-fattura'],
    due: ['Data tal-ħlas', 'Dovuta sa', 'Għandha titħallas sa'],
    vat: ['Numru tal-VAT', 'VAT Nru.'],
    pos: ['Nru.', 'Linja'],
    desc: ['Deskrizzjoni', 'Oġġett / Servizz'],
    qty: ['Kwantità', 'Kwant.'],
    unit: ['Unità'],
    price: ['Prezz unitarju', 'Prezz'],
    rate: ['VAT %', 'Rata VAT'],
    amount: ['Ammont', 'Valur'],
    net: ['Total mingħajr VAT', 'Subtotal'],
    tax: ['VAT'],
    total: ['Total dovut', 'Total li għandu jitħallas'],
    bank: ['Dettalji tal-bank', "Ħlas b'trasferiment bankarju"],
    orig: ['Referenza għall-fattura'],
    taxSum: ['Total VAT', 'VAT totali'],
    on: ['fuq'],
  },
  parties: [
    ['Bejjiegħ', 'Xerrej'],
    ['Fornitur', 'Klijent'],
  ],
  countries: { DE: 'Il-Ġermanja', AT: 'L-Awstrija', NL: 'L-Olanda' },
  months: 'Jannar Frar Marzu April Mejju Ġunju Lulju Awwissu Settembru Ottubru Novembru Diċembru'.split(' '),
  items: [
    { name: "Akkomodazzjoni f'kamra doppja", unit: ['lejl', 'DAY'], lo: 90, hi: 160, rate: '7' },
    { name: 'Kiri tas-sala tal-konferenzi', unit: ['jum', 'DAY'], lo: 400, hi: 900, rate: '18' },
    { name: "Ikla ta' nofsinhar għall-grupp", unit: ['biċċa', 'C62'], lo: 18, hi: 35, rate: '18' },
    { name: 'Servizz tekniku awdjoviżiv', unit: ['siegħa', 'HUR'], lo: 35, hi: 60, rate: '18' },
    { name: 'Trasport mill-ajruport lejn il-lukanda', unit: ['biċċa', 'C62'], lo: 25, hi: 45, rate: '18' },
    { name: 'Żjara gwidata fil-Belt Valletta', unit: ['biċċa', 'C62'], lo: 20, hi: 40, rate: '18' },
    { name: 'Kafè u ħelu waqt il-waqfa', unit: ['biċċa', 'C62'], lo: 6, hi: 12, rate: '18' },
  ],
  cur: 'EUR',
};

const GA: Lang = {
  labels: {
    title: ['SONRASC', 'SONRASC CÁNACH'],
    credit: ['NÓTA CREIDMHEASA'],
    no: ['Uimhir shonraisc', 'Sonrasc Uimh.', 'Uimh. an tsonraisc'],
    date: ['Dáta', 'Dáta eisiúna', 'Dáta an tsonraisc'],
    due: ['Dáta dlite', 'Íoctha faoi', 'Le híoc faoi'],
    vat: ['Uimhir CBL', 'Uimh. CBL'],
    pos: ['Uimh.', 'Líne'],
    desc: ['Cur síos', 'Earra / Seirbhís'],
    qty: ['Líon', 'Cainníocht'],
    unit: ['Aonad'],
    price: ['Praghas aonaid', 'Praghas'],
    rate: ['CBL %', 'Ráta CBL'],
    amount: ['Méid', 'Suim'],
    net: ['Glanmhéid', 'Fo-iomlán'],
    tax: ['CBL'],
    total: ['Iomlán le híoc', 'Iomlán dlite'],
    bank: ['Sonraí bainc', 'Íocaíocht trí aistriú bainc'],
    orig: ['Tagairt don sonrasc', 'Sonrasc bunaidh'],
    taxSum: ['Iomlán CBL', 'CBL iomlán'],
    on: ['ar'],
  },
  parties: [
    ['Díoltóir', 'Ceannaitheoir'],
    ['Soláthraí', 'Custaiméir'],
  ],
  countries: { DE: 'An Ghearmáin', AT: 'An Ostair', NL: 'An Ísiltír' },
  months:
    'Eanáir|Feabhra|Márta|Aibreán|Bealtaine|Meitheamh|Iúil|Lúnasa|Meán Fómhair|Deireadh Fómhair|Samhain|Nollaig'.split(
      '|',
    ),
  items: [
    { name: 'Lóistín, seomra dúbailte le bricfeasta', unit: ['oíche', 'DAY'], lo: 95, hi: 170, rate: '13.5' },
    { name: 'Dinnéar trí chúrsa', unit: ['aonad', 'C62'], lo: 30, hi: 55, rate: '13.5' },
    { name: 'Seomra cruinnithe ar cíos', unit: ['lá', 'DAY'], lo: 300, hi: 700, rate: '23' },
    { name: 'Trealamh closamhairc', unit: ['lá', 'DAY'], lo: 80, hi: 150, rate: '23' },
    { name: 'Turas treoraithe go hOileáin Árann', unit: ['aonad', 'C62'], lo: 40, hi: 75, rate: '23' },
    { name: 'Ceardlann cheoil thraidisiúnta', unit: ['uair', 'HUR'], lo: 60, hi: 120, rate: '23' },
  ],
  cur: 'EUR',
};

const CY: Lang = {
  labels: {
    title: ['ANFONEB', 'ANFONEB TAW'],
    credit: ['NODYN CREDYD'],
    no: ['Rhif anfoneb', 'Anfoneb rhif', 'Rhif yr anfoneb'],
    date: ['Dyddiad', 'Dyddiad anfoneb', 'Dyddiad yr anfoneb'],
    due: ['Dyddiad dyledus', "I'w dalu erbyn", 'Dyddiad talu'],
    vat: ['Rhif TAW', 'Rhif cofrestru TAW'],
    pos: ['Rhif', 'Llinell'],
    desc: ['Disgrifiad', 'Eitem'],
    qty: ['Nifer', 'Maint'],
    unit: ['Uned'],
    price: ['Pris yr uned', 'Pris uned'],
    rate: ['TAW %', 'Cyfradd TAW'],
    amount: ['Cyfanswm', 'Gwerth'],
    net: ['Is-gyfanswm', 'Cyfanswm cyn TAW'],
    tax: ['TAW'],
    total: ["Cyfanswm i'w dalu", "Cyfanswm sy'n ddyledus"],
    bank: ['Manylion banc', 'Talu drwy drosglwyddiad banc'],
    orig: ['Cyfeirnod yr anfoneb'],
    taxSum: ['Cyfanswm TAW', 'TAW i gyd'],
    on: ['ar'],
  },
  parties: [
    ['Cyflenwr', 'Cwsmer'],
    ['Gwerthwr', 'Prynwr'],
  ],
  countries: { DE: 'Yr Almaen', AT: 'Awstria', NL: 'Yr Iseldiroedd' },
  months: 'Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr'.split(' '),
  items: [
    { name: 'Blanced wlân Gymreig, patrwm Gŵyr', unit: ['uned', 'C62'], lo: 85, hi: 180, rate: '20' },
    { name: 'Carthen frethyn dwbl', unit: ['uned', 'C62'], lo: 120, hi: 260, rate: '20' },
    { name: 'Sgarff wlân oen', unit: ['uned', 'C62'], lo: 18, hi: 35, rate: '20' },
    { name: "Gwlân wedi'i nyddu, lliw naturiol", unit: ['kg', 'KGM'], lo: 20, hi: 40, rate: '20' },
    { name: 'Boncyffion pren caled wedi sychu', unit: ['m³', 'MTQ'], lo: 70, hi: 120, rate: '5' },
    { name: 'Gosod inswleiddio gwlân dafad', unit: ['awr', 'HUR'], lo: 30, hi: 55, rate: '5' },
  ],
  cur: 'GBP',
};

const EU: Lang = {
  labels: {
    title: ['FAKTURA'],
    credit: ['FAKTURA ZUZENTZAILEA'],
    no: ['Faktura zk.', 'Faktura zenbakia', 'Zenbakia'],
    date: ['Data', 'Jaulkipen data', 'Faktura data'],
    due: ['Muga-eguna', 'Ordainketa data', 'Epemuga'],
    vat: ['IFZ', 'IFK'],
    pos: ['Zk.'],
    desc: ['Deskribapena', 'Kontzeptua'],
    qty: ['Kopurua', 'Kop.'],
    unit: ['Unitatea', 'Unit.'],
    price: ['Prezioa', 'Unitate prezioa'],
    rate: ['BEZ', 'BEZ tasa'],
    amount: ['Zenbatekoa', 'Prezio osoa'],
    net: ['Zerga oinarria', 'Oinarri zergagarria'],
    tax: ['BEZ kuota', 'BEZ'],
    total: ['Guztira', 'Ordaintzeko guztira', 'Guztira ordaintzeko'],
    bank: ['Banku-transferentzia', 'Ordainketa: transferentzia'],
    orig: ['Jatorrizko faktura'],
    taxSum: ['BEZ guztira', 'BEZ kuota guztira'],
    on: ['oinarria'],
  },
  parties: [
    ['Hornitzailea', 'Bezeroa'],
    ['Saltzailea', 'Erosle'],
  ],
  countries: { DE: 'Alemania', AT: 'Austria', NL: 'Herbehereak' },
  months: [],
  items: [
    { name: 'Ostatua, logela bikoitza', unit: ['gau', 'DAY'], lo: 110, hi: 210, rate: '10' },
    { name: 'Gosaria', unit: ['unitate', 'C62'], lo: 12, hi: 22, rate: '10' },
    { name: 'Afaria, pintxo menua', unit: ['unitate', 'C62'], lo: 30, hi: 60, rate: '10' },
    { name: 'Bilera-aretoaren alokairua', unit: ['egun', 'DAY'], lo: 350, hi: 800, rate: '21' },
    { name: 'Ikus-entzunezko ekipoa', unit: ['egun', 'DAY'], lo: 90, hi: 180, rate: '21' },
    { name: 'Itzulpen zerbitzua', unit: ['ordu', 'HUR'], lo: 40, hi: 70, rate: '21' },
    { name: 'Hiriko bisita gidatua', unit: ['unitate', 'C62'], lo: 15, hi: 30, rate: '21' },
  ],
  cur: 'EUR',
};

const GL: Lang = {
  labels: {
    title: ['FACTURA'],
    credit: ['FACTURA RECTIFICATIVA'],
    no: ['Número de factura', 'Factura n.º', 'N.º de factura'],
    date: ['Data de emisión', 'Data', 'Data da factura'],
    due: ['Data de vencemento', 'Vencemento', 'Pagamento ata'],
    vat: ['NIF', 'NIF-IVE'],
    pos: ['Liña', 'N.º'],
    desc: ['Descrición', 'Concepto'],
    qty: ['Cantidade', 'Cant.'],
    unit: ['Unidade', 'Ud.'],
    price: ['Prezo unitario', 'Prezo'],
    rate: ['IVE', 'IVE %'],
    amount: ['Importe', 'Total liña'],
    net: ['Base impoñible', 'Base'],
    tax: ['Cota IVE', 'IVE'],
    total: ['Total factura', 'Total a pagar'],
    bank: ['Transferencia bancaria', 'Forma de pagamento: transferencia'],
    orig: ['Factura rectificada'],
    taxSum: ['Total IVE', 'Cota IVE total'],
    on: ['sobre'],
  },
  parties: [
    ['Emisor', 'Cliente'],
    ['Provedor', 'Destinatario'],
  ],
  countries: { DE: 'Alemaña', AT: 'Austria', NL: 'Países Baixos' },
  months: 'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro'.split(' '),
  items: [
    { name: 'Mexillón fresco da ría de Vigo', unit: ['kg', 'KGM'], lo: 3, hi: 6, rate: '10' },
    { name: 'Ameixa babosa', unit: ['kg', 'KGM'], lo: 18, hi: 32, rate: '10' },
    { name: 'Polbo cocido', unit: ['kg', 'KGM'], lo: 20, hi: 35, rate: '10' },
    { name: 'Conserva de xoubas en aceite de oliva', unit: ['ud.', 'C62'], lo: 3, hi: 7, rate: '10' },
    { name: 'Caixa isotérmica de poliestireno', unit: ['ud.', 'C62'], lo: 2, hi: 5, rate: '21' },
    { name: 'Transporte frigorífico ata o destino', unit: ['ud.', 'C62'], lo: 180, hi: 420, rate: '21' },
  ],
  cur: 'EUR',
};

const BS: Lang = {
  labels: {
    title: ['FAKTURA', 'RAČUN'],
    credit: ['KNJIŽNO ODOBRENJE'],
    no: ['Broj fakture', 'Faktura br.', 'Broj računa'],
    date: ['Datum fakture', 'Datum izdavanja', 'Datum'],
    due: ['Rok plaćanja', 'Datum dospijeća', 'Valuta plaćanja'],
    vat: ['PDV broj', 'PDV br.'],
    pos: ['R. br.', 'Rb.'],
    desc: ['Naziv', 'Opis'],
    qty: ['Količina', 'Kol.'],
    unit: ['Jed. mj.', 'JM'],
    price: ['Cijena', 'Jed. cijena'],
    rate: ['PDV %', 'Stopa PDV'],
    amount: ['Iznos', 'Vrijednost'],
    net: ['Iznos bez PDV-a', 'Osnovica'],
    tax: ['PDV', 'Iznos PDV-a'],
    total: ['Ukupno za uplatu', 'Ukupno za plaćanje'],
    bank: ['Uplata na račun', 'Bankovni podaci'],
    orig: ['Odnosi se na fakturu'],
    taxSum: ['Ukupno PDV', 'PDV ukupno'],
    on: ['na'],
  },
  parties: [
    ['Prodavac', 'Kupac'],
    ['Dobavljač', 'Kupac'],
  ],
  countries: { DE: 'Njemačka', AT: 'Austrija', NL: 'Holandija' },
  months: [],
  items: [
    { name: 'Stolica od hrastovine, tapacirana', unit: ['kom', 'C62'], lo: 60, hi: 140, rate: '17' },
    { name: 'Trpezarijski sto, masivni orah', unit: ['kom', 'C62'], lo: 450, hi: 1100, rate: '17' },
    { name: 'Komoda sa tri ladice, ručno izrađena', unit: ['kom', 'C62'], lo: 180, hi: 390, rate: '17' },
    { name: 'Lakiranje i završna obrada', unit: ['sat', 'HUR'], lo: 15, hi: 30, rate: '17' },
    { name: 'Pakovanje i paletiranje', unit: ['paušal', 'LS'], lo: 40, hi: 90, rate: '17' },
    { name: 'Đubrište drvene piljevine, odvoz', unit: ['m³', 'MTQ'], lo: 10, hi: 25, rate: '17' },
  ],
  cur: 'EUR',
};

const LB: Lang = {
  labels: {
    title: ['RECHNUNG'],
    credit: ['GUTSCHRËFT'],
    no: ['Nummer vun der Rechnung', 'Nummer vun der Rechnung', 'Rechnungsnummer'],
    date: ['Datum vun der Rechnung', 'Ausstellungsdatum'],
    due: ['Fällegkeetsdatum', 'Ze bezuelen bis'],
    vat: ['TVA-Nummer', 'Nummer TVA'],
    pos: ['Pos.', 'Nr.'],
    desc: ['Beschreiwung', 'Artikel'],
    qty: ['Zuel', 'Quantitéit'],
    unit: ['Eenheet'],
    price: ['Präis pro Eenheet', 'Eenzelpräis'],
    rate: ['TVA %', 'TVA-Taux'],
    amount: ['Montant', 'Betrag'],
    net: ['Total ouni TVA', 'Netto ouni TVA'],
    tax: ['TVA'],
    total: ['Total ze bezuelen', 'Total mat TVA'],
    bank: ['Bankkont', 'Iwwerweisung op de Kont'],
    orig: ['Bezitt sech op d’Rechnung'],
    taxSum: ['Total TVA', 'TVA insgesamt'],
    on: ['op'],
  },
  parties: [
    ['Verkeefer', 'Keefer'],
    ['Liwwerant', 'Client'],
  ],
  countries: { DE: 'Däitschland', AT: 'Éisträich', NL: 'Holland' },
  months: 'Januar Februar Mäerz Abrëll Mee Juni Juli August September Oktober November Dezember'.split(' '),
  items: [
    { name: 'Crémant de Luxembourg Brut', unit: ['Fläsch', 'XBO'], lo: 11, hi: 19, rate: '17' },
    { name: 'Rivaner Grand Premier Cru', unit: ['Fläsch', 'XBO'], lo: 8, hi: 14, rate: '14' },
    { name: 'Pinot Gris vun der Musel', unit: ['Fläsch', 'XBO'], lo: 10, hi: 17, rate: '14' },
    { name: 'Degustatioun mat Guide am Keller', unit: ['Stéck', 'C62'], lo: 18, hi: 35, rate: '17' },
    { name: 'Brennholz fir de Kamäin', unit: ['m³', 'MTQ'], lo: 70, hi: 110, rate: '8' },
    { name: 'Transport bis an de Lager', unit: ['Pauschal', 'LS'], lo: 60, hi: 140, rate: '17' },
  ],
  cur: 'EUR',
};

const FO: Lang = {
  labels: {
    title: ['ROKNING'],
    credit: ['KREDITNOTA'],
    no: ['Rokningarnummar', 'Rokn. nr.', 'Rokning nr.'],
    date: ['Dagfesting', 'Útskrivingardagur', 'Dagur'],
    due: ['Gjalddagur', 'Freistur', 'Seinasti gjaldingardagur'],
    vat: ['V-tal', 'V-tal nr.'],
    pos: ['Nr.', 'Lin.'],
    desc: ['Lýsing', 'Vøra'],
    qty: ['Nøgd', 'Tal'],
    unit: ['Eind'],
    price: ['Stykkprísur', 'Prísur'],
    rate: ['MVG %'],
    amount: ['Upphædd', 'Samtals'],
    net: ['Tilsamans uttan MVG', 'Nettoupphædd'],
    tax: ['MVG'],
    total: ['Tilsamans at gjalda', 'At gjalda'],
    bank: ['Gjaldið til konto', 'Bankaupplýsingar'],
    orig: ['Viðvíkur rokning'],
    taxSum: ['MVG í alt', 'MVG tilsamans'],
    on: ['av'],
  },
  parties: [
    ['Seljari', 'Keypari'],
    ['Veitari', 'Kundi'],
  ],
  countries: { DE: 'Týskland', AT: 'Eysturríki', NL: 'Niðurlond' },
  months: 'januar februar mars apríl mai juni juli august september oktober november desember'.split(' '),
  items: [
    { name: 'Troyggja úr føroyskari ull, handstrikkað', unit: ['stk.', 'C62'], lo: 90, hi: 220, rate: '25' },
    { name: 'Vøttur úr ull', unit: ['stk.', 'C62'], lo: 15, hi: 35, rate: '25' },
    { name: 'Roykt laks, skivaður', unit: ['kg', 'KGM'], lo: 28, hi: 45, rate: '25' },
    { name: 'Ullgarn, tvíspunnið', unit: ['kg', 'KGM'], lo: 40, hi: 80, rate: '25' },
    { name: 'Flutningur við skipi til Danmarkar', unit: ['stk.', 'C62'], lo: 120, hi: 300, rate: '25' },
    { name: 'Innpakking og merking', unit: ['tímar', 'HUR'], lo: 25, hi: 40, rate: '25' },
  ],
  cur: 'DKK',
};

const LANGS: Record<Tpl, Lang> = { mt2: MT, ga2: GA, cy2: CY, eu2: EU, gl2: GL, bs2: BS, lb2: LB, fo2: FO };

// ---------------------------------------------------------------------------- the sellers
interface Place {
  cc: string;
  towns: Array<[string, string]>;
  streets: string[];
  names: string[];
  forms: string[];
}
const PLACES: Record<Tpl, Place> = {
  mt2: {
    cc: 'MT',
    towns: [
      ['Il-Belt Valletta', 'VLT 1117'],
      ['Tas-Sliema', 'SLM 1549'],
      ['San Ġiljan', 'STJ 3141'],
    ],
    streets: ['Triq ir-Repubblika', 'Triq il-Kbira', 'Triq San Pawl', 'Xatt ta’ Tigné'],
    names: ['Lukanda Ħal Kbira', 'Grand Harbour Ħotels', 'Lukanda Żerka'],
    forms: ['Limited', 'Ltd'],
  },
  ga2: {
    cc: 'IE',
    towns: [
      ['An Spidéal, Co. na Gaillimhe', 'H91 XK47'],
      ['An Daingean, Co. Chiarraí', 'V92 HX29'],
      ['Gaoth Dobhair, Co. Dhún na nGall', 'F92 TD63'],
    ],
    streets: ['Bóthar na Trá', 'Príomhshráid', 'Sráid an Droichid'],
    names: ['Óstán Cois Cuain', 'Teach Aíochta an Chnoic', 'Óstán na Mara'],
    forms: ['Teoranta', 'Teo.'],
  },
  cy2: {
    cc: 'GB',
    towns: [
      ['Caernarfon', 'LL55 1SE'],
      ['Caerfyrddin', 'SA31 1PG'],
      ['Aberystwyth', 'SY23 2AX'],
    ],
    streets: ['Stryd Fawr', 'Ffordd y Castell', 'Heol y Bont'],
    names: ['Melin Wlân Dyffryn', 'Gwehyddion Teifi', 'Melin y Glyn'],
    forms: ['Cyf.', 'Cyfyngedig'],
  },
  eu2: {
    cc: 'ES',
    towns: [
      ['Donostia', '20003'],
      ['Bilbo', '48005'],
      ['Gasteiz', '01001'],
    ],
    streets: ['Kale Nagusia', 'Askatasunaren etorbidea', 'Zurriola pasealekua'],
    names: ['Itsasargi Ostatua', 'Kresala Hotela', 'Mendiko Etxea'],
    forms: ['S.L.', 'S.A.'],
  },
  gl2: {
    cc: 'ES',
    towns: [
      ['Vigo', '36202'],
      ['A Coruña', '15001'],
      ['Cambados', '36630'],
    ],
    streets: ['Rúa do Vilar', 'Avenida da Mariña', 'Rúa Real'],
    names: ['Mariscos da Ría', 'Conservas Illa Nova', 'Peixes do Atlántico'],
    forms: ['S.L.', 'S.A.'],
  },
  bs2: {
    cc: 'BA',
    towns: [
      ['Sarajevo', '71000'],
      ['Tuzla', '75000'],
      ['Mostar', '88000'],
    ],
    streets: ['Ferhadija', 'Titova', 'Zmaja od Bosne', 'Maršala Tita'],
    names: ['Drvodjelac', 'Bosanski Orah', 'Stolarija Šumić'],
    forms: ['d.o.o.'],
  },
  lb2: {
    cc: 'LU',
    towns: [
      ['Wuermeldeng', 'L-5480'],
      ['Gréiwemaacher', 'L-6730'],
      ['Réimech', 'L-5570'],
    ],
    streets: ['Wäistrooss', 'Haaptstrooss', 'Route du Vin'],
    names: ['Domaine Kellerei Uewermusel', 'Wënzer Hoffmann-Schmit', 'Caves Réimecher Hiwwel'],
    forms: ['S.à r.l.', 'SA'],
  },
  fo2: {
    cc: 'FO',
    towns: [
      ['Tórshavn', 'FO-100'],
      ['Klaksvík', 'FO-700'],
      ['Runavík', 'FO-620'],
    ],
    streets: ['Niels Finsens gøta', 'Undir Glaðsheyggi', 'Vaglið'],
    names: ['Føroya Ull', 'Laksur og Ull', 'Guðrun Strikk'],
    forms: ['P/F', 'Sp/f'],
  },
};

function sellerOf(tpl: Tpl, t: Tools): KitParty {
  const pl = PLACES[tpl];
  const [city, pc] = t.pick(pl.towns);
  const no = String(t.int(1, 120));
  const name = `${t.pick(pl.names)} ${t.pick(pl.forms)}`;
  const street =
    tpl === 'lb2' && t.rnd() < 0.5 ? `${no}, ${t.pick(pl.streets)}` : `${t.pick(pl.streets)} ${no}`;
  const d = t.digits;
  let vat: string;
  let vatShown: string;
  if (tpl === 'cy2') {
    vat = `GB${d(9)}`;
    vatShown = `GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`;
  } else if (tpl === 'bs2') vat = vatShown = `2${d(11)}`;
  else if (tpl === 'fo2') vat = vatShown = `${t.int(300000, 699999)}`;
  else if (pl.cc === 'MT' || pl.cc === 'LU') vat = vatShown = `${pl.cc}${d(8)}`;
  else if (pl.cc === 'IE') vat = vatShown = `IE${d(7)}${t.pick(['A', 'W'])}`;
  else vat = vatShown = `ES${t.pick(['A', 'B'])}${d(8)}`;
  return { name, street, pc, city, country: pl.cc, vat, vatShown };
}

// ---------------------------------------------------------------------------- the model
interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: Unit;
  price: string;
  rate: string;
  net: string;
  sub: string[];
  group: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  L: Record<Key, string>;
  sellerLbl: string;
  buyerLbl: string;
  country: string;
  cur: string;
  /** a credit note printed with negative amounts (380) */
  negative: boolean;
  /** the date notation drawn: 0 numeric, 1 the other one (month names or another numeric form) */
  df: number;
  pctFirst: boolean;
  idNo: string;
  sortCode: string;
  account: string;
  taxNo: string;
  dueShown: boolean;
  buyerVat: boolean;
}

const CREDIT_AT: Partial<Record<Tpl, number>> = { mt2: 3, ga2: 5, lb2: 4 };
const LONG_AT: Partial<Record<Tpl, number>> = { gl2: 2 };

function qtyOf(u: string, t: Tools): string {
  if (u === 'KGM') return String(t.int(4, 120) / 2);
  if (u === 'HUR') return String(t.int(2, 16));
  if (u === 'DAY') return String(t.int(1, 6));
  if (u === 'LS' || u === 'MTQ') return String(t.int(1, 3));
  return String(t.int(1, 40));
}

function linesOf(g: Lang, t: Tools, n: number, batch: string): Ln[] {
  const pool = [...g.items];
  const long = n > pool.length;
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const it = !long ? (pool.splice(t.int(0, pool.length - 1), 1)[0] as Item) : (t.pick(g.items) as Item);
    const price = `${t.int(it.lo, it.hi)}.${t.pick(['00', '50', '90', '25'])}`;
    const qty = qtyOf(it.unit[1], t);
    const name = long && batch ? `${it.name} (${batch} ${t.int(100, 999)})` : it.name;
    out.push({
      id: String(i + 1),
      name,
      qty,
      unit: it.unit,
      price,
      rate: it.rate,
      net: round(dec(qty).times(price)),
      sub: [],
      group: '',
    });
  }
  return out;
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'mt2':
      return credit ? `NK-${n(4)}` : `F${t.int(26000, 26999)}`;
    case 'ga2':
      return credit ? `NC-2026-${n(3)}` : `SON-2026-${n(4)}`;
    case 'cy2':
      return `${t.int(10000, 19999)}`;
    case 'eu2':
      return `2026/${n(4)}`;
    case 'gl2':
      return `FV26-${n(5)}`;
    case 'bs2':
      return `${t.int(1, 999)}/2026`;
    case 'lb2':
      return credit ? `G-2026-${n(3)}` : `R-2026-${n(4)}`;
    default:
      return `${t.int(20260, 20269)}${n(3)}`;
  }
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND32_TPLS.length);
  const g = LANGS[tpl];
  const L = Object.fromEntries(Object.entries(g.labels).map(([key, xs]) => [key, t.pick(xs)])) as Record<
    Key,
    string
  >;
  const [sellerLbl, buyerLbl] = t.pick(g.parties);
  const s = sellerOf(tpl, t);
  const bc = t.pick(['DE', 'AT', 'NL'] as const);
  const b = anyParty(bc, h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit = CREDIT_AT[tpl] === v ? { orig: '', date: addDays(issue, -t.int(10, 60)) } : undefined;
  const long = LONG_AT[tpl] === v;
  const lines = linesOf(g, t, long ? 28 : t.int(3, 6), tpl === 'gl2' ? 'partida' : '');
  const sums = vatSums(lines);
  const d = { tpl, v, s, b, credit, t, issue, L, sellerLbl, buyerLbl, lines, ...sums } as unknown as Doc;
  d.country = g.countries[bc];
  d.cur = g.cur;
  d.negative = tpl === 'mt2' && !!credit;
  d.charge = '';
  d.paid = '';
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po = '';
  d.due = addDays(issue, t.pick([10, 14, 21, 30]));
  d.dueShown = !credit;
  d.buyerVat = true;
  d.taxNo = '';
  const ibanCc = s.country;
  d.iban =
    ibanCc === 'BA'
      ? ibanWithCheck('BA', t.digits(16))
      : ibanCc === 'FO'
        ? ibanWithCheck('FO', t.digits(14))
        : ibanOf(ibanCc, t);
  d.bic =
    ibanCc === 'BA' ? t.pick(['RZBABA2S', 'UNCRBA22']) : ibanCc === 'FO' ? 'FIFBFOTX' : bicOf(ibanCc, t);
  d.df = t.int(0, 1);
  d.pctFirst = t.rnd() < 0.6;
  d.idNo = `42${t.digits(11)}`;
  d.sortCode = `${t.int(10, 99)}-${t.int(10, 99)}-${t.int(10, 99)}`;
  d.account = t.digits(8);
  d.phone = t.digits(8);
  d.email = '';
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: d.cur, po: '', sellerVat: true });
  if (d.negative) {
    inv.typeCode = '380';
    inv.precedingInvoices = [];
  }
  if (!d.credit)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  return signedTail(inv, d);
}

export function generateBlind32(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND32_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      mt2: drawMt,
      ga2: drawGa,
      cy2: drawCy,
      eu2: drawEu,
      gl2: drawGl,
      bs2: drawBs,
      lb2: drawLb,
      fo2: drawFo,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- notations
const EN_TPLS: readonly Tpl[] = ['mt2', 'ga2', 'cy2'];
function money(d: Doc, x: string): string {
  if (EN_TPLS.includes(d.tpl)) return groupedMoney(x, ',', '.');
  if (d.tpl === 'lb2') return groupedMoney(x, ' ', ',');
  return groupedMoney(x, '.', ',');
}
/** An amount of the document: negated on a credit note printed negative. */
const signed = (d: Doc, v: string) =>
  money(d, d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
/** An amount of the document with its currency as the layout prints it. */
function cash(d: Doc, v0: string): string {
  const v = d.negative && !dec(v0).isZero() ? dec(v0).negated().toFixed(2) : v0;
  if (d.tpl === 'cy2') return `£${money(d, v)}`;
  if (d.tpl === 'mt2' || d.tpl === 'ga2') return `€${money(d, v)}`;
  if (d.tpl === 'fo2') return `${money(d, v)} kr.`;
  return `${money(d, v)} €`;
}
const qtyText = (d: Doc, q: string) => {
  const x = d.negative ? dec(q).negated().toString() : q;
  return EN_TPLS.includes(d.tpl) ? x : x.replace('.', ',');
};
function rateText(d: Doc, r: string): string {
  const x = EN_TPLS.includes(d.tpl) ? r : r.replace('.', ',');
  return d.tpl === 'eu2' && d.pctFirst ? `% ${x}` : `${x} %`;
}
function dt(d: Doc, iso: string): string {
  const [y = '', m = '', dd = ''] = iso.split('-');
  const day = Number(dd);
  const month = LANGS[d.tpl].months[Number(m) - 1] ?? '';
  switch (d.tpl) {
    case 'mt2':
      return d.df ? `${day} ta' ${month} ${y}` : `${dd}/${m}/${y}`;
    case 'ga2':
    case 'cy2':
      return d.df ? `${day} ${month} ${y}` : `${dd}/${m}/${y}`;
    case 'eu2':
      return d.df ? `${y}/${m}/${dd}` : `${y}-${m}-${dd}`;
    case 'gl2':
      return d.df ? `${day} de ${month} de ${y}` : `${dd}/${m}/${y}`;
    case 'bs2':
      return d.df ? `${day}. ${Number(m)}. ${y}` : `${dd}.${m}.${y}.`;
    default:
      return d.df ? `${day}. ${month} ${y}` : `${dd}.${m}.${y}`;
  }
}

/** The town line(s) of a party: Irish, Welsh and Maltese put the post code after the town. */
function townLines(d: Doc, p: KitParty): string[] {
  if (p !== d.s) return [`${p.pc} ${p.city}`];
  if (d.tpl === 'ga2' || d.tpl === 'cy2') return [p.city, p.pc];
  if (d.tpl === 'mt2') return [`${p.city} ${p.pc}`];
  return [`${p.pc} ${p.city}`];
}
const sellerLines = (d: Doc) => [d.s.name, d.s.street, ...townLines(d, d.s)];
const buyerLines = (d: Doc) => [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, d.country];
const sellerVat = (d: Doc) => `${d.L.vat}: ${d.s.vatShown}`;
const buyerVat = (d: Doc) => `${d.L.vat}: ${d.b.vat}`;

function headPairs(d: Doc): Array<[string, string]> {
  const out: Array<[string, string]> = [
    [d.L.no, d.number],
    [d.L.date, dt(d, d.issue)],
  ];
  if (d.credit && !d.negative) out.push([d.L.orig, `${d.credit.orig} (${dt(d, d.credit.date)})`]);
  else if (!d.credit) out.push([d.L.due, dt(d, d.due)]);
  return out;
}
const titleOf = (d: Doc) => (d.credit ? d.L.credit : d.L.title);

function cols(d: Doc, pos: boolean, descW: number): Col<Ln>[] {
  const c: Col<Ln>[] = [];
  if (pos) c.push({ head: d.L.pos, x: 50, cell: (l) => l.id });
  const x0 = pos ? 82 : 50;
  c.push(
    { head: d.L.desc, x: x0, cell: (l) => l.name },
    { head: d.L.qty, x: x0 + descW + 50, right: true, cell: (l) => qtyText(d, l.qty) },
    { head: d.L.unit, x: x0 + descW + 56, cell: (l) => l.unit[0] },
    { head: d.L.price, x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: d.L.rate, x: 488, right: true, cell: (l) => rateText(d, l.rate) },
    { head: d.L.amount, x: 545, right: true, cell: (l) => signed(d, l.net) },
  );
  return c;
}
const table = (d: Doc, p: Pager, y0: number, c: Col<Ln>[], wrap: number, rule = false) => {
  if (rule) p.put(y0 + 9, 50, '_'.repeat(98), { size: 6 });
  return letterTable(p, (v) => money(d, v), y0, c, d.lines, { nameCol: c.length - 6, wrap, size: 8.5 });
};
/** The totals as a list: net, a VAT row per rate, the total. */
const totalRows = (d: Doc): Array<[string, string]> => [
  [d.L.net, cash(d, d.lineNet)],
  ...d.vat.map((v): [string, string] => [vatLabel(d, v), cash(d, v.tax)]),
  ...(d.vat.length > 1 ? [[d.L.taxSum, cash(d, d.vatT)] as [string, string]] : []),
  [d.L.total, cash(d, d.gross)],
];
/** A VAT row's label: the rate, and its base where more than one rate is printed. */
const vatLabel = (d: Doc, v: { rate: string; base: string }) =>
  `${d.L.tax} ${rateText(d, v.rate)}${d.vat.length > 1 ? ` ${d.L.on} ${cash(d, v.base)}` : ''}`;
/** A VAT table: rate, base, tax per rate, then the total row. */
function vatTable(d: Doc, p: Pager, y: number): number {
  y = p.need(y, 30 + d.vat.length * 13);
  const heads: Array<[string, number]> = [
    [d.L.rate, 330],
    [d.L.net, 450],
    [d.L.tax, 545],
  ];
  for (const [hd, x] of heads) p.put(y, x, hd, { size: 8, bold: true, right: x > 330 });
  y += 13;
  for (const v of d.vat) {
    p.put(y, 330, rateText(d, v.rate), { size: 8.5 });
    p.put(y, 450, signed(d, v.base), { size: 8.5, right: true });
    p.put(y, 545, signed(d, v.tax), { size: 8.5, right: true });
    y += 12;
  }
  p.put(y, 330, d.L.taxSum, { size: 8.5, bold: true });
  p.put(y, 450, signed(d, d.lineNet), { size: 8.5, bold: true, right: true });
  p.put(y, 545, signed(d, d.vatT), { size: 8.5, bold: true, right: true });
  return letterTotals(p, y + 18, [[d.L.total, cash(d, d.gross)]], 330);
}
const bankLines = (d: Doc): string[] =>
  d.credit ? [] : [d.L.bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];

// ---------------------------------------------------------------------------- mt2
function drawMt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(46, 545, d.s.name, { size: 13, bold: true, right: true });
  p.block([d.s.street, ...townLines(d, d.s), sellerVat(d), `Tel. +356 ${d.phone}`], 545, 64, {
    size: 8,
    right: true,
  });
  p.block(buyerLines(d), 50, 140, { size: 10 });
  p.put(206, 50, buyerVat(d), { size: 8.5 });
  p.put(240, 50, titleOf(d), { size: 15, bold: true });
  let y = p.kv(262, 50, 170, headPairs(d), { size: 9 });
  y = table(d, p, y + 16, cols(d, true, 180), 40, true);
  y = letterTotals(p, y + 10, totalRows(d), 330);
  const bank = bankLines(d);
  if (bank.length) p.block(bank, 50, p.need(y + 16, 40), { size: 8 });
  onEveryPage(rows, p.pages(), (pg, n) => [[805, 545, `Paġna ${pg} minn ${n}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ga2
function drawGa(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(50, 50, titleOf(d), { size: 16, bold: true });
  p.put(78, 50, d.sellerLbl, { size: 8, bold: true });
  p.block([...sellerLines(d), sellerVat(d)], 50, 90, { size: 9 });
  p.put(78, 320, d.buyerLbl, { size: 8, bold: true });
  p.block([...buyerLines(d), buyerVat(d)], 320, 90, { size: 9 });
  const grid = headPairs(d);
  p.put(172, 50, '_'.repeat(98), { size: 6 });
  grid.forEach(([a, b], i) => {
    p.put(186, 50 + i * 165, a, { size: 7.5 });
    p.put(198, 50 + i * 165, b, { size: 9.5, bold: true });
  });
  p.put(214, 50, '_'.repeat(98), { size: 6 });
  let y = table(d, p, 236, cols(d, true, 180), 40, true);
  y = letterTotals(p, y + 10, [[d.L.net, cash(d, d.lineNet)]], 330);
  y = vatTable(d, p, y + 8);
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, sellerVat(d)], 50, 780, 7),
    ...footCol(bankLines(d), 320, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- cy2
function drawCy(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(46, 50, d.s.name, { size: 15, bold: true });
  p.put(64, 50, `${d.s.street} · ${townLines(d, d.s).join(' · ')}`, { size: 8 });
  p.put(76, 50, sellerVat(d), { size: 8 });
  p.put(112, 50, `${titleOf(d)} · ${d.L.no} ${d.number} · ${d.L.date} ${dt(d, d.issue)}`, {
    size: 12,
    bold: true,
  });
  p.put(134, 50, d.sellerLbl, { size: 8, bold: true });
  let y = p.block([...sellerLines(d)], 50, 146, { size: 9 });
  p.put(y + 8, 50, d.buyerLbl, { size: 8, bold: true });
  y = p.block([...buyerLines(d), buyerVat(d)], 50, y + 20, { size: 9 });
  p.put(y + 8, 50, `${d.L.due}: ${dt(d, d.due)}`, { size: 9, bold: true });
  y = table(d, p, y + 34, cols(d, false, 230), 48);
  y = letterTotals(p, y + 10, totalRows(d), 330);
  const bank = [d.L.bank, `Cod didoli ${d.sortCode} · Rhif cyfrif ${d.account}`, `IBAN ${spaced(d.iban)}`];
  p.block([...bank, `BIC ${d.bic}`], 50, p.need(y + 16, 60), { size: 8 });
  return p.pages();
}

// ---------------------------------------------------------------------------- eu2
function drawEu(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.put(62, 50, `${d.s.street}, ${d.s.pc} ${d.s.city} · ${sellerVat(d)}`, { size: 8 });
  p.put(100, 545, titleOf(d), { size: 18, bold: true, right: true });
  headPairs(d).forEach(([a, b], i) => {
    p.put(128, 50 + i * 130, a, { size: 7.5 });
    p.put(140, 50 + i * 130, b, { size: 10, bold: true });
  });
  p.put(170, 50, d.sellerLbl, { size: 8, bold: true });
  p.block([...sellerLines(d), sellerVat(d)], 50, 182, { size: 9 });
  p.put(170, 320, d.buyerLbl, { size: 8, bold: true });
  p.block([...buyerLines(d), buyerVat(d)], 320, 182, { size: 9 });
  let y = table(d, p, 270, cols(d, false, 220), 46);
  y = p.need(y + 14, 30);
  const vats = d.vat.map((v) => `${vatLabel(d, v)}: ${cash(d, v.tax)}`).join(' · ');
  p.put(y, 50, `${d.L.net}: ${cash(d, d.lineNet)} · ${vats}`, { size: 9 });
  if (d.vat.length > 1) p.put(y + 13, 50, `${d.L.taxSum}: ${cash(d, d.vatT)}`, { size: 9 });
  y += d.vat.length > 1 ? 13 : 0;
  p.put(y + 16, 50, `${d.L.total}: ${cash(d, d.gross)}`, { size: 11, bold: true });
  const bank = bankLines(d);
  onEveryPage(rows, p.pages(), () => [
    [780, 50, bank[0] ?? '', 7],
    [790, 50, [d.s.name, sellerVat(d), ...bank.slice(1)].join(' · '), 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- gl2
function drawGl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.put(80, 50, titleOf(d), { size: 14, bold: true });
  p.kv(
    100,
    50,
    170,
    headPairs(d).map(([a, b]): [string, string] => [`${a}:`, b]),
    { size: 9 },
  );
  p.put(150, 50, `${d.sellerLbl}:`, { size: 8, bold: true });
  p.block([...sellerLines(d), sellerVat(d)], 50, 162, { size: 9 });
  p.put(150, 320, `${d.buyerLbl}:`, { size: 8, bold: true });
  p.block([...buyerLines(d), buyerVat(d)], 320, 162, { size: 9 });
  let y = table(d, p, 250, cols(d, true, 180), 40);
  y = letterTotals(p, y + 10, [[d.L.net, cash(d, d.lineNet)]], 330);
  y = vatTable(d, p, y + 8);
  const bank = bankLines(d);
  if (bank.length) p.block(bank, 50, p.need(y + 16, 40), { size: 8 });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [56, 545, `Páxina ${pg} de ${n}`, 7],
    [790, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- bs2
function drawBs(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `ID broj: ${d.idNo}`, sellerVat(d)], 50, 64, { size: 8 });
  headPairs(d).forEach(([a, b], i) => {
    p.put(64 + i * 13, 440, b, { size: 9, bold: true, right: true });
    p.put(64 + i * 13, 450, a, { size: 8.5 });
  });
  p.put(130, 50, d.buyerLbl, { size: 8, bold: true });
  const y0 = p.block([...buyerLines(d), buyerVat(d)], 50, 142, { size: 10 });
  p.put(y0 + 16, 50, titleOf(d), { size: 15, bold: true });
  let y = table(d, p, y0 + 44, cols(d, true, 180), 40);
  y = letterTotals(p, y + 10, totalRows(d), 330);
  const bank = bankLines(d);
  if (bank.length) p.block(bank, 50, p.need(y + 16, 40), { size: 8 });
  onEveryPage(rows, p.pages(), () => [
    [790, 50, `${d.sellerLbl}: ${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- lb2
function drawLb(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(60, 50, d.buyerLbl, { size: 7.5 });
  p.block([...buyerLines(d), buyerVat(d)], 50, 72, { size: 10 });
  p.put(170, 50, titleOf(d), { size: 16, bold: true });
  headPairs(d).forEach(([a, b], i) => {
    p.put(196, 50 + i * 150, a, { size: 7.5 });
    p.put(208, 50 + i * 150, b, { size: 10, bold: true });
  });
  let y = table(d, p, 240, cols(d, true, 180), 40);
  y = letterTotals(p, y + 10, [[d.L.net, cash(d, d.lineNet)]], 330);
  y = vatTable(d, p, y + 8);
  onEveryPage(rows, p.pages(), () => [
    [772, 50, d.sellerLbl, 7],
    ...footCol([...sellerLines(d), sellerVat(d)], 50, 782, 7),
    ...footCol(bankLines(d), 320, 782, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- fo2
function drawFo(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.put(62, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · ${sellerVat(d)}`, { size: 8 });
  p.put(100, 50, `${titleOf(d)} · ${d.L.no} ${d.number}`, { size: 15, bold: true });
  p.kv(124, 50, 180, headPairs(d).slice(1), { size: 9 });
  p.put(170, 50, d.sellerLbl, { size: 8, bold: true });
  p.block([...sellerLines(d), sellerVat(d)], 50, 182, { size: 9 });
  p.put(170, 320, d.buyerLbl, { size: 8, bold: true });
  p.block([...buyerLines(d), buyerVat(d)], 320, 182, { size: 9 });
  let y = table(d, p, 270, cols(d, true, 180), 40);
  y = letterTotals(p, y + 10, totalRows(d), 330);
  const bank = bankLines(d);
  if (bank.length) p.block(bank, 50, p.need(y + 16, 40), { size: 8 });
  return p.pages();
}
