// Per file of a batch: the invoice as it will be generated, its open errors for the chosen
// profile and its status (batch.ts). Validation is cached per edited invoice, so the batch list
// re-validates only a file that changed.
import type { Invoice, ScenarioId } from '@ic/einvoice';
import { useMemo } from 'react';
import { type BatchStatus, batchStatus } from './batch.ts';
import { prepareInvoice } from './model.ts';
import { collectMessages } from './ReviewStep.tsx';
import type { Entry } from './state.ts';
import { runValidation } from './useValidation.ts';

export interface FileCheck {
  computed: Invoice;
  errors: number;
}

const cache = new WeakMap<Invoice, Map<string, FileCheck>>();

/** The computed invoice and its error count (local checks included, as the review counts them). */
export function checkFile(invoice: Invoice, autoVat: boolean, scenario: ScenarioId): FileCheck {
  const key = `${scenario}|${autoVat}`;
  let byKey = cache.get(invoice);
  const hit = byKey?.get(key);
  if (hit) return hit;
  const computed = prepareInvoice(invoice, autoVat);
  const report = runValidation(computed, scenario);
  const errors = collectMessages(computed, report, 'en', (k) => k).errorCount;
  const check = { computed, errors };
  if (!byKey) {
    byKey = new Map();
    cache.set(invoice, byKey);
  }
  byKey.set(key, check);
  return check;
}

export interface BatchView {
  checks: Map<string, FileCheck>;
  statuses: Map<string, BatchStatus>;
  statusOf: (e: Entry) => BatchStatus;
}

export function useBatch(entries: Entry[], scenario: ScenarioId): BatchView {
  return useMemo(() => {
    const checks = new Map<string, FileCheck>();
    const statuses = new Map<string, BatchStatus>();
    for (const e of entries) {
      const c = e.invoice ? checkFile(e.invoice, e.autoVat, scenario) : undefined;
      if (c) checks.set(e.id, c);
      statuses.set(e.id, batchStatus(e, c?.errors));
    }
    return { checks, statuses, statusOf: (e: Entry) => statuses.get(e.id) ?? batchStatus(e, undefined) };
  }, [entries, scenario]);
}
