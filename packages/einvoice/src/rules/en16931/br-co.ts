/**
 * EN 16931 conditional and calculation rules BR-CO-03 … BR-CO-26 (CEN schematron 1.3.15).
 *
 * BR-CO-05 … BR-CO-08 are `true()` in the official schematron (they can never fire) and are
 * therefore not registered.
 */
import type { Invoice, InvoiceLine } from '../../model/invoice.ts';
import type { Dec } from '../../model/money.ts';
import type { Syntax } from '../../model/read-result.ts';
import type { Finding, Rule } from '../types.ts';
import {
  ciiShadowed,
  DecimalCtor,
  each,
  exists,
  has,
  isCreditNote,
  num,
  rule,
  sum,
  when,
  xround,
} from '../util.ts';
import { lineAcFindings } from './br.ts';

const S = 'en16931' as const;

/** Country prefixes BR-CO-09 accepts (ISO 3166-1 alpha-2 plus EL, 1A, XI), as the schematron lists them. */
export const VAT_PREFIXES =
  ' 1A AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH EL ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XI YE YT ZA ZM ZW ';

function eq(a: Dec | undefined, b: Dec | undefined): boolean {
  return !!a && !!b && a.equals(b);
}

/** XPath `round(x)` to an integer (half towards +∞). */
const HALF_CENT_BELOW = new DecimalCtor('-0.005');

function round0(x: Dec): Dec {
  return xround(x, 0);
}

/**
 * BR-CO-17's test on one VAT breakdown: tax amount (BT-117), taxable amount (BT-116) and the rate
 * (BT-119) of its VAT category (undefined when absent, or when the category is not of the tax
 * scheme VAT, which the official test filters on). The CII binding allows the ±1 boundary (<=, >=),
 * the UBL binding does not.
 */
export function co17Fails(
  taxAmount: string | undefined,
  taxableAmount: string | undefined,
  rateValue: string | undefined,
  syntax: Syntax | undefined,
): boolean {
  const tax = num(taxAmount);
  if (!tax) return true;
  const rate = num(rateValue);
  if (!rate) return !round0(tax).isZero();
  if (round0(rate).isZero()) return !round0(tax).isZero();
  const taxable = num(taxableAmount);
  if (!taxable) return true;
  const expected = xround(taxable.abs().times(rate.div(100)));
  const a = tax.abs();
  if (syntax === 'cii') return !(a.minus(1).lte(expected) && a.plus(1).gte(expected));
  return !(a.minus(1).lt(expected) && a.plus(1).gt(expected));
}

/**
 * CII: `untyped = round(sum(untyped…) * 10 * 10) div 100` compares doubles, and the official
 * validator's Saxon (9.9) tells 0 from -0 there (a total "0" is not the rounded sum of a single
 * "-0"). True when both sides are zero with different signs. The rounded sum is -0 when every
 * addend is -0 (IEEE: -0 + -0 = -0, -0 + 0 = 0) or the sum lies in [-0.005, 0).
 */
export function zeroSignDiffers(total: string | undefined, values: Array<string | undefined>): boolean {
  const t = num(total);
  if (!t?.isZero()) return false;
  const ds = values.map((v) => num(v)).filter((d): d is Dec => !!d);
  const first = ds[0];
  if (!first) return false;
  let acc = first;
  for (const d of ds.slice(1)) acc = acc.plus(d); // decimal.js keeps the IEEE sign of zero
  const negZero = acc.isZero() ? acc.isNeg() : acc.isNeg() && acc.gte(HALF_CENT_BELOW);
  if (!negZero && !xround(acc).isZero()) return false;
  return t.isNeg() !== negZero;
}

/**
 * The lines BR-CO-10 sums: the top-level lines; in CII every line item, sub-lines
 * (`ram:ParentLineID`, read as nested lines) included, as the official test sums every
 * `ram:IncludedSupplyChainTradeLineItem`.
 */
function summedLines(inv: Invoice, syntax: Syntax | undefined): InvoiceLine[] {
  if (syntax !== 'cii') return inv.lines;
  const out: InvoiceLine[] = [];
  const walk = (ls: InvoiceLine[]) => {
    for (const l of ls) {
      out.push(l);
      walk(l.subLines ?? []);
    }
  };
  walk(inv.lines);
  return out;
}

/**
 * CII: BR-CO-10 … 13 and 16 are checked on `ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
 * without it (no totals at all in the model) they are not checked.
 */
function ciiNoSummation(inv: Invoice, syntax: Syntax | undefined): boolean {
  if (syntax !== 'cii') return false;
  const t = inv.totals;
  return (
    !has(t.lineNetTotal) &&
    !has(t.taxExclusive) &&
    !has(t.taxInclusive) &&
    !has(t.amountDue) &&
    !exists(t.allowanceTotal) &&
    !exists(t.chargeTotal) &&
    !exists(t.vatTotal) &&
    !exists(t.vatTotalInTaxCurrency) &&
    !exists(t.roundingAmount) &&
    !exists(t.paidAmount)
  );
}

export const BR_CO_RULES: Rule[] = [
  rule({
    id: 'BR-CO-03',
    scope: S,
    bt: ['BT-7', 'BT-8'],
    message: {
      en: 'The VAT point date (BT-7) and the VAT point date code (BT-8) are mutually exclusive.',
      de: 'Das Datum der Steuerfälligkeit (BT-7) und der Code für das Datum der Steuerfälligkeit (BT-8) schließen sich gegenseitig aus.',
    },
    check: ({ invoice }) =>
      when(exists(invoice.taxPointDate) && exists(invoice.taxPointDateCode), 'taxPointDateCode'),
  }),
  rule({
    id: 'BR-CO-04',
    scope: S,
    bt: ['BT-151'],
    message: {
      en: 'Each invoice line (BG-25) shall be categorized with an invoiced item VAT category code (BT-151).',
      de: 'Jede Rechnungsposition (BG-25) muss einen Umsatzsteuer-Kategoriecode (BT-151) enthalten.',
    },
    check: ({ invoice }) => each(invoice.lines, 'lines', (l) => !has(l.vatCategoryCode), '.vatCategoryCode'),
  }),
  rule({
    id: 'BR-CO-09',
    scope: S,
    bt: ['BT-31', 'BT-48', 'BT-63'],
    message: {
      en: 'The VAT identifier ({value}) shall start with a country prefix (ISO 3166-1 alpha-2; "EL" for Greece).',
      de: 'Die Umsatzsteuer-Identifikationsnummer ({value}) muss mit einem Länderpräfix (ISO 3166-1 Alpha-2; "EL" für Griechenland) beginnen.',
    },
    check: ({ invoice }) => {
      const out: Finding[] = [];
      const check = (v: string | undefined, path: string) => {
        if (exists(v) && !VAT_PREFIXES.includes(v.substring(0, 2))) out.push({ path, params: { value: v } });
      };
      check(invoice.seller.vatId, 'seller.vatId');
      check(invoice.buyer.vatId, 'buyer.vatId');
      check(invoice.taxRepresentative?.vatId, 'taxRepresentative.vatId');
      return out;
    },
  }),
  rule({
    id: 'BR-CO-10',
    scope: S,
    bt: ['BT-106', 'BT-131'],
    message: {
      en: 'Sum of invoice line net amounts (BT-106) = Σ invoice line net amounts (BT-131).',
      de: 'Die Summe der Nettobeträge der Rechnungspositionen (BT-106) muss der Summe aller Positionsnettobeträge (BT-131) entsprechen.',
    },
    check: ({ invoice, syntax }) =>
      ciiNoSummation(invoice, syntax)
        ? []
        : when(
            !eq(
              num(invoice.totals.lineNetTotal),
              xround(sum(summedLines(invoice, syntax).map((l) => l.netAmount))),
            ),
            'totals.lineNetTotal',
          ),
  }),
  rule({
    id: 'BR-CO-11',
    scope: S,
    bt: ['BT-107', 'BT-92'],
    message: {
      en: 'Sum of allowances on document level (BT-107) = Σ document level allowance amounts (BT-92).',
      de: 'Die Summe der Nachlässe auf Dokumentenebene (BT-107) muss der Summe der einzelnen Nachlassbeträge (BT-92) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      if (ciiNoSummation(invoice, syntax)) return [];
      const t = invoice.totals.allowanceTotal;
      const amounts = invoice.allowances.map((a) => a.amount);
      const ok =
        (eq(num(t), xround(sum(amounts))) && !(syntax === 'cii' && zeroSignDiffers(t, amounts))) ||
        (!exists(t) && invoice.allowances.length === 0);
      return when(!ok, 'totals.allowanceTotal');
    },
  }),
  rule({
    id: 'BR-CO-12',
    scope: S,
    bt: ['BT-108', 'BT-99'],
    message: {
      en: 'Sum of charges on document level (BT-108) = Σ document level charge amounts (BT-99).',
      de: 'Die Summe der Zuschläge auf Dokumentenebene (BT-108) muss der Summe der einzelnen Zuschlagsbeträge (BT-99) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      if (ciiNoSummation(invoice, syntax)) return [];
      const t = invoice.totals.chargeTotal;
      const amounts = invoice.charges.map((a) => a.amount);
      const ok =
        (eq(num(t), xround(sum(amounts))) && !(syntax === 'cii' && zeroSignDiffers(t, amounts))) ||
        (!exists(t) && invoice.charges.length === 0);
      return when(!ok, 'totals.chargeTotal');
    },
  }),
  rule({
    id: 'BR-CO-13',
    scope: S,
    bt: ['BT-109', 'BT-106', 'BT-107', 'BT-108'],
    message: {
      en: 'Invoice total amount without VAT (BT-109) = sum of line net amounts (BT-106) − allowances (BT-107) + charges (BT-108).',
      de: 'Der Gesamtbetrag ohne Umsatzsteuer (BT-109) muss der Summe der Positionsnettobeträge (BT-106) abzüglich der Nachlässe (BT-107) zuzüglich der Zuschläge (BT-108) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      if (ciiNoSummation(invoice, syntax)) return [];
      const t = invoice.totals;
      const lines = num(t.lineNetTotal);
      const excl = num(t.taxExclusive);
      const ch = exists(t.chargeTotal) ? num(t.chargeTotal) : undefined;
      const al = exists(t.allowanceTotal) ? num(t.allowanceTotal) : undefined;
      let ok = false;
      if (lines && excl) {
        if (exists(t.chargeTotal) && exists(t.allowanceTotal))
          ok = !!ch && !!al && excl.equals(xround(lines.plus(ch).minus(al)));
        else if (exists(t.allowanceTotal)) ok = !!al && excl.equals(xround(lines.minus(al)));
        else if (exists(t.chargeTotal)) ok = !!ch && excl.equals(xround(lines.plus(ch)));
        else ok = excl.equals(lines);
      }
      return when(!ok, 'totals.taxExclusive');
    },
  }),
  rule({
    id: 'BR-CO-14',
    scope: S,
    bt: ['BT-110', 'BT-117'],
    message: {
      en: 'Invoice total VAT amount (BT-110) = Σ VAT category tax amounts (BT-117).',
      de: 'Der Umsatzsteuer-Gesamtbetrag (BT-110) muss der Summe der Steuerbeträge je Kategorie (BT-117) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      // CII: the official rule sums the (possibly absent) breakdown: no breakdown is a sum of 0
      if (invoice.vatBreakdown.length === 0 && syntax !== 'cii') return [];
      const v = invoice.totals.vatTotal;
      if (!exists(v) && syntax === 'cii') return [];
      const amounts = invoice.vatBreakdown.map((b) => b.taxAmount);
      const ok = eq(num(v), xround(sum(amounts))) && !(syntax === 'cii' && zeroSignDiffers(v, amounts));
      return when(!ok, 'totals.vatTotal');
    },
  }),
  rule({
    id: 'BR-CO-15',
    scope: S,
    bt: ['BT-112', 'BT-109', 'BT-110'],
    message: {
      en: 'Invoice total amount with VAT (BT-112) = invoice total amount without VAT (BT-109) + invoice total VAT amount (BT-110).',
      de: 'Der Gesamtbetrag einschließlich Umsatzsteuer (BT-112) muss dem Gesamtbetrag ohne Umsatzsteuer (BT-109) zuzüglich des Umsatzsteuer-Gesamtbetrags (BT-110) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      const t = invoice.totals;
      if (!has(invoice.currency)) return [];
      // exactly one total VAT amount in the invoice currency
      const count =
        (exists(t.vatTotal) ? 1 : 0) +
        (exists(t.vatTotalInTaxCurrency) && invoice.taxCurrency === invoice.currency ? 1 : 0);
      const excl = num(t.taxExclusive);
      const vat = num(t.vatTotal);
      let ok = count === 1 && !!excl && !!vat && eq(num(t.taxInclusive), xround(excl.plus(vat)));
      // the CII binding also accepts a total with VAT equal to the total without VAT
      if (syntax === 'cii' && !ok) ok = !!excl && eq(num(t.taxInclusive), excl);
      return when(!ok, 'totals.taxInclusive');
    },
  }),
  rule({
    id: 'BR-CO-16',
    scope: S,
    bt: ['BT-115', 'BT-112', 'BT-113', 'BT-114'],
    message: {
      en: 'Amount due for payment (BT-115) = invoice total amount with VAT (BT-112) − paid amount (BT-113) + rounding amount (BT-114).',
      de: 'Der fällige Zahlungsbetrag (BT-115) muss dem Gesamtbetrag einschließlich Umsatzsteuer (BT-112) abzüglich des gezahlten Betrags (BT-113) zuzüglich des Rundungsbetrags (BT-114) entsprechen.',
    },
    check: ({ invoice, syntax }) => {
      if (ciiNoSummation(invoice, syntax)) return [];
      const t = invoice.totals;
      const due = num(t.amountDue);
      const incl = num(t.taxInclusive);
      const paid = num(t.paidAmount);
      const rnd = num(t.roundingAmount);
      let ok = false;
      if (due && incl) {
        const hasPaid = exists(t.paidAmount);
        const hasRnd = exists(t.roundingAmount);
        if (hasPaid && !hasRnd) ok = !!paid && due.equals(xround(incl.minus(paid)));
        else if (!hasPaid && !hasRnd) ok = due.equals(incl);
        else if (hasPaid && hasRnd)
          ok = !!paid && !!rnd && xround(due.minus(rnd)).equals(xround(incl.minus(paid)));
        else ok = !!rnd && xround(due.minus(rnd)).equals(incl);
      }
      return when(!ok, 'totals.amountDue');
    },
  }),
  rule({
    id: 'BR-CO-17',
    scope: S,
    bt: ['BT-117', 'BT-116', 'BT-119'],
    message: {
      en: 'VAT category tax amount (BT-117) = VAT category taxable amount (BT-116) × VAT category rate (BT-119) / 100, rounded to two decimals.',
      de: 'Der Steuerbetrag je Kategorie (BT-117) muss der Bemessungsgrundlage (BT-116) multipliziert mit dem Steuersatz (BT-119) / 100 entsprechen, auf zwei Nachkommastellen gerundet.',
    },
    check: ({ invoice, syntax }) =>
      each(
        invoice.vatBreakdown,
        'vatBreakdown',
        (b) =>
          !ciiShadowed(syntax, b.categoryCode) &&
          co17Fails(b.taxAmount, b.taxableAmount, exists(b.rate) ? b.rate : undefined, syntax),
      ),
  }),
  rule({
    id: 'BR-CO-18',
    scope: S,
    bt: ['BG-23'],
    message: {
      en: 'An invoice shall have at least one VAT breakdown group (BG-23).',
      de: 'Eine Rechnung muss mindestens eine Umsatzsteueraufschlüsselung (BG-23) enthalten.',
    },
    check: ({ invoice }) => when(invoice.vatBreakdown.length === 0, 'vatBreakdown'),
  }),
  rule({
    id: 'BR-CO-19',
    scope: S,
    bt: ['BG-14', 'BT-73', 'BT-74'],
    message: {
      en: 'If the invoicing period (BG-14) is used, its start date (BT-73) or end date (BT-74) shall be filled, or both.',
      de: 'Wird der Abrechnungszeitraum (BG-14) angegeben, muss das Startdatum (BT-73) oder das Enddatum (BT-74) oder beide angegeben werden.',
    },
    check: ({ invoice, syntax }) => {
      const p = invoice.invoicingPeriod;
      if (!p) return [];
      const codeOnly = syntax !== 'cii' && exists(invoice.taxPointDateCode);
      return when(!exists(p.startDate) && !exists(p.endDate) && !codeOnly, 'invoicingPeriod');
    },
  }),
  rule({
    id: 'BR-CO-20',
    scope: S,
    bt: ['BG-26', 'BT-134', 'BT-135'],
    message: {
      en: 'If the invoice line period (BG-26) is used, its start date (BT-134) or end date (BT-135) shall be filled, or both.',
      de: 'Wird der Leistungszeitraum einer Position (BG-26) angegeben, muss das Startdatum (BT-134) oder das Enddatum (BT-135) oder beide angegeben werden.',
    },
    check: ({ invoice }) =>
      each(
        invoice.lines,
        'lines',
        (l) => !!l.period && !exists(l.period.startDate) && !exists(l.period.endDate),
        '.period',
      ),
  }),
  rule({
    id: 'BR-CO-21',
    scope: S,
    bt: ['BT-97', 'BT-98'],
    message: {
      en: 'Each document level allowance (BG-20) shall contain a reason (BT-97) or a reason code (BT-98), or both.',
      de: 'Jeder Nachlass auf Dokumentenebene (BG-20) muss einen Grund (BT-97) oder einen Grundcode (BT-98) oder beides enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.allowances, 'allowances', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-CO-22',
    scope: S,
    bt: ['BT-104', 'BT-105'],
    message: {
      en: 'Each document level charge (BG-21) shall contain a reason (BT-104) or a reason code (BT-105), or both.',
      de: 'Jeder Zuschlag auf Dokumentenebene (BG-21) muss einen Grund (BT-104) oder einen Grundcode (BT-105) oder beides enthalten.',
    },
    check: ({ invoice }) =>
      each(invoice.charges, 'charges', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-CO-23',
    scope: S,
    bt: ['BT-139', 'BT-140'],
    message: {
      en: 'Each invoice line allowance (BG-27) shall contain a reason (BT-139) or a reason code (BT-140), or both.',
      de: 'Jeder Nachlass auf Positionsebene (BG-27) muss einen Grund (BT-139) oder einen Grundcode (BT-140) oder beides enthalten.',
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
    id: 'BR-CO-24',
    scope: S,
    bt: ['BT-144', 'BT-145'],
    message: {
      en: 'Each invoice line charge (BG-28) shall contain a reason (BT-144) or a reason code (BT-145), or both.',
      de: 'Jeder Zuschlag auf Positionsebene (BG-28) muss einen Grund (BT-144) oder einen Grundcode (BT-145) oder beides enthalten.',
    },
    check: ({ invoice }) =>
      lineAcFindings(invoice.lines, 'charges', (a) => !exists(a.reason) && !exists(a.reasonCode), '.reason'),
  }),
  rule({
    id: 'BR-CO-25',
    scope: S,
    bt: ['BT-115', 'BT-9', 'BT-20'],
    message: {
      en: 'If the amount due for payment (BT-115) is positive, either the payment due date (BT-9) or the payment terms (BT-20) shall be present.',
      de: 'Ist der fällige Zahlungsbetrag (BT-115) positiv, muss das Fälligkeitsdatum (BT-9) oder die Zahlungsbedingungen (BT-20) angegeben werden.',
    },
    check: (ctx) => {
      // the UBL binding checks invoices only (its context is /ubl:Invoice)
      if (isCreditNote(ctx)) return [];
      const { invoice } = ctx;
      const due = num(invoice.totals.amountDue);
      return when(
        !!due && due.gt(0) && !exists(invoice.dueDate) && !exists(invoice.paymentTerms),
        'totals.amountDue',
      );
    },
  }),
  rule({
    id: 'BR-CO-26',
    scope: S,
    bt: ['BT-29', 'BT-30', 'BT-31'],
    message: {
      en: 'In order for the buyer to identify the seller, the seller identifier (BT-29), the seller legal registration identifier (BT-30) and/or the seller VAT identifier (BT-31) shall be present.',
      de: 'Damit der Käufer den Verkäufer automatisch identifizieren kann, muss die Kennung des Verkäufers (BT-29), die Registernummer (BT-30) und/oder die Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31) angegeben werden.',
    },
    check: ({ invoice }) => {
      const s = invoice.seller;
      return when(
        !exists(s.vatId) && s.identifiers.length === 0 && !exists(s.legalRegistrationId),
        'seller.identifiers',
      );
    },
  }),
];
