/**
 * Cases of the parties' contacts printed as form rows, from two layouts: the official XRechnung
 * visualisation's HTML print (English: the buyer's grid left, the seller's right, "Contact point:",
 * "Contact point phone:", "Contact point email:"; the seller's e-mail wrapped around its label,
 * "tim.tester@test.co" / "m") and a German party form of another producer ("Kontakt", "Telefon",
 * "E-Mail" under "Verkäufer", "Ansprechpartnerin" under "Käufer"). Before, the rows were not read and the first
 * telephone number and e-mail printed (the buyer's) were given to the seller.
 */
import type { Row } from '../test-layout.ts';

export interface FormContactCase {
  name: string;
  rows: Row[];
  seller: { name?: string; telephone?: string; email?: string };
  buyer: { name?: string; telephone?: string; email?: string } | undefined;
}

/** label/value rows 24 pt apart: label at x, value at x + dx */
const pairs = (y: number, x: number, dx: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 24, x, l],
    [y + i * 24, x + dx, v],
  ]);

export const FORM_CONTACT_CASES: FormContactCase[] = [
  {
    name: 'official HTML print (English): both contacts in the two party grids, an e-mail wrapped around its label',
    rows: [
      [40, 40, 'Invoice'],
      [70, 20, 'Information about the buyer'],
      [70, 306, 'Information about the seller'],
      ...pairs(100, 28, 135, [
        ['Name:', 'Kunden AG Mitte'],
        ['Address line 1:', 'Kundenstraße 15'],
        ['ZIP:', '69876'],
        ['Location:', 'Frankfurt'],
        ['Country code:', 'DE'],
        ['Contact point:', 'Tina Tester'],
        ['Contact point phone:', '0800 123456'],
        ['Contact point email:', 'tester@test.de'],
      ]),
      ...pairs(100, 322, 135, [
        ['Company name:', 'Lieferant GmbH'],
        ['Address line 1:', 'Lieferantenstraße 20'],
        ['ZIP:', '80333'],
        ['Location:', 'München'],
        ['Country code:', 'DE'],
        ['Contact point:', 'Tim Tester'],
        ['Contact point phone:', '012 3456789'],
      ]),
      [262, 457, 'tim.tester@test.co'],
      [268, 322, 'Contact point email:'],
      [268, 457, 'm'],
    ],
    seller: { name: 'Tim Tester', telephone: '012 3456789', email: 'tim.tester@test.com' },
    buyer: { name: 'Tina Tester', telephone: '0800 123456', email: 'tester@test.de' },
  },
  {
    name: 'another producer: a German party form with "Kontakt", "Telefon" and "E-Mail" rows',
    rows: [
      [40, 40, 'Rechnung 2026-311'],
      [70, 40, 'Käufer'],
      ...pairs(90, 40, 120, [
        ['Name', 'Beispiel AG'],
        ['Straße', 'Hauptstraße 12'],
        ['PLZ', '10115'],
        ['Ort', 'Berlin'],
        ['Ansprechpartnerin', 'Frau Ada Schmidt'],
        ['Telefon', '030 1234567'],
        ['E-Mail', 'einkauf@beispiel.de'],
      ]),
      [280, 40, 'Verkäufer'],
      ...pairs(300, 40, 120, [
        ['Name', 'Muster GmbH'],
        ['Straße', 'Am Markt 1'],
        ['PLZ', '80331'],
        ['Ort', 'München'],
        ['Kontakt', 'Herr Bernd Kurz'],
        ['Telefon', '089 7654321'],
        ['E-Mail', 'b.kurz@muster.de'],
      ]),
    ],
    seller: { name: 'Herr Bernd Kurz', telephone: '089 7654321', email: 'b.kurz@muster.de' },
    buyer: { name: 'Frau Ada Schmidt', telephone: '030 1234567', email: 'einkauf@beispiel.de' },
  },
  {
    name: 'official XSL-FO PDF (German): the seller\'s contact printed as "Name:" over "Telefon:" after "Firmenname:"',
    rows: [
      [40, 57, 'Übersicht'],
      [70, 50, 'Informationen zum Käufer'],
      ...pairs(95, 62, 80, [
        ['Name:', 'Kunden AG Mitte'],
        ['Adresszeile 1:', 'Kundenstraße 15'],
        ['PLZ:', '69876'],
        ['Ort:', 'Frankfurt'],
      ]),
      ...pairs(95, 329, 100, [
        ['Kontaktstelle :', 'Tina Tester'],
        ['Telefon:', '0800 123456'],
        ['E-Mail-Adresse:', 'tester@test.de'],
      ]),
      [200, 50, 'Informationen zum Verkäufer'],
      ...pairs(225, 62, 80, [
        ['Firmenname:', 'Lieferant GmbH'],
        ['Adresszeile 1:', 'Lieferantenstraße 20'],
        ['PLZ:', '80333'],
        ['Ort:', 'München'],
      ]),
      ...pairs(225, 329, 100, [
        ['Kennung:', '987654321'],
        ['Name:', 'Tim Tester'],
        ['Telefon:', '012 3456789'],
        ['E-Mail-Adresse:', 'tim.tester@test.com'],
      ]),
    ],
    seller: { name: 'Tim Tester', telephone: '012 3456789', email: 'tim.tester@test.com' },
    buyer: { name: 'Tina Tester', telephone: '0800 123456', email: 'tester@test.de' },
  },
  {
    name: 'another producer: a contact block "Name" / "Telefon" / "E-Mail" under the company rows',
    rows: [
      [40, 40, 'Rechnung 2026-312'],
      [70, 40, 'Verkäufer'],
      ...pairs(90, 40, 120, [
        ['Firma', 'Werkzeug Weber KG'],
        ['Straße', 'Industriestr. 4'],
        ['PLZ', '70565'],
        ['Ort', 'Stuttgart'],
        ['Name', 'Jana Weber'],
        ['Telefon', '0711 22334'],
        ['E-Mail', 'jana@weber-kg.de'],
      ]),
      [280, 40, 'Käufer'],
      ...pairs(300, 40, 120, [
        ['Name', 'Bäckerei Sommer GmbH'],
        ['Straße', 'Brunnenweg 9'],
        ['PLZ', '70173'],
        ['Ort', 'Stuttgart'],
      ]),
    ],
    seller: { name: 'Jana Weber', telephone: '0711 22334', email: 'jana@weber-kg.de' },
    buyer: undefined,
  },
];
