/**
 * `--templates blind31` of extraction-synthetic.ts: held-out layouts of session 23 (issue 19,
 * "extraction that generalises"), written before opening anything of the extractor and without
 * reading the blind25/27–30 generators: eight producers from outside the languages of earlier sets
 * selling to a German, Austrian or Dutch business, each invoice printed ONLY in its producer's
 * language, every label drawn per document from synonyms real invoices of that language use
 * (invented names, no file copied) —
 * - `tr2` a Turkish hotel billing a tour operator (FATURA / e-Arşiv Fatura, the seller's letterhead
 *   with Vergi Dairesi and VKN, the head as "label : value" on the right, KDV %20 and %10, Mal
 *   Hizmet Toplam Tutarı / Hesaplanan KDV / Ödenecek Tutar, a ruled table, IBAN TR…);
 * - `sr2` a Serbian food exporter (a title line "RAČUN br. …", Prodavac/Kupac side by side with PIB
 *   and Matični broj, dates as labels over values, Valuta plaćanja = due date, PDV 20 % and 10 % in a
 *   VAT table, Poziv na broj, a table without rulings; one knjižno odobrenje printed positive → 381);
 * - `uk2` a Ukrainian software house in Cyrillic (РАХУНОК-ФАКТУРА with the number and date in the
 *   title line or a label list, Постачальник/Покупець one above the other with ЄДРПОУ and ІПН,
 *   ПДВ 20 %, dates "3 лютого 2026 р.", amounts "1 234,56");
 * - `is2` an Icelandic hotel and tour company (REIKNINGUR, a head grid between rules with labels over
 *   values, kennitala and VSK-númer, VSK 24 % and 11 %, the totals on one line; one kreditreikningur
 *   printed negative → 380 with negative amounts);
 * - `ca2` a Catalan event caterer (FACTURA, Emissor/Client side by side with NIF, "label: value" head,
 *   IVA 21 % and 10 % in a VAT table Base imposable / Quota IVA, "Forma de pagament: transferència",
 *   dates "3 de febrer de 2026" or dd/mm/yyyy; one factura rectificativa printed positive → 381);
 * - `lv2` a Latvian conference hotel (RĒĶINS / PVN rēķins Nr. in a title line, Piegādātājs /
 *   Saņēmējs as label/value grids with one-line addresses, Reģ. Nr. and PVN Nr., PVN 21 % and 12 %,
 *   dates yyyy-mm-dd or "2026. gada 3. februārī", no rulings; one 28-row document over two pages);
 * - `mk2` a Macedonian food exporter in Cyrillic (ФАКТУРА, the seller ONLY in the footer with ЕДБ and
 *   ЕМБС, the head as labels over values, ДДВ 18 % and 5 % in a VAT table, Вкупно за плаќање);
 * - `sq2` an Albanian hotel (FATURË / Faturë tatimore, the seller's letterhead on the right, the head's
 *   values LEFT of their labels, NIPT, TVSH 20 % and 6 %, amounts "1,234.56", no rulings).
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - BT-31 only for an id printed with its country prefix (NIF ES…, PVN Nr. LV…, ЕДБ MK…); a tax
 *   number without one (VKN, PIB, ІПН, VSK-númer, NIPT) → BT-32 (BR-CO-09 wants the prefix in
 *   BT-31); registration numbers (Matični broj, ЄДРПОУ, kennitala, Reģ. Nr., ЕМБС), Poziv na broj,
 *   delivery dates and places of issue are printed but no field;
 * - a credit note printed positive: 381 with the printed original invoice as preceding invoice, no due
 *   date, no bank; printed negative (`is2`): 380 with negative quantities, line amounts, VAT and
 *   totals (prices positive);
 * - units: the printed word's UN/ECE code (adet/kom/шт./stk./u./gab./парче/copë → C62, saat/sat/год./
 *   klst./h/stunda/час/orë → HUR, gece/noć/nótt/dia/nakts/ден/natë/ditë → DAY, kg/кг → KGM, міс. →
 *   MON); a word without a code (kişi, pers., porcija …) → C62;
 * - a seller's address printed on one line ("Brīvības iela 12, Rīga, LV-1010") is still street, post
 *   code and city; the buyer's country name in the producer's language → its country code.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  type Generated,
  generateByTemplate,
  groupedMoney,
  type KitDoc,
  type KitParty,
  pager,
  signedTail,
  type Tools,
} from './synthetic-kit.ts';
import { type Col, footCol, letterTable, letterTotals, onEveryPage } from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND31_TPLS = ['tr2', 'sr2', 'uk2', 'is2', 'ca2', 'lv2', 'mk2', 'sq2'] as const;
type Tpl = (typeof BLIND31_TPLS)[number];
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  rate: string;
  net: string;
  sub: string[];
  group: string;
}
type LabelKey =
  | 'title'
  | 'credit'
  | 'no'
  | 'issue'
  | 'due'
  | 'seller'
  | 'buyer'
  | 'pos'
  | 'desc'
  | 'qty'
  | 'unit'
  | 'price'
  | 'rate'
  | 'amount'
  | 'net'
  | 'vat'
  | 'total'
  | 'taxId'
  | 'reg'
  | 'bvat'
  | 'orig'
  | 'bank';
interface Doc extends KitDoc<Tpl, Ln> {
  lab: Record<LabelKey, string>;
  /** a credit note printed with negative amounts (380) */
  negative: boolean;
  /** the seller's tax id as printed and whether it is BT-31 (prefixed) or BT-32 */
  sellerId: string;
  sellerIdVat: boolean;
  regNo: string;
  bicShown: boolean;
  dueShown: boolean;
  /** the date written out (v odd) or in digits */
  longDates: boolean;
  payRef: string;
  bankName: string;
  manager: string;
}

// ---------------------------------------------------------------------------- languages
interface Item {
  name: string;
  unit: readonly [string, string];
  lo: number;
  hi: number;
  /** 0: the higher rate, 1: the lower */
  r: 0 | 1;
}
interface Spec {
  cc: string;
  rates: readonly [string, string];
  sep: readonly [string, string];
  L: Record<LabelKey, readonly string[]>;
  items: readonly Item[];
  names: readonly [readonly string[], readonly string[]];
  places: ReadonlyArray<readonly [string, string]>;
  streets: readonly string[];
  countries: Record<'DE' | 'AT' | 'NL', string>;
  months: readonly string[];
  bics: readonly string[];
  banks: readonly string[];
}

const it = (name: string, unit: readonly [string, string], lo: number, hi: number, r: 0 | 1 = 0): Item => ({
  name,
  unit,
  lo,
  hi,
  r,
});

const SPECS: Record<Tpl, Spec> = {
  tr2: {
    cc: 'TR',
    rates: ['20', '10'],
    sep: ['.', ','],
    L: {
      title: ['FATURA', 'e-Arşiv Fatura', 'E-ARŞİV FATURA'],
      credit: ['İADE FATURASI'],
      no: ['Fatura No', 'Belge No', 'Fatura Numarası'],
      issue: ['Fatura Tarihi', 'Düzenleme Tarihi', 'Belge Tarihi'],
      due: ['Vade Tarihi', 'Son Ödeme Tarihi'],
      seller: ['Satıcı', 'Düzenleyen'],
      buyer: ['Alıcı', 'SAYIN', 'Müşteri'],
      pos: ['Sıra No', 'S.No'],
      desc: ['Mal Hizmet', 'Açıklama', 'Mal / Hizmet Cinsi'],
      qty: ['Miktar'],
      unit: ['Birim', 'Ölçü Birimi'],
      price: ['Birim Fiyat', 'B. Fiyat'],
      rate: ['KDV Oranı', 'KDV %'],
      amount: ['Tutar', 'Toplam', 'Hizmet Tutarı'],
      net: ['Mal Hizmet Toplam Tutarı', 'Ara Toplam', 'Toplam Tutar (KDV Hariç)'],
      vat: ['Hesaplanan KDV', 'KDV Tutarı'],
      total: ['Ödenecek Tutar', 'Vergiler Dahil Toplam Tutar', 'Genel Toplam'],
      taxId: ['VKN', 'Vergi No', 'Vergi Kimlik No'],
      reg: ['Vergi Dairesi'],
      bvat: ['AB KDV No', 'KDV Kimlik No'],
      orig: ['İade edilen fatura'],
      bank: ['Banka Bilgileri', 'Ödeme Bilgileri', 'Banka Hesap Bilgileri'],
    },
    items: [
      it('Konaklama - Çift kişilik oda, yarım pansiyon', ['gece', 'DAY'], 80, 190, 1),
      it('Konaklama - Tek kişilik oda, oda kahvaltı', ['gece', 'DAY'], 60, 140, 1),
      it('Akşam yemeği, açık büfe', ['kişi', 'C62'], 18, 45, 1),
      it('Toplantı salonu kirası (tam gün)', ['gün', 'DAY'], 300, 900),
      it('Havalimanı - otel transfer hizmeti', ['adet', 'C62'], 25, 90),
      it('Teknik ekipman: projeksiyon ve ses sistemi', ['adet', 'C62'], 60, 240),
      it('Rehberli şehir turu', ['saat', 'HUR'], 30, 70),
    ],
    names: [
      ['Akdeniz Palmiye', 'Lara Sahil', 'Kaleiçi Konak', 'Olimpos Mavi'],
      ['Otelcilik A.Ş.', 'Turizm Ltd. Şti.', 'Otel İşletmeciliği A.Ş.'],
    ],
    places: [
      ['Antalya', '07100'],
      ['Muratpaşa/Antalya', '07160'],
      ['Alanya', '07400'],
      ['Fethiye', '48300'],
    ],
    streets: [
      'Lara Caddesi No:',
      'Atatürk Bulvarı No:',
      'Kışla Mahallesi 44. Sokak No:',
      'Güzeloba Mah. No:',
    ],
    countries: { DE: 'Almanya', AT: 'Avusturya', NL: 'Hollanda' },
    months: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(' '),
    bics: ['TCZBTR2A', 'AKBKTRIS', 'ISBKTRIS'],
    banks: ['T.C. Ziraat Bankası', 'Akbank T.A.Ş.', 'Türkiye İş Bankası'],
  },
  sr2: {
    cc: 'RS',
    rates: ['20', '10'],
    sep: ['.', ','],
    L: {
      title: ['RAČUN', 'FAKTURA', 'RAČUN - OTPREMNICA'],
      credit: ['KNJIŽNO ODOBRENJE'],
      no: ['br.', 'broj', 'Br.'],
      issue: ['Datum izdavanja', 'Datum računa', 'Datum izdavanja računa'],
      due: ['Valuta plaćanja', 'Rok plaćanja', 'Datum dospeća'],
      seller: ['Prodavac', 'Izdavalac računa', 'Isporučilac'],
      buyer: ['Kupac', 'Primalac računa', 'Naručilac'],
      pos: ['R.br.', 'Rb.'],
      desc: ['Naziv dobra / usluge', 'Opis', 'Naziv artikla'],
      qty: ['Količina', 'Kol.'],
      unit: ['J.m.', 'Jed. mere', 'JM'],
      price: ['Cena', 'Jed. cena', 'Cena po j.m.'],
      rate: ['PDV %', 'Stopa'],
      amount: ['Iznos', 'Vrednost', 'Ukupno'],
      net: ['Osnovica', 'Poreska osnovica'],
      vat: ['PDV', 'Iznos PDV'],
      total: ['Ukupno za uplatu', 'Za uplatu', 'Ukupno za plaćanje'],
      taxId: ['PIB'],
      reg: ['Matični broj', 'MB'],
      bvat: ['PDV broj', 'PIB kupca', 'PDV identifikacioni broj'],
      orig: ['Po računu br.', 'Odnosi se na račun br.'],
      bank: ['Poziv na broj', 'Poziv na broj odobrenja'],
    },
    items: [
      it('Malina smrznuta, klasa Willamette, 2,5 kg', ['kg', 'KGM'], 3, 7, 1),
      it('Kupina smrznuta, rinfuz', ['kg', 'KGM'], 2, 5, 1),
      it('Džem od šljive 370 g', ['kom', 'C62'], 2, 4, 1),
      it('Ajvar blagi 680 g', ['kom', 'C62'], 3, 6, 1),
      it('Drvene palete EUR', ['kom', 'C62'], 8, 15),
      it('Usluga transporta hladnjačom do odredišta', ['usluga', 'C62'], 600, 1900),
      it('Skladištenje u hladnjači', ['dan', 'DAY'], 40, 120),
    ],
    names: [
      ['Podrinje Voće', 'Arilje Frukt', 'Šumadija Food', 'Zlatiborka'],
      ['d.o.o.', 'a.d.', 'd.o.o. Beograd'],
    ],
    places: [
      ['Arilje', '31230'],
      ['Beograd', '11000'],
      ['Čačak', '32000'],
      ['Novi Sad', '21000'],
    ],
    streets: ['Svetog Ahilija', 'Bulevar oslobođenja', 'Cara Dušana', 'Kneza Miloša'],
    countries: { DE: 'Nemačka', AT: 'Austrija', NL: 'Holandija' },
    months: 'januar februar mart april maj jun jul avgust septembar oktobar novembar decembar'.split(' '),
    bics: ['AIKBRS22', 'RZBSRSBG', 'INTERSBG'],
    banks: ['Banca Intesa a.d.', 'Raiffeisen banka a.d.', 'AIK Banka a.d.'],
  },
  uk2: {
    cc: 'UA',
    rates: ['20', '20'],
    sep: [' ', ','],
    L: {
      title: ['РАХУНОК-ФАКТУРА', 'Рахунок-фактура', 'РАХУНОК НА ОПЛАТУ'],
      credit: ['РАХУНОК-ФАКТУРА'],
      no: ['Рахунок №', 'Номер рахунку', '№ рахунку'],
      issue: ['Дата', 'Дата складання', 'Дата виписки'],
      due: ['Оплатити до', 'Термін оплати'],
      seller: ['Постачальник', 'Продавець', 'Виконавець'],
      buyer: ['Покупець', 'Замовник', 'Платник'],
      pos: ['№'],
      desc: ['Найменування', 'Найменування робіт (послуг)', 'Товари (роботи, послуги)'],
      qty: ['Кількість', 'К-сть'],
      unit: ['Од.', 'Од. вим.'],
      price: ['Ціна без ПДВ', 'Ціна'],
      rate: ['ПДВ'],
      amount: ['Сума без ПДВ', 'Сума'],
      net: ['Разом без ПДВ', 'Всього без ПДВ', 'Разом'],
      vat: ['ПДВ', 'Сума ПДВ'],
      total: ['Всього з ПДВ', 'Всього до сплати', 'Разом з ПДВ'],
      taxId: ['ІПН', 'Індивідуальний податковий номер'],
      reg: ['ЄДРПОУ', 'Код ЄДРПОУ'],
      bvat: ['Номер платника ПДВ', 'Податковий номер'],
      orig: [''],
      bank: ['Банківські реквізити', 'Реквізити для оплати'],
    },
    items: [
      it('Розробка програмного забезпечення (бекенд)', ['год.', 'HUR'], 28, 55),
      it('Тестування та забезпечення якості', ['год.', 'HUR'], 20, 40),
      it('Дизайн інтерфейсу користувача', ['год.', 'HUR'], 25, 50),
      it('Технічна підтримка серверів', ['міс.', 'MON'], 300, 1200),
      it('Ліцензія на програмний модуль', ['шт.', 'C62'], 90, 600),
      it('Проєктне управління', ['год.', 'HUR'], 30, 60),
    ],
    names: [
      ['Дніпро Софт', 'Карпати Диджитал', 'Код Лабс', 'Слобожанщина ІТ'],
      ['ТОВ', 'ТзОВ'],
    ],
    places: [
      ['Київ', '01001'],
      ['Львів', '79000'],
      ['Харків', '61002'],
      ['Дніпро', '49000'],
    ],
    streets: ['вул. Хрещатик', 'вул. Шевченка', 'просп. Науки', 'вул. Городоцька'],
    countries: { DE: 'Німеччина', AT: 'Австрія', NL: 'Нідерланди' },
    months: 'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня'.split(
      ' ',
    ),
    bics: ['PBANUA2X', 'AVALUAUK', 'UNJSUAUK'],
    banks: ['АТ КБ «ПриватБанк»', 'АТ «Райффайзен Банк»', 'АТ «Укрсиббанк»'],
  },
  is2: {
    cc: 'IS',
    rates: ['24', '11'],
    sep: ['.', ','],
    L: {
      title: ['REIKNINGUR', 'Reikningur', 'SÖLUREIKNINGUR'],
      credit: ['KREDITREIKNINGUR', 'Kreditreikningur'],
      no: ['Reikningsnúmer', 'Reikn. nr.', 'Reikningur nr.'],
      issue: ['Dagsetning', 'Útgáfudagur', 'Reikningsdagur'],
      due: ['Gjalddagi', 'Eindagi'],
      seller: ['Seljandi'],
      buyer: ['Kaupandi', 'Viðskiptavinur', 'Greiðandi'],
      pos: ['Nr.'],
      desc: ['Lýsing', 'Vara / þjónusta', 'Skýring'],
      qty: ['Magn', 'Fjöldi'],
      unit: ['Eining', 'Ein.'],
      price: ['Einingarverð', 'Verð', 'Ein.verð'],
      rate: ['VSK %', 'VSK'],
      amount: ['Upphæð', 'Samtals', 'Fjárhæð'],
      net: ['Samtals án VSK', 'Upphæð án VSK', 'Samtals án virðisaukaskatts'],
      vat: ['VSK', 'Virðisaukaskattur'],
      total: ['Samtals til greiðslu', 'Til greiðslu', 'Heildarupphæð'],
      taxId: ['VSK-númer', 'VSK nr.'],
      reg: ['Kennitala', 'Kt.'],
      bvat: ['VSK-númer', 'VSK nr.'],
      orig: ['Vegna reiknings nr.'],
      bank: ['Greiðist inn á reikning', 'Bankaupplýsingar', 'Greiðsluupplýsingar'],
    },
    items: [
      it('Gisting, tveggja manna herbergi með morgunverði', ['nætur', 'DAY'], 140, 320, 1),
      it('Gisting, eins manns herbergi', ['nætur', 'DAY'], 110, 240, 1),
      it('Kvöldverður, þriggja rétta', ['stk.', 'C62'], 45, 95, 1),
      it('Fundarsalur með tæknibúnaði', ['dagur', 'DAY'], 350, 900),
      it('Jöklaferð með leiðsögn', ['stk.', 'C62'], 120, 260),
      it('Leiðsögn á þýsku', ['klst.', 'HUR'], 60, 110),
      it('Norðurljósaferð með rútu', ['stk.', 'C62'], 70, 140),
    ],
    names: [
      ['Hótel Jökulsá', 'Norðurljós Ferðir', 'Hraunhóll', 'Víkurþjónusta'],
      ['ehf.', 'hf.'],
    ],
    places: [
      ['Reykjavík', '101'],
      ['Akureyri', '600'],
      ['Selfoss', '800'],
      ['Vík', '870'],
    ],
    streets: ['Laugavegur', 'Skólavörðustígur', 'Hafnarstræti', 'Austurvegur'],
    countries: { DE: 'Þýskaland', AT: 'Austurríki', NL: 'Holland' },
    months: 'janúar febrúar mars apríl maí júní júlí ágúst september október nóvember desember'.split(' '),
    bics: ['NBIIISRE', 'ESJAISRE', 'AREIISRE'],
    banks: ['Landsbankinn hf.', 'Íslandsbanki hf.', 'Arion banki hf.'],
  },
  ca2: {
    cc: 'ES',
    rates: ['21', '10'],
    sep: ['.', ','],
    L: {
      title: ['FACTURA', 'Factura'],
      credit: ['FACTURA RECTIFICATIVA'],
      no: ['Núm. de factura', 'Factura núm.', 'Número'],
      issue: ["Data d'emissió", 'Data', 'Data de la factura'],
      due: ['Data de venciment', 'Venciment'],
      seller: ['Emissor', 'Proveïdor', 'Dades de l’emissor'],
      buyer: ['Client', 'Destinatari', 'Dades del client'],
      pos: ['Ref.'],
      desc: ['Concepte', 'Descripció'],
      qty: ['Quantitat', 'Unitats'],
      unit: ['Unitat', 'U. mesura'],
      price: ['Preu unitari', 'Preu'],
      rate: ['% IVA', 'IVA'],
      amount: ['Import', 'Total'],
      net: ['Base imposable', 'Total base imposable'],
      vat: ['Quota IVA', 'IVA'],
      total: ['Total factura', 'TOTAL', 'Total a pagar'],
      taxId: ['NIF', 'NIF-IVA'],
      reg: [''],
      bvat: ['NIF-IVA', 'Núm. IVA intracomunitari'],
      orig: ['Factura rectificada', 'Rectifica la factura'],
      bank: ['Forma de pagament: transferència', 'Forma de pagament: transferència bancària'],
    },
    items: [
      it('Lloguer de sala plenària', ['dia', 'DAY'], 600, 1800),
      it('Menú de gala, tres plats i begudes', ['pers.', 'C62'], 45, 95, 1),
      it('Pausa cafè amb pastisseria', ['pers.', 'C62'], 8, 16, 1),
      it('Dinar de treball', ['pers.', 'C62'], 22, 40, 1),
      it('Equip audiovisual i tècnic de so', ['u.', 'C62'], 250, 900),
      it("Personal d'assistència i hostesses", ['h', 'HUR'], 22, 38),
      it('Decoració floral de les taules', ['u.', 'C62'], 30, 90),
    ],
    names: [
      ['Càtering Mediterrani', 'Esdeveniments Montjuïc', 'Sabors de Gràcia', 'Masia del Vallès'],
      ['S.L.', 'S.A.', 'SLU'],
    ],
    places: [
      ['Barcelona', '08007'],
      ['Girona', '17001'],
      ['Sabadell', '08201'],
      ['Tarragona', '43001'],
    ],
    streets: ['Carrer de Balmes', 'Passeig de Gràcia', 'Carrer del Consell de Cent', 'Rambla de Catalunya'],
    countries: { DE: 'Alemanya', AT: 'Àustria', NL: 'Països Baixos' },
    months: 'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre'.split(' '),
    bics: ['CAIXESBBXXX', 'BSABESBBXXX'],
    banks: ['CaixaBank', 'Banc Sabadell'],
  },
  lv2: {
    cc: 'LV',
    rates: ['21', '12'],
    sep: [' ', ','],
    L: {
      title: ['RĒĶINS', 'PVN RĒĶINS', 'Rēķins'],
      credit: ['KREDĪTRĒĶINS'],
      no: ['Nr.', 'Rēķina Nr.'],
      issue: ['Datums', 'Izrakstīšanas datums', 'Rēķina datums'],
      due: ['Apmaksas termiņš', 'Samaksāt līdz', 'Apmaksāt līdz'],
      seller: ['Piegādātājs', 'Pārdevējs', 'Preču piegādātājs'],
      buyer: ['Saņēmējs', 'Pircējs', 'Maksātājs'],
      pos: ['Nr.', 'N.p.k.'],
      desc: ['Nosaukums', 'Preces / pakalpojuma nosaukums', 'Apraksts'],
      qty: ['Daudzums', 'Daudz.'],
      unit: ['Mērv.', 'Mērvienība'],
      price: ['Cena', 'Cena EUR'],
      rate: ['PVN %'],
      amount: ['Summa', 'Summa EUR'],
      net: ['Summa bez PVN', 'Kopā bez PVN'],
      vat: ['PVN'],
      total: ['Kopā apmaksai', 'Summa apmaksai', 'Kopā'],
      taxId: ['PVN Nr.', 'PVN reģ. Nr.'],
      reg: ['Reģ. Nr.', 'Reģistrācijas Nr.'],
      bvat: ['PVN Nr.', 'PVN maksātāja Nr.'],
      orig: [''],
      bank: ['Konts', 'Norēķinu konts', 'IBAN'],
    },
    items: [
      it('Naktsmītne, divvietīgs numurs ar brokastīm', ['nakts', 'DAY'], 70, 160, 1),
      it('Naktsmītne, vienvietīgs numurs', ['nakts', 'DAY'], 55, 120, 1),
      it('Konferenču zāles noma', ['diena', 'DAY'], 250, 800),
      it('Kafijas pauze', ['pers.', 'C62'], 6, 14),
      it('Pusdienas konferences dalībniekiem', ['pers.', 'C62'], 14, 28),
      it('Tehniskais aprīkojums (projektors, mikrofoni)', ['gab.', 'C62'], 40, 150),
      it('Transfērs lidosta - viesnīca', ['gab.', 'C62'], 25, 70),
    ],
    names: [
      ['Daugavas Krasts', 'Jūrmalas Priedes', 'Vecrīgas Nams', 'Gaujas Līcis'],
      ['SIA', 'AS'],
    ],
    places: [
      ['Rīga', 'LV-1050'],
      ['Jūrmala', 'LV-2015'],
      ['Sigulda', 'LV-2150'],
      ['Cēsis', 'LV-4101'],
    ],
    streets: ['Brīvības iela', 'Kaļķu iela', 'Jomas iela', 'Krišjāņa Valdemāra iela'],
    countries: { DE: 'Vācija', AT: 'Austrija', NL: 'Nīderlande' },
    months:
      'janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī oktobrī novembrī decembrī'.split(
        ' ',
      ),
    bics: ['HABALV22', 'UNLALV2X', 'PARXLV22'],
    banks: ['AS Swedbank', 'AS SEB banka', 'AS Citadele banka'],
  },
  mk2: {
    cc: 'MK',
    rates: ['18', '5'],
    sep: ['.', ','],
    L: {
      title: ['ФАКТУРА', 'Фактура', 'ИЗВОЗНА ФАКТУРА'],
      credit: ['КНИЖНО ОДОБРЕНИЕ'],
      no: ['Број на фактура', 'Фактура бр.', 'Број'],
      issue: ['Датум на издавање', 'Датум', 'Датум на фактура'],
      due: ['Рок на плаќање', 'Валута', 'Датум на доспевање'],
      seller: ['Продавач', 'Испорачател'],
      buyer: ['Купувач', 'Примач', 'Нарачател'],
      pos: ['Р.бр.', 'Бр.'],
      desc: ['Опис', 'Назив на производ', 'Опис на стока / услуга'],
      qty: ['Количина', 'Кол.'],
      unit: ['Ед. мерка', 'Мерка', 'ЕМ'],
      price: ['Цена', 'Единечна цена'],
      rate: ['ДДВ %', 'Стапка'],
      amount: ['Износ', 'Износ без ДДВ', 'Вредност'],
      net: ['Износ без ДДВ', 'Основица', 'Даночна основа'],
      vat: ['ДДВ', 'Износ на ДДВ'],
      total: ['Вкупно за плаќање', 'Вкупно', 'За плаќање'],
      taxId: ['ЕДБ', 'ЕДБ за ДДВ', 'Даночен број'],
      reg: ['ЕМБС', 'Матичен број'],
      bvat: ['ДДВ број', 'ЕДБ за ДДВ'],
      orig: [''],
      bank: ['Жиро сметка', 'Сметка', 'Банка'],
    },
    items: [
      it('Ајвар домашен, лут, 680 г', ['парче', 'C62'], 3, 7, 1),
      it('Мед од багрем, 500 г', ['парче', 'C62'], 4, 9, 1),
      it('Вино Вранец, суво, 0,75 л', ['шише', 'C62'], 4, 12),
      it('Суви пиперки, ниска', ['кг', 'KGM'], 6, 14, 1),
      it('Транспортна услуга до купувачот', ['услуга', 'C62'], 500, 1600),
      it('Складирање во ладилник', ['ден', 'DAY'], 30, 90),
      it('Контрола на квалитет и сертификат', ['час', 'HUR'], 25, 60),
    ],
    names: [
      ['Тиквешки Плодови', 'Вардар Фуд', 'Охридски Бисер', 'Струмичка Градина'],
      ['ДООЕЛ', 'ДОО', 'АД'],
    ],
    places: [
      ['Скопје', '1000'],
      ['Кавадарци', '1430'],
      ['Струмица', '2400'],
      ['Битола', '7000'],
    ],
    streets: ['ул. Македонија', 'бул. Партизански одреди', 'ул. Маршал Тито', 'ул. Гоце Делчев'],
    countries: { DE: 'Германија', AT: 'Австрија', NL: 'Холандија' },
    months: 'јануари февруари март април мај јуни јули август септември октомври ноември декември'.split(' '),
    bics: ['KOBSMK2X', 'STOBMK2X', 'NBPRMK22'],
    banks: ['Комерцијална банка АД Скопје', 'Стопанска банка АД Скопје', 'НЛБ Банка АД Скопје'],
  },
  sq2: {
    cc: 'AL',
    rates: ['20', '6'],
    sep: [',', '.'],
    L: {
      title: ['FATURË', 'Faturë tatimore', 'FATURË TATIMORE'],
      credit: ['FATURË KORRIGJUESE'],
      no: ['Nr. i faturës', 'Numri', 'Numri i faturës'],
      issue: ['Data e lëshimit', 'Data', 'Data e faturës'],
      due: ['Afati i pagesës', 'Data e pagesës', 'Afati'],
      seller: ['Shitësi'],
      buyer: ['Blerësi', 'Klienti'],
      pos: ['Nr.'],
      desc: ['Përshkrimi', 'Emërtimi', 'Përshkrimi i mallit / shërbimit'],
      qty: ['Sasia'],
      unit: ['Njësia', 'Njësi'],
      price: ['Çmimi', 'Çmimi për njësi'],
      rate: ['TVSH %', 'TVSH'],
      amount: ['Vlera', 'Vlera pa TVSH'],
      net: ['Vlera pa TVSH', 'Totali pa TVSH'],
      vat: ['TVSH'],
      total: ['Totali për pagesë', 'Vlera totale', 'Totali me TVSH'],
      taxId: ['NIPT', 'NUIS'],
      reg: [''],
      bvat: ['Nr. TVSH', 'NIPT i blerësit'],
      orig: [''],
      bank: ['Të dhënat bankare', 'Llogaria bankare'],
    },
    items: [
      it('Akomodim, dhomë dyshe me mëngjes', ['natë', 'DAY'], 60, 150, 1),
      it('Akomodim, dhomë teke', ['natë', 'DAY'], 45, 110, 1),
      it('Darkë për grupin, menu fikse', ['copë', 'C62'], 15, 35, 1),
      it('Sallë konferencash me pajisje', ['ditë', 'DAY'], 200, 650),
      it('Shërbim përkthimi gjermanisht - shqip', ['orë', 'HUR'], 20, 45),
      it('Transport me autobus Tiranë - Durrës', ['copë', 'C62'], 80, 260),
      it('Guidë turistike', ['orë', 'HUR'], 15, 35),
    ],
    names: [
      ['Hotel Adriatik', 'Bregdeti Resort', 'Vila Kruja', 'Dajti Tours'],
      ['sh.p.k.', 'sh.a.'],
    ],
    places: [
      ['Tiranë', '1001'],
      ['Durrës', '2001'],
      ['Sarandë', '9701'],
      ['Shkodër', '4001'],
    ],
    streets: [
      'Rruga e Durrësit',
      'Bulevardi Dëshmorët e Kombit',
      'Rruga Ismail Qemali',
      'Lagjja 1, Rruga Taulantia',
    ],
    countries: { DE: 'Gjermani', AT: 'Austri', NL: 'Holandë' },
    months: 'janar shkurt mars prill maj qershor korrik gusht shtator tetor nëntor dhjetor'.split(' '),
    bics: ['SGSBALTX', 'NCBAALTX', 'STANALTR'],
    banks: ['Banka Kombëtare Tregtare', 'Raiffeisen Bank sh.a.', 'Credins Bank'],
  },
};

/** The IBAN of the seller's country: its BBAN shaped as the country has it, with right check digits. */
function ibanFor(cc: string, t: Tools): string {
  const bban: Record<string, () => string> = {
    TR: () => `${t.digits(5)}0${t.digits(16)}`,
    RS: () => t.digits(18),
    UA: () => `${t.pick(['305299', '380805', '351005'])}${t.digits(19)}`,
    IS: () => t.digits(22),
    ES: () => t.digits(20),
    LV: () => `${t.pick(['HABA', 'UNLA', 'PARX'])}${t.digits(13)}`,
    MK: () => t.digits(15),
    AL: () => `${t.digits(8)}${t.digits(16)}`,
  };
  return ibanWithCheck(cc, (bban[cc] ?? (() => t.digits(18)))());
}

/** The seller's tax id: [printed, BT-31 or not] and its registration number. */
function sellerIds(cc: string, t: Tools): [string, boolean, string] {
  const d = t.digits;
  switch (cc) {
    case 'TR':
      return [d(10), false, t.pick(['Antalya Kurumlar', 'Muratpaşa', 'Alanya'])];
    case 'RS':
      return [`1${d(8)}`, false, `2${d(7)}`];
    case 'UA':
      return [d(12), false, `4${d(7)}`];
    case 'IS':
      return [`1${d(5)}`, false, `${t.int(41, 71)}${d(4)}-${d(4)}`];
    case 'ES':
      return [`ES${t.pick(['A', 'B'])}${d(8)}`, true, ''];
    case 'LV':
      return [`LV4000${d(7)}`, true, `4000${d(7)}`];
    case 'MK':
      return [`MK40${d(11)}`, true, d(7)];
    default:
      return [`${t.pick(['L', 'K', 'M'])}${d(8)}${t.pick(['A', 'B', 'L'])}`, false, ''];
  }
}

/** The phone prefix and the names of people who sign, per seller country. */
const LOCAL: Record<string, [string, string[]]> = {
  TR: ['+90 242', ['Ayşe Yılmaz', 'Mehmet Öztürk']],
  RS: ['+381 31', ['Marko Jovanović', 'Jelena Petrović']],
  UA: ['+380 44', ['Олена Коваль', 'Андрій Шевчук']],
  IS: ['+354', ['Guðrún Jónsdóttir', 'Sigurður Þórsson']],
  ES: ['+34 93', ['Jordi Puig', 'Montserrat Ferrer']],
  LV: ['+371', ['Līga Bērziņa', 'Jānis Ozoliņš']],
  MK: ['+389 2', ['Марија Петровска', 'Александар Николовски']],
  AL: ['+355 4', ['Elira Hoxha', 'Arben Shehu']],
};

// ---------------------------------------------------------------------------- the model
const CREDIT_AT: Partial<Record<Tpl, number>> = { sr2: 6, is2: 5, ca2: 3 };
const LONG_AT: Partial<Record<Tpl, number>> = { lv2: 2 };
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '20', '80'])}`;

function drawLabels(L: Spec['L'], t: Tools): Record<LabelKey, string> {
  const out = {} as Record<LabelKey, string>;
  for (const k of Object.keys(L) as LabelKey[]) out[k] = t.pick(L[k]);
  return out;
}

function linesOf(sp: Spec, t: Tools, long: boolean, issue: string): Ln[] {
  const pool = [...sp.items];
  const n = long ? 28 : t.int(2, Math.min(6, pool.length));
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const item = long
      ? (pool[i % pool.length] as Item)
      : (pool.splice(t.int(0, pool.length - 1), 1)[0] as Item);
    const day = long
      ? ` (${addDays(issue, -28 + i)
          .split('-')
          .reverse()
          .slice(0, 2)
          .join('.')}.)`
      : '';
    const qty = String(item.unit[1] === 'KGM' ? t.int(20, 400) : t.int(1, item.lo > 200 ? 3 : 24));
    const price = pr(t, item.lo, item.hi);
    out.push({
      id: String(i + 1),
      name: `${item.name}${day}`,
      qty,
      unit: item.unit,
      price,
      rate: sp.rates[item.r],
      net: round(dec(qty).times(price)),
      sub: [],
      group: '',
    });
  }
  return out;
}

function vatOf(lines: readonly Ln[]) {
  const g = new Map<string, string>();
  for (const l of lines) g.set(l.rate, round(dec(g.get(l.rate) ?? '0').plus(l.net)));
  return [...g.entries()]
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(rate).dividedBy(100)) }));
}

function numberOf(tpl: Tpl, t: Tools): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  const nums: Record<Tpl, () => string> = {
    tr2: () => `${t.pick(['GIB', 'EAR', 'ANT'])}2026${n(9)}`,
    sr2: () => `${t.int(10, 999)}/2026`,
    uk2: () => `${t.int(100, 9999)}`,
    is2: () => `${t.int(10000, 99999)}`,
    ca2: () => `${t.pick(['F', 'FA', '2026/'])}${n(4)}`,
    lv2: () => `${t.pick(['RIX', 'DK', 'LV'])}-${n(5)}`,
    mk2: () => `${n(3)}/26`,
    sq2: () => `${t.int(100, 9999)}/2026`,
  };
  return nums[tpl]();
}

function partiesOf(sp: Spec, h: Helpers, t: Tools): [KitParty, KitParty] {
  const [city, pc] = t.pick(sp.places);
  const name = `${t.pick(sp.names[0])} ${t.pick(sp.names[1])}`;
  const sname = sp.cc === 'UA' ? `${t.pick(sp.names[1])} «${t.pick(sp.names[0])}»` : name;
  const street = `${t.pick(sp.streets)}${sp.cc === 'TR' ? '' : ' '}${t.int(1, 120)}`;
  const s: KitParty = { name: sname, street, pc, city, country: sp.cc };
  const bcc = t.pick(['DE', 'DE', 'AT', 'NL'] as const);
  const bp = h.party(bcc);
  return [s, { ...bp, country: bcc, vat: h.vatId(bcc) }];
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND31_TPLS.length);
  const sp = SPECS[tpl];
  const lab = drawLabels(sp.L, t);
  const [s, b] = partiesOf(sp, h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit =
    CREDIT_AT[tpl] === v ? { orig: numberOf(tpl, t), date: addDays(issue, -t.int(10, 50)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, lab } as unknown as Doc;
  d.negative = tpl === 'is2' && !!credit;
  d.lines = linesOf(sp, t, LONG_AT[tpl] === v, issue);
  d.vat = vatOf(d.lines);
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.charge = '';
  d.paid = '';
  d.po = '';
  d.number = numberOf(tpl, t);
  d.due = addDays(issue, t.pick([8, 10, 14, 15, 30]));
  d.dueShown = !credit || d.negative;
  d.iban = ibanFor(sp.cc, t);
  d.bic = t.pick(sp.bics);
  d.bicShown = v % 4 !== 1;
  d.bankName = t.pick(sp.banks);
  [d.sellerId, d.sellerIdVat, d.regNo] = sellerIds(sp.cc, t);
  d.longDates = v % 2 === 1;
  d.payRef = `${t.pick(['97', '00'])} ${t.digits(2)}-${t.digits(6)}`;
  const [pre, who] = LOCAL[sp.cc] ?? ['+49 30', ['M. Muster']];
  d.manager = t.pick(who);
  d.phone = `${pre} ${t.digits(3)} ${t.digits(4)}`;
  d.email = `${t.pick(['info', 'finance', 'office'])}@${t.pick(['invoice', 'mail', 'office'])}${k}.example`;
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit && !d.negative) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerIdVat ? { vatId: d.sellerId } : { taxRegistrationId: d.sellerId }),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.b.vat ? { vatId: d.b.vat } : {}) };
  if (!d.credit || d.negative)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  return signedTail(inv, d);
}

export function generateBlind31(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND31_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      tr2: drawTr,
      sr2: drawSr,
      uk2: drawUk,
      is2: drawIs,
      ca2: drawCa,
      lv2: drawLv,
      mk2: drawMk,
      sq2: drawSq,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- shared pieces
const sp = (d: Doc) => SPECS[d.tpl];
/** An amount in the layout's notation, negative on a credit note printed negative. */
const money = (d: Doc, v: string, signed = true) => {
  const [th, de] = sp(d).sep;
  const s = groupedMoney(v, th, de);
  return signed && d.negative && !dec(v).isZero() ? `-${s}` : s;
};
const dmy = (iso: string, sep: string, tail = '') => `${iso.split('-').reverse().join(sep)}${tail}`;
/** The date as the layout writes it: digits, or written out with the month name (odd variants). */
function date(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  const mon = sp(d).months[Number(m) - 1] ?? '';
  const day = Number(dd);
  const long: Record<Tpl, () => string> = {
    tr2: () => `${day} ${mon} ${y}`,
    sr2: () => `${day}. ${Number(m)}. ${y}.`,
    uk2: () => `${day} ${mon} ${y} р.`,
    is2: () => `${day}. ${mon} ${y}`,
    ca2: () => `${day} ${'aeiou'.includes(mon.charAt(0)) ? "d'" : 'de '}${mon} de ${y}`,
    lv2: () => `${y}. gada ${day}. ${mon}`,
    mk2: () => `${day} ${mon} ${y}`,
    sq2: () => `${day}. ${m}. ${y}`,
  };
  const short: Record<Tpl, () => string> = {
    tr2: () => dmy(iso, '.'),
    sr2: () => dmy(iso, '.', '.'),
    uk2: () => dmy(iso, '.'),
    is2: () => dmy(iso, '.'),
    ca2: () => dmy(iso, '/'),
    lv2: () => iso,
    mk2: () => dmy(iso, '.'),
    sq2: () => dmy(iso, '/'),
  };
  return (d.longDates ? long : short)[d.tpl]();
}
const qtyOf = (d: Doc, l: Ln) => (d.negative ? `-${l.qty}` : l.qty);
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const buyerLines = (d: Doc) => [d.b.name, d.b.street, town(d.b), sp(d).countries[d.b.country as 'DE']];
const sellerLines = (d: Doc) => [d.s.name, d.s.street, town(d.s)];
const rateCell = (d: Doc, rate: string) => (d.tpl === 'tr2' ? `%${rate}` : `${rate} %`);
const table = (p: Pager, d: Doc, y0: number, cols: Col<Ln>[], wrap: number, top = 70) =>
  letterTable(p, (v) => money(d, v), y0, cols, d.lines, { nameCol: 1, wrap, size: 8.5, top });
/** The usual columns: position, description, then the given middle columns, amount last. */
function cols(d: Doc, mid: Array<'qty' | 'unit' | 'price' | 'rate'>, xs: number[]): Col<Ln>[] {
  const { lab } = d;
  const cell: Record<(typeof mid)[number], (l: Ln) => string> = {
    qty: (l) => qtyOf(d, l),
    unit: (l) => l.unit[0],
    price: (l) => money(d, l.price, false),
    rate: (l) => rateCell(d, l.rate),
  };
  const out: Col<Ln>[] = [
    { head: lab.pos, x: 50, cell: (l) => l.id },
    { head: lab.desc, x: 92, cell: (l) => l.name },
  ];
  mid.forEach((k, i) => void out.push({ head: lab[k], x: xs[i] ?? 400, right: k !== 'unit', cell: cell[k] }));
  out.push({ head: lab.amount, x: 545, right: true, cell: (l) => money(d, l.net) });
  return out;
}
const rule = (p: Pager, y: number) => p.put(y, 50, '_'.repeat(96), { size: 6 });
/** A row per rate (its label names the base), and the VAT total when there are several rates. */
const vatRows = (d: Doc, f: (rate: string, base: string) => string, sum: string): Array<[string, string]> => [
  ...d.vat.map((v): [string, string] => [f(v.rate, money(d, v.base)), money(d, v.tax)]),
  ...(d.vat.length > 1 ? [[sum, money(d, d.vatT)] as [string, string]] : []),
];
const bankLine = (d: Doc) => [`IBAN ${spaced(d.iban)}`, ...(d.bicShown ? [`SWIFT/BIC ${d.bic}`] : [])];

// ---------------------------------------------------------------------------- tr2
function drawTr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  p.put(44, 50, d.s.name, { size: 13, bold: true });
  p.block([d.s.street, `${town(d.s)} / Türkiye`, `Tel: ${d.phone}`, `E-posta: ${d.email}`], 50, 62, {
    size: 8,
  });
  p.block([`${lab.reg}: ${d.regNo}`, `${lab.taxId}: ${d.sellerId}`], 50, 116, { size: 8 });
  p.put(46, 545, lab.title, { size: 15, bold: true, right: true });
  const head: Array<[string, string]> = [
    [`${lab.no}`, `: ${d.number}`],
    [`${lab.issue}`, `: ${date(d, d.issue)}`],
    [`${lab.due}`, `: ${date(d, d.due)}`],
  ];
  head.forEach(([a, v], i) => {
    p.put(74 + i * 13, 350, a, { size: 9 });
    p.put(74 + i * 13, 440, v, { size: 9 });
  });
  p.put(154, 50, lab.buyer, { size: 9, bold: true });
  const y = p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 50, 168, { size: 9.5 });
  rule(p, y + 4);
  const c = cols(d, ['qty', 'unit', 'price', 'rate'], [290, 298, 410, 468]);
  let yy = table(p, d, y + 18, c, 36);
  rule(p, yy - 4);
  const tot: Array<[string, string]> = [
    [lab.net, `${money(d, d.lineNet)} EUR`],
    ...vatRows(d, (r, b) => `${lab.vat} (%${r}, matrah ${b})`, 'KDV Toplamı').map(
      ([a, v]): [string, string] => [a, `${v} EUR`],
    ),
    [lab.total, `${money(d, d.gross)} EUR`],
  ];
  yy = letterTotals(p, yy + 10, tot, 300);
  yy = p.need(yy + 16, 60);
  p.put(yy, 50, lab.bank, { size: 9, bold: true });
  p.block([`Banka: ${d.bankName}`, `Hesap Sahibi: ${d.s.name}`, ...bankLine(d)], 50, yy + 13, { size: 8.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- sr2
function drawSr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  const idl = [`PIB: ${d.sellerId}`, `${lab.reg}: ${d.regNo}`];
  p.put(46, 50, lab.seller, { size: 8, bold: true });
  p.block([...sellerLines(d), 'Srbija', ...idl], 50, 58, { size: 9 });
  p.put(46, 320, lab.buyer, { size: 8, bold: true });
  p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 320, 58, { size: 9 });
  const title = d.credit ? lab.credit : lab.title;
  p.put(160, 50, `${title} ${lab.no} ${d.number}`, { size: 14, bold: true });
  if (d.credit) p.put(176, 50, `${lab.orig} ${d.credit.orig} od ${date(d, d.credit.date)}`, { size: 9 });
  const heads: Array<[string, string]> = [
    [lab.issue, date(d, d.issue)],
    ['Datum prometa', date(d, addDays(d.issue, -1))],
    ...(d.credit ? [] : [[lab.due, date(d, d.due)] as [string, string]]),
    ['Mesto izdavanja', d.s.city],
  ];
  heads.forEach(([a, v], i) => {
    p.put(194, 50 + i * 125, a, { size: 7.5 });
    p.put(206, 50 + i * 125, v, { size: 9.5 });
  });
  let y = table(p, d, 232, cols(d, ['unit', 'qty', 'price', 'rate'], [262, 350, 420, 470]), 34);
  y = p.need(y + 8, 80);
  const vx = [50, 200, 300, 400];
  [lab.rate, lab.net, lab.vat, 'Ukupno'].forEach(
    (h, i) => void p.put(y, vx[i] ?? 50, h, { size: 8, bold: true }),
  );
  y += 12;
  for (const v of d.vat) {
    const cells = [
      `${v.rate} %`,
      money(d, v.base),
      money(d, v.tax),
      money(d, round(dec(v.base).plus(v.tax))),
    ];
    cells.forEach((c, i) => void p.put(y, vx[i] ?? 50, c, { size: 8.5 }));
    y += 12;
  }
  const sums = ['Ukupno', money(d, d.lineNet), money(d, d.vatT), money(d, d.gross)];
  sums.forEach((c, i) => void p.put(y, vx[i] ?? 50, c, { size: 8.5, bold: true }));
  y += 12;
  y = letterTotals(p, y + 8, [[`${lab.total} (EUR)`, money(d, d.gross)]], 300);
  if (!d.credit) {
    p.put(y + 10, 50, `${lab.bank}: ${d.payRef}`, { size: 8.5 });
    p.block([`${d.bankName}`, ...bankLine(d)], 50, y + 24, { size: 8.5 });
  }
  onEveryPage(rows, p.pages(), () => [
    [780, 50, 'Račun je izrađen elektronski i punovažan je bez pečata i potpisa.', 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- uk2
function drawUk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  let y = 50;
  if (d.v % 2) {
    p.put(y, 50, `${lab.title} № ${d.number} від ${date(d, d.issue)}`, { size: 13, bold: true });
    y += 26;
  } else {
    p.put(y, 50, lab.title, { size: 14, bold: true });
    y = p.kv(y + 20, 50, 170, [
      [`${lab.no}:`, d.number],
      [`${lab.issue}:`, date(d, d.issue)],
    ]);
    y += 8;
  }
  p.put(y, 50, `${lab.seller}:`, { size: 9, bold: true });
  p.put(y, 150, d.s.name, { size: 9, bold: true });
  y = p.block(
    [`${d.s.street}, ${town(d.s)}, Україна`, `${lab.reg} ${d.regNo}, ${lab.taxId} ${d.sellerId}`],
    150,
    y + 12,
    { size: 8.5 },
  );
  y = p.block(
    [`IBAN ${d.iban}`, `в ${d.bankName}${d.bicShown ? `, SWIFT ${d.bic}` : ''}`, `тел. ${d.phone}`],
    150,
    y,
    { size: 8.5 },
  );
  p.put(y + 8, 50, `${lab.buyer}:`, { size: 9, bold: true });
  p.put(y + 8, 150, d.b.name, { size: 9, bold: true });
  const [, ...rest] = buyerLines(d);
  y = p.block([...rest, `${lab.bvat}: ${d.b.vat}`], 150, y + 20, { size: 8.5 });
  rule(p, y + 2);
  y = table(p, d, y + 16, cols(d, ['unit', 'qty', 'price'], [330, 410, 475]), 46);
  rule(p, y - 4);
  y = letterTotals(
    p,
    y + 10,
    [
      [`${lab.net}:`, money(d, d.lineNet)],
      [`${lab.vat} ${d.vat[0]?.rate ?? '20'} %:`, money(d, d.vatT)],
      [`${lab.total}:`, `${money(d, d.gross)} EUR`],
    ],
    320,
  );
  if (!(d.v % 2)) y = p.kv(y + 10, 50, 170, [[`${lab.due}:`, date(d, d.due)]]);
  else p.put(y + 10, 50, `${lab.due}: ${date(d, d.due)}`, { size: 9 });
  p.put(y + 40, 50, `Виписав(ла): ____________________ ${d.manager}`, { size: 8.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- is2
function drawIs(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.block([`${d.s.street}, ${town(d.s)}`, `${lab.reg} ${d.regNo} · ${lab.taxId} ${d.sellerId}`], 50, 64, {
    size: 8,
  });
  p.put(46, 545, d.credit ? lab.credit : lab.title, { size: 15, bold: true, right: true });
  p.put(104, 50, lab.buyer, { size: 8, bold: true });
  p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 50, 116, { size: 9.5 });
  const grid: Array<[string, string]> = [
    [lab.no, d.number],
    [lab.issue, date(d, d.issue)],
    [lab.due, date(d, d.due)],
  ];
  rule(p, 180);
  grid.forEach(([a, v], i) => {
    p.put(196, 50 + i * 130, a, { size: 7.5 });
    p.put(208, 50 + i * 130, v, { size: 10, bold: true });
  });
  rule(p, 222);
  let y = 240;
  if (d.credit) {
    p.put(y, 50, `${lab.orig} ${d.credit.orig}`, { size: 9 });
    y += 16;
  }
  const c = cols(d, ['qty', 'unit', 'price', 'rate'], [320, 328, 430, 475]).slice(1);
  c[0] = { ...(c[0] as Col<Ln>), x: 50 };
  y = letterTable(p, (v) => money(d, v), y, c, d.lines, { nameCol: 0, wrap: 48, size: 8.5, top: 70 });
  y = p.need(y + 10, 40);
  const parts = [
    `${lab.net} ${money(d, d.lineNet)}`,
    ...d.vat.map((v) => `${lab.vat} ${v.rate} % af ${money(d, v.base)}: ${money(d, v.tax)}`),
  ];
  p.put(y, 50, parts.join('  ·  '), { size: 8, bold: true });
  const last = [
    ...(d.vat.length > 1 ? [`VSK samtals ${money(d, d.vatT)}`] : []),
    `${lab.total} ${money(d, d.gross)} EUR`,
  ];
  p.put(y + 13, 50, last.join('  ·  '), { size: 9, bold: true });
  p.put(y + 36, 50, `${lab.bank}: ${d.bankName}`, { size: 8.5 });
  p.block(bankLine(d), 50, y + 48, { size: 8.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- ca2
function drawCa(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  p.put(46, 50, lab.seller, { size: 8, bold: true });
  p.block([...sellerLines(d), `${lab.taxId}: ${d.sellerId}`, `Tel. ${d.phone}`], 50, 58, { size: 9 });
  p.put(46, 320, lab.buyer, { size: 8, bold: true });
  p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 320, 58, { size: 9 });
  p.put(150, 50, d.credit ? lab.credit : lab.title, { size: 15, bold: true });
  const head: Array<[string, string]> = [
    [`${lab.no}:`, d.number],
    [`${lab.issue}:`, date(d, d.issue)],
    ...(d.credit
      ? [[`${lab.orig}:`, `${d.credit.orig} (${date(d, d.credit.date)})`] as [string, string]]
      : [[`${lab.due}:`, date(d, d.due)] as [string, string]]),
  ];
  let y = p.kv(172, 50, 180, head);
  rule(p, y);
  const c = cols(d, ['qty', 'unit', 'price', 'rate'], [320, 328, 440, 485]).slice(1);
  c[0] = { ...(c[0] as Col<Ln>), x: 50 };
  y = letterTable(p, (v) => money(d, v), y + 14, c, d.lines, { nameCol: 0, wrap: 42, size: 8.5, top: 70 });
  rule(p, y - 4);
  y = p.need(y + 10, 70);
  const vx = [300, 400, 545];
  [lab.net, lab.rate, lab.vat].forEach(
    (h, i) => void p.put(y, vx[i] ?? 300, h, { size: 8, bold: true, right: true }),
  );
  y += 12;
  for (const v of d.vat) {
    [money(d, v.base), `${v.rate} %`, money(d, v.tax)].forEach(
      (s, i) => void p.put(y, vx[i] ?? 300, s, { size: 8.5, right: true }),
    );
    y += 12;
  }
  [money(d, d.lineNet), '', money(d, d.vatT)].forEach(
    (s, i) => void p.put(y, vx[i] ?? 300, s, { size: 8.5, bold: true, right: true }),
  );
  y = letterTotals(p, y + 18, [[lab.total, `${money(d, d.gross)} €`]], 330);
  if (!d.credit) {
    p.put(y + 12, 50, lab.bank, { size: 8.5 });
    p.block([`${d.bankName} · IBAN ${spaced(d.iban)}${d.bicShown ? ` · BIC ${d.bic}` : ''}`], 50, y + 24, {
      size: 8.5,
    });
  }
  return p.pages();
}

// ---------------------------------------------------------------------------- lv2
function drawLv(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  p.put(46, 50, `${lab.title} ${lab.no} ${d.number}`, { size: 14, bold: true });
  let y = p.kv(66, 50, 190, [
    [`${lab.issue}:`, date(d, d.issue)],
    [`${lab.due}:`, date(d, d.due)],
  ]);
  y = p.kv(y + 10, 50, 190, [
    [`${lab.seller}:`, d.s.name],
    ['Juridiskā adrese:', `${d.s.street}, ${d.s.city}, ${d.s.pc}`],
    [`${lab.reg}:`, d.regNo],
    [`${lab.taxId}:`, d.sellerId],
    ['Banka:', `${d.bankName}${d.bicShown ? `, ${d.bic}` : ''}`],
    [`${lab.bank}:`, d.iban],
  ]);
  y = p.kv(y + 10, 50, 190, [
    [`${lab.buyer}:`, d.b.name],
    ['Adrese:', `${d.b.street}, ${town(d.b)}, ${sp(d).countries[d.b.country as 'DE']}`],
    [`${lab.bvat}:`, d.b.vat ?? ''],
  ]);
  y = table(p, d, y + 16, cols(d, ['unit', 'qty', 'price', 'rate'], [262, 360, 425, 475]), 34);
  y = letterTotals(
    p,
    y + 10,
    [
      [`${lab.net}:`, money(d, d.lineNet)],
      ...vatRows(d, (r, b) => `${lab.vat} ${r} % no ${b}:`, 'PVN kopā:'),
      [`${lab.total}:`, `${money(d, d.gross)} EUR`],
    ],
    320,
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [780, 50, 'Rēķins sagatavots elektroniski un ir derīgs bez paraksta.', 7],
    [780, 545, `${pg}. lpp. no ${n}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- mk2
function drawMk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  const { lab } = d;
  p.put(48, 50, lab.title, { size: 16, bold: true });
  p.put(80, 50, `${lab.buyer}:`, { size: 8, bold: true });
  const yb = p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 50, 92, { size: 9.5 });
  const head: Array<[string, string]> = [
    [lab.no, d.number],
    [lab.issue, date(d, d.issue)],
    [lab.due, date(d, d.due)],
  ];
  head.forEach(([a, v], i) => {
    p.put(yb + 14, 50 + i * 150, a, { size: 7.5 });
    p.put(yb + 26, 50 + i * 150, v, { size: 10, bold: true });
  });
  rule(p, yb + 40);
  let y = table(p, d, yb + 56, cols(d, ['unit', 'qty', 'price', 'rate'], [262, 350, 425, 470]), 34);
  rule(p, y - 4);
  y = p.need(y + 10, 70);
  for (const v of d.vat) {
    p.put(y, 250, `${lab.net} ${v.rate} %`, { size: 8.5 });
    p.put(y, 440, money(d, v.base), { size: 8.5, right: true });
    p.put(y, 460, lab.vat, { size: 8.5 });
    p.put(y, 545, money(d, v.tax), { size: 8.5, right: true });
    y += 13;
  }
  const tot: Array<[string, string]> = [
    ['Вкупно без ДДВ', money(d, d.lineNet)],
    ['Вкупно ДДВ', money(d, d.vatT)],
    [lab.total, `${money(d, d.gross)} EUR`],
  ];
  letterTotals(p, y + 6, tot, 300);
  const foot = [d.s.name, d.s.street, `${town(d.s)}, Македонија`, `${lab.taxId}: ${d.sellerId}`];
  onEveryPage(rows, p.pages(), () => [
    ...footCol(foot, 50, 770, 7),
    ...footCol([`${lab.reg}: ${d.regNo}`, `Тел. ${d.phone}`, d.email], 220, 770, 7),
    ...footCol([`${lab.bank}: ${d.bankName}`, ...bankLine(d)], 370, 770, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- sq2
function drawSq(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { lab } = d;
  p.block([d.s.name, d.s.street, `${town(d.s)}, Shqipëri`, `${lab.taxId}: ${d.sellerId}`], 545, 44, {
    size: 8.5,
    right: true,
  });
  p.put(50, 50, lab.title, { size: 16, bold: true });
  const head: Array<[string, string]> = [
    [d.number, lab.no],
    [date(d, d.issue), lab.issue],
    [date(d, d.due), lab.due],
  ];
  head.forEach(([v, a], i) => {
    p.put(80 + i * 14, 170, v, { size: 9.5, bold: true, right: true });
    p.put(80 + i * 14, 180, a, { size: 8.5 });
  });
  p.put(136, 50, `${lab.buyer}:`, { size: 8.5, bold: true });
  let y = p.block([...buyerLines(d), `${lab.bvat}: ${d.b.vat}`], 50, 148, { size: 9.5 });
  y = table(p, d, y + 16, cols(d, ['unit', 'qty', 'price', 'rate'], [262, 330, 420, 470]), 34);
  y = letterTotals(
    p,
    y + 10,
    [
      [lab.net, money(d, d.lineNet)],
      ...vatRows(d, (r, b) => `${lab.vat} ${r} % mbi ${b}`, 'Totali i TVSH'),
      [lab.total, `${money(d, d.gross)} EUR`],
    ],
    320,
  );
  y = p.need(y + 14, 50);
  p.put(y, 50, lab.bank, { size: 8.5, bold: true });
  p.block([d.bankName, ...bankLine(d)], 50, y + 12, { size: 8.5 });
  return p.pages();
}
