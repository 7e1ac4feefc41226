/**
 * Agreement with the official KoSIT validator on faulty documents.
 *
 *   node bench/src/agreement.ts [--wide] [--per-key N] [--keep DIR] [--filter REGEX] [--no-cache] [--cached-only] [--verbose]
 *                               [--rc-seed N] [--rc-per-base N]
 *
 * Builds a set of faulty documents: every mutation of `mutations/catalog.ts` applied to self-made
 * base invoices (the kitchen sink written as UBL Invoice, UBL CreditNote and CII, with the XRechnung
 * and the plain EN 16931 identifier) and to a few files of the XRechnung test suite (when present).
 * Validates each with our `validateXml` and with the official validator (one JVM batch) and compares
 * per document: the accepted flag, the set of rule ids at level error, the set at level warning.
 * Prints the agreement percentages and every disagreement. Exit code 1 when any document disagrees.
 *
 * --wide widens the net (the "larger set"): every file of the XRechnung test suite is a base (XRechnung
 * CIUS, Extension, CVD; UBL and CII), plus derived bases — each UBL invoice rewritten as a UBL CreditNote,
 * each CII invoice with type code 381, and a few with the plain EN 16931 identifier — and besides the
 * catalog the systematic mutations of `mutations/systematic.ts` (every element deleted, emptied,
 * duplicated, …; each kind of edit at each element path in at most N bases, --per-key, default 1).
 * The test-suite files are read at run time from the corpus folder; nothing of them is stored.
 *
 * Both sets also hold the seeded random combinations of 2–4 catalog faults (`__rc-`, see
 * `mutations/random.ts`; 160 per base of the default set). --rc-seed / --rc-per-base draw another
 * set (to look for new disagreements: `--filter '__rc-' --rc-seed 11 --rc-per-base 300`).
 *
 * --cached-only compares only the documents whose official verdict is in the cache (no JVM run).
 *
 * The official verdicts are cached by document content in bench/results/agreement-official.json
 * (the official validator is deterministic); --no-cache ignores the cache. Without the official
 * validator the script prints a "skipping" line and exits 0.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { validateXml, writeCii, writeUbl } from '@ic/einvoice';
import { validKitchenSink } from '../../packages/einvoice/src/ubl/fixtures.ts';
import { TESTSUITE_DIR } from './corpus.ts';
import { MUTATIONS } from './mutations/catalog.ts';
import { randomCombinations } from './mutations/random.ts';
import { systematic } from './mutations/systematic.ts';
import { NotApplicable, XmlDoc } from './mutations/xml-edit.ts';
import {
  diffNormalized,
  type NormalizedResult,
  normalize,
  officialStatus,
  runOfficial,
  sortedUnique,
} from './official.ts';

export interface Base {
  name: string;
  syntax: 'ubl' | 'cii';
  xml: string;
  /** false: only the systematic mutations (derived bases, to keep --wide at a runnable size) */
  catalog?: boolean;
}

/** Test-suite files used as additional bases (small ones of each kind). */
const SUITE_BASES = [
  'business-cases/standard/01.01a-INVOICE_ubl.xml',
  'business-cases/standard/01.01a-INVOICE_uncefact.xml',
  'business-cases/standard/01.13a-INVOICE_ubl.xml',
  'business-cases/standard/01.13a-INVOICE_uncefact.xml',
  'technical-cases/cius/01.05_minimal_test_ubl.xml',
  'technical-cases/cius/01.05_minimal_test_uncefact.xml',
  'business-cases/extension/04.05a-INVOICE_uncefact.xml',
  'business-cases/extension/04.01a-INVOICE_ubl.xml',
];

export function selfMadeBases(): Base[] {
  return [
    { name: 'ks-ubl-xr', syntax: 'ubl', xml: writeUbl(validKitchenSink('380'), { profile: 'xrechnung' }) },
    { name: 'ks-ubl-cn-xr', syntax: 'ubl', xml: writeUbl(validKitchenSink('381'), { profile: 'xrechnung' }) },
    { name: 'ks-cii-xr', syntax: 'cii', xml: writeCii(validKitchenSink('380'), { profile: 'xrechnung' }) },
    { name: 'ks-cii-cn-xr', syntax: 'cii', xml: writeCii(validKitchenSink('381'), { profile: 'xrechnung' }) },
    { name: 'ks-ubl-en', syntax: 'ubl', xml: writeUbl(validKitchenSink('380'), { profile: 'en16931' }) },
    { name: 'ks-cii-en', syntax: 'cii', xml: writeCii(validKitchenSink('380'), { profile: 'en16931' }) },
  ];
}

export function suiteBases(dir = TESTSUITE_DIR): Base[] {
  const out: Base[] = [];
  for (const rel of SUITE_BASES) {
    const p = join(dir, rel);
    if (!existsSync(p)) continue;
    const xml = readFileSync(p, 'utf8');
    out.push({
      name: `ts-${basename(rel, '.xml').replace(/-INVOICE|_test/g, '')}`,
      syntax: rel.includes('_ubl') ? 'ubl' : 'cii',
      xml,
    });
  }
  return out;
}

/**
 * Embedded attachments cut to a few bytes of the same kind (a PDF header in base64): thousands of
 * mutated copies of a 400 kB document would not fit in memory, and the content is not what we test.
 */
export function shrinkAttachments(xml: string): string {
  return xml.replace(
    /(<(?:cbc:EmbeddedDocumentBinaryObject|ram:AttachmentBinaryObject)\b[^>]*>)[^<]{200,}(<\/)/g,
    '$1JVBERi0xLjQK$2',
  );
}

/** Every file of the test suite (sorted paths), for --wide. */
export function allSuiteBases(dir = TESTSUITE_DIR): Base[] {
  if (!existsSync(dir)) return [];
  const rels = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.xml'))
    .map((f) => f.split('\\').join('/'))
    .sort();
  return rels.map((rel) => ({
    name: `ts-${basename(rel, '.xml').replace(/-INVOICE|_test|_INVOICE/g, '')}`,
    syntax: /_ubl\.xml$/.test(rel) ? 'ubl' : 'cii',
    xml: shrinkAttachments(readFileSync(join(dir, rel), 'utf8')),
  }));
}

const XR_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** A UBL invoice rewritten as a UBL CreditNote (type 381); undefined when not a UBL invoice. */
export function ublAsCreditNote(xml: string): string | undefined {
  if (!/<(\w+:)?Invoice[\s>]/.test(xml.slice(0, 3000))) return undefined;
  let x = xml
    .replace(/(<\/?(?:\w+:)?)Invoice([\s>])/g, '$1CreditNote$2')
    .replace(
      'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
    )
    .replace(/(<\/?cac:)InvoiceLine([\s>])/g, '$1CreditNoteLine$2')
    .replace(/(<\/?cbc:)InvoicedQuantity([\s>])/g, '$1CreditedQuantity$2')
    .replace(
      /<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>/,
      '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
    );
  // no header due date in a credit note; the tax point date comes before the type code
  x = x.replace(/\s*<cbc:DueDate>[^<]*<\/cbc:DueDate>/, '');
  const tp = /\s*<cbc:TaxPointDate>[^<]*<\/cbc:TaxPointDate>/.exec(x);
  if (tp) {
    x = x.replace(tp[0], '');
    x = x.replace(/(\s*)<cbc:CreditNoteTypeCode>/, `$1${tp[0].trim()}$1<cbc:CreditNoteTypeCode>`);
  }
  return x;
}

/** Derived bases for --wide: credit notes of each kind, and the plain EN 16931 identifier on some. */
export function derivedBases(suite: Base[]): Base[] {
  const out: Base[] = [];
  for (const b of suite) {
    if (b.syntax === 'ubl') {
      const cn = ublAsCreditNote(b.xml);
      if (cn && validateXml(cn).report.accepted) out.push({ name: `${b.name}-cn`, syntax: 'ubl', xml: cn });
    } else {
      const cn = b.xml.replace(
        /(<rsm:ExchangedDocument>[\s\S]*?<ram:TypeCode>)380(<\/ram:TypeCode>)/,
        '$1381$2',
      );
      if (cn !== b.xml && validateXml(cn).report.accepted)
        out.push({ name: `${b.name}-cn`, syntax: 'cii', xml: cn });
    }
  }
  // the plain EN 16931 identifier: every fourth base of each syntax
  const plain = suite.filter((b) => b.xml.includes(`>${XR_ID}<`)).filter((_, i) => i % 4 === 0);
  for (const b of plain)
    out.push({
      name: `${b.name}-en`,
      syntax: b.syntax,
      xml: b.xml.replace(`>${XR_ID}<`, '>urn:cen.eu:en16931:2017<'),
    });
  // the catalog on every third derived base, the systematic mutations on all
  return out.map((b, i) => (i % 3 === 0 ? b : { ...b, catalog: false }));
}

export interface Doc {
  name: string;
  base: string;
  mutation: string;
  group: string;
  xml: string;
}

/**
 * The seeded random combinations of 2–4 catalog faults (`__rc-`, mutations/random.ts) on the
 * self-made bases and the test-suite bases of the default set, the same documents with and without
 * --wide (one set of official verdicts).
 */
export function randomDocuments(filter?: RegExp, opts: { seed?: number; perBase?: number } = {}): Doc[] {
  const docs: Doc[] = [];
  for (const [base, list] of randomCombinations([...selfMadeBases(), ...suiteBases()], MUTATIONS, opts)) {
    for (const r of list) {
      const name = `${base}__${r.name}`;
      if (filter && !filter.test(name)) continue;
      docs.push({ name, base, mutation: r.name, group: r.group, xml: r.xml });
    }
  }
  return docs;
}

/** Every applicable (base, mutation) pair, plus the unmutated bases (and with `perKey` the systematic ones). */
export function buildDocuments(bases: Base[], filter?: RegExp, perKey = 0): Doc[] {
  const docs: Doc[] = [];
  const seen = new Map<string, number>();
  for (const b of bases) {
    if (!filter || filter.test(`${b.name}__valid`))
      docs.push({ name: `${b.name}__valid`, base: b.name, mutation: 'valid', group: 'valid', xml: b.xml });
    for (const m of b.catalog === false ? [] : MUTATIONS) {
      const edit = b.syntax === 'ubl' ? m.ubl : m.cii;
      if (!edit || (m.bases && !m.bases.test(b.name))) continue;
      const name = `${b.name}__${m.name}`;
      if (filter && !filter.test(name)) continue;
      const d = new XmlDoc(b.xml);
      try {
        edit(d);
      } catch (e) {
        if (e instanceof NotApplicable) continue;
        throw new Error(`${name}: ${(e as Error).message}`);
      }
      if (d.xml === b.xml) continue;
      docs.push({ name, base: b.name, mutation: m.name, group: m.group, xml: d.xml });
    }
    if (perKey > 0) {
      const kind = `${b.syntax}|${/<(\w+:)?CreditNote[\s>]/.test(b.xml.slice(0, 3000)) ? 'cn' : 'inv'}`;
      for (const g of systematic(b.xml, kind, seen, perKey)) {
        const name = `${b.name}__${g.name}`;
        if (filter && !filter.test(name)) continue;
        docs.push({ name, base: b.name, mutation: g.name, group: g.group, xml: g.xml });
      }
    }
  }
  return docs;
}

export function ours(xml: string, file: string): NormalizedResult {
  const { report } = validateXml(xml);
  return {
    file,
    accepted: report.accepted,
    errors: sortedUnique(report.messages.filter((m) => m.level === 'error').map((m) => m.id)),
    warnings: sortedUnique(report.messages.filter((m) => m.level === 'warning').map((m) => m.id)),
  };
}

const CACHE_FILE = resolve(import.meta.dirname, '..', 'results', 'agreement-official.json');

type Cache = Record<string, Omit<NormalizedResult, 'file'>>;

function loadCache(): Cache {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Cache;
  } catch {
    return {};
  }
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

function pct(n: number, total: number): string {
  return `${((100 * n) / Math.max(1, total)).toFixed(1)}%`;
}

async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const keep = arg('--keep');
  const filterSrc = arg('--filter');
  const filter = filterSrc ? new RegExp(filterSrc) : undefined;
  const useCache = !argv.includes('--no-cache');
  const verbose = argv.includes('--verbose');

  const status = officialStatus();
  if (!status.available) {
    console.log(`official validator not available: skipping the agreement check (${status.reason})`);
    return 0;
  }
  const wide = argv.includes('--wide');
  const perKey = wide ? Number(arg('--per-key') ?? 1) : 0;
  let bases = [...selfMadeBases(), ...suiteBases()];
  if (wide) {
    const suite = allSuiteBases();
    bases = [...selfMadeBases(), ...suite, ...derivedBases(suite)];
  }
  const rcSeed = arg('--rc-seed');
  const rcPerBase = arg('--rc-per-base');
  const docs = [
    ...buildDocuments(bases, filter, perKey),
    ...randomDocuments(filter, {
      ...(rcSeed ? { seed: Number(rcSeed) } : {}),
      ...(rcPerBase ? { perBase: Number(rcPerBase) } : {}),
    }),
  ];
  const dir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'agreement-'));
  mkdirSync(dir, { recursive: true });
  const files = docs.map((d) => {
    const f = join(dir, `${d.name}.xml`);
    writeFileSync(f, d.xml);
    return f;
  });
  const syntaxCount = { ubl: 0, cii: 0 };
  for (const d of docs) syntaxCount[bases.find((b) => b.name === d.base)?.syntax ?? 'ubl']++;
  console.log(
    `agreement: ${docs.length} documents (${syntaxCount.ubl} UBL, ${syntaxCount.cii} CII) from ${bases.length} bases × ${MUTATIONS.length} mutations in ${dir}`,
  );

  // official verdicts (cached by content)
  const cache = useCache ? loadCache() : {};
  const keys = docs.map((d) => sha(d.xml));
  const cachedOnly = argv.includes('--cached-only');
  const todo = cachedOnly ? [] : files.filter((_, i) => !cache[keys[i] as string]);
  if (todo.length) {
    // in chunks (one JVM each): bounded output per run, and the cache keeps what is done
    const t0 = performance.now();
    const keyOf = new Map(files.map((f, i) => [f, keys[i] as string]));
    const CHUNK = 1000;
    for (let c = 0; c < todo.length; c += CHUNK) {
      const part = todo.slice(c, c + CHUNK);
      const results = await runOfficial(part);
      for (const r0 of results) {
        const r = normalize(r0);
        const k = keyOf.get(r0.input ?? r0.file);
        if (k) cache[k] = { accepted: r.accepted, errors: r.errors, warnings: r.warnings };
      }
      mkdirSync(resolve(CACHE_FILE, '..'), { recursive: true });
      writeFileSync(CACHE_FILE, JSON.stringify(loadCacheMerged(cache)));
      console.log(
        `official validator: ${Math.min(c + CHUNK, todo.length)}/${todo.length} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
  } else console.log('official validator: all verdicts from the cache');

  // --cached-only: compare the documents that have an official verdict already (no JVM run)
  if (cachedOnly) {
    const have = docs.map((_, i) => Boolean(cache[keys[i] as string]));
    for (const arr of [docs, files, keys] as unknown[][]) {
      const kept = arr.filter((_, i) => have[i]);
      arr.length = 0;
      arr.push(...kept);
    }
  }
  // ours
  const t1 = performance.now();
  const mine = docs.map((d, i) => ours(d.xml, files[i] as string));
  const oursMs = (performance.now() - t1) / docs.length;

  let sameAccepted = 0;
  let sameErrors = 0;
  let sameWarnings = 0;
  let full = 0;
  const byGroup = new Map<string, { n: number; ok: number }>();
  const disagreements: string[] = [];
  docs.forEach((d, i) => {
    const off = cache[keys[i] as string];
    const me = mine[i] as NormalizedResult;
    if (!off) throw new Error(`no official verdict for ${d.name}`);
    const o: NormalizedResult = { file: d.name, ...off };
    const a = me.accepted === o.accepted;
    const e = me.errors.join() === o.errors.join();
    const w = me.warnings.join() === o.warnings.join();
    if (a) sameAccepted++;
    if (e) sameErrors++;
    if (w) sameWarnings++;
    const g = byGroup.get(d.group) ?? { n: 0, ok: 0 };
    g.n++;
    if (a && e && w) {
      full++;
      g.ok++;
      if (verbose)
        console.log(`  ✔ ${d.name}: ${o.accepted ? 'accepted' : 'rejected'} ${o.errors.join(' ')}`);
    } else {
      disagreements.push(
        `  ✖ ${d.name}: ${diffNormalized(me, o).join('; ')}  [official: ${o.accepted ? 'accepted' : 'rejected'}; errors ${o.errors.join(' ') || '-'}; warnings ${o.warnings.join(' ') || '-'}]`,
      );
    }
    byGroup.set(d.group, g);
  });
  const n = docs.length;
  if (disagreements.length) {
    console.log(`disagreements (ours vs official):`);
    for (const l of disagreements) console.log(l);
  }
  console.log('by group:');
  for (const [g, c] of [...byGroup].sort()) console.log(`  ${g.padEnd(16)} ${c.ok}/${c.n}`);
  console.log(
    `agreement over ${n} documents: accepted flag ${sameAccepted}/${n} (${pct(sameAccepted, n)}), error ids ${sameErrors}/${n} (${pct(sameErrors, n)}), warning ids ${sameWarnings}/${n} (${pct(sameWarnings, n)}), all three ${full}/${n} (${pct(full, n)})`,
  );
  const rejected = docs.filter((_, i) => !cache[keys[i] as string]?.accepted).length;
  console.log(
    `official verdicts: ${n - rejected} accepted, ${rejected} rejected; ours took ${oursMs.toFixed(2)} ms/doc`,
  );
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return full === n ? 0 : 1;
}

/** Merges the on-disk cache with new entries (another run may have added some). */
function loadCacheMerged(cache: Cache): Cache {
  return { ...loadCache(), ...cache };
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exitCode = 2;
    },
  );
}
