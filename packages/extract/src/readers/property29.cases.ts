/**
 * Cases of session 29 (issue 19, seen set blind59: property, rent and facility services), from two
 * layouts each, failing before:
 * - a community of flat owners named after its building ("WEG Am Stadtpark 43" over "Am Stadtpark
 *   43"): "WEG" a legal form (lexicon/de.ts), a first line with a legal form over another street
 *   the name (parties.ts `firstLineName`);
 * - a plain "USt-IdNr." in the info block beside the buyer and the seller's in the footer, next to
 *   the lines with its name and its IBAN: the footer's the seller's, the other the buyer's
 *   (readers/vat-ids.ts `sellerFooter`);
 * - a settlement's "Kostenart" heads the names, "Ihr Anteil €" the line amounts (lexicon/columns.ts;
 *   the building's cost beside them is still read as the price: left open);
 * - a zero-rate cell under the VAT head ("–", "steuerfrei") beats a percentage in the name ("Fonds
 *   de travaux (art. 14-2) 5 %"; table/names.ts `cellOverText`);
 * - a French call for funds' "Date d'exigibilité" is the due date (lexicon/fr.ts; one layout failing
 *   before, the second read before by the dates' order and kept as a check).
 */
import { rightAt, type StyledRow } from '../test-layout.ts';

export interface Property29Case {
  name: string;
  rows: StyledRow[];
  /** [path, value]: "buyer.name", "seller.vatId", "dueDate" */
  expect: Array<[string, unknown]>;
}

const r = rightAt;

/** A manager's letterhead, a sender line, the given window lines, the info block at the right. */
function head(seller: string, addr: string, window: string[], info: Array<[string, string]>): StyledRow[] {
  return [
    [40, 50, seller, 12],
    [54, 50, addr, 8],
    [96, 50, `${seller} · ${addr}`, 6],
    ...window.map((t, i): StyledRow => [110 + i * 12, 50, t, 9]),
    ...info.flatMap(([label, value], i): StyledRow[] => [
      [100 + i * 12, 370, label, 8],
      r(100 + i * 12, 545, value, 8),
    ]),
  ];
}

/** One item and its totals (German, 19 %), from y. */
function oneItem(y: number, name: string, net: string, vat: string, gross: string): StyledRow[] {
  return [
    [y, 50, 'Pos.', 8],
    [y, 80, 'Leistung', 8],
    r(y, 545, 'Gesamt €', 8),
    [y + 12, 50, '1', 8],
    [y + 12, 80, name, 8],
    r(y + 12, 545, net, 8),
    [y + 40, 330, 'Summe netto', 8],
    r(y + 40, 545, net, 8),
    [y + 52, 330, 'zzgl. 19 % USt.', 8],
    r(y + 52, 545, vat, 8),
    [y + 64, 330, 'Rechnungsbetrag', 8],
    r(y + 64, 545, gross, 8),
  ];
}

/** A footer at the page's foot: name and court, the VAT id, the bank. */
function footer(seller: string, vatId: string): StyledRow[] {
  return [
    [770, 50, `${seller} · Amtsgericht Köln HRB 4812 · Geschäftsführer: Jan Roth`, 7],
    [780, 50, `USt-IdNr. ${vatId}`, 7],
    [790, 50, 'Bankverbindung: IBAN DE55 6656 7788 6612 9290 75 · BIC HELADEF1822', 7],
  ];
}

export const PROPERTY29_CASES: Property29Case[] = [
  {
    name: '"WEG Am Stadtpark 43", "z. Hd. Buchhaltung", "Am Stadtpark 43" (blind59 weg28)',
    rows: [
      ...head(
        'WEG-Service Ostpark GmbH',
        'Lindenweg 129 · 50321 Brühl',
        ['WEG Am Stadtpark 43', 'z. Hd. Buchhaltung', 'Am Stadtpark 43', '45468 Mülheim an der Ruhr'],
        [
          ['Rechnung Nr.', 'V-26594'],
          ['Datum', '11.09.2026'],
        ],
      ),
      ...oneItem(200, 'Verwaltervergütung Januar 2026', '595,00', '113,05', '708,05'),
    ],
    expect: [
      ['buyer.name', 'WEG Am Stadtpark 43'],
      ['buyer.address.line1', 'Am Stadtpark 43'],
      ['buyer.address.postalCode', '45468'],
    ],
  },
  {
    name: '"WEG Rosenhöhe 45" over "Rosenhöhe 45" without an attention line (second layout)',
    rows: [
      ...head(
        'Hausverwaltung Krämer KG',
        'Marktplatz 3 · 33602 Bielefeld',
        ['WEG Rosenhöhe 45', 'Rosenhöhe 45', '33619 Bielefeld'],
        [
          ['Rechnungs-Nr.', 'HV-2026-118'],
          ['Rechnungsdatum', '02.10.2026'],
          ['Objekt', 'Rosenhöhe 45'],
        ],
      ),
      ...oneItem(210, 'Sonderverwaltung Sanierung Dach', '1.200,00', '228,00', '1.428,00'),
    ],
    expect: [
      ['buyer.name', 'WEG Rosenhöhe 45'],
      ['buyer.address.line1', 'Rosenhöhe 45'],
    ],
  },
  {
    name: 'a plain "USt-IdNr." in the info block, the seller\'s in the footer (blind59 sicherheit28)',
    rows: [
      ...head(
        'Wachdienst Rhein-Main Objektschutz GmbH',
        'Kaiser-Wilhelm-Ring 132 · 51465 Bergisch Gladbach',
        ['Atelier Kranich Architekten', 'Im Mühlenfeld 109', '79098 Freiburg im Breisgau'],
        [
          ['Rechnungs-Nr.', 'SR-213763'],
          ['Rechnungsdatum', '05.11.2026'],
          ['Fälligkeit', '26.11.2026'],
          ['USt-IdNr.', 'DE161546875'],
        ],
      ),
      ...oneItem(210, 'Objektschutz November 2026', '4.240,00', '805,60', '5.045,60'),
      ...footer('Wachdienst Rhein-Main Objektschutz GmbH', 'DE177204635'),
    ],
    expect: [
      ['seller.vatId', 'DE177204635'],
      ['buyer.vatId', 'DE161546875'],
    ],
  },
  {
    name: 'a cleaning firm\'s "USt-IdNr." beside the client and its own in the footer (second layout)',
    rows: [
      ...head(
        'Glanzwerk Gebäudereinigung GmbH',
        'Industriestraße 8 · 50667 Köln',
        ['Praxis Dr. Lenz', 'Ringstraße 14', '50996 Köln'],
        [
          ['Rechnung', 'GR-88120'],
          ['Datum', '31.10.2026'],
          ['Kunden-Nr.', '40712'],
          ['USt-IdNr.', 'DE203941176'],
        ],
      ),
      ...oneItem(220, 'Unterhaltsreinigung Oktober 2026', '860,00', '163,40', '1.023,40'),
      ...footer('Glanzwerk Gebäudereinigung GmbH', 'DE289912045'),
    ],
    expect: [
      ['seller.vatId', 'DE289912045'],
      ['buyer.vatId', 'DE203941176'],
    ],
  },
  {
    name: '"Date d\'exigibilité" of a syndic\'s call for funds (blind59 syndic28)',
    rows: [
      [40, 50, 'Syndic Bellevue Immobilier', 12],
      [54, 50, '13 cours de l’Intendance, 33000 Bordeaux', 8],
      [100, 330, 'M. Louis Bernard', 9],
      [112, 330, '5 rue Sainte-Catherine', 9],
      [124, 330, '33000 Bordeaux', 9],
      [160, 50, 'APPEL DE FONDS – 4e trimestre 2026', 10],
      [176, 50, 'N° d’appel', 8],
      [176, 180, 'AF-2026-04790', 8],
      [188, 50, 'Date', 8],
      [188, 180, '06/09/2026', 8],
      [200, 50, 'Date d’exigibilité', 8],
      [200, 180, '01/10/2026', 8],
      [230, 50, 'Libellé', 8],
      r(230, 545, 'Montant €', 8),
      [242, 50, 'Budget prévisionnel 2026 – 4e trimestre', 8],
      r(242, 545, '946,80', 8),
      [270, 330, 'Total à payer', 8],
      r(270, 545, '946,80', 8),
    ],
    expect: [
      ['issueDate', '2026-09-06'],
      ['dueDate', '2026-10-01'],
    ],
  },
  {
    name: 'read before as well (a check of the label beside the other dates): "Date d\'exigibilité" under "Date" in a right-aligned block of a managing agent',
    rows: [
      [40, 50, 'Cabinet Foncia Gestion SAS', 12],
      [54, 50, '8 place Bellecour, 69002 Lyon', 8],
      [100, 330, 'SCI Les Tilleuls', 9],
      [112, 330, '12 rue Victor Hugo', 9],
      [124, 330, '69002 Lyon', 9],
      [150, 370, 'Facture n°', 8],
      r(150, 545, 'FG-11842', 8),
      [162, 370, 'Date', 8],
      r(162, 545, '15/11/2026', 8),
      [174, 370, 'Date d’exigibilité', 8],
      r(174, 545, '15/12/2026', 8),
      [186, 370, 'Période', 8],
      r(186, 545, '01/01/2027 – 31/03/2027', 8),
      [210, 50, 'Désignation', 8],
      r(210, 545, 'Montant HT', 8),
      [222, 50, 'Honoraires de gestion locative – novembre 2026', 8],
      r(222, 545, '420,00', 8),
      [250, 330, 'Total HT', 8],
      r(250, 545, '420,00', 8),
      [262, 330, 'TVA 20 %', 8],
      r(262, 545, '84,00', 8),
      [274, 330, 'Total TTC', 8],
      r(274, 545, '504,00', 8),
    ],
    expect: [['dueDate', '2026-12-15']],
  },
  {
    name: 'a service-charge settlement "Nr. | Kostenart | Gesamtkosten € | Schlüssel | Anteil | Ihr Anteil €" (blind59 nebenkosten28)',
    rows: [
      ...head(
        'Hausverwaltung Brenner & Söhne KG',
        'Von-der-Tann-Straße 77a · 90402 Nürnberg',
        ['Praxis Dr. Lenz', 'Ringstraße 14', '90409 Nürnberg'],
        [
          ['Abrechnungs-Nr.', 'NK-2025-118'],
          ['Datum', '15.03.2026'],
        ],
      ),
      [190, 50, 'Nr.', 8],
      [190, 72, 'Kostenart', 8],
      r(190, 300, 'Gesamtkosten €', 8),
      [190, 310, 'Schlüssel', 8],
      r(190, 470, 'Anteil', 8),
      r(190, 545, 'Ihr Anteil €', 8),
      ...[
        ['1', 'Grundsteuer', '4.763,00', 'm² Nutzfläche', '318,5 / 1.875', '809,07'],
        ['2', 'Müllabfuhr', '3.287,12', 'Einheiten', '1 / 13', '252,86'],
      ].flatMap(([n = '', k = '', g = '', sk = '', a = '', v = ''], j): StyledRow[] => {
        const y = 204 + j * 12;
        return [
          [y, 50, n, 8],
          [y, 72, k, 8],
          r(y, 300, g, 8),
          [y, 310, sk, 8],
          r(y, 470, a, 8),
          r(y, 545, v, 8),
        ];
      }),
      [240, 330, 'Summe Ihrer Kosten netto', 8],
      r(240, 545, '1.061,93', 8),
      [252, 330, 'zzgl. 19 % USt.', 8],
      r(252, 545, '201,77', 8),
      [264, 330, 'Summe brutto', 8],
      r(264, 545, '1.263,70', 8),
    ],
    expect: [
      ['lines.item.name', ['Grundsteuer', 'Müllabfuhr']],
      ['lines.netAmount', ['809.07', '252.86']],
    ],
  },
  {
    name: 'a commercial tenant\'s settlement "Kostenart | Umlageschlüssel | Ihr Anteil €" (second layout)',
    rows: [
      ...head(
        'Gewerbepark Süd Verwaltung GmbH',
        'Am Gewerbepark 1 · 93055 Regensburg',
        ['Brandt Elektro GmbH', 'Halle 4', '93055 Regensburg'],
        [
          ['Rechnung Nr.', 'BK-2025-044'],
          ['Datum', '28.02.2026'],
        ],
      ),
      [190, 50, 'Kostenart', 8],
      [190, 250, 'Umlageschlüssel', 8],
      r(190, 545, 'Ihr Anteil €', 8),
      [204, 50, 'Winterdienst', 8],
      [204, 250, 'Nutzfläche 12 %', 8],
      r(204, 545, '1.240,00', 8),
      [216, 50, 'Wachschutz', 8],
      [216, 250, 'Nutzfläche 12 %', 8],
      r(216, 545, '2.115,60', 8),
      [244, 330, 'Summe netto', 8],
      r(244, 545, '3.355,60', 8),
      [256, 330, 'zzgl. 19 % USt.', 8],
      r(256, 545, '637,56', 8),
      [268, 330, 'Rechnungsbetrag', 8],
      r(268, 545, '3.993,16', 8),
    ],
    expect: [
      ['lines.item.name', ['Winterdienst', 'Wachschutz']],
      ['lines.netAmount', ['1240.00', '2115.60']],
    ],
  },
  {
    name: 'a call for funds\' "Fonds de travaux (art. 14-2) 5 %" with "–" in the TVA column (blind59 syndic28)',
    rows: [
      [40, 50, 'Syndic Bellevue Immobilier', 12],
      [54, 50, '13 cours de l’Intendance, 33000 Bordeaux', 8],
      [100, 330, 'M. Louis Bernard', 9],
      [112, 330, '5 rue Sainte-Catherine', 9],
      [124, 330, '33000 Bordeaux', 9],
      [150, 50, 'Facture n°', 8],
      [150, 180, 'AF-2026-04790', 8],
      [162, 50, 'Date', 8],
      [162, 180, '06/09/2026', 8],
      [200, 50, 'Libellé', 8],
      r(200, 480, 'TVA', 8),
      r(200, 545, 'Montant €', 8),
      [212, 50, 'Budget prévisionnel 2026 – 4e trimestre', 8],
      r(212, 480, '–', 8),
      r(212, 545, '946,80', 8),
      [224, 50, 'Fonds de travaux (art. 14-2) 5 %', 8],
      r(224, 480, '–', 8),
      r(224, 545, '47,34', 8),
      [252, 330, 'Total à payer', 8],
      r(252, 545, '994,14', 8),
    ],
    expect: [['lines.vatRate', ['0', '0']]],
  },
  {
    name: 'a reserve "Erhaltungsrücklage (§ 19 WEG) 3 %" with "steuerfrei" in the USt column (second layout)',
    rows: [
      ...head(
        'Hausverwaltung Krämer KG',
        'Marktplatz 3 · 33602 Bielefeld',
        ['Herrn Paul Weber', 'Rosenhöhe 45', '33619 Bielefeld'],
        [
          ['Rechnungs-Nr.', 'HG-2026-31'],
          ['Datum', '01.10.2026'],
        ],
      ),
      [200, 50, 'Pos.', 8],
      [200, 80, 'Leistung', 8],
      r(200, 480, 'USt', 8),
      r(200, 545, 'Betrag €', 8),
      [212, 50, '1', 8],
      [212, 80, 'Hausgeld Oktober 2026', 8],
      r(212, 480, 'steuerfrei', 8),
      r(212, 545, '312,00', 8),
      [224, 50, '2', 8],
      [224, 80, 'Erhaltungsrücklage (§ 19 WEG) 3 %', 8],
      r(224, 480, 'steuerfrei', 8),
      r(224, 545, '48,00', 8),
      [252, 330, 'Gesamtbetrag', 8],
      r(252, 545, '360,00', 8),
    ],
    expect: [['lines.vatRate', ['0', '0']]],
  },
];
