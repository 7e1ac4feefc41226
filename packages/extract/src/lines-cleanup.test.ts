import { emptyInvoice, type InvoiceLine, readInvoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../pdf/src/read/test-pdfs.ts';
import { extractInvoice } from './extract.ts';
import { buildDoc, type TextItem } from './layout.ts';
import { dropNonItemLines, isNonItemLine } from './lines-cleanup.ts';
import { pdfToInvoice } from './pipeline.ts';

// Own fixtures in the structure of two producers (no producer file is stored here):
// Odoo's UBL attachment writes section and note lines as lines of quantity 0 without a unit,
// amount 0, price 0 with base quantity 0; invoicing software writes text positions and subtotal
// rows into CII as line items of quantity 0 without price and amount.
const ublLine = (id: string, name: string, qty: string, price: string, net: string, unit = '') => `
  <cac:InvoiceLine><cbc:ID>${id}</cbc:ID>
    <cbc:InvoicedQuantity${unit ? ` unitCode="${unit}"` : ''}>${qty}</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">${net}</cbc:LineExtensionAmount>
    <cac:Item><cbc:Description>${name}</cbc:Description><cbc:Name>${name}</cbc:Name>${
      unit
        ? '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>'
        : ''
    }</cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${price}</cbc:PriceAmount><cbc:BaseQuantity>${unit ? '1.00' : '0.00'}</cbc:BaseQuantity></cac:Price>
  </cac:InvoiceLine>`;
const ODOO_UBL = `<?xml version='1.0' encoding='UTF-8'?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:ID>INV/2025/00042</cbc:ID><cbc:IssueDate>2025-03-20</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Möbelhaus Nord GmbH</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyName><cbc:Name>Kunde AG</cbc:Name></cac:PartyName></cac:Party></cac:AccountingCustomerParty>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">112.00</cbc:LineExtensionAmount>
    <cbc:PayableAmount currencyID="EUR">133.28</cbc:PayableAmount></cac:LegalMonetaryTotal>
  ${ublLine('1', '--- Non Food ---', '0.00', '0.00', '0.00')}
  ${ublLine('2', 'Office Chair', '1.00', '70.00', '70.00', 'C62')}
  ${ublLine('3', '--- Food Products ---', '0.00', '0.00', '0.00')}
  ${ublLine('4', 'Olive Oil', '2.00', '21.00', '42.00', 'LTR')}
  ${ublLine('5', 'Our olive oil comes in a re-usable glass bottle', '0.00', '0.00', '0.00')}
</Invoice>`;

const ciiLine = (id: string, name: string, qty: string, price: string | undefined, net: string) => `
  <ram:IncludedSupplyChainTradeLineItem>
    <ram:AssociatedDocumentLineDocument><ram:LineID>${id}</ram:LineID></ram:AssociatedDocumentLineDocument>
    <ram:SpecifiedTradeProduct><ram:Name>${name}</ram:Name></ram:SpecifiedTradeProduct>
    <ram:SpecifiedLineTradeAgreement>${
      price === undefined
        ? ''
        : `<ram:NetPriceProductTradePrice><ram:ChargeAmount>${price}</ram:ChargeAmount></ram:NetPriceProductTradePrice>`
    }</ram:SpecifiedLineTradeAgreement>
    <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${qty}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
    <ram:SpecifiedLineTradeSettlement>
      <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
    </ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>`;
const TEXT_POSITIONS_CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>RE-1007</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20250320</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    ${ciiLine('1', 'Montage Küche', '6', '55.00', '330.00')}
    ${ciiLine('2', 'Hinweis: Die Arbeitsplatte wird nachgeliefert.', '0', undefined, '0.00')}
    ${ciiLine('3', 'Arbeitsplatte Eiche', '1', '480.00', '480.00')}
    ${ciiLine('4', 'Zwischensumme Küche', '0', '0.00', '0.00')}
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Tischlerei Holm</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Familie Berg</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>810.00</ram:LineTotalAmount>
        <ram:GrandTotalAmount>963.90</ram:GrandTotalAmount><ram:DuePayableAmount>963.90</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const read = (xml: string) => {
  const r = readInvoice(xml);
  if (!r.ok) throw new Error(r.error.message);
  return r.invoice;
};
const line = (over: Partial<InvoiceLine>): InvoiceLine => ({
  id: '1',
  quantity: '0',
  unitCode: 'C62',
  netAmount: '0.00',
  allowances: [],
  charges: [],
  price: { netPrice: '0.00' },
  vatCategoryCode: 'S',
  vatRate: '19',
  item: { name: 'x', classifications: [], attributes: [] },
  subLines: [],
  ...over,
});

describe('heading, subtotal and note lines are not items', () => {
  it('Odoo UBL: section headings and a note line are left out, the items keep their ids', () => {
    const inv = read(ODOO_UBL);
    expect(inv.lines).toHaveLength(5);
    const out = dropNonItemLines({ invoice: inv }).invoice;
    expect(out.lines.map((l) => [l.id, l.item.name, l.quantity])).toEqual([
      ['2', 'Office Chair', '1.00'],
      ['4', 'Olive Oil', '2.00'],
    ]);
  });

  it('CII text positions: a note without price and a subtotal row of quantity 0 are left out', () => {
    const out = dropNonItemLines({ invoice: read(TEXT_POSITIONS_CII) }).invoice;
    expect(out.lines.map((l) => l.item.name)).toEqual(['Montage Küche', 'Arbeitsplatte Eiche']);
  });

  it('keeps real items: quantity 0 with a price (back order), a free item, and an invoice of only zero lines', () => {
    expect(isNonItemLine(line({ price: { netPrice: '12.50' } }))).toBe(false);
    expect(isNonItemLine(line({ quantity: '1' }))).toBe(false);
    expect(isNonItemLine(line({ quantity: '', price: { netPrice: '' }, netAmount: '' }))).toBe(true);
    expect(isNonItemLine(line({ subLines: [line({ quantity: '2', netAmount: '4.00' })] }))).toBe(false);
    const inv = emptyInvoice();
    inv.lines = [line({ id: '1' }), line({ id: '2' })];
    expect(dropNonItemLines({ invoice: inv }).invoice.lines).toHaveLength(2);
  });

  it('the per-field information of the lines follows the lines that stay', () => {
    const inv = emptyInvoice();
    inv.lines = [line({ id: 'A' }), line({ id: 'B', quantity: '3', netAmount: '9.00' }), line({ id: 'C' })];
    const fields = {
      number: 1,
      'lines[0].quantity': 2,
      'lines[1].quantity': 3,
      'lines[1].netAmount': 4,
      'lines[2].item': 5,
    };
    const out = dropNonItemLines({ invoice: inv, fields });
    expect(out.invoice.lines.map((l) => l.id)).toEqual(['B']);
    expect(out.fields).toEqual({ number: 1, 'lines[0].quantity': 3, 'lines[0].netAmount': 4 });
  });

  it('the PDF pipeline leaves them out of an embedded Odoo UBL, and can ignore the embedded XML', async () => {
    const pdf = await makePdf([{ texts: [{ text: 'Invoice INV/2025/00042', x: 50, top: 80 }] }], {
      attachments: [
        {
          name: 'UBL-Invoice-2.1.xml',
          bytes: new TextEncoder().encode(ODOO_UBL),
          afRelationship: 'Unspecified',
        },
      ],
    });
    const r = await pdfToInvoice(pdf);
    expect(r.source).toBe('embedded');
    expect(r.embeddedFile).toBe('UBL-Invoice-2.1.xml');
    expect(r.invoice.lines.map((l) => l.item.name)).toEqual(['Office Chair', 'Olive Oil']);
    expect((await pdfToInvoice(pdf, { embedded: 'ignore' })).source).toBe('extracted');
  });
});

// two printed layouts with section headings and subtotal rows inside the item table
type Cell = [number, number, string, boolean?];
const doc = (cells: Cell[]) =>
  buildDoc(
    cells.map(([y, x, text, right]): TextItem => {
      const w = (text.length * 10) / 2;
      return { page: 1, text, x: right ? x - w : x, y, w, h: 10, size: 10 };
    }),
    [{ width: 595, height: 842 }],
  );
const item = (y: number, cells: Array<[number, string, boolean?]>): Cell[] =>
  cells.map(([x, t, r]) => [y, x, t, r]);
const GERMAN: Cell[] = [
  [40, 50, 'Muster Bau GmbH · Hauptstr. 1 · 10115 Berlin'],
  ...item(90, [[50, 'Kunde AG']]),
  ...item(102, [[50, 'Nebenweg 2']]),
  ...item(114, [[50, '80331 München']]),
  ...item(150, [[350, 'Rechnungsnummer: R-2024-17']]),
  ...item(162, [[350, 'Rechnungsdatum: 15.11.2024']]),
  ...item(220, [
    [50, 'Pos.'],
    [80, 'Bezeichnung'],
    [330, 'Menge', true],
    [340, 'Einheit'],
    [460, 'Einzelpreis', true],
    [545, 'Gesamt', true],
  ]),
  ...item(236, [[80, 'Titel 1: Rohbau']]),
  ...item(250, [
    [50, '1'],
    [80, 'Mauerwerk KS 17,5'],
    [330, '12', true],
    [340, 'm²'],
    [460, '45,00', true],
    [545, '540,00', true],
  ]),
  ...item(264, [
    [50, '2'],
    [80, 'Beton C25/30'],
    [330, '3', true],
    [340, 'm³'],
    [460, '120,00', true],
    [545, '360,00', true],
  ]),
  ...item(278, [
    [80, 'Zwischensumme Titel 1'],
    [545, '900,00', true],
  ]),
  ...item(292, [[80, 'Titel 2: Ausbau']]),
  ...item(306, [
    [50, '3'],
    [80, 'Trockenbau'],
    [330, '10', true],
    [340, 'm²'],
    [460, '30,00', true],
    [545, '300,00', true],
  ]),
  ...item(320, [
    [80, 'Zwischensumme Titel 2'],
    [545, '300,00', true],
  ]),
  ...item(350, [
    [350, 'Summe netto'],
    [545, '1.200,00', true],
  ]),
  ...item(364, [
    [350, 'MwSt. 19 %'],
    [545, '228,00', true],
  ]),
  ...item(378, [
    [350, 'Gesamtbetrag'],
    [545, '1.428,00', true],
  ]),
];
const ENGLISH: Cell[] = [
  [40, 50, 'Acme Ltd, 1 High Street, London EC2M 1AA'],
  ...item(90, [[50, 'Bill to: Client plc']]),
  ...item(102, [[50, '2 Low Road']]),
  ...item(114, [[50, 'Leeds LS1 1QJ']]),
  ...item(150, [[350, 'Invoice no: 4711']]),
  ...item(162, [[350, 'Date: 15/11/2024']]),
  ...item(220, [
    [50, 'Description'],
    [330, 'Qty', true],
    [460, 'Unit price', true],
    [545, 'Amount', true],
  ]),
  ...item(236, [[50, 'Hardware']]),
  ...item(250, [
    [50, 'Laptop stand'],
    [330, '2', true],
    [460, '40.00', true],
    [545, '80.00', true],
  ]),
  ...item(264, [
    [50, 'USB hub'],
    [330, '4', true],
    [460, '15.00', true],
    [545, '60.00', true],
  ]),
  ...item(278, [
    [50, 'Subtotal Hardware'],
    [545, '140.00', true],
  ]),
  ...item(306, [
    [50, 'Setup'],
    [330, '1', true],
    [460, '60.00', true],
    [545, '60.00', true],
  ]),
  ...item(320, [
    [50, 'Subtotal Services'],
    [545, '60.00', true],
  ]),
  ...item(350, [
    [350, 'Subtotal'],
    [545, '200.00', true],
  ]),
  ...item(364, [
    [350, 'VAT 20%'],
    [545, '40.00', true],
  ]),
  ...item(378, [
    [350, 'Total'],
    [545, '240.00', true],
  ]),
];

describe('layouts with headings and subtotal rows in the item table', () => {
  it.each([
    ['German (Titel / Zwischensumme)', GERMAN, ['540.00', '360.00', '300.00']],
    ['English (section / Subtotal)', ENGLISH, ['80.00', '60.00', '60.00']],
  ])('%s: only the items become lines', (_name, cells, nets) => {
    const r = dropNonItemLines(extractInvoice(doc(cells)));
    expect(r.invoice.lines.map((l) => l.netAmount)).toEqual(nets);
    expect(r.invoice.lines.every((l) => !isNonItemLine(l))).toBe(true);
  });
});
