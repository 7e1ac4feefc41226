/**
 * Validation speed and memory, in its own process (so the memory figure is the validator's):
 * `validateXml` on the 86 test-suite documents, compared with the official KoSIT validator's warm
 * per-document time measured the way its `tools/bench.sh` does (the suite 5 times in one JVM,
 * mean `ms` of passes 2..5, `--no-report`).
 *
 *   node bench/src/validation-bench.ts [--rounds N] [--pairs N] [--no-official]
 *
 * Ours: 3 warm-up rounds, then N timed rounds (default 20) over all documents, each file read
 * inside the timed loop as the official validator reads it within its time; reported: mean ms
 * per document over the timed rounds (and the median round), peak RSS of this process
 * (`process.resourceUsage().maxRSS`: everything the process ever held, module loading included)
 * and the RSS after the batch. With the official validator available, ours and the official run
 * alternately `--pairs` times (default 2), each pair giving a ratio: the host's speed drifts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { validateXml } from '@ic/einvoice';
import { corpusFiles } from './corpus.ts';
import { officialStatus, runOfficial } from './official.ts';
import { wholeProcess } from './validation-process.ts';

// Node sizes a main thread's young generation from the machine's memory (up to 128 MB on a large
// machine); worker threads, where the server validates, get 32 MB. The batch runs with the worker
// figure (`--max-semi-space-size=16`): the process re-executes itself with it when started without.
if (!process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) {
  const r = spawnSync(
    process.execPath,
    ['--max-semi-space-size=16', ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(r.status ?? 1);
}

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    pairs: { type: 'string', default: '2' },
    'no-official': { type: 'boolean', default: false },
    // internal: measure only the official validator and print its figure (a child process of the
    // bench, so that reading the official output does not count in the memory of ours)
    'official-only': { type: 'boolean', default: false },
    // whole processes instead: `einvoice validate --json` over the suite against the official
    // validator's process over the same files, start-up included (see wholeProcess below)
    'whole-process': { type: 'boolean', default: false },
    // with --whole-process: flags for our Node process (`--node-arg=--turbofan`: V8's tiers as
    // before session 11)
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});
const rounds = Number(values.rounds);
const files = corpusFiles();
if (files.length === 0) {
  console.log('validation: corpus not found: skipping');
  process.exit(0);
}
// each file is read when it is validated, inside the timed loop, as the official validator does
// (`Files.readAllBytes` within its per-document time): no copy of the whole suite stays in memory
const docs = files;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * One measurement of ours: mean ms per document over `rounds` rounds, the median round, and the
 * CPU ms per document (`process.cpuUsage()`, user + system: less moved by a busy machine than wall
 * time; it includes V8's compiler and GC threads).
 */
function ours(): { mean: number; median: number; cpu: number; accepted: number } {
  const perRound: number[] = [];
  let accepted = 0;
  const c0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const d of docs) if (validateXml(readFileSync(d)).report.accepted) accepted++;
    perRound.push((performance.now() - t0) / docs.length);
  }
  const c = process.cpuUsage(c0);
  const mean = perRound.reduce((a, b) => a + b, 0) / perRound.length;
  const median = [...perRound].sort((a, b) => a - b)[perRound.length >> 1] as number;
  const cpu = (c.user + c.system) / 1000 / (rounds * docs.length);
  return { mean, median, cpu, accepted: accepted / rounds };
}

/**
 * The official validator's warm time per document as its tools/bench.sh reports it: the suite 5
 * times in one JVM, mean of the per-document `ms` of passes 2..5, `--no-report`. (That `ms` is a
 * whole number of milliseconds, cut off; a wall-clock estimate from (5 passes − 1 pass) was tried
 * and dropped: the JVM start varies by seconds under load.)
 */
async function officialHere(): Promise<number> {
  const passes = 5;
  const results = await runOfficial(Array.from({ length: passes }, () => files).flat(), {
    args: ['--no-report'],
  });
  const warm = results.slice(files.length).map((r) => r.ms ?? Number.NaN);
  return warm.reduce((a, b) => a + b, 0) / warm.length;
}

if (values['whole-process']) {
  await wholeProcess(files, Math.max(1, Number(values.pairs)), values['node-arg']);
  process.exit(0);
}

if (values['official-only']) {
  console.log(JSON.stringify({ official: await officialHere() }));
  process.exit(0);
}

/** The official figure, measured in a child process (see `--official-only`). */
function official(): number {
  const r = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--official-only'], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  const v = (JSON.parse(line) as { official?: number }).official;
  if (typeof v !== 'number') throw new Error(`official measurement failed: ${r.stderr}`);
  return v;
}

for (let r = 0; r < 3; r++) for (const d of docs) validateXml(readFileSync(d));
const status = values['no-official'] ? undefined : officialStatus();
// This machine's speed drifts with its host (±20–40% within minutes): ours and the official run
// alternately, and each pair gives a ratio.
const pairs = status?.available ? Math.max(1, Number(values.pairs)) : 1;
const rows: Array<{ ours: ReturnType<typeof ours>; official?: number }> = [];
for (let p = 0; p < pairs; p++) {
  const o = ours();
  rows.push({ ours: o, ...(status?.available ? { official: official() } : {}) });
}
console.log(
  `validation (${docs.length} test-suite documents × ${rounds} rounds after 3 warm-up rounds, one process, young generation as in a worker thread)`,
);
for (const [k, row] of rows.entries()) {
  const o = row.ours;
  const pair = pairs > 1 ? `pair ${k + 1}: ` : '';
  console.log(
    `  ${pair}ours: ${o.mean.toFixed(3)} ms per document (median round ${o.median.toFixed(3)} ms; CPU ${o.cpu.toFixed(3)} ms); ${o.accepted}/${docs.length} accepted`,
  );
  if (row.official !== undefined)
    console.log(
      `  ${pair}official KoSIT (warm, --no-report, passes 2..5 as its tools/bench.sh): ${row.official.toFixed(3)} ms per document → ours is ${(row.official / o.mean).toFixed(1)}× faster`,
    );
}
if (status && !status.available)
  console.log(`  official validator not available (${status.reason}): no comparison`);
if (rows.length > 1 && rows.every((r) => r.official !== undefined)) {
  const ratios = rows.map((r) => (r.official ?? 0) / r.ours.mean).sort((a, b) => a - b);
  console.log(
    `  ratio (tools/bench.sh figure / ours) over ${rows.length} pairs: ${ratios.map((x) => x.toFixed(1)).join(', ')}`,
  );
}
console.log(
  `  peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} (whole process, module loading included), RSS after the batch ${mb(process.memoryUsage().rss)}`,
);
