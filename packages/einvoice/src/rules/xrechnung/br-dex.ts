/**
 * XRechnung Extension rules BR-DEX-01 … BR-DEX-13 (only in the Extension scenario).
 * BR-DEX-14 (currency of BT-DEX-002) concerns an attribute the model does not carry; it belongs
 * to the XML rules. BR-DEX-15 exists in the CII binding only (XML rule as well).
 */
import { isValidCode } from '../../codelists/index.ts';
import type { Identifier, InvoiceLine } from '../../model/invoice.ts';
import type { Finding, Rule } from '../types.ts';
import { exists, fractionDigits, has, normalizeSpace, num, num0, rule, sum, when, xround } from '../util.ts';

const S = 'xrechnung-extension' as const;
const DIGA = ['XR01', 'XR02', 'XR03'];

const icdExt = (s: string | undefined) => {
  const v = normalizeSpace(s);
  return !v.includes(' ') && (DIGA.includes(v) || isValidCode('icd', v));
};
const easExt = (s: string | undefined) => {
  const v = normalizeSpace(s);
  return !v.includes(' ') && (DIGA.includes(v) || isValidCode('eas', v));
};

const DEX_MIME = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/xml',
];

function idFindings(
  list: Array<[Identifier | undefined, string]>,
  ok: (s: string, path: string) => boolean,
): Finding[] {
  const out: Finding[] = [];
  for (const [id, path] of list) {
    if (id && exists(id.schemeId) && !ok(id.schemeId, path))
      out.push({ path: `${path}.schemeId`, params: { value: id.schemeId } });
  }
  return out;
}

/** Every sub-line below `lines` (depth first) with its path. */
function subLines(lines: InvoiceLine[], base: string): Array<[InvoiceLine, string]> {
  const out: Array<[InvoiceLine, string]> = [];
  lines.forEach((l, i) => {
    const p = `${base}[${i}]`;
    l.subLines.forEach((s, j) => {
      out.push([s, `${p}.subLines[${j}]`]);
      out.push(
        ...subLines(s.subLines, `${p}.subLines[${j}].subLines`).map(
          ([x, q]) => [x, q] as [InvoiceLine, string],
        ),
      );
    });
  });
  return out;
}

const sumsOk = (l: InvoiceLine) => {
  const n = num(l.netAmount);
  return !!n && n.equals(sum(l.subLines.map((s) => s.netAmount)));
};

/** The identifier when it has a scheme (readers give '' for an absent scheme attribute). */
const withScheme = <T extends { schemeId?: string }>(id: T | undefined): T | undefined =>
  id && has(id.schemeId) ? id : undefined;

export const BR_DEX_RULES: Rule[] = [
  rule({
    id: 'BR-DEX-01',
    scope: S,
    bt: ['BT-125-1'],
    message: {
      en: 'The attached document (BT-125) uses a MIME code that is not allowed ({value}); the Extension allows application/xml in addition to the XRechnung list.',
      de: 'Das angehängte Dokument (BT-125) benutzt einen nicht zulässigen MIME-Code ({value}); in der Extension ist zusätzlich application/xml erlaubt.',
    },
    check: ({ invoice }) => {
      const out: Finding[] = [];
      invoice.attachments.forEach((a, i) => {
        if (a.content && !DEX_MIME.includes(a.content.mimeCode))
          out.push({ path: `attachments[${i}].content.mimeCode`, params: { value: a.content.mimeCode } });
      });
      return out;
    },
  }),
  rule({
    id: 'BR-DEX-02',
    scope: S,
    severity: 'warning',
    syntax: 'ubl',
    bt: ['BT-131', 'BG-DEX-01'],
    message: {
      en: 'The net amount (BT-131) of an invoice line or sub invoice line should equal the sum of the net amounts of its direct sub invoice lines (BG-DEX-01).',
      de: 'Der Nettobetrag (BT-131) einer Rechnungsposition oder Unterposition soll der Summe der Nettobeträge der direkt darunterliegenden Unterpositionen (BG-DEX-01) entsprechen.',
    },
    check: (ctx) => {
      if (ctx.documentType === 'CreditNote') return [];
      const { invoice } = ctx;
      const bad =
        invoice.lines.some((l) => l.subLines.length > 0 && !sumsOk(l)) ||
        subLines(invoice.lines, 'lines').some(([s]) => s.subLines.length > 0 && !sumsOk(s));
      return when(bad, 'lines');
    },
  }),
  rule({
    id: 'BR-DEX-03',
    scope: S,
    syntax: 'ubl',
    bt: ['BG-DEX-06'],
    message: {
      en: 'A sub invoice line (BG-DEX-01) shall contain exactly one VAT information group (BG-DEX-06).',
      de: 'Eine Unterposition (BG-DEX-01) muss genau eine „UMSATZSTEUERINFORMATIONEN DER UNTERPOSITION“ (BG-DEX-06) enthalten.',
    },
    check: (ctx) => {
      if (ctx.documentType === 'CreditNote') return [];
      const bad = subLines(ctx.invoice.lines, 'lines').find(([s]) => !has(s.vatCategoryCode));
      return bad ? [{ path: `${bad[1]}.vatCategoryCode` }] : [];
    },
  }),
  rule({
    id: 'BR-DEX-04',
    scope: S,
    bt: ['BT-29-1', 'BT-46-1', 'BT-60-1'],
    message: {
      en: 'The identifier scheme ({value}) shall be from the ISO 6523 ICD list (including XR01, XR02, XR03).',
      de: 'Die Schemakennung ({value}) muss aus der ISO-6523-ICD-Liste stammen (einschließlich XR01, XR02, XR03).',
    },
    check: ({ invoice }) =>
      idFindings(
        [
          ...invoice.seller.identifiers.map(
            (id, i) => [id, `seller.identifiers[${i}]`] as [Identifier, string],
          ),
          [invoice.buyer.identifier, 'buyer.identifier'],
          [invoice.payee?.identifier, 'payee.identifier'],
        ],
        (s, path) => icdExt(s) || (normalizeSpace(s) === 'SEPA' && !path.startsWith('buyer')),
      ),
  }),
  rule({
    id: 'BR-DEX-05',
    scope: S,
    bt: ['BT-30-1', 'BT-47-1', 'BT-61-1'],
    message: {
      en: 'The legal registration identifier scheme ({value}) shall be from the ISO 6523 ICD list (including XR01, XR02, XR03).',
      de: 'Die Schemakennung der Registernummer ({value}) muss aus der ISO-6523-ICD-Liste stammen (einschließlich XR01, XR02, XR03).',
    },
    check: ({ invoice }) =>
      idFindings(
        [
          [invoice.seller.legalRegistrationId, 'seller.legalRegistrationId'],
          [invoice.buyer.legalRegistrationId, 'buyer.legalRegistrationId'],
          [invoice.payee?.legalRegistrationId, 'payee.legalRegistrationId'],
        ],
        icdExt,
      ),
  }),
  rule({
    id: 'BR-DEX-06',
    scope: S,
    bt: ['BT-157-1'],
    message: {
      en: 'The item standard identifier scheme ({value}) shall be from the ISO 6523 ICD list (including XR01, XR02, XR03).',
      de: 'Die Schemakennung der Artikelkennung ({value}) muss aus der ISO-6523-ICD-Liste stammen (einschließlich XR01, XR02, XR03).',
    },
    check: ({ invoice }) =>
      idFindings(
        invoice.lines.map(
          (l, i) => [l.item.standardId, `lines[${i}].item.standardId`] as [Identifier | undefined, string],
        ),
        icdExt,
      ),
  }),
  rule({
    id: 'BR-DEX-07',
    scope: S,
    bt: ['BT-34-1', 'BT-49-1'],
    message: {
      en: 'The electronic address scheme ({value}) shall be from the CEF EAS list (including XR01, XR02, XR03).',
      de: 'Die Schemakennung der elektronischen Adresse ({value}) muss aus der CEF-EAS-Liste stammen (einschließlich XR01, XR02, XR03).',
    },
    // context cbc:EndpointID[@schemeID]: an address without scheme is BR-62/BR-63's business
    check: ({ invoice }) =>
      idFindings(
        [
          [withScheme(invoice.seller.electronicAddress), 'seller.electronicAddress'],
          [withScheme(invoice.buyer.electronicAddress), 'buyer.electronicAddress'],
        ],
        easExt,
      ),
  }),
  rule({
    id: 'BR-DEX-08',
    scope: S,
    bt: ['BT-71-1'],
    message: {
      en: 'The delivery location identifier scheme ({value}) shall be from the ISO 6523 ICD list (including XR01, XR02, XR03).',
      de: 'Die Schemakennung der Lieferortkennung ({value}) muss aus der ISO-6523-ICD-Liste stammen (einschließlich XR01, XR02, XR03).',
    },
    check: ({ invoice }) => idFindings([[invoice.delivery?.locationId, 'delivery.locationId']], icdExt),
  }),
  rule({
    id: 'BR-DEX-09',
    scope: S,
    // only the UBL binding of the XRechnung schematron has this rule
    syntax: 'ubl',
    bt: ['BT-115', 'BT-112', 'BT-113', 'BT-114', 'BT-DEX-002'],
    message: {
      en: 'Amount due for payment (BT-115) = total with VAT (BT-112) − paid amount (BT-113) + rounding amount (BT-114) + Σ third party payment amounts (BT-DEX-002).',
      de: 'Fälliger Zahlungsbetrag (BT-115) = Gesamtbetrag einschließlich Umsatzsteuer (BT-112) − gezahlter Betrag (BT-113) + Rundungsbetrag (BT-114) + Σ Zahlungen Dritter (BT-DEX-002).',
    },
    check: ({ invoice }) => {
      const t = invoice.totals;
      const due = num(t.amountDue);
      const incl = num(t.taxInclusive);
      if (!due || !incl) return [{ path: 'totals.amountDue' }];
      const third = sum(invoice.thirdPartyPayments.map((p) => p.amount));
      const ok = xround(due.minus(num0(t.roundingAmount))).equals(
        xround(incl.minus(num0(t.paidAmount)).plus(third)),
      );
      return when(!ok, 'totals.amountDue');
    },
  }),
  rule({
    id: 'BR-DEX-10',
    scope: S,
    syntax: 'ubl',
    bt: ['BT-DEX-001'],
    message: {
      en: 'The third party payment type (BT-DEX-001) shall be provided for each third party payment (BG-DEX-09).',
      de: 'Das Element „Art der Drittzahlung“ (BT-DEX-001) muss übermittelt werden, wenn die Gruppe „ZAHLUNG AN DRITTE“ (BG-DEX-09) übermittelt wird.',
    },
    check: ({ invoice }) =>
      invoice.thirdPartyPayments.flatMap((p, i) => when(!has(p.type), `thirdPartyPayments[${i}].type`)),
  }),
  rule({
    id: 'BR-DEX-11',
    scope: S,
    syntax: 'ubl',
    bt: ['BT-DEX-002'],
    message: {
      en: 'The third party payment amount (BT-DEX-002) shall be provided for each third party payment (BG-DEX-09).',
      de: 'Das Element „Betrag der Drittzahlung“ (BT-DEX-002) muss übermittelt werden, wenn die Gruppe „ZAHLUNG AN DRITTE“ (BG-DEX-09) übermittelt wird.',
    },
    check: ({ invoice }) =>
      invoice.thirdPartyPayments.flatMap((p, i) => when(!has(p.amount), `thirdPartyPayments[${i}].amount`)),
  }),
  rule({
    id: 'BR-DEX-12',
    scope: S,
    syntax: 'ubl',
    bt: ['BT-DEX-003'],
    message: {
      en: 'The third party payment description (BT-DEX-003) shall be provided for each third party payment (BG-DEX-09).',
      de: 'Das Element „Beschreibung der Drittzahlung“ (BT-DEX-003) muss übermittelt werden, wenn die Gruppe „ZAHLUNG AN DRITTE“ (BG-DEX-09) übermittelt wird.',
    },
    check: ({ invoice }) =>
      invoice.thirdPartyPayments.flatMap((p, i) =>
        when(!has(p.description), `thirdPartyPayments[${i}].description`),
      ),
  }),
  rule({
    id: 'BR-DEX-13',
    scope: S,
    syntax: 'ubl',
    bt: ['BT-DEX-002'],
    message: {
      en: 'The third party payment amount (BT-DEX-002) shall have at most 2 decimals.',
      de: 'Die maximale Anzahl zulässiger Nachkommastellen für „Betrag der Drittzahlung“ (BT-DEX-002) ist 2.',
    },
    check: ({ invoice }) =>
      invoice.thirdPartyPayments.flatMap((p, i) =>
        when(fractionDigits(p.amount) > 2, `thirdPartyPayments[${i}].amount`),
      ),
  }),
];
