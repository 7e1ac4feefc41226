/**
 * EN 16931 core business rules BR-01 … BR-65 (CEN schematron 1.3.15), against the model.
 */
import type { InvoiceLine, LineAllowanceCharge, PostalAddress } from '../../model/invoice.ts';
import type { Rule } from '../types.ts';
import { ciiShadowed, cmp, code, each, exists, has, rule, when } from '../util.ts';

const S = 'en16931' as const;

/** A postal address group counts as present when it carries any value (readers omit absent groups). */
export function addressPresent(a: PostalAddress | undefined): a is PostalAddress {
  return !!a && Object.values(a).some((v) => v !== undefined);
}

/**
 * `x >= 0` as the official validator (Saxon) evaluates it: the value becomes an xs:double, and a
 * negative zero written with a fraction or exponent ("-0.00") is below 0 (Java's double order);
 * "-0" is read as an integer and is 0. False when absent.
 */
export function nonNegative(s: string | undefined): boolean {
  if (!cmp(s, '>=', 0)) return false;
  const t = (s ?? '').trim();
  return !(t.startsWith('-') && /[.eE]/.test(t) && cmp(t, '=', 0));
}

export const BR_RULES: Rule[] = [
  rule({
    id: 'BR-01',
    scope: S,
    bt: ['BT-24'],
    message: {
      en: 'An invoice shall have a specification identifier (BT-24).',
      de: 'Eine Rechnung muss eine Spezifikationskennung (BT-24) enthalten.',
    },
    check: ({ invoice }) =>
      when(!has(invoice.processControl?.specificationIdentifier), 'processControl.specificationIdentifier'),
  }),
  rule({
    id: 'BR-02',
    scope: S,
    bt: ['BT-1'],
    message: {
      en: 'An invoice shall have an invoice number (BT-1).',
      de: 'Eine Rechnung muss eine Rechnungsnummer (BT-1) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.number), 'number'),
  }),
  rule({
    id: 'BR-03',
    scope: S,
    bt: ['BT-2'],
    message: {
      en: 'An invoice shall have an issue date (BT-2).',
      de: 'Eine Rechnung muss ein Rechnungsdatum (BT-2) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.issueDate), 'issueDate'),
  }),
  rule({
    id: 'BR-04',
    scope: S,
    bt: ['BT-3'],
    message: {
      en: 'An invoice shall have an invoice type code (BT-3).',
      de: 'Eine Rechnung muss einen Rechnungsartcode (BT-3) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.typeCode), 'typeCode'),
  }),
  rule({
    id: 'BR-05',
    scope: S,
    bt: ['BT-5'],
    message: {
      en: 'An invoice shall have an invoice currency code (BT-5).',
      de: 'Eine Rechnung muss einen Währungscode (BT-5) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.currency), 'currency'),
  }),
  rule({
    id: 'BR-06',
    scope: S,
    bt: ['BT-27'],
    message: {
      en: 'An invoice shall contain the seller name (BT-27).',
      de: 'Eine Rechnung muss den Namen des Verkäufers (BT-27) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.seller?.name), 'seller.name'),
  }),
  rule({
    id: 'BR-07',
    scope: S,
    bt: ['BT-44'],
    message: {
      en: 'An invoice shall contain the buyer name (BT-44).',
      de: 'Eine Rechnung muss den Namen des Käufers (BT-44) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.buyer?.name), 'buyer.name'),
  }),
  rule({
    id: 'BR-08',
    scope: S,
    bt: ['BG-5'],
    message: {
      en: 'An invoice shall contain the seller postal address (BG-5).',
      de: 'Eine Rechnung muss die Postanschrift des Verkäufers (BG-5) enthalten.',
    },
    check: ({ invoice }) => when(!addressPresent(invoice.seller?.address), 'seller.address'),
  }),
  rule({
    id: 'BR-09',
    scope: S,
    bt: ['BT-40'],
    message: {
      en: 'The seller postal address (BG-5) shall contain a country code (BT-40).',
      de: 'Die Postanschrift des Verkäufers (BG-5) muss einen Ländercode (BT-40) enthalten.',
    },
    // UBL: context cac:PostalAddress (only a present address); CII: tested on the document root
    check: ({ invoice, syntax }) =>
      when(
        (syntax === 'cii' || addressPresent(invoice.seller?.address)) &&
          !has(invoice.seller.address?.countryCode),
        'seller.address.countryCode',
      ),
  }),
  rule({
    id: 'BR-10',
    scope: S,
    bt: ['BG-8'],
    message: {
      en: 'An invoice shall contain the buyer postal address (BG-8).',
      de: 'Eine Rechnung muss die Postanschrift des Käufers (BG-8) enthalten.',
    },
    check: ({ invoice }) => when(!addressPresent(invoice.buyer?.address), 'buyer.address'),
  }),
  rule({
    id: 'BR-11',
    scope: S,
    bt: ['BT-55'],
    message: {
      en: 'The buyer postal address (BG-8) shall contain a country code (BT-55).',
      de: 'Die Postanschrift des Käufers (BG-8) muss einen Ländercode (BT-55) enthalten.',
    },
    check: ({ invoice }) =>
      when(
        addressPresent(invoice.buyer?.address) && !has(invoice.buyer.address.countryCode),
        'buyer.address.countryCode',
      ),
  }),
  rule({
    id: 'BR-12',
    scope: S,
    bt: ['BT-106'],
    message: {
      en: 'An invoice shall have the sum of invoice line net amounts (BT-106).',
      de: 'Eine Rechnung muss die Summe der Nettobeträge der Rechnungspositionen (BT-106) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.totals?.lineNetTotal), 'totals.lineNetTotal'),
  }),
  rule({
    id: 'BR-13',
    scope: S,
    bt: ['BT-109'],
    message: {
      en: 'An invoice shall have the invoice total amount without VAT (BT-109).',
      de: 'Eine Rechnung muss den Gesamtbetrag ohne Umsatzsteuer (BT-109) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.totals?.taxExclusive), 'totals.taxExclusive'),
  }),
  rule({
    id: 'BR-14',
    scope: S,
    bt: ['BT-112'],
    message: {
      en: 'An invoice shall have the invoice total amount with VAT (BT-112).',
      de: 'Eine Rechnung muss den Gesamtbetrag einschließlich Umsatzsteuer (BT-112) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.totals?.taxInclusive), 'totals.taxInclusive'),
  }),
  rule({
    id: 'BR-15',
    scope: S,
    bt: ['BT-115'],
    message: {
      en: 'An invoice shall have the amount due for payment (BT-115).',
      de: 'Eine Rechnung muss den fälligen Zahlungsbetrag (BT-115) enthalten.',
    },
    check: ({ invoice }) => when(!has(invoice.totals?.amountDue), 'totals.amountDue'),
  }),
  rule({
    id: 'BR-16',
    scope: S,
    bt: ['BG-25'],
    message: {
      en: 'An invoice shall have at least one invoice line (BG-25).',
      de: 'Eine Rechnung muss mindestens eine Rechnungsposition (BG-25) enthalten.',
    },
    check: ({ invoice }) => when(invoice.lines.length === 0, 'lines'),
  }),
  rule({
    id: 'BR-17',
    scope: S,
    bt: ['BT-59', 'BG-10'],
    message: {
      en: 'The payee name (BT-59) shall be provided if the payee (BG-10) is different from the seller; payee and seller must differ.',
      de: 'Der Name des Zahlungsempfängers (BT-59) muss angegeben werden, wenn der Zahlungsempfänger (BG-10) vom Verkäufer abweicht; Zahlungsempfänger und Verkäufer müssen verschieden sein.',
    },
    check: ({ invoice, syntax }) => {
      const p = invoice.payee;
      if (!p) return [];
      const s = invoice.seller;
      const sellerIds = s.identifiers.map((i) => i.value);
      // UBL compares with the seller's PartyName (trading name, BT-28); CII with the seller name (BT-27)
      const sellerName = syntax === 'cii' ? s.name : s.tradingName;
      const sameName = has(p.name) && p.name === sellerName;
      const sameId = !!p.identifier && sellerIds.includes(p.identifier.value);
      const sameLegal =
        syntax === 'cii' &&
        !!p.legalRegistrationId &&
        !!s.legalRegistrationId &&
        p.legalRegistrationId.value === s.legalRegistrationId.value;
      return when(!exists(p.name) || p.name === '' || sameName || sameId || sameLegal, 'payee.name');
    },
  }),
  rule({
    id: 'BR-18',
    scope: S,
    bt: ['BT-62'],
    message: {
      en: 'The seller tax representative name (BT-62) shall be provided if the seller has a tax representative (BG-11).',
      de: 'Der Name des Steuervertreters des Verkäufers (BT-62) muss angegeben werden, wenn ein Steuervertreter (BG-11) vorhanden ist.',
    },
    check: ({ invoice }) =>
      when(!!invoice.taxRepresentative && !has(invoice.taxRepresentative.name), 'taxRepresentative.name'),
  }),
  rule({
    id: 'BR-19',
    scope: S,
    bt: ['BG-12'],
    message: {
      en: 'The seller tax representative postal address (BG-12) shall be provided if the seller has a tax representative (BG-11).',
      de: 'Die Postanschrift des Steuervertreters (BG-12) muss angegeben werden, wenn ein Steuervertreter (BG-11) vorhanden ist.',
    },
    check: ({ invoice }) =>
      when(
        !!invoice.taxRepresentative && !addressPresent(invoice.taxRepresentative.address),
        'taxRepresentative.address',
      ),
  }),
  rule({
    id: 'BR-20',
    scope: S,
    bt: ['BT-69'],
    message: {
      en: 'The seller tax representative postal address (BG-12) shall contain a country code (BT-69).',
      de: 'Die Postanschrift des Steuervertreters (BG-12) muss einen Ländercode (BT-69) enthalten.',
    },
    check: ({ invoice }) => {
      const a = invoice.taxRepresentative?.address;
      return when(addressPresent(a) && !has(a.countryCode), 'taxRepresentative.address.countryCode');
    },
  }),
  rule({
    id: 'BR-21',
    scope: S,
    bt: ['BT-126'],
    message: {
      en: 'Each invoice line (BG-25) shall have an invoice line identifier (BT-126).',
      de: 'Jede Rechnungsposition (BG-25) muss eine Positionsnummer (BT-126) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.id), '.id'),
  }),
  rule({
    id: 'BR-22',
    scope: S,
    bt: ['BT-129'],
    message: {
      en: 'Each invoice line (BG-25) shall have an invoiced quantity (BT-129).',
      de: 'Jede Rechnungsposition (BG-25) muss eine Menge (BT-129) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.quantity), '.quantity'),
  }),
  rule({
    id: 'BR-23',
    scope: S,
    bt: ['BT-130'],
    message: {
      en: 'Each invoice line (BG-25) shall have a unit of measure code (BT-130) for the invoiced quantity.',
      de: 'Jede Rechnungsposition (BG-25) muss eine Maßeinheit (BT-130) für die Menge enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.unitCode), '.unitCode'),
  }),
  rule({
    id: 'BR-24',
    scope: S,
    bt: ['BT-131'],
    message: {
      en: 'Each invoice line (BG-25) shall have a line net amount (BT-131).',
      de: 'Jede Rechnungsposition (BG-25) muss einen Nettobetrag (BT-131) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.netAmount), '.netAmount'),
  }),
  rule({
    id: 'BR-25',
    scope: S,
    bt: ['BT-153'],
    message: {
      en: 'Each invoice line (BG-25) shall contain the item name (BT-153).',
      de: 'Jede Rechnungsposition (BG-25) muss eine Artikelbezeichnung (BT-153) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.item?.name), '.item.name'),
  }),
  rule({
    id: 'BR-26',
    scope: S,
    bt: ['BT-146'],
    message: {
      en: 'Each invoice line (BG-25) shall contain the item net price (BT-146).',
      de: 'Jede Rechnungsposition (BG-25) muss einen Nettopreis (BT-146) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.price?.netPrice), '.price.netPrice'),
  }),
  rule({
    id: 'BR-27',
    scope: S,
    bt: ['BT-146'],
    message: {
      en: 'The item net price (BT-146) shall not be negative.',
      de: 'Der Nettopreis (BT-146) darf nicht negativ sein.',
    },
    check: ({ invoice }) =>
      each(invoice.lines, 'lines', (l) => !nonNegative(l.price?.netPrice), '.price.netPrice'),
  }),
  rule({
    id: 'BR-28',
    scope: S,
    bt: ['BT-148'],
    message: {
      en: 'The item gross price (BT-148) shall not be negative.',
      de: 'Der Bruttopreis (BT-148) darf nicht negativ sein.',
    },
    check: ({ invoice }) =>
      each(
        invoice.lines,
        'lines',
        (l) => exists(l.price?.grossPrice) && !nonNegative(l.price.grossPrice),
        '.price.grossPrice',
      ),
  }),
  rule({
    id: 'BR-29',
    scope: S,
    bt: ['BT-73', 'BT-74'],
    message: {
      en: 'The invoicing period end date (BT-74) shall be later than or equal to the start date (BT-73).',
      de: 'Das Enddatum des Abrechnungszeitraums (BT-74) muss gleich oder später als das Startdatum (BT-73) sein.',
    },
    check: ({ invoice }) => {
      const p = invoice.invoicingPeriod;
      return when(
        !!p && has(p.startDate) && has(p.endDate) && p.endDate < p.startDate,
        'invoicingPeriod.endDate',
      );
    },
  }),
  rule({
    id: 'BR-30',
    scope: S,
    bt: ['BT-134', 'BT-135'],
    message: {
      en: 'The invoice line period end date (BT-135) shall be later than or equal to the start date (BT-134).',
      de: 'Das Enddatum des Leistungszeitraums der Position (BT-135) muss gleich oder später als das Startdatum (BT-134) sein.',
    },
    check: ({ invoice }) =>
      each(
        invoice.lines,
        'lines',
        (l) =>
          !!l.period &&
          has(l.period.startDate) &&
          has(l.period.endDate) &&
          l.period.endDate < l.period.startDate,
        '.period.endDate',
      ),
  }),
  rule({
    id: 'BR-31',
    scope: S,
    bt: ['BT-92'],
    message: {
      en: 'Each document level allowance (BG-20) shall have an allowance amount (BT-92).',
      de: 'Jeder Nachlass auf Dokumentenebene (BG-20) muss einen Betrag (BT-92) enthalten.',
    },
    check: ({ invoice }) => each(invoice.allowances, 'allowances', (a) => !has(a.amount), '.amount'),
  }),
  rule({
    id: 'BR-32',
    scope: S,
    bt: ['BT-95'],
    message: {
      en: 'Each document level allowance (BG-20) shall have a VAT category code (BT-95).',
      de: 'Jeder Nachlass auf Dokumentenebene (BG-20) muss einen Umsatzsteuer-Kategoriecode (BT-95) enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.allowances, 'allowances', (a) => !has(a.vatCategoryCode), '.vatCategoryCode'),
  }),
  rule({
    id: 'BR-33',
    scope: S,
    bt: ['BT-97', 'BT-98'],
    message: {
      en: 'Each document level allowance (BG-20) shall have a reason (BT-97) or a reason code (BT-98).',
      de: 'Jeder Nachlass auf Dokumentenebene (BG-20) muss einen Grund (BT-97) oder einen Grundcode (BT-98) enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.allowances, 'allowances', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-36',
    scope: S,
    bt: ['BT-99'],
    message: {
      en: 'Each document level charge (BG-21) shall have a charge amount (BT-99).',
      de: 'Jeder Zuschlag auf Dokumentenebene (BG-21) muss einen Betrag (BT-99) enthalten.',
    },
    check: ({ invoice }) => each(invoice.charges, 'charges', (a) => !has(a.amount), '.amount'),
  }),
  rule({
    id: 'BR-37',
    scope: S,
    bt: ['BT-102'],
    message: {
      en: 'Each document level charge (BG-21) shall have a VAT category code (BT-102).',
      de: 'Jeder Zuschlag auf Dokumentenebene (BG-21) muss einen Umsatzsteuer-Kategoriecode (BT-102) enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.charges, 'charges', (a) => !has(a.vatCategoryCode), '.vatCategoryCode'),
  }),
  rule({
    id: 'BR-38',
    scope: S,
    bt: ['BT-104', 'BT-105'],
    message: {
      en: 'Each document level charge (BG-21) shall have a reason (BT-104) or a reason code (BT-105).',
      de: 'Jeder Zuschlag auf Dokumentenebene (BG-21) muss einen Grund (BT-104) oder einen Grundcode (BT-105) enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.charges, 'charges', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-41',
    scope: S,
    bt: ['BT-136'],
    message: {
      en: 'Each invoice line allowance (BG-27) shall have an allowance amount (BT-136).',
      de: 'Jeder Nachlass auf Positionsebene (BG-27) muss einen Betrag (BT-136) enthalten.',
    },
    check: ({ invoice }) => lineAcFindings(invoice.lines, 'allowances', (a) => !has(a.amount), '.amount'),
  }),
  rule({
    id: 'BR-42',
    scope: S,
    bt: ['BT-139', 'BT-140'],
    message: {
      en: 'Each invoice line allowance (BG-27) shall have a reason (BT-139) or a reason code (BT-140).',
      de: 'Jeder Nachlass auf Positionsebene (BG-27) muss einen Grund (BT-139) oder einen Grundcode (BT-140) enthalten.',
    },
    check: ({ invoice }) =>
      lineAcFindings(
        invoice.lines,
        'allowances',
        (a) => !exists(a.reason) && !exists(a.reasonCode),
        '.reason',
      ),
  }),
  rule({
    id: 'BR-43',
    scope: S,
    bt: ['BT-141'],
    message: {
      en: 'Each invoice line charge (BG-28) shall have a charge amount (BT-141).',
      de: 'Jeder Zuschlag auf Positionsebene (BG-28) muss einen Betrag (BT-141) enthalten.',
    },
    check: ({ invoice }) => lineAcFindings(invoice.lines, 'charges', (a) => !has(a.amount), '.amount'),
  }),
  rule({
    id: 'BR-44',
    scope: S,
    bt: ['BT-144', 'BT-145'],
    message: {
      en: 'Each invoice line charge (BG-28) shall have a reason (BT-144) or a reason code (BT-145).',
      de: 'Jeder Zuschlag auf Positionsebene (BG-28) muss einen Grund (BT-144) oder einen Grundcode (BT-145) enthalten.',
    },
    check: ({ invoice }) =>
      lineAcFindings(invoice.lines, 'charges', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-45',
    scope: S,
    bt: ['BT-116'],
    message: {
      en: 'Each VAT breakdown (BG-23) shall have a VAT category taxable amount (BT-116).',
      de: 'Jede Umsatzsteueraufschlüsselung (BG-23) muss eine Bemessungsgrundlage (BT-116) enthalten.',
    },
    check: ({ invoice, syntax }) =>
      each(
        invoice.vatBreakdown,
        'vatBreakdown',
        (b) => !has(b.taxableAmount) && !ciiShadowed(syntax, b.categoryCode),
        '.taxableAmount',
      ),
  }),
  rule({
    id: 'BR-46',
    scope: S,
    bt: ['BT-117'],
    message: {
      en: 'Each VAT breakdown (BG-23) shall have a VAT category tax amount (BT-117).',
      de: 'Jede Umsatzsteueraufschlüsselung (BG-23) muss einen Steuerbetrag (BT-117) enthalten.',
    },
    check: ({ invoice, syntax }) =>
      each(
        invoice.vatBreakdown,
        'vatBreakdown',
        (b) => !has(b.taxAmount) && !ciiShadowed(syntax, b.categoryCode),
        '.taxAmount',
      ),
  }),
  rule({
    id: 'BR-47',
    scope: S,
    bt: ['BT-118'],
    message: {
      en: 'Each VAT breakdown (BG-23) shall be defined through a VAT category code (BT-118).',
      de: 'Jede Umsatzsteueraufschlüsselung (BG-23) muss einen Umsatzsteuer-Kategoriecode (BT-118) enthalten.',
    },
    check: ({ invoice, syntax }) =>
      each(
        invoice.vatBreakdown,
        'vatBreakdown',
        (b) => !has(b.categoryCode) && !ciiShadowed(syntax, b.categoryCode),
        '.categoryCode',
      ),
  }),
  rule({
    id: 'BR-48',
    scope: S,
    bt: ['BT-119'],
    message: {
      en: 'Each VAT breakdown (BG-23) shall have a VAT category rate (BT-119), except if the invoice is not subject to VAT.',
      de: 'Jede Umsatzsteueraufschlüsselung (BG-23) muss einen Steuersatz (BT-119) enthalten, außer die Rechnung unterliegt nicht der Umsatzsteuer.',
    },
    check: ({ invoice, syntax }) =>
      each(
        invoice.vatBreakdown,
        'vatBreakdown',
        (b) => !exists(b.rate) && code(b.categoryCode) !== 'O' && !ciiShadowed(syntax, b.categoryCode),
        '.rate',
      ),
  }),
  rule({
    id: 'BR-49',
    scope: S,
    bt: ['BT-81'],
    message: {
      en: 'A payment instruction (BG-16) shall specify the payment means type code (BT-81).',
      de: 'Zahlungsanweisungen (BG-16) müssen den Code für die Zahlungsart (BT-81) enthalten.',
    },
    check: ({ invoice }) =>
      when(
        !!invoice.paymentInstructions && !has(invoice.paymentInstructions.typeCode),
        'paymentInstructions.typeCode',
      ),
  }),
  rule({
    id: 'BR-50',
    scope: S,
    bt: ['BT-84'],
    message: {
      en: 'A payment account identifier (BT-84) shall be present if credit transfer (BG-17) information is provided.',
      de: 'Die Kennung des Zahlungskontos (BT-84) muss angegeben werden, wenn Überweisungsangaben (BG-17) vorhanden sind.',
    },
    check: ({ invoice }) => {
      const p = invoice.paymentInstructions;
      if (!p || !['30', '58'].includes(p.typeCode)) return [];
      return each(
        p.creditTransfers,
        'paymentInstructions.creditTransfers',
        (t) => !has(t.accountId),
        '.accountId',
      );
    },
  }),
  rule({
    id: 'BR-51',
    scope: S,
    severity: 'warning',
    severityBySyntax: { cii: 'error' },
    bt: ['BT-87'],
    message: {
      en: 'An invoice should never include a full card primary account number (BT-87); at most 10 characters (first 6 and last 4 digits) may be shown.',
      de: 'Eine Rechnung sollte nie die vollständige Kartennummer (BT-87) enthalten; höchstens 10 Zeichen (die ersten 6 und letzten 4 Ziffern) dürfen angegeben werden.',
    },
    check: ({ invoice, syntax }) => {
      const n = invoice.paymentInstructions?.card?.accountNumber;
      if (n === undefined) return [];
      const len = syntax === 'cii' ? n.length : n.replace(/\s+/g, ' ').trim().length;
      return when(len > 10, 'paymentInstructions.card.accountNumber');
    },
  }),
  rule({
    id: 'BR-52',
    scope: S,
    bt: ['BT-122'],
    message: {
      en: 'Each additional supporting document (BG-24) shall contain a supporting document reference (BT-122).',
      de: 'Jedes rechnungsbegründende Dokument (BG-24) muss eine Dokumentenkennung (BT-122) enthalten.',
    },
    check: ({ invoice }) => each(invoice.attachments, 'attachments', (a) => !has(a.id), '.id'),
  }),
  rule({
    id: 'BR-53',
    scope: S,
    bt: ['BT-6', 'BT-111'],
    message: {
      en: 'If the VAT accounting currency code (BT-6) is present, the invoice total VAT amount in accounting currency (BT-111) shall be provided.',
      de: 'Ist der Code der Umsatzsteuer-Buchungswährung (BT-6) angegeben, muss der Umsatzsteuer-Gesamtbetrag in Buchungswährung (BT-111) angegeben werden.',
    },
    check: ({ invoice }) => {
      const tc = invoice.taxCurrency;
      if (!exists(tc)) return [];
      const ok =
        exists(invoice.totals.vatTotalInTaxCurrency) ||
        (tc === invoice.currency && exists(invoice.totals.vatTotal));
      return when(!ok, 'totals.vatTotalInTaxCurrency');
    },
  }),
  rule({
    id: 'BR-54',
    scope: S,
    bt: ['BT-160', 'BT-161'],
    message: {
      en: 'Each item attribute (BG-32) shall contain an attribute name (BT-160) and value (BT-161).',
      de: 'Jede Artikeleigenschaft (BG-32) muss einen Namen (BT-160) und einen Wert (BT-161) enthalten.',
    },
    check: ({ invoice }) => {
      const out: { path: string }[] = [];
      invoice.lines.forEach((l, i) => {
        l.item.attributes.forEach((a, j) => {
          if (!exists(a.name) || !exists(a.value)) out.push({ path: `lines[${i}].item.attributes[${j}]` });
        });
      });
      return out;
    },
  }),
  rule({
    id: 'BR-55',
    scope: S,
    bt: ['BT-25'],
    message: {
      en: 'Each preceding invoice reference (BG-3) shall contain a preceding invoice number (BT-25).',
      de: 'Jeder Verweis auf eine vorausgegangene Rechnung (BG-3) muss deren Nummer (BT-25) enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.precedingInvoices, 'precedingInvoices', (p) => !has(p.number), '.number'),
  }),
  rule({
    id: 'BR-56',
    scope: S,
    bt: ['BT-63'],
    message: {
      en: 'Each seller tax representative party (BG-11) shall have a VAT identifier (BT-63).',
      de: 'Jeder Steuervertreter des Verkäufers (BG-11) muss eine Umsatzsteuer-Identifikationsnummer (BT-63) haben.',
    },
    check: ({ invoice }) =>
      when(!!invoice.taxRepresentative && !has(invoice.taxRepresentative.vatId), 'taxRepresentative.vatId'),
  }),
  rule({
    id: 'BR-57',
    scope: S,
    bt: ['BT-80'],
    message: {
      en: 'Each deliver-to address (BG-15) shall contain a country code (BT-80).',
      de: 'Jede Lieferanschrift (BG-15) muss einen Ländercode (BT-80) enthalten.',
    },
    check: ({ invoice }) => {
      const a = invoice.delivery?.address;
      return when(addressPresent(a) && !has(a.countryCode), 'delivery.address.countryCode');
    },
  }),
  rule({
    id: 'BR-61',
    scope: S,
    bt: ['BT-81', 'BT-84'],
    message: {
      en: 'If the payment means type code (BT-81) is a credit transfer (30, 58), the payment account identifier (BT-84) shall be present.',
      de: 'Ist als Zahlungsart (BT-81) eine Überweisung (30, 58) angegeben, muss die Kennung des Zahlungskontos (BT-84) angegeben werden.',
    },
    check: ({ invoice }) => {
      const p = invoice.paymentInstructions;
      if (!p || !['30', '58'].includes(code(p.typeCode))) return [];
      return when(!p.creditTransfers.some((t) => has(t.accountId)), 'paymentInstructions.creditTransfers');
    },
  }),
  rule({
    id: 'BR-62',
    scope: S,
    bt: ['BT-34-1'],
    message: {
      en: 'The seller electronic address (BT-34) shall have a scheme identifier.',
      de: 'Die elektronische Adresse des Verkäufers (BT-34) muss eine Schemakennung haben.',
    },
    check: ({ invoice }) => {
      const e = invoice.seller.electronicAddress;
      return when(!!e && !has(e.schemeId), 'seller.electronicAddress.schemeId');
    },
  }),
  rule({
    id: 'BR-63',
    scope: S,
    bt: ['BT-49-1'],
    message: {
      en: 'The buyer electronic address (BT-49) shall have a scheme identifier.',
      de: 'Die elektronische Adresse des Käufers (BT-49) muss eine Schemakennung haben.',
    },
    check: ({ invoice }) => {
      const e = invoice.buyer.electronicAddress;
      return when(!!e && !has(e.schemeId), 'buyer.electronicAddress.schemeId');
    },
  }),
  rule({
    id: 'BR-64',
    scope: S,
    bt: ['BT-157-1'],
    message: {
      en: 'The item standard identifier (BT-157) shall have a scheme identifier.',
      de: 'Die Artikelkennung nach registriertem Schema (BT-157) muss eine Schemakennung haben.',
    },
    check: ({ invoice }) =>
      each(
        invoice.lines,
        'lines',
        (l) => !!l.item.standardId && !has(l.item.standardId.schemeId),
        '.item.standardId.schemeId',
      ),
  }),
  rule({
    id: 'BR-65',
    scope: S,
    bt: ['BT-158-1'],
    message: {
      en: 'The item classification identifier (BT-158) shall have a scheme identifier.',
      de: 'Die Artikelklassifizierung (BT-158) muss eine Schemakennung haben.',
    },
    check: ({ invoice }) => {
      const out: { path: string }[] = [];
      invoice.lines.forEach((l, i) => {
        l.item.classifications.forEach((c, j) => {
          if (!has(c.schemeId)) out.push({ path: `lines[${i}].item.classifications[${j}].schemeId` });
        });
      });
      return out;
    },
  }),
];

/** Findings for line allowances/charges (BG-27/BG-28). */
export function lineAcFindings(
  lines: readonly InvoiceLine[],
  kind: 'allowances' | 'charges',
  failed: (a: LineAllowanceCharge) => boolean,
  sub: string,
): { path: string }[] {
  const out: { path: string }[] = [];
  lines.forEach((l, i) => {
    l[kind].forEach((a, j) => {
      if (failed(a)) out.push({ path: `lines[${i}].${kind}[${j}]${sub}` });
    });
  });
  return out;
}
