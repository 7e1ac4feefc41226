/**
 * When the official rules crash.
 *
 * The official schematron stylesheets are XPath 2.0: a rule that casts or normalizes an element
 * which occurs twice (where EN 16931 expects one) raises a dynamic error, and KoSIT then reports a
 * single `PROCESSING-ERROR` (level error) for that stylesheet and none of its messages. The CEN
 * stylesheet (EN16931: BR rules and the UBL/CII syntax rules) and the XRechnung stylesheet (BR-DE,
 * Peppol rules) crash independently.
 *
 * The schema allows these repetitions, so such documents reach the schematron. The table below is
 * what the official validator does when one of these elements is repeated under the same parent
 * (measured on every repeatable element of the 86 test-suite files); it is not a full analysis of
 * every rule, and some crashes depend on further content (noted in `when`).
 */
import type { XmlElement } from '../../xml/parse.ts';
import { XR_SKONTO_REGEX } from '../xrechnung/br-de.ts';
import { eachEl, els, indexDocument, is, kids, str } from './xpath.ts';

export type Stylesheet = 'EN16931' | 'XRechnung';

interface CrashRule {
  /** parent element path from the root element (without the root; '' = the root) */
  parent: string;
  /** the child whose repetition crashes the stylesheet */
  child: string;
  /** the value below the child the rule reads (a repeated child without it does not crash) */
  leaf?: string;
  stylesheets: Stylesheet[];
  /** only when the parent also satisfies this (the crashing rule's context) */
  only?: (parent: XmlElement) => boolean;
  /** an extra crash of another stylesheet that needs more content in the parent */
  when?: { stylesheet: Stylesheet; test: (parent: XmlElement) => boolean };
}

const HA = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const HS = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const LINE = 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem';
const SUM = `${HS}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;

/** PEPPOL-EN16931-R040 (XRechnung) computes with the amount when a percentage and a base are given. */
const percentAndBase = (ac: XmlElement) =>
  kids(ac, 'ram:CalculationPercent').length > 0 && kids(ac, 'ram:BasisAmount').length > 0;

/** VAT breakdowns whose own category rules (context: the breakdown) shadow BR-CO-17/BR-DEC-19. */
const shadowedCategory = (tax: XmlElement) =>
  kids(tax, 'ram:TypeCode').some((t) => t.text.toUpperCase() === 'VAT') &&
  kids(tax, 'ram:CategoryCode').some((c) => ['O', 'L', 'M'].includes(c.text));

const CII_CRASHES: CrashRule[] = [
  {
    parent: 'rsm:ExchangedDocumentContext',
    child: 'ram:GuidelineSpecifiedDocumentContextParameter',
    leaf: 'ram:ID',
    stylesheets: ['EN16931'],
  },
  {
    parent: `${HA}/ram:SellerTaxRepresentativeTradeParty`,
    child: 'ram:SpecifiedTaxRegistration',
    leaf: 'ram:ID',
    stylesheets: ['EN16931'],
  },
  {
    // BR-DEC-19, BR-S-09 … read the base as one value; for categories O, L and M the rules whose
    // context is the breakdown itself take precedence over them and only compare (no crash)
    parent: `${HS}/ram:ApplicableTradeTax`,
    child: 'ram:BasisAmount',
    stylesheets: ['EN16931'],
    only: (tax) => !shadowedCategory(tax),
  },
  {
    // BR-S-09 and BR-CO-17 cast the VAT amount (not reached for categories O, L and M, see above)
    parent: `${HS}/ram:ApplicableTradeTax`,
    child: 'ram:CalculatedAmount',
    stylesheets: ['EN16931'],
    only: (tax) => !shadowedCategory(tax),
  },

  {
    parent: `${HS}/ram:SpecifiedTradeAllowanceCharge`,
    child: 'ram:ActualAmount',
    stylesheets: ['EN16931'],
    when: { stylesheet: 'XRechnung', test: percentAndBase },
  },
  ...[
    'AllowanceTotalAmount',
    'ChargeTotalAmount',
    'DuePayableAmount',
    'GrandTotalAmount',
    'LineTotalAmount',
    'RoundingAmount',
    'TaxBasisTotalAmount',
    'TotalPrepaidAmount',
  ].map((a): CrashRule => ({ parent: SUM, child: `ram:${a}`, stylesheets: ['EN16931'] })),
  { parent: `${LINE}/ram:SpecifiedTradeProduct`, child: 'ram:Name', stylesheets: ['EN16931'] },
  {
    parent: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge`,
    child: 'ram:ActualAmount',
    stylesheets: ['EN16931', 'XRechnung'],
  },
  {
    parent: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation`,
    child: 'ram:LineTotalAmount',
    stylesheets: ['EN16931', 'XRechnung'],
  },
  {
    parent: `${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice`,
    child: 'ram:AppliedTradeAllowanceCharge',
    leaf: 'ram:ActualAmount',
    stylesheets: ['XRechnung'],
  },
  {
    parent: `${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice`,
    child: 'ram:ChargeAmount',
    stylesheets: ['XRechnung'],
  },
  {
    parent: `${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice`,
    child: 'ram:ChargeAmount',
    stylesheets: ['XRechnung'],
  },
];

const UBL_CRASHES: CrashRule[] = [
  {
    parent: 'cac:AccountingSupplierParty/cac:Party',
    child: 'cac:PartyLegalEntity',
    leaf: 'cbc:RegistrationName',
    stylesheets: ['EN16931'],
  },
  {
    parent: 'cac:AccountingCustomerParty/cac:Party',
    child: 'cac:PartyLegalEntity',
    leaf: 'cbc:RegistrationName',
    stylesheets: ['EN16931'],
  },
  {
    parent: 'cac:TaxRepresentativeParty',
    child: 'cac:PartyName',
    leaf: 'cbc:Name',
    stylesheets: ['EN16931'],
  },
  ...(['cbc:StartDate', 'cbc:EndDate'] as const).map(
    (date): CrashRule => ({
      // PEPPOL-EN16931-R110/R111 cast the invoice period dates when a line has its own period date
      parent: '',
      child: 'cac:InvoicePeriod',
      leaf: date,
      stylesheets: ['XRechnung'],
      only: (root) => els(root, `cac:InvoiceLine|cac:CreditNoteLine/cac:InvoicePeriod/${date}`).length > 0,
    }),
  ),
];

/**
 * The official stylesheets that would stop with a dynamic error on this (schema-valid) document.
 * For each, KoSIT reports one `PROCESSING-ERROR` (error) instead of that stylesheet's messages.
 */
export function crashingStylesheets(root: XmlElement): Stylesheet[] {
  const table = is(root, 'rsm:CrossIndustryInvoice')
    ? CII_CRASHES
    : is(root, 'ubl:Invoice') || is(root, 'cn:CreditNote')
      ? UBL_CRASHES
      : [];
  const out = new Set<Stylesheet>();
  for (const rule of table) {
    const check = (parent: XmlElement) => {
      const leaf = rule.leaf;
      const children = kids(parent, rule.child);
      if (children.length < 2) return;
      const n = leaf ? children.filter((c) => kids(c, leaf).length > 0).length : children.length;
      if (n < 2 || (rule.only && !rule.only(parent))) return;
      for (const s of rule.stylesheets) out.add(s);
      if (rule.when?.test(parent)) out.add(rule.when.stylesheet);
    };
    if (rule.parent === '') check(root);
    else eachEl(root, rule.parent, check);
  }
  // BR-CO-25 reads `number(//ram:DuePayableAmount)`: two amounts due anywhere (the summation's and
  // one directly in the header settlement) stop the CEN rules
  if (table === CII_CRASHES && els(root, '//ram:DuePayableAmount', indexDocument(root)).length >= 2)
    out.add('EN16931');
  if (skontoCrash(root, table === CII_CRASHES)) out.add('XRechnung');
  return (['EN16931', 'XRechnung'] as const).filter((s) => out.has(s));
}

/**
 * BR-DE-18 (XRechnung) tests, from the root, `every $line in PaymentTerms/Note[1]/tokenize(., '(\r?\n)')
 * [starts-with(normalize-space(.), '#')] satisfies matches(normalize-space($line), $XR-SKONTO-REGEX)
 * and matches(PaymentTerms/Note[1]/tokenize(., '#.+#')[last()], '^\s*\n')`. With two payment terms
 * whose first note is not empty, the second `matches` gets two items and the stylesheet stops; it is
 * reached (Saxon evaluates `and` left to right, `every` stops at the first false) when the first
 * `#` line of the notes is a valid Skonto line.
 */
function skontoCrash(root: XmlElement, cii: boolean): boolean {
  const notes = cii
    ? els(
        root,
        'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradePaymentTerms',
      ).map((t) => kids(t, 'ram:Description')[0])
    : is(root, 'ubl:Invoice') || is(root, 'cn:CreditNote')
      ? kids(root, 'cac:PaymentTerms').map((t) => kids(t, 'cbc:Note')[0])
      : [];
  const texts = notes.filter((n): n is XmlElement => n !== undefined).map((n) => str(n));
  if (texts.filter((t) => t !== '').length < 2) return false;
  for (const t of texts)
    for (const line of t.split(/\r?\n/)) {
      const norm = line.replace(/[ \t\r\n]+/g, ' ').trim();
      if (norm.startsWith('#')) return XR_SKONTO_REGEX.test(norm);
    }
  return false;
}
