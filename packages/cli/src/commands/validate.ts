/**
 * `einvoice validate [--json] [--lang en|de] [--facturx] FILE...` — DESIGN.md contract:
 * (`--facturx`: Factur-X/ZUGFeRD MINIMUM, BASIC WL, BASIC, EXTENDED documents are checked against
 * their own profile rules instead of getting KoSIT's NO-SCENARIO)
 * one JSON line per file with `--json`:
 *   {"file","syntax","accepted","messages":[{"id","level","text","location"}]}
 * Exit code 0 when all files are accepted, 1 otherwise, 2 for bad usage or unreadable input.
 */
import { parseArgs } from 'node:util';
import type { MessagePort } from 'node:worker_threads';
import { ERROR_CATALOGUE, makeReport, type Report, validateXml } from '@ic/einvoice';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';
import { baselineOnly, OPTIMIZE_AFTER, optimizing, tiersAreOurs } from '../tiering.ts';
import { type FileVerdict, type ThreadResult, verdictOf, xmlResult } from './validate-verdict.ts';
import type { ValidateWorkerData } from './validate-worker.ts';

export { type FileVerdict, verdictOf } from './validate-verdict.ts';

interface Run {
  json: boolean;
  facturx: boolean;
  lang: 'en' | 'de';
  io: Io;
  allAccepted: boolean;
  unreadable: boolean;
  /** files done */
  printed: number;
  /** V8's optimising compilers are off until OPTIMIZE_AFTER files are done (tiering.ts) */
  tuned: boolean;
}

export async function validate(args: string[], io: Io, ownProcess = false): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      facturx: { type: 'boolean', default: false },
    },
  });
  if (positionals.length === 0) throw new UsageError('validate needs at least one FILE');
  const run: Run = {
    json: values.json,
    facturx: values.facturx,
    lang: values.lang === 'de' ? 'de' : 'en',
    io,
    allAccepted: true,
    unreadable: false,
    printed: 0,
    tuned: ownProcess && tiersAreOurs(),
  };
  if (run.tuned) baselineOnly();
  const helpers = helperThreads(positionals.length);
  if (helpers > 0) await validateInThreads(positionals, helpers, run);
  else for (const file of positionals) await validateFile(file, run);
  if (run.unreadable) return 2;
  return run.allAccepted ? 0 : 1;
}

/** Validates one file (XML or hybrid PDF) and prints its verdict. */
async function validateFile(file: string, run: Run): Promise<void> {
  const bytes = await readInput(file, run.io);
  if (!bytes) {
    run.unreadable = true;
    return;
  }
  let report: Report;
  if (isPdf(bytes)) {
    // reading a PDF (pdf.js in a worker) is long work that optimised code does much faster
    if (run.tuned) optimizing();
    run.tuned = false;
    const r = await validateHybrid(file, bytes, run.facturx, run.io);
    if (!r) {
      run.unreadable = true;
      return;
    }
    report = r;
  } else report = validateXml(bytes, { facturx: run.facturx }).report;
  print(verdictOf(file, report, run.lang), report.counts, run);
}

function print(v: FileVerdict, c: Report['counts'], run: Run): void {
  if (++run.printed === OPTIMIZE_AFTER && run.tuned) optimizing();
  run.allAccepted &&= v.accepted;
  if (run.json) {
    run.io.out(`${JSON.stringify(v)}\n`);
    return;
  }
  run.io.out(
    `${v.accepted ? '✔ accepted' : '✖ rejected'}  ${v.file}  (${v.syntax ?? 'unknown syntax'}; ${c.error} error(s), ${c.warning} warning(s), ${c.information} information)\n`,
  );
  for (const m of v.messages)
    run.io.out(
      `  ${m.level.padEnd(11)} ${m.id}: ${m.text}${m.location ? `\n              at ${m.location}` : ''}\n`,
    );
}

/** Files per helper thread: a thread's start (~0.2 s of CPU, as much as a new process) pays off only over many files. */
const FILES_PER_THREAD = 16;
const MAX_HELPERS = 3;

/**
 * How many helper threads validate beside the main thread: EINVOICE_VALIDATE_THREADS threads in
 * all (default 1: none), at most one per further core (`os.availableParallelism()`), at most 3,
 * and one per 16 files. Off by default: on 2 cores the one-thread process already keeps the
 * second core busy with V8's compiler and garbage-collector threads, and a helper cost ~40 % more
 * CPU for no shorter wait (bench/README.md, "Validation start-up", session 11).
 */
export function helperThreads(files: number): number {
  const setting = Number(process.env.EINVOICE_VALIDATE_THREADS || 1);
  if (setting === 1) return 0;
  const threads = Math.min(setting, process.getBuiltinModule('node:os').availableParallelism());
  if (!Number.isInteger(threads) || threads < 2) return 0;
  return Math.min(threads - 1, MAX_HELPERS, Math.floor(files / FILES_PER_THREAD));
}

/**
 * Many files: the main thread and `helpers` worker threads take the next file from a shared
 * counter (a thread still starting takes none), and the main thread prints every verdict in
 * command-line order as soon as those before it are printed: the output is the same as one
 * thread's. PDFs and unreadable files are handled by the main thread in order; a file whose
 * thread failed is validated again by the main thread.
 */
async function validateInThreads(files: string[], helpers: number, run: Run): Promise<void> {
  // (loaded here: a run without helper threads does not pay for the module)
  const { MessageChannel, receiveMessageOnPort, Worker } = process.getBuiltinModule('node:worker_threads');
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const ports: MessagePort[] = [];
  const exits: Array<Promise<unknown>> = [];
  let running = helpers;
  const url = new URL(
    import.meta.url.endsWith('.ts') ? './validate-worker.ts' : './validate-worker.js',
    import.meta.url,
  );
  for (let k = 0; k < helpers; k++) {
    const { port1, port2 } = new MessageChannel();
    const data: ValidateWorkerData = { files, facturx: run.facturx, lang: run.lang, shared, port: port2 };
    const w = new Worker(url, { workerData: data, transferList: [port2] });
    w.on('error', () => {}); // its files are validated again below
    exits.push(new Promise((done) => w.once('exit', () => done(running--))));
    ports.push(port1);
  }
  const results: Array<ThreadResult | undefined> = new Array(files.length);
  let next = 0; // the first file not printed yet
  const drain = () => {
    for (const p of ports)
      for (let m = receiveMessageOnPort(p); m; m = receiveMessageOnPort(p))
        results[(m.message as ThreadResult).i] = m.message as ThreadResult;
  };
  const flush = async () => {
    for (let r = results[next]; r; r = results[next]) {
      results[next] = undefined;
      if (r.kind === 'verdict') print(r.verdict, r.counts, run);
      else await validateFile(files[next] as string, run);
      next++;
    }
  };
  for (let i = Atomics.add(shared, 0, 1); i < files.length; i = Atomics.add(shared, 0, 1)) {
    results[i] = xmlResult(i, files[i] as string, run.facturx, run.lang);
    drain();
    await flush();
  }
  while (next < files.length) {
    const posted = Atomics.load(shared, 1);
    drain();
    if (results[next]) await flush();
    else if (running === 0) results[next] = xmlResult(next, files[next] as string, run.facturx, run.lang);
    else {
      Atomics.wait(shared, 1, posted, 20);
      await new Promise(setImmediate); // lets a thread's exit be seen
    }
  }
  await Promise.all(exits); // never ended while loading (a thread's teardown then can abort V8)
  for (const p of ports) p.close();
}

/**
 * A hybrid PDF (ZUGFeRD / Factur-X / XRechnung): validates the embedded invoice XML, read in a
 * worker with a time and memory limit (EINVOICE_PDF_TIMEOUT_MS). The PDF modules are loaded only
 * here: validating XML files does not pay for their start-up. Undefined: unreadable (told on io).
 */
async function validateHybrid(
  file: string,
  bytes: Uint8Array,
  facturx: boolean,
  io: Io,
): Promise<Report | undefined> {
  const [{ isPdfError }, { findEmbeddedBounded }] = await Promise.all([
    import('@ic/pdf'),
    import('../pdf-read.ts'),
  ]);
  let embedded: Awaited<ReturnType<typeof findEmbeddedBounded>>;
  try {
    embedded = await findEmbeddedBounded(bytes);
  } catch (e) {
    const msg =
      isPdfError(e) && (e.reason === 'timeout' || e.reason === 'memory')
        ? `${ERROR_CATALOGUE[e.code].en} (${e.reason})`
        : (e as Error).message;
    io.err(`einvoice: ${file}: ${msg}\n`);
    return undefined;
  }
  if (embedded) return validateXml(embedded.xml, { facturx }).report;
  return makeReport(null, [
    {
      id: 'PDF-NO-XML',
      level: 'error',
      text: 'The PDF contains no embedded invoice XML (not a ZUGFeRD / Factur-X / XRechnung hybrid)',
      textDe:
        'Die PDF-Datei enthält keine eingebettete Rechnungs-XML (kein ZUGFeRD-/Factur-X-/XRechnung-Hybrid)',
      location: '',
      path: '',
      bt: [],
    },
  ]);
}
