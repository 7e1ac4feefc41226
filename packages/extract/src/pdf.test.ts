import { emptyInvoice, writeCii } from '@ic/einvoice';
import { isPdfError } from '@ic/pdf';
import { describe, expect, it } from 'vitest';
import { makeEncryptedPdf, makePdf } from '../../pdf/src/read/test-pdfs.ts';
import { extractFromPdf } from './pdf.ts';

const TEXTS = [
  { x: 40, top: 60, text: 'Muster GmbH · Hauptstr. 1 · 10115 Berlin', size: 8 },
  { x: 40, top: 90, text: 'Kunde AG' },
  { x: 40, top: 102, text: 'Nebenweg 2' },
  { x: 40, top: 114, text: '80331 München' },
  { x: 40, top: 160, text: 'Rechnungsnummer:' },
  { x: 200, top: 160, text: 'R-2024-17' },
  { x: 40, top: 172, text: 'Rechnungsdatum:' },
  { x: 200, top: 172, text: '15.11.2024' },
  { x: 300, top: 230, text: 'Summe netto' },
  { x: 480, top: 230, text: '100,00' },
  { x: 300, top: 242, text: 'MwSt. 19 %' },
  { x: 480, top: 242, text: '19,00' },
  { x: 300, top: 254, text: 'Gesamtbetrag' },
  { x: 480, top: 254, text: '119,00' },
];

async function expectPdfError(p: Promise<unknown>, reason: string) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isPdfError(e)).toBe(true);
  expect((e as { reason: string }).reason).toBe(reason);
}

describe('extractFromPdf', () => {
  it('extracts a text PDF offline', async () => {
    const r = await extractFromPdf(await makePdf([{ texts: TEXTS }]));
    expect(r.source).toBe('extracted');
    expect(r.engine).toBe('rules');
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.issueDate).toBe('2024-11-15');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
    expect(r.invoice.seller.name).toBe('Muster GmbH');
  });

  it('uses the embedded XML of a hybrid PDF (model equality)', async () => {
    const inv = emptyInvoice();
    inv.number = 'HYB-1';
    inv.issueDate = '2024-01-31';
    inv.seller.name = 'Embedded Seller';
    inv.buyer.name = 'Embedded Buyer';
    const xml = new TextEncoder().encode(writeCii(inv));
    const pdf = await makePdf([{ texts: TEXTS }], { attachments: [{ name: 'factur-x.xml', bytes: xml }] });
    const r = await extractFromPdf(pdf);
    expect(r.source).toBe('embedded');
    expect(r.embeddedFile).toBe('factur-x.xml');
    expect(r.invoice.number).toBe('HYB-1');
    expect(r.invoice.seller.name).toBe('Embedded Seller');
  });

  it('uses the embedded XML of a ZUGFeRD 1.0 PDF (ZUGFeRD-invoice.xml, CrossIndustryDocument)', async () => {
    const ram = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12';
    const zf1 = `<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="${ram}" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument><ram:ID>ZF1-77</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20150102</udt:DateTimeString></ram:IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement><ram:SellerTradeParty><ram:Name>Alt Seller</ram:Name></ram:SellerTradeParty></ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementMonetarySummation><ram:GrandTotalAmount currencyID="EUR">119.00</ram:GrandTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;
    const pdf = await makePdf([{ texts: TEXTS }], {
      attachments: [{ name: 'ZUGFeRD-invoice.xml', bytes: new TextEncoder().encode(zf1) }],
    });
    const r = await extractFromPdf(pdf);
    expect(r.source).toBe('embedded');
    expect(r.invoice.number).toBe('ZF1-77');
    expect(r.invoice.issueDate).toBe('2015-01-02');
    expect(r.invoice.seller.name).toBe('Alt Seller');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
    expect(r.invoice.totals.amountDue).toBe('119.00');
  });

  it('reports bad inputs with PdfError reasons', async () => {
    await expectPdfError(extractFromPdf(new Uint8Array()), 'empty');
    await expectPdfError(extractFromPdf(new TextEncoder().encode('hello, not a pdf')), 'not-pdf');
    await expectPdfError(extractFromPdf(await makeEncryptedPdf({ userPassword: 'secret' })), 'password');
    await expectPdfError(extractFromPdf(await makePdf([{ image: true }])), 'no-text');
  });
});
