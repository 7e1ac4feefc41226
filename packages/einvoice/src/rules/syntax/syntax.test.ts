import { describe, expect, it } from 'vitest';
import { parseXml, type XmlElement } from '../../xml/parse.ts';
import { CII_RULE_SET, checkCiiSyntax } from './cii.ts';
import { ruleIdsOf } from './run.ts';
import { CII_ABSENT, UBL_ABSENT } from './tables.ts';
import { ciiDoc, ublDoc, XR } from './test-fixtures.ts';
import { checkUblSyntax, UBL_RULE_SET } from './ubl.ts';
import { NS, select } from './xpath.ts';

function root(xml: string): XmlElement {
  const r = parseXml(xml);
  if (!r.ok) throw new Error(r.error.message);
  return r.root;
}

const ubl = (xml: string) => checkUblSyntax(root(xml));
const cii = (xml: string) => checkCiiSyntax(root(xml));
const ids = (fs: { id: string }[]) => [...new Set(fs.map((f) => f.id))].sort();
const levelOf = (fs: { id: string; level: string }[], id: string) => fs.find((f) => f.id === id)?.level;

/** Append the element chain of a simple path (`a:B/c:D/@x`) under `el`. */
function addPath(el: XmlElement, path: string): void {
  let cur = el;
  for (const step of path.replace(/^\/\//, '').split('/')) {
    if (step.startsWith('@')) {
      cur.attrs[step.slice(1)] = 'x';
      return;
    }
    const qn = step.split('|')[0] ?? step;
    const [prefix, local] = qn.split(':') as [string, string];
    const child: XmlElement = {
      ns: NS[prefix] ?? '',
      local,
      qname: qn,
      attrs: {},
      children: [],
      text: 'x',
      line: 1,
      column: 1,
      parent: cur,
    };
    cur.children.push(child);
    cur = child;
  }
}

function chain(r: XmlElement, steps: string[]): XmlElement {
  let cur = r;
  for (const s of steps) {
    const [prefix, local] = s.split(':') as [string, string];
    let next = cur.children.find((c) => c.local === local && c.ns === NS[prefix]);
    if (!next) {
      next = {
        ns: NS[prefix] ?? '',
        local,
        qname: s,
        attrs: {},
        children: [],
        text: '',
        line: 1,
        column: 1,
        parent: cur,
      };
      cur.children.push(next);
    }
    cur = next;
  }
  return cur;
}

const TX = ['rsm:SupplyChainTradeTransaction'];
const LINE = [...TX, 'ram:IncludedSupplyChainTradeLineItem'];
const HA = [...TX, 'ram:ApplicableHeaderTradeAgreement'];
const HS = [...TX, 'ram:ApplicableHeaderTradeSettlement'];
const CII_CHAIN: Record<string, string[]> = {
  root: [],
  context: ['rsm:ExchangedDocumentContext'],
  document: ['rsm:ExchangedDocument'],
  line: LINE,
  lineDocument: [...LINE, 'ram:AssociatedDocumentLineDocument'],
  product: [...LINE, 'ram:SpecifiedTradeProduct'],
  lineAgreement: [...LINE, 'ram:SpecifiedLineTradeAgreement'],
  lineDelivery: [...LINE, 'ram:SpecifiedLineTradeDelivery'],
  lineSettlement: [...LINE, 'ram:SpecifiedLineTradeSettlement'],
  lineTaxCategoryCode: [
    ...LINE,
    'ram:SpecifiedLineTradeSettlement',
    'ram:ApplicableTradeTax',
    'ram:CategoryCode',
  ],
  headerAgreement: HA,
  headerDelivery: [...TX, 'ram:ApplicableHeaderTradeDelivery'],
  headerSettlement: HS,
  summation: [...HS, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation'],
  amount: [...HS, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation', 'ram:LineTotalAmount'],
  anyId: [...HA, 'ram:BuyerTradeParty', 'ram:ID'],
  anyTypeCode: [...HA, 'ram:AdditionalReferencedDocument', 'ram:TypeCode'],
  documentTypeCode: ['rsm:ExchangedDocument', 'ram:TypeCode'],
  billingPeriod: [...HS, 'ram:BillingSpecifiedPeriod'],
  documentContextParameter: [
    'rsm:ExchangedDocumentContext',
    'ram:GuidelineSpecifiedDocumentContextParameter',
  ],
  specificId: ['rsm:ExchangedDocument', 'ram:ID'],
  postalAddress: [...HA, 'ram:SellerTradeParty', 'ram:PostalTradeAddress'],
  quantity: [...LINE, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'],
  referencedDocument: [...HA, 'ram:ContractReferencedDocument'],
  tradeTax: [...HS, 'ram:ApplicableTradeTax'],
};

describe('syntax rule inventory', () => {
  it('covers every official UBL and CII syntax rule id exactly once', () => {
    const u = ruleIdsOf(UBL_RULE_SET);
    const c = ruleIdsOf(CII_RULE_SET);
    expect(new Set(u).size).toBe(u.length);
    expect(new Set(c).size).toBe(c.length);
    expect(u.length).toBe(755);
    expect(c.length).toBe(555);
    expect(u.filter((id) => id.startsWith('UBL-CR')).length).toBe(678);
    expect(u.filter((id) => id.startsWith('UBL-SR')).length).toBe(53);
    expect(c.filter((id) => id.startsWith('CII-SR')).length).toBe(454);
  });
});

describe('UBL "should not be present" rules', () => {
  const base = ubl(ublDoc());
  it('the base document has no findings', () => {
    expect(base).toEqual([]);
  });
  it.each(UBL_ABSENT.map((r) => [r[0], r[2], r[3]] as const))('%s fires for %s/%s', (id, ctx, path) => {
    const r = root(ublDoc());
    const at = ctx === 'line' ? chain(r, ['cac:InvoiceLine']) : r;
    addPath(at, path);
    expect(ids(checkUblSyntax(r))).toContain(id);
  });
});

describe('CII "should not be present" rules', () => {
  it('the base document has no findings', () => {
    expect(cii(ciiDoc())).toEqual([]);
  });
  const shadowed = new Set(['CII-DT-010', 'CII-DT-011', 'CII-DT-012']);
  it.each(CII_ABSENT.map((r) => [r[0], r[2], r[3]] as const))('%s fires for %s/%s', (id, ctx, path) => {
    const r = root(ciiDoc());
    const steps = CII_CHAIN[ctx];
    if (!steps) throw new Error(`no chain for ${ctx}`);
    addPath(chain(r, steps), path);
    if (shadowed.has(id)) expect(ids(checkCiiSyntax(r))).not.toContain(id);
    else expect(ids(checkCiiSyntax(r))).toContain(id);
  });
});

describe('UBL cardinality, data type and special rules', () => {
  it('UBL-CR-646 (sub invoice lines): error for an XRechnung invoice, information in the Extension', () => {
    const sub = '<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID></cac:SubInvoiceLine>';
    expect(levelOf(ubl(ublDoc('', sub)), 'UBL-CR-646')).toBe('error');
    const ext = `${XR}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
    expect(levelOf(ubl(ublDoc('', sub, 'Invoice', ext)), 'UBL-CR-646')).toBe('information');
    expect(levelOf(checkUblSyntax(root(ublDoc('', sub)), { scenario: 'en16931' }), 'UBL-CR-646')).toBe(
      'warning',
    );
  });
  it('UBL-CR-646 stays a warning for an XRechnung credit note', () => {
    const sub = '<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID></cac:SubInvoiceLine>';
    expect(levelOf(ubl(ublDoc('', sub, 'CreditNote')), 'UBL-CR-646')).toBe('warning');
  });
  it('UBL-SR-01: contract reference at most once', () => {
    const one = '<cac:ContractDocumentReference><cbc:ID>C1</cbc:ID></cac:ContractDocumentReference>';
    expect(ids(ubl(ublDoc(one)))).not.toContain('UBL-SR-01');
    const f = ubl(ublDoc(one + one));
    expect(levelOf(f, 'UBL-SR-01')).toBe('error');
    expect(f.find((x) => x.id === 'UBL-SR-01')?.location).toBe(
      '/Invoice[1]/cac:ContractDocumentReference[2]/cbc:ID[1]',
    );
  });
  it('UBL-DT-01: amounts with more than two decimals, but not prices', () => {
    const ok = ublDoc('<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">19.00</cbc:TaxAmount></cac:TaxTotal>');
    expect(ids(ubl(ok))).toEqual([]);
    const bad = ublDoc('<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">19.001</cbc:TaxAmount></cac:TaxTotal>');
    expect(ids(ubl(bad))).toEqual(['UBL-DT-01']);
  });
  it('UBL-DT-01 skips amounts below a Price that has an allowance', () => {
    const line =
      '<cac:Price><cbc:PriceAmount currencyID="EUR">1</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">0.125</cbc:Amount></cac:AllowanceCharge></cac:Price>';
    expect(ids(ubl(ublDoc('', line)))).not.toContain('UBL-DT-01');
  });
  it('UBL-DT-06/07: binary objects need mimeCode and filename', () => {
    const doc = (attrs: string) =>
      ublDoc(
        `<cac:AdditionalDocumentReference><cbc:ID>A</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject ${attrs}>QUJD</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`,
      );
    expect(ids(ubl(doc('mimeCode="application/pdf" filename="a.pdf"')))).toEqual([]);
    expect(ids(ubl(doc('')))).toEqual(['UBL-DT-06', 'UBL-DT-07']);
  });
  it('UBL-SR-12/13: one VAT id and one tax registration for the seller', () => {
    const pts = (id: string, scheme: string) =>
      `<cac:PartyTaxScheme><cbc:CompanyID>${id}</cbc:CompanyID><cac:TaxScheme><cbc:ID>${scheme}</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`;
    const doc = (x: string) => ublDoc('').replace('<cac:PartyLegalEntity>', `${x}<cac:PartyLegalEntity>`);
    expect(ids(ubl(doc(pts('DE1', 'VAT') + pts('123', 'FC'))))).toEqual([]);
    expect(ids(ubl(doc(pts('DE1', 'vat') + pts('DE2', 'VAT'))))).toEqual(['UBL-SR-12']);
    expect(ids(ubl(doc(pts('1', 'FC') + pts('2', 'LOC'))))).toEqual(['UBL-SR-13']);
    expect(ids(ubl(doc(pts('1', 'FC') + pts('2', 'LOC') + pts('DE1', 'VAT'))))).toEqual([
      'UBL-SR-13',
      'UBL-SR-42',
    ]);
  });
  it('UBL-SR-19/20/21: payee must differ from the seller', () => {
    const payee = (name: string) =>
      `<cac:PayeeParty><cac:PartyName><cbc:Name>${name}</cbc:Name></cac:PartyName></cac:PayeeParty>`;
    expect(ids(ubl(ublDoc(payee('Factor AG'))))).toEqual([]);
    expect(ids(ubl(ublDoc(payee('Seller GmbH'))))).toEqual(['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21']);
  });
  it('UBL-SR-44/47: one payment reference value, one payment means code value', () => {
    const pm = (code: string, ref: string) =>
      `<cac:PaymentMeans><cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode><cbc:PaymentID>${ref}</cbc:PaymentID></cac:PaymentMeans>`;
    expect(ids(ubl(ublDoc(pm('58', 'R1') + pm('58', 'R1'))))).toEqual([]);
    expect(ids(ubl(ublDoc(pm('58', 'R1') + pm('30', 'R2'))))).toEqual(['UBL-SR-44', 'UBL-SR-47']);
  });
  it('UBL-SR-43 and UBL-CR-665/666/673: document references', () => {
    const adr = (x: string) => `<cac:AdditionalDocumentReference>${x}</cac:AdditionalDocumentReference>`;
    expect(
      ids(
        ubl(ublDoc(adr('<cbc:ID schemeID="AAA">X</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>'))),
      ),
    ).toEqual([]);
    expect(ids(ubl(ublDoc(adr('<cbc:ID schemeID="AAA">X</cbc:ID>'))))).toEqual(['UBL-CR-665', 'UBL-SR-43']);
    expect(
      ids(
        ubl(
          ublDoc(
            adr(
              '<cbc:ID>X</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode><cbc:DocumentDescription>d</cbc:DocumentDescription><cac:Attachment/>',
            ),
          ),
        ),
      ),
    ).toEqual(['UBL-CR-666', 'UBL-CR-673']);
  });
  it('UBL-SR-48: exactly one classified tax category per line', () => {
    const r = root(ublDoc());
    const item = chain(r, ['cac:InvoiceLine', 'cac:Item']);
    item.children = item.children.filter((c) => c.local !== 'ClassifiedTaxCategory');
    expect(ids(checkUblSyntax(r))).toEqual(['UBL-SR-48']);
  });
  it('UBL-CR-002, UBL-CR-412, UBL-DT-18, UBL-SR-07, UBL-SR-51, UBL-SR-53', () => {
    expect(ids(ubl(ublDoc('<cbc:UBLVersionID>2.1</cbc:UBLVersionID>')))).toEqual([]);
    expect(ids(ubl(ublDoc('<cbc:UBLVersionID>2.0</cbc:UBLVersionID>')))).toEqual(['UBL-CR-002']);
    const pm =
      '<cac:PaymentMeans><cbc:PaymentMeansCode name="x">58</cbc:PaymentMeansCode><cbc:PaymentDueDate>2024-01-01</cbc:PaymentDueDate></cac:PaymentMeans>';
    expect(ids(ubl(ublDoc(pm)))).toEqual(['UBL-CR-412']);
    expect(ids(ubl(ublDoc(pm, '', 'CreditNote')))).toEqual([]);
    expect(ids(ubl(ublDoc('<cbc:Note name="x">n</cbc:Note>')))).toEqual(['UBL-DT-18']);
    expect(
      ids(ubl(ublDoc('<cac:BillingReference><cac:InvoiceDocumentReference/></cac:BillingReference>'))),
    ).toEqual(['UBL-SR-07']);
    const addr = (n: number) =>
      `<cac:Delivery><cac:DeliveryLocation><cac:Address>${'<cac:AddressLine><cbc:Line>x</cbc:Line></cac:AddressLine>'.repeat(n)}</cac:Address></cac:DeliveryLocation></cac:Delivery>`;
    expect(ids(ubl(ublDoc(addr(1))))).toEqual([]);
    expect(ids(ubl(ublDoc(addr(2))))).toEqual(['UBL-SR-51']);
    const pts =
      '<cac:AccountingCustomerParty><cac:Party><cac:PartyTaxScheme><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme></cac:Party></cac:AccountingCustomerParty>';
    expect(ids(ubl(ublDoc(pts)))).toEqual(['UBL-SR-53']);
  });
  it('UBL-SR-30/31 and line cardinalities', () => {
    const ac = (ind: string) =>
      `<cac:AllowanceCharge><cbc:ChargeIndicator>${ind}</cbc:ChargeIndicator><cbc:AllowanceChargeReason>a</cbc:AllowanceChargeReason><cbc:AllowanceChargeReason>b</cbc:AllowanceChargeReason></cac:AllowanceCharge>`;
    expect(ids(ubl(ublDoc(ac('false'))))).toEqual(['UBL-SR-30']);
    expect(ids(ubl(ublDoc(ac('true'))))).toEqual(['UBL-SR-31']);
    expect(ids(ubl(ublDoc('', '<cbc:Note>a</cbc:Note><cbc:Note>b</cbc:Note>')))).toEqual(['UBL-SR-34']);
  });
});

describe('CII cardinality, data type and special rules', () => {
  it('CII-DT-097: dates with format 102 are YYYYMMDD', () => {
    const doc = (d: string) => ciiDoc().replace('20240131', d);
    expect(ids(cii(doc(' 20240131\n')))).toEqual([]);
    expect(ids(cii(doc('2024-01-31')))).toEqual(['CII-DT-097']);
    expect(ids(cii(doc('20241301')))).toEqual(['CII-DT-097']);
  });
  it('CII-SR-452/453: payment terms once; error in XRechnung, warning in EN 16931', () => {
    const terms =
      '<ram:SpecifiedTradePaymentTerms><ram:Description>a</ram:Description></ram:SpecifiedTradePaymentTerms>';
    expect(ids(cii(ciiDoc({ settlement: terms })))).toEqual([]);
    const f = cii(ciiDoc({ settlement: terms + terms }));
    expect(levelOf(f, 'CII-SR-452')).toBe('error');
    const en = checkCiiSyntax(root(ciiDoc({ settlement: terms + terms, spec: 'urn:cen.eu:en16931:2017' })));
    expect(levelOf(en, 'CII-SR-452')).toBe('warning');
  });
  it('CII-SR-454: exactly one line VAT (error in XRechnung)', () => {
    const tax =
      '<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode></ram:ApplicableTradeTax>';
    expect(levelOf(cii(ciiDoc({ line: tax })), 'CII-SR-454')).toBe('error');
  });
  it('specific ids take precedence over the generic ID rule (schematron rule order)', () => {
    const r = root(ciiDoc());
    chain(r, ['rsm:ExchangedDocument', 'ram:ID']).attrs.schemeName = 'x';
    expect(ids(checkCiiSyntax(r))).toEqual(['CII-DT-001']);
    const r2 = root(ciiDoc({ agreement: '<ram:BuyerReference>b</ram:BuyerReference>' }));
    chain(r2, [...HA, 'ram:BuyerTradeParty', 'ram:ID']).attrs.schemeName = 'x';
    expect(ids(checkCiiSyntax(r2))).toEqual(['CII-DT-101']);
  });
  it('CII-SR-450/465 and CII-SR-457/458', () => {
    const buyer = ciiDoc().replace(
      '<ram:Name>Buyer</ram:Name>',
      '<ram:ID>1</ram:ID><ram:GlobalID schemeID="0088">4000001000005</ram:GlobalID><ram:Name>Buyer</ram:Name>',
    );
    expect(ids(cii(buyer))).toEqual(['CII-SR-450']);
    const contact = ciiDoc().replace(
      '<ram:Name>Seller</ram:Name>',
      '<ram:Name>Seller</ram:Name><ram:DefinedTradeContact><ram:PersonName>P</ram:PersonName><ram:DepartmentName>D</ram:DepartmentName></ram:DefinedTradeContact>',
    );
    expect(ids(cii(contact))).toEqual(['CII-SR-465']);
    const ard = (c: string) =>
      `<ram:AdditionalReferencedDocument><ram:IssuerAssignedID>x</ram:IssuerAssignedID><ram:TypeCode>${c}</ram:TypeCode></ram:AdditionalReferencedDocument>`;
    expect(ids(cii(ciiDoc({ agreement: ard('50') + ard('130') })))).toEqual([]);
    expect(ids(cii(ciiDoc({ agreement: ard('50') + ard('50') + ard('130') + ard('130') })))).toEqual([
      'CII-SR-457',
      'CII-SR-458',
    ]);
  });
  it('CII-DT-015/018/027 on referenced documents; CII-DT-037 tax type VAT', () => {
    const agreement =
      '<ram:ContractReferencedDocument><ram:IssuerAssignedID>x</ram:IssuerAssignedID><ram:TypeCode>50</ram:TypeCode><ram:FormattedIssueDateTime/></ram:ContractReferencedDocument>';
    expect(ids(cii(ciiDoc({ agreement })))).toEqual(['CII-DT-018', 'CII-DT-027']);
    const bad = ciiDoc().replace('<ram:TypeCode>VAT</ram:TypeCode>', '<ram:TypeCode>GST</ram:TypeCode>');
    expect(ids(cii(bad))).toEqual(['CII-DT-037']);
  });
  it('CII-SR-014/CII-SR-009/CII-SR-010 and CII-SR-463', () => {
    expect(ids(cii(ciiDoc().replace('<ram:TypeCode>380</ram:TypeCode>', '')))).toEqual(['CII-SR-014']);
    const noId = ciiDoc().replace(/<ram:ID>urn:cen[^<]*<\/ram:ID>/, '');
    expect(ids(cii(noId))).toEqual(['CII-SR-010']);
    const ac =
      '<ram:SpecifiedTradeAllowanceCharge><ram:ActualAmount>1</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge>';
    expect(ids(cii(ciiDoc({ settlement: ac })))).toEqual(['CII-SR-463']);
  });
});

/** Context elements for the cardinality tests: where each rule context lives in the base documents. */
const UBL_CTX: Record<string, (r: XmlElement) => XmlElement> = {
  root: (r) => r,
  line: (r) => chain(r, ['cac:InvoiceLine']),
  sellerParty: (r) => chain(r, ['cac:AccountingSupplierParty', 'cac:Party']),
  additionalDocument: (r) => chain(r, ['cac:AdditionalDocumentReference']),
  delivery: (r) => chain(r, ['cac:Delivery']),
  paymentMeans: (r) => chain(r, ['cac:PaymentMeans']),
  billingReference: (r) => chain(r, ['cac:BillingReference']),
  taxRepresentative: (r) => chain(r, ['cac:TaxRepresentativeParty']),
  taxSubtotal: (r) => chain(r, ['cac:TaxTotal', 'cac:TaxSubtotal']),
  allowance: (r) => {
    const ac = chain(r, ['cac:AllowanceCharge']);
    addPath(ac, 'cbc:ChargeIndicator');
    (ac.children[0] as XmlElement).text = 'false';
    return ac;
  },
  charge: (r) => {
    const ac = chain(r, ['cac:AllowanceCharge']);
    addPath(ac, 'cbc:ChargeIndicator');
    (ac.children[0] as XmlElement).text = 'true';
    return ac;
  },
};
const CII_CTX: Record<string, string[]> = {
  ...CII_CHAIN,
  note: ['rsm:ExchangedDocument', 'ram:IncludedNote'],
  productCharacteristic: [...LINE, 'ram:SpecifiedTradeProduct', 'ram:ApplicableProductCharacteristic'],
  allowanceCharge: [...HS, 'ram:SpecifiedTradeAllowanceCharge'],
  grossPriceAllowance: [
    ...LINE,
    'ram:SpecifiedLineTradeAgreement',
    'ram:GrossPriceProductTradePrice',
    'ram:AppliedTradeAllowanceCharge',
  ],
};

describe('cardinality rules: at the limit passes, one more fails', () => {
  const cases = [
    ...UBL_RULE_SET.code.map((r) => ['ubl', r] as const),
    ...CII_RULE_SET.code.map((r) => ['cii', r] as const),
  ].filter(([, r]) => r.cardinality && !r.cardinality.filtered);
  it.each(cases.map(([syn, r]) => [r.id, syn, r] as const))('%s', (id, syn, rule) => {
    const card = rule.cardinality;
    if (!card) throw new Error('no cardinality');
    const make = (n: number) => {
      const r = root(syn === 'ubl' ? ublDoc() : ciiDoc());
      const ctxFn = UBL_CTX[rule.context];
      const ctxSteps = CII_CTX[rule.context];
      const ctx = syn === 'ubl' ? ctxFn?.(r) : ctxSteps && chain(r, ctxSteps);
      if (!ctx) throw new Error(`no context ${rule.context}`);
      const existing = select(ctx, card.path).length;
      for (let i = existing; i < n; i++) addPath(ctx, card.path);
      return syn === 'ubl' ? checkUblSyntax(r) : checkCiiSyntax(r);
    };
    expect(ids(make(card.max))).not.toContain(id);
    expect(ids(make(card.max + 1))).toContain(id);
  });
});

describe('remaining special rules', () => {
  it('UBL-SR-04 counts only invoiced-object references; UBL-SR-29 only SEPA identifiers', () => {
    const adr = (code: string) =>
      `<cac:AdditionalDocumentReference><cbc:ID>x</cbc:ID><cbc:DocumentTypeCode>${code}</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>`;
    expect(ids(ubl(ublDoc(adr('130') + adr('916'))))).toEqual(['UBL-SR-43']); // UBL knows no type code 916
    expect(ids(ubl(ublDoc(adr('130') + adr('130'))))).toEqual(['UBL-SR-04']);
    const pid = (s: string) =>
      `<cac:PartyIdentification><cbc:ID schemeID="${s}">x</cbc:ID></cac:PartyIdentification>`;
    const doc = (x: string) => ublDoc('').replace('<cac:PartyLegalEntity>', `${x}<cac:PartyLegalEntity>`);
    expect(ids(ubl(doc(pid('SEPA') + pid('0088'))))).toEqual([]);
    expect(ids(ubl(doc(pid('SEPA') + pid('sepa'))))).toEqual(['UBL-SR-29']);
  });
  it('CII-DT-021/022/024 on referenced documents', () => {
    const ard = (code: string, x: string) =>
      `<ram:AdditionalReferencedDocument><ram:IssuerAssignedID>a</ram:IssuerAssignedID><ram:TypeCode>${code}</ram:TypeCode>${x}</ram:AdditionalReferencedDocument>`;
    expect(
      ids(cii(ciiDoc({ agreement: ard('916', '<ram:Name>n</ram:Name><ram:AttachmentBinaryObject/>') }))),
    ).toEqual([]);
    expect(
      ids(cii(ciiDoc({ agreement: ard('130', '<ram:Name>n</ram:Name><ram:AttachmentBinaryObject/>') }))),
    ).toEqual(['CII-DT-021', 'CII-DT-022']);
    expect(
      ids(cii(ciiDoc({ agreement: ard('130', '<ram:ReferenceTypeCode>AAA</ram:ReferenceTypeCode>') }))),
    ).toEqual([]);
    expect(
      ids(cii(ciiDoc({ agreement: ard('916', '<ram:ReferenceTypeCode>AAA</ram:ReferenceTypeCode>') }))),
    ).toEqual(['CII-DT-024']);
  });
  it('CII-DT-033: unitCode only while some line has a billed quantity unit', () => {
    const q =
      '<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">10</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>';
    const withPackage = ciiDoc().replace(
      q,
      '<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">10</ram:BilledQuantity><ram:PackageQuantity unitCode="C62">1</ram:PackageQuantity></ram:SpecifiedLineTradeDelivery>',
    );
    expect(ids(cii(withPackage))).not.toContain('CII-DT-033');
    const noUnit = withPackage.replace('<ram:BilledQuantity unitCode="C62">', '<ram:BilledQuantity>');
    expect(ids(cii(noUnit))).toContain('CII-DT-033');
  });
  it('CII-DT-041/052/054/058/098: trade tax details only where they belong', () => {
    const header =
      '<ram:ApplicableTradeTax><ram:CalculatedAmount>19</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:ExemptionReason>r</ram:ExemptionReason><ram:BasisAmount>100</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:ExemptionReasonCode>c</ram:ExemptionReasonCode><ram:TaxPointDate/><ram:DueDateTypeCode>5</ram:DueDateTypeCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>';
    expect(ids(cii(ciiDoc({ settlement: header })))).toEqual([]);
    const lineTax = ciiDoc().replace(
      '<ram:CategoryCode>S</ram:CategoryCode>',
      '<ram:ExemptionReason>r</ram:ExemptionReason><ram:BasisAmount>1</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:ExemptionReasonCode>c</ram:ExemptionReasonCode><ram:TaxPointDate/><ram:DueDateTypeCode>5</ram:DueDateTypeCode>',
    );
    expect(ids(cii(lineTax))).toEqual(['CII-DT-041', 'CII-DT-054', 'CII-DT-058']);
    const ac =
      '<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>true</udt:Indicator></ram:ChargeIndicator><ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:ExemptionReason>r</ram:ExemptionReason><ram:ExemptionReasonCode>c</ram:ExemptionReasonCode></ram:CategoryTradeTax></ram:SpecifiedTradeAllowanceCharge>';
    expect(ids(cii(ciiDoc({ settlement: ac })))).toEqual(['CII-DT-052', 'CII-DT-098']);
  });
  it('CII-SR-046/090 on the product; CII-SR-119 on the gross price', () => {
    const product = (x: string) =>
      ciiDoc().replace('<ram:Name>Item</ram:Name>', `${x}<ram:Name>Item</ram:Name>`);
    expect(ids(cii(product('<ram:GlobalID schemeID="0160">1</ram:GlobalID>')))).toEqual([]);
    expect(ids(cii(product('<ram:GlobalID>1</ram:GlobalID>')))).toEqual(['CII-SR-046']);
    const origin = (x: string) =>
      ciiDoc().replace(
        '<ram:Name>Item</ram:Name>',
        `<ram:Name>Item</ram:Name><ram:OriginTradeCountry>${x}</ram:OriginTradeCountry>`,
      );
    expect(ids(cii(origin('<ram:ID>DE</ram:ID>')))).toEqual([]);
    expect(ids(cii(origin('')))).toEqual(['CII-SR-090']);
    const gross = (x: string) =>
      ciiDoc().replace(
        '<ram:NetPriceProductTradePrice>',
        `<ram:GrossPriceProductTradePrice><ram:ChargeAmount>11</ram:ChargeAmount>${x}</ram:GrossPriceProductTradePrice><ram:NetPriceProductTradePrice>`,
      );
    const atac = (ind: string) =>
      `<ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${ind}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>1</ram:ActualAmount></ram:AppliedTradeAllowanceCharge>`;
    expect(ids(cii(gross(atac('false'))))).toEqual([]);
    expect(ids(cii(gross(atac('true'))))).toEqual(['CII-SR-119']);
  });
  it('CII-SR-449/451/466: one identifier per party, contact name or department', () => {
    const delivery = ciiDoc().replace(
      '<ram:ApplicableHeaderTradeDelivery/>',
      '<ram:ApplicableHeaderTradeDelivery><ram:ShipToTradeParty><ram:ID>1</ram:ID><ram:GlobalID schemeID="0088">1</ram:GlobalID></ram:ShipToTradeParty></ram:ApplicableHeaderTradeDelivery>',
    );
    expect(ids(cii(delivery))).toEqual(['CII-SR-449']);
    expect(
      ids(cii(ciiDoc({ settlement: '<ram:PayeeTradeParty><ram:ID>1</ram:ID></ram:PayeeTradeParty>' }))),
    ).toEqual([]);
    expect(
      ids(
        cii(
          ciiDoc({
            settlement:
              '<ram:PayeeTradeParty><ram:ID>1</ram:ID><ram:GlobalID>2</ram:GlobalID></ram:PayeeTradeParty>',
          }),
        ),
      ),
    ).toEqual(['CII-SR-451']);
    const buyer = ciiDoc().replace(
      '<ram:Name>Buyer</ram:Name>',
      '<ram:Name>Buyer</ram:Name><ram:DefinedTradeContact><ram:PersonName>P</ram:PersonName><ram:DepartmentName>D</ram:DepartmentName></ram:DefinedTradeContact>',
    );
    expect(ids(cii(buyer))).toEqual(['CII-SR-466']);
  });
  it('CII-SR-462: all VAT point date codes equal; CII-SR-464 never fires (its official test is always true)', () => {
    const tax = (c: string) =>
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:DueDateTypeCode>${c}</ram:DueDateTypeCode></ram:ApplicableTradeTax>`;
    expect(ids(cii(ciiDoc({ settlement: tax('5') + tax('5') })))).toEqual([]);
    expect(ids(cii(ciiDoc({ settlement: tax('5') + tax('29') })))).toEqual(['CII-SR-462']);
    const pm =
      '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeeSpecifiedCreditorFinancialInstitution/><ram:PayerSpecifiedDebtorFinancialInstitution/></ram:SpecifiedTradeSettlementPaymentMeans>';
    expect(ids(cii(ciiDoc({ settlement: pm })))).not.toContain('CII-SR-464');
  });
});
