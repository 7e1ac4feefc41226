/**
 * Held-out set (b) of issue 19: real hybrid PDFs (ZUGFeRD / Factur-X / XRechnung) from a folder
 * (gathered by `bench/gather-real.sh`, never committed). Each PDF's embedded invoice XML is the
 * truth — found by our attachment finder, read by our own readers (`readInvoice`), written as CII
 * and read back by the corpus scorer's reader (`truth-file.ts`), so truth and scoring follow the
 * corpus's rules; heading, subtotal and note lines (quantity 0, no price) are no items of the truth
 * (`dropNonItemLines`, as the pipeline does for embedded XML). The prediction is the PDF pipeline with the embedded XML ignored (`pdfToInvoice`
 * with `embedded: 'ignore'`): the layout extractor on the text layer.
 *
 * Left out: PDFs without an invoice XML (or one our readers refuse — listed), duplicates (same
 * invoice number and seller as a file already taken), and invoices of the visible corpus (same
 * number and seller as one of its truths).
 *
 *   node bench/src/extraction-real.ts DIR [--out /tmp/heldout-b-run] [--lib SCORER_DIR] [--list] [--only-visible]
 *     [--exclude OTHER_DIR ...]
 *
 * `--exclude OTHER_DIR` leaves out the invoices of another set's PDFs as well (same number and
 * seller as one of them): set (e) is scored with `--exclude /tmp/heldout-b`. The score is also
 * given per source (repository · the PDF's producer), as the mean score per file.
 *
 * Each truth carries `visible_in_text` marks (visibility.ts); `--only-visible` adds a second score
 * over the values the page prints.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Invoice, readInvoice, writeCii } from '@ic/einvoice';
import { dropNonItemLines, pdfToInvoice } from '@ic/extract';
import { embeddedInvoiceOf, extractLayout, inspectPdf, type PdfInspection } from '@ic/pdf';
import { scorerLib, writeTruth } from './truth-file.ts';
import { visibilityMarks } from './visibility.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '/tmp/heldout-b-run' },
    lib: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score') },
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/corpus/extraction') },
    list: { type: 'boolean', default: false },
    'only-visible': { type: 'boolean', default: false },
    exclude: { type: 'string', multiple: true },
  },
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: extraction-real.ts DIR [--out DIR] [--lib SCORER_DIR] [--list] [--exclude DIR]');
  process.exit(2);
}
const scorerDir = values.lib as string;
const lib = await scorerLib(join(scorerDir, 'lib/en16931.mjs'));
const lists = (await import(pathToFileURL(join(scorerDir, 'lib/en16931.mjs')).href)) as Parameters<
  typeof visibilityMarks
>[2];
const out = values.out as string;
rmSync(out, { recursive: true, force: true });
for (const d of ['truth', 'pred']) mkdirSync(join(out, d), { recursive: true });

const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '');
type Fields = Record<string, unknown>;
const keyOf = (f: Fields) => `${norm(f['BT-1'])}|${norm(f['BT-27'])}`;

// invoices of the visible corpus (number + seller), and those already taken
const corpusKeys = new Set<string>();
const corpusTruth = join(values.corpus as string, 'truth');
for (const f of readdirSync(corpusTruth))
  corpusKeys.add(
    keyOf((JSON.parse(readFileSync(join(corpusTruth, f), 'utf8')) as { fields: Fields }).fields),
  );
const seen = new Set<string>(corpusKeys);

type Read =
  | { ok: true; truth: Invoice; key: string; producer: string }
  | { ok: false; why: 'no invoice XML' | 'unreadable'; detail?: string };
/** The truth of one PDF: its embedded invoice XML read by our readers, with its number + seller key. */
async function truthOf(bytes: Uint8Array): Promise<Read> {
  let inspection: PdfInspection | undefined;
  try {
    inspection = await inspectPdf(bytes);
  } catch {
    inspection = undefined;
  }
  const found = inspection ? embeddedInvoiceOf(inspection) : undefined;
  if (!inspection || !found) return { ok: false, why: 'no invoice XML' };
  const read = readInvoice(found.xml);
  if (!read.ok) return { ok: false, why: 'unreadable', detail: `${found.name}: ${read.error.code}` };
  // a heading, subtotal or note line of the XML is no item of the truth either
  const truth = dropNonItemLines({ invoice: read.invoice }).invoice;
  const t = lib.extractInvoice(writeCii(truth)) as { fields: Fields } | null;
  const producer = (inspection.info.producer || inspection.info.creator || '?')
    .replace(/[\s(;,].*$/, '')
    .slice(0, 24);
  return { ok: true, truth, key: t ? keyOf(t.fields) : '', producer };
}

const pdfsOf = (d: string) =>
  readdirSync(d)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();

// invoices of other sets (--exclude DIR: e.g. set (b)'s PDFs when scoring set (e))
const otherKeys = new Set<string>();
for (const d of (values.exclude as string[] | undefined) ?? [])
  for (const file of pdfsOf(d)) {
    const r = await truthOf(new Uint8Array(readFileSync(join(d, file))));
    if (r.ok && !corpusKeys.has(r.key)) otherKeys.add(r.key);
  }

const skipped: Record<string, string[]> = {
  'no invoice XML': [],
  unreadable: [],
  duplicate: [],
  corpus: [],
  'other set (--exclude)': [],
};
/** the source of each file scored: repository (file name before "--") and the PDF's producer */
const sourceOf = new Map<string, string>();
let taken = 0;
for (const file of pdfsOf(dir)) {
  const bytes = new Uint8Array(readFileSync(join(dir, file)));
  const name = file.replace(/\.pdf$/i, '');
  const r = await truthOf(bytes);
  if (!r.ok) {
    skipped[r.why]?.push(r.detail ? `${file} (${r.detail})` : file);
    continue;
  }
  if (seen.has(r.key) || otherKeys.has(r.key)) {
    const why = corpusKeys.has(r.key)
      ? 'corpus'
      : otherKeys.has(r.key)
        ? 'other set (--exclude)'
        : 'duplicate';
    skipped[why]?.push(file);
    continue;
  }
  seen.add(r.key);
  if (!writeTruth(lib, join(out, 'truth'), name, r.truth)) continue;
  taken++;
  sourceOf.set(name, `${name.split('--')[0]} · ${r.producer}`);
  await markVisible(bytes, join(out, 'truth', `${name}.json`));
  try {
    const p = await pdfToInvoice(bytes, { embedded: 'ignore' });
    writeFileSync(join(out, 'pred', `${name}.xml`), writeCii(p.invoice));
  } catch (e) {
    // no prediction (scanned, unreadable text): the scorer counts the file as missed
    console.error(`${file}: ${(e as Error).message}`);
  }
}

/** Adds `visible_in_text` marks to a truth file: which truth values the page prints (score.mjs --only-visible). */
async function markVisible(bytes: Uint8Array, tf: string): Promise<void> {
  const text = await extractLayout(bytes).then(
    (l) => l.pages.flatMap((p) => p.lines.map((x) => x.text)).join('\n'),
    () => undefined,
  );
  if (text === undefined) return;
  const tj = JSON.parse(readFileSync(tf, 'utf8')) as {
    fields: Fields;
    vat_breakdown: Fields[];
    lines: Fields[];
  };
  const marks = visibilityMarks(text, { fields: tj.fields, vat: tj.vat_breakdown, lines: tj.lines }, lists);
  writeFileSync(tf, JSON.stringify({ ...tj, visible_in_text: marks }));
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify({ items: [] }));

console.log(`${taken} invoices scored from ${dir}`);
for (const [why, files] of Object.entries(skipped)) {
  console.log(`left out, ${why}: ${files.length}`);
  if (values.list) for (const f of files) console.log(`  ${f}`);
}
interface FieldRow {
  group: string;
  field: string;
  n: number;
  accuracy: number;
}
/** Scores with the corpus scorer (all truth values, or only those the page prints). */
function score(onlyVisible: boolean): void {
  const json = join(out, onlyVisible ? 'score-visible.json' : 'score.json');
  const args = [join(scorerDir, 'score.mjs'), join(out, 'truth'), join(out, 'pred'), '--json', json];
  console.log(
    execFileSync(process.execPath, onlyVisible ? [...args, '--only-visible'] : args, { encoding: 'utf8' }),
  );
  const rows = (JSON.parse(readFileSync(json, 'utf8')) as { fields: FieldRow[] }).fields;
  const micro = (group: string) => {
    const g = rows.filter((r) => r.group === group);
    const n = g.reduce((a, r) => a + r.n, 0);
    return n ? ((g.reduce((a, r) => a + r.n * r.accuracy, 0) / n) * 100).toFixed(1) : 'n/a';
  };
  console.log(
    `${onlyVisible ? 'only visible values: ' : ''}key fields ${micro('header')} %, line fields ${micro('line')} %`,
  );
  bySource(JSON.parse(readFileSync(json, 'utf8')) as { files: { name: string; score: number }[] });
}
/** Mean score per file, by source (repository · producer). */
function bySource(result: { files: { name: string; score: number }[] }): void {
  const groups = new Map<string, number[]>();
  for (const f of result.files) {
    const k = sourceOf.get(f.name) ?? '?';
    groups.set(k, [...(groups.get(k) ?? []), f.score ?? 0]);
  }
  for (const [k, v] of [...groups].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(
      `  ${k}: ${v.length} files, mean ${((v.reduce((a, x) => a + x, 0) / v.length) * 100).toFixed(1)} %`,
    );
}
score(false);
if (values['only-visible']) score(true);
