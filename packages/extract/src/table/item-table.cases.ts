/**
 * Cases of the `item-table` reader (table/scan.ts, extractLines) from several layouts and
 * languages: a German table with position column, an English one without, a French one with
 * "Qté / P.U. HT / Montant HT", a description wrapped onto a second line, a table without rulings
 * whose totals end it.
 */
import type { Row } from '../test-layout.ts';

export interface ItemTableCase {
  name: string;
  rows: Row[];
  mark: ',' | '.';
  /** [name, quantity, unit price, net] per item */
  items: Array<[string, string | undefined, string | undefined, string]>;
}

export const ITEM_TABLE_CASES: ItemTableCase[] = [
  {
    name: 'German table: Pos., Bezeichnung, Menge, Einzelpreis, Gesamt',
    mark: ',',
    rows: [
      [200, 40, 'Pos.'],
      [200, 80, 'Bezeichnung'],
      [200, 300, 'Menge'],
      [200, 360, 'Einzelpreis'],
      [200, 460, 'Gesamt'],
      [220, 40, '1'],
      [220, 80, 'Beratung'],
      [220, 300, '2'],
      [220, 360, '50,00'],
      [220, 460, '100,00'],
      [232, 40, '2'],
      [232, 80, 'Reisekosten'],
      [232, 300, '1'],
      [232, 360, '35,50'],
      [232, 460, '35,50'],
      [260, 300, 'Nettobetrag'],
      [260, 460, '135,50'],
    ],
    items: [
      ['Beratung', '2', '50.00', '100.00'],
      ['Reisekosten', '1', '35.50', '35.50'],
    ],
  },
  {
    name: 'English table without position column: Description, Qty, Unit price, Amount',
    mark: '.',
    rows: [
      [200, 40, 'Description'],
      [200, 300, 'Qty'],
      [200, 360, 'Unit price'],
      [200, 460, 'Amount'],
      [220, 40, 'Web hosting (annual)'],
      [220, 300, '1'],
      [220, 360, '120.00'],
      [220, 460, '120.00'],
      [232, 40, 'Domain name'],
      [232, 300, '3'],
      [232, 360, '12.50'],
      [232, 460, '37.50'],
      [260, 300, 'Subtotal'],
      [260, 460, '157.50'],
    ],
    items: [
      ['Web hosting (annual)', '1', '120.00', '120.00'],
      ['Domain name', '3', '12.50', '37.50'],
    ],
  },
  {
    name: 'French table: Désignation, Qté, P.U. HT, Montant HT',
    mark: ',',
    rows: [
      [200, 40, 'Désignation'],
      [200, 300, 'Qté'],
      [200, 360, 'P.U. HT'],
      [200, 460, 'Montant HT'],
      [220, 40, 'Pain de campagne'],
      [220, 300, '10'],
      [220, 360, '2,40'],
      [220, 460, '24,00'],
      [260, 300, 'Total HT'],
      [260, 460, '24,00'],
    ],
    items: [['Pain de campagne', '10', '2.40', '24.00']],
  },
  {
    name: 'a description wrapped onto a second line belongs to its item',
    mark: ',',
    rows: [
      [200, 40, 'Pos.'],
      [200, 80, 'Bezeichnung'],
      [200, 300, 'Menge'],
      [200, 360, 'Einzelpreis'],
      [200, 460, 'Gesamt'],
      [220, 40, '1'],
      [220, 80, 'Wartung der'],
      [220, 300, '4'],
      [220, 360, '80,00'],
      [220, 460, '320,00'],
      [232, 80, 'Heizungsanlage'],
      [260, 300, 'Nettobetrag'],
      [260, 460, '320,00'],
    ],
    items: [['Wartung der Heizungsanlage', '4', '80.00', '320.00']],
  },
];
