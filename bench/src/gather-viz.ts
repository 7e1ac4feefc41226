/**
 * Held-out set (g) of issue 19 (session 13): OTHER invoices for the official XRechnung
 * visualisation. `bench/gather-viz.sh` unpacks every XML of the listed bare mirrors into
 * CAND/<mirror>/<path>; this script keeps the files our readers read as an invoice (with lines)
 * that our validator accepts (KoSIT scenario, or the Factur-X profile rules for ZUGFeRD/Factur-X
 * profiles), drops duplicates by (number, seller) (stephanstapel's generated copies), drops
 * everything that is a test-suite invoice or has a test-suite invoice's element structure (the
 * schematron instances are mutations of them), and picks a varied set, round robin over the sources
 * (credit notes, several VAT rates, allowances/charges, many lines, foreign buyers, direct debit,
 * card, no bank, notes first). The picks are copied flat to OUT (nothing of the mirrors is
 * committed).
 *
 *   node bench/src/gather-viz.ts CAND OUT [--testsuite DIR] [--max 75] [--per-source 8]
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { type Invoice, parseXml, readInvoice, validateXml, type XmlElement } from '@ic/einvoice';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    testsuite: { type: 'string', default: '/work/shared/corpus/xrechnung-testsuite' },
    max: { type: 'string', default: '75' },
    'per-source': { type: 'string', default: '8' },
  },
});
const [cand, out] = positionals;
if (!cand || !out) throw new Error('usage: gather-viz.ts CAND OUT');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : n.toLowerCase().endsWith('.xml') ? [p] : [];
  });
}

/** The distinct element paths (local names) of a document, sorted: its structure. */
function structure(bytes: Uint8Array): string {
  const r = parseXml(bytes);
  if (!r.ok) return '';
  const paths = new Set<string>();
  const visit = (e: XmlElement, at: string) => {
    const p = `${at}/${e.local}`;
    paths.add(p);
    for (const c of e.children) visit(c, p);
  };
  visit(r.root, '');
  return [...paths].sort().join('\n');
}

interface Candidate {
  path: string;
  source: string;
  key: string;
  shape: string;
  features: string[];
}

/** What makes an invoice interesting for the visualisation. */
function features(inv: Invoice): string[] {
  const f: string[] = [];
  const pay = inv.paymentInstructions;
  if (inv.typeCode === '381' || inv.typeCode === '261') f.push('credit');
  if (new Set(inv.vatBreakdown.map((v) => `${v.categoryCode}${v.rate?.toString() ?? ''}`)).size > 1)
    f.push('rates');
  if (inv.allowances.length + inv.charges.length > 0) f.push('allow/charge');
  if (inv.lines.length >= 6) f.push('many-lines');
  if (inv.lines.some((l) => l.item.name.length > 60) || inv.seller.name.length > 50) f.push('long-names');
  if (inv.buyer.address.countryCode && inv.buyer.address.countryCode !== inv.seller.address.countryCode)
    f.push('foreign');
  if (pay?.directDebit) f.push('direct-debit');
  if (pay?.card) f.push('card');
  if (!pay?.creditTransfers?.length) f.push('no-bank');
  if (inv.notes.length > 0) f.push('notes');
  return f;
}

function readCandidate(path: string, source: string): Candidate | undefined {
  const bytes = new Uint8Array(readFileSync(path));
  const read = readInvoice(bytes);
  if (!read.ok || read.invoice.lines.length === 0) return undefined;
  const inv = read.invoice;
  const key = `${inv.number}\t${inv.seller.name}`.toLowerCase();
  return { path, source, key, shape: structure(bytes), features: features(inv) };
}

function accepted(path: string): boolean {
  try {
    return validateXml(new Uint8Array(readFileSync(path)), { facturx: true }).report.accepted;
  } catch {
    return false;
  }
}

const suite = walk(values.testsuite as string)
  .map((p) => readCandidate(p, 'testsuite'))
  .filter((c): c is Candidate => !!c);
const seenKeys = new Set(suite.map((c) => c.key));
const suiteShapes = new Set(suite.map((c) => c.shape));
const bySource = new Map<string, Candidate[]>();
const counts = { files: 0, invoices: 0, duplicate: 0, invalid: 0 };
for (const source of readdirSync(cand).sort()) {
  for (const path of walk(join(cand, source)).sort()) {
    counts.files++;
    // test files of a validator that say they are not valid, whatever our validator says
    if (/invalid|violation|not_validating|\/fail\//i.test(path)) continue;
    const c = readCandidate(path, source);
    if (!c) continue;
    counts.invoices++;
    if (seenKeys.has(c.key) || suiteShapes.has(c.shape)) {
      counts.duplicate++;
      continue;
    }
    if (!accepted(path)) {
      counts.invalid++;
      continue;
    }
    seenKeys.add(c.key);
    bySource.set(source, [...(bySource.get(source) ?? []), c]);
  }
}

/** Per source: greedily the candidate that adds the most features not yet picked, then the richest. */
function order(list: Candidate[]): Candidate[] {
  const rest = [...list];
  const have = new Set<string>();
  const picked: Candidate[] = [];
  while (rest.length) {
    const gain = (c: Candidate) => c.features.filter((f) => !have.has(f)).length * 10 + c.features.length;
    rest.sort((a, b) => gain(b) - gain(a) || a.path.localeCompare(b.path));
    const c = rest.shift() as Candidate;
    for (const f of c.features) have.add(f);
    picked.push(c);
  }
  return picked;
}

const max = Number(values.max);
const per = Number(values['per-source']);
const queues = [...bySource.entries()].map(([s, l]) => [s, order(l).slice(0, per)] as const);
const picks: Candidate[] = [];
for (let round = 0; picks.length < max && round < per; round++)
  for (const [, q] of queues) if (q[round] && picks.length < max) picks.push(q[round] as Candidate);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const tsv: string[] = [];
for (const c of picks) {
  const name = `${c.source.replace(/^.*\+/, '')}__${basename(c.path).replace(/\.xml$/i, '')}.xml`;
  copyFileSync(c.path, join(out, name));
  tsv.push([name, c.source, relative(join(cand, c.source), c.path), c.features.join(',')].join('\t'));
}
writeFileSync(join(out, '..', `${basename(out)}.picks.tsv`), `${tsv.join('\n')}\n`);
const feat = new Map<string, number>();
for (const c of picks) for (const f of c.features) feat.set(f, (feat.get(f) ?? 0) + 1);
console.log(JSON.stringify({ ...counts, kept: picks.length, features: Object.fromEntries(feat) }));
for (const [s, l] of bySource)
  console.log(`${s}\t${l.length} unique valid, ${picks.filter((c) => c.source === s).length} picked`);
