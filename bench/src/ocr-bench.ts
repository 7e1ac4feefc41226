/**
 * OCR benchmark, held-out set (c): scans of text PDFs nobody tuned the OCR on. Each PDF of a set
 * is turned into a scan by `scanPdf` (@ic/pdf: pdftoppm at 200 dpi, skew ±0.5–2°, grey noise and
 * specks, JPEG quality 55–85, no text layer; seeded per file), read back by the pipeline as the
 * server does (`pdfToInvoice`: OCR engine started per document, 300 dpi), written as CII and
 * scored by the corpus scorer against the set's truth.
 *
 * Sets: `visible` = the visible corpus (../shared/corpus/extraction: pdf/ + truth/); `synthetic` =
 * the seeded synthetic invoices of extraction-synthetic.ts (`--pdf --keep`, `--templates`, `--n`);
 * `dir` = folders with pdf/ and truth/ (`--dir D1,D2`: e.g. held-out layouts no OCR rule was
 * written against, made by extraction-synthetic.ts `--pdf --keep`), one set with each file named
 * after its folder ("b9-syn-0003").
 * Prints the scorer's table per set, time per document and per OCR'd page (p50 / p95), the same
 * for one-page scans, and the process's peak RSS (engine thread included).
 *
 *   node bench/src/ocr-bench.ts [--set visible|synthetic|dir|all] [--dir D] [--n 24] [--templates old]
 *                               [--seed 7] [--limit N] [--out DIR] [--keep-scans] [--psm 3] [--dpi 300]
 *                               [--gap F]   (OcrOptions.gapFactor: words further apart than F em split)
 *   node bench/src/ocr-bench.ts --measure SCAN.pdf [--rounds 3]   (OCR alone: time, CPU, peak RSS)
 *   node bench/src/ocr-bench.ts --score-only TRUTH_DIR:PRED_DIR   (key / line fields of a run)
 *
 * `--ocr-cache DIR` keeps the engine's answer per page image, model and page segmentation mode:
 * a second run over the same scans reads no page again (to compare changes after the engine, in
 * words.ts and the extractor, on the same OCR output; its times are then not OCR times).
 * `--dump DIR` writes per scan the OCR'd layout lines beside the text layer's lines of its PDF.
 * `--scans DIR` reads the scans a run kept (`--keep-scans`: OUT/SET/scan) instead of scanning
 * again: with `--ocr-cache` a change after the engine is measured in seconds on the same pixels.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCii } from '@ic/einvoice';
import {
  createOcrEngine,
  endParkedOcrEngine,
  fromPdfLayout,
  OCR_PSM,
  type OcrEngine,
  type OcrLang,
  type OcrOptions,
  ocrPages,
  pdfToInvoice,
} from '@ic/extract';
import { analyzePdf, scanPdf } from '@ic/pdf';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    n: { type: 'string', default: '24' },
    templates: { type: 'string', default: 'old' },
    seed: { type: 'string', default: '7' },
    limit: { type: 'string' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/ocr') },
    'keep-scans': { type: 'boolean', default: false },
    'score-only': { type: 'string' },
    measure: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    psm: { type: 'string' },
    dpi: { type: 'string' },
    'ocr-cache': { type: 'string' },
    lang: { type: 'string' },
    dump: { type: 'string' },
    gap: { type: 'string' },
    scans: { type: 'string' },
    dir: { type: 'string' },
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/corpus/extraction') },
    scorer: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/score.mjs'),
    },
  },
});

const out = values.out as string;

/** An engine that answers from `dir` what it read before (same image, model and psm). */
function cachingEngine(dir: string, psm: string): () => Promise<OcrEngine> {
  mkdirSync(dir, { recursive: true });
  return async () => {
    let real: OcrEngine | undefined;
    return {
      async recognize(image, dpi, lang, mode = psm) {
        const key = createHash('sha1').update(image).update(`${dpi} ${lang} ${mode}`).digest('hex');
        const file = join(dir, `${key}.json`);
        if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
        real ??= await createOcrEngine({ psm });
        const lines = await real.recognize(image, dpi, lang, mode);
        writeFileSync(file, JSON.stringify(lines));
        return lines;
      },
      release: async () => real?.release(),
      terminate: async () => real?.terminate(),
    };
  };
}

/** the OCR options of every run: the engine kept (as a server thread does), psm / dpi to compare */
const OCR: OcrOptions = {
  keepEngine: true,
  ...(values.psm ? { psm: values.psm } : {}),
  ...(values.dpi ? { dpi: Number(values.dpi) } : {}),
  ...(values.lang ? { lang: values.lang as OcrLang } : {}),
  ...(values.gap ? { gapFactor: Number(values.gap) } : {}),
  ...(values['ocr-cache'] ? { engine: cachingEngine(values['ocr-cache'], values.psm ?? OCR_PSM) } : {}),
};

/** The lines of a layout as text, one per line: y, then each segment at its x. */
function layoutText(layout: Parameters<typeof fromPdfLayout>[0]): string {
  const doc = fromPdfLayout(layout);
  return doc.lines
    .map(
      (l) =>
        `p${l.page} y${l.y.toFixed(0).padStart(4)} | ${l.segs.map((s) => `[${s.x.toFixed(0)}] ${s.text}`).join('  ')}`,
    )
    .join('\n');
}

/** `--dump`: the OCR'd lines of a scan beside the text layer's lines of its PDF. */
async function dump(name: string, text: Uint8Array, scan: Uint8Array): Promise<void> {
  const dir = values.dump as string;
  mkdirSync(dir, { recursive: true });
  const a = await analyzePdf(text);
  if (a.layout) writeFileSync(join(dir, `${name}.text.txt`), layoutText(a.layout));
  const ins = (await analyzePdf(scan)).inspection;
  const sizes = ins.pageInfo.map((p) => ({ width: p.width, height: p.height }));
  const r = await ocrPages(scan, sizes, ins.scannedPages, OCR);
  const pages = sizes.map((size, i) => ({ ...size, lines: r.lines.get(i + 1) ?? [] }));
  writeFileSync(join(dir, `${name}.ocr.txt`), layoutText({ pages }));
}
const seed = Number(values.seed);

function q(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** The synthetic set as PDFs with truth (extraction-synthetic.ts --pdf --keep). */
function syntheticSource(): { pdfDir: string; truthDir: string } {
  const dir = join(out, 'synthetic-src');
  execFileSync(
    process.execPath,
    [
      join(import.meta.dirname, 'extraction-synthetic.ts'),
      '--pdf',
      '--keep',
      '--n',
      values.n as string,
      '--seed',
      values.seed as string,
      '--templates',
      values.templates as string,
      '--out',
      dir,
      '--lib',
      dirname(values.scorer as string),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { pdfDir: join(dir, 'pdf'), truthDir: join(dir, 'truth') };
}

/**
 * Several folders of PDFs with truth as one set: each file named after its folder
 * ("b9-syn-0003"), the truth's name with it (the scorer matches by that name).
 */
function joinedDirs(dirs: string[]): { pdfDir: string; truthDir: string } {
  const pdfDir = join(out, 'dir-src', 'pdf');
  const truthDir = join(out, 'dir-src', 'truth');
  rmSync(join(out, 'dir-src'), { recursive: true, force: true });
  mkdirSync(pdfDir, { recursive: true });
  mkdirSync(truthDir, { recursive: true });
  for (const d of dirs) {
    const prefix = basename(resolve(d));
    for (const f of readdirSync(join(d, 'truth')).filter((n) => n.endsWith('.json'))) {
      const name = `${prefix}-${f.replace(/\.json$/, '')}`;
      const truth = JSON.parse(readFileSync(join(d, 'truth', f), 'utf8'));
      writeFileSync(join(truthDir, `${name}.json`), JSON.stringify({ ...truth, name, family: name }));
      copyFileSync(join(d, 'pdf', f.replace(/\.json$/, '.pdf')), join(pdfDir, `${name}.pdf`));
    }
  }
  return { pdfDir, truthDir };
}

/**
 * Key fields (the scorer's header group) and line fields (its line group), each the share of all
 * scored values of the group that are right (weighted by n, like the scorer's micro average).
 */
export function keyAndLines(table: string): string {
  const acc = { header: { n: 0, ok: 0 }, line: { n: 0, ok: 0 } };
  for (const m of table.matchAll(/^(header|line)\s+BT-\S+\s+.*?\s(\d+)\s+([\d.]+)%/gm)) {
    const g = acc[m[1] as 'header' | 'line'];
    g.n += Number(m[2]);
    g.ok += (Number(m[2]) * Number(m[3])) / 100;
  }
  const pct = (g: { n: number; ok: number }) => (g.n ? ((100 * g.ok) / g.n).toFixed(1) : '–');
  return `key fields ${pct(acc.header)} % (${acc.header.n} values), line fields ${pct(acc.line)} % (${acc.line.n} values)`;
}

interface Timing {
  ms: number;
  /** CPU time of this process (all its threads: the engine's too; not pdftoppm's), ms */
  cpu: number;
  pages: number;
  /** pages read in the fallback mode (a sparse-text read over its CPU limit) */
  fallback: number;
}

async function runSet(name: string, pdfDir: string, truthDir: string): Promise<void> {
  const pred = join(out, name, 'pred');
  const scans = join(out, name, 'scan');
  rmSync(join(out, name), { recursive: true, force: true });
  mkdirSync(pred, { recursive: true });
  if (values['keep-scans']) mkdirSync(scans, { recursive: true });
  let files = readdirSync(pdfDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  if (values.limit) files = files.slice(0, Number(values.limit));
  const timings: Timing[] = [];
  let failed = 0;
  for (const [i, f] of files.entries()) {
    const scan = values.scans
      ? { pdf: new Uint8Array(readFileSync(join(values.scans, f))) }
      : await scanPdf(new Uint8Array(readFileSync(join(pdfDir, f))), { seed: seed * 1000 + i });
    if (values['keep-scans']) writeFileSync(join(scans, f), scan.pdf);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    try {
      const r = await pdfToInvoice(scan.pdf, { ocr: OCR });
      const c = process.cpuUsage(c0);
      const t = {
        ms: performance.now() - t0,
        cpu: (c.user + c.system) / 1000,
        pages: r.ocr?.pages.length ?? 0,
        fallback: r.ocr?.pages.filter((p) => p.fallback).length ?? 0,
      };
      timings.push(t);
      console.error(
        `${f}: ${t.pages} OCR page(s)${t.fallback ? ` (${t.fallback} in the fallback mode)` : ''}, CPU ${(t.cpu / 1000).toFixed(2)} s, wall ${(t.ms / 1000).toFixed(2)} s`,
      );
      writeFileSync(join(pred, f.replace(/\.pdf$/, '.xml')), writeCii(r.invoice));
    } catch (e) {
      failed++;
      console.error(`${f}: ${(e as Error).message}`);
    }
    // after the timed run (with --ocr-cache its pages are then read from the cache)
    if (values.dump)
      await dump(f.replace(/\.pdf$/, ''), new Uint8Array(readFileSync(join(pdfDir, f))), scan.pdf);
  }
  const table = execFileSync(process.execPath, [values.scorer as string, truthDir, pred], {
    encoding: 'utf8',
  });
  console.log(`\n■ set ${name}: ${files.length} scans, failed ${failed}`);
  console.log(table);
  console.log(keyAndLines(table));
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const fmt = (xs: number[]) =>
    `p50 ${(q(sorted(xs), 0.5) / 1000).toFixed(2)} s, p95 ${(q(sorted(xs), 0.95) / 1000).toFixed(2)} s`;
  const ocrd = timings.filter((t) => t.pages > 0);
  const one = timings.filter((t) => t.pages === 1);
  const pages = ocrd.reduce((n, t) => n + t.pages, 0);
  console.log(`wall time per document (${timings.length}): ${fmt(timings.map((t) => t.ms))}`);
  console.log(`wall time per OCR'd page (${pages} pages): ${fmt(ocrd.map((t) => t.ms / t.pages))}`);
  console.log(
    `one-page scans (${one.length}): wall ${fmt(one.map((t) => t.ms))}; CPU ${fmt(one.map((t) => t.cpu))}`,
  );
  console.log(`CPU time per OCR'd page: ${fmt(ocrd.map((t) => t.cpu / t.pages))}`);
  console.log(`pages read in the fallback mode: ${timings.reduce((n, t) => n + t.fallback, 0)}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (${cpus().length} cores)`,
  );
}

if (values.measure) {
  // the OCR alone, in this fresh process: one scan read `--rounds` times (the engine started for
  // the first and kept for the next, as a server thread does); wall and CPU time per run, peak RSS
  const bytes = new Uint8Array(readFileSync(values.measure as string));
  const runs: Array<{ wall: number; cpu: number }> = [];
  for (let k = 0; k < Number(values.rounds); k++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = await pdfToInvoice(bytes, { ocr: OCR });
    const c = process.cpuUsage(c0);
    runs.push({ wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 });
    console.log(
      `run ${k + 1}: ${r.ocr?.pages.length ?? 0} OCR page(s), wall ${runs[k]?.wall.toFixed(2)} s, CPU ${runs[k]?.cpu.toFixed(2)} s`,
    );
  }
  await endParkedOcrEngine();
  // p50 / p95 of the runs with the engine kept (run 2 on), as a server thread reads
  const kept = runs.slice(1);
  const pq = (xs: number[], p: number) =>
    q(
      [...xs].sort((a, b) => a - b),
      p,
    ).toFixed(2);
  if (kept.length)
    console.log(
      `runs 2–${runs.length}: CPU p50 ${pq(
        kept.map((r) => r.cpu),
        0.5,
      )} s, p95 ${pq(
        kept.map((r) => r.cpu),
        0.95,
      )} s; wall p50 ${pq(
        kept.map((r) => r.wall),
        0.5,
      )} s, p95 ${pq(
        kept.map((r) => r.wall),
        0.95,
      )} s`,
    );
  console.log(
    `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; load average ${loadavg()[0]?.toFixed(1)} (${cpus().length} cores)`,
  );
  process.exit(0);
}

if (values['score-only']) {
  // score predictions that are already there: --score-only TRUTH_DIR:PRED_DIR
  const [truth, pred] = (values['score-only'] as string).split(':');
  const table = execFileSync(process.execPath, [values.scorer as string, truth as string, pred as string], {
    encoding: 'utf8',
  });
  console.log(keyAndLines(table));
  process.exit(0);
}

const sets = values.set === 'all' ? ['visible', 'synthetic'] : [values.set as string];
for (const s of sets) {
  if (s === 'visible') {
    const c = values.corpus as string;
    await runSet('visible', join(c, 'pdf'), join(c, 'truth'));
  } else if (s === 'synthetic') {
    const src = syntheticSource();
    await runSet(`synthetic-${values.templates}`, src.pdfDir, src.truthDir);
  } else if (s === 'dir') {
    if (!values.dir) throw new Error('--set dir needs --dir D1[,D2] (each with pdf/ and truth/)');
    const src = joinedDirs(values.dir.split(','));
    await runSet('dir', src.pdfDir, src.truthDir);
  } else throw new Error(`--set: visible, synthetic, dir or all (got ${s})`);
}
await endParkedOcrEngine();
console.log(
  `peak RSS (this process, OCR engine thread included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
