import { describe, expect, it } from 'vitest';
import {
  breakdownFromRateTaxes,
  extractInvoice,
  impliedPrice,
  missingRateRows,
  ratesFromBreakdown,
} from './extract.ts';
import { labelRe } from './labels.ts';
import { buildDoc } from './layout.ts';
import { parsePostcodeLine } from './parties.ts';
import { emptyTotals, reconcileTotals } from './reconcile.ts';
import { extractLines, findHeaders } from './table.ts';
import { layout } from './test-layout.ts';

const GERMAN: Array<[number, number, string]> = [
  [40, 40, 'Muster Handels GmbH · Industriestr. 7 · 70173 Stuttgart'],
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Einkauf'],
  [84, 40, 'Hauptstraße 12'],
  [96, 40, '10115 Berlin'],
  [60, 380, 'Muster Handels GmbH'],
  [72, 380, 'Industriestr. 7'],
  [84, 380, '70173 Stuttgart'],
  [140, 40, 'Rechnung'],
  [160, 40, 'Rechnungsnummer:'],
  [160, 160, 'RE-2024-0815'],
  [172, 40, 'Rechnungsdatum:'],
  [172, 160, '15. November 2024'],
  [184, 40, 'Ihre Bestellung:'],
  [184, 160, 'PO-4711'],
  [196, 40, 'Leitweg-ID:'],
  [196, 160, '04011000-12345-34'],
  [230, 40, 'Pos.'],
  [230, 80, 'Bezeichnung'],
  [230, 280, 'Menge'],
  [230, 330, 'Einheit'],
  [230, 390, 'Einzelpreis'],
  [230, 470, 'Gesamtpreis'],
  [244, 40, '1'],
  [244, 80, 'Montagearbeiten'],
  [244, 280, '3'],
  [244, 330, 'Std'],
  [244, 390, '80,00'],
  [244, 470, '240,00'],
  [256, 80, 'am Standort Berlin'],
  [268, 40, '2'],
  [268, 80, 'Kabel NYM 3x1,5'],
  [268, 280, '1.250'],
  [268, 330, 'm'],
  [268, 390, '0,80'],
  [268, 470, '1.000,00'],
  [310, 300, 'Nettobetrag'],
  [310, 470, '1.240,00'],
  [322, 300, 'zzgl. 19 % USt.'],
  [322, 470, '235,60'],
  [334, 300, 'Gesamtbetrag'],
  [334, 470, '1.475,60'],
  [380, 40, 'Zahlbar innerhalb von 14 Tagen ohne Abzug.'],
  [800, 40, 'USt-IdNr.: DE123456789'],
  [800, 250, 'IBAN: DE91 1000 0000 0123 4567 89'],
  [812, 250, 'BIC: MARKDEF1100'],
];

describe('labels', () => {
  it('match across languages', () => {
    expect(labelRe('number').test('Rechnungsnummer:')).toBe(true);
    expect(labelRe('number').test('Invoice No.')).toBe(true);
    expect(labelRe('number').test('Facture n° :')).toBe(true);
    expect(labelRe('number').test('Factuurnummer')).toBe(true);
    expect(labelRe('vatId').test('N° TVA intracom.')).toBe(true);
    expect(labelRe('vatId').test('BTW-nummer')).toBe(true);
    expect(labelRe('taxInclusive').test('Total TTC')).toBe(true);
    expect(labelRe('issueDate').test('Lieferdatum')).toBe(false);
  });
  it('parse postcode lines with country markers', () => {
    expect(parsePostcodeLine('DE 74465 Demoort')).toEqual({
      postcode: '74465',
      city: 'Demoort',
      country: 'DE',
    });
    expect(parsePostcodeLine('75018 PARIS, FR')).toEqual({ postcode: '75018', city: 'PARIS', country: 'FR' });
    expect(parsePostcodeLine('Hauptstraße 12')).toBeUndefined();
  });
});

describe('tables', () => {
  it('detect the header row and its columns', () => {
    const h = findHeaders(layout(GERMAN));
    expect(h).toHaveLength(1);
    expect(h[0]?.columns.map((c) => c.kind)).toEqual(['pos', 'desc', 'qty', 'unit', 'price', 'amount']);
  });
  it('read items with units, thousands separators and continuation lines', () => {
    const lines = extractLines(layout(GERMAN), ',');
    expect(
      lines.map((l) => [l.id, l.name, l.quantity, l.unitCode, l.price, l.netAmount, l.consistent]),
    ).toEqual([
      ['1', 'Montagearbeiten am Standort Berlin', '3', 'HUR', '80.00', '240.00', true],
      ['2', 'Kabel NYM 3x1,5', '1250', 'MTR', '0.80', '1000.00', true],
    ]);
  });
});

describe('extractInvoice', () => {
  const r = extractInvoice(layout(GERMAN));
  const inv = r.invoice;
  it('fills header fields from labels', () => {
    expect(inv.number).toBe('RE-2024-0815');
    expect(inv.issueDate).toBe('2024-11-15');
    expect(inv.purchaseOrderReference).toBe('PO-4711');
    expect(inv.buyerReference).toBe('04011000-12345-34');
    expect(inv.typeCode).toBe('380');
    expect(inv.currency).toBe('EUR');
    expect(inv.paymentTerms).toMatch(/^Zahlbar innerhalb von 14 Tagen/);
    expect(r.fields.number?.confidence).toBeGreaterThan(0.8);
    expect(r.fields.number?.source?.page).toBe(1);
  });
  it('tells seller (sender line) from buyer (address window)', () => {
    expect(inv.seller.name).toBe('Muster Handels GmbH');
    expect(inv.seller.address).toMatchObject({
      line1: 'Industriestr. 7',
      postalCode: '70173',
      city: 'Stuttgart',
    });
    expect(inv.buyer.name).toBe('Beispiel AG');
    expect(inv.buyer.address).toMatchObject({ line1: 'Hauptstraße 12', postalCode: '10115', city: 'Berlin' });
    expect(inv.seller.vatId).toBe('DE123456789');
    expect(inv.paymentInstructions?.creditTransfers[0]).toEqual({
      accountId: 'DE91100000000123456789',
      providerId: 'MARKDEF1100',
    });
  });
  it('reconciles totals and implies the VAT breakdown from them', () => {
    expect(inv.totals).toMatchObject({
      lineNetTotal: '1240.00',
      taxExclusive: '1240.00',
      vatTotal: '235.60',
      taxInclusive: '1475.60',
      amountDue: '1475.60',
    });
    expect(inv.vatBreakdown).toEqual([
      { taxableAmount: '1240.00', taxAmount: '235.60', categoryCode: 'S', rate: '19' },
    ]);
    expect(inv.lines.map((l) => l.vatRate)).toEqual(['19', '19']);
  });
  it('recognises credit notes and VAT breakdown rows by arithmetic', () => {
    const d = layout([
      [40, 40, 'Gutschrift Nr. G-17 vom 01.02.2025'],
      [100, 40, 'Summe netto'],
      [100, 300, '300,00'],
      [112, 40, 'MwSt. 7 %'],
      [112, 200, '100,00'],
      [112, 300, '7,00'],
      [124, 40, 'MwSt. 19 %'],
      [124, 200, '200,00'],
      [124, 300, '38,00'],
      [136, 40, 'Gesamt'],
      [136, 300, '345,00'],
    ]);
    const g = extractInvoice(d).invoice;
    expect(g.typeCode).toBe('381');
    expect(g.number).toBe('G-17');
    expect(g.issueDate).toBe('2025-02-01');
    expect(g.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['7', '100.00', '7.00'],
      ['19', '200.00', '38.00'],
    ]);
    expect(g.totals.vatTotal).toBe('45.00');
  });
});

describe('reconcileTotals', () => {
  const c = (value: string, confidence = 0.8) => ({ value, confidence, line: 0 });
  const empty = emptyTotals;
  it('chooses the candidates for which net + VAT = gross', () => {
    const t = empty();
    t.taxExclusive.push(c('100.00'), c('119.00', 0.85));
    t.vatTotal.push(c('19.00'));
    t.taxInclusive.push(c('119.00'));
    const r = reconcileTotals({ totals: t });
    expect(r.taxExclusive?.value).toBe('100.00');
    expect(r.lineNetTotal).toMatchObject({ value: '100.00', derived: true });
    expect(r.amountDue).toMatchObject({ value: '119.00', derived: true });
  });
  it('keeps a plainly labelled line total when unlabelled discounts/charges lie between it and the net', () => {
    const t = empty();
    t.lineNetTotal.push(c('202.76'));
    t.taxExclusive.push(c('193.83'));
    t.vatTotal.push(c('15.00'));
    t.taxInclusive.push(c('208.83'));
    const r = reconcileTotals({ totals: t });
    expect(r.lineNetTotal?.value).toBe('202.76');
    const weak = empty();
    weak.lineNetTotal.push(c('202.76', 0.5));
    weak.taxExclusive.push(c('193.83'));
    expect(reconcileTotals({ totals: weak }).lineNetTotal).toMatchObject({ value: '193.83', derived: true });
  });
  it('explains the amount due by a prepaid amount and lowers confidence when nothing adds up', () => {
    const t = empty();
    t.taxExclusive.push(c('100.00'));
    t.vatTotal.push(c('19.00'));
    t.taxInclusive.push(c('119.00'));
    t.paidAmount.push(c('-50.00'));
    t.amountDue.push(c('69.00'));
    const r = reconcileTotals({ totals: t });
    expect(r.paidAmount?.value).toBe('50.00');
    expect(r.amountDue?.value).toBe('69.00');
    const bad = empty();
    bad.taxExclusive.push(c('100.00'));
    bad.vatTotal.push(c('20.00'));
    bad.taxInclusive.push(c('119.00'));
    const rb = reconcileTotals({ totals: bad });
    expect(rb.warnings.join()).toMatch(/does not equal/);
    expect(rb.taxInclusive?.confidence ?? 1).toBeLessThan(0.8);
  });
  it('takes the amount due as the gross when the labelled gross does not add up and the due does', () => {
    const t = empty();
    t.taxExclusive.push(c('496.00'));
    t.vatTotal.push(c('75.04'));
    t.taxInclusive.push(c('160.00', 0.6));
    t.amountDue.push(c('571.04'));
    const r = reconcileTotals({ totals: t });
    expect(r.taxInclusive?.value).toBe('571.04');
    expect(r.amountDue?.value).toBe('571.04');
    expect(r.warnings).toEqual([]);
  });
  it('takes the sum of the lines as the net when no net is labelled and it adds up to the gross', () => {
    const t = empty();
    t.vatTotal.push(c('25.65'));
    t.taxInclusive.push(c('160.65'));
    const r = reconcileTotals({ totals: t, lineSum: '135.00' });
    expect(r.taxExclusive?.value).toBe('135.00');
    expect(r.lineNetTotal?.value).toBe('135.00');
    expect(r.warnings).toEqual([]);
  });
  it('never invents a total without any candidate', () => {
    const r = reconcileTotals({ totals: empty() });
    expect(r.taxExclusive).toBeUndefined();
    expect(r.taxInclusive).toBeUndefined();
    expect(r.amountDue).toBeUndefined();
  });
});

describe('line VAT rates from the breakdown', () => {
  it('assigns rates so that each rate’s lines add up to its taxable amount', () => {
    const rows = [
      { rate: '20', base: '81.90' },
      { rate: '5.5', base: '543.00' },
    ];
    expect(ratesFromBreakdown([{ net: '81.90' }, { net: '48.00' }, { net: '495.00' }], rows)).toEqual([
      '20',
      '5.5',
      '5.5',
    ]);
    // a printed rate is kept; nothing fits → undefined (never guessed)
    expect(ratesFromBreakdown([{ net: '81.90', rate: '20' }, { net: '543.00' }], rows)).toEqual([
      '20',
      '5.5',
    ]);
    expect(ratesFromBreakdown([{ net: '80.00' }, { net: '543.00' }], rows)).toBeUndefined();
    expect(ratesFromBreakdown([{ net: '80.00' }], [{ rate: '19', base: '80.00' }])).toBeUndefined();
  });
});

describe('implied unit price', () => {
  it('divides the net by the quantity when no price is printed and it divides evenly', () => {
    expect(impliedPrice('135.00', '3.00')).toBe('45.00');
    expect(impliedPrice('10.00', '3')).toBe('10.00');
    expect(impliedPrice('12.50', undefined)).toBe('12.50');
    expect(impliedPrice('1.2345', '1')).toBe('1.2345');
  });
});

describe('renderer conventions', () => {
  const rows = (spec: string): Array<[number, number, string]> => [
    [40, 40, 'Rechnung Nr. R-100 vom 02.03.2024'],
    [60, 40, spec],
    [100, 40, 'Pos'],
    [100, 80, 'Beschreibung'],
    [100, 260, 'Nettopreis'],
    [100, 340, 'Menge Einheit'],
    [100, 470, 'Nettobetrag'],
    [114, 40, '1'],
    [114, 80, 'Schrauben M6'],
    [114, 260, '2,50'],
    [114, 340, '4 Stk'],
    [114, 470, '10,00'],
  ];
  it('reads "Stk" as C62 in an AWV stylesheet rendering, as H87 elsewhere', () => {
    const awv = extractInvoice(layout(rows('Anwendungsempfehlung : urn:cen.eu:en16931:2017'))).invoice;
    expect(awv.lines.map((l) => [l.quantity, l.unitCode])).toEqual([['4', 'C62']]);
    const other = extractInvoice(layout(rows('Lieferdatum: 01.03.2024'))).invoice;
    expect(other.lines.map((l) => [l.quantity, l.unitCode])).toEqual([['4', 'H87']]);
  });
});

describe('totals labels', () => {
  it('reads "Montant total net / brut", "Open Amount" and keeps "Montant net à payer" the amount due', () => {
    expect(labelRe('taxExclusive').exec('Montant total net')?.index).toBe(0);
    expect(labelRe('taxInclusive').exec('Montant total brut')?.index).toBe(0);
    expect(labelRe('amountDue').exec('Open Amount')?.index).toBe(0);
    const inv = extractInvoice(
      layout([
        [40, 40, 'Facture n° F-88'],
        [100, 40, 'Art.'],
        [100, 80, 'Produit'],
        [100, 300, 'Quantité'],
        [100, 380, 'Prix unitaire'],
        [100, 510, 'Prix total'],
        [114, 40, '1'],
        [114, 80, 'Vis inox'],
        [114, 300, '5'],
        [114, 380, '18,00 €'],
        [114, 510, '90,00 €'],
        [140, 80, 'Montant total net'],
        [140, 500, '90,00 €'],
        [152, 80, 'Taxe sur la valeur ajoutée (20,00 %)'],
        [152, 500, '18,00 €'],
        [164, 80, 'Montant total brut'],
        [164, 500, '108,00 €'],
        [176, 80, 'Montant net à payer'],
        [176, 500, '108,00 €'],
      ]),
    ).invoice;
    expect(inv.totals).toMatchObject({
      taxExclusive: '90.00',
      vatTotal: '18.00',
      taxInclusive: '108.00',
      amountDue: '108.00',
    });
  });
});

describe('breakdown rows missing from the printed breakdown', () => {
  it('adds the rate of lines the breakdown leaves out when the totals then add up', () => {
    const lines = [
      { netAmount: '250.00', vatRate: '19' },
      { netAmount: '123.80', vatRate: '19' },
      { netAmount: '125.00', vatRate: '0' },
    ];
    const printed = [{ rate: '19', taxableAmount: '373.80', taxAmount: '71.02' }];
    expect(missingRateRows(lines, printed, '498.80', '71.02')).toEqual([
      { rate: '0', taxableAmount: '125.00', taxAmount: '0.00' },
    ]);
    // the totals do not add up with it, a line without a printed rate: nothing added
    expect(missingRateRows(lines, printed, '373.80', '71.02')).toEqual([]);
    expect(missingRateRows([...lines, { netAmount: '5.00' }], printed, '503.80', '71.02')).toEqual([]);
  });
  it('completes the breakdown of a document', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 2024-9'],
        [100, 40, 'Menge'],
        [100, 120, 'Produkt'],
        [100, 300, 'USt.'],
        [100, 360, 'Preis'],
        [100, 450, 'Gesamtbetrag'],
        [114, 40, '2'],
        [114, 120, 'Konferenz'],
        [114, 300, '19%'],
        [114, 360, '125,00 €'],
        [114, 450, '250,00 €'],
        [126, 40, '1'],
        [126, 120, 'Fahrkarte'],
        [126, 300, '0%'],
        [126, 360, '30,00 €'],
        [126, 450, '30,00 €'],
        [150, 40, 'Nettobetrag: 280,00 €'],
        [170, 40, 'USt. Satz'],
        [170, 150, 'Nettopreis'],
        [170, 260, 'USt.-Betrag'],
        [182, 40, '19%'],
        [182, 150, '250,00 €'],
        [182, 260, '47,50 €'],
        [200, 40, 'Gesamtbetrag: 327,50 €'],
      ]),
    ).invoice;
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['19', '250.00', '47.50'],
      ['0', '30.00', '0.00'],
    ]);
  });
});

describe('a Dutch invoice', () => {
  const inv = extractInvoice(
    layout([
      [40, 40, 'Bakkerij De Molen B.V.'],
      [52, 40, 'Dorpsstraat 12'],
      [64, 40, '1234 AB Utrecht'],
      [100, 40, 'Factuur aan:'],
      [112, 40, 'Jansen Installatie B.V.'],
      [124, 40, 'Kerkweg 5'],
      [136, 40, '5611 AA Eindhoven'],
      [100, 350, 'Factuurnummer:'],
      [100, 450, '2024-0042'],
      [112, 350, 'Factuurdatum:'],
      [112, 450, '12-03-2024'],
      [180, 40, 'Omschrijving'],
      [180, 280, 'Aantal'],
      [180, 340, 'Prijs'],
      [180, 400, 'BTW'],
      [180, 470, 'Bedrag'],
      [194, 40, 'Brood volkoren'],
      [194, 280, '10'],
      [194, 340, '€ 2,50'],
      [194, 400, '9%'],
      [194, 470, '€ 25,00'],
      [240, 340, 'Subtotaal'],
      [240, 470, '€ 25,00'],
      [252, 340, 'BTW 9%'],
      [252, 470, '€ 2,25'],
      [264, 340, 'Totaal'],
      [264, 470, '€ 27,25'],
      [300, 40, 'Gelieve het bedrag binnen 30 dagen te betalen.'],
    ]),
  ).invoice;
  it('reads the "Factuur aan" block as the buyer and the terms sentence', () => {
    expect(inv.buyer.name).toBe('Jansen Installatie B.V.');
    expect(inv.seller.name).toBe('Bakkerij De Molen B.V.');
    expect(inv.paymentTerms).toBe('Gelieve het bedrag binnen 30 dagen te betalen.');
  });
  it('implies a breakdown at the rate the lines print (9 %)', () => {
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['9', '25.00', '2.25'],
    ]);
  });
});

describe('VAT amounts per rate without bases', () => {
  const items: Array<[number, number, string]> = [
    [40, 40, 'Rechnung Nr. 77 vom 01.03.2024'],
    [100, 40, 'Pos'],
    [100, 80, 'Bezeichnung'],
    [100, 300, 'Menge'],
    [100, 380, 'Preis'],
    [100, 470, 'Betrag'],
    [114, 40, '1'],
    [114, 80, 'Beratung'],
    [114, 300, '10'],
    [114, 380, '100,00'],
    [114, 470, '1.000,00'],
    [128, 40, '2'],
    [128, 80, 'Fachbuch'],
    [128, 300, '1'],
    [128, 380, '50,00'],
    [128, 470, '50,00'],
  ];
  const want = [
    ['19', '1000.00', '190.00'],
    ['7', '50.00', '3.50'],
  ];
  it('takes the bases from the lines: inline "zzgl. 7 % MwSt. 3,50"', () => {
    const inv = extractInvoice(
      layout([
        ...items,
        [160, 300, 'Nettobetrag'],
        [160, 470, '1.050,00'],
        [172, 300, 'zzgl. 19 % MwSt.'],
        [172, 470, '190,00'],
        [184, 300, 'zzgl. 7 % MwSt.'],
        [184, 470, '3,50'],
        [196, 300, 'Gesamtbetrag'],
        [196, 470, '1.243,50'],
      ]),
    ).invoice;
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual(want);
    expect(inv.lines.map((l) => l.vatRate)).toEqual(['19', '7']);
  });
  it('… and from a totals head "Netto | MwSt 19 % | MwSt 7 % | Brutto" with the amounts below', () => {
    const inv = extractInvoice(
      layout([
        ...items,
        [160, 40, 'Netto'],
        [160, 200, 'MwSt 19%'],
        [160, 350, 'MwSt 7%'],
        [160, 470, 'Brutto'],
        [172, 40, '1.050,00'],
        [172, 200, '190,00'],
        [172, 350, '3,50'],
        [172, 470, '1.243,50'],
      ]),
    ).invoice;
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual(want);
  });
  it('… also over two pages with a carried-over sum ("Transport") at the foot and under the repeated header', () => {
    const rows: Array<[number, number, number, string]> = [];
    const head = (page: number, y: number) => {
      for (const [x, t] of [
        [40, 'Nr.'],
        [70, 'Omschrijving'],
        [280, 'Aantal'],
        [340, 'Eenheid'],
        [400, 'Prijs'],
        [480, 'Bedrag'],
      ] as Array<[number, string]>)
        rows.push([page, y, x, t]);
    };
    const item = (page: number, y: number, cells: string[]) =>
      cells.forEach((t, i) => {
        rows.push([page, y, [40, 70, 280, 340, 400, 480][i] as number, t]);
      });
    rows.push([1, 40, 40, 'FACTUUR'], [1, 52, 40, 'Factuurnr. 2024-17'], [1, 64, 40, 'Datum 01-03-2024']);
    head(1, 100);
    item(1, 114, ['1', 'Advies', '10', 'uur', '100,00', '1.000,00']);
    item(1, 128, ['2', 'Handboek', '1', 'stuks', '50,00', '50,00']);
    rows.push([1, 146, 70, 'Transport'], [1, 146, 480, '1.050,00']);
    rows.push([1, 770, 40, 'Voorbeeld B.V.'], [1, 770, 220, 'IBAN NL91 ABNA 0417 1643 00']);
    rows.push([1, 800, 500, 'Pagina 1/2']);
    head(2, 60);
    rows.push([2, 74, 70, 'Transport'], [2, 74, 480, '1.050,00']);
    item(2, 90, ['3', 'Boek', '2', 'stuks', '25,00', '50,00']);
    rows.push(
      [2, 120, 300, 'Subtotaal'],
      [2, 120, 480, '1.100,00'],
      [2, 132, 300, 'BTW 21%'],
      [2, 132, 480, '210,00'],
      [2, 144, 300, 'BTW 9%'],
      [2, 144, 480, '9,00'],
      [2, 156, 300, 'Totaal'],
      [2, 156, 480, '1.319,00'],
    );
    const doc = buildDoc(
      rows.map(([page, y, x, text]) => ({ page, y, x, text, w: text.length * 5, h: 10, size: 10 })),
      [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    );
    const inv = extractInvoice(doc).invoice;
    expect(inv.lines.map((l) => [l.netAmount, l.vatRate])).toEqual([
      ['1000.00', '21'],
      ['50.00', '9'],
      ['50.00', '9'],
    ]);
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['21', '1000.00', '210.00'],
      ['9', '100.00', '9.00'],
    ]);
  });
  it('gives nothing when two assignments of the lines fit', () => {
    expect(
      breakdownFromRateTaxes(
        // 7 % of 2,82 and of 2,90 round to 0,20; 5 % of 10,00 and of 10,08 to 0,50
        [{ net: '2.82' }, { net: '0.08' }, { net: '10.00' }],
        [
          { rate: '7', tax: '0.20' },
          { rate: '5', tax: '0.50' },
        ],
        '12.90',
        '0.70',
      ),
    ).toBeUndefined();
  });
  it('puts freight among the totals (net total above the line sum) on the rate whose tax it gives', () => {
    // Warenwert 963,50 / Versandkosten 9,95 / Nettobetrag 973,45 / USt 19 % 4,03 / USt 7 % 66,66
    expect(
      breakdownFromRateTaxes(
        [
          { net: '11.25', rate: '19' },
          { net: '77.00', rate: '7' },
          { net: '875.25', rate: '7' },
        ],
        [
          { rate: '19', tax: '4.03' },
          { rate: '7', tax: '66.66' },
        ],
        '973.45',
        '70.69',
      ),
    ).toEqual([
      { rate: '19', taxableAmount: '21.20', taxAmount: '4.03' },
      { rate: '7', taxableAmount: '952.25', taxAmount: '66.66' },
    ]);
  });
});

describe('allowance rows under items', () => {
  const rows = (net: string): Array<[number, number, string]> => [
    [40, 40, 'Rechnung Nr. 5 vom 01.03.2024'],
    [100, 40, 'Pos'],
    [100, 80, 'Bezeichnung'],
    [100, 300, 'Menge'],
    [100, 380, 'Preis'],
    [100, 470, 'Betrag'],
    [114, 40, '1'],
    [114, 80, 'Kunstrasen'],
    [114, 300, '3'],
    [114, 380, '4,00'],
    [114, 470, '12,00'],
    [128, 340, 'abzgl.'],
    [128, 380, '16,7% Rabatt'],
    [128, 470, '-2,00'],
    [142, 40, '2'],
    [142, 80, 'Schweinesteak'],
    [142, 300, '5'],
    [142, 380, '5,50'],
    [142, 470, '27,50'],
    [170, 300, 'Positionssumme'],
    [170, 470, net],
  ];
  it('takes the row off the item above when the printed line total is the sum after it', () => {
    const inv = extractInvoice(layout(rows('37,50'))).invoice;
    expect(inv.lines.map((l) => [l.item.name, l.netAmount])).toEqual([
      ['Kunstrasen', '10.00'],
      ['Schweinesteak', '27.50'],
    ]);
    expect(inv.lines[0]?.allowances).toEqual([
      { amount: '2.00', percentage: '16.7', baseAmount: '12.00', reason: 'abzgl. Rabatt' },
    ]);
  });
  it('leaves the item as printed when the line total is the sum before it', () => {
    const inv = extractInvoice(layout(rows('39,50'))).invoice;
    expect(inv.lines.map((l) => l.netAmount)).toEqual(['12.00', '27.50']);
    expect(inv.lines[0]?.allowances).toEqual([]);
  });
});

describe('an invoice without item rows', () => {
  it('gets one line for its net amount, named by the text above it, and still the no-lines notice', () => {
    const { invoice, notices } = extractInvoice(
      layout([
        [100, 40, 'Rechnung Nr. 2015738820'],
        [130, 43, 'Finanzrate vom 01.11.2024 bis 30.11.2024'],
        [142, 43, 'Nettobetrag'],
        [142, 500, '376,37'],
        [170, 43, 'MwSt. 19 %'],
        [170, 500, '71,51'],
        [182, 43, 'Gesamtbetrag'],
        [182, 500, '447,88'],
      ]),
    );
    expect(
      invoice.lines.map((l) => [
        l.item.name,
        l.quantity,
        l.unitCode,
        l.price.netPrice,
        l.netAmount,
        l.vatRate,
      ]),
    ).toEqual([['Finanzrate vom 01.11.2024 bis 30.11.2024', '1', 'C62', '376.37', '376.37', '19']]);
    expect(notices.map((n) => n.code)).toContain('EXTRACT_NO_LINES');
  });
});
