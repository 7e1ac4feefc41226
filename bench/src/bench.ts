/**
 * `npm run bench`: speed, memory and accuracy figures. Each benchmark prints one block.
 *
 * In this process:
 * - parse+write: per test-suite document, read (parse + map to the model) and write in both
 *   syntaxes; median and p95 over several rounds after a warm-up.
 * - validation: `validateXml` on the 86 test-suite documents (ms per document, heap), compared
 *   with the official KoSIT validator's warm per-document time when it is set up.
 * Then, each in its own process: PDF reading (pdf-bench.ts), extraction accuracy and time
 * (extraction-score.ts), rendering and hybrid building (render-bench.ts), HTTP load (load.ts).
 * `npm run bench -- --only parse,validation` picks some.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readInvoice, validateXml, writeCii, writeUbl } from '@ic/einvoice';
import { corpusFiles } from './corpus.ts';
import { officialStatus, runOfficial } from './official.ts';

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

async function benchValidation(rounds = 10): Promise<void> {
  const files = corpusFiles();
  if (files.length === 0) {
    console.log('validation: corpus not found: skipping');
    return;
  }
  const docs = files.map((f) => readFileSync(f));
  for (const d of docs) validateXml(d); // warm-up
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  let accepted = 0;
  for (let r = 0; r < rounds; r++) for (const d of docs) if (validateXml(d).report.accepted) accepted++;
  const perDoc = (performance.now() - t0) / (rounds * docs.length);
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(`validation (${docs.length} test-suite documents × ${rounds} rounds, one process)`);
  console.log(
    `  ours: ${fmt(perDoc)} per document; ${accepted / rounds}/${docs.length} accepted; RSS ${rss.toFixed(0)} MB, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(0)} MB`,
  );
  const status = officialStatus();
  if (!status.available) {
    console.log(`  official validator not available (${status.reason}): no comparison`);
    return;
  }
  // Warm per-document time of the official validator, measured as its tools/bench.sh does: the
  // suite several times in one JVM, the `ms` of passes 2..n (the first pays for compiling).
  const passes = 3;
  const results = await runOfficial(Array.from({ length: passes }, () => files).flat(), {
    args: ['--no-report'],
  });
  const warm = results.slice(files.length).map((r) => r.ms ?? Number.NaN);
  const mean = warm.reduce((a, b) => a + b, 0) / warm.length;
  console.log(
    `  official KoSIT (warm, --no-report, passes 2..${passes}): ${fmt(mean)} per document → ours is ${(mean / perDoc).toFixed(1)}× faster`,
  );
}

const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',')
  : undefined;
const want = (name: string) => !only || only.includes(name);

if (want('parse')) benchParseWrite();
if (want('validation')) await benchValidation();
for (const [name, script] of [
  ['pdf', 'pdf-bench.ts'],
  ['extraction', 'extraction-score.ts'],
  ['render', 'render-bench.ts'],
  ['load', 'load.ts'],
] as const) {
  if (!want(name)) continue;
  console.log(`\n▶ ${name} (${script})`);
  const r = spawnSync(process.execPath, [join(import.meta.dirname, script)], { stdio: 'inherit' });
  if (r.status !== 0) console.log(`  ${script} exited with ${r.status}`);
}
