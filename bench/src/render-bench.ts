// XML → readable PDF and XML → hybrid (Factur-X EN 16931, rendered visual) build time per document
// over the CII files of the XRechnung test suite (../shared/corpus). One warm-up pass, then
// per-document times; prints median, p95, mean. Optional: --lang de|en, --passes N, --all (UBL too).
//
//   node bench/src/render-bench.ts [--passes 2] [--all]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readInvoice } from '@ic/einvoice';
import { buildHybridPdf } from '../../packages/pdf/src/write/hybrid.ts';
import { renderInvoicePdf } from '../../packages/pdf/src/write/render.ts';
import { corpusFiles, TESTSUITE_DIR } from './corpus.ts';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'de' },
    passes: { type: 'string', default: '1' },
    all: { type: 'boolean', default: false },
  },
});
const lang = values.lang === 'en' ? 'en' : 'de';
const files = corpusFiles().filter((f) => values.all || f.endsWith('_uncefact.xml'));
if (files.length === 0) {
  console.log(`test suite not found at ${TESTSUITE_DIR}: skipping`);
  process.exit(0);
}
const invoices = files.map((f) => {
  const r = readInvoice(readFileSync(f));
  if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
  return r.invoice;
});

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] as number;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `n=${s.length} median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${(s[s.length - 1] as number).toFixed(1)} ms`;
}

// warm-up (font parsing, module JIT)
await renderInvoicePdf(invoices[0] as (typeof invoices)[0], { lang });
const passes = Math.max(1, Number(values.passes));
const render: number[] = [];
const hybrid: number[] = [];
let bytes = 0;
for (let p = 0; p < passes; p++) {
  for (const inv of invoices) {
    let t = performance.now();
    const pdf = await renderInvoicePdf(inv, { lang });
    render.push(performance.now() - t);
    bytes += pdf.length;
    t = performance.now();
    await buildHybridPdf({ invoice: inv, profile: 'facturx-en16931', visual: 'render', lang });
    hybrid.push(performance.now() - t);
  }
}
console.log(
  `${files.length} test-suite files (${values.all ? 'UBL + CII' : 'CII'}), lang ${lang}, ${passes} pass(es)`,
);
console.log(
  `XML model → PDF/A-3b (render):      ${stats(render)}; mean size ${(bytes / render.length / 1024).toFixed(0)} KiB`,
);
console.log(`XML model → hybrid (render + XML):  ${stats(hybrid)}`);
