/**
 * `--templates blind2` of extraction-synthetic.ts: a second round of layouts the extraction rules
 * were not written for —
 * - `utility`: a German utility/telecom bill (Kundennummer / Vertragsnummer / Abrechnungszeitraum
 *   box at the right, "Ihre Rechnung vom …" as the heading, consumption with kWh / Monat units and
 *   four-decimal unit prices, Grundpreis per month, instalments already paid → "Bereits gezahlt" /
 *   "Restbetrag");
 * - `hotel`: a hotel folio (one row per night with its date, 7 % lodging and 19 % breakfast and
 *   parking, "Gesamtbetrag", "Bereits bezahlt (Kreditkarte)" / "Offener Betrag");
 * - `market`: a marketplace order invoice in English ("Order #", "Sold by" / "Bill to" / "Ship to"
 *   in three columns, a "VAT rate" column, a VAT summary table, paid by card or on account);
 * - `belux`: a Belgian or Luxembourg invoice in French (TVA BE0xxx.xxx.xxx / LU12345678, "Montant
 *   HTVA", "Total TVAC", "Acompte", "communication structurée").
 * Truth = the generated model; prepaid amounts (BT-113) where the layout has them.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addDays,
  ibanWithCheck,
  randomTools,
  rowWriter,
  spaced,
  synthLine,
  synthParties,
} from './synthetic-model.ts';
import type { Helpers, Party, Row, Style } from './synthetic-new.ts';

type Col = [string, string[]];

export const BLIND2_TPLS = ['utility', 'hotel', 'market', 'belux'] as const;

const MONTHS_DE = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
  ' ',
);
const MONTHS_FR =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const MONTHS_EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

export function generateBlind2(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const tpl = BLIND2_TPLS[k % BLIND2_TPLS.length] as (typeof BLIND2_TPLS)[number];

  // the country's IBAN length (NL: a bank code of four letters)
  const ibanOf = (cc: string): string => {
    const bban =
      cc === 'NL'
        ? `${pick(['ABNA', 'INGB', 'RABO'])}${digits(10)}`
        : digits(({ DE: 18, FR: 23, BE: 12, LU: 16 } as Record<string, number>)[cc] ?? 18);
    return ibanWithCheck(cc, bban);
  };

  // --- situation ------------------------------------------------------------------------------
  const lux = tpl === 'belux' && rnd() < 0.4;
  const home =
    tpl === 'belux' ? (lux ? 'LU' : 'BE') : tpl === 'market' ? pick(['DE', 'FR', 'NL'] as const) : 'DE';
  const s: Party & { country: string } = lux
    ? {
        name: `${pick(['Moselle', 'Kirchberg', 'Alzette', 'Ardennes'])} ${pick(['Services', 'Consulting', 'Digital'])} ${pick(['S.à r.l.', 'S.A.', 'SARL'])}`,
        street: `${int(1, 90)}, ${pick(['rue de Hollerich', 'avenue de la Gare', 'boulevard Royal', 'route d’Esch'])}`,
        pc: `${int(1110, 2990)}`,
        city: pick(['Luxembourg', 'Esch-sur-Alzette', 'Strassen']),
        country: 'BE',
      }
    : h.party(home as 'DE' | 'FR' | 'NL' | 'BE');
  if (tpl === 'utility')
    s.name = `${pick(['Stadtwerke', 'Energieversorgung', 'Netzwerk'])} ${s.city.split(' ')[0]} ${pick(['GmbH', 'AG', 'GmbH & Co. KG'])}`;
  if (tpl === 'hotel')
    s.name = `${pick(['Hotel', 'Parkhotel', 'Best Stay Hotel'])} ${s.name.split(' ')[0]} ${pick(['GmbH', 'KG', 'GmbH & Co. KG'])}`;
  const sCountry = lux ? 'LU' : home;
  const sVat = lux ? `LU${digits(8)}` : h.vatId(home as 'DE' | 'FR' | 'NL' | 'BE');
  const b = h.party(
    tpl === 'belux'
      ? pick(['BE', 'BE', 'FR'] as const)
      : tpl === 'market'
        ? pick(['DE', 'DE', 'AT', 'NL'] as const)
        : 'DE',
  );
  const bVat = tpl === 'belux' || (tpl === 'hotel' && rnd() < 0.3) ? h.vatId(b.country as 'DE') : undefined;
  const de = tpl === 'utility' || tpl === 'hotel';
  // number notation: German/French "1.234,56" or "1 234,56", English "1,234.56"
  const notation =
    tpl === 'market' ? pick(['en', 'de'] as const) : tpl === 'belux' ? pick(['de', 'fr'] as const) : 'de';
  const frSep = pick([' ', '.', '\u202f']);
  const money = (v: string, dp = 2): string => {
    const x = dec(v).toFixed(dp);
    const [i = '0', f = '00'] = x.replace('-', '').split('.');
    const sep = notation === 'en' ? ',' : notation === 'fr' ? frSep : '.';
    const mark = notation === 'en' ? '.' : ',';
    return `${x.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${mark}${f}`;
  };
  const numTxt = (v: string) => (notation === 'en' ? v : v.replace('.', ','));
  // one currency style per document, as the software prints it
  const curStyle = int(0, 2);
  const eur = (m: string) =>
    notation === 'en'
      ? ([`€${m}`, `EUR ${m}`, m][curStyle] as string)
      : ([`${m} €`, `${m} EUR`, m][curStyle] as string);
  const dstyle = de
    ? pick(['dot', 'dot', 'dotlong'] as const)
    : tpl === 'market'
      ? pick(['short', 'iso', 'dot'] as const)
      : pick(['slash', 'dot', 'long'] as const);
  const fdate = (iso: string, st: string = dstyle): string => {
    const [y, m, d] = iso.split('-');
    const mi = Number(m) - 1;
    if (st === 'dot') return `${d}.${m}.${y}`;
    if (st === 'dotlong') return `${Number(d)}. ${MONTHS_DE[mi]} ${y}`;
    if (st === 'short') return `${Number(d)} ${MONTHS_EN[mi]} ${y}`;
    if (st === 'iso') return `${y}-${m}-${d}`;
    if (st === 'slash') return `${d}/${m}/${y}`;
    return `${Number(d)} ${MONTHS_FR[mi]} ${y}`;
  };
  const issue = `2026-${String(int(1, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, pick([10, 14, 30]));

  // --- lines ----------------------------------------------------------------------------------
  interface L {
    name: string;
    qty: string;
    uw: string;
    uc: string;
    price: string;
    rate: string;
    date?: string;
    net: string;
  }
  const mk = (
    name: string,
    qty: string,
    uw: string,
    uc: string,
    price: string,
    rate: string,
    date?: string,
  ): L => ({
    name,
    qty,
    uw,
    uc,
    price,
    rate,
    date,
    net: round(dec(qty).times(dec(price))),
  });
  const lines: L[] = [];
  let periodFrom = '';
  let periodTo = '';
  if (tpl === 'utility') {
    const y0 = Number(issue.slice(0, 4)) - 1;
    periodFrom = `${y0}-${pick(['01', '04', '07'])}-01`;
    const months = 12;
    const dt = new Date(`${periodFrom}T00:00:00Z`);
    dt.setUTCMonth(dt.getUTCMonth() + months);
    dt.setUTCDate(dt.getUTCDate() - 1);
    periodTo = dt.toISOString().slice(0, 10);
    const gas = rnd() < 0.4;
    lines.push(
      mk(
        gas ? 'Arbeitspreis Erdgas' : 'Arbeitspreis Strom',
        String(int(900, 5200)),
        'kWh',
        'KWH',
        `0.${int(2400, 3900)}`,
        '19',
      ),
    );
    lines.push(
      mk(
        'Grundpreis',
        String(months),
        pick(['Monate', 'Mon.', 'Monat']),
        'MON',
        `${int(8, 16)}.${pick(['50', '90', '95', '00'])}`,
        '19',
      ),
    );
    if (rnd() < 0.5)
      lines.push(
        mk(
          'Messstellenbetrieb',
          String(months),
          pick(['Monate', 'Mon.']),
          'MON',
          `${int(1, 3)}.${pick(['50', '75', '67'])}`,
          '19',
        ),
      );
  } else if (tpl === 'hotel') {
    const nights = int(1, 4);
    const arr = addDays(issue, -nights);
    periodFrom = arr;
    periodTo = issue;
    const room = `${int(79, 189)}.00`;
    const guests = String(int(1, 2));
    for (let i = 0; i < nights; i++)
      lines.push(
        mk(
          pick(['Übernachtung', 'Logis', 'Zimmer']) + pick(['', ' Einzelzimmer', ' Doppelzimmer']),
          '1',
          '',
          'C62',
          room,
          '7',
          addDays(arr, i),
        ),
      );
    if (rnd() < 0.7)
      lines.push(
        mk(
          'Frühstück',
          String(Number(guests) * nights),
          '',
          'C62',
          `${int(12, 24)}.${pick(['00', '50', '90'])}`,
          '19',
        ),
      );
    if (rnd() < 0.5)
      lines.push(
        mk(pick(['Parken', 'Garage', 'Tiefgarage']), String(nights), '', 'C62', `${int(8, 25)}.00`, '19'),
      );
    if (rnd() < 0.3) lines.push(mk('Minibar', '1', '', 'C62', `${int(3, 30)}.${pick(['50', '00'])}`, '19'));
  } else if (tpl === 'market') {
    const R = home === 'DE' ? ['19', '7'] : home === 'FR' ? ['20', '5.5'] : ['21', '9'];
    const n = int(1, 5);
    for (let i = 0; i < n; i++) {
      const food = rnd() < 0.4;
      lines.push(
        mk(
          food
            ? pick([
                'Organic coffee beans 1 kg',
                'Green tea 100 bags',
                'Dark chocolate 6 x 100 g',
                'Cookbook: Easy Weekday Meals',
              ])
            : pick([
                'USB-C cable 2 m',
                'Wireless mouse',
                'Desk lamp LED',
                'Laptop stand aluminium',
                'Phone case, black',
                'HDMI adapter',
              ]),
          String(int(1, 4)),
          '',
          'C62',
          `${int(3, 120)}.${digits(2)}`,
          food ? (R[1] as string) : (R[0] as string),
        ),
      );
    }
  } else {
    const R = lux ? ['17', '8'] : ['21', '6'];
    const n = int(1, 4);
    for (let i = 0; i < n; i++) {
      const [nm, uw, uc] = pick([
        ['Prestations de conseil', 'h', 'HUR'],
        ['Développement logiciel', 'jour', 'DAY'],
        ['Maintenance annuelle', 'forfait', 'LS'],
        ['Fourniture de matériel', 'pce', 'H87'],
        ['Livres et documentation', 'pce', 'H87'],
      ] as const);
      const qty =
        uc === 'LS' ? '1' : uc === 'H87' ? String(int(1, 20)) : pick(['1', '2.5', '4', '7.5', '10']);
      lines.push(
        mk(
          nm,
          qty,
          uw,
          uc,
          `${int(20, 950)}.${pick(['00', '50', digits(2)])}`,
          nm.startsWith('Livres') ? (R[1] as string) : (R[0] as string),
        ),
      );
    }
  }
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, c) => Number(c) - Number(a));
  const vat = rates.map((r) => {
    const base = round(lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const netT = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(netT).plus(dec(vatT)));
  let paid = '';
  if (tpl === 'utility') {
    const inst = dec(gross)
      .times(pick([0.8, 0.9, 0.95]))
      .dividedBy(11)
      .toDecimalPlaces(0);
    paid = round(inst.times(11));
  } else if (tpl === 'hotel') paid = rnd() < 0.6 ? gross : rnd() < 0.5 ? `${int(1, 2)}00.00` : '';
  else if (tpl === 'market') paid = rnd() < 0.6 ? gross : '';
  else
    paid =
      rnd() < 0.4
        ? round(
            dec(gross)
              .times(pick([0.3, 0.5]))
              .toDecimalPlaces(0),
          )
        : '';
  if (paid && dec(paid).greaterThan(dec(gross))) paid = gross;
  const dueAmt = round(dec(gross).minus(dec(paid || '0')));
  const ib = ibanOf(tpl === 'belux' ? (lux ? 'LU' : 'BE') : home);
  const number =
    tpl === 'utility'
      ? pick([`${int(3, 9)}${digits(9)}`, `RG-${digits(8)}`])
      : tpl === 'hotel'
        ? pick([`${int(10000, 99999)}`, `F${digits(6)}`])
        : tpl === 'market'
          ? pick([`${home}${int(5, 6)}-${digits(8)}`, `INV-${home}-${digits(9)}`])
          : pick([`2026/${digits(4)}`, `F${digits(5)}`, `${digits(3)}-2026`]);

  // --- model ----------------------------------------------------------------------------------
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'EUR' });
  const showDue =
    tpl === 'utility' || tpl === 'belux' || (tpl !== 'market' && dueAmt !== '0.00' && rnd() < 0.5);
  if (showDue && dueAmt !== '0.00') inv.dueDate = due;
  Object.assign(inv, synthParties({ ...s, vat: sVat, country: sCountry }, { ...b, vat: bVat }));
  const bankShown = dueAmt !== '0.00' || tpl === 'utility' || tpl === 'belux';
  if (bankShown) inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: ib }] };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: netT,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: dueAmt,
    ...(paid ? { paidAmount: paid } : {}),
  };
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: 'S',
    rate: v.rate,
  }));
  inv.lines = lines.map((l, i) => synthLine({ ...l, id: String(i + 1), netPrice: l.price, category: 'S' }));
  // --- drawing --------------------------------------------------------------------------------
  const rows: Row[] = [];
  const { put, block, kv: kv13 } = rowWriter(rows);
  const small = { size: 7 };
  const kv = (
    y: number,
    x: number,
    vx: number,
    pairs: Array<[string, string]>,
    st: Style = { size: 9 },
    step = 12,
  ) => kv13(y, x, vx, pairs, st, step);

  if (tpl === 'utility') {
    put(40, 40, s.name, { size: 15, bold: true });
    put(110, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city}`, { size: 6 });
    const ey = block([b.name, b.street, `${b.pc} ${b.city}`], 40, 124);
    const bx = pick([360, 380]);
    const box: Array<[string, string]> = [];
    const boxOrder = pick([0, 1]);
    box.push([pick(['Kundennummer', 'Kunden-Nr.']), digits(9)]);
    box.push([pick(['Vertragsnummer', 'Vertragskonto']), digits(10)]);
    if (boxOrder) box.push([pick(['Rechnungsnummer', 'Rechnungs-Nr.', 'Belegnummer']), number]);
    box.push([
      pick(['Zählernummer', 'Zähler-Nr.']),
      `${int(1, 9)}${pick(['ESY', 'EMH', 'LGZ'])}${digits(8)}`,
    ]);
    box.push(['Abrechnungszeitraum', `${fdate(periodFrom, 'dot')} - ${fdate(periodTo, 'dot')}`]);
    put(40, bx, pick(['Ihre Kundendaten', 'Auf einen Blick']), { size: 9, bold: true });
    kv(54, bx, 545, box, { size: 8 }, 11);
    let y = Math.max(ey, 54 + box.length * 11) + 30;
    put(
      y,
      40,
      `${pick(['Ihre Rechnung', 'Ihre Jahresabrechnung', 'Ihre Verbrauchsabrechnung'])} vom ${fdate(issue)}`,
      { size: 14, bold: true },
    );
    y += 18;
    if (!boxOrder) {
      put(y, 40, `${pick(['Rechnungsnummer', 'Rechnungs-Nr.'])}: ${number}`, { size: 9 });
      y += 14;
    }
    put(
      y,
      40,
      `${pick(['Vertrag', 'Tarif'])}: ${pick(['Strom Basis', 'Ökostrom Plus', 'Erdgas Komfort'])}, Lieferstelle ${b.street}, ${b.pc} ${b.city}`,
      { size: 9 },
    );
    y += 24;
    const head = ['Position', 'Zeitraum', 'Menge', 'Preis', 'Betrag netto'];
    const xs = [40, 160, 360, 460, 545];
    head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i >= 2 }));
    y += 16;
    for (const l of lines) {
      put(y, 40, l.name, { size: 9 });
      put(y, 160, `${fdate(periodFrom, 'dot')} - ${fdate(periodTo, 'dot')}`, { size: 8 });
      put(y, 360, `${money(l.qty, 0)} ${l.uw}`, { size: 9, right: true });
      const dp = l.uc === 'KWH' ? 4 : 2;
      // the energy price per kWh in euros or in cents ("29,89 ct/kWh")
      const cents = l.uc === 'KWH' && pick([false, true]);
      put(
        y,
        460,
        cents
          ? `${money(dec(l.price).times(100).toString(), 2)} ct/kWh`
          : `${money(l.price, dp)} ${l.uc === 'KWH' ? '€/kWh' : '€/Monat'}`,
        { size: 9, right: true },
      );
      put(y, 545, `${money(l.net)} €`, { size: 9, right: true });
      y += 14;
    }
    y += 10;
    const lx = 300;
    const tot: Array<[string, string, boolean?]> = [
      [pick(['Summe netto', 'Nettobetrag', 'Summe Entgelte']), money(netT)],
    ];
    for (const v of vat)
      tot.push([
        `${pick(['Umsatzsteuer', 'USt.', 'MwSt.'])} ${numTxt(v.rate)} % ${rnd() < 0.5 ? `auf ${money(v.base)} €` : ''}`.trim(),
        money(v.tax),
      ]);
    tot.push([pick(['Rechnungsbetrag brutto', 'Summe brutto', 'Gesamtbetrag']), money(gross), true]);
    tot.push([
      pick(['abzüglich geleisteter Abschläge', 'Bereits gezahlt', 'abzgl. Abschlagszahlungen']),
      `-${money(paid)}`,
    ]);
    tot.push([pick(['Restbetrag', 'Zu zahlender Betrag', 'Nachzahlung']), money(dueAmt), true]);
    for (const [a, v, bo] of tot) {
      put(y, lx, a, { size: 9, bold: bo });
      put(y, 545, `${v} €`, { size: 9, right: true, bold: bo });
      y += 14;
    }
    y += 16;
    put(
      y,
      40,
      pick([
        `Bitte überweisen Sie den Restbetrag bis zum ${fdate(due)} auf das unten genannte Konto.`,
        `Der Betrag wird am ${fdate(due)} fällig.`,
      ]),
      { size: 9 },
    );
    put(
      y + 12,
      40,
      `Ihr neuer monatlicher Abschlag beträgt ${money(String(int(40, 160)))} € ab ${fdate(addDays(issue, 30), 'dot')}.`,
      { size: 9 },
    );
    put(
      790,
      40,
      `${s.name} · ${s.street} · ${s.pc} ${s.city} · Geschäftsführer: ${pick(['Dr. A. Meier', 'K. Schulz'])} · Amtsgericht ${s.city.split(' ')[0]} HRB ${digits(5)}`,
      small,
    );
    put(
      800,
      40,
      `USt-IdNr.: ${sVat} · ${pick(['Sparkasse', 'Commerzbank', 'Volksbank'])} · IBAN ${spaced(ib)}`,
      small,
    );
  } else if (tpl === 'hotel') {
    put(40, 300, s.name, { size: 16, bold: true });
    put(60, 300, `${s.street} · ${s.pc} ${s.city}`, { size: 8 });
    put(
      70,
      300,
      `Tel. +49 ${int(30, 899)} ${digits(6)} · info@${(s.name.split(' ')[1] ?? 'hotel').toLowerCase()}.de`,
      { size: 8 },
    );
    let y = block(
      bVat
        ? [b.name, b.street, `${b.pc} ${b.city}`, `USt-IdNr. ${bVat}`]
        : [b.name, b.street, `${b.pc} ${b.city}`],
      40,
      130,
    );
    const info: Array<[string, string]> = [
      [pick(['Rechnung Nr.', 'Rechnungsnummer', 'Folio-Nr.']), number],
      [pick(['Datum', 'Rechnungsdatum']), fdate(issue)],
      [pick(['Zimmer', 'Zimmer-Nr.']), String(int(101, 512))],
      ['Anreise', fdate(periodFrom)],
      ['Abreise', fdate(periodTo)],
      [
        pick(['Gast', 'Gastname']),
        `${pick(['Herr', 'Frau'])} ${pick(['Müller', 'Schmidt', 'Weber', 'Becker'])}`,
      ],
    ];
    kv(130, 360, 450, info);
    y = Math.max(y, 130 + info.length * 12) + 30;
    put(y, 40, pick(['Rechnung', 'RECHNUNG', 'Hotelrechnung']), { size: 14, bold: true });
    y += 26;
    const head = ['Datum', 'Leistung', 'Anzahl', 'Einzelpreis', 'MwSt.', 'Betrag'];
    const xs = [40, 110, 340, 410, 460, 545];
    head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i >= 2 }));
    y += 16;
    for (const l of lines) {
      put(y, 40, fdate(l.date ?? periodTo, 'dot').slice(0, pick([10, 6])), { size: 9 });
      put(y, 110, l.name, { size: 9 });
      put(y, 340, l.qty, { size: 9, right: true });
      put(y, 410, money(l.price), { size: 9, right: true });
      put(y, 460, `${l.rate} %`, { size: 9, right: true });
      put(y, 545, money(l.net), { size: 9, right: true });
      y += 13;
    }
    y += 12;
    // VAT table: rate | net | VAT | gross
    put(y, 40, 'MwSt.-Satz', { size: 8, bold: true });
    put(y, 160, 'Netto', { size: 8, bold: true, right: true });
    put(y, 230, 'MwSt.', { size: 8, bold: true, right: true });
    put(y, 300, 'Brutto', { size: 8, bold: true, right: true });
    let vy = y + 12;
    for (const v of vat) {
      put(vy, 40, `${v.rate} %`, { size: 8 });
      put(vy, 160, money(v.base), { size: 8, right: true });
      put(vy, 230, money(v.tax), { size: 8, right: true });
      put(vy, 300, money(round(dec(v.base).plus(dec(v.tax)))), { size: 8, right: true });
      vy += 11;
    }
    const tot: Array<[string, string, boolean?]> = [
      [pick(['Summe netto', 'Nettobetrag']), money(netT)],
      [pick(['MwSt. gesamt', 'enthaltene MwSt.', 'Summe MwSt.']), money(vatT)],
      [pick(['Gesamtbetrag', 'Rechnungsbetrag', 'Gesamtsumme']), `${money(gross)} EUR`, true],
    ];
    if (paid)
      tot.push([
        pick(['Bereits bezahlt (Kreditkarte)', 'Zahlung Kreditkarte', 'Anzahlung erhalten']),
        `-${money(paid)}`,
      ]);
    if (paid || rnd() < 0.5)
      tot.push([pick(['Offener Betrag', 'Saldo', 'Zu zahlen']), `${money(dueAmt)} EUR`, true]);
    let ty = y;
    for (const [a, v, bo] of tot) {
      put(ty, 360, a, { size: 9, bold: bo });
      put(ty, 545, v, { size: 9, right: true, bold: bo });
      ty += 13;
    }
    y = Math.max(vy, ty) + 20;
    if (inv.dueDate) put(y, 40, `Zahlbar bis ${fdate(due)} ohne Abzug.`, { size: 9 });
    put(y + 12, 40, 'Vielen Dank für Ihren Aufenthalt!', { size: 9 });
    put(
      795,
      40,
      `${s.name} · ${s.street} · ${s.pc} ${s.city} · USt-IdNr. ${sVat}${bankShown ? ` · IBAN ${spaced(ib)}` : ''}`,
      small,
    );
  } else if (tpl === 'market') {
    put(40, 40, pick(['Invoice', 'INVOICE', 'Tax invoice']), { size: 20, bold: true });
    const order = `${digits(3)}-${digits(7)}-${digits(7)}`;
    const top: Array<[string, string]> = [
      [pick(['Invoice number', 'Invoice #', 'Invoice No.']), number],
      [pick(['Invoice date', 'Invoice date / Delivery date', 'Date']), fdate(issue)],
      [pick(['Order #', 'Order number', 'Order ID']), order],
      ['Order date', fdate(addDays(issue, -int(1, 5)))],
    ];
    kv(70, 40, 180, top);
    if (rnd() < 0.5)
      put(40, 545, `Total payable ${eur(money(dueAmt))}`, { size: 12, bold: true, right: true });
    const cy = 140;
    const cols: [Col, Col, Col] = [
      ['Sold by', [s.name, s.street, `${s.pc} ${s.city}`, `VAT # ${sVat}`]],
      [
        'Billing address',
        [
          b.name,
          b.street,
          `${b.pc} ${b.city}`,
          ...(b.country !== home
            ? [
                ({ DE: 'Germany', AT: 'Austria', NL: 'Netherlands' } as Record<string, string>)[b.country] ??
                  b.country,
              ]
            : []),
        ],
      ],
      ['Delivery address', [b.name, b.street, `${b.pc} ${b.city}`]],
    ];
    if (rnd() < 0.5) cols[1][0] = 'Bill to';
    if (rnd() < 0.5) cols[2][0] = 'Ship to';
    if (rnd() < 0.4) [cols[0], cols[1]] = [cols[1], cols[0]];
    cols.forEach(([hd, ls], i) => {
      put(cy, 40 + i * 190, hd, { size: 9, bold: true });
      block(ls, 40 + i * 190, cy + 13, { size: 8 });
    });
    // buyer country in the model is shown only when foreign: keep truth consistent
    let y = cy + 90;
    // column heads over two lines, as such invoices print them
    const head = [
      ['Description', ''],
      ['Qty', ''],
      ['Unit price', '(excl. VAT)'],
      ['VAT rate', ''],
      ['Unit price', '(incl. VAT)'],
      ['Item subtotal', '(excl. VAT)'],
    ];
    const xs = [40, 250, 330, 380, 460, 545];
    head.forEach(([h1, h2], i) => {
      put(y, xs[i] as number, h1 as string, { size: 7, bold: true, right: i >= 1 });
      if (h2) put(y + 8, xs[i] as number, h2, { size: 7, bold: true, right: i >= 1 });
    });
    y += 20;
    for (const l of lines) {
      put(y, 40, l.name, { size: 8 });
      put(y + 10, 40, `ASIN: B0${digits(8)}`, { size: 6 });
      put(y, 250, l.qty, { size: 8, right: true });
      put(y, 330, eur(money(l.price)), { size: 8, right: true });
      put(y, 380, `${numTxt(l.rate)}%`, { size: 8, right: true });
      put(
        y,
        460,
        eur(
          money(
            round(
              dec(l.price)
                .times(dec(100).plus(dec(l.rate)))
                .dividedBy(100),
            ),
          ),
        ),
        { size: 8, right: true },
      );
      put(y, 545, eur(money(l.net)), { size: 8, right: true });
      y += 24;
    }
    y += 6;
    put(y, 300, pick(['Total', 'Invoice total']), { size: 9, bold: true });
    put(y, 400, eur(money(netT)), { size: 9, right: true });
    put(y, 470, eur(money(vatT)), { size: 9, right: true });
    put(y, 545, eur(money(gross)), { size: 9, right: true, bold: true });
    y += 24;
    put(y, 40, 'VAT summary', { size: 9, bold: true });
    y += 12;
    ['VAT rate', 'Item subtotal (excl. VAT)', 'VAT'].forEach(
      (hd, i) => void put(y, [40, 250, 340][i] as number, hd, { size: 8, bold: true, right: i > 0 }),
    );
    y += 11;
    for (const v of vat) {
      put(y, 40, `${numTxt(v.rate)}%`, { size: 8 });
      put(y, 250, eur(money(v.base)), { size: 8, right: true });
      put(y, 340, eur(money(v.tax)), { size: 8, right: true });
      y += 11;
    }
    y += 14;
    if (paid) {
      put(y, 300, pick(['Payment received', 'Amount paid', 'Paid by card']), { size: 9 });
      put(y, 545, eur(money(paid)), { size: 9, right: true });
      y += 13;
      put(y, 300, pick(['Balance due', 'Amount due']), { size: 9, bold: true });
      put(y, 545, eur(money(dueAmt)), { size: 9, right: true, bold: true });
      y += 20;
    } else {
      put(
        y,
        40,
        `Payment on account. Please transfer ${eur(money(gross))} to IBAN ${spaced(ib)} quoting ${number}.`,
        { size: 8 },
      );
      y += 14;
    }
    put(790, 40, `${s.name} · ${s.street}, ${s.pc} ${s.city} · VAT ${sVat}`, small);
  } else {
    const tvaShown = (v: string) =>
      v.startsWith('BE')
        ? pick([
            `BE ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}`,
            `${v.slice(0, 6)}.${v.slice(6, 9)}.${v.slice(9)}`,
            v,
          ])
        : v;
    put(40, 40, s.name, { size: 14, bold: true });
    block([s.street, `${lux ? `L-${s.pc}` : s.pc} ${s.city}`, `TVA ${tvaShown(sVat)}`], 40, 58, { size: 9 });
    put(40, 545, pick(['FACTURE', 'Facture']), { size: 20, bold: true, right: true });
    let by = block(
      [b.name, b.street, `${b.pc} ${b.city}`, ...(b.country === 'FR' ? ['France'] : [])],
      320,
      110,
    );
    if (bVat) put(by, 320, `${pick(['TVA', 'N° TVA', 'TVA client'])} : ${tvaShown(bVat)}`);
    by += 12;
    const info: Array<[string, string]> = [
      [pick(['Facture n°', 'N° de facture', 'Numéro']), number],
      [pick(['Date', 'Date de facture', 'Date facture']), fdate(issue)],
      [pick(['Échéance', 'Date d’échéance', 'Payable le']), fdate(due)],
      [pick(['Réf. client', 'Votre référence']), `C${digits(4)}`],
    ];
    kv(
      120,
      40,
      140,
      info.map(([a, v]) => [`${a} :`, v] as [string, string]),
    );
    let y = Math.max(by, 170) + 30;
    const head = ['Description', 'Qté', 'Unité', 'P.U. HTVA', 'TVA', 'Montant HTVA'];
    const xs = [40, 300, 310, 420, 465, 545];
    head.forEach(
      (hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i === 1 || i >= 3 }),
    );
    y += 16;
    for (const l of lines) {
      put(y, 40, l.name, { size: 9 });
      put(y, 300, numTxt(l.qty), { size: 9, right: true });
      put(y, 310, l.uw, { size: 9 });
      put(y, 420, money(l.price), { size: 9, right: true });
      put(y, 465, `${l.rate}%`, { size: 9, right: true });
      put(y, 545, money(l.net), { size: 9, right: true });
      y += 14;
    }
    y += 12;
    const tot: Array<[string, string, boolean?]> = [
      [pick(['Montant HTVA', 'Total HTVA', 'Total hors TVA']), money(netT)],
    ];
    for (const v of vat)
      tot.push([`TVA ${v.rate} %${rnd() < 0.5 ? ` sur ${money(v.base)}` : ''}`, money(v.tax)]);
    tot.push([pick(['Total TVAC', 'Montant TVAC', 'Total TVA comprise']), money(gross), true]);
    if (paid) {
      tot.push([pick(['Acompte versé', 'Acompte reçu', 'Déjà payé']), `- ${money(paid)}`]);
      tot.push([pick(['Solde à payer', 'Reste à payer', 'Montant à payer']), money(dueAmt), true]);
    }
    for (const [a, v, bo] of tot) {
      put(y, 320, a, { bold: bo });
      put(y, 545, `${v} €`, { right: true, bold: bo });
      y += 14;
    }
    y += 16;
    const ref = `+++${digits(3)}/${digits(4)}/${digits(5)}+++`;
    put(
      y,
      40,
      `Merci de verser ${money(dueAmt)} € sur le compte ${spaced(ib)} avec la communication structurée ${ref}`,
      { size: 8 },
    );
    put(y + 11, 40, 'Toute réclamation doit être introduite dans les 8 jours.', { size: 8 });
    put(
      795,
      40,
      `${s.name} · ${lux ? `RCS Luxembourg B${int(10000, 299999)}` : `RPM ${pick(['Bruxelles', 'Liège', 'Namur'])}`} · TVA ${sVat} · IBAN ${spaced(ib)} · BIC ${lux ? pick(['BCEELULL', 'BGLLLULL']) : pick(['GEBABEBB', 'BBRUBEBB'])}`,
      small,
    );
  }
  return { inv, rows, nPages: 1 };
}
