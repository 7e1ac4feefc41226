/**
 * Cases of session 28 (issue 19, seen set blind48: industry supplier invoices), from two layouts
 * each, failing before:
 * - a pharmacy wholesaler's "AEP" (its purchase price, the "AVP" retail price beside it) is the
 *   price column, also joined to the discount head ("AEP Rabatt %"; lexicon/columns.ts);
 * - a description head beside a word of no kind, across a slash ("Examination / service",
 *   "Tätigkeit / Zeitraum"), is the description (table/heads.ts `classifyIn`): the item names are
 *   its column's, not a code left of it ("KUR" is a unit code too);
 * - the grain trade's decitonne ("88 dt", "12 dz") is DTN (parse/units.ts);
 * - (blind53) Belgian "HTVA" (hors TVA) qualifies a price or amount head, no VAT column ("P.U.
 *   HTVA", "Total HTVA"; "TVAC" one that includes it: lexicon/table.ts `TAX_QUAL`, `INCL_RE`).
 */
import { rightAt, type StyledRow } from '../test-layout.ts';

export interface Industry28Case {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, net price, net amount] per line */
  lines: Array<[string, string, string, string, string]>;
  /** the kinds of the item table's columns, where the case checks them */
  kinds?: string[];
}

const r = rightAt;

const HEAD: StyledRow[] = [
  [40, 40, 'Rhein-Main Handel GmbH', 12],
  [56, 40, 'Am Alten Schlachthof 107 · 45468 Mülheim an der Ruhr', 8],
  [110, 40, 'Stern-Apotheke am Markt', 10],
  [122, 40, 'Hauptstraße 5', 10],
  [134, 40, '67433 Neustadt', 10],
  [110, 380, 'Rechnungs-Nr.', 9],
  r(110, 556, '81092527', 9),
  [122, 380, 'Datum', 9],
  r(122, 556, '08.09.2024', 9),
];

/** Net, VAT and gross at y (German labels, one rate). */
const sums = (y: number, net: string, rate: string, vat: string, gross: string): StyledRow[] => [
  [y, 380, 'Nettobetrag', 9],
  r(y, 556, net, 9),
  [y + 12, 380, `MwSt. ${rate} %`, 9],
  r(y + 12, 556, vat, 9),
  [y + 24, 380, 'Rechnungsbetrag EUR', 9],
  r(y + 24, 556, gross, 9),
];

export const INDUSTRY28_CASES: Industry28Case[] = [
  {
    name: '"AVP | AEP Rabatt %" (the heads joined), a discount on one row (blind48 pharma17, PDF)',
    rows: [
      ...HEAD,
      [200, 32, 'PZN', 8],
      [200, 90, 'Artikelbezeichnung', 8],
      r(200, 287, 'Menge', 8),
      [200, 292, 'Einh.', 8],
      [200, 338, 'AVP', 8],
      [200, 382, 'AEP Rabatt %', 8],
      r(200, 505, 'Netto €', 8),
      r(200, 556, 'MwSt', 8),
      [214, 32, '97633119', 8],
      [214, 90, 'Paracetamol 500 mg Tabl. 20 St', 8],
      r(214, 270, '6', 8),
      [214, 292, 'Pck', 8],
      r(214, 356, '2,76', 8),
      r(214, 400, '1,64', 8),
      r(214, 505, '9,84', 8),
      r(214, 556, '19 %', 8),
      [226, 32, '98599580', 8],
      [226, 90, 'Fieberthermometer digital', 8],
      r(226, 270, '11', 8),
      [226, 292, 'St', 8],
      r(226, 356, '5,26', 8),
      r(226, 400, '3,13', 8),
      r(226, 440, '3', 8),
      r(226, 505, '33,40', 8),
      r(226, 556, '19 %', 8),
      ...sums(260, '43,24', '19', '8,22', '51,46'),
    ],
    lines: [
      ['Paracetamol 500 mg Tabl. 20 St', '6', 'XPK', '1.64', '9.84'],
      ['Fieberthermometer digital', '11', 'H87', '3.04', '33.40'],
    ],
  },
  {
    name: '"AVP | AEP | Rabatt %" apart, two discounted rows (blind48 pharma17)',
    rows: [
      ...HEAD,
      [200, 32, 'PZN', 8],
      [200, 90, 'Artikelbezeichnung', 8],
      r(200, 287, 'Menge', 8),
      [200, 292, 'Einh.', 8],
      r(200, 356, 'AVP', 8),
      r(200, 400, 'AEP', 8),
      r(200, 446, 'Rabatt %', 8),
      r(200, 505, 'Netto €', 8),
      [214, 32, '88743923', 8],
      [214, 90, 'Vitamin D3 1000 I.E. Tabl. 100 St', 8],
      r(214, 270, '4', 8),
      [214, 292, 'Pck', 8],
      r(214, 356, '11,37', 8),
      r(214, 400, '6,77', 8),
      r(214, 446, '5', 8),
      r(214, 505, '25,73', 8),
      [226, 32, '69561636', 8],
      [226, 90, 'Diclofenac Schmerzgel 100 g', 8],
      r(226, 270, '6', 8),
      [226, 292, 'Pck', 8],
      r(226, 356, '9,64', 8),
      r(226, 400, '5,74', 8),
      r(226, 446, '2,5', 8),
      r(226, 505, '33,58', 8),
      ...sums(260, '59,31', '7', '4,15', '63,46'),
    ],
    lines: [
      ['Vitamin D3 1000 I.E. Tabl. 100 St', '4', 'XPK', '6.43', '25.73'],
      ['Diclofenac Schmerzgel 100 g', '6', 'XPK', '5.60', '33.58'],
    ],
  },
  {
    name: '"Examination / service" beside a code column, a code "KUR" (blind48 labor17)',
    rows: [
      ...HEAD,
      [200, 40, 'No.', 8],
      [200, 66, 'Code', 8],
      [200, 110, 'Examination / service', 8],
      r(200, 330, 'Qty', 8),
      r(200, 400, 'Fee €', 8),
      r(200, 450, 'VAT', 8),
      r(200, 556, 'Amount €', 8),
      [214, 40, '1', 8],
      [214, 66, '3741', 8],
      [214, 110, 'HbA1c', 8],
      r(214, 330, '17', 8),
      r(214, 400, '17.49', 8),
      r(214, 450, '19%', 8),
      r(214, 556, '297.33', 8),
      [226, 40, '2', 8],
      [226, 66, 'KUR', 8],
      [226, 110, 'Courier pick-up', 8],
      r(226, 330, '3', 8),
      r(226, 400, '24.50', 8),
      r(226, 450, '19%', 8),
      r(226, 556, '73.50', 8),
      ...sums(260, '370.83', '19', '70.46', '441.29'),
    ],
    lines: [
      ['HbA1c', '17', 'C62', '17.49', '297.33'],
      ['Courier pick-up', '3', 'C62', '24.50', '73.50'],
    ],
  },
  {
    name: '"Tätigkeit / Zeitraum" beside codes that are unit codes too ("SET", "KIT"; IT supplies)',
    rows: [
      ...HEAD,
      [200, 40, 'Pos', 8],
      [200, 66, 'Kürzel', 8],
      [200, 110, 'Tätigkeit / Zeitraum', 8],
      r(200, 330, 'Anzahl', 8),
      r(200, 420, 'Einzelpreis', 8),
      r(200, 556, 'Gesamt', 8),
      [214, 40, '1', 8],
      [214, 66, 'SET', 8],
      [214, 110, 'Montageset Rack', 8],
      r(214, 330, '3', 8),
      r(214, 420, '120,00', 8),
      r(214, 556, '360,00', 8),
      [226, 40, '2', 8],
      [226, 66, 'KIT', 8],
      [226, 110, 'Reinigungskit Drucker', 8],
      r(226, 330, '5', 8),
      r(226, 420, '12,00', 8),
      r(226, 556, '60,00', 8),
      ...sums(260, '420,00', '19', '79,80', '499,80'),
    ],
    lines: [
      ['Montageset Rack', '3', 'C62', '120.00', '360.00'],
      ['Reinigungskit Drucker', '5', 'C62', '12.00', '60.00'],
    ],
  },
  {
    name: 'feed in decitonnes "88 dt" at "€/dt" (blind48 agrar17)',
    rows: [
      ...HEAD,
      [200, 40, 'Artikel', 8],
      r(200, 330, 'Menge', 8),
      [200, 336, 'Einheit', 8],
      r(200, 430, 'Preis €', 8),
      r(200, 556, 'Betrag €', 8),
      [214, 40, 'Milchleistungsfutter 18/3', 8],
      r(214, 330, '88', 8),
      [214, 336, 'dt', 8],
      r(214, 430, '41,20', 8),
      r(214, 556, '3.625,60', 8),
      [226, 40, 'Harnstoff 46 % N, Big Bag', 8],
      r(226, 330, '60', 8),
      [226, 336, 'dt', 8],
      r(226, 430, '52,90', 8),
      r(226, 556, '3.174,00', 8),
      ...sums(260, '6.799,60', '7', '475,97', '7.275,57'),
    ],
    lines: [
      ['Milchleistungsfutter 18/3', '88', 'DTN', '41.20', '3625.60'],
      ['Harnstoff 46 % N, Big Bag', '60', 'DTN', '52.90', '3174.00'],
    ],
  },
  {
    name: 'grain in "dz" (Doppelzentner) in the quantity cell (co-operative)',
    rows: [
      ...HEAD,
      [200, 40, 'Bezeichnung', 8],
      r(200, 330, 'Menge', 8),
      r(200, 430, 'Preis', 8),
      r(200, 556, 'Betrag', 8),
      [214, 40, 'Braugerste', 8],
      r(214, 330, '120 dz', 8),
      r(214, 430, '21,50', 8),
      r(214, 556, '2.580,00', 8),
      [226, 40, 'Futterweizen', 8],
      r(226, 330, '80 dz', 8),
      r(226, 430, '19,80', 8),
      r(226, 556, '1.584,00', 8),
      ...sums(260, '4.164,00', '7', '291,48', '4.455,48'),
    ],
    lines: [
      ['Braugerste', '120', 'DTN', '21.50', '2580.00'],
      ['Futterweizen', '80', 'DTN', '19.80', '1584.00'],
    ],
  },
];

/** A Belgian facture: "P.U. HTVA" and "Total HTVA" (hors TVA) over the items. */
function belgian(priceHead: string, amountHead: string): StyledRow[] {
  return [
    [40, 40, 'Entreprise Dubois SRL', 12],
    [56, 40, 'Rue de la Loi 12 · 1000 Bruxelles', 8],
    [110, 40, 'Atelier Martin SPRL', 10],
    [122, 40, 'Avenue Louise 5', 10],
    [134, 40, '1050 Ixelles', 10],
    [110, 380, 'Facture n°', 9],
    r(110, 545, 'F-2026-118', 9),
    [122, 380, 'Date', 9],
    r(122, 545, '05/11/2026', 9),
    [200, 45, 'N°', 8],
    [200, 70, 'Désignation', 8],
    r(200, 312, 'Qté', 8),
    [200, 318, 'Unité', 8],
    r(200, 422, priceHead, 8),
    r(200, 480, 'TVA', 8),
    r(200, 545, amountHead, 8),
    [214, 45, '1', 8],
    [214, 70, 'Fil de cuivre nu 2,5 mm', 8],
    r(214, 312, '42,182', 8),
    [214, 318, 'kg', 8],
    r(214, 422, '9,00', 8),
    r(214, 480, '21 %', 8),
    r(214, 545, '379,64', 8),
    [226, 45, '2', 8],
    [226, 70, 'Goulotte 40x60 grise', 8],
    r(226, 312, '8', 8),
    [226, 318, 'm', 8],
    r(226, 422, '8,63', 8),
    r(226, 480, '21 %', 8),
    r(226, 545, '69,04', 8),
    [260, 380, 'Total HTVA', 9],
    r(260, 545, '448,68', 9),
    [272, 380, 'TVA 21 %', 9],
    r(272, 545, '94,22', 9),
    [284, 380, 'Total TVAC', 9],
    r(284, 545, '542,90', 9),
  ];
}

INDUSTRY28_CASES.push(
  {
    name: '"P.U. HTVA | TVA | Total HTVA" (blind53 facture22, Belgian)',
    kinds: ['pos', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    rows: belgian('P.U. HTVA', 'Total HTVA'),
    lines: [
      ['Fil de cuivre nu 2,5 mm', '42.182', 'KGM', '9.00', '379.64'],
      ['Goulotte 40x60 grise', '8', 'MTR', '8.63', '69.04'],
    ],
  },
  {
    name: '"Prix HTVA | TVA | Montant HTVA" (Belgian supplier)',
    kinds: ['pos', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    rows: belgian('Prix HTVA', 'Montant HTVA'),
    lines: [
      ['Fil de cuivre nu 2,5 mm', '42.182', 'KGM', '9.00', '379.64'],
      ['Goulotte 40x60 grise', '8', 'MTR', '8.63', '69.04'],
    ],
  },
);
