/**
 * A second extraction set that needs no public PDFs: every XRechnung test-suite invoice is rendered
 * to PDF by our own renderer (packages/pdf renderInvoicePdf, German and English in turn, without
 * embedded XML) and the truth is what the source XML says, read by the corpus scorer's reader.
 * It checks that the extractor reads back the form-style layout of e-invoice visualisations
 * (label column, value column, section heads) — the way XRechnung invoices are usually printed.
 *
 *   node bench/src/extraction-own.ts [--out DIR]      (default bench/results/own, git-ignored)
 *   node bench/src/extraction-score.ts --corpus bench/results/own
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readInvoice } from '@ic/einvoice';
import { renderInvoicePdf } from '@ic/pdf';
import { scorerLib, writeTruth } from './truth-file.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/own') },
    suite: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/corpus/xrechnung-testsuite'),
    },
    lib: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/lib/en16931.mjs'),
    },
  },
});
const lib = await scorerLib(values.lib as string);
const out = values.out as string;
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'pdf'), { recursive: true });
mkdirSync(join(out, 'truth'), { recursive: true });

const files: string[] = [];
const walk = (d: string) => {
  for (const f of readdirSync(d).sort()) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.xml')) files.push(p);
  }
};
walk(values.suite as string);
let n = 0;
const items: Array<{ name: string; split: string; source_path: string }> = [];
for (const f of files) {
  const r = readInvoice(new Uint8Array(readFileSync(f)));
  if (!r.ok) continue;
  const lang = n % 2 ? 'en' : 'de';
  const name = `own-${String(n).padStart(3, '0')}-${lang}`;
  writeFileSync(join(out, 'pdf', `${name}.pdf`), await renderInvoicePdf(r.invoice, { lang }));
  if (!writeTruth(lib, join(out, 'truth'), name, r.invoice)) continue;
  items.push({ name, split: 'hidden', source_path: f.slice((values.suite as string).length + 1) });
  n++;
}
writeFileSync(
  join(out, 'manifest.json'),
  JSON.stringify({ description: 'own renderings, not committed', items }),
);
console.log(`${n} invoices rendered → ${out}`);
