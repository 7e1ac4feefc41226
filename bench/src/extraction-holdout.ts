/**
 * Builds a local hold-out set for the extractor from public hybrid PDFs (ZUGFeRD / Factur-X /
 * XRechnung with embedded XML) that were fetched into a mirror folder. Nothing of it is committed:
 * the PDFs and the truth files go to bench/results/holdout (git-ignored).
 *
 *   node bench/src/extraction-holdout.ts [--mirror DIR] [--out DIR] [--max-pages N] [--exclude DIR]...
 *   node bench/src/extraction-score.ts --corpus bench/results/holdout [--set hidden]
 *
 * Each PDF's embedded invoice XML is the truth, read by the corpus scorer's own EN 16931 reader
 * (../shared/tools/extraction-score/lib/en16931.mjs), so truth and scoring follow the same rules
 * as the corpus. The extractor reads only the text layer, so the embedded XML does not help it.
 *
 * Files already in the visible corpus (same invoice number and seller) are left out. A file whose
 * seller appears in the visible corpus gets split "visible", every other one "hidden", so
 * `--set hidden` scores only sellers (and mostly templates) the extractor was never tuned on.
 * `--exclude DIR` (repeatable) leaves out every invoice (number and seller) that an earlier
 * hold-out folder DIR already holds, so a new folder has only files never measured before.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { extractLayout, findEmbeddedInvoice } from '@ic/pdf';
import { squash, visibleValue } from './visibility.ts';

const { values } = parseArgs({
  options: {
    mirror: { type: 'string', default: '/work/.mirror' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/holdout') },
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/corpus/extraction') },
    'max-pages': { type: 'string', default: '12' },
    // earlier hold-out folders whose invoices (number + seller) are left out
    exclude: { type: 'string', multiple: true, default: [] },
    // compare this builder's visibility marks with the corpus truths' own, and stop
    'check-visible': { type: 'boolean', default: false },
    lib: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/lib/en16931.mjs'),
    },
  },
});

type Fields = Record<string, unknown>;
interface TruthRead {
  syntax: string;
  profile: string;
  fields: Fields;
  vat: Fields[];
  lines: Fields[];
}
const lib = (await import(pathToFileURL(values.lib as string).href)) as {
  extractInvoice: (xml: string) => TruthRead | null;
  HEADER_FIELDS: Array<[string, string, string]>;
  VAT_FIELDS: Array<[string, string, string]>;
  LINE_FIELDS: Array<[string, string, string]>;
};

const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '');

// the visible corpus: invoice number + seller of each file, and the sellers
const visibleKeys = new Map<string, string[]>();
const visibleSellers = new Set<string>();
for (const f of readdirSync(join(values.corpus as string, 'truth'))) {
  const t = JSON.parse(readFileSync(join(values.corpus as string, 'truth', f), 'utf8')) as { fields: Fields };
  const key = `${norm(t.fields['BT-1'])}|${norm(t.fields['BT-27'])}`;
  visibleKeys.set(key, [...(visibleKeys.get(key) ?? []), f.replace(/\.json$/, '.pdf')]);
  visibleSellers.add(norm(t.fields['BT-27']));
}

// the invoices of earlier hold-out folders (--exclude)
const excludedKeys = new Set<string>();
for (const dir of values.exclude as string[]) {
  for (const f of readdirSync(join(dir, 'truth'))) {
    const t = JSON.parse(readFileSync(join(dir, 'truth', f), 'utf8')) as { fields: Fields };
    excludedKeys.add(`${norm(t.fields['BT-1'])}|${norm(t.fields['BT-27'])}`);
  }
}

// a PDF's text layer, one line per physical line (read once per file: copy check and visibility)
const textLayers = new WeakMap<Uint8Array, Promise<string | undefined>>();
function textLayer(bytes: Uint8Array): Promise<string | undefined> {
  let t = textLayers.get(bytes);
  if (!t) {
    t = extractLayout(bytes).then(
      (layout) => layout.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'),
      () => undefined,
    );
    textLayers.set(bytes, t);
  }
  return t;
}

// the words of a PDF's text layer, to tell another rendering of a corpus invoice from a copy
async function words(bytes: Uint8Array): Promise<Set<string>> {
  const text = (await textLayer(bytes)) ?? '';
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}
const visibleWords = new Map<string, Set<string>>();

async function visibility(bytes: Uint8Array, t: TruthRead): Promise<unknown> {
  const text = await textLayer(bytes);
  if (text === undefined) return undefined;
  const flat = squash(text);
  const row = (fields: Array<[string, string, string]>, values: Fields) => {
    const o: Record<string, boolean> = {};
    for (const [k, , kind] of fields) {
      const v = visibleValue(kind, values[k], text, flat);
      if (v !== undefined) o[k] = v;
    }
    return o;
  };
  return {
    fields: row(lib.HEADER_FIELDS, t.fields),
    vat_breakdown: t.vat.map((r) => row(lib.VAT_FIELDS, r)),
    lines: t.lines.map((r) => row(lib.LINE_FIELDS, r)),
  };
}
async function sameAsCorpus(bytes: Uint8Array, pdfs: string[]): Promise<boolean> {
  const mine = await words(bytes);
  for (const name of pdfs) {
    let theirs = visibleWords.get(name);
    if (!theirs) {
      theirs = await words(new Uint8Array(readFileSync(join(values.corpus as string, 'pdf', name))));
      visibleWords.set(name, theirs);
    }
    let common = 0;
    for (const w of mine) if (theirs.has(w)) common++;
    const union = mine.size + theirs.size - common;
    if (union === 0 || common / union >= 0.85) return true;
  }
  return false;
}

if (values['check-visible']) {
  let agree = 0;
  let total = 0;
  const diffs = new Map<string, number>();
  const dir = join(values.corpus as string, 'truth');
  for (const f of readdirSync(dir)) {
    const t = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      fields: Fields;
      vat_breakdown: Fields[];
      lines: Fields[];
      visible_in_text?: {
        fields: Record<string, boolean>;
        vat_breakdown: Array<Record<string, boolean>>;
        lines: Array<Record<string, boolean>>;
      };
    };
    const bytes = new Uint8Array(
      readFileSync(join(values.corpus as string, 'pdf', f.replace(/\.json$/, '.pdf'))),
    );
    const mine = (await visibility(bytes, {
      syntax: '',
      profile: '',
      fields: t.fields,
      vat: t.vat_breakdown,
      lines: t.lines,
    })) as NonNullable<typeof t.visible_in_text>;
    const theirs = t.visible_in_text;
    if (!theirs || !mine) continue;
    const cmp = (
      a: Record<string, boolean> | undefined,
      b: Record<string, boolean> | undefined,
      where: string,
    ) => {
      for (const [k, v] of Object.entries(b ?? {})) {
        const m = a?.[k];
        if (m === undefined) continue;
        total++;
        if (m === v) agree++;
        else diffs.set(`${where}${k} ours=${m}`, (diffs.get(`${where}${k} ours=${m}`) ?? 0) + 1);
      }
    };
    cmp(mine.fields, theirs.fields, '');
    theirs.vat_breakdown.forEach((r, i) => {
      cmp(mine.vat_breakdown[i], r, 'vat.');
    });
    theirs.lines.forEach((r, i) => {
      cmp(mine.lines[i], r, 'line.');
    });
  }
  console.log(`visibility marks agree with the corpus truths: ${agree}/${total}`);
  console.log(
    [...diffs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, n]) => `  ${k}: ${n}`)
      .join('\n'),
  );
  process.exit(0);
}

const out = values.out as string;
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'pdf'), { recursive: true });
mkdirSync(join(out, 'truth'), { recursive: true });

const mirror = values.mirror as string;
const seenBlobs = new Set<string>();
const seenInvoices = new Set<string>();
const items: Record<string, unknown>[] = [];
const counts = {
  absent: 0,
  pdfs: 0,
  noXml: 0,
  notInvoice: 0,
  duplicate: 0,
  inCorpus: 0,
  excluded: 0,
  variants: 0,
  tooLong: 0,
  kept: 0,
};
const maxPages = Number(values['max-pages']);

for (const owner of readdirSync(mirror).sort()) {
  const git = join(mirror, owner, 'repo');
  if (!existsSync(git)) continue;
  let listing: string;
  try {
    listing = execFileSync('git', ['-C', git, 'ls-tree', '-r', 'HEAD'], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
  } catch {
    continue;
  }
  for (const row of listing.split('\n')) {
    const m = /^\d+ blob ([0-9a-f]+)\t(.+\.pdf)$/i.exec(row);
    if (!m) continue;
    const [, blob, path] = m as unknown as [string, string, string];
    if (seenBlobs.has(blob)) continue;
    seenBlobs.add(blob);
    counts.pdfs++;
    let bytes: Uint8Array;
    try {
      // a snapshot may list its largest files without holding them
      bytes = new Uint8Array(
        execFileSync('git', ['-C', git, 'cat-file', 'blob', blob], {
          maxBuffer: 1 << 28,
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      );
    } catch {
      counts.absent++;
      continue;
    }
    if (bytes.length > 20_000_000) continue;
    let xml: Uint8Array | undefined;
    try {
      xml = (await findEmbeddedInvoice(bytes))?.xml;
    } catch {
      xml = undefined;
    }
    if (!xml) {
      counts.noXml++;
      continue;
    }
    let truth: TruthRead | null = null;
    try {
      truth = lib.extractInvoice(new TextDecoder().decode(xml));
    } catch {
      truth = null;
    }
    if (!truth || truth.fields['BT-1'] == null) {
      counts.notInvoice++;
      continue;
    }
    const seller = norm(truth.fields['BT-27']);
    const key = `${norm(truth.fields['BT-1'])}|${seller}`;
    if (excludedKeys.has(key)) {
      counts.excluded++;
      continue;
    }
    // the same invoice as a corpus file: left out unless it is another rendering (other words)
    const corpusPdfs = visibleKeys.get(key);
    if (corpusPdfs && (await sameAsCorpus(bytes, corpusPdfs))) {
      counts.inCorpus++;
      continue;
    }
    const dupKey = `${key}|${norm(truth.fields['BT-112'])}|${truth.lines.length}`;
    if (seenInvoices.has(dupKey)) {
      counts.duplicate++;
      continue;
    }
    const pages = (new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    if (pages > maxPages) {
      counts.tooLong++;
      continue;
    }
    seenInvoices.add(dupKey);
    const name = `ho-${createHash('sha1').update(blob).digest('hex').slice(0, 10)}`;
    const split = visibleSellers.has(seller) ? 'visible' : 'hidden';
    if (corpusPdfs) counts.variants++;
    writeFileSync(join(out, 'pdf', `${name}.pdf`), bytes);
    writeFileSync(
      join(out, 'truth', `${name}.json`),
      JSON.stringify(
        {
          name,
          family: `inv-${createHash('sha1').update(seller).digest('hex').slice(0, 8)}`,
          split,
          source: { repo: owner.replace('+', '/'), path },
          syntax: truth.syntax,
          profile: truth.profile,
          fields: truth.fields,
          vat_breakdown: truth.vat,
          lines: truth.lines,
          visible_in_text: await visibility(bytes, truth),
        },
        null,
        1,
      ),
    );
    items.push({
      name,
      split,
      source_repo: owner.replace('+', '/'),
      source_path: path,
      seller: truth.fields['BT-27'],
    });
    counts.kept++;
  }
}
writeFileSync(
  join(out, 'manifest.json'),
  JSON.stringify({ description: 'local hold-out, not committed', items }, null, 1),
);
const hidden = items.filter((i) => i.split === 'hidden').length;
console.log(
  `PDFs ${counts.pdfs} (${counts.absent} absent from the snapshot); without invoice XML ${counts.noXml}; not an invoice ${counts.notInvoice}; in the corpus ${counts.inCorpus} (other renderings kept: ${counts.variants}); in --exclude folders ${counts.excluded}; duplicates ${counts.duplicate}; over ${maxPages} pages ${counts.tooLong}; kept ${counts.kept} (${hidden} with sellers not in the corpus) → ${out}`,
);
