// PDF reading speed over the extraction corpus (../shared/corpus/extraction/pdf): per file,
// extractLayout (with and without font names), analyzePdf (layout + inspection + embedded
// invoice, one pass) in-process, and analyze in the worker pool (round trip incl. transfer).
// One warm-up pass, then --passes N (default 2); prints median, p95, mean, max per operation.
//
//   node bench/src/pdf-bench.ts [--passes 2] [--no-worker]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzePdf } from '../../packages/pdf/src/read/analyze.ts';
import { PdfWorkerPool } from '../../packages/pdf/src/read/pool.ts';
import { extractLayout } from '../../packages/pdf/src/read/text.ts';

const { values } = parseArgs({
  options: {
    passes: { type: 'string', default: '2' },
    'no-worker': { type: 'boolean', default: false },
  },
});
const passes = Math.max(1, Number(values.passes) || 2);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = join(ROOT, '..', 'shared', 'corpus', 'extraction', 'pdf');
if (!existsSync(DIR)) {
  console.log(`pdf: corpus not found at ${DIR}: skipping`);
  process.exit(0);
}
const docs = readdirSync(DIR)
  .filter((n) => n.endsWith('.pdf'))
  .sort()
  .map((n) => ({ name: n, bytes: new Uint8Array(readFileSync(join(DIR, n))) }));

function stats(label: string, times: number[]): void {
  const s = [...times].sort((a, b) => a - b);
  const pct = (p: number) =>
    s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  console.log(
    `  ${label.padEnd(30)} median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms`,
  );
}

/** wall-clock ms per document; CPU ms of this process alongside (less sensitive to a busy machine) */
const cpu: number[] = [];
async function time(op: (b: Uint8Array) => Promise<unknown>): Promise<number[]> {
  for (const d of docs) await op(d.bytes); // warm-up
  const out: number[] = [];
  cpu.length = 0;
  for (let p = 0; p < passes; p++) {
    for (const d of docs) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await op(d.bytes);
      out.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  return out;
}

function report(label: string, times: number[]): void {
  stats(label, times);
  stats(`  (CPU time of this process)`, cpu);
}

const pages = docs.length;
console.log(`pdf reading (${pages} corpus PDFs × ${passes} passes, after one warm-up pass)`);
report('extractLayout', await time((b) => extractLayout(b)));
report('extractLayout {fonts:false}', await time((b) => extractLayout(b, { fonts: false })));
report('analyzePdf (in-process)', await time((b) => analyzePdf(b)));
if (!values['no-worker']) {
  const pool = new PdfWorkerPool({ size: 1 });
  stats('analyze in worker (size 1)', await time((b) => pool.run('analyze', b)));
  await pool.close();
}
console.log(`  peak RSS: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
