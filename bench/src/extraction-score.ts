/**
 * Extraction accuracy benchmark: runs the offline extractor over the corpus PDFs
 * (../shared/corpus/extraction/pdf), writes PRED_DIR/NAME.xml (CII via writeCii), runs the
 * corpus scorer (../shared/tools/extraction-score/score.mjs) and prints its table plus timing
 * (median / p95 ms per PDF, PDF bytes → CII XML, no LLM).
 *
 *   node bench/src/extraction-score.ts [--corpus DIR] [--out PRED_DIR] [--only NAME] [--per-file]
 *                                      [--family-split] [--set hidden|visible|all]
 *
 * --family-split also scores two disjoint halves of the corpus split by template family
 * (truth `family`: first hex digit 0-9 vs a-f), to check that a change helps on families it was
 * not designed on.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCii } from '@ic/einvoice';
import { extractInvoice } from '@ic/extract';
import { extractLayout } from '@ic/pdf';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/corpus/extraction') },
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/extraction-pred') },
    only: { type: 'string' },
    'per-file': { type: 'boolean', default: false },
    'family-split': { type: 'boolean', default: false },
    set: { type: 'string', default: 'all' },
    scorer: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/score.mjs'),
    },
  },
});
const corpus = values.corpus as string;
const out = values.out as string;
const pdfDir = join(corpus, 'pdf');
if (!existsSync(pdfDir)) {
  console.error(`corpus not found: ${pdfDir}`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const files = readdirSync(pdfDir)
  .filter((f) => f.endsWith('.pdf'))
  .filter((f) => !values.only || f.includes(values.only as string))
  .sort();
const times: number[] = [];
let failed = 0;
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(join(pdfDir, f)));
  const t0 = performance.now();
  try {
    const layout = await extractLayout(bytes);
    const { invoice } = extractInvoice(layout);
    const xml = writeCii(invoice);
    times.push(performance.now() - t0);
    writeFileSync(join(out, f.replace(/\.pdf$/, '.xml')), xml);
  } catch (e) {
    failed++;
    console.error(`${f}: ${(e as Error).message}`);
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
const args = [values.scorer as string, join(corpus, 'truth'), out];
if (values.only) args.push('--only-predicted');
if (values['per-file']) args.push('--per-file');
if (values.set !== 'all') args.push('--set', values.set as string);
console.log(execFileSync(process.execPath, args, { encoding: 'utf8' }));
console.log(
  `timing (PDF → CII XML, offline): ${times.length} files, median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${(times[times.length - 1] ?? 0).toFixed(0)} ms; failed: ${failed}`,
);

if (values['family-split'] && !values.only) {
  const truthDir = join(corpus, 'truth');
  const tmp = mkdtempSync(join(tmpdir(), 'extraction-split-'));
  const parts = { 'families 0-9': join(tmp, 'a'), 'families a-f': join(tmp, 'b') };
  for (const d of Object.values(parts)) mkdirSync(d);
  for (const f of readdirSync(truthDir).filter((x) => x.endsWith('.json'))) {
    const t = JSON.parse(readFileSync(join(truthDir, f), 'utf8')) as { family?: string; name?: string };
    const fam = (t.family ?? t.name ?? f).replace(/^inv-/, '');
    symlinkSync(
      join(truthDir, f),
      join(/^[0-9]/.test(fam) ? parts['families 0-9'] : parts['families a-f'], f),
    );
  }
  for (const [label, dir] of Object.entries(parts)) {
    const table = execFileSync(
      process.execPath,
      [values.scorer as string, dir, out, '--manifest', join(corpus, 'manifest.json')],
      { encoding: 'utf8' },
    );
    const micro = /OVERALL micro[^\n]*/.exec(table)?.[0] ?? '';
    console.log(`${label}: ${readdirSync(dir).length} files; ${micro}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}
