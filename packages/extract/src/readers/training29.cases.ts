/**
 * Cases of session 29 (issue 19, seen sets blind58: training and memberships; blind56: a British
 * haulier), from two layouts each, failing before:
 * - a training provider's rows per participant, the person first: the course's head ("Course",
 *   "Seminar", "Formation") is the description, the participant's ("Delegate", "Teilnehmer/in",
 *   "Stagiaire") a column of no kind (lexicon/columns.ts);
 * - a British invoice's "Tax point" as its only date is the issue date (lexicon/en.ts), below a
 *   plain "Date" where both are printed (readers/dates.ts, lexicon/document.ts `TAX_POINT_LABEL`).
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Training29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "issueDate", "lines.item.name" (every line's) */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A seller's head with the buyer under it and two labelled values at the right. */
function head(seller: string[], buyer: string[], labels: Array<[string, string]>): StyledRow[] {
  return [
    ...seller.map((t, i): StyledRow => [40 + i * 12, 45, t, i ? 8 : 12]),
    ...buyer.map((t, i): StyledRow => [110 + i * 12, 45, t, 9]),
    ...labels.flatMap(([label, value], i): StyledRow[] => [
      [110 + i * 12, 400, label, 8],
      r(110 + i * 12, 550, value, 8),
    ]),
  ];
}

/** Totals at the right from y: [label, amount] per row. */
const sums = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows, 330, 550);

export const TRAINING29_CASES: Training29Case[] = [
  {
    name: '"Delegate | Course | Date | Days | Fee | Net | VAT" and a "Tax point" (blind58 course27)',
    rows: [
      ...head(
        ['Brightpath Training Ltd', '12 Temple Street, Bristol BS1 6QA', 'VAT Reg. No. GB 482 1937 05'],
        ['Hafentech Ltd.', '45 Church Lane', 'Bristol BS1 2NZ'],
        [
          ['Invoice No.', 'INV-78648'],
          ['Tax point', '27 October 2026'],
          ['Due date', '26 November 2026'],
        ],
      ),
      [180, 45, 'Delegate', 8],
      [180, 140, 'Course', 8],
      [180, 285, 'Date', 8],
      r(180, 395, 'Days', 8),
      r(180, 450, 'Fee £', 8),
      r(180, 510, 'Net £', 8),
      r(180, 542, 'VAT', 8),
      ...[
        ['Ava Clarke', 'Agile Project Foundations', '22 October 2026', '1', '405.00', '405.00'],
        ['George Clarke', 'First Aid at Work', '15 October 2026', '2', '215.00', '430.00'],
      ].flatMap(([p = '', c = '', d = '', n = '', f = '', a = ''], i): StyledRow[] => {
        const y = 192 + i * 12;
        return [
          [y, 45, p, 8],
          [y, 140, c, 8],
          [y, 285, d, 8],
          r(y, 395, n, 8),
          r(y, 450, f, 8),
          r(y, 510, a, 8),
          r(y, 542, '20%', 8),
        ];
      }),
      ...sums(230, [
        ['Subtotal', '£835.00'],
        ['VAT @ 20%', '£167.00'],
        ['TOTAL DUE', '£1,002.00'],
      ]),
    ],
    expect: [
      ['issueDate', '2026-10-27'],
      ['lines.item.name', ['Agile Project Foundations', 'First Aid at Work']],
    ],
  },
  {
    name: '"Pos | Teilnehmer/in | Seminar | Tage | Tagessatz | Betrag" (blind58 kurs27, second layout)',
    rows: [
      ...head(
        ['Akademie Rhein-Main GmbH', 'Mainzer Landstraße 50, 60325 Frankfurt am Main'],
        ['Becker Kunststofftechnik GmbH', 'Personalabteilung', 'Hafenstraße 12', '22765 Hamburg'],
        [
          ['Rechnungs-Nr.', '2026/5375'],
          ['Datum', '14.09.2026'],
        ],
      ),
      [190, 45, 'Pos', 8],
      [190, 70, 'Teilnehmer/in', 8],
      [190, 190, 'Seminar', 8],
      r(190, 400, 'Tage', 8),
      r(190, 458, 'Tagessatz', 8),
      r(190, 515, 'Betrag €', 8),
      r(190, 547, 'USt', 8),
      ...[
        ['1', 'Laura Vogel', 'Arbeitsrecht aktuell', '3', '310,00', '930,00'],
        ['2', 'Sophie Roth', 'Erste-Hilfe-Ausbilder', '2', '190,00', '380,00'],
      ].flatMap(([n = '', p = '', s = '', d = '', f = '', a = ''], i): StyledRow[] => {
        const y = 202 + i * 12;
        return [
          [y, 45, n, 8],
          [y, 70, p, 8],
          [y, 190, s, 8],
          r(y, 400, d, 8),
          r(y, 458, f, 8),
          r(y, 515, a, 8),
          r(y, 547, '0 %', 8),
        ];
      }),
      ...sums(240, [
        ['Summe netto', '1.310,00'],
        ['Rechnungsbetrag', '1.310,00'],
      ]),
    ],
    expect: [['lines.item.name', ['Arbeitsrecht aktuell', 'Erste-Hilfe-Ausbilder']]],
  },
  {
    name: '"Stagiaire | Formation | Durée | Taux horaire | Montant" (blind58 formation27, third layout)',
    rows: [
      ...head(
        ['Formapro Conseil SARL', '8 rue de la République, 69002 Lyon'],
        ['Société Martin SAS', '12 rue Nationale', '37000 Tours'],
        [
          ['Facture n°', 'F10-3059'],
          ['Date', '02/10/2026'],
        ],
      ),
      [190, 45, 'Stagiaire', 8],
      [190, 170, 'Formation', 8],
      [190, 345, 'Durée', 8],
      r(190, 460, 'Taux horaire', 8),
      r(190, 555, 'Montant', 8),
      ...[
        ['Hugo Moreau', 'Sécurité incendie', '21 heures', '81,00', '1 701,00'],
        ['Chloé Girard', 'Gestes et postures', '14 heures', '81,00', '1 134,00'],
      ].flatMap(([p = '', f = '', d = '', t = '', m = ''], i): StyledRow[] => {
        const y = 202 + i * 12;
        return [[y, 45, p, 8], [y, 170, f, 8], [y, 345, d, 8], r(y, 460, t, 8), r(y, 555, m, 8)];
      }),
      ...sums(240, [
        ['Total HT', '2 835,00'],
        ['Net à payer', '2 835,00'],
      ]),
    ],
    expect: [['lines.item.name', ['Sécurité incendie', 'Gestes et postures']]],
  },
  {
    name: 'a haulier\'s "Invoice No. / Tax point / Due date" (blind56 haulage25, second layout)',
    rows: [
      ...head(
        ['Severn Haulage Limited', 'Unit 4, Avonmouth Way, Bristol BS11 9YA'],
        ['Northgate Retail Ltd', '12 King Street', 'Leeds LS1 2HL'],
        [
          ['Invoice No.', 'INV-888227'],
          ['Tax point', '07/09/2026'],
          ['Due date', '21/09/2026'],
        ],
      ),
      [180, 45, 'Date', 8],
      [180, 110, 'Route', 8],
      r(180, 320, 'Qty', 8),
      r(180, 430, 'Rate £', 8),
      r(180, 500, 'Net £', 8),
      r(180, 540, 'VAT', 8),
      [192, 45, '20/08/2026', 8],
      [192, 110, 'Felixstowe IP11 – Leeds LS9', 8],
      r(192, 320, '1', 8),
      r(192, 430, '894.00', 8),
      r(192, 500, '894.00', 8),
      r(192, 540, '20%', 8),
      ...sums(220, [
        ['Total net', '£894.00'],
        ['VAT @ 20%', '£178.80'],
        ['TOTAL DUE', '£1,072.80'],
      ]),
    ],
    expect: [
      ['issueDate', '2026-09-07'],
      ['dueDate', '2026-09-21'],
    ],
  },
  {
    name: 'guard, mended d2: "Date" beside "Tax Point Date", the plain date is the issue date (blind4 irish)',
    rows: [
      ...head(
        ['Lough Consulting Limited', 'Unit 10, Sandyford Business Park', 'Dublin 2, D02 F756'],
        ['Sonnenvision AG', 'Bahnhofstr. 24', '61350 Bad Homburg v. d. Höhe'],
        [
          ['Invoice number', '6348'],
          ['Date', '12 April 2026'],
          ['Tax Point Date', '4 April 2026'],
          ['Payment due', '26 April 2026'],
        ],
      ),
      [190, 45, 'Description', 8],
      r(190, 400, 'Qty', 8),
      r(190, 460, 'Rate', 8),
      r(190, 550, 'Amount', 8),
      [202, 45, 'Project management', 8],
      r(202, 400, '3.5', 8),
      r(202, 460, '667.97', 8),
      r(202, 550, '2,337.90', 8),
      ...sums(230, [
        ['Subtotal', '€2,337.90'],
        ['Invoice total', '€2,337.90'],
      ]),
    ],
    expect: [['issueDate', '2026-04-12']],
  },
];
