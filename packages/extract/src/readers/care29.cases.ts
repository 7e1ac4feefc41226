/**
 * Cases of session 29 (issue 19, seen set blind57: healthcare, care and social services), from two
 * layouts each, failing before:
 * - a care home's or care service's "Gesamtkosten" is the total before the insurer's share, the
 *   resident's or patient's share "Eigenanteil … – zu zahlen" the amount due (lexicon/de.ts);
 * - a pharmacy's or optician's "Reste à charge" after the insurers' shares paid directly (tiers
 *   payant) is the amount due (lexicon/fr.ts).
 */
import { labelledRows, rightAt, type StyledRow } from '../test-layout.ts';

export interface Care29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "totals.taxInclusive", "totals.amountDue" */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A sender's head, the addressee in the window, number and date at the right. */
function head(sender: string, addr: string, to: string[], labels: Array<[string, string]>): StyledRow[] {
  return [
    [40, 50, sender, 12],
    [54, 50, addr, 8],
    ...to.map((t, i): StyledRow => [110 + i * 12, 50, t, 9]),
    ...labels.flatMap(([label, value], i): StyledRow[] => [
      [110 + i * 12, 380, label, 8],
      r(110 + i * 12, 550, value, 8),
    ]),
  ];
}

/** Rows [name, qty, price, net] under "Leistung | Tage/Anzahl | Einzelpreis | Betrag" from y. */
function rows(y: number, heads: string[], items: string[][]): StyledRow[] {
  const [a = '', b = '', c = '', d = ''] = heads;
  const out: StyledRow[] = [[y, 50, a, 8], r(y, 330, b, 8), r(y, 430, c, 8), r(y, 550, d, 8)];
  items.forEach(([n = '', q = '', p = '', t = ''], i) => {
    const ry = y + 12 + i * 12;
    out.push([ry, 50, n, 8], r(ry, 330, q, 8), r(ry, 430, p, 8), r(ry, 550, t, 8));
  });
  return out;
}

/** Totals at the right from y: [label, amount] per row. */
const sums = (y: number, rows: Array<[string, string]>): StyledRow[] => labelledRows(y, rows, 260, 550);

export const CARE29_CASES: Care29Case[] = [
  {
    name: '"Gesamtkosten", the care fund\'s share, "Eigenanteil Bewohner/in – zu zahlen" (blind57 heim26)',
    rows: [
      ...head(
        'Haus Lindenhof gGmbH',
        'Kaiser-Wilhelm-Ring 115 · 06108 Halle (Saale)',
        ['Anja Hofmann', 'Hauptstr. 136', '67433 Neustadt an der Weinstraße'],
        [
          ['Rechnungs-Nr.', 'HR-202609-1341'],
          ['Rechnungsdatum', '01.09.2026'],
        ],
      ),
      ...rows(
        190,
        ['Leistung', 'Tage', 'Tagessatz €', 'Betrag €'],
        [
          ['Pflegevergütung Pflegegrad 4', '30', '89,73', '2.691,90'],
          ['Entgelt für Unterkunft', '30', '25,05', '751,50'],
          ['Investitionskosten', '30', '24,65', '739,50'],
        ],
      ),
      ...sums(250, [
        ['Gesamtkosten', '4.182,90'],
        ['abzgl. Leistungsbetrag Pflegekasse § 43 SGB XI', '- 1.855,00'],
        ['Eigenanteil Bewohner/in – zu zahlen', '2.327,90'],
      ]),
      [300, 50, 'Die Leistungen sind nach § 4 Nr. 16 UStG von der Umsatzsteuer befreit.', 8],
    ],
    expect: [
      ['totals.taxInclusive', '4182.90'],
      ['totals.amountDue', '2327.90'],
    ],
  },
  {
    name: 'a care service\'s "Gesamtkosten" and "Eigenanteil Patient – zu zahlen" (second layout)',
    rows: [
      ...head(
        'Pflegedienst Sonnenschein GmbH',
        'Lindenallee 4, 04109 Leipzig',
        ['Herrn Karl Weber', 'Gartenweg 2', '04155 Leipzig'],
        [
          ['Rechnung Nr.', 'PD-2026-0412'],
          ['Datum', '05.10.2026'],
          ['Zeitraum', '09/2026'],
        ],
      ),
      ...rows(
        200,
        ['Leistungskomplex', 'Anzahl', 'Preis €', 'Gesamt €'],
        [
          ['LK 01 Kleine Körperpflege', '20', '22,40', '448,00'],
          ['LK 11 Hauswirtschaftliche Versorgung', '12', '11,29', '135,48'],
        ],
      ),
      ...sums(246, [
        ['Gesamtkosten', '583,48'],
        ['abzgl. Anteil Pflegekasse (Sachleistung)', '- 400,00'],
        ['Eigenanteil Patient – zu zahlen', '183,48'],
      ]),
    ],
    expect: [
      ['totals.taxInclusive', '583.48'],
      ['totals.amountDue', '183.48'],
    ],
  },
  {
    name: 'a pharmacy\'s "Reste à charge" after "Part AMO" and "Part AMC" (blind57 pharmacie26)',
    rows: [
      ...head(
        'Pharmacie du Marché SELARL',
        '10 boulevard Victor Hugo · 44000 Nantes',
        ['M. Philippe Chevalier', '3 rue des Lilas', '44000 Nantes'],
        [
          ['Facture n°', 'PH9825643'],
          ['Date', '12/10/2026'],
        ],
      ),
      ...rows(
        190,
        ['Désignation', 'Qté', 'PU HT', 'Montant HT'],
        [
          ['Tensiomètre électronique bras', '1', '48,39', '48,39'],
          ['Sérum physiologique unidoses', '1', '2,76', '2,76'],
        ],
      ),
      ...sums(230, [
        ['Total HT', '51,15 €'],
        ['TVA 20 % sur 48,39', '9,68 €'],
        ['TVA 10 % sur 2,76', '0,28 €'],
        ['Total TTC', '61,11 €'],
        ['Part AMO (tiers payant)', '- 36,67 €'],
        ['Part AMC mutuelle (tiers payant)', '- 12,22 €'],
        ['Reste à charge', '12,22 €'],
      ]),
    ],
    expect: [
      ['totals.taxInclusive', '61.11'],
      ['totals.amountDue', '12.22'],
    ],
  },
  {
    name: 'an optician\'s "Reste à charge assuré" under the insurers\' shares (second layout)',
    rows: [
      ...head(
        'Optique Lumière SARL',
        '22 rue de Siam, 29200 Brest',
        ['Mme Claire Dubois', '8 rue Jean Jaurès', '29200 Brest'],
        [
          ['Facture n°', 'OPT-2026-771'],
          ['Date', '03/11/2026'],
        ],
      ),
      ...rows(
        200,
        ['Article', 'Qté', 'Prix TTC', 'Total TTC'],
        [
          ['Monture acétate', '1', '129,00', '129,00'],
          ['Verres unifocaux', '2', '85,00', '170,00'],
        ],
      ),
      ...sums(240, [
        ['Total TTC', '299,00'],
        ['dont TVA 20 %', '49,83'],
        ['Prise en charge Sécurité sociale', '-0,09'],
        ['Prise en charge mutuelle', '-200,00'],
        ['Reste à charge assuré', '98,91'],
      ]),
    ],
    expect: [
      ['totals.taxInclusive', '299.00'],
      ['totals.amountDue', '98.91'],
    ],
  },
];
