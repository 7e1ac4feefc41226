/**
 * Held-out set (d) of issue 19: real PDF invoices WITHOUT embedded XML, from a public project that
 * publishes its test invoices with the values it expects (invoice2data's `tests/compare`: Amazon
 * Web Services, Coolblue, Free, QualityHosting, Netpresse, Odoo's demo company, Flipkart, OYO, …).
 * Nothing of them is committed: `bench/gather-public.sh` copies each NAME.pdf with its NAME.json
 * out of a bare mirror into a folder under /tmp.
 *
 *   sh bench/gather-public.sh /tmp/heldout-d
 *   node bench/src/extraction-public.ts /tmp/heldout-d [--list]
 *
 * The truth files are invoice2data's format (a list with one object: issuer, invoice_number, date,
 * currency, amount, amount_untaxed, amount_tax, vat, lines). Scored per field where the truth has
 * it: BT-1 number, BT-2 issue date, BT-5 currency, BT-27 seller name (the same after case, spaces
 * and punctuation are folded, or one containing the other: "Amazon Web Services" against the
 * printed "Amazon Web Services, Inc."), BT-31 seller VAT id (spaces folded; digits only when the
 * truth has no country prefix), BT-112 total with VAT, BT-109 total without VAT, BT-110 VAT total,
 * and the number of item lines (section headings left out). Key = micro over the header fields.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Invoice } from '@ic/einvoice';
import { pdfToInvoice } from '@ic/extract';
import { Decimal } from 'decimal.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { list: { type: 'boolean', default: false } },
});
const dir = positionals[0] ?? '/tmp/heldout-d';

interface Truth {
  issuer?: string;
  invoice_number?: string;
  date?: string;
  currency?: string;
  amount?: number | string;
  amount_untaxed?: number | string;
  amount_tax?: number | string;
  vat?: string | number;
  lines?: Array<Record<string, unknown>>;
}

const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const sameName = (t: string, p: string | undefined) => {
  const a = fold(t);
  const b = fold(p ?? '');
  return b.length > 0 && (a === b || a.includes(b) || b.includes(a));
};
const sameAmount = (t: number | string, p: string | undefined) =>
  p !== undefined && new Decimal(String(t)).toFixed(2) === new Decimal(p).toFixed(2);
const sameVatId = (t: string | number, p: string | undefined) => {
  const a = String(t).replace(/\s+/g, '').toUpperCase();
  const b = (p ?? '').replace(/\s+/g, '').toUpperCase();
  return b.length > 0 && (a === b || (/^\d+$/.test(a) && b.replace(/^[A-Z]{2}/, '') === a));
};

type Check = [field: string, ok: boolean, truth: unknown, predicted: unknown];

function checks(t: Truth, inv: Invoice): Check[] {
  const out: Check[] = [];
  const add = (f: string, has: unknown, ok: () => boolean, p: unknown) => {
    if (has !== undefined && has !== null && has !== '') out.push([f, ok(), has, p]);
  };
  const tot = inv.totals;
  add('BT-1 number', t.invoice_number, () => fold(String(t.invoice_number)) === fold(inv.number), inv.number);
  add('BT-2 issue date', t.date, () => t.date === inv.issueDate, inv.issueDate);
  add('BT-5 currency', t.currency, () => t.currency === inv.currency, inv.currency);
  add('BT-27 seller', t.issuer, () => sameName(String(t.issuer), inv.seller.name), inv.seller.name);
  add('BT-31 seller VAT id', t.vat, () => sameVatId(t.vat ?? '', inv.seller.vatId), inv.seller.vatId);
  add('BT-112 total', t.amount, () => sameAmount(t.amount ?? 0, tot.taxInclusive), tot.taxInclusive);
  add(
    'BT-109 net',
    t.amount_untaxed,
    () => sameAmount(t.amount_untaxed ?? 0, tot.taxExclusive),
    tot.taxExclusive,
  );
  const vat = new Decimal(tot.taxInclusive).minus(tot.taxExclusive).toFixed(2);
  add('BT-110 VAT', t.amount_tax, () => sameAmount(t.amount_tax ?? 0, vat), vat);
  return out;
}

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const fields = new Map<string, [right: number, all: number]>();
let lineRight = 0;
let lineAll = 0;
for (const file of files) {
  const name = file.slice(0, -4);
  let truth: Truth;
  try {
    const raw = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Truth | Truth[];
    truth = Array.isArray(raw) ? (raw[0] ?? {}) : raw;
  } catch {
    continue;
  }
  let inv: Invoice | undefined;
  try {
    inv = (await pdfToInvoice(new Uint8Array(readFileSync(join(dir, file))), { embedded: 'ignore' })).invoice;
  } catch (e) {
    console.log(`${name}: no prediction (${(e as Error).message})`);
  }
  const rows = inv ? checks(truth, inv) : checks(truth, { totals: {}, seller: {} } as unknown as Invoice);
  const items = (truth.lines ?? []).filter((l) => !('sectionheader' in l)).length;
  if (items > 0) {
    lineAll++;
    if (inv?.lines.length === items) lineRight++;
    rows.push(['line count', inv?.lines.length === items, items, inv?.lines.length ?? 0]);
  }
  for (const [f, ok] of rows) {
    if (f === 'line count') continue;
    const c = fields.get(f) ?? [0, 0];
    fields.set(f, [c[0] + (ok ? 1 : 0), c[1] + 1]);
  }
  const wrong = rows.filter((r) => !r[1]);
  console.log(`${name}: ${rows.length - wrong.length}/${rows.length}`);
  if (values.list)
    for (const [f, , t, p] of wrong)
      console.log(`   ${f}: truth ${JSON.stringify(t)} read ${JSON.stringify(p)}`);
}
let right = 0;
let all = 0;
for (const [f, [r, a]] of fields) {
  right += r;
  all += a;
  console.log(`${f.padEnd(20)} ${((100 * r) / a).toFixed(1).padStart(5)} % (${r}/${a})`);
}
console.log(
  `key fields ${((100 * right) / all).toFixed(1)} % (${right}/${all}); line count exact ${lineRight}/${lineAll}`,
);
