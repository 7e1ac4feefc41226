/**
 * Confidence is what the review form marks as doubtful (below 0.8): values confirmed by the
 * invoice's arithmetic, an uncontested labelled reading, a complete address, a single currency
 * and an invoice title are not marked; what no evidence confirms stays marked.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { settled } from './find.ts';
import { type ArithmeticView, confirmByArithmetic } from './reconcile.ts';
import { LETTER_WITH_TOTAL, layout, type Row } from './test-layout.ts';

const view = (over: Partial<ArithmeticView['totals']> = {}): ArithmeticView => ({
  totals: {
    lineNetTotal: '150.00',
    taxExclusive: '150.00',
    vatTotal: '22.50',
    taxInclusive: '172.50',
    amountDue: '172.50',
    ...over,
  },
  vatBreakdown: [
    { taxableAmount: '100.00', taxAmount: '19.00', rate: '19' },
    { taxableAmount: '50.00', taxAmount: '3.50', rate: '7' },
    { taxableAmount: '0.00', taxAmount: '0.00', rate: '0' },
  ],
  lines: [
    {
      quantity: '4',
      netAmount: '100.00',
      vatRate: '19',
      price: { netPrice: '25.00' },
      allowances: [],
      charges: [],
    },
    {
      quantity: '2',
      netAmount: '50.00',
      vatRate: '7',
      price: { netPrice: '25.00' },
      allowances: [],
      charges: [],
    },
  ],
});
const low = () => {
  const f: Record<string, { confidence: number }> = {};
  for (const k of ['lineNetTotal', 'taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'])
    f[`totals.${k}`] = { confidence: 0.5 };
  for (const i of [0, 1, 2])
    for (const k of ['taxableAmount', 'taxAmount', 'rate', 'categoryCode'])
      f[`vatBreakdown[${i}].${k}`] = { confidence: 0.5 };
  for (const i of [0, 1])
    for (const k of ['quantity', 'netAmount', 'price.netPrice', 'vatRate', 'item.name'])
      f[`lines[${i}].${k}`] = { confidence: 0.5 };
  return f;
};

describe('amounts the arithmetic confirms', () => {
  it('raises totals, breakdown rows and lines when every identity holds to the cent', () => {
    const f = low();
    confirmByArithmetic(view(), f);
    for (const k of ['lineNetTotal', 'taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'])
      expect(f[`totals.${k}`]?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(f['vatBreakdown[0].taxAmount']?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(f['vatBreakdown[0].categoryCode']?.confidence).toBeGreaterThanOrEqual(0.9);
    // a zero rate's category (exempt, reverse charge, export …) is no sum's to confirm
    expect(f['vatBreakdown[2].categoryCode']?.confidence).toBe(0.5);
    expect(f['lines[0].quantity']?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(f['lines[1].price.netPrice']?.confidence).toBeGreaterThanOrEqual(0.9);
    // a name is no amount
    expect(f['lines[0].item.name']?.confidence).toBe(0.5);
  });

  it('raises nothing when one digit is misread', () => {
    const f = low();
    confirmByArithmetic(view({ vatTotal: '22.60' }), f);
    expect(f['totals.vatTotal']?.confidence).toBe(0.5);
    expect(f['totals.taxExclusive']?.confidence).toBe(0.5);
    expect(f['vatBreakdown[0].taxAmount']?.confidence).toBe(0.5);
    expect(f['lines[0].netAmount']?.confidence).toBe(0.5);
  });

  it('leaves a line whose quantity × price misses its net, and lines that miss the line total', () => {
    const v = view();
    (v.lines[0] as ArithmeticView['lines'][number]).quantity = '5';
    const f = low();
    confirmByArithmetic(v, f);
    expect(f['lines[0].quantity']?.confidence).toBe(0.5);
    expect(f['lines[1].quantity']?.confidence).toBeGreaterThanOrEqual(0.9);
    const g = low();
    confirmByArithmetic(view({ lineNetTotal: '160.00' }), g);
    expect(g['lines[1].netAmount']?.confidence).toBe(0.5);
    expect(g['totals.taxInclusive']?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('does not raise totals computed from others (not printed)', () => {
    const f = low();
    confirmByArithmetic(view(), f, new Set(['amountDue', 'taxExclusive']));
    expect(f['totals.amountDue']?.confidence).toBe(0.5);
    expect(f['totals.taxExclusive']?.confidence).toBe(0.5);
    // a breakdown implied by a computed net confirms nothing
    expect(f['vatBreakdown[0].taxAmount']?.confidence).toBe(0.5);
  });
});

describe('uncontested labelled readings', () => {
  it('raises a labelled reading that no other reading contradicts', () => {
    expect(settled([{ value: 'A-1', confidence: 0.7, line: 3 }])?.confidence).toBe(0.82);
    expect(
      settled([
        { value: 'A-1', confidence: 0.7, line: 3 },
        { value: 'A-1', confidence: 0.6, line: 9 },
      ])?.confidence,
    ).toBe(0.82);
  });
  it('keeps a contested or unlabelled reading as it was', () => {
    expect(
      settled([
        { value: 'A-1', confidence: 0.7, line: 3 },
        { value: 'B-2', confidence: 0.6, line: 9 },
      ])?.confidence,
    ).toBe(0.7);
    expect(settled([{ value: 'A-1', confidence: 0.4, line: 3 }])?.confidence).toBe(0.4);
    expect(settled([{ value: 'A-1', confidence: 0.9, line: 3 }])?.confidence).toBe(0.9);
  });
});

const DOC: Row[] = [
  [40, 40, 'Muster Handels GmbH · Industriestr. 7 · 70173 Stuttgart'],
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [140, 40, 'Rechnung'],
  [156, 40, 'Rechnungsnummer'],
  [168, 40, '2024-17'],
  [156, 200, 'Rechnungsdatum'],
  [168, 200, '15.11.2024'],
  [200, 40, 'Pos'],
  [200, 80, 'Bezeichnung'],
  [200, 300, 'Menge'],
  [200, 380, 'Preis'],
  [200, 480, 'Betrag'],
  [215, 40, '1'],
  [215, 80, 'Beratung'],
  [215, 300, '4'],
  [215, 380, '25,00 €'],
  [215, 480, '100,00 €'],
  [300, 300, 'Summe netto'],
  [300, 480, '100,00 €'],
  [314, 300, 'USt 19 %'],
  [314, 480, '19,00 €'],
  [330, 300, 'Gesamtbetrag'],
  [330, 480, '119,00 €'],
];

describe('confidence of a plain invoice', () => {
  it('marks nothing the document states plainly and the arithmetic confirms', () => {
    const { invoice, fields } = extractInvoice(layout(DOC));
    expect(invoice.number).toBe('2024-17');
    expect(invoice.totals.taxInclusive).toBe('119.00');
    const doubtful = Object.entries(fields)
      .filter(([, f]) => f.confidence < 0.8)
      .map(([k]) => k);
    // marked: the buyer's name (an unlabelled address block, its role a guess) and the countries
    // (no address prints one: assumed from the document's language)
    expect(doubtful.sort()).toEqual([
      'buyer.address.countryCode',
      'buyer.name',
      'seller.address.countryCode',
    ]);
    expect(fields['totals.lineNetTotal']?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(fields['totals.amountDue']?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(fields['buyer.address.city']?.confidence).toBeGreaterThanOrEqual(0.88);
    expect(fields.currency?.confidence).toBeGreaterThanOrEqual(0.88);
    expect(fields.typeCode?.confidence).toBeGreaterThanOrEqual(0.88);
    expect(fields['totals.vatTotal']?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('marks a total that does not add up, and a currency the amounts do not show', () => {
    const rows = DOC.map((r): Row => (r[2] === '119,00 €' ? [r[0], r[1], '129,00'] : r)).map(
      (r): Row => [r[0], r[1], r[2].replace(' €', '')],
    );
    const { fields } = extractInvoice(layout(rows));
    expect(fields['totals.taxInclusive']?.confidence).toBeLessThan(0.8);
    expect(fields.currency?.confidence).toBeLessThan(0.8);
  });
});

describe('a country no address prints', () => {
  it('is assumed from the language, also with no seller found, and marked for checking', () => {
    const { invoice, fields } = extractInvoice(layout([...LETTER_WITH_TOTAL]));
    expect(invoice.seller.name ?? '').toBe('');
    expect(invoice.seller.address.countryCode).toBe('DE');
    expect(fields['seller.address.countryCode']?.confidence).toBeLessThan(0.8);
  });
});

describe('where an address is printed', () => {
  it('gives each address part the position of the segment that holds it', () => {
    const { fields } = extractInvoice(layout(DOC));
    // the buyer block: "Hauptstraße 12" at y 72, "10115 Berlin" at y 84
    expect(fields['buyer.address.line1']?.source).toMatchObject({ page: 1, y: 72 });
    expect(fields['buyer.address.postalCode']?.source).toMatchObject({ page: 1, y: 84 });
    expect(fields['buyer.address.city']?.source).toMatchObject({ page: 1, y: 84 });
  });
});
