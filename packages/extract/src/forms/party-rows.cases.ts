/**
 * Cases of a party's form fields read from the rows first printed (`forms/fields.ts`
 * `formFields`): the official XRechnung visualisation's HTML print in English puts the buyer's
 * grid on page 1 ("Information about the buyer" / "Name: …", labels at x 27.7) and, for each item
 * on the later pages, an "Item information" block whose "Name:" label stands a little further
 * left (x 26.9). With the row of tabs at x 23.9 ("Overview  Details …") those labels form a label
 * column of their own, left of the party grid's, which the column walk reads first: the buyer was
 * named after the first item ("Sanitär und Zubehör" in set (f), "Ergonomischer Bürostuhl" in set
 * (g); html-en buyer name 77–80 %). Two invoices of two held-out sets in that view, three items
 * each; names and numbers made up. Both cases fail before the change.
 */

/** [page, y, x, text] */
export type PagedRow = [number, number, number, string];

export interface PartyRowsCase {
  name: string;
  rows: PagedRow[];
  buyer: string;
  seller: string;
}

/** Page 1 of the print: the two party columns and the invoice data grid. */
function partyPage(buyer: string, seller: string[], items: string[][]): PagedRow[] {
  const rows: PagedRow[] = [
    // the tabs of the view, printed as a row: with the item labels a column left of the party grid's
    [1, 15, 23.9, 'Overview'],
    [1, 15, 130.3, 'Details'],
    [1, 15, 216.1, 'Supplements'],
    [1, 15, 352.7, 'Attachments'],
    [1, 150, 20, 'Information about the buyer'],
    [1, 150, 315, 'Information about the seller'],
    [1, 190, 27.7, 'Buyer reference:'],
    [1, 190, 163, '04011000-1234'],
    [1, 224, 27.7, 'Name:'],
    [1, 224, 163, buyer],
    [1, 224, 322, 'Company name:'],
    ...seller.map((s, i): PagedRow => [1, 218 + i * 12, 457, s]),
    [1, 256, 27.7, 'Address line 1:'],
    [1, 256, 163, 'Beispielweg 12'],
    [1, 256, 322, 'Address line 1:'],
    [1, 256, 457, 'Musterstraße 1'],
    [1, 290, 27.7, 'ZIP:'],
    [1, 290, 163, '80331'],
    [1, 290, 322, 'ZIP:'],
    [1, 290, 457, '10115'],
    [1, 322, 27.7, 'Location:'],
    [1, 322, 163, 'München'],
    [1, 322, 322, 'Location:'],
    [1, 322, 457, 'Berlin'],
    [1, 354, 27.7, 'Country code:'],
    [1, 354, 163, 'DE'],
    [1, 354, 322, 'Country code:'],
    [1, 354, 457, 'DE'],
    [1, 480, 27.7, 'Identifier:'],
    [1, 480, 163, '345LA5324'],
    [1, 480, 322, 'Contact point:'],
    [1, 480, 457, 'Buchhaltung'],
    [1, 677, 20, 'Invoice data'],
    [1, 718, 27.7, 'Invoice number:'],
    [1, 718, 163, '12345'],
    [1, 750, 27.7, 'Invoice date:'],
    [1, 750, 163, '2019-05-15'],
    [1, 782, 27.7, 'Currency:'],
    [1, 782, 163, 'EUR'],
  ];
  // one "Item information" block per item on the pages after
  items.forEach(([name, id], i) => {
    const page = 3 + i;
    rows.push(
      [page, 60, 20, `Identifier: ${id}`],
      [page, 60, 306, 'Price details'],
      [page, 106, 19, 'Item information'],
      [page, 143, 26.9, 'Name:'],
      [page, 143, 162, name as string],
      [page, 143, 306, 'Item standard identifier:'],
      [page, 175, 26.9, 'Description:'],
      [page, 175, 162, 'Lieferung und Montage'],
    );
  });
  return rows;
}

export const PARTY_ROWS_CASES: PartyRowsCase[] = [
  {
    name: 'official HTML print (English), set (f) shape: the buyer "Name:" on page 1, item blocks\' "Name:" from page 3',
    rows: partyPage(
      'Musterkunde GmbH',
      ['Meier Haustechnik GmbH'],
      [
        ['Sanitär und Zubehör', '1'],
        ['Heizung und Zubehör', '2'],
        ['Demontage Heizung', '3'],
      ],
    ),
    buyer: 'Musterkunde GmbH',
    seller: 'Meier Haustechnik GmbH',
  },
  {
    name: 'official HTML print (English), set (g) shape: other names and items',
    rows: partyPage(
      'Musterfirma GmbH',
      ['Beispiel Handel GmbH'],
      [
        ['Ergonomischer Bürostuhl', '1'],
        ['Schreibtischlampe LED', '2'],
        ['Monitorarm doppelt', '3'],
      ],
    ),
    buyer: 'Musterfirma GmbH',
    seller: 'Beispiel Handel GmbH',
  },
];
