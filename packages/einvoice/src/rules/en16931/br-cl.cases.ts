import type { Invoice } from '../../model/invoice.ts';
import type { RuleCase } from '../testing.ts';

const c = (
  id: string,
  name: string,
  mutate: (i: Invoice) => void,
  extra: Partial<RuleCase> = {},
): RuleCase => ({
  id,
  name,
  mutate,
  ...extra,
});

export const BR_CL_CASES: RuleCase[] = [
  c('BR-CL-01', 'type code 999', (i) => {
    i.typeCode = '999';
  }),
  c(
    'BR-CL-01',
    'credit note type 381 in a UBL CreditNote',
    (i) => {
      i.typeCode = '381';
    },
    { passes: true, documentType: 'CreditNote', syntax: 'ubl' },
  ),
  c('BR-CL-04', 'currency EURO', (i) => {
    i.currency = 'EURO';
  }),
  c('BR-CL-05', 'tax currency XXY', (i) => {
    i.taxCurrency = 'XXY';
    i.totals.vatTotalInTaxCurrency = '1.00';
  }),
  c('BR-CL-06', 'VAT point date code 99', (i) => {
    i.taxPointDateCode = '99';
  }),
  c('BR-CL-07', 'object identifier scheme ZZZZ', (i) => {
    i.invoicedObjectId = { value: '1', schemeId: 'ZZZZ' };
  }),
  c('BR-CL-08', 'note subject XYZ', (i) => {
    i.notes[0]!.subjectCode = 'XYZ';
  }),
  c('BR-CL-10', 'seller id scheme 9999', (i) => {
    i.seller.identifiers = [{ value: '1', schemeId: '9999' }];
  }),
  c(
    'BR-CL-10',
    'SEPA creditor id on the seller',
    (i) => {
      i.seller.identifiers = [{ value: 'DE98ZZZ09999999999', schemeId: 'SEPA' }];
    },
    { passes: true },
  ),
  c('BR-CL-11', 'legal registration scheme 9999', (i) => {
    i.seller.legalRegistrationId = { value: '1', schemeId: '9999' };
  }),
  c('BR-CL-13', 'classification scheme QQ', (i) => {
    i.lines[0]!.item.classifications.push({ value: '1', schemeId: 'QQ' });
  }),
  c('BR-CL-14', 'country code XX', (i) => {
    i.buyer.address.countryCode = 'XX';
  }),
  c('BR-CL-15', 'origin country XX', (i) => {
    i.lines[0]!.item.originCountry = 'XX';
  }),
  c('BR-CL-16', 'payment means 999', (i) => {
    i.paymentInstructions!.typeCode = '999';
  }),
  c('BR-CL-17', 'breakdown category X', (i) => {
    i.vatBreakdown[1]!.categoryCode = 'X';
  }),
  c('BR-CL-18', 'line category X', (i) => {
    i.lines[1]!.vatCategoryCode = 'X';
  }),
  c('BR-CL-19', 'allowance reason code 999', (i) => {
    i.allowances[0]!.reasonCode = '999';
  }),
  c('BR-CL-20', 'charge reason code QQQ', (i) => {
    i.charges[0]!.reasonCode = 'QQQ';
  }),
  c('BR-CL-21', 'standard id scheme 9999', (i) => {
    i.lines[0]!.item.standardId = { value: '1', schemeId: '9999' };
  }),
  c('BR-CL-22', 'exemption code VATEX-XX', (i) => {
    i.vatBreakdown[0]!.exemptionReasonCode = 'VATEX-XX';
  }),
  c('BR-CL-23', 'unit code PIECES', (i) => {
    i.lines[0]!.unitCode = 'PIECES';
  }),
  c('BR-CL-24', 'MIME code text/plain', (i) => {
    i.attachments.push({ id: 'A', content: { base64: 'YQ==', mimeCode: 'text/plain', filename: 'a.txt' } });
  }),
  c('BR-CL-25', 'electronic address scheme XX', (i) => {
    i.buyer.electronicAddress = { value: 'x', schemeId: 'XX' };
  }),
  c('BR-CL-26', 'delivery location scheme 9999', (i) => {
    i.delivery = { locationId: { value: '1', schemeId: '9999' } };
  }),
];
