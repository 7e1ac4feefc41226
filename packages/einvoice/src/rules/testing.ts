/**
 * Shared helpers for the rule tests: a case mutates the baseline invoice so that one rule fails
 * (or, with `passes`, so that a rule is exercised and holds).
 */
import type { Invoice } from '../model/invoice.ts';
import { dec, round } from '../model/money.ts';
import type { DocumentType, Syntax } from '../model/read-result.ts';
import { validateModel } from './engine.ts';
import { baselineInvoice } from './fixtures.ts';
import type { Report, ScenarioId } from './types.ts';

export interface RuleCase {
  /** the rule id the case is about */
  id: string;
  /** what the mutation does */
  name: string;
  mutate(inv: Invoice): void;
  /** start from this invoice instead of the baseline */
  base?: () => Invoice;
  scenario?: ScenarioId;
  syntax?: Syntax;
  documentType?: DocumentType;
  /** true: the rule must NOT fire on the mutated invoice (a passing edge case) */
  passes?: boolean;
}

export function runCase(c: RuleCase): Report {
  const inv = c.base ? c.base() : baselineInvoice();
  c.mutate(inv);
  const opts: Parameters<typeof validateModel>[1] = { scenario: c.scenario ?? 'xrechnung' };
  if (c.syntax) opts.syntax = c.syntax;
  if (c.documentType) opts.documentType = c.documentType;
  return validateModel(inv, opts);
}

export function firedIds(r: Report): string[] {
  return [...new Set(r.messages.map((m) => m.id))].sort();
}

const EXEMPT: Record<string, { reason: string; code: string }> = {
  E: { reason: 'Steuerfrei nach § 4 Nr. 11 UStG', code: 'VATEX-EU-132' },
  AE: { reason: 'Steuerschuldnerschaft des Leistungsempfängers', code: 'VATEX-EU-AE' },
  K: { reason: 'Innergemeinschaftliche Lieferung', code: 'VATEX-EU-IC' },
  G: { reason: 'Ausfuhrlieferung', code: 'VATEX-EU-G' },
  O: { reason: 'Nicht steuerbar', code: 'VATEX-EU-O' },
};

/**
 * A valid invoice whose lines, allowance and charge all use one VAT category (with `rate`),
 * with breakdown and totals computed, and the party data that category requires.
 */
export function categoryInvoice(cat: string, rate = '0'): Invoice {
  const inv = baselineInvoice();
  const r = cat === 'O' ? undefined : rate;
  for (const x of [...inv.lines, ...inv.allowances, ...inv.charges]) {
    x.vatCategoryCode = cat;
    if (r === undefined) delete x.vatRate;
    else x.vatRate = r;
  }
  const taxable = '145.00';
  const tax = round(dec(taxable).times(dec(rate)).div(100));
  const b: Invoice['vatBreakdown'][number] = {
    taxableAmount: taxable,
    taxAmount: tax,
    categoryCode: cat,
    rate,
  };
  const ex = EXEMPT[cat];
  if (ex) {
    b.exemptionReason = ex.reason;
    b.exemptionReasonCode = ex.code;
  }
  inv.vatBreakdown = [b];
  inv.totals.vatTotal = tax;
  inv.totals.taxInclusive = round(dec(taxable).plus(dec(tax)));
  inv.totals.amountDue = inv.totals.taxInclusive;
  if (cat === 'AE' || cat === 'K') inv.buyer.vatId = 'FR12345678901';
  if (cat === 'K')
    inv.delivery = {
      actualDeliveryDate: '2024-02-15',
      address: { city: 'Paris', postalCode: '75001', countryCode: 'FR' },
    };
  if (cat === 'O') {
    delete inv.seller.vatId;
    inv.seller.legalRegistrationId = { value: 'HRB 12345' };
  }
  return inv;
}
