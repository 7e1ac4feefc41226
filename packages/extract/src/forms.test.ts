import { emptyInvoice, type Invoice, type InvoiceLine } from '@ic/einvoice';
import { renderInvoicePdf } from '@ic/pdf';
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import {
  formFields,
  formTerm,
  readFormItems,
  readFormRows,
  readFormTable,
  readFormVatTable,
  rec20ByName,
} from './forms.ts';
import { buildDoc, type TextItem } from './layout.ts';
import { extractFromPdf } from './pdf.ts';

/** Items [y, x, text, size?, bold?] at 5 pt per character (× size/10). */
type It = [number, number, string, number?, boolean?];
function doc(items: It[], pages = 1) {
  const its: TextItem[] = items.map(([y, x, text, size = 8, bold]) => ({
    page: y >= 1000 ? Math.floor(y / 1000) + 1 : 1,
    text,
    x,
    y: y % 1000,
    w: text.length * 0.5 * size,
    h: size * 1.15,
    size,
    bold,
  }));
  return buildDoc(
    its,
    Array.from({ length: pages }, () => ({ width: 595, height: 842 })),
  );
}

/** Two forms side by side: labels 7 pt at x 50 / 310, values 8 pt at x 150 / 410. */
function sideBySide(): It[] {
  return [
    [100, 50, 'Verkäufer', 9, true],
    [100, 310, 'Käufer', 9, true],
    [115, 50, 'Name', 7],
    [115, 150, 'Holzbau Krämer KG'],
    [115, 310, 'Name', 7],
    [115, 410, 'Gemeinde Seeheim'],
    [128, 50, 'Umsatzsteuer-', 7],
    [128, 150, 'DE811209874'],
    [128, 310, 'Anschrift des Käufers', 7],
    [128, 410, 'Am Markt 1'],
    [137, 50, 'Identifikationsnummer', 7],
    [137, 410, '64342 Seeheim'],
    [146, 410, 'DE – Deutschland'],
    [150, 50, 'Anschrift des Verkäufers', 7],
    [150, 150, 'Sägewerkstraße 7'],
    [159, 150, '79106 Freiburg'],
    [168, 150, 'DE – Deutschland'],
    [210, 50, 'Rechnungsdaten', 9, true],
    [210, 310, 'Gesamtbeträge', 9, true],
    [225, 50, 'Rechnungsnummer', 7],
    [225, 150, 'HK-2291'],
    [225, 310, 'Summe der Nettobeträge aller Positionen', 7],
    [225, 500, '1.000,00 €'],
    [238, 50, 'Rechnungsdatum', 7],
    [238, 150, '02.06.2025'],
    [238, 310, 'Gesamtbetrag ohne Umsatzsteuer', 7],
    [238, 500, '1.000,00 €'],
    [251, 50, 'Käuferreferenz (Leitweg-', 7],
    [251, 150, '06432011-0001-55'],
    [251, 310, 'Gesamtbetrag der Umsatzsteuer', 7],
    [251, 505, '190,00 €'],
    [260, 50, 'ID)', 7],
    [264, 310, 'Gesamtbetrag einschließlich Umsatzsteuer', 7],
    [264, 500, '1.190,00 €'],
    [273, 50, 'Rechnungsart', 7],
    [273, 150, '877 – Schlussrechnung'],
    [277, 310, 'Fälliger Betrag', 7],
    [277, 500, '1.190,00 €'],
  ];
}

describe('form layouts (label column | value column)', () => {
  it('reads an address whose postcode follows the town', () => {
    const items = sideBySide().map(
      (it): It => (it[2] === '79106 Freiburg' ? [it[0], it[1], 'Freiburg 79106'] : it),
    );
    const ff = formFields(readFormRows(doc(items)), ',');
    const v = (k: string) => ff.get(k)?.value;
    expect(v('seller.address.line1')).toBe('Sägewerkstraße 7');
    expect(v('seller.address.postalCode')).toBe('79106');
    expect(v('seller.address.city')).toBe('Freiburg');
    expect(v('seller.address.countryCode')).toBe('DE');
  });

  it('knows the business-term names in German and English', () => {
    expect(formTerm('Käuferreferenz (Leitweg-ID)')).toBe('buyerReference');
    expect(formTerm('Buyer reference')).toBe('buyerReference');
    expect(formTerm('Umsatzsteuer-Identifikationsnummer')).toBe('party.vatId');
    expect(formTerm('Sum of line net amounts')).toBe('lineNetTotal');
    expect(formTerm('Invoice total amount with VAT')).toBe('taxInclusive');
    expect(formTerm('Amount due for payment')).toBe('amountDue');
    expect(formTerm('Seller name')).toBe('party.name');
    expect(formTerm('Rechnungsnummer:')).toBe('number');
    expect(formTerm('USt.-Id.-Nr.:')).toBe('party.vatId');
    expect(formTerm('USt-IdNr.')).toBe('party.vatId');
    expect(formTerm('Total amount net')).toBe('taxExclusive');
    expect(formTerm('Total amount gross')).toBe('taxInclusive');
    expect(formTerm('Total amount')).toBeUndefined();
    expect(formTerm('Sägewerkstraße 7')).toBeUndefined();
  });

  it('reads two forms side by side, wrapped labels joined, values without their labels', () => {
    const d = doc(sideBySide());
    const rows = readFormRows(d);
    const labels = rows.map((r) => r.label);
    expect(labels).toContain('Umsatzsteuer-Identifikationsnummer');
    expect(labels).toContain('Käuferreferenz (Leitweg-ID)');
    const ff = formFields(rows, ',');
    const v = (k: string) => ff.get(k)?.value;
    expect(v('seller.name')).toBe('Holzbau Krämer KG');
    expect(v('buyer.name')).toBe('Gemeinde Seeheim');
    expect(v('seller.vatId')).toBe('DE811209874');
    expect(v('seller.address.line1')).toBe('Sägewerkstraße 7');
    expect(v('seller.address.postalCode')).toBe('79106');
    expect(v('seller.address.city')).toBe('Freiburg');
    expect(v('buyer.address.line1')).toBe('Am Markt 1');
    expect(v('buyer.address.countryCode')).toBe('DE');
    expect(v('number')).toBe('HK-2291');
    expect(v('issueDate')).toBe('2025-06-02');
    expect(v('buyerReference')).toBe('06432011-0001-55');
    expect(v('typeCode')).toBe('877');
    expect(v('totals.lineNetTotal')).toBe('1000.00');
    expect(v('totals.vatTotal')).toBe('190.00');
    expect(v('totals.taxInclusive')).toBe('1190.00');
    expect(v('totals.amountDue')).toBe('1190.00');
  });

  it('form values win in extractInvoice, with their source and a high confidence', () => {
    const r = extractInvoice(doc(sideBySide()));
    expect(r.invoice.seller.name).toBe('Holzbau Krämer KG');
    expect(r.invoice.buyer.name).toBe('Gemeinde Seeheim');
    expect(r.invoice.buyerReference).toBe('06432011-0001-55');
    expect(r.invoice.seller.address.city).toBe('Freiburg');
    expect(r.invoice.totals.taxInclusive).toBe('1190.00');
    expect(r.fields['seller.name']?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.fields['seller.name']?.source?.x).toBe(150);
    // the notices are those of the values now in the invoice
    const codes = r.notices.map((n) => n.code);
    expect(codes).not.toContain('EXTRACT_NO_SELLER');
    expect(codes).not.toContain('EXTRACT_NO_BUYER');
    expect(codes).not.toContain('EXTRACT_TOTALS_MISMATCH');
    expect(codes).not.toContain('EXTRACT_DUE_MISMATCH');
  });

  it('needs three business-term labels in a column: a letter with a few labels is no form', () => {
    const d = doc([
      [100, 50, 'Rechnungsnummer', 7],
      [100, 150, 'R-1'],
      [113, 50, 'Hinweis', 7],
      [113, 150, 'Bitte angeben'],
      [126, 50, 'Ansprechpartner', 7],
      [126, 150, 'Frau Roth'],
    ]);
    expect(readFormRows(d)).toEqual([]);
  });

  it('an account under a direct-debit heading is the one to debit, not one to pay to', () => {
    const d = doc([
      [100, 50, 'Zahlung', 9, true],
      [115, 50, 'Zahlungsart', 7],
      [115, 150, '59 – SEPA-Lastschrift'],
      [128, 50, 'Zahlungsbedingungen', 7],
      [128, 150, 'Wird am Fälligkeitstag eingezogen.'],
      [141, 50, 'Fälligkeitsdatum', 7],
      [141, 150, '15.03.2025'],
      [160, 50, 'Lastschrift', 8, true],
      [175, 50, 'Konto (IBAN)', 7],
      [175, 150, 'DE02120300000000202051'],
    ]);
    const ff = formFields(readFormRows(d), ',');
    expect(ff.get('iban')).toBeUndefined();
    expect(ff.get('debitAccount')?.value).toBe('DE02120300000000202051');
    expect(ff.get('dueDate')?.value).toBe('2025-03-15');
  });

  it('"Label:" rows with a value on two lines at wide line spacing (ZUGFeRD printouts)', () => {
    const d = doc([
      [100, 70, 'Verkäufer', 10, true],
      [118, 70, 'Name:', 10],
      [118, 260, 'Brunnenbau Vogt GmbH', 10],
      [136, 70, 'Anschrift:', 10],
      [136, 260, 'Quellweg 3', 10],
      [154, 260, 'DE 37073 Göttingen', 10],
      [172, 70, 'USt.-Id.-Nr.:', 10],
      [172, 260, 'DE812345674', 10],
      [190, 70, 'Rechnungsnummer:', 10],
      [190, 260, 'BV-31', 10],
    ]);
    const ff = formFields(readFormRows(d), ',');
    expect(ff.get('seller.address.line1')?.value).toBe('Quellweg 3');
    expect(ff.get('seller.address.city')?.value).toBe('Göttingen');
    expect(ff.get('seller.address.postalCode')?.value).toBe('37073');
    expect(ff.get('seller.vatId')?.value).toBe('DE812345674');
  });

  it('a party row needs a seller/buyer section or label; payee and delivery sections are skipped', () => {
    const d = doc([
      [100, 50, 'Zahlungsempfänger', 9, true],
      [115, 50, 'Name', 7],
      [115, 150, 'Factoring AG'],
      [128, 50, 'Rechnungsnummer', 7],
      [128, 150, 'R-9'],
      [141, 50, 'Rechnungsdatum', 7],
      [141, 150, '01.02.2025'],
    ]);
    const ff = formFields(readFormRows(d), ',');
    expect(ff.has('seller.name')).toBe(false);
    expect(ff.has('buyer.name')).toBe(false);
    expect(ff.get('number')?.value).toBe('R-9');
  });
});

describe('form item tables', () => {
  // numeric columns right-aligned at these edges (header words too)
  const RIGHT = { qty: 340, price: 420, vat: 470, net: 545 };
  const r = (y: number, edge: number, text: string, size = 8, bold = false): It => [
    y,
    edge - text.length * 0.5 * size,
    text,
    size,
    bold,
  ];
  const header = (y: number): It[] => [
    [y, 50, 'Pos.', 7, true],
    [y, 90, 'Artikel', 7, true],
    r(y, RIGHT.qty, 'Menge', 7, true),
    r(y, RIGHT.price, 'Einzelpreis', 7, true),
    r(y, RIGHT.vat, 'USt.', 7, true),
    r(y, RIGHT.net, 'Netto', 7, true),
  ];
  const nums = (y: number, qty: string, price: string, vat: string, net: string): It[] => [
    r(y, RIGHT.qty, qty),
    r(y, RIGHT.price, price),
    r(y, RIGHT.vat, vat),
    r(y, RIGHT.net, net),
  ];
  it('reads quantity+unit and category+rate cells, stops the name at detail rows, leaves sub-positions out', () => {
    const d = doc(
      [
        [480, 50, 'Rechnungspositionen', 11, true],
        ...header(500),
        [520, 50, '1'],
        [520, 90, 'Dachsanierung'],
        ...nums(520, '1 Stück', '900,00 €', 'S 19 %', '900,00 €'),
        [530, 90, 'Umsatzsteuerkategorie: S – Normaler Steuersatz', 6.5],
        [548, 50, '1.1'],
        [548, 100, 'Ziegel'],
        ...nums(548, '30 Meter', '30,00 €', 'S 19 %', '900,00 €'),
        [576, 50, 'Reise-'],
        [576, 90, 'Anfahrt'],
        ...nums(576, '2 Tag', '50,00 €', 'S 19 %', '100,00 €'),
        [585, 50, 'kosten'],
        [585, 90, 'Hin- und Rückfahrt'],
        [595, 90, 'Umsatzsteuerkategorie: S', 6.5],
        [640, 50, 'Aufschlüsselung der Umsatzsteuer', 9, true],
      ],
      1,
    );
    const lines = readFormTable(d, ',') ?? [];
    expect(lines.map((l) => l.id)).toEqual(['1', 'Reise-kosten']);
    expect(lines.map((l) => l.name)).toEqual(['Dachsanierung', 'Anfahrt Hin- und Rückfahrt']);
    expect(lines.map((l) => l.quantity)).toEqual(['1', '2']);
    expect(lines.map((l) => l.unitCode)).toEqual(['H87', 'DAY']);
    expect(lines.map((l) => l.netAmount)).toEqual(['900.00', '100.00']);
    expect(lines.map((l) => l.vatRate)).toEqual(['19', '19']);
  });

  it('reads a unit name with its code, on the quantity line or wrapped under it', () => {
    const d = doc([
      ...header(500),
      [520, 50, '1'],
      [520, 90, 'Container'],
      ...nums(520, '1 Stück (XPP)', '80,00 €', 'S 19 %', '80,00 €'),
      [540, 50, '2'],
      [540, 90, 'Miete'],
      ...nums(540, '-1,0000 Stück', '100,00 €', 'S 19 %', '-100,00 €'),
      r(550, RIGHT.qty, '(C62)'),
      [549, 90, 'Umsatzsteuerkategorie: S', 6.5],
      [570, 50, '3'],
      [570, 90, 'Schrauben'],
      ...nums(570, '2 Stück (H87)', '5,00 €', 'S 19 %', '10,00 €'),
    ]);
    const lines = readFormTable(d, ',') ?? [];
    expect(lines.map((l) => [l.id, l.unitCode, l.netAmount])).toEqual([
      ['1', 'XPP', '80.00'],
      ['2', 'C62', '-100.00'],
      ['3', 'H87', '10.00'],
    ]);
  });

  it('goes on after a page break under the repeated header, not into the footer', () => {
    const d = doc(
      [
        ...header(500),
        [520, 50, '1'],
        [520, 90, 'Gerüst'],
        ...nums(520, '1 Stück', '80,00 €', 'S 19 %', '80,00 €'),
        [800, 50, 'Rechnung R-1 · Seite 1 von 2', 6.5],
        ...header(1050),
        [1070, 50, '2'],
        [1070, 90, 'Abbau'],
        ...nums(1070, '3 Stunde', '40,00 €', 'S 19 %', '120,00 €'),
      ],
      2,
    );
    const lines = readFormTable(d, ',') ?? [];
    expect(lines.map((l) => [l.id, l.name, l.netAmount, l.unitCode])).toEqual([
      ['1', 'Gerüst', '80.00', 'H87'],
      ['2', 'Abbau', '120.00', 'HUR'],
    ]);
  });

  it('keeps a unit wrapped under its quantity and words wrapped under a price, reads 3.875 as thousands', () => {
    const d = doc([
      ...header(500),
      [520, 50, '1'],
      [520, 90, 'Arbeitspreis'],
      ...nums(520, '3.875', '0,0405 € / 10', 'S 19 %', '15,69 €'),
      r(530, RIGHT.qty, 'Kilowattstunde'),
      r(530, RIGHT.price, 'Tag'),
      [540, 90, 'Umsatzsteuerkategorie: S', 6.5],
      [560, 50, '2'],
      [560, 90, 'Grundpreis'],
      ...nums(560, '31 Tag', '2,00 €', 'S 19 %', '62,00 €'),
    ]);
    const lines = readFormTable(d, '.') ?? [];
    expect(lines.map((l) => [l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['3875', 'KWH', '0.0405', '15.69'],
      ['31', 'DAY', '2.00', '62.00'],
    ]);
  });

  it('splits a quantity run into the price, joins a quantity wrapped with its unit, keeps price rests', () => {
    const d = doc([
      ...header(500),
      [520, 50, '1'],
      [520, 90, 'Beratung'],
      r(520, RIGHT.price, '30.0000000000 €158.1250000000'),
      r(520, RIGHT.vat, 'S 19%'),
      r(520, RIGHT.net, '€4,743.75'),
      [530, 90, 'Anforderungen', 6.5],
      r(530, RIGHT.qty, '0 Stunde'),
      [540, 90, 'Umsatzsteuerkategorie: S', 6.5],
      [560, 50, '2'],
      [560, 90, 'Entsorgung'],
      ...nums(560, '4.0000 Tonne', '€100.00 /', 'S 19%', '€400.00'),
      r(570, RIGHT.price, '1.0000 Tonne'),
    ]);
    const lines = readFormTable(d, '.') ?? [];
    expect(lines.map((l) => [l.name, l.quantity, l.unitCode, l.price, l.netAmount])).toEqual([
      ['Beratung', '30.00000000000', 'HUR', '158.1250000000', '4743.75'],
      ['Entsorgung', '4.0000', 'TNE', '100.00', '400.00'],
    ]);
  });

  it('is not used for an ordinary item table without VAT category codes ("19 %" only)', () => {
    const d = doc([
      ...header(500),
      [520, 50, '1'],
      [520, 90, 'Beratung'],
      ...nums(520, '2 Std.', '80,00 €', '19 %', '160,00 €'),
      [540, 50, '2'],
      [540, 90, 'Anfahrt'],
      ...nums(540, '1 Stk.', '30,00 €', '19 %', '30,00 €'),
    ]);
    expect(readFormTable(d, ',')).toBeUndefined();
  });

  it('is not used for an ordinary item table (no quantity+unit cells)', () => {
    const d = doc([
      ...header(500),
      [520, 50, '1'],
      [520, 90, 'Beratung'],
      [520, 330, 'viel'],
      [520, 375, '80,00'],
      [520, 520, '80,00'],
      [540, 50, 'Summe'],
      [560, 50, 'Danke'],
      [580, 50, 'Gruß'],
    ]);
    expect(readFormTable(d, ',')).toBeUndefined();
  });
});

describe('forms with "Label:" rows in two columns under one heading (KoSIT style)', () => {
  // labels at x 60 / 330, values at x 150 / 420; headings only over the left column
  const kosit: It[] = [
    [100, 60, 'Informationen zum Käufer', 9, true],
    [115, 60, 'Leitweg-ID:', 7],
    [115, 150, '991-33440-12'],
    [115, 330, 'Ort:', 7],
    [115, 420, 'Seestadt'],
    [128, 60, 'Name:', 7],
    [128, 150, 'Hafenamt Seestadt'],
    [128, 330, 'Land:', 7],
    [128, 420, 'DE'],
    [141, 60, 'Adresszeile 1:', 7],
    [141, 150, 'Kaistraße 5'],
    [154, 60, 'PLZ:', 7],
    [154, 150, '23552'],
    [180, 60, 'Informationen zum Verkäufer', 9, true],
    [195, 60, 'Firmenname:', 7],
    [195, 150, 'Taucherei Olsen e.K.'],
    [195, 330, 'Ländercode:', 7],
    [195, 420, 'DE'],
    [208, 60, 'Adresszeile 1:', 7],
    [208, 150, 'Am Deich 12'],
    [208, 330, 'Ort:', 7],
    [208, 420, 'Möwenhafen'],
    [221, 60, 'PLZ:', 7],
    [221, 150, '25999'],
    [260, 60, 'Rechnungsdaten', 9, true],
    [275, 60, 'Rechnungsnummer:', 7],
    [275, 150, 'TO-77'],
    [288, 60, 'Rechnungsdatum:', 7],
    [288, 150, '7.3.2025'],
    [320, 60, 'Gesamtbeträge der Rechnung', 9, true],
    [335, 60, 'Summe aller Positionen', 7],
    [335, 405, 'netto'],
    [335, 530, '220,00'],
    [348, 60, 'Gesamtsumme', 7],
    [348, 405, 'brutto'],
    [348, 530, '261,80'],
    [1050, 60, 'Details', 9, true],
    [1065, 60, 'A-1', 8],
    [1080, 60, 'Preiseinzelheiten', 8, true],
    [1093, 60, 'Menge', 7],
    [1093, 300, '2'],
    [1106, 60, 'Einheit', 7],
    [1106, 300, 'HUR'],
    [1119, 60, 'Gesamtpreis (netto)', 7],
    [1119, 300, '180,00'],
    [1140, 60, 'Artikelinformationen', 8, true],
    [1153, 60, 'Bezeichnung:', 7],
    [1153, 150, 'Rumpfreinigung'],
    [1180, 60, 'A-2', 8],
    [1195, 60, 'Preiseinzelheiten', 8, true],
    [1208, 60, 'Menge', 7],
    [1208, 300, '1'],
    [1221, 60, 'Einheit', 7],
    [1221, 300, 'C62'],
    [1234, 60, 'Gesamtpreis (netto)', 7],
    [1234, 300, '40,00'],
    [1255, 60, 'Artikelinformationen', 8, true],
    [1268, 60, 'Bezeichnung:', 7],
    [1268, 150, 'Anfahrt'],
  ];

  it('a right-hand column takes the heading printed over the left one', () => {
    const ff = formFields(readFormRows(doc(kosit, 2)), ',');
    const v = (k: string) => ff.get(k)?.value;
    expect(v('buyerReference')).toBe('991-33440-12');
    expect(v('buyer.name')).toBe('Hafenamt Seestadt');
    expect(v('buyer.address.city')).toBe('Seestadt');
    expect(v('buyer.address.postalCode')).toBe('23552');
    expect(v('seller.name')).toBe('Taucherei Olsen e.K.');
    expect(v('seller.address.city')).toBe('Möwenhafen');
    expect(v('seller.address.line1')).toBe('Am Deich 12');
    expect(v('issueDate')).toBe('2025-03-07');
    // rows printed across both columns, a qualifier between label and amount
    expect(v('totals.lineNetTotal')).toBe('220.00');
    expect(v('totals.taxInclusive')).toBe('261.80');
  });

  it('reads items printed as blocks of label rows, the id from the line above each block', () => {
    const d = doc(kosit, 2);
    const items = readFormItems(d, readFormRows(d), ',') ?? [];
    expect(items.map((l) => [l.id, l.name, l.quantity, l.unitCode, l.netAmount])).toEqual([
      ['A-1', 'Rumpfreinigung', '2', 'HUR', '180.00'],
      ['A-2', 'Anfahrt', '1', 'C62', '40.00'],
    ]);
  });
});

describe('form VAT tables and unit names', () => {
  it('reads a VAT table with a two-line header, wrapped category names and a 0 % row as printed', () => {
    const d = doc([
      [300, 50, 'Aufschlüsselung der Umsatzsteuer', 9, true],
      [315, 50, 'Umsatzsteuerkate', 7, true],
      [315, 160, 'Umsatzsteuer', 7, true],
      [315, 240, 'Steuerbasisbe', 7, true],
      [315, 330, 'Steuerbetrag', 7, true],
      [323, 50, 'gorie', 7, true],
      [323, 190, 'satz', 7, true],
      [323, 274, 'trag', 7, true],
      [340, 50, 'S – Normaler'],
      [340, 190, '19 %'],
      [340, 246, '1.000,00 €'],
      [340, 340, '190,00 €'],
      [350, 50, 'Steuersatz'],
      [365, 50, 'E – Steuerbefreit'],
      [365, 198, '0 %'],
      [365, 262, '0,00 €'],
      [365, 356, '0,00 €'],
      [400, 50, 'Zahlung', 9, true],
    ]);
    expect(readFormVatTable(d, ',')?.map((r) => [r.category, r.rate, r.base, r.tax])).toEqual([
      ['S', '19', '1000.00', '190.00'],
      ['E', '0', '0.00', '0.00'],
    ]);
  });

  it('reads VAT rows whose cells the text layer ran together, the code at the line start', () => {
    const d = doc([
      [315, 50, 'VAT category', 7, true],
      [315, 140, 'VAT', 7, true],
      [315, 180, 'Taxable', 7, true],
      [315, 245, 'VAT Exemption reason', 7, true],
      [323, 140, 'rate', 7, true],
      [323, 180, 'amount', 7, true],
      [323, 236, 'amount', 7, true],
      [340, 50, 'S – Standard rate'],
      [340, 124, '19% €1,200.00 €228.00'],
      [355, 50, 'E – Exempt'],
      [355, 144, '0%'],
      [355, 190, '€0.00'],
      [355, 236, '€0.00 [reason text]'],
    ]);
    expect(readFormVatTable(d, '.')?.map((r) => [r.category, r.rate, r.base, r.tax])).toEqual([
      ['S', '19', '1200.00', '228.00'],
      ['E', '0', '0.00', '0.00'],
    ]);
  });

  it('reads VAT headers run together over columns and amounts wrapped in narrow columns', () => {
    // "Umsatzsteuer Steuerbasisbe Steuerbetra" as one segment, the word ends on the line below
    const d = doc([
      [315, 50, 'Umsatzsteuerkate', 7, true],
      [315, 136, 'Umsatzsteuer Steuerbasisbe Steuerbetra', 7, true],
      [323, 50, 'gorie', 7, true],
      [323, 164, 'satz', 7, true],
      [323, 213.5, 'trag', 7, true],
      [323, 268.5, 'g', 7, true],
      [340, 50, 'S – Normaler'],
      [340, 162, '19 %'],
      [340, 194, '12.250,0'],
      [340, 244, '2.327,5'],
      [349, 50, 'Steuersatz'],
      [349, 214, '0 €'],
      [349, 260, '0 €'],
      [370, 50, 'Zahlung', 9, true],
    ]);
    expect(readFormVatTable(d, ',')?.map((r) => [r.category, r.rate, r.base, r.tax])).toEqual([
      ['S', '19', '12250.00', '2327.50'],
    ]);
  });

  it('finds a unit by its Rec 20 name, not when the name is shared by several codes', () => {
    expect(rec20ByName('Kilowattstunde')).toBe('KWH');
    expect(rec20ByName('kilowatt hour')).toBe('KWH');
    expect(rec20ByName('Stück')).toBeUndefined();
    // the full name with its bracket part says which
    expect(rec20ByName('Stück (Packstück)')).toBe('XPP');
    expect(rec20ByName('Piece (package)')).toBe('XPP');
  });
});

function line(
  id: string,
  name: string,
  qty: string,
  price: string,
  net: string,
  sub: InvoiceLine[] = [],
): InvoiceLine {
  return {
    id,
    quantity: qty,
    unitCode: 'HUR',
    netAmount: net,
    allowances: [],
    charges: [],
    price: { netPrice: price },
    vatCategoryCode: 'S',
    vatRate: '19',
    item: { name, classifications: [], attributes: [] },
    subLines: sub,
  };
}

function renderedInvoice(): Invoice {
  const inv = emptyInvoice();
  inv.number = 'WK-2025-117';
  inv.issueDate = '2025-04-03';
  inv.typeCode = '380';
  inv.currency = 'EUR';
  inv.dueDate = '2025-05-03';
  inv.buyerReference = '991-22334-41';
  inv.paymentTerms = 'Zahlbar innerhalb von 30 Tagen ohne Abzug.';
  inv.seller.name = 'Wendt Kältetechnik GmbH';
  inv.seller.vatId = 'DE298765437';
  inv.seller.taxRegistrationId = '27/815/40217';
  inv.seller.address = { line1: 'Kühlhausweg 4', postalCode: '28199', city: 'Bremen', countryCode: 'DE' };
  inv.buyer.name = 'Stadtwerke Nordheim';
  inv.buyer.address = { line1: 'Ringstraße 80', postalCode: '74226', city: 'Nordheim', countryCode: 'DE' };
  inv.lines = [
    line('1', 'Wartung Kälteanlage', '4', '95.00', '380.00', [
      line('1.1', 'Dichtheitsprüfung', '2', '95.00', '190.00'),
      line('1.2', 'Filterwechsel', '2', '95.00', '190.00'),
    ]),
    line('2', 'Notdienst', '2', '120.00', '240.00'),
  ];
  inv.vatBreakdown = [{ taxableAmount: '620.00', taxAmount: '117.80', categoryCode: 'S', rate: '19' }];
  inv.totals = {
    lineNetTotal: '620.00',
    taxExclusive: '620.00',
    vatTotal: '117.80',
    taxInclusive: '737.80',
    amountDue: '737.80',
  };
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [
      { accountId: 'DE02120300000000202051', providerId: 'BYLADEM1001' },
      { accountId: 'DE02100100100006820101' },
    ],
  };
  return inv;
}

describe('our own rendering read back (renderInvoicePdf → extractFromPdf)', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`reads the form fields and the top-level lines (${lang})`, async () => {
      const pdf = await renderInvoicePdf(renderedInvoice(), { lang, creationDate: new Date(0) });
      const r = await extractFromPdf(pdf);
      const inv = r.invoice;
      expect(inv.number).toBe('WK-2025-117');
      expect(inv.seller.name).toBe('Wendt Kältetechnik GmbH');
      expect(inv.buyer.name).toBe('Stadtwerke Nordheim');
      expect(inv.seller.vatId).toBe('DE298765437');
      expect(inv.seller.taxRegistrationId).toBe('27/815/40217');
      expect(inv.seller.address).toMatchObject({
        line1: 'Kühlhausweg 4',
        postalCode: '28199',
        city: 'Bremen',
      });
      expect(inv.buyer.address).toMatchObject({
        line1: 'Ringstraße 80',
        postalCode: '74226',
        city: 'Nordheim',
      });
      expect(inv.buyerReference).toBe('991-22334-41');
      expect(inv.dueDate).toBe('2025-05-03');
      expect(inv.paymentTerms).toBe('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
      expect(inv.paymentInstructions?.creditTransfers[0]?.providerId).toBe('BYLADEM1001');
      expect(inv.paymentInstructions?.creditTransfers.map((c) => c.accountId)).toEqual([
        'DE02120300000000202051',
        'DE02100100100006820101',
      ]);
      expect(inv.totals).toMatchObject({
        lineNetTotal: '620.00',
        vatTotal: '117.80',
        taxInclusive: '737.80',
      });
      expect(inv.lines.map((l) => [l.id, l.item.name, l.netAmount, l.unitCode])).toEqual([
        ['1', 'Wartung Kälteanlage', '380.00', 'HUR'],
        ['2', 'Notdienst', '240.00', 'HUR'],
      ]);
    });
  }
});
