/**
 * BR-DE and Peppol rules checked on the document XML, reproducing the official contexts: each
 * payment means element on its own, elements that exist even when empty, names as written.
 */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
const messages = (xml: string, level: 'error' | 'warning') =>
  validateXml(xml)
    .report.messages.filter((m) => m.level === level)
    .map((m) => m.id);
const errors = (xml: string) => messages(xml, 'error');
const warnings = (xml: string) => messages(xml, 'warning');
const edit = (xml: string, from: RegExp | string, to: string) => {
  const out = xml.replace(from, to);
  expect(out).not.toBe(xml);
  return out;
};
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
