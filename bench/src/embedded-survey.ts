/**
 * Issue 20 item 5: do we read the embedded XML of hybrid PDFs from the common producers
 * faithfully? For every PDF in the folders given (e.g. the set `gather-real.sh` builds, the
 * visible corpus's PDFs):
 * - every embedded file our inspector finds (name, /AFRelationship, MIME type, root element) against
 *   the count poppler's `pdfdetach -list` gives (a file we do not see is lost data);
 * - which one our finder takes as the invoice, whether our readers read it, its lines, and how many
 *   of them are heading/subtotal lines (quantity 0 and no price);
 * - our validator's verdict on that XML against the official validator's (accepted flag, error ids,
 *   warning ids), when the official validator is set up.
 *
 *   node bench/src/embedded-survey.ts DIR... [--list] [--no-official]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readInvoice, validateXml } from '@ic/einvoice';
import { inspectPdf, type PdfAttachment, pickInvoiceAttachment } from '@ic/pdf';
import {
  diffNormalized,
  type NormalizedResult,
  normalize,
  officialStatus,
  runOfficial,
  sortedUnique,
} from './official.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { list: { type: 'boolean', default: false }, 'no-official': { type: 'boolean', default: false } },
});
if (!positionals.length) {
  console.error('usage: embedded-survey.ts DIR... [--list] [--no-official]');
  process.exit(2);
}

/** Root element name of an XML attachment ('' when not XML). */
const rootOf = (a: PdfAttachment) => {
  const head = new TextDecoder()
    .decode(a.bytes.subarray(0, 4096))
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  return /<([A-Za-z_][\w.:-]*)/.exec(head)?.[1] ?? '';
};
/** How many embedded files poppler lists (-1 when pdfdetach fails). */
const popplerCount = (file: string) => {
  try {
    const out = execFileSync('pdfdetach', ['-list', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number(/^(\d+) embedded files/m.exec(out)?.[1] ?? -1);
  } catch {
    return -1;
  }
};

interface Row {
  file: string;
  attachments: string[];
  missed: number;
  picked?: string;
  read?: string;
  lines: number;
  headings: number;
  /** elements of the XML our reader could not map to the model (data the model drops) */
  unmapped: string[];
  ours?: NormalizedResult;
}
const rows: Row[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'embedded-survey-'));
const xmlFiles: Array<[Row, string]> = [];
for (const dir of positionals) {
  for (const f of readdirSync(dir)
    .filter((n) => n.toLowerCase().endsWith('.pdf'))
    .sort()) {
    const file = join(dir, f);
    let atts: PdfAttachment[] = [];
    try {
      atts = (await inspectPdf(new Uint8Array(readFileSync(file)))).attachments;
    } catch {
      atts = [];
    }
    const row: Row = {
      file: f,
      attachments: atts.map(
        (a) => `${a.name} [${a.afRelationship ?? '-'}, ${a.mime ?? '-'}, <${rootOf(a)}>]`,
      ),
      missed: Math.max(0, popplerCount(file) - atts.length),
      lines: 0,
      headings: 0,
      unmapped: [],
    };
    rows.push(row);
    const pick = pickInvoiceAttachment(atts);
    if (!pick) continue;
    row.picked = pick.name;
    const r = readInvoice(pick.bytes);
    row.read = r.ok ? 'ok' : r.error.code;
    if (r.ok) {
      // element names without positions: /rsm:X[1]/ram:Y[2] → rsm:X/ram:Y
      row.unmapped = r.unmapped.map((u) => u.path.replace(/\[\d+\]/g, ''));
      row.lines = r.invoice.lines.length;
      row.headings = r.invoice.lines.filter(
        (l) => Number(l.quantity || 0) === 0 && Number(l.price.netPrice || 0) === 0,
      ).length;
    }
    const { report } = validateXml(pick.bytes);
    row.ours = {
      file: f,
      accepted: report.accepted,
      errors: sortedUnique(report.messages.filter((m) => m.level === 'error').map((m) => m.id)),
      warnings: sortedUnique(report.messages.filter((m) => m.level === 'warning').map((m) => m.id)),
    };
    const x = join(tmp, `${xmlFiles.length}.xml`);
    writeFileSync(x, pick.bytes);
    xmlFiles.push([row, x]);
  }
}

const official = new Map<Row, NormalizedResult>();
const status = officialStatus();
if (!values['no-official'] && status.available && xmlFiles.length) {
  const results = await runOfficial(xmlFiles.map(([, x]) => x));
  results.forEach((res, i) => void official.set((xmlFiles[i] as [Row, string])[0], normalize(res)));
} else if (!values['no-official'])
  console.log(`official validator: skipping (${status.available ? 'no XML' : status.reason})`);
rmSync(tmp, { recursive: true, force: true });

let disagree = 0;
for (const r of rows) {
  const o = official.get(r);
  const diff = o && r.ours ? diffNormalized(r.ours, o) : [];
  if (diff.length) disagree++;
  if (!values.list && !diff.length && !r.missed && (r.read ?? 'ok') === 'ok' && !r.headings) continue;
  console.log(`${r.file}`);
  for (const a of r.attachments)
    console.log(`  attachment ${a}${a.startsWith(`${r.picked} [`) ? '  ← invoice' : ''}`);
  if (r.missed) console.log(`  MISSED ${r.missed} embedded file(s) that pdfdetach lists`);
  if (r.picked)
    console.log(
      `  read ${r.read}, ${r.lines} lines, ${r.headings} heading/subtotal lines, ${r.unmapped.length} unmapped elements`,
    );
  if (r.ours) console.log(`  ours: ${r.ours.accepted ? 'accepted' : 'rejected'} ${r.ours.errors.join(' ')}`);
  if (o) console.log(`  official: ${o.accepted ? 'accepted' : 'rejected'} ${o.errors.join(' ')}`);
  for (const d of diff) console.log(`  DIFF ${d}`);
}
const withXml = rows.filter((r) => r.picked);
// which elements the readers could not map, over all files (path → files)
const unmapped = new Map<string, number>();
for (const r of withXml) for (const u of new Set(r.unmapped)) unmapped.set(u, (unmapped.get(u) ?? 0) + 1);
console.log(`\nunmapped elements (${withXml.filter((r) => r.unmapped.length).length} files with any):`);
for (const [u, n] of [...unmapped].sort((a, b) => b[1] - a[1]).slice(0, values.list ? 200 : 40))
  console.log(`  ${n}× ${u}`);
console.log(
  `\n${rows.length} PDFs, ${withXml.length} with an invoice XML (${withXml.filter((r) => r.read === 'ok').length} read), ` +
    `${rows.reduce((a, r) => a + r.attachments.length, 0)} embedded files seen, ${rows.reduce((a, r) => a + r.missed, 0)} missed; ` +
    `${withXml.reduce((a, r) => a + r.headings, 0)} heading/subtotal lines in ${withXml.filter((r) => r.headings).length} files; ` +
    `validator verdicts compared ${official.size}, disagreeing ${disagree}`,
);
