/**
 * Cases of the `references` reader (readers/references.ts) from several layouts and languages:
 * a German info block (label column, value column) with a Leitweg-ID, English and French
 * "label: value" lines, a Dutch header, a grid of labels over their values; a Leitweg-ID before
 * a letter's "Ihr Zeichen"; an order number in an item's detail line, which is the item's.
 */
import type { Row } from '../test-layout.ts';

export interface ReferencesCase {
  name: string;
  rows: Row[];
  /** buyer reference (BT-10), order reference (BT-13), contract reference (BT-12); undefined: none */
  buyer: string | undefined;
  order: string | undefined;
  contract: string | undefined;
}

export const REFERENCES_CASES: ReferencesCase[] = [
  {
    name: 'German info block: Bestellnummer, Leitweg-ID, Vertragsnummer in a value column',
    rows: [
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [100, 340, 'Rechnungsnummer'],
      [100, 460, 'RE-2024-0042'],
      [112, 340, 'Datum'],
      [112, 460, '15.11.2024'],
      [124, 340, 'Bestellnummer'],
      [124, 460, 'PO-88123'],
      [136, 340, 'Leitweg-ID'],
      [136, 460, '04011000-12345-34'],
      [148, 340, 'Vertragsnummer'],
      [148, 460, 'V-2024-7'],
    ],
    buyer: '04011000-12345-34',
    order: 'PO-88123',
    contract: 'V-2024-7',
  },
  {
    name: 'English "label: value" lines: purchase order and buyer reference',
    rows: [
      [60, 40, 'INVOICE'],
      [80, 40, 'Invoice number: INV-1001'],
      [92, 40, 'Invoice date: 2024-11-15'],
      [104, 40, 'Purchase order: 4500012345'],
      [116, 40, 'Buyer reference: PROJ-77'],
    ],
    buyer: 'PROJ-77',
    order: '4500012345',
    contract: undefined,
  },
  {
    name: 'English: contract number and PO number',
    rows: [
      [60, 40, 'INVOICE'],
      [80, 40, 'Invoice number: INV-1001'],
      [92, 40, 'Contract no.: C-2024-15'],
      [104, 40, 'PO number: PO-7781'],
    ],
    buyer: undefined,
    order: 'PO-7781',
    contract: 'C-2024-15',
  },
  {
    name: 'French: "Contrat :" and "N° de commande :"',
    rows: [
      [60, 40, 'FACTURE N° F-2024-12'],
      [88, 40, 'Date : 15/11/2024'],
      [102, 40, 'Contrat : CT-889'],
      [116, 40, 'N° de commande : CMD-4410'],
    ],
    buyer: undefined,
    order: 'CMD-4410',
    contract: 'CT-889',
  },
  {
    name: 'Dutch header: Ordernummer and Contractnummer',
    rows: [
      [60, 40, 'FACTUUR'],
      [80, 40, 'Factuurnummer: 2024-0091'],
      [92, 40, 'Ordernummer: ORD-552'],
      [104, 40, 'Contractnummer: CN-12'],
    ],
    buyer: undefined,
    order: 'ORD-552',
    contract: 'CN-12',
  },
  {
    name: 'a grid of labels over their values (German)',
    rows: [
      [60, 40, 'Rechnung'],
      [90, 40, 'Rechnungsnr.'],
      [90, 160, 'Bestellnummer'],
      [102, 40, 'R-77'],
      [102, 160, 'B-4411'],
    ],
    buyer: undefined,
    order: 'B-4411',
    contract: undefined,
  },
  {
    name: 'an order number in a letter sentence ("gemäß Ihrer Bestellung Nr. …")',
    rows: [
      [60, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
      [80, 40, 'Wir berechnen Ihnen gemäß Ihrer Bestellung Nr. 98765 vom 01.11.2024:'],
    ],
    buyer: undefined,
    order: '98765',
    contract: undefined,
  },
  {
    name: 'German letter: "Ihr Zeichen" is the buyer reference, "Ihre Bestellung" the order',
    rows: [
      [100, 340, 'Rechnungsnr.'],
      [100, 460, '2024-55'],
      [112, 340, 'Ihr Zeichen'],
      [112, 460, 'MK/4711'],
      [124, 340, 'Ihre Bestellung'],
      [124, 460, 'B-2024-19'],
    ],
    buyer: 'MK/4711',
    order: 'B-2024-19',
    contract: undefined,
  },
  {
    name: 'a Leitweg-ID wins over "Ihr Zeichen"',
    rows: [
      [100, 340, 'Rechnungsnr.'],
      [100, 460, '2024-56'],
      [112, 340, 'Ihr Zeichen'],
      [112, 460, 'MK/4711'],
      [124, 340, 'Leitweg-ID'],
      [124, 460, '991-33333TEST-33'],
    ],
    buyer: '991-33333TEST-33',
    order: undefined,
    contract: undefined,
  },
  {
    name: "an order number in an item's detail line is the item's, not the document's",
    rows: [
      [60, 40, 'Rechnung Nr. 2024-18'],
      [200, 40, 'Pos.'],
      [200, 80, 'Bezeichnung'],
      [200, 300, 'Menge'],
      [200, 360, 'Einzelpreis'],
      [200, 460, 'Gesamt'],
      [214, 40, '1'],
      [214, 80, 'Beratung'],
      [214, 300, '2'],
      [214, 360, '100,00'],
      [214, 460, '200,00'],
      [226, 80, 'Bestellnummer: 555-1'],
      [300, 360, 'Summe netto'],
      [300, 460, '200,00'],
    ],
    buyer: undefined,
    order: undefined,
    contract: undefined,
  },
];
