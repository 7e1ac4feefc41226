/**
 * Cases of party labels in forms of labelled fields ("Firma", "PLZ / Ort"), from two layouts: a
 * party grid (seller and buyer side by side, one label column each; also the official XRechnung
 * visualisation's HTML print, headings outdented) and the two parties as labelled lists one under
 * the other.
 */
import type { Row } from './test-layout.ts';

export interface PartyFormCase {
  name: string;
  rows: Row[];
  seller: { name: string; postalCode: string; city: string; line1: string };
  buyer: { name: string; postalCode: string; city: string; line1: string };
}

const grid = (y: number, x: number, pairs: Array<[string, string]>): Row[] =>
  pairs.flatMap(([l, v], i): Row[] => [
    [y + i * 13, x, l],
    [y + i * 13, x + 80, v],
  ]);

const seller: Array<[string, string]> = [
  ['Firma', 'Velatrade KG'],
  ['Straße', 'Am Markt 66a'],
  ['PLZ / Ort', '61352 Bad Homburg v. d. Höhe'],
  ['Land', 'Deutschland'],
  ['USt-IdNr.', 'DE779320797'],
  ['E-Mail', 'info@velatrade.example'],
];
const buyer: Array<[string, string]> = [
  ['Firma', 'Sonnentrade AG'],
  ['Straße', 'Schillerplatz 9'],
  ['PLZ / Ort', '50991 Köln'],
  ['Land', 'Deutschland'],
  ['USt-IdNr.', 'DE123456789'],
  ['E-Mail', 'rechnung@sonnentrade.example'],
];
const S = {
  name: 'Velatrade KG',
  postalCode: '61352',
  city: 'Bad Homburg v. d. Höhe',
  line1: 'Am Markt 66a',
};
const B = { name: 'Sonnentrade AG', postalCode: '50991', city: 'Köln', line1: 'Schillerplatz 9' };

export const PARTY_FORM_CASES: PartyFormCase[] = [
  {
    name: 'party grid: Rechnungssteller | Rechnungsempfänger side by side',
    rows: [
      [40, 40, 'RECHNUNG'],
      [75, 40, 'Rechnungssteller'],
      [75, 300, 'Rechnungsempfänger'],
      ...grid(92, 40, seller),
      ...grid(92, 300, buyer),
      ...grid(200, 40, [
        ['Rechnungsnummer', '2025-0042'],
        ['Rechnungsdatum', '03.11.2025'],
      ]),
    ],
    seller: S,
    buyer: B,
  },
  {
    name: 'the parties as labelled lists one under the other',
    rows: [
      [40, 40, 'Rechnung'],
      [70, 40, 'Rechnungsempfänger'],
      ...grid(
        86,
        40,
        buyer.map(([l, v]) => [`${l}:`, v]),
      ),
      [180, 40, 'Rechnungssteller'],
      ...grid(
        196,
        40,
        seller.map(([l, v]) => [`${l}:`, v]),
      ),
      ...grid(290, 40, [
        ['Rechnungsnummer:', '2025-0042'],
        ['Rechnungsdatum:', '03.11.2025'],
      ]),
    ],
    seller: S,
    buyer: B,
  },
  {
    // KoSIT xrechnung-visualization, HTML view printed (set (f)): the buyer left, the seller
    // right, each heading set a little left of its label column
    name: 'official visualisation, HTML print: headings outdented from their label columns',
    rows: [
      [40, 24, 'Übersicht'],
      [70, 20, 'Informationen zum Käufer'],
      [70, 315, 'Informationen zum Verkäufer'],
      ...grid(
        100,
        28,
        [
          ['Käuferreferenz:', '04011000-12350-85'],
          ['Name:', B.name],
          ['Adresszeile 1:', B.line1],
          ['PLZ:', B.postalCode],
          ['Ort:', B.city],
          ['Ländercode:', 'DE'],
        ].map(([l, v]) => [l, v] as [string, string]),
      ),
      ...grid(
        113,
        322,
        [
          ['Firmenname:', S.name],
          ['Adresszeile 1:', S.line1],
          ['PLZ:', S.postalCode],
          ['Ort:', S.city],
          ['Ländercode:', 'DE'],
        ].map(([l, v]) => [l, v] as [string, string]),
      ),
      [200, 20, 'Rechnungsdaten'],
      ...grid(220, 28, [
        ['Rechnungsnummer:', '2025-0042'],
        ['Rechnungsdatum:', '3.11.2025'],
      ]),
    ],
    seller: S,
    buyer: B,
  },
  {
    name: 'the parties as labelled lists one under the other, headings outdented (English)',
    rows: [
      [40, 30, 'Invoice'],
      [70, 30, 'Information about the buyer'],
      ...grid(86, 40, [
        ['Name:', B.name],
        ['Street:', B.line1],
        ['ZIP:', B.postalCode],
        ['City:', B.city],
      ]),
      [150, 30, 'Information about the seller'],
      ...grid(166, 40, [
        ['Company name:', S.name],
        ['Street:', S.line1],
        ['ZIP:', S.postalCode],
        ['City:', S.city],
      ]),
      ...grid(240, 40, [
        ['Invoice number:', '2025-0042'],
        ['Invoice date:', '2025-11-03'],
      ]),
    ],
    seller: S,
    buyer: B,
  },
  {
    // the official visualisation's HTML print: narrow value columns wrap a long street
    name: 'party grid with wide row spacing, a street wrapped in its value cell',
    rows: [
      [40, 24, 'Übersicht'],
      [70, 20, 'Informationen zum Käufer'],
      [70, 315, 'Informationen zum Verkäufer'],
      [100, 28, 'Name:'],
      [100, 163, B.name],
      [100, 322, 'Firmenname:'],
      [100, 457, S.name],
      [126, 28, 'Adresszeile 1:'],
      [126, 163, 'Schillerplatz'],
      [126, 322, 'Adresszeile 1:'],
      [126, 457, 'Am Markt'],
      [137, 163, '9'],
      [137, 457, '66a'],
      [164, 28, 'PLZ:'],
      [164, 163, B.postalCode],
      [164, 322, 'PLZ:'],
      [164, 457, S.postalCode],
      [190, 28, 'Ort:'],
      [190, 163, B.city],
      [190, 322, 'Ort:'],
      [190, 457, S.city],
      [230, 20, 'Rechnungsdaten'],
      [260, 28, 'Rechnungsnummer:'],
      [260, 163, '2025-0042'],
    ],
    seller: S,
    buyer: B,
  },
  {
    name: 'labelled lists one under the other, a street wrapped in its value cell (English)',
    rows: [
      [40, 30, 'Invoice'],
      [70, 30, 'Seller'],
      [90, 40, 'Company name:'],
      [90, 150, S.name],
      [110, 40, 'Street:'],
      [110, 150, 'Am Markt'],
      [121, 150, '66a'],
      [140, 40, 'Post code:'],
      [140, 150, S.postalCode],
      [160, 40, 'City:'],
      [160, 150, S.city],
      [200, 30, 'Buyer'],
      [220, 40, 'Name:'],
      [220, 150, B.name],
      [240, 40, 'Street:'],
      [240, 150, B.line1],
      [260, 40, 'Post code:'],
      [260, 150, B.postalCode],
      [280, 40, 'City:'],
      [280, 150, B.city],
    ],
    seller: S,
    buyer: B,
  },
];

/** Labels over their values (a narrow column each), under a party heading. */
const above = (y: number, x: number, pairs: Array<[string, string]>): Row[] =>
  pairs.flatMap(([l, v], i): Row[] => [
    [y + i * 24, x, l],
    [y + i * 24 + 11, x, v],
  ]);

const partyAbove = (p: typeof S, en: boolean): Array<[string, string]> => [
  ['Name:', p.name],
  [en ? 'Street:' : 'Straße:', p.line1],
  [en ? 'Post code:' : 'PLZ:', p.postalCode],
  [en ? 'City:' : 'Ort:', p.city],
  [en ? 'Country:' : 'Land:', 'DE'],
];

export const LABEL_ABOVE_CASES: PartyFormCase[] = [
  {
    name: 'labels over values, seller and buyer side by side (German)',
    rows: [
      [40, 40, 'Rechnung'],
      [70, 40, 'Verkäufer'],
      [70, 300, 'Käufer'],
      ...above(88, 40, partyAbove(S, false)),
      ...above(88, 300, partyAbove(B, false)),
    ],
    seller: S,
    buyer: B,
  },
  {
    name: 'labels over values, buyer above seller in one column (English)',
    rows: [
      [40, 40, 'Invoice'],
      [70, 40, 'Buyer'],
      ...above(88, 40, partyAbove(B, true)),
      [220, 40, 'Seller'],
      ...above(238, 40, partyAbove(S, true)),
    ],
    seller: S,
    buyer: B,
  },
];
