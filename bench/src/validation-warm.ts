/**
 * The warm in-process validation alone, for profiling (issue 20 item 11): `validateXml` on the 86
 * test-suite documents (read once, before timing), 3 warm-up rounds, then `--rounds` rounds in one
 * process, young generation as in a worker thread (run it with `--max-semi-space-size=16`, as
 * `validation-bench.ts` does).
 *
 *   node --max-semi-space-size=16 [--cpu-prof] bench/src/validation-warm.ts [--rounds N] [--heap]
 *
 * Prints wall and CPU ms per document (`process.cpuUsage()`, user + system, V8's threads
 * included). `--rounds 0` runs only the start and the warm-up: the instructions of the warm
 * rounds are those of a run with N rounds less those of one with 0 (`valgrind --tool=callgrind`).
 * `--heap`: bytes allocated per document over the rounds (V8's sampling heap profiler, objects
 * collected by either garbage collector included) and the functions that allocate them.
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { validateXml } from '@ic/einvoice';
import { corpusFiles } from './corpus.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    heap: { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
  },
});
const rounds = Number(values.rounds);
const docs = corpusFiles().map((f) => readFileSync(f));
if (docs.length === 0) {
  console.log('validation-warm: corpus not found: skipping');
  process.exit(0);
}
for (let r = 0; r < 3; r++) for (const d of docs) validateXml(d);

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/** Bytes allocated, by function (`name file:line`), from a sampling heap profile's tree. */
function bySite(head: HeapNode): Map<string, number> {
  const sizes = new Map<string, number>();
  const stack = [head];
  for (let n = stack.pop(); n; n = stack.pop()) {
    const cf = n.callFrame;
    const key = `${cf.functionName || '(anonymous)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}`;
    sizes.set(key, (sizes.get(key) ?? 0) + n.selfSize);
    stack.push(...n.children);
  }
  return sizes;
}

const session = values.heap ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let r = 0; r < rounds; r++) for (const d of docs) validateXml(d);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const n = Math.max(1, rounds * docs.length);
console.log(
  `validation, warm: ${docs.length} documents × ${rounds} rounds: ${(wall / n).toFixed(3)} ms per document, CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms`,
);
if (session) {
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
  const sizes = bySite(profile.head);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`  allocated ${(total / 1024 / n).toFixed(0)} KB per document (sampled), by function:`);
  for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)} % ${k}`);
}
