/**
 * The calculator against the XRechnung test suite (../shared/corpus, outside the repository):
 * every file there is accepted by the official validator, so checkTotals must find nothing the
 * official rules reject, and recomputing from lines must reproduce the documents' totals except
 * where a document's own line amounts deviate from quantity × price.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decEquals } from '../model/money.ts';
import { readInvoice } from '../read.ts';
import { checkTotals, computeTotals } from './totals.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const corpus = resolve(repoRoot, '../shared/corpus/xrechnung-testsuite');
const haveCorpus = existsSync(corpus);
if (!haveCorpus) console.warn(`calc corpus tests skipped: ${corpus} not found`);

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return walk(p);
      return name.endsWith('.xml') ? [p] : [];
    });
}

describe.skipIf(!haveCorpus)('totals on the XRechnung test suite', () => {
  const files = haveCorpus ? walk(corpus) : [];

  it('reads 86 files', () => {
    expect(files.length).toBe(86);
  });

  it.each(files.map((f) => [f.slice(corpus.length + 1), f]))(
    '%s: no discrepancy the rules reject',
    (_, file) => {
      const r = readInvoice(readFileSync(file));
      if (!r.ok) throw new Error(r.error.message);
      const rejected = checkTotals(r.invoice).filter((d) => d.rejectedByRules);
      expect(rejected).toEqual([]);
    },
  );

  it('recomputes the totals of the documents whose line amounts are quantity × price', () => {
    let exact = 0;
    for (const file of files) {
      const r = readInvoice(readFileSync(file));
      if (!r.ok) throw new Error(r.error.message);
      const found = checkTotals(r.invoice);
      const computed = computeTotals(r.invoice).totals;
      const same =
        decEquals(computed.lineNetTotal, r.invoice.totals.lineNetTotal) &&
        decEquals(computed.taxInclusive, r.invoice.totals.taxInclusive) &&
        decEquals(computed.amountDue, r.invoice.totals.amountDue);
      if (found.length === 0) {
        expect(same, file).toBe(true);
        exact++;
      }
    }
    // measured: 77 of 86 agree to the cent; the rest round line or VAT amounts their own way
    expect(exact).toBeGreaterThanOrEqual(77);
  });
});
