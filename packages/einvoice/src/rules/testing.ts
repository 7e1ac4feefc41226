/**
 * Shared helpers for the rule tests: a case mutates the baseline invoice so that one rule fails
 * (or, with `passes`, so that a rule is exercised and holds).
 */
import type { Invoice } from '../model/invoice.ts';
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
  scenario?: ScenarioId;
  syntax?: Syntax;
  documentType?: DocumentType;
  /** true: the rule must NOT fire on the mutated invoice (a passing edge case) */
  passes?: boolean;
}

export function runCase(c: RuleCase): Report {
  const inv = baselineInvoice();
  c.mutate(inv);
  const opts: Parameters<typeof validateModel>[1] = { scenario: c.scenario ?? 'xrechnung' };
  if (c.syntax) opts.syntax = c.syntax;
  if (c.documentType) opts.documentType = c.documentType;
  return validateModel(inv, opts);
}

export function firedIds(r: Report): string[] {
  return [...new Set(r.messages.map((m) => m.id))].sort();
}
