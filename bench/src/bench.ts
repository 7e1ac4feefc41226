/**
 * `npm run bench`: speed, memory and accuracy figures. Each benchmark prints one block.
 *
 * In this process:
 * - parse+write: per test-suite document, read (parse + map to the model) and write in both
 *   syntaxes; median and p95 over several rounds after a warm-up.
 * Then, each in its own process: validation speed and memory against the official KoSIT
 * validator's warm time (validation-bench.ts), PDF reading (pdf-bench.ts), extraction accuracy and time
 * (extraction-score.ts), extraction on seeded synthetic invoices (extraction-synthetic.ts), whether
 * the review form marks the extractor's mistakes (extraction-confidence.ts), rendering and hybrid
 * building (render-bench.ts), HTTP load (load.ts), hostile inputs (hardening-bench.ts).
 * `npm run bench -- --only parse,validation` picks some.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readInvoice, writeCii, writeUbl } from '@ic/einvoice';
import { corpusFiles } from './corpus.ts';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

function fmt(ms: number): string {
  return `${ms.toFixed(3)} ms`;
}

function benchParseWrite(rounds = 20): void {
  const files = corpusFiles();
  if (files.length === 0) {
    console.log('parse+write: corpus not found: skipping');
    return;
  }
  const docs = files.map((f) => ({ name: basename(f), bytes: readFileSync(f) }));
  const parse: number[] = [];
  const write: number[] = [];
  for (let round = -3; round < rounds; round++) {
    for (const d of docs) {
      const t0 = performance.now();
      const r = readInvoice(d.bytes);
      const t1 = performance.now();
      if (!r.ok) throw new Error(`${d.name}: ${r.error.message}`);
      writeUbl(r.invoice);
      writeCii(r.invoice);
      const t2 = performance.now();
      if (round >= 0) {
        parse.push(t1 - t0);
        write.push((t2 - t1) / 2);
      }
    }
  }
  parse.sort((a, b) => a - b);
  write.sort((a, b) => a - b);
  console.log(`parse+write (${docs.length} test-suite documents × ${rounds} rounds)`);
  console.log(
    `  read (parse + map):  median ${fmt(percentile(parse, 50))}, p95 ${fmt(percentile(parse, 95))}`,
  );
  console.log(
    `  write (per syntax):  median ${fmt(percentile(write, 50))}, p95 ${fmt(percentile(write, 95))}`,
  );
  console.log(`  peak RSS: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
}

const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',')
  : undefined;
const want = (name: string) => !only || only.includes(name);

if (want('parse')) benchParseWrite();
for (const [name, script] of [
  ['validation', 'validation-bench.ts'],
  ['pdf', 'pdf-bench.ts'],
  ['extraction', 'extraction-score.ts'],
  ['synthetic', 'extraction-synthetic.ts'],
  ['confidence', 'extraction-confidence.ts'],
  ['ocr', 'ocr-bench.ts'],
  ['render', 'render-bench.ts'],
  ['load', 'load.ts'],
  ['hardening', 'hardening-bench.ts'],
  ['webhook', 'webhook-bench.ts'],
] as const) {
  if (!want(name)) continue;
  console.log(`\n▶ ${name} (${script})`);
  const r = spawnSync(process.execPath, [join(import.meta.dirname, script)], { stdio: 'inherit' });
  if (r.status !== 0) console.log(`  ${script} exited with ${r.status}`);
}
