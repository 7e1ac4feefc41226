/**
 * Validation speed and memory, in its own process (so the memory figure is the validator's):
 * `validateXml` on the 86 test-suite documents, compared with the official KoSIT validator's warm
 * per-document time measured the way its `tools/bench.sh` does (the suite 5 times in one JVM,
 * mean `ms` of passes 2..5, `--no-report`).
 *
 *   node bench/src/validation-bench.ts [--rounds N] [--no-official]
 *
 * Ours: 3 warm-up rounds, then N timed rounds (default 20) over all documents; reported: mean ms
 * per document over the timed rounds (and the median round), peak RSS of this process
 * (`process.resourceUsage().maxRSS`: everything the process ever held, module loading included)
 * and the RSS after the batch.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { validateXml } from '@ic/einvoice';
import { corpusFiles } from './corpus.ts';
import { officialStatus, runOfficial } from './official.ts';

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
    'no-official': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const files = corpusFiles();
if (files.length === 0) {
  console.log('validation: corpus not found: skipping');
  process.exit(0);
}
const docs = files.map((f) => readFileSync(f));
for (let r = 0; r < 3; r++) for (const d of docs) validateXml(d);
const perRound: number[] = [];
let accepted = 0;
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  for (const d of docs) if (validateXml(d).report.accepted) accepted++;
  perRound.push((performance.now() - t0) / docs.length);
}
const mean = perRound.reduce((a, b) => a + b, 0) / perRound.length;
const median = [...perRound].sort((a, b) => a - b)[perRound.length >> 1] as number;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `validation (${docs.length} test-suite documents × ${rounds} rounds after 3 warm-up rounds, one process, young generation as in a worker thread)`,
);
console.log(
  `  ours: ${mean.toFixed(3)} ms per document (median round ${median.toFixed(3)} ms); ${accepted / rounds}/${docs.length} accepted; peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}, RSS after the batch ${mb(process.memoryUsage().rss)}`,
);
if (!values['no-official']) {
  const status = officialStatus();
  if (!status.available) {
    console.log(`  official validator not available (${status.reason}): no comparison`);
  } else {
    const passes = 5;
    const results = await runOfficial(Array.from({ length: passes }, () => files).flat(), {
      args: ['--no-report'],
    });
    const warm = results.slice(files.length).map((r) => r.ms ?? Number.NaN);
    const official = warm.reduce((a, b) => a + b, 0) / warm.length;
    console.log(
      `  official KoSIT (warm, --no-report, passes 2..${passes} as its tools/bench.sh): ${official.toFixed(3)} ms per document → ours is ${(official / mean).toFixed(1)}× faster`,
    );
  }
}
