/**
 * Rules found with the fourth blind synthetic round (bench --templates blind4): invoices of
 * sellers outside Germany — Irish/UK reverse-charge invoices, Dutch, French and Belgian ones,
 * English invoices of Austrian/Italian/Spanish sellers, service lists without quantities.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { labelRe } from './labels.ts';
import { buildDoc, type TextItem } from './layout.ts';
import { findIbans } from './parse/ids.ts';
import { parsePostcodeLine } from './parties.ts';
import { layout, type Row } from './test-layout.ts';

/** rows with a font size (right-aligned rows end at x) */
function sized(rows: Array<[number, number, string, number?, boolean?]>) {
  const items: TextItem[] = rows.map(([y, x, text, size = 10, right]) => {
    const w = text.length * size * 0.5;
    return { page: 1, text, x: right ? x - w : x, y, w, h: size, size };
  });
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

describe('labels of the blind4 layouts', () => {
  it.each([
    ['Totaal exclusief btw 39.331,38', 'taxExclusive'],
    ['Bedrag excl. btw 120,00', 'taxExclusive'],
    ['Maatstaf van heffing 120,00', 'taxExclusive'],
    ['Totaal inclusief btw 145,20', 'taxInclusive'],
    ['Your PO PO-31258', 'orderReference'],
    ['Customer PO No. 4500717129', 'orderReference'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });
});

describe('Irish addresses', () => {
  it('reads a Dublin postal district before the Eircode', () => {
    expect(parsePostcodeLine('Dublin 2, D02 X285')).toEqual({
      postcode: 'D02 X285',
      city: 'Dublin 2',
      country: 'IE',
    });
    expect(parsePostcodeLine('Dublin 6W, D6W Y214')).toMatchObject({
      city: 'Dublin 6W',
      postcode: 'D6W Y214',
    });
  });

  it('keeps a unit or suite before its street as one address line', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Corrib Software Ltd'],
        [62, 40, 'Unit 11, Docklands Quay'],
        [75, 40, 'Dublin 2, D02 F766'],
        [88, 40, 'Ireland'],
        [101, 40, 'VAT No.: IE1234567T'],
        [150, 40, 'Bill to'],
        [163, 40, 'Beispiel GmbH'],
        [176, 40, 'Hauptstraße 5'],
        [189, 40, '10115 Berlin'],
        [150, 360, 'Invoice No.'],
        [150, 480, 'INV-10023'],
      ]),
    );
    expect(invoice.seller.address).toMatchObject({
      line1: 'Unit 11, Docklands Quay',
      city: 'Dublin 2',
      postalCode: 'D02 F766',
    });
  });
});

describe('letterhead name over the address block', () => {
  it('takes a larger name set flush right over a block that starts left of it', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 545, 'Lumitech V.O.F.', 16, true],
        [60, 400, 'Prinsengracht 2', 8],
        [70, 400, '1049 DE Amsterdam', 8],
        [80, 400, 'info@lumitech.nl', 8],
        [130, 40, 'Blauwerk B.V.'],
        [143, 40, 'Kerkstraat 5'],
        [156, 40, '3511 AB Utrecht'],
        [210, 40, 'Factuur', 18],
        [240, 40, 'Factuurnummer', 9],
        [240, 160, '2026-0042', 9],
      ]),
    );
    expect(invoice.seller.name).toBe('Lumitech V.O.F.');
    expect(invoice.seller.address).toMatchObject({ line1: 'Prinsengracht 2', city: 'Amsterdam' });
  });
});

describe('IBANs in running text', () => {
  it('is no account: words after a date that pass mod-97 by chance', () => {
    expect(findIbans('Please transfer the total amount by 20 Nov 2026 quoting the invoice number.')).toEqual(
      [],
    );
  });
  it('is no account: a VAT id run into the next word', () => {
    expect(findIbans('BTW NL961055142B03IBAN NL80 RABO 0995 5004 00').map((m) => m.value)).toEqual([
      'NL80RABO0995500400',
    ]);
  });
  it('takes the valid account inside a run that starts at a date', () => {
    expect(
      findIbans('Please pay by 26 Oct 2026 to IBAN IE02 BOFI 7245 4811 3910 31.').map((m) => m.value),
    ).toEqual(['IE02BOFI72454811391031']);
  });
});

const SERVICE_HEAD: Row[] = [
  [40, 40, 'Kestrel Software Ltd'],
  [60, 40, '14 Eastgate Road'],
  [71, 40, 'Galway, H91 T619'],
  [120, 40, 'Beispiel AG'],
  [133, 40, 'Hauptstraße 49a'],
  [146, 40, '13632 Berlin'],
  [120, 360, 'Invoice number'],
  [120, 480, 'IE-66911'],
];

describe('a service list without quantities', () => {
  it('numbers in the description cells are the line ids; the column head is no total', () => {
    const { invoice } = extractInvoice(
      sized([
        ...SERVICE_HEAD.map(([y, x, t]) => [y, x, t] as [number, number, string]),
        [202, 40, 'Description', 9],
        [202, 545, 'Net amount', 9, true],
        [220, 40, '1. Project management', 9],
        [220, 545, '£48.00', 9, true],
        [231, 52, 'Period: previous month', 7],
        [245, 40, '2. Software licence (annual)', 9],
        [245, 545, '£1,152.00', 9, true],
        [260, 40, '3. Hosting and maintenance', 9],
        [260, 545, '£534.50', 9, true],
        [300, 340, 'Subtotal', 9],
        [300, 545, '£1,734.50', 9, true],
        [314, 340, 'VAT 20%', 9],
        [314, 545, '£346.90', 9, true],
        [328, 340, 'Total due', 9],
        [328, 545, '£2,081.40', 9, true],
      ]),
    );
    expect(invoice.lines.map((l) => [l.id, l.item.name, l.netAmount])).toEqual([
      ['1', 'Project management', '48.00'],
      ['2', 'Software licence (annual)', '1152.00'],
      ['3', 'Hosting and maintenance', '534.50'],
    ]);
    expect(invoice.totals).toMatchObject({
      taxExclusive: '1734.50',
      vatTotal: '346.90',
      taxInclusive: '2081.40',
    });
  });
});

describe('names that start with a number', () => {
  it('keeps "1. FC …" (an abbreviation after the number) in the name', () => {
    const { invoice } = extractInvoice(
      layout([
        ...SERVICE_HEAD,
        [200, 40, 'Description'],
        [200, 300, 'Qty'],
        [200, 400, 'Unit price'],
        [200, 500, 'Amount'],
        [218, 40, '1. FC Köln fan scarf'],
        [218, 300, '2'],
        [218, 400, '24.00'],
        [218, 500, '48.00'],
        [233, 40, '2. FC Köln mug'],
        [233, 300, '1'],
        [233, 400, '12.00'],
        [233, 500, '12.00'],
        [270, 340, 'Subtotal'],
        [270, 500, '60.00'],
        [284, 340, 'VAT 20%'],
        [284, 500, '12.00'],
        [298, 340, 'Total'],
        [298, 500, '72.00'],
      ]),
    );
    expect(invoice.lines.map((l) => l.item.name)).toEqual(['1. FC Köln fan scarf', '2. FC Köln mug']);
  });
});

describe('an article-number column', () => {
  it('holds item codes, not line ids, when they are no position sequence', () => {
    const { invoice } = extractInvoice(
      layout([
        ...SERVICE_HEAD,
        [200, 40, 'Art. no.'],
        [200, 100, 'Description'],
        [200, 300, 'Qty'],
        [200, 400, 'Unit price'],
        [200, 500, 'Amount'],
        [218, 40, '92440'],
        [218, 100, 'Consultancy services'],
        [218, 300, '2'],
        [218, 400, '100.00'],
        [218, 500, '200.00'],
        [233, 40, '68493'],
        [233, 100, 'Data migration'],
        [233, 300, '1'],
        [233, 400, '50.00'],
        [233, 505, '50.00'],
        [270, 340, 'Subtotal'],
        [270, 500, '250.00'],
        [284, 340, 'VAT 20%'],
        [284, 505, '50.00'],
        [298, 340, 'Total'],
        [298, 500, '300.00'],
      ]),
    );
    expect(invoice.lines.map((l) => l.id)).toEqual(['1', '2']);
  });
});

describe('a discount head joined to the price head', () => {
  it('splits "Unit price Discount" into the price and the discount column', () => {
    const { invoice } = extractInvoice(
      layout([
        ...SERVICE_HEAD,
        [200, 40, 'Description'],
        [200, 300, 'Qty'],
        [200, 350, 'Unit price Discount'],
        [200, 500, 'Amount'],
        [218, 40, 'Software licence (annual)'],
        [218, 300, '12'],
        [218, 350, '661.27'],
        [218, 440, '10%'],
        [218, 500, '7,141.72'],
        [233, 40, 'Data migration'],
        [233, 300, '2'],
        [233, 350, '100.00'],
        [233, 505, '200.00'],
        [270, 340, 'Subtotal'],
        [270, 500, '7,341.72'],
        [284, 340, 'VAT 20%'],
        [284, 500, '1,468.34'],
        [298, 340, 'Total'],
        [298, 500, '8,810.06'],
      ]),
    );
    expect(invoice.lines.map((l) => [l.quantity, l.netAmount, l.price.netPrice])).toEqual([
      ['12', '7141.72', '595.14'],
      ['2', '200.00', '100.00'],
    ]);
  });
});
