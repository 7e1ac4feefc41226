/**
 * What the corpus scorer (score.mjs) does not score: the seller's contact (BT-41 name, BT-42
 * telephone, BT-43 e-mail), the buyer's contact (BT-56/57/58) and the delivery date (BT-72).
 * Truth = the `contact_fields` of the truth files a synthetic run writes (truth-file.ts), prediction
 * = PRED/NAME.xml read by our CII reader. Names compared without case and extra spaces, e-mails
 * without case, telephone numbers by their digits, dates as ISO dates. Per field: values in the
 * truth, right, wrong (another value read), missed (none read); `--templates a,b,…` also per
 * template (file syn-NNNN belongs to template NNNN mod their number, as in extraction-sets.ts).
 *
 *   node bench/src/extraction-contact.ts --dir /tmp/b9 [--templates din,billto,…] [--list]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Invoice, readCiiXml } from '@ic/einvoice';

const FIELDS = ['BT-41', 'BT-42', 'BT-43', 'BT-56', 'BT-57', 'BT-58', 'BT-72'] as const;
type Field = (typeof FIELDS)[number];
const LABEL: Record<Field, string> = {
  'BT-41': 'seller contact name',
  'BT-42': 'seller contact phone',
  'BT-43': 'seller contact e-mail',
  'BT-56': 'buyer contact name',
  'BT-57': 'buyer contact phone',
  'BT-58': 'buyer contact e-mail',
  'BT-72': 'delivery date',
};

/** The predicted value of a field. */
export function predicted(inv: Invoice, f: Field): string | undefined {
  const c = f < 'BT-50' ? inv.seller.contact : inv.buyer.contact;
  if (f === 'BT-72') return inv.delivery?.actualDeliveryDate;
  if (f === 'BT-41' || f === 'BT-56') return c?.name;
  if (f === 'BT-42' || f === 'BT-57') return c?.telephone;
  return c?.email;
}

/** The two values compared the way the field is written. */
export function same(f: Field, a: string, b: string): boolean {
  if (f === 'BT-42' || f === 'BT-57') return a.replace(/\D/g, '') === b.replace(/\D/g, '');
  const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

interface Tally {
  n: number;
  right: number;
  wrong: number;
  missed: number;
}

function score(dir: string, pick: (k: number) => boolean, list: boolean): Map<Field, Tally> {
  const tallies = new Map<Field, Tally>(FIELDS.map((f) => [f, { n: 0, right: 0, wrong: 0, missed: 0 }]));
  for (const file of readdirSync(join(dir, 'truth')).filter((x) => x.endsWith('.json'))) {
    const k = Number(/(\d+)\.json$/.exec(file)?.[1]);
    if (!pick(k)) continue;
    const truth = JSON.parse(readFileSync(join(dir, 'truth', file), 'utf8')) as {
      contact_fields?: Partial<Record<Field, string>>;
    };
    let inv: Invoice | undefined;
    try {
      const r = readCiiXml(readFileSync(join(dir, 'pred', file.replace(/\.json$/, '.xml'))));
      if (r.ok) inv = r.invoice;
    } catch {}
    for (const f of FIELDS) {
      const want = truth.contact_fields?.[f];
      if (!want) continue;
      const t = tallies.get(f) as Tally;
      t.n++;
      const got = inv ? predicted(inv, f) : undefined;
      if (got && same(f, want, got)) t.right++;
      else if (got) t.wrong++;
      else t.missed++;
      if (list && !(got && same(f, want, got))) console.log(`${file} ${f}: want ${want}, got ${got ?? '—'}`);
    }
  }
  return tallies;
}

const pct = (a: number, n: number) => (n ? `${((a / n) * 100).toFixed(1)} %` : '—');
function print(title: string, tallies: Map<Field, Tally>) {
  const cells = FIELDS.map((f) => {
    const t = tallies.get(f) as Tally;
    return t.n ? `${pct(t.right, t.n)} (${t.right}/${t.n})` : '—';
  });
  console.log(`| ${title} | ${cells.join(' | ')} |`);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      templates: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  if (!values.dir) {
    console.error('usage: extraction-contact.ts --dir DIR [--templates a,b,…] [--list]');
    process.exit(2);
  }
  const dir = values.dir;
  const tpls = values.templates ? values.templates.split(',') : [];
  console.log(`| set | ${FIELDS.map((f) => `${f} ${LABEL[f]}`).join(' | ')} |`);
  console.log(`|---|${FIELDS.map(() => '---:').join('|')}|`);
  tpls.forEach(
    (tpl, i) =>
      void print(
        tpl,
        score(dir, (k) => k % tpls.length === i, false),
      ),
  );
  const all = score(dir, () => true, values.list);
  print('all', all);
  const wrong = FIELDS.map((f) => `${f} ${all.get(f)?.wrong ?? 0}`).join(', ');
  console.log(`\nwrong values read (not missing): ${wrong}`);
}
