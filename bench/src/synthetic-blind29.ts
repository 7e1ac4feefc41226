/**
 * `--templates blind29` of extraction-synthetic.ts: held-out layouts of session 21 (issue 19,
 * invoices wholly in their producers' own languages), written before reading the extraction
 * rules, for producers who charge their own country's VAT to a German or other EU business (a
 * hotel, a test track, a car rental, an event venue, a trade fair, a coach company, an installer:
 * services taxed where they are performed). Every label, column head, unit and note is in the
 * producer's language, each label drawn per document from two to four synonyms real invoices use
 * (invented names, no file copied) —
 * - `no2` a Norwegian conference hotel: FAKTURA, a boxed grid of labels above values
 *   (Fakturanr. / Fakturadato / Forfallsdato / KID / Kundenr.), overnight stays at 12 % and the
 *   rest at 25 % MVA, NOK or EUR in "1 234,56", the Org.nr. "NO 987 654 321 MVA" in the footer,
 *   a Norwegian account number beside the IBAN; one Kreditnota printed positive;
 * - `fi2` a Lapland winter test track: LASKU, the labels left of their values, the seller ONLY in
 *   the footer (Y-tunnus, ALV-tunnus, bank), the buyer under "Ostaja"/"Asiakas", ALV 25,5 % and
 *   14 %, dates as 3.2.2026, a Finnish reference number (Viitenumero), no rulings; one
 *   Hyvityslasku printed with negative amounts;
 * - `hu2` a Hungarian car rental and chauffeur service: SZÁMLA title line, Eladó/Szállító and Vevő
 *   side by side with Adószám and Közösségi adószám, a row of labels over values (payment mode,
 *   Teljesítés, Kelt, Fizetési határidő, Számla sorszáma), net / ÁFA / gross per row, an ÁFA
 *   table, dates as "2026.02.03." or 2026-02-03, "1051 Budapest, Váci út 23." on one line on half;
 *   one Helyesbítő számla printed with negative amounts;
 * - `ro2` a Romanian event caterer: FACTURĂ, "Seria CJ nr. 00457" or "Nr. factură", Furnizor and
 *   Cumpărător as field lists (Nr. Reg. Com., CIF, Adresa, Banca, IBAN), a column-number row under
 *   the heads on half, TVA 19 %, RON ("lei") or EUR, the Codul fiscal note;
 * - `gr2` a Greek hotel and incentive organiser: ΤΙΜΟΛΟΓΙΟ, ΑΦΜ / ΔΟΥ, the ΜΑΡΚ of the tax
 *   platform, the customer as a field list (Επωνυμία, Διεύθυνση, Πόλη, Τ.Κ., Χώρα, ΑΦΜ), an item
 *   code column, ΦΠΑ 13 % and 24 %, dates dd/mm/yyyy;
 * - `sv2` a Swedish trade-fair exhibitor service: Faktura, labels above values, the seller's
 *   address only in the classic five-column footer (Adress / Telefon / Bankgiro / Org.nr /
 *   Momsreg.nr, "Godkänd för F-skatt"), OCR number, Moms 25 %, SEK with "Öresavrundning" or EUR,
 *   dates yyyy-mm-dd, "1 234,56" or "1 234.56"; two two-page documents with the heads repeated;
 *   one Kreditfaktura printed positive;
 * - `pl2` a Polish coach and tour operator: "Faktura VAT nr FV/123/02/2026" title line, Miejsce /
 *   Data wystawienia / Data sprzedaży, Sprzedawca and Nabywca side by side with NIP (and NIP UE),
 *   Lp. / J.m. / net, rate, VAT and gross per row, "Razem" and "W tym" rows, 8 % and 23 %, PLN or
 *   EUR, "Słownie: …", signature lines;
 * - `cs2` a Czech installation firm: "Faktura – daňový doklad č. …" title line, Dodavatel and
 *   Odběratel with IČO / DIČ, DUZP, Variabilní symbol (the number's digits) and Konstantní symbol,
 *   the account as "123456789/0800", base / DPH / total per row, Rekapitulace DPH, 21 % and 12 %,
 *   CZK or EUR, dates "3. 2. 2026" or 03.02.2026; two two-page documents with a carried sum.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - a credit note printed positive (`no2`, `sv2`): type 381 with positive amounts, the credited
 *   invoice as preceding invoice, no due date, no bank; printed negative (`fi2`, `hu2`): a 380
 *   with negative quantities, line amounts, VAT and totals (prices positive), no due date, no bank;
 * - the seller's VAT id where printed with its country prefix (NO…MVA, FI…, HU…, RO…, EL…, SE…01,
 *   PL…, CZ…) → BT-31; the Hungarian Adószám and the Polish NIP as printed → BT-32; Y-tunnus,
 *   Org.nr, IČO, Nr. Reg. Com., ΔΟΥ, KRS and the like are no field;
 * - a Romanian "Seria CJ nr. 00457" is the number "CJ00457" (series and number, as e-Factura
 *   carries it); where "Nr. factură" prints it whole, that text;
 * - the IBAN (and the BIC where printed) → payment account; Norwegian, Swedish (Bankgiro),
 *   Hungarian (GIRO) and Czech domestic account numbers beside it are no field; KID, OCR,
 *   Viitenumero, Variabilní symbol, ΜΑΡΚ are no field;
 * - units as UN/ECE rec. 20 where the word has a code (stk/kpl/db/buc./τεμ./st/szt./ks → C62,
 *   h/óra/ore/ώρες/tim/godz./hod → HUR, pv/vrk/nap/zi/ημέρες/dgr/doba/dag → DAY, pers./os./άτομα →
 *   IE, km → KMT, l → LTR, m → MTR, bm → LM, m² → MTK, set/sada → SET); a night (natt, διαν., noc)
 *   has no code → C62;
 * - `sv2` in SEK: BT-112 is "Summa inkl. moms", the rounding BT-114 and the due amount "Att
 *   betala" after it; per-row VAT columns (`hu2`, `pl2`, `cs2`): the VAT of a rate is the sum of
 *   its rows' printed VAT;
 * - the buyer's VAT id where printed; the buyer's country from its printed country name.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  type Generated,
  generateByTemplate,
  groupedMoney,
  type KitDoc,
  type KitParty,
  type KitVat,
  kitLine,
  kitVatRow,
  pager,
  type Tools,
} from './synthetic-kit.ts';
import {
  type Col,
  footCol,
  letterTable,
  letterTotals,
  onEveryPage,
  type TableOpts,
} from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND29_TPLS = ['no2', 'fi2', 'hu2', 'ro2', 'gr2', 'sv2', 'pl2', 'cs2'] as const;
type Tpl = (typeof BLIND29_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type BuyerCc = 'DE' | 'AT' | 'NL';

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
  /** the row's printed VAT (net × rate, rounded per row) */
  tax: string;
  /** an item code printed in its own column (`gr2`), no field */
  code: string;
  sub: string[];
  group: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  L: Record<string, string>;
  cur: string;
  /** the currency as printed beside amounts */
  curShown: string;
  th: string;
  dc: string;
  negative: boolean;
  buyerVat: boolean;
  /** BT-32 as printed ('' = none) */
  taxNo: string;
  /** a company register / organisation number (no field) */
  regNo: string;
  /** KID, Viitenumero, OCR, Variabilní symbol (no field) */
  payRef: string;
  delivery: string;
  /** `sv2` in SEK: the öresavrundning ('' = none) */
  rounding: string;
  bankName: string;
  /** a domestic account number printed beside the IBAN (no field) */
  account: string;
  custNo: string;
  manager: string;
  person: string;
  /** `ro2`: series and number apart */
  series: string;
  serial: string;
  /** `hu2`, `cs2`, `ro2`: the seller's town line style */
  oneLineAddr: boolean;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { no2: [3], fi2: [5], hu2: [6], sv2: [5] };
const NEGATIVE = new Set<Tpl>(['fi2', 'hu2']);

export function generateBlind29(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND29_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      no2: drawNo2,
      fi2: drawFi2,
      hu2: drawHu2,
      ro2: drawRo2,
      gr2: drawGr2,
      sv2: drawSv2,
      pl2: drawPl2,
      cs2: drawCs2,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- labels
/** Per layout and label: the synonyms real invoices of that language use; one drawn per document. */
const LABELS: Record<Tpl, Record<string, readonly string[]>> = {
  no2: {
    title: ['FAKTURA', 'Faktura'],
    credit: ['KREDITNOTA', 'Kreditnota'],
    number: ['Fakturanr.', 'Fakturanummer', 'Faktura nr.'],
    creditNo: ['Kreditnotanr.', 'Kreditnota nr.'],
    date: ['Fakturadato', 'Dato'],
    due: ['Forfallsdato', 'Forfall', 'Betalingsfrist'],
    kid: ['KID', 'KID-nr.'],
    po: ['Bestillingsnr.', 'Deres ordrenr.', 'Deres bestilling'],
    cust: ['Kundenr.', 'Kundenummer'],
    orig: ['Gjelder faktura', 'Kreditering av faktura'],
    buyer: ['Kunde', 'Kjøper', 'Faktureres til'],
    bvat: ['MVA-nr.', 'Kundens MVA-nr.', 'Mva-nummer'],
    desc: ['Beskrivelse', 'Varebeskrivelse', 'Tekst'],
    qty: ['Antall', 'Ant.'],
    unit: ['Enhet', 'Enh.'],
    price: ['Pris', 'Enhetspris', 'À-pris'],
    rate: ['MVA %', 'Mva-sats', 'Mva'],
    amount: ['Beløp', 'Sum', 'Beløp eks. mva'],
    net: ['Sum eks. mva', 'Totalt eks. mva', 'Grunnlag'],
    vat: ['Mva', 'MVA', 'Merverdiavgift'],
    vatSum: ['Sum mva', 'Total mva', 'Mva totalt'],
    total: ['Å betale', 'Totalt å betale', 'Sum å betale'],
    creditTotal: ['Til gode', 'Kreditert beløp'],
    account: ['Kontonr.', 'Bankkonto'],
    org: ['Org.nr.', 'Foretaksregisteret'],
  },
  fi2: {
    title: ['LASKU', 'Lasku'],
    credit: ['HYVITYSLASKU', 'Hyvityslasku'],
    number: ['Laskun numero', 'Laskunro', 'Lasku nro'],
    date: ['Päiväys', 'Laskun päivämäärä', 'Laskupäivä'],
    due: ['Eräpäivä', 'Erääntyy', 'Maksettava viimeistään'],
    ref: ['Viitenumero', 'Viite', 'Viitenro'],
    po: ['Tilausnumero', 'Tilausnro', 'Tilaus'],
    terms: ['Maksuehto', 'Maksuaika'],
    orig: ['Hyvitettävä lasku', 'Hyvitys laskusta'],
    buyer: ['Ostaja', 'Asiakas', 'Laskutusosoite'],
    bvat: ['ALV-tunnus', 'Asiakkaan ALV-tunnus'],
    desc: ['Tuote / palvelu', 'Nimike', 'Kuvaus', 'Selite'],
    qty: ['Määrä', 'Lkm'],
    unit: ['Yks.', 'Yksikkö'],
    price: ['À-hinta', 'Yksikköhinta', 'Hinta'],
    rate: ['ALV %', 'Alv-%'],
    amount: ['Yhteensä', 'Veroton', 'Summa'],
    net: ['Veroton yhteensä', 'Veroton hinta yhteensä', 'Yhteensä ilman ALV:tä'],
    vat: ['ALV', 'Arvonlisävero'],
    vatSum: ['ALV yhteensä', 'Arvonlisävero yhteensä'],
    vatSpec: ['ALV-erittely', 'Arvonlisäverot'],
    gross: ['Verollinen', 'Yhteensä sis. ALV'],
    total: ['Maksettava yhteensä', 'Yhteensä', 'Laskun loppusumma'],
    creditTotal: ['Hyvitys yhteensä', 'Hyvitettävä yhteensä'],
    ytun: ['Y-tunnus', 'Y-tunnus:'],
    alv: ['ALV-tunnus', 'ALV-numero', 'Alv-tunniste'],
    home: ['Kotipaikka', 'Kotipaikka:'],
  },
  hu2: {
    title: ['SZÁMLA', 'Számla'],
    credit: ['HELYESBÍTŐ SZÁMLA', 'Helyesbítő számla'],
    number: ['Számla sorszáma', 'Számlaszám', 'Sorszám'],
    date: ['Számla kelte', 'Kelt', 'Kiállítás dátuma'],
    delivery: ['Teljesítés dátuma', 'Teljesítés kelte', 'Teljesítés'],
    due: ['Fizetési határidő', 'Esedékesség'],
    pay: ['Fizetési mód', 'Fizetés módja'],
    transfer: ['Átutalás', 'Banki átutalás'],
    orig: ['Az eredeti számla sorszáma', 'Helyesbített számla'],
    seller: ['Eladó', 'Szállító', 'Kibocsátó'],
    buyer: ['Vevő', 'Vevő (megrendelő)'],
    tax: ['Adószám', 'Adószáma'],
    euvat: ['Közösségi adószám', 'EU adószám', 'Közösségi adószáma'],
    bank: ['Bankszámlaszám', 'Bankszámla'],
    po: ['Megrendelés száma', 'Rendelésszám'],
    desc: ['Megnevezés', 'Tétel', 'Szolgáltatás'],
    qty: ['Menny.', 'Mennyiség'],
    unit: ['Me.e.', 'Egység', 'M.e.'],
    price: ['Egységár', 'Nettó egységár'],
    netv: ['Nettó érték', 'Nettó ár', 'Nettó'],
    rate: ['ÁFA %', 'ÁFA-kulcs', 'Áfa'],
    vatv: ['ÁFA érték', 'ÁFA összeg', 'Áfa összege'],
    gross: ['Bruttó érték', 'Bruttó ár', 'Bruttó'],
    vatTable: ['ÁFA összesítő', 'Áfa-kimutatás'],
    net: ['Nettó összesen', 'Összesen nettó', 'Nettó végösszeg'],
    vat: ['ÁFA összesen', 'Áfa összesen', 'ÁFA tartalom'],
    total: ['Bruttó végösszeg', 'Fizetendő végösszeg', 'Fizetendő összeg'],
  },
  ro2: {
    title: ['FACTURĂ', 'FACTURĂ FISCALĂ', 'Factură'],
    seria: ['Seria', 'Seria:'],
    nr: ['nr.', 'Nr.'],
    numberWhole: ['Nr. factură', 'Număr factură', 'Factura nr.'],
    date: ['Data emiterii', 'Data facturii', 'Data'],
    due: ['Data scadenței', 'Scadența', 'Termen de plată'],
    cur: ['Moneda', 'Monedă'],
    cota: ['Cota TVA', 'Cota T.V.A.'],
    po: ['Comanda nr.', 'Nr. comandă'],
    seller: ['Furnizor', 'Prestator'],
    buyer: ['Cumpărător', 'Client', 'Beneficiar'],
    reg: ['Nr. Reg. Com.', 'Nr. ord. reg. com.', 'Reg. Com.'],
    cif: ['CIF', 'Cod fiscal', 'CUI', 'Cod de identificare fiscală'],
    addr: ['Adresa', 'Sediul', 'Sediul social'],
    county: ['jud.', 'județul'],
    bank: ['Banca', 'Bancă'],
    nrcrt: ['Nr. crt.', 'Nr.'],
    desc: ['Denumirea produselor sau a serviciilor', 'Denumire', 'Descriere servicii'],
    unit: ['U.M.', 'UM'],
    qty: ['Cant.', 'Cantitate'],
    price: ['Preț unitar', 'P.U.'],
    val: ['Valoarea', 'Valoare'],
    vatv: ['Valoarea TVA', 'TVA', 'Valoare TVA'],
    net: ['Total fără TVA', 'Total valoare fără TVA', 'Subtotal'],
    vat: ['TVA', 'Total TVA'],
    total: ['Total de plată', 'Total factură', 'Total general'],
  },
  gr2: {
    title: ['ΤΙΜΟΛΟΓΙΟ', 'ΤΙΜΟΛΟΓΙΟ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ', 'Τιμολόγιο Παροχής Υπηρεσιών'],
    number: ['Αριθμός', 'Α.Α.', 'Αρ. Τιμολογίου'],
    date: ['Ημερομηνία', 'Ημ/νία έκδοσης', 'Ημερομηνία έκδοσης'],
    due: ['Ημερομηνία λήξης', 'Λήξη πληρωμής', 'Προθεσμία πληρωμής'],
    mark: ['ΜΑΡΚ', 'Μ.ΑΡ.Κ.'],
    afm: ['ΑΦΜ', 'Α.Φ.Μ.'],
    doy: ['ΔΟΥ', 'Δ.Ο.Υ.'],
    buyer: ['Πελάτης', 'Αγοραστής', 'Στοιχεία πελάτη'],
    name: ['Επωνυμία', 'Επωνυμία:'],
    addr: ['Διεύθυνση', 'Δ/νση'],
    city: ['Πόλη', 'Πόλη:'],
    tk: ['Τ.Κ.', 'ΤΚ'],
    country: ['Χώρα', 'Χώρα:'],
    pay: ['Τρόπος πληρωμής', 'Τρόπος εξόφλησης'],
    bankPay: ['Κατάθεση σε τράπεζα', 'Τραπεζική μεταφορά'],
    po: ['Αρ. παραγγελίας', 'Παραγγελία'],
    code: ['Κωδικός', 'Κωδ.'],
    desc: ['Περιγραφή', 'Περιγραφή υπηρεσίας', 'Είδος'],
    qty: ['Ποσότητα', 'Ποσ.'],
    unit: ['Μ.Μ.', 'Μον.'],
    price: ['Τιμή μονάδας', 'Τιμή μον.', 'Τιμή'],
    rate: ['ΦΠΑ %', 'Συντ. ΦΠΑ'],
    val: ['Αξία', 'Ποσό'],
    net: ['Καθαρή αξία', 'Σύνολο καθαρής αξίας', 'Αξία προ ΦΠΑ'],
    vat: ['ΦΠΑ', 'Φ.Π.Α.'],
    vatSum: ['Σύνολο ΦΠΑ', 'Φ.Π.Α. σύνολο'],
    on: ['επί', 'επί αξίας'],
    total: ['Σύνολο', 'Συνολική αξία', 'Πληρωτέο ποσό'],
    bank: ['Τράπεζα', 'Τραπεζικός λογαριασμός'],
  },
  sv2: {
    title: ['Faktura', 'FAKTURA'],
    credit: ['Kreditfaktura', 'KREDITFAKTURA'],
    number: ['Fakturanummer', 'Fakturanr', 'Fakturanr.'],
    date: ['Fakturadatum', 'Datum'],
    due: ['Förfallodatum', 'Förfallodag', 'Sista betalningsdag'],
    ocr: ['OCR-nummer', 'OCR', 'Betalningsreferens'],
    our: ['Vår referens', 'Vår ref.'],
    your: ['Er referens', 'Er ref.'],
    po: ['Ert ordernr', 'Beställningsnummer', 'Ordernummer'],
    terms: ['Betalningsvillkor', 'Betalningsvillkor:'],
    orig: ['Krediterar faktura', 'Avser faktura'],
    buyer: ['Fakturaadress', 'Kund'],
    bvat: ['Ert momsreg.nr', 'Kundens momsreg.nr'],
    desc: ['Benämning', 'Beskrivning', 'Artikel'],
    qty: ['Antal', 'Ant.'],
    unit: ['Enhet', 'Enh'],
    price: ['À-pris', 'Pris', 'Á-pris'],
    amount: ['Belopp', 'Summa'],
    net: ['Netto', 'Summa exkl. moms', 'Belopp exkl. moms'],
    vat: ['Moms', 'Mervärdesskatt'],
    sumInc: ['Summa inkl. moms', 'Totalt inkl. moms'],
    round: ['Öresavrundning', 'Avrundning'],
    total: ['Att betala', 'Summa att betala', 'Totalt att betala'],
    creditTotal: ['Att återfå', 'Kreditbelopp'],
    addr: ['Adress', 'Postadress'],
    phone: ['Telefon', 'Tel'],
    org: ['Org.nr', 'Organisationsnr'],
    moms: ['Momsreg.nr', 'Momsreg.nr.', 'Momsregistreringsnummer'],
    page: ['Sida', 'Sid'],
  },
  pl2: {
    title: ['Faktura VAT', 'Faktura', 'FAKTURA VAT'],
    nr: ['nr', 'Nr'],
    place: ['Miejsce wystawienia', 'Miejsce wystawienia:'],
    date: ['Data wystawienia', 'Data wystawienia:'],
    sale: ['Data sprzedaży', 'Data wykonania usługi', 'Data dostawy/wykonania usługi'],
    due: ['Termin płatności', 'Termin zapłaty'],
    pay: ['Sposób płatności', 'Forma płatności'],
    account: ['Numer konta', 'Nr rachunku', 'Rachunek bankowy'],
    po: ['Nr zamówienia', 'Zamówienie nr'],
    seller: ['Sprzedawca', 'Wystawca'],
    buyer: ['Nabywca', 'Nabywca:'],
    nipue: ['NIP UE', 'NIP-UE', 'Nr VAT UE'],
    lp: ['Lp.', 'L.p.'],
    desc: ['Nazwa towaru lub usługi', 'Nazwa usługi', 'Nazwa'],
    unit: ['J.m.', 'jm.', 'Jedn.'],
    qty: ['Ilość', 'Ilość'],
    price: ['Cena netto', 'Cena jedn.'],
    netv: ['Wartość netto', 'Wartość netto'],
    rate: ['Stawka', 'VAT %', 'St. VAT'],
    vatv: ['Kwota VAT', 'VAT'],
    gross: ['Wartość brutto', 'Brutto'],
    razem: ['Razem', 'Ogółem'],
    wtym: ['W tym', 'w tym'],
    total: ['Do zapłaty', 'Razem do zapłaty'],
    words: ['Słownie', 'Słownie:'],
  },
  cs2: {
    title: ['Faktura – daňový doklad', 'FAKTURA – DAŇOVÝ DOKLAD', 'Faktura - daňový doklad'],
    number: ['Číslo faktury', 'Faktura č.', 'Číslo dokladu'],
    date: ['Datum vystavení', 'Vystaveno'],
    duzp: ['DUZP', 'Datum uskutečnění zdanitelného plnění', 'Datum zdan. plnění'],
    due: ['Datum splatnosti', 'Splatnost', 'Splatno dne'],
    pay: ['Forma úhrady', 'Způsob platby'],
    transfer: ['Převodem', 'Bankovní převod'],
    vs: ['Variabilní symbol', 'VS', 'Var. symbol'],
    ks: ['Konstantní symbol', 'KS'],
    seller: ['Dodavatel', 'Prodávající'],
    buyer: ['Odběratel', 'Kupující'],
    ico: ['IČO', 'IČ'],
    account: ['Číslo účtu', 'Bankovní účet', 'Účet'],
    po: ['Objednávka č.', 'Číslo objednávky', 'Vaše objednávka'],
    desc: ['Označení dodávky', 'Popis', 'Položka'],
    qty: ['Množství', 'Počet'],
    unit: ['MJ', 'm.j.', 'Jedn.'],
    price: ['Cena za MJ', 'Jedn. cena', 'Cena/MJ'],
    rate: ['Sazba', 'DPH %', '%DPH'],
    base: ['Bez DPH', 'Základ', 'Cena bez DPH'],
    vatv: ['DPH', 'Daň'],
    gross: ['Celkem', 'S DPH', 'Celkem s DPH'],
    recap: ['Rekapitulace DPH', 'Přehled DPH'],
    recapSum: ['Součet', 'Celkem'],
    baseT: ['Základ', 'Základ daně'],
    total: ['Celkem k úhradě', 'K úhradě', 'Celkem k zaplacení'],
    carry: ['Převod', 'Přenos'],
    issuedBy: ['Vystavil', 'Vystavil:'],
  },
};

function drawLabels(t: Tools, set: Record<string, readonly string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, syn] of Object.entries(set)) out[k] = t.pick(syn);
  return out;
}
/** The label drawn for this document (a missing one is a generator error). */
function lb(d: Doc, k: string): string {
  const s = d.L[k];
  if (s === undefined) throw new Error(`blind29 ${d.tpl}: no label ${k}`);
  return s;
}

// ---------------------------------------------------------------------------- parties
interface SellerPool {
  cc: string;
  names: string[];
  forms: string[];
  places: Array<[string, string]>;
  streets: string[];
  street: (s: string, t: Tools) => string;
}
const SELLER_POOLS: Record<Tpl, SellerPool> = {
  no2: {
    cc: 'NO',
    names: ['Fjordheim Hotell', 'Nordlys Konferansehotell', 'Bergtun Hotell og Konferanse'],
    forms: ['AS'],
    places: [
      ['Bergen', '5003'],
      ['Ålesund', '6002'],
      ['Tromsø', '9008'],
      ['Stavanger', '4006'],
    ],
    streets: ['Strandkaien', 'Kongens gate', 'Sjøgata', 'Torgallmenningen'],
    street: (s, t) => `${s} ${t.int(1, 48)}`,
  },
  fi2: {
    cc: 'FI',
    names: ['Lapin Testikeskus', 'Arctic Drive Test', 'Napapiirin Ajoratapalvelut'],
    forms: ['Oy', 'Oy Ab'],
    places: [
      ['Rovaniemi', '96100'],
      ['Ivalo', '99800'],
      ['Muonio', '99300'],
      ['Kittilä', '99100'],
    ],
    streets: ['Lentokentäntie', 'Koskikatu', 'Ounasjoentie', 'Jäämerentie'],
    street: (s, t) => `${s} ${t.int(1, 60)}${t.pick(['', '', ' B', ' C 4'])}`,
  },
  hu2: {
    cc: 'HU',
    names: ['Duna Autókölcsönző', 'Pannon Transzfer és Autóbérlés', 'Buda Limuzin'],
    forms: ['Kft.', 'Zrt.'],
    places: [
      ['Budapest', '1051'],
      ['Budapest', '1139'],
      ['Győr', '9021'],
      ['Debrecen', '4025'],
    ],
    streets: ['Váci út', 'Nádor utca', 'Baross Gábor út', 'Piac utca'],
    street: (s, t) => `${s} ${t.int(1, 120)}.`,
  },
  ro2: {
    cc: 'RO',
    names: ['Transilvania Events', 'Carpați Catering', 'Someș Conferințe'],
    forms: ['S.R.L.'],
    places: [
      ['Cluj-Napoca', '400114'],
      ['Brașov', '500030'],
      ['Timișoara', '300011'],
      ['Iași', '700259'],
    ],
    streets: ['Str. Memorandumului', 'Bd. Eroilor', 'Str. Republicii', 'Calea Dorobanților'],
    street: (s, t) => `${s} nr. ${t.int(1, 90)}`,
  },
  gr2: {
    cc: 'GR',
    names: ['Αιγαίο Ξενοδοχειακή', 'Ακτή Τουριστική', 'Ολυμπία Συνεδριακή'],
    forms: ['Α.Ε.', 'Ι.Κ.Ε.'],
    places: [
      ['Αθήνα', '105 57'],
      ['Θεσσαλονίκη', '546 24'],
      ['Ηράκλειο', '712 02'],
      ['Ρόδος', '851 00'],
    ],
    streets: ['Λεωφ. Συγγρού', 'Οδός Ερμού', 'Λεωφ. Νίκης', 'Οδός 25ης Μαρτίου'],
    street: (s, t) => `${s} ${t.int(1, 180)}`,
  },
  sv2: {
    cc: 'SE',
    names: ['Mässhallen Syd', 'Nordisk Mässervice', 'Älvsjö Monterbygg'],
    forms: ['AB'],
    places: [
      ['Malmö', '211 34'],
      ['Göteborg', '412 94'],
      ['Stockholm', '125 80'],
      ['Jönköping', '553 18'],
    ],
    streets: ['Mässgatan', 'Storgatan', 'Hamngatan', 'Industrivägen'],
    street: (s, t) => `${s} ${t.int(1, 40)}`,
  },
  pl2: {
    cc: 'PL',
    names: ['Tatra-Bus', 'Wawel Travel Serwis', 'Podhale Turystyka'],
    forms: ['Sp. z o.o.', 'S.A.'],
    places: [
      ['Kraków', '31-042'],
      ['Zakopane', '34-500'],
      ['Nowy Targ', '34-400'],
      ['Katowice', '40-005'],
    ],
    streets: ['ul. Długa', 'ul. Krupówki', 'ul. Floriańska', 'ul. Kościuszki'],
    street: (s, t) => `${s} ${t.int(1, 90)}${t.pick(['', '', `/${t.int(1, 12)}`])}`,
  },
  cs2: {
    cc: 'CZ',
    names: ['Montáže Vysočina', 'Elektro-Strojmont', 'Moravská průmyslová montáž'],
    forms: ['s.r.o.', 'a.s.'],
    places: [
      ['Brno', '602 00'],
      ['Jihlava', '586 01'],
      ['Ostrava', '702 00'],
      ['Plzeň', '301 00'],
    ],
    streets: ['Kounicova', 'Masarykova', 'Průmyslová', 'Nádražní'],
    street: (s, t) => `${s} ${t.int(100, 2400)}/${t.int(1, 40)}`,
  },
};

const COUNTRY: Record<Tpl, Record<BuyerCc, string>> = {
  no2: { DE: 'Tyskland', AT: 'Østerrike', NL: 'Nederland' },
  fi2: { DE: 'Saksa', AT: 'Itävalta', NL: 'Alankomaat' },
  hu2: { DE: 'Németország', AT: 'Ausztria', NL: 'Hollandia' },
  ro2: { DE: 'Germania', AT: 'Austria', NL: 'Țările de Jos' },
  gr2: { DE: 'Γερμανία', AT: 'Αυστρία', NL: 'Ολλανδία' },
  sv2: { DE: 'Tyskland', AT: 'Österrike', NL: 'Nederländerna' },
  pl2: { DE: 'Niemcy', AT: 'Austria', NL: 'Holandia' },
  cs2: { DE: 'Německo', AT: 'Rakousko', NL: 'Nizozemsko' },
};
const OWN_COUNTRY: Record<Tpl, string> = {
  no2: 'Norge',
  fi2: 'Suomi',
  hu2: 'Magyarország',
  ro2: 'România',
  gr2: 'Ελλάδα',
  sv2: 'Sverige',
  pl2: 'Polska',
  cs2: 'Česká republika',
};

/** The seller: name, address, its VAT id (BT-31) and the register number printed beside it. */
function sellerOf(tpl: Tpl, t: Tools): { s: KitParty; regNo: string } {
  const pool = SELLER_POOLS[tpl];
  const [city, pc] = t.pick(pool.places);
  const name = `${t.pick(pool.names)} ${t.pick(pool.forms)}`;
  const street = pool.street(t.pick(pool.streets), t);
  const d = t.digits;
  const ids: Record<Tpl, () => [string, string]> = {
    no2: () => {
      const org = `9${d(8)}`;
      return [`NO${org}MVA`, org];
    },
    fi2: () => {
      const y = d(8);
      return [`FI${y}`, `${y.slice(0, 7)}-${y.slice(7)}`];
    },
    hu2: () => {
      const x = `1${d(7)}`;
      return [`HU${x}`, `${x}-2-${t.pick(['41', '42', '08', '09'])}`];
    },
    ro2: () => [
      `RO${t.int(1000000, 49999999)}`,
      `J${t.pick(['12', '08', '35', '22'])}/${t.int(100, 4999)}/20${t.int(10, 24)}`,
    ],
    gr2: () => [
      `EL${t.pick(['0', '8', '9'])}${d(8)}`,
      t.pick(['ΦΑΕ Αθηνών', 'Δ.Ο.Υ. Ιωνίας Θεσσαλονίκης', 'Ηρακλείου', 'Ρόδου']),
    ],
    sv2: () => {
      const org = `556${d(7)}`;
      return [`SE${org}01`, `${org.slice(0, 6)}-${org.slice(6)}`];
    },
    pl2: () => {
      const nip = `${t.int(500, 999)}${d(7)}`;
      return [`PL${nip}`, nip];
    },
    cs2: () => {
      const ico = `${t.int(2, 8)}${d(7)}`;
      return [`CZ${ico}`, ico];
    },
  };
  const [vat, regNo] = ids[tpl]();
  return { s: { name, street, pc, city, country: pool.cc, vat, vatShown: vat }, regNo };
}

// ---------------------------------------------------------------------------- lines
type LnDraft = Pick<Ln, 'name' | 'qty' | 'unit' | 'price' | 'rate'> & Partial<Pick<Ln, 'code'>>;
const mk = (i: number, l: LnDraft): Ln => {
  const net = round(dec(l.qty).times(l.price));
  return {
    id: String(i + 1),
    code: '',
    sub: [],
    group: '',
    ...l,
    net,
    tax: round(dec(net).times(l.rate).dividedBy(100)),
  };
};
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '25', '75'])}`;
/** Some of the drafts in their order: the first `keep`, then each of the rest with chance `p`. */
function some(t: Tools, drafts: LnDraft[], keep: number, p = 0.55): LnDraft[] {
  return drafts.filter((_, i) => i < keep || t.rnd() < p);
}

function no2Lines(d: Doc): Ln[] {
  const { t } = d;
  const nights = String(t.int(1, 4));
  const guests = t.int(6, 40);
  if (d.credit)
    return [
      {
        name: 'Avbestilte rom, enkeltrom inkl. frokost',
        qty: String(t.int(2, 8)),
        unit: ['natt', 'C62'] as [string, string],
        price: pr(t, 1190, 1890),
        rate: '12',
      },
      {
        name: 'Avbestilt middag i restauranten',
        qty: String(t.int(4, 12)),
        unit: ['pers.', 'IE'] as [string, string],
        price: pr(t, 550, 790),
        rate: '25',
      },
    ].map((l, i) => mk(i, l));
  const drafts: LnDraft[] = [
    {
      name: 'Overnatting enkeltrom inkl. frokost',
      qty: String(guests * Number(nights)),
      unit: ['natt', 'C62'],
      price: pr(t, 1190, 1890),
      rate: '12',
    },
    {
      name: `Dagpakke konferanse (møterom, lunsj, kaffe), ${nights} dager`,
      qty: String(guests),
      unit: ['pers.', 'IE'],
      price: pr(t, 690, 1150),
      rate: '25',
    },
    {
      name: 'Middag treretters i restauranten',
      qty: String(guests),
      unit: ['pers.', 'IE'],
      price: pr(t, 550, 790),
      rate: '25',
    },
    {
      name: 'Møterom Fjordsalen, tillegg kveld',
      qty: nights,
      unit: ['dag', 'DAY'],
      price: pr(t, 2500, 6500),
      rate: '25',
    },
    {
      name: 'Teknisk utstyr: projektor og trådløse mikrofoner',
      qty: String(t.int(1, 3)),
      unit: ['stk', 'C62'],
      price: pr(t, 450, 1200),
      rate: '25',
    },
    {
      name: 'Parkering i garasje',
      qty: String(t.int(2, 10)),
      unit: ['dag', 'DAY'],
      price: pr(t, 180, 260),
      rate: '25',
    },
  ];
  return some(t, drafts, 2).map((l, i) => mk(i, l));
}

function fi2Lines(d: Doc): Ln[] {
  const { t } = d;
  const days = String(t.int(2, 9));
  const drafts: LnDraft[] = d.credit
    ? [
        {
          name: 'Peruttu ratapäivä, jääkäsittelyalue',
          qty: String(t.int(1, 3)),
          unit: ['pv', 'DAY'],
          price: pr(t, 2900, 5800),
          rate: '25.5',
        },
        {
          name: 'Peruttu majoitus, mökki 4 hengelle',
          qty: String(t.int(1, 4)),
          unit: ['vrk', 'DAY'],
          price: pr(t, 140, 260),
          rate: '14',
        },
      ]
    : [
        {
          name: 'Talvitestiradan vuokra, jääkäsittelyalue',
          qty: days,
          unit: ['pv', 'DAY'],
          price: pr(t, 2900, 5800),
          rate: '25.5',
        },
        {
          name: 'Lumirata, käsittelyrata ja mäkiosuus',
          qty: days,
          unit: ['pv', 'DAY'],
          price: pr(t, 1800, 3600),
          rate: '25.5',
        },
        {
          name: 'Lämmitetty testihalli, yksi ajoneuvopaikka',
          qty: days,
          unit: ['vrk', 'DAY'],
          price: pr(t, 190, 390),
          rate: '25.5',
        },
        {
          name: 'Majoitus, mökki 4 hengelle',
          qty: String(Number(days) * t.int(1, 3)),
          unit: ['vrk', 'DAY'],
          price: pr(t, 140, 260),
          rate: '14',
        },
        {
          name: 'Ratamestari ja turvallisuusvalvonta',
          qty: String(t.int(8, 60)),
          unit: ['h', 'HUR'],
          price: pr(t, 55, 85),
          rate: '25.5',
        },
        {
          name: 'Polttoaine, bensiini 98E',
          qty: String(t.int(60, 480)),
          unit: ['l', 'LTR'],
          price: `2.${t.int(10, 49)}`,
          rate: '25.5',
        },
        {
          name: 'Lounas testipäivinä',
          qty: String(t.int(8, 60)),
          unit: ['kpl', 'C62'],
          price: pr(t, 13, 19),
          rate: '14',
        },
      ];
  return some(t, drafts, 2).map((l, i) => mk(i, l));
}

function hu2Lines(d: Doc): Ln[] {
  const { t } = d;
  const drafts: LnDraft[] = d.credit
    ? [
        {
          name: 'Személygépkocsi bérlés, Skoda Superb – visszatérítés',
          qty: String(t.int(1, 3)),
          unit: ['nap', 'DAY'],
          price: pr(t, 65, 120),
          rate: '27',
        },
      ]
    : [
        {
          name: 'Személygépkocsi bérlés, Skoda Superb',
          qty: String(t.int(2, 12)),
          unit: ['nap', 'DAY'],
          price: pr(t, 65, 120),
          rate: '27',
        },
        {
          name: 'Kisbusz bérlés sofőrrel (9 fő)',
          qty: String(t.int(1, 5)),
          unit: ['nap', 'DAY'],
          price: pr(t, 240, 420),
          rate: '27',
        },
        {
          name: 'Sofőrszolgálat, Budapest–Győr–Budapest',
          qty: String(t.int(4, 16)),
          unit: ['óra', 'HUR'],
          price: pr(t, 28, 45),
          rate: '27',
        },
        {
          name: 'Repülőtéri transzfer, Liszt Ferenc repülőtér',
          qty: String(t.int(1, 6)),
          unit: ['db', 'C62'],
          price: pr(t, 35, 70),
          rate: '27',
        },
        {
          name: 'Többletkilométer',
          qty: String(t.int(40, 900)),
          unit: ['km', 'KMT'],
          price: `0.${t.int(18, 45)}`,
          rate: '27',
        },
        {
          name: 'Autópálya-matrica (e-matrica), 10 napos',
          qty: '1',
          unit: ['db', 'C62'],
          price: pr(t, 12, 18),
          rate: '27',
        },
      ];
  return some(t, drafts, 2).map((l, i) => mk(i, l));
}

function ro2Lines(d: Doc): Ln[] {
  const { t } = d;
  const pax = String(t.int(20, 160));
  const drafts: LnDraft[] = [
    {
      name: 'Închiriere sală de conferință cu echipare standard',
      qty: String(t.int(1, 3)),
      unit: ['zi', 'DAY'],
      price: pr(t, 900, 3200),
      rate: '19',
    },
    {
      name: 'Pauză de cafea (cafea, apă, patiserie)',
      qty: pax,
      unit: ['pers.', 'IE'],
      price: pr(t, 25, 45),
      rate: '19',
    },
    { name: 'Prânz tip bufet suedez', qty: pax, unit: ['pers.', 'IE'], price: pr(t, 75, 140), rate: '19' },
    {
      name: 'Cină festivă cu meniu fix și băuturi',
      qty: pax,
      unit: ['pers.', 'IE'],
      price: pr(t, 160, 290),
      rate: '19',
    },
    {
      name: 'Echipament audio-video și tehnician',
      qty: String(t.int(4, 20)),
      unit: ['ore', 'HUR'],
      price: pr(t, 90, 220),
      rate: '19',
    },
    {
      name: 'Servicii de traducere simultană',
      qty: String(t.int(4, 16)),
      unit: ['ore', 'HUR'],
      price: pr(t, 180, 320),
      rate: '19',
    },
    {
      name: 'Aranjamente florale pentru mese',
      qty: String(t.int(4, 20)),
      unit: ['buc.', 'C62'],
      price: pr(t, 60, 180),
      rate: '19',
    },
    {
      name: 'Mape personalizate și ecusoane',
      qty: pax,
      unit: ['set', 'SET'],
      price: pr(t, 12, 30),
      rate: '19',
    },
  ];
  return some(t, drafts, 2, 0.5).map((l, i) => mk(i, l));
}

function gr2Lines(d: Doc): Ln[] {
  const { t } = d;
  const pax = t.int(8, 60);
  const nights = t.int(2, 6);
  const drafts: LnDraft[] = [
    {
      code: 'ΔΙΑ-01',
      name: 'Διαμονή σε δίκλινο δωμάτιο με πρωινό',
      qty: String(Math.ceil(pax / 2) * nights),
      unit: ['διαν.', 'C62'],
      price: pr(t, 95, 240),
      rate: '13',
    },
    {
      code: 'ΕΣΤ-02',
      name: 'Ημιδιατροφή (δείπνο σε μπουφέ)',
      qty: String(pax * nights),
      unit: ['άτομα', 'IE'],
      price: pr(t, 22, 45),
      rate: '13',
    },
    {
      code: 'ΜΕΤ-03',
      name: 'Μεταφορά από και προς το αεροδρόμιο με λεωφορείο',
      qty: String(t.int(2, 4)),
      unit: ['τεμ.', 'C62'],
      price: pr(t, 280, 650),
      rate: '24',
    },
    {
      code: 'ΕΚΔ-04',
      name: 'Ημερήσια κρουαζιέρα με γεύμα',
      qty: String(pax),
      unit: ['άτομα', 'IE'],
      price: pr(t, 65, 120),
      rate: '24',
    },
    {
      code: 'ΣΥΝ-05',
      name: 'Αίθουσα συνεδρίων, πλήρης ημέρα',
      qty: String(t.int(1, 3)),
      unit: ['ημέρες', 'DAY'],
      price: pr(t, 600, 1800),
      rate: '24',
    },
    {
      code: 'ΞΕΝ-06',
      name: 'Ξεναγός με άδεια, αρχαιολογικός χώρος',
      qty: String(t.int(3, 8)),
      unit: ['ώρες', 'HUR'],
      price: pr(t, 45, 80),
      rate: '24',
    },
  ];
  return some(t, drafts, 2).map((l, i) => mk(i, l));
}

const SV_BOOTHS = ['A:12', 'A:31', 'B:04', 'B:17', 'C:09', 'C:22'];
function sv2Items(t: Tools, pre: string, days: number): LnDraft[] {
  return [
    {
      name: `${pre}Monteryta, hall och rad enligt bokning`,
      qty: String(t.int(9, 64)),
      unit: ['m²', 'MTK'],
      price: pr(t, 950, 1900),
      rate: '25',
    },
    {
      name: `${pre}Grundmonter med väggar och skylt`,
      qty: '1',
      unit: ['st', 'C62'],
      price: pr(t, 4500, 12000),
      rate: '25',
    },
    {
      name: `${pre}Elanslutning 10 A inkl. förbrukning`,
      qty: '1',
      unit: ['st', 'C62'],
      price: pr(t, 1400, 2600),
      rate: '25',
    },
    {
      name: `${pre}Internet, fast uppkoppling 100 Mbit/s`,
      qty: '1',
      unit: ['st', 'C62'],
      price: pr(t, 1900, 3400),
      rate: '25',
    },
    {
      name: `${pre}Monterstädning, daglig`,
      qty: String(days),
      unit: ['dgr', 'DAY'],
      price: pr(t, 350, 690),
      rate: '25',
    },
    {
      name: `${pre}Möbelhyra: barbord och barstolar`,
      qty: String(t.int(1, 6)),
      unit: ['st', 'C62'],
      price: pr(t, 390, 890),
      rate: '25',
    },
    {
      name: `${pre}Montörstimmar, bygg och riv`,
      qty: String(t.int(4, 24)),
      unit: ['tim', 'HUR'],
      price: pr(t, 540, 720),
      rate: '25',
    },
  ];
}
function sv2Lines(d: Doc): Ln[] {
  const { t } = d;
  const days = t.int(3, 5);
  if (d.credit)
    return [
      {
        name: 'Kreditering: internetanslutning ej levererad',
        qty: '1',
        unit: ['st', 'C62'] as [string, string],
        price: pr(t, 1900, 3400),
        rate: '25',
      },
      {
        name: 'Kreditering: monterstädning',
        qty: String(days),
        unit: ['dgr', 'DAY'] as [string, string],
        price: pr(t, 350, 690),
        rate: '25',
      },
    ].map((l, i) => mk(i, l));
  if (d.v % 4 === 3) {
    const booths = SV_BOOTHS.slice(0, t.int(4, 5));
    const all = booths.flatMap((b) => sv2Items(t, `Monter ${b}: `, days));
    return all.map((l, i) => mk(i, l));
  }
  const extra: LnDraft[] = [
    {
      name: 'Utställarkort, extra',
      qty: String(t.int(2, 10)),
      unit: ['st', 'C62'],
      price: pr(t, 150, 350),
      rate: '25',
    },
  ];
  return some(t, [...sv2Items(t, '', days), ...extra], 2, 0.5).map((l, i) => mk(i, l));
}

function pl2Lines(d: Doc): Ln[] {
  const { t } = d;
  const pax = t.int(12, 48);
  const drafts: LnDraft[] = [
    {
      name: 'Wynajem autokaru z kierowcą (49 miejsc)',
      qty: String(t.int(1, 5)),
      unit: ['doba', 'DAY'],
      price: pr(t, 1400, 3200),
      rate: '8',
    },
    {
      name: 'Przejazd autokarem, trasa Kraków – Zakopane – Kraków',
      qty: String(t.int(220, 640)),
      unit: ['km', 'KMT'],
      price: `${t.int(4, 7)}.${t.int(10, 90)}`,
      rate: '8',
    },
    {
      name: 'Nocleg w pokoju dwuosobowym ze śniadaniem',
      qty: String(pax * t.int(1, 3)),
      unit: ['os.', 'IE'],
      price: pr(t, 160, 340),
      rate: '8',
    },
    {
      name: 'Obsługa przewodnika górskiego',
      qty: String(t.int(4, 16)),
      unit: ['godz.', 'HUR'],
      price: pr(t, 90, 180),
      rate: '23',
    },
    {
      name: 'Bilety wstępu do kopalni soli w Wieliczce',
      qty: String(pax),
      unit: ['szt.', 'C62'],
      price: pr(t, 98, 160),
      rate: '8',
    },
    {
      name: 'Kolacja regionalna z muzyką na żywo',
      qty: String(pax),
      unit: ['szt.', 'C62'],
      price: pr(t, 120, 210),
      rate: '8',
    },
  ];
  return some(t, drafts, 2).map((l, i) => mk(i, l));
}

const CZ_MATERIAL: Array<[string, [string, string], number, number]> = [
  ['Kabel CYKY-J 5x2,5', ['m', 'MTR'], 38, 62],
  ['Kabel CYKY-J 3x1,5', ['m', 'MTR'], 18, 29],
  ['Kabelový žlab 100x60 mm', ['bm', 'LM'], 190, 320],
  ['Jistič 3f 16 A', ['ks', 'C62'], 240, 480],
  ['Proudový chránič 40 A/30 mA', ['ks', 'C62'], 890, 1600],
  ['Kotevní šrouby M12 s hmoždinkou', ['ks', 'C62'], 18, 42],
  ['Svorkovnice řadová 4 mm²', ['ks', 'C62'], 24, 58],
  ['Nosný profil C 41x41', ['bm', 'LM'], 210, 380],
  ['Průmyslová zásuvka 400 V', ['ks', 'C62'], 420, 760],
  ['Sada montážního spojovacího materiálu', ['sada', 'SET'], 380, 900],
];
function cs2Lines(d: Doc): Ln[] {
  const { t } = d;
  const work: LnDraft[] = [
    {
      name: 'Montáž dopravníkové linky, montážní práce',
      qty: String(t.int(16, 120)),
      unit: ['hod', 'HUR'],
      price: pr(t, 520, 780),
      rate: '21',
    },
    {
      name: 'Elektroinstalace a zapojení rozvaděče',
      qty: String(t.int(8, 60)),
      unit: ['hod', 'HUR'],
      price: pr(t, 560, 820),
      rate: '21',
    },
  ];
  const tail: LnDraft[] = [
    {
      name: 'Doprava materiálu a nářadí',
      qty: String(t.int(80, 600)),
      unit: ['km', 'KMT'],
      price: `${t.int(12, 18)}.${t.int(10, 90)}`,
      rate: '21',
    },
    {
      name: 'Ubytování montérů',
      qty: String(t.int(2, 20)),
      unit: ['noc', 'C62'],
      price: pr(t, 650, 1400),
      rate: '12',
    },
  ];
  const n = d.v % 4 === 2 ? t.int(24, 30) : t.int(2, 5);
  const mats: LnDraft[] = [];
  const start = t.int(0, CZ_MATERIAL.length - 1);
  const long = n > CZ_MATERIAL.length;
  for (let i = 0; i < n; i++) {
    const [name, unit, lo, hi] = CZ_MATERIAL[
      (start + i) % CZ_MATERIAL.length
    ] as (typeof CZ_MATERIAL)[number];
    const qty = unit[1] === 'C62' || unit[1] === 'SET' ? t.int(1, 40) : t.int(5, 250);
    const hall = long ? ` – hala ${Math.floor(i / CZ_MATERIAL.length) + 1}` : '';
    mats.push({ name: `${name}${hall}`, qty: String(qty), unit, price: pr(t, lo, hi), rate: '21' });
  }
  return [...work, ...mats, ...tail].map((l, i) => mk(i, l));
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  no2: no2Lines,
  fi2: fi2Lines,
  hu2: hu2Lines,
  ro2: ro2Lines,
  gr2: gr2Lines,
  sv2: sv2Lines,
  pl2: pl2Lines,
  cs2: cs2Lines,
};

// ---------------------------------------------------------------------------- the document
/** Layouts printing each row's VAT: a rate's VAT is the sum of its rows'. */
const PER_ROW_VAT = new Set<Tpl>(['hu2', 'pl2', 'cs2']);
function vatRows(d: Doc): KitVat[] {
  const g = new Map<string, { base: ReturnType<typeof dec>; tax: ReturnType<typeof dec> }>();
  for (const l of d.lines) {
    const x = g.get(l.rate) ?? { base: dec(0), tax: dec(0) };
    g.set(l.rate, { base: x.base.plus(l.net), tax: x.tax.plus(l.tax) });
  }
  return [...g.entries()]
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, x]) => ({
      rate,
      base: round(x.base),
      tax: PER_ROW_VAT.has(d.tpl) ? round(x.tax) : round(x.base.times(rate).dividedBy(100)),
    }));
}

/** Luhn check digit (Norwegian KID, Swedish OCR). */
function luhn(base: string): string {
  let sum = 0;
  [...base].reverse().forEach((c, i) => {
    const n = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return `${base}${(10 - (sum % 10)) % 10}`;
}
/** A Finnish reference number: weights 7, 3, 1 from the right, printed in groups of five from the right. */
function finnishRef(base: string): string {
  const w = [7, 3, 1];
  const sum = [...base].reverse().reduce((a, c, i) => a + Number(c) * (w[i % 3] ?? 1), 0);
  const all = `${base}${(10 - (sum % 10)) % 10}`;
  const parts: string[] = [];
  for (let e = all.length; e > 0; e -= 5) parts.unshift(all.slice(Math.max(0, e - 5), e));
  return parts.join(' ');
}

const CURRENCY: Record<Tpl, (v: number) => [string, string]> = {
  no2: (v) => (v % 2 ? ['NOK', 'kr'] : ['EUR', 'EUR']),
  fi2: () => ['EUR', '€'],
  hu2: () => ['EUR', 'EUR'],
  ro2: (v) => (v % 2 ? ['RON', 'lei'] : ['EUR', 'EUR']),
  gr2: () => ['EUR', '€'],
  sv2: (v) => (v % 3 === 1 ? ['EUR', 'EUR'] : ['SEK', 'kr']),
  pl2: (v) => (v % 2 ? ['PLN', 'zł'] : ['EUR', 'EUR']),
  cs2: (v) => (v % 2 ? ['CZK', 'Kč'] : ['EUR', 'EUR']),
};
/** Thousands and decimal separators of the layout's amounts. */
function notation(tpl: Tpl, v: number): [string, string] {
  if (tpl === 'ro2' || tpl === 'gr2') return ['.', ','];
  if (tpl === 'sv2' && v % 3 === 2) return [' ', '.'];
  if (tpl === 'cs2' && v % 3 === 0) return ['.', ','];
  return [' ', ','];
}

function numberOf(d: Doc): string {
  const { t, tpl } = d;
  const pad = (n: number, k: number) => String(n).padStart(k, '0');
  const mm = d.issue.slice(5, 7);
  switch (tpl) {
    case 'no2':
    case 'sv2':
      return String(t.int(10000, 99999));
    case 'fi2':
      return String(t.int(20000, 29999));
    case 'hu2':
      return `${t.pick(['DA', 'BL', 'SZ'])}-2026-${pad(t.int(1, 9999), 5)}`;
    case 'ro2':
      d.series = t.pick(['CJ', 'BV', 'TM', 'IS']);
      d.serial = pad(t.int(1, 9999), 5);
      return `${d.series}${d.serial}`;
    case 'gr2':
      return String(t.int(100, 4999));
    case 'pl2':
      return `FV/${t.int(1, 999)}/${mm}/2026`;
    default:
      return `2026${pad(t.int(1, 9999), 4)}`;
  }
}

function payRefOf(d: Doc): string {
  const { t } = d;
  if (d.tpl === 'no2') return luhn(`${t.int(1000, 9999)}${d.number}`);
  if (d.tpl === 'sv2') return luhn(`${d.number}${t.int(10, 99)}`);
  if (d.tpl === 'fi2') return finnishRef(`${t.int(100, 999)}${d.number}`);
  if (d.tpl === 'cs2') return d.number;
  return '';
}

function bankOf(d: Doc): void {
  const { t, tpl } = d;
  const dg = t.digits;
  const set = (cc: string, bban: string, bics: string[], names: string[], account = '') => {
    d.iban = ibanWithCheck(cc, bban);
    const i = t.int(0, bics.length - 1);
    d.bic = bics[i] ?? '';
    d.bankName = names[i % names.length] ?? '';
    d.account = account;
  };
  if (tpl === 'no2') {
    const a = `${t.pick(['1503', '1506', '3000'])}${dg(7)}`;
    set(
      'NO',
      a,
      ['DNBANOKKXXX', 'SPRONO22'],
      ['DNB', 'SpareBank 1'],
      `${a.slice(0, 4)}.${a.slice(4, 6)}.${a.slice(6)}`,
    );
  } else if (tpl === 'fi2')
    set('FI', `${t.pick(['1', '5', '4'])}${dg(13)}`, ['NDEAFIHH', 'OKOYFIHH'], ['Nordea', 'OP'], '');
  else if (tpl === 'hu2') {
    const a = `${t.pick(['11700024', '10400171', '12010154'])}${dg(16)}`;
    set(
      'HU',
      a,
      ['OTPVHUHB', 'OKHBHUHB'],
      ['OTP Bank', 'K&H Bank'],
      `${a.slice(0, 8)}-${a.slice(8, 16)}-${a.slice(16)}`,
    );
  } else if (tpl === 'ro2')
    set(
      'RO',
      `${t.pick(['BTRL', 'RNCB', 'BRDE'])}${dg(16)}`,
      ['BTRLRO22', 'RNCBROBU'],
      ['Banca Transilvania', 'BCR'],
      '',
    );
  else if (tpl === 'gr2')
    set(
      'GR',
      `${t.pick(['0172', '0110', '0140'])}${dg(3)}${dg(16)}`,
      ['PIRBGRAA', 'ETHNGRAA'],
      ['Τράπεζα Πειραιώς', 'Εθνική Τράπεζα'],
      '',
    );
  else if (tpl === 'sv2')
    set(
      'SE',
      `${t.pick(['500', '600', '800'])}${dg(17)}`,
      ['ESSESESS', 'HANDSESS', 'SWEDSESS'],
      ['SEB', 'Handelsbanken', 'Swedbank'],
      `${t.int(100, 999)}-${dg(4)}`,
    );
  else if (tpl === 'pl2')
    set(
      'PL',
      `${t.pick(['1090', '1140', '1020'])}${dg(20)}`,
      ['WBKPPLPP', 'BREXPLPW', 'BPKOPLPW'],
      ['Santander Bank Polska S.A.', 'mBank S.A.', 'PKO Bank Polski'],
      '',
    );
  else {
    const acc = `${dg(2)}${t.int(1000000, 9999999)}`;
    const code = t.pick(['0800', '0100', '0300']);
    set(
      'CZ',
      `${code}000000${acc.padStart(10, '0')}`,
      ['GIBACZPX', 'KOMBCZPP', 'CEKOCZPP'],
      ['Česká spořitelna', 'Komerční banka', 'ČSOB'],
      `${acc}/${code}`,
    );
  }
}

/** Prices are drawn in the local currency; an invoice in EUR prints them converted at these rates. */
const FX: Partial<Record<Tpl, string>> = { no2: '11.5', sv2: '11.2', pl2: '4.3', cs2: '25', ro2: '5' };

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND29_TPLS.length);
  const L = drawLabels(t, LABELS[tpl]);
  const { s, regNo } = sellerOf(tpl, t);
  const bcc = t.pick(['DE', 'DE', 'DE', 'AT', 'NL'] as const);
  const b: KitParty = { ...h.party(bcc), country: bcc, vat: h.vatId(bcc) };
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(8, 45)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, L, regNo } as unknown as Doc;
  d.negative = !!credit && NEGATIVE.has(tpl);
  [d.cur, d.curShown] = CURRENCY[tpl](v);
  [d.th, d.dc] = notation(tpl, v);
  d.lines = LINES[tpl](d);
  const fx = FX[tpl];
  if (fx && d.cur === 'EUR')
    d.lines = d.lines.map((l, i) =>
      mk(i, {
        name: l.name,
        qty: l.qty,
        unit: l.unit,
        rate: l.rate,
        code: l.code,
        price: round(dec(l.price).dividedBy(fx)),
      }),
    );
  d.vat = vatRows(d);
  d.charge = '';
  d.paid = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  const r = dec(d.gross).toDecimalPlaces(0).minus(d.gross);
  d.rounding = tpl === 'sv2' && d.cur === 'SEK' && !credit && !r.isZero() ? round(r) : '';
  d.number = numberOf(d);
  if (credit) credit.orig = tpl === 'ro2' ? d.number : numberOf({ ...d });
  d.payRef = payRefOf(d);
  d.po = v % 2 === 1 && !credit ? `45${t.digits(8)}` : '';
  d.due = addDays(issue, t.pick([10, 14, 21, 30]));
  d.delivery = addDays(issue, -t.int(0, 6));
  bankOf(d);
  d.taxNo = tpl === 'hu2' ? regNo : tpl === 'pl2' ? plNip(regNo, v) : '';
  d.buyerVat = tpl !== 'no2' || v % 2 === 0;
  d.custNo = String(t.int(10000, 99999));
  d.manager = t.pick(MANAGERS[tpl]);
  d.person = `${t.pick(['Jens', 'Sabine', 'Thomas', 'Petra', 'Anja', 'Lukas'])} ${t.pick(['Köhler', 'Wagner', 'Berger', 'Hofmann', 'Brandt'])}`;
  d.phone = PHONES[tpl](t);
  d.email = `${t.pick(['faktura', 'info', 'invoice'])}@${mailOf(s.name)}`;
  d.oneLineAddr = v % 2 === 1;
  return d;
}

/** A Polish NIP as printed: "676-123-45-67" or "6761234567". */
const plNip = (nip: string, v: number) =>
  v % 3 === 0 ? nip : `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;

function mailOf(name: string): string {
  const w = name.split(' ')[0] ?? 'firma';
  const plain = w
    .normalize('NFD')
    .split('')
    .filter((c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
    .join('')
    .toLowerCase();
  return `${plain || 'hotel'}.example`;
}

const MANAGERS: Record<Tpl, string[]> = {
  no2: ['Ingrid Solberg', 'Lars Haugen', 'Kari Nilsen'],
  fi2: ['Mikko Korhonen', 'Anna Virtanen', 'Juha Mäkinen'],
  hu2: ['Nagy Zoltán', 'Kovács Eszter', 'Tóth Gábor'],
  ro2: ['Andrei Popescu', 'Ioana Mureșan', 'Mihai Stan'],
  gr2: ['Γιώργος Παπαδόπουλος', 'Μαρία Νικολάου', 'Νίκος Γεωργίου'],
  sv2: ['Anna Lindqvist', 'Erik Johansson', 'Sara Berg'],
  pl2: ['Tomasz Nowak', 'Katarzyna Wiśniewska', 'Piotr Zieliński'],
  cs2: ['Jan Novák', 'Petra Dvořáková', 'Martin Svoboda'],
};
const PHONES: Record<Tpl, (t: Tools) => string> = {
  no2: (t) => `+47 ${t.int(20, 99)} ${t.int(10, 99)} ${t.int(10, 99)} ${t.int(10, 99)}`,
  fi2: (t) => `+358 16 ${t.int(100, 999)} ${t.int(1000, 9999)}`,
  hu2: (t) => `+36 1 ${t.int(100, 999)} ${t.int(1000, 9999)}`,
  ro2: (t) => `+40 264 ${t.int(100, 999)} ${t.int(100, 999)}`,
  gr2: (t) => `+30 210 ${t.int(1000000, 9999999)}`,
  sv2: (t) => `+46 40 ${t.int(10, 99)} ${t.int(10, 99)} ${t.int(10, 99)}`,
  pl2: (t) => `+48 12 ${t.int(100, 999)} ${t.int(10, 99)} ${t.int(10, 99)}`,
  cs2: (t) => `+420 5${t.int(10, 99)} ${t.int(100, 999)} ${t.int(100, 999)}`,
};

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.credit && !d.negative) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  }
  if (!d.credit) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  const seller: Invoice['seller'] = { name: d.s.name, identifiers: [], address: addr(d.s) };
  if (d.tpl !== 'pl2' || d.v % 2 === 0) seller.vatId = d.s.vat;
  if (d.taxNo) seller.taxRegistrationId = d.taxNo;
  inv.seller = seller;
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  if (!d.credit)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(bicShown(d) ? { providerId: d.bic } : {}) }],
    };
  const n = (v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
  inv.totals = {
    lineNetTotal: n(d.lineNet),
    taxExclusive: n(d.lineNet),
    vatTotal: n(d.vatT),
    taxInclusive: n(d.gross),
    amountDue: n(d.rounding ? round(dec(d.gross).plus(d.rounding)) : d.gross),
    ...(d.rounding ? { roundingAmount: d.rounding } : {}),
  };
  inv.vatBreakdown = d.vat.map((x) => kitVatRow({ ...x, base: n(x.base), tax: n(x.tax) }));
  inv.lines = d.lines.map((l) =>
    kitLine({ ...l, qty: d.negative ? dec(l.qty).negated().toString() : l.qty, net: n(l.net) }),
  );
  return inv;
}

// ---------------------------------------------------------------------------- notation
/** A signed amount as printed (negative on a credit note printed negative). */
const sgn = (d: Doc, v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
const money = (d: Doc, v: string) => groupedMoney(sgn(d, v), d.th, d.dc);
const price = (d: Doc, v: string) => groupedMoney(v, d.th, d.dc);
const qtyOf = (d: Doc, q: string) => {
  const s = d.negative ? dec(q).negated().toString() : q;
  return d.dc === ',' ? s.replace('.', ',') : s;
};
const rateOf = (d: Doc, r: string) => (d.dc === ',' ? r.replace('.', ',') : r);
const withCur = (d: Doc, v: string) => `${money(d, v)} ${d.curShown}`;
function dt(d: Doc, iso: string): string {
  const [y = '', m = '', dd = ''] = iso.split('-');
  switch (d.tpl) {
    case 'fi2':
      return `${Number(dd)}.${Number(m)}.${y}`;
    case 'hu2':
      return d.v % 2 ? `${y}.${m}.${dd}.` : iso;
    case 'ro2':
      return d.v % 2 ? `${dd}.${m}.${y}` : `${dd}/${m}/${y}`;
    case 'gr2':
      return `${dd}/${m}/${y}`;
    case 'sv2':
      return iso;
    case 'pl2':
      return d.v % 2 ? iso : `${dd}.${m}.${y}`;
    case 'cs2':
      return d.v % 2 ? `${Number(dd)}. ${Number(m)}. ${y}` : `${dd}.${m}.${y}`;
    default:
      return `${dd}.${m}.${y}`;
  }
}
const town = (p: KitParty) => `${p.pc} ${p.city}`;
type C = Col<Ln>;
const table = (p: Pager, d: Doc, y0: number, cols: C[], o: TableOpts) =>
  letterTable(p, (v) => money(d, v), y0, cols, d.lines, o);
const rule = (p: Pager, y: number, x = 50, n = 98) => p.put(y, x, '_'.repeat(n), { size: 6 });
const bankLine = (d: Doc) => `IBAN ${spaced(d.iban)} · BIC ${d.bic}`;

// ---------------------------------------------------------------------------- no2
function drawNo2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const cr = !!d.credit;
  p.put(46, 50, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, town(d.s), `Tlf. ${d.phone}`, d.email], 50, 64, { size: 8 });
  p.put(48, 545, cr ? lb(d, 'credit') : lb(d, 'title'), { size: 20, bold: true, right: true });
  const grid: Array<[string, string]> = [
    [cr ? lb(d, 'creditNo') : lb(d, 'number'), d.number],
    [lb(d, 'date'), dt(d, d.issue)],
  ];
  if (d.credit) grid.push([lb(d, 'orig'), d.credit.orig]);
  else grid.push([lb(d, 'due'), dt(d, d.due)], [lb(d, 'kid'), d.payRef]);
  grid.push([lb(d, 'cust'), d.custNo]);
  if (d.po) grid.push([lb(d, 'po'), d.po]);
  rule(p, 78, 330, 44);
  grid.forEach(([a, v], i) => {
    const x = 335 + (i % 2) * 110;
    const y = 92 + Math.floor(i / 2) * 26;
    p.put(y, x, a, { size: 7 });
    p.put(y + 10, x, v, { size: 9.5, bold: i === 0 });
  });
  rule(p, 92 + Math.ceil(grid.length / 2) * 26 - 4, 330, 44);
  p.put(136, 50, lb(d, 'buyer'), { size: 7.5, bold: true });
  p.block([d.b.name, d.b.street, town(d.b), COUNTRY.no2[d.b.country as BuyerCc]], 50, 148, { size: 10 });
  if (d.buyerVat) p.put(202, 50, `${lb(d, 'bvat')} ${d.b.vat}`, { size: 8.5 });
  const cols: C[] = [
    { head: lb(d, 'desc'), x: 50, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 330, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 338, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 425, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'rate'), x: 468, right: true, cell: (l) => `${l.rate} %` },
    { head: lb(d, 'amount'), x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  rule(p, 244);
  let y = table(p, d, 236, cols, { nameCol: 0, wrap: 52, size: 8.5, top: 70 });
  rule(p, y - 8);
  const tot: Array<[string, string]> = [[lb(d, 'net'), money(d, d.lineNet)]];
  for (const x of d.vat) tot.push([`${lb(d, 'vat')} ${x.rate} % av ${money(d, x.base)}`, money(d, x.tax)]);
  if (d.vat.length > 1) tot.push([lb(d, 'vatSum'), money(d, d.vatT)]);
  tot.push([`${cr ? lb(d, 'creditTotal') : lb(d, 'total')} ${d.curShown}`, money(d, d.gross)]);
  y = letterTotals(p, y + 8, tot, 300);
  y = p.need(y + 14, 30);
  p.put(
    y,
    50,
    cr
      ? 'Beløpet blir tilbakebetalt til Deres konto eller motregnet i neste faktura.'
      : `Vennligst betal innen forfallsdato og oppgi KID ${d.payRef} ved betaling.`,
    { size: 8.5 },
  );
  onEveryPage(rows, p.pages(), () => [
    [770, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)} · ${lb(d, 'org')} NO ${spacedOrg(d.regNo)} MVA`, 7],
    ...(cr
      ? []
      : [
          [782, 50, `${d.bankName} · ${lb(d, 'account')} ${d.account} · ${bankLine(d)}`, 7] as [
            number,
            number,
            string,
            number,
          ],
        ]),
  ]);
  return p.pages();
}
const spacedOrg = (org: string) => `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`;

// ---------------------------------------------------------------------------- fi2
function drawFi2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 720);
  const cr = !!d.credit;
  p.put(52, 50, lb(d, 'buyer'), { size: 7.5 });
  p.block([d.b.name, d.b.street, town(d.b), COUNTRY.fi2[d.b.country as BuyerCc].toUpperCase()], 50, 64, {
    size: 10,
  });
  if (d.buyerVat) p.put(118, 50, `${lb(d, 'bvat')} ${d.b.vat}`, { size: 8.5 });
  p.put(50, 330, cr ? lb(d, 'credit') : lb(d, 'title'), { size: 16, bold: true });
  const kv: Array<[string, string]> = [
    [lb(d, 'number'), d.number],
    [lb(d, 'date'), dt(d, d.issue)],
  ];
  if (d.credit) kv.push([lb(d, 'orig'), `${d.credit.orig} (${dt(d, d.credit.date)})`]);
  else
    kv.push(
      [lb(d, 'due'), dt(d, d.due)],
      [lb(d, 'terms'), `${dayDiff(d.issue, d.due)} pv netto`],
      [lb(d, 'ref'), d.payRef],
    );
  if (d.po) kv.push([lb(d, 'po'), d.po]);
  p.kv(72, 330, 545, kv, { size: 9 }, 13);
  const cols: C[] = [
    { head: lb(d, 'desc'), x: 50, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 318, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 326, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 418, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'rate'), x: 462, right: true, cell: (l) => rateOf(d, l.rate) },
    { head: lb(d, 'amount'), x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 190, cols, { nameCol: 0, wrap: 50, size: 9, top: 70 });
  const tot: Array<[string, string]> = [[lb(d, 'net'), withCur(d, d.lineNet)]];
  tot.push([lb(d, 'vatSum'), withCur(d, d.vatT)]);
  tot.push([cr ? lb(d, 'creditTotal') : lb(d, 'total'), withCur(d, d.gross)]);
  y = letterTotals(p, y + 14, tot, 320);
  y = fiVatSpec(p, d, y + 10);
  y = p.need(y + 14, 30);
  p.put(
    y,
    50,
    cr
      ? 'Hyvitys maksetaan tilillenne tai vähennetään seuraavasta laskusta.'
      : 'Viivästyskorko korkolain mukaan. Huomautukset 7 päivän kuluessa.',
    { size: 8.5 },
  );
  onEveryPage(rows, p.pages(), () => [
    [752, 50, '_'.repeat(98), 6],
    ...footCol([d.s.name, d.s.street, `${town(d.s)}`, `Puh. ${d.phone}`], 50, 766, 7),
    ...footCol(
      [`${lb(d, 'ytun')} ${d.regNo}`, `${lb(d, 'alv')} ${d.s.vat}`, `${lb(d, 'home')} ${d.s.city}`, d.email],
      220,
      766,
      7,
    ),
    ...(cr ? [] : footCol([d.bankName, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 400, 766, 7)),
  ]);
  return p.pages();
}
/** The Finnish VAT specification under the totals: rate, net, VAT and gross per rate. */
function fiVatSpec(p: Pager, d: Doc, y0: number): number {
  let y = p.need(y0, 24 + d.vat.length * 11);
  p.put(y, 320, lb(d, 'vatSpec'), { size: 8, bold: true });
  y += 11;
  const heads: Array<[string, number]> = [
    [lb(d, 'rate'), 360],
    [lb(d, 'net').split(' ')[0] ?? '', 430],
    [lb(d, 'vat'), 490],
    [lb(d, 'gross'), 545],
  ];
  for (const [h, x] of heads) p.put(y, x, h, { size: 7.5, right: true });
  y += 10;
  for (const x of d.vat) {
    p.put(y, 360, rateOf(d, x.rate), { size: 8, right: true });
    p.put(y, 430, money(d, x.base), { size: 8, right: true });
    p.put(y, 490, money(d, x.tax), { size: 8, right: true });
    p.put(y, 545, money(d, round(dec(x.base).plus(x.tax))), { size: 8, right: true });
    y += 10;
  }
  return y;
}
/** Whether the layout prints the BIC of the payee's account. */
const bicShown = (d: Doc) => d.tpl !== 'ro2' && (d.tpl !== 'pl2' || d.v % 2 === 1);
const dayDiff = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

// ---------------------------------------------------------------------------- hu2
function huAddress(d: Doc, p: KitParty): string[] {
  return d.oneLineAddr ? [`${town(p)}, ${p.street}`] : [p.street, town(p)];
}
function drawHu2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const cr = !!d.credit;
  p.put(44, 230, cr ? lb(d, 'credit') : lb(d, 'title'), { size: 18, bold: true });
  if (d.credit) p.put(66, 230, `${lb(d, 'orig')}: ${d.credit.orig}`, { size: 8.5 });
  const top = 88;
  p.put(top, 50, lb(d, 'seller'), { size: 7.5, bold: true });
  p.put(top, 310, lb(d, 'buyer'), { size: 7.5, bold: true });
  const sl = [
    ...huAddress(d, d.s),
    `${lb(d, 'tax')}: ${d.taxNo}`,
    `${lb(d, 'euvat')}: ${d.s.vat}`,
    ...(cr ? [] : [`${lb(d, 'bank')}: ${d.account}`, `IBAN: ${spaced(d.iban)}`, `SWIFT: ${d.bic}`]),
  ];
  p.put(top + 12, 50, d.s.name, { size: 10, bold: true });
  p.block(sl, 50, top + 26, { size: 8 });
  p.put(top + 12, 310, d.b.name, { size: 10, bold: true });
  p.block(
    [...huAddress(d, d.b), COUNTRY.hu2[d.b.country as BuyerCc], `${lb(d, 'euvat')}: ${d.b.vat}`],
    310,
    top + 26,
    { size: 8 },
  );
  const head: Array<[string, string]> = [
    [lb(d, 'pay'), lb(d, 'transfer')],
    [lb(d, 'delivery'), dt(d, d.delivery)],
    [lb(d, 'date'), dt(d, d.issue)],
    [cr ? '' : lb(d, 'due'), cr ? '' : dt(d, d.due)],
    [lb(d, 'number'), d.number],
  ];
  rule(p, 196);
  head.forEach(([a, v], i) => {
    p.put(210, 50 + i * 100, a, { size: 7 });
    p.put(222, 50 + i * 100, v, { size: 9, bold: i === 4 });
  });
  rule(p, 232);
  if (d.po) p.put(242, 50, `${lb(d, 'po')}: ${d.po}`, { size: 8 });
  const cols: C[] = [
    { head: lb(d, 'desc'), x: 50, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 222, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 228, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 315, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'netv'), x: 375, right: true, cell: (l) => money(d, l.net) },
    { head: lb(d, 'rate'), x: 418, right: true, cell: (l) => `${l.rate}%` },
    { head: lb(d, 'vatv'), x: 478, right: true, cell: (l) => money(d, l.tax) },
    { head: lb(d, 'gross'), x: 545, right: true, cell: (l) => money(d, round(dec(l.net).plus(l.tax))) },
  ];
  let y = table(p, d, 264, cols, { nameCol: 0, wrap: 30, size: 8, top: 70 });
  rule(p, y - 6);
  y = p.need(y + 8, 60);
  p.put(y, 300, lb(d, 'vatTable'), { size: 8, bold: true });
  y += 12;
  for (const x of d.vat) {
    p.put(y, 300, `${x.rate}%`, { size: 8 });
    p.put(y, 375, money(d, x.base), { size: 8, right: true });
    p.put(y, 478, money(d, x.tax), { size: 8, right: true });
    p.put(y, 545, money(d, round(dec(x.base).plus(x.tax))), { size: 8, right: true });
    y += 11;
  }
  y = letterTotals(
    p,
    y + 10,
    [
      [lb(d, 'net'), withCur(d, d.lineNet)],
      [lb(d, 'vat'), withCur(d, d.vatT)],
      [lb(d, 'total'), withCur(d, d.gross)],
    ],
    300,
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [790, 50, 'A számla a 2007. évi CXXVII. törvény (Áfa tv.) előírásainak megfelelően készült.', 7],
    [790, 545, `${pg}/${n} oldal`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ro2
const RO_COUNTY: Record<string, string> = {
  'Cluj-Napoca': 'Cluj',
  Brașov: 'Brașov',
  Timișoara: 'Timiș',
  Iași: 'Iași',
};
function drawRo2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(46, 230, lb(d, 'title'), { size: 18, bold: true });
  const numLine =
    d.v % 2 === 0
      ? `${lb(d, 'seria')} ${d.series}   ${lb(d, 'nr')} ${d.serial}`
      : `${lb(d, 'numberWhole')}: ${d.number}`;
  p.block(
    [
      numLine,
      `${lb(d, 'date')}: ${dt(d, d.issue)}`,
      `${lb(d, 'due')}: ${dt(d, d.due)}`,
      `${lb(d, 'cota')}: 19%   ${lb(d, 'cur')}: ${d.cur}`,
      ...(d.po ? [`${lb(d, 'po')}: ${d.po}`] : []),
    ],
    230,
    66,
    { size: 8.5 },
  );
  const top = 140;
  const county = RO_COUNTY[d.s.city] ?? '';
  p.put(top, 50, `${lb(d, 'seller')}: ${d.s.name}`, { size: 9, bold: true });
  p.block(
    [
      `${lb(d, 'reg')}: ${d.regNo}`,
      `${lb(d, 'cif')}: ${d.s.vat}`,
      `${lb(d, 'addr')}: ${d.s.street},`,
      `${town(d.s)}, ${lb(d, 'county')} ${county}`,
      `${lb(d, 'bank')}: ${d.bankName}`,
      `IBAN: ${d.iban}`,
    ],
    50,
    top + 13,
    { size: 8 },
  );
  p.put(top, 310, `${lb(d, 'buyer')}: ${d.b.name}`, { size: 9, bold: true });
  p.block(
    [
      `${lb(d, 'cif')}: ${d.b.vat}`,
      `${lb(d, 'addr')}: ${d.b.street},`,
      `${town(d.b)}, ${COUNTRY.ro2[d.b.country as BuyerCc]}`,
    ],
    310,
    top + 13,
    { size: 8 },
  );
  const numbered = d.v % 2 === 0;
  const cols: C[] = [
    { head: lb(d, 'nrcrt'), x: 50, cell: (l) => l.id },
    { head: lb(d, 'desc'), x: 80, cell: (l) => l.name },
    { head: lb(d, 'unit'), x: 290, cell: (l) => l.unit[0] },
    { head: lb(d, 'qty'), x: 350, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'price'), x: 418, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'val'), x: 482, right: true, cell: (l) => money(d, l.net) },
    { head: lb(d, 'vatv'), x: 545, right: true, cell: (l) => money(d, l.tax) },
  ];
  const y0 = 250;
  rule(p, y0 - 14);
  p.put(y0 - 10, 418, '(fără TVA)', { size: 6.5, right: true });
  p.put(y0 - 10, 482, `-${d.curShown}-`, { size: 6.5, right: true });
  p.put(y0 - 10, 545, `-${d.curShown}-`, { size: 6.5, right: true });
  let y: number;
  if (numbered) {
    for (const c of cols) p.put(y0, c.x, c.head, { size: 8, bold: true, right: c.right });
    ['0', '1', '2', '3', '4', '5 (3x4)', '6'].forEach((s, i) => {
      const c = cols[i];
      if (c) p.put(y0 + 11, c.x, s, { size: 6.5, right: c.right });
    });
    y = table(
      p,
      d,
      y0 + 16,
      cols.map((c) => ({ ...c, head: '' })),
      { nameCol: 1, wrap: 40, size: 8 },
    );
  } else y = table(p, d, y0, cols, { nameCol: 1, wrap: 40, size: 8 });
  rule(p, y - 6);
  p.put(y + 6, 290, lb(d, 'net'), { size: 8.5, bold: true });
  p.put(y + 6, 482, money(d, d.lineNet), { size: 8.5, bold: true, right: true });
  p.put(y + 6, 545, money(d, d.vatT), { size: 8.5, bold: true, right: true });
  p.put(y + 22, 290, lb(d, 'total'), { size: 10, bold: true });
  p.put(y + 22, 545, withCur(d, d.gross), { size: 10, bold: true, right: true });
  p.block(
    ['Semnătura și ștampila furnizorului', '', 'Date privind expediția:', `Numele delegatului: ${d.manager}`],
    50,
    y + 48,
    { size: 7.5 },
  );
  p.put(y + 48, 310, 'Semnătura de primire', { size: 7.5 });
  onEveryPage(rows, p.pages(), () => [
    [
      790,
      50,
      'Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea nr. 227/2015 privind Codul fiscal.',
      6.5,
    ],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- gr2
function drawGr2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  p.put(44, 50, d.s.name, { size: 14, bold: true });
  p.block(
    [
      'Ξενοδοχειακές και τουριστικές υπηρεσίες',
      d.v % 2 ? `${d.s.street}, ${lb(d, 'tk')} ${d.s.pc} ${d.s.city}` : `${d.s.street}, ${town(d.s)}`,
      `${lb(d, 'afm')}: ${d.s.vat} · ${lb(d, 'doy')}: ${d.regNo}`,
      `Τηλ.: ${d.phone} · Email: ${d.email}`,
    ],
    50,
    60,
    { size: 8 },
  );
  rule(p, 114);
  p.put(132, 50, lb(d, 'title'), { size: 13, bold: true });
  const head: Array<[string, string]> = [
    [lb(d, 'number'), d.number],
    [lb(d, 'date'), dt(d, d.issue)],
    [lb(d, 'mark'), `40000${d.t.digits(10)}`],
  ];
  head.forEach(([a, v], i) => void p.put(128 + i * 12, 380, `${a}: ${v}`, { size: 8.5, bold: i === 0 }));
  rule(p, 164);
  const top = 182;
  p.put(top, 50, lb(d, 'buyer'), { size: 8.5, bold: true });
  const cust: Array<[string, string]> = [
    [lb(d, 'name'), d.b.name],
    [lb(d, 'addr'), d.b.street],
    [lb(d, 'city'), `${d.b.city}   ${lb(d, 'tk')}: ${d.b.pc}`],
    [lb(d, 'country'), COUNTRY.gr2[d.b.country as BuyerCc]],
    [lb(d, 'afm'), d.b.vat ?? ''],
  ];
  p.kv(top + 14, 50, 120, cust, { size: 8.5 }, 12);
  const right: Array<[string, string]> = [[lb(d, 'pay'), lb(d, 'bankPay')]];
  right.push([lb(d, 'due'), dt(d, d.due)]);
  if (d.po) right.push([lb(d, 'po'), d.po]);
  p.kv(top + 14, 340, 545, right, { size: 8.5 }, 12);
  const cols: C[] = [
    { head: lb(d, 'code'), x: 50, cell: (l) => l.code },
    { head: lb(d, 'desc'), x: 96, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 342, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 348, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 440, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'rate'), x: 482, right: true, cell: (l) => `${l.rate}%` },
    { head: lb(d, 'val'), x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  rule(p, 274);
  let y = table(p, d, 266, cols, { nameCol: 1, wrap: 46, size: 8.5, top: 70 });
  rule(p, y - 6);
  const tot: Array<[string, string]> = [[lb(d, 'net'), withCur(d, d.lineNet)]];
  for (const x of d.vat)
    tot.push([`${lb(d, 'vat')} ${x.rate}% ${lb(d, 'on')} ${money(d, x.base)}`, withCur(d, x.tax)]);
  if (d.vat.length > 1) tot.push([lb(d, 'vatSum'), withCur(d, d.vatT)]);
  tot.push([lb(d, 'total'), withCur(d, d.gross)]);
  y = letterTotals(p, y + 10, tot, 330);
  y = p.need(y + 16, 40);
  p.put(y, 50, `${lb(d, 'bank')}: ${d.bankName} · IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`, { size: 8 });
  p.put(y + 12, 50, 'Παρακαλούμε αναγράψτε τον αριθμό του τιμολογίου στην αιτιολογία της κατάθεσης.', {
    size: 8,
  });
  onEveryPage(rows, p.pages(), (pg, n) => [[790, 545, `Σελίδα ${pg} από ${n}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- sv2
function drawSv2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 80, 690);
  const cr = !!d.credit;
  p.put(50, 50, d.s.name, { size: 16, bold: true });
  p.put(50, 340, cr ? lb(d, 'credit') : lb(d, 'title'), { size: 18, bold: true });
  const grid: Array<[string, string]> = [
    [lb(d, 'number'), d.number],
    [lb(d, 'date'), dt(d, d.issue)],
  ];
  if (d.credit) grid.push([lb(d, 'orig'), d.credit.orig]);
  else grid.push([lb(d, 'due'), dt(d, d.due)], [lb(d, 'ocr'), d.payRef]);
  grid.forEach(([a, v], i) => {
    const x = 340 + (i % 2) * 105;
    const y = 76 + Math.floor(i / 2) * 24;
    p.put(y, x, a, { size: 7 });
    p.put(y + 10, x, v, { size: 9.5 });
  });
  p.put(138, 340, lb(d, 'buyer'), { size: 7 });
  p.block([d.b.name, d.b.street, town(d.b), COUNTRY.sv2[d.b.country as BuyerCc]], 340, 150, { size: 10 });
  if (d.buyerVat) p.put(202, 340, `${lb(d, 'bvat')} ${d.b.vat}`, { size: 8 });
  const left: Array<[string, string]> = [
    [lb(d, 'your'), d.person],
    [lb(d, 'our'), d.manager],
  ];
  if (d.po) left.push([lb(d, 'po'), d.po]);
  if (!cr) left.push([lb(d, 'terms'), `${dayDiff(d.issue, d.due)} dagar netto`], ['Dröjsmålsränta', '8 %']);
  p.kv(150, 50, 152, left, { size: 8.5 }, 12);
  const cols: C[] = [
    { head: lb(d, 'desc'), x: 50, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 340, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 348, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 445, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'amount'), x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  rule(p, 242);
  let y = table(p, d, 234, cols, { nameCol: 0, wrap: 56, size: 8.5, top: 80 });
  rule(p, y - 6);
  const tot: Array<[string, string]> = [[lb(d, 'net'), money(d, d.lineNet)]];
  for (const x of d.vat) tot.push([`${lb(d, 'vat')} ${x.rate} %`, money(d, x.tax)]);
  if (d.rounding) tot.push([lb(d, 'sumInc'), money(d, d.gross)], [lb(d, 'round'), money(d, d.rounding)]);
  const due = d.rounding ? round(dec(d.gross).plus(d.rounding)) : d.gross;
  tot.push([`${cr ? lb(d, 'creditTotal') : lb(d, 'total')} ${d.cur}`, money(d, due)]);
  y = letterTotals(p, y + 8, tot, 330);
  onEveryPage(rows, p.pages(), (pg, n) => [
    [60, 545, `${lb(d, 'page')} ${pg} (${n})`, 7],
    [738, 50, '_'.repeat(98), 6],
    ...footCol([lb(d, 'addr'), d.s.name, d.s.street, town(d.s)], 50, 752, 6.5),
    ...footCol([lb(d, 'phone'), d.phone, d.email], 175, 752, 6.5),
    ...(cr ? [] : footCol(['Bankgiro', d.account, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 270, 752, 6.5)),
    ...footCol([lb(d, 'org'), d.regNo, 'Godkänd för F-skatt'], 412, 752, 6.5),
    ...footCol([lb(d, 'moms'), d.s.vat ?? ''], 492, 752, 6.5),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- pl2
const PL_ONES = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const PL_TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const PL_HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];
function plBelow1000(n: number): string[] {
  const out = [PL_HUNDREDS[Math.floor(n / 100)] ?? ''];
  const r = n % 100;
  if (r >= 10 && r < 20) out.push(PL_TEENS[r - 10] ?? '');
  else out.push(PL_TENS[Math.floor(r / 10)] ?? '', PL_ONES[r % 10] ?? '');
  return out.filter(Boolean);
}
/** A whole amount in Polish words ("dwa tysiące trzysta czterdzieści pięć"). */
function plWords(n: number): string {
  if (n === 0) return 'zero';
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  const out: string[] = [];
  if (th === 1) out.push('tysiąc');
  else if (th > 1) {
    const last = th % 10;
    const teen = th % 100 >= 12 && th % 100 <= 14;
    out.push(...plBelow1000(th), last >= 2 && last <= 4 && !teen ? 'tysiące' : 'tysięcy');
  }
  out.push(...plBelow1000(rest));
  return out.join(' ');
}

function drawPl2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(48, 50, d.s.name, { size: 14, bold: true });
  p.kv(
    44,
    330,
    545,
    [
      [lb(d, 'place'), d.s.city],
      [lb(d, 'date'), dt(d, d.issue)],
      [lb(d, 'sale'), dt(d, d.delivery)],
    ],
    { size: 8.5 },
    12,
  );
  p.put(104, 170, `${lb(d, 'title')} ${lb(d, 'nr')} ${d.number}`, { size: 14, bold: true });
  p.put(106, 545, 'ORYGINAŁ', { size: 8, right: true });
  const top = 134;
  p.put(top, 50, lb(d, 'seller'), { size: 8.5, bold: true });
  p.put(top, 310, lb(d, 'buyer'), { size: 8.5, bold: true });
  const sl = [d.s.name, d.s.street, town(d.s), `NIP: ${d.taxNo}`];
  if (d.v % 2 === 0) sl.push(`${lb(d, 'nipue')}: ${d.s.vat}`);
  p.block(sl, 50, top + 13, { size: 8.5 });
  p.block(
    [d.b.name, d.b.street, town(d.b), COUNTRY.pl2[d.b.country as BuyerCc], `${lb(d, 'nipue')}: ${d.b.vat}`],
    310,
    top + 13,
    { size: 8.5 },
  );
  const pay: Array<[string, string]> = [
    [lb(d, 'pay'), 'przelew'],
    [lb(d, 'due'), `${dt(d, d.due)} (${dayDiff(d.issue, d.due)} dni)`],
    ['Bank', d.bankName],
    ...(d.v % 2 === 1 ? [['SWIFT', d.bic] as [string, string]] : []),
    [lb(d, 'account'), spaced(d.iban)],
  ];
  if (d.po) pay.push([lb(d, 'po'), d.po]);
  p.kv(222, 50, 150, pay, { size: 8 }, 11);
  const cols: C[] = [
    { head: lb(d, 'lp'), x: 50, cell: (l) => l.id },
    { head: lb(d, 'desc'), x: 68, cell: (l) => l.name },
    { head: lb(d, 'unit'), x: 205, cell: (l) => l.unit[0] },
    { head: lb(d, 'qty'), x: 252, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'price'), x: 312, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'netv'), x: 380, right: true, cell: (l) => money(d, l.net) },
    { head: lb(d, 'rate'), x: 418, right: true, cell: (l) => `${l.rate}%` },
    { head: lb(d, 'vatv'), x: 474, right: true, cell: (l) => money(d, l.tax) },
    { head: lb(d, 'gross'), x: 545, right: true, cell: (l) => money(d, round(dec(l.net).plus(l.tax))) },
  ];
  const y0 = 290;
  rule(p, y0 + 8);
  let y = table(p, d, y0, cols, { nameCol: 1, wrap: 24, size: 7.5, top: 70 });
  rule(p, y - 6);
  const sumRow = (label: string, rate: string, net: string, tax: string, bold: boolean) => {
    p.put(y, 305, label, { size: 7.5, bold, right: true });
    p.put(y, 380, money(d, net), { size: 7.5, bold, right: true });
    p.put(y, 418, rate, { size: 7.5, right: true });
    p.put(y, 474, money(d, tax), { size: 7.5, bold, right: true });
    p.put(y, 545, money(d, round(dec(net).plus(tax))), { size: 7.5, bold, right: true });
    y += 11;
  };
  y = p.need(y + 6, 40);
  sumRow(`${lb(d, 'razem')}:`, '', d.lineNet, d.vatT, true);
  d.vat.forEach(
    (x, i) => void sumRow(i === 0 ? `${lb(d, 'wtym')}:` : '', `${x.rate}%`, x.base, x.tax, false),
  );
  y = p.need(y + 12, 90);
  p.put(y, 50, `${lb(d, 'total')}: ${withCur(d, d.gross)}`, { size: 11, bold: true });
  const [zl = '0', gr = '00'] = dec(d.gross).toFixed(2).split('.');
  p.put(y + 16, 50, `${lb(d, 'words')} ${plWords(Number(zl))} ${d.cur} ${gr}/100`, { size: 8.5 });
  p.put(y + 64, 70, '.'.repeat(50), { size: 8 });
  p.put(y + 64, 330, '.'.repeat(50), { size: 8 });
  p.put(y + 74, 60, 'Podpis osoby upoważnionej do odbioru faktury', { size: 6.5 });
  p.put(y + 74, 320, 'Podpis osoby upoważnionej do wystawienia faktury', { size: 6.5 });
  onEveryPage(rows, p.pages(), () => [
    [
      792,
      50,
      `${d.s.name}, Sąd Rejonowy dla Krakowa-Śródmieścia, KRS 0000${d.custNo}${d.custNo.slice(0, 1)}, kapitał zakładowy 50 000,00 zł`,
      6.5,
    ],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- cs2
function drawCs2(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 720);
  p.put(46, 545, `${lb(d, 'title')} č. ${d.number}`, { size: 13, bold: true, right: true });
  const top = 78;
  p.put(top, 50, `${lb(d, 'seller')}:`, { size: 7.5 });
  p.put(top + 12, 50, d.s.name, { size: 10, bold: true });
  p.block(
    [d.s.street, town(d.s), OWN_COUNTRY.cs2, `${lb(d, 'ico')}: ${d.regNo}   DIČ: ${d.s.vat}`],
    50,
    top + 26,
    { size: 8.5 },
  );
  p.put(top + 80, 50, `Zapsáno v obchodním rejstříku u Krajského soudu, oddíl C, vložka ${d.custNo}`, {
    size: 6.5,
  });
  p.put(top, 320, `${lb(d, 'buyer')}:`, { size: 7.5 });
  p.put(top + 12, 320, d.b.name, { size: 10, bold: true });
  p.block([d.b.street, town(d.b), COUNTRY.cs2[d.b.country as BuyerCc], `DIČ: ${d.b.vat}`], 320, top + 26, {
    size: 8.5,
  });
  const y1 = 176;
  p.kv(
    y1,
    50,
    150,
    [
      [lb(d, 'account'), d.account],
      ['IBAN', spaced(d.iban)],
      ['SWIFT', d.bic],
      [lb(d, 'pay'), lb(d, 'transfer')],
      [lb(d, 'vs'), d.payRef],
      [lb(d, 'ks'), '0308'],
    ],
    { size: 8 },
    11,
  );
  const dates: Array<[string, string]> = [
    [lb(d, 'date'), dt(d, d.issue)],
    [lb(d, 'duzp'), dt(d, d.delivery)],
    [lb(d, 'due'), dt(d, d.due)],
  ];
  if (d.po) dates.push([lb(d, 'po'), d.po]);
  p.kv(y1, 320, 545, dates, { size: 8 }, 11);
  const cols: C[] = [
    { head: lb(d, 'desc'), x: 50, cell: (l) => l.name },
    { head: lb(d, 'qty'), x: 262, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: lb(d, 'unit'), x: 268, cell: (l) => l.unit[0] },
    { head: lb(d, 'price'), x: 345, right: true, cell: (l) => price(d, l.price) },
    { head: lb(d, 'rate'), x: 378, right: true, cell: (l) => `${l.rate}%` },
    { head: lb(d, 'base'), x: 435, right: true, cell: (l) => money(d, l.net) },
    { head: lb(d, 'vatv'), x: 485, right: true, cell: (l) => money(d, l.tax) },
    { head: lb(d, 'gross'), x: 545, right: true, cell: (l) => money(d, round(dec(l.net).plus(l.tax))) },
  ];
  rule(p, 266);
  let y = table(p, d, 258, cols, {
    nameCol: 0,
    wrap: 36,
    size: 8,
    top: 80,
    carry: { label: lb(d, 'carry'), x: 545, labelX: 300, rows },
  });
  rule(p, y - 6);
  y = p.need(y + 8, 70 + d.vat.length * 11);
  p.put(y, 300, lb(d, 'recap'), { size: 8, bold: true });
  y += 12;
  const rc: Array<[string, number]> = [
    [lb(d, 'rate'), 340],
    [lb(d, 'baseT'), 435],
    [lb(d, 'vatv'), 485],
    [lb(d, 'gross'), 545],
  ];
  for (const [h, x] of rc) p.put(y, x, h, { size: 7.5, bold: true, right: true });
  y += 11;
  for (const x of d.vat) {
    p.put(y, 340, `${x.rate}%`, { size: 8, right: true });
    p.put(y, 435, money(d, x.base), { size: 8, right: true });
    p.put(y, 485, money(d, x.tax), { size: 8, right: true });
    p.put(y, 545, money(d, round(dec(x.base).plus(x.tax))), { size: 8, right: true });
    y += 11;
  }
  p.put(y, 300, lb(d, 'recapSum'), { size: 8, bold: true });
  p.put(y, 435, money(d, d.lineNet), { size: 8, bold: true, right: true });
  p.put(y, 485, money(d, d.vatT), { size: 8, bold: true, right: true });
  p.put(y, 545, money(d, d.gross), { size: 8, bold: true, right: true });
  y += 19;
  p.put(y, 300, lb(d, 'total'), { size: 11, bold: true });
  p.put(y, 545, withCur(d, d.gross), { size: 11, bold: true, right: true });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [776, 50, `${lb(d, 'issuedBy')} ${d.manager} · Tel.: ${d.phone} · E-mail: ${d.email}`, 7],
    [776, 545, `Strana ${pg}/${n}`, 7],
  ]);
  return p.pages();
}
