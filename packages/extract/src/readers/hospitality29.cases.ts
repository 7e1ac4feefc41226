/**
 * Cases of session 29 (issue 19, seen set blind54: hospitality, travel and events), from two
 * layouts each, failing before:
 * - a hotel folio's "Debit" / "Belastung" column holds the charges, the payments under "Credit" /
 *   "Gutschrift" beside it no item; the date column before the description no name
 *   (lexicon/columns.ts); a payment row with its amount only under such a head of no kind right
 *   of the amounts is no part of the item above (table/scan.ts `otherColumnRow`);
 * - a French balance "Solde 0,00 €" under the payments is the amount due (lexicon/fr.ts).
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Hospitality29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "totals.amountDue", "lines.item.name" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A hotel's head: its name centred at the top, the guest's company in the window, the data at the right. */
function hotelHead(hotel: string, street: string, buyer: string[], labels: [string, string]): StyledRow[] {
  return [
    [40, 230, hotel, 11],
    [54, 230, street, 8],
    [80, 50, `${hotel} · ${street}`, 6],
    ...buyer.map((t, i): StyledRow => [100 + i * 12, 50, t, 9]),
    [100, 400, labels[0], 8],
    [100, 470, 'F370552', 8],
    [112, 400, labels[1], 8],
    [112, 470, '07/03/2026', 8],
  ];
}

/** Folio rows [date, name, qty, unit, rate, vat, debit] from y, 12 apart. */
function folioRows(y: number, rows: string[][]): StyledRow[] {
  return rows.flatMap(([date = '', name = '', qty = '', unit = '', rate = '', vat = '', debit = ''], i) => {
    const ry = y + i * 12;
    return [
      [ry, 50, date, 8],
      [ry, 110, name, 8],
      r(ry, 300, qty, 8),
      [ry, 304, unit, 8],
      r(ry, 395, rate, 8),
      r(ry, 430, vat, 8),
      r(ry, 490, debit, 8),
    ] as StyledRow[];
  });
}

/** Totals at the right from y: [label, amount] per row. */
const sums = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows);

export const HOSPITALITY29_CASES: Hospitality29Case[] = [
  {
    name: 'a British guest folio "Date | Description | Qty Unit | Rate | VAT | Debit | Credit" (blind54 folio23)',
    rows: [
      ...hotelHead(
        'The Abbey Hotel Ltd',
        '24 Queen Street · BA1 1LZ Bath',
        ['Penrose Consulting plc', '93 Church Lane', 'BA1 1LZ Bath'],
        ['Invoice No.', 'Invoice date'],
      ),
      [160, 50, 'GUEST FOLIO / VAT INVOICE', 9],
      [176, 50, 'Date', 8],
      [176, 110, 'Description', 8],
      [176, 284, 'Qty Unit', 8],
      r(176, 395, 'Rate', 8),
      r(176, 430, 'VAT', 8),
      r(176, 490, 'Debit', 8),
      r(176, 545, 'Credit', 8),
      ...folioRows(188, [
        ['3 Mar 2026', 'Accommodation Room 515', '1', 'night', '163.00', '20%', '163.00'],
        ['3 Mar 2026', 'Full English Breakfast', '1', 'cover', '18.50', '20%', '18.50'],
        ['4 Mar 2026', 'Accommodation Room 515', '1', 'night', '163.00', '20%', '163.00'],
      ]),
      [230, 50, '5 Mar 2026 Payment Visa - thank you', 8],
      r(230, 545, '415.80', 8),
      ...sums(250, [
        ['Total excl. VAT', '£344.50'],
        ['Total VAT', '£68.90'],
        ['Total incl. VAT', '£413.40'],
      ]),
    ],
    expect: [
      ['lines.item.name', ['Accommodation Room 515', 'Full English Breakfast', 'Accommodation Room 515']],
      ['lines.netAmount', ['163.00', '18.50', '163.00']],
    ],
  },
  {
    name: 'read before as well (a check that Belastung/Gutschrift stay apart): a German hotel folio "Datum | Leistung | Anzahl | Preis | MwSt | Belastung | Gutschrift" (second layout)',
    rows: [
      ...hotelHead(
        'Hotel Alpenblick GmbH',
        'Seestraße 4 · 83471 Berchtesgaden',
        ['Kanzlei Weber & Partner', 'Marienplatz 9', '80331 München'],
        ['Rechnung Nr.', 'Datum'],
      ),
      [160, 50, 'Gastrechnung', 9],
      [176, 50, 'Datum', 8],
      [176, 110, 'Leistung', 8],
      r(176, 300, 'Anzahl', 8),
      r(176, 395, 'Preis', 8),
      r(176, 430, 'MwSt', 8),
      r(176, 490, 'Belastung', 8),
      r(176, 545, 'Gutschrift', 8),
      ...folioRows(188, [
        ['12.03.2026', 'Übernachtung Einzelzimmer', '1', '', '98,00', '7 %', '98,00'],
        ['12.03.2026', 'Frühstücksbuffet', '1', '', '19,50', '19 %', '19,50'],
      ]),
      [212, 50, '13.03.2026', 8],
      [212, 110, 'Zahlung EC-Karte', 8],
      r(212, 545, '128,07', 8),
      ...sums(236, [
        ['Summe netto', '117,50'],
        ['MwSt. 7 %', '6,86'],
        ['MwSt. 19 %', '3,71'],
        ['Gesamtbetrag', '128,07'],
      ]),
    ],
    expect: [
      ['lines.item.name', ['Übernachtung Einzelzimmer', 'Frühstücksbuffet']],
      ['lines.netAmount', ['98.00', '19.50']],
    ],
  },
  {
    name: 'a short folio "Date | Description | VAT | Debit | Credit" without quantities (second English layout)',
    rows: [
      ...hotelHead(
        'Harbour Inn Ltd',
        '2 Quay Road · TR1 2LP Truro',
        ['Kestrel Surveys Ltd', '8 Lemon Street', 'TR1 2PE Truro'],
        ['Folio No.', 'Date'],
      ),
      [176, 50, 'Date', 8],
      [176, 130, 'Description', 8],
      r(176, 400, 'VAT', 8),
      r(176, 470, 'Debit', 8),
      r(176, 545, 'Credit', 8),
      [188, 50, '14/05/2026', 8],
      [188, 130, 'Room 12, bed and breakfast', 8],
      r(188, 400, '20%', 8),
      r(188, 470, '120.00', 8),
      [200, 50, '14/05/2026', 8],
      [200, 130, 'Dinner, restaurant', 8],
      r(200, 400, '20%', 8),
      r(200, 470, '42.50', 8),
      [212, 50, '15/05/2026', 8],
      [212, 130, 'Payment, Mastercard', 8],
      r(212, 545, '195.00', 8),
      ...sums(236, [
        ['Net', '£162.50'],
        ['VAT 20%', '£32.50'],
        ['Total', '£195.00'],
        ['Balance', '£0.00'],
      ]),
    ],
    expect: [
      ['lines.item.name', ['Room 12, bed and breakfast', 'Dinner, restaurant']],
      ['lines.netAmount', ['120.00', '42.50']],
    ],
  },
  {
    name: '"Solde 0,00 €" after the deposit and the payment of a French hotel (blind54 hotelfr23)',
    rows: [
      ...hotelHead(
        'Hôtel Les Tilleuls SARL',
        '44 quai des Bateliers · 37000 Tours',
        ['Société Martin SAS', '12 rue Nationale', '37000 Tours'],
        ['Facture n°', 'Date'],
      ),
      [176, 50, 'Désignation', 8],
      r(176, 300, 'Qté', 8),
      r(176, 395, 'P.U. HT', 8),
      r(176, 430, 'TVA', 8),
      r(176, 545, 'Montant HT', 8),
      [188, 50, 'Hébergement chambre double', 8],
      r(188, 300, '2', 8),
      r(188, 395, '113,00', 8),
      r(188, 430, '10 %', 8),
      r(188, 545, '226,00', 8),
      ...sums(214, [
        ['Total HT', '226,00 €'],
        ['TVA 10 %', '22,60 €'],
        ['Total TTC', '248,60 €'],
        ['Arrhes versées le 15/10/2026', '-100,00 €'],
        ['Règlement CB le 13/11/2026', '-148,60 €'],
        ['Solde', '0,00 €'],
      ]),
    ],
    expect: [
      ['totals.taxInclusive', '248.60'],
      ['totals.amountDue', '0.00'],
    ],
  },
  {
    name: '"Solde 0,00" of a French craftsman paid by a deposit and a cheque (second layout)',
    rows: [
      [40, 50, 'Menuiserie Girard EURL', 12],
      [54, 50, '8 rue des Lilas, 69003 Lyon', 8],
      [100, 330, 'M. Paul Durand', 9],
      [112, 330, '21 avenue Foch', 9],
      [124, 330, '69006 Lyon', 9],
      [150, 50, 'FACTURE N° 2026-118', 10],
      [162, 50, 'Date : 02/10/2026', 8],
      [190, 50, 'Désignation', 8],
      r(190, 430, 'Montant HT', 8),
      [202, 50, 'Pose de placards sur mesure', 8],
      r(202, 430, '1 200,00', 8),
      [240, 300, 'Total HT', 8],
      r(240, 430, '1 200,00', 8),
      [252, 300, 'TVA 20 %', 8],
      r(252, 430, '240,00', 8),
      [264, 300, 'Total TTC', 8],
      r(264, 430, '1 440,00', 8),
      [276, 300, 'Acompte reçu', 8],
      r(276, 430, '-440,00', 8),
      [288, 300, 'Chèque du 02/10/2026', 8],
      r(288, 430, '-1 000,00', 8),
      [300, 300, 'Solde', 8],
      r(300, 430, '0,00', 8),
    ],
    expect: [
      ['totals.taxInclusive', '1440.00'],
      ['totals.amountDue', '0.00'],
    ],
  },
];
