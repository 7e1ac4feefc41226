// Issue 20 item 2: every rule the validator can raise on an invoice from the review form either
// points at a form field the user can edit, or is fixed automatically (the form computes it).
// Driven by the rule registry's own cases: each case breaks one rule on a valid invoice.
import { ALL_RULES, type Invoice, type ReportMessage, validateModel } from '@ic/einvoice';
import { BR_CASES } from '@ic/einvoice/rules/en16931/br.cases.ts';
import { BR_CL_CASES } from '@ic/einvoice/rules/en16931/br-cl.cases.ts';
import { BR_CO_CASES } from '@ic/einvoice/rules/en16931/br-co.cases.ts';
import { BR_DEC_CASES } from '@ic/einvoice/rules/en16931/br-dec.cases.ts';
import { VAT_CASES } from '@ic/einvoice/rules/en16931/vat.cases.ts';
import { baselineInvoice } from '@ic/einvoice/rules/fixtures.ts';
import { PEPPOL_CASES } from '@ic/einvoice/rules/peppol/r.cases.ts';
import type { RuleCase } from '@ic/einvoice/rules/testing.ts';
import { BR_DE_CASES } from '@ic/einvoice/rules/xrechnung/br-de.cases.ts';
import { describe, expect, it } from 'vitest';
import { fieldForPath, formPaths, prepareInvoice } from './model.ts';

const CASES: RuleCase[] = [
  ...BR_CASES,
  ...BR_CO_CASES,
  ...BR_DEC_CASES,
  ...BR_CL_CASES,
  ...VAT_CASES,
  ...PEPPOL_CASES,
  ...BR_DE_CASES,
];
/** the scenarios the converter's profiles validate with (config.ts) */
const SCENARIOS = ['xrechnung', 'en16931'] as const;

/**
 * Fixed automatically: the form computes these totals from the lines, allowances and charges
 * (prepareInvoice → applyTotals) and shows them read-only. Each must vanish once computed.
 */
export const AUTO_FIXED = new Set([
  'BR-CO-10',
  'BR-CO-11',
  'BR-CO-12',
  'BR-CO-13',
  'BR-CO-14',
  'BR-CO-15',
  'BR-CO-16',
  'BR-DEC-10',
  'BR-DEC-11',
  'BR-DEC-15',
  'PEPPOL-EN16931-R054',
  'PEPPOL-EN16931-R055',
  'BR-53',
]);

/**
 * Model parts the review form neither shows nor creates: a draft from a PDF or a new invoice never
 * holds them; they come only from an e-invoice's embedded XML (converted as read). Findings about
 * them point at the nearest field; editing them is open work (issue 20).
 */
export const NOT_IN_FORM = [
  /^payee\b/,
  /^taxRepresentative\b/,
  /^(allowances|charges)\[/,
  /^lines\[\d+\]\.(allowances|charges)\[/,
  /^lines\[\d+\]\.period\b/,
  /^lines\[\d+\]\.price\.(grossPrice|baseQuantity|baseQuantityUnitCode)\b/,
  /^lines\[\d+\]\.item\.(attributes|classifications|standardId|originCountry)\b/,
  /^attachments\[/,
  /^taxCurrency$/,
  /^totals\.vatTotalInTaxCurrency$/,
  /^taxPointDateCode$/,
  /^totals\.roundingAmount$/,
  /^invoicedObjectId\b/,
  /^notes\[\d+\]\.subjectCode$/,
  /^delivery\.locationId\b/,
];

function editable(m: ReportMessage, inv: Invoice): boolean {
  const paths = formPaths(inv);
  const f = fieldForPath(m.path, paths);
  if (!paths.includes(f)) return false;
  const p = m.path;
  return (
    f === p ||
    f.startsWith(`${p}.`) ||
    f.startsWith(`${p}[`) ||
    p.startsWith(`${f}.`) ||
    p.startsWith(`${f}[`)
  );
}

function casesFor() {
  return CASES.filter(
    (c) =>
      !c.passes &&
      c.syntax !== 'cii' &&
      (!c.scenario || (SCENARIOS as readonly string[]).includes(c.scenario)),
  );
}

describe('rule → form field coverage', () => {
  const fired = new Set<string>();
  const problems: string[] = [];
  for (const c of casesFor()) {
    const raw = c.base ? c.base() : baselineInvoice();
    c.mutate(raw);
    const computed = prepareInvoice(raw, false);
    for (const scenario of SCENARIOS) {
      const before = validateModel(raw, { scenario }).messages.filter((m) => m.level !== 'information');
      const after = validateModel(computed, { scenario }).messages.filter((m) => m.level !== 'information');
      for (const m of before) {
        fired.add(m.id);
        if (editable(m, raw) || NOT_IN_FORM.some((r) => r.test(m.path))) continue;
        if (!AUTO_FIXED.has(m.id)) problems.push(`${m.id} at ${m.path} (${c.name}): no form field`);
        else if (after.some((x) => x.id === m.id && x.path === m.path))
          problems.push(`${m.id} at ${m.path} (${c.name}): listed as auto-fixed but still raised`);
      }
    }
  }

  it('every finding points at an editable field, is fixed automatically, or is about a part the form never creates', () => {
    expect(problems).toEqual([]);
  });

  it('covers the rule registry broadly (the cases fire most model rules)', () => {
    const modelIds = new Set(ALL_RULES.map((r) => r.id));
    const hit = [...fired].filter((id) => modelIds.has(id));
    expect(hit.length).toBeGreaterThan(250);
  });

  it.each([
    ['BR-DE-23-b', 'paymentInstructions.typeCode'],
    ['PEPPOL-EN16931-R001', 'processControl.businessProcessType'],
    ['BR-CO-26', 'seller.identifiers[0].value'],
  ])('%s points at %s', (id, field) => {
    const inv = baselineInvoice();
    if (id === 'BR-DE-23-b') {
      inv.paymentInstructions = {
        typeCode: '58',
        creditTransfers: [],
        directDebit: { mandateReference: 'M1' },
      };
      // the mandate the rule is about is shown, so it can be removed
      expect(formPaths(inv)).toContain('paymentInstructions.directDebit.mandateReference');
    }
    if (id === 'PEPPOL-EN16931-R001') inv.processControl.businessProcessType = undefined as never;
    if (id === 'BR-CO-26') {
      delete inv.seller.vatId;
      delete inv.seller.taxRegistrationId;
      delete inv.seller.legalRegistrationId;
      inv.seller.identifiers = [];
    }
    const m = validateModel(inv, { scenario: 'xrechnung' }).messages.find((x) => x.id === id);
    expect(m, `${id} raised`).toBeDefined();
    expect(fieldForPath(m?.path ?? '', formPaths(inv))).toBe(field);
  });
});
