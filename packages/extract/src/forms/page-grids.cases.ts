/**
 * Cases of two-column party grids in long forms, from two layouts: the official XRechnung
 * visualisation's XSL-FO PDF (its "Zusätze" pages: "Informationen zum Käufer" over rows in two
 * columns, after pages of item blocks whose labels at the right column's x are no terms) and a
 * two-column master-data form of another producer ("Rechnungsempfänger" over "Kundennummer" /
 * "USt-IdNr.", with positions printed as labelled blocks in two columns).
 * - over a page break: the buyer's grid goes on at the top of the next page with its right
 *   column's VAT id first, no heading above it on that page;
 * - on some pages only: the right column is a form column on the grid's page, while the item
 *   pages' labels at its x outnumber its terms.
 */
/** y, x, text, bold (a heading) */
export type Row = [number, number, string, boolean?];

export interface PageGridCase {
  name: string;
  /** rows per page */
  pages: Row[][];
  buyerVatId: string;
  sellerVatId?: string;
}

/** label/value rows 18 pt apart in two columns (values dx right of their labels): [left label, left value, right label, right value] */
const grid = (
  y: number,
  x: number,
  x2: number,
  rows: Array<[string, string, string?, string?]>,
  dx = 150,
): Row[] =>
  rows.flatMap(([l, v, l2, v2], i): Row[] => [
    [y + i * 18, x, l],
    [y + i * 18, x + dx, v],
    ...(l2 && v2
      ? ([
          [y + i * 18, x2, l2],
          [y + i * 18, x2 + dx, v2],
        ] as Row[])
      : []),
  ]);

/** n item blocks of two columns of labelled rows that are no vocabulary terms */
const blocks = (n: number, x: number, x2: number, labels: string[]): Row[] =>
  Array.from({ length: n }, (_, b) =>
    grid(
      40 + b * 18 * (labels.length / 2 + 1),
      x,
      x2,
      Array.from({ length: labels.length / 2 }, (_, i): [string, string, string, string] => [
        labels[2 * i] as string,
        `W${b}-${i}`,
        labels[2 * i + 1] as string,
        `V${b}-${i}`,
      ]),
    ),
  ).flat();

const FO_ITEM_LABELS = ['Freitext:', 'Objektkennung:', 'Listenpreis (netto):', 'Artikelkennung:'];
const FO_PARTIES: Row[] = [
  [50, 57, 'Übersicht', true],
  [83, 63, 'Informationen zum Käufer', true],
  ...grid(108, 62, 329, [
    ['Name:', 'Kunden AG Mitte', 'Kennung:', '3654789851'],
    ['Adresszeile 1:', 'Kundenstraße 15', 'Telefon:', '069 1234567'],
    ['PLZ:', '69876', 'E-Mail-Adresse:', 'einkauf@kunden.de'],
    ['Ort:', 'Frankfurt'],
  ]),
  [200, 63, 'Informationen zum Verkäufer', true],
  ...grid(225, 62, 329, [
    ['Firmenname:', 'Lieferant GmbH', 'Kennung:', '587451236587'],
    ['Adresszeile 1:', 'Lieferantenstraße 20', 'Telefon:', '089 7654321'],
    ['PLZ:', '80333', 'E-Mail-Adresse:', 'info@lieferant.de'],
    ['Ort:', 'München'],
  ]),
];

export const PAGE_GRID_CASES: PageGridCase[] = [
  {
    name: 'official XSL-FO PDF: the buyer grid of "Zusätze" goes on at the top of the next page',
    pages: [
      FO_PARTIES,
      [
        ...blocks(3, 62, 329, FO_ITEM_LABELS),
        [500, 57, 'Zusätze', true],
        [520, 63, 'Informationen zum Verkäufer', true],
        ...grid(545, 62, 329, [
          ['Elektronische Adresse:', 'rechnung@lieferant.de', 'Umsatzsteuer-ID:', 'DE123456789'],
        ]),
        [600, 63, 'Informationen zum Käufer', true],
        ...grid(625, 62, 329, [
          ['Abweichender Handelsname:', 'Kunden Mitte', 'Elektronische Adresse:', 'einkauf@kunden.de'],
        ]),
      ],
      [
        ...grid(40, 62, 329, [
          ['Schema der elektronischen Adresse:', 'EM', 'Umsatzsteuer-ID:', 'DE987654321'],
        ]),
      ],
    ],
    buyerVatId: 'DE987654321',
    sellerVatId: 'DE123456789',
  },
  {
    name: 'another producer: a master-data grid continued on page 2, its VAT id in the right column',
    pages: [
      [
        [40, 40, 'Rechnung 2026-118'],
        [80, 40, 'Lieferant', true],
        ...grid(100, 40, 300, [
          ['Name', 'Werkzeug Weber KG', 'Telefon', '0711 22334'],
          ['Straße', 'Industriestr. 4', 'USt-IdNr.', 'DE811122233'],
          ['PLZ', '70565', 'Ort', 'Stuttgart'],
        ]),
        [180, 40, 'Rechnungsempfänger', true],
        ...grid(200, 40, 300, [
          ['Name', 'Bäckerei Sommer GmbH', 'Kundennummer', 'K-5521'],
          ['Straße', 'Brunnenweg 9', 'Telefon', '0711 98765'],
          ['PLZ', '70173', 'Ort', 'Stuttgart'],
        ]),
      ],
      [...grid(40, 40, 300, [['Ansprechpartner', 'Frau Sommer', 'USt-IdNr.', 'DE276543219']])],
    ],
    buyerVatId: 'DE276543219',
    sellerVatId: 'DE811122233',
  },
  {
    name: 'official XSL-FO PDF: the right column is a form column on the parties page and the last page only',
    pages: [
      [
        [50, 57, 'Übersicht', true],
        [83, 63, 'Informationen zum Käufer', true],
        ...grid(108, 62, 329, [
          ['Name:', 'Kunden AG Mitte', 'Ländercode:', 'FR'],
          ['Adresszeile 1:', 'Kundenstraße 15', 'Kennung:', '3654789851'],
          ['PLZ:', '69876', 'Schema der Kennung:', '0088'],
          ['Ort:', 'Nice', 'Kontaktstelle:', 'DEP COMPTA'],
          ['Käuferreferenz:', 'BU-2516', 'Telefon:', '01 01 25 45 87'],
          ['Ländercode:', 'FR', 'E-Mail-Adresse:', 'compta@client.fr'],
        ]),
        [230, 63, 'Informationen zum Verkäufer', true],
        ...grid(255, 62, 329, [
          ['Firmenname:', 'Lieferant SARL', 'Kennung:', '587451236587'],
          ['Adresszeile 1:', '35 rue d’ici', 'Schema der Kennung:', '0088'],
          ['PLZ:', '75018', 'Name:', 'DEP ADV'],
          ['Ort:', 'Paris', 'Telefon:', '01 02 03 54 87'],
          ['Ländercode:', 'FR', 'E-Mail-Adresse:', 'adv@vendeur.fr'],
        ]),
        [360, 63, 'Rechnungsdaten', true],
        ...grid(385, 62, 329, [
          ['Rechnungsnummer:', 'F202600004', 'Bestellnummer:', 'PO202525478'],
          ['Rechnungsdatum:', '3.1.2026', 'Auftragsnummer:', 'SO20255874'],
          ['Währung:', 'EUR', 'Bis:', '31.12.2025'],
        ]),
      ],
      blocks(6, 62, 329, FO_ITEM_LABELS),
      blocks(6, 62, 329, FO_ITEM_LABELS),
      [
        [40, 57, 'Zusätze', true],
        [60, 63, 'Informationen zum Käufer', true],
        ...grid(85, 62, 329, [
          ['Elektronische Adresse:', '200000008', 'Schema der Registriernummer:', '0002'],
          ['Register-/Registriernummer:', '200000008', 'Umsatzsteuer-ID:', 'FR37200000008'],
        ]),
        [140, 63, 'Lieferinformationen', true],
        ...grid(165, 62, 329, [
          ['Name des Empfängers:', 'Nous Aussi', 'PLZ:', '06000'],
          ['Adresszeile 1:', '12 impasse plus loin', 'Ort:', 'Nice'],
          ['Adresszeile 2:', 'Quai 2', 'Ländercode:', 'FR'],
        ]),
      ],
    ],
    buyerVatId: 'FR37200000008',
  },
  {
    name: 'another producer: two-column party grids on page 1, positions as two-column blocks after it',
    pages: [
      [
        [40, 40, 'Rechnung 2026-207'],
        [80, 40, 'Käufer', true],
        ...grid(100, 40, 300, [
          ['Name', 'Gärtnerei Lind OHG', 'Land', 'DE'],
          ['Straße', 'Lindenallee 3', 'Kundennummer', 'K-1180'],
          ['PLZ', '01099', 'USt-IdNr.', 'DE298765432'],
          ['Ort', 'Dresden', 'Telefon', '0351 445566'],
        ]),
        [190, 40, 'Lieferant', true],
        ...grid(210, 40, 300, [
          ['Firma', 'Saatgut Nord GmbH', 'Land', 'DE'],
          ['Straße', 'Hafenweg 8', 'Steuernummer', '30/123/45678'],
          ['PLZ', '20457', 'Handelsregister', 'HRB 99887'],
          ['Ort', 'Hamburg', 'Bankverbindung', 'Nordbank'],
        ]),
      ],
      blocks(7, 40, 300, ['Artikel', 'Lagerort', 'Charge', 'Verpackung', 'Gewicht', 'Herkunft']),
      blocks(7, 40, 300, ['Artikel', 'Lagerort', 'Charge', 'Verpackung', 'Gewicht', 'Herkunft']),
    ],
    buyerVatId: 'DE298765432',
  },
];
