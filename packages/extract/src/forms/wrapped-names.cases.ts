/**
 * Cases of party names wrapped in their value cell, from two layouts: the official XRechnung
 * visualisation's HTML print (German and English: a narrow value column, the name wrapped below
 * its first line or above and below a centred label, broken after a hyphen) and a plain
 * two-column party form of another producer (labels without colons; a line under the name after
 * a gap, without label, is no part of it).
 */
import type { Row } from '../test-layout.ts';

export interface WrappedNameCase {
  name: string;
  rows: Row[];
  seller: string;
  buyer: string;
}

/** label/value rows 20 pt apart: label at x, value at x + dx */
const pairs = (y: number, x: number, dx: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 20, x, l],
    [y + i * 20, x + dx, v],
  ]);

export const WRAPPED_NAME_CASES: WrappedNameCase[] = [
  {
    name: 'official HTML print (German): both names wrapped above and below their labels, one after a hyphen',
    rows: [
      [40, 40, 'Rechnung'],
      [70, 20, 'Informationen zum Käufer'],
      [70, 315, 'Informationen zum Verkäufer'],
      [100, 163, 'MUSTER-'],
      [100, 457, 'Lieferant GmbH &'],
      [106, 322, 'Firmenname:'],
      [112, 28, 'Name:'],
      [112, 163, 'KUNDE GMBH'],
      [112, 457, 'Co. KG'],
      ...pairs(140, 28, 135, [
        ['Adresszeile 1:', 'Käufer-Str. 12'],
        ['PLZ:', '54321'],
        ['Ort:', 'Musterort'],
        ['Ländercode:', 'DE'],
      ]),
      ...pairs(146, 322, 135, [
        ['Adresszeile 1:', 'Hauptstraße 2'],
        ['PLZ:', '12345'],
        ['Ort:', 'Musterstadt'],
        ['Ländercode:', 'DE'],
      ]),
    ],
    seller: 'Lieferant GmbH & Co. KG',
    buyer: 'MUSTER-KUNDE GMBH',
  },
  {
    name: 'official HTML print (English): the names wrapped below their first line',
    rows: [
      [40, 40, 'Invoice'],
      [70, 20, 'Information about the buyer'],
      [70, 315, 'Information about the seller'],
      [100, 28, 'Name:'],
      [100, 163, 'My Customer'],
      [100, 322, 'Company name:'],
      [100, 457, 'Global Supplies'],
      [112, 163, 'Company'],
      [112, 457, 'Ltd.'],
      ...pairs(140, 28, 135, [
        ['Address line 1:', 'Musterstr. 18'],
        ['ZIP:', '76138'],
        ['Location:', 'Karlsruhe'],
        ['Country code:', 'DE'],
      ]),
      ...pairs(140, 322, 135, [
        ['Address line 1:', '1 High Street'],
        ['ZIP:', 'SW1A 1AA'],
        ['Location:', 'London'],
        ['Country code:', 'GB'],
      ]),
    ],
    seller: 'Global Supplies Ltd.',
    buyer: 'My Customer Company',
  },
  {
    name: 'another producer: a party form without colons, a name on two tight lines, a line after a gap',
    rows: [
      [40, 40, 'Rechnung 2024-311'],
      [70, 40, 'Verkäufer'],
      ...pairs(90, 40, 120, [['Name', 'Stadtwerke Musterstadt']]),
      [102, 160, 'Versorgungs GmbH'],
      ...pairs(122, 40, 120, [
        ['Straße', 'Am Werk 1'],
        ['PLZ', '12345'],
        ['Ort', 'Musterstadt'],
      ]),
      [200, 40, 'Käufer'],
      ...pairs(220, 40, 120, [['Name', 'Beispiel AG']]),
      [238, 160, 'Abteilung Einkauf'],
      ...pairs(260, 40, 120, [
        ['Straße', 'Hauptstraße 12'],
        ['PLZ', '10115'],
        ['Ort', 'Berlin'],
      ]),
    ],
    seller: 'Stadtwerke Musterstadt Versorgungs GmbH',
    buyer: 'Beispiel AG',
  },
  {
    name: 'official XSL-FO PDF: a seller name hyphenated by the printer inside a word ("Versicherungsver-" / "ein")',
    rows: [
      [40, 57, 'Übersicht'],
      [70, 63, 'Informationen zum Käufer'],
      ...pairs(95, 62, 80, [
        ['Name:', 'Hans Muster'],
        ['Adresszeile 1:', 'Gartenweg 3'],
        ['PLZ:', '12345'],
        ['Ort:', 'Musterstadt'],
      ]),
      [190, 63, 'Informationen zum Verkäufer'],
      [215, 62, 'Firmenname:'],
      [215, 142, 'MVM Musterhafter Versicherungsver-'],
      [226, 142, 'ein Musterstadt a.G.'],
      ...pairs(244, 62, 80, [
        ['Adresszeile 1:', 'Musterstr. 1'],
        ['PLZ:', '54321'],
        ['Ort:', 'Musterstadt'],
      ]),
    ],
    seller: 'MVM Musterhafter Versicherungsverein Musterstadt a.G.',
    buyer: 'Hans Muster',
  },
  {
    name: 'another producer: names broken at hyphens, inside a word, before a capital, before "und"',
    rows: [
      [40, 40, 'Rechnung 2024-312'],
      [70, 40, 'Verkäufer'],
      ...pairs(90, 40, 120, [['Name', 'Elektro-']]),
      [102, 160, 'installationen Weber GmbH'],
      ...pairs(122, 40, 120, [
        ['Straße', 'Am Werk 1'],
        ['PLZ', '12345'],
        ['Ort', 'Musterstadt'],
      ]),
      [200, 40, 'Käufer'],
      ...pairs(220, 40, 120, [['Name', 'Garten-']]),
      [232, 160, 'und Landschaftsbau Müller-'],
      [244, 160, 'Lüdenscheid OHG'],
      ...pairs(264, 40, 120, [
        ['Straße', 'Hauptstraße 12'],
        ['PLZ', '10115'],
        ['Ort', 'Berlin'],
      ]),
    ],
    seller: 'Elektroinstallationen Weber GmbH',
    buyer: 'Garten- und Landschaftsbau Müller-Lüdenscheid OHG',
  },
];
