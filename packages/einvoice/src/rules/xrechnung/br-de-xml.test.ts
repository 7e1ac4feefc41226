/**
 * BR-DE and Peppol rules checked on the document XML, reproducing the official contexts: each
 * payment means element on its own, elements that exist even when empty, names as written.
 */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { kitchenSinkInvoice, validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';
import { edit } from '../xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
const messages = (xml: string, level: 'error' | 'warning') =>
  validateXml(xml)
    .report.messages.filter((m) => m.level === level)
    .map((m) => m.id);
const errors = (xml: string) => messages(xml, 'error');
const warnings = (xml: string) => messages(xml, 'warning');
/** Insert a payment means element before the first one. */
const ublPlus = (pm: string) => edit(ubl, '<cac:PaymentMeans>', `${pm}<cac:PaymentMeans>`);
const ciiPlus = (pm: string) =>
  edit(cii, '<ram:SpecifiedTradeSettlementPaymentMeans>', `${pm}<ram:SpecifiedTradeSettlementPaymentMeans>`);
const ublMeans = (code: string, inner = '') =>
  `<cac:PaymentMeans><cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode>${inner}</cac:PaymentMeans>`;
const ciiMeans = (code: string, inner = '') =>
  `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>${code}</ram:TypeCode>${inner}</ram:SpecifiedTradeSettlementPaymentMeans>`;
const IBAN = 'DE75512108001245126199';
/** CII BT-90: the first child of the header settlement. */
const creditorId = (xml: string, v: string) =>
  edit(
    xml,
    '<ram:ApplicableHeaderTradeSettlement>',
    `<ram:ApplicableHeaderTradeSettlement><ram:CreditorReferenceID>${v}</ram:CreditorReferenceID>`,
  );

describe('XRechnung payment means rules per payment means element', () => {
  it('the valid documents pass', () => {
    expect(errors(ubl)).toEqual([]);
    expect(errors(cii)).toEqual([]);
    expect(warnings(ubl)).toEqual([]);
  });
  it('BR-DE-24-a/-b: a card means beside a credit transfer reads only its own children', () => {
    const u = ublPlus(ublMeans('48'));
    expect(errors(u)).toContain('BR-DE-24-a');
    expect(errors(u)).not.toContain('BR-DE-24-b');
    const c = ciiPlus(ciiMeans('48'));
    expect(errors(c)).toContain('BR-DE-24-a');
    expect(errors(c)).not.toContain('BR-DE-24-b');
    // with its own account it fires; CII also with a document-level creditor identifier
    expect(
      errors(
        ublPlus(
          ublMeans('48', `<cac:PayeeFinancialAccount><cbc:ID>${IBAN}</cbc:ID></cac:PayeeFinancialAccount>`),
        ),
      ),
    ).toContain('BR-DE-24-b');
    const withCreditor = creditorId(ciiPlus(ciiMeans('48')), 'DE98ZZZ09999999999');
    expect(errors(withCreditor)).toContain('BR-DE-24-b');
  });
  it('BR-DE-25-a/-b, BR-DE-20, R061: a direct debit means beside a credit transfer', () => {
    const u = ublPlus(ublMeans('59'));
    expect(errors(u)).toEqual(expect.arrayContaining(['BR-DE-25-a', 'PEPPOL-EN16931-R061']));
    expect(errors(u)).not.toContain('BR-DE-25-b');
    expect(warnings(u)).toContain('BR-DE-20');
    const c = ciiPlus(ciiMeans('59'));
    expect(errors(c)).toEqual(expect.arrayContaining(['BR-DE-25-a', 'PEPPOL-EN16931-R061']));
    expect(errors(c)).not.toContain('BR-DE-25-b');
    expect(warnings(c)).toContain('BR-DE-20');
    // CII: a bank of the payee on the direct debit means is BG-17 there
    const bic = ciiMeans(
      '59',
      '<ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>BYLADEM1001</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>',
    );
    expect(errors(ciiPlus(bic))).toContain('BR-DE-25-b');
  });
  it('BR-DE-19 checks the account of each SEPA credit transfer means', () => {
    const bad = `<cac:PayeeFinancialAccount><cbc:ID>DE00512108001245126199</cbc:ID></cac:PayeeFinancialAccount>`;
    expect(warnings(ublPlus(ublMeans('58', bad)))).toContain('BR-DE-19');
    expect(warnings(ublPlus(ublMeans('58', bad.replace('DE00', 'DE75'))))).not.toContain('BR-DE-19');
    // a means with code 30 and a non-IBAN account is no concern of BR-DE-19
    const c = edit(cii, '<ram:TypeCode>58</ram:TypeCode>', '<ram:TypeCode>30</ram:TypeCode>');
    const other = edit(
      c,
      '<ram:IBANID>DE02120300000000202051</ram:IBANID>',
      '<ram:ProprietaryID>123</ram:ProprietaryID>',
    );
    expect(warnings(other)).not.toContain('BR-DE-19');
  });
  it('R061 and BR-DE-31 see empty mandate elements (R008 reports them)', () => {
    const mandate = (id: string, account: string) =>
      ublMeans(
        '59',
        `<cac:PaymentMandate><cbc:ID>${id}</cbc:ID><cac:PayerFinancialAccount><cbc:ID>${account}</cbc:ID></cac:PayerFinancialAccount></cac:PaymentMandate>`,
      );
    const sepa = (xml: string) =>
      edit(xml, '<cbc:ID>LIEF-77</cbc:ID>', '<cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID>');
    const only = (pm: string) => sepa(ubl.replace(/<cac:PaymentMeans>[\s\S]*<\/cac:PaymentMeans>/, pm));
    expect(errors(only(mandate('M-1', IBAN)))).toEqual([]);
    const emptyId = errors(only(mandate('', IBAN)));
    expect(emptyId).toContain('PEPPOL-EN16931-R008');
    expect(emptyId).not.toContain('PEPPOL-EN16931-R061');
    const emptyAccount = errors(only(mandate('M-1', '')));
    expect(emptyAccount).toContain('PEPPOL-EN16931-R008');
    expect(emptyAccount).not.toContain('BR-DE-31');
  });
  it('BR-DE-30 (UBL) needs a SEPA creditor identifier (even empty), schemeID as written', () => {
    const pm = ublMeans(
      '59',
      `<cac:PaymentMandate><cbc:ID>M-1</cbc:ID><cac:PayerFinancialAccount><cbc:ID>${IBAN}</cbc:ID></cac:PayerFinancialAccount></cac:PaymentMandate>`,
    );
    const doc = (scheme: string, v: string) =>
      edit(
        ubl.replace(/<cac:PaymentMeans>[\s\S]*<\/cac:PaymentMeans>/, pm),
        '<cbc:ID>LIEF-77</cbc:ID>',
        `<cbc:ID schemeID="${scheme}">${v}</cbc:ID>`,
      );
    expect(errors(doc('SEPA', 'DE98ZZZ09999999999'))).not.toContain('BR-DE-30');
    expect(errors(doc('sepa', 'DE98ZZZ09999999999'))).toContain('BR-DE-30');
    expect(errors(doc('SEPA ', 'DE98ZZZ09999999999'))).toContain('BR-DE-30');
    expect(errors(doc('SEPA', ''))).not.toContain('BR-DE-30');
  });
  it('BR-DE-30/31 (CII): BG-19 is any of BT-89/90/91; each rule needs its element and one other', () => {
    // only a creditor identifier: BR-DE-30 and BR-DE-31 both fire
    const onlyCreditor = creditorId(cii, 'DE98ZZZ09999999999');
    expect(errors(onlyCreditor)).toEqual(expect.arrayContaining(['BR-DE-30', 'BR-DE-31']));
    // an empty creditor identifier still counts as present
    const full = ciiPlus(
      ciiMeans(
        '59',
        `<ram:PayerPartyDebtorFinancialAccount><ram:IBANID>${IBAN}</ram:IBANID></ram:PayerPartyDebtorFinancialAccount>`,
      ),
    );
    const emptyCreditor = creditorId(full, '');
    expect(errors(emptyCreditor)).not.toContain('BR-DE-30');
    expect(errors(emptyCreditor)).not.toContain('BR-DE-31');
    expect(errors(full)).toContain('BR-DE-30');
  });
});

describe('BR-TMP-2 reads the external document location as written', () => {
  it('UBL: blanks around the URI, an empty or a missing URI fail', () => {
    const uri = ubl.match(/<cbc:URI>([^<]*)<\/cbc:URI>/);
    if (!uri) throw new Error('fixture has no external reference');
    const as = (to: string) => warnings(edit(ubl, uri[0], to));
    expect(warnings(ubl)).not.toContain('BR-TMP-2');
    expect(as(`<cbc:URI> ${uri[1]}</cbc:URI>`)).toContain('BR-TMP-2');
    expect(as('<cbc:URI></cbc:URI>')).toContain('BR-TMP-2');
    expect(as('')).toContain('BR-TMP-2');
  });
  it('CII: a URIID of a 916 document, blank or empty, fails', () => {
    const uri = '<ram:URIID>https://example.com/aufmass/7</ram:URIID>';
    expect(warnings(edit(cii, uri, '<ram:URIID> https://example.com/aufmass/7</ram:URIID>'))).toContain(
      'BR-TMP-2',
    );
    expect(warnings(edit(cii, uri, '<ram:URIID></ram:URIID>'))).toContain('BR-TMP-2');
    expect(warnings(edit(cii, uri, ''))).not.toContain('BR-TMP-2');
  });
});

describe('Peppol rules on the document: names and empty elements as the official tests read them', () => {
  it('R001 is satisfied by an empty business process element (R008 reports it)', () => {
    const u = errors(edit(ubl, /<cbc:ProfileID>[^<]*</, '<cbc:ProfileID><'));
    expect(u).toContain('PEPPOL-EN16931-R008');
    expect(u).not.toContain('PEPPOL-EN16931-R001');
    expect(errors(edit(ubl, /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, ''))).toContain('PEPPOL-EN16931-R001');
    const c = errors(
      edit(cii, /(<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*/, '$1'),
    );
    expect(c).toContain('PEPPOL-EN16931-R008');
    expect(c).not.toContain('PEPPOL-EN16931-R001');
  });
  it('R008 (CII) exempts an empty ram:ApplicableHeaderTradeDelivery by its name as written', () => {
    const delivery = /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/;
    const empty = edit(cii, delivery, '<ram:ApplicableHeaderTradeDelivery/>');
    expect(errors(empty)).not.toContain('PEPPOL-EN16931-R008');
    const renamed = empty.replace(/(<\/?)ram:/g, '$1r:').replace('xmlns:ram=', 'xmlns:r=');
    expect(errors(renamed)).toContain('PEPPOL-EN16931-R008');
  });
});

describe('Extension rules on the UBL document (BR-DEX)', () => {
  const inv = kitchenSinkInvoice();
  delete inv.taxPointDateCode;
  if (inv.paymentInstructions) {
    delete inv.paymentInstructions.card;
    delete inv.paymentInstructions.directDebit;
  }
  const ext = writeUbl(inv, { profile: 'xrechnung-extension' });
  const deepest = /(<cac:SubInvoiceLine>\s*<cbc:ID>1\.1\.1<\/cbc:ID>[\s\S]*?)<\/cac:SubInvoiceLine>/;
  it('the Extension document has none of these findings', () => {
    const all = [...errors(ext), ...warnings(ext)];
    for (const id of ['BR-DEX-02', 'BR-DEX-03', 'BR-DEX-04', 'BR-DEX-13', 'BR-DEX-14'])
      expect(all).not.toContain(id);
  });
  it('BR-DEX-03 counts cac:ClassifiedTaxCategory of every sub-line at any depth (an empty ID counts)', () => {
    const sub = ext.match(deepest)?.[1] ?? '';
    const cat = sub.match(/<cac:ClassifiedTaxCategory>[\s\S]*?<\/cac:ClassifiedTaxCategory>/)?.[0] ?? '';
    expect(cat).not.toBe('');
    expect(errors(edit(ext, sub, sub.replace(cat, cat + cat)))).toContain('BR-DEX-03');
    expect(errors(edit(ext, sub, sub.replace(cat, '')))).toContain('BR-DEX-03');
    const noId = errors(edit(ext, sub, sub.replace(cat, cat.replace(/<cbc:ID>S<\/cbc:ID>/, ''))));
    expect(noId).not.toContain('BR-DEX-03');
  });
  it('BR-DEX-02 sums the sub-lines of every sub-line at any depth', () => {
    const sub = ext.match(deepest)?.[1] ?? '';
    const wrong = sub.replace(/(<cbc:LineExtensionAmount currencyID="EUR">)60\.00</, '$160.01<');
    expect(warnings(edit(ext, sub, wrong))).toContain('BR-DEX-02');
  });
  it('BR-DEX-13/14 read the third party payment amount as written', () => {
    const paid = '<cbc:PaidAmount currencyID="EUR">5.00</cbc:PaidAmount>';
    expect(errors(edit(ext, paid, '<cbc:PaidAmount currencyID="EUR">5.00 </cbc:PaidAmount>'))).toContain(
      'BR-DEX-13',
    );
    expect(errors(edit(ext, paid, '<cbc:PaidAmount currencyID="eur">5.00</cbc:PaidAmount>'))).toContain(
      'BR-DEX-14',
    );
    expect(errors(edit(ext, paid, '<cbc:PaidAmount currencyID="USD">5.00</cbc:PaidAmount>'))).toContain(
      'BR-DEX-14',
    );
    expect(errors(edit(ext, paid, ''))).toContain('BR-DEX-14');
  });
  it('BR-DEX-04 compares the scheme as written: SEPA in capitals, under seller or payee; empty passes', () => {
    const id = '<cbc:ID>LIEF-77</cbc:ID>';
    const as = (scheme: string) => errors(edit(ext, id, `<cbc:ID schemeID="${scheme}">LIEF-77</cbc:ID>`));
    expect(as('SEPA')).not.toContain('BR-DEX-04');
    expect(as('sepa')).toContain('BR-DEX-04');
    expect(as('XR01')).not.toContain('BR-DEX-04');
    expect(as('')).not.toContain('BR-DEX-04');
    expect(as('0088 0060')).toContain('BR-DEX-04');
  });
});

describe('Extension scheme rules on the CII document (official contexts by element name)', () => {
  const inv = kitchenSinkInvoice();
  delete inv.taxPointDateCode;
  const ext = writeCii(inv, { profile: 'xrechnung-extension' });
  const buyer = '<ram:BuyerTradeParty>';
  const withBuyer = (el: string) => errors(edit(ext, buyer, `${buyer}${el}`));
  it('the Extension document has neither finding', () => {
    expect(errors(ext)).not.toContain('BR-DEX-04');
    expect(errors(ext)).not.toContain('BR-DEX-05');
  });
  it('BR-DEX-15 warns at every line when any ram:ParentLineID exists (sub-lines in CII)', () => {
    const lineId = /(<ram:AssociatedDocumentLineDocument>\s*<ram:LineID>[^<]*<\/ram:LineID>)/;
    const withParent = (xml: string) => edit(xml, lineId, '$1<ram:ParentLineID>0</ram:ParentLineID>');
    expect(warnings(ext)).not.toContain('BR-DEX-15');
    expect(warnings(withParent(ext))).toContain('BR-DEX-15');
    // Extension only
    expect(warnings(withParent(cii))).not.toContain('BR-DEX-15');
  });
  it('a ram:ID with an unknown scheme is BR-DEX-05 (not BR-DEX-04), a ram:GlobalID is BR-DEX-04', () => {
    const id = withBuyer('<ram:ID schemeID="ZZ99">B-1</ram:ID>');
    expect(id).toContain('BR-DEX-05');
    expect(id).not.toContain('BR-DEX-04');
    const global = withBuyer('<ram:GlobalID schemeID="ZZ99">B-1</ram:GlobalID>');
    expect(global).toContain('BR-DEX-04');
    expect(global).not.toContain('BR-DEX-05');
    expect(withBuyer('<ram:GlobalID schemeID="0088">4000001000005</ram:GlobalID>')).not.toContain(
      'BR-DEX-04',
    );
    expect(withBuyer('<ram:GlobalID schemeID="SEPA">DE98ZZZ09999999999</ram:GlobalID>')).toContain(
      'BR-DEX-04',
    );
  });
});

describe('BR-DE-16 on the document (codes and type code as written)', () => {
  // the kitchen sink without any seller tax identification (BT-31, BT-32, BG-11)
  const noTaxIds = () => {
    const inv = validKitchenSink('380');
    inv.seller.vatId = undefined;
    inv.seller.taxRegistrationId = undefined;
    inv.taxRepresentative = undefined;
    return inv;
  };
  const u = () => writeUbl(noTaxIds(), { profile: 'xrechnung' });
  const c = () => writeCii(noTaxIds(), { profile: 'xrechnung' });
  it('fires with the codes as written, and not with a seller tax identifier', () => {
    expect(errors(u())).toContain('BR-DE-16');
    expect(errors(c())).toContain('BR-DE-16');
    expect(errors(ubl)).not.toContain('BR-DE-16');
    expect(errors(cii)).not.toContain('BR-DE-16');
  });
  it('UBL: padded category codes (" S ") are none of the list', () => {
    const padded = edit(u(), /(<cac:(?:Classified)?TaxCategory>\s*<cbc:ID>)([A-Z]+)</g, '$1 $2 <');
    expect(errors(padded)).not.toContain('BR-DE-16');
  });
  it('CII: a line type code "vat" is not VAT; the allowances do not count', () => {
    const lower = edit(
      c(),
      /(<ram:SpecifiedLineTradeSettlement>\s*<ram:ApplicableTradeTax>\s*<ram:TypeCode>)VAT</g,
      '$1vat<',
    );
    expect(errors(lower)).not.toContain('BR-DE-16');
  });
});
