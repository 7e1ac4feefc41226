/**
 * Held-out set blind37 (session 25, issue 19): invoices that small businesses make THEMSELVES with
 * office templates — a word processor letter, a spreadsheet printed to PDF, a downloaded
 * "Rechnungsvorlage" — as freelancers, craftsmen, farm shops, clubs and small agencies send them.
 * Written before opening anything under packages/extract and without reading the other blind
 * generators. Eight layouts (document k uses layout k mod 8, variant ⌊k / 8⌋):
 *
 * - `word6`  German freelancer, Word letter: letterhead centred in large type, sender line over the
 *   address window, the invoice data in running text ("Rechnung Nr. 2026-014 vom 3. März 2026"),
 *   the service period in words, Pos. column, totals right, § 19 UStG in half the documents, the
 *   payment in a sentence, Steuernummer; one Gutschrift (381).
 * - `xls6`   German craftsman, spreadsheet: "RECHNUNG" in a merged cell, "Rechnung an:" beside the
 *   sender (two-column grid), the invoice data as a small table (heads over values), "Anzahl |
 *   Einheit | Beschreibung | Einzelpreis | Gesamt" with spacer rows and an "Anfahrt" row, totals in
 *   the table's last rows; two pages for long jobs.
 * - `vorl6`  German farm shop / club / shop from a downloaded Rechnungsvorlage: the seller ONLY in
 *   the footer, "Rechnungsempfänger:", label lines with colons, 7 % and 19 % per row, a VAT line
 *   per rate, Verwendungszweck, PayPal.
 * - `at6`    Austrian sole trader: letterhead right-aligned, data as right-hand label lines, "Jänner",
 *   UID-Nr., 20 %/10 % or Kleinunternehmer (§ 6 Abs. 1 Z 27 UStG).
 * - `uk6`    English (UK/IE) sole trader: "INVOICE" big at the right, "Bill to:", label lines with
 *   tabs, the unit in the quantity cell, VAT 20 %/23 % or "VAT not applicable"; one CREDIT NOTE.
 * - `fr6`    French micro-entrepreneur: "Client :" at the right, "FACTURE N° …" title line, dates
 *   "3 mars 2026", "TVA non applicable, art. 293 B du CGI" or TVA 20 %, SIRET, late-payment mention.
 * - `nl6`    Dutch ZZP'er: info as a small table "Factuurnummer | Factuurdatum | Vervaldatum", unit
 *   in the quantity cell, btw 21 %/9 % or KOR, payment sentence "o.v.v. factuurnummer".
 * - `es6`    Spanish shop / autónomo: letterhead centred, "Cliente:" beside the seller, the data in
 *   running text ("Factura nº 2026/014 de fecha 3 de marzo de 2026"), IVA 21 %/10 %.
 *
 * Truth rules: only what the page prints. Line ids are the printed position where the table has a
 * position column (word6, vorl6, at6), else 1, 2, 3 …. Units are printed (own column or in the
 * quantity cell) and mapped to XRechnung codes. Small-business documents (no VAT) have category E at
 * 0 % with net = gross. Credit notes are printed positive and kept as 381 with the invoice they
 * correct. Tax numbers printed instead of VAT ids are BT-32; service periods, customer numbers,
 * SIRET/KvK are printed but no field. No document-level charges: an "Anfahrt" is an item.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  MONTH_NAMES,
  mailOfWord,
  pager,
  personName,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND37_TPLS = ['word6', 'xls6', 'vorl6', 'at6', 'uk6', 'fr6', 'nl6', 'es6'] as const;
type Tpl = (typeof BLIND37_TPLS)[number];
type Lang = 'de' | 'at' | 'en' | 'fr' | 'nl' | 'es';

interface Line {
  id: string;
  qty: string;
  unit: [string, string];
  price: string;
  net: string;
  rate: string;
  name: string;
  note?: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  cur: string;
  s: KitParty;
  tagline: string;
  b: KitParty;
  sellerVat: boolean;
  buyerVat: boolean;
  taxNo: string;
  small: boolean;
  credit?: { orig: string; date: string };
  number: string;
  custNo: string;
  issue: string;
  due: string;
  period: string;
  lines: Line[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  bicShown: boolean;
  email: string;
  phone: string;
  twoPage: boolean;
  t: Tools;
}

const LANG: Record<Tpl, Lang> = {
  word6: 'de',
  xls6: 'de',
  vorl6: 'de',
  at6: 'at',
  uk6: 'en',
  fr6: 'fr',
  nl6: 'nl',
  es6: 'es',
};

/** Unit labels per language by XRechnung code. */
const UNITS: Record<Lang, Record<string, string>> = {
  de: { C62: 'Stk.', HUR: 'Std.', DAY: 'Tag', LS: 'pauschal', MTK: 'm²', MTR: 'm', KGM: 'kg', XBX: 'Kiste' },
  at: {
    C62: 'Stk.',
    HUR: 'Std.',
    DAY: 'Tag',
    LS: 'pauschal',
    MTK: 'm²',
    MTR: 'lfm',
    KGM: 'kg',
    XBX: 'Kiste',
  },
  en: { C62: 'pcs', HUR: 'hrs', DAY: 'days', LS: 'flat', MTK: 'sq m', MTR: 'm', KGM: 'kg', XBX: 'boxes' },
  fr: { C62: 'u', HUR: 'h', DAY: 'jour', LS: 'forfait', MTK: 'm²', MTR: 'ml', KGM: 'kg', XBX: 'carton' },
  nl: { C62: 'st.', HUR: 'uur', DAY: 'dag', LS: 'post', MTK: 'm²', MTR: 'm', KGM: 'kg', XBX: 'doos' },
  es: { C62: 'ud.', HUR: 'h', DAY: 'día', LS: 'global', MTK: 'm²', MTR: 'm', KGM: 'kg', XBX: 'caja' },
};

/** Item catalogues: name, unit code, price range, quantity kind ('h' halves, 'i' integers, 'one'). */
type Item = [string, string, number, number, 'h' | 'i' | 'one' | 'k'];
const ITEMS: Record<Tpl, Item[][]> = {
  word6: [
    [
      ['Konzeption und Gestaltung Flyer DIN lang', 'LS', 280, 650, 'one'],
      ['Logoentwicklung inkl. 3 Entwürfe', 'LS', 450, 1200, 'one'],
      ['Reinzeichnung und Druckdatenerstellung', 'HUR', 55, 85, 'h'],
      ['Bildbearbeitung / Freistellung', 'C62', 8, 18, 'i'],
      ['Abstimmungstermin vor Ort', 'HUR', 55, 85, 'h'],
      ['Korrekturschleife', 'HUR', 55, 85, 'h'],
      ['Texterstellung Website (Startseite, Über uns)', 'LS', 320, 900, 'one'],
      ['Lektorat Broschüre', 'HUR', 45, 70, 'h'],
      ['Fotoshooting Produktbilder halbtags', 'DAY', 380, 650, 'one'],
      ['Nutzungsrechte Print, 2 Jahre', 'LS', 150, 400, 'one'],
      ['Social-Media-Grafiken', 'C62', 25, 60, 'i'],
      ['Anfahrt', 'LS', 25, 60, 'one'],
    ],
  ],
  xls6: [
    [
      ['Wände grundieren', 'MTK', 3, 6, 'i'],
      ['Wände streichen, 2 Anstriche weiß', 'MTK', 7, 12, 'i'],
      ['Decke streichen', 'MTK', 8, 14, 'i'],
      ['Abkleben und Abdecken', 'LS', 60, 180, 'one'],
      ['Fliesen verlegen Bad 30x60', 'MTK', 38, 65, 'i'],
      ['Silikonfugen erneuern', 'MTR', 6, 12, 'i'],
      ['Sockelleisten montieren', 'MTR', 9, 16, 'i'],
      ['Arbeitszeit Geselle', 'HUR', 48, 62, 'h'],
      ['Arbeitszeit Meister', 'HUR', 58, 75, 'h'],
      ['Material: Tiefengrund 10 l', 'C62', 24, 45, 'i'],
      ['Material: Dispersionsfarbe 12,5 l', 'C62', 45, 89, 'i'],
      ['Entsorgung Bauschutt', 'LS', 40, 120, 'one'],
      ['Anfahrt', 'LS', 25, 55, 'one'],
    ],
  ],
  vorl6: [
    [
      ['Kartoffeln festkochend', 'KGM', 1, 3, 'k'],
      ['Freilandeier Größe M (10er)', 'C62', 3, 5, 'i'],
      ['Apfelsaft naturtrüb 6 x 1 l', 'XBX', 12, 18, 'i'],
      ['Honig Blütenhonig 500 g', 'C62', 6, 9, 'i'],
      ['Rindfleisch Suppenfleisch', 'KGM', 12, 22, 'k'],
      ['Geschenkkorb "Hofgenuss"', 'C62', 25, 60, 'i'],
      ['Kürbis Hokkaido', 'C62', 2, 4, 'i'],
      ['Holzbrett mit Gravur', 'C62', 18, 35, 'i'],
      ['Lieferung frei Haus', 'LS', 8, 15, 'one'],
    ],
  ],
  at6: [
    [
      ['Tischlerarbeiten Einbauschrank Vorraum', 'LS', 900, 2400, 'one'],
      ['Montage vor Ort', 'HUR', 52, 68, 'h'],
      ['Eichenplatte geölt', 'MTK', 85, 140, 'i'],
      ['Beschläge Blum Tip-On', 'C62', 12, 28, 'i'],
      ['Sockelblende', 'MTR', 18, 32, 'i'],
      ['Aufmaß und Planung', 'HUR', 52, 68, 'h'],
      ['Anfahrt', 'LS', 30, 60, 'one'],
      ['Entsorgung Altmöbel', 'LS', 60, 150, 'one'],
    ],
  ],
  uk6: [
    [
      ['Bookkeeping - monthly returns', 'HUR', 30, 55, 'h'],
      ['Website maintenance', 'HUR', 35, 65, 'h'],
      ['Wedding photography - full day', 'DAY', 650, 1200, 'one'],
      ['Photo editing and album design', 'LS', 180, 450, 'one'],
      ['Garden clearance', 'DAY', 180, 260, 'i'],
      ['Hedge trimming', 'HUR', 22, 35, 'h'],
      ['Consultation call', 'HUR', 40, 90, 'h'],
      ['Printed prints A4', 'C62', 6, 15, 'i'],
      ['Travel', 'LS', 20, 60, 'one'],
    ],
  ],
  fr6: [
    [
      ['Cours particulier de piano', 'HUR', 30, 50, 'i'],
      ['Création site vitrine', 'LS', 800, 2200, 'one'],
      ['Maintenance mensuelle', 'LS', 60, 150, 'one'],
      ['Séance photo en extérieur', 'HUR', 60, 120, 'h'],
      ['Traduction allemand - français', 'C62', 20, 45, 'i'],
      ['Atelier découverte', 'DAY', 250, 500, 'one'],
      ['Rédaction newsletter', 'C62', 80, 180, 'i'],
      ['Frais de déplacement', 'LS', 20, 60, 'one'],
    ],
  ],
  nl6: [
    [
      ['Ontwerp huisstijl', 'LS', 600, 1500, 'one'],
      ['Webdevelopment', 'HUR', 55, 95, 'h'],
      ['Coaching sessie', 'HUR', 70, 120, 'h'],
      ['Workshop op locatie', 'DAY', 450, 900, 'one'],
      ['Fotografie evenement', 'HUR', 65, 110, 'h'],
      ['Drukwerk visitekaartjes', 'C62', 1, 2, 'i'],
      ['Reiskosten', 'LS', 20, 75, 'one'],
    ],
  ],
  es6: [
    [
      ['Aceite de oliva virgen extra 5 l', 'C62', 28, 45, 'i'],
      ['Queso curado de oveja', 'KGM', 14, 24, 'k'],
      ['Reparación de persianas', 'HUR', 25, 40, 'h'],
      ['Montaje de estanterías', 'HUR', 25, 40, 'h'],
      ['Mano de obra', 'HUR', 28, 42, 'h'],
      ['Desplazamiento', 'LS', 15, 40, 'one'],
      ['Caja de vino tinto crianza', 'XBX', 45, 90, 'i'],
      ['Diseño de cartelería', 'LS', 120, 400, 'one'],
    ],
  ],
};

/** Number notation of each language: thousands and decimal separators. */
const SEP: Record<Lang, [string, string]> = {
  de: ['.', ','],
  at: ['.', ','],
  en: [',', '.'],
  fr: ['\u202f', ','],
  nl: ['.', ','],
  es: ['.', ','],
};
const money = (d: Doc, v: string) => groupedMoney(v, ...SEP[d.lang]);
/** A quantity as the language prints it (no trailing zeros). */
const qtyOf = (d: Doc, q: string) => {
  const s = dec(q).toString();
  return d.lang === 'en' ? s : s.replace('.', ',');
};

/** A date in the short notation of the language. */
function short(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'nl') return `${dd}-${m}-${y}`;
  if (d.lang === 'en' || d.lang === 'fr' || d.lang === 'es') return `${dd}/${m}/${y}`;
  return `${dd}.${m}.${y}`;
}
/** A date written out in the language ("3. März 2026", "3 March 2026", "3 de marzo de 2026"). */
function long(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  const name = MONTH_NAMES[d.lang][Number(m) - 1];
  const day = Number(dd);
  if (d.lang === 'de' || d.lang === 'at') return `${day}. ${name} ${y}`;
  if (d.lang === 'es') return `${day} de ${name} de ${y}`;
  return `${day} ${name} ${y}`;
}
/** The month before the issue date in words ("Februar 2026"). */
function monthWords(d: Doc, iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const pm = m === 1 ? 12 : m - 1;
  const py = m === 1 ? y - 1 : y;
  const name = MONTH_NAMES[d.lang][pm - 1] as string;
  return d.lang === 'es' ? `${name} de ${py}` : `${name} ${py}`;
}

const SELLER_NAMES: Record<Tpl, string[]> = {
  word6: ['Grafikdesign', 'Text & Konzept', 'Fotografie', 'Mediengestaltung'],
  xls6: ['Malerbetrieb', 'Fliesenlegermeister', 'Maler- und Lackierermeister', 'Innenausbau'],
  vorl6: ['Hofladen Lindenhof', 'Obsthof Sonnenhang', 'Imkerei am Bach', 'Biohof Wiesengrund'],
  at6: ['Tischlerei', 'Holzwerkstatt', 'Möbeltischlerei'],
  uk6: ['Photography', 'Bookkeeping', 'Garden Services', 'Web Studio'],
  fr6: ['Photographe', 'Traductrice', 'Webdesigner', 'Professeur de musique'],
  nl6: ['Ontwerp', 'Coaching', 'Fotografie', 'Webdesign'],
  es6: ['Comercial', 'Reformas', 'Delicatessen', 'Estudio Creativo'],
};

function sellerOf(tpl: Tpl, h: Helpers, t: Tools): KitParty & { tagline: string } {
  const trade = t.pick(SELLER_NAMES[tpl]);
  if (tpl === 'word6' || tpl === 'xls6' || tpl === 'vorl6' || tpl === 'at6') {
    const cc = tpl === 'at6' ? 'AT' : 'DE';
    const person = personName(t);
    const name = tpl === 'vorl6' ? `${trade} ${person.split(' ')[1]}` : `${person} ${trade}`;
    const tagline =
      tpl === 'vorl6'
        ? t.pick(['Direkt vom Hof', 'Regional & frisch', 'Aus eigenem Anbau'])
        : tpl === 'word6'
          ? t.pick(['Konzept · Gestaltung · Umsetzung', 'Freiberuflich seit 2014', 'Ideen für Ihre Marke'])
          : t.pick(['Meisterbetrieb seit 2009', 'Qualität aus Meisterhand', 'Ihr Partner vor Ort']);
    return { ...dachParty(cc, name, t), tagline };
  }
  if (tpl === 'uk6') {
    const gb = t.rnd() < 0.6;
    const first = t.pick(['Oliver', 'Amelia', 'Harry', 'Grace', 'Ciara', 'Sean', 'Niamh']);
    const last = t.pick(['Hughes', 'Walsh', 'Bennett', 'Doyle', 'Fletcher', 'Byrne']);
    const name = `${first} ${last} ${trade}`;
    if (gb) {
      const [city, pc] = t.pick([
        ['Bristol', 'BS1 4DJ'],
        ['Leeds', 'LS1 5QS'],
        ['Norwich', 'NR2 1TF'],
        ['York', 'YO1 7HH'],
      ] as const);
      const street = `${t.int(2, 140)} ${t.pick(['Station Road', 'High Street', 'Mill Lane', 'Park Avenue'])}`;
      return { name, street, pc, city, country: 'GB', vat: `GB${t.digits(9)}`, tagline: trade };
    }
    const [city, pc] = t.pick([
      ['Cork', 'T12 X70A'],
      ['Galway', 'H91 E2K3'],
      ['Dublin 8', 'D08 T6Y2'],
    ] as const);
    const street = `${t.int(2, 90)} ${t.pick(['Main Street', 'Church Road', 'Patrick Street'])}`;
    return {
      name,
      street,
      pc,
      city,
      country: 'IE',
      vat: `IE${t.digits(7)}${t.pick(['A', 'W'])}`,
      tagline: trade,
    };
  }
  if (tpl === 'fr6') {
    const name = `${t.pick(['Camille', 'Julien', 'Léa', 'Mathieu', 'Chloé'])} ${t.pick(['Moreau', 'Lefèvre', 'Girard', 'Bonnet', 'Fontaine'])}`;
    const [city, pc] = t.pick([
      ['Lyon', '69003'],
      ['Nantes', '44000'],
      ['Toulouse', '31000'],
      ['Lille', '59000'],
    ] as const);
    const street = `${t.int(2, 80)} ${t.pick(['rue des Lilas', 'avenue Jean Jaurès', 'rue de la République', 'boulevard Voltaire'])}`;
    return { name, street, pc, city, country: 'FR', vat: `FR${t.digits(11)}`, tagline: trade };
  }
  if (tpl === 'nl6') {
    const name = `${t.pick(['Studio', 'Bureau'])} ${t.pick(['Lotte de Vries', 'Bram Jansen', 'Sanne Bakker', 'Joris Visser'])}`;
    const [city, pc] = t.pick([
      ['Utrecht', '3511 LN'],
      ['Haarlem', '2011 VB'],
      ['Groningen', '9711 CA'],
      ['Eindhoven', '5611 AZ'],
    ] as const);
    const street = `${t.pick(['Oudegracht', 'Kerkstraat', 'Molenweg', 'Lange Nieuwstraat'])} ${t.int(2, 220)}`;
    return { name, street, pc, city, country: 'NL', vat: `NL${t.digits(9)}B0${t.int(1, 3)}`, tagline: trade };
  }
  const p = anyParty('ES', h, t);
  const name = `${trade} ${t.pick(['Martín', 'García', 'Navarro', 'Ruiz'])} S.L.`;
  return { ...p, name, tagline: trade };
}

function buyerOf(tpl: Tpl, h: Helpers, t: Tools): KitParty {
  if (tpl === 'word6' || tpl === 'xls6' || tpl === 'vorl6') {
    if (tpl !== 'word6' && t.rnd() < 0.4) return dachParty('DE', personName(t), t);
    const p = h.party('DE');
    return { ...p, vat: h.vatId('DE') };
  }
  if (tpl === 'at6') return anyParty('AT', h, t);
  if (tpl === 'uk6') {
    const p = h.party('GB');
    return { ...p, country: 'GB' };
  }
  if (tpl === 'fr6') return { ...h.party('FR'), vat: h.vatId('FR') };
  if (tpl === 'nl6') return { ...h.party('NL'), vat: h.vatId('NL') };
  return anyParty('ES', h, t);
}

function build(k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND37_TPLS[k % BLIND37_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND37_TPLS.length);
  const lang = LANG[tpl];
  const s = sellerOf(tpl, h, t);
  let b = buyerOf(tpl, h, t);
  if (tpl === 'uk6' && s.country === 'IE') b = anyParty('IE', h, t);
  const cur = tpl === 'uk6' && s.country === 'GB' ? 'GBP' : 'EUR';
  // small businesses without VAT: word6, at6, uk6, fr6, nl6 in some documents
  const smallP: Record<Tpl, number> = {
    word6: 0.5,
    xls6: 0,
    vorl6: 0,
    at6: 0.4,
    uk6: 0.4,
    fr6: 0.7,
    nl6: 0.35,
    es6: 0,
  };
  const small = t.rnd() < smallP[tpl];
  const twoPage = v >= 6 && tpl !== 'fr6' && tpl !== 'es6';
  const credit = (tpl === 'word6' && v === 3) || (tpl === 'uk6' && v === 5);
  const month = t.int(1, 11);
  const day = t.int(1, 28);
  const issue = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([7, 10, 14, 14, 30]));
  const yy = '2026';
  const seq = t.int(3, 180);
  const number = {
    word6: `${yy}-${String(seq).padStart(3, '0')}`,
    xls6: `${t.int(1, 9)}${String(seq).padStart(3, '0')}`,
    vorl6: `RE-${yy}-${String(seq).padStart(4, '0')}`,
    at6: `${yy}/${String(seq).padStart(3, '0')}`,
    uk6: `${credit ? 'CN' : 'INV'}-${String(seq).padStart(4, '0')}`,
    fr6: `F${yy}-${String(seq).padStart(3, '0')}`,
    nl6: `${yy}${String(seq).padStart(3, '0')}`,
    es6: `${yy}/${String(seq).padStart(3, '0')}`,
  }[tpl];
  const cat = ITEMS[tpl][0] as Item[];
  const nLines = Math.min(cat.length, twoPage ? t.int(10, 12) : tpl === 'xls6' ? t.int(4, 9) : t.int(1, 6));
  const used = new Set<number>();
  const lines: Line[] = [];
  const std =
    lang === 'at'
      ? '20'
      : lang === 'en'
        ? s.country === 'IE'
          ? '23'
          : '20'
        : lang === 'fr'
          ? '20'
          : lang === 'nl'
            ? '21'
            : lang === 'es'
              ? '21'
              : '19';
  const red = lang === 'at' ? '10' : lang === 'nl' ? '9' : lang === 'es' ? '10' : '7';
  for (let i = 0; i < nLines; i++) {
    let ix = t.int(0, cat.length - 1);
    if (used.size < cat.length) while (used.has(ix)) ix = (ix + 1) % cat.length;
    used.add(ix);
    const [name, uc, lo, hi, kind] = cat[ix] as Item;
    const qty =
      kind === 'one'
        ? '1'
        : kind === 'h'
          ? String(t.int(2, 24) / 2)
          : kind === 'k'
            ? String(t.int(5, 60) / 2)
            : String(t.int(1, 40));
    const price = (t.int(lo * 100, hi * 100) / 100).toFixed(2);
    const net = round(dec(qty).times(dec(price)));
    let rate = small ? '0' : std;
    if (!small && tpl === 'vorl6' && !/Holzbrett|Geschenkkorb|Lieferung/.test(name)) rate = red;
    if (!small && tpl === 'vorl6' && /Lieferung/.test(name)) rate = red;
    if (!small && (tpl === 'es6' || tpl === 'nl6') && ix % 3 === 1) rate = red; // the same items at the reduced rate
    const label = UNITS[lang][uc] as string;
    // English singular for one hour or day ("1 hr", "1 day")
    const unit: [string, string] = [lang === 'en' && qty === '1' ? label.replace(/s$/, '') : label, uc];
    lines.push({ id: String(i + 1), qty, unit, price, net, rate, name });
  }
  const sums = vatSums(lines);
  const vat = small ? [{ rate: '0', base: sums.lineNet, tax: '0.00' }] : sums.vat;
  const vatT = small ? '0.00' : sums.vatT;
  const gross = round(dec(sums.lineNet).plus(dec(vatT)));
  const cc = s.country;
  const iban = cc === 'FR' ? ibanOfCountry('FR', t) : ibanOf(cc, t);
  const taxNo =
    cc === 'DE'
      ? `${t.int(10, 99)}/${t.digits(3)}/${t.digits(5)}`
      : cc === 'AT'
        ? `${t.int(10, 99)} ${t.digits(3)}/${t.digits(4)}`
        : cc === 'ES'
          ? `B${t.digits(8)}`
          : '';
  const sellerVat = !small && (cc === 'DE' ? t.rnd() < 0.5 : cc !== 'ES');
  const d: Doc = {
    tpl,
    v,
    lang,
    cur,
    s,
    tagline: s.tagline,
    b,
    sellerVat,
    buyerVat: (tpl === 'at6' || tpl === 'es6') && !small,
    taxNo: cc === 'DE' || cc === 'AT' ? (sellerVat && t.rnd() < 0.5 ? '' : taxNo) : cc === 'ES' ? taxNo : '',
    small,
    number,
    custNo: String(t.int(1000, 9999)),
    issue,
    due,
    period: '',
    lines,
    vat,
    lineNet: sums.lineNet,
    vatT,
    gross,
    iban,
    bic: bicOf(cc === 'FR' ? 'DE' : cc, t),
    bicShown: t.rnd() < 0.7,
    email: `${t.pick(['info', 'kontakt', 'hallo', 'mail'])}@${mailOfWord(s.name)}`,
    phone:
      cc === 'DE'
        ? `0${t.int(30, 9999)} ${t.digits(6)}`
        : `+${{ AT: '43', GB: '44', IE: '353', FR: '33', NL: '31', ES: '34' }[cc] ?? '49'} ${t.int(1, 9)}${t.digits(2)} ${t.digits(6)}`,
    twoPage,
    t,
  };
  if (cc === 'FR') d.bic = t.pick(['BNPAFRPPXXX', 'CCBPFRPPLYO', 'AGRIFRPP881']);
  if (cc === 'ES') {
    d.s = { ...s, vat: `ES${taxNo}` };
    d.b = { ...b, vat: `ES${t.pick(['A', 'B'])}${t.digits(8)}` };
  }
  d.period = monthWords(d, issue);
  if (credit) {
    const orig =
      tpl === 'uk6' ? `INV-${String(seq - 1).padStart(4, '0')}` : `${yy}-${String(seq - 1).padStart(3, '0')}`;
    d.credit = { orig, date: addDays(issue, -t.int(10, 40)) };
    if (tpl === 'word6') d.number = `G-${d.number}`;
  }
  return d;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo && !(d.lang === 'es') ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  if (d.lang === 'es') inv.seller.vatId = d.s.vat;
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat && d.b.vat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
  };
  inv.totals = kitTotals(d);
  const reason = d.small ? SMALL_NOTE[d.lang] : '';
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.small ? 'E' : 'S', reason));
  inv.lines = d.lines.map((l) => kitLine(l, d.small ? { category: 'E', rate: '0' } : {}));
  return inv;
}

const SMALL_NOTE: Record<Lang, string> = {
  de: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  at: 'Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung gem. § 6 Abs. 1 Z 27 UStG.',
  en: 'VAT not applicable - the supplier is not registered for VAT.',
  fr: 'TVA non applicable, art. 293 B du CGI',
  nl: 'Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR).',
  es: '',
};

type P = ReturnType<typeof pager>;

/** Column of an item table: head, x, right-aligned or not, the cell of a line. */
interface Col {
  head: string;
  x: number;
  right?: boolean;
  name?: boolean;
  cell: (l: Line) => string;
}

/**
 * An item table: heads in bold, optional rule, rows at `step`, a spacer row now and then, the head
 * repeated on a new page; returns the y under it.
 */
function table(
  d: Doc,
  p: P,
  y0: number,
  cols: Col[],
  o: { step?: number; rule?: boolean; spacer?: boolean; size?: number; wrap?: number; contNote?: string },
) {
  const size = o.size ?? 8.5;
  const step = o.step ?? 14;
  const head = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.head, { size, bold: true, right: c.right });
    if (o.rule) p.put(y + size + 2, cols[0]?.x ?? 50, '─'.repeat(70), { size: 7 });
    return y + step + (o.rule ? 4 : 0);
  };
  let y = head(y0);
  d.lines.forEach((l, i) => {
    if (y + step > 700) {
      if (o.contNote) p.put(y + 6, 300, o.contNote, { size: 7.5 });
      y = head(p.next() + 40);
    }
    for (const c of cols) {
      const text = c.cell(l);
      if (c.name && o.wrap && text.length > o.wrap) {
        const [first = '', ...rest] = wrapWords(text, o.wrap);
        p.put(y, c.x, first, { size });
        p.put(y + size + 2, c.x, rest.join(' '), { size });
      } else p.put(y, c.x, text, { size, right: c.right });
    }
    y += step;
    if (o.wrap && l.name.length > o.wrap) y += size + 2;
    if (o.spacer && i % 3 === 2 && i < d.lines.length - 1) y += step; // an empty spreadsheet row
  });
  if (o.rule) p.put(y - 4, cols[0]?.x ?? 50, '─'.repeat(70), { size: 7 });
  return y + 4;
}

/** A totals block: label at lx, amount right at rx. */
function totals(p: P, y: number, lx: number, rx: number, pairs: Array<[string, string, boolean?]>, size = 9) {
  for (const [a, v, bold] of pairs) {
    p.put(y, lx, a, { size, bold });
    p.put(y, rx, v, { size, bold, right: true });
    y += size + 5;
  }
  return y;
}

const cx = (text: string, size: number) => Math.max(20, 297 - (text.length * size) / 4);
const eur = (d: Doc, v: string) =>
  d.cur === 'GBP'
    ? `£${money(d, v)}`
    : d.lang === 'nl' || d.lang === 'en'
      ? `€ ${money(d, v)}`
      : `${money(d, v)} €`;

// ── word6 ──────────────────────────────────────────────────────────────────────────────────────
function drawWord(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const centred = t.rnd() < 0.6;
  if (centred) {
    p.put(40, cx(d.s.name, 18), d.s.name, { size: 18, bold: true });
    p.put(64, cx(d.tagline, 10), d.tagline, { size: 10 });
    const line = `${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone} · ${d.email}`;
    p.put(80, cx(line, 8), line, { size: 8 });
  } else {
    p.put(40, 545, d.s.name, { size: 16, bold: true, right: true });
    p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`, d.email], 430, 62, { size: 8.5 });
  }
  p.put(140, 60, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  const bl = addr3(d.b);
  if (t.rnd() < 0.3) bl.splice(1, 0, 'z. Hd. Buchhaltung');
  p.block(bl, 60, 155, { size: 10 });
  const place = `${d.s.city}, ${short(d, d.issue)}`;
  p.put(250, 535, place, { size: 9.5, right: true });
  let y = 280;
  const title = d.credit
    ? `Gutschrift Nr. ${d.number} vom ${long(d, d.issue)}`
    : `Rechnung Nr. ${d.number} vom ${long(d, d.issue)}`;
  p.put(y, 60, title, { size: 12, bold: true });
  y += 20;
  if (d.credit) {
    p.put(y, 60, `zu meiner Rechnung Nr. ${d.credit.orig} vom ${short(d, d.credit.date)}`, { size: 9.5 });
    y += 14;
  }
  p.put(y, 60, t.pick([`Leistungszeitraum: ${d.period}`, `Die Leistungen wurden erbracht im ${d.period}.`]), {
    size: 9.5,
  });
  y += 22;
  p.put(y, 60, 'Sehr geehrte Damen und Herren,', { size: 9.5 });
  y += 14;
  p.put(
    y,
    60,
    d.credit
      ? 'wie besprochen schreibe ich Ihnen folgende Leistungen gut:'
      : 'für meine Leistungen erlaube ich mir, Ihnen Folgendes in Rechnung zu stellen:',
    { size: 9.5 },
  );
  y += 24;
  const m = (v: string) => money(d, v);
  y = table(
    d,
    p,
    y,
    [
      { head: 'Pos.', x: 60, cell: (l) => l.id },
      { head: 'Beschreibung', x: 90, name: true, cell: (l) => l.name },
      { head: 'Menge', x: 340, right: true, cell: (l) => qtyOf(d, l.qty) },
      { head: 'Einheit', x: 348, cell: (l) => l.unit[0] },
      { head: 'Einzelpreis', x: 460, right: true, cell: (l) => `${m(l.price)} €` },
      { head: 'Gesamt', x: 535, right: true, cell: (l) => `${m(l.net)} €` },
    ],
    { rule: true, wrap: 40, contNote: 'Übertrag auf Seite 2' },
  );
  if (d.twoPage && p.page() === 1) y = p.next() + 40;
  y += 6;
  const pairs: Array<[string, string, boolean?]> = d.small
    ? [['Gesamtbetrag', `${m(d.gross)} €`, true]]
    : [
        ['Nettobetrag', `${m(d.lineNet)} €`],
        ...d.vat.map((v): [string, string] => [`zzgl. ${v.rate} % Umsatzsteuer`, `${m(v.tax)} €`]),
        ['Rechnungsbetrag', `${m(d.gross)} €`, true],
      ];
  y = totals(p, y, 320, 535, pairs, 9.5);
  y += 10;
  if (d.small) {
    p.put(y, 60, SMALL_NOTE.de, { size: 9 });
    y += 18;
  }
  const bank = `IBAN ${spaced(d.iban)}${d.bicShown ? `, BIC ${d.bic}` : ''}`;
  const pay = d.credit
    ? `Den Betrag von ${m(d.gross)} € überweise ich Ihnen in den nächsten Tagen.`
    : `Bitte überweisen Sie den Betrag bis zum ${short(d, d.due)} auf folgendes Konto: ${bank}. Verwendungszweck: Rechnung ${d.number}.`;
  // the IBAN is not broken over two lines (the word processor keeps it with no-break spaces)
  const words = pay.replace(/IBAN [A-Z0-9 ]+?(?=,|\.)/, (x) => x.replace(/ /g, '\u00a0')).split(' ');
  let line = '';
  for (const w of words) {
    if (`${line} ${w}`.length > 95) {
      p.put(y, 60, line.replaceAll('\u00a0', ' '), { size: 9 });
      y += 12;
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  p.put(y, 60, line.replaceAll('\u00a0', ' '), { size: 9 });
  y += 12;
  if (d.credit) {
    p.put(y, 60, `Meine Bankverbindung für Rückfragen: ${bank}`, { size: 9 });
    y += 12;
  }
  y += 14;
  p.put(y, 60, 'Mit freundlichen Grüßen', { size: 9.5 });
  p.put(y + 28, 60, d.s.name, { size: 9.5 });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [
      800,
      60,
      [
        d.taxNo ? `Steuernummer ${d.taxNo}` : '',
        d.sellerVat ? `USt-IdNr. ${d.s.vat}` : '',
        n > 1 ? `Seite ${pg} von ${n}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      7.5,
    ],
  ]);
  return n;
}

// ── xls6 ───────────────────────────────────────────────────────────────────────────────────────
function drawXls(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => money(d, v);
  p.put(40, cx('RECHNUNG', 20), 'RECHNUNG', { size: 20, bold: true });
  // two-column grid: buyer left, seller right
  p.put(90, 50, 'Rechnung an:', { size: 9, bold: true });
  p.block(addr3(d.b), 50, 104, { size: 9.5 });
  p.put(90, 320, t.pick(['Von:', 'Auftragnehmer:']), { size: 9, bold: true });
  p.block(
    [
      ...addr3(d.s),
      `Tel.: ${d.phone}`,
      `E-Mail: ${d.email}`,
      d.taxNo ? `St.-Nr.: ${d.taxNo}` : `USt-IdNr.: ${d.s.vat}`,
    ],
    320,
    104,
    { size: 9.5 },
  );
  // the invoice data as a small table
  const heads = ['Rechnungsnr.', 'Datum', 'Kundennr.', 'Leistungszeitraum'];
  const vals = [d.number, short(d, d.issue), d.custNo, d.period];
  heads.forEach((h, i) => {
    p.put(200, 50 + i * 120, h, { size: 8.5, bold: true });
    p.put(214, 50 + i * 120, vals[i] as string, { size: 9 });
  });
  const site = `Baustelle: ${d.b.street}, ${d.b.city}`;
  p.put(240, 50, t.rnd() < 0.5 ? site : `Auftrag vom ${short(d, addDays(d.issue, -t.int(20, 60)))}`, {
    size: 9,
  });
  const y = table(
    d,
    p,
    265,
    [
      { head: 'Anzahl', x: 85, right: true, cell: (l) => qtyOf(d, l.qty) },
      { head: 'Einheit', x: 92, cell: (l) => l.unit[0] },
      { head: 'Beschreibung', x: 140, name: true, cell: (l) => l.name },
      { head: 'Einzelpreis', x: 470, right: true, cell: (l) => m(l.price) },
      { head: 'Gesamt', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { spacer: true, rule: t.rnd() < 0.5, size: 9, step: 15 },
  );
  let y2 = y + 4;
  if (d.twoPage && p.page() === 1) y2 = p.next() + 40;
  const pairs: Array<[string, string, boolean?]> = [
    ['Summe netto', m(d.lineNet)],
    ...d.vat.map((v): [string, string] => [`zzgl. ${v.rate} % MwSt.`, m(v.tax)]),
    ['Gesamtbetrag EUR', m(d.gross), true],
  ];
  y2 = totals(p, y2, 380, 545, pairs, 9);
  y2 += 14;
  p.put(y2, 50, `Zahlbar innerhalb von 14 Tagen ohne Abzug bis ${short(d, d.due)}.`, { size: 9 });
  p.put(y2 + 13, 50, `Leistungsdatum: ${d.period}. Vielen Dank für Ihren Auftrag!`, { size: 9 });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [782, 50, d.s.name, 7.5],
    [792, 50, `${d.s.street}, ${d.s.pc} ${d.s.city}`, 7.5],
    [782, 230, 'Bankverbindung', 7.5],
    [792, 230, `IBAN: ${spaced(d.iban)}`, 7.5],
    [802, 230, d.bicShown ? `BIC: ${d.bic}` : '', 7.5],
    [782, 440, d.taxNo ? `Steuernummer: ${d.taxNo}` : '', 7.5],
    [792, 440, d.sellerVat ? `USt-IdNr.: ${d.s.vat}` : '', 7.5],
    [802, 440, n > 1 ? `Blatt ${pg}/${n}` : '', 7.5],
  ]);
  return n;
}

// ── vorl6 ──────────────────────────────────────────────────────────────────────────────────────
function drawVorl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => `${money(d, v)} €`;
  p.put(50, 50, 'Rechnung', { size: 24, bold: true });
  p.put(80, 50, d.tagline, { size: 9 });
  p.put(110, 50, 'Rechnungsempfänger:', { size: 8.5, bold: true });
  p.block(addr3(d.b), 50, 124, { size: 10 });
  p.kv(110, 340, 440, [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', short(d, d.issue)],
    ['Kundennummer:', d.custNo],
    ['Lieferdatum:', `erbracht im ${d.period}`],
    ['Fällig am:', short(d, d.due)],
  ]);
  p.put(200, 50, t.pick(['Vielen Dank für Ihren Einkauf!', 'Wir berechnen Ihnen folgende Lieferungen:']), {
    size: 9.5,
  });
  const y = table(
    d,
    p,
    225,
    [
      { head: 'Nr.', x: 50, cell: (l) => l.id },
      { head: 'Artikel', x: 75, name: true, cell: (l) => l.name },
      { head: 'Menge', x: 305, right: true, cell: (l) => qtyOf(d, l.qty) },
      { head: 'Einheit', x: 312, cell: (l) => l.unit[0] },
      { head: 'Preis', x: 410, right: true, cell: (l) => m(l.price) },
      { head: 'MwSt.', x: 455, right: true, cell: (l) => `${l.rate} %` },
      { head: 'Betrag', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { rule: true },
  );
  let y2 = y + 6;
  if (d.twoPage && p.page() === 1) y2 = p.next() + 40;
  const pairs: Array<[string, string, boolean?]> = [
    ['Zwischensumme (netto)', m(d.lineNet)],
    ...d.vat.map((v): [string, string] => [`zzgl. ${v.rate} % MwSt. auf ${m(v.base)}`, m(v.tax)]),
    ...(d.vat.length > 1 ? [['Summe MwSt.', m(d.vatT)] as [string, string]] : []),
    ['Gesamtbetrag', m(d.gross), true],
  ];
  y2 = totals(p, y2, 330, 545, pairs, 9);
  y2 += 14;
  p.put(
    y2,
    50,
    `Bitte überweisen Sie den Gesamtbetrag bis zum ${short(d, d.due)} auf das unten genannte Konto.`,
    {
      size: 9,
    },
  );
  p.put(y2 + 13, 50, `Verwendungszweck: ${d.number}`, { size: 9 });
  if (t.rnd() < 0.6) p.put(y2 + 26, 50, `Gerne auch per PayPal an ${d.email}`, { size: 9 });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [770, 50, d.s.name, 7.5],
    [780, 50, d.s.street, 7.5],
    [790, 50, `${d.s.pc} ${d.s.city}`, 7.5],
    [770, 220, `Telefon ${d.phone}`, 7.5],
    [780, 220, d.email, 7.5],
    [790, 220, d.taxNo ? `Steuernummer ${d.taxNo}` : `USt-IdNr. ${d.s.vat}`, 7.5],
    [800, 220, d.taxNo && d.sellerVat ? `USt-IdNr. ${d.s.vat}` : '', 7.5],
    [770, 400, 'Bankverbindung:', 7.5],
    [780, 400, spaced(d.iban), 7.5],
    [790, 400, d.bicShown ? d.bic : '', 7.5],
    [805, 500, n > 1 ? `Seite ${pg}/${n}` : '', 7],
  ]);
  return n;
}

// ── at6 ────────────────────────────────────────────────────────────────────────────────────────
function drawAt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => money(d, v);
  p.put(38, 545, d.s.name, { size: 17, bold: true, right: true });
  p.put(60, 545, `${d.s.street} | ${d.s.pc} ${d.s.city}`, { size: 8.5, right: true });
  p.put(72, 545, `${d.phone} | ${d.email}`, { size: 8.5, right: true });
  p.put(130, 55, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  const bl = addr3(d.b);
  p.block(bl, 55, 145, { size: 10 });
  if (d.buyerVat) p.put(195, 55, `UID-Nr.: ${d.b.vat}`, { size: 9 });
  p.kv(145, 360, 545, [
    ['Rechnungs-Nr.:', d.number],
    ['Rechnungsdatum:', long(d, d.issue)],
    ['Kunden-Nr.:', d.custNo],
    ['Leistungszeitraum:', d.period],
  ]);
  p.put(240, 55, `RECHNUNG ${d.number}`, { size: 13, bold: true });
  p.put(
    260,
    55,
    t.pick([
      'Für die ausgeführten Arbeiten erlauben wir uns zu verrechnen:',
      'Wir danken für Ihren Auftrag und verrechnen wie folgt:',
    ]),
    { size: 9.5 },
  );
  const y = table(
    d,
    p,
    285,
    [
      { head: 'Pos', x: 55, cell: (l) => l.id },
      { head: 'Bezeichnung', x: 85, name: true, cell: (l) => l.name },
      { head: 'Menge', x: 345, right: true, cell: (l) => qtyOf(d, l.qty) },
      { head: 'ME', x: 352, cell: (l) => l.unit[0] },
      { head: 'EP in €', x: 460, right: true, cell: (l) => m(l.price) },
      { head: 'GP in €', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { rule: true, wrap: 38 },
  );
  let y2 = y + 6;
  if (d.twoPage && p.page() === 1) y2 = p.next() + 40;
  const pairs: Array<[string, string, boolean?]> = d.small
    ? [['Rechnungsbetrag', `€ ${m(d.gross)}`, true]]
    : [
        ['Summe netto', `€ ${m(d.lineNet)}`],
        ...d.vat.map((v): [string, string] => [`+ ${v.rate} % USt.`, `€ ${m(v.tax)}`]),
        ['Rechnungsbetrag brutto', `€ ${m(d.gross)}`, true],
      ];
  y2 = totals(p, y2, 350, 545, pairs, 9.5);
  y2 += 10;
  if (d.small) {
    p.put(y2, 55, SMALL_NOTE.at, { size: 8.5 });
    y2 += 16;
  }
  p.put(y2, 55, `Zahlbar bis ${long(d, d.due)} ohne Abzug.`, { size: 9 });
  p.put(y2 + 13, 55, `Bankverbindung: IBAN ${spaced(d.iban)}${d.bicShown ? ` · BIC ${d.bic}` : ''}`, {
    size: 9,
  });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [
      795,
      55,
      [d.sellerVat ? `UID-Nr. ${d.s.vat}` : '', d.taxNo ? `St.Nr. ${d.taxNo}` : '']
        .filter(Boolean)
        .join(' | '),
      7.5,
    ],
    [795, 545 - 40, n > 1 ? `Seite ${pg}/${n}` : '', 7.5],
  ]);
  return n;
}

// ── uk6 ────────────────────────────────────────────────────────────────────────────────────────
function ukDate(iso: string): string {
  const [y, mm, dd] = iso.split('-');
  return `${Number(dd)} ${MONTH_NAMES.en[Number(mm) - 1]} ${y}`;
}
function drawUk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => eur(d, v);
  p.put(40, 545, d.credit ? 'CREDIT NOTE' : 'INVOICE', { size: 22, bold: true, right: true });
  p.put(42, 50, d.s.name, { size: 12, bold: true });
  p.block([d.s.street, `${d.s.city} ${d.s.pc}`, d.phone, d.email], 50, 60, { size: 9 });
  p.put(130, 50, 'Bill to:', { size: 9, bold: true });
  p.block([d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`], 50, 144, { size: 9.5 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Credit note no:' : 'Invoice No:', d.number],
    ['Date:', ukDate(d.issue)],
  ];
  if (d.credit) kv.push(['Relates to invoice:', `${d.credit.orig} of ${ukDate(d.credit.date)}`]);
  else kv.push(['Due date:', ukDate(d.due)]);
  kv.push(['Work carried out:', d.period]);
  p.kv(130, 330, 430, kv, { size: 9 });
  const y = table(
    d,
    p,
    215,
    [
      { head: 'Description', x: 50, name: true, cell: (l) => l.name },
      { head: 'Qty', x: 330, cell: (l) => `${qtyOf(d, l.qty)} ${l.unit[0]}` },
      { head: 'Rate', x: 455, right: true, cell: (l) => money(d, l.price) },
      { head: 'Amount', x: 545, right: true, cell: (l) => money(d, l.net) },
    ],
    { rule: t.rnd() < 0.5, size: 9 },
  );
  let y2 = y + 6;
  if (d.twoPage && p.page() === 1) y2 = p.next() + 40;
  const pairs: Array<[string, string, boolean?]> = d.small
    ? [['Total', m(d.gross), true]]
    : [
        ['Subtotal', m(d.lineNet)],
        ...d.vat.map((v): [string, string] => [`VAT @ ${v.rate}%`, m(v.tax)]),
        [d.credit ? 'Total credit' : 'Total due', m(d.gross), true],
      ];
  y2 = totals(p, y2, 360, 545, pairs, 9.5);
  y2 += 10;
  if (d.small) {
    p.put(y2, 50, 'VAT not applicable - not VAT registered.', { size: 8.5 });
    y2 += 14;
  }
  p.put(
    y2,
    50,
    d.credit
      ? 'This amount will be refunded to your account.'
      : `Please pay within ${t.pick(['14', '30'])} days by bank transfer to:`,
    {
      size: 9,
    },
  );
  y2 += 13;
  const gb = d.s.country === 'GB';
  const bank = [
    `Account name: ${d.s.name}`,
    ...(gb
      ? [
          `Sort code: ${d.iban.slice(8, 10)}-${d.iban.slice(10, 12)}-${d.iban.slice(12, 14)}   Account no: ${d.iban.slice(14)}`,
        ]
      : []),
    `IBAN: ${spaced(d.iban)}`,
    ...(d.bicShown ? [`BIC: ${d.bic}`] : []),
  ];
  p.block(bank, 50, y2, { size: 9 });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [800, 50, d.sellerVat ? `VAT Reg No: ${d.s.vat}` : '', 7.5],
    [800, 545 - 40, n > 1 ? `Page ${pg} of ${n}` : '', 7.5],
    [812, 50, 'Thank you for your business!', 7.5],
  ]);
  return n;
}

// ── fr6 ────────────────────────────────────────────────────────────────────────────────────────
function drawFr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => `${money(d, v)} €`;
  const siret = `${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)}`;
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.block([d.tagline, d.s.street, `${d.s.pc} ${d.s.city}`, d.phone, d.email, `SIRET : ${siret}`], 50, 58, {
    size: 9,
  });
  p.put(140, 330, 'Client :', { size: 9, bold: true });
  p.block(addr3(d.b), 330, 154, { size: 10 });
  p.put(230, 50, `FACTURE N° ${d.number}`, { size: 14, bold: true });
  p.kv(252, 50, 175, [
    ['Date :', long(d, d.issue)],
    ["Date d'exécution :", d.period],
    ["Date d'échéance :", short(d, d.due)],
  ]);
  const y = table(
    d,
    p,
    305,
    [
      { head: 'Désignation', x: 50, name: true, cell: (l) => l.name },
      { head: 'Qté', x: 310, right: true, cell: (l) => qtyOf(d, l.qty) },
      { head: 'Unité', x: 318, cell: (l) => l.unit[0] },
      { head: 'Prix unitaire HT', x: 455, right: true, cell: (l) => m(l.price) },
      { head: 'Total HT', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { rule: true },
  );
  let y2 = y + 6;
  const pairs: Array<[string, string, boolean?]> = d.small
    ? [
        ['Total HT', m(d.lineNet)],
        ['Net à payer', m(d.gross), true],
      ]
    : [
        ['Total HT', m(d.lineNet)],
        ...d.vat.map((v): [string, string] => [`TVA ${v.rate} %`, m(v.tax)]),
        ['Total TTC', m(d.gross), true],
      ];
  y2 = totals(p, y2, 360, 545, pairs, 9.5);
  y2 += 8;
  if (d.small) {
    p.put(y2, 50, SMALL_NOTE.fr, { size: 9 });
    y2 += 16;
  }
  p.put(y2, 50, `Règlement par virement bancaire avant le ${short(d, d.due)} :`, { size: 9 });
  p.put(y2 + 13, 50, `IBAN ${spaced(d.iban)}${d.bicShown ? ` - BIC ${d.bic}` : ''}`, { size: 9 });
  p.put(
    y2 + 32,
    50,
    'En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement : 40 €.',
    { size: 7.5 },
  );
  p.put(
    800,
    50,
    `${d.s.name} - Entrepreneur individuel - SIRET ${siret}${d.sellerVat ? ` - TVA intracommunautaire ${d.s.vat}` : ''}`,
    {
      size: 7,
    },
  );
  return p.pages();
}

// ── nl6 ────────────────────────────────────────────────────────────────────────────────────────
function drawNl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const m = (v: string) => eur(d, v);
  const kvk = t.digits(8);
  p.put(40, 545, d.s.name, { size: 16, bold: true, right: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.email, d.phone], 420, 62, { size: 8.5 });
  p.put(60, 50, 'FACTUUR', { size: 20, bold: true });
  p.block(addr3(d.b), 50, 130, { size: 10 });
  const heads = ['Factuurnummer', 'Factuurdatum', 'Vervaldatum', 'Periode'];
  const vals = [d.number, short(d, d.issue), short(d, d.due), d.period];
  heads.forEach((h, i) => {
    p.put(205, 50 + i * 125, h, { size: 8.5, bold: true });
    p.put(219, 50 + i * 125, vals[i] as string, { size: 9 });
  });
  const y = table(
    d,
    p,
    250,
    [
      { head: 'Omschrijving', x: 50, name: true, cell: (l) => l.name },
      { head: 'Aantal', x: 300, cell: (l) => `${qtyOf(d, l.qty)} ${l.unit[0]}` },
      { head: 'Tarief', x: 420, right: true, cell: (l) => m(l.price) },
      ...(d.vat.length > 1 ? [{ head: 'Btw', x: 460, right: true, cell: (l: Line) => `${l.rate}%` }] : []),
      { head: 'Bedrag', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { rule: t.rnd() < 0.6, size: 9, spacer: t.rnd() < 0.3 },
  );
  let y2 = y + 6;
  if (d.twoPage && p.page() === 1) y2 = p.next() + 40;
  const pairs: Array<[string, string, boolean?]> = d.small
    ? [['Totaal', m(d.gross), true]]
    : [
        ['Subtotaal', m(d.lineNet)],
        ...d.vat.map((v): [string, string] => [`Btw ${v.rate}% over ${m(v.base)}`, m(v.tax)]),
        ...(d.vat.length > 1 ? [['Totaal btw', m(d.vatT)] as [string, string]] : []),
        ['Totaal', m(d.gross), true],
      ];
  y2 = totals(p, y2, 330, 545, pairs, 9.5);
  y2 += 10;
  if (d.small) {
    p.put(y2, 50, SMALL_NOTE.nl, { size: 8.5 });
    y2 += 16;
  }
  p.put(y2, 50, `Gelieve het bedrag van ${m(d.gross)} vóór ${short(d, d.due)} over te maken op`, { size: 9 });
  p.put(y2 + 13, 50, `IBAN ${spaced(d.iban)} t.n.v. ${d.s.name} o.v.v. factuurnummer ${d.number}.`, {
    size: 9,
  });
  const n = p.pages();
  everyPage(rows, n, (pg) => [
    [
      800,
      50,
      [
        `KvK ${kvk}`,
        d.sellerVat ? `btw-id ${d.s.vat}` : '',
        d.bicShown ? `BIC ${d.bic}` : '',
        n > 1 ? `pagina ${pg}/${n}` : '',
      ]
        .filter(Boolean)
        .join(' | '),
      7.5,
    ],
  ]);
  return n;
}

// ── es6 ────────────────────────────────────────────────────────────────────────────────────────
function drawEs(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const m = (v: string) => `${money(d, v)} €`;
  p.put(40, cx(d.s.name, 16), d.s.name, { size: 16, bold: true });
  const line = `${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`;
  p.put(62, cx(line, 8.5), line, { size: 8.5 });
  p.put(100, 50, 'Datos del emisor', { size: 8.5, bold: true });
  p.block([d.s.name, `CIF: ${d.s.vat}`, d.s.street, `${d.s.pc} ${d.s.city}`], 50, 114, { size: 9 });
  p.put(100, 320, 'Cliente:', { size: 8.5, bold: true });
  p.block([d.b.name, `NIF: ${d.b.vat}`, d.b.street, `${d.b.pc} ${d.b.city}`], 320, 114, { size: 9 });
  p.put(185, 50, 'FACTURA', { size: 16, bold: true });
  p.put(208, 50, `Factura nº ${d.number} de fecha ${long(d, d.issue)}`, { size: 10 });
  p.put(222, 50, `Fecha de la operación: ${d.period}`, { size: 9 });
  const y = table(
    d,
    p,
    250,
    [
      { head: 'Concepto', x: 50, name: true, cell: (l) => l.name },
      { head: 'Cantidad', x: 300, cell: (l) => `${qtyOf(d, l.qty)} ${l.unit[0]}` },
      { head: 'Precio', x: 420, right: true, cell: (l) => m(l.price) },
      { head: 'IVA', x: 460, right: true, cell: (l) => `${l.rate}%` },
      { head: 'Importe', x: 545, right: true, cell: (l) => m(l.net) },
    ],
    { rule: true, size: 9 },
  );
  let y2 = y + 6;
  const pairs: Array<[string, string, boolean?]> = [
    ['Base imponible', m(d.lineNet)],
    ...d.vat.map((v): [string, string] => [`IVA ${v.rate}% s/ ${m(v.base)}`, m(v.tax)]),
    ...(d.vat.length > 1 ? [['Total IVA', m(d.vatT)] as [string, string]] : []),
    ['Total factura', m(d.gross), true],
  ];
  y2 = totals(p, y2, 330, 545, pairs, 9.5);
  y2 += 12;
  p.put(y2, 50, `Vencimiento: ${short(d, d.due)}`, { size: 9 });
  p.put(
    y2 + 13,
    50,
    `Forma de pago: transferencia bancaria a la cuenta ${spaced(d.iban)}${d.bicShown ? ` (BIC ${d.bic})` : ''}`,
    { size: 9 },
  );
  return p.pages();
}

const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  word6: drawWord,
  xls6: drawXls,
  vorl6: drawVorl,
  at6: drawAt,
  uk6: drawUk,
  fr6: drawFr,
  nl6: drawNl,
  es6: drawEs,
};

/** Document k of blind37: truth and drawn rows. */
export function generateBlind37(k: number, h: Helpers): Generated {
  const d = build(k, h);
  const rows: Row[] = [];
  const nPages = DRAW[d.tpl](d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
