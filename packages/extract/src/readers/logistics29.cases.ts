/**
 * Cases of session 29 (issue 19, seen set blind56: logistics, freight and warehousing; blind58: a
 * driving school's passed-on exam fee), from two layouts each, failing before:
 * - rows of two zero-rate kinds beside taxed rows: the VAT cell's word names the category ("exempt",
 *   "steuerfrei", the letter "E" E; "disb.", "durchl.", "nicht steuerbar" O; "Z", "zero-rated" Z) and the breakdown
 *   gets a row for each (table/tokens.ts `zeroCellCategory`, extract.ts `lineZeroCategory`,
 *   `missingRateRows`); a disbursement alone is O; a dash where the rate stands is 0 %, O when
 *   the row names a sum passed on ("(durchlaufender Posten)", "(disbursement)"; `zeroCellCategory`);
 * - a legend of VAT codes naming an exemption or a sum outside the tax instead of a rate ("B =
 *   steuerfrei nach § 4 Nr. 3 UStG", "C = durchlaufender Posten", "O = outside the scope of VAT"),
 *   or the rate's name before the rate ("S = standard rate 20%"): the codes' rows get rate 0 and
 *   that category (lexicon/vat.ts `VAT_CODE_ZERO_LEGEND`, readers/vat-codes.ts).
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Logistics29Case {
  name: string;
  rows: StyledRow[];
  /** the VAT breakdown as [category, rate, taxable amount] rows */
  breakdown: Array<[string, string, string]>;
  /** the lines' VAT rates */
  rates: string[];
}

const r = rightAt;

/** A carrier's head: name, address, the buyer, number and date. */
function head(
  seller: string,
  sellerAddr: string,
  buyer: string[],
  labels: [string, string],
  date: string,
): StyledRow[] {
  return [
    [40, 40, seller, 12],
    [54, 40, sellerAddr, 8],
    ...buyer.map((t, i): StyledRow => [100 + i * 12, 40, t, 9]),
    [100, 400, labels[0], 8],
    [100, 480, 'SP-2696980', 8],
    [112, 400, labels[1], 8],
    [112, 480, date, 8],
  ];
}

/** Item rows [name, qty, unit, price, net, vat cell] under "Charge | Qty Unit | Rate | Amount | VAT". */
function table(y: number, heads: string[], rows: string[][]): StyledRow[] {
  const [name = '', qty = '', price = '', net = '', vat = ''] = heads;
  const out: StyledRow[] = [
    [y, 40, name, 8],
    r(y, 300, qty, 8),
    r(y, 400, price, 8),
    r(y, 480, net, 8),
    r(y, 540, vat, 8),
  ];
  rows.forEach(([n = '', q = '', p = '', a = '', v = ''], i) => {
    const ry = y + 12 + i * 12;
    out.push([ry, 40, n, 8], r(ry, 300, q, 8), r(ry, 400, p, 8), r(ry, 480, a, 8), r(ry, 540, v, 8));
  });
  return out;
}

/** Totals at the right from y: [label, amount] per row. */
const sums = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows, 330, 540);

const BREMEN = ['Becker Kunststofftechnik GmbH', 'Friedrich-Ebert-Straße 137', '22765 Hamburg'];

export const LOGISTICS29_CASES: Logistics29Case[] = [
  {
    name: 'sea freight "exempt" / "19%" / "disb." in the VAT column: an E and an O row beside S (blind56 see25)',
    rows: [
      ...head(
        'Hanse Ocean Logistics GmbH',
        'Konsul-Smidt-Straße 49, 28217 Bremen',
        BREMEN,
        ['Invoice no.', 'Invoice date'],
        'October 15, 2026',
      ),
      ...table(
        180,
        ['Charge', 'Qty', 'Rate EUR', 'Amount EUR', 'VAT'],
        [
          ['Ocean freight Ningbo – Bremen', '2', '1,849.38', '3,698.76', 'exempt'],
          ['THC Bremen', '2', '291.00', '582.00', 'exempt'],
          ['Documentation fee', '1', '29.00', '29.00', '19%'],
          ['Customs clearance import', '1', '100.00', '100.00', '19%'],
          ['Customs duty (paid on your behalf)', '1', '3,089.46', '3,089.46', 'disb.'],
        ],
      ),
      ...sums(260, [
        ['Net amount', '7,499.22'],
        ['VAT 19% on 129.00', '24.51'],
        ['VAT exempt (§ 4 No. 3 UStG)', '4,280.76'],
        ['Disbursements (no VAT)', '3,089.46'],
        ['Total EUR', '7,523.73'],
      ]),
    ],
    breakdown: [
      ['S', '19', '129.00'],
      ['E', '0', '4280.76'],
      ['O', '0', '3089.46'],
    ],
    rates: ['0', '0', '19', '19', '0'],
  },
  {
    name: 'a Spedition\'s "USt." column with "19 %", "steuerfrei", "durchl.": E and O rows (second layout)',
    rows: [
      ...head(
        'Ruhr Cargo GmbH & Co. KG',
        'Kaiser-Wilhelm-Ring 52 · 22765 Hamburg',
        BREMEN,
        ['Rechnungs-Nr.:', 'Rechnungsdatum:'],
        '01.09.2026',
      ),
      ...table(
        180,
        ['Leistung', 'Menge', 'Einzelpreis', 'Betrag €', 'USt.'],
        [
          ['Ulm – Verona (IT), Komplettladung', '1', '1.618,49', '1.618,49', 'steuerfrei'],
          ['Leipzig – Ulm, Komplettladung', '1', '3.587,52', '3.587,52', '19 %'],
          ['Maut', '1', '259,01', '259,01', 'durchl.'],
          ['Zollabgaben verauslagt', '1', '1.806,81', '1.806,81', 'durchl.'],
        ],
      ),
      ...sums(248, [
        ['Summe netto', '7.271,83'],
        ['19 % USt. auf 3.587,52', '681,63'],
        ['Rechnungsbetrag EUR', '7.953,46'],
      ]),
    ],
    breakdown: [
      ['S', '19', '3587.52'],
      ['E', '0', '1618.49'],
      ['O', '0', '2065.82'],
    ],
    rates: ['0', '19', '0', '0'],
  },
  {
    name: 'codes A / B / C with "B = steuerfrei nach § 4 Nr. 3 UStG", "C = durchlaufender Posten" (blind56 fracht25)',
    rows: [
      ...head(
        'Ruhr Cargo GmbH & Co. KG',
        'Kaiser-Wilhelm-Ring 52 · 22765 Hamburg',
        BREMEN,
        ['Rechnungs-Nr.:', 'Rechnungsdatum:'],
        '01.09.2026',
      ),
      ...table(
        180,
        ['Leistung', 'Menge', 'Einzelpreis', 'Betrag €', 'USt.'],
        [
          ['Ulm – Verona (IT)', '1', '1.618,49', '1.618,49', 'B'],
          ['Leipzig – Ulm', '1', '3.587,52', '3.587,52', 'A'],
          ['Mannheim – Nürnberg', '1', '617,33', '617,33', 'A'],
          ['Maut (durchlaufender Posten)', '1', '259,01', '259,01', 'C'],
        ],
      ),
      [
        240,
        40,
        'A = 19 % USt. · B = steuerfrei nach § 4 Nr. 3 UStG (grenzüberschreitende Güterbeförderung)',
        7,
      ],
      [250, 40, 'C = durchlaufender Posten, nicht steuerbar', 7],
      ...sums(270, [
        ['Summe netto', '6.082,35'],
        ['A: 19 % USt. auf 4.204,85', '798,92'],
        ['Rechnungsbetrag EUR', '6.881,27'],
      ]),
    ],
    breakdown: [
      ['S', '19', '4204.85'],
      ['E', '0', '1618.49'],
      ['O', '0', '259.01'],
    ],
    rates: ['0', '19', '19', '0'],
  },
  {
    name: 'codes S / Z / O with "S = standard rate 20% · Z = zero-rated · O = outside the scope of VAT" (blind56 haulage25)',
    rows: [
      ...head(
        'Severn Haulage Limited',
        'Unit 4, Avonmouth Way, Bristol BS11 9YA',
        ['Northgate Retail Ltd', '12 King Street', 'Leeds LS1 2HL'],
        ['Invoice No.', 'Tax point'],
        '07/09/2026',
      ),
      ...table(
        180,
        ['Route', 'Qty', 'Rate £', 'Net £', 'VAT'],
        [
          ['Felixstowe IP11 – Leeds LS9', '1', '894.00', '894.00', 'S'],
          ['Felixstowe IP11 – Rotterdam 3089', '16', '86.79', '1,388.64', 'Z'],
          ['Bristol BS2 – Wakefield WF2', '10', '50.85', '508.50', 'S'],
          ['Dartford Crossing (disb.)', '1', '16.80', '16.80', 'O'],
        ],
      ),
      [
        240,
        40,
        'VAT codes: S = standard rate 20% · Z = zero-rated (international carriage) · O = outside the scope of VAT',
        7,
      ],
      ...sums(260, [
        ['Total net', '£2,807.94'],
        ['VAT @ 20% on £1,402.50', '£280.50'],
        ['TOTAL DUE', '£3,088.44'],
      ]),
    ],
    breakdown: [
      ['S', '20', '1402.50'],
      ['Z', '0', '1388.64'],
      ['O', '0', '16.80'],
    ],
    rates: ['20', '0', '20', '0'],
  },
  {
    name: 'a driving school\'s exam fee "(durchlaufender Posten)" with "–" for its rate (blind58 fahr27)',
    rows: [
      ...head(
        'Fahrschule Weber',
        'Bahnhofstraße 5 · 45468 Mülheim an der Ruhr',
        ['Herrn Jens Köhler', 'Am Alten Schlachthof 24', '45468 Mülheim an der Ruhr'],
        ['Rechnungs-Nr.:', 'Datum:'],
        '20.11.2026',
      ),
      ...table(
        180,
        ['Leistung', 'Anzahl', 'Einzelpreis', 'Gesamt €', 'USt'],
        [
          ['Grundbetrag Klasse B', '1', '420,00', '420,00', '19 %'],
          ['Übungsstunde à 45 Min.', '10', '64,00', '640,00', '19 %'],
          ['Prüfungsgebühr TÜV (durchlaufender Posten)', '1', '116,93', '116,93', '–'],
        ],
      ),
      ...sums(240, [
        ['Summe netto', '1.176,93 €'],
        ['zzgl. 19 % USt. auf 1.060,00 €', '201,40 €'],
        ['Rechnungsbetrag', '1.378,33 €'],
      ]),
    ],
    breakdown: [
      ['S', '19', '1060.00'],
      ['O', '0', '116.93'],
    ],
    rates: ['19', '19', '0'],
  },
  {
    name: 'a courier\'s "Congestion charge (disbursement)" with "-" for its rate (second layout)',
    rows: [
      ...head(
        'Swift Couriers Ltd',
        '3 Wharf Road, London N1 7GR',
        ['Marlow Design Ltd', '14 Old Street', 'London EC1V 9BP'],
        ['Invoice No.', 'Invoice date'],
        '30/10/2026',
      ),
      ...table(
        180,
        ['Description', 'Qty', 'Rate £', 'Net £', 'VAT'],
        [
          ['Same-day courier, EC1 – W1', '6', '24.50', '147.00', '20%'],
          ['Congestion charge (disbursement)', '2', '15.00', '30.00', '-'],
        ],
      ),
      ...sums(230, [
        ['Net total', '£177.00'],
        ['VAT 20% on £147.00', '£29.40'],
        ['Total due', '£206.40'],
      ]),
    ],
    breakdown: [
      ['S', '20', '147.00'],
      ['O', '0', '30.00'],
    ],
    rates: ['20', '0'],
  },
  {
    name: 'a private clinic\'s "E" (the exempt category\'s letter) beside "20%" in the VAT column (blind57 clinic26)',
    rows: [
      ...head(
        'The Wimpole Hospital Ltd',
        '85 Harley Street, London W1G 9PF',
        ['Mrs Claire Pemberton', '12 Elm Road', 'London N6 4EP'],
        ['Invoice No.', 'Invoice date'],
        '12/11/2026',
      ),
      ...table(
        180,
        ['Description', 'Qty', 'Unit fee £', 'Amount £', 'VAT'],
        [
          ['Initial consultation', '1', '237.64', '237.64', 'E'],
          ['Physiotherapy session', '4', '82.12', '328.48', 'E'],
          ['Medical report for insurer', '1', '103.77', '103.77', '20%'],
        ],
      ),
      ...sums(240, [
        ['Subtotal excl. VAT', '£669.89'],
        ['VAT @ 20%', '£20.75'],
        ['Invoice total', '£690.64'],
      ]),
    ],
    breakdown: [
      ['S', '20', '103.77'],
      ['E', '0', '566.12'],
    ],
    rates: ['0', '0', '20'],
  },
  {
    name: 'a dental laboratory\'s "E" and "7 %" rows in its "USt" column (second layout)',
    rows: [
      ...head(
        'Dentallabor Kronberg GmbH',
        'Kirchgasse 4 · 61476 Kronberg',
        ['Zahnarztpraxis Dr. Hahn', 'Marktplatz 2', '61440 Oberursel'],
        ['Rechnung Nr.', 'Datum'],
        '04.11.2026',
      ),
      ...table(
        180,
        ['Leistung', 'Menge', 'Einzelpreis', 'Betrag €', 'USt'],
        [
          ['Vollkrone NEM', '2', '148,00', '296,00', '7 %'],
          ['Versandkosten Kurier', '1', '12,00', '12,00', '7 %'],
          ['Prüfbericht Gutachten', '1', '40,00', '40,00', 'E'],
        ],
      ),
      ...sums(240, [
        ['Summe netto', '348,00 €'],
        ['zzgl. 7 % USt. auf 308,00 €', '21,56 €'],
        ['Rechnungsbetrag', '369,56 €'],
      ]),
    ],
    breakdown: [
      ['S', '7', '308.00'],
      ['E', '0', '40.00'],
    ],
    rates: ['7', '7', '0'],
  },
];
