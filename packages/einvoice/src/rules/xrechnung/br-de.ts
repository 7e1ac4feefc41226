/**
 * XRechnung CIUS rules BR-DE-1 … BR-DE-31, BR-DE-TMP-32 and BR-TMP-2 (XRechnung schematron
 * 2.5.0, XRechnung 3.0.2), against the model.
 */
import {
  type CreditTransfer,
  type Invoice,
  XRECHNUNG_3_CIUS,
  XRECHNUNG_3_EXTENSION,
  XRECHNUNG_CVD,
} from '../../model/invoice.ts';
import { addressPresent } from '../en16931/br.ts';
import type { Finding, Rule } from '../types.ts';
import { code, each, exists, has, normalizeSpace, rule, when } from '../util.ts';

const S = 'xrechnung' as const;

export const XR_SKONTO_REGEX =
  /(^|\r?\n)#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;
export const XR_EMAIL_REGEX = /^[^@\s]+@([^@.\s]+\.)+[^@.\s]+$/;
export const XR_TELEPHONE_REGEX = /.*([0-9].*){3,}.*/;
export const XR_URL_REGEX = /^([a-zA-Z])([a-zA-Z0-9+.-])+:.*/;

const SUPPORTED_VAT_CODES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M'];
const SUPPORTED_TYPE_CODES = ['326', '380', '384', '389', '381', '875', '876', '877'];

/** The IBAN test of BR-DE-19/20 exactly as the schematron computes it (ISO 13616 mod 97). */
export function xrIbanOk(id: string | undefined): boolean {
  const s = normalizeSpace((id ?? '').replace(/[ \n\r\t\s]/g, ''));
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(s)) return false;
  const moved = s.substring(4) + s.substring(0, 2).toUpperCase() + s.substring(2, 4);
  let digits = '';
  for (const ch of moved) {
    const cp = ch.codePointAt(0) ?? 0;
    digits += String(cp > 64 ? cp - 55 : cp - 48);
  }
  if (!/^[0-9]+$/.test(digits)) return false;
  return BigInt(digits) % 97n === 1n;
}

/** BG-19 as UBL `cac:PaymentMandate` carries it (mandate reference BT-89, debited account BT-91). */
export function hasMandate(inv: Invoice): boolean {
  const d = inv.paymentInstructions?.directDebit;
  return !!d && (exists(d.mandateReference) || exists(d.debitedAccountId));
}

/** BR-DE-18: each line of BT-20 that starts with `#` must be a well-formed Skonto entry, and the text must end with a line break after the last entry. */
export function skontoOk(terms: string | undefined, requireFinalBreak = true): boolean {
  if (terms === undefined) return true;
  const lines = terms.split(/\r?\n/).filter((l) => normalizeSpace(l).startsWith('#'));
  if (lines.length === 0) return true;
  const tokens = terms.split(/#.+#/);
  const last = tokens[tokens.length - 1] ?? '';
  const endsWithBreak = /^\s*\n/.test(last);
  return lines.every((l) => XR_SKONTO_REGEX.test(normalizeSpace(l))) && (endsWithBreak || !requireFinalBreak);
}

const transfers = (inv: Invoice): CreditTransfer[] => inv.paymentInstructions?.creditTransfers ?? [];

export const BR_DE_RULES: Rule[] = [
  rule({
    id: 'BR-DE-1',
    scope: S,
    bt: ['BG-16'],
    message: {
      en: 'An invoice shall contain payment instructions (BG-16).',
      de: 'Eine Rechnung muss Angaben zu „ZAHLUNGSANWEISUNGEN“ (BG-16) enthalten.',
    },
    check: ({ invoice }) => when(!invoice.paymentInstructions, 'paymentInstructions'),
  }),
  rule({
    id: 'BR-DE-2',
    scope: S,
    bt: ['BG-6'],
    message: {
      en: 'The seller contact (BG-6) shall be provided.',
      de: 'Die Gruppe „KONTAKT DES VERKÄUFERS“ (BG-6) muss übermittelt werden.',
    },
    check: ({ invoice }) => when(!invoice.seller.contact, 'seller.contact'),
  }),
  rule({
    id: 'BR-DE-3',
    scope: S,
    bt: ['BT-37'],
    message: {
      en: 'The seller city (BT-37) shall be provided.',
      de: 'Das Element „Ort des Verkäufers“ (BT-37) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        addressPresent(invoice.seller.address) && !has(invoice.seller.address.city),
        'seller.address.city',
      ),
  }),
  rule({
    id: 'BR-DE-4',
    scope: S,
    bt: ['BT-38'],
    message: {
      en: 'The seller post code (BT-38) shall be provided.',
      de: 'Das Element „Postleitzahl des Verkäufers“ (BT-38) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        addressPresent(invoice.seller.address) && !has(invoice.seller.address.postalCode),
        'seller.address.postalCode',
      ),
  }),
  rule({
    id: 'BR-DE-5',
    scope: S,
    bt: ['BT-41'],
    message: {
      en: 'The seller contact point (BT-41) shall be provided.',
      de: 'Das Element „Kontaktstelle des Verkäufers“ (BT-41) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(!!invoice.seller.contact && !has(invoice.seller.contact.name), 'seller.contact.name'),
  }),
  rule({
    id: 'BR-DE-6',
    scope: S,
    bt: ['BT-42'],
    message: {
      en: 'The seller contact telephone number (BT-42) shall be provided.',
      de: 'Das Element „Telefonnummer der Kontaktstelle des Verkäufers“ (BT-42) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(!!invoice.seller.contact && !has(invoice.seller.contact.telephone), 'seller.contact.telephone'),
  }),
  rule({
    id: 'BR-DE-7',
    scope: S,
    bt: ['BT-43'],
    message: {
      en: 'The seller contact email address (BT-43) shall be provided.',
      de: 'Das Element „E-Mail-Adresse der Kontaktstelle des Verkäufers“ (BT-43) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(!!invoice.seller.contact && !has(invoice.seller.contact.email), 'seller.contact.email'),
  }),
  rule({
    id: 'BR-DE-8',
    scope: S,
    bt: ['BT-52'],
    message: {
      en: 'The buyer city (BT-52) shall be provided.',
      de: 'Das Element „Ort des Käufers“ (BT-52) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(addressPresent(invoice.buyer.address) && !has(invoice.buyer.address.city), 'buyer.address.city'),
  }),
  rule({
    id: 'BR-DE-9',
    scope: S,
    bt: ['BT-53'],
    message: {
      en: 'The buyer post code (BT-53) shall be provided.',
      de: 'Das Element „Postleitzahl des Käufers“ (BT-53) muss übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        addressPresent(invoice.buyer.address) && !has(invoice.buyer.address.postalCode),
        'buyer.address.postalCode',
      ),
  }),
  rule({
    id: 'BR-DE-10',
    scope: S,
    bt: ['BT-77'],
    message: {
      en: 'The deliver-to city (BT-77) shall be provided when a deliver-to address (BG-15) is given.',
      de: 'Das Element „Ort der Lieferanschrift“ (BT-77) muss übermittelt werden, wenn die Gruppe „LIEFERANSCHRIFT“ (BG-15) übermittelt wird.',
    },
    check: ({ invoice }) => {
      const a = invoice.delivery?.address;
      return when(addressPresent(a) && !has(a.city), 'delivery.address.city');
    },
  }),
  rule({
    id: 'BR-DE-11',
    scope: S,
    bt: ['BT-78'],
    message: {
      en: 'The deliver-to post code (BT-78) shall be provided when a deliver-to address (BG-15) is given.',
      de: 'Das Element „Postleitzahl der Lieferanschrift“ (BT-78) muss übermittelt werden, wenn die Gruppe „LIEFERANSCHRIFT“ (BG-15) übermittelt wird.',
    },
    check: ({ invoice }) => {
      const a = invoice.delivery?.address;
      return when(addressPresent(a) && !has(a.postalCode), 'delivery.address.postalCode');
    },
  }),
  rule({
    id: 'BR-DE-14',
    scope: S,
    bt: ['BT-119'],
    message: {
      en: 'The VAT category rate (BT-119) shall be provided.',
      de: 'Das Element „Umsatzsteuersatz der Kategorie“ (BT-119) muss übermittelt werden.',
    },
    check: ({ invoice }) => each(invoice.vatBreakdown, 'vatBreakdown', (b) => !has(b.rate), '.rate'),
  }),
  rule({
    id: 'BR-DE-15',
    scope: S,
    bt: ['BT-10'],
    message: {
      en: 'The buyer reference (BT-10, e.g. the Leitweg-ID) shall be provided.',
      de: 'Das Element „Käuferreferenz“ (BT-10, z. B. die Leitweg-ID) muss übermittelt werden.',
    },
    check: ({ invoice }) => when(!has(invoice.buyerReference), 'buyerReference'),
  }),
  rule({
    id: 'BR-DE-16',
    scope: S,
    bt: ['BT-31', 'BT-32', 'BG-11'],
    message: {
      en: 'If the VAT category codes S, Z, E, AE, K, G, L or M are used, the seller VAT identifier (BT-31), the seller tax registration identifier (BT-32) or the seller tax representative (BG-11) shall be provided.',
      de: 'Wenn in einer Rechnung die Steuercodes S, Z, E, AE, K, G, L oder M verwendet werden, muss mindestens eines der Elemente „Umsatzsteuer-Identifikationsnummer des Verkäufers“ (BT-31), „Steuernummer des Verkäufers“ (BT-32) oder „STEUERBEVOLLMÄCHTIGTER DES VERKÄUFERS“ (BG-11) übermittelt werden.',
    },
    check: ({ invoice }) => {
      const used = [...invoice.lines, ...invoice.allowances, ...invoice.charges].some((x) =>
        SUPPORTED_VAT_CODES.includes(x.vatCategoryCode),
      );
      const ok =
        !!invoice.taxRepresentative || has(invoice.seller.vatId) || has(invoice.seller.taxRegistrationId);
      return when(used && !ok, 'seller.vatId');
    },
  }),
  rule({
    id: 'BR-DE-17',
    scope: S,
    severity: 'warning',
    bt: ['BT-3'],
    message: {
      en: 'The invoice type code (BT-3) should be one of 326, 380, 384, 389, 381, 875, 876, 877 (found: {value}).',
      de: 'Mit dem Element „Code für den Rechnungstyp“ (BT-3) sollen ausschließlich die Codes 326, 380, 384, 389, 381, 875, 876 und 877 übermittelt werden (gefunden: {value}).',
    },
    check: ({ invoice }) =>
      when(!SUPPORTED_TYPE_CODES.includes(code(invoice.typeCode)), 'typeCode', { value: invoice.typeCode }),
  }),
  rule({
    id: 'BR-DE-18',
    scope: S,
    bt: ['BT-20'],
    message: {
      en: 'Cash discount (Skonto) lines in the payment terms (BT-20) shall have the form #SKONTO#TAGE=n#PROZENT=n.nn# (optionally #BASISBETRAG=n.nn#), in capitals, without extra whitespace, and the text shall end with a line break.',
      de: 'Skonto-Zeilen in den Zahlungsbedingungen (BT-20) müssen die Form #SKONTO#TAGE=n#PROZENT=n.nn# (optional #BASISBETRAG=n.nn#) haben, in Großbuchstaben und ohne zusätzliche Leerzeichen; nach der letzten Skontoangabe muss ein Zeilenumbruch folgen.',
    },
    // Readers trim element text, so the final line break the official test requires is only
    // checked on form data (no syntax), where the text is exactly what the writer will emit.
    check: ({ invoice, syntax }) =>
      when(!skontoOk(invoice.paymentTerms, syntax === undefined), 'paymentTerms'),
  }),
  rule({
    id: 'BR-DE-19',
    scope: S,
    severity: 'warning',
    bt: ['BT-84'],
    message: {
      en: 'The payment account identifier (BT-84) should be a valid IBAN when SEPA credit transfer (58) is the payment means.',
      de: '„Kennung des Zahlungskontos“ (BT-84) soll eine korrekte IBAN enthalten, wenn mit dem Code 58 SEPA-Überweisung als Zahlungsmittel gefordert wird.',
    },
    check: ({ invoice }) => {
      if (code(invoice.paymentInstructions?.typeCode) !== '58') return [];
      const ts = transfers(invoice);
      if (ts.length === 0) return [{ path: 'paymentInstructions.creditTransfers' }];
      return each(ts, 'paymentInstructions.creditTransfers', (t) => !xrIbanOk(t.accountId), '.accountId');
    },
  }),
  rule({
    id: 'BR-DE-20',
    scope: S,
    severity: 'warning',
    bt: ['BT-91'],
    message: {
      en: 'The debited account identifier (BT-91) should be a valid IBAN when SEPA direct debit (59) is the payment means.',
      de: '„Kennung des zu belastenden Kontos“ (BT-91) soll eine korrekte IBAN enthalten, wenn mit dem Code 59 SEPA-Lastschrift als Zahlungsmittel gefordert wird.',
    },
    check: ({ invoice }) =>
      when(
        code(invoice.paymentInstructions?.typeCode) === '59' &&
          !xrIbanOk(invoice.paymentInstructions?.directDebit?.debitedAccountId),
        'paymentInstructions.directDebit.debitedAccountId',
      ),
  }),
  rule({
    id: 'BR-DE-21',
    scope: S,
    severity: 'warning',
    bt: ['BT-24'],
    message: {
      en: 'The specification identifier (BT-24) should be the XRechnung identifier.',
      de: 'Das Element „Spezifikationskennung“ (BT-24) soll syntaktisch der Kennung des Standards XRechnung entsprechen.',
    },
    check: ({ invoice }) =>
      when(
        ![XRECHNUNG_3_CIUS, XRECHNUNG_3_EXTENSION, XRECHNUNG_CVD].includes(
          invoice.processControl.specificationIdentifier,
        ),
        'processControl.specificationIdentifier',
      ),
  }),
  rule({
    id: 'BR-DE-22',
    scope: S,
    bt: ['BT-125-2'],
    message: {
      en: 'The filenames of all attached documents (BT-125) shall be unique ("{value}" appears more than once).',
      de: 'Das „filename“-Attribut aller angehängten Dokumente (BT-125) muss eindeutig sein („{value}“ kommt mehrfach vor).',
    },
    check: ({ invoice }) => {
      const seen = new Set<string>();
      const out: Finding[] = [];
      invoice.attachments.forEach((a, i) => {
        const f = a.content?.filename;
        if (f === undefined) return;
        if (seen.has(f)) out.push({ path: `attachments[${i}].content.filename`, params: { value: f } });
        seen.add(f);
      });
      return out.slice(0, 1);
    },
  }),
  rule({
    id: 'BR-DE-23-a',
    scope: S,
    bt: ['BT-81', 'BG-17'],
    message: {
      en: 'If the payment means type code (BT-81) is a credit transfer (30, 58), credit transfer information (BG-17) shall be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Überweisungen enthält (30, 58), muss BG-17 „ÜBERWEISUNG“ übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        ['30', '58'].includes(code(invoice.paymentInstructions?.typeCode)) && transfers(invoice).length === 0,
        'paymentInstructions.creditTransfers',
      ),
  }),
  rule({
    id: 'BR-DE-23-b',
    scope: S,
    bt: ['BT-81', 'BG-18', 'BG-19'],
    message: {
      en: 'If the payment means type code (BT-81) is a credit transfer (30, 58), payment card (BG-18) and direct debit (BG-19) information shall not be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Überweisungen enthält (30, 58), dürfen BG-18 und BG-19 nicht übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        ['30', '58'].includes(code(invoice.paymentInstructions?.typeCode)) &&
          (!!invoice.paymentInstructions?.card || hasMandate(invoice)),
        'paymentInstructions',
      ),
  }),
  rule({
    id: 'BR-DE-24-a',
    scope: S,
    bt: ['BT-81', 'BG-18'],
    message: {
      en: 'If the payment means type code (BT-81) is a card payment (48, 54, 55), payment card information (BG-18) shall be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Kartenzahlungen enthält (48, 54, 55), muss genau BG-18 „ZAHLUNGSKARTENINFORMATIONEN“ übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        ['48', '54', '55'].includes(code(invoice.paymentInstructions?.typeCode)) &&
          !invoice.paymentInstructions?.card,
        'paymentInstructions.card',
      ),
  }),
  rule({
    id: 'BR-DE-24-b',
    scope: S,
    bt: ['BT-81', 'BG-17', 'BG-19'],
    message: {
      en: 'If the payment means type code (BT-81) is a card payment (48, 54, 55), credit transfer (BG-17) and direct debit (BG-19) information shall not be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Kartenzahlungen enthält (48, 54, 55), dürfen BG-17 und BG-19 nicht übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        ['48', '54', '55'].includes(code(invoice.paymentInstructions?.typeCode)) &&
          (transfers(invoice).length > 0 || hasMandate(invoice)),
        'paymentInstructions',
      ),
  }),
  rule({
    id: 'BR-DE-25-a',
    scope: S,
    bt: ['BT-81', 'BG-19'],
    message: {
      en: 'If the payment means type code (BT-81) is a direct debit (59), direct debit information (BG-19) shall be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Lastschriften enthält (59), muss genau BG-19 „LASTSCHRIFT“ übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        code(invoice.paymentInstructions?.typeCode) === '59' && !hasMandate(invoice),
        'paymentInstructions.directDebit',
      ),
  }),
  rule({
    id: 'BR-DE-25-b',
    scope: S,
    bt: ['BT-81', 'BG-17', 'BG-18'],
    message: {
      en: 'If the payment means type code (BT-81) is a direct debit (59), credit transfer (BG-17) and payment card (BG-18) information shall not be provided.',
      de: 'Wenn BT-81 „Code für die Zahlungsart“ einen Schlüssel für Lastschriften enthält (59), dürfen BG-17 und BG-18 nicht übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        code(invoice.paymentInstructions?.typeCode) === '59' &&
          (transfers(invoice).length > 0 || !!invoice.paymentInstructions?.card),
        'paymentInstructions',
      ),
  }),
  rule({
    id: 'BR-DE-26',
    scope: S,
    severity: 'warning',
    bt: ['BT-3', 'BG-3'],
    message: {
      en: 'A corrected invoice (type code 384) should reference the preceding invoice (BG-3).',
      de: 'Wenn im Element „Code für den Rechnungstyp“ (BT-3) der Code 384 (korrigierte Rechnung) übergeben wird, soll „REFERENZ AUF DIE VORAUSGEGANGENE RECHNUNG“ (BG-3) mindestens einmal vorhanden sein.',
    },
    check: ({ invoice }) =>
      when(code(invoice.typeCode) === '384' && invoice.precedingInvoices.length === 0, 'precedingInvoices'),
  }),
  rule({
    id: 'BR-DE-27',
    scope: S,
    severity: 'warning',
    bt: ['BT-42'],
    message: {
      en: 'The seller contact telephone number (BT-42) should contain at least three digits.',
      de: 'In BT-42 sollen mindestens drei Ziffern enthalten sein.',
    },
    check: ({ invoice }) => {
      const c = invoice.seller.contact;
      return when(!!c && !XR_TELEPHONE_REGEX.test(normalizeSpace(c.telephone)), 'seller.contact.telephone');
    },
  }),
  rule({
    id: 'BR-DE-28',
    scope: S,
    severity: 'warning',
    bt: ['BT-43'],
    message: {
      en: 'The seller contact email address (BT-43) should contain exactly one @, with at least one character before it and a domain with a dot after it, no blanks.',
      de: 'In BT-43 soll genau ein @-Zeichen enthalten sein, das nicht von einem Leerzeichen oder Punkt flankiert wird; davor mindestens ein Zeichen, danach eine Domain mit Punkt.',
    },
    check: ({ invoice }) => {
      const c = invoice.seller.contact;
      return when(!!c && !XR_EMAIL_REGEX.test(normalizeSpace(c.email)), 'seller.contact.email');
    },
  }),
  rule({
    id: 'BR-DE-30',
    scope: S,
    bt: ['BT-90'],
    message: {
      en: 'If direct debit (BG-19) is given, the bank assigned creditor identifier (BT-90) shall be provided.',
      de: 'Wenn „LASTSCHRIFT“ (BG-19) vorhanden ist, muss „Gläubiger-Identifikationsnummer“ (BT-90) übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        hasMandate(invoice) && !exists(invoice.paymentInstructions?.directDebit?.creditorId),
        'paymentInstructions.directDebit.creditorId',
      ),
  }),
  rule({
    id: 'BR-DE-31',
    scope: S,
    bt: ['BT-91'],
    message: {
      en: 'If direct debit (BG-19) is given, the debited account identifier (BT-91) shall be provided.',
      de: 'Wenn „LASTSCHRIFT“ (BG-19) vorhanden ist, muss „Kennung des zu belastenden Kontos“ (BT-91) übermittelt werden.',
    },
    check: ({ invoice }) =>
      when(
        hasMandate(invoice) && !exists(invoice.paymentInstructions?.directDebit?.debitedAccountId),
        'paymentInstructions.directDebit.debitedAccountId',
      ),
  }),
  rule({
    id: 'BR-DE-TMP-32',
    scope: S,
    severity: 'information',
    bt: ['BT-72', 'BG-14', 'BG-26'],
    message: {
      en: 'An invoice should state the date of supply: the actual delivery date (BT-72), the invoicing period (BG-14) or an invoice line period (BG-26) in every line.',
      de: 'Eine Rechnung sollte zur Angabe des Liefer-/Leistungsdatums entweder BT-72 „Tatsächliches Lieferdatum“, BG-14 „Rechnungszeitraum“ oder in jeder Rechnungsposition BG-26 „Rechnungszeitraum der Position“ enthalten.',
    },
    check: ({ invoice }) =>
      when(
        !exists(invoice.delivery?.actualDeliveryDate) &&
          !invoice.invoicingPeriod &&
          !invoice.lines.every((l) => !!l.period),
        'delivery.actualDeliveryDate',
      ),
  }),
  rule({
    id: 'BR-TMP-2',
    scope: S,
    severity: 'warning',
    bt: ['BT-124'],
    message: {
      en: 'The external document location (BT-124) should be an absolute URL with a valid scheme.',
      de: 'BT-124 „Speicherort des externen Dokuments“ muss eine absolute URL mit gültigem Schema enthalten.',
    },
    check: ({ invoice }) =>
      each(
        invoice.attachments,
        'attachments',
        (a) => exists(a.externalUri) && !XR_URL_REGEX.test(a.externalUri),
        '.externalUri',
      ),
  }),
];
