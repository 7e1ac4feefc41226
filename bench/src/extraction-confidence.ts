/**
 * Does the review step point the user at the extractor's mistakes? For every value the corpus
 * scorer scores (header, VAT breakdown, lines), this pairs the verdict (right, wrong, missing)
 * with the confidence the extractor gave that field, and reports how many wrong values the
 * review form marks as doubtful (confidence below `--low`, the web form's LOW_CONFIDENCE, 0.8)
 * and how many right values it marks needlessly.
 *
 *   node bench/src/extraction-confidence.ts [--corpus DIR] [--out PRED_DIR] [--only-visible]
 *                                           [--set hidden|visible|all] [--low 0.8] [--list]
 *                                           [--by-confidence]
 *
 * A missing value needs no mark: the form shows the field empty (and the validator names it when
 * it is required). Lines are paired by position (the corpus scorer pairs them by similarity; the
 * two agree where the line count is right). `--list` prints each wrong value that is not marked;
 * `--by-confidence` the right/wrong counts of each field per confidence value given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeCii } from '@ic/einvoice';
import { extractInvoice, type FieldInfo } from '@ic/extract';
import { extractLayout } from '@ic/pdf';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/corpus/extraction') },
    out: { type: 'string', default: join(tmpdir(), 'extraction-confidence') },
    'only-visible': { type: 'boolean', default: false },
    set: { type: 'string', default: 'all' },
    low: { type: 'string', default: '0.8' },
    list: { type: 'boolean', default: false },
    'by-confidence': { type: 'boolean', default: false },
    scorer: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/score.mjs'),
    },
  },
});
const corpus = values.corpus as string;
const out = values.out as string;
const low = Number(values.low);
const scorer = values.scorer as string;
const pdfDir = join(corpus, 'pdf');
const truthDir = join(corpus, 'truth');
if (!existsSync(pdfDir) || !existsSync(scorer)) {
  console.log(`skipping: corpus (${pdfDir}) or scorer (${scorer}) not found`);
  process.exit(0);
}
mkdirSync(out, { recursive: true });

/** Where the extractor keeps each scored business term's confidence. */
const HEADER_PATH: Record<string, string> = {
  'BT-1': 'number',
  'BT-2': 'issueDate',
  'BT-3': 'typeCode',
  'BT-5': 'currency',
  'BT-9': 'dueDate',
  'BT-10': 'buyerReference',
  'BT-13': 'purchaseOrderReference',
  'BT-20': 'paymentTerms',
  'BT-27': 'seller.name',
  'BT-31': 'seller.vatId',
  'BT-32': 'seller.taxRegistrationId',
  'BT-35': 'seller.address.line1',
  'BT-37': 'seller.address.city',
  'BT-38': 'seller.address.postalCode',
  'BT-40': 'seller.address.countryCode',
  'BT-44': 'buyer.name',
  'BT-48': 'buyer.vatId',
  'BT-50': 'buyer.address.line1',
  'BT-52': 'buyer.address.city',
  'BT-53': 'buyer.address.postalCode',
  'BT-55': 'buyer.address.countryCode',
  'BT-84': 'paymentInstructions.creditTransfers[0].accountId',
  'BT-86': 'paymentInstructions.creditTransfers[0].providerId',
  'BT-106': 'totals.lineNetTotal',
  'BT-109': 'totals.taxExclusive',
  'BT-110': 'totals.vatTotal',
  'BT-112': 'totals.taxInclusive',
  'BT-115': 'totals.amountDue',
};
const VAT_PATH: Record<string, string> = {
  'BT-118': 'categoryCode',
  'BT-119': 'rate',
  'BT-116': 'taxableAmount',
  'BT-117': 'taxAmount',
};
const LINE_PATH: Record<string, string> = {
  'BT-126': 'id',
  'BT-153': 'item.name',
  'BT-129': 'quantity',
  'BT-130': 'unitCode',
  'BT-146': 'price.netPrice',
  'BT-131': 'netAmount',
  'BT-152': 'vatRate',
};

// 1. predictions and the extractor's field confidences
const confidences = new Map<string, Record<string, FieldInfo>>();
const predRows = new Map<string, Array<{ categoryCode: string; rate?: string; taxableAmount: string }>>();
for (const f of readdirSync(pdfDir).filter((x) => x.endsWith('.pdf'))) {
  const name = f.replace(/\.pdf$/, '');
  try {
    const layout = await extractLayout(new Uint8Array(readFileSync(join(pdfDir, f))));
    const { invoice, fields } = extractInvoice(layout);
    writeFileSync(join(out, `${name}.xml`), writeCii(invoice));
    confidences.set(name, fields);
    predRows.set(name, invoice.vatBreakdown);
  } catch (e) {
    console.error(`${f}: ${(e as Error).message}`);
  }
}

// 2. the corpus scorer's verdicts
const scoreJson = join(out, 'score.json');
const args = [scorer, truthDir, out, '--json', scoreJson];
if (values['only-visible']) args.push('--only-visible');
if (values.set !== 'all') args.push('--set', values.set as string);
execFileSync(process.execPath, args, { encoding: 'utf8' });
const result = JSON.parse(readFileSync(scoreJson, 'utf8')) as {
  files: Array<{ name: string; status: string; wrong: string[] }>;
};
const lib = (await import(pathToFileURL(join(scorer, '..', 'lib', 'normalize.mjs')).href)) as {
  isPresent: (kind: string, v: unknown) => boolean;
};
const en = (await import(pathToFileURL(join(scorer, '..', 'lib', 'en16931.mjs')).href)) as {
  HEADER_FIELDS: Array<[string, string, string]>;
  VAT_FIELDS: Array<[string, string, string]>;
  LINE_FIELDS: Array<[string, string, string]>;
};
const kindOf = new Map(
  [...en.HEADER_FIELDS, ...en.VAT_FIELDS, ...en.LINE_FIELDS].map(([k, , kind]) => [k, kind]),
);

interface Tally {
  right: number;
  rightLow: number;
  wrong: number;
  wrongLow: number;
  missing: number;
}
const tally = new Map<string, Tally>();
const total: Tally = { right: 0, rightLow: 0, wrong: 0, wrongLow: 0, missing: 0 };
const unmarked: string[] = [];
/** field → confidence → [right, wrong] */
const byConf = new Map<string, Map<string, [number, number]>>();
const add = (
  k: string,
  verdict: 'right' | 'wrong' | 'missing',
  isLow: boolean,
  what: string,
  conf: number | undefined,
) => {
  if (verdict !== 'missing') {
    const m = byConf.get(k) ?? new Map<string, [number, number]>();
    byConf.set(k, m);
    const c = m.get(String(conf ?? '-')) ?? [0, 0];
    c[verdict === 'right' ? 0 : 1]++;
    m.set(String(conf ?? '-'), c);
  }
  const t = tally.get(k) ?? { right: 0, rightLow: 0, wrong: 0, wrongLow: 0, missing: 0 };
  tally.set(k, t);
  for (const x of [t, total]) {
    if (verdict === 'missing') x.missing++;
    else if (verdict === 'right') {
      x.right++;
      if (isLow) x.rightLow++;
    } else {
      x.wrong++;
      if (isLow) x.wrongLow++;
    }
  }
  if (verdict === 'wrong' && !isLow) unmarked.push(what);
};

for (const file of result.files) {
  if (file.status !== 'ok') continue;
  const truth = JSON.parse(readFileSync(join(truthDir, `${file.name}.json`), 'utf8')) as {
    fields: Record<string, unknown>;
    vat_breakdown?: Array<Record<string, unknown>>;
    lines?: Array<Record<string, unknown>>;
    visible_in_text?: {
      fields?: Record<string, boolean>;
      vat_breakdown?: Array<Record<string, boolean>>;
      lines?: Array<Record<string, boolean>>;
    };
  };
  const fields = confidences.get(file.name) ?? {};
  const wrong = new Map<string, string>();
  for (const w of file.wrong) {
    const m = /^(\S+) truth=.* pred=(.*)$/.exec(w);
    if (m?.[1]) wrong.set(m[1], m[2] ?? 'null');
  }
  const vis = truth.visible_in_text;
  const judge = (key: string, bt: string, tv: unknown, path: string, visible: boolean | undefined) => {
    if (!lib.isPresent(kindOf.get(bt) ?? 'text', tv)) return;
    if (values['only-visible'] && visible === false) return;
    const conf = fields[path]?.confidence;
    const isLow = conf !== undefined && conf < low;
    const pred = wrong.get(key);
    const verdict = pred === undefined ? 'right' : pred === 'null' ? 'missing' : 'wrong';
    add(
      bt,
      verdict,
      isLow,
      `${file.name} ${key} conf=${conf ?? '-'} pred=${pred} truth=${JSON.stringify(tv)}`,
      conf,
    );
  };
  for (const [bt, path] of Object.entries(HEADER_PATH)) {
    judge(bt, bt, truth.fields[bt], path, vis?.fields?.[bt]);
  }
  // breakdown rows paired as the corpus scorer pairs them: category and rate, else rate, else base
  const rows = predRows.get(file.name) ?? [];
  const used = new Set<number>();
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  const pick = (ok: (r: (typeof rows)[number]) => boolean) => {
    const j = rows.findIndex((r, k) => !used.has(k) && ok(r));
    if (j >= 0) used.add(j);
    return j;
  };
  (truth.vat_breakdown ?? []).forEach((row, i) => {
    const cat = String(row['BT-118'] ?? '').toUpperCase();
    const rate = num(row['BT-119']);
    let j = pick((r) => r.categoryCode === cat && num(r.rate) === rate);
    if (j < 0 && rate !== undefined) j = pick((r) => num(r.rate) === rate);
    if (j < 0 && num(row['BT-116']) !== undefined)
      j = pick((r) => num(r.taxableAmount) === num(row['BT-116']));
    for (const [bt, path] of Object.entries(VAT_PATH))
      judge(
        `vat[${i}].${bt}`,
        bt,
        row[bt],
        `vatBreakdown[${Math.max(j, 0)}].${path}`,
        vis?.vat_breakdown?.[i]?.[bt],
      );
  });
  (truth.lines ?? []).forEach((row, i) => {
    for (const [bt, path] of Object.entries(LINE_PATH))
      judge(`line[${i}].${bt}`, bt, row[bt], `lines[${i}].${path}`, vis?.lines?.[i]?.[bt]);
  });
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`corpus: ${corpus}  doubtful = confidence below ${low}`);
console.log('field     right  marked   wrong  marked  missing');
for (const [bt, t] of [...tally].sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3)))) {
  console.log(
    `${bt.padEnd(8)} ${String(t.right).padStart(6)} ${pct(t.rightLow, t.right).padStart(7)} ${String(t.wrong).padStart(7)} ${pct(t.wrongLow, t.wrong).padStart(7)} ${String(t.missing).padStart(8)}`,
  );
}
console.log(
  `ALL      ${String(total.right).padStart(6)} ${pct(total.rightLow, total.right).padStart(7)} ${String(total.wrong).padStart(7)} ${pct(total.wrongLow, total.wrong).padStart(7)} ${String(total.missing).padStart(8)}`,
);
console.log(
  `wrong values the review form marks as doubtful: ${total.wrongLow}/${total.wrong} (${pct(total.wrongLow, total.wrong)}); right values marked needlessly: ${total.rightLow}/${total.right} (${pct(total.rightLow, total.right)})`,
);
if (values['by-confidence'])
  for (const [bt, m] of [...byConf].sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3))))
    console.log(
      `${bt.padEnd(8)} ${[...m]
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([c, [r, w]]) => `${c}: ${r}/${w}`)
        .join('  ')}`,
    );
if (values.list) for (const u of unmarked) console.log(`  unmarked: ${u.slice(0, 220)}`);
