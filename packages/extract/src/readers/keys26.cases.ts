/**
 * Cases of the reference rules of session 26 (issue 19, held-out set blind39: invoices to public
 * bodies), from two layouts each, failing before unless said:
 * - the segment right of a label is another label, not its value: a form's next label
 *   ("Käuferreferenz: | Lieferschein-Nr.:") or the next head of a row of heads over their values
 *   ("Abruf-Nr. | Käuferreferenz | Ihr Zeichen"): the value under the label (find.ts `labelBeside`);
 * - a value in a Leitweg-ID's shape is the buyer reference, also under a reference's label that
 *   otherwise names the order ("Ihre Referenz: 06-KST708-62", "Your reference 991-81308-71"), and
 *   before a letter's "Ihr Zeichen" (readers/references.ts `buyerReference`);
 * - order labels "Auftragsreferenz" (Austria), "Abruf-Nr." (a call-off), "Order form No.", and
 *   the bare "Auftrag" before an id in a sentence ("… und Auftrag B 8479/2026 rechnen wir …");
 * - a unit of the organisation under its name ("Zentrale Rechnungseingangsstelle", "Referat Z 14
 *   - Organisation", "Accounts Payable, Invoice Processing") ends the buyer's name, which may wrap
 *   over two lines before it (parties.ts `nameParagraph`, lexicon `departmentWord`);
 * - a label whose value does not fit, then the field's label again in the same segment:
 *   "Zahlungsziel: 30 Tage netto, fällig am 26.02.2026." (find.ts `laterMatch`).
 */
import type { StyledRow } from '../test-layout.ts';

export interface ReferenceCase {
  name: string;
  rows: StyledRow[];
  /** buyer reference (BT-10), order reference (BT-13); null where none is printed */
  refs: [string | null, string | null];
}

/** A seller, a public body as the buyer, the number and date at the right, one item. */
function letter(buyer: string[], extra: StyledRow[]): StyledRow[] {
  return [
    [40, 40, 'Nordlicht IT Solutions AG', 14, true],
    ...buyer.map((t, k): StyledRow => [110 + k * 12, 50, t, 9]),
    [110, 380, 'Rechnungsnummer', 9],
    [110, 480, 'R-26-292537', 9],
    [122, 380, 'Rechnungsdatum', 9],
    [122, 480, '26.06.2026', 9],
    ...extra,
    [300, 50, 'Pos.', 8, true],
    [300, 80, 'Leistung', 8, true],
    [300, 330, 'Menge', 8, true],
    [300, 420, 'Preis', 8, true],
    [300, 510, 'Betrag', 8, true],
    [314, 50, '1', 8],
    [314, 80, 'Betrieb Fachverfahren', 8],
    [314, 334, '1', 8],
    [314, 416, '7.842,00', 8],
    [314, 506, '7.842,00', 8],
    [340, 420, 'Gesamtbetrag', 9],
    [340, 506, '7.842,00', 9],
  ];
}

const BUND = [
  'Bundesamt für Bevölkerungsstatistik',
  'Zentrale Rechnungseingangsstelle',
  'Frankfurter Straße 29',
  '65760 Eschborn',
];

export const REFERENCE_CASES: ReferenceCase[] = [
  {
    name: 'a row of heads over its values: "Rahmenvertrag Nr. | Abruf-Nr. | Käuferreferenz | Ihr Zeichen"',
    rows: letter(BUND, [
      [200, 50, 'Rahmenvertrag Nr.', 7],
      [200, 170, 'Abruf-Nr.', 7],
      [200, 290, 'Käuferreferenz', 7],
      [200, 410, 'Ihr Zeichen', 7],
      [210, 50, 'RV-99-2024-8929', 9],
      [210, 170, '34/2026', 9],
      [210, 290, '991-05597-99', 9],
      [210, 410, 'I 4 - 6813/26#252', 9],
    ]),
    refs: ['991-05597-99', '34/2026'],
  },
  {
    name: 'a form\'s labels over their values: "Käuferreferenz: | Lieferschein-Nr.: | Kunden-Nr.:"',
    rows: letter(BUND, [
      [200, 50, 'Käuferreferenz:', 8],
      [200, 230, 'Lieferschein-Nr.:', 8],
      [200, 400, 'Kunden-Nr.:', 8],
      [211, 50, '14-7781-82', 9],
      [211, 230, 'LS 0350493', 9],
      [211, 400, '112608', 9],
    ]),
    refs: ['14-7781-82', null],
  },
  {
    name: 'German letter: "Ihre Referenz: 06-KST708-62" over "Ihr Zeichen: Z 3 - 1025/26#593", the order in a sentence',
    rows: letter(
      [
        'Hessisches Ministerium der Finanzen',
        'Referat 21 - Grundsatzfragen',
        'Friedrich-Ebert-Allee 8',
        '65185 Wiesbaden',
      ],
      [
        [190, 50, 'gemäß Vertragsnummer 99-6261-2026 und Auftrag ZB 8144/2026 rechnen wir die', 9],
        [202, 50, 'im Zeitraum erbrachten Beratungsleistungen wie folgt ab:', 9],
        [220, 50, 'Ihre Referenz:', 9],
        [220, 180, '06-KST708-62', 9],
        [232, 50, 'Ihr Zeichen:', 9],
        [232, 180, 'Z 3 - 1025/26#593', 9],
      ],
    ),
    refs: ['06-KST708-62', 'ZB 8144/2026'],
  },
  {
    name: 'English info block: "Your reference 991-81308-71" beside "Order form No. PO-472923039"',
    rows: [
      [40, 40, 'Velawerk SRL', 14, true],
      [110, 50, 'European Investment Bank', 9],
      [122, 50, '98-100 Boulevard Konrad Adenauer', 9],
      [134, 50, 'L-2950 Luxembourg', 9],
      [100, 360, 'Invoice No.', 9],
      [100, 470, 'INV-2026-6724', 9],
      [112, 360, 'Invoice date', 9],
      [112, 470, '24/07/2026', 9],
      [124, 360, 'Order form No.', 9],
      [124, 470, 'PO-472923039', 9],
      [136, 360, 'Your reference', 9],
      [136, 470, '991-81308-71', 9],
      [300, 50, 'Description', 8, true],
      [300, 330, 'Qty', 8, true],
      [300, 420, 'Unit price', 8, true],
      [300, 510, 'Amount', 8, true],
      [314, 50, 'Security audit', 8],
      [314, 334, '1', 8],
      [314, 416, '8,410.00', 8],
      [314, 506, '8,410.00', 8],
      [340, 420, 'Total', 9],
      [340, 506, '8,410.00', 9],
    ],
    refs: ['991-81308-71', 'PO-472923039'],
  },
  {
    name: 'Austrian public body: "Auftragsreferenz: 4773079151" beside "Geschäftszahl: GZ 596-9062/26"',
    rows: letter(
      [
        'Amt der Steiermärkischen Landesregierung',
        'Abteilung 16 Verkehr und Landeshochbau',
        'Stempfergasse 7',
        '8010 Graz',
      ],
      [
        [146, 380, 'Auftragsreferenz:', 9],
        [146, 480, '4773079151', 9],
        [158, 380, 'Geschäftszahl:', 9],
        [158, 480, 'GZ 596-9062/26', 9],
      ],
    ),
    refs: [null, '4773079151'],
  },
  {
    name: 'German consultancy: the order only in a sentence "gemäß Vertrag … und Auftrag B 8479/2026"',
    rows: letter(
      ['Bundesministerium für Verkehr', 'Referat Z 14 - Organisation', 'Invalidenstraße 44', '10115 Berlin'],
      [
        [200, 50, 'gemäß Vertragsnummer 72-9956-2025 und Auftrag B 8479/2026 rechnen wir die im Zeitraum', 9],
        [212, 50, 'erbrachten Beratungsleistungen wie folgt ab:', 9],
      ],
    ),
    refs: [null, 'B 8479/2026'],
  },
];

export interface BuyerNameCase {
  name: string;
  rows: StyledRow[];
  buyer: string;
}

export const BUYER_UNIT_CASES: BuyerNameCase[] = [
  {
    name: 'German ministry: the name wrapped over two lines, "Referat Z 14 - Organisation" under it',
    rows: letter(
      [
        'Bundesministerium für Verkehr und digitale',
        'Infrastruktur',
        'Referat Z 14 - Organisation',
        'Invalidenstraße 44',
        '10115 Berlin',
      ],
      [],
    ),
    buyer: 'Bundesministerium für Verkehr und digitale Infrastruktur',
  },
  {
    name: 'German federal agency under "Rechnungsempfänger": "Zentrale Rechnungseingangsstelle" under the name',
    rows: [
      ...letter([], []),
      [98, 50, 'Rechnungsempfänger', 8],
      [110, 50, 'Bundesamt für Bevölkerungsstatistik', 9],
      [122, 50, 'Zentrale Rechnungseingangsstelle', 9],
      [146, 50, 'Frankfurter Straße 29', 9],
      [158, 50, '65760 Eschborn', 9],
    ],
    buyer: 'Bundesamt für Bevölkerungsstatistik',
  },
  {
    name: 'EU bank (guard, read before): "Accounts Payable, Invoice Processing" under "European Investment Bank"',
    rows: letter(
      [
        'European Investment Bank',
        'Accounts Payable, Invoice Processing',
        '98-100 Boulevard Konrad Adenauer',
        'L-2950 Luxembourg',
      ],
      [],
    ),
    buyer: 'European Investment Bank',
  },
];

export interface DueDateCase {
  name: string;
  rows: StyledRow[];
  dueDate: string;
}

export const LATER_LABEL_CASES: DueDateCase[] = [
  {
    name: 'a VOB invoice: "Zahlungsziel: 30 Tage netto, fällig am 26.02.2026." under the totals',
    rows: [...letter(BUND, []), [380, 50, 'Zahlungsziel: 30 Tage netto, fällig am 26.02.2026.', 9]],
    dueDate: '2026-02-26',
  },
  {
    name: 'an Austrian supplier: "Zahlungstermin: binnen 30 Tagen ohne Abzug, spätestens fällig am 12.07.2026"',
    rows: [
      ...letter(BUND, []),
      [380, 50, 'Zahlungstermin: binnen 30 Tagen ohne Abzug, spätestens fällig am 12.07.2026', 9],
    ],
    dueDate: '2026-07-12',
  },
];
