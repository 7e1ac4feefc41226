/**
 * Held-out set blind50 (session 28, issue 19): item structures — invoices whose item lists take more
 * than one row per item. Written before opening anything of the extractor. Eight layouts:
 * - `bundle19` German tool/office supplier: bundles and sets with their parts printed under the main
 *   item ("bestehend aus:"), without amounts or with amounts "inkl." that are not added.
 * - `alt19` German construction invoice after a bill of quantities: headings "Bauabschnitt 1 …",
 *   "Alternativposition" and "Bedarfsposition" printed with a unit price ("nur EP") or a bracketed
 *   amount, not summed; section subtotals.
 * - `text19` German IT service invoice: items with two or three paragraphs of description and a blank
 *   line inside.
 * - `liefer19` Austrian wholesaler: notes "Lieferung vom … / Lieferschein …" between the items, free
 *   items at 0,00 ("kostenlos"), an article number column and no position.
 * - `pfand19` German beverage wholesaler: deposit and return lines (negative quantities) and line
 *   discounts as their own row under the item ("abzgl. 5 % Rabatt  -3,20").
 * - `kit19` British supplier: kits with their components ("includes:"), "no charge" items, line
 *   discounts ("less 10% discount"), no position.
 * - `stack19` Irish invoice: the quantity and unit printed under the item's name ("3 hrs @ €85.00"),
 *   not in columns, returned items with negative quantity.
 * - `option19` French facture: options printed with a price but "non retenue" (not summed), sub-items
 *   "comprenant :", "Remise 10 %" rows under the item.
 *
 * Truth rules, only what is printed: a line is only what the invoice sums; parts of a bundle,
 * alternatives, Bedarfspositionen and options not summed are no lines; a discount row under an item
 * is that line's allowance (BT-136, with its percentage BT-138, base BT-137 and reason BT-139): the
 * line's net amount (BT-131) is the item's amount less the discount, its net price (BT-146) the printed
 * unit price. Line ids: the printed position where a position column exists (bundle19, alt19, text19,
 * pfand19, option19), else 1, 2, 3 … in printed order (liefer19, kit19, stack19). All lines category S.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  everyPage,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  pager,
  shortDate,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND50_TPLS = [
  'bundle19',
  'alt19',
  'text19',
  'liefer19',
  'pfand19',
  'kit19',
  'stack19',
  'option19',
] as const;
type Tpl = (typeof BLIND50_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

const UNITS: Record<string, string> = {
  Stk: 'H87',
  'Stk.': 'H87',
  Set: 'SET',
  Std: 'HUR',
  'Std.': 'HUR',
  m: 'MTR',
  'm²': 'MTK',
  kg: 'KGM',
  psch: 'LS',
  pauschal: 'LS',
  Kasten: 'XCR',
  Fass: 'XBA',
  Palette: 'XPX',
  Karton: 'XCT',
  Flasche: 'XBO',
  pcs: 'H87',
  each: 'EA',
  kit: 'SET',
  hrs: 'HUR',
  day: 'DAY',
  pallet: 'XPX',
  month: 'MON',
  pièce: 'H87',
  heure: 'HUR',
  forfait: 'LS',
  ml: 'MTR',
  jour: 'DAY',
};
for (const [u, c] of Object.entries(UNITS))
  if (!codelists.isValidCode('unit', c)) throw new Error(`blind50: ${c} (${u}) is no unit code of the list`);

type Kind = 'n' | 'alt' | 'bed' | 'opt' | 'free' | 'dep';
interface Item {
  pos: string;
  code: string;
  name: string;
  paras: string[][];
  qty: string;
  unit: string;
  price: string;
  rate: string;
  gross: string;
  disc?: { pct: string; amt: string };
  net: string;
  kind: Kind;
  subs: Array<{ text: string; amt?: string }>;
  head?: string;
  sub?: { label: string; amt: string };
}
const counted = (i: Item) => i.kind === 'n' || i.kind === 'free' || i.kind === 'dep';

interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  po: string;
  iban: string;
  bic: string;
  items: Item[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  short: boolean;
  t: Tools;
}

type Spec = [string, string, string, string?];
/** name, unit, price, rate(optional) per template */
const CAT: Record<Tpl, Spec[]> = {
  bundle19: [
    ['Akku-Bohrschrauber 18 V', 'Stk.', '189.00'],
    ['Schraubendreher-Satz 12-tlg.', 'Set', '34.90'],
    ['Bürodrehstuhl Ergo Plus', 'Stk.', '329.00'],
    ['Kabeltrommel 25 m', 'Stk.', '59.50'],
    ['LED-Arbeitsleuchte', 'Stk.', '44.80'],
    ['Montagearbeiten', 'Std.', '68.00'],
  ],
  alt19: [
    ['Innenwandputz Q2, Kalkzementputz', 'm²', '18.40'],
    ['Trockenbauwand 100 mm, beidseitig beplankt', 'm²', '46.90'],
    ['Bodenfliesen 60 × 60 cm verlegen', 'm²', '52.30'],
    ['Sockelfliesen schneiden und verlegen', 'm', '14.20'],
    ['Baustelleneinrichtung', 'psch', '850.00'],
    ['Stundenlohnarbeiten Facharbeiter', 'Std', '58.00'],
  ],
  text19: [
    ['Konzeption Schnittstelle Warenwirtschaft', 'Std.', '115.00'],
    ['Einrichtung Firewall und VPN', 'psch', '1450.00'],
    ['Migration Benutzerkonten', 'Std.', '98.00'],
    ['Schulung Administratoren', 'Std.', '120.00'],
    ['Wartungsvertrag Server', 'psch', '390.00'],
  ],
  liefer19: [
    ['Kaffeebohnen Crema 1 kg', 'kg', '18.90', '10'],
    ['Kakao-Pulver Premium', 'kg', '12.40', '10'],
    ['Einwegbecher 0,3 l', 'Karton', '24.60', '20'],
    ['Reinigungstabletten Kaffeemaschine', 'Karton', '31.20', '20'],
    ['Zuckersticks', 'Karton', '9.80', '10'],
    ['Milchkännchen Edelstahl', 'Stk.', '14.90', '20'],
  ],
  pfand19: [
    ['Mineralwasser Medium 12 × 0,7 l', 'Kasten', '6.20', '19'],
    ['Apfelschorle 12 × 0,5 l', 'Kasten', '8.40', '19'],
    ['Pils 20 × 0,5 l', 'Kasten', '15.90', '19'],
    ['Frischmilch 3,5 % 10 × 1 l', 'Karton', '11.50', '7'],
    ['Orangensaft 6 × 1 l', 'Karton', '10.80', '19'],
    ['Fassbier 30 l', 'Fass', '89.00', '19'],
  ],
  kit19: [
    ['Starter Garden Kit', 'kit', '149.00', '20'],
    ['Potting compost 50 l', 'each', '8.95', '20'],
    ['Hose reel with 30 m hose', 'each', '64.50', '20'],
    ['Garden kneeler pad', 'each', '18.00', '20'],
    ['Raised bed timber kit', 'kit', '119.00', '20'],
  ],
  stack19: [
    ['Site survey and measurement', 'hrs', '85.00', '23'],
    ['Installation labour', 'hrs', '72.00', '13.5'],
    ['Heat pump service visit', 'each', '240.00', '13.5'],
    ['Scaffold hire', 'day', '95.00', '23'],
    ['Timber pallet', 'pallet', '12.00', '23'],
    ['Remote monitoring plan', 'month', '29.00', '23'],
  ],
  option19: [
    ['Fourniture et pose de parquet chêne', 'm²', '64.00', '10'],
    ['Peinture murs et plafonds', 'm²', '22.50', '10'],
    ['Plinthes bois', 'ml', '9.80', '10'],
    ['Déplacement et installation du chantier', 'forfait', '180.00', '20'],
    ['Main-d’œuvre électricien', 'heure', '52.00', '20'],
    ['Mitigeur thermostatique', 'pièce', '219.00', '20'],
  ],
};

const SUBS: Record<Tpl, string[][]> = {
  bundle19: [
    ['1 × Akku 18 V 4,0 Ah', '1 × Schnellladegerät', '1 × Transportkoffer'],
    ['1 × Werkstattwagen 7 Schubladen', '1 × Steckschlüsselsatz 94-tlg.', '1 × Zangensatz 3-tlg.'],
    ['1 × Schreibtisch 160 × 80 cm', '1 × Rollcontainer', '1 × Monitorarm doppelt'],
  ],
  alt19: [],
  text19: [],
  liefer19: [],
  pfand19: [],
  kit19: [
    ['2 x seed trays', '1 x hand trowel', '1 x watering can 10 l', '1 x pair of gloves'],
    ['4 x timber boards', '1 x fixing set', '1 x weed membrane'],
  ],
  stack19: [],
  option19: [
    ['dépose de l’ancien revêtement', 'sous-couche acoustique', 'finition vernis mat'],
    ['préparation des supports', 'deux couches de peinture'],
  ],
};
const BUNDLES: Record<Tpl, Array<[string, string, string]>> = {
  bundle19: [
    ['Akku-Set Profi 18 V', 'Set', '399.00'],
    ['Werkstattwagen-Set Komplett', 'Set', '689.00'],
    ['Büroarbeitsplatz komplett', 'Set', '1249.00'],
  ],
  alt19: [],
  text19: [],
  liefer19: [],
  pfand19: [],
  kit19: [
    ['Greenhouse starter bundle', 'kit', '89.00'],
    ['Raised bed complete set', 'kit', '139.00'],
  ],
  stack19: [],
  option19: [
    ['Rénovation sol séjour', 'forfait', '2450.00'],
    ['Rafraîchissement chambre', 'forfait', '980.00'],
  ],
};
const PARAS = [
  [
    'Analyse der bestehenden Abläufe im Lager und in der Buchhaltung, Abstimmung der Datenfelder mit der Fachabteilung.',
    'Erstellung eines Feinkonzepts mit Mapping-Tabellen, Fehlerbehandlung und Protokollierung.',
  ],
  [
    'Installation und Grundkonfiguration der Firewall am Standort, Einrichtung von zwei VPN-Zugängen für den Außendienst.',
    'Test der Verbindungen mit allen Arbeitsplätzen und Übergabe der Zugangsdaten.',
    'Dokumentation der Regeln im Betriebshandbuch.',
  ],
  [
    'Übernahme der Benutzerkonten und Postfächer aus dem alten System einschließlich Gruppen und Freigaben.',
    'Nacharbeiten an Berechtigungen nach Rückmeldung der Anwender.',
  ],
  [
    'Ganztägige Schulung für zwei Administratoren in den Räumen des Kunden, Unterlagen inklusive.',
    'Themen: Benutzerverwaltung, Datensicherung, Updates und Notfallplan.',
  ],
  [
    'Monatliche Prüfung der Server, Einspielen von Sicherheitsupdates und Kontrolle der Datensicherung.',
    'Leistungszeitraum laut Wartungsvertrag; Ersatzteile werden gesondert berechnet.',
  ],
];

/** Labels per language. */
const L = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    po: 'Ihre Bestellung',
    pos: 'Pos.',
    code: 'Art.-Nr.',
    name: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einh.',
    price: 'Einzelpreis',
    rate: 'USt',
    amount: 'Gesamt',
    net: 'Summe netto',
    vatOn: (r: string, b: string) => `USt ${r} % auf ${b}`,
    vatTot: 'USt gesamt',
    gross: 'Rechnungsbetrag',
    vatId: 'USt-IdNr.',
    buyerVat: 'Ihre USt-IdNr.',
    disc: (p: string) => `abzgl. ${p} % Rabatt`,
  },
  en: {
    title: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice date',
    due: 'Due date',
    po: 'Your order',
    pos: 'No.',
    code: 'Code',
    name: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit price',
    rate: 'VAT',
    amount: 'Amount',
    net: 'Subtotal',
    vatOn: (r: string, b: string) => `VAT ${r}% on ${b}`,
    vatTot: 'Total VAT',
    gross: 'Total due',
    vatId: 'VAT No.',
    buyerVat: 'Customer VAT No.',
    disc: (p: string) => `less ${p}% discount`,
  },
  fr: {
    title: 'FACTURE',
    no: 'Facture n°',
    date: 'Date',
    due: 'Échéance',
    po: 'Réf. commande',
    pos: 'N°',
    code: 'Réf.',
    name: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'P.U. HT',
    rate: 'TVA',
    amount: 'Montant',
    net: 'Total HT',
    vatOn: (r: string, b: string) => `TVA ${r} % sur ${b}`,
    vatTot: 'Total TVA',
    gross: 'Total TTC',
    vatId: 'N° TVA',
    buyerVat: 'N° TVA client',
    disc: (p: string) => `Remise ${p} %`,
  },
};

const LANG: Record<Tpl, Lang> = {
  bundle19: 'de',
  alt19: 'de',
  text19: 'de',
  liefer19: 'de',
  pfand19: 'de',
  kit19: 'en',
  stack19: 'en',
  option19: 'fr',
};
const COUNTRY: Record<Tpl, string> = {
  bundle19: 'DE',
  alt19: 'DE',
  text19: 'DE',
  liefer19: 'AT',
  pfand19: 'DE',
  kit19: 'GB',
  stack19: 'IE',
  option19: 'FR',
};
const CNAME: Record<Lang, Record<string, string>> = {
  de: { DE: 'Deutschland', AT: 'Österreich' },
  en: { GB: 'United Kingdom', IE: 'Ireland' },
  fr: { FR: 'France' },
};

function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const lang = LANG[tpl];
  const cc = COUNTRY[tpl];
  const s = anyParty(cc, h, t);
  const b = anyParty(cc, h, t);
  if (cc === 'GB' || cc === 'IE') {
    s.vat = cc === 'GB' ? `GB${t.digits(9)}` : `IE${t.digits(7)}${t.pick(['A', 'W'])}`;
    s.vatShown = s.vat;
    b.vat = cc === 'GB' ? `GB${t.digits(9)}` : `IE${t.digits(7)}${t.pick(['A', 'W'])}`;
    b.vatShown = b.vat;
  }
  const long = Math.floor(k / 8) >= 6;
  const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const rates: Record<string, string> = { DE: '19', AT: '20', GB: '20', IE: '23', FR: '20' };
  const std = rates[cc] as string;
  const items: Item[] = [];
  const cat = CAT[tpl];
  const nItems = long ? t.int(12, 16) : t.int(4, 7);
  let pos = tpl === 'alt19' ? 0 : 0;
  let sec = 1;
  const dash = (v: number) => (v < 0 ? `${v}` : String(v));
  const mk = (spec: Spec, kind: Kind, qty: number): Item => {
    const [name, unit, price, rate] = spec;
    const gross = round(dec(qty).times(dec(price)));
    return {
      pos: '',
      code: `${t.int(10, 99)}${t.digits(4)}`,
      name,
      paras: [],
      qty: dash(qty),
      unit,
      price,
      rate: rate ?? std,
      gross,
      net: gross,
      kind,
      subs: [],
    };
  };
  const fr = tpl === 'option19';
  for (let i = 0; i < nItems; i++) {
    const r = t.rnd();
    let it: Item;
    if ((tpl === 'bundle19' || tpl === 'kit19' || fr) && r < 0.35) {
      const bi = t.int(0, BUNDLES[tpl].length - 1);
      const [name, unit, price] = BUNDLES[tpl][bi] as [string, string, string];
      it = mk([name, unit, price, fr ? '10' : undefined], 'n', t.int(1, 3));
      const parts = SUBS[tpl][bi % SUBS[tpl].length] as string[];
      const withAmt = tpl === 'bundle19' && t.rnd() < 0.5;
      it.subs = parts.map((p) => ({ text: p, ...(withAmt ? { amt: `${t.int(19, 290)}.00` } : {}) }));
    } else {
      const spec = t.pick(cat);
      const qty = ['psch', 'forfait', 'pauschal'].includes(spec[1])
        ? 1
        : ['m', 'm²', 'ml'].includes(spec[1])
          ? t.int(8, 140)
          : t.int(1, 24);
      it = mk(spec, 'n', qty);
    }
    if (tpl === 'text19') {
      const ps = PARAS[cat.findIndex((c) => c[0] === it.name) % PARAS.length] as string[];
      it.paras = ps.map((p) => wrapWords(p, 62));
    }
    if ((tpl === 'alt19' && i > 0 && t.rnd() < 0.25) || (fr && i > 0 && t.rnd() < 0.25)) {
      it.kind = fr ? 'opt' : t.pick(['alt', 'bed'] as const);
    }
    if (tpl === 'liefer19' || tpl === 'kit19')
      if (i > 0 && !items.some((x) => x.kind === 'free') && t.rnd() < 0.3) it.kind = 'free';
    if (it.kind === 'free') {
      it.subs = [];
      it.name = tpl === 'kit19' ? 'Sample pack of seeds' : 'Musterpackung Espresso 250 g';
      it.unit = tpl === 'kit19' ? 'each' : 'Stk.';
      it.qty = String(t.int(1, 3));
      it.price = '0.00';
      it.gross = '0.00';
      it.net = '0.00';
    }
    if (
      it.kind === 'n' &&
      (tpl === 'pfand19' || tpl === 'kit19' || fr || (tpl === 'bundle19' && long)) &&
      t.rnd() < 0.3
    ) {
      const pct = t.pick(['5', '10', '3', '15']);
      const amt = round(dec(it.gross).times(dec(pct)).dividedBy(100));
      it.disc = { pct, amt };
      it.net = round(dec(it.gross).minus(dec(amt)));
    }
    if (tpl === 'liefer19' && (i === 0 || t.rnd() < 0.25))
      it.head = `Lieferung vom ${shortDate('de', false, addDays(issue, -t.int(2, 20)))} – Lieferschein Nr. ${t.digits(6)}`;
    if (tpl === 'alt19' && (i === 0 || (t.rnd() < 0.25 && sec < 3))) {
      if (i > 0) sec++;
      it.head = `Bauabschnitt ${sec} – ${['Erdgeschoss', 'Obergeschoss', 'Dachgeschoss'][sec - 1]}`;
      pos = 0;
    }
    if ((tpl === 'text19' || tpl === 'stack19') && i > 0 && t.rnd() < 0.2)
      it.head = tpl === 'stack19' ? 'Additional works agreed on site' : 'Zusatzleistungen nach Auftrag';
    pos++;
    it.pos = tpl === 'alt19' ? `${sec}.${String(pos).padStart(2, '0')}` : String(pos);
    items.push(it);
    if (tpl === 'pfand19' && it.kind === 'n' && it.unit !== 'Karton') {
      const dep = mk(
        [`Pfand ${it.unit}`, it.unit, it.unit === 'Fass' ? '30.00' : '3.10', it.rate],
        'dep',
        Number(it.qty),
      );
      dep.pos = String(++pos);
      items.push(dep);
      if (t.rnd() < 0.5) {
        const back = mk(
          [`Leergut-Rücknahme ${it.unit}`, it.unit, dep.price, it.rate],
          'dep',
          -t.int(1, Number(it.qty)),
        );
        back.pos = String(++pos);
        items.push(back);
      }
    }
    if (tpl === 'stack19' && t.rnd() < 0.2) {
      const ret = mk(['Returned timber pallet', 'pallet', '12.00', std], 'dep', -t.int(1, 6));
      ret.pos = String(++pos);
      items.push(ret);
    }
  }
  // alt19: the section subtotal printed after a section's last item
  if (tpl === 'alt19') {
    let cur = '';
    let sum = dec(0);
    items.forEach((it, i) => {
      const s2 = it.pos.split('.')[0] ?? '';
      if (it.head && i > 0) {
        const prev = items[i - 1] as Item;
        prev.sub = { label: `Summe Bauabschnitt ${cur}`, amt: round(sum) };
        sum = dec(0);
      }
      cur = s2;
      if (counted(it)) sum = sum.plus(dec(it.net));
    });
    const last = items[items.length - 1] as Item;
    if (items.some((x, i) => i > 0 && x.head))
      last.sub = { label: `Summe Bauabschnitt ${cur}`, amt: round(sum) };
  }
  const lines = items.filter(counted);
  const { vat, lineNet, vatT } = vatSums(lines.map((l) => ({ rate: l.rate, net: l.net })));
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const prefix = { de: 'RE', en: 'INV-', fr: 'FA' }[lang];
  return {
    tpl,
    lang,
    cur: cc === 'GB' ? 'GBP' : 'EUR',
    s,
    b,
    buyerVat: t.rnd() < 0.4,
    number: `${prefix}${lang === 'de' ? '-' : ''}2026-${t.digits(5)}`,
    issue,
    due: addDays(issue, t.pick([14, 30, 10])),
    po: t.rnd() < 0.5 ? `PO-${t.digits(6)}` : '',
    iban: ibanOfCountry(cc, t),
    bic: bicOf(cc, t),
    items,
    vat,
    lineNet,
    vatT,
    gross,
    short: lang === 'en' && t.rnd() < 0.5,
    t,
  };
}

const NOT = { de: ['.', ','], en: [',', '.'], fr: ['\u202f', ','] } as const;
function draw(d: Doc, rows: Row[]): number {
  const lab = L[d.lang];
  const [th, dc] = NOT[d.lang];
  const m = (v: string) => groupedMoney(v, th, dc);
  const q = (v: string) => (d.lang === 'en' ? v : v.replace('.', ','));
  const date = (iso: string) =>
    shortDate(d.lang === 'en' ? 'en' : 'de', d.short, iso).replace(/\./g, d.lang === 'fr' ? '/' : '.');
  const cur = d.cur === 'GBP' ? '£' : '€';
  const p = pager(rows, 60, 740);
  const variant = d.t.int(0, 1);
  // header: seller top left or right, the title and info, the buyer
  const sx = variant ? 330 : 50;
  p.put(40, sx, d.s.name, { size: 12, bold: true });
  p.put(56, sx, d.s.street, { size: 9 });
  p.put(67, sx, `${d.s.pc} ${d.s.city}`, { size: 9 });
  p.put(78, sx, CNAME[d.lang][d.s.country] ?? '', { size: 9 });
  p.put(89, sx, `${lab.vatId} ${d.s.vatShown ?? d.s.vat}`, { size: 9 });
  const bx = variant ? 50 : 50;
  const by = 130;
  p.put(by - 12, bx, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, CNAME[d.lang][d.b.country] ?? ''], bx, by, {
    size: 10,
  });
  if (d.buyerVat) p.put(by + 54, bx, `${lab.buyerVat}: ${d.b.vatShown ?? d.b.vat}`, { size: 9 });
  const info: Array<[string, string]> = [
    [lab.no, d.number],
    [lab.date, date(d.issue)],
    [lab.due, date(d.due)],
  ];
  if (d.po) info.push([lab.po, d.po]);
  p.put(200, 50, lab.title, { size: 16, bold: true });
  p.kv(variant ? 120 : 130, 350, 545, info, { size: 9 });
  // the item table
  const tpl = d.tpl;
  const hasPos = ['bundle19', 'alt19', 'text19', 'pfand19', 'option19'].includes(tpl);
  const hasCode = tpl === 'liefer19' || tpl === 'pfand19';
  const hasRate = d.vat.length > 1 || ['liefer19', 'pfand19', 'kit19', 'option19'].includes(tpl);
  const stacked = tpl === 'stack19';
  const lqty = tpl === 'alt19';
  const X = {
    pos: 50,
    code: hasPos ? 80 : 50,
    name: lqty ? 170 : 50 + (hasPos ? 30 : 0) + (hasCode ? 48 : 0),
    qty: lqty ? 110 : 340,
    unit: lqty ? 115 : 345,
    price: 440,
    rate: 478,
    amount: 545,
  };
  let y = 230;
  const head = (yy: number) => {
    const st = { size: 8, bold: true };
    if (hasPos) p.put(yy, X.pos, lab.pos, st);
    if (hasCode) p.put(yy, X.code, lab.code, st);
    p.put(yy, X.name, stacked ? `${lab.name} / ${lab.qty}` : lab.name, st);
    if (!stacked) {
      p.put(yy, X.qty, lab.qty, { ...st, right: true });
      p.put(yy, X.unit, lab.unit, st);
      p.put(yy, X.price, lab.price, { ...st, right: true });
    }
    if (hasRate) p.put(yy, X.rate, lab.rate, { ...st, right: true });
    p.put(yy, X.amount, `${lab.amount} ${cur}`, { ...st, right: true });
    return yy + 16;
  };
  y = head(y);
  const need = (h: number) => {
    const ny = p.need(y, h);
    if (ny !== y) y = head(ny);
  };
  const sz = 8.5;
  for (const it of d.items) {
    if (it.head) {
      need(30);
      y += 4;
      p.put(y, X.name, it.head, { size: 9, bold: true });
      y += 14;
    }
    const paraH = it.paras.reduce((a, ps) => a + ps.length * 11 + 11, 0);
    need(14 + it.subs.length * 11 + paraH + (it.disc ? 11 : 0) + (stacked ? 11 : 0));
    const alt = it.kind === 'alt' || it.kind === 'bed' || it.kind === 'opt';
    const prefix =
      it.kind === 'alt'
        ? 'Alternativposition: '
        : it.kind === 'bed'
          ? 'Bedarfsposition: '
          : it.kind === 'opt'
            ? 'Option non retenue : '
            : '';
    if (hasPos) p.put(y, X.pos, alt && tpl === 'alt19' ? `${it.pos} A` : it.pos, { size: sz });
    if (hasCode) p.put(y, X.code, it.code, { size: sz });
    p.put(y, X.name, `${prefix}${it.name}`, { size: sz, bold: stacked });
    if (!stacked) {
      p.put(y, X.qty, q(it.qty), { size: sz, right: true });
      p.put(y, X.unit, it.unit, { size: sz });
      p.put(y, X.price, m(it.price), { size: sz, right: true });
    }
    if (hasRate) p.put(y, X.rate, `${q(it.rate)} %`, { size: sz, right: true });
    const amt = alt
      ? it.kind === 'bed' || (it.kind === 'alt' && d.t.rnd() < 0.5)
        ? 'nur EP'
        : it.kind === 'opt'
          ? `(${m(it.gross)})`
          : `(${m(it.gross)})`
      : it.kind === 'free'
        ? d.lang === 'en'
          ? 'no charge'
          : 'kostenlos'
        : m(it.gross);
    p.put(y, X.amount, amt, { size: sz, right: true });
    y += 12;
    if (stacked) {
      p.put(y, X.name + 10, `${it.qty} ${it.unit} @ ${cur}${m(it.price)}`, { size: 8 });
      y += 11;
    }
    if (it.subs.length) {
      p.put(y, X.name + 8, { de: 'bestehend aus:', en: 'includes:', fr: 'comprenant :' }[d.lang], {
        size: 7.5,
      });
      y += 10;
      for (const s of it.subs) {
        p.put(y, X.name + 14, `– ${s.text}`, { size: 7.5 });
        if (s.amt) p.put(y, X.price, `inkl. ${m(s.amt)}`, { size: 7.5, right: true });
        else if (d.lang === 'en') p.put(y, X.price, 'included', { size: 7.5, right: true });
        y += 10;
      }
    }
    for (const ps of it.paras) {
      for (const l of ps) {
        p.put(y, X.name, l, { size: 8 });
        y += 10;
      }
      y += 10; // the blank line between paragraphs
    }
    if (it.disc) {
      p.put(y, X.name + 8, lab.disc(q(it.disc.pct)), { size: 8 });
      p.put(y, X.amount, `-${m(it.disc.amt)}`, { size: 8, right: true });
      y += 12;
    }
    if (it.sub) {
      p.put(y, X.name, it.sub.label, { size: 8.5, bold: true });
      p.put(y, X.amount, m(it.sub.amt), { size: 8.5, bold: true, right: true });
      y += 16;
    }
    y += 3;
  }
  // totals
  need(30 + d.vat.length * 12 + 40);
  y += 8;
  const tot: Array<[string, string]> = [[lab.net, m(d.lineNet)]];
  for (const v of d.vat) tot.push([lab.vatOn(q(v.rate), m(v.base)), m(v.tax)]);
  if (d.vat.length > 1) tot.push([lab.vatTot, m(d.vatT)]);
  tot.push([`${lab.gross} ${d.cur}`, m(d.gross)]);
  y = p.kv(y, 300, 545, tot, { size: 9 });
  const pay = {
    de: `Zahlbar bis ${date(d.due)} ohne Abzug.`,
    en: `Payment due by ${date(d.due)}.`,
    fr: `Paiement à réception, au plus tard le ${date(d.due)}.`,
  }[d.lang];
  p.put(y + 10, 50, pay, { size: 8.5 });
  const pages = p.pages();
  everyPage(rows, pages, (pg, n) => [
    [
      770,
      50,
      `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · ${lab.vatId} ${d.s.vatShown ?? d.s.vat}`,
      7,
    ],
    [780, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
    [780, 545 - 40, `${pg}/${n}`, 7],
  ]);
  return pages;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, dueDate: d.due, currency: d.cur });
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (x: KitParty) => ({ line1: x.street, postalCode: x.pc, city: x.city, countryCode: x.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  const lines = d.items.filter(counted);
  inv.lines = lines.map((it, i) => {
    const id = ['liefer19', 'kit19', 'stack19'].includes(d.tpl) ? String(i + 1) : it.pos;
    const l = kitLine({
      id,
      qty: it.qty,
      unit: [it.unit, UNITS[it.unit] as string],
      net: it.net,
      price: it.price,
      rate: it.rate,
      name: it.name,
    });
    if (it.disc)
      l.allowances = [
        {
          amount: it.disc.amt,
          baseAmount: it.gross,
          percentage: it.disc.pct,
          reason: L[d.lang].disc(it.disc.pct),
        },
      ];
    return l;
  });
  return inv;
}

/** Document k of blind50: layout k mod 8. */
export function generateBlind50(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const tpl = BLIND50_TPLS[k % BLIND50_TPLS.length] as Tpl;
  const d = build(tpl, k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
