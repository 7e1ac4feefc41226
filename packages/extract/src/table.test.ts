import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { buildDoc, type TextItem } from './layout.ts';
import { extractLines, findHeaders } from './table.ts';
import { layout } from './test-layout.ts';
import { findVatRows } from './vat.ts';

describe('item tables', () => {
  it('takes no position number from a quantity printed with its unit ("40 kg")', () => {
    const doc = layout([
      [235, 70, 'Désignation'],
      [235, 338, 'Qté'],
      [235, 398, 'Montant HT'],
      [235, 520, 'PU HT'],
      [251, 70, 'Projektleitung'],
      [251, 338, '1 m'],
      [251, 408, '506,21'],
      [251, 515, '506,21'],
      [265, 70, 'Toner cartridge'],
      [265, 333, '40 kg'],
      [265, 398, '17 762,80'],
      [265, 515, '444,07'],
      [279, 70, 'Montagearbeiten'],
      [279, 318, '40 heure'],
      [279, 398, '20 391,60'],
      [279, 515, '509,79'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.quantity, l.unitCode, l.netAmount])).toEqual([
      [undefined, '1', 'MTR', '506.21'],
      [undefined, '40', 'KGM', '17762.80'],
      [undefined, '40', 'HUR', '20391.60'],
    ]);
  });

  it('reads no line amount from a column of unknown heading right of the amount column', () => {
    const doc = layout([
      [240, 40, 'Désignation'],
      [240, 235, 'Qté'],
      [240, 285, 'Unité'],
      [240, 383, 'PU HT'],
      [240, 453, 'Montant HT'],
      [240, 515, 'Réf.'],
      [256, 40, 'Beratung'],
      [256, 235, '40'],
      [256, 285, 'heure'],
      [256, 383, '75,26'],
      [256, 463, '3 010,40'],
      [256, 515, '1'],
      [270, 40, 'Consulting'],
      [270, 235, '12,5'],
      [270, 285, 'kg'],
      [270, 378, '520,52'],
      [270, 463, '6 506,50'],
      [270, 515, '2'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.quantity, l.price, l.netAmount])).toEqual([
      ['40', '75.26', '3010.40'],
      ['12.5', '520.52', '6506.50'],
    ]);
  });

  it('attaches a description printed above its numbers to the item below', () => {
    // each item: name line, numbers line, detail line; items separated by a wide gap
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 80, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 470, 'Betrag'],
      [140, 80, 'Wartung Heizung'],
      [152, 40, '1'],
      [152, 300, '2'],
      [152, 380, '45,00'],
      [152, 470, '90,00'],
      [164, 80, 'Zeitraum Mai'],
      [210, 80, 'Filter tauschen'],
      [222, 40, '2'],
      [222, 300, '3'],
      [222, 380, '10,00'],
      [222, 470, '30,00'],
      [234, 80, 'Zeitraum Juni'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => l.name)).toEqual(['Wartung Heizung', 'Filter tauschen']);
    expect(lines.map((l) => l.netAmount)).toEqual(['90.00', '30.00']);
    expect(lines.map((l) => l.id)).toEqual(['1', '2']);
  });

  it('reads a two-line header, wrapped names, a discount column and stops at a totals header', () => {
    const doc = layout([
      [100, 80, 'Description'],
      [100, 300, 'Qty'],
      [100, 350, 'Unit price'],
      [100, 420, 'Disc.'],
      [112, 480, 'Total'],
      [130, 40, 'Garden chair, teak,'],
      [130, 300, '4'],
      [130, 350, '50.00'],
      [130, 420, '10%'],
      [130, 480, '180.00'],
      [140, 40, 'weatherproof finish'],
      [170, 40, 'Parasol (blue)'],
      [170, 300, '1'],
      [170, 350, '20.00'],
      [170, 480, '20.00'],
      [200, 300, 'Net amount'],
      [200, 400, 'VAT amount'],
      [200, 480, 'Total amount'],
      [212, 300, '200.00'],
      [212, 400, '40.00'],
      [212, 480, '240.00'],
    ]);
    expect(findHeaders(doc)).toHaveLength(1);
    const lines = extractLines(doc, '.');
    expect(lines.map((l) => l.name)).toEqual(['Garden chair, teak, weatherproof finish', 'Parasol (blue)']);
    expect(lines[0]?.vatRate).toBeUndefined();
    expect(lines[0]?.quantity).toBe('4');
  });

  it('drops a GTIN glued to the name', () => {
    const doc = layout([
      [100, 40, 'Artikel'],
      [100, 300, 'Menge'],
      [100, 380, 'Einzelpreis'],
      [100, 470, 'Gesamt'],
      [120, 40, '4012345678901Apfelsaft 1l'],
      [120, 300, '6'],
      [120, 380, '1,50'],
      [120, 470, '9,00'],
    ]);
    expect(extractLines(doc, ',')[0]?.name).toBe('Apfelsaft 1l');
  });

  it('drops the item code in brackets before the name', () => {
    const doc = layout([
      [100, 40, 'Description'],
      [100, 300, 'Quantity'],
      [100, 380, 'Unit Price'],
      [100, 470, 'Amount'],
      [120, 40, '[DESK-0042] Standing Desk'],
      [120, 300, '2'],
      [120, 380, '310.00'],
      [120, 470, '620.00'],
      [136, 40, '[Cable] Power cable'],
      [136, 300, '1'],
      [136, 380, '5.00'],
      [136, 470, '5.00'],
    ]);
    expect(extractLines(doc, '.').map((l) => l.name)).toEqual(['Standing Desk', 'Power cable']);
  });
});

describe('VAT rows', () => {
  it('prefers the base whose base + tax is printed on the row', () => {
    // 7 % of both 2.90 and 2.82 rounds to 0.20; the gross 3.02 tells which is the base
    const doc = layout([
      [100, 40, 'MwSt'],
      [112, 40, '2,90'],
      [112, 100, '-0,08'],
      [112, 160, '2,82'],
      [112, 220, '0,20'],
      [112, 280, '7,0'],
      [112, 340, '3,02'],
    ]);
    const rows = findVatRows(doc, ',', new Set());
    expect(rows[0]).toMatchObject({ rate: '7', base: '2.82', tax: '0.20' });
  });
  it('takes the base printed nearest the tax when two bases fit and no gross is printed', () => {
    // "goods value | allowance | base | rate | tax": 7 % of -2,90 and of -2,82 both round to -0,20
    const doc = layout([
      [100, 40, 'Art (Kategorie)'],
      [100, 200, 'Warenwert'],
      [100, 280, 'Zu-/Abschlag'],
      [100, 360, 'Basisbetrag'],
      [100, 430, 'Steuersatz'],
      [100, 500, 'Steuerbetrag'],
      [112, 40, 'Umsatzsteuer (S)'],
      [112, 200, '-2,90'],
      [112, 280, '0,08'],
      [112, 360, '-2,82'],
      [112, 430, '7'],
      [112, 500, '-0,20'],
    ]);
    expect(findVatRows(doc, ',', new Set())[0]).toMatchObject({ rate: '7', base: '-2.82', tax: '-0.20' });
  });
  it('reads a 0 % row under a VAT table head without a VAT word on the row', () => {
    const doc = layout([
      [100, 40, 'Taux TVA'],
      [100, 140, 'Prix HT'],
      [100, 240, 'TVA'],
      [100, 320, 'Montant total'],
      [112, 40, '10,00 %'],
      [112, 140, '1.235,40 €'],
      [112, 240, '123,54 €'],
      [112, 320, '1.358,94 €'],
      [124, 40, '0,00 %'],
      [124, 140, '9,90 €'],
      [124, 240, '0,00 €'],
      [124, 320, '9,90 €'],
    ]);
    expect(findVatRows(doc, ',', new Set()).map((r) => [r.rate, r.base, r.tax])).toEqual([
      ['10', '1235.40', '123.54'],
      ['0', '9.90', '0.00'],
    ]);
  });
});

describe('document-level allowances and charges among the items', () => {
  it('keeps them out of the lines and lets the line sum differ from the net total', () => {
    const doc = layout([
      [100, 40, 'Désignation'],
      [100, 300, 'Qté'],
      [100, 380, 'P.U. HT'],
      [100, 470, 'Montant HT'],
      [120, 40, 'Conseil'],
      [120, 300, '2'],
      [120, 380, '40,00'],
      [120, 470, '80,00'],
      [140, 40, 'Déplacement'],
      [140, 300, '1'],
      [140, 380, '20,00'],
      [140, 470, '20,00'],
      [160, 40, 'REMISE : FIDÉLITÉ'],
      [160, 470, '-10,00'],
      [172, 40, 'FRAIS : DOSSIER'],
      [172, 470, '5,00'],
      [200, 300, 'Total HT'],
      [200, 470, '95,00'],
      [212, 300, 'TVA 20 %'],
      [212, 470, '19,00'],
      [224, 300, 'Total TTC'],
      [224, 470, '114,00'],
    ]);
    const rows = extractLines(doc, ',');
    expect(rows.filter((r) => !r.docLevel).map((r) => r.name)).toEqual(['Conseil', 'Déplacement']);
    expect(rows.filter((r) => r.docLevel).map((r) => r.docLevel)).toEqual(['allowance', 'charge']);
    const inv = extractInvoice(doc).invoice;
    expect(inv.lines).toHaveLength(2);
    expect(inv.totals).toMatchObject({
      lineNetTotal: '100.00',
      taxExclusive: '95.00',
      allowanceTotal: '10.00',
      chargeTotal: '5.00',
    });
  });
});

describe('VAT category', () => {
  it('reads a code column and VATEX exemption codes', () => {
    const doc = layout([
      [100, 40, 'TVA'],
      [112, 40, 'VATEX-EU-IC'],
      [112, 300, 'K'],
      [112, 340, '0,00%'],
      [112, 400, '250,00'],
      [112, 480, '0,00'],
      [124, 300, 'S'],
      [124, 340, '20,00%'],
      [124, 400, '100,00'],
      [124, 480, '20,00'],
    ]);
    const rows = findVatRows(doc, ',', new Set());
    expect(rows.map((r) => [r.category, r.rate, r.base])).toEqual([
      ['K', '0', '250.00'],
      ['S', '20', '100.00'],
    ]);
  });
});

describe('units named in the description', () => {
  it('reads "(Stunde)" and "pro Liter" when there is no unit column', () => {
    const doc = layout([
      [100, 40, 'Menge'],
      [100, 120, 'Produkt'],
      [100, 350, 'Preis'],
      [100, 450, 'Gesamtbetrag'],
      [120, 40, '2,00'],
      [120, 120, 'Beratung (Stunde)'],
      [120, 350, '90,00'],
      [120, 450, '180,00'],
      [140, 40, '10,00'],
      [140, 120, 'Heizöl pro Liter'],
      [140, 350, '1,10'],
      [140, 450, '11,00'],
      [160, 40, '1,00'],
      [160, 120, 'Anfahrt (Pauschale)'],
      [160, 350, '30,00'],
      [160, 450, '30,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.unitCode)).toEqual(['HUR', 'LTR', undefined]);
  });
});

describe('two-line table headers', () => {
  it('joins the upper header words to the columns below or adds them as columns', () => {
    const doc = layout([
      [88, 300, 'Menge'],
      [88, 420, 'Preis/'],
      [100, 40, 'Pos'],
      [100, 120, 'Artikelbeschreibung'],
      [100, 340, 'Meng.-einheit'],
      [100, 420, 'Einheit'],
      [100, 500, 'Betrag'],
      [120, 40, '1'],
      [120, 120, 'Ordner A4'],
      [120, 300, '20'],
      [120, 340, 'Stk.'],
      [120, 420, '2,50'],
      [120, 500, '50,00'],
    ]);
    const h = findHeaders(doc);
    expect(h[0]?.columns.map((c) => c.kind)).toEqual(['pos', 'desc', 'qty', 'unit', 'price', 'amount']);
    expect(extractLines(doc, ',')[0]).toMatchObject({
      name: 'Ordner A4',
      quantity: '20',
      price: '2.50',
      netAmount: '50.00',
    });
  });
});

describe('totals block with a header row', () => {
  it('takes the sum row below per-rate rows as the totals', () => {
    const doc = layout([
      [100, 40, 'Warenwert'],
      [100, 150, 'Nettobetrag'],
      [100, 260, 'MwSt-Betrag'],
      [100, 370, 'MwSt-%'],
      [100, 450, 'Endbetrag'],
      [114, 40, '100,00'],
      [114, 150, '100,00'],
      [114, 260, '19,00'],
      [114, 370, '19,0'],
      [114, 450, '119,00'],
      [126, 40, '50,00'],
      [126, 150, '50,00'],
      [126, 260, '3,50'],
      [126, 370, '7,0'],
      [126, 450, '53,50'],
      [146, 40, '150,00'],
      [146, 150, '150,00'],
      [146, 260, '22,50'],
      [146, 450, '172,50'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.totals).toMatchObject({ taxExclusive: '150.00', vatTotal: '22.50', taxInclusive: '172.50' });
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['19', '100.00', '19.00'],
      ['7', '50.00', '3.50'],
    ]);
  });
});

describe('French price columns', () => {
  it('reads "Prix HT" as the line amount, "Prix" above as the unit price (net of the discount), ends at "Taux TVA"', () => {
    const doc = layout([
      [96, 400, 'Prix'],
      [100, 150, 'Description'],
      [100, 330, 'Quantité'],
      [100, 460, 'Rem.'],
      [100, 510, 'Prix HT'],
      [106, 400, 'unitaire'],
      [130, 40, 'Nougat 250g'],
      [130, 340, '20 Unit(s)'],
      [130, 400, '4,55 €'],
      [130, 460, '10%'],
      [130, 510, '81,90 €'],
      [160, 40, 'Taux TVA'],
      [160, 150, 'Base'],
      [160, 260, 'Montant'],
      [172, 40, '20,00 %'],
      [172, 150, '81,90 €'],
      [172, 260, '16,38 €'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: '20', price: '4.10', netAmount: '81.90', consistent: true });
    expect(lines[0]?.vatRate).toBeUndefined();
  });
});

describe('column words', () => {
  it('reads "Entgelt" as the line amount column', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 120, 'Artikelbeschreibung'],
      [100, 300, 'Menge'],
      [100, 400, 'Einzelpreis'],
      [100, 480, 'Entgelt'],
      [100, 540, 'USt. %'],
      [120, 40, '1'],
      [120, 120, 'Rasen'],
      [120, 300, '3,00'],
      [120, 400, '4,00'],
      [120, 480, '12,00'],
      [120, 550, '19'],
    ]);
    expect(extractLines(doc, ',')[0]).toMatchObject({
      netAmount: '12.00',
      price: '4.00',
      quantity: '3.00',
      vatRate: '19',
    });
  });
});

describe('name & description column', () => {
  it('takes the part before the dash as the name when the header says "name & description"', () => {
    const doc = layout([
      [88, 110, 'ARTICLE & DESIGNATION'],
      [100, 40, 'Ligne'],
      [100, 300, 'P.U. HT'],
      [100, 380, 'Qté'],
      [100, 480, 'TOTAL HT'],
      [130, 40, '1'],
      [130, 110, 'CONSEIL JURIDIQUE - Prestation mensuelle'],
      [130, 300, '80,00'],
      [130, 380, '2,00'],
      [130, 480, '160,00'],
      [160, 40, '2'],
      [160, 110, 'Cartouches encre'],
      [160, 300, '5,00'],
      [160, 380, '3,00'],
      [160, 480, '15,00'],
    ]);
    expect(findHeaders(doc)[0]?.nameAndDescription).toBe(true);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['CONSEIL JURIDIQUE', 'Cartouches encre']);
  });

  it('keeps a dash inside the name under a plain description header', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 110, 'Beschreibung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 480, 'Betrag'],
      [130, 40, '1'],
      [130, 110, 'Stadtfahrt - je Kilometer'],
      [130, 300, '10'],
      [130, 380, '2,00'],
      [130, 480, '20,00'],
    ]);
    expect(findHeaders(doc)[0]?.nameAndDescription).toBeUndefined();
    expect(extractLines(doc, ',')[0]?.name).toBe('Stadtfahrt - je Kilometer');
  });
});

describe('item names', () => {
  it('takes a code-like name on the numbers line and joins it across hyphen breaks', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 110, 'Referenzen'],
      [100, 200, 'Beschreibung'],
      [100, 300, 'Preis'],
      [100, 380, 'Menge'],
      [100, 480, 'Betrag'],
      [120, 40, '1'],
      [120, 200, 'SCHRAUBE-M8X40-'],
      [120, 300, '0,50'],
      [120, 380, '100'],
      [120, 480, '50,00'],
      [128, 110, 'Art-Nr:'],
      [128, 200, 'VERZINKT-A2'],
      [140, 200, '• Beschreibung: Schraube'],
      [170, 40, '2'],
      [170, 200, 'Ballons: bunt'],
      [170, 300, '2,00'],
      [170, 380, '3'],
      [170, 480, '6,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'SCHRAUBE-M8X40-VERZINKT-A2',
      'Ballons: bunt',
    ]);
  });

  it('continues a name with a qualifier in parentheses below it and drops a quantity in the name run', () => {
    const doc = layout([
      [100, 40, 'Menge'],
      [100, 120, 'Produkt'],
      [100, 340, 'Preis'],
      [100, 440, 'Gesamtbetrag'],
      [120, 40, '2,00'],
      [120, 120, 'Beratung vor Ort'],
      [120, 340, '90,00'],
      [120, 440, '180,00'],
      [131, 120, '(Stunde):'],
    ]);
    const [l] = extractLines(doc, ',');
    expect(l?.name).toBe('Beratung vor Ort (Stunde)');
    expect(l?.unitCode).toBe('HUR');
    const doc2 = layout([
      [100, 40, 'Pos'],
      [100, 120, 'Artikelbeschreibung'],
      [100, 290, 'Menge'],
      [100, 400, 'Preis'],
      [100, 480, 'Betrag'],
    ]);
    // the text layer ran the quantity into the name: one segment from 120 to 311
    doc2.lines.push({
      page: 1,
      index: doc2.lines.length,
      y: 120,
      h: 10,
      text: '1 Kunstrasen 3m breit 3,00 4,00 12,00',
      segs: [
        { text: '1', x: 40, y: 120, w: 5, h: 10 },
        { text: 'Kunstrasen 3m breit 3,00', x: 120, y: 120, w: 191, h: 10 },
        { text: '4,00', x: 400, y: 120, w: 20, h: 10 },
        { text: '12,00', x: 480, y: 120, w: 25, h: 10 },
      ],
    });
    const [k] = extractLines(doc2, ',');
    expect(k).toMatchObject({ name: 'Kunstrasen 3m breit', quantity: '3.00', netAmount: '12.00' });
    // … also when a wrapped line is joined to the name: the quantity is not left inside it
    doc2.lines.push({
      page: 1,
      index: doc2.lines.length,
      y: 131,
      h: 10,
      text: 'extra',
      segs: [{ text: 'extra', x: 120, y: 131, w: 40, h: 10 }],
    });
    const [k2] = extractLines(doc2, ',');
    expect(k2?.name).not.toContain('3,00');
    expect(k2?.name).toMatch(/^Kunstrasen 3m breit/);
  });
});

describe('inline label values inside the item table', () => {
  it('does not start items at lines whose numbers follow "Label:" and keeps the VAT rate of the numbers line', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 110, 'Bezeichnung'],
      [100, 240, 'Menge'],
      [100, 360, 'Preis'],
      [100, 450, 'MwSt-%'],
      [100, 520, 'Betrag'],
      [120, 40, '1'],
      [120, 110, 'Zucker 1kg'],
      [120, 240, '4'],
      [120, 360, '2,00'],
      [120, 455, '7,0'],
      [120, 520, '8,00'],
      [130, 110, 'Rabatt 1:'],
      [130, 170, '2,00%'],
      [130, 240, 'Basis: 8,00'],
      [130, 330, 'Betrag: 0,16'],
      [140, 110, 'Bruttopreis: 2,04'],
      [140, 240, 'Gesamtrabatt: -0,16'],
      [160, 40, '2'],
      [160, 110, 'Mehl 1kg'],
      [160, 240, '2'],
      [160, 360, '1,50'],
      [160, 455, '7,0'],
      [160, 520, '3,00'],
      [250, 40, 'Rechnungsrabatt:'],
      [250, 130, 'Basisbetrag:'],
      [250, 200, '11,00,'],
      [250, 250, 'MwSt.-% 7,0,'],
      [250, 330, 'Rabattbetrag:'],
      [250, 400, '0,22'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.name, l.netAmount, l.vatRate])).toEqual([
      ['Zucker 1kg', '8.00', '7.0'],
      ['Mehl 1kg', '3.00', '7.0'],
    ]);
  });
});

describe('VAT category from the row label and rows of the same rate', () => {
  it('reads "(E)" printed on the label line above the numbers', () => {
    const doc = layout([
      [100, 66, 'Art (Kategorie)'],
      [100, 355, 'Basisbetrag'],
      [100, 428, 'Steuersatz'],
      [100, 503, 'Steuerbetrag'],
      [118, 66, 'Umsatzsteuer (E)'],
      [127, 66, 'Steuerfreie'],
      [131, 362, '824,88'],
      [131, 458, '0'],
      [131, 520, '0,00'],
      [136, 66, 'Ausfuhrlieferung'],
    ]);
    const rows = findVatRows(doc, ',', new Set());
    expect(rows.map((r) => [r.category, r.rate, r.base])).toEqual([['E', '0', '824.88']]);
  });

  it('keeps two 0 % rows with different categories in the breakdown', () => {
    const doc = layout([
      [40, 40, 'Rechnung Nr. 77'],
      [60, 40, 'Datum: 01.02.2025'],
      [300, 40, 'Code'],
      [300, 100, 'Taux'],
      [300, 200, 'Base'],
      [300, 300, 'TVA'],
      [312, 40, 'S'],
      [312, 100, '20,00%'],
      [312, 200, '100,00'],
      [312, 300, '20,00'],
      [324, 40, 'E'],
      [324, 100, '0,00%'],
      [324, 200, '60,00'],
      [324, 300, '0,00'],
      [336, 40, 'K'],
      [336, 100, '0,00%'],
      [336, 200, '40,00'],
      [336, 300, '0,00'],
      [360, 40, 'Total HT'],
      [360, 300, '200,00'],
      [372, 40, 'Total TVA'],
      [372, 300, '20,00'],
      [384, 40, 'Total TTC'],
      [384, 300, '220,00'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.vatBreakdown.map((r) => [r.categoryCode, r.rate, r.taxableAmount])).toEqual([
      ['S', '20', '100.00'],
      ['E', '0', '60.00'],
      ['K', '0', '40.00'],
    ]);
  });
});

describe('VAT row with two possible rates', () => {
  it('takes the number printed as a rate ("7"), not a money amount ("22,00") that is also a known rate', () => {
    const doc = layout([
      [100, 66, 'Umsatzsteuer (S)'],
      [100, 365, '22,00'],
      [100, 458, '7'],
      [100, 520, '1,54'],
    ]);
    const rows = findVatRows(doc, ',', new Set());
    expect(rows.map((r) => [r.rate, r.base, r.tax])).toEqual([['7', '22.00', '1.54']]);
  });
});

describe('stacked French header and labelled allowance rows', () => {
  it('finds the line amount column printed above the header row and keeps "REMISE :" rows out of the lines', () => {
    const doc = layout([
      [96, 480, 'TOTAL HT'],
      [100, 40, 'Ligne'],
      [100, 70, 'CODE ARTICLE,'],
      [100, 300, 'P.U. HT'],
      [100, 400, 'Qté'],
      [100, 540, 'TVA'],
      [130, 40, '1'],
      [130, 130, 'CONSEIL'],
      [130, 300, '60,00'],
      [130, 400, '1,00'],
      [130, 490, '60,00'],
      [130, 540, '20,00%'],
      [160, 40, '2'],
      [160, 130, 'PAPIER'],
      [160, 300, '10,00'],
      [160, 400, '3,00'],
      [160, 490, '30,00'],
      [160, 540, '20,00%'],
      [190, 75, '95'],
      [190, 130, 'REMISE : COMMERCIALE'],
      [190, 340, '5,00% sur 90,00 EUR'],
      [190, 492, '-4,50'],
      [190, 540, '20,00%'],
    ]);
    expect(findHeaders(doc)[0]?.columns.map((c) => c.kind)).toContain('amount');
    const lines = extractLines(doc, ',');
    expect(lines.filter((l) => !l.docLevel).map((l) => [l.name, l.netAmount])).toEqual([
      ['CONSEIL', '60.00'],
      ['PAPIER', '30.00'],
    ]);
    expect(lines.find((l) => l.docLevel)).toMatchObject({ docLevel: 'allowance', netAmount: '-4.50' });
  });
});

describe('item-level allowances', () => {
  it('does not turn an unnumbered "Abschlag …" row under a numbered item into an item', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 150, 'Beschreibung'],
      [100, 300, 'Preis'],
      [100, 380, 'Menge'],
      [100, 500, 'Betrag'],
      [120, 40, '1'],
      [120, 150, 'Stahlblech'],
      [120, 300, '100,00'],
      [120, 380, '10'],
      [120, 500, '850,00'],
      [134, 160, 'Abschlag Lagerware'],
      [134, 358, '10'],
      [134, 400, '1000,00'],
      [134, 480, '-100,00'],
      [148, 160, 'Abschlag Direkt'],
      [148, 400, '1000,00'],
      [148, 485, '-50,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name, l.netAmount])).toEqual([
      ['1', 'Stahlblech', '850.00'],
    ]);
  });
});

describe('tables over a page break', () => {
  it('continues the items on the next page when the last item sits low on the page', () => {
    const items: TextItem[] = [
      [1, 660, 53, 'Pos'],
      [1, 660, 151, 'Beschreibung'],
      [1, 660, 280, 'Preis'],
      [1, 660, 358, 'Menge'],
      [1, 660, 505, 'Betrag'],
      [1, 690, 58, '1'],
      [1, 690, 156, 'Trennblätter'],
      [1, 690, 280, '9,90'],
      [1, 690, 360, '20'],
      [1, 690, 510, '198,00'],
      [1, 738, 165, 'Bruttopreis : 9,90'],
      [2, 55, 59, '2'],
      [2, 55, 159, 'Joghurt'],
      [2, 55, 280, '5,50'],
      [2, 55, 360, '50'],
      [2, 55, 510, '275,00'],
      [2, 165, 50, 'Zahlungsbedingungen:'],
      [2, 201, 51, 'Zahlbar sofort 12,00 14,00'],
    ].map(([page, y, x, text]) => ({
      page: Number(page),
      y: Number(y),
      x: Number(x),
      text: String(text),
      w: String(text).length * 5,
      h: 10,
    }));
    const doc = buildDoc(items, [
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name, l.netAmount])).toEqual([
      ['1', 'Trennblätter', '198.00'],
      ['2', 'Joghurt', '275.00'],
    ]);
  });

  it('keeps notes at the top of the next page with the item above when a wider gap follows them', () => {
    const items: TextItem[] = [
      [1, 660, 53, 'Pos'],
      [1, 660, 151, 'Beschreibung'],
      [1, 660, 280, 'Preis'],
      [1, 660, 358, 'Menge'],
      [1, 660, 505, 'Betrag'],
      [1, 740, 135, 'Montage'],
      [1, 740, 280, '43,20'],
      [1, 740, 360, '3'],
      [1, 740, 510, '129,60'],
      [1, 752, 135, 'Obermonteur'],
      // the position number and a note of the item above, printed below it on the next page
      [2, 55, 56, '01'],
      [2, 55, 159, 'Hinweis zur Montage'],
      [2, 67, 159, 'Für die doppelte Verlegung.'],
      [2, 103, 143, 'Deckenhalterung'],
      [2, 103, 280, '122,50'],
      [2, 103, 360, '1'],
      [2, 103, 510, '122,50'],
      [2, 115, 143, 'Stahl'],
      [2, 130, 56, '02'],
    ].map(([page, y, x, text]) => ({
      page: Number(page),
      y: Number(y),
      x: Number(x),
      text: String(text),
      w: String(text).length * 5,
      h: 10,
    }));
    const doc = buildDoc(items, [
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name, l.netAmount])).toEqual([
      // the position number printed under the item at the top of the next page is its id
      ['01', 'Montage Obermonteur', '129.60'],
      ['02', 'Deckenhalterung Stahl', '122.50'],
    ]);
  });
});

describe('rate before a VAT label, prices under a VAT header', () => {
  it('reads "19% VAT 108.87" as the VAT total and no price as a line VAT rate', () => {
    const doc = layout([
      [40, 57, 'Invoice 103767'],
      [55, 57, 'Date: 2026-02-17'],
      [370, 358, 'Unit Price Excl.'],
      [380, 57, 'No.'],
      [380, 104, 'Description'],
      [380, 278, 'Quantity'],
      [380, 330, 'Price'],
      [380, 398, 'VAT'],
      [380, 520, 'Total'],
      [403, 57, '1908-S'],
      [403, 104, 'Desk chair'],
      [403, 307, '3'],
      [403, 389, '191.00'],
      [403, 530, '573.00'],
      [449, 348, 'Subtotal'],
      [449, 530, '573.00'],
      [463, 348, '19% VAT'],
      [463, 530, '108.87'],
      [489, 348, 'Total Incl. VAT'],
      [489, 530, '681.87'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.totals.vatTotal).toBe('108.87');
    expect(inv.totals.taxInclusive).toBe('681.87');
    expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual([
      ['19', '573.00', '108.87'],
    ]);
    expect(inv.lines[0]?.vatRate).toBe('19');
  });
});

describe('header at the foot of a page, detail text with references', () => {
  it('reads the items on the next page and keeps "§ 2" / "62.000" detail lines inside the item', () => {
    const items: TextItem[] = [
      [1, 757, 53, 'Pos'],
      [1, 757, 126, 'Beschreibung'],
      [1, 757, 244, 'Nettopreis'],
      [1, 757, 358, 'Menge'],
      [1, 757, 505, 'Entgelt'],
      [2, 80, 56, '1'],
      [2, 80, 126, 'Wohngebäudeversicherung'],
      [2, 80, 287, '1.000,00'],
      [2, 80, 378, '1'],
      [2, 80, 505, '1.000,00'],
      [2, 131, 159, '- Feuerversicherung - Teil A § 2'],
      [2, 131, 352, '62.000 MK1914'],
      [2, 142, 159, '- Sturmversicherung - Teil A § 4'],
      [2, 142, 404, '62.000'],
      [2, 154, 159, '62.000 MK1914'],
    ].map(([page, y, x, text]) => ({
      page: Number(page),
      y: Number(y),
      x: Number(x),
      text: String(text),
      w: String(text).length * 5,
      h: 10,
    }));
    const doc = buildDoc(items, [
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name, l.quantity, l.price, l.netAmount])).toEqual([
      ['1', 'Wohngebäudeversicherung', '1', '1000.00', '1000.00'],
    ]);
  });
});

describe('allowances and charges section', () => {
  it('ends the items at a "Zu- und Abschläge" heading', () => {
    const doc = layout([
      [100, 72, 'Pos'],
      [100, 146, 'Beschreibung'],
      [100, 367, 'Nettopreis'],
      [100, 418, 'Menge'],
      [100, 480, 'Betrag'],
      [120, 72, '1'],
      [120, 146, 'Joghurt Karton'],
      [120, 367, '29.10'],
      [120, 418, '2'],
      [120, 480, '58.20'],
      [160, 49, 'Zu- und Abschläge (Rechnungsebene):'],
      [176, 86, 'Art'],
      [176, 242, 'Basisbetrag'],
      [176, 455, 'Betrag'],
      [192, 86, 'Rechnungsrabatt 1'],
      [192, 242, '220.00'],
      [192, 321, '2 %'],
      [192, 455, '-4.40'],
      [208, 86, 'Transportkosten'],
      [208, 384, '19 %'],
      [208, 455, '+3.00'],
    ]);
    expect(extractLines(doc, '.').map((l) => [l.name, l.netAmount])).toEqual([['Joghurt Karton', '58.20']]);
  });
});

describe('item names starting like a reference label', () => {
  it('keeps "Lieferung und Montage" as a name but skips "Lieferschein …" / "Lief-Nr" lines', () => {
    const doc = layout([
      [100, 66, 'Pos'],
      [100, 186, 'Beschreibung'],
      [100, 278, 'Nettopreis'],
      [100, 345, 'Menge'],
      [100, 505, 'Nettobetrag'],
      [120, 66, '1'],
      [120, 186, 'Lieferung und Montage'],
      [120, 300, '200,00'],
      [120, 359, '1'],
      [120, 515, '200,00'],
      [127, 186, 'Carport'],
      [160, 66, '2'],
      [160, 120, 'Lieferschein 4711'],
      [160, 300, '5,00'],
      [160, 359, '2'],
      [160, 515, '10,00'],
      [167, 186, 'Schrauben'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Lieferung und Montage Carport', 'Schrauben']);
  });
});

describe('item text below a multi-line header', () => {
  it('keeps the text from the first line with a digit, not the header lines or a running note', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 120, 'Description'],
      [100, 300, 'Qty'],
      [100, 360, 'Price'],
      [100, 470, 'Amount'],
      [108, 40, 'LINE'],
      [108, 470, '(EUR)'],
      [116, 60, '# order line: 1'],
      [124, 120, 'Support service'],
      [132, 40, '1'],
      [132, 300, '2'],
      [132, 360, '30,00'],
      [132, 470, '60,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Support service']);
    // a sentence running across the number columns is no item text
    const note = layout([
      [100, 40, 'Pos'],
      [100, 120, 'Description'],
      [100, 300, 'Qty'],
      [100, 360, 'Price'],
      [100, 470, 'Amount'],
      [111, 40, 'We invoice the items of delivery no. 2024-118 as follows:'.padEnd(100, ' ')],
      [122, 40, '1'],
      [122, 120, 'Garden hose'],
      [122, 300, '2'],
      [122, 360, '30,00'],
      [122, 470, '60,00'],
    ]);
    expect(extractLines(note, ',').map((l) => l.name)).toEqual(['Garden hose']);
  });
});

describe('wrapped names and description lines', () => {
  const head: Array<[number, number, string]> = [
    [100, 40, 'Pos'],
    [100, 120, 'Bezeichnung'],
    [100, 300, 'Menge'],
    [100, 360, 'Preis'],
    [100, 470, 'Betrag'],
  ];
  it('stops at a line below the name when its first word would have fitted on the line above', () => {
    // the widest first line (24 characters) shows the names wrap at that width or wider
    const doc = layout([
      ...head,
      [120, 40, '1'],
      [120, 120, 'Gartenschlauch 20 m grün'],
      [120, 300, '3'],
      [120, 360, '4,00'],
      [120, 470, '12,00'],
      [150, 40, '2'],
      [150, 120, 'Steak'],
      [150, 300, '5'],
      [150, 360, '5,50'],
      [150, 470, '27,50'],
      [160, 120, 'aus Bayern'],
      [180, 40, '3'],
      [180, 120, 'Mineralwasser Medium,'],
      [180, 300, '20'],
      [180, 360, '5,49'],
      [180, 470, '109,80'],
      [190, 120, '12 x 1,0l PET'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Gartenschlauch 20 m grün',
      'Steak',
      'Mineralwasser Medium, 12 x 1,0l PET',
    ]);
  });

  it('joins short rests of a wrapped name ("A4", "- 2,00"), broken hyphens and open parentheses', () => {
    const one = (rows: Array<[number, number, string]>) =>
      extractLines(
        layout([
          ...head,
          [120, 40, '1'],
          [120, 300, '2'],
          [120, 360, '2,00'],
          [120, 470, '4,00'],
          ...rows.map(([y, x, t]): [number, number, string] => [y, x, t]),
        ]),
        ',',
      )[0]?.name;
    expect(
      one([
        [120, 120, 'Trennblätter'],
        [130, 120, 'A4'],
      ]),
    ).toBe('Trennblätter A4');
    expect(
      one([
        [120, 120, 'Stadtfahrt'],
        [130, 120, '- 2,00'],
        [140, 120, 'Euro je'],
        [150, 120, 'Kilometer'],
      ]),
    ).toBe('Stadtfahrt - 2,00 Euro je Kilometer');
    expect(
      one([
        [120, 120, 'Kies, gewaschen'],
        [130, 120, '(Rundkorn-'],
        [140, 120, 'Splitt), lose'],
      ]),
    ).toBe('Kies, gewaschen (Rundkorn-Splitt), lose');
  });

  it('joins more than six wrapped lines of a long name', () => {
    const words = [
      'Pflaster aus',
      'Beton, grau',
      'Dicke 80 mm',
      'Fuge mit',
      'Sand gefüllt',
      'und gerüttelt',
      'Bettung aus',
      'Splitt 2/5',
    ];
    const doc = layout([
      ...head,
      [120, 40, '1'],
      [120, 300, '10'],
      [120, 360, '2,00'],
      [120, 470, '20,00'],
      ...words.map((w, i): [number, number, string] => [120 + i * 10, 120, w]),
    ]);
    expect(extractLines(doc, ',')[0]?.name).toBe(words.join(' '));
  });

  it('prints a name once when it stands twice, one line below the other', () => {
    const doc = layout([
      ...head,
      [120, 40, '1'],
      [120, 120, 'Müllsack extra stark'],
      [120, 300, '25'],
      [120, 360, '2,06'],
      [120, 470, '51,50'],
      [130, 120, 'Müllsack extra stark'],
    ]);
    expect(extractLines(doc, ',')[0]?.name).toBe('Müllsack extra stark');
  });

  it('drops an item code before " - " and a base quantity in the line unit after the name', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 100, 'Description'],
      [100, 330, 'Qty'],
      [100, 390, 'Price'],
      [100, 470, 'Amount'],
      [120, 40, '1'],
      [120, 100, 'GS-SCRW-A4-01 - Steel Screws (3 kg)'],
      [120, 330, '9 kg'],
      [120, 390, '15.00'],
      [120, 470, '45.00'],
      [140, 40, '2'],
      [140, 100, 'Lamp (2 pcs)'],
      [140, 330, '3 kg'],
      [140, 390, '5.00'],
      [140, 470, '15.00'],
    ]);
    const lines = extractLines(doc, '.');
    expect(lines.map((l) => l.name)).toEqual(['Steel Screws', 'Lamp (2 pcs)']);
    expect(lines[0]?.unitCode).toBe('KGM');
  });
});

describe('text and component lines under an item', () => {
  it('starts no item at a time of day, a GTIN or a quantity with only a VAT rate', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 80, 'Beschreibung'],
      [100, 200, 'Menge'],
      [100, 260, 'Preis'],
      [100, 330, 'MwSt'],
      [100, 400, 'Betrag'],
      [120, 40, '1'],
      [120, 80, 'Tageskarte'],
      [120, 200, '1'],
      [120, 260, '8,41'],
      [120, 330, '7'],
      [120, 400, '8,41'],
      // "15" / "39" fall under the quantity column, "17" under the price column
      [132, 130, 'Gültig ab 15:39 Uhr bis 17:39 Uhr'],
      [144, 130, 'JOG103'],
      [144, 200, '20'],
      [144, 260, '4123456001035'],
      [156, 100, 'Erdbeer Becher'],
      [156, 200, '20,0000 Stk.'],
      [156, 330, '7,0'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.name, l.netAmount])).toEqual([['Tageskarte', '8.41']]);
  });

  it('reads a dimension in a text line ("Erdbeer 20 x 150g Becher") as text, not a quantity', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 80, 'Beschreibung'],
      [100, 200, 'Menge'],
      [100, 260, 'Preis'],
      [100, 330, 'MwSt'],
      [100, 400, 'Betrag'],
      [120, 40, '1'],
      [120, 80, 'Mischpalette'],
      [120, 200, '2'],
      [120, 260, '29,10'],
      [120, 330, '7'],
      [120, 400, '58,20'],
      // the "20" of "20 x 150g" falls under the quantity column
      [132, 160, 'Erdbeer 20 x 150g Becher'],
      [132, 400, '20'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.name, l.netAmount])).toEqual([['Mischpalette', '58.20']]);
  });

  it('reads the numbers of a bulleted detail line ("• … 10% von 450,-") as text', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 80, 'Beschreibung'],
      [100, 200, 'Menge'],
      [100, 260, 'Preis'],
      [100, 330, 'MwSt'],
      [100, 400, 'Betrag'],
      [120, 40, '1'],
      [120, 80, 'Allowance'],
      [120, 200, '-1'],
      [120, 260, '45,00'],
      [120, 330, '19%'],
      [120, 400, '-45,00'],
      // "10%" falls under the quantity column, "450" under the price column
      [132, 90, '• Beschreibung: Abschlag 10% von 450,-'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.name, l.netAmount])).toEqual([['Allowance', '-45.00']]);
  });

  it('reads a small table indented under an item (its own header row) as detail of the item', () => {
    const doc = layout([
      [100, 40, 'Pos'],
      [100, 80, 'Beschreibung'],
      [100, 250, 'Preis'],
      [100, 350, 'Menge'],
      [100, 480, 'Betrag'],
      [120, 40, '1'],
      [120, 80, 'Werkzeugset'],
      [120, 250, '100,00'],
      [120, 350, '10'],
      [120, 480, '1000,00'],
      [134, 120, 'Art-Nr.'],
      [134, 200, 'Bestandteil'],
      [134, 350, 'Menge'],
      [134, 470, 'Gewicht'],
      [146, 120, 'A-100'],
      [146, 200, 'Schraubendreher'],
      [146, 350, '20'],
      [146, 470, '1,50'],
      [158, 120, 'A-200'],
      [158, 200, 'Zange'],
      [158, 350, '10'],
      [158, 470, '2,25'],
      [180, 40, '2'],
      [180, 80, 'Koffer'],
      [180, 250, '5,00'],
      [180, 350, '2'],
      [180, 480, '10,00'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.name, l.quantity, l.netAmount])).toEqual([
      ['1', 'Werkzeugset', '10', '1000.00'],
      ['2', 'Koffer', '2', '10.00'],
    ]);
  });

  it('does not join a numbered label line ("Artikelrabatt 1: 3,00%") to the name above', () => {
    const doc = layout([
      [100, 240, 'Menge'],
      [100, 350, 'Preis'],
      [100, 430, 'MwSt'],
      [100, 480, 'Betrag'],
      [120, 112, 'MP107'],
      [120, 240, '2'],
      [120, 350, '29,10'],
      [120, 430, '7'],
      [120, 480, '58,20'],
      [129, 112, 'Mischpalette Joghurt'],
      [138, 112, 'Artikelrabatt 1: 3,00%'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Mischpalette Joghurt']);
  });
});

describe('sub-positions', () => {
  const header: Array<[number, number, string]> = [
    [100, 40, 'Pos'],
    [100, 100, 'Beschreibung'],
    [100, 280, 'Preis'],
    [100, 350, 'Menge'],
    [100, 470, 'Betrag'],
  ];
  const row = (y: number, x: number, id: string, name: string, p: string, q: string, net: string) =>
    [
      [y, x, id],
      [y, 100, name],
      [y, 280, p],
      [y, 350, q],
      [y, 470, net],
    ] as Array<[number, number, string]>;

  it('nests positions numbered under another one and printed indented ("0101" under "01")', () => {
    const doc = layout([
      ...header,
      ...row(120, 46, '0101', 'Laser printer', '300,00', '2', '600,00'),
      ...row(140, 46, '0102', 'Ink printer', '150,00', '3', '450,00'),
      ...row(160, 40, '01', 'Subtotal hardware', '1.050,00', '1', '1.050,00'),
      ...row(180, 46, '0201', 'Toner', '120,00', '3', '360,00'),
      ...row(200, 40, '02', 'Subtotal accessories', '360,00', '1', '360,00'),
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.netAmount, l.subLines?.map((s) => s.id)])).toEqual([
      ['01', '1050.00', ['0101', '0102']],
      ['02', '360.00', ['0201']],
    ]);
    expect(lines[0]?.lines).toHaveLength(3);
  });

  it('nests "1.1", "1.2" under "1" when their amounts add up to it (a bundle), not unrelated ids', () => {
    const doc = layout([
      ...header,
      ...row(120, 40, '1', 'Kaffee-Set', '108,00', '2', '216,00'),
      ...row(140, 40, '1.1', 'Kenia', '5,00', '6', '30,00'),
      ...row(160, 40, '1.2', 'Colombia', '31,00', '6', '186,00'),
      ...row(180, 40, '2', 'Becher', '2,00', '5', '10,00'),
      ...row(200, 40, '2.1', 'Deckel', '1,00', '4', '4,00'),
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.subLines?.map((s) => s.id)])).toEqual([
      ['1', ['1.1', '1.2']],
      ['2', undefined],
      ['2.1', undefined],
    ]);
  });
});

describe('name width with item codes above the names', () => {
  it('measures the names, not the codes above them, and keeps a dimension ending a name', () => {
    const doc = layout([
      [100, 240, 'Menge'],
      [100, 350, 'Preis'],
      [100, 430, 'MwSt'],
      [100, 480, 'Betrag'],
      [120, 112, 'ZS997'],
      [120, 240, '100'],
      [120, 350, '1,00'],
      [120, 430, '19'],
      [120, 480, '100,00'],
      [129, 112, 'Zitronensäure 100ml'],
      [150, 112, 'GZ250'],
      [150, 240, '10'],
      [150, 350, '0,00'],
      [150, 430, '7'],
      [150, 480, '0,00'],
      [159, 112, 'Gelierzucker Extra 250g'],
      // "Artikel" would have fitted on the widest name line: a line of its own
      [168, 112, 'Artikel ohne Berechnung'],
      [190, 112, 'MP107'],
      [190, 240, '2'],
      [190, 350, '29,10'],
      [190, 430, '7'],
      [190, 480, '58,20'],
      // the widest name runs over the quantity column
      [199, 112, 'Mischpalette Joghurt Karton 3 x 20'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Zitronensäure 100ml',
      'Gelierzucker Extra 250g',
      'Mischpalette Joghurt Karton 3 x 20',
    ]);
  });
});

describe('name run in from the article number column', () => {
  it('takes the words from the description column on when the number run reaches into it', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Preis'],
      [100, 358, 'Menge'],
      [100, 505, 'Betrag'],
      // one run from under "Pos" into the description column: article number, then the name
      [120, 60, 'Toolbox 0815-223 Stahlcoil'],
      [120, 244, '100,00'],
      [120, 358, '10'],
      [120, 505, '1000,00'],
      [131, 60, 'CO-123/V2A'],
      [142, 159, 'Materialzertifikat'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.name, l.netAmount])).toEqual([['Stahlcoil', '1000.00']]);
  });
});

describe('price cell with a base quantity', () => {
  it('reads "30,00 3 PCE" under the unit price as the price 30,00, not 3', () => {
    const doc = layout([
      [100, 100, 'Désignation'],
      [100, 300, 'P.U. HT'],
      [100, 370, 'Qté'],
      [100, 450, 'Total HT'],
      [120, 100, 'Fournitures papier'],
      [120, 300, '30,00 3 PCE'],
      [120, 370, '3,00'],
      [120, 450, '28,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.price, l.quantity, l.netAmount])).toEqual([
      ['30.00', '3.00', '28.00'],
    ]);
  });
});

describe('gross amount column', () => {
  it('reads no number from a "Gross" column right of the net amount column', () => {
    const doc = layout([
      [100, 80, 'Description'],
      [100, 300, 'Quantity'],
      [100, 360, 'Price'],
      [100, 440, 'Net'],
      [100, 475, 'Gross'],
      [120, 80, 'Garbage bags'],
      [120, 300, '150,00'],
      [120, 360, '49,29'],
      [120, 420, '7.393,50'],
      [120, 470, '8.798,27'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.quantity, l.price, l.netAmount])).toEqual([
      ['150.00', '49.29', '7393.50'],
    ]);
  });
});

describe('price and rate headers in one segment', () => {
  it('splits "Unit price VAT [%]" into a price and a VAT rate column', () => {
    const doc = layout([
      [100, 80, 'Description'],
      [100, 250, 'Quantity'],
      [100, 330, 'Unit price VAT [%]'],
      [100, 450, 'Net'],
      [120, 80, 'Bolts'],
      [120, 250, '25,00'],
      [120, 340, '2,06'],
      [120, 390, '19,00'],
      [120, 450, '51,50'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.price, l.vatRate, l.netAmount])).toEqual([
      ['2.06', '19.00', '51.50'],
    ]);
  });
});

describe('quantity column against the arithmetic', () => {
  it('keeps the quantity of the quantity column when price × 1000 would match the net', () => {
    const doc = layout([
      [100, 50, 'Pos'],
      [100, 120, 'Beschreibung'],
      [100, 250, 'Nettopreis'],
      [100, 360, 'Menge'],
      [100, 480, 'Entgelt'],
      [120, 55, '1'],
      [120, 120, 'Versicherung'],
      [120, 270, '1.000,00'],
      [120, 370, '1 Stk'],
      [120, 480, '1163,40'],
      [132, 160, 'Bruttopreis : 1.163,40'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.quantity, l.netAmount])).toEqual([['1', '1163.40']]);
  });
});

describe('net price as a result line', () => {
  it('takes "= 19,00" under the price and its discount as the net price', () => {
    const doc = layout([
      [100, 40, 'Item'],
      [100, 70, 'Product'],
      [100, 280, 'Quantity'],
      [100, 350, 'Unit Price'],
      [100, 430, 'Charges'],
      [100, 510, 'Total'],
      [114, 40, '1'],
      [114, 70, 'Fasteners'],
      [114, 290, '5 kg'],
      [114, 360, '€20.00'],
      [114, 430, '- €6.00'],
      [114, 510, '€90.00'],
      [122, 360, '- €1.00'],
      [130, 355, '= €19.00'],
      [130, 430, '+ €1.00'],
    ]);
    const [l] = extractLines(doc, '.');
    expect(l).toMatchObject({
      name: 'Fasteners',
      quantity: '5',
      unitCode: 'KGM',
      price: '19.00',
      netAmount: '90.00',
    });
  });
});

describe('carry-over lines', () => {
  const items = (from: number, n: number, y0: number, page: number): TextItem[] =>
    Array.from({ length: n }, (_, k) => {
      const y = y0 + k * 24;
      const i = from + k;
      return (
        [
          [40, String(i)],
          [80, `Artikel ${i}`],
          [300, '2'],
          [400, '10,00'],
          [480, '20,00'],
        ] as Array<[number, string]>
      ).map(([x, text]) => ({ page, text, x, y, w: text.length * 5, h: 10, size: 10 }));
    }).flat();
  const row = (page: number, y: number, cells: Array<[number, string]>): TextItem[] =>
    cells.map(([x, text]) => ({ page, text, x, y, w: text.length * 5, h: 10, size: 10 }));
  const header = (page: number, y: number) =>
    row(page, y, [
      [40, 'Pos.'],
      [80, 'Bezeichnung'],
      [300, 'Menge'],
      [400, 'Einzelpreis'],
      [480, 'Gesamt'],
    ]);
  const pages = [
    { width: 595, height: 842 },
    { width: 595, height: 842 },
  ];
  it('skips "Übertrag" at the page foot and under the repeated header; the table goes on', () => {
    const doc = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 25, 144, 1),
        ...row(1, 760, [
          [300, 'Übertrag'],
          [480, '500,00'],
        ]),
        ...header(2, 70),
        ...row(2, 84, [
          [300, 'Übertrag von Seite 1'],
          [480, '500,00'],
        ]),
        ...items(26, 2, 100, 2),
        ...row(2, 200, [
          [300, 'Nettobetrag'],
          [480, '540,00'],
        ]),
      ],
      pages,
    );
    const lines = extractLines(doc, ',');
    expect(lines).toHaveLength(27);
    expect(lines.map((l) => l.netAmount).every((a) => a === '20.00')).toBe(true);
    // without a repeated header the items of page 2 continue the table of page 1
    const doc2 = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 25, 144, 1),
        ...row(1, 760, [
          [300, 'Carried forward'],
          [480, '500,00'],
        ]),
        ...row(2, 40, [
          [300, 'Brought forward'],
          [480, '500,00'],
        ]),
        ...items(26, 2, 60, 2),
      ],
      pages,
    );
    expect(extractLines(doc2, ',')).toHaveLength(27);
  });
  it('keeps an item line whose name is a word such as "Transport" or "Report"', () => {
    const doc = buildDoc(
      [
        ...header(1, 100),
        ...row(1, 114, [
          [40, '1'],
          [80, 'Report'],
          [300, '1'],
          [400, '50,00'],
          [480, '50,00'],
        ]),
        ...row(1, 128, [
          [40, '2'],
          [80, 'Transport'],
          [300, '1'],
          [400, '30,00'],
          [480, '30,00'],
        ]),
      ],
      pages.slice(0, 1),
    );
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Report', 'Transport']);
  });
  // two items high on page 1, a carry-over row, the page's footer (address, IBAN, page number)
  const footer = (page: number): TextItem[] => [
    ...row(page, 770, [
      [40, 'Muster GmbH'],
      [220, 'IBAN DE02 1203 0000 0000 2020 51'],
    ]),
    ...row(page, 779, [
      [40, '12345 Berlin'],
      [220, 'Tel. 030 1234 56'],
    ]),
    ...row(page, 800, [[500, `Seite ${page}/2`]]),
  ];
  it('reads no item from the footer after a carry-over row high on the page; the table goes on', () => {
    for (const repeated of [true, false]) {
      const doc = buildDoc(
        [
          ...header(1, 130),
          ...items(1, 2, 144, 1),
          ...row(1, 200, [
            [80, 'Übertrag'],
            [480, '40,00'],
          ]),
          ...footer(1),
          ...(repeated ? header(2, 60) : []),
          ...row(2, 74, [
            [80, 'Übertrag'],
            [480, '40,00'],
          ]),
          ...items(3, 2, 90, 2),
          ...row(2, 150, [
            [300, 'Nettobetrag'],
            [480, '80,00'],
          ]),
          ...footer(2),
        ],
        pages,
      );
      const lines = extractLines(doc, ',');
      expect(lines.map((l) => [l.id, l.netAmount])).toEqual([
        ['1', '20.00'],
        ['2', '20.00'],
        ['3', '20.00'],
        ['4', '20.00'],
      ]);
    }
  });
  it('reads no item from bank and registry lines right below the items at the page foot', () => {
    const doc = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 25, 144, 1),
        ...row(1, 750, [
          [40, 'Muster GmbH'],
          [220, 'IBAN DE02 1203 0000 0000 2020 51'],
          [400, 'Tel. 030 1234 56'],
        ]),
        ...row(1, 759, [
          [40, '12345 Berlin'],
          [220, 'BIC COBADEFFXXX'],
          [400, 'USt-IdNr. DE123456789'],
        ]),
        ...row(1, 780, [[500, 'Seite 1/2']]),
        ...items(26, 2, 60, 2),
        ...row(2, 120, [
          [300, 'Nettobetrag'],
          [480, '540,00'],
        ]),
      ],
      pages,
    );
    const lines = extractLines(doc, ',');
    expect(lines).toHaveLength(27);
    expect(lines.every((l) => l.netAmount === '20.00')).toBe(true);
  });
  it('goes on at the next page that starts with a carry-over row (none at the foot, no repeated header)', () => {
    for (const label of ['Übertrag', 'Transport']) {
      const doc = buildDoc(
        [
          ...header(1, 130),
          ...items(1, 2, 144, 1),
          ...footer(1),
          ...row(2, 40, [[40, 'Rechnung 2024-17']]),
          ...row(2, 74, [
            [80, label],
            [480, '40,00'],
          ]),
          ...items(3, 2, 90, 2),
          ...row(2, 150, [
            [300, 'Nettobetrag'],
            [480, '80,00'],
          ]),
        ],
        pages,
      );
      expect(extractLines(doc, ',').map((l) => [l.id, l.netAmount])).toEqual([
        ['1', '20.00'],
        ['2', '20.00'],
        ['3', '20.00'],
        ['4', '20.00'],
      ]);
    }
  });
  it('ends the table at totals set off by a wide gap at the page foot (not skipped as a footer)', () => {
    const doc = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 22, 144, 1),
        ...row(1, 700, [
          [300, 'Nettobetrag'],
          [480, '440,00'],
        ]),
        ...footer(1),
        ...items(23, 1, 60, 2),
      ],
      pages,
    );
    expect(extractLines(doc, ',')).toHaveLength(22);
  });
  it('takes a row with only the running sum at a page break for a carry-over row, whatever its label', () => {
    // "Transport" (Dutch), "Report" (French): also item names, so only the running sum tells
    for (const label of ['Transport', 'Report', 'Zwischensumme']) {
      const doc = buildDoc(
        [
          ...header(1, 130),
          ...items(1, 2, 144, 1),
          ...row(1, 200, [
            [80, label],
            [480, '40,00'],
          ]),
          ...footer(1),
          ...header(2, 60),
          ...row(2, 74, [
            [80, label],
            [480, '40,00'],
          ]),
          ...items(3, 2, 90, 2),
          // the sum of all items over both pages ends the table
          ...row(2, 150, [
            [300, 'Subtotaal'],
            [480, '80,00'],
          ]),
          ...row(2, 162, [
            [300, 'Totaal'],
            [480, '96,80'],
          ]),
        ],
        pages,
      );
      expect(extractLines(doc, ',').map((l) => [l.id, l.netAmount])).toEqual([
        ['1', '20.00'],
        ['2', '20.00'],
        ['3', '20.00'],
        ['4', '20.00'],
      ]);
    }
  });
  it('keeps a lump-sum item with only an amount that is no running sum', () => {
    const doc = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 2, 144, 1),
        ...footer(1),
        ...header(2, 60),
        ...row(2, 74, [
          [40, '3'],
          [80, 'Transport'],
          [480, '35,00'],
        ]),
        ...items(4, 1, 90, 2),
      ],
      pages,
    );
    expect(extractLines(doc, ',').map((l) => [l.id, l.netAmount])).toEqual([
      ['1', '20.00'],
      ['2', '20.00'],
      ['3', '35.00'],
      ['4', '20.00'],
    ]);
  });
  it('ends the items at a totals head of bare column words ("HT | TVA 20 % | TTC") with the amounts below', () => {
    const doc = buildDoc(
      [
        ...header(1, 130),
        ...items(1, 2, 144, 1),
        ...row(1, 200, [
          [360, 'HT'],
          [413, 'TVA 20 %'],
          [526, 'TTC'],
        ]),
        ...row(1, 214, [
          [330, '40,00'],
          [426, '8,00'],
          [501, '48,00'],
        ]),
      ],
      pages.slice(0, 1),
    );
    expect(extractLines(doc, ',').map((l) => l.netAmount)).toEqual(['20.00', '20.00']);
  });
});

describe('service tables', () => {
  it('reads "Hours | Rate | Amount" and "Stunden | Stundensatz | Betrag" with the hour as unit', () => {
    const en = layout([
      [100, 40, 'Description'],
      [100, 300, 'Hours'],
      [100, 360, 'Rate'],
      [100, 460, 'Amount'],
      [114, 40, 'Web development'],
      [114, 300, '12.5'],
      [114, 360, '80.00'],
      [114, 460, '1,000.00'],
    ]);
    expect(extractLines(en, '.').map((l) => [l.name, l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['Web development', '12.5', 'HUR', '80.00', '1000.00'],
    ]);
    const de = layout([
      [100, 40, 'Leistung'],
      [100, 300, 'Stunden'],
      [100, 370, 'Stundensatz'],
      [100, 470, 'Betrag'],
      [114, 40, 'Programmierung'],
      [114, 300, '4'],
      [114, 370, '95,00 €'],
      [114, 470, '380,00 €'],
    ]);
    expect(extractLines(de, ',').map((l) => [l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['4', 'HUR', '95.00', '380.00'],
    ]);
  });
  it('keeps "VAT rate" a rate column', () => {
    const doc = layout([
      [100, 40, 'Description'],
      [100, 250, 'Qty'],
      [100, 300, 'Price'],
      [100, 380, 'VAT rate'],
      [100, 470, 'Amount'],
      [114, 40, 'Chair'],
      [114, 250, '2'],
      [114, 300, '50.00'],
      [114, 380, '20%'],
      [114, 470, '100.00'],
    ]);
    expect(extractLines(doc, '.').map((l) => [l.quantity, l.price, l.vatRate, l.netAmount])).toEqual([
      ['2', '50.00', '20', '100.00'],
    ]);
  });
});

describe('abbreviated column heads, discount rows and sum lines', () => {
  it('reads "EP" / "GP" as price and amount and a bare "1,00 % / - 0,10" row as the item discount', () => {
    const doc = layout([
      [100, 40, 'Pos.'],
      [100, 80, 'Menge'],
      [100, 130, 'ME'],
      [100, 250, 'Bezeichnung'],
      [100, 420, 'EP'],
      [100, 480, 'GP'],
      [114, 40, '1'],
      [114, 80, '1,00'],
      [114, 130, 'Anzahl'],
      [114, 250, 'Toller Artikel'],
      [114, 400, '10,0000'],
      [114, 470, '10,00'],
      [124, 405, '1,00 %'],
      [124, 465, '- 0,10'],
      [145, 40, 'Summe Waren'],
      [145, 475, '9,90'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.name, l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['1', 'Toller Artikel', '1.00', 'NAR', '10.0000', '10.00'],
    ]);
    expect(lines[0]?.adjustments).toEqual([{ amount: '-0.10', percent: '1.00' }]);
  });
  it('keeps a "19 % / 1,90" row under an item (its VAT) out of the adjustments', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 250, 'Menge'],
      [100, 330, 'Preis'],
      [100, 470, 'Betrag'],
      [114, 40, 'Stuhl'],
      [114, 250, '1'],
      [114, 330, '10,00'],
      [114, 470, '10,00'],
      [124, 330, '19 %'],
      [124, 470, '1,90'],
    ]);
    expect(extractLines(doc, ',')[0]?.adjustments).toBeUndefined();
  });
  it('ends the items at a line with only the sum of their amounts', () => {
    const doc = layout([
      [100, 40, 'Pos.'],
      [100, 80, 'Bezeichnung'],
      [100, 330, 'Menge'],
      [100, 400, 'Preis'],
      [100, 480, 'Gesamt'],
      [114, 40, '1'],
      [114, 80, 'Lizenz Basis'],
      [114, 330, '1,00'],
      [114, 400, '84,95'],
      [114, 480, '84,95'],
      [128, 40, '2'],
      [128, 80, 'Lizenz Plus'],
      [128, 330, '1,00'],
      [128, 400, '719,40'],
      [128, 480, '719,40'],
      [160, 250, 'Positionen netto'],
      [160, 480, '804,35'],
      [170, 250, 'Versandkosten netto'],
      [170, 490, '4,99'],
      [180, 250, 'Positionen USt. 19,00% auf 804,35'],
      [180, 480, '152,83'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Lizenz Basis', 'Lizenz Plus']);
  });
  it('reads no cells from a sentence running across the number columns', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 250, 'Menge'],
      [100, 330, 'Preis'],
      [100, 470, 'Betrag'],
      [114, 40, 'Papier A4'],
      [114, 250, '10'],
      [114, 330, '1,00'],
      [114, 470, '10,00'],
      [134, 40, 'Hersteller: Beispiel GmbH, Werk 3, Hauptstr. 1, 99199 Musterhausen, Deutschland, 3 Tore'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.name, l.netAmount])).toEqual([['Papier A4', '10.00']]);
  });
  it('skips an article number run and item codes for the name, and cuts a position code glued to it', () => {
    const doc = layout([
      [100, 40, 'GTIN'],
      [100, 250, 'Menge'],
      [100, 330, 'Preis'],
      [100, 470, 'Betrag'],
      [114, 40, '2001015001325. FB05'],
      [114, 250, '10'],
      [114, 330, '1,00'],
      [114, 470, '10,00'],
      [124, 40, 'K4322'],
      [124, 112, 'Faltenbeutel'],
      [144, 40, 'ÖST250'],
      [144, 250, '2'],
      [144, 330, '1,00'],
      [144, 470, '2,00'],
      [154, 112, 'Ökosteuer'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Faltenbeutel', 'Ökosteuer']);
    const en = layout([
      [100, 40, 'Item Product'],
      [100, 250, 'Quantity'],
      [100, 330, 'Unit Price'],
      [100, 470, 'Total Price'],
      [114, 40, 'LINE-001Premium Coffee Beans 1kg (1'],
      [114, 250, '5 kg'],
      [114, 330, '18.00'],
      [114, 470, '90.00'],
      [122, 60, 'kg)'],
    ]);
    expect(extractLines(en, '.').map((l) => [l.id, l.name])).toEqual([
      ['LINE-001', 'Premium Coffee Beans 1kg'],
    ]);
  });
});

describe('column heads in one segment, gross column, credit lines', () => {
  it('splits "Qty: Subtotal: VAT:" into three columns and reads no net from a gross "Total" right of the rate', () => {
    const doc = buildDoc(
      [
        { page: 1, text: 'Item:', x: 37, y: 100, w: 30, h: 10, size: 10 },
        { page: 1, text: 'Price:', x: 266, y: 100, w: 33, h: 10, size: 10 },
        { page: 1, text: 'Qty: Subtotal: VAT:', x: 331, y: 100, w: 125, h: 10, size: 10 },
        { page: 1, text: 'Total:', x: 494, y: 100, w: 34, h: 10, size: 10 },
        ...[
          ['Golf club: driver', '85.00', '8', '680.00', '21.00', '822.80'],
          ['Golf ball', '1.00', '8', '8.00', '21.00', '9.68'],
        ].flatMap(([name, price, qty, sub, vat, total], i) => {
          const y = 120 + i * 18;
          const r = (text: string, x1: number) => ({
            page: 1,
            text,
            x: x1 - text.length * 5,
            y,
            w: text.length * 5,
            h: 10,
            size: 10,
          });
          return [
            { page: 1, text: name as string, x: 37, y, w: (name as string).length * 5, h: 10, size: 10 },
            r(price as string, 329),
            r(qty as string, 362),
            r(sub as string, 427),
            r(vat as string, 492),
            r(total as string, 558),
          ];
        }),
      ],
      [{ width: 595, height: 842 }],
    );
    expect(extractLines(doc, '.').map((l) => [l.name, l.quantity, l.price, l.netAmount])).toEqual([
      ['Golf club: driver', '8', '85.00', '680.00'],
      ['Golf ball', '8', '1.00', '8.00'],
    ]);
  });
  it('does not split "Line item description" into columns', () => {
    expect(
      findHeaders(
        layout([
          [100, 40, 'Line item description'],
          [100, 300, 'Quantity'],
          [100, 380, 'Unit price'],
          [100, 470, 'Net'],
        ]),
      )[0]?.columns.map((c) => c.kind),
    ).toEqual(['desc', 'qty', 'price', 'amount']);
  });
  it('gives a credit line printed with a negative net a negative quantity', () => {
    const doc = layout([
      [100, 40, 'Description'],
      [100, 300, 'Quantité'],
      [100, 380, 'Prix'],
      [100, 420, 'Rem.'],
      [100, 480, 'Prix HT'],
      [114, 40, 'Nougat 250g'],
      [114, 300, '5'],
      [114, 380, '4,55'],
      [114, 420, '10%'],
      [114, 480, '-20,48'],
      [128, 40, 'Huile'],
      [128, 300, '10'],
      [128, 380, '19,80'],
      [128, 480, '-198,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.quantity, l.price, l.netAmount])).toEqual([
      ['-5', '4.10', '-20.48'],
      ['-10', '19.80', '-198.00'],
    ]);
  });
});

describe('item names under property blocks and runs from the reference column', () => {
  it('skips a heading label ("Weitere Eigenschaften:") for the name and for the width names wrap at', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 505, 'Entgelt'],
      [130, 58, '1'],
      [130, 157, 'Miettage'],
      [130, 258, '86,55'],
      [130, 343, '2'],
      [130, 510, '173,10'],
      [180, 159, 'Weitere Eigenschaften:'],
      [202, 159, 'Fahrzeug-Kennzeichen: = M-MM 0000'],
      [226, 58, '2'],
      [226, 159, 'Choice'],
      [226, 263, '5,04'],
      [226, 366, '2'],
      [226, 516, '10,08'],
      [237, 159, 'Upgrade'],
      [290, 58, '3'],
      [290, 157, 'Ökosteuer'],
      [290, 263, '0,02'],
      [290, 343, '1000'],
      [290, 516, '20,00'],
      [301, 73, 'ÖST250'],
      [301, 157, 'Lieferant'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Miettage',
      'Choice Upgrade',
      'Ökosteuer Lieferant',
    ]);
  });
  it('continues a name with the words of a reference run reaching into the description column', () => {
    const doc = layout([
      [100, 66, 'Pos'],
      [100, 126, 'Referenzen'],
      [100, 186, 'Beschreibung'],
      [100, 300, 'Nettopreis'],
      [100, 380, 'Menge'],
      [100, 470, 'Nettobetrag'],
      [120, 66, '2'],
      [120, 186, 'Lieferung und Montage'],
      [120, 300, '59,00'],
      [120, 380, '52'],
      [120, 470, '3.068,00'],
      [130, 126, 'Art-Nr: ARNR2 von Solarhaltern mit'],
      [140, 100, '400003565778'],
      [140, 186, 'Systemziegel'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Lieferung und Montage von Solarhaltern mit Systemziegel',
    ]);
  });
});

describe('items without a table header', () => {
  it('reads rows of a text and one aligned amount followed by their sum as items', () => {
    const doc = layout([
      [300, 71, 'Folgende Risiken sind versichert:'],
      [311, 71, 'Privathaftpflicht'],
      [311, 295, '50,00 €'],
      [322, 71, 'Lebensgefährte/in zur Privathaftpflicht'],
      [322, 300, '0,00 €'],
      [333, 71, 'Gesamtbeitrag'],
      [333, 295, '50,00 €'],
      [344, 71, 'Versicherungsteuer 19 %'],
      [344, 300, '9,50 €'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.name, l.quantity, l.price, l.netAmount])).toEqual([
      ['Privathaftpflicht', '1', '50.00', '50.00'],
      ['Lebensgefährte/in zur Privathaftpflicht', '1', '0.00', '0.00'],
    ]);
  });
  it('keeps detail lines with the row above and takes the nets out of amounts "inklusive 19 %"', () => {
    const doc = layout([
      [300, 71, 'Kfz-Haftpflicht SF25 (30 %) Typkl. 18'],
      [300, 430, '80,00 €'],
      [311, 71, '- Deckung 100 Mio. € pauschal'],
      [322, 71, 'Vollkasko SF25 (30 %) Typkl. 21'],
      [322, 425, '140,00 €'],
      [333, 71, 'Beitrag inklusive 19 % Versicherungsteuer'],
      [333, 425, '220,00 €'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.name, l.price, l.netAmount, l.vatRate])).toEqual([
      ['Kfz-Haftpflicht SF25 (30 %) Typkl. 18', '67.2269', '67.23', '19'],
      ['Vollkasko SF25 (30 %) Typkl. 21', '117.6471', '117.65', '19'],
    ]);
    expect(lines[0]?.lines).toHaveLength(2);
  });
  it('reads no items from a totals block or rows whose amounts do not add up', () => {
    const totals = layout([
      [300, 71, 'Zwischensumme'],
      [300, 430, '100,00 €'],
      [311, 71, 'Nettobetrag'],
      [311, 430, '100,00 €'],
    ]);
    expect(extractLines(totals, ',')).toEqual([]);
    const loose = layout([
      [300, 71, 'Porto'],
      [300, 430, '10,00 €'],
      [311, 71, 'Verpackung'],
      [311, 430, '5,00 €'],
      [322, 71, 'Gesamt'],
      [322, 430, '16,00 €'],
    ]);
    expect(extractLines(loose, ',')).toEqual([]);
  });
});

describe('quantity under "#" and a unit cell under no head', () => {
  it('reads a decimal number under a "#" head as the quantity when it times the price gives the net', () => {
    const doc = layout([
      [100, 60, '#'],
      [100, 120, 'Produkt'],
      [100, 291, 'USt'],
      [100, 346, 'Einzelpreis'],
      [100, 421, 'Summe'],
      [120, 60, '400,00'],
      [120, 120, 'Luftballon'],
      [120, 291, '19%'],
      [120, 346, '0,79 €'],
      [120, 421, '316,00 €'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.quantity, l.price, l.netAmount])).toEqual([
      [undefined, '400.00', '0.79', '316.00'],
    ]);
  });
  it('takes a unit code printed as its own cell between the number columns, but no piece word', () => {
    const rows = (unit: string) =>
      layout([
        [100, 45, 'Désignation'],
        [100, 296, 'P.U. HT'],
        [100, 384, 'Qté'],
        [100, 474, 'TOTAL HT'],
        [120, 45, 'PRESTATION SUPPORT'],
        [120, 312, '40,00'],
        [120, 350, unit],
        [120, 395, '5,00'],
        [120, 490, '200,00'],
      ]);
    expect(extractLines(rows('HUR'), ',')[0]?.unitCode).toBe('HUR');
    expect(extractLines(rows('PCE'), ',')[0]?.unitCode).toBeUndefined();
  });
});

describe('two-column item tables', () => {
  it('reads "Description | Amount" rows as items when a total below adds them up', () => {
    const doc = layout([
      [100, 40, 'Description'],
      [100, 470, 'Amount'],
      [120, 40, 'Web design services'],
      [120, 470, '1,200.00'],
      [132, 40, 'Hosting (12 months)'],
      [132, 480, '240.00'],
      [170, 300, 'Subtotal'],
      [170, 470, '1,440.00'],
    ]);
    expect(extractLines(doc, '.').map((l) => [l.name, l.quantity, l.netAmount])).toEqual([
      ['Web design services', '1', '1200.00'],
      ['Hosting (12 months)', '1', '240.00'],
    ]);
    const one = layout([
      [100, 40, 'Leistung'],
      [100, 470, 'Betrag'],
      [120, 40, 'Beratung Projekt X'],
      [120, 470, '500,00 €'],
      [160, 300, 'Summe netto'],
      [160, 470, '500,00 €'],
    ]);
    expect(extractLines(one, ',').map((l) => [l.name, l.netAmount])).toEqual([
      ['Beratung Projekt X', '500.00'],
    ]);
  });
});

describe('French multi-line header items', () => {
  const item = (text: string, x: number, y: number, bold = false, size = 6): TextItem => ({
    page: 1,
    text,
    x,
    y,
    w: text.length * 3,
    h: 6,
    size,
    bold,
  });
  it('starts the first item at the first line in regular type under a bold header and reads the labelled net price', () => {
    const doc = buildDoc(
      [
        item('Ligne', 86, 375, true),
        item('CODE ARTICLE,', 112, 375, true),
        item('P.U. HT (EUR)', 306, 375, true),
        item('Qté', 385, 375, true),
        item('TOTAL HT', 452, 375, true),
        item('Note', 160, 383, true),
        item('PRESTATION SUPPORT - Description', 160, 395),
        item('Période de 01/01/2026 au 31/01/2026', 160, 401),
        item('(Brut: 31,00)', 313, 407, true),
        item('C_FO: ART_9874', 101, 413),
        item('(Rabais: 1,00)', 313, 413, true),
        item('1', 90, 413),
        item('3,00', 390, 413, true),
        item('28,00', 460, 413, true),
        item('(Net): 30,00', 313, 419, true),
      ],
      [{ width: 595, height: 842 }],
    );
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.name, l.quantity, l.price, l.netAmount])).toEqual([
      ['1', 'PRESTATION SUPPORT - Description', '3.00', '30.00', '28.00'],
    ]);
  });
  it('skips a code label with an underscore ("C_FO: ART_9874") for the name', () => {
    const doc = layout([
      [100, 66, 'Ligne CODE ARTICLE, NOM & DESIGNATION'],
      [100, 296, 'P.U. HT'],
      [100, 377, 'Qté'],
      [100, 460, 'TOTAL HT'],
      [120, 60, '2'],
      [120, 84, 'C_FO: ART_9874'],
      [120, 170, 'FOURNITURES PAPIER - Description'],
      [120, 319, '30,00'],
      [120, 387, '3,00'],
      [120, 470, '90,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['FOURNITURES PAPIER']);
  });
});

describe('price heads with a tax qualifier and "Amount"', () => {
  it('reads "Unit price (excl. VAT)" as the price, ignores the columns incl. VAT and computes the net', () => {
    const doc = layout([
      [100, 20, 'Description'],
      [100, 150, 'Qty'],
      [100, 175, 'Unit price (excl. VAT)'],
      [100, 295, 'VAT rate'],
      [100, 345, 'Unit price (incl. VAT)'],
      [100, 465, 'Item subtotal (incl. VAT)'],
      [120, 20, 'USB-C Cable 2m'],
      [120, 150, '2'],
      [120, 200, '€8.40'],
      [120, 300, '19%'],
      [120, 380, '€10.00'],
      [120, 500, '€20.00'],
    ]);
    expect(findHeaders(doc)[0]?.columns.map((c) => c.kind)).toEqual(['desc', 'qty', 'price', 'vat']);
    expect(extractLines(doc, '.').map((l) => [l.quantity, l.price, l.netAmount, l.vatRate])).toEqual([
      ['2', '8.40', '16.80', '19'],
    ]);
  });
  it('reads "Totaal excl. btw" as the line amount and "Amount" as the line amount in English', () => {
    const nl = layout([
      [100, 40, 'Omschrijving'],
      [100, 250, 'Aantal'],
      [100, 300, 'Prijs excl. btw'],
      [100, 390, 'Btw'],
      [100, 420, 'Totaal excl. btw'],
      [120, 40, 'Advies'],
      [120, 250, '3'],
      [120, 310, '€ 95,00'],
      [120, 390, '21%'],
      [120, 450, '€ 285,00'],
    ]);
    expect(findHeaders(nl)[0]?.columns.map((c) => c.kind)).toEqual(['desc', 'qty', 'price', 'vat', 'amount']);
    const en = layout([
      [100, 40, 'Description'],
      [100, 300, 'Qty'],
      [100, 380, 'Unit price'],
      [100, 480, 'Amount'],
      [120, 40, 'Pro plan'],
      [120, 300, '2'],
      [120, 380, '$20.00'],
      [120, 480, '$40.00'],
    ]);
    expect(extractLines(en, '.').map((l) => [l.quantity, l.price, l.netAmount])).toEqual([
      ['2', '20.00', '40.00'],
    ]);
    const de = layout([
      [100, 40, 'Description'],
      [100, 300, 'Amount'],
      [100, 340, 'Unit'],
      [100, 380, 'Price'],
      [100, 480, 'Total'],
      [120, 40, 'Schrauben'],
      [120, 300, '100'],
      [120, 340, 'Stk'],
      [120, 380, '0.10'],
      [120, 480, '10.00'],
    ]);
    expect(findHeaders(de)[0]?.columns.map((c) => c.kind)).toEqual([
      'desc',
      'qty',
      'unit',
      'price',
      'amount',
    ]);
  });
});

describe('more column words and voucher rows', () => {
  it('reads "Menge/Einheit", "E-Preis" / "G-Preis" and the Dutch "Tarief"', () => {
    const de = layout([
      [100, 40, 'Pos.'],
      [100, 70, 'Leistung'],
      [100, 300, 'Menge/Einheit'],
      [100, 400, 'E-Preis'],
      [100, 480, 'G-Preis'],
      [120, 40, '1'],
      [120, 70, 'Fliesen verlegen'],
      [120, 300, '12,5 m²'],
      [120, 400, '45,00'],
      [120, 480, '562,50'],
    ]);
    expect(findHeaders(de)[0]?.columns.map((c) => c.kind)).toEqual(['pos', 'desc', 'qty', 'price', 'amount']);
    expect(extractLines(de, ',').map((l) => [l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['12.5', 'MTK', '45.00', '562.50'],
    ]);
    const nl = layout([
      [100, 40, 'Omschrijving'],
      [100, 300, 'Uren'],
      [100, 360, 'Tarief'],
      [100, 490, 'Totaal'],
      [120, 40, 'Consultancy'],
      [120, 300, '10'],
      [120, 360, '€ 85,00'],
      [120, 490, '€ 850,00'],
    ]);
    expect(findHeaders(nl)[0]?.columns.map((c) => c.kind)).toEqual(['desc', 'qty', 'price', 'amount']);
  });
  it('reads a voucher row with only a negative amount as a document-level allowance', () => {
    const doc = layout([
      [100, 40, 'Beschreibung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 480, 'Summe'],
      [120, 40, 'Kaffeemaschine'],
      [120, 300, '1'],
      [120, 380, '199,00'],
      [120, 480, '199,00'],
      [134, 40, 'Gutschein WELCOME10'],
      [134, 480, '-19,90'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.name, l.netAmount, l.docLevel])).toEqual([
      ['Kaffeemaschine', '199.00', undefined],
      ['Gutschein WELCOME10', '-19.90', 'allowance'],
    ]);
  });
});

describe('item number heads and shipping rows', () => {
  it('reads "Item #" as a number column and a shipping row with only an amount as a document-level charge', () => {
    const doc = layout([
      [100, 20, 'Item #'],
      [100, 70, 'Description'],
      [100, 260, 'Qty'],
      [100, 300, 'Unit Price'],
      [100, 490, 'Amount'],
      [120, 20, 'A-1001'],
      [120, 70, 'Office chair'],
      [120, 260, '4'],
      [120, 300, '150.00'],
      [120, 490, '600.00'],
      [134, 70, 'Shipping'],
      [134, 490, '5.00'],
    ]);
    expect(findHeaders(doc)[0]?.columns.map((c) => c.kind)).toEqual([
      'pos',
      'desc',
      'qty',
      'price',
      'amount',
    ]);
    expect(extractLines(doc, '.').map((l) => [l.name, l.netAmount, l.docLevel])).toEqual([
      ['Office chair', '600.00', undefined],
      ['Shipping', '5.00', 'charge'],
    ]);
  });
});

describe('short wrapped rests of a name', () => {
  it('joins two capitals below the name even where they would have fitted on its line', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 280, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 505, 'Entgelt'],
      [120, 58, '1'],
      [120, 156, 'Wirkarbeit'],
      [120, 280, '0,05'],
      [120, 350, '1000'],
      [120, 516, '52,00'],
      [131, 72, 'WA997'],
      [131, 156, 'HT'],
      [160, 58, '2'],
      [160, 153, 'Kommissionierer'],
      [160, 280, '10,50'],
      [160, 360, '28'],
      [160, 510, '294,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Wirkarbeit HT', 'Kommissionierer']);
  });
});

describe('period lines under a name', () => {
  it('does not join "Abrechnungszeitraum …" to the name above', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 480, 'Betrag'],
      [120, 40, 'Kommissionierer 1250032 D. Muster'],
      [120, 300, '27,5'],
      [120, 380, '10,50'],
      [120, 480, '288,75'],
      [130, 40, 'Abrechnungszeitraum KW 36 bis KW 37 2013'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['Kommissionierer 1250032 D. Muster']);
  });
});

describe('group subtotals inside the item table', () => {
  it('goes on after "Zwischensumme" when item rows follow and stops at the net total', () => {
    const doc = layout([
      [100, 40, 'Pos.'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 360, 'Preis'],
      [100, 470, 'Betrag'],
      [120, 40, '1.1'],
      [120, 70, 'Schutt entsorgen'],
      [120, 300, '10'],
      [120, 360, '7,00'],
      [120, 470, '70,00'],
      [140, 70, 'Zwischensumme Titel 1'],
      [140, 470, '70,00'],
      [160, 70, 'Titel 2: Pflaster'],
      [172, 40, '2.1'],
      [172, 70, 'Pflaster verlegen'],
      [172, 300, '5'],
      [172, 360, '6,00'],
      [172, 470, '30,00'],
      [200, 70, 'Summe netto'],
      [200, 470, '100,00'],
      [212, 70, 'Zwischensumme'],
      [212, 470, '100,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name, l.netAmount])).toEqual([
      ['1.1', 'Schutt entsorgen', '70.00'],
      ['2.1', 'Pflaster verlegen', '30.00'],
    ]);
  });
});

describe('items without a header: VAT rows', () => {
  it('reads no items from per-rate VAT rows and their sum', () => {
    const doc = layout([
      [300, 71, 'zzgl. 7 % MwSt. auf 100,00'],
      [300, 430, '7,00 €'],
      [311, 71, 'zzgl. 19 % MwSt. auf 100,00'],
      [311, 425, '19,00 €'],
      [322, 71, 'Summe Steuern'],
      [322, 425, '26,00 €'],
    ]);
    expect(extractLines(doc, ',')).toEqual([]);
  });
});

describe('prices printed to the cent', () => {
  it('gives the price four decimals when quantity × printed price misses the net by a cent', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 480, 'Betrag'],
      [120, 40, 'Kunstrasen'],
      [120, 300, '3'],
      [120, 380, '3,33'],
      [120, 480, '10,00'],
      [134, 40, 'Rasenkante'],
      [134, 300, '4'],
      [134, 380, '2,50'],
      [134, 480, '10,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.price)).toEqual(['3.3333', '2.50']);
  });
});

describe('a VAT head joined to the discount head', () => {
  it('splits "Disc.% Taxes" and takes the discounted price as the net price', () => {
    const doc = layout([
      [100, 30, 'Description'],
      [100, 250, 'Quantity'],
      [100, 330, 'Unit Price'],
      [100, 400, 'Disc.% Taxes'],
      [100, 520, 'Amount'],
      [120, 30, 'Olive Oil'],
      [120, 270, '1.00 L'],
      [120, 355, '1.00'],
      [120, 405, '10.00 15.00%'],
      [120, 530, '$ 0.90'],
      [134, 30, 'Office Chair'],
      [134, 250, '2.00 Units'],
      [134, 350, '70.00'],
      [134, 410, '0.00 15.00%'],
      [134, 520, '$ 140.00'],
    ]);
    const lines = extractLines(doc, '.');
    expect(lines.map((l) => [l.quantity, l.price, l.netAmount, l.vatRate])).toEqual([
      ['1.00', '0.90', '0.90', '15.00'],
      ['2.00', '70.00', '140.00', '15.00'],
    ]);
  });
});

describe('quantities printed as whole numbers', () => {
  it('takes the quantity as net / price when that rounds to the printed whole number', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 300, 'Preis'],
      [100, 380, 'Menge'],
      [100, 480, 'Betrag'],
      [120, 40, 'Stadtfahrt'],
      [120, 300, '2,00'],
      [120, 380, '6 km'],
      [120, 480, '13,00'],
      [134, 40, 'Wartezeit'],
      [134, 300, '0,40'],
      [134, 380, '12 min'],
      [134, 480, '4,60'],
      [148, 40, 'Gepäck'],
      [148, 300, '1,50'],
      [148, 380, '2'],
      [148, 480, '5,00'],
    ]);
    const lines = extractLines(doc, ',');
    // 6,5 km → "6"; 11,5 min → "12"; but 5,00 / 1,50 = 3,333… is no quantity: left as printed
    expect(lines.map((l) => l.quantity)).toEqual(['6.5', '11.5', '2']);
    expect(lines.map((l) => l.consistent)).toEqual([true, true, false]);
  });
});

describe('a dashed second part of a name', () => {
  it('joins one dashed line under a name, not a dashed list', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 141, 'Beschreibung'],
      [100, 280, 'Nettopreis'],
      [100, 380, 'Menge'],
      [100, 505, 'Entgelt'],
      [120, 58, '1'],
      [120, 141, 'Navigationssystem'],
      [120, 292, '5,04'],
      [120, 382, '2'],
      [120, 516, '10,08'],
      [131, 141, '- Garantie'],
      [170, 58, '2'],
      [170, 141, 'Wartungsvertrag A'],
      [170, 292, '50,00'],
      [170, 382, '1'],
      [170, 516, '50,00'],
      [181, 141, '- Filter tauschen'],
      [192, 141, '- Brenner reinigen'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Navigationssystem - Garantie',
      'Wartungsvertrag A',
    ]);
  });
});

describe('sum lines with items below', () => {
  it('goes on after a line with the sum of the items above when more item rows follow', () => {
    const doc = layout([
      [100, 40, 'Pos.'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 360, 'Preis'],
      [100, 470, 'Betrag'],
      [120, 40, '1'],
      [120, 70, 'Schutt entsorgen'],
      [120, 300, '10'],
      [120, 360, '7,00'],
      [120, 470, '70,00'],
      [140, 200, 'Bauabschnitt gesamt'],
      [140, 470, '70,00'],
      [160, 40, '2'],
      [160, 70, 'Pflaster verlegen'],
      [160, 300, '5'],
      [160, 360, '6,00'],
      [160, 470, '30,00'],
      [190, 200, 'Positionen netto'],
      [190, 470, '100,00'],
      [200, 200, 'Versand netto'],
      [200, 480, '4,99'],
      [210, 200, 'USt. 19,00% auf 104,99'],
      [210, 470, '19,95'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.netAmount])).toEqual([
      ['1', '70.00'],
      ['2', '30.00'],
    ]);
  });
});

describe('numbers inside text runs and page numbers', () => {
  it('reads no cell from a number between two words or from a page number at the foot of an item', () => {
    const doc = layout([
      [100, 40, 'Pos.'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 360, 'Preis'],
      [100, 470, 'Betrag'],
      [120, 40, '1'],
      [120, 70, 'Schutt entsorgen'],
      [120, 300, '10'],
      [120, 360, '7,00'],
      [120, 470, '70,00'],
      [140, 200, 'Bauabschnitt 1 gesamt'],
      [140, 470, '70,00'],
      [160, 40, '2'],
      [160, 70, 'Beratung'],
      [160, 300, '2 Std'],
      [160, 360, '95,00'],
      [160, 470, '190,00'],
      [172, 440, 'Seite 1 von 2'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.quantity, l.netAmount])).toEqual([
      ['1', '10', '70.00'],
      ['2', '2', '190.00'],
    ]);
  });
});

describe('three-line items, abbreviated price heads and names above the numbers', () => {
  it('reads the rate under "MwSt. [%]" next to a "St.-Pr." price and the names printed above the numbers', () => {
    const doc = layout([
      [88, 250, 'Artikelnummer'],
      [100, 40, '#'],
      [100, 70, 'Positionsbeschreibung'],
      [100, 330, 'Menge'],
      [100, 370, 'Einheit'],
      [100, 420, 'St.-Pr.'],
      [100, 465, 'MwSt. [%]'],
      [100, 525, 'Netto'],
      [100, 565, 'Brutto'],
      [112, 250, 'EAN'],
      // article text and number above, numbers with the position in the middle, short name
      // below; the article number run into the name (one segment)
      [130, 70, 'SCHRAUBE-DIN933-M10X40-(A2) 05899800555 150'],
      [142, 42, '1'],
      [142, 330, '25,00'],
      [142, 375, 'Stk'],
      [142, 425, '2,06'],
      [142, 475, '19,00'],
      [142, 525, '51,50'],
      [142, 565, '61,29'],
      [154, 70, 'Schraube'],
      [154, 250, '7711231873598'],
      [175, 70, 'MUTTER-DIN934-(A2K)-M12'],
      [175, 250, '0531712 100'],
      [187, 42, '2'],
      [187, 330, '500,00'],
      [187, 375, 'Stk'],
      [187, 425, '13,32'],
      [187, 475, '19,00'],
      [187, 525, '66,60'],
      [187, 565, '79,25'],
      [199, 70, 'Mutter'],
      [199, 250, '7711231333498'],
      // a name in capitals and digits only, like an item code
      [220, 70, 'KAFFEE-ESPRESSO-BOHNEN-1KG'],
      [220, 250, '05988013679 10'],
      [232, 42, '3'],
      [232, 330, '2,00'],
      [232, 375, 'Stk'],
      [232, 425, '18,90'],
      [232, 480, '7,00'],
      [232, 525, '37,80'],
      [232, 565, '40,45'],
      [244, 70, 'Kaffee'],
      [244, 250, '7765233128651'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.name, l.price, l.netAmount, l.vatRate])).toEqual([
      ['1', 'SCHRAUBE-DIN933-M10X40-(A2)', '2.06', '51.50', '19.00'],
      ['2', 'MUTTER-DIN934-(A2K)-M12', '13.32', '66.60', '19.00'],
      ['3', 'KAFFEE-ESPRESSO-BOHNEN-1KG', '18.90', '37.80', '7.00'],
    ]);
  });

  it('takes the name on the numbers line, not a paragraph set off above it', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 431, 'Steuer'],
      [100, 505, 'Entgelt'],
      [130, 58, '0'],
      [130, 145, 'Physiotherapie'],
      [130, 276, '26,00'],
      [130, 354, '10 Stk'],
      [130, 410, '0 %'],
      [130, 510, '260,00'],
      // notes of the first item, nearer to the second item's numbers than to its own
      [160, 159, 'Behandlungen aufgrund der Verordnung'],
      [172, 159, 'an folgenden Terminen: 11.09.2018'],
      [194, 58, '1'],
      [194, 153, 'Hausbesuch'],
      [194, 264, '12,00'],
      [194, 347, '10 Stk'],
      [194, 410, '0 %'],
      [194, 510, '120,00'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name])).toEqual([
      ['0', 'Physiotherapie'],
      ['1', 'Hausbesuch'],
    ]);
  });

  it('splits a "Position Material/Beschreibung" head and keeps a code on the numbers line as the name', () => {
    const doc = layout([
      [100, 17, 'Position Material/Beschreibung'],
      [100, 318, 'Menge'],
      [100, 431, 'Preis'],
      [100, 518, 'Betrag'],
      [115, 28, '10'],
      [115, 62, 'M-01'],
      [115, 322, '5 ST'],
      [115, 415, '1.630,00'],
      [115, 507, '8.150,00'],
      [128, 62, 'Sony Sunny01'],
      [150, 28, '20'],
      [150, 62, 'M-02'],
      [150, 322, '5 ST'],
      [150, 415, '1.888,00'],
      [150, 507, '9.440,00'],
      [163, 62, 'Sony Xa1'],
    ]);
    const h = findHeaders(doc)[0];
    expect(h?.columns.map((c) => c.kind)).toEqual(['pos', 'desc', 'qty', 'price', 'amount']);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name])).toEqual([
      ['10', 'M-01'],
      ['20', 'M-02'],
    ]);
  });

  it('keeps a price whose product with the quantity rounds to the net', () => {
    const doc = layout([
      [100, 40, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 380, 'Preis'],
      [100, 480, 'Betrag'],
      [120, 40, 'Beratung'],
      [120, 300, '2,5'],
      [120, 380, '385,49'],
      [120, 480, '963,73'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.price)).toEqual(['385.49']);
  });
});

describe('items without a header: prepaid rows', () => {
  it('reads no item from a prepaid amount over the amount due', () => {
    const doc = layout([
      [100, 226, 'Bruttosumme'],
      [100, 510, '23.800,00'],
      [126, 226, 'Erhaltene Anzahlungen'],
      [126, 510, '11.900,00'],
      [152, 226, 'Zahlbetrag'],
      [152, 510, '11.900,00'],
    ]);
    expect(extractLines(doc, ',')).toEqual([]);
  });
});

describe('labelled detail rows under an item', () => {
  it('reads no document order reference from an item detail row', () => {
    const rows: Array<[number, number, string]> = [
      [40, 40, 'Nordtech GmbH'],
      [52, 40, 'Hafenstraße 1, 20095 Hamburg'],
      [100, 40, 'Rechnung Nr. 2025-17'],
      [112, 40, 'Datum: 03.03.2025'],
      [160, 40, 'Beschreibung'],
      [160, 300, 'Menge'],
      [160, 380, 'Preis'],
      [160, 480, 'Betrag'],
      [180, 40, 'Wartung Anlage'],
      [180, 300, '2'],
      [180, 380, '50,00'],
      [180, 480, '100,00'],
      [192, 40, 'Order ref.: 5512'],
      [220, 300, 'Summe netto'],
      [220, 480, '100,00'],
    ];
    expect(extractInvoice(layout(rows)).invoice.purchaseOrderReference).toBeUndefined();
    // … while one in the header is read
    const withHeader = layout([...rows, [124, 40, 'Bestellnummer: PO-4711']]);
    expect(extractInvoice(withHeader).invoice.purchaseOrderReference).toBe('PO-4711');
  });
});

describe('position numbers above and below the numbers line', () => {
  it('takes the number on the numbers line before an article number printed below it', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 505, 'Entgelt'],
      // the position and the article number run together in the position column
      [120, 56, '1 Toolbox'],
      [120, 141, 'Stahlcoil'],
      [120, 294, '100,00'],
      [120, 370, '10 Stk'],
      [120, 505, '1000,00'],
      [132, 69, '0815'],
      [160, 56, '2 Kiste'],
      [160, 141, 'Stoßfänger'],
      [160, 294, '100,00'],
      [160, 370, '10 Stk'],
      [160, 505, '1000,00'],
      [172, 69, '4711'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.id, l.name])).toEqual([
      ['1', 'Stahlcoil'],
      ['2', 'Stoßfänger'],
    ]);
  });
});

describe('labelled gross price under an item', () => {
  it('does not take "Bruttopreis : …" as the net price to make quantity × price fit', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 505, 'Entgelt'],
      [120, 56, '1'],
      [120, 126, 'Versicherung'],
      [120, 287, '1.000,00'],
      [120, 378, '1 Stk'],
      [120, 505, '1163,40'],
      [134, 165, 'Bruttopreis : 1.163,40'],
    ]);
    expect(extractLines(doc, ',').map((l) => [l.quantity, l.price, l.netAmount])).toEqual([
      ['1', '1000.00', '1163.40'],
    ]);
  });
});

describe('names wrapped in a narrow column', () => {
  it('does not measure the name width on a bulleted detail line and joins a short rest below', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 144, 'Beschreibung'],
      [100, 290, 'Nettopreis'],
      [100, 379, 'Menge'],
      [100, 520, 'Entgelt'],
      [120, 57, '1'],
      [120, 144, 'Zitronensäure 100ml'],
      [120, 304, '1,00'],
      [120, 374, '100 Stk'],
      [120, 521, '100,00'],
      [132, 71, 'ZS997'],
      [160, 144, '* Anzahl Packstücke: 4 XCT'],
      [180, 57, '2'],
      [180, 144, 'Gelierzucker Extra'],
      [180, 304, '1,45'],
      [180, 374, '50 Stk'],
      [180, 526, '72,50'],
      [192, 71, 'GZ250'],
      [192, 144, '250g'],
      [220, 144, '* Anzahl Packstücke: 1 XCT'],
      [240, 57, '3'],
      [240, 144, 'Bierbrau Pils 20/0500'],
      [240, 299, '12,00'],
      [240, 374, '15 Stk'],
      [240, 521, '180,00'],
      [252, 71, '2031'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual([
      'Zitronensäure 100ml',
      'Gelierzucker Extra 250g',
      'Bierbrau Pils 20/0500',
    ]);
  });

  it('starts a name at a word broken at its hyphen and wraps on after the broken words', () => {
    const doc = layout([
      [100, 53, 'Pos'],
      [100, 151, 'Beschreibung'],
      [100, 244, 'Nettopreis'],
      [100, 358, 'Menge'],
      [100, 505, 'Entgelt'],
      [120, 58, '0'],
      [120, 156, '4-'],
      [120, 263, '8,41'],
      [120, 348, '1 Stk'],
      [120, 522, '8,41'],
      [132, 156, 'Fahrten-'],
      [144, 156, 'Karte'],
      [156, 156, 'Berlin'],
      [168, 156, 'AB'],
    ]);
    expect(extractLines(doc, ',').map((l) => l.name)).toEqual(['4-Fahrten-Karte Berlin AB']);
  });
});

describe('column heads joined into one segment', () => {
  const rows = (heads: Array<[number, string]>, cells: Array<[number, string]>) =>
    layout([
      ...heads.map(([x, t]): [number, number, string] => [100, x, t]),
      ...cells.map(([x, t]): [number, number, string] => [114, x, t]),
    ]);
  it('splits a unit head off the price head ("Unit Unit Price", "EinheitEinzelpreis")', () => {
    for (const [unitPrice, unit] of [
      ['Unit Unit Price', 'kg'],
      ['EinheitEinzelpreis', 'Std.'],
    ]) {
      const doc = rows(
        [
          [40, '#'],
          [70, 'Description'],
          [280, 'Qty'],
          [340, unitPrice as string],
          [480, 'Amount'],
        ],
        [
          [40, '1'],
          [70, 'Office chair'],
          [280, '2,5'],
          [340, unit as string],
          [400, '12,00'],
          [480, '30,00'],
        ],
      );
      expect(findHeaders(doc)[0]?.columns.map((c) => c.kind)).toEqual([
        'pos',
        'desc',
        'qty',
        'unit',
        'price',
        'amount',
      ]);
      expect(extractLines(doc, ',').map((l) => [l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
        ['2.5', unit === 'kg' ? 'KGM' : 'HUR', '12.00', '30.00'],
      ]);
    }
  });
  it('splits "Menge Einheit" and "Bezeichnung Menge", keeps "Unit price" and "Preis pro Einheit" whole', () => {
    const kinds = (heads: Array<[number, string]>) =>
      findHeaders(rows(heads, []))[0]?.columns.map((c) => c.kind);
    expect(
      kinds([
        [40, 'Bezeichnung Menge'],
        [200, 'Einheit'],
        [300, 'Preis'],
        [400, 'Betrag'],
      ]),
    ).toEqual(['desc', 'qty', 'unit', 'price', 'amount']);
    expect(
      kinds([
        [40, 'Bezeichnung'],
        [200, 'Menge Einheit'],
        [300, 'Preis'],
        [400, 'Betrag'],
      ]),
    ).toEqual(['desc', 'qty', 'unit', 'price', 'amount']);
    expect(
      kinds([
        [40, 'Description'],
        [200, 'Qty'],
        [300, 'Unit price'],
        [400, 'Amount'],
      ]),
    ).toEqual(['desc', 'qty', 'price', 'amount']);
    expect(
      kinds([
        [40, 'Bezeichnung'],
        [200, 'Menge'],
        [300, 'Preis pro Einheit'],
        [400, 'Betrag'],
      ]),
    ).toEqual(['desc', 'qty', 'price', 'amount']);
    // a discount head joined to the price head
    expect(
      kinds([
        [40, 'Bezeichnung'],
        [200, 'Menge'],
        [300, 'Einzelpreis Rabatt %'],
        [420, 'Betrag'],
      ]),
    ).toEqual(['desc', 'qty', 'price', 'disc', 'amount']);
    expect(
      kinds([
        [40, 'Bezeichnung'],
        [200, 'Menge'],
        [300, 'Preis/ME Rabatt %'],
        [420, 'Betrag'],
      ]),
    ).toEqual(['desc', 'qty', 'price', 'disc', 'amount']);
  });
});

describe('a "Rabatt %" column', () => {
  it('reads its numbers as percentages without the sign: the net price is the price after the discount', () => {
    const R = (x: number, t: string) => x - t.length * 5;
    const doc = layout([
      [290, 40, 'Pos'],
      [290, 62, 'Art.-Nr.'],
      [290, 122, 'Bezeichnung'],
      [290, R(318, 'Menge'), 'Menge'],
      [290, 324, 'ME'],
      [290, R(392, 'Preis/ME'), 'Preis/ME'],
      [290, R(448, 'Rabatt %'), 'Rabatt %'],
      [290, R(515, 'Betrag'), 'Betrag'],
      [290, R(545, 'USt'), 'USt'],
      [308, 40, '1'],
      [308, 62, '880-9231'],
      [308, 122, 'Kopierpapier A4'],
      [308, R(318, '7,5'), '7,5'],
      [308, 324, 'kg'],
      [308, R(392, '1,50'), '1,50'],
      [308, R(515, '11,25'), '11,25'],
      [308, R(545, '19%'), '19%'],
      [323, 40, '2'],
      [323, 62, '667-2871'],
      [323, 122, 'Ordner breit'],
      [323, R(318, '25'), '25'],
      [323, 324, 'Pck'],
      [323, R(392, '38,90'), '38,90'],
      [323, R(448, '10,00'), '10,00'],
      [323, R(515, '875,25'), '875,25'],
      [323, R(545, '7%'), '7%'],
    ]);
    const lines = extractLines(doc, ',');
    expect(lines.map((l) => [l.id, l.quantity, l.price, l.netAmount, l.vatRate])).toEqual([
      ['1', '7.5', '1.50', '11.25', '19'],
      ['2', '25', '35.01', '875.25', '7'],
    ]);
  });
});

describe('a service period under the item name', () => {
  it('is no part of the name ("Sep 28, 2026 – Oct 5, 2026", "01.03.2026 - 31.03.2026")', () => {
    for (const period of ['September 28, 2026 – October 5, 2026', '01.03.2026 - 31.03.2026']) {
      const doc = layout([
        [285, 40, 'Description'],
        [285, 330, 'Qty'],
        [285, 390, 'Unit price'],
        [285, 500, 'Amount'],
        [303, 40, 'API usage overage'],
        [303, 340, '8'],
        [303, 400, '449.57'],
        [303, 500, '3,596.56'],
        [314, 40, period],
        [330, 40, 'Storage 500 GB'],
        [330, 340, '1'],
        [330, 400, '20.00'],
        [330, 500, '20.00'],
      ]);
      expect(extractLines(doc, '.').map((l) => l.name)).toEqual(['API usage overage', 'Storage 500 GB']);
    }
  });
});

describe('wholesale tables (article numbers, totals in a row, footer columns)', () => {
  const doc = (segs: Array<[number, number, number, string]>) =>
    buildDoc(
      segs.map(([y, x0, x1, text]) => ({ page: 1, text, x: x0, y, w: x1 - x0, h: 10, size: 9 })),
      [{ width: 595, height: 842 }],
    );
  it('ends the table at "Warenwert" (a footer with an IBAN below does not spoil it)', () => {
    const lines = extractLines(
      doc([
        [289, 40, 99, 'Pos Art.-Nr.'],
        [289, 112, 177, 'Bezeichnung'],
        [289, 256, 311, 'Menge ME'],
        [289, 350, 385, 'E-Preis'],
        [289, 464, 498, 'Betrag'],
        [289, 515, 545, 'USt %'],
        [307, 40, 46, '1'],
        [307, 62, 192, '389-9895 Ordner breit, blau'],
        [307, 279, 318, '41 Rolle'],
        [307, 359, 385, '63,25'],
        [307, 458, 498, '2.593,25'],
        [307, 525, 545, '19%'],
        [328, 340, 394, 'Warenwert'],
        [328, 500, 545, '2.593,25'],
        [342, 340, 386, 'USt 19 %'],
        [342, 510, 545, '492,72'],
        [356, 340, 420, 'Rechnungsbetrag'],
        [356, 480, 545, '3.085,97 EUR'],
        [775, 40, 100, 'Kronvision AG'],
        [775, 175, 260, 'Geschäftsführer: Jens Vogt'],
        [775, 310, 400, 'USt-IdNr.: DE842228330'],
        [775, 445, 490, 'Sparkasse'],
        [784, 40, 100, 'Schillerplatz 137a'],
        [784, 175, 280, 'Amtsgericht Berlin HRB 90595'],
        [784, 310, 410, 'Steuer-Nr.: 679/833/67185'],
        [784, 445, 560, 'IBAN DE07 4280 2134 9713 6424 51'],
        [793, 40, 100, '13140 Berlin'],
      ]),
      ',',
    );
    expect(lines.map((l) => [l.name, l.quantity, l.unitCode, l.netAmount])).toEqual([
      ['Ordner breit, blau', '41', 'XRO', '2593.25'],
    ]);
  });
  it('drops the article number the text layer ran into the name under "Pos Art.-Nr. Bezeichnung"', () => {
    const lines = extractLines(
      doc([
        [289, 40, 183, 'Pos Art.-Nr. Bezeichnung'],
        [289, 253, 313, 'Menge ME'],
        [289, 335, 385, 'Preis/ME'],
        [289, 461, 498, 'Betrag'],
        [289, 525, 545, 'USt'],
        [307, 40, 46, '1'],
        [307, 62, 244, '539-9955 Mineralwasser 12 x 0,75 l'],
        [307, 284, 314, '9 Pck'],
        [307, 357, 385, '23,61'],
        [307, 464, 498, '212,49'],
        [307, 524, 545, '19%'],
        [322, 40, 46, '2'],
        [322, 62, 203, '474-3455 Klebeband 50 mm'],
        [322, 284, 314, '1 Pck'],
        [322, 357, 385, '63,50'],
        [322, 470, 498, '63,50'],
        [322, 524, 545, '19%'],
        [364, 113, 166, 'Warenwert'],
      ]),
      ',',
    );
    expect(lines.map((l) => [l.id, l.name])).toEqual([
      ['1', 'Mineralwasser 12 x 0,75 l'],
      ['2', 'Klebeband 50 mm'],
    ]);
  });
});

describe('a unit glued to the quantity', () => {
  it('reads the same unit code whether the unit is a cell of its own or glued to the quantity', () => {
    const cases: Array<[string, string, string]> = [
      ['5', 'Stk', 'H87'],
      ['12', 'Std.', 'HUR'],
      ['3', 'pcs', 'H87'],
      ['2,5', 'h', 'HUR'],
      ['10', 'Stück', 'H87'],
      ['4', 'stuks', 'H87'],
      ['2', 'pièce', 'H87'],
      ['8', 'uur', 'HUR'],
      ['12,5', 'm', 'MTR'],
      ['3', 'kg', 'KGM'],
    ];
    for (const [q, u, code] of cases) {
      const price = '10,00';
      const net = (Number(q.replace(',', '.')) * 10).toFixed(2).replace('.', ',');
      const glued = layout([
        [100, 40, 'Bezeichnung'],
        [100, 280, 'Menge'],
        [100, 400, 'Einzelpreis'],
        [100, 500, 'Gesamt'],
        [116, 40, 'Montagearbeiten'],
        [116, 280, `${q} ${u}`],
        [116, 400, price],
        [116, 500, net],
      ]);
      const separate = layout([
        [100, 40, 'Bezeichnung'],
        [100, 280, 'Menge'],
        [100, 340, 'Einheit'],
        [100, 400, 'Einzelpreis'],
        [100, 500, 'Gesamt'],
        [116, 40, 'Montagearbeiten'],
        [116, 280, q],
        [116, 340, u],
        [116, 400, price],
        [116, 500, net],
      ]);
      const a = extractLines(glued, ',')[0];
      const b = extractLines(separate, ',')[0];
      expect(a?.unitCode, `${q} ${u}`).toBe(code);
      expect(b?.unitCode, `${q} | ${u}`).toBe(code);
      expect(a?.quantity, `${q} ${u}`).toBe(b?.quantity);
    }
  });
});
