/**
 * Held-out set (f) of issue 19: the OFFICIAL XRechnung visualisation (KoSIT
 * xrechnung-visualization). `bench/viz-render.sh SRC DIR` turns every invoice XML of SRC into the
 * official HTML view (German and English) and the official XSL-FO PDF (Apache FOP); this script
 * prints the HTML views to PDF with Debian Chromium (playwright-core, as the browser tests do) —
 * the view's tabs "Übersicht", "Details" and "Zusätze" shown one after another (the view shows one
 * tab at a time; the attachment and processing-log tabs hold no invoice data) —
 * writes the truth (the source XML read by our readers, written as CII and read by the corpus
 * scorer's reader, `truth-file.ts`), predicts each PDF with the PDF pipeline (`pdfToInvoice`; the
 * PDFs carry no XML) and scores each variant (html-de, html-en, fo) with the corpus scorer.
 *
 *   sh bench/viz-render.sh [SRC] [DIR]           (default /work/shared/corpus/xrechnung-testsuite, /tmp/heldout-f)
 *   node bench/src/extraction-viz.ts [DIR] [--lib SCORER_DIR] [--variant html-de,html-en,fo] [--no-print]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readInvoice, writeCii } from '@ic/einvoice';
import { dropNonItemLines, pdfToInvoice } from '@ic/extract';
import { chromium } from 'playwright-core';
import { scorerLib, writeTruth } from './truth-file.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lib: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score') },
    variant: { type: 'string', default: 'html-de,html-en,fo' },
    'no-print': { type: 'boolean', default: false },
  },
});
const dir = positionals[0] ?? '/tmp/heldout-f';
const scorerDir = values.lib as string;
const lib = await scorerLib(join(scorerDir, 'lib/en16931.mjs'));
const sources = readFileSync(join(dir, 'sources.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => l.split('\t') as [string, string]);

/** The tabs of the view with the invoice's content (overview, item details, additions). */
const TABS = ['uebersicht', 'details', 'zusaetze'];

/** Prints DIR/html-LANG/*.html to DIR/pdf-html-LANG/*.pdf (A4, backgrounds, no header/footer). */
async function printHtml(lang: string): Promise<void> {
  const from = join(dir, `html-${lang}`);
  const to = join(dir, `pdf-html-${lang}`);
  mkdirSync(to, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const f of readdirSync(from).filter((x) => x.endsWith('.html'))) {
      await page.goto(`file://${join(from, f)}`, { waitUntil: 'load' });
      // the view shows one tab at a time; the print shows the invoice's tabs one after another
      await page.evaluate(`for (const id of ${JSON.stringify(TABS)}) {
        const e = document.getElementById(id); if (e) e.style.display = 'block'; }`);
      await page.pdf({ path: join(to, f.replace(/\.html$/, '.pdf')), format: 'A4', printBackground: true });
    }
  } finally {
    await browser.close();
  }
}

/** Truth and prediction for one variant, then the scorer's table and the micro per group. */
async function scoreVariant(variant: string): Promise<void> {
  const pdfDir = join(dir, `pdf-${variant}`);
  const out = join(dir, `run-${variant}`);
  rmSync(out, { recursive: true, force: true });
  for (const d of ['truth', 'pred']) mkdirSync(join(out, d), { recursive: true });
  const times: number[] = [];
  for (const [name, src] of sources) {
    const pdf = join(pdfDir, `${name}.pdf`);
    const read = readInvoice(new Uint8Array(readFileSync(src)));
    if (!read.ok || !existsSync(pdf)) continue;
    const truth = dropNonItemLines({ invoice: read.invoice }).invoice;
    if (!writeTruth(lib, join(out, 'truth'), name, truth)) continue;
    const t0 = performance.now();
    try {
      const r = await pdfToInvoice(new Uint8Array(readFileSync(pdf)), { embedded: 'ignore' });
      writeFileSync(join(out, 'pred', `${name}.xml`), writeCii(r.invoice));
    } catch (e) {
      console.error(`${variant}/${name}: ${(e as Error).message}`);
    }
    times.push(performance.now() - t0);
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify({ items: [] }));
  const json = join(out, 'score.json');
  const table = execFileSync(
    process.execPath,
    [join(scorerDir, 'score.mjs'), join(out, 'truth'), join(out, 'pred'), '--json', json],
    { encoding: 'utf8' },
  );
  const result = JSON.parse(readFileSync(json, 'utf8')) as {
    fields: Array<{ group: string; field: string; n: number; accuracy: number }>;
    files: FileScore[];
  };
  const rows = result.fields;
  const micro = (group: string) => {
    const g = rows.filter((r) => r.group === group);
    const n = g.reduce((a, r) => a + r.n, 0);
    return n ? ((g.reduce((a, r) => a + r.n * r.accuracy, 0) / n) * 100).toFixed(1) : 'n/a';
  };
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
  console.log(`=== ${variant} (${times.length} PDFs) ===\n${table}`);
  console.log(
    `${variant}: key fields ${micro('header')} %, line fields ${micro('line')} %, p95 ${p95.toFixed(0)} ms/PDF`,
  );
  const low = rows
    .filter((r) => r.n > 0 && r.accuracy < 0.95)
    .map((r) => `${r.field} ${(r.accuracy * 100).toFixed(0)} % (${r.n})`);
  console.log(`${variant}: under 95 %: ${low.join(', ')}`);
  console.log(`${variant}: per source (micro of the file's values): ${perSource(result.files)}\n`);
}

interface FileScore {
  name: string;
  values: number;
  wrong?: string[];
}

/** Micro per source: the name's part before "__" (set (g): the mirror; set (f): the test-suite folder). */
function perSource(files: FileScore[]): string {
  const by = new Map<string, { n: number; wrong: number; files: number }>();
  for (const f of files) {
    const k = f.name.split('__')[0] ?? f.name;
    const a = by.get(k) ?? { n: 0, wrong: 0, files: 0 };
    a.n += f.values;
    a.wrong += f.wrong?.length ?? 0;
    a.files++;
    by.set(k, a);
  }
  return [...by]
    .map(([k, a]) => `${k} ${a.n ? (((a.n - a.wrong) / a.n) * 100).toFixed(1) : 'n/a'} % (${a.files})`)
    .join(', ');
}

const variants = (values.variant as string).split(',');
if (!values['no-print']) for (const v of variants) if (v.startsWith('html-')) await printHtml(v.slice(5));
for (const v of variants) await scoreVariant(v);
