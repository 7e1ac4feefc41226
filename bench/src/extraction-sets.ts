/**
 * Key-field and line-field accuracy per template of a synthetic run (extraction-synthetic.ts
 * `--out DIR`): the files syn-NNNN go to template NNNN mod the number of templates (the
 * generators pick the template that way), each group is scored by the corpus scorer on its own,
 * and "key" is the micro accuracy over the header fields, "lines" over the line fields (the way
 * issue 19 reports them). `--fields` adds each template's fields under 95 %.
 *
 *   node bench/src/extraction-sets.ts --dir /tmp/b7 --templates xrviz,fields,din,usuk,nlfr,credit [--fields]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    templates: { type: 'string' },
    fields: { type: 'boolean', default: false },
    scorer: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score/score.mjs'),
    },
  },
});
if (!values.dir || !values.templates) {
  console.error('usage: extraction-sets.ts --dir DIR --templates a,b,c [--fields]');
  process.exit(2);
}
const dir = values.dir;
const tpls = values.templates.split(',');
interface FieldRow {
  group: string;
  field: string;
  n: number;
  accuracy: number;
}
/** Micro accuracy of one scorer group ('header' = key fields, 'line' = line fields). */
const micro = (rows: FieldRow[], group: string) => {
  const g = rows.filter((r) => r.group === group);
  const n = g.reduce((a, r) => a + r.n, 0);
  return n ? g.reduce((a, r) => a + r.n * r.accuracy, 0) / n : Number.NaN;
};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

const tmp = mkdtempSync(join(tmpdir(), 'extraction-sets-'));
const truth = readdirSync(join(dir, 'truth')).filter((f) => f.endsWith('.json'));
const all: Array<[string, string]> = [...tpls.map((t, i): [string, string] => [t, String(i)]), ['all', '*']];
console.log('| template | files | key | lines |');
console.log('|---|---:|---:|---:|');
for (const [tpl, idx] of all) {
  const sub = join(tmp, tpl);
  mkdirSync(sub);
  let files = 0;
  for (const f of truth) {
    const k = Number(/(\d+)\.json$/.exec(f)?.[1]);
    if (idx !== '*' && k % tpls.length !== Number(idx)) continue;
    symlinkSync(join(dir, 'truth', f), join(sub, f));
    files++;
  }
  const json = join(tmp, `${tpl}.json`);
  execFileSync(process.execPath, [values.scorer as string, sub, join(dir, 'pred'), '--json', json], {
    encoding: 'utf8',
  });
  const rows = (JSON.parse(readFileSync(json, 'utf8')) as { fields: FieldRow[] }).fields;
  console.log(`| ${tpl} | ${files} | ${pct(micro(rows, 'header'))} | ${pct(micro(rows, 'line'))} |`);
  if (values.fields) {
    const weak = rows.filter((r) => r.accuracy < 0.95).map((r) => `${r.field} ${pct(r.accuracy)}`);
    if (weak.length) console.log(`|  | under 95 %: ${weak.join(', ')} | | |`);
  }
}
rmSync(tmp, { recursive: true, force: true });
