/**
 * Peppol BIS Billing 3.0 rules that the XRechnung 3.0.2 configuration adopts (merged by KoSIT
 * into the XRechnung schematron; Peppol 3.0.20): PEPPOL-EN16931-R001 … R130. All are errors
 * except R120 (warning). Rules that need the XML (R008 empty elements, R043 charge indicator
 * values, R044 price charge, R101 line document reference type) are in `r-xml.ts`.
 */
import type { Invoice, InvoiceLine } from '../../model/invoice.ts';
import type { Dec } from '../../model/money.ts';
import type { Finding, Rule } from '../types.ts';
import { DecimalCtor, exists, has, normalizeSpace, num, num0, rule, sum, when, xround } from '../util.ts';

const ONE = new DecimalCtor(1);

const S = 'peppol' as const;

function slackValue(inv: Invoice): Dec {
  return new DecimalCtor(inv.currency === 'HUF' ? '0.5' : '0.02');
}

/** Peppol `u:slack(exp, val, slack)`: exp + slack >= val and exp − slack <= val. */
export function slack(exp: Dec, val: Dec, s: Dec): boolean {
  return exp.plus(s).gte(val) && exp.minus(s).lte(val);
}

interface Ac {
  amount: string;
  baseAmount?: string;
  percentage?: string;
}

/** Document and line level allowances and charges with their model paths. */
function allowanceCharges(inv: Invoice): Array<[Ac, string]> {
  const out: Array<[Ac, string]> = [];
  inv.allowances.forEach((a, i) => {
    out.push([a, `allowances[${i}]`]);
  });
  inv.charges.forEach((a, i) => {
    out.push([a, `charges[${i}]`]);
  });
  inv.lines.forEach((l, i) => {
    l.allowances.forEach((a, j) => {
      out.push([a, `lines[${i}].allowances[${j}]`]);
    });
    l.charges.forEach((a, j) => {
      out.push([a, `lines[${i}].charges[${j}]`]);
    });
  });
  return out;
}

function lineFindings(inv: Invoice, failed: (l: InvoiceLine) => boolean, sub: string): Finding[] {
  const out: Finding[] = [];
  inv.lines.forEach((l, i) => {
    if (failed(l)) out.push({ path: `lines[${i}]${sub}` });
  });
  return out;
}

export const PEPPOL_RULES: Rule[] = [
  rule({
    id: 'PEPPOL-EN16931-R001',
    scope: S,
    bt: ['BT-23'],
    message: {
      en: 'The business process (BT-23) shall be provided.',
      de: 'Der Geschäftsprozess (BT-23) muss angegeben werden.',
    },
    check: ({ invoice }) =>
      when(!exists(invoice.processControl.businessProcessType), 'processControl.businessProcessType'),
  }),
  rule({
    id: 'PEPPOL-EN16931-R005',
    scope: S,
    bt: ['BT-6', 'BT-5'],
    message: {
      en: 'The VAT accounting currency code (BT-6) shall differ from the invoice currency code (BT-5) when given.',
      de: 'Der Code der Umsatzsteuer-Buchungswährung (BT-6) muss sich, wenn angegeben, vom Rechnungswährungscode (BT-5) unterscheiden.',
    },
    check: ({ invoice }) =>
      when(
        exists(invoice.taxCurrency) &&
          normalizeSpace(invoice.taxCurrency) === normalizeSpace(invoice.currency),
        'taxCurrency',
      ),
  }),
  rule({
    id: 'PEPPOL-EN16931-R010',
    scope: S,
    bt: ['BT-49'],
    message: {
      en: 'The buyer electronic address (BT-49) shall be provided.',
      de: 'Die elektronische Adresse des Käufers (BT-49) muss angegeben werden.',
    },
    check: ({ invoice }) => when(!invoice.buyer.electronicAddress, 'buyer.electronicAddress'),
  }),
  rule({
    id: 'PEPPOL-EN16931-R020',
    scope: S,
    bt: ['BT-34'],
    message: {
      en: 'The seller electronic address (BT-34) shall be provided.',
      de: 'Die elektronische Adresse des Verkäufers (BT-34) muss angegeben werden.',
    },
    check: ({ invoice }) => when(!invoice.seller.electronicAddress, 'seller.electronicAddress'),
  }),
  rule({
    id: 'PEPPOL-EN16931-R040',
    scope: S,
    bt: [
      'BT-92',
      'BT-93',
      'BT-94',
      'BT-99',
      'BT-100',
      'BT-101',
      'BT-136',
      'BT-137',
      'BT-138',
      'BT-141',
      'BT-142',
      'BT-143',
    ],
    message: {
      en: 'The allowance or charge amount shall equal the base amount multiplied by the percentage divided by 100.',
      de: 'Der Betrag eines Nachlasses oder Zuschlags muss der Basis multipliziert mit dem Prozentsatz geteilt durch 100 entsprechen.',
    },
    check: ({ invoice }) => {
      const s = slackValue(invoice);
      const out: Finding[] = [];
      for (const [a, path] of allowanceCharges(invoice)) {
        const base = num(a.baseAmount);
        const pct = num(a.percentage);
        if (!exists(a.baseAmount) || !exists(a.percentage) || !base || !pct) continue;
        if (!slack(num0(a.amount), base.times(pct).div(100), s)) out.push({ path: `${path}.amount` });
      }
      return out;
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R041',
    scope: S,
    bt: ['BT-93', 'BT-100', 'BT-137', 'BT-142'],
    message: {
      en: 'The allowance or charge base amount shall be provided when a percentage is given.',
      de: 'Die Basis eines Nachlasses oder Zuschlags muss angegeben werden, wenn ein Prozentsatz angegeben ist.',
    },
    check: ({ invoice }) =>
      allowanceCharges(invoice)
        .filter(([a]) => exists(a.percentage) && !exists(a.baseAmount))
        .map(([, path]) => ({ path: `${path}.baseAmount` })),
  }),
  rule({
    id: 'PEPPOL-EN16931-R042',
    scope: S,
    bt: ['BT-94', 'BT-101', 'BT-138', 'BT-143'],
    message: {
      en: 'The allowance or charge percentage shall be provided when a base amount is given.',
      de: 'Der Prozentsatz eines Nachlasses oder Zuschlags muss angegeben werden, wenn eine Basis angegeben ist.',
    },
    check: ({ invoice }) =>
      allowanceCharges(invoice)
        .filter(([a]) => !exists(a.percentage) && exists(a.baseAmount))
        .map(([, path]) => ({ path: `${path}.percentage` })),
  }),
  rule({
    id: 'PEPPOL-EN16931-R046',
    scope: S,
    bt: ['BT-146', 'BT-147', 'BT-148'],
    message: {
      en: 'The item net price (BT-146) shall equal the gross price (BT-148) minus the price discount (BT-147).',
      de: 'Der Nettopreis (BT-146) muss dem Bruttopreis (BT-148) abzüglich des Preisnachlasses (BT-147) entsprechen.',
    },
    check: ({ invoice }) =>
      lineFindings(
        invoice,
        (l) => {
          if (!exists(l.price.grossPrice)) return false;
          const net = num(l.price.netPrice);
          const gross = num(l.price.grossPrice);
          return !net || !gross || !net.equals(gross.minus(num0(l.price.discount)));
        },
        '.price.netPrice',
      ),
  }),
  rule({
    id: 'PEPPOL-EN16931-R053',
    scope: S,
    bt: ['BT-110'],
    message: {
      en: 'Only one invoice total VAT amount (BT-110) with VAT breakdown shall be given.',
      de: 'Es darf nur ein Umsatzsteuer-Gesamtbetrag (BT-110) mit Umsatzsteueraufschlüsselung angegeben werden.',
    },
    check: ({ invoice, syntax }) => {
      if (syntax === 'cii') {
        const inDocCurrency =
          (exists(invoice.totals.vatTotal) ? 1 : 0) +
          (exists(invoice.totals.vatTotalInTaxCurrency) && invoice.taxCurrency === invoice.currency ? 1 : 0);
        return when(inDocCurrency > 1, 'totals.vatTotal');
      }
      return when(invoice.vatBreakdown.length === 0, 'vatBreakdown');
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R054',
    scope: S,
    bt: ['BT-111', 'BT-6'],
    message: {
      en: 'The invoice total VAT amount in accounting currency (BT-111) shall be given exactly when the VAT accounting currency (BT-6) is given.',
      de: 'Der Umsatzsteuer-Gesamtbetrag in Buchungswährung (BT-111) muss genau dann angegeben werden, wenn die Umsatzsteuer-Buchungswährung (BT-6) angegeben ist.',
    },
    check: ({ invoice, syntax }) => {
      const t = invoice.totals;
      const expected = exists(invoice.taxCurrency) ? 1 : 0;
      let count: number;
      if (syntax === 'cii')
        count = exists(t.vatTotalInTaxCurrency) && invoice.taxCurrency !== invoice.currency ? 1 : 0;
      else
        count =
          (exists(t.vatTotalInTaxCurrency) ? 1 : 0) +
          (invoice.vatBreakdown.length === 0 && exists(t.vatTotal) ? 1 : 0);
      return when(count !== expected, 'totals.vatTotalInTaxCurrency');
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R055',
    scope: S,
    bt: ['BT-110', 'BT-111'],
    message: {
      en: 'The invoice total VAT amount (BT-110) and the total VAT amount in accounting currency (BT-111) shall have the same sign.',
      de: 'Der Umsatzsteuer-Gesamtbetrag (BT-110) und der Umsatzsteuer-Gesamtbetrag in Buchungswährung (BT-111) müssen dasselbe Vorzeichen haben.',
    },
    check: ({ invoice }) => {
      if (!exists(invoice.taxCurrency)) return [];
      if (normalizeSpace(invoice.taxCurrency) === normalizeSpace(invoice.currency)) {
        // both amounts are looked up by the same currency: they compare with themselves
        const any = exists(invoice.totals.vatTotal) || exists(invoice.totals.vatTotalInTaxCurrency);
        return when(!any, 'totals.vatTotal');
      }
      const a = num(invoice.totals.vatTotalInTaxCurrency);
      const b = num(invoice.totals.vatTotal);
      const ok = !!a && !!b && ((a.lte(0) && b.lte(0)) || (a.gte(0) && b.gte(0)));
      return when(!ok, 'totals.vatTotalInTaxCurrency');
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R061',
    scope: S,
    bt: ['BT-89'],
    message: {
      en: 'The mandate reference (BT-89) shall be provided for direct debit (payment means 49 or 59).',
      de: 'Die Mandatsreferenz (BT-89) muss bei Lastschrift (Zahlungsart 49 oder 59) angegeben werden.',
    },
    check: ({ invoice }) => {
      const p = invoice.paymentInstructions;
      return when(
        !!p && ['49', '59'].includes(normalizeSpace(p.typeCode)) && !exists(p.directDebit?.mandateReference),
        'paymentInstructions.directDebit.mandateReference',
      );
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R110',
    scope: S,
    bt: ['BT-134', 'BT-73'],
    message: {
      en: 'The start date of an invoice line period (BT-134) shall be within the invoicing period (BG-14).',
      de: 'Das Startdatum des Leistungszeitraums einer Position (BT-134) muss innerhalb des Abrechnungszeitraums (BG-14) liegen.',
    },
    check: ({ invoice }) => {
      const start = invoice.invoicingPeriod?.startDate;
      if (!exists(start)) return [];
      return lineFindings(
        invoice,
        (l) => exists(l.period?.startDate) && l.period.startDate < start,
        '.period.startDate',
      );
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R111',
    scope: S,
    bt: ['BT-135', 'BT-74'],
    message: {
      en: 'The end date of an invoice line period (BT-135) shall be within the invoicing period (BG-14).',
      de: 'Das Enddatum des Leistungszeitraums einer Position (BT-135) muss innerhalb des Abrechnungszeitraums (BG-14) liegen.',
    },
    check: ({ invoice }) => {
      const end = invoice.invoicingPeriod?.endDate;
      if (!exists(end)) return [];
      return lineFindings(
        invoice,
        (l) => exists(l.period?.endDate) && l.period.endDate > end,
        '.period.endDate',
      );
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R120',
    scope: S,
    severity: 'warning',
    bt: ['BT-131', 'BT-129', 'BT-146', 'BT-149'],
    message: {
      en: 'The invoice line net amount (BT-131) should equal quantity × (net price / base quantity) + line charges − line allowances.',
      de: 'Der Nettobetrag der Position (BT-131) soll Menge × (Nettopreis / Basismenge) + Zuschläge − Nachlässe der Position entsprechen.',
    },
    check: ({ invoice }) => {
      const s = slackValue(invoice);
      return lineFindings(
        invoice,
        (l) => {
          const qty = exists(l.quantity) && l.quantity !== '' ? num0(l.quantity) : ONE;
          const price = num0(l.price.netPrice);
          const bq = num(l.price.baseQuantity);
          // (dividing by a base quantity of 1 is skipped: decimal division is the costly part)
          const perUnit = bq && !bq.isZero() && !bq.eq(ONE) ? price.div(bq) : price;
          let expected = qty.times(perUnit);
          if (l.charges.length) expected = expected.plus(xround(sum(l.charges.map((a) => a.amount))));
          if (l.allowances.length) expected = expected.minus(xround(sum(l.allowances.map((a) => a.amount))));
          return !slack(num0(l.netAmount), expected, s);
        },
        '.netAmount',
      );
    },
  }),
  rule({
    id: 'PEPPOL-EN16931-R121',
    scope: S,
    bt: ['BT-149'],
    message: {
      en: 'The item price base quantity (BT-149) shall be greater than zero.',
      de: 'Die Basismenge zum Artikelpreis (BT-149) muss größer als null sein.',
    },
    check: ({ invoice }) =>
      lineFindings(
        invoice,
        (l) => exists(l.price.baseQuantity) && !(num(l.price.baseQuantity)?.gt(0) ?? false),
        '.price.baseQuantity',
      ),
  }),
  rule({
    id: 'PEPPOL-EN16931-R130',
    scope: S,
    bt: ['BT-150', 'BT-130'],
    message: {
      en: 'The unit code of the price base quantity (BT-150) shall be the same as the unit code of the invoiced quantity (BT-130).',
      de: 'Die Maßeinheit der Basismenge (BT-150) muss der Maßeinheit der Menge (BT-130) entsprechen.',
    },
    // UBL: only when the line has its quantity element (`not($hasQuantity) or …`); CII compares
    // with the billed quantity's unit code even when there is none
    check: ({ invoice, syntax }) =>
      lineFindings(
        invoice,
        (l) =>
          exists(l.price.baseQuantityUnitCode) &&
          (syntax === 'cii' ? exists(l.quantity) : has(l.quantity)) &&
          l.price.baseQuantityUnitCode !== l.unitCode,
        '.price.baseQuantityUnitCode',
      ),
  }),
];
