/**
 * Cases of session 29 (issue 19, seen set blind60: vehicles, workshops and mobility services), from
 * two layouts, failing before: a percentage where the quantities stand ("Kleinteile /
 * Verbrauchsmaterial | 5 % | 24,25", "Nachtzuschlag … | 25 % | 36,25"), a surcharge of the rows
 * above, is the row's quantity and no VAT rate (table/rows.ts `inQtyColumn`).
 */
import { rightAt, type StyledRow } from '../test-layout.ts';

export interface Vehicles29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "lines.vatRate" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A garage's head, the customer in the window, number and date at the right. */
function head(garage: string, customer: string[]): StyledRow[] {
  return [
    [40, 50, garage, 12],
    [54, 50, 'Industriestraße 12 · 50667 Köln', 8],
    ...customer.map((t, i): StyledRow => [100 + i * 12, 50, t, 9]),
    [100, 380, 'Rechnung Nr.', 8],
    r(100, 545, 'W-26118', 8),
    [112, 380, 'Datum', 8],
    r(112, 545, '23.04.2026', 8),
  ];
}

/** Rows [id, name, qty, unit, price, net] under "Pos. | Bezeichnung | Menge ME | Einzelpreis | Betrag". */
function table(y: number, rows: string[][]): StyledRow[] {
  const out: StyledRow[] = [
    [y, 50, 'Pos.', 8],
    [y, 80, 'Bezeichnung', 8],
    r(y, 330, 'Menge', 8),
    [y, 336, 'ME', 8],
    r(y, 460, 'Einzelpreis', 8),
    r(y, 545, 'Betrag €', 8),
  ];
  rows.forEach(([id = '', name = '', qty = '', unit = '', price = '', net = ''], i) => {
    const ry = y + 12 + i * 12;
    out.push([ry, 50, id, 8], [ry, 80, name, 8], r(ry, 330, qty, 8), [ry, 336, unit, 8]);
    out.push(r(ry, 460, price, 8), r(ry, 545, net, 8));
  });
  return out;
}

/** Net, 19 % VAT and gross at the right from y. */
function sums(y: number, net: string, vat: string, gross: string): StyledRow[] {
  return [
    [y, 330, 'Nettobetrag', 8],
    r(y, 545, net, 8),
    [y + 12, 330, 'zzgl. 19 % MwSt.', 8],
    r(y + 12, 545, vat, 8),
    [y + 24, 330, 'Rechnungsbetrag', 8],
    r(y + 24, 545, gross, 8),
  ];
}

export const VEHICLES29_CASES: Vehicles29Case[] = [
  {
    name: 'a workshop\'s "Kleinteile / Verbrauchsmaterial 5 %" under the parts (blind60 werkstatt29)',
    rows: [
      ...head('Autohaus Berger GmbH', ['Herrn Tim Vogel', 'Am Hang 3', '50999 Köln']),
      ...table(180, [
        ['1', 'Bremsscheibe vorne', '2', 'Stk.', '78,00', '156,00'],
        ['2', 'Motoröl 5W-30 Longlife', '6,5', 'l', '22,80', '148,20'],
        ['3', 'Kleinteile / Verbrauchsmaterial', '5 %', '', '', '15,21'],
      ]),
      ...sums(240, '319,41', '60,69', '380,10'),
    ],
    expect: [['lines.vatRate', ['19', '19', '19']]],
  },
  {
    name: 'a towing service\'s "Nachtzuschlag … 25 %" in the quantity column (blind60 abschlepp29, second layout)',
    rows: [
      ...head('Pannenhilfe Lange e.K.', ['Kanzlei Roth', 'Domstraße 2', '50668 Köln']),
      ...table(180, [
        ['1', 'Einsatzpauschale / Anfahrt', '1', 'pauschal', '145,00', '145,00'],
        ['2', 'Abschleppen zur Werkstatt', '56', 'km', '3,20', '179,20'],
        ['3', 'Nachtzuschlag (20–6 Uhr) auf Einsatzpauschale', '25 %', '', '', '36,25'],
      ]),
      ...sums(240, '360,45', '68,49', '428,94'),
    ],
    expect: [['lines.vatRate', ['19', '19', '19']]],
  },
];
