/**
 * XRechnung rules checked on the document's XML instead of the model (see `../xml-util.ts`):
 * BR-DE-18 reads the payment terms as written (the final line break after a Skonto entry is
 * part of the test, readers trim it), BR-DE-2 asks for the seller contact element, even empty.
 */
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, ciiAgreement, ciiSettlement, dig, digAll, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_DE_RULES, skontoOk, XR_URL_REGEX, xrIbanOk } from './br-de.ts';
import { BR_DEX_RULES } from './br-dex.ts';
import { BR_DEX_XML_RULES } from './br-dex-xml.ts';

function xmlRule(id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule {
  return overrideRule(BR_DE_RULES, id, check);
}

/** The payment means elements the official BR-DE rules read (the model merges several into one BG-16). */
const means = (root: XmlRuleContext['root'], syntax: XmlRuleContext['syntax']) =>
  syntax === 'ubl'
    ? kids(root, 'PaymentMeans')
    : kids(ciiSettlement(root), 'SpecifiedTradeSettlementPaymentMeans');

/** Credit transfer means: `normalize-space(code) = ('30', '58')` (some code element). */
const transferMeans = (root: XmlRuleContext['root'], syntax: XmlRuleContext['syntax']) =>
  means(root, syntax).filter((m) =>
    kids(m, syntax === 'ubl' ? 'PaymentMeansCode' : 'TypeCode').some((c) =>
      ['30', '58'].includes(norm(c.text)),
    ),
  );

type El = XmlRuleContext['root'];

/** Payment means elements whose code (`normalize-space`, some code element) is one of `codes`. */
const meansWith = (root: El, syntax: XmlRuleContext['syntax'], codes: string[]) =>
  means(root, syntax).filter((m) =>
    kids(m, syntax === 'ubl' ? 'PaymentMeansCode' : 'TypeCode').some((c) => codes.includes(norm(c.text))),
  );

/**
 * CII direct debit, as the official BR-DE-23-b/24-b/25-a read it: a mandate reference or creditor
 * identifier anywhere in the settlement (document level), or this means' own debited IBAN.
 */
function ciiDebit(root: El, m: El): boolean {
  const st = ciiSettlement(root);
  return (
    kids(st, 'SpecifiedTradePaymentTerms').some((t) => !!kid(t, 'DirectDebitMandateID')) ||
    !!kid(st, 'CreditorReferenceID') ||
    kids(m, 'PayerPartyDebtorFinancialAccount').some((a) => !!kid(a, 'IBANID'))
  );
}

/** UBL `cac:PaymentMeans/cac:PaymentMandate` (BG-19). */
const ublMandates = (root: El) => kids(root, 'PaymentMeans').flatMap((m) => kids(m, 'PaymentMandate'));

/** CII: which of BT-89, BT-90, BT-91 exist (even empty), as the official variables read them. */
function ciiDirectDebit(root: El) {
  const st = ciiSettlement(root);
  const bt89 = digAll(st, 'SpecifiedTradePaymentTerms', 'DirectDebitMandateID').length > 0;
  const bt90 = kids(st, 'CreditorReferenceID').length > 0;
  const bt91 =
    digAll(st, 'SpecifiedTradeSettlementPaymentMeans', 'PayerPartyDebtorFinancialAccount', 'IBANID').length >
    0;
  return { bt89, bt90, bt91, none: !bt89 && !bt90 && !bt91 };
}

/** The text of the first element along a path (XPath `a/b` as a string: '' when absent). */
const textAt = (m: El, ...path: string[]) => dig(m, ...path)?.text;

/** BR-DE-16's codes ($supportedVATCodes), compared as written */
const DE16_CODES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);

/** The XPath string value (text of the element and its descendants; order only matters for equality). */
const stringValue = (el: El): string => el.text + el.children.map(stringValue).join('');

/**
 * BR-DE-16's "a code of the list is used", as the official test reads it (codes as written):
 * UBL `$BT-95` (document allowances: `cac:AllowanceCharge/cac:TaxCategory/cbc:ID` with a
 * `cbc:ChargeIndicator = 'false'`, any scheme — the credit-note variable has no scheme test and is
 * or-ed for both types), `$BT-102` (`= 'true'`), `$BT-151` (line categories); CII: some line tax
 * with `ram:TypeCode = 'VAT'` and some line tax with a listed `ram:CategoryCode` (two separate
 * existential tests), or a header allowance/charge `ram:CategoryTradeTax = 'VAT'` (its string value)
 * and some header allowance/charge code of the list.
 */
function de16Used(root: El, syntax: XmlRuleContext['syntax']): boolean {
  const listed = (els: El[]) => els.some((c) => DE16_CODES.has(c.text));
  if (syntax === 'ubl') {
    const acCodes = kids(root, 'AllowanceCharge')
      .filter((a) => kids(a, 'ChargeIndicator').some((i) => i.text === 'false' || i.text === 'true'))
      .flatMap((a) => digAll(a, 'TaxCategory', 'ID'));
    const lineCodes = [...kids(root, 'InvoiceLine'), ...kids(root, 'CreditNoteLine')].flatMap((l) =>
      digAll(l, 'Item', 'ClassifiedTaxCategory', 'ID'),
    );
    return listed(acCodes) || listed(lineCodes);
  }
  const tx = kid(root, 'SupplyChainTradeTransaction');
  const lineTaxes = digAll(
    tx,
    'IncludedSupplyChainTradeLineItem',
    'SpecifiedLineTradeSettlement',
    'ApplicableTradeTax',
  );
  if (
    lineTaxes.some((t) => kids(t, 'TypeCode').some((c) => c.text === 'VAT')) &&
    listed(lineTaxes.flatMap((t) => kids(t, 'CategoryCode')))
  )
    return true;
  const acTaxes = digAll(
    tx,
    'ApplicableHeaderTradeSettlement',
    'SpecifiedTradeAllowanceCharge',
    'CategoryTradeTax',
  );
  return (
    acTaxes.some((t) => stringValue(t) === 'VAT') && listed(acTaxes.flatMap((t) => kids(t, 'CategoryCode')))
  );
}

/**
 * BR-DE-16's seller tax identification: UBL `cac:TaxRepresentativeParty` or a non-blank
 * `cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID` (any scheme); CII a
 * non-blank seller `ram:SpecifiedTaxRegistration/ram:ID` with the scheme VA or FC (normalized), or a
 * `ram:SellerTaxRepresentativeTradeParty`.
 */
function de16Ok(root: El, syntax: XmlRuleContext['syntax']): boolean {
  if (syntax === 'ubl')
    return (
      kids(root, 'TaxRepresentativeParty').length > 0 ||
      digAll(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID').some(
        (c) => norm(c.text) !== '',
      )
    );
  const agr = digAll(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeAgreement');
  return (
    agr.some((a) => kids(a, 'SellerTaxRepresentativeTradeParty').length > 0) ||
    agr
      .flatMap((a) => digAll(a, 'SellerTradeParty', 'SpecifiedTaxRegistration', 'ID'))
      .some((i) => ['VA', 'FC'].includes(norm(i.attrs.schemeID)) && norm(i.text) !== '')
  );
}

export const BR_DE_XML_RULES: XmlRule[] = [
  // the official rules are per payment means element
  xmlRule('BR-DE-1', ({ root, syntax }) => (means(root, syntax).length === 0 ? [at(root)] : [])),
  // BR-DE-19/20/24/25: the context is each payment means element with such a code, the tests read
  // that element's own children (the model merges all means into one BG-16)
  xmlRule('BR-DE-19', ({ root, syntax }) =>
    meansWith(root, syntax, ['58'])
      .filter(
        (m) =>
          !xrIbanOk(
            syntax === 'ubl'
              ? textAt(m, 'PayeeFinancialAccount', 'ID')
              : textAt(m, 'PayeePartyCreditorFinancialAccount', 'IBANID'),
          ),
      )
      .map(at),
  ),
  xmlRule('BR-DE-20', ({ root, syntax }) =>
    meansWith(root, syntax, ['59'])
      .filter(
        (m) =>
          !xrIbanOk(
            syntax === 'ubl'
              ? textAt(m, 'PaymentMandate', 'PayerFinancialAccount', 'ID')
              : textAt(m, 'PayerPartyDebtorFinancialAccount', 'IBANID'),
          ),
      )
      .map(at),
  ),
  xmlRule('BR-DE-24-a', ({ root, syntax }) =>
    meansWith(root, syntax, ['48', '54', '55'])
      .filter((m) => !kid(m, syntax === 'ubl' ? 'CardAccount' : 'ApplicableTradeSettlementFinancialCard'))
      .map(at),
  ),
  xmlRule('BR-DE-24-b', ({ root, syntax }) =>
    meansWith(root, syntax, ['48', '54', '55'])
      .filter((m) =>
        syntax === 'ubl'
          ? !!kid(m, 'PayeeFinancialAccount') || !!kid(m, 'PaymentMandate')
          : !!kid(m, 'PayeePartyCreditorFinancialAccount') || ciiDebit(root, m),
      )
      .map(at),
  ),
  xmlRule('BR-DE-25-a', ({ root, syntax }) =>
    meansWith(root, syntax, ['59'])
      .filter((m) => (syntax === 'ubl' ? !kid(m, 'PaymentMandate') : !ciiDebit(root, m)))
      .map(at),
  ),
  xmlRule('BR-DE-25-b', ({ root, syntax }) =>
    meansWith(root, syntax, ['59'])
      .filter((m) =>
        syntax === 'ubl'
          ? !!kid(m, 'PayeeFinancialAccount') || !!kid(m, 'CardAccount')
          : !!kid(m, 'PayeePartyCreditorFinancialAccount') ||
            !!kid(m, 'PayeeSpecifiedCreditorFinancialInstitution') ||
            !!kid(m, 'PayerSpecifiedDebtorFinancialInstitution') ||
            !!kid(m, 'ApplicableTradeSettlementFinancialCard'),
      )
      .map(at),
  ),
  xmlRule('BR-DE-23-a', ({ root, syntax }) =>
    transferMeans(root, syntax)
      .filter(
        (m) => !kid(m, syntax === 'ubl' ? 'PayeeFinancialAccount' : 'PayeePartyCreditorFinancialAccount'),
      )
      .map(at),
  ),
  xmlRule('BR-DE-23-b', ({ root, syntax }) => {
    if (syntax === 'ubl')
      return transferMeans(root, syntax)
        .filter((m) => !!kid(m, 'CardAccount') || !!kid(m, 'PaymentMandate'))
        .map(at);
    const st = ciiSettlement(root);
    const mandate =
      kids(st, 'SpecifiedTradePaymentTerms').some((t) => !!kid(t, 'DirectDebitMandateID')) ||
      !!kid(st, 'CreditorReferenceID');
    return transferMeans(root, syntax)
      .filter(
        (m) =>
          !!kid(m, 'ApplicableTradeSettlementFinancialCard') ||
          mandate ||
          kids(m, 'PayerPartyDebtorFinancialAccount').some((a) => !!kid(a, 'IBANID')),
      )
      .map(at);
  }),
  // BR-DE-30/31 (context: the root) ask whether elements exist, even empty (R008 reports them).
  // UBL: a `cac:PaymentMeans/cac:PaymentMandate` needs a seller or payee `cac:PartyIdentification/
  // cbc:ID[@schemeID='SEPA']` (BT-90) and a `cac:PayerFinancialAccount/cbc:ID` (BT-91) in some
  // mandate. CII: BG-19 is any of BT-89 (`ram:DirectDebitMandateID`), BT-90
  // (`ram:CreditorReferenceID`), BT-91 (`ram:PayerPartyDebtorFinancialAccount/ram:IBANID`);
  // BR-DE-30 needs BT-90 and one of BT-89/91, BR-DE-31 needs BT-91 and one of BT-89/90.
  xmlRule('BR-DE-30', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      if (!ublMandates(root).length) return [];
      const sepa = [
        ...digAll(root, 'AccountingSupplierParty', 'Party', 'PartyIdentification', 'ID'),
        ...digAll(root, 'PayeeParty', 'PartyIdentification', 'ID'),
      ].some((id) => id.attrs.schemeID === 'SEPA');
      return sepa ? [] : [at(root)];
    }
    const d = ciiDirectDebit(root);
    return !d.none && !((d.bt89 || d.bt91) && d.bt90) ? [at(root)] : [];
  }),
  xmlRule('BR-DE-31', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const mandates = ublMandates(root);
      if (!mandates.length) return [];
      return mandates.some((m) => digAll(m, 'PayerFinancialAccount', 'ID').length) ? [] : [at(root)];
    }
    const d = ciiDirectDebit(root);
    return !d.none && !((d.bt89 || d.bt90) && d.bt91) ? [at(root)] : [];
  }),
  // BR-TMP-2 reads the URI as written (no trimming; an empty or, in UBL, a missing URI fails).
  // UBL: each `cac:AdditionalDocumentReference/cac:Attachment/cac:ExternalReference`, test
  // `matches(cbc:URI, …)`; CII: each header `ram:AdditionalReferencedDocument[ram:TypeCode = '916']`
  // with a `ram:URIID`
  xmlRule('BR-TMP-2', ({ root, syntax }) => {
    if (syntax === 'ubl')
      return kids(root, 'AdditionalDocumentReference')
        .flatMap((d) => digAll(d, 'Attachment', 'ExternalReference'))
        .filter((r) => !XR_URL_REGEX.test(kid(r, 'URI')?.text ?? ''))
        .map(at);
    return kids(ciiAgreement(root), 'AdditionalReferencedDocument')
      .filter((d) => kids(d, 'TypeCode').some((c) => c.text === '916'))
      .filter((d) => {
        const uris = kids(d, 'URIID');
        return uris.length > 0 && !XR_URL_REGEX.test(uris[0]?.text ?? '');
      })
      .map(at);
  }),
  xmlRule('BR-DE-2', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      return kids(root, 'AccountingSupplierParty')
        .filter((s) => !dig(s, 'Party', 'Contact'))
        .map(at);
    }
    const seller = kid(ciiAgreement(root), 'SellerTradeParty');
    return seller && !kid(seller, 'DefinedTradeContact') ? [at(seller)] : [];
  }),
  xmlRule('BR-DE-16', ({ root, syntax }) => {
    if (!de16Used(root, syntax) || de16Ok(root, syntax)) return [];
    // reported at the seller party (where BT-31 goes), else at the root
    const seller =
      syntax === 'ubl'
        ? dig(root, 'AccountingSupplierParty', 'Party')
        : kid(ciiAgreement(root), 'SellerTradeParty');
    return [{ ...at(seller ?? root), path: 'seller.vatId' }];
  }),
  xmlRule('BR-DE-18', ({ root, syntax }) => {
    // UBL: cac:PaymentTerms/cbc:Note[1] (the first note of each terms group; a sequence of several
    // would stop the official stylesheet, which the processing-error prediction covers)
    const note =
      syntax === 'ubl'
        ? kids(root, 'PaymentTerms')
            .map((t) => kid(t, 'Note'))
            .find(Boolean)
        : kids(ciiSettlement(root), 'SpecifiedTradePaymentTerms')
            .map((t) => kid(t, 'Description'))
            .find(Boolean);
    if (!note) return [];
    return skontoOk(note.text) ? [] : [at(note)];
  }),
];

// the Extension rules on the UBL document ride along (registered with these)
BR_DE_XML_RULES.push(...BR_DEX_XML_RULES);

/** Ids whose model rule the XML rule replaces (BR-DEX-14 has no model counterpart). */
export const BR_DE_XML_IDS: ReadonlySet<string> = new Set(
  BR_DE_XML_RULES.map((r) => r.id).filter((id) => [...BR_DE_RULES, ...BR_DEX_RULES].some((m) => m.id === id)),
);

/** CII line: gross and net price base quantities (`ram:SpecifiedLineTradeAgreement/…/ram:BasisQuantity`). */
function basisQuantities(line: XmlRuleContext['root']) {
  const agreement = kids(line, 'SpecifiedLineTradeAgreement');
  const of = (price: string) =>
    agreement.flatMap((a) => kids(a, price)).flatMap((p) => kids(p, 'BasisQuantity'));
  return { gross: of('GrossPriceProductTradePrice'), net: of('NetPriceProductTradePrice') };
}

/** XPath general comparison of untyped values: some pair equal as strings. */
const someEqual = (a: string[], b: string[]) => a.some((x) => b.includes(x));

/**
 * BR-TMP-3 (XRechnung, CII only; no model counterpart): when both the gross and the net price
 * carry a base quantity (BT-149), the values must be equal, and so must their unit codes (BT-150)
 * when both have one.
 */
export const BR_TMP_XML_RULES: XmlRule[] = [
  {
    id: 'BR-TMP-3',
    severity: 'error',
    scope: 'xrechnung',
    syntax: 'cii',
    bt: ['BT-149', 'BT-150'],
    message: {
      en: 'If the item price base quantity (BT-149) is given for both the gross and the net price, the values shall be equal, and so shall their unit codes (BT-150) when both are given.',
      de: 'Ist die Basismenge (BT-149) sowohl beim Brutto- als auch beim Nettopreis angegeben, müssen die Werte gleich sein, ebenso ihre Maßeinheiten (BT-150), wenn beide angegeben sind.',
    },
    checkXml: ({ root }) =>
      kids(kid(root, 'SupplyChainTradeTransaction'), 'IncludedSupplyChainTradeLineItem')
        .filter((line) => {
          const { gross, net } = basisQuantities(line);
          if (gross.length === 0 || net.length === 0) return false;
          const units = (q: typeof gross) =>
            q.flatMap((e) => (e.attrs.unitCode === undefined ? [] : [e.attrs.unitCode]));
          const gu = units(gross);
          const nu = units(net);
          const same =
            someEqual(
              gross.map((e) => e.text),
              net.map((e) => e.text),
            ) &&
            (gu.length === 0 || nu.length === 0 || someEqual(gu, nu));
          return !same;
        })
        .map(at),
  },
];
