/** Rules checked on the document XML (xml-util.ts): each fires on a faulty document and holds on the valid one. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../cii/write.ts';
import { validKitchenSink } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { validateXml } from '../validate.ts';
import { edit } from './xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
const ids = (xml: string) =>
  validateXml(xml)
    .report.messages.filter((m) => m.level !== 'information')
    .map((m) => m.id);

describe('document-level XML rules', () => {
  it('the valid documents pass', () => {
    expect(ids(ubl)).toEqual([]);
    expect(ids(cii)).toEqual([]);
  });
  it('BR-DE-18 needs the line break after the last Skonto entry (as written)', () => {
    const terms = (t: string) => edit(ubl, /<cbc:Note>Zahlbar[^<]*<\/cbc:Note>/, `<cbc:Note>${t}</cbc:Note>`);
    expect(ids(terms('#SKONTO#TAGE=14#PROZENT=2.00#'))).toContain('BR-DE-18');
    expect(ids(terms('#SKONTO#TAGE=14#PROZENT=2.00#\n'))).not.toContain('BR-DE-18');
  });
  it('BR-CO-15 / R055 need the tax total in the document currency', () => {
    const other = edit(ubl, '<cbc:DocumentCurrencyCode>EUR<', '<cbc:DocumentCurrencyCode>CHF<');
    expect(ids(other)).toContain('BR-CO-15');
    const c = edit(cii, '<ram:InvoiceCurrencyCode>EUR<', '<ram:InvoiceCurrencyCode>CHF<');
    expect(ids(c)).toEqual(expect.arrayContaining(['BR-CO-15', 'PEPPOL-EN16931-R054']));
  });
  it('R053 counts tax totals with subtotals', () => {
    const dup = edit(ubl, /(<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>)/, '$1$1');
    expect(ids(dup)).toContain('PEPPOL-EN16931-R053');
  });
  it('R020 sees an empty electronic address element (R008 reports it empty)', () => {
    const empty = edit(ubl, /(<cbc:EndpointID schemeID="EM">)[^<]*/, '$1');
    expect(ids(empty)).toContain('PEPPOL-EN16931-R008');
    expect(ids(empty)).not.toContain('PEPPOL-EN16931-R020');
  });
  it('BR-CO-19 fires for an invoice period without dates', () => {
    const p = edit(
      ubl,
      /<cac:InvoicePeriod>\s*<cbc:StartDate>[^<]*<\/cbc:StartDate>\s*<cbc:EndDate>[^<]*<\/cbc:EndDate>/,
      '<cac:InvoicePeriod>',
    );
    expect(ids(p)).toContain('BR-CO-19');
  });
  it('BR-03 (CII) needs the date format 102', () => {
    expect(
      ids(
        edit(cii, '<udt:DateTimeString format="102">20240315', '<udt:DateTimeString format="610">20240315'),
      ),
    ).toContain('BR-03');
  });
  it('BR-61 is checked per payment means', () => {
    expect(ids(edit(ubl, '<cbc:ID>DE02120300000000202051</cbc:ID>', ''))).toContain('BR-61');
  });
  it('the scenario needs the identifier exactly as written', () => {
    const ws = edit(ubl, /<cbc:CustomizationID>([^<]*)</, '<cbc:CustomizationID> $1 <');
    expect(ids(ws)).toEqual(['NO-SCENARIO']);
  });
  it('CII payment means: BR-DE-23-a per means, BR-DE-1/BR-49 on the means elements (not the merged model)', () => {
    const means =
      cii.match(
        /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/g,
      ) ?? [];
    expect(means.length).toBeGreaterThanOrEqual(2);
    const first = means[0] as string;
    const noAccount = first
      .replace(/<ram:TypeCode>[^<]*<\/ram:TypeCode>/, '<ram:TypeCode>30</ram:TypeCode>')
      .replace(
        /<ram:PayeePartyCreditorFinancialAccount>[\s\S]*?<\/ram:PayeePartyCreditorFinancialAccount>/,
        '',
      );
    expect(noAccount).not.toContain('PayeePartyCreditorFinancialAccount');
    // another means still has an account: the merged model has a credit transfer, KoSIT still fires
    expect(ids(edit(cii, first, noAccount))).toContain('BR-DE-23-a');
    let none = cii;
    for (const m of means) none = edit(none, m, '');
    // a payment reference alone is no payment means: BR-DE-1, and no BR-49 (there is no means)
    expect(none).toContain('<ram:PaymentReference>');
    const got = ids(none);
    expect(got).toContain('BR-DE-1');
    expect(got).not.toContain('BR-49');
    // UBL: the same per-element rules
    const ublNone = ubl.replace(/<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/g, '');
    expect(ublNone).not.toBe(ubl);
    expect(ids(ublNone)).toContain('BR-DE-1');
  });
  it('UBL payment means: BR-DE-23-a and BR-DE-23-b per cac:PaymentMeans', () => {
    const pm = ubl.match(/<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/)?.[0];
    if (!pm) throw new Error('fixture has no PaymentMeans');
    const transfer = pm.replace(/<cbc:PaymentMeansCode>[^<]*</, '<cbc:PaymentMeansCode>58<');
    const noAccount = transfer.replace(
      /<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/,
      '',
    );
    expect(noAccount).not.toContain('PayeeFinancialAccount');
    // a second, complete means does not help the first one
    const two = edit(ubl, pm, noAccount + transfer);
    expect(ids(two)).toContain('BR-DE-23-a');
    expect(ids(edit(ubl, pm, transfer + transfer))).not.toContain('BR-DE-23-a');
    const card = transfer.replace(
      '<cac:PayeeFinancialAccount>',
      '<cac:CardAccount><cbc:PrimaryAccountNumberID>1234</cbc:PrimaryAccountNumberID><cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount><cac:PayeeFinancialAccount>',
    );
    expect(card).not.toBe(transfer);
    expect(ids(edit(ubl, pm, card))).toContain('BR-DE-23-b');
  });
  it('BR-DEC-13 never fires in UBL (the official path selects nothing); UBL-DT-01 reports the decimals', () => {
    const tax = ubl.match(/<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">([^<]*)</);
    if (!tax?.[1]) throw new Error('fixture has no tax total');
    const three = edit(ubl, tax[0], tax[0].replace(`>${tax[1]}<`, `>${tax[1]}1<`));
    const got = ids(three);
    expect(got).toContain('UBL-DT-01');
    expect(got).not.toContain('BR-DEC-13');
  });
  it('BR-TMP-3: CII gross and net base quantities must agree (value, and unit code when both have one)', () => {
    const line = cii.match(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/,
    )?.[0];
    if (!line) throw new Error('fixture has no line');
    const gross = line.match(
      /<ram:GrossPriceProductTradePrice>[\s\S]*?<\/ram:GrossPriceProductTradePrice>/,
    )?.[0];
    const net = line.match(/<ram:NetPriceProductTradePrice>[\s\S]*?<\/ram:NetPriceProductTradePrice>/)?.[0];
    if (!gross || !net) throw new Error('fixture line has no gross and net price');
    const withBasis = (price: string, q: string, unit?: string) =>
      price.replace(
        /<ram:ChargeAmount>[^<]*<\/ram:ChargeAmount>/,
        (m) => `${m}<ram:BasisQuantity${unit ? ` unitCode="${unit}"` : ''}>${q}</ram:BasisQuantity>`,
      );
    const strip = (price: string) => price.replace(/<ram:BasisQuantity[^>]*>[^<]*<\/ram:BasisQuantity>/, '');
    const doc = (g: string, n: string) => edit(cii, line, line.replace(gross, g).replace(net, n));
    const g0 = strip(gross);
    const n0 = strip(net);
    expect(ids(doc(withBasis(g0, '1', 'C62'), withBasis(n0, '1', 'C62')))).not.toContain('BR-TMP-3');
    expect(ids(doc(withBasis(g0, '1', 'C62'), withBasis(n0, '2', 'C62')))).toContain('BR-TMP-3');
    expect(ids(doc(withBasis(g0, '1', 'C62'), withBasis(n0, '1', 'KGM')))).toContain('BR-TMP-3');
    expect(ids(doc(withBasis(g0, '1'), withBasis(n0, '1', 'KGM')))).not.toContain('BR-TMP-3');
    expect(ids(doc(g0, withBasis(n0, '2', 'C62')))).not.toContain('BR-TMP-3');
  });
  it('UBL VAT categories: -01 counts the subtotals of every tax total; BR-S-02 needs the scheme VAT', () => {
    const total = ubl.match(/<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/)?.[0];
    if (!total) throw new Error('fixture has no tax total');
    const cats = [...total.matchAll(/<cac:TaxCategory>\s*<cbc:ID>([A-Z]+)</g)].map((m) => m[1]);
    const other = cats.find((c) => c !== 'S');
    if (!other) throw new Error('fixture needs a breakdown category other than S');
    const id = { Z: 'BR-Z-01', E: 'BR-E-01', AE: 'BR-AE-01', K: 'BR-IC-01', G: 'BR-G-01', O: 'BR-O-01' }[
      other
    ];
    if (!id) throw new Error(`unexpected category ${other}`);
    expect(ids(ubl)).not.toContain(id);
    // a second, identical tax total: the category appears twice in the breakdown
    expect(ids(edit(ubl, total, total + total))).toContain(id);
    const line = ubl.match(
      /<cac:ClassifiedTaxCategory>\s*<cbc:ID>S<[\s\S]*?<\/cac:ClassifiedTaxCategory>/,
    )?.[0];
    if (!line) throw new Error('fixture has no line of category S');
    const gst = line.replace(/(<cac:TaxScheme>\s*<cbc:ID>)VAT</, '$1GST<');
    expect(gst).not.toBe(line);
    // every line of category S loses the scheme VAT
    expect(ids(ubl.split(line).join(gst))).toContain('BR-S-02');
    expect(ids(cii)).not.toContain('BR-S-02');
  });
  it('BR-CO-09 (UBL) reads the VAT identifier as written, like the official contains()', () => {
    const vat = ubl.match(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>([A-Z]{2})([^<]*)<\/cbc:CompanyID>/);
    if (!vat?.[2]) throw new Error('fixture has no VAT identifier');
    const as = (v: string) => edit(ubl, vat[0], vat[0].replace(`>${vat[1]}${vat[2]}<`, `>${v}<`));
    expect(ids(as(`XX${vat[2]}`))).toContain('BR-CO-09');
    // " 1" (a space before the digits) is part of " 1A" in the official list
    expect(ids(as(` 1${vat[2]}`))).not.toContain('BR-CO-09');
  });
  it('BR-CO-25 (UBL) finds a payment terms note that is not the first one', () => {
    const terms = ubl.match(/<cac:PaymentTerms>\s*<cbc:Note>[^<]*<\/cbc:Note>/)?.[0];
    if (!terms) throw new Error('fixture has no payment terms note');
    const due = /<cbc:DueDate>[^<]*<\/cbc:DueDate>/;
    const base = due.test(ubl) ? ubl.replace(due, '') : ubl;
    const emptyFirst = edit(base, terms, terms.replace('<cbc:Note>', '<cbc:Note></cbc:Note><cbc:Note>'));
    expect(ids(emptyFirst)).not.toContain('BR-CO-25');
    const none = base.replace(/<cac:PaymentTerms>[\s\S]*?<\/cac:PaymentTerms>/g, '');
    expect(none).not.toBe(base);
    expect(ids(none)).toContain('BR-CO-25');
  });
  it('CII BR-51 counts the card number as written (an error); UBL normalizes it (a warning)', () => {
    const inv = validKitchenSink('380');
    if (inv.paymentInstructions) inv.paymentInstructions.card = { accountNumber: '123456' };
    const c = writeCii(inv, { profile: 'xrechnung' });
    const card = /(<ram:ApplicableTradeSettlementFinancialCard>\s*<ram:ID>)123456</;
    const br51 = (xml: string) => validateXml(xml).report.messages.filter((m) => m.id === 'BR-51');
    expect(br51(c)).toEqual([]);
    expect(br51(edit(c, card, '$1\n        123456\n      <')).map((m) => m.level)).toEqual(['error']);
    expect(br51(edit(c, card, '$112345678901<')).map((m) => m.level)).toEqual(['error']);
    const u = writeUbl(inv, { profile: 'xrechnung' });
    const pan = /(<cbc:PrimaryAccountNumberID>)123456</;
    expect(br51(edit(u, pan, '$1\n        123456\n      <'))).toEqual([]);
    expect(br51(edit(u, pan, '$112345678901<')).map((m) => m.level)).toEqual(['warning']);
    // a card in a second payment means counts too
    const second = edit(
      u,
      '<cac:PaymentMeans>',
      '<cac:PaymentMeans><cbc:PaymentMeansCode>1</cbc:PaymentMeansCode></cac:PaymentMeans><cac:PaymentMeans>',
    );
    expect(br51(edit(second, pan, '$14111111111111111<')).map((m) => m.level)).toEqual(['warning']);
  });
  it('UBL R046 reads every price allowance/charge with a base amount, a charge too', () => {
    const r046 = (xml: string) => ids(xml).filter((id) => id === 'PEPPOL-EN16931-R046');
    const price =
      /(<cac:Price>\s*<cbc:PriceAmount currencyID="EUR">50.00<\/cbc:PriceAmount>[\s\S]*?<cbc:ChargeIndicator>)false(<\/cbc:ChargeIndicator>\s*<cbc:Amount currencyID="EUR">5.00<\/cbc:Amount>\s*<cbc:BaseAmount currencyID="EUR">)55.00</;
    expect(r046(ubl)).toEqual([]);
    expect(r046(edit(ubl, price, '$1false$258.00<'))).toEqual(['PEPPOL-EN16931-R046']);
    // a charge (R044 too): the base amount is still compared
    expect(r046(edit(ubl, price, '$1true$258.00<'))).toEqual(['PEPPOL-EN16931-R046']);
    expect(r046(edit(ubl, price, '$1true$255.00<'))).toEqual([]);
  });
  it('CII R046 subtracts the first price allowance whatever its indicator (a charge is R044)', () => {
    const r046 = (xml: string) => ids(xml).filter((id) => id === 'PEPPOL-EN16931-R046');
    const gross =
      /(<ram:GrossPriceProductTradePrice>\s*<ram:ChargeAmount>)55.00(<\/ram:ChargeAmount>[\s\S]*?<udt:Indicator>)false(<\/udt:Indicator>)/;
    expect(r046(cii)).toEqual([]);
    expect(r046(edit(cii, gross, '$158.00$2false$3'))).toEqual(['PEPPOL-EN16931-R046']);
    const charge = ids(edit(cii, gross, '$155.00$2true$3'));
    expect(charge).toContain('PEPPOL-EN16931-R044');
    expect(charge).not.toContain('PEPPOL-EN16931-R046');
    expect(r046(edit(cii, gross, '$158.00$2true$3'))).toEqual(['PEPPOL-EN16931-R046']);
  });
  it('a value that is only a non-breaking space is a value (normalize-space strips XML whitespace only)', () => {
    const nbsp = (xml: string, re: RegExp) => edit(xml, re, '$1&#160;<');
    // BR-02 (number), BR-06 (seller name), BR-DE-15 (buyer reference): present, so no error
    for (const [xml, re] of [
      [ubl, /(<cbc:BuyerReference>)[^<]*</],
      [cii, /(<ram:BuyerReference>)[^<]*</],
      [cii, /(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]*</],
    ] as const)
      expect(ids(nbsp(xml, re))).toEqual([]);
    // the currency code: present but not an ISO 4217 code (BR-CL-04), not missing (BR-05)
    const cur = ids(nbsp(ubl, /(<cbc:DocumentCurrencyCode>)[^<]*</));
    expect(cur).toContain('BR-CL-04');
    expect(cur).not.toContain('BR-05');
    // a type code edged by one: no code of the XRechnung list (BR-DE-17), as the official test reads it
    const type = validateXml(
      edit(ubl, /<cbc:InvoiceTypeCode>380</, '<cbc:InvoiceTypeCode>380&#160;<'),
    ).report;
    expect(type.messages.filter((m) => m.level === 'warning').map((m) => m.id)).toContain('BR-DE-17');
  });
});
