/**
 * `--templates blind30` of extraction-synthetic.ts: held-out layouts of session 22 (issue 19,
 * "extraction that generalises"), written before reading the extraction rules: invoices printed
 * wholly in their producers' languages (no English or German label anywhere) by producers of eight
 * more EU countries, sold to a German, Austrian or Dutch business; every label drawn per document
 * from synonyms real invoices of that language use (invented names, no file copied) —
 * - `es2` a Spanish congress hotel: "Factura" with the head as label left of value, issuer and
 *   client side by side, IVA 21 % and 10 %, a VAT table (Base imponible / Cuota), dd/mm/yyyy,
 *   "Forma de pago: transferencia"; one factura rectificativa printed with negative amounts;
 * - `it2` an Italian trade-fair stand builder: a boxed head grid (labels over values), Cedente /
 *   Cessionario side by side with P.IVA and Codice Fiscale, IVA 22 % and 10 %, the IVA column last,
 *   "€ 1.234,56"; one nota di credito printed positive;
 * - `sk2` a Slovak conference centre: labels over values without rules, Dodávateľ / Odberateľ with
 *   IČO, DIČ and IČ DPH, DPH 23 % and 19 %, dates "3. 2. 2026", amounts "1 234,56", the variabilný
 *   symbol; one document of 28 rows over two pages;
 * - `sl2` a Slovenian incentive hotel: a title line "RAČUN št. …" and the dates on one line, the
 *   parties one above the other, DDV 22 % and 9,5 %, the Sklic SI00 …, no rulings;
 * - `hr2` a Croatian charter and tourism agency: the head's values LEFT of their labels, OIB and
 *   PDV ID, PDV 25 % and 13 %, dates "03.02.2026.", the Poziv na broj, a VAT table;
 * - `bg2` a Bulgarian conference hotel in Cyrillic: ФАКТУРА, ЕИК and ДДС №, ДДС 20 % and 9 %,
 *   Данъчна основа / ДДС / Сума за плащане, dates "03.02.2026 г.", the parties one above the other;
 * - `lt2` a Lithuanian conference centre: "PVM SĄSKAITA FAKTŪRA" with "Serija … Nr. …" under it,
 *   Pardavėjas / Pirkėjas side by side, Įmonės kodas and PVM mokėtojo kodas, PVM 21 % and 9 %,
 *   dates yyyy-mm-dd; one kreditinė sąskaita printed positive;
 * - `ee2` an Estonian publisher: the seller ONLY in the footer, labels over values, Registrikood and
 *   KMKR, käibemaks 24 % and 9 %, the Viitenumber, no position column; one document over two pages.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - a credit note printed positive: type 381, amounts positive, the original invoice as preceding
 *   invoice, no due date, no bank; printed negative (`es2`): a 380 with negative quantities, line
 *   amounts, VAT and totals (prices positive), no preceding invoice (the visible corpus's convention);
 * - units as UN/ECE rec. 20: ud. / pz / ks / kos / kom / бр. / vnt. / tk → C62, h / ore / hod. / ura
 *   / sat / ч. / val. → HUR, día / gg / deň / dan / ден / d. / päev → DAY, kg / кг → KGM; a unit
 *   word without a code ("noches", "noč", "noć") → C62;
 * - `lt2`: the number is the series and the number as "VLN 004512" (printed "Serija VLN Nr. 004512");
 * - the seller's VAT id → BT-31, the buyer's → BT-48; registration and tax numbers (IČO, DIČ, OIB,
 *   ЕИК, Codice Fiscale, Matična številka, Įmonės kodas, Registrikood) and payment references
 *   (variabilný symbol, Sklic, Poziv na broj, Viitenumber) are printed but no field; the delivery
 *   date is printed but no field; the due date where printed (all invoices, no credit note);
 * - line names are the printed item text (wrapped parts joined with a space).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitDoc,
  type KitParty,
  pager,
  signedTail,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { type Col, footCol, letterTable, letterTotals, onEveryPage } from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND30_TPLS = ['es2', 'it2', 'sk2', 'sl2', 'hr2', 'bg2', 'lt2', 'ee2'] as const;
type Tpl = (typeof BLIND30_TPLS)[number];
type Pager = ReturnType<typeof pager>;

const LABELS = [
  'title',
  'credit',
  'no',
  'date',
  'delivery',
  'due',
  'seller',
  'buyer',
  'vatId',
  'pos',
  'desc',
  'qty',
  'unit',
  'price',
  'vatCol',
  'amount',
  'net',
  'tax',
  'taxSum',
  'total',
  'pay',
  'bank',
  'ref',
  'refInv',
  'page',
  'of',
] as const;
type Lab = (typeof LABELS)[number];
type ColKey = 'pos' | 'desc' | 'qty' | 'unit' | 'qu' | 'price' | 'vat' | 'amount';
type U = [string, string];
/** name, unit, price range, rate index (0 standard, 1 reduced), quantity range */
type Item = [string, U, number, number, 0 | 1, number, number];

interface Style {
  head: 'left' | 'above' | 'grid' | 'right' | 'title';
  parties: 'side' | 'stacked' | 'footer';
  partiesFirst: boolean;
  cols: ColKey[];
  rules: boolean;
  totals: 'rows' | 'table';
  bank: 'body' | 'footer';
}

interface Spec {
  cc: string;
  labels: Record<Lab, string[]>;
  thousands: string;
  date: (iso: string) => string;
  cur: (m: string) => string;
  countries: Record<'DE' | 'AT' | 'NL', string>;
  rates: [string, string];
  items: Item[];
  sellers: [string[], string[]];
  places: Array<[string, string]>;
  streets: string[];
  street: (s: string, no: number) => string;
  ids: (t: Tools) => { vat: string; extra: Array<[string, string]> };
  bban: (t: Tools) => string;
  bics: string[];
  banks: string[];
  number: (t: Tools, credit: boolean) => string;
  ref?: (t: Tools, number: string) => string;
  style: Style;
}

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: U;
  price: string;
  rate: string;
  net: string;
  sub: string[];
  group: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  L: Record<Lab, string>;
  negative: boolean;
  delivery: string;
  deliveryShown: boolean;
  ref: string;
  bank: string;
  sellerIds: Array<[string, string]>;
  /** the number line of a title head (`lt2`: "Serija VLN Nr. 004512") */
  numberLine: string;
}

// ---------------------------------------------------------------------------- notations
const dmy =
  (sep: string, tail = '') =>
  (iso: string) =>
    `${iso.split('-').reverse().join(sep)}${tail}`;
const spacedDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
};
const PC: U = ['ud.', 'C62'];
const DAYS = (w: string): U => [w, 'DAY'];
const HOURS = (w: string): U => [w, 'HUR'];
const PIECE = (w: string): U => [w, 'C62'];
const n0 = (t: Tools, k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');

const ES: Spec = {
  cc: 'ES',
  labels: {
    title: ['FACTURA', 'Factura'],
    credit: ['FACTURA RECTIFICATIVA', 'Factura rectificativa'],
    no: ['Nº de factura', 'Número', 'Factura nº', 'Núm. factura'],
    date: ['Fecha de emisión', 'Fecha', 'Fecha factura'],
    delivery: ['Fecha de operación', 'Fecha del servicio'],
    due: ['Vencimiento', 'Fecha de vencimiento', 'Vto.'],
    seller: ['Emisor', 'Proveedor', 'Datos del emisor'],
    buyer: ['Cliente', 'Destinatario', 'Facturar a'],
    vatId: ['NIF-IVA', 'NIF', 'CIF', 'N.I.F.'],
    pos: ['Ref.', 'Código'],
    desc: ['Concepto', 'Descripción', 'Artículo'],
    qty: ['Cantidad', 'Cant.', 'Uds.'],
    unit: ['Unidad', 'U.M.'],
    price: ['Precio', 'Precio unit.', 'P. unitario'],
    vatCol: ['IVA', '% IVA', 'Tipo'],
    amount: ['Importe', 'Total', 'Subtotal'],
    net: ['Base imponible', 'Total base imponible', 'Base'],
    tax: ['IVA', 'Cuota IVA', 'Cuota'],
    taxSum: ['Total IVA', 'Total cuota IVA', 'Cuotas IVA'],
    total: ['Total factura', 'TOTAL', 'Total a pagar', 'Importe total'],
    pay: [
      'Forma de pago: transferencia',
      'Forma de pago: transferencia bancaria',
      'Medio de pago: transferencia',
    ],
    bank: ['Banco', 'Entidad'],
    ref: [''],
    refInv: ['Rectifica a la factura', 'Factura rectificada', 'Corrige la factura'],
    page: ['Página', 'Pág.'],
    of: ['sobre', 'base'],
  },
  thousands: '.',
  date: dmy('/'),
  cur: (m) => `${m} €`,
  countries: { DE: 'Alemania', AT: 'Austria', NL: 'Países Bajos' },
  rates: ['21', '10'],
  items: [
    ['Alojamiento habitación doble con desayuno', PIECE('noches'), 95, 180, 1, 2, 12],
    ['Almuerzo de trabajo (menú del día)', PC, 18, 35, 1, 8, 40],
    ['Alquiler sala de reuniones jornada completa', DAYS('día'), 350, 900, 0, 1, 3],
    ['Equipo audiovisual: proyector, pantalla y megafonía', DAYS('día'), 120, 260, 0, 1, 3],
    ['Servicio de traducción simultánea español-alemán', HOURS('h'), 60, 95, 0, 4, 16],
    ['Traslado aeropuerto – hotel en minibús', PC, 80, 160, 1, 1, 4],
    ['Visita guiada al casco histórico', PC, 150, 300, 0, 1, 2],
  ],
  sellers: [
    ['Hotel Mirador', 'Congresos Levante', 'Hotel Plaza Mayor', 'Eventos Ibérica'],
    ['S.L.', 'S.A.'],
  ],
  places: [
    ['Madrid', '28013'],
    ['Valencia', '46002'],
    ['Málaga', '29005'],
    ['Sevilla', '41004'],
  ],
  streets: ['Calle Mayor', 'Avenida del Puerto', 'Calle de Alcalá', 'Paseo de la Castellana'],
  street: (s, no) => `${s}, ${no}`,
  ids: (t) => ({ vat: `ES${t.pick(['A', 'B'])}${t.digits(8)}`, extra: [] }),
  bban: (t) => t.digits(20),
  bics: ['CAIXESBBXXX', 'BSCHESMMXXX'],
  banks: ['CaixaBank', 'Banco Santander'],
  number: (t, credit) => (credit ? `R26-${n0(t, 4)}` : t.pick([`2026/${n0(t, 4)}`, `F26-${n0(t, 5)}`])),
  style: {
    head: 'left',
    parties: 'side',
    partiesFirst: false,
    cols: ['pos', 'desc', 'qu', 'price', 'vat', 'amount'],
    rules: true,
    totals: 'table',
    bank: 'body',
  },
};

const IT: Spec = {
  cc: 'IT',
  labels: {
    title: ['FATTURA', 'Fattura', 'Fattura immediata'],
    credit: ['NOTA DI CREDITO', 'Nota di credito'],
    no: ['Fattura n.', 'Numero documento', 'N. documento', 'Numero'],
    date: ['Data documento', 'Data', 'Data fattura'],
    delivery: ['Data consegna', 'Data prestazione'],
    due: ['Scadenza', 'Data scadenza', 'Scadenza pagamento'],
    seller: ['Cedente/Prestatore', 'Fornitore', 'Mittente'],
    buyer: ['Cessionario/Committente', 'Cliente', 'Spett.le'],
    vatId: ['P.IVA', 'Partita IVA', 'P. IVA'],
    pos: ['N.', 'Riga', 'Cod.'],
    desc: ['Descrizione', 'Descrizione articolo', 'Oggetto'],
    qty: ['Quantità', 'Q.tà', 'Qtà'],
    unit: ['U.M.', 'Unità'],
    price: ['Prezzo unitario', 'Prezzo', 'Pr. unit.'],
    vatCol: ['IVA', 'Aliquota', '% IVA'],
    amount: ['Importo', 'Totale', 'Valore'],
    net: ['Imponibile', 'Totale imponibile'],
    tax: ['IVA', 'Imposta'],
    taxSum: ['Totale IVA', 'Totale imposta'],
    total: ['Totale documento', 'Totale fattura', 'TOTALE', 'Netto a pagare'],
    pay: [
      'Modalità di pagamento: bonifico',
      'Pagamento: bonifico bancario',
      'Modalità di pagamento: bonifico bancario',
    ],
    bank: ['Banca', 'Appoggio bancario'],
    ref: [''],
    refInv: ['Rif. fattura', 'Storno della fattura', 'A storno fattura'],
    page: ['Pagina', 'Pag.'],
    of: ['su', 'su imponibile'],
  },
  thousands: '.',
  date: dmy('/'),
  cur: (m) => `€ ${m}`,
  countries: { DE: 'Germania', AT: 'Austria', NL: 'Paesi Bassi' },
  rates: ['22', '10'],
  items: [
    ['Allestimento stand preallestito 32 mq', PIECE('pz'), 2400, 5800, 0, 1, 1],
    ['Noleggio arredi: tavolo e 4 sedie', PIECE('pz'), 90, 180, 0, 1, 4],
    ['Noleggio schermo LED 55 pollici', DAYS('gg'), 70, 140, 0, 2, 5],
    ['Servizio di pulizia stand giornaliero', DAYS('gg'), 45, 80, 0, 2, 5],
    ['Servizio catering coffee break', PIECE('pz'), 6, 12, 1, 20, 120],
    ['Pranzo a buffet per espositori', PIECE('pz'), 18, 32, 1, 6, 30],
    ['Assistenza tecnica al montaggio', HOURS('ore'), 38, 60, 0, 3, 12],
  ],
  sellers: [
    ['Fiera Servizi', 'Allestimenti Lombardi', 'Expo Design', 'Stand Italia'],
    ['S.r.l.', 'S.p.A.'],
  ],
  places: [
    ['Milano', '20121'],
    ['Verona', '37135'],
    ['Bologna', '40128'],
    ['Rimini', '47921'],
  ],
  streets: ['Via Roma', 'Viale della Fiera', 'Corso Venezia', 'Via Emilia'],
  street: (s, no) => `${s}, ${no}`,
  ids: (t) => {
    const v = t.digits(11);
    return { vat: `IT${v}`, extra: [[t.pick(['Codice Fiscale', 'C.F.', 'Cod. Fisc.']), v]] };
  },
  bban: (t) => ibanOf('IT', t).slice(4),
  bics: ['UNCRITMMXXX', 'BCITITMM'],
  banks: ['UniCredit', 'Intesa Sanpaolo'],
  number: (t) => `${t.int(1, 999)}/${t.pick(['2026', '26'])}`,
  style: {
    head: 'grid',
    parties: 'side',
    partiesFirst: true,
    cols: ['pos', 'desc', 'unit', 'qty', 'price', 'amount', 'vat'],
    rules: true,
    totals: 'table',
    bank: 'body',
  },
};

const SK: Spec = {
  cc: 'SK',
  labels: {
    title: ['FAKTÚRA', 'Faktúra', 'Faktúra – daňový doklad'],
    credit: ['DOBROPIS', 'Dobropis'],
    no: ['Číslo faktúry', 'Faktúra č.', 'Číslo dokladu'],
    date: ['Dátum vyhotovenia', 'Dátum vystavenia'],
    delivery: ['Dátum dodania', 'Dátum dodania tovaru/služby'],
    due: ['Dátum splatnosti', 'Splatnosť', 'Splatné dňa'],
    seller: ['Dodávateľ', 'Predávajúci'],
    buyer: ['Odberateľ', 'Kupujúci'],
    vatId: ['IČ DPH', 'IČ pre DPH'],
    pos: ['P.č.', 'Č.'],
    desc: ['Názov', 'Popis', 'Označenie dodávky', 'Položka'],
    qty: ['Množstvo', 'Počet', 'Mn.'],
    unit: ['MJ', 'Jedn.'],
    price: ['Jedn. cena', 'Cena za MJ', 'Cena/MJ'],
    vatCol: ['DPH', 'Sadzba DPH', 'DPH %'],
    amount: ['Spolu', 'Cena bez DPH', 'Suma'],
    net: ['Základ dane', 'Spolu bez DPH'],
    tax: ['DPH'],
    taxSum: ['DPH spolu', 'Spolu DPH'],
    total: ['Celkom na úhradu', 'K úhrade', 'Spolu na úhradu', 'Celková suma'],
    pay: ['Forma úhrady: prevodným príkazom', 'Spôsob platby: prevodom', 'Forma úhrady: bankový prevod'],
    bank: ['Banka', 'Bankové spojenie'],
    ref: ['Variabilný symbol', 'VS'],
    refInv: ['K faktúre', 'Opravovaná faktúra'],
    page: ['Strana', 'Str.'],
    of: ['zo', 'zo základu'],
  },
  thousands: ' ',
  date: spacedDate,
  cur: (m) => `${m} €`,
  countries: { DE: 'Nemecko', AT: 'Rakúsko', NL: 'Holandsko' },
  rates: ['23', '19'],
  items: [
    ['Prenájom konferenčnej sály', DAYS('deň'), 400, 1100, 0, 1, 3],
    ['Technické zabezpečenie (projektor, ozvučenie)', DAYS('deň'), 90, 240, 0, 1, 3],
    ['Obed – menu pre účastníkov', PIECE('ks'), 12, 22, 1, 10, 60],
    ['Prestávka s občerstvením (káva, pečivo)', PIECE('ks'), 5, 9, 1, 10, 60],
    ['Tlmočenie slovenčina – nemčina', HOURS('hod.'), 45, 80, 0, 3, 10],
    ['Parkovanie v garáži', DAYS('deň'), 8, 15, 0, 2, 10],
  ],
  sellers: [
    ['Hotel Dunaj', 'Kongres Centrum Bratislava', 'Event Partner'],
    ['s.r.o.', 'a.s.'],
  ],
  places: [
    ['Bratislava', '811 01'],
    ['Košice', '040 01'],
    ['Žilina', '010 01'],
  ],
  streets: ['Hlavná', 'Štúrova', 'Mlynské nivy'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => {
    const dic = `20${t.digits(8)}`;
    return {
      vat: `SK${dic}`,
      extra: [
        ['IČO', t.digits(8)],
        ['DIČ', dic],
      ],
    };
  },
  bban: (t) => t.digits(20),
  bics: ['TATRSKBX', 'SUBASKBX', 'GIBASKBX'],
  banks: ['Tatra banka, a.s.', 'Všeobecná úverová banka', 'Slovenská sporiteľňa'],
  number: (t) => `2026${n0(t, 4)}`,
  ref: (_t, no) => no,
  style: {
    head: 'above',
    parties: 'side',
    partiesFirst: true,
    cols: ['pos', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    rules: false,
    totals: 'rows',
    bank: 'footer',
  },
};

const SI: Spec = {
  cc: 'SI',
  labels: {
    title: ['RAČUN', 'Račun'],
    credit: ['DOBROPIS', 'Dobropis'],
    no: ['št.', 'številka', 'Št.'],
    date: ['Datum izdaje', 'Datum računa', 'Datum izdaje računa'],
    delivery: ['Datum opravljene storitve', 'Datum dobave', 'Datum storitve'],
    due: ['Rok plačila', 'Datum zapadlosti', 'Zapadlost'],
    seller: ['Izdajatelj', 'Dobavitelj', 'Prodajalec'],
    buyer: ['Prejemnik', 'Kupec', 'Naročnik'],
    vatId: ['ID za DDV', 'ID št. za DDV', 'Identifikacijska številka za DDV'],
    pos: ['Zap. št.', 'Št.', 'Poz.'],
    desc: ['Opis', 'Naziv', 'Artikel/storitev', 'Storitev'],
    qty: ['Količina', 'Kol.'],
    unit: ['EM', 'Enota', 'Enota mere'],
    price: ['Cena', 'Cena/EM', 'Cena na enoto'],
    vatCol: ['DDV', 'DDV %', 'Stopnja'],
    amount: ['Znesek', 'Vrednost', 'Skupaj'],
    net: ['Osnova', 'Osnova za DDV', 'Skupaj brez DDV', 'Vrednost brez DDV'],
    tax: ['DDV'],
    taxSum: ['Skupaj DDV', 'DDV skupaj'],
    total: ['Za plačilo', 'Skupaj za plačilo', 'ZA PLAČILO', 'Znesek za plačilo'],
    pay: ['Način plačila: nakazilo', 'Plačilo: bančno nakazilo', 'Način plačila: na TRR'],
    bank: ['Banka', 'TRR pri'],
    ref: ['Sklic', 'Referenca', 'Sklic na številko'],
    refInv: ['K računu', 'Velja za račun'],
    page: ['Stran', 'Str.'],
    of: ['od', 'od osnove'],
  },
  thousands: '.',
  date: dmy('.'),
  cur: (m) => `${m} EUR`,
  countries: { DE: 'Nemčija', AT: 'Avstrija', NL: 'Nizozemska' },
  rates: ['22', '9.5'],
  items: [
    ['Nočitev v dvoposteljni sobi z zajtrkom', PIECE('noč'), 80, 160, 1, 2, 12],
    ['Kosilo – poslovni meni', PIECE('kos'), 16, 30, 1, 8, 40],
    ['Najem seminarske dvorane', DAYS('dan'), 300, 800, 0, 1, 3],
    ['Vodeni ogled Blejskega gradu', PIECE('kos'), 120, 300, 0, 1, 1],
    ['Najem električnih koles', DAYS('dan'), 25, 45, 0, 4, 16],
    ['Moderiranje delavnice', HOURS('ura'), 60, 110, 0, 2, 8],
  ],
  sellers: [
    ['Hotel Jezero', 'Alpski Dogodki', 'Bled Incentive'],
    ['d.o.o.', 'd.d.'],
  ],
  places: [
    ['Ljubljana', '1000'],
    ['Bled', '4260'],
    ['Maribor', '2000'],
  ],
  streets: ['Slovenska cesta', 'Cesta svobode', 'Partizanska cesta'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => ({
    vat: `SI${t.digits(8)}`,
    extra: [[t.pick(['Matična številka', 'Matična št.']), `${t.digits(7)}000`]],
  }),
  bban: (t) => t.digits(15),
  bics: ['LJBASI2X', 'SKBASI2X'],
  banks: ['NLB d.d.', 'SKB banka d.d.'],
  number: (t) => `2026-${n0(t, 5)}`,
  ref: (_t, no) => `SI00 ${no}`,
  style: {
    head: 'title',
    parties: 'stacked',
    partiesFirst: false,
    cols: ['pos', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    rules: false,
    totals: 'rows',
    bank: 'body',
  },
};

const HR: Spec = {
  cc: 'HR',
  labels: {
    title: ['RAČUN', 'Račun', 'RAČUN – OTPREMNICA'],
    credit: ['ODOBRENJE', 'Knjižno odobrenje'],
    no: ['Broj računa', 'Račun br.', 'Br. računa'],
    date: ['Datum izdavanja', 'Datum računa', 'Datum izdavanja računa'],
    delivery: ['Datum isporuke', 'Datum obavljanja usluge'],
    due: ['Dospijeće', 'Datum dospijeća', 'Rok plaćanja', 'Valuta plaćanja'],
    seller: ['Prodavatelj', 'Izdavatelj', 'Dobavljač'],
    buyer: ['Kupac', 'Naručitelj', 'Primatelj'],
    vatId: ['PDV ID', 'PDV identifikacijski broj', 'ID PDV'],
    pos: ['R.br.', 'Rb.', 'Br.'],
    desc: ['Opis', 'Naziv', 'Naziv usluge', 'Opis proizvoda/usluge'],
    qty: ['Količina', 'Kol.'],
    unit: ['Jed. mj.', 'JM', 'Jedinica'],
    price: ['Cijena', 'Jed. cijena', 'Cijena/jed.'],
    vatCol: ['PDV', 'PDV %', 'Stopa'],
    amount: ['Iznos', 'Ukupno', 'Vrijednost'],
    net: ['Osnovica', 'Ukupno bez PDV-a', 'Porezna osnovica'],
    tax: ['PDV'],
    taxSum: ['Ukupno PDV', 'PDV ukupno'],
    total: ['Ukupno za platiti', 'Sveukupno', 'Ukupno za plaćanje', 'ZA PLATITI'],
    pay: ['Način plaćanja: transakcijski račun', 'Način plaćanja: virman', 'Plaćanje: bankovna uplata'],
    bank: ['Banka', 'Žiro račun kod'],
    ref: ['Poziv na broj', 'Poziv na broj primatelja'],
    refInv: ['Za račun', 'Odnosi se na račun'],
    page: ['Stranica', 'Str.'],
    of: ['na', 'na osnovicu'],
  },
  thousands: '.',
  date: dmy('.', '.'),
  cur: (m) => `${m} EUR`,
  countries: { DE: 'Njemačka', AT: 'Austrija', NL: 'Nizozemska' },
  rates: ['25', '13'],
  items: [
    ['Smještaj u dvokrevetnoj sobi s doručkom', PIECE('noć'), 90, 190, 1, 2, 14],
    ['Najam broda sa skiperom', DAYS('dan'), 600, 1400, 0, 1, 3],
    ['Večera u restoranu (grupni meni)', PIECE('kom'), 25, 45, 1, 8, 30],
    ['Usluga turističkog vodiča', HOURS('sat'), 40, 70, 0, 2, 8],
    ['Transfer zračna luka – hotel', PIECE('kom'), 60, 140, 0, 1, 4],
    ['Najam dvorane za sastanke', DAYS('dan'), 250, 700, 0, 1, 2],
  ],
  sellers: [
    ['Adria Charter', 'Hotel Marjan', 'Dalmacija Tours'],
    ['d.o.o.', 'j.d.o.o.'],
  ],
  places: [
    ['Split', '21000'],
    ['Zagreb', '10000'],
    ['Dubrovnik', '20000'],
  ],
  streets: ['Obala Lazareta', 'Ilica', 'Put Firula'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => {
    const oib = t.digits(11);
    return { vat: `HR${oib}`, extra: [['OIB', oib]] };
  },
  bban: (t) => t.digits(17),
  bics: ['ZABAHR2X', 'PBZGHR2X'],
  banks: ['Zagrebačka banka d.d.', 'Privredna banka Zagreb d.d.'],
  number: (t) => `${t.int(1, 999)}-${t.pick(['P1', 'POS1', '1'])}-${t.pick(['1', '01'])}`,
  ref: (t) => `HR01 ${t.int(100, 9999)}-2026`,
  style: {
    head: 'right',
    parties: 'side',
    partiesFirst: false,
    cols: ['pos', 'desc', 'unit', 'qty', 'price', 'vat', 'amount'],
    rules: true,
    totals: 'table',
    bank: 'footer',
  },
};

const BG: Spec = {
  cc: 'BG',
  labels: {
    title: ['ФАКТУРА', 'Фактура', 'ФАКТУРА – ОРИГИНАЛ'],
    credit: ['КРЕДИТНО ИЗВЕСТИЕ', 'Кредитно известие'],
    no: ['Номер', '№ на фактура', 'Фактура №', 'Номер на фактура'],
    date: ['Дата на издаване', 'Дата', 'Дата на фактура'],
    delivery: ['Дата на данъчното събитие', 'Дата на дан. събитие'],
    due: ['Срок за плащане', 'Падеж', 'Дата на падеж'],
    seller: ['Доставчик', 'Продавач', 'Изпълнител'],
    buyer: ['Получател', 'Купувач', 'Възложител'],
    vatId: ['ДДС №', 'ИН по ДДС', 'Идент. № по ДДС'],
    pos: ['№', 'Поз.'],
    desc: ['Наименование на стоката/услугата', 'Наименование', 'Описание', 'Артикул'],
    qty: ['Количество', 'К-во', 'Кол.'],
    unit: ['Мярка', 'М-ка', 'Ед. мярка'],
    price: ['Ед. цена', 'Цена', 'Единична цена'],
    vatCol: ['ДДС', 'ДДС %', 'Ставка'],
    amount: ['Стойност', 'Сума', 'Общо'],
    net: ['Данъчна основа', 'Сума без ДДС', 'Дан. основа'],
    tax: ['ДДС'],
    taxSum: ['Общо ДДС', 'ДДС общо', 'Начислен ДДС'],
    total: ['Сума за плащане', 'Обща сума', 'Всичко за плащане', 'Общо за плащане'],
    pay: ['Начин на плащане: по банков път', 'Плащане: банков превод', 'Начин на плащане: банков превод'],
    bank: ['Банка', 'Обслужваща банка'],
    ref: [''],
    refInv: ['Към фактура', 'Към фактура №'],
    page: ['Страница', 'Стр.'],
    of: ['върху', 'от'],
  },
  thousands: ' ',
  date: dmy('.', ' г.'),
  cur: (m) => `${m} EUR`,
  countries: { DE: 'Германия', AT: 'Австрия', NL: 'Нидерландия' },
  rates: ['20', '9'],
  items: [
    ['Нощувка в двойна стая със закуска', PIECE('бр.'), 60, 130, 1, 2, 14],
    ['Наем на конферентна зала', DAYS('ден'), 250, 700, 0, 1, 3],
    ['Кетъринг – кафе пауза', PIECE('бр.'), 4, 9, 0, 10, 60],
    ['Трансфер летище – хотел', PIECE('бр.'), 40, 110, 0, 1, 4],
    ['Превод български – немски език', HOURS('ч.'), 30, 60, 0, 3, 10],
    ['Озвучаване и техническо обслужване', DAYS('ден'), 80, 200, 0, 1, 3],
    ['Сладкиши за кафе паузата', ['кг', 'KGM'], 14, 26, 0, 2, 8],
  ],
  sellers: [
    ['Хотел Черноморие', 'Конферентен център София', 'Евентс България'],
    ['ЕООД', 'ООД', 'АД'],
  ],
  places: [
    ['София', '1000'],
    ['Варна', '9000'],
    ['Пловдив', '4000'],
  ],
  streets: ['бул. Витоша', 'ул. Граф Игнатиев', 'бул. Приморски'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => {
    const eik = t.digits(9);
    return { vat: `BG${eik}`, extra: [[t.pick(['ЕИК', 'ЕИК/Булстат']), eik]] };
  },
  bban: (t) => `${t.pick(['UNCR', 'STSA', 'FINV'])}${t.digits(6)}${t.digits(8)}`,
  bics: ['UNCRBGSF', 'STSABGSF', 'FINVBGSF'],
  banks: ['УниКредит Булбанк АД', 'Банка ДСК АД', 'Първа инвестиционна банка АД'],
  number: (t) => `000000${n0(t, 4)}`,
  style: {
    head: 'left',
    parties: 'stacked',
    partiesFirst: false,
    cols: ['pos', 'desc', 'unit', 'qty', 'price', 'amount'],
    rules: true,
    totals: 'rows',
    bank: 'body',
  },
};

const LT: Spec = {
  cc: 'LT',
  labels: {
    title: ['PVM SĄSKAITA FAKTŪRA', 'PVM sąskaita faktūra', 'PVM SĄSKAITA-FAKTŪRA'],
    credit: ['KREDITINĖ PVM SĄSKAITA FAKTŪRA', 'Kreditinė PVM sąskaita faktūra'],
    no: ['Serija'],
    date: ['Išrašymo data', 'Data', 'Sąskaitos data'],
    delivery: ['Paslaugų suteikimo data', 'Prekių pristatymo data'],
    due: ['Apmokėti iki', 'Mokėjimo terminas', 'Apmokėjimo terminas'],
    seller: ['Pardavėjas', 'Tiekėjas'],
    buyer: ['Pirkėjas', 'Gavėjas'],
    vatId: ['PVM mokėtojo kodas', 'PVM kodas'],
    pos: ['Eil. Nr.', 'Nr.'],
    desc: ['Pavadinimas', 'Prekės / paslaugos pavadinimas', 'Aprašymas'],
    qty: ['Kiekis', 'Kiek.'],
    unit: ['Mato vnt.', 'Mat. vnt.'],
    price: ['Kaina', 'Vnt. kaina', 'Kaina be PVM'],
    vatCol: ['PVM %', 'PVM tarifas', 'PVM'],
    amount: ['Suma', 'Suma be PVM', 'Vertė'],
    net: ['Suma be PVM', 'Iš viso be PVM', 'Apmokestinamoji vertė'],
    tax: ['PVM'],
    taxSum: ['PVM suma', 'Iš viso PVM'],
    total: ['Iš viso', 'Iš viso su PVM', 'Bendra suma', 'Mokėti iš viso'],
    pay: ['Mokėjimo būdas: pavedimu', 'Apmokėjimas: banko pavedimu', 'Mokėjimo būdas: bankiniu pavedimu'],
    bank: ['Bankas', 'Banko pavadinimas'],
    ref: [''],
    refInv: ['Koreguojama sąskaita', 'Pagal sąskaitą'],
    page: ['Puslapis', 'Psl.'],
    of: ['nuo', 'nuo sumos'],
  },
  thousands: ' ',
  date: (iso) => iso,
  cur: (m) => `${m} EUR`,
  countries: { DE: 'Vokietija', AT: 'Austrija', NL: 'Nyderlandai' },
  rates: ['21', '9'],
  items: [
    ['Apgyvendinimas dviviečiame kambaryje su pusryčiais', PIECE('nakt.'), 70, 150, 1, 2, 12],
    ['Konferencijų salės nuoma', DAYS('d.'), 300, 850, 0, 1, 3],
    ['Kavos pertrauka dalyviams', PIECE('vnt.'), 5, 10, 0, 10, 60],
    ['Vertimo paslaugos lietuvių – vokiečių k.', HOURS('val.'), 35, 65, 0, 3, 10],
    ['Pietūs restorane (grupės meniu)', PIECE('vnt.'), 14, 28, 0, 8, 40],
    ['Ekskursija po senamiestį su gidu', PIECE('vnt.'), 90, 220, 0, 1, 2],
  ],
  sellers: [['UAB Viešbutis Neris', 'UAB Kauno konferencijų centras', 'UAB Baltic Events'], ['']],
  places: [
    ['Vilnius', 'LT-01103'],
    ['Kaunas', 'LT-44280'],
    ['Klaipėda', 'LT-92294'],
  ],
  streets: ['Gedimino pr.', 'Laisvės al.', 'Konstitucijos pr.'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => ({
    vat: `LT${t.digits(9)}`,
    extra: [[t.pick(['Įmonės kodas', 'Įm. kodas']), `30${t.digits(7)}`]],
  }),
  bban: (t) => t.digits(16),
  bics: ['HABALT22', 'CBVILT2X'],
  banks: ['Swedbank, AB', 'AB SEB bankas'],
  number: (t) => `${t.pick(['VLN', 'KNS', 'BEV'])} ${n0(t, 6)}`,
  style: {
    head: 'title',
    parties: 'side',
    partiesFirst: false,
    cols: ['pos', 'desc', 'unit', 'qty', 'price', 'vat', 'amount'],
    rules: false,
    totals: 'table',
    bank: 'footer',
  },
};

const EE: Spec = {
  cc: 'EE',
  labels: {
    title: ['ARVE', 'Arve'],
    credit: ['KREEDITARVE', 'Kreeditarve'],
    no: ['Arve nr', 'Arve number', 'Arve nr.', 'Number'],
    date: ['Kuupäev', 'Arve kuupäev', 'Väljastamise kuupäev'],
    delivery: ['Teenuse osutamise kuupäev', 'Tarne kuupäev'],
    due: ['Maksetähtaeg', 'Tasumise tähtaeg', 'Maksetähtpäev'],
    seller: ['Müüja', 'Arve väljastaja'],
    buyer: ['Ostja', 'Maksja', 'Klient'],
    vatId: ['KMKR', 'KMKR nr', 'Käibemaksukohustuslase nr'],
    pos: ['Nr', 'Jrk'],
    desc: ['Kirjeldus', 'Nimetus', 'Toode/teenus', 'Kaup/teenus'],
    qty: ['Kogus', 'Kog.'],
    unit: ['Ühik', 'Ük'],
    price: ['Hind', 'Ühiku hind', 'Ühikuhind'],
    vatCol: ['KM %', 'Käibemaks', 'KM'],
    amount: ['Summa', 'Kokku', 'Summa km-ta'],
    net: ['Summa käibemaksuta', 'Kokku km-ta', 'Maksustatav summa'],
    tax: ['Käibemaks', 'KM'],
    taxSum: ['Käibemaks kokku', 'KM kokku'],
    total: ['Tasuda kokku', 'Kokku tasuda', 'Arve summa', 'Tasuda'],
    pay: ['Makseviis: ülekanne', 'Tasumine: pangaülekandega', 'Makseviis: pangaülekanne'],
    bank: ['Pank', 'Arveldusarve'],
    ref: ['Viitenumber', 'Viitenr'],
    refInv: ['Arve', 'Kreediteeritav arve'],
    page: ['Lehekülg', 'Lk'],
    of: ['summalt'],
  },
  thousands: ' ',
  date: dmy('.'),
  cur: (m) => `${m} €`,
  countries: { DE: 'Saksamaa', AT: 'Austria', NL: 'Holland' },
  rates: ['24', '9'],
  items: [
    ['Raamat „Läänemere linnad“, kõvakaaneline', PIECE('tk'), 15, 35, 1, 10, 150],
    ['Õpik „Eesti keel algajatele“', PIECE('tk'), 12, 28, 1, 20, 200],
    ['Tõlketeenus saksa keelest eesti keelde', HOURS('h'), 30, 55, 0, 4, 20],
    ['Küljendus ja kujundus', HOURS('h'), 28, 50, 0, 3, 15],
    ['Transport kullerteenusega', PIECE('tk'), 15, 45, 0, 1, 3],
    ['Plakatite trükk A1', PIECE('tk'), 3, 9, 0, 20, 200],
  ],
  sellers: [
    ['Kirjastus Lõuna', 'Tallinna Raamat', 'Pärnu Trükikoda'],
    ['OÜ', 'AS'],
  ],
  places: [
    ['Tallinn', '10111'],
    ['Tartu', '51004'],
    ['Pärnu', '80010'],
  ],
  streets: ['Narva mnt', 'Pärnu mnt', 'Rüütli tn'],
  street: (s, no) => `${s} ${no}`,
  ids: (t) => ({
    vat: `EE10${t.digits(7)}`,
    extra: [[t.pick(['Registrikood', 'Reg. kood', 'Reg nr']), `1${t.digits(7)}`]],
  }),
  bban: (t) => t.digits(16),
  bics: ['HABAEE2X', 'EEUHEE2X', 'LHVBEE22'],
  banks: ['Swedbank AS', 'AS SEB Pank', 'AS LHV Pank'],
  number: (t) => t.pick([String(t.int(1000, 9999)), `A-${n0(t, 5)}`]),
  ref: (t) => t.digits(t.int(6, 10)),
  style: {
    head: 'above',
    parties: 'footer',
    partiesFirst: false,
    cols: ['desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    rules: false,
    totals: 'rows',
    bank: 'footer',
  },
};

const SPECS: Record<Tpl, Spec> = { es2: ES, it2: IT, sk2: SK, sl2: SI, hr2: HR, bg2: BG, lt2: LT, ee2: EE };
/** credit notes: printed negative (380) in es2, positive (381) in it2 and lt2 */
const CREDIT_AT: Partial<Record<Tpl, number>> = { es2: 5, it2: 3, lt2: 6 };
const TWO_PAGES: Partial<Record<Tpl, number>> = { sk2: 2, ee2: 4 };

export function generateBlind30(k: number, h: Helpers): Generated {
  const draw = (d: Doc, rows: Row[]) => drawDoc(d, rows);
  return generateByTemplate(
    k,
    BLIND30_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    { es2: draw, it2: draw, sk2: draw, sl2: draw, hr2: draw, bg2: draw, lt2: draw, ee2: draw },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
const BUYER_NAMES = [
  'Kranich Reisen GmbH',
  'Alpenblick Events GmbH',
  'Nordstern Messebau GmbH',
  'Hofmann Verlag GmbH',
  'Lindner Incentives GmbH & Co. KG',
];

function buyerOf(h: Helpers, t: Tools): KitParty {
  const cc = t.pick(['DE', 'DE', 'AT', 'NL'] as const);
  if (cc !== 'NL') return dachParty(cc, t.pick(BUYER_NAMES), t);
  const p = h.party('NL');
  return { ...p, country: 'NL', vat: h.vatId('NL') };
}

function sellerOf(sp: Spec, t: Tools): KitParty & { extra: Array<[string, string]> } {
  const [first, forms] = sp.sellers;
  const form = t.pick(forms);
  const name = form ? `${t.pick(first)} ${form}` : t.pick(first);
  const [city, pc] = t.pick(sp.places);
  const street = sp.street(t.pick(sp.streets), t.int(1, 120));
  const { vat, extra } = sp.ids(t);
  return { name, street, pc, city, country: sp.cc, vat, extra };
}

const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '40', '20'])}`;

function linesOf(d: Doc, sp: Spec): Ln[] {
  const { t } = d;
  const two = TWO_PAGES[d.tpl] === d.v;
  let picked: Item[];
  if (two) picked = Array.from({ length: 28 }, () => t.pick(sp.items));
  else {
    picked = sp.items.filter(() => t.rnd() < 0.65);
    for (const it of sp.items) if (picked.length < 3 && !picked.includes(it)) picked.push(it);
  }
  return picked.map(([name, unit, lo, hi, r, qlo, qhi], i) => {
    const qty = String(t.int(qlo, qhi));
    const price = pr(t, lo, hi);
    const day = two ? `, ${sp.date(addDays(d.issue, -28 + i))}` : '';
    return {
      id: String(i + 1),
      name: `${name}${day}`,
      qty,
      unit,
      price,
      rate: sp.rates[r],
      net: round(dec(qty).times(price)),
      sub: [],
      group: '',
    };
  });
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const sp = SPECS[tpl];
  const v = Math.floor(k / BLIND30_TPLS.length);
  const L = Object.fromEntries(LABELS.map((l) => [l, t.pick(sp.labels[l])])) as Record<Lab, string>;
  const seller = sellerOf(sp, t);
  const { extra, ...s } = seller;
  const b = buyerOf(h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const isCredit = CREDIT_AT[tpl] === v;
  const credit = isCredit ? { orig: sp.number(t, false), date: addDays(issue, -t.int(10, 60)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, L, sellerIds: extra } as unknown as Doc;
  d.negative = tpl === 'es2' && isCredit;
  d.lines = linesOf(d, sp);
  d.vat = vatSums(d.lines).vat;
  d.charge = '';
  d.paid = '';
  d.po = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.number = sp.number(t, isCredit);
  d.numberLine =
    tpl === 'lt2' ? `Serija ${d.number.replace(' ', ' Nr. ')}` : `${L.title} ${L.no} ${d.number}`;
  d.due = addDays(issue, t.pick([8, 14, 15, 30]));
  d.delivery = addDays(issue, -t.int(0, 5));
  d.deliveryShown = t.rnd() < 0.6;
  d.ref = sp.ref ? sp.ref(t, d.number) : '';
  d.iban = ibanWithCheck(sp.cc, sp.bban(t));
  d.bic = t.pick(sp.bics);
  d.bank = t.pick(sp.banks);
  d.phone = `+${t.int(30, 399)} ${t.digits(3)} ${t.digits(4)}`;
  d.email = '';
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit && !d.negative) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (!d.credit) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, vatId: d.b.vat, address: addr(d.b) };
  if (!d.credit)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  return signedTail(inv, d);
}

// ---------------------------------------------------------------------------- drawing
const spec = (d: Doc) => SPECS[d.tpl];
const money = (d: Doc, v: string) => groupedMoney(v, spec(d).thousands, ',');
const sg = (d: Doc, v: string) => (d.negative ? `-${money(d, v)}` : money(d, v));
const cur = (d: Doc, v: string) => spec(d).cur(sg(d, v));
const dt = (d: Doc, iso: string) => spec(d).date(iso);
const rateOf = (r: string) => `${r.replace('.', ',')} %`;
const titleOf = (d: Doc) => (d.credit ? d.L.credit : d.L.title);

function headPairs(d: Doc, withNumber: boolean): Array<[string, string]> {
  const L = d.L;
  const out: Array<[string, string]> = withNumber ? [[L.no, d.number]] : [];
  out.push([L.date, dt(d, d.issue)]);
  if (d.deliveryShown) out.push([L.delivery, dt(d, d.delivery)]);
  if (!d.credit) out.push([L.due, dt(d, d.due)]);
  if (d.ref && !d.credit) out.push([L.ref, d.ref]);
  if (d.credit) out.push([L.refInv, `${d.credit.orig} (${dt(d, d.credit.date)})`]);
  return out;
}

function drawHead(d: Doc, p: Pager, y: number): number {
  const head = spec(d).style.head;
  if (head === 'title') {
    p.put(y, 50, d.tpl === 'lt2' ? titleOf(d) : d.numberLine.replace(d.L.title, titleOf(d)), {
      size: 15,
      bold: true,
    });
    if (d.tpl === 'lt2') p.put(y + 20, 50, d.numberLine, { size: 11, bold: true });
    const line = headPairs(d, false)
      .map(([a, b]) => `${a}: ${b}`)
      .join('    ');
    p.put(y + (d.tpl === 'lt2' ? 38 : 22), 50, line, { size: 8.5 });
    return y + 54;
  }
  const pairs = headPairs(d, true);
  if (head === 'left')
    return p.kv(y, 330, 545, pairs.map(([a, b]) => [`${a}:`, b]) as Array<[string, string]>);
  if (head === 'right') {
    pairs.forEach(([a, b], i) => {
      p.put(y + i * 13, 440, b, { size: 9, right: true });
      p.put(y + i * 13, 448, a, { size: 8 });
    });
    return y + pairs.length * 13;
  }
  const w = 495 / pairs.length;
  if (head === 'grid') p.put(y - 12, 50, '_'.repeat(99), { size: 6 });
  pairs.forEach(([a, b], i) => {
    p.put(y, 50 + i * w, a, { size: 7.5 });
    p.put(y + 12, 50 + i * w, b, { size: 9.5, bold: true });
  });
  if (head === 'grid') p.put(y + 26, 50, '_'.repeat(99), { size: 6 });
  return y + 30;
}

function partyBlock(d: Doc, p: Pager, who: 'seller' | 'buyer', x: number, y: number): number {
  const q = who === 'seller' ? d.s : d.b;
  p.put(y, x, `${who === 'seller' ? d.L.seller : d.L.buyer}:`, { size: 8, bold: true });
  p.put(y + 13, x, q.name, { size: 10, bold: true });
  const lines = [q.street, `${q.pc} ${q.city}`];
  if (who === 'buyer') lines.push(spec(d).countries[q.country as 'DE']);
  const ids = who === 'seller' ? [...d.sellerIds, [d.L.vatId, q.vat ?? '']] : [[d.L.vatId, q.vat ?? '']];
  lines.push(...ids.map(([a, b]) => `${a}: ${b}`));
  return p.block(lines, x, y + 26, { size: 8.5 });
}

function drawParties(d: Doc, p: Pager, y: number): number {
  const st = spec(d).style;
  if (st.parties === 'footer') return partyBlock(d, p, 'buyer', 50, y);
  if (st.parties === 'stacked') return partyBlock(d, p, 'buyer', 50, partyBlock(d, p, 'seller', 50, y) + 10);
  return Math.max(partyBlock(d, p, 'seller', 50, y), partyBlock(d, p, 'buyer', 320, y));
}

const WIDTH: Record<ColKey, number> = {
  pos: 36,
  desc: 0,
  qty: 46,
  unit: 46,
  qu: 66,
  price: 86,
  vat: 50,
  amount: 66,
};

function columns(d: Doc): { cols: Array<Col<Ln>>; wrap: number; nameCol: number } {
  const keys = spec(d).style.cols;
  const L = d.L;
  const q = (l: Ln) => `${d.negative ? '-' : ''}${l.qty}`;
  const cell: Record<ColKey, [string, (l: Ln) => string]> = {
    pos: [L.pos, (l) => l.id],
    desc: [L.desc, (l) => l.name],
    qty: [L.qty, q],
    unit: [L.unit, (l) => l.unit[0]],
    qu: [L.qty, (l) => `${q(l)} ${l.unit[0]}`],
    price: [L.price, (l) => money(d, l.price)],
    vat: [L.vatCol, (l) => rateOf(l.rate)],
    amount: [L.amount, (l) => sg(d, l.net)],
  };
  const descW = 495 - keys.reduce((a, k) => a + WIDTH[k], 0);
  let x = 50;
  const cols = keys.map((k): Col<Ln> => {
    const w = k === 'desc' ? descW : WIDTH[k];
    const right = !['pos', 'desc', 'unit'].includes(k);
    const [head, fn] = cell[k];
    const c = { head, x: right ? x + w - 4 : x, right, cell: fn };
    x += w;
    return c;
  });
  return { cols, wrap: Math.floor(descW / 4.7), nameCol: keys.indexOf('desc') };
}

function drawTable(d: Doc, p: Pager, y: number): number {
  const st = spec(d).style;
  const { cols, wrap, nameCol } = columns(d);
  if (st.rules) p.put(y - 11, 50, '_'.repeat(99), { size: 6 });
  const end = letterTable(p, (v) => money(d, v), y, cols, d.lines, { nameCol, wrap, size: 8.5, top: 60 });
  if (st.rules) p.put(end - 4, 50, '_'.repeat(99), { size: 6 });
  return end;
}

function drawTotals(d: Doc, p: Pager, y: number): number {
  const L = d.L;
  if (spec(d).style.totals === 'table') {
    y = p.need(y, 30 + d.vat.length * 12);
    const heads: Array<[number, string]> = [
      [330, L.vatCol],
      [440, L.net],
      [545, L.tax],
    ];
    for (const [x, h] of heads) p.put(y, x, h, { size: 8, bold: true, right: x > 330 });
    d.vat.forEach((v, i) => {
      p.put(y + 12 + i * 12, 330, rateOf(v.rate), { size: 8.5 });
      p.put(y + 12 + i * 12, 440, sg(d, v.base), { size: 8.5, right: true });
      p.put(y + 12 + i * 12, 545, sg(d, v.tax), { size: 8.5, right: true });
    });
    const rows: Array<[string, string]> = [
      [L.net, cur(d, d.lineNet)],
      [L.taxSum, cur(d, d.vatT)],
      [L.total, cur(d, d.gross)],
    ];
    return letterTotals(p, y + 20 + d.vat.length * 12, rows, 330);
  }
  const rows: Array<[string, string]> = [[L.net, cur(d, d.lineNet)]];
  for (const v of d.vat) rows.push([`${L.tax} ${rateOf(v.rate)} ${L.of} ${sg(d, v.base)}`, cur(d, v.tax)]);
  if (d.vat.length > 1) rows.push([L.taxSum, cur(d, d.vatT)]);
  rows.push([L.total, cur(d, d.gross)]);
  return letterTotals(p, y, rows, 300);
}

const bankCells = (d: Doc) => [`${d.L.bank}: ${d.bank}`, `IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`];

function drawDoc(d: Doc, rows: Row[]): number {
  const st = spec(d).style;
  const bottom = st.parties === 'footer' || st.bank === 'footer' ? 730 : 770;
  const p = pager(rows, 60, bottom);
  let y = 50;
  if (st.head !== 'title') p.put(y, 50, titleOf(d), { size: 16, bold: true });
  if (st.head !== 'title') y += 30;
  if (st.partiesFirst) y = drawHead(d, p, drawParties(d, p, y) + 16);
  else y = drawParties(d, p, drawHead(d, p, y) + 14);
  y = drawTable(d, p, y + 22);
  y = drawTotals(d, p, y + 10);
  if (!d.credit) {
    y = p.need(y + 12, 60);
    p.put(y, 50, d.L.pay, { size: 8.5 });
    if (st.bank === 'body') p.block(bankCells(d), 50, y + 12, { size: 8.5 });
  }
  const s = d.s;
  onEveryPage(rows, p.pages(), (pg, n) => [
    [815, 545, `${d.L.page} ${pg}/${n}`, 7],
    ...(st.parties === 'footer'
      ? footCol(
          [
            s.name,
            s.street,
            `${s.pc} ${s.city}`,
            ...d.sellerIds.map(([a, b]) => `${a}: ${b}`),
            `${d.L.vatId}: ${s.vat}`,
          ],
          50,
          760,
          7,
        )
      : footCol([`${s.name} · ${s.street} · ${s.pc} ${s.city}`], 50, 800, 7)),
    ...(st.bank === 'footer' && !d.credit ? footCol(bankCells(d), 330, 760, 7) : []),
  ]);
  return p.pages();
}
