import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { buildDoc } from './layout.ts';
import {
  cueBlocks,
  footerAddress,
  isCue,
  isStreetWithoutNumber,
  legalNameLines,
  letterheadTitle,
  looksLikeStreet,
  looseBlocks,
  parsePostcodeLine,
  senderLine,
  splitStreetPostcode,
  stripLogo,
} from './parties.ts';
import { layout } from './test-layout.ts';

describe('parties', () => {
  it('walks up a flush-right address block at the right edge of a page printed smaller than its paper', () => {
    // a portrait page scaled onto landscape paper: the printed area ends at 600 of 842 pt
    const right = (y: number, text: string) => ({
      page: 1,
      text,
      x: 600 - text.length * 5,
      y,
      w: text.length * 5,
      h: 10,
      size: 10,
    });
    const left = (y: number, text: string) => ({
      page: 1,
      text,
      x: 210,
      y,
      w: text.length * 5,
      h: 10,
      size: 10,
    });
    const doc = buildDoc(
      [
        right(40, 'Kesselmedia B.V.'),
        right(52, 'Molenweg 12'),
        right(64, '3559 BC Utrecht'),
        left(150, 'Factuur'),
        left(170, 'Factuurnummer: 2025-17'),
      ],
      [{ width: 842, height: 595 }],
    );
    const found = looseBlocks(doc, new Set()).map((p) => [p.name, p.street, p.city]);
    expect(found).toContainEqual(['Kesselmedia B.V.', 'Molenweg 12', 'Utrecht']);
  });

  it('keeps two address blocks apart when they share physical lines', () => {
    // seller letterhead on the left, buyer under a cue on the right, same lines
    const doc = layout([
      [40, 40, 'Holzwerk Nord GmbH'],
      [40, 320, 'Rechnungsempfänger:'],
      [52, 40, 'Sägeweg 4'],
      [52, 320, 'Stadtwerke Beispiel'],
      [64, 40, '24103 Kiel'],
      [64, 320, 'Ringstraße 9'],
      [76, 320, '01067 Dresden'],
      [120, 40, 'Rechnungsnummer: HN-77'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer.name).toBe('Stadtwerke Beispiel');
    expect(inv.buyer.address.city).toBe('Dresden');
    expect(inv.seller.name).toBe('Holzwerk Nord GmbH');
    expect(inv.seller.address.postalCode).toBe('24103');
    expect(inv.seller.address.line1).toBe('Sägeweg 4');
  });

  it('skips delivery address blocks', () => {
    const doc = layout([
      [40, 40, 'Delivery address'],
      [52, 40, 'Warehouse Ten Ltd'],
      [64, 40, '5 Dock Road'],
      [76, 40, 'LS1 4AB Leeds'],
      [40, 320, 'Invoice to:'],
      [52, 320, 'Harbour Foods Ltd'],
      [64, 320, '12 Quay Street'],
      [76, 320, 'M1 2AB Manchester'],
    ]);
    expect(isCue('Delivery address', 'delivery')).toBe(true);
    expect(isCue('Livraison: adresse, références', 'delivery')).toBe(true);
    expect(looseBlocks(doc, new Set()).map((p) => p.name)).not.toContain('Delivery address');
    expect(looseBlocks(doc, new Set()).map((p) => p.name)).not.toContain('Warehouse Ten Ltd');
    expect(cueBlocks(doc, 'buyer')[0]?.name).toBe('Harbour Foods Ltd');
  });

  it('matches a cue split by the text layer and a name whose first line sits above its label', () => {
    const doc = layout([
      [40, 40, 'Ver käufer :'],
      [56, 40, 'Nummer:'],
      [56, 200, '1234'],
      [68, 200, 'Alpha Beta'],
      [74, 40, 'Name:'],
      [74, 200, 'Versorgung Gamma eG'],
      [92, 40, 'Anschrift:'],
      [92, 200, 'Am Markt 3'],
      [104, 200, 'DE 54290 Trier'],
    ]);
    expect(isCue('Ver käufer :', 'seller')).toBe(true);
    const p = cueBlocks(doc, 'seller')[0];
    expect(p?.name).toBe('Alpha Beta Versorgung Gamma eG');
    expect(p?.street).toBe('Am Markt 3');
    expect(p?.city).toBe('Trier');
    expect(p?.country).toBe('DE');
  });

  it('reads a name printed on several lines around a "Name:" label alone on its line', () => {
    // the label is centred on a three-line name (lines set tight); the address rows follow
    const rows: Array<[number, number, string]> = [
      [235, 66, 'Verkäufer'],
      [248, 305, 'Nord 4711'],
      [256.5, 305, 'Werk: 12'],
      [260.7, 66, 'Name:'],
      [265, 305, 'Holzbau Beispiel AG'],
      [286.3, 66, 'Anschrift:'],
      [286.3, 305, 'Lindenweg 3'],
      [299.2, 305, 'DE 24103 Kiel'],
    ];
    const items = rows.map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 4, h: 7.2, size: 8 }));
    const doc = buildDoc(items, [{ width: 595, height: 842 }]);
    const p = cueBlocks(doc, 'seller')[0];
    expect(p?.name).toBe('Nord 4711 Werk: 12 Holzbau Beispiel AG');
    expect(p?.street).toBe('Lindenweg 3');
    expect(p?.city).toBe('Kiel');
  });

  it('reads a name printed as a paragraph of its own, above the address paragraph', () => {
    const doc = layout([
      [100, 50, 'Käufer:'],
      [122, 50, 'Herrn'],
      [133, 50, 'Erik Beispiel'],
      [155, 50, 'Ahornweg 11'],
      [166, 50, 'DE 12346 Musterdorf'],
      [200, 50, 'Verkäufer:'],
      [211, 50, 'Nummer : 4711'],
      [222, 50, 'Versicherung Beispiel'],
      [233, 50, 'Musterstadt a.G.'],
      [255, 50, 'Hafenstr. 12'],
      [266, 50, 'DE 12345 Musterstadt'],
    ]);
    expect(cueBlocks(doc, 'buyer')[0]?.name).toBe('Herrn Erik Beispiel');
    const s = cueBlocks(doc, 'seller')[0];
    expect(s?.name).toBe('Versicherung Beispiel Musterstadt a.G.');
    expect(s?.street).toBe('Hafenstr. 12');
    // without the gap the block is a plain address: name, department, street
    const plain = layout([
      [100, 50, 'Käufer:'],
      [111, 50, 'Beispiel GmbH'],
      [122, 50, 'Einkauf'],
      [133, 50, 'Ahornweg 11'],
      [144, 50, '12346 Musterdorf'],
    ]);
    expect(cueBlocks(plain, 'buyer')[0]?.name).toBe('Beispiel GmbH');
  });

  it('reads a letterhead whose address is "street, postcode city" on one line, legal form "GmbH & Co. KG"', () => {
    const doc = layout([
      [40, 40, 'Holzbau Nord GmbH & Co. KG'],
      [52, 40, 'Tel. 0431 1234'],
      [64, 40, 'Sägeweg 4, 24103 Kiel, DE'],
      [52, 320, 'Invoice number: HN-77'],
      [100, 40, 'Customer name / company'],
      [112, 40, 'Stadtwerke Beispiel AG'],
      [124, 40, 'Ringstraße 9, 01067 Dresden, DE'],
    ]);
    expect(legalNameLines(doc, new Set()).map((c) => c.value)).toContain('Holzbau Nord GmbH & Co. KG');
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.name).toBe('Holzbau Nord GmbH & Co. KG');
    expect(inv.seller.address.line1).toBe('Sägeweg 4');
    expect(inv.seller.address.postalCode).toBe('24103');
    expect(inv.buyer.name).toBe('Stadtwerke Beispiel AG');
  });

  it('reads a sender line whose street starts with a number', () => {
    const doc = layout([
      [30, 40, 'Moulin Bleu SARL - 18 chemin des Vignes - 13100 Aix-en-Provence - France'],
    ]);
    const s = senderLine(doc);
    expect(s?.name).toBe('Moulin Bleu SARL');
    expect(s?.street).toBe('18 chemin des Vignes');
    expect(s?.postcode).toBe('13100');
    expect(s?.city).toBe('Aix-en-Provence');
  });
});

describe('address window', () => {
  it('reads a buyer block whose lines are interleaved with a letterhead column on the right', () => {
    const doc = layout([
      [110, 70, 'Anna Beispiel'],
      [100, 450, 'Tel. 0123 4567'],
      [133, 70, 'Lindenweg 3'],
      [136, 450, 'Fax 0123 4568'],
      [148, 450, 'post@example.org'],
      [162, 70, '99084 Erfurt'],
    ]);
    const names = looseBlocks(doc, new Set()).map((p) => [p.name, p.street, p.city]);
    expect(names).toContainEqual(['Anna Beispiel', 'Lindenweg 3', 'Erfurt']);
  });
});

describe('blocks without cues', () => {
  it('does not take "Hôtel" for a phone label', () => {
    const doc = layout([
      [100, 40, 'Hôtel du Lac'],
      [112, 40, '3 rue du Port'],
      [124, 40, '74000 Annecy'],
    ]);
    expect(looseBlocks(doc, new Set())[0]?.name).toBe('Hôtel du Lac');
  });

  it('takes the upper of two stacked blocks as seller and the lower as buyer', () => {
    const doc = layout([
      [40, 420, 'FACTURE'],
      [100, 40, 'Atelier Nord SARL'],
      [112, 40, '5 rue Haute'],
      [124, 40, '59000 Lille'],
      [180, 330, 'Maison Sud SAS'],
      [192, 330, '8 avenue Basse'],
      [204, 330, '13001 Marseille'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.name).toBe('Atelier Nord SARL');
    expect(inv.buyer.name).toBe('Maison Sud SAS');
    expect(inv.buyer.address.city).toBe('Marseille');
  });
});

describe('VAT id roles', () => {
  it('gives a VAT id under a block or under a heading addressed to the buyer to the buyer', () => {
    const doc = layout([
      [40, 40, 'Vendeur Un SARL'],
      [52, 40, '1 rue A'],
      [64, 40, '75001 Paris'],
      [76, 40, 'N° TVA : FR 11 123 456 782'],
      [40, 330, 'CLIENT :'],
      [52, 330, 'Acheteur Deux SA'],
      [64, 330, '2 rue B'],
      [76, 330, '69001 Lyon'],
      [120, 330, 'Vos identifiants'],
      [132, 330, 'SIREN : 987 654 321'],
      [144, 330, 'N° TVA : FR 05 987 654 321'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.vatId).toBe('FR11123456782');
    expect(inv.buyer.vatId).toBe('FR05987654321');
  });
});

describe('street and address line 2 on one line', () => {
  it('splits "street, complement" but keeps "2, rue …" and "Road, 21"', () => {
    const block = (street: string) =>
      looseBlocks(
        layout([
          [100, 40, 'Maison Test'],
          [112, 40, street],
          [124, 40, '75018 Paris'],
        ]),
        new Set(),
      )[0];
    expect(block("35 rue d'ici, Bâtiment B")).toMatchObject({ street: "35 rue d'ici", line2: 'Bâtiment B' });
    expect(block('2, rue de la Paix')?.street).toBe('2, rue de la Paix');
    expect(block('Station Road, 21')?.street).toBe('Station Road, 21');
  });
});

describe('letterhead with a two-part address line', () => {
  it('reads the company name above "Straße · PLZ Ort" as the seller', () => {
    const doc = layout([
      [50, 50, 'Muster Bürobedarf GmbH'],
      [64, 50, 'Hauptstraße 1 · 10115 Berlin'],
      [120, 50, 'Stadtverwaltung Beispielstadt'],
      [134, 50, 'Rathausplatz 2'],
      [148, 50, '12345 Beispielstadt'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller).toMatchObject({ name: 'Muster Bürobedarf GmbH' });
    expect(inv.seller.address).toMatchObject({ line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' });
    expect(inv.buyer.name).toBe('Stadtverwaltung Beispielstadt');
  });
});

describe('logo placeholders', () => {
  it('drops the "LOGO" placeholder word before the name and a "LOGO <cue>" line', () => {
    expect(stripLogo('LOGO Atelier Rivière')).toBe('Atelier Rivière');
    expect(stripLogo('[Logo] Nordwind AG')).toBe('Nordwind AG');
    expect(stripLogo('Logotech GmbH')).toBe('Logotech GmbH');
    const doc = layout([
      [40, 40, 'LOGO Atelier Rivière'],
      [40, 300, 'FACTURE N° : A-77'],
      [60, 300, 'CLIENT :'],
      [72, 300, 'Boulangerie du Port'],
      [52, 40, '12 quai Est'],
      [64, 40, '13002 MARSEILLE'],
      [84, 300, '4 rue Haute'],
      [96, 300, '33000 BORDEAUX'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.name).toBe('Atelier Rivière');
    expect(inv.seller.address.line1).toBe('12 quai Est');
    expect(inv.buyer.name).toBe('Boulangerie du Port');
    const doc2 = layout([
      [40, 40, 'LOGO Vendeur'],
      [52, 40, 'Atelier Rivière'],
      [64, 40, '12 quai Est'],
      [76, 40, '13002 MARSEILLE'],
    ]);
    expect(looseBlocks(doc2, new Set())[0]?.name).toBe('Atelier Rivière');
  });
});

describe('sender line beside another column', () => {
  it('reads the city from the sender line, not from the letterhead column on the same line', () => {
    const doc = layout([
      [100, 100, 'Nordlicht GmbH'],
      [100, 172, '●'],
      [100, 180, 'Kai 3'],
      [100, 208, '●'],
      [100, 216, '20457 Hamburg'],
      [100, 450, '20457 Hamburg'],
      [120, 70, 'Erika Beispiel'],
      [135, 70, 'Lindenweg 8'],
      [150, 70, '50667 Köln'],
    ]);
    expect(senderLine(doc)).toMatchObject({ name: 'Nordlicht GmbH', street: 'Kai 3', city: 'Hamburg' });
  });
});

describe('labelled address blocks', () => {
  it('takes the first line under "Anschrift:" as address line 1 and the next as line 2', () => {
    const doc = layout([
      [100, 66, 'Käufer'],
      [113, 66, 'Name:'],
      [113, 305, 'Stadtwerke Süd AG'],
      [126, 66, 'Anschrift:'],
      [126, 305, 'Petra Beispiel'],
      [139, 305, 'Werkstraße 7'],
      [152, 305, 'DE 70173 Stuttgart'],
    ]);
    const [p] = cueBlocks(doc, 'buyer');
    expect(p).toMatchObject({ name: 'Stadtwerke Süd AG', street: 'Petra Beispiel', line2: 'Werkstraße 7' });
    expect(p?.city).toBe('Stuttgart');
  });
});

describe('names on two lines', () => {
  it('joins a name wrapped after a connector or before its legal form', () => {
    const doc = layout([
      [100, 70, 'Nord Handel und'],
      [112, 70, 'Service GmbH'],
      [124, 70, 'Hafenweg 3'],
      [136, 70, '28195 Bremen'],
    ]);
    expect(looseBlocks(doc, new Set())[0]).toMatchObject({
      name: 'Nord Handel und Service GmbH',
      street: 'Hafenweg 3',
    });
    const doc2 = layout([
      [100, 70, 'Holzbau Meier'],
      [112, 70, 'GmbH & Co. KG'],
      [124, 70, 'Waldstraße 9'],
      [136, 70, '79098 Freiburg'],
    ]);
    expect(looseBlocks(doc2, new Set())[0]?.name).toBe('Holzbau Meier GmbH & Co. KG');
    const doc3 = layout([
      [100, 70, 'Holzbau Meier GmbH'],
      [112, 70, 'Abteilung Einkauf'],
      [124, 70, 'Waldstraße 9'],
      [136, 70, '79098 Freiburg'],
    ]);
    expect(looseBlocks(doc3, new Set())[0]?.name).toBe('Holzbau Meier GmbH');
  });
});

describe('flush-right address block', () => {
  it('reads a right-aligned block on the right of the page', () => {
    const rows: Array<[number, number, string]> = [
      [112, 57, 'Adatum Corporation'],
      [127, 57, 'Station Road 21'],
      [141, 57, '48436 Düsseldorf'],
    ];
    // right-aligned at x = 567
    for (const [y, text] of [
      [112, 'CRONUS DE'],
      [127, 'Hofstraße 12'],
      [141, 'Benrath'],
      [156, '20097 Hamburg'],
    ] as Array<[number, string]>)
      rows.push([y, 567 - text.length * 5, text]);
    const blocks = looseBlocks(layout(rows), new Set());
    const right = blocks.find((b) => b.postcode === '20097');
    expect(right).toMatchObject({ name: 'CRONUS DE', street: 'Hofstraße 12', city: 'Hamburg' });
  });
});

describe('Irish Eircodes', () => {
  it('reads "D02 XA00 Dublin" as a postcode line and the block above it as the buyer', () => {
    expect(parsePostcodeLine('D02 XA00 Dublin')).toMatchObject({ postcode: 'D02 XA00', city: 'Dublin' });
    // a Dutch postcode whose letters read like a word ("DE", "LA", "ST") before a city in mixed case
    expect(parsePostcodeLine('1074 DE Amsterdam')).toMatchObject({ postcode: '1074 DE', city: 'Amsterdam' });
    expect(parsePostcodeLine('3512 ST Utrecht')).toMatchObject({ postcode: '3512 ST', city: 'Utrecht' });
    // … but an upper-case city name starting with such a word stays the city ("8660 DE PANNE")
    expect(parsePostcodeLine('8660 DE PANNE')).toMatchObject({ postcode: '8660', city: 'DE PANNE' });
    const doc = layout([
      [149, 71, 'Global Goods Inc. · 789 Commerce Street · M1 1AA Manchester'],
      [165, 71, 'Prime Tech Solutions'],
      [180, 71, 'Aoife Kelly'],
      [195, 71, '10 Tech Park Avenue'],
      [210, 71, 'D02 XA00 Dublin'],
      [225, 71, 'Irlande - LEINSTER'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer.name).toBe('Prime Tech Solutions');
    expect(inv.buyer.address).toMatchObject({
      line1: '10 Tech Park Avenue',
      postalCode: 'D02 XA00',
      countryCode: 'IE',
    });
    expect(inv.seller.name).toBe('Global Goods Inc.');
  });
});

describe('Eircodes after the town', () => {
  it('reads "Galway H91 E504" and "Cork" / "T12 XY64" on a line of its own', () => {
    expect(parsePostcodeLine('Galway H91 E504')).toMatchObject({
      postcode: 'H91 E504',
      city: 'Galway',
      country: 'IE',
    });
    // the sender line over the address window in small print
    const sender = 'Kesselwerk AG, Landstraße 98, 1170 Wien';
    const rows: Array<[number, number, string]> = [
      [40, 40, 'Kesselwerk AG'],
      [40, 400, 'Landstraße 98'],
      [50, 400, '1170 Wien'],
      [132, 40, 'Atlantic Digital DAC'],
      [132, 360, 'Rechnungsnummer:'],
      [132, 455, 'R83072'],
      [144, 40, '18 Patrick Street'],
      [144, 360, 'Rechnungsdatum:'],
      [144, 455, '27.01.2026'],
      [156, 40, 'Cork'],
      [156, 360, 'Kd.-Nr.:'],
      [156, 455, '11146'],
      [168, 40, 'T12 XY63'],
      [168, 360, 'Zahlungsziel:'],
      [168, 455, '26.02.2026'],
      [184, 40, 'Irland'],
    ];
    const doc = buildDoc(
      [
        { page: 1, text: sender, x: 40, y: 118, w: sender.length * 3, h: 6, size: 6 },
        ...rows.map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10, size: 10 })),
      ],
      [{ width: 595, height: 842 }],
    );
    expect(extractInvoice(doc).invoice.buyer).toMatchObject({
      name: 'Atlantic Digital DAC',
      address: { line1: '18 Patrick Street', city: 'Cork', postalCode: 'T12 XY63', countryCode: 'IE' },
    });
  });
});

describe('"Customer name / company" blocks with a one-line address', () => {
  it('reads the cue, skips the tax line and splits "street, postcode city, country"', () => {
    expect(isCue('Customer name / company', 'buyer')).toBe(true);
    // the German, French and Dutch headings of the same form
    expect(isCue('Kundenname / Firma', 'buyer')).toBe(true);
    expect(isCue('Nom du client', 'buyer')).toBe(true);
    expect(isCue('Klantnaam', 'buyer')).toBe(true);
    // a customer's name after the word is no cue
    expect(isCue('Kunde Meier', 'buyer')).toBe(false);
    const doc = layout([
      [149, 40, 'Customer name / company'],
      [167, 40, 'Musterkunde GmbH'],
      [177, 40, 'VAT ID:N/A'],
      [186, 40, 'Tax no.:DE2012129398'],
      [196, 40, 'Herr Test Monteur'],
      [205, 40, 'Musterstrasse 44, 40789 Musterstadt, DE'],
    ]);
    const [p] = cueBlocks(doc, 'buyer');
    expect(p).toMatchObject({
      name: 'Musterkunde GmbH',
      street: 'Musterstrasse 44',
      postcode: '40789',
      city: 'Musterstadt',
      country: 'DE',
    });
  });
});

describe('contact and department lines', () => {
  it('skips a contact/department line above the buyer name, keeps a name that is a department', () => {
    const block = (first: string, second: string) =>
      cueBlocks(
        layout([
          [40, 320, 'Adresse du Client'],
          [52, 320, first],
          [64, 320, second],
          [76, 320, '12 rue des Lilas'],
          [88, 320, '69001 LYON'],
        ]),
        'buyer',
      )[0]?.name;
    expect(block('Marie Curie, Service achats', 'ACME INDUSTRIE')).toBe('ACME INDUSTRIE');
    expect(block('Service comptabilité', 'ACME INDUSTRIE')).toBe('ACME INDUSTRIE');
    expect(block('Abteilung Einkauf', 'Beispiel Handel GmbH')).toBe('Beispiel Handel GmbH');
    // a name that merely contains such a word stays the name
    expect(block('Department for Transport', 'Great Minster House')).toBe('Department for Transport');
    expect(block('Kontakt Software GmbH', 'Haus B')).toBe('Kontakt Software GmbH');
  });
});

describe('city before the postcode (UK, US)', () => {
  it('reads "Manchester M1 2AB" and "Springfield, IL 62704" as postcode lines', () => {
    expect(parsePostcodeLine('Manchester M1 2AB')).toEqual({
      postcode: 'M1 2AB',
      city: 'Manchester',
      country: 'GB',
    });
    expect(parsePostcodeLine('London SW1A 1AA')).toEqual({
      postcode: 'SW1A 1AA',
      city: 'London',
      country: 'GB',
    });
    expect(parsePostcodeLine('Springfield, IL 62704')).toEqual({
      postcode: '62704',
      city: 'Springfield',
      country: 'US',
    });
    expect(parsePostcodeLine('Invoice 12 AB')).toBeUndefined();
    const inv = extractInvoice(
      layout([
        [40, 40, 'Acme Widgets Ltd'],
        [52, 40, '10 High Street'],
        [64, 40, 'London SW1A 1AA'],
        [110, 40, 'Bill To'],
        [122, 40, 'Globex Corporation'],
        [134, 40, '22 Market Road'],
        [146, 40, 'Manchester M1 2AB'],
      ]),
    ).invoice;
    expect(inv.buyer).toMatchObject({
      name: 'Globex Corporation',
      address: { line1: '22 Market Road', city: 'Manchester', postalCode: 'M1 2AB', countryCode: 'GB' },
    });
    expect(inv.seller.address).toMatchObject({ city: 'London', postalCode: 'SW1A 1AA' });
  });
});

describe('US, UK, Canadian and Australian addresses', () => {
  it('reads the town, state or county and postcode lines of these countries', () => {
    const pc = (postcode: string, city: string, country: string) => ({ postcode, city, country });
    expect(parsePostcodeLine('Fremont CA 94538')).toEqual(pc('94538', 'Fremont', 'US'));
    // "DE" is Delaware after a comma, with a ZIP+4 or the country; else the German country code
    expect(parsePostcodeLine('Berlin DE 10115')).toEqual(pc('10115', 'Berlin', 'DE'));
    expect(parsePostcodeLine('Bad Homburg DE 61352')).toEqual(pc('61352', 'Bad Homburg', 'DE'));
    expect(parsePostcodeLine('Wilmington, DE 19801')).toEqual(pc('19801', 'Wilmington', 'US'));
    expect(parsePostcodeLine('Dover DE 19901-1234')).toEqual(pc('19901-1234', 'Dover', 'US'));
    expect(parsePostcodeLine('Newark DE 19711 USA')).toEqual(pc('19711', 'Newark', 'US'));
    expect(parsePostcodeLine('New York, NY, 10024')).toEqual(pc('10024', 'New York', 'US'));
    expect(parsePostcodeLine('Boston MA 02110 USA')).toEqual(pc('02110', 'Boston', 'US'));
    expect(parsePostcodeLine('Mountain View, California 94043-1351')).toEqual(
      pc('94043-1351', 'Mountain View', 'US'),
    );
    expect(parsePostcodeLine('London, SW1A 1AA')).toEqual(pc('SW1A 1AA', 'London', 'GB'));
    expect(parsePostcodeLine('Leeds LS1 5AB United Kingdom')).toEqual(pc('LS1 5AB', 'Leeds', 'GB'));
    expect(parsePostcodeLine('Toronto, ON M5V 3L9')).toEqual(pc('M5V 3L9', 'Toronto', 'CA'));
    expect(parsePostcodeLine('Sydney NSW 2000')).toEqual(pc('2000', 'Sydney', 'AU'));
    // two capitals without a comma are a state only when they are one
    expect(parsePostcodeLine('Rechnung XY 12345')).toBeUndefined();
    // nor a label and its number that happen to look like a state and a ZIP code
    expect(parsePostcodeLine('Customer ID 12345')).toBeUndefined();
    expect(parsePostcodeLine('Kunden-Nr. IN 40210')).toBeUndefined();
    // a long house number before the street is no 4–5 digit postcode and town
    for (const street of [
      '4557 De Silva St',
      '1600 Amphitheatre Parkway',
      '12345 Ventura Blvd',
      "1242 chemin de l'olive",
    ]) {
      expect(parsePostcodeLine(street)).toBeUndefined();
      expect(looksLikeStreet(street)).toBe(true);
    }
    // European postcode lines stay
    expect(parsePostcodeLine('9000 St. Gallen')).toMatchObject({ postcode: '9000', city: 'St. Gallen' });
    expect(parsePostcodeLine('1000 Bruxelles')).toMatchObject({ postcode: '1000', city: 'Bruxelles' });
    expect(parsePostcodeLine('1011 AB Amsterdam')).toMatchObject({ postcode: '1011 AB', city: 'Amsterdam' });
    expect(parsePostcodeLine('8001 Zürich, Schweiz')).toMatchObject({ postcode: '8001', country: 'CH' });
  });

  it('reads street-first US addresses with the house number before the street', () => {
    // seller top left, buyer at the right under "Bill To", each with a country line
    const inv = extractInvoice(
      layout([
        [40, 40, 'Azure Interior'],
        [52, 40, '4557 De Silva St'],
        [64, 40, 'Fremont CA 94538'],
        [76, 40, 'United States'],
        [110, 300, 'Bill To'],
        [122, 300, 'Initech LLC'],
        [134, 300, '4120 Freidrich Lane'],
        [146, 300, 'Suite 200'],
        [158, 300, 'Austin, TX 78744'],
        [170, 300, 'United States of America'],
        [200, 40, 'Invoice No: 1001'],
      ]),
    ).invoice;
    expect(inv.seller).toMatchObject({
      name: 'Azure Interior',
      address: { line1: '4557 De Silva St', city: 'Fremont', postalCode: '94538', countryCode: 'US' },
    });
    expect(inv.buyer).toMatchObject({
      name: 'Initech LLC',
      address: { line1: '4120 Freidrich Lane', city: 'Austin', postalCode: '78744', countryCode: 'US' },
    });
  });

  it('splits a one-line address with a suite before the town', () => {
    expect(splitStreetPostcode('123 Main St, Suite 100, Springfield, IL 62704')).toEqual([
      '123 Main St, Suite 100',
      'Springfield, IL 62704',
    ]);
    expect(splitStreetPostcode('Musterstrasse 44, 40789 Musterstadt, DE')).toEqual([
      'Musterstrasse 44',
      '40789 Musterstadt, DE',
    ]);
  });

  it('takes the street with an abbreviated street word, not the suite above it', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Acme Widgets Inc.'],
        [52, 40, 'Suite 100'],
        [64, 40, '123 Main St'],
        [76, 40, 'Springfield, IL 62704'],
        [110, 40, 'Bill To:'],
        [122, 40, 'Globex Corporation'],
        [134, 40, 'P.O. Box 4410'],
        [146, 40, 'Springfield, OR 97477'],
        [200, 40, 'Invoice No: 1001'],
      ]),
    ).invoice;
    expect(inv.seller.address).toMatchObject({
      line1: '123 Main St',
      city: 'Springfield',
      postalCode: '62704',
    });
    expect(inv.buyer.address).toMatchObject({
      line1: 'P.O. Box 4410',
      postalCode: '97477',
      countryCode: 'US',
    });
  });

  it('reads a US sender line: name | street, town, state ZIP | phone', () => {
    expect(looksLikeStreet('Springfield, IL 62704')).toBe(false);
    const inv = extractInvoice(
      layout([
        [30, 40, 'Acme Widgets Inc. | 123 Main St, Springfield, IL 62704 | (555) 123-4567'],
        [110, 40, 'Bill To:'],
        [122, 40, 'Globex Corporation'],
        [134, 40, '742 Evergreen Terrace, Springfield, OR 97477, USA'],
        [200, 40, 'Invoice No: 1001'],
      ]),
    ).invoice;
    expect(inv.seller).toMatchObject({
      name: 'Acme Widgets Inc.',
      address: { line1: '123 Main St', city: 'Springfield', postalCode: '62704', countryCode: 'US' },
    });
    expect(inv.buyer.address).toMatchObject({ line1: '742 Evergreen Terrace', postalCode: '97477' });
  });

  it('takes the post town, not the county, as the city of a British address', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Widget Co Ltd'],
        [52, 40, '5 Station Road'],
        [64, 40, 'Cambridge'],
        [76, 40, 'Cambridgeshire'],
        [88, 40, 'CB1 2JW'],
        [130, 40, 'Invoice to'],
        [142, 40, 'Jane Smith'],
        [154, 40, '27 Baker Street'],
        [166, 40, 'Marylebone'],
        [178, 40, 'London NW1 6XE'],
      ]),
    ).invoice;
    expect(inv.seller.address).toMatchObject({
      line1: '5 Station Road',
      city: 'Cambridge',
      postalCode: 'CB1 2JW',
    });
    // a locality above the post town stays out of the city
    expect(inv.buyer.address).toMatchObject({
      line1: '27 Baker Street',
      city: 'London',
      postalCode: 'NW1 6XE',
    });
  });

  it('reads Australian and Canadian address blocks with their country lines', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Koala Pty Ltd'],
        [52, 40, '1 George Street'],
        [64, 40, 'Sydney NSW 2000'],
        [76, 40, 'Australia'],
        [130, 40, 'Bill to'],
        [142, 40, 'Maple Inc.'],
        [154, 40, '100 King St W'],
        [166, 40, 'Toronto, ON M5V 3L9'],
        [178, 40, 'Canada'],
      ]),
    ).invoice;
    expect(inv.seller.address).toMatchObject({
      line1: '1 George Street',
      city: 'Sydney',
      postalCode: '2000',
      countryCode: 'AU',
    });
    expect(inv.buyer).toMatchObject({
      name: 'Maple Inc.',
      address: { line1: '100 King St W', city: 'Toronto', postalCode: 'M5V 3L9', countryCode: 'CA' },
    });
  });
});

describe('cues with a role word', () => {
  it('takes "To (Buyer)" as a cue and "Seller Company" (a name) not', () => {
    expect(isCue('To (Buyer)', 'buyer')).toBe(true);
    expect(isCue('From (Seller)', 'seller')).toBe(true);
    expect(isCue('To (Buyer)', 'seller')).toBe(false);
    expect(isCue('Seller Company', 'seller')).toBe(false);
    expect(isCue('Buyer Company', 'buyer')).toBe(false);
    expect(isCue('Client Name:', 'buyer')).toBe(true);
    expect(isCue('To:', 'buyer')).toBe(true);
    expect(isCue('Total:', 'buyer')).toBe(false);
    const doc = layout([
      [137, 50, 'From (Seller)'],
      [137, 298, 'To (Buyer)'],
      [155, 50, 'Nordsee Handel GmbH'],
      [155, 298, 'Tulp Import B.V.'],
      [168, 50, 'Hafenweg 4'],
      [168, 298, 'Prinsengracht 12'],
      [181, 50, '20457 Hamburg'],
      [181, 298, '1015 AB Amsterdam'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer).toMatchObject({
      name: 'Tulp Import B.V.',
      address: { line1: 'Prinsengracht 12', postalCode: '1015 AB', city: 'Amsterdam' },
    });
    expect(inv.seller.name).toBe('Nordsee Handel GmbH');
  });
});

describe('postcodes', () => {
  it('reads Dutch postcodes with their letters and six-digit postcodes', () => {
    expect(parsePostcodeLine('1015 AA Amsterdam')).toMatchObject({ postcode: '1015 AA', city: 'Amsterdam' });
    expect(parsePostcodeLine('3011AB Rotterdam')).toMatchObject({ postcode: '3011AB', city: 'Rotterdam' });
    expect(parsePostcodeLine('1000 BRUXELLES')).toMatchObject({ postcode: '1000', city: 'BRUXELLES' });
    expect(parsePostcodeLine('1310 LA HULPE')).toMatchObject({ postcode: '1310', city: 'LA HULPE' });
    expect(parsePostcodeLine('010011 Bucuresti')).toMatchObject({ postcode: '010011', city: 'Bucuresti' });
  });

  it('reads a sender line with a six-digit postcode and takes its first street-like part', () => {
    const doc = layout([
      [149, 71, 'Beta Werk GmbH · 12 Harbour Rd · Suite 4 · 654321 Portstadt'],
      [165, 71, 'Gamma Kunde AG'],
      [180, 71, 'Mercedesstr. 24'],
      [195, 71, '70188 Stuttgart'],
    ]);
    expect(senderLine(doc)).toMatchObject({
      name: 'Beta Werk GmbH',
      street: '12 Harbour Rd',
      postcode: '654321',
      city: 'Portstadt',
    });
    expect(extractInvoice(doc).invoice.buyer.name).toBe('Gamma Kunde AG');
  });
});

describe('"From:" / "To:" blocks', () => {
  it('reads the recipient under "To:"', () => {
    const doc = layout([
      [130, 38, 'From:'],
      [130, 300, 'To:'],
      [147, 38, 'Kite Works SRL'],
      [147, 300, 'Stone, Alma'],
      [163, 38, 'Rue Haute 5'],
      [163, 300, '12 Elm Av.'],
      [196, 38, 'BE-1000 Bruxelles'],
      [196, 300, 'BE-9000 Gent'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer).toMatchObject({ name: 'Stone, Alma', address: { line1: '12 Elm Av.', city: 'Gent' } });
    expect(inv.seller).toMatchObject({ name: 'Kite Works SRL', address: { city: 'Bruxelles' } });
  });
});

describe('letterhead, recipient and office blocks in one column', () => {
  it('splits the recipient off at its form of address and takes the block with contact lines as the seller', () => {
    const doc = layout([
      [71, 71, 'Nordstern Gegenseitige'],
      [81, 71, 'Versicherung Hafenstadt a.G.'],
      [105, 71, 'Frau'],
      [117, 71, 'Erika Beispiel'],
      [128, 71, 'Lindenweg 3'],
      [140, 71, '54321 Neudorf'],
      [163, 71, 'Kundenbüro'],
      [174, 71, 'Hafenstadt'],
      [186, 71, 'Kaistr. 9'],
      [197, 71, '12121 Hafenstadt'],
      [209, 71, 'Tel.: 0400/1234'],
      [220, 71, 'Fax: 0400/1235'],
      [289, 71, 'Beitragsrechnung'],
      [370, 71, 'Versicherungsort: Lindenweg 3, 54321 Neudorf'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer).toMatchObject({
      name: 'Frau Erika Beispiel',
      address: { line1: 'Lindenweg 3', postalCode: '54321', city: 'Neudorf' },
    });
    expect(inv.seller).toMatchObject({
      name: 'Nordstern Gegenseitige Versicherung Hafenstadt a.G.',
      address: { line1: 'Kaistr. 9', postalCode: '12121', city: 'Hafenstadt' },
    });
  });

  it('reads "Herrn Max Beispiel" on one line as the name and does not take a labelled field as an address', () => {
    const doc = layout([
      [105, 71, 'Herrn Max Beispiel'],
      [117, 71, 'Lindenweg 3'],
      [128, 71, '54321 Neudorf'],
    ]);
    expect(looseBlocks(doc, new Set())[0]).toMatchObject({
      name: 'Herrn Max Beispiel',
      street: 'Lindenweg 3',
    });
    const field = layout([
      [100, 71, 'Bitte angeben.'],
      [112, 71, 'Versicherungsort: Lindenweg 3, 54321 Neudorf'],
    ]);
    expect(looseBlocks(field, new Set())).toEqual([]);
  });

  it('prefers the block without contact lines as the recipient', () => {
    const doc = layout([
      [29, 180, 'Beispiel Leasing GmbH'],
      [38, 180, 'Am Ring 26, 80786 München'],
      [47, 180, 'Tel. 089/1234-0, Fax 089/1234-1'],
      [29, 390, 'Geschäftsstelle Süd'],
      [38, 390, 'Am Ring 26'],
      [47, 390, '80786 München'],
      [56, 390, 'Tel.: 089/1234-0'],
      [181, 77, 'Kunde Muster GmbH'],
      [193, 77, 'z. Hd. Herr Beispiel'],
      [204, 77, 'Musterweg 1'],
      [215, 77, '60325 Frankfurt am Main'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.buyer).toMatchObject({ name: 'Kunde Muster GmbH', address: { postalCode: '60325' } });
    expect(inv.seller).toMatchObject({ name: 'Beispiel Leasing GmbH', address: { postalCode: '80786' } });
  });
});

describe('VAT ids under a heading addressed to the buyer', () => {
  it('gives the buyer the id printed several lines under "Vos identifiants"', () => {
    const doc = layout([
      [60, 86, 'Atelier Nord SARL'],
      [68, 86, '12 rue du Port'],
      [76, 86, '29200 BREST, FR'],
      [84, 86, 'N° TVA intra : FR 11 123 456 782'],
      [60, 297, 'CLIENT :'],
      [68, 297, 'Maison Sud SAS'],
      [76, 297, '4 avenue du Lac'],
      [84, 297, '06000 NICE, FR'],
      [120, 86, 'Représentant fiscal'],
      [128, 93, 'Agence Fiscale SAS'],
      [136, 93, 'N° TVA Intra : FR 05 987 654 321'],
      [150, 86, 'Nos références'],
      [150, 297, 'Vos identifiants'],
      [158, 305, 'GLN : 3654789851'],
      [166, 305, 'SIRET : 98765432100029'],
      [174, 305, 'CODE ROUTAGE : CDROUT1'],
      [182, 305, 'SIREN : 987 654 321'],
      [190, 305, 'N° TVA : FR 05 987 654 321'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.vatId).toBe('FR11123456782');
    expect(inv.buyer.vatId?.replace(/\s/g, '')).toBe('FR05987654321');
  });
});

describe('tax registrations printed with their scheme codes', () => {
  it('reads "FC: …" as the tax number and "VA: …" as the VAT id, and tax numbers in digit groups', () => {
    const doc = layout([
      [130, 38, 'From:'],
      [130, 300, 'To:'],
      [147, 38, 'Kite Works SRL'],
      [147, 300, 'Stone, Alma'],
      [163, 38, 'Rue Haute 5'],
      [163, 300, '12 Elm Av.'],
      [179, 38, 'BE-1000 Bruxelles'],
      [179, 300, 'BE-9000 Gent'],
      [196, 38, 'Tax ID(s):'],
      [210, 38, 'FC: 301/222/11111'],
      [224, 38, 'VA: BE987654321'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.taxRegistrationId).toBe('301/222/11111');
    expect(inv.seller.vatId).toBe('BE987654321');
    const grouped = layout([
      [40, 40, 'Verkäufer'],
      [52, 40, 'Name:'],
      [52, 300, 'Test Laden'],
      [64, 40, 'Anschrift:'],
      [64, 300, 'Hauptstr. 1'],
      [76, 300, 'DE 55232 Teststadt'],
      [88, 40, 'Steuernummer:'],
      [88, 300, '11 00 0 002 00002'],
    ]);
    // as printed (a form row keeps its groups) or without the blanks: the same number
    expect(extractInvoice(grouped).invoice.seller.taxRegistrationId?.replace(/\s/g, '')).toBe(
      '1100000200002',
    );
  });
});

describe('a building above the street', () => {
  it('is address line 1, the street line 2', () => {
    const [p] = cueBlocks(
      layout([
        [130, 38, 'From:'],
        [147, 38, 'Kite Works SRL'],
        [163, 38, 'Harbour Business Centre'],
        [179, 38, 'Quay Road 7'],
        [196, 38, 'BE-9000 Gent'],
      ]),
      'seller',
    );
    expect(p).toMatchObject({
      name: 'Kite Works SRL',
      street: 'Harbour Business Centre',
      line2: 'Quay Road 7',
    });
    const [q] = cueBlocks(
      layout([
        [130, 38, 'From:'],
        [147, 38, 'Kite Works SRL'],
        [163, 38, 'Kite Trading'],
        [179, 38, 'Quay Road 7'],
        [196, 38, 'BE-9000 Gent'],
      ]),
      'seller',
    );
    expect(q).toMatchObject({ street: 'Quay Road 7' });
  });
});

describe('sender line with commas', () => {
  const item = (y: number, x: number, text: string, size: number) => ({
    page: 1,
    text,
    x,
    y,
    w: text.length * size * 0.5,
    h: size,
    size,
  });
  it('reads "Firma, Straße 1, 12345 Ort" in small print over the address window; a shortened name takes the full legal name', () => {
    const doc = buildDoc(
      [
        item(29, 180, 'Nordwind Flottenservice GmbH', 8),
        item(38, 180, 'Tel. 089/1234-0', 8),
        item(129, 77, 'Nordwind, Seestraße 26, 80786 München', 6),
        item(181, 77, 'Kunde Beispiel GmbH', 9),
        item(193, 77, 'Hafenweg 1', 9),
        item(205, 77, '20457 Hamburg', 9),
      ],
      [{ width: 595, height: 842 }],
    );
    expect(senderLine(doc)).toMatchObject({ name: 'Nordwind', street: 'Seestraße 26', postcode: '80786' });
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller).toMatchObject({
      name: 'Nordwind Flottenservice GmbH',
      address: { line1: 'Seestraße 26', city: 'München' },
    });
    expect(inv.buyer).toMatchObject({ name: 'Kunde Beispiel GmbH', address: { city: 'Hamburg' } });
    // the same line in the block's own font is not a sender line
    const same = buildDoc(
      [item(129, 77, 'Nordwind, Seestraße 26, 80786 München', 9), item(181, 77, 'Kunde Beispiel GmbH', 9)],
      [{ width: 595, height: 842 }],
    );
    expect(senderLine(same)).toBeUndefined();
  });

  it('ignores a trailing comma after the city', () => {
    expect(parsePostcodeLine('60486 Frankfurt,')).toMatchObject({ postcode: '60486', city: 'Frankfurt' });
    const doc = layout([
      [128, 71, 'Acme Werk GmbH | Europa-Allee 19 | 60486 Frankfurt,'],
      [149, 71, 'Herr'],
      [162, 71, 'Karl Beispiel'],
      [175, 71, 'Uferstraße 113'],
      [188, 71, '88045 Friedrichshafen'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.address).toMatchObject({ line1: 'Europa-Allee 19', city: 'Frankfurt' });
    expect(inv.buyer.name).toBe('Herr Karl Beispiel');
  });
});

describe('footer blocks and labelled VAT ids', () => {
  it('never takes a footer block as the recipient', () => {
    const inv = extractInvoice(
      layout([
        [140, 60, 'Delta Transporte GmbH'],
        [152, 60, 'Kaiweg 3'],
        [164, 60, '28195 Bremen'],
        [240, 60, 'Rechnung Nr. 55'],
        [760, 60, 'Omega Technik AG'],
        [772, 60, 'Ringstraße 9'],
        [784, 60, '01067 Dresden'],
        [760, 300, 'Sitz: Dresden, HRB 999'],
      ]),
    ).invoice;
    expect(inv.buyer.name).toBe('Delta Transporte GmbH');
    expect(inv.seller).toMatchObject({ name: 'Omega Technik AG', address: { city: 'Dresden' } });
  });

  it('gives "Unsere USt-IdNr." to the seller even right under the buyer block', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Verkauf Nord GmbH'],
        [52, 40, 'Weg 1'],
        [64, 40, '10115 Berlin'],
        [120, 40, 'Rechnungsempfänger:'],
        [132, 40, 'Einkauf Süd KG'],
        [144, 40, 'Allee 2'],
        [156, 40, '20095 Hamburg'],
        [200, 40, 'USt-IdNr. des Kunden: DE 811 569 869'],
        [212, 40, 'Unsere USt-IdNr.: DE 129 273 398'],
      ]),
    ).invoice;
    expect(inv.buyer.vatId).toBe('DE811569869');
    expect(inv.seller.vatId).toBe('DE129273398');
  });
});

describe('letterhead and window details', () => {
  it('reads a centred letterhead name over "street · postcode city · Tel."', () => {
    const doc = layout([
      [30, 245, 'KRONE GMBH'],
      [44, 120, 'Lindenstraße 1 · 10115 Berlin · Tel. 030 1234 · info@krone.de'],
      [140, 60, 'Kunde AG'],
      [152, 60, 'Marktplatz 2'],
      [164, 60, '80331 München'],
    ]);
    expect(senderLine(doc)).toMatchObject({ name: 'KRONE GMBH', street: 'Lindenstraße 1', city: 'Berlin' });
  });

  it('skips a customer-number line in the window and prefers a street word over a trailing year', () => {
    const inv = extractInvoice(
      layout([
        [128, 60, 'Holz & Co KG · Waldweg 9 · 34117 Kassel'],
        [140, 60, 'Kd.-Nr. 10023'],
        [152, 60, 'Gartenbau Lenz'],
        [164, 60, 'Blumenstr. 4'],
        [176, 60, '34119 Kassel'],
      ]),
    ).invoice;
    expect(inv.buyer).toMatchObject({ name: 'Gartenbau Lenz', address: { line1: 'Blumenstr. 4' } });
    const [p] = cueBlocks(
      layout([
        [28, 40, 'Verkäufer'],
        [40, 40, 'Bäckerei Sonnenschein'],
        [52, 40, 'Meisterbetrieb seit 1950'],
        [64, 40, 'Brotweg 2'],
        [76, 40, '12345 Backstadt'],
      ]),
      'seller',
    );
    expect(p).toMatchObject({ name: 'Bäckerei Sonnenschein', street: 'Brotweg 2' });
  });
});

describe('trading name over the legal name', () => {
  const rows = (footer: string): Array<[number, number, string]> => [
    [65, 75, 'SOLEIL DESIGN'],
    [75, 75, 'ATELIER DUPUIS'],
    [84, 75, '3 rue des Fleurs'],
    [93, 75, '75018 PARIS, FR'],
    [65, 298, 'Adresse du Client'],
    [84, 306, 'MAISON VERTE'],
    [97, 306, '58 rue de la mer'],
    [118, 306, '06000 NICE, FR'],
    [752, 83, footer],
  ];
  it('takes the second name line when only it is printed again as the account holder', () => {
    expect(extractInvoice(layout(rows('NOM : ATELIER DUPUIS'))).invoice.seller.name).toBe('ATELIER DUPUIS');
  });
  it('keeps the first line when the second is printed only after a role label', () => {
    expect(extractInvoice(layout(rows('Gérant : ATELIER DUPUIS'))).invoice.seller.name).toBe('SOLEIL DESIGN');
  });
});

describe('one VAT id printed for both parties', () => {
  const rows = (tail: Array<[number, number, string]>): Array<[number, number, string]> => [
    [40, 66, 'Verkäufer'],
    [52, 66, 'Name:'],
    [52, 305, 'Probe Lieferant GmbH'],
    [64, 66, 'Anschrift:'],
    [64, 305, 'Werkstr. 1'],
    [76, 305, 'DE 12345 Probestadt'],
    [88, 66, 'USt.-Id.-Nr.:'],
    [88, 305, 'DE12435679'],
    [140, 66, 'Käufer'],
    [152, 66, 'Name:'],
    [152, 305, 'Probe Käufer GmbH'],
    [164, 66, 'Anschrift:'],
    [164, 305, 'Kaufweg 2'],
    [176, 305, 'DE 23456 Kaufstadt'],
    ...tail,
  ];
  it('gives it to the buyer too when it stands in the buyer block', () => {
    const inv = extractInvoice(
      layout(
        rows([
          [188, 66, 'USt.-Id.-Nr.:'],
          [188, 305, 'DE12435679'],
        ]),
      ),
    ).invoice;
    expect(inv.seller.vatId).toBe('DE12435679');
    expect(inv.buyer.vatId).toBe('DE12435679');
  });
  it('not when it is printed far below the buyer block', () => {
    const inv = extractInvoice(
      layout(
        rows([
          [200, 66, 'Hinweis'],
          [212, 66, 'Probe Lieferant GmbH'],
          [224, 66, 'Werkstr. 1'],
          [236, 66, 'Geschäftsführung: A. B.'],
          [248, 66, 'USt-IdNr: DE12435679'],
        ]),
      ),
    ).invoice;
    expect(inv.seller.vatId).toBe('DE12435679');
    expect(inv.buyer.vatId).toBeUndefined();
  });
});

describe('cue and name on one line, forms of address', () => {
  it('reads "Client : name" and a one-line "Rechnungsempfänger: name, street, postcode city"', () => {
    const fr = extractInvoice(
      layout([
        [40, 40, 'Atelier Lumière SARL'],
        [52, 40, '12 rue de la Paix'],
        [64, 40, '75002 Paris'],
        [120, 320, 'Client : Boulangerie Dupont'],
        [132, 320, '8 avenue Jean Jaurès'],
        [144, 320, '69007 Lyon'],
      ]),
    ).invoice;
    expect(fr.buyer).toMatchObject({
      name: 'Boulangerie Dupont',
      address: { line1: '8 avenue Jean Jaurès' },
    });
    expect(fr.seller.name).toBe('Atelier Lumière SARL');
    const de = extractInvoice(
      layout([
        [40, 40, 'Muster Elektro GmbH'],
        [52, 40, 'Hauptstr. 5'],
        [64, 40, '12345 Berlin'],
        [120, 40, 'Rechnungsempfänger: Beispiel AG, Am Markt 3, 54321 Köln'],
      ]),
    ).invoice;
    expect(de.buyer).toMatchObject({
      name: 'Beispiel AG',
      address: { line1: 'Am Markt 3', postalCode: '54321', city: 'Köln' },
    });
    expect(de.seller.name).toBe('Muster Elektro GmbH');
    // a number after the cue is no name
    expect(cueBlocks(layout([[40, 40, 'Kunde: 10023']]), 'buyer')).toEqual([]);
  });

  it('takes a first line ending in a number as the name when a street follows it', () => {
    const doc = layout([
      [87, 333, 'Atelier 7'],
      [101, 333, '1 rue du Port'],
      [115, 333, '75015 PARIS'],
    ]);
    expect(looseBlocks(doc, new Set()).map((p) => [p.name, p.street])).toEqual([
      ['Atelier 7', '1 rue du Port'],
    ]);
    // no street word after it: still no name ("Hauptstraße 12" style first lines stay streets)
    const plain = layout([
      [87, 333, 'Beispielweg 7'],
      [101, 333, '75015 PARIS'],
    ]);
    expect(looseBlocks(plain, new Set()).map((p) => p.name)).toEqual([]);
    expect(isCue('LIEU LIVRAISON :', 'delivery')).toBe(true);
  });

  it('takes a company name after a cue without an address, not any word after one', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'FACTURE'],
        [60, 40, 'Numero: F-2024-001'],
        [100, 40, 'Vendeur: Atelier Dubois SARL'],
        [120, 40, 'Client: Maison Leroy SAS'],
        [170, 40, 'Total HT: 100.00 EUR'],
      ]),
    ).invoice;
    expect(inv.seller.name).toBe('Atelier Dubois SARL');
    expect(inv.buyer.name).toBe('Maison Leroy SAS');
    // no legal form and no address: no party ("From: January")
    expect(cueBlocks(layout([[40, 40, 'From: January']]), 'seller')).toEqual([]);
    expect(cueBlocks(layout([[40, 40, 'Kunde: Stammkunde']]), 'buyer')).toEqual([]);
  });

  it('drops "Firma" before a name and keeps "Familie" with it', () => {
    const inv = (first: string, second?: string) =>
      extractInvoice(
        layout([
          [128, 60, 'Holz & Co KG · Waldweg 9 · 34117 Kassel'],
          [150, 60, first],
          ...(second ? ([[162, 60, second]] as Array<[number, number, string]>) : []),
          [174, 60, 'Blumenstr. 4'],
          [186, 60, '34119 Kassel'],
        ]),
      ).invoice.buyer.name;
    expect(inv('Firma Gartenbau Lenz GmbH')).toBe('Gartenbau Lenz GmbH');
    expect(inv('Familie', 'Maria und Hans Berger')).toBe('Familie Maria und Hans Berger');
  });
});

describe('VAT ids: position and buyer labels', () => {
  const base: Array<[number, number, string]> = [
    [40, 40, 'Muster Elektro GmbH'],
    [52, 40, 'Hauptstr. 5'],
    [64, 40, '12345 Berlin'],
    [120, 40, 'Rechnungsempfänger:'],
    [132, 40, 'Beispiel AG'],
    [144, 40, 'Am Markt 3'],
    [156, 40, '54321 Köln'],
  ];
  it('does not give the buyer a footer id that merely follows its block in reading order', () => {
    const inv = extractInvoice(layout([...base, [780, 40, 'USt-IdNr.: DE 123 456 789']])).invoice;
    expect(inv.seller.vatId).toBe('DE123456789');
    expect(inv.buyer.vatId).toBeUndefined();
  });
  it('reads "Kunden-USt-IdNr." as the buyer label', () => {
    const inv = extractInvoice(
      layout([...base, [130, 350, 'Kunden-USt-IdNr.: DE811569869'], [780, 40, 'USt-IdNr.: DE123456789']]),
    ).invoice;
    expect(inv.buyer.vatId).toBe('DE811569869');
    expect(inv.seller.vatId).toBe('DE123456789');
  });
});

describe('more address forms', () => {
  it('reads a UK post town with the postcode on the line below, and more country names', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Muster Elektro GmbH'],
        [52, 40, 'Hauptstr. 5'],
        [64, 40, '12345 Berlin'],
        [120, 40, 'Bill to:'],
        [132, 40, 'Globex Ltd'],
        [144, 40, '22 Market Road'],
        [156, 40, 'Manchester'],
        [168, 40, 'M1 2AB'],
      ]),
    ).invoice;
    expect(inv.buyer).toMatchObject({
      name: 'Globex Ltd',
      address: { line1: '22 Market Road', city: 'Manchester', postalCode: 'M1 2AB', countryCode: 'GB' },
    });
    const [p] = cueBlocks(
      layout([
        [120, 40, 'Bill to:'],
        [132, 40, 'Przykład Sp. z o.o.'],
        [144, 40, 'ul. Długa 5'],
        [156, 40, '00-238 Warszawa'],
        [168, 40, 'Polska'],
      ]),
      'buyer',
    );
    expect(p).toMatchObject({ postcode: '00-238', city: 'Warszawa', country: 'PL' });
  });
});

describe('the seller address on one line in the footer', () => {
  const win: Array<[number, number, string]> = [
    [140, 60, 'Beispiel AG'],
    [152, 60, 'Am Markt 3'],
    [164, 60, '54321 Köln'],
    [240, 60, 'Rechnung Nr. 12'],
  ];
  it('fills the address of the legal-form name from "Name · Straße · PLZ Ort · Tel."', () => {
    const inv = extractInvoice(
      layout([...win, [790, 60, 'Nordstrom Technik GmbH · Deichweg 5 · 26122 Oldenburg · Tel. 0441 1234']]),
    ).invoice;
    expect(inv.seller).toMatchObject({
      name: 'Nordstrom Technik GmbH',
      address: { line1: 'Deichweg 5', postalCode: '26122', city: 'Oldenburg' },
    });
    expect(inv.buyer.name).toBe('Beispiel AG');
  });
  it('reads the comma form with a register part after it', () => {
    const inv = extractInvoice(
      layout([
        ...win,
        [790, 60, 'Nordstrom Technik GmbH, Deichweg 5, 26122 Oldenburg, Geschäftsführer: A. Berg'],
      ]),
    ).invoice;
    expect(inv.seller).toMatchObject({ name: 'Nordstrom Technik GmbH', address: { city: 'Oldenburg' } });
  });
});

describe('more section cues', () => {
  it.each([
    ['Auftragnehmer:', 'seller'],
    ['Issued by', 'seller'],
    ['Prestataire :', 'seller'],
    ['Afzender', 'seller'],
    ['Empfänger:', 'buyer'],
    ['Rechnung an:', 'buyer'],
    ['Billing address', 'buyer'],
    ['Facturer à :', 'buyer'],
    ['Adressée à', 'buyer'],
  ] as const)('%s is a %s cue', (text, role) => {
    expect(isCue(text, role)).toBe(true);
  });
  it('keeps delivery recipients apart', () => {
    expect(isCue('Warenempfänger', 'buyer')).toBe(false);
    expect(isCue('Abweichender Empfänger', 'buyer')).toBe(false);
  });
});

describe('form-style address fields', () => {
  it('reads "Straße:", "PLZ/Ort:", "PLZ:" / "Ort:" and "Address:" / "City:" / "Postcode:" rows', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnungssteller'],
        [52, 40, 'Firma:'],
        [52, 150, 'Muster Elektro GmbH'],
        [64, 40, 'Straße:'],
        [64, 150, 'Hauptstr. 5'],
        [76, 40, 'PLZ/Ort:'],
        [76, 150, '12345 Berlin'],
        [120, 40, 'Rechnungsempfänger'],
        [132, 40, 'Name:'],
        [132, 150, 'Beispiel AG'],
        [144, 40, 'Straße:'],
        [144, 150, 'Am Markt 3'],
        [156, 40, 'PLZ:'],
        [156, 150, '54321'],
        [168, 40, 'Ort:'],
        [168, 150, 'Köln'],
      ]),
    ).invoice;
    expect(inv.seller).toMatchObject({
      name: 'Muster Elektro GmbH',
      address: { line1: 'Hauptstr. 5', postalCode: '12345', city: 'Berlin' },
    });
    expect(inv.buyer).toMatchObject({
      name: 'Beispiel AG',
      address: { line1: 'Am Markt 3', postalCode: '54321', city: 'Köln' },
    });
    const [p] = cueBlocks(
      layout([
        [40, 40, 'Supplier'],
        [52, 40, 'Company:'],
        [52, 150, 'Bright Ideas Ltd'],
        [64, 40, 'Address:'],
        [64, 150, '1 Park Row'],
        [76, 40, 'City:'],
        [76, 150, 'Leeds'],
        [88, 40, 'Postcode:'],
        [88, 150, 'LS1 5AB'],
        [100, 40, 'Country:'],
        [100, 150, 'United Kingdom'],
      ]),
      'seller',
    );
    expect(p).toMatchObject({ street: '1 Park Row', city: 'Leeds', postcode: 'LS1 5AB', country: 'GB' });
  });
});

describe('sender line variants', () => {
  const win: Array<[number, number, string]> = [
    [140, 60, 'Beispiel AG'],
    [152, 60, 'Am Markt 3'],
    [164, 60, '54321 Köln'],
  ];
  const read = (rows: Array<[number, number, string]>) => extractInvoice(layout([...rows, ...win])).invoice;
  it.each([['Abs.: Nordlicht GmbH · Kai 3 · 20457 Hamburg'], ['Nordlicht GmbH / Kai 3 / 20457 Hamburg']])(
    'reads "%s"',
    (text) => {
      const inv = read([[128, 60, text]]);
      expect(inv.seller).toMatchObject({
        name: 'Nordlicht GmbH',
        address: { line1: 'Kai 3', city: 'Hamburg' },
      });
      expect(inv.buyer.name).toBe('Beispiel AG');
    },
  );
  it('reads "Absender: name, street, postcode city" as the seller cue', () => {
    const inv = read([[128, 60, 'Absender: Nordlicht GmbH, Kai 3, 20457 Hamburg']]);
    expect(inv.seller).toMatchObject({
      name: 'Nordlicht GmbH',
      address: { line1: 'Kai 3', city: 'Hamburg' },
    });
    expect(inv.buyer.name).toBe('Beispiel AG');
  });
  it('reads a sender line whose parts are set apart by gaps only', () => {
    const inv = read([
      [128, 60, 'Nordlicht GmbH'],
      [128, 140, 'Kai 3'],
      [128, 180, '20457 Hamburg'],
    ]);
    expect(inv.seller).toMatchObject({
      name: 'Nordlicht GmbH',
      address: { line1: 'Kai 3', city: 'Hamburg' },
    });
    expect(inv.buyer.name).toBe('Beispiel AG');
  });
});

describe('recipient side by language', () => {
  it('takes the right-hand block as the recipient in a French letter and the left-hand one in a German one', () => {
    const fr = extractInvoice(
      layout([
        [40, 40, 'Atelier Lumière SARL'],
        [52, 40, '12 rue de la Paix'],
        [64, 40, '75002 Paris'],
        [40, 330, 'Boulangerie Dupont'],
        [52, 330, '8 avenue Jean Jaurès'],
        [64, 330, '69007 Lyon'],
        [300, 40, 'FACTURE N° F-2024-12'],
        [312, 40, 'Date : 01/02/2024'],
        [400, 40, 'Total HT 100,00 TVA 20,00 Total TTC 120,00'],
      ]),
    ).invoice;
    expect(fr.buyer.name).toBe('Boulangerie Dupont');
    expect(fr.seller.name).toBe('Atelier Lumière SARL');
    const de = extractInvoice(
      layout([
        [40, 40, 'Beispiel AG'],
        [52, 40, 'Am Markt 3'],
        [64, 40, '54321 Köln'],
        [40, 330, 'Muster Elektro GmbH'],
        [52, 330, 'Hauptstr. 5'],
        [64, 330, '12345 Berlin'],
        [300, 40, 'Rechnung Nr. 1'],
        [312, 40, 'Rechnungsdatum: 01.02.2024'],
        [400, 40, 'Nettobetrag 100,00 MwSt 19,00 Bruttobetrag 119,00'],
      ]),
    ).invoice;
    expect(de.buyer.name).toBe('Beispiel AG');
    expect(de.seller.name).toBe('Muster Elektro GmbH');
  });

  it('takes a street printed without a house number over a district line under it', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Holzwerk Nord GmbH · Sägeweg 4 · 24103 Kiel'],
        [60, 40, 'Marcel Schäfer'],
        [72, 40, 'Waßmannsdorfer Chaussee'],
        [84, 40, 'Hamburg Billstedt'],
        [96, 40, '22111 Hamburg'],
        [60, 330, 'Rechnungsnummer: HN-77'],
        [300, 40, 'Nettobetrag 100,00 MwSt 19,00 Bruttobetrag 119,00'],
      ]),
    ).invoice;
    expect(inv.buyer.name).toBe('Marcel Schäfer');
    expect(inv.buyer.address.line1).toBe('Waßmannsdorfer Chaussee');
    expect(inv.buyer.address.city).toBe('Hamburg');
    expect(isStreetWithoutNumber('Am Marktplatz')).toBe(true);
    expect(isStreetWithoutNumber('Rue du Port')).toBe(true);
    expect(isStreetWithoutNumber('Hamburg Billstedt')).toBe(false);
    expect(isStreetWithoutNumber('z. Hd. Herr Wegner')).toBe(false);
    expect(isStreetWithoutNumber('Ringhotel GmbH')).toBe(false);
  });

  it('takes the French denomination without the form when the legal mentions state the form', () => {
    const rows = (mention: string): Parameters<typeof layout>[0] => [
      [40, 40, 'Atelier Lumière SARL - 12 rue de la Paix - 75002 Paris'],
      [52, 40, `TVA : FR11999999998 - SIRET : 99999999800010 - ${mention}`],
      [120, 330, 'Boulangerie Dupont'],
      [132, 330, '8 avenue Jean Jaurès'],
      [144, 330, '69007 Lyon'],
      [300, 40, 'FACTURE N° F-2024-12'],
      [312, 40, 'Date : 01/02/2024'],
      [400, 40, 'Total HT 100,00 TVA 20,00 Total TTC 120,00'],
    ];
    const stated = extractInvoice(layout(rows('SARL au capital de 120 000,00 €'))).invoice;
    expect(stated.seller.name).toBe('Atelier Lumière');
    expect(stated.buyer.name).toBe('Boulangerie Dupont');
    // another form stated, or none: the name stays as printed
    expect(extractInvoice(layout(rows('SAS au capital de 10 000 €'))).invoice.seller.name).toBe(
      'Atelier Lumière SARL',
    );
    expect(extractInvoice(layout(rows('APE : 4778C'))).invoice.seller.name).toBe('Atelier Lumière SARL');
  });
});

describe('trading name over a legal-form name', () => {
  it('takes the line with the legal form as the name', () => {
    const [p] = cueBlocks(
      layout([
        [28, 40, 'Verkäufer'],
        [40, 40, 'Sonnenschein Backwaren'],
        [52, 40, 'Brot & Mehr GmbH'],
        [64, 40, 'Brotweg 2'],
        [76, 40, '12345 Backstadt'],
      ]),
      'seller',
    );
    expect(p).toMatchObject({
      name: 'Brot & Mehr GmbH',
      altName: 'Sonnenschein Backwaren',
      street: 'Brotweg 2',
    });
  });
});

describe('a cue with a value that is no party', () => {
  it('ignores "From: January" without an address', () => {
    expect(
      cueBlocks(
        layout([
          [40, 40, 'From: January'],
          [52, 40, 'Total: 12.00'],
        ]),
        'seller',
      ),
    ).toEqual([]);
  });
});

describe('remarks are no names', () => {
  it('skips a bracketed remark, a label and a salutation sentence above the name', () => {
    for (const remark of [
      '(Bitte bei Zahlung angeben.)',
      'Leistungsadresse:',
      'Sehr geehrte Damen und Herren,',
    ]) {
      const [p] = cueBlocks(
        layout([
          [28, 40, 'Rechnungsempfänger'],
          [40, 40, remark],
          [52, 40, 'Beispiel AG'],
          [64, 40, 'Am Markt 3'],
          [76, 40, '54321 Köln'],
        ]),
        'buyer',
      );
      expect(p?.name).toBe('Beispiel AG');
    }
  });
});

describe('"Tax ID" labels', () => {
  it('reads a tax number after "Tax ID:" and a VAT id after it as the VAT id', () => {
    const rows = (t: string): Array<[number, number, string]> => [
      [40, 40, 'Muster Elektro GmbH'],
      [52, 40, 'Hauptstr. 5'],
      [64, 40, '12345 Berlin'],
      [780, 40, t],
    ];
    const a = extractInvoice(layout(rows('Tax ID: 12/345/67890'))).invoice.seller;
    expect(a.taxRegistrationId).toBe('12/345/67890');
    expect(a.vatId).toBeUndefined();
    const b = extractInvoice(layout(rows('Tax ID: DE123456789'))).invoice.seller;
    expect(b.vatId).toBe('DE123456789');
    expect(b.taxRegistrationId).toBeUndefined();
  });
});

describe('UK postcode on a line of its own beside a right-hand column', () => {
  it('finds the post town above it across lines of the other column set at other heights', () => {
    const doc = layout([
      [40, 40, 'Sonnensystems PLC'],
      [52, 40, '40 High Street'],
      [52, 420, 'INVOICE'],
      [64, 40, 'Bristol'],
      [70, 380, 'Invoice No.'],
      [70, 470, 'INV1367'],
      [76, 40, 'BS14 1TR'],
      [82, 380, 'Invoice Date'],
      [82, 470, '03/09/2025'],
      [88, 40, 'United Kingdom'],
      [100, 40, 'VAT No.: GB618008308'],
      [140, 40, 'Bill To:'],
      [154, 40, 'Sonnenlogistik AG'],
      [166, 40, 'Mariahilfer Straße 132a'],
      [178, 40, '1170 Wien'],
    ]);
    const { invoice } = extractInvoice(doc);
    expect(invoice.seller.name).toBe('Sonnensystems PLC');
    expect(invoice.seller.address).toMatchObject({
      line1: '40 High Street',
      city: 'Bristol',
      postalCode: 'BS14 1TR',
      countryCode: 'GB',
    });
    expect(invoice.buyer.address).toMatchObject({ city: 'Wien', postalCode: '1170' });
  });
});

describe('VAT ids under "Seller:" / "Buyer:" columns', () => {
  it('a "Ihre Bestellung: …" row above the seller cue does not make the seller id the buyer\'s', () => {
    const doc = layout([
      [40, 40, 'Rechnung'],
      [60, 40, 'Rechnungsnummer: RE-2024-5046'],
      [72, 40, 'Rechnungsdatum: 16.02.2025'],
      [84, 40, 'Ihre Bestellung: PO-8952'],
      [98, 40, 'Verkäufer:'],
      [98, 300, 'Käufer:'],
      [110, 40, 'Terrasystems GmbH'],
      [110, 300, 'Orbivision GmbH'],
      [122, 40, 'Gartenstraße 125'],
      [122, 300, 'Schillerplatz 76a'],
      [134, 40, '13868 Berlin'],
      [134, 300, '60465 Frankfurt am Main'],
      [146, 40, 'USt-IdNr.: DE919851792'],
      [146, 300, 'USt-IdNr.: DE552944171'],
    ]);
    const { invoice } = extractInvoice(doc);
    expect(invoice.seller.vatId).toBe('DE919851792');
    expect(invoice.buyer.vatId).toBe('DE552944171');
  });
});

describe('notice sentences near an address block', () => {
  it('never takes an exemption or reverse-charge sentence over the footer address for the street', () => {
    const sentences = [
      'Intracommunautaire levering, vrijgesteld van btw (art. 138 Richtlijn 2006/112/EG).',
      'Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b UStG, Ring 4 der Anlage.',
      'Autoliquidation, article 283-2 du CGI : TVA due par le preneur 2025.',
      'Exempt supply under the VAT Directive, delivery to another member state 2025.',
    ];
    for (const sentence of sentences) {
      const rows: Array<[number, number, string, number]> = [
        [60, 40, 'Kesseldata GmbH', 10],
        [72, 40, 'Mühlenweg 17', 10],
        [84, 40, '8010 Graz', 10],
        [116, 360, 'Factuurnummer', 10],
        [116, 470, 'F20251234', 10],
        [128, 360, 'Factuurdatum', 10],
        [128, 470, '12-10-2025', 10],
        [205, 40, 'FACTUUR', 16],
        [235, 40, 'Omschrijving', 10],
        [235, 280, 'Aantal', 10],
        [235, 500, 'Bedrag', 10],
        [251, 40, 'Beratung', 10],
        [251, 280, '2', 10],
        [251, 500, '200,00', 10],
        [275, 300, 'Totaal', 10],
        [275, 500, '200,00', 10],
        [745, 40, sentence, 9],
        [770, 40, 'Lindewerk B.V.', 7],
        [779, 40, 'Kerkstraat 62', 7],
        [788, 40, '3511 AB Utrecht', 7],
        [770, 220, 'Bankgegevens', 7],
        [779, 220, 'IBAN: NL91 ABNA 0417 1643 00', 7],
        [770, 400, 'BTW-nummer: NL123456789B01', 7],
      ];
      const doc = buildDoc(
        rows.map(([y, x, text, size]) => ({
          page: 1,
          text,
          x,
          y,
          w: text.length * size * 0.5,
          h: size,
          size,
        })),
        [{ width: 595, height: 842 }],
      );
      const inv = extractInvoice(doc).invoice;
      expect(inv.seller.name, sentence).toBe('Lindewerk B.V.');
      expect(inv.seller.address.line1, sentence).toBe('Kerkstraat 62');
      expect(inv.seller.address.city, sentence).toBe('Utrecht');
    }
  });

  it('a law reference or a long sentence is no street; streets with numbers and street words are', () => {
    expect(
      looksLikeStreet('Intracommunautaire levering, vrijgesteld van btw (art. 138 Richtlijn 2006/112/EG).'),
    ).toBe(false);
    expect(looksLikeStreet('Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)')).toBe(false);
    for (const s of [
      'Dorpsstraat 82a',
      'Theodor-Heuss-Ring 12',
      '35 rue de la Loi',
      'Rue de la Loi 16',
      'Unit 4, 12 High Street',
      'Zone Industrielle, 12 avenue des Frères Lumière',
    ])
      expect(looksLikeStreet(s), s).toBe(true);
  });
});

describe('a town running into an info-block label', () => {
  it('stops the town before a label of the info block, keeping towns of several words whole', () => {
    const cases: Array<[string, string, string]> = [
      ['61352 Bad Homburg v. d. Höhe Datum', '61352', 'Bad Homburg v. d. Höhe'],
      ['60311 Frankfurt am Main Invoice Date 11 Sep 2025', '60311', 'Frankfurt am Main'],
      ['06108 Halle (Saale) Kunden-Nr. 5512', '06108', 'Halle (Saale)'],
      ["5211 AB 's-Hertogenbosch Factuurdatum 12-10-2025", '5211 AB', "'s-Hertogenbosch"],
      ['75008 Paris Facture N° 12', '75008', 'Paris'],
      ['1000 Bruxelles Date de facture', '1000', 'Bruxelles'],
      ['80331 München Rechnungs-Nr. F2025', '80331', 'München'],
      ['12345 Musterstadt Datum: 01.01.2025', '12345', 'Musterstadt'],
      ['Manchester M1 2AB Date 01/02/2025', 'M1 2AB', 'Manchester'],
      ['60311 Frankfurt am Main', '60311', 'Frankfurt am Main'],
      ["2514 EA 's-Gravenhage", '2514 EA', "'s-Gravenhage"],
      ['20121 Due Carrare', '20121', 'Due Carrare'],
      // run in without a space: a capital after a small letter
      ['61352 Bad Homburg v. d. HöheDatum', '61352', 'Bad Homburg v. d. Höhe'],
      ['60311 Frankfurt am MainRechnungsdatum 2025-08-04', '60311', 'Frankfurt am Main'],
      ['31275 Lehrte', '31275', 'Lehrte'],
      ['12345 Neudate', '12345', 'Neudate'],
    ];
    for (const [text, postcode, city] of cases)
      expect(parsePostcodeLine(text), text).toMatchObject({ postcode, city });
  });

  it('reads the town of a sender line whose info-block label sits right of it on the same baseline', () => {
    for (const [town, label] of [
      ['Bad Homburg v. d. Höhe', 'Datum'],
      ['Frankfurt am Main', 'Kunden-Nr.'],
      ['Halle (Saale)', 'Rechnungsdatum'],
    ]) {
      const sender = `Lindenprint GmbH – Schillerplatz 17 – 61352 ${town}`;
      // the label 25 pt right of the 7 pt sender line (3.5 pt per character)
      const lx = 40 + sender.length * 3.5 + 25;
      const rows: Array<[number, number, string, number]> = [
        [40, 40, 'Lindenprint GmbH', 18],
        [120, 40, sender, 7],
        [120, lx, label as string, 9],
        [120, lx + 120, label === 'Kunden-Nr.' ? '58396' : '08.12.2025', 9],
        [134, 40, 'Sternmedia GmbH & Co. KG', 10],
        [146, 40, 'Hauptstraße 21a', 10],
        [158, 40, '04196 Leipzig', 10],
        [144, lx, 'Rechnungs-Nr.', 9],
        [144, lx + 120, 'F20257811', 9],
        [210, 40, 'Rechnung', 14],
        [240, 40, 'Bezeichnung', 10],
        [240, 300, 'Menge', 10],
        [240, 500, 'Gesamt', 10],
        [256, 40, 'Beratung', 10],
        [256, 300, '2', 10],
        [256, 500, '200,00', 10],
        [280, 300, 'Gesamtbetrag', 10],
        [280, 500, '200,00', 10],
      ];
      const doc = buildDoc(
        rows.map(([y, x, text, size]) => ({
          page: 1,
          text,
          x,
          y,
          w: text.length * size * 0.5,
          h: size,
          size,
        })),
        [{ width: 595, height: 842 }],
      );
      const inv = extractInvoice(doc).invoice;
      expect(inv.seller.address.city, town).toBe(town);
      expect(inv.seller.address.postalCode, town).toBe('61352');
    }
  });
});

describe('a sender line beside a letterhead in another font size', () => {
  it('does not run the town of the sender line into the letterhead name on its baseline', () => {
    const sender = 'Lindenwerk UG (haftungsbeschränkt) · Hauptstraße 41 · 61352 Bad Homburg v. d. Höhe';
    const rows: Array<[number, number, string, number]> = [
      [40, 40, sender, 7],
      // the letterhead 30 pt right of the sender line's end
      [40, 40 + sender.length * 3.5 + 30, 'Lindenwerk UG (haftungsbeschränkt)', 9],
      [51, 380, 'Hauptstraße 41', 9],
      [62, 380, '61352 Bad Homburg v. d. Höhe', 9],
      [54, 40, 'Hafenlogistik V.O.F.', 10],
      [66, 40, 'Molenweg 99', 10],
      [78, 40, '1027 DE Amsterdam', 10],
      [140, 360, 'Rechnungsnummer', 10],
      [140, 470, 'F20254361', 10],
      [210, 40, 'Rechnung', 14],
      [240, 40, 'Bezeichnung', 10],
      [240, 500, 'Gesamt', 10],
      [256, 40, 'Beratung', 10],
      [256, 500, '200,00', 10],
      [280, 300, 'Gesamtbetrag', 10],
      [280, 500, '200,00', 10],
    ];
    const doc = buildDoc(
      rows.map(([y, x, text, size]) => ({ page: 1, text, x, y, w: text.length * size * 0.5, h: size, size })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(doc).invoice;
    expect(inv.seller.address.city).toBe('Bad Homburg v. d. Höhe');
    expect(inv.seller.address.postalCode).toBe('61352');
    expect(inv.buyer.name).toBe('Hafenlogistik V.O.F.');
  });
});

describe('a letterhead title and a footer address without the name', () => {
  // [y, x, text, size]
  const rows: Array<[number, number, string, number]> = [
    [23, 220, 'ATELIER NORD', 21],
    [61, 347, 'Lyon, le 31 octobre 2025', 12],
    [87, 333, 'CLIENT SA', 12],
    [101, 333, '1 rue du Client', 12],
    [115, 333, '75015 PARIS', 12],
    [183, 266, 'FACTURE', 16],
    [217, 100, 'DATE DE FACTURE', 10],
    [217, 300, 'NUMERO DE FACTURE', 10],
    [230, 100, '31 octobre 2025', 10],
    [230, 300, '2025-117', 10],
    [300, 70, 'Désignation', 10],
    [300, 300, 'Quantité', 10],
    [300, 380, 'Prix', 10],
    [300, 480, 'Montant HT', 10],
    [315, 70, 'Montage', 10],
    [315, 300, '2', 10],
    [315, 380, '50,00', 10],
    [315, 480, '100,00', 10],
    [400, 300, 'Total HT', 10],
    [400, 480, '100,00', 10],
    [412, 300, 'TVA 20 %', 10],
    [412, 480, '20,00', 10],
    [424, 300, 'Total TTC', 10],
    [424, 480, '120,00', 10],
    [778, 160, '12 avenue des Tilleuls', 8],
    [778, 260, '69003 LYON - France - Tél : 04 72 00 00 00', 8],
    [788, 90, 'SARL au capital de 10 000 Euros - RCS LYON 999 888 777', 8],
  ];
  const doc = () =>
    buildDoc(
      rows.map(([y, x, text, size]) => ({ page: 1, text, x, y, w: text.length * size * 0.5, h: size, size })),
      [{ width: 595, height: 842 }],
    );

  it('finds the address in the footer and the name in the largest print at the top', () => {
    expect(footerAddress(doc(), [])).toMatchObject({
      street: '12 avenue des Tilleuls',
      postcode: '69003',
      city: 'LYON',
      country: 'FR',
    });
    // the document's title ("FACTURE") is no letterhead
    expect(letterheadTitle(doc(), [])?.value).toBe('ATELIER NORD');
  });

  it('makes them the seller when no block names one', () => {
    const { invoice } = extractInvoice(doc());
    expect(invoice.seller.name).toBe('ATELIER NORD');
    expect(invoice.seller.address).toMatchObject({
      line1: '12 avenue des Tilleuls',
      city: 'LYON',
      postalCode: '69003',
    });
    expect(invoice.buyer.name).toBe('CLIENT SA');
  });

  it('takes no named one-line address and no line above the footer', () => {
    const named = buildDoc(
      [
        { page: 1, text: 'Muster GmbH · Hauptstr. 5 · 12345 Berlin', x: 60, y: 790, w: 200, h: 8, size: 8 },
        { page: 1, text: 'Hauptstr. 5 · 12345 Berlin', x: 60, y: 400, w: 150, h: 8, size: 8 },
      ],
      [{ width: 595, height: 842 }],
    );
    expect(footerAddress(named, [])).toBeUndefined();
  });
});
