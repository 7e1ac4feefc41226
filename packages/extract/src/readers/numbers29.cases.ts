/**
 * Cases of session 29 (issue 19, seen set blind53: numbers, dates and currencies; blind45: US
 * addresses), from two layouts each, failing before:
 * - Swedish kronor and öre after a colon ("SEK 2 123:83", "1 543:13 kr"): an amount where its
 *   thousands are grouped or a kronor sign stands beside it, "12:30" alone stays a time
 *   (parse/amount.ts `kronorAmount`);
 * - a quantity with three decimals after the other mark than the amounts' ("43.691 kg" at "11,47"):
 *   the decimals, where the table's other quantities carry decimals with that mark or the unit is
 *   measured and nothing says the price is for 100 or 1,000 units (table/rows.ts `readDecimalQty`);
 *   guards: "5.000 Stk" under a "PE" head with 1000, "2.500 kg" at "850,00 €/t" stay thousands;
 * - halves and quarters as quantities ("½ Tag", "¾ hrs", "1½"; parse/amount.ts `vulgarFraction`);
 * - a US street whose suffix is one of the postal list's rarer ones ("7946 Nicollet Mall", "88 Ocean
 *   Walk") is no four-digit postcode and town (lexicon/parties.ts `STREET_TAIL`); a suite after the
 *   comma stays on the street line ("5087 W Broad St, Suite 310"; parties.ts, `US_UNIT_AFTER`).
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Numbers29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "seller.address.line1", "totals.vatTotal", "lines.quantity" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** An English head: seller letterhead at the top left, buyer under it, invoice data at the right. */
function enHead(seller: string[], buyer: string[], date = '2026-12-25'): StyledRow[] {
  const out: StyledRow[] = [];
  for (const [i, t] of seller.entries()) out.push([40 + i * 12, 40, t, 9]);
  out.push([110, 330, 'INVOICE', 14]);
  for (const [i, t] of buyer.entries()) out.push([130 + i * 12, 40, t, 9]);
  out.push([130, 330, 'Invoice No.', 9], [130, 430, 'SE-2026-67777', 9]);
  out.push([142, 330, 'Invoice date', 9], [142, 430, date, 9]);
  return out;
}

/** An item table "No. | Description | Qty Unit | Unit price | VAT | Amount" from y. */
function enTable(y: number, rows: Array<[string, string, string, string, string, string]>): StyledRow[] {
  const out: StyledRow[] = [
    [y, 40, 'No.', 8],
    [y, 70, 'Description', 8],
    r(y, 312, 'Qty', 8),
    [y, 317, 'Unit', 8],
    r(y, 422, 'Unit price', 8),
    r(y, 480, 'VAT', 8),
    r(y, 545, 'Amount', 8),
  ];
  rows.forEach(([name, qty, unit, price, rate, net], i) => {
    const ry = y + 14 + i * 12;
    out.push(
      [ry, 40, String(i + 1), 8],
      [ry, 70, name, 8],
      r(ry, 312, qty, 8),
      [ry, 317, unit, 8],
      r(ry, 422, price, 8),
      r(ry, 480, rate, 8),
      r(ry, 545, net, 8),
    );
  });
  return out;
}

/** Totals at the right from y: [label, amount] per row. */
const totals = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows, 330, 545, 9);

const NORDIC_SELLER = ['Nordljus AB', 'Södergatan 28', '211 22 Malmö', 'VAT No. SE244143006401'];
const NORDIC_BUYER = ['Fjällvind AB', 'Drottninggatan 63', '111 52 Stockholm'];

export const NUMBERS29_CASES: Numbers29Case[] = [
  {
    name: '"SEK 2 123:83" totals, English labels, item amounts with a comma (blind53 nordic22)',
    rows: [
      ...enHead(NORDIC_SELLER, NORDIC_BUYER),
      ...enTable(200, [
        ['Installation labour', '5.75', 'hrs', '66,13', '25%', '380,25'],
        ['Call-out charge', '19', 'lot', '91,45', '25%', '1 737,55'],
        ['Cable tray 60 mm', '1', 'm', '6,03', '25%', '6,03'],
      ]),
      ...totals(260, [
        ['Subtotal', 'SEK 2 123:83'],
        ['VAT 25 % on 2 123:83', 'SEK 530:96'],
        ['Total due', 'SEK 2 654:79'],
      ]),
    ],
    expect: [
      ['totals.lineNetTotal', '2123.83'],
      ['totals.vatTotal', '530.96'],
      ['totals.taxInclusive', '2654.79'],
    ],
  },
  {
    name: '"1 543:13 kr" totals in Swedish, the items without a table of amounts (second layout)',
    rows: [
      [40, 40, 'Skärgårdens Snickeri AB', 12],
      [56, 40, 'Hamngatan 4, 411 14 Göteborg', 8],
      [68, 40, 'Momsreg.nr SE556677889901', 8],
      [100, 40, 'Båtklubben Vinga', 9],
      [112, 40, 'Strandvägen 7', 9],
      [124, 40, '426 71 Västra Frölunda', 9],
      [100, 360, 'FAKTURA', 14],
      [120, 360, 'Fakturanummer', 8],
      r(120, 545, '2026-1187', 8),
      [132, 360, 'Fakturadatum', 8],
      r(132, 545, '2026-10-02', 8),
      [180, 40, 'Artikel', 8],
      r(180, 330, 'Antal', 8),
      r(180, 420, 'À-pris', 8),
      r(180, 545, 'Belopp', 8),
      [194, 40, 'Bryggreparation, timmar', 8],
      r(194, 330, '12', 8),
      r(194, 420, '86,25', 8),
      r(194, 545, '1 035,00', 8),
      [206, 40, 'Virke, tryckimpregnerat', 8],
      r(206, 330, '1', 8),
      r(206, 420, '199,50', 8),
      r(206, 545, '199,50', 8),
      [240, 330, 'Summa exkl. moms', 9],
      r(240, 545, '1 234:50 kr', 9),
      [252, 330, 'Moms 25 %', 9],
      r(252, 545, '308:63 kr', 9),
      [264, 330, 'Att betala', 9],
      r(264, 545, '1 543:13 kr', 9),
    ],
    expect: [
      ['totals.lineNetTotal', '1234.50'],
      ['totals.vatTotal', '308.63'],
      ['totals.taxInclusive', '1543.13'],
    ],
  },
  {
    name: '"43.691 kg" among "5.75 hrs" in a document whose amounts carry a comma (blind53 nordic22)',
    rows: [
      ...enHead(NORDIC_SELLER, NORDIC_BUYER),
      ...enTable(200, [
        ['Installation labour', '5.75', 'hrs', '66,13', '25%', '380,25'],
        ['Copper wire bare 2.5 mm', '43.691', 'kg', '11,47', '25%', '501,14'],
        ['Cable tray 60 mm', '5', 'm', '9,00', '25%', '45,00'],
      ]),
      ...totals(260, [
        ['Subtotal', '926,39'],
        ['VAT 25 %', '231,60'],
        ['Total due', '1 157,99'],
      ]),
    ],
    expect: [
      ['lines.quantity', ['5.75', '43.691', '5']],
      ['lines.price.netPrice', ['66.13', '11.47', '9.00']],
    ],
  },
  {
    name: '"17.175 kg" alone with three decimals, Danish amounts with a comma (blind53, second layout)',
    rows: [
      ...enHead(['Fyrtårn ApS', 'Vesterbrogade 12', '1050 København K', 'VAT No. DK52678104'], NORDIC_BUYER),
      [200, 40, 'Item', 8],
      r(200, 330, 'Quantity', 8),
      r(200, 420, 'Price', 8),
      r(200, 545, 'Total', 8),
      [214, 40, 'Copper wire bare 2.5 mm', 8],
      r(214, 330, '17.175 kg', 8),
      r(214, 420, '9,00', 8),
      r(214, 545, '154,58', 8),
      [226, 40, 'Hydraulic oil ISO 46', 8],
      r(226, 330, '7 litre', 8),
      r(226, 420, '7,23', 8),
      r(226, 545, '50,61', 8),
      ...totals(260, [
        ['Subtotal', 'kr 205,19'],
        ['VAT 25 %', 'kr 51,30'],
        ['Total due', 'kr 256,49'],
      ]),
    ],
    expect: [['lines.quantity', ['17.175', '7']]],
  },
  {
    name: 'guard: "5.000 Stk" under a "PE" head with 1000 stays five thousand (a price per 1,000)',
    rows: [
      [40, 40, 'Schraubenhandel Rhein GmbH', 12],
      [56, 40, 'Industriestraße 4 · 50667 Köln', 8],
      [100, 40, 'Metallbau Kern KG', 9],
      [112, 40, 'Am Hafen 3', 9],
      [124, 40, '47051 Duisburg', 9],
      [100, 380, 'Rechnung Nr.', 9],
      r(100, 556, 'RE-77120', 9),
      [112, 380, 'Datum', 9],
      r(112, 556, '03.11.2026', 9),
      [180, 40, 'Pos.', 8],
      [180, 70, 'Bezeichnung', 8],
      r(180, 300, 'Menge', 8),
      [180, 305, 'Einh.', 8],
      r(180, 400, 'Preis', 8),
      r(180, 440, 'PE', 8),
      r(180, 556, 'Betrag', 8),
      [194, 40, '1', 8],
      [194, 70, 'Sechskantschraube M8x40 verzinkt', 8],
      r(194, 300, '5.000', 8),
      [194, 305, 'Stk', 8],
      r(194, 400, '12,50', 8),
      r(194, 440, '1000', 8),
      r(194, 556, '62,50', 8),
      [230, 380, 'Nettobetrag', 9],
      r(230, 556, '62,50', 9),
      [242, 380, 'MwSt. 19 %', 9],
      r(242, 556, '11,88', 9),
      [254, 380, 'Rechnungsbetrag', 9],
      r(254, 556, '74,38', 9),
    ],
    expect: [['lines.quantity', ['5000']]],
  },
  {
    name: 'guard: "2.500 kg" at "850,00 €/t" stays two thousand five hundred (a price per tonne)',
    rows: [
      [40, 40, 'Stahlkontor Weser GmbH', 12],
      [56, 40, 'Hafenstraße 9 · 28217 Bremen', 8],
      [100, 40, 'Schlosserei Brandt', 9],
      [112, 40, 'Lindenweg 2', 9],
      [124, 40, '27568 Bremerhaven', 9],
      [100, 380, 'Rechnung Nr.', 9],
      r(100, 556, 'SK-4410', 9),
      [112, 380, 'Datum', 9],
      r(112, 556, '04.11.2026', 9),
      [180, 40, 'Pos.', 8],
      [180, 70, 'Bezeichnung', 8],
      r(180, 300, 'Menge', 8),
      r(180, 420, 'Einzelpreis', 8),
      r(180, 556, 'Gesamt', 8),
      [194, 40, '1', 8],
      [194, 70, 'Flachstahl S235 40x5', 8],
      r(194, 300, '2.500 kg', 8),
      r(194, 420, '850,00 €/t', 8),
      r(194, 556, '2.125,00', 8),
      [230, 380, 'Nettobetrag', 9],
      r(230, 556, '2.125,00', 9),
      [242, 380, 'MwSt. 19 %', 9],
      r(242, 556, '403,75', 9),
      [254, 380, 'Rechnungsbetrag', 9],
      r(254, 556, '2.528,75', 9),
    ],
    expect: [['lines.quantity', ['2500']]],
  },
  {
    name: '"½ Tag" as a quantity in a German table (blind53 zahl22)',
    rows: [
      [40, 40, 'Gerüstbau Lechner GmbH', 12],
      [56, 40, 'Mühlweg 8 · 6020 Innsbruck', 8],
      [100, 40, 'Bauhof Kramer OG', 9],
      [112, 40, 'Gewerbepark 3', 9],
      [124, 40, '6060 Hall in Tirol', 9],
      [100, 380, 'Rechnung Nr.', 9],
      r(100, 556, 'R-2026-311', 9),
      [112, 380, 'Datum', 9],
      r(112, 556, '08.10.2026', 9),
      [180, 40, 'Pos.', 8],
      [180, 70, 'Bezeichnung', 8],
      r(180, 300, 'Menge', 8),
      [180, 305, 'Einheit', 8],
      r(180, 420, 'Einzelpreis', 8),
      r(180, 470, 'MwSt', 8),
      r(180, 556, 'Betrag', 8),
      [194, 40, '1', 8],
      [194, 70, 'Gerüstmiete Fahrgerüst', 8],
      r(194, 300, '½', 8),
      [194, 305, 'Tag', 8],
      r(194, 420, '173,85', 8),
      r(194, 470, '20 %', 8),
      r(194, 556, '86,93', 8),
      [206, 40, '2', 8],
      [206, 70, 'Montagearbeiten Geselle', 8],
      r(206, 300, '3', 8),
      [206, 305, 'Std.', 8],
      r(206, 420, '73,41', 8),
      r(206, 470, '20 %', 8),
      r(206, 556, '220,23', 8),
      [240, 380, 'Nettobetrag', 9],
      r(240, 556, '307,16', 9),
      [252, 380, 'USt 20 %', 9],
      r(252, 556, '61,43', 9),
      [264, 380, 'Rechnungsbetrag', 9],
      r(264, 556, '368,59', 9),
    ],
    expect: [['lines.quantity', ['0.5', '3']]],
  },
  {
    name: '"¾ hrs" as a quantity in an English table (second layout)',
    rows: [
      ...enHead(
        ['Harbour Joinery Ltd', '12 Quay Street', 'Bristol BS1 4DB'],
        ['Avon Lettings Ltd', '4 Park Row', 'Bath BA1 2AB'],
      ),
      ...enTable(200, [
        ['Door adjustment', '¾', 'hrs', '48.00', '20%', '36.00'],
        ['Hinges, brass', '4', 'pcs', '6.50', '20%', '26.00'],
      ]),
      ...totals(240, [
        ['Subtotal', '£62.00'],
        ['VAT 20%', '£12.40'],
        ['Total due', '£74.40'],
      ]),
    ],
    expect: [['lines.quantity', ['0.75', '4']]],
  },
  {
    name: 'a US letterhead "7946 Nicollet Mall Ste 5B" over "Raleigh, NC 27601" (blind53 dollar22)',
    rows: enHead(
      ['Granite Peak Outfitters LLC', '7946 Nicollet Mall Ste 5B', 'Raleigh, NC 27601'],
      ['Maple Grove Design Co.', '4280 W Broad St', 'Phoenix, AZ 85004'],
      '05/16/2026',
    ),
    expect: [
      ['seller.address.line1', '7946 Nicollet Mall Ste 5B'],
      ['seller.address.city', 'Raleigh'],
      ['seller.address.postalCode', '27601'],
      ['seller.address.countryCode', 'US'],
    ],
  },
  {
    name: 'a US buyer at "2275 Nicollet Mall", a seller on "88 Ocean Walk" (blind53, second layout)',
    rows: enHead(
      ['Brightline Outfitters Inc.', '88 Ocean Walk', 'Savannah, GA 31401'],
      ['Riverbend Logistics LLC', '2275 Nicollet Mall', 'Phoenix, AZ 85004'],
      '04/22/2026',
    ),
    expect: [
      ['seller.address.line1', '88 Ocean Walk'],
      ['seller.address.city', 'Savannah'],
      ['buyer.address.line1', '2275 Nicollet Mall'],
      ['buyer.address.city', 'Phoenix'],
      ['buyer.address.postalCode', '85004'],
    ],
  },
  {
    name: 'a US seller "5087 W Broad St, Suite 310": the suite on the street line (blind53 dollar22)',
    rows: enHead(
      ['Bluewater Media Inc.', '5087 W Broad St, Suite 310', 'Nashville, TN 37203'],
      ['Silver Creek Media Inc.', '2627 N Central Ave Ste 5B', 'Minneapolis, MN 55401'],
      '07/16/2026',
    ),
    expect: [
      ['seller.address.line1', '5087 W Broad St, Suite 310'],
      ['seller.address.line2', undefined],
      ['buyer.address.line1', '2627 N Central Ave Ste 5B'],
    ],
  },
  {
    name: 'a US buyer "1835 Church Street, Suite 310" (blind45, second layout)',
    rows: enHead(
      ['Keystone Supply Inc.', '410 Market Street', 'Philadelphia, PA 19106'],
      ['Harbor Point Dental LLC', '1835 Church Street, Suite 310', 'Nashville, TN 37203'],
      '03/02/2026',
    ),
    expect: [
      ['buyer.address.line1', '1835 Church Street, Suite 310'],
      ['buyer.address.line2', undefined],
      ['buyer.address.city', 'Nashville'],
    ],
  },
];
