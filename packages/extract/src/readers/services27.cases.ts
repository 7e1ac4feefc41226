/**
 * Cases of session 27 (issue 19, seen set blind44: service trades), from two layouts each, failing
 * before:
 * - a line in bold under an item name that is not in bold is the next group's head, no part of the
 *   name ("Patch-Management Clients" / "Lizenzen", "Dinner service" / "Function catering";
 *   table/names.ts `wrapName`);
 * - an invoice number with letters beyond ASCII ("AÜ-2665946" of a staffing agency, "FV/ŁÓDŹ/118/2026";
 *   lexicon/header.ts `ID_RE`).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Services27Case {
  name: string;
  rows: StyledRow[];
  /** the lines' names, where the case checks them */
  names?: string[];
  number?: string;
}

/** A seller, a buyer, the number and the date. */
function head(no: [string, string]): StyledRow[] {
  return [
    [40, 50, 'Flexa Personaldienste GmbH', 13, true],
    [55, 50, 'Kaiser-Wilhelm-Ring 22a · 50667 Köln', 8],
    [110, 50, 'Maschinenbau Krüger AG', 10],
    [122, 50, 'Im Mühlenfeld 41', 10],
    [134, 50, '79098 Freiburg im Breisgau', 10],
    [110, 380, no[0], 9],
    [110, 470, no[1], 9],
    [122, 380, 'Datum', 9],
    [122, 470, '06.10.2026', 9],
  ];
}

export const SERVICES27_CASES: Services27Case[] = [
  {
    name: 'managed IT services: bold group heads between the items',
    rows: [
      ...head(['Rechnungs-Nr.', 'MS-202610-108']),
      [200, 55, 'Bezeichnung', 8, true],
      [200, 320, 'Menge', 8, true],
      [200, 420, 'Preis', 8, true],
      [200, 510, 'Gesamt €', 8, true],
      [212, 55, 'Arbeitsplatz-Services', 8, true],
      [222, 55, 'Managed Workplace je Benutzer', 8],
      [222, 325, '99', 8],
      [222, 422, '31,3958', 8],
      [222, 509, '3.108,18', 8],
      [232, 55, 'Patch-Management Clients', 8],
      [232, 320, '113', 8],
      [232, 437, '4,29', 8],
      [232, 517, '484,77', 8],
      [242, 55, 'Lizenzen', 8, true],
      [252, 55, 'Exchange Online Archivierung', 8],
      [252, 325, '55', 8],
      [252, 427, '2,8050', 8],
      [252, 517, '154,28', 8],
      [280, 380, 'Nettobetrag', 8],
      [280, 509, '3.747,23', 8],
    ],
    names: ['Managed Workplace je Benutzer', 'Patch-Management Clients', 'Exchange Online Archivierung'],
  },
  {
    name: 'an English caterer: a bold "Function catering" head under the last staff-restaurant item',
    rows: [
      ...head(['Invoice No.', 'IC-2026-0912']),
      [200, 55, 'Description', 8, true],
      [200, 320, 'Qty', 8, true],
      [200, 420, 'Rate', 8, true],
      [200, 510, 'Amount', 8, true],
      [212, 55, 'Staff restaurant', 8, true],
      [222, 55, 'Subsidised meals week 36', 8],
      [222, 320, '321', 8],
      [222, 422, '3.5838', 8],
      [222, 509, '1,150.40', 8],
      [232, 55, 'Subsidised meals week 37', 8],
      [232, 320, '300', 8],
      [232, 422, '3.5838', 8],
      [232, 509, '1,075.14', 8],
      [242, 55, 'Function catering', 8, true],
      [252, 55, 'Board lunch 14 covers', 8],
      [252, 325, '14', 8],
      [252, 427, '18.50', 8],
      [252, 517, '259.00', 8],
      [280, 380, 'Net total', 8],
      [280, 509, '2,484.54', 8],
    ],
    names: ['Subsidised meals week 36', 'Subsidised meals week 37', 'Board lunch 14 covers'],
  },
  {
    name: 'a staffing agency: "Rechnungs-Nr. AÜ-2665946"',
    rows: [...head(['Rechnungs-Nr.', 'AÜ-2665946'])],
    number: 'AÜ-2665946',
  },
  {
    name: 'a Polish invoice number with its town: "Faktura nr FV/ŁÓDŹ/118/2026"',
    rows: [...head(['Faktura nr', 'FV/ŁÓDŹ/118/2026'])],
    number: 'FV/ŁÓDŹ/118/2026',
  },
];
