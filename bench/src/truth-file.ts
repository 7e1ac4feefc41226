/**
 * Truth files for the extraction sets built from a model we know (own renderings, synthetic
 * invoices): the model written as CII and read back by the corpus scorer's own EN 16931 reader,
 * so truth and scoring follow the same rules as the corpus.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Invoice, writeCii } from '@ic/einvoice';

interface ScorerLib {
  extractInvoice: (xml: string) => { fields: unknown; vat: unknown; lines: unknown } | null;
}

/** The scorer's reader (lib/en16931.mjs of ../shared/tools/extraction-score). */
export async function scorerLib(path: string): Promise<ScorerLib> {
  return (await import(pathToFileURL(path).href)) as ScorerLib;
}

/** Writes DIR/NAME.json for an invoice; false when the scorer does not read it as an invoice. */
export function writeTruth(lib: ScorerLib, dir: string, name: string, invoice: Invoice): boolean {
  const t = lib.extractInvoice(writeCii(invoice));
  if (!t) return false;
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({
      name,
      family: name,
      split: 'hidden',
      fields: t.fields,
      vat_breakdown: t.vat,
      lines: t.lines,
    }),
  );
  return true;
}
