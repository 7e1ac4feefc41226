/**
 * `--templates blind3` of extraction-synthetic.ts: a third round of layouts the extraction rules
 * were not written for —
 * - `credit`: a German credit note ("Gutschrift" / "Rechnungskorrektur", type 381) that refers
 *   to the original invoice's number and date, amounts printed positive;
 * - `twopage`: a two-page German invoice whose line table continues on page 2 under a repeated
 *   column head, with an "Übertrag" (carried-forward) subtotal at the foot of page 1 and the head
 *   of page 2, "Seite 1 von 2", the totals on page 2;
 * - `adjust`: document-level allowances and charges in the totals block ("abzgl. 3 % Rabatt",
 *   "zzgl. Versandkosten", "Fracht", "Verpackung"; in English "Discount", "Shipping") over goods
 *   at 7 % and 19 %, the VAT breakdown in the totals or as a small table;
 * - `skonto`: an invoice with cash-discount terms ("Zahlbar innerhalb 14 Tagen mit 2 % Skonto,
 *   30 Tage netto"), a due date, sometimes the Skonto amount printed under the total;
 * - `austria`: an Austrian invoice (UID ATU…, "USt" 20 % / 10 %, "Rechnungsbetrag", 4-digit post
 *   codes, Firmenbuch footer, AT IBAN);
 * - `swiss`: a Swiss supplier (CHE-xxx.xxx.xxx MWST) invoicing a German business in EUR under
 *   German reverse charge ("Steuerschuldnerschaft des Leistungsempfängers", AE, 0 %), Swiss
 *   number notation (1'234.50) or German.
 * Truth = the generated model.
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

export const BLIND3_TPLS = ['credit', 'twopage', 'adjust', 'skonto', 'austria', 'swiss'] as const;

const MONTHS_DE = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
  ' ',
);

export function generateBlind3(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const tpl = BLIND3_TPLS[k % BLIND3_TPLS.length] as (typeof BLIND3_TPLS)[number];

  const ibanOf = (cc: 'DE' | 'AT' | 'CH'): string => {
    const bban = digits(({ DE: 18, AT: 16, CH: 17 } as const)[cc]);
    return ibanWithCheck(cc, bban);
  };

  // --- situation ------------------------------------------------------------------------------
  const at = tpl === 'austria';
  const ch = tpl === 'swiss';
  const en = tpl === 'adjust' && rnd() < 0.35;
  const s: Party & { country: string } = ch
    ? {
        name: `${pick(['Alpin', 'Limmat', 'Rigi', 'Aare', 'Säntis'])} ${pick(['Software', 'Engineering', 'Präzision', 'Consulting'])} ${pick(['AG', 'GmbH'])}`,
        street: `${pick(['Bahnhofstrasse', 'Seestrasse', 'Industriestrasse', 'Dorfstrasse'])} ${int(1, 120)}`,
        ...pick([
          { pc: '8001', city: 'Zürich' },
          { pc: '4051', city: 'Basel' },
          { pc: '3011', city: 'Bern' },
          { pc: '6300', city: 'Zug' },
          { pc: '9000', city: 'St. Gallen' },
        ]),
        country: 'DE',
      }
    : h.party(at ? 'AT' : 'DE');
  const sCountry = ch ? 'CH' : at ? 'AT' : 'DE';
  // the Swiss id is printed "CHE-123.456.789 MWST"; the model holds it without punctuation
  const sVat = ch ? `CHE${digits(9)}MWST` : h.vatId(at ? 'AT' : 'DE');
  const sVatShown = ch ? `CHE-${sVat.slice(3, 6)}.${sVat.slice(6, 9)}.${sVat.slice(9, 12)} MWST` : sVat;
  const b = h.party(at ? pick(['AT', 'AT', 'DE'] as const) : 'DE');
  if (b.name === s.name) b.name = b.name.replace(/^(\S+)/, '$1 Partner');
  const bVat = ch || at || rnd() < 0.3 ? h.vatId(b.country as 'DE') : undefined;
  // number notation: German "1.234,56", Swiss "1'234.56", English "1,234.56"
  const notation = ch ? pick(['ch', 'de'] as const) : en ? 'en' : 'de';
  const money = (v: string): string => {
    const x = round(v);
    const [i = '0', f = '00'] = x.replace('-', '').split('.');
    const sep = notation === 'en' ? ',' : notation === 'ch' ? "'" : '.';
    const mark = notation === 'de' ? ',' : '.';
    return `${x.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${mark}${f}`;
  };
  const numTxt = (v: string) => (notation === 'de' ? v.replace('.', ',') : v);
  const curStyle = int(0, 2);
  const cur = (m: string) =>
    en || notation === 'ch'
      ? ([`EUR ${m}`, `${m}`, `€ ${m}`][curStyle] as string)
      : ([`${m} €`, `${m} EUR`, m][curStyle] as string);
  const MONTHS = at ? ['Jänner', ...MONTHS_DE.slice(1)] : MONTHS_DE;
  const dlong = rnd() < 0.2;
  const fdate = (iso: string): string => {
    const [y, m, d] = iso.split('-');
    if (en) return `${d}/${m}/${y}`;
    if (dlong) return `${Number(d)}. ${MONTHS[Number(m) - 1]} ${y}`;
    return `${d}.${m}.${y}`;
  };
  const issue = `2026-${String(int(1, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const netDays = pick([14, 30, 30]);
  const due = addDays(issue, tpl === 'skonto' ? pick([30, 30, 45]) : netDays);

  // --- lines ----------------------------------------------------------------------------------
  interface L {
    name: string;
    art?: string;
    qty: string;
    uw: string;
    uc: string;
    price: string;
    rate: string;
    net: string;
  }
  const mk = (name: string, qty: string, uw: string, uc: string, price: string, rate: string): L => ({
    name,
    art: rnd() < 0.6 ? `${int(10, 99)}${digits(4)}` : undefined,
    qty,
    uw,
    uc,
    price,
    rate,
    net: round(dec(qty).times(dec(price))),
  });
  const goods = () =>
    pick([
      ['Kopierpapier A4, 80 g, 500 Bl.', 'Pak.', 'XPK'],
      ['Schrauben M6 x 40, verzinkt', 'Stk', 'H87'],
      ['Kabelbinder 200 mm, schwarz', 'Beutel', 'XBG'],
      ['Arbeitshandschuhe Gr. 9', 'Paar', 'PR'],
      ['LED-Leuchtmittel E27 9 W', 'Stk', 'H87'],
      ['Druckerpatrone schwarz XL', 'Stk', 'H87'],
      ['Klebeband transparent 50 mm', 'Rolle', 'XRO'],
      ['Montagearbeiten', 'Std.', 'HUR'],
      ['Verlängerungskabel 5 m', 'Stk', 'H87'],
      ['Reinigungsmittel 10 l', 'Kanister', 'XJC'],
    ] as const);
  const food = () =>
    pick([
      ['Kaffee Bohnen 1 kg', 'Pak.', 'XPK'],
      ['Mineralwasser 12 x 1,0 l', 'Kiste', 'XCR'],
      ['Bio-Apfelsaft 6 x 1 l', 'Kiste', 'XCR'],
      ['Fachbuch Elektrotechnik', 'Stk', 'H87'],
      ['Vollkornkekse 200 g', 'Stk', 'H87'],
      ['Tee Darjeeling 250 g', 'Dose', 'XCX'],
    ] as const);
  const lines: L[] = [];
  const R = at ? ['20', '10'] : ['19', '7'];
  const nLines =
    tpl === 'twopage' ? int(16, 26) : tpl === 'adjust' ? int(3, 7) : tpl === 'swiss' ? int(1, 4) : int(1, 6);
  for (let i = 0; i < nLines; i++) {
    if (ch) {
      const [nm, uw, uc] = pick([
        ['Softwarelizenz Jahresabo', 'Lizenz', 'C62'],
        ['Beratung Projektphase 2', 'Std.', 'HUR'],
        ['Implementierung Schnittstelle', 'Tag', 'DAY'],
        ['Wartung und Support', 'pauschal', 'LS'],
      ] as const);
      const qty = uc === 'LS' ? '1' : uc === 'C62' ? String(int(1, 25)) : pick(['2', '4.5', '8', '16']);
      lines.push(mk(nm, qty, uw, uc, `${int(40, 1400)}.${pick(['00', '50'])}`, '0'));
      continue;
    }
    // adjust: both rates always; the others now and then a reduced-rate item
    const reduced = tpl === 'adjust' ? i % 2 === 1 || (i > 1 && rnd() < 0.3) : rnd() < 0.15;
    const [nm, uw, uc] = reduced ? food() : goods();
    const qty = uc === 'HUR' ? pick(['1', '2.5', '4', '6']) : String(int(1, 40));
    lines.push(
      mk(nm, qty, uw, uc, `${int(1, 180)}.${digits(2)}`, reduced ? (R[1] as string) : (R[0] as string)),
    );
  }
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, c) => Number(c) - Number(a));
  // adjust: a percentage discount over the goods (split by rate), and one or two charges at the
  // standard rate
  const allowPct = tpl === 'adjust' && rnd() < 0.85 ? pick(['2', '3', '5']) : '';
  const allowBy = new Map<string, string>();
  if (allowPct)
    for (const r of rates) {
      const base = lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0));
      allowBy.set(r, round(base.times(dec(allowPct)).dividedBy(100)));
    }
  const allowT = round([...allowBy.values()].reduce((a, v) => a.plus(dec(v)), dec(0)));
  const chargeWords = en
    ? [pick(['Shipping', 'Shipping & handling', 'Freight'])]
    : pick([
        ['Versandkosten'],
        ['Fracht'],
        ['Verpackung'],
        ['Fracht', 'Verpackung'],
        ['Versandkosten', 'Verpackung'],
      ]);
  const charges =
    tpl === 'adjust' && (!allowPct || rnd() < 0.75)
      ? chargeWords.map((w) => ({ w, amt: pick(['4.90', '6.95', '9.50', '12.00', '19.80', '35.00']) }))
      : [];
  const chargeT = round(charges.reduce((a, c) => a.plus(dec(c.amt)), dec(0)));
  const std = R[0] as string;
  const vatRates = charges.length && !rates.includes(std) ? [std, ...rates] : rates;
  const vat = vatRates.map((r) => {
    let base = lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0));
    base = base.minus(dec(allowBy.get(r) ?? '0'));
    if (r === std) base = base.plus(dec(chargeT));
    const b0 = round(base);
    return { rate: r, base: b0, tax: round(dec(b0).times(dec(r)).dividedBy(100)) };
  });
  const taxEx = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxEx).plus(dec(vatT)));
  const ib = ibanOf(ch ? pick(['CH', 'CH', 'DE'] as const) : at ? 'AT' : 'DE');
  const bic = ch
    ? ib.startsWith('CH')
      ? pick(['UBSWCHZH80A', 'ZKBKCHZZ80A', 'POFICHBEXXX'])
      : 'COBADEFFXXX'
    : at
      ? pick(['BKAUATWW', 'RLNWATWW', 'GIBAATWWXXX'])
      : pick(['COBADEFFXXX', 'DEUTDEFFXXX', 'GENODEM1GLS', 'BYLADEM1001']);
  const number =
    tpl === 'credit'
      ? pick([`GS-${digits(5)}`, `RK-2026-${digits(4)}`, `${int(80000, 89999)}`, `G2026${digits(4)}`])
      : at
        ? pick([`2026-${digits(4)}`, `RE${digits(6)}`, `${int(100, 999)}/2026`])
        : pick([`RE-2026-${digits(4)}`, `${int(10000, 99999)}`, `R${digits(7)}`, `2026${digits(5)}`]);
  const orig =
    tpl === 'credit' ? pick([`RE-2026-${digits(4)}`, `${int(10000, 79999)}`, `R${digits(7)}`]) : '';
  const origDate = tpl === 'credit' ? addDays(issue, -int(5, 60)) : '';
  const skPct = pick(['2', '3']);
  const skDays = pick([7, 10, 14]);
  const skAmt = round(dec(gross).times(dec(skPct)).dividedBy(100));
  const terms =
    tpl === 'skonto'
      ? pick([
          `Zahlbar innerhalb ${skDays} Tagen mit ${skPct} % Skonto, ${(Date.parse(due) - Date.parse(issue)) / 864e5} Tage netto.`,
          `${skDays} Tage ${skPct} % Skonto, ${(Date.parse(due) - Date.parse(issue)) / 864e5} Tage netto`,
          `Bei Zahlung bis ${fdate(addDays(issue, skDays))} ${skPct} % Skonto, zahlbar ohne Abzug bis ${fdate(due)}.`,
        ])
      : '';

  // --- model ----------------------------------------------------------------------------------
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'EUR' });
  if (tpl === 'credit') {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: orig, issueDate: origDate }];
  }
  const showDue = tpl === 'skonto' || tpl === 'twopage' || at || ch || (tpl === 'adjust' && rnd() < 0.5);
  if (showDue) inv.dueDate = due;
  if (terms) inv.paymentTerms = terms;
  Object.assign(inv, synthParties({ ...s, vat: sVat, country: sCountry }, { ...b, vat: bVat }));
  // the seller's account in the footer of every page
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: ib, providerId: bic }] };
  inv.totals = {
    lineNetTotal: lineNet,
    taxExclusive: taxEx,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: gross,
    ...(allowPct ? { allowanceTotal: allowT } : {}),
    ...(charges.length ? { chargeTotal: chargeT } : {}),
  };
  if (allowPct)
    inv.allowances = [...allowBy].map(([r, a]) => ({
      amount: a,
      percentage: allowPct,
      baseAmount: round(lines.filter((l) => l.rate === r).reduce((x, l) => x.plus(dec(l.net)), dec(0))),
      vatCategoryCode: 'S',
      vatRate: r,
      reason: en ? 'Discount' : 'Rabatt',
    }));
  if (charges.length)
    inv.charges = charges.map((c) => ({ amount: c.amt, vatCategoryCode: 'S', vatRate: std, reason: c.w }));
  const rc = 'Steuerschuldnerschaft des Leistungsempfängers';
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: ch ? 'AE' : 'S',
    rate: v.rate,
    ...(ch ? { exemptionReason: rc } : {}),
  }));
  inv.lines = lines.map((l, i) =>
    synthLine({ ...l, id: String(i + 1), netPrice: l.price, category: ch ? 'AE' : 'S' }),
  );

  // --- drawing --------------------------------------------------------------------------------
  const rows: Row[] = [];
  let page = 1;
  const { put, block } = rowWriter(rows, () => page);
  const small = { size: 7 };
  // the seller's town now and then with the country prefix ("A-1010 Wien", "CH-8001 Zürich")
  const cityLine = (p: { pc: string; city: string }) =>
    `${at || ch ? pick(['', '', ch ? 'CH-' : 'A-']) : ''}${p.pc} ${p.city}`;

  // letterhead: name top right or left, the sender line over the recipient window
  const headRight = rnd() < 0.5;
  put(40, headRight ? 545 : 40, s.name, { size: 16, bold: true, right: headRight });
  if (rnd() < 0.6)
    block([s.street, cityLine(s), ...(ch ? ['Schweiz'] : [])], headRight ? 420 : 40, 60, { size: 8 });
  put(112, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city}${ch ? ' · Schweiz' : ''}`, { size: 6 });
  const foreignBuyer = b.country !== sCountry;
  const by = block(
    [
      b.name,
      ...(rnd() < 0.3 ? [pick(['z. Hd. Frau Berger', 'Buchhaltung', 'Einkauf'])] : []),
      b.street,
      `${b.pc} ${b.city}`,
      ...(foreignBuyer ? [b.country === 'DE' ? 'Deutschland' : 'Österreich'] : []),
    ],
    40,
    124,
  );
  // info block at the right
  const title =
    tpl === 'credit'
      ? pick(['Gutschrift', 'Rechnungskorrektur', 'Gutschrift / Rechnungskorrektur', 'GUTSCHRIFT'])
      : en
        ? pick(['Invoice', 'INVOICE'])
        : pick(['Rechnung', 'RECHNUNG', 'Rechnung']);
  const noLabel =
    tpl === 'credit'
      ? pick(['Gutschrift-Nr.', 'Gutschriftsnummer', 'Belegnummer', 'Nummer'])
      : en
        ? pick(['Invoice no.', 'Invoice number'])
        : pick(['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Beleg-Nr.']);
  const info: Array<[string, string]> = [
    [noLabel, number],
    [en ? 'Date' : pick(['Datum', 'Rechnungsdatum', 'Belegdatum']), fdate(issue)],
    [en ? 'Customer no.' : pick(['Kunden-Nr.', 'Kundennummer', 'Ihre Kd.-Nr.']), `${int(10000, 69999)}`],
  ];
  if (rnd() < 0.4)
    info.push([
      en ? 'Your order' : pick(['Ihre Bestellung', 'Ihr Auftrag']),
      `${pick(['B', 'PO', ''])}${digits(6)}`,
    ]);
  if (rnd() < 0.4 && tpl !== 'credit')
    info.push([
      en ? 'Delivery date' : pick(['Lieferdatum', 'Leistungsdatum']),
      fdate(addDays(issue, -int(0, 6))),
    ]);
  if (inv.dueDate && rnd() < 0.5)
    info.push([en ? 'Due date' : pick(['Fällig am', 'Fälligkeitsdatum', 'Zahlbar bis']), fdate(due)]);
  if (at && rnd() < 0.7) info.push([pick(['UID-Nr.', 'Ihre UID']), bVat as string]);
  if (ch && rnd() < 0.5) info.push([pick(['Ihre USt-IdNr.', 'USt-ID Kunde']), bVat as string]);
  const ix = pick([340, 360, 380]);
  const ivx = pick([450, 545]);
  info.forEach(([a, v], i) => {
    put(124 + i * 12, ix, a, { size: 9 });
    put(124 + i * 12, ivx, v, { size: 9, right: ivx > 500 });
  });
  let y = Math.max(by, 124 + info.length * 12) + 16;
  if (bVat && !info.some(([, v]) => v === bVat)) {
    put(y - 10, 40, `${at ? pick(['UID-Nr.', 'UID']) : pick(['USt-IdNr.', 'Ihre USt-ID'])}: ${bVat}`, {
      size: 9,
    });
    y += 8;
  }
  y += 16;
  put(y, 40, tpl === 'credit' || rnd() < 0.5 ? title : `${title} ${number}`, { size: 14, bold: true });
  y += 22;
  if (tpl === 'credit') {
    put(
      y,
      40,
      pick([
        `zu Rechnung Nr. ${orig} vom ${fdate(origDate)}`,
        `Korrektur der Rechnung ${orig} vom ${fdate(origDate)}`,
        `Bezug: Rechnung ${orig} vom ${fdate(origDate)}`,
      ]),
      { size: 10 },
    );
    y += 14;
    put(
      y,
      40,
      pick([
        'Für die zurückgesandte Ware schreiben wir Ihnen folgende Beträge gut:',
        'Aufgrund Ihrer Reklamation erhalten Sie folgende Gutschrift:',
        'Wir korrigieren die oben genannte Rechnung wie folgt:',
      ]),
      { size: 10 },
    );
    y += 20;
  } else if (!en && rnd() < 0.6) {
    put(y, 40, pick(['Sehr geehrte Damen und Herren,', 'Guten Tag,']), { size: 10 });
    put(
      y + 13,
      40,
      pick([
        'für unsere Lieferungen und Leistungen berechnen wir Ihnen wie folgt:',
        'wir erlauben uns, Ihnen folgende Positionen in Rechnung zu stellen:',
        'vielen Dank für Ihren Auftrag. Wir berechnen:',
      ]),
      { size: 10 },
    );
    y += 34;
  } else if (ch) {
    put(y, 40, `Leistungszeitraum: ${MONTHS_DE[Number(issue.slice(5, 7)) - 1]} ${issue.slice(0, 4)}`, {
      size: 9,
    });
    y += 18;
  }

  // the table
  // several rates: each line shows its rate (as the law asks)
  const withRate = at || tpl === 'adjust' || rates.length > 1 || rnd() < 0.3;
  const withArt = lines.some((l) => l.art) && rnd() < 0.6;
  const headWords = en
    ? ['Pos.', 'Item', 'Description', 'Qty', 'Unit', 'Unit price', 'VAT', 'Amount']
    : [
        'Pos.',
        pick(['Art.-Nr.', 'Artikel']),
        pick(['Bezeichnung', 'Beschreibung', 'Artikelbezeichnung']),
        'Menge',
        pick(['Einheit', 'ME']),
        pick(['Einzelpreis', 'E-Preis', 'Preis/ME']),
        pick([at ? 'USt' : 'MwSt.', 'USt.-%', 'Steuer']),
        pick(['Gesamtpreis', 'Gesamt', 'Betrag']),
      ];
  // x: pos, art, desc, qty(right), unit, price(right), rate(right), amount(right)
  const X = [40, 68, withArt ? 120 : 68, 330, 338, 440, 480, 545];
  const drawHead = (yy: number) => {
    headWords.forEach((hd, i) => {
      if (i === 1 && !withArt) return;
      if (i === 6 && !withRate) return;
      put(yy, X[i] as number, hd, { size: 8, bold: true, right: i === 3 || i >= 5 });
    });
    return yy + 14;
  };
  y = drawHead(y);
  const pageEnd = 700;
  let running = dec(0);
  const carry = en ? 'Carried forward' : pick(['Übertrag', 'Zwischensumme Übertrag', 'Übertrag:']);
  // the footer of every page (the same text on both pages)
  const foot1 = `${s.name} · ${s.street} · ${s.pc} ${s.city} · ${at ? 'UID' : ch ? 'MWST-Nr.' : 'USt-IdNr.'} ${sVatShown} · ${at ? `FN ${int(10000, 499999)}${pick(['a', 'b', 'k', 'm'])} · Handelsgericht ${s.city}` : ch ? `Handelsregister Kanton ${pick(['Zürich', 'Zug', 'Bern'])}` : `Amtsgericht ${s.city.split(' ')[0]} HRB ${digits(5)}`}`;
  const foot2 = `${pick(['Bankverbindung', 'Bank'])}: ${ch ? pick(['UBS Switzerland AG', 'Zürcher Kantonalbank', 'PostFinance']) : at ? pick(['Erste Bank', 'Raiffeisenbank', 'Bank Austria']) : pick(['Commerzbank', 'Sparkasse', 'Volksbank'])} · IBAN ${spaced(ib)} · BIC ${bic}`;
  const pageFoot = () => {
    put(785, 40, foot1, small);
    put(795, 40, foot2, small);
  };
  let nPages = 1;
  let pageLines = 0;
  for (const [i, l] of lines.entries()) {
    if (
      tpl === 'twopage' &&
      page === 1 &&
      (y > pageEnd || (pageLines >= 8 && i === Math.ceil(lines.length * 0.6)))
    ) {
      // carried-forward line at the foot of page 1, continued on page 2
      put(y + 4, 300, carry, { size: 9, bold: true });
      put(y + 4, 545, money(round(running)), { size: 9, bold: true, right: true });
      put(760, 545, pick(['Seite 1 von 2', 'Seite 1/2', '- 1 -']), { size: 8, right: true });
      if (rnd() < 0.5) put(760, 40, 'Fortsetzung auf Seite 2', { size: 8 });
      pageFoot();
      page = 2;
      nPages = 2;
      put(40, 40, s.name, { size: 9, bold: true });
      put(40, 545, `${pick(['Rechnung', 'Rechnungs-Nr.'])} ${number} vom ${fdate(issue)}`, {
        size: 9,
        right: true,
      });
      put(52, 545, pick(['Seite 2 von 2', 'Seite 2/2', '- 2 -']), { size: 8, right: true });
      y = drawHead(80);
      put(
        y,
        300,
        carry.startsWith('Zwischen') ? carry : pick([carry, `${carry.replace(':', '')} von Seite 1`]),
        {
          size: 9,
          bold: true,
        },
      );
      put(y, 545, money(round(running)), { size: 9, bold: true, right: true });
      y += 16;
    }
    put(y, X[0] as number, `${i + 1}${pick(['', '', '.'])}`, { size: 9 });
    if (withArt && l.art) put(y, X[1] as number, l.art, { size: 9 });
    put(y, X[2] as number, l.name, { size: 9 });
    put(y, X[3] as number, numTxt(l.qty), { size: 9, right: true });
    put(y, X[4] as number, l.uw, { size: 9 });
    put(y, X[5] as number, money(l.price), { size: 9, right: true });
    if (withRate) put(y, X[6] as number, `${numTxt(l.rate)} %`, { size: 9, right: true });
    put(y, X[7] as number, money(l.net), { size: 9, right: true });
    running = running.plus(dec(l.net));
    pageLines++;
    y += tpl === 'twopage' ? 26 : 14;
    if (tpl === 'twopage' && rnd() < 0.4) {
      put(y - 13, X[2] as number, pick(['Lieferschein 4711', 'lt. Angebot', 'Farbe: grau', 'Charge 22-07']), {
        size: 7,
      });
    }
  }
  y += 6;
  // totals
  const tx = pick([300, 320, 340]);
  const tot: Array<[string, string, boolean?]> = [];
  const vatLabel = (r: string, base: string) =>
    en
      ? `VAT ${r}%${rnd() < 0.4 ? ` on ${money(base)}` : ''}`
      : at
        ? pick([`zzgl. ${r} % USt`, `USt ${r} %`, `${r} % USt von ${money(base)}`])
        : ch
          ? pick([`MwSt. ${r} %`, `USt. ${r},00 %`, `Umsatzsteuer ${r} %`])
          : `${pick(['zzgl. ', '', ''])}${pick(['MwSt.', 'USt.', 'Umsatzsteuer'])} ${numTxt(r)} %${rnd() < 0.4 ? ` auf ${money(base)}` : ''}`;
  const vatTable = tpl === 'adjust' && rnd() < 0.35;
  if (tpl === 'adjust') {
    tot.push([
      en ? pick(['Subtotal', 'Goods total']) : pick(['Warenwert netto', 'Summe Positionen', 'Zwischensumme']),
      money(lineNet),
    ]);
    if (allowPct)
      tot.push([
        en
          ? pick([`Discount ${allowPct}%`, `Less ${allowPct}% discount`])
          : pick([`abzgl. ${allowPct} % Rabatt`, `Rabatt ${allowPct} %`, `./. ${allowPct} % Rabatt`]),
        `-${money(allowT)}`,
      ]);
    for (const c of charges) tot.push([en ? c.w : `${pick(['zzgl. ', '', '+ '])}${c.w}`, money(c.amt)]);
    tot.push([
      en ? pick(['Net total', 'Total excl. VAT']) : pick(['Nettobetrag', 'Summe netto', 'Gesamt netto']),
      money(taxEx),
      true,
    ]);
  } else
    tot.push([
      pick(['Summe netto', 'Nettobetrag', 'Gesamt netto', at ? 'Rechnungssumme netto' : 'Warenwert netto']),
      money(taxEx),
    ]);
  if (!vatTable) for (const v of vat) tot.push([vatLabel(numTxt(v.rate), v.base), money(v.tax)]);
  else tot.push([en ? 'VAT' : pick(['MwSt. gesamt', 'Summe USt.']), money(vatT)]);
  tot.push([
    tpl === 'credit'
      ? pick(['Gutschriftsbetrag', 'Gesamtbetrag', 'Betrag der Gutschrift'])
      : en
        ? pick(['Total', 'Invoice total', 'Total EUR'])
        : at
          ? pick(['Rechnungsbetrag', 'Rechnungsbetrag EUR', 'Gesamtbetrag'])
          : ch
            ? pick(['Total EUR', 'Rechnungsbetrag', 'Gesamttotal'])
            : pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Summe brutto']),
    money(gross),
    true,
  ]);
  const tSt = (bo?: boolean): Style => ({ size: 9, bold: bo });
  // the label column starts far enough left that the longest label (in a real font up to ~0.6 ×
  // size per character) ends before the amounts: no label runs into its amount
  const longest = Math.max(...tot.map(([a, v]) => a.length * 5.4 + cur(v).length * 5.4 + 12));
  const lx = Math.min(tx, 545 - longest);
  for (const [a, v, bo] of tot) {
    put(y, lx, a, tSt(bo));
    put(y, 545, cur(v), { ...tSt(bo), right: true });
    y += 13;
  }
  if (vatTable) {
    y += 10;
    const hx = [40, 130, 220, 300];
    (en ? ['VAT rate', 'Net', 'VAT', 'Gross'] : ['USt-Satz', 'Netto', 'USt', 'Brutto']).forEach(
      (hd, i) => void put(y, hx[i] as number, hd, { size: 8, bold: true, right: i > 0 }),
    );
    y += 11;
    for (const v of vat) {
      put(y, 40, `${numTxt(v.rate)} %`, { size: 8 });
      put(y, 130, money(v.base), { size: 8, right: true });
      put(y, 220, money(v.tax), { size: 8, right: true });
      put(y, 300, money(round(dec(v.base).plus(dec(v.tax)))), { size: 8, right: true });
      y += 11;
    }
  }
  y += 16;
  // notes under the totals
  if (tpl === 'skonto') {
    // the terms as printed; a "Zahlungsbedingungen:" label before them is no part of BT-20
    put(y, 40, /^\d/.test(terms) ? `Zahlungsbedingungen: ${terms}` : terms, { size: 9 });
    y += 12;
    if (rnd() < 0.5) {
      put(
        y,
        40,
        `Skontobetrag: ${money(skAmt)} EUR, Zahlbetrag bei Skontoabzug: ${money(round(dec(gross).minus(dec(skAmt))))} EUR`,
        { size: 9 },
      );
      y += 12;
    }
  } else if (tpl === 'credit') {
    put(
      y,
      40,
      pick([
        'Der Betrag wird mit Ihrer nächsten Rechnung verrechnet.',
        'Den Betrag überweisen wir auf Ihr Konto.',
        'Der Betrag wird Ihrem Kundenkonto gutgeschrieben.',
      ]),
      { size: 9 },
    );
    y += 12;
  } else if (ch) {
    put(
      y,
      40,
      pick([`${rc} (Reverse Charge, § 13b UStG).`, `Reverse Charge: ${rc}.`, `${rc} gemäß § 13b UStG.`]),
      {
        size: 9,
      },
    );
    put(y + 12, 40, `Zahlbar bis ${fdate(due)} netto, ohne Abzug.`, { size: 9 });
    y += 24;
  } else if (inv.dueDate) {
    put(
      y,
      40,
      en
        ? `Payment due by ${fdate(due)} without deduction.`
        : pick([
            `Zahlbar bis ${fdate(due)} ohne Abzug.`,
            `Bitte überweisen Sie den Betrag bis zum ${fdate(due)}.`,
            `Zahlungsziel: ${fdate(due)}`,
          ]),
      { size: 9 },
    );
    y += 12;
  }
  if (!en && rnd() < 0.5) put(y + 8, 40, 'Mit freundlichen Grüßen', { size: 9 });
  // the due date is in the truth only where the document prints it (real invoices stating only
  // "30 Tage netto" leave BT-9 empty in their XML)
  if (inv.dueDate && !rows.some((r) => r[2].includes(fdate(due)))) delete inv.dueDate;
  if (nPages === 2) put(760, 545, pick(['Seite 2 von 2', 'Seite 2/2', '- 2 -']), { size: 8, right: true });
  pageFoot();
  return { inv, rows, nPages };
}
