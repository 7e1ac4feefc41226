/**
 * UBL syntax rules of EN 16931 (UBL-CR, UBL-SR, UBL-DT) against the parsed XML.
 * "Should not be present" rules are data (`tables.ts`); the others are written below.
 * Levels are the official ones, with the scenario's overrides (UBL-CR-646 is an error in
 * XRechnung for invoices, UBL-CR-470/646 information in the Extension scenario).
 */
import type { DocumentType } from '../../model/read-result.ts';
import type { XmlElement } from '../../xml/parse.ts';
import type { Text } from '../types.ts';
import {
  type CodeRule,
  type ContextDef,
  countRule,
  type RuleSet,
  runRuleSet,
  type SyntaxOptions,
  scenarioOf,
} from './run.ts';
import { UBL_ABSENT } from './tables.ts';
import { boolValue, els, is, isNamed, kids, type SyntaxFinding, select, str, upper } from './xpath.ts';

const t = (en: string, de: string): Text => ({ en, de });

/** Is the element one of these names? (compiled once) */
function anyName(...names: string[]): (e: XmlElement) => boolean {
  const tests = names.map(isNamed);
  return (e) => tests.some((x) => x(e));
}
const party = isNamed('cac:Party');
const supplierParty = isNamed('cac:AccountingSupplierParty');

function hasAncestorPriceWithAllowance(el: XmlElement): boolean {
  for (let p = el.parent; p; p = p.parent) {
    if (is(p, 'cac:Price') && kids(p, 'cac:AllowanceCharge').length > 0) return true;
  }
  return false;
}

export const UBL_CONTEXTS: readonly ContextDef[] = [
  {
    key: 'address',
    locals: ['PostalAddress', 'Address'],
    priority: 37,
    match: anyName('cac:PostalAddress', 'cac:Address'),
  },
  {
    key: 'sellerParty',
    locals: ['Party'],
    priority: 36,
    match: (e) => party(e) && supplierParty(e.parent),
  },
  {
    key: 'additionalDocument',
    locals: ['AdditionalDocumentReference'],
    priority: 35,
    match: isNamed('cac:AdditionalDocumentReference'),
  },
  {
    key: 'amount',
    priority: 34,
    match: (e) =>
      e.qname.endsWith('Amount') && !e.qname.endsWith('PriceAmount') && !hasAncestorPriceWithAllowance(e),
  },
  { key: 'binaryObject', priority: 33, match: (e) => e.qname.endsWith('BinaryObject') },
  { key: 'delivery', locals: ['Delivery'], priority: 32, match: isNamed('cac:Delivery') },
  {
    key: 'allowance',
    locals: ['AllowanceCharge'],
    priority: 31,
    match: (e) =>
      is(e, 'cac:AllowanceCharge') && kids(e, 'cbc:ChargeIndicator').some((k) => boolValue(k) === false),
  },
  {
    key: 'charge',
    locals: ['AllowanceCharge'],
    priority: 30,
    match: (e) =>
      is(e, 'cac:AllowanceCharge') && kids(e, 'cbc:ChargeIndicator').some((k) => boolValue(k) === true),
  },
  {
    key: 'partyTaxScheme',
    locals: ['PartyTaxScheme'],
    priority: 29,
    match: isNamed('cac:PartyTaxScheme'),
  },
  {
    key: 'root',
    locals: ['Invoice', 'CreditNote'],
    priority: 28,
    match: (e) => !e.parent && (is(e, 'ubl:Invoice') || is(e, 'cn:CreditNote')),
  },
  {
    key: 'line',
    locals: ['InvoiceLine', 'CreditNoteLine'],
    priority: 27,
    match: anyName('cac:InvoiceLine', 'cac:CreditNoteLine'),
  },
  { key: 'payee', locals: ['PayeeParty'], priority: 26, match: isNamed('cac:PayeeParty') },
  { key: 'paymentMeans', locals: ['PaymentMeans'], priority: 25, match: isNamed('cac:PaymentMeans') },
  {
    key: 'billingReference',
    locals: ['BillingReference'],
    priority: 24,
    match: isNamed('cac:BillingReference'),
  },
  {
    key: 'taxRepresentative',
    locals: ['TaxRepresentativeParty'],
    priority: 23,
    match: isNamed('cac:TaxRepresentativeParty'),
  },
  { key: 'taxSubtotal', locals: ['TaxSubtotal'], priority: 22, match: isNamed('cac:TaxSubtotal') },
];

/** `count(path) <= max` at a context (optionally only the selected elements passing `keep`). */
function atMost(
  id: string,
  context: string,
  path: string,
  max: 1 | 2,
  what: Text,
  keep?: (el: XmlElement) => boolean,
): CodeRule {
  return countRule(id, 'e', context, path, max, what, keep ? { keep } : {});
}

/** `cac:TaxScheme/upper-case(cbc:ID) = 'VAT'` (general comparison: some ID matches). */
const taxSchemeIs =
  (vat: boolean) =>
  (companyId: XmlElement): boolean => {
    const pts = companyId.parent;
    if (!pts) return false;
    // `cac:TaxScheme/upper-case(cbc:ID)`: a TaxScheme without ID gives '' (so it is "not VAT")
    return kids(pts, 'cac:TaxScheme').some((ts) => {
      const id = kids(ts, 'cbc:ID')[0];
      return (upper(id ? str(id) : '') === 'VAT') === vat;
    });
  };

/** Number of distinct string values (XPath `count(//x[not(preceding::x/. = .)])`). */
function distinctValues(list: XmlElement[]): number {
  return new Set(list.map(str)).size;
}

/** `(cac:PartyName/cbc:Name) != (../cac:AccountingSupplierParty/…/cbc:RegistrationName)` (general comparison). */
function payeeDiffersFromSeller(payee: XmlElement): boolean {
  const names = els(payee, 'cac:PartyName/cbc:Name').map(str);
  const parent = payee.parent;
  if (!parent) return false;
  const reg = els(
    parent,
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
  ).map(str);
  return names.some((n) => reg.some((r) => n !== r));
}

function payeeRule(id: string, path: string, what: Text, keep?: (el: XmlElement) => boolean): CodeRule {
  return {
    id,
    level: 'e',
    context: 'payee',
    message: t(
      `${what.en} shall occur at most once, and the payee shall differ from the seller (BT-59 ≠ BT-27).`,
      `${what.de} darf höchstens einmal vorkommen, und der Zahlungsempfänger muss sich vom Verkäufer unterscheiden (BT-59 ≠ BT-27).`,
    ),
    test: (node) => {
      const n = els(node, path).filter((e) => !keep || keep(e)).length;
      return !(n <= 1 && payeeDiffersFromSeller(node));
    },
  };
}

const docCode = (adr: XmlElement): string[] => kids(adr, 'cbc:DocumentTypeCode').map(str);

export const UBL_CODE_RULES: readonly CodeRule[] = [
  {
    id: 'UBL-SR-51',
    level: 'e',
    context: 'address',
    message: t(
      'An address may have only one third address line (cac:AddressLine).',
      'Eine Anschrift darf nur eine dritte Adresszeile (cac:AddressLine) haben.',
    ),
    test: (n) => kids(n, 'cac:AddressLine')[1],
  },
  atMost(
    'UBL-SR-42',
    'sellerParty',
    'cac:PartyTaxScheme',
    2,
    t("The seller's PartyTaxScheme", 'PartyTaxScheme des Verkäufers'),
  ),
  atMost(
    'UBL-SR-33',
    'additionalDocument',
    'cbc:DocumentDescription',
    1,
    t(
      'Supporting document description (BT-123)',
      'Beschreibung des rechnungsbegründenden Dokuments (BT-123)',
    ),
  ),
  {
    id: 'UBL-SR-43',
    level: 'e',
    context: 'additionalDocument',
    message: t(
      'A scheme identifier on a document reference is only allowed for the invoiced object (document type code 130, or 50 in a credit note).',
      'Eine Schema-Kennung an einer Dokumentreferenz ist nur für das Abrechnungsobjekt erlaubt (Dokumentart 130, in einer Gutschrift auch 50).',
    ),
    test: (n, c) => {
      const codes = docCode(n);
      if (codes.includes('130')) return false;
      if (c.documentType === 'CreditNote' && codes.includes('50')) return false;
      const schemeId = els(n, 'cbc:ID').some((id) => id.attrs.schemeID !== undefined);
      return !(!schemeId && codes.length === 0);
    },
  },
  {
    id: 'UBL-DT-01',
    level: 'e',
    context: 'amount',
    message: t(
      'Amounts shall have at most two decimal places.',
      'Beträge dürfen höchstens zwei Nachkommastellen haben.',
    ),
    test: (n) => {
      const s = str(n);
      const i = s.indexOf('.');
      return i >= 0 && s.length - i - 1 > 2;
    },
  },
  {
    id: 'UBL-DT-06',
    level: 'e',
    context: 'binaryObject',
    message: t(
      'A binary object shall have a MIME type (mimeCode attribute).',
      'Ein Binärobjekt muss einen MIME-Typ (Attribut mimeCode) haben.',
    ),
    test: (n) => n.attrs.mimeCode === undefined,
  },
  {
    id: 'UBL-DT-07',
    level: 'e',
    context: 'binaryObject',
    message: t(
      'A binary object shall have a file name (filename attribute).',
      'Ein Binärobjekt muss einen Dateinamen (Attribut filename) haben.',
    ),
    test: (n) => n.attrs.filename === undefined,
  },
  atMost(
    'UBL-SR-25',
    'delivery',
    'cac:DeliveryParty/cac:PartyName/cbc:Name',
    1,
    t('Deliver to party name (BT-70)', 'Name des Empfängers der Lieferung (BT-70)'),
  ),
  atMost(
    'UBL-SR-30',
    'allowance',
    'cbc:AllowanceChargeReason',
    1,
    t('The allowance reason (BT-97)', 'Der Grund des Nachlasses (BT-97)'),
  ),
  atMost(
    'UBL-SR-31',
    'charge',
    'cbc:AllowanceChargeReason',
    1,
    t('The charge reason (BT-104)', 'Der Grund des Zuschlags (BT-104)'),
  ),
  {
    id: 'UBL-SR-53',
    level: 'e',
    context: 'partyTaxScheme',
    message: t(
      'A PartyTaxScheme shall contain both the tax scheme (TaxScheme/ID) and the identifier (CompanyID).',
      'Ein PartyTaxScheme muss sowohl das Steuerschema (TaxScheme/ID) als auch die Kennung (CompanyID) enthalten.',
    ),
    test: (n) => !(els(n, 'cac:TaxScheme/cbc:ID').length > 0 && kids(n, 'cbc:CompanyID').length > 0),
  },
  {
    id: 'UBL-CR-002',
    level: 'w',
    context: 'root',
    message: t('UBLVersionID should be absent or 2.1.', 'UBLVersionID soll fehlen oder 2.1 lauten.'),
    test: (n) => {
      const v = kids(n, 'cbc:UBLVersionID');
      return v.length > 0 && !v.some((x) => str(x) === '2.1') ? (v[0] ?? true) : false;
    },
  },
  {
    id: 'UBL-CR-412',
    level: 'w',
    context: 'root',
    message: t(
      'An invoice should not contain PaymentMeans/PaymentDueDate (use cbc:DueDate).',
      'Eine Rechnung soll kein PaymentMeans/PaymentDueDate enthalten (cbc:DueDate verwenden).',
    ),
    test: (n, c) =>
      c.documentType === 'CreditNote' ? false : els(n, 'cac:PaymentMeans/cbc:PaymentDueDate')[0],
  },
  {
    id: 'UBL-CR-665',
    level: 'w',
    context: 'root',
    message: t(
      'A document reference ID should have a schemeID only when the document type code is 130.',
      'Eine Dokumentreferenz soll nur bei Dokumentart 130 eine schemeID haben.',
    ),
    test: (n, c) =>
      els(n, '//cac:AdditionalDocumentReference', c.index)
        .filter((adr) => docCode(adr).some((code) => code !== '130') || docCode(adr).length === 0)
        .flatMap((adr) => kids(adr, 'cbc:ID'))
        .find((id) => id.attrs.schemeID !== undefined),
  },
  {
    id: 'UBL-CR-666',
    level: 'e',
    context: 'root',
    message: t(
      'A document reference shall not refer to an invoiced object (type code 130) and carry an attachment at the same time.',
      'Eine Dokumentreferenz darf nicht zugleich ein Abrechnungsobjekt (Dokumentart 130) und einen Anhang enthalten.',
    ),
    test: (n, c) =>
      els(n, '//cac:AdditionalDocumentReference', c.index)
        .filter((adr) => docCode(adr).includes('130'))
        .flatMap((adr) => kids(adr, 'cac:Attachment'))[0],
  },
  {
    id: 'UBL-CR-673',
    level: 'e',
    context: 'root',
    message: t(
      'A document reference shall not refer to an invoiced object (type code 130) and carry a document description at the same time.',
      'Eine Dokumentreferenz darf nicht zugleich ein Abrechnungsobjekt (Dokumentart 130) und eine Dokumentbeschreibung enthalten.',
    ),
    test: (n, c) =>
      els(n, '//cac:AdditionalDocumentReference', c.index)
        .filter((adr) => docCode(adr).includes('130'))
        .flatMap((adr) => kids(adr, 'cbc:DocumentDescription'))[0],
  },
  {
    id: 'UBL-DT-18',
    level: 'w',
    context: 'root',
    message: t(
      'The name attribute should only be used on PaymentMeansCode.',
      'Das Attribut name soll nur an PaymentMeansCode verwendet werden.',
    ),
    test: (n, c) => {
      const all = select(n, '//@name', c.index);
      const pmc = all.filter((h) => is(h.el, 'cbc:PaymentMeansCode')).length;
      return all.length - pmc > 0 ? (all.find((h) => !is(h.el, 'cbc:PaymentMeansCode')) ?? true) : false;
    },
  },
  atMost(
    'UBL-SR-01',
    'root',
    'cac:ContractDocumentReference/cbc:ID',
    1,
    t('Contract reference (BT-12)', 'Vertragsnummer (BT-12)'),
  ),
  atMost(
    'UBL-SR-02',
    'root',
    'cac:ReceiptDocumentReference/cbc:ID',
    1,
    t('Receiving advice reference (BT-15)', 'Wareneingangsmeldung (BT-15)'),
  ),
  atMost(
    'UBL-SR-03',
    'root',
    'cac:DespatchDocumentReference/cbc:ID',
    1,
    t('Despatch advice reference (BT-16)', 'Versandanzeige (BT-16)'),
  ),
  atMost(
    'UBL-SR-04',
    'root',
    'cac:AdditionalDocumentReference/cbc:ID',
    1,
    t('Invoiced object identifier (BT-18)', 'Kennung des Abrechnungsobjekts (BT-18)'),
    (id) => (id.parent ? docCode(id.parent).includes('130') : false),
  ),
  atMost(
    'UBL-SR-05',
    'root',
    'cac:PaymentTerms/cbc:Note',
    1,
    t('Payment terms (BT-20)', 'Zahlungsbedingungen (BT-20)'),
  ),
  atMost(
    'UBL-SR-08',
    'root',
    'cac:InvoicePeriod',
    1,
    t('Invoicing period (BG-14)', 'Abrechnungszeitraum (BG-14)'),
  ),
  atMost(
    'UBL-SR-09',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    1,
    t('Seller name (BT-27)', 'Name des Verkäufers (BT-27)'),
  ),
  atMost(
    'UBL-SR-10',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name',
    1,
    t('Seller trading name (BT-28)', 'Handelsname des Verkäufers (BT-28)'),
  ),
  atMost(
    'UBL-SR-11',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    1,
    t('Seller legal registration identifier (BT-30)', 'Registernummer des Verkäufers (BT-30)'),
  ),
  atMost(
    'UBL-SR-12',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
    1,
    t('Seller VAT identifier (BT-31)', 'Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31)'),
    taxSchemeIs(true),
  ),
  atMost(
    'UBL-SR-13',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
    1,
    t('Seller tax registration identifier (BT-32)', 'Steuernummer des Verkäufers (BT-32)'),
    taxSchemeIs(false),
  ),
  atMost(
    'UBL-SR-14',
    'root',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm',
    1,
    t(
      'Seller additional legal information (BT-33)',
      'Weitere rechtliche Informationen zum Verkäufer (BT-33)',
    ),
  ),
  atMost(
    'UBL-SR-15',
    'root',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    1,
    t('Buyer name (BT-44)', 'Name des Käufers (BT-44)'),
  ),
  atMost(
    'UBL-SR-16',
    'root',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
    1,
    t('Buyer identifier (BT-46)', 'Kennung des Käufers (BT-46)'),
  ),
  atMost(
    'UBL-SR-17',
    'root',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    1,
    t('Buyer legal registration identifier (BT-47)', 'Registernummer des Käufers (BT-47)'),
  ),
  atMost(
    'UBL-SR-18',
    'root',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
    1,
    t('Buyer VAT identifier (BT-48)', 'Umsatzsteuer-Identifikationsnummer des Käufers (BT-48)'),
    taxSchemeIs(true),
  ),
  atMost(
    'UBL-SR-24',
    'root',
    'cac:Delivery',
    1,
    t('Delivery information (BG-13)', 'Lieferinformationen (BG-13)'),
  ),
  atMost(
    'UBL-SR-29',
    'root',
    '//cac:PartyIdentification/cbc:ID',
    1,
    t('Bank assigned creditor identifier (BT-90, schemeID SEPA)', 'Gläubiger-ID (BT-90, schemeID SEPA)'),
    (id) => upper(id.attrs.schemeID ?? '') === 'SEPA',
  ),
  atMost(
    'UBL-SR-39',
    'root',
    'cac:ProjectReference/cbc:ID',
    1,
    t('Project reference (BT-11)', 'Projektnummer (BT-11)'),
  ),
  atMost(
    'UBL-SR-40',
    'root',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name',
    1,
    t('Buyer trading name (BT-45)', 'Handelsname des Käufers (BT-45)'),
  ),
  {
    id: 'UBL-SR-44',
    level: 'e',
    context: 'root',
    message: t(
      'An invoice may have only one payment reference (PaymentID, BT-83) value; it may repeat across payment means.',
      'Eine Rechnung darf nur einen Verwendungszweck (PaymentID, BT-83) haben; er darf in mehreren Zahlungsarten wiederholt werden.',
    ),
    test: (n, c) => distinctValues(els(n, '//cbc:PaymentID', c.index)) > 1,
  },
  atMost(
    'UBL-SR-45',
    'root',
    'cac:PaymentMeans/cbc:PaymentDueDate',
    1,
    t('Payment due date (PaymentMeans/PaymentDueDate)', 'Fälligkeitsdatum (PaymentMeans/PaymentDueDate)'),
  ),
  atMost(
    'UBL-SR-46',
    'root',
    'cac:PaymentMeans/cbc:PaymentMeansCode/@name',
    1,
    t('Payment means text (BT-82)', 'Text zur Zahlungsart (BT-82)'),
  ),
  {
    id: 'UBL-SR-47',
    level: 'e',
    context: 'root',
    message: t(
      'When there is more than one payment means code (BT-81), they shall be equal.',
      'Gibt es mehrere Codes für die Zahlungsart (BT-81), müssen sie gleich sein.',
    ),
    test: (n, c) => distinctValues(els(n, '//cbc:PaymentMeansCode', c.index)) > 1,
  },
  atMost(
    'UBL-SR-49',
    'root',
    'cac:InvoicePeriod/cbc:DescriptionCode',
    1,
    t('Value added tax point date code (BT-8)', 'Code für das Datum der Steuerfälligkeit (BT-8)'),
  ),
  atMost(
    'UBL-SR-54',
    'root',
    'cac:PaymentMeans/cac:CardAccount',
    1,
    t('Payment card information (BG-18)', 'Zahlungskarteninformationen (BG-18)'),
  ),
  atMost(
    'UBL-SR-55',
    'root',
    'cac:PaymentMeans/cac:PaymentMandate',
    1,
    t('Direct debit mandate (BG-19)', 'Lastschriftmandat (BG-19)'),
  ),
  atMost(
    'UBL-SR-34',
    'line',
    'cbc:Note',
    1,
    t('Invoice line note (BT-127)', 'Anmerkung zur Rechnungsposition (BT-127)'),
  ),
  atMost(
    'UBL-SR-35',
    'line',
    'cac:OrderLineReference/cbc:LineID',
    1,
    t('Referenced purchase order line (BT-132)', 'Referenzierte Bestellposition (BT-132)'),
  ),
  atMost(
    'UBL-SR-36',
    'line',
    'cac:InvoicePeriod',
    1,
    t('Invoice line period (BG-26)', 'Abrechnungszeitraum der Position (BG-26)'),
  ),
  atMost(
    'UBL-SR-37',
    'line',
    'cac:Price/cac:AllowanceCharge/cbc:Amount',
    1,
    t('Item price discount (BT-147)', 'Rabatt auf den Artikelpreis (BT-147)'),
  ),
  {
    id: 'UBL-SR-48',
    level: 'e',
    context: 'line',
    message: t(
      'An invoice line shall have exactly one classified tax category (BG-30).',
      'Eine Rechnungsposition muss genau eine Umsatzsteuerkategorie (BG-30) haben.',
    ),
    test: (n) => {
      const list = els(n, 'cac:Item/cac:ClassifiedTaxCategory');
      return list.length === 1 ? false : (list[1] ?? true);
    },
  },
  atMost(
    'UBL-SR-50',
    'line',
    'cac:Item/cbc:Description',
    1,
    t('Item description (BT-154)', 'Artikelbeschreibung (BT-154)'),
  ),
  atMost(
    'UBL-SR-52',
    'line',
    'cac:DocumentReference',
    1,
    t('Invoice line object identifier (BT-128)', 'Objektkennung der Position (BT-128)'),
  ),
  payeeRule(
    'UBL-SR-19',
    'cac:PartyName/cbc:Name',
    t('Payee name (BT-59)', 'Name des Zahlungsempfängers (BT-59)'),
  ),
  payeeRule(
    'UBL-SR-20',
    'cac:PartyIdentification/cbc:ID',
    t('Payee identifier (BT-60)', 'Kennung des Zahlungsempfängers (BT-60)'),
    (id) => upper(id.attrs.schemeID ?? '') !== 'SEPA',
  ),
  payeeRule(
    'UBL-SR-21',
    'cac:PartyLegalEntity/cbc:CompanyID',
    t('Payee legal registration identifier (BT-61)', 'Registernummer des Zahlungsempfängers (BT-61)'),
  ),
  atMost(
    'UBL-SR-26',
    'paymentMeans',
    'cbc:PaymentID',
    1,
    t('Payment reference (BT-83)', 'Verwendungszweck (BT-83)'),
  ),
  atMost(
    'UBL-SR-27',
    'paymentMeans',
    'cbc:PaymentMeansCode',
    1,
    t('Payment means code (BT-81)', 'Code der Zahlungsart (BT-81)'),
  ),
  atMost(
    'UBL-SR-28',
    'paymentMeans',
    'cac:PaymentMandate/cbc:ID',
    1,
    t('Mandate reference identifier (BT-89)', 'Mandatsreferenz (BT-89)'),
  ),
  atMost(
    'UBL-SR-06',
    'billingReference',
    'cac:InvoiceDocumentReference',
    1,
    t(
      'Preceding invoice reference (BG-3) per BillingReference',
      'Rechnungsreferenz (BG-3) je BillingReference',
    ),
  ),
  {
    id: 'UBL-SR-07',
    level: 'e',
    context: 'billingReference',
    message: t(
      'A preceding invoice reference (BG-3) shall contain the preceding invoice number (BT-25).',
      'Eine Rechnungsreferenz (BG-3) muss die Nummer der vorausgegangenen Rechnung (BT-25) enthalten.',
    ),
    test: (n) => els(n, 'cac:InvoiceDocumentReference/cbc:ID').length === 0,
  },
  atMost(
    'UBL-SR-22',
    'taxRepresentative',
    'cac:PartyName/cbc:Name',
    1,
    t('Seller tax representative name (BT-62)', 'Name des Steuervertreters (BT-62)'),
  ),
  atMost(
    'UBL-SR-23',
    'taxRepresentative',
    'cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
    1,
    t(
      'Seller tax representative VAT identifier (BT-63)',
      'Umsatzsteuer-Identifikationsnummer des Steuervertreters (BT-63)',
    ),
  ),
  atMost(
    'UBL-SR-32',
    'taxSubtotal',
    'cac:TaxCategory/cbc:TaxExemptionReason',
    1,
    t('VAT exemption reason text (BT-120)', 'Befreiungsgrund (BT-120)'),
  ),
];

export const UBL_RULE_SET: RuleSet = {
  syntax: 'ubl',
  contexts: UBL_CONTEXTS,
  absent: UBL_ABSENT,
  code: UBL_CODE_RULES,
};

/** Run the UBL syntax rules (UBL-CR, UBL-SR, UBL-DT) on a parsed UBL Invoice or CreditNote. */
export function checkUblSyntax(root: XmlElement, opts: SyntaxOptions = {}): SyntaxFinding[] {
  const documentType: DocumentType = is(root, 'cn:CreditNote') ? 'CreditNote' : 'Invoice';
  const bt24 = kids(root, 'cbc:CustomizationID')[0];
  return runRuleSet(UBL_RULE_SET, root, documentType, scenarioOf(opts, bt24 && str(bt24), documentType));
}
