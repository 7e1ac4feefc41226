/**
 * The VAT category rule pattern of EN 16931 (BR-S, BR-Z, BR-E, BR-AE, BR-IC, BR-G, BR-O, BR-AF
 * (IGIC, code L), BR-AG (IPSI, code M)): every category has rules -01 … -10 with the same shape
 * and category-specific conditions. The per-category files (`br-s.ts` …) configure this builder.
 *
 *  -01  category used → VAT breakdown with that category (exactly one / at least one)
 *  -02  line with the category → seller (tax representative, buyer) identifiers
 *  -03  document allowance with the category → identifiers
 *  -04  document charge with the category → identifiers
 *  -05  line rate condition, -06 allowance rate, -07 charge rate
 *  -08  breakdown taxable amount = Σ lines + charges − allowances of the category (and rate)
 *  -09  breakdown tax amount (0, or taxable × rate within ±1)
 *  -10  exemption reason forbidden / required
 */
import type { Decimal, Invoice } from '../../model/invoice.ts';
import type { Dec } from '../../model/money.ts';
import type { Finding, Rule, Text } from '../types.ts';
import { code, DecimalCtor, exists, num, rule, sum, when, xround } from '../util.ts';

const S = 'en16931' as const;

/** The exact decimal value of a double (as Saxon's xs:decimal(xs:double) gives it). */
export function doubleExact(d: number): string {
  if (!Number.isFinite(d)) return String(d);
  return d
    .toFixed(100)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

export interface CategoryName {
  en: string;
  de: string;
}

/** Seller-side identifier conditions of rules -02 … -04. */
export type PartyCondition =
  /** BT-31 or BT-32 or BT-63 (S, Z, E, L, M) */
  | 'seller-any'
  /** BT-31 or BT-63 (G) */
  | 'seller-vat'
  /** (BT-31 or BT-32 or BT-63) and (BT-48 or BT-47) (AE) */
  | 'seller-any+buyer-vat-or-legal'
  /** (BT-31 or BT-63) and BT-48 (K) */
  | 'seller-vat+buyer-vat'
  /** none of BT-31, BT-63, BT-48 (O) */
  | 'none';

export type RateCondition = 'positive' | 'zero' | 'non-negative' | 'absent';

export interface CategoryConfig {
  /** rule id prefix, e.g. 'BR-S', 'BR-IC', 'BR-AF' */
  prefix: string;
  /** UNCL 5305 code, e.g. 'S', 'K', 'L' */
  code: string;
  name: CategoryName;
  breakdown: 'exactly-one' | 'at-least-one';
  party: PartyCondition;
  rate: RateCondition;
  /** -08: per rate with ±1 tolerance (S, L, M) or exact per category (others) */
  taxable: 'per-rate' | 'exact';
  /** -09: taxable × rate within ±1 (S, L, M) or zero (others) */
  tax: 'rate' | 'zero';
  /** -10: exemption reason forbidden (S, Z, L, M) or required (E, AE, K, G, O) */
  exemption: 'forbidden' | 'required';
}

function partyOk(inv: Invoice, cond: PartyCondition): boolean {
  const s = inv.seller;
  const rep = inv.taxRepresentative?.vatId;
  const sellerAny = exists(s.vatId) || exists(s.taxRegistrationId) || exists(rep);
  const sellerVat = exists(s.vatId) || exists(rep);
  switch (cond) {
    case 'seller-any':
      return sellerAny;
    case 'seller-vat':
      return sellerVat;
    case 'seller-any+buyer-vat-or-legal':
      return sellerAny && (exists(inv.buyer.vatId) || exists(inv.buyer.legalRegistrationId));
    case 'seller-vat+buyer-vat':
      return sellerVat && exists(inv.buyer.vatId);
    case 'none':
      return !exists(s.vatId) && !exists(rep) && !exists(inv.buyer.vatId);
  }
}

const PARTY_TEXT: Record<PartyCondition, Text> = {
  'seller-any': {
    en: 'the seller VAT identifier (BT-31), the seller tax registration identifier (BT-32) and/or the seller tax representative VAT identifier (BT-63)',
    de: 'die Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31), seine Steuernummer (BT-32) und/oder die Umsatzsteuer-Identifikationsnummer seines Steuervertreters (BT-63)',
  },
  'seller-vat': {
    en: 'the seller VAT identifier (BT-31) or the seller tax representative VAT identifier (BT-63)',
    de: 'die Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31) oder seines Steuervertreters (BT-63)',
  },
  'seller-any+buyer-vat-or-legal': {
    en: 'the seller VAT identifier (BT-31), tax registration identifier (BT-32) and/or tax representative VAT identifier (BT-63), and the buyer VAT identifier (BT-48) and/or buyer legal registration identifier (BT-47)',
    de: 'die Umsatzsteuer-Identifikationsnummer (BT-31), Steuernummer (BT-32) und/oder Umsatzsteuer-Identifikationsnummer des Steuervertreters (BT-63) des Verkäufers sowie die Umsatzsteuer-Identifikationsnummer (BT-48) und/oder Registernummer (BT-47) des Käufers',
  },
  'seller-vat+buyer-vat': {
    en: 'the seller VAT identifier (BT-31) or the seller tax representative VAT identifier (BT-63), and the buyer VAT identifier (BT-48)',
    de: 'die Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31) oder seines Steuervertreters (BT-63) sowie die Umsatzsteuer-Identifikationsnummer des Käufers (BT-48)',
  },
  none: {
    en: 'no seller VAT identifier (BT-31), seller tax representative VAT identifier (BT-63) or buyer VAT identifier (BT-48)',
    de: 'keine Umsatzsteuer-Identifikationsnummer des Verkäufers (BT-31), seines Steuervertreters (BT-63) oder des Käufers (BT-48)',
  },
};

/**
 * The official validator's Saxon compares an untyped value with an integer (`x = 0`, `x >= 0`) as an
 * integer when it is written as one, else as a double, and tells -0 from 0 there: '-0.00' (or
 * '-0.0', '-0e0') is neither = 0 nor >= 0, while '-0' is both.
 */
export function negativeZeroDouble(s: string | undefined): boolean {
  if (s === undefined) return false;
  const t = s.trim();
  return t.startsWith('-') && !/^-\d+$/.test(t) && !!num(t)?.isZero();
}

/**
 * -05 … -07. `cii`: the CII binding, whose zero-rate tests compare the untyped rate with 0 (UBL casts
 * to xs:decimal); both bindings compare untyped with `>= 0` (L, M).
 */
export function rateOk(rate: Decimal | undefined, cond: RateCondition, cii: boolean): boolean {
  const r = num(rate);
  switch (cond) {
    case 'positive':
      return !!r && r.gt(0);
    case 'zero':
      return !!r && r.isZero() && !(cii && negativeZeroDouble(rate));
    case 'non-negative':
      return !!r && r.gte(0) && !negativeZeroDouble(rate);
    case 'absent':
      return !exists(rate);
  }
}

const RATE_TEXT: Record<RateCondition, Text> = {
  positive: { en: 'shall be greater than zero', de: 'muss größer als null sein' },
  zero: { en: 'shall be 0 (zero)', de: 'muss 0 (null) sein' },
  'non-negative': { en: 'shall be 0 (zero) or greater', de: 'muss 0 (null) oder größer sein' },
  absent: { en: 'shall not be given', de: 'darf nicht angegeben werden' },
};

const BILLION = new DecimalCtor('1e9');
const NEAR_ONE_BELOW = new DecimalCtor('0.999');
const NEAR_ONE_ABOVE = new DecimalCtor('1.001');

function sameRate(a: Decimal | undefined, rate: Dec): boolean {
  const r = num(a);
  return !!r && r.equals(rate);
}

/** Σ line net amounts + Σ charges − Σ allowances of one category (optionally one rate). */
function categoryBase(inv: Invoice, c: string, rate?: Dec): Dec {
  const pick = (x: { code?: string; rate?: Decimal }) =>
    code(x.code) === c && (rate === undefined || sameRate(x.rate, rate));
  const lines = sum(
    inv.lines.filter((l) => pick({ code: l.vatCategoryCode, rate: l.vatRate })).map((l) => l.netAmount),
  );
  const charges = sum(
    inv.charges.filter((a) => pick({ code: a.vatCategoryCode, rate: a.vatRate })).map((a) => a.amount),
  );
  const allowances = sum(
    inv.allowances.filter((a) => pick({ code: a.vatCategoryCode, rate: a.vatRate })).map((a) => a.amount),
  );
  return lines.plus(charges).minus(allowances);
}

/** CII -08: round(Σ lines) + round(Σ charges) − round(Σ allowances) of one category (and rate). */
function categoryBaseRounded(inv: Invoice, c: string, rate?: Dec): Dec {
  const pick = (x: { code?: string; rate?: Decimal }) =>
    x.code === c && (rate === undefined || sameRate(x.rate, rate));
  const lines = sum(
    inv.lines.filter((l) => pick({ code: l.vatCategoryCode, rate: l.vatRate })).map((l) => l.netAmount),
  );
  const charges = sum(
    inv.charges.filter((a) => pick({ code: a.vatCategoryCode, rate: a.vatRate })).map((a) => a.amount),
  );
  const allowances = sum(
    inv.allowances.filter((a) => pick({ code: a.vatCategoryCode, rate: a.vatRate })).map((a) => a.amount),
  );
  return xround(lines).plus(xround(charges)).minus(xround(allowances));
}

export function vatCategoryRules(cfg: CategoryConfig): Rule[] {
  const { prefix, name } = cfg;
  const c = cfg.code;
  const id = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`;
  const isC = (x: string | undefined) => code(x) === c;
  /** CII documents with padded codes: the code as written (the official contexts compare it so) */
  const isCAt = (x: string | undefined, path: string, asWritten?: (path: string) => string | undefined) => {
    const written = asWritten?.(path);
    return written !== undefined ? written === c : isC(x);
  };
  const party = PARTY_TEXT[cfg.party];
  const rateText = RATE_TEXT[cfg.rate];
  const rules: Rule[] = [];

  rules.push(
    rule({
      id: id(1),
      scope: S,
      bt: ['BT-151', 'BT-95', 'BT-102', 'BT-118'],
      message:
        cfg.breakdown === 'exactly-one'
          ? {
              en: `An invoice that uses the VAT category "${name.en}" (${c}) in a line, allowance or charge shall contain exactly one VAT breakdown (BG-23) with that category.`,
              de: `Eine Rechnung, die die Umsatzsteuerkategorie „${name.de}“ (${c}) in einer Position, einem Nachlass oder Zuschlag verwendet, muss genau eine Umsatzsteueraufschlüsselung (BG-23) mit dieser Kategorie enthalten.`,
            }
          : {
              en: `An invoice that uses the VAT category "${name.en}" (${c}) in a line, allowance or charge shall contain at least one VAT breakdown (BG-23) with that category, and only then.`,
              de: `Eine Rechnung, die die Umsatzsteuerkategorie „${name.de}“ (${c}) in einer Position, einem Nachlass oder Zuschlag verwendet, muss mindestens eine Umsatzsteueraufschlüsselung (BG-23) mit dieser Kategorie enthalten, und nur dann.`,
            },
      check: ({ invoice, syntax }) => {
        const inBreakdown = invoice.vatBreakdown.filter((b) => isC(b.categoryCode)).length;
        const inLines = invoice.lines.filter((l) => isC(l.vatCategoryCode)).length;
        const inAc =
          invoice.allowances.filter((a) => isC(a.vatCategoryCode)).length +
          invoice.charges.filter((a) => isC(a.vatCategoryCode)).length;
        const inItems = inLines + inAc;
        if (syntax === 'cii') {
          // The CII binding counts differently: S/L/M pass when (lines + breakdowns) ≥ 2 or no
          // line uses the code (likewise for allowances/charges), so a breakdown without users
          // passes; the other categories need one breakdown when used and none when unused,
          // except O, which only checks documents with an O breakdown.
          let ok: boolean;
          if (cfg.breakdown === 'at-least-one')
            ok = (inLines + inBreakdown >= 2 || inLines === 0) && (inAc + inBreakdown >= 2 || inAc === 0);
          else if (c === 'O') ok = inBreakdown === 0 || (inBreakdown === 1 && inItems > 0);
          else ok = (inBreakdown === 0 && inItems === 0) || (inBreakdown === 1 && inItems > 0);
          return when(!ok, 'vatBreakdown');
        }
        if (cfg.breakdown === 'exactly-one') {
          // the official test counts the breakdown's own category code as a use, too
          return when(inItems + inBreakdown > 0 && inBreakdown !== 1, 'vatBreakdown');
        }
        return when(inItems > 0 !== inBreakdown > 0, 'vatBreakdown');
      },
    }),
  );

  const usePaths: Array<['lines' | 'allowances' | 'charges', number, Text]> = [
    ['lines', 2, { en: 'an invoice line (BG-25)', de: 'einer Rechnungsposition (BG-25)' }],
    [
      'allowances',
      3,
      { en: 'a document level allowance (BG-20)', de: 'einem Nachlass auf Dokumentenebene (BG-20)' },
    ],
    [
      'charges',
      4,
      { en: 'a document level charge (BG-21)', de: 'einem Zuschlag auf Dokumentenebene (BG-21)' },
    ],
  ];
  for (const [list, n, where] of usePaths) {
    rules.push(
      rule({
        id: id(n),
        scope: S,
        bt: ['BT-31', 'BT-32', 'BT-63', 'BT-48', 'BT-47'],
        message: {
          en: `An invoice with the VAT category "${name.en}" (${c}) in ${where.en} shall contain ${party.en}.`,
          de: `Eine Rechnung mit der Umsatzsteuerkategorie „${name.de}“ (${c}) in ${where.de} muss ${party.de} enthalten.`,
        },
        check: ({ invoice }) => {
          const items: Array<{ vatCategoryCode: string }> = invoice[list];
          const i = items.findIndex((x) => isC(x.vatCategoryCode));
          return when(i >= 0 && !partyOk(invoice, cfg.party), `${list}[${i}].vatCategoryCode`);
        },
      }),
    );
  }

  const ratePaths: Array<['lines' | 'allowances' | 'charges', number, Text, string]> = [
    [
      'lines',
      5,
      { en: 'the invoiced item VAT rate (BT-152)', de: 'der Umsatzsteuersatz der Position (BT-152)' },
      'BT-152',
    ],
    [
      'allowances',
      6,
      {
        en: 'the document level allowance VAT rate (BT-96)',
        de: 'der Umsatzsteuersatz des Nachlasses (BT-96)',
      },
      'BT-96',
    ],
    [
      'charges',
      7,
      {
        en: 'the document level charge VAT rate (BT-103)',
        de: 'der Umsatzsteuersatz des Zuschlags (BT-103)',
      },
      'BT-103',
    ],
  ];
  for (const [list, n, what, bt] of ratePaths) {
    rules.push(
      rule({
        id: id(n),
        scope: S,
        bt: [bt],
        message: {
          en: `Where the VAT category is "${name.en}" (${c}), ${what.en} ${rateText.en}.`,
          de: `${what.de.charAt(0).toUpperCase()}${what.de.slice(1)} ${rateText.de}, wenn die Umsatzsteuerkategorie „${name.de}“ (${c}) ist.`,
        },
        check: ({ invoice, syntax, categoryAsWritten }) => {
          const items: Array<{ vatCategoryCode: string; vatRate?: Decimal }> = invoice[list];
          // the CII binding of BR-AF-05 … 07 asks for a rate above 0 (`ram:RateApplicablePercent > 0`),
          // the UBL binding (and the text) for 0 or more
          const cond = syntax === 'cii' && c === 'L' ? 'positive' : cfg.rate;
          const out: Finding[] = [];
          items.forEach((x, i) => {
            const at = `${list}[${i}].vatCategoryCode`;
            if (isCAt(x.vatCategoryCode, at, categoryAsWritten) && !rateOk(x.vatRate, cond, syntax === 'cii'))
              out.push({ path: `${list}[${i}].vatRate` });
          });
          return out;
        },
      }),
    );
  }

  rules.push(
    rule({
      id: id(8),
      scope: S,
      bt: ['BT-116', 'BT-131', 'BT-92', 'BT-99'],
      message:
        cfg.taxable === 'per-rate'
          ? {
              en: `For each VAT rate of the category "${name.en}" (${c}), the taxable amount (BT-116) shall equal the sum of line net amounts plus document charges minus document allowances with that category and rate.`,
              de: `Für jeden Steuersatz der Kategorie „${name.de}“ (${c}) muss die Bemessungsgrundlage (BT-116) der Summe der Positionsnettobeträge zuzüglich der Zuschläge abzüglich der Nachlässe mit dieser Kategorie und diesem Satz entsprechen.`,
            }
          : {
              en: `In a VAT breakdown with the category "${name.en}" (${c}), the taxable amount (BT-116) shall equal the sum of line net amounts plus document charges minus document allowances with that category.`,
              de: `In einer Umsatzsteueraufschlüsselung mit der Kategorie „${name.de}“ (${c}) muss die Bemessungsgrundlage (BT-116) der Summe der Positionsnettobeträge zuzüglich der Zuschläge abzüglich der Nachlässe mit dieser Kategorie entsprechen.`,
            },
      check: ({ invoice, syntax }) => {
        const out: Finding[] = [];
        // CII: L and M read `../ram:RateApplicablePercent` from the breakdown itself (an empty
        // sequence, so the test always holds); S compares exactly with per-part rounding
        if (syntax === 'cii' && cfg.taxable === 'per-rate' && c !== 'S') return out;
        invoice.vatBreakdown.forEach((b, i) => {
          if (!isC(b.categoryCode)) return;
          const taxable = num(b.taxableAmount);
          let ok: boolean;
          if (syntax === 'cii' && cfg.taxable === 'per-rate') {
            const rate = num(b.rate);
            if (!exists(b.rate) || !rate) return;
            ok = !!taxable && taxable.equals(categoryBaseRounded(invoice, c, rate));
          } else if (cfg.taxable === 'per-rate') {
            const rate = num(b.rate);
            if (!exists(b.rate) || !rate) return; // `every $rate in ()` holds
            // UBL: `xs:decimal(cbc:TaxableAmount - 1) < Σ` and `xs:decimal(cbc:TaxableAmount + 1) > Σ`:
            // the ±1 is double arithmetic, whose exact value decides at the boundary
            const within = (base: Dec) => {
              if (!taxable) return false;
              // far from the ±1 boundaries (and with amounts whose doubles are exact to far below
              // 0.001) the double arithmetic cannot change the outcome
              if (taxable.abs().lt(BILLION)) {
                const gap = taxable.minus(base).abs();
                if (gap.lt(NEAR_ONE_BELOW)) return true;
                if (gap.gt(NEAR_ONE_ABOVE)) return false;
              }
              const lo = num(doubleExact(Number(taxable.toString()) - 1));
              const hi = num(doubleExact(Number(taxable.toString()) + 1));
              if (!lo || !hi) return taxable.minus(1).lt(base) && taxable.plus(1).gt(base);
              return lo.lt(base) && hi.gt(base);
            };
            if (cfg.code === 'S') {
              const used =
                invoice.lines.some((l) => isC(l.vatCategoryCode) && sameRate(l.vatRate, rate)) ||
                [...invoice.allowances, ...invoice.charges].some(
                  (a) => isC(a.vatCategoryCode) && sameRate(a.vatRate, rate),
                );
              ok = used && within(categoryBase(invoice, c, rate));
            } else {
              ok = invoice.lines.length > 0 && within(categoryBase(invoice, c, rate));
            }
          } else if (syntax === 'cii') {
            // CII: the parts rounded one by one, no line needed; O compares exactly, the others
            // `../ram:BasisAmount - 1 < Σ and ../ram:BasisAmount + 1 > Σ` in doubles
            const base = categoryBaseRounded(invoice, c);
            if (!taxable) ok = false;
            else if (c === 'O') ok = taxable.equals(base);
            else {
              const t = Number(taxable.toString());
              const b = Number(base.toString());
              ok = t - 1 < b && t + 1 > b;
            }
          } else {
            ok = invoice.lines.length > 0 && !!taxable && taxable.equals(categoryBase(invoice, c));
          }
          if (!ok) out.push({ path: `vatBreakdown[${i}].taxableAmount` });
        });
        return out;
      },
    }),
  );

  rules.push(
    rule({
      id: id(9),
      scope: S,
      bt: ['BT-117'],
      message:
        cfg.tax === 'zero'
          ? {
              en: `The VAT category tax amount (BT-117) of the category "${name.en}" (${c}) shall be 0 (zero).`,
              de: `Der Steuerbetrag (BT-117) der Kategorie „${name.de}“ (${c}) muss 0 (null) sein.`,
            }
          : {
              en: `The VAT category tax amount (BT-117) of the category "${name.en}" (${c}) shall equal the taxable amount (BT-116) multiplied by the rate (BT-119).`,
              de: `Der Steuerbetrag (BT-117) der Kategorie „${name.de}“ (${c}) muss der Bemessungsgrundlage (BT-116) multipliziert mit dem Steuersatz (BT-119) entsprechen.`,
            },
      check: ({ invoice, syntax, categoryAsWritten }) => {
        const out: Finding[] = [];
        // CII: the L and M tax amount rules are `not(true())` in CEN 1.3.15: they never fire
        if (syntax === 'cii' && (c === 'L' || c === 'M')) return out;
        invoice.vatBreakdown.forEach((b, i) => {
          if (!isCAt(b.categoryCode, `vatBreakdown[${i}].categoryCode`, categoryAsWritten)) return;
          const tax = num(b.taxAmount);
          let ok: boolean;
          // CII: `../ram:CalculatedAmount = 0` on the untyped amount ('-0.00' is not 0); UBL casts
          if (cfg.tax === 'zero')
            ok = !!tax && tax.isZero() && !(syntax === 'cii' && negativeZeroDouble(b.taxAmount));
          else {
            const taxable = num(b.taxableAmount);
            const rate = num(b.rate);
            if (!tax || !taxable || !rate) ok = false;
            else {
              const expected = xround(taxable.abs().times(rate.div(100)));
              ok = tax.abs().minus(1).lt(expected) && tax.abs().plus(1).gt(expected);
            }
          }
          if (!ok) out.push({ path: `vatBreakdown[${i}].taxAmount` });
        });
        return out;
      },
    }),
  );

  rules.push(
    rule({
      id: id(10),
      scope: S,
      bt: ['BT-120', 'BT-121'],
      message:
        cfg.exemption === 'forbidden'
          ? {
              en: `A VAT breakdown with the category "${name.en}" (${c}) shall not have a VAT exemption reason (BT-120) or reason code (BT-121).`,
              de: `Eine Umsatzsteueraufschlüsselung mit der Kategorie „${name.de}“ (${c}) darf keinen Befreiungsgrund (BT-120) und keinen Befreiungsgrundcode (BT-121) enthalten.`,
            }
          : {
              en: `A VAT breakdown with the category "${name.en}" (${c}) shall have a VAT exemption reason (BT-120) or reason code (BT-121).`,
              de: `Eine Umsatzsteueraufschlüsselung mit der Kategorie „${name.de}“ (${c}) muss einen Befreiungsgrund (BT-120) oder einen Befreiungsgrundcode (BT-121) enthalten.`,
            },
      check: ({ invoice }) => {
        const out: Finding[] = [];
        invoice.vatBreakdown.forEach((b, i) => {
          if (!isC(b.categoryCode)) return;
          const given = exists(b.exemptionReason) || exists(b.exemptionReasonCode);
          if (given === (cfg.exemption === 'forbidden'))
            out.push({ path: `vatBreakdown[${i}].exemptionReason` });
        });
        return out;
      },
    }),
  );
  return rules;
}
